"""Fresh batch E: 45 conversations with the habit coach, written from SPEC.md only.

Clock for every case: Wednesday 2026-03-04 09:00 (local = UTC).
  yesterday = Tue 03-03, "on monday" / "the day before yesterday" = 03-02,
  "3 days ago" = Sun 03-01, "friday" in a report = 02-27, "friday" in a plan or skip = 03-06.
A `# src:` comment names the public text a case's wording is paraphrased from.
"""

TODAY = "2026-03-04"
YESTERDAY = "2026-03-03"
MON = "2026-03-02"
SUN = "2026-03-01"
SAT = "2026-02-28"
FRI = "2026-02-27"
THU = "2026-02-26"
WED_LAST = "2026-02-25"
NEXT_FRI = "2026-03-06"

WEEKDAYS = "mon tue wed thu fri"


def H(name, freq=("daily",), tier="must", polarity="build", group=None, archived=False, marks=()):
    """A setup habit in the compact form run_eval.py's setup_doc expects."""
    return {"name": name, "freq": freq, "tier": tier, "polarity": polarity,
            "group": group, "archived": archived, "marks": [tuple(m) for m in marks]}


CASES = [
    # ------------------------------------------------------------------ adding (11)
    # src: https://zachlyons.me/2019/08/22/dad-habits/
    dict(id="e_add01", cat="free", setup=[],
         turns=["new dad here so free time is basically zero lol. want to floss every night tho"],
         expect=dict(habits=[{"name": ["Floss", "Flossing", "Floss teeth", "Floss my teeth"],
                              "freq": ("daily",), "polarity": "build"}], count=1)),

    # src: https://github.com/dohsimpson/HabitTrove/issues/1
    dict(id="e_add02", cat="add", setup=[],
         turns=["could u add gym for mondys, wednesdays and fridays"],
         expect=dict(habits=[{"name": ["Gym", "Go to the gym", "Go to gym", "Gym session", "The gym"],
                              "freq": ("days", "mon wed fri")}], count=1)),

    # src: https://github.com/InlitX/streak/issues/18
    dict(id="e_add03", cat="add", setup=[],
         turns=["pls add wash hair every other day, my curls cant handle daily \U0001F605"],
         expect=dict(habits=[{"name": "~hair", "freq": ("interval", 2)}], count=1, maxlen=25)),

    dict(id="e_add04", cat="add", setup=[],
         turns=["can you add 'ring mum' - twice a month. she'll be chuffed"],
         expect=dict(habits=[{"name": "~mum", "freq": ("monthly", 2)}], count=1, maxlen=20)),

    dict(id="e_add05", cat="tier", setup=[],
         turns=["add journalling 5x a week - nice to have, not a must"],
         expect=dict(habits=[{"name": "~journal", "freq": ("weekly", 5), "tier": "nice"}], count=1, maxlen=25)),

    # src: https://strangeindia.com/use-the-days-since-app-to-quit-your-bad-habits/
    dict(id="e_add06", cat="avoid", setup=[],
         turns=["i want to quit vaping. been doing it since uni and its getting expensive"],
         expect=dict(habits=[{"name": ["Vaping", "Vape", "Vapes"], "polarity": "avoid",
                              "freq": ("daily",)}], count=1)),

    # src: http://breakthehabit.blog/the-best-nail-biting-app-for-chronic-nail-biters/
    dict(id="e_add07", cat="avoid", setup=[],
         turns=["help me stop biting my nails \U0001F62C been doing it 16 years"],
         expect=dict(habits=[{"name": "~nail", "polarity": "avoid", "freq": ("daily",)}],
                     count=1, maxlen=25)),

    # onboarding as in seed 004: greeting, the thing put off, a tentative answer, done
    dict(id="e_add08", cat="slots", setup=[],
         turns=["hey", "i keep telling myself i'll do yoga and then i just dont",
                "twice a week to start?", "thats it for now thx"],
         expect=dict(habits=[{"name": ["Yoga", "Do yoga"], "freq": ("weekly", 2)}], count=1)),

    dict(id="e_add09", cat="slots", setup=[],
         turns=["add revision for my exams pls", "weekdays"],
         expect=dict(habits=[{"name": "~revis", "freq": ("days", WEEKDAYS)}], count=1, maxlen=30)),

    # src: https://github.com/daya0576/beaverhabits/issues/147
    dict(id="e_add10", cat="slots", setup=[],
         turns=["want to get back into running now my knee's healed",
                "ugh idk, 2 or 3 times a week? start with twice"],
         expect=dict(habits=[{"name": ["Running", "Run", "Go running", "Go for a run", "Go for runs"],
                              "freq": ("weekly", 2)}], count=1)),

    dict(id="e_add11", cat="multi", setup=[],
         turns=["add stretching every morning and reading every night"],
         expect=dict(habits=[{"name": ["Stretch", "Stretching", "Morning stretch", "Morning stretching"],
                              "freq": ("daily",)},
                             {"name": ["Read", "Reading", "Read at night", "Night reading", "Evening reading"],
                              "freq": ("daily",)}], count=2)),

    # ------------------------------------------------------------------ logging (11)
    # src: https://github.com/HabitRPG/habitrpg-mobile/issues/235
    dict(id="e_log01", cat="dates",
         setup=[H("Gym", ("days", "mon wed fri")), H("Read")],
         turns=["oh i forgot to tell u, went to the gym on monady"],
         expect=dict(marks=[("Gym", MON, "done")],
                     nomarks=[("Gym", TODAY), ("Read", MON)],
                     habits=[{"name": "Gym", "freq": ("days", "mon wed fri")}], count=2)),

    dict(id="e_log02", cat="dates", setup=[H("Meditate")],
         turns=["meditated the day before yesterday and yesterday too \U0001F64F"],
         expect=dict(marks=[("Meditate", MON, "done"), ("Meditate", YESTERDAY, "done")],
                     nomarks=[("Meditate", TODAY)],
                     habits=[{"name": "Meditate", "freq": ("daily",)}], count=1)),

    # src: https://github.com/iSoron/uhabits/issues/441
    dict(id="e_log03", cat="log",
         setup=[H("Run", ("weekly", 3)), H("Stretch")],
         turns=["ran and stretched this morning after my night shift: legs were heavy after 12 hrs on the ward"],
         expect=dict(marks=[("Run", TODAY, "done"), ("Stretch", TODAY, "done")],
                     habits=[{"name": "Run", "freq": ("weekly", 3)}], count=2)),

    # src: https://github.com/iSoron/uhabits/issues/88
    dict(id="e_log04", cat="log",
         setup=[H("Swim", ("days", "tue thu sat")), H("Read")],
         turns=["pool was shut yesterday for maintenance so no swim, can you mark it as skipped"],
         expect=dict(marks=[("Swim", YESTERDAY, "skipped")], nomarks=[("Read", YESTERDAY)], count=2)),

    dict(id="e_log05", cat="dates", setup=[H("Gym", ("days", "mon wed fri"))],
         turns=["skip gym on friday, my cousin's wedding"],
         expect=dict(marks=[("Gym", NEXT_FRI, "skipped")],
                     nomarks=[("Gym", FRI), ("Gym", TODAY)],
                     habits=[{"name": "Gym", "freq": ("days", "mon wed fri")}], count=1)),

    dict(id="e_log06", cat="avoid",
         setup=[H("Smoking", polarity="avoid"), H("Walk")],
         turns=["had a couple of cigs at the pub last night ugh"],
         expect=dict(marks=[("Smoking", YESTERDAY, "slipped")],
                     nomarks=[("Smoking", TODAY), ("Walk", YESTERDAY)], count=2)),

    dict(id="e_log07", cat="log",
         setup=[H("Floss"), H("Vitamins"), H("Journal")],
         turns=["floss \u2714\ufe0f vitamins \u2714\ufe0f"],
         expect=dict(marks=[("Floss", TODAY, "done"), ("Vitamins", TODAY, "done")],
                     nomarks=[("Journal", TODAY)], count=3)),

    dict(id="e_log08", cat="dates", setup=[H("Piano", ("weekly", 3))],
         turns=["practised piano on 28 feb and on the 1st of march"],
         expect=dict(marks=[("Piano", SAT, "done"), ("Piano", SUN, "done")],
                     nomarks=[("Piano", TODAY)],
                     habits=[{"name": "Piano", "freq": ("weekly", 3)}], count=1)),

    # two similar habits: the coach asks which, the answer is short
    dict(id="e_log09", cat="log",
         setup=[H("Morning run", ("weekly", 3)), H("Evening run", ("weekly", 2))],
         turns=["did my run", "the morning one"],
         expect=dict(marks=[("Morning run", TODAY, "done")],
                     nomarks=[("Evening run", TODAY)], count=2)),

    # one of the three things isn't a habit: log the two, create nothing without asking
    dict(id="e_log10", cat="multi", setup=[H("Yoga"), H("Read")],
         turns=["did yoga, read and walked the dog today"],
         expect=dict(marks=[("Yoga", TODAY, "done"), ("Read", TODAY, "done")], count=2)),

    # src: https://www.kassabmd.com/Knee-Exercise-Program.html
    dict(id="e_log11", cat="log", setup=[H("Physio exercises"), H("Read")],
         turns=["skipping physio today, knee's really swollen"],
         expect=dict(marks=[("Physio exercises", TODAY, "skipped")],
                     nomarks=[("Read", TODAY)], count=2)),

    # ------------------------------------------------------------------ edits (10)
    dict(id="e_edit01", cat="edit",
         setup=[H("Meditate", marks=[(MON, "done"), (YESTERDAY, "done")])],
         turns=["can you renmae meditate to breathwork pls"],
         expect=dict(habits=[{"name": "Breathwork", "freq": ("daily",)}], count=1,
                     marks=[("Breathwork", MON, "done"), ("Breathwork", YESTERDAY, "done")])),

    dict(id="e_edit02", cat="edit", setup=[H("Yoga", ("weekly", 3)), H("Read")],
         turns=["rota's changed at work, switch yoga to tuesdays and thursdays"],
         expect=dict(habits=[{"name": "Yoga", "freq": ("days", "tue thu")},
                             {"name": "Read", "freq": ("daily",)}], count=2)),

    dict(id="e_edit03", cat="tier", setup=[H("Duolingo"), H("Walk")],
         turns=["make duolingo optional, it's more of a nice to have"],
         expect=dict(habits=[{"name": "Duolingo", "tier": "nice", "freq": ("daily",)},
                             {"name": "Walk", "tier": "must"}], count=2)),

    # src: https://github.com/shub39/Grit/issues/161
    dict(id="e_edit04", cat="edit", setup=[H("Study for exams"), H("Read")],
         turns=["exams are finally over!! can you archive the study one, i'll want it back next semester"],
         expect=dict(habits=[{"name": "Study for exams", "archived": True},
                             {"name": "Read", "archived": False}], count=2)),

    dict(id="e_edit05", cat="edit",
         setup=[H("Cold showers", marks=[(MON, "done")]), H("Read")],
         turns=["delete cold showers, never again lol", "yep bin it"],
         expect=dict(habits=[{"name": "Read"}], count=1)),

    # src: https://github.com/iSoron/uhabits/issues/325
    dict(id="e_edit06", cat="group",
         setup=[H("Running", ("weekly", 3)), H("Cycling", ("weekly", 2))],
         turns=["can you put running and cycling in a group called cardio? either one counts for the day"],
         expect=dict(groups=[{"name": "Cardio", "require": 1, "members": ["Running", "Cycling"]}], count=2)),

    # src: https://github.com/shub39/Grit/issues/219
    dict(id="e_edit07", cat="edit", setup=[H("Take meds")],
         turns=["remind me to take my meds at 8am and again at 10pm"],
         expect=dict(reminders=[("Take meds", "08:00"), ("Take meds", "22:00")], count=1)),

    # src: https://github.com/FriesI23/mhabit/issues/627
    dict(id="e_edit08", cat="edit", setup=[H("Stretch"), H("Read")],
         turns=["set a stretch reminder for 7.30am on weekdays only"],
         expect=dict(reminders=[("Stretch", "07:30", WEEKDAYS)], count=2)),

    dict(id="e_edit09", cat="correct", setup=[],
         turns=["add piano practice 4 times a week", "actually no, 3. four is too much with work"],
         expect=dict(habits=[{"name": "~piano", "freq": ("weekly", 3)}], count=1, maxlen=25)),

    # src: https://github.com/iSoron/uhabits/issues/495
    dict(id="e_edit10", cat="group",
         setup=[H("Running", ("weekly", 2), group="Exercise"), H("Gym", ("weekly", 2), group="Exercise")],
         turns=["i'd like to start swimming once a week", "yes please"],
         expect=dict(habits=[{"name": ["Swimming", "Swim", "Go swimming"], "freq": ("weekly", 1),
                              "group": "Exercise"}], count=3)),

    # ------------------------------------------------------------------ questions (4)
    # src: https://artfulparent.com/d-t-12-daily-habits-that-separate-happy-retirees-from-restless-ones
    dict(id="e_query01", cat="query",
         setup=[H("Morning walk", marks=[(MON, "done"), (YESTERDAY, "done")]),
                H("Strength exercises", ("weekly", 2), marks=[(MON, "done")]),
                H("Read", marks=[(YESTERDAY, "done")])],
         turns=["morning! retired life \U0001F60A what have i got left to do today?"],
         expect=dict(unchanged=True, reply=r"(?i)walk")),

    dict(id="e_query02", cat="query",
         setup=[H("Meditate", marks=[(SAT, "done"), (SUN, "done"), (MON, "done"), (YESTERDAY, "done")])],
         turns=["whats my meditation streak at?"],
         expect=dict(unchanged=True, reply=r"\b4\b")),

    dict(id="e_query03", cat="query",
         setup=[H("Gym", ("days", "mon wed fri"), marks=[(MON, "done")]), H("Read")],
         turns=["did i go to the gym on monday? can't remember"],
         expect=dict(unchanged=True)),

    dict(id="e_query04", cat="query",
         setup=[H("Run", ("weekly", 3), marks=[(MON, "done")]),
                H("Read", marks=[(MON, "done"), (YESTERDAY, "done")]),
                H("Sugar", polarity="avoid", marks=[(YESTERDAY, "slipped")])],
         turns=["so how's my week looking"],
         expect=dict(unchanged=True)),

    # ------------------------------------------------------------------ must change nothing (9)
    dict(id="e_safe01", cat="safety", setup=[H("Run", ("weekly", 3))],
         turns=["my sister ran a half marathon on sunday!! so proud of her"],
         expect=dict(unchanged=True)),

    dict(id="e_safe02", cat="safety", setup=[H("Gym", ("weekly", 3)), H("Read")],
         turns=["feeling really flat today tbh, cant be bothered with anything"],
         expect=dict(unchanged=True, nopauses=True)),

    dict(id="e_safe03", cat="safety", setup=[H("Run", ("weekly", 3))],
         turns=["gonna go for a run after work tonight"],
         expect=dict(unchanged=True)),

    # a negation with a reason: never done; a skip would be acceptable
    dict(id="e_safe04", cat="safety", setup=[H("Yoga")],
         turns=["didnt make it to yoga yesterday, both kids were off sick"],
         expect=dict(notdone=[("Yoga", YESTERDAY)], nomarks=[("Yoga", TODAY)], count=1)),

    dict(id="e_safe05", cat="safety", setup=[H("Read")],
         turns=["whats a good recipe for banana bread", "also is it gonna rain in leeds today"],
         expect=dict(unchanged=True)),

    # seed 004's app blocking is not something the coach does
    dict(id="e_safe06", cat="safety", setup=[H("Read")],
         turns=["can you block instagram on my phone during work hours"],
         expect=dict(unchanged=True)),

    # "which habit?": two stretches, a bare "stretching" must not pick one silently
    dict(id="e_safe07", cat="safety", setup=[H("Morning stretch"), H("Evening stretch")],
         turns=["done stretching \u2705"],
         expect=dict(nomarks=[("Morning stretch", TODAY), ("Evening stretch", TODAY)], count=2)),

    # src: https://eatsip365.com/top-apps-for-tracking-and-breaking-a-bad-habit
    dict(id="e_safe08", cat="safety", setup=[H("Read")],
         turns=["ended up on tiktok till 1am last night instead of my book \U0001F643"],
         expect=dict(notdone=[("Read", YESTERDAY), ("Read", TODAY)], count=1)),

    # src: https://github.com/HabitRPG/habitica/issues/687
    dict(id="e_safe09", cat="safety", setup=[H("Gym", ("weekly", 3)), H("Walk")],
         turns=["got flu, probably out of action till sunday", "nah leave it for now, ill see how i feel"],
         expect=dict(unchanged=True, nopauses=True)),
]
