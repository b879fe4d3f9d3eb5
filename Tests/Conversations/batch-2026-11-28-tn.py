"""Fresh batch "tn": teachers, nurses and carers.

Theme: term time vs holidays, on-call weeks, long shifts, marking and lesson planning, water and
meals at work, logging late for earlier days, skipping or pausing for a conference or a school
trip, questions about the week -- plus talk about pupils, patients and colleagues that must
change nothing.

Written blind (from SPEC.md, eval/README.md, run_eval.py and the format header of dev_cases.py
only). About a third of the cases paraphrase how people describe these habits in public; those
carry a `# src:` comment. Paraphrased, never copied.

Clock for every case: Wednesday 2026-03-04 09:00 (local = UTC).
  today = Wed 03-04, yesterday = Tue 03-03, "on monday" = 03-02, "sunday" (report) = 03-01,
  "saturday" (report) = 02-28, "friday" in a report of what happened = Fri 02-27,
  "thursday" / "friday" in a plan, skip or pause = the coming Thu 03-05 / Fri 03-06.

Fairness: only what a careful human coach would clearly do under SPEC.md is asserted; where a
message is genuinely open (statements, plans, feelings, negations, requests for things the coach
doesn't do) only "nothing wrong happened" is asserted (unchanged / notdone / count / nomarks).
"""

TODAY = "2026-03-04"       # Wed
YESTERDAY = "2026-03-03"   # Tue
MON = "2026-03-02"
SUN = "2026-03-01"
SAT = "2026-02-28"
FRI = "2026-02-27"         # "friday" in a report
NEXT_THU = "2026-03-05"    # "thursday" in a plan / skip / pause
NEXT_FRI = "2026-03-06"    # "friday" in a plan / skip / pause

WEEKDAYS = "mon tue wed thu fri"


def H(name, freq=("daily",), tier="must", polarity="build", group=None, archived=False, marks=()):
    """A setup habit in the compact form run_eval.setup_doc() reads."""
    return {"name": name, "freq": freq, "tier": tier, "polarity": polarity, "group": group,
            "archived": archived, "marks": list(marks)}


