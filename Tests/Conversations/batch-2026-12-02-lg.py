"""Blind batch LG (2026-12-02): people writing English as a second language.

Small grammar mistakes, missing articles, literal translations ("I make sport",
"I did already the meditation"), odd word order, present tense for the past,
mixed-up prepositions -- the meaning stays clear to a careful human reader.

Clock for every case: Wednesday 2026-03-04 09:00 (local = UTC).
  yesterday = Tue 03-03, "on monday" = 03-02, "the day before yesterday" = 03-02,
  "last friday" (a report) = 02-27, "friday" in a plan or skip = 03-06.

Mix: 16 single-message requests, 12 exchanges of 2-3 turns where the person answers
the coach's question, 12 messages that must change nothing (or where only
"nothing wrong happened" is asserted).
"""

TODAY = "2026-03-04"
YESTERDAY = "2026-03-03"
MON = "2026-03-02"
SUN = "2026-03-01"
SAT = "2026-02-28"
FRI = "2026-02-27"
THU = "2026-02-26"


def H(name, freq=("daily",), tier="must", polarity="build", group=None, archived=False, marks=()):
    """A habit imported before the conversation (the compact setup form run_eval.py reads)."""
    return {"name": name, "freq": freq, "tier": tier, "polarity": polarity,
            "group": group, "archived": archived, "marks": list(marks)}


