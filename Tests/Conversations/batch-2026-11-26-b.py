"""Fresh batch B for the Habitat coach (written without reading the engine, its tests or earlier batches).

Clock for every case: Wednesday 2026-03-04 09:00 (local = UTC).
  yesterday = Tue 03-03, "monday" (report) = 03-02, "3 days ago" = Sun 03-01,
  "friday" / "saturday" in a report of the past = 02-27 / 02-28,
  "friday" in a plan or a skip = 03-06.

Format as dev_cases.py: id, cat, setup (habits imported first, see H()), turns, expect.
A `# src:` comment names the public text a case's wording is paraphrased from.
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
NEXT_FRI = "2026-03-06"

WEEKDAYS = "mon tue wed thu fri"


def H(name, freq=("daily",), tier="must", polarity="build", group=None, archived=False, marks=()):
    """A setup habit in the compact form run_eval.setup_doc reads."""
    return {"name": name, "freq": freq, "tier": tier, "polarity": polarity, "group": group,
            "archived": archived, "marks": [tuple(m) for m in marks]}


CASES = [
    # ------------------------------------------------------------------ adding
    # src: https://github.com/iSoron/uhabits/issues/527
    dict(id="b_add01", cat="add", setup=[],
         turns=["wanna start going to the gym tues n thurs 💪"],
         expect={"count": 1, "habits": [{"name": "~gym", "freq": ("days", "tue thu"), "polarity": "build"}]}),

    # src: https://mycollegeblvd.blogspot.com/2019/06
    dict(id="b_add02", cat="add", setup=[],
         turns=["ok so basically i want to start journaling every night before bed because my therapist "
                "said it would help and i keep saying i will but then i just dont so yeah every night",
                "yep"],
         expect={"count": 1, "habits": [{"name": "~journal", "freq": ("daily",), "polarity": "build"}]}),

    # schedule the model cannot hold (every second weekend): nothing may be created silently
    # src: https://github.com/daya0576/beaverhabits/issues/87
    dict(id="b_add03", cat="add", setup=[],
         turns=["my mum lives an hour away and i really should see her more, like visit every second weekend"],
         expect={"count": 0}),

    # schedule the model cannot hold (second tuesday of the month)
    # src: https://github.com/iSoron/uhabits/issues/1
    dict(id="b_add04", cat="add", setup=[],
         turns=["book club is the 2nd tuesday of every month, can u track whether i actually go"],
         expect={"count": 0}),

    # src: https://github.com/blinry/habitctl/issues/10
    dict(id="b_add05", cat="add", setup=[],
         turns=["can i add writing a blog post every fortnight pls"],
         expect={"count": 1, "habits": [{"name": "~blog", "freq": ("interval", 14)}]}),

    dict(id="b_add06", cat="avoid", setup=[],
         turns=["trying to stop biting my nails 😩"],
         expect={"count": 1, "habits": [{"name": "~nail", "polarity": "avoid", "freq": ("daily",)}]}),

    # ------------------------------------------------------------------ slot filling
    # src: https://github.com/dohsimpson/HabitTrove/issues/116
    dict(id="b_slot01", cat="slots", setup=[],
         turns=["add a new habit", "stretching", "every second day"],
         expect={"count": 1, "habits": [{"name": ["Stretching", "Stretch"], "freq": ("interval", 2)}]}),

    # src: https://github.com/daya0576/beaverhabits/issues/87
    dict(id="b_slot02", cat="slots", setup=[],
         turns=["wanna ride my mountain bike more", "twice a week i reckon"],
         expect={"count": 1, "habits": [{"name": "~bike", "freq": ("weekly", 2)}]}),

    # src: http://donmorris.com/on/a-habit-app-for-every-day-of-the-week
    dict(id="b_slot03", cat="slots", setup=[],
         turns=["new habit pls", "drink more water", "8 glasses a day", "had 3 so far", "2 more"],
         expect={"count": 1,
                 "habits": [{"name": "~water", "freq": ("daily",), "target": {"amount": 8, "unit": "glass"}}],
                 "marks": [("~water", TODAY, "partial", 5)]}),

    dict(id="b_slot04", cat="slots", setup=[],
         turns=["add piano practice", "weekdays", "oh and make it a must do"],
         expect={"count": 1, "habits": [{"name": "~piano", "freq": ("days", WEEKDAYS), "tier": "must"}]}),

    # ------------------------------------------------------------------ logging
    dict(id="b_log02", cat="dates", setup=[H("Run"), H("Read")],
         turns=["yday got my run in and read before bed"],
         expect={"count": 2, "marks": [("Run", YESTERDAY, "done"), ("Read", YESTERDAY, "done")],
                 "nomarks": [("Run", TODAY), ("Read", TODAY)]}),

    dict(id="b_log03", cat="dates", setup=[H("Meditate")],
         turns=["forgot to log monday, meditated 🧘"],
         expect={"count": 1, "habits": [{"name": "Meditate", "freq": ("daily",)}],
                 "marks": [("Meditate", MON, "done")], "nomarks": [("Meditate", TODAY)]}),

    dict(id="b_log04", cat="dates", setup=[H("Gym", ("weekly", 3))],
         turns=["friday n saturday hit the gym"],
         expect={"count": 1, "habits": [{"name": "Gym", "freq": ("weekly", 3)}],
                 "marks": [("Gym", FRI, "done"), ("Gym", SAT, "done")],
                 "nomarks": [("Gym", TODAY), ("Gym", NEXT_FRI)]}),

    # ------------------------------------------------------------------ skipping
    # src: https://github.com/iSoron/uhabits/issues/88
    dict(id="b_skip01", cat="log", setup=[H("Swimming", ("weekly", 3))],
         turns=["cant go swimming today, pools shut for the bank holiday 🙄"],
         expect={"count": 1, "notdone": [("Swimming", TODAY)],
                 "habits": [{"name": "Swimming", "freq": ("weekly", 3)}]}),

    dict(id="b_skip02", cat="dates", setup=[H("Gym", ("days", "mon wed fri"))],
         turns=["skip gym friday, mates wedding 🥂"],
         expect={"count": 1, "habits": [{"name": "Gym", "freq": ("days", "mon wed fri")}],
                 "marks": [("Gym", NEXT_FRI, "skipped")], "nomarks": [("Gym", FRI), ("Gym", TODAY)]}),

    # ------------------------------------------------------------------ slips
    # src: https://reddit.privacy-wiki.info/r/QuitVaping
    dict(id="b_slip01", cat="avoid", setup=[H("Vaping", polarity="avoid")],
         turns=["caved at the party last night n had a few hits off my mates vape 😞 after 3 weeks clean"],
         expect={"count": 1, "marks": [("Vaping", YESTERDAY, "slipped")], "nomarks": [("Vaping", TODAY)]}),

    # src: https://marydj03.medium.com/fiction-not-doom-scrolling-leads-to-sweet-dreams-65f2d4073900
    dict(id="b_slip02", cat="avoid", setup=[H("Doomscrolling", polarity="avoid"), H("Read")],
         turns=["doomscrolled for like an hour instead of reading last night smh"],
         expect={"count": 2, "marks": [("Doomscrolling", YESTERDAY, "slipped")],
                 "notdone": [("Read", YESTERDAY), ("Read", TODAY)]}),

    # ------------------------------------------------------------------ negation / contrast
    dict(id="b_neg01", cat="log", setup=[H("Yoga"), H("Read")],
         turns=["no yoga today but i did read"],
         expect={"count": 2, "notdone": [("Yoga", TODAY)], "marks": [("Read", TODAY, "done")]}),

    # ------------------------------------------------------------------ edits
    dict(id="b_edit01", cat="edit", setup=[H("Jog", marks=[(MON, "done")])],
         turns=["can u rename jog to morning run"],
         expect={"count": 1, "habits": [{"name": "Morning run", "freq": ("daily",)}],
                 "marks": [("Morning run", MON, "done")]}),

    dict(id="b_edit02", cat="edit", setup=[H("Guitar"), H("Read")],
         turns=["change guitar to 4 times a week instead"],
         expect={"count": 2, "habits": [{"name": "Guitar", "freq": ("weekly", 4)},
                                        {"name": "Read", "freq": ("daily",)}]}),

    dict(id="b_edit03", cat="edit", setup=[H("Spanish"), H("Read")],
         turns=["archive spanish, the duolingo owl can have it 🦉", "yep"],
         expect={"count": 2, "habits": [{"name": "Spanish", "archived": True},
                                        {"name": "Read", "archived": False}]}),

    dict(id="b_edit04", cat="tier", setup=[H("Flossing", tier="must")],
         turns=["can we make flossing optional, its more of a nice to have"],
         expect={"count": 1, "habits": [{"name": "Flossing", "tier": "nice", "freq": ("daily",)}]}),

    # ------------------------------------------------------------------ tiers
    dict(id="b_tier01", cat="tier", setup=[],
         turns=["add walk the dog every day, thats non negotiable"],
         expect={"count": 1, "habits": [{"name": "~dog", "freq": ("daily",), "tier": "must"}]}),

    # ------------------------------------------------------------------ groups
    # src: https://github.com/daya0576/beaverhabits/issues/222
    dict(id="b_grp01", cat="group", setup=[H("Running"), H("Pull-ups"), H("Free weights"), H("Read")],
         turns=["can u group running, pullups and free weights as Workouts, doing any one of them counts for the day"],
         expect={"count": 4,
                 "groups": [{"name": "Workouts", "require": 1, "members": ["Running", "Pull-ups", "Free weights"]}],
                 "habits": [{"name": "Read", "group": None}]}),

    dict(id="b_grp02", cat="group",
         setup=[H("Run", group="Exercise"), H("Gym", ("weekly", 2), group="Exercise"), H("Swimming", ("weekly", 1))],
         turns=["add swimming to my exercise group"],
         expect={"count": 3, "groups": [{"name": "Exercise", "members": ["Run", "Gym", "Swimming"]}],
                 "habits": [{"name": "Swimming", "group": "Exercise", "freq": ("weekly", 1)}]}),

    # ------------------------------------------------------------------ reminders
    # src: https://github.com/DanielRendox/RoutineTracker/issues/25
    dict(id="b_rem01", cat="remind", setup=[H("Take meds")],
         turns=["remind me to take my meds at 8am every day"],
         expect={"count": 1, "reminders": [("Take meds", "08:00")]}),

    # src: https://mycollegeblvd.blogspot.com/2019/06
    dict(id="b_rem02", cat="remind", setup=[H("Journal")],
         turns=["can u ping me at quarter past 10 at night for journaling"],
         expect={"count": 1, "reminders": [("Journal", "22:15")], "nomarks": [("Journal", TODAY)]}),

    dict(id="b_rem03", cat="remind", setup=[H("Stretch"), H("Read")],
         turns=["set a reminder for stretching half 7 in the morning mon wed fri"],
         expect={"count": 2, "reminders": [("Stretch", "07:30", "mon wed fri")],
                 "habits": [{"name": "Stretch", "freq": ("daily",)}]}),

    # ------------------------------------------------------------------ several requests in one message
    dict(id="b_multi01", cat="multi", setup=[],
         turns=["can u add running 3x a week n reading every night"],
         expect={"count": 2, "habits": [{"name": "~run", "freq": ("weekly", 3)},
                                        {"name": "~read", "freq": ("daily",)}]}),

    dict(id="b_multi02", cat="multi", setup=[H("Gym", ("weekly", 3)), H("Vaping", polarity="avoid")],
         turns=["went to the gym this morning but vaped after 🙈"],
         expect={"count": 2, "marks": [("Gym", TODAY, "done"), ("Vaping", TODAY, "slipped")]}),

    # ------------------------------------------------------------------ corrections
    dict(id="b_corr01", cat="correct", setup=[H("Yoga"), H("Pilates")],
         turns=["did yoga", "sorry meant pilates"],
         expect={"count": 2, "marks": [("Pilates", TODAY, "done")], "notdone": [("Yoga", TODAY)]}),

    dict(id="b_corr02", cat="correct", setup=[H("Run")],
         turns=["log run for yesterday", "wait no, monday"],
         expect={"count": 1, "marks": [("Run", MON, "done")], "notdone": [("Run", YESTERDAY)],
                 "nomarks": [("Run", TODAY)]}),

    # ------------------------------------------------------------------ must change nothing
    dict(id="b_q01", cat="query",
         setup=[H("Read", marks=[(MON, "done"), (YESTERDAY, "done")]), H("Gym", ("weekly", 3), marks=[(MON, "done")])],
         turns=["hows my week lookin"],
         expect={"unchanged": True}),

    dict(id="b_q02", cat="query", setup=[H("Yoga", marks=[(MON, "done")])],
         turns=["did i do yoga yesterday?"],
         expect={"unchanged": True}),

    dict(id="b_safe01", cat="safety", setup=[H("Read")],
         turns=["my flatmate's started running every morning at 6 and honestly its so annoying 😂 the door slams every time"],
         expect={"unchanged": True}),

    dict(id="b_safe02", cat="safety", setup=[H("Read")],
         turns=["i work 9 to 6 most days fyi"],
         expect={"unchanged": True}),

    dict(id="b_safe03", cat="safety", setup=[H("Run"), H("Read")],
         turns=["feeling proper rubbish today tbh"],
         expect={"unchanged": True}),

    dict(id="b_safe04", cat="safety", setup=[H("Read")],
         turns=["random q but whats the tallest mountain in the uk"],
         expect={"unchanged": True}),

    dict(id="b_safe05", cat="safety", setup=[H("Read")],
         turns=["any idea how much trains to edinburgh are in april"],
         expect={"unchanged": True}),

    dict(id="b_safe06", cat="safety", setup=[H("Read")],
         turns=["should i pay off my overdraft first or stick money in an isa"],
         expect={"unchanged": True}),

    # two habits with similar names: must ask which, not guess
    dict(id="b_safe07", cat="safety", setup=[H("Morning run"), H("Evening run")],
         turns=["done run ✔️"],
         expect={"unchanged": True}),

    dict(id="b_safe08", cat="safety", setup=[H("Read fiction"), H("Read news")],
         turns=["archive the read one"],
         expect={"unchanged": True}),

    dict(id="b_safe09", cat="safety", setup=[H("Smoking", polarity="avoid")],
         turns=["my dad's started smoking again, gutted tbh"],
         expect={"unchanged": True}),

    dict(id="b_safe10", cat="safety", setup=[H("Exercise")],
         turns=["so today was a lot basically i had a massive meeting and my boss kept going on about q2 targets "
                "and then the train was late and when i got home the kids were screaming so i just sat on the sofa "
                "and ate toast"],
         expect={"unchanged": True}),

    # src: https://github.com/daya0576/beaverhabits/issues/147
    dict(id="b_safe11", cat="safety", setup=[H("Running", ("days", "mon wed fri"))],
         turns=["pulled my hamstring playing 5 a side, no running for a couple of weeks prob 😩"],
         expect={"unchanged": True, "nopauses": True}),
]
