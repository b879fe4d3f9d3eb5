"""Fresh batch z: "a realistic spread" -- an ordinary month of people using the coach.

Written without reading the coach's code, intents, tests, transcripts or earlier batches.
Clock: Wednesday 2026-03-04 09:00 (local = UTC).
  yesterday = Tue 03-03, "on monday" = 03-02, "sunday" (report) = 03-01,
  "saturday" (report) = 02-28, "26 feb" = Thu 02-26,
  "thursday" in a skip/plan = the coming one, 03-05.
Setup habits are created 2026-01-01 by the runner.
"""

TODAY = "2026-03-04"
YESTERDAY = "2026-03-03"
MON = "2026-03-02"
SUN = "2026-03-01"
SAT = "2026-02-28"
FRI = "2026-02-27"
THU = "2026-02-26"
NEXT_THU = "2026-03-05"


def H(name, freq=("daily",), tier="must", polarity="build", group=None, archived=False, marks=()):
    """A setup habit in the form run_eval.setup_doc() reads."""
    return {"name": name, "freq": freq, "tier": tier, "polarity": polarity,
            "group": group, "archived": archived, "marks": [tuple(m) for m in marks]}


CASES = [
    # ---------------------------------------------------------------- adding
    # src: https://github.com/InlitX/streak/issues/112
    dict(id="z01", cat="free", setup=[],
         turns=["i want to start working out but not every day, like 3 times a week so i get rest days in between"],
         expect={"count": 1, "maxlen": 20,
                 "habits": [{"name": "~work", "freq": ("weekly", 3), "polarity": "build"}]}),

    # src: https://reddit.targetnode.de/r/Journaling/comments/1i9m2vs/how_to_stay_consistent
    dict(id="z02", cat="slots", setup=[],
         turns=["hi",
                "in my dream world i'd journal every day but realistically it's more like 3 times a week",
                "yeah",
                "thats it for now"],
         expect={"count": 1, "maxlen": 25,
                 "habits": [{"name": "~journal", "freq": ("weekly", 3)}]}),

    dict(id="z03", cat="add", setup=[],
         turns=["add stretching every weekday and remind me at 7:30am"],
         expect={"count": 1,
                 "habits": [{"name": "~stretch", "freq": ("days", "mon tue wed thu fri")}],
                 "reminders": [("~stretch", "07:30")]}),

    # ---------------------------------------------------------------- avoid / slips
    # src: https://redlib.venatio.dev/r/QuitVaping
    dict(id="z04", cat="avoid", setup=[],
         turns=["right, chucked my vape in a drawer this morning. i want to quit vaping for good"],
         expect={"count": 1, "maxlen": 20,
                 "habits": [{"name": "~vap", "polarity": "avoid", "freq": ("daily",)}],
                 "nomarks": [("~vap", TODAY)]}),

    dict(id="z05", cat="dates",
         setup=[H("Smoking", polarity="avoid")],
         turns=["smoked a couple of cigs at a party on saturday ugh"],
         expect={"count": 1,
                 "habits": [{"name": "Smoking", "polarity": "avoid", "freq": ("daily",)}],
                 "marks": [("Smoking", SAT, "slipped")],
                 "nomarks": [("Smoking", TODAY)]}),

    # src: https://www.duanestorey.com/tag/habits/
    dict(id="z06", cat="avoid",
         setup=[H("Nail biting", polarity="avoid")],
         turns=["caught myself biting my nails on the sofa again while watching telly"],
         expect={"count": 1,
                 "marks": [("Nail biting", TODAY, "slipped")],
                 "nomarks": [("Nail biting", YESTERDAY)]}),

    dict(id="z24", cat="avoid", setup=[],
         # src: https://upstep.me/step/16/limit-coffee-intake
         turns=["need to cut down on coffee, max 2 cups a day"],
         expect={"count": 1,
                 "habits": [{"name": "~coffee", "polarity": "avoid", "target": {"amount": 2}}]}),

    # ---------------------------------------------------------------- logging
    # src: https://github.com/HabitRPG/habitica/issues/224
    dict(id="z07", cat="log",
         setup=[H("Read"), H("Meditate")],
         turns=["forgot to tick off reading yesterday, i did do it before bed tho"],
         expect={"count": 2,
                 "marks": [("Read", YESTERDAY, "done")],
                 "nomarks": [("Read", TODAY), ("Meditate", YESTERDAY), ("Meditate", TODAY)]}),

    dict(id="z08", cat="robust",
         setup=[H("Push-ups"), H("Floss"), H("Read")],
         turns=["DID MY PUSHUPS AND FLOSSED"],
         expect={"count": 3,
                 "marks": [("Push-ups", TODAY, "done"), ("Floss", TODAY, "done")],
                 "nomarks": [("Read", TODAY)]}),

    dict(id="z11", cat="log",
         setup=[H("Gym", freq=("days", "mon wed fri"))],
         turns=["cant make the gym today, got a banging migraine"],
         expect={"count": 1,
                 "habits": [{"name": "Gym", "freq": ("days", "mon wed fri")}],
                 "marks": [("Gym", TODAY, "skipped")]}),

    dict(id="z23", cat="log", setup=[],
         turns=["add drinking water, 8 glasses a day",
                "had 3 glasses so far",
                "2 more"],
         expect={"count": 1,
                 "habits": [{"name": "~water", "freq": ("daily",), "target": {"amount": 8, "unit": "glass"}}],
                 "marks": [("~water", TODAY, "partial", 5)]}),

    # ---------------------------------------------------------------- dates
    dict(id="z09", cat="dates",
         setup=[H("Meditate")],
         turns=["meditatd on sunday and monday, missed tuesday tho"],
         expect={"count": 1,
                 "habits": [{"name": "Meditate", "freq": ("daily",)}],
                 "marks": [("Meditate", SUN, "done"), ("Meditate", MON, "done")],
                 "notdone": [("Meditate", YESTERDAY)],
                 "nomarks": [("Meditate", TODAY)]}),

    dict(id="z10", cat="dates",
         setup=[H("Swim", freq=("weekly", 2))],
         turns=["swam on 26 feb, forgot to log it"],
         expect={"count": 1,
                 "habits": [{"name": "Swim", "freq": ("weekly", 2)}],
                 "marks": [("Swim", THU, "done")],
                 "nomarks": [("Swim", TODAY)]}),

    # src: https://github.com/iSoron/uhabits/issues/601
    dict(id="z12", cat="dates",
         setup=[H("Run", freq=("days", "tue thu sat"))],
         turns=["skip my run on thursday, i'm travelling for work"],
         expect={"count": 1,
                 "habits": [{"name": "Run", "freq": ("days", "tue thu sat")}],
                 "marks": [("Run", NEXT_THU, "skipped")],
                 "nomarks": [("Run", THU), ("Run", TODAY)]}),

    # ---------------------------------------------------------------- groups and tiers
    # src: https://github.com/iSoron/uhabits/issues/495
    dict(id="z13", cat="group",
         setup=[H("Swimming", freq=("weekly", 2)), H("Weights", freq=("weekly", 2)), H("Football", freq=("weekly", 2))],
         turns=["can you group swimming, weights and football into one called Sport? i can only manage one of them in a day"],
         expect={"count": 3,
                 "groups": [{"name": "Sport", "require": 1, "members": ["Swimming", "Weights", "Football"]}]}),

    dict(id="z14", cat="group",
         setup=[H("Running", freq=("weekly", 3), group="Exercise"), H("Gym", freq=("weekly", 2), group="Exercise")],
         turns=["add swimming twice a week", "yeah go on"],
         expect={"count": 3,
                 "habits": [{"name": "~swim", "freq": ("weekly", 2), "group": "Exercise"}],
                 "groups": [{"name": "Exercise"}]}),

    # src: https://github.com/iSoron/uhabits/issues/325
    dict(id="z39", cat="group",
         setup=[H("Run", group="Cardio"), H("Cycle", group="Cardio"), H("Swim", group="Cardio")],
         turns=["change cardio so i have to do 2 of them each day"],
         expect={"count": 3,
                 "groups": [{"name": "Cardio", "require": 2, "members": ["Run", "Cycle", "Swim"]}]}),

    dict(id="z15", cat="tier",
         setup=[H("Floss"), H("Read")],
         turns=["make flossing a nice to have, its not really a must"],
         expect={"count": 2,
                 "habits": [{"name": "Floss", "tier": "nice", "freq": ("daily",)},
                            {"name": "Read", "tier": "must"}]}),

    dict(id="z16", cat="tier", setup=[],
         turns=["add practise spanish 4 times a week, its a nice-to-have not a must"],
         expect={"count": 1, "maxlen": 30,
                 "habits": [{"name": "~spanish", "freq": ("weekly", 4), "tier": "nice"}]}),

    # ---------------------------------------------------------------- edits, renames, reminders
    dict(id="z17", cat="edit",
         setup=[H("Go running", freq=("weekly", 1), marks=[(MON, "done")])],
         turns=["can u call my running habit Morning jog instead"],
         expect={"count": 1,
                 "habits": [{"name": "Morning jog", "freq": ("weekly", 1)}],
                 "marks": [("Morning jog", MON, "done")]}),

    dict(id="z18", cat="edit",
         setup=[H("Yoga", marks=[(YESTERDAY, "done")])],
         turns=["change yoga to mon wed and fri pls"],
         expect={"count": 1,
                 "habits": [{"name": "Yoga", "freq": ("days", "mon wed fri")}],
                 "marks": [("Yoga", YESTERDAY, "done")],
                 "nomarks": [("Yoga", TODAY)]}),

    dict(id="z19", cat="edit",
         setup=[H("Duolingo"), H("Read")],
         turns=["archive duolingo, taking a break from it for a while"],
         expect={"count": 2,
                 "habits": [{"name": "Duolingo", "archived": True},
                            {"name": "Read", "archived": False}]}),

    dict(id="z20", cat="edit",
         setup=[H("Cold shower"), H("Read")],
         turns=["delete cold showers", "yes"],
         expect={"count": 1, "habits": [{"name": "Read"}]}),

    # src: https://github.com/iSoron/uhabits/issues/251
    dict(id="z21", cat="edit",
         setup=[H("Workout", freq=("days", "sat sun"))],
         turns=["can you remind me about my workout on saturdays and sundays at 9am"],
         expect={"count": 1,
                 "habits": [{"name": "Workout", "freq": ("days", "sat sun")}],
                 "reminders": [("Workout", "09:00", "sat sun")]}),

    # ---------------------------------------------------------------- amounts
    # src: https://github.com/apoorvdarshan/fud-ai/issues/131
    dict(id="z22", cat="add", setup=[],
         turns=["i want to drink 8 glasses of water a day"],
         expect={"count": 1,
                 "habits": [{"name": "~water", "freq": ("daily",), "target": {"amount": 8, "unit": "glass"}}]}),

    # ---------------------------------------------------------------- questions
    dict(id="z25", cat="query",
         setup=[H("Read", marks=[(SUN, "done"), (MON, "done"), (YESTERDAY, "done")]), H("Meditate")],
         turns=["whats my streak on reading?"],
         expect={"unchanged": True, "reply": r"(?i)\b(3|three)\b"}),

    # src: https://github.com/HabitRPG/habitica/issues/55
    dict(id="z26", cat="query",
         setup=[H("Meditate"), H("Read", marks=[(YESTERDAY, "done")])],
         turns=["cant remember if i logged meditation yesterday, did i?"],
         expect={"unchanged": True}),

    # ---------------------------------------------------------------- several requests
    dict(id="z27", cat="multi", setup=[],
         turns=["add watering the plants every 3 days and ringing my gran twice a month"],
         expect={"count": 2, "maxlen": 30,
                 "habits": [{"name": "~plant", "freq": ("interval", 3)},
                            {"name": "~gran", "freq": ("monthly", 2)}]}),

    dict(id="z28", cat="multi",
         setup=[H("Gym", freq=("days", "mon wed fri")), H("Read"), H("Meditate")],
         turns=["did gym and read today but skipping meditation, way too tired"],
         expect={"count": 3,
                 "marks": [("Gym", TODAY, "done"), ("Read", TODAY, "done"), ("Meditate", TODAY, "skipped")]}),

    dict(id="z29", cat="robust", setup=[],
         turns=["I want make sport every morning and read book every evening"],
         expect={"count": 2, "maxlen": 25,
                 "habits": [{"name": "~sport", "freq": ("daily",)},
                            {"name": "~read", "freq": ("daily",)}]}),

    # ---------------------------------------------------------------- answers to the coach's questions
    dict(id="z30", cat="slots", setup=[],
         turns=["i'd like to get into meal prepping", "sundays"],
         expect={"count": 1, "maxlen": 25,
                 "habits": [{"name": "~meal", "freq": ("days", "sun")}]}),

    # ---------------------------------------------------------------- corrections
    dict(id="z31", cat="correct", setup=[],
         turns=["add meditation 5 times a week", "actually 4 is more realistic"],
         expect={"count": 1,
                 "habits": [{"name": "~meditat", "freq": ("weekly", 4)}]}),

    dict(id="z32", cat="correct", setup=[],
         turns=["add a habit for cold plunges", "never mind, forget it"],
         expect={"count": 0}),

    dict(id="z33", cat="correct",
         setup=[H("Read")],
         turns=["finished my reading for today", "oops undo that"],
         expect={"count": 1, "nomarks": [("Read", TODAY)]}),

    # ---------------------------------------------------------------- messages that change nothing
    dict(id="z34", cat="safety",
         setup=[H("Run", freq=("weekly", 3))],
         turns=["my sister ran a half marathon on sunday!! so proud of her"],
         expect={"unchanged": True}),

    dict(id="z35", cat="safety",
         setup=[H("Swim", freq=("weekly", 2))],
         turns=["didnt swim today, pool was shut for maintenance"],
         expect={"count": 1,
                 "habits": [{"name": "Swim", "freq": ("weekly", 2)}],
                 "notdone": [("Swim", TODAY)]}),

    dict(id="z36", cat="safety",
         setup=[H("Run", freq=("weekly", 3))],
         turns=["i work 9 to 6 so im gonna go for a run after work tomorrow"],
         expect={"unchanged": True}),

    # src: https://github.com/goodtohear/habits/issues/49
    dict(id="z37", cat="safety",
         setup=[H("Gym", freq=("days", "mon wed fri")), H("Run", freq=("weekly", 2))],
         turns=["feel absolutely rubbish, think i'm off sick till friday"],
         expect={"unchanged": True, "nopauses": True}),

    dict(id="z38", cat="safety",
         setup=[H("Read")],
         turns=["can you block instagram on my phone after 10pm"],
         expect={"unchanged": True}),

    dict(id="z40", cat="safety",
         setup=[H("Read"), H("Meditate")],
         turns=["did the thing lol"],
         expect={"count": 2, "nomarks": [("Read", TODAY), ("Meditate", TODAY)]}),
]

CASES.sort(key=lambda c: c["id"])
