"""Blind batch HB (2026-12-05): hobbies and learning.

Instruments (scales, pieces, minutes), language apps and flashcards, sketching, novel writing
(words a day), reading (pages, chapters), chess puzzles, knitting, coding side projects.
Written without reading the coach's code, intents, tests, transcripts or earlier batches.

Clock for every case: Wednesday 2026-03-04 09:00 (local = UTC).
  today = Wed 03-04, yesterday = Tue 03-03, "monday" (report) = 03-02, "sunday" = 03-01,
  "saturday" (report) = 02-28, "friday" (report) = 02-27, "friday" (plan/skip) = 03-06.

Format as in dev_cases.py: id, cat, setup (habits imported first), turns, expect.
A `# src:` comment names the public text a case's wording is paraphrased from.
"""

TODAY = "2026-03-04"
YESTERDAY = "2026-03-03"
MON = "2026-03-02"
SUN = "2026-03-01"
SAT = "2026-02-28"
FRI = "2026-02-27"
NEXT_FRI = "2026-03-06"


def H(name, freq=("daily",), tier="must", polarity="build", group=None, archived=False, marks=()):
    """One habit to import before the conversation (compact form read by run_eval.setup_doc)."""
    return {"name": name, "freq": freq, "tier": tier, "polarity": polarity, "group": group,
            "archived": archived, "marks": list(marks)}


WEEKDAYS = "mon tue wed thu fri"

