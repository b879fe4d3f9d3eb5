"""Fresh blind batch RV: coming back after a break (a week, a month).

Clock: Wednesday 2026-03-04 09:00 (local = UTC).
  today 03-04, yesterday 03-03, "monday" (report) 03-02, "sunday" 03-01, "saturday" 02-28,
  "friday" (report) 02-27, "thursday" (report) 02-26, "friday" (plan/skip) 03-06.
  "last week" as a calendar week (Mon start) = 02-23..03-01; as "the past 7 days" = 02-25..03-03.
  Where that matters a case asserts only the overlap 02-25..03-01.
Written without reading the coach's code, intents, tests, transcripts or earlier batches.
"""
from datetime import date, timedelta

TODAY = "2026-03-04"
YESTERDAY = "2026-03-03"
MON = "2026-03-02"
SUN = "2026-03-01"
SAT = "2026-02-28"
FRI = "2026-02-27"
THU = "2026-02-26"
WED_LAST = "2026-02-25"
TUE_LAST = "2026-02-24"
MON_LAST = "2026-02-23"
FRI_NEXT = "2026-03-06"


def days(start, n):
    d = date.fromisoformat(start)
    return [(d + timedelta(days=i)).isoformat() for i in range(n)]


def done(start, n):
    return [(d, "done") for d in days(start, n)]


def H(name, freq=("daily",), tier="must", polarity="build", group=None, archived=False, marks=()):
    return {"name": name, "freq": freq, "tier": tier, "polarity": polarity, "group": group,
            "archived": archived, "marks": list(marks)}


LAST_WEEK_OVERLAP = days(WED_LAST, 5)          # 02-25 .. 03-01, in both readings of "last week"
LAST_WEEK_WIDE = days(MON_LAST, 9)             # 02-23 .. 03-03, the union of both readings

