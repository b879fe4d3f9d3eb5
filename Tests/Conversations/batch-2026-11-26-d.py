"""Fresh batch D: 45 conversations with the habit coach, written without reading the
engine, its Intents/, tests, transcripts or earlier batches. Only SPEC.md, the seeds,
eval/README.md, run_eval.py and the first 40 lines of dev_cases.py were read.

Clock for every case: Wednesday 2026-03-04 09:00 (local = UTC).
  yesterday = Tue 03-03, "monday" / "the day before yesterday" = 03-02,
  "sunday" (past) = 03-01, "last friday" / "27 feb" = 02-27,
  "friday" in a plan or skip = 03-06.

Mix: adding (11), logging (12), edits incl. groups and reminders (10),
questions (3), and messages that must change nothing (9).
A `# src:` comment names the public text a case's wording is paraphrased from.
"""

TODAY = "2026-03-04"
YESTERDAY = "2026-03-03"
MON = "2026-03-02"
SUN = "2026-03-01"
SAT = "2026-02-28"
FRI = "2026-02-27"
THU = "2026-02-26"
NEXT_FRI = "2026-03-06"


def H(name, freq=("daily",), tier="must", polarity="build", group=None, archived=False, marks=()):
    """A setup habit in the compact form run_eval.setup_doc expects."""
    return {"name": name, "freq": freq, "tier": tier, "polarity": polarity,
            "group": group, "archived": archived, "marks": [tuple(m) for m in marks]}


