"""Fresh batch zn: habits with numbers -- people who count things.

Theme: water glasses, steps, pages, minutes of practice, pushups, cups of coffee,
drinks kept under a limit per day and per week, cigarettes cut down, "N times in
M days" schedules, several logs in one day adding up, corrections and undo of
amounts, "how much so far today / this week", several amounts in one message for
different habits, units that don't match the habit's (asked about, never
converted), set-up of measurable habits from free talk, and messages with numbers
that must change nothing (a price, an age, a time, a plan, someone else's numbers).

Written blind (only SPEC.md, eval/README.md, run_eval.py, WRITING-CASES.md and the
format header of dev_cases.py were read).

Note: run_eval.py's setup_doc() cannot import targets or amounts, so every
measurable habit is created inside the conversation (first turn) and then logged.

Clock for every case: Wednesday 2026-03-04 09:00 (local = UTC).
  yesterday / last night = Tue 03-03, "on monday" = 03-02, "3 days ago" = Sun 03-01,
  "friday" in a report of what happened = Fri 02-27,
  "friday" in a plan or a skip = Fri 03-06 (the coming one).
  The current week (Monday start) is 03-02 .. 03-08.

A `# src:` comment names the public text a case's wording is paraphrased from.
"""

TODAY = "2026-03-04"       # Wednesday
YESTERDAY = "2026-03-03"   # Tuesday
MON = "2026-03-02"         # "on monday"
SUN = "2026-03-01"
SAT = "2026-02-28"
FRI_LAST = "2026-02-27"    # "friday" when reporting what happened
FRI_NEXT = "2026-03-06"    # "friday" in a plan or a skip


def H(name, freq=("daily",), tier="must", polarity="build", group=None, archived=False, marks=()):
    """A setup habit in the compact form run_eval.setup_doc() reads."""
    return {"name": name, "freq": freq, "tier": tier, "polarity": polarity,
            "group": group, "archived": archived, "marks": list(marks)}


SMOKING = ["Smoking", "Smoke", "Cigarettes", "Cigarette", "Smoke cigarettes",
           "Smoking cigarettes", "Cigs", "Smoke less", "Cut down smoking", "Cut down cigarettes"]

