"""Fresh batch zc: "the first fortnight".

New users setting up from nothing (several habits in one message, vague goals, habits to quit,
measurable goals, groups, tiers), short answers to the coach's questions, changes of mind during
set-up, first days of logging and catching up, first edits (rename, reschedule, pause for a trip,
archive, delete), and messages that must change nothing.

Clock: Wednesday 2026-03-04 09:00 (local = UTC).
  yesterday / "last night" = Tue 03-03, "monday" (report) = 03-02, "sunday" (report) = 03-01,
  "3 days ago" = Sun 03-01, "saturday" (report) = 02-28, "friday" (plan) = 03-06.
Written without reading the coach's code, tests, transcripts, dev cases (beyond the format) or
earlier batches.
"""

TODAY = "2026-03-04"
YESTERDAY = "2026-03-03"
MON = "2026-03-02"
SUN = "2026-03-01"
SAT = "2026-02-28"
FRI = "2026-02-27"
THU = "2026-02-26"


def H(name, freq=("daily",), tier="must", polarity="build", group=None, archived=False, marks=()):
    """A habit in the compact setup form run_eval.py imports."""
    return {"name": name, "freq": freq, "tier": tier, "polarity": polarity, "group": group,
            "archived": archived, "marks": list(marks)}


CASES = [
    # ---------------------------------------------------------------- set-up from nothing
    # src: https://happyperson.blog/2022/05/07/habit-tracking/
    {"id": "zc01", "cat": "multi", "setup": [],
     "turns": ["hey",
               "ok where do i even start.. i wanna quit sugar, drink 8 glasses of water a day and read before bed every night",
               "thats it for now"],
     "expect": {"count": 3, "maxlen": 30, "habits": [
         {"name": "~sugar", "polarity": "avoid", "freq": ("daily",)},
         {"name": "~water", "polarity": "build", "freq": ("daily",), "target": {"amount": 8, "unit": "glass"}},
         {"name": "~read", "polarity": "build", "freq": ("daily",)}]}},

    {"id": "zc02", "cat": "slots", "setup": [],
     "turns": ["i want to start journaling", "3x a week", "no thats everything"],
     "expect": {"count": 1, "maxlen": 25, "habits": [
         {"name": "~journal", "freq": ("weekly", 3), "polarity": "build"}]}},

    {"id": "zc03", "cat": "robust", "setup": [],
     "turns": ["i want make sport every morning, for be more healthy", "yes"],
     "expect": {"count": 1, "maxlen": 25, "habits": [
         {"name": "~sport", "freq": ("daily",), "polarity": "build"}]}},

    {"id": "zc04", "cat": "group", "setup": [],
     "turns": ["can u set up an exercise group with gym, run and swim - any 2 of them counts for the day"],
     "expect": {"count": 3,
                "groups": [{"name": "Exercise", "require": 2}],
                "habits": [{"name": "~gym", "group": "Exercise"},
                           {"name": "~run", "group": "Exercise"},
                           {"name": "~swim", "group": "Exercise"}]}},

    # src: https://wisdomandwondering.com/2018/01/31/my-daily-habit-tracker/
    {"id": "zc05", "cat": "tier", "setup": [],
     "turns": ["meditate every morning, thats non negotiable. stretching too but thats more of a nice-to-have, also daily"],
     "expect": {"count": 2, "habits": [
         {"name": ["Meditate", "Meditation", "Meditating"], "freq": ("daily",), "tier": "must"},
         {"name": ["Stretch", "Stretching"], "freq": ("daily",), "tier": "nice"}]}},

    {"id": "zc06", "cat": "avoid", "setup": [],
     "turns": ["i drink way too much coffee, want to keep it to 2 cups a day max"],
     "expect": {"count": 1, "maxlen": 25, "habits": [
         {"name": "~coffee", "polarity": "avoid", "freq": ("daily",), "target": {"amount": 2}}]}},

    {"id": "zc07", "cat": "correct", "setup": [],
     "turns": ["I'd like to go for a jog three times a week and cut out crisps",
               "actually make the jogging twice a week, let's be realistic"],
     "expect": {"count": 2, "maxlen": 25, "habits": [
         {"name": "~jog", "freq": ("weekly", 2), "polarity": "build"},
         {"name": "~crisps", "freq": ("daily",), "polarity": "avoid"}]}},

    # src: https://github.com/dohsimpson/HabitTrove/issues/1
    {"id": "zc08", "cat": "correct", "setup": [],
     "turns": ["i want to hit the gym monday wednesday and friday", "call it Lifting instead"],
     "expect": {"count": 1, "habits": [
         {"name": "Lifting", "freq": ("days", "mon wed fri")}]}},

    {"id": "zc09", "cat": "correct", "setup": [],
     "turns": ["add a habit for learning spanish", "ugh never mind, not right now"],
     "expect": {"count": 0}},

    # src: http://www.rachelinwales.com/2025
    {"id": "zc10", "cat": "slots", "setup": [],
     "turns": ["add vitamins", "every day", "yup"],
     "expect": {"count": 1, "habits": [
         {"name": ["Vitamins", "Take vitamins", "Take my vitamins"], "freq": ("daily",)}]}},

    # src: https://writetogether.space/posts/kyntha/habits
    {"id": "zc11", "cat": "free", "setup": [],
     "turns": ["so basically im trying to look after myself more and i keep meaning to go for a walk every other day, 20 mins at least, but it never happens lol",
               "yes pls"],
     "expect": {"count": 1, "maxlen": 25, "habits": [
         {"name": "~walk", "freq": ("interval", 2), "polarity": "build"}]}},

    # src: https://happyperson.blog/2022/05/07/habit-tracking/
    {"id": "zc12", "cat": "avoid", "setup": [],
     "turns": ["i really need to stop doomscrolling in bed"],
     "expect": {"count": 1, "maxlen": 30, "habits": [
         {"name": "~scroll", "polarity": "avoid", "freq": ("daily",)}]}},

    {"id": "zc13", "cat": "slots", "setup": [],
     "turns": ["i want to ring my nan more often", "twice a month"],
     "expect": {"count": 1, "maxlen": 25, "habits": [
         {"name": "~nan", "freq": ("monthly", 2)}]}},

    {"id": "zc14", "cat": "safety", "setup": [],
     "turns": ["i want to be healthier and less stressed in general"],
     "expect": {"count": 0}},

    # ---------------------------------------------------------------- first days of logging
    {"id": "zc15", "cat": "multi",
     "setup": [H("Yoga"), H("Read"), H("Walk")],
     "turns": ["did yoga and read today, no walk tho its pouring"],
     "expect": {"count": 3,
                "marks": [("Yoga", TODAY, "done"), ("Read", TODAY, "done")],
                "notdone": [("Walk", TODAY)]}},

    {"id": "zc16", "cat": "log",
     "setup": [H("Read"), H("Gym", ("weekly", 3))],
     "turns": ["read last night and got to the gym this morning!!"],
     "expect": {"count": 2,
                "marks": [("Read", YESTERDAY, "done"), ("Gym", TODAY, "done")],
                "nomarks": [("Read", TODAY), ("Gym", YESTERDAY)]}},

    # src: https://www.duanestorey.com/tag/habits/
    {"id": "zc17", "cat": "avoid",
     "setup": [H("Nail biting", polarity="avoid"), H("Read")],
     "turns": ["caught myself biting my nails again last night watching tv"],
     "expect": {"count": 2,
                "marks": [("Nail biting", YESTERDAY, "slipped")],
                "nomarks": [("Nail biting", TODAY), ("Read", YESTERDAY)]}},

    {"id": "zc18", "cat": "log", "setup": [],
     "turns": ["track water, 8 glasses a day", "had 3 glasses so far", "2 more"],
     "expect": {"count": 1,
                "habits": [{"name": "~water", "freq": ("daily",), "target": {"amount": 8, "unit": "glass"}}],
                "marks": [("~water", TODAY, "partial", 5)]}},

    # src: https://github.com/HabitRPG/habitica/issues/2811
    {"id": "zc19", "cat": "dates",
     "setup": [H("Meditate"), H("Journal")],
     "turns": ["was too swamped to log anything, but i did meditate on sunday and monday. journal just monday"],
     "expect": {"count": 2,
                "habits": [{"name": "Meditate", "freq": ("daily",)}, {"name": "Journal", "freq": ("daily",)}],
                "marks": [("Meditate", SUN, "done"), ("Meditate", MON, "done"), ("Journal", MON, "done")],
                "nomarks": [("Journal", SUN), ("Meditate", TODAY), ("Journal", TODAY)]}},

    {"id": "zc20", "cat": "query",
     "setup": [H("Read", marks=[(YESTERDAY, "done")]), H("Gym", ("weekly", 3)),
               H("Nail biting", polarity="avoid")],
     "turns": ["whats left for today?"],
     "expect": {"unchanged": True, "reply": r"(?i)read"}},

    # src: https://github.com/daya0576/beaverhabits/issues/147
    {"id": "zc21", "cat": "log",
     "setup": [H("Gym", ("days", "mon wed fri"))],
     "turns": ["skip gym today, pulled something in my knee"],
     "expect": {"count": 1,
                "habits": [{"name": "Gym", "freq": ("days", "mon wed fri")}],
                "marks": [("Gym", TODAY, "skipped")]}},

    {"id": "zc22", "cat": "log",
     "setup": [H("Read")],
     "turns": ["didnt get to read yesterday, passed out at like 9 lol"],
     "expect": {"count": 1, "notdone": [("Read", YESTERDAY)], "nomarks": [("Read", TODAY)]}},

    {"id": "zc23", "cat": "safety",
     "setup": [H("Stretch"), H("Walk")],
     "turns": ["gonna stretch tomorrow morning for sure"],
     "expect": {"unchanged": True}},

    {"id": "zc24", "cat": "dates",
     "setup": [H("Floss")],
     "turns": ["i flossed on march 1st and 2nd"],
     "expect": {"count": 1,
                "habits": [{"name": "Floss", "freq": ("daily",)}],
                "marks": [("Floss", SUN, "done"), ("Floss", MON, "done")],
                "nomarks": [("Floss", TODAY), ("Floss", YESTERDAY)]}},

    {"id": "zc25", "cat": "dates",
     "setup": [H("Journal"), H("Walk")],
     "turns": ["forgot to say, i journaled 3 days ago"],
     "expect": {"count": 2,
                "marks": [("Journal", SUN, "done")],
                "nomarks": [("Journal", TODAY), ("Walk", SUN)]}},

    {"id": "zc26", "cat": "correct",
     "setup": [H("Read")],
     "turns": ["did my reading", "wait no, that was yesterday not today"],
     "expect": {"count": 1,
                "marks": [("Read", YESTERDAY, "done")],
                "nomarks": [("Read", TODAY)]}},

    # ---------------------------------------------------------------- first edits
    {"id": "zc27", "cat": "edit",
     "setup": [H("Meditate", marks=[(MON, "done"), (YESTERDAY, "done")])],
     "turns": ["can u rename meditate to Breathwork"],
     "expect": {"count": 1,
                "habits": [{"name": "Breathwork", "freq": ("daily",)}],
                "marks": [("Breathwork", MON, "done"), ("Breathwork", YESTERDAY, "done")]}},

    # src: https://www.michellelivingston.com/blog/archive/2017/09
    {"id": "zc28", "cat": "edit",
     "setup": [H("Weights", ("weekly", 4), marks=[(MON, "done")])],
     "turns": ["4x a week of weights is too much, my body cant keep up. change it to 3"],
     "expect": {"count": 1,
                "habits": [{"name": "Weights", "freq": ("weekly", 3)}],
                "marks": [("Weights", MON, "done")]}},

    {"id": "zc29", "cat": "edit",
     "setup": [H("Walk")],
     "turns": ["change walk to weekdays only, weekends are chaos w the kids"],
     "expect": {"count": 1,
                "habits": [{"name": "Walk", "freq": ("days", "mon tue wed thu fri")}]}},

    # src: https://github.com/iSoron/uhabits/issues/601
    {"id": "zc30", "cat": "edit",
     "setup": [H("Gym", ("weekly", 3)), H("Swim", ("weekly", 1)), H("Read")],
     "turns": ["off to lisbon from friday till next wednesday, can u pause gym and swim while im away? reading can stay"],
     "expect": {"count": 3,
                "habits": [{"name": "Gym", "freq": ("weekly", 3), "archived": False},
                           {"name": "Swim", "freq": ("weekly", 1), "archived": False},
                           {"name": "Read", "freq": ("daily",), "archived": False}],
                "nomarks": [("Gym", TODAY), ("Swim", TODAY), ("Read", TODAY)]}},

    # src: https://github.com/iSoron/uhabits/issues/722
    {"id": "zc31", "cat": "edit",
     "setup": [H("Chinese flashcards", marks=[(MON, "done"), (YESTERDAY, "done")]), H("Read")],
     "turns": ["my chinese class is over so i dont need the flashcards one anymore. archive it but keep the history pls"],
     "expect": {"count": 2,
                "habits": [{"name": "Chinese flashcards", "archived": True},
                           {"name": "Read", "archived": False}],
                "marks": [("Chinese flashcards", MON, "done"), ("Chinese flashcards", YESTERDAY, "done")]}},

    {"id": "zc32", "cat": "edit",
     "setup": [H("Duolingo"), H("Read")],
     "turns": ["delete duolingo, i never open it anyway", "yes"],
     "expect": {"count": 1, "habits": [{"name": "Read", "archived": False}]}},

    {"id": "zc33", "cat": "group",
     "setup": [H("Gym", ("weekly", 2), group="Exercise"), H("Run", ("weekly", 2), group="Exercise")],
     "turns": ["add swimming once a week to my exercise group"],
     "expect": {"count": 3,
                "habits": [{"name": "~swim", "freq": ("weekly", 1), "group": "Exercise"},
                           {"name": "Gym", "group": "Exercise"}, {"name": "Run", "group": "Exercise"}]}},

    {"id": "zc34", "cat": "group",
     "setup": [H("Gym", group="Exercise"), H("Run", group="Exercise"), H("Swim", group="Exercise")],
     "turns": ["change the exercise group so i need 2 of them, not just 1"],
     "expect": {"count": 3,
                "groups": [{"name": "Exercise", "require": 2, "members": ["Gym", "Run", "Swim"]}]}},

    {"id": "zc35", "cat": "tier",
     "setup": [H("Read"), H("Guitar")],
     "turns": ["guitar's more of a bonus thing, make it nice to have"],
     "expect": {"count": 2,
                "habits": [{"name": "Guitar", "tier": "nice", "freq": ("daily",)},
                           {"name": "Read", "tier": "must"}]}},

    {"id": "zc36", "cat": "robust",
     "setup": [H("Meditate")],
     "turns": ["remaind me to meditaet at 7am pls"],
     "expect": {"count": 1, "reminders": [("Meditate", "07:00")],
                "habits": [{"name": "Meditate", "freq": ("daily",)}]}},

    # ---------------------------------------------------------------- must change nothing
    {"id": "zc37", "cat": "safety",
     "setup": [H("Run", ("weekly", 3))],
     "turns": ["my sister ran a half marathon on sunday!! so proud of her"],
     "expect": {"unchanged": True}},

    {"id": "zc38", "cat": "safety",
     "setup": [H("Meditate"), H("Journal")],
     "turns": ["honestly feeling pretty overwhelmed this week, work is insane"],
     "expect": {"unchanged": True}},

    {"id": "zc39", "cat": "safety",
     "setup": [H("Gym", ("weekly", 3))],
     "turns": ["whats the best protein powder to buy?"],
     "expect": {"unchanged": True}},

    # src: https://www.lemon8-app.com/chiille/7315834772117258758?region=us
    {"id": "zc40", "cat": "safety", "setup": [],
     "turns": ["hi!",
               "last year i made this massive list of resolutions and gave up by week 3, so this time im only starting with one thing. no idea what yet tho"],
     "expect": {"count": 0}},
]
