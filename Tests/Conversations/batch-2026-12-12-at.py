"""Blind batch AT: someone training for an event (10k, marathon, swim, sportive).

Measurable habits with amounts and units (km, minutes, lengths, reps), logging distances and
times, changing targets and schedules as the plan progresses, rest days, injuries, totals and
streaks. Numbers inside habit names ("Run 10k") and paces/times ("52 mins", "4:30") must not be
misread as amounts, days or reminder times.

Clock for every case: Wednesday 2026-03-04 09:00 (local = UTC).
  yesterday / last night = Tue 03-03, "on monday" (report) = 03-02, "sunday" (report) = 03-01,
  "saturday" (report) = 02-28, "3 days ago" = 03-01, "friday" (plan/skip) = Fri 03-06,
  "tomorrow" = Thu 03-05 (future: never logged).

Mix: 13 single-message changes, 14 multi-turn exchanges (answers to the coach's questions,
follow-up logs, confirmations), 13 messages that must change nothing (or only "nothing wrong").
"""

TODAY = "2026-03-04"
YESTERDAY = "2026-03-03"
MON = "2026-03-02"
SUN = "2026-03-01"
SAT = "2026-02-28"
FRI_NEXT = "2026-03-06"
TOMORROW = "2026-03-05"


def H(name, freq, tier="must", polarity="build", group=None, archived=False, marks=()):
    """A setup habit in the compact form run_eval.py imports (no targets, no amounts)."""
    return {"name": name, "freq": freq, "tier": tier, "polarity": polarity, "group": group,
            "archived": archived, "marks": [tuple(m) for m in marks]}


