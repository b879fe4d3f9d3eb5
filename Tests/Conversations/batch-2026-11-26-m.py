"""Fresh batch M for the Habitat coach: people who count HOW MUCH, not just whether.

Emphasis: measurable habits -- glasses of water, pages read, minutes of practice, km run, steps,
push-ups, teeth brushed twice a day, coffee and cigarettes as a daily limit.  Creating them with a
target, logging amounts (partial, extra, "2 more", corrections like "it was 4 not 3", undo),
asking how much has been done today / this week, and changing the target.  About a third is
ordinary traffic (plain habits with schedules, past-day logs, skips with a reason, reminders,
answers to the coach's own questions, several requests in one message) and eight conversations
are about other people's numbers, feelings, plans and requests the coach doesn't do, which must
change nothing (seven `unchanged`, one `notdone`).

Notes on the format: the runner's setup import cannot carry a target or amounts, so every habit
with a target is created inside the conversation (its amounts are then logged on today, the day
it was created).  Amounts are asserted only where SPEC §3 "Amounts" is explicit: below the target
= `partial` with the day's total, at/over it = `done`; logs on one day add up; a per-period
(weekly) target makes each day with an amount `done`; an avoid habit over its limit = `slipped`.
An avoid habit at or under its limit is never asserted (its exported state is not specified).

Clock: Wednesday 2026-03-04 09:00 (local = UTC).
  today = Wed 03-04, yesterday = Tue 03-03, "monday" = 03-02, "saturday" (report) = 02-28,
  "friday" in a report = Fri 02-27, "friday"/"this friday" in a plan or skip = Fri 03-06.
  This week (Monday start) = 03-02 .. 03-08.

A `# src:` comment names the public text a case's wording was paraphrased from.
"""

TODAY = "2026-03-04"
YESTERDAY = "2026-03-03"
MON = "2026-03-02"
SAT = "2026-02-28"
FRI = "2026-02-27"
NEXT_FRI = "2026-03-06"


def H(name, freq=("daily",), tier="must", polarity="build", group=None, archived=False, marks=()):
    """A setup habit in the compact form run_eval.py imports (no target: the import can't carry one)."""
    return {"name": name, "freq": freq, "tier": tier, "polarity": polarity, "group": group,
            "archived": archived, "marks": [tuple(m) for m in marks]}


def NUM(n):
    """Regex: the number n in a reply, not as part of a bigger number (5 but not 15 or 50)."""
    return r"(?<![\d.,])" + str(n) + r"(\.0+)?(?![\d,])"


WATER = "~water"
SMOKING = ["Smoking", "Smoke", "Cigarettes", "Cigs", "Smoke cigarettes", "Cigarette"]

