"""Fresh blind batch zk -- "an ordinary week of a mixed bunch of people".

Theme: five everyday people talk to the coach in their own voice during one ordinary week:
  a university student (exams, flashcards, energy drinks, doomscrolling),
  a night-shift nurse (stretching, yoga, water on shift, a cigarette on a break),
  a retired man (walking the dog, reading, blood-pressure tablets, biscuits),
  a parent of toddlers (shouting, bedtime story, tidying toys, swimming lessons),
  a non-native English speaker (English lessons, water, cooking, gym).
They set habits up, log today and past days (some with amounts), skip with reasons, slip on
habits they avoid, rename and reschedule, set reminders, ask how they are doing, answer the
coach's own questions tersely, and say plenty of things that must change nothing.

Clock for every case: Wednesday 2026-03-04 09:00 (local = UTC).
  today               = Wed 2026-03-04
  yesterday/last night = Tue 2026-03-03
  "on monday"         = Mon 2026-03-02
  "3 days ago"        = Sun 2026-03-01
  "saturday" (report) = Sat 2026-02-28
  "friday" (report), "last friday" = Fri 2026-02-27
  "thursday last week" = Thu 2026-02-26
  "friday"/"this friday" in a plan or skip = Fri 2026-03-06
Setup habits are created 2026-01-01 by the runner.

Written without reading the coach's code, intents, tests, transcripts or the dev set beyond
its format header. Cases with a `# src:` comment paraphrase how people describe habits in public.
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
    """A setup habit in the compact form run_eval.py's setup_doc() reads."""
    return {"name": name, "freq": freq, "tier": tier, "polarity": polarity, "group": group,
            "archived": archived, "marks": [tuple(m) for m in marks]}


