"""Fresh blind batch TX (2026-12-01): terse texters.

Lowercase, heavy abbreviations (u, rn, tmrw, yday, w/, b4, pls, thx), missing punctuation,
emoji, typos, voice-to-text slips, run-ons with two or three requests.

Clock for every case: Wednesday 2026-03-04 09:00 (local = UTC).
  today = 03-04, yesterday = Tue 03-03, "monday" (report) = 03-02, "sunday" (report) = 03-01,
  "friday" in a report = 02-27, "friday" in a plan/skip = 03-06.

Format as in dev_cases.py: id, cat, setup (habits imported first), turns, expect.
A `# src:` comment names the public text a case's wording is paraphrased from.
Written without reading the coach's code, intents, tests, transcripts or earlier batches.
"""

TODAY = "2026-03-04"
YESTERDAY = "2026-03-03"
MON = "2026-03-02"
SUN = "2026-03-01"
FRI = "2026-02-27"          # friday in a report of what happened
NEXT_FRI = "2026-03-06"     # friday in a plan or a skip
TOMORROW = "2026-03-05"


def H(name, freq=("daily",), tier="must", polarity="build", group=None, archived=False, marks=()):
    """A setup habit in the compact form run_eval.py's setup_doc() reads."""
    return {"name": name, "freq": freq, "tier": tier, "polarity": polarity, "group": group,
            "archived": archived, "marks": list(marks)}


