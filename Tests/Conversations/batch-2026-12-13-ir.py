"""Fresh blind batch IR: irregular schedules and plans.

Theme: every other day, every N days, twice a month, fortnightly, weekdays / weekends only,
'not on sundays', swapping days, monthly habits, skips and plans for days ahead, and asking
what is due today or this week.

Clock for every case: Wednesday 2026-03-04 09:00.
  yesterday = Tue 03-03, "monday" (report) = 03-02, "sunday" (report) = 03-01,
  "friday" (report) = 02-27, "friday" (plan/skip) = 03-06, "next monday" = 03-09,
  "tuesday" (plan/skip, asked next week) = 03-10.
Written without reading the engine, its intents, tests or transcripts.
"""

TODAY = "2026-03-04"
YESTERDAY = "2026-03-03"
MON = "2026-03-02"
SUN = "2026-03-01"
SAT = "2026-02-28"
FRI = "2026-02-27"
THU = "2026-02-26"
TUE_LAST = "2026-02-24"
FRI_NEXT = "2026-03-06"
MON_NEXT = "2026-03-09"
TUE_NEXT = "2026-03-10"

WEEKDAYS = "mon tue wed thu fri"


def H(name, freq=("daily",), tier="must", polarity="build", group=None, archived=False, marks=()):
    """A setup habit in the form run_eval.py imports (created 2026-01-01)."""
    return {"name": name, "freq": freq, "tier": tier, "polarity": polarity,
            "group": group, "archived": archived, "marks": list(marks)}


