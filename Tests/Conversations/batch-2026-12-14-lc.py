"""Blind batch 2026-12-14-lc -- theme: a habit's lifecycle.

Pausing (holiday, injury, until a date), resuming, archiving and deleting, bringing an
archived habit back, renaming, changing a schedule or tier as life changes, and undoing a
change just made -- including requests that are ambiguous about which habit or what change.

Written blind (without reading the coach's code, language data, tests, transcripts or
earlier batches) in the dev_cases.py format, to be run with
    python3 ../shared/eval/run_eval.py .build/release/habitat --file <this file>

Clock for every case: Wednesday 2026-03-04 09:00 (UTC).
  yesterday = Tue 03-03, "monday" in a report = 03-02, "sunday" = 03-01,
  "saturday" = 02-28, "friday" in a report = 02-27, "friday" in a plan/skip = 03-06,
  "tomorrow" = Thu 03-05, "till monday" (a pause) = 03-09, "last week" = 02-23..03-01.
Setup habits are imported as created on 2026-01-01; no setup mark is dated before that.

Pauses have no positive assertion key, so pause cases assert what a pause must not do
(archive, delete, reschedule, log done) and, after an undo or unpause, `nopauses`.

A `# src:` comment names the public text a case's wording is paraphrased from.
"""

TODAY = "2026-03-04"
TOMORROW = "2026-03-05"
YESTERDAY = "2026-03-03"
MON = "2026-03-02"
SUN = "2026-03-01"
SAT = "2026-02-28"
FRI = "2026-02-27"
THU = "2026-02-26"
NEXT_FRI = "2026-03-06"


def H(name, freq=("daily",), tier="must", polarity="build", group=None, archived=False, marks=()):
    """A setup habit in the compact form run_eval.setup_doc reads."""
    return {"name": name, "freq": freq, "tier": tier, "polarity": polarity,
            "group": group, "archived": archived, "marks": list(marks)}


