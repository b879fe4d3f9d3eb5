"""Fresh batch U: measurable habits -- amounts, units, targets and limits.

Same format as dev_cases.py (see its first 40 lines). Clock: Wednesday 2026-03-04 09:00.
  yesterday / "last night" = Tue 03-03, "on monday" = 03-02, "sunday" (past) = 03-01,
  "friday" in a report of the past = 02-27, "tomorrow" = 03-05, "this week" = Mon 03-02 .. Sun 03-08.

run_eval.py's setup cannot carry a target (setup_doc writes no "target" and marks carry no
amount), so every measurable habit is created by the first turn of its conversation, and
the assertions for those cases use count / habits / marks / nomarks / notdone instead of
`unchanged`. Habit names are matched by a substring ("~water") because the exact clean name
a coach picks ("Drink water", "Water") is not what these cases test.
Marks with a fourth element also check the day's total amount.
"""

TODAY = "2026-03-04"
YESTERDAY = "2026-03-03"
MON = "2026-03-02"
SUN = "2026-03-01"
FRI = "2026-02-27"
TOMORROW = "2026-03-05"


def H(name, freq=("daily",), tier="must", polarity="build", group=None, archived=False, marks=()):
    """A habit imported before the conversation (no target: the importer can't express one)."""
    return {"name": name, "freq": freq, "tier": tier, "polarity": polarity, "group": group,
            "archived": archived, "marks": list(marks)}


