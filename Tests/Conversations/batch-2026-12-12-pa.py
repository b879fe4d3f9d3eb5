"""Fresh blind batch PA: a busy parent using the coach in snatched moments.

Short one-handed messages, late logs, several things in one message, kids' interruptions,
habits around school runs and bedtime, and questions about the week.

Clock for every case: Wednesday 2026-03-04 09:00 (local = UTC).
  today = Wed 03-04, yesterday / "last night" = Tue 03-03, "monday" (report) = 03-02,
  "sunday" (report) = 03-01, "friday" (report) = 02-27, "friday" (plan/skip) = 03-06.

Format as in dev_cases.py; assertion keys as in eval/README.md.
A `# src:` comment names the public text a case's wording is paraphrased from.
"""

TODAY = "2026-03-04"
YESTERDAY = "2026-03-03"
MON = "2026-03-02"
SUN = "2026-03-01"
SAT = "2026-02-28"
FRI = "2026-02-27"
NEXT_FRI = "2026-03-06"

WEEKDAYS = "mon tue wed thu fri"


def H(name, freq=("daily",), tier="must", polarity="build", group=None, archived=False, marks=()):
    """A habit in the setup: compact form for run_eval.setup_doc."""
    return {"name": name, "freq": freq, "tier": tier, "polarity": polarity,
            "group": group, "archived": archived, "marks": [tuple(m) for m in marks]}


