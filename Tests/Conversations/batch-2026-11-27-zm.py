"""Fresh batch zm: thumb-typed phone messages.

Theme: very short, sloppy, lowercase messages typed on a phone -- missing apostrophes and
punctuation, typos and autocorrect slips, abbreviations (tmrw, yday, 2day, w/, n, bc, pls, thx),
emoji, one- or two-word answers to the coach's own questions (3, weekdays, yep, nah, both,
"the evening one"), corrections straight after ("no wait", "i meant yday", "undo that") and
several requests crammed into one line. Covers adding, slot answers, amounts, logging today and
past days, skips, slips on habits to avoid, reminders, edits, groups, questions, and plenty of
messages that must change nothing.

Written blind (without reading the coach's code, intents, tests, transcripts or other batches).
Where a message is genuinely ambiguous the case only asserts that nothing wrong happened.

Clock for every case: Wednesday 2026-03-04 09:00 (local = UTC).
  today = 03-04, yesterday / "yday" = Tue 03-03, "on monday" / "mon" = 03-02,
  "sun" / "3 days ago" = 03-01, "sat" in a report = 02-28, "fri" in a report = 02-27,
  "fri" in a plan or a skip = the coming Friday 03-06.

Setup habits use the compact form read by run_eval.py's setup_doc(): name, freq, tier, polarity,
group, archived, marks [(day, state)] -- built with H() below.
"""

TODAY = "2026-03-04"      # Wed
YESTERDAY = "2026-03-03"  # Tue
MON = "2026-03-02"
SUN = "2026-03-01"
SAT = "2026-02-28"        # last Saturday (a report)
FRI = "2026-02-27"        # last Friday (a report)
NEXT_FRI = "2026-03-06"   # the coming Friday (a plan or a skip)

WEEKDAYS = "mon tue wed thu fri"


def H(name, freq=("daily",), tier="must", polarity="build", group=None, archived=False, marks=()):
    """A setup habit in the compact form run_eval.setup_doc() reads."""
    return {"name": name, "freq": freq, "tier": tier, "polarity": polarity, "group": group,
            "archived": archived, "marks": list(marks)}


