"""Blind batch GR: routines and groups (morning/evening routines, k-of-n groups, members in and out,
renaming and deleting groups, logging a whole routine or all but one, asking how a routine goes).

Clock: Wednesday 2026-03-04 09:00.
  today 03-04, yesterday / last night 03-03, "on monday" 03-02, "friday" in a report 02-27,
  "friday" in a plan or skip 03-06.
Written without reading the coach's code, intents, tests or transcripts.
"""

TODAY = "2026-03-04"
YESTERDAY = "2026-03-03"
MON = "2026-03-02"
SUN = "2026-03-01"
FRI = "2026-02-27"

WEEKDAYS = "mon tue wed thu fri"


def H(name, freq=("daily",), tier="must", polarity="build", group=None, archived=False, marks=()):
    return {"name": name, "freq": freq, "tier": tier, "polarity": polarity,
            "group": group, "archived": archived, "marks": list(marks)}


def morning(group="Morning routine"):
    return [H("Meditate", group=group), H("Stretch", group=group), H("Journal", group=group)]


def evening(group="Evening routine"):
    return [H("Skincare", group=group), H("Floss", group=group), H("Read", group=group)]


def movement(group="Movement"):
    return [H("Yoga", group=group), H("Running", group=group), H("Swimming", group=group)]


def creative(group="Creative"):
    return [H("Guitar", group=group), H("Drawing", group=group), H("Painting", group=group)]


