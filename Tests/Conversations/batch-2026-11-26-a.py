"""Fresh batch A of conversations for the Habitat coach (format as in dev_cases.py).

Clock for every case: Wednesday 2026-03-04 09:00 (local = UTC).
  yesterday = Tue 03-03, "on monday" / "the day before yesterday" = 03-02,
  "on friday" in a report = 02-27, "friday" in a plan or skip = 03-06.
Written from SPEC.md only, without reading the coach's code, intents, tests or replies.
"""

TODAY = "2026-03-04"
YESTERDAY = "2026-03-03"
MON = "2026-03-02"
SUN = "2026-03-01"
SAT = "2026-02-28"
FRI = "2026-02-27"
THU = "2026-02-26"
WED_LAST = "2026-02-25"
TUE_LAST = "2026-02-24"
NEXT_FRI = "2026-03-06"

WEEKDAYS = "mon tue wed thu fri"


def H(name, freq=("daily",), tier="must", polarity="build", group=None, archived=False, marks=()):
    """A setup habit in the compact form run_eval.py's setup_doc() reads."""
    return {"name": name, "freq": freq, "tier": tier, "polarity": polarity,
            "group": group, "archived": archived, "marks": [tuple(m) for m in marks]}


CASES = [
    # ------------------------------------------------------------------ adding
    # src: https://mindcrate.vercel.app/how-to-best-track-habits-f6745d
    dict(id="a_add01", cat="add", setup=[],
         turns=["add strength training on mon, wed and fri, remind me at 6pm"],
         expect=dict(count=1,
                     habits=[{"name": "~strength", "freq": ("days", "mon wed fri"), "polarity": "build"}],
                     reminders=[("~strength", "18:00")])),
    # src: https://github.com/InlitX/streak/issues/18
    dict(id="a_add02", cat="add", setup=[],
         turns=["i should really wash my hair every other day lol, can u track that"],
         expect=dict(count=1, habits=[{"name": "~hair", "freq": ("interval", 2)}])),
    # src: https://github.com/daya0576/beaverhabits/issues/87
    dict(id="a_add03", cat="add", setup=[],
         turns=["add mountain biking, twice a week"],
         expect=dict(count=1, habits=[{"name": "~bik", "freq": ("weekly", 2)}])),
    # src: https://github.com/shub39/Grit/issues/100
    dict(id="a_add04", cat="add", setup=[],
         turns=["need to deep clean the kitchen once a month, can you add that"],
         expect=dict(count=1, habits=[{"name": "~clean", "freq": ("monthly", 1)}])),
    # src: https://github.com/iSoron/uhabits/issues/653
    dict(id="a_add05", cat="add", setup=[],
         turns=["piano practice 4 times in 10 days pls"],
         expect=dict(count=1, habits=[{"name": "~piano", "freq": ("rolling", 4, 10)}])),
    # a schedule the model cannot hold: nothing may be created silently with a wrong schedule
    # src: https://github.com/iSoron/uhabits/issues/653
    dict(id="a_add06", cat="add", setup=[],
         turns=["i want to water my plants at most every 4 days but at least once a week"],
         expect=dict(count=0)),
    # a schedule the model cannot hold (specific sundays of the month)
    # src: https://github.com/bruxy70/Garbage-Collection/issues/428
    dict(id="a_add07", cat="add", setup=[],
         turns=["call grandma on the first and third sunday of every month"],
         expect=dict(count=0)),
    dict(id="a_tier01", cat="tier", setup=[],
         turns=["add stretching every day but its optional"],
         expect=dict(count=1, habits=[{"name": "~stretch", "freq": ("daily",), "tier": "nice"}])),

    # ------------------------------------------------------------------ slot filling
    dict(id="a_slot01", cat="slots", setup=[],
         turns=["i want to start journaling", "weekdays"],
         expect=dict(count=1, habits=[{"name": "~journal", "freq": ("days", WEEKDAYS)}])),
    # src: https://babblecommunity.com/c/bullet-journaling/serious-question-did-anyone-else-think-habit-trackers-were-a-total-waste-of-time-df05s8
    dict(id="a_slot02", cat="slots", setup=[],
         turns=["i'd like to get outside for a walk more often", "weekends"],
         expect=dict(count=1, habits=[{"name": "~walk", "freq": ("days", "sat sun")}])),
    dict(id="a_corr01", cat="correct", setup=[],
         turns=["add running", "4 times a week", "actually make it 3"],
         expect=dict(count=1, habits=[{"name": "~run", "freq": ("weekly", 3)}])),
    dict(id="a_corr02", cat="correct",
         setup=[H("Read"), H("Yoga", ("weekly", 3))],
         turns=["did yoga", "wait no sorry i meant i read"],
         expect=dict(count=2, marks=[("Read", TODAY, "done")], notdone=[("Yoga", TODAY)])),

    # ------------------------------------------------------------------ logging past days
    dict(id="a_dates01", cat="dates", setup=[H("Read")],
         turns=["forgot to log it but i read on monday and tuesday"],
         expect=dict(count=1, habits=[{"name": "Read", "freq": ("daily",)}],
                     marks=[("Read", MON, "done"), ("Read", YESTERDAY, "done")])),
    dict(id="a_dates02", cat="dates", setup=[H("Go running", ("weekly", 3))],
         turns=["went for a run the day before yesterday"],
         expect=dict(count=1, marks=[("Go running", MON, "done")],
                     nomarks=[("Go running", TODAY)])),
    dict(id="a_dates03", cat="dates", setup=[H("Meditate")],
         turns=["can you log meditation for the 27th of feb"],
         expect=dict(count=1, marks=[("Meditate", FRI, "done")], nomarks=[("Meditate", TODAY)])),
    dict(id="a_dates04", cat="dates", setup=[H("Gym", ("weekly", 3))],
         turns=["oh and i hit the gym on friday, forgot to tell u"],
         expect=dict(count=1, habits=[{"name": "Gym", "freq": ("weekly", 3)}],
                     marks=[("Gym", FRI, "done")], nomarks=[("Gym", TODAY)])),

    # ------------------------------------------------------------------ skips, slips
    # src: https://github.com/iSoron/uhabits/issues/88
    dict(id="a_skip01", cat="log", setup=[H("Swim", ("days", "mon wed fri"))],
         turns=["pool's shut for maintenance so no swim today, can you skip it"],
         expect=dict(count=1, marks=[("Swim", TODAY, "skipped")])),
    # src: https://github.com/HabitRPG/habitica/issues/687
    dict(id="a_skip02", cat="log", setup=[H("Run"), H("Read")],
         turns=["sick as a dog, skip my run today pls"],
         expect=dict(count=2, marks=[("Run", TODAY, "skipped")], notdone=[("Read", TODAY)])),
    # src: https://www.crystals.eu/ur/blogs/addictions-and-liberation/recognizing-the-problem-setting-goals
    dict(id="a_avoid01", cat="avoid", setup=[],
         turns=["i need to quit energy drinks, theyre wrecking my sleep"],
         expect=dict(count=1, habits=[{"name": "~energy drink", "polarity": "avoid", "freq": ("daily",)}])),
    # src: https://misszoot.com/2020/08/05/addicted-to-doom-scrolling/
    dict(id="a_slip01", cat="avoid",
         setup=[H("Doomscrolling", polarity="avoid"), H("Read")],
         turns=["doomscrolled for like 2 hours last night 😩"],
         expect=dict(count=2, marks=[("Doomscrolling", YESTERDAY, "slipped")],
                     nomarks=[("Read", YESTERDAY), ("Doomscrolling", TODAY)])),

    # ------------------------------------------------------------------ negation / contrast
    dict(id="a_neg01", cat="log", setup=[H("Run")],
         turns=["didnt manage to run today, legs were dead"],
         expect=dict(count=1, notdone=[("Run", TODAY)])),
    # src: https://newsletter.param.codes/p/cultivating-a-reading-habit-again
    dict(id="a_neg02", cat="log", setup=[H("Read")],
         turns=["ended up scrolling tiktok for an hour instead of reading 🙃"],
         expect=dict(count=1, notdone=[("Read", TODAY)])),
    dict(id="a_neg03", cat="log",
         setup=[H("Yoga", ("weekly", 3)), H("Go running", ("weekly", 3))],
         turns=["did yoga instead of going for a run"],
         expect=dict(count=2, marks=[("Yoga", TODAY, "done")], notdone=[("Go running", TODAY)])),
    dict(id="a_neg04", cat="log", setup=[H("Gym", ("weekly", 3)), H("Read")],
         turns=["no gym today, place is always rammed on wednesdays ugh"],
         expect=dict(count=2, habits=[{"name": "Gym", "freq": ("weekly", 3)}],
                     notdone=[("Gym", TODAY)], nomarks=[("Read", TODAY)])),

    # ------------------------------------------------------------------ edits, groups
    dict(id="a_edit01", cat="edit", setup=[H("Run", marks=[(MON, "done")])],
         turns=["rename run to morning jog"],
         expect=dict(count=1, habits=[{"name": "Morning jog", "freq": ("daily",)}],
                     marks=[("Morning jog", MON, "done")])),
    dict(id="a_edit02", cat="edit", setup=[H("Gym", ("weekly", 3), tier="nice")],
         turns=["can we bump gym up to 4x a week and make it a must"],
         expect=dict(count=1, habits=[{"name": "Gym", "freq": ("weekly", 4), "tier": "must"}])),
    dict(id="a_edit03", cat="edit", setup=[H("Cold showers"), H("Read")],
         turns=["delete cold showers", "yes"],
         expect=dict(count=1, habits=[{"name": "Read", "freq": ("daily",)}])),
    dict(id="a_group01", cat="group",
         setup=[H("Guitar", tier="nice"), H("Drawing", tier="nice"), H("Painting", tier="nice")],
         turns=["put guitar, drawing and painting in a group called creative, i only need to do 1 of them a day"],
         expect=dict(count=3, groups=[{"name": "Creative", "require": 1,
                                        "members": ["Guitar", "Drawing", "Painting"]}])),

    # ------------------------------------------------------------------ reminders
    dict(id="a_rem01", cat="remind", setup=[H("Read")],
         turns=["ping me at half seven in the evening to read"],
         expect=dict(count=1, reminders=[("Read", "19:30")])),
    # src: https://github.com/FriesI23/mhabit/issues/627
    dict(id="a_rem02", cat="remind", setup=[H("Stretch")],
         turns=["can you nudge me to stretch at 7am on weekdays"],
         expect=dict(count=1, reminders=[("Stretch", "07:00", WEEKDAYS)])),

    # ------------------------------------------------------------------ several requests
    dict(id="a_multi01", cat="multi", setup=[],
         turns=["set up gym 3x a week and drinking water every day"],
         expect=dict(count=2, habits=[{"name": "~gym", "freq": ("weekly", 3)},
                                      {"name": "~water", "freq": ("daily",)}])),
    dict(id="a_multi02", cat="multi", setup=[H("Gym", ("weekly", 3)), H("Read")],
         turns=["skip gym today, my knee's playing up, but i did read"],
         expect=dict(count=2, marks=[("Gym", TODAY, "skipped"), ("Read", TODAY, "done")])),

    # ------------------------------------------------------------------ questions (change nothing)
    dict(id="a_q01", cat="query",
         setup=[H("Read", marks=[(MON, "done"), (YESTERDAY, "done")]), H("Meditate")],
         turns=["my streak?"],
         expect=dict(unchanged=True)),
    dict(id="a_q02", cat="query",
         setup=[H("Gym", ("weekly", 3), marks=[(MON, "done")]), H("Read", marks=[(SUN, "done")])],
         turns=["stats pls"],
         expect=dict(unchanged=True)),
    dict(id="a_q03", cat="query", setup=[H("Read", marks=[(MON, "done")])],
         turns=["did i read yesterday?"],
         expect=dict(unchanged=True)),

    # ------------------------------------------------------------------ must change nothing
    dict(id="a_safe01", cat="safety", setup=[H("Run", ("weekly", 3))],
         turns=["my sister runs every day, shes actually insane lol"],
         expect=dict(unchanged=True)),
    dict(id="a_safe02", cat="safety", setup=[H("Read")],
         turns=["whats the weather gonna be like tmrw"],
         expect=dict(unchanged=True)),
    dict(id="a_safe03", cat="safety", setup=[H("Read")],
         turns=["can u check my bank balance real quick"],
         expect=dict(unchanged=True)),
    dict(id="a_safe04", cat="safety", setup=[H("Read")],
         turns=["look up a good banana bread recipe for me"],
         expect=dict(unchanged=True)),
    dict(id="a_safe05", cat="safety", setup=[H("Run", ("weekly", 3))],
         turns=["gonna go for a run after work"],
         expect=dict(unchanged=True)),
    dict(id="a_safe06", cat="safety", setup=[H("Meditate"), H("Read")],
         turns=["feeling really low today tbh"],
         expect=dict(unchanged=True)),
    # a schedule alone, nothing open, no edit verb: confirmed first, never applied silently
    dict(id="a_safe07", cat="safety", setup=[H("Gym", ("weekly", 3))],
         turns=["twice a week"],
         expect=dict(unchanged=True)),
    # which habit? two habits match "run"
    dict(id="a_safe08", cat="safety", setup=[H("Morning run"), H("Evening run")],
         turns=["rename run to jog"],
         expect=dict(unchanged=True)),
    dict(id="a_safe09", cat="safety", setup=[],
         turns=["i used to meditate every day back in uni"],
         expect=dict(unchanged=True)),
    # src: https://babblecommunity.com/c/bullet-journaling/serious-question-did-anyone-else-think-habit-trackers-were-a-total-waste-of-time-df05s8
    dict(id="a_safe10", cat="safety", setup=[],
         turns=["my friend swears by tracking water and making her bed every day lol"],
         expect=dict(unchanged=True)),
]