CASES = [
    # ---------------------------------------------------------------- add (one message)
    # src: https://chait.blog/2018/04/08/flossing/
    {"id": "zm01", "cat": "add", "setup": [],
     "turns": ["been meaning to start flossing for like months. every nite from now on"],
     "expect": {"count": 1, "habits": [{"name": "~floss", "freq": ("daily",), "polarity": "build"}]}},

    # src: https://www.cohorty.app/blog/gym-habit-how-to-actually-go-3x-per-week
    {"id": "zm02", "cat": "add", "setup": [],
     "turns": ["tryna hit the gym 3x a week, always fall off after like wk 2 lol"],
     "expect": {"count": 1, "habits": [{"name": "~gym", "freq": ("weekly", 3), "polarity": "build"}]}},

    # src: https://myrandomlifeintexas.wordpress.com/2016/01/04/giving-up-soda/
    {"id": "zm03", "cat": "avoid", "setup": [],
     "turns": ["want to quit soda for real this time 🥤 relapsed so many times"],
     "expect": {"count": 1, "habits": [{"name": "~soda", "polarity": "avoid", "freq": ("daily",)}]}},

    # ---------------------------------------------------------------- slots (one-word answers)
    {"id": "zm04", "cat": "slots", "setup": [],
     "turns": ["add swim pls", "3"],
     "expect": {"count": 1, "habits": [{"name": "~swim", "freq": ("weekly", 3)}]}},

    {"id": "zm05", "cat": "slots", "setup": [],
     "turns": ["i wanna journal more", "weekdays"],
     "expect": {"count": 1, "habits": [{"name": "~journal", "freq": ("days", WEEKDAYS)}]}},

    {"id": "zm06", "cat": "slots", "setup": [],
     "turns": ["heyy", "reading 📚", "evry day", "thats all thx"],
     "expect": {"count": 1, "habits": [{"name": "~read", "freq": ("daily",), "polarity": "build"}]}},

    # ---------------------------------------------------------------- amounts
    # src: https://upstep.me/step/16/limit-coffee-intake
    {"id": "zm07", "cat": "amount", "setup": [],
     "turns": ["cap my coffee at 2 a day", "had 3 coffees today already ☕"],
     "expect": {"count": 1,
                "habits": [{"name": "~coffee", "polarity": "avoid", "target": {"amount": 2}}],
                "marks": [("~coffee", TODAY, "slipped", 3)]}},

    # src: https://github.com/kabzadev/fitness/issues/10
    {"id": "zm08", "cat": "amount", "setup": [],
     "turns": ["drink 8 glasses water a day", "had 3 so far", "2 more"],
     "expect": {"count": 1,
                "habits": [{"name": "~water", "freq": ("daily",), "target": {"amount": 8, "unit": "glass"}}],
                "marks": [("~water", TODAY, "partial", 5)]}},

    # src: https://www.ixcoach.com/practices/phone-free-bedroom/replacement-analogue-bedtime-activity
    {"id": "zm09", "cat": "amount", "setup": [],
     "turns": ["read 20 pages a day", "read 10 so far 📖"],
     "expect": {"count": 1,
                "habits": [{"name": "~read", "target": {"amount": 20, "unit": "page"}}],
                "marks": [("~read", TODAY, "partial", 10)]}},

    # ---------------------------------------------------------------- dates (past days)
    # src: https://knackpad.com/habit-streak-tracker
    {"id": "zm10", "cat": "dates", "setup": [H("Read")],
     "turns": ["forgot to log, read sun n mon"],
     "expect": {"count": 1, "habits": [{"name": "Read", "freq": ("daily",)}],
                "marks": [("Read", SUN, "done"), ("Read", MON, "done")],
                "nomarks": [("Read", TODAY)]}},

    {"id": "zm11", "cat": "dates", "setup": [H("Running", ("weekly", 3))],
     "turns": ["ran fri and sat 🏃"],
     "expect": {"count": 1, "habits": [{"name": "Running", "freq": ("weekly", 3)}],
                "marks": [("Running", FRI, "done"), ("Running", SAT, "done")],
                "nomarks": [("Running", NEXT_FRI), ("Running", TODAY)]}},

    {"id": "zm12", "cat": "dates", "setup": [H("Yoga")],
     "turns": ["yoga done 1st march"],
     "expect": {"count": 1, "habits": [{"name": "Yoga", "freq": ("daily",)}],
                "marks": [("Yoga", SUN, "done")],
                "nomarks": [("Yoga", TODAY)]}},

    {"id": "zm13", "cat": "robust", "setup": [H("Meditate"), H("Journal")],
     "turns": ["meditaded yday n journaled 2day"],
     "expect": {"count": 2,
                "marks": [("Meditate", YESTERDAY, "done"), ("Journal", TODAY, "done")],
                "nomarks": [("Meditate", TODAY)]}},

    # ---------------------------------------------------------------- skips
    # src: https://github.com/iSoron/uhabits/issues/88
    {"id": "zm14", "cat": "log", "setup": [H("Gym", ("weekly", 3))],
     "turns": ["skip gym fri, away at a wedding"],
     "expect": {"count": 1, "habits": [{"name": "Gym", "freq": ("weekly", 3)}],
                "marks": [("Gym", NEXT_FRI, "skipped")],
                "nomarks": [("Gym", FRI), ("Gym", TODAY)]}},

    # src: https://github.com/HabitRPG/habitica/issues/687
    {"id": "zm15", "cat": "log", "setup": [H("Yoga"), H("Read")],
     "turns": ["skip yoga 2day im sick 🤒"],
     "expect": {"count": 2,
                "marks": [("Yoga", TODAY, "skipped")],
                "nomarks": [("Read", TODAY)]}},

    # ---------------------------------------------------------------- slips
    {"id": "zm16", "cat": "avoid", "setup": [H("Vaping", polarity="avoid")],
     "turns": ["vaped yday 😩"],
     "expect": {"count": 1, "habits": [{"name": "Vaping", "polarity": "avoid"}],
                "marks": [("Vaping", YESTERDAY, "slipped")],
                "nomarks": [("Vaping", TODAY)]}},

    # src: https://stopbiting.today/blog/nail-biting-habit-tracking
    {"id": "zm17", "cat": "avoid", "setup": [H("Nail biting", polarity="avoid")],
     "turns": ["bit my nails again sat during the match 🙄"],
     "expect": {"count": 1, "habits": [{"name": "Nail biting", "polarity": "avoid"}],
                "marks": [("Nail biting", SAT, "slipped")],
                "nomarks": [("Nail biting", TODAY)]}},

    # ---------------------------------------------------------------- multi (crammed lines)
    {"id": "zm18", "cat": "multi", "setup": [H("Pushups"), H("Read"), H("Floss")],
     "turns": ["did pushups n read, skipped floss bc gums sore"],
     "expect": {"count": 3,
                "marks": [("Pushups", TODAY, "done"), ("Read", TODAY, "done"), ("Floss", TODAY, "skipped")]}},

    {"id": "zm19", "cat": "multi", "setup": [],
     "turns": ["add vitamins every morning n a walk on weekdays"],
     "expect": {"count": 2,
                "habits": [{"name": "~vitamin", "freq": ("daily",)},
                           {"name": "~walk", "freq": ("days", WEEKDAYS)}]}},

    {"id": "zm20", "cat": "multi", "setup": [H("Floss"), H("Read")],
     "turns": ["flossed n read, also remind me to read at 9pm"],
     "expect": {"count": 2,
                "marks": [("Floss", TODAY, "done"), ("Read", TODAY, "done")],
                "reminders": [("Read", "21:00")]}},

    # ---------------------------------------------------------------- reminders
    # src: https://drgeronemus.com/why-its-important-to-maintain-good-flossing-habits/
    {"id": "zm21", "cat": "remind", "setup": [H("Floss")],
     "turns": ["remind me to floss at 10pm pls", "thx 🙏"],
     "expect": {"count": 1, "habits": [{"name": "Floss", "freq": ("daily",)}],
                "reminders": [("Floss", "22:00")],
                "nomarks": [("Floss", TODAY)]}},

    # src: https://github.com/iSoron/uhabits/issues/251
    {"id": "zm22", "cat": "remind", "setup": [H("Stretching")],
     "turns": ["remind me to stretch at 7am on weekdays"],
     "expect": {"count": 1, "habits": [{"name": "Stretching", "freq": ("daily",)}],
                "reminders": [("Stretching", "07:00", WEEKDAYS)],
                "nomarks": [("Stretching", TODAY)]}},

    # ---------------------------------------------------------------- edits
    {"id": "zm23", "cat": "edit", "setup": [H("Gym", ("weekly", 3))],
     "turns": ["rename gym to lifting pls"],
     "expect": {"count": 1, "habits": [{"name": "Lifting", "freq": ("weekly", 3)}]}},

    # src: https://gettingtogoalmypersonaljourneytoweightloss.com/tag/mediate/
    {"id": "zm24", "cat": "edit", "setup": [H("Meditate")],
     "turns": ["change meditate to 3x a week, daily just isnt happening lol"],
     "expect": {"count": 1, "habits": [{"name": "Meditate", "freq": ("weekly", 3)}],
                "nomarks": [("Meditate", TODAY)]}},

    {"id": "zm25", "cat": "tier", "setup": [H("Floss"), H("Read")],
     "turns": ["make floss optional pls"],
     "expect": {"count": 2, "habits": [{"name": "Floss", "tier": "nice", "freq": ("daily",)},
                                       {"name": "Read", "tier": "must"}]}},

    {"id": "zm26", "cat": "edit", "setup": [H("Soda", polarity="avoid"), H("Read")],
     "turns": ["delete soda", "yep"],
     "expect": {"count": 1, "habits": [{"name": "Read", "freq": ("daily",)}]}},

    {"id": "zm27", "cat": "edit", "setup": [H("Soda", polarity="avoid"), H("Read")],
     "turns": ["delete the soda one", "nah keep it"],
     "expect": {"unchanged": True}},

    {"id": "zm28", "cat": "group", "setup": [H("Running", ("weekly", 2)), H("Swimming", ("weekly", 1))],
     "turns": ["put running n swimming in a group called cardio, either one counts"],
     "expect": {"count": 2,
                "groups": [{"name": "Cardio", "require": 1, "members": ["Running", "Swimming"]}]}},

    # ---------------------------------------------------------------- corrections
    {"id": "zm29", "cat": "correct", "setup": [],
     "turns": ["add running 3x a week", "no wait 2x"],
     "expect": {"count": 1, "habits": [{"name": "~run", "freq": ("weekly", 2)}]}},

    {"id": "zm30", "cat": "correct", "setup": [H("Yoga")],
     "turns": ["did yoga", "no wait i meant yday"],
     "expect": {"count": 1,
                "marks": [("Yoga", YESTERDAY, "done")],
                "notdone": [("Yoga", TODAY)]}},

    {"id": "zm31", "cat": "correct", "setup": [H("Pushups")],
     "turns": ["did pushups", "undo that"],
     "expect": {"unchanged": True}},

    # ---------------------------------------------------------------- which habit? (answers)
    {"id": "zm32", "cat": "slots", "setup": [H("Morning walk"), H("Evening walk")],
     "turns": ["walked 🚶", "both"],
     "expect": {"count": 2,
                "marks": [("Morning walk", TODAY, "done"), ("Evening walk", TODAY, "done")]}},

    {"id": "zm33", "cat": "slots", "setup": [H("Morning walk"), H("Evening walk")],
     "turns": ["did my walk", "the evening one"],
     "expect": {"count": 2,
                "marks": [("Evening walk", TODAY, "done")],
                "notdone": [("Morning walk", TODAY)]}},

    # ---------------------------------------------------------------- questions
    {"id": "zm34", "cat": "query", "setup": [H("Floss", marks=[(TODAY, "done")]), H("Read")],
     "turns": ["whats left 2day"],
     "expect": {"unchanged": True, "reply": r"(?i)read"}},

    # ---------------------------------------------------------------- must change nothing
    {"id": "zm35", "cat": "safety", "setup": [H("Running", ("weekly", 3))],
     "turns": ["my sister ran a half marathon sun!! so proud of her"],
     "expect": {"unchanged": True}},

    {"id": "zm36", "cat": "safety", "setup": [H("Running", ("weekly", 3))],
     "turns": ["gonna run tmrw morning prob"],
     "expect": {"unchanged": True}},

    # src: https://jamierubin.net/2021/08/19/facebook-distraction-leads-to-action/
    {"id": "zm37", "cat": "safety", "setup": [H("Read")],
     "turns": ["doomscrolled instead of reading again 🙃"],
     "expect": {"count": 1, "notdone": [("Read", TODAY)]}},

    # src: https://github.com/goodtohear/habits/issues/49
    {"id": "zm38", "cat": "safety", "setup": [H("Gym", ("weekly", 3)), H("Read")],
     "turns": ["ugh rough day, sick til sunday 🤒", "nah im ok"],
     "expect": {"unchanged": True, "nopauses": True}},

    {"id": "zm39", "cat": "safety", "setup": [H("Read"), H("Floss")],
     "turns": ["only managed 10 min of reading, didnt floss last nite either 😬"],
     "expect": {"count": 2, "notdone": [("Read", TODAY), ("Floss", YESTERDAY)]}},

    {"id": "zm40", "cat": "safety", "setup": [H("Yoga")],
     "turns": ["can u order me a new yoga mat", "lol ok nvm"],
     "expect": {"unchanged": True}},
]
