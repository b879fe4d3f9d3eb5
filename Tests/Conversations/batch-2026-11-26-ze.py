"""Fresh batch ze (2026-11-26): counting and measuring, texted like a friend.

Amounts, targets, limits and rolling schedules: habits set up with an amount and unit (glasses,
cups, pages, minutes, km, steps, times a day), or a ceiling for an avoid habit (coffees,
cigarettes); partial and full logs over a day that add up; corrections ("meant 4 not 5", "no
wait", undo); target edits; "how many left" / "how far this week"; reminders in everyday words.
About a third must change nothing or ask first: unit mismatches, an absurd amount, habitual
statements, plans, other people, a partial on a habit without a target, two habits that match,
a future day, questions, requests the coach doesn't handle.

Format as dev_cases.py; run with run_eval.py --file. Clock: Wednesday 2026-03-04 09:00 (UTC).
  yesterday = Tue 03-03, "on monday" = 03-02, "3 days ago" / "sunday" (report) = Sun 03-01.
  This week (Monday start) = 03-02 .. 03-08; Sun 03-01 belongs to last week.

Setup habits cannot carry a target (the harness imports none), so measurable habits are either
created in the conversation or given a target by an edit turn.
A `# src:` comment names the public text a case's wording is paraphrased from.
"""

TODAY = "2026-03-04"
TOMORROW = "2026-03-05"
YESTERDAY = "2026-03-03"
MON = "2026-03-02"
SUN = "2026-03-01"

WEEKDAYS = "mon tue wed thu fri"

SMOKE_NAMES = ["Cigarettes", "Cigarette", "Cigs", "Smoking", "Smoke", "Smoke cigarettes", "Smoke less"]


def H(name, freq=("daily",), tier="must", polarity="build", group=None, archived=False, marks=()):
    return dict(name=name, freq=freq, tier=tier, polarity=polarity, group=group,
                archived=archived, marks=list(marks))