CASES = [
    # ------------------------------------------------------------------ single messages
    # src: https://github.com/FriesI23/mhabit/issues/187  (wants to tick a whole folder of morning habits at once)
    dict(id="GR01", cat="log", setup=morning(),
         turns=["just did my whole morning routine 🙌"],
         expect=dict(count=3, marks=[("Meditate", TODAY, "done"), ("Stretch", TODAY, "done"),
                                     ("Journal", TODAY, "done")])),

    # src: https://extraextrapost.com/simple-habits-you-can-add-to-your-nighttime-routine/  (skincare + floss at night, skipped more often than done)
    dict(id="GR02", cat="dates", setup=evening(),
         turns=["did everything in my evening routine on friday except floss, was absolutely shattered"],
         expect=dict(count=3, marks=[("Skincare", FRI, "done"), ("Read", FRI, "done")],
                     notdone=[("Floss", FRI)], nomarks=[("Skincare", TODAY), ("Read", TODAY)])),

    # src: https://github.com/InlitX/streak/issues/12  (morning routine made of small steps kept under one tag)
    dict(id="GR03", cat="group", setup=morning() + [H("Cold shower")],
         turns=["can u add cold shower to my morning routine"],
         expect=dict(count=4, habits=[{"name": "Cold shower", "group": "Morning routine", "freq": ("daily",)}],
                     groups=[{"name": "Morning routine",
                              "members": ["Meditate", "Stretch", "Journal", "Cold shower"]}],
                     nomarks=[("Cold shower", TODAY)])),

    dict(id="GR04", cat="group", setup=evening(),
         turns=["take flossing out of the evening routine, i do it after breakfast now"],
         expect=dict(count=3, habits=[{"name": "Floss", "group": None, "archived": False}],
                     groups=[{"name": "Evening routine", "members": ["Skincare", "Read"]}],
                     nomarks=[("Floss", TODAY)])),

    # src: https://github.com/iSoron/uhabits/issues/437  (groups like "morning routine" and "before bed")
    dict(id="GR05", cat="edit", setup=morning(),
         turns=["rename my morning routine to Sunrise"],
         expect=dict(count=3, groups=[{"name": "Sunrise", "members": ["Meditate", "Stretch", "Journal"]}],
                     habits=[{"name": "Meditate", "group": "Sunrise"}, {"name": "Journal", "group": "Sunrise"}])),

    # src: https://github.com/iSoron/uhabits/issues/495  (a check whenever any two of three sports are done)
    dict(id="GR06", cat="group", setup=movement(),
         turns=["change Movement so i only need any 2 of the 3 each day"],
         expect=dict(count=3, groups=[{"name": "Movement", "require": 2,
                                       "members": ["Yoga", "Running", "Swimming"]}],
                     habits=[{"name": "Yoga", "freq": ("daily",)}, {"name": "Running", "freq": ("daily",)},
                             {"name": "Swimming", "freq": ("daily",)}])),

    dict(id="GR07", cat="group", setup=[H("Read"), H("Stretch"), H("Bath")],
         turns=["make a group called Wind down with reading, stretching and a bath - any one of them counts"],
         expect=dict(count=3, groups=[{"name": "Wind down", "require": 1,
                                       "members": ["Read", "Stretch", "Bath"]}])),

    dict(id="GR08", cat="multi",
         setup=[H("Meditate", group="Morning routine"), H("Journal"),
                H("Skincare", group="Evening routine"), H("Read")],
         turns=["pls add journal to my morning routine and reading to the evening one"],
         expect=dict(count=4, habits=[{"name": "Journal", "group": "Morning routine"},
                                      {"name": "Read", "group": "Evening routine"}],
                     groups=[{"name": "Morning routine", "members": ["Meditate", "Journal"]},
                             {"name": "Evening routine", "members": ["Skincare", "Read"]}],
                     nomarks=[("Journal", TODAY), ("Read", TODAY)])),

    dict(id="GR09", cat="add",
         setup=[H("Meditate", group="Morning routine"), H("Journal", group="Morning routine")],
         turns=["add stretching every day and stick it in my morning routine"],
         expect=dict(count=3, habits=[{"name": ["Stretch", "Stretching"], "freq": ("daily",),
                                       "polarity": "build", "group": "Morning routine"}],
                     nomarks=[("Stretch", TODAY), ("Stretching", TODAY)])),

    dict(id="GR10", cat="add",
         setup=[H("Skincare", group="Evening routine"), H("Floss", group="Evening routine")],
         turns=["read 10 pages every night as part of my evening routine"],
         expect=dict(count=3, habits=[{"name": ["Read", "Reading"], "freq": ("daily",),
                                       "target": {"amount": 10, "unit": "page"},
                                       "group": "Evening routine"}],
                     nomarks=[("Read", TODAY), ("Reading", TODAY)])),

    dict(id="GR11", cat="dates", setup=morning(),
         turns=["on monday i meditated and journaled but skipped the stretching"],
         expect=dict(count=3, marks=[("Meditate", MON, "done"), ("Journal", MON, "done")],
                     notdone=[("Stretch", MON)],
                     nomarks=[("Meditate", TODAY), ("Journal", TODAY)],
                     habits=[{"name": "Stretch", "freq": ("daily",)}, {"name": "Meditate", "freq": ("daily",)}])),

    # src: https://github.com/iSoron/uhabits/issues/325  (run and bike inside one cardio group, either one checks it)
    dict(id="GR12", cat="multi", setup=movement(),
         turns=["did yoga and a swim yesterday, skipping running today tho, knee's sore"],
         expect=dict(count=3, marks=[("Yoga", YESTERDAY, "done"), ("Swimming", YESTERDAY, "done"),
                                     ("Running", TODAY, "skipped")],
                     nomarks=[("Yoga", TODAY), ("Swimming", TODAY), ("Running", YESTERDAY)])),

    # src: https://www.factolifestyle.com/post/what-everyone-should-make-a-part-of-their-nighttime-routine  (screens before bed)
    dict(id="GR13", cat="avoid",
         setup=[H("Skincare", group="Evening routine"), H("Read", group="Evening routine"),
                H("Phone in bed", polarity="avoid")],
         turns=["ugh ended up on my phone in bed again last night"],
         expect=dict(count=3, marks=[("Phone in bed", YESTERDAY, "slipped")],
                     nomarks=[("Phone in bed", TODAY), ("Read", YESTERDAY), ("Skincare", YESTERDAY)],
                     habits=[{"name": "Phone in bed", "polarity": "avoid"}])),

    dict(id="GR14", cat="edit", setup=morning(),
         turns=["remind me to meditate at 6:30am on weekdays"],
         expect=dict(count=3, reminders=[("Meditate", "06:30", WEEKDAYS)],
                     habits=[{"name": "Meditate", "freq": ("daily",), "group": "Morning routine"}],
                     nomarks=[("Meditate", TODAY)])),

    # ------------------------------------------------------------------ answers to the coach's questions
    # src: https://kaybeth.com/wellness-routines-that-you-need-to-complete-before-bed/  (brush and floss before bed)
    dict(id="GR15", cat="slots",
         setup=[H("Skincare", group="Evening routine"), H("Read", group="Evening routine")],
         turns=["add flossing to my evening routine", "every night", "oh and remind me at 10pm"],
         expect=dict(count=3, habits=[{"name": ["Floss", "Flossing"], "freq": ("daily",),
                                       "group": "Evening routine", "polarity": "build"}],
                     reminders=[(["Floss", "Flossing"], "22:00")],
                     nomarks=[("Floss", TODAY), ("Flossing", TODAY)])),

    dict(id="GR16", cat="group", setup=[H("Guitar practice"), H("Sketching"), H("Painting")],
         turns=["group guitar, sketching and painting together as Creative", "just one"],
         expect=dict(count=3, groups=[{"name": "Creative", "require": 1,
                                       "members": ["Guitar practice", "Sketching", "Painting"]}],
                     nomarks=[("Guitar practice", TODAY)])),

    # src: https://github.com/iSoron/uhabits/issues/495  (any two of three possible sports)
    dict(id="GR17", cat="group", setup=[H("Running"), H("Cycling"), H("Swimming")],
         turns=["i want running, cycling and swimming in one group where any 2 of the 3 count", "call it Cardio"],
         expect=dict(count=3, groups=[{"name": "Cardio", "require": 2,
                                       "members": ["Running", "Cycling", "Swimming"]}])),

    dict(id="GR18", cat="edit", setup=morning() + evening(),
         turns=["rename the morning routine group", "AM routine"],
         expect=dict(count=6, groups=[{"name": "AM routine", "members": ["Meditate", "Stretch", "Journal"]},
                                      {"name": "Evening routine", "members": ["Skincare", "Floss", "Read"]}],
                     habits=[{"name": "Meditate", "group": "AM routine"}])),

    dict(id="GR19", cat="group", setup=morning(),
         turns=["take something out of my morning routine", "journal"],
         expect=dict(count=3, habits=[{"name": "Journal", "group": None, "archived": False}],
                     groups=[{"name": "Morning routine", "members": ["Meditate", "Stretch"]}],
                     nomarks=[("Journal", TODAY)])),

    dict(id="GR20", cat="group", setup=creative(),
         turns=["change how many i have to do in Creative", "2"],
         expect=dict(count=3, groups=[{"name": "Creative", "require": 2,
                                       "members": ["Guitar", "Drawing", "Painting"]}],
                     habits=[{"name": "Guitar", "freq": ("daily",)}, {"name": "Drawing", "freq": ("daily",)}])),

    # src: https://github.com/iSoron/uhabits/issues/110  (mark the whole folder as done, handy for routines)
    dict(id="GR21", cat="log", setup=morning(),
         turns=["log my morning routine", "yep all of it"],
         expect=dict(count=3, marks=[("Meditate", TODAY, "done"), ("Stretch", TODAY, "done"),
                                     ("Journal", TODAY, "done")])),

    dict(id="GR22", cat="slots", setup=morning(),
         turns=["remind me to stretch", "7:15am"],
         expect=dict(count=3, reminders=[("Stretch", "07:15")], nomarks=[("Stretch", TODAY)])),

    # src: https://motochecklist.com/how-to/routines/  (deleting a routine leaves its items on the list)
    dict(id="GR23", cat="edit", setup=creative(),
         turns=["delete the Creative group, just the group tho, keep the habits", "yes"],
         expect=dict(count=3, habits=[{"name": "Guitar", "group": None, "archived": False},
                                      {"name": "Drawing", "group": None, "archived": False},
                                      {"name": "Painting", "group": None, "archived": False}])),

    # src: https://www.healthjourney.net/topic/habit-hack-morning-routine/  (cold finish to the shower in a morning routine)
    dict(id="GR24", cat="slots", setup=morning(),
         turns=["add cold shower to the morning routine", "weekdays"],
         expect=dict(count=4, habits=[{"name": ["Cold shower", "Cold showers", "Take a cold shower"],
                                       "freq": ("days", WEEKDAYS), "group": "Morning routine"}])),

    # src: https://github.com/jenspfahl/EverydayTasks/issues/82  (chain morning habits together as one block)
    dict(id="GR25", cat="group", setup=[H("Meditate"), H("Stretch"), H("Journal")],
         turns=["can you group meditate stretch and journal as my Morning routine", "all 3 of them"],
         expect=dict(count=3, groups=[{"name": "Morning routine", "require": 3,
                                       "members": ["Meditate", "Stretch", "Journal"]}],
                     nomarks=[("Meditate", TODAY), ("Stretch", TODAY), ("Journal", TODAY)])),

    dict(id="GR26", cat="tier", setup=evening(),
         turns=["add a nice-to-have to my evening routine: herbal tea", "5 times a week"],
         expect=dict(count=4, habits=[{"name": ["Herbal tea", "Drink herbal tea", "Tea", "Have herbal tea"],
                                       "freq": ("weekly", 5), "tier": "nice", "group": "Evening routine"}])),

    dict(id="GR27", cat="correct", setup=[H("Duolingo"), H("Anki"), H("Spanish podcast")],
         turns=["make a Languages group with duolingo, anki and the spanish podcast, need 2 of them a day",
                "actually just 1 is fine"],
         expect=dict(count=3, groups=[{"name": "Languages", "require": 1,
                                       "members": ["Duolingo", "Anki", "Spanish podcast"]}],
                     nomarks=[("Duolingo", TODAY), ("Anki", TODAY)])),

    # ------------------------------------------------------------------ must change nothing / nothing wrong
    # src: https://jimmychim.com/?p=3164  (a three-part morning routine: exercise, meditation, reading/writing)
    dict(id="GR28", cat="query",
         setup=[H("Meditate", group="Morning routine", marks=[(MON, "done"), (YESTERDAY, "done")]),
                H("Stretch", group="Morning routine", marks=[(MON, "done")]),
                H("Journal", group="Morning routine", marks=[(SUN, "done")])],
         turns=["hows my morning routine going?"],
         expect=dict(unchanged=True, reply=r"(?i)morning|meditat|stretch|journal")),

    dict(id="GR29", cat="query", setup=evening(),
         turns=["whats in my evening routine again"],
         expect=dict(unchanged=True, reply=r"(?i)skincare|floss|read")),

    dict(id="GR30", cat="safety", setup=morning(),
         turns=["my sister's morning routine is insane, she's up at 5 doing yoga, journaling and a cold plunge"],
         expect=dict(unchanged=True)),

    # src: https://jimmychim.com/?p=3164  (body struggled in the mornings, routine dropped)
    dict(id="GR31", cat="safety", setup=morning(),
         turns=["didn't manage any of my morning routine today, overslept massively"],
         expect=dict(count=3, notdone=[("Meditate", TODAY), ("Stretch", TODAY), ("Journal", TODAY)],
                     groups=[{"name": "Morning routine", "members": ["Meditate", "Stretch", "Journal"]}])),

    dict(id="GR32", cat="safety", setup=evening(),
         turns=["gonna do my whole evening routine tonight no excuses"],
         expect=dict(unchanged=True)),

    dict(id="GR33", cat="correct", setup=morning(),
         turns=["delete my morning routine", "no wait, don't"],
         expect=dict(unchanged=True)),

    dict(id="GR34", cat="correct", setup=[H("Meditate"), H("Stretch")],
         turns=["make a group for meditate and stretch", "actually never mind"],
         expect=dict(unchanged=True)),

    dict(id="GR35", cat="safety", setup=morning(),
         turns=["was meant to stretch and journal yesterday but the kids were up all night sick"],
         expect=dict(count=3, notdone=[("Stretch", YESTERDAY), ("Journal", YESTERDAY)],
                     nomarks=[("Meditate", YESTERDAY), ("Stretch", TODAY), ("Journal", TODAY)])),

    dict(id="GR36", cat="safety", setup=evening(),
         turns=["my kids have a bedtime routine too lol, bath, book, then lights out"],
         expect=dict(unchanged=True)),

    dict(id="GR37", cat="safety", setup=movement(),
         turns=["is it better to have a set routine or just do stuff whenever? asking for a friend lol"],
         expect=dict(unchanged=True)),

    dict(id="GR38", cat="safety", setup=evening(),
         turns=["can you block tiktok during my evening routine? i always end up scrolling"],
         expect=dict(unchanged=True)),

    dict(id="GR39", cat="safety", setup=evening(),
         turns=["honestly my evening routine feels way too long, it's like 45 mins every night"],
         expect=dict(unchanged=True)),

    dict(id="GR40", cat="query", setup=evening(),
         turns=["what would a good morning routine even look like?"],
         expect=dict(unchanged=True)),
]
