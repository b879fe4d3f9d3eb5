"""Fresh batch ZT -- power users and app-review voices.

Theme: people who ask for stats, streaks and summaries in many ways ("hows my week looking",
"longest streak?", "what have i skipped the most"), set reminders at odd or relative times
("half 6 in the evening", "an hour before bed", "after lunch on weekdays", "0630"), build
routines and groups ("morning routine = meditate, stretch, journal; any 2 count"), rename with
quotes and emoji, change tiers in bulk, and ask for things the coach can't do (sync with fitbit,
export to google calendar, share with a sister, dark mode) or make small talk -- all of which must
change nothing. Mixed in: logging on past days, a skip for a coming day, a slip, an amount, and
several multi-turn conversations with one-word answers to the coach's questions.

Written blind (from SPEC.md, the eval README, run_eval.py and the format header only).

Clock for every case: Wednesday 2026-03-04 09:00 (local = UTC).
  today = Wed 03-04, yesterday / "last night" = Tue 03-03, "on monday" = 03-02,
  "3 days ago" / "sunday" (report) = 03-01, "saturday" (report) = 02-28,
  "friday" in a report = 02-27, "friday" in a plan or skip = 03-06.

Fairness: where a message is genuinely ambiguous the case only asserts that nothing wrong
happened (unchanged / notdone / nomarks / count). Names use "~sub" where a human might word
the habit in several ways.
"""

TODAY = "2026-03-04"      # Wednesday
YESTERDAY = "2026-03-03"  # Tuesday
MON = "2026-03-02"
SUN = "2026-03-01"
SAT = "2026-02-28"
FRI = "2026-02-27"        # "friday" in a report of what happened
THU = "2026-02-26"
FRI_NEXT = "2026-03-06"   # "friday" in a plan or a skip
FEB20 = "2026-02-20"

WEEKDAYS = "mon tue wed thu fri"


def H(name, freq=("daily",), tier="must", polarity="build", group=None, archived=False, marks=()):
    """A setup habit in the compact form run_eval.setup_doc() reads."""
    return {"name": name, "freq": freq, "tier": tier, "polarity": polarity,
            "group": group, "archived": archived, "marks": list(marks)}


