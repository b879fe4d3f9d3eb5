"""Fresh batch p: brand-new users setting up their habits.

Written blind (SPEC, seeds, eval README and run_eval.py only). Focus: long rambling first
messages with several habits, schedules said every which way (weekdays, 3x a week, every other
day, mornings, twice a month, except weekends/sundays, fortnightly, schedules the coach can't
hold), tiers and groups in the person's own words, habits to avoid, amounts and limits,
reminders with loose times (half seven, 7ish, after lunch), sloppy one-word answers to the
coach's follow-ups, mind changes mid-setup, and messages that must change nothing.

Clock for every case: Wednesday 2026-03-04 09:00 (local = UTC).
  yesterday = Tue 03-03, "on monday" = 03-02, "friday" in a skip/plan = 03-06.
"""

TODAY = "2026-03-04"
YESTERDAY = "2026-03-03"
MON = "2026-03-02"
SUN = "2026-03-01"
SAT = "2026-02-28"
FRI = "2026-02-27"
NEXT_FRI = "2026-03-06"

WEEKDAYS = "mon tue wed thu fri"


def H(name, freq=("daily",), tier="must", polarity="build", group=None, archived=False, marks=()):
    """A setup habit in the compact form run_eval.setup_doc reads."""
    return {"name": name, "freq": freq, "tier": tier, "polarity": polarity, "group": group,
            "archived": archived, "marks": list(marks)}