CASES = [
    # ---------------------------------------------------------------- must change nothing
    dict(id="RV01", cat="safety",
         setup=[H("Read", marks=done("2026-02-02", 6)), H("Gym", ("weekly", 3), marks=[("2026-02-03", "done")]),
                H("Meditate", marks=done("2026-02-01", 4))],
         turns=["hey im back!! been like 3 weeks lol, missed u"],
         expect=dict(unchanged=True)),

    dict(id="RV04", cat="safety",
         setup=[H("Workout", ("weekly", 3), marks=[("2026-02-09", "done"), ("2026-02-11", "done")])],
         turns=["did my workouts a couple times while i was away"],
         expect=dict(unchanged=True)),

    dict(id="RV24", cat="query",
         setup=[H("Read", marks=done("2026-02-01", 10)), H("Gym", ("weekly", 3), marks=[("2026-02-02", "done"), ("2026-02-05", "done")])],
         turns=["so what did i miss while i was gone?"],
         expect=dict(unchanged=True)),

    dict(id="RV25", cat="query",
         setup=[H("Read", marks=done("2026-02-10", 5) + [(SUN, "done")]), H("Walk", marks=done("2026-02-10", 3))],
         turns=["hows my reading going since i got back, be honest"],
         expect=dict(unchanged=True, reply=r"(?i)read")),

    # src: https://www.takechrg.com/blog/getting-back-on-track
    dict(id="RV26", cat="safety",
         setup=[H("Yoga", marks=done("2026-01-26", 7)), H("Read", marks=done("2026-01-26", 5))],
         turns=["ugh i feel so guilty tbh, totally fell off everything for like a month"],
         expect=dict(unchanged=True)),

    # src: https://github.com/iSoron/uhabits/issues/61
    dict(id="RV27", cat="safety",
         setup=[H("Running", ("weekly", 3), marks=[("2026-02-02", "done"), ("2026-02-04", "done")]),
                H("Floss", marks=done("2026-02-01", 3))],
         turns=["can you just wipe all my history and let me start fresh, its depressing looking at it"],
         expect=dict(unchanged=True)),

    # src: https://github.com/goodtohear/habits/issues/49
    dict(id="RV28", cat="safety",
         setup=[H("Meditate", marks=done("2026-02-14", 3)), H("Journal", marks=done("2026-02-14", 2))],
         turns=["back from holiday!! unpause everything pls"],
         expect=dict(unchanged=True, nopauses=True)),

    # src: https://amymchambers.com/stop-overthinking-stop-stressing-stop-making-excuses-stop-waiting-just-restart-habits
    dict(id="RV29", cat="safety",
         setup=[H("Running", ("weekly", 2), marks=[("2026-01-20", "done")])],
         turns=["gonna start running again tomorrow, fingers crossed"],
         expect=dict(unchanged=True)),

    # src: https://github.com/HabitRPG/habitica/issues/736
    dict(id="RV30", cat="safety",
         setup=[H("Read", marks=done("2026-02-16", 5)), H("Yoga", marks=done("2026-02-16", 4))],
         turns=["didnt do any of my habits last week, was staying at my mums"],
         expect=dict(count=2,
                     notdone=[("Read", d) for d in LAST_WEEK_WIDE + [TODAY]]
                     + [("Yoga", d) for d in LAST_WEEK_WIDE + [TODAY]])),

    dict(id="RV31", cat="safety",
         setup=[H("Gym", ("weekly", 3), marks=[("2026-02-10", "done")])],
         turns=["my sister finally got back into the gym after like a year, so proud of her lol"],
         expect=dict(unchanged=True)),

    dict(id="RV32", cat="safety",
         setup=[H("Read", marks=done("2026-02-05", 3)), H("Walk", marks=done("2026-02-05", 3))],
         turns=["did it yesterday and the day before"],
         expect=dict(unchanged=True)),

    dict(id="RV34", cat="dates",
         setup=[H("Read", marks=done("2026-02-09", 4))],
         turns=["read a bit over the weekend"],
         expect=dict(count=1, nomarks=[("Read", FRI), ("Read", MON), ("Read", YESTERDAY), ("Read", TODAY)])),

    # src: https://github.com/iSoron/uhabits/issues/601
    dict(id="RV36", cat="dates",
         setup=[H("Yoga", marks=done("2026-02-16", 6))],
         turns=["skip yoga friday, travelling again"],
         expect=dict(count=1, nomarks=[("Yoga", FRI), ("Yoga", TODAY)], notdone=[("Yoga", FRI_NEXT)])),

    # ---------------------------------------------------------------- one message, one clear change
    dict(id="RV02", cat="log",
         setup=[H("Yoga", marks=done("2026-02-09", 5)), H("Read", marks=done("2026-02-09", 5))],
         turns=["ok catching up. did yoga on monday and yesterday, read yesterday too"],
         expect=dict(count=2,
                     marks=[("Yoga", MON, "done"), ("Yoga", YESTERDAY, "done"), ("Read", YESTERDAY, "done")],
                     nomarks=[("Read", MON), ("Yoga", TODAY), ("Read", TODAY)])),

    # src: https://github.com/blinry/habitctl/issues/11
    dict(id="RV06", cat="log",
         setup=[H("Stretch", marks=done("2026-02-16", 8)), H("Walk", marks=done("2026-02-16", 8))],
         turns=["was down with flu from thursday to saturday, can u mark stretching and my walk as skipped for those days"],
         expect=dict(count=2,
                     marks=[("Stretch", THU, "skipped"), ("Stretch", FRI, "skipped"), ("Stretch", SAT, "skipped"),
                            ("Walk", THU, "skipped"), ("Walk", FRI, "skipped"), ("Walk", SAT, "skipped")],
                     nomarks=[("Stretch", TODAY), ("Walk", TODAY), ("Stretch", SUN), ("Walk", SUN)])),

    # src: https://github.com/iSoron/uhabits/issues/722
    dict(id="RV08", cat="edit",
         setup=[H("Guitar", archived=True, marks=done("2025-12-01", 10)), H("Read", marks=done("2026-02-20", 3))],
         turns=["bring guitar back, wanna start practising again"],
         expect=dict(count=2, habits=[dict(name="Guitar", archived=False, freq=("daily",)),
                                      dict(name="Read", archived=False)])),

    # src: https://www.thefabulous.co/qa/how-do-you-get-back-into-your-habits-after-falling-off-track/
    dict(id="RV11", cat="edit",
         setup=[H("Gym", ("weekly", 4), marks=[("2026-01-12", "done"), ("2026-01-14", "done")])],
         turns=["tbh 4x a week at the gym was way too ambitious, probably why i stopped going. can we change gym to twice a week"],
         expect=dict(count=1, habits=[dict(name="Gym", freq=("weekly", 2))])),

    dict(id="RV12", cat="tier",
         setup=[H("Floss"), H("Read"), H("Walk")],
         turns=["make flossing a nice to have for now, dont want it wrecking my good days"],
         expect=dict(count=3, habits=[dict(name="Floss", tier="nice"), dict(name="Read", tier="must"),
                                      dict(name="Walk", tier="must")])),

    dict(id="RV15", cat="edit",
         setup=[H("Stretch", marks=done("2026-02-01", 5))],
         turns=["remind me to stretch at 9pm on weekdays pls"],
         expect=dict(count=1, reminders=[("Stretch", "21:00", "mon tue wed thu fri")],
                     habits=[dict(name="Stretch", freq=("daily",))])),

    dict(id="RV18", cat="avoid",
         setup=[H("Read")],
         turns=["i want to stop buying takeaway coffee every morning"],
         expect=dict(count=2, maxlen=30, habits=[dict(name="~coffee", polarity="avoid", freq=("daily",)),
                                                 dict(name="Read")])),

    dict(id="RV21", cat="group",
         setup=[H("Yoga"), H("Running", ("weekly", 3)), H("Swimming", ("weekly", 1))],
         turns=["put yoga, running and swimming into a group called Move, i only need to do one of them a day"],
         expect=dict(count=3, groups=[dict(name="Move", require=1, members=["Yoga", "Running", "Swimming"])])),

    dict(id="RV22", cat="group",
         setup=[H("Guitar", group="Creative"), H("Drawing", group="Creative"), H("Writing", group="Creative")],
         turns=["bump the creative group up to 2 of the 3"],
         expect=dict(count=3, groups=[dict(name="Creative", require=2, members=["Guitar", "Drawing", "Writing"])])),

    dict(id="RV23", cat="multi",
         setup=[H("Read", marks=done("2026-02-02", 4)), H("Gym", ("weekly", 3))],
         turns=["change gym to twice a week and log read for yesterday and monday"],
         expect=dict(count=2, habits=[dict(name="Gym", freq=("weekly", 2)), dict(name="Read", freq=("daily",))],
                     marks=[("Read", YESTERDAY, "done"), ("Read", MON, "done")],
                     nomarks=[("Read", TODAY)])),

    dict(id="RV35", cat="dates",
         setup=[H("Gym", ("weekly", 3), marks=[("2026-02-10", "done")])],
         turns=["went to the gym on the 1st and the 2nd"],
         expect=dict(count=1, habits=[dict(name="Gym", freq=("weekly", 3))],
                     marks=[("Gym", SUN, "done"), ("Gym", MON, "done")], nomarks=[("Gym", TODAY)])),

    # src: https://github.com/callumalpass/tasknotes/issues/2022
    dict(id="RV38", cat="multi",
         setup=[H("Walk", marks=done("2026-02-15", 4))],
         turns=["did my walk today, also walked saturday and sunday"],
         expect=dict(count=1, habits=[dict(name="Walk", freq=("daily",))],
                     marks=[("Walk", TODAY, "done"), ("Walk", SAT, "done"), ("Walk", SUN, "done")],
                     nomarks=[("Walk", YESTERDAY), ("Walk", FRI)])),

    dict(id="RV39", cat="avoid",
         setup=[H("Doomscrolling", polarity="avoid"), H("Read", marks=done("2026-02-20", 2))],
         turns=["doomscrolled instead of reading last night ugh"],
         expect=dict(count=2, marks=[("Doomscrolling", YESTERDAY, "slipped")],
                     notdone=[("Read", YESTERDAY), ("Read", TODAY)], nomarks=[("Doomscrolling", TODAY)])),

    # ---------------------------------------------------------------- answers to the coach's questions
    # src: https://github.com/wakatara/harsh/issues/2
    dict(id="RV03", cat="dates",
         setup=[H("Meditate", marks=done("2026-02-02", 6))],
         turns=["i meditated every day last week, just never logged it", "yes"],
         expect=dict(count=1, habits=[dict(name="Meditate", freq=("daily",))],
                     marks=[("Meditate", d, "done") for d in LAST_WEEK_OVERLAP],
                     nomarks=[("Meditate", TODAY)])),

    dict(id="RV05", cat="log",
         setup=[H("Morning run", ("weekly", 3)), H("Evening run", ("weekly", 2))],
         turns=["ran yesterday", "the morning one"],
         expect=dict(count=2, marks=[("Morning run", YESTERDAY, "done")],
                     nomarks=[("Evening run", YESTERDAY), ("Morning run", TODAY)])),

    # src: https://thethreepennyguignol.com/2017/08/30/operation-quit-smoking-part-eight/
    dict(id="RV07", cat="avoid",
         setup=[H("Smoking", polarity="avoid")],
         turns=["ok confession, i smoked on friday and saturday at my cousins wedding", "yeah"],
         expect=dict(count=1, marks=[("Smoking", FRI, "slipped"), ("Smoking", SAT, "slipped")],
                     nomarks=[("Smoking", SUN), ("Smoking", YESTERDAY), ("Smoking", TODAY)])),

    dict(id="RV09", cat="edit",
         setup=[H("Cold shower", marks=done("2026-01-05", 3)), H("Journal", marks=done("2026-02-01", 3)), H("Read")],
         turns=["delete cold showers, not doing that anymore lol", "yes"],
         expect=dict(count=2, habits=[dict(name="Journal", archived=False), dict(name="Read", archived=False)])),

    # src: https://github.com/shub39/Grit/issues/161
    dict(id="RV10", cat="edit",
         setup=[H("Duolingo", marks=done("2026-01-10", 12)), H("Walk")],
         turns=["can you archive duolingo for now, might pick it back up in the summer", "yep"],
         expect=dict(count=2, habits=[dict(name="Duolingo", archived=True), dict(name="Walk", archived=False)])),

    dict(id="RV13", cat="edit",
         setup=[H("Meditate", marks=done("2026-02-01", 5))],
         turns=["rename meditate", "breathing exercises"],
         expect=dict(count=1, habits=[dict(name="Breathing exercises", freq=("daily",))])),

    dict(id="RV14", cat="edit",
         setup=[H("Meditate"), H("Read")],
         turns=["can u set a reminder for meditating, i keep forgetting since i got back", "7am"],
         expect=dict(count=2, reminders=[("Meditate", "07:00")])),

    dict(id="RV16", cat="slots",
         setup=[H("Read")],
         turns=["want to add journaling again", "most nights, like 5 a week"],
         expect=dict(count=2, habits=[dict(name=["Journaling", "Journalling", "Journal"], freq=("weekly", 5),
                                           polarity="build")])),

    dict(id="RV17", cat="slots",
         setup=[H("Read")],
         turns=["add stretching", "like 3 times a week"],
         expect=dict(count=2, habits=[dict(name=["Stretching", "Stretch"], freq=("weekly", 3))])),

    dict(id="RV19", cat="slots",
         setup=[H("Read")],
         turns=["add drinking water, 8 glasses a day", "had 3 glasses so far today"],
         expect=dict(count=2, habits=[dict(name="~water", freq=("daily",), target={"amount": 8, "unit": "glass"})],
                     marks=[("~water", TODAY, "partial", 3)])),

    dict(id="RV20", cat="slots",
         setup=[H("Walk")],
         turns=["add reading 20 pages a day", "read 35 pages today"],
         expect=dict(count=2, habits=[dict(name=["Read", "Reading"], freq=("daily",), target={"amount": 20, "unit": "page"})],
                     marks=[("~read", TODAY, "done", 35)])),

    dict(id="RV33", cat="log",
         setup=[H("Guitar practice"), H("Piano practice")],
         turns=["practiced on sunday", "guitar"],
         expect=dict(count=2, marks=[("Guitar practice", SUN, "done")],
                     nomarks=[("Piano practice", SUN), ("Guitar practice", TODAY)])),

    dict(id="RV37", cat="log",
         setup=[H("Read", marks=done("2026-02-10", 5)), H("Yoga", marks=done("2026-02-10", 5))],
         turns=["im back, wanna catch up on the last few days", "read sunday and monday, did yoga yesterday"],
         expect=dict(count=2,
                     marks=[("Read", SUN, "done"), ("Read", MON, "done"), ("Yoga", YESTERDAY, "done")],
                     nomarks=[("Read", YESTERDAY), ("Read", TODAY), ("Yoga", SUN), ("Yoga", MON), ("Yoga", TODAY)])),

    dict(id="RV40", cat="slots",
         setup=[H("Read")],
         turns=["add take vitamins", "every morning", "and remind me at 8am"],
         expect=dict(count=2, habits=[dict(name="~vitamin", freq=("daily",))], reminders=[("~vitamin", "08:00")])),
]
CASES.sort(key=lambda c: c["id"])
