"""Fresh conversation batch G for the Habitat coach (dev_cases.py format).

Written from SPEC.md, the seeds, eval/README.md and run_eval.py only -- no engine code,
intents, tests, transcripts or earlier batches were read.

Clock for every case: Wednesday 2026-03-04 09:00 (local = UTC).
  yesterday / "last night" = Tue 03-03, "monday" (report) = 03-02, "the 1st" = Sun 03-01,
  "saturday" (report) = 02-28, "friday" (report) = 02-27; "sunday" in a plan = 03-08.
A skip or pause for a day still to come is not a mark, so no case asserts a mark on a future day.
"""

TODAY = "2026-03-04"
YESTERDAY = "2026-03-03"
MON = "2026-03-02"
SUN = "2026-03-01"
SAT = "2026-02-28"
FRI = "2026-02-27"
THU = "2026-02-26"
WED_LAST = "2026-02-25"
TUE_LAST = "2026-02-24"
NEXT_FRI = "2026-03-06"

WEEKDAYS = "mon tue wed thu fri"


def H(name, freq=("daily",), tier="must", polarity="build", group=None, archived=False, marks=()):
    """A setup habit in the compact form run_eval.setup_doc() expects."""
    return {"name": name, "freq": freq, "tier": tier, "polarity": polarity,
            "group": group, "archived": archived, "marks": list(marks)}


