"""Fresh batch zw: English as a second language.

Theme: people whose English is fluent but not native -- dropped articles, odd prepositions
("in weekend", "for drink water"), present tense for the past ("so i go back home"), present
perfect with a past day ("i have done running yesterday"), word order from other languages
("gym i want now only two times in week", "since 3 days i not smoke"), calques ("make pause
for running", "remember me to take vitamins", "make yoga") -- mixed with a few ordinary native
speakers.  The whole range: add, log (past days too), skip with a reason, slips, rename,
reschedule, archive, groups, tiers, reminders, amounts, questions, several requests in one
message, answers to the coach's own questions, and many messages that must change nothing.

Clock: Wednesday 2026-03-04 09:00 (local = UTC).
  yesterday = Tue 03-03, "on monday" = 03-02, "on sunday"/"weekend" = 03-01 / 02-28,
  "friday" in a report of what happened = 02-27,
  "friday" in a plan or a skip = the coming one, 03-06.

Written blind (only SPEC.md, eval/README.md, run_eval.py, the first 40 lines of dev_cases.py
and the seeds were read).  Where a message is ambiguous a case only asserts that nothing wrong
happened (unchanged / notdone / count / nomarks).  A trailing "yes" turn is added where a
careful coach might reasonably ask one confirming question first; if the coach did not ask,
the "yes" must change nothing.
"""

TODAY = "2026-03-04"      # Wednesday
YESTERDAY = "2026-03-03"  # Tuesday
MON = "2026-03-02"
SUN = "2026-03-01"
SAT = "2026-02-28"
FRI = "2026-02-27"        # "friday" in a report
THU = "2026-02-26"
NEXT_FRI = "2026-03-06"   # "friday" in a plan or skip
TOMORROW = "2026-03-05"


def H(name, freq=("daily",), tier="must", polarity="build", group=None, archived=False, marks=()):
    """A setup habit in the compact form run_eval.setup_doc() reads."""
    return {"name": name, "freq": freq, "tier": tier, "polarity": polarity, "group": group,
            "archived": archived, "marks": list(marks)}


