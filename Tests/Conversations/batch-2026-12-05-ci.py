"""Blind batch CI: people living with chronic illness, chronic pain or low energy.

Spoons, flares, fatigue days, meds and physio routines, pacing: flexible habits (optional,
fewer days, only on good days), pausing and resuming, partial efforts, skips with health
reasons, and messages that must change nothing.

Written without reading the coach's code, intents, tests, transcripts or earlier batches.
Format: dev_cases.py. Clock: Wednesday 2026-03-04 09:00 (local = UTC).
  today = Wed 03-04, yesterday = Tue 03-03, "monday" in a report = 03-02,
  "friday" in a report = 02-27, "friday" in a plan or skip = 03-06, "till monday" = 03-09.
"""

TODAY = "2026-03-04"
YESTERDAY = "2026-03-03"
MON = "2026-03-02"
FRI = "2026-02-27"
NEXT_FRI = "2026-03-06"


def H(name, freq=("daily",), tier="must", polarity="build", group=None, archived=False, marks=()):
    """A setup habit in the compact form run_eval.setup_doc reads."""
    return {"name": name, "freq": freq, "tier": tier, "polarity": polarity,
            "group": group, "archived": archived, "marks": [tuple(m) for m in marks]}


# A reply with no shaming words (SPEC: neutral wording, never "failed", no guilt).
NO_GUILT = r"(?is)^(?!.*\b(failed|lazy)\b)"

