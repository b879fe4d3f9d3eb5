"""Fresh blind batch "pk": parents of young children.

Tired, interrupted messages; bedtime and school-run routines; talk about kids' or a partner's
activities that must NOT be logged as the person's own; skips because a child is ill.

Clock for every case: Wednesday 2026-03-04 09:00 (local = UTC).
  today = Wed 03-04, yesterday / "last night" = Tue 03-03, "monday" (report) = 03-02,
  "saturday" (report) = 02-28, "friday" (report) = 02-27, "friday" (plan/skip) = Fri 03-06.

Mix: 13 single-message requests, 12 multi-turn exchanges that change things (answers to the
coach's questions, corrections, "it"), 15 conversations that must change nothing wrong
(other people, kids, partner, plans, feelings, negation, questions, cancel, out of scope).
"""

TODAY = "2026-03-04"
YESTERDAY = "2026-03-03"
MON = "2026-03-02"
SUN = "2026-03-01"
SAT = "2026-02-28"
FRI_LAST = "2026-02-27"
FRI_NEXT = "2026-03-06"

WEEKDAYS = "mon tue wed thu fri"


def H(name, freq=("daily",), tier="must", polarity="build", group=None, archived=False, marks=()):
    return {"name": name, "freq": freq, "tier": tier, "polarity": polarity, "group": group,
            "archived": archived, "marks": [tuple(m) for m in marks]}


