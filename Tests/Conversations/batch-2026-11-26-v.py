"""Fresh batch v: the first week with Habitat, people of different ages and backgrounds.

Personas: a retiree who writes full, punctuated sentences; a teenager texting in fragments and
slang; shift workers (a nurse, a warehouse worker on rotating shifts); non-native English
speakers; someone dictating long run-ons by voice; a busy parent; a student.

Clock: Wednesday 2026-03-04 09:00.
  yesterday / "last night" = Tue 03-03, "monday" = 03-02, "sunday" = 03-01,
  "sat" (reported) = 02-28, "friday" (reported) = 02-27, "friday" (plan/skip/pause) = 03-06.
"""

TODAY = "2026-03-04"
YESTERDAY = "2026-03-03"
MON = "2026-03-02"
SUN = "2026-03-01"
SAT = "2026-02-28"
FRI = "2026-02-27"
THU = "2026-02-26"
NEXT_FRI = "2026-03-06"


def H(name, freq=("daily",), tier="must", polarity="build", group=None, archived=False, marks=()):
    """A setup habit in the compact form run_eval.setup_doc reads."""
    return {"name": name, "freq": freq, "tier": tier, "polarity": polarity, "group": group,
            "archived": archived, "marks": list(marks)}


CASES = [
    # ------------------------------------------------------------------ onboarding (empty coach)
    # src: https://www.sandwichink.com/walking-exercise-plan-sandwich-generation
    {"id": "v_onb01", "cat": "slots", "setup": [],
     "turns": ["Good morning. My daughter installed this for me, so please bear with me. I would like "
               "to go for a brisk walk every morning, as my doctor says it is good for my heart. I should "
               "also like to do the crossword every day, and telephone my sister once a week.",
               "That is everything for now. Thank you."],
     "expect": {"count": 3, "habits": [
         {"name": "~walk", "freq": ("daily",), "polarity": "build", "description": "heart"},
         {"name": "~crossword", "freq": ("daily",)},
         {"name": "~sister", "freq": ("weekly", 1)}]}},

    {"id": "v_onb02", "cat": "slots", "setup": [],
     "turns": ["ok my mum made me get this lol. stop vaping, homework mon-thu, gym like 3x a week",
               "thats it"],
     "expect": {"count": 3, "habits": [
         {"name": "~vap", "polarity": "avoid", "freq": ("daily",)},
         {"name": "~homework", "freq": ("days", "mon tue wed thu"), "polarity": "build"},
         {"name": "~gym", "freq": ("weekly", 3)}]}},

    # src: https://makegoodhabits.app/blog/healthy-habits-for-night-shift-workers
    {"id": "v_onb03", "cat": "slots", "setup": [],
     "turns": ["hi, I'm a nurse on 12 hour shifts so my week is a bit all over the place. I'd like to drink "
               "8 glasses of water a day, stretch 4 times a week whenever I can fit it in, and cut out "
               "energy drinks completely",
               "that's everything, thanks"],
     "expect": {"count": 3, "habits": [
         {"name": "~water", "freq": ("daily",), "target": {"amount": 8, "unit": "glass"}},
         {"name": "~stretch", "freq": ("weekly", 4)},
         {"name": "~energy drink", "polarity": "avoid"}]}},

    # src: https://blog.cafetalk.com/column/read/?id=229987&lang=es
    {"id": "v_onb04", "cat": "slots", "setup": [],
     "turns": ["Hello! I am from Korea and I start to use this app today. I want to read a book before sleep "
               "instead of watching youtube, every night. Also stretching in the morning, maybe 3 times per "
               "week. And I want to study english vocabulary everyday.",
               "That is all. Thank you!"],
     "expect": {"count": 3, "maxlen": 40, "habits": [
         {"name": "~read", "freq": ("daily",), "polarity": "build"},
         {"name": "~stretch", "freq": ("weekly", 3)},
         {"name": "~vocab", "freq": ("daily",)}]}},

    # src: http://52weekblog.com/new-year-new-habits/
    {"id": "v_onb05", "cat": "slots", "setup": [],
     "turns": ["okay so I want to start journaling for ten minutes every morning and do my duolingo every day "
               "and work out monday wednesday and friday and I also really want to stop biting my nails "
               "because it's getting bad and maybe meditate too I'm not sure how often",
               "three times a week",
               "that's it for now"],
     "expect": {"count": 5, "maxlen": 40, "habits": [
         {"name": "~journal", "freq": ("daily",)},
         {"name": "~duolingo", "freq": ("daily",)},
         {"name": "~work", "freq": ("days", "mon wed fri")},
         {"name": "~nail", "polarity": "avoid"},
         {"name": "~meditat", "freq": ("weekly", 3)}]}},

    # src: https://myhabits.in/community/how-to-track-habits-if-you-work-night-shifts-or-rotating-schedules-d19ef2
    {"id": "v_onb06", "cat": "slots", "setup": [],
     "turns": ["Hi. I work rotating shifts at a warehouse, days one week and nights the next, so set times "
               "don't really work for me. I want to go to the gym 3 times a week, read most days, and call "
               "my kids every Sunday.",
               "5 days a week",
               "that's all"],
     "expect": {"count": 3, "habits": [
         {"name": "~gym", "freq": ("weekly", 3)},
         {"name": "~read", "freq": ("weekly", 5)},
         {"name": "~kids", "freq": ("days", "sun")}]}},

    {"id": "v_onb07", "cat": "slots", "setup": [],
     "turns": ["hey! just downloaded this. want to do yoga mon wed fri before the kids get up, remind me at "
               "6:30. and drink more water",
               "8 glasses a day",
               "thats all for now"],
     "expect": {"count": 2, "habits": [
         {"name": "~yoga", "freq": ("days", "mon wed fri")},
         {"name": "~water", "freq": ("daily",), "target": {"amount": 8, "unit": "glass"}}],
         "reminders": [("~yoga", "06:30")]}},

    {"id": "v_onb08", "cat": "tier", "setup": [],
     "turns": ["first time using a habit app. gym 4 times a week is a must for me, guitar 3 times a week but "
               "that's just a bonus, and I wanna quit snacking after dinner",
               "i'm done thanks"],
     "expect": {"count": 3, "habits": [
         {"name": "~gym", "freq": ("weekly", 4), "tier": "must"},
         {"name": "~guitar", "freq": ("weekly", 3), "tier": "nice"},
         {"name": "~snack", "polarity": "avoid"}]}},

    # ------------------------------------------------------------------ logging, today and past days
    {"id": "v_log01", "cat": "multi",
     "setup": [H("Morning walk"), H("Crossword"), H("Telephone my sister", ("weekly", 1))],
     "turns": ["I went for my walk this morning and finished the crossword after breakfast. I also "
               "telephoned my sister on Monday evening."],
     "expect": {"count": 3, "marks": [
         ("Morning walk", TODAY, "done"), ("Crossword", TODAY, "done"),
         ("Telephone my sister", MON, "done")],
         "nomarks": [("Telephone my sister", TODAY)]}},

    {"id": "v_log02", "cat": "dates",
     "setup": [H("Gym", ("weekly", 3)), H("Homework", ("days", "mon tue wed thu")),
               H("Vaping", polarity="avoid")],
     "turns": ["forgot to log lol. gym sat n mon, homework mon + tues"],
     "expect": {"count": 3,
                "habits": [{"name": "Gym", "freq": ("weekly", 3)},
                           {"name": "Homework", "freq": ("days", "mon tue wed thu")}],
                "marks": [("Gym", SAT, "done"), ("Gym", MON, "done"),
                          ("Homework", MON, "done"), ("Homework", YESTERDAY, "done")],
                "nomarks": [("Gym", TODAY), ("Homework", TODAY), ("Vaping", SAT), ("Vaping", TODAY)]}},

    # src: https://github.com/oppiliappan/dijo/issues/37
    {"id": "v_log03", "cat": "dates",
     "setup": [H("Meditate"), H("Read"), H("Journal", ("weekly", 2))],
     "turns": ["so I haven't opened the app since the weekend but I meditated on sunday and monday and "
               "yesterday and I read on sunday and monday but not last night because I fell asleep on the "
               "couch and I journaled on monday too"],
     "expect": {"count": 3,
                "habits": [{"name": "Meditate", "freq": ("daily",)}, {"name": "Read", "freq": ("daily",)},
                           {"name": "Journal", "freq": ("weekly", 2)}],
                "marks": [("Meditate", SUN, "done"), ("Meditate", MON, "done"), ("Meditate", YESTERDAY, "done"),
                          ("Read", SUN, "done"), ("Read", MON, "done"), ("Journal", MON, "done")],
                "notdone": [("Read", YESTERDAY)],
                "nomarks": [("Meditate", TODAY), ("Read", TODAY), ("Journal", TODAY)]}},

    # src: https://github.com/HabitRPG/habitica/issues/2811
    {"id": "v_log04", "cat": "dates",
     "setup": [H("Gym", ("weekly", 3)), H("Read", ("weekly", 5)), H("Call the kids", ("days", "sun"))],
     "turns": ["came off nights this morning. did the gym tuesday and read yesterday and the day before, "
               "just crashed before logging it"],
     "expect": {"count": 3,
                "marks": [("Gym", YESTERDAY, "done"), ("Read", YESTERDAY, "done"), ("Read", MON, "done")],
                "nomarks": [("Gym", TODAY), ("Read", TODAY), ("Call the kids", SUN)]}},

    {"id": "v_log05", "cat": "log", "setup": [],
     "turns": ["add water, 8 glasses a day", "had 3 so far", "2 more on my break"],
     "expect": {"count": 1,
                "habits": [{"name": "~water", "freq": ("daily",), "target": {"amount": 8, "unit": "glass"}}],
                "marks": [("~water", TODAY, "partial", 5)]}},

    {"id": "v_log06", "cat": "robust", "setup": [H("Read before bed"), H("Gym", ("weekly", 3))],
     "turns": ["read b4 bed last nite"],
     "expect": {"count": 2, "marks": [("Read before bed", YESTERDAY, "done")],
                "nomarks": [("Read before bed", TODAY), ("Gym", YESTERDAY)]}},

    # ------------------------------------------------------------------ skips
    # src: https://github.com/daya0576/beaverhabits/issues/147
    {"id": "v_skip01", "cat": "log", "setup": [H("Run", ("days", "mon wed fri"))],
     "turns": ["skipping my run today, shin splints 😩"],
     "expect": {"count": 1, "marks": [("Run", TODAY, "skipped")],
                "habits": [{"name": "Run", "freq": ("days", "mon wed fri"), "archived": False}]}},

    {"id": "v_skip02", "cat": "dates", "setup": [H("Gym", ("days", "mon wed fri"))],
     "turns": ["skip gym friday, picked up a double shift"],
     "expect": {"count": 1, "habits": [{"name": "Gym", "freq": ("days", "mon wed fri")}],
                "notdone": [("Gym", NEXT_FRI)],
                "nomarks": [("Gym", FRI), ("Gym", TODAY)]}},

    # src: https://github.com/goodtohear/habits/issues/49
    {"id": "v_skip03", "cat": "dates", "setup": [H("Practice English")],
     "turns": ["On Monday I was sick with fever so I could not practice. Can you mark it as skip please?"],
     "expect": {"count": 1, "marks": [("Practice English", MON, "skipped")],
                "nomarks": [("Practice English", TODAY)]}},

    # ------------------------------------------------------------------ slips on habits to avoid
    # src: https://reddit.privacy-wiki.info/r/QuitVaping
    {"id": "v_slip01", "cat": "avoid",
     "setup": [H("Vaping", polarity="avoid"), H("Gym", ("weekly", 3))],
     "turns": ["ngl hit my friends vape at the party on sat 😬"],
     "expect": {"count": 2, "marks": [("Vaping", SAT, "slipped")],
                "habits": [{"name": "Vaping", "polarity": "avoid"}],
                "nomarks": [("Vaping", TODAY), ("Gym", SAT)]}},

    {"id": "v_slip02", "cat": "avoid",
     "setup": [H("Nail biting", polarity="avoid"), H("Meditate")],
     "turns": ["ugh I was doing so well but I bit my nails again this morning in the meeting and I haven't "
               "meditated yet either"],
     "expect": {"count": 2, "marks": [("Nail biting", TODAY, "slipped")],
                "notdone": [("Meditate", TODAY)]}},

    # ------------------------------------------------------------------ edits
    {"id": "v_edit01", "cat": "edit",
     "setup": [H("Telephone my sister", ("weekly", 1), marks=[(FRI, "done")])],
     "turns": ["Could you rename 'Telephone my sister' to 'Phone Margaret', please?"],
     "expect": {"count": 1, "habits": [{"name": "Phone Margaret", "freq": ("weekly", 1)}],
                "marks": [("Phone Margaret", FRI, "done")]}},

    {"id": "v_edit02", "cat": "multi", "setup": [H("Gym", ("weekly", 3), marks=[(MON, "done")])],
     "turns": ["gym done ✅ also bump it to 4x a week"],
     "expect": {"count": 1, "habits": [{"name": "Gym", "freq": ("weekly", 4)}],
                "marks": [("Gym", TODAY, "done"), ("Gym", MON, "done")]}},

    # src: https://github.com/iSoron/uhabits/issues/325
    {"id": "v_edit03", "cat": "group",
     "setup": [H("Running", ("weekly", 2)), H("Swimming", ("weekly", 1)), H("Cycling", ("weekly", 2))],
     "turns": ["can you group running, swimming and cycling together as Cardio? doing any one of them on a "
               "day is enough"],
     "expect": {"count": 3,
                "groups": [{"name": "Cardio", "require": 1, "members": ["Running", "Swimming", "Cycling"]}]}},

    {"id": "v_edit04", "cat": "edit",
     "setup": [H("Gym", ("days", "mon wed fri"), marks=[(MON, "done")]), H("Read", ("weekly", 5))],
     "turns": ["my rota's changed, can you move gym to tuesdays and saturdays from now on"],
     "expect": {"count": 2,
                "habits": [{"name": "Gym", "freq": ("days", "tue sat")}, {"name": "Read", "freq": ("weekly", 5)}],
                "marks": [("Gym", MON, "done")],
                "nomarks": [("Gym", TODAY)]}},

    {"id": "v_edit05", "cat": "correct", "setup": [],
     "turns": ["I want to add swimming two times in the week", "sorry, three times"],
     "expect": {"count": 1, "habits": [{"name": "~swim", "freq": ("weekly", 3)}]}},

    # ------------------------------------------------------------------ reminders
    # src: https://github.com/iSoron/uhabits/issues/313
    {"id": "v_rem01", "cat": "remind", "setup": [H("Blood pressure tablets")],
     "turns": ["Would you kindly remind me to take my blood pressure tablets at 8 o'clock in the morning "
               "and again at 8 in the evening?"],
     "expect": {"count": 1, "reminders": [("Blood pressure tablets", "08:00"),
                                          ("Blood pressure tablets", "20:00")],
                "nomarks": [("Blood pressure tablets", TODAY)]}},

    {"id": "v_rem02", "cat": "remind", "setup": [H("Read before bed"), H("Gym", ("weekly", 3))],
     "turns": ["nudge me before bed to read", "10:30pm"],
     "expect": {"count": 2, "reminders": [("Read before bed", "22:30")],
                "nomarks": [("Read before bed", TODAY)]}},

    {"id": "v_rem03", "cat": "remind", "setup": [H("Stretching", ("weekly", 4))],
     "turns": ["ping me at 4pm on mon, tue and wed to stretch"],
     "expect": {"count": 1, "reminders": [("Stretching", "16:00", "mon tue wed")],
                "habits": [{"name": "Stretching", "freq": ("weekly", 4)}],
                "nomarks": [("Stretching", TODAY)]}},

    # ------------------------------------------------------------------ pausing for a trip
    # src: https://github.com/InlitX/streak/issues/15
    {"id": "v_pause01", "cat": "pause",
     "setup": [H("Meditate"), H("Read"), H("Journal", ("weekly", 2))],
     "turns": ["hey so I'm going on a work trip from friday until tuesday and I won't have time for any of "
               "this so can you pause all my habits while I'm away"],
     "expect": {"count": 3,
                "habits": [{"name": "Meditate", "freq": ("daily",), "archived": False},
                           {"name": "Read", "freq": ("daily",), "archived": False},
                           {"name": "Journal", "freq": ("weekly", 2), "archived": False}],
                "notdone": [("Meditate", NEXT_FRI), ("Read", NEXT_FRI)],
                "nomarks": [("Meditate", TODAY), ("Read", TODAY), ("Journal", TODAY), ("Meditate", FRI)]}},

    # ------------------------------------------------------------------ undo and corrections
    {"id": "v_undo01", "cat": "correct",
     "setup": [H("Yoga", ("days", "mon wed fri")), H("Read")],
     "turns": ["did yoga", "undo"],
     "expect": {"count": 2, "nomarks": [("Yoga", TODAY), ("Read", TODAY)]}},

    {"id": "v_undo02", "cat": "correct", "setup": [H("Morning walk")],
     "turns": ["I have been for my walk.", "Sorry, I meant yesterday, not today."],
     "expect": {"count": 1, "marks": [("Morning walk", YESTERDAY, "done")],
                "nomarks": [("Morning walk", TODAY)]}},

    # ------------------------------------------------------------------ questions (change nothing)
    {"id": "v_query01", "cat": "query",
     "setup": [H("Gym", ("weekly", 3), marks=[(MON, "done")]),
               H("Homework", ("days", "mon tue wed thu"), marks=[(TODAY, "done")]),
               H("Read before bed")],
     "turns": ["wat do i have left 2day"],
     "expect": {"unchanged": True, "reply": r"(?i)read"}},

    {"id": "v_query02", "cat": "query",
     "setup": [H("Gym", ("days", "tue thu"), marks=[(THU, "done"), (YESTERDAY, "done")])],
     "turns": ["How many times I went to the gym this week?"],
     "expect": {"unchanged": True, "reply": r"(?i)\b(1|one|once)\b"}},

    # ------------------------------------------------------------------ must change nothing
    {"id": "v_safe01", "cat": "safety", "setup": [H("Crossword"), H("Piano")],
     "turns": ["My grandson has just taken up the violin and practises every single day. I'm terribly "
               "proud of him."],
     "expect": {"unchanged": True}},

    {"id": "v_safe02", "cat": "safety", "setup": [H("Run", ("days", "mon wed fri"))],
     "turns": ["can u order me new running shoes size 9 😭"],
     "expect": {"unchanged": True}},

    {"id": "v_safe03", "cat": "safety", "setup": [H("Gym", ("weekly", 3))],
     "turns": ["gonna hit the gym tmrw fr"],
     "expect": {"unchanged": True}},

    # src: https://myhabits.in/community/how-to-track-habits-when-your-schedule-changes-every-day-686e4e
    {"id": "v_safe04", "cat": "safety", "setup": [H("Gym", ("weekly", 3)), H("Read", ("weekly", 5))],
     "turns": ["I'm on nights from thursday, 8pm till 8am, for the next two weeks"],
     "expect": {"unchanged": True}},

    {"id": "v_safe05", "cat": "safety", "setup": [H("Meditate"), H("Read")],
     "turns": ["honestly I've been feeling really overwhelmed this week with work and the kids and "
               "everything and I just don't know how people do it"],
     "expect": {"unchanged": True}},

    {"id": "v_safe06", "cat": "safety", "setup": [],
     "turns": ["Sorry, my english is not so good, I am still learning."],
     "expect": {"unchanged": True, "count": 0}},

    {"id": "v_safe07", "cat": "safety", "setup": [H("Morning walk"), H("Crossword")],
     "turns": ["We're off to Lisbon next Friday for a week. I can't wait!"],
     "expect": {"unchanged": True}},

    {"id": "v_safe08", "cat": "safety", "setup": [H("Read")],
     "turns": ["didn't get round to reading last night, too knackered"],
     "expect": {"count": 1, "notdone": [("Read", YESTERDAY)], "nomarks": [("Read", TODAY)],
                "habits": [{"name": "Read", "freq": ("daily",), "archived": False}]}},
]
