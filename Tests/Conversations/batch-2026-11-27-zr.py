"""Fresh batch ZR: parents and shift workers with irregular days.

Theme: a nurse on rotating 12-hour shifts, a dad doing school runs, a night-shift warehouse
worker and a student with exams. Their schedules change week to week; they log late for earlier
days, move reminders around their shifts, pause habits for exam week or a block of nights, and
talk a lot about their lives (statements that must change nothing). Several conversations are
multi-turn with terse answers to the coach's questions, and some correct themselves a turn later.
Written blind (only SPEC.md, eval/README.md, run_eval.py and the format header were read).

Clock for every case: Wednesday 2026-03-04 09:00 (local = UTC).
  today = Wed 03-04, yesterday = Tue 03-03, "on monday" = 03-02, "sunday" (report) = 03-01,
  "saturday" (report) = 02-28, "friday" in a report = 02-27,
  "friday" in a plan or a skip = 03-06 (the coming one), "the 20th" = 2026-03-20.
  "last night" said at 09:00 = 03-03; "this morning" = today.

Assertions follow the fairness rule: only what a careful human coach would clearly do under the
SPEC; where a message is ambiguous (a pause, which the export keys cannot check positively, or a
statement the coach may answer with an offer) only that nothing wrong happened.

A `# src:` comment names the public text a case's wording is paraphrased from (never copied).
"""

TODAY = "2026-03-04"       # Wednesday
YESTERDAY = "2026-03-03"   # Tuesday
MON = "2026-03-02"
SUN = "2026-03-01"
SAT = "2026-02-28"
FRI = "2026-02-27"         # "friday" in a report of what happened
NEXT_FRI = "2026-03-06"    # "friday" in a plan or a skip
NEXT_SAT = "2026-03-07"

WEEKDAYS = "mon tue wed thu fri"


def H(name, freq=("daily",), tier="must", polarity="build", group=None, archived=False, marks=()):
    """A setup habit in the compact form run_eval.setup_doc() reads."""
    return {"name": name, "freq": freq, "tier": tier, "polarity": polarity, "group": group,
            "archived": archived, "marks": list(marks)}


