"""Fresh blind batch WR: writers and makers.

Word counts, pages, sketching, instrument practice, video editing, posting schedules;
partial sessions, catching up on missed days, renames, and questions about how much was done.

Clock for every case: Wednesday 2026-03-04 09:00 (local = UTC).
  yesterday = Tue 03-03, "on monday" = 03-02, "sunday" (report) = 03-01,
  "saturday" (report) = 02-28, "friday" (report) = 02-27, "friday" (plan/skip) = 03-06.
Written without reading the coach's code, tests, transcripts or earlier batches.
"""

TODAY = "2026-03-04"
YESTERDAY = "2026-03-03"
MON = "2026-03-02"
SUN = "2026-03-01"
SAT = "2026-02-28"
FRI = "2026-02-27"
THU = "2026-02-26"
WED_LAST = "2026-02-25"
TUE_LAST = "2026-02-24"
NEXT_FRI = "2026-03-06"


def H(name, freq=("daily",), tier="must", polarity="build", group=None, archived=False, marks=()):
    """A setup habit in the form run_eval.setup_doc expects."""
    return {"name": name, "freq": freq, "tier": tier, "polarity": polarity,
            "group": group, "archived": archived, "marks": list(marks)}


WEEKDAYS = "mon tue wed thu fri"

CASES = [
    # ------------------------------------------------------------------
    # Single messages that should change something
    # ------------------------------------------------------------------

    # src: https://nathanbarry.com/breaking/  (writing a thousand words a day, every day)
    dict(id="WR01", cat="add", setup=[],
         turns=["i want to write 1000 words every day"],
         expect={"count": 1, "maxlen": 30,
                 "habits": [{"name": "~writ", "freq": ("daily",), "polarity": "build",
                             "target": {"amount": 1000, "unit": "word"}}]}),

    # src: https://channelcrafters.com/blog-1/  (tell viewers a new video lands every Tuesday)
    dict(id="WR02", cat="add", setup=[],
         turns=["new habit: upload a youtube video every tuesday"],
         expect={"count": 1, "maxlen": 35,
                 "habits": [{"name": "~video", "freq": ("days", "tue"), "polarity": "build"}]}),

    # src: https://www.quantumtea.com/learning-a-sketching-habit-day-14/  (sketch first thing every morning)
    dict(id="WR03", cat="add", setup=[],
         turns=["add sketching daily and remind me at 7am"],
         expect={"count": 1,
                 "habits": [{"name": "~sketch", "freq": ("daily",)}],
                 "reminders": [("~sketch", "07:00")]}),

    # src: https://pianowithpo.com/2023/08/  (block practice times in the diary on realistic days)
    dict(id="WR04", cat="edit", setup=[H("Piano")],
         turns=["remind me to practise piano at 6:30pm on weekdays"],
         expect={"count": 1,
                 "habits": [{"name": "Piano", "freq": ("daily",)}],
                 "reminders": [("Piano", "18:30", WEEKDAYS)]}),

    # src: https://www.thefabulous.co/qa/what-do-you-do-if-you-skip-a-day-do-you-just-write-the-day-after-or-do-you-go-back-and-write-in-hindsight/
    #      (going back and filling in the days afterwards)
    dict(id="WR05", cat="dates", setup=[H("Write", marks=[(THU, "done")])],
         turns=["forgot to log it but i did write on saturday and sunday, not monday tho"],
         expect={"count": 1,
                 "habits": [{"name": "Write", "freq": ("daily",)}],
                 "marks": [("Write", SAT, "done"), ("Write", SUN, "done"), ("Write", THU, "done")],
                 "notdone": [("Write", MON)],
                 "nomarks": [("Write", TODAY)]}),

    dict(id="WR06", cat="dates", setup=[H("Post comic", freq=("days", "fri"), marks=[("2026-02-20", "done")])],
         turns=["posted the comic on friday but forgot to tick it off"],
         expect={"count": 1,
                 "habits": [{"name": "Post comic", "freq": ("days", "fri")}],
                 "marks": [("Post comic", FRI, "done")],
                 "nomarks": [("Post comic", TODAY)]}),

    dict(id="WR07", cat="log", setup=[H("Guitar")],
         turns=["skip gutiar today, sliced my fingertip chopping onions lol"],
         expect={"count": 1,
                 "habits": [{"name": "Guitar", "freq": ("daily",)}],
                 "marks": [("Guitar", TODAY, "skipped")]}),

    dict(id="WR08", cat="dates", setup=[H("Sketch")],
         turns=["skip sketching friday, im on a train all day"],
         expect={"count": 1,
                 "habits": [{"name": "Sketch", "freq": ("daily",)}],
                 "marks": [("Sketch", NEXT_FRI, "skipped")],
                 "nomarks": [("Sketch", FRI), ("Sketch", TODAY)]}),

    # src: http://gettingthewordswrong.com/2015/08/procrastination/  (Facebook and videos instead of the story)
    dict(id="WR09", cat="avoid", setup=[H("Facebook", polarity="avoid"), H("Novel")],
         turns=["ugh lost the whole evening to facebook yesterday instead of working on the novel"],
         expect={"count": 2,
                 "marks": [("Facebook", YESTERDAY, "slipped")],
                 "notdone": [("Novel", YESTERDAY), ("Novel", TODAY)],
                 "nomarks": [("Facebook", TODAY)]}),

    dict(id="WR10", cat="edit", setup=[H("Novel", marks=[(MON, "done")])],
         turns=["rename novel to Book two draft and make it weekdays only"],
         expect={"count": 1,
                 "habits": [{"name": "Book two draft", "freq": ("days", WEEKDAYS)}],
                 "marks": [("Book two draft", MON, "done")]}),

    dict(id="WR11", cat="multi", setup=[H("Morning pages"), H("Sketch"), H("Guitar")],
         turns=["did my mornig pages and a quick sketch, guitar later tonight hopefully"],
         expect={"count": 3,
                 "marks": [("Morning pages", TODAY, "done"), ("Sketch", TODAY, "done")],
                 "notdone": [("Guitar", TODAY)]}),

    dict(id="WR12", cat="multi", setup=[H("Sketch")],
         turns=["did 2 sketches yesterday. also can u rename sketch to Sketchbook"],
         expect={"count": 1,
                 "habits": [{"name": "Sketchbook", "freq": ("daily",)}],
                 "marks": [("Sketchbook", YESTERDAY, "done")],
                 "nomarks": [("Sketchbook", TODAY)]}),

    dict(id="WR13", cat="tier", setup=[],
         turns=["add inking as a nice to have, 3 times a week"],
         expect={"count": 1,
                 "habits": [{"name": "~ink", "freq": ("weekly", 3), "tier": "nice"}]}),

    dict(id="WR14", cat="group", setup=[H("Sketch"), H("Guitar"), H("Watercolour")],
         turns=["put sketch, guitar and watercolour in a group called Creative, i need 1 of the 3 each day"],
         expect={"count": 3,
                 "groups": [{"name": "Creative", "require": 1,
                             "members": ["Sketch", "Guitar", "Watercolour"]}]}),

    # ------------------------------------------------------------------
    # Two to four turns: the person answers the coach's question
    # ------------------------------------------------------------------

    dict(id="WR15", cat="slots", setup=[],
         turns=["i wanna start sketching again", "every day"],
         expect={"count": 1, "maxlen": 30,
                 "habits": [{"name": "~sketch", "freq": ("daily",), "polarity": "build"}]}),

    # src: https://thelinuxcast.org/posts/less/  (dropped daily videos, aims for about four a week)
    dict(id="WR16", cat="slots", setup=[],
         turns=["add a habit for editing my youtube videos", "4 a week"],
         expect={"count": 1, "maxlen": 35,
                 "habits": [{"name": "~edit", "freq": ("weekly", 4)}]}),

    dict(id="WR17", cat="slots", setup=[],
         turns=["i want to start posting on my art instagram", "tues and fri"],
         expect={"count": 1, "maxlen": 40,
                 "habits": [{"name": "~post", "freq": ("days", "tue fri")}]}),

    # src: https://mikestottuk.com/2022/02/23/how-often-should-you-publish-on-youtube/  (maybe once every two weeks)
    dict(id="WR18", cat="slots", setup=[],
         turns=["new habit: put out a podcast episode", "every 2 weeks"],
         expect={"count": 1,
                 "habits": [{"name": "~podcast", "freq": ("interval", 14)}]}),

    # src: https://musiah.com/faqs/education/how-much-to-practice-piano.html  (20-30 minutes a day for adult beginners)
    dict(id="WR19", cat="slots", setup=[],
         turns=["add practise violin 30 minutes a day", "did 20 mins of violin", "10 more"],
         expect={"count": 1,
                 "habits": [{"name": "~violin", "freq": ("daily",),
                             "target": {"amount": 30, "unit": "minute"}}],
                 "marks": [("~violin", TODAY, "done", 30)]}),

    # src: https://github.com/PhiTux/DailyTxT/issues/92  (a daily 750-word goal, tracked as you go)
    dict(id="WR20", cat="slots", setup=[],
         turns=["i want to write 750 words a day", "wrote 350 words so far", "how many words today?"],
         expect={"count": 1,
                 "habits": [{"name": "~writ", "target": {"amount": 750, "unit": "word"}}],
                 "marks": [("~writ", TODAY, "partial", 350)],
                 "reply": r"350"}),

    # src: http://krista225.blogspot.com/2008/03/morning-pages-artists-way.html  (three longhand pages, mornings are hard)
    dict(id="WR21", cat="slots", setup=[],
         turns=["add morning pages, 3 pages every day", "only got 2 pages done, kid woke up early"],
         expect={"count": 1,
                 "habits": [{"name": "~morning", "freq": ("daily",),
                             "target": {"amount": 3, "unit": "page"}}],
                 "marks": [("~morning", TODAY, "partial", 2)]}),

    dict(id="WR22", cat="slots", setup=[],
         turns=["add freewriting every day", "remind me at 6:30am"],
         expect={"count": 1,
                 "habits": [{"name": "~freewrit", "freq": ("daily",)}],
                 "reminders": [("~freewrit", "06:30")]}),

    dict(id="WR23", cat="correct", setup=[],
         turns=["add scales practice 5 times a week", "actually make it 4"],
         expect={"count": 1,
                 "habits": [{"name": "~scale", "freq": ("weekly", 4)}]}),

    dict(id="WR24", cat="correct", setup=[],
         turns=["add drawing every day", "no, call it Figure drawing"],
         expect={"count": 1,
                 "habits": [{"name": "Figure drawing", "freq": ("daily",)}]}),

    dict(id="WR25", cat="log", setup=[H("Morning pages"), H("Evening pages")],
         turns=["did my pages", "the morning ones"],
         expect={"count": 2,
                 "marks": [("Morning pages", TODAY, "done")],
                 "nomarks": [("Evening pages", TODAY)]}),

    dict(id="WR26", cat="edit",
         setup=[H("Podcast", freq=("weekly", 1), marks=[("2026-02-17", "done"), (TUE_LAST, "done")]), H("Sketch")],
         turns=["delete the podcast habit, the show's finished", "yes"],
         expect={"count": 1,
                 "habits": [{"name": "Sketch", "freq": ("daily",)}]}),

    dict(id="WR27", cat="avoid", setup=[],
         turns=["i need to stop rewriting chapter one over and over", "yeah"],
         expect={"count": 1,
                 "habits": [{"name": "~rewrit", "polarity": "avoid", "freq": ("daily",)}],
                 "nomarks": [("~rewrit", TODAY)]}),

    # ------------------------------------------------------------------
    # Messages that must change nothing (or only "nothing wrong happened")
    # ------------------------------------------------------------------

    dict(id="WR28", cat="correct", setup=[],
         turns=["add a habit to learn blender", "ugh never mind"],
         expect={"count": 0, "unchanged": True}),

    dict(id="WR29", cat="safety", setup=[H("Write", marks=[(MON, "done")])],
         turns=["my writing group friend smashed 3000 words yesterday, kinda jealous tbh"],
         expect={"unchanged": True}),

    # 4 sketch days whether "last week" means Mon 02-23..Sun 03-01 or the last seven days
    dict(id="WR30", cat="query",
         setup=[H("Sketch", marks=[("2026-02-20", "done"), (THU, "done"), (FRI, "done"), (SAT, "done"), (SUN, "done")])],
         turns=["how many days did i sketch last week?"],
         expect={"unchanged": True, "reply": r"\b4\b"}),

    dict(id="WR31", cat="safety", setup=[H("Edit vlog", freq=("weekly", 2))],
         turns=["gonna edit the vlog tomorrow after work"],
         expect={"unchanged": True}),

    dict(id="WR32", cat="safety", setup=[H("Piano")],
         turns=["didn't touch the piano yesterday, work was insane"],
         expect={"count": 1,
                 "habits": [{"name": "Piano", "freq": ("daily",)}],
                 "notdone": [("Piano", YESTERDAY)],
                 "nomarks": [("Piano", TODAY)]}),

    # src: https://listed.to/@thebarnacle/11362/day-1-start-from-the-beginning  (a small daily minimum of words)
    dict(id="WR33", cat="safety", setup=[H("Write")],
         turns=["only managed like 150 words today, brain is fried"],
         expect={"count": 1,
                 "habits": [{"name": "Write", "freq": ("daily",)}],
                 "notdone": [("Write", TODAY)]}),

    # src: http://www.biancascardoni.com/procrastinationitis-i-have-it/  (hours at the desk, two sentences)
    dict(id="WR34", cat="safety", setup=[H("Novel", marks=[(MON, "done")])],
         turns=["feeling so blocked on the novel rn, sat there for 2 hours and got two sentences"],
         expect={"count": 1,
                 "habits": [{"name": "Novel", "freq": ("daily",)}],
                 "notdone": [("Novel", TODAY)],
                 "nopauses": True}),

    dict(id="WR35", cat="safety", setup=[H("Novel")],
         turns=["can you proofread chapter 3 for me? its like 4k words"],
         expect={"unchanged": True}),

    dict(id="WR36", cat="safety", setup=[H("Life drawing", freq=("days", "wed"), marks=[(WED_LAST, "done")])],
         turns=["life drawing got cancelled tonight, the model's off sick"],
         expect={"count": 1,
                 "habits": [{"name": "Life drawing", "freq": ("days", "wed")}],
                 "notdone": [("Life drawing", TODAY)]}),

    dict(id="WR37", cat="query", setup=[H("Write", marks=[(MON, "done"), (YESTERDAY, "done")])],
         turns=["how much have i written this week"],
         expect={"unchanged": True}),

    dict(id="WR38", cat="safety", setup=[H("Write")],
         turns=["honestly im a night owl, all my best writing happens after midnight"],
         expect={"count": 1,
                 "habits": [{"name": "Write", "freq": ("daily",)}],
                 "nomarks": [("Write", TODAY), ("Write", YESTERDAY)],
                 "nopauses": True}),

    dict(id="WR39", cat="safety", setup=[H("Guitar", freq=("weekly", 3))],
         turns=["my guitar lessons moved to thursdays"],
         expect={"unchanged": True}),

    dict(id="WR40", cat="safety", setup=[H("Thumbnails", freq=("weekly", 2))],
         turns=["i'll have the new thumbnail done by friday for sure"],
         expect={"unchanged": True}),
]
