"""Blind batch AG (written 2026-12-08): a busy person giving terse, list-like instructions.

Several edits in one message, bulk logs ("all of them except X"), tiers / groups / reminders set
in one go, undoing one part, short follow-ups ("and the same for reading", "not that one, the
other"), plus messages that must change nothing.

Clock: Wednesday 2026-03-04 09:00.
  yesterday = Tue 03-03, "monday" (report) = 03-02, "saturday" (report) = 02-28,
  "friday" (report) = 02-27, "friday" (plan / skip) = 03-06.
Format: dev_cases.py (id, cat, setup, turns, expect); assertion keys per eval/README.md.
"""

TODAY = "2026-03-04"
YESTERDAY = "2026-03-03"
MON = "2026-03-02"
SUN = "2026-03-01"
SAT = "2026-02-28"
FRI = "2026-02-27"
NEXT_FRI = "2026-03-06"


def H(name, freq=("daily",), tier="must", polarity="build", group=None, archived=False, marks=()):
    """One setup habit in the form run_eval.setup_doc reads."""
    return {"name": name, "freq": freq, "tier": tier, "polarity": polarity, "group": group,
            "archived": archived, "marks": [tuple(m) for m in marks]}


WEEKDAYS = ("days", "mon tue wed thu fri")
MWF = ("days", "mon wed fri")

