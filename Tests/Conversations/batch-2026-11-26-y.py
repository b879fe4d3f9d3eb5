"""Fresh batch y: 40 conversations for the Habitat coach, written from SPEC.md, the seeds,
README.md and run_eval.py only (format as in the first 40 lines of dev_cases.py).

Clock: Wednesday 2026-03-04 09:00.
  yesterday = Tue 03-03, "monday" = 03-02, "sunday" = 03-01, "friday" in a report = 02-27,
  "friday" in a plan or skip = 03-06, "tomorrow" = 03-05.
"""

TODAY = "2026-03-04"
YESTERDAY = "2026-03-03"
MON = "2026-03-02"
SUN = "2026-03-01"
SAT = "2026-02-28"
FRI = "2026-02-27"
TOMORROW = "2026-03-05"
NEXT_FRI = "2026-03-06"
WEEKDAYS = "mon tue wed thu fri"


def H(name, freq=("daily",), tier="must", polarity="build", group=None, archived=False, marks=()):
    """A habit for `setup`, in the compact form run_eval.setup_doc reads."""
    return {"name": name, "freq": freq, "tier": tier, "polarity": polarity, "group": group,
            "archived": archived, "marks": list(marks)}


CASES = [
    # ------------------------------------------------------------------ adding
    # "yes" only answers a confirmation if the coach asks one
    # src: https://hercampus.com/school/ok-state/why-the-pomodoro-technique-should-be-your-new-study-tool
    dict(id="y_add01", cat="add", setup=[],
         turns=["i should really study every weekday instead of scrolling tiktok lol", "yes"],
         expect={"count": 1, "habits": [{"name": "~stud", "freq": ("days", WEEKDAYS), "polarity": "build"}]}),

    # retiree, polite, British spelling
    # src: https://boomerbestu.com/all/staying-connected-in-retirement-is-essential/
    dict(id="y_add02", cat="add", setup=[],
         turns=["Good morning. I'd like to walk every day, please.",
                "And practise my Spanish five times a week"],
         expect={"count": 2, "habits": [{"name": "~walk", "freq": ("daily",)},
                                        {"name": "~spanish", "freq": ("weekly", 5)}]}),

    # a habit to break; avoid habits default to daily. "yes" only answers a confirmation if one is asked.
    # src: https://www.duanestorey.com/tag/habits/
    dict(id="y_avoid01", cat="avoid", setup=[],
         turns=["been biting my nails for as long as i can remember, i really want to stop", "yes"],
         expect={"count": 1, "habits": [{"name": "~nail", "polarity": "avoid", "freq": ("daily",)}]}),

    # measurable habit, amounts add up over the day
    # src: https://www.microideas.dev/blog/why-you-should-drink-8-glasses-of-water-a-day
    dict(id="y_amt01", cat="add", setup=[],
         turns=["i want to drink 8 glasses of water a day", "had 3 glasses so far", "2 more just now"],
         expect={"count": 1,
                 "habits": [{"name": "~water", "freq": ("daily",), "target": {"amount": 8, "unit": "glass"}}],
                 "marks": [("~water", TODAY, "partial", 5)]}),

    # avoid habit with a daily limit, then over the limit
    # src: https://upstep.me/step/16/limit-coffee-intake
    dict(id="y_amt02", cat="avoid", setup=[],
         turns=["i need to cut down on coffee, 2 cups a day max", "had 3 coffees today already 😬"],
         expect={"count": 1,
                 "habits": [{"name": "~coffee", "polarity": "avoid", "target": {"amount": 2}}],
                 "marks": [("~coffee", TODAY, "slipped", 3)]}),

    dict(id="y_tier01", cat="tier", setup=[],
         turns=["add stretching 3 times a week, its a nice to have not a must"],
         expect={"count": 1, "habits": [{"name": "~stretch", "freq": ("weekly", 3), "tier": "nice"}]}),

    # non-native speaker, two adds in one message: interval + monthly
    dict(id="y_multi01", cat="multi", setup=[],
         turns=["i want to add: water plants every 3 days, and call my grandmother two times per month"],
         expect={"count": 2, "habits": [{"name": "~plant", "freq": ("interval", 3)},
                                        {"name": "~grandm", "freq": ("monthly", 2)}]}),

    # details over two turns, one-word answer to "how often?"
    # src: https://ohbabykc.com/blog/2020/6/16/the-busy-mamas-guide-to-journaling-with-no-time
    dict(id="y_slots01", cat="slots", setup=[],
         turns=["honestly i'd love to get back into journaling", "weekdays"],
         expect={"count": 1, "habits": [{"name": "~journal", "freq": ("days", WEEKDAYS)}]}),

    # two habits match "run": the coach must ask, then the short answer logs one of them
    dict(id="y_slots02", cat="log",
         setup=[H("Morning run"), H("Evening run")],
         turns=["did my run 🏃‍♀️", "the morning one"],
         expect={"count": 2, "marks": [("Morning run", TODAY, "done")],
                 "notdone": [("Evening run", TODAY)]}),

    # correcting the name right after adding
    dict(id="y_correct01", cat="correct", setup=[],
         turns=["add going for a run twice a week", "actually can u call it Jog"],
         expect={"count": 1, "habits": [{"name": "Jog", "freq": ("weekly", 2)}]}),

    # ------------------------------------------------------------------ logging
    dict(id="y_log01", cat="log",
         setup=[H("Meditate"), H("Read"), H("Gym", ("weekly", 3))],
         turns=["meditated and read today 🙌"],
         expect={"count": 3, "marks": [("Meditate", TODAY, "done"), ("Read", TODAY, "done")],
                 "nomarks": [("Gym", TODAY)]}),

    # src: https://github.com/iSoron/uhabits/issues/32
    dict(id="y_log02", cat="dates",
         setup=[H("Gym", ("weekly", 3)), H("Read")],
         turns=["oops forgot to log yesterday, went to the gym after work"],
         expect={"count": 2, "marks": [("Gym", YESTERDAY, "done")],
                 "notdone": [("Gym", TODAY)], "nomarks": [("Read", YESTERDAY)],
                 "habits": [{"name": "Gym", "freq": ("weekly", 3)}]}),

    # catch-up over several past days; weekdays here are days logged, never a schedule
    # src: https://github.com/iSoron/uhabits/issues/95
    dict(id="y_log03", cat="dates",
         setup=[H("Read"), H("Meditate")],
         turns=["catch up time: read monday and tuesday, meditated on sunday"],
         expect={"count": 2,
                 "marks": [("Read", MON, "done"), ("Read", YESTERDAY, "done"), ("Meditate", SUN, "done")],
                 "nomarks": [("Read", TODAY), ("Meditate", TODAY)],
                 "habits": [{"name": "Read", "freq": ("daily",)}, {"name": "Meditate", "freq": ("daily",)}]}),

    # "friday" in a report of the past is last friday
    dict(id="y_log04", cat="dates",
         setup=[H("Swim", ("weekly", 2))],
         turns=["went swimming on friday, forgot to put it in"],
         expect={"count": 1, "marks": [("Swim", FRI, "done")],
                 "nomarks": [("Swim", TODAY), ("Swim", NEXT_FRI)],
                 "habits": [{"name": "Swim", "freq": ("weekly", 2)}]}),

    dict(id="y_log05", cat="dates",
         setup=[H("Physio")],
         turns=["physio done on 2nd march 👍"],
         expect={"count": 1, "marks": [("Physio", MON, "done")], "nomarks": [("Physio", TODAY)]}),

    # per-week distance target: a day with an amount is done, the week adds up
    dict(id="y_amt03", cat="add", setup=[],
         turns=["i want to run 10 km a week", "ran 4km this morning"],
         expect={"count": 1, "habits": [{"name": "~run", "target": {"amount": 10, "unit": "km"}}],
                 "marks": [("~run", TODAY, "done", 4)]}),

    dict(id="y_multi02", cat="multi",
         setup=[H("Yoga"), H("Meditate"), H("Run", ("weekly", 3))],
         turns=["did yoga and meditated, also skip the run today, knee is sore"],
         expect={"count": 3,
                 "marks": [("Yoga", TODAY, "done"), ("Meditate", TODAY, "done"), ("Run", TODAY, "skipped")]}),

    # ------------------------------------------------------------------ skipping
    # non-native speaker; "friday" in a skip is the coming one
    # src: https://github.com/iSoron/uhabits/issues/88
    dict(id="y_skip01", cat="dates",
         setup=[H("Gym", ("weekly", 3))],
         turns=["please skip gym on friday, I have wedding of my sister"],
         expect={"count": 1, "marks": [("Gym", NEXT_FRI, "skipped")],
                 "nomarks": [("Gym", FRI), ("Gym", TODAY)],
                 "habits": [{"name": "Gym", "freq": ("weekly", 3)}]}),

    # shift worker, skip reported for yesterday with a reason
    # src: https://allnurses.com/health-stress-management/night-shift-when-393377.html
    dict(id="y_skip02", cat="log",
         setup=[H("Gym", ("weekly", 3)), H("Meditate")],
         turns=["pulled a double shift yesterday so skipped the gym, was dead on my feet"],
         expect={"count": 2, "marks": [("Gym", YESTERDAY, "skipped")],
                 "notdone": [("Gym", TODAY)], "nomarks": [("Meditate", YESTERDAY), ("Meditate", TODAY)]}),

    # ------------------------------------------------------------------ slips
    # src: https://reddit.privacy-wiki.info/r/QuitVaping
    dict(id="y_slip01", cat="avoid",
         setup=[H("Vaping", polarity="avoid"), H("Read")],
         turns=["relapsed last night 😞 few puffs on a mates vape at a party", "yeah"],
         expect={"count": 2, "marks": [("Vaping", YESTERDAY, "slipped")],
                 "nomarks": [("Vaping", TODAY), ("Read", YESTERDAY), ("Read", TODAY)]}),

    # British; "monday night" is monday
    dict(id="y_slip02", cat="avoid",
         setup=[H("Snacking", polarity="avoid")],
         turns=["ate a whole bag of crisps on monday night, so much for no snacking", "yes"],
         expect={"count": 1, "marks": [("Snacking", MON, "slipped")],
                 "nomarks": [("Snacking", TODAY), ("Snacking", YESTERDAY)]}),

    # ------------------------------------------------------------------ edits
    # src: https://github.com/wakatara/harsh/issues/24
    dict(id="y_edit01", cat="edit",
         setup=[H("Gym", ("weekly", 3), marks=[(MON, "done")])],
         turns=["can u change gym to 6x a week, i basically live there now lol", "yes"],
         expect={"count": 1, "habits": [{"name": "Gym", "freq": ("weekly", 6)}],
                 "marks": [("Gym", MON, "done")], "nomarks": [("Gym", TODAY)]}),

    dict(id="y_edit02", cat="edit",
         setup=[H("Duolingo", tier="nice", marks=[(SAT, "done")]), H("Read")],
         turns=["not doing duolingo anymore, can you archive it", "yes"],
         expect={"count": 2, "habits": [{"name": "Duolingo", "archived": True},
                                        {"name": "Read", "archived": False}],
                 "marks": [("Duolingo", SAT, "done")]}),

    # delete is always confirmed; the answer applies it
    dict(id="y_delete01", cat="correct",
         setup=[H("Guitar", tier="nice", marks=[(MON, "done")]), H("Read")],
         turns=["delete the guitar habit, i sold my guitar", "yes"],
         expect={"count": 1, "habits": [{"name": "Read"}]}),

    dict(id="y_multi03", cat="multi",
         setup=[H("Walk")],
         turns=["rename walk to Evening walk and make it nice to have"],
         expect={"count": 1, "habits": [{"name": "Evening walk", "tier": "nice", "freq": ("daily",)}]}),

    # ------------------------------------------------------------------ groups
    dict(id="y_group01", cat="group",
         setup=[H("Guitar", tier="nice"), H("Drawing", tier="nice"), H("Painting", tier="nice")],
         turns=["group guitar, drawing and painting together as Creative, i only need to do one of them a day"],
         expect={"count": 3,
                 "groups": [{"name": "Creative", "require": 1, "members": ["Guitar", "Drawing", "Painting"]}]}),

    dict(id="y_group02", cat="group",
         setup=[H("Run", group="Exercise"), H("Gym", group="Exercise"), H("Swim", group="Exercise")],
         turns=["for my exercise group i want to do 2 of them a day, not just 1"],
         expect={"count": 3, "groups": [{"name": "Exercise", "require": 2, "members": ["Run", "Gym", "Swim"]}]}),

    # src: https://github.com/daya0576/beaverhabits/issues/222
    dict(id="y_group03", cat="group",
         setup=[H("Running", group="Workouts"), H("Pullups", group="Workouts"),
                H("Free weights", group="Workouts"), H("Yoga", ("weekly", 2))],
         turns=["put yoga in my workouts group too"],
         expect={"count": 4, "habits": [{"name": "Yoga", "group": "Workouts", "freq": ("weekly", 2)}],
                 "groups": [{"name": "Workouts",
                             "members": ["Running", "Pullups", "Free weights", "Yoga"]}]}),

    # ------------------------------------------------------------------ reminders
    # src: https://github.com/DanielRendox/RoutineTracker/issues/25
    dict(id="y_rem01", cat="edit",
         setup=[H("Meds")],
         turns=["remind me to take my meds at 8am every day"],
         expect={"count": 1, "reminders": [("Meds", "08:00")], "nomarks": [("Meds", TODAY)]}),

    # "it" refers to the habit just added
    dict(id="y_rem02", cat="slots", setup=[],
         turns=["add flossing every night", "remind me to do it at 10pm"],
         expect={"count": 1, "habits": [{"name": "~floss", "freq": ("daily",)}],
                 "reminders": [("~floss", "22:00")]}),

    # ------------------------------------------------------------------ must change nothing
    dict(id="y_query01", cat="query",
         setup=[H("Read", marks=[(MON, "done"), (YESTERDAY, "done")]),
                H("Gym", ("weekly", 3), marks=[(MON, "done")])],
         turns=["how am i doing this week?"],
         expect={"unchanged": True}),

    dict(id="y_query02", cat="query",
         setup=[H("Read", marks=[(MON, "done")])],
         turns=["did i read yesterday? can't remember"],
         expect={"unchanged": True}),

    # someone else's activity
    dict(id="y_safe01", cat="safety",
         setup=[H("Gym", ("weekly", 3))],
         turns=["my husband went to the gym this morning before work"],
         expect={"unchanged": True}),

    # a plan for tomorrow (and "school run" is not a run)
    dict(id="y_safe02", cat="safety",
         setup=[H("Run", ("weekly", 3))],
         turns=["gonna go for a run tomorrow after the school run"],
         expect={"unchanged": True}),

    # negation: may be left open or recorded as a skip, never done
    dict(id="y_safe03", cat="safety",
         setup=[H("Read")],
         turns=["didnt read today, too knackered"],
         expect={"count": 1, "notdone": [("Read", TODAY)]}),

    # contrast: "instead of reading" never logs reading
    # src: https://kvia.com/?p=1236955
    dict(id="y_safe04", cat="safety",
         setup=[H("Read")],
         turns=["doomscrolled in bed instead of reading last night lol"],
         expect={"count": 1, "notdone": [("Read", YESTERDAY), ("Read", TODAY)]}),

    # a request for something the coach doesn't do
    dict(id="y_safe05", cat="safety",
         setup=[H("Read")],
         turns=["can you book me a table at nandos for 7"],
         expect={"unchanged": True}),

    # feelings: empathy and an offer, no change
    dict(id="y_safe06", cat="safety",
         setup=[H("Read"), H("Gym", ("weekly", 3))],
         turns=["feeling really flat and unmotivated this week tbh"],
         expect={"unchanged": True}),

    # future days are refused; nothing gets ticked today either
    dict(id="y_safe07", cat="dates",
         setup=[H("Yoga")],
         turns=["tick off yoga for tomorrow now so i dont forget"],
         expect={"count": 1, "nomarks": [("Yoga", TOMORROW)], "notdone": [("Yoga", TODAY)]}),

    # a date the coach can't place (no 31st in February) is asked about, never logged on today
    dict(id="y_safe08", cat="dates",
         setup=[H("Read")],
         turns=["i read on the 31st"],
         expect={"count": 1, "notdone": [("Read", TODAY)], "nomarks": [("Read", YESTERDAY), ("Read", SAT)]}),
]
