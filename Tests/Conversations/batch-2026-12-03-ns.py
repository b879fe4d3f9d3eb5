"""Blind batch NS (night-shift and irregular workers) for the habit coach.

Written without reading the engine, its intents, tests, transcripts or earlier batches.
Format as dev_cases.py; run with:
    python3 ../shared/eval/run_eval.py .build/release/habitat --file /tmp/blind/batch-2026-12-03-ns.py

Clock: Wednesday 2026-03-04 09:00 (local = UTC).
  yesterday = Tue 03-03, "on monday" = 03-02, "3 days ago" = Sun 03-01,
  "friday"/"saturday" in a report = 02-27 / 02-28, "friday" in a plan or skip = 03-06.
Mix: 14 single-message requests (NS01-NS14), 13 exchanges of 2-3 turns (NS15-NS27),
13 conversations that must change nothing or only "nothing wrong happened" (NS28-NS40).
"""

TODAY = "2026-03-04"
YESTERDAY = "2026-03-03"
MON = "2026-03-02"
SUN = "2026-03-01"
SAT = "2026-02-28"
FRI = "2026-02-27"
NEXT_FRI = "2026-03-06"


def H(name, freq=("daily",), tier="must", polarity="build", group=None, archived=False, marks=()):
    """A setup habit in the compact form run_eval.setup_doc() reads."""
    return {"name": name, "freq": freq, "tier": tier, "polarity": polarity, "group": group,
            "archived": archived, "marks": [tuple(m) for m in marks]}


