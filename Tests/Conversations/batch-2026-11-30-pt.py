"""Fresh blind batch PT (pet owners and carers), written 2026-11-30.

Clock: Wednesday 2026-03-04 09:00.
  yesterday = Tue 03-03, "monday" (report) = 03-02, "sunday" (report) = 03-01,
  "friday" (report) = 02-27, "friday"/"this friday" (plan, skip) = 03-06.
Written without reading the coach's code, intents, tests, transcripts or earlier batches.
"""

TODAY = "2026-03-04"
YESTERDAY = "2026-03-03"
MON = "2026-03-02"
SUN = "2026-03-01"
SAT = "2026-02-28"
FRI = "2026-02-27"
FRI_NEXT = "2026-03-06"


def H(name, freq=("daily",), tier="must", polarity="build", group=None, archived=False, marks=()):
    return {"name": name, "freq": freq, "tier": tier, "polarity": polarity,
            "group": group, "archived": archived, "marks": list(marks)}


CASES = [
    # ---------------- single messages that change something ----------------
    # src: https://dogs-palace.com/qa/view/how-many-times-a-week-should-you-brush-your-dogs-teeth
    dict(id="PT01", cat="add", setup=[],
         turns=["can you add brushing rex's teeth three times a week"],
         expect={"count": 1, "habits": [{"name": "~teeth", "freq": ("weekly", 3), "polarity": "build"}]}),

    # src: https://rescuemeohio.wordpress.com/2015/09/16/take-a-chunk-out-of-dog-obesity-one-meal-at-a-time/
    dict(id="PT02", cat="avoid", setup=[],
         turns=["i keep sneaking the dog bits off my plate, i want to stop giving him table scraps"],
         expect={"count": 1, "habits": [{"name": "~scraps", "polarity": "avoid", "freq": ("daily",)}]}),

    dict(id="PT03", cat="add", setup=[],
         turns=["add taking mum to water aerobics tuesdays and thursdays"],
         expect={"count": 1, "habits": [{"name": "~aerobics", "freq": ("days", "tue thu")}]}),

    dict(id="PT04", cat="multi", setup=[],
         turns=["add feed the fish every day and clean out the hamster cage once a week"],
         expect={"count": 2, "habits": [{"name": "~fish", "freq": ("daily",)},
                                        {"name": "~hamster", "freq": ("weekly", 1)}]}),

    dict(id="PT05", cat="log",
         setup=[H("Walk Rocky"), H("Brush Rocky", ("weekly", 2))],
         turns=["walked rocky this morning, he rolled in something gross so he ended up getting a bath too lol"],
         expect={"count": 2, "marks": [("Walk Rocky", TODAY, "done")],
                 "notdone": [("Brush Rocky", TODAY)]}),

    # src: http://geminidragondesign.com/studioblog/u8f4vivfndzpgilyi5r2a17miyd5xf32016
    dict(id="PT06", cat="dates", setup=[H("Walk the dog")],
         turns=["took the dog out monday and yesterday, sunday was a washout with the rain"],
         expect={"count": 1, "habits": [{"name": "Walk the dog", "freq": ("daily",)}],
                 "marks": [("Walk the dog", MON, "done"), ("Walk the dog", YESTERDAY, "done")],
                 "notdone": [("Walk the dog", SUN), ("Walk the dog", TODAY)]}),

    # src: https://selfgrowth.com/articles/Time_For_Yourself_While_Taking_Care_Of_Elderly_Parents.html
    dict(id="PT07", cat="dates", setup=[H("Visit dad", ("weekly", 2))],
         turns=["went round to see dad friday and sunday"],
         expect={"count": 1, "habits": [{"name": "Visit dad", "freq": ("weekly", 2)}],
                 "marks": [("Visit dad", FRI, "done"), ("Visit dad", SUN, "done")],
                 "nomarks": [("Visit dad", TODAY), ("Visit dad", FRI_NEXT)]}),

    dict(id="PT08", cat="log", setup=[H("Dog training class", ("days", "fri"))],
         turns=["skip dog training this friday, he's booked in at the vet"],
         expect={"count": 1, "habits": [{"name": "Dog training class", "freq": ("days", "fri")}],
                 "marks": [("Dog training class", FRI_NEXT, "skipped")],
                 "nomarks": [("Dog training class", FRI), ("Dog training class", TODAY)]}),

    # src: https://www.akc.org/expert-advice/nutrition/hold-the-fries-dont-feed-table-scraps/
    dict(id="PT09", cat="avoid", setup=[H("Table scraps", polarity="avoid")],
         turns=["ugh gave rocky table scraps again last night"],
         expect={"count": 1, "marks": [("Table scraps", YESTERDAY, "slipped")],
                 "nomarks": [("Table scraps", TODAY)]}),

    dict(id="PT10", cat="edit", setup=[H("Walk dog", marks=[(MON, "done")])],
         turns=["rename walk dog to evening walk with biscuit"],
         expect={"count": 1, "habits": [{"name": "Evening walk with biscuit", "freq": ("daily",)}],
                 "marks": [("Evening walk with biscuit", MON, "done")],
                 "nomarks": [("Evening walk with biscuit", TODAY)]}),

    dict(id="PT11", cat="group",
         setup=[H("Walk the dog"), H("Play fetch"), H("Agility practice")],
         turns=["group walk the dog, play fetch and agility practice together as dog exercise, at least one of them a day"],
         expect={"count": 3,
                 "groups": [{"name": "Dog exercise", "require": 1,
                             "members": ["Walk the dog", "Play fetch", "Agility practice"]}]}),

    dict(id="PT12", cat="edit", setup=[H("Feed Whiskers"), H("Walk the dog")],
         turns=["whiskers passed away at the weekend, can you archive feed whiskers"],
         expect={"count": 2, "habits": [{"name": "Feed Whiskers", "archived": True},
                                        {"name": "Walk the dog", "archived": False}],
                 "nomarks": [("Feed Whiskers", TODAY), ("Walk the dog", TODAY)]}),

    # src: https://pupwalk.app/blog/build-a-dog-walking-routine/
    dict(id="PT13", cat="add", setup=[H("Walk the dog")],
         turns=["remind me to walk the dog at 6:30am on weekdays"],
         expect={"count": 1, "habits": [{"name": "Walk the dog", "freq": ("daily",)}],
                 "reminders": [("Walk the dog", "06:30", "mon tue wed thu fri")],
                 "nomarks": [("Walk the dog", TODAY)]}),

    dict(id="PT14", cat="multi", setup=[H("Walk the dog"), H("Gym", ("weekly", 3)), H("Call mum")],
         turns=["walked the dog, skipping gym today cos mum has a hospital appointment, will call her after"],
         expect={"count": 3, "marks": [("Walk the dog", TODAY, "done"), ("Gym", TODAY, "skipped")],
                 "notdone": [("Call mum", TODAY)]}),

    # ---------------- exchanges over several turns ----------------
    dict(id="PT15", cat="slots", setup=[H("Morning dog walk"), H("Evening dog walk")],
         turns=["done the dog walk", "morning"],
         expect={"count": 2, "marks": [("Morning dog walk", TODAY, "done")],
                 "notdone": [("Evening dog walk", TODAY)]}),

    dict(id="PT16", cat="slots", setup=[],
         turns=["add changing dad's bedding", "sundays"],
         expect={"count": 1, "habits": [{"name": "~bedding", "freq": ("days", "sun")}]}),

    # src: http://michellemiles.net/chore-night/
    dict(id="PT17", cat="slots", setup=[],
         turns=["add clean the fish tank", "every two weeks"],
         expect={"count": 1, "habits": [{"name": "~fish tank", "freq": ("interval", 14)}]}),

    dict(id="PT18", cat="slots", setup=[],
         turns=["i wanna walk the dog 5km a day", "did 3 this morning"],
         expect={"count": 1,
                 "habits": [{"name": "~walk", "freq": ("daily",), "target": {"amount": 5, "unit": "km"}}],
                 "marks": [("~walk", TODAY, "partial", 3)]}),

    dict(id="PT19", cat="correct", setup=[],
         turns=["add hoovering up the dog hair every day", "actually every other day"],
         expect={"count": 1, "habits": [{"name": "~hoover", "freq": ("interval", 2)}]}),

    # src: https://caregiverstelehealth.com/5-reasons-caregivers-skip-self-care-and-what-i-did-to-change-my-priorities/
    dict(id="PT20", cat="free", setup=[],
         turns=["i've been looking after my dad since his stroke and my own stuff has gone out the window. i'd like to get back into yoga",
                "twice a week maybe"],
         expect={"count": 1, "maxlen": 30, "habits": [{"name": "~yoga", "freq": ("weekly", 2)}]}),

    # src: https://pawsandclawsvet.com.au/feeding-treats/
    dict(id="PT21", cat="avoid", setup=[],
         turns=["add a limit for dog treats, max 3 a day", "gave him 5 today oops"],
         expect={"count": 1,
                 "habits": [{"name": "~treat", "polarity": "avoid", "target": {"amount": 3}}],
                 "marks": [("~treat", TODAY, "slipped", 5)]}),

    # src: https://drrobertjwinn.com/self-care-while-caring-for-your-aging-parents/
    dict(id="PT22", cat="slots", setup=[H("Dad's evening meds")],
         turns=["set a reminder for dad's evening meds", "7:30pm"],
         expect={"count": 1, "reminders": [("Dad's evening meds", "19:30")],
                 "nomarks": [("Dad's evening meds", TODAY)]}),

    # src: http://www.cmita.org/p/CatAdvice/comments/1bpxvxt/how_frequently_do_you_scoop_your_litter_box/
    dict(id="PT23", cat="slots", setup=[],
         turns=["add scoop the litter box", "every day", "and remind me at 9pm"],
         expect={"count": 1, "habits": [{"name": "~litter", "freq": ("daily",)}],
                 "reminders": [("~litter", "21:00")]}),

    dict(id="PT24", cat="correct", setup=[H("Walk the dog")],
         turns=["walked the dog", "oh wait no my partner took him this morning, not me. undo that"],
         expect={"count": 1, "nomarks": [("Walk the dog", TODAY)]}),

    dict(id="PT25", cat="edit", setup=[H("Clean hamster cage", ("weekly", 1)), H("Walk the dog")],
         turns=["delete clean hamster cage, peanut's gone to live with my nephew", "yes"],
         expect={"count": 1, "habits": [{"name": "Walk the dog", "freq": ("daily",)}]}),

    dict(id="PT26", cat="tier", setup=[],
         turns=["add brush the cat", "every day", "oh and it's optional, not a must-do"],
         expect={"count": 1, "habits": [{"name": "~brush", "freq": ("daily",), "tier": "nice"}]}),

    dict(id="PT27", cat="slots", setup=[],
         turns=["add flea treatment for the cats", "monthly"],
         expect={"count": 1, "habits": [{"name": "~flea", "freq": ("monthly", 1)}]}),

    # ---------------- messages that must change nothing (or nothing wrong) ----------------
    dict(id="PT28", cat="safety", setup=[H("Walk the dog")],
         turns=["lol the dog just walked himself round the garden like 20 times chasing a squirrel"],
         expect={"unchanged": True}),

    # src: https://github.com/onejgordon/flow-dashboard/issues/113
    dict(id="PT29", cat="safety", setup=[H("Walk the dog"), H("Call mum")],
         turns=["my sister walked the dog this morning cos i was at the hospital with dad"],
         expect={"count": 2, "notdone": [("Walk the dog", TODAY), ("Call mum", TODAY)]}),

    dict(id="PT30", cat="safety", setup=[H("Walk the dog"), H("Brush the dog", ("weekly", 2))],
         turns=["biscuit's going to the groomer on saturday"],
         expect={"unchanged": True}),

    # src: https://www.thecaregiverspace.org/when-self-care-becomes-a-struggle/
    dict(id="PT31", cat="safety", setup=[H("Walk the dog"), H("Yoga", ("weekly", 2))],
         turns=["rough week honestly, jamie's chemo knocked him flat and i've been doing everything on my own"],
         expect={"unchanged": True}),

    # src: https://suchcats.com/?p=6313
    dict(id="PT32", cat="query", setup=[H("Cat insulin")],
         turns=["any tips for not forgetting the cat's evening insulin? i nearly missed it twice this week"],
         expect={"unchanged": True}),

    dict(id="PT33", cat="safety", setup=[H("Walk the dog")],
         turns=["didnt get the dog out today, pavements are a sheet of ice"],
         expect={"count": 1, "habits": [{"name": "Walk the dog", "freq": ("daily",)}],
                 "notdone": [("Walk the dog", TODAY)]}),

    dict(id="PT34", cat="safety", setup=[H("Walk the dog")],
         turns=["can you book biscuit in at the vets for friday"],
         expect={"unchanged": True}),

    dict(id="PT35", cat="query",
         setup=[H("Feed the cat", marks=[(TODAY, "done")]), H("Give Luna her insulin")],
         turns=["whats left for today"],
         expect={"unchanged": True, "reply": r"(?i)insulin"}),

    dict(id="PT36", cat="safety",
         setup=[H("Leave socks on the floor", polarity="avoid"), H("Walk the dog")],
         turns=["the dog's eaten another sock, i swear he hunts them"],
         expect={"unchanged": True}),

    dict(id="PT37", cat="safety", setup=[H("Dad's physio exercises")],
         turns=["dad flat out refused his physio exercises again today"],
         expect={"count": 1, "notdone": [("Dad's physio exercises", TODAY)]}),

    # src: https://pupwalk.app/blog/build-a-dog-walking-routine/
    dict(id="PT38", cat="safety", setup=[],
         turns=["if i got a puppy would i have to walk it twice a day?"],
         expect={"unchanged": True, "count": 0}),

    dict(id="PT39", cat="query",
         setup=[H("Walk the dog", marks=[(MON, "done"), (YESTERDAY, "done")])],
         turns=["how many times have i walked the dog this week"],
         expect={"unchanged": True, "reply": r"(?i)\b2\b|twice|\btwo\b"}),

    dict(id="PT40", cat="safety", setup=[H("Feed the cat"), H("Cat insulin")],
         turns=["my husband fed the cat and did her insulin this morning, i was still asleep"],
         expect={"count": 2, "notdone": [("Feed the cat", TODAY), ("Cat insulin", TODAY)]}),
]
