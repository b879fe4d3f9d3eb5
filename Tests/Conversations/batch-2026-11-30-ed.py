"""Blind batch ED (2026-11-30): heavy editors.

Renames, schedule changes (some Habitat cannot hold exactly), tiers, groups, reminders moved or
removed, archive / restore / delete with confirmations, undo, and ambiguity between similarly
named habits (Morning walk / Evening walk, Read / Read to kids).

Clock: Wednesday 2026-03-04 09:00.
  yesterday / last night = Tue 03-03, "monday" (report) = 03-02, "sunday" (report) = 03-01,
  "saturday" (report) = 02-28, "friday" (report) = 02-27, "friday" (plan / skip) = 03-06.
Written without reading the code, the intents, the tests or earlier batches.
"""

TODAY = "2026-03-04"
YESTERDAY = "2026-03-03"
MON = "2026-03-02"
SUN = "2026-03-01"
SAT = "2026-02-28"
FRI = "2026-02-27"
THU = "2026-02-26"
NEXT_FRI = "2026-03-06"


def H(name, freq=("daily",), tier="must", polarity="build", group=None, archived=False, marks=()):
    return {"name": name, "freq": freq, "tier": tier, "polarity": polarity, "group": group,
            "archived": archived, "marks": list(marks)}


WALKS = [H("Morning walk"), H("Evening walk")]
READS = [H("Read"), H("Read to kids")]
WEEKDAYS = "mon tue wed thu fri"

