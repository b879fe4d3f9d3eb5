"""Blind batch TY (2026-12-09): people typing fast on phones.

No capitals, little punctuation, abbreviations (tmrw, pls, u, w/, 2day, b4, yday, wk),
occasional typos of common words, run-on messages, emoji.

Clock: Wednesday 2026-03-04 09:00.
  yesterday = Tue 03-03, "monday" (report) = 03-02, "sun" = 03-01, "sat" = 02-28,
  "friday" in a plan/skip = 03-06 (the coming one).

Mix: TY01-TY14 one message that asks for a change; TY15-TY27 two to four turns where the
person answers the coach (or corrects it); TY28-TY40 messages that must change nothing, or
where the only safe assertion is that nothing wrong happened.
"""

TODAY = "2026-03-04"
YESTERDAY = "2026-03-03"
MON = "2026-03-02"
SUN = "2026-03-01"
SAT = "2026-02-28"
FRI = "2026-02-27"
NEXT_FRI = "2026-03-06"


def H(name, freq=("daily",), tier="must", polarity="build", group=None, archived=False, marks=()):
    """A setup habit in the runner's compact form."""
    return {"name": name, "freq": freq, "tier": tier, "polarity": polarity, "group": group,
            "archived": archived, "marks": [tuple(m) for m in marks]}


