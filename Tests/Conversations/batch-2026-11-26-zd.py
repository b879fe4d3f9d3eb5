"""Fresh batch 2026-11-26-zd: "coming back after a messy month".

People who set habits up a while ago, fell off, and come back: catching up on the last few days,
skips and slips, pausing/archiving/restoring, schedule and tier changes, renames, short questions,
and venting. About a third must change nothing (or only after the coach asks).

Clock for every case: Wednesday 2026-03-04 09:00 (local = UTC).
  yesterday = Tue 03-03, "monday" (report) = 03-02, "sunday" = 03-01, "saturday" = 02-28,
  "friday" / "last friday" in a report = 02-27; "tomorrow" = 03-05, "friday" in a plan = 03-06.
"""

TODAY = "2026-03-04"
YESTERDAY = "2026-03-03"
MON = "2026-03-02"
SUN = "2026-03-01"
SAT = "2026-02-28"
FRI = "2026-02-27"
THU = "2026-02-26"
TOMORROW = "2026-03-05"
NEXT_FRI = "2026-03-06"

WEEKDAYS = "mon tue wed thu fri"

# the last time things went well: early February, then nothing
OLD = [("2026-02-02", "done"), ("2026-02-03", "done"), ("2026-02-04", "done")]


def H(name, freq=("daily",), tier="must", polarity="build", group=None, archived=False, marks=()):
    return dict(name=name, freq=freq, tier=tier, polarity=polarity, group=group,
                archived=archived, marks=list(marks))


