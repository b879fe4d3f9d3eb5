"""Fresh batch i: realistic, sloppy conversations for the Habitat coach.

Written blind (without reading Intents/, Transcripts/, Tests/, Sources/, dev cases or earlier
batches). Emphasis: long rambling messages with the request buried, several requests in one
message, corrections mid-message, short/sloppy answers to the coach's own questions, and
messages that must change nothing (statements, other people, feelings, plans, hypotheticals,
requests the coach can't do). Plus varied schedules (some the SPEC can't hold: only "nothing
wrong happened" is asserted), past-day logging, skips with reasons, slips, renames, tiers,
groups, reminders and progress questions.

Clock: Wednesday 2026-03-04 09:00 (local = UTC).
  yesterday / last night = Tue 03-03, "on monday" / "the day before yesterday" = 03-02,
  "sunday" (reported) = 03-01, "saturday" (reported) = 02-28,
  "friday" in a skip or plan = Fri 03-06, "tomorrow" = Thu 03-05.
"""

TODAY = "2026-03-04"
YESTERDAY = "2026-03-03"
MON = "2026-03-02"
SUN = "2026-03-01"
SAT = "2026-02-28"
FRI = "2026-02-27"
THU = "2026-02-26"
WED_LAST = "2026-02-25"
NEXT_THU = "2026-03-05"
NEXT_FRI = "2026-03-06"

def H(name, freq=("daily",), tier="must", polarity="build", group=None, archived=False, marks=()):
    """A setup habit in the compact form run_eval.py imports."""
    return dict(name=name, freq=freq, tier=tier, polarity=polarity, group=group,
                archived=archived, marks=list(marks))


WEEKDAYS = "mon tue wed thu fri"

