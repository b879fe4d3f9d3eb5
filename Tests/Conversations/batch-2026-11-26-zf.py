"""Fresh batch zf (2026-11-26): "a realistic spread of a month with the app".

Same format as ../shared/eval/dev_cases.py. Clock: Wednesday 2026-03-04 09:00.
  yesterday = Tue 03-03, monday = 03-02, sunday = 03-01, saturday = 02-28,
  friday (in a report) = 02-27, friday (in a plan or skip) = 03-06, tomorrow = 03-05.
Setups carry a few weeks of marks so the person has been using the app for a while.
Where the right move is to change nothing or ask first, cases assert only that nothing
wrong happened (unchanged / notdone / nomarks / count).
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
MON_LAST = "2026-02-23"
TOMORROW = "2026-03-05"

WEEKDAYS = "mon tue wed thu fri"


def H(name, freq=("daily",), tier="must", polarity="build", group=None, archived=False, marks=()):
    return dict(name=name, freq=freq, tier=tier, polarity=polarity, group=group,
                archived=archived, marks=list(marks))


CASES = [
    # ------------------------------------------------------------ week 1: setting things up
    dict(id="zf01", cat="add",
         # src: https://github.com/om1cael/Hidroly/issues/178
         turns=["ok first one: drink 8 glasses of water a day. im always dehydrated lol"],
         expect=dict(count=1, maxlen=30,
                     habits=[dict(name="~water", freq=("daily",), polarity="build",
                                  target={"amount": 8, "unit": "glass"})])),
    dict(id="zf02", cat="avoid",
         # src: https://github.com/FriesI23/mhabit/issues/20
         turns=["trying to cut down on coffee, max 2 a day. atm im on like 4 or 5 a day which is insane"],
         expect=dict(count=1, maxlen=30,
                     habits=[dict(name="~coffee", freq=("daily",), polarity="avoid", target={"amount": 2})],
                     nomarks=[("~coffee", TODAY)])),
    dict(id="zf03", cat="slots",
         turns=["add stretching pls, its optional tho, just a nice to have",
                "5x a week"],
         expect=dict(count=1, maxlen=30,
                     habits=[dict(name="~stretch", freq=("weekly", 5), tier="nice", polarity="build")])),
    dict(id="zf04", cat="robust",
         turns=["Hello. I want to make habit for learn german words, 20 minute each day"],
         expect=dict(count=1, maxlen=30,
                     habits=[dict(name="~german", freq=("daily",), polarity="build",
                                  target={"amount": 20, "unit": "minute"})])),
    dict(id="zf05", cat="correct",
         turns=["add piano practice 3 times a week... no actually make it 4"],
         expect=dict(count=1, maxlen=30, maxweekly=4,
                     habits=[dict(name="~piano", freq=("weekly", 4))])),
    dict(id="zf06", cat="multi",
         setup=[H("Yoga", marks=[(SUN, "done"), (MON, "done")])],
         turns=["add reading 20 mins a day, oh and i did yoga this morning"],
         expect=dict(count=2, maxlen=30,
                     habits=[dict(name="~read", freq=("daily",)), dict(name="Yoga", freq=("daily",))],
                     marks=[("Yoga", TODAY, "done")])),

    # ------------------------------------------------------------ groups
    dict(id="zf07", cat="group",
         # src: https://github.com/iSoron/uhabits/issues/325
         setup=[H("Running", marks=[(MON, "done")]), H("Cycling", marks=[(YESTERDAY, "done")]), H("Read")],
         turns=["can running and cycling be one group called cardio? either one counts, i never do both on the same day"],
         expect=dict(count=3,
                     groups=[dict(name="Cardio", require=1, members=["Running", "Cycling"])],
                     habits=[dict(name="Read", group=None)])),
    dict(id="zf08", cat="group",
         setup=[H("Swimming", group="Sport"), H("Weights", group="Sport"), H("Football", group="Sport"),
                H("Read")],
         turns=["for the sport group i wanna do at least 2 of the 3 each day now, 1 is too easy lol"],
         expect=dict(count=4,
                     groups=[dict(name="Sport", require=2, members=["Swimming", "Weights", "Football"])])),

    # ------------------------------------------------------------ logging today and past days
    dict(id="zf09", cat="log",
         setup=[H("Meditate", marks=[(MON, "done")]), H("Read", marks=[(YESTERDAY, "done")]),
                H("Floss", marks=[(SUN, "done")])],
         turns=["did meditate n read 2day, flossing too lol"],
         expect=dict(count=3,
                     marks=[("Meditate", TODAY, "done"), ("Read", TODAY, "done"), ("Floss", TODAY, "done")])),
    dict(id="zf10", cat="dates",
         # src: https://github.com/oppiliappan/dijo/issues/37
         setup=[H("Meditate", marks=[(FRI, "done"), (SAT, "done")])],
         turns=["meditatd mon and tues but forgot to log it, only just got the hang of this app"],
         expect=dict(count=1, habits=[dict(name="Meditate", freq=("daily",))],
                     marks=[("Meditate", MON, "done"), ("Meditate", YESTERDAY, "done"),
                            ("Meditate", FRI, "done")],
                     nomarks=[("Meditate", TODAY)])),
    dict(id="zf11", cat="correct",
         setup=[H("Yoga", marks=[(SUN, "done")])],
         turns=["yoga done ✅", "no wait, that was yesterday not today sorry"],
         expect=dict(count=1, marks=[("Yoga", YESTERDAY, "done")], nomarks=[("Yoga", TODAY)])),
    dict(id="zf12", cat="dates",
         # src: https://github.com/HabitRPG/habitica/issues/687
         setup=[H("Gym", ("days", "mon wed fri"), marks=[(FRI, "done"), (WED_LAST, "done")]), H("Read")],
         turns=["had the flu on monday so couldnt make it to the gym, can u mark it skipped so it doesnt count against me"],
         expect=dict(count=2, habits=[dict(name="Gym", freq=("days", "mon wed fri"))],
                     marks=[("Gym", MON, "skipped"), ("Gym", FRI, "done")],
                     nomarks=[("Gym", TODAY)])),
    dict(id="zf13", cat="avoid",
         # src: https://github.com/dohsimpson/HabitTrove/issues/153
         setup=[H("Smoking", polarity="avoid", marks=[(THU, "slipped")]), H("Walk")],
         turns=["ugh. smoked at jake's party on saturday. back on track now tho"],
         expect=dict(count=2, habits=[dict(name="Smoking", polarity="avoid")],
                     marks=[("Smoking", SAT, "slipped")],
                     nomarks=[("Smoking", TODAY), ("Walk", TODAY)])),
    dict(id="zf14", cat="log",
         # src: https://github.com/jofoerster/habitsync/issues/76
         turns=["no more than 2 coffees a day please", "had 3 coffees today oops"],
         expect=dict(count=1, habits=[dict(name="~coffee", polarity="avoid")],
                     marks=[("~coffee", TODAY, "slipped", 3)])),
    dict(id="zf15", cat="log",
         turns=["track water for me, 8 glasses a day", "drank 3 so far", "2 more just now"],
         expect=dict(count=1, habits=[dict(name="~water", target={"amount": 8, "unit": "glass"})],
                     marks=[("~water", TODAY, "partial", 5)])),
    dict(id="zf16", cat="dates",
         # src: https://github.com/HabitRPG/habitica/issues/446
         setup=[H("Floss", marks=[(THU, "done"), (FRI, "done")])],
         turns=["flossed every night this week so far!! kinda proud of myself ngl"],
         expect=dict(count=1, habits=[dict(name="Floss", freq=("daily",))],
                     marks=[("Floss", MON, "done"), ("Floss", YESTERDAY, "done")],
                     notdone=[("Floss", TODAY)])),
    dict(id="zf17", cat="robust",
         setup=[H("Yoga", marks=[(MON, "done")]), H("Read")],
         turns=["yesterday I have made the yoga and also today in the morning"],
         expect=dict(count=2, marks=[("Yoga", YESTERDAY, "done"), ("Yoga", TODAY, "done")],
                     nomarks=[("Read", TODAY), ("Read", YESTERDAY)])),
    dict(id="zf18", cat="slots",
         # src: https://github.com/iSoron/uhabits/issues/191
         setup=[H("Morning meditation", marks=[(MON, "done")]), H("Evening meditation", marks=[(MON, "done")])],
         turns=["meditated 🙏", "morning"],
         expect=dict(count=2, marks=[("Morning meditation", TODAY, "done")],
                     nomarks=[("Evening meditation", TODAY)])),
    dict(id="zf19", cat="correct",
         setup=[H("Read", marks=[(MON, "done")]), H("Gym", ("days", "mon wed fri"), marks=[(MON, "done")])],
         turns=["did gym", "oops wrong one, undo that. i meant i read"],
         expect=dict(count=2, marks=[("Read", TODAY, "done"), ("Gym", MON, "done")],
                     nomarks=[("Gym", TODAY)])),

    # ------------------------------------------------------------ changing things mid-month
    dict(id="zf20", cat="edit",
         setup=[H("Running", ("weekly", 3), marks=[(SAT, "done"), (MON, "done")])],
         turns=["been smashing my runs lately so bump running up to 4x a week"],
         expect=dict(count=1, habits=[dict(name="Running", freq=("weekly", 4))],
                     marks=[("Running", MON, "done"), ("Running", SAT, "done")],
                     nomarks=[("Running", TODAY)])),
    dict(id="zf21", cat="edit",
         setup=[H("Meditate", marks=[(MON, "done"), (YESTERDAY, "done")])],
         turns=["can u rename meditate to breathwork pls"],
         expect=dict(count=1, habits=[dict(name="Breathwork", freq=("daily",))],
                     marks=[("Breathwork", MON, "done"), ("Breathwork", YESTERDAY, "done")],
                     nomarks=[("Breathwork", TODAY)])),
    dict(id="zf22", cat="tier",
         # src: https://github.com/iSoron/uhabits/issues/281
         setup=[H("Walk 30 min", marks=[(SUN, "done"), (MON, "done")]), H("Read")],
         turns=["can my walk be optional instead of a must? i want some leeway without feeling guilty on days i skip it"],
         expect=dict(count=2, habits=[dict(name="Walk 30 min", tier="nice", freq=("daily",)),
                                      dict(name="Read", tier="must")],
                     nomarks=[("Walk 30 min", TODAY), ("Walk 30 min", YESTERDAY)])),
    dict(id="zf23", cat="edit",
         # src: https://github.com/iSoron/uhabits/issues/251
         setup=[H("Read", marks=[(MON, "done")])],
         turns=["remind me to read at 9pm but only on weekdays"],
         expect=dict(count=1, habits=[dict(name="Read", freq=("daily",))],
                     reminders=[("Read", "21:00", WEEKDAYS)])),
    dict(id="zf24", cat="edit",
         # src: https://github.com/shub39/Grit/issues/219
         setup=[H("Meds", marks=[(MON, "done")])],
         turns=["i keep forgetting my meds. can you remind me at 8am, 4pm and 10pm every day"],
         expect=dict(count=1, habits=[dict(name="Meds", freq=("daily",))],
                     reminders=[("Meds", "08:00"), ("Meds", "16:00"), ("Meds", "22:00")],
                     nomarks=[("Meds", TODAY)])),
    dict(id="zf25", cat="edit",
         # src: https://github.com/iSoron/uhabits/issues/601
         setup=[H("Gym", ("days", "mon wed fri"), marks=[(MON, "done")]), H("Swimming", ("weekly", 2)),
                H("Read")],
         turns=["off to porto from friday til next wednesday, its a planned break not me being lazy lol. "
                "can you pause gym and swimming while im away? reading i'll keep doing"],
         expect=dict(count=3,
                     habits=[dict(name="Gym", freq=("days", "mon wed fri"), archived=False),
                             dict(name="Swimming", freq=("weekly", 2), archived=False),
                             dict(name="Read", freq=("daily",), archived=False)],
                     marks=[("Gym", MON, "done")],
                     nomarks=[("Gym", TODAY), ("Gym", FRI), ("Swimming", TODAY), ("Read", TODAY)])),

    # ------------------------------------------------------------ nothing should change / ask first
    dict(id="zf26", cat="safety",
         setup=[H("Running", ("weekly", 3), marks=[(MON, "done")]), H("Read", marks=[(MON, "done")])],
         turns=["honestly feeling so unmotivated today, couldnt be bothered to go for a run at all"],
         expect=dict(unchanged=True)),
    dict(id="zf27", cat="safety",
         setup=[H("Running", ("weekly", 3), marks=[(SAT, "done")])],
         turns=["my sister ran her first half marathon on sunday!! so proud of her 😭"],
         expect=dict(unchanged=True)),
    dict(id="zf28", cat="safety",
         setup=[H("Gym", ("days", "mon wed fri"), marks=[(MON, "done")])],
         turns=["gonna hit the gym tmrw after work for sure"],
         expect=dict(unchanged=True)),
    dict(id="zf29", cat="safety",
         setup=[H("Read", marks=[(SAT, "done")])],
         turns=["i did read the other day but forgot to put it in"],
         expect=dict(unchanged=True)),
    dict(id="zf30", cat="safety",
         setup=[H("Meditate", marks=[(MON, "done")])],
         turns=["didnt meditate yesterday, was way too tired"],
         expect=dict(count=1, notdone=[("Meditate", YESTERDAY)], nomarks=[("Meditate", TODAY)],
                     habits=[dict(name="Meditate", freq=("daily",))])),
    dict(id="zf31", cat="safety",
         setup=[H("Read", marks=[(MON, "done")]), H("Meditate")],
         turns=["doomscrolled for like an hour last night instead of reading 🙃"],
         expect=dict(count=2, notdone=[("Read", YESTERDAY), ("Read", TODAY)],
                     nomarks=[("Meditate", YESTERDAY), ("Meditate", TODAY)])),
    dict(id="zf32", cat="dates",
         setup=[H("Gym", ("days", "mon wed fri"), marks=[(MON, "done")])],
         turns=["skip gym friday, got a wedding"],
         expect=dict(count=1, habits=[dict(name="Gym", freq=("days", "mon wed fri"))],
                     marks=[("Gym", MON, "done")],
                     nomarks=[("Gym", FRI), ("Gym", TODAY)])),
    dict(id="zf33", cat="safety",
         setup=[H("Read", marks=[(MON, "done")]), H("Gym", ("days", "mon wed fri"))],
         turns=["fyi i work 9 to 6 mon-fri so evenings are better for me"],
         expect=dict(unchanged=True)),
    dict(id="zf34", cat="safety",
         setup=[H("Gym", ("days", "mon wed fri"), marks=[(MON, "done")])],
         turns=["can u text my gym buddy that im not coming today"],
         expect=dict(unchanged=True)),
    dict(id="zf35", cat="safety",
         setup=[H("Floss", marks=[(SUN, "done")]), H("Read", marks=[(MON, "done")])],
         turns=["honestly just delete the flossing one, i never do it lol"],
         expect=dict(unchanged=True)),
    dict(id="zf36", cat="safety",
         setup=[H("Yoga", marks=[(MON, "done")])],
         turns=["prob more like 3x a week tbh"],
         expect=dict(unchanged=True)),
    dict(id="zf37", cat="safety",
         setup=[H("Read", marks=[(MON, "done")])],
         turns=["can u tick off reading for tomorrow already, i'll def do it"],
         expect=dict(count=1, nomarks=[("Read", TOMORROW), ("Read", TODAY)],
                     marks=[("Read", MON, "done")])),
    dict(id="zf38", cat="safety",
         setup=[H("Piano scales", marks=[(MON, "done")]), H("Piano pieces", ("weekly", 3))],
         turns=["change piano to 4 times a week"],
         expect=dict(unchanged=True)),
    dict(id="zf39", cat="query",
         setup=[H("Running", ("weekly", 3), marks=[(SAT, "done"), (MON, "done")]),
                H("Read", marks=[(MON, "done"), (YESTERDAY, "done")])],
         turns=["hows my week going so far", "and did i go running yesterday?"],
         expect=dict(unchanged=True)),
    dict(id="zf40", cat="safety",
         setup=[H("Gym", ("days", "mon wed fri"), marks=[(MON, "done")]), H("Read")],
         turns=["Next week I am in Lisbon for the work, all the week."],
         expect=dict(unchanged=True)),
]
