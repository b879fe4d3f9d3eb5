"""Blind batch HM (2026-12-01): home and family routines.

Written without reading the coach's code, intents, tests, transcripts or earlier batches.
Format as in ../shared/eval/dev_cases.py; run with:
    python3 ../shared/eval/run_eval.py .build/release/habitat --file batch-2026-12-01-hm.py

Clock: Wednesday 2026-03-04 09:00.
  yesterday / last night = Tue 03-03, "on monday" = 03-02, "the day before yesterday" = 03-02,
  sunday (report) = 03-01, saturday (report) = 02-28, friday (report) = 02-27,
  friday in a plan or a skip = 03-06.
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
    """A habit for `setup`: imported before the conversation (created 2026-01-01)."""
    return {"name": name, "freq": freq, "tier": tier, "polarity": polarity, "group": group,
            "archived": archived, "marks": list(marks)}


CASES = [
    # ---------------------------------------------------------------- single-message requests
    # src: https://beflore.com/blog/remember-water-plants
    dict(id="HM01", cat="add", setup=[],
         turns=["water the plants every other day pls"],
         expect={"count": 1, "maxlen": 30,
                 "habits": [{"name": "~plant", "freq": ("interval", 2), "polarity": "build"}]}),

    # src: https://www.culinarycraftacademy.com.au/post/breaking-the-takeaway-habit-cook-smart-eat-better
    dict(id="HM04", cat="avoid",
         setup=[H("Takeaway", polarity="avoid")],
         turns=["caved and got a takeaway last night, nobody could be bothered cooking"],
         expect={"count": 1,
                 "habits": [{"name": "Takeaway", "polarity": "avoid", "freq": ("daily",)}],
                 "marks": [("Takeaway", YESTERDAY, "slipped")],
                 "nomarks": [("Takeaway", TODAY)]}),

    dict(id="HM05", cat="dates",
         setup=[H("Water the plants", ("interval", 2)), H("Hoover", ("weekly", 2))],
         turns=["watered the plants on monday and friday, and did the hoovering yesterday"],
         expect={"count": 2,
                 "habits": [{"name": "Water the plants", "freq": ("interval", 2)},
                            {"name": "Hoover", "freq": ("weekly", 2)}],
                 "marks": [("Water the plants", MON, "done"), ("Water the plants", FRI, "done"),
                           ("Hoover", YESTERDAY, "done")],
                 "nomarks": [("Water the plants", TODAY), ("Hoover", TODAY)]}),

    # src: https://spoke-1he.pages.dev/guides/how-to-build-an-evening-routine/
    dict(id="HM08", cat="group",
         setup=[H("Tidy kitchen"), H("Lay out clothes"), H("Pack lunches", ("days", WEEKDAYS))],
         turns=["put tidy kitchen, lay out clothes and pack lunches in a group called evening routine, all 3 have to get done"],
         expect={"count": 3,
                 "groups": [{"name": "Evening routine", "require": 3,
                             "members": ["Tidy kitchen", "Lay out clothes", "Pack lunches"]}],
                 "habits": [{"name": "Pack lunches", "freq": ("days", WEEKDAYS)}]}),

    # src: https://github.com/shub39/Grit/issues/100
    dict(id="HM09", cat="group",
         setup=[H("Hoover", ("weekly", 2), group="Chores"), H("Laundry", ("weekly", 3), group="Chores"),
                H("Clean bathroom", ("weekly", 1))],
         turns=["can you add clean bathroom to my chores group"],
         expect={"count": 3,
                 "habits": [{"name": "Clean bathroom", "group": "Chores", "freq": ("weekly", 1)}],
                 "groups": [{"name": "Chores", "members": ["Hoover", "Laundry", "Clean bathroom"]}]}),

    dict(id="HM10", cat="tier",
         setup=[H("Bake with the kids", ("weekly", 1)), H("Cook dinner", ("days", WEEKDAYS))],
         turns=["baking with the kids is more of a nice to have tbh, not a must"],
         expect={"count": 2,
                 "habits": [{"name": "Bake with the kids", "tier": "nice", "freq": ("weekly", 1)},
                            {"name": "Cook dinner", "tier": "must"}],
                 "nomarks": [("Bake with the kids", TODAY)]}),

    dict(id="HM12", cat="edit",
         setup=[H("Hoover", ("weekly", 2))],
         turns=["rename hoover to vacuum downstairs"],
         expect={"count": 1,
                 "habits": [{"name": "Vacuum downstairs", "freq": ("weekly", 2)}],
                 "nomarks": [("Vacuum downstairs", TODAY)]}),

    dict(id="HM13", cat="log",
         setup=[H("Family dinner"), H("Walk the dog")],
         turns=["skip family dinner on friday, the kids are at their dad's"],
         expect={"count": 2,
                 "marks": [("Family dinner", NEXT_FRI, "skipped")],
                 "nomarks": [("Family dinner", TODAY), ("Family dinner", FRI), ("Walk the dog", NEXT_FRI)],
                 "habits": [{"name": "Family dinner", "freq": ("daily",)}]}),

    # src: https://www.thrillist.com/lifestyle/nation/the-new-rules-of-being-a-21st-century-dad
    dict(id="HM22", cat="multi",
         setup=[H("Make bed"), H("Unload dishwasher"), H("Read to the kids"),
                H("Phone at dinner", polarity="avoid")],
         turns=["made the bed and emptied the dishwasher before the school run, but was on my phone at dinner again last night 🙄"],
         expect={"count": 4,
                 "marks": [("Make bed", TODAY, "done"), ("Unload dishwasher", TODAY, "done"),
                           ("Phone at dinner", YESTERDAY, "slipped")],
                 "nomarks": [("Read to the kids", TODAY), ("Phone at dinner", TODAY)]}),

    dict(id="HM23", cat="dates",
         setup=[H("Laundry", ("weekly", 3))],
         turns=["did the laundry saturday and sunday"],
         expect={"count": 1,
                 "habits": [{"name": "Laundry", "freq": ("weekly", 3)}],
                 "marks": [("Laundry", SAT, "done"), ("Laundry", SUN, "done")],
                 "nomarks": [("Laundry", TODAY)]}),

    dict(id="HM34", cat="multi", setup=[],
         turns=["add hoovering twice a week and changing the bed sheets once a week"],
         expect={"count": 2, "maxlen": 30,
                 "habits": [{"name": "~hoover", "freq": ("weekly", 2)},
                            {"name": "~sheet", "freq": ("weekly", 1)}]}),

    dict(id="HM35", cat="multi",
         setup=[H("Walk the dog"), H("Make bed"), H("Family dinner")],
         turns=["walked the dog with the kids and made my bed. skipping family dinner tonight, it's parents evening at school"],
         expect={"count": 3,
                 "marks": [("Walk the dog", TODAY, "done"), ("Make bed", TODAY, "done"),
                           ("Family dinner", TODAY, "skipped")]}),

    dict(id="HM38", cat="edit",
         setup=[H("Pack lunches", ("days", WEEKDAYS)), H("Water the plants", ("interval", 2))],
         turns=["kids are on school dinners now so i don't need the packed lunches one anymore, can you archive it"],
         expect={"count": 2,
                 "habits": [{"name": "Pack lunches", "archived": True},
                            {"name": "Water the plants", "archived": False}]}),

    dict(id="HM40", cat="edit",
         setup=[H("Put the bins out", ("weekly", 1)), H("Hoover", ("weekly", 2))],
         turns=["remind me to put the bins out at 8pm on tuesdays"],
         expect={"count": 2,
                 "habits": [{"name": "Put the bins out", "freq": ("weekly", 1)}],
                 "reminders": [("Put the bins out", "20:00", "tue")],
                 "nomarks": [("Put the bins out", TODAY)]}),

    # ---------------------------------------------------------------- exchanges over several turns
    # src: https://www.mysimplerlife.com/habit-of-the-month-making-the-bed
    dict(id="HM02", cat="slots", setup=[],
         turns=["i want to start making my bed", "every morning"],
         expect={"count": 1, "maxlen": 20,
                 "habits": [{"name": "~bed", "freq": ("daily",), "polarity": "build"}]}),

    # src: https://foodsplans.com/blog/stop-takeout-start-cooking.html
    dict(id="HM03", cat="avoid", setup=[],
         turns=["i want to stop ordering takeaways all the time", "yep"],
         expect={"count": 1, "maxlen": 30,
                 "habits": [{"name": "~takeaway", "polarity": "avoid", "freq": ("daily",)}],
                 "nomarks": [("~takeaway", TODAY)]}),

    dict(id="HM11", cat="slots",
         setup=[H("Water the plants")],
         turns=["need to change the plants one", "every other day"],
         expect={"count": 1,
                 "habits": [{"name": "Water the plants", "freq": ("interval", 2)}],
                 "nomarks": [("Water the plants", TODAY)]}),

    # src: https://sincerelycliff.com/calling-my-mom/
    dict(id="HM15", cat="slots", setup=[],
         turns=["i really want to start calling my mum more", "once a week"],
         expect={"count": 1, "maxlen": 25,
                 "habits": [{"name": "~mum", "freq": ("weekly", 1), "polarity": "build"}]}),

    dict(id="HM16", cat="slots", setup=[],
         turns=["add cook dinner at home", "weekdays"],
         expect={"count": 1, "maxlen": 30,
                 "habits": [{"name": "~cook", "freq": ("days", WEEKDAYS), "polarity": "build"}]}),

    dict(id="HM17", cat="slots", setup=[],
         turns=["new habit - read with my daughter before bed", "every night"],
         expect={"count": 1, "maxlen": 40,
                 "habits": [{"name": "~read", "freq": ("daily",)}]}),

    dict(id="HM18", cat="slots", setup=[],
         turns=["can you add wiping down the bathroom", "every other day i reckon"],
         expect={"count": 1, "maxlen": 30,
                 "habits": [{"name": "~bathroom", "freq": ("interval", 2)}]}),

    # src: https://www.parentmap.com/article/what-is-habit-tracking-kids
    dict(id="HM19", cat="slots", setup=[],
         turns=["i need to give the kids their vitamins every morning", "yeah, remind me at 7:30"],
         expect={"count": 1, "maxlen": 40,
                 "habits": [{"name": "~vitamin", "freq": ("daily",)}],
                 "reminders": [("~vitamin", "07:30")],
                 "nomarks": [("~vitamin", TODAY)]}),

    dict(id="HM20", cat="slots", setup=[],
         turns=["add a habit for deep cleaning the kitchen", "weekends"],
         expect={"count": 1, "maxlen": 30,
                 "habits": [{"name": "~kitchen", "freq": ("days", "sat sun")}]}),

    # src: http://homeofplenty.blogspot.com/2017/03/15-minutes.html
    dict(id="HM21", cat="log", setup=[],
         turns=["add tidy up for 15 minutes every evening", "did 10 mins of tidying", "another 5 just now"],
         expect={"count": 1, "maxlen": 25,
                 "habits": [{"name": "~tidy", "freq": ("daily",), "target": {"amount": 15, "unit": "minute"}}],
                 "marks": [("~tidy", TODAY, "done", 15)]}),

    # src: https://github.com/dohsimpson/HabitTrove/issues/116
    dict(id="HM36", cat="correct", setup=[],
         turns=["add water the garden every day", "actually make that every other day"],
         expect={"count": 1, "maxlen": 30,
                 "habits": [{"name": "~garden", "freq": ("interval", 2)}]}),

    # src: https://ecothriftyliving.com/2017/05/how-to-never-forget-to-water.html
    dict(id="HM37", cat="correct",
         setup=[H("Hoover", ("weekly", 2))],
         turns=["hoovered today", "oh wait no that was my partner not me, undo that"],
         expect={"unchanged": True, "nomarks": [("Hoover", TODAY)]}),

    dict(id="HM39", cat="edit",
         setup=[H("Ironing", ("weekly", 1), marks=[(FRI, "done")]), H("Hoover", ("weekly", 2))],
         turns=["delete the ironing habit, i've given up on it lol", "yes"],
         expect={"count": 1,
                 "habits": [{"name": "Hoover", "freq": ("weekly", 2)}]}),

    # ---------------------------------------------------------------- must change nothing
    dict(id="HM06", cat="safety",
         setup=[H("Bedtime story"), H("Make bed")],
         turns=["my husband did bedtime story last night cos i was stuck at work"],
         expect={"unchanged": True}),

    dict(id="HM07", cat="safety",
         setup=[H("Walk the dog"), H("Pack lunches", ("days", WEEKDAYS))],
         turns=["my son walked the dog this morning without being asked!! proud mum moment"],
         expect={"unchanged": True}),

    dict(id="HM14", cat="safety",
         setup=[H("Walk the dog"), H("Water the plants", ("interval", 2))],
         turns=["we're away at the in-laws from friday till sunday btw"],
         expect={"unchanged": True, "nopauses": True}),

    # src: http://www.productiveupodcast.com/2009/04/dont-forget-to-water-your-plants/
    dict(id="HM24", cat="safety",
         setup=[H("Water the plants", ("interval", 2), marks=[("2026-02-24", "done")])],
         turns=["i haven't watered the plants in like a week oops 🙈"],
         expect={"unchanged": True}),

    dict(id="HM25", cat="safety",
         setup=[H("Cook dinner", ("days", WEEKDAYS)), H("Takeaway", polarity="avoid")],
         turns=["didn't cook last night, we just had cereal for tea lol"],
         expect={"count": 2,
                 "notdone": [("Cook dinner", YESTERDAY)],
                 "nomarks": [("Takeaway", YESTERDAY), ("Cook dinner", TODAY)],
                 "habits": [{"name": "Cook dinner", "freq": ("days", WEEKDAYS)},
                            {"name": "Takeaway", "polarity": "avoid"}]}),

    # src: https://kympossibleblog.blogspot.com/2014/03/motivated-moms-chore-planners.html
    dict(id="HM26", cat="query",
         setup=[H("Hoover", ("weekly", 2), marks=[(MON, "done")]),
                H("Laundry", ("weekly", 3), marks=[(MON, "done"), (YESTERDAY, "done")])],
         turns=["how am i doing with the housework this week"],
         expect={"unchanged": True}),

    dict(id="HM27", cat="query",
         setup=[H("Make bed", marks=[(YESTERDAY, "done")]), H("Walk the dog"),
                H("Cook dinner", ("days", WEEKDAYS))],
         turns=["whats left for today"],
         expect={"unchanged": True}),

    dict(id="HM28", cat="safety",
         setup=[H("Walk the dog"), H("Make bed"), H("Cook dinner", ("days", WEEKDAYS))],
         turns=["honestly so tired, the toddler was up all night and i can't face any of it today"],
         expect={"unchanged": True}),

    dict(id="HM29", cat="safety",
         setup=[H("Clean the oven", ("monthly", 1))],
         turns=["i'm going to clean the oven on saturday, been putting it off for ages"],
         expect={"unchanged": True}),

    dict(id="HM30", cat="safety",
         setup=[H("Stretch")],
         turns=["my wife's started doing yoga every morning before the kids wake up, she's so much more disciplined than me"],
         expect={"unchanged": True}),

    dict(id="HM31", cat="safety",
         setup=[H("Cook dinner", ("days", WEEKDAYS))],
         turns=["can you add milk, eggs and bread to the shopping list"],
         expect={"unchanged": True}),

    dict(id="HM32", cat="safety",
         setup=[H("Cook dinner", ("days", WEEKDAYS))],
         turns=["partner cooked dinner last night so i got a night off 🙌"],
         expect={"count": 1,
                 "notdone": [("Cook dinner", YESTERDAY)],
                 "nomarks": [("Cook dinner", TODAY)],
                 "habits": [{"name": "Cook dinner", "freq": ("days", WEEKDAYS)}]}),

    dict(id="HM33", cat="safety", setup=[],
         turns=["the kids have swimming on tuesdays and thursdays"],
         expect={"unchanged": True}),
]
