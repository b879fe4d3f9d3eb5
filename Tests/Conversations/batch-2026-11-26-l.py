"""Fresh batch L for the Habitat coach -- written blind (no Intents/, Transcripts/, Tests/, Sources/,
dev cases beyond the format header, or earlier batches).

Emphasis: short phone-typed messages (fragments, missing words), about a quarter longer chatty
messages, about a third paraphrased from public posts (see `# src:` comments; paraphrased, not copied).

Clock: Wednesday 2026-03-04 09:00 (local = UTC).
  yesterday / last night = Tue 03-03, "on monday" = 03-02, "sun" = 03-01 (reported),
  "fri"/"sat" in a report = 02-27 / 02-28, "2 days ago" = 03-02.
  "friday" in a skip/plan = 03-06 (future: never asserted, SPEC 3 refuses future marks).
"""

TODAY = "2026-03-04"
YEST = "2026-03-03"
MON = "2026-03-02"
SUN = "2026-03-01"
SAT = "2026-02-28"
FRI = "2026-02-27"
THU = "2026-02-26"


def H(name, freq=("daily",), tier="must", polarity="build", group=None, archived=False, marks=()):
    """A habit imported before the conversation (the run_eval.py setup format)."""
    return {"name": name, "freq": freq, "tier": tier, "polarity": polarity, "group": group,
            "archived": archived, "marks": [tuple(m) for m in marks]}


