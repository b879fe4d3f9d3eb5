"""Fresh batch r: 40 conversations, written blind (only SPEC, seeds, eval README,
run_eval.py and the first 40 lines of dev_cases.py were read).

Emphasis: measurable habits (targets, amounts, limits, "twice a day"), logging
several habits / several days in one message, groups referred to by name, and
messages that must change nothing.

Clock: Wednesday 2026-03-04 09:00. yesterday / last night = 03-03, monday = 03-02,
sunday = 03-01, saturday = 02-28, friday (in a report) = 02-27.

run_eval.py's setup has no targets, so measurable habits are created (or given a
target) by the first turn(s) of a conversation.
"""

TODAY = "2026-03-04"
YESTERDAY = "2026-03-03"
MON = "2026-03-02"
SUN = "2026-03-01"
SAT = "2026-02-28"
FRI = "2026-02-27"


def H(name, freq=("daily",), tier="must", polarity="build", group=None, archived=False, marks=()):
    """A setup habit in run_eval.py's compact form (marks: (day, state) tuples)."""
    return dict(name=name, freq=freq, tier=tier, polarity=polarity, group=group,
                archived=archived, marks=[tuple(m) for m in marks])


CIGS = ["Cigarettes", "Cigarette", "Smoking", "Smoke", "Cigs", "Smoke cigarettes",
        "Cut down cigarettes", "Cut down on cigarettes", "Cut down smoking"]

