"""Fresh batch S: an ordinary fortnight of real use by a few different people.

People (loosely): Priya (London; reading, water, yoga), Dan (US; gym, running, coffee),
Mo (student; piano, duolingo, snacking), Jess (new parent; vitamins, walks, steps).

Clock for every case: Wednesday 2026-03-04 09:00 (local = UTC).
  yesterday / last night = Tue 03-03, "on monday" = 03-02, sunday = 03-01,
  saturday (report) = 02-28, friday (report) = 02-27, friday (plan / skip) = 03-06.

Format as dev_cases.py (see its first 40 lines and ../README.md for assertion keys).
A `# src:` comment names the public text a case's wording is paraphrased from.
"""

TODAY = "2026-03-04"
YESTERDAY = "2026-03-03"
MON = "2026-03-02"
SUN = "2026-03-01"
SAT = "2026-02-28"
FRI = "2026-02-27"
THU = "2026-02-26"
NEXT_FRI = "2026-03-06"


def H(name, freq=("daily",), tier="must", polarity="build", group=None, archived=False, marks=()):
    """A habit in the compact setup form run_eval.setup_doc() reads."""
    return {"name": name, "freq": freq, "tier": tier, "polarity": polarity, "group": group,
            "archived": archived, "marks": [tuple(m) for m in marks]}


