"""Fresh batch ZU: students and young adults (written blind, 2026-11-27).

Theme: people juggling lectures, a part-time job, the gym and a social life. Quick, slangy
messages with abbreviations (uni, sesh, hw, rn, tmrw, cos, pres); several requests in one
message; corrections a turn later; undo; asking what's left today or this week; study habits
with amounts (pages, minutes, flashcards); skipping for exams or hangovers; habits to avoid
(energy drinks, vaping, late-night scrolling, coffee over a limit); and plenty of chat about
their life, friends and plans that must change nothing.

Clock for every case: Wednesday 2026-03-04 09:00 (local = UTC).
  yesterday / "last night" = Tue 03-03, "on monday" = 03-02, "sunday" (report) = 03-01,
  "friday" in a report of what happened = 02-27,
  "friday" in a plan or a skip = the coming one, 03-06; "tmrw" = Thu 03-05.

Setup habits use the compact form run_eval.py's setup_doc() reads
(name, freq, tier, polarity, group, archived, marks); H() builds one.
About a third of the cases paraphrase how people describe these habits in public;
those carry a `# src:` comment. Where a message is genuinely ambiguous a case only
checks that nothing wrong happened.
"""

TODAY = "2026-03-04"       # Wed
YESTERDAY = "2026-03-03"   # Tue
MON = "2026-03-02"
SUN = "2026-03-01"
FRI = "2026-02-27"         # "friday" in a report
NEXT_FRI = "2026-03-06"    # "friday" in a plan or skip
WEEKDAYS = "mon tue wed thu fri"


def H(name, freq=("daily",), tier="must", polarity="build", group=None, archived=False, marks=()):
    """A setup habit in the compact form setup_doc() reads."""
    return {"name": name, "freq": freq, "tier": tier, "polarity": polarity,
            "group": group, "archived": archived, "marks": list(marks)}


