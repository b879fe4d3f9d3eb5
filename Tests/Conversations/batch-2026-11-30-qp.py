"""Fresh blind batch QP: people who mostly ask (progress, streaks, stats, what's left, last week,
which habit they miss most), small talk, off-topic assistant requests that must change nothing,
and the occasional real request hidden in chat.

Clock: Wednesday 2026-03-04 09:00 (local = UTC).
  yesterday = Tue 03-03, "monday" (report) = 03-02, "3 days ago" = Sun 03-01,
  "friday"/"saturday" (report) = 02-27 / 02-28, "last thursday" = 02-26,
  last week = Mon 02-23 .. Sun 03-01, "friday" in a plan or skip = 03-06.
Format: dev_cases.py (id, cat, setup, turns, expect). Written without reading the code.
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


def H(name, freq=("daily",), tier="must", polarity="build", group=None, archived=False, marks=()):
    """A habit imported before the conversation (created 2026-01-01)."""
    return dict(name=name, freq=freq, tier=tier, polarity=polarity, group=group,
                archived=archived, marks=list(marks))


def span(first, last, state="done", skip=()):
    """(day, state) for every day from first to last inclusive, leaving out the days in skip."""
    d, end, out = date.fromisoformat(first), date.fromisoformat(last), []
    while d <= end:
        if d.isoformat() not in skip:
            out.append((d.isoformat(), state))
        d += timedelta(days=1)
    return out


WATER = ["Drink water", "Water", "Drinking water", "Drink more water"]

CASES = [
    # ------------------------------------------------------------------ questions: change nothing
    dict(id="QP01", cat="query",
         setup=[H("Floss", tier="nice", marks=[(SUN, "done"), (MON, "done")]),
                H("Reading", marks=span(WED_LAST, YESTERDAY))],
         turns=["did i floss yesterday?? cant remember lol"],
         expect=dict(unchanged=True)),

    # src: https://github.com/HabitRPG/habitica/issues/6420  (wants the current streak shown as a number)
    dict(id="QP02", cat="query",
         setup=[H("Reading", marks=span(WED_LAST, YESTERDAY)),
                H("Gym", freq=("days", "mon wed fri"), marks=[(MON, "done")])],
         turns=["whats my streak on readin rn"],
         expect=dict(unchanged=True, reply=r"\b7\b|seven")),

    dict(id="QP03", cat="query",
         setup=[H("Reading", marks=[(YESTERDAY, "done"), (TODAY, "done")]),
                H("Meditate", marks=[(YESTERDAY, "done")]),
                H("Gym", freq=("weekly", 3), marks=[(MON, "done")])],
         turns=["what have i still got left to do today"],
         expect=dict(unchanged=True, reply=r"(?i)meditat")),

    # src: https://github.com/dot-ruth/daily_dot/issues/4  (wants to see best-performing habits and missed days)
    dict(id="QP04", cat="query",
         setup=[H("Reading", marks=span("2026-02-05", YESTERDAY)),
                H("Walk", marks=span("2026-02-15", YESTERDAY, skip=("2026-02-19", "2026-02-25"))),
                H("Floss", tier="nice", marks=[("2026-02-08", "done"), ("2026-02-12", "done"),
                                               ("2026-02-17", "done"), ("2026-02-21", "done"),
                                               (TUE_LAST, "done"), (SUN, "done")])],
         turns=["which habit do i slack on the most? be honest"],
         expect=dict(unchanged=True, reply=r"(?i)floss")),

    # src: https://github.com/super-productivity/super-productivity/issues/8002  (weekly summaries of habits)
    dict(id="QP05", cat="query",
         setup=[H("Reading", marks=[(MON_LAST, "done"), (TUE_LAST, "done"), (THU, "done"), (SUN, "done")]),
                H("Gym", freq=("weekly", 3), marks=[(MON_LAST, "done"), (WED_LAST, "done"), (FRI, "done")])],
         turns=["what did i actually get done last week"],
         expect=dict(unchanged=True)),

    dict(id="QP06", cat="safety",
         setup=[H("Run", freq=("weekly", 3), marks=[(MON, "done")])],
         turns=["is it gonna rain tomorrow? thinking about going for a run"],
         expect=dict(unchanged=True)),

    dict(id="QP07", cat="safety",
         setup=[H("Reading", marks=[(YESTERDAY, "done")]),
                H("Gym", freq=("days", "mon wed fri"))],
         turns=["set an alarm for 6am pls"],
         expect=dict(unchanged=True)),

    dict(id="QP08", cat="safety",
         setup=[H("Reading"), H("Call mum", freq=("weekly", 1))],
         turns=["text my mum and tell her ill be late for dinner"],
         expect=dict(unchanged=True)),

    dict(id="QP09", cat="safety",
         setup=[H("Cook at home", freq=("weekly", 4), marks=[(MON, "done")])],
         turns=["got a good banana bread recipe? need to use up these old bananas"],
         expect=dict(unchanged=True)),

    dict(id="QP10", cat="safety",
         setup=[H("Run", freq=("weekly", 3), marks=[(SUN, "done")])],
         turns=["my sister just ran a half marathon lol, i could never"],
         expect=dict(unchanged=True)),

    dict(id="QP11", cat="safety",
         setup=[H("Reading"), H("Meditate"), H("Gym", freq=("weekly", 3))],
         turns=["honestly feeling pretty flat today, havent done a single thing"],
         expect=dict(unchanged=True)),

    dict(id="QP12", cat="safety",
         setup=[H("Gym", freq=("days", "mon wed fri"), marks=[(MON, "done")])],
         turns=["gonna hit the gym tonight after work i think"],
         expect=dict(unchanged=True)),

    dict(id="QP13", cat="safety",
         setup=[H("Reading", marks=[(MON, "done"), (YESTERDAY, "done")])],
         turns=["whats a good book to read this month? just finished my last one"],
         expect=dict(unchanged=True)),

    # src: https://github.com/HabitRPG/habitica/issues/687  (flu for two days, wants a sick-day option)
    dict(id="QP14", cat="safety",
         setup=[H("Run", freq=("weekly", 3)), H("Gym", freq=("days", "tue thu")), H("Reading")],
         turns=["im down with the flu, prob until sunday"],
         expect=dict(unchanged=True, nopauses=True)),

    dict(id="QP15", cat="query",
         setup=[H("Reading"), H("Gym", freq=("weekly", 3)), H("Floss", tier="nice")],
         turns=["what habits have i got set up again"],
         expect=dict(unchanged=True, reply=r"(?is)(?=.*reading)(?=.*gym)(?=.*floss)")),

    # ------------------------------------------------------------------ single-message requests
    dict(id="QP16", cat="dates",
         setup=[H("Reading"), H("Floss", tier="nice")],
         turns=["last night i read and flossed before bed"],
         expect=dict(count=2,
                     marks=[("Reading", YESTERDAY, "done"), ("Floss", YESTERDAY, "done")],
                     nomarks=[("Reading", TODAY), ("Floss", TODAY)])),

    # src: https://github.com/iSoron/uhabits/issues/88  (swimming pool closed for a public holiday -> skip without breaking)
    dict(id="QP17", cat="log",
         setup=[H("Swim", freq=("days", "mon wed fri"), marks=[(MON, "done")])],
         turns=["skip swim today, pool's shut for the bank holiday"],
         expect=dict(count=1, habits=[dict(name="Swim", freq=("days", "mon wed fri"))],
                     marks=[("Swim", TODAY, "skipped")])),

    # src: https://github.com/asuarezburgos804-png/Proyecto_Seguimiento_Habitos/issues/21  (log relapses without guilt)
    dict(id="QP18", cat="avoid",
         setup=[H("Smoking", polarity="avoid"), H("Reading")],
         turns=["ugh caved and had a cigarette after work yesterday"],
         expect=dict(count=2, marks=[("Smoking", YESTERDAY, "slipped")],
                     nomarks=[("Smoking", TODAY), ("Reading", YESTERDAY)])),

    # src: https://github.com/iSoron/uhabits/issues/95  (did the habit but forgot to check it in the app)
    dict(id="QP19", cat="dates",
         setup=[H("Meditate", marks=[(SUN, "done")])],
         turns=["forgot to tick off meditation on monday, i def did it tho"],
         expect=dict(count=1, habits=[dict(name="Meditate", freq=("daily",))],
                     marks=[("Meditate", MON, "done")], nomarks=[("Meditate", TODAY)])),

    dict(id="QP20", cat="dates",
         setup=[H("Gym", freq=("weekly", 3), marks=[(MON_LAST, "done")])],
         turns=["hit the gym friday and saturday btw"],
         expect=dict(count=1, habits=[dict(name="Gym", freq=("weekly", 3))],
                     marks=[("Gym", FRI, "done"), ("Gym", SAT, "done")],
                     nomarks=[("Gym", TODAY)])),

    # src: https://github.com/oppiliappan/dijo/issues/38  (rename a habit without deleting it and losing history)
    dict(id="QP21", cat="edit",
         setup=[H("Walk", marks=[(SUN, "done"), (MON, "done"), (YESTERDAY, "done")])],
         turns=["can you rename walk to evening walk? want to keep all the old ticks tho"],
         expect=dict(count=1, habits=[dict(name="Evening walk", freq=("daily",))],
                     marks=[("Evening walk", MON, "done"), ("Evening walk", YESTERDAY, "done")],
                     nomarks=[("Evening walk", TODAY)])),

    dict(id="QP22", cat="edit",
         setup=[H("Meditate"), H("Reading")],
         turns=["remind me to medidate at 7am on weekdays"],
         expect=dict(count=2, habits=[dict(name="Meditate", freq=("daily",))],
                     reminders=[("Meditate", "07:00", "mon tue wed thu fri")],
                     nomarks=[("Meditate", TODAY)])),

    # src: https://github.com/xpavle00/Habo/issues/135  (wants to track things they don't want to do, like drinking alcohol)
    dict(id="QP23", cat="avoid",
         setup=[H("Reading")],
         turns=["i want to start tracking not drinking alcohol, some weeks i have way too much"],
         expect=dict(count=2, habits=[dict(name="~alcohol", polarity="avoid")],
                     nomarks=[("~alcohol", TODAY)])),

    dict(id="QP24", cat="tier",
         setup=[H("Floss", marks=[(MON, "done")]), H("Reading")],
         turns=["make flossing optional, its not a big deal if i miss it"],
         expect=dict(count=2, habits=[dict(name="Floss", tier="nice", freq=("daily",)),
                                      dict(name="Reading", tier="must")],
                     nomarks=[("Floss", TODAY)])),

    dict(id="QP25", cat="group",
         setup=[H("Gym"), H("Swimming"), H("Reading")],
         turns=["put gym and swimming in a group called Exercise, i only need to do one of them a day"],
         expect=dict(count=3, groups=[dict(name="Exercise", require=1, members=["Gym", "Swimming"])],
                     habits=[dict(name="Reading", group=None)],
                     nomarks=[("Gym", TODAY), ("Swimming", TODAY)])),

    dict(id="QP26", cat="multi",
         setup=[H("Reading"), H("Floss", tier="nice"),
                H("Gym", freq=("weekly", 3), marks=[(MON, "done")])],
         turns=["did my reading, skipped flossing cos i was knackered, and hows my gym week looking?"],
         expect=dict(count=3, marks=[("Reading", TODAY, "done"), ("Floss", TODAY, "skipped")],
                     nomarks=[("Gym", TODAY)],
                     habits=[dict(name="Gym", freq=("weekly", 3))])),

    dict(id="QP27", cat="multi",
         setup=[H("Meditate", marks=span(SAT, YESTERDAY)), H("Reading")],
         turns=["how's my meditation streak looking? oh and i did it this morning already"],
         expect=dict(count=2, marks=[("Meditate", TODAY, "done")], nomarks=[("Reading", TODAY)])),

    # src: https://myhabits.in/community/habit-tracker-app-comparison-d389cc  (archived a finished 30-day yoga challenge)
    dict(id="QP28", cat="edit",
         setup=[H("Yoga challenge", marks=span("2026-02-01", YESTERDAY)), H("Reading")],
         turns=["the yoga challenge is finished now, can you archive it"],
         expect=dict(count=2, habits=[dict(name="Yoga challenge", archived=True),
                                      dict(name="Reading", archived=False)],
                     nomarks=[("Yoga challenge", TODAY)])),

    dict(id="QP29", cat="multi",
         setup=[H("Reading", marks=span(SAT, YESTERDAY))],
         turns=["add meditation every morning and drinking water 2 litres a day, also whats my reading streak"],
         expect=dict(count=3,
                     habits=[dict(name=["Meditation", "Meditate"], freq=("daily",)),
                             dict(name=WATER, freq=("daily",), target={"amount": 2, "unit": "litre"}),
                             dict(name="Reading", freq=("daily",))],
                     nomarks=[("Reading", TODAY)])),

    # ------------------------------------------------------------------ exchanges over several turns
    # src: https://spoke-1he.pages.dev/guides/how-to-track-water-intake/  (count water in glasses, log as you go)
    dict(id="QP30", cat="slots",
         setup=[],
         turns=["add drinking water, 8 glasses a day", "had 3 so far", "how much have i had today?"],
         expect=dict(count=1,
                     habits=[dict(name=WATER, freq=("daily",), target={"amount": 8, "unit": "glass"})],
                     marks=[(WATER, TODAY, "partial", 3)],
                     reply=r"\b3\b|three")),

    dict(id="QP31", cat="slots",
         setup=[H("Gym", freq=("weekly", 3))],
         turns=["i want to read 20 pages a day", "read 12 today", "how many more do i need"],
         expect=dict(count=2,
                     habits=[dict(name=["Read", "Reading"], freq=("daily",), target={"amount": 20, "unit": "page"})],
                     marks=[(["Read", "Reading"], TODAY, "partial", 12)],
                     reply=r"\b8\b|eight")),

    dict(id="QP32", cat="slots",
         setup=[H("Reading")],
         turns=["add stretching", "every morning"],
         expect=dict(count=2, habits=[dict(name=["Stretch", "Stretching"], freq=("daily",), polarity="build")],
                     nomarks=[(["Stretch", "Stretching"], TODAY)])),

    # src: https://www.michellelivingston.com/blog/archive/2017/09  (be realistic about how many times a week)
    dict(id="QP33", cat="slots",
         setup=[],
         turns=["i wanna start journaling", "3x a week prob"],
         expect=dict(count=1, habits=[dict(name=["Journal", "Journaling"], freq=("weekly", 3))],
                     nomarks=[(["Journal", "Journaling"], TODAY)])),

    dict(id="QP34", cat="slots",
         setup=[H("Reading")],
         turns=["add yoga", "weekends"],
         expect=dict(count=2, habits=[dict(name="Yoga", freq=("days", "sat sun"))],
                     nomarks=[("Yoga", TODAY)])),

    dict(id="QP35", cat="log",
         setup=[H("Morning run"), H("Evening run")],
         turns=["went for a run", "the morning one"],
         expect=dict(count=2, marks=[("Morning run", TODAY, "done")],
                     nomarks=[("Evening run", TODAY)])),

    dict(id="QP36", cat="correct",
         setup=[H("Reading", marks=[(SUN, "done"), (MON, "done")])],
         turns=["log reading for yesterday", "wait no, i meant today"],
         expect=dict(count=1, marks=[("Reading", TODAY, "done"), ("Reading", MON, "done")],
                     nomarks=[("Reading", YESTERDAY)])),

    dict(id="QP37", cat="correct",
         setup=[H("Yoga", freq=("days", "mon wed fri"), marks=[(MON, "done")])],
         turns=["i did yoga", "oops undo that, havent actually done it yet"],
         expect=dict(unchanged=True)),

    # src: https://github.com/FriesI23/mhabit/issues/194  (asks for reminders per habit, more than one a day)
    dict(id="QP38", cat="edit",
         setup=[H("Reading", marks=span(SAT, YESTERDAY)), H("Floss", tier="nice", marks=[(MON, "done")])],
         turns=["how am i doing overall?", "ok cool. can you remind me to floss at 10pm", "every night"],
         expect=dict(count=2, habits=[dict(name="Floss", freq=("daily",), tier="nice")],
                     reminders=[("Floss", "22:00")],
                     nomarks=[("Floss", TODAY), ("Reading", TODAY)])),

    # src: https://github.com/BaraniVA/Habitheat/issues/45  (skip with a reason such as sick, without breaking the streak)
    dict(id="QP39", cat="dates",
         setup=[H("Stretch", marks=[(MON_LAST, "done"), (TUE_LAST, "done"), (WED_LAST, "done"),
                                    (SAT, "done"), (SUN, "done"), (MON, "done")])],
         turns=["how was my week?", "i was sick last thursday and friday, can you skip stretching for those days"],
         expect=dict(count=1, habits=[dict(name="Stretch", freq=("daily",))],
                     marks=[("Stretch", THU, "skipped"), ("Stretch", FRI, "skipped")],
                     nomarks=[("Stretch", TODAY)])),

    dict(id="QP40", cat="multi",
         setup=[H("Meditate"), H("Reading")],
         turns=["morning!", "not much tbh, just had coffee. oh i did my meditation already"],
         expect=dict(count=2, marks=[("Meditate", TODAY, "done")], nomarks=[("Reading", TODAY)])),
]