CASES = [
    # ------------------------------------------------------------------ adding
    # src: https://www.cake.co/conversations/5NZQFc0/powerful-habits-which-impact-your-life-the-most
    {"id": "d_add01", "cat": "free", "setup": [],
     "turns": ["ok so i want to actually floss every day this time, been feeling guilty at every dentist visit for years lol",
               "yep"],
     "expect": {"count": 1, "maxlen": 30,
                "habits": [{"name": ["Floss", "Flossing", "Floss teeth", "Floss my teeth"],
                            "freq": ("daily",), "polarity": "build"}]}},

    {"id": "d_add02", "cat": "slots", "setup": [],
     "turns": ["add meditation", "5 days a week"],
     "expect": {"count": 1,
                "habits": [{"name": ["Meditation", "Meditate"], "freq": ("weekly", 5), "polarity": "build"}]}},

    # src: https://excommunity.becomeanex.org/people/spsalsm/blog/2019/07/08/starting-again-tomorrow-day-1
    {"id": "d_add03", "cat": "avoid", "setup": [],
     "turns": ["need to quit vaping for real this time"],
     "expect": {"count": 1, "maxlen": 20,
                "habits": [{"name": ["Vaping", "Vape", "No vaping", "Quit vaping", "Stop vaping"],
                            "freq": ("daily",), "polarity": "avoid"}]}},

    # src: https://www.duanestorey.com/tag/habits/
    {"id": "d_add04", "cat": "avoid", "setup": [],
     "turns": ["add a habit for not biting my nails. i do it without even noticing \U0001F62C"],
     "expect": {"count": 1, "maxlen": 25,
                "habits": [{"name": "~nail", "polarity": "avoid", "freq": ("daily",)}]}},

    # src: https://github.com/InlitX/streak/issues/112
    {"id": "d_add05", "cat": "add", "setup": [],
     "turns": ["add a workout habit but weekdays only, weekends are rest days"],
     "expect": {"count": 1,
                "habits": [{"name": ["Workout", "Work out", "Workouts", "Working out"],
                            "freq": ("days", "mon tue wed thu fri")}]}},

    # src: https://writetogether.space/posts/kyntha/habits
    {"id": "d_add06", "cat": "free", "setup": [],
     "turns": ["i keep forgetting the plants \U0001F331 can we do a habit for watering them every 3 days"],
     "expect": {"count": 1, "maxlen": 30,
                "habits": [{"name": ["Water the plants", "Water plants", "Watering the plants",
                                     "Watering plants", "Water my plants", "Plants"],
                            "freq": ("interval", 3)}]}},

    # src: https://github.com/HabitRPG/habitica/issues/142
    {"id": "d_add07", "cat": "tier", "setup": [],
     "turns": ["i wanna go to the gym at least 4 times a week, thats non negotiable for me"],
     "expect": {"count": 1,
                "habits": [{"name": ["Gym", "Go to the gym", "Gym session", "Go to gym"],
                            "freq": ("weekly", 4), "tier": "must"}]}},

    {"id": "d_add08", "cat": "tier", "setup": [],
     "turns": ["could you add stretching? twice a week, its just a nice to have tbh"],
     "expect": {"count": 1,
                "habits": [{"name": ["Stretching", "Stretch"], "freq": ("weekly", 2), "tier": "nice"}]}},

    # src: https://github.com/HabitRPG/habitica/issues/142  (comment: a weekly "call parents" habit)
    {"id": "d_add09", "cat": "multi", "setup": [],
     "turns": ["can u add yoga tues and thurs, and call mum every sunday"],
     "expect": {"count": 2,
                "habits": [{"name": "Yoga", "freq": ("days", "tue thu")},
                           {"name": ["Call mum", "Call my mum", "Call mom"], "freq": ("days", "sun")}]}},

    {"id": "d_add10", "cat": "slots", "setup": [],
     "turns": ["been meaning to get into running for ages but it just never happens",
               "twice a week to start i guess",
               "yep"],
     "expect": {"count": 1, "maxlen": 20,
                "habits": [{"name": ["Running", "Go running", "Run", "Get into running"],
                            "freq": ("weekly", 2), "polarity": "build"}]}},

    {"id": "d_add11", "cat": "add", "setup": [],
     "turns": ["add deep clean the flat, twice a month is plenty", "yes"],
     "expect": {"count": 1,
                "habits": [{"name": ["Deep clean the flat", "Deep clean", "Deep clean flat",
                                     "Deep-clean the flat", "Deep clean the apartment"],
                            "freq": ("monthly", 2)}]}},

    # ------------------------------------------------------------------ logging
    {"id": "d_log01", "cat": "log",
     "setup": [H("Yoga"), H("Reading")],
     "turns": ["yoga \u2705 reading \u274C"],
     "expect": {"count": 2, "marks": [("Yoga", TODAY, "done")], "notdone": [("Reading", TODAY)]}},

    {"id": "d_log02", "cat": "dates",
     "setup": [H("Meditate")],
     "turns": ["meditated on monday and tusday, forgot to log it"],
     "expect": {"count": 1,
                "habits": [{"name": "Meditate", "freq": ("daily",)}],
                "marks": [("Meditate", MON, "done"), ("Meditate", YESTERDAY, "done")],
                "nomarks": [("Meditate", TODAY)]}},

    {"id": "d_log03", "cat": "dates",
     "setup": [H("Run", ("weekly", 3))],
     "turns": ["went for a run the day before yesterday"],
     "expect": {"count": 1,
                "habits": [{"name": "Run", "freq": ("weekly", 3)}],
                "marks": [("Run", MON, "done")],
                "nomarks": [("Run", TODAY), ("Run", YESTERDAY)]}},

    {"id": "d_log04", "cat": "dates",
     "setup": [H("Journal")],
     "turns": ["journaled on 27 feb, forgot to tick it"],
     "expect": {"count": 1,
                "habits": [{"name": "Journal", "freq": ("daily",)}],
                "marks": [("Journal", FRI, "done")],
                "nomarks": [("Journal", TODAY)]}},

    # src: https://github.com/daya0576/beaverhabits/issues/147
    {"id": "d_log05", "cat": "log",
     "setup": [H("Gym", ("weekly", 3))],
     "turns": ["skipping gym today, tweaked my back deadlifting \U0001F629"],
     "expect": {"count": 1, "marks": [("Gym", TODAY, "skipped")]}},

    # src: https://github.com/blinry/habitctl/issues/11
    # A plan about friday: at most a skip on the coming friday; never anything on last friday or today.
    {"id": "d_log06", "cat": "dates",
     "setup": [H("Run", ("weekly", 3), marks=[(MON, "done")])],
     "turns": ["wont be able to run friday, out of town for work"],
     "expect": {"count": 1,
                "habits": [{"name": "Run", "freq": ("weekly", 3)}],
                "notdone": [("Run", NEXT_FRI)],
                "nomarks": [("Run", FRI), ("Run", TODAY)],
                "marks": [("Run", MON, "done")]}},

    # src: https://collegecandy.com/2008/12/03/kickin-my-habit-the-smokers-diary-week-6/
    {"id": "d_log07", "cat": "avoid",
     "setup": [H("Smoking", polarity="avoid")],
     "turns": ["caved and had a couple of cigs at the pub last night"],
     "expect": {"count": 1, "marks": [("Smoking", YESTERDAY, "slipped")], "nomarks": [("Smoking", TODAY)]}},

    {"id": "d_log08", "cat": "log",
     "setup": [H("Stretch"), H("Floss"), H("Read")],
     "turns": ["stretched, flossed and read this morning \U0001F4AA"],
     "expect": {"count": 3,
                "marks": [("Stretch", TODAY, "done"), ("Floss", TODAY, "done"), ("Read", TODAY, "done")]}},

    # src: https://github.com/InlitX/streak/issues/46
    {"id": "d_log09", "cat": "log",
     "setup": [H("Run", ("weekly", 3))],
     "turns": ["went for a run this morning, knees a bit sore after tho"],
     "expect": {"count": 1, "marks": [("Run", TODAY, "done")],
                "habits": [{"name": "Run", "freq": ("weekly", 3)}]}},

    # src: https://getstimulus.app/blog/stop-doomscrolling-before-bed
    {"id": "d_log10", "cat": "avoid",
     "setup": [H("Read"), H("Doomscrolling", polarity="avoid")],
     "turns": ["doomscrolled in bed last night instead of reading \U0001F643"],
     "expect": {"count": 2,
                "marks": [("Doomscrolling", YESTERDAY, "slipped")],
                "notdone": [("Read", YESTERDAY)],
                "nomarks": [("Read", TODAY)]}},

    {"id": "d_log11", "cat": "dates",
     "setup": [H("Swim", ("weekly", 2))],
     "turns": ["swam last friday and on sunday"],
     "expect": {"count": 1,
                "habits": [{"name": "Swim", "freq": ("weekly", 2)}],
                "marks": [("Swim", FRI, "done"), ("Swim", SUN, "done")],
                "nomarks": [("Swim", TODAY)]}},

    {"id": "d_log12", "cat": "log",
     "setup": [H("Read fiction"), H("Read news")],
     "turns": ["did my reading", "the fiction one"],
     "expect": {"count": 2,
                "marks": [("Read fiction", TODAY, "done")],
                "nomarks": [("Read news", TODAY)]}},

    # ------------------------------------------------------------------ edits
    {"id": "d_edit01", "cat": "edit",
     "setup": [H("Read", marks=[(MON, "done")])],
     "turns": ["can you rename read to read fiction"],
     "expect": {"count": 1,
                "habits": [{"name": "Read fiction", "freq": ("daily",)}],
                "marks": [("Read fiction", MON, "done")]}},

    # src: https://github.com/dohsimpson/HabitTrove/issues/1
    {"id": "d_edit02", "cat": "edit",
     "setup": [H("Gym", ("weekly", 3))],
     "turns": ["change gym to mon wed fri instead"],
     "expect": {"count": 1, "habits": [{"name": "Gym", "freq": ("days", "mon wed fri")}]}},

    {"id": "d_edit03", "cat": "tier",
     "setup": [H("Stretch", tier="must"), H("Read")],
     "turns": ["stretch doesnt need to be a must-do, make it optional pls"],
     "expect": {"count": 2,
                "habits": [{"name": "Stretch", "tier": "nice", "freq": ("daily",)},
                           {"name": "Read", "tier": "must"}]}},

    # src: https://github.com/iSoron/uhabits/issues/722
    {"id": "d_edit04", "cat": "edit",
     "setup": [H("Study Chinese", ("weekly", 3), marks=[(MON, "done")]), H("Read")],
     "turns": ["my chinese course is done for the term, can you archive study chinese? might bring it back in september"],
     "expect": {"count": 2,
                "habits": [{"name": "Study Chinese", "archived": True},
                           {"name": "Read", "archived": False}],
                "marks": [("Study Chinese", MON, "done")]}},

    {"id": "d_edit05", "cat": "edit",
     "setup": [H("Cold shower", marks=[(MON, "done"), (YESTERDAY, "done")]), H("Read")],
     "turns": ["delete cold shower", "yes"],
     "expect": {"count": 1, "habits": [{"name": "Read", "freq": ("daily",)}]}},

    {"id": "d_edit06", "cat": "group",
     "setup": [H("Run", ("weekly", 2)), H("Swim", ("weekly", 2)), H("Cycle", ("weekly", 2))],
     "turns": ["put run, swim and cycle in a group called cardio - doing any one of them counts"],
     "expect": {"count": 3,
                "groups": [{"name": "Cardio", "require": 1, "members": ["Run", "Swim", "Cycle"]}]}},

    {"id": "d_edit07", "cat": "edit",
     "setup": [H("Take vitamins")],
     "turns": ["remind me to take my vitamins at 8 every morning"],
     "expect": {"count": 1,
                "habits": [{"name": "Take vitamins", "freq": ("daily",)}],
                "reminders": [("Take vitamins", "08:00")]}},

    {"id": "d_edit08", "cat": "edit",
     "setup": [H("Piano", ("days", "mon wed fri"))],
     "turns": ["piano reminder at 6.30pm mon wed fri please"],
     "expect": {"count": 1,
                "habits": [{"name": "Piano", "freq": ("days", "mon wed fri")}],
                "reminders": [("Piano", "18:30", "mon wed fri")]}},

    {"id": "d_edit09", "cat": "edit",
     "setup": [H("Morning run"), H("Evening run", ("weekly", 2))],
     "turns": ["change the run to 4 times a week", "evening one"],
     "expect": {"count": 2,
                "habits": [{"name": "Evening run", "freq": ("weekly", 4)},
                           {"name": "Morning run", "freq": ("daily",)}]}},

    {"id": "d_edit10", "cat": "group",
     "setup": [H("Running", ("weekly", 2), group="Exercise"), H("Gym", ("weekly", 3), group="Exercise")],
     "turns": ["add swimming once a week", "yeah go on then"],
     "expect": {"count": 3,
                "habits": [{"name": ["Swimming", "Swim", "Go swimming"], "freq": ("weekly", 1), "group": "Exercise"},
                           {"name": "Running", "group": "Exercise"},
                           {"name": "Gym", "group": "Exercise"}]}},

    # ------------------------------------------------------------------ questions
    {"id": "d_q01", "cat": "query",
     "setup": [H("Read", marks=[(THU, "done"), (SAT, "done"), (SUN, "done"), (MON, "done"), (YESTERDAY, "done")])],
     "turns": ["hows my reading streak"],
     "expect": {"unchanged": True, "reply": r"(?i)\b(4|four)\b"}},

    {"id": "d_q02", "cat": "query",
     "setup": [H("Yoga", marks=[(TODAY, "done")]), H("Floss")],
     "turns": ["what have i got left today?"],
     "expect": {"unchanged": True, "reply": r"(?i)floss"}},

    {"id": "d_q03", "cat": "query",
     "setup": [H("Gym", ("weekly", 3), marks=[(FRI, "done"), (MON, "done"), (YESTERDAY, "done")])],
     "turns": ["how many gym sessions have i done this week"],
     "expect": {"unchanged": True, "reply": r"(?i)\b(2|two)\b"}},

    # ------------------------------------------------------------------ must change nothing
    {"id": "d_safe01", "cat": "safety",
     "setup": [H("Run", ("weekly", 3))],
     "turns": ["my sister ran her first half marathon on sunday!! so proud of her"],
     "expect": {"unchanged": True}},

    {"id": "d_safe02", "cat": "safety",
     "setup": [H("Run", ("weekly", 3))],
     "turns": ["gonna try and squeeze a run in after work later"],
     "expect": {"unchanged": True}},

    {"id": "d_safe03", "cat": "safety",
     "setup": [H("Read"), H("Meditate")],
     "turns": ["honestly feeling so flat and unmotivated this week, everything feels like a chore"],
     "expect": {"unchanged": True}},

    # src: https://github.com/matthiasn/lotti/pull/1275
    {"id": "d_safe04", "cat": "safety",
     "setup": [H("Ping pong", ("weekly", 2))],
     "turns": ["no ping pong today, couldnt find anyone to play with"],
     "expect": {"count": 1, "notdone": [("Ping pong", TODAY)],
                "habits": [{"name": "Ping pong", "freq": ("weekly", 2)}]}},

    {"id": "d_safe05", "cat": "safety",
     "setup": [H("Read")],
     "turns": ["can you order me a pizza lol"],
     "expect": {"unchanged": True}},

    # Two similar habits, no way to tell which: ask, don't guess.
    {"id": "d_safe06", "cat": "safety",
     "setup": [H("Read fiction"), H("Read news")],
     "turns": ["done reading \u2714"],
     "expect": {"count": 2, "nomarks": [("Read fiction", TODAY), ("Read news", TODAY)]}},

    # src: https://github.com/HabitRPG/habitica/issues/687
    {"id": "d_safe07", "cat": "safety",
     "setup": [H("Gym", ("weekly", 3)), H("Read")],
     "turns": ["got the flu, pretty sure im out of action till sunday"],
     "expect": {"unchanged": True}},

    {"id": "d_safe08", "cat": "safety",
     "setup": [H("Floss")],
     "turns": ["i didn't floss last night, was too knackered"],
     "expect": {"count": 1, "notdone": [("Floss", YESTERDAY)], "nomarks": [("Floss", TODAY)],
                "habits": [{"name": "Floss", "freq": ("daily",)}]}},

    {"id": "d_safe09", "cat": "correct",
     "setup": [H("Piano", ("weekly", 3), marks=[(MON, "done"), (FRI, "done")])],
     "turns": ["get rid of the piano habit", "actually no wait, keep it"],
     "expect": {"unchanged": True}},
]
