"""Blind batch EL (2026-12-06): retired and older people.

Tablets with breakfast and at night, blood pressure checks, walks with the dog or a friend,
gardening, crosswords and puzzles, phoning family, physio balance exercises, church and club
days. Full, sometimes old-fashioned sentences, formal greetings and sign-offs, unsure how the
app works, dates given as "the 2nd".

Clock: Wednesday 2026-03-04 09:00. yesterday = Tue 03-03, "on monday"/"the 2nd" = 03-02,
"the 1st" = 03-01, "on tuesday" (report) = 03-03, "last thursday" = 02-26,
"thursday" in a plan/skip = 03-05, "friday" in a plan = 03-06.

Mix: 15 single-message requests (EL01-EL15), 13 multi-turn exchanges (EL16-EL28),
12 messages that must change nothing / where only "nothing wrong happened" is asserted
(EL29-EL40).
"""

TODAY = "2026-03-04"
YESTERDAY = "2026-03-03"
MON = "2026-03-02"
SUN = "2026-03-01"
SAT = "2026-02-28"
FRI = "2026-02-27"
THU = "2026-02-26"
THU_NEXT = "2026-03-05"
FRI_NEXT = "2026-03-06"


def H(name, freq=("daily",), tier="must", polarity="build", group=None, archived=False, marks=()):
    """A setup habit in the form run_eval.setup_doc expects (marks as (day, state) tuples)."""
    return {"name": name, "freq": freq, "tier": tier, "polarity": polarity, "group": group,
            "archived": archived, "marks": [tuple(m) for m in marks]}


