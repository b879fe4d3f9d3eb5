"""Fresh blind batch EX (2026-12-03): students in exam season.

Study habits with amounts (hours, pages, pomodoros, flashcards), lowering targets, pausing or
skipping for exam week, groups per subject, questions about the week, sloppy student texting.

Clock: Wednesday 2026-03-04 09:00. yesterday = 03-03, "monday" (report) = 03-02,
"friday" (report) = 02-27, "friday" (plan/skip) = 03-06, "last night" = 03-03.
Written without reading the coach's code, intents, tests, transcripts or earlier batches.
"""

TODAY = "2026-03-04"
YESTERDAY = "2026-03-03"
MON = "2026-03-02"
SUN = "2026-03-01"
FRI = "2026-02-27"
THU = "2026-02-26"
NEXT_FRI = "2026-03-06"


def H(name, freq=("daily",), tier="must", polarity="build", group=None, archived=False, marks=()):
    return {"name": name, "freq": freq, "tier": tier, "polarity": polarity, "group": group,
            "archived": archived, "marks": list(marks)}


WEEK_MARKS_REV = [(FRI, "done"), (MON, "done"), (YESTERDAY, "done")]
WEEK_MARKS_FC = [(MON, "done"), (YESTERDAY, "skipped")]

CASES = [
    # ---------------------------------------------------------------- single-message requests
    # src: https://studyly.io/t/anki-daily-reps-habit-consistency
    dict(id="EX01", cat="add",
         setup=[],
         turns=["add flashcards pls, 50 a day"],
         expect={"count": 1, "habits": [{"name": "~flashcard", "freq": ("daily",), "polarity": "build",
                                         "target": {"amount": 50}}]}),

    # src: https://exampass.ai/resources/burnout-from-overstudying
    dict(id="EX02", cat="avoid",
         setup=[],
         turns=["i want to stop pulling all nighters"],
         expect={"count": 1, "habits": [{"name": "~nighter", "polarity": "avoid", "freq": ("daily",)}]}),

    dict(id="EX03", cat="dates",
         setup=[H("Flashcards"), H("Gym", ("weekly", 3))],
         turns=["did my flashcrads yday and this morning"],
         expect={"count": 2,
                 "habits": [{"name": "Flashcards", "freq": ("daily",)}],
                 "marks": [("Flashcards", YESTERDAY, "done"), ("Flashcards", TODAY, "done")],
                 "nomarks": [("Gym", YESTERDAY), ("Gym", TODAY)]}),

    dict(id="EX04", cat="log",
         setup=[H("Gym", ("weekly", 3)), H("Revision")],
         turns=["skipping gym today, got a mock exam at 2"],
         expect={"count": 2,
                 "habits": [{"name": "Gym", "freq": ("weekly", 3)}],
                 "marks": [("Gym", TODAY, "skipped")],
                 "nomarks": [("Revision", TODAY)]}),

    # src: http://www.thecampustrainer.website/how-to-break-up-with-your-phone-while-studying.html
    dict(id="EX05", cat="avoid",
         setup=[H("Doomscrolling", polarity="avoid"), H("Revision")],
         turns=["ugh doomscrolled tiktok again last night instead of revising"],
         expect={"count": 2,
                 "marks": [("Doomscrolling", YESTERDAY, "slipped")],
                 "notdone": [("Revision", YESTERDAY), ("Revision", TODAY)]}),

    dict(id="EX06", cat="edit",
         setup=[H("Study", marks=[(MON, "done")]), H("Gym", ("weekly", 3))],
         turns=["can u rename study to deep work"],
         expect={"count": 2,
                 "habits": [{"name": "Deep work", "freq": ("daily",)}, {"name": "Gym"}],
                 "marks": [("Deep work", MON, "done")]}),

    dict(id="EX07", cat="edit",
         setup=[H("Flashcards"), H("Revision")],
         turns=["remind me to do flashcards at 8pm"],
         expect={"count": 2, "reminders": [("Flashcards", "20:00")]}),

    dict(id="EX08", cat="tier",
         setup=[H("Stretching"), H("Revision")],
         turns=["make stretching a nice-to-have instead of a must"],
         expect={"count": 2,
                 "habits": [{"name": "Stretching", "tier": "nice", "freq": ("daily",)},
                            {"name": "Revision", "tier": "must"}]}),

    dict(id="EX09", cat="multi",
         setup=[],
         turns=["add maths past papers twice a week and also 20 vocab words a day"],
         expect={"count": 2,
                 "habits": [{"name": "~past paper", "freq": ("weekly", 2)},
                            {"name": "~vocab", "freq": ("daily",), "target": {"amount": 20}}]}),

    # src: https://github.com/iSoron/uhabits/issues/325
    dict(id="EX10", cat="group",
         setup=[H("Bio flashcards"), H("Bio past papers"), H("Chem notes")],
         turns=["make a biology group with bio flashcards and bio past papers, just need 1 of the 2 each day"],
         expect={"count": 3,
                 "groups": [{"name": "Biology", "require": 1, "members": ["Bio flashcards", "Bio past papers"]}],
                 "habits": [{"name": "Chem notes", "group": None}]}),

    # src: https://github.com/xpavle00/Habo/issues/33
    dict(id="EX11", cat="group",
         setup=[H("Maths past papers", group="Maths"), H("Maths textbook", group="Maths")],
         turns=["add integration practice to my maths group, 3 times a week"],
         expect={"count": 3,
                 "habits": [{"name": "~integration", "freq": ("weekly", 3), "group": "Maths"}]}),

    dict(id="EX12", cat="group",
         setup=[H("History notes", group="History"), H("History essays", group="History"),
                H("History flashcards", group="History")],
         turns=["for history i want to get 2 of the 3 done each day"],
         expect={"count": 3,
                 "groups": [{"name": "History", "require": 2,
                             "members": ["History notes", "History essays", "History flashcards"]}]}),

    dict(id="EX13", cat="dates",
         setup=[H("Revision"), H("Gym", ("weekly", 3))],
         turns=["revised on friday and monday, not today yet tho"],
         expect={"count": 2,
                 "habits": [{"name": "Revision", "freq": ("daily",)}],
                 "marks": [("Revision", FRI, "done"), ("Revision", MON, "done")],
                 "nomarks": [("Revision", TODAY), ("Revision", NEXT_FRI), ("Gym", FRI), ("Gym", MON)]}),

    dict(id="EX14", cat="dates",
         setup=[H("Gym", ("weekly", 3)), H("Revision")],
         turns=["skip gym on friday, exam that morning"],
         expect={"count": 2,
                 "habits": [{"name": "Gym", "freq": ("weekly", 3)}],
                 "marks": [("Gym", NEXT_FRI, "skipped")],
                 "nomarks": [("Gym", FRI), ("Gym", TODAY)]}),

    dict(id="EX15", cat="multi",
         setup=[H("Revision"), H("Flashcards"), H("Gym", ("weekly", 3))],
         turns=["did revision and flashcards today, skipped gym cos of the mock"],
         expect={"count": 3,
                 "marks": [("Revision", TODAY, "done"), ("Flashcards", TODAY, "done"),
                           ("Gym", TODAY, "skipped")]}),

    # ---------------------------------------------------------------- answering the coach / multi-turn
    # src: https://www.habitflare.com/blog/habit-tracker-with-pomodoro-timer
    dict(id="EX16", cat="slots",
         setup=[],
         turns=["i wanna start doing pomodoros", "6 a day"],
         expect={"count": 1, "habits": [{"name": "~pomodoro", "freq": ("daily",), "target": {"amount": 6}}]}),

    dict(id="EX17", cat="slots",
         setup=[],
         turns=["add french speaking practice", "weekdays only"],
         expect={"count": 1, "habits": [{"name": "~french", "freq": ("days", "mon tue wed thu fri")}]}),

    dict(id="EX18", cat="slots",
         setup=[],
         turns=["add going over my lecture notes", "every other day"],
         expect={"count": 1, "habits": [{"name": "~lecture", "freq": ("interval", 2)}]}),

    dict(id="EX19", cat="slots",
         setup=[H("Flashcards")],
         turns=["can you remind me about flashcards", "9pm"],
         expect={"count": 1, "reminders": [("Flashcards", "21:00")]}),

    dict(id="EX20", cat="correct",
         setup=[],
         turns=["add revision 4 hours a day", "actually thats too much, make it 2 hours"],
         expect={"count": 1,
                 "habits": [{"name": "~revision", "freq": ("daily",), "target": {"amount": 2, "unit": "hours"}}]}),

    # src: https://github.com/xpavle00/Habo/issues/130
    dict(id="EX21", cat="log",
         setup=[],
         turns=["add textbook reading, 20 pages a day", "read 12 pages of the textbook", "8 more"],
         expect={"count": 1,
                 "habits": [{"name": "~textbook", "target": {"amount": 20, "unit": "pages"}}],
                 "marks": [("~textbook", TODAY, "done", 20)]}),

    dict(id="EX22", cat="log",
         setup=[H("Flashcards")],
         turns=["set a target of 100 cards a day for flashcards", "got through 60 so far today"],
         expect={"count": 1,
                 "habits": [{"name": "Flashcards", "freq": ("daily",), "target": {"amount": 100}}],
                 "marks": [("Flashcards", TODAY, "partial", 60)]}),

    # src: https://studyly.io/t/anki-daily-reps-habit-consistency
    dict(id="EX23", cat="edit",
         setup=[],
         turns=["add 6 pomodoros a day", "6 is way too many lol, lower it to 4"],
         expect={"count": 1, "habits": [{"name": "~pomodoro", "freq": ("daily",), "target": {"amount": 4}}]}),

    # src: https://github.com/iSoron/uhabits/issues/399
    dict(id="EX24", cat="log",
         setup=[],
         turns=["add studying 15 hours a week", "did 3 hours today"],
         expect={"count": 1,
                 "habits": [{"name": "~stud", "target": {"amount": 15, "unit": "hours"}}],
                 "marks": [("~stud", TODAY, "done", 3)]}),

    # src: https://github.com/JamesCliffordSpratt/obsidian-habits/issues/1
    dict(id="EX25", cat="avoid",
         setup=[],
         turns=["add at most 2 energy drinks a day", "had 3 energy drinks today ugh"],
         expect={"count": 1,
                 "habits": [{"name": "~energy drink", "polarity": "avoid", "target": {"amount": 2}}],
                 "marks": [("~energy drink", TODAY, "slipped", 3)]}),

    dict(id="EX26", cat="log",
         setup=[H("Maths past papers", ("weekly", 2)), H("Physics past papers", ("weekly", 2))],
         turns=["did a past paper", "maths"],
         expect={"count": 2,
                 "marks": [("Maths past papers", TODAY, "done")],
                 "nomarks": [("Physics past papers", TODAY)]}),

    dict(id="EX27", cat="edit",
         setup=[H("Guitar"), H("Revision")],
         turns=["pls delete guitar", "yep"],
         expect={"count": 1, "habits": [{"name": "Revision", "freq": ("daily",)}]}),

    dict(id="EX28", cat="correct",
         setup=[H("Revision")],
         turns=["did revision", "oops undo that"],
         expect={"count": 1, "nomarks": [("Revision", TODAY)]}),

    # ---------------------------------------------------------------- must change nothing / nothing wrong
    dict(id="EX29", cat="safety",
         setup=[H("Revision"), H("Flashcards")],
         turns=["my exams start on the 16th ugh"],
         expect={"unchanged": True}),

    # src: https://lanterna.com/blog/avoiding-revision-burnout-during-study-leave/
    dict(id="EX30", cat="safety",
         setup=[H("Revision")],
         turns=["my flatmate revises like 10 hours a day how is that even possible"],
         expect={"unchanged": True}),

    dict(id="EX31", cat="safety",
         setup=[H("Revision")],
         turns=["im gonna revise all day tomorrow, wish me luck"],
         expect={"unchanged": True}),

    # src: https://www.monkleyfurniture.co.uk/money-productivity/feeling-burned-out-study-smarter-with-these-proven-tricks-6620
    dict(id="EX32", cat="query",
         setup=[H("Revision", marks=WEEK_MARKS_REV), H("Flashcards", marks=WEEK_MARKS_FC)],
         turns=["so how did my week go"],
         expect={"unchanged": True}),

    dict(id="EX33", cat="query",
         setup=[H("Revision", marks=WEEK_MARKS_REV), H("Flashcards", marks=WEEK_MARKS_FC)],
         turns=["hows my revision going"],
         expect={"unchanged": True, "reply": r"(?i)revision"}),

    dict(id="EX34", cat="safety",
         setup=[H("Flashcards")],
         turns=["didnt touch my flashcards today tbh, too tired"],
         expect={"count": 1, "notdone": [("Flashcards", TODAY)], "nopauses": True,
                 "habits": [{"name": "Flashcards", "freq": ("daily",), "archived": False}]}),

    dict(id="EX35", cat="safety",
         setup=[H("Study session"), H("Gym", ("weekly", 3))],
         turns=["library was shut so no study session today"],
         expect={"count": 2, "notdone": [("Study session", TODAY)], "nomarks": [("Gym", TODAY)]}),

    dict(id="EX36", cat="safety",
         setup=[H("Pomodoros")],
         turns=["only managed 1 pomodoro today, kept getting distracted"],
         expect={"count": 1, "notdone": [("Pomodoros", TODAY)]}),

    dict(id="EX37", cat="safety",
         setup=[H("Revision"), H("Chem notes")],
         turns=["can you make me a revision timetable for chem", "ok thanks anyway"],
         expect={"unchanged": True}),

    # src: https://www.thestudentroom.co.uk/showthread.php?t=7490553
    dict(id="EX38", cat="safety",
         setup=[H("Revision"), H("Flashcards")],
         turns=["im so stressed, exams in 2 weeks and i havent even started"],
         expect={"unchanged": True}),

    # src: https://github.com/daya0576/beaverhabits/issues/147
    dict(id="EX39", cat="safety",
         setup=[H("Revision"), H("Gym", ("weekly", 3))],
         turns=["im ill until friday so probably wont get much done"],
         expect={"unchanged": True}),

    # src: https://github.com/goodtohear/habits/issues/49
    dict(id="EX40", cat="safety",
         setup=[H("Gym", ("weekly", 3)), H("Revision")],
         turns=["pause gym till next monday, its exam week"],
         expect={"count": 2,
                 "habits": [{"name": "Gym", "freq": ("weekly", 3), "archived": False},
                            {"name": "Revision", "freq": ("daily",), "archived": False}],
                 "notdone": [("Gym", TODAY)], "nomarks": [("Revision", TODAY)]}),
]
