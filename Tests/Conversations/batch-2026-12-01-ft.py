"""Fresh blind batch FT: fitness and sports training (runners, lifters, cyclists, swimmers).

Clock for every case: Wednesday 2026-03-04 09:00 (local = UTC).
  yesterday = Tue 03-03, "on monday" = 03-02, "3 days ago" = Sun 03-01,
  "friday" in a report = 02-27, "last thursday" = 02-26,
  "saturday" in a plan or skip = 03-07.

Mix: FT01-FT14 one message says it all (incl. several requests in one message),
FT15-FT27 two-to-three-turn exchanges (answers to the coach's questions, corrections,
"which one"), FT28-FT40 messages that must change nothing (or where only "nothing wrong
happened" is asserted).
"""

TODAY = "2026-03-04"
YESTERDAY = "2026-03-03"
MON = "2026-03-02"
SUN = "2026-03-01"
SAT = "2026-02-28"
FRI = "2026-02-27"
THU = "2026-02-26"
NEXT_SAT = "2026-03-07"


def H(name, freq=("daily",), tier="must", polarity="build", group=None, archived=False, marks=()):
    return {"name": name, "freq": freq, "tier": tier, "polarity": polarity, "group": group,
            "archived": archived, "marks": [tuple(m) for m in marks]}