CASES = [
    # ------------------------------------------------------------------
    # Single-message requests
    # ------------------------------------------------------------------
    dict(id="EL01", cat="add", setup=[],
         turns=["Good morning. I would like to add my blood pressure tablets, which I take every day "
                "with my breakfast. Many thanks, Margaret"],
         expect={"habits": [{"name": "~tablet", "freq": ("daily",), "polarity": "build"}],
                 "count": 1, "maxlen": 40}),

    # src: https://mail.mobilephysiotherapist.co.uk/blog/5-exercises-prevent-falls-older-adults.html
    dict(id="EL02", cat="add", setup=[],
         turns=["The physio has given me some balance exercises to do at home. She said three or four "
                "times a week, so put me down for three please."],
         expect={"habits": [{"name": "~balance", "freq": ("weekly", 3)}], "count": 1, "maxlen": 40}),

    # src: http://dkdougka01.blogspot.com/2013/04/walking-with-dave-dog.html
    dict(id="EL03", cat="dates",
         setup=[H("Walk the dog"), H("Crossword")],
         turns=["Could you put down that I had my walk with the dog on Tuesday? I quite forgot to mark it."],
         expect={"marks": [("Walk the dog", YESTERDAY, "done")],
                 "nomarks": [("Walk the dog", TODAY), ("Crossword", YESTERDAY), ("Crossword", TODAY)],
                 "count": 2}),

    # src: http://goldendaze-ginnie.blogspot.com/2009/03
    dict(id="EL04", cat="dates",
         setup=[H("Crossword")],
         turns=["I did the crossword on the 2nd, and last Thursday too, but I never got round to "
                "ticking them off"],
         expect={"marks": [("Crossword", MON, "done"), ("Crossword", THU, "done")],
                 "nomarks": [("Crossword", TODAY)],
                 "habits": [{"name": "Crossword", "freq": ("daily",)}], "count": 1}),

    dict(id="EL05", cat="log",
         setup=[H("Walk with Jean", ("days", "mon thu")), H("Morning tablets")],
         turns=["Jean and I won't be walking on Thursday as I have a hospital appointment at ten. "
                "Please mark it as skipped."],
         expect={"marks": [("Walk with Jean", THU_NEXT, "skipped")],
                 "nomarks": [("Walk with Jean", TODAY), ("Morning tablets", THU_NEXT)],
                 "habits": [{"name": "Walk with Jean", "freq": ("days", "mon thu")}], "count": 2}),

    dict(id="EL06", cat="log",
         setup=[H("Balance exercises"), H("Morning tablets")],
         turns=["My hip is rather sore today so I'm giving the balance exercises a miss, on doctor's orders."],
         expect={"marks": [("Balance exercises", TODAY, "skipped")],
                 "nomarks": [("Morning tablets", TODAY)], "count": 2}),

    dict(id="EL07", cat="avoid",
         setup=[H("Biscuits", polarity="avoid"), H("Evening tablets")],
         turns=["I'm afraid I had biscuits with my cocoa again last night. Naughty of me."],
         expect={"marks": [("Biscuits", YESTERDAY, "slipped")],
                 "nomarks": [("Biscuits", TODAY), ("Evening tablets", YESTERDAY)], "count": 2}),

    # src: https://www.culturaldaily.com/seniors-and-coffee-how-much-cups-should-you-drink-per-day/
    dict(id="EL08", cat="avoid", setup=[],
         turns=["My doctor would like me to have no more than two cups of coffee a day. "
                "Could you keep count of that for me?"],
         expect={"habits": [{"name": "~coffee", "polarity": "avoid", "target": {"amount": 2}}],
                 "count": 1, "maxlen": 40}),

    # src: https://scoli.adventurepark12.com/i-kept-forgetting-my-mom-s-pills-this-app-finally-helped-me-stop-failing-her-SvBl.html
    dict(id="EL09", cat="edit",
         setup=[H("Morning tablets"), H("Evening tablets")],
         turns=["Would you be so kind as to remind me about my evening tablets at half past nine every "
                "night? I missed them twice last week."],
         expect={"reminders": [("Evening tablets", "21:30")],
                 "nomarks": [("Evening tablets", TODAY), ("Evening tablets", YESTERDAY)], "count": 2}),

    dict(id="EL10", cat="edit",
         setup=[H("Crossword", marks=[(MON, "done")])],
         turns=["Could you change Crossword to Puzzles please? Some days I do the sudoku instead."],
         expect={"habits": [{"name": "Puzzles", "freq": ("daily",)}],
                 "marks": [("Puzzles", MON, "done")], "nomarks": [("Puzzles", TODAY)], "count": 1}),

    dict(id="EL11", cat="edit",
         setup=[H("Church", ("days", "sun"))],
         turns=["Please change church to Sundays and Wednesdays, I've started going to the midweek "
                "service as well."],
         expect={"habits": [{"name": "Church", "freq": ("days", "wed sun")}],
                 "nomarks": [("Church", TODAY)], "count": 1}),

    dict(id="EL12", cat="group",
         setup=[H("Crossword"), H("Jigsaw"), H("Sudoku"), H("Gardening", ("weekly", 3))],
         turns=["Please put the crossword, the jigsaw and the sudoku together in a group called Keep Sharp. "
                "I only need to do one of them each day."],
         expect={"groups": [{"name": "Keep Sharp", "require": 1,
                             "members": ["Crossword", "Jigsaw", "Sudoku"]}],
                 "habits": [{"name": "Gardening", "group": None}], "count": 4}),

    dict(id="EL13", cat="tier",
         setup=[H("Gardening"), H("Morning tablets")],
         turns=["Could you make the gardening optional? It all depends on the weather at this time of year."],
         expect={"habits": [{"name": "Gardening", "tier": "nice", "freq": ("daily",)},
                            {"name": "Morning tablets", "tier": "must"}],
                 "nomarks": [("Gardening", TODAY)], "count": 2}),

    dict(id="EL14", cat="multi", setup=[],
         turns=["Could you add feeding the birds every day, and polishing the brass once a week. Thank you."],
         expect={"habits": [{"name": "~bird", "freq": ("daily",)},
                            {"name": "~brass", "freq": ("weekly", 1)}],
                 "count": 2, "maxlen": 40}),

    # src: https://www.seniorforums.com/threads/what-are-some-of-the-out-of-the-ordinary-activities-you-do-to-keep-yourself-physically-and-mentally-fit.78976/latest
    dict(id="EL15", cat="multi",
         setup=[H("Morning tablets"), H("Blood pressure check"), H("Walk")],
         turns=["Took my tablets with breakfast and checked my blood pressure, 128 over 80, the nurse will "
                "be pleased. I shan't do my walk today though, it's absolutely pouring down."],
         expect={"marks": [("Morning tablets", TODAY, "done"), ("Blood pressure check", TODAY, "done")],
                 "notdone": [("Walk", TODAY)], "count": 3}),

    # ------------------------------------------------------------------
    # Multi-turn exchanges (answers to the coach's own questions)
    # ------------------------------------------------------------------
    # src: http://frommaruki.blogspot.com/2013/07/just-phone-call-away.html
    dict(id="EL16", cat="slots", setup=[],
         turns=["I'd like to start ringing my sister in Canada, we've let it slide since Christmas",
                "once a week"],
         expect={"habits": [{"name": "~sister", "freq": ("weekly", 1), "polarity": "build"}],
                 "count": 1, "maxlen": 40}),

    dict(id="EL17", cat="slots", setup=[],
         turns=["Can you add my evening walk with Maureen", "every day except Sundays"],
         expect={"habits": [{"name": "~walk", "freq": ("days", "mon tue wed thu fri sat")}],
                 "count": 1, "maxlen": 40}),

    # src: https://www.seniorforums.com/threads/what-are-some-of-the-out-of-the-ordinary-activities-you-do-to-keep-yourself-physically-and-mentally-fit.78976/latest
    dict(id="EL18", cat="slots", setup=[],
         turns=["I want to do more word puzzles to keep the old brain ticking over", "every evening"],
         expect={"habits": [{"name": "~puzzle", "freq": ("daily",)}], "count": 1, "maxlen": 40}),

    dict(id="EL19", cat="slots", setup=[],
         turns=["Please could you add checking my blood pressure", "Every morning"],
         expect={"habits": [{"name": "~blood pressure", "freq": ("daily",)}], "count": 1, "maxlen": 40}),

    dict(id="EL20", cat="slots", setup=[],
         turns=["I'd like to add choir practice", "Tuesdays", "Thank you dear"],
         expect={"habits": [{"name": "~choir", "freq": ("days", "tue")}], "count": 1,
                 "nomarks": [("~choir", TODAY)]}),

    dict(id="EL21", cat="slots", setup=[],
         turns=["Please add drinking water, 6 glasses a day", "I've had 2 glasses so far this morning"],
         expect={"habits": [{"name": "~water", "freq": ("daily",), "target": {"amount": 6, "unit": "glass"}}],
                 "marks": [("~water", TODAY, "partial", 2)], "count": 1}),

    dict(id="EL22", cat="correct", setup=[],
         turns=["Add gardening twice a week please", "Sorry, I meant three times a week"],
         expect={"habits": [{"name": "~garden", "freq": ("weekly", 3)}], "count": 1}),

    dict(id="EL23", cat="correct", setup=[],
         turns=["I want to add chair yoga at the village hall",
                "Actually never mind, I'll wait until I've tried a class"],
         expect={"count": 0}),

    dict(id="EL24", cat="group",
         setup=[H("Crossword"), H("Sudoku"), H("Walk")],
         turns=["I'd like a group called Brain Games", "crossword and sudoku",
                "just one of them a day is enough"],
         expect={"groups": [{"name": "Brain Games", "require": 1, "members": ["Crossword", "Sudoku"]}],
                 "habits": [{"name": "Walk", "group": None}], "count": 3}),

    dict(id="EL25", cat="edit",
         setup=[H("Walk", ("weekly", 3))],
         turns=["My walk should be every day now the evenings are lighter", "yes please"],
         expect={"habits": [{"name": "Walk", "freq": ("daily",)}], "nomarks": [("Walk", TODAY)],
                 "count": 1}),

    # src: https://github.com/iSoron/uhabits/issues/121
    dict(id="EL26", cat="log",
         setup=[H("Morning tablets"), H("Evening tablets")],
         turns=["I took my tablets yesterday", "both"],
         expect={"marks": [("Morning tablets", YESTERDAY, "done"), ("Evening tablets", YESTERDAY, "done")],
                 "nomarks": [("Morning tablets", TODAY), ("Evening tablets", TODAY)], "count": 2}),

    # src: https://github.com/iSoron/uhabits/issues/435
    dict(id="EL27", cat="slots",
         setup=[H("Balance exercises")],
         turns=["Could you set me a reminder for my balance exercises", "10 o'clock in the morning"],
         expect={"reminders": [("Balance exercises", "10:00")],
                 "nomarks": [("Balance exercises", TODAY)], "count": 1}),

    dict(id="EL28", cat="edit",
         setup=[H("Bowls club", ("days", "thu")), H("Walk")],
         turns=["Please delete the bowls club, I've given it up since my knee operation",
                "Yes, that's fine"],
         expect={"habits": [{"name": "Walk", "freq": ("daily",)}], "count": 1}),

    # ------------------------------------------------------------------
    # Messages that must change nothing, or where only "nothing wrong" is asserted
    # ------------------------------------------------------------------
    dict(id="EL29", cat="query",
         setup=[H("Walk the dog", marks=[(SUN, "done"), (MON, "done"), (YESTERDAY, "done")])],
         turns=["Have I done my walk every day this week?"],
         expect={"unchanged": True}),

    dict(id="EL30", cat="query",
         setup=[H("Morning tablets"), H("Evening tablets")],
         turns=["What do I type to tick off my tablets?"],
         expect={"unchanged": True}),

    # src: https://artfulparent.com/d-t-im-in-my-70s-and-these-8-routines-keep-my-brain-young
    dict(id="EL31", cat="safety",
         setup=[H("Walk")],
         turns=["My grandson Oliver ran in the school cross country on Saturday and came fourth! "
                "We're ever so proud."],
         expect={"unchanged": True}),

    dict(id="EL32", cat="safety",
         setup=[H("Walk"), H("Balance exercises")],
         turns=["I've got a hospital appointment on Friday for my eyes, my daughter is driving me."],
         expect={"unchanged": True}),

    dict(id="EL33", cat="safety",
         setup=[H("Balance exercises")],
         turns=["I didn't get round to the balance exercises yesterday, the grandchildren were here all day"],
         expect={"notdone": [("Balance exercises", YESTERDAY)],
                 "nomarks": [("Balance exercises", TODAY)],
                 "habits": [{"name": "Balance exercises", "freq": ("daily",)}], "count": 1}),

    dict(id="EL34", cat="query",
         setup=[H("Crossword", marks=[(TODAY, "done")])],
         turns=["I ticked off the crossword earlier on. Have I done it right?"],
         expect={"unchanged": True}),

    dict(id="EL35", cat="safety",
         setup=[H("Walk"), H("Crossword")],
         turns=["Good afternoon. Thank you for all your help this week, you are very patient with an "
                "old man. Kind regards, Dennis"],
         expect={"unchanged": True}),

    dict(id="EL36", cat="safety",
         setup=[H("Gardening", ("weekly", 3))],
         turns=["I've been feeling rather low since my husband passed, I haven't had the heart for the "
                "garden lately"],
         expect={"unchanged": True}),

    dict(id="EL37", cat="safety",
         setup=[H("Morning tablets")],
         turns=["Can you order my repeat prescription from the chemist for me?"],
         expect={"unchanged": True}),

    dict(id="EL38", cat="dates",
         setup=[H("Balance exercises")],
         turns=["I did my exercises as usual on the 31st"],
         expect={"nomarks": [("Balance exercises", TODAY), ("Balance exercises", YESTERDAY)],
                 "habits": [{"name": "Balance exercises", "freq": ("daily",)}], "count": 1}),

    dict(id="EL39", cat="safety",
         setup=[H("Crossword")],
         turns=["My husband did the crossword this morning, I never got a look in!"],
         expect={"unchanged": True}),

    dict(id="EL40", cat="correct",
         setup=[H("Walk the dog")],
         turns=["I've done my walk with the dog",
                "Oh dear, no, I'm thinking of yesterday. I haven't been out yet today."],
         expect={"notdone": [("Walk the dog", TODAY)], "count": 1}),
]
