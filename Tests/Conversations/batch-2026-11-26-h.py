"""Fresh batch h: 40 conversations with the habit coach, written from SPEC.md and the
product seeds only (no code, intents, tests, transcripts or other batches were read).

Clock for every case: Wednesday 2026-03-04 09:00 (local = UTC).
  yesterday / "last night" = Tue 03-03, "monday" = 03-02, "sunday" = 03-01,
  "saturday" = 02-28, "friday" in a report = 02-27, "friday" in a plan or skip = 03-06.

Format as in dev_cases.py: id, cat, setup (compact habits from H()), turns, expect.
`# src:` names the public text a case's wording is paraphrased from.
"""

TODAY = "2026-03-04"
YESTERDAY = "2026-03-03"
MON = "2026-03-02"
SUN = "2026-03-01"
SAT = "2026-02-28"
FRI = "2026-02-27"
THU = "2026-02-26"
WED_LAST = "2026-02-25"
NEXT_THU = "2026-03-05"
NEXT_FRI = "2026-03-06"

WEEKDAYS = "mon tue wed thu fri"


def H(name, freq=("daily",), tier="must", polarity="build", group=None, archived=False, marks=()):
    """A setup habit in the compact form run_eval.setup_doc expects."""
    return {"name": name, "freq": tuple(freq), "tier": tier, "polarity": polarity,
            "group": group, "archived": archived, "marks": list(marks)}