CASES = [
    # ------------------------------------------------------------------
    # One message that asks for a change
    # ------------------------------------------------------------------
    # src: http://www.rachelinwales.com/2025  (tracks flossing, admits she rarely does it)
    dict(id="TY01", cat="add", setup=[],
         turns=["add floss every nite pls 🦷"],
         expect=dict(count=1, maxlen=15,
                     habits=[dict(name="~floss", freq=("daily",), polarity="build")])),

    # src: https://nono.ma/habit-trackers-work  (meditation and reading as daily ticks)
    dict(id="TY02", cat="log",
         setup=[H("Meditate"), H("Read")],
         turns=["meditated n read 2day 👍"],
         expect=dict(count=2,
                     marks=[("Meditate", TODAY, "done"), ("Read", TODAY, "done")])),

    dict(id="TY03", cat="dates",
         setup=[H("Gym", ("days", "mon wed fri"))],
         turns=["forgot to log gym on monday, def went tho"],
         expect=dict(count=1,
                     habits=[dict(name="Gym", freq=("days", "mon wed fri"))],
                     marks=[("Gym", MON, "done")],
                     nomarks=[("Gym", TODAY)])),

    # src: https://github.com/HabitRPG/habitica/issues/687  (down with flu, didn't want it to count against them)
    dict(id="TY04", cat="log",
         setup=[H("Walk")],
         turns=["skipped my walk yday bc flu 🤒 pls dont count it"],
         expect=dict(count=1,
                     marks=[("Walk", YESTERDAY, "skipped")],
                     nomarks=[("Walk", TODAY)])),

    # src: https://familywnews.com/health-news/how-this-guy-quit-vaping  (quitting vaping, social triggers)
    dict(id="TY05", cat="avoid",
         setup=[H("Vaping", polarity="avoid")],
         turns=["ugh vaped at the party last nite 😩"],
         expect=dict(count=1,
                     habits=[dict(name="Vaping", polarity="avoid", freq=("daily",))],
                     marks=[("Vaping", YESTERDAY, "slipped")],
                     nomarks=[("Vaping", TODAY)])),

    # src: https://github.com/dohsimpson/HabitTrove/issues/1  (gym on monday, wednesday and friday)
    dict(id="TY06", cat="multi", setup=[],
         turns=["add gym mon wed fri n journal evry day"],
         expect=dict(count=2, maxlen=15,
                     habits=[dict(name="~gym", freq=("days", "mon wed fri")),
                             dict(name="~journal", freq=("daily",))])),

    # src: https://github.com/DanielRendox/RoutineTracker/issues/25  (daily meds, wants a reminder at 8 am)
    dict(id="TY07", cat="remind",
         setup=[H("Meds")],
         turns=["remind me to take my meds at 8am evry day pls"],
         expect=dict(count=1,
                     habits=[dict(name="Meds", freq=("daily",))],
                     reminders=[("Meds", "08:00")],
                     nomarks=[("Meds", TODAY)])),

    dict(id="TY08", cat="edit",
         setup=[H("Walk", marks=[(MON, "done")])],
         turns=["rename walk to evening walk pls"],
         expect=dict(count=1,
                     habits=[dict(name="Evening walk", freq=("daily",))],
                     marks=[("Evening walk", MON, "done")],
                     nomarks=[("Evening walk", TODAY)])),

    # src: https://kolinacicero.medium.com/ive-tracked-my-habits-for-three-years-63d227e54a5b  (nail biting as a habit to quit)
    dict(id="TY09", cat="avoid", setup=[],
         turns=["can u add a habit to stop biting my nails 💅"],
         expect=dict(count=1, maxlen=25,
                     habits=[dict(name="~nail", polarity="avoid", freq=("daily",))])),

    dict(id="TY10", cat="dates",
         setup=[H("Stretch")],
         turns=["stretched sat n sun 🙌"],
         expect=dict(count=1,
                     habits=[dict(name="Stretch", freq=("daily",))],
                     marks=[("Stretch", SAT, "done"), ("Stretch", SUN, "done")],
                     nomarks=[("Stretch", TODAY)])),

    dict(id="TY11", cat="dates",
         setup=[H("Gym", ("days", "mon wed fri"))],
         turns=["pls skip gym fri, flying out for wrok ✈️"],
         expect=dict(count=1,
                     habits=[dict(name="Gym", freq=("days", "mon wed fri"))],
                     marks=[("Gym", NEXT_FRI, "skipped")],
                     nomarks=[("Gym", FRI), ("Gym", TODAY)])),

    dict(id="TY12", cat="tier", setup=[],
         turns=["add guitar 3x a wk, jus a nice to have tho"],
         expect=dict(count=1, maxlen=20,
                     habits=[dict(name="~guitar", freq=("weekly", 3), tier="nice")])),

    # src: https://github.com/iSoron/uhabits/issues/325  (a "cardio" group ticked when run or bike is done)
    dict(id="TY13", cat="group",
         setup=[H("Run", ("weekly", 2)), H("Swim", ("weekly", 2)), H("Bike", ("weekly", 2))],
         turns=["make a group cardio w/ run swim n bike, any 1 of them counts"],
         expect=dict(count=3,
                     groups=[dict(name="Cardio", require=1, members=["Run", "Swim", "Bike"])])),

    # src: https://github.com/daya0576/beaverhabits/issues/147  (sore/injured, wants to step out of a day without losing it)
    dict(id="TY14", cat="multi",
         setup=[H("Yoga"), H("Gym", ("days", "mon wed fri"))],
         turns=["did yoga this morning, skip gym 2day bc im sore af, and add drink water every day"],
         expect=dict(count=3, maxlen=20,
                     habits=[dict(name="~water", freq=("daily",))],
                     marks=[("Yoga", TODAY, "done"), ("Gym", TODAY, "skipped")])),

    # ------------------------------------------------------------------
    # Two to four turns: answers to the coach, corrections
    # ------------------------------------------------------------------
    # src: https://github.com/dwyl/health/issues/35  (trying to drink more water each day)
    dict(id="TY15", cat="slots", setup=[],
         turns=["add drink water 8 glasses a day", "had 3 so far lol"],
         expect=dict(count=1,
                     habits=[dict(name="~water", freq=("daily",),
                                  target={"amount": 8, "unit": "glass"})],
                     marks=[("~water", TODAY, "partial", 3)])),

    dict(id="TY16", cat="slots", setup=[],
         turns=["i wanna start reading more b4 bed", "4x a wk"],
         expect=dict(count=1, maxlen=20,
                     habits=[dict(name="~read", freq=("weekly", 4))])),

    # src: https://github.com/InlitX/streak/issues/18  (washing hair every other day)
    dict(id="TY17", cat="slots", setup=[],
         turns=["add washing my hair", "every other day"],
         expect=dict(count=1, maxlen=20,
                     habits=[dict(name="~hair", freq=("interval", 2))])),

    dict(id="TY18", cat="slots", setup=[],
         turns=["i should go to the gym more tbh", "mon wed fri"],
         expect=dict(count=1, maxlen=20,
                     habits=[dict(name="~gym", freq=("days", "mon wed fri"))])),

    # src: https://github.com/FriesI23/mhabit/issues/627  (weekday-only routines)
    dict(id="TY19", cat="slots", setup=[],
         turns=["add spanish practice", "weekdyas"],
         expect=dict(count=1, maxlen=20,
                     habits=[dict(name="~spanish", freq=("days", "mon tue wed thu fri"))])),

    dict(id="TY20", cat="remind",
         setup=[H("Journal")],
         turns=["can u remind me to journal", "9pm"],
         expect=dict(count=1,
                     habits=[dict(name="Journal", freq=("daily",))],
                     reminders=[("Journal", "21:00")],
                     nomarks=[("Journal", TODAY)])),

    dict(id="TY21", cat="correct", setup=[],
         turns=["add yoga 2x a week", "actually make it 3 times"],
         expect=dict(count=1,
                     habits=[dict(name="Yoga", freq=("weekly", 3))])),

    dict(id="TY22", cat="correct", setup=[],
         turns=["add jogging every day", "no cal it running"],
         expect=dict(count=1,
                     habits=[dict(name="Running", freq=("daily",))])),

    dict(id="TY23", cat="edit",
         setup=[H("Piano", ("weekly", 2), marks=[(MON, "done")]), H("Read")],
         turns=["pls delete piano i gave up on it lol", "ya"],
         expect=dict(count=1,
                     habits=[dict(name="Read", freq=("daily",))])),

    # src: https://github.com/daya0576/beaverhabits/issues/222  (a "workouts" group: running, weights, sport)
    dict(id="TY24", cat="group",
         setup=[H("Run", ("weekly", 2), group="Exercise"), H("Gym", ("weekly", 2), group="Exercise")],
         turns=["add swimming 2x a week", "yep"],
         expect=dict(count=3,
                     habits=[dict(name=["Swimming", "Swim"], freq=("weekly", 2), group="Exercise"),
                             dict(name="Run", group="Exercise"),
                             dict(name="Gym", group="Exercise")])),

    dict(id="TY25", cat="log",
         setup=[H("Morning run"), H("Evening run")],
         turns=["did my run 🏃‍♀️", "morning"],
         expect=dict(count=2,
                     marks=[("Morning run", TODAY, "done")],
                     nomarks=[("Evening run", TODAY)])),

    dict(id="TY26", cat="slots", setup=[],
         turns=["add meditation", "every day, remind me at 7am"],
         expect=dict(count=1, maxlen=20,
                     habits=[dict(name="~medit", freq=("daily",))],
                     reminders=[("~medit", "07:00")])),

    dict(id="TY27", cat="slots", setup=[],
         turns=["hey", "i keep putting off calling my mum", "once a week", "thats all 4 now thx"],
         expect=dict(count=1, maxlen=20,
                     habits=[dict(name="~mum", freq=("weekly", 1))])),

    # ------------------------------------------------------------------
    # Must change nothing / only "nothing wrong happened"
    # ------------------------------------------------------------------
    dict(id="TY28", cat="safety",
         setup=[H("Run", ("weekly", 3))],
         turns=["my bf ran a half marathon on sunday!! so proud of him"],
         expect=dict(unchanged=True)),

    dict(id="TY29", cat="safety",
         setup=[H("Read", marks=[(MON, "done")])],
         turns=["didnt read last nite, was to tired"],
         expect=dict(count=1, notdone=[("Read", YESTERDAY), ("Read", TODAY)])),

    dict(id="TY30", cat="safety",
         setup=[H("Gym", ("days", "mon wed fri"))],
         turns=["gonna hit the gym tmrw prob"],
         expect=dict(unchanged=True)),

    dict(id="TY31", cat="query",
         setup=[H("Meditate", marks=[(MON, "done")]),
                H("Read", marks=[(MON, "done"), (YESTERDAY, "done")])],
         turns=["how am i doin this wk?"],
         expect=dict(unchanged=True)),

    dict(id="TY32", cat="safety", setup=[],
         turns=["lol ok", "ty 🙏"],
         expect=dict(count=0, unchanged=True)),

    dict(id="TY33", cat="safety",
         setup=[H("Run", ("weekly", 3)), H("Yoga")],
         turns=["can u order me a pizza lol"],
         expect=dict(unchanged=True)),

    dict(id="TY34", cat="safety",
         setup=[H("Swim", ("weekly", 2))],
         turns=["swim class got cancelled 2day 😤"],
         expect=dict(count=1, notdone=[("Swim", TODAY)],
                     habits=[dict(name="Swim", freq=("weekly", 2))])),

    dict(id="TY35", cat="safety",
         setup=[H("Yoga")],
         turns=["only managed like 5 min of yoga 2day"],
         expect=dict(count=1, notdone=[("Yoga", TODAY)],
                     habits=[dict(name="Yoga", freq=("daily",))])),

    # src: https://github.com/HabitRPG/habitica/issues/687  (ill for a couple of days)
    dict(id="TY36", cat="safety",
         setup=[H("Gym", ("days", "mon wed fri")), H("Read")],
         turns=["im sick til sunday 🤒"],
         expect=dict(unchanged=True, nopauses=True)),

    # typo that could be "ran" or "read": a careful coach asks, it doesn't guess
    dict(id="TY37", cat="robust",
         setup=[H("Read"), H("Run", ("weekly", 3))],
         turns=["rean this morning"],
         expect=dict(count=2, notdone=[("Read", TODAY), ("Run", TODAY)])),

    dict(id="TY38", cat="correct", setup=[],
         turns=["add piano", "nvm"],
         expect=dict(count=0)),

    dict(id="TY39", cat="correct",
         setup=[H("Read")],
         turns=["read 2day ✅", "oops didnt mean that, undo"],
         expect=dict(unchanged=True)),

    # src: https://getstimulus.app/blog/stop-doomscrolling-before-bed  (scrolling in bed late into the night)
    dict(id="TY40", cat="query",
         setup=[H("Scrolling in bed", polarity="avoid")],
         turns=["any tips 4 not scrolling in bed?? i always end up on my phone til 2am"],
         expect=dict(unchanged=True)),
]
