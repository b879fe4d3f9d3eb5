"""Blind batch GP: groups and routines (morning, evening, work, health).

Written without reading the engine, its intents, tests or transcripts. Format: dev_cases.py.
Clock: Wednesday 2026-03-04 09:00.
  today 03-04, yesterday / last night 03-03, "on monday" 03-02, "friday" (report) 02-27,
  "saturday" in a skip (plan) 03-07 (last saturday 02-28), "back on the 16th" 03-16.
Mix: 15 single-message requests (GP01-GP15), 12 exchanges of 2-3 turns (GP16-GP27),
13 messages where the safe outcome is that nothing wrong happened (GP28-GP40).
"""

TODAY = "2026-03-04"
YESTERDAY = "2026-03-03"
MON = "2026-03-02"
FRI = "2026-02-27"
SAT_LAST = "2026-02-28"
SAT_NEXT = "2026-03-07"

WEEKDAYS = ("days", "mon tue wed thu fri")


def H(name, freq=("daily",), group=None, tier="must", polarity="build", archived=False, marks=()):
    """A setup habit in the compact form run_eval.py's setup_doc reads."""
    return {"name": name, "freq": freq, "group": group, "tier": tier, "polarity": polarity,
            "archived": archived, "marks": list(marks)}


def MORNING(**kw):
    return [H("Meditate", group="Morning", **kw), H("Journal", group="Morning", **kw),
            H("Stretch", group="Morning", **kw)]


def EVENING():
    return [H("Read", group="Evening"), H("Floss", group="Evening"), H("Skincare", group="Evening")]


def WORK(freq=WEEKDAYS):
    return [H("Inbox zero", freq, "Work"), H("Plan tomorrow", freq, "Work"), H("Deep work", freq, "Work")]


def TRAINING():
    return [H("Pushups", group="Training"), H("Plank", group="Training"), H("Squats", group="Training")]


M3 = ["Meditate", "Journal", "Stretch"]
E3 = ["Read", "Floss", "Skincare"]
W3 = ["Inbox zero", "Plan tomorrow", "Deep work"]
T3 = ["Pushups", "Plank", "Squats"]

