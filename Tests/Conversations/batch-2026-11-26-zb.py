"""Fresh batch zb: "a busy person's week, typed on a phone".

Short, hurried, sloppy messages: several logs at once, catching up on missed days,
mid-message corrections, skips with reasons, slips, quick edits, reminders, amounts,
questions, one-word answers, and many messages that must change nothing.

Clock for every case: Wednesday 2026-03-04 09:00 (local = UTC).
  yesterday = Tue 03-03, "mon" = 03-02, "sun" / "3 days ago" = 03-01, "sat" = 02-28 (reports),
  "fri" in a skip or plan = 03-06 (the coming one).

Written without reading the coach's code, intents, tests, transcripts or earlier batches.
A `# src:` comment names the public text a case's wording is paraphrased from.
"""

TODAY = "2026-03-04"
YESTERDAY = "2026-03-03"
MON = "2026-03-02"
SUN = "2026-03-01"
SAT = "2026-02-28"
FRI = "2026-02-27"
THU = "2026-02-26"
FRI_NEXT = "2026-03-06"


def H(name, freq=("daily",), tier="must", polarity="build", group=None, archived=False, marks=()):
    """A habit in the compact setup form run_eval.setup_doc expects."""
    return {"name": name, "freq": freq, "tier": tier, "polarity": polarity, "group": group,
            "archived": archived, "marks": [tuple(m) for m in marks]}


