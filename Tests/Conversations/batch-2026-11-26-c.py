"""Fresh batch C for the Habitat coach: 40 conversations, mostly multi-turn.

Written from SPEC.md, eval/README.md and run_eval.py only (no engine code, intents,
transcripts, tests or other batches were read). Expectations are what a careful human
coach would reach under the SPEC; ambiguous messages assert only that nothing wrong
changed.

Clock: Wednesday 2026-03-04 09:00 (UTC).
  yesterday = Tue 03-03, day before yesterday = Mon 03-02, "on the 1st" = Sun 03-01,
  "last thursday" = 02-26, "tomorrow" = Thu 03-05 (future: must not be logged).

A `# src:` comment names the public text a case's wording is paraphrased from.
"""

TODAY = "2026-03-04"      # Wed
YESTERDAY = "2026-03-03"  # Tue
MON = "2026-03-02"
SUN = "2026-03-01"
SAT = "2026-02-28"
FRI = "2026-02-27"
THU = "2026-02-26"
WED_LAST = "2026-02-25"
TUE_LAST = "2026-02-24"
TOMORROW = "2026-03-05"
WEEKDAYS = "mon tue wed thu fri"


def H(name, freq=("daily",), tier="must", polarity="build", group=None, archived=False, marks=()):
    """A setup habit in the compact form run_eval.py's setup_doc() expects."""
    return {"name": name, "freq": tuple(freq), "tier": tier, "polarity": polarity,
            "group": group, "archived": archived,
            "marks": [(d, s) for d, s in marks]}


