"""Fresh batch 2026-11-26-zg: measurable habits in daily life.

Targets (daily, weekly, monthly), limits on habits to avoid, "twice a day" counts,
"N times in M days", amounts logged through the day and on past days, several amounts
in one message, corrections, undo, target changes, "what's left" questions, units said
other ways (mins, hrs, k, litres on a glasses habit), absurd and negative amounts.

Clock: Wednesday 2026-03-04 09:00. yesterday = 03-03, "on monday" = 03-02,
"3 days ago" = 03-01, "tomorrow" = 03-05. Setup habits cannot carry targets, so every
measurable habit is created inside the conversation first.
"""

TODAY = "2026-03-04"
YESTERDAY = "2026-03-03"
MON = "2026-03-02"
SUN = "2026-03-01"
TOMORROW = "2026-03-05"


def H(name, freq=("daily",), tier="must", polarity="build", group=None, archived=False, marks=()):
    return dict(name=name, freq=freq, tier=tier, polarity=polarity, group=group,
                archived=archived, marks=list(marks))


WATER = ["Water", "Drink water", "Drinking water", "Drink more water", "Hydrate", "Hydration", "Drink glasses of water"]
STEPS = ["Steps", "Walk", "Walking", "Daily steps", "Step count", "Walk steps"]
PUSH = ["Pushups", "Push-ups", "Push ups", "Pushup", "Push-up", "Do pushups", "Do push-ups", "Do push ups"]
READ = ["Read", "Reading", "Read pages"]
RUN = ["Run", "Running", "Go running", "Go for a run"]
COFFEE = ["Coffee", "Coffees", "Drink coffee", "Drinking coffee"]
SMOKE = ["Cigarettes", "Cigarette", "Smoking", "Smoke", "Smoke cigarettes"]
SCREEN = ["Screen time", "Screentime", "Screen"]

