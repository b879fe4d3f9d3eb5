"""Blind batch TM (2026-12-13): reminders and times of day.

Clock: Wednesday 2026-03-04 09:00 (local = UTC).
  yesterday / last night = Tue 03-03, "on monday" = 03-02, "friday" in a report = 02-27,
  "friday" in a plan or skip = 03-06.
Theme: reminders at all kinds of times ("half 7", "quarter to nine", "19:30", "noon",
"after lunch"), on some days only, moved or removed, several per habit, for habits that do
not exist yet, and times that are part of what happened ("ran at 6am today"). A time must
never be read as an amount or a day.
Mix: TM01-TM14 single-message requests, TM15-TM27 exchanges over 2-3 turns,
TM28-TM40 messages that must change nothing (or where only "nothing wrong" is asserted).
"""

TODAY = "2026-03-04"
YESTERDAY = "2026-03-03"
MON = "2026-03-02"
FRI = "2026-02-27"
NEXT_FRI = "2026-03-06"


def H(name, freq=("daily",), tier="must", polarity="build", group=None, archived=False, marks=()):
    """A habit imported before the conversation (created 2026-01-01)."""
    return {"name": name, "freq": freq, "tier": tier, "polarity": polarity, "group": group,
            "archived": archived, "marks": list(marks)}