CASES = [
    # ------------------------------------------------------------------ adding
    # src: https://mothernurselove.com/7-helpful-ways-to-stay-hydrated-for-nurses
    {"id": "tn01", "cat": "add", "setup": [],
     "turns": ["can you add drink water, 8 glasses a day. i get so busy on the ward i forget and come home gasping"],
     "expect": {"count": 1,
                "habits": [{"name": "~water", "freq": ("daily",), "polarity": "build",
                            "target": {"amount": 8, "unit": "glass"}}]}},

    {"id": "tn02", "cat": "slots", "setup": [],
     "turns": ["i really need to get on top of my marking", "weekdays"],
     "expect": {"count": 1, "maxlen": 20,
                "habits": [{"name": "~marking", "freq": ("days", WEEKDAYS), "polarity": "build"}]}},

    # src: http://www.ladybugsteacherfiles.com/2016/11/finding-time-for-holidays-as-busy.html
    {"id": "tn03", "cat": "add", "setup": [],
     "turns": ["add lesson planning monday to thursday after dinner so my weekends are free"],
     "expect": {"count": 1,
                "habits": [{"name": "~plan", "freq": ("days", "mon tue wed thu")}]}},

    # src: https://www.tes.com/news/tes-archive/tes-publication/how-do-you-achieve-it-0
    {"id": "tn04", "cat": "free", "setup": [],
     "turns": ["i want to leave school by 5 at least 3 days a week"],
     "expect": {"count": 1, "maxlen": 30,
                "habits": [{"name": "~leave", "freq": ("weekly", 3), "polarity": "build"}]}},

    # src: https://theoutstandingsociety.co.uk/10-simple-self-care-for-caregivers-habits-that-fit-into-a-busy-day
    {"id": "tn05", "cat": "free", "setup": [],
     "turns": ["add a two minute breathing reset every day, caring for my dad is full on"],
     "expect": {"count": 1, "maxlen": 30,
                "habits": [{"name": "~breath", "freq": ("daily",)}]}},

    # ------------------------------------------------------------------ avoid / slips
    # src: https://allnurses.com/medical-surgical-nursing/eating-on-the-760201-page2.html
    {"id": "tn06", "cat": "avoid", "setup": [],
     "turns": ["help me quit vending machine snacks, i'm on nights and it's crisps at 3am every time lol"],
     "expect": {"count": 1,
                "habits": [{"name": "~vending", "polarity": "avoid"}]}},

    {"id": "tn07", "cat": "robust",
     "setup": [H("Vending machine snacks", polarity="avoid"), H("Drink water")],
     "turns": ["UGH caved and got a twix from the vending machine at 3am"],
     "expect": {"count": 2,
                "marks": [("Vending machine snacks", TODAY, "slipped")],
                "nomarks": [("Drink water", TODAY)]}},

    # src: https://github.com/iSoron/uhabits/issues/144
    {"id": "tn08", "cat": "avoid", "setup": [],
     "turns": ["add no coffee after 2pm, it wrecks my sleep before a long day",
               "and i already blew it yesterday, had a latte at 4"],
     "expect": {"count": 1,
                "habits": [{"name": "~coffee", "polarity": "avoid"}],
                "marks": [("~coffee", YESTERDAY, "slipped")],
                "nomarks": [("~coffee", TODAY)]}},

    # ------------------------------------------------------------------ tiers
    {"id": "tn09", "cat": "tier", "setup": [],
     "turns": ["add stretching after shifts 3 times a week, its a nice to have not a must"],
     "expect": {"count": 1,
                "habits": [{"name": "~stretch", "freq": ("weekly", 3), "tier": "nice"}]}},

    {"id": "tn10", "cat": "tier",
     "setup": [H("Gym", ("weekly", 3)), H("Drink water")],
     "turns": ["make gym a nice-to-have for now, im on call 2 weeks out of 4 at the moment"],
     "expect": {"count": 2,
                "habits": [{"name": "Gym", "freq": ("weekly", 3), "tier": "nice"},
                           {"name": "Drink water", "tier": "must"}]}},

    # ------------------------------------------------------------------ groups
    # src: https://www.everydaymagazineohio.com/post/give-yourself-love
    {"id": "tn11", "cat": "group",
     "setup": [H("Journal"), H("Walk"), H("Text a friend", tier="nice")],
     "turns": ["put journal, walk and text a friend in a group called self care, pick 1 a day"],
     "expect": {"count": 3,
                "groups": [{"name": "self care", "require": 1,
                            "members": ["Journal", "Walk", "Text a friend"]}]}},

    # ------------------------------------------------------------------ pause for a school trip
    # src: https://github.com/iSoron/uhabits/issues/601
    {"id": "tn12", "cat": "dates",
     "setup": [H("Gym", ("weekly", 3)), H("Lesson planning", ("days", WEEKDAYS)), H("Drink water")],
     "turns": ["im away on the year 7 residential thursday and friday, can you pause everything so it doesnt wreck my streaks",
               "yes"],
     "expect": {"count": 3,
                "habits": [{"name": "Gym", "freq": ("weekly", 3)},
                           {"name": "Lesson planning", "freq": ("days", WEEKDAYS)},
                           {"name": "Drink water", "freq": ("daily",)}],
                "notdone": [("Gym", TODAY), ("Lesson planning", TODAY), ("Drink water", TODAY),
                            ("Gym", NEXT_THU), ("Lesson planning", NEXT_THU), ("Drink water", NEXT_FRI)]}},

    # ------------------------------------------------------------------ edits
    {"id": "tn13", "cat": "edit",
     "setup": [H("Marking", ("days", WEEKDAYS)), H("Lesson planning", ("days", WEEKDAYS))],
     "turns": ["can u rename marking to feedback pls, thats what the school calls it now"],
     "expect": {"count": 2,
                "habits": [{"name": "Feedback", "freq": ("days", WEEKDAYS)},
                           {"name": "Lesson planning"}]}},

    # src: https://github.com/InlitX/streak/issues/112
    {"id": "tn14", "cat": "edit",
     "setup": [H("Marking")],
     "turns": ["marking should be weekdays only, i dont want the weekend counting as missed", "yes"],
     "expect": {"count": 1,
                "habits": [{"name": "Marking", "freq": ("days", WEEKDAYS)}]}},

    {"id": "tn15", "cat": "edit",
     "setup": [H("Revision club prep", ("weekly", 1)), H("Marking", ("days", WEEKDAYS))],
     "turns": ["revision club's finished for the year, delete that habit", "yes"],
     "expect": {"count": 1,
                "habits": [{"name": "Marking", "freq": ("days", WEEKDAYS)}]}},

    # ------------------------------------------------------------------ logging, past days
    # src: https://github.com/HabitRPG/habitica/issues/224
    {"id": "tn16", "cat": "log",
     "setup": [H("Drink water"), H("Eat lunch"), H("Stretch")],
     "turns": ["got home after midnight and forgot to tick yesterdays stuff, i ate lunch and drank my water but didnt stretch"],
     "expect": {"count": 3,
                "marks": [("Eat lunch", YESTERDAY, "done"), ("Drink water", YESTERDAY, "done")],
                "notdone": [("Stretch", YESTERDAY)],
                "nomarks": [("Eat lunch", TODAY), ("Drink water", TODAY), ("Stretch", TODAY)]}},

    {"id": "tn17", "cat": "dates",
     "setup": [H("Marking", ("days", WEEKDAYS)), H("Lesson planning", ("days", "wed sun"))],
     "turns": ["catching up on my logs: sunday 1st did lesson planning, monday marking, tuesday marking again"],
     "expect": {"count": 2,
                "habits": [{"name": "Marking", "freq": ("days", WEEKDAYS)},
                           {"name": "Lesson planning", "freq": ("days", "wed sun")}],
                "marks": [("Lesson planning", SUN, "done"), ("Marking", MON, "done"),
                          ("Marking", YESTERDAY, "done")],
                "nomarks": [("Marking", SUN), ("Lesson planning", MON), ("Marking", TODAY),
                            ("Lesson planning", TODAY)]}},

    {"id": "tn18", "cat": "dates",
     "setup": [H("Visit mum", ("weekly", 3)), H("Walk")],
     "turns": ["went round to mums fri and sat after wrk"],
     "expect": {"count": 2,
                "habits": [{"name": "Visit mum", "freq": ("weekly", 3)}],
                "marks": [("Visit mum", FRI, "done"), ("Visit mum", SAT, "done")],
                "nomarks": [("Visit mum", TODAY), ("Walk", FRI), ("Walk", SAT)]}},

    {"id": "tn19", "cat": "dates",
     "setup": [H("Lesson planning", ("days", WEEKDAYS)), H("Gym", ("weekly", 3))],
     "turns": ["skip planning thursday and friday, im at a conference in leeds"],
     "expect": {"count": 2,
                "habits": [{"name": "Lesson planning", "freq": ("days", WEEKDAYS)}],
                "marks": [("Lesson planning", NEXT_THU, "skipped"), ("Lesson planning", NEXT_FRI, "skipped")],
                "nomarks": [("Lesson planning", TODAY), ("Gym", NEXT_THU), ("Gym", NEXT_FRI)]}},

    {"id": "tn20", "cat": "log",
     "setup": [H("Evening run"), H("Read")],
     "turns": ["skip my run today, school trip to the zoo and we're not back til 7"],
     "expect": {"count": 2,
                "marks": [("Evening run", TODAY, "skipped")],
                "nomarks": [("Read", TODAY)]}},

    # ------------------------------------------------------------------ amounts
    # src: http://moonischasingme1.blogspot.com/2011/07
    {"id": "tn21", "cat": "log", "setup": [],
     "turns": ["set me a water goal of 2 litres a day, sick of finishing a 12.5 hour shift with chapped lips",
               "had 1.5 litres today so far"],
     "expect": {"count": 1,
                "habits": [{"name": "~water", "freq": ("daily",), "target": {"amount": 2}}],
                "marks": [("~water", TODAY, "partial", 1.5)]}},

    {"id": "tn22", "cat": "log", "setup": [],
     "turns": ["i want to read 20 pages a day, been ages since i read anything that isnt a set text",
               "read 8 on the bus this morning",
               "and 5 more in my free period"],
     "expect": {"count": 1,
                "habits": [{"name": "~read", "freq": ("daily",), "target": {"amount": 20, "unit": "page"}}],
                "marks": [("~read", TODAY, "partial", 13)]}},

    {"id": "tn23", "cat": "avoid", "setup": [],
     "turns": ["at most 2 coffees a day please, im basically living on the stuff this on call week",
               "had 3 already today ugh"],
     "expect": {"count": 1,
                "habits": [{"name": "~coffee", "polarity": "avoid", "target": {"amount": 2}}],
                "marks": [("~coffee", TODAY, "slipped", 3)]}},

    # ------------------------------------------------------------------ reminders
    # src: https://www.fastaff.com/blog/travel-nurse-tip-staying-hydrated-long-shifts
    {"id": "tn24", "cat": "edit",
     "setup": [H("Drink water")],
     "turns": ["set a reminder to drink water at 10:30am and 2:30pm on weekdays, the hours just slide by on the ward"],
     "expect": {"count": 1,
                "habits": [{"name": "Drink water", "freq": ("daily",)}],
                "reminders": [("Drink water", "10:30", WEEKDAYS), ("Drink water", "14:30", WEEKDAYS)]}},

    {"id": "tn25", "cat": "edit",
     "setup": [H("Marking", ("days", WEEKDAYS))],
     "turns": ["remind me to do marking at 7pm mon to thurs"],
     "expect": {"count": 1,
                "habits": [{"name": "Marking", "freq": ("days", WEEKDAYS)}],
                "reminders": [("Marking", "19:00", "mon tue wed thu")],
                "nomarks": [("Marking", TODAY)]}},

    {"id": "tn26", "cat": "group",
     "setup": [H("Read", group="Wind down"), H("Bath", group="Wind down"), H("Stretch", group="Wind down")],
     "turns": ["for wind down i want to do 2 of the 3 not just 1"],
     "expect": {"count": 3,
                "groups": [{"name": "Wind down", "require": 2, "members": ["Read", "Bath", "Stretch"]}]}},

    # ------------------------------------------------------------------ which habit
    {"id": "tn27", "cat": "log",
     "setup": [H("Morning walk"), H("Evening walk")],
     "turns": ["did my walk", "the morning one"],
     "expect": {"count": 2,
                "marks": [("Morning walk", TODAY, "done")],
                "nomarks": [("Evening walk", TODAY)]}},

    # ------------------------------------------------------------------ questions
    {"id": "tn28", "cat": "query",
     "setup": [H("Lesson planning", ("days", WEEKDAYS), marks=[(MON, "done")]),
               H("Gym", ("weekly", 3), marks=[(SUN, "done"), (YESTERDAY, "done")])],
     "turns": ["did i actually do my planning on monday? and hows the rest of the week looking"],
     "expect": {"unchanged": True}},

    # ------------------------------------------------------------------ must change nothing
    {"id": "tn29", "cat": "safety",
     "setup": [H("Walk"), H("Drink water")],
     "turns": ["my patient in bay 4 walked to the loo on his own today!! first time since his op"],
     "expect": {"unchanged": True}},

    {"id": "tn30", "cat": "safety",
     "setup": [H("Read", marks=[(YESTERDAY, "done")])],
     "turns": ["one of my year 9s read a whole book this week for the first time ever, made my day honestly"],
     "expect": {"unchanged": True}},

    {"id": "tn31", "cat": "safety",
     "setup": [H("Marking", ("days", WEEKDAYS)), H("Gym", ("weekly", 3))],
     "turns": ["mr patel does all his marking on the train in every morning, wish i was that organised"],
     "expect": {"unchanged": True}},

    # src: https://theshubox.com/2018/07/call-stress.html
    {"id": "tn32", "cat": "safety",
     "setup": [H("In bed by 11"), H("Eat a proper dinner")],
     "turns": ["on call all week again. i always end up staying up way too late and eating rubbish when im on call"],
     "expect": {"unchanged": True}},

    {"id": "tn33", "cat": "safety",
     "setup": [H("Marking", ("days", WEEKDAYS))],
     "turns": ["gonna blitz all my marking tomorrow in my ppa time"],
     "expect": {"unchanged": True}},

    {"id": "tn34", "cat": "safety",
     "setup": [H("Eat lunch"), H("Drink water")],
     "turns": ["didnt even get a lunch break today, 13 hours on my feet"],
     "expect": {"count": 2,
                "notdone": [("Eat lunch", TODAY)],
                "nomarks": [("Drink water", TODAY)]}},

    {"id": "tn35", "cat": "safety",
     "setup": [H("Lesson planning", ("days", WEEKDAYS)), H("Drink water")],
     "turns": ["can you write me a lesson plan on the water cycle for year 4"],
     "expect": {"unchanged": True}},

    # ------------------------------------------------------------------ onboarding over several turns
    # src: https://wellnessrounds.org/tag/on-call/page/how-to-exercise-despite-your-busy-schedule/
    {"id": "tn36", "cat": "slots", "setup": [],
     "turns": ["hiya", "i keep meaning to take the stairs at work", "every day", "no thats it for now"],
     "expect": {"count": 1,
                "habits": [{"name": "~stairs", "freq": ("daily",), "polarity": "build"}]}},

    # ------------------------------------------------------------------ several requests in one message
    {"id": "tn37", "cat": "multi", "setup": [],
     "turns": ["add marking mon-thu and a lunchtime walk 3 times a week"],
     "expect": {"count": 2,
                "habits": [{"name": "~mark", "freq": ("days", "mon tue wed thu")},
                           {"name": "~walk", "freq": ("weekly", 3)}]}},

    {"id": "tn38", "cat": "multi",
     "setup": [H("Marking", ("days", WEEKDAYS)), H("Lesson planning", ("days", WEEKDAYS)), H("Drink water")],
     "turns": ["marked all the yr 10 mocks and plannd tomorrows lessons, drank basically nothing tho"],
     "expect": {"count": 3,
                "marks": [("Marking", TODAY, "done"), ("Lesson planning", TODAY, "done")],
                "notdone": [("Drink water", TODAY)]}},

    # ------------------------------------------------------------------ corrections
    {"id": "tn39", "cat": "correct", "setup": [],
     "turns": ["add journalling every day", "actually make it 3 times a week"],
     "expect": {"count": 1,
                "habits": [{"name": "~journal", "freq": ("weekly", 3)}]}},

    {"id": "tn40", "cat": "correct",
     "setup": [H("Gym", ("weekly", 3))],
     "turns": ["went to the gym", "oh wait no that was yesterday, not today"],
     "expect": {"count": 1,
                "habits": [{"name": "Gym", "freq": ("weekly", 3)}],
                "marks": [("Gym", YESTERDAY, "done")],
                "nomarks": [("Gym", TODAY)]}},
]