CASES = [
    # ================================================================ add: targets in one message
    dict(id="mz_add01", cat="add",
         # src: https://github.com/davidhealey/waistline/issues/921
         turns=["i wanna start tracking water, 8 glasses a day"],
         expect=dict(count=1, habits=[dict(name=WATER, freq=("daily",), polarity="build",
                                           target={"amount": 8, "unit": "glass"})])),
    dict(id="mz_add02", cat="add",
         # src: https://github.com/sfbrigade/intentional-walk/issues/23
         turns=["I want make 10000 steps each day please"],
         expect=dict(count=1, maxlen=20, habits=[dict(name=STEPS, freq=("daily",), polarity="build",
                                                      target={"amount": 10000, "unit": "step"})])),
    dict(id="mz_add03", cat="add",
         # src: https://github.com/iSoron/uhabits/issues/2347
         turns=["goal is to run 15 km a week"],
         expect=dict(count=1, habits=[dict(name=RUN, polarity="build", target={"amount": 15, "unit": "km"})])),
    dict(id="mz_add04", cat="add",
         turns=["add cycling 200km a month"],
         expect=dict(count=1, habits=[dict(name=["Cycling", "Cycle", "Go cycling", "Bike", "Biking", "Ride"],
                                           polarity="build", target={"amount": 200, "unit": "km"})])),
    dict(id="mz_add05", cat="add",
         turns=["can u add spanish practice, 4 hours a week"],
         expect=dict(count=1, maxlen=30, habits=[dict(name="~spanish", polarity="build",
                                                      target={"amount": 4, "unit": "hour"})])),
    dict(id="mz_add06", cat="add",
         # src: https://github.com/iSoron/uhabits/issues/1630
         turns=["add flossing twice a day. dentist was NOT impressed"],
         expect=dict(count=1, habits=[dict(name=["Floss", "Flossing", "Floss teeth", "Floss my teeth"],
                                           freq=("daily",), polarity="build",
                                           target={"amount": 2, "unit": "times"})])),
    dict(id="mz_add07", cat="add",
         # src: https://github.com/iSoron/uhabits/issues/135
         turns=["can you add stretching, 3 times every 10 days"],
         expect=dict(count=1, habits=[dict(name=["Stretch", "Stretching"], freq=("rolling", 3, 10),
                                           polarity="build")])),
    dict(id="mz_add08", cat="add",
         # src: https://github.com/xpavle00/Habo/issues/135
         turns=["no more than 6 drinks a week"],
         expect=dict(count=1, habits=[dict(name=["Drinks", "Drinking", "Alcohol", "Drink", "Drink alcohol"],
                                           polarity="avoid", target={"amount": 6})])),

    # ================================================================ avoid: limits and slips
    dict(id="mz_avoid01", cat="avoid",
         # src: https://github.com/FriesI23/mhabit/issues/20
         turns=["max 2 coffees a day from now on",
                "had 2 coffees so far",
                "ugh had another one"],
         expect=dict(count=1, habits=[dict(name=COFFEE, polarity="avoid", freq=("daily",), target={"amount": 2})],
                     marks=[(COFFEE, TODAY, "slipped", 3)])),
    dict(id="mz_avoid02", cat="avoid",
         # src: https://github.com/iSoron/uhabits/issues/247
         turns=["trying to cut down to 5 cigarettes a day max",
                "smoked 7 on monday ugh"],
         expect=dict(count=1, habits=[dict(name=SMOKE, polarity="avoid", target={"amount": 5})],
                     marks=[(SMOKE, MON, "slipped", 7)], nomarks=[(SMOKE, TODAY)])),
    dict(id="mz_avoid03", cat="avoid",
         # src: https://github.com/JamesCliffordSpratt/obsidian-habits/issues/1
         turns=["limit my screen time to 2 hours a day",
                "screen time was 3.5 hrs yesterday"],
         expect=dict(count=1, habits=[dict(name=SCREEN, polarity="avoid", target={"amount": 2})],
                     marks=[(SCREEN, YESTERDAY, "slipped", 3.5)], nomarks=[(SCREEN, TODAY)])),

    # ================================================================ log: amounts through the day
    dict(id="mz_log01", cat="log",
         turns=["drink 8 glasses of water a day",
                "had 3 glasses so far",
                "2 more",
                "how much water today?"],
         expect=dict(count=1, marks=[("~water", TODAY, "partial", 5)], reply=r"\b5\b")),
    dict(id="mz_log02", cat="log",
         # src: https://github.com/FriesI23/mhabit/issues/42
         turns=["add 100 pushups a day",
                "did 30 pushups",
                "another 25 just now",
                "how many pushups left today"],
         expect=dict(count=1, habits=[dict(name=PUSH, target={"amount": 100})],
                     marks=[(PUSH, TODAY, "partial", 55)], reply=r"\b45\b")),
    dict(id="mz_log03", cat="log",
         turns=["add brushing teeth twice a day",
                "brushed my teeth",
                "and again just now"],
         expect=dict(count=1, habits=[dict(name="~brush", target={"amount": 2})],
                     marks=[("~brush", TODAY, "done", 2)])),
    dict(id="mz_log04", cat="dates",
         # src: https://github.com/foobnix/LibreraReader/issues/643
         turns=["add reading 20 pages a day",
                "on monday i read 40 pages",
                "3 days ago only 12 tho"],
         expect=dict(count=1, habits=[dict(name=READ, target={"amount": 20, "unit": "page"})],
                     marks=[(READ, MON, "done", 40), (READ, SUN, "partial", 12)],
                     nomarks=[(READ, TODAY)])),
    dict(id="mz_log05", cat="log",
         turns=["I want to drink 8 glass water every day",
                "today I have drinked 4 glass of water"],
         expect=dict(count=1, habits=[dict(name=WATER, target={"amount": 8})],
                     marks=[("~water", TODAY, "partial", 4)])),
    dict(id="mz_log06", cat="log",
         turns=["drink 8 glasses of water a day",
                "had about 1.5 litres so far",
                "6"],
         expect=dict(count=1, habits=[dict(name=WATER, target={"amount": 8, "unit": "glass"})],
                     marks=[("~water", TODAY, "partial", 6)])),
    dict(id="mz_log07", cat="log",
         turns=["meditate 15 minutes a day",
                "did 10 mins this morning"],
         expect=dict(count=1, habits=[dict(name="~medita", target={"amount": 15})],
                     marks=[("~medita", TODAY, "partial", 10)])),

    # ================================================================ multi: several amounts at once
    dict(id="mz_multi01", cat="multi",
         # src: https://github.com/iSoron/uhabits/issues/399
         turns=["drink 8 glasses of water a day",
                "read 20 pages a day",
                "3 glasses of water and 20 pages so far today"],
         expect=dict(count=2, marks=[("~water", TODAY, "partial", 3), (READ, TODAY, "done", 20)])),
    dict(id="mz_multi02", cat="multi",
         turns=["i want to walk 10000 steps a day",
                "add 50 pushups a day",
                "yesterday 12k steps and 50 pushups"],
         expect=dict(count=2, marks=[(STEPS, YESTERDAY, "done", 12000), (PUSH, YESTERDAY, "done", 50)],
                     nomarks=[(STEPS, TODAY), (PUSH, TODAY)])),

    # ================================================================ correct: corrections and undo
    dict(id="mz_correct01", cat="correct",
         turns=["drink 8 glasses of water a day",
                "drank 5 glasses",
                "no wait it was 6"],
         expect=dict(count=1, marks=[("~water", TODAY, "partial", 6)])),
    dict(id="mz_correct02", cat="correct",
         turns=["drink 8 glasses of water a day",
                "had 3 glasses of water",
                "2 more",
                "undo that last one"],
         expect=dict(count=1, marks=[("~water", TODAY, "partial", 3)])),
    dict(id="mz_correct03", cat="correct",
         turns=["i want to walk 10000 steps a day",
                "yesterday i walked 8000 steps",
                "sorry, 8500"],
         expect=dict(count=1, marks=[(STEPS, YESTERDAY, "partial", 8500)], nomarks=[(STEPS, TODAY)])),

    # ================================================================ edit: targets and schedules
    dict(id="mz_edit01", cat="edit",
         turns=["drink 8 glasses of water a day",
                "chnage my water goal to 10 glases"],
         expect=dict(count=1, habits=[dict(name=WATER, freq=("daily",), target={"amount": 10, "unit": "glass"})])),
    dict(id="mz_edit02", cat="edit",
         setup=[H("Steps")],
         turns=["give steps a daily target of 8000"],
         expect=dict(count=1, habits=[dict(name="Steps", freq=("daily",), polarity="build",
                                           target={"amount": 8000})])),
    dict(id="mz_edit03", cat="edit",
         # src: https://github.com/iSoron/uhabits/issues/1200
         setup=[H("Stretch", freq=("weekly", 2))],
         turns=["change stretch to 3 times every 10 days"],
         expect=dict(count=1, habits=[dict(name="Stretch", freq=("rolling", 3, 10))])),

    # ================================================================ query: what's left this week
    dict(id="mz_query01", cat="query",
         turns=["goal is to run 15 km a week",
                "ran 5k yesterday and 4.2 today",
                "how many km left this week?"],
         expect=dict(count=1, marks=[(RUN, YESTERDAY, "done", 5), (RUN, TODAY, "done", 4.2)],
                     reply=r"5[.,]8")),

    # ================================================================ safety: nothing changes / ask first
    dict(id="mz_safety01", cat="safety",
         turns=["drink 8 glasses of water a day",
                "drank a litre of water already"],
         expect=dict(count=1, nomarks=[("~water", TODAY)])),
    dict(id="mz_safety02", cat="safety",
         turns=["drink 8 glasses of water a day",
                "drank -2 glasses"],
         expect=dict(count=1, nomarks=[("~water", TODAY)])),
    dict(id="mz_safety03", cat="safety",
         turns=["i want to walk 10000 steps a day",
                "walked 900000 steps today lol"],
         expect=dict(count=1, notdone=[(STEPS, TODAY)])),
    dict(id="mz_safety04", cat="safety",
         setup=[H("Coffee", polarity="avoid")],
         turns=["my flatmate drinks like 6 coffees a day its insane"],
         expect=dict(unchanged=True)),
    dict(id="mz_safety05", cat="safety",
         setup=[H("Running", freq=("weekly", 3))],
         turns=["gonna run a 10k on saturday if the weather holds"],
         expect=dict(unchanged=True)),
    dict(id="mz_safety06", cat="safety",
         setup=[H("Water", marks=[(YESTERDAY, "done")])],
         turns=["did i have 6 or 7 glasses yesterday? cant remember"],
         expect=dict(unchanged=True)),
    dict(id="mz_safety07", cat="safety",
         setup=[H("Meditate")],
         turns=["only managed 5 mins of meditation this morning"],
         expect=dict(count=1, notdone=[("Meditate", TODAY)])),
    dict(id="mz_safety08", cat="safety",
         setup=[H("Morning walk"), H("Evening walk")],
         turns=["walked 3km yesterday"],
         expect=dict(count=2, notdone=[("Morning walk", YESTERDAY), ("Evening walk", YESTERDAY)])),
    dict(id="mz_safety09", cat="safety",
         setup=[H("Running", freq=("weekly", 3)), H("Read")],
         turns=["did 40 pushups this morning"],
         expect=dict(unchanged=True)),
    dict(id="mz_safety10", cat="safety",
         turns=["stretch 5 times in 3 days"],
         expect=dict(count=0)),
    dict(id="mz_safety11", cat="safety",
         turns=["drink 8 glasses of water a day",
                "change my water goal to 0"],
         expect=dict(count=1, habits=[dict(name=WATER, target={"amount": 8})])),
    dict(id="mz_safety12", cat="safety",
         turns=["drink 8 glasses of water a day",
                "i'll drink all 8 tomorrow promise"],
         expect=dict(count=1, nomarks=[("~water", TODAY), ("~water", TOMORROW)])),
    dict(id="mz_safety13", cat="safety",
         # src: https://github.com/jofoerster/habitsync/issues/76
         setup=[H("Screen time", polarity="avoid")],
         turns=["my phone says my screen time averages 5 hours a day, kinda terrifying tbh"],
         expect=dict(unchanged=True)),
]
