"""Fresh batch zq: the first week with the app, in four voices nobody tuned the coach to.

Theme: people who are not native English speakers, or who write very plainly or very
chattily, in their first week with Habitat:
  - Lucia, a Spanish-speaking student (Spanglish grammar: "i want to make...", "until now i
    drink", "is my weakness jaja", a stray Spanish word),            zq01-zq10
  - Klaus, a German engineer who writes formally (quoted names, 24-hour times, "Kindly",
    "For the record", full sentences),                                zq11-zq20
  - Margaret, an older person who writes long polite messages with full punctuation
    ("I should like to...", "Would you be so kind..."),             zq21-zq30
  - Jay, a teenager who writes in bursts (one thought per message, "yo", "bruh", "rn",
    "hw", "2day", "fri"),                                             zq31-zq40
They add habits (to do and to avoid, schedules, tiers, amounts, reminders, a group), log
today and earlier days, skip and slip with reasons, correct what they just said, ask what
is left today and how the week went, and say things that must change nothing (small talk,
thanks, feelings, other people's habits, plans, questions about the app, a request for a
feature the coach does not have).

Clock for every case: Wednesday 2026-03-04 09:00 (local = UTC).
  yesterday / "last nite"          = Tue 2026-03-03
  "on monday"                      = Mon 2026-03-02
  "on sunday" (a report)           = Sun 2026-03-01
  "friday" in a report             = Fri 2026-02-27
  "friday" in a plan or a skip     = Fri 2026-03-06 (the coming one)
  tomorrow                         = Thu 2026-03-05

Fairness: where a message is genuinely ambiguous (a Spanish word for the day, a plan, a
statement about an injury or the weather) the case asserts only that nothing wrong
happened (unchanged / notdone / nomarks / count). Names use "~sub" where a person could
reasonably name the habit in several ways.

A `# src:` comment names the public text a case's wording is paraphrased from.
"""

TODAY = "2026-03-04"
YESTERDAY = "2026-03-03"
MON = "2026-03-02"
SUN = "2026-03-01"
FRI = "2026-02-27"        # "friday" when reporting what happened
TOMORROW = "2026-03-05"
NEXT_FRI = "2026-03-06"   # "friday" in a plan or a skip

WEEKDAYS = "mon tue wed thu fri"


def H(name, freq=("daily",), tier="must", polarity="build", group=None, archived=False, marks=()):
    """A setup habit in the compact form run_eval.py's setup_doc() reads."""
    return {"name": name, "freq": freq, "tier": tier, "polarity": polarity,
            "group": group, "archived": archived, "marks": list(marks)}


