"""Blind batch HL: life getting in the way (holidays, travel, illness, a new baby, exams,
moving house). Pausing for a stretch, skipping with reasons, resuming, logging after days
away, changing schedules for a while, asking how things went before the break.

Written without reading the code, intents, tests or transcripts; only SPEC.md, seeds/,
eval/README.md, eval/run_eval.py, eval/WRITING-CASES.md and the head of dev_cases.py.

Clock for every case: Wednesday 2026-03-04 09:00 (local = UTC).
  today = Wed 03-04, yesterday = Tue 03-03, "monday" (report) = 03-02, "sunday" (report) = 03-01,
  "saturday" (report) = 02-28, "friday" (report) = 02-27, "last thursday" = 02-26,
  "the weekend" (report) = 02-28 + 03-01, "thursday to sunday" (report) = 02-26 .. 03-01,
  "friday" in a plan/skip = 03-06, "tomorrow" = 03-05.
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
MON_LAST = "2026-02-23"
THU_NEXT = "2026-03-05"
FRI_NEXT = "2026-03-06"

WEEKDAYS = "mon tue wed thu fri"


def H(name, freq=("daily",), tier="must", polarity="build", group=None, archived=False, marks=()):
    """A setup habit in the compact form run_eval.py's setup_doc() expects."""
    return {"name": name, "freq": freq, "tier": tier, "polarity": polarity,
            "group": group, "archived": archived, "marks": [tuple(m) for m in marks]}


