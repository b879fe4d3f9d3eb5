"""Blind batch ST: students and exam season.

Study sessions, revision blocks, flashcards, lectures, sleep, phone and social-media limits,
typed fast on a phone (lowercase, abbreviations, typos). Written from ../shared/SPEC.md,
the seeds, eval/README.md and run_eval.py only.

Clock for every case: Wednesday 2026-03-04 09:00 (local = UTC).
  yesterday = Tue 03-03, "monday" (report) = 03-02, "sunday" = 03-01, "saturday" = 02-28,
  "friday" in a report = 02-27, "friday" in a plan or skip = 03-06.

Mix: 14 single-message requests (ST01-ST14), 13 exchanges of two or three turns (ST15-ST27),
13 messages that must change nothing, or where only "nothing wrong happened" is asserted
(ST28-ST40).
"""

TODAY = "2026-03-04"
YESTERDAY = "2026-03-03"
MON = "2026-03-02"
SUN = "2026-03-01"
SAT = "2026-02-28"
FRI = "2026-02-27"
THU = "2026-02-26"
WED_LAST = "2026-02-25"
NEXT_FRI = "2026-03-06"

WEEKDAYS = "mon tue wed thu fri"


def H(name, freq=("daily",), tier="must", polarity="build", group=None, archived=False, marks=()):
    """A setup habit in the compact form run_eval.setup_doc reads."""
    return {"name": name, "freq": freq, "tier": tier, "polarity": polarity,
            "group": group, "archived": archived, "marks": list(marks)}


