"""Fresh batch gy: gym-goers and runners.

Theme: people who lift and run talking to the coach -- training plans, rest days, deload
weeks, injuries, splitting one habit into two or merging two into one, sets/reps/km logged,
moving a session to another day, streak and stats questions, and plenty of gym talk that must
change nothing (friends' PRs, gear, prices, plans for someday, cancelled classes, negations).

Written blind (only SPEC.md, eval/README.md, run_eval.py, the first 40 lines of dev_cases.py
and WRITING-CASES.md were read). About a third paraphrase public posts and issue threads;
those carry a `# src:` comment. Ambiguous messages only assert that nothing wrong happened.

Clock for every case: Wednesday 2026-03-04 09:00 (local = UTC).
  today = Wed 03-04, yesterday = Tue 03-03, "on monday" = 03-02, "sunday" (report) = 03-01,
  "saturday" (report) = 02-28, "friday" in a report = 02-27,
  "friday" in a plan or a skip = 03-06, "thursday" in a plan = 03-05, "saturday" in a plan = 03-07.
"""

TODAY = "2026-03-04"       # Wed
YESTERDAY = "2026-03-03"   # Tue
MON = "2026-03-02"
SUN = "2026-03-01"
SAT = "2026-02-28"
FRI = "2026-02-27"         # "friday" when reporting what happened
THU = "2026-02-26"
WED_LAST = "2026-02-25"
TUE_LAST = "2026-02-24"
MON_LAST = "2026-02-23"
THU_2AGO = "2026-02-19"
TUE_2AGO = "2026-02-17"
NEXT_THU = "2026-03-05"    # "thursday" in a plan
NEXT_FRI = "2026-03-06"    # "friday" in a plan or skip
NEXT_SAT = "2026-03-07"    # "saturday" in a plan

MWF = ("days", "mon wed fri")


def H(name, freq, tier="must", polarity="build", group=None, archived=False, marks=()):
    """A setup habit in the compact form run_eval.setup_doc() reads."""
    return {"name": name, "freq": freq, "tier": tier, "polarity": polarity,
            "group": group, "archived": archived, "marks": [tuple(m) for m in marks]}