CASES = [
    # ------------------------------------------------------------------
    # Single-message requests that change something
    # ------------------------------------------------------------------
    # src: https://github.com/wakatara/harsh/issues/24
    {"id": "LG01", "cat": "add", "setup": [],
     "turns": ["please add gym, I go there 6 times in the week normally"],
     "expect": {"count": 1, "habits": [{"name": "~gym", "freq": ("weekly", 6), "polarity": "build"}]}},

    {"id": "LG02", "cat": "add", "setup": [],
     "turns": ["please add habit: learn english 20 minutes every day"],
     "expect": {"count": 1, "habits": [{"name": "~english", "freq": ("daily",), "polarity": "build",
                                        "target": {"amount": 20, "unit": "minute"}}]}},

    # src: https://www.jmu.edu/humanresources/balanced-dukes/smoking_cessation.shtml
    {"id": "LG03", "cat": "avoid", "setup": [],
     "turns": ["i want stop to smoke so much, maximum 5 cigarettes in the day"],
     "expect": {"count": 1, "habits": [{"name": ["Smoking", "Smoke", "Smoke less", "Smoking less", "Less smoking",
                                                 "Cigarettes", "Cigarette", "Smoke cigarettes", "Smoke so much",
                                                 "Smoking so much"],
                                        "polarity": "avoid", "freq": ("daily",),
                                        "target": {"amount": 5, "unit": "cigarette"}}]}},

    {"id": "LG04", "cat": "dates", "setup": [H("Meditation")],
     "turns": ["I did already the meditation today, and also the day before yesterday. only yesterday I forget"],
     "expect": {"count": 1,
                "habits": [{"name": "Meditation", "freq": ("daily",)}],
                "marks": [("Meditation", TODAY, "done"), ("Meditation", MON, "done")],
                "notdone": [("Meditation", YESTERDAY)]}},

    {"id": "LG05", "cat": "log", "setup": [H("Running", freq=("weekly", 3))],
     "turns": ["yesterday I go running, 5 km, was very nice"],
     "expect": {"count": 1,
                "habits": [{"name": "Running", "freq": ("weekly", 3)}],
                "marks": [("Running", YESTERDAY, "done")],
                "nomarks": [("Running", TODAY)]}},

    {"id": "LG06", "cat": "multi", "setup": [H("Yoga"), H("Reading"), H("Journal")],
     "turns": ["today I make yoga and also the reading. journal not yet"],
     "expect": {"count": 3,
                "marks": [("Yoga", TODAY, "done"), ("Reading", TODAY, "done")],
                "nomarks": [("Journal", TODAY)]}},

    {"id": "LG07", "cat": "dates", "setup": [H("Swimming", freq=("weekly", 2))],
     "turns": ["last friday and on monday I was in the swimming pool"],
     "expect": {"count": 1,
                "habits": [{"name": "Swimming", "freq": ("weekly", 2)}],
                "marks": [("Swimming", FRI, "done"), ("Swimming", MON, "done")],
                "nomarks": [("Swimming", TODAY)]}},

    {"id": "LG08", "cat": "log", "setup": [H("Gym", freq=("days", "mon wed fri"))],
     "turns": ["please make skip for the gym today, I have fever"],
     "expect": {"count": 1,
                "habits": [{"name": "Gym", "freq": ("days", "mon wed fri")}],
                "marks": [("Gym", TODAY, "skipped")]}},

    {"id": "LG09", "cat": "avoid", "setup": [H("Sweets", polarity="avoid")],
     "turns": ["I eated sweets yesterday evening, too much chocolate"],
     "expect": {"count": 1,
                "marks": [("Sweets", YESTERDAY, "slipped")],
                "nomarks": [("Sweets", TODAY)]}},

    # src: https://www.mentorsnow.org/post/4-lessons-from-a-400-day-streak-on-a-language-learning-app
    {"id": "LG10", "cat": "edit", "setup": [H("Duolingo", marks=[(MON, "done")])],
     "turns": ["please change the name of duolingo in Spanish practice"],
     "expect": {"count": 1,
                "habits": [{"name": "Spanish practice", "freq": ("daily",)}],
                "marks": [("Spanish practice", MON, "done")]}},

    {"id": "LG11", "cat": "multi", "setup": [],
     "turns": ["add push ups every day and remind me about it at 7 in the evening"],
     "expect": {"count": 1,
                "habits": [{"name": "~push", "freq": ("daily",)}],
                "reminders": [("~push", "19:00")]}},

    # src: https://github.com/HabitRPG/habitica/issues/142
    {"id": "LG12", "cat": "multi", "setup": [],
     "turns": ["add for me two things: walk with the dog every day and vacuum the flat three times in week"],
     "expect": {"count": 2,
                "habits": [{"name": "~dog", "freq": ("daily",)},
                           {"name": "~vacuum", "freq": ("weekly", 3)}]}},

    {"id": "LG13", "cat": "edit", "setup": [H("Guitar", marks=[(YESTERDAY, "done")])],
     "turns": ["guitar every day is too much for me, please change it to two times in week"],
     "expect": {"count": 1,
                "habits": [{"name": "Guitar", "freq": ("weekly", 2)}],
                "marks": [("Guitar", YESTERDAY, "done")]}},

    {"id": "LG14", "cat": "tier", "setup": [H("Stretching", tier="must")],
     "turns": ["stretching is not obligatory for me, put it like nice to have"],
     "expect": {"count": 1,
                "habits": [{"name": "Stretching", "tier": "nice", "freq": ("daily",)}]}},

    # src: https://github.com/iSoron/uhabits/issues/88
    {"id": "LG15", "cat": "multi", "setup": [H("Yoga"), H("Swimming", freq=("days", "mon wed fri"))],
     "turns": ["yesterday I made yoga, and today I skip swimming because the pool is closed for public holiday"],
     "expect": {"count": 2,
                "marks": [("Yoga", YESTERDAY, "done"), ("Swimming", TODAY, "skipped")],
                "nomarks": [("Yoga", TODAY)]}},

    # src: https://github.com/iSoron/uhabits/issues/722
    {"id": "LG16", "cat": "edit",
     "setup": [H("Chinese", freq=("weekly", 3), marks=[(MON, "done")]), H("Reading")],
     "turns": ["my chinese course is finish, please put the chinese habit in archive, maybe later I start next level"],
     "expect": {"count": 2,
                "habits": [{"name": "Chinese", "archived": True},
                           {"name": "Reading", "archived": False}],
                "marks": [("Chinese", MON, "done")]}},

    # ------------------------------------------------------------------
    # Exchanges: the person answers the coach's question
    # ------------------------------------------------------------------
    # src: https://www.huffpost.com/entry/smartphone-addiction_b_8340854
    {"id": "LG17", "cat": "slots", "setup": [],
     "turns": ["I want to begin read books before sleeping", "each day"],
     "expect": {"count": 1, "habits": [{"name": "~read", "freq": ("daily",), "polarity": "build"}]}},

    {"id": "LG18", "cat": "slots", "setup": [],
     "turns": ["add habit to call my mother", "one time in the week"],
     "expect": {"count": 1, "habits": [{"name": "~call", "freq": ("weekly", 1)}]}},

    # src: https://github.com/daya0576/beaverhabits/issues/87
    {"id": "LG19", "cat": "slots", "setup": [],
     "turns": ["i like to ride mountain bike, please put it in my habits", "two times each week"],
     "expect": {"count": 1, "habits": [{"name": "~bike", "freq": ("weekly", 2)}]}},

    {"id": "LG20", "cat": "group", "setup": [H("Running"), H("Swimming")],
     "turns": ["please make a group with name Sport, inside running and swimming", "1 is enough"],
     "expect": {"count": 2,
                "groups": [{"name": "Sport", "require": 1, "members": ["Running", "Swimming"]}],
                "habits": [{"name": "Running", "group": "Sport"}, {"name": "Swimming", "group": "Sport"}]}},

    # src: https://github.com/DanielRendox/RoutineTracker/issues/25
    {"id": "LG21", "cat": "slots", "setup": [H("Medicine")],
     "turns": ["put reminder for the medicine please", "at 8 of morning, only working days"],
     "expect": {"count": 1,
                "habits": [{"name": "Medicine", "freq": ("daily",)}],
                "reminders": [("Medicine", "08:00", "mon tue wed thu fri")]}},

    # src: https://github.com/dessalines/habit-maker/issues/335
    {"id": "LG22", "cat": "slots", "setup": [],
     "turns": ["I need drink more water", "8 glass every day"],
     "expect": {"count": 1,
                "habits": [{"name": "~water", "freq": ("daily",), "polarity": "build",
                            "target": {"amount": 8, "unit": "glass"}}]}},

    {"id": "LG23", "cat": "avoid", "setup": [],
     "turns": ["i want stop eating fast food", "today for breakfast i eat already a burger, so i broke it"],
     "expect": {"count": 1,
                "habits": [{"name": "~fast food", "polarity": "avoid", "freq": ("daily",)}],
                "marks": [("~fast food", TODAY, "slipped")]}},

    {"id": "LG24", "cat": "correct", "setup": [],
     "turns": ["add yoga 4 times in week", "no sorry, i mean 3 times"],
     "expect": {"count": 1, "habits": [{"name": "Yoga", "freq": ("weekly", 3)}]}},

    {"id": "LG25", "cat": "slots", "setup": [],
     "turns": ["I want to go to the swimming", "monday and thursday"],
     "expect": {"count": 1, "habits": [{"name": "~swim", "freq": ("days", "mon thu")}]}},

    {"id": "LG26", "cat": "edit", "setup": [H("Piano", marks=[(MON, "done")]), H("Reading")],
     "turns": ["delete piano please, I sold it last month", "yes"],
     "expect": {"count": 1, "habits": [{"name": "Reading", "freq": ("daily",)}]}},

    # src: https://github.com/ofalvai/HabitBuilder/issues/326
    {"id": "LG27", "cat": "log", "setup": [],
     "turns": ["add reading 20 pages every day", "today i read already 12 pages"],
     "expect": {"count": 1,
                "habits": [{"name": "~read", "freq": ("daily",), "target": {"amount": 20, "unit": "page"}}],
                "marks": [("~read", TODAY, "partial", 12)]}},

    {"id": "LG28", "cat": "log", "setup": [],
     "turns": ["add drink water 8 glasses per day", "I drinked 3 glasses until now", "and 2 more after breakfast"],
     "expect": {"count": 1,
                "habits": [{"name": "~water", "freq": ("daily",), "target": {"amount": 8, "unit": "glass"}}],
                "marks": [("~water", TODAY, "partial", 5)]}},

    # ------------------------------------------------------------------
    # Messages that must change nothing (or only "nothing wrong happened")
    # ------------------------------------------------------------------
    {"id": "LG29", "cat": "safety", "setup": [H("Running", freq=("weekly", 3))],
     "turns": ["my husband make running every morning, he is crazy haha"],
     "expect": {"unchanged": True}},

    {"id": "LG30", "cat": "safety", "setup": [H("Meditation")],
     "turns": ["today I didn't had time for meditate, maybe in the evening"],
     "expect": {"count": 1, "notdone": [("Meditation", TODAY)],
                "habits": [{"name": "Meditation", "freq": ("daily",)}]}},

    {"id": "LG31", "cat": "safety", "setup": [H("Sport", freq=("weekly", 3))],
     "turns": ["tomorrow I make sport after the work"],
     "expect": {"unchanged": True}},

    {"id": "LG32", "cat": "query", "setup": [H("Reading", marks=[(MON, "done"), (YESTERDAY, "done")])],
     "turns": ["how much days I read in this week?"],
     "expect": {"unchanged": True}},

    {"id": "LG33", "cat": "safety", "setup": [H("Yoga")],
     "turns": ["I feel very tired this days, no motivation for nothing"],
     "expect": {"unchanged": True}},

    {"id": "LG34", "cat": "safety", "setup": [],
     "turns": ["can you order for me a pizza with extra cheese?"],
     "expect": {"unchanged": True, "count": 0}},

    {"id": "LG35", "cat": "safety", "setup": [],
     "turns": ["I work from 9 until 18 in the office, monday to friday"],
     "expect": {"unchanged": True, "count": 0}},

    # src: https://github.com/daya0576/beaverhabits/issues/147
    {"id": "LG36", "cat": "safety", "setup": [H("Running")],
     "turns": ["today I run only 2 km, my knee was hurting"],
     "expect": {"count": 1, "notdone": [("Running", TODAY)],
                "habits": [{"name": "Running", "freq": ("daily",)}]}},

    {"id": "LG37", "cat": "safety", "setup": [H("Dance class", freq=("days", "wed"))],
     "turns": ["the dance class today is cancelled from the teacher"],
     "expect": {"count": 1, "notdone": [("Dance class", TODAY)],
                "habits": [{"name": "Dance class", "freq": ("days", "wed")}]}},

    # src: https://www.huffpost.com/entry/smartphone-addiction_b_8340854
    {"id": "LG38", "cat": "safety", "setup": [H("Reading")],
     "turns": ["instead to read I was all the evening on tiktok"],
     "expect": {"count": 1, "notdone": [("Reading", TODAY), ("Reading", YESTERDAY)]}},

    {"id": "LG39", "cat": "safety", "setup": [H("Morning run"), H("Evening run")],
     "turns": ["I make the run already"],
     "expect": {"count": 2, "notdone": [("Evening run", TODAY)]}},

    {"id": "LG40", "cat": "safety", "setup": [H("Yoga")],
     "turns": ["my sister want to start yoga also, she ask me about this app"],
     "expect": {"unchanged": True}},
]