CASES = [
    # --- several logs in one message, with a plan mixed in -------------------------------
    {"id": "zb01", "cat": "multi",
     "setup": [H("Meditate"), H("Read"), H("Stretch")],
     "turns": ["did meditate + read 2day, strech tmrw prob"],
     "expect": {"count": 3,
                "marks": [("Meditate", TODAY, "done"), ("Read", TODAY, "done")],
                "nomarks": [("Stretch", TODAY)]}},

    # src: https://github.com/HabitRPG/habitica/issues/2811
    {"id": "zb02", "cat": "dates",
     "setup": [H("Journal")],
     "turns": ["ugh did my journal mon and tues but was too slammed to tick it off"],
     "expect": {"count": 1,
                "habits": [{"name": "Journal", "freq": ("daily",)}],
                "marks": [("Journal", MON, "done"), ("Journal", YESTERDAY, "done")],
                "nomarks": [("Journal", TODAY)]}},

    # --- correction mid-message ----------------------------------------------------------
    {"id": "zb03", "cat": "correct",
     "setup": [H("Run", ("weekly", 3)), H("Yoga")],
     "turns": ["ran yesterday.. no wait it was monday"],
     "expect": {"count": 2,
                "marks": [("Run", MON, "done")],
                "nomarks": [("Run", YESTERDAY), ("Run", TODAY), ("Yoga", TODAY)]}},

    # --- a skip planned for the coming friday --------------------------------------------
    # src: https://github.com/iSoron/uhabits/issues/88
    {"id": "zb04", "cat": "log",
     "setup": [H("Gym", ("days", "mon wed fri"))],
     "turns": ["skip gym fri, work drinks thing"],
     "expect": {"count": 1,
                "habits": [{"name": "Gym", "freq": ("days", "mon wed fri")}],
                "marks": [("Gym", FRI_NEXT, "skipped")],
                "nomarks": [("Gym", FRI), ("Gym", TODAY)]}},

    # --- a slip on an avoid habit, reported for yesterday --------------------------------
    {"id": "zb05", "cat": "avoid",
     "setup": [H("Smoking", polarity="avoid")],
     "turns": ["had a cig after work yday ugh"],
     "expect": {"count": 1,
                "habits": [{"name": "Smoking", "polarity": "avoid"}],
                "marks": [("Smoking", YESTERDAY, "slipped")],
                "nomarks": [("Smoking", TODAY)]}},

    # --- quick schedule edit ---------------------------------------------------------------
    # src: https://github.com/xpavle00/Habo/issues/71
    {"id": "zb06", "cat": "edit",
     "setup": [H("Inbox zero", marks=[(MON, "done")])],
     "turns": ["inbox zero is a work thing, make it weekdays"],
     "expect": {"count": 1,
                "habits": [{"name": "Inbox zero", "freq": ("days", "mon tue wed thu fri")}],
                "marks": [("Inbox zero", MON, "done")]}},

    # --- two reminders on one habit ------------------------------------------------------
    # src: https://github.com/FriesI23/mhabit/issues/520
    {"id": "zb07", "cat": "edit",
     "setup": [H("Floss")],
     "turns": ["remind me to floss 7am and again at 10pm"],
     "expect": {"count": 1,
                "reminders": [("Floss", "07:00"), ("Floss", "22:00")],
                "nomarks": [("Floss", TODAY)]}},

    # --- a life statement (away till sunday) must not pause or log anything ----------------
    # src: https://github.com/iSoron/uhabits/issues/601
    {"id": "zb08", "cat": "safety",
     "setup": [H("Run", ("weekly", 3)), H("Read")],
     "turns": ["off to my sisters till sunday, prob wont be doing much"],
     "expect": {"unchanged": True, "nopauses": True}},

    # --- amounts: add with a target, then log and add more -------------------------------
    {"id": "zb09", "cat": "amount",
     "setup": [],
     "turns": ["track water, 8 glasses a day", "had 3 so far", "2 more"],
     "expect": {"count": 1,
                "habits": [{"name": "~water", "freq": ("daily",),
                            "target": {"amount": 8, "unit": "glass"}}],
                "marks": [("~water", TODAY, "partial", 5)]}},

    # src: https://github.com/FriesI23/mhabit/issues/20
    {"id": "zb10", "cat": "amount",
     "setup": [],
     "turns": ["at most 2 coffees a day pls", "already had 3 today lol"],
     "expect": {"count": 1,
                "habits": [{"name": "~coffee", "polarity": "avoid", "freq": ("daily",),
                            "target": {"amount": 2}}],
                "marks": [("~coffee", TODAY, "slipped", 3)]}},

    # src: https://github.com/InfiniTimeOrg/InfiniTime/issues/1427
    {"id": "zb11", "cat": "amount",
     "setup": [],
     "turns": ["add 7500 steps a day", "did 6200 yday"],
     "expect": {"count": 1,
                "habits": [{"name": "~step", "freq": ("daily",),
                            "target": {"amount": 7500, "unit": "step"}}],
                "marks": [("~step", YESTERDAY, "partial", 6200)],
                "nomarks": [("~step", TODAY)]}},

    # src: https://github.com/foobnix/LibreraReader/issues/643
    {"id": "zb12", "cat": "amount",
     "setup": [],
     "turns": ["new habit read 25 pages a day", "got thru 12 pages last night"],
     "expect": {"count": 1,
                "habits": [{"name": "~read", "freq": ("daily",),
                            "target": {"amount": 25, "unit": "page"}}],
                "marks": [("~read", YESTERDAY, "partial", 12)],
                "nomarks": [("~read", TODAY)]}},

    # --- questions change nothing ----------------------------------------------------------
    {"id": "zb13", "cat": "query",
     "setup": [H("Floss", marks=[(TODAY, "done")]), H("Stretch"), H("Read")],
     "turns": ["whats left 2day?"],
     "expect": {"unchanged": True, "reply": r"(?is)(?=.*stretch)(?=.*read)"}},

    # src: https://github.com/iSoron/uhabits/issues/623
    {"id": "zb14", "cat": "query",
     "setup": [H("Run", ("weekly", 3), marks=[(MON, "done")]),
               H("Read", marks=[(FRI, "done"), (SAT, "done"), (MON, "done"), (YESTERDAY, "done")])],
     "turns": ["how'd my week go"],
     "expect": {"unchanged": True}},

    # --- statements about other people, plans, feelings, jokes, out-of-scope -------------
    {"id": "zb15", "cat": "safety",
     "setup": [H("Run", ("weekly", 2))],
     "turns": ["my flatmate ran a half marathon on sunday, absolute mad man"],
     "expect": {"unchanged": True}},

    {"id": "zb16", "cat": "safety",
     "setup": [H("Swim", ("weekly", 2))],
     "turns": ["gonna try n swim thurs after work"],
     "expect": {"unchanged": True}},

    {"id": "zb17", "cat": "safety",
     "setup": [H("Meditate")],
     "turns": ["didnt meditate today, kids were up at 5"],
     "expect": {"count": 1, "notdone": [("Meditate", TODAY)]}},

    {"id": "zb18", "cat": "safety",
     "setup": [H("Gym", ("weekly", 3)), H("Read")],
     "turns": ["so knackered this week honestly, work is brutal"],
     "expect": {"unchanged": True}},

    {"id": "zb19", "cat": "safety",
     "setup": [H("Read"), H("Tidy kitchen")],
     "turns": ["lol can u do my laundry as well"],
     "expect": {"unchanged": True}},

    {"id": "zb20", "cat": "safety",
     "setup": [H("Read")],
     "turns": ["can u block instagram during work hrs"],
     "expect": {"unchanged": True}},

    # --- short answers to the coach's own questions --------------------------------------
    {"id": "zb21", "cat": "slots",
     "setup": [],
     "turns": ["wanna start flossing", "every night"],
     "expect": {"count": 1,
                "habits": [{"name": ["Floss", "Flossing"], "freq": ("daily",), "polarity": "build"}]}},

    {"id": "zb22", "cat": "slots",
     "setup": [],
     "turns": ["add gym", "3x a wk"],
     "expect": {"count": 1,
                "habits": [{"name": ["Gym", "Go to the gym", "Go to gym"], "freq": ("weekly", 3)}]}},

    # --- two adds in one message ---------------------------------------------------------
    {"id": "zb23", "cat": "multi",
     "setup": [],
     "turns": ["add stretching every morning and guitar twice a wk"],
     "expect": {"count": 2,
                "habits": [{"name": "~stretch", "freq": ("daily",)},
                           {"name": "~guitar", "freq": ("weekly", 2)}]}},

    # --- rename, tier ------------------------------------------------------------------------
    {"id": "zb24", "cat": "edit",
     "setup": [H("Walk dog", marks=[(YESTERDAY, "done")])],
     "turns": ["rename walk dog to dog walk pls"],
     "expect": {"count": 1,
                "habits": [{"name": "Dog walk", "freq": ("daily",)}],
                "marks": [("Dog walk", YESTERDAY, "done")]}},

    {"id": "zb25", "cat": "tier",
     "setup": [H("Duolingo"), H("Read")],
     "turns": ["make duolingo optinal, its not a must do"],
     "expect": {"count": 2,
                "habits": [{"name": "Duolingo", "tier": "nice", "freq": ("daily",)},
                           {"name": "Read", "tier": "must"}]}},

    # --- undo and re-log ---------------------------------------------------------------------
    {"id": "zb26", "cat": "correct",
     "setup": [H("Read"), H("Run", ("weekly", 3))],
     "turns": ["done reading", "undo, meant run not read"],
     "expect": {"count": 2,
                "marks": [("Run", TODAY, "done")],
                "nomarks": [("Read", TODAY)]}},

    # --- negation with a reason: not done (a skip is acceptable) ---------------------------
    {"id": "zb27", "cat": "log",
     "setup": [H("Swim", ("days", "mon wed fri"))],
     "turns": ["no swim today, pool's shut for maintenance"],
     "expect": {"count": 1, "notdone": [("Swim", TODAY)],
                "habits": [{"name": "Swim", "freq": ("days", "mon wed fri")}]}},

    # src: https://github.com/goodtohear/habits/issues/49
    {"id": "zb28", "cat": "log",
     "setup": [H("Yoga")],
     "turns": ["skip yoga tday, cramps r awful"],
     "expect": {"count": 1, "marks": [("Yoga", TODAY, "skipped")]}},

    # --- catching up on several days for two habits ----------------------------------------
    # src: https://github.com/wakatara/harsh/issues/2
    {"id": "zb29", "cat": "dates",
     "setup": [H("Meditate"), H("Floss")],
     "turns": ["catching up - meditated sat, sun + mon. flossed mon n tue"],
     "expect": {"count": 2,
                "habits": [{"name": "Meditate", "freq": ("daily",)},
                           {"name": "Floss", "freq": ("daily",)}],
                "marks": [("Meditate", SAT, "done"), ("Meditate", SUN, "done"),
                          ("Meditate", MON, "done"), ("Floss", MON, "done"),
                          ("Floss", YESTERDAY, "done")],
                "nomarks": [("Meditate", YESTERDAY), ("Meditate", TODAY),
                            ("Floss", SUN), ("Floss", TODAY)]}},

    # --- reminder on weekdays ------------------------------------------------------------------
    # src: https://github.com/iSoron/uhabits/issues/251
    {"id": "zb30", "cat": "edit",
     "setup": [H("Vitamins")],
     "turns": ["remind me vitamins 8am on weekdys"],
     "expect": {"count": 1,
                "habits": [{"name": "Vitamins", "freq": ("daily",)}],
                "reminders": [("Vitamins", "08:00", "mon tue wed thu fri")],
                "nomarks": [("Vitamins", TODAY)]}},

    # --- a habit to break ----------------------------------------------------------------------
    {"id": "zb31", "cat": "avoid",
     "setup": [],
     "turns": ["trying to quit vaping"],
     "expect": {"count": 1,
                "habits": [{"name": ["Vaping", "Vape"], "polarity": "avoid", "freq": ("daily",)}]}},

    # --- non-native English, autocorrect slips ---------------------------------------------
    {"id": "zb32", "cat": "robust",
     "setup": [H("Read"), H("Run", ("weekly", 2))],
     "turns": ["yesterday i have done the running and also i read the book"],
     "expect": {"count": 2,
                "marks": [("Run", YESTERDAY, "done"), ("Read", YESTERDAY, "done")],
                "nomarks": [("Run", TODAY), ("Read", TODAY)]}},

    {"id": "zb33", "cat": "robust",
     "setup": [H("Meditate")],
     "turns": ["medicated this morning lol meant meditated"],
     "expect": {"count": 1, "marks": [("Meditate", TODAY, "done")]}},

    # --- streak question -------------------------------------------------------------------
    {"id": "zb34", "cat": "query",
     "setup": [H("Journal", marks=[(SAT, "done"), (SUN, "done"), (MON, "done"), (YESTERDAY, "done")])],
     "turns": ["journal streak?"],
     "expect": {"unchanged": True, "reply": r"\b4\b"}},

    # --- amount question after a log ----------------------------------------------------------
    {"id": "zb35", "cat": "amount",
     "setup": [],
     "turns": ["new habit: drink 2 litres of water a day", "had 1.5 so far", "how much water 2day?"],
     "expect": {"count": 1,
                "habits": [{"name": "~water", "freq": ("daily",),
                            "target": {"amount": 2, "unit": "litre"}}],
                "marks": [("~water", TODAY, "partial", 1.5)],
                "reply": r"1\.5"}},

    # --- a little of a habit with no target: never done ---------------------------------------
    {"id": "zb36", "cat": "safety",
     "setup": [H("Read")],
     "turns": ["only managed 10 mins of reading b4 bed"],
     "expect": {"count": 1, "notdone": [("Read", TODAY), ("Read", YESTERDAY)]}},

    # --- groups -------------------------------------------------------------------------------
    {"id": "zb37", "cat": "group",
     "setup": [H("Guitar", tier="nice"), H("Drawing", tier="nice")],
     "turns": ["group guitar + drawing as creative, pick 1"],
     "expect": {"count": 2,
                "groups": [{"name": "Creative", "require": 1, "members": ["Guitar", "Drawing"]}]}},

    # --- backdating by "N days ago" -------------------------------------------------------------
    # src: https://github.com/iSoron/uhabits/issues/95
    {"id": "zb38", "cat": "dates",
     "setup": [H("Run", ("weekly", 3))],
     "turns": ["went for a run 3 days ago, forgto to tick it"],
     "expect": {"count": 1,
                "habits": [{"name": "Run", "freq": ("weekly", 3)}],
                "marks": [("Run", SUN, "done")],
                "nomarks": [("Run", TODAY)]}},

    # --- edit with a correction inside the message ---------------------------------------------
    {"id": "zb39", "cat": "correct",
     "setup": [H("Gym", ("weekly", 4))],
     "turns": ["gym 4x a wk is too much. make it 3.. no wait 2"],
     "expect": {"count": 1, "habits": [{"name": "Gym", "freq": ("weekly", 2)}],
                "nomarks": [("Gym", TODAY)]}},

    # --- cancel halfway through an add -------------------------------------------------------------
    {"id": "zb40", "cat": "correct",
     "setup": [H("Read")],
     "turns": ["add cold showers", "actually nvm"],
     "expect": {"unchanged": True}},
]