CASES = [
    # ---------------------------------------------------------------- add: one message says it all
    # src: https://github.com/InlitX/streak/issues/18 (washing hair every other day)
    {"id": "s_add01", "cat": "add", "setup": [],
     "turns": ["add washing my hair every other day pls"],
     "expect": {"count": 1, "habits": [{"name": "~hair", "freq": ("interval", 2), "polarity": "build"}]}},

    # src: https://github.com/iSoron/uhabits/issues/653 (watering plants, no point doing it daily)
    {"id": "s_add02", "cat": "add", "setup": [],
     "turns": ["can you add watering the plants, twice a week is plenty", "yep"],
     "expect": {"count": 1, "habits": [{"name": "~plant", "freq": ("weekly", 2)}]}},

    # src: https://github.com/shub39/Grit/issues/100 (deep cleaning something monthly)
    {"id": "s_add03", "cat": "add", "setup": [],
     "turns": ["add deep clean the bathroom twice a month"],
     "expect": {"count": 1, "habits": [{"name": "~bathroom", "freq": ("monthly", 2)}]}},

    # ---------------------------------------------------------------- slots: answers to the coach's questions
    {"id": "s_slots01", "cat": "slots", "setup": [],
     "turns": ["i want to ring my gran more", "sundays"],
     "expect": {"count": 1, "habits": [{"name": "~gran", "freq": ("days", "sun")}]}},

    {"id": "s_slots02", "cat": "slots", "setup": [],
     "turns": ["add piano practise, most weekdays i reckon", "make it 4 times a week"],
     "expect": {"count": 1, "habits": [{"name": "~piano", "freq": ("weekly", 4)}]}},

    {"id": "s_slots03", "cat": "slots", "setup": [],
     "turns": ["add meditation", "every day", "mornings"],
     "expect": {"count": 1, "habits": [{"name": "~meditat", "freq": ("daily",)}]}},

    {"id": "s_slots04", "cat": "slots",
     "setup": [H("Morning run"), H("Evening run")],
     "turns": ["done my run", "the morning one"],
     "expect": {"count": 2, "marks": [("Morning run", TODAY, "done")],
                "nomarks": [("Evening run", TODAY)]}},

    # ---------------------------------------------------------------- avoid: habits to break, slips
    # src: https://type2diabetes.com/living/stop-snacking-night (snacking every night in front of the TV)
    {"id": "s_avoid01", "cat": "avoid", "setup": [],
     "turns": ["i really need to stop snacking after dinner, its literally every night", "yes"],
     "expect": {"count": 1, "habits": [{"name": "~snack", "polarity": "avoid", "freq": ("daily",)}]}},

    {"id": "s_avoid02", "cat": "avoid",
     "setup": [H("Smoking", polarity="avoid", marks=[(MON, "slipped")])],
     "turns": ["had a cigarette last night, stressful day ugh"],
     "expect": {"count": 1, "marks": [("Smoking", YESTERDAY, "slipped"), ("Smoking", MON, "slipped")],
                "nomarks": [("Smoking", TODAY)],
                "habits": [{"name": "Smoking", "polarity": "avoid", "freq": ("daily",)}]}},

    # src: https://belnovosti.by/amp/kitchen/how-drink-less-coffee-when-youre-used-it-slow-steady (no more than two cups a day)
    {"id": "s_avoid03", "cat": "avoid", "setup": [],
     "turns": ["no more than 2 cups of coffee a day please", "had 3 cups already today lol"],
     "expect": {"count": 1,
                "habits": [{"name": "~coffee", "polarity": "avoid", "target": {"amount": 2, "unit": "cup"}}],
                "marks": [("~coffee", TODAY, "slipped", 3)]}},

    # ---------------------------------------------------------------- log / dates: past days, catching up, skips
    # src: https://github.com/HabitRPG/habitica/issues/2811 (did the tasks but was too busy to check them off)
    {"id": "s_log01", "cat": "log",
     "setup": [H("Walk"), H("Duolingo"), H("Read")],
     "turns": ["back from my mums, forgot to log anything while i was there. walked saturday sunday and monday, "
               "did duolingo on sunday and monday, no reading at all tbh"],
     "expect": {"count": 3,
                "marks": [("Walk", SAT, "done"), ("Walk", SUN, "done"), ("Walk", MON, "done"),
                          ("Duolingo", SUN, "done"), ("Duolingo", MON, "done")],
                "nomarks": [("Walk", TODAY), ("Walk", YESTERDAY), ("Duolingo", SAT), ("Duolingo", TODAY)],
                "notdone": [("Read", SAT), ("Read", SUN), ("Read", MON)],
                "habits": [{"name": "Walk", "freq": ("daily",)}, {"name": "Duolingo", "freq": ("daily",)}]}},

    {"id": "s_dates01", "cat": "dates",
     "setup": [H("Swim", freq=("weekly", 2))],
     "turns": ["swam on 2nd march and on the 27th too"],
     "expect": {"count": 1, "marks": [("Swim", MON, "done"), ("Swim", FRI, "done")],
                "nomarks": [("Swim", TODAY)],
                "habits": [{"name": "Swim", "freq": ("weekly", 2)}]}},

    # src: https://github.com/oppiliappan/dijo/issues/37 (wanting to enter data for the past days)
    {"id": "s_dates02", "cat": "dates",
     "setup": [H("Gym", freq=("weekly", 3))],
     "turns": ["went to the gym friday and sat but forgot to tick it off"],
     "expect": {"count": 1, "marks": [("Gym", FRI, "done"), ("Gym", SAT, "done")],
                "nomarks": [("Gym", NEXT_FRI), ("Gym", TODAY)],
                "habits": [{"name": "Gym", "freq": ("weekly", 3)}]}},

    {"id": "s_skip01", "cat": "log",
     "setup": [H("Gym", freq=("days", "mon wed fri"))],
     "turns": ["gonna have to skip gym on friday, my knee's playing up"],
     "expect": {"count": 1, "marks": [("Gym", NEXT_FRI, "skipped")],
                "nomarks": [("Gym", FRI), ("Gym", TODAY)],
                "habits": [{"name": "Gym", "freq": ("days", "mon wed fri")}]}},

    # ---------------------------------------------------------------- amounts
    # src: https://www.microideas.dev/blog/why-you-should-drink-8-glasses-of-water-a-day (log each glass toward 8)
    {"id": "s_amt01", "cat": "add", "setup": [],
     "turns": ["i want to drink 8 glasses of water a day", "had 3 glasses so far", "2 more",
               "how much water have i had today"],
     "expect": {"count": 1,
                "habits": [{"name": "~water", "freq": ("daily",), "target": {"amount": 8, "unit": "glass"}}],
                "marks": [("~water", TODAY, "partial", 5)],
                "reply": r"\b5\b"}},

    # src: https://healthwealthwisdomblog.wordpress.com/2016/08/25/10-pages-per-day-rule/ (10 pages minimum, more is great)
    {"id": "s_amt02", "cat": "add", "setup": [],
     "turns": ["add reading 10 pages a day", "read 25 pages last night"],
     "expect": {"count": 1,
                "habits": [{"name": "~read", "freq": ("daily",), "target": {"amount": 10, "unit": "page"}}],
                "marks": [("~read", YESTERDAY, "done", 25)],
                "nomarks": [("~read", TODAY)]}},

    # src: https://github.com/nextcloud/health/issues/204 (daily step count against a goal)
    {"id": "s_amt03", "cat": "add", "setup": [],
     "turns": ["new habit: 10k steps every day", "did 12,400 steps yesterday"],
     "expect": {"count": 1,
                "habits": [{"name": "~step", "freq": ("daily",), "target": {"amount": 10000, "unit": "step"}}],
                "marks": [("~step", YESTERDAY, "done", 12400)],
                "nomarks": [("~step", TODAY)]}},

    {"id": "s_amt04", "cat": "add", "setup": [],
     "turns": ["add meditate 15 minutes every morning", "only managed 5 mins today"],
     "expect": {"count": 1,
                "habits": [{"name": "~meditat", "freq": ("daily",), "target": {"amount": 15, "unit": "minute"}}],
                "marks": [("~meditat", TODAY, "partial", 5)]}},

    {"id": "s_amt05", "cat": "add", "setup": [],
     "turns": ["i want to run 15 km a week", "ran 6km on monday and 4.5 yesterday"],
     "expect": {"count": 1,
                "habits": [{"name": "~run", "target": {"amount": 15, "unit": "km"}}],
                "marks": [("~run", MON, "done", 6), ("~run", YESTERDAY, "done", 4.5)],
                "nomarks": [("~run", TODAY)]}},

    # ---------------------------------------------------------------- edits, tiers, groups, delete/archive
    {"id": "s_edit01", "cat": "edit",
     "setup": [H("Gym", freq=("weekly", 3), marks=[(MON, "done")])],
     "turns": ["can you rename gym to Weights"],
     "expect": {"count": 1, "habits": [{"name": "Weights", "freq": ("weekly", 3)}],
                "marks": [("Weights", MON, "done")]}},

    # src: https://github.com/dohsimpson/HabitTrove/issues/1 (gym only on monday, wednesday and friday)
    {"id": "s_edit02", "cat": "edit",
     "setup": [H("Yoga", marks=[(YESTERDAY, "done")])],
     "turns": ["change yoga to mon wed and fri, every day is too much tbh", "yes"],
     "expect": {"count": 1, "habits": [{"name": "Yoga", "freq": ("days", "mon wed fri")}],
                "marks": [("Yoga", YESTERDAY, "done")]}},

    {"id": "s_tier01", "cat": "tier",
     "setup": [H("Floss"), H("Journal", tier="nice")],
     "turns": ["make flossing optional and journaling a must-do"],
     "expect": {"count": 2, "habits": [{"name": "Floss", "tier": "nice", "freq": ("daily",)},
                                       {"name": "Journal", "tier": "must", "freq": ("daily",)}]}},

    {"id": "s_group01", "cat": "group",
     "setup": [H("Running", freq=("weekly", 2), group="Exercise"), H("Gym", freq=("weekly", 2), group="Exercise"),
               H("Swimming", freq=("weekly", 1))],
     "turns": ["put swimming in the exercise group"],
     "expect": {"count": 3, "habits": [{"name": "Swimming", "group": "Exercise", "freq": ("weekly", 1)}],
                "groups": [{"name": "Exercise", "members": ["Running", "Gym", "Swimming"]}]}},

    {"id": "s_edit03", "cat": "edit",
     "setup": [H("Duolingo", marks=[(MON, "done"), (YESTERDAY, "done")]), H("Read"), H("Walk")],
     "turns": ["delete duolingo, ive given up on it", "yes"],
     "expect": {"count": 2, "habits": [{"name": "Read", "archived": False}, {"name": "Walk", "archived": False}]}},

    {"id": "s_edit04", "cat": "edit",
     "setup": [H("Guitar"), H("Drawing", freq=("weekly", 2))],
     "turns": ["archive guitar for now, havent picked it up in months", "yes"],
     "expect": {"count": 2, "habits": [{"name": "Guitar", "archived": True},
                                       {"name": "Drawing", "archived": False, "freq": ("weekly", 2)}]}},

    # ---------------------------------------------------------------- reminders, pausing
    {"id": "s_remind01", "cat": "edit",
     "setup": [H("Stretch")],
     "turns": ["can u remind me to stretch at 7.30pm on weekdays"],
     "expect": {"count": 1, "habits": [{"name": "Stretch", "freq": ("daily",)}],
                "reminders": [("Stretch", "19:30", "mon tue wed thu fri")],
                "nomarks": [("Stretch", TODAY)]}},

    # src: https://github.com/iSoron/uhabits/issues/601 (a planned break shouldn't count as slacking)
    {"id": "s_pause01", "cat": "edit",
     "setup": [H("Piano"), H("Run", freq=("days", "tue thu sat"))],
     "turns": ["pause piano till monday, im away with work"],
     "expect": {"count": 2,
                "habits": [{"name": "Piano", "archived": False, "freq": ("daily",)},
                           {"name": "Run", "archived": False, "freq": ("days", "tue thu sat")}],
                "notdone": [("Piano", TODAY)], "nomarks": [("Run", TODAY)]}},

    # ---------------------------------------------------------------- questions
    {"id": "s_query01", "cat": "query",
     "setup": [H("Meditation", marks=[(THU, "done"), (FRI, "done"), (SAT, "done"), (SUN, "done"),
                                      (MON, "done"), (YESTERDAY, "done")])],
     "turns": ["whats my streak on meditation rn"],
     "expect": {"unchanged": True, "reply": r"\b6\b"}},

    {"id": "s_query02", "cat": "query",
     "setup": [H("Read", marks=[(TODAY, "done")]), H("Walk"), H("Floss")],
     "turns": ["what have i got left today?"],
     "expect": {"unchanged": True, "reply": r"(?is)(walk.*floss|floss.*walk)"}},

    # ---------------------------------------------------------------- several requests in one message
    {"id": "s_multi01", "cat": "multi", "setup": [],
     "turns": ["add stretching every day and pilates 3x a week, oh and a long walk on weekends"],
     "expect": {"count": 3, "habits": [{"name": "~stretch", "freq": ("daily",)},
                                       {"name": "~pilates", "freq": ("weekly", 3)},
                                       {"name": "~walk", "freq": ("days", "sat sun")}]}},

    {"id": "s_multi02", "cat": "multi",
     "setup": [H("Run"), H("Take vitamins"), H("Piano")],
     "turns": ["did my run and vitamns, skipping piano today cos of a migraine"],
     "expect": {"count": 3, "marks": [("Run", TODAY, "done"), ("Take vitamins", TODAY, "done"),
                                      ("Piano", TODAY, "skipped")]}},

    {"id": "s_multi03", "cat": "multi",
     "setup": [H("Take vitamins")],
     "turns": ["took my vitamins, and can you remind me to take them at 8am from now on"],
     "expect": {"count": 1, "marks": [("Take vitamins", TODAY, "done")],
                "reminders": [("Take vitamins", "08:00")],
                "habits": [{"name": "Take vitamins", "freq": ("daily",)}]}},

    # ---------------------------------------------------------------- safety: must change nothing
    {"id": "s_safe01", "cat": "safety",
     "setup": [H("Running", freq=("weekly", 2))],
     "turns": ["my sister just ran a half marathon!! so proud of her"],
     "expect": {"unchanged": True}},

    {"id": "s_safe02", "cat": "safety",
     "setup": [H("Gym", freq=("weekly", 3), marks=[(MON, "done")])],
     "turns": ["didnt get to the gym yesterday, work was mental"],
     "expect": {"count": 1, "notdone": [("Gym", YESTERDAY)], "nomarks": [("Gym", TODAY)],
                "marks": [("Gym", MON, "done")],
                "habits": [{"name": "Gym", "freq": ("weekly", 3), "archived": False}]}},

    # src: https://github.com/HabitRPG/habitica/issues/687 (sick with the flu for a couple of days)
    {"id": "s_safe03", "cat": "safety",
     "setup": [H("Yoga"), H("Read")],
     "turns": ["ugh got the flu, probably out of action till sunday"],
     "expect": {"unchanged": True}},

    {"id": "s_safe04", "cat": "safety",
     "setup": [H("Yoga"), H("Read", marks=[(YESTERDAY, "done")])],
     "turns": ["feeling really flat today tbh, everything's a bit much"],
     "expect": {"unchanged": True}},

    {"id": "s_safe05", "cat": "safety",
     "setup": [H("Walk")],
     "turns": ["can you order me a pizza lol"],
     "expect": {"unchanged": True}},

    {"id": "s_safe06", "cat": "safety",
     "setup": [H("Gym", freq=("weekly", 3))],
     "turns": ["fyi i work 9 to 5.30 monday to friday"],
     "expect": {"unchanged": True}},

    {"id": "s_safe07", "cat": "safety",
     "setup": [H("Run")],
     "turns": ["going for a run after work later, weather permitting"],
     "expect": {"unchanged": True}},

    {"id": "s_safe08", "cat": "safety",
     "setup": [H("Yoga")],
     "turns": ["my boyfriend does yoga every morning, its kinda annoying"],
     "expect": {"unchanged": True}},
]