CASES = [
    # ---------------------------------------------------------------- single-message requests
    # src: https://yougot.ai/blog/health/wellness-habits/how-to-remember-to-journal-every-day
    dict(id="TM01", cat="remind", setup=[H("Journal")],
         turns=["remind me to journal at 9.30pm every night"],
         expect={"count": 1, "habits": [{"name": "Journal", "freq": ("daily",)}],
                 "reminders": [("Journal", "21:30")], "nomarks": [("Journal", TODAY)]}),

    dict(id="TM02", cat="remind", setup=[H("Stretch")],
         turns=["can u set a reminder for my stretches at half 7 in the morning pls"],
         expect={"count": 1, "habits": [{"name": "Stretch", "freq": ("daily",)}],
                 "reminders": [("Stretch", "07:30")], "nomarks": [("Stretch", TODAY)]}),

    # src: https://github.com/dohsimpson/HabitTrove/issues/1
    dict(id="TM03", cat="remind", setup=[H("Gym", freq=("days", "mon wed fri"))],
         turns=["gym reminder 6:15am mon wed and fri"],
         expect={"count": 1, "habits": [{"name": "Gym", "freq": ("days", "mon wed fri")}],
                 "reminders": [("Gym", "06:15", "mon wed fri")], "nomarks": [("Gym", TODAY)]}),

    # src: https://github.com/shub39/Grit/issues/219
    dict(id="TM04", cat="remind", setup=[H("Take meds")],
         turns=["i need reminding to take my meds at 8am, 4pm and 10pm"],
         expect={"count": 1, "habits": [{"name": "Take meds", "freq": ("daily",)}],
                 "reminders": [("Take meds", "08:00"), ("Take meds", "16:00"), ("Take meds", "22:00")],
                 "nomarks": [("Take meds", TODAY)]}),

    # src: https://github.com/FriesI23/mhabit/issues/520
    dict(id="TM05", cat="remind", setup=[H("Brush teeth")],
         turns=["remind me to brush my teeth morning and night, 7:15 and 22:30"],
         expect={"count": 1, "habits": [{"name": "Brush teeth", "freq": ("daily",)}],
                 "reminders": [("Brush teeth", "07:15"), ("Brush teeth", "22:30")],
                 "nomarks": [("Brush teeth", TODAY)]}),

    dict(id="TM06", cat="multi", setup=[H("Read"), H("Run", freq=("weekly", 3))],
         turns=["remind me to read at 9pm and to run at 7am on tue thu sat"],
         expect={"count": 2,
                 "habits": [{"name": "Read", "freq": ("daily",)}, {"name": "Run", "freq": ("weekly", 3)}],
                 "reminders": [("Read", "21:00"), ("Run", "07:00", "tue thu sat")],
                 "nomarks": [("Read", TODAY), ("Run", TODAY)]}),

    dict(id="TM07", cat="edit", setup=[H("Walk")],
         turns=["rename walk to lunchtime walk and remind me at 12:30"],
         expect={"count": 1, "habits": [{"name": "Lunchtime walk", "freq": ("daily",)}],
                 "reminders": [("Lunchtime walk", "12:30")], "nomarks": [("Lunchtime walk", TODAY)]}),

    dict(id="TM08", cat="group",
         setup=[H("Meditate", group="Morning"), H("Journal", group="Morning"), H("Stretch")],
         turns=["put stretch in my morning group too and remind me at ten past 7am"],
         expect={"count": 3, "habits": [{"name": "Stretch", "group": "Morning", "freq": ("daily",)}],
                 "groups": [{"name": "Morning", "members": ["Meditate", "Journal", "Stretch"]}],
                 "reminders": [("Stretch", "07:10")], "nomarks": [("Stretch", TODAY)]}),

    # src: https://southlakedentistry.com/stop-forgetting-floss/
    dict(id="TM09", cat="add", setup=[],
         turns=["add flossing as a nice-to-have, every night, remind me at 10.15pm"],
         expect={"count": 1, "habits": [{"name": "~floss", "freq": ("daily",), "tier": "nice",
                                         "polarity": "build"}],
                 "reminders": [("~floss", "22:15")], "maxlen": 30}),

    # src: https://community.myfitnesspal.com/en/discussion/comment/36016603
    dict(id="TM10", cat="log", setup=[H("Run", freq=("weekly", 3))],
         turns=["ran at 6am today, 5k"],
         expect={"count": 1, "habits": [{"name": "Run", "freq": ("weekly", 3)}],
                 "marks": [("Run", TODAY, "done")], "nopauses": True}),

    dict(id="TM11", cat="dates", setup=[H("Yoga", freq=("weekly", 2))],
         turns=["did yoga at 7 on monday"],
         expect={"count": 1, "habits": [{"name": "Yoga", "freq": ("weekly", 2)}],
                 "marks": [("Yoga", MON, "done")], "nomarks": [("Yoga", TODAY)]}),

    dict(id="TM12", cat="dates", setup=[H("Run", freq=("weekly", 3))],
         turns=["went for a run at half 5 on friday"],
         expect={"count": 1, "habits": [{"name": "Run", "freq": ("weekly", 3)}],
                 "marks": [("Run", FRI, "done")], "nomarks": [("Run", TODAY)]}),

    dict(id="TM13", cat="log", setup=[H("Swim", freq=("days", "mon wed fri"))],
         turns=["skip swimming friday, pool shuts at 5 for a gala"],
         expect={"count": 1, "habits": [{"name": "Swim", "freq": ("days", "mon wed fri")}],
                 "marks": [("Swim", NEXT_FRI, "skipped")], "nomarks": [("Swim", TODAY)]}),

    dict(id="TM14", cat="avoid", setup=[H("Late night snacking", polarity="avoid")],
         turns=["ugh snacked at like 11pm last night"],
         expect={"count": 1, "habits": [{"name": "Late night snacking", "polarity": "avoid",
                                         "freq": ("daily",)}],
                 "marks": [("Late night snacking", YESTERDAY, "slipped")],
                 "nomarks": [("Late night snacking", TODAY)]}),

    # ---------------------------------------------------------------- exchanges (answers to the coach)
    # src: https://miosuperhealth.com/stop-forgetting-to-floss-use-this-trick/
    dict(id="TM15", cat="slots", setup=[H("Take vitamins")],
         turns=["vitamins reminder pls", "noon"],
         expect={"count": 1, "habits": [{"name": "Take vitamins", "freq": ("daily",)}],
                 "reminders": [("Take vitamins", "12:00")], "nomarks": [("Take vitamins", TODAY)]}),

    dict(id="TM16", cat="slots", setup=[H("Read")],
         turns=["set a reminder for reading", "quarter to nine at night"],
         expect={"count": 1, "habits": [{"name": "Read", "freq": ("daily",)}],
                 "reminders": [("Read", "20:45")], "nomarks": [("Read", TODAY)]}),

    # src: https://github.com/shub39/Grit/issues/31
    dict(id="TM17", cat="slots", setup=[H("Yoga", freq=("weekly", 2))],
         turns=["remind me about yoga", "6.30pm on tues and thurs"],
         expect={"count": 1, "habits": [{"name": "Yoga", "freq": ("weekly", 2)}],
                 "reminders": [("Yoga", "18:30", "tue thu")], "nomarks": [("Yoga", TODAY)]}),

    dict(id="TM18", cat="slots", setup=[H("Read"), H("Stretch")],
         turns=["set a reminder at 10pm", "reading"],
         expect={"count": 2, "reminders": [("Read", "22:00")],
                 "nomarks": [("Read", TODAY), ("Stretch", TODAY)]}),

    dict(id="TM19", cat="slots", setup=[H("Stretch")],
         turns=["remind me to stretch after lunch", "1:15ish"],
         expect={"count": 1, "habits": [{"name": "Stretch", "freq": ("daily",)}],
                 "reminders": [("Stretch", "13:15")], "nomarks": [("Stretch", TODAY)]}),

    dict(id="TM20", cat="correct", setup=[H("Read")],
         turns=["remind me to read at 10pm", "actually make it 9:45pm"],
         expect={"count": 1, "habits": [{"name": "Read", "freq": ("daily",)}],
                 "reminders": [("Read", "21:45")], "nomarks": [("Read", TODAY)]}),

    # src: https://github.com/iSoron/uhabits/issues/179
    dict(id="TM21", cat="remind", setup=[H("Work out", freq=("weekly", 3))],
         turns=["remind me to work out at 8am", "and another one around 4pm in case i skip the morning"],
         expect={"count": 1, "habits": [{"name": "Work out", "freq": ("weekly", 3)}],
                 "reminders": [("Work out", "08:00"), ("Work out", "16:00")],
                 "nomarks": [("Work out", TODAY)]}),

    # removing the reminder again leaves the setup exactly as it was
    dict(id="TM22", cat="remind", setup=[H("Read")],
         turns=["remind me to read at 9pm",
                "actually get rid of the reading reminder, i never look at notifications anyway",
                "yes"],
         expect={"unchanged": True}),

    dict(id="TM23", cat="remind", setup=[],
         turns=["remind me to call my mum on sundays at 19:30", "yes"],
         expect={"count": 1, "habits": [{"name": "~mum", "polarity": "build"}],
                 "reminders": [("~mum", "19:30")], "maxlen": 30}),

    dict(id="TM24", cat="slots", setup=[],
         turns=["remind me to do my physio exercises", "every day at 7pm"],
         expect={"count": 1, "habits": [{"name": "~physio", "freq": ("daily",)}],
                 "reminders": [("~physio", "19:00")], "maxlen": 30}),

    dict(id="TM25", cat="slots", setup=[],
         turns=["add piano practice", "3x a week", "remind me evenings around 7:30"],
         expect={"count": 1, "habits": [{"name": "~piano", "freq": ("weekly", 3)}],
                 "reminders": [("~piano", "19:30")], "maxlen": 30}),

    dict(id="TM26", cat="amount", setup=[],
         turns=["i want to do 50 pushups a day", "did 20 at 7am and 15 more at lunch"],
         expect={"count": 1, "habits": [{"name": "~push", "freq": ("daily",), "target": {"amount": 50}}],
                 "marks": [("~push", TODAY, "partial", 35)]}),

    dict(id="TM27", cat="slots", setup=[],
         turns=["add meditation", "every morning", "oh and i already did it at 6:40 today"],
         expect={"count": 1, "habits": [{"name": "~medit", "freq": ("daily",)}],
                 "marks": [("~medit", TODAY, "done")]}),

    # ---------------------------------------------------------------- must change nothing
    dict(id="TM28", cat="query", setup=[H("Read")],
         turns=["what time is my reading reminder?"],
         expect={"unchanged": True}),

    # src: https://www.1littleanthro.com/p/5-minutes
    dict(id="TM29", cat="safety", setup=[H("Run", freq=("weekly", 3))],
         turns=["my alarm goes off at 6:45 on weekdays"],
         expect={"unchanged": True}),

    dict(id="TM30", cat="safety", setup=[H("Meditate")],
         turns=["i usually meditate around 7am"],
         expect={"unchanged": True}),

    dict(id="TM31", cat="safety", setup=[H("Run", freq=("weekly", 3))],
         turns=["sarah from work runs at 5am every single day, shes mad"],
         expect={"unchanged": True}),

    # src: https://sanchezfitness.wordpress.com/2011/02/21/500am-time-to-work-out-f-k/
    dict(id="TM32", cat="safety", setup=[H("Run", freq=("weekly", 3))],
         turns=["gonna go for a run at 6 tonight instead"],
         expect={"unchanged": True}),

    # src: http://inshapeoutofmind.blogspot.com/2013/04/alarm-clock-accountability.html
    dict(id="TM33", cat="safety", setup=[H("Run", freq=("weekly", 3))],
         turns=["didn't make it to my 6am run, slept through the alarm"],
         expect={"count": 1, "habits": [{"name": "Run", "freq": ("weekly", 3)}],
                 "notdone": [("Run", TODAY)], "nopauses": True}),

    # which habit, and am or pm? the coach has to ask
    dict(id="TM34", cat="safety", setup=[H("Read"), H("Stretch")],
         turns=["remind me at 7"],
         expect={"unchanged": True}),

    dict(id="TM35", cat="query", setup=[H("Yoga", freq=("weekly", 2))],
         turns=["is it better to do yoga in the morning or after work?"],
         expect={"unchanged": True}),

    dict(id="TM36", cat="safety", setup=[H("Read")],
         turns=["can you text my wife at 6 to remind her to put the bins out"],
         expect={"unchanged": True}),

    dict(id="TM37", cat="safety", setup=[H("Read")],
         turns=["remind me to read at 25:30"],
         expect={"unchanged": True}),

    dict(id="TM38", cat="safety", setup=[H("Wake up early")],
         turns=["woke up at 9:30 ugh"],
         expect={"count": 1, "habits": [{"name": "Wake up early", "freq": ("daily",)}],
                 "notdone": [("Wake up early", TODAY)], "nopauses": True}),

    dict(id="TM39", cat="safety", setup=[H("Gym", freq=("days", "mon wed fri"))],
         turns=["the 7:30 train got cancelled so i missed gym this morning"],
         expect={"count": 1, "habits": [{"name": "Gym", "freq": ("days", "mon wed fri")}],
                 "notdone": [("Gym", TODAY)], "nopauses": True}),

    # src: https://www.delilahthomas.com/2013/02/1-new-habit.html
    dict(id="TM40", cat="safety", setup=[H("Read")],
         turns=["i'm in bed by 10:30 most nights tbh"],
         expect={"unchanged": True}),
]