CASES = [
    # ---------------------------------------------------------------- slots / multi-turn adds
    dict(id="c_slots01", cat="slots", setup=[],
         turns=["i wanna get into bouldering, there's a wall near my office",
                "tue and thu at 6pm",
                "cool thats all for now"],
         expect={"count": 1,
                 "habits": [{"name": "~boulder", "freq": ("days", "tue thu"), "polarity": "build"}],
                 "reminders": [("~boulder", "18:00")]}),

    dict(id="c_tier01", cat="tier", setup=[],
         turns=["add journaling",
                "every evening",
                "oh and make it optional, it's not a must"],
         expect={"count": 1,
                 "habits": [{"name": "~journal", "freq": ("daily",), "tier": "nice"}]}),

    # src: https://chellek10.wordpress.com/2012/07/01/21-days-to-life/ (yoga every day, mornings or at night)
    dict(id="c_slots02", cat="slots",
         setup=[H("Read", marks=[(MON, "done"), (YESTERDAY, "done")])],
         turns=["want to start doing yoga, morning or night doesnt matter",
                "wait how many days did i read this week?",
                "every day"],
         expect={"count": 2,
                 "habits": [{"name": "~yoga", "freq": ("daily",)},
                            {"name": "Read", "freq": ("daily",)}],
                 "marks": [("Read", MON, "done"), ("Read", YESTERDAY, "done")],
                 "nomarks": [("Read", TODAY), ("~yoga", TODAY)]}),

    # src: https://forum.ohmydollar.com/t/habituary-2021-do-something-every-day-of-february/3101 (stretch for 5 minutes every day)
    dict(id="c_slots03", cat="slots", setup=[],
         turns=["hi",
                "i keep meaning to stretch but i never actually do it",
                "every morning, just 5 mins",
                "thats it for now thanks"],
         expect={"count": 1,
                 "habits": [{"name": ["Stretch", "Stretching"], "freq": ("daily",), "polarity": "build"}]}),

    # src: https://kvia.com/?p=1236955 (swap late-night phone scrolling for reading a book)
    dict(id="c_slots04", cat="slots", setup=[],
         turns=["hey",
                "i should read more instead of being on my phone all night",
                "4 nights a week",
                "also drink more water",
                "8 glasses a day",
                "thats all"],
         expect={"count": 2,
                 "habits": [{"name": ["Read", "Reading", "Read more"], "freq": ("weekly", 4), "polarity": "build"},
                            {"name": "~water", "freq": ("daily",), "target": {"amount": 8, "unit": "glass"}}]}),

    # src: http://blaykpuckett.com/blog/v4nm6ldfo57xqnctynyl2pky5e38bs (daily water goal, tracking intake through the day)
    dict(id="c_log01", cat="log", setup=[],
         turns=["i want to track my water, goal is 8 glasses a day",
                "had 3 so far",
                "2 more just now"],
         expect={"count": 1,
                 "habits": [{"name": "~water", "freq": ("daily",), "target": {"amount": 8, "unit": "glass"}}],
                 "marks": [("~water", TODAY, "partial", 5)]}),

    # ---------------------------------------------------------------- corrections, cancel, undo
    dict(id="c_correct01", cat="correct", setup=[],
         turns=["i want to get back into swimming, twice a week",
                "and stretching every day",
                "wait make the swimming 3 times not 2"],
         expect={"count": 2,
                 "habits": [{"name": "~swim", "freq": ("weekly", 3)},
                            {"name": "~stretch", "freq": ("daily",)}]}),

    dict(id="c_correct02", cat="correct", setup=[],
         turns=["add piano practice",
                "mondays",
                "actually make that tuesdays"],
         expect={"count": 1,
                 "habits": [{"name": "~piano", "freq": ("days", "tue")}]}),

    dict(id="c_correct03", cat="correct",
         setup=[H("Read", marks=[(YESTERDAY, "done")])],
         turns=["add a habit for learning spanish",
                "hmm never mind, forget it",
                "what's left for today?"],
         expect={"unchanged": True}),

    dict(id="c_correct04", cat="correct",
         setup=[H("Read"), H("Gym", ("weekly", 3))],
         turns=["did gym",
                "undo",
                "sorry i meant i read"],
         expect={"count": 2,
                 "habits": [{"name": "Gym", "freq": ("weekly", 3)}, {"name": "Read", "freq": ("daily",)}],
                 "marks": [("Read", TODAY, "done")],
                 "nomarks": [("Gym", TODAY)]}),

    dict(id="c_correct05", cat="correct",
         setup=[H("Meditate"), H("Floss")],
         turns=["meditated",
                "flossed too",
                "undo",
                "and undo the one before that"],
         expect={"unchanged": True}),

    dict(id="c_correct06", cat="correct",
         setup=[H("Yoga", ("days", "mon wed fri"))],
         turns=["did yoga today", "tbh 3x a week is more realistic for me", "yes"],
         expect={"count": 1,
                 "habits": [{"name": "Yoga", "freq": ("weekly", 3)}],
                 "marks": [("Yoga", TODAY, "done")]}),


    # ---------------------------------------------------------------- logging, past days
    # src: https://blog.kubie.co/2019/02/26/shut-up-you/ (daily list: read, Duolingo, flossed, texted a friend)
    dict(id="c_multi01", cat="multi",
         setup=[H("Read"), H("Duolingo"), H("Floss"), H("Text a friend")],
         turns=["did all my habits yesterday except flossing lol"],
         expect={"count": 4,
                 "marks": [("Read", YESTERDAY, "done"), ("Duolingo", YESTERDAY, "done"),
                           ("Text a friend", YESTERDAY, "done")],
                 "notdone": [("Floss", YESTERDAY)],
                 "nomarks": [("Read", TODAY), ("Duolingo", TODAY), ("Floss", TODAY), ("Text a friend", TODAY)]}),

    dict(id="c_dates01", cat="dates",
         setup=[H("Journal")],
         turns=["forgot to log it but i journaled the day before yesterday"],
         expect={"count": 1,
                 "habits": [{"name": "Journal", "freq": ("daily",)}],
                 "marks": [("Journal", MON, "done")],
                 "nomarks": [("Journal", TODAY), ("Journal", YESTERDAY)]}),

    # src: https://github.com/codito/habito/issues/31 (checking in a habit for a past date you missed)
    dict(id="c_dates02", cat="dates",
         setup=[H("Run", ("weekly", 3), marks=[(TUE_LAST, "done")])],
         turns=["oh i also went running last thursday, never checked it in"],
         expect={"count": 1,
                 "habits": [{"name": "Run", "freq": ("weekly", 3)}],
                 "marks": [("Run", THU, "done"), ("Run", TUE_LAST, "done")],
                 "nomarks": [("Run", TODAY)]}),

    dict(id="c_dates03", cat="dates",
         setup=[H("Budget review", ("weekly", 1))],
         turns=["did the budget review on the 1st"],
         expect={"count": 1,
                 "habits": [{"name": "Budget review", "freq": ("weekly", 1)}],
                 "marks": [("Budget review", SUN, "done")],
                 "nomarks": [("Budget review", TODAY)]}),

    dict(id="c_dates04", cat="dates",
         setup=[H("Yoga", ("days", "mon wed fri"))],
         turns=["did yoga",
                "no wait that was yesterday not today",
                "and monday as well"],
         expect={"count": 1,
                 "habits": [{"name": "Yoga", "freq": ("days", "mon wed fri")}],
                 "marks": [("Yoga", YESTERDAY, "done"), ("Yoga", MON, "done")],
                 "nomarks": [("Yoga", TODAY)]}),

    # src: https://github.com/InlitX/streak/issues/46 (a note on a workout day: knees felt sore)
    dict(id="c_log02", cat="log",
         setup=[H("Workout", ("weekly", 3)), H("Read")],
         turns=["finished my workout 💪 can you add a note that my knees felt a bit sore"],
         expect={"count": 2,
                 "marks": [("Workout", TODAY, "done")],
                 "nomarks": [("Read", TODAY)]}),

    # src: https://github.com/BaraniVA/Habitheat/issues/45 (skip today with a reason like being sick, streak kept)
    dict(id="c_log03", cat="log",
         setup=[H("Gym", ("weekly", 3)), H("Read")],
         turns=["skipping gym today, got a migraine 🤕"],
         expect={"count": 2,
                 "habits": [{"name": "Gym", "freq": ("weekly", 3)}],
                 "marks": [("Gym", TODAY, "skipped")],
                 "nomarks": [("Read", TODAY)]}),

    # src: https://github.com/iSoron/uhabits/issues/313 (sports in the morning and in the evening)
    dict(id="c_log04", cat="log",
         setup=[H("Morning run"), H("Evening run")],
         turns=["went for my run",
                "the morning one",
                "oh and the evening one yesterday"],
         expect={"count": 2,
                 "marks": [("Morning run", TODAY, "done"), ("Evening run", YESTERDAY, "done")],
                 "nomarks": [("Evening run", TODAY), ("Morning run", YESTERDAY)]}),

    dict(id="c_log05", cat="log",
         setup=[H("Morning stretch"), H("Evening stretch")],
         turns=["stretched yesterday",
                "both",
                "and this morning just the morning one"],
         expect={"count": 2,
                 "marks": [("Morning stretch", YESTERDAY, "done"), ("Evening stretch", YESTERDAY, "done"),
                           ("Morning stretch", TODAY, "done")],
                 "nomarks": [("Evening stretch", TODAY)]}),

    # ---------------------------------------------------------------- avoid habits and slips
    # src: https://daystride.app/learn/habits/habit-quit-smoking (log the slip and its context, then carry on)
    dict(id="c_avoid01", cat="avoid",
         setup=[H("Smoking", polarity="avoid"), H("Run", ("weekly", 2))],
         turns=["slipped and had a cigarette after dinner last night ugh"],
         expect={"count": 2,
                 "habits": [{"name": "Smoking", "polarity": "avoid", "freq": ("daily",)}],
                 "marks": [("Smoking", YESTERDAY, "slipped")],
                 "nomarks": [("Smoking", TODAY), ("Run", YESTERDAY), ("Run", TODAY)]}),

    # src: https://chellek10.wordpress.com/2012/07/01/21-days-to-life/ (stop drinking soda every day) and
    # src: https://inithabits.com/blog/habit-tracker-for-breaking-bad-habits (not biting your nails)
    dict(id="c_avoid02", cat="avoid", setup=[],
         turns=["i want to quit biting my nails and also stop drinking soda"],
         expect={"count": 2,
                 "habits": [{"name": "~nail", "polarity": "avoid", "freq": ("daily",)},
                            {"name": "~soda", "polarity": "avoid", "freq": ("daily",)}]}),

    # ---------------------------------------------------------------- edits
    dict(id="c_edit01", cat="edit",
         setup=[H("Run", ("weekly", 3), marks=[(YESTERDAY, "done")])],
         turns=["can we rename run",
                "morning jog",
                "thx"],
         expect={"count": 1,
                 "habits": [{"name": "Morning jog", "freq": ("weekly", 3)}],
                 "marks": [("Morning jog", YESTERDAY, "done")]}),

    dict(id="c_edit02", cat="edit",
         setup=[H("Meditate", marks=[(MON, "done"), (YESTERDAY, "done")]), H("Read")],
         turns=["hows my meditate streak looking",
                "nice",
                "rename it to sitting practice"],
         expect={"count": 2,
                 "habits": [{"name": "Sitting practice", "freq": ("daily",)}, {"name": "Read"}],
                 "marks": [("Sitting practice", YESTERDAY, "done"), ("Sitting practice", MON, "done")],
                 "nomarks": [("Read", TODAY)]}),

    # src: https://github.com/shub39/Grit/issues/161 (archive an exam-study habit until the next exam phase, keep stats)
    dict(id="c_edit03", cat="edit",
         setup=[H("Study for exams", marks=[(MON, "done")]), H("Read")],
         turns=["exams are done so can you archive the study habit for now? i'll want it back next semester",
                "yes"],
         expect={"count": 2,
                 "habits": [{"name": "Study for exams", "archived": True},
                            {"name": "Read", "archived": False}],
                 "marks": [("Study for exams", MON, "done")]}),

    dict(id="c_edit04", cat="edit",
         setup=[H("Duolingo"), H("Pushups")],
         turns=["delete duolingo",
                "wait what do i lose if i do that?",
                "ok fine, yes delete it"],
         expect={"count": 1,
                 "habits": [{"name": "Pushups", "freq": ("daily",)}]}),

    dict(id="c_edit05", cat="edit",
         setup=[H("Guitar", marks=[(MON, "done")])],
         turns=["how's guitar going?",
                "hmm thats lower than i thought",
                "lets make it 4 days a week instead"],
         expect={"count": 1,
                 "habits": [{"name": "Guitar", "freq": ("weekly", 4)}],
                 "marks": [("Guitar", MON, "done")]}),

    dict(id="c_tier02", cat="tier",
         setup=[H("Journal"), H("Run", ("weekly", 3))],
         turns=["add flossing every night",
                "hmm is that a must do?",
                "no, make it a nice to have"],
         expect={"count": 3,
                 "habits": [{"name": ["Floss", "Flossing"], "freq": ("daily",), "tier": "nice"},
                            {"name": "Journal", "tier": "must"}, {"name": "Run", "tier": "must"}]}),

    # ---------------------------------------------------------------- groups
    # src: https://github.com/iSoron/uhabits/issues/495 (a checkmark whenever any two of three sports are done)
    dict(id="c_group01", cat="group",
         setup=[H("Run"), H("Swim"), H("Cycle")],
         turns=["i want a cardio group",
                "run, swim and cycle",
                "any 2 of these"],
         expect={"count": 3,
                 "groups": [{"name": "Cardio", "require": 2, "members": ["Run", "Swim", "Cycle"]}]}),

    dict(id="c_group02", cat="group",
         setup=[H("Guitar", group="Creative"), H("Drawing", group="Creative")],
         turns=["add painting",
                "weekends",
                "yeah put it in creative"],
         expect={"count": 3,
                 "habits": [{"name": ["Painting", "Paint"], "freq": ("days", "sat sun"), "group": "Creative"}],
                 "groups": [{"name": "Creative", "require": 1}]}),

    # ---------------------------------------------------------------- reminders
    # src: https://github.com/shub39/Grit/issues/219 (several daily reminders for taking medication)
    dict(id="c_remind01", cat="slots",
         setup=[H("Vitamins")],
         turns=["can u set up reminders for my vitamins",
                "8am",
                "and another one at 8pm but only on weekdays"],
         expect={"count": 1,
                 "habits": [{"name": "Vitamins", "freq": ("daily",)}],
                 "reminders": [("Vitamins", "08:00"), ("Vitamins", "20:00", WEEKDAYS)]}),

    # ---------------------------------------------------------------- must change nothing
    dict(id="c_safety01", cat="safety",
         setup=[H("Piano scales"), H("Piano pieces")],
         turns=["mark piano as done"],
         expect={"unchanged": True}),

    dict(id="c_safety02", cat="safety",
         setup=[H("Gym", ("weekly", 3))],
         turns=["gonna hit the gym after work tonight, wish me luck"],
         expect={"unchanged": True}),

    dict(id="c_safety03", cat="safety",
         setup=[H("Read")],
         turns=["can you recommend a good sci-fi book? need something for my commute"],
         expect={"unchanged": True}),

    dict(id="c_query01", cat="query",
         setup=[H("Meditate", marks=[(YESTERDAY, "done")]), H("Read")],
         turns=["did i meditate yesterday?", "and the day before?"],
         expect={"unchanged": True}),

    dict(id="c_safety04", cat="safety",
         setup=[H("Gym", ("weekly", 3), marks=[(MON, "done")])],
         turns=["my flatmate keeps skipping the gym lol, he's hopeless"],
         expect={"unchanged": True}),

    dict(id="c_safety05", cat="safety",
         setup=[H("Read")],
         turns=["fyi i work 9 to 5 mon-fri"],
         expect={"unchanged": True}),

    dict(id="c_safety06", cat="safety",
         setup=[H("Run", ("weekly", 3))],
         turns=["mark run done for tomorrow, i'll def do it"],
         expect={"unchanged": True, "nomarks": [("Run", TOMORROW), ("Run", TODAY)]}),

    dict(id="c_safety07", cat="safety",
         setup=[H("Swim", ("days", "mon wed fri"))],
         turns=["pool was closed so no swim today 😩"],
         expect={"count": 1,
                 "habits": [{"name": "Swim", "freq": ("days", "mon wed fri")}],
                 "notdone": [("Swim", TODAY)]}),
]
