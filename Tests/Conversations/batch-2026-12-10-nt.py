"""Fresh blind batch NT: night owls and shift workers.

Clock: Wednesday 2026-03-04 09:00 (local = UTC).
  yesterday / "last night" = Tue 03-03, "monday" (report) = 03-02, "sunday" (report) = 03-01,
  "friday" in a plan or skip = Fri 03-06 (last friday = 02-27).
Written from SPEC.md, seeds/, eval/README.md and run_eval.py only.
Times said at 09:00 like "at 5am before my early shift" or "this morning" are today (03-04);
"last night" is 03-03.
"""

TODAY = "2026-03-04"
YESTERDAY = "2026-03-03"
MON = "2026-03-02"
SUN = "2026-03-01"
SAT = "2026-02-28"
FRI_LAST = "2026-02-27"
FRI_NEXT = "2026-03-06"


def H(name, freq=("daily",), tier="must", polarity="build", group=None, archived=False, marks=()):
    """Compact setup habit, in the form run_eval.setup_doc reads."""
    return {"name": name, "freq": freq, "tier": tier, "polarity": polarity,
            "group": group, "archived": archived, "marks": list(marks)}


CASES = [
    # ---------------------------------------------------------------- single-message requests
    # src: https://github.com/scastiel/kado/issues/58 (goes to bed after midnight, still thinks of it as the day that just ended)
    dict(id="NT01", cat="log",
         setup=[H("Read"), H("Stretch")],
         turns=["read in bed last night before i crashed 📖"],
         expect={"count": 2,
                 "marks": [("Read", YESTERDAY, "done")],
                 "nomarks": [("Read", TODAY), ("Stretch", YESTERDAY)]}),

    # src: https://allnurses.com/general-nursing-discussion/night-shift-health-910313.html (gym first thing after a night shift)
    dict(id="NT02", cat="dates",
         setup=[H("Gym", ("weekly", 3)), H("Read")],
         turns=["went to the gym straight after my night shift on monday morning, forgot to log it"],
         expect={"count": 2,
                 "habits": [{"name": "Gym", "freq": ("weekly", 3)}],
                 "marks": [("Gym", MON, "done")],
                 "nomarks": [("Gym", TODAY), ("Read", MON)]}),

    # src: https://allnurses.com/exercise-rotational-shift-work-t682505/ (dog walk before/after work, wiped out by nights)
    dict(id="NT03", cat="log",
         setup=[H("Evening walk"), H("Read")],
         turns=["skip my evening walk today, im on nights all week and i need the sleep"],
         expect={"count": 2,
                 "marks": [("Evening walk", TODAY, "skipped")],
                 "nomarks": [("Read", TODAY)],
                 "nopauses": True}),

    # src: https://ditchstress.substack.com/p/the-real-reason-you-scroll-until (scrolling in bed until 2am)
    dict(id="NT04", cat="avoid",
         setup=[H("Scrolling in bed", polarity="avoid"), H("Read")],
         turns=["ugh was scrolling in bed till 3am again last night"],
         expect={"count": 2,
                 "habits": [{"name": "Scrolling in bed", "polarity": "avoid"}],
                 "marks": [("Scrolling in bed", YESTERDAY, "slipped")],
                 "notdone": [("Read", YESTERDAY)]}),

    # src: https://github.com/Futsch1/medTimer/issues/181 (a dose taken around midnight)
    dict(id="NT05", cat="add",
         setup=[],
         turns=["add taking my melatonin every night at 10pm"],
         expect={"count": 1, "maxlen": 30,
                 "habits": [{"name": "~melatonin", "freq": ("daily",), "polarity": "build"}],
                 "reminders": [("~melatonin", "22:00")]}),

    dict(id="NT06", cat="multi",
         setup=[H("Gym", ("weekly", 3)), H("Take meds"), H("Read")],
         turns=["did the gym and took my meds before bed last night"],
         expect={"count": 3,
                 "marks": [("Gym", YESTERDAY, "done"), ("Take meds", YESTERDAY, "done")],
                 "notdone": [("Read", YESTERDAY)],
                 "nomarks": [("Gym", TODAY), ("Take meds", TODAY)]}),

    # src: https://github.com/iSoron/uhabits/issues/1174 (evening pills taken late, reminder at 22:00)
    dict(id="NT07", cat="multi",
         setup=[H("Take meds"), H("Gym", ("weekly", 3))],
         turns=["remind me to take my meds at 11pm, and skip gym today im on a double"],
         expect={"count": 2,
                 "reminders": [("Take meds", "23:00")],
                 "marks": [("Gym", TODAY, "skipped")],
                 "nomarks": [("Take meds", TODAY)]}),

    dict(id="NT08", cat="remind",
         setup=[H("Stretch"), H("Read")],
         turns=["can u set a stretch reminder for 6:30am mon-fri"],
         expect={"count": 2,
                 "habits": [{"name": "Stretch", "freq": ("daily",)}],
                 "reminders": [("Stretch", "06:30", "mon tue wed thu fri")]}),

    dict(id="NT09", cat="edit",
         setup=[H("Morning run", ("weekly", 3)), H("Read")],
         turns=["rename morning run to evening run, i do it before my shift now"],
         expect={"count": 2,
                 "habits": [{"name": "Evening run", "freq": ("weekly", 3)}, {"name": "Read"}],
                 "nomarks": [("Evening run", TODAY)]}),

    dict(id="NT10", cat="dates",
         setup=[H("Read"), H("Stretch"), H("Journal")],
         turns=["sunday night i read and did my journal but skipped stretching, was at work"],
         expect={"count": 3,
                 "habits": [{"name": "Read", "freq": ("daily",)}, {"name": "Journal", "freq": ("daily",)},
                            {"name": "Stretch", "freq": ("daily",)}],
                 "marks": [("Read", SUN, "done"), ("Journal", SUN, "done"), ("Stretch", SUN, "skipped")],
                 "nomarks": [("Read", TODAY), ("Journal", TODAY), ("Stretch", TODAY)]}),

    # src: https://allnurses.com/how-can-i-stay-fit-t748622/ (working out at 4am before a shift)
    dict(id="NT11", cat="log",
         setup=[H("Workout", ("weekly", 4)), H("Read")],
         turns=["did my workout at 5am before my early shift 💪"],
         expect={"count": 2,
                 "marks": [("Workout", TODAY, "done")],
                 "nomarks": [("Workout", YESTERDAY), ("Read", TODAY)]}),

    dict(id="NT12", cat="multi",
         setup=[H("Yoga"), H("Read")],
         turns=["yoga this morning when i got home, and i read last night on my break"],
         expect={"count": 2,
                 "marks": [("Yoga", TODAY, "done"), ("Read", YESTERDAY, "done")],
                 "notdone": [("Read", TODAY), ("Yoga", YESTERDAY)]}),

    # src: https://myhabits.in/community/how-to-track-habits-if-you-work-night-shifts-or-rotating-schedules-d19ef2 (an evening reading slot means nothing on a shift day)
    dict(id="NT13", cat="log",
         setup=[H("Read"), H("Gym", ("weekly", 3))],
         turns=["skip reading tonight, doing a double so no chance"],
         expect={"count": 2,
                 "marks": [("Read", TODAY, "skipped")],
                 "nomarks": [("Gym", TODAY), ("Read", YESTERDAY)]}),

    # src: https://github.com/dessalines/habit-maker/issues/369 (ticked at 1am, but in their mind it belonged to the day before)
    dict(id="NT14", cat="correct",
         setup=[H("Run", ("weekly", 3), marks=[(TODAY, "done")]), H("Read")],
         turns=["the run i ticked off today was actually last night, i went just before midnight"],
         expect={"count": 2,
                 "habits": [{"name": "Run", "freq": ("weekly", 3)}],
                 "marks": [("Run", YESTERDAY, "done")],
                 "notdone": [("Run", TODAY)]}),

    # ---------------------------------------------------------------- answers to the coach's questions
    dict(id="NT15", cat="slots",
         setup=[H("Read")],
         turns=["i want to start journaling before i go to sleep", "every night"],
         expect={"count": 2, "maxlen": 30,
                 "habits": [{"name": "~journal", "freq": ("daily",), "polarity": "build"}]}),

    dict(id="NT16", cat="slots",
         setup=[],
         turns=["add washing my work scrubs", "every 3 days"],
         expect={"count": 1, "maxlen": 30,
                 "habits": [{"name": "~scrubs", "freq": ("interval", 3)}]}),

    dict(id="NT17", cat="remind",
         setup=[H("Journal"), H("Read")],
         turns=["remind me to journal", "1:30am pls"],
         expect={"count": 2,
                 "habits": [{"name": "Journal", "freq": ("daily",)}],
                 "reminders": [("Journal", "01:30")]}),

    dict(id="NT18", cat="edit",
         setup=[H("Gym", ("weekly", 4)), H("Read")],
         turns=["change gym to twice a week, these night shifts are killing me", "yes"],
         expect={"count": 2,
                 "habits": [{"name": "Gym", "freq": ("weekly", 2)}, {"name": "Read", "freq": ("daily",)}],
                 "nomarks": [("Gym", TODAY)]}),

    dict(id="NT19", cat="tier",
         setup=[H("Meditate"), H("Take meds")],
         turns=["make meditating a nice-to-have instead of a must, im too fried after shifts", "yep"],
         expect={"count": 2,
                 "habits": [{"name": "Meditate", "tier": "nice", "freq": ("daily",)},
                            {"name": "Take meds", "tier": "must"}],
                 "nomarks": [("Meditate", TODAY)]}),

    dict(id="NT20", cat="group",
         setup=[H("Gym"), H("Swimming"), H("Yoga"), H("Read")],
         turns=["put gym, swimming and yoga in a group called Move, i only need to do one of them a day", "yes"],
         expect={"count": 4,
                 "groups": [{"name": "Move", "require": 1, "members": ["Gym", "Swimming", "Yoga"]}],
                 "habits": [{"name": "Read", "group": None}]}),

    # src: https://minoritynurse.com/how-to-stay-fit-on-12-hour-shifts/ (barely drinking water on long shifts)
    dict(id="NT21", cat="amount",
         setup=[],
         turns=["add a water habit, 8 glasses a day", "had 3 so far"],
         expect={"count": 1,
                 "habits": [{"name": "~water", "freq": ("daily",), "target": {"amount": 8, "unit": "glass"}}],
                 "marks": [("~water", TODAY, "partial", 3)]}),

    dict(id="NT22", cat="amount",
         setup=[],
         turns=["i want max 2 coffees a day", "had 3 today to get through the shift"],
         expect={"count": 1,
                 "habits": [{"name": "~coffee", "polarity": "avoid", "freq": ("daily",), "target": {"amount": 2}}],
                 "marks": [("~coffee", TODAY, "slipped", 3)]}),

    dict(id="NT23", cat="avoid",
         setup=[],
         turns=["i need to stop napping after 6pm, it wrecks my sleep", "yes"],
         expect={"count": 1, "maxlen": 30,
                 "habits": [{"name": "~nap", "polarity": "avoid", "freq": ("daily",)}]}),

    dict(id="NT24", cat="correct",
         setup=[H("Read")],
         turns=["add a habit for night time skincare", "actually never mind, forget it"],
         expect={"count": 1, "unchanged": True}),

    # src: http://www.nursetogether.com/exercise-and-12-hour-shift-dilemma (gentle yoga to wind down after a shift)
    dict(id="NT25", cat="correct",
         setup=[],
         turns=["add yoga to wind down after shifts", "3 nights a week", "actually make it 2"],
         expect={"count": 1, "maxlen": 25,
                 "habits": [{"name": "~yoga", "freq": ("weekly", 2)}]}),

    dict(id="NT26", cat="log",
         setup=[H("Morning run", ("weekly", 3)), H("Evening run", ("weekly", 2))],
         turns=["did my run after the night shift", "the morning one"],
         expect={"count": 2,
                 "marks": [("Morning run", TODAY, "done")],
                 "nomarks": [("Evening run", TODAY), ("Morning run", YESTERDAY)]}),

    dict(id="NT27", cat="slots",
         setup=[H("Read")],
         turns=["want to start doing a long walk on my days off", "sat and sun"],
         expect={"count": 2, "maxlen": 30,
                 "habits": [{"name": "~walk", "freq": ("days", "sat sun")}, {"name": "Read", "freq": ("daily",)}]}),

    # ---------------------------------------------------------------- must change nothing / nothing wrong
    # src: https://www.cohorty.app/blog/shift-worker-sleep-routine-building-habits-with-irregular-hours (home from a 12-hour night shift, trying to sleep)
    dict(id="NT28", cat="safety",
         setup=[H("Gym", ("weekly", 3)), H("Read")],
         turns=["just got in from a 12 hour night shift, absolutely wrecked lol"],
         expect={"unchanged": True}),

    # src: https://allnurses.com/general-nursing-discussion/night-shift-health-910313.html (three 12-hour night shifts a week)
    dict(id="NT29", cat="safety",
         setup=[H("Gym", ("weekly", 3))],
         turns=["fyi i work nights, 7pm to 7am mon tue and thu"],
         expect={"unchanged": True}),

    dict(id="NT30", cat="safety",
         setup=[H("Read"), H("Run", ("weekly", 3))],
         turns=["my husband's on earlies this week so i'm doing the school run every morning"],
         expect={"unchanged": True}),

    dict(id="NT31", cat="safety",
         setup=[H("Read")],
         turns=["gonna try and be in bed by 2 tonight, wish me luck"],
         expect={"unchanged": True}),

    # src: http://www.texangirltalks.com/2014/05/so-this-12-hour-shift-thing.html (missed last night's class because of a 12-hour shift)
    dict(id="NT32", cat="safety",
         setup=[H("Run", ("weekly", 3)), H("Read")],
         turns=["didn't make it out for my run last night, shift ran over"],
         expect={"count": 2,
                 "habits": [{"name": "Run", "freq": ("weekly", 3)}],
                 "notdone": [("Run", YESTERDAY), ("Run", TODAY)],
                 "nomarks": [("Read", YESTERDAY)]}),

    dict(id="NT33", cat="safety",
         setup=[H("Swim", ("days", "mon wed fri"))],
         turns=["can't swim friday, picked up a night shift"],
         expect={"count": 1,
                 "habits": [{"name": "Swim", "freq": ("days", "mon wed fri")}],
                 "notdone": [("Swim", FRI_NEXT)],
                 "nomarks": [("Swim", FRI_LAST), ("Swim", TODAY)]}),

    # src: https://github.com/oppiliappan/dijo/issues/138 (works late, wants the day to end at 4am)
    dict(id="NT34", cat="safety",
         setup=[H("Read"), H("Journal")],
         turns=["can you make my days start at 4am instead of midnight? im always up way past 12 and it messes up my ticks"],
         expect={"unchanged": True}),

    dict(id="NT35", cat="safety",
         setup=[H("Run", ("weekly", 3))],
         turns=["lol my flatmate just did a 5k at 3am, who does that"],
         expect={"unchanged": True}),

    # src: https://allnurses.com/exercise-rotational-shift-work-t682505/ (crashing on the couch after a shift)
    dict(id="NT36", cat="safety",
         setup=[H("Meditate")],
         turns=["was meant to meditate after my shift but passed out on the sofa"],
         expect={"count": 1,
                 "habits": [{"name": "Meditate", "freq": ("daily",)}],
                 "notdone": [("Meditate", TODAY), ("Meditate", YESTERDAY)]}),

    dict(id="NT37", cat="query",
         setup=[H("Take meds", marks=[(TODAY, "done")]), H("Read"), H("Stretch")],
         turns=["what have i still got left to do before i sleep?"],
         expect={"unchanged": True,
                 "reply": r"(?is)(read.*stretch|stretch.*read)"}),

    dict(id="NT38", cat="query",
         setup=[H("Journal", marks=[(SAT, "done"), (SUN, "done"), (MON, "done"), (YESTERDAY, "done")]), H("Read")],
         turns=["whats my streak on journal? been doing it every night at like 2am"],
         expect={"unchanged": True,
                 "reply": r"(?i)\b(4|four)\b"}),

    dict(id="NT39", cat="safety",
         setup=[H("Gym", ("weekly", 3)), H("Read")],
         turns=["no gym today, on a 12 hr night later"],
         expect={"count": 2,
                 "habits": [{"name": "Gym", "freq": ("weekly", 3)}, {"name": "Read", "freq": ("daily",)}],
                 "notdone": [("Gym", TODAY)],
                 "nomarks": [("Read", TODAY), ("Gym", YESTERDAY)]}),

    dict(id="NT40", cat="safety",
         setup=[H("Read")],
         turns=["i'll read tonight on my break at work"],
         expect={"unchanged": True}),
]