CASES = [
    # ---------------------------------------------------------------- add / free
    # src: https://makegoodhabits.app/blog/habit-plan-for-nurses-on-12-hour-shifts
    {"id": "ZR01", "cat": "add", "setup": [],
     "turns": ["i wanna start drinking water on my first break at work, like a proper bottle not just sips lol. its 3 shifts a week but which days changes every week"],
     "expect": {"count": 1, "maxlen": 45,
                "habits": [{"name": "~water", "freq": ("weekly", 3), "polarity": "build"}]}},

    # src: https://github.com/Medvedev91/timeto.me/issues/163
    {"id": "ZR40", "cat": "add", "setup": [],
     "turns": ["i do one 24 hour shift then get 3 days off, so add meal prep every 4 days to line up with it"],
     "expect": {"count": 1, "maxlen": 40,
                "habits": [{"name": "~meal prep", "freq": ("interval", 4), "polarity": "build"}]}},

    # src: https://thinkinganddoingskillscenter.com/back-to-school-habits/
    {"id": "ZR33", "cat": "free", "setup": [],
     "turns": ["i should really lay out the kids clothes the night before so mornings arent chaos. sunday to thursday nights"],
     "expect": {"count": 1, "maxlen": 40,
                "habits": [{"name": "~clothes", "freq": ("days", "sun mon tue wed thu"), "polarity": "build"}]}},

    # src: https://kabitapp.com/blog/habit-tracker-for-students
    {"id": "ZR34", "cat": "free", "setup": [],
     "turns": ["honestly need to get better at going over my notes after lectures, weekdays basically"],
     "expect": {"count": 1, "maxlen": 40,
                "habits": [{"name": "~notes", "freq": ("days", WEEKDAYS), "polarity": "build"}]}},

    # ---------------------------------------------------------------- slots (terse answers)
    {"id": "ZR02", "cat": "slots", "setup": [],
     "turns": ["can u add something for me", "walking the kids to school", "weekdays"],
     "expect": {"count": 1, "maxlen": 40,
                "habits": [{"name": "~walk", "freq": ("days", WEEKDAYS)}]}},

    {"id": "ZR03", "cat": "slots", "setup": [],
     "turns": ["add past papers as a must do", "mon wed fri"],
     "expect": {"count": 1,
                "habits": [{"name": "~past paper", "freq": ("days", "mon wed fri"), "tier": "must"}]}},

    {"id": "ZR38", "cat": "slots", "setup": [],
     "turns": ["hiya", "stretching after my shifts", "every day", "thats it for now"],
     "expect": {"count": 1, "maxlen": 40,
                "habits": [{"name": "~stretch", "freq": ("daily",), "polarity": "build"}]}},

    # ---------------------------------------------------------------- log / dates
    # src: https://github.com/HabitRPG/habitica/issues/224
    {"id": "ZR04", "cat": "log",
     "setup": [H("Stretch"), H("Journal")],
     "turns": ["back from a 12hr shift and shattered lol. i did do my stretches yesterday before work tho, forgot to tick it off"],
     "expect": {"count": 2,
                "marks": [("Stretch", YESTERDAY, "done")],
                "nomarks": [("Stretch", TODAY), ("Journal", YESTERDAY), ("Journal", TODAY)]}},

    # src: https://github.com/dessalines/habit-maker/issues/369
    {"id": "ZR05", "cat": "dates",
     "setup": [H("Read")],
     "turns": ["just in from nights. read a chapter sunday before my shift and again on monday, never logged either"],
     "expect": {"count": 1,
                "habits": [{"name": "Read", "freq": ("daily",)}],
                "marks": [("Read", SUN, "done"), ("Read", MON, "done")],
                "nomarks": [("Read", YESTERDAY), ("Read", TODAY)]}},

    {"id": "ZR06", "cat": "dates",
     "setup": [H("Gym", ("weekly", 3))],
     "turns": ["rota's been mental. got to the gym friday and saturday but nothing since"],
     "expect": {"count": 1,
                "habits": [{"name": "Gym", "freq": ("weekly", 3)}],
                "marks": [("Gym", FRI, "done"), ("Gym", SAT, "done")],
                "nomarks": [("Gym", NEXT_FRI), ("Gym", NEXT_SAT)],
                "notdone": [("Gym", SUN), ("Gym", MON), ("Gym", YESTERDAY), ("Gym", TODAY)]}},

    {"id": "ZR07", "cat": "dates",
     "setup": [H("Swimming", ("days", "mon wed fri")), H("Read")],
     "turns": ["skip swimming friday, its the school play and i promised id be there"],
     "expect": {"count": 2,
                "habits": [{"name": "Swimming", "freq": ("days", "mon wed fri")}],
                "marks": [("Swimming", NEXT_FRI, "skipped")],
                "nomarks": [("Swimming", FRI), ("Swimming", TODAY), ("Read", TODAY)]}},

    # src: https://louadventures.com/blog/10-tips-for-busy-mornings
    {"id": "ZR24", "cat": "multi",
     "setup": [H("Read to kids"), H("Pack lunches", ("days", WEEKDAYS))],
     "turns": ["read to the kids last night and got the packed lunches done this morning before the school run"],
     "expect": {"count": 2,
                "marks": [("Read to kids", YESTERDAY, "done"), ("Pack lunches", TODAY, "done")],
                "nomarks": [("Read to kids", TODAY), ("Pack lunches", YESTERDAY)]}},

    # ---------------------------------------------------------------- avoid
    # src: https://www.drweil.com/health-wellness/body-mind-spirit/sleep-issues/working-nights/
    {"id": "ZR11", "cat": "avoid", "setup": [],
     "turns": ["the guy i work nights with basically lives on energy drinks and now im doing it too. want to quit energy drinks"],
     "expect": {"count": 1, "maxlen": 30,
                "habits": [{"name": "~energy drink", "polarity": "avoid", "freq": ("daily",)}]}},

    {"id": "ZR12", "cat": "avoid",
     "setup": [H("Energy drinks", polarity="avoid")],
     "turns": ["caved and had an energy drink on my break yesterday, ugh"],
     "expect": {"count": 1,
                "habits": [{"name": "Energy drinks", "polarity": "avoid"}],
                "marks": [("Energy drinks", YESTERDAY, "slipped")],
                "nomarks": [("Energy drinks", TODAY)]}},

    {"id": "ZR13", "cat": "amount", "setup": [],
     "turns": ["set me a limit of 2 coffees a day max, on earlies this week and im mainlining the stuff"],
     "expect": {"count": 1, "maxlen": 30,
                "habits": [{"name": "~coffee", "polarity": "avoid", "target": {"amount": 2}}]}},

    {"id": "ZR14", "cat": "amount", "setup": [],
     "turns": ["i want to drink 8 glasses of water a day, always forget on long shifts", "had 3 so far"],
     "expect": {"count": 1,
                "habits": [{"name": "~water", "freq": ("daily",), "target": {"amount": 8, "unit": "glass"}}],
                "marks": [("~water", TODAY, "partial", 3)]}},

    # ---------------------------------------------------------------- reminders
    # src: https://github.com/FriesI23/mhabit/issues/627
    {"id": "ZR15", "cat": "remind",
     "setup": [H("Stretch")],
     "turns": ["can u remind me to stretch at 7pm on thursdays and fridays, thats when im usually off"],
     "expect": {"count": 1,
                "habits": [{"name": "Stretch", "freq": ("daily",)}],
                "reminders": [("Stretch", "19:00", "thu fri")]}},

    {"id": "ZR16", "cat": "remind",
     "setup": [H("Vitamins")],
     "turns": ["remind me to take my vitamins at 8am", "wait no im on nights from now on, make it 6pm instead"],
     "expect": {"count": 1,
                "habits": [{"name": "Vitamins", "freq": ("daily",)}],
                "reminders": [("Vitamins", "18:00")]}},

    # src: https://github.com/shub39/Grit/issues/219
    {"id": "ZR31", "cat": "robust",
     "setup": [H("Meds")],
     "turns": ["remind me 2 take my meds at 8am and 8pm pls, always forget when im on shift"],
     "expect": {"count": 1,
                "habits": [{"name": "Meds", "freq": ("daily",)}],
                "reminders": [("Meds", "08:00"), ("Meds", "20:00")],
                "nomarks": [("Meds", TODAY)]}},

    # ---------------------------------------------------------------- edits, tiers, groups
    {"id": "ZR17", "cat": "edit",
     "setup": [H("Yoga", ("weekly", 3)), H("Read")],
     "turns": ["my rota changed again so can yoga be twice a week now"],
     "expect": {"count": 2,
                "habits": [{"name": "Yoga", "freq": ("weekly", 2)}, {"name": "Read", "freq": ("daily",)}],
                "nomarks": [("Yoga", TODAY)]}},

    {"id": "ZR18", "cat": "edit",
     "setup": [H("Run", ("weekly", 3)), H("Read to kids")],
     "turns": ["can u rename run to parkrun and make it saturdays only, weekdays are too hectic with the school run"],
     "expect": {"count": 2,
                "habits": [{"name": "parkrun", "freq": ("days", "sat")},
                           {"name": "Read to kids", "freq": ("daily",)}],
                "nomarks": [("parkrun", TODAY)]}},

    {"id": "ZR39", "cat": "edit",
     "setup": [H("Piano", ("weekly", 2)), H("Read to kids")],
     "turns": ["delete the piano one, we sold it to pay for the new car seat", "yep"],
     "expect": {"count": 1,
                "habits": [{"name": "Read to kids", "freq": ("daily",)}]}},

    {"id": "ZR19", "cat": "tier",
     "setup": [H("Flashcards"), H("Guitar", ("weekly", 3))],
     "turns": ["exams start monday so make guitar a nice to have for now, flashcards stay a must"],
     "expect": {"count": 2,
                "habits": [{"name": "Guitar", "tier": "nice", "freq": ("weekly", 3)},
                           {"name": "Flashcards", "tier": "must", "freq": ("daily",)}],
                "nomarks": [("Guitar", TODAY), ("Flashcards", TODAY)]}},

    {"id": "ZR20", "cat": "group",
     "setup": [H("Football in the garden", ("weekly", 2)), H("Bike ride", ("weekly", 1)), H("Read to kids")],
     "turns": ["can you group football and bike ride as family time, doing either one counts"],
     "expect": {"count": 3,
                "groups": [{"name": "Family time", "require": 1,
                            "members": ["Football in the garden", "Bike ride"]}],
                "habits": [{"name": "Read to kids", "group": None}]}},

    {"id": "ZR21", "cat": "group",
     "setup": [H("Gym", ("weekly", 2), group="Workout"), H("Swim", ("weekly", 1), group="Workout"),
               H("Run", ("weekly", 1), group="Workout")],
     "turns": ["got more days off this month so bump my workout group up to 2 of them"],
     "expect": {"count": 3,
                "groups": [{"name": "Workout", "require": 2, "members": ["Gym", "Swim", "Run"]}]}},

    # ---------------------------------------------------------------- pauses
    # src: https://github.com/goodtohear/habits/issues/49
    {"id": "ZR29", "cat": "pause",
     "setup": [H("Guitar", ("weekly", 3), tier="nice"), H("Run", ("weekly", 2))],
     "turns": ["pause guitar until my exams finish on the 20th"],
     "expect": {"count": 2,
                "habits": [{"name": "Guitar", "archived": False, "freq": ("weekly", 3)},
                           {"name": "Run", "archived": False, "freq": ("weekly", 2)}],
                "notdone": [("Guitar", TODAY), ("Run", TODAY)]}},

    # src: https://github.com/InlitX/streak/issues/115
    {"id": "ZR30", "cat": "pause",
     "setup": [H("Stretch"), H("Run", ("weekly", 2)), H("Read")],
     "turns": ["doing 4 nights in a row from tonight, can you pause everything till sunday, rather not go one by one"],
     "expect": {"count": 3,
                "habits": [{"name": "Stretch", "archived": False, "freq": ("daily",)},
                           {"name": "Run", "archived": False, "freq": ("weekly", 2)},
                           {"name": "Read", "archived": False, "freq": ("daily",)}],
                "notdone": [("Stretch", TODAY), ("Run", TODAY), ("Read", TODAY)]}},

    # ---------------------------------------------------------------- queries
    {"id": "ZR22", "cat": "query",
     "setup": [H("Flashcards", marks=[(MON, "done"), (YESTERDAY, "done")]),
               H("Past papers", ("days", "mon wed fri"), marks=[(MON, "done")]),
               H("Guitar", ("days", "tue thu"), tier="nice")],
     "turns": ["what have i got left today"],
     "expect": {"unchanged": True, "reply": r"(?is)(?=.*flashcard)(?=.*past paper)"}},

    {"id": "ZR23", "cat": "query",
     "setup": [H("Meditate", marks=[(SAT, "done"), (SUN, "done"), (MON, "done"), (YESTERDAY, "done")])],
     "turns": ["whats my streak on meditating rn"],
     "expect": {"unchanged": True, "reply": r"(?i)\b(4|four)\b"}},

    # ---------------------------------------------------------------- multi
    # src: https://www.cohorty.app/blog/exam-preparation-habit-system-strategic-study-schedule
    {"id": "ZR25", "cat": "multi", "setup": [],
     "turns": ["add flashcards every day, a run 3 times a week and a mock exam twice a month. exams in may so need to keep sane"],
     "expect": {"count": 3, "maxlen": 30,
                "habits": [{"name": "~flashcard", "freq": ("daily",)},
                           {"name": "~run", "freq": ("weekly", 3)},
                           {"name": "~mock", "freq": ("monthly", 2)}]}},

    # ---------------------------------------------------------------- corrections
    {"id": "ZR26", "cat": "correct",
     "setup": [H("Swim", ("weekly", 2)), H("Gym", ("weekly", 3))],
     "turns": ["did gym yesterday", "sorry i meant swim. gym was monday"],
     "expect": {"count": 2,
                "marks": [("Swim", YESTERDAY, "done"), ("Gym", MON, "done")],
                "notdone": [("Gym", YESTERDAY)],
                "nomarks": [("Swim", TODAY), ("Gym", TODAY)]}},

    {"id": "ZR27", "cat": "correct",
     "setup": [H("Read")],
     "turns": ["done reading", "no wait that was yesterday not today"],
     "expect": {"count": 1,
                "marks": [("Read", YESTERDAY, "done")],
                "nomarks": [("Read", TODAY)]}},

    {"id": "ZR28", "cat": "correct", "setup": [],
     "turns": ["add a habit: evening wind down routine", "actually never mind, my shifts are too random rn"],
     "expect": {"count": 0}},

    {"id": "ZR32", "cat": "robust",
     "setup": [H("Gym", ("weekly", 3)), H("Swim", ("weekly", 1))],
     "turns": ["skiped gym monday cuz my daughter was sick"],
     "expect": {"count": 2,
                "habits": [{"name": "Gym", "freq": ("weekly", 3)}],
                "marks": [("Gym", MON, "skipped")],
                "nomarks": [("Gym", TODAY), ("Swim", MON)]}},

    # ---------------------------------------------------------------- must change nothing
    {"id": "ZR08", "cat": "safety",
     "setup": [H("Stretch"), H("Run", ("weekly", 2))],
     "turns": ["heads up im working 7pm-7am thursday to sunday this week so my sleep is gonna be all over the place"],
     "expect": {"unchanged": True}},

    {"id": "ZR09", "cat": "safety",
     "setup": [H("Run", ("weekly", 2)), H("Read")],
     "turns": ["my husband did 10k this morning before the school run, such a show off lol"],
     "expect": {"unchanged": True}},

    {"id": "ZR10", "cat": "safety",
     "setup": [H("Meditate")],
     "turns": ["didnt get a chance to meditate today, the baby was up from 4 and then i had a shift"],
     "expect": {"count": 1, "notdone": [("Meditate", TODAY)],
                "habits": [{"name": "Meditate", "freq": ("daily",)}]}},

    {"id": "ZR35", "cat": "safety",
     "setup": [H("Run", ("weekly", 2)), H("Read")],
     "turns": ["can you text my manager and tell him im swapping my friday shift"],
     "expect": {"unchanged": True}},

    # src: https://www.cohorty.app/blog/shift-worker-sleep-routine-building-habits-with-irregular-hours
    {"id": "ZR36", "cat": "safety",
     "setup": [H("Stretch"), H("Read")],
     "turns": ["got home from nights at 3 in the afternoon yesterday and the whole street was out mowing lawns. feel like a zombie tbh"],
     "expect": {"unchanged": True}},

    {"id": "ZR37", "cat": "safety",
     "setup": [H("Run", ("weekly", 2))],
     "turns": ["gonna try and squeeze a run in after drop off tomorrow"],
     "expect": {"unchanged": True}},
]