CASES = [
    # ================================================================ catching up on the last days
    dict(id="back01", cat="log",
         # src: https://github.com/iSoron/uhabits/issues/95
         setup=[H("Reading", marks=OLD), H("Yoga", freq=("weekly", 3), marks=OLD)],
         turns=["ok im back. read yesterday and on monday, yoga sunday"],
         expect=dict(count=2,
                     marks=[("Reading", YESTERDAY, "done"), ("Reading", MON, "done"), ("Yoga", SUN, "done")],
                     nomarks=[("Reading", TODAY), ("Yoga", TODAY), ("Yoga", YESTERDAY)])),
    dict(id="back02", cat="dates",
         setup=[H("Walk", marks=OLD), H("Meditate", marks=OLD)],
         turns=["hiii sorry i vanished, february was a total circus \U0001F643 anyway good news is i've "
                "walked every day since saturday, the dog basically made me lol"],
         expect=dict(count=2,
                     marks=[("Walk", SAT, "done"), ("Walk", SUN, "done"), ("Walk", MON, "done"),
                            ("Walk", YESTERDAY, "done")],
                     nomarks=[("Meditate", SAT), ("Meditate", SUN), ("Meditate", MON), ("Meditate", YESTERDAY),
                              ("Walk", FRI)])),
    dict(id="back03", cat="log",
         # src: https://github.com/HabitRPG/habitica/issues/2811
         setup=[H("Meditation", marks=OLD), H("Stretching", marks=OLD), H("Journal", marks=OLD)],
         turns=["Hello, I was not use the app for long time. Yesterday I make meditation and also stretching."],
         expect=dict(count=3,
                     marks=[("Meditation", YESTERDAY, "done"), ("Stretching", YESTERDAY, "done")],
                     nomarks=[("Journal", YESTERDAY), ("Meditation", TODAY), ("Stretching", TODAY)])),
    dict(id="back04", cat="dates",
         setup=[H("Gym", freq=("days", "mon wed fri"), marks=OLD), H("Reading", marks=OLD)],
         turns=["missed gym monday and last friday, was sick both times so put them down as skipped not missed"],
         expect=dict(count=2,
                     habits=[dict(name="Gym", freq=("days", "mon wed fri"))],
                     marks=[("Gym", MON, "skipped"), ("Gym", FRI, "skipped")],
                     nomarks=[("Gym", TODAY), ("Reading", MON), ("Reading", FRI)])),
    dict(id="back05", cat="correct",
         setup=[H("Run", freq=("weekly", 3), marks=OLD), H("Swim", freq=("weekly", 2), marks=OLD)],
         turns=["ran on sunday, no wait, saturday. sunday was the swim"],
         expect=dict(count=2,
                     marks=[("Run", SAT, "done"), ("Swim", SUN, "done")],
                     nomarks=[("Run", SUN), ("Swim", SAT), ("Run", TODAY)])),
    dict(id="back06", cat="correct",
         setup=[H("Reading", marks=OLD + [(TODAY, "done")])],
         turns=["i logged reading for today but that was actually last night, can you move it to yesterday"],
         expect=dict(count=1,
                     marks=[("Reading", YESTERDAY, "done")],
                     nomarks=[("Reading", TODAY)])),
    dict(id="back07", cat="multi",
         # src: https://github.com/goodtohear/habits/issues/49
         setup=[H("Read", marks=OLD), H("Gym", freq=("weekly", 3), marks=OLD), H("Yoga", marks=OLD)],
         turns=["catching up: read mon + tue, gym tue, skipped yoga yesterday (cramps)"],
         expect=dict(count=3,
                     marks=[("Read", MON, "done"), ("Read", YESTERDAY, "done"), ("Gym", YESTERDAY, "done"),
                            ("Yoga", YESTERDAY, "skipped")],
                     nomarks=[("Gym", MON), ("Yoga", MON), ("Read", TODAY)])),
    dict(id="back08", cat="dates",
         # src: https://github.com/codito/habito/issues/31
         setup=[H("Reading", marks=OLD)],
         turns=["Read on 1 March and on 27 Feb, forgot to log both"],
         expect=dict(count=1, habits=[dict(name="Reading", freq=("daily",))],
                     marks=[("Reading", SUN, "done"), ("Reading", FRI, "done")],
                     nomarks=[("Reading", TODAY), ("Reading", SAT)])),
    dict(id="back09", cat="robust",
         setup=[H("Yoga", marks=OLD), H("Reading", marks=OLD)],
         turns=["yesterdy did yga and redaing finally"],
         expect=dict(count=2,
                     marks=[("Yoga", YESTERDAY, "done"), ("Reading", YESTERDAY, "done")],
                     nomarks=[("Yoga", TODAY), ("Reading", TODAY)])),
    dict(id="back10", cat="correct",
         setup=[H("Gym", freq=("days", "mon wed fri"), marks=OLD), H("Reading", marks=OLD)],
         turns=["did gym today", "oops no wrong one, undo that. it was reading"],
         expect=dict(count=2,
                     notdone=[("Gym", TODAY)],
                     marks=[("Reading", TODAY, "done")])),
    dict(id="back11", cat="slots",
         setup=[H("Morning run", marks=OLD), H("Evening run", marks=OLD)],
         turns=["did my run yesterday", "the evening one"],
         expect=dict(count=2,
                     marks=[("Evening run", YESTERDAY, "done")],
                     nomarks=[("Morning run", YESTERDAY), ("Evening run", TODAY)])),

    # ================================================================ slips on things to avoid
    dict(id="back12", cat="avoid",
         setup=[H("Smoking", polarity="avoid"), H("Reading", marks=OLD)],
         turns=["ugh what a weekend. had a couple cigs saturday night at a party, otherwise clean"],
         expect=dict(count=2,
                     habits=[dict(name="Smoking", polarity="avoid")],
                     marks=[("Smoking", SAT, "slipped")],
                     notdone=[("Reading", SAT)])),
    dict(id="back13", cat="avoid",
         # src: https://github.com/InlitX/streak/issues/130
         setup=[H("Sweets", polarity="avoid"), H("Walk", marks=OLD)],
         turns=["I again eat chocolate and cookies on sunday and monday :( sorry"],
         expect=dict(count=2,
                     marks=[("Sweets", SUN, "slipped"), ("Sweets", MON, "slipped")],
                     nomarks=[("Walk", SUN), ("Walk", MON), ("Sweets", TODAY)])),

    # ================================================================ schedules, tiers, names
    dict(id="back14", cat="tier",
         setup=[H("Gym", freq=("days", "mon wed fri"), marks=OLD), H("Reading", marks=OLD)],
         turns=["make gym optional for now, my knee is acting up again"],
         expect=dict(count=2,
                     habits=[dict(name="Gym", tier="nice", freq=("days", "mon wed fri")),
                             dict(name="Reading", tier="must")],
                     nomarks=[("Gym", TODAY)])),
    dict(id="back15", cat="edit",
         # src: https://github.com/xpavle00/Habo/issues/71
         setup=[H("Journal", marks=OLD), H("Reading", marks=OLD)],
         turns=["can we switch journaling to just weekdays from now on? weekends i never do it anyway"],
         expect=dict(count=2,
                     habits=[dict(name="Journal", freq=("days", WEEKDAYS)), dict(name="Reading", freq=("daily",))],
                     nomarks=[("Journal", TODAY)])),
    dict(id="back16", cat="edit",
         # src: https://github.com/HabitRPG/habitica/issues/116
         setup=[H("Gym", freq=("weekly", 3), marks=OLD), H("Reading", marks=OLD)],
         turns=["gym is just mon and thu now, new job", "yes"],
         expect=dict(count=2,
                     habits=[dict(name="Gym", freq=("days", "mon thu")), dict(name="Reading", freq=("daily",))],
                     nomarks=[("Gym", TODAY)])),
    dict(id="back17", cat="edit",
         setup=[H("Gym", freq=("days", "mon wed fri"), marks=OLD)],
         turns=["rename gym to lift pls, i train at home now so 'gym' feels wrong"],
         expect=dict(count=1,
                     habits=[dict(name="Lift", freq=("days", "mon wed fri"))],
                     nomarks=[("Lift", TODAY)])),
    dict(id="back18", cat="multi",
         # src: https://www.simplhabits.com/2026/02/how-to-restart-habits-after-youve.html
         setup=[H("Running", freq=("weekly", 4), marks=OLD), H("Meditate", marks=OLD)],
         turns=["make running 2x a week instead of 4, and rename meditate to breathe"],
         expect=dict(count=2,
                     habits=[dict(name="Running", freq=("weekly", 2)), dict(name="Breathe", freq=("daily",))])),
    dict(id="back19", cat="group",
         setup=[H("Running", freq=("weekly", 2), group="Cardio", marks=OLD),
                H("Cycling", freq=("weekly", 2), group="Cardio", marks=OLD),
                H("Swimming", freq=("weekly", 2), group="Cardio", marks=OLD)],
         turns=["take cycling out of cardio, my bike got nicked last week"],
         expect=dict(count=3,
                     habits=[dict(name="Cycling", group=None)],
                     groups=[dict(name="Cardio", members=["Running", "Swimming"])])),
    dict(id="back20", cat="edit",
         setup=[H("Reading", marks=OLD)],
         turns=["remind me to read at 9pm again, i keep forgetting now"],
         expect=dict(count=1, reminders=[("Reading", "21:00")],
                     nomarks=[("Reading", TODAY)])),

    # ================================================================ dropping, archiving, bringing back
    dict(id="back21", cat="edit",
         # src: https://github.com/shub39/Grit/issues/161
         setup=[H("Study", freq=("weekly", 5), marks=OLD), H("Reading", marks=OLD)],
         turns=["exams are over so archive the study habit for now, i'll want it back in june"],
         expect=dict(count=2,
                     habits=[dict(name="Study", archived=True), dict(name="Reading", archived=False)])),
    dict(id="back22", cat="edit",
         # src: https://github.com/iSoron/uhabits/issues/722
         setup=[H("Chinese", freq=("weekly", 2), archived=True, marks=OLD), H("Reading", marks=OLD)],
         turns=["new semester of chinese just started, can you bring back the chinese habit? same as before, twice a week"],
         expect=dict(count=2,
                     habits=[dict(name="Chinese", archived=False, freq=("weekly", 2))],
                     nomarks=[("Chinese", TODAY)])),
    dict(id="back23", cat="edit",
         setup=[H("Guitar", archived=True, marks=OLD), H("Reading", marks=OLD)],
         turns=["Please can you activate again guitar? But only two times in week, every day was too much for me."],
         expect=dict(count=2,
                     habits=[dict(name="Guitar", archived=False, freq=("weekly", 2)),
                             dict(name="Reading", freq=("daily",))],
                     nomarks=[("Guitar", TODAY)])),
    dict(id="back24", cat="correct",
         setup=[H("Duolingo", marks=OLD), H("Reading", marks=OLD)],
         turns=["delete the duolingo habit, i cancelled the subscription", "yes"],
         expect=dict(count=1, habits=[dict(name="Reading")])),

    # ================================================================ questions (change nothing)
    dict(id="back25", cat="query",
         setup=[H("Reading", marks=OLD + [(SUN, "done"), (YESTERDAY, "done")]), H("Gym", freq=("weekly", 3))],
         turns=["how am i doing with reading"],
         expect=dict(unchanged=True, reply=r"(?i)read")),
    dict(id="back26", cat="query",
         setup=[H("Reading", marks=[(TODAY, "done")]), H("Gym", freq=("days", "mon wed fri")), H("Stretch")],
         turns=["whats left 2day"],
         expect=dict(unchanged=True, reply=r"(?is)gym.*stretch|stretch.*gym")),
    dict(id="back27", cat="query",
         setup=[H("Walk", marks=OLD + [(SAT, "done"), (SUN, "done"), (MON, "done"), (YESTERDAY, "done")])],
         turns=["streak on walk?"],
         expect=dict(unchanged=True, reply=r"(?is)walk.*\b(4|four)\b|\b(4|four)\b.*walk")),

    # ================================================================ must change nothing (or ask first)
    dict(id="back28", cat="safety",
         # src: https://www.thefabulous.co/qa/how-do-you-get-back-into-your-habits-after-falling-off-track/
         setup=[H("Reading", marks=OLD), H("Gym", freq=("weekly", 3), marks=OLD), H("Journal", marks=OLD)],
         turns=["honestly this month kicked my ass. work stuff, my dad was in hospital, i didnt do anything"],
         expect=dict(unchanged=True)),
    dict(id="back29", cat="safety",
         # src: https://www.takechrg.com/blog/getting-back-on-track
         setup=[H("Reading", marks=OLD), H("Walk", marks=OLD)],
         turns=["feel like such a failure tbh, all my streaks are gone"],
         expect=dict(unchanged=True)),
    dict(id="back30", cat="safety",
         # src: https://github.com/daya0576/beaverhabits/issues/147
         setup=[H("Morning run", marks=OLD), H("Evening run", marks=OLD)],
         turns=["pause run for a week, shin splints are back"],
         expect=dict(unchanged=True)),
    dict(id="back31", cat="safety",
         setup=[H("Yoga", marks=OLD)],
         turns=["did yoga the other day"],
         expect=dict(unchanged=True)),
    dict(id="back32", cat="safety",
         setup=[H("Gym", freq=("weekly", 3), marks=OLD)],
         turns=["my flatmate's been going to the gym every single day, kinda jealous tbh"],
         expect=dict(unchanged=True)),
    dict(id="back33", cat="safety",
         setup=[H("Gym", freq=("days", "mon wed fri"), marks=OLD), H("Reading", marks=OLD)],
         turns=["gonna hit the gym tomorrow, promise"],
         expect=dict(unchanged=True)),
    dict(id="back34", cat="dates",
         # src: https://github.com/HabitRPG/habitica/issues/1248
         setup=[H("Yoga", marks=OLD)],
         turns=["can you tick yoga for tomorrow and friday already? im travelling and wont have signal"],
         expect=dict(count=1, habits=[dict(name="Yoga", archived=False, freq=("daily",))],
                     nomarks=[("Yoga", TOMORROW), ("Yoga", NEXT_FRI), ("Yoga", FRI)],
                     notdone=[("Yoga", TODAY)])),
    dict(id="back35", cat="safety",
         setup=[H("Reading", marks=OLD)],
         turns=["didnt read once this week tbh"],
         expect=dict(unchanged=True)),
    dict(id="back36", cat="safety",
         setup=[H("Journal", marks=OLD), H("Reading", marks=OLD)],
         turns=["i kinda want to quit journaling, idk, it feels like homework lately"],
         expect=dict(unchanged=True)),
    dict(id="back37", cat="safety",
         setup=[H("Gym", freq=("days", "mon wed fri"), marks=OLD), H("Yoga", marks=OLD)],
         turns=["skip the workout today, too wrecked"],
         expect=dict(unchanged=True)),
    dict(id="back38", cat="safety",
         # src: https://github.com/iSoron/uhabits/issues/601
         setup=[H("Reading", marks=OLD), H("Gym", freq=("weekly", 3), marks=OLD), H("Yoga", marks=OLD)],
         turns=["pause everything till monday, im moving flats"],
         expect=dict(count=3,
                     habits=[dict(name="Reading", archived=False), dict(name="Gym", archived=False),
                             dict(name="Yoga", archived=False)],
                     notdone=[("Reading", TODAY), ("Gym", TODAY), ("Yoga", TODAY)],
                     nomarks=[("Reading", YESTERDAY), ("Gym", YESTERDAY), ("Yoga", YESTERDAY)])),
    dict(id="back39", cat="safety",
         setup=[H("Flossing", archived=True, marks=OLD)],
         turns=["i want to start flossing again"],
         expect=dict(count=1, habits=[dict(name="Flossing", polarity="build")],
                     nomarks=[("Flossing", TODAY)])),
    dict(id="back40", cat="safety",
         setup=[H("Gym", freq=("days", "mon wed fri"), marks=OLD)],
         turns=["no gym friday, got a wedding"],
         expect=dict(count=1, habits=[dict(name="Gym", freq=("days", "mon wed fri"))],
                     nomarks=[("Gym", FRI), ("Gym", NEXT_FRI)],
                     notdone=[("Gym", TODAY)])),
]
