"""Fresh blind batch PR: precise planners (exact weekdays and times, several reminders,
swapping/moving days, changing times, splitting/tightening schedules, asking what is on
for a given day, correcting a detail just set).

Clock: Wednesday 2026-03-04 09:00.
  yesterday / "last night" = Tue 03-03, "on monday" = 03-02, "on friday" (report) = 02-27,
  "thursday" in a plan or skip = 03-05, "tomorrow" = Thu 03-05, last thursday = 02-26.
Mix: 15 single-message requests (PR01-PR15), 13 multi-turn exchanges (PR16-PR28),
12 messages where only "nothing wrong happened" is asserted (PR29-PR40).
"""

TODAY = "2026-03-04"
YESTERDAY = "2026-03-03"
MON = "2026-03-02"
SUN = "2026-03-01"
SAT = "2026-02-28"
FRI = "2026-02-27"
THU = "2026-02-26"
WED_LAST = "2026-02-25"
TUE_LAST = "2026-02-24"
MON_LAST = "2026-02-23"
THU_NEXT = "2026-03-05"


def H(name, freq=("daily",), tier="must", polarity="build", group=None, archived=False, marks=()):
    """A setup habit in the form run_eval.setup_doc expects."""
    return {"name": name, "freq": freq, "tier": tier, "polarity": polarity, "group": group,
            "archived": archived, "marks": [tuple(m) for m in marks]}


GYM_NAMES = ["Gym", "Go to the gym", "Go to gym", "Gym session"]
WEEKDAYS = "mon tue wed thu fri"

