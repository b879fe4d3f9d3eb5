"""Blind batch MV (2026-12-02): measurable habits -- amounts and units, daily and weekly
targets, partial progress, corrections of an amount, how much is left, limits on things to cut
down, going over a limit. Format as dev_cases.py; clock Wednesday 2026-03-04 09:00.

  today 03-04, yesterday / "last night" 03-03, "monday" (report) 03-02,
  "friday" in a plan or skip 03-06.
Setup habits cannot carry targets (the runner's import has no target field), so every case that
logs amounts against a target first creates the habit in the conversation.
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
    return dict(name=name, freq=freq, tier=tier, polarity=polarity, group=group,
                archived=archived, marks=list(marks))


CASES = [
    # ---------------------------------------------------------------- single messages
    # src: https://github.com/kabzadev/fitness/issues/10  (daily water goal of 8 cups)
    dict(id="MV01", cat="add", setup=[],
         turns=["trying to get 8 cups of water in every day, can you track that for me"],
         expect=dict(count=1, habits=[dict(name="~water", freq=("daily",), polarity="build",
                                           target={"amount": 8, "unit": "cup"})])),

    # src: https://deveshuba.com/20-pages-a-day-challenge/  (20 pages a day to get back into reading)
    dict(id="MV02", cat="add", setup=[],
         turns=["new habit: read 20 pages every day"],
         expect=dict(count=1, habits=[dict(name="~read", freq=("daily",), polarity="build",
                                           target={"amount": 20, "unit": "page"})])),

    # src: https://github.com/gshrdr/SimpleRun/issues/11  (weekly mileage / running goal)
    dict(id="MV03", cat="add", setup=[],
         turns=["i want to run 15km a week"],
         expect=dict(count=1, habits=[dict(name="~run", polarity="build",
                                           target={"amount": 15, "unit": "km"})])),

    # src: https://upstep.me/step/16/limit-coffee-intake  (decide a daily cap, 2 cups is a good target)
    dict(id="MV04", cat="avoid", setup=[],
         turns=["limit coffee to 2 cups a day max"],
         expect=dict(count=1, habits=[dict(name="~coffee", polarity="avoid", freq=("daily",),
                                           target={"amount": 2})])),

    # src: http://bike.enginerve.com/2015/12/10000-steps-a-day/  (wants to get to 10,000 steps each day)
    dict(id="MV05", cat="add", setup=[],
         turns=["i want to walk 10000 steps a day"],
         expect=dict(count=1, habits=[dict(name="~walk", freq=("daily",),
                                           target={"amount": 10000, "unit": "step"})])),

    dict(id="MV06", cat="tier", setup=[],
         turns=["meditate for 10 minutes every morning, its a nice to have not a must"],
         expect=dict(count=1, habits=[dict(name="~meditat", freq=("daily",), tier="nice",
                                           target={"amount": 10, "unit": "minute"})])),

    # src: https://github.com/xpavle00/Habo/issues/130  (goal of 50 pushups per day)
    dict(id="MV07", cat="add", setup=[],
         turns=["add 50 pushups every weekday"],
         expect=dict(count=1, habits=[dict(name="~push", freq=("days", WEEKDAYS),
                                           target={"amount": 50})])),

    dict(id="MV08", cat="dates", setup=[H("Run", ("weekly", 3))],
         turns=["skip my run on friday, got a work dinner"],
         expect=dict(count=1, marks=[("Run", NEXT_FRI, "skipped")],
                     nomarks=[("Run", TODAY)],
                     habits=[dict(name="Run", freq=("weekly", 3))])),

    dict(id="MV09", cat="multi", setup=[],
         turns=["add 8 glasses of water a day and 30 minutes of reading every day"],
         expect=dict(count=2, habits=[
             dict(name="~water", freq=("daily",), target={"amount": 8, "unit": "glass"}),
             dict(name="~read", freq=("daily",), target={"amount": 30, "unit": "minute"})])),

    # src: https://nessymathew.com/tag/reading-more-books/  (meant to read 20 pages, ended up reading 37)
    dict(id="MV10", cat="multi", setup=[H("Read"), H("Run", ("weekly", 3))],
         turns=["read 40 pages and ran 5k today \U0001F4AA"],
         expect=dict(count=2, marks=[("Read", TODAY, "done"), ("Run", TODAY, "done")])),

    dict(id="MV11", cat="dates", setup=[H("Walk")],
         turns=["walked 12k steps yesterday and about 8k on monday"],
         expect=dict(count=1, marks=[("Walk", YESTERDAY, "done"), ("Walk", MON, "done")],
                     nomarks=[("Walk", TODAY)],
                     habits=[dict(name="Walk", freq=("daily",))])),

    dict(id="MV12", cat="avoid", setup=[H("Beer", polarity="avoid")],
         turns=["had 3 beers last night oops"],
         expect=dict(count=1, marks=[("Beer", YESTERDAY, "slipped")],
                     nomarks=[("Beer", TODAY)])),

    dict(id="MV13", cat="add", setup=[H("Pushups")],
         turns=["remind me to do my pushups at 7am on weekdays"],
         expect=dict(count=1, reminders=[("Pushups", "07:00", WEEKDAYS)],
                     habits=[dict(name="Pushups", freq=("daily",))])),

    # ---------------------------------------------------------------- several turns
    dict(id="MV14", cat="log", setup=[],
         turns=["need to drink more water, 8 glasses a day",
                "just had 3 glasses",
                "2 more"],
         expect=dict(count=1, habits=[dict(name="~water", target={"amount": 8, "unit": "glass"})],
                     marks=[("~water", TODAY, "partial", 5)])),

    # src: https://github.com/om1cael/Hidroly/issues/207  (litre goal, checking ml drunk so far in the day)
    dict(id="MV15", cat="log", setup=[],
         turns=["track water for me pls, goal is 2 litres a day",
                "had 1.5l so far",
                "another half a litre"],
         expect=dict(count=1, habits=[dict(name="~water", freq=("daily",), target={"amount": 2})],
                     marks=[("~water", TODAY, "done", 2)])),

    dict(id="MV16", cat="correct", setup=[],
         turns=["i want to read 25 pages a day",
                "read 20 pages today",
                "no sorry it was 30 not 20"],
         expect=dict(count=1, habits=[dict(name="~read", target={"amount": 25, "unit": "page"})],
                     marks=[("~read", TODAY, "done", 30)])),

    dict(id="MV17", cat="query", setup=[],
         turns=["add 8 glasses of water daily",
                "drank 3 glasses",
                "how much is left for today?"],
         expect=dict(count=1, habits=[dict(name="~water", target={"amount": 8, "unit": "glass"})],
                     marks=[("~water", TODAY, "partial", 3)],
                     reply=r"(?i)\b5\b|\b3\s*(of|/|out of)\s*8\b")),

    # src: https://github.com/jofoerster/habitsync/issues/76  (max count per day, over it = failed day; coffee)
    dict(id="MV18", cat="avoid", setup=[],
         turns=["i want max 2 coffees a day",
                "had 2 coffees this morning",
                "ugh just had another one"],
         expect=dict(count=1, habits=[dict(name="~coffee", polarity="avoid", target={"amount": 2})],
                     marks=[("~coffee", TODAY, "slipped", 3)])),

    dict(id="MV19", cat="dates", setup=[],
         turns=["add run 10 km a week",
                "ran 4km on monday",
                "and 3.5 yesterday"],
         expect=dict(count=1, habits=[dict(name="~run", target={"amount": 10, "unit": "km"})],
                     marks=[("~run", MON, "done", 4), ("~run", YESTERDAY, "done", 3.5)],
                     nomarks=[("~run", TODAY)])),

    dict(id="MV20", cat="slots", setup=[],
         turns=["add reading", "20 pages a day"],
         expect=dict(count=1, habits=[dict(name="~read", freq=("daily",),
                                           target={"amount": 20, "unit": "page"})])),

    dict(id="MV21", cat="slots", setup=[],
         turns=["start tracking my cycling", "100km a week"],
         expect=dict(count=1, habits=[dict(name="~cycl", polarity="build",
                                           target={"amount": 100, "unit": "km"})])),

    # src: https://thecoffeecents.com/how-to/how-to-cut-back-if-you-are-drinking-too-much-coffee  (cut back gradually to two cups)
    dict(id="MV22", cat="slots", setup=[],
         turns=["i need to cut down on coffee", "no more than 2 cups a day"],
         expect=dict(count=1, habits=[dict(name="~coffee", polarity="avoid",
                                           target={"amount": 2})])),

    # src: https://github.com/xpavle00/Habo/issues/130  (pushups per day, logging sets)
    dict(id="MV23", cat="group", setup=[H("Run", ("weekly", 3), group="Fitness"),
                                        H("Gym", ("weekly", 2), group="Fitness")],
         turns=["add pushups", "30 a day", "yes put it in fitness"],
         expect=dict(count=3, habits=[dict(name="~push", freq=("daily",), group="Fitness",
                                           target={"amount": 30})],
                     groups=[dict(name="Fitness")])),

    dict(id="MV24", cat="edit", setup=[H("Water")],
         turns=["rename water to Hydration", "and make it 10 glasses a day"],
         expect=dict(count=1, habits=[dict(name="Hydration", freq=("daily",),
                                           target={"amount": 10, "unit": "glass"})])),

    dict(id="MV25", cat="slots", setup=[],
         turns=["add drink 2 litres of water daily", "remind me at 11am and 3pm"],
         expect=dict(count=1, habits=[dict(name="~water", freq=("daily",), target={"amount": 2})],
                     reminders=[("~water", "11:00"), ("~water", "15:00")])),

    dict(id="MV26", cat="log", setup=[],
         turns=["add 3 litres of water a day", "skip it today, stomach bug"],
         expect=dict(count=1, habits=[dict(name="~water", target={"amount": 3})],
                     marks=[("~water", TODAY, "skipped")])),

    dict(id="MV27", cat="edit", setup=[],
         turns=["add reading 10 pages a day", "actually make it 15 pages"],
         expect=dict(count=1, habits=[dict(name="~read", freq=("daily",),
                                           target={"amount": 15, "unit": "page"})])),

    # ---------------------------------------------------------------- must change nothing / nothing wrong
    dict(id="MV28", cat="safety", setup=[H("Water")],
         turns=["my sister drinks like 3 litres a day its insane"],
         expect=dict(unchanged=True)),

    dict(id="MV29", cat="safety", setup=[H("Run", ("weekly", 3))],
         turns=["thinking i'll do a 10k on saturday if the weather's ok"],
         expect=dict(unchanged=True)),

    dict(id="MV30", cat="safety", setup=[H("Read", marks=[(MON, "done")])],
         turns=["i didnt read a single page yesterday"],
         expect=dict(count=1, notdone=[("Read", YESTERDAY)], nomarks=[("Read", TODAY)],
                     marks=[("Read", MON, "done")])),

    dict(id="MV31", cat="query", setup=[H("Water", marks=[(MON, "done"), (YESTERDAY, "done")])],
         turns=["how much water have i had this week?"],
         expect=dict(unchanged=True)),

    # src: https://nessymathew.com/2020/11/if-i-could-redo-my-30-day-reading-challenge/  (wishes she had started with 5 pages)
    dict(id="MV32", cat="safety", setup=[H("Read")],
         turns=["only managed 5 pages today ugh"],
         expect=dict(count=1, notdone=[("Read", TODAY)])),

    # src: https://stopcoffee.app/learning/tracking-your-intake  ("a couple" of cups is often 4-5)
    dict(id="MV33", cat="safety", setup=[H("Coffee", polarity="avoid")],
         turns=["honestly i think i drink like 4 or 5 coffees a day normally"],
         expect=dict(unchanged=True)),

    dict(id="MV34", cat="safety", setup=[H("Walk")],
         turns=["can you sync with my fitbit and pull my steps in automatically?"],
         expect=dict(unchanged=True)),

    dict(id="MV35", cat="safety", setup=[H("Pushups")],
         turns=["i used to do 100 pushups a day back in uni lol"],
         expect=dict(unchanged=True)),

    dict(id="MV36", cat="safety", setup=[H("Swim", ("weekly", 2))],
         turns=["no swim today, pool was closed"],
         expect=dict(count=1, notdone=[("Swim", TODAY)],
                     habits=[dict(name="Swim", freq=("weekly", 2))])),

    dict(id="MV37", cat="query", setup=[H("Read", marks=[(MON, "done"), (YESTERDAY, "done")])],
         turns=["how many pages did i read yesterday?"],
         expect=dict(unchanged=True)),

    dict(id="MV38", cat="safety", setup=[H("Pushups")],
         turns=["only did 20 of my 50 pushups this morning"],
         expect=dict(count=1, notdone=[("Pushups", TODAY)])),

    dict(id="MV39", cat="safety", setup=[H("Water")],
         turns=["i'll drink 2 litres tomorrow i promise"],
         expect=dict(unchanged=True)),

    dict(id="MV40", cat="correct", setup=[],
         turns=["add drinking water, 8 glasses a day", "drank 3", "undo that"],
         expect=dict(count=1, habits=[dict(name="~water")],
                     nomarks=[("~water", TODAY)])),
]