CASES = [
    # ------------------------------------------------------------------ single-message requests
    # src: https://github.com/InlitX/streak/issues/112  (a habit that only counts on weekdays)
    {"id": "ST01", "cat": "add", "setup": [],
     "turns": ["can u add revision every weekday pls"],
     "expect": {"count": 1,
                "habits": [{"name": ["Revision", "Revise"], "freq": ("days", WEEKDAYS),
                            "polarity": "build"}]}},

    # src: https://jhunewsletter.com/article/2023/04/shut-off-your-phone-and-get-some-shut-eye
    {"id": "ST02", "cat": "avoid", "setup": [],
     "turns": ["need to stop scrolling tiktok in bed fr"],
     "expect": {"count": 1,
                "habits": [{"name": "~tiktok", "polarity": "avoid", "freq": ("daily",)}]}},

    # src: https://github.com/InlitX/streak/issues/79  (logging study done earlier, after the fact)
    {"id": "ST03", "cat": "dates",
     "setup": [H("Revision", ("days", WEEKDAYS)), H("Anki")],
     "turns": ["forgot to log but i did revision yesterday and on monday"],
     "expect": {"count": 2,
                "habits": [{"name": "Revision", "freq": ("days", WEEKDAYS)},
                           {"name": "Anki", "freq": ("daily",)}],
                "marks": [("Revision", YESTERDAY, "done"), ("Revision", MON, "done")],
                "nomarks": [("Revision", TODAY), ("Anki", YESTERDAY), ("Anki", MON)]}},

    # src: https://github.com/iSoron/uhabits/issues/88  (skipping because the place is closed)
    {"id": "ST04", "cat": "dates",
     "setup": [H("Go to lectures", ("days", WEEKDAYS)), H("Anki")],
     "turns": ["skip lectures on fri theres a strike so uni's shut"],
     "expect": {"count": 2,
                "habits": [{"name": "Go to lectures", "freq": ("days", WEEKDAYS)}],
                "marks": [("Go to lectures", NEXT_FRI, "skipped")],
                "nomarks": [("Go to lectures", TODAY), ("Go to lectures", FRI), ("Anki", NEXT_FRI)]}},

    # src: https://github.com/BaraniVA/Habitheat/issues/45  (skip with a reason such as being ill)
    {"id": "ST05", "cat": "log",
     "setup": [H("Revision", ("days", WEEKDAYS)), H("Gym", ("weekly", 3))],
     "turns": ["skipped revision yesterday bc of a migraine"],
     "expect": {"count": 2,
                "marks": [("Revision", YESTERDAY, "skipped")],
                "nomarks": [("Revision", TODAY), ("Gym", YESTERDAY)]}},

    # src: https://www.hercampus.com/school/smu/i-think-im-addicted-my-phone/
    {"id": "ST06", "cat": "avoid",
     "setup": [H("Instagram", polarity="avoid"), H("Revision", ("days", WEEKDAYS))],
     "turns": ["ugh caved n spent hours on insta yesterday instead of revising"],
     "expect": {"count": 2,
                "marks": [("Instagram", YESTERDAY, "slipped")],
                "notdone": [("Revision", YESTERDAY), ("Revision", TODAY)],
                "nomarks": [("Instagram", TODAY)]}},

    {"id": "ST07", "cat": "multi", "setup": [],
     "turns": ["add anki every day and gym 3x a week"],
     "expect": {"count": 2,
                "habits": [{"name": "Anki", "freq": ("daily",)},
                           {"name": "Gym", "freq": ("weekly", 3)}]}},

    {"id": "ST08", "cat": "multi",
     "setup": [H("Anki"), H("Gym", ("weekly", 3)), H("Revision", ("days", WEEKDAYS))],
     "turns": ["did anki, skipping gym today tho my knee is killing me"],
     "expect": {"count": 3,
                "marks": [("Anki", TODAY, "done"), ("Gym", TODAY, "skipped")],
                "nomarks": [("Revision", TODAY)]}},

    {"id": "ST09", "cat": "dates",
     "setup": [H("Library", ("weekly", 3)), H("Anki")],
     "turns": ["went to the library fri and sat, forgot to log it"],
     "expect": {"count": 2,
                "habits": [{"name": "Library", "freq": ("weekly", 3)}],
                "marks": [("Library", FRI, "done"), ("Library", SAT, "done")],
                "nomarks": [("Library", TODAY), ("Anki", FRI), ("Anki", SAT)]}},

    {"id": "ST10", "cat": "avoid", "setup": [],
     "turns": ["at most 2 coffees a day from now on pls"],
     "expect": {"count": 1,
                "habits": [{"name": "~coffee", "polarity": "avoid", "freq": ("daily",),
                            "target": {"amount": 2}}]}},

    {"id": "ST11", "cat": "group",
     "setup": [H("Anki"), H("Past papers"), H("Review notes")],
     "turns": ["make a group called study with anki, past papers and review notes, i need to do 2 of them each day"],
     "expect": {"count": 3,
                "groups": [{"name": "Study", "require": 2,
                            "members": ["Anki", "Past papers", "Review notes"]}]}},

    # src: https://studyly.io/t/anki-daily-reps-habit-consistency  (a fixed daily time for reps)
    {"id": "ST12", "cat": "edit",
     "setup": [H("Anki"), H("Gym", ("weekly", 3))],
     "turns": ["remind me to do anki at 8am on weekdays"],
     "expect": {"count": 2,
                "habits": [{"name": "Anki", "freq": ("daily",)}],
                "reminders": [("Anki", "08:00", WEEKDAYS)],
                "nomarks": [("Anki", TODAY)]}},

    {"id": "ST13", "cat": "tier",
     "setup": [H("Anki"), H("Meditation")],
     "turns": ["can u make meditation optional for now"],
     "expect": {"count": 2,
                "habits": [{"name": "Meditation", "tier": "nice", "freq": ("daily",)},
                           {"name": "Anki", "tier": "must"}],
                "nomarks": [("Meditation", TODAY)]}},

    {"id": "ST14", "cat": "edit",
     "setup": [H("Study", marks=[(MON, "done"), (YESTERDAY, "done")]), H("Gym", ("weekly", 3))],
     "turns": ["rename study to revision"],
     "expect": {"count": 2,
                "habits": [{"name": "Revision", "freq": ("daily",)},
                           {"name": "Gym", "freq": ("weekly", 3)}],
                "marks": [("Revision", MON, "done"), ("Revision", YESTERDAY, "done")],
                "nomarks": [("Revision", TODAY)]}},

    # ------------------------------------------------------------------ exchanges (answers to the coach)
    # src: https://inspir.uk/blog/habit-tracker-students-study-routines  (daily flashcard review)
    {"id": "ST15", "cat": "slots", "setup": [],
     "turns": ["add flashcards", "everyday"],
     "expect": {"count": 1,
                "habits": [{"name": "~flashcard", "freq": ("daily",), "polarity": "build"}]}},

    {"id": "ST16", "cat": "slots", "setup": [],
     "turns": ["i wanna start studying at the library more", "like 4 times a week"],
     "expect": {"count": 1,
                "habits": [{"name": "~library", "freq": ("weekly", 4)}],
                "nomarks": [("~library", TODAY)]}},

    # src: https://kabitapp.com/blog/habit-tracker-for-students  (reviewing notes after class)
    {"id": "ST17", "cat": "slots", "setup": [],
     "turns": ["add review lecture notes", "mon, tues and thurs"],
     "expect": {"count": 1,
                "habits": [{"name": "~lecture notes", "freq": ("days", "mon tue thu")}],
                "nomarks": [("~lecture notes", TODAY)]}},

    {"id": "ST18", "cat": "slots", "setup": [],
     "turns": ["hey", "i keep putting off my dissertation tbh", "weekdays"],
     "expect": {"count": 1,
                "habits": [{"name": "~dissertation", "freq": ("days", WEEKDAYS),
                            "polarity": "build"}]}},

    {"id": "ST19", "cat": "correct", "setup": [],
     "turns": ["add gym 4 times a week", "actually make it 3x"],
     "expect": {"count": 1,
                "habits": [{"name": "Gym", "freq": ("weekly", 3)}],
                "maxweekly": 3}},

    {"id": "ST20", "cat": "correct", "setup": [],
     "turns": ["add study sesh every day", "call it deep work instead"],
     "expect": {"count": 1,
                "habits": [{"name": "Deep work", "freq": ("daily",)}]}},

    # src: https://inspir.uk/blog/habit-tracker-students-study-routines  (20 textbook pages a day)
    {"id": "ST21", "cat": "slots", "setup": [],
     "turns": ["i wanna read 20 pages of my textbook every day", "read 12 pages today"],
     "expect": {"count": 1,
                "habits": [{"name": "~read", "freq": ("daily",),
                            "target": {"amount": 20, "unit": "page"}}],
                "marks": [("~read", TODAY, "partial", 12)]}},

    # src: https://github.com/zidoro/pomatez/issues/176 and https://github.com/adrcotfas/goodtime/issues/335
    {"id": "ST22", "cat": "slots", "setup": [],
     "turns": ["add pomodoros, 6 a day", "did 4 so far", "2 more"],
     "expect": {"count": 1,
                "habits": [{"name": "~pomodoro", "freq": ("daily",), "target": {"amount": 6}}],
                "marks": [("~pomodoro", TODAY, "done", 6)]}},

    {"id": "ST23", "cat": "slots", "setup": [],
     "turns": ["add stretching every morning", "set a reminder for it at 7:15"],
     "expect": {"count": 1,
                "habits": [{"name": "~stretch", "freq": ("daily",)}],
                "reminders": [("~stretch", "07:15")],
                "nomarks": [("~stretch", TODAY)]}},

    {"id": "ST24", "cat": "edit",
     "setup": [H("Duolingo", marks=[(MON, "done")]), H("Anki", marks=[(MON, "done")])],
     "turns": ["delete duolingo, i never do it anyway", "yes"],
     "expect": {"count": 1,
                "habits": [{"name": "Anki", "freq": ("daily",)}],
                "marks": [("Anki", MON, "done")]}},

    {"id": "ST25", "cat": "edit",
     "setup": [H("Revision", ("days", WEEKDAYS), marks=[(MON, "done"), (YESTERDAY, "done")]),
               H("Gym", ("weekly", 3))],
     "turns": ["change revision to every day, exams are next week", "yep"],
     "expect": {"count": 2,
                "habits": [{"name": "Revision", "freq": ("daily",)},
                           {"name": "Gym", "freq": ("weekly", 3)}],
                "marks": [("Revision", MON, "done"), ("Revision", YESTERDAY, "done")],
                "nomarks": [("Revision", TODAY)]}},

    {"id": "ST26", "cat": "correct",
     "setup": [H("Gym", ("weekly", 3)), H("Anki")],
     "turns": ["did gym", "wait no undo that"],
     "expect": {"count": 2,
                "nomarks": [("Gym", TODAY), ("Anki", TODAY)]}},

    # src: https://inspir.uk/blog/habit-tracker-students-study-routines  (practice tests each week)
    {"id": "ST27", "cat": "tier", "setup": [],
     "turns": ["add past papers", "3 times a week", "optional tbh"],
     "expect": {"count": 1,
                "habits": [{"name": "~past paper", "freq": ("weekly", 3), "tier": "nice"}]}},

    # ------------------------------------------------------------------ must change nothing
    {"id": "ST28", "cat": "query",
     "setup": [H("Revision", ("days", WEEKDAYS), marks=[(MON, "done"), (YESTERDAY, "done")]),
               H("Anki", marks=[(SUN, "done"), (MON, "done")])],
     "turns": ["hows revision going this week"],
     "expect": {"unchanged": True, "reply": r"(?i)revision"}},

    {"id": "ST29", "cat": "query",
     "setup": [H("Anki", marks=[(TODAY, "done")]), H("Revision", ("days", WEEKDAYS)),
               H("Gym", ("weekly", 3))],
     "turns": ["what have i got left today"],
     "expect": {"unchanged": True, "reply": r"(?i)revision"}},

    {"id": "ST30", "cat": "query",
     "setup": [H("Anki", marks=[(WED_LAST, "done"), (THU, "done"), (FRI, "done"), (SAT, "done"),
                                (SUN, "done"), (MON, "done"), (YESTERDAY, "done")])],
     "turns": ["whats my anki streak rn"],
     "expect": {"unchanged": True, "reply": r"(?i)\b7\b|\ba week\b|\bone week\b"}},

    {"id": "ST31", "cat": "safety",
     "setup": [H("Revision", ("days", WEEKDAYS))],
     "turns": ["my flatmate revised for like 10 hrs yesterday and im just sat here lol"],
     "expect": {"unchanged": True}},

    {"id": "ST32", "cat": "safety",
     "setup": [H("Revision", ("days", WEEKDAYS)), H("Gym", ("weekly", 3))],
     "turns": ["gonna do a massive revision session tmrw"],
     "expect": {"unchanged": True}},

    {"id": "ST33", "cat": "safety",
     "setup": [H("Anki"), H("Gym", ("weekly", 3))],
     "turns": ["didnt do anki today, too tired"],
     "expect": {"count": 2, "notdone": [("Anki", TODAY)], "nomarks": [("Gym", TODAY)],
                "habits": [{"name": "Anki", "freq": ("daily",), "polarity": "build"}]}},

    {"id": "ST34", "cat": "safety",
     "setup": [H("Revision", ("days", WEEKDAYS))],
     "turns": ["doomscrolled instead of revising last night \U0001F643"],
     "expect": {"count": 1, "notdone": [("Revision", YESTERDAY), ("Revision", TODAY)],
                "habits": [{"name": "Revision", "polarity": "build", "freq": ("days", WEEKDAYS)}]}},

    {"id": "ST35", "cat": "safety",
     "setup": [H("Revision", ("days", WEEKDAYS)), H("Anki")],
     "turns": ["exams start next week and im lowkey panicking"],
     "expect": {"unchanged": True, "nopauses": True}},

    # src: https://kealakai.byuh.edu/five-ways-students-say-they-avoid-internet-addiction
    {"id": "ST36", "cat": "safety",
     "setup": [H("Instagram", polarity="avoid")],
     "turns": ["can u block instagram on my phone during study hours"],
     "expect": {"unchanged": True}},

    {"id": "ST37", "cat": "safety", "setup": [],
     "turns": ["can u explain the krebs cycle, bio exam on friday"],
     "expect": {"count": 0}},

    {"id": "ST38", "cat": "safety",
     "setup": [H("Revision", ("days", WEEKDAYS)), H("Anki")],
     "turns": ["every day"],
     "expect": {"unchanged": True}},

    {"id": "ST39", "cat": "safety",
     "setup": [H("Gym", ("weekly", 3))],
     "turns": ["i think i went to the gym sometime last week? cant remember which day"],
     "expect": {"unchanged": True}},

    {"id": "ST40", "cat": "correct", "setup": [],
     "turns": ["add duolingo", "nvm"],
     "expect": {"count": 0}},
]