CASES = [
    # ---------------------------------------------------------------- add (amounts)
    # src: https://forums.ankiweb.net/t/beyond-streaks-daily-weekly-anki-goals/62943
    dict(id="ZU01", cat="add", setup=[],
         turns=["can u add anki flashcards, 50 cards a day. need to lock in before exams"],
         expect={"count": 1,
                 "habits": [{"name": "~card", "freq": ("daily",), "polarity": "build",
                             "target": {"amount": 50, "unit": "card"}}]}),

    # src: https://inspir.uk/blog/habit-tracker-students-study-routines
    dict(id="ZU02", cat="add", setup=[],
         turns=["i wanna read 20 pages of my textbook every day"],
         expect={"count": 1,
                 "habits": [{"name": "~read", "freq": ("daily",), "polarity": "build",
                             "target": {"amount": 20, "unit": "page"}}]}),

    # ---------------------------------------------------------------- slots (several turns)
    # src: https://www.hercampus.com/school/jefferson/adjusting-my-gym-habits-to-fit-a-busy-schedule
    dict(id="ZU03", cat="slots", setup=[],
         turns=["want to get back into the gym, this semester is so packed i keep bailing",
                "3 or 4 times a week.. lets say 3"],
         expect={"count": 1,
                 "habits": [{"name": "~gym", "freq": ("weekly", 3), "polarity": "build"}]}),

    dict(id="ZU04", cat="slots", setup=[],
         turns=["add meal prep", "sundays", "ty"],
         expect={"count": 1,
                 "habits": [{"name": "~meal prep", "freq": ("days", "sun")}]}),

    dict(id="ZU05", cat="tier", setup=[],
         turns=["add duolingo spanish", "every day", "make it optional tho, not a priority rn"],
         expect={"count": 1,
                 "habits": [{"name": "~spanish", "freq": ("daily",), "tier": "nice"}]}),

    # ---------------------------------------------------------------- avoid
    # src: https://wsuguardian.com/article/2012/11/caffeine-and-energy-drinks-can-cause-major-health-issues
    dict(id="ZU06", cat="avoid", setup=[],
         turns=["i need to quit energy drinks",
                "was on like 4 a day during exam season lol, its bad"],
         expect={"count": 1,
                 "habits": [{"name": "~energy drink", "polarity": "avoid", "freq": ("daily",)}],
                 "nomarks": [("~energy drink", TODAY)]}),

    # src: https://quitnow.ca/stay-quit/staying-quit-longterm/tips-slips-and-relapses
    dict(id="ZU07", cat="avoid",
         setup=[H("Vaping", polarity="avoid")],
         turns=["ugh slipped up, had a few hits of my mates vape at pres last night"],
         expect={"count": 1,
                 "marks": [("Vaping", YESTERDAY, "slipped")],
                 "nomarks": [("Vaping", TODAY)]}),

    # src: https://kvia.com/?p=1236955
    dict(id="ZU08", cat="avoid", setup=[],
         turns=["i really need to stop doomscrolling in bed, its wrecking my sleep before 9ams"],
         expect={"count": 1,
                 "habits": [{"name": "~scroll", "polarity": "avoid", "freq": ("daily",)}]}),

    dict(id="ZU09", cat="avoid", setup=[],
         turns=["at most 2 coffees a day pls",
                "had 4 coffees today tbh, was cramming for stats"],
         expect={"count": 1,
                 "habits": [{"name": "~coffee", "polarity": "avoid", "target": {"amount": 2}}],
                 "marks": [("~coffee", TODAY, "slipped", 4)]}),

    # ---------------------------------------------------------------- log
    dict(id="ZU10", cat="log",
         setup=[H("Gym", ("weekly", 3)), H("Homework", ("days", WEEKDAYS))],
         turns=["just got back from a gym sesh and did my hw on the bus lol"],
         expect={"count": 2,
                 "marks": [("Gym", TODAY, "done"), ("Homework", TODAY, "done")]}),

    dict(id="ZU11", cat="dates",
         setup=[H("Gym", ("weekly", 3))],
         turns=["went gym on monday and yesterday but not today, got work all day"],
         expect={"count": 1,
                 "habits": [{"name": "Gym", "freq": ("weekly", 3)}],
                 "marks": [("Gym", MON, "done"), ("Gym", YESTERDAY, "done")],
                 "notdone": [("Gym", TODAY)]}),

    dict(id="ZU12", cat="dates",
         setup=[H("Run", ("weekly", 2))],
         turns=["ran friday and sunday with the uni running club, forgot to log it"],
         expect={"count": 1,
                 "habits": [{"name": "Run", "freq": ("weekly", 2)}],
                 "marks": [("Run", FRI, "done"), ("Run", SUN, "done")],
                 "notdone": [("Run", TODAY)]}),

    # src: https://github.com/iSoron/uhabits/issues/88
    dict(id="ZU13", cat="dates",
         setup=[H("Gym", ("days", "mon wed fri"))],
         turns=["skip gym friday, i have my anatomy exam"],
         expect={"count": 1,
                 "habits": [{"name": "Gym", "freq": ("days", "mon wed fri")}],
                 "marks": [("Gym", NEXT_FRI, "skipped")],
                 "notdone": [("Gym", TODAY)]}),

    # src: https://thetab.com/uk/cardiff/2016/03/02/people-shouldnt-make-feel-guilty-missing-lecture-im-hungover-16393
    dict(id="ZU14", cat="log",
         setup=[H("Gym", ("days", "mon wed fri")), H("Lecture notes")],
         turns=["skip gym today, way too hungover from last night"],
         expect={"count": 2,
                 "marks": [("Gym", TODAY, "skipped")],
                 "nomarks": [("Lecture notes", TODAY), ("Gym", YESTERDAY)]}),

    # ---------------------------------------------------------------- query
    dict(id="ZU15", cat="query",
         setup=[H("Flashcards"), H("Reading", marks=[(TODAY, "done")]),
                H("Gym", ("weekly", 3), marks=[(MON, "done")])],
         turns=["whats left for today"],
         expect={"unchanged": True, "reply": r"(?i)flashcard"}),

    dict(id="ZU16", cat="query",
         setup=[H("Gym", ("weekly", 3), marks=[(MON, "done")]),
                H("Flashcards", marks=[(MON, "done"), (YESTERDAY, "done")])],
         turns=["hows my week looking, what do i still need to do this week"],
         expect={"unchanged": True, "reply": r"(?i)gym"}),

    # ---------------------------------------------------------------- edit
    # src: https://emmapougher.wixsite.com/myfitnessjourney/post/university-vs-gym
    dict(id="ZU17", cat="edit",
         setup=[H("Gym", ("weekly", 3))],
         turns=["new timetable so can u change gym to mon tue thu and sat"],
         expect={"count": 1,
                 "habits": [{"name": "Gym", "freq": ("days", "mon tue thu sat")}],
                 "nomarks": [("Gym", TODAY), ("Gym", MON)]}),

    # ---------------------------------------------------------------- safety (must change nothing)
    dict(id="ZU18", cat="safety",
         setup=[H("Study", ("days", WEEKDAYS)), H("Gym", ("weekly", 3))],
         turns=["gonna hit the library tmrw and grind hw all day",
                "prob gym after if im not dead lol"],
         expect={"unchanged": True}),

    dict(id="ZU19", cat="safety",
         setup=[H("Gym", ("weekly", 3)), H("Reading")],
         turns=["got a shift at the pub 5 till close tonight",
                "can u text my manager that im gonna be 10 min late"],
         expect={"unchanged": True}),

    dict(id="ZU20", cat="safety",
         setup=[H("Reading"), H("Flashcards")],
         turns=["didnt get any reading done last night, was out with the girls for sophies bday"],
         expect={"count": 2,
                 "notdone": [("Reading", YESTERDAY), ("Reading", TODAY)],
                 "nomarks": [("Flashcards", TODAY), ("Flashcards", YESTERDAY)]}),

    dict(id="ZU21", cat="safety",
         setup=[H("Gym", ("weekly", 3)), H("Flashcards"), H("Reading")],
         turns=["feeling so burnt out from uni rn tbh", "idk everything just feels like a lot"],
         expect={"unchanged": True}),

    dict(id="ZU22", cat="safety",
         setup=[H("Vaping", polarity="avoid"), H("Gym", ("weekly", 3)), H("Flashcards")],
         turns=["my bf quit vaping last month and hes being so smug about it",
                "and my flatmate goes to the gym literally every day, its a lot",
                "sarah did like 300 anki cards today shes actually insane"],
         expect={"unchanged": True}),

    # ---------------------------------------------------------------- edit: delete, rename
    dict(id="ZU23", cat="edit",
         setup=[H("Duolingo"), H("Gym", ("weekly", 3))],
         turns=["delete duolingo, i never even open it", "yep"],
         expect={"count": 1, "habits": [{"name": "Gym", "freq": ("weekly", 3)}]}),

    dict(id="ZU24", cat="edit",
         setup=[H("Study", ("days", WEEKDAYS))],
         turns=["can u rename study to revision"],
         expect={"count": 1,
                 "habits": [{"name": "Revision", "freq": ("days", WEEKDAYS)}]}),

    # ---------------------------------------------------------------- corrections, undo
    dict(id="ZU25", cat="correct", setup=[],
         turns=["add past papers 3 times a week", "actually make it 4, finals are soon"],
         expect={"count": 1,
                 "habits": [{"name": "~past paper", "freq": ("weekly", 4)}]}),

    dict(id="ZU26", cat="correct",
         setup=[H("Gym", ("weekly", 3))],
         turns=["did gym", "oh wait no that was yesterday not today"],
         expect={"count": 1,
                 "marks": [("Gym", YESTERDAY, "done")],
                 "notdone": [("Gym", TODAY)]}),

    dict(id="ZU27", cat="correct",
         setup=[H("Flashcards"), H("Reading")],
         turns=["did my flashcards", "and reading",
                "wait undo that last one, havent actually read yet"],
         expect={"count": 2,
                 "marks": [("Flashcards", TODAY, "done")],
                 "notdone": [("Reading", TODAY)]}),

    # ---------------------------------------------------------------- reminders
    dict(id="ZU28", cat="edit",
         setup=[H("Flashcards")],
         turns=["remind me to do flashcards at 8pm on weekdays"],
         expect={"count": 1,
                 "habits": [{"name": "Flashcards", "freq": ("daily",)}],
                 "reminders": [("Flashcards", "20:00", WEEKDAYS)],
                 "nomarks": [("Flashcards", TODAY)]}),

    dict(id="ZU29", cat="add", setup=[],
         turns=["add stretching every morning and remind me at 7:30"],
         expect={"count": 1,
                 "habits": [{"name": "~stretch", "freq": ("daily",)}],
                 "reminders": [("~stretch", "07:30")]}),

    # ---------------------------------------------------------------- groups, tiers
    dict(id="ZU30", cat="group",
         setup=[H("Gym", ("weekly", 3)), H("Run", ("weekly", 2)), H("Swim", ("weekly", 1))],
         turns=["put gym, run and swim in a group called cardio, doing any one of them counts"],
         expect={"count": 3,
                 "groups": [{"name": "Cardio", "require": 1, "members": ["Gym", "Run", "Swim"]}],
                 "habits": [{"name": "Gym", "freq": ("weekly", 3)},
                            {"name": "Run", "freq": ("weekly", 2)},
                            {"name": "Swim", "freq": ("weekly", 1)}]}),

    dict(id="ZU31", cat="tier",
         setup=[H("Gym", ("weekly", 3)), H("Journaling")],
         turns=["make journaling optional, gym is the must-do one"],
         expect={"count": 2,
                 "habits": [{"name": "Journaling", "tier": "nice", "freq": ("daily",)},
                            {"name": "Gym", "tier": "must", "freq": ("weekly", 3)}]}),

    # ---------------------------------------------------------------- several requests at once
    dict(id="ZU32", cat="multi", setup=[],
         turns=["add homework every weekday and gym mon wed fri"],
         expect={"count": 2,
                 "habits": [{"name": "~homework", "freq": ("days", WEEKDAYS)},
                            {"name": "~gym", "freq": ("days", "mon wed fri")}]}),

    dict(id="ZU33", cat="multi",
         setup=[H("Gym", ("weekly", 3)), H("Flashcards"), H("Reading")],
         turns=["did flashcards and reading, skipping gym today tho cos exam tmrw"],
         expect={"count": 3,
                 "marks": [("Flashcards", TODAY, "done"), ("Reading", TODAY, "done"),
                           ("Gym", TODAY, "skipped")]}),

    # ---------------------------------------------------------------- amounts logged
    # src: https://github.com/dohsimpson/HabitTrove/issues/8
    dict(id="ZU34", cat="log", setup=[],
         turns=["add drinking water, 8 glasses a day", "had 3 glasses so far", "2 more"],
         expect={"count": 1,
                 "habits": [{"name": "~water", "freq": ("daily",),
                             "target": {"amount": 8, "unit": "glass"}}],
                 "marks": [("~water", TODAY, "partial", 5)]}),

    # src: https://fuelingyourtwenties.com/weekly-posts/balancing-fitness-and-student-life/
    dict(id="ZU35", cat="log", setup=[],
         turns=["add reading, 30 pages a day", "read 12 pages on the bus this morning"],
         expect={"count": 1,
                 "habits": [{"name": "~read", "freq": ("daily",),
                             "target": {"amount": 30, "unit": "page"}}],
                 "marks": [("~read", TODAY, "partial", 12)]}),

    # src: https://github.com/utilForever/focustime/issues/81
    dict(id="ZU36", cat="log", setup=[],
         turns=["add coding practice 45 mins a day", "ugh only managed 20 mins today"],
         expect={"count": 1,
                 "habits": [{"name": "~coding", "freq": ("daily",), "target": {"amount": 45}}],
                 "marks": [("~coding", TODAY, "partial", 20)]}),

    # ---------------------------------------------------------------- query: streak
    dict(id="ZU37", cat="query",
         setup=[H("Flashcards", marks=[(SUN, "done"), (MON, "done"), (YESTERDAY, "done")])],
         turns=["whats my flashcards streak rn"],
         expect={"unchanged": True, "reply": r"\b3\b"}),

    # ---------------------------------------------------------------- robust
    dict(id="ZU38", cat="robust",
         setup=[H("Flashcards"), H("Gym", ("weekly", 3))],
         turns=["did flashcrads n gym"],
         expect={"count": 2,
                 "marks": [("Flashcards", TODAY, "done"), ("Gym", TODAY, "done")]}),

    # ---------------------------------------------------------------- onboarding, short answers
    # src: https://itmasterclass.com/2018/04/24/mobile-mondays-anki/
    dict(id="ZU39", cat="slots", setup=[],
         turns=["hey", "i always put off revising till like the night before the exam",
                "weekdays", "nah thats it for now"],
         expect={"count": 1,
                 "habits": [{"name": "~revis", "freq": ("days", WEEKDAYS), "polarity": "build"}]}),

    dict(id="ZU40", cat="group",
         setup=[H("Gym", ("weekly", 3), group="Exercise"), H("Run", ("weekly", 2), group="Exercise")],
         turns=["add swimming twice a week", "yeah go on"],
         expect={"count": 3,
                 "habits": [{"name": "~swim", "freq": ("weekly", 2), "group": "Exercise"},
                            {"name": "Gym", "group": "Exercise"},
                            {"name": "Run", "group": "Exercise"}]}),
]
