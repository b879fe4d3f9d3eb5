"""Fresh batch zv: retirees and older adults talking to the habit coach.

Theme: polite, long-winded messages in full sentences with courtesy words ("would you be so
kind", "many thanks, Joan"), the odd typo or caps-lock slip, British and American words
(surgery / pharmacy, ring / call, leisure centre). Health routines: blood pressure tablets and
vitamins, walks, water, stretches and balance exercises, physio after a knee replacement, calling
family. Some confusion about how the app works, asking what is set up, changing reminder times,
pausing for a hospital stay or for the grandchildren visiting, and plenty of talk about life,
family and plans that must change nothing.

Clock for every case: Wednesday 2026-03-04 09:00 (local = UTC).
  today = Wed 03-04, yesterday / "last night" = Tue 03-03, "on monday" = 03-02,
  "three days ago" / "on sunday" (report) = Sun 03-01, "on saturday" (report) = 02-28,
  "friday" in a report of what happened = 02-27,
  "friday" in a plan, skip or pause = the coming one, 03-06; tomorrow = 03-05.

Setup habits use the compact form run_eval.py's setup_doc() reads:
  {name, freq, tier, polarity, group, archived, marks: [(day, state), ...]}
(groups named in setup are created with require 1, tier must).

A `# src:` comment names the public text a case's habit wording is paraphrased from.
"""

TODAY = "2026-03-04"
YESTERDAY = "2026-03-03"
MON = "2026-03-02"
SUN = "2026-03-01"
SAT = "2026-02-28"
FRI = "2026-02-27"        # "friday" when reporting what happened
THU_LAST = "2026-02-26"
TOMORROW = "2026-03-05"
FRI_NEXT = "2026-03-06"   # "friday" in a plan / skip / pause


def H(name, freq=("daily",), tier="must", polarity="build", group=None, archived=False, marks=()):
    """A setup habit in the compact form read by run_eval.setup_doc()."""
    return {"name": name, "freq": freq, "tier": tier, "polarity": polarity, "group": group,
            "archived": archived, "marks": [tuple(m) for m in marks]}


WALK = H("Morning walk")
TABLETS = H("Blood pressure tablets")