CASES = [
    # ------------------------------------------------------------------ adding (10)
    # src: http://www.mommysanest.com/tag/self-care/  (hygienist calls her a "non-flosser"; adds flossing before bed)
    dict(id="h_add01", cat="free", setup=[],
         turns=["ok so the dentist basically called me a non-flosser 😬 i want to floss every night before bed"],
         expect={"habits": [{"name": "~floss", "freq": ("daily",), "polarity": "build"}],
                 "count": 1, "maxlen": 25}),

    # src: https://writetogether.space/posts/kyntha/habits  ("walking every other day")
    dict(id="h_add02", cat="add", setup=[],
         turns=["wanna get back into walking. every other day"],
         expect={"habits": [{"name": "~walk", "freq": ("interval", 2), "polarity": "build"}],
                 "count": 1, "maxlen": 25}),

    # src: https://bradysalz.com/personal/bad-habits/  (picked up an abandoned guitar, wants to play regularly)
    dict(id="h_add03", cat="slots", setup=[],
         turns=["I want to practise guitar more", "3x a week"],
         expect={"habits": [{"name": "~guitar", "freq": ("weekly", 3)}],
                 "count": 1, "maxlen": 25}),

    # src: https://github.com/HabitRPG/habitica/issues/116  (work-only habits: Monday-Friday, weekends shouldn't count)
    dict(id="h_add04", cat="add", setup=[],
         turns=["need a habit for clearing my inbox but only mon-fri, weekends dont count"],
         expect={"habits": [{"name": "~inbox", "freq": ("days", WEEKDAYS), "polarity": "build"}],
                 "count": 1, "maxlen": 30}),

    # src: https://storminabcup.wordpress.com/2013/04/25/bad-habits-and-trying-to-break-them/  (lifelong nail biter, trying again)
    dict(id="h_add05", cat="avoid", setup=[],
         turns=["been biting my nails for years, i want to stop for real this time"],
         expect={"habits": [{"name": "~nail", "polarity": "avoid", "freq": ("daily",)}],
                 "count": 1, "maxlen": 25}),

    dict(id="h_add06", cat="tier", setup=[],
         turns=["add journaling 4 times a week, it's more of a nice-to-have"],
         expect={"habits": [{"name": "~journal", "freq": ("weekly", 4), "tier": "nice"}],
                 "count": 1, "maxlen": 25}),

    # src: https://theodysseyonline.com/5-little-habits-im-applying-in-2017  (stretch every day for back and neck)
    dict(id="h_add07", cat="multi", setup=[],
         turns=["can you add stretching daily (must do) and yoga 2x a week pls"],
         expect={"habits": [{"name": ["Stretch", "Stretching"], "freq": ("daily",), "tier": "must"},
                            {"name": "Yoga", "freq": ("weekly", 2)}],
                 "count": 2}),

    dict(id="h_add08", cat="group",
         setup=[H("Running", ("weekly", 2), group="Exercise"), H("Gym", ("weekly", 2), group="Exercise")],
         turns=["i'd like to add swimming once a week", "yes"],
         expect={"habits": [{"name": "~swim", "freq": ("weekly", 1), "group": "Exercise"},
                            {"name": "Running", "group": "Exercise"},
                            {"name": "Gym", "group": "Exercise"}],
                 "count": 3}),

    # src: https://www.techradar.com/health-fitness/mattresses/i-swapped-doomscrolling-for-reading-before-bed-and-i-regret-to-inform-you-it-did-improve-my-sleep
    dict(id="h_add09", cat="slots", setup=[],
         turns=["hey", "read more honestly, i just doomscroll every night", "every day", "that's all for now"],
         expect={"habits": [{"name": ["Read", "Reading", "Read more"], "freq": ("daily",), "polarity": "build"}],
                 "count": 1}),

    # src: https://github.com/shub39/Grit/issues/100  (monthly deep cleaning alongside other chores)
    dict(id="h_add10", cat="add", setup=[],
         turns=["put 'deep clean bathroom' on my list, monthly"],
         expect={"habits": [{"name": "~clean", "freq": ("monthly", 1)}],
                 "count": 1, "maxlen": 30}),

    # ------------------------------------------------------------------ logging (10)
    dict(id="h_log01", cat="log",
         setup=[H("Floss"), H("Read")],
         turns=["flossed n read last night before bed"],
         expect={"marks": [("Floss", YESTERDAY, "done"), ("Read", YESTERDAY, "done")],
                 "nomarks": [("Floss", TODAY), ("Read", TODAY)],
                 "habits": [{"name": "Floss", "freq": ("daily",)}, {"name": "Read", "freq": ("daily",)}],
                 "count": 2}),

    dict(id="h_log02", cat="dates",
         setup=[H("Gym", ("weekly", 3))],
         turns=["hit the gym saturday and monday 💪"],
         expect={"marks": [("Gym", SAT, "done"), ("Gym", MON, "done")],
                 "nomarks": [("Gym", TODAY)],
                 "habits": [{"name": "Gym", "freq": ("weekly", 3)}],
                 "count": 1}),

    # src: https://github.com/InlitX/streak/issues/46  (notes per check-in, e.g. a workout with sore knees)
    dict(id="h_log03", cat="log",
         setup=[H("Run", ("weekly", 3))],
         turns=["ran this morning: knees a bit sore but felt good overall"],
         expect={"marks": [("Run", TODAY, "done")],
                 "habits": [{"name": "Run", "freq": ("weekly", 3)}],
                 "count": 1}),

    # src: https://github.com/iSoron/uhabits/issues/88  (skip a day when the pool is closed for a public holiday)
    dict(id="h_log04", cat="log",
         setup=[H("Swimming", ("days", "mon wed fri"))],
         turns=["skip swimming today, pool's shut for the holiday"],
         expect={"marks": [("Swimming", TODAY, "skipped")],
                 "habits": [{"name": "Swimming", "freq": ("days", "mon wed fri")}],
                 "count": 1}),

    # src: https://github.com/dohsimpson/HabitTrove/issues/153  (quit smoking, then have a cigarette)
    dict(id="h_log05", cat="avoid",
         setup=[H("Smoking", polarity="avoid")],
         turns=["ugh had a cigarette at my mate's party last night"],
         expect={"marks": [("Smoking", YESTERDAY, "slipped")],
                 "nomarks": [("Smoking", TODAY)],
                 "habits": [{"name": "Smoking", "polarity": "avoid"}],
                 "count": 1}),

    dict(id="h_log06", cat="multi",
         setup=[H("Meditate"), H("Journal"), H("Walk")],
         turns=["meditated ✅ journaled ✅ walk ❌ (raining)"],
         expect={"marks": [("Meditate", TODAY, "done"), ("Journal", TODAY, "done")],
                 "notdone": [("Walk", TODAY)],
                 "count": 3}),

    # src: https://github.com/HabitRPG/habitica/issues/183  (did it, but forgot to check it off that day)
    dict(id="h_log07", cat="dates",
         setup=[H("Read")],
         turns=["forgot to tick off reading on sunday, i def did it though"],
         expect={"marks": [("Read", SUN, "done")],
                 "nomarks": [("Read", TODAY)],
                 "habits": [{"name": "Read", "freq": ("daily",)}],
                 "count": 1}),

    dict(id="h_log08", cat="dates",
         setup=[H("Yoga", ("weekly", 2))],
         turns=["did yoga on 26 feb"],
         expect={"marks": [("Yoga", THU, "done")],
                 "nomarks": [("Yoga", TODAY)],
                 "habits": [{"name": "Yoga", "freq": ("weekly", 2)}],
                 "count": 1}),

    # src: https://github.com/BaraniVA/Habitheat/issues/45  (skip with a reason such as travelling)
    # A skip for a coming day is a pause of that day, not a mark: assert only that nothing was
    # logged on last friday or next friday and the schedule is untouched.
    dict(id="h_log09", cat="log",
         setup=[H("Gym", ("days", "mon wed fri"))],
         turns=["gonna skip gym on friday, flying out to see my sister"],
         expect={"nomarks": [("Gym", FRI), ("Gym", NEXT_FRI)],
                 "notdone": [("Gym", TODAY)],
                 "habits": [{"name": "Gym", "freq": ("days", "mon wed fri"), "archived": False}],
                 "count": 1}),

    dict(id="h_log10", cat="log",
         setup=[H("Morning run"), H("Evening run")],
         turns=["did my run", "the morning one"],
         expect={"marks": [("Morning run", TODAY, "done")],
                 "nomarks": [("Evening run", TODAY)],
                 "count": 2}),

    # ------------------------------------------------------------------ edits (8)
    dict(id="h_edit01", cat="edit",
         setup=[H("Go running", ("weekly", 2))],
         turns=["rename go running to jogging pls"],
         expect={"habits": [{"name": "Jogging", "freq": ("weekly", 2)}], "count": 1}),

    dict(id="h_edit02", cat="edit",
         setup=[H("Yoga", ("weekly", 2)), H("Read")],
         turns=["can we bump yoga upto 3 times a week"],
         expect={"habits": [{"name": "Yoga", "freq": ("weekly", 3)}, {"name": "Read", "freq": ("daily",)}],
                 "count": 2}),

    dict(id="h_edit03", cat="tier",
         setup=[H("Journal", tier="must")],
         turns=["journal doesn't need to be a must-do, make it optional"],
         expect={"habits": [{"name": "Journal", "tier": "nice", "freq": ("daily",), "archived": False}],
                 "count": 1}),

    dict(id="h_edit04", cat="edit",
         setup=[H("Duolingo"), H("Read")],
         turns=["done w duolingo for now, can u archive it"],
         expect={"habits": [{"name": "Duolingo", "archived": True}, {"name": "Read", "archived": False}],
                 "count": 2}),

    dict(id="h_edit05", cat="edit",
         setup=[H("Piano", ("weekly", 3)), H("Read")],
         turns=["delete piano, i sold it", "yes"],
         expect={"habits": [{"name": "Read", "freq": ("daily",)}], "count": 1}),

    # src: https://github.com/iSoron/uhabits/issues/495  (a "sport" group of swimming, bodybuilding, soccer: only one a day)
    dict(id="h_edit06", cat="group",
         setup=[H("Swimming", ("weekly", 2)), H("Weights", ("weekly", 2)), H("Football", ("weekly", 2))],
         turns=["make a sport group with swimming, weights and football, i can only do one of them a day"],
         expect={"groups": [{"name": "Sport", "require": 1, "members": ["Swimming", "Weights", "Football"]}],
                 "count": 3}),

    # src: https://github.com/iSoron/uhabits/issues/251  (reminders only on weekdays)
    dict(id="h_edit07", cat="edit",
         setup=[H("Read")],
         turns=["Remind me to read at 9pm on weekdays"],
         expect={"reminders": [("Read", "21:00", WEEKDAYS)],
                 "habits": [{"name": "Read", "freq": ("daily",)}],
                 "nomarks": [("Read", TODAY)],
                 "count": 1}),

    dict(id="h_edit08", cat="group",
         setup=[H("Running", ("weekly", 2), group="Exercise"), H("Gym", ("weekly", 2), group="Exercise"),
                H("Yoga", ("weekly", 2))],
         turns=["can you add yoga to my exercise group too"],
         expect={"habits": [{"name": "Yoga", "group": "Exercise", "freq": ("weekly", 2)}],
                 "groups": [{"name": "Exercise", "members": ["Running", "Gym", "Yoga"]}],
                 "count": 3}),

    # ------------------------------------------------------------------ questions (4, change nothing)
    dict(id="h_q01", cat="query",
         setup=[H("Read", marks=[(TODAY, "done")]), H("Floss"), H("Gym", ("weekly", 3))],
         turns=["whats left for todya?"],
         expect={"unchanged": True, "reply": r"(?i)floss"}),

    # Read done 02-27 .. 03-03, nothing on 02-26: current streak 5 (today still open).
    dict(id="h_q02", cat="query",
         setup=[H("Read", marks=[(FRI, "done"), (SAT, "done"), (SUN, "done"), (MON, "done"), (YESTERDAY, "done")])],
         turns=["how's my reading streak looking"],
         expect={"unchanged": True, "reply": r"(?i)\b(5|five)\b"}),

    dict(id="h_q03", cat="query",
         setup=[H("Gym", ("weekly", 3), marks=[(MON, "done")]),
                H("Read", marks=[(MON, "done"), (YESTERDAY, "done")])],
         turns=["how's my week going so far?"],
         expect={"unchanged": True}),

    dict(id="h_q04", cat="query",
         setup=[H("Gym", ("days", "mon wed fri"), marks=[(MON, "done")])],
         turns=["did i go to the gym yesterday?"],
         expect={"unchanged": True}),

    # ------------------------------------------------------------------ must change nothing (8)
    dict(id="h_safe01", cat="safety",
         setup=[H("Run", ("weekly", 3))],
         turns=["my girlfriend ran a half marathon on sunday!! so proud of her"],
         expect={"unchanged": True}),

    dict(id="h_safe02", cat="safety",
         setup=[H("Read")],
         turns=["didnt read at all yesterday, was knackered"],
         expect={"notdone": [("Read", YESTERDAY)], "nomarks": [("Read", TODAY)],
                 "habits": [{"name": "Read", "freq": ("daily",)}], "count": 1}),

    dict(id="h_safe03", cat="safety",
         setup=[H("Run", ("weekly", 3))],
         turns=["i'm going to go for a run after work"],
         expect={"unchanged": True}),

    dict(id="h_safe04", cat="safety",
         setup=[H("Read")],
         turns=["can u order me a pizza lol"],
         expect={"unchanged": True}),

    dict(id="h_safe05", cat="safety",
         setup=[H("Gym", ("weekly", 3)), H("Read")],
         turns=["feeling super unmotivated this week tbh"],
         expect={"unchanged": True}),

    # "which habit?": two runs match, the person never says which.
    dict(id="h_safe06", cat="safety",
         setup=[H("Morning run"), H("Evening run")],
         turns=["pause run for a week"],
         expect={"unchanged": True}),

    # src: https://www.techradar.com/health-fitness/mattresses/i-swapped-doomscrolling-for-reading-before-bed-and-i-regret-to-inform-you-it-did-improve-my-sleep
    dict(id="h_safe07", cat="safety",
         setup=[H("Read")],
         turns=["doomscrolled for like an hour instead of reading last night"],
         expect={"notdone": [("Read", YESTERDAY)], "nomarks": [("Read", TODAY)],
                 "habits": [{"name": "Read", "freq": ("daily",)}], "count": 1}),

    # src: https://github.com/goodtohear/habits/issues/49  (pause habits while ill without losing them)
    # A statement: the coach may offer a pause, but nothing changes until the person says yes.
    dict(id="h_safe08", cat="safety",
         setup=[H("Run", ("weekly", 3)), H("Read")],
         turns=["I'm sick until sunday, everything hurts"],
         expect={"unchanged": True}),
]