CASES = [
    # ---------------------------------------------------------------- archive / restore
    # src: https://github.com/shub39/Grit/issues/161
    dict(id="LC01", cat="edit",
         setup=[H("Study", marks=[(MON, "done"), (YESTERDAY, "done")]), H("Walk")],
         turns=["exams are over so i wont need the study one till next semester. can u archive it? "
                "dont delete it, i want to keep the stats"],
         expect={"count": 2,
                 "habits": [{"name": "Study", "archived": True},
                            {"name": "Walk", "archived": False, "freq": ("daily",)}],
                 "marks": [("Study", MON, "done"), ("Study", YESTERDAY, "done")]}),

    # src: https://github.com/iSoron/uhabits/issues/722
    dict(id="LC02", cat="edit",
         setup=[H("Chinese study", freq=("weekly", 3), archived=True,
                  marks=[("2026-01-12", "done"), ("2026-01-15", "done")])],
         turns=["next level of my chinese class starts monday, can you bring chinese study back "
                "from the archive? same 3x a week as before"],
         expect={"count": 1,
                 "habits": [{"name": "Chinese study", "archived": False, "freq": ("weekly", 3)}],
                 "marks": [("Chinese study", "2026-01-12", "done")]}),

    # ---------------------------------------------------------------- delete (always confirmed)
    dict(id="LC03", cat="correct",
         setup=[H("Floss", marks=[(SUN, "done")]), H("Read", marks=[(MON, "done")])],
         turns=["delete flossing, i never do it and it just makes me feel bad",
                "yes delete it"],
         expect={"count": 1,
                 "habits": [{"name": "Read", "archived": False, "freq": ("daily",)}],
                 "marks": [("Read", MON, "done")]}),

    dict(id="LC04", cat="safety",
         setup=[H("Meditation", marks=[(MON, "done")]), H("Run", freq=("weekly", 2))],
         turns=["delete meditation",
                "wait no. keep it, sorry"],
         expect={"unchanged": True}),

    dict(id="LC05", cat="query",
         setup=[H("Stretching", marks=[(SUN, "done"), (MON, "done")])],
         turns=["if i delete stretching do i lose all the history or is there a way to keep it?"],
         expect={"unchanged": True}),

    # ---------------------------------------------------------------- rename
    # src: https://github.com/oppiliappan/dijo/issues/38
    dict(id="LC06", cat="edit",
         setup=[H("Evening walk", marks=[(MON, "done"), (YESTERDAY, "done")])],
         turns=["can u rename evening walk to dog walk without wiping the history? we got a puppy lol"],
         expect={"count": 1,
                 "habits": [{"name": "Dog walk", "freq": ("daily",), "archived": False}],
                 "marks": [("Dog walk", MON, "done"), ("Dog walk", YESTERDAY, "done")]}),

    # ---------------------------------------------------------------- which habit?
    dict(id="LC07", cat="slots",
         setup=[H("Morning run"), H("Evening run", freq=("days", "tue thu"))],
         turns=["can you archive my run, too dark after work these days",
                "the evening one"],
         expect={"count": 2,
                 "habits": [{"name": "Evening run", "archived": True},
                            {"name": "Morning run", "archived": False, "freq": ("daily",)}]}),

    # ---------------------------------------------------------------- schedule changes
    # src: https://github.com/iSoron/uhabits/issues/270
    dict(id="LC08", cat="slots",
         setup=[H("Water plants", marks=[(MON, "done"), (YESTERDAY, "done")])],
         turns=["its winter so the plants only need watering every 3 days now, not daily",
                "yep"],
         expect={"count": 1,
                 "habits": [{"name": "Water plants", "freq": ("interval", 3), "archived": False}],
                 "marks": [("Water plants", MON, "done"), ("Water plants", YESTERDAY, "done")]}),

    # src: https://github.com/InlitX/streak/issues/112
    dict(id="LC09", cat="edit",
         setup=[H("Workout", marks=[(SAT, "done"), (SUN, "done")])],
         turns=["working out every single day isnt realistic, my body needs rest days. "
                "change workout to 4 times a week"],
         expect={"count": 1,
                 "habits": [{"name": "Workout", "freq": ("weekly", 4), "tier": "must"}],
                 "marks": [("Workout", SAT, "done")]}),

    # ---------------------------------------------------------------- tiers
    # src: https://github.com/kitashimauni/daily-routine-manager/issues/3
    dict(id="LC10", cat="tier",
         setup=[H("Guitar", marks=[(MON, "done")]), H("Read")],
         turns=["guitar is set as a must do but it really isnt one anymore, can we change that",
                "yeah just optional"],
         expect={"count": 2,
                 "habits": [{"name": "Guitar", "tier": "nice", "freq": ("daily",)},
                            {"name": "Read", "tier": "must", "freq": ("daily",)}],
                 "marks": [("Guitar", MON, "done")]}),

    # ---------------------------------------------------------------- undo a change just made
    dict(id="LC11", cat="correct",
         setup=[H("Reading", marks=[(MON, "done")])],
         turns=["change reading to weekdays only",
                "hmm no undo that"],
         expect={"unchanged": True}),

    # src: https://github.com/HabitRPG/habitica/issues/6
    dict(id="LC12", cat="correct",
         setup=[H("Yoga", marks=[(SUN, "done")]), H("Pilates", freq=("weekly", 2))],
         turns=["archive yoga",
                "oops wrong one!! undo",
                "archive pilates"],
         expect={"count": 2,
                 "habits": [{"name": "Yoga", "archived": False, "freq": ("daily",)},
                            {"name": "Pilates", "archived": True}],
                 "marks": [("Yoga", SUN, "done")]}),

    # src: https://github.com/zincplusplus/habit-tracker/issues/90
    dict(id="LC13", cat="correct",
         setup=[H("Guitar"), H("Walk")],
         turns=["pause guitar till sunday, im away on a work trip",
                "actually undo that, ill bring the travel guitar"],
         expect={"unchanged": True}),

    # ---------------------------------------------------------------- pausing
    # src: https://github.com/daya0576/beaverhabits/issues/147
    dict(id="LC14", cat="log",
         setup=[H("Running", freq=("weekly", 3), marks=[(FRI, "done"), (SAT, "done")])],
         turns=["pause running till monday, knee's playing up",
                "lol went for a run this morning anyway, knee felt fine"],
         expect={"count": 1,
                 "habits": [{"name": "Running", "archived": False, "freq": ("weekly", 3)}],
                 "marks": [("Running", TODAY, "done"), ("Running", SAT, "done")]}),

    dict(id="LC15", cat="slots",
         setup=[H("Climbing", freq=("weekly", 2), marks=[(MON, "done")]), H("Stretch")],
         turns=["hurt my shoulder bouldering so climbing's off for a while. can you pause it?",
                "til the 20th"],
         expect={"count": 2,
                 "habits": [{"name": "Climbing", "archived": False, "freq": ("weekly", 2)},
                            {"name": "Stretch", "archived": False, "freq": ("daily",)}],
                 "marks": [("Climbing", MON, "done")],
                 "notdone": [("Climbing", TODAY), ("Stretch", TODAY)]}),

    # src: https://github.com/HabitRPG/habitica/issues/687
    dict(id="LC16", cat="slots",
         setup=[H("Gym", freq=("weekly", 3)), H("Read"), H("Vitamins", marks=[(YESTERDAY, "done")])],
         turns=["ugh i'm sick until sunday",
                "yes please"],
         expect={"count": 3,
                 "habits": [{"name": "Gym", "archived": False, "freq": ("weekly", 3)},
                            {"name": "Read", "archived": False, "freq": ("daily",)},
                            {"name": "Vitamins", "archived": False, "freq": ("daily",)}],
                 "marks": [("Vitamins", YESTERDAY, "done")],
                 "notdone": [("Gym", TODAY), ("Read", TODAY), ("Vitamins", TODAY)]}),

    dict(id="LC17", cat="correct",
         setup=[H("Piano", marks=[(MON, "done"), (YESTERDAY, "done")])],
         turns=["pause piano for the rest of the week, my teacher's away",
                "oh she's back after all. unpause piano"],
         expect={"count": 1, "nopauses": True,
                 "habits": [{"name": "Piano", "archived": False, "freq": ("daily",)}],
                 "marks": [("Piano", MON, "done"), ("Piano", YESTERDAY, "done")],
                 "nomarks": [("Piano", TOMORROW), ("Piano", NEXT_FRI)]}),

    # ---------------------------------------------------------------- statements: change nothing
    dict(id="LC18", cat="safety",
         setup=[H("Running", freq=("weekly", 3), marks=[(SUN, "done")]), H("Stretch")],
         turns=["my knee's been sore since the weekend ugh"],
         expect={"unchanged": True}),

    # src: https://github.com/iSoron/uhabits/issues/601
    dict(id="LC19", cat="safety",
         setup=[H("Gym", freq=("weekly", 3)), H("Duolingo", marks=[(YESTERDAY, "done")])],
         turns=["off to spain for a week on saturday!! so excited"],
         expect={"unchanged": True}),

    # ---------------------------------------------------------------- skips with reasons
    dict(id="LC20", cat="log",
         setup=[H("Run", marks=[(MON, "done")])],
         turns=["skip run today and tomorrow, shin splints are back"],
         expect={"count": 1,
                 "habits": [{"name": "Run", "archived": False, "freq": ("daily",)}],
                 "marks": [("Run", TODAY, "skipped"), ("Run", MON, "done")],
                 "notdone": [("Run", TOMORROW)]}),

    # src: https://github.com/iSoron/uhabits/issues/88
    dict(id="LC21", cat="dates",
         setup=[H("Swimming", freq=("days", "mon wed fri"), marks=[(MON, "done")])],
         turns=["pool's shut on friday for the bank holiday so skip swimming that day"],
         expect={"count": 1,
                 "habits": [{"name": "Swimming", "freq": ("days", "mon wed fri"), "archived": False}],
                 "marks": [("Swimming", NEXT_FRI, "skipped"), ("Swimming", MON, "done")],
                 "nomarks": [("Swimming", FRI)]}),

    # src: https://github.com/goodtohear/habits/issues/49
    dict(id="LC22", cat="dates",
         setup=[H("Yoga", marks=[(THU, "done"), (FRI, "done")])],
         turns=["was ill sat and sun so no yoga, can you mark those as skipped not missed? "
                "back at it today tho, did a full session this morning"],
         expect={"count": 1,
                 "habits": [{"name": "Yoga", "freq": ("daily",), "archived": False}],
                 "marks": [("Yoga", SAT, "skipped"), ("Yoga", SUN, "skipped"),
                           ("Yoga", TODAY, "done"), ("Yoga", FRI, "done")]}),

    # ---------------------------------------------------------------- avoid habits
    dict(id="LC23", cat="avoid",
         setup=[H("Smoking", polarity="avoid"), H("Walk")],
         turns=["had a cigarette at my cousin's wedding on saturday, first one in ages, log that. "
                "and tbh after that i think i can stop tracking it, archive smoking"],
         expect={"count": 2,
                 "habits": [{"name": "Smoking", "polarity": "avoid", "archived": True},
                            {"name": "Walk", "archived": False}],
                 "marks": [("Smoking", SAT, "slipped")],
                 "nomarks": [("Smoking", TODAY)]}),

    dict(id="LC24", cat="robust",
         setup=[H("Nail biting", polarity="avoid", archived=True, marks=[("2026-01-20", "slipped")]),
                H("Read")],
         turns=["bring back the nail bitting one from the archve, its started again with exam stress"],
         expect={"count": 2,
                 "habits": [{"name": "Nail biting", "polarity": "avoid", "archived": False},
                            {"name": "Read", "archived": False}],
                 "marks": [("Nail biting", "2026-01-20", "slipped")]}),

    # ---------------------------------------------------------------- reminders
    dict(id="LC25", cat="multi",
         setup=[H("Floss", archived=True), H("Read")],
         turns=["unarchive flossing and remind me at 10pm every night"],
         expect={"count": 2,
                 "habits": [{"name": "Floss", "archived": False, "freq": ("daily",)},
                            {"name": "Read", "archived": False}],
                 "reminders": [("Floss", "22:00")]}),

    dict(id="LC26", cat="remind",
         setup=[H("Stretch")],
         turns=["remind me to stretch at 7am on weekdays",
                "my shifts changed, make that 7:30 instead"],
         expect={"count": 1,
                 "habits": [{"name": "Stretch", "freq": ("daily",)}],
                 "reminders": [("Stretch", "07:30", "mon tue wed thu fri")]}),

    # ---------------------------------------------------------------- amounts
    dict(id="LC27", cat="amount",
         setup=[],
         turns=["i want to drink 8 glasses of water a day",
                "hmm actually 8 is a lot in winter, make it 6"],
         expect={"count": 1,
                 "habits": [{"name": "~water", "freq": ("daily",), "polarity": "build",
                             "target": {"amount": 6, "unit": "glass"}}]}),

    # src: https://github.com/FriesI23/mhabit/issues/358
    dict(id="LC28", cat="amount",
         setup=[H("Reading", marks=[(MON, "done"), (YESTERDAY, "done")])],
         turns=["started reading with just 5 min a day and it's stuck now, "
                "bump reading up to 10 minutes a day"],
         expect={"count": 1,
                 "habits": [{"name": "Reading", "freq": ("daily",),
                             "target": {"amount": 10, "unit": "minute"}}],
                 "marks": [("Reading", YESTERDAY, "done")]}),

    dict(id="LC29", cat="safety",
         setup=[H("Running", freq=("weekly", 3), marks=[(MON, "done")])],
         turns=["only managed 2k today cause of my ankle"],
         expect={"count": 1,
                 "habits": [{"name": "Running", "freq": ("weekly", 3), "archived": False}],
                 "notdone": [("Running", TODAY)]}),

    # ---------------------------------------------------------------- questions
    dict(id="LC30", cat="query",
         setup=[H("Guitar", archived=True, marks=[("2026-01-10", "done")]),
                H("Spanish", archived=True), H("Read", marks=[(MON, "done")])],
         turns=["which habits have i archived again?"],
         expect={"unchanged": True,
                 "reply": r"(?is)(guitar.*spanish|spanish.*guitar)"}),

    # ---------------------------------------------------------------- rename clash with an archived habit
    dict(id="LC31", cat="safety",
         setup=[H("Jog", freq=("weekly", 2), marks=[(MON, "done")]),
                H("Running", freq=("weekly", 3), archived=True, marks=[("2026-01-05", "done")])],
         turns=["rename jog to running"],
         expect={"unchanged": True}),

    # ---------------------------------------------------------------- groups
    dict(id="LC32", cat="group",
         setup=[H("Running", freq=("weekly", 3), group="Exercise"),
                H("Swimming", freq=("weekly", 2), group="Exercise")],
         turns=["take swimming out of the exercise group, the pool's closed for refurb till summer"],
         expect={"count": 2,
                 "habits": [{"name": "Swimming", "group": None, "freq": ("weekly", 2)},
                            {"name": "Running", "group": "Exercise", "freq": ("weekly", 3)}],
                 "groups": [{"name": "Exercise", "members": ["Running"]}]}),

    dict(id="LC33", cat="group",
         setup=[H("Running", freq=("weekly", 3), group="Cardio"),
                H("Cycling", freq=("weekly", 2), archived=True)],
         turns=["bike's finally fixed!! bring cycling back and put it in the cardio group"],
         expect={"count": 2,
                 "habits": [{"name": "Cycling", "archived": False, "group": "Cardio",
                             "freq": ("weekly", 2)},
                            {"name": "Running", "group": "Cardio"}],
                 "groups": [{"name": "Cardio", "members": ["Running", "Cycling"]}]}),

    dict(id="LC34", cat="group",
         setup=[H("Guitar", group="Creative"), H("Drawing", group="Creative"),
                H("Writing", group="Creative")],
         turns=["got way more free time since i went part time, make the creative group need 2 of them "
                "instead of 1"],
         expect={"count": 3,
                 "groups": [{"name": "Creative", "require": 2,
                             "members": ["Guitar", "Drawing", "Writing"]}]}),

    # ---------------------------------------------------------------- adding again
    dict(id="LC35", cat="add",
         setup=[H("Guitar", freq=("weekly", 2), archived=True, marks=[("2026-01-15", "done")])],
         turns=["add guitar, 3 times a week",
                "yes"],
         expect={"count": 1,
                 "habits": [{"name": "Guitar", "archived": False}],
                 "marks": [("Guitar", "2026-01-15", "done")]}),

    # src: https://github.com/iSoron/uhabits/issues/61
    dict(id="LC36", cat="free",
         setup=[],
         turns=["i deleted my old journaling habit cause i kept missing it and it felt ruined. "
                "want to start fresh: journal every night before bed"],
         expect={"count": 1, "maxlen": 30,
                 "habits": [{"name": "~journal", "freq": ("daily",), "polarity": "build",
                             "archived": False}]}),

    # ---------------------------------------------------------------- other people / out of scope
    dict(id="LC37", cat="safety",
         setup=[H("Gym", freq=("weekly", 3), marks=[(MON, "done")])],
         turns=["my sister just paused her gym membership for 3 months lol"],
         expect={"unchanged": True}),

    dict(id="LC38", cat="safety",
         setup=[H("Reading"), H("Social media", polarity="avoid")],
         turns=["can you block instagram on my phone until i've done my reading?"],
         expect={"unchanged": True}),

    # ---------------------------------------------------------------- over several turns
    dict(id="LC39", cat="slots",
         setup=[H("Yoga", marks=[(MON, "done")]), H("Read")],
         turns=["can we change the schedule on one of my habits",
                "yoga",
                "tue and thu"],
         expect={"count": 2,
                 "habits": [{"name": "Yoga", "freq": ("days", "tue thu"), "archived": False},
                            {"name": "Read", "freq": ("daily",)}],
                 "marks": [("Yoga", MON, "done")]}),

    # ---------------------------------------------------------------- several requests at once
    dict(id="LC40", cat="multi",
         setup=[H("Duolingo", marks=[(YESTERDAY, "done")]), H("Gym", freq=("weekly", 3)),
                H("Reading")],
         turns=["big week at work. archive duolingo, pause gym till the 10th, and make reading "
                "optional for now"],
         expect={"count": 3,
                 "habits": [{"name": "Duolingo", "archived": True},
                            {"name": "Gym", "archived": False, "freq": ("weekly", 3)},
                            {"name": "Reading", "tier": "nice", "archived": False, "freq": ("daily",)}],
                 "marks": [("Duolingo", YESTERDAY, "done")],
                 "notdone": [("Gym", TODAY)]}),
]
