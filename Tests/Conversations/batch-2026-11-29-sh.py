"""Fresh blind batch "sh": young people typing in meme-speak and slang (no cap, lowkey, ngl,
emoji, all lowercase, rn/tmrw/w/e, sarcasm and jokes that must not be taken literally).

Clock for every case: Wednesday 2026-03-04 09:00 (local = UTC).
  today = Wed 03-04, yesterday / "last night" = Tue 03-03, "monday" (report) = 03-02,
  "sunday" (report) = 03-01, "friday" (report) = 02-27, "friday" (plan/skip) = 03-06.

Format as in dev_cases.py: id, cat, setup, turns, expect.
Written without reading the coach's code, intents, tests, transcripts or earlier batches.
"""

TODAY = "2026-03-04"
YESTERDAY = "2026-03-03"
MON = "2026-03-02"
SUN = "2026-03-01"
FRI = "2026-02-27"
NEXT_FRI = "2026-03-06"


def H(name, freq=("daily",), tier="must", polarity="build", group=None, archived=False, marks=()):
    """A habit imported before the conversation (the keys run_eval.setup_doc reads)."""
    return {"name": name, "freq": freq, "tier": tier, "polarity": polarity, "group": group,
            "archived": archived, "marks": [tuple(m) for m in marks]}


GYM_NAMES = ["Gym", "Go to the gym", "Going to the gym", "Go to gym", "Hit the gym", "Hitting the gym"]

