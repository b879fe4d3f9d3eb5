"""Fresh batch T: people who already have several habits, some with similar names.

Theme: loose references ("the run", "my reading", "water", "the coffee thing",
"the morning stuff"), pronouns and context ("same for yesterday", "the morning one
too"), corrections, undo, vague or emotional messages that must change nothing,
negations, plans, questions, and short answers to a "which one?" question.

Clock for every case: Wednesday 2026-03-04 09:00 (local = UTC).
  yesterday / last night = Tue 03-03, "on monday" = 03-02,
  "friday" in a report of the past = 02-27, "friday" in a plan or skip = 03-06.
Format: dev_cases.py (id, cat, setup, turns, expect); see ../shared/eval/README.md.
"""

TODAY = "2026-03-04"
YESTERDAY = "2026-03-03"
MON = "2026-03-02"
SUN = "2026-03-01"
SAT = "2026-02-28"
FRI = "2026-02-27"      # "friday" reported in the past
NEXT_FRI = "2026-03-06"  # "friday" in a plan / skip


def H(name, freq=("daily",), tier="must", polarity="build", group=None, archived=False, marks=()):
    """One imported habit in the compact setup form run_eval.py's setup_doc() reads."""
    return {"name": name, "freq": freq, "tier": tier, "polarity": polarity,
            "group": group, "archived": archived, "marks": [tuple(m) for m in marks]}


def RUNS(mr=((MON, "done"),), er=(), rd=(), rn=(), dw=(), dc=(), news_tier="nice"):
    """Two runs, two kinds of reading, water and a coffee habit to cut down."""
    return [
        H("Morning run", ("weekly", 3), marks=mr),
        H("Evening run", ("weekly", 2), marks=er),
        H("Read", marks=rd),
        H("Read news", tier=news_tier, marks=rn),
        H("Drink water", marks=dw),
        H("Drink less coffee", polarity="avoid", marks=dc),
    ]


def ROUTINE(med=(), jou=(), stre=(), gym=(), rd=()):
    """A 'Morning routine' group (pick 1 of 3), gym on set days, and reading."""
    return [
        H("Meditate", group="Morning routine", marks=med),
        H("Journal", group="Morning routine", marks=jou),
        H("Stretch", group="Morning routine", marks=stre),
        H("Gym", ("days", "mon wed fri"), marks=gym),
        H("Read", marks=rd),
    ]


TEETH = [
    H("Brush teeth AM"),
    H("Brush teeth before bed"),
    H("Floss"),
    H("Take meds"),
    H("Drink water"),
]

COFFEE = [
    H("Coffee after 2pm", polarity="avoid"),
    H("Drink water"),
    H("Herbal tea", tier="nice"),
    H("Read"),
]

FLU = [
    H("Workout", ("weekly", 3)),
    H("Walk"),
    H("Write 750 words"),
    H("Write to grandma", ("weekly", 1), tier="nice"),
]

WALKS = [
    H("Morning walk", marks=[(YESTERDAY, "done")]),
    H("Evening walk", marks=[(YESTERDAY, "done")]),
    H("Walk the dog", marks=[(YESTERDAY, "done")]),
    H("Read"),
]