CASES = [
    # ------------------------------------------------------------------ single-message requests
    # src: https://spoke-1he.pages.dev/guides/why-people-forget-to-log-habits/
    dict(id="PA01", cat="dates",
         setup=[H("Yoga")],
         turns=["forgot to say did yoga last night"],
         expect={"count": 1, "habits": [{"name": "Yoga", "freq": ("daily",)}],
                 "marks": [("Yoga", YESTERDAY, "done")],
                 "nomarks": [("Yoga", TODAY)]}),

    # src: https://momswithoutmilk.com/momswithoutmilkblog/2019/2/21/8-daily-routines-for-the-stay-at-home-mom?format=amp
    dict(id="PA02", cat="multi",
         setup=[H("Morning walk"), H("Stretch")],
         turns=["did morning walk n stretch"],
         expect={"count": 2,
                 "marks": [("Morning walk", TODAY, "done"), ("Stretch", TODAY, "done")]}),

    # src: https://readwithnick.com/bedtime-reading-routine
    dict(id="PA03", cat="add",
         setup=[],
         turns=["add reading to the kids every night"],
         expect={"count": 1, "maxlen": 30,
                 "habits": [{"name": "~read", "freq": ("daily",), "polarity": "build"}]}),

    # src: https://healthbeet.org/6-healthy-habits-for-moms-that-actually-stick/
    dict(id="PA04", cat="edit",
         setup=[H("Pack school bags", ("days", "sun mon tue wed thu"))],
         turns=["pls remind me about the school bags at 8pm"],
         expect={"count": 1,
                 "habits": [{"name": "Pack school bags", "freq": ("days", "sun mon tue wed thu")}],
                 "reminders": [("Pack school bags", "20:00")]}),

    # src: https://fdocuments.us/document/introduction-we-designed-this-friendly-guide-to-help-perhaps-youre-tired-of.html
    dict(id="PA05", cat="avoid",
         setup=[H("Yelling at the kids", polarity="avoid")],
         turns=["ugh yelled at the kids again this morning"],
         expect={"count": 1,
                 "habits": [{"name": "Yelling at the kids", "polarity": "avoid", "freq": ("daily",)}],
                 "marks": [("Yelling at the kids", TODAY, "slipped")]}),

    # src: https://github.com/iSoron/uhabits/issues/88
    dict(id="PA06", cat="log",
         setup=[H("Swimming", ("days", "mon wed fri"))],
         turns=["skip swimming today, little one has a temperature"],
         expect={"count": 1,
                 "habits": [{"name": "Swimming", "freq": ("days", "mon wed fri")}],
                 "marks": [("Swimming", TODAY, "skipped")]}),

    # src: https://medium.com/@ryantcote/my-bedtime-routine-with-my-daughters-56f26e0a731d
    dict(id="PA07", cat="edit",
         setup=[H("Read", marks=[(MON, "done")])],
         turns=["can u rename read to bedtime story"],
         expect={"count": 1,
                 "habits": [{"name": "Bedtime story", "freq": ("daily",)}],
                 "marks": [("Bedtime story", MON, "done")]}),

    dict(id="PA08", cat="edit",
         setup=[H("Gym", ("weekly", 3))],
         turns=["can we change gym to twice a week from now on"],
         expect={"count": 1, "habits": [{"name": "Gym", "freq": ("weekly", 2)}],
                 "nomarks": [("Gym", TODAY)]}),

    dict(id="PA09", cat="multi",
         setup=[],
         turns=["add yoga 3 times a week and reading to the kids every night"],
         expect={"count": 2, "maxlen": 30,
                 "habits": [{"name": "~yoga", "freq": ("weekly", 3)},
                            {"name": "~read", "freq": ("daily",)}]}),

    dict(id="PA10", cat="dates",
         setup=[H("Run", ("weekly", 2))],
         turns=["forgot to log - ran on monday and sunday"],
         expect={"count": 1, "habits": [{"name": "Run", "freq": ("weekly", 2)}],
                 "marks": [("Run", MON, "done"), ("Run", SUN, "done")],
                 "nomarks": [("Run", TODAY)]}),

    # src: https://motherhoodbymalorie.com/blog/habit-tracking-journals
    dict(id="PA11", cat="multi",
         setup=[H("Yoga"), H("Bedtime story"), H("Drink water")],
         turns=["yesterday did yoga and bedtime story but not the water"],
         expect={"count": 3,
                 "marks": [("Yoga", YESTERDAY, "done"), ("Bedtime story", YESTERDAY, "done")],
                 "notdone": [("Drink water", YESTERDAY)],
                 "nomarks": [("Yoga", TODAY), ("Bedtime story", TODAY), ("Drink water", TODAY)]}),

    dict(id="PA12", cat="multi",
         setup=[H("Yoga"), H("Run", ("days", "mon wed fri"))],
         turns=["did yoga. skippin the run today, parents evening at school"],
         expect={"count": 2,
                 "habits": [{"name": "Run", "freq": ("days", "mon wed fri")}],
                 "marks": [("Yoga", TODAY, "done"), ("Run", TODAY, "skipped")]}),

    # src: https://dadadvice.site/7-secrets-good-parenting-vs-bad-parenting/
    dict(id="PA13", cat="avoid",
         setup=[H("Doomscrolling", polarity="avoid")],
         turns=["doomscrolled again on monday night ugh"],
         expect={"count": 1,
                 "habits": [{"name": "Doomscrolling", "polarity": "avoid", "freq": ("daily",)}],
                 "marks": [("Doomscrolling", MON, "slipped")],
                 "nomarks": [("Doomscrolling", TODAY)]}),

    dict(id="PA14", cat="tier",
         setup=[H("Meditate"), H("Yoga")],
         turns=["make meditation a nice to have, not a must"],
         expect={"count": 2,
                 "habits": [{"name": "Meditate", "tier": "nice", "freq": ("daily",)},
                            {"name": "Yoga", "tier": "must"}]}),

    # ------------------------------------------------------------------ answers to the coach's questions
    # src: https://motherhoodbymalorie.com/blog/habit-tracking-journals
    dict(id="PA15", cat="slots",
         setup=[],
         turns=["i want to start journaling before bed", "5 nights a week"],
         expect={"count": 1, "maxlen": 30,
                 "habits": [{"name": "~journal", "freq": ("weekly", 5)}]}),

    # src: https://healthbeet.org/6-healthy-habits-for-moms-that-actually-stick/
    dict(id="PA16", cat="slots",
         setup=[],
         turns=["add a walk after school drop off", "weekdays"],
         expect={"count": 1,
                 "habits": [{"name": "~walk", "freq": ("days", WEEKDAYS)}]}),

    dict(id="PA17", cat="slots",
         setup=[],
         turns=["add flossing", "sorry kid spilled juice everywhere. where was i", "every night"],
         expect={"count": 1, "maxlen": 20,
                 "habits": [{"name": "~floss", "freq": ("daily",)}]}),

    dict(id="PA18", cat="slots",
         setup=[H("Vitamins")],
         turns=["can u remind me to take my vitamins", "7.30am"],
         expect={"count": 1, "habits": [{"name": "Vitamins", "freq": ("daily",)}],
                 "reminders": [("Vitamins", "07:30")],
                 "nomarks": [("Vitamins", TODAY)]}),

    # src: https://healthbeet.org/6-healthy-habits-for-moms-that-actually-stick/
    dict(id="PA19", cat="slots",
         setup=[],
         turns=["add laying out the kids uniforms", "sun to thurs nights"],
         expect={"count": 1, "maxlen": 35,
                 "habits": [{"name": "~uniform", "freq": ("days", "sun mon tue wed thu")}]}),

    # src: https://readwithnick.com/bedtime-reading-routine
    dict(id="PA20", cat="slots",
         setup=[],
         turns=["add read 20 pages", "every night"],
         expect={"count": 1,
                 "habits": [{"name": "~read", "freq": ("daily",),
                             "target": {"amount": 20, "unit": "page"}}]}),

    # src: https://www.parentmap.com/article/what-is-habit-tracking-kids
    dict(id="PA21", cat="slots",
         setup=[],
         turns=["add water, 6 glasses a day", "had 2 already"],
         expect={"count": 1,
                 "habits": [{"name": "~water", "freq": ("daily",),
                             "target": {"amount": 6, "unit": "glass"}}],
                 "marks": [("~water", TODAY, "partial", 2)]}),

    dict(id="PA22", cat="avoid",
         setup=[],
         turns=["add coffee - no more than 2 a day", "had 3 already lol"],
         expect={"count": 1,
                 "habits": [{"name": "~coffee", "polarity": "avoid", "target": {"amount": 2}}],
                 "marks": [("~coffee", TODAY, "slipped", 3)]}),

    dict(id="PA23", cat="correct",
         setup=[],
         turns=["add yoga 4 times a week", "actually make it 3, who am i kidding"],
         expect={"count": 1, "maxweekly": 3,
                 "habits": [{"name": "~yoga", "freq": ("weekly", 3)}]}),

    # src: http://halfwayhomemaker.com/day-3-take-walk-31-day-stress-reduction-challenge/
    dict(id="PA24", cat="slots",
         setup=[H("Morning walk"), H("Evening walk")],
         turns=["did my walk", "the morning one"],
         expect={"count": 2,
                 "marks": [("Morning walk", TODAY, "done")],
                 "notdone": [("Evening walk", TODAY)]}),

    # src: https://github.com/HabitRPG/habitica/issues/224
    dict(id="PA25", cat="correct",
         setup=[H("Yoga")],
         turns=["did yoga", "oops no that was last night not today"],
         expect={"count": 1,
                 "marks": [("Yoga", YESTERDAY, "done")],
                 "notdone": [("Yoga", TODAY)]}),

    dict(id="PA26", cat="edit",
         setup=[H("Gym", ("weekly", 2)), H("Yoga")],
         turns=["delete gym, cancelled the membership", "yes"],
         expect={"count": 1, "habits": [{"name": "Yoga", "freq": ("daily",)}]}),

    dict(id="PA27", cat="group",
         setup=[H("Run"), H("Yoga"), H("Swim")],
         turns=["put run, yoga and swim in a group called Movement", "just 1 a day"],
         expect={"count": 3,
                 "groups": [{"name": "Movement", "require": 1, "members": ["Run", "Yoga", "Swim"]}],
                 "habits": [{"name": "Run", "freq": ("daily",)}, {"name": "Yoga", "freq": ("daily",)},
                            {"name": "Swim", "freq": ("daily",)}],
                 "nomarks": [("Run", TODAY), ("Yoga", TODAY), ("Swim", TODAY)]}),

    # ------------------------------------------------------------------ must change nothing (or nothing wrong)
    dict(id="PA28", cat="safety",
         setup=[H("Read")],
         turns=["my son read 3 books this week!! so proud of him"],
         expect={"unchanged": True}),

    dict(id="PA29", cat="safety",
         setup=[H("Yoga"), H("Read")],
         turns=["so tired today, baby was up 4 times last night"],
         expect={"unchanged": True}),

    dict(id="PA30", cat="safety",
         setup=[H("Yoga")],
         turns=["gonna try and do yoga after bedtime tonight"],
         expect={"unchanged": True}),

    # src: https://bemooore.com/g/habit-tracker-that-forgives-missed-days.html
    dict(id="PA31", cat="log",
         setup=[H("Yoga")],
         turns=["didnt get to yoga, both kids off sick"],
         expect={"count": 1, "habits": [{"name": "Yoga", "freq": ("daily",)}],
                 "notdone": [("Yoga", TODAY)],
                 "nomarks": [("Yoga", YESTERDAY)]}),

    dict(id="PA32", cat="query",
         setup=[H("Run", ("weekly", 3), marks=[(FRI, "done"), (MON, "done")])],
         turns=["how many runs have i done this week?"],
         expect={"unchanged": True, "reply": r"(?i)\b(1|one|once)\b"}),

    dict(id="PA33", cat="query",
         setup=[H("Yoga", marks=[(MON, "done"), (YESTERDAY, "done")]),
                H("Read", marks=[(MON, "done")])],
         turns=["how's my week going so far", "ok. did yoga this morning too btw"],
         expect={"count": 2,
                 "marks": [("Yoga", TODAY, "done"), ("Yoga", MON, "done"), ("Yoga", YESTERDAY, "done"),
                           ("Read", MON, "done")],
                 "nomarks": [("Read", TODAY), ("Read", YESTERDAY)]}),

    dict(id="PA34", cat="safety",
         setup=[H("Yoga")],
         turns=["can you text my husband to grab the kids at 3"],
         expect={"unchanged": True}),

    dict(id="PA35", cat="safety",
         setup=[H("Yoga")],
         turns=["my wife did her yoga class last night"],
         expect={"unchanged": True}),

    dict(id="PA36", cat="safety",
         setup=[H("Yoga"), H("Read")],
         turns=["sry, where was i"],
         expect={"unchanged": True}),

    dict(id="PA37", cat="robust",
         setup=[H("Yoga")],
         turns=["jjjjjkkkkk ggg 000", "sorry toddler grabbed my phone lol"],
         expect={"unchanged": True}),

    dict(id="PA38", cat="safety",
         setup=[H("Yoga"), H("Run", ("weekly", 2))],
         turns=["kids are off school all next week for half term"],
         expect={"unchanged": True, "nopauses": True}),

    dict(id="PA39", cat="correct",
         setup=[],
         turns=["add piano practice", "hmm actually never mind, no time for that rn"],
         expect={"count": 0}),

    dict(id="PA40", cat="safety",
         setup=[H("Yoga"), H("Walk after drop-off", ("days", WEEKDAYS))],
         turns=["fyi i work 9 to 3 and do pickup at 3.15"],
         expect={"unchanged": True}),
]
