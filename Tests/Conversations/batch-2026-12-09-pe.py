"""Fresh blind batch PE: caring for others and pets.

Dog walks, feeding animals, checking on an elderly parent, a child's reading practice,
habits that depend on someone else, things that didn't happen because of another person,
handing a habit over to a partner, talking about 'we'.

Clock for every case: Wednesday 2026-03-04 09:00 (local = UTC).
  yesterday = Tue 03-03, "monday" (report) = 03-02, "saturday" (report) = 02-28,
  "friday" (report) = 02-27, "friday" (plan/skip) = 03-06.
Written without reading the coach's code, intents, tests or earlier batches.
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
    return {"name": name, "freq": freq, "tier": tier, "polarity": polarity, "group": group,
            "archived": archived, "marks": [tuple(m) for m in marks]}


CASES = [
    # ---------------------------------------------------------------- one message, one clear change
    # src: http://geminidragondesign.com/studioblog/u8f4vivfndzpgilyi5r2a17miyd5xf32016
    dict(id="PE01", cat="add", setup=[],
         turns=["add walk the dog, every day. she's honestly the best alarm clock lol"],
         expect={"count": 1, "maxlen": 25,
                 "habits": [{"name": "~dog", "freq": ("daily",), "polarity": "build"}]}),

    # src: https://github.com/petcodeapp/dev/issues/6
    dict(id="PE02", cat="edit", setup=[H("Rex's tablet")],
         turns=["can u remind me about rex's tablet at 8 every morning, i keep forgetting it"],
         expect={"count": 1, "habits": [{"name": "Rex's tablet", "freq": ("daily",)}],
                 "reminders": [("Rex's tablet", "08:00")]}),

    # src: https://longviewhill.wordpress.com/2013/06/24/dog-injuries-and-walks-curtailed/
    dict(id="PE03", cat="log", setup=[H("Walk Luna")],
         turns=["skip luna's walk today, she's just been spayed and the vet says strict rest"],
         expect={"count": 1, "marks": [("Walk Luna", TODAY, "skipped")]}),

    dict(id="PE04", cat="dates", setup=[H("Check on dad")],
         turns=["skip checking on dad friday, my brother's going round instead"],
         expect={"count": 1, "habits": [{"name": "Check on dad", "freq": ("daily",)}],
                 "marks": [("Check on dad", NEXT_FRI, "skipped")],
                 "nomarks": [("Check on dad", TODAY), ("Check on dad", FRI)]}),

    dict(id="PE05", cat="avoid", setup=[H("Table scraps", polarity="avoid")],
         turns=["caved and gave bruno table scraps last night, he did the puppy eyes"],
         expect={"count": 1, "marks": [("Table scraps", YESTERDAY, "slipped")],
                 "nomarks": [("Table scraps", TODAY)]}),

    # src: http://truparenting.net/stop-yelling-21-days-break-bad-habits/
    dict(id="PE06", cat="avoid", setup=[H("Yelling at the kids", polarity="avoid")],
         turns=["lost it and yelled at the kids this morning over shoes again. ugh"],
         expect={"count": 1, "marks": [("Yelling at the kids", TODAY, "slipped")]}),

    dict(id="PE07", cat="edit", setup=[H("Read with Sam")],
         turns=["rename read with sam to reading practice, and make it a nice to have not a must"],
         expect={"count": 1,
                 "habits": [{"name": "Reading practice", "tier": "nice", "freq": ("daily",)}]}),

    # src: https://github.com/onejgordon/flow-dashboard/issues/113
    dict(id="PE08", cat="edit", setup=[H("Walk the dog"), H("Call mum")],
         turns=["tom's doing the dog walks on weekdays now so change walk the dog to weekends only"],
         expect={"count": 2,
                 "habits": [{"name": "Walk the dog", "freq": ("days", "sat sun")},
                            {"name": "Call mum", "freq": ("daily",)}],
                 "nomarks": [("Walk the dog", TODAY)]}),

    # src: https://eatsip365.com/why-a-daily-care-call-provides-peace-of-mind
    dict(id="PE09", cat="multi", setup=[H("Walk the dog"), H("Call mum"), H("Read with Sam")],
         turns=["walked the dog, rang mum and did reading with sam \U0001F44D"],
         expect={"count": 3,
                 "marks": [("Walk the dog", TODAY, "done"), ("Call mum", TODAY, "done"),
                           ("Read with Sam", TODAY, "done")]}),

    # src: https://mofrez.wordpress.com/2017/02/05/bad-habits/
    dict(id="PE10", cat="multi", setup=[],
         turns=["add call grandma every sunday and scoop the litter tray 3 times a week"],
         expect={"count": 2,
                 "habits": [{"name": "~grandma", "freq": ("days", "sun")},
                            {"name": "~litter", "freq": ("weekly", 3)}]}),

    # src: https://jfsmweldercare.org/parents-holiday-season-tips-checking-parents-distance-pandemic/
    dict(id="PE11", cat="dates", setup=[H("Visit mum", ("weekly", 2))],
         turns=["visited mum on monday and again on saturday"],
         expect={"count": 1, "habits": [{"name": "Visit mum", "freq": ("weekly", 2)}],
                 "marks": [("Visit mum", MON, "done"), ("Visit mum", SAT, "done")],
                 "nomarks": [("Visit mum", TODAY)]}),

    # src: https://pupwalk.app/blog/build-a-dog-walking-routine/
    dict(id="PE12", cat="group", setup=[H("Walk the dog"), H("Play fetch"), H("Brush the dog")],
         turns=["make a group called dog care with walk the dog, play fetch and brush the dog - "
                "i need to do at least 2 of them a day"],
         expect={"count": 3,
                 "groups": [{"name": "Dog care", "require": 2,
                             "members": ["Walk the dog", "Play fetch", "Brush the dog"]}]}),

    dict(id="PE13", cat="multi", setup=[H("Walk the dog"), H("Read with Sam")],
         turns=["walked the dog this morning but skip reading with sam tonight, he's at his dad's"],
         expect={"count": 2,
                 "marks": [("Walk the dog", TODAY, "done"), ("Read with Sam", TODAY, "skipped")]}),

    # ---------------------------------------------------------------- two to four turns
    dict(id="PE14", cat="slots", setup=[],
         turns=["add feeding the chickens", "every day"],
         expect={"count": 1, "maxlen": 25,
                 "habits": [{"name": "~chicken", "freq": ("daily",)}]}),

    # src: https://rhztutoring.com.au/blogs/for-tutors/building-a-reading-routine-for-kids-expert-tips-for-busy-families-rhz-tutoring
    dict(id="PE15", cat="slots", setup=[],
         turns=["i want to start doing reading practice with my son", "mon to thu"],
         expect={"count": 1,
                 "habits": [{"name": "~read", "freq": ("days", "mon tue wed thu")}]}),

    # src: https://jfsmweldercare.org/parents-holiday-season-tips-checking-parents-distance-pandemic/
    dict(id="PE16", cat="slots", setup=[],
         turns=["can you add a habit for phoning my dad", "3 times a week"],
         expect={"count": 1, "habits": [{"name": "~dad", "freq": ("weekly", 3)}]}),

    dict(id="PE17", cat="slots", setup=[],
         turns=["can we add taking the kids to the park", "2x a week"],
         expect={"count": 1, "habits": [{"name": "~park", "freq": ("weekly", 2)}]}),

    dict(id="PE18", cat="slots", setup=[],
         turns=["add walking next door's dog", "twice a week prob"],
         expect={"count": 1, "maxlen": 30,
                 "habits": [{"name": "~dog", "freq": ("weekly", 2)}]}),

    dict(id="PE19", cat="edit", setup=[H("Feed Goldie"), H("Walk the dog")],
         turns=["goldie died last night so please delete feed goldie", "yes"],
         expect={"count": 1, "habits": [{"name": "Walk the dog", "freq": ("daily",)}]}),

    dict(id="PE20", cat="log", setup=[H("Morning dog walk"), H("Evening dog walk")],
         turns=["did the dog walk", "the morning one"],
         expect={"count": 2, "marks": [("Morning dog walk", TODAY, "done")],
                 "nomarks": [("Evening dog walk", TODAY)]}),

    dict(id="PE21", cat="correct", setup=[],
         turns=["add walk the dog 3 times a week", "actually make it every day"],
         expect={"count": 1, "habits": [{"name": "~dog", "freq": ("daily",)}]}),

    dict(id="PE22", cat="correct", setup=[H("Feed the cat"), H("Walk the dog")],
         turns=["fed the cat", "oops undo that", "walked the dog tho"],
         expect={"count": 2, "nomarks": [("Feed the cat", TODAY)],
                 "marks": [("Walk the dog", TODAY, "done")]}),

    dict(id="PE23", cat="correct", setup=[],
         turns=["add taking mum to her appointments", "never mind, my sister's doing that now"],
         expect={"count": 0}),

    # src: https://github.com/iSoron/uhabits/issues/313
    dict(id="PE24", cat="slots", setup=[H("Rex's tablet")],
         turns=["remind me about rex's tablet", "7.30pm"],
         expect={"count": 1, "reminders": [("Rex's tablet", "19:30")],
                 "nomarks": [("Rex's tablet", TODAY)]}),

    # src: https://cooperativehomecare.com/2018/05/14/caring-for-the-caregiver-20-aging-parent-relationship-hacks/
    dict(id="PE25", cat="slots", setup=[],
         turns=["add putting mum's bins out", "tuesdays"],
         expect={"count": 1, "habits": [{"name": "~bin", "freq": ("days", "tue")}]}),

    # src: https://www.voweletics.com/blog/fun-diy-reading-trackers-your-kids-will-love
    dict(id="PE26", cat="log", setup=[],
         turns=["add reading with maya, 20 minutes a day",
                "we only got through 10 mins today, she was shattered"],
         expect={"count": 1,
                 "habits": [{"name": "~maya", "freq": ("daily",),
                             "target": {"amount": 20, "unit": "minute"}}],
                 "marks": [("~maya", TODAY, "partial", 10)]}),

    dict(id="PE27", cat="correct", setup=[H("Walk the dog")],
         turns=["walked the dog yesterday", "sorry i meant monday"],
         expect={"count": 1, "marks": [("Walk the dog", MON, "done")],
                 "nomarks": [("Walk the dog", YESTERDAY), ("Walk the dog", TODAY)]}),

    # ---------------------------------------------------------------- must change nothing / nothing wrong
    dict(id="PE28", cat="safety", setup=[H("Walk the dog")],
         turns=["my husband walked the dog this morning"],
         expect={"unchanged": True}),

    # src: https://www.50shadesofaging.com/its-all-about-me/2019/1/1/an-unpredictable-routine
    dict(id="PE29", cat="safety", setup=[H("Visit mum", ("weekly", 2)), H("Walk the dog")],
         turns=["mum's been in hospital since saturday so everything's a bit upside down tbh"],
         expect={"unchanged": True}),

    # src: http://geminidragondesign.com/studioblog/u8f4vivfndzpgilyi5r2a17miyd5xf32016
    dict(id="PE30", cat="safety", setup=[H("Walk the dog")],
         turns=["didn't walk the dog today, it was absolutely chucking it down"],
         expect={"count": 1, "notdone": [("Walk the dog", TODAY)],
                 "nomarks": [("Walk the dog", YESTERDAY)]}),

    dict(id="PE31", cat="query",
         setup=[H("Walk the dog", marks=[(SUN, "done"), (MON, "done"), (YESTERDAY, "done")]),
                H("Read with Sam")],
         turns=["how many days in a row have i walked the dog now?"],
         expect={"unchanged": True, "reply": r"(?i)\b3\b|three"}),

    dict(id="PE32", cat="query",
         setup=[H("Walk the dog", marks=[(TODAY, "done")]), H("Call mum"),
                H("Feed the cat", marks=[(TODAY, "done")])],
         turns=["what have i still got to do today"],
         expect={"unchanged": True, "reply": r"(?i)mum"}),

    dict(id="PE33", cat="safety", setup=[H("Walk the dog")],
         turns=["i'll take the dog out later once the rain stops"],
         expect={"unchanged": True}),

    dict(id="PE34", cat="safety", setup=[H("Feed the cat")],
         turns=["can you text my sister and remind her to feed the cat tonight"],
         expect={"unchanged": True}),

    dict(id="PE35", cat="safety", setup=[],
         turns=["my daughter wants to start practising piano every day"],
         expect={"unchanged": True}),

    dict(id="PE36", cat="safety", setup=[H("Walk the dog")],
         turns=["honestly so tired, up half the night with the puppy crying"],
         expect={"unchanged": True}),

    dict(id="PE37", cat="safety", setup=[H("Walk the dog")],
         turns=["we took the dog to the beach for hours yesterday"],
         expect={"count": 1, "nomarks": [("Walk the dog", TODAY)], "nopauses": True,
                 "habits": [{"name": "Walk the dog", "freq": ("daily",)}]}),

    # src: https://littlebrowndogblog.wordpress.com/2011/08/05/limping-along/
    dict(id="PE38", cat="safety", setup=[H("Puppy class", ("weekly", 1))],
         turns=["puppy class got cancelled this week, the trainer's off sick"],
         expect={"count": 1, "habits": [{"name": "Puppy class", "freq": ("weekly", 1)}],
                 "notdone": [("Puppy class", TODAY), ("Puppy class", YESTERDAY),
                             ("Puppy class", MON)]}),

    dict(id="PE39", cat="safety", setup=[H("Call dad")],
         turns=["haven't rung dad yet, will do it after work"],
         expect={"unchanged": True}),

    dict(id="PE40", cat="query", setup=[H("Visit mum", ("weekly", 2), marks=[(MON, "done")])],
         turns=["how's visiting mum going this week?"],
         expect={"unchanged": True, "reply": r"(?i)\b1\b|\bonce\b|\bone\b"}),
]