CASES = [
    # ------------------------------------------------------------------ single-message requests
    {"id": "NS01", "cat": "dates",
     "setup": [H("Walk")],
     "turns": ["got off at 7am yesterday and still went for my walk before bed, tick it for yesterday pls"],
     "expect": {"count": 1,
                "habits": [{"name": "Walk", "freq": ("daily",)}],
                "marks": [("Walk", YESTERDAY, "done")],
                "nomarks": [("Walk", TODAY)]}},

    {"id": "NS02", "cat": "log",
     "setup": [H("Meditate")],
     "turns": ["skip meditation today, pulling a double and wont be home till tmrw morning"],
     "expect": {"count": 1,
                "habits": [{"name": "Meditate", "freq": ("daily",)}],
                "marks": [("Meditate", TODAY, "skipped")]}},

    # src: http://respiratorytherapycave.blogspot.com/2009/01/what-of-night-shifters-do-not-drink.html
    {"id": "NS03", "cat": "avoid",
     "setup": [H("Energy drinks", polarity="avoid")],
     "turns": ["had two monsters yesterday on shift, not great tbh"],
     "expect": {"count": 1,
                "habits": [{"name": "Energy drinks", "polarity": "avoid", "freq": ("daily",)}],
                "marks": [("Energy drinks", YESTERDAY, "slipped")],
                "nomarks": [("Energy drinks", TODAY)]}},

    {"id": "NS04", "cat": "multi",
     "setup": [H("Gym", ("weekly", 3)), H("Meal prep", ("weekly", 2)), H("Read")],
     "turns": ["did gym and meal prep today but skip reading, too fried after nights"],
     "expect": {"count": 3,
                "marks": [("Gym", TODAY, "done"), ("Meal prep", TODAY, "done"), ("Read", TODAY, "skipped")]}},

    {"id": "NS05", "cat": "edit",
     "setup": [H("Morning walk")],
     "turns": ["can u rename morning walk to post shift walk lol"],
     "expect": {"count": 1,
                "habits": [{"name": ["Post shift walk", "Post-shift walk"], "freq": ("daily",)}]}},

    {"id": "NS06", "cat": "multi",
     "setup": [H("Stretch"), H("Vitamin D")],
     "turns": ["set a 3am reminder for stretching and a 4.30pm one for vitamin d"],
     "expect": {"count": 2,
                "reminders": [("Stretch", "03:00"), ("Vitamin D", "16:30")],
                "habits": [{"name": "Stretch", "freq": ("daily",)}, {"name": "Vitamin D", "freq": ("daily",)}]}},

    {"id": "NS07", "cat": "add",
     "setup": [],
     "turns": ["add gym on sun mon and thu, those are my days off this rota"],
     "expect": {"count": 1,
                "habits": [{"name": ["Gym", "Go to the gym", "Go to gym"], "freq": ("days", "mon thu sun"),
                            "polarity": "build"}]}},

    # src: https://reddit.mailt.ovh/r/bartenders/comments/1i3r55u/industry_normalizing_drinking
    {"id": "NS08", "cat": "avoid",
     "setup": [],
     "turns": ["i want to stop having drinks after my bar shifts"],
     "expect": {"count": 1, "maxlen": 30,
                "habits": [{"name": "~drink", "polarity": "avoid", "freq": ("daily",)}]}},

    {"id": "NS09", "cat": "dates",
     "setup": [H("Yoga")],
     "turns": ["did yoga friday and saturday, forgot to log, was on earlies"],
     "expect": {"count": 1,
                "habits": [{"name": "Yoga", "freq": ("daily",)}],
                "marks": [("Yoga", FRI, "done"), ("Yoga", SAT, "done")],
                "nomarks": [("Yoga", TODAY)]}},

    {"id": "NS10", "cat": "log",
     "setup": [H("Gym", ("days", "mon wed fri"))],
     "turns": ["skip gym friday, got put on a double"],
     "expect": {"count": 1,
                "habits": [{"name": "Gym", "freq": ("days", "mon wed fri")}],
                "marks": [("Gym", NEXT_FRI, "skipped")],
                "nomarks": [("Gym", TODAY), ("Gym", FRI)]}},

    # src: https://www.growinggracefullywithlove.com/post/night-shift-nirvana-4-smart-habits-a-10-minute-yoga-reset-for-nurses-who-work-after-dark
    {"id": "NS11", "cat": "tier",
     "setup": [H("Yoga")],
     "turns": ["make yoga optional, cant always fit it in on night weeks"],
     "expect": {"count": 1,
                "habits": [{"name": "Yoga", "tier": "nice", "freq": ("daily",)}]}},

    {"id": "NS12", "cat": "edit",
     "setup": [H("Gym", ("weekly", 4))],
     "turns": ["change gym to twice a week, these 12 hour shifts are killing me"],
     "expect": {"count": 1,
                "habits": [{"name": "Gym", "freq": ("weekly", 2)}]}},

    {"id": "NS13", "cat": "edit",
     "setup": [H("Morning run"), H("Read")],
     "turns": ["archive morning run for now, its not happening while im on nights"],
     "expect": {"count": 2,
                "habits": [{"name": "Morning run", "archived": True}, {"name": "Read", "archived": False}]}},

    {"id": "NS14", "cat": "group",
     "setup": [H("Read"), H("Stretch"), H("Journal")],
     "turns": ["make a group called unwind with read, stretch and journal, any 1 of them counts"],
     "expect": {"count": 3,
                "groups": [{"name": "Unwind", "require": 1, "members": ["Read", "Stretch", "Journal"]}]}},

    # ------------------------------------------------------------------ exchanges (answers to the coach)
    {"id": "NS15", "cat": "slots",
     "setup": [],
     "turns": ["wanna start journalling after my shifts", "4 nights a week"],
     "expect": {"count": 1,
                "habits": [{"name": "~journal", "freq": ("weekly", 4), "polarity": "build"}]}},

    {"id": "NS16", "cat": "slots",
     "setup": [],
     "turns": ["add gym", "tues thurs sat"],
     "expect": {"count": 1,
                "habits": [{"name": ["Gym", "Go to the gym", "Go to gym"], "freq": ("days", "tue thu sat")}]}},

    # src: http://respiratorytherapycave.blogspot.com/2009/01/what-of-night-shifters-do-not-drink.html
    {"id": "NS17", "cat": "avoid",
     "setup": [],
     "turns": ["want to cut back on coffee on nights, 2 max per shift", "per day is fine"],
     "expect": {"count": 1,
                "habits": [{"name": "~coffee", "polarity": "avoid", "target": {"amount": 2}}]}},

    # src: https://github.com/joshuaseltzer/Sleeper/issues/4
    {"id": "NS18", "cat": "slots",
     "setup": [],
     "turns": ["add big food shop on my off weeks, i do 2 weeks of nights then 2 weeks of days",
               "ok just once a week then"],
     "expect": {"count": 1,
                "habits": [{"name": "~shop", "freq": ("weekly", 1)}]}},

    {"id": "NS19", "cat": "correct",
     "setup": [],
     "turns": ["add running 3 times a week", "actually make it twice a week, im on nights all month"],
     "expect": {"count": 1,
                "habits": [{"name": ["Running", "Run", "Go running"], "freq": ("weekly", 2)}]}},

    {"id": "NS20", "cat": "log",
     "setup": [H("Morning stretch"), H("Evening stretch")],
     "turns": ["stretched yesterday after i got in", "the evening one"],
     "expect": {"count": 2,
                "marks": [("Evening stretch", YESTERDAY, "done")],
                "nomarks": [("Morning stretch", YESTERDAY), ("Morning stretch", TODAY), ("Evening stretch", TODAY)]}},

    {"id": "NS21", "cat": "slots",
     "setup": [],
     "turns": ["track water, 8 glasses a day, i always forget on nights", "had 3 glasses so far", "2 more"],
     "expect": {"count": 1,
                "habits": [{"name": "~water", "freq": ("daily",), "polarity": "build",
                            "target": {"amount": 8, "unit": "glass"}}],
                "marks": [("~water", TODAY, "partial", 5)]}},

    # src: https://myhabits.in/community/how-to-track-habits-if-you-work-night-shifts-or-rotating-schedules-d19ef2
    {"id": "NS22", "cat": "slots",
     "setup": [H("Stretch")],
     "turns": ["remind me to stretch after my shift", "7.30am"],
     "expect": {"count": 1,
                "habits": [{"name": "Stretch", "freq": ("daily",)}],
                "reminders": [("Stretch", "07:30")]}},

    {"id": "NS23", "cat": "log",
     "setup": [H("Read"), H("Gym", ("weekly", 3))],
     "turns": ["hows my reading going this week", "mark it done for monday, forgot to log it after shift"],
     "expect": {"count": 2,
                "marks": [("Read", MON, "done")],
                "nomarks": [("Gym", MON), ("Gym", TODAY), ("Read", TODAY)]}},

    {"id": "NS24", "cat": "correct",
     "setup": [H("Yoga")],
     "turns": ["did yoga", "wait no that was yesterday not today"],
     "expect": {"count": 1,
                "marks": [("Yoga", YESTERDAY, "done")],
                "nomarks": [("Yoga", TODAY)]}},

    {"id": "NS25", "cat": "group",
     "setup": [H("Gym", ("weekly", 3), group="Fitness"), H("Run", ("weekly", 2), group="Fitness")],
     "turns": ["add swimming twice a week", "yeah go on"],
     "expect": {"count": 3,
                "habits": [{"name": ["Swimming", "Swim", "Go swimming"], "freq": ("weekly", 2), "group": "Fitness"},
                           {"name": "Gym", "group": "Fitness"}, {"name": "Run", "group": "Fitness"}]}},

    # src: https://www.cdc.gov/niosh/work-hour-training-for-nurses/longhours/mod9/05.html
    {"id": "NS26", "cat": "slots",
     "setup": [],
     "turns": ["i want to nap before my shifts", "mon tue fri sat"],
     "expect": {"count": 1,
                "habits": [{"name": "~nap", "freq": ("days", "mon tue fri sat"), "polarity": "build"}]}},

    # src: https://www.ruan.com/drivers/health-and-benefits/health-on-the-road
    {"id": "NS27", "cat": "slots",
     "setup": [],
     "turns": ["want to start doing push ups at the truck stop", "every day"],
     "expect": {"count": 1,
                "habits": [{"name": "~push", "freq": ("daily",), "polarity": "build"}]}},

    # ------------------------------------------------------------------ must change nothing / nothing wrong
    {"id": "NS28", "cat": "correct",
     "setup": [H("Read")],
     "turns": ["add a habit called night walk", "actually never mind"],
     "expect": {"unchanged": True}},

    # src: https://github.com/Adw41t/Simple_Alarm_Clock/issues/2
    {"id": "NS29", "cat": "safety",
     "setup": [H("Gym", ("weekly", 3))],
     "turns": ["i work 7pm to 7am, usually tue wed thu but it rotates"],
     "expect": {"unchanged": True}},

    {"id": "NS30", "cat": "safety",
     "setup": [H("Run", ("weekly", 3))],
     "turns": ["my coworker went for a 5k straight after a 12 hour shift, madness"],
     "expect": {"unchanged": True}},

    {"id": "NS31", "cat": "log",
     "setup": [H("Gym", ("days", "mon wed fri"))],
     "turns": ["didnt make it to the gym, got called in for a double"],
     "expect": {"count": 1,
                "habits": [{"name": "Gym", "freq": ("days", "mon wed fri")}],
                "notdone": [("Gym", TODAY)],
                "nomarks": [("Gym", YESTERDAY), ("Gym", MON)]}},

    # src: https://github.com/iSoron/uhabits/issues/441
    {"id": "NS32", "cat": "safety",
     "setup": [H("Read")],
     "turns": ["can you make my day end at 6am instead of midnight? i do most stuff after shift"],
     "expect": {"unchanged": True}},

    # src: https://myhabits.in/community/how-to-track-habits-if-you-work-night-shifts-or-rotating-schedules-d19ef2
    {"id": "NS33", "cat": "safety",
     "setup": [H("Meds")],
     "turns": ["remind me to take my meds after my shift"],
     "expect": {"unchanged": True}},

    # src: https://github.com/dessalines/habit-maker/issues/369
    {"id": "NS34", "cat": "dates",
     "setup": [H("Run", ("weekly", 3))],
     "turns": ["finished a run at like 1am last night, does that count for tuesday or today?"],
     "expect": {"count": 1,
                "habits": [{"name": "Run", "freq": ("weekly", 3)}],
                "nomarks": [("Run", MON), ("Run", SUN)]}},

    {"id": "NS35", "cat": "safety",
     "setup": [H("Gym", ("weekly", 3)), H("Read")],
     "turns": ["im on nights till sunday so everything's gonna be a mess"],
     "expect": {"unchanged": True, "nopauses": True}},

    {"id": "NS36", "cat": "log",
     "setup": [H("Stretch")],
     "turns": ["only got 5 mins of stretching in before i crashed"],
     "expect": {"count": 1,
                "habits": [{"name": "Stretch", "freq": ("daily",)}],
                "notdone": [("Stretch", TODAY)],
                "nomarks": [("Stretch", YESTERDAY)]}},

    {"id": "NS37", "cat": "query",
     "setup": [H("Gym", ("weekly", 3), marks=[(MON, "done")]),
               H("Read", marks=[(MON, "done"), (YESTERDAY, "done")])],
     "turns": ["how am i doing this week? nights have wrecked me"],
     "expect": {"unchanged": True}},

    {"id": "NS38", "cat": "query",
     "setup": [H("Read"), H("Stretch", marks=[(TODAY, "done")])],
     "turns": ["whats left for today, just got home from shift"],
     "expect": {"unchanged": True}},

    # src: https://sinoticia.com/how-to-work-the-night-shift-and-stay-healthy/5
    {"id": "NS39", "cat": "safety",
     "setup": [H("Gym", ("weekly", 3))],
     "turns": ["gonna hit the gym before shift tonight"],
     "expect": {"unchanged": True}},

    {"id": "NS40", "cat": "robust",
     "setup": [H("Running", ("weekly", 3))],
     "turns": ["ugh 4th night in a row, running on fumes"],
     "expect": {"unchanged": True}},
]