CASES = [
    # ---------------------------------------------------------------- single-message requests
    # src: http://www.seekaestyle.com/2018/11/a-peek-into-my-bedtime-routine-for.html
    dict(id="GP01", cat="group",
         setup=[H("Meditate", group="Morning"), H("Journal", group="Morning"), H("Read", group="Morning"),
                H("Floss", group="Evening"), H("Skincare", group="Evening")],
         turns=["take reading out of the morning routine and stick it in evening instead, i only ever read in bed now tbh"],
         expect={"count": 5,
                 "habits": [{"name": "Read", "group": "Evening", "archived": False}],
                 "groups": [{"name": "Morning", "members": ["Meditate", "Journal"]},
                            {"name": "Evening", "members": ["Floss", "Skincare", "Read"]}]}),

    # src: https://github.com/iSoron/uhabits/pull/2020
    dict(id="GP02", cat="group",
         setup=[H("Walk", group="Movement"), H("Stretch", group="Movement"), H("Swim", group="Movement")],
         turns=["for movement i only want it to count if i do at least 2 of the 3"],
         expect={"count": 3,
                 "groups": [{"name": "Movement", "require": 2, "members": ["Walk", "Stretch", "Swim"]}]}),

    # src: https://github.com/FriesI23/mhabit/issues/187
    dict(id="GP03", cat="log",
         setup=MORNING(),
         turns=["did my whole morning routine ✅"],
         expect={"count": 3, "marks": [(n, TODAY, "done") for n in M3]}),

    dict(id="GP04", cat="dates",
         setup=EVENING(),
         turns=["forgot to tick it off but i did the full evening routine last night"],
         expect={"count": 3,
                 "marks": [(n, YESTERDAY, "done") for n in E3],
                 "nomarks": [(n, TODAY) for n in E3]}),

    dict(id="GP05", cat="dates",
         setup=MORNING(),
         turns=["on monday i did everything in the morning group except journaling, ran out of time"],
         expect={"count": 3,
                 "marks": [("Meditate", MON, "done"), ("Stretch", MON, "done")],
                 "notdone": [("Journal", MON)],
                 "nomarks": [("Meditate", TODAY), ("Stretch", TODAY)]}),

    dict(id="GP06", cat="dates",
         setup=WORK(),
         turns=["friday i got through all 3 work habits, just never logged it"],
         expect={"count": 3,
                 "habits": [{"name": n, "freq": WEEKDAYS, "group": "Work"} for n in W3],
                 "marks": [(n, FRI, "done") for n in W3],
                 "nomarks": [(n, TODAY) for n in W3]}),

    dict(id="GP07", cat="log",
         setup=EVENING(),
         turns=["skip the evening routine tonight, we're at my cousin's wedding 🎉"],
         expect={"count": 3, "marks": [(n, TODAY, "skipped") for n in E3]}),

    # a bare weekday in a skip is the coming one: never today, never last saturday
    dict(id="GP08", cat="dates",
         setup=TRAINING(),
         turns=["can u skip the training stuff on saturday, i'm on a train all day"],
         expect={"count": 3,
                 "habits": [{"name": n, "freq": ("daily",), "group": "Training"} for n in T3],
                 "nomarks": [(n, TODAY) for n in T3] + [(n, SAT_LAST) for n in T3],
                 "notdone": [(n, SAT_NEXT) for n in T3]}),

    dict(id="GP09", cat="multi",
         setup=MORNING(),
         turns=["meditated and stretched this morning but skipping journal today, no time before my train"],
         expect={"count": 3,
                 "marks": [("Meditate", TODAY, "done"), ("Stretch", TODAY, "done"), ("Journal", TODAY, "skipped")]}),

    # src: https://duskglow.store/blog/night-routine-changed-my-skin
    dict(id="GP10", cat="avoid",
         setup=[H("Read", group="Evening"), H("Skincare", group="Evening"),
                H("Scrolling in bed", group="Evening", polarity="avoid")],
         turns=["ugh scrolled tiktok in bed again last night"],
         expect={"count": 3,
                 "habits": [{"name": "Scrolling in bed", "polarity": "avoid", "group": "Evening"}],
                 "marks": [("Scrolling in bed", YESTERDAY, "slipped")],
                 "nomarks": [("Scrolling in bed", TODAY)],
                 "notdone": [("Read", YESTERDAY)]}),

    dict(id="GP11", cat="edit",
         setup=WORK(),
         turns=["rename my Work group to Deep focus, and call inbox zero 'Email triage' while you're at it"],
         expect={"count": 3,
                 "habits": [{"name": "Email triage", "group": "Deep focus", "freq": WEEKDAYS},
                            {"name": "Plan tomorrow", "group": "Deep focus"}],
                 "groups": [{"name": "Deep focus", "members": ["Email triage", "Plan tomorrow", "Deep work"]}]}),

    dict(id="GP12", cat="edit",
         setup=WORK() + MORNING(),
         turns=["remind me to plan tomorrow at 5:30pm on weekdays"],
         expect={"count": 6,
                 "habits": [{"name": "Plan tomorrow", "freq": WEEKDAYS, "group": "Work"}],
                 "reminders": [("Plan tomorrow", "17:30", "mon tue wed thu fri")],
                 "nomarks": [("Plan tomorrow", TODAY)]}),

    dict(id="GP13", cat="add",
         setup=[H("Walk", group="Health"), H("Vitamins", group="Health")],
         turns=["add drink 2 litres of water a day to my health group"],
         expect={"count": 3,
                 "habits": [{"name": "~water", "freq": ("daily",), "group": "Health", "polarity": "build",
                             "target": {"amount": 2}}]}),

    dict(id="GP14", cat="multi",
         setup=MORNING(),
         turns=["add a cold shower every weekday to my morning routine and take journal out of it"],
         expect={"count": 4,
                 "habits": [{"name": "~cold shower", "freq": WEEKDAYS, "group": "Morning"},
                            {"name": "Journal", "group": None, "archived": False}]}),

    # src: https://github.com/daya0576/beaverhabits/issues/147
    dict(id="GP15", cat="robust",
         setup=TRAINING(),
         turns=["skiped the trainng group on monday, physio said rest"],
         expect={"count": 3,
                 "marks": [(n, MON, "skipped") for n in T3],
                 "nomarks": [(n, TODAY) for n in T3]}),

    # ---------------------------------------------------------------- answers to the coach's questions
    # src: https://github.com/iSoron/uhabits/issues/325
    dict(id="GP16", cat="group",
         setup=[H("Meditate"), H("Journal"), H("Stretch")],
         turns=["put meditate, journal and stretch in one group, all 3 have to get done", "morning routine"],
         expect={"count": 3,
                 "groups": [{"name": "Morning routine", "require": 3, "members": M3}]}),

    # src: https://myhabits.in/community/daily-routine-for-face-to-glow-2a939b
    dict(id="GP17", cat="slots",
         setup=MORNING(),
         turns=["add drinking a glass of water to my morning group", "every day"],
         expect={"count": 4,
                 "habits": [{"name": "~water", "freq": ("daily",), "group": "Morning", "polarity": "build"}]}),

    dict(id="GP18", cat="slots",
         setup=[H("Read", group="Evening"), H("Skincare", group="Evening")],
         turns=["add gratitude journaling", "every night", "oh and put it with my evening stuff"],
         expect={"count": 3,
                 "habits": [{"name": "~gratitude", "freq": ("daily",), "group": "Evening"}],
                 "groups": [{"name": "Evening"}]}),

    # src: https://haden.wpengine.com/evening-routine/
    dict(id="GP19", cat="avoid",
         setup=[H("Read", group="Evening"), H("Skincare", group="Evening")],
         turns=["i want to stop eating after 9pm, can that go in my evening routine", "yeah"],
         expect={"count": 3,
                 "habits": [{"name": "~eat", "polarity": "avoid", "freq": ("daily",), "group": "Evening"}]}),

    # src: https://github.com/InlitX/streak/issues/50
    dict(id="GP20", cat="group",
         setup=WORK(freq=("daily",)),
         turns=["switch all the work habits to weekdays only, no point doing them on weekends", "yes"],
         expect={"count": 3,
                 "habits": [{"name": n, "freq": WEEKDAYS, "group": "Work"} for n in W3]}),

    dict(id="GP21", cat="tier",
         setup=EVENING(),
         turns=["make all 3 habits in my evening routine optional, they're more bonus stuff really", "yep"],
         expect={"count": 3,
                 "habits": [{"name": n, "tier": "nice", "group": "Evening"} for n in E3]}),

    # src: https://myhabits.in/community/daily-routine-for-face-care-75d2c6
    dict(id="GP22", cat="group",
         setup=MORNING(),
         turns=["set a 6:45am reminder for everything in the morning group", "yes"],
         expect={"count": 3,
                 "reminders": [(n, "06:45") for n in M3],
                 "nomarks": [(n, TODAY) for n in M3]}),

    dict(id="GP23", cat="slots",
         setup=[H("Walk", group="Health"), H("Vitamins", group="Health")],
         turns=["add water to health, 8 glasses a day", "had 3 glasses so far"],
         expect={"count": 3,
                 "habits": [{"name": "~water", "group": "Health", "target": {"amount": 8, "unit": "glass"}}],
                 "marks": [("~water", TODAY, "partial", 3)]}),

    dict(id="GP24", cat="slots",
         setup=[H("Morning stretch", group="Morning"), H("Meditate", group="Morning"),
                H("Evening stretch", group="Evening"), H("Read", group="Evening")],
         turns=["stretched 👍", "the morning one"],
         expect={"count": 4,
                 "marks": [("Morning stretch", TODAY, "done")],
                 "nomarks": [("Evening stretch", TODAY), ("Meditate", TODAY)]}),

    dict(id="GP25", cat="correct",
         setup=WORK(),
         turns=["did the work routine", "oh wait that was yesterday actually"],
         expect={"count": 3,
                 "marks": [(n, YESTERDAY, "done") for n in W3],
                 "notdone": [(n, TODAY) for n in W3]}),

    dict(id="GP26", cat="group",
         setup=[H("Walk", group="Health"), H("Vitamins", group="Health"), H("Water", group="Health")],
         turns=["get rid of the health group but keep the habits themselves", "yes"],
         expect={"count": 3,
                 "habits": [{"name": n, "group": None, "archived": False}
                            for n in ["Walk", "Vitamins", "Water"]]}),

    # src: https://github.com/HabitRPG/habitica/issues/687
    dict(id="GP27", cat="log",
         setup=MORNING() + EVENING(),
         turns=["skip everything today, i've got the flu 🤒", "yes"],
         expect={"count": 6, "marks": [(n, TODAY, "skipped") for n in M3 + E3]}),

    # ---------------------------------------------------------------- nothing wrong may happen
    dict(id="GP28", cat="query",
         setup=[H("Meditate", group="Morning", marks=[(MON, "done"), (YESTERDAY, "done")]),
                H("Journal", group="Morning", marks=[(MON, "done"), (YESTERDAY, "skipped")]),
                H("Stretch", group="Morning", marks=[(MON, "done")])],
         turns=["how did my morning routine go this week?"],
         expect={"unchanged": True, "reply": r"(?i)morning|meditat|journal|stretch"}),

    # src: https://github.com/iSoron/uhabits/issues/437
    dict(id="GP29", cat="query",
         setup=WORK() + EVENING(),
         turns=["what's in my work group again?"],
         expect={"unchanged": True, "reply": r"(?i)inbox"}),

    dict(id="GP30", cat="query",
         setup=[H("Read", group="Evening", marks=[(TODAY, "done")]), H("Floss", group="Evening"),
                H("Skincare", group="Evening")],
         turns=["which of my evening ones are still left today?"],
         expect={"unchanged": True, "reply": r"(?i)floss|skincare"}),

    dict(id="GP31", cat="safety",
         setup=MORNING(),
         turns=["my morning routine has completely fallen apart since the baby arrived lol"],
         expect={"unchanged": True}),

    dict(id="GP32", cat="safety",
         setup=EVENING(),
         turns=["my flatmate does this mad 2 hour evening routine, skincare, yoga, journaling, the lot"],
         expect={"unchanged": True}),

    dict(id="GP33", cat="safety",
         setup=MORNING(),
         turns=["didn't get to any of my morning routine today, overslept massively"],
         expect={"count": 3, "notdone": [(n, TODAY) for n in M3],
                 "habits": [{"name": n, "group": "Morning", "freq": ("daily",)} for n in M3]}),

    dict(id="GP34", cat="safety",
         setup=[],
         turns=["thinking about maybe building a proper evening routine at some point"],
         expect={"unchanged": True, "count": 0}),

    dict(id="GP35", cat="safety",
         setup=MORNING(),
         turns=["can you sync my morning routine to google calendar?"],
         expect={"unchanged": True}),

    dict(id="GP36", cat="safety",
         setup=TRAINING(),
         turns=["gonna smash the whole training group tonight 💪"],
         expect={"unchanged": True}),

    dict(id="GP37", cat="safety",
         setup=[H("Meditate", group="Morning"), H("Journal", group="Morning"),
                H("Read", group="Evening"), H("Floss", group="Evening")],
         turns=["should journaling go in the morning or evening group, what do you reckon?"],
         expect={"unchanged": True}),

    # src: https://github.com/daya0576/beaverhabits/issues/222
    dict(id="GP38", cat="safety",
         setup=[H("Run", ("weekly", 3), "Workout"), H("Gym", ("weekly", 2), "Workout")],
         turns=["put run in the workout group"],
         expect={"unchanged": True}),

    # src: https://github.com/iSoron/uhabits/issues/88
    dict(id="GP39", cat="safety",
         setup=WORK(),
         turns=["pause all the work habits while i'm on leave, back on the 16th", "yes"],
         expect={"count": 3,
                 "habits": [{"name": n, "group": "Work", "freq": WEEKDAYS, "archived": False} for n in W3],
                 "notdone": [(n, TODAY) for n in W3]}),

    dict(id="GP40", cat="safety",
         setup=EVENING(),
         turns=["only did half the evening routine tbh"],
         expect={"unchanged": True}),
]