CASES = [
    # ---------------------------------------------------------------- one message, one clear change
    dict(id="ED01", cat="edit", setup=WALKS,
         turns=["rename evening walk to dog walk pls"],
         expect=dict(count=2, habits=[{"name": "Dog walk", "freq": ("daily",)},
                                      {"name": "Morning walk", "freq": ("daily",)}])),

    # src: https://github.com/iSoron/uhabits/issues/1  (wants a habit only on the work week, Mon-Fri)
    dict(id="ED02", cat="edit", setup=[H("Meditate"), H("Gym", ("weekly", 3))],
         turns=["change meditate to weekdays only"],
         expect=dict(count=2, habits=[{"name": "Meditate", "freq": ("days", WEEKDAYS)},
                                      {"name": "Gym", "freq": ("weekly", 3)}])),

    dict(id="ED03", cat="tier",
         setup=[H("Meditate", tier="nice"), H("Journal"), H("Stretch", tier="nice")],
         turns=["meditate should be a must do, and journal can be nice to have"],
         expect=dict(count=3, habits=[{"name": "Meditate", "tier": "must"},
                                      {"name": "Journal", "tier": "nice"},
                                      {"name": "Stretch", "tier": "nice"}])),

    dict(id="ED04", cat="group",
         setup=[H("Run", ("weekly", 3), group="Exercise"), H("Gym", ("weekly", 2), group="Exercise"),
                H("Swim", ("weekly", 1))],
         turns=["put swim in my exercise group"],
         expect=dict(count=3, habits=[{"name": "Swim", "group": "Exercise", "freq": ("weekly", 1)}],
                     groups=[{"name": "Exercise", "members": ["Run", "Gym", "Swim"]}])),

    dict(id="ED05", cat="group",
         setup=[H("Run", group="Exercise"), H("Gym", group="Exercise"), H("Yoga", group="Exercise")],
         turns=["take yoga out of the exercise group. and exercise should need 2 not 1"],
         expect=dict(count=3, habits=[{"name": "Yoga", "group": None}],
                     groups=[{"name": "Exercise", "require": 2, "members": ["Run", "Gym"]}])),

    # src: https://github.com/iSoron/uhabits/issues/274  (reminder on 5 days of the week only)
    dict(id="ED06", cat="edit", setup=[H("Stretch")],
         turns=["remind me to stretch at 7:15am on weekdays"],
         expect=dict(count=1, habits=[{"name": "Stretch", "freq": ("daily",)}],
                     reminders=[("Stretch", "07:15", WEEKDAYS)])),

    # src: https://soundyuvi.github.io/habito/support.html  (archive hides a habit, history kept)
    dict(id="ED07", cat="edit",
         setup=[H("Guitar", ("weekly", 3)), H("Read"), H("Spanish", marks=[(MON, "done"), (YESTERDAY, "done")])],
         turns=["archive spanish for now"],
         expect=dict(count=3, habits=[{"name": "Spanish", "archived": True},
                                      {"name": "Guitar", "archived": False},
                                      {"name": "Read", "archived": False}],
                     marks=[("Spanish", MON, "done"), ("Spanish", YESTERDAY, "done")])),

    dict(id="ED08", cat="edit",
         setup=[H("Guitar", ("weekly", 3), archived=True, marks=[(THU, "done")]), H("Read")],
         turns=["can you bring back guitar"],
         expect=dict(count=2, habits=[{"name": "Guitar", "archived": False, "freq": ("weekly", 3)},
                                      {"name": "Read", "archived": False}],
                     marks=[("Guitar", THU, "done")])),

    dict(id="ED09", cat="dates", setup=WALKS,
         turns=["forgot to log the evening walk last night"],
         expect=dict(count=2, marks=[("Evening walk", YESTERDAY, "done")],
                     nomarks=[("Morning walk", YESTERDAY), ("Evening walk", TODAY)],
                     habits=[{"name": "Evening walk", "freq": ("daily",)}])),

    # src: https://foundationfather.com/the-best-habit-to-build-as-a-father/  (reading to the kids every night)
    dict(id="ED10", cat="multi", setup=READS,
         turns=["read to the kids last night, and also read myself before bed"],
         expect=dict(count=2, marks=[("Read to kids", YESTERDAY, "done"), ("Read", YESTERDAY, "done")],
                     nomarks=[("Read", TODAY), ("Read to kids", TODAY)])),

    # src: https://timecoachsam.com/blog/three-times-a-week-is-a-habit  (walk skipped, weather rubbish)
    dict(id="ED11", cat="log", setup=WALKS,
         turns=["skipping the morning walk today, its bucketing down"],
         expect=dict(count=2, marks=[("Morning walk", TODAY, "skipped")],
                     nomarks=[("Evening walk", TODAY), ("Morning walk", YESTERDAY)])),

    # src: https://quitnow.ca/stay-quit/staying-quit-longterm/tips-slips-and-relapses  (a few puffs = a slip)
    dict(id="ED12", cat="avoid",
         setup=[H("Vaping", polarity="avoid"), H("Run", ("weekly", 3))],
         turns=["ugh had a few puffs on a vape at the party on saturday"],
         expect=dict(count=2, marks=[("Vaping", SAT, "slipped")],
                     nomarks=[("Vaping", TODAY), ("Run", SAT)],
                     habits=[{"name": "Vaping", "polarity": "avoid", "freq": ("daily",)}])),

    # src: https://github.com/dohsimpson/HabitTrove/issues/1  (gym only on Monday, Wednesday and Friday)
    dict(id="ED13", cat="multi", setup=[H("Yoga"), H("Journal")],
         turns=["rename yoga to stretching and change it to mon, wed and fri"],
         expect=dict(count=2, habits=[{"name": "Stretching", "freq": ("days", "mon wed fri")},
                                      {"name": "Journal", "freq": ("daily",)}])),

    dict(id="ED14", cat="edit", setup=[H("Snacking"), H("Drink water")],
         turns=["snacking should be a habit to break, not one to build"],
         expect=dict(count=2, habits=[{"name": "Snacking", "polarity": "avoid"},
                                      {"name": "Drink water", "polarity": "build"}])),

    # src: https://github.com/iSoron/uhabits/issues/37  (a habit done 1 time in X days)
    dict(id="ED15", cat="edit", setup=[H("Stretch"), H("Read")],
         turns=["change stretch to 3 times every 10 days"],
         expect=dict(count=2, habits=[{"name": "Stretch", "freq": ("rolling", 3, 10)},
                                      {"name": "Read", "freq": ("daily",)}])),

    # ---------------------------------------------------------------- a few turns, answering the coach
    # src: https://timecoachsam.com/blog/three-times-a-week-is-a-habit  (every day was unrealistic, 3 a week is enough)
    dict(id="ED16", cat="correct", setup=[H("Gym", marks=[(MON, "done")])],
         turns=["gym 3x a week", "yeah go on"],
         expect=dict(count=1, habits=[{"name": "Gym", "freq": ("weekly", 3)}],
                     marks=[("Gym", MON, "done")], nomarks=[("Gym", TODAY)])),

    dict(id="ED17", cat="group",
         setup=[H("Guitar", ("weekly", 2), tier="nice"), H("Drawing", ("weekly", 2), tier="nice"),
                H("Painting", ("weekly", 1), tier="nice")],
         turns=["can you group guitar drawing and painting into one called creative", "just the one"],
         expect=dict(count=3, groups=[{"name": "Creative", "require": 1,
                                       "members": ["Guitar", "Drawing", "Painting"]}])),

    # src: https://github.com/goodtohear/habits/issues/32  (moving a reminder from 6am to 7am)
    dict(id="ED18", cat="correct", setup=READS,
         turns=["remind me to read at 8pm", "actually make that 9.30pm"],
         expect=dict(count=2, reminders=[("Read", "21:30")],
                     habits=[{"name": "Read", "freq": ("daily",)}, {"name": "Read to kids", "freq": ("daily",)}])),

    # src: https://help.reclaim.ai/en/articles/4196133-enabling-disabling-and-deleting-habits  (delete is permanent)
    dict(id="ED19", cat="edit",
         setup=[H("Journal", marks=[(FRI, "done")]), H("Read"), H("Meditate")],
         turns=["delete the journal habit", "yes"],
         expect=dict(count=2, habits=[{"name": "Read"}, {"name": "Meditate"}])),

    dict(id="ED20", cat="edit", setup=WALKS,
         turns=["delete the walk habit", "the morning one", "yep"],
         expect=dict(count=1, habits=[{"name": "Evening walk", "archived": False}])),

    dict(id="ED21", cat="log", setup=WALKS,
         turns=["did my walk", "morning"],
         expect=dict(count=2, marks=[("Morning walk", TODAY, "done")],
                     nomarks=[("Evening walk", TODAY)])),

    dict(id="ED22", cat="slots", setup=[],
         turns=["drink 8 glasses of water a day", "actually make it 6", "had 2 so far"],
         expect=dict(count=1, habits=[{"name": "~water", "freq": ("daily",), "polarity": "build",
                                       "target": {"amount": 6, "unit": "glass"}}],
                     marks=[("~water", TODAY, "partial", 2)])),

    dict(id="ED23", cat="group",
         setup=[H("Running", ("weekly", 3), group="Exercise"), H("Gym", ("weekly", 2), group="Exercise")],
         turns=["add swimming twice a week", "yeah"],
         expect=dict(count=3, habits=[{"name": ["Swimming", "Swim", "Go swimming"], "freq": ("weekly", 2),
                                       "group": "Exercise"},
                                      {"name": "Running", "group": "Exercise"}])),

    # src: https://github.com/dohsimpson/HabitTrove/issues/116  (wants "every second day" style schedules)
    dict(id="ED24", cat="slots", setup=[H("Water plants"), H("Read")],
         turns=["can you change how often i water the plants", "every 3 days"],
         expect=dict(count=2, habits=[{"name": "Water plants", "freq": ("interval", 3)},
                                      {"name": "Read", "freq": ("daily",)}])),

    # src: https://26habityear.wordpress.com/2017/02/28/habit-5  (read to my kids every day)
    dict(id="ED25", cat="slots", setup=[H("Read", marks=[(YESTERDAY, "done")])],
         turns=["i want to start reading to my kids", "every night"],
         expect=dict(count=2, habits=[{"name": "~kids", "freq": ("daily",), "polarity": "build"},
                                      {"name": "Read", "freq": ("daily",)}],
                     marks=[("Read", YESTERDAY, "done")], maxlen=30)),

    dict(id="ED26", cat="slots", setup=WALKS,
         turns=["can i rename the morning walk", "sunrise walk"],
         expect=dict(count=2, habits=[{"name": "Sunrise walk", "freq": ("daily",)},
                                      {"name": "Evening walk", "freq": ("daily",)}])),

    # ---------------------------------------------------------------- must end with nothing changed
    dict(id="ED27", cat="correct", setup=[H("Floss")],
         turns=["remind me to floss at 10pm every night", "hmm no, remove that reminder"],
         expect=dict(unchanged=True)),

    dict(id="ED28", cat="correct",
         setup=[H("Journal"), H("Read"), H("Meditate", marks=[(MON, "done")])],
         turns=["delete meditate", "no wait, keep it"],
         expect=dict(unchanged=True)),

    # src: https://github.com/krwg/cultiva/issues/97  (accidental tap on complete needs an undo)
    dict(id="ED29", cat="correct", setup=[H("Yoga", marks=[(MON, "done"), (YESTERDAY, "done")])],
         turns=["did yoga", "oops no i didnt, undo that"],
         expect=dict(unchanged=True)),

    dict(id="ED30", cat="correct", setup=[H("Run", ("weekly", 3), marks=[(SUN, "done")])],
         turns=["rename run to jog", "undo"],
         expect=dict(unchanged=True)),

    dict(id="ED31", cat="safety", setup=WALKS,
         turns=["rename walk to hike"],
         expect=dict(unchanged=True)),

    # src: https://traceesioux.com/kids-love-reading/  (kids reading on their own at bedtime)
    dict(id="ED32", cat="safety", setup=READS,
         turns=["my kids are obsessed with reading harry potter by themselves now lol"],
         expect=dict(unchanged=True)),

    # src: https://soundyuvi.github.io/habito/support.html  (does archiving keep history?)
    dict(id="ED33", cat="query",
         setup=[H("Spanish", marks=[(SUN, "done"), (MON, "done"), (YESTERDAY, "done")]), H("Read")],
         turns=["if i archive spanish do i lose my streak?"],
         expect=dict(unchanged=True)),

    dict(id="ED34", cat="safety", setup=[H("Gym", ("weekly", 3)), H("Read")],
         turns=["thinking i might switch gym to mornings next month"],
         expect=dict(unchanged=True)),

    # src: https://help.reclaim.ai/en/articles/4196133-enabling-disabling-and-deleting-habits  (no way back after delete)
    dict(id="ED35", cat="safety",
         setup=[H("Guitar", ("weekly", 3), marks=[(FRI, "done")]), H("Read")],
         turns=["get rid of the guitar habit"],
         expect=dict(unchanged=True)),

    dict(id="ED36", cat="safety", setup=WALKS,
         turns=["off to my mums until sunday so the walks wont be happening"],
         expect=dict(unchanged=True, nopauses=True)),

    # ---------------------------------------------------------------- safe outcome only
    dict(id="ED37", cat="dates",
         setup=[H("Gym", ("weekly", 3), marks=[(MON, "done")]), H("Swim", ("weekly", 1))],
         turns=["skip gym on friday, got a physio appointment"],
         expect=dict(count=2, habits=[{"name": "Gym", "freq": ("weekly", 3)},
                                      {"name": "Swim", "freq": ("weekly", 1)}],
                     marks=[("Gym", MON, "done")],
                     nomarks=[("Gym", FRI), ("Gym", TODAY), ("Swim", NEXT_FRI)],
                     notdone=[("Gym", NEXT_FRI)])),

    # src: https://timecoachsam.com/blog/three-times-a-week-is-a-habit  (too tired for the after-work walk)
    dict(id="ED38", cat="safety",
         setup=[H("Morning walk", marks=[(YESTERDAY, "done")]), H("Evening walk")],
         turns=["didnt manage the evening walk yesterday, was knackered"],
         expect=dict(count=2, marks=[("Morning walk", YESTERDAY, "done")],
                     notdone=[("Evening walk", YESTERDAY)],
                     nomarks=[("Evening walk", TODAY), ("Morning walk", TODAY)],
                     habits=[{"name": "Evening walk", "freq": ("daily",), "archived": False}])),

    # src: https://github.com/mayswind/ezbookkeeping/issues/334  (fortnightly only, not weekly or monthly)
    dict(id="ED39", cat="safety", setup=[H("Clean bathroom", ("weekly", 1))],
         turns=["clean bathroom should be every other week really"],
         expect=dict(count=1, habits=[{"name": "Clean bathroom", "archived": False}],
                     nomarks=[("Clean bathroom", TODAY)], maxweekly=1)),

    # src: https://github.com/dakboard/DAKboard/issues/2058  (something on the first Sunday of the month)
    dict(id="ED40", cat="safety", setup=[H("Budget review", ("weekly", 1))],
         turns=["budget review is only the first sunday of each month"],
         expect=dict(count=1, habits=[{"name": "Budget review", "archived": False}],
                     nomarks=[("Budget review", SUN), ("Budget review", TODAY)], maxweekly=1)),
]