CASES = [
    # ---------------------------------------------------------------- single messages
    # src: https://soukservices.com/slideshow/3-context-changes/14756257 (wanting to go to the gym more, a few times a week)
    {"id": "sh01", "cat": "add", "setup": [],
     "turns": ["ok so lowkey i need to start going to the gym no cap, like 3x a week"],
     "expect": {"count": 1, "maxlen": 25,
                "habits": [{"name": GYM_NAMES, "freq": ("weekly", 3), "polarity": "build"}]}},

    {"id": "sh02", "cat": "dates", "setup": [H("Read", marks=[(MON, "done")])],
     "turns": ["ngl i actually read last night 📚 proud of me"],
     "expect": {"count": 1, "marks": [("Read", YESTERDAY, "done"), ("Read", MON, "done")],
                "nomarks": [("Read", TODAY)], "habits": [{"name": "Read", "freq": ("daily",)}]}},

    {"id": "sh03", "cat": "log", "setup": [H("Skincare"), H("Gym", freq=("weekly", 3))],
     "turns": ["did skincare + hit the gym today 💪 we move"],
     "expect": {"count": 2, "marks": [("Skincare", TODAY, "done"), ("Gym", TODAY, "done")]}},

    # src: https://reddit.privacy-wiki.info/r/QuitVaping (relapse after a long quit, at a social moment)
    {"id": "sh04", "cat": "avoid", "setup": [H("Vaping", polarity="avoid")],
     "turns": ["welp. vaped at a party last night 💀"],
     "expect": {"count": 1, "marks": [("Vaping", YESTERDAY, "slipped")], "nomarks": [("Vaping", TODAY)]}},

    # src: https://github.com/HabitRPG/habitica/issues/687 (sick with flu, wants a sick day that doesn't count against them)
    {"id": "sh05", "cat": "log", "setup": [H("Run", freq=("days", "mon wed fri"))],
     "turns": ["skip my run today, im literally sick 🤒 no cap"],
     "expect": {"count": 1, "marks": [("Run", TODAY, "skipped")],
                "habits": [{"name": "Run", "freq": ("days", "mon wed fri")}]}},

    # src: http://girlsgotsole.com/blog/the-caffeination-game/ (up to 2-3 energy drinks a day, cutting to one)
    {"id": "sh06", "cat": "avoid", "setup": [],
     "turns": ["lowkey need to limit monsters to 1 a day 💀"],
     "expect": {"count": 1,
                "habits": [{"name": "~monster", "polarity": "avoid", "freq": ("daily",), "target": {"amount": 1}}]}},

    {"id": "sh07", "cat": "edit", "setup": [H("Go outside")],
     "turns": ["rename go outside to touch grass lmao and make it 5x a week"],
     "expect": {"count": 1, "habits": [{"name": "Touch grass", "freq": ("weekly", 5)}]}},

    # src: https://www.theodysseyonline.com/7-healthy-habits-integrate-routine-years-eve (better skincare routine)
    {"id": "sh08", "cat": "dates", "setup": [H("Skincare")],
     "turns": ["did my skincare monday and tuesday fr"],
     "expect": {"count": 1, "marks": [("Skincare", MON, "done"), ("Skincare", YESTERDAY, "done")],
                "nomarks": [("Skincare", TODAY)], "habits": [{"name": "Skincare", "freq": ("daily",)}]}},

    {"id": "sh09", "cat": "group", "setup": [H("Guitar", tier="nice"), H("Drawing", tier="nice")],
     "turns": ["make a creative group w guitar and drawing, i only need to do 1 of them a day"],
     "expect": {"count": 2, "groups": [{"name": "Creative", "require": 1, "members": ["Guitar", "Drawing"]}]}},

    {"id": "sh10", "cat": "tier", "setup": [H("Stretch")],
     "turns": ["stretching is lowkey optional tbh, make it a nice to have"],
     "expect": {"count": 1, "habits": [{"name": "Stretch", "tier": "nice", "freq": ("daily",)}]}},

    # src: https://github.com/BaraniVA/Habitheat/issues/53 (marking missed days afterwards)
    {"id": "sh11", "cat": "dates", "setup": [H("Gym", freq=("weekly", 3))],
     "turns": ["went to the gym friday and sunday btw, forgot to log it 😅"],
     "expect": {"count": 1, "marks": [("Gym", FRI, "done"), ("Gym", SUN, "done")],
                "nomarks": [("Gym", TODAY), ("Gym", NEXT_FRI)],
                "habits": [{"name": "Gym", "freq": ("weekly", 3)}]}},

    # src: https://github.com/iSoron/uhabits/issues/88 (skip a day for an outside reason without breaking the streak)
    {"id": "sh12", "cat": "dates", "setup": [H("Run", freq=("days", "mon wed fri"))],
     "turns": ["im skipping my run on friday, got a concert 🤘"],
     "expect": {"count": 1, "marks": [("Run", NEXT_FRI, "skipped")],
                "nomarks": [("Run", FRI), ("Run", TODAY)],
                "habits": [{"name": "Run", "freq": ("days", "mon wed fri")}]}},

    {"id": "sh13", "cat": "multi", "setup": [H("Skincare")],
     "turns": ["add pushups every day and also i did skincare yesterday"],
     "expect": {"count": 2, "marks": [("Skincare", YESTERDAY, "done")], "nomarks": [("Skincare", TODAY)],
                "habits": [{"name": ["Pushups", "Push-ups", "Push ups", "Do pushups"], "freq": ("daily",)},
                           {"name": "Skincare", "freq": ("daily",)}]}},

    {"id": "sh14", "cat": "multi", "setup": [],
     "turns": ["add gym 3x a week and reading every night pls 🙏"],
     "expect": {"count": 2,
                "habits": [{"name": GYM_NAMES, "freq": ("weekly", 3)},
                           {"name": ["Read", "Reading"], "freq": ("daily",)}]}},

    # ---------------------------------------------------------------- two to four turns
    {"id": "sh15", "cat": "slots", "setup": [],
     "turns": ["i wanna start journaling", "every night"],
     "expect": {"count": 1, "habits": [{"name": ["Journal", "Journaling", "Journalling"], "freq": ("daily",)}]}},

    # src: https://redlib.tcsenpai.com/r/QuitVaping?after=t3_1olyt88 (quitting vaping after years, for health)
    {"id": "sh16", "cat": "avoid", "setup": [],
     "turns": ["i need to quit vaping fr this time 😤", "for my lungs and my wallet lol"],
     "expect": {"count": 1, "habits": [{"name": ["Vaping", "Vape"], "polarity": "avoid", "freq": ("daily",)}]}},

    {"id": "sh17", "cat": "slots", "setup": [],
     "turns": ["i need to start hitting the gym fr", "like 3 times a week or w/e"],
     "expect": {"count": 1, "habits": [{"name": GYM_NAMES, "freq": ("weekly", 3), "polarity": "build"}]}},

    # src: https://kvia.com/?p=1236955 (scrolling in bed instead of reading a book)
    {"id": "sh18", "cat": "free", "setup": [],
     "turns": ["i should read more instead of doomscrolling tiktok all night 😭", "4 days a week"],
     "expect": {"count": 1, "habits": [{"name": ["Read", "Reading", "Read more"], "freq": ("weekly", 4),
                                        "polarity": "build"}]}},

    # src: https://kabitapp.com/blog/habit-tracker-for-students (reviewing notes after class)
    {"id": "sh19", "cat": "slots", "setup": [],
     "turns": ["add review notes after class", "weekdays"],
     "expect": {"count": 1, "habits": [{"name": "~review notes", "freq": ("days", "mon tue wed thu fri")}]}},

    {"id": "sh20", "cat": "tier", "setup": [],
     "turns": ["add flossing every day", "oh and make it optional lol"],
     "expect": {"count": 1, "habits": [{"name": ["Floss", "Flossing"], "freq": ("daily",), "tier": "nice"}]}},

    {"id": "sh21", "cat": "correct", "setup": [],
     "turns": ["add running 3x a week", "wait no make it 2, im not that guy 😂"],
     "expect": {"count": 1, "habits": [{"name": ["Running", "Run", "Go running"], "freq": ("weekly", 2)}]}},

    # src: https://www.hercampus.com/school/elizabethtown/5-things-you-should-be-doing-every-day (a daily walk)
    {"id": "sh22", "cat": "correct", "setup": [],
     "turns": ["i wanna start going on walks", "every day", "actually call it touch grass 🌱"],
     "expect": {"count": 1, "habits": [{"name": "Touch grass", "freq": ("daily",)}]}},

    # src: https://forum.duolingo.com/comment/843982/When-is-the-streak-broken (doing the lesson just before midnight)
    {"id": "sh23", "cat": "edit", "setup": [H("Duolingo")],
     "turns": ["can u set a reminder for duolingo", "9pm"],
     "expect": {"count": 1, "reminders": [("Duolingo", "21:00")], "habits": [{"name": "Duolingo", "freq": ("daily",)}]}},

    # src: https://www.mymomentummind.com/post/app-review-habits (several bottles of water a day, not just once)
    {"id": "sh24", "cat": "log", "setup": [],
     "turns": ["i wanna drink 8 glasses of water a day 💧", "drank 3 so far"],
     "expect": {"count": 1, "habits": [{"name": "~water", "freq": ("daily",), "target": {"amount": 8, "unit": "glass"}}],
                "marks": [("~water", TODAY, "partial", 3)]}},

    {"id": "sh25", "cat": "log", "setup": [],
     "turns": ["add reading 20 pages a day", "only got thru 10 pages today ngl"],
     "expect": {"count": 1, "habits": [{"name": ["Read", "Reading"], "freq": ("daily",), "target": {"amount": 20, "unit": "page"}}],
                "marks": [(["Read", "Reading"], TODAY, "partial", 10)]}},

    {"id": "sh26", "cat": "log", "setup": [H("Morning run"), H("Evening run")],
     "turns": ["did my run 🏃", "the morning one"],
     "expect": {"count": 2, "marks": [("Morning run", TODAY, "done")], "nomarks": [("Evening run", TODAY)]}},

    {"id": "sh27", "cat": "edit", "setup": [H("Gym", freq=("weekly", 3)), H("Dance", freq=("weekly", 2), tier="nice")],
     "turns": ["delete dance, i quit the team 😔", "yes"],
     "expect": {"count": 1, "habits": [{"name": "Gym", "freq": ("weekly", 3), "polarity": "build"}]}},

    {"id": "sh28", "cat": "correct", "setup": [H("Read")],
     "turns": ["read today ✅", "wait undo that i lied lmao"],
     "expect": {"count": 1, "nomarks": [("Read", TODAY)]}},

    # ---------------------------------------------------------------- must change nothing
    {"id": "sh29", "cat": "safety", "setup": [H("Gym", freq=("weekly", 3))],
     "turns": ["yeah i totally went to the gym today 🙄 (i did not)"],
     "expect": {"count": 1, "notdone": [("Gym", TODAY)], "habits": [{"name": "Gym", "freq": ("weekly", 3)}]}},

    {"id": "sh30", "cat": "safety", "setup": [H("Run", freq=("weekly", 3))],
     "turns": ["my roommate ran a half marathon today and im just here eating hot cheetos 💀"],
     "expect": {"unchanged": True}},

    {"id": "sh31", "cat": "safety", "setup": [H("Gym", freq=("weekly", 3))],
     "turns": ["gonna hit the gym tmrw fr fr"],
     "expect": {"unchanged": True}},

    {"id": "sh32", "cat": "safety", "setup": [H("Meditate")],
     "turns": ["did not meditate today lol my brain is too loud"],
     "expect": {"count": 1, "notdone": [("Meditate", TODAY)], "habits": [{"name": "Meditate", "freq": ("daily",)}]}},

    {"id": "sh33", "cat": "query",
     "setup": [H("Gym", freq=("weekly", 3), marks=[(MON, "done")]),
               H("Read", marks=[(MON, "done"), (YESTERDAY, "done")])],
     "turns": ["how am i doing this week fr be honest 😬"],
     "expect": {"unchanged": True}},

    {"id": "sh34", "cat": "safety", "setup": [H("Read"), H("Gym", freq=("weekly", 3))],
     "turns": ["ngl im so unmotivated rn everything is mid"],
     "expect": {"unchanged": True}},

    {"id": "sh35", "cat": "safety", "setup": [H("Read")],
     "turns": ["can u block tiktok on my phone after 10pm lol"],
     "expect": {"unchanged": True}},

    # src: https://reddit.jaspervandalum.nl/r/QuitVaping?after=t3_1jsor8l (hiding vaping from family)
    {"id": "sh36", "cat": "safety", "setup": [H("Vaping", polarity="avoid")],
     "turns": ["if i vape one more time my mom is gonna disown me 😭"],
     "expect": {"unchanged": True}},

    # src: http://altreason.com/t/caffeine/ (several energy drinks a day)
    {"id": "sh37", "cat": "safety", "setup": [],
     "turns": ["no cap i drank like 3 energy drinks today 💀"],
     "expect": {"count": 0}},

    # src: https://github.com/InlitX/streak/issues/112 (workout streaks with rest days)
    {"id": "sh38", "cat": "safety", "setup": [H("Leg day", freq=("weekly", 1))],
     "turns": ["never skip leg day 😤💪"],
     "expect": {"unchanged": True}},

    {"id": "sh39", "cat": "safety", "setup": [H("Run", freq=("weekly", 3))],
     "turns": ["i literally ran to catch the bus this morning does that count lol"],
     "expect": {"count": 1, "notdone": [("Run", TODAY)], "habits": [{"name": "Run", "freq": ("weekly", 3)}]}},

    {"id": "sh40", "cat": "safety", "setup": [H("Gym", freq=("weekly", 3))],
     "turns": ["gym? i barely know her 😂"],
     "expect": {"unchanged": True}},
]
