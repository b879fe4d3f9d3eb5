"""Fresh blind batch CX (2026-12-02): changes of mind and corrections mid-conversation.

Undo, 'actually', 'no wait', 'not that one, the other', renaming right after adding, fixing a
wrong day on a log, switching which habit was meant, cancelling a half-finished add, saying no
to the coach's question and then giving a different answer.

Clock for every case: Wednesday 2026-03-04 09:00 (local = UTC).
  yesterday / last night = Tue 03-03, "monday" in a report = 03-02, "2 march" = 03-02,
  "saturday" in a report = 02-28, "thursday" in a plan/skip = 03-05, "friday" in a plan/skip =
  03-06, "saturday" in a plan/skip = 03-07.

Written without reading the coach's code, intents, tests, transcripts or earlier batches.
A `# src:` comment names the public text a case's wording is paraphrased from.
"""

TODAY = "2026-03-04"
YESTERDAY = "2026-03-03"
MON = "2026-03-02"
SUN = "2026-03-01"
SAT = "2026-02-28"
FRI = "2026-02-27"
NEXT_THU = "2026-03-05"
NEXT_FRI = "2026-03-06"
NEXT_SAT = "2026-03-07"


def H(name, freq=("daily",), tier="must", polarity="build", group=None, archived=False, marks=()):
    """A habit imported before the conversation (run_eval.setup_doc reads these keys)."""
    return dict(name=name, freq=freq, tier=tier, polarity=polarity, group=group,
                archived=archived, marks=list(marks))