CASES = [
    # ---------------------------------------------------------------- creating measurable habits
    # src: https://github.com/kabzadev/fitness/issues/10
    dict(id="r01", cat="add", setup=[],
         turns=["i want to drink 8 glasses of water a day",
                "remind me at 10am and 3pm"],
         expect=dict(count=1,
                     habits=[dict(name="~water", freq=("daily",), polarity="build",
                                  target={"amount": 8, "unit": "glass"})],
                     reminders=[("~water", "10:00"), ("~water", "15:00")])),

    # src: https://github.com/InlitX/streak/issues/3
    dict(id="r36", cat="multi", setup=[],
         turns=["add 8 glasses of water a day and 20 pages of reading every day. water's a must, reading is more of a nice to have"],
         expect=dict(count=2,
                     habits=[dict(name="~water", freq=("daily",), tier="must",
                                  target={"amount": 8, "unit": "glass"}),
                             dict(name="~read", freq=("daily",), tier="nice",
                                  target={"amount": 20, "unit": "page"})])),

    dict(id="r38", cat="slots", setup=[],
         turns=["i want to start doing 20 min of yoga",
                "weekdays"],
         expect=dict(count=1,
                     habits=[dict(name="~yoga", freq=("days", "mon tue wed thu fri"),
                                  polarity="build", target={"amount": 20})])),

    # src: https://github.com/xpavle00/Habo/issues/130  (pushup goal logged in sets)
    dict(id="r24", cat="group",
         setup=[H("Run", ("weekly", 3), group="Fitness"), H("Gym", ("weekly", 2), group="Fitness")],
         turns=["add pushups, 30 a day, and put it in fitness"],
         expect=dict(count=3,
                     habits=[dict(name="~push", freq=("daily",), group="Fitness",
                                  target={"amount": 30}),
                             dict(name="Run", group="Fitness"),
                             dict(name="Gym", group="Fitness")])),

    dict(id="r40", cat="robust", setup=[],
         turns=["drink 8 glases of watter a day",
                "drnk 2 glases"],
         expect=dict(count=1,
                     habits=[dict(name="~wat", target={"amount": 8})],
                     marks=[("~wat", TODAY, "partial", 2)])),

    # ---------------------------------------------------------------- logging amounts
    # src: https://github.com/apoorvdarshan/fud-ai/issues/131
    dict(id="r02", cat="log", setup=[],
         turns=["track water for me, 8 glasses every day",
                "just had 3 glasses",
                "2 more"],
         expect=dict(count=1,
                     habits=[dict(name="~water", target={"amount": 8, "unit": "glass"})],
                     marks=[("~water", TODAY, "partial", 5)])),

    # src: https://github.com/foobnix/LibreraReader/issues/643
    dict(id="r03", cat="log", setup=[],
         turns=["i wanna read 20 pages a day",
                "read 25 pages on the bus this morning"],
         expect=dict(count=1,
                     habits=[dict(name="~read", freq=("daily",), target={"amount": 20, "unit": "page"})],
                     marks=[("~read", TODAY, "done", 25)])),

    # src: https://brunow.org/2015/03/19/starting-a-meditation-habit/
    dict(id="r04", cat="log", setup=[],
         turns=["add meditation, 10 minutes every day",
                "only managed 4 mins this morning, kid woke up early"],
         expect=dict(count=1,
                     habits=[dict(name="~meditat", freq=("daily",), target={"amount": 10, "unit": "minute"})],
                     marks=[("~meditat", TODAY, "partial", 4)])),

    # src: https://conwayeast.com/just-missed-last-weeks-goal/
    dict(id="r05", cat="query", setup=[],
         turns=["i want to hit 10k steps every day",
                "6,500 steps so far",
                "how many more do i need today?"],
         expect=dict(count=1,
                     habits=[dict(name="~step", freq=("daily",), target={"amount": 10000})],
                     marks=[("~step", TODAY, "partial", 6500)],
                     reply=r"3[,.]?500|6[,.]?500")),

    dict(id="r08", cat="log", setup=[],
         turns=["brush teeth twice a day",
                "brushed this morning"],
         expect=dict(count=1,
                     habits=[dict(name="~teeth", freq=("daily",), target={"amount": 2})],
                     marks=[("~teeth", TODAY, "partial", 1)])),

    # src: https://github.com/iSoron/uhabits/issues/313  (sports morning and evening)
    dict(id="r09", cat="log", setup=[],
         turns=["add a habit: stretch 2x a day",
                "stretched twice already lol"],
         expect=dict(count=1,
                     habits=[dict(name="~stretch", freq=("daily",), target={"amount": 2})],
                     marks=[("~stretch", TODAY, "done", 2)])),

    # src: https://github.com/OpenTracksApp/OpenTracks/issues/1587
    dict(id="r10", cat="log", setup=[],
         turns=["run 15 km a week",
                "ran 5k this morning",
                "how far have i run this week?"],
         expect=dict(count=1,
                     habits=[dict(name="~run", target={"amount": 15, "unit": "km"})],
                     marks=[("~run", TODAY, "done", 5)],
                     reply=r"\b5\b")),

    dict(id="r11", cat="log", setup=[],
         turns=["drink 2 liters of water a day",
                "had 500ml so far"],
         expect=dict(count=1,
                     habits=[dict(name="~water", target={"amount": 2})],
                     marks=[("~water", TODAY, "partial", 0.5)])),

    # src: https://github.com/xpavle00/Habo/issues/130
    dict(id="r25", cat="log", setup=[],
         turns=["50 pushups a day",
                "did a set of 15",
                "another 15",
                "and 10 more"],
         expect=dict(count=1,
                     habits=[dict(name="~push", target={"amount": 50})],
                     marks=[("~push", TODAY, "partial", 40)])),

    dict(id="r37", cat="multi", setup=[],
         turns=["add water, 8 glasses a day",
                "and reading 20 pages a day",
                "today so far: 4 glasses of water, 12 pages"],
         expect=dict(count=2,
                     habits=[dict(name="~water", target={"amount": 8}),
                             dict(name="~read", target={"amount": 20})],
                     marks=[("~water", TODAY, "partial", 4), ("~read", TODAY, "partial", 12)])),

    # ---------------------------------------------------------------- limits (avoid habits)
    # src: https://testnext.hexbear.net/post/3104625
    dict(id="r06", cat="avoid", setup=[],
         turns=["at most 2 coffees a day, i'm drinking way too much",
                "had 2 already ugh",
                "and another one just now"],
         expect=dict(count=1,
                     habits=[dict(name="~coffee", polarity="avoid", target={"amount": 2})],
                     marks=[("~coffee", TODAY, "slipped", 3)])),

    # src: https://stopsmokingapp.com/quit-smoking-habit-tracking
    dict(id="r07", cat="correct", setup=[],
         turns=["cut down to 5 cigarettes a day max",
                "had 4 since i woke up",
                "wait make that 6, forgot the two on my way to work"],
         expect=dict(count=1,
                     habits=[dict(name=CIGS, polarity="avoid", target={"amount": 5})],
                     marks=[(CIGS, TODAY, "slipped", 6)])),

    # ---------------------------------------------------------------- corrections, undo, edits of amounts
    dict(id="r12", cat="correct", setup=[],
         turns=["drink 8 glasses of water daily",
                "drank 6 glasses",
                "sorry i meant 4 not 6"],
         expect=dict(count=1,
                     habits=[dict(name="~water", target={"amount": 8})],
                     marks=[("~water", TODAY, "partial", 4)])),

    # src: https://github.com/dessalines/habit-maker/issues/16
    dict(id="r13", cat="correct", setup=[],
         turns=["read 30 pages a day",
                "read 10 pages",
                "15 more",
                "undo that"],
         expect=dict(count=1,
                     habits=[dict(name="~read", target={"amount": 30})],
                     marks=[("~read", TODAY, "partial", 10)])),

    dict(id="r14", cat="edit", setup=[],
         turns=["8 glasses of water a day",
                "actually make it 6 a day, 8 is a lot for me",
                "drank 6"],
         expect=dict(count=1,
                     habits=[dict(name="~water", freq=("daily",), target={"amount": 6, "unit": "glass"})],
                     marks=[("~water", TODAY, "done", 6)])),

    dict(id="r15", cat="dates", setup=[H("Reading")],
         turns=["set reading to 20 pages a day",
                "read 20 pages yesterday and 12 on monday"],
         expect=dict(count=1,
                     habits=[dict(name="Reading", freq=("daily",), target={"amount": 20, "unit": "page"})],
                     marks=[("Reading", YESTERDAY, "done", 20), ("Reading", MON, "partial", 12)])),

    # src: https://github.com/InlitX/streak/issues/157
    dict(id="r35", cat="dates", setup=[H("Drink water")],
         turns=["give drink water a target of 2 litres a day",
                "yesterday i only got through 1.5 litres"],
         expect=dict(count=1,
                     habits=[dict(name="Drink water", freq=("daily",), target={"amount": 2})],
                     marks=[("Drink water", YESTERDAY, "partial", 1.5)],
                     nomarks=[("Drink water", TODAY)])),

    # ---------------------------------------------------------------- several habits / several days at once
    # src: https://github.com/codito/habito/pull/7
    dict(id="r16", cat="dates",
         setup=[H("Gym", ("weekly", 3)), H("Reading"), H("Meditate")],
         turns=["ok catching up cos i forgot to log: gym monday and yesterday, reading every day since sunday, meditated yesterday only"],
         expect=dict(count=3,
                     habits=[dict(name="Gym", freq=("weekly", 3)), dict(name="Reading", freq=("daily",)),
                             dict(name="Meditate", freq=("daily",))],
                     marks=[("Gym", MON, "done"), ("Gym", YESTERDAY, "done"),
                            ("Reading", SUN, "done"), ("Reading", MON, "done"), ("Reading", YESTERDAY, "done"),
                            ("Meditate", YESTERDAY, "done")],
                     nomarks=[("Meditate", MON), ("Meditate", SUN), ("Gym", SUN)])),

    dict(id="r17", cat="multi",
         setup=[H("Yoga"), H("Journal"), H("Floss")],
         turns=["did yoga and journaled but no floss today, too knackered"],
         expect=dict(count=3,
                     marks=[("Yoga", TODAY, "done"), ("Journal", TODAY, "done")],
                     notdone=[("Floss", TODAY)])),

    dict(id="r18", cat="dates",
         setup=[H("Swim", ("weekly", 2)), H("Guitar")],
         turns=["swam on friday and sunday, and guitar sat + sun"],
         expect=dict(count=2,
                     habits=[dict(name="Swim", freq=("weekly", 2)), dict(name="Guitar", freq=("daily",))],
                     marks=[("Swim", FRI, "done"), ("Swim", SUN, "done"),
                            ("Guitar", SAT, "done"), ("Guitar", SUN, "done")],
                     nomarks=[("Swim", TODAY), ("Guitar", TODAY)])),

    dict(id="r34", cat="multi",
         setup=[H("Run", ("weekly", 3)), H("Smoking", polarity="avoid")],
         turns=["skipping my run today, shin splints are killing me. also had a cig at the pub on saturday, not proud of it"],
         expect=dict(count=2,
                     habits=[dict(name="Run", freq=("weekly", 3)), dict(name="Smoking", polarity="avoid")],
                     marks=[("Run", TODAY, "skipped"), ("Smoking", SAT, "slipped")],
                     nomarks=[("Smoking", TODAY)])),

    dict(id="r39", cat="correct",
         setup=[H("Run", ("weekly", 3)), H("Swim", ("weekly", 2))],
         turns=["went for a run this morning",
                "sorry no, i meant i swam, not ran"],
         expect=dict(count=2,
                     marks=[("Swim", TODAY, "done")],
                     notdone=[("Run", TODAY)])),

    # ---------------------------------------------------------------- groups by name
    # src: https://github.com/FriesI23/mhabit/issues/187
    dict(id="r19", cat="group",
         setup=[H("Make bed", group="Morning routine"), H("Stretch", group="Morning routine"),
                H("Journal", group="Morning routine"), H("Read")],
         turns=["did my whole morning routine today 🙌"],
         expect=dict(count=4,
                     marks=[("Make bed", TODAY, "done"), ("Stretch", TODAY, "done"), ("Journal", TODAY, "done")],
                     nomarks=[("Read", TODAY)])),

    dict(id="r20", cat="group",
         setup=[H("Stretch", group="Evening"), H("Read", group="Evening"), H("Plan tomorrow", group="Evening")],
         turns=["did all my evening stuff last night except stretching"],
         expect=dict(count=3,
                     marks=[("Read", YESTERDAY, "done"), ("Plan tomorrow", YESTERDAY, "done")],
                     notdone=[("Stretch", YESTERDAY)],
                     nomarks=[("Read", TODAY), ("Plan tomorrow", TODAY)])),

    dict(id="r21", cat="group",
         setup=[H("Guitar", group="Creative"), H("Drawing", group="Creative"), H("Painting", group="Creative")],
         turns=["make creative 2 out of 3 and rename drawing to sketching"],
         expect=dict(count=3,
                     habits=[dict(name="Sketching", group="Creative")],
                     groups=[dict(name="Creative", require=2, members=["Guitar", "Sketching", "Painting"])])),

    # src: https://github.com/iSoron/uhabits/issues/325
    dict(id="r22", cat="group",
         setup=[H("Run", ("weekly", 3), group="Exercise"), H("Gym", ("weekly", 2), group="Exercise"),
                H("Swim", ("weekly", 1), group="Exercise")],
         turns=["did something for exercise today",
                "gym"],
         expect=dict(count=3,
                     marks=[("Gym", TODAY, "done")],
                     notdone=[("Run", TODAY), ("Swim", TODAY)])),

    dict(id="r23", cat="query",
         setup=[H("Run", ("weekly", 2), group="Exercise", marks=[(MON, "done")]),
                H("Gym", ("weekly", 2), group="Exercise", marks=[(YESTERDAY, "done")]),
                H("Swim", ("weekly", 1), group="Exercise")],
         turns=["how's my exercise group looking this week?"],
         expect=dict(unchanged=True)),

    # ---------------------------------------------------------------- messages that must change nothing
    dict(id="r26", cat="safety",
         setup=[H("Run", ("weekly", 3)), H("Water")],
         turns=["my flatmate ran a half marathon on sunday, absolute madness"],
         expect=dict(unchanged=True)),

    dict(id="r27", cat="safety",
         setup=[H("Meditate"), H("Read"), H("Gym", ("weekly", 3))],
         turns=["ugh feeling really flat today tbh, can't be bothered with anything"],
         expect=dict(unchanged=True, nopauses=True)),

    dict(id="r28", cat="safety",
         setup=[H("Gym", ("weekly", 3)), H("Read")],
         turns=["gonna hit the gym after work tomorrow i think"],
         expect=dict(unchanged=True)),

    dict(id="r29", cat="safety",
         setup=[H("Read"), H("Floss")],
         turns=["didn't read last night, fell asleep on the sofa by 9 lol"],
         expect=dict(count=2, notdone=[("Read", YESTERDAY), ("Read", TODAY)],
                     nomarks=[("Floss", YESTERDAY), ("Floss", TODAY)])),

    dict(id="r30", cat="safety",
         setup=[H("Read"), H("Doomscrolling", polarity="avoid")],
         turns=["can you block instagram on my phone during work hours"],
         expect=dict(unchanged=True)),

    dict(id="r31", cat="safety", setup=[],
         turns=["8 glasses of water a day please",
                "my husband drinks like 3 litres a day lol show off"],
         expect=dict(count=1,
                     habits=[dict(name="~water", target={"amount": 8})],
                     nomarks=[("~water", TODAY)])),

    dict(id="r32", cat="safety",
         setup=[H("Read"), H("Run", ("weekly", 3))],
         turns=["i take my vitamins twice a day anyway so no need to track that"],
         expect=dict(unchanged=True)),

    dict(id="r33", cat="query", setup=[],
         turns=["read 20 pages a day",
                "read 8 pages",
                "how many pages did i read today?"],
         expect=dict(count=1,
                     habits=[dict(name="~read", target={"amount": 20})],
                     marks=[("~read", TODAY, "partial", 8)],
                     reply=r"\b8\b")),
]