CASES = [
    # ------------------------------------------------------------------ amounts: creating
    dict(id="m_amt01", cat="amount", setup=[],
         turns=["i need to drink more water tbh, like 8 glasses a day"],
         expect=dict(count=1, habits=[dict(name=WATER, freq=("daily",), polarity="build",
                                           target={"amount": 8, "unit": "glass"})])),

    # src: https://inithabits.com/blog/reading-habit-tracker
    dict(id="m_amt02", cat="amount", setup=[],
         turns=["i want to read 10 pages every night, keeping it small so i actually stick to it"],
         expect=dict(count=1, habits=[dict(name="~read", freq=("daily",), polarity="build",
                                           target={"amount": 10, "unit": "page"})])),

    # src: https://community.myfitnesspal.com/en/discussion/315210/10-000-step-challenge
    dict(id="m_amt03", cat="amount", setup=[H("Floss")],
         turns=["i wanna hit 10,000 steps every day", "6500 so far today"],
         expect=dict(count=2, habits=[dict(name="~step", freq=("daily",),
                                           target={"amount": 10000, "unit": "step"})],
                     marks=[("~step", TODAY, "partial", 6500)])),

    # src: https://github.com/EndeavorYen/Rexiano/issues/68
    dict(id="m_amt04", cat="amount", setup=[H("Stretch")],
         turns=["i want a daily practice goal for piano, 10 minutes",
                "did 5 mins before breakfast",
                "and 5 more just now"],
         expect=dict(count=2, habits=[dict(name="~piano", freq=("daily",),
                                           target={"amount": 10, "unit": "minute"})],
                     marks=[("~piano", TODAY, "done", 10)])),

    # src: https://github.com/wakatara/harsh/issues/51
    dict(id="m_amt05", cat="amount", setup=[],
         turns=["brush teeth twice a day, i always forget the night one",
                "brushed once this morning"],
         expect=dict(count=1, habits=[dict(name="~brush", freq=("daily",),
                                           target={"amount": 2, "unit": "times"})],
                     marks=[("~brush", TODAY, "partial", 1)])),

    # src: http://www.43things.com/people/progress/isablue/12091064?cheers=on
    dict(id="m_amt06", cat="amount", setup=[H("Vitamins")],
         turns=["want to drink 1.5 litres of water a day, starting small and building up",
                "had about a litre so far"],
         expect=dict(count=2, habits=[dict(name=WATER, freq=("daily",), target={"amount": 1.5})],
                     marks=[(WATER, TODAY, "partial", 1)])),

    # src: https://github.com/xpavle00/Habo/issues/130
    dict(id="m_amt07", cat="amount", setup=[H("Read")],
         turns=["50 pushups a day is the goal",
                "did 15 in one go",
                "then 20 more after my coffee"],
         expect=dict(count=2, habits=[dict(name="~push", freq=("daily",), target={"amount": 50})],
                     marks=[("~push", TODAY, "partial", 35)])),

    dict(id="m_amt08", cat="amount", setup=[],
         turns=["read 10 pages a day", "read 25 pages on the bus lol"],
         expect=dict(count=1, habits=[dict(name="~read", freq=("daily",),
                                           target={"amount": 10, "unit": "page"})],
                     marks=[("~read", TODAY, "done", 25)])),

    # src: https://github.com/iSoron/uhabits/issues/399
    dict(id="m_amt09", cat="amount", setup=[H("Floss")],
         turns=["read 100 pages a week", "read 30 today"],
         expect=dict(count=2, habits=[dict(name="~read", target={"amount": 100, "unit": "page"})],
                     marks=[("~read", TODAY, "done", 30)])),

    # ------------------------------------------------------------------ amounts: limits (avoid)
    # src: https://github.com/FriesI23/mhabit/issues/20
    dict(id="m_lim01", cat="avoid", setup=[H("Read")],
         turns=["no more than 2 coffees a day from now on, the jitters are getting bad",
                "on my 3rd already smh"],
         expect=dict(count=2, habits=[dict(name="~coffee", freq=("daily",), polarity="avoid",
                                           target={"amount": 2})],
                     marks=[("~coffee", TODAY, "slipped", 3)])),

    # src: https://www.jmu.edu/humanresources/balanced-dukes/smoking_cessation.shtml
    dict(id="m_lim02", cat="avoid", setup=[],
         turns=["trying to cut down smoking, max 5 cigs a day", "had 6 today already ffs"],
         expect=dict(count=1, habits=[dict(name=SMOKING, freq=("daily",), polarity="avoid",
                                           target={"amount": 5})],
                     marks=[(SMOKING, TODAY, "slipped", 6)])),

    # ------------------------------------------------------------------ amounts: corrections, undo, target changes
    dict(id="m_cor01", cat="correct", setup=[H("Read")],
         turns=["drink 8 glasses of water a day", "drank 3 so far", "wait no it was 4 not 3"],
         expect=dict(count=2, habits=[dict(name=WATER, target={"amount": 8, "unit": "glass"})],
                     marks=[(WATER, TODAY, "partial", 4)])),

    dict(id="m_cor02", cat="correct", setup=[H("Floss")],
         turns=["track water for me, 8 glasses a day", "drank 3 glasses", "undo"],
         expect=dict(count=2, habits=[dict(name=WATER, freq=("daily",), target={"amount": 8, "unit": "glass"})],
                     nomarks=[(WATER, TODAY)])),

    # src: https://github.com/entertrained/entertrained-issues/issues/4
    dict(id="m_cor03", cat="correct", setup=[],
         turns=["i want to practise typing 15 minutes a day",
                "actually make it 5 mins, i only ever do it on work breaks"],
         expect=dict(count=1, habits=[dict(name="~typing", freq=("daily",),
                                           target={"amount": 5, "unit": "minute"})])),

    dict(id="m_edit01", cat="edit", setup=[H("Drink water")],
         turns=["can u put a goal on drink water? 8 glasses a day"],
         expect=dict(count=1, habits=[dict(name="Drink water", freq=("daily",),
                                           target={"amount": 8, "unit": "glass"})])),

    # ------------------------------------------------------------------ amounts: questions
    # src: https://github.com/comp354-habit-tracker-2026/habit-tracker-monorepo/issues/204
    dict(id="m_q01", cat="query", setup=[H("Floss")],
         turns=["i want to run 10 km a week", "ran 4k this morning", "how far have i got this week?"],
         expect=dict(count=2, habits=[dict(name="~run", target={"amount": 10, "unit": "km"})],
                     marks=[("~run", TODAY, "done", 4)], reply=NUM(4))),

    dict(id="m_q02", cat="query", setup=[H("Walk")],
         turns=["8 glasses of water a day pls", "had 5 so far", "how much water have i had today?"],
         expect=dict(count=2, habits=[dict(name=WATER, target={"amount": 8, "unit": "glass"})],
                     marks=[(WATER, TODAY, "partial", 5)], reply=NUM(5))),

    # ------------------------------------------------------------------ amounts: several at once
    dict(id="m_multi01", cat="multi", setup=[],
         turns=["add drink 8 glasses of water a day and read 20 pages a day"],
         expect=dict(count=2, habits=[dict(name=WATER, freq=("daily",), target={"amount": 8, "unit": "glass"}),
                                      dict(name="~read", freq=("daily",), target={"amount": 20, "unit": "page"})])),

    dict(id="m_multi02", cat="multi", setup=[H("Floss")],
         turns=["i want to drink 6 glasses of water daily",
                "and read 20 pages daily",
                "so far today: 3 glasses and 10 pages"],
         expect=dict(count=3, habits=[dict(name=WATER, target={"amount": 6, "unit": "glass"}),
                                      dict(name="~read", target={"amount": 20, "unit": "page"})],
                     marks=[(WATER, TODAY, "partial", 3), ("~read", TODAY, "partial", 10)])),

    # ------------------------------------------------------------------ a partial amount on a habit with no target
    # src: https://github.com/meditohq/medito-app/issues/450
    dict(id="m_neg01", cat="log", setup=[H("Meditate")],
         turns=["sat down for 30 mins of meditation this morning but the baby woke up and i only got 20 in"],
         expect=dict(count=1, notdone=[("Meditate", TODAY)])),

    # ------------------------------------------------------------------ ordinary traffic
    dict(id="m_add01", cat="add", setup=[],
         turns=["i want to start journaling mon wed and fri"],
         expect=dict(count=1, habits=[dict(name="~journal", freq=("days", "mon wed fri"), polarity="build")])),

    dict(id="m_add02", cat="add", setup=[],
         turns=["add yoga 3 times every 10 days"],
         expect=dict(count=1, habits=[dict(name="~yoga", freq=("rolling", 3, 10))])),

    dict(id="m_slots01", cat="slots", setup=[H("Read")],
         turns=["wanna get back into swimming", "twice a week prob"],
         expect=dict(count=2, habits=[dict(name="~swim", freq=("weekly", 2), polarity="build")])),

    dict(id="m_slots02", cat="slots", setup=[H("Read")],
         turns=["need to stretch more, my back is wrecked from the desk", "weekdays"],
         expect=dict(count=2, habits=[dict(name="~stretch", freq=("days", "mon tue wed thu fri"))])),

    dict(id="m_dates01", cat="dates", setup=[H("Yoga")],
         turns=["did yoga monday and yesterday"],
         expect=dict(count=1, habits=[dict(name="Yoga", freq=("daily",))],
                     marks=[("Yoga", MON, "done"), ("Yoga", YESTERDAY, "done")],
                     nomarks=[("Yoga", TODAY)])),

    dict(id="m_dates02", cat="dates", setup=[H("Gym", ("weekly", 3))],
         turns=["went to the gym friday and saturday"],
         expect=dict(count=1, habits=[dict(name="Gym", freq=("weekly", 3))],
                     marks=[("Gym", FRI, "done"), ("Gym", SAT, "done")],
                     nomarks=[("Gym", TODAY)])),

    dict(id="m_skip01", cat="dates", setup=[H("Gym", ("weekly", 3))],
         turns=["skip gym this friday, got a wedding"],
         expect=dict(count=1, habits=[dict(name="Gym", freq=("weekly", 3))],
                     marks=[("Gym", NEXT_FRI, "skipped")], nomarks=[("Gym", FRI), ("Gym", TODAY)])),

    dict(id="m_skip02", cat="log", setup=[H("Run", ("weekly", 3))],
         turns=["skipping my run today, knee's playing up"],
         expect=dict(count=1, marks=[("Run", TODAY, "skipped")])),

    dict(id="m_log01", cat="log", setup=[H("Yoga"), H("Read")],
         turns=["did yoga and read like 20 pages today"],
         expect=dict(count=2, marks=[("Yoga", TODAY, "done"), ("Read", TODAY, "done")])),

    dict(id="m_rem01", cat="remind", setup=[H("Vitamins")],
         turns=["remind me to take my vitamins at 8am"],
         expect=dict(count=1, reminders=[("Vitamins", "08:00")])),

    dict(id="m_rem02", cat="remind", setup=[H("Read")],
         turns=["remind me to read at 9pm on weekdays"],
         expect=dict(count=1, reminders=[("Read", "21:00", "mon tue wed thu fri")])),

    dict(id="m_multi03", cat="multi", setup=[],
         turns=["add meditate every day and gym 3 times a week"],
         expect=dict(count=2, habits=[dict(name="~meditat", freq=("daily",)),
                                      dict(name="~gym", freq=("weekly", 3))])),

    # ------------------------------------------------------------------ must change nothing
    dict(id="m_safe01", cat="safety", setup=[H("Drink water")],
         turns=["my sister drinks like 3 litres a day lol"],
         expect=dict(unchanged=True)),

    dict(id="m_safe02", cat="safety", setup=[H("Run", ("weekly", 3))],
         turns=["my flatmate ran 12k before work this morning, show off"],
         expect=dict(unchanged=True)),

    dict(id="m_safe03", cat="safety", setup=[H("Smoking", polarity="avoid")],
         turns=["i used to smoke a pack a day back in uni"],
         expect=dict(unchanged=True)),

    # src: https://eatsip365.com/tips-for-drinking-a-2-liter-water-bottle
    dict(id="m_safe04", cat="safety", setup=[H("Drink water")],
         turns=["can you order me one of those 2 litre bottles with the times printed down the side"],
         expect=dict(unchanged=True)),

    # src: http://mail.sentinelnews.net/tags/human-interest?page=168
    dict(id="m_safe05", cat="safety", setup=[H("Walk")],
         turns=["honestly i feel guilty whenever i dont hit 10k steps but my job is literally sitting all day"],
         expect=dict(unchanged=True)),

    dict(id="m_safe06", cat="safety", setup=[],
         turns=["how many glasses of water is a person actually meant to drink a day?"],
         expect=dict(unchanged=True)),

    dict(id="m_safe07", cat="safety", setup=[H("Read")],
         turns=["gonna read like 50 pages tomorrow on the flight"],
         expect=dict(unchanged=True)),

    # src: https://winenfood.com/simple-ways-to-drink-2-liters-of-water
    dict(id="m_safe08", cat="safety", setup=[H("Drink water")],
         turns=["didnt drink any water yesterday tbh, just a latte"],
         expect=dict(count=1, notdone=[("Drink water", YESTERDAY)], nomarks=[("Drink water", TODAY)])),
]