CASES = [
    # ---------------------------------------------------------------- one message says it all
    # src: https://github.com/iSoron/uhabits/issues/554 (workouts three times a week, any days)
    {"id": "FT01", "cat": "add", "setup": [],
     "turns": ["want to start running again, like 3 times a week"],
     "expect": {"count": 1, "habits": [{"name": "~run", "freq": ("weekly", 3), "polarity": "build"}]}},

    # src: https://github.com/xpavle00/Habo/issues/130 (a goal of 50 pushups a day)
    {"id": "FT02", "cat": "add", "setup": [],
     "turns": ["add pushups, 50 every day"],
     "expect": {"count": 1, "habits": [{"name": "~push", "freq": ("daily",), "target": {"amount": 50}}]}},

    # src: https://github.com/OpenTracksApp/OpenTracks/issues/1587 (weekly distance goals for running)
    {"id": "FT03", "cat": "add", "setup": [],
     "turns": ["i want to run 3 times a week, 20km total"],
     "expect": {"count": 1, "habits": [{"name": "~run", "freq": ("weekly", 3),
                                        "target": {"amount": 20, "unit": "km"}}]}},

    {"id": "FT04", "cat": "tier", "setup": [],
     "turns": ["add stretching every day but its a bonus one, not a must-do"],
     "expect": {"count": 1, "habits": [{"name": "~stretch", "freq": ("daily",), "tier": "nice"}]}},

    # src: https://github.com/dohsimpson/HabitTrove/issues/1 (gym on Monday, Wednesday and Friday)
    {"id": "FT05", "cat": "add", "setup": [],
     "turns": ["add gym mon wed fri and remind me at 6:30am"],
     "expect": {"count": 1, "habits": [{"name": "~gym", "freq": ("days", "mon wed fri")}],
                "reminders": [("~gym", "06:30")]}},

    {"id": "FT06", "cat": "avoid", "setup": [],
     "turns": ["i need to quit energy drinks tbh"],
     "expect": {"count": 1, "habits": [{"name": "~energy drink", "polarity": "avoid", "freq": ("daily",)}]}},

    {"id": "FT07", "cat": "dates", "setup": [H("Run", ("weekly", 3))],
     "turns": ["ran 5k this morning! also did one last thursday that i never logged"],
     "expect": {"count": 1, "habits": [{"name": "Run", "freq": ("weekly", 3)}],
                "marks": [("Run", TODAY, "done"), ("Run", THU, "done")]}},

    {"id": "FT08", "cat": "dates", "setup": [H("Swim", ("weekly", 2)), H("Gym", ("weekly", 3))],
     "turns": ["swam monday and friday, and gym yesterday"],
     "expect": {"count": 2,
                "habits": [{"name": "Swim", "freq": ("weekly", 2)}, {"name": "Gym", "freq": ("weekly", 3)}],
                "marks": [("Swim", MON, "done"), ("Swim", FRI, "done"), ("Gym", YESTERDAY, "done")],
                "nomarks": [("Swim", TODAY), ("Gym", TODAY)]}},

    # src: http://thejenbeast.blogspot.com/2012/01/unhappy-hamstring.html (hamstring flares up, takes a day off running)
    {"id": "FT09", "cat": "log", "setup": [H("Run", ("days", "mon wed fri"))],
     "turns": ["pulled my hamstring so im skipping my run today"],
     "expect": {"count": 1, "habits": [{"name": "Run", "freq": ("days", "mon wed fri")}],
                "marks": [("Run", TODAY, "skipped")]}},

    {"id": "FT10", "cat": "dates", "setup": [H("Long run", ("days", "sat"))],
     "turns": ["skip the long run on saturday, got a wedding"],
     "expect": {"count": 1, "habits": [{"name": "Long run", "freq": ("days", "sat")}],
                "marks": [("Long run", NEXT_SAT, "skipped")],
                "nomarks": [("Long run", SAT), ("Long run", TODAY)]}},

    {"id": "FT11", "cat": "avoid", "setup": [H("Energy drinks", polarity="avoid")],
     "turns": ["had an energy drink 3 days ago and another one yesterday \U0001f648"],
     "expect": {"count": 1, "habits": [{"name": "Energy drinks", "polarity": "avoid"}],
                "marks": [("Energy drinks", SUN, "slipped"), ("Energy drinks", YESTERDAY, "slipped")],
                "nomarks": [("Energy drinks", TODAY)]}},

    {"id": "FT12", "cat": "multi", "setup": [H("Gym", ("weekly", 3), marks=[(MON, "done")])],
     "turns": ["rename gym to Strength training and make it 4 times a week"],
     "expect": {"count": 1, "habits": [{"name": "Strength training", "freq": ("weekly", 4)}],
                "marks": [("Strength training", MON, "done")]}},

    {"id": "FT13", "cat": "group", "setup": [H("Run"), H("Swim"), H("Bike")],
     "turns": ["put run, swim and bike in a group called Cardio, i only need to do one of them a day"],
     "expect": {"count": 3,
                "groups": [{"name": "Cardio", "require": 1, "members": ["Run", "Swim", "Bike"]}]}},

    {"id": "FT14", "cat": "multi", "setup": [],
     "turns": ["add plank every day and yoga twice a week, yoga's just a bonus one"],
     "expect": {"count": 2, "habits": [{"name": "~plank", "freq": ("daily",)},
                                       {"name": "~yoga", "freq": ("weekly", 2), "tier": "nice"}]}},

    # ---------------------------------------------------------------- exchanges over several turns
    {"id": "FT15", "cat": "slots", "setup": [],
     "turns": ["i wanna get back into swimming", "twice a week"],
     "expect": {"count": 1, "habits": [{"name": "~swim", "freq": ("weekly", 2)}]}},

    {"id": "FT16", "cat": "slots", "setup": [],
     "turns": ["add lifting", "mon wed fri"],
     "expect": {"count": 1, "habits": [{"name": "~lift", "freq": ("days", "mon wed fri")}]}},

    {"id": "FT17", "cat": "group",
     "setup": [H("Run", group="Cardio"), H("Swim", group="Cardio"), H("Bike", group="Cardio")],
     "turns": ["hows my cardio group going", "make that group 2 of 3 from now on"],
     "expect": {"count": 3,
                "groups": [{"name": "Cardio", "require": 2, "members": ["Run", "Swim", "Bike"]}]}},

    {"id": "FT18", "cat": "slots", "setup": [],
     "turns": ["add rowing, 20 mins a go", "3 a week i reckon"],
     "expect": {"count": 1, "habits": [{"name": "~row", "freq": ("weekly", 3)}]}},

    {"id": "FT19", "cat": "correct", "setup": [],
     "turns": ["add mobility work every day", "actually make that a bonus one, not a must"],
     "expect": {"count": 1, "habits": [{"name": "~mobility", "freq": ("daily",), "tier": "nice"}]}},

    {"id": "FT20", "cat": "correct", "setup": [],
     "turns": ["add cycling 3 times a week", "actually make it twice"],
     "expect": {"count": 1, "habits": [{"name": "~cycl", "freq": ("weekly", 2)}]}},

    {"id": "FT21", "cat": "correct", "setup": [],
     "turns": ["add jogging every other day", "no, call it Running"],
     "expect": {"count": 1, "habits": [{"name": "Running", "freq": ("interval", 2)}]}},

    # src: https://github.com/xpavle00/Habo/issues/130 (wants to log 15 of 50 pushups and see the rest)
    {"id": "FT22", "cat": "slots", "setup": [],
     "turns": ["add pushups, 100 a day", "did 40 this morning", "and 60 more just now"],
     "expect": {"count": 1, "habits": [{"name": "~push", "freq": ("daily",), "target": {"amount": 100}}],
                "marks": [("~push", TODAY, "done", 100)]}},

    # src: https://github.com/dakboard/DAKboard/issues/2058 (first Sunday of the month can't be scheduled)
    {"id": "FT23", "cat": "slots", "setup": [],
     "turns": ["add parkrun on the first saturday of every month", "ok once a month is fine"],
     "expect": {"count": 1, "habits": [{"name": "~parkrun", "freq": ("monthly", 1)}]}},

    # src: https://github.com/datafruits/datafruits/issues/1359 (every other saturday vs every 14 days)
    {"id": "FT24", "cat": "slots", "setup": [],
     "turns": ["add a long bike ride every other sunday", "fine just make it every sunday then"],
     "expect": {"count": 1, "habits": [{"name": "~ride", "freq": ("days", "sun")}]}},

    {"id": "FT25", "cat": "edit", "setup": [H("Zumba", ("weekly", 2)), H("Run", ("weekly", 3))],
     "turns": ["delete zumba, the class got axed", "yes"],
     "expect": {"count": 1, "habits": [{"name": "Run", "freq": ("weekly", 3)}]}},

    {"id": "FT26", "cat": "slots", "setup": [],
     "turns": ["add core work", "weekdays", "and remind me at 7am"],
     "expect": {"count": 1, "habits": [{"name": "~core", "freq": ("days", "mon tue wed thu fri")}],
                "reminders": [("~core", "07:00")]}},

    {"id": "FT27", "cat": "log", "setup": [H("Morning run"), H("Evening run")],
     "turns": ["did my run yesterday", "the morning one"],
     "expect": {"count": 2, "marks": [("Morning run", YESTERDAY, "done")],
                "nomarks": [("Evening run", YESTERDAY), ("Morning run", TODAY)]}},

    # ---------------------------------------------------------------- must change nothing
    {"id": "FT28", "cat": "safety", "setup": [H("Run", ("weekly", 3))],
     "turns": ["my mate smashed a marathon on sunday, mad respect"],
     "expect": {"unchanged": True}},

    # src: http://nathanpowell.org/blog/archives/364 (rained off, "tomorrow I will run")
    {"id": "FT29", "cat": "safety", "setup": [H("Run", ("weekly", 3))],
     "turns": ["gonna go for a run after work i think"],
     "expect": {"unchanged": True}},

    # src: https://github.com/iSoron/uhabits/issues/88 (swimming pool closed for a holiday)
    {"id": "FT30", "cat": "safety", "setup": [H("Swim", ("days", "tue thu"))],
     "turns": ["pool was shut yesterday so no swim"],
     "expect": {"count": 1, "habits": [{"name": "Swim", "freq": ("days", "tue thu")}],
                "notdone": [("Swim", YESTERDAY)], "nomarks": [("Swim", TODAY)]}},

    {"id": "FT31", "cat": "query", "setup": [H("Run", ("weekly", 3), marks=[(MON, "done"), (YESTERDAY, "done")])],
     "turns": ["how many runs have i done this week?"],
     "expect": {"unchanged": True, "reply": r"\b(2|two)\b"}},

    {"id": "FT32", "cat": "safety", "setup": [H("Gym", ("weekly", 3))],
     "turns": ["so sore from leg day i can barely walk lol"],
     "expect": {"unchanged": True}},

    {"id": "FT33", "cat": "safety", "setup": [H("Run", ("weekly", 3))],
     "turns": ["can you pull my runs from strava automatically?"],
     "expect": {"unchanged": True}},

    # src: https://www.rundaddio.com/inspiration-on-the-couch/ (doesn't like running in cold or rain, needs motivation)
    {"id": "FT34", "cat": "query", "setup": [H("Run", ("weekly", 3))],
     "turns": ["any tips for actually getting out the door when its dark and freezing?"],
     "expect": {"unchanged": True}},

    # src: https://susandennis.livejournal.com/3850666.html (some days no steam in the pool)
    {"id": "FT35", "cat": "safety", "setup": [H("Swim")],
     "turns": ["only managed 10 mins in the pool today, felt rubbish"],
     "expect": {"count": 1, "habits": [{"name": "Swim", "freq": ("daily",)}],
                "notdone": [("Swim", TODAY)]}},

    {"id": "FT36", "cat": "safety", "setup": [H("Gym", ("weekly", 3))],
     "turns": ["didnt make it to the gym on monday, work was mental"],
     "expect": {"count": 1, "habits": [{"name": "Gym", "freq": ("weekly", 3)}],
                "notdone": [("Gym", MON)], "nomarks": [("Gym", TODAY)]}},

    # a schedule the coach cannot hold exactly: it should ask, not approximate
    {"id": "FT37", "cat": "safety", "setup": [],
     "turns": ["add swimming on the 1st and 15th of each month"],
     "expect": {"count": 0}},

    {"id": "FT38", "cat": "correct", "setup": [],
     "turns": ["add swimming", "hmm actually never mind"],
     "expect": {"count": 0}},

    # src: https://github.com/InlitX/streak/issues/112 (workouts need rest days)
    {"id": "FT39", "cat": "safety", "setup": [H("Run", ("weekly", 3))],
     "turns": ["my physio reckons i need 2 rest days a week"],
     "expect": {"unchanged": True}},

    {"id": "FT40", "cat": "safety", "setup": [H("Run", ("weekly", 3)), H("Swim", ("weekly", 2))],
     "turns": ["thinking about signing up for a triathlon in june"],
     "expect": {"unchanged": True}},
]
