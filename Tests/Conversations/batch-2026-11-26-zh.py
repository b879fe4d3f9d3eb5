"""Fresh batch zh -- theme: a new user's first fortnight.

They set everything up by chatting in their own words (no app jargon), then log, skip,
slip, adjust schedules and reminders, ask how they're doing; lots of one-word or sloppy
replies to the coach's own questions, and messages about their life that must change nothing.

Clock for every case: Wednesday 2026-03-04 09:00 (local = UTC).
  today = Wed 03-04, yesterday / "last night" = Tue 03-03,
  "on monday" = 03-02, "sunday" (report) = 03-01, "saturday" (report) = 02-28,
  "friday" in a report = 02-27, "friday" in a plan or a skip = 03-06,
  "tomorrow" = 03-05 (a future day: never logged).

Format as in dev_cases.py (id, cat, setup, turns, expect); setup habits are built with H().
A `# src:` comment names the public text a case's wording is paraphrased from.
"""

TODAY = "2026-03-04"
YESTERDAY = "2026-03-03"
MON = "2026-03-02"
SUN = "2026-03-01"
SAT = "2026-02-28"
FRI_LAST = "2026-02-27"
FRI_NEXT = "2026-03-06"
TOMORROW = "2026-03-05"

WEEKDAYS = "mon tue wed thu fri"


def H(name, freq=("daily",), tier="must", polarity="build", group=None, archived=False, marks=()):
    return dict(name=name, freq=freq, tier=tier, polarity=polarity, group=group,
                archived=archived, marks=list(marks))