CASES = [
    # ------------------------------------------------------------------ single message, a change expected
    # src: https://github.com/dohsimpson/HabitTrove/issues/1
    {"id": "PR01", "cat": "add", "setup": [],
     "turns": ["add gym monday wednesday and friday, 6:30am reminder pls"],
     "expect": {"count": 1,
                "habits": [{"name": GYM_NAMES, "freq": ("days", "mon wed fri"), "polarity": "build"}],
                "reminders": [(GYM_NAMES, "06:30")]}},

    {"id": "PR02", "cat": "edit",
     "setup": [H("Yoga", ("days", "tue thu"), marks=[(THU, "done"), (TUE_LAST, "done")])],
     "turns": ["can u move yoga from tuesdays to wednesdays? thursdays stay the same"],
     "expect": {"count": 1,
                "habits": [{"name": "Yoga", "freq": ("days", "wed thu")}],
                "marks": [("Yoga", THU, "done"), ("Yoga", TUE_LAST, "done")],
                "nomarks": [("Yoga", TODAY)]}},

    # src: https://cathe.com/forum/threads/changing-day-off.219531
    {"id": "PR03", "cat": "edit",
     "setup": [H("Piano", ("days", "mon wed"), tier="nice", marks=[(MON, "done")])],
     "turns": ["swap piano monday for saturday permanently, mondays dont work with my shifts anymore"],
     "expect": {"count": 1,
                "habits": [{"name": "Piano", "freq": ("days", "wed sat"), "tier": "nice"}],
                "marks": [("Piano", MON, "done")]}},

    # src: https://github.com/shub39/Grit/issues/219
    {"id": "PR04", "cat": "edit", "setup": [H("Meds")],
     "turns": ["remind me to take my meds at 8am, 4pm and 10pm every day"],
     "expect": {"count": 1,
                "habits": [{"name": "Meds", "freq": ("daily",)}],
                "reminders": [("Meds", "08:00"), ("Meds", "16:00"), ("Meds", "22:00")],
                "nomarks": [("Meds", TODAY)]}},

    # src: https://github.com/FriesI23/mhabit/issues/627
    {"id": "PR05", "cat": "edit", "setup": [H("Read", tier="nice")],
     "turns": ["remind me to read at 9pm on weekdays and at 10am on weekends"],
     "expect": {"count": 1,
                "habits": [{"name": "Read", "freq": ("daily",)}],
                "reminders": [("Read", "21:00", WEEKDAYS), ("Read", "10:00", "sat sun")],
                "nomarks": [("Read", TODAY)]}},

    # src: https://github.com/Benji377/Timety/issues/72
    {"id": "PR06", "cat": "add", "setup": [],
     "turns": ["i want to drink 2 litres of water a day, remind me at 10am and again at 3pm"],
     "expect": {"count": 1, "maxlen": 30,
                "habits": [{"name": "~water", "freq": ("daily",), "polarity": "build",
                            "target": {"amount": 2, "unit": "litre"}}],
                "reminders": [("~water", "10:00"), ("~water", "15:00")]}},

    {"id": "PR07", "cat": "edit",
     "setup": [H("Run", ("weekly", 2), marks=[(MON, "done"), (FRI, "done"), (WED_LAST, "done")])],
     "turns": ["bump running up to 3 times a week, 2 is too easy now"],
     "expect": {"count": 1,
                "habits": [{"name": "Run", "freq": ("weekly", 3)}],
                "marks": [("Run", MON, "done"), ("Run", FRI, "done")],
                "nomarks": [("Run", TODAY)]}},

    # src: https://github.com/iSoron/uhabits/issues/1
    {"id": "PR08", "cat": "multi", "setup": [H("Journal")],
     "turns": ["journal only needs to be weekdays from now on, and make it a nice-to-have not a must"],
     "expect": {"count": 1,
                "habits": [{"name": "Journal", "freq": ("days", WEEKDAYS), "tier": "nice"}],
                "nomarks": [("Journal", TODAY)]}},

    {"id": "PR09", "cat": "dates",
     "setup": [H("Gym", ("days", "mon wed fri"), marks=[(WED_LAST, "done")])],
     "turns": ["forgot to log, i did gym on monday and on friday"],
     "expect": {"count": 1,
                "habits": [{"name": "Gym", "freq": ("days", "mon wed fri")}],
                "marks": [("Gym", MON, "done"), ("Gym", FRI, "done"), ("Gym", WED_LAST, "done")],
                "nomarks": [("Gym", TODAY)]}},

    # src: https://github.com/iSoron/uhabits/issues/88
    {"id": "PR10", "cat": "log", "setup": [H("Swim", ("days", "mon wed"))],
     "turns": ["skipping swim today, the pool's shut for maintenance"],
     "expect": {"count": 1,
                "habits": [{"name": "Swim", "freq": ("days", "mon wed")}],
                "marks": [("Swim", TODAY, "skipped")]}},

    {"id": "PR11", "cat": "avoid",
     "setup": [H("Doomscrolling", polarity="avoid", marks=[(SAT, "slipped")])],
     "turns": ["doomscrolled for like an hour in bed yesterday ugh"],
     "expect": {"count": 1,
                "habits": [{"name": "Doomscrolling", "polarity": "avoid", "freq": ("daily",)}],
                "marks": [("Doomscrolling", YESTERDAY, "slipped"), ("Doomscrolling", SAT, "slipped")],
                "nomarks": [("Doomscrolling", TODAY)]}},

    {"id": "PR12", "cat": "multi",
     "setup": [H("Gym", ("days", "mon wed fri")), H("Read", tier="nice")],
     "turns": ["did gym this morning, and i read last night before bed"],
     "expect": {"count": 2,
                "marks": [("Gym", TODAY, "done"), ("Read", YESTERDAY, "done")],
                "nomarks": [("Read", TODAY), ("Gym", YESTERDAY)]}},

    {"id": "PR13", "cat": "multi",
     "setup": [H("Workout", ("days", "mon tue thu fri"), marks=[(MON, "done"), (YESTERDAY, "done")])],
     "turns": ["splitting my workout: add upper body on mondays and thursdays and lower body on tuesdays and fridays, and archive the old workout one"],
     "expect": {"count": 3, "maxlen": 30,
                "habits": [{"name": "~upper body", "freq": ("days", "mon thu"), "archived": False},
                           {"name": "~lower body", "freq": ("days", "tue fri"), "archived": False},
                           {"name": "Workout", "archived": True}],
                "marks": [("Workout", MON, "done"), ("Workout", YESTERDAY, "done")]}},

    {"id": "PR14", "cat": "group",
     "setup": [H("Run", ("days", "mon wed fri")), H("Swim", ("days", "tue")), H("Cycle", ("days", "sat"))],
     "turns": ["put run, swim and cycle in a group called cardio, any one of them counts for the day"],
     "expect": {"count": 3,
                "groups": [{"name": "Cardio", "require": 1, "members": ["Run", "Swim", "Cycle"]}],
                "habits": [{"name": "Run", "freq": ("days", "mon wed fri")},
                           {"name": "Swim", "freq": ("days", "tue")},
                           {"name": "Cycle", "freq": ("days", "sat")}]}},

    {"id": "PR15", "cat": "avoid", "setup": [],
     "turns": ["i want to stop having coffee after 2pm, it wrecks my sleep"],
     "expect": {"count": 1, "maxlen": 30,
                "habits": [{"name": "~coffee", "polarity": "avoid", "freq": ("daily",)}],
                "nomarks": [("~coffee", TODAY)]}},

    # ------------------------------------------------------------------ several turns, answering the coach
    {"id": "PR16", "cat": "slots", "setup": [],
     "turns": ["add a stretching habit", "mon wed fri"],
     "expect": {"count": 1, "maxlen": 20,
                "habits": [{"name": "~stretch", "freq": ("days", "mon wed fri"), "polarity": "build"}]}},

    {"id": "PR17", "cat": "slots", "setup": [],
     "turns": ["wanna start doing duolingo again", "every day at 7:15am"],
     "expect": {"count": 1, "maxlen": 25,
                "habits": [{"name": "~duolingo", "freq": ("daily",)}],
                "reminders": [("~duolingo", "07:15")],
                "nomarks": [("~duolingo", TODAY)]}},

    # src: https://github.com/mealie-recipes/mealie/issues/3295
    {"id": "PR18", "cat": "slots", "setup": [],
     "turns": ["add meal prep", "sundays at 5pm"],
     "expect": {"count": 1, "maxlen": 20,
                "habits": [{"name": "~meal prep", "freq": ("days", "sun")}],
                "reminders": [("~meal prep", "17:00")]}},

    {"id": "PR19", "cat": "correct", "setup": [],
     "turns": ["add guitar practice on tuesdays and thursdays", "wait no, tuesdays and saturdays"],
     "expect": {"count": 1, "maxlen": 25,
                "habits": [{"name": "~guitar", "freq": ("days", "tue sat")}]}},

    {"id": "PR20", "cat": "correct", "setup": [H("Meditate")],
     "turns": ["remind me to meditate at 6am", "sorry i meant 6pm not am"],
     "expect": {"count": 1,
                "habits": [{"name": "Meditate", "freq": ("daily",)}],
                "reminders": [("Meditate", "18:00")],
                "nomarks": [("Meditate", TODAY)]}},

    {"id": "PR21", "cat": "edit",
     "setup": [H("Gym", ("days", "mon wed fri"), marks=[(MON, "done")])],
     "turns": ["i need to change my gym days", "tue thu sat"],
     "expect": {"count": 1,
                "habits": [{"name": "Gym", "freq": ("days", "tue thu sat")}],
                "marks": [("Gym", MON, "done")],
                "nomarks": [("Gym", TODAY)]}},

    # src: https://github.com/iSoron/uhabits/issues/179
    {"id": "PR22", "cat": "edit",
     "setup": [H("Morning run", ("days", "mon wed fri")), H("Evening run", ("days", "tue thu"))],
     "turns": ["move the run to saturdays", "the evening one"],
     "expect": {"count": 2,
                "habits": [{"name": "Evening run", "freq": ("days", "sat")},
                           {"name": "Morning run", "freq": ("days", "mon wed fri")}]}},

    # src: https://github.com/FriesI23/mhabit/issues/520
    {"id": "PR23", "cat": "slots", "setup": [],
     "turns": ["add flossing", "every night", "oh and remind me at 10pm"],
     "expect": {"count": 1, "maxlen": 20,
                "habits": [{"name": "~floss", "freq": ("daily",)}],
                "reminders": [("~floss", "22:00")],
                "nomarks": [("~floss", TODAY)]}},

    {"id": "PR24", "cat": "slots", "setup": [],
     "turns": ["i want to do pilates twice a week", "tuesdays and thursdays specifically", "yep"],
     "expect": {"count": 1, "maxlen": 20,
                "habits": [{"name": "~pilates", "freq": ("days", "tue thu")}],
                "nomarks": [("~pilates", TODAY)]}},

    {"id": "PR25", "cat": "log", "setup": [],
     "turns": ["add reading 20 pages a day", "read 12 pages this morning", "and 8 more just now"],
     "expect": {"count": 1,
                "habits": [{"name": ["Read", "Reading"], "freq": ("daily",),
                            "target": {"amount": 20, "unit": "page"}}],
                "marks": [(["Read", "Reading"], TODAY, "done", 20)],
                "nomarks": [(["Read", "Reading"], YESTERDAY)]}},

    # src: https://github.com/iSoron/uhabits/issues/274
    {"id": "PR26", "cat": "edit", "setup": [H("Gym", ("days", "mon wed fri"))],
     "turns": ["remind me about gym at 6am on mon wed fri",
               "rename gym to strength training and push that reminder to 6pm"],
     "expect": {"count": 1,
                "habits": [{"name": "Strength training", "freq": ("days", "mon wed fri")}],
                "reminders": [("Strength training", "18:00", "mon wed fri")],
                "nomarks": [("Strength training", TODAY)]}},

    {"id": "PR27", "cat": "correct", "setup": [],
     "turns": ["add cold showers every weekday", "no wait, not fridays"],
     "expect": {"count": 1, "maxlen": 25,
                "habits": [{"name": "~cold shower", "freq": ("days", "mon tue wed thu")}]}},

    # src: https://github.com/InlitX/streak/issues/18
    {"id": "PR28", "cat": "slots", "setup": [],
     "turns": ["i need to water my plants more regularly", "every 3 days", "and remind me at 8 in the morning"],
     "expect": {"count": 1, "maxlen": 25,
                "habits": [{"name": "~plant", "freq": ("interval", 3)}],
                "reminders": [("~plant", "08:00")],
                "nomarks": [("~plant", TODAY)]}},

    # ------------------------------------------------------------------ must change nothing / nothing wrong
    {"id": "PR29", "cat": "query",
     "setup": [H("Gym", ("days", "mon wed fri")), H("Piano", ("days", "tue thu"), tier="nice"), H("Read")],
     "turns": ["what's on for friday?"],
     "expect": {"unchanged": True, "reply": r"(?is)(?=.*\bgym\b)(?=.*\bread)"}},

    {"id": "PR30", "cat": "query",
     "setup": [H("Gym", ("days", "mon wed fri")), H("Piano", ("days", "tue thu"), tier="nice"), H("Read")],
     "turns": ["what have i got on tomorrow"],
     "expect": {"unchanged": True, "reply": r"(?i)piano"}},

    # src: https://github.com/WhyAsh5114/MyFit/issues/21
    {"id": "PR31", "cat": "safety", "setup": [H("Yoga", ("days", "tue"), marks=[(TUE_LAST, "done")])],
     "turns": ["heads up my yoga class is on thursday instead of tuesday this week only"],
     "expect": {"count": 1,
                "habits": [{"name": "Yoga", "freq": ("days", "tue")}],
                "marks": [("Yoga", TUE_LAST, "done")],
                "notdone": [("Yoga", YESTERDAY), ("Yoga", TODAY), ("Yoga", THU_NEXT)]}},

    {"id": "PR32", "cat": "safety", "setup": [H("Gym", ("days", "mon wed fri"), marks=[(MON, "done")])],
     "turns": ["my husband goes to the gym at 5am every weekday, honestly insane"],
     "expect": {"unchanged": True}},

    {"id": "PR33", "cat": "safety", "setup": [H("Piano", ("days", "mon wed"), tier="nice")],
     "turns": ["thinking about maybe moving piano to sundays at some point, not sure yet tbh"],
     "expect": {"unchanged": True}},

    {"id": "PR34", "cat": "query", "setup": [H("Gym", ("days", "mon wed fri")), H("Read")],
     "turns": ["is tuesday a gym day for me or am i making that up"],
     "expect": {"unchanged": True}},

    {"id": "PR35", "cat": "safety", "setup": [H("Gym", ("days", "mon wed fri")), H("Read")],
     "turns": ["fyi i work 7 to 3 on weekdays"],
     "expect": {"unchanged": True}},

    {"id": "PR36", "cat": "safety", "setup": [H("Spin", ("days", "mon thu"), marks=[(THU, "done")])],
     "turns": ["didnt make it to spin on monday, the class got cancelled"],
     "expect": {"count": 1,
                "habits": [{"name": "Spin", "freq": ("days", "mon thu")}],
                "marks": [("Spin", THU, "done")],
                "notdone": [("Spin", MON)],
                "nomarks": [("Spin", TODAY)]}},

    {"id": "PR37", "cat": "safety", "setup": [H("Long run", ("days", "sun"), marks=[(SUN, "done")])],
     "turns": ["doing my long run on saturday instead of sunday this week because of a wedding"],
     "expect": {"count": 1,
                "habits": [{"name": "Long run", "freq": ("days", "sun")}],
                "marks": [("Long run", SUN, "done")],
                "nomarks": [("Long run", TODAY), ("Long run", SAT)]}},

    {"id": "PR38", "cat": "query",
     "setup": [H("Yoga", ("days", "tue thu")), H("Gym", ("days", "mon wed fri"))],
     "turns": ["what days is yoga on again?"],
     "expect": {"unchanged": True, "reply": r"(?i)tue"}},

    {"id": "PR39", "cat": "safety", "setup": [H("Run", marks=[(YESTERDAY, "done")])],
     "turns": ["mark tomorrow's run as done, i'll def do it"],
     "expect": {"unchanged": True}},

    {"id": "PR40", "cat": "dates", "setup": [H("Swim", ("days", "mon thu"), marks=[(MON, "done")])],
     "turns": ["skip swimming on thursday, pool's closed"],
     "expect": {"count": 1,
                "habits": [{"name": "Swim", "freq": ("days", "mon thu")}],
                "marks": [("Swim", MON, "done")],
                "notdone": [("Swim", THU_NEXT)],
                "nomarks": [("Swim", TODAY), ("Swim", THU)]}},
]