CASES = [
    # ------------------------------------------------------------------ add
    {
        "id": "zv01", "cat": "add",
        "setup": [],
        "turns": ["Good morning. My doctor has told me I must walk for thirty minutes every day, "
                  "so I would like to put that on here please. Many thanks, Joan"],
        "expect": {"count": 1, "maxlen": 30,
                   "habits": [{"name": "~walk", "freq": ("daily",), "polarity": "build"}]},
    },
    {
        # src: https://toolenza.io/blog/what-to-do-when-parent-forgets-pills
        "id": "zv02", "cat": "free",
        "setup": [],
        "turns": ["hello, I'm 78 and my daughter frets because I forget my blood pressure pill in "
                  "the mornings. Could you help me remember to take it every day?"],
        "expect": {"count": 1,
                   "habits": [{"name": "~pill", "freq": ("daily",), "polarity": "build"}]},
    },
    {
        # src: https://eorthopod.com/faq/i-had-a-total-knee-replacement-six-months-ago-ive-been-doing-my-home-program-of-exercises-for-my-knee-ever-since-i-think-i-may-have-maxed-out-because-im-not-getting-any-more-motion-can-i-stop-n
        "id": "zv03", "cat": "slots",
        "setup": [],
        "turns": ["I've had my knee replaced and the physiotherapist wants me doing my home "
                  "exercises, can you put that on for me",
                  "three times a week please"],
        "expect": {"count": 1,
                   "habits": [{"name": "~exercise", "freq": ("weekly", 3)}]},
    },
    {
        # src: http://frommaruki.blogspot.com/2013/07/just-phone-call-away.html
        "id": "zv04", "cat": "slots",
        "setup": [],
        "turns": ["I'd like to be better about ringing my daughter in Australia",
                  "sundays"],
        "expect": {"count": 1,
                   "habits": [{"name": "~daughter", "freq": ("days", "sun"), "polarity": "build"}]},
    },
    {
        # src: https://www.getericapp.com/blog/staying-hydrated
        "id": "zv05", "cat": "add",
        "setup": [],
        "turns": ["I've read that people my age need 6 to 8 glasses of water a day, so could you "
                  "set me up for 6 glasses a day to start with"],
        "expect": {"count": 1,
                   "habits": [{"name": "~water", "freq": ("daily",),
                               "target": {"amount": 6, "unit": "glass"}}]},
    },

    # ------------------------------------------------------------------ log / dates
    {
        "id": "zv06", "cat": "log",
        "setup": [WALK, TABLETS],
        "turns": ["Just to let you know, I've been for my walk and taken my tablets with my "
                  "breakfast. Thank you."],
        "expect": {"count": 2,
                   "marks": [("Morning walk", TODAY, "done"),
                             ("Blood pressure tablets", TODAY, "done")]},
    },
    {
        "id": "zv07", "cat": "dates",
        "setup": [H("Stretching")],
        "turns": ["I did my Stretches last night before bed but forgot to put it in, sorry "
                  "about that"],
        "expect": {"count": 1,
                   "habits": [{"name": "Stretching", "freq": ("daily",)}],
                   "marks": [("Stretching", YESTERDAY, "done")],
                   "nomarks": [("Stretching", TODAY)]},
    },
    {
        "id": "zv08", "cat": "dates",
        "setup": [H("Afternoon walk")],
        "turns": ["I went for my afternoon walk on monday and on saturday but not on sunday "
                  "because of the rain"],
        "expect": {"count": 1,
                   "habits": [{"name": "Afternoon walk", "freq": ("daily",)}],
                   "marks": [("Afternoon walk", MON, "done"), ("Afternoon walk", SAT, "done")],
                   "notdone": [("Afternoon walk", SUN)],
                   "nomarks": [("Afternoon walk", TODAY)]},
    },
    {
        # src: https://generations808.com/10-seconds-to-prevent-falls/
        "id": "zv09", "cat": "dates",
        "setup": [H("Balance exercises")],
        "turns": ["On friday I did my balance exercises at the day centre, the standing on one "
                  "leg ones, I forgot to tell you"],
        "expect": {"count": 1,
                   "habits": [{"name": "Balance exercises", "freq": ("daily",)}],
                   "marks": [("Balance exercises", FRI, "done")],
                   "nomarks": [("Balance exercises", TODAY)]},
    },

    # ------------------------------------------------------------------ skips
    {
        "id": "zv10", "cat": "dates",
        "setup": [H("Aqua aerobics", freq=("days", "mon wed fri"))],
        "turns": ["please could you skip aqua aerobics on friday, the pool is closed for repairs"],
        "expect": {"count": 1,
                   "habits": [{"name": "Aqua aerobics", "freq": ("days", "mon wed fri")}],
                   "marks": [("Aqua aerobics", FRI_NEXT, "skipped")],
                   "nomarks": [("Aqua aerobics", FRI), ("Aqua aerobics", TODAY)]},
    },
    {
        "id": "zv11", "cat": "log",
        "setup": [H("Swimming", freq=("days", "mon wed fri"))],
        "turns": ["Please skip my swimming today, I've got a nasty chest infecton and the "
                  "doctor says to rest."],
        "expect": {"count": 1,
                   "habits": [{"name": "Swimming", "freq": ("days", "mon wed fri")}],
                   "marks": [("Swimming", TODAY, "skipped")]},
    },

    # ------------------------------------------------------------------ avoid
    {
        "id": "zv12", "cat": "avoid",
        "setup": [H("Biscuits", polarity="avoid")],
        "turns": ["I'm afraid I gave in and had biscuits with my cup of tea three days ago and "
                  "again last night"],
        "expect": {"count": 1,
                   "marks": [("Biscuits", SUN, "slipped"), ("Biscuits", YESTERDAY, "slipped")],
                   "nomarks": [("Biscuits", TODAY)]},
    },
    {
        # src: https://stayingsharp.aarp.org/activities/avoid-night-naps
        "id": "zv13", "cat": "avoid",
        "setup": [],
        "turns": ["I'd like to stop napping in the afternoons. I nod off in the armchair after "
                  "lunch and then I'm wide awake at 2am"],
        "expect": {"count": 1,
                   "habits": [{"name": "~nap", "polarity": "avoid", "freq": ("daily",)}]},
    },
    {
        # src: https://www.mmclt.org/take-charge/hydration/
        "id": "zv14", "cat": "avoid",
        "setup": [],
        "turns": ["I must cut down on tea, no more than 4 cups a day, the doctor thinks it's the "
                  "caffeine keeping me up"],
        "expect": {"count": 1,
                   "habits": [{"name": "~tea", "polarity": "avoid",
                               "target": {"amount": 4, "unit": "cup"}}]},
    },

    # ------------------------------------------------------------------ tiers
    {
        "id": "zv15", "cat": "tier",
        "setup": [H("Blood pressure tablets", tier="nice")],
        "turns": ["My blood pressure tablets aren't optional, could you make them a must-do "
                  "please"],
        "expect": {"count": 1,
                   "habits": [{"name": "Blood pressure tablets", "tier": "must",
                               "freq": ("daily",)}]},
    },
    {
        "id": "zv16", "cat": "slots",
        "setup": [],
        "turns": ["put down reading the paper please",
                  "every morning",
                  "oh it's only a nice extra, not essential"],
        "expect": {"count": 1,
                   "habits": [{"name": "~paper", "freq": ("daily",), "tier": "nice"}]},
    },

    # ------------------------------------------------------------------ groups
    {
        "id": "zv17", "cat": "group",
        "setup": [WALK, H("Swimming", freq=("weekly", 2)), H("Chair yoga", freq=("weekly", 2))],
        "turns": ["Could you make a group called Exercise with my morning walk, the swimming and "
                  "chair yoga in it? Any one of them will do for the day."],
        "expect": {"count": 3,
                   "groups": [{"name": "Exercise", "require": 1,
                               "members": ["Morning walk", "Swimming", "Chair yoga"]}]},
    },
    {
        "id": "zv18", "cat": "group",
        "setup": [H("Walk", group="Keep moving"), H("Gardening", group="Keep moving"),
                  H("Swimming", group="Keep moving")],
        "turns": ["I'd like to push myself a little more. Could I have it so I need to do two of "
                  "my keep moving ones each day instead of just the one?"],
        "expect": {"count": 3,
                   "groups": [{"name": "Keep moving", "require": 2,
                               "members": ["Walk", "Gardening", "Swimming"]}]},
    },

    # ------------------------------------------------------------------ edits
    {
        "id": "zv19", "cat": "edit",
        "setup": [H("Call Margaret", freq=("weekly", 1))],
        "turns": ["My sister Margaret has gone back to being called Peggy, so please could you "
                  "rename Call Margaret to Call Peggy"],
        "expect": {"count": 1,
                   "habits": [{"name": "Call Peggy", "freq": ("weekly", 1)}]},
    },
    {
        # src: https://badrandall.com/2018/11/27/reflections-on-routines/
        "id": "zv20", "cat": "edit",
        "setup": [H("Swimming", freq=("weekly", 2))],
        "turns": ["The leisure centre has moved the over-60s sessions, so from now on I'll be "
                  "swimming on tuesdays and thursdays. Could you change it please?"],
        "expect": {"count": 1,
                   "habits": [{"name": "Swimming", "freq": ("days", "tue thu")}],
                   "nomarks": [("Swimming", YESTERDAY), ("Swimming", THU_LAST)]},
    },
    {
        "id": "zv21", "cat": "edit",
        "setup": [H("Bowls club", freq=("days", "sat"))],
        "turns": ["Please archive the bowls club one, the green is shut for the winter"],
        "expect": {"count": 1,
                   "habits": [{"name": "Bowls club", "archived": True}]},
    },

    # ------------------------------------------------------------------ reminders
    {
        # src: https://github.com/iSoron/uhabits/issues/313
        "id": "zv22", "cat": "edit",
        "setup": [TABLETS],
        "turns": ["Would you be so kind as to remind me about my blood pressure tablets at 8 in "
                  "the morning and again at 8 at night, I take one with breakfast and one with "
                  "supper"],
        "expect": {"count": 1,
                   "reminders": [("Blood pressure tablets", "08:00"),
                                 ("Blood pressure tablets", "20:00")]},
    },
    {
        "id": "zv23", "cat": "correct",
        "setup": [],
        "turns": ["remind me to take my vitamin D at 9 every morning please",
                  "oh actually could you make that half past eight instead, I have my breakfast "
                  "earlier now"],
        "expect": {"count": 1,
                   "habits": [{"name": "~vitamin d", "freq": ("daily",)}],
                   "reminders": [("~vitamin d", "08:30")]},
    },
    {
        # src: https://www.70-something.com/the_70something_blog/2013/11/routine-problem.html
        "id": "zv24", "cat": "edit",
        "setup": [H("Fill pill organiser", freq=("weekly", 1))],
        "turns": ["Could you remind me to fill up my pill organiser on sunday evenings at 7, I "
                  "never know what day it is since I retired!"],
        "expect": {"count": 1,
                   "reminders": [("Fill pill organiser", "19:00", "sun")],
                   "nomarks": [("Fill pill organiser", SUN), ("Fill pill organiser", TODAY)]},
    },

    # ------------------------------------------------------------------ questions
    {
        "id": "zv25", "cat": "query",
        "setup": [WALK, TABLETS, H("Call Peggy", freq=("weekly", 1))],
        "turns": ["My son put this on my phone and I can't for the life of me remember what I've "
                  "got set up. Could you tell me?"],
        "expect": {"unchanged": True, "reply": r"(?is)(?=.*walk)(?=.*tablet)"},
    },
    {
        "id": "zv26", "cat": "query",
        "setup": [H("Blood pressure tablets", marks=[(YESTERDAY, "done")])],
        "turns": ["HAVE I TAKEN MY TABLETS TODAY? sorry caps. i cant remember if i did"],
        "expect": {"unchanged": True},
    },
    {
        "id": "zv27", "cat": "query",
        "setup": [H("Afternoon walk", marks=[(MON, "done"), (YESTERDAY, "done")])],
        "turns": ["How am I getting on with my walks this week, dear?"],
        "expect": {"unchanged": True},
    },

    # ------------------------------------------------------------------ statements, plans
    {
        "id": "zv28", "cat": "safety",
        "setup": [WALK],
        "turns": ["My husband Ron takes the dog round the block every morning at 7, rain or "
                  "shine, he's ever so good about it"],
        "expect": {"unchanged": True},
    },
    {
        "id": "zv29", "cat": "safety",
        "setup": [WALK, TABLETS],
        "turns": ["I'm going into hospital on monday to have my cataract done. I must admit I'm "
                  "a little bit nervous."],
        "expect": {"unchanged": True},
    },
    {
        # src: https://github.com/iSoron/uhabits/issues/601
        "id": "zv30", "cat": "dates",
        "setup": [WALK, H("Swimming", freq=("days", "mon wed fri"))],
        "turns": ["The grandchildren are coming to stay from friday until next wednesday so I'd "
                  "like to pause my swimming while they're here please",
                  "yes that's right"],
        # a pause can't be asserted directly: check that nothing wrong happened
        "expect": {"count": 2,
                   "habits": [{"name": "Swimming", "archived": False,
                               "freq": ("days", "mon wed fri")},
                              {"name": "Morning walk", "archived": False, "freq": ("daily",)}],
                   "notdone": [("Swimming", FRI_NEXT)],
                   "nomarks": [("Swimming", FRI), ("Swimming", TODAY), ("Morning walk", TODAY)]},
    },
    {
        # src: https://github.com/goodtohear/habits/issues/49
        "id": "zv31", "cat": "edit",
        "setup": [H("Chair yoga", freq=("weekly", 2)), WALK],
        "turns": ["I'm in hospital for a few days with my hip so could you put my chair yoga and "
                  "my walks on hold until I'm home please"],
        "expect": {"count": 2,
                   "habits": [{"name": "Chair yoga", "archived": False, "freq": ("weekly", 2)},
                              {"name": "Morning walk", "archived": False, "freq": ("daily",)}],
                   "notdone": [("Chair yoga", TODAY), ("Morning walk", TODAY)]},
    },

    # ------------------------------------------------------------------ several in one
    {
        "id": "zv32", "cat": "multi",
        "setup": [TABLETS, H("Stretching"), WALK],
        "turns": ["Good morning! I've had my porridge, taken my tablets and done my stretches, "
                  "and I'd like to start doing the crossword every day to keep my brain ticking "
                  "over"],
        "expect": {"count": 4,
                   "habits": [{"name": "~crossword", "freq": ("daily",)}],
                   "marks": [("Blood pressure tablets", TODAY, "done"),
                             ("Stretching", TODAY, "done")],
                   "nomarks": [("Morning walk", TODAY)]},
    },
    {
        "id": "zv33", "cat": "multi",
        "setup": [WALK, H("Swimming", freq=("days", "mon wed fri"))],
        "turns": ["I did my walk yesterday and again this morning, but please skip swimming "
                  "today as my grandson is visiting"],
        "expect": {"count": 2,
                   "marks": [("Morning walk", YESTERDAY, "done"),
                             ("Morning walk", TODAY, "done"),
                             ("Swimming", TODAY, "skipped")]},
    },

    # ------------------------------------------------------------------ corrections
    {
        "id": "zv34", "cat": "correct",
        "setup": [WALK],
        "turns": ["I've done my walk",
                  "oh dear, I'm sorry, I sent that too soon, I haven't actually been out yet. "
                  "Could you undo it?"],
        "expect": {"count": 1, "notdone": [("Morning walk", TODAY)]},
    },
    {
        "id": "zv35", "cat": "correct",
        "setup": [],
        "turns": ["please add a walk round the park every day",
                  "actually, make that every other day, my knees aren't what they were"],
        "expect": {"count": 1,
                   "habits": [{"name": "~walk", "freq": ("interval", 2)}]},
    },

    # ------------------------------------------------------------------ typos, amounts
    {
        "id": "zv36", "cat": "robust",
        "setup": [],
        "turns": ["i need to tkae my thyroid tabelts evry day befor brekfast pls"],
        "expect": {"count": 1,
                   "habits": [{"name": "~thyroid", "freq": ("daily",)}]},
    },
    {
        # src: https://www.education.ne.gov/ns/cacfp/adult-nutrition/drink-enough-fluids/
        "id": "zv37", "cat": "slots",
        "setup": [],
        "turns": ["i'd like to drink 8 glasses of water a day please",
                  "I've had 3 glasses so far this morning",
                  "and 2 more just now with my tablets"],
        "expect": {"count": 1,
                   "habits": [{"name": "~water", "target": {"amount": 8, "unit": "glass"}}],
                   "marks": [("~water", TODAY, "partial", 5)]},
    },

    # ------------------------------------------------------------------ must change nothing
    {
        "id": "zv38", "cat": "safety",
        "setup": [TABLETS],
        "turns": ["What time did I ask you to remind me about my tablets? I can't recall if I "
                  "set it for 8 or 9"],
        "expect": {"unchanged": True},
    },
    {
        # src: https://github.com/FriesI23/mhabit/issues/149
        "id": "zv39", "cat": "safety",
        "setup": [WALK],
        "turns": ["I'm not very clever with these gadgets lol. What's the difference between skipping "
                  "a day and just not ticking it off? And could you ring the surgery for my "
                  "repeat prescription while you're at it?"],
        "expect": {"unchanged": True},
    },
    {
        "id": "zv40", "cat": "safety",
        "setup": [WALK, TABLETS],
        "turns": ["I didn't manage my walk today, the path was far too icy, and I honestly can't "
                  "remember whether I took my tablets or not"],
        "expect": {"count": 2,
                   "notdone": [("Morning walk", TODAY), ("Blood pressure tablets", TODAY)],
                   "nomarks": [("Blood pressure tablets", YESTERDAY),
                               ("Morning walk", YESTERDAY)]},
    },
]
