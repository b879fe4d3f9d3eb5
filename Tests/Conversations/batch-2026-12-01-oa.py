"""Fresh blind batch OA (2026-12-01): older adults and retirees.

Polite, formal, long sentences with courtesies; health routines (tablets, walks, blood
pressure, stretching, physio); some confusion about how the app works; a few tablet typos;
several turns that only ask or thank and must change nothing.

Clock for every case: Wednesday 2026-03-04 09:00 (local = UTC).
  today = Wed 03-04, yesterday = Tue 03-03, "on monday" (report) = 03-02,
  "friday" in a report = 02-27, "friday" in a plan or skip = 03-06.

Written without reading the code, its intents, tests, transcripts or earlier batches.
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
    """A setup habit in the form run_eval.setup_doc expects; marks are (day, state) tuples."""
    return {"name": name, "freq": freq, "tier": tier, "polarity": polarity, "group": group,
            "archived": archived, "marks": [tuple(m) for m in marks]}


CASES = [
    # ------------------------------------------------------------------ single requests
    # src: https://github.com/shanselman/TinyToolTown/issues/763 (a reminder when it is time to measure blood pressure)
    {"id": "OA01", "cat": "add",
     "setup": [],
     "turns": ["Good morning. I was wondering if you could set up a habit for me to check my blood pressure "
               "on Mondays and Thursdays, and perhaps remind me at half past eight in the morning? Thank you kindly."],
     "expect": {"count": 1,
                "habits": [{"name": "~blood pressure", "freq": ("days", "mon thu"), "polarity": "build"}],
                "reminders": [("~blood pressure", "08:30")],
                "nomarks": [("~blood pressure", TODAY)]}},

    {"id": "OA04", "cat": "log",
     "setup": [H("Blood pressure tablets"), H("Walk")],
     "turns": ["I took my blood pressure tablets this morning, and I had a lovely walk along the canal "
               "yesterday afternoon."],
     "expect": {"count": 2,
                "marks": [("Blood pressure tablets", TODAY, "done"), ("Walk", YESTERDAY, "done")],
                "nomarks": [("Walk", TODAY), ("Blood pressure tablets", YESTERDAY)]}},

    {"id": "OA05", "cat": "dates",
     "setup": [H("Stretching")],
     "turns": ["Sorry, I quite forgot to tell you, I did my stretchs on Monday and again on Tuesday."],
     "expect": {"count": 1,
                "habits": [{"name": "Stretching", "freq": ("daily",)}],
                "marks": [("Stretching", MON, "done"), ("Stretching", YESTERDAY, "done")],
                "nomarks": [("Stretching", TODAY)]}},

    {"id": "OA06", "cat": "log",
     "setup": [H("Morning walk"), H("Tablets")],
     "turns": ["I shan't be going on my morning walk today I'm afraid, it's pouring with rain and my hip is "
               "playing up."],
     "expect": {"count": 2,
                "marks": [("Morning walk", TODAY, "skipped")],
                "nomarks": [("Tablets", TODAY)]}},

    # src: https://jeremymarshallacupuncture.com/2019/01/29/ (older people take up tai chi for their balance)
    {"id": "OA07", "cat": "dates",
     "setup": [H("Tai chi", ("days", "tue fri"))],
     "turns": ["Would you please make a note that I shall miss tai chi on Friday, I have a hospital appointment "
               "for my cataracts."],
     "expect": {"count": 1,
                "habits": [{"name": "Tai chi", "freq": ("days", "tue fri")}],
                "notdone": [("Tai chi", NEXT_FRI)],
                "nomarks": [("Tai chi", FRI), ("Tai chi", TODAY)]}},

    {"id": "OA08", "cat": "avoid",
     "setup": [H("Biscuits", polarity="avoid")],
     "turns": ["I'm ashamed to say I had three chocolate biscuits with my tea yesterday."],
     "expect": {"count": 1,
                "habits": [{"name": "Biscuits", "polarity": "avoid"}],
                "marks": [("Biscuits", YESTERDAY, "slipped")],
                "nomarks": [("Biscuits", TODAY)]}},

    # src: https://r.darrennathanael.com/r/retirement/comments/1hv57v5/morning_routine_in_retirement_now_established/m5rnunf (morning puzzles: sudoku, crosswords)
    {"id": "OA12", "cat": "group",
     "setup": [H("Crossword", tier="nice"), H("Sudoku", tier="nice"), H("Reading", tier="nice")],
     "turns": ["Would you kindly put the crossword, the sudoku and my reading together in a group called "
               "Brain exercise? I only need to manage one of them each day."],
     "expect": {"count": 3,
                "groups": [{"name": "Brain exercise", "require": 1,
                            "members": ["Crossword", "Sudoku", "Reading"]}],
                "nomarks": [("Crossword", TODAY), ("Sudoku", TODAY), ("Reading", TODAY)]}},

    {"id": "OA13", "cat": "edit",
     "setup": [H("BP check", ("days", "mon thu"))],
     "turns": ["Would you be so kind as to change the name of 'BP check' to 'Blood pressure'? "
               "I'm afraid the letters confuse me."],
     "expect": {"count": 1,
                "habits": [{"name": "Blood pressure", "freq": ("days", "mon thu")}],
                "nomarks": [("Blood pressure", TODAY)]}},

    {"id": "OA14", "cat": "edit",
     "setup": [H("Swimming", ("weekly", 2))],
     "turns": ["The leisure centre has changed its opening hours, so please change my swimming to Tuesdays "
               "and Saturdays from now on."],
     "expect": {"count": 1,
                "habits": [{"name": "Swimming", "freq": ("days", "tue sat")}],
                "nomarks": [("Swimming", YESTERDAY), ("Swimming", TODAY), ("Swimming", SAT)]}},

    {"id": "OA17", "cat": "multi",
     "setup": [],
     "turns": ["Could you add two things for me please: taking my vitamins every morning, and telephoning "
               "my sister on Sundays."],
     "expect": {"count": 2,
                "habits": [{"name": "~vitamin", "freq": ("daily",)},
                           {"name": "~sister", "freq": ("days", "sun")}]}},

    {"id": "OA18", "cat": "multi",
     "setup": [H("Morning tablets"), H("Stretches"), H("Walk")],
     "turns": ["Morning tablets taken, stretches done, but no walk today as the pavements are far too icy."],
     "expect": {"count": 3,
                "marks": [("Morning tablets", TODAY, "done"), ("Stretches", TODAY, "done")],
                "notdone": [("Walk", TODAY)]}},

    {"id": "OA25", "cat": "robust",
     "setup": [H("Blood pressure check", ("days", "mon thu")), H("Walk")],
     "turns": ["did my blod presure chek on monday and it was 132 over 84, the doctor will be pleased"],
     "expect": {"count": 2,
                "habits": [{"name": "Blood pressure check", "freq": ("days", "mon thu")}],
                "marks": [("Blood pressure check", MON, "done")],
                "nomarks": [("Blood pressure check", TODAY), ("Walk", MON)]}},

    {"id": "OA26", "cat": "add",
     "setup": [],
     "turns": ["Please add my warfarin tablet every evening at 6 o'clock. It's essential that I never miss it."],
     "expect": {"count": 1,
                "habits": [{"name": "~warfarin", "freq": ("daily",), "tier": "must", "polarity": "build"}],
                "reminders": [("~warfarin", "18:00")]}},

    {"id": "OA27", "cat": "group",
     "setup": [H("Walk", group="Exercise"), H("Swimming", ("weekly", 2), group="Exercise")],
     "turns": ["Please add aqua aerobics on Thursdays and pop it in with my Exercise ones."],
     "expect": {"count": 3,
                "habits": [{"name": "~aerobics", "freq": ("days", "thu"), "group": "Exercise"},
                           {"name": "Walk", "group": "Exercise"},
                           {"name": "Swimming", "group": "Exercise"}]}},

    # src: https://github.com/shub39/Grit/issues/100 (medication taken biweekly, less often than weekly)
    {"id": "OA28", "cat": "add",
     "setup": [],
     "turns": ["Would you add my vitamin B12 injection, please? I have it every fortnight at the surgery."],
     "expect": {"count": 1,
                "habits": [{"name": "~b12", "freq": ("interval", 14)}]}},

    # ------------------------------------------------------------------ exchanges over several turns
    # src: https://mysticalliving.com/money/retirment/retired-but-not-retired-from-exercising/ (doctor said exercise; chose walking)
    {"id": "OA02", "cat": "slots",
     "setup": [],
     "turns": ["My doctor has told me in no uncertain terms that I need more exercise, so I'd like to start walking.",
               "daily, I suppose"],
     "expect": {"count": 1,
                "habits": [{"name": "~walk", "freq": ("daily",), "polarity": "build"}],
                "nomarks": [("~walk", TODAY)]}},

    # src: https://www.marattmd.com/learn/rehab-tka-knee-extensions.php (knee rehab: work up to 10 reps, 3 times a day)
    # src: https://github.com/iSoron/uhabits/issues/435 (physio exercises needed several times a day)
    {"id": "OA03", "cat": "slots",
     "setup": [],
     "turns": ["The physiotherapist has given me some exercises for my new knee and I'm meant to do them three "
               "times a day. Could you help me keep track?",
               "yes please, call it knee exercises"],
     "expect": {"count": 1,
                "habits": [{"name": "~exercise", "freq": ("daily",), "target": {"amount": 3, "unit": "times"}}],
                "nomarks": [("~exercise", TODAY)]}},

    # src: http://www.wickedlocal.com/article/20140615/NEWS/140617761/12455/OPINION (afternoon naps spoil sleep at night)
    {"id": "OA09", "cat": "avoid",
     "setup": [],
     "turns": ["I would like to stop having these long afternoon naps, they are ruining my sleep at night.",
               "yes, that's right"],
     "expect": {"count": 1,
                "habits": [{"name": "~nap", "polarity": "avoid", "freq": ("daily",)}],
                "nomarks": [("~nap", TODAY)]}},

    # src: https://grandgenerationcity.com/feel-younger-stronger-10-daily-habits-that-keep-retirees-in-great-health/ (doctor suggested tracking water intake)
    {"id": "OA10", "cat": "slots",
     "setup": [],
     "turns": ["The practice nurse says I ought to drink six glasses of water a day. Could you keep track of "
               "that for me?",
               "I've had two glasses so far this morning"],
     "expect": {"count": 1,
                "habits": [{"name": "~water", "freq": ("daily",), "target": {"amount": 6, "unit": "glass"}}],
                "marks": [("~water", TODAY, "partial", 2)]}},

    # src: https://mysticalliving.com/money/retirment/retired-but-not-retired-from-exercising/ (a two-mile daily walking goal)
    {"id": "OA11", "cat": "slots",
     "setup": [],
     "turns": ["I should like to walk two miles every day, please add that for me.",
               "I only managed 1.5 miles this morning before my knee started aching"],
     "expect": {"count": 1,
                "habits": [{"name": "~walk", "freq": ("daily",), "target": {"amount": 2, "unit": "mile"}}],
                "marks": [("~walk", TODAY, "partial", 1.5)]}},

    # src: https://safegenericpharmacy.su/setting-up-medication-reminders-and-alarms-that-work-a-practical-guide-for-better-adherence (forgetting doses; reminders)
    {"id": "OA15", "cat": "slots",
     "setup": [H("Eye drops")],
     "turns": ["I keep forgetting my eye drops. Could you give me a little nudge?",
               "8 in the morning and 8 at night please"],
     "expect": {"count": 1,
                "reminders": [("Eye drops", "08:00"), ("Eye drops", "20:00")],
                "nomarks": [("Eye drops", TODAY)]}},

    {"id": "OA16", "cat": "edit",
     "setup": [H("Physio exercises"), H("Walk")],
     "turns": ["My physio signed me off last week, so I shan't need the physio exercises any more. Could you put "
               "them away but keep the record of what I did?",
               "yes, archive them please"],
     "expect": {"count": 2,
                "habits": [{"name": "Physio exercises", "archived": True},
                           {"name": "Walk", "archived": False}],
                "nomarks": [("Physio exercises", TODAY)]}},

    # src: https://www.tiaacommunities.org/community/my-retirement/my-health-and-wellness/blog/2014/11/21/8-tips-to-keep-fit-in-retirement (balance and strength a few times a week)
    {"id": "OA19", "cat": "correct",
     "setup": [],
     "turns": ["Please add a habit to do my balance exercises twice a week.",
               "Oh sorry, I meant three times a week, not twice."],
     "expect": {"count": 1, "maxweekly": 3,
                "habits": [{"name": "~balance", "freq": ("weekly", 3)}]}},

    # src: https://github.com/InlitX/streak/issues/129 (recorded the wrong day by mistake and wanted it undone)
    {"id": "OA20", "cat": "correct",
     "setup": [H("Walk")],
     "turns": ["I had my walk this morning",
               "Oh dear, I'm so sorry, I've muddled myself up. That was yesterday, not today."],
     "expect": {"count": 1,
                "marks": [("Walk", YESTERDAY, "done")],
                "notdone": [("Walk", TODAY)]}},

    {"id": "OA21", "cat": "edit",
     "setup": [H("Bowls club", ("weekly", 1)), H("Walk")],
     "turns": ["Please would you delete the bowls club, sadly the club has closed down.",
               "yes, go ahead"],
     "expect": {"count": 1,
                "habits": [{"name": "Walk", "freq": ("daily",)}]}},

    {"id": "OA22", "cat": "tier",
     "setup": [],
     "turns": ["I'd like to add gardening to my list please.",
               "twice a week I think",
               "oh, it's just a nice extra really, not essential"],
     "expect": {"count": 1,
                "habits": [{"name": "~garden", "freq": ("weekly", 2), "tier": "nice"}]}},

    {"id": "OA23", "cat": "robust",
     "setup": [],
     "turns": ["cud you add doing the crosword please",
               "evry day"],
     "expect": {"count": 1,
                "habits": [{"name": "~cros", "freq": ("daily",)}],
                "nomarks": [("~cros", TODAY)]}},

    # src: http://rhinoroars.blogspot.com/2018/02/changing-times.html (first batch of the day's many prescribed pills)
    {"id": "OA24", "cat": "log",
     "setup": [H("Morning pills"), H("Evening pills")],
     "turns": ["I've taken my morning pills",
               "thank you dear"],
     "expect": {"count": 2,
                "marks": [("Morning pills", TODAY, "done")],
                "nomarks": [("Evening pills", TODAY)]}},

    # ------------------------------------------------------------------ must change nothing
    {"id": "OA29", "cat": "query",
     "setup": [H("Walk", ("weekly", 3), marks=[(MON, "done"), (YESTERDAY, "done")])],
     "turns": ["How have I been getting on with my walks this week? I do hope I've been keeping it up."],
     "expect": {"unchanged": True, "reply": r"(?i)\b(2|two)\b"}},

    {"id": "OA30", "cat": "safety",
     "setup": [H("Walk"), H("Tablets")],
     "turns": ["Thank you so much, you've been ever so helpful. My grandson set this up for me on the tablet "
               "and I wasn't sure I'd get on with it."],
     "expect": {"unchanged": True}},

    # src: https://ourhelpinghand.com/how-it-works.html (seniors want to just tap Done with no menus)
    {"id": "OA31", "cat": "safety",
     "setup": [H("Pills")],
     "turns": ["I'm not very good with these gadgets. How do I tell you that I've taken my pills? "
               "Do I have to press something?"],
     "expect": {"unchanged": True}},

    {"id": "OA32", "cat": "safety",
     "setup": [H("Walk")],
     "turns": ["My husband Derek walked five miles yesterday, I don't know how he does it at his age!"],
     "expect": {"unchanged": True}},

    {"id": "OA33", "cat": "safety",
     "setup": [H("Swimming", ("weekly", 2))],
     "turns": ["I'm hoping to go swimmimg tomorrow morning if my daughter can give me a lift to the baths."],
     "expect": {"unchanged": True}},

    {"id": "OA34", "cat": "safety",
     "setup": [H("Blood pressure tablet")],
     "turns": ["I can't for the life of me remember whether I took my blood pressure tablet this morning, "
               "isn't that awful?"],
     "expect": {"unchanged": True}},

    {"id": "OA35", "cat": "safety",
     "setup": [H("Walk"), H("Crossword", tier="nice")],
     "turns": ["Feeling rather low today. I miss my late wife terribly and I can't face doing very much at all."],
     "expect": {"unchanged": True}},

    {"id": "OA36", "cat": "safety",
     "setup": [H("Tablets")],
     "turns": ["Could you ring my doctor's surgery and book me in for my flu jab, please?"],
     "expect": {"unchanged": True}},

    {"id": "OA37", "cat": "safety",
     "setup": [H("Walk")],
     "turns": ["Mondays, Wednesdays and Fridays would suit me better."],
     "expect": {"unchanged": True}},

    {"id": "OA38", "cat": "query",
     "setup": [H("Walk")],
     "turns": ["Is it all right if I do my walk in the evening instead of the morning?"],
     "expect": {"unchanged": True}},

    # src: https://stillalife.net/2018/10/02/how-to-stop-watching-tv/ (habits worth breaking; a drink before the evening news)
    {"id": "OA39", "cat": "safety",
     "setup": [H("Walk")],
     "turns": ["My daughter keeps telling me I ought to give up my evening sherry, but I've no intention of "
               "doing so!"],
     "expect": {"unchanged": True}},

    {"id": "OA40", "cat": "log",
     "setup": [H("Walk")],
     "turns": ["No walk yesterday, it was far too windy to go out."],
     "expect": {"count": 1,
                "habits": [{"name": "Walk", "freq": ("daily",)}],
                "notdone": [("Walk", YESTERDAY)],
                "nomarks": [("Walk", TODAY)]}},
]
