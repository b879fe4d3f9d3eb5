"""Blind batch OD (2026-12-07): outdoors and weather.

Walks, gardening, cycling to work, dog walks, outdoor swimming; habits that depend on the
weather or daylight, skips with weather reasons, plans for later in the week, swapping one
habit for another on a day, and weather remarks that must change nothing.

Clock for every case: Wednesday 2026-03-04 09:00 (local = UTC).
  yesterday = Tue 03-03, "monday" (report) = 03-02, "saturday/sunday" (report) = 02-28/03-01,
  "last thursday" = 02-26, "friday" in a plan or skip = 03-06.
Format as dev_cases.py; `# src:` names the public text a case's wording is paraphrased from.
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
FRI_NEXT = "2026-03-06"

WEEKDAYS = ("days", "mon tue wed thu fri")


def H(name, freq=("daily",), tier="must", polarity="build", group=None, archived=False, marks=()):
    """A setup habit in the compact form run_eval.setup_doc reads."""
    return {"name": name, "freq": freq, "tier": tier, "polarity": polarity, "group": group,
            "archived": archived, "marks": [tuple(m) for m in marks]}


CASES = [
    # ------------------------------------------------------------------ single-message requests
    dict(id="OD01", cat="add", setup=[],
         turns=["can u add walking the dog every morning. she's getting a bit chunky lol"],
         expect={"count": 1, "maxlen": 30,
                 "habits": [{"name": "~dog", "freq": ("daily",), "polarity": "build"}]}),

    # src: http://www.bikeforums.net/commuting/1107568-every-day-commuting-motivation-print.html
    dict(id="OD02", cat="dates", setup=[H("Cycle to work", WEEKDAYS)],
         turns=["cycled to work monday and yesterday, legs are absolutely dead lol"],
         expect={"count": 1,
                 "habits": [{"name": "Cycle to work", "freq": WEEKDAYS}],
                 "marks": [("Cycle to work", MON, "done"), ("Cycle to work", YESTERDAY, "done")],
                 "nomarks": [("Cycle to work", TODAY)]}),

    # src: https://github.com/iSoron/uhabits/issues/281
    dict(id="OD03", cat="log", setup=[H("Evening walk")],
         turns=["skip my evening walk today, it's absolutely chucking it down"],
         expect={"count": 1,
                 "marks": [("Evening walk", TODAY, "skipped")],
                 "nomarks": [("Evening walk", YESTERDAY)]}),

    # src: https://lr.eu.psf.lt/r/bikecommuting/comments/1gwhd9f/chose_not_to_cycle_and_regretted_it/lybb3x7/?context=3
    dict(id="OD04", cat="avoid",
         setup=[H("Driving to work", polarity="avoid"), H("Cycle to work", WEEKDAYS)],
         turns=["ugh i drove to work last thursday, it was sleeting sideways and i caved"],
         expect={"count": 2,
                 "habits": [{"name": "Driving to work", "polarity": "avoid"}],
                 "marks": [("Driving to work", THU, "slipped")],
                 "notdone": [("Cycle to work", THU)],
                 "nomarks": [("Driving to work", TODAY)]}),

    # src: https://www.thelittlearkis.com/post/things-i-do-in-the-garden-everyday
    dict(id="OD05", cat="edit", setup=[H("Water the garden")],
         turns=["remnd me to water the garden at 7pm pls"],
         expect={"count": 1,
                 "habits": [{"name": "Water the garden", "freq": ("daily",)}],
                 "reminders": [("Water the garden", "19:00")],
                 "nomarks": [("Water the garden", TODAY)]}),

    # src: https://jonnyspicer.com/blog/its-dark/
    dict(id="OD06", cat="edit", setup=[H("Walk", ("weekly", 3))],
         turns=["rename walk to lunchtime walk"],
         expect={"count": 1,
                 "habits": [{"name": "Lunchtime walk", "freq": ("weekly", 3)}]}),

    # src: https://www.mayacycle.com/commute-by-bike/
    dict(id="OD07", cat="edit", setup=[H("Cycle to work", ("weekly", 5))],
         turns=["can you change cycle to work to 3 times a week. mornings are too dark for 5 atm"],
         expect={"count": 1,
                 "habits": [{"name": "Cycle to work", "freq": ("weekly", 3)}],
                 "nomarks": [("Cycle to work", TODAY)]}),

    dict(id="OD08", cat="log", setup=[H("Walk")],
         turns=["walked 6km today, gorgeous out"],
         expect={"count": 1,
                 "habits": [{"name": "Walk", "freq": ("daily",)}],
                 "marks": [("Walk", TODAY, "done")],
                 "nomarks": [("Walk", YESTERDAY)]}),

    # src: https://thehomesteadchallenge.com/consistent-garden-routine/
    dict(id="OD09", cat="multi", setup=[H("Dog walk"), H("Gardening", ("weekly", 2))],
         turns=["walked the dog and did an hour in the garden this morning, first proper sunny day in ages"],
         expect={"count": 2,
                 "marks": [("Dog walk", TODAY, "done"), ("Gardening", TODAY, "done")]}),

    dict(id="OD10", cat="multi", setup=[],
         turns=["add cycling to work on weekdyas and a long walk every sunday"],
         expect={"count": 2, "maxlen": 30,
                 "habits": [{"name": "~cycl", "freq": WEEKDAYS},
                            {"name": "~walk", "freq": ("days", "sun")}]}),

    dict(id="OD11", cat="group",
         setup=[H("Cycle to work", WEEKDAYS), H("Outdoor swim", ("weekly", 2)), H("Gym", ("weekly", 2))],
         turns=["put cycle to work, outdoor swim and gym in a group called Move, i only need 1 of them a day"],
         expect={"count": 3,
                 "groups": [{"name": "Move", "require": 1,
                             "members": ["Cycle to work", "Outdoor swim", "Gym"]}]}),

    dict(id="OD12", cat="dates", setup=[H("Allotment", ("weekly", 3))],
         turns=["was at the allotment saturday and sunday, finally dry enough to dig"],
         expect={"count": 1,
                 "habits": [{"name": "Allotment", "freq": ("weekly", 3)}],
                 "marks": [("Allotment", SAT, "done"), ("Allotment", SUN, "done")],
                 "nomarks": [("Allotment", TODAY), ("Allotment", FRI)]}),

    # src: https://plutoniumsox.com/category/outdoor-swimming/page/2/
    dict(id="OD13", cat="edit", setup=[H("Outdoor swim", ("weekly", 2), marks=[(FRI, "done")])],
         turns=["archive the outdoor swim for now, the lake is basically ice"],
         expect={"count": 1,
                 "habits": [{"name": "Outdoor swim", "archived": True}],
                 "marks": [("Outdoor swim", FRI, "done")]}),

    dict(id="OD14", cat="dates", setup=[H("Dog walk")],
         turns=["skip the dog walk on friday, im away hiking and my sister's got her"],
         expect={"count": 1,
                 "marks": [("Dog walk", FRI_NEXT, "skipped")],
                 "nomarks": [("Dog walk", TODAY), ("Dog walk", FRI)]}),

    dict(id="OD15", cat="multi", setup=[H("Cycle to work", WEEKDAYS), H("Gym", ("weekly", 2))],
         turns=["way too wet to cycle today so i hit the gym this morning"],
         expect={"count": 2,
                 "marks": [("Gym", TODAY, "done")],
                 "notdone": [("Cycle to work", TODAY)]}),

    # ------------------------------------------------------------------ answers to the coach's questions
    # src: https://blog.quovadisplanners.com/2014/11/time-management-monday-falling-back/?replytocom=713769
    dict(id="OD16", cat="slots", setup=[],
         turns=["i want to start walking the dog before work", "every day"],
         expect={"count": 1, "maxlen": 30,
                 "habits": [{"name": "~dog", "freq": ("daily",), "polarity": "build"}]}),

    # src: http://andrewkurjata.ca/confluence/2012/05/29/bike-to-work-week-dont-backslide/
    dict(id="OD17", cat="slots", setup=[],
         turns=["add cycling to work but only when its dry", "3 times a week i reckon"],
         expect={"count": 1, "maxlen": 30,
                 "habits": [{"name": "~cycl", "freq": ("weekly", 3)}]}),

    # src: https://planttagg.com/gardening-as-part-of-your-routine/
    dict(id="OD18", cat="slots", setup=[],
         turns=["i'd like to get out in the garden more", "weekends"],
         expect={"count": 1, "maxlen": 30,
                 "habits": [{"name": "~garden", "freq": ("days", "sat sun")}]}),

    # src: https://community.usms.org/swimming/f/open-water-training-and-technique/25860/why-are-you-swimming/272948
    dict(id="OD19", cat="tier", setup=[],
         turns=["add an outdoor swim habit", "twice a week", "make it optional"],
         expect={"count": 1, "maxlen": 30,
                 "habits": [{"name": "~swim", "freq": ("weekly", 2), "tier": "nice"}]}),

    dict(id="OD20", cat="slots", setup=[],
         turns=["add a daily walk of 5 km", "walked 3km this morning. started hailing so i turned back"],
         expect={"count": 1,
                 "habits": [{"name": "~walk", "freq": ("daily",), "target": {"amount": 5, "unit": "km"}}],
                 "marks": [("~walk", TODAY, "partial", 3)]}),

    # src: https://jonnyspicer.com/blog/its-dark/
    dict(id="OD21", cat="correct", setup=[],
         turns=["add a lunchtime walk 5 days a week", "actually make it weekdays"],
         expect={"count": 1, "maxlen": 30,
                 "habits": [{"name": "~walk", "freq": WEEKDAYS}]}),

    # src: https://github.com/matthiasn/lotti/pull/1275
    dict(id="OD22", cat="slots", setup=[H("Morning walk"), H("Evening walk")],
         turns=["skip the walk today, there's a storm warning", "the evening one"],
         expect={"count": 2,
                 "marks": [("Evening walk", TODAY, "skipped")],
                 "nomarks": [("Morning walk", TODAY)]}),

    dict(id="OD23", cat="slots", setup=[H("Dog walk")],
         turns=["remind me about the dog walk", "7am"],
         expect={"count": 1,
                 "reminders": [("Dog walk", "07:00")],
                 "nomarks": [("Dog walk", TODAY)]}),

    # src: https://github.com/iSoron/uhabits/issues/88
    dict(id="OD24", cat="edit",
         setup=[H("Outdoor swim", ("weekly", 1), marks=[(SUN, "done"), (WED_LAST, "done")]), H("Walk")],
         turns=["delete the outdoor swim habit, the lido's closed for good", "yes"],
         expect={"count": 1,
                 "habits": [{"name": "Walk", "freq": ("daily",)}]}),

    dict(id="OD25", cat="correct", setup=[H("Cycle to work", WEEKDAYS)],
         turns=["cycled in today", "wait no undo that, got the bus in the end, roads were icy"],
         expect={"count": 1,
                 "habits": [{"name": "Cycle to work", "freq": WEEKDAYS}],
                 "notdone": [("Cycle to work", TODAY)]}),

    dict(id="OD26", cat="group",
         setup=[H("Running", ("weekly", 2), group="Exercise"), H("Gym", ("weekly", 2), group="Exercise")],
         turns=["add outdoor swimming twice a week", "yeah go on"],
         expect={"count": 3, "maxlen": 30,
                 "habits": [{"name": "~swim", "freq": ("weekly", 2), "group": "Exercise"}]}),

    # src: http://www.niagarabuzz.ca/2017/11/06/life/shorter-days-and-longer-nights-how-to-make-the-most-of-them/
    dict(id="OD27", cat="slots", setup=[],
         turns=["hi", "i want to get out for a walk in the park more", "5 times a week", "thats it for now"],
         expect={"count": 1, "maxlen": 30,
                 "habits": [{"name": "~walk", "freq": ("weekly", 5)}]}),

    # src: https://bebad.site/watering-rhythm-builder/
    dict(id="OD28", cat="slots", setup=[],
         turns=["add watering the veg patch", "every other day"],
         expect={"count": 1, "maxlen": 30,
                 "habits": [{"name": "~veg", "freq": ("interval", 2)}]}),

    dict(id="OD29", cat="slots", setup=[],
         turns=["add a sunrise walk on saturdays", "and remind me at 6:30"],
         expect={"count": 1, "maxlen": 30,
                 "habits": [{"name": "~walk", "freq": ("days", "sat")}],
                 "reminders": [("~walk", "06:30")]}),

    # ------------------------------------------------------------------ must change nothing / nothing wrong
    # src: https://jonnyspicer.com/blog/its-dark/
    dict(id="OD30", cat="safety", setup=[H("Cycle to work", WEEKDAYS, marks=[(YESTERDAY, "done")])],
         turns=["its absolutely bucketing down here lol"],
         expect={"unchanged": True}),

    dict(id="OD31", cat="safety", setup=[H("Outdoor swim", ("weekly", 2))],
         turns=["gonna try for a lake swim saturday if the sun comes out"],
         expect={"unchanged": True}),

    # src: https://github.com/onejgordon/flow-dashboard/issues/113
    dict(id="OD32", cat="safety", setup=[H("Dog walk")],
         turns=["my husband took the dog out this morning cos it was icy and i didnt fancy it"],
         expect={"unchanged": True}),

    dict(id="OD33", cat="query",
         setup=[H("Cycle to work", WEEKDAYS,
                  marks=[(MON_LAST, "done"), (TUE_LAST, "done"), (THU, "done"), (MON, "done")])],
         turns=["how's the cycling going? feels like i've been rained off loads"],
         expect={"unchanged": True}),

    # src: https://planttagg.com/gardening-as-part-of-your-routine/
    dict(id="OD34", cat="safety", setup=[H("Gardening", ("weekly", 2))],
         turns=["didnt get out in the garden at all this weekend, far too windy"],
         expect={"count": 1,
                 "habits": [{"name": "Gardening", "freq": ("weekly", 2)}],
                 "notdone": [("Gardening", SAT), ("Gardening", SUN)],
                 "nomarks": [("Gardening", TODAY)]}),

    # src: https://lesbianromancesbytbm.com/2021/03/23/creature-of-habit/
    dict(id="OD35", cat="safety", setup=[H("Evening walk")],
         turns=["the dark evenings are really getting to me tbh, by 5 i just want to hibernate"],
         expect={"unchanged": True}),

    # src: https://github.com/tempus2016/taskmate/issues/673
    dict(id="OD36", cat="safety", setup=[H("Cycle to work", WEEKDAYS)],
         turns=["can you check the forecast and auto skip my ride whenever its gonna rain"],
         expect={"unchanged": True}),

    # src: http://www.peterberg.se/diary_10_177.html
    dict(id="OD37", cat="safety", setup=[H("Outdoor swim", ("weekly", 2)), H("Gym", ("weekly", 3))],
         turns=["in summer i swim outside and in winter its the gym, always been like that"],
         expect={"unchanged": True}),

    # src: https://lr.eu.psf.lt/r/bikecommuting/comments/1gwhd9f/chose_not_to_cycle_and_regretted_it/lybb3x7/?context=3
    dict(id="OD38", cat="safety", setup=[H("Cycle to work", WEEKDAYS)],
         turns=["couldnt cycle in yesterday, it absolutely poured"],
         expect={"count": 1,
                 "habits": [{"name": "Cycle to work", "freq": WEEKDAYS}],
                 "notdone": [("Cycle to work", YESTERDAY)],
                 "nomarks": [("Cycle to work", TODAY)]}),

    # src: https://seanchon.wordpress.com/2009/01/08/commuting-by-bicycle-a-new-year-and-a-new-you/
    dict(id="OD39", cat="query", setup=[H("Cycle to work", WEEKDAYS)],
         turns=["any tips for cycling to work when it's cold and dark?"],
         expect={"unchanged": True}),

    dict(id="OD40", cat="safety", setup=[H("Morning walk"), H("Cycle to work", WEEKDAYS)],
         turns=["whats the weather looking like for tomorrow, do i need a coat"],
         expect={"unchanged": True}),
]
