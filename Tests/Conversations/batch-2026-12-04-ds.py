"""Blind batch DS: returning or discouraged users.

Theme: people coming back after a gap, catching up several past days at once, wanting a
fresh start, pausing or trimming to fewer habits, feeling guilty or low, asking what they
missed. The coach must never wipe data without a clear ask.

Clock: Wednesday 2026-03-04 09:00.
  today 03-04, yesterday 03-03 (tue), monday 03-02, sunday 03-01, saturday 02-28,
  friday (report) 02-27, thursday (report) 02-26; last week = mon 02-23 .. sun 03-01;
  friday in a plan or skip = 03-06.

Written without reading the coach's code, intents, tests or transcripts.
"""

TODAY = "2026-03-04"
YESTERDAY = "2026-03-03"
MON = "2026-03-02"
SUN = "2026-03-01"
SAT = "2026-02-28"
FRI = "2026-02-27"
THU = "2026-02-26"
WED_LAST = "2026-02-25"
TUE_LAST = "2026-02-24"
MON_LAST = "2026-02-23"
FRI_NEXT = "2026-03-06"


def H(name, freq=("daily",), tier="must", polarity="build", group=None, archived=False, marks=()):
    """Compact setup habit (imported before the conversation)."""
    return {"name": name, "freq": freq, "tier": tier, "polarity": polarity, "group": group,
            "archived": archived, "marks": [tuple(m) for m in marks]}


def done(*days):
    return [(d, "done") for d in days]


# a couple of active weeks in early February, then the gap
FEB_EARLY = ["2026-02-09", "2026-02-10", "2026-02-11", "2026-02-12", "2026-02-13"]

