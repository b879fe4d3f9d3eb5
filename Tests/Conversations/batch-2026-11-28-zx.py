"""Fresh batch zx: a new user's first days with the coach.

Theme: someone who has never tracked a habit before. Vague goals ("i want to be healthier",
"should prob drink more water"), asking what the coach can do, building first habits through
back-and-forth with the coach's own questions (one-word and sloppy answers, changing their mind
mid-draft, saying no / never mind), then first logs, first missed days and first questions about
how it's going. Plenty of messages here must change nothing (feelings, other people, plans,
statements about their life, requests the coach can't do).

Written blind (SPEC.md, eval README, run_eval.py and the dev_cases.py format header only).

Clock for every case: Wednesday 2026-03-04 09:00 (local = UTC).
  today = Wed 03-04, yesterday / "last night" = Tue 03-03, "on monday" = 03-02,
  "sunday" = 03-01, "saturday" in a report = 02-28, "friday" in a report = 02-27,
  "friday" in a plan or a skip = 03-06.

Setup habits use the compact form run_eval.setup_doc() reads:
  {name, freq, tier, polarity, group, archived, marks: [(day, state), ...]}
built by H() below. A `# src:` comment names the public text a case's wording paraphrases.
"""

TODAY = "2026-03-04"
YESTERDAY = "2026-03-03"
MON = "2026-03-02"
SUN = "2026-03-01"
SAT = "2026-02-28"
FRI = "2026-02-27"
NEXT_FRI = "2026-03-06"


def H(name, freq=("daily",), tier="must", polarity="build", group=None, archived=False, marks=()):
    """A setup habit in run_eval.setup_doc()'s compact form."""
    return {"name": name, "freq": freq, "tier": tier, "polarity": polarity, "group": group,
            "archived": archived, "marks": list(marks)}