CASES = [
    # ------------------------------------------------------------------------------------------
    # Single messages that should change something
    # ------------------------------------------------------------------------------------------
    {"id": "HL01", "cat": "log",
     "setup": [H("Gym", ("days", "mon wed fri")), H("Reading")],
     "turns": ["ugh woke up with the flu, skip gym today pls"],
     "expect": {"count": 2,
                "marks": [("Gym", TODAY, "skipped")],
                "nomarks": [("Reading", TODAY)]}},

    {"id": "HL02", "cat": "dates",
     "setup": [H("Running", ("days", "mon wed fri"), marks=[(FRI, "done")]), H("Yoga")],
     "turns": ["was off sick on monday, can u mark my run as skipped for that day"],
     "expect": {"count": 2,
                "habits": [{"name": "Running", "freq": ("days", "mon wed fri")}],
                "marks": [("Running", MON, "skipped"), ("Running", FRI, "done")],
                "nomarks": [("Yoga", MON), ("Running", TODAY)]}},

    {"id": "HL03", "cat": "dates",
     "setup": [H("Gym", ("days", "mon wed fri"), marks=[(WED_LAST, "done"), (MON, "done")])],
     "turns": ["can't do gym on friday, it's moving day. skip it for me"],
     "expect": {"count": 1,
                "habits": [{"name": "Gym", "freq": ("days", "mon wed fri")}],
                "marks": [("Gym", MON, "done"), ("Gym", WED_LAST, "done")],
                "notdone": [("Gym", FRI_NEXT)],
                "nomarks": [("Gym", FRI), ("Gym", TODAY)]}},

    # src: https://github.com/HabitRPG/habitica/issues/736 (away travelling, wants to fill in the days after)
    {"id": "HL04", "cat": "multi",
     "setup": [H("Yoga"), H("Running", ("weekly", 3)), H("Piano")],
     "turns": ["back from holiday!! did yoga this morning, went for a run yesterday, and can you skip piano today - sunburnt fingers lol"],
     "expect": {"count": 3,
                "marks": [("Yoga", TODAY, "done"), ("Running", YESTERDAY, "done"),
                          ("Piano", TODAY, "skipped")],
                "nomarks": [("Running", TODAY), ("Yoga", YESTERDAY)]}},

    # src: https://github.com/HabitRPG/habitica/issues/2811 (did the tasks, just never checked them off)
    {"id": "HL05", "cat": "dates",
     "setup": [H("Reading", ("weekly", 4))],
     "turns": ["i did read every day while i was at my parents over the weekend and on monday, just never ticked it off"],
     "expect": {"count": 1,
                "habits": [{"name": "Reading", "freq": ("weekly", 4)}],
                "marks": [("Reading", SAT, "done"), ("Reading", SUN, "done"), ("Reading", MON, "done")],
                "nomarks": [("Reading", FRI), ("Reading", YESTERDAY), ("Reading", TODAY)]}},

    {"id": "HL06", "cat": "avoid",
     "setup": [H("Smoking", polarity="avoid"), H("Running", ("weekly", 2))],
     "turns": ["bit of a confession, had 2 cigs at my cousin's wedding on saturday"],
     "expect": {"count": 2,
                "habits": [{"name": "Smoking", "polarity": "avoid"}],
                "marks": [("Smoking", SAT, "slipped")],
                "nomarks": [("Smoking", TODAY), ("Running", SAT)]}},

    # src: https://tanyaschwamberger.com/happy-one-year-postpartum/ (phone habit picked up during night feeds)
    {"id": "HL07", "cat": "avoid",
     "setup": [H("Phone in bed", polarity="avoid"), H("Pelvic floor")],
     "turns": ["slipped on the phone in bed thing again, scrolled for an hour after the early feed this morning"],
     "expect": {"count": 2,
                "marks": [("Phone in bed", TODAY, "slipped")],
                "nomarks": [("Phone in bed", YESTERDAY), ("Pelvic floor", TODAY)]}},

    {"id": "HL08", "cat": "edit",
     "setup": [H("Gym", ("weekly", 3), marks=[(FRI, "done")]), H("Reading")],
     "turns": ["we moved and the nearest gym is 40 min away now so rename gym to home workout"],
     "expect": {"count": 2,
                "habits": [{"name": "Home workout", "freq": ("weekly", 3)}, {"name": "Reading"}],
                "marks": [("Home workout", FRI, "done")]}},

    # src: https://antonov.com.au/?page=1 (with a newborn the usual habits go out the window for a while)
    {"id": "HL09", "cat": "tier",
     "setup": [H("Reading"), H("Gym", ("weekly", 3))],
     "turns": ["newborn life means reading is a nice-to-have for a while, not a must"],
     "expect": {"count": 2,
                "habits": [{"name": "Reading", "tier": "nice", "freq": ("daily",)},
                           {"name": "Gym", "tier": "must"}]}},

    {"id": "HL10", "cat": "group",
     "setup": [H("Running", ("weekly", 2), group="Exercise"), H("Gym", ("weekly", 2), group="Exercise"),
               H("Swimming", ("weekly", 1), group="Exercise")],
     "turns": ["back home now so make my exercise group 2 out of 3 again"],
     "expect": {"count": 3,
                "groups": [{"name": "Exercise", "require": 2, "members": ["Running", "Gym", "Swimming"]}]}},

    {"id": "HL11", "cat": "edit",
     "setup": [H("Iron tablets"), H("Pregnancy yoga", ("weekly", 2))],
     "turns": ["can you remind me to take my iron tablets at 8am every day, midwife's orders"],
     "expect": {"count": 2,
                "reminders": [("Iron tablets", "08:00")]}},

    # src: http://hijacked.com.au/five-habits-to-break-now-that-exams-are-over (study used as the excuse to drop exercise)
    {"id": "HL12", "cat": "multi",
     "setup": [H("Gym", ("weekly", 4))],
     "turns": ["exams start next week so add revision every weekday and drop gym to twice a week until they're done"],
     "expect": {"count": 2,
                "habits": [{"name": "~revis", "freq": ("days", WEEKDAYS)},
                           {"name": "Gym", "freq": ("weekly", 2)}]}},

    {"id": "HL13", "cat": "dates",
     "setup": [H("Meditation", marks=[(TUE_LAST, "done"), (WED_LAST, "done")])],
     "turns": ["back from the festival. didn't meditate at all thursday to sunday but got back on it yesterday and this morning"],
     "expect": {"count": 1,
                "habits": [{"name": "Meditation", "freq": ("daily",)}],
                "marks": [("Meditation", YESTERDAY, "done"), ("Meditation", TODAY, "done"),
                          ("Meditation", WED_LAST, "done")],
                "notdone": [("Meditation", THU), ("Meditation", FRI), ("Meditation", SAT), ("Meditation", SUN)],
                "nomarks": [("Meditation", MON)]}},

    {"id": "HL14", "cat": "avoid",
     "setup": [],
     "turns": ["I'm pregnant so I want to avoid alcohol completely, can you track that for me"],
     "expect": {"count": 1,
                "habits": [{"name": "~alcohol", "polarity": "avoid", "freq": ("daily",)}]}},

    {"id": "HL15", "cat": "dates",
     "setup": [H("Running", ("weekly", 3)), H("Yoga")],
     "turns": ["work trip was a write-off tbh, only thing I managed was a run last thursday"],
     "expect": {"count": 2,
                "habits": [{"name": "Running", "freq": ("weekly", 3)}],
                "marks": [("Running", THU, "done")],
                "nomarks": [("Yoga", THU), ("Running", TODAY)]}},

    # ------------------------------------------------------------------------------------------
    # Two to four turns: the person answers the coach's question
    # ------------------------------------------------------------------------------------------
    {"id": "HL16", "cat": "slots",
     "setup": [],
     "turns": ["I need to add revision for my exams", "every weekday"],
     "expect": {"count": 1,
                "habits": [{"name": "~revis", "freq": ("days", WEEKDAYS), "polarity": "build"}]}},

    # src: https://livehappierblog.com/habit-change/ (worked out 4 days a week before the baby, rebuilding now)
    {"id": "HL17", "cat": "slots",
     "setup": [],
     "turns": ["used to work out 4 days a week before the baby, want to get back into running now she sleeps a bit better",
               "3x a week to start"],
     "expect": {"count": 1,
                "habits": [{"name": "~run", "freq": ("weekly", 3), "polarity": "build"}]}},

    # src: https://github.com/daya0576/beaverhabits/issues/147 (injured runner wants to pause the run streak)
    {"id": "HL18", "cat": "log",
     "setup": [H("Morning run", ("days", "mon wed fri")), H("Evening run", ("weekly", 2))],
     "turns": ["skip run today, knee's playing up after carrying boxes all weekend", "the morning one"],
     "expect": {"count": 2,
                "marks": [("Morning run", TODAY, "skipped")],
                "nomarks": [("Evening run", TODAY)]}},

    {"id": "HL19", "cat": "edit",
     "setup": [H("Running", ("weekly", 3), marks=[(SAT, "done")])],
     "turns": ["can you change the name of my running habit", "jog with the pram"],
     "expect": {"count": 1,
                "habits": [{"name": "Jog with the pram", "freq": ("weekly", 3)}],
                "marks": [("Jog with the pram", SAT, "done")]}},

    {"id": "HL20", "cat": "slots",
     "setup": [H("Revise", ("days", WEEKDAYS))],
     "turns": ["can u remind me to revise", "7pm weekdays"],
     "expect": {"count": 1,
                "reminders": [("Revise", "19:00", WEEKDAYS)]}},

    {"id": "HL21", "cat": "edit",
     "setup": [H("Piano")],
     "turns": ["switch piano to weekends only until my exams are over", "yes"],
     "expect": {"count": 1,
                "habits": [{"name": "Piano", "freq": ("days", "sat sun")}]}},

    {"id": "HL22", "cat": "slots",
     "setup": [],
     "turns": ["breastfeeding is making me sooo thirsty lol",
               "add drinking 2 litres of water a day",
               "drank 1 litre so far"],
     "expect": {"count": 1,
                "habits": [{"name": "~water", "freq": ("daily",), "target": {"amount": 2, "unit": "litre"}}],
                "marks": [("~water", TODAY, "partial", 1)]}},

    {"id": "HL23", "cat": "correct",
     "setup": [H("Reading")],
     "turns": ["add a new habit", "actually never mind, too much going on with the move"],
     "expect": {"unchanged": True}},

    {"id": "HL24", "cat": "correct",
     "setup": [H("Yoga", ("weekly", 3))],
     "turns": ["did yoga on friday before the flight", "sorry no, it was thursday"],
     "expect": {"count": 1,
                "habits": [{"name": "Yoga", "freq": ("weekly", 3)}],
                "marks": [("Yoga", THU, "done")],
                "nomarks": [("Yoga", FRI), ("Yoga", TODAY)]}},

    {"id": "HL25", "cat": "edit",
     "setup": [H("Swimming", ("weekly", 2), marks=[(WED_LAST, "done")]), H("Reading")],
     "turns": ["delete swimming, there's no pool anywhere near the new flat", "yes"],
     "expect": {"count": 1,
                "habits": [{"name": "Reading", "freq": ("daily",)}]}},

    # src: https://github.com/iSoron/uhabits/issues/601 (some habits just aren't possible while travelling)
    {"id": "HL26", "cat": "group",
     "setup": [H("Yoga"), H("Running", ("weekly", 3)), H("Gym", ("weekly", 2))],
     "turns": ["I'm away for 2 weeks so put yoga, running and gym in a group called Travel workouts", "just 1"],
     "expect": {"count": 3,
                "groups": [{"name": "Travel workouts", "require": 1, "members": ["Yoga", "Running", "Gym"]}]}},

    {"id": "HL27", "cat": "slots",
     "setup": [],
     "turns": ["add walking 30 mins a day with the buggy", "walked 20 mins yesterday and 30 today"],
     "expect": {"count": 1,
                "habits": [{"name": "~walk", "freq": ("daily",), "target": {"amount": 30}}],
                "marks": [("~walk", YESTERDAY, "partial", 20), ("~walk", TODAY, "done", 30)]}},

    # ------------------------------------------------------------------------------------------
    # Messages that must change nothing (or only "nothing wrong happened")
    # ------------------------------------------------------------------------------------------
    # src: https://github.com/iSoron/uhabits/issues/601 (summer, people taking days off)
    {"id": "HL28", "cat": "safety",
     "setup": [H("Yoga"), H("Cycling", ("weekly", 3))],
     "turns": ["flying to lisbon on friday for a week of sun, can't wait"],
     "expect": {"unchanged": True}},

    # src: http://honeybeenaturalliving.com/normal-routine-newborns/ (1-3 hours of sleep at a time with a newborn)
    {"id": "HL29", "cat": "safety",
     "setup": [H("Running", ("weekly", 3)), H("Reading")],
     "turns": ["my husband's doing the night feeds this week so I might actually sleep more than 3 hours in a row lol"],
     "expect": {"unchanged": True}},

    {"id": "HL30", "cat": "safety",
     "setup": [H("Gym", ("days", "mon tue thu sat"), marks=[(MON, "done")])],
     "turns": ["didn't make it to the gym yesterday, way too much packing"],
     "expect": {"count": 1,
                "habits": [{"name": "Gym", "freq": ("days", "mon tue thu sat")}],
                "marks": [("Gym", MON, "done")],
                "notdone": [("Gym", YESTERDAY)],
                "nomarks": [("Gym", TODAY)]}},

    {"id": "HL31", "cat": "safety",
     "setup": [H("Yoga", ("weekly", 2)), H("Reading")],
     "turns": ["yoga class got cancelled this morning bc of the snow"],
     "expect": {"count": 2,
                "habits": [{"name": "Yoga", "freq": ("weekly", 2)}],
                "notdone": [("Yoga", TODAY)],
                "nomarks": [("Reading", TODAY)]}},

    {"id": "HL32", "cat": "safety",
     "setup": [H("Running", ("weekly", 3), marks=[(SAT, "done")])],
     "turns": ["my sister ran her first half marathon on sunday!! so proud of her"],
     "expect": {"unchanged": True}},

    # src: https://gevetica.com/page.php?p=0145933 (short meditation sessions squeezed into travel)
    {"id": "HL33", "cat": "safety",
     "setup": [H("Meditation")],
     "turns": ["gonna try to meditate on the plane tomorrow, fingers crossed"],
     "expect": {"unchanged": True}},

    {"id": "HL34", "cat": "query",
     "setup": [H("Gym", ("weekly", 3), marks=[("2026-02-02", "done"), ("2026-02-04", "done"), ("2026-02-06", "done"),
                                              ("2026-02-10", "done"), ("2026-02-12", "done"), ("2026-02-17", "done")]),
               H("Reading", marks=[("2026-02-01", "done"), ("2026-02-02", "done"), ("2026-02-03", "done"),
                                   ("2026-02-05", "done"), ("2026-02-08", "done")])],
     "turns": ["how was I doing in february before the baby arrived?"],
     "expect": {"unchanged": True}},

    # src: http://heroinahalfshell.com/maintain-your-meditation-practice-while-traveling/ (frequent work travel breaks the routine)
    {"id": "HL35", "cat": "query",
     "setup": [H("Reading")],
     "turns": ["any tips for keeping up reading when i'm travelling for work every other week?"],
     "expect": {"unchanged": True}},

    {"id": "HL36", "cat": "safety",
     "setup": [H("Piano")],
     "turns": ["only managed 10 mins of piano on the train, on a keyboard app lol"],
     "expect": {"count": 1,
                "habits": [{"name": "Piano", "freq": ("daily",)}],
                "notdone": [("Piano", TODAY)]}},

    # streak: done 02-24..02-26, skipped 02-27, done 02-28..03-03, 02-23 missed -> current streak 7 (skip neither adds nor breaks)
    {"id": "HL37", "cat": "query",
     "setup": [H("Meditation", marks=[(TUE_LAST, "done"), (WED_LAST, "done"), (THU, "done"), (FRI, "skipped"),
                                      (SAT, "done"), (SUN, "done"), (MON, "done"), (YESTERDAY, "done")])],
     "turns": ["back from the trip - what's my meditation streak at now? hope the day i skipped didn't reset it"],
     "expect": {"unchanged": True, "reply": r"\b7\b"}},

    # src: https://github.com/goodtohear/habits/issues/49 (pause when ill or on holiday, resume without starting over)
    {"id": "HL38", "cat": "safety",
     "setup": [H("Gym", ("days", "mon wed fri"), marks=[(MON, "done")]),
               H("Reading", marks=[(MON, "done"), (YESTERDAY, "done")])],
     "turns": ["got a nasty chest infection, doc says rest till sunday", "yes please"],
     "expect": {"count": 2,
                "habits": [{"name": "Gym", "freq": ("days", "mon wed fri")}, {"name": "Reading", "freq": ("daily",)}],
                "marks": [("Gym", MON, "done"), ("Reading", MON, "done"), ("Reading", YESTERDAY, "done")],
                "notdone": [("Gym", TODAY), ("Reading", TODAY), ("Gym", FRI_NEXT)],
                "nomarks": [("Gym", YESTERDAY), ("Gym", FRI)]}},

    {"id": "HL39", "cat": "safety",
     "setup": [H("Yoga")],
     "turns": ["can you book me a taxi to the airport for 6am tomorrow"],
     "expect": {"unchanged": True}},

    {"id": "HL40", "cat": "correct",
     "setup": [H("Yoga"), H("Reading"), H("Piano", ("weekly", 3))],
     "turns": ["skip everything today, little one's got chickenpox", "undo"],
     "expect": {"unchanged": True}},
]