CASES = [
    # ------------------------------------------------------------------ add / free
    # src: https://github.com/wakatara/harsh/issues/6
    {"id": "zn01", "cat": "add", "setup": [],
     "turns": ["i want to write 750 words every day"],
     "expect": {"count": 1, "habits": [
         {"name": "~writ", "freq": ("daily",), "polarity": "build",
          "target": {"amount": 750, "unit": "word"}}]}},

    # src: https://github.com/xpavle00/Habo/issues/130
    {"id": "zn02", "cat": "log", "setup": [],
     "turns": ["my goal is 50 pushups a day, i usually do them in sets of 10 or 15 whenever i get a sec",
               "yes",
               "just did 15",
               "and another 10"],
     "expect": {"count": 1, "habits": [
         {"name": "~push", "freq": ("daily",), "polarity": "build", "target": {"amount": 50}}],
         "marks": [("~push", TODAY, "partial", 25)]}},

    # src: https://github.com/iSoron/uhabits/issues/373
    {"id": "zn03", "cat": "free", "setup": [],
     "turns": ["honestly i drink way too little, i want to fill up my water bottle 3 times a day",
               "yes"],
     "expect": {"count": 1, "habits": [
         {"name": "~water", "freq": ("daily",), "polarity": "build", "target": {"amount": 3}}]}},

    # src: https://github.com/franssjz/cpr-vcodex/issues/82
    {"id": "zn04", "cat": "log", "setup": [],
     "turns": ["trying to read 50 pages a day",
               "read 30 on the bus",
               "another 25 with my coffee"],
     "expect": {"count": 1, "habits": [
         {"name": "~read", "freq": ("daily",), "target": {"amount": 50, "unit": "page"}}],
         "marks": [("~read", TODAY, "done", 55)]}},

    # ------------------------------------------------------------------ corrections / undo
    {"id": "zn05", "cat": "correct", "setup": [],
     "turns": ["add water, 8 glasses a day",
               "drank 6 glasses",
               "sorry typo, it was 4 not 6"],
     "expect": {"count": 1, "habits": [
         {"name": "~water", "target": {"amount": 8, "unit": "glass"}}],
         "marks": [("~water", TODAY, "partial", 4)]}},

    # src: https://github.com/nvllz/stepsy/issues/114
    {"id": "zn06", "cat": "correct", "setup": [],
     "turns": ["new habit: 10000 steps a day",
               "phone died so it didnt track, but i walked 6000 steps this morning",
               "walked 3000 more",
               "undo that"],
     "expect": {"count": 1, "habits": [
         {"name": "~step", "freq": ("daily",), "target": {"amount": 10000, "unit": "step"}}],
         "marks": [("~step", TODAY, "partial", 6000)]}},

    # ------------------------------------------------------------------ questions about amounts
    {"id": "zn07", "cat": "query", "setup": [],
     "turns": ["drink 8 glasses of water every day",
               "had 3 glasses",
               "how much water have i had today?"],
     "expect": {"count": 1, "marks": [("~water", TODAY, "partial", 3)],
                "reply": r"\b3\b"}},

    {"id": "zn08", "cat": "query", "setup": [],
     "turns": ["add piano practice, 30 minutes a day",
               "did 20 mins yesterday",
               "and 40 on monday",
               "how many minutes of piano have i done this week so far"],
     "expect": {"count": 1, "habits": [{"name": "~piano", "target": {"amount": 30}}],
                "marks": [("~piano", YESTERDAY, "partial", 20), ("~piano", MON, "done", 40)],
                "nomarks": [("~piano", TODAY)],
                "reply": r"60|40|20"}},

    # ------------------------------------------------------------------ avoid with limits
    # src: https://github.com/HGustavs/LenaSYS/issues/9351
    {"id": "zn09", "cat": "avoid", "setup": [],
     "turns": ["at most 3 cups of coffee a day",
               "its not even 10am and im on my 4th coffee already ugh"],
     "expect": {"count": 1, "habits": [
         {"name": "~coffee", "polarity": "avoid", "target": {"amount": 3}}],
         "marks": [("~coffee", TODAY, "slipped", 4)]}},

    # src: https://github.com/FriesI23/mhabit/issues/432
    {"id": "zn10", "cat": "avoid", "setup": [],
     "turns": ["im only allowed to smoke 2 times a week, anything over that should count as a slip",
               "yes"],
     "expect": {"count": 1, "habits": [
         {"name": SMOKING, "polarity": "avoid", "target": {"amount": 2}}]}},

    # src: https://github.com/iSoron/uhabits/issues/2212
    {"id": "zn11", "cat": "avoid", "setup": [],
     "turns": ["cap my drinking at 7 drinks per week"],
     "expect": {"count": 1, "habits": [
         {"name": "~drink", "polarity": "avoid", "target": {"amount": 7}}]}},

    # src: https://www.jmu.edu/humanresources/balanced-dukes/smoking_cessation.shtml
    {"id": "zn12", "cat": "avoid", "setup": [],
     "turns": ["trying to smoke less, max 5 cigarettes a day for now",
               "yes",
               "smoked 8 yesterday tbh"],
     "expect": {"count": 1, "habits": [
         {"name": SMOKING, "polarity": "avoid", "target": {"amount": 5}}],
         "marks": [(SMOKING, YESTERDAY, "slipped", 8)],
         "nomarks": [(SMOKING, TODAY)]}},

    # src: https://github.com/JamesCliffordSpratt/obsidian-habits/issues/1
    {"id": "zn13", "cat": "avoid", "setup": [],
     "turns": ["i want to limit gaming to 90 mins a day max",
               "gamed for 150 mins last night oops"],
     "expect": {"count": 1, "habits": [
         {"name": "~gam", "polarity": "avoid", "target": {"amount": 90}}],
         "marks": [("~gam", YESTERDAY, "slipped", 150)],
         "nomarks": [("~gam", TODAY)]}},

    # ------------------------------------------------------------------ N times in M days
    # src: https://github.com/iSoron/uhabits/issues/135
    {"id": "zn14", "cat": "add", "setup": [],
     "turns": ["stretching 2 times in 3 days pls"],
     "expect": {"count": 1, "habits": [
         {"name": "~stretch", "freq": ("rolling", 2, 3), "polarity": "build"}]}},

    # src: https://github.com/iSoron/uhabits/issues/1200
    {"id": "zn15", "cat": "free", "setup": [],
     "turns": ["cook at home 3 days out of every 4, so i still get a cheat day",
               "yes"],
     "expect": {"count": 1, "habits": [
         {"name": "~cook", "freq": ("rolling", 3, 4), "polarity": "build"}]}},

    # ------------------------------------------------------------------ units that don't match
    # src: https://github.com/davidhealey/waistline/issues/921
    {"id": "zn16", "cat": "log", "setup": [],
     "turns": ["8 glasses of water a day please",
               "had about 500ml so far today"],
     "expect": {"count": 1, "habits": [
         {"name": "~water", "target": {"amount": 8, "unit": "glass"}}],
         "nomarks": [("~water", TODAY)]}},

    {"id": "zn17", "cat": "log", "setup": [],
     "turns": ["run 20 km a week",
               "went for a 40 min run this morning"],
     "expect": {"count": 1, "habits": [
         {"name": "~run", "target": {"amount": 20, "unit": "km"}}],
         "nomarks": [("~run", TODAY)]}},

    {"id": "zn18", "cat": "log", "setup": [],
     "turns": ["read 20 pages every day",
               "read 2 chapters last night"],
     "expect": {"count": 1, "habits": [
         {"name": "~read", "target": {"amount": 20, "unit": "page"}}],
         "nomarks": [("~read", YESTERDAY), ("~read", TODAY)]}},

    # ------------------------------------------------------------------ several in one message
    {"id": "zn19", "cat": "multi", "setup": [],
     "turns": ["add drink 8 glasses of water a day and 8000 steps a day",
               "so far 5 glasses and like 4500 steps"],
     "expect": {"count": 2, "habits": [
         {"name": "~water", "freq": ("daily",), "target": {"amount": 8, "unit": "glass"}},
         {"name": "~step", "freq": ("daily",), "target": {"amount": 8000, "unit": "step"}}],
         "marks": [("~water", TODAY, "partial", 5), ("~step", TODAY, "partial", 4500)]}},

    # ------------------------------------------------------------------ edits of targets
    {"id": "zn20", "cat": "edit",
     "setup": [H("Reading", marks=[(YESTERDAY, "done")])],
     "turns": ["can you set reading to 15 pages a day"],
     "expect": {"count": 1, "habits": [
         {"name": "Reading", "freq": ("daily",), "polarity": "build",
          "target": {"amount": 15, "unit": "page"}}],
         "marks": [("Reading", YESTERDAY, "done")],
         "nomarks": [("Reading", TODAY)]}},

    {"id": "zn21", "cat": "correct", "setup": [],
     "turns": ["meditate 10 minutes a day",
               "actually make it 15 minutes"],
     "expect": {"count": 1, "habits": [
         {"name": "~meditat", "freq": ("daily",), "target": {"amount": 15}}]}},

    # src: https://github.com/c6p/logseq-habit-tracker/issues/17
    {"id": "zn22", "cat": "edit", "setup": [],
     "turns": ["no more than 2 cans of pop a day, trying to cut back",
               "hmm actually lower that to 1"],
     "expect": {"count": 1, "habits": [
         {"name": "~pop", "polarity": "avoid", "target": {"amount": 1}}]}},

    # ------------------------------------------------------------------ numbers that change nothing
    {"id": "zn23", "cat": "safety",
     "setup": [H("Water", marks=[(YESTERDAY, "done")])],
     "turns": ["lol a bottle of water at the airport was 4.50, actual daylight robbery"],
     "expect": {"unchanged": True}},

    # src: https://github.com/Monika-After-Story/MonikaModDev/issues/3591
    {"id": "zn24", "cat": "safety",
     "setup": [H("Coffee", polarity="avoid")],
     "turns": ["my flatmate has like 5 coffees a day, no idea how she sleeps"],
     "expect": {"unchanged": True}},

    {"id": "zn25", "cat": "safety",
     "setup": [H("Pushups", marks=[(MON, "done"), (YESTERDAY, "done")])],
     "turns": ["gonna go for 100 pushups tomorrow, wish me luck"],
     "expect": {"unchanged": True}},

    {"id": "zn26", "cat": "safety",
     "setup": [H("Meditate")],
     "turns": ["i usually wake up around 6:45 and get maybe 7 hours sleep"],
     "expect": {"unchanged": True}},

    {"id": "zn27", "cat": "safety",
     "setup": [H("Walk")],
     "turns": ["my husband did 15k steps yesterday, such a show off lol"],
     "expect": {"unchanged": True}},

    {"id": "zn28", "cat": "safety",
     "setup": [H("Running", freq=("weekly", 3), marks=[(MON, "done")])],
     "turns": ["im 34 and ive never once managed to run 5k without stopping"],
     "expect": {"unchanged": True}},

    {"id": "zn29", "cat": "log", "setup": [],
     "turns": ["drink 8 glasses of water a day",
               "only managed 3 glasses today, way too busy"],
     "expect": {"count": 1, "marks": [("~water", TODAY, "partial", 3)]}},

    {"id": "zn30", "cat": "query",
     "setup": [H("Water")],
     "turns": ["how many litres is 8 glasses roughly?"],
     "expect": {"unchanged": True}},

    # ------------------------------------------------------------------ reminders with numbers
    {"id": "zn31", "cat": "slots", "setup": [],
     "turns": ["8 glasses of water a day",
               "remind me at 11am and 3pm"],
     "expect": {"count": 1, "habits": [
         {"name": "~water", "target": {"amount": 8, "unit": "glass"}}],
         "reminders": [("~water", "11:00"), ("~water", "15:00")],
         "nomarks": [("~water", TODAY)]}},

    {"id": "zn32", "cat": "safety", "setup": [],
     "turns": ["drink 8 glasses of water a day",
               "havent had a single glass yet today lol"],
     "expect": {"count": 1, "notdone": [("~water", TODAY)]}},

    # ------------------------------------------------------------------ details over several turns
    {"id": "zn33", "cat": "slots", "setup": [],
     "turns": ["i wanna drink more water",
               "8 glasses a day"],
     "expect": {"count": 1, "habits": [
         {"name": "~water", "freq": ("daily",), "polarity": "build",
          "target": {"amount": 8, "unit": "glass"}}],
         "nomarks": [("~water", TODAY)]}},

    {"id": "zn34", "cat": "slots", "setup": [],
     "turns": ["add a pushups habit",
               "daily",
               "oh and the goal is 30 a day"],
     "expect": {"count": 1, "habits": [
         {"name": "~push", "freq": ("daily",), "target": {"amount": 30}}],
         "nomarks": [("~push", TODAY)]}},

    {"id": "zn35", "cat": "slots", "setup": [],
     "turns": ["i want to get back into yoga",
               "3 times in 10 days"],
     "expect": {"count": 1, "habits": [
         {"name": "~yoga", "freq": ("rolling", 3, 10), "polarity": "build"}],
         "nomarks": [("~yoga", TODAY)]}},

    # ------------------------------------------------------------------ per-week amount
    {"id": "zn36", "cat": "log", "setup": [],
     "turns": ["run 15 km a week",
               "ran 6km this morning"],
     "expect": {"count": 1, "habits": [
         {"name": "~run", "target": {"amount": 15, "unit": "km"}}],
         "marks": [("~run", TODAY, "done", 6)]}},

    # ------------------------------------------------------------------ dates
    {"id": "zn37", "cat": "dates", "setup": [],
     "turns": ["drink 8 glasses of water a day",
               "had 7 yesterday, 8 on monday and only like 6 on friday"],
     "expect": {"count": 1, "habits": [{"name": "~water", "freq": ("daily",)}],
                "marks": [("~water", YESTERDAY, "partial", 7),
                          ("~water", MON, "done", 8),
                          ("~water", FRI_LAST, "partial", 6)],
                "nomarks": [("~water", TODAY), ("~water", FRI_NEXT)]}},

    {"id": "zn38", "cat": "dates",
     "setup": [H("Walk 10k steps", marks=[(YESTERDAY, "done")])],
     "turns": ["skipping my 10k steps on friday, got a long haul flight"],
     "expect": {"count": 1, "habits": [{"name": "Walk 10k steps", "freq": ("daily",)}],
                "marks": [("Walk 10k steps", FRI_NEXT, "skipped"),
                          ("Walk 10k steps", YESTERDAY, "done")],
                "nomarks": [("Walk 10k steps", TODAY), ("Walk 10k steps", FRI_LAST)]}},

    {"id": "zn39", "cat": "correct", "setup": [],
     "turns": ["8 glasses of water a day",
               "drank 5 glasses",
               "wait no that was yesterday"],
     "expect": {"count": 1, "marks": [("~water", YESTERDAY, "partial", 5)],
                "nomarks": [("~water", TODAY)]}},

    # ------------------------------------------------------------------ typos + one at a time
    {"id": "zn40", "cat": "robust", "setup": [],
     "turns": ["drink 8 glases of watter a day",
               "had a glass",
               "anothr one",
               "and another"],
     "expect": {"count": 1, "habits": [{"name": "~wat", "freq": ("daily",), "target": {"amount": 8}}],
                "marks": [("~wat", TODAY, "partial", 3)]}},
]