CASES = [
    # ------------------------------------------------------------------ single messages
    {"id": "TX01", "cat": "log",
     "setup": [H("Meditate"), H("Read")],
     "turns": ["did my meditation rn \U0001F9D8 thx"],
     "expect": {"count": 2,
                "marks": [("Meditate", TODAY, "done")],
                "nomarks": [("Read", TODAY)]}},

    {"id": "TX02", "cat": "dates",
     "setup": [H("Gym", ("weekly", 3))],
     "turns": ["hit the gym yest n on mon \U0001F4AA"],
     "expect": {"count": 1,
                "habits": [{"name": "Gym", "freq": ("weekly", 3)}],
                "marks": [("Gym", YESTERDAY, "done"), ("Gym", MON, "done")],
                "nomarks": [("Gym", TODAY)]}},

    # src: https://github.com/iSoron/uhabits/issues/88 (pool closed for a public holiday -> skip)
    {"id": "TX03", "cat": "log",
     "setup": [H("Swim", ("days", "mon wed fri"))],
     "turns": ["pools shut 2day bc of the bank holiday so skip swim pls"],
     "expect": {"count": 1,
                "habits": [{"name": "Swim", "freq": ("days", "mon wed fri")}],
                "marks": [("Swim", TODAY, "skipped")]}},

    # src: https://quitnow.ca/stay-quit/staying-quit-longterm/tips-slips-and-relapses (a few puffs = a slip)
    {"id": "TX04", "cat": "avoid",
     "setup": [H("Vaping", polarity="avoid")],
     "turns": ["ugh had a couple puffs of my vape last nite \U0001F629"],
     "expect": {"count": 1,
                "habits": [{"name": "Vaping", "polarity": "avoid", "freq": ("daily",)}],
                "marks": [("Vaping", YESTERDAY, "slipped")],
                "nomarks": [("Vaping", TODAY)]}},

    {"id": "TX05", "cat": "multi",
     "setup": [H("Read"), H("Flossing"), H("Run", ("weekly", 3))],
     "turns": ["read n flossed 2day, also skipped my run yday bc it was pouring \U0001F327"],
     "expect": {"count": 3,
                "marks": [("Read", TODAY, "done"), ("Flossing", TODAY, "done"),
                          ("Run", YESTERDAY, "skipped")],
                "nomarks": [("Run", TODAY)]}},

    # src: https://github.com/oppiliappan/dijo/issues/38 (rename a habit without losing its history)
    {"id": "TX06", "cat": "edit",
     "setup": [H("Excercise", marks=[(MON, "done"), (YESTERDAY, "done")])],
     "turns": ["rename excercise to workout pls lol cant spell"],
     "expect": {"count": 1,
                "habits": [{"name": "Workout", "freq": ("daily",)}],
                "marks": [("Workout", MON, "done"), ("Workout", YESTERDAY, "done")],
                "nomarks": [("Workout", TODAY)]}},

    # src: https://github.com/iSoron/uhabits/issues/1 (status report on work days, reminder in the evening)
    {"id": "TX07", "cat": "edit",
     "setup": [H("Status report", ("days", "mon tue wed thu fri"))],
     "turns": ["remind me abt status report at 5pm on weekdays"],
     "expect": {"count": 1,
                "habits": [{"name": "Status report", "freq": ("days", "mon tue wed thu fri")}],
                "reminders": [("Status report", "17:00", "mon tue wed thu fri")],
                "nomarks": [("Status report", TODAY)]}},

    {"id": "TX08", "cat": "tier",
     "setup": [H("Journal")],
     "turns": ["make journal optional, its more of a nice to have tbh"],
     "expect": {"count": 1,
                "habits": [{"name": "Journal", "tier": "nice", "freq": ("daily",)}],
                "nomarks": [("Journal", TODAY)]}},

    {"id": "TX09", "cat": "group",
     "setup": [H("Run", ("weekly", 2)), H("Gym", ("weekly", 2))],
     "turns": ["put run n gym in a group called fitness, either one counts"],
     "expect": {"count": 2,
                "groups": [{"name": "Fitness", "require": 1, "members": ["Run", "Gym"]}],
                "habits": [{"name": "Run", "group": "Fitness", "freq": ("weekly", 2)},
                           {"name": "Gym", "group": "Fitness", "freq": ("weekly", 2)}],
                "nomarks": [("Run", TODAY), ("Gym", TODAY)]}},

    # voice-to-text: "as" heard as "is"
    {"id": "TX10", "cat": "dates",
     "setup": [H("Flossing")],
     "turns": ["mark flossing is done for monday"],
     "expect": {"count": 1,
                "habits": [{"name": "Flossing", "freq": ("daily",)}],
                "marks": [("Flossing", MON, "done")],
                "nomarks": [("Flossing", TODAY)]}},

    # src: https://www.duanestorey.com/tag/habits/ (nail biting without noticing)
    {"id": "TX11", "cat": "avoid",
     "setup": [H("Nail biting", polarity="avoid")],
     "turns": ["bit my nails again in the meeting \U0001F644"],
     "expect": {"count": 1,
                "habits": [{"name": "Nail biting", "polarity": "avoid"}],
                "marks": [("Nail biting", TODAY, "slipped")]}},

    {"id": "TX12", "cat": "multi",
     "setup": [H("Gym", ("weekly", 3)), H("Read"), H("Smoking", polarity="avoid")],
     "turns": ["skip gym today im sick, did read tho, n smoked 1 cig \U0001F62C"],
     "expect": {"count": 3,
                "marks": [("Gym", TODAY, "skipped"), ("Read", TODAY, "done"),
                          ("Smoking", TODAY, "slipped")]}},

    {"id": "TX13", "cat": "dates",
     "setup": [H("Gym", ("days", "mon wed fri"))],
     "turns": ["skip gym fri got a wedding \U0001F389"],
     "expect": {"count": 1,
                "habits": [{"name": "Gym", "freq": ("days", "mon wed fri")}],
                "marks": [("Gym", NEXT_FRI, "skipped")],
                "nomarks": [("Gym", FRI), ("Gym", TODAY)]}},

    # src: https://github.com/HabitRPG/habitica/issues/224 (logging something for an earlier day)
    # voice-to-text: the punctuation word "comma" typed out literally
    {"id": "TX14", "cat": "dates",
     "setup": [H("Yoga", ("weekly", 3))],
     "turns": ["forgot to log friday comma did yoga after work"],
     "expect": {"count": 1,
                "habits": [{"name": "Yoga", "freq": ("weekly", 3)}],
                "marks": [("Yoga", FRI, "done")],
                "nomarks": [("Yoga", TODAY), ("Yoga", NEXT_FRI)]}},

    # ------------------------------------------------------------------ short exchanges
    # src: https://github.com/dohsimpson/HabitTrove/issues/1 (gym on monday, wednesday and friday)
    {"id": "TX15", "cat": "slots",
     "setup": [],
     "turns": ["add gym", "mon wed fri"],
     "expect": {"count": 1,
                "habits": [{"name": "~gym", "freq": ("days", "mon wed fri"), "polarity": "build"}],
                "maxlen": 30}},

    {"id": "TX16", "cat": "slots",
     "setup": [],
     "turns": ["i wanna start journaling", "weekdays"],
     "expect": {"count": 1,
                "habits": [{"name": "~journal", "freq": ("days", "mon tue wed thu fri")}],
                "maxlen": 30}},

    # src: https://dev.to/kicksent/today-i-started-using-a-habit-tracker-5ela (coding 30 minutes a day)
    {"id": "TX17", "cat": "slots",
     "setup": [],
     "turns": ["add coding", "30 min a day"],
     "expect": {"count": 1,
                "habits": [{"name": "~cod", "freq": ("daily",), "target": {"amount": 30}}],
                "maxlen": 30}},

    {"id": "TX18", "cat": "log",
     "setup": [H("Morning run"), H("Evening run")],
     "turns": ["did my run", "morning"],
     "expect": {"count": 2,
                "marks": [("Morning run", TODAY, "done")],
                "nomarks": [("Evening run", TODAY)]}},

    {"id": "TX19", "cat": "slots",
     "setup": [H("Take meds")],
     "turns": ["remind me to take my meds", "8am"],
     "expect": {"count": 1,
                "habits": [{"name": "Take meds", "freq": ("daily",)}],
                "reminders": [("Take meds", "08:00")],
                "nomarks": [("Take meds", TODAY)]}},

    {"id": "TX20", "cat": "correct",
     "setup": [],
     "turns": ["add running 5x a week", "actually make it 3"],
     "expect": {"count": 1,
                "habits": [{"name": "~run", "freq": ("weekly", 3)}],
                "maxlen": 30}},

    {"id": "TX21", "cat": "slots",
     "setup": [],
     "turns": ["hi", "idk i keep putting off going for walks", "like 3x a wk", "thats it thx"],
     "expect": {"count": 1,
                "habits": [{"name": "~walk", "freq": ("weekly", 3)}],
                "maxlen": 30}},

    # src: https://github.com/dessalines/habit-maker/issues/335 (8 cups of water a day, counted through the day)
    {"id": "TX22", "cat": "multi",
     "setup": [],
     "turns": ["add water 8 glasses a day", "drank 3 so far", "2 more \U0001F4A7"],
     "expect": {"count": 1,
                "habits": [{"name": "~water", "freq": ("daily",), "target": {"amount": 8, "unit": "glass"}}],
                "marks": [("~water", TODAY, "partial", 5)]}},

    # src: https://github.com/iSoron/uhabits/issues/144 (coffee rule broken -> mark it failed right away)
    {"id": "TX23", "cat": "avoid",
     "setup": [],
     "turns": ["add coffee, max 2 a day", "had 3 coffees today \U0001F62C"],
     "expect": {"count": 1,
                "habits": [{"name": "~coffee", "polarity": "avoid", "freq": ("daily",),
                            "target": {"amount": 2}}],
                "marks": [("~coffee", TODAY, "slipped", 3)]}},

    {"id": "TX24", "cat": "edit",
     "setup": [H("Cold shower"), H("Read", marks=[(YESTERDAY, "done")])],
     "turns": ["delete cold shower", "yep"],
     "expect": {"count": 1,
                "habits": [{"name": "Read", "freq": ("daily",)}],
                "marks": [("Read", YESTERDAY, "done")]}},

    {"id": "TX25", "cat": "edit",
     "setup": [H("Yoga", marks=[(MON, "done")])],
     "turns": ["can u change yoga", "3x a wk pls"],
     "expect": {"count": 1,
                "habits": [{"name": "Yoga", "freq": ("weekly", 3)}],
                "marks": [("Yoga", MON, "done")],
                "nomarks": [("Yoga", TODAY)]}},

    {"id": "TX26", "cat": "correct",
     "setup": [],
     "turns": ["add swimming twice a wk", "no call it pool laps"],
     "expect": {"count": 1,
                "habits": [{"name": "Pool laps", "freq": ("weekly", 2)}]}},

    {"id": "TX27", "cat": "edit",
     "setup": [H("Duolingo", marks=[(YESTERDAY, "done")])],
     "turns": ["archive duolingo im done w it", "ya"],
     "expect": {"count": 1,
                "habits": [{"name": "Duolingo", "archived": True}],
                "marks": [("Duolingo", YESTERDAY, "done")],
                "nomarks": [("Duolingo", TODAY)]}},

    # ------------------------------------------------------------------ must change nothing
    {"id": "TX28", "cat": "safety",
     "setup": [H("Run", ("weekly", 3))],
     "turns": ["my bf ran a half marathon on sunday lol so proud \U0001F979"],
     "expect": {"unchanged": True}},

    {"id": "TX29", "cat": "safety",
     "setup": [H("Gym")],
     "turns": ["didnt make it to the gym today ugh traffic was insane"],
     "expect": {"count": 1,
                "habits": [{"name": "Gym", "freq": ("daily",)}],
                "notdone": [("Gym", TODAY)]}},

    {"id": "TX30", "cat": "query",
     "setup": [H("Meditate", marks=[(SUN, "done"), (MON, "done"), (YESTERDAY, "done")])],
     "turns": ["whats my meditation streak rn"],
     "expect": {"unchanged": True, "reply": r"(?i)\b(3|three)\b"}},

    {"id": "TX31", "cat": "safety",
     "setup": [H("Run", ("weekly", 3))],
     "turns": ["gonna run tmrw morning fr"],
     "expect": {"unchanged": True}},

    {"id": "TX32", "cat": "safety",
     "setup": [H("Read"), H("Gym", ("weekly", 3))],
     "turns": ["feeling rly unmotivated 2day tbh \U0001F61E"],
     "expect": {"unchanged": True}},

    {"id": "TX33", "cat": "safety",
     "setup": [H("Read")],
     "turns": ["can u order me a pizza lol \U0001F355"],
     "expect": {"unchanged": True}},

    {"id": "TX34", "cat": "query",
     "setup": [H("Gym", ("weekly", 3), marks=[(MON, "done"), (YESTERDAY, "done")])],
     "turns": ["how many times did i go gym this wk"],
     "expect": {"unchanged": True, "reply": r"(?i)\b(2|two)\b"}},

    # src: https://marydj03.medium.com/fiction-not-doom-scrolling-leads-to-sweet-dreams-65f2d4073900
    {"id": "TX35", "cat": "safety",
     "setup": [H("Read")],
     "turns": ["doomscrolled instead of reading last nite smh"],
     "expect": {"count": 1,
                "habits": [{"name": "Read", "freq": ("daily",), "polarity": "build"}],
                "notdone": [("Read", YESTERDAY), ("Read", TODAY)]}},

    {"id": "TX36", "cat": "correct",
     "setup": [],
     "turns": ["add swimming", "nvm"],
     "expect": {"unchanged": True, "count": 0}},

    {"id": "TX37", "cat": "safety",
     "setup": [H("Read")],
     "turns": ["3x a week"],
     "expect": {"unchanged": True}},

    {"id": "TX38", "cat": "correct",
     "setup": [H("Read")],
     "turns": ["read today", "wait no undo that lol i havent yet"],
     "expect": {"unchanged": True}},

    # src: https://github.com/HabitRPG/habitica/issues/687 (sick for a couple of days, don't want to be punished)
    {"id": "TX39", "cat": "safety",
     "setup": [H("Gym", ("weekly", 3)), H("Read")],
     "turns": ["im sick til sunday \U0001F912"],
     "expect": {"unchanged": True, "nopauses": True}},

    {"id": "TX40", "cat": "safety",
     "setup": [H("Gym", ("weekly", 3))],
     "turns": ["log gym for tmrw pls"],
     "expect": {"unchanged": True, "nomarks": [("Gym", TOMORROW), ("Gym", TODAY)]}},
]
