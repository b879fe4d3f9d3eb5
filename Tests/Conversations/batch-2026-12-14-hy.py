"""Blind batch 2026-12-14-hy: hypotheticals and near-misses.

Theme: messages that look like requests but are not -- questions about what would
happen ("if i skip gym friday will i lose my streak?"), plans and wishes, negations
("i didn't skip reading, i just did it late"), other people's habits, quoting the
coach, asking for advice -- mixed with real requests phrased tentatively that a
careful coach should act on (or confirm, then act on the answer).

Written blind (without reading the coach's code, language data, tests, transcripts,
earlier batches or dev_cases.py beyond its format header), for
    python3 ../shared/eval/run_eval.py .build/release/habitat --file <this file>

Clock for every case: Wednesday 2026-03-04 09:00 (UTC).
  yesterday = Tue 03-03, "monday" (report) = 03-02, "sunday" = 03-01,
  "saturday" = 02-28, "friday" in a report = 02-27, "friday" in a plan/skip = 03-06,
  "last week" = Mon 02-23 .. Sun 03-01.
Setup habits are imported with created day 2026-01-01; no setup mark precedes it.
"""
from datetime import date, timedelta

TODAY = "2026-03-04"        # Wed
YESTERDAY = "2026-03-03"    # Tue
MON = "2026-03-02"
SUN = "2026-03-01"
SAT = "2026-02-28"
FRI = "2026-02-27"          # "friday" when reporting what happened
THU = "2026-02-26"
WED_LAST = "2026-02-25"
TUE_LAST = "2026-02-24"
MON_LAST = "2026-02-23"
NEXT_FRI = "2026-03-06"     # "friday" in a plan or a skip
NEXT_SAT = "2026-03-07"


def H(name, freq=("daily",), tier="must", polarity="build", group=None, archived=False, marks=()):
    """A setup habit in the runner's compact form; marks are (day, state) tuples."""
    return {"name": name, "freq": freq, "tier": tier, "polarity": polarity,
            "group": group, "archived": archived, "marks": [tuple(m) for m in marks]}


def done(*days):
    return [(d, "done") for d in days]


def daily_done(start, end):
    """Every day from start to end inclusive, marked done."""
    d0, d1 = date.fromisoformat(start), date.fromisoformat(end)
    out = []
    while d0 <= d1:
        out.append((d0.isoformat(), "done"))
        d0 += timedelta(days=1)
    return out