CASES = [
    # ------------------------------------------------------------------ add
    dict(id="i_add01", cat="add", setup=[],
         turns=["ok so long story short my physio says my hips are basically concrete from sitting "
                "at a desk all day 😂 anyway can you add stretching for me, every day. she reckons "
                "even 5 mins helps"],
         expect={"habits": [{"name": "~stretch", "freq": ("daily",), "polarity": "build"}],
                 "count": 1, "nomarks": [("~stretch", TODAY)]}),

    # src: https://github.com/daya0576/beaverhabits/issues/221
    dict(id="i_add02", cat="add", setup=[],
         turns=["add pushups but only on mondays tuesdays and wednesdays pls"],
         expect={"habits": [{"name": "~push", "freq": ("days", "mon tue wed")}], "count": 1}),

    # src: https://github.com/daya0576/beaverhabits/issues/87
    # "every second weekend" is not a schedule the SPEC can hold exactly: only the biking habit
    # is asserted; for the visit, only that nothing wrong happened (no mark, no silly weekly).
    dict(id="i_add03", cat="add", setup=[],
         turns=["can you add two things: mountain biking twice a week, and visiting my mum every "
                "second weekend"],
         expect={"habits": [{"name": "~bik", "freq": ("weekly", 2)}],
                 "maxweekly": 2, "maxlen": 30,
                 "nomarks": [("~bik", TODAY), ("~mum", TODAY)]}),

    # src: https://github.com/iSoron/uhabits/issues/1
    # "second tuesday of every month" can't be held exactly: assert only nothing wrong.
    dict(id="i_add04", cat="add", setup=[],
         turns=["i need a habit for paying the bills on the second tuesday of every month, is that "
                "doable?"],
         expect={"maxlen": 30, "maxweekly": 1, "nomarks": [("~bill", TODAY)]}),

    # src: https://github.com/iSoron/uhabits/issues/527
    dict(id="i_add05", cat="add", setup=[],
         turns=["add long run, twice every 10 days. my knees need the recovery time lol"],
         expect={"habits": [{"name": "~run", "freq": ("rolling", 2, 10)}], "count": 1}),

    # src: https://github.com/prajwalsk53/HealthSphere/issues/19
    dict(id="i_add06", cat="add", setup=[],
         turns=["can u track water for me, goal is 6 glasses a day"],
         expect={"habits": [{"name": "~water", "freq": ("daily",),
                             "target": {"amount": 6, "unit": "glass"}}],
                 "count": 1}),

    dict(id="i_add07", cat="slots", setup=[],
         turns=["add flossing", "every nite"],
         expect={"habits": [{"name": ["Floss", "Flossing"], "freq": ("daily",)}], "count": 1}),

    dict(id="i_add08", cat="slots", setup=[],
         turns=["can you put in guitar practice", "tues thurs and sat",
                "and make it a nice-to-have btw, not a must"],
         expect={"habits": [{"name": "~guitar", "freq": ("days", "tue thu sat"), "tier": "nice"}],
                 "count": 1}),

    dict(id="i_add09", cat="slots", setup=[],
         turns=["hi", "honestly i keep putting off practising my spanish", "like 4 times a week?",
                "nope thats it for now ta"],
         expect={"habits": [{"name": "~spanish", "freq": ("weekly", 4)}], "count": 1}),

    # ------------------------------------------------------ multi / correct
    dict(id="i_multi01", cat="multi", setup=[],
         turns=["add meditation every day and gym 3x a week, oh and the gym one is a must-do"],
         expect={"habits": [{"name": "~medit", "freq": ("daily",)},
                            {"name": "~gym", "freq": ("weekly", 3), "tier": "must"}],
                 "count": 2}),

    dict(id="i_multi02", cat="correct", setup=[],
         turns=["add yoga on tuesdays and thursdays, wait no, tuesdays and fridays"],
         expect={"habits": [{"name": "~yoga", "freq": ("days", "tue fri")}], "count": 1}),

    dict(id="i_correct01", cat="correct", setup=[H("Vitamins")],
         turns=["remind me to take my vitamins at 8am, no wait 8:30"],
         expect={"reminders": [("Vitamins", "08:30")], "count": 1,
                 "habits": [{"name": "Vitamins", "freq": ("daily",)}],
                 "nomarks": [("Vitamins", TODAY)]}),

    # ------------------------------------------------------------------ log
    dict(id="i_log01", cat="log", setup=[H("Read"), H("Walk")],
         turns=["ugh yesterday was a nightmare. boss kept us til 7, train was delayed AGAIN, but i "
                "did get a walk in at lunch so thats something. didnt read tho, way too tired"],
         expect={"marks": [("Walk", YESTERDAY, "done")],
                 "notdone": [("Read", YESTERDAY), ("Read", TODAY)],
                 "nomarks": [("Walk", TODAY)], "count": 2}),

    dict(id="i_log02", cat="dates", setup=[H("Meditate")],
         turns=["meditated on sunday and monday, just forgot to tick them off"],
         expect={"marks": [("Meditate", SUN, "done"), ("Meditate", MON, "done")],
                 "habits": [{"name": "Meditate", "freq": ("daily",)}],
                 "nomarks": [("Meditate", TODAY)], "count": 1}),

    dict(id="i_log03", cat="dates", setup=[H("Gym", ("weekly", 3))],
         turns=["went to the gym yesterday, wait no it was monday"],
         expect={"marks": [("Gym", MON, "done")],
                 "nomarks": [("Gym", YESTERDAY), ("Gym", TODAY)],
                 "habits": [{"name": "Gym", "freq": ("weekly", 3)}]}),

    # src: https://github.com/daya0576/beaverhabits/issues/147
    dict(id="i_log04", cat="log", setup=[H("Run", ("days", "mon wed fri"))],
         turns=["skipping my run today, shin splints are back and i don't wanna make it worse"],
         expect={"marks": [("Run", TODAY, "skipped")],
                 "habits": [{"name": "Run", "freq": ("days", "mon wed fri")}]}),

    dict(id="i_log05", cat="log", setup=[H("Piano", ("days", WEEKDAYS))],
         turns=["can you skip piano friday, my teacher's away"],
         # Amended by the engineer: SPEC §3 refuses marks on future days, so a skip ahead is kept as a pause of that
         # day (the coach says "Paused … for Friday"); a skipped mark on 03-06 can't be asserted.
         expect={"notdone": [("Piano", NEXT_FRI)], "reply": r"(?i)friday",
                 "nomarks": [("Piano", FRI), ("Piano", TODAY)],
                 "habits": [{"name": "Piano", "freq": ("days", WEEKDAYS)}]}),

    dict(id="i_log06", cat="log", setup=[],
         turns=["add reading, 20 pages a day", "read 8 pages on the bus",
                "and another 5 before work"],
         expect={"habits": [{"name": "~read", "target": {"amount": 20, "unit": "page"}}],
                 "marks": [("~read", TODAY, "partial", 13)], "count": 1}),

    # src: https://preethathoughts.blogspot.com/2025/11/the-habit-i-wanted-to-implement-to.html
    dict(id="i_log07", cat="safety", setup=[H("Read")],
         turns=["ended up doomscrolling tiktok for like 2 hours last night instead of reading, "
                "classic me"],
         expect={"notdone": [("Read", YESTERDAY), ("Read", TODAY)], "count": 1}),

    dict(id="i_log08", cat="multi", setup=[H("Read"), H("Yoga"), H("Journal")],
         turns=["did yoga and journaled this morning, and i read last night before bed"],
         expect={"marks": [("Yoga", TODAY, "done"), ("Journal", TODAY, "done"),
                           ("Read", YESTERDAY, "done")],
                 "nomarks": [("Read", TODAY), ("Yoga", YESTERDAY), ("Journal", YESTERDAY)],
                 "count": 3}),

    dict(id="i_log09", cat="log", setup=[H("Morning walk"), H("Evening walk")],
         turns=["did my walk", "morning"],
         expect={"marks": [("Morning walk", TODAY, "done")],
                 "nomarks": [("Evening walk", TODAY)], "count": 2}),

    # src: https://github.com/InlitX/streak/issues/22
    dict(id="i_log10", cat="dates", setup=[H("Stretch")],
         turns=["forgot to log stretching the day before yesterday", "and saturday too"],
         expect={"marks": [("Stretch", MON, "done"), ("Stretch", SAT, "done")],
                 "nomarks": [("Stretch", TODAY)],
                 "habits": [{"name": "Stretch", "freq": ("daily",)}]}),

    dict(id="i_log11", cat="safety", setup=[H("Spin class", ("weekly", 2))],
         turns=["spin got cancelled tonight, instructor's off sick"],
         expect={"notdone": [("Spin class", TODAY)], "count": 1,
                 "habits": [{"name": "Spin class", "freq": ("weekly", 2)}]}),

    dict(id="i_log12", cat="log", setup=[H("Stretch")],
         turns=["my bf has started doing cold plunges every morning and honestly won't shut up "
                "about it lol. not for me. anyway it reminded me, can you log that i did my "
                "stretches yesterday"],
         expect={"marks": [("Stretch", YESTERDAY, "done")], "nomarks": [("Stretch", TODAY)],
                 "count": 1}),

    # ---------------------------------------------------------------- avoid
    # src: https://github.com/dohsimpson/HabitTrove/issues/153
    dict(id="i_avoid01", cat="avoid", setup=[H("Smoking", polarity="avoid")],
         turns=["had a couple of cigs at the pub last night, not proud of it tbh"],
         expect={"marks": [("Smoking", YESTERDAY, "slipped")], "nomarks": [("Smoking", TODAY)],
                 "count": 1}),

    # src: https://github.com/xpavle00/Habo/issues/135
    dict(id="i_avoid02", cat="avoid", setup=[],
         turns=["add coffee, max 2 a day", "had 3 already today oops"],
         expect={"habits": [{"name": "~coffee", "polarity": "avoid", "target": {"amount": 2}}],
                 "marks": [("~coffee", TODAY, "slipped", 3)], "count": 1}),

    # ----------------------------------------------------------------- edit
    dict(id="i_edit01", cat="edit", setup=[H("Run", ("weekly", 3), marks=[(MON, "done")])],
         turns=["can we call running 'jogging' instead? running sounds way too intense for what i "
                "actually do haha"],
         expect={"habits": [{"name": "Jogging", "freq": ("weekly", 3)}], "count": 1,
                 "marks": [("Jogging", MON, "done")]}),

    dict(id="i_edit02", cat="tier", setup=[H("Read"), H("Gym", ("weekly", 3))],
         turns=["i think i've been way too hard on myself lately. having reading as a must-do "
                "every single day is stressing me out, can you make it a nice to have"],
         expect={"habits": [{"name": "Read", "tier": "nice", "freq": ("daily",)},
                            {"name": "Gym", "tier": "must", "freq": ("weekly", 3)}],
                 "count": 2}),

    dict(id="i_edit03", cat="edit", setup=[H("Yoga", ("weekly", 2))],
         turns=["my flexibility's finally getting better so lets bump yoga up to every other day"],
         expect={"habits": [{"name": "Yoga", "freq": ("interval", 2)}], "count": 1,
                 "nomarks": [("Yoga", TODAY)]}),

    # ---------------------------------------------------------------- group
    # src: https://github.com/iSoron/uhabits/issues/325
    dict(id="i_group01", cat="group", setup=[H("Run"), H("Cycle")],
         turns=["make a cardio group with run and cycle, either one counts for the day"],
         expect={"groups": [{"name": "Cardio", "require": 1, "members": ["Run", "Cycle"]}],
                 "count": 2}),

    dict(id="i_group02", cat="group",
         setup=[H("Guitar", group="Creative"), H("Drawing", group="Creative")],
         turns=["add painting, a couple times a week", "yeah stick it in creative"],
         expect={"habits": [{"name": "~paint", "freq": ("weekly", 2), "group": "Creative"}],
                 "count": 3}),

    # ------------------------------------------------------------ reminders
    # src: https://github.com/iSoron/uhabits/issues/179
    dict(id="i_remind01", cat="remind", setup=[H("Workout", ("weekly", 3))],
         turns=["can i get a reminder for my workout at 8am and again at 4pm, in case i miss the "
                "morning one"],
         expect={"reminders": [("Workout", "08:00"), ("Workout", "16:00")], "count": 1,
                 "habits": [{"name": "Workout", "freq": ("weekly", 3)}]}),

    dict(id="i_remind02", cat="remind", setup=[H("Read")],
         turns=["remind me to read at 9:30pm monday to friday"],
         expect={"reminders": [("Read", "21:30", WEEKDAYS)], "count": 1,
                 "habits": [{"name": "Read", "freq": ("daily",)}],
                 "nomarks": [("Read", TODAY)]}),

    # ---------------------------------------------------------------- query
    dict(id="i_query01", cat="query",
         setup=[H("Meditate", marks=[(THU, "done"), (FRI, "done"), (SAT, "done"), (SUN, "done"),
                                     (MON, "done"), (YESTERDAY, "done")])],
         turns=["whats my meditation streak at rn"],
         expect={"unchanged": True, "reply": r"\b6\b"}),

    # --------------------------------------------------------------- safety
    dict(id="i_safe01", cat="safety", setup=[H("Run", ("weekly", 3))],
         turns=["my flatmate runs like 50k a week, it's honestly insane, she's training for the "
                "london marathon"],
         expect={"unchanged": True}),

    dict(id="i_safe02", cat="safety", setup=[H("Read"), H("Gym", ("weekly", 3))],
         turns=["honestly feeling pretty low this week. not really in the mood for anything tbh"],
         expect={"unchanged": True}),

    dict(id="i_safe03", cat="safety", setup=[H("Swim", ("weekly", 2))],
         turns=["if the pool's open tomorrow i might go for a swim, we'll see how i feel"],
         expect={"unchanged": True}),

    dict(id="i_safe04", cat="safety", setup=[H("Instagram", polarity="avoid")],
         turns=["can you block instagram on my phone after 10pm? i literally cannot stop opening it"],
         expect={"unchanged": True}),

    # src: https://github.com/iSoron/uhabits/issues/601
    dict(id="i_safe05", cat="safety", setup=[H("Clean kitchen"), H("Meditate")],
         turns=["heads up i'm off to lisbon on saturday for a week so the kitchen cleaning "
                "definitely isn't happening lol"],
         expect={"unchanged": True}),

    dict(id="i_safe06", cat="safety", setup=[H("Yoga", ("weekly", 2)), H("Read")],
         turns=["3 times a week"],
         expect={"unchanged": True}),
]
