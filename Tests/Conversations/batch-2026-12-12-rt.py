"""Blind batch RT: a retired person who writes long, polite, full sentences.

Clock: Wednesday 2026-03-04 09:00 (local = UTC).
  yesterday = Tue 03-03, "monday" (report) = 03-02, "sunday" = 03-01, "saturday" = 02-28,
  "friday" in a report = 02-27, "friday" in a plan/skip = 03-06.
Written from SPEC.md, seeds/, eval/README.md, run_eval.py and the format header of dev_cases.py only.
Pleasantries and asides must never change data; the request inside them must be found.
"""

TODAY = "2026-03-04"
YESTERDAY = "2026-03-03"
MON = "2026-03-02"
SUN = "2026-03-01"
SAT = "2026-02-28"
FRI = "2026-02-27"
NEXT_FRI = "2026-03-06"


def H(name, freq=("daily",), tier="must", polarity="build", group=None, archived=False, marks=()):
    return {"name": name, "freq": freq, "tier": tier, "polarity": polarity, "group": group,
            "archived": archived, "marks": list(marks)}


CASES = [
    # ---------------------------------------------------------------- single-message requests
    # src: https://2improveyourself.com/?p=5373
    {"id": "RT01", "cat": "log",
     "setup": [H("Walk")],
     "turns": ["Good morning! I hope you are keeping well. I managed my walk today, though my knee was playing up a bit by the end."],
     "expect": {"count": 1, "marks": [("Walk", TODAY, "done")]}},

    # src: http://adventures-tom.blogspot.com/2012/02/crosswords.html
    {"id": "RT02", "cat": "dates",
     "setup": [H("Crossword"), H("Walk")],
     "turns": ["Hello again. I forgot to mention it, but I did finish the crossword yesterday. It took me most of the afternoon but I got there in the end without peeking at the answers!"],
     "expect": {"count": 2, "marks": [("Crossword", YESTERDAY, "done")],
                "nomarks": [("Crossword", TODAY), ("Walk", YESTERDAY), ("Walk", TODAY)],
                "habits": [{"name": "Crossword", "freq": ("daily",)}]}},

    # src: https://www.thehabitjournal.com/blog/2015/3/15/happy-mothers-day
    {"id": "RT03", "cat": "dates",
     "setup": [H("Call my sister", ("weekly", 1))],
     "turns": ["Good afternoon. Just to let you know, I rang my sister on Sunday evening and we had a lovely long natter about her grandchildren."],
     "expect": {"count": 1, "marks": [("Call my sister", SUN, "done")],
                "nomarks": [("Call my sister", TODAY)],
                "habits": [{"name": "Call my sister", "freq": ("weekly", 1)}]}},

    # src: https://github.com/BaraniVA/Habitheat/issues/45
    {"id": "RT04", "cat": "log",
     "setup": [H("Walk")],
     "turns": ["Good morning. I'm afraid I shan't be doing my walk today, the doctor has told me to rest my knee. I'll be back at it as soon as I can."],
     "expect": {"count": 1, "marks": [("Walk", TODAY, "skipped")],
                "habits": [{"name": "Walk", "freq": ("daily",), "archived": False}]}},

    # src: http://saggyandmoo.blogspot.com/2018/01
    {"id": "RT05", "cat": "avoid",
     "setup": [H("Biscuits", polarity="avoid")],
     "turns": ["Well, I have a confession to make. My neighbour popped round for a cup of tea yesterday afternoon and I'm afraid I had three biscuits with it. Never mind, tomorrow is another day."],
     "expect": {"count": 1, "marks": [("Biscuits", YESTERDAY, "slipped")],
                "nomarks": [("Biscuits", TODAY)],
                "habits": [{"name": "Biscuits", "polarity": "avoid"}]}},

    # src: https://github.com/Futsch1/medTimer/issues/412
    {"id": "RT07", "cat": "add",
     "setup": [],
     "turns": ["Good morning. Could you please add my blood pressure tablets as a daily habit, and remind me at 8 o'clock each morning? I'm hopeless at remembering them when the grandchildren are visiting."],
     "expect": {"count": 1, "habits": [{"name": "~tablet", "freq": ("daily",), "polarity": "build"}],
                "reminders": [("~tablet", "08:00")], "maxlen": 40}},

    # src: https://www.cushy.space/new-blog/2017/5/25/scs-pick-up-the-phone
    {"id": "RT08", "cat": "multi",
     "setup": [],
     "turns": ["Good morning! My daughter set this up for me, so please bear with me. I'd like to do the crossword every day, and I'd also like to ring my son every Sunday."],
     "expect": {"count": 2, "habits": [{"name": "~crossword", "freq": ("daily",)},
                                       {"name": "~son", "freq": ("days", "sun")}],
                "maxlen": 30}},

    {"id": "RT13", "cat": "multi",
     "setup": [H("Walk"), H("Tablets"), H("Crossword")],
     "turns": ["Lovely sunny morning here! I've taken my tablets and done my walk round the park, but I haven't started the crossword yet, I'm saving it for after lunch."],
     "expect": {"count": 3, "marks": [("Tablets", TODAY, "done"), ("Walk", TODAY, "done")],
                "nomarks": [("Crossword", TODAY)]}},

    # changes their mind mid-message about the day
    {"id": "RT14", "cat": "correct",
     "setup": [H("Walk"), H("Crossword")],
     "turns": ["Good morning. I did my crossword yesterday. Oh no, wait, I'm getting muddled, it was Monday, the day before. Yesterday I was at the hospital all day with my husband."],
     "expect": {"count": 2, "marks": [("Crossword", MON, "done")],
                "nomarks": [("Crossword", YESTERDAY), ("Crossword", TODAY), ("Walk", MON), ("Walk", YESTERDAY)]}},

    {"id": "RT17", "cat": "edit",
     "setup": [H("Walk", marks=[(MON, "done"), (YESTERDAY, "done")])],
     "turns": ["Good afternoon. Would you mind terribly renaming my 'Walk' to 'Morning walk'? I've started going out in the afternoons as well and I'd like to keep the two apart."],
     "expect": {"count": 1, "habits": [{"name": "Morning walk", "freq": ("daily",), "archived": False}],
                "marks": [("Morning walk", MON, "done"), ("Morning walk", YESTERDAY, "done")]}},

    {"id": "RT19", "cat": "tier",
     "setup": [H("Crossword"), H("Tablets")],
     "turns": ["I've been thinking, and the crossword really isn't essential, it's just for my own enjoyment. Could you make it optional please? The tablets must stay as they are, of course."],
     "expect": {"count": 2, "habits": [{"name": "Crossword", "tier": "nice", "freq": ("daily",)},
                                       {"name": "Tablets", "tier": "must", "freq": ("daily",)}]}},

    # src: https://aneclecticmind.com/tag/health
    {"id": "RT21", "cat": "group",
     "setup": [H("Crossword", tier="nice"), H("Sudoku", tier="nice"), H("Jigsaw", tier="nice")],
     "turns": ["Could you put the crossword, the sudoku and the jigsaw together in a group called Brain games, please? I only need to do one of them each day to keep the old grey cells ticking over."],
     "expect": {"count": 3, "groups": [{"name": "Brain games", "require": 1,
                                        "members": ["Crossword", "Sudoku", "Jigsaw"]}]}},

    # src: https://github.com/Futsch1/medTimer/issues/412
    {"id": "RT37", "cat": "edit",
     "setup": [H("Tablets")],
     "turns": ["Would you be so kind as to set a reminder for my tablets at half past eight in the evening? I keep forgetting them after supper."],
     "expect": {"count": 1, "reminders": [("Tablets", "20:30")],
                "habits": [{"name": "Tablets", "freq": ("daily",)}], "nomarks": [("Tablets", TODAY)]}},

    # log one past day, skip/miss another with a reason
    {"id": "RT36", "cat": "multi",
     "setup": [H("Tablets"), H("Tai chi", ("days", "mon thu"))],
     "turns": ["Good morning. Just catching up: I took my tablets yesterday as usual, but I missed tai chi on Monday because the class was cancelled, the instructor had a cold."],
     "expect": {"count": 2, "marks": [("Tablets", YESTERDAY, "done")],
                "notdone": [("Tai chi", MON)], "nomarks": [("Tablets", TODAY)],
                "habits": [{"name": "Tai chi", "freq": ("days", "mon thu")}]}},

    # src: http://saggyandmoo.blogspot.com/2018/01
    {"id": "RT40", "cat": "dates",
     "setup": [H("Walk"), H("Biscuits", polarity="avoid"), H("Crossword")],
     "turns": ["Hello. I'm sorry I haven't been in touch, my grandson was staying with me. I did manage my walk on Saturday and Sunday, and I'm pleased to say I haven't touched a single biscuit!"],
     "expect": {"count": 3, "marks": [("Walk", SAT, "done"), ("Walk", SUN, "done")],
                "nomarks": [("Walk", TODAY), ("Crossword", SAT), ("Crossword", SUN)],
                "habits": [{"name": "Walk", "freq": ("daily",)}, {"name": "Biscuits", "polarity": "avoid"}]}},

    # src: https://github.com/iSoron/uhabits/issues/88
    {"id": "RT32", "cat": "log",
     "setup": [H("Swimming", ("days", "mon fri"))],
     "turns": ["Good morning. I'll be away at my sister's in Bournemouth on Friday, so I shan't make my swim that day. Could you mark it as skipped, please?"],
     "expect": {"count": 1, "marks": [("Swimming", NEXT_FRI, "skipped")],
                "nomarks": [("Swimming", TODAY), ("Swimming", FRI)],
                "habits": [{"name": "Swimming", "freq": ("days", "mon fri")}]}},

    # ---------------------------------------------------------------- exchanges over several turns
    # src: https://carolannerhardt.com/2022/03/15/puzzles-puzzles-puzzles/
    {"id": "RT09", "cat": "slots",
     "setup": [],
     "turns": ["Hello. I've been meaning to get back into jigsaw puzzles, I used to love them years ago. Could you add that for me?",
               "Oh, a few times a week I should think. Let's say three."],
     "expect": {"count": 1, "habits": [{"name": "~jigsaw", "freq": ("weekly", 3), "polarity": "build"}],
                "maxlen": 30}},

    # src: https://www.cushy.space/new-blog/2017/5/25/scs-pick-up-the-phone
    {"id": "RT10", "cat": "slots",
     "setup": [],
     "turns": ["Good morning, dear. I'd like to add calling my brother in Canada to my list.",
               "Every Saturday, I think. That suits us both with the time difference."],
     "expect": {"count": 1, "habits": [{"name": "~brother", "freq": ("days", "sat")}]}},

    {"id": "RT11", "cat": "slots",
     "setup": [],
     "turns": ["Good morning. Could you add my vitamin D tablets for me please? The nurse tells me I'm rather low.",
               "Every morning, please."],
     "expect": {"count": 1, "habits": [{"name": "~vitamin d", "freq": ("daily",)}], "maxlen": 30}},

    # src: https://2improveyourself.com/?p=5373
    {"id": "RT12", "cat": "slots",
     "setup": [],
     "turns": ["Hello. I should like to add my stretches for my back, the physio gave me a sheet of exercises to do.",
               "Monday, Wednesday and Friday please."],
     "expect": {"count": 1, "habits": [{"name": "~stretch", "freq": ("days", "mon wed fri")}]}},

    # src: https://github.com/iSoron/uhabits/issues/95
    {"id": "RT15", "cat": "correct",
     "setup": [H("Walk")],
     "turns": ["I went for my walk yesterday, it was lovely to see the daffodils coming up.",
               "Oh dear, I'm so sorry, I meant Monday, not yesterday. Yesterday it poured down all day."],
     "expect": {"count": 1, "marks": [("Walk", MON, "done")],
                "nomarks": [("Walk", YESTERDAY), ("Walk", TODAY)]}},

    {"id": "RT16", "cat": "correct",
     "setup": [H("Crossword")],
     "turns": ["I've done the crossword today.",
               "Oh, I'm sorry, please undo that. I pressed send too soon, I haven't actually finished it yet."],
     "expect": {"count": 1, "nomarks": [("Crossword", TODAY)]}},

    {"id": "RT18", "cat": "edit",
     "setup": [H("Swimming", ("weekly", 2))],
     "turns": ["Hello. The leisure centre has changed the times of the over-sixties swim, so I'd like to change how often I go swimming please.",
               "Once a week now."],
     "expect": {"count": 1, "habits": [{"name": "Swimming", "freq": ("weekly", 1), "archived": False}]}},

    # src: https://github.com/iSoron/uhabits/issues/88
    {"id": "RT20", "cat": "edit",
     "setup": [H("Aqua aerobics", ("weekly", 1)), H("Walk")],
     "turns": ["Good morning. Sadly the aqua aerobics class at the leisure centre has closed for good, so would you delete it from my list please?",
               "Yes, I'm quite sure, thank you."],
     "expect": {"count": 1, "habits": [{"name": "Walk", "freq": ("daily",), "archived": False}]}},

    # src: https://github.com/dohsimpson/HabitTrove/issues/8
    {"id": "RT22", "cat": "slots",
     "setup": [],
     "turns": ["Good morning. My doctor says I don't drink nearly enough water, so I'd like to keep track of it please.",
               "Six glasses a day, she said."],
     "expect": {"count": 1, "habits": [{"name": "~water", "freq": ("daily",),
                                        "target": {"amount": 6, "unit": "glass"}}]}},

    # src: https://github.com/dohsimpson/HabitTrove/issues/8
    {"id": "RT23", "cat": "log",
     "setup": [],
     "turns": ["Please add drinking 6 glasses of water a day.",
               "Thank you. I've had two glasses so far this morning with my porridge."],
     "expect": {"count": 1, "habits": [{"name": "~water", "freq": ("daily",),
                                        "target": {"amount": 6, "unit": "glass"}}],
                "marks": [("~water", TODAY, "partial", 2)]}},

    # src: https://github.com/dessalines/habit-maker/issues/16
    {"id": "RT24", "cat": "log",
     "setup": [],
     "turns": ["Hello, I'd like to add reading 20 pages a day. I've joined a book club at the library and I'm rather behind!",
               "I read 10 pages after breakfast.",
               "And another 12 just now with my coffee."],
     "expect": {"count": 1, "habits": [{"name": "~read", "freq": ("daily",),
                                        "target": {"amount": 20, "unit": "page"}}],
                "marks": [("~read", TODAY, "done", 22)]}},

    # changes their mind mid-message about the schedule
    {"id": "RT35", "cat": "slots",
     "setup": [],
     "turns": ["Hello, I'd like to add phoning my daughter.",
               "Every day would be lovely. Actually no, that's far too much for her, she's very busy with work. Let's say twice a week."],
     "expect": {"count": 1, "habits": [{"name": "~daughter", "freq": ("weekly", 2)}]}},

    {"id": "RT38", "cat": "slots",
     "setup": [],
     "turns": ["I'd like to start doing some chair exercises. There's a lovely lady on the television who shows you how.",
               "Weekdays."],
     "expect": {"count": 1, "habits": [{"name": "~chair", "freq": ("days", "mon tue wed thu fri")}],
                "maxlen": 30}},

    # ---------------------------------------------------------------- must change nothing / nothing wrong
    {"id": "RT06", "cat": "safety",
     "setup": [H("Walk")],
     "turns": ["My husband has taken up Pilates on Tuesday mornings, he says it's done wonders for his back. I'm not at all sure it's for me though!"],
     "expect": {"unchanged": True}},

    {"id": "RT25", "cat": "query",
     "setup": [H("Walk", marks=[(MON, "done"), (YESTERDAY, "done")]), H("Crossword", marks=[(YESTERDAY, "done")])],
     "turns": ["Good morning! Before I get on with my day, I wondered how I'm getting on this week? My daughter keeps asking."],
     "expect": {"unchanged": True}},

    {"id": "RT26", "cat": "query",
     "setup": [H("Walk", marks=[(SUN, "done"), (MON, "done"), (YESTERDAY, "done")])],
     "turns": ["I was just wondering, how many days in a row have I managed my walk now? I don't like to boast but I think it's quite a few."],
     "expect": {"unchanged": True, "reply": r"(?i)\b3\b|three"}},

    {"id": "RT27", "cat": "safety",
     "setup": [H("Walk")],
     "turns": ["My friend Jean did a ten mile sponsored walk for the hospice on Saturday, I'm ever so proud of her. I couldn't manage that with my knees!"],
     "expect": {"unchanged": True}},

    {"id": "RT28", "cat": "safety",
     "setup": [H("Walk"), H("Swimming", ("weekly", 1))],
     "turns": ["I'm planning to go swimming on Friday with my granddaughter if the weather holds, she's home from university for the week."],
     "expect": {"unchanged": True}},

    # src: https://lowcarbdiabetic.forumotion.co.uk/t651-walking-protects-knees-from-osteoarthritis
    {"id": "RT29", "cat": "safety",
     "setup": [H("Walk")],
     "turns": ["I'm afraid I didn't get out for my walk yesterday, the pavements were far too icy and I didn't want to risk a fall."],
     "expect": {"count": 1, "notdone": [("Walk", YESTERDAY)], "nomarks": [("Walk", TODAY)],
                "habits": [{"name": "Walk", "freq": ("daily",), "archived": False}]}},

    {"id": "RT30", "cat": "safety",
     "setup": [H("Walk"), H("Crossword")],
     "turns": ["Oh, I'm feeling rather low today. It would have been our wedding anniversary. I don't think I have the energy for much."],
     "expect": {"unchanged": True}},

    {"id": "RT31", "cat": "safety",
     "setup": [H("Tablets")],
     "turns": ["Could you order my repeat prescription from the chemist for me, please? I'm running rather low on my tablets."],
     "expect": {"unchanged": True}},

    {"id": "RT33", "cat": "query",
     "setup": [H("Crossword", marks=[(SUN, "done")])],
     "turns": ["Did I do the crossword on Monday? I can't for the life of me remember."],
     "expect": {"unchanged": True}},

    # two walks: which one is meant is not clear, so only check nothing wrong happened
    {"id": "RT34", "cat": "safety",
     "setup": [H("Morning walk"), H("Evening walk")],
     "turns": ["Good morning! I've done my walk, the birds were singing beautifully."],
     "expect": {"count": 2, "nomarks": [("Evening walk", TODAY)]}},

    # changes their mind within the message: nothing to do
    {"id": "RT39", "cat": "safety",
     "setup": [H("Walk")],
     "turns": ["I was going to ask you to delete my walking habit, but on reflection I'd rather keep it. I'll get back to it once my knee is better."],
     "expect": {"unchanged": True}},
]