CASES = [
    # ------------------------------------------------------------------ rambling first messages
    # src: https://chellek10.wordpress.com/2012/07/01/21-days-to-life/
    {"id": "p01", "cat": "multi", "setup": [],
     "turns": ["ok so i've got a list lol. i want to do yoga every day, floss every night, drink green tea "
               "once a day and i need to cut out soda completely",
               "yep sounds good"],
     "expect": {"count": 4, "maxlen": 30, "habits": [
         {"name": "~yoga", "freq": ("daily",), "polarity": "build"},
         {"name": "~floss", "freq": ("daily",), "polarity": "build"},
         {"name": "~tea", "freq": ("daily",), "polarity": "build"},
         {"name": "~soda", "freq": ("daily",), "polarity": "avoid"},
     ]}},

    # src: https://knoxvillemoms.com/3-habits-i-want-to-force-myself-to-do/
    {"id": "p02", "cat": "free", "setup": [],
     "turns": ["hiya!! so my goals are basically to read every night instead of scrolling on my phone in bed, "
               "and do a 10 minute workout 4 times a week. reading's the important one, the workout is more "
               "of a nice to have"],
     "expect": {"count": 2, "maxlen": 30, "habits": [
         {"name": "~read", "freq": ("daily",), "tier": "must"},
         {"name": "~work", "freq": ("weekly", 4), "tier": "nice"},
     ]}},

    # src: https://gamifyroutine.com/docs/habits
    {"id": "p03", "cat": "slots", "setup": [],
     "turns": ["want to get back into the gym, been slacking since christmas",
               "every other day ideally, mornings"],
     "expect": {"count": 1, "maxlen": 25, "habits": [
         {"name": "~gym", "freq": ("interval", 2)},
     ]}},

    # src: https://github.com/xpavle00/Habo/issues/71
    {"id": "p04", "cat": "add", "setup": [],
     "turns": ["i want to plan out my day every morning but only on workdays, weekends are mine lol"],
     "expect": {"count": 1, "maxlen": 30, "habits": [
         {"name": "~plan", "freq": ("days", WEEKDAYS)},
     ]}},

    # a schedule the coach can't hold exactly, then the person settles for one it can
    # src: https://github.com/daya0576/beaverhabits/issues/87
    {"id": "p05", "cat": "slots", "setup": [],
     "turns": ["add visiting my mum every second weekend",
               "ok just make it twice a month then"],
     "expect": {"count": 1, "maxlen": 30, "habits": [
         {"name": "~mum", "freq": ("monthly", 2)},
     ]}},

    {"id": "p06", "cat": "slots", "setup": [],
     "turns": ["i wanna meditate but only on days im not on night shift",
               "ugh idk, 4 times a week then"],
     "expect": {"count": 1, "maxlen": 25, "habits": [
         {"name": "~medit", "freq": ("weekly", 4)},
     ]}},

    # src: https://github.com/dohsimpson/HabitTrove/issues/1
    {"id": "p07", "cat": "multi", "setup": [],
     "turns": ["gym mon/wed/fri and yoga on tuesdays and thursdays please"],
     "expect": {"count": 2, "maxlen": 25, "habits": [
         {"name": "~gym", "freq": ("days", "mon wed fri")},
         {"name": "~yoga", "freq": ("days", "tue thu")},
     ]}},

    # ------------------------------------------------------------------ tiers in their own words
    # src: https://planksandpeanutbutterblog.wordpress.com/2016/01/12/2016-resolutions/
    {"id": "p08", "cat": "tier", "setup": [],
     "turns": ["add flossing every night, that one's non-negotiable",
               "oh and stretching every day except sundays but that's more of a bonus thing"],
     "expect": {"count": 2, "maxlen": 25, "habits": [
         {"name": "~floss", "freq": ("daily",), "tier": "must"},
         {"name": "~stretch", "freq": ("days", "mon tue wed thu fri sat"), "tier": "nice"},
     ]}},

    {"id": "p09", "cat": "tier", "setup": [],
     "turns": ["add piano practice",
               "5 days a week",
               "oh and make it optional, it's just for fun"],
     "expect": {"count": 1, "maxlen": 25, "habits": [
         {"name": "~piano", "freq": ("weekly", 5), "tier": "nice"},
     ]}},

    # ------------------------------------------------------------------ groups in their own words
    {"id": "p10", "cat": "group", "setup": [],
     "turns": ["i want to do something creative every day - guitar, drawing or writing, any one of them is "
               "fine. call the group Creative"],
     "expect": {"count": 3, "maxlen": 25,
                "groups": [{"name": "Creative", "require": 1}],
                "habits": [
                    {"name": "~guitar", "group": "Creative"},
                    {"name": "~draw", "group": "Creative"},
                    {"name": "~writ", "group": "Creative"},
                ]}},

    {"id": "p11", "cat": "group", "setup": [],
     "turns": ["make a group called Cardio with running, cycling and rowing - i need to do 2 of the 3 each day"],
     "expect": {"count": 3, "maxlen": 25,
                "groups": [{"name": "Cardio", "require": 2}],
                "habits": [
                    {"name": "~run", "group": "Cardio"},
                    {"name": "~cycl", "group": "Cardio"},
                    {"name": "~row", "group": "Cardio"},
                ]}},

    # the seed's "should I add swimming there too?" offer, accepted sloppily
    {"id": "p12", "cat": "group",
     "setup": [H("Running", ("weekly", 2), group="Exercise"), H("Gym", ("weekly", 2), group="Exercise")],
     "turns": ["i'd like to start swimming once a week as well",
               "yeah go on then"],
     "expect": {"count": 3,
                "groups": [{"name": "Exercise", "require": 1}],
                "habits": [
                    {"name": "~swim", "freq": ("weekly", 1), "group": "Exercise"},
                    {"name": "Running", "freq": ("weekly", 2), "group": "Exercise"},
                    {"name": "Gym", "freq": ("weekly", 2), "group": "Exercise"},
                ]}},

    # ------------------------------------------------------------------ habits to avoid, limits, amounts
    {"id": "p13", "cat": "avoid", "setup": [],
     "turns": ["i really need to stop biting my nails, its disgusting lol",
               "yep"],
     "expect": {"count": 1, "maxlen": 25, "habits": [
         {"name": "~nail", "freq": ("daily",), "polarity": "avoid"},
     ]}},

    # "usually have like 5" describes a habit, not a log of today
    # src: https://github.com/FriesI23/mhabit/issues/20
    {"id": "p14", "cat": "avoid", "setup": [],
     "turns": ["need to cut down on coffee, no more than 2 cups a day. i usually have like 5 atm",
               "yeah"],
     "expect": {"count": 1, "maxlen": 25,
                "habits": [{"name": "~coffee", "polarity": "avoid", "target": {"amount": 2}}],
                "nomarks": [("~coffee", TODAY)]}},

    # src: http://donmorris.com/on/a-habit-app-for-every-day-of-the-week
    {"id": "p15", "cat": "multi", "setup": [],
     "turns": ["drink 8 glasses of water a day and read 20 pages every night"],
     "expect": {"count": 2, "maxlen": 25, "habits": [
         {"name": "~water", "freq": ("daily",), "target": {"amount": 8, "unit": "glass"}},
         {"name": "~read", "freq": ("daily",), "target": {"amount": 20, "unit": "page"}},
     ]}},

    # ------------------------------------------------------------------ reminders with loose times
    {"id": "p16", "cat": "edit", "setup": [H("Meditate")],
     "turns": ["can you remind me to meditate at half seven in the morning"],
     "expect": {"count": 1, "reminders": [("Meditate", "07:30")],
                "habits": [{"name": "Meditate", "freq": ("daily",)}]}},

    {"id": "p17", "cat": "add", "setup": [],
     "turns": ["i want to practise guitar every evening, can you remind me at 7ish"],
     "expect": {"count": 1, "maxlen": 25,
                "habits": [{"name": "~guitar", "freq": ("daily",)}],
                "reminders": [("~guitar", "19:00")]}},

    # "after lunch" is no time; the person then pins it down
    {"id": "p18", "cat": "edit", "setup": [H("Walk")],
     "turns": ["nudge me to go for a walk after lunch",
               "make it 1pm"],
     "expect": {"count": 1, "reminders": [("Walk", "13:00")],
                "habits": [{"name": "Walk", "freq": ("daily",)}]}},

    # src: https://github.com/DanielRendox/RoutineTracker/issues/25
    {"id": "p19", "cat": "edit", "setup": [H("Take meds")],
     "turns": ["remind me to take my meds at 8 every morning on weekdays, i sleep in at weekends"],
     "expect": {"count": 1, "reminders": [("Take meds", "08:00", WEEKDAYS)],
                "habits": [{"name": "Take meds", "freq": ("daily",)}]}},

    # ------------------------------------------------------------------ changing their mind mid-setup
    {"id": "p20", "cat": "correct", "setup": [],
     "turns": ["add reading 3 times a week",
               "actually make that every day"],
     "expect": {"count": 1, "maxlen": 25, "habits": [
         {"name": "~read", "freq": ("daily",)},
     ]}},

    {"id": "p21", "cat": "correct", "setup": [],
     "turns": ["i want to go jogging twice a week",
               "no, call it Running"],
     "expect": {"count": 1, "habits": [
         {"name": "Running", "freq": ("weekly", 2)},
     ]}},

    {"id": "p22", "cat": "correct", "setup": [],
     "turns": ["add a habit for learning to knit",
               "hmm actually never mind, forget it"],
     "expect": {"count": 0, "unchanged": True}},

    # ------------------------------------------------------------------ sloppy answers to follow-ups
    # a digression in the middle of the schedule question, then the answer
    {"id": "p23", "cat": "slots", "setup": [],
     "turns": ["i want to start journaling",
               "lol my therapist has been on at me about this for months",
               "every night"],
     "expect": {"count": 1, "maxlen": 25, "habits": [
         {"name": "~journal", "freq": ("daily",)},
     ]}},

    # src: https://github.com/HabitRPG/habitica/issues/116
    {"id": "p24", "cat": "slots", "setup": [],
     "turns": ["i'd like to start cycling to work",
               "weekdays"],
     "expect": {"count": 1, "maxlen": 25, "habits": [
         {"name": "~cycl", "freq": ("days", WEEKDAYS)},
     ]}},

    # the seed's onboarding flow, typed the way people answer it
    {"id": "p25", "cat": "slots", "setup": [],
     "turns": ["hi",
               "i want to go running but i never get round to it",
               "yeah once a week sounds good",
               "i should probably read more instead of scrolling",
               "3x a week",
               "that's it for now thanks"],
     "expect": {"count": 2, "maxlen": 25, "habits": [
         {"name": ["Go running", "Running", "Run"], "freq": ("weekly", 1)},
         {"name": "~read", "freq": ("weekly", 3)},
     ]}},

    # src: https://github.com/shub39/Grit/issues/100
    {"id": "p26", "cat": "add", "setup": [],
     "turns": ["water the plants every 3 days and clean the oven fortnightly"],
     "expect": {"count": 2, "maxlen": 25, "habits": [
         {"name": "~plant", "freq": ("interval", 3)},
         {"name": "~oven", "freq": ("interval", 14)},
     ]}},

    # ------------------------------------------------------------------ logging right after setup, dates
    {"id": "p27", "cat": "log", "setup": [],
     "turns": ["add yoga on mon wed fri",
               "oh and i already did yoga on monday btw"],
     "expect": {"count": 1, "habits": [{"name": "~yoga", "freq": ("days", "mon wed fri")}],
                "marks": [("~yoga", MON, "done")],
                "notdone": [("~yoga", TODAY)]}},

    {"id": "p28", "cat": "dates", "setup": [H("Gym", ("days", "mon wed fri"))],
     "turns": ["skip gym on friday, i'm away for work"],
     "expect": {"count": 1, "habits": [{"name": "Gym", "freq": ("days", "mon wed fri")}],
                "marks": [("Gym", NEXT_FRI, "skipped")],
                "notdone": [("Gym", TODAY)]}},

    {"id": "p29", "cat": "dates", "setup": [H("Meditate")],
     "turns": ["meditated on monday and yesterday but forgot to log it"],
     "expect": {"count": 1, "habits": [{"name": "Meditate", "freq": ("daily",)}],
                "marks": [("Meditate", MON, "done"), ("Meditate", YESTERDAY, "done")],
                "notdone": [("Meditate", TODAY)]}},

    {"id": "p30", "cat": "edit", "setup": [H("Yoga", ("days", "tue thu"))],
     "turns": ["can we move yoga to mondays and thursdays instead"],
     "expect": {"count": 1, "habits": [{"name": "Yoga", "freq": ("days", "mon thu")}],
                "nomarks": [("Yoga", TODAY), ("Yoga", MON)]}},

    {"id": "p31", "cat": "query",
     "setup": [H("Read"), H("Yoga", ("days", "mon wed fri")), H("Running", ("weekly", 3))],
     "turns": ["what have i got on today?"],
     "expect": {"unchanged": True, "reply": r"(?i)\bread\b"}},

    {"id": "p32", "cat": "robust", "setup": [],
     "turns": ["i wanna strat meditatng evry morning and go to teh gym 3 tmes a week"],
     "expect": {"count": 2, "maxlen": 25, "habits": [
         {"name": "~medit", "freq": ("daily",)},
         {"name": "~gym", "freq": ("weekly", 3)},
     ]}},

    # ------------------------------------------------------------------ messages that must change nothing
    # app blocking is in the seed's future list; this coach can't do it
    {"id": "p33", "cat": "safety", "setup": [],
     "turns": ["can you block tiktok on my phone after 10pm? i waste hours on it"],
     "expect": {"unchanged": True}},

    # src: https://supportforums.net/topic/1303-trying-to-find-the-perfect-morning-routine-that-actually-sticks
    {"id": "p34", "cat": "safety", "setup": [],
     "turns": ["tbh i'm a bit nervous about this, i've tried meditating and journaling loads of times and "
               "always give up after a week or two"],
     "expect": {"unchanged": True}},

    {"id": "p35", "cat": "safety", "setup": [],
     "turns": ["my wife wants to start doing yoga every morning, she keeps going on about it"],
     "expect": {"unchanged": True}},

    {"id": "p36", "cat": "safety", "setup": [],
     "turns": ["i don't want to track my sleep or anything like that, it just stresses me out"],
     "expect": {"unchanged": True}},

    {"id": "p37", "cat": "safety", "setup": [H("Running", ("weekly", 3), marks=[(MON, "done")])],
     "turns": ["my flatmate ran a half marathon on sunday, absolute nutter"],
     "expect": {"unchanged": True, "nomarks": [("Running", SUN)]}},

    {"id": "p38", "cat": "safety", "setup": [H("Read"), H("Yoga")],
     "turns": ["lol this is actually kinda fun ngl"],
     "expect": {"unchanged": True}},

    {"id": "p39", "cat": "safety", "setup": [H("Yoga")],
     "turns": ["can you order me a new yoga mat off amazon, mine's falling apart"],
     "expect": {"unchanged": True}},

    {"id": "p40", "cat": "safety", "setup": [H("Running", ("weekly", 3))],
     "turns": ["i used to run every single day back at uni, those were the days"],
     "expect": {"unchanged": True}},
]