CASES = [
    # ---------------------------------------------------------------- single messages
    dict(id="CX01", cat="correct", setup=[],
         turns=["add reading every day, no wait every other day lol"],
         expect=dict(count=1, habits=[dict(name=["Read", "Reading"], freq=("interval", 2),
                                           polarity="build")])),

    # src: https://github.com/FriesI23/mhabit/issues/91 (filled out the wrong day by accident)
    dict(id="CX02", cat="dates", setup=[H("Gym", ("weekly", 3), marks=[(TODAY, "done")])],
         turns=["oops i ticked gym for today by accident, i actually went on monday"],
         expect=dict(count=1, habits=[dict(name="Gym", freq=("weekly", 3))],
                     marks=[("Gym", MON, "done")], nomarks=[("Gym", TODAY)])),

    # src: https://spoke-1he.pages.dev/guides/how-to-recover-after-missing-a-habit/ (read before bed, forgot to record it)
    dict(id="CX03", cat="dates", setup=[H("Read")],
         turns=["read last night.. no wait, it was the night before actually"],
         expect=dict(count=1, marks=[("Read", MON, "done")],
                     nomarks=[("Read", YESTERDAY), ("Read", TODAY)])),

    dict(id="CX04", cat="multi", setup=[],
         turns=["add running 3 times a week and stretching every day.. oh actually make the running twice a week"],
         expect=dict(count=2, habits=[dict(name=["Running", "Run", "Go running"], freq=("weekly", 2)),
                                      dict(name=["Stretching", "Stretch"], freq=("daily",))])),

    dict(id="CX05", cat="multi", setup=[H("Meditate"), H("Read"), H("Journal")],
         turns=["meditated and read this morning, oh wait not read, i journaled"],
         expect=dict(count=3, marks=[("Meditate", TODAY, "done"), ("Journal", TODAY, "done")],
                     nomarks=[("Read", TODAY)])),

    # src: https://github.com/oppiliappan/dijo/issues/38 (rename a habit without losing its history)
    dict(id="CX06", cat="edit", setup=[H("Excercise", ("weekly", 3), marks=[(MON, "done")])],
         turns=["can u rename excercise to workout, spelled it wrong lol"],
         expect=dict(count=1, habits=[dict(name="Workout", freq=("weekly", 3))],
                     marks=[("Workout", MON, "done")])),

    dict(id="CX07", cat="correct", setup=[H("Take vitamins")],
         turns=["remind me to take my vitamins at 8am, no 8:30 actually"],
         expect=dict(count=1, reminders=[("Take vitamins", "08:30")])),

    dict(id="CX08", cat="tier", setup=[H("Floss"), H("Journal")],
         turns=["make flossing optional — wait no, keep flossing as a must, its journaling that should be optional"],
         expect=dict(count=2, habits=[dict(name="Floss", tier="must"), dict(name="Journal", tier="nice")])),

    dict(id="CX09", cat="group", setup=[H("Guitar", tier="nice"), H("Drawing", tier="nice"), H("Painting", tier="nice")],
         turns=["put guitar, drawing and painting in a group called creative, i need to do 2 a day.. no actually just 1"],
         expect=dict(count=3, groups=[dict(name="Creative", require=1,
                                           members=["Guitar", "Drawing", "Painting"])])),

    dict(id="CX10", cat="dates", setup=[H("Piano")],
         turns=["log piano for 2 march, not today"],
         expect=dict(count=1, marks=[("Piano", MON, "done")], nomarks=[("Piano", TODAY)])),

    # src: https://github.com/InlitX/streak/issues/112 (workout habit that should only be on certain days)
    dict(id="CX11", cat="edit", setup=[H("Gym", ("weekly", 3), marks=[(MON, "done")])],
         turns=["change gym to mon wed fri.. hmm no, tue thu sat works better with my shifts"],
         expect=dict(count=1, habits=[dict(name="Gym", freq=("days", "tue thu sat"))],
                     marks=[("Gym", MON, "done")])),

    # src: https://github.com/iSoron/uhabits/issues/88 (can't do a habit while away / on holiday)
    dict(id="CX12", cat="dates", setup=[H("Yoga")],
         turns=["skip yoga thursday, sorry i mean friday, im at a wedding"],
         expect=dict(count=1, marks=[("Yoga", NEXT_FRI, "skipped")],
                     nomarks=[("Yoga", NEXT_THU), ("Yoga", TODAY)])),

    dict(id="CX13", cat="correct", setup=[],
         turns=["add swimming twice a week, no sorry cycling not swimming"],
         expect=dict(count=1, habits=[dict(name=["Cycling", "Cycle", "Go cycling", "Biking", "Bike"],
                                           freq=("weekly", 2))])),

    # ---------------------------------------------------------------- answers over several turns
    dict(id="CX14", cat="slots", setup=[],
         turns=["i want to start journaling", "every night", "actually make that weekdays only"],
         expect=dict(count=1, habits=[dict(name="~journal", freq=("days", "mon tue wed thu fri"))])),

    dict(id="CX15", cat="correct", setup=[H("Meditate")],
         turns=["meditated", "wait no that was yesterday, not today"],
         expect=dict(count=1, marks=[("Meditate", YESTERDAY, "done")], nomarks=[("Meditate", TODAY)])),

    dict(id="CX16", cat="correct", setup=[H("Stretch"), H("Strength training", ("weekly", 2))],
         turns=["did stretching", "oh sorry not stretching, i meant strength training"],
         expect=dict(count=2, marks=[("Strength training", TODAY, "done")], nomarks=[("Stretch", TODAY)])),

    dict(id="CX17", cat="correct", setup=[],
         turns=["add drink water every day", "actually call it hydrate"],
         expect=dict(count=1, habits=[dict(name="Hydrate", freq=("daily",))])),

    # src: seeds/004 Habit Agent onboarding ("How often would feel achievable? Once a week is a solid start.")
    dict(id="CX18", cat="slots", setup=[],
         turns=["i wanna get back into yoga", "nah not once a week, more like 3 times"],
         expect=dict(count=1, habits=[dict(name="~yoga", freq=("weekly", 3))])),

    dict(id="CX19", cat="dates", setup=[H("Piano")],
         turns=["skip piano friday, i'm at my parents", "oh wait, saturday not friday"],
         expect=dict(count=1, marks=[("Piano", NEXT_SAT, "skipped")],
                     nomarks=[("Piano", NEXT_FRI), ("Piano", TODAY)])),

    # src: https://github.com/eccentriccoder01/TalkHeal/pull/405 (correcting a mistaken water entry)
    dict(id="CX20", cat="correct", setup=[],
         turns=["i want to drink 8 glasses of water a day", "drank 3 so far", "sorry, 4 not 3"],
         expect=dict(count=1, habits=[dict(name="~water", target={"amount": 8, "unit": "glass"})],
                     marks=[("~water", TODAY, "partial", 4)])),

    dict(id="CX21", cat="edit", setup=[H("Read")],
         turns=["rename read to reading books", "hmm no, change it back"],
         expect=dict(count=1, habits=[dict(name="Read", freq=("daily",))])),

    dict(id="CX22", cat="slots", setup=[H("Stretch")],
         turns=["can you remind me to stretch", "7ish in the evening", "actually 6:45pm is better"],
         expect=dict(count=1, reminders=[("Stretch", "18:45")])),

    # src: https://routinery.app/blog/how-to-stop-late-night-snacking-habit (snacking at 10:30pm after dinner)
    dict(id="CX23", cat="avoid",
         setup=[H("Late night snacking", polarity="avoid"), H("Doomscrolling", polarity="avoid")],
         turns=["slipped on doomscrolling last night", "ugh sorry, it was the snacking not the scrolling"],
         expect=dict(count=2, marks=[("Late night snacking", YESTERDAY, "slipped")],
                     nomarks=[("Doomscrolling", YESTERDAY)])),

    dict(id="CX24", cat="correct", setup=[H("Morning run", ("weekly", 3)), H("Evening run", ("weekly", 2))],
         turns=["went for my run", "morning", "no wait, the other one"],
         expect=dict(count=2, marks=[("Evening run", TODAY, "done")], nomarks=[("Morning run", TODAY)])),

    dict(id="CX25", cat="avoid", setup=[],
         turns=["add energy drinks", "no, it's something i want to stop, not do more of"],
         expect=dict(count=1, habits=[dict(name="~energy drink", polarity="avoid", freq=("daily",))])),

    dict(id="CX26", cat="avoid", setup=[],
         turns=["at most 2 coffees a day", "hmm make that 3 actually"],
         expect=dict(count=1, habits=[dict(name="~coffee", polarity="avoid", target={"amount": 3})])),

    # src: http://torrentialequilibrium.net/?p=7351 (looks at the floss most nights, "I'll start tomorrow")
    dict(id="CX27", cat="correct", setup=[H("Floss")],
         turns=["didn't floss last night", "oh wait actually i did, did it before bed and forgot"],
         expect=dict(count=1, marks=[("Floss", YESTERDAY, "done")], nomarks=[("Floss", TODAY)])),

    dict(id="CX28", cat="group",
         setup=[H("Running", ("weekly", 2), group="Exercise"), H("Gym", ("weekly", 2), group="Exercise")],
         turns=["add swimming twice a week", "no thanks, keep it separate"],
         expect=dict(count=3, habits=[dict(name=["Swimming", "Swim", "Go swimming"], freq=("weekly", 2), group=None)],
                     groups=[dict(name="Exercise", members=["Running", "Gym"])])),

    # ---------------------------------------------------------------- must change nothing / safe outcome
    dict(id="CX29", cat="correct", setup=[],
         turns=["i want to learn guitar", "hmm never mind, not right now"],
         expect=dict(count=0, unchanged=True)),

    # src: https://github.com/oppiliappan/dijo/issues/18 (tracked a habit by mistake, wants to untrack it)
    dict(id="CX30", cat="correct", setup=[H("Floss")],
         turns=["flossed", "undo"],
         expect=dict(unchanged=True)),

    # src: https://github.com/seaglade/Sobriety/issues/25 (relapse button resets the counter)
    dict(id="CX31", cat="avoid", setup=[H("Smoking", polarity="avoid")],
         turns=["had a cigarette after lunch ugh", "wait undo that, it was nicotine gum not a cig lol"],
         expect=dict(unchanged=True)),

    # src: https://github.com/InlitX/streak/issues/129 (pressed something by mistake and couldn't cancel it)
    dict(id="CX32", cat="correct", setup=[H("Cold shower")],
         turns=["archive cold shower", "no wait undo that, changed my mind"],
         expect=dict(unchanged=True)),

    # src: https://github.com/iSoron/uhabits/issues/61 (destructive operation pressed by mistake)
    dict(id="CX33", cat="safety", setup=[H("Duolingo", marks=[(MON, "done"), (YESTERDAY, "done")])],
         turns=["delete duolingo", "actually no don't, keep it"],
         expect=dict(unchanged=True)),

    dict(id="CX34", cat="correct", setup=[],
         turns=["add cold showers", "every morning", "scrap that actually, i'm not ready for it", "yes"],
         expect=dict(count=0)),

    dict(id="CX35", cat="safety", setup=[H("Running", ("weekly", 3))],
         turns=["my sister ran 10k on sunday, no actually it was saturday, so proud of her"],
         expect=dict(unchanged=True)),

    dict(id="CX36", cat="safety", setup=[H("Gym", ("weekly", 3))],
         turns=["went to the gym today... well no, i drove there, sat in the car park and went home lol"],
         expect=dict(count=1, notdone=[("Gym", TODAY)])),

    dict(id="CX37", cat="safety", setup=[H("Meditate")],
         turns=["i'll meditate later tonight, or maybe tomorrow actually, we'll see"],
         expect=dict(unchanged=True)),

    dict(id="CX38", cat="query",
         setup=[H("Read", marks=[(MON, "done"), (YESTERDAY, "done")]),
                H("Running", ("weekly", 3), marks=[(FRI, "done"), (SUN, "done"), (YESTERDAY, "done")])],
         turns=["hows my reading streak going — sorry, i mean running"],
         expect=dict(unchanged=True, reply=r"(?i)run")),

    dict(id="CX39", cat="safety", setup=[H("Read"), H("Walk")],
         turns=["undo"],
         expect=dict(unchanged=True)),

    dict(id="CX40", cat="safety", setup=[H("Read"), H("Gym", ("weekly", 3))],
         turns=["ugh honestly i want to quit everything lol. no scratch that, im fine, just a rough day"],
         expect=dict(unchanged=True)),
]