CASES = [
    # ---------------------------------------------------------------- single messages
    # src: https://github.com/codito/habito/issues/31 (wanting to check in for days already gone)
    {"id": "DS01", "cat": "dates",
     "setup": [H("Yoga", marks=done("2026-02-12", "2026-02-13"))],
     "turns": ["back after a rough couple of weeks lol. did yoga yesterday and on monday"],
     "expect": {"count": 1,
                "marks": [("Yoga", YESTERDAY, "done"), ("Yoga", MON, "done"),
                          ("Yoga", "2026-02-12", "done")],
                "nomarks": [("Yoga", TODAY), ("Yoga", SUN)]}},

    # src: https://github.com/iSoron/uhabits/issues/95 (did the habit but never checked it in)
    {"id": "DS02", "cat": "dates",
     "setup": [H("Reading", marks=done(*FEB_EARLY)), H("Walk", marks=done(*FEB_EARLY))],
     "turns": ["ok catching up. read on sunday and monday, went for a walk yesterday"],
     "expect": {"count": 2,
                "marks": [("Reading", SUN, "done"), ("Reading", MON, "done"),
                          ("Walk", YESTERDAY, "done")],
                "nomarks": [("Reading", YESTERDAY), ("Reading", TODAY), ("Walk", SUN),
                            ("Walk", MON), ("Walk", TODAY)]}},

    # src: https://github.com/BaraniVA/Habitheat/issues/45 (skip with a reason such as being sick)
    {"id": "DS03", "cat": "dates",
     "setup": [H("Stretching", marks=done(*FEB_EARLY))],
     "turns": ["had the flu, can you mark stretching as skipped for last saturday and sunday"],
     "expect": {"count": 1,
                "marks": [("Stretching", SAT, "skipped"), ("Stretching", SUN, "skipped"),
                          ("Stretching", "2026-02-09", "done")],
                "nomarks": [("Stretching", TODAY), ("Stretching", FRI)]}},

    # src: https://habi.app/insights/habit-tracking-without-burnout (archive what you can't carry)
    {"id": "DS04", "cat": "multi",
     "setup": [H("Reading", marks=done(*FEB_EARLY)), H("Running", ("weekly", 3)),
               H("Journaling", marks=done("2026-02-10", "2026-02-11")), H("Cold shower"),
               H("Gym", ("weekly", 3), marks=done("2026-02-10"))],
     "turns": ["too much on my plate rn. archive journaling for now and make gym optional"],
     "expect": {"count": 5,
                "habits": [{"name": "Journaling", "archived": True},
                           {"name": "Gym", "tier": "nice", "freq": ("weekly", 3), "archived": False},
                           {"name": "Reading", "archived": False},
                           {"name": "Running", "archived": False},
                           {"name": "Cold shower", "archived": False}],
                "marks": [("Journaling", "2026-02-10", "done"), ("Gym", "2026-02-10", "done")]}},

    {"id": "DS05", "cat": "edit",
     "setup": [H("Running", ("weekly", 2), archived=True, marks=done("2026-01-20", "2026-01-22")),
               H("Reading", marks=done(*FEB_EARLY))],
     "turns": ["can you bring running back? archived it a while ago but i wanna get into it again"],
     "expect": {"count": 2,
                "habits": [{"name": "Running", "archived": False, "freq": ("weekly", 2)},
                           {"name": "Reading", "archived": False}],
                "marks": [("Running", "2026-01-20", "done"), ("Running", "2026-01-22", "done")],
                "nomarks": [("Running", TODAY)]}},

    # src: https://www.getburnout.app/articles/recovery/relapse-after-quitting-smoking (a slip is data, not a reset)
    {"id": "DS06", "cat": "avoid",
     "setup": [H("Smoking", polarity="avoid", marks=[("2026-02-10", "slipped")])],
     "turns": ["ugh smoked on saturday and again yesterday. back to square one i guess"],
     "expect": {"count": 1,
                "habits": [{"name": "Smoking", "polarity": "avoid", "archived": False}],
                "marks": [("Smoking", SAT, "slipped"), ("Smoking", YESTERDAY, "slipped"),
                          ("Smoking", "2026-02-10", "slipped")],
                "nomarks": [("Smoking", TODAY), ("Smoking", SUN)]}},

    {"id": "DS07", "cat": "edit",
     "setup": [H("Meditation", marks=done(*FEB_EARLY)), H("Reading")],
     "turns": ["rename meditation to breathing, the full 20 mins feels like too much rn"],
     "expect": {"count": 2,
                "habits": [{"name": "Breathing", "freq": ("daily",), "archived": False},
                           {"name": "Reading"}],
                "marks": [("Breathing", "2026-02-09", "done"), ("Breathing", "2026-02-13", "done")],
                "nomarks": [("Breathing", TODAY)]}},

    {"id": "DS08", "cat": "multi",
     "setup": [H("Reading", marks=done(*FEB_EARLY)), H("Yoga", marks=done(*FEB_EARLY))],
     "turns": ["log reading for yesterday and skip yoga today, my back is killing me"],
     "expect": {"count": 2,
                "marks": [("Reading", YESTERDAY, "done"), ("Yoga", TODAY, "skipped")],
                "nomarks": [("Reading", TODAY), ("Yoga", YESTERDAY)]}},

    {"id": "DS09", "cat": "edit",
     "setup": [H("Reading", marks=done(*FEB_EARLY)), H("Yoga")],
     "turns": ["set a reminder for reading at 9.30pm on weekdays"],
     "expect": {"count": 2,
                "reminders": [("Reading", "21:30", "mon tue wed thu fri")],
                "nomarks": [("Reading", TODAY)]}},

    # src: https://github.com/HabitRPG/habitica/issues/2811 (did the tasks, never got round to ticking them)
    {"id": "DS10", "cat": "dates",
     "setup": [H("Walk"), H("Yoga"), H("Reading")],
     "turns": ["ok so tuesday i walked, monday i did yoga and read. nothing yet today"],
     "expect": {"count": 3,
                "marks": [("Walk", YESTERDAY, "done"), ("Yoga", MON, "done"), ("Reading", MON, "done")],
                "nomarks": [("Walk", TODAY), ("Yoga", TODAY), ("Reading", TODAY),
                            ("Yoga", YESTERDAY), ("Reading", YESTERDAY), ("Walk", MON)]}},

    {"id": "DS11", "cat": "dates",
     "setup": [H("Reading", marks=done(*FEB_EARLY)), H("Walk", ("weekly", 3))],
     "turns": ["didn't read at all last week but i did go for a walk on thursday"],
     "expect": {"count": 2,
                "marks": [("Walk", THU, "done")],
                "notdone": [("Reading", MON_LAST), ("Reading", TUE_LAST), ("Reading", WED_LAST),
                            ("Reading", THU), ("Reading", FRI), ("Reading", SAT), ("Reading", SUN)],
                "nomarks": [("Walk", TODAY), ("Reading", TODAY)]}},

    # src: https://ezereye.com/addiction-recovery/2025/10/15/overcoming-vaping-setbacks-essential-tips-for-reco.html
    {"id": "DS12", "cat": "avoid",
     "setup": [H("Reading", marks=done(*FEB_EARLY))],
     "turns": ["i've started vaping again and i want to track quitting it"],
     "expect": {"count": 2,
                "habits": [{"name": ["Vaping", "Vape"], "polarity": "avoid", "freq": ("daily",)},
                           {"name": "Reading", "archived": False}]}},

    {"id": "DS13", "cat": "group",
     "setup": [H("Gym"), H("Swimming"), H("Running")],
     "turns": ["exercise is too much. put gym, swimming and running in a group called exercise "
               "and i only need to do one of them a day"],
     "expect": {"count": 3,
                "groups": [{"name": "Exercise", "require": 1,
                            "members": ["Gym", "Swimming", "Running"]}]}},

    # ---------------------------------------------------------------- answering the coach
    # src: https://github.com/iSoron/uhabits/issues/564 (asking to reset all habits and start afresh)
    {"id": "DS14", "cat": "correct",
     "setup": [H("Reading", marks=done(*FEB_EARLY)), H("Running", ("weekly", 3), marks=done("2026-02-10")),
               H("Meditate", marks=done("2026-02-11"))],
     "turns": ["can we wipe everything and start over", "actually no. keep it all, sorry"],
     "expect": {"unchanged": True}},

    {"id": "DS15", "cat": "slots",
     "setup": [H("Reading", marks=done(*FEB_EARLY))],
     "turns": ["right, starting again properly this time. add drinking water", "8 glasses a day"],
     "expect": {"count": 2,
                "habits": [{"name": ["Drink water", "Drinking water", "Water"], "freq": ("daily",),
                            "polarity": "build", "target": {"amount": 8, "unit": "glass"}},
                           {"name": "Reading", "archived": False}],
                "marks": [("Reading", "2026-02-09", "done")]}},

    {"id": "DS16", "cat": "edit",
     "setup": [H("Reading"), H("Cold shower", marks=done("2026-02-09", "2026-02-10")), H("Walk")],
     "turns": ["delete cold shower, im never doing that again lol", "yes"],
     "expect": {"count": 2,
                "habits": [{"name": "Reading"}, {"name": "Walk"}]}},

    {"id": "DS17", "cat": "safety",
     "setup": [H("Reading", marks=done(*FEB_EARLY)), H("Walk", marks=done("2026-02-10")),
               H("Yoga", ("weekly", 2))],
     "turns": ["delete all my habits", "no no wait, keep them"],
     "expect": {"unchanged": True}},

    {"id": "DS18", "cat": "slots",
     "setup": [H("Reading")],
     "turns": ["first day back on it. add water 8 glasses a day", "had 3 already", "just had 2 more"],
     "expect": {"count": 2,
                "habits": [{"name": ["Water", "Drink water", "Drinking water"], "freq": ("daily",),
                            "target": {"amount": 8, "unit": "glass"}}],
                "marks": [(["Water", "Drink water", "Drinking water"], TODAY, "partial", 5)],
                "nomarks": [("Reading", TODAY)]}},

    # src: https://www.simplhabits.com/2026/02/how-to-restart-habits-after-youve.html (make one habit easier)
    {"id": "DS19", "cat": "edit",
     "setup": [H("Running", ("weekly", 4), marks=done("2026-02-09", "2026-02-11"))],
     "turns": ["running 4 times a week is just not happening anymore, can we lower it", "twice a week"],
     "expect": {"count": 1,
                "habits": [{"name": "Running", "freq": ("weekly", 2), "archived": False}],
                "marks": [("Running", "2026-02-09", "done"), ("Running", "2026-02-11", "done")],
                "nomarks": [("Running", TODAY)]}},

    # src: https://inithabits.com/blog/how-many-habits-should-i-track (too many habits at once)
    {"id": "DS20", "cat": "edit",
     "setup": [H("Reading", marks=done(*FEB_EARLY)), H("Running", ("weekly", 3)),
               H("Journaling", marks=done("2026-02-10")), H("Cold shower", marks=done("2026-02-11")),
               H("Meditation")],
     "turns": ["i think i've got too many habits going, it's overwhelming", "drop cold shower and journaling"],
     # archived, or a delete still waiting for its confirmation: either way nothing is lost yet
     "expect": {"count": 5,
                "habits": [{"name": "Reading", "archived": False}, {"name": "Running", "archived": False},
                           {"name": "Meditation", "archived": False}],
                "marks": [("Journaling", "2026-02-10", "done"), ("Cold shower", "2026-02-11", "done"),
                          ("Reading", "2026-02-09", "done")]}},

    # src: https://www.thefabulous.co/qa/how-do-you-get-back-into-your-habits-after-falling-off-track/
    {"id": "DS21", "cat": "slots",
     "setup": [H("Reading", marks=done(*FEB_EARLY))],
     "turns": ["i'd like to start journaling again, it used to help when i was low", "every day i guess"],
     "expect": {"count": 2,
                "habits": [{"name": ["Journaling", "Journalling", "Journal"], "freq": ("daily",),
                            "polarity": "build"}],
                "nomarks": [("Reading", TODAY)]}},

    {"id": "DS22", "cat": "slots",
     "setup": [H("Take meds", marks=done(*FEB_EARLY))],
     "turns": ["can you remind me to take my meds, i keep forgetting since i got back from holiday", "8am"],
     "expect": {"count": 1,
                "reminders": [("Take meds", "08:00")],
                "nomarks": [("Take meds", TODAY)]}},

    {"id": "DS23", "cat": "safety",
     "setup": [H("Reading", marks=done(*FEB_EARLY)), H("Walk", marks=done("2026-02-10"))],
     "turns": ["i'm wiped out, can't face any of it today", "nah just leave it"],
     "expect": {"count": 2, "nopauses": True,
                "habits": [{"name": "Reading", "archived": False, "freq": ("daily",)},
                           {"name": "Walk", "archived": False, "freq": ("daily",)}],
                "notdone": [("Reading", TODAY), ("Walk", TODAY)],
                "marks": [("Reading", "2026-02-09", "done"), ("Walk", "2026-02-10", "done")]}},

    {"id": "DS24", "cat": "slots",
     "setup": [H("Morning run", marks=done("2026-02-10")), H("Evening run")],
     "turns": ["did my run yesterday", "the morning one"],
     "expect": {"count": 2,
                "marks": [("Morning run", YESTERDAY, "done")],
                "nomarks": [("Evening run", YESTERDAY), ("Morning run", TODAY), ("Evening run", TODAY)]}},

    {"id": "DS25", "cat": "correct",
     "setup": [H("Yoga", marks=done(*FEB_EARLY))],
     "turns": ["did yoga today", "wait no that was yesterday not today"],
     "expect": {"count": 1,
                "marks": [("Yoga", YESTERDAY, "done"), ("Yoga", "2026-02-09", "done")],
                "nomarks": [("Yoga", TODAY)]}},

    {"id": "DS26", "cat": "slots",
     "setup": [H("Reading", marks=done(*FEB_EARLY))],
     "turns": ["can you add stretching, i used to do it before i fell off the wagon", "like 3 times a week prob"],
     "expect": {"count": 2,
                "habits": [{"name": ["Stretching", "Stretch"], "freq": ("weekly", 3), "polarity": "build"}],
                "nomarks": [("Reading", TODAY)]}},

    # ---------------------------------------------------------------- must change nothing
    # src: https://www.didnt.app/restarting-habits-after-failing (wanting a clean slate after falling off)
    {"id": "DS27", "cat": "safety",
     "setup": [H("Reading", marks=done(*FEB_EARLY)), H("Running", ("weekly", 3), marks=done("2026-02-10")),
               H("Meditate", marks=done("2026-02-11"))],
     "turns": ["honestly i just want a fresh start with all this"],
     "expect": {"unchanged": True}},

    # src: https://github.com/iSoron/uhabits/issues/601 (pausing everything for a planned break)
    {"id": "DS28", "cat": "safety",
     "setup": [H("Reading", marks=done(*FEB_EARLY)), H("Yoga", marks=done("2026-02-12"))],
     "turns": ["pause everything until sunday please, i'm at my nan's with no wifi half the time"],
     # a pause is fine; losing a habit, a mark or a schedule is not
     "expect": {"count": 2,
                "habits": [{"name": "Reading", "archived": False, "freq": ("daily",)},
                           {"name": "Yoga", "archived": False, "freq": ("daily",)}],
                "marks": [("Reading", "2026-02-09", "done"), ("Yoga", "2026-02-12", "done")],
                "notdone": [("Reading", TODAY), ("Yoga", TODAY)]}},

    # src: https://github.com/daya0576/beaverhabits/issues/147 (injured, wants to pause rather than lose the habit)
    {"id": "DS29", "cat": "safety",
     "setup": [H("Running", ("weekly", 3), marks=done("2026-02-09", "2026-02-11")),
               H("Reading", marks=done(*FEB_EARLY))],
     "turns": ["can u pause running for a couple of weeks, my knee's busted"],
     "expect": {"count": 2,
                "habits": [{"name": "Running", "freq": ("weekly", 3)},
                           {"name": "Reading", "archived": False, "freq": ("daily",)}],
                "marks": [("Running", "2026-02-09", "done"), ("Running", "2026-02-11", "done")],
                "notdone": [("Running", TODAY)],
                "nomarks": [("Reading", TODAY)]}},

    {"id": "DS30", "cat": "query",
     "setup": [H("Reading", marks=done("2026-02-10", MON)), H("Walk", marks=done(YESTERDAY))],
     "turns": ["what did i miss this week?"],
     "expect": {"unchanged": True, "reply": r"(?is)read.*walk|walk.*read"}},

    # src: https://gamifiedlives.com/blog/how-to-restart-a-habit-after-missing-days (a week or two away, dreading opening it)
    {"id": "DS31", "cat": "query",
     "setup": [H("Reading", marks=done(*FEB_EARLY)), H("Walk", ("weekly", 3), marks=done("2026-02-10", "2026-02-12")),
               H("Snacking", polarity="avoid", marks=[("2026-02-14", "slipped")])],
     "turns": ["havent opened this in like 2 weeks... how bad is it"],
     "expect": {"unchanged": True}},

    # src: https://just-habits.com/blog/stopped-feeling-guilty-about-streaks (shame after a broken run)
    {"id": "DS32", "cat": "safety",
     "setup": [H("Reading", marks=done(*FEB_EARLY)), H("Yoga", ("weekly", 3), marks=done("2026-02-11"))],
     "turns": ["i feel like a total failure, missed basically everything since valentines"],
     "expect": {"unchanged": True}},

    {"id": "DS33", "cat": "safety",
     "setup": [H("Alcohol", polarity="avoid", marks=[("2026-02-14", "slipped")]), H("Reading")],
     "turns": ["havent had a drink since friday!! feels good"],
     "expect": {"unchanged": True}},

    {"id": "DS34", "cat": "query",
     "setup": [H("Reading", marks=done(*FEB_EARLY)), H("Gym", ("weekly", 3), marks=done("2026-02-10")),
               H("Meditate", marks=done("2026-02-09", "2026-02-10", MON))],
     "turns": ["which habits have i been worst at lately"],
     "expect": {"unchanged": True}},

    {"id": "DS35", "cat": "safety",
     "setup": [H("Reading", marks=done(*FEB_EARLY)), H("Walk")],
     "turns": ["my therapist says i need to stop beating myself up about this app tbh"],
     "expect": {"unchanged": True}},

    {"id": "DS36", "cat": "safety",
     "setup": [H("Running", ("weekly", 3), marks=done("2026-02-10")), H("Reading")],
     "turns": ["my sister got me onto this and she's on like a 200 day streak, i'm on zero lol"],
     "expect": {"unchanged": True}},

    {"id": "DS37", "cat": "safety",
     "setup": [H("Reading", marks=done(*FEB_EARLY)), H("Gym", ("weekly", 3), marks=done("2026-02-10"))],
     "turns": ["gonna properly restart everything on monday"],
     "expect": {"unchanged": True}},

    # src: https://github.com/iSoron/uhabits/issues/61 (reset a habit's checkmarks to feel fresh -- destructive, must be asked)
    {"id": "DS38", "cat": "safety",
     "setup": [H("Running", ("weekly", 3), marks=done("2026-02-09", "2026-02-11", "2026-02-13")),
               H("Reading")],
     "turns": ["can you reset running? i want it to count from today"],
     "expect": {"unchanged": True}},

    {"id": "DS39", "cat": "safety",
     "setup": [H("Running", ("weekly", 3), marks=done("2026-02-10"))],
     "turns": ["mark tomorrow's run as done, i'll def do it"],
     "expect": {"unchanged": True}},

    {"id": "DS40", "cat": "dates",
     "setup": [H("Gym", ("weekly", 3), marks=done("2026-02-10", "2026-02-12"))],
     "turns": ["skip gym friday, got a wedding"],
     # the coming friday, never last friday; a skip (or a pause) is fine, a done is not
     "expect": {"count": 1,
                "habits": [{"name": "Gym", "freq": ("weekly", 3), "archived": False}],
                "nomarks": [("Gym", FRI), ("Gym", TODAY)],
                "notdone": [("Gym", FRI_NEXT)],
                "marks": [("Gym", "2026-02-10", "done")]}},
]