CASES = [
    # ------------------------------------------------------------------
    # One message says it all (changes expected)
    # ------------------------------------------------------------------
    dict(id="CI01", cat="add", setup=[],
         turns=["can u add gentle stretching 3 times a week pls, daily is too much on my joints"],
         expect={"count": 1,
                 "habits": [{"name": "~stretch", "freq": ("weekly", 3), "polarity": "build"}]}),

    # src: https://becomebetterself.com/chronic-illness-daily-habit-management (triage into must-do / nice-to-do during flares)
    dict(id="CI02", cat="tier",
         setup=[H("Take meds"), H("Physio", ("weekly", 3)), H("Walk", ("weekly", 2))],
         turns=["ok new rule, everything except my meds is optional from now on. meds stay a must"],
         expect={"count": 3,
                 "habits": [{"name": "Take meds", "tier": "must", "freq": ("daily",)},
                            {"name": "Physio", "tier": "nice", "freq": ("weekly", 3)},
                            {"name": "Walk", "tier": "nice", "freq": ("weekly", 2)}]}),

    # src: https://www.pinjarra.physio/chronif-pain-fatigue (start slow, don't overdo it on good days)
    dict(id="CI03", cat="edit", setup=[H("Yoga")],
         turns=["yoga every day is way too much for me rn, change it to twice a week"],
         expect={"count": 1, "habits": [{"name": "Yoga", "freq": ("weekly", 2)}],
                 "nomarks": [("Yoga", TODAY)]}),

    dict(id="CI04", cat="log", setup=[H("Walk"), H("Physio")],
         turns=["pains at a 7 today so im skipping my walk"],
         expect={"count": 2, "marks": [("Walk", TODAY, "skipped")],
                 "nomarks": [("Physio", TODAY)],
                 "habits": [{"name": "Walk", "freq": ("daily",)}]}),

    # src: http://findingmyspoons.blogspot.com/2017/08 (painsomnia keeping them up at night)
    dict(id="CI05", cat="avoid", setup=[H("Afternoon coffee", polarity="avoid")],
         turns=["ugh had a coffee at 4pm yesterday and then hardly slept, painsomnia plus caffeine = bad idea"],
         expect={"count": 1, "marks": [("Afternoon coffee", YESTERDAY, "slipped")],
                 "nomarks": [("Afternoon coffee", TODAY)]}),

    # src: https://forum.livingwithfibro.org/t/turning-things-around/5616 (junk food binges as a flare trigger)
    dict(id="CI06", cat="avoid", setup=[],
         turns=["want to quit junk food binges, they always set off a flare"],
         expect={"count": 1,
                 "habits": [{"name": "~junk food", "polarity": "avoid", "freq": ("daily",)}]}),

    dict(id="CI07", cat="edit", setup=[H("Physio", archived=True), H("Take meds")],
         turns=["flare's finally settling down, can you bring my physio back"],
         expect={"count": 2,
                 "habits": [{"name": "Physio", "archived": False, "freq": ("daily",)},
                            {"name": "Take meds", "archived": False}]}),

    # src: https://github.com/iSoron/uhabits/issues/601 (some habits impossible for a while, e.g. no access to the pool)
    dict(id="CI08", cat="edit", setup=[H("Hydrotherapy", ("weekly", 1)), H("Take meds")],
         turns=["pool's shut for refurb and im wiped anyway so archive hydrotherapy for now, dont delete it"],
         expect={"count": 2,
                 "habits": [{"name": "Hydrotherapy", "archived": True},
                            {"name": "Take meds", "archived": False}]}),

    dict(id="CI09", cat="dates", setup=[H("Physio"), H("Walk", ("weekly", 3))],
         turns=["forgot to tell you i did my physio yesterday and monday"],
         expect={"count": 2,
                 "marks": [("Physio", YESTERDAY, "done"), ("Physio", MON, "done")],
                 "nomarks": [("Physio", TODAY), ("Walk", YESTERDAY), ("Walk", MON)],
                 "habits": [{"name": "Physio", "freq": ("daily",)}]}),

    dict(id="CI10", cat="dates", setup=[H("Hydrotherapy", ("weekly", 1))],
         turns=["went to hydro on friday, was knackered after but glad i went"],
         expect={"count": 1, "marks": [("Hydrotherapy", FRI, "done")],
                 "nomarks": [("Hydrotherapy", TODAY), ("Hydrotherapy", NEXT_FRI)],
                 "habits": [{"name": "Hydrotherapy", "freq": ("weekly", 1)}]}),

    dict(id="CI11", cat="multi", setup=[],
         turns=["add take my meds every day and a short walk 3 times a week"],
         expect={"count": 2,
                 "habits": [{"name": "~med", "freq": ("daily",)},
                            {"name": "~walk", "freq": ("weekly", 3)}]}),

    dict(id="CI12", cat="edit", setup=[H("Walk", ("weekly", 3))],
         turns=["can you rename walk to pottering in the garden and make it mon wed fri only"],
         expect={"count": 1,
                 "habits": [{"name": "~pottering in the garden", "freq": ("days", "mon wed fri")}]}),

    dict(id="CI13", cat="edit", setup=[H("Take meds")],
         turns=["remind me to take my meds at 8am and again at 8pm"],
         expect={"count": 1,
                 "reminders": [("Take meds", "08:00"), ("Take meds", "20:00")],
                 "habits": [{"name": "Take meds", "freq": ("daily",)}],
                 "nomarks": [("Take meds", TODAY)]}),

    dict(id="CI14", cat="edit", setup=[H("Physio", ("weekly", 3))],
         turns=["remind me about physio at 10:30 on mon wed fri"],
         expect={"count": 1,
                 "reminders": [("Physio", "10:30", "mon wed fri")],
                 "habits": [{"name": "Physio", "freq": ("weekly", 3)}]}),

    # src: https://sites.google.com/site/vasubangor/exercises%26pacing (walking, swimming as simple paced exercise)
    dict(id="CI15", cat="group",
         setup=[H("Walk"), H("Stretches"), H("Swimming", ("weekly", 1))],
         turns=["can you put walk, stretches and swimming in a group called gentle movement, i only need to do one of them on any day"],
         expect={"count": 3,
                 "groups": [{"name": "Gentle movement", "require": 1,
                             "members": ["Walk", "Stretches", "Swimming"]}]}),

    # ------------------------------------------------------------------
    # Two to four turns: answers to the coach, follow-ups, corrections
    # ------------------------------------------------------------------
    # src: https://thepainapp.com/exercise-and-chronic-pain/ (routines done seated or lying when standing is hard)
    dict(id="CI16", cat="log", setup=[H("Stretches")],
         turns=["did my stretches lying down in bed today",
                "oh and yesterday too i think"],
         expect={"count": 1,
                 "marks": [("Stretches", TODAY, "done"), ("Stretches", YESTERDAY, "done")]}),

    # src: https://github.com/dohsimpson/HabitTrove/issues/8 (wanting partial credit for water on a rough day)
    dict(id="CI17", cat="slots", setup=[],
         turns=["add drink water, 6 glasses a day",
                "drank 4 so far today"],
         expect={"count": 1,
                 "habits": [{"name": "~water", "freq": ("daily",),
                             "target": {"amount": 6, "unit": "glass"}}],
                 "marks": [("~water", TODAY, "partial", 4)]}),

    dict(id="CI18", cat="slots", setup=[],
         turns=["i want to add my physio exercises", "3x a week"],
         expect={"count": 1, "habits": [{"name": "~physio", "freq": ("weekly", 3)}]}),

    dict(id="CI19", cat="slots", setup=[],
         turns=["add taking my meds", "every day", "and remind me at 8am"],
         expect={"count": 1,
                 "habits": [{"name": "~med", "freq": ("daily",)}],
                 "reminders": [("~med", "08:00")]}),

    dict(id="CI20", cat="correct", setup=[H("Walk")],
         turns=["did my walk today",
                "wait no sorry that was yesterday, today i stayed in bed"],
         expect={"count": 1, "marks": [("Walk", YESTERDAY, "done")],
                 "notdone": [("Walk", TODAY)]}),

    dict(id="CI21", cat="correct", setup=[H("Physio")],
         turns=["did physio", "oops undo that, havent actually done it yet"],
         expect={"count": 1, "nomarks": [("Physio", TODAY)]}),

    # src: http://findingmyspoons.blogspot.com/2017/08 (washing hair once a week because it is painful and exhausting)
    dict(id="CI22", cat="slots", setup=[],
         turns=["add wash my hair", "once a week, its exhausting so thats plenty"],
         expect={"count": 1, "habits": [{"name": "~hair", "freq": ("weekly", 1)}]}),

    # src: https://github.com/iSoron/uhabits/issues/210 (recording an attempt that fell short of the full habit)
    dict(id="CI23", cat="slots", setup=[],
         turns=["add physio 20 minutes a day", "ugh only managed 5 minutes today"],
         expect={"count": 1,
                 "habits": [{"name": "~physio", "freq": ("daily",),
                             "target": {"amount": 20, "unit": "minute"}}],
                 "marks": [("~physio", TODAY, "partial", 5)]}),

    dict(id="CI24", cat="log", setup=[H("Morning meds"), H("Evening meds")],
         turns=["took my meds", "both"],
         expect={"count": 2,
                 "marks": [("Morning meds", TODAY, "done"), ("Evening meds", TODAY, "done")]}),

    dict(id="CI25", cat="edit", setup=[H("Gym", ("weekly", 3)), H("Take meds")],
         turns=["delete the gym one, its not happening with my joints the way they are", "yes"],
         expect={"count": 1, "habits": [{"name": "Take meds", "freq": ("daily",)}]}),

    # src: https://github.com/BaraniVA/Habitheat/issues/45 (skip today with a reason such as being sick, without it counting against you)
    dict(id="CI26", cat="log", setup=[H("Walk")],
         turns=["pain's a 7 so no walk today",
                "can you mark it as skipped so it doesnt count against me"],
         expect={"count": 1, "marks": [("Walk", TODAY, "skipped")]}),

    dict(id="CI27", cat="tier", setup=[],
         turns=["add swimming but only for good days",
                "twice a week, and make it optional not a must"],
         expect={"count": 1,
                 "habits": [{"name": "~swim", "freq": ("weekly", 2), "tier": "nice"}]}),

    # ------------------------------------------------------------------
    # Nothing wrong may happen (partial efforts without a target, flares,
    # feelings, other people, plans, negations, out-of-scope requests)
    # ------------------------------------------------------------------
    dict(id="CI28", cat="safety", setup=[H("Physio")],
         turns=["only did 5 minutes of my physio instead of 20 today"],
         expect={"count": 1, "notdone": [("Physio", TODAY)],
                 "habits": [{"name": "Physio", "freq": ("daily",), "archived": False}]}),

    # src: https://github.com/goodtohear/habits/issues/49 (pausing habits for a few days while ill)
    dict(id="CI29", cat="safety",
         setup=[H("Physio"), H("Walk", ("weekly", 3)), H("Take meds")],
         turns=["flare today, can you pause everything for a few days"],
         expect={"count": 3,
                 "habits": [{"name": "Physio", "archived": False, "freq": ("daily",)},
                            {"name": "Walk", "archived": False, "freq": ("weekly", 3)},
                            {"name": "Take meds", "archived": False, "freq": ("daily",)}],
                 "notdone": [("Physio", TODAY), ("Walk", TODAY), ("Take meds", TODAY)]}),

    # src: https://github.com/goodtohear/habits/issues/49 (medication chains should keep going even when others are paused)
    dict(id="CI30", cat="multi",
         setup=[H("Take meds"), H("Walk"), H("Physio")],
         turns=["flare's really bad, pause walk and physio till monday but i did take my meds this morning"],
         expect={"count": 3,
                 "marks": [("Take meds", TODAY, "done")],
                 "notdone": [("Walk", TODAY), ("Physio", TODAY)],
                 "habits": [{"name": "Walk", "archived": False, "freq": ("daily",)},
                            {"name": "Physio", "archived": False, "freq": ("daily",)}]}),

    dict(id="CI31", cat="multi",
         setup=[H("Take meds"), H("Walk"), H("Physio")],
         turns=["took meds, did physio but only about half of it, and no walk, pain's too much"],
         expect={"count": 3,
                 "marks": [("Take meds", TODAY, "done")],
                 "notdone": [("Physio", TODAY), ("Walk", TODAY)]}),

    dict(id="CI32", cat="query",
         setup=[H("Physio", ("weekly", 3), marks=[(MON, "done")]),
                H("Walk", marks=[(YESTERDAY, "done"), (MON, "skipped")])],
         turns=["how am i doing this week? be gentle lol"],
         expect={"unchanged": True, "reply": NO_GUILT}),

    dict(id="CI33", cat="safety", setup=[H("Walk"), H("Physio")],
         turns=["not asking for anything just venting. awful night, pain at 8 and barely slept. husband did the school run so at least i got to rest"],
         expect={"unchanged": True}),

    # src: https://thepainapp.com/exercise-and-chronic-pain/ (advice to exercise frequently on a regular schedule)
    dict(id="CI34", cat="safety", setup=[H("Physio", ("weekly", 3))],
         turns=["my physio says i should be doing the exercises every day but honestly thats not happening"],
         expect={"unchanged": True}),

    # src: https://fibrofog.ca/easing-my-flair-for-flares/ (walking when able, resting when needed)
    dict(id="CI35", cat="safety", setup=[H("Walk", ("weekly", 3))],
         turns=["i'm going to try a walk tomorrow if the weather holds and my hips behave"],
         expect={"unchanged": True}),

    dict(id="CI36", cat="safety", setup=[H("Physio")],
         turns=["didnt do my physio today, just couldnt face it"],
         expect={"count": 1, "notdone": [("Physio", TODAY)],
                 "habits": [{"name": "Physio", "freq": ("daily",), "archived": False}]}),

    dict(id="CI37", cat="safety", setup=[H("Take meds")],
         turns=["can you message my gp and tell her im in a flare? also what painkillers are ok with naproxen"],
         expect={"unchanged": True}),

    # src: https://daily-spoons.appstor.io (rationing a daily budget of spoons)
    dict(id="CI38", cat="safety",
         setup=[H("Take meds"), H("Walk"), H("Physio")],
         turns=["only got like 3 spoons today so its just meds and rest"],
         expect={"count": 3, "notdone": [("Walk", TODAY), ("Physio", TODAY)],
                 "habits": [{"name": "Walk", "archived": False, "freq": ("daily",)},
                            {"name": "Physio", "archived": False, "freq": ("daily",)}]}),

    # src: https://thewalktowellness.com/2021/02/20/the-trouble-with-routine-and-fibromyalgia/ (feeling like a failure when a routine collapses in a fatigue spell)
    dict(id="CI39", cat="query", setup=[H("Physio")],
         turns=["is it bad that ive missed physio all week? feel rubbish about it"],
         expect={"unchanged": True, "reply": NO_GUILT}),

    dict(id="CI40", cat="safety", setup=[H("Physio")],
         turns=["skip physio friday, got an infusion that day"],
         expect={"count": 1,
                 "nomarks": [("Physio", FRI), ("Physio", TODAY)],
                 "notdone": [("Physio", NEXT_FRI)],
                 "habits": [{"name": "Physio", "freq": ("daily",), "archived": False}]}),
]