CASES = [
    # ================================================================ adding habits with amounts
    dict(id="ze01", cat="slots",
         # src: https://github.com/iSoron/uhabits/issues/373
         turns=["honestly i drink way too little water, can u help me track it",
                "8 glasses a day"],
         expect=dict(count=1, habits=[dict(name="~water", freq=("daily",), polarity="build",
                                           target={"amount": 8, "unit": "glass"})])),
    dict(id="ze02", cat="add",
         # src: https://github.com/iSoron/uhabits/issues/121
         turns=["new habit - meds, twice a day"],
         expect=dict(count=1, habits=[dict(name="~med", freq=("daily",),
                                           target={"amount": 2, "unit": "times"})])),
    dict(id="ze03", cat="add",
         # src: https://github.com/iSoron/uhabits/issues/1578
         turns=["can you add yoga, 3x every 10 days"],
         expect=dict(count=1, habits=[dict(name="~yoga", freq=("rolling", 3, 10), polarity="build")])),
    dict(id="ze04", cat="add",
         # src: https://github.com/iSoron/uhabits/issues/2347
         turns=["new goal: run 15km a week",
                "did 6k this morning 🥵"],
         expect=dict(count=1, habits=[dict(name="~run", target={"amount": 15, "unit": "km"})],
                     marks=[("~run", TODAY, "done", 6)])),
    dict(id="ze05", cat="add",
         turns=["drink water, 8 glasses a day. ping me at 10am and 3pm"],
         expect=dict(count=1, habits=[dict(name="~water", freq=("daily",), target={"amount": 8, "unit": "glass"})],
                     reminders=[("~water", "10:00"), ("~water", "15:00")])),
    dict(id="ze06", cat="add",
         turns=["go swimming 3 times in a week",
                "went yesterday"],
         expect=dict(count=1, habits=[dict(name="~swim", freq=("weekly", 3))],
                     marks=[("~swim", YESTERDAY, "done")])),

    # ================================================================ logging partial and full amounts
    dict(id="ze07", cat="log",
         # src: https://github.com/dohsimpson/HabitTrove/issues/8
         turns=["track water for me, 7 cups a day",
                "had 3 cups so far",
                "2 more"],
         expect=dict(count=1, habits=[dict(name="~water", target={"amount": 7, "unit": "cup"})],
                     marks=[("~water", TODAY, "partial", 5)])),
    dict(id="ze08", cat="log",
         # src: https://github.com/foobnix/LibreraReader/issues/643
         turns=["add reading, 25 pages every day",
                "read 15 pages on the train this morning",
                "10 more just now"],
         expect=dict(count=1, habits=[dict(name="~read", target={"amount": 25, "unit": "page"})],
                     marks=[("~read", TODAY, "done", 25)])),
    dict(id="ze09", cat="dates",
         turns=["meditate 15 min every day",
                "did 20 min 3 days ago, forgot to log it"],
         expect=dict(count=1, habits=[dict(name="~medita", freq=("daily",), target={"amount": 15, "unit": "minute"})],
                     marks=[("~medita", SUN, "done", 20)], nomarks=[("~medita", TODAY)])),
    dict(id="ze10", cat="log",
         turns=["please i want add habit drink water, 8 glass each day",
                "today i drinked 6 glass until now"],
         expect=dict(count=1, habits=[dict(name="~water", target={"amount": 8, "unit": "glass"})],
                     marks=[("~water", TODAY, "partial", 6)])),
    dict(id="ze11", cat="robust",
         turns=["add reading 30 pages a day",
                "raed 12 pgs on the tram"],
         expect=dict(count=1, habits=[dict(name="~read", target={"amount": 30})],
                     marks=[("~read", TODAY, "partial", 12)])),
    dict(id="ze12", cat="dates",
         # src: https://github.com/iSoron/uhabits/issues/210
         setup=[H("Read")],
         turns=["set a goal for reading: at least 50 pages a day",
                "yesterday i only got thru 30 tbh"],
         expect=dict(count=1, habits=[dict(name="Read", freq=("daily",), target={"amount": 50, "unit": "page"})],
                     marks=[("Read", YESTERDAY, "partial", 30)], nomarks=[("Read", TODAY)])),
    dict(id="ze13", cat="dates",
         # src: https://github.com/InfiniTimeOrg/InfiniTime/issues/1427
         setup=[H("Walk")],
         turns=["change walk to 7500 steps a day",
                "did 6,500 steps yesterday"],
         expect=dict(count=1, habits=[dict(name="Walk", freq=("daily",), target={"amount": 7500, "unit": "step"})],
                     marks=[("Walk", YESTERDAY, "partial", 6500)])),

    # ================================================================ limits on avoid habits
    dict(id="ze14", cat="avoid",
         # src: https://github.com/joemasilotti/daily-log/pull/20
         turns=["at most 2 coffees a day",
                "had 3 coffees already ugh"],
         expect=dict(count=1, habits=[dict(name="~coffee", polarity="avoid", target={"amount": 2})],
                     marks=[("~coffee", TODAY, "slipped", 3)])),
    dict(id="ze15", cat="avoid",
         # src: https://github.com/iSoron/uhabits/issues/247
         turns=["cut down to max 5 cigarettes a day",
                "smoked 7 yesterday, stressful day"],
         expect=dict(count=1, habits=[dict(name=SMOKE_NAMES, polarity="avoid", target={"amount": 5})],
                     marks=[(SMOKE_NAMES, YESTERDAY, "slipped", 7)])),
    dict(id="ze16", cat="avoid",
         turns=["no more than 2 coffees a day",
                "1 coffee so far",
                "another one",
                "ugh one more. whatever"],
         expect=dict(count=1, habits=[dict(name="~coffee", polarity="avoid", target={"amount": 2})],
                     marks=[("~coffee", TODAY, "slipped", 3)])),

    # ================================================================ corrections and undo
    dict(id="ze17", cat="correct",
         turns=["drink 8 glasses of water daily",
                "drank 5 glasses",
                "sorry i meant 4 not 5"],
         expect=dict(count=1, marks=[("~water", TODAY, "partial", 4)])),
    dict(id="ze18", cat="correct",
         turns=["add water 8 glasses a day",
                "had 3 glasses - no wait, 4"],
         expect=dict(count=1, marks=[("~water", TODAY, "partial", 4)])),
    dict(id="ze19", cat="correct",
         turns=["water, 8 glasses a day",
                "drank 3 glasses",
                "2 more",
                "undo that"],
         expect=dict(count=1, marks=[("~water", TODAY, "partial", 3)])),

    # ================================================================ changing targets
    dict(id="ze20", cat="edit",
         setup=[H("Meditate")],
         turns=["make meditation 10 minutes a day"],
         expect=dict(count=1, habits=[dict(name="Meditate", freq=("daily",), polarity="build",
                                           target={"amount": 10, "unit": "minute"})],
                     nomarks=[("Meditate", TODAY)])),
    dict(id="ze21", cat="edit",
         # src: https://github.com/piggz/harbour-amazfish/pull/307
         turns=["walk 8000 steps a day",
                "broke my toe so lower the steps goal to 3000 for now"],
         expect=dict(count=1, habits=[dict(name="~walk", freq=("daily",), target={"amount": 3000, "unit": "step"})],
                     nomarks=[("~walk", TODAY)])),

    # ================================================================ several at once
    dict(id="ze22", cat="multi",
         turns=["ok so two things, i want to drink 8 glasses of water a day and read 20 pages a day",
                "drank 2 glasses and read 10 pages on the bus"],
         expect=dict(count=2, habits=[dict(name="~water", target={"amount": 8, "unit": "glass"}),
                                      dict(name="~read", target={"amount": 20, "unit": "page"})],
                     marks=[("~water", TODAY, "partial", 2), ("~read", TODAY, "partial", 10)])),

    # ================================================================ how much is left / how far
    dict(id="ze23", cat="query",
         # src: https://github.com/xpavle00/Habo/issues/130
         turns=["add pushups, 50 a day",
                "did 15 earlier",
                "20 more",
                "how many left for today?"],
         expect=dict(count=1, habits=[dict(name="~push", target={"amount": 50})],
                     marks=[("~push", TODAY, "partial", 35)], reply=r"\b15\b")),
    dict(id="ze24", cat="query",
         turns=["run 20km a week",
                "did 8k sunday and 5 yesterday",
                "how much is left this week?"],
         expect=dict(count=1, habits=[dict(name="~run", target={"amount": 20, "unit": "km"})],
                     marks=[("~run", SUN, "done", 8), ("~run", YESTERDAY, "done", 5)],
                     nomarks=[("~run", TODAY)], reply=r"\b15\b")),
    dict(id="ze25", cat="query",
         setup=[H("Gym", ("weekly", 3), marks=[(MON, "done")])],
         turns=["how many times have i been to the gym this week"],
         expect=dict(unchanged=True, reply=r"(?i)\b1\b|\bonce\b|\bone\b")),

    # ================================================================ reminders in everyday words
    dict(id="ze26", cat="edit",
         setup=[H("Read")],
         turns=["ping me at half 7 in the evening to read"],
         expect=dict(count=1, reminders=[("Read", "19:30")], nomarks=[("Read", TODAY)])),
    dict(id="ze27", cat="edit",
         setup=[H("Walk")],
         turns=["nudge me to walk at 1.30 after lunch"],
         expect=dict(count=1, reminders=[("Walk", "13:30")], nomarks=[("Walk", TODAY)])),
    dict(id="ze28", cat="edit",
         setup=[H("Stretch")],
         turns=["remind me to stretch at 7:15 on weekdays"],
         expect=dict(count=1, reminders=[("Stretch", "07:15", WEEKDAYS)], nomarks=[("Stretch", TODAY)])),

    # ================================================================ must change nothing / ask first
    # unit doesn't match the target: a glass has no fixed size, so ask rather than guess
    dict(id="ze29", cat="safety",
         turns=["drink 8 glasses of water a day",
                "drank 1.5 litres today"],
         expect=dict(count=1, habits=[dict(name="~water", target={"amount": 8, "unit": "glass"})],
                     nomarks=[("~water", TODAY)])),
    # minutes are not pages
    dict(id="ze30", cat="safety",
         turns=["read 20 pages a day",
                "read for 30 mins on the bus"],
         expect=dict(count=1, habits=[dict(name="~read", target={"amount": 20, "unit": "page"})],
                     nomarks=[("~read", TODAY)])),
    # an impossible amount is questioned, not logged
    dict(id="ze31", cat="safety",
         turns=["run 5km every day",
                "ran 250 km this morning"],
         expect=dict(count=1, habits=[dict(name="~run", target={"amount": 5, "unit": "km"})],
                     nomarks=[("~run", TODAY)])),
    # what they usually do is not a log of today, nor a new target
    dict(id="ze32", cat="safety",
         turns=["drink 8 glasses of water a day",
                "i usually only drink like 6 glasses tbh"],
         expect=dict(count=1, habits=[dict(name="~water", target={"amount": 8, "unit": "glass"})],
                     nomarks=[("~water", TODAY)])),
    # a plan for tonight
    dict(id="ze33", cat="safety",
         turns=["read 20 pages a day",
                "gonna read 30 pages tonight before bed"],
         expect=dict(count=1, habits=[dict(name="~read", target={"amount": 20, "unit": "page"})],
                     nomarks=[("~read", TODAY)])),
    # someone else's run
    dict(id="ze34", cat="safety",
         setup=[H("Run", ("weekly", 3))],
         turns=["my wife ran 10k yesterday, shes a machine lol"],
         expect=dict(unchanged=True)),
    # two habits match: ask which
    dict(id="ze35", cat="safety",
         setup=[H("Morning run"), H("Evening run")],
         turns=["ran 5k today"],
         expect=dict(unchanged=True)),
    # a partial amount on a habit with no target is asked about, never logged done
    dict(id="ze36", cat="safety",
         # src: https://github.com/meditohq/medito-app/issues/450
         setup=[H("Meditate")],
         turns=["had to stop after 5 mins of meditation this morning, kid woke up"],
         expect=dict(unchanged=True)),
    # negation
    dict(id="ze37", cat="safety",
         turns=["drink 8 glasses of water a day",
                "haven't had a single glass yet today"],
         expect=dict(count=1, habits=[dict(name="~water", target={"amount": 8, "unit": "glass"})],
                     nomarks=[("~water", TODAY)])),
    # future day refused
    dict(id="ze38", cat="safety",
         turns=["drink 8 glasses of water a day",
                "put down 8 glasses for tomorrow, i'll def drink them"],
         expect=dict(count=1, nomarks=[("~water", TODAY), ("~water", TOMORROW)])),
    # a question about amounts, not a target change
    dict(id="ze39", cat="safety",
         setup=[H("Read")],
         turns=["is 10 pages a day even enough to finish a book a month?"],
         expect=dict(unchanged=True)),
    # something the coach doesn't do
    dict(id="ze40", cat="safety",
         setup=[H("Walk")],
         turns=["can you pull my steps from my fitbit?"],
         expect=dict(unchanged=True)),
]