CASES = [
    # ------------------------------------------------------------------ Lucia (Spanish student)
    {"id": "zq01", "cat": "free", "setup": [],
     "turns": ["hola!! i want to practice my english every day bc in june i have the cambridge exam 😬"],
     "expect": {"habits": [{"name": "~english", "freq": ("daily",), "polarity": "build"}],
                "count": 1, "maxlen": 35}},

    # one-word answer to the coach's "how often?"
    {"id": "zq02", "cat": "slots", "setup": [],
     "turns": ["i want to start going to the gym",
               "weekdays"],
     "expect": {"habits": [{"name": "~gym", "freq": ("days", WEEKDAYS), "polarity": "build"}],
                "count": 1}},

    {"id": "zq03", "cat": "dates",
     "setup": [H("Study English"), H("Gym", ("days", "mon wed fri"))],
     "turns": ["yesterday i studied english and on monday i went to the gym. today nothing yet"],
     "expect": {"habits": [{"name": "Study English", "freq": ("daily",)},
                           {"name": "Gym", "freq": ("days", "mon wed fri")}],
                "marks": [("Study English", YESTERDAY, "done"), ("Gym", MON, "done")],
                "notdone": [("Study English", TODAY), ("Gym", TODAY)],
                "count": 2}},

    # src: https://github.com/iSoron/uhabits/issues/351 (wants to stop eating sweets/chocolate and only mark the bad days)
    {"id": "zq04", "cat": "avoid", "setup": [],
     "turns": ["i want to stop eating chocolate in the night, is my big weakness jaja"],
     "expect": {"habits": [{"name": "~chocolate", "polarity": "avoid", "freq": ("daily",)}],
                "count": 1, "maxlen": 35}},

    # "ayer" is Spanish for yesterday: logging it yesterday or asking are both fine, today is not
    {"id": "zq05", "cat": "robust",
     "setup": [H("Chocolate at night", polarity="avoid")],
     "turns": ["ayer i eat chocolate again 😅 sorry"],
     "expect": {"habits": [{"name": "Chocolate at night", "polarity": "avoid"}],
                "nomarks": [("Chocolate at night", TODAY)],
                "count": 1}},

    {"id": "zq06", "cat": "log",
     "setup": [H("Gym", ("days", "mon wed fri")), H("Study English")],
     "turns": ["please skip the gym for today, i have exam all the day and after i will be dead 💀"],
     "expect": {"marks": [("Gym", TODAY, "skipped")],
                "nomarks": [("Study English", TODAY)],
                "habits": [{"name": "Gym", "freq": ("days", "mon wed fri")}],
                "count": 2}},

    {"id": "zq07", "cat": "query",
     "setup": [H("Study English", marks=[(TODAY, "done")]), H("Gym", ("days", "mon wed fri"))],
     "turns": ["what i have left for today?"],
     "expect": {"unchanged": True, "reply": r"(?i)gym"}},

    {"id": "zq08", "cat": "correct",
     "setup": [H("Study English")],
     "turns": ["i studyed english today",
               "ah no sorry, was yesterday. today not yet"],
     "expect": {"marks": [("Study English", YESTERDAY, "done")],
                "notdone": [("Study English", TODAY)],
                "count": 1}},

    # src: https://github.com/InlitX/streak/issues/3 (asks for per-day goals such as a number of cups of water)
    {"id": "zq09", "cat": "add", "setup": [],
     "turns": ["i want to drink 8 glasses of water every day, i always forget to drink",
               "until now i drink 3 glasses"],
     "expect": {"habits": [{"name": "~water", "freq": ("daily",), "polarity": "build",
                            "target": {"amount": 8, "unit": "glass"}}],
                "marks": [("~water", TODAY, "partial", 3)],
                "count": 1}},

    {"id": "zq10", "cat": "multi", "setup": [],
     "turns": ["add meditation 10 min every morning and also call my parents in spain 2 times in the month"],
     "expect": {"habits": [{"name": "~meditat", "freq": ("daily",)},
                           {"name": "~parents", "freq": ("monthly", 2)}],
                "count": 2, "maxlen": 40}},

    # ------------------------------------------------------------------ Klaus (German engineer, formal)
    # src: https://github.com/iSoron/uhabits/issues/179 (workout 3x a week, a reminder at 8am and a second one around 4pm)
    {"id": "zq11", "cat": "add", "setup": [],
     "turns": ['Good morning. I would like to create the habit "Workout", three times per week. '
               'Please set two reminders, at 08:00 and at 16:00, in case I do not manage it in the morning.'],
     "expect": {"habits": [{"name": "Workout", "freq": ("weekly", 3), "polarity": "build"}],
                "reminders": [("Workout", "08:00"), ("Workout", "16:00")],
                "count": 1}},

    {"id": "zq12", "cat": "tier", "setup": [],
     "turns": ['Please add "Stretching", daily. It is optional, not mandatory.'],
     "expect": {"habits": [{"name": "Stretching", "freq": ("daily",), "tier": "nice"}],
                "count": 1}},

    # src: https://github.com/iSoron/uhabits/issues/325 (running and biking in a "cardio" group that counts when either is done)
    {"id": "zq13", "cat": "group",
     "setup": [H("Jogging", ("weekly", 3)), H("Swimming", ("weekly", 1)), H("Cycling", ("weekly", 2))],
     "turns": ['I would like to define a group "Cardio" consisting of Jogging, Swimming and Cycling. '
               'Completing one of the three per day is sufficient.'],
     "expect": {"groups": [{"name": "Cardio", "require": 1,
                            "members": ["Jogging", "Swimming", "Cycling"]}],
                "count": 3}},

    {"id": "zq14", "cat": "dates",
     "setup": [H("Jogging", ("weekly", 3)), H("Swimming", ("weekly", 1))],
     "turns": ["For the record: I went swimming on Monday, 2 March, and jogging on Sunday as well as yesterday. Thank you."],
     "expect": {"habits": [{"name": "Jogging", "freq": ("weekly", 3)},
                           {"name": "Swimming", "freq": ("weekly", 1)}],
                "marks": [("Swimming", MON, "done"), ("Jogging", SUN, "done"),
                          ("Jogging", YESTERDAY, "done")],
                "nomarks": [("Jogging", TODAY), ("Swimming", TODAY)],
                "count": 2}},

    {"id": "zq15", "cat": "multi",
     "setup": [H("Cycling", ("weekly", 2)), H("Swimming", ("weekly", 2), marks=[(MON, "done")])],
     "turns": ['Two changes, please: rename "Cycling" to "Bicycle commute", and reduce Swimming '
               'from twice per week to once per week.'],
     "expect": {"habits": [{"name": "Bicycle commute", "freq": ("weekly", 2)},
                           {"name": "Swimming", "freq": ("weekly", 1)}],
                "marks": [("Swimming", MON, "done")],
                "count": 2}},

    # one-word answer to the delete confirmation
    {"id": "zq16", "cat": "edit",
     "setup": [H("Jogging", ("weekly", 3)), H("Cycling", ("weekly", 2), marks=[(MON, "done")])],
     "turns": ['Please delete the habit "Cycling". I sold my bicycle last month.',
               "Yes."],
     "expect": {"habits": [{"name": "Jogging", "freq": ("weekly", 3)}],
                "count": 1}},

    # src: https://github.com/iSoron/uhabits/issues/247 (counting cigarettes per day to bring the number down)
    {"id": "zq17", "cat": "avoid", "setup": [],
     "turns": ["I intend to limit cigarettes: at most five per day.",
               "I have already smoked six today, regrettably."],
     "expect": {"habits": [{"name": "~cigarette", "polarity": "avoid",
                            "target": {"amount": 5, "unit": "cigarette"}}],
                "marks": [("~cigarette", TODAY, "slipped", 6)],
                "count": 1}},

    # src: https://github.com/HabitRPG/habitica/issues/687 (down with the flu for two days, wants those days excused)
    {"id": "zq18", "cat": "log",
     "setup": [H("Stretching")],
     "turns": ["I was ill with influenza on Monday and Tuesday. Please mark Stretching as skipped for both days."],
     "expect": {"marks": [("Stretching", MON, "skipped"), ("Stretching", YESTERDAY, "skipped")],
                "nomarks": [("Stretching", TODAY)],
                "habits": [{"name": "Stretching", "freq": ("daily",)}],
                "count": 1}},

    # negation + a plan for tomorrow: nothing done, nothing in the future
    {"id": "zq19", "cat": "safety",
     "setup": [H("Jogging", ("weekly", 3))],
     "turns": ["I did not go jogging today because of the heavy rain. I will go tomorrow instead."],
     "expect": {"habits": [{"name": "Jogging", "freq": ("weekly", 3)}],
                "notdone": [("Jogging", TODAY)],
                "nomarks": [("Jogging", TOMORROW)],
                "count": 1}},

    # a week question, a question about the app, a plan for next week: none changes anything
    {"id": "zq20", "cat": "query",
     "setup": [H("Jogging", ("weekly", 3), marks=[(MON, "done"), (YESTERDAY, "done")]),
               H("Stretching", marks=[(MON, "done")])],
     "turns": ["How was my week so far? A short overview would be appreciated.",
               "How does the application store my data? Is anything transmitted to a server?",
               "Next week I will be on a business trip to Munich, so my routine will be somewhat disrupted."],
     "expect": {"unchanged": True}},

    # ------------------------------------------------------------------ Margaret (older, long and polite)
    # src: https://myhabits.in/community/daily-routine-for-elderly-11e866 (a short walk first thing to wake the muscles)
    {"id": "zq21", "cat": "free", "setup": [],
     "turns": ["Good morning. My grandson has put this programme on my telephone and tells me I may simply "
               "write to it as I would to a person. I should like to take a short walk every morning, "
               "weather permitting. Thank you kindly, Margaret."],
     "expect": {"habits": [{"name": "~walk", "freq": ("daily",), "polarity": "build"}],
                "count": 1, "maxlen": 30}},

    # src: https://becomebetterself.com/habit-trackers-for-seniors-medication-mobility.html (keeping up mobility exercises with reminders)
    {"id": "zq22", "cat": "slots", "setup": [],
     "turns": ["Good morning. The physiotherapist has given me some exercises for my knee, and I really "
               "ought to do them regularly. Could you help me to remember them?",
               "Tuesdays and Fridays, please.",
               "Ten o'clock in the morning would suit me best."],
     "expect": {"habits": [{"name": "~exercis", "freq": ("days", "tue fri")}],
                "reminders": [("~exercis", "10:00")],
                "count": 1}},

    # src: https://github.com/shub39/Grit/issues/219 (medication with reminders at 8 AM, 4 PM and 10 PM)
    {"id": "zq23", "cat": "add", "setup": [],
     "turns": ["I take my tablets three times a day, at eight in the morning, four in the afternoon and ten "
               "at night. I am forever forgetting the afternoon one. Would you be so kind as to remind me "
               "at those times?"],
     "expect": {"habits": [{"name": "~tablet", "freq": ("daily",)}],
                "reminders": [("~tablet", "08:00"), ("~tablet", "16:00"), ("~tablet", "22:00")],
                "count": 1}},

    # src: https://github.com/shub39/Grit/issues/218 (a medication taken only every two days)
    {"id": "zq24", "cat": "add",
     "setup": [H("Tablets")],
     "turns": ["Thank you. There is also my water tablet, which the doctor says is only to be taken every "
               "second day. Could you add that as well, please?"],
     "expect": {"habits": [{"name": "Tablets", "freq": ("daily",)},
                           {"name": "~water", "freq": ("interval", 2)}],
                "count": 2}},

    {"id": "zq25", "cat": "log",
     "setup": [H("Morning walk")],
     "turns": ["Good morning. I am pleased to say I did manage my walk yesterday, despite the drizzle. "
               "I shan't manage it today, I am afraid, as my daughter is taking me to the shops."],
     "expect": {"marks": [("Morning walk", YESTERDAY, "done")],
                "notdone": [("Morning walk", TODAY)],
                "count": 1}},

    # a skip for the coming Friday, never last Friday
    {"id": "zq26", "cat": "dates",
     "setup": [H("Knee exercises", ("days", "tue fri"))],
     "turns": ["I have a hospital appointment on Friday for a check-up, so I shall not be able to do my knee "
               "exercises that day. Would you be so kind as to mark it as skipped?"],
     "expect": {"habits": [{"name": "Knee exercises", "freq": ("days", "tue fri")}],
                "marks": [("Knee exercises", NEXT_FRI, "skipped")],
                "nomarks": [("Knee exercises", FRI), ("Knee exercises", TODAY)],
                "count": 1}},

    {"id": "zq27", "cat": "safety",
     "setup": [H("Morning walk")],
     "turns": ["Thank you ever so much, dear. You have been most helpful. I do feel rather lonely since my "
               "husband passed, but the walks are a great comfort to me."],
     "expect": {"unchanged": True}},

    # streak: done Sun, Mon, Tue; Sat missed; today still open -> 3 days
    {"id": "zq28", "cat": "query",
     "setup": [H("Morning walk", marks=[(SUN, "done"), (MON, "done"), (YESTERDAY, "done")])],
     "turns": ["Could you tell me how many days in a row I have been for my walk now? I should like to tell "
               "my daughter when she telephones this evening."],
     "expect": {"unchanged": True, "reply": r"(?i)\b3\b|\bthree\b"}},

    {"id": "zq29", "cat": "tier", "setup": [],
     "turns": ["I would like to stop taking sugar in my tea. It needn't be one of the important ones, mind "
               "you; it is only something the doctor mentioned in passing."],
     "expect": {"habits": [{"name": "~sugar", "polarity": "avoid", "tier": "nice"}],
                "count": 1, "maxlen": 30}},

    {"id": "zq30", "cat": "correct",
     "setup": [H("Morning walk")],
     "turns": ["I have done my walk this morning.",
               "Oh dear, I do beg your pardon, I pressed the button too soon. I have not been out yet; it is "
               "still raining. Please undo that."],
     "expect": {"notdone": [("Morning walk", TODAY)],
                "habits": [{"name": "Morning walk", "freq": ("daily",)}],
                "count": 1}},

    # ------------------------------------------------------------------ Jay (teenager, bursts)
    {"id": "zq31", "cat": "slots", "setup": [],
     "turns": ["yo",
               "wanna add smth",
               "guitar",
               "like 4 times a wk"],
     "expect": {"habits": [{"name": "~guitar", "freq": ("weekly", 4), "polarity": "build"}],
                "count": 1, "maxlen": 20}},

    {"id": "zq32", "cat": "avoid",
     "setup": [H("Vaping", polarity="avoid")],
     "turns": ["bruh",
               "vaped again last nite",
               "im so done w myself fr"],
     "expect": {"marks": [("Vaping", YESTERDAY, "slipped")],
                "nomarks": [("Vaping", TODAY)],
                "habits": [{"name": "Vaping", "polarity": "avoid"}],
                "count": 1}},

    {"id": "zq33", "cat": "dates",
     "setup": [H("Guitar", ("weekly", 4)), H("Homework", ("days", WEEKDAYS)),
               H("Skateboarding", ("weekly", 2))],
     "turns": ["did guitar b4 school",
               "n hw last nite",
               "oh n skated monday"],
     "expect": {"marks": [("Guitar", TODAY, "done"), ("Homework", YESTERDAY, "done"),
                          ("Skateboarding", MON, "done")],
                "nomarks": [("Homework", TODAY), ("Skateboarding", TODAY)],
                "habits": [{"name": "Skateboarding", "freq": ("weekly", 2)},
                           {"name": "Homework", "freq": ("days", WEEKDAYS)}],
                "count": 3}},

    {"id": "zq34", "cat": "dates",
     "setup": [H("Gym", ("days", "mon wed fri"))],
     "turns": ["skip gym fri got a match"],
     "expect": {"habits": [{"name": "Gym", "freq": ("days", "mon wed fri")}],
                "marks": [("Gym", NEXT_FRI, "skipped")],
                "nomarks": [("Gym", FRI), ("Gym", TODAY)],
                "count": 1}},

    {"id": "zq35", "cat": "query",
     "setup": [H("Homework", ("days", WEEKDAYS), marks=[(TODAY, "done")]),
               H("Gym", ("days", "mon wed fri")),
               H("Guitar", ("weekly", 4), marks=[(MON, "done")])],
     "turns": ["wat do i still have 2day"],
     "expect": {"unchanged": True, "reply": r"(?i)gym"}},

    # someone else's run, a hedged plan, a feature the coach doesn't have
    {"id": "zq36", "cat": "safety",
     "setup": [H("Guitar", ("weekly", 4))],
     "turns": ["my bro ran 5k today lol",
               "imma start running next wk maybe idk",
               "can u block insta on my phone during class"],
     "expect": {"unchanged": True}},

    # src: https://github.com/iSoron/uhabits/issues/251 (wants reminders only on weekdays, not at weekends)
    {"id": "zq37", "cat": "add",
     "setup": [H("Skincare")],
     "turns": ["remind me skincare at 7am on weekdays, weekends i sleep in lol"],
     "expect": {"habits": [{"name": "Skincare", "freq": ("daily",)}],
                "reminders": [("Skincare", "07:00", WEEKDAYS)],
                "count": 1}},

    # src: https://github.com/foobnix/LibreraReader/issues/643 (a daily reading goal counted in pages)
    {"id": "zq38", "cat": "correct", "setup": [],
     "turns": ["add reading 20 pages a day",
               "wait no make it 10 lol"],
     "expect": {"habits": [{"name": "~read", "freq": ("daily",),
                            "target": {"amount": 10, "unit": "page"}}],
                "count": 1}},

    {"id": "zq39", "cat": "log", "setup": [],
     "turns": ["add pushups 50 a day",
               "did 20 rn",
               "30 more just now"],
     "expect": {"habits": [{"name": "~push", "freq": ("daily",), "target": {"amount": 50}}],
                "marks": [("~push", TODAY, "done", 50)],
                "count": 1}},

    # src: https://chargeraccount.org/4860/opinion/why-are-we-so-addicted-to-our-phones (a student scrolling TikTok for hours and wanting to change it)
    {"id": "zq40", "cat": "avoid", "setup": [],
     "turns": ["need to stop scrolling tiktok in bed its literally 2am every nite 😭"],
     "expect": {"habits": [{"name": "~tiktok", "polarity": "avoid", "freq": ("daily",)}],
                "count": 1, "maxlen": 35}},
]