CASES = [
    # ------------------------------------------------------------------ add / slots / free
    # src: https://github.com/InlitX/streak/issues/112
    {"id": "gy01", "cat": "add", "setup": [],
     "turns": ["wanna track working out but only mon-fri, weekends are my rest days so they shouldnt count against me"],
     "expect": {"count": 1,
                "habits": [{"name": "~work", "freq": ("days", "mon tue wed thu fri"), "polarity": "build"}]}},

    {"id": "gy02", "cat": "slots", "setup": [],
     "turns": ["add running", "3x a week"],
     "expect": {"count": 1, "habits": [{"name": "~run", "freq": ("weekly", 3)}]}},

    {"id": "gy03", "cat": "slots", "setup": [],
     "turns": ["i need a habit for leg day lol", "once a week"],
     "expect": {"count": 1, "habits": [{"name": "~leg", "freq": ("weekly", 1)}]}},

    {"id": "gy04", "cat": "slots", "setup": [],
     "turns": ["can u add gym", "mon wed fri"],
     "expect": {"count": 1, "habits": [{"name": "~gym", "freq": MWF}]}},

    # src: https://www.sharonrutledgend.com/blog/just-one-healthy-habit-stretching
    {"id": "gy05", "cat": "free", "setup": [],
     "turns": ["after a run i just wanna eat and shower so stretching always gets pushed to the back. "
               "can we add stretching, nice to have not a must", "daily"],
     "expect": {"count": 1, "habits": [{"name": "~stretch", "freq": ("daily",), "tier": "nice"}],
                "nomarks": [("~stretch", TODAY)]}},

    # src: https://kovaasport.com/blog/couch-to-5k-complete-beginners-running-plan
    {"id": "gy06", "cat": "free", "setup": [],
     "turns": ["add couch to 5k, its 3 runs a week. been putting it off forever tbh"],
     "expect": {"count": 1, "habits": [{"name": "~5k", "freq": ("weekly", 3)}], "maxlen": 30}},

    {"id": "gy07", "cat": "free", "setup": [],
     "turns": ["honestly i should be lifting weights instead of doing cardio all the time", "twice a week"],
     "expect": {"count": 1, "habits": [{"name": "~lift", "freq": ("weekly", 2), "polarity": "build"}],
                "maxlen": 25}},

    # ------------------------------------------------------------------ avoid
    {"id": "gy08", "cat": "avoid", "setup": [],
     "turns": ["i need to quit energy drinks, i slam one before every session and my sleep is wrecked"],
     "expect": {"count": 1, "habits": [{"name": "~energy", "polarity": "avoid", "freq": ("daily",)}]}},

    {"id": "gy09", "cat": "avoid",
     "setup": [H("Energy drinks", ("daily",), polarity="avoid"), H("Gym", MWF)],
     "turns": ["had an energy drink before the gym this morning oops"],
     "expect": {"count": 2, "marks": [("Energy drinks", TODAY, "slipped")]}},

    {"id": "gy10", "cat": "multi",
     "setup": [H("Energy drinks", ("daily",), polarity="avoid"), H("Gym", ("weekly", 3))],
     "turns": ["slipped on the energy drinks yesterday but still got to the gym"],
     "expect": {"count": 2,
                "marks": [("Energy drinks", YESTERDAY, "slipped"), ("Gym", YESTERDAY, "done")],
                "nomarks": [("Energy drinks", TODAY), ("Gym", TODAY)]}},

    # src: https://github.com/fraz3alpha/running-challenges/issues/92
    {"id": "gy11", "cat": "multi", "setup": [],
     "turns": ["add parkrun every saturday and yoga twice a week"],
     "expect": {"count": 2, "habits": [{"name": "~parkrun", "freq": ("days", "sat")},
                                       {"name": "~yoga", "freq": ("weekly", 2)}]}},

    # ------------------------------------------------------------------ tier / group
    {"id": "gy12", "cat": "tier", "setup": [H("Stretch", ("daily",))],
     "turns": ["make stretching optional, its more of a nice to have than a must"],
     "expect": {"count": 1, "habits": [{"name": "Stretch", "tier": "nice", "freq": ("daily",)}]}},

    # src: https://github.com/zincplusplus/habit-tracker/issues/60
    {"id": "gy13", "cat": "group",
     "setup": [H("Running", ("weekly", 2)), H("Swimming", ("weekly", 1)), H("Cycling", ("weekly", 1))],
     "turns": ["put running, swimming and cycling in a group called cardio, i only need to do 1 of them"],
     "expect": {"count": 3,
                "groups": [{"name": "Cardio", "require": 1, "members": ["Running", "Swimming", "Cycling"]}]}},

    {"id": "gy14", "cat": "group",
     "setup": [H("Gym", MWF, group="Training"), H("Running", ("weekly", 2), group="Training")],
     "turns": ["add swimming 2x a week, put it in training with the others"],
     "expect": {"count": 3, "habits": [{"name": "~swim", "freq": ("weekly", 2), "group": "Training"},
                                       {"name": "Gym", "group": "Training"},
                                       {"name": "Running", "group": "Training"}]}},

    # ------------------------------------------------------------------ edits
    {"id": "gy15", "cat": "edit", "setup": [H("Gym", MWF, marks=[(MON, "done")])],
     "turns": ["rename gym to lifting pls"],
     "expect": {"count": 1, "habits": [{"name": "Lifting", "freq": MWF}],
                "marks": [("Lifting", MON, "done")]}},

    {"id": "gy16", "cat": "edit", "setup": [H("Long run", ("days", "sun"), marks=[(SUN, "done")])],
     "turns": ["move my long run to saturdays from now on"],
     "expect": {"count": 1, "habits": [{"name": "Long run", "freq": ("days", "sat")}],
                "marks": [("Long run", SUN, "done")]}},

    # src: https://github.com/InlitX/streak/issues/214
    {"id": "gy17", "cat": "edit", "setup": [H("Workout", ("weekly", 4), marks=[(MON, "done")])],
     "turns": ["im splitting my workouts up. add upper body on mondays and thursdays and lower body on tuesdays and fridays",
               "and archive the old workout one"],
     "expect": {"count": 3,
                "habits": [{"name": "~upper", "freq": ("days", "mon thu")},
                           {"name": "~lower", "freq": ("days", "tue fri")},
                           {"name": "Workout", "archived": True}]}},

    # src: https://github.com/iSoron/uhabits/issues/191
    {"id": "gy18", "cat": "edit",
     "setup": [H("Push day", ("weekly", 1)), H("Pull day", ("weekly", 1))],
     "turns": ["archive push day and pull day, im merging them into one", "add upper body day twice a week"],
     "expect": {"count": 3,
                "habits": [{"name": "Push day", "archived": True}, {"name": "Pull day", "archived": True},
                           {"name": "~upper", "freq": ("weekly", 2), "archived": False}]}},

    {"id": "gy19", "cat": "edit", "setup": [H("Gym", MWF)],
     "turns": ["remind me to go to the gym at 6:30am on mon wed fri"],
     "expect": {"count": 1, "habits": [{"name": "Gym", "freq": MWF}],
                "reminders": [("Gym", "06:30", "mon wed fri")], "nomarks": [("Gym", TODAY)]}},

    # ------------------------------------------------------------------ logging, amounts
    {"id": "gy20", "cat": "log", "setup": [H("Running", ("weekly", 3)), H("Pushups", ("daily",))],
     "turns": ["ran 5k this morning and did 4x25 pushups after"],
     "expect": {"count": 2, "marks": [("Running", TODAY, "done"), ("Pushups", TODAY, "done")]}},

    # src: https://github.com/iSoron/uhabits/issues/399
    {"id": "gy21", "cat": "log", "setup": [],
     "turns": ["add running, goal is 20km a week", "did 6k today", "and 4 km on monday"],
     "expect": {"count": 1, "habits": [{"name": "~run", "target": {"amount": 20, "unit": "km"}}],
                "marks": [("~run", TODAY, "done", 6), ("~run", MON, "done", 4)]}},

    # src: https://github.com/xpavle00/Habo/issues/130
    {"id": "gy22", "cat": "log", "setup": [],
     "turns": ["i want to do 100 pushups every day", "did 40 so far", "another 30 just now"],
     "expect": {"count": 1, "habits": [{"name": "~push", "target": {"amount": 100}}],
                "marks": [("~push", TODAY, "partial", 70)]}},

    # src: https://github.com/daya0576/beaverhabits/issues/147
    {"id": "gy23", "cat": "log", "setup": [H("Running", MWF)],
     "turns": ["skipping my run today, knee is playing up again"],
     "expect": {"count": 1, "marks": [("Running", TODAY, "skipped")],
                "habits": [{"name": "Running", "freq": MWF}]}},

    # ------------------------------------------------------------------ dates
    {"id": "gy24", "cat": "dates", "setup": [H("Gym", MWF), H("Running", ("weekly", 3))],
     "turns": ["went to the gym on monday and friday, and ran on saturday"],
     "expect": {"count": 2,
                "habits": [{"name": "Gym", "freq": MWF}, {"name": "Running", "freq": ("weekly", 3)}],
                "marks": [("Gym", MON, "done"), ("Gym", FRI, "done"), ("Running", SAT, "done")],
                "nomarks": [("Gym", TODAY), ("Running", TODAY)]}},

    {"id": "gy25", "cat": "dates", "setup": [H("Gym", MWF)],
     "turns": ["skip gym friday, im travelling for work"],
     "expect": {"count": 1, "habits": [{"name": "Gym", "freq": MWF}],
                "marks": [("Gym", NEXT_FRI, "skipped")], "nomarks": [("Gym", TODAY), ("Gym", FRI)]}},

    # ------------------------------------------------------------------ corrections / robustness
    {"id": "gy26", "cat": "correct", "setup": [],
     "turns": ["add rowing 4x a week", "actually make it 3"],
     "expect": {"count": 1, "habits": [{"name": "~row", "freq": ("weekly", 3)}]}},

    {"id": "gy27", "cat": "correct", "setup": [H("Gym", ("weekly", 3))],
     "turns": ["gym done", "wait no, that was yesterday"],
     "expect": {"count": 1, "marks": [("Gym", YESTERDAY, "done")], "nomarks": [("Gym", TODAY)]}},

    {"id": "gy28", "cat": "robust", "setup": [H("Running", ("weekly", 3)), H("Gym", MWF)],
     "turns": ["ran 5km yesturday", "GYM DONE!!!"],
     "expect": {"count": 2, "marks": [("Running", YESTERDAY, "done"), ("Gym", TODAY, "done")],
                "nomarks": [("Running", TODAY)]}},

    # ------------------------------------------------------------------ questions
    # src: https://github.com/iSoron/uhabits/issues/527
    {"id": "gy29", "cat": "query",
     "setup": [H("Gym", ("days", "tue thu"),
                 marks=[(TUE_2AGO, "done"), (THU_2AGO, "done"), (TUE_LAST, "done"), (THU, "done"),
                        (YESTERDAY, "done")])],
     "turns": ["hows my gym streak looking? pretty sure i havent missed a tuesday or thursday in weeks"],
     "expect": {"unchanged": True, "reply": r"\b5\b"}},

    {"id": "gy30", "cat": "query",
     "setup": [H("Running", ("weekly", 3), marks=[(MON, "done"), (YESTERDAY, "done")])],
     "turns": ["how many runs have i done this week?"],
     "expect": {"unchanged": True, "reply": r"\b2\b"}},

    {"id": "gy31", "cat": "query",
     "setup": [H("Gym", MWF), H("Stretch", ("daily",), tier="nice", marks=[(TODAY, "done")])],
     "turns": ["what have i still got to do today"],
     "expect": {"unchanged": True, "reply": r"(?i)gym"}},

    # ------------------------------------------------------------------ must change nothing
    {"id": "gy32", "cat": "safety", "setup": [H("Gym", MWF), H("Running", ("weekly", 3))],
     "turns": ["my mate just hit a 200kg deadlift lol absolute unit",
               "also my new running shoes were 160 quid, bit steep but the old ones had like 800km on them"],
     "expect": {"unchanged": True}},

    # src: https://logandonley.com/2019/10/deload-week/
    {"id": "gy33", "cat": "safety", "setup": [H("Gym", MWF)],
     "turns": ["next week's a deload so i'll just go a lot lighter on everything, still going in tho"],
     "expect": {"unchanged": True}},

    {"id": "gy34", "cat": "safety", "setup": [H("Running", ("weekly", 3))],
     "turns": ["tweaked my hamstring, physio says no running for 2 weeks"],
     "expect": {"unchanged": True}},

    {"id": "gy35", "cat": "safety", "setup": [],
     "turns": ["thinking i might do a marathon someday, maybe next year idk"],
     "expect": {"count": 0}},

    {"id": "gy36", "cat": "safety", "setup": [H("Gym", MWF)],
     "turns": ["didnt make it to the gym on monday, work ran late"],
     "expect": {"count": 1, "habits": [{"name": "Gym", "freq": MWF}],
                "notdone": [("Gym", MON), ("Gym", TODAY)]}},

    {"id": "gy37", "cat": "safety", "setup": [H("Spin class", ("days", "wed"))],
     "turns": ["spin got cancelled this morning, instructor's off sick"],
     "expect": {"count": 1, "habits": [{"name": "Spin class", "freq": ("days", "wed")}],
                "notdone": [("Spin class", TODAY)]}},

    # src: https://momarock.wordpress.com/2011/08/02/stretch-stretch-stretch/
    {"id": "gy38", "cat": "safety", "setup": [H("Running", ("weekly", 3))],
     "turns": ["was meant to do 6k today but my legs were so stiff i only managed 4 and walked some of it"],
     "expect": {"count": 1, "habits": [{"name": "Running", "freq": ("weekly", 3)}],
                "notdone": [("Running", TODAY)]}},

    {"id": "gy39", "cat": "safety", "setup": [H("Gym", MWF)],
     "turns": ["hit a bench PR today!! 100kg finally"],
     "expect": {"count": 1, "habits": [{"name": "Gym", "freq": MWF}]}},

    {"id": "gy40", "cat": "safety", "setup": [H("Gym", ("days", "mon thu"))],
     "turns": ["this week i need to move thursdays session to saturday, got a dentist appointment"],
     "expect": {"count": 1, "habits": [{"name": "Gym", "freq": ("days", "mon thu")}],
                "notdone": [("Gym", NEXT_THU), ("Gym", NEXT_SAT), ("Gym", TODAY)]}},
]