CASES = [
    # ------------------------------------------------------------------ add
    # src: https://oscarhkli.com/2023/01/dedicated-time-for-reading
    {"id": "zw01", "cat": "add", "setup": [],
     "turns": ["i want make habit of reading book every evening, before i always take phone", "yes"],
     "expect": {"count": 1, "habits": [{"name": "~read", "freq": ("daily",), "polarity": "build"}]}},

    # src: https://github.com/projeffboy/my-life/issues/18
    {"id": "zw02", "cat": "add", "setup": [],
     "turns": ["i learn french but the app lessons are too short, i want to make longer session to practise every 3 days",
               "yes"],
     "expect": {"count": 1, "habits": [{"name": "~french", "freq": ("interval", 3), "polarity": "build"}]}},

    # src: https://github.com/iSoron/uhabits/issues/281
    {"id": "zw14", "cat": "add", "setup": [],
     "turns": ["i want walk 30 minute on the most days, lets say 5 times in week", "yes"],
     "expect": {"count": 1, "habits": [{"name": "~walk", "freq": ("weekly", 5)}]}},

    # ------------------------------------------------------------------ log
    {"id": "zw03", "cat": "log", "setup": [H("Running")],
     "turns": ["i have done running yesterday evening"],
     "expect": {"count": 1, "marks": [("Running", YESTERDAY, "done")],
                "nomarks": [("Running", TODAY)],
                "habits": [{"name": "Running", "freq": ("daily",)}]}},

    # src: https://github.com/iSoron/uhabits/issues/88
    {"id": "zw04", "cat": "log", "setup": [H("Reading")],
     "turns": ["yesterday was birthday party of my friend but still i read before sleep haha", "yes"],
     "expect": {"count": 1, "marks": [("Reading", YESTERDAY, "done")],
                "nomarks": [("Reading", TODAY)]}},

    # src: https://github.com/BaraniVA/Habitheat/issues/45
    {"id": "zw06", "cat": "log", "setup": [H("Swimming", ("days", "mon wed fri"))],
     "turns": ["pls skip swimming on friday, the pool is close because of cleaning"],
     "expect": {"count": 1, "marks": [("Swimming", NEXT_FRI, "skipped")],
                "nomarks": [("Swimming", FRI)], "notdone": [("Swimming", TODAY)],
                "habits": [{"name": "Swimming", "freq": ("days", "mon wed fri")}]}},

    # two habits match "run": the coach must ask which; the answer is one word
    {"id": "zw13", "cat": "log", "setup": [H("Morning run"), H("Evening run")],
     "turns": ["i have done the run yesterday", "morning"],
     "expect": {"count": 2, "marks": [("Morning run", YESTERDAY, "done")],
                "nomarks": [("Evening run", YESTERDAY), ("Morning run", TODAY), ("Evening run", TODAY)]}},

    # ------------------------------------------------------------------ avoid
    # src: https://icexcris.com/blog/cigarette-tracker-smoking-triggers-quit-monday
    {"id": "zw07", "cat": "avoid", "setup": [H("Smoking", polarity="avoid")],
     "turns": ["yesterday after lunch i was smoke two cigarette with colleague, stupid me", "yes"],
     "expect": {"count": 1, "marks": [("Smoking", YESTERDAY, "slipped")],
                "nomarks": [("Smoking", TODAY)],
                "habits": [{"name": "Smoking", "polarity": "avoid"}]}},

    {"id": "zw08", "cat": "avoid", "setup": [],
     "turns": ["i want stop to bite my nails, is very bad habit from school time", "yes"],
     "expect": {"count": 1, "habits": [{"name": "~nail", "polarity": "avoid", "freq": ("daily",)}]}},

    # src: https://kvia.com/?p=1236955
    {"id": "zw09", "cat": "avoid", "setup": [],
     "turns": ["every night i am scrolling in bed before sleep until 1am. i want stop scrolling in bed", "yes"],
     "expect": {"count": 1, "habits": [{"name": "~scroll", "polarity": "avoid"}]}},

    # ------------------------------------------------------------------ tier
    {"id": "zw10", "cat": "tier", "setup": [],
     "turns": ["add stretching every day but is not obligatory, just nice to have"],
     "expect": {"count": 1, "habits": [{"name": "~stretch", "freq": ("daily",), "tier": "nice"}]}},

    # ------------------------------------------------------------------ slots
    {"id": "zw11", "cat": "slots", "setup": [],
     "turns": ["i want to begin with meditation", "daily"],
     "expect": {"count": 1, "habits": [{"name": "~meditat", "freq": ("daily",)}]}},

    # src: https://github.com/InlitX/streak/issues/112
    {"id": "zw12", "cat": "slots", "setup": [],
     "turns": ["i want to workout but not every day, the body need rest days", "3 times in week"],
     "expect": {"count": 1, "habits": [{"name": "~work", "freq": ("weekly", 3)}]}},

    # ------------------------------------------------------------------ group
    {"id": "zw15", "cat": "group",
     "setup": [H("Guitar", tier="nice"), H("Drawing", tier="nice")],
     "turns": ["can you make a group 'creative' from guitar and drawing, is enough when i do one of them in a day"],
     "expect": {"count": 2, "groups": [{"name": "Creative", "require": 1, "members": ["Guitar", "Drawing"]}]}},

    # ------------------------------------------------------------------ edit
    {"id": "zw16", "cat": "edit", "setup": [H("Jogging", marks=[(YESTERDAY, "done")])],
     "turns": ["change name of jogging to running please"],
     "expect": {"count": 1, "habits": [{"name": "Running", "freq": ("daily",)}],
                "marks": [("Running", YESTERDAY, "done")]}},

    {"id": "zw17", "cat": "edit", "setup": [H("Gym", ("weekly", 3))],
     "turns": ["gym i want now only two times in week, 3 is too much for me", "yes"],
     "expect": {"count": 1, "habits": [{"name": "Gym", "freq": ("weekly", 2)}]}},

    {"id": "zw18", "cat": "edit", "setup": [H("Reading")],
     "turns": ["reading i do only monday until friday from now on", "yes"],
     "expect": {"count": 1, "habits": [{"name": "Reading", "freq": ("days", "mon tue wed thu fri")}]}},

    # src: https://github.com/daya0576/beaverhabits/issues/147
    {"id": "zw05", "cat": "edit", "setup": [H("Running")],
     "turns": ["make pause for running please, i have injured my knee on weekend"],
     "expect": {"count": 1, "habits": [{"name": "Running", "freq": ("daily",), "polarity": "build"}],
                "notdone": [("Running", TODAY), ("Running", SAT), ("Running", SUN)]}},

    {"id": "zw26", "cat": "edit", "setup": [H("Coffee", polarity="avoid")],
     "turns": ["the coffee habit put in archive please, i dont track it anymore", "yes"],
     "expect": {"count": 1, "habits": [{"name": "Coffee", "archived": True, "polarity": "avoid"}]}},

    # ------------------------------------------------------------------ reminders
    {"id": "zw19", "cat": "edit", "setup": [H("Vitamins")],
     "turns": ["please remember me to take vitamins at 8 in the morning"],
     "expect": {"count": 1, "reminders": [("Vitamins", "08:00")],
                "habits": [{"name": "Vitamins", "freq": ("daily",)}], "nomarks": [("Vitamins", TODAY)]}},

    # src: https://github.com/iSoron/uhabits/issues/251
    {"id": "zw20", "cat": "edit", "setup": [H("Study")],
     "turns": ["can you remind me the study at 19:30 but only in weekdays, in weekend i am free", "yes"],
     "expect": {"count": 1, "reminders": [("Study", "19:30", "mon tue wed thu fri")],
                "habits": [{"name": "Study", "freq": ("daily",)}]}},

    # ------------------------------------------------------------------ amounts
    # src: https://github.com/mysticalbits/lookaway-releases/issues/11
    {"id": "zw21", "cat": "add", "setup": [],
     "turns": ["i want drink 2 liter of water each day, i always forget it on work", "yes"],
     "expect": {"count": 1, "habits": [{"name": "~water", "freq": ("daily",), "target": {"amount": 2}}]}},

    {"id": "zw22", "cat": "log", "setup": [],
     "turns": ["add drink 8 glass water per day", "i have drink 3 glass already", "2 more now"],
     "expect": {"count": 1,
                "habits": [{"name": "~water", "freq": ("daily",), "target": {"amount": 8, "unit": "glass"}}],
                "marks": [("~water", TODAY, "partial", 5)]}},

    # src: https://github.com/shub39/Grit/issues/40
    {"id": "zw23", "cat": "log", "setup": [],
     "turns": ["add pushups, 30 every day", "today i did only 20"],
     "expect": {"count": 1, "habits": [{"name": "~push", "freq": ("daily",), "target": {"amount": 30}}],
                "marks": [("~push", TODAY, "partial", 20)]}},

    # src: https://github.com/iSoron/uhabits/issues/435
    {"id": "zw24", "cat": "add", "setup": [],
     "turns": ["add physio exercises for my shoulder, doctor say 3 times every day", "yes"],
     "expect": {"count": 1, "habits": [{"name": "~physio", "freq": ("daily",), "target": {"amount": 3}}]}},

    # ------------------------------------------------------------------ query
    {"id": "zw25", "cat": "query",
     "setup": [H("Reading", marks=[(TODAY, "done")]), H("Gym", ("days", "mon wed fri"))],
     "turns": ["what i still have to do for today?"],
     "expect": {"unchanged": True, "reply": r"(?i)gym"}},

    {"id": "zw27", "cat": "query", "setup": [H("Smoking", polarity="avoid", marks=[(THU, "slipped")])],
     "turns": ["how many days i am already without cigarette?"],
     "expect": {"unchanged": True, "reply": r"\d"}},

    # a plan (changes nothing) and a question about this week in one message
    {"id": "zw31", "cat": "query", "setup": [H("Gym", ("weekly", 3), marks=[(MON, "done")])],
     "turns": ["tomorrow i go to gym in the morning for sure. how many times i was this week?"],
     "expect": {"unchanged": True, "nomarks": [("Gym", TOMORROW), ("Gym", TODAY)]}},

    # ------------------------------------------------------------------ safety
    {"id": "zw28", "cat": "safety", "setup": [H("Running")],
     "turns": ["my brother he is running marathon on sunday, i am so proud for him"],
     "expect": {"unchanged": True}},

    {"id": "zw29", "cat": "safety", "setup": [H("Yoga"), H("Reading")],
     "turns": ["today i feel so tired, i have no energy for nothing honestly"],
     "expect": {"unchanged": True}},

    # src: https://github.com/HabitRPG/habitica/issues/153
    {"id": "zw30", "cat": "safety", "setup": [H("Workout", ("weekly", 3))],
     "turns": ["yesterday whole day i had meetings for the project, no time for workout at all"],
     "expect": {"count": 1, "notdone": [("Workout", YESTERDAY), ("Workout", TODAY)],
                "habits": [{"name": "Workout", "freq": ("weekly", 3)}]}},

    {"id": "zw32", "cat": "safety", "setup": [],
     "turns": ["can you book me a table in some restaurant for friday evening?"],
     "expect": {"unchanged": True, "count": 0}},

    {"id": "zw33", "cat": "safety", "setup": [H("Swimming", ("days", "mon wed fri"))],
     "turns": ["i wanted go swim this morning but the pool was closed so i go back home"],
     "expect": {"count": 1, "notdone": [("Swimming", TODAY)],
                "habits": [{"name": "Swimming", "freq": ("days", "mon wed fri")}]}},

    # src: https://github.com/iSoron/uhabits/issues/1647
    {"id": "zw34", "cat": "safety", "setup": [H("Smoking", polarity="avoid", marks=[(SAT, "slipped")])],
     "turns": ["since 3 days i not smoke, i am proud of me"],
     "expect": {"unchanged": True}},

    # ------------------------------------------------------------------ multi
    {"id": "zw35", "cat": "multi",
     "setup": [H("Yoga"), H("Reading"), H("Gym", ("days", "mon wed fri"))],
     "turns": ["today i make yoga and also reading, gym not, maybe in evening", "yes"],
     "expect": {"count": 3, "marks": [("Yoga", TODAY, "done"), ("Reading", TODAY, "done")],
                "notdone": [("Gym", TODAY)]}},

    {"id": "zw36", "cat": "multi", "setup": [],
     "turns": ["please add 2 habit: floss the teeth every evening and learn german 20 minute every day"],
     "expect": {"count": 2, "habits": [{"name": "~floss", "freq": ("daily",)},
                                       {"name": "~german", "freq": ("daily",)}]}},

    # ------------------------------------------------------------------ dates
    {"id": "zw37", "cat": "dates", "setup": [H("Gym", ("weekly", 3))],
     "turns": ["on monday and tuesday i was in the gym"],
     "expect": {"count": 1, "marks": [("Gym", MON, "done"), ("Gym", YESTERDAY, "done")],
                "nomarks": [("Gym", TODAY)], "habits": [{"name": "Gym", "freq": ("weekly", 3)}]}},

    {"id": "zw38", "cat": "dates", "setup": [H("Alcohol", polarity="avoid")],
     "turns": ["friday i had few beers with collegues after work, so my no-alcohol is broken", "yes"],
     "expect": {"count": 1, "marks": [("Alcohol", FRI, "slipped")],
                "nomarks": [("Alcohol", NEXT_FRI), ("Alcohol", TODAY)],
                "habits": [{"name": "Alcohol", "polarity": "avoid", "freq": ("daily",)}]}},

    # ------------------------------------------------------------------ correct
    {"id": "zw39", "cat": "correct", "setup": [],
     "turns": ["add running 3 times a week", "actually make that twice a week"],
     "expect": {"count": 1, "habits": [{"name": "~run", "freq": ("weekly", 2)}]}},

    {"id": "zw40", "cat": "correct", "setup": [],
     "turns": ["i want to start piano lessons", "ah no, forget it, never mind"],
     "expect": {"count": 0}},
]