CASES = [
    # ------------------------------------------------------------------ adding with a target
    # src: https://github.com/dessalines/habit-maker/issues/335
    {"id": "u_add01", "cat": "add", "setup": [],
     "turns": ["i want to drink at least 8 cups of water a day"],
     "expect": {"count": 1,
                "habits": [{"name": "~water", "freq": ("daily",), "polarity": "build",
                            "target": {"amount": 8, "unit": "cup"}}],
                "nomarks": [("~water", TODAY)]}},

    # src: https://pacepassion.com/running-guides/running-15-miles-a-week/
    {"id": "u_add02", "cat": "add", "setup": [],
     "turns": ["i want to run 15 miles a week, been meaning to for ages"],
     "expect": {"count": 1,
                "habits": [{"name": "~run", "polarity": "build",
                            "target": {"amount": 15, "unit": "mile"}}],
                "nomarks": [("~run", TODAY)]}},

    # src: https://myhabits.in/community/i-tried-meditation-every-morning-for-21-days-and-this-changed-f152fc
    {"id": "u_add03", "cat": "add", "setup": [],
     "turns": ["meditate 10 mins every morning"],
     "expect": {"count": 1,
                "habits": [{"name": "~meditat", "freq": ("daily",), "polarity": "build",
                            "target": {"amount": 10}}]}},

    # src: https://pleasexplain.com/article/create-and-stick-to-a-screen-time-limit-on-your-phone
    {"id": "u_add04", "cat": "avoid", "setup": [],
     "turns": ["limit my screen time to 2 hours a day"],
     "expect": {"count": 1,
                "habits": [{"name": "~screen", "polarity": "avoid",
                            "target": {"amount": 2, "unit": "hour"}}]}},

    # src: https://github.com/xpavle00/Habo/issues/130
    {"id": "u_add05", "cat": "multi", "setup": [],
     "turns": ["add drinking 2 litres of water a day and 50 pushups every day"],
     "expect": {"count": 2,
                "habits": [{"name": "~water", "freq": ("daily",), "target": {"amount": 2}},
                           {"name": "~push", "freq": ("daily",), "target": {"amount": 50}}]}},

    {"id": "u_add06", "cat": "slots", "setup": [],
     "turns": ["i want to start walking more", "8000 steps every day"],
     "expect": {"count": 1,
                "habits": [{"name": "~walk", "freq": ("daily",), "polarity": "build",
                            "target": {"amount": 8000, "unit": "step"}}]}},

    # src: https://github.com/iSoron/uhabits/issues/373
    {"id": "u_add07", "cat": "add", "setup": [],
     "turns": ["i drink way too little, i wanna fill my water bottle 3 times a day"],
     "expect": {"count": 1,
                "habits": [{"name": "~water", "freq": ("daily",), "target": {"amount": 3}}],
                "nomarks": [("~water", TODAY)]}},

    # ------------------------------------------------------------------ logging amounts
    {"id": "u_log01", "cat": "log", "setup": [],
     "turns": ["drink 8 glasses of water a day", "drank 3 glases so far", "2 more"],
     "expect": {"count": 1,
                "marks": [("~water", TODAY, "partial", 5)]}},

    # src: http://pandawhale.com/post/58911/read-more-the-simple-system-i-use-to-read-30-booksyear?comment=158346
    {"id": "u_log02", "cat": "log", "setup": [],
     "turns": ["i want to read 20 pages a night",
               "read 12 pages on the train yesterday and another 8 before bed"],
     "expect": {"count": 1,
                "marks": [("~read", YESTERDAY, "done", 20)],
                "nomarks": [("~read", TODAY)]}},

    # src: https://upstep.me/step/16/limit-coffee-intake
    {"id": "u_log03", "cat": "avoid", "setup": [],
     "turns": ["set a limit of 2 coffees a day", "had 3 coffees today ugh"],
     "expect": {"count": 1,
                "habits": [{"name": "~coffee", "polarity": "avoid"}],
                "marks": [("~coffee", TODAY, "slipped", 3)]}},

    {"id": "u_log04", "cat": "dates", "setup": [],
     "turns": ["i wanna run 15km a week", "ran 5k on monday and 6k yesterday"],
     "expect": {"count": 1,
                "marks": [("~run", MON, "done", 5), ("~run", YESTERDAY, "done", 6)],
                "nomarks": [("~run", TODAY)]}},

    {"id": "u_log05", "cat": "robust", "setup": [],
     "turns": ["drink 3 litres of water a day", "drank two litres alredy"],
     "expect": {"count": 1,
                "marks": [("~water", TODAY, "partial", 2)]}},

    {"id": "u_log06", "cat": "robust", "setup": [],
     "turns": ["meditate 20 minutes a day", "meditated 45min this mornin"],
     "expect": {"count": 1,
                "marks": [("~meditat", TODAY, "done", 45)]}},

    # src: https://www.lessismoreguitar.com/how-to-find-time-to-practice-guitar/
    {"id": "u_log07", "cat": "log", "setup": [],
     "turns": ["i'd like to practise guitar 30 minutes a day", "did half an hour of guitar yesterday"],
     "expect": {"count": 1,
                "habits": [{"name": "~guitar", "target": {"amount": 30, "unit": "minute"}}],
                "marks": [("~guitar", YESTERDAY, "done", 30)],
                "nomarks": [("~guitar", TODAY)]}},

    {"id": "u_log08", "cat": "log", "setup": [],
     "turns": ["floss twice a day", "flossed after breakfast", "flossed again just now"],
     "expect": {"count": 1,
                "habits": [{"name": "~floss", "freq": ("daily",), "target": {"amount": 2, "unit": "times"}}],
                "marks": [("~floss", TODAY, "done", 2)]}},

    {"id": "u_log09", "cat": "dates", "setup": [],
     "turns": ["i want to read 20 pages a night", "read like fifteen pages on sunday"],
     "expect": {"count": 1,
                "marks": [("~read", SUN, "partial", 15)],
                "nomarks": [("~read", TODAY)]}},

    # an amount said of a habit that keeps no count: doing 20 minutes of yoga is doing yoga
    {"id": "u_log10", "cat": "log", "setup": [H("Yoga")],
     "turns": ["did 20 mins of yoga yesterday"],
     "expect": {"count": 1,
                "marks": [("Yoga", YESTERDAY, "done")],
                "nomarks": [("Yoga", TODAY)]}},

    # src: https://www.mhfirstaid.tools/how-to-cut-down-on-your-drinking/how-to-cut-down-on-your-drinking
    {"id": "u_log11", "cat": "dates", "setup": [],
     "turns": ["limit alcohol to 2 drinks a day", "had 3 drinks on friday oops"],
     "expect": {"count": 1,
                "habits": [{"name": "~alcohol", "polarity": "avoid", "target": {"amount": 2}}],
                "marks": [("~alcohol", FRI, "slipped", 3)],
                "nomarks": [("~alcohol", TODAY)]}},

    # src: https://greycicada.com/struggling-to-hit-10000-steps-again-heres-exactly-what-worked-for-me
    {"id": "u_log12", "cat": "robust", "setup": [],
     "turns": ["add 10k steps a day", "only got 5k steps yesterday"],
     "expect": {"count": 1,
                "habits": [{"name": "~step", "target": {"amount": 10000, "unit": "step"}}],
                "marks": [("~step", YESTERDAY, "partial", 5000)],
                "nomarks": [("~step", TODAY)]}},

    # src: https://nessymathew.com/tag/reading-more-books/
    {"id": "u_log13", "cat": "dates", "setup": [],
     "turns": ["i want to read 20 pages a night", "read 37 pages last night!!"],
     "expect": {"count": 1,
                "marks": [("~read", YESTERDAY, "done", 37)],
                "nomarks": [("~read", TODAY)]}},

    # ------------------------------------------------------------------ changing a target
    {"id": "u_edit01", "cat": "edit", "setup": [],
     "turns": ["drink 8 glasses of water a day", "bump water to 10 glasses"],
     "expect": {"count": 1,
                "habits": [{"name": "~water", "freq": ("daily",), "target": {"amount": 10, "unit": "glass"}}]}},

    {"id": "u_edit02", "cat": "edit", "setup": [],
     "turns": ["practise guitar 20 minutes a day", "make it 30 minutes"],
     "expect": {"count": 1,
                "habits": [{"name": "~guitar", "freq": ("daily",), "target": {"amount": 30, "unit": "minute"}}]}},

    {"id": "u_edit03", "cat": "edit", "setup": [H("Read")],
     "turns": ["change reading to 25 pages a day"],
     "expect": {"count": 1,
                "habits": [{"name": "Read", "freq": ("daily",), "target": {"amount": 25, "unit": "page"}}]}},

    # src: http://www.43things.com/person/BaddamTish
    {"id": "u_edit04", "cat": "avoid", "setup": [],
     "turns": ["i want to cut down on smoking, max 10 cigarettes a day",
               "ok drop my cigarette limit to 7"],
     "expect": {"count": 1,
                "habits": [{"name": "~smok", "polarity": "avoid",
                            "target": {"amount": 7, "unit": "cigarette"}}]}},

    {"id": "u_edit05", "cat": "correct", "setup": [],
     "turns": ["limit coffee to 3 a day", "actually make that 2"],
     "expect": {"count": 1,
                "habits": [{"name": "~coffee", "polarity": "avoid", "target": {"amount": 2}}]}},

    {"id": "u_edit06", "cat": "multi", "setup": [],
     "turns": ["drink 8 glasses of water a day", "add 10k steps a day",
               "log 5 glasses of water and tbh bump the water target up to 10"],
     "expect": {"count": 2,
                "habits": [{"name": "~water", "target": {"amount": 10, "unit": "glass"}},
                           {"name": "~step", "target": {"amount": 10000}}],
                "marks": [("~water", TODAY, "partial", 5)],
                "nomarks": [("~step", TODAY)]}},

    # ------------------------------------------------------------------ how much done / left
    {"id": "u_query01", "cat": "query", "setup": [],
     "turns": ["drink 8 glasses of water a day", "drank 3 glasses", "2 more",
               "how much water have i had today"],
     "expect": {"count": 1,
                "marks": [("~water", TODAY, "partial", 5)],
                "reply": r"\b5\b"}},

    {"id": "u_query02", "cat": "query", "setup": [],
     "turns": ["i want to read 20 pages a night", "read 20 pages on monday", "read 15 yesterday",
               "how many pages have i read this week"],
     "expect": {"count": 1,
                "marks": [("~read", MON, "done", 20), ("~read", YESTERDAY, "partial", 15)],
                "nomarks": [("~read", TODAY)],
                "reply": r"\b35\b"}},

    {"id": "u_query03", "cat": "query", "setup": [],
     "turns": ["i wanna run 15km a week", "ran 5k monday", "did 6.5km yesterday",
               "how far have i run this week"],
     "expect": {"count": 1,
                "marks": [("~run", MON, "done", 5), ("~run", YESTERDAY, "done", 6.5)],
                "nomarks": [("~run", TODAY)],
                "reply": r"11[.,]5"}},

    # src: https://github.com/xpavle00/Habo/issues/130
    {"id": "u_query04", "cat": "query", "setup": [],
     "turns": ["add 50 pushups a day", "did 35 pushups so far", "how many more do i need to do"],
     "expect": {"count": 1,
                "marks": [("~push", TODAY, "partial", 35)],
                "reply": r"\b15\b"}},

    # ------------------------------------------------------------------ corrections
    {"id": "u_correct01", "cat": "correct", "setup": [],
     "turns": ["drink 8 glasses of water a day", "drank 3 glasses", "wait it was 4 not 3"],
     "expect": {"count": 1,
                "marks": [("~water", TODAY, "partial", 4)]}},

    {"id": "u_correct02", "cat": "correct", "setup": [],
     "turns": ["add 10k steps a day", "did 6500 steps yesterday", "oops meant 8500 not 6500"],
     "expect": {"count": 1,
                "marks": [("~step", YESTERDAY, "partial", 8500)],
                "nomarks": [("~step", TODAY)]}},

    # ------------------------------------------------------------------ must change nothing / no wrong amount
    # "only managed 10 minutes" of a habit with no target: asked about, never logged done, no target invented
    {"id": "u_safety01", "cat": "safety", "setup": [H("Yoga")],
     "turns": ["only managed 10 minutes of yoga today"],
     "expect": {"unchanged": True, "notdone": [("Yoga", TODAY)]}},

    # a plan
    {"id": "u_safety02", "cat": "safety", "setup": [],
     "turns": ["drink 8 glasses of water a day", "gonna drink way more water tomorrow lol"],
     "expect": {"count": 1,
                "habits": [{"name": "~water", "target": {"amount": 8, "unit": "glass"}}],
                "nomarks": [("~water", TODAY), ("~water", TOMORROW)]}},

    # someone else's number
    {"id": "u_safety03", "cat": "safety", "setup": [],
     "turns": ["i wanna run 15km a week", "my husband ran 10k this morning, such a show off"],
     "expect": {"count": 1,
                "habits": [{"name": "~run", "target": {"amount": 15, "unit": "km"}}],
                "nomarks": [("~run", TODAY)]}},

    # negation
    {"id": "u_safety04", "cat": "safety", "setup": [],
     "turns": ["drink 8 glasses of water a day", "havent had any water yet today tbh"],
     "expect": {"count": 1,
                "nomarks": [("~water", TODAY)]}},

    # unit mismatch: litres against a target in glasses -- a careful coach asks, never guesses
    {"id": "u_safety05", "cat": "safety", "setup": [],
     "turns": ["drink 8 glasses of water a day", "had about 1.5 litres so far"],
     "expect": {"count": 1,
                "habits": [{"name": "~water", "target": {"amount": 8, "unit": "glass"}}],
                "nomarks": [("~water", TODAY)]}},

    # a question about a number, nothing to change
    # src: http://mail.sentinelnews.net/tags/human-interest?page=168
    {"id": "u_safety06", "cat": "safety", "setup": [],
     "turns": ["is 10k steps a day actually realistic? asking for me lol"],
     "expect": {"unchanged": True}},

    # a future day is refused
    {"id": "u_safety07", "cat": "safety", "setup": [],
     "turns": ["drink 8 glasses of water a day", "put 8 glasses down for tomorrow"],
     "expect": {"count": 1,
                "nomarks": [("~water", TODAY), ("~water", TOMORROW)]}},

    # negation with a reason: a skip is fine, done or an amount is not
    {"id": "u_safety08", "cat": "safety", "setup": [],
     "turns": ["i want to read 20 pages a night", "didnt read a single page last night, too tired"],
     "expect": {"count": 1,
                "notdone": [("~read", YESTERDAY)],
                "nomarks": [("~read", TODAY)]}},
]