CASES = [
    # ------------------------------------------------------------------ adding
    dict(id="l_add01", cat="add", setup=[],
         turns=["reading 2x wk", "yep"],
         expect={"habits": [{"name": ["Reading", "Read"], "freq": ("weekly", 2), "polarity": "build"}],
                 "count": 1}),

    # src: https://github.com/InlitX/streak/issues/18
    dict(id="l_add02", cat="add", setup=[],
         turns=["track washing my hair every other day", "yes"],
         expect={"habits": [{"name": "~hair", "freq": ("interval", 2), "polarity": "build"}],
                 "count": 1, "maxlen": 30}),

    # src: https://github.com/daya0576/beaverhabits/issues/87
    dict(id="l_add03", cat="add", setup=[],
         turns=["id really like to get out on the mountain bike twice a week, havent been out in months tbh",
                "yes"],
         expect={"habits": [{"name": "~bike", "freq": ("weekly", 2), "polarity": "build"}],
                 "count": 1, "maxlen": 30}),

    # src: https://www.manazir.org/articles/habit-stacking
    dict(id="l_add04", cat="add", setup=[],
         turns=["i want to start flossing every night, i always forget and my dentist keeps nagging me",
                "yeah"],
         expect={"habits": [{"name": ["Floss", "Flossing", "Floss teeth", "Floss my teeth"],
                             "freq": ("daily",), "polarity": "build"}],
                 "count": 1}),

    # ------------------------------------------------------------------ details over several turns
    dict(id="l_slot01", cat="slots", setup=[],
         turns=["add journaling", "weekdays"],
         expect={"habits": [{"name": ["Journaling", "Journal"], "freq": ("days", "mon tue wed thu fri")}],
                 "count": 1}),

    dict(id="l_slot02", cat="slots", setup=[],
         turns=["i keep meaning to do yoga but i never get round to it", "twice a week"],
         expect={"habits": [{"name": ["Yoga", "Do yoga"], "freq": ("weekly", 2), "polarity": "build"}],
                 "count": 1}),

    # ------------------------------------------------------------------ logging (today and past days)
    dict(id="l_log01", cat="log", setup=[H("Gym", ("weekly", 3))],
         turns=["gym done"],
         expect={"marks": [("Gym", TODAY, "done")], "count": 1}),

    # src: https://github.com/iSoron/uhabits/issues/95
    dict(id="l_log02", cat="dates", setup=[H("Journal")],
         turns=["forgot to tick off journal on monday, did do it tho"],
         expect={"marks": [("Journal", MON, "done")], "nomarks": [("Journal", TODAY)],
                 "habits": [{"name": "Journal", "freq": ("daily",)}], "count": 1}),

    dict(id="l_log03", cat="dates", setup=[H("Yoga")],
         turns=["did yoga sun + mon"],
         expect={"marks": [("Yoga", SUN, "done"), ("Yoga", MON, "done")], "nomarks": [("Yoga", TODAY)],
                 "habits": [{"name": "Yoga", "freq": ("daily",)}], "count": 1}),

    dict(id="l_log04", cat="log", setup=[H("Floss")],
         turns=["flossed last night"],
         expect={"marks": [("Floss", YEST, "done")], "nomarks": [("Floss", TODAY)], "count": 1}),

    dict(id="l_log05", cat="log", setup=[H("Read"), H("Walk")],
         turns=["ok so yesterday was actually decent, went for a walk at lunch with a coworker and actually "
                "read before bed which i never manage lol"],
         expect={"marks": [("Walk", YEST, "done"), ("Read", YEST, "done")],
                 "nomarks": [("Walk", TODAY), ("Read", TODAY)], "count": 2}),

    dict(id="l_log06", cat="dates", setup=[H("Run", ("weekly", 3))],
         turns=["ran fri and sat"],
         expect={"marks": [("Run", FRI, "done"), ("Run", SAT, "done")], "nomarks": [("Run", TODAY)],
                 "habits": [{"name": "Run", "freq": ("weekly", 3)}], "count": 1}),

    # ------------------------------------------------------------------ skipping with a reason
    # src: https://github.com/daya0576/beaverhabits/issues/147
    dict(id="l_skip01", cat="skip", setup=[H("Running")],
         turns=["hurt my ankle, skip running today"],
         expect={"marks": [("Running", TODAY, "skipped")], "count": 1}),

    # src: https://github.com/iSoron/uhabits/issues/406
    dict(id="l_skip02", cat="skip",
         setup=[H("Cycle to work", ("days", "mon tue wed thu fri")), H("Read")],
         turns=["on holiday this week so skip cycle to work today. did still read tho"],
         expect={"marks": [("Cycle to work", TODAY, "skipped"), ("Read", TODAY, "done")], "count": 2}),

    # src: https://github.com/BaraniVA/Habitheat/issues/45
    dict(id="l_skip03", cat="skip", setup=[H("Gym", ("weekly", 3))],
         turns=["skip gym friday, travelling"],
         expect={"nomarks": [("Gym", TODAY)], "habits": [{"name": "Gym", "freq": ("weekly", 3)}],
                 "count": 1}),

    # src: https://github.com/HabitRPG/habitica/issues/687
    dict(id="l_skip04", cat="skip", setup=[H("Meditate")],
         turns=["had the flu yesterday so i skipped meditating, can u mark that"],
         expect={"marks": [("Meditate", YEST, "skipped")], "nomarks": [("Meditate", TODAY)], "count": 1}),

    # ------------------------------------------------------------------ habits to break, slips
    dict(id="l_avoid01", cat="avoid", setup=[H("Smoking", polarity="avoid")],
         turns=["smoked one ugh"],
         expect={"marks": [("Smoking", TODAY, "slipped")], "count": 1}),

    # src: https://getstimulus.app/blog/stop-doomscrolling-before-bed
    dict(id="l_avoid02", cat="avoid", setup=[H("Doomscrolling", polarity="avoid")],
         turns=["doomscrolled in bed again last night"],
         expect={"marks": [("Doomscrolling", YEST, "slipped")], "nomarks": [("Doomscrolling", TODAY)],
                 "count": 1}),

    # src: https://github.com/Vsein/Neohabit/issues/118
    dict(id="l_avoid03", cat="avoid", setup=[],
         turns=["want to stop drinking soda", "yeah"],
         expect={"habits": [{"name": ["Soda", "Drinking soda", "Drink soda", "Soda drinking"],
                             "polarity": "avoid", "freq": ("daily",)}],
                 "count": 1}),

    # ------------------------------------------------------------------ edits and renames
    dict(id="l_edit01", cat="edit", setup=[H("Read")],
         turns=["rename read to reading"],
         expect={"habits": [{"name": "Reading", "freq": ("daily",)}], "count": 1}),

    dict(id="l_edit02", cat="edit", setup=[H("Gym", ("weekly", 3))],
         turns=["gym 4x a week now", "yes"],
         expect={"habits": [{"name": "Gym", "freq": ("weekly", 4)}], "count": 1,
                 "nomarks": [("Gym", TODAY)]}),

    # src: https://github.com/Raposo93/habit_tracker/issues/20
    dict(id="l_edit03", cat="edit", setup=[H("Walk", marks=[(MON, "done"), (YEST, "done")])],
         turns=["call my walk habit evening walk instead"],
         expect={"habits": [{"name": "Evening walk", "freq": ("daily",)}], "count": 1,
                 "marks": [("Evening walk", MON, "done"), ("Evening walk", YEST, "done")]}),

    # src: https://github.com/InlitX/streak/issues/82
    dict(id="l_edit04", cat="edit", setup=[H("Duolingo"), H("Read")],
         turns=["archive duolingo, im done with spanish for now but dont want to lose the history"],
         expect={"habits": [{"name": "Duolingo", "archived": True}, {"name": "Read", "archived": False}],
                 "nomarks": [("Duolingo", TODAY)], "count": 2}),

    dict(id="l_edit05", cat="edit", setup=[H("Piano", ("weekly", 3)), H("Read")],
         turns=["delete piano", "yes"],
         expect={"habits": [{"name": "Read"}], "count": 1}),

    # ------------------------------------------------------------------ groups and tiers
    # src: https://github.com/iSoron/uhabits/issues/325
    dict(id="l_group01", cat="group", setup=[H("Run"), H("Bike")],
         turns=["put run and bike in a cardio group, either one counts for the day", "yes"],
         expect={"groups": [{"name": "Cardio", "require": 1, "members": ["Run", "Bike"]}], "count": 2}),

    dict(id="l_group02", cat="group",
         setup=[H("Run", ("weekly", 2), group="Exercise"), H("Gym", ("weekly", 3), group="Exercise")],
         turns=["add swimming 2x a week", "yes"],
         expect={"habits": [{"name": ["Swimming", "Swim"], "freq": ("weekly", 2), "group": "Exercise"}],
                 "groups": [{"name": "Exercise"}],
                 "count": 3}),

    dict(id="l_group03", cat="group",
         setup=[H("Guitar", group="Creative"), H("Drawing", group="Creative"), H("Painting", group="Creative")],
         turns=["creative group needs 2 now not 1", "yep"],
         expect={"groups": [{"name": "Creative", "require": 2, "members": ["Guitar", "Drawing", "Painting"]}],
                 "count": 3}),

    dict(id="l_tier01", cat="tier", setup=[H("Read"), H("Meditate")],
         turns=["meditate is just nice to have, read stays a must"],
         expect={"habits": [{"name": "Meditate", "tier": "nice"}, {"name": "Read", "tier": "must"}],
                 "count": 2}),

    # ------------------------------------------------------------------ reminders
    dict(id="l_rem01", cat="remind", setup=[H("Floss")],
         turns=["remind me to floss 10pm"],
         expect={"reminders": [("Floss", "22:00")], "count": 1, "nomarks": [("Floss", TODAY)]}),

    dict(id="l_rem02", cat="remind", setup=[H("Read")],
         turns=["read reminder 8am weekdays"],
         expect={"reminders": [("Read", "08:00", "mon tue wed thu fri")], "count": 1,
                 "nomarks": [("Read", TODAY)]}),

    # src: https://github.com/iSoron/uhabits/issues/179
    dict(id="l_rem03", cat="remind", setup=[H("Workout", ("weekly", 3))],
         turns=["can u remind me about workout at 8am and again around 4pm in case i didnt get to it in the morning",
                "yes"],
         expect={"reminders": [("Workout", "08:00"), ("Workout", "16:00")], "count": 1,
                 "nomarks": [("Workout", TODAY)]}),

    # ------------------------------------------------------------------ questions change nothing
    dict(id="l_q01", cat="query", setup=[H("Floss", marks=[(YEST, "done")])],
         turns=["floss?"],
         expect={"unchanged": True}),

    dict(id="l_q02", cat="query", setup=[H("Meditate", marks=[(YEST, "done")])],
         turns=["did i meditate yesterday?"],
         expect={"unchanged": True}),

    dict(id="l_q03", cat="query",
         setup=[H("Read", marks=[(MON, "done"), (YEST, "done")]), H("Gym", ("weekly", 3), marks=[(MON, "done")]),
                H("Meditate", marks=[(SUN, "done")])],
         turns=["be honest how am i doing this week, feels like ive been slacking on everything tbh"],
         expect={"unchanged": True}),

    # ------------------------------------------------------------------ several requests in one message
    dict(id="l_multi01", cat="multi", setup=[H("Read"), H("Run", ("weekly", 3)), H("Floss")],
         turns=["read, ran, skip floss tonight too tired"],
         expect={"marks": [("Read", TODAY, "done"), ("Run", TODAY, "done"), ("Floss", TODAY, "skipped")],
                 "count": 3}),

    dict(id="l_multi02", cat="multi", setup=[H("Meditate"), H("Walk"), H("Journal")],
         turns=["long day yesterday but i still meditated and journaled, walk didnt happen cause of the rain"],
         expect={"marks": [("Meditate", YEST, "done"), ("Journal", YEST, "done")],
                 "notdone": [("Walk", YEST)],
                 "nomarks": [("Meditate", TODAY), ("Journal", TODAY), ("Walk", TODAY)], "count": 3}),

    # ------------------------------------------------------------------ corrections, undo
    dict(id="l_corr01", cat="correct", setup=[],
         turns=["add running 3x a week", "actually make it twice"],
         expect={"habits": [{"name": ["Running", "Run", "Go running"], "freq": ("weekly", 2)}], "count": 1}),

    dict(id="l_corr02", cat="correct", setup=[H("Read")],
         turns=["read done", "undo"],
         expect={"nomarks": [("Read", TODAY)], "count": 1}),

    dict(id="l_corr03", cat="correct", setup=[H("Gym", ("weekly", 3)), H("Swim", ("weekly", 2))],
         turns=["gym done", "no wait i meant swim"],
         expect={"marks": [("Swim", TODAY, "done")], "nomarks": [("Gym", TODAY)], "count": 2}),

    # ------------------------------------------------------------------ messages that must change nothing
    dict(id="l_safe01", cat="safety", setup=[H("Run", ("weekly", 3))],
         turns=["my sister ran a marathon on sunday!!"],
         expect={"unchanged": True}),

    dict(id="l_safe02", cat="safety", setup=[H("Gym", ("weekly", 3))],
         turns=["gonna hit the gym after work"],
         expect={"unchanged": True}),

    dict(id="l_safe03", cat="safety", setup=[H("Read")],
         turns=["didnt read last night, fell asleep"],
         expect={"notdone": [("Read", YEST)], "nomarks": [("Read", TODAY)], "count": 1}),

    dict(id="l_safe04", cat="safety", setup=[H("Drinking", polarity="avoid")],
         turns=["my flatmate got absolutely wasted last night and i ended up looking after her till 3 lol"],
         expect={"unchanged": True}),

    dict(id="l_safe05", cat="safety", setup=[H("Spin class", ("weekly", 2))],
         turns=["spin class got cancelled"],
         expect={"notdone": [("Spin class", TODAY)], "count": 1}),

    # ------------------------------------------------------------------ amounts (kept to one case)
    # src: http://donmorris.com/on/a-habit-app-for-every-day-of-the-week
    dict(id="l_amt01", cat="amount", setup=[],
         turns=["add water 8 glasses a day", "drank 3 glasses so far"],
         expect={"habits": [{"name": "~water", "freq": ("daily",), "target": {"amount": 8, "unit": "glass"}}],
                 "marks": [("~water", TODAY, "partial", 3)], "count": 1}),
]