CASES = [
    # ------------------------------------------------------------------ single-message requests
    {"id": "HB01", "cat": "add", "setup": [],
     "turns": ["can u add piano scales, 15 minutes every day"],
     "expect": {"count": 1, "habits": [
         {"name": ["piano scales", "practice piano scales", "practise piano scales", "scales"],
          "freq": ("daily",), "polarity": "build", "target": {"amount": 15, "unit": "minute"}}]}},

    # src: https://riseofthepolyglot.wordpress.com/2015/09/17/100-days-of-duolingo-how-i-finally-managed-to-achieve-that-elusive-100-day-streak/
    {"id": "HB02", "cat": "add", "setup": [],
     "turns": ["add duolingo every morning pls, i keep losing my streak and the owl is judging me"],
     "expect": {"count": 1, "maxlen": 25, "habits": [
         {"name": ["duolingo", "do duolingo"], "freq": ("daily",), "polarity": "build"}]}},

    # src: https://www.stanjfran.com/granular-guitar-habits-chapters-5-8
    {"id": "HB03", "cat": "log",
     "setup": [H("Guitar", marks=[(YESTERDAY, "done")])],
     "turns": ["got my guitar practice in this morning before work, just strummed through some chords nothing fancy"],
     "expect": {"count": 1, "habits": [{"name": "Guitar", "freq": ("daily",)}],
                "marks": [("Guitar", TODAY, "done"), ("Guitar", YESTERDAY, "done")]}},

    # src: https://studyly.io/t/anki-daily-reps-habit-consistency
    {"id": "HB04", "cat": "dates",
     "setup": [H("Anki"), H("Duolingo")],
     "turns": ["did my anki reviews yesterday and on monday, just forgot to tick them off"],
     "expect": {"count": 2, "habits": [{"name": "Anki", "freq": ("daily",)}],
                "marks": [("Anki", YESTERDAY, "done"), ("Anki", MON, "done")],
                "nomarks": [("Anki", TODAY), ("Duolingo", YESTERDAY), ("Duolingo", MON)]}},

    {"id": "HB05", "cat": "multi",
     "setup": [H("Piano"), H("Sketchbook"), H("Spanish")],
     "turns": ["piano and sketchbook done for today! spanish later probably"],
     "expect": {"count": 3,
                "marks": [("Piano", TODAY, "done"), ("Sketchbook", TODAY, "done")],
                "nomarks": [("Spanish", TODAY)]}},

    {"id": "HB06", "cat": "log",
     "setup": [H("Violin")],
     "turns": ["skip violin today, my lesson got cancelled and my fingertips are raw anyway"],
     "expect": {"count": 1, "marks": [("Violin", TODAY, "skipped")]}},

    {"id": "HB07", "cat": "dates",
     "setup": [H("Knitting")],
     "turns": ["skip knitting on friday, we're driving up to my in-laws for the weekend"],
     "expect": {"count": 1, "habits": [{"name": "Knitting", "freq": ("daily",)}],
                "marks": [("Knitting", NEXT_FRI, "skipped")],
                "nomarks": [("Knitting", FRI), ("Knitting", TODAY)]}},

    {"id": "HB08", "cat": "avoid",
     "setup": [H("Doomscrolling", polarity="avoid"), H("Reading")],
     "turns": ["ugh doomscrolled for like an hour last night instead of reading"],
     "expect": {"count": 2,
                "marks": [("Doomscrolling", YESTERDAY, "slipped")],
                "notdone": [("Reading", YESTERDAY), ("Reading", TODAY)]}},

    # src: https://614knitstudio.com/lets-form-a-good-habit/
    {"id": "HB09", "cat": "avoid", "setup": [],
     "turns": ["i want to quit buying yarn, my stash has basically taken over the spare room lol"],
     "expect": {"count": 1, "maxlen": 25, "habits": [
         {"name": "~yarn", "polarity": "avoid", "freq": ("daily",)}]}},

    {"id": "HB10", "cat": "tier",
     "setup": [H("Drawing", tier="must", marks=[(MON, "done")])],
     "turns": ["make drawing optional, its meant to be fun not homework"],
     "expect": {"count": 1, "habits": [{"name": "Drawing", "tier": "nice", "freq": ("daily",)}],
                "marks": [("Drawing", MON, "done")]}},

    {"id": "HB11", "cat": "group",
     "setup": [H("Guitar"), H("Sketchbook"), H("Knitting")],
     "turns": ["group guitar, sketchbook and knitting togther as creative, doing any one of them counts for the day"],
     "expect": {"count": 3,
                "groups": [{"name": "Creative", "require": 1,
                            "members": ["guitar", "sketchbook", "knitting"]}],
                "habits": [{"name": "Guitar", "group": "Creative"},
                           {"name": "Sketchbook", "group": "Creative"},
                           {"name": "Knitting", "group": "Creative"}]}},

    # src: https://outpostchess.com/blog-inner/daily-chess-habit
    {"id": "HB12", "cat": "robust",
     "setup": [H("Chess puzzles")],
     "turns": ["remind me to do chess puzzles at 7:30am on weekdays, thats when im on the train"],
     "expect": {"count": 1, "habits": [{"name": "Chess puzzles", "freq": ("daily",)}],
                "reminders": [("Chess puzzles", "07:30", WEEKDAYS)]}},

    # src: https://github.com/foobnix/LibreraReader/issues/643
    {"id": "HB13", "cat": "multi", "setup": [],
     "turns": ["add reading 20 pages a day and guitar 4 times a week"],
     "expect": {"count": 2, "habits": [
         {"name": ["reading", "read"], "freq": ("daily",), "target": {"amount": 20, "unit": "page"}},
         {"name": ["guitar", "play guitar", "guitar practice", "practice guitar", "practise guitar"],
          "freq": ("weekly", 4)}]}},

    {"id": "HB14", "cat": "edit",
     "setup": [H("Novel", marks=[(MON, "done"), (YESTERDAY, "done")])],
     "turns": ["rename novel to morning pages, i shelved the book and just freewrite now"],
     "expect": {"count": 1, "habits": [{"name": "Morning pages", "freq": ("daily",)}],
                "marks": [("Morning pages", MON, "done"), ("Morning pages", YESTERDAY, "done")]}},

    {"id": "HB15", "cat": "dates",
     "setup": [H("Violin")],
     "turns": ["practised violin on the 1st and 2nd of march, forgot to log it"],
     "expect": {"count": 1, "habits": [{"name": "Violin", "freq": ("daily",)}],
                "marks": [("Violin", SUN, "done"), ("Violin", MON, "done")],
                "nomarks": [("Violin", TODAY)]}},

    # ------------------------------------------------------------------ multi-turn exchanges
    # src: https://www.olyaschmidt.com/sketch-a-day-challenge/
    {"id": "HB16", "cat": "slots", "setup": [],
     "turns": ["i really want to get back into sketching", "5 days a week"],
     "expect": {"count": 1, "maxlen": 25, "habits": [
         {"name": "~sketch", "freq": ("weekly", 5), "polarity": "build"}]}},

    {"id": "HB17", "cat": "slots", "setup": [],
     "turns": ["add chess puzzles", "weekdays"],
     "expect": {"count": 1, "habits": [
         {"name": ["chess puzzles", "chess puzzle", "do chess puzzles"], "freq": ("days", WEEKDAYS)}]}},

    # src: https://mornawriter.blogspot.com/2016/11/nanowrimo-progress.html?m=1
    {"id": "HB18", "cat": "slots", "setup": [],
     "turns": ["i want to start writing my novel",
               "500 words a day",
               "wrote 300 words then gave up tbh, the middle chapter is a mess"],
     "expect": {"count": 1, "maxlen": 25,
                "habits": [{"name": "~novel", "freq": ("daily",),
                            "target": {"amount": 500, "unit": "word"}}],
                "marks": [("~novel", TODAY, "partial", 300)]}},

    # src: https://github.com/franssjz/cpr-vcodex/issues/82
    {"id": "HB19", "cat": "log", "setup": [],
     "turns": ["track reading, 30 pages a day",
               "read 12 pages on the bus this morning",
               "another 20 just now over coffee"],
     "expect": {"count": 1,
                "habits": [{"name": "~read", "freq": ("daily",),
                            "target": {"amount": 30, "unit": "page"}}],
                "marks": [("~read", TODAY, "done", 32)]}},

    # src: https://krisbooks.wordpress.com/2019/04/24/knitting-update-april-24/
    {"id": "HB20", "cat": "correct", "setup": [],
     "turns": ["add knitting every other day", "actually make it 3 times a week"],
     "expect": {"count": 1, "habits": [
         {"name": ["knitting", "knit"], "freq": ("weekly", 3)}]}},

    {"id": "HB21", "cat": "correct",
     "setup": [H("Sketchbook")],
     "turns": ["did my sketchbook page", "wait no, that was yesterday. havent done todays yet"],
     "expect": {"count": 1,
                "marks": [("Sketchbook", YESTERDAY, "done")],
                "notdone": [("Sketchbook", TODAY)]}},

    {"id": "HB22", "cat": "correct",
     "setup": [H("Anki"), H("Duolingo")],
     "turns": ["did anki", "oops wrong one, undo that", "it was duolingo i did"],
     "expect": {"count": 2,
                "marks": [("Duolingo", TODAY, "done")],
                "nomarks": [("Anki", TODAY)]}},

    {"id": "HB23", "cat": "group",
     "setup": [H("Piano"), H("Guitar")],
     "turns": ["put piano and guitar in a group called music", "just one"],
     "expect": {"count": 2,
                "groups": [{"name": "Music", "require": 1, "members": ["piano", "guitar"]}],
                "habits": [{"name": "Piano", "group": "Music"}, {"name": "Guitar", "group": "Music"}]}},

    {"id": "HB24", "cat": "slots", "setup": [],
     "turns": ["add kanji practice", "every day", "nice to have, not a must. remnd me at 8pm"],
     "expect": {"count": 1,
                "habits": [{"name": "~kanji", "freq": ("daily",), "tier": "nice"}],
                "reminders": [("~kanji", "20:00")]}},

    {"id": "HB25", "cat": "edit",
     "setup": [H("Crochet", marks=[(SAT, "done")]), H("Knitting")],
     "turns": ["delete crochet, i never touch it anymore", "yes"],
     "expect": {"count": 1, "habits": [{"name": "Knitting", "freq": ("daily",)}]}},

    # src: https://clairecodes.com/blog/2016-04-10-a-101-day-github-streak
    {"id": "HB26", "cat": "edit",
     "setup": [H("Coding", marks=[(SUN, "done"), (MON, "done"), (YESTERDAY, "done")])],
     "turns": ["how's my coding streak looking", "rename it to side project"],
     "expect": {"count": 1, "habits": [{"name": "Side project", "freq": ("daily",)}],
                "marks": [("Side project", YESTERDAY, "done")]}},

    {"id": "HB27", "cat": "slots", "setup": [],
     "turns": ["hi", "i've been meaning to learn ukulele for ages", "3 times a week",
               "that's all for now thanks"],
     "expect": {"count": 1, "maxlen": 25, "habits": [
         {"name": "~ukulele", "freq": ("weekly", 3), "polarity": "build"}]}},

    {"id": "HB28", "cat": "edit",
     "setup": [H("Piano", marks=[(MON, "done")])],
     "turns": ["piano every day isn't working with my job, can we switch it to mon wed fri", "yep"],
     "expect": {"count": 1, "habits": [{"name": "Piano", "freq": ("days", "mon wed fri")}],
                "marks": [("Piano", MON, "done")]}},

    # ------------------------------------------------------------------ must change nothing
    {"id": "HB29", "cat": "query",
     "setup": [H("Piano scales", marks=[(MON, "done"), (YESTERDAY, "done")])],
     "turns": ["how am i doing with piano scales this week?"],
     "expect": {"unchanged": True}},

    {"id": "HB30", "cat": "query",
     "setup": [H("Duolingo", marks=[(YESTERDAY, "done")]), H("Sketchbook"),
               H("Novel", freq=("weekly", 3), tier="nice")],
     "turns": ["whats left for today?"],
     "expect": {"unchanged": True}},

    {"id": "HB31", "cat": "safety",
     "setup": [H("Guitar")],
     "turns": ["my daughter practised guitar for an hour today, she's getting so good!"],
     "expect": {"unchanged": True}},

    # src: https://thisiheart.com/tag/writing/
    {"id": "HB32", "cat": "safety",
     "setup": [H("Novel")],
     "turns": ["gonna try to write 1000 words tonight once the kids are asleep"],
     "expect": {"unchanged": True}},

    {"id": "HB33", "cat": "safety",
     "setup": [H("Duolingo")],
     "turns": ["didn't open duolingo at all yesterday, the owl is gonna come for me"],
     "expect": {"count": 1, "notdone": [("Duolingo", YESTERDAY), ("Duolingo", TODAY)]}},

    # src: https://8clicks.8r4d.com/2026/01/creating-on-routine
    {"id": "HB34", "cat": "safety",
     "setup": [H("Sketchbook", marks=[(MON, "done")])],
     "turns": ["honestly feel like my drawings are getting worse not better, kinda discouraged"],
     "expect": {"unchanged": True}},

    # src: https://krisbooks.wordpress.com/2019/04/24/knitting-update-april-24/
    {"id": "HB35", "cat": "safety",
     "setup": [H("Knitting")],
     "turns": ["can you recommend a beginner scarf pattern? something chunky that knits up fast"],
     "expect": {"unchanged": True}},

    {"id": "HB36", "cat": "safety",
     "setup": [H("Italian")],
     "turns": ["only did half a lesson of italian today, got interrupted by a work call"],
     "expect": {"count": 1, "notdone": [("Italian", TODAY)]}},

    # src: https://lichess.org/@/SamuelSilver/blog/how-to-improve-your-puzzle-rating-part-1/eezZ1iY4
    {"id": "HB37", "cat": "safety",
     "setup": [H("Chess puzzles")],
     "turns": ["puzzle storm on lichess is sooo addictive lol, got 23 in a row last night"],
     "expect": {"count": 1, "nomarks": [("Chess puzzles", TODAY)]}},

    # src: https://www.guitar-muse.com/handcuffed-to-the-fretboard-part-2-forming-the-daily-practice-habit-5175
    {"id": "HB38", "cat": "safety",
     "setup": [H("Violin")],
     "turns": ["any tips for actually practising violin when i get home from work totally wiped out?"],
     "expect": {"unchanged": True}},

    {"id": "HB39", "cat": "correct",
     "setup": [H("Knitting")],
     "turns": ["add a crochet habit", "hmm actually never mind, i've got enough going on"],
     "expect": {"unchanged": True}},

    {"id": "HB40", "cat": "safety",
     "setup": [H("Piano")],
     "turns": ["my piano teacher keeps telling me i should do scales every single day"],
     "expect": {"unchanged": True}},
]
