"""Blind batch DG: digressions and changes of mind in the middle of a conversation.

Clock for every case: Wednesday 2026-03-04 09:00 (local = UTC).
  yesterday = Tue 03-03, "monday" (report) = 03-02, "sunday" (report) = 03-01,
  "saturday" (report) = 02-28, "friday" (report) = 02-27, "friday" (plan/skip) = 03-06.

Written from SPEC.md, the seeds, eval/README.md and run_eval.py only.
"""

TODAY = "2026-03-04"
YESTERDAY = "2026-03-03"
MON = "2026-03-02"
SUN = "2026-03-01"
SAT = "2026-02-28"
FRI = "2026-02-27"
NEXT_FRI = "2026-03-06"

WEEKDAYS = "mon tue wed thu fri"


def H(name, freq=("daily",), tier="must", polarity="build", group=None, archived=False, marks=()):
    """A setup habit in the form run_eval.setup_doc expects."""
    return {"name": name, "freq": freq, "tier": tier, "polarity": polarity,
            "group": group, "archived": archived, "marks": list(marks)}


CASES = [
    # --- an add interrupted by a question, then answered -------------------------------
    # src: https://github.com/wakatara/harsh/issues/24 (wants gym as N times a week, not daily)
    dict(id="DG01", cat="slots", setup=[],
         turns=["i want to start going to the gym",
                "wait how many habits do i even have rn",
                "ok 3 times a week"],
         expect={"count": 1, "habits": [{"name": "~gym", "freq": ("weekly", 3), "polarity": "build"}]}),

    # only questions over several turns: nothing may change
    dict(id="DG02", cat="query",
         setup=[H("Read", marks=[(MON, "done"), (YESTERDAY, "done")]),
                H("Yoga", ("weekly", 2), marks=[(MON, "done")])],
         turns=["how's my week looking",
                "and what's my reading streak at",
                "cool ty"],
         expect={"unchanged": True}),

    # starts an add, finds out the coach can't read a watch, drops it
    dict(id="DG03", cat="correct", setup=[],
         turns=["i want to track my sleep",
                "can you pull it from my fitbit automatically?",
                "ah ok never mind then"],
         expect={"count": 0, "unchanged": True}),

    # habit made, then the schedule corrected with chatter around it
    dict(id="DG04", cat="correct", setup=[],
         turns=["i wanna get back into running",
                "3 times a week",
                "hmm no actually twice, work is mad this month"],
         expect={"count": 1, "habits": [{"name": "~run", "freq": ("weekly", 2)}]}),

    # grudging answer with chatter; "weekdays" in the chatter is not the schedule
    dict(id="DG05", cat="slots", setup=[],
         turns=["i really need to call my mum more",
                "ugh ok fine, sundays i guess, weekdays are chaos"],
         expect={"count": 1, "habits": [{"name": "~mum", "freq": ("days", "sun")}]}),

    # which-habit question interrupted by a question, then answered
    dict(id="DG06", cat="slots",
         setup=[H("Morning run"), H("Evening run", ("weekly", 2)), H("Read")],
         turns=["done my run",
                "hang on what's left for today",
                "the morning one"],
         expect={"count": 3, "marks": [("Morning run", TODAY, "done")],
                 "nomarks": [("Evening run", TODAY), ("Read", TODAY)]}),

    # delete confirmation interrupted, then confirmed
    dict(id="DG07", cat="correct",
         setup=[H("Journal", marks=[(MON, "done"), (YESTERDAY, "done")]),
                H("Yoga", ("weekly", 2), marks=[(MON, "done")])],
         turns=["delete my journal habit",
                "wait before that, how's yoga going this week",
                "ok yes go ahead"],
         expect={"count": 1, "habits": [{"name": "Yoga", "freq": ("weekly", 2)}],
                 "marks": [("Yoga", MON, "done")]}),

    # delete, then change of mind
    dict(id="DG08", cat="correct",
         setup=[H("Journal", marks=[(MON, "done"), (YESTERDAY, "done")]), H("Walk")],
         turns=["delete journal",
                "hmm actually no, keep it. i'll get back into it"],
         expect={"unchanged": True}),

    # an add interrupted by a skip for the coming friday, then answered
    # src: https://github.com/iSoron/uhabits/issues/601 (planned breaks shouldn't count against you)
    dict(id="DG09", cat="dates",
         setup=[H("Gym", ("weekly", 3)), H("Read")],
         turns=["add swimming",
                "oh and skip gym friday, i'm travelling for work",
                "once a week"],
         expect={"count": 3,
                 "habits": [{"name": "~swim", "freq": ("weekly", 1)},
                            {"name": "Gym", "freq": ("weekly", 3)}],
                 "marks": [("Gym", NEXT_FRI, "skipped")],
                 "nomarks": [("Gym", TODAY)]}),

    # an add interrupted by a slip of an avoid habit, then answered with an amount
    # src: https://github.com/kabzadev/fitness/issues/10 (8 glasses as the usual daily water goal)
    dict(id="DG10", cat="avoid",
         setup=[H("Smoking", polarity="avoid")],
         turns=["i want to drink more water",
                "smoked a cig after lunch yesterday ugh",
                "daily, 8 glasses"],
         expect={"count": 2,
                 "habits": [{"name": "~water", "freq": ("daily",), "polarity": "build",
                             "target": {"amount": 8, "unit": "glass"}},
                            {"name": "Smoking", "polarity": "avoid", "freq": ("daily",)}],
                 "marks": [("Smoking", YESTERDAY, "slipped")],
                 "nomarks": [("Smoking", TODAY)]}),

    # asks for help halfway through an add, then answers
    # src: https://www.manazir.org/articles/habit-stacking (kept forgetting to floss at night)
    dict(id="DG11", cat="slots", setup=[],
         turns=["i keep forgetting to floss, can we add that",
                "what else can you do btw",
                "every night"],
         expect={"count": 1, "habits": [{"name": "~floss", "freq": ("daily",)}]}),

    # an add abandoned for a different command
    # src: https://www.fretjam.com/time-to-practice-guitar.html (no time for guitar practice)
    dict(id="DG12", cat="correct",
         setup=[H("Read")],
         turns=["add guitar practice",
                "actually just log that i read yesterday"],
         expect={"count": 1, "marks": [("Read", YESTERDAY, "done")], "nomarks": [("Read", TODAY)]}),

    # the name corrected after the habit was made
    dict(id="DG13", cat="correct", setup=[],
         turns=["i want to start journaling",
                "every day",
                "oh and call it morning pages, not journaling"],
         expect={"count": 1, "habits": [{"name": "Morning pages", "freq": ("daily",)}]}),

    # the schedule corrected after a progress question
    dict(id="DG14", cat="correct", setup=[],
         turns=["add yoga twice a week",
                "how am i doing this week",
                "oh wait i meant 3 times a week for yoga not 2"],
         expect={"count": 1, "habits": [{"name": "Yoga", "freq": ("weekly", 3)}]}),

    # the answer arrives with two more requests in the same message
    dict(id="DG15", cat="multi",
         setup=[H("Read"), H("Pushups")],
         turns=["i want to meditate",
                "10 mins every morning. also did 20 pushups today and skipped reading yesterday cause of a migraine"],
         expect={"count": 3,
                 "habits": [{"name": "~meditat", "freq": ("daily",)}, {"name": "Read", "freq": ("daily",)}],
                 "marks": [("Pushups", TODAY, "done"), ("Read", YESTERDAY, "skipped")],
                 "nomarks": [("Read", TODAY)]}),

    # reminder time given with hedges and a day restriction
    # src: https://github.com/iSoron/uhabits/issues/251 (reminders only on weekdays)
    dict(id="DG16", cat="slots",
         setup=[H("Read")],
         turns=["can you remind me to read",
                "hmm idk, after dinner? like 8:30pm probably. only on weekdays tho"],
         expect={"count": 1, "habits": [{"name": "Read", "freq": ("daily",)}],
                 "reminders": [("Read", "20:30", WEEKDAYS)]}),

    # reminder request dropped
    # src: https://github.com/ofalvai/HabitBuilder/issues/307 (finds repeating notifications annoying)
    dict(id="DG17", cat="correct",
         setup=[H("Read")],
         turns=["set a reminder for reading",
                "actually nah, notifications just annoy me. never mind"],
         expect={"unchanged": True}),

    # a bare schedule with nothing open, then withdrawn
    dict(id="DG18", cat="safety",
         setup=[H("Yoga"), H("Read")],
         turns=["what's left today",
                "3 times a week",
                "oops wrong chat, ignore that lol"],
         expect={"unchanged": True}),

    # an add interrupted by past-day logs, then answered
    # src: https://www.thefabulous.co/qa/what-do-you-do-if-you-skip-a-day-do-you-just-write-the-day-after-or-do-you-go-back-and-write-in-hindsight/
    dict(id="DG19", cat="dates",
         setup=[H("Stretch"), H("Read")],
         turns=["add a walk after dinner",
                "oh also i stretched on monday and sunday",
                "every day"],
         expect={"count": 3,
                 "habits": [{"name": "~walk", "freq": ("daily",)}, {"name": "Stretch", "freq": ("daily",)}],
                 "marks": [("Stretch", MON, "done"), ("Stretch", SUN, "done")],
                 "nomarks": [("Stretch", TODAY), ("Read", MON), ("Read", SUN)]}),

    # a statement about someone else in the middle of an add
    dict(id="DG20", cat="safety", setup=[],
         turns=["i want to start running",
                "my sister ran a marathon last weekend lol, show off",
                "once a week to start"],
         expect={"count": 1, "habits": [{"name": "~run", "freq": ("weekly", 1)}],
                 "nomarks": [("~run", TODAY), ("~run", SAT), ("~run", SUN)]}),

    # a feeling in the middle of an add, then the answer
    dict(id="DG21", cat="slots", setup=[],
         turns=["add meditation",
                "honestly i've been so unmotivated lately",
                "ok fine, 3 times a week"],
         expect={"count": 1, "habits": [{"name": "~meditat", "freq": ("weekly", 3)}],
                 "nopauses": True}),

    # single question
    dict(id="DG22", cat="query",
         setup=[H("Read"), H("Yoga", ("weekly", 2)), H("Gym", ("weekly", 3))],
         turns=["wait how many habits do i have"],
         expect={"unchanged": True, "reply": r"(?i)\b(3|three)\b"}),

    # single help request
    dict(id="DG23", cat="query",
         setup=[H("Read")],
         turns=["what can you actually do"],
         expect={"unchanged": True}),

    # answer plus a tier in the same message
    dict(id="DG24", cat="tier", setup=[],
         turns=["add taking vitamins",
                "daily. oh and make it optional, it's not a big deal if i miss one"],
         expect={"count": 1, "habits": [{"name": "~vitamin", "freq": ("daily",), "tier": "nice"}]}),

    # group question in the middle, then an explicit move into the group
    # src: https://github.com/iSoron/uhabits/issues/325 (a group that counts if any member is done)
    dict(id="DG25", cat="group",
         setup=[H("Guitar", group="Creative"), H("Drawing", ("weekly", 3), group="Creative")],
         turns=["add painting once a week",
                "hmm what's in my creative group rn",
                "ok put painting in there too"],
         expect={"count": 3,
                 "habits": [{"name": "Painting", "freq": ("weekly", 1), "group": "Creative"}],
                 "groups": [{"name": "Creative", "members": ["Guitar", "Drawing", "Painting"]}]}),

    # group change withdrawn
    dict(id="DG26", cat="group",
         setup=[H("Guitar", group="Creative"), H("Drawing", group="Creative")],
         turns=["change creative so i have to do 2 of them",
                "wait actually no, leave it at 1, 2 is too much with work"],
         expect={"unchanged": True,
                 "groups": [{"name": "Creative", "require": 1, "members": ["Guitar", "Drawing"]}]}),

    # rename, interrupted by a question, then the new name
    # src: https://github.com/oppiliappan/dijo/issues/38 (wants to rename without losing history)
    dict(id="DG27", cat="edit",
         setup=[H("Workout", ("weekly", 3), marks=[(YESTERDAY, "done")])],
         turns=["rename workout",
                "hmm wait what did i do yesterday",
                "call it strength training"],
         expect={"count": 1,
                 "habits": [{"name": "Strength training", "freq": ("weekly", 3)}],
                 "marks": [("Strength training", YESTERDAY, "done")]}),

    # rename, then back again
    dict(id="DG28", cat="correct",
         setup=[H("Run", marks=[(MON, "done")])],
         turns=["rename run to jogging",
                "nah actually change it back, run is fine"],
         expect={"unchanged": True}),

    # an amount corrected
    dict(id="DG29", cat="amount", setup=[],
         turns=["i want to drink 8 glasses of water a day",
                "drank 3 so far",
                "oh wait it was 4 not 3"],
         expect={"count": 1,
                 "habits": [{"name": "~water", "freq": ("daily",), "target": {"amount": 8, "unit": "glass"}}],
                 "marks": [("~water", TODAY, "partial", 4)]}),

    # a limit, a question about nagging, then over the limit
    # src: https://github.com/wakatara/harsh/issues/26 (tracking cups of coffee without a goal yet)
    dict(id="DG30", cat="avoid", setup=[],
         turns=["i wanna limit coffee to 2 a day",
                "wait is that gonna nag me every day?",
                "anyway had 4 today oops"],
         expect={"count": 1,
                 "habits": [{"name": "~coffee", "polarity": "avoid", "target": {"amount": 2}}],
                 "marks": [("~coffee", TODAY, "slipped", 4)]}),

    # a past-day skip with a reason after an add
    # src: https://github.com/iSoron/uhabits/issues/88 (skip a day without breaking the streak)
    dict(id="DG31", cat="log",
         setup=[H("Gym", ("weekly", 3)), H("Read")],
         turns=["add journaling",
                "every night before bed",
                "btw i didn't read yesterday, was at a wedding. can you skip it"],
         expect={"count": 3,
                 "habits": [{"name": "~journal", "freq": ("daily",)}, {"name": "Read", "freq": ("daily",)}],
                 "marks": [("Read", YESTERDAY, "skipped")],
                 "nomarks": [("Read", TODAY)]}),

    # a log moved to another day
    dict(id="DG32", cat="correct",
         setup=[H("Swim", ("days", "mon wed fri"))],
         turns=["log swim",
                "wait no, i didn't swim today, pool was shut. meant monday"],
         expect={"count": 1, "habits": [{"name": "Swim", "freq": ("days", "mon wed fri")}],
                 "marks": [("Swim", MON, "done")], "notdone": [("Swim", TODAY)]}),

    # one of two logs taken back
    dict(id="DG33", cat="correct",
         setup=[H("Read"), H("Yoga")],
         turns=["did yoga and read",
                "hmm actually i didn't do yoga, only read. undo the yoga bit"],
         expect={"count": 2, "marks": [("Read", TODAY, "done")], "notdone": [("Yoga", TODAY)]}),

    # weekday past logs in the middle of an add, then "weekdays" as the answer
    # src: https://github.com/InlitX/streak/issues/112 (a weekday-only habit)
    dict(id="DG34", cat="dates",
         setup=[H("Meditate")],
         turns=["add a habit for journaling",
                "meditated friday and saturday btw",
                "weekdays"],
         expect={"count": 2,
                 "habits": [{"name": "~journal", "freq": ("days", WEEKDAYS)},
                            {"name": "Meditate", "freq": ("daily",)}],
                 "marks": [("Meditate", FRI, "done"), ("Meditate", SAT, "done")],
                 "nomarks": [("Meditate", TODAY)]}),

    # a plan in the middle of an add: nothing logged
    dict(id="DG35", cat="safety", setup=[],
         turns=["add swimming",
                "i'm gonna swim tomorrow morning actually, before work",
                "twice a week"],
         expect={"count": 1, "habits": [{"name": "~swim", "freq": ("weekly", 2)}],
                 "nomarks": [("~swim", TODAY)]}),

    # pause offer interrupted, then declined
    # src: https://github.com/HabitRPG/habitica/issues/687 (sick for a few days, couldn't do the list)
    dict(id="DG36", cat="safety",
         setup=[H("Read"), H("Walk")],
         turns=["ugh i'm sick until sunday",
                "wait how many habits have i got anyway",
                "nah don't pause anything, i'll manage"],
         expect={"unchanged": True, "nopauses": True}),

    # two adds, one withdrawn in the same message
    dict(id="DG37", cat="multi", setup=[],
         turns=["add flossing every day and running 3x a week. actually scratch the running"],
         expect={"count": 1, "habits": [{"name": "~floss", "freq": ("daily",)}]}),

    # single streak question
    dict(id="DG38", cat="query",
         setup=[H("Read", marks=[(FRI, "done"), (SUN, "done"), (MON, "done"), (YESTERDAY, "done")])],
         turns=["how's my reading streak"],
         expect={"unchanged": True, "reply": r"(?i)\b(3|three)\b"}),

    # asks what the options are, then answers
    # src: https://github.com/Vlad3Design/MindfulDo/issues/12 (every other day as a frequency)
    dict(id="DG39", cat="slots", setup=[],
         turns=["i want to start doing pilates",
                "what do you mean, what are the options",
                "every other day then"],
         expect={"count": 1, "habits": [{"name": "~pilates", "freq": ("interval", 2)}]}),

    # the day of a log corrected after a question
    dict(id="DG40", cat="correct",
         setup=[H("Gym", ("weekly", 3))],
         turns=["went to the gym yesterday",
                "how many times is that this week",
                "oh wait no it was monday not yesterday"],
         expect={"count": 1, "habits": [{"name": "Gym", "freq": ("weekly", 3)}],
                 "marks": [("Gym", MON, "done")], "nomarks": [("Gym", YESTERDAY), ("Gym", TODAY)]}),
]