CASES = [
    # ---------------------------------------------------------------- setting up, in their own words
    dict(id="zh01", cat="slots", setup=[],
         turns=["hi",
                "honestly i keep meaning to go for walks in the evening but i just end up on the sofa",
                "3 times a week",
                "that's it for now thanks"],
         expect=dict(count=1, habits=[dict(name="~walk", freq=("weekly", 3), polarity="build")])),

    dict(id="zh02", cat="slots", setup=[],
         turns=["hey", "i'd like to read more", "every night", "oh and floss",
                "every day as well", "nah that's it"],
         expect=dict(count=2, habits=[dict(name="~read", freq=("daily",)),
                                      dict(name="~floss", freq=("daily",))])),

    # src: https://screendetox.app/blog/how-to-stop-scrolling-in-bed
    dict(id="zh03", cat="avoid", setup=[],
         turns=["i really want to stop scrolling on my phone in bed, it's wrecking my sleep"],
         expect=dict(count=1, habits=[dict(name="~scroll", polarity="avoid", freq=("daily",))])),

    # src: https://github.com/dohsimpson/HabitTrove/issues/1
    dict(id="zh04", cat="slots", setup=[],
         turns=["can you add the gym for me", "monday wednesday friday"],
         expect=dict(count=1, habits=[dict(name="~gym", freq=("days", "mon wed fri"))])),

    # src: https://github.com/xpavle00/Habo/issues/71
    dict(id="zh05", cat="add", setup=[],
         turns=["i want to plan out my day every morning before work, but only weekdays, weekends are mine",
                "yep"],
         expect=dict(count=1, habits=[dict(name="~plan", freq=("days", WEEKDAYS))])),

    # src: https://github.com/super-productivity/super-productivity/issues/8538
    dict(id="zh06", cat="amount", setup=[],
         turns=["i need to drink more water, aiming for 2 litres a day",
                "had about 1.5 so far today"],
         expect=dict(count=1,
                     habits=[dict(name="~water", freq=("daily",), target={"amount": 2})],
                     marks=[("~water", TODAY, "partial", 1.5)])),

    # ---------------------------------------------------------------- reminders
    # src: https://mycollegeblvd.blogspot.com/2019/06
    dict(id="zh07", cat="remind", setup=[H("Journal")],
         turns=["could you remind me to journal at 10:15 every night"],
         expect=dict(count=1, habits=[dict(name="Journal", freq=("daily",))],
                     reminders=[("Journal", "22:15")])),

    # src: https://github.com/iSoron/uhabits/issues/179
    dict(id="zh08", cat="remind", setup=[H("Workout", ("weekly", 3))],
         turns=["can i get a reminder for my workout at 8am, and another one at 4 in the afternoon in case i didn't do it first thing"],
         expect=dict(count=1, habits=[dict(name="Workout", freq=("weekly", 3))],
                     reminders=[("Workout", "08:00"), ("Workout", "16:00")])),

    # src: https://github.com/FriesI23/mhabit/issues/520
    dict(id="zh09", cat="amount", setup=[],
         turns=["i want to brush my teeth twice a day, i always skip the night one",
                "remind me at 7:30am and 10pm"],
         expect=dict(count=1,
                     habits=[dict(name="~teeth", freq=("daily",), target={"amount": 2})],
                     reminders=[("~teeth", "07:30"), ("~teeth", "22:00")])),

    # src: https://github.com/FriesI23/mhabit/issues/627
    dict(id="zh10", cat="remind", setup=[H("Stretch")],
         turns=["set a reminder for stretching at 7am but only on weekdays pls"],
         expect=dict(count=1, habits=[dict(name="Stretch", freq=("daily",))],
                     reminders=[("Stretch", "07:00", WEEKDAYS)])),

    # src: https://nu-vana.com/blogs/lifestyle-guides/i-always-forget-my-vitamins-simple-habits-for-busy-people-1
    dict(id="zh11", cat="remind", setup=[H("Vitamins")],
         turns=["remind me to take my vitamins at 8am, that's when i have my coffee so it should stick"],
         expect=dict(count=1, habits=[dict(name="Vitamins", freq=("daily",))],
                     reminders=[("Vitamins", "08:00")])),

    # ---------------------------------------------------------------- logging, skipping, slipping
    dict(id="zh12", cat="log", setup=[H("Read"), H("Gym", ("days", "mon wed fri"))],
         turns=["did my reading", "gym dun too", "oops undo that, gym's not till later"],
         expect=dict(count=2, marks=[("Read", TODAY, "done")], nomarks=[("Gym", TODAY)])),

    dict(id="zh13", cat="dates", setup=[H("Meditate")],
         turns=["forgot to tick it off but i meditated yesterday and on monday"],
         expect=dict(count=1, habits=[dict(name="Meditate", freq=("daily",))],
                     marks=[("Meditate", YESTERDAY, "done"), ("Meditate", MON, "done")],
                     nomarks=[("Meditate", TODAY)])),

    # src: https://github.com/iSoron/uhabits/issues/88
    dict(id="zh14", cat="log", setup=[H("Swim", ("days", "tue thu sat"))],
         turns=["couldn't swim yesterday, the pool was closed for maintenance",
                "can you mark it as skipped so it doesn't count against me"],
         expect=dict(count=1, habits=[dict(name="Swim", freq=("days", "tue thu sat"))],
                     marks=[("Swim", YESTERDAY, "skipped")], nomarks=[("Swim", TODAY)])),

    # src: https://wellnesszone.truman.edu/healthy-tips/nutrition/late-night-snacking/
    dict(id="zh15", cat="avoid", setup=[H("Snacking after dinner", polarity="avoid")],
         turns=["ugh snacked after dinner again last night, a whole packet of biscuits"],
         expect=dict(count=1, marks=[("Snacking after dinner", YESTERDAY, "slipped")],
                     nomarks=[("Snacking after dinner", TODAY)])),

    dict(id="zh16", cat="amount", setup=[],
         turns=["i want to cut down on coffee, max 2 a day", "had 3 already today oops"],
         expect=dict(count=1,
                     habits=[dict(name="~coffee", polarity="avoid", target={"amount": 2})],
                     marks=[("~coffee", TODAY, "slipped", 3)])),

    # ---------------------------------------------------------------- life talk that changes nothing
    dict(id="zh17", cat="safety", setup=[H("Run", ("weekly", 3)), H("Read")],
         turns=["my sister just ran her first half marathon!! so proud of her"],
         expect=dict(unchanged=True)),

    # src: https://github.com/daya0576/beaverhabits/issues/147
    dict(id="zh18", cat="safety", setup=[H("Run", ("weekly", 3))],
         turns=["pulled my hamstring at football so running's off for a couple of weeks i reckon"],
         expect=dict(unchanged=True)),

    # src: https://beyourownsunshinee.ca/2022/06/17/reviewing-the-habit-tracker-app-after-the-first-week/
    dict(id="zh19", cat="safety", setup=[H("Yoga", ("weekly", 3)), H("Tidy up")],
         turns=["honestly i've got zero motivation this week, everything feels like a chore"],
         expect=dict(unchanged=True)),

    dict(id="zh20", cat="safety", setup=[H("Yoga", ("weekly", 3))],
         turns=["didn't get to yoga this morning, slept right through my alarm"],
         expect=dict(count=1, notdone=[("Yoga", TODAY)],
                     habits=[dict(name="Yoga", freq=("weekly", 3))])),

    dict(id="zh21", cat="safety", setup=[H("Instagram", polarity="avoid")],
         turns=["can you block instagram on my phone after 10pm"],
         expect=dict(unchanged=True)),

    dict(id="zh22", cat="query",
         setup=[H("Read", marks=[(MON, "done"), (YESTERDAY, "done")]),
                H("Gym", ("days", "mon wed fri"), marks=[(MON, "done")])],
         turns=["i work 9 to 5:30 monday to friday btw", "so how am i doing so far?"],
         expect=dict(unchanged=True)),

    dict(id="zh23", cat="query",
         setup=[H("Read", marks=[(TODAY, "done")]), H("Gym", ("days", "mon wed fri"))],
         turns=["what's left for today?"],
         expect=dict(unchanged=True, reply=r"(?i)gym")),

    # ---------------------------------------------------------------- adjusting after a few days
    dict(id="zh24", cat="edit", setup=[H("Gym", ("days", "mon wed fri"), marks=[(MON, "done")])],
         turns=["can we move gym to tuesdays and thursdays, mwf just isn't working with my shifts",
                "yeah"],
         expect=dict(count=1, habits=[dict(name="Gym", freq=("days", "tue thu"))],
                     marks=[("Gym", MON, "done")])),

    dict(id="zh25", cat="edit", setup=[H("Morning walk"), H("Evening walk", ("weekly", 3))],
         turns=["can you make my walk 4 times a week", "the evening one"],
         expect=dict(count=2, habits=[dict(name="Evening walk", freq=("weekly", 4)),
                                      dict(name="Morning walk", freq=("daily",))])),

    dict(id="zh26", cat="edit", setup=[H("Meditate", marks=[(YESTERDAY, "done")])],
         turns=["can you rename meditate to 'breathing', it's really just 5 mins of breathing"],
         expect=dict(count=1, habits=[dict(name="Breathing", freq=("daily",))],
                     marks=[("Breathing", YESTERDAY, "done")])),

    dict(id="zh27", cat="tier", setup=[H("Floss"), H("Read")],
         turns=["flossing is more of a nice to have tbh, i don't want it ruining my good days",
                "yep"],
         expect=dict(count=2, habits=[dict(name="Floss", tier="nice", freq=("daily",)),
                                      dict(name="Read", tier="must")])),

    dict(id="zh28", cat="tier", setup=[],
         turns=["add journaling 3 times a week", "nah it's optional"],
         expect=dict(count=1, habits=[dict(name="~journal", freq=("weekly", 3), tier="nice")])),

    dict(id="zh29", cat="group", setup=[H("Guitar", tier="nice"), H("Drawing", tier="nice")],
         turns=["can you put guitar and drawing in a group called creative? doing either one is enough",
                "yep"],
         expect=dict(count=2, groups=[dict(name="Creative", require=1, members=["Guitar", "Drawing"])])),

    dict(id="zh30", cat="group",
         setup=[H("Running", ("weekly", 2), group="Exercise"),
                H("Gym", ("days", "mon wed fri"), group="Exercise")],
         turns=["i wanna start swimming once a week", "yep"],
         expect=dict(count=3, habits=[dict(name=["Swimming", "Swim", "Go swimming"],
                                           freq=("weekly", 1), group="Exercise")])),

    # ---------------------------------------------------------------- several things at once, sloppy typing
    dict(id="zh31", cat="multi", setup=[H("Read"), H("Meditate"), H("Gym", ("days", "mon wed fri"))],
         turns=["did my readin and meditatd this mornin, gym later hopefully"],
         expect=dict(count=3, marks=[("Read", TODAY, "done"), ("Meditate", TODAY, "done")],
                     nomarks=[("Gym", TODAY)])),

    dict(id="zh32", cat="multi", setup=[],
         turns=["add stretching every morning and i also want to ring my mum once a week"],
         expect=dict(count=2, habits=[dict(name="~stretch", freq=("daily",)),
                                      dict(name="~mum", freq=("weekly", 1))])),

    # ---------------------------------------------------------------- corrections, cancel, delete
    dict(id="zh33", cat="correct", setup=[],
         turns=["i wanna practise my spanish", "every day",
                "actually no, 5 times a week is more realistic"],
         expect=dict(count=1, habits=[dict(name="~spanish", freq=("weekly", 5))])),

    dict(id="zh34", cat="correct", setup=[H("Yoga")],
         turns=["did yoga", "oh wait no that was yesterday sorry"],
         expect=dict(count=1, marks=[("Yoga", YESTERDAY, "done")], nomarks=[("Yoga", TODAY)])),

    dict(id="zh35", cat="correct", setup=[],
         turns=["i want to start running", "hmm actually never mind, my knee's still not right"],
         expect=dict(count=0)),

    dict(id="zh36", cat="edit", setup=[H("Cold showers", marks=[(MON, "done")]), H("Read")],
         turns=["delete cold showers, not for me", "yes"],
         expect=dict(count=1, habits=[dict(name="Read", freq=("daily",))])),

    # ---------------------------------------------------------------- days: past, future, coming
    # src: https://github.com/iSoron/uhabits/issues/281
    dict(id="zh37", cat="dates", setup=[H("Walk")],
         turns=["did my 30 min walk on saturday and sunday but nothing since tbh"],
         expect=dict(count=1, habits=[dict(name="Walk", freq=("daily",))],
                     marks=[("Walk", SAT, "done"), ("Walk", SUN, "done")],
                     notdone=[("Walk", MON), ("Walk", YESTERDAY), ("Walk", TODAY)])),

    dict(id="zh38", cat="dates", setup=[H("Run", ("weekly", 3))],
         turns=["log a run for tomorrow, i'll def do it"],
         expect=dict(count=1, nomarks=[("Run", TOMORROW), ("Run", TODAY)],
                     habits=[dict(name="Run", freq=("weekly", 3))])),

    dict(id="zh39", cat="log", setup=[H("Gym", ("days", "mon wed fri"))],
         turns=["i'm away with work on friday so skip gym that day"],
         expect=dict(count=1, habits=[dict(name="Gym", freq=("days", "mon wed fri"))],
                     marks=[("Gym", FRI_NEXT, "skipped")], nomarks=[("Gym", FRI_LAST)])),

    dict(id="zh40", cat="query",
         setup=[H("Run", ("weekly", 3), marks=[(MON, "done"), (YESTERDAY, "done")])],
         turns=["how many runs have i done this week?"],
         expect=dict(unchanged=True, reply=r"\b2\b|(?i:\btwo\b)")),
]