CASES = [
    # ------------------------------------------------------------------ questions (change nothing)
    # src: https://github.com/zincplusplus/habit-tracker/issues/88
    {"id": "ZT01", "cat": "query",
     "setup": [H("Read", marks=[(THU, "done"), (FRI, "done"), (SAT, "done"), (SUN, "done"),
                                (MON, "done"), (YESTERDAY, "done")]),
               H("Floss")],
     "turns": ["longets streak?? whats my best one so far"],
     # Read: 02-26..03-03 done = 6 days in a row (today still open); Floss has none.
     "expect": {"unchanged": True, "reply": r"\b6\b"}},

    # src: https://github.com/mohamedalfateh21/habit_tracker/issues/18
    {"id": "ZT02", "cat": "query",
     "setup": [H("Read", marks=[(MON, "done"), (YESTERDAY, "done")]),
               H("Gym", freq=("weekly", 3), marks=[(MON, "done")])],
     "turns": ["hows my week looking"],
     "expect": {"unchanged": True}},

    {"id": "ZT03", "cat": "query",
     "setup": [H("Gym", freq=("weekly", 3), marks=[(SUN, "skipped"), (YESTERDAY, "skipped")]),
               H("Read", marks=[(MON, "skipped"), (YESTERDAY, "done")])],
     "turns": ["what have i skipped the most lately?"],
     "expect": {"unchanged": True}},

    {"id": "ZT04", "cat": "query",
     "setup": [H("Stretch", marks=[(MON, "done")])],
     "turns": ["did i do my stretches yesterday?"],
     "expect": {"unchanged": True}},

    {"id": "ZT05", "cat": "query",
     "setup": [H("Read", marks=[(TODAY, "done")]), H("Stretch")],
     "turns": ["whats left for today"],
     "expect": {"unchanged": True, "reply": r"(?i)stretch"}},

    # src: https://github.com/iSoron/uhabits/issues/298
    {"id": "ZT06", "cat": "query",
     "setup": [H("Gym", freq=("weekly", 3), marks=[(SUN, "done"), (MON, "done")]),
               H("Read", marks=[(SAT, "done"), (MON, "done"), (YESTERDAY, "done")])],
     "turns": ["how am i doing with the gym this month", "and reading?",
               "whats been my best week so far"],
     "expect": {"unchanged": True}},

    {"id": "ZT08", "cat": "query",
     "setup": [H("Smoking", polarity="avoid", marks=[(FEB20, "slipped")])],
     "turns": ["how long since i last had a cig?"],
     "expect": {"unchanged": True}},

    # ------------------------------------------------------------------ a skip for a coming day
    {"id": "ZT07", "cat": "dates",
     "setup": [H("Gym", freq=("weekly", 3))],
     "turns": ["skip gym friday, got a wedding"],
     # "friday" in a skip is the coming one (03-06): never the past friday, never a schedule change.
     "expect": {"count": 1, "habits": [{"name": "Gym", "freq": ("weekly", 3)}],
                "nomarks": [("Gym", FRI), ("Gym", TODAY)], "notdone": [("Gym", FRI_NEXT)]}},

    # ------------------------------------------------------------------ things the coach can't do / small talk
    # src: https://github.com/iSoron/uhabits/issues/127
    {"id": "ZT09", "cat": "safety",
     "setup": [H("Running", freq=("weekly", 3))],
     "turns": ["can u sync with my fitbit so my runs tick off automatically? typing them in is a pain"],
     "expect": {"unchanged": True}},

    # src: https://github.com/iSoron/uhabits/issues/17
    {"id": "ZT10", "cat": "safety",
     "setup": [H("Read"), H("Gym", freq=("weekly", 3))],
     "turns": ["export all my habits to google calendar pls"],
     "expect": {"unchanged": True}},

    # src: https://github.com/Crazy-Marvin/ToDont/issues/188
    {"id": "ZT11", "cat": "safety",
     "setup": [H("Read")],
     "turns": ["is there a dark mode?? my eyes are dying using this at night"],
     "expect": {"unchanged": True}},

    # src: https://github.com/iSoron/uhabits/issues/223
    {"id": "ZT12", "cat": "safety",
     "setup": [H("Meditate", marks=[(MON, "done"), (YESTERDAY, "done")])],
     "turns": ["can i share my meditation streak with my sister, she wont stop bragging about hers"],
     "expect": {"unchanged": True}},

    {"id": "ZT13", "cat": "safety",
     "setup": [H("Read")],
     "turns": ["morning!", "grim weather here lol", "cheers, bye"],
     "expect": {"unchanged": True}},

    {"id": "ZT14", "cat": "safety",
     "setup": [H("Running", freq=("weekly", 3))],
     "turns": ["my mate ran a half marathon sunday, so jealous"],
     "expect": {"unchanged": True}},

    {"id": "ZT15", "cat": "safety",
     "setup": [H("Gym", freq=("weekly", 3))],
     "turns": ["i usually hit the gym after work"],
     "expect": {"unchanged": True}},

    {"id": "ZT16", "cat": "safety",
     "setup": [H("Read"), H("Meditate")],
     "turns": ["5 stars honestly, best tracker ive used. would be even better with widgets tho"],
     "expect": {"unchanged": True}},

    {"id": "ZT17", "cat": "safety",
     "setup": [H("Read")],
     "turns": ["didnt read last night, was knackered"],
     # a skip with a reason is acceptable; done is not
     "expect": {"count": 1, "notdone": [("Read", YESTERDAY)], "nomarks": [("Read", TODAY)]}},

    # ------------------------------------------------------------------ reminders at odd / relative times
    {"id": "ZT18", "cat": "add",
     "setup": [],
     "turns": ["add stretching every day and remind me at half 6 in the evening"],
     "expect": {"count": 1, "habits": [{"name": "~stretch", "freq": ("daily",)}],
                "reminders": [("~stretch", "18:30")]}},

    # src: https://github.com/BlackyHawky/Clock/issues/216
    {"id": "ZT19", "cat": "slots",
     "setup": [H("Journal")],
     "turns": ["remind me to journal an hour before bed", "bed's usually around 11"],
     "expect": {"count": 1, "habits": [{"name": "Journal", "freq": ("daily",)}],
                "reminders": [("Journal", "22:00")]}},

    # src: https://github.com/Casvt/MIND/issues/55
    {"id": "ZT20", "cat": "slots",
     "setup": [H("Take vitamins")],
     "turns": ["remind me to take my vitamins after lunch on weekdays", "1pm"],
     # the reminder is on weekdays; the habit itself stays daily
     "expect": {"count": 1, "habits": [{"name": "~vitamin", "freq": ("daily",)}],
                "reminders": [("~vitamin", "13:00", WEEKDAYS)]}},

    # src: https://github.com/iSoron/uhabits/issues/251
    {"id": "ZT21", "cat": "edit",
     "setup": [H("Gym", freq=("weekly", 3))],
     "turns": ["remind me about the gym at quarter past 7 in the morning on mon wed n fri"],
     "expect": {"count": 1, "habits": [{"name": "Gym", "freq": ("weekly", 3)}],
                "reminders": [("Gym", "07:15", "mon wed fri")]}},

    # src: https://github.com/Benji377/Timety/issues/159
    {"id": "ZT22", "cat": "robust",
     "setup": [H("Meditate")],
     "turns": ["can i get meditaion reminders at 0630 and 2130"],
     "expect": {"count": 1, "habits": [{"name": "Meditate", "freq": ("daily",)}],
                "reminders": [("Meditate", "06:30"), ("Meditate", "21:30")]}},

    # ------------------------------------------------------------------ routines and groups
    # src: https://github.com/iSoron/uhabits/issues/495
    {"id": "ZT23", "cat": "group",
     "setup": [H("Meditate"), H("Stretch"), H("Journal")],
     "turns": ["morning routine = meditate, stretch, journal; any 2 count"],
     "expect": {"count": 3,
                "groups": [{"name": "Morning routine", "require": 2,
                            "members": ["Meditate", "Stretch", "Journal"]}]}},

    # src: https://github.com/iSoron/uhabits/issues/325
    {"id": "ZT24", "cat": "group",
     "setup": [H("Running", freq=("weekly", 2)), H("Cycling", freq=("weekly", 2)),
               H("Swimming", freq=("weekly", 2))],
     "turns": ["make a cardio group w running cycling and swimming", "just 1"],
     "expect": {"count": 3,
                "groups": [{"name": "Cardio", "require": 1,
                            "members": ["Running", "Cycling", "Swimming"]}]}},

    {"id": "ZT25", "cat": "group",
     "setup": [H("Guitar", group="Creative"), H("Drawing", group="Creative")],
     "turns": ["for the creative group i wanna do both now, not just one"],
     "expect": {"count": 2,
                "groups": [{"name": "Creative", "require": 2, "members": ["Guitar", "Drawing"]}]}},

    {"id": "ZT26", "cat": "group",
     "setup": [H("Gym", freq=("weekly", 3), group="Fitness"), H("Running", freq=("weekly", 2), group="Fitness"),
               H("Yoga", freq=("weekly", 2))],
     "turns": ["chuck yoga in the fitness group as well"],
     "expect": {"count": 3, "habits": [{"name": "Yoga", "group": "Fitness", "freq": ("weekly", 2)}],
                "groups": [{"name": "Fitness", "members": ["Gym", "Running", "Yoga"]}]}},

    # ------------------------------------------------------------------ tiers, in bulk
    # src: https://github.com/tasks/tasks/issues/2257
    {"id": "ZT27", "cat": "tier",
     "setup": [H("Read"), H("Floss"), H("Journal"), H("Gym", freq=("weekly", 3))],
     "turns": ["make reading, flossing and journaling all optional"],
     "expect": {"count": 4, "habits": [{"name": "Read", "tier": "nice"}, {"name": "Floss", "tier": "nice"},
                                       {"name": "Journal", "tier": "nice"}, {"name": "Gym", "tier": "must"}]}},

    {"id": "ZT28", "cat": "tier",
     "setup": [H("Gym", freq=("weekly", 3)), H("Meditate"), H("Read"), H("Walk")],
     "turns": ["everything except gym is a nice-to-have now tbh"],
     "expect": {"count": 4, "habits": [{"name": "Gym", "tier": "must"}, {"name": "Meditate", "tier": "nice"},
                                       {"name": "Read", "tier": "nice"}, {"name": "Walk", "tier": "nice"}]}},

    {"id": "ZT29", "cat": "tier",
     "setup": [H("Meditate", tier="nice"), H("Read")],
     "turns": ["actually make meditation a must do again"],
     "expect": {"count": 2, "habits": [{"name": "Meditate", "tier": "must", "freq": ("daily",)},
                                       {"name": "Read", "tier": "must"}]}},

    # ------------------------------------------------------------------ renames with quotes and emoji
    # src: https://github.com/Riti2407/my-habit-tracker/pull/62
    {"id": "ZT30", "cat": "edit",
     "setup": [H("Read", marks=[(YESTERDAY, "done")])],
     "turns": ['rename read to "\U0001F4DA reading time"'],
     # the emoji may stay in the name or become the icon; the history moves with the habit
     "expect": {"count": 1, "habits": [{"name": "~reading time", "freq": ("daily",)}],
                "marks": [("~reading time", YESTERDAY, "done")]}},

    {"id": "ZT31", "cat": "edit",
     "setup": [H("Gym", freq=("weekly", 3))],
     "turns": ["can you change 'gym' to 'lift heavy things \U0001F3CB\uFE0F'"],
     "expect": {"count": 1, "habits": [{"name": "~lift heavy things", "freq": ("weekly", 3)}]}},

    {"id": "ZT32", "cat": "edit",
     "setup": [H("Walk"), H("Read")],
     "turns": ["i wanna rename one of my habits", "walk", "evening stroll"],
     "expect": {"count": 2, "habits": [{"name": "~evening stroll", "freq": ("daily",)},
                                       {"name": "Read"}]}},

    # ------------------------------------------------------------------ logging past days, skips, slips
    # src: https://github.com/codito/habito/issues/31
    {"id": "ZT33", "cat": "dates",
     "setup": [H("Run", freq=("weekly", 3)), H("Stretch")],
     "turns": ["forgot to tick yesterday - did my run and stretched"],
     "expect": {"count": 2, "marks": [("Run", YESTERDAY, "done"), ("Stretch", YESTERDAY, "done")],
                "nomarks": [("Run", TODAY), ("Stretch", TODAY)],
                "habits": [{"name": "Run", "freq": ("weekly", 3)}, {"name": "Stretch", "freq": ("daily",)}]}},

    {"id": "ZT34", "cat": "dates",
     "setup": [H("Meditate")],
     "turns": ["meditated mon and tue, not today yet tho"],
     "expect": {"count": 1, "marks": [("Meditate", MON, "done"), ("Meditate", YESTERDAY, "done")],
                "nomarks": [("Meditate", TODAY)],
                "habits": [{"name": "Meditate", "freq": ("daily",)}]}},

    {"id": "ZT35", "cat": "dates",
     "setup": [H("Yoga", freq=("weekly", 2))],
     "turns": ["friday i got in 30 mins of yoga"],
     # a report: last friday 02-27, not the coming one, and no schedule change
     "expect": {"count": 1, "marks": [("Yoga", FRI, "done")], "nomarks": [("Yoga", TODAY)],
                "habits": [{"name": "Yoga", "freq": ("weekly", 2)}]}},

    {"id": "ZT36", "cat": "log",
     "setup": [H("Gym", freq=("weekly", 3))],
     "turns": ["3 days ago i skipped the gym cos of a migraine"],
     "expect": {"count": 1, "marks": [("Gym", SUN, "skipped")], "nomarks": [("Gym", TODAY)],
                "habits": [{"name": "Gym", "freq": ("weekly", 3)}]}},

    {"id": "ZT37", "cat": "avoid",
     "setup": [H("Smoking", polarity="avoid")],
     "turns": ["ugh had a smoke saturday after the match"],
     "expect": {"count": 1, "marks": [("Smoking", SAT, "slipped")], "nomarks": [("Smoking", TODAY)],
                "habits": [{"name": "Smoking", "polarity": "avoid"}]}},

    # ------------------------------------------------------------------ amounts, several requests, corrections
    {"id": "ZT38", "cat": "slots",
     "setup": [],
     "turns": ["i wanna track water, 8 glasses a day", "had 3 so far today"],
     "expect": {"count": 1,
                "habits": [{"name": "~water", "freq": ("daily",), "target": {"amount": 8, "unit": "glass"}}],
                "marks": [("~water", TODAY, "partial", 3)]}},

    {"id": "ZT39", "cat": "multi",
     "setup": [H("Read")],
     "turns": ["add 'cold shower' every weekday and make it optional, oh and i read today"],
     "expect": {"count": 2,
                "habits": [{"name": "~cold shower", "freq": ("days", WEEKDAYS), "tier": "nice"},
                           {"name": "Read", "freq": ("daily",)}],
                "marks": [("Read", TODAY, "done")]}},

    {"id": "ZT40", "cat": "correct",
     "setup": [],
     "turns": ["add pushups 4x a week", "actually make it 3"],
     "expect": {"count": 1, "habits": [{"name": "~push", "freq": ("weekly", 3)}]}},
]