CASES = [
    # ---------------------------------------------------------------- single-message requests
    # src: https://github.com/iSoron/uhabits/issues/136 (wanting to archive/edit several habits at once)
    dict(id="AG01", cat="multi",
         setup=[H("Guitar"), H("Gym", MWF), H("Reading")],
         turns=["quick admin - rename guitar to guitar practice, gym to weekdays only, archive reading"],
         expect={"count": 3, "habits": [
             {"name": "Guitar practice", "freq": ("daily",), "archived": False},
             {"name": "Gym", "freq": WEEKDAYS, "archived": False},
             {"name": "Reading", "freq": ("daily",), "archived": True}]}),

    # src: https://github.com/padamchopra/habitus-cross/issues/50 ("mark all done" request)
    dict(id="AG02", cat="log",
         setup=[H("Read"), H("Meditate"), H("Stretch"), H("Gym", MWF)],
         turns=["did all of them today except gym, knee's playing up"],
         expect={"count": 4,
                 "marks": [("Read", TODAY, "done"), ("Meditate", TODAY, "done"), ("Stretch", TODAY, "done")],
                 "notdone": [("Gym", TODAY)],
                 "habits": [{"name": "Gym", "freq": MWF}]}),

    dict(id="AG03", cat="dates",
         setup=[H("Read"), H("Meditate"), H("Gym", ("weekly", 3))],
         turns=["yday: read + meditated. skipped gym, too wiped"],
         expect={"count": 3,
                 "marks": [("Read", YESTERDAY, "done"), ("Meditate", YESTERDAY, "done")],
                 "notdone": [("Gym", YESTERDAY)],
                 "nomarks": [("Read", TODAY), ("Meditate", TODAY), ("Gym", TODAY)],
                 "habits": [{"name": "Gym", "freq": ("weekly", 3)}, {"name": "Read", "freq": ("daily",)}]}),

    # src: https://github.com/Ayagikei/LifeUp/issues/180 (brushing is a must, flossing only a bonus)
    dict(id="AG04", cat="add",
         setup=[],
         turns=["add flossing every night, nice to have not a must, remind me 10pm"],
         expect={"count": 1, "maxlen": 20,
                 "habits": [{"name": "~floss", "freq": ("daily",), "tier": "nice", "polarity": "build"}],
                 "reminders": [("~floss", "22:00")]}),

    # src: https://ezereye.com/addiction-recovery/2025/10/15/overcoming-vaping-setbacks-essential-tips-for-reco.html (relapse after quitting vaping)
    dict(id="AG05", cat="avoid",
         setup=[H("Vaping", polarity="avoid"), H("Sweets", polarity="avoid")],
         turns=["vaped last night ugh. sweets were fine tho"],
         expect={"count": 2,
                 "marks": [("Vaping", YESTERDAY, "slipped")],
                 "nomarks": [("Vaping", TODAY), ("Sweets", YESTERDAY), ("Sweets", TODAY)],
                 "habits": [{"name": "Vaping", "polarity": "avoid"}, {"name": "Sweets", "polarity": "avoid"}]}),

    # src: https://github.com/iSoron/uhabits/issues/179 (workout reminders at set times) and
    # https://github.com/dohsimpson/HabitTrove/issues/1 (gym on monday, wednesday and friday)
    dict(id="AG06", cat="multi",
         setup=[H("Gym", MWF), H("Reading")],
         turns=["reminders pls: gym 7am mon wed fri, reading 9pm every night"],
         expect={"count": 2,
                 "reminders": [("Gym", "07:00", "mon wed fri"), ("Reading", "21:00")],
                 "habits": [{"name": "Gym", "freq": MWF}, {"name": "Reading", "freq": ("daily",)}],
                 "nomarks": [("Gym", TODAY), ("Reading", TODAY)]}),

    # src: https://github.com/iSoron/uhabits/issues/325 ("cardio" checked if either run or bike is done)
    dict(id="AG07", cat="group",
         setup=[H("Running", ("weekly", 2)), H("Cycling", ("weekly", 1)), H("Swimming", ("weekly", 1))],
         turns=["group running cycling and swimming as cardio, any one of them counts"],
         expect={"count": 3,
                 "groups": [{"name": "Cardio", "require": 1, "members": ["Running", "Cycling", "Swimming"]}]}),

    # src: https://github.com/HabitRPG/habitica/issues/5466 (optional dailies you don't want punished)
    dict(id="AG08", cat="tier",
         setup=[H("Journal"), H("Stretching"), H("Meditation")],
         turns=["journal + stretching are optional now, meditation stays a must"],
         expect={"count": 3, "habits": [
             {"name": "Journal", "tier": "nice"},
             {"name": "Stretching", "tier": "nice"},
             {"name": "Meditation", "tier": "must"}]}),

    # src: https://github.com/dohsimpson/HabitTrove/issues/8 (7 cups of water a day, wants partial credit)
    dict(id="AG09", cat="multi",
         setup=[],
         turns=["add water 8 glasses a day, had 3 already"],
         expect={"count": 1, "maxlen": 25,
                 "habits": [{"name": "~water", "freq": ("daily",), "target": {"amount": 8, "unit": "glass"}}],
                 "marks": [("~water", TODAY, "partial", 3)]}),

    dict(id="AG10", cat="multi",
         setup=[H("Foam rolling", group="Mobility")],
         turns=["new one: stretch, weekdays, optional, put it in mobility, remind me 7:15am"],
         expect={"count": 2, "maxlen": 20,
                 "habits": [{"name": "~stretch", "freq": WEEKDAYS, "tier": "nice", "group": "Mobility"},
                            {"name": "Foam rolling", "group": "Mobility"}],
                 "reminders": [("~stretch", "07:15")]}),

    dict(id="AG11", cat="dates",
         setup=[H("Gym", ("weekly", 3)), H("Reading")],
         turns=["monday gym + reading, tuesday only reading"],
         expect={"count": 2,
                 "marks": [("Gym", MON, "done"), ("Reading", MON, "done"), ("Reading", YESTERDAY, "done")],
                 "notdone": [("Gym", YESTERDAY)],
                 "nomarks": [("Gym", TODAY), ("Reading", TODAY)],
                 "habits": [{"name": "Gym", "freq": ("weekly", 3)}, {"name": "Reading", "freq": ("daily",)}]}),

    # src: https://github.com/FrequeNCy144/Frequent-Habits/issues/5 (filling in past days retroactively)
    dict(id="AG12", cat="dates",
         setup=[H("Gym", ("weekly", 3)), H("Read")],
         turns=["forgot to log friday - gym and read. sat nothing"],
         expect={"count": 2,
                 "marks": [("Gym", FRI, "done"), ("Read", FRI, "done")],
                 "notdone": [("Gym", SAT), ("Read", SAT)],
                 "nomarks": [("Gym", TODAY), ("Read", TODAY), ("Gym", NEXT_FRI)],
                 "habits": [{"name": "Gym", "freq": ("weekly", 3)}, {"name": "Read", "freq": ("daily",)}]}),

    dict(id="AG13", cat="group",
         setup=[H("Running", ("weekly", 2), group="Cardio"), H("Cycling", ("weekly", 1), group="Cardio"),
                H("Swimming", ("weekly", 1), group="Cardio"), H("Rowing", ("weekly", 1))],
         turns=["cardio needs 2 now, and add rowing to it"],
         expect={"count": 4,
                 "groups": [{"name": "Cardio", "require": 2,
                             "members": ["Running", "Cycling", "Swimming", "Rowing"]}]}),

    # ---------------------------------------------------------------- two-to-four-turn exchanges
    dict(id="AG14", cat="correct",
         setup=[H("Read"), H("Meditate"), H("Gym", ("weekly", 3))],
         turns=["did read, meditate and gym", "wait not gym, take that one off"],
         expect={"count": 3,
                 "marks": [("Read", TODAY, "done"), ("Meditate", TODAY, "done")],
                 "notdone": [("Gym", TODAY)]}),

    # src: https://elizalilysmiles.blog/2020/05/10/ (inbox zero only in the monday-friday routine)
    dict(id="AG15", cat="slots",
         setup=[],
         turns=["add inbox zero", "weekdays only"],
         expect={"count": 1, "maxlen": 20,
                 "habits": [{"name": "~inbox", "freq": WEEKDAYS, "polarity": "build"}]}),

    dict(id="AG16", cat="slots",
         setup=[],
         turns=["add gym", "mon wed fri", "6:30am reminder pls"],
         expect={"count": 1, "maxlen": 20,
                 "habits": [{"name": "~gym", "freq": MWF}],
                 "reminders": [("~gym", "06:30")],
                 "nomarks": [("~gym", TODAY)]}),

    dict(id="AG17", cat="multi",
         setup=[H("Meditate"), H("Reading")],
         turns=["remind me to meditate at 7am", "and the same for reading"],
         expect={"count": 2,
                 "reminders": [("Meditate", "07:00"), ("Reading", "07:00")],
                 "habits": [{"name": "Meditate", "freq": ("daily",)}, {"name": "Reading", "freq": ("daily",)}]}),

    dict(id="AG18", cat="edit",
         setup=[H("Morning run"), H("Evening run")],
         turns=["archive run", "the evening one"],
         expect={"count": 2, "habits": [
             {"name": "Evening run", "archived": True},
             {"name": "Morning run", "archived": False}]}),

    dict(id="AG19", cat="correct",
         setup=[H("Morning run"), H("Evening run")],
         turns=["did my run", "morning", "no sorry the other one"],
         expect={"count": 2,
                 "marks": [("Evening run", TODAY, "done")],
                 "notdone": [("Morning run", TODAY)]}),

    dict(id="AG20", cat="avoid",
         setup=[],
         turns=["add coffee, max 2 a day", "had 3 yesterday"],
         expect={"count": 1, "maxlen": 20,
                 "habits": [{"name": "~coffee", "polarity": "avoid", "freq": ("daily",), "target": {"amount": 2}}],
                 "marks": [("~coffee", YESTERDAY, "slipped", 3)],
                 "nomarks": [("~coffee", TODAY)]}),

    # src: https://github.com/xpavle00/Habo/issues/124 (read a couple of times a week, work out 3x a week)
    dict(id="AG21", cat="slots",
         setup=[],
         turns=["add read 20 pages a day, gym and journaling", "gym 3x a week", "journaling every night"],
         expect={"count": 3, "maxlen": 25,
                 "habits": [{"name": "~read", "freq": ("daily",), "target": {"amount": 20, "unit": "page"}},
                            {"name": "~gym", "freq": ("weekly", 3)},
                            {"name": "~journal", "freq": ("daily",)}]}),

    # src: https://github.com/shub39/Grit/issues/219 (medication reminders at several fixed times a day)
    dict(id="AG22", cat="slots",
         setup=[H("Meds")],
         turns=["remind me to take my meds", "8am and 8pm"],
         expect={"count": 1,
                 "reminders": [("Meds", "08:00"), ("Meds", "20:00")],
                 "habits": [{"name": "Meds", "freq": ("daily",)}],
                 "nomarks": [("Meds", TODAY)]}),

    # src: https://github.com/HabitRPG/habitica/issues/687 (a sick day shouldn't count against you)
    dict(id="AG23", cat="log",
         setup=[H("Read"), H("Gym", MWF), H("Meditate")],
         turns=["skip everything today, down with flu", "yep"],
         expect={"count": 3,
                 "marks": [("Read", TODAY, "skipped"), ("Gym", TODAY, "skipped"), ("Meditate", TODAY, "skipped")]}),

    # src: https://github.com/shub39/Grit/issues/165 (habit created with the wrong name)
    dict(id="AG24", cat="edit",
         setup=[H("Workout", ("weekly", 3))],
         turns=["rename workout to lifting", "and make it 4x a week"],
         expect={"count": 1, "habits": [{"name": "Lifting", "freq": ("weekly", 4)}]}),

    # src: https://github.com/dessalines/habit-maker/issues/16 (reading x pages as a measurable habit)
    dict(id="AG25", cat="log",
         setup=[],
         turns=["add reading 30 pages a day", "read 12 pages this morning", "another 20 on the train"],
         expect={"count": 1, "maxlen": 20,
                 "habits": [{"name": "~read", "freq": ("daily",), "target": {"amount": 30, "unit": "page"}}],
                 "marks": [("~read", TODAY, "done", 32)],
                 "nomarks": [("~read", YESTERDAY)]}),

    dict(id="AG26", cat="edit",
         setup=[H("Flossing", marks=[(MON, "done"), (YESTERDAY, "done")]), H("Cold shower"), H("Reading")],
         turns=["delete flossing, archive cold shower", "yes"],
         expect={"count": 2, "habits": [
             {"name": "Cold shower", "archived": True},
             {"name": "Reading", "archived": False}]}),

    dict(id="AG27", cat="correct",
         setup=[H("Gym", ("weekly", 3)), H("Reading")],
         turns=["make gym 4x a week and archive reading", "actually undo the archive, keep reading"],
         expect={"count": 2, "habits": [
             {"name": "Gym", "freq": ("weekly", 4)},
             {"name": "Reading", "archived": False, "freq": ("daily",)}]}),

    # ---------------------------------------------------------------- must change nothing / nothing wrong
    # "friday" in a skip is the coming one (03-06): last friday's gym must stay done, nothing lands today
    dict(id="AG28", cat="dates",
         setup=[H("Gym", MWF, marks=[(FRI, "done")]), H("Swim", ("weekly", 2))],
         turns=["skip gym friday, physio. swim too"],
         expect={"count": 2,
                 "marks": [("Gym", FRI, "done")],
                 "nomarks": [("Swim", FRI), ("Gym", TODAY), ("Swim", TODAY)],
                 "habits": [{"name": "Gym", "freq": MWF}, {"name": "Swim", "freq": ("weekly", 2)}]}),

    dict(id="AG29", cat="safety",
         setup=[H("Gym", MWF), H("Reading")],
         turns=["brutal week, back to back meetings till friday"],
         expect={"unchanged": True}),

    dict(id="AG30", cat="safety",
         setup=[H("Gym", ("weekly", 3)), H("Reading")],
         turns=["my wife did gym and reading today lol, im still in bed"],
         expect={"unchanged": True}),

    dict(id="AG31", cat="safety",
         setup=[H("Gym", ("weekly", 3)), H("Reading")],
         turns=["no gym no reading today, just couldnt"],
         expect={"count": 2,
                 "notdone": [("Gym", TODAY), ("Reading", TODAY)],
                 "habits": [{"name": "Gym", "freq": ("weekly", 3)}, {"name": "Reading", "freq": ("daily",)}]}),

    dict(id="AG32", cat="query",
         setup=[H("Read", marks=[(MON, "done")]), H("Gym", MWF, marks=[(MON, "done")]), H("Meditate")],
         turns=["whats left for today? and hows my week looking"],
         expect={"unchanged": True}),

    dict(id="AG33", cat="safety",
         setup=[H("Gym", ("weekly", 3)), H("Read")],
         turns=["gonna hit the gym and read tonight"],
         expect={"unchanged": True}),

    dict(id="AG34", cat="safety",
         setup=[H("Reading"), H("Meditate")],
         turns=["block insta during work hours and sync to my apple watch pls"],
         expect={"unchanged": True}),

    # src: https://vuink.com/post/qhezbafxv-d-dpbz/self-improvement/good-daily-habits (reaching for the phone instead of the book)
    dict(id="AG35", cat="safety",
         setup=[H("Reading")],
         turns=["didnt read, doomscrolled instead 🙃"],
         expect={"count": 1, "notdone": [("Reading", TODAY)],
                 "habits": [{"name": "Reading", "freq": ("daily",), "polarity": "build"}]}),

    dict(id="AG36", cat="query",
         setup=[H("Reading"), H("Yoga", ("weekly", 2))],
         turns=["should i make reading weekdays or keep it daily? and yoga sundays maybe?"],
         expect={"unchanged": True}),

    dict(id="AG37", cat="correct",
         setup=[H("Reading")],
         turns=["add cold plunge", "actually nvm forget it"],
         expect={"unchanged": True}),

    dict(id="AG38", cat="safety",
         setup=[H("Gym", MWF)],
         turns=["gym was shut today, burst pipe apparently"],
         expect={"count": 1, "notdone": [("Gym", TODAY)], "habits": [{"name": "Gym", "freq": MWF}]}),

    # no target on Reading: a partial amount must be asked about, not logged
    dict(id="AG39", cat="safety",
         setup=[H("Reading")],
         turns=["only got through like 5 pages of my book today"],
         expect={"unchanged": True}),

    dict(id="AG40", cat="query",
         setup=[H("Meditate")],
         turns=["is it bad to skip meditation on weekends?"],
         expect={"unchanged": True}),
]