CASES = [
    # ---------------------------------------------------------------- onboarding, slots
    {"id": "zx01", "cat": "slots", "setup": [],
     "turns": ["hi",
               "um i keep saying ill start running and then i just never do lol",
               "once a week to start",
               "nah thats all for now"],
     "expect": {"count": 1, "maxlen": 35,
                "habits": [{"name": "~run", "freq": ("weekly", 1), "polarity": "build"}]}},

    # src: https://github.com/dessalines/habit-maker/issues/335
    {"id": "zx02", "cat": "slots", "setup": [],
     "turns": ["should prob drink more water tbh",
               "8 cups a day"],
     "expect": {"count": 1,
                "habits": [{"name": "~water", "freq": ("daily",), "polarity": "build",
                            "target": {"amount": 8, "unit": "cup"}}]}},

    {"id": "zx03", "cat": "safety", "setup": [],
     "turns": ["hey",
               "what can u actually do",
               "ok cool"],
     "expect": {"count": 0, "unchanged": True}},

    # a goal too vague to be a habit, and no schedule given: nothing should be created
    {"id": "zx04", "cat": "safety", "setup": [],
     "turns": ["i want to be healthier",
               "idk honestly, just in general"],
     "expect": {"count": 0}},

    # src: https://dailypulsehub.com/guides/tracking-habits-without-overwhelm
    {"id": "zx05", "cat": "correct", "setup": [],
     "turns": ["i should really read before bed instead of being on my phone",
               "every night",
               "actually no, 4 nights a week is more realistic"],
     "expect": {"count": 1, "maxlen": 35,
                "habits": [{"name": "~read", "freq": ("weekly", 4), "polarity": "build"}]}},

    {"id": "zx06", "cat": "correct", "setup": [],
     "turns": ["i think i should meditate more",
               "eh never mind, not rn"],
     "expect": {"count": 0}},

    {"id": "zx07", "cat": "correct", "setup": [],
     "turns": ["can you help me sleep better",
               "nah not right now"],
     "expect": {"count": 0}},

    {"id": "zx08", "cat": "slots", "setup": [],
     "turns": ["i wanna get back into yoga",
               "3"],
     "expect": {"count": 1,
                "habits": [{"name": "~yoga", "freq": ("weekly", 3), "polarity": "build"}]}},

    # changing the name mid-draft, then a one-word schedule
    {"id": "zx09", "cat": "slots", "setup": [],
     "turns": ["i want to start journaling",
               "hmm call it writing actually",
               "weekdays"],
     "expect": {"count": 1,
                "habits": [{"name": ["Writing", "Write"], "freq": ("days", "mon tue wed thu fri")}]}},

    # ---------------------------------------------------------------- avoid, slips
    # src: https://github.com/iSoron/uhabits/issues/404
    {"id": "zx10", "cat": "avoid", "setup": [],
     "turns": ["i keep checking my ex's instagram and i need to stop"],
     "expect": {"count": 1, "maxlen": 40,
                "habits": [{"name": "~insta", "polarity": "avoid", "freq": ("daily",)}]}},

    {"id": "zx11", "cat": "avoid",
     "setup": [H("Vaping", polarity="avoid")],
     "turns": ["caved and vaped last night ugh"],
     "expect": {"count": 1,
                "marks": [("Vaping", YESTERDAY, "slipped")],
                "nomarks": [("Vaping", TODAY)],
                "habits": [{"name": "Vaping", "polarity": "avoid", "freq": ("daily",)}]}},

    # src: https://github.com/dohsimpson/HabitTrove/issues/153
    {"id": "zx12", "cat": "avoid",
     "setup": [H("Sugar", polarity="avoid")],
     "turns": ["had cake at my cousin's wedding on saturday so much for no sugar lol",
               "yep"],
     "expect": {"count": 1,
                "marks": [("Sugar", SAT, "slipped")],
                "nomarks": [("Sugar", TODAY)],
                "habits": [{"name": "Sugar", "polarity": "avoid", "freq": ("daily",)}]}},

    # ---------------------------------------------------------------- first logs
    {"id": "zx13", "cat": "log",
     "setup": [H("Running", ("weekly", 1))],
     "turns": ["went for a run this morning!! first one in like a year"],
     "expect": {"count": 1,
                "marks": [("Running", TODAY, "done")],
                "habits": [{"name": "Running", "freq": ("weekly", 1)}]}},

    {"id": "zx14", "cat": "log",
     "setup": [H("Read"), H("Drink water")],
     "turns": ["read a chapter last night before bed"],
     "expect": {"count": 2,
                "marks": [("Read", YESTERDAY, "done")],
                "nomarks": [("Read", TODAY), ("Drink water", YESTERDAY), ("Drink water", TODAY)]}},

    {"id": "zx15", "cat": "dates",
     "setup": [H("Yoga", ("weekly", 3))],
     "turns": ["did yoga on monday and again yesterday"],
     "expect": {"count": 1,
                "marks": [("Yoga", MON, "done"), ("Yoga", YESTERDAY, "done")],
                "nomarks": [("Yoga", TODAY)],
                "habits": [{"name": "Yoga", "freq": ("weekly", 3)}]}},

    # src: https://github.com/iSoron/uhabits/issues/88
    {"id": "zx16", "cat": "log",
     "setup": [H("Swimming", ("days", "mon wed fri"))],
     "turns": ["pool's shut today for some public holiday so skip swimming"],
     "expect": {"count": 1,
                "marks": [("Swimming", TODAY, "skipped")],
                "habits": [{"name": "Swimming", "freq": ("days", "mon wed fri")}]}},

    # src: https://github.com/HabitRPG/habitica/issues/687
    {"id": "zx17", "cat": "safety",
     "setup": [H("Running", ("weekly", 3)), H("Read")],
     "turns": ["been down with the flu for two days, barely did anything on my list"],
     "expect": {"unchanged": True}},

    # ---------------------------------------------------------------- first questions
    {"id": "zx18", "cat": "query",
     "setup": [H("Read", marks=[(TODAY, "done")]), H("Drink water")],
     "turns": ["whats left for today?"],
     "expect": {"unchanged": True, "reply": r"(?i)water"}},

    # src: https://mindcrate.vercel.app/habit-tracking-for-beginners-the-simplest-system-that-actually-works-90a25b
    {"id": "zx19", "cat": "query",
     "setup": [H("Meditate", marks=[(SUN, "done")])],
     "turns": ["missed the last 2 days already, is that bad lol",
               "how am i doing overall"],
     "expect": {"unchanged": True}},

    # ---------------------------------------------------------------- adding, free text
    # src: https://github.com/HabitRPG/habitica/issues/258
    {"id": "zx20", "cat": "free", "setup": [],
     "turns": ["i always end up buying lunch, i wanna bring my own lunch to work 3 times a week"],
     "expect": {"count": 1, "maxlen": 35,
                "habits": [{"name": "~lunch", "freq": ("weekly", 3), "polarity": "build"}]}},

    {"id": "zx21", "cat": "robust", "setup": [],
     "turns": ["add cold showers",
               "dialy"],
     "expect": {"count": 1,
                "habits": [{"name": "~cold shower", "freq": ("daily",)}]}},

    # ---------------------------------------------------------------- groups, tiers
    {"id": "zx22", "cat": "group",
     "setup": [H("Guitar"), H("Drawing")],
     "turns": ["put guitar and drawing together in a group called Creative, i just need to do one of them a day"],
     "expect": {"count": 2,
                "groups": [{"name": "Creative", "require": 1, "members": ["Guitar", "Drawing"]}]}},

    # src: https://dailypulsehub.com/guides/tracking-habits-without-overwhelm
    {"id": "zx23", "cat": "tier", "setup": [],
     "turns": ["want to do 2 mins of stretching every day, optional tho, not a big deal if i skip it"],
     "expect": {"count": 1,
                "habits": [{"name": "~stretch", "freq": ("daily",), "tier": "nice"}]}},

    {"id": "zx24", "cat": "tier",
     "setup": [H("Meditate")],
     "turns": ["tbh meditation is more of a nice to have for me, dont want it counting against me"],
     "expect": {"count": 1,
                "habits": [{"name": "Meditate", "tier": "nice", "freq": ("daily",)}]}},

    # ---------------------------------------------------------------- edits
    {"id": "zx25", "cat": "edit",
     "setup": [H("Drink water")],
     "turns": ["can u call the water one Hydrate instead"],
     "expect": {"count": 1,
                "habits": [{"name": "Hydrate", "freq": ("daily",)}]}},

    {"id": "zx26", "cat": "safety",
     "setup": [H("Read")],
     "turns": ["fyi i work 9 to 5 mon to fri",
               "and im def not a morning person lol"],
     "expect": {"unchanged": True}},

    # ---------------------------------------------------------------- reminders
    {"id": "zx27", "cat": "edit",
     "setup": [H("Read")],
     "turns": ["can you remind me to read at 9:30pm every night"],
     "expect": {"count": 1,
                "reminders": [("Read", "21:30")],
                "habits": [{"name": "Read", "freq": ("daily",)}]}},

    {"id": "zx28", "cat": "add", "setup": [],
     "turns": ["remind me to take my vitamins every morning at 8"],
     "expect": {"count": 1,
                "habits": [{"name": "~vitamin", "freq": ("daily",)}],
                "reminders": [("~vitamin", "08:00")]}},

    # ---------------------------------------------------------------- amounts
    # src: https://github.com/iSoron/uhabits/issues/373
    {"id": "zx29", "cat": "add", "setup": [],
     "turns": ["i barely drink anything during the day, want to get through my water bottle 3 times a day",
               "finished one already"],
     "expect": {"count": 1,
                "habits": [{"name": "~water", "freq": ("daily",), "target": {"amount": 3}}],
                "marks": [("~water", TODAY, "partial", 1)]}},

    # src: https://www.mumsnet.com/talk/general_health/2535430-Week-1-of-the-52-small-changes-challenge-all-welcome
    {"id": "zx30", "cat": "add", "setup": [],
     "turns": ["wanna drink 1.5 litres of water a day, thats the goal"],
     "expect": {"count": 1,
                "habits": [{"name": "~water", "freq": ("daily",), "target": {"amount": 1.5}}]}},

    # src: https://github.com/xpavle00/Habo/issues/135
    {"id": "zx31", "cat": "avoid", "setup": [],
     "turns": ["no more than 2 coffees a day pls, been way too jittery lately"],
     "expect": {"count": 1,
                "habits": [{"name": "~coffee", "polarity": "avoid", "freq": ("daily",),
                            "target": {"amount": 2}}]}},

    # ---------------------------------------------------------------- several at once
    {"id": "zx32", "cat": "multi",
     "setup": [H("Read"), H("Yoga", ("weekly", 3)), H("Drink water")],
     "turns": ["did yoga and read today, forgot about water tho"],
     "expect": {"count": 3,
                "marks": [("Yoga", TODAY, "done"), ("Read", TODAY, "done")],
                "notdone": [("Drink water", TODAY)]}},

    # ---------------------------------------------------------------- negation, must change nothing
    {"id": "zx33", "cat": "log",
     "setup": [H("Read")],
     "turns": ["didnt read at all yesterday, was doomscrolling til 2am"],
     "expect": {"count": 1,
                "notdone": [("Read", YESTERDAY)],
                "nomarks": [("Read", TODAY)],
                "habits": [{"name": "Read", "freq": ("daily",)}]}},

    {"id": "zx34", "cat": "safety",
     "setup": [H("Running", ("weekly", 3))],
     "turns": ["my flatmate ran a half marathon on sunday, so jealous"],
     "expect": {"unchanged": True}},

    # a plan for the coming friday (03-06) is not a log
    {"id": "zx35", "cat": "safety",
     "setup": [H("Running", ("weekly", 3))],
     "turns": ["gonna try and get a run in friday after work"],
     "expect": {"unchanged": True}},

    {"id": "zx36", "cat": "safety",
     "setup": [H("Drink water")],
     "turns": ["can u order me a new water bottle off amazon lol"],
     "expect": {"unchanged": True}},

    {"id": "zx37", "cat": "robust",
     "setup": [H("Meditate")],
     "turns": ["meditaed for 10 mins this mornin"],
     "expect": {"count": 1,
                "marks": [("Meditate", TODAY, "done")],
                "habits": [{"name": "Meditate", "freq": ("daily",)}]}},

    {"id": "zx38", "cat": "query",
     "setup": [H("Read", marks=[(SUN, "done"), (MON, "done"), (YESTERDAY, "done")])],
     "turns": ["whats my streak on reading"],
     "expect": {"unchanged": True, "reply": r"\b3\b"}},

    # src: https://mindcrate.vercel.app/habit-tracking-for-beginners-the-simplest-system-that-actually-works-90a25b
    {"id": "zx39", "cat": "multi", "setup": [],
     "turns": ["ok so i want to walk after lunch every day and do 10 squats on mon wed fri"],
     "expect": {"count": 2,
                "habits": [{"name": "~walk", "freq": ("daily",)},
                           {"name": "~squat", "freq": ("days", "mon wed fri")}]}},

    # a day correction right after a log moves the mark
    {"id": "zx40", "cat": "correct",
     "setup": [H("Read")],
     "turns": ["finished my reading for today",
               "wait no that was yesterday, not today"],
     "expect": {"count": 1,
                "marks": [("Read", YESTERDAY, "done")],
                "nomarks": [("Read", TODAY)]}},
]