CASES = [
    # ---------------------------------------------------------------- questions about what would happen
    # src: https://github.com/daya0576/beaverhabits/issues/147
    {"id": "HY01", "cat": "query",
     "setup": [H("Running", marks=done(SAT, SUN, MON, YESTERDAY))],
     "turns": ["if i roll my ankle again and cant run for a week or so, does my streak just get wiped?"],
     "expect": {"unchanged": True}},

    # a hypothetical about a future skip in a question about streaks: nothing is skipped
    {"id": "HY27", "cat": "query",
     # src: https://smays.com/?p=52553
     "setup": [H("Meditate", marks=daily_done("2026-01-05", MON))],
     "turns": ["ugh i forgot to meditate yesterday, first miss in like 2 months. does that wipe out my whole streak??"],
     "expect": {"unchanged": True, "nomarks": [("Meditate", YESTERDAY), ("Meditate", TODAY)]}},

    # quoting the coach back at it, with a weekday in it: a question, not a log
    {"id": "HY05", "cat": "query",
     "setup": [H("Gym", freq=("weekly", 3), marks=done(MON_LAST, WED_LAST, FRI, MON, YESTERDAY))],
     "turns": ['you told me "gym: 2 of 3 this week" earlier - does monday count as this week or last week?'],
     "expect": {"unchanged": True}},

    # asking what a deletion would do is not a deletion
    # src: https://github.com/scastiel/kado/issues/99
    {"id": "HY14", "cat": "edit",
     "setup": [H("Piano", marks=done("2026-02-10", "2026-02-12", "2026-02-16")),
               H("Reading", marks=done(MON, YESTERDAY))],
     "turns": ["if i delete the old piano habit do i lose all the history? or is there like an archive thing"],
     "expect": {"unchanged": True}},

    # a tier question changes no tier
    {"id": "HY16", "cat": "tier",
     "setup": [H("Reading", tier="nice", marks=done(YESTERDAY)), H("Gym", freq=("weekly", 3), marks=done(MON))],
     "turns": ["is reading one of my must-dos or just a nice-to-have? cant remember what i picked"],
     "expect": {"unchanged": True}},

    # a group hypothetical with "skip drawing" inside it: nothing logged, nothing skipped
    {"id": "HY18", "cat": "group",
     "setup": [H("Guitar", group="Creative", marks=done(MON)), H("Drawing", group="Creative", marks=done(YESTERDAY))],
     "turns": ["if i do guitar tonight but skip drawing, does the creative thing still count for today?"],
     "expect": {"unchanged": True}},

    # would-it-be-annoying question about a reminder: no reminder is set
    {"id": "HY20", "cat": "remind",
     "setup": [H("Water", marks=done(MON, YESTERDAY))],
     "turns": ["would it get annoying if you pinged me to drink water every hour? genuinely asking"],
     "expect": {"unchanged": True}},

    # an amount inside a hypothetical: no amount logged, no target invented
    # src: https://github.com/dohsimpson/HabitTrove/issues/8
    {"id": "HY22", "cat": "amount",
     "setup": [H("Water", marks=done(MON, YESTERDAY))],
     "turns": ["rough week. if i only get to like 4 glasses today instead of 7 does the whole day count as a fail?"],
     "expect": {"unchanged": True, "notdone": [("Water", TODAY)]}},

    # ---------------------------------------------------------------- plans, wishes, other people
    # src: https://wcfcourier.com/lifestyles/carpentry-skills-are-not-enough-to-save-relationship/article_c23a8731-10c5-586e-9b20-c725bb0b69a1.html
    {"id": "HY03", "cat": "safety",
     "setup": [H("Walk", marks=done(MON, YESTERDAY))],
     "turns": ["i've been thinking i might start journaling next month. tho i always start these things and drift off after like 3 days lol"],
     "expect": {"unchanged": True}},

    {"id": "HY04", "cat": "safety",
     "setup": [H("Running", freq=("weekly", 3), marks=done(MON))],
     "turns": ["my sister's out running every single morning at 6am, honestly kind of annoying how disciplined she is lol"],
     "expect": {"unchanged": True}},

    {"id": "HY34", "cat": "dates",
     "setup": [H("Climbing", freq=("weekly", 2), marks=done(TUE_LAST))],
     "turns": ["i dont think i logged climbing on friday? i definitely went, tom dragged me along after work"],
     "expect": {"count": 1, "marks": [("Climbing", FRI, "done"), ("Climbing", TUE_LAST, "done")],
                "nomarks": [("Climbing", NEXT_FRI), ("Climbing", TODAY)],
                "habits": [{"name": "Climbing", "freq": ("weekly", 2)}]}},

    # someone else's habit sets the schedule words, the person asks for their own
    {"id": "HY25", "cat": "add",
     "setup": [],
     "turns": ["my flatmate does yoga every evening and it's kinda rubbed off on me. can you add yoga for me too, maybe twice a week to start"],
     "expect": {"count": 1, "habits": [{"name": ["Yoga", "Do yoga"], "freq": ("weekly", 2), "polarity": "build"}]}},

    # a hypothetical slip on a planned day: nothing logged on any day
    # src: http://www.sparkpeople.com/mypage_public_journal_individual.asp?blog_id=5480372
    {"id": "HY10", "cat": "avoid",
     "setup": [H("Junk food", polarity="avoid")],
     "turns": ["6 weeks no junk food!! my mum's visiting saturday and she always gets dessert... if i have a bit of cake with her does that wreck the whole streak?"],
     "expect": {"unchanged": True, "nomarks": [("Junk food", NEXT_SAT), ("Junk food", SAT)]}},

    # ---------------------------------------------------------------- advice and things the coach doesn't do
    # src: https://chait.blog/2018/04/08/flossing/
    {"id": "HY06", "cat": "safety",
     "setup": [H("Floss", marks=done(SUN))],
     "turns": ["how do ppl actually make flossing stick?? i do it for a week then just... stop"],
     "expect": {"unchanged": True}},

    {"id": "HY38", "cat": "safety",
     "setup": [H("Reading", marks=done(YESTERDAY))],
     "turns": ["can you block instagram on my phone after 10pm? i lose literal hours on it"],
     "expect": {"unchanged": True}},

    # ---------------------------------------------------------------- negations and contrast in reports
    # src: https://github.com/scastiel/kado/issues/58
    {"id": "HY02", "cat": "log",
     "setup": [H("Reading", marks=done(SUN, MON) + [(YESTERDAY, "skipped")])],
     "turns": ["wait no i didn't skip reading yesterday, i just did it really late, like 11pm. can u fix that"],
     "expect": {"count": 1, "marks": [("Reading", YESTERDAY, "done"), ("Reading", MON, "done")],
                "nomarks": [("Reading", TODAY)]}},

    {"id": "HY09", "cat": "log",
     "setup": [H("Running", freq=("days", "mon wed fri"), marks=done(MON))],
     "turns": ["no run today, it's absolutely chucking it down"],
     "expect": {"count": 1, "notdone": [("Running", TODAY)],
                "habits": [{"name": "Running", "freq": ("days", "mon wed fri")}]}},

    {"id": "HY24", "cat": "dates",
     "setup": [H("Meditate", marks=done(SAT))],
     "turns": ["i didn't meditate monday but i did on sunday and again yesterday"],
     "expect": {"count": 1, "marks": [("Meditate", SUN, "done"), ("Meditate", YESTERDAY, "done")],
                "notdone": [("Meditate", MON)], "nomarks": [("Meditate", TODAY)],
                "habits": [{"name": "Meditate", "freq": ("daily",)}]}},

    # "didn't skip ... just went at lunch instead of ...": the run happened today
    # src: https://redlib.deleted.directory/r/getdisciplined/comments/kxiaif/advice_dont_procrastinate_because_you_always_want/gjdm6i1/?context=3
    {"id": "HY36", "cat": "log",
     "setup": [H("Run", marks=done(MON, YESTERDAY))],
     "turns": ["i didn't skip my run today btw, just went at lunch instead of before work"],
     "expect": {"count": 1, "marks": [("Run", TODAY, "done")]}},

    # a statement that a future session won't happen: never logged on last friday, never done
    {"id": "HY29", "cat": "dates",
     "setup": [H("Gym", freq=("days", "mon wed fri"), marks=done(WED_LAST, MON))],
     "turns": ["gym's shut on friday for the bank holiday so that one's not happening"],
     "expect": {"count": 1, "notdone": [("Gym", NEXT_FRI)], "nomarks": [("Gym", FRI), ("Gym", TODAY)],
                "habits": [{"name": "Gym", "freq": ("days", "mon wed fri")}]}},

    # a partial session without a target: asked about, then counted on the person's word
    # src: https://github.com/iSoron/uhabits/issues/210
    {"id": "HY23", "cat": "amount",
     "setup": [H("Piano", marks=done(MON))],
     "turns": ["only managed 10 minutes of piano today, not the full half hour", "eh just count it as done"],
     "expect": {"count": 1, "marks": [("Piano", TODAY, "done")], "nomarks": [("Piano", YESTERDAY)]}},

    # ---------------------------------------------------------------- real requests, phrased tentatively
    {"id": "HY07", "cat": "add",
     "setup": [],
     "turns": ["could you maybe add meditating? like 10 min every morning, if that's not too ambitious lol",
               "yeah go for it"],
     "expect": {"count": 1, "habits": [{"name": "~meditat", "freq": ("daily",), "polarity": "build"}]}},

    {"id": "HY13", "cat": "edit",
     "setup": [H("Gym", freq=("weekly", 3), marks=done(MON))],
     "turns": ["can we maybe call gym 'lifting' instead? that's what i actually do there", "yes pls"],
     "expect": {"count": 1, "habits": [{"name": "Lifting", "freq": ("weekly", 3)}],
                "marks": [("Lifting", MON, "done")]}},

    # src: https://github.com/shub39/Grit/issues/161
    {"id": "HY15", "cat": "edit",
     "setup": [H("Exam revision", marks=done("2026-01-12", "2026-01-13", "2026-01-15")),
               H("Reading", marks=done(YESTERDAY))],
     "turns": ["exams are finally over so i won't need the revision one till june. can you hide it without deleting it? want to keep the stats",
               "yes"],
     "expect": {"count": 2,
                "habits": [{"name": "Exam revision", "archived": True}, {"name": "Reading", "archived": False}],
                "marks": [("Exam revision", "2026-01-15", "done")]}},

    {"id": "HY17", "cat": "tier",
     "setup": [H("Journal", marks=done(MON)), H("Walk", marks=done(MON))],
     "turns": ["hmm maybe make journaling optional? having it as a must-do is stressing me out tbh", "yeah do it"],
     "expect": {"count": 2,
                "habits": [{"name": "Journal", "tier": "nice", "freq": ("daily",)},
                           {"name": "Walk", "tier": "must"}]}},

    {"id": "HY19", "cat": "group",
     "setup": [H("Guitar", group="Creative", marks=done(MON)), H("Drawing", group="Creative", marks=done(YESTERDAY))],
     "turns": ["guitar counts for creative today right? did like 40 mins this morning"],
     "expect": {"count": 2, "marks": [("Guitar", TODAY, "done")], "nomarks": [("Drawing", TODAY)],
                "groups": [{"name": "Creative", "members": ["Guitar", "Drawing"]}]}},

    # "not weekends" is about the reminder, not the habit's schedule
    # src: https://github.com/FriesI23/mhabit/issues/627
    {"id": "HY21", "cat": "remind",
     "setup": [H("Reading", marks=done(YESTERDAY))],
     "turns": ["think i need a nudge for reading.. maybe 9pm on weeknights? not weekends, i'm usually out", "yes"],
     "expect": {"count": 1, "reminders": [("Reading", "21:00", "mon tue wed thu fri")],
                "habits": [{"name": "Reading", "freq": ("daily",)}]}},

    # src: https://github.com/iSoron/uhabits/issues/88
    {"id": "HY30", "cat": "dates",
     "setup": [H("Swim", freq=("days", "mon wed fri"), marks=done(MON))],
     "turns": ["would you be able to mark friday as a skip for swimming? the pool's closed for a public holiday"],
     "expect": {"count": 1, "marks": [("Swim", NEXT_FRI, "skipped")],
                "nomarks": [("Swim", FRI), ("Swim", TODAY)],
                "habits": [{"name": "Swim", "freq": ("days", "mon wed fri")}]}},

    {"id": "HY35", "cat": "edit",
     "setup": [H("Yoga", freq=("weekly", 2), marks=done(MON))],
     "turns": ["can you add a why to yoga: it keeps my lower back from seizing up"],
     "expect": {"count": 1, "habits": [{"name": "Yoga", "description": "back", "freq": ("weekly", 2)}],
                "nomarks": [("Yoga", TODAY)]}},

    {"id": "HY11", "cat": "avoid",
     "setup": [H("Smoking", polarity="avoid", marks=[(FRI, "slipped")])],
     "turns": ["ok confession time. pretty sure i had a couple of cigs at the pub last night", "yeah"],
     "expect": {"count": 1, "marks": [("Smoking", YESTERDAY, "slipped"), ("Smoking", FRI, "slipped")],
                "nomarks": [("Smoking", TODAY)]}},

    # quoting the coach to correct the record
    {"id": "HY37", "cat": "avoid",
     "setup": [H("Alcohol", polarity="avoid")],
     "turns": ['you said "5 days without a slip" for alcohol but thats not right, i had a beer on sunday', "yeah"],
     "expect": {"count": 1, "marks": [("Alcohol", SUN, "slipped")],
                "nomarks": [("Alcohol", TODAY), ("Alcohol", YESTERDAY)]}},

    # ---------------------------------------------------------------- answers over several turns
    {"id": "HY08", "cat": "slots",
     "setup": [],
     "turns": ["maybe i should add vitamins? doctor said my vitamin d is really low", "every morning"],
     "expect": {"count": 1, "habits": [{"name": "~vitamin", "freq": ("daily",), "polarity": "build"}]}},

    {"id": "HY12", "cat": "slots",
     "setup": [],
     "turns": ["i've been thinking i should probably stretch more, my back is wrecked from the desk", "yeah, 5x a week"],
     "expect": {"count": 1, "habits": [{"name": "~stretch", "freq": ("weekly", 5)}]}},

    {"id": "HY33", "cat": "slots",
     "setup": [],
     "turns": ["hey. i keep meaning to learn spanish but never actually get round to it", "like 15 min a day"],
     "expect": {"count": 1, "habits": [{"name": "~spanish", "freq": ("daily",)}]}},

    # a question about a change, then the change itself
    {"id": "HY28", "cat": "edit",
     "setup": [H("Running", freq=("weekly", 3), marks=done(MON_LAST, WED_LAST, FRI, MON))],
     "turns": ["what if i dropped running to 2 a week instead of 3, would i lose my streak?",
               "ok lets do that then, twice a week"],
     "expect": {"count": 1, "habits": [{"name": "Running", "freq": ("weekly", 2)}],
                "marks": [("Running", FRI, "done"), ("Running", MON, "done")]}},

    {"id": "HY26", "cat": "edit",
     "setup": [H("Duolingo", marks=done("2026-01-03", "2026-01-04")), H("Reading", marks=done(YESTERDAY))],
     "turns": ["honestly maybe just delete duolingo, i never open it", "yes"],
     "expect": {"count": 1, "habits": [{"name": "Reading", "freq": ("daily",)}],
                "marks": [("Reading", YESTERDAY, "done")]}},

    {"id": "HY31", "cat": "remind",
     "setup": [H("Stretch", marks=done(MON))],
     "turns": ["could you maybe remind me about stretching? i always forget", "7am on weekdays"],
     "expect": {"count": 1, "reminders": [("Stretch", "07:00", "mon tue wed thu fri")],
                "habits": [{"name": "Stretch", "freq": ("daily",)}]}},

    {"id": "HY39", "cat": "correct",
     "setup": [H("Morning run", marks=done(YESTERDAY)), H("Evening run", marks=done(YESTERDAY))],
     "turns": ["tbh i probably won't manage the run today, knee's sore. can you skip it?", "the evening one"],
     "expect": {"count": 2, "marks": [("Evening run", TODAY, "skipped")], "nomarks": [("Morning run", TODAY)]}},

    # a question about backfilling, then the backfill
    # src: https://github.com/InlitX/streak/issues/130
    {"id": "HY40", "cat": "dates",
     "setup": [H("Walk", marks=done(SUN, MON))],
     "turns": ["would it mess up my stats if i logged yesterday's walk now? totally forgot to tick it",
               "yes please, yesterday"],
     "expect": {"count": 1, "marks": [("Walk", YESTERDAY, "done"), ("Walk", MON, "done")],
                "nomarks": [("Walk", TODAY)]}},

    # ---------------------------------------------------------------- several things in one message
    {"id": "HY32", "cat": "multi",
     "setup": [H("Yoga", marks=done(MON)), H("Reading", marks=done(MON))],
     "turns": ["did yoga this morning, didn't get round to reading tho. oh and can you add a no phone in bed thing",
               "every night"],
     "expect": {"count": 3, "marks": [("Yoga", TODAY, "done")], "notdone": [("Reading", TODAY)],
                "habits": [{"name": "~phone", "freq": ("daily",)}]}},
]
