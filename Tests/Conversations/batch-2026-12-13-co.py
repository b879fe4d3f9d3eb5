"""Blind batch CO: people correcting the coach or themselves after the fact.

Clock: Wednesday 2026-03-04 09:00 (local = UTC).
  yesterday = Tue 03-03, "monday" (report) = 03-02, "3 days ago" = Sun 03-01,
  "2 days ago" = Mon 03-02, "friday" in a plan/skip = 03-06.
Written without reading the coach's code, tests, transcripts or earlier batches.
"""

TODAY = "2026-03-04"
YESTERDAY = "2026-03-03"
MON = "2026-03-02"
SUN = "2026-03-01"


def H(name, freq=("daily",), tier="must", polarity="build", group=None, archived=False, marks=()):
    return {"name": name, "freq": freq, "tier": tier, "polarity": polarity,
            "group": group, "archived": archived, "marks": list(marks)}


CASES = [
    # ---------------------------------------------------------------- one message says it all
    # src: https://github.com/FriesI23/mhabit/issues/91 (filled in the wrong day by accident)
    dict(id="CO01", cat="correct",
         setup=[H("Yoga", marks=[(TODAY, "done")])],
         turns=["ugh i ticked yoga for today by accident, i actually did it yesterday. today hasnt happened yet lol"],
         expect={"count": 1, "marks": [("Yoga", YESTERDAY, "done")], "nomarks": [("Yoga", TODAY)]}),

    # src: https://github.com/leplatrem/Routina/issues/31 (marked done but hadn't really finished)
    dict(id="CO02", cat="correct",
         setup=[H("Read", marks=[(TODAY, "done")])],
         turns=["take the tick off reading for today, i didnt actually finish it, fell asleep after like 2 pages"],
         expect={"count": 1, "notdone": [("Read", TODAY)], "nomarks": [("Read", YESTERDAY)]}),

    # src: https://github.com/InlitX/streak/issues/129 (pressed an earlier day's box by mistake, can't cancel it)
    dict(id="CO03", cat="correct",
         setup=[H("Meditate", marks=[(SUN, "done"), (MON, "done")])],
         turns=["the meditate on monday is wrong, i never did it that day. pls remove it"],
         expect={"count": 1, "notdone": [("Meditate", MON)], "marks": [("Meditate", SUN, "done")]}),

    # src: https://github.com/HabitRPG/habitica/issues/2526 (clicked one habit, the wrong one got checked)
    dict(id="CO04", cat="correct",
         setup=[H("Morning run"), H("Evening walk", marks=[(TODAY, "done")])],
         turns=["wrong one lol. it was the morning run i did today, not the evening walk"],
         expect={"count": 2, "marks": [("Morning run", TODAY, "done")], "notdone": [("Evening walk", TODAY)]}),

    dict(id="CO05", cat="avoid",
         setup=[H("Smoking", polarity="avoid", marks=[(YESTERDAY, "slipped")])],
         turns=["that slip on smoking yesterday shouldnt be there, i didnt smoke. i was just holding my mates lighter"],
         expect={"count": 1, "nomarks": [("Smoking", YESTERDAY)],
                 "habits": [{"name": "Smoking", "polarity": "avoid", "freq": ("daily",)}]}),

    dict(id="CO06", cat="multi",
         setup=[H("Gym", freq=("weekly", 3), marks=[(YESTERDAY, "done")]), H("Stretching")],
         turns=["got my days mixed up, gym was monday not tuesday. oh and stretching done today"],
         expect={"count": 2, "marks": [("Gym", MON, "done"), ("Stretching", TODAY, "done")],
                 "nomarks": [("Gym", YESTERDAY)],
                 "habits": [{"name": "Gym", "freq": ("weekly", 3)}, {"name": "Stretching", "freq": ("daily",)}]}),

    # src: https://spoke-1he.pages.dev/guides/how-to-recover-after-missing-a-habit/ (being sick: a skip is more honest than not-done)
    dict(id="CO07", cat="correct",
         setup=[H("Guitar", marks=[(YESTERDAY, "done")])],
         turns=["actually guitar yesterday should be a skip not a done, i was in bed with the flu"],
         expect={"count": 1, "marks": [("Guitar", YESTERDAY, "skipped")], "nomarks": [("Guitar", TODAY)]}),

    dict(id="CO08", cat="correct",
         setup=[H("Journal", marks=[(TODAY, "skipped")])],
         turns=["changed my mind about journaling, i did it after all this morning so mark it done not skipped"],
         expect={"count": 1, "marks": [("Journal", TODAY, "done")], "nomarks": [("Journal", YESTERDAY)]}),

    # src: https://knackpad.com/habit-streak-tracker (toggling a past day on or off when you got it wrong)
    dict(id="CO09", cat="dates",
         setup=[H("Floss", marks=[(SUN, "done")])],
         turns=["3 days ago i didnt floss, i got it mixed up with 2 days ago. so sunday no, monday yes"],
         expect={"count": 1, "marks": [("Floss", MON, "done")], "notdone": [("Floss", SUN)],
                 "nomarks": [("Floss", TODAY)], "habits": [{"name": "Floss", "freq": ("daily",)}]}),

    dict(id="CO10", cat="group",
         setup=[H("Guitar", group="Creative"), H("Drawing", group="Creative"), H("Painting", group="Creative")],
         turns=["take drawing out of the creative group. wait no, leave drawing, its painting i want out"],
         expect={"count": 3,
                 "habits": [{"name": "Drawing", "group": "Creative"}, {"name": "Guitar", "group": "Creative"},
                            {"name": "Painting", "group": None}],
                 "groups": [{"name": "Creative", "members": ["Guitar", "Drawing"]}]}),

    dict(id="CO11", cat="tier",
         setup=[H("Flossing"), H("Stretching")],
         turns=["make flossing optional. no sorry, flossing stays a must do, its stretching thats optional"],
         expect={"count": 2, "habits": [{"name": "Flossing", "tier": "must"}, {"name": "Stretching", "tier": "nice"}]}),

    dict(id="CO12", cat="edit",
         setup=[H("Jog"), H("Read")],
         turns=["rename read to jog... no wait i mean rename jog to running, leave read alone"],
         expect={"count": 2, "habits": [{"name": "Running", "freq": ("daily",)}, {"name": "Read", "freq": ("daily",)}]}),

    dict(id="CO13", cat="multi",
         setup=[H("Gym", marks=[(TODAY, "done")]), H("Swim", freq=("weekly", 2))],
         turns=["i didnt go to the gym today actually, it was shut for a burst pipe. mark it skipped. and swim on monday was fine, log that"],
         expect={"count": 2, "marks": [("Gym", TODAY, "skipped"), ("Swim", MON, "done")],
                 "habits": [{"name": "Swim", "freq": ("weekly", 2)}]}),

    # ---------------------------------------------------------------- several turns, answering the coach
    dict(id="CO14", cat="slots",
         setup=[],
         turns=["add stretching", "every day", "hmm no, just weekdays"],
         expect={"count": 1, "habits": [{"name": "~stretch", "freq": ("days", "mon tue wed thu fri"), "polarity": "build"}]}),

    dict(id="CO15", cat="slots",
         setup=[],
         turns=["i want to start doing push ups", "3 times a week", "sorry make that 4"],
         expect={"count": 1, "habits": [{"name": "~push", "freq": ("weekly", 4), "polarity": "build"}]}),

    dict(id="CO16", cat="slots",
         setup=[],
         turns=["add a habit called piano", "daily", "no, call it keyboard practice"],
         expect={"count": 1, "habits": [{"name": "Keyboard practice", "freq": ("daily",)}]}),

    dict(id="CO17", cat="safety",
         setup=[H("Morning run"), H("Evening walk", marks=[(MON, "done")])],
         turns=["delete the evening walk", "no"],
         expect={"unchanged": True}),

    dict(id="CO18", cat="correct",
         setup=[H("Morning walk"), H("Evening walk")],
         turns=["did my walk", "the evening one", "wait no, morning. i mixed them up"],
         expect={"count": 2, "marks": [("Morning walk", TODAY, "done")], "notdone": [("Evening walk", TODAY)]}),

    # src: https://github.com/oppiliappan/dijo/issues/18 (bumped the count by mistake, wants to fix it)
    dict(id="CO19", cat="log",
         setup=[],
         turns=["add reading 20 pages a day", "read 12 pages", "oops that was 15 not 12"],
         expect={"count": 1, "habits": [{"name": "~read", "freq": ("daily",), "target": {"amount": 20, "unit": "page"}}],
                 "marks": [("~read", TODAY, "partial", 15)]}),

    # src: https://github.com/Econ01/HydroTracker/issues/42 (wants to fix entries for earlier days)
    dict(id="CO20", cat="log",
         setup=[],
         turns=["add drink water, 8 glasses a day", "drank 6 glasses yesterday", "no sorry, 7"],
         expect={"count": 1, "habits": [{"name": "~water", "freq": ("daily",), "target": {"amount": 8, "unit": "glass"}}],
                 "marks": [("~water", YESTERDAY, "partial", 7)], "nomarks": [("~water", TODAY)]}),

    dict(id="CO21", cat="avoid",
         setup=[],
         turns=["i want to cut down on coffee, max 2 cups a day", "had 4 cups today", "ugh no it was 3 actually"],
         expect={"count": 1, "habits": [{"name": "~coffee", "polarity": "avoid", "target": {"amount": 2, "unit": "cup"}}],
                 "marks": [("~coffee", TODAY, "slipped", 3)]}),

    dict(id="CO22", cat="avoid",
         setup=[],
         turns=["add junk food", "no i want to cut it OUT, its something to avoid not do more of"],
         expect={"count": 1, "habits": [{"name": "~junk", "polarity": "avoid", "freq": ("daily",)}]}),

    # src: https://github.com/HabitRPG/habitica-android/issues/2083 (accidental press, asks for an undo)
    dict(id="CO23", cat="correct",
         setup=[H("Yoga"), H("Meditate")],
         turns=["did yoga", "meditated too", "undo"],
         expect={"count": 2, "marks": [("Yoga", TODAY, "done")], "nomarks": [("Meditate", TODAY)]}),

    dict(id="CO24", cat="correct",
         setup=[H("Read")],
         turns=["rename read to reading", "make it 5 times a week", "undo", "undo"],
         expect={"count": 1, "habits": [{"name": "Read", "freq": ("daily",)}]}),

    # src: https://github.com/z3r0c00l-2k/AquaDroid/issues/51 (wants to undo the last change after adding an extra entry)
    dict(id="CO25", cat="correct",
         setup=[H("Read")],
         turns=["add cold showers every day", "undo that"],
         expect={"unchanged": True}),

    dict(id="CO26", cat="dates",
         setup=[H("Gym", freq=("weekly", 3))],
         turns=["log gym for yesterday", "wait, not yesterday, it was monday"],
         expect={"count": 1, "marks": [("Gym", MON, "done")], "nomarks": [("Gym", YESTERDAY), ("Gym", TODAY)],
                 "habits": [{"name": "Gym", "freq": ("weekly", 3)}]}),

    dict(id="CO27", cat="safety",
         setup=[H("Running")],
         turns=["running 3 times a week", "no"],
         expect={"unchanged": True}),

    dict(id="CO28", cat="safety",
         setup=[H("Read")],
         turns=["add piano 4 times a week", "actually scrap that, i dont want piano after all", "yes"],
         expect={"unchanged": True}),

    # src: https://github.com/FriesI23/mhabit/issues/641 (marked a habit too early, before knowing whether it would get done)
    dict(id="CO29", cat="safety",
         setup=[H("Yoga")],
         turns=["skip yoga today", "hmm no actually dont, i might still do it tonight"],
         expect={"unchanged": True}),

    dict(id="CO30", cat="edit",
         setup=[H("Meditate")],
         turns=["remind me to meditate at 7", "no, 7 in the evening"],
         expect={"count": 1, "reminders": [("Meditate", "19:00")], "nomarks": [("Meditate", TODAY)]}),

    dict(id="CO31", cat="correct",
         setup=[H("Gym"), H("Read")],
         turns=["im sick until sunday", "no thanks, just skip gym today"],
         expect={"count": 2, "nopauses": True, "marks": [("Gym", TODAY, "skipped")], "nomarks": [("Read", TODAY)]}),

    # ---------------------------------------------------------------- must change nothing
    dict(id="CO32", cat="query",
         setup=[H("Yoga", marks=[(YESTERDAY, "done")])],
         turns=["was it yesterday or today i did yoga? cant remember tbh"],
         expect={"unchanged": True}),

    dict(id="CO33", cat="query",
         setup=[H("Meditation", marks=[(MON, "done"), (YESTERDAY, "done")])],
         turns=["did i log meditation twice by mistake or is it just showing weird"],
         expect={"unchanged": True}),

    dict(id="CO34", cat="safety",
         setup=[H("Read", marks=[(YESTERDAY, "done")])],
         turns=["no"],
         expect={"unchanged": True}),

    dict(id="CO35", cat="safety",
         setup=[H("Running")],
         turns=["lol my husband swears he ran 10k yesterday, good for him i guess"],
         expect={"unchanged": True}),

    # src: https://github.com/FriesI23/mhabit/issues/641 (don't want it ticked before it's really done)
    dict(id="CO36", cat="safety",
         setup=[H("Read")],
         turns=["i was about to mark reading done but i havent actually read yet lol, later"],
         expect={"unchanged": True}),

    dict(id="CO37", cat="safety",
         setup=[H("Gym"), H("Read")],
         turns=["no no no, not you, i was talking to the dog"],
         expect={"unchanged": True}),

    dict(id="CO38", cat="safety",
         setup=[H("Running", freq=("weekly", 3), marks=[(YESTERDAY, "done")])],
         turns=["running wasnt yesterday it was the day before... actually no idea, forget it"],
         expect={"unchanged": True}),

    dict(id="CO39", cat="safety",
         setup=[H("Gym"), H("Read"), H("Yoga")],
         turns=["delete all my habits", "wait no no no"],
         expect={"unchanged": True}),

    dict(id="CO40", cat="safety",
         setup=[H("Meditation")],
         turns=["rename meditation to meditate... nah forget it, leave it as is"],
         expect={"unchanged": True}),
]
