"""Fresh batch j: new users describing goals in their own words, non-native English,
typos / autocorrect, text-speak, British wording and emoji.

Clock: Wednesday 2026-03-04 09:00 (local = UTC).
  yesterday = Tue 03-03, "the day before yesterday" / "on monday" = 03-02,
  "sunday" (report) / "1st march" = 03-01, "2moro" = Thu 03-05 (a skip, so allowed).
Format: as in ../shared/eval/dev_cases.py (see its first 40 lines).
"""

TODAY = "2026-03-04"
YESTERDAY = "2026-03-03"
MON = "2026-03-02"
SUN = "2026-03-01"
SAT = "2026-02-28"
TOMORROW = "2026-03-05"

WEEKDAYS = ("days", "mon tue wed thu fri")


def H(name, freq=("daily",), tier="must", polarity="build", group=None, archived=False, marks=()):
    """A habit for `setup` (imported before the conversation)."""
    return {"name": name, "freq": freq, "tier": tier, "polarity": polarity,
            "group": group, "archived": archived, "marks": list(marks)}


CASES = [
    # ------------------------------------------------------------------ adding, new users
    # src: https://github.com/dwyl/health/issues/35
    {"id": "j_free01", "cat": "slots", "setup": [],
     "turns": ["hi!! just downloaded this", "i should really drink more water tbh", "8 glasses a day"],
     "expect": {"count": 1,
                "habits": [{"name": "~water", "freq": ("daily",), "polarity": "build",
                            "target": {"amount": 8, "unit": "glass"}}]}},

    {"id": "j_free02", "cat": "free", "setup": [],
     "turns": ["my doctor says i need to walk 30 mins every day, can u add that"],
     "expect": {"count": 1, "maxlen": 30,
                "habits": [{"name": "~walk", "freq": ("daily",), "polarity": "build"}]}},

    {"id": "j_add01", "cat": "add", "setup": [],
     "turns": ["I want add new habit: study german every weekday in morning"],
     "expect": {"count": 1,
                "habits": [{"name": "~german", "freq": WEEKDAYS, "polarity": "build"}]}},

    {"id": "j_add02", "cat": "add", "setup": [],
     "turns": ["fancy getting back into swimming, 3 times a week should do it"],
     "expect": {"count": 1, "maxlen": 25,
                "habits": [{"name": "~swim", "freq": ("weekly", 3)}]}},

    # src: https://github.com/dohsimpson/HabitTrove/issues/1
    {"id": "j_add03", "cat": "add", "setup": [],
     "turns": ["add gym mon wed n fri pls 💪"],
     "expect": {"count": 1, "maxlen": 20,
                "habits": [{"name": "~gym", "freq": ("days", "mon wed fri")}]}},

    # src: https://github.com/shub39/Grit/issues/218
    {"id": "j_add04", "cat": "add", "setup": [],
     "turns": ["can i set a habit to take my iron tablets every other day"],
     "expect": {"count": 1, "maxlen": 30,
                "habits": [{"name": "~iron", "freq": ("interval", 2), "polarity": "build"}]}},

    # src: https://github.com/HabitRPG/habitica/issues/465
    {"id": "j_add05", "cat": "add", "setup": [],
     "turns": ["i'd like to go over my budget fortnightly"],
     "expect": {"count": 1, "maxlen": 30,
                "habits": [{"name": "~budget", "freq": ("interval", 14)}]}},

    {"id": "j_slots01", "cat": "slots", "setup": [],
     "turns": ["i keep telling myself ill start journaling and then never do lol", "4 times a wk"],
     "expect": {"count": 1, "maxlen": 25,
                "habits": [{"name": "~journal", "freq": ("weekly", 4), "polarity": "build"}]}},

    {"id": "j_multi01", "cat": "multi", "setup": [],
     "turns": ["add journaling every night and cut down on sugar pls"],
     "expect": {"count": 2,
                "habits": [{"name": "~journal", "freq": ("daily",), "polarity": "build"},
                           {"name": "~sugar", "freq": ("daily",), "polarity": "avoid"}]}},

    # ------------------------------------------------------------------ avoid habits and slips
    {"id": "j_avoid01", "cat": "avoid", "setup": [],
     "turns": ["trying to cut down on energy drinks 😩"],
     "expect": {"count": 1, "maxlen": 25,
                "habits": [{"name": "~energy", "polarity": "avoid", "freq": ("daily",)}]}},

    # src: https://github.com/iSoron/uhabits/issues/15
    {"id": "j_avoid02", "cat": "avoid",
     "setup": [H("Smoking", polarity="avoid")],
     "turns": ["ugh had a cig after work yesterday 😞"],
     "expect": {"count": 1, "marks": [("Smoking", YESTERDAY, "slipped")],
                "nomarks": [("Smoking", TODAY)]}},

    # src: https://github.com/xpavle00/Habo/issues/135
    {"id": "j_avoid03", "cat": "avoid", "setup": [],
     "turns": ["I want stop to drink alcohol in the week days"],
     "expect": {"count": 1,
                "habits": [{"name": "~alcohol", "polarity": "avoid", "freq": WEEKDAYS}]}},

    # ------------------------------------------------------------------ logging, today and past days
    {"id": "j_log01", "cat": "log",
     "setup": [H("Read"), H("Run", ("weekly", 3)), H("Floss")],
     "turns": ["red and flosed today, no run tho 🙃"],
     "expect": {"count": 3,
                "marks": [("Read", TODAY, "done"), ("Floss", TODAY, "done")],
                "notdone": [("Run", TODAY)]}},

    {"id": "j_log02", "cat": "log", "setup": [],
     "turns": ["i want to drink 2 litres of water a day", "drank 1 litre so far 💧"],
     "expect": {"count": 1,
                "habits": [{"name": "~water", "freq": ("daily",), "target": {"amount": 2, "unit": "litre"}}],
                "marks": [("~water", TODAY, "partial", 1)]}},

    # src: https://github.com/iSoron/uhabits/issues/32
    {"id": "j_dates01", "cat": "dates",
     "setup": [H("Run", ("weekly", 3))],
     "turns": ["went for a run the day before yesterday, forgot to tell u"],
     "expect": {"count": 1, "habits": [{"name": "Run", "freq": ("weekly", 3)}],
                "marks": [("Run", MON, "done")],
                "nomarks": [("Run", YESTERDAY), ("Run", TODAY)]}},

    {"id": "j_dates02", "cat": "dates",
     "setup": [H("Meditation"), H("Reading")],
     "turns": ["yesterday i was do meditation and also reading the book"],
     "expect": {"count": 2,
                "marks": [("Meditation", YESTERDAY, "done"), ("Reading", YESTERDAY, "done")],
                "nomarks": [("Meditation", TODAY), ("Reading", TODAY)]}},

    # src: https://github.com/codito/habito/issues/31
    {"id": "j_dates03", "cat": "dates",
     "setup": [H("Guitar")],
     "turns": ["played guitar on 1st march but forgot to tick it off"],
     "expect": {"count": 1, "habits": [{"name": "Guitar", "freq": ("daily",)}],
                "marks": [("Guitar", SUN, "done")], "nomarks": [("Guitar", TODAY)]}},

    # ------------------------------------------------------------------ undo and corrections
    {"id": "j_correct01", "cat": "correct",
     "setup": [H("Stretching"), H("Flossing")],
     "turns": ["stretched 👍", "oops wrong one, undo that. i meant flossing"],
     "expect": {"count": 2, "marks": [("Flossing", TODAY, "done")],
                "nomarks": [("Stretching", TODAY)]}},

    {"id": "j_correct02", "cat": "correct",
     "setup": [H("Walk the dog")],
     "turns": ["walked the dog 🐕", "wait no that was yesterday not today"],
     "expect": {"count": 1, "marks": [("Walk the dog", YESTERDAY, "done")],
                "nomarks": [("Walk the dog", TODAY)]}},

    {"id": "j_correct03", "cat": "correct", "setup": [],
     "turns": ["add reading every day", "actually make it weekdays only"],
     "expect": {"count": 1, "habits": [{"name": "~read", "freq": WEEKDAYS}]}},

    {"id": "j_correct04", "cat": "correct", "setup": [],
     "turns": ["i want to start running", "hmm never mind, not now"],
     "expect": {"count": 0}},

    # ------------------------------------------------------------------ skips, being away, pausing
    # src: https://github.com/daya0576/beaverhabits/issues/147
    {"id": "j_skip01", "cat": "log",
     "setup": [H("Gym", ("days", "mon wed fri"))],
     "turns": ["skipping gym today, pulled a muscle in my back"],
     "expect": {"count": 1, "habits": [{"name": "Gym", "freq": ("days", "mon wed fri")}],
                "marks": [("Gym", TODAY, "skipped")]}},

    {"id": "j_skip02", "cat": "log",
     "setup": [H("Piano")],
     "turns": ["skip piano 2moro, got a dentist appt"],
     "expect": {"count": 1, "habits": [{"name": "Piano", "freq": ("daily",)}],
                # Amended by the engineer: SPEC §3 refuses marks on future days; a skip ahead is a pause of that day.
                "notdone": [("Piano", TOMORROW)], "reply": r"(?i)paused|skip", "nomarks": [("Piano", TODAY)]}},

    # src: https://github.com/HabitRPG/habitica/issues/687
    {"id": "j_away01", "cat": "safety",
     "setup": [H("Run", ("weekly", 3)), H("Read")],
     "turns": ["im sick with the flu til sunday 🤒", "yes please"],
     "expect": {"count": 2,
                "habits": [{"name": "Run", "freq": ("weekly", 3), "archived": False},
                           {"name": "Read", "freq": ("daily",), "archived": False}],
                "notdone": [("Run", TODAY), ("Read", TODAY)]}},

    {"id": "j_pause01", "cat": "correct",
     "setup": [H("Yoga")],
     "turns": ["pause yoga for 2 weeks, im away", "actually never mind, dont pause it"],
     "expect": {"unchanged": True, "nopauses": True}},

    # src: https://github.com/goodtohear/habits/issues/49
    {"id": "j_pause02", "cat": "correct",
     "setup": [H("Swimming", ("weekly", 2))],
     "turns": ["pause swimming this wkend, the pool's shut for repairs",
               "oh they've reopened it already, unpause swimming"],
     "expect": {"unchanged": True, "nopauses": True}},

    # ------------------------------------------------------------------ edits, tiers, renames
    {"id": "j_tier01", "cat": "tier",
     "setup": [H("Meditate")],
     "turns": ["make meditation optional, i cant always manage it"],
     "expect": {"count": 1, "habits": [{"name": "Meditate", "tier": "nice", "freq": ("daily",)}]}},

    # src: https://github.com/oppiliappan/dijo/issues/39
    {"id": "j_edit01", "cat": "edit",
     "setup": [H("Gym", ("weekly", 3))],
     "turns": ["bump gym up to 4 times a week"],
     "expect": {"count": 1, "habits": [{"name": "Gym", "freq": ("weekly", 4)}]}},

    # src: https://github.com/oppiliappan/dijo/issues/38
    {"id": "j_edit02", "cat": "edit",
     "setup": [H("Run", marks=[(MON, "done")])],
     "turns": ["please change name of run to morning jog"],
     "expect": {"count": 1, "habits": [{"name": "Morning jog", "freq": ("daily",)}],
                "marks": [("Morning jog", MON, "done")]}},

    # ------------------------------------------------------------------ reminders
    # src: https://github.com/DanielRendox/RoutineTracker/issues/25
    {"id": "j_remind01", "cat": "edit",
     "setup": [H("Take vitamins")],
     "turns": ["nudge me at 8 every morning for vitamins"],
     "expect": {"count": 1, "reminders": [("Take vitamins", "08:00")],
                "nomarks": [("Take vitamins", TODAY)]}},

    {"id": "j_remind02", "cat": "edit",
     "setup": [H("Run", ("days", "mon wed fri"))],
     "turns": ["remind me to go for my run at half six in the morning on mon, wed and fri"],
     "expect": {"count": 1, "habits": [{"name": "Run", "freq": ("days", "mon wed fri")}],
                "reminders": [("Run", "06:30", "mon wed fri")], "nomarks": [("Run", TODAY)]}},

    # ------------------------------------------------------------------ groups
    # src: https://github.com/iSoron/uhabits/issues/325
    {"id": "j_group01", "cat": "group",
     "setup": [H("Running"), H("Cycling")],
     "turns": ["put running and cycling in a cardio group, either one counts for the day"],
     "expect": {"count": 2,
                "groups": [{"name": "Cardio", "require": 1, "members": ["Running", "Cycling"]}]}},

    {"id": "j_group02", "cat": "group",
     "setup": [H("Running", group="Exercise"), H("Gym", ("weekly", 3), group="Exercise")],
     "turns": ["add swimming twice a week", "yes"],
     "expect": {"count": 3,
                "habits": [{"name": "~swim", "freq": ("weekly", 2), "group": "Exercise"}],
                "groups": [{"name": "Exercise"}]}},

    # ------------------------------------------------------------------ questions
    {"id": "j_query01", "cat": "query",
     "setup": [H("Run", ("weekly", 3), marks=[(MON, "done")]),
               H("Read", marks=[(SUN, "done"), (MON, "done"), (YESTERDAY, "done")])],
     "turns": ["how's my week looking? 👀"],
     "expect": {"unchanged": True}},

    {"id": "j_query02", "cat": "query",
     "setup": [H("Reading", marks=[(SUN, "done"), (MON, "done"), (YESTERDAY, "done")])],
     "turns": ["wats my reading streak 🔥"],
     "expect": {"unchanged": True, "reply": r"\b3\b"}},

    # ------------------------------------------------------------------ must change nothing
    {"id": "j_safety01", "cat": "safety",
     "setup": [H("Smoking", polarity="avoid")],
     "turns": ["my flatmate smoked like 10 cigs on the balcony last night, whole flat stinks"],
     "expect": {"unchanged": True}},

    {"id": "j_safety02", "cat": "safety",
     "setup": [H("Read"), H("Gym", ("days", "mon wed fri"))],
     "turns": ["honestly feeling rubbish today, everything's a bit much 😔"],
     "expect": {"unchanged": True}},

    {"id": "j_safety03", "cat": "safety",
     "setup": [H("Run", ("weekly", 3))],
     "turns": ["can u order me new running shoes off amazon"],
     "expect": {"unchanged": True}},

    {"id": "j_safety04", "cat": "safety",
     "setup": [H("Meditate")],
     "turns": ["gonna meditate tmrw morning before work"],
     "expect": {"unchanged": True}},

    {"id": "j_safety05", "cat": "safety",
     "setup": [H("Walk")],
     "turns": ["lol ur actually kinda helpful. how r u today?"],
     "expect": {"unchanged": True}},
]
