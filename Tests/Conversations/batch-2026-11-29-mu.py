"""Fresh blind batch "mu": musicians, artists and writers.

Practice minutes, word counts, pages sketched, amounts and targets, creative blocks,
renames and retuning, progress questions. Written from SPEC.md, the seeds, eval/README.md and
run_eval.py only.

Clock: Wednesday 2026-03-04 09:00 (UTC).
  yesterday / "last night" = Tue 03-03, "on monday" = 03-02, weekend = 02-28 + 03-01,
  "friday" in a report = 02-27, "friday" in a plan or skip = 03-06.
"""

TODAY = "2026-03-04"
YESTERDAY = "2026-03-03"
MON = "2026-03-02"
SUN = "2026-03-01"
SAT = "2026-02-28"
FRI = "2026-02-27"
NEXT_FRI = "2026-03-06"


def H(name, freq=("daily",), tier="must", polarity="build", group=None, archived=False, marks=()):
    """A setup habit in the form run_eval.setup_doc expects."""
    return {"name": name, "freq": freq, "tier": tier, "polarity": polarity,
            "group": group, "archived": archived, "marks": [tuple(m) for m in marks]}


CASES = [
    # ---------------------------------------------------------------- single-message requests
    {"id": "mu01", "cat": "add", "setup": [],
     "turns": ["add piano practice, 30 mins every day"],
     "expect": {"count": 1,
                "habits": [{"name": "~piano", "freq": ("daily",), "polarity": "build",
                            "target": {"amount": 30}}]}},

    # src: https://www.stephaniealice.co.uk/on-habits-routines-part-2/
    {"id": "mu02", "cat": "multi", "setup": [],
     "turns": ["can you set up violin every day for at least 15 minutes and piano three times a week"],
     "expect": {"count": 2,
                "habits": [{"name": "~violin", "freq": ("daily",), "target": {"amount": 15, "unit": "minute"}},
                           {"name": "~piano", "freq": ("weekly", 3)}]}},

    # src: https://www.mackenziejervis.com/nanowrimo-2021-day-13/
    {"id": "mu03", "cat": "dates", "setup": [H("Writing")],
     "turns": ["wrote on monday and yesterday, nothing at the weekend tho bc we were away"],
     "expect": {"count": 1,
                "habits": [{"name": "Writing", "freq": ("daily",)}],
                "marks": [("Writing", MON, "done"), ("Writing", YESTERDAY, "done")],
                "notdone": [("Writing", SAT), ("Writing", SUN)],
                "nomarks": [("Writing", TODAY)]}},

    # src: https://mjwarnock.blogspot.com/2009/11/nanowrimo-word-count.html
    {"id": "mu04", "cat": "log", "setup": [H("Novel")],
     "turns": ["didnt touch the novel on friday, was at a wedding all day so count it as a skip"],
     "expect": {"count": 1,
                "habits": [{"name": "Novel", "freq": ("daily",)}],
                "marks": [("Novel", FRI, "skipped")],
                "nomarks": [("Novel", TODAY)]}},

    # src: https://frozen-octopus.com/news/2025/08/01/daily-habit-practice-little-room-rest
    {"id": "mu05", "cat": "dates", "setup": [H("Drums")],
     "turns": ["skip drums friday, im travelling for a gig"],
     "expect": {"count": 1,
                "habits": [{"name": "Drums", "freq": ("daily",)}],
                "marks": [("Drums", NEXT_FRI, "skipped")],
                "nomarks": [("Drums", TODAY), ("Drums", FRI)]}},

    # src: https://splittingtens.com/moments-of-distraction
    {"id": "mu06", "cat": "avoid",
     "setup": [H("Doomscrolling", polarity="avoid"), H("Cello")],
     "turns": ["ugh doomscrolled in bed last night instead of practising cello"],
     "expect": {"count": 2,
                "marks": [("Doomscrolling", YESTERDAY, "slipped")],
                "notdone": [("Cello", YESTERDAY), ("Cello", TODAY)],
                "nomarks": [("Doomscrolling", TODAY)]}},

    {"id": "mu07", "cat": "edit", "setup": [H("Guitar")],
     "turns": ["rename guitar to classical guitar"],
     "expect": {"count": 1,
                "habits": [{"name": "Classical guitar", "freq": ("daily",)}]}},

    # src: https://whattodrawtoday.com/guides/daily-sketch-habit-guide
    {"id": "mu08", "cat": "edit", "setup": [H("Sketching")],
     "turns": ["change sketching to 5 days a week, every single day was burning me out"],
     "expect": {"count": 1,
                "habits": [{"name": "Sketching", "freq": ("weekly", 5)}]}},

    {"id": "mu09", "cat": "group",
     "setup": [H("Guitar"), H("Drawing"), H("Painting")],
     "turns": ["put guitar, drawing and painting in a group called Creative, i only need to do one of them a day"],
     "expect": {"count": 3,
                "groups": [{"name": "Creative", "require": 1,
                            "members": ["Guitar", "Drawing", "Painting"]}]}},

    {"id": "mu10", "cat": "edit", "setup": [H("Writing")],
     "turns": ["remind me to write at 6:30am on weekdays"],
     "expect": {"count": 1,
                "habits": [{"name": "Writing", "freq": ("daily",)}],
                "reminders": [("Writing", "06:30", "mon tue wed thu fri")]}},

    {"id": "mu11", "cat": "robust",
     "setup": [H("Piano"), H("Sketching"), H("Theory")],
     "turns": ["did paino and sketched today. skipping theory tho, my teacher is off sick"],
     "expect": {"count": 3,
                "marks": [("Piano", TODAY, "done"), ("Sketching", TODAY, "done"),
                          ("Theory", TODAY, "skipped")]}},

    {"id": "mu12", "cat": "multi",
     "setup": [H("Piano"), H("Sketching"), H("Doomscrolling", polarity="avoid")],
     "turns": ["yesterday i practised piano and did some sketching but also doomscrolled before bed"],
     "expect": {"count": 3,
                "marks": [("Piano", YESTERDAY, "done"), ("Sketching", YESTERDAY, "done"),
                          ("Doomscrolling", YESTERDAY, "slipped")],
                "nomarks": [("Piano", TODAY), ("Sketching", TODAY), ("Doomscrolling", TODAY)]}},

    {"id": "mu13", "cat": "edit", "setup": [H("Ukulele"), H("Guitar")],
     "turns": ["archive ukulele, im focusing on guitar now"],
     "expect": {"count": 2,
                "habits": [{"name": "Ukulele", "archived": True},
                           {"name": "Guitar", "archived": False, "freq": ("daily",)}]}},

    {"id": "mu14", "cat": "multi", "setup": [],
     "turns": ["add sight reading every day and music theory twice a week"],
     "expect": {"count": 2,
                "habits": [{"name": "~sight reading", "freq": ("daily",)},
                           {"name": "~theory", "freq": ("weekly", 2)}]}},

    # ---------------------------------------------------------------- answers to the coach's questions
    # src: https://marwaelnaggar.wordpress.com/tag/writers-block/
    {"id": "mu15", "cat": "slots", "setup": [],
     "turns": ["i want to get back into doing morning pages", "every day ideally"],
     "expect": {"count": 1,
                "habits": [{"name": "~morning pages", "freq": ("daily",), "polarity": "build"}]}},

    {"id": "mu16", "cat": "slots", "setup": [],
     "turns": ["add sketching", "weekdays"],
     "expect": {"count": 1,
                "habits": [{"name": "~sketch", "freq": ("days", "mon tue wed thu fri")}]}},

    {"id": "mu17", "cat": "tier", "setup": [],
     "turns": ["i should really be doing ear training", "4x a week, but its a nice to have not a must"],
     "expect": {"count": 1,
                "habits": [{"name": "~ear training", "freq": ("weekly", 4), "tier": "nice"}]}},

    # src: https://www.musicconnection.com/tip-jar-guitar-procrastination/
    {"id": "mu18", "cat": "slots", "setup": [],
     "turns": ["add trumpet practice and remind me at 8pm", "daily"],
     "expect": {"count": 1,
                "habits": [{"name": "~trumpet", "freq": ("daily",)}],
                "reminders": [("~trumpet", "20:00")]}},

    {"id": "mu19", "cat": "slots", "setup": [],
     "turns": ["add calligraphy practice", "every other day"],
     "expect": {"count": 1,
                "habits": [{"name": "~calligraphy", "freq": ("interval", 2)}]}},

    {"id": "mu20", "cat": "slots", "setup": [],
     "turns": ["i want to actually finish a painting for once", "twice a month"],
     "expect": {"count": 1,
                "habits": [{"name": "~paint", "freq": ("monthly", 2), "polarity": "build"}]}},

    {"id": "mu21", "cat": "slots", "setup": [],
     "turns": ["add poetry writing because it helps me process stuff", "twice a week"],
     "expect": {"count": 1,
                "habits": [{"name": "~poe", "freq": ("weekly", 2), "description": "process"}]}},

    # src: https://github.com/PhiTux/DailyTxT/issues/92
    {"id": "mu22", "cat": "slots", "setup": [],
     "turns": ["new habit: write 1000 words a day", "wrote 600 words so far", "another 400 just now"],
     "expect": {"count": 1,
                "habits": [{"name": "~writ", "freq": ("daily",), "target": {"amount": 1000, "unit": "word"}}],
                "marks": [("~writ", TODAY, "done", 1000)]}},

    # src: https://github.com/iSoron/uhabits/issues/121
    {"id": "mu23", "cat": "slots", "setup": [],
     "turns": ["add piano 30 minutes a day", "ugh only got 20 minutes in today"],
     "expect": {"count": 1,
                "habits": [{"name": "~piano", "freq": ("daily",), "target": {"amount": 30, "unit": "minute"}}],
                "marks": [("~piano", TODAY, "partial", 20)]}},

    {"id": "mu24", "cat": "avoid", "setup": [],
     "turns": ["cut back to max 2 coffees a day", "had 3 coffees already today lol"],
     "expect": {"count": 1,
                "habits": [{"name": "~coffee", "polarity": "avoid", "freq": ("daily",),
                            "target": {"amount": 2}}],
                "marks": [("~coffee", TODAY, "slipped", 3)]}},

    {"id": "mu25", "cat": "correct", "setup": [],
     "turns": ["add drawing 3 times a week", "actually make it 4"],
     "expect": {"count": 1,
                "habits": [{"name": "~draw", "freq": ("weekly", 4)}],
                "maxweekly": 4}},

    {"id": "mu26", "cat": "correct", "setup": [],
     "turns": ["add clarinet practice", "nah never mind, forget it"],
     "expect": {"count": 0}},

    {"id": "mu27", "cat": "edit", "setup": [H("Journal")],
     "turns": ["i want to rename my journal habit", "morning pages"],
     "expect": {"count": 1,
                "habits": [{"name": "Morning pages", "freq": ("daily",)}]}},

    {"id": "mu28", "cat": "correct", "setup": [H("Oboe"), H("Piano")],
     "turns": ["delete oboe, i sold it", "yes"],
     "expect": {"count": 1,
                "habits": [{"name": "Piano", "freq": ("daily",)}]}},

    # ---------------------------------------------------------------- nothing (wrong) may change
    {"id": "mu29", "cat": "query",
     "setup": [H("Piano", marks=[(MON, "done"), (YESTERDAY, "done")])],
     "turns": ["hows piano going this week"],
     "expect": {"unchanged": True, "reply": r"(?i)piano"}},

    # src: https://www.mjpguitartuition.co.uk/free-guitar-lessons/practice-calendar
    {"id": "mu30", "cat": "query",
     "setup": [H("Guitar", marks=[(SAT, "done"), (SUN, "done"), (MON, "done"), (YESTERDAY, "done")])],
     "turns": ["whats my guitar streak at rn"],
     "expect": {"unchanged": True, "reply": r"\b4\b"}},

    {"id": "mu31", "cat": "query",
     "setup": [H("Piano", marks=[(TODAY, "done")]), H("Sketching"), H("Writing")],
     "turns": ["whats left for today?"],
     "expect": {"unchanged": True, "reply": r"(?i)sketch"}},

    {"id": "mu32", "cat": "safety", "setup": [H("Guitar")],
     "turns": ["my bandmate practises like 3 hours a day, how does he even do that lol"],
     "expect": {"unchanged": True}},

    # src: https://missybriggs.substack.com/p/how-i-accidentally-became-someone
    {"id": "mu33", "cat": "safety", "setup": [H("Sketching")],
     "turns": ["gonna do my sketch with my coffee later"],
     "expect": {"unchanged": True}},

    # src: https://donmassenzio.wordpress.com/2017/12/04/how-morning-pages-are-helping-me-survive-writers-block-mondayblogs-writers/
    {"id": "mu34", "cat": "safety", "setup": [H("Writing")],
     "turns": ["didnt write a single word yesterday, just stared at a blank screen. total block"],
     "expect": {"count": 1, "habits": [{"name": "Writing", "freq": ("daily",)}],
                "notdone": [("Writing", YESTERDAY), ("Writing", TODAY)]}},

    # src: https://www.majesticsock.com/post/how-i-finally-built-a-consistent-drawing-habit
    {"id": "mu35", "cat": "safety", "setup": [H("Drawing")],
     "turns": ["honestly i feel like a fraud, everything i draw lately looks bad"],
     "expect": {"unchanged": True}},

    {"id": "mu36", "cat": "safety", "setup": [H("Guitar")],
     "turns": ["can u recommend a good metronome app"],
     "expect": {"unchanged": True}},

    # src: https://www.guitaranswerguy.com/guitar-practice-procrastination-and-drudgery/
    {"id": "mu37", "cat": "safety", "setup": [H("Guitar")],
     "turns": ["picked up my guitar for like 2 mins then ended up on reddit for an hour"],
     "expect": {"count": 1, "habits": [{"name": "Guitar", "freq": ("daily",)}],
                "notdone": [("Guitar", TODAY)]}},

    {"id": "mu38", "cat": "safety", "setup": [H("Choir", freq=("days", "wed"))],
     "turns": ["choir got cancelled tonight"],
     "expect": {"count": 1, "habits": [{"name": "Choir", "freq": ("days", "wed")}],
                "notdone": [("Choir", TODAY)]}},

    {"id": "mu39", "cat": "query", "setup": [H("Violin", marks=[(MON, "done")])],
     "turns": ["did i practise violin yesterday?"],
     "expect": {"unchanged": True}},

    {"id": "mu40", "cat": "safety", "setup": [H("Songwriting"), H("Piano")],
     "turns": ["write me a chord progression in d minor", "i used to play sax in high school too"],
     "expect": {"unchanged": True}},
]