CASES = [
    # ---------------------------------------------------------------- single-message requests
    # src: http://webbfam4.blogspot.com/2010/01/confessions-of-slacker-mom-reading-to.html
    dict(id="pk01", cat="dates",
         setup=[H("Bedtime story"), H("Stretch")],
         turns=["did bedtime story last night n stretched this morning while the kids had breakfast"],
         expect={"count": 2,
                 "marks": [("Bedtime story", YESTERDAY, "done"), ("Stretch", TODAY, "done")],
                 "nomarks": [("Bedtime story", TODAY), ("Stretch", YESTERDAY)],
                 "habits": [{"name": "Bedtime story", "freq": ("daily",)},
                            {"name": "Stretch", "freq": ("daily",)}]}),

    dict(id="pk02", cat="add",
         setup=[],
         turns=["add walking the kids to school, mon to fri"],
         expect={"count": 1,
                 "habits": [{"name": "~walk", "freq": ("days", WEEKDAYS), "polarity": "build"}]}),

    # src: https://github.com/HabitRPG/habitica/issues/687
    dict(id="pk03", cat="log",
         setup=[H("Gym", ("weekly", 3)), H("Meal prep", ("days", "sun"))],
         turns=["skip gym today, the little one's got a temperature and was up half the night"],
         expect={"count": 2,
                 "marks": [("Gym", TODAY, "skipped")],
                 "nomarks": [("Meal prep", TODAY)],
                 "habits": [{"name": "Gym", "freq": ("weekly", 3)}]}),

    # src: https://brandyschell.wordpress.com/2013/05/01/do-over/
    dict(id="pk04", cat="avoid",
         setup=[H("Yelling", polarity="avoid"), H("Run", ("weekly", 2))],
         turns=["lost it and yelled at the kids on the school run this morning 😞"],
         expect={"count": 2,
                 "marks": [("Yelling", TODAY, "slipped")],
                 "nomarks": [("Run", TODAY)]}),

    # src: https://timily.app/guides/parents-modeling-screen-time
    dict(id="pk05", cat="avoid",
         setup=[],
         turns=["i want to stop checking my phone during bath and bedtime"],
         expect={"count": 1,
                 "habits": [{"name": "~phone", "polarity": "avoid", "freq": ("daily",)}]}),

    dict(id="pk06", cat="edit",
         setup=[H("Vitamins")],
         turns=["remind me to take my vitamins at 7.45 on weekdays"],
         expect={"count": 1,
                 "reminders": [("Vitamins", "07:45", WEEKDAYS)],
                 "nomarks": [("Vitamins", TODAY)]}),

    dict(id="pk07", cat="edit",
         setup=[H("Morning run", ("weekly", 3))],
         turns=["rename morning run to pram run, i only ever run with the buggy now lol"],
         expect={"count": 1,
                 "habits": [{"name": "Pram run", "freq": ("weekly", 3)}],
                 "nomarks": [(["Pram run", "Morning run"], TODAY)]}),

    dict(id="pk08", cat="edit",
         setup=[H("Yoga")],
         turns=["change yoga to 3 times a week and make it optional, daily isnt happening with a newborn"],
         expect={"count": 1,
                 "habits": [{"name": "Yoga", "freq": ("weekly", 3), "tier": "nice"}],
                 "nomarks": [("Yoga", TODAY)]}),

    # src: https://github.com/iSoron/uhabits/issues/88
    dict(id="pk09", cat="dates",
         setup=[H("Swimming", ("weekly", 1)), H("Gym", ("weekly", 2))],
         turns=["skip swimming on friday, inset day so ive got both kids at home"],
         expect={"count": 2,
                 "marks": [("Swimming", FRI_NEXT, "skipped")],
                 "nomarks": [("Swimming", FRI_LAST), ("Swimming", TODAY), ("Gym", FRI_NEXT)],
                 "habits": [{"name": "Swimming", "freq": ("weekly", 1)}]}),

    dict(id="pk10", cat="group",
         setup=[H("Read", tier="nice"), H("Knit", tier="nice"), H("Bath", tier="nice")],
         turns=["put read, knit and bath in a group called wind down, i only need to do one of them each night"],
         expect={"count": 3,
                 "groups": [{"name": "Wind down", "require": 1, "members": ["Read", "Knit", "Bath"]}],
                 "nomarks": [("Read", TODAY), ("Knit", TODAY), ("Bath", TODAY)]}),

    # src: https://successperspective.com/2009/05/awesome-mommy-moment/
    dict(id="pk11", cat="multi",
         setup=[],
         turns=["add yoga twice a week and journalling every night"],
         expect={"count": 2,
                 "habits": [{"name": "Yoga", "freq": ("weekly", 2)},
                            {"name": "~journal", "freq": ("daily",)}]}),

    # src: https://parentingpobal.com/2019/05/31/hobby-time/
    dict(id="pk12", cat="dates",
         setup=[H("Run", ("weekly", 3))],
         turns=["got a run in on saturday and monday while grandma had the kids"],
         expect={"count": 1,
                 "marks": [("Run", SAT, "done"), ("Run", MON, "done")],
                 "nomarks": [("Run", TODAY)],
                 "habits": [{"name": "Run", "freq": ("weekly", 3)}]}),

    dict(id="pk13", cat="multi",
         setup=[H("Yoga"), H("Bedtime story"), H("Gym", ("weekly", 3))],
         turns=["log yoga and bedtime story for yesterday, and skip gym today cos the baby's got a fever"],
         expect={"count": 3,
                 "marks": [("Yoga", YESTERDAY, "done"), ("Bedtime story", YESTERDAY, "done"),
                           ("Gym", TODAY, "skipped")],
                 "nomarks": [("Yoga", TODAY), ("Bedtime story", TODAY)]}),

    # ---------------------------------------------------------------- multi-turn exchanges
    # src: https://turning-circles.com/new-blog-1/2024/4/10/strategies-for-fitting-in-exercise-when-youre-a-new-mom-with-limited-time
    dict(id="pk14", cat="slots",
         setup=[],
         turns=["been meaning to get back into pilates since having the baby",
                "2x a week prob"],
         expect={"count": 1,
                 "habits": [{"name": "~pilates", "freq": ("weekly", 2), "polarity": "build"}]}),

    # src: http://www.nuketown.com/node/2481
    dict(id="pk15", cat="slots",
         setup=[],
         turns=["i want to start running again, the only free time i get is after the kids are in bed",
                "mon wed fri"],
         expect={"count": 1,
                 "habits": [{"name": "~run", "freq": ("days", "mon wed fri"), "polarity": "build"}],
                 "maxlen": 40}),

    # src: https://mommyish.com/15-things-to-do-when-baby-naps-instead-of-exercising/
    dict(id="pk16", cat="slots",
         setup=[],
         turns=["add a 20 minute home workout i can do during nap time",
                "3"],
         expect={"count": 1,
                 "habits": [{"name": "~workout", "freq": ("weekly", 3)}]}),

    # src: https://www.parentmap.com/article/what-is-habit-tracking-kids
    dict(id="pk17", cat="slots",
         setup=[],
         turns=["track water pls, 6 glasses a day",
                "had 3 so far",
                "and 2 more just now"],
         expect={"count": 1,
                 "habits": [{"name": "~water", "freq": ("daily",), "target": {"amount": 6, "unit": "glass"}}],
                 "marks": [("~water", TODAY, "partial", 5)]}),

    dict(id="pk18", cat="log",
         setup=[H("Morning walk"), H("Evening walk")],
         turns=["did the walk",
                "morning one, pushed the buggy to nursery"],
         expect={"count": 2,
                 "marks": [("Morning walk", TODAY, "done")],
                 "nomarks": [("Evening walk", TODAY)]}),

    dict(id="pk19", cat="avoid",
         setup=[H("Sugar", polarity="avoid"), H("Wine", polarity="avoid"), H("Read")],
         turns=["slipped up last night",
                "the wine. long bedtime"],
         expect={"count": 3,
                 "marks": [("Wine", YESTERDAY, "slipped")],
                 "nomarks": [("Sugar", YESTERDAY), ("Read", YESTERDAY), ("Wine", TODAY)]}),

    dict(id="pk20", cat="group",
         setup=[H("Run", ("weekly", 2), group="Exercise"), H("Gym", ("weekly", 2), group="Exercise")],
         turns=["add swimming once a week",
                "put it in the exercise group too"],
         expect={"count": 3,
                 "habits": [{"name": ["Swimming", "Swim"], "freq": ("weekly", 1), "group": "Exercise"},
                            {"name": "Run", "group": "Exercise"},
                            {"name": "Gym", "group": "Exercise"}]}),

    dict(id="pk21", cat="correct",
         setup=[],
         turns=["add gym 4 times a week",
                "actually make it 2, who am i kidding with two under three"],
         expect={"count": 1,
                 "habits": [{"name": "~gym", "freq": ("weekly", 2)}]}),

    # src: https://github.com/goodtohear/habits/issues/49
    dict(id="pk22", cat="log",
         setup=[H("Run", ("weekly", 3)), H("Yoga")],
         turns=["skipping today",
                "just yoga, she's off school with chickenpox"],
         expect={"count": 2,
                 "marks": [("Yoga", TODAY, "skipped")],
                 "nomarks": [("Run", TODAY)]}),

    dict(id="pk23", cat="slots",
         setup=[H("Meditate")],
         turns=["can you set a reminder for meditating",
                "9pm once theyre asleep"],
         expect={"count": 1,
                 "reminders": [("Meditate", "21:00")],
                 "nomarks": [("Meditate", TODAY)]}),

    dict(id="pk24", cat="edit",
         setup=[H("Read", marks=[(MON, "done"), (YESTERDAY, "done")])],
         turns=["hows my reading going",
                "can u rename it to read to the kids"],
         expect={"count": 1,
                 "habits": [{"name": "Read to the kids", "freq": ("daily",)}],
                 "marks": [("Read to the kids", MON, "done"), ("Read to the kids", YESTERDAY, "done")],
                 "nomarks": [("Read to the kids", TODAY)]}),

    dict(id="pk25", cat="correct",
         setup=[H("Yoga")],
         turns=["did yoga",
                "wait no that was yesterday, today's been chaos already"],
         expect={"count": 1,
                 "marks": [("Yoga", YESTERDAY, "done")],
                 "nomarks": [("Yoga", TODAY)]}),

    # ---------------------------------------------------------------- must change nothing wrong
    dict(id="pk26", cat="safety",
         setup=[H("Run", ("weekly", 3))],
         turns=["my husband did a 10k this morning before work, so jealous"],
         expect={"unchanged": True}),

    dict(id="pk27", cat="safety",
         setup=[H("Swimming", ("weekly", 1)), H("Piano")],
         turns=["ella had her swimming lesson then practised piano for ages, so proud of her 🥹"],
         expect={"unchanged": True}),

    dict(id="pk28", cat="safety",
         setup=[H("Yoga")],
         turns=["didnt get to yoga, baby wouldnt settle"],
         expect={"count": 1, "notdone": [("Yoga", TODAY), ("Yoga", YESTERDAY)],
                 "habits": [{"name": "Yoga", "freq": ("daily",)}]}),

    dict(id="pk29", cat="query",
         setup=[H("Bedtime story", marks=[(MON, "done"), (YESTERDAY, "done")]),
                H("Stretch", marks=[(MON, "done")])],
         turns=["how many bedtime stories have i done this week"],
         expect={"unchanged": True, "reply": r"\b2\b|\btwo\b"}),

    dict(id="pk30", cat="safety",
         setup=[H("Gym", ("weekly", 3))],
         turns=["gonna try and get to the gym tomorrow if nursery doesnt ring"],
         expect={"unchanged": True}),

    # src: https://y2bfit.com/how-a-new-mom-makes-time-for-exercise/
    dict(id="pk31", cat="safety",
         setup=[H("Run", ("weekly", 3)), H("Read")],
         turns=["honestly so tired, teething hell all week, cant even think about habits rn"],
         expect={"unchanged": True}),

    dict(id="pk32", cat="correct",
         setup=[],
         turns=["add batch cooking",
                "actually never mind, toddler just threw up everywhere"],
         expect={"count": 0}),

    dict(id="pk33", cat="safety",
         setup=[H("Read")],
         turns=["can you remind my husband to pick the kids up at 3"],
         expect={"unchanged": True}),

    # src: https://github.com/iSoron/uhabits/issues/601
    dict(id="pk34", cat="safety",
         setup=[H("Gym", ("weekly", 3)), H("Read")],
         turns=["kid's got norovirus, we're all stuck at home till friday probably"],
         expect={"unchanged": True}),

    # src: https://parentingpobal.com/2019/05/31/hobby-time/
    dict(id="pk35", cat="safety",
         setup=[H("Bedtime story"), H("Read")],
         turns=["my partner did the bedtime story last night so i could have a long bath"],
         expect={"unchanged": True}),

    dict(id="pk36", cat="safety",
         setup=[H("Run", ("weekly", 3))],
         turns=["the school run takes 40 mins each way now, its madness"],
         expect={"unchanged": True}),

    dict(id="pk37", cat="safety",
         setup=[H("Swimming", ("weekly", 1))],
         turns=["the kids have swimming on tuesdays and thursdays now"],
         expect={"unchanged": True}),

    dict(id="pk38", cat="safety",
         setup=[H("Floss"), H("Read")],
         turns=["my son finally brushed his teeth without a meltdown lol"],
         expect={"unchanged": True}),

    dict(id="pk39", cat="safety",
         setup=[H("Meditate")],
         turns=["only got 5 mins of meditating in before the baby woke up"],
         expect={"count": 1, "notdone": [("Meditate", TODAY)],
                 "habits": [{"name": "Meditate", "freq": ("daily",)}]}),

    dict(id="pk40", cat="query",
         setup=[H("Yoga", marks=[(TODAY, "done")]), H("Read")],
         turns=["whats left for today? got 10 mins before nursery pickup"],
         expect={"unchanged": True, "reply": r"(?i)read"}),
]