CASES = [
    # ---- "which one?" and short answers -------------------------------------------------
    dict(id="t01", cat="log", setup=RUNS(),
         turns=["went for a run yesterday", "evening"],
         expect=dict(count=6, marks=[("Evening run", YESTERDAY, "done")],
                     nomarks=[("Morning run", YESTERDAY)])),

    # src: https://github.com/HabitRPG/habitrpg-mobile/issues/235
    dict(id="t02", cat="dates", setup=RUNS(),
         turns=["forgot to tick yesterday off lol, did both runs"],
         expect=dict(count=6, marks=[("Morning run", YESTERDAY, "done"),
                                     ("Evening run", YESTERDAY, "done")],
                     nomarks=[("Morning run", TODAY), ("Evening run", TODAY)])),

    # ---- corrections -----------------------------------------------------------------------
    dict(id="t03", cat="correct", setup=RUNS(),
         turns=["did the morning run", "wait no, yesterday not today"],
         expect=dict(count=6, marks=[("Morning run", YESTERDAY, "done"),
                                     ("Morning run", MON, "done")],
                     nomarks=[("Morning run", TODAY), ("Evening run", YESTERDAY)])),

    dict(id="t04", cat="correct", setup=RUNS(),
         turns=["morning run done ✅", "sorry i meant the evening one"],
         expect=dict(count=6, marks=[("Evening run", TODAY, "done")],
                     nomarks=[("Morning run", TODAY)])),

    dict(id="t05", cat="log", setup=RUNS(),
         turns=["read my book this morning", "same for yesterday tbh"],
         expect=dict(count=6, marks=[("Read", TODAY, "done"), ("Read", YESTERDAY, "done")],
                     nomarks=[("Read news", TODAY), ("Read news", YESTERDAY)])),

    dict(id="t06", cat="correct", setup=RUNS(),
         turns=["drank my water", "and read the news", "undo the last one"],
         expect=dict(count=6, marks=[("Drink water", TODAY, "done")],
                     nomarks=[("Read news", TODAY), ("Read", TODAY)])),

    # src: https://github.com/HabitRPG/habitica-android/issues/2083
    dict(id="t07", cat="correct", setup=RUNS(),
         turns=["mark read news done", "oops wrong one lol, undo", "i meant read, the book one"],
         expect=dict(count=6, marks=[("Read", TODAY, "done")],
                     nomarks=[("Read news", TODAY)])),

    # ---- messages that must change nothing -------------------------------------------------
    # src: https://everydayartist.com/the-struggle-with-habits/
    dict(id="t08", cat="safety", setup=RUNS(),
         turns=["ugh i'm so behind on everything this week. the runs, the reading, all of it 😩"],
         expect=dict(unchanged=True)),

    dict(id="t09", cat="safety", setup=RUNS(),
         turns=["my sister started running lol, she's doing a 5k in april"],
         expect=dict(unchanged=True)),

    dict(id="t10", cat="safety", setup=RUNS(),
         turns=["thinking about quitting coffee maybe. idk"],
         expect=dict(unchanged=True)),

    # ---- negations -------------------------------------------------------------------------
    dict(id="t11", cat="safety", setup=RUNS(),
         turns=["didn't manage the run this morning, legs were dead from yesterday"],
         expect=dict(count=6, notdone=[("Morning run", TODAY), ("Evening run", TODAY),
                                       ("Morning run", YESTERDAY), ("Evening run", YESTERDAY)])),

    dict(id="t12", cat="safety", setup=RUNS(),
         turns=["no reading today, too knackered"],
         expect=dict(count=6, notdone=[("Read", TODAY), ("Read news", TODAY)])),

    # ---- questions -------------------------------------------------------------------------
    dict(id="t13", cat="query", setup=RUNS(dw=((MON, "done"), (YESTERDAY, "done"))),
         turns=["how am i doing on water this week?"],
         expect=dict(unchanged=True, reply=r"(?i)water")),

    dict(id="t14", cat="query", setup=ROUTINE(med=((TODAY, "done"),), gym=((TODAY, "done"),)),
         turns=["what's left today"],
         expect=dict(unchanged=True, reply=r"(?i)\bread\b")),

    # ---- plans and skips -------------------------------------------------------------------
    dict(id="t15", cat="log", setup=ROUTINE(),
         turns=["skip gym on friday, it's my cousin's wedding"],
         expect=dict(count=5, marks=[("Gym", NEXT_FRI, "skipped")], nomarks=[("Gym", FRI)],
                     habits=[dict(name="Gym", freq=("days", "mon wed fri"))])),

    dict(id="t16", cat="safety", setup=ROUTINE(),
         turns=["gonna skip gym friday prob, depends on work"],
         expect=dict(count=5, nomarks=[("Gym", FRI), ("Gym", TODAY)], notdone=[("Gym", NEXT_FRI)],
                     habits=[dict(name="Gym", freq=("days", "mon wed fri"))])),

    # ---- groups ----------------------------------------------------------------------------
    dict(id="t17", cat="group", setup=ROUTINE(),
         turns=["did the morning stuff", "all three"],
         expect=dict(count=5, marks=[("Meditate", TODAY, "done"), ("Journal", TODAY, "done"),
                                     ("Stretch", TODAY, "done")],
                     nomarks=[("Read", TODAY), ("Gym", TODAY)])),

    dict(id="t18", cat="group", setup=ROUTINE(),
         turns=["journaled n stretched but skipped meditating, overslept again"],
         expect=dict(count=5, marks=[("Journal", TODAY, "done"), ("Stretch", TODAY, "done")],
                     notdone=[("Meditate", TODAY)], nomarks=[("Read", TODAY)])),

    # ---- edits -----------------------------------------------------------------------------
    dict(id="t19", cat="edit", setup=RUNS(),
         turns=["can u rename the evening run to evening jog pls"],
         expect=dict(count=6, habits=[dict(name="Evening jog", freq=("weekly", 2)),
                                      dict(name="Morning run", freq=("weekly", 3))])),

    dict(id="t20", cat="edit", setup=RUNS(),
         turns=["how's the morning run going?", "bump it up to 4 times a week"],
         expect=dict(count=6, habits=[dict(name="Morning run", freq=("weekly", 4)),
                                      dict(name="Evening run", freq=("weekly", 2))])),

    dict(id="t21", cat="edit", setup=RUNS(),
         turns=["can u remind me to do the evening run at 6.30pm mon and thu"],
         expect=dict(count=6, reminders=[("Evening run", "18:30", "mon thu")],
                     habits=[dict(name="Evening run", freq=("weekly", 2))])),

    dict(id="t22", cat="add", setup=ROUTINE(),
         turns=["add evening stretch, every day"],
         expect=dict(count=6, habits=[dict(name="~evening stretch", freq=("daily",)),
                                      dict(name="Stretch", group="Morning routine")])),

    # ---- several things at once ------------------------------------------------------------
    dict(id="t23", cat="multi", setup=RUNS(),
         turns=["drank my water, read the news n went for the evening run"],
         expect=dict(count=6, marks=[("Drink water", TODAY, "done"), ("Read news", TODAY, "done"),
                                     ("Evening run", TODAY, "done")],
                     nomarks=[("Read", TODAY), ("Morning run", TODAY)])),

    dict(id="t24", cat="multi", setup=RUNS(),
         turns=["water done ✔️ the coffee thing not so much, had like 4 cups 🙃", "yeah"],
         expect=dict(count=6, marks=[("Drink water", TODAY, "done")],
                     notdone=[("Drink less coffee", TODAY)], nomarks=[("Read", TODAY)])),

    # ---- avoid habits ----------------------------------------------------------------------
    # src: https://github.com/iSoron/uhabits/issues/144
    dict(id="t25", cat="avoid", setup=COFFEE,
         turns=["ugh yesterday i caved and had a flat white at like 3pm", "yes"],
         expect=dict(count=4, marks=[("Coffee after 2pm", YESTERDAY, "slipped")],
                     nomarks=[("Coffee after 2pm", TODAY)])),

    # ---- past days, context ----------------------------------------------------------------
    dict(id="t26", cat="dates", setup=RUNS(),
         turns=["friday i did my evening run, forgot to log it", "oh and the morning one too"],
         expect=dict(count=6, marks=[("Evening run", FRI, "done"), ("Morning run", FRI, "done")],
                     nomarks=[("Evening run", TODAY), ("Morning run", TODAY)],
                     habits=[dict(name="Evening run", freq=("weekly", 2)),
                             dict(name="Morning run", freq=("weekly", 3))])),

    dict(id="t27", cat="dates", setup=RUNS(),
         turns=["read on monday and tuesday, just the book not the news"],
         expect=dict(count=6, marks=[("Read", MON, "done"), ("Read", YESTERDAY, "done")],
                     nomarks=[("Read news", MON), ("Read news", YESTERDAY), ("Read", TODAY)],
                     habits=[dict(name="Read", freq=("daily",))])),

    # ---- ambiguous or out of scope: nothing may change ---------------------------------------
    dict(id="t28", cat="safety", setup=RUNS(),
         turns=["did it!"],
         expect=dict(unchanged=True)),

    dict(id="t29", cat="safety", setup=RUNS(),
         turns=["pause the run for a bit, my knee's playing up"],
         expect=dict(unchanged=True)),

    dict(id="t30", cat="safety", setup=RUNS(),
         turns=["can you block instagram after 10pm so i actually read"],
         expect=dict(unchanged=True)),

    # ---- similar names: teeth ----------------------------------------------------------------
    # src: https://github.com/iSoron/uhabits/issues/364
    dict(id="t31", cat="log", setup=TEETH,
         turns=["brushed my teeth", "morning"],
         expect=dict(count=5, marks=[("Brush teeth AM", TODAY, "done")],
                     nomarks=[("Brush teeth before bed", TODAY), ("Floss", TODAY)])),

    # src: https://github.com/iSoron/uhabits/issues/364
    dict(id="t32", cat="dates", setup=TEETH,
         turns=["last night brushed + flossed before bed, forgot to log"],
         expect=dict(count=5, marks=[("Brush teeth before bed", YESTERDAY, "done"),
                                     ("Floss", YESTERDAY, "done")],
                     nomarks=[("Brush teeth AM", YESTERDAY), ("Brush teeth before bed", TODAY),
                              ("Floss", TODAY)])),

    # src: https://erzadel.net/my-morning-routine/
    dict(id="t33", cat="dates", setup=ROUTINE(),
         turns=["ticking off yesterday's stuff i forgot: journal and meditate"],
         expect=dict(count=5, marks=[("Journal", YESTERDAY, "done"), ("Meditate", YESTERDAY, "done")],
                     nomarks=[("Stretch", YESTERDAY), ("Journal", TODAY), ("Meditate", TODAY)])),

    # src: https://jonpenland.com/exercise/taking-a-skip-day/
    dict(id="t34", cat="safety", setup=RUNS(),
         turns=["no run today, rough night with the little one and then school run chaos. taking a skip day"],
         expect=dict(count=6, notdone=[("Morning run", TODAY), ("Evening run", TODAY),
                                       ("Read", TODAY), ("Drink water", TODAY)])),

    # src: https://spin-plate-spin.blogspot.com/2010/12/habit-forming-fail.html
    dict(id="t35", cat="safety", setup=ROUTINE(),
         turns=["been sick all week, only made it to the gym once and didn't do my reading in the mornings at all"],
         expect=dict(count=5, notdone=[("Read", TODAY), ("Read", YESTERDAY), ("Read", MON)],
                     nomarks=[("Gym", TODAY), ("Gym", YESTERDAY), ("Gym", MON)])),

    # src: https://www.bijusukumaran.com/dailylog/flu
    dict(id="t36", cat="log", setup=FLU,
         turns=["had the flu for like a month, finally feeling better. did my 750 words and my workout today 💪"],
         expect=dict(count=4, marks=[("Write 750 words", TODAY, "done"), ("Workout", TODAY, "done")],
                     nomarks=[("Write to grandma", TODAY), ("Walk", TODAY)])),

    # src: https://www.jessicadenham.com/dealing-with-stuff/more-books-less-news
    dict(id="t37", cat="safety", setup=RUNS(),
         turns=["spent an hour on the news again instead of my book smh"],
         expect=dict(count=6, notdone=[("Read", TODAY)])),

    # src: https://supportforums.net/topic/1303-trying-to-find-the-perfect-morning-routine-that-actually-sticks
    dict(id="t38", cat="safety", setup=ROUTINE(),
         turns=["been trying different morning routines for ages, meditating then workouts then journaling, nothing sticks past a week or a fortnight tbh"],
         expect=dict(unchanged=True)),

    # src: https://github.com/InlitX/streak/issues/130
    dict(id="t39", cat="correct", setup=WALKS,
         turns=["i ticked the evening walk yesterday by mistake, didn't actually go", "yep"],
         expect=dict(count=4, notdone=[("Evening walk", YESTERDAY)],
                     marks=[("Morning walk", YESTERDAY, "done"), ("Walk the dog", YESTERDAY, "done")])),

    dict(id="t40", cat="query", setup=RUNS(mr=((MON, "done"), (YESTERDAY, "done"))),
         turns=["how many morning runs have i done this week"],
         expect=dict(unchanged=True, reply=r"(?i)\b(2|two|twice)\b")),
]
