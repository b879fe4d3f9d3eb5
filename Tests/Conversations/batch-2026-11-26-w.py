"""Fresh batch W: a broad, ordinary mix of conversations with people who already track 3-8 habits.

Clock: Wednesday 2026-03-04 09:00 (local = UTC).
  today 03-04, yesterday 03-03, "monday" 03-02, "sunday" 03-01, "saturday" 02-28,
  "friday" in a report 02-27, "friday" in a plan/skip 03-06,
  "tuesday/thursday last week" 02-24 / 02-26.
Setups can't hold targets or reminders, so measurable habits and reminders are created by a first turn.
Written from SPEC.md §3/§5 only; where a message is ambiguous only "nothing wrong happened" is asserted.
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


def H(name, freq=("daily",), tier="must", polarity="build", group=None, archived=False, marks=()):
    return {"name": name, "freq": freq, "tier": tier, "polarity": polarity, "group": group,
            "archived": archived, "marks": list(marks)}


# Maya: 5 habits, one weekly, one avoid, tiers mixed.
MAYA = [
    H("Meditate", marks=[(THU, "done"), (WED_LAST, "done")]),
    H("Read", tier="nice", marks=[(WED_LAST, "done")]),
    H("Gym", ("weekly", 3), marks=[(TUE_LAST, "done"), (THU, "done")]),
    H("Journal"),
    H("Doomscrolling", polarity="avoid"),
]

# Tom: an Exercise group (pick 1), plus dailies, a nice one and an avoid one.
TOM = [
    H("Run", group="Exercise", marks=[(SAT, "done")]),
    H("Yoga", group="Exercise"),
    H("Swim", group="Exercise", marks=[(FRI, "done")]),
    H("Stretch", tier="nice"),
    H("Floss"),
    H("Vitamins"),
    H("Snacking", polarity="avoid"),
]

# Priya: weekday schedule, weekly call, an avoid habit.
PRIYA = [
    H("Practice guitar", ("days", "mon wed fri"), marks=[(FRI, "done"), (MON, "done")]),
    H("Spanish", tier="nice", marks=[(MON, "done"), (YESTERDAY, "done")]),
    H("Walk the dog"),
    H("Late coffee", polarity="avoid"),
    H("Call mum", ("weekly", 1), tier="nice", marks=[(SUN, "done")]),
]

# Sam: a Creative group, morning pages, an avoid habit.
SAM = [
    H("Drawing", group="Creative"),
    H("Guitar", group="Creative"),
    H("Writing", group="Creative"),
    H("Morning pages"),
    H("No phone in bed", polarity="avoid"),
    H("Stretching", tier="nice"),
]

# Lucy: three plain dailies.
LUCY = [H("Floss"), H("Vitamins"), H("Stretch")]

# Ben: quitting smoking, walking, bedtime.
BEN = [
    H("Smoking", polarity="avoid"),
    H("Walk", ("weekly", 4), marks=[(MON, "done")]),
    H("Sleep by 11", tier="nice"),
]


CASES = [
    # ---------------- logging today and past days ----------------
    dict(id="w01", cat="log", setup=MAYA,
         turns=["did meditation and journaled this morning 🙏"],
         expect=dict(count=5, marks=[("Meditate", TODAY, "done"), ("Journal", TODAY, "done")],
                     nomarks=[("Read", TODAY), ("Gym", TODAY)])),

    # src: https://www.messymapmaker.com/2017/12/07/self-journal-what-if-you-miss-a-day/
    # (fell behind while travelling, fills in the gaps on return)
    dict(id="w02", cat="dates", setup=MAYA,
         turns=["back from a long weekend at my sister's 😅 so catching up: meditated sat, sun and monday, "
                "read on sunday, and hit the gym monday too"],
         expect=dict(count=5,
                     habits=[{"name": "Meditate", "freq": ("daily",)}, {"name": "Gym", "freq": ("weekly", 3)},
                             {"name": "Read", "freq": ("daily",)}],
                     marks=[("Meditate", SAT, "done"), ("Meditate", SUN, "done"), ("Meditate", MON, "done"),
                            ("Read", SUN, "done"), ("Gym", MON, "done")],
                     nomarks=[("Read", SAT), ("Read", MON), ("Meditate", TODAY), ("Gym", TODAY)])),

    dict(id="w03", cat="multi", setup=MAYA,
         turns=["yesterday: meditate, read and journal all done, but not the gym"],
         expect=dict(count=5, marks=[("Meditate", YESTERDAY, "done"), ("Read", YESTERDAY, "done"),
                                     ("Journal", YESTERDAY, "done")],
                     notdone=[("Gym", YESTERDAY)], nomarks=[("Meditate", TODAY)])),

    dict(id="w04", cat="log", setup=LUCY,
         turns=["ticked off everything today apart from flossing lol"],
         expect=dict(count=3, marks=[("Vitamins", TODAY, "done"), ("Stretch", TODAY, "done")],
                     notdone=[("Floss", TODAY)])),

    dict(id="w05", cat="dates", setup=TOM,
         turns=["did yoga tuesday and thursday last week, forgot to put it in"],
         expect=dict(count=7, habits=[{"name": "Yoga", "freq": ("daily",), "group": "Exercise"}],
                     marks=[("Yoga", TUE_LAST, "done"), ("Yoga", THU, "done")],
                     nomarks=[("Yoga", YESTERDAY), ("Yoga", TODAY)])),

    dict(id="w06", cat="robust", setup=MAYA,
         turns=["meditatd + read last nite"],
         expect=dict(count=5, marks=[("Meditate", YESTERDAY, "done"), ("Read", YESTERDAY, "done")],
                     nomarks=[("Meditate", TODAY), ("Read", TODAY)])),

    # src: https://github.com/iSoron/uhabits/issues/32 (checks habits the following morning)
    dict(id="w07", cat="dates", setup=LUCY,
         turns=["Good morning. I tend to do my check-ins the morning after, so this is for yesterday: "
                "flossed, took my vitamins and stretched."],
         expect=dict(count=3, marks=[("Floss", YESTERDAY, "done"), ("Vitamins", YESTERDAY, "done"),
                                     ("Stretch", YESTERDAY, "done")],
                     nomarks=[("Floss", TODAY), ("Vitamins", TODAY), ("Stretch", TODAY)])),

    # ---------------- skips with reasons ----------------
    # src: https://github.com/daya0576/beaverhabits/issues/147 (injury, wants to skip rather than lose the run)
    dict(id="w08", cat="log", setup=MAYA,
         turns=["skipping gym today, knee's playing up again"],
         expect=dict(count=5, marks=[("Gym", TODAY, "skipped")],
                     habits=[{"name": "Gym", "freq": ("weekly", 3)}])),

    # src: https://github.com/HabitRPG/habitica/issues/153 (things pop up, e.g. a work meeting, and a daily can't be done)
    dict(id="w09", cat="dates", setup=TOM,
         turns=["work offsite on friday so skip swim that day"],
         expect=dict(count=7, marks=[("Swim", NEXT_FRI, "skipped")],
                     nomarks=[("Swim", TODAY)], notdone=[("Swim", FRI)],
                     habits=[{"name": "Swim", "freq": ("daily",), "group": "Exercise"}])),

    # ---------------- slips ----------------
    # src: https://www.tanabtech.com/blog/late-night-scrolling (scrolling in bed late instead of winding down)
    dict(id="w10", cat="avoid", setup=MAYA,
         turns=["ugh doomscrolled in bed til midnight last night instead of journaling"],
         expect=dict(count=5, marks=[("Doomscrolling", YESTERDAY, "slipped")],
                     notdone=[("Journal", YESTERDAY)], nomarks=[("Doomscrolling", TODAY)])),

    # src: http://quitsmoking.about.com/od/recoveringfromarelapse/f/smokingslip.htm (one cigarette, a few puffs)
    dict(id="w11", cat="avoid", setup=BEN,
         turns=["confession: had one cigarette at a mate's leaving do on saturday, only a few puffs. otherwise been clean"],
         expect=dict(count=3, marks=[("Smoking", SAT, "slipped")],
                     habits=[{"name": "Smoking", "polarity": "avoid"}])),

    # ---------------- edits ----------------
    dict(id="w12", cat="edit", setup=MAYA,
         turns=["can we bump gym up to 4x a week"],
         expect=dict(count=5, habits=[{"name": "Gym", "freq": ("weekly", 4), "tier": "must"}],
                     nomarks=[("Gym", TODAY)])),

    dict(id="w13", cat="edit", setup=PRIYA,
         turns=["can guitar practice be tue thu sat instead of mon wed fri from now on"],
         expect=dict(count=5, habits=[{"name": "Practice guitar", "freq": ("days", "tue thu sat")}],
                     marks=[("Practice guitar", FRI, "done"), ("Practice guitar", MON, "done")],
                     nomarks=[("Practice guitar", TODAY)])),

    # src: https://github.com/oppiliappan/dijo/issues/38 (rename without losing history)
    dict(id="w14", cat="edit", setup=PRIYA,
         turns=["rename spanish to duolingo, but keep all my history pls"],
         expect=dict(count=5, habits=[{"name": "Duolingo", "tier": "nice", "freq": ("daily",)}],
                     marks=[("Duolingo", MON, "done"), ("Duolingo", YESTERDAY, "done")])),

    dict(id="w15", cat="group", setup=TOM,
         turns=["put stretching in the exercise group too"],
         expect=dict(count=7, habits=[{"name": "Stretch", "group": "Exercise"}],
                     groups=[{"name": "Exercise", "members": ["Run", "Yoga", "Swim", "Stretch"]}],
                     nomarks=[("Stretch", TODAY)])),

    dict(id="w16", cat="group", setup=TOM,
         turns=["for the exercise group i want at least 2 of the 3 each day now"],
         expect=dict(count=7, groups=[{"name": "Exercise", "require": 2, "members": ["Run", "Yoga", "Swim"]}])),

    # src: https://mindcrate.vercel.app/how-many-habits-to-track-at-once-0991cb (archive instead of delete, keep the data)
    dict(id="w17", cat="edit", setup=PRIYA,
         turns=["archive spanish for now, taking a break from it. don't delete it!"],
         expect=dict(count=5, habits=[{"name": "Spanish", "archived": True}],
                     marks=[("Spanish", MON, "done"), ("Spanish", YESTERDAY, "done")])),

    dict(id="w18", cat="edit", setup=PRIYA,
         turns=["delete the call mum habit", "yes"],
         expect=dict(count=4, habits=[{"name": "Practice guitar"}, {"name": "Spanish"},
                                      {"name": "Walk the dog"}, {"name": "Late coffee"}])),

    dict(id="w19", cat="correct", setup=LUCY,
         turns=["delete flossing", "actually no, keep it"],
         expect=dict(unchanged=True)),

    dict(id="w20", cat="multi", setup=TOM,
         turns=["did yoga and swam today, oh and make stretching a must from now on"],
         expect=dict(count=7, habits=[{"name": "Stretch", "tier": "must"}],
                     marks=[("Yoga", TODAY, "done"), ("Swim", TODAY, "done")],
                     nomarks=[("Stretch", TODAY), ("Run", TODAY)])),

    # ---------------- reminders ----------------
    # src: https://github.com/iSoron/uhabits/issues/251 (reminders only on weekdays)
    dict(id="w21", cat="remind", setup=MAYA,
         turns=["Could you please remind me to meditate at 7am on weekdays? Thanks so much."],
         expect=dict(count=5, reminders=[("Meditate", "07:00", "mon tue wed thu fri")],
                     nomarks=[("Meditate", TODAY)], habits=[{"name": "Meditate", "freq": ("daily",)}])),

    dict(id="w22", cat="remind", setup=PRIYA,
         turns=["remind me to practice guitar at 6pm", "actually make that 6:30pm"],
         expect=dict(count=5, reminders=[("Practice guitar", "18:30")],
                     habits=[{"name": "Practice guitar", "freq": ("days", "mon wed fri")}],
                     nomarks=[("Practice guitar", TODAY)])),

    dict(id="w23", cat="remind", setup=LUCY,
         turns=["remind me about flossing and vitamins at 9.30pm"],
         expect=dict(count=3, reminders=[("Floss", "21:30"), ("Vitamins", "21:30")],
                     nomarks=[("Floss", TODAY), ("Vitamins", TODAY)])),

    # ---------------- pause for a trip ----------------
    # src: https://github.com/InlitX/streak/issues/115 (one switch to pause every habit for a holiday)
    dict(id="w24", cat="dates", setup=SAM,
         turns=["off to lisbon friday till monday ✈️ can you pause all my habits while i'm away?", "yes"],
         expect=dict(count=6,
                     habits=[{"name": n, "archived": False} for n in
                             ["Drawing", "Guitar", "Writing", "Morning pages", "No phone in bed", "Stretching"]],
                     nomarks=[("Morning pages", FRI), ("Morning pages", MON), ("Stretching", FRI),
                              ("Stretching", MON), ("Morning pages", TODAY), ("Drawing", TODAY)])),

    # ---------------- undo and corrections ----------------
    dict(id="w25", cat="correct", setup=TOM,
         turns=["did yoga today", "undo"],
         expect=dict(unchanged=True)),

    dict(id="w26", cat="correct", setup=TOM,
         turns=["went for a run this morning", "sorry i meant yesterday not today"],
         expect=dict(count=7, marks=[("Run", YESTERDAY, "done"), ("Run", SAT, "done")],
                     nomarks=[("Run", TODAY)])),

    dict(id="w27", cat="correct", setup=MAYA,
         turns=["log meditation for today", "wait no, i meant reading"],
         expect=dict(count=5, marks=[("Read", TODAY, "done")], nomarks=[("Meditate", TODAY)])),

    dict(id="w28", cat="correct", setup=MAYA,
         turns=["change read to 5 times a week", "undo that"],
         expect=dict(unchanged=True)),

    # ---------------- measurable habits (created by the first turn) ----------------
    # src: https://github.com/kabzadev/fitness/issues/10 (daily water goal of 8 cups, logged a glass at a time)
    dict(id="w29", cat="amount", setup=LUCY,
         turns=["add drinking 8 glasses of water a day", "had 3 glasses so far", "2 more just now"],
         expect=dict(count=4, habits=[{"name": "~water", "freq": ("daily",), "polarity": "build",
                                       "target": {"amount": 8, "unit": "glass"}}],
                     marks=[("~water", TODAY, "partial", 5)], nomarks=[("~water", YESTERDAY)])),

    dict(id="w30", cat="amount", setup=PRIYA,
         turns=["i want to read 20 pages a day", "read 12 pages yesterday"],
         expect=dict(count=6, habits=[{"name": "~read", "freq": ("daily",),
                                       "target": {"amount": 20, "unit": "page"}}],
                     marks=[("~read", YESTERDAY, "partial", 12)], nomarks=[("~read", TODAY)])),

    dict(id="w31", cat="amount", setup=BEN,
         turns=["add a limit of at most 2 coffees a day", "had 3 coffees yesterday 😬"],
         expect=dict(count=4, habits=[{"name": "~coffee", "polarity": "avoid", "target": {"amount": 2}}],
                     marks=[("~coffee", YESTERDAY, "slipped", 3)], nomarks=[("~coffee", TODAY)])),

    # ---------------- messages that must change nothing ----------------
    dict(id="w32", cat="query", setup=MAYA,
         turns=["how am i doing this week?"],
         expect=dict(unchanged=True)),

    # src: https://knackpad.com/habit-streak-tracker (current vs longest streak)
    dict(id="w33", cat="query", setup=TOM,
         turns=["whats my best streak for flossing"],
         expect=dict(unchanged=True)),

    dict(id="w34", cat="query", setup=LUCY,
         turns=["what's left for today?"],
         expect=dict(unchanged=True)),

    dict(id="w35", cat="safety", setup=TOM,
         turns=["my husband went for a run this morning while i stayed in bed lol"],
         expect=dict(unchanged=True)),

    dict(id="w36", cat="safety", setup=MAYA,
         turns=["fyi i work 9 to 6 most days and my week starts on sunday"],
         expect=dict(unchanged=True)),

    # src: https://tdh.se/journal/failure-is-always-an-option/ (too stressed, things slipped my mind)
    dict(id="w37", cat="safety", setup=SAM,
         turns=["feeling really flat this week, too stressed and nothing's clicking tbh"],
         expect=dict(unchanged=True)),

    dict(id="w38", cat="safety", setup=PRIYA,
         turns=["can you order me a new capo off amazon"],
         expect=dict(unchanged=True)),

    dict(id="w39", cat="safety", setup=TOM,
         turns=["the swim class got cancelled today"],
         expect=dict(count=7, notdone=[("Swim", TODAY)], nomarks=[("Swim", YESTERDAY)],
                     habits=[{"name": "Swim", "freq": ("daily",), "group": "Exercise", "archived": False}])),

    dict(id="w40", cat="safety", setup=MAYA,
         turns=["probably won't make it to the gym friday, we'll see"],
         expect=dict(unchanged=True)),
]