CASES = [
    # ------------------------------------------------------------------ single-message changes
    # src: http://pinkcupcakekt.blogspot.com/2013/09/half-marathon-training-week-one.html
    {"id": "AT01", "cat": "add", "setup": [],
     "turns": ["add a long run every sunday, 15km"],
     "expect": {"count": 1,
                "habits": [{"name": "~long run", "freq": ("days", "sun"),
                            "target": {"amount": 15, "unit": "km"}}]}},

    # src: http://marathonmelanie.blogspot.com/2010/07/week-0-days-1-and-2.html
    {"id": "AT02", "cat": "dates",
     "setup": [H("Easy run", ("days", "tue thu sat"))],
     "turns": ["did my easy run yesterday, 6k in 38 mins, felt decent tbh"],
     "expect": {"count": 1,
                "habits": [{"name": "Easy run", "freq": ("days", "tue thu sat")}],
                "marks": [("Easy run", YESTERDAY, "done")],
                "nomarks": [("Easy run", TODAY)]}},

    {"id": "AT03", "cat": "multi",
     "setup": [H("Easy run", ("days", "mon wed fri")), H("Stretching", ("daily",)),
               H("Strength", ("days", "wed sat"))],
     "turns": ["done the easy run and stretching this morning, strength is tonight hopefully"],
     "expect": {"count": 3,
                "marks": [("Easy run", TODAY, "done"), ("Stretching", TODAY, "done")],
                "notdone": [("Strength", TODAY)]}},

    # src: https://github.com/iSoron/uhabits/issues/88
    {"id": "AT04", "cat": "dates",
     "setup": [H("Swim", ("days", "mon wed fri"))],
     "turns": ["skip swim on friday, the pool's shut for a gala"],
     "expect": {"count": 1,
                "habits": [{"name": "Swim", "freq": ("days", "mon wed fri")}],
                "marks": [("Swim", FRI_NEXT, "skipped")],
                "nomarks": [("Swim", TODAY), ("Swim", "2026-02-27")]}},

    {"id": "AT05", "cat": "avoid",
     "setup": [H("Alcohol", ("daily",), polarity="avoid"), H("Long run", ("days", "sun"))],
     "turns": ["drank 3 pints last night, oops"],
     "expect": {"count": 2,
                "habits": [{"name": "Alcohol", "polarity": "avoid", "freq": ("daily",)}],
                "marks": [("Alcohol", YESTERDAY, "slipped")],
                "nomarks": [("Alcohol", TODAY), ("Long run", YESTERDAY)]}},

    {"id": "AT06", "cat": "edit",
     "setup": [H("Run 5k", ("weekly", 3))],
     "turns": ["rename run 5k to run 10k pls"],
     "expect": {"count": 1,
                "habits": [{"name": "Run 10k", "freq": ("weekly", 3)}],
                "nomarks": [("Run 10k", TODAY)]}},

    # src: http://admeyerlife.com/2015/01/half-marathon-training-week-1/
    {"id": "AT07", "cat": "multi",
     "setup": [H("Long run", ("days", "sun")), H("Strength", ("days", "mon thu"))],
     "turns": ["move my long run to saturdays and make strength optional for now"],
     "expect": {"count": 2,
                "habits": [{"name": "Long run", "freq": ("days", "sat"), "tier": "must"},
                           {"name": "Strength", "freq": ("days", "mon thu"), "tier": "nice"}],
                "nomarks": [("Long run", TODAY), ("Strength", TODAY)]}},

    {"id": "AT08", "cat": "edit",
     "setup": [H("Swim", ("days", "mon wed fri")), H("Easy run", ("days", "tue thu"))],
     "turns": ["can you remind me about swim at 6:15am mon wed fri"],
     "expect": {"count": 2,
                "habits": [{"name": "Swim", "freq": ("days", "mon wed fri")}],
                "reminders": [("Swim", "06:15", "mon wed fri")],
                "nomarks": [("Swim", TODAY)]}},

    {"id": "AT09", "cat": "group",
     "setup": [H("Swim", ("weekly", 2)), H("Bike", ("weekly", 2)), H("Run", ("weekly", 3))],
     "turns": ["put swim, bike and run in a group called Tri, doing any one of them counts"],
     "expect": {"count": 3,
                "groups": [{"name": "Tri", "require": 1, "members": ["Swim", "Bike", "Run"]}],
                "habits": [{"name": "Swim", "freq": ("weekly", 2)},
                           {"name": "Bike", "freq": ("weekly", 2)},
                           {"name": "Run", "freq": ("weekly", 3)}]}},

    {"id": "AT10", "cat": "multi", "setup": [],
     "turns": ["add swimming twice a week and cycling 3 times a week"],
     "expect": {"count": 2,
                "habits": [{"name": "~swim", "freq": ("weekly", 2)},
                           {"name": "~cycl", "freq": ("weekly", 3)}]}},

    {"id": "AT11", "cat": "multi",
     "setup": [H("Run 10k", ("weekly", 3)), H("Strength", ("days", "mon wed sat"))],
     "turns": ["did my 10k this morning in 52 mins, skipping strength today tho, knee feels off"],
     "expect": {"count": 2,
                "habits": [{"name": "Run 10k", "freq": ("weekly", 3)}],
                "marks": [("Run 10k", TODAY, "done"), ("Strength", TODAY, "skipped")]}},

    # src: https://dawnwairimu.com/2017/09/17/half-marathon-training-recap/
    {"id": "AT12", "cat": "dates",
     "setup": [H("Run", ("weekly", 4))],
     "turns": ["ran 10 km on monday, tuesday was a rest day"],
     "expect": {"count": 1,
                "habits": [{"name": "Run", "freq": ("weekly", 4)}],
                "marks": [("Run", MON, "done")],
                "notdone": [("Run", YESTERDAY)],
                "nomarks": [("Run", TODAY)]}},

    # src: https://github.com/Daniel-Mietchen/ideas/issues/1746
    {"id": "AT13", "cat": "dates",
     "setup": [H("Long ride", ("days", "sat")), H("Turbo session", ("days", "tue thu"))],
     "turns": ["did the long ride on saturday, 80km, legs were toast"],
     "expect": {"count": 2,
                "habits": [{"name": "Long ride", "freq": ("days", "sat")}],
                "marks": [("Long ride", SAT, "done")],
                "nomarks": [("Long ride", TODAY), ("Turbo session", SAT)]}},

    # ------------------------------------------------------------------ multi-turn exchanges
    {"id": "AT14", "cat": "edit", "setup": [],
     "turns": ["add long run 12km every sunday",
               "week 4 of the plan now so bump the long run up to 14km"],
     "expect": {"count": 1,
                "habits": [{"name": "~long run", "freq": ("days", "sun"),
                            "target": {"amount": 14, "unit": "km"}}],
                "nomarks": [("~long run", TODAY)]}},

    {"id": "AT15", "cat": "avoid", "setup": [],
     "turns": ["at most 2 coffees a day", "had 3 coffees already today ugh"],
     "expect": {"count": 1,
                "habits": [{"name": "~coffee", "polarity": "avoid", "target": {"amount": 2}}],
                "marks": [("~coffee", TODAY, "slipped", 3)]}},

    # src: https://turbotripping.com/turbo-training-plans/
    {"id": "AT16", "cat": "slots", "setup": [],
     "turns": ["i want to start doing turbo sessions on the bike", "tues and thurs"],
     "expect": {"count": 1,
                "habits": [{"name": "~turbo", "freq": ("days", "tue thu")}],
                "nomarks": [("~turbo", TODAY)]}},

    # src: http://pinkcupcakekt.blogspot.com/2013/09/half-marathon-training-week-one.html
    {"id": "AT17", "cat": "slots", "setup": [],
     "turns": ["new habit: plank 3 minutes", "every day"],
     "expect": {"count": 1,
                "habits": [{"name": "~plank", "freq": ("daily",),
                            "target": {"amount": 3, "unit": "minute"}}],
                "nomarks": [("~plank", TODAY)]}},

    # src: https://github.com/xpavle00/Habo/issues/130
    {"id": "AT18", "cat": "log", "setup": [],
     "turns": ["add pushups, 50 a day", "did 30 pushups", "20 more"],
     "expect": {"count": 1,
                "habits": [{"name": "~push", "freq": ("daily",), "target": {"amount": 50}}],
                "marks": [("~push", TODAY, "done", 50)]}},

    # src: https://github.com/iSoron/uhabits/issues/1153
    {"id": "AT19", "cat": "log", "setup": [],
     "turns": ["i want to run 20km a week", "ran 8k this morning"],
     "expect": {"count": 1,
                "habits": [{"name": "~run", "target": {"amount": 20, "unit": "km"}}],
                "marks": [("~run", TODAY, "done", 8)]}},

    {"id": "AT20", "cat": "log", "setup": [],
     "turns": ["add stretching 15 minutes a day", "only managed 10 mins today"],
     "expect": {"count": 1,
                "habits": [{"name": "~stretch", "freq": ("daily",),
                            "target": {"amount": 15, "unit": "minute"}}],
                "marks": [("~stretch", TODAY, "partial", 10)]}},

    {"id": "AT21", "cat": "slots", "setup": [],
     "turns": ["set up a swim habit", "3 times a week", "remind me at 7am"],
     "expect": {"count": 1,
                "habits": [{"name": "~swim", "freq": ("weekly", 3)}],
                "reminders": [("~swim", "07:00")],
                "nomarks": [("~swim", TODAY)]}},

    {"id": "AT22", "cat": "slots", "setup": [],
     "turns": ["add cadence drills", "twice a week", "did them today actually"],
     "expect": {"count": 1,
                "habits": [{"name": "~cadence", "freq": ("weekly", 2)}],
                "marks": [("~cadence", TODAY, "done")]}},

    {"id": "AT23", "cat": "correct",
     "setup": [H("Run 5k", ("weekly", 2)), H("Long run", ("days", "sun"), marks=[(SUN, "done")])],
     "turns": ["delete the run 5k habit, dont need it anymore", "yes"],
     "expect": {"count": 1,
                "habits": [{"name": "Long run", "freq": ("days", "sun")}],
                "marks": [("Long run", SUN, "done")],
                "nomarks": [("Long run", TODAY)]}},

    {"id": "AT24", "cat": "log",
     "setup": [H("Morning run", ("days", "mon wed fri")), H("Evening run", ("days", "tue thu"))],
     "turns": ["log my run", "the morning one"],
     "expect": {"count": 2,
                "marks": [("Morning run", TODAY, "done")],
                "nomarks": [("Evening run", TODAY)]}},

    {"id": "AT25", "cat": "robust", "setup": [],
     "turns": ["add swimmming", "mon wed n fri"],
     "expect": {"count": 1,
                "habits": [{"name": "~swim", "freq": ("days", "mon wed fri")}]}},

    {"id": "AT26", "cat": "dates",
     "setup": [H("Long run", ("days", "sun"), marks=[("2026-02-15", "done"), ("2026-02-22", "done")])],
     "turns": ["whats my long run streak", "oh and i did it on sunday btw, 16k"],
     "expect": {"count": 1,
                "habits": [{"name": "Long run", "freq": ("days", "sun")}],
                "marks": [("Long run", SUN, "done"), ("Long run", "2026-02-22", "done")],
                "nomarks": [("Long run", TODAY)]}},

    {"id": "AT27", "cat": "edit",
     "setup": [H("Couch to 5k", ("days", "mon wed sat")), H("Run 10k", ("weekly", 3))],
     "turns": ["archive couch to 5k, graduated!!", "yes"],
     "expect": {"count": 2,
                "habits": [{"name": "Couch to 5k", "archived": True},
                           {"name": "Run 10k", "archived": False, "freq": ("weekly", 3)}],
                "nomarks": [("Couch to 5k", TODAY), ("Run 10k", TODAY)]}},

    # ------------------------------------------------------------------ must change nothing
    {"id": "AT28", "cat": "query",
     "setup": [H("Long run", ("days", "sun"), marks=[(SUN, "done")]),
               H("Easy run", ("days", "tue thu"), marks=[(YESTERDAY, "done")])],
     "turns": ["how many km have i done this week?"],
     "expect": {"unchanged": True}},

    {"id": "AT29", "cat": "safety",
     "setup": [H("Long run", ("days", "sun"))],
     "turns": ["gonna do my long run tomorrow morning before work"],
     "expect": {"unchanged": True, "nomarks": [("Long run", TOMORROW), ("Long run", TODAY)]}},

    {"id": "AT30", "cat": "safety",
     "setup": [H("Run 10k", ("weekly", 3))],
     "turns": ["my mate ran a 10k in 41 mins on saturday, mental"],
     "expect": {"unchanged": True}},

    {"id": "AT31", "cat": "safety",
     "setup": [H("Swim", ("days", "mon wed fri"))],
     "turns": ["didnt get my swim in on monday, pool was rammed"],
     "expect": {"count": 1, "notdone": [("Swim", MON)], "nomarks": [("Swim", TODAY)],
                "habits": [{"name": "Swim", "freq": ("days", "mon wed fri")}]}},

    {"id": "AT32", "cat": "safety",
     "setup": [H("Long run", ("days", "sun"))],
     "turns": ["what pace do i need to run for a 4:30 marathon?"],
     "expect": {"unchanged": True}},

    {"id": "AT33", "cat": "safety",
     "setup": [H("Tempo run", ("days", "thu"))],
     "turns": ["mark tomorrow's tempo run as done, i'll def do it"],
     "expect": {"unchanged": True, "nomarks": [("Tempo run", TOMORROW), ("Tempo run", TODAY)]}},

    {"id": "AT34", "cat": "correct", "setup": [],
     "turns": ["add parkrun", "ah forget it actually"],
     "expect": {"unchanged": True, "count": 0}},

    # src: https://www.best-running-tips.com/shin-splint-recovery.html
    {"id": "AT35", "cat": "safety",
     "setup": [H("Long run", ("days", "sun"))],
     "turns": ["signed up for the manchester marathon, it's on 19 april!!"],
     "expect": {"unchanged": True}},

    # src: http://blogthenewblack.com/2014/03/02/half-marathon-training-week-1/
    {"id": "AT36", "cat": "safety",
     "setup": [H("Easy run", ("days", "tue thu sat"))],
     "turns": ["any tips for actually getting out the door for runs when it's dark and freezing?"],
     "expect": {"unchanged": True}},

    # src: https://healthunlocked.com/couchto5k/posts/133433335/another-new-experience-but-not-a-good-one😰
    # src: https://github.com/daya0576/beaverhabits/issues/147
    {"id": "AT37", "cat": "safety",
     "setup": [H("Long run", ("days", "sun")), H("Easy run", ("days", "tue thu"))],
     "turns": ["done my achilles, physio says no running for 2 weeks"],
     "expect": {"unchanged": True, "nopauses": True}},

    # src: https://www.scaleswimming.com/swimming-training-plan
    {"id": "AT38", "cat": "safety",
     "setup": [H("Swim", ("weekly", 3))],
     "turns": ["only did 10 lengths today, felt rubbish"],
     "expect": {"count": 1, "notdone": [("Swim", TODAY)],
                "habits": [{"name": "Swim", "freq": ("weekly", 3)}]}},

    {"id": "AT39", "cat": "safety",
     "setup": [H("Run", ("weekly", 3))],
     "turns": ["i usually run with my club on tuesday nights"],
     "expect": {"unchanged": True}},

    # src: https://healthunlocked.com/couchto5k/posts/697577/w2r2-and-shin-splints
    {"id": "AT40", "cat": "safety",
     "setup": [H("Intervals", ("days", "tue")), H("Easy run", ("days", "wed"))],
     "turns": ["ugh legs are dead after yesterdays intervals, not feeling it today"],
     "expect": {"count": 2, "notdone": [("Easy run", TODAY)],
                "habits": [{"name": "Intervals", "freq": ("days", "tue")},
                           {"name": "Easy run", "freq": ("days", "wed")}]}},
]