CASES = [
    # ------------------------------------------------------------------ single messages that change things
    # src: https://github.com/InlitX/streak/issues/18
    dict(id="IR01", cat="add", setup=[],
         turns=["add washing my hair every other day"],
         expect={"habits": [{"name": "~hair", "freq": ("interval", 2), "polarity": "build"}],
                 "count": 1, "maxlen": 25}),

    # src: https://github.com/shub39/Grit/issues/218
    dict(id="IR02", cat="add", setup=[],
         turns=["i'm meant to take my meds every two days, can you track that"],
         expect={"habits": [{"name": "~med", "freq": ("interval", 2)}], "count": 1, "maxlen": 25}),

    # src: https://inithabits.com/blog/monthly-habit-tracker
    dict(id="IR03", cat="add", setup=[],
         turns=["new habit: deep clean the flat twice a month"],
         expect={"habits": [{"name": "~clean", "freq": ("monthly", 2)}], "count": 1, "maxlen": 30}),

    # src: https://github.com/blinry/habitctl/issues/10
    dict(id="IR04", cat="add", setup=[],
         turns=["add a blog post every two weeks"],
         expect={"habits": [{"name": "~blog", "freq": ("interval", 14)}], "count": 1, "maxlen": 25}),

    # src: https://github.com/InlitX/streak/issues/112
    dict(id="IR05", cat="add", setup=[],
         turns=["i want to do pushups every day except sundays"],
         expect={"habits": [{"name": "~push", "freq": ("days", "mon tue wed thu fri sat")}],
                 "count": 1, "maxlen": 20}),

    dict(id="IR06", cat="edit",
         setup=[H("Gym", ("days", "mon tue fri"), marks=[(TUE_LAST, "done"), (FRI, "done"), (MON, "done")])],
         turns=["swap gym from tuesday to thursday pls"],
         expect={"habits": [{"name": "Gym", "freq": ("days", "mon thu fri")}], "count": 1,
                 "marks": [("Gym", MON, "done"), ("Gym", TUE_LAST, "done")],
                 "nomarks": [("Gym", TODAY), ("Gym", YESTERDAY)]}),

    dict(id="IR07", cat="edit",
         setup=[H("Walk", ("days", "sat sun"), marks=[(SUN, "done")])],
         turns=["rename walk to long walk and make it saturdays only"],
         expect={"habits": [{"name": "Long walk", "freq": ("days", "sat")}], "count": 1,
                 "marks": [("Long walk", SUN, "done")]}),

    # src: https://github.com/dessalines/habit-maker/issues/14
    dict(id="IR08", cat="multi", setup=[],
         turns=["add hoovering every 3 days and laundry twice a week"],
         expect={"habits": [{"name": "~hoover", "freq": ("interval", 3)},
                            {"name": "~laundry", "freq": ("weekly", 2)}],
                 "count": 2, "maxlen": 20}),

    dict(id="IR09", cat="multi",
         setup=[H("Gym", ("days", "mon wed fri")), H("Reading")],
         turns=["hit the gym on monday and read last night"],
         expect={"habits": [{"name": "Gym", "freq": ("days", "mon wed fri")}, {"name": "Reading", "freq": ("daily",)}],
                 "count": 2,
                 "marks": [("Gym", MON, "done"), ("Reading", YESTERDAY, "done")],
                 "nomarks": [("Gym", TODAY), ("Reading", TODAY)]}),

    dict(id="IR10", cat="dates",
         setup=[H("Water the plants", ("interval", 3))],
         turns=["watered the plants on sunday"],
         expect={"habits": [{"name": "Water the plants", "freq": ("interval", 3)}], "count": 1,
                 "marks": [("Water the plants", SUN, "done")],
                 "nomarks": [("Water the plants", TODAY)]}),

    # src: https://github.com/blinry/habitctl/issues/11
    dict(id="IR11", cat="dates",
         setup=[H("Gym", ("days", "mon wed fri"))],
         turns=["skip gym on friday, travelling for work"],
         expect={"habits": [{"name": "Gym", "freq": ("days", "mon wed fri")}], "count": 1,
                 "marks": [("Gym", FRI_NEXT, "skipped")],
                 "nomarks": [("Gym", FRI), ("Gym", TODAY)]}),

    dict(id="IR12", cat="log",
         setup=[H("Yoga", ("days", WEEKDAYS))],
         turns=["skiping yoga today, my back is wrecked"],
         expect={"habits": [{"name": "Yoga", "freq": ("days", WEEKDAYS)}], "count": 1,
                 "marks": [("Yoga", TODAY, "skipped")]}),

    dict(id="IR13", cat="avoid",
         setup=[H("Drinking", ("days", "mon tue wed thu"), polarity="avoid")],
         turns=["ugh had a few drinks after work on tuesday"],
         expect={"habits": [{"name": "Drinking", "polarity": "avoid", "freq": ("days", "mon tue wed thu")}],
                 "count": 1,
                 "marks": [("Drinking", YESTERDAY, "slipped")],
                 "nomarks": [("Drinking", TODAY)]}),

    # src: https://github.com/iSoron/uhabits/issues/251
    dict(id="IR14", cat="edit",
         setup=[H("Stretch", ("days", WEEKDAYS))],
         turns=["remind me to stretch at 7am on weekdays"],
         expect={"habits": [{"name": "Stretch", "freq": ("days", WEEKDAYS)}], "count": 1,
                 "reminders": [("Stretch", "07:00", WEEKDAYS)],
                 "nomarks": [("Stretch", TODAY)]}),

    # ------------------------------------------------------------------ answers to the coach's questions
    dict(id="IR15", cat="slots", setup=[],
         turns=["add flossing", "every other day"],
         expect={"habits": [{"name": "~floss", "freq": ("interval", 2)}], "count": 1, "maxlen": 20}),

    # src: https://inithabits.com/blog/monthly-habit-tracker
    dict(id="IR16", cat="slots", setup=[],
         turns=["i want to start meal prepping", "sundays"],
         expect={"habits": [{"name": "~meal prep", "freq": ("days", "sun")}], "count": 1, "maxlen": 25}),

    dict(id="IR17", cat="slots", setup=[],
         turns=["new habit mow the lawn", "fortnightly"],
         expect={"habits": [{"name": "~lawn", "freq": ("interval", 14)}], "count": 1, "maxlen": 20}),

    # src: https://inithabits.com/blog/monthly-habit-tracker
    dict(id="IR18", cat="slots", setup=[],
         turns=["add review my budget", "monthly"],
         expect={"habits": [{"name": "~budget", "freq": ("monthly", 1)}], "count": 1, "maxlen": 25}),

    # src: https://github.com/xpavle00/Habo/issues/71
    dict(id="IR19", cat="slots", setup=[],
         turns=["add yoga", "weekdays only tbh"],
         expect={"habits": [{"name": "~yoga", "freq": ("days", WEEKDAYS)}], "count": 1, "maxlen": 15}),

    dict(id="IR20", cat="slots", setup=[],
         turns=["track piano practice for me", "every day but sunday"],
         expect={"habits": [{"name": "~piano", "freq": ("days", "mon tue wed thu fri sat")}],
                 "count": 1, "maxlen": 25}),

    # src: https://github.com/Vlad3Design/MindfulDo/issues/12
    dict(id="IR21", cat="tier", setup=[],
         turns=["add swimming as a nice to have", "tues and thurs"],
         expect={"habits": [{"name": "~swim", "freq": ("days", "tue thu"), "tier": "nice"}],
                 "count": 1, "maxlen": 20}),

    dict(id="IR22", cat="slots", setup=[],
         turns=["add reading 20 pages", "every other day", "read 12 pages this morning"],
         expect={"habits": [{"name": "~read", "freq": ("interval", 2), "target": {"amount": 20, "unit": "page"}}],
                 "count": 1, "maxlen": 20,
                 "marks": [("~read", TODAY, "partial", 12)]}),

    dict(id="IR23", cat="slots", setup=[],
         turns=["new habit - put the bins out, remind me at 8pm", "every tuesday"],
         expect={"habits": [{"name": "~bin", "freq": ("days", "tue")}], "count": 1, "maxlen": 25,
                 "reminders": [("~bin", "20:00")]}),

    dict(id="IR24", cat="correct", setup=[],
         turns=["add stretching every 3 days", "actually make it every other day"],
         expect={"habits": [{"name": "~stretch", "freq": ("interval", 2)}], "count": 1, "maxlen": 20}),

    dict(id="IR25", cat="edit",
         setup=[H("Guitar", marks=[(MON, "done"), (SAT, "done")])],
         turns=["guitar should only be weekdays, weekends are chaos with the kids", "yes"],
         expect={"habits": [{"name": "Guitar", "freq": ("days", WEEKDAYS)}], "count": 1,
                 "marks": [("Guitar", MON, "done"), ("Guitar", SAT, "done")]}),

    # src: https://github.com/dohsimpson/HabitTrove/issues/1
    dict(id="IR26", cat="edit",
         setup=[H("Gym", ("days", "mon wed fri"), marks=[(MON, "done")])],
         turns=["i need to change my gym days", "tue thu sat"],
         expect={"habits": [{"name": "Gym", "freq": ("days", "tue thu sat")}], "count": 1,
                 "marks": [("Gym", MON, "done")],
                 "nomarks": [("Gym", TODAY)]}),

    dict(id="IR27", cat="dates",
         setup=[H("Swimming", ("days", "tue thu"))],
         turns=["need to skip a swim next week", "tuesday"],
         expect={"habits": [{"name": "Swimming", "freq": ("days", "tue thu")}], "count": 1,
                 "marks": [("Swimming", TUE_NEXT, "skipped")],
                 "nomarks": [("Swimming", YESTERDAY), ("Swimming", TODAY)]}),

    # src: https://github.com/daya0576/beaverhabits/issues/87
    dict(id="IR28", cat="group",
         setup=[H("Running", ("weekly", 2), group="Exercise"),
                H("Gym", ("days", "mon wed fri"), group="Exercise")],
         turns=["add cycling on weekends", "yeah stick it in the excercise group"],
         expect={"habits": [{"name": "~cycl", "freq": ("days", "sat sun"), "group": "Exercise"},
                            {"name": "Running", "freq": ("weekly", 2), "group": "Exercise"},
                            {"name": "Gym", "freq": ("days", "mon wed fri"), "group": "Exercise"}],
                 "count": 3, "maxlen": 20,
                 "groups": [{"name": "Exercise"}]}),

    # ------------------------------------------------------------------ must change nothing (or nothing wrong)
    dict(id="IR29", cat="query",
         setup=[H("Yoga", ("days", WEEKDAYS)), H("Long walk", ("days", "sat sun")), H("Piano")],
         turns=["what's due today?"],
         expect={"unchanged": True, "reply": r"(?is)(?=.*yoga)(?=.*piano)"}),

    dict(id="IR30", cat="query",
         setup=[H("Gym", ("days", "mon wed fri"), marks=[(MON, "done")]),
                H("Swimming", ("weekly", 2)),
                H("Budget review", ("monthly", 1))],
         turns=["what have i got on this week"],
         expect={"unchanged": True, "reply": r"(?is)(?=.*gym)(?=.*swim)"}),

    dict(id="IR31", cat="query",
         setup=[H("Gym", ("days", "mon wed fri"), marks=[(MON, "done")])],
         turns=["is gym on today?"],
         expect={"unchanged": True, "reply": r"(?i)gym"}),

    # src: https://myhabits.in/community/how-to-build-a-sleep-routine-when-your-work-schedule-changes-every-week-1a7009
    dict(id="IR32", cat="safety",
         setup=[H("Gym", ("days", "mon wed fri"))],
         turns=["my rota changes every week so some weeks i can only get to the gym on tuesdays and thursdays"],
         expect={"unchanged": True}),

    dict(id="IR33", cat="safety",
         setup=[H("Running", ("weekly", 3), marks=[(MON, "done")])],
         turns=["going for a run on saturday with my sister"],
         expect={"unchanged": True}),

    # src: https://github.com/iSoron/uhabits/issues/88
    dict(id="IR34", cat="safety",
         setup=[H("Swimming", ("days", "tue thu"))],
         turns=["pool was shut yesterday so no swim"],
         expect={"habits": [{"name": "Swimming", "freq": ("days", "tue thu")}], "count": 1,
                 "notdone": [("Swimming", YESTERDAY)],
                 "nomarks": [("Swimming", TODAY)]}),

    dict(id="IR35", cat="safety",
         setup=[H("Yoga", ("days", WEEKDAYS))],
         turns=["my girlfriend does pilates every other day, she's so disciplined lol"],
         expect={"unchanged": True}),

    dict(id="IR36", cat="safety",
         setup=[H("Gym", ("days", "mon wed fri"))],
         turns=["can you book me into the spin class on thursday"],
         expect={"unchanged": True}),

    dict(id="IR37", cat="safety",
         setup=[H("Running", ("interval", 2), marks=[(MON, "done")])],
         turns=["tbh every other day feels like a lot for running"],
         expect={"unchanged": True}),

    dict(id="IR38", cat="dates",
         setup=[H("Gym", ("days", "mon wed fri"), marks=[(MON, "done")])],
         turns=["no gym next monday, dentist"],
         expect={"habits": [{"name": "Gym", "freq": ("days", "mon wed fri")}], "count": 1,
                 "marks": [("Gym", MON, "done")],
                 "notdone": [("Gym", MON_NEXT)],
                 "nomarks": [("Gym", TODAY)]}),

    dict(id="IR39", cat="dates",
         setup=[H("Gym", ("days", "mon wed fri"))],
         turns=["mark gym done for friday"],
         expect={"habits": [{"name": "Gym", "freq": ("days", "mon wed fri")}], "count": 1,
                 "nomarks": [("Gym", FRI_NEXT), ("Gym", TODAY)]}),

    dict(id="IR40", cat="query",
         setup=[H("Swimming", ("days", "tue thu"),
                  marks=[("2026-02-17", "done"), (TUE_LAST, "done"), (THU, "done"), (YESTERDAY, "done")])],
         turns=["how many times did i swim last week?"],
         expect={"unchanged": True, "reply": r"(?i)\b(2|two)\b"}),
]