CASES = [
    # ------------------------------------------------------------------ adding (11)
    dict(id="g_add01", cat="slots", setup=[],
         turns=["hiya",
                "i want to go running but honestly i never get round to it",
                "once a week to start"],
         expect={"count": 1,
                 "habits": [{"name": ["Go running", "Run", "Running", "Go for a run"],
                             "freq": ("weekly", 1), "polarity": "build"}]}),

    # src: https://fruitfullyy.com/?p=85
    dict(id="g_add02", cat="free", setup=[],
         turns=["can you add journaling? ideally every day but lets be real, once a week is what i'll actually manage",
                "yep"],
         expect={"count": 1,
                 "habits": [{"name": ["Journal", "Journaling", "Journalling"], "freq": ("weekly", 1)}]}),

    # src: https://stopbiting.today/blog/nail-biting-habit-tracking
    dict(id="g_add03", cat="avoid", setup=[],
         turns=["i want to stop biting my nails, i do it constantly when i'm at my desk",
                "yes"],
         expect={"count": 1, "maxlen": 30,
                 "habits": [{"name": "~nail", "polarity": "avoid", "freq": ("daily",)}],
                 "nomarks": [("~nail", TODAY)]}),

    # src: https://github.com/HabitRPG/habitica/issues/258
    dict(id="g_add04", cat="free", setup=[],
         turns=["i spend way too much buying lunch out 💸 add bringing lunch from home, 3 days a week, doesn't matter which days"],
         expect={"count": 1, "maxlen": 30, "maxweekly": 3,
                 "habits": [{"name": "~lunch", "freq": ("weekly", 3), "polarity": "build"}]}),

    # src: https://github.com/iSoron/uhabits/issues/1
    dict(id="g_add05", cat="add", setup=[],
         turns=["new one: write my status report, mon-fri only"],
         expect={"count": 1, "maxlen": 30,
                 "habits": [{"name": "~status report", "freq": ("days", WEEKDAYS)}]}),

    # src: https://github.com/matthiasn/lotti/issues/1419
    dict(id="g_add06", cat="tier",
         setup=[H("Meditate"), H("Read")],
         turns=["add stretching on weekdays but it's a nice-to-have, not a priority"],
         expect={"count": 3,
                 "habits": [{"name": ["Stretch", "Stretching"], "freq": ("days", WEEKDAYS), "tier": "nice"},
                            {"name": "Meditate", "tier": "must"},
                            {"name": "Read", "tier": "must"}]}),

    # src: https://writetogether.space/posts/kyntha/habits
    dict(id="g_add07", cat="add", setup=[],
         turns=["could u set up walking for me? every other day"],
         expect={"count": 1,
                 "habits": [{"name": ["Walk", "Walking", "Go for a walk", "Go walking", "Take a walk"],
                             "freq": ("interval", 2)}]}),

    # src: https://www.thefabulous.co/qa/how-do-you-get-yourself-to-meditate-daily/
    dict(id="g_add08", cat="multi", setup=[],
         turns=["add meditation every morning and yoga twice a week pls"],
         expect={"count": 2,
                 "habits": [{"name": ["Meditate", "Meditation", "Morning meditation"], "freq": ("daily",)},
                            {"name": ["Yoga", "Do yoga"], "freq": ("weekly", 2)}]}),

    # Seed 004's own example: a new habit that resembles an existing group's members.
    dict(id="g_add09", cat="group",
         setup=[H("Run", ("weekly", 3), group="Exercise"), H("Gym", ("weekly", 2), group="Exercise")],
         turns=["i want to start swimming once a week",
                "yeah put it there"],
         expect={"count": 3,
                 "habits": [{"name": ["Swim", "Swimming", "Go swimming"], "freq": ("weekly", 1),
                             "group": "Exercise"},
                            {"name": "Run", "group": "Exercise"},
                            {"name": "Gym", "group": "Exercise"}]}),

    # src: https://knoxvillemoms.com/3-habits-i-want-to-force-myself-to-do/
    dict(id="g_add10", cat="slots", setup=[],
         turns=["i want to read before bed instead of being on my phone",
                "every night"],
         expect={"count": 1,
                 "habits": [{"name": ["Read", "Reading", "Read before bed"], "freq": ("daily",),
                             "polarity": "build"}]}),

    dict(id="g_add11", cat="add", setup=[H("Read")],
         turns=["add calling grandma, twice a month"],
         expect={"count": 2,
                 "habits": [{"name": ["Call grandma", "Calling grandma", "Call my grandma"],
                             "freq": ("monthly", 2)},
                            {"name": "Read", "freq": ("daily",)}]}),

    # ------------------------------------------------------------------ logging (11)
    dict(id="g_log01", cat="log",
         setup=[H("Meditate"), H("Read"), H("Gym", ("days", "mon wed fri"))],
         turns=["meditated and read befor work ☕"],
         expect={"count": 3,
                 "marks": [("Meditate", TODAY, "done"), ("Read", TODAY, "done")],
                 "nomarks": [("Gym", TODAY), ("Read", YESTERDAY)]}),

    dict(id="g_log02", cat="dates",
         setup=[H("Yoga", ("weekly", 2))],
         turns=["went to yoga monday and saturday 🧘"],
         expect={"count": 1,
                 "habits": [{"name": "Yoga", "freq": ("weekly", 2)}],
                 "marks": [("Yoga", MON, "done"), ("Yoga", SAT, "done")],
                 "nomarks": [("Yoga", TODAY)]}),

    dict(id="g_log03", cat="log",
         setup=[H("Run", ("weekly", 3))],
         turns=["ran this morning: legs were dead but got it done"],
         expect={"count": 1,
                 "habits": [{"name": "Run", "freq": ("weekly", 3)}],
                 "marks": [("Run", TODAY, "done")]}),

    # src: https://github.com/daya0576/beaverhabits/issues/147
    dict(id="g_log04", cat="log",
         setup=[H("Run", ("weekly", 3)), H("Read")],
         turns=["rolled my ankle yesterday so no run today, can you mark it skipped"],
         expect={"count": 2,
                 "marks": [("Run", TODAY, "skipped")],
                 "nomarks": [("Run", YESTERDAY), ("Read", TODAY)]}),

    # src: https://github.com/BaraniVA/Habitheat/issues/45
    dict(id="g_log05", cat="log",
         setup=[H("Journal"), H("Meditate")],
         turns=["travelling for work today, skip journaling pls"],
         expect={"count": 2,
                 "marks": [("Journal", TODAY, "skipped")],
                 "nomarks": [("Meditate", TODAY)]}),

    dict(id="g_log06", cat="avoid",
         setup=[H("Smoking", polarity="avoid"), H("Walk")],
         turns=["had a couple cigs at a party last night 😞"],
         expect={"count": 2,
                 "marks": [("Smoking", YESTERDAY, "slipped")],
                 "nomarks": [("Smoking", TODAY), ("Walk", YESTERDAY)]}),

    dict(id="g_log07", cat="dates",
         setup=[H("Read")],
         turns=["read on the 1st and the 2nd too, forgot to log it"],
         expect={"count": 1,
                 "habits": [{"name": "Read", "freq": ("daily",)}],
                 "marks": [("Read", SUN, "done"), ("Read", MON, "done")],
                 "nomarks": [("Read", TODAY)]}),

    dict(id="g_log08", cat="multi",
         setup=[H("Meditate"), H("Gym", ("days", "mon wed fri")), H("Journal")],
         turns=["meditated this morning, gonna skip gym today cause my knee's acting up, and i journaled last night"],
         expect={"count": 3,
                 "marks": [("Meditate", TODAY, "done"), ("Gym", TODAY, "skipped"),
                           ("Journal", YESTERDAY, "done")],
                 "nomarks": [("Journal", TODAY)]}),

    dict(id="g_log09", cat="correct",
         setup=[H("Morning yoga"), H("Evening yoga")],
         turns=["did yoga",
                "morning"],
         expect={"count": 2,
                 "marks": [("Morning yoga", TODAY, "done")],
                 "nomarks": [("Evening yoga", TODAY)]}),

    dict(id="g_log10", cat="dates",
         setup=[H("Long run", ("weekly", 1))],
         turns=["did my long run on friday, felt amazing tbh"],
         expect={"count": 1,
                 "habits": [{"name": "Long run", "freq": ("weekly", 1)}],
                 "marks": [("Long run", FRI, "done")],
                 "nomarks": [("Long run", TODAY)]}),

    # src: https://github.com/HabitRPG/habitica/issues/687
    dict(id="g_log11", cat="multi",
         setup=[H("Read"), H("Meditate")],
         turns=["ugh was down with the flu on monday and tuesday, couldn't do a thing. can you mark everything as skipped for those days",
                "yes"],
         expect={"count": 2,
                 "marks": [("Read", MON, "skipped"), ("Read", YESTERDAY, "skipped"),
                           ("Meditate", MON, "skipped"), ("Meditate", YESTERDAY, "skipped")],
                 "nomarks": [("Read", TODAY), ("Meditate", TODAY)]}),

    # ------------------------------------------------------------------ edits (10)
    dict(id="g_edit01", cat="edit",
         setup=[H("Read", marks=[(MON, "done"), (YESTERDAY, "done")])],
         turns=["rename read to evening reading pls"],
         expect={"count": 1,
                 "habits": [{"name": "Evening reading", "freq": ("daily",)}],
                 "marks": [("Evening reading", MON, "done"), ("Evening reading", YESTERDAY, "done")],
                 "nomarks": [("Evening reading", TODAY)]}),

    dict(id="g_edit02", cat="edit",
         setup=[H("Gym", ("weekly", 3), marks=[(MON, "done")])],
         turns=["bump gym up to 4x a week"],
         expect={"count": 1,
                 "habits": [{"name": "Gym", "freq": ("weekly", 4)}],
                 "marks": [("Gym", MON, "done")],
                 "nomarks": [("Gym", TODAY)]}),

    dict(id="g_edit03", cat="tier",
         setup=[H("Journal"), H("Read")],
         turns=["journal doesn't need to be a must anymore, make it a nice to have"],
         expect={"count": 2,
                 "habits": [{"name": "Journal", "tier": "nice", "freq": ("daily",)},
                            {"name": "Read", "tier": "must"}],
                 "nomarks": [("Journal", TODAY)]}),

    # src: https://github.com/iSoron/uhabits/issues/586
    dict(id="g_edit04", cat="edit",
         setup=[H("Floss", marks=[(YESTERDAY, "done")]), H("Read")],
         turns=["been flossing every single night for months, it's basically on autopilot now. can you archive it"],
         expect={"count": 2,
                 "habits": [{"name": "Floss", "archived": True},
                            {"name": "Read", "archived": False}],
                 "marks": [("Floss", YESTERDAY, "done")],
                 "nomarks": [("Floss", TODAY)]}),

    dict(id="g_edit05", cat="correct",
         setup=[H("Duolingo", marks=[(SUN, "done"), (MON, "done")]), H("Read")],
         turns=["delete duolingo, i'm done with it",
                "yes"],
         expect={"count": 1,
                 "habits": [{"name": "Read", "freq": ("daily",)}],
                 "nomarks": [("Read", TODAY)]}),

    dict(id="g_edit06", cat="correct",
         setup=[H("Cold shower"), H("Read")],
         turns=["delete cold shower",
                "wait no, keep it"],
         expect={"unchanged": True}),

    # src: https://github.com/shub39/Grit/issues/45
    dict(id="g_edit07", cat="group",
         setup=[H("Guitar"), H("Drawing"), H("Painting")],
         turns=["group guitar, drawing and painting as creative, i only need to do 1 of them a day"],
         expect={"count": 3,
                 "groups": [{"name": "Creative", "require": 1,
                             "members": ["Guitar", "Drawing", "Painting"]}]}),

    dict(id="g_edit08", cat="robust",
         setup=[H("Run", ("weekly", 3), group="Exercise"), H("Gym", ("weekly", 2), group="Exercise"),
                H("Swim", ("weekly", 1), group="Exercise")],
         turns=["make excercise 2 out of the 3 instead of just one"],
         expect={"count": 3,
                 "groups": [{"name": "Exercise", "require": 2, "members": ["Run", "Gym", "Swim"]}],
                 "habits": [{"name": "Run", "freq": ("weekly", 3)},
                            {"name": "Gym", "freq": ("weekly", 2)},
                            {"name": "Swim", "freq": ("weekly", 1)}]}),

    # src: http://hillarywith2ls.com/blog/2019/6/10/pivot
    dict(id="g_edit09", cat="edit",
         setup=[H("Meditate"), H("Read")],
         turns=["remind me to meditate at 9:30 at night"],
         expect={"count": 2,
                 "reminders": [("Meditate", "21:30")],
                 "habits": [{"name": "Meditate", "freq": ("daily",)}],
                 "nomarks": [("Meditate", TODAY)]}),

    # src: https://github.com/iSoron/uhabits/issues/406
    dict(id="g_edit10", cat="edit",
         setup=[H("Run", ("weekly", 3)), H("Read")],
         turns=["off skiing till sunday so pause running until then. i'll still read tho"],
         expect={"count": 2,
                 "habits": [{"name": "Run", "freq": ("weekly", 3), "archived": False},
                            {"name": "Read", "freq": ("daily",), "archived": False}],
                 "nomarks": [("Run", TODAY), ("Read", TODAY)]}),

    # ------------------------------------------------------------------ questions (4)
    dict(id="g_q01", cat="query",
         setup=[H("Meditate", marks=[(TODAY, "done")]), H("Read"), H("Gym", ("days", "mon wed fri"))],
         turns=["what's left for today"],
         expect={"unchanged": True, "reply": r"(?is)(?=.*\bread\b)(?=.*\bgym\b)"}),

    dict(id="g_q02", cat="query",
         setup=[H("Run", ("weekly", 3), marks=[(TUE_LAST, "done"), (THU, "done"), (SAT, "done"), (MON, "done")])],
         turns=["hows my runing streak lookin"],
         expect={"unchanged": True, "reply": r"(?i)\brun"}),

    dict(id="g_q03", cat="query",
         setup=[H("Floss", marks=[(YESTERDAY, "done")]), H("Journal")],
         turns=["did i floss yesterday?"],
         expect={"unchanged": True}),

    dict(id="g_q04", cat="query",
         setup=[H("Meditate", marks=[(MON, "done"), (YESTERDAY, "done")]),
                H("Gym", ("days", "mon wed fri"), marks=[(MON, "done")]),
                H("Read", marks=[(MON, "done")])],
         turns=["so how was my week looking?"],
         expect={"unchanged": True}),

    # ------------------------------------------------------------------ must change nothing (9)
    dict(id="g_safe01", cat="safety",
         setup=[H("Run", ("weekly", 3))],
         turns=["my sister just ran her first half marathon!! so proud of her 🥹"],
         expect={"unchanged": True}),

    dict(id="g_safe02", cat="safety",
         setup=[H("Gym", ("days", "mon wed fri"))],
         turns=["gonna hit the gym after work tmrw hopefully 💪"],
         expect={"unchanged": True}),

    dict(id="g_safe03", cat="safety",
         setup=[H("Read"), H("Meditate")],
         turns=["honestly i'm so unmotivated this week, everything feels like a chore"],
         expect={"unchanged": True}),

    dict(id="g_safe04", cat="safety",
         setup=[H("Read")],
         turns=["i doomscrolled instead of reading last night lol"],
         expect={"unchanged": True}),

    dict(id="g_safe05", cat="safety",
         setup=[H("Swim", ("weekly", 2))],
         turns=["no swim today, pool's closed for maintenance"],
         expect={"count": 1,
                 "habits": [{"name": "Swim", "freq": ("weekly", 2)}],
                 "notdone": [("Swim", TODAY)]}),

    dict(id="g_safe06", cat="safety",
         setup=[H("Yoga")],
         turns=["only got 5 mins of yoga in today, knackered"],
         expect={"count": 1,
                 "habits": [{"name": "Yoga", "freq": ("daily",)}],
                 "notdone": [("Yoga", TODAY)]}),

    dict(id="g_safe07", cat="safety",
         setup=[H("Morning stretch"), H("Evening stretch")],
         turns=["pause stretching for a fortnight",
                "actually never mind"],
         expect={"unchanged": True}),

    dict(id="g_safe08", cat="safety",
         setup=[H("Read"), H("Walk")],
         turns=["i work 9 to 6 mon-fri btw"],
         expect={"unchanged": True}),

    dict(id="g_safe09", cat="safety",
         setup=[H("Read")],
         turns=["can you book me a table for 2 at 8 tonight"],
         expect={"unchanged": True}),
]