CASES = [
    # ------------------------------------------------------------------ setting habits up
    {   # retired man, weekday schedule in a second sentence
        "id": "zk01", "cat": "add", "setup": [],
        "turns": ["I'd like to get back to walking the dog round the park. Mondays, Wednesdays and Fridays suit me best."],
        "expect": {"count": 1, "maxlen": 32,
                   "habits": [{"name": "~walk", "freq": ("days", "mon wed fri"), "polarity": "build"}]},
    },
    {   # parent of toddlers, a habit to break, described with a complaint attached
        # src: https://noomup.com/blog/en/the-quiet-decisions-that-keep-a-habit-app-from-becoming-background-r249/
        "id": "zk02", "cat": "avoid", "setup": [],
        "turns": ["i really need to stop yelling at the kids, it's every single morning getting them out the door"],
        "expect": {"count": 1, "maxlen": 30,
                   "habits": [{"name": "~yell", "polarity": "avoid", "freq": ("daily",)}]},
    },
    {   # non-native speaker, amount per day, broken grammar
        # src: https://github.com/dwyl/health/issues/35
        "id": "zk03", "cat": "add", "setup": [],
        "turns": ["I want drink 2 litre of water in every day, my doctor say I drink too less"],
        "expect": {"count": 1, "maxlen": 25,
                   "habits": [{"name": "~water", "freq": ("daily",), "polarity": "build",
                               "target": {"amount": 2}}]},
    },
    {   # student, two habits in one message
        "id": "zk04", "cat": "multi", "setup": [],
        "turns": ["add reading every day and flashcards 3 times a week pls"],
        "expect": {"count": 2,
                   "habits": [{"name": ["Reading", "Read"], "freq": ("daily",)},
                              {"name": "~flashcard", "freq": ("weekly", 3)}]},
    },

    # ------------------------------------------------------------------ terse answers to the coach
    {   # nurse: no schedule given, coach must ask; answer is terse
        "id": "zk05", "cat": "slots", "setup": [],
        "turns": ["can you add stretching", "4x a week"],
        "expect": {"count": 1, "habits": [{"name": ["Stretching", "Stretch"], "freq": ("weekly", 4)}]},
    },
    {   # retired man deletes a habit; delete is always confirmed; "yes"
        "id": "zk06", "cat": "edit",
        "setup": [H("Walk the dog", ("days", "mon wed fri"), marks=[(MON, "done")]),
                  H("Crossword", marks=[(YESTERDAY, "done"), (MON, "done")])],
        "turns": ["please delete the crossword one, I've lost interest", "yes"],
        "expect": {"count": 1, "habits": [{"name": "Walk the dog", "freq": ("days", "mon wed fri")}]},
    },
    {   # parent: two habits match "stretch", coach asks which; answer "morning one"
        "id": "zk07", "cat": "log",
        "setup": [H("Morning stretch"), H("Evening stretch")],
        "turns": ["did my stretch 🙌", "the morning one"],
        "expect": {"count": 2, "marks": [("Morning stretch", TODAY, "done")],
                   "nomarks": [("Evening stretch", TODAY)]},
    },
    {   # non-native speaker: add without a schedule, answer in own words
        "id": "zk08", "cat": "slots", "setup": [],
        "turns": ["I want learn cooking at home", "two times for week"],
        "expect": {"count": 1, "maxlen": 30, "habits": [{"name": "~cook", "freq": ("weekly", 2)}]},
    },

    # ------------------------------------------------------------------ logging, today and past days
    {   # nurse backfills two past days after night shifts
        # src: https://github.com/HabitRPG/habitica/issues/183
        "id": "zk09", "cat": "dates",
        "setup": [H("Stretching", ("weekly", 4)), H("Drink water")],
        "turns": ["did my stretches yesterday and monday but was too knackered to log them after nights"],
        "expect": {"count": 2,
                   "habits": [{"name": "Stretching", "freq": ("weekly", 4)}],
                   "marks": [("Stretching", YESTERDAY, "done"), ("Stretching", MON, "done")],
                   "nomarks": [("Stretching", TODAY), ("Drink water", YESTERDAY), ("Drink water", MON)]},
    },
    {   # parent logs two habits for last night
        "id": "zk10", "cat": "log",
        "setup": [H("Read to the kids"), H("Tidy the playroom")],
        "turns": ["read to the kids and tidied the playroom last night before collapsing on the sofa"],
        "expect": {"count": 2,
                   "marks": [("Read to the kids", YESTERDAY, "done"), ("Tidy the playroom", YESTERDAY, "done")],
                   "nomarks": [("Read to the kids", TODAY), ("Tidy the playroom", TODAY)]},
    },
    {   # non-native speaker: negation for yesterday, done today
        "id": "zk11", "cat": "log",
        "setup": [H("Gym", ("weekly", 3))],
        "turns": ["Yesterday I not go to gym because raining, but today morning I went"],
        "expect": {"count": 1, "habits": [{"name": "Gym", "freq": ("weekly", 3)}],
                   "marks": [("Gym", TODAY, "done")],
                   "notdone": [("Gym", YESTERDAY)]},
    },
    {   # student backfills last week's thursday and saturday; schedule must stay 3x a week
        "id": "zk12", "cat": "dates",
        "setup": [H("Flashcards", ("weekly", 3), marks=[(MON, "done")])],
        "turns": ["oh i forgot, i did flashcards thursday and saturday last week too"],
        "expect": {"count": 1, "habits": [{"name": "Flashcards", "freq": ("weekly", 3)}],
                   "marks": [("Flashcards", THU, "done"), ("Flashcards", SAT, "done"),
                             ("Flashcards", MON, "done")],
                   "nomarks": [("Flashcards", TODAY)]},
    },

    # ------------------------------------------------------------------ amounts
    {   # nurse: measurable water habit, logs add up over the day
        # src: https://github.com/om1cael/Hidroly/issues/178
        "id": "zk13", "cat": "add", "setup": [],
        "turns": ["track water for me, 8 glasses a day", "had 3 glasses before handover",
                  "2 more since i got home"],
        "expect": {"count": 1,
                   "habits": [{"name": "~water", "freq": ("daily",), "target": {"amount": 8, "unit": "glass"}}],
                   "marks": [("~water", TODAY, "partial", 5)]},
    },
    {   # retired man: pages per day, partial progress this morning
        "id": "zk14", "cat": "add", "setup": [],
        "turns": ["I'd like to read 30 pages a day, I've got a stack of library books waiting",
                  "read 12 pages this morning with my tea"],
        "expect": {"count": 1,
                   "habits": [{"name": "~read", "freq": ("daily",), "target": {"amount": 30, "unit": "page"}}],
                   "marks": [("~read", TODAY, "partial", 12)]},
    },
    {   # student: an avoid habit with a daily limit, then over the limit
        # src: https://github.com/xpavle00/Habo/issues/135
        "id": "zk15", "cat": "avoid", "setup": [],
        "turns": ["at most 2 energy drinks a day, i'm basically living on monster rn", "had 3 today ugh"],
        "expect": {"count": 1,
                   "habits": [{"name": "~energy drink", "polarity": "avoid", "target": {"amount": 2}}],
                   "marks": [("~energy drink", TODAY, "slipped", 3)]},
    },
    {   # parent: per-week distance target, a run today with an amount
        "id": "zk16", "cat": "add", "setup": [],
        "turns": ["i want to run 10km a week, need some me time away from the kids lol",
                  "did 4k this morning while grandma had the kids"],
        "expect": {"count": 1,
                   "habits": [{"name": "~run", "polarity": "build", "target": {"amount": 10, "unit": "km"}}],
                   "marks": [("~run", TODAY, "done", 4)]},
    },

    # ------------------------------------------------------------------ skipping with a reason
    {   # nurse skips today after a double shift
        "id": "zk17", "cat": "log",
        "setup": [H("Yoga", marks=[(YESTERDAY, "done")])],
        "turns": ["skip yoga today, did a double and my back is in bits"],
        "expect": {"count": 1, "habits": [{"name": "Yoga", "freq": ("daily",)}],
                   "marks": [("Yoga", TODAY, "skipped"), ("Yoga", YESTERDAY, "done")]},
    },
    {   # parent: "this friday" is the coming one (skip), "last friday" is a report (log)
        # src: https://github.com/iSoron/uhabits/issues/88
        "id": "zk18", "cat": "dates",
        "setup": [H("Swimming lesson", ("days", "fri"))],
        "turns": ["no swimming lesson this friday, pool's shut for a gala",
                  "we did go last friday though"],
        "expect": {"count": 1, "habits": [{"name": "Swimming lesson", "freq": ("days", "fri")}],
                   "marks": [("Swimming lesson", FRI, "done")],
                   "notdone": [("Swimming lesson", NEXT_FRI), ("Swimming lesson", TODAY)]},
    },
    {   # retired man skips a past due day because of his hip
        # src: https://github.com/daya0576/beaverhabits/issues/147
        "id": "zk19", "cat": "log",
        "setup": [H("Walk the dog", ("days", "mon wed fri"), marks=[(FRI, "done")])],
        "turns": ["Can you put Monday's walk down as a skip, the hip was playing up again"],
        "expect": {"count": 1, "habits": [{"name": "Walk the dog", "freq": ("days", "mon wed fri")}],
                   "marks": [("Walk the dog", MON, "skipped"), ("Walk the dog", FRI, "done")],
                   "nomarks": [("Walk the dog", TODAY)]},
    },
    {   # non-native speaker skips today, sick
        # src: https://github.com/BaraniVA/Habitheat/issues/45
        "id": "zk20", "cat": "log",
        "setup": [H("English lesson")],
        "turns": ["Today I must skip English lesson, I am sick with fever"],
        "expect": {"count": 1, "habits": [{"name": "English lesson", "freq": ("daily",)}],
                   "marks": [("English lesson", TODAY, "skipped")]},
    },

    # ------------------------------------------------------------------ slips on habits to avoid
    {   # parent: slip today
        "id": "zk21", "cat": "avoid",
        "setup": [H("Shouting at the kids", polarity="avoid")],
        "turns": ["lost my temper and shouted at the kids this morning. not proud of it"],
        "expect": {"count": 1, "habits": [{"name": "Shouting at the kids", "polarity": "avoid"}],
                   "marks": [("Shouting at the kids", TODAY, "slipped")]},
    },
    {   # student: slip yesterday, "instead of revising" must not log revising
        # src: https://www.thegryphon.co.uk/2026/02/19/sleep-deprived-but-still-scrolling-the-night-time-overthinkers-club/
        "id": "zk22", "cat": "avoid",
        "setup": [H("Doomscrolling", polarity="avoid"), H("Revise")],
        "turns": ["doomscrolled for like 2 hours yesterday instead of revising 💀"],
        "expect": {"count": 2,
                   "marks": [("Doomscrolling", YESTERDAY, "slipped")],
                   "notdone": [("Revise", YESTERDAY), ("Revise", TODAY)]},
    },
    {   # nurse: a cigarette on monday night's break
        # src: https://github.com/iSoron/uhabits/issues/247
        "id": "zk23", "cat": "avoid",
        "setup": [H("Smoking", polarity="avoid")],
        "turns": ["had a cig on my break monday night, first one in 3 weeks 😩"],
        "expect": {"count": 1, "habits": [{"name": "Smoking", "polarity": "avoid", "freq": ("daily",)}],
                   "marks": [("Smoking", MON, "slipped")],
                   "nomarks": [("Smoking", TODAY)]},
    },
    {   # retired man: biscuits on saturday night
        # src: https://github.com/InlitX/streak/issues/130
        "id": "zk24", "cat": "avoid",
        "setup": [H("Biscuits", polarity="avoid")],
        "turns": ["Confession: polished off half a packet of biscuits on Saturday night"],
        "expect": {"count": 1, "habits": [{"name": "Biscuits", "polarity": "avoid"}],
                   "marks": [("Biscuits", SAT, "slipped")],
                   "nomarks": [("Biscuits", TODAY)]},
    },

    # ------------------------------------------------------------------ renaming and rescheduling
    {   # student renames, history kept
        # src: https://github.com/Raposo93/habit_tracker/issues/20
        "id": "zk25", "cat": "edit",
        "setup": [H("Flashcards", ("weekly", 3), marks=[(MON, "done"), (SAT, "done")])],
        "turns": ["can u rename flashcards to anki, that's what i actually use"],
        "expect": {"count": 1, "habits": [{"name": "Anki", "freq": ("weekly", 3)}],
                   "marks": [("Anki", MON, "done"), ("Anki", SAT, "done")]},
    },
    {   # retired man: the dog now needs walking daily
        "id": "zk26", "cat": "edit",
        "setup": [H("Walk the dog", ("days", "mon wed fri"), marks=[(MON, "done")])],
        "turns": ["The vet says Bramble needs walking every day now, can you change her walks to every day"],
        "expect": {"count": 1, "habits": [{"name": "Walk the dog", "freq": ("daily",)}],
                   "marks": [("Walk the dog", MON, "done")]},
    },
    {   # nurse moves gym onto her days off
        # src: https://github.com/HabitRPG/habitica/issues/116
        "id": "zk27", "cat": "edit",
        "setup": [H("Gym", ("weekly", 3)), H("Yoga")],
        "turns": ["move gym to tuesdays and thursdays, that's when i'm off the rota"],
        "expect": {"count": 2,
                   "habits": [{"name": "Gym", "freq": ("days", "tue thu")}, {"name": "Yoga", "freq": ("daily",)}]},
    },
    {   # parent adds, then renames straight away
        "id": "zk28", "cat": "correct", "setup": [],
        "turns": ["add tidy up the toys every evening", "actually call it toy reset"],
        "expect": {"count": 1, "habits": [{"name": "Toy reset", "freq": ("daily",)}]},
    },

    # ------------------------------------------------------------------ reminders
    {   # retired man: medication reminder every morning
        # src: https://myhabits.in/community/daily-routine-for-elderly-11e866
        "id": "zk29", "cat": "edit",
        "setup": [H("Blood pressure tablets")],
        "turns": ["Could you remind me about my blood pressure tablets at 8 every morning"],
        "expect": {"count": 1, "habits": [{"name": "Blood pressure tablets", "freq": ("daily",)}],
                   "reminders": [("Blood pressure tablets", "08:00")]},
    },
    {   # nurse: reminder on two days only; the habit's schedule stays daily
        "id": "zk30", "cat": "edit",
        "setup": [H("Yoga")],
        "turns": ["set a reminder for yoga at 5pm but only mondays and tuesdays, i sleep thru the rest"],
        "expect": {"count": 1, "habits": [{"name": "Yoga", "freq": ("daily",)}],
                   "reminders": [("Yoga", "17:00", "mon tue")]},
    },
    {   # parent: no time given, coach asks; British "7.15pm"
        "id": "zk31", "cat": "slots",
        "setup": [H("Bedtime story")],
        "turns": ["can you remind me about bedtime story", "7.15pm"],
        "expect": {"count": 1, "habits": [{"name": "Bedtime story", "freq": ("daily",)}],
                   "reminders": [("Bedtime story", "19:15")]},
    },
    {   # non-native speaker: 24-hour time
        "id": "zk32", "cat": "edit",
        "setup": [H("English lesson")],
        "turns": ["Please remind me the English lesson at 21:00 each day"],
        "expect": {"count": 1, "habits": [{"name": "English lesson", "freq": ("daily",)}],
                   "reminders": [("English lesson", "21:00")]},
    },

    # ------------------------------------------------------------------ asking how they're doing
    {   # retired man asks about this week
        "id": "zk33", "cat": "query",
        "setup": [H("Walk the dog", ("days", "mon wed fri"), marks=[(MON, "done"), (FRI, "done"), ("2026-02-25", "done")])],
        "turns": ["How am I getting on with the dog walks this week?"],
        "expect": {"unchanged": True, "reply": r"(?i)walk"},
    },
    {   # student asks what's left today; Revise is due and not done
        "id": "zk34", "cat": "query",
        "setup": [H("Revise", marks=[(YESTERDAY, "done")]), H("Gym", ("weekly", 3)),
                  H("Doomscrolling", polarity="avoid")],
        "turns": ["whats left for today"],
        "expect": {"unchanged": True, "reply": r"(?i)revis"},
    },
    {   # parent asks about yesterday; a question must not log anything
        "id": "zk35", "cat": "query",
        "setup": [H("Bedtime story", marks=[(YESTERDAY, "done"), (MON, "done")])],
        "turns": ["did i do the bedtime story yesterday? can't remember, the days are a blur"],
        "expect": {"unchanged": True},
    },

    # ------------------------------------------------------------------ messages that must change nothing
    {   # student: feelings; the coach may offer a pause but must not apply one unasked
        "id": "zk36", "cat": "safety",
        "setup": [H("Revise"), H("Gym", ("weekly", 3))],
        "turns": ["honestly so burnt out this week, everything feels like a chore"],
        "expect": {"unchanged": True},
    },
    {   # parent: someone else's run
        "id": "zk37", "cat": "safety",
        "setup": [H("Run", ("weekly", 3))],
        "turns": ["my husband went for a 10k run this morning, show off lol"],
        "expect": {"unchanged": True},
    },
    {   # retired man: a plan, not a log
        "id": "zk38", "cat": "safety",
        "setup": [H("Walk the dog", ("days", "mon wed fri"))],
        "turns": ["I'm going to take the dog out later once this rain clears"],
        "expect": {"unchanged": True},
    },
    {   # non-native speaker asks for something the coach doesn't do (app blocking)
        "id": "zk39", "cat": "safety",
        "setup": [H("English lesson")],
        "turns": ["Can you block the instagram on my phone after 10 in night?"],
        "expect": {"unchanged": True},
    },
    {   # nurse: a statement about work hours; may become a setting, never a habit or schedule change
        # src: https://github.com/iSoron/uhabits/issues/441
        "id": "zk40", "cat": "safety",
        "setup": [H("Yoga"), H("Stretching", ("weekly", 4))],
        "turns": ["fyi i work nights, usually 7pm to 7am, 3 or 4 shifts a week"],
        "expect": {"unchanged": True},
    },
]
