"""Fresh blind batch SN: travel, holidays and breaks.

Clock for every case: Wednesday 2026-03-04 09:00 (local = UTC).
  yesterday = Tue 03-03, "monday" (report) = 03-02, "sunday" (report) = 03-01,
  "saturday" (report) = 02-28, "friday" (report) = 02-27,
  "friday" in a plan/skip = 03-06, "this weekend" (plan) = 03-07/03-08.
Written without reading the coach's code, intents, tests or earlier batches.
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
NEXT_FRI = "2026-03-06"
NEXT_SAT = "2026-03-07"
NEXT_SUN = "2026-03-08"
WEEKDAYS = "mon tue wed thu fri"


def H(name, freq=("daily",), tier="must", polarity="build", group=None, archived=False, marks=()):
    """A setup habit in the compact form run_eval.setup_doc expects."""
    return {"name": name, "freq": freq, "tier": tier, "polarity": polarity,
            "group": group, "archived": archived, "marks": list(marks)}


CASES = [
    # ---------------------------------------------------------------- single-message requests
    # src: https://github.com/iSoron/uhabits/issues/601 (some habits, like meditation, still work while travelling)
    dict(id="SN01", cat="add", setup=[],
         turns=["add stretching every day. its the one thing i can actually do in a hotel room tbh"],
         expect=dict(count=1, habits=[{"name": ["Stretching", "Stretch"], "freq": ("daily",), "polarity": "build"}])),

    dict(id="SN02", cat="dates", setup=[H("Meditate")],
         turns=["forgot to log while i was away - meditated friday and saturday"],
         expect=dict(count=1, habits=[{"name": "Meditate", "freq": ("daily",)}],
                     marks=[("Meditate", FRI, "done"), ("Meditate", SAT, "done")],
                     nomarks=[("Meditate", TODAY)])),

    # src: https://github.com/goodtohear/habits/issues/49 (wants a break when ill or on vacation without starting over)
    dict(id="SN03", cat="log", setup=[H("Yoga"), H("Running", ("weekly", 3))],
         turns=["was sick monday and tuesday so pls skip yoga and running for both days"],
         expect=dict(count=2,
                     habits=[{"name": "Yoga", "freq": ("daily",)}, {"name": "Running", "freq": ("weekly", 3)}],
                     marks=[("Yoga", MON, "skipped"), ("Yoga", YESTERDAY, "skipped"),
                            ("Running", MON, "skipped"), ("Running", YESTERDAY, "skipped")])),

    dict(id="SN04", cat="avoid", setup=[H("Vaping", polarity="avoid")],
         turns=["vaped at the airport yesterday ugh, travel stress"],
         expect=dict(count=1, habits=[{"name": "Vaping", "polarity": "avoid"}],
                     marks=[("Vaping", YESTERDAY, "slipped")], nomarks=[("Vaping", TODAY)])),

    # src: https://github.com/iSoron/uhabits/issues/88 (habits you can only do on some weekdays)
    dict(id="SN05", cat="multi", setup=[H("Piano")],
         turns=["change piano to weekdays only and make it optional, im away most weekends these days"],
         expect=dict(count=1, habits=[{"name": "Piano", "freq": ("days", WEEKDAYS), "tier": "nice"}],
                     nomarks=[("Piano", TODAY)])),

    # src: https://github.com/iSoron/uhabits/issues/722 (archive a habit, open it up again later)
    dict(id="SN06", cat="edit", setup=[H("Guitar", archived=True), H("Reading")],
         turns=["unarchive guitar, im back home for good"],
         expect=dict(count=2, habits=[{"name": "Guitar", "archived": False, "freq": ("daily",)},
                                      {"name": "Reading", "archived": False}],
                     nomarks=[("Guitar", TODAY)])),

    dict(id="SN07", cat="log", setup=[H("Gym", ("weekly", 3))],
         turns=["skip gym friday, flying to berlin"],
         expect=dict(count=1, habits=[{"name": "Gym", "freq": ("weekly", 3)}],
                     marks=[("Gym", NEXT_FRI, "skipped")], nomarks=[("Gym", TODAY), ("Gym", FRI)])),

    dict(id="SN08", cat="edit", setup=[H("Water the plants", ("interval", 3))],
         turns=["remind me to water the plants at 7pm on mondays and thursdays"],
         expect=dict(count=1, habits=[{"name": "Water the plants", "freq": ("interval", 3)}],
                     reminders=[("Water the plants", "19:00", "mon thu")],
                     nomarks=[("Water the plants", TODAY)])),

    dict(id="SN09", cat="avoid", setup=[],
         turns=["i want to cut down on takeaways, had way too many on the trip lol"],
         expect=dict(count=1, maxlen=20,
                     habits=[{"name": "~takeaway", "polarity": "avoid", "freq": ("daily",)}],
                     nomarks=[("~takeaway", TODAY)])),

    dict(id="SN10", cat="multi", setup=[H("Piano")],
         turns=["skipped piano sat and sun cos i was away, did it monday tho. also add cook dinner 4 times a week"],
         expect=dict(count=2,
                     habits=[{"name": "Piano", "freq": ("daily",)},
                             {"name": ["Cook dinner", "Cooking dinner", "Cook"], "freq": ("weekly", 4)}],
                     marks=[("Piano", SAT, "skipped"), ("Piano", SUN, "skipped"), ("Piano", MON, "done")],
                     nomarks=[("Piano", TODAY)])),

    # src: https://www.crossfitroselle.com/how-to-get-back-into-your-routine-after-a-vacation-or-two-back-to-back-weddings (back after travel, pick the routine back up)
    dict(id="SN11", cat="multi", setup=[H("Gym", ("weekly", 3))],
         turns=["back from the conference! went to the gym yesterday, and remind me to go at 6pm on weekdays"],
         expect=dict(count=1, habits=[{"name": "Gym", "freq": ("weekly", 3)}],
                     marks=[("Gym", YESTERDAY, "done")], nomarks=[("Gym", TODAY)],
                     reminders=[("Gym", "18:00", WEEKDAYS)])),

    dict(id="SN12", cat="dates", setup=[H("Pushups", group="Home workouts"), H("Yoga", group="Home workouts")],
         turns=["did yoga and pushups both yesterday and today"],
         expect=dict(count=2,
                     marks=[("Yoga", YESTERDAY, "done"), ("Yoga", TODAY, "done"),
                            ("Pushups", YESTERDAY, "done"), ("Pushups", TODAY, "done")],
                     groups=[{"name": "Home workouts", "members": ["Pushups", "Yoga"]}])),

    dict(id="SN13", cat="group", setup=[H("Pushups", group="Home workouts"), H("Yoga", group="Home workouts")],
         turns=["now im home again make home workouts 2 out of 2"],
         expect=dict(count=2, groups=[{"name": "Home workouts", "require": 2, "members": ["Pushups", "Yoga"]}],
                     nomarks=[("Pushups", TODAY), ("Yoga", TODAY)])),

    # src: https://github.com/BaraniVA/Habitheat/issues/45 (skip a day with a reason like travelling)
    dict(id="SN14", cat="log", setup=[H("Reading"), H("Stretching"), H("Gym", ("weekly", 3))],
         turns=["skip everything for yesterday, was a travel day"],
         expect=dict(count=3,
                     marks=[("Reading", YESTERDAY, "skipped"), ("Stretching", YESTERDAY, "skipped")],
                     notdone=[("Gym", YESTERDAY)],
                     nomarks=[("Reading", TODAY), ("Stretching", TODAY)])),

    # ---------------------------------------------------------------- multi-turn exchanges
    # src: https://www.coachingcarrot.com/post/stepping-back-into-your-routine (skipped workouts on vacation, stepping back on track)
    dict(id="SN15", cat="slots", setup=[],
         turns=["i wanna get back into running after the holidays", "3 times a week"],
         expect=dict(count=1, maxlen=15,
                     habits=[{"name": ["Running", "Go running", "Run", "Go for a run"], "freq": ("weekly", 3)}])),

    dict(id="SN16", cat="slots", setup=[],
         turns=["new habit - call grandma", "sundays"],
         expect=dict(count=1, habits=[{"name": "Call grandma", "freq": ("days", "sun")}])),

    dict(id="SN17", cat="slots", setup=[],
         turns=["add cook dinner at home", "weekdays"],
         expect=dict(count=1, habits=[{"name": ["Cook dinner", "Cook dinner at home"], "freq": ("days", WEEKDAYS)}])),

    dict(id="SN18", cat="slots", setup=[],
         turns=["i want to start flossing again, totally dropped it on holiday", "every night"],
         expect=dict(count=1, habits=[{"name": ["Floss", "Flossing"], "freq": ("daily",), "polarity": "build"}],
                     nomarks=[("~floss", TODAY)])),

    # src: https://kazinsider.com/?p=2574 (after travel you forget to drink water that isn't from a cafe)
    dict(id="SN19", cat="slots", setup=[],
         turns=["i want to drink 8 glasses of water a day. i always forget when im travelling", "had 3 so far"],
         expect=dict(count=1,
                     habits=[{"name": "~water", "freq": ("daily",), "target": {"amount": 8, "unit": "glass"}}],
                     marks=[("~water", TODAY, "partial", 3)])),

    dict(id="SN20", cat="slots", setup=[],
         turns=["run 15 km a week", "ran 5k yesterday"],
         expect=dict(count=1,
                     habits=[{"name": "~run", "target": {"amount": 15, "unit": "km"}}],
                     marks=[("~run", YESTERDAY, "done", 5)], nomarks=[("~run", TODAY)])),

    dict(id="SN21", cat="slots", setup=[],
         turns=["read 20 pages a day", "read 45 pages on the plane yesterday"],
         expect=dict(count=1,
                     habits=[{"name": ["Read", "Reading"], "freq": ("daily",), "target": {"amount": 20, "unit": "page"}}],
                     marks=[(["Read", "Reading"], YESTERDAY, "done", 45)])),

    dict(id="SN22", cat="correct", setup=[],
         turns=["add swimming 3x a week", "actually twice, the hotel pool is tiny lol"],
         expect=dict(count=1, maxweekly=2,
                     habits=[{"name": ["Swimming", "Swim", "Go swimming"], "freq": ("weekly", 2)}])),

    dict(id="SN23", cat="correct", setup=[],
         turns=["add duolingo before my trip to japan", "never mind"],
         expect=dict(count=0)),

    dict(id="SN24", cat="correct", setup=[H("Running", ("weekly", 3))],
         turns=["log running yesterday", "oops no, undo that"],
         expect=dict(count=1, habits=[{"name": "Running", "freq": ("weekly", 3)}],
                     nomarks=[("Running", YESTERDAY), ("Running", TODAY)])),

    # src: https://github.com/iSoron/uhabits/issues/88 (work-related habits make no sense on holiday)
    dict(id="SN25", cat="edit", setup=[H("Commute podcast", ("days", WEEKDAYS)), H("Reading")],
         turns=["delete the commute podcast habit, i work from home now", "yes"],
         expect=dict(count=1, habits=[{"name": "Reading", "freq": ("daily",)}])),

    # src: http://scoutthecity.com/2018/03/5-ways-get-back-workout-routine/ (routine crumbled, restart with fewer days a week)
    dict(id="SN26", cat="edit", setup=[H("Running", ("weekly", 4))],
         turns=["fell off running for about 3 weeks since the ski trip. lets restart at twice a week", "yep"],
         expect=dict(count=1, habits=[{"name": "Running", "freq": ("weekly", 2)}],
                     nomarks=[("Running", TODAY)])),

    dict(id="SN27", cat="edit", setup=[H("Evening walk")],
         turns=["rename my evening walk", "dog walk"],
         expect=dict(count=1, habits=[{"name": "Dog walk", "freq": ("daily",)}])),

    # src: https://github.com/goodtohear/habits/issues/49 (medication chains shouldn't break even on holiday)
    dict(id="SN28", cat="tier", setup=[],
         turns=["add a must-do: take my meds", "every morning"],
         expect=dict(count=1,
                     habits=[{"name": ["Take meds", "Take my meds", "Meds", "Take medication", "Take my medication"],
                              "freq": ("daily",), "tier": "must"}])),

    # ---------------------------------------------------------------- must change nothing / nothing wrong
    dict(id="SN29", cat="safety", setup=[H("Gym", ("weekly", 3)), H("Reading")],
         turns=["im sick until sunday"],
         expect=dict(unchanged=True)),

    # src: https://github.com/HabitRPG/habitica/issues/687 (flu for days, barely able to do anything)
    dict(id="SN30", cat="safety", setup=[H("Gym", ("weekly", 3)), H("Reading")],
         turns=["im sick until sunday ugh", "yes please"],
         expect=dict(count=2,
                     habits=[{"name": "Gym", "freq": ("weekly", 3), "archived": False},
                             {"name": "Reading", "freq": ("daily",), "archived": False}],
                     notdone=[("Gym", TODAY), ("Reading", TODAY)])),

    # src: https://github.com/zincplusplus/habit-tracker/issues/90 (going on holiday or a business trip)
    dict(id="SN31", cat="safety", setup=[H("Yoga")],
         turns=["my husband is away on a work trip till friday so its just me and the kids"],
         expect=dict(unchanged=True)),

    dict(id="SN32", cat="query",
         setup=[H("Meditate", marks=[(MON_LAST, "done"), (TUE_LAST, "done"), (MON, "done"), (YESTERDAY, "done")]),
                H("Reading", marks=[(THU, "skipped"), (MON, "done")])],
         turns=["what did i miss while i was away last week?"],
         expect=dict(unchanged=True)),

    # src: https://www.apartmenttherapy.com/do-you-keep-any-of-your-vacati-148991 (first day back after a two-week vacation)
    dict(id="SN33", cat="safety", setup=[H("Running", ("weekly", 3)), H("Reading")],
         turns=["i'm back!!"],
         expect=dict(unchanged=True)),

    dict(id="SN34", cat="safety", setup=[H("Gym", ("weekly", 3))],
         turns=["going camping this weekend so no gym sat or sun"],
         expect=dict(count=1, habits=[{"name": "Gym", "freq": ("weekly", 3), "archived": False}],
                     notdone=[("Gym", NEXT_SAT), ("Gym", NEXT_SUN)], nomarks=[("Gym", TODAY)])),

    # src: https://github.com/iSoron/uhabits/issues/88 (swimming pool closed for a public holiday)
    dict(id="SN35", cat="safety", setup=[H("Swimming", ("weekly", 3))],
         turns=["couldnt swim today, pool closed for the public holiday"],
         expect=dict(count=1, habits=[{"name": "Swimming", "freq": ("weekly", 3)}],
                     notdone=[("Swimming", TODAY)])),

    dict(id="SN36", cat="query",
         setup=[H("Meditate", marks=[(FRI, "done"), (SAT, "skipped"), (SUN, "skipped"), (MON, "done"), (YESTERDAY, "done")])],
         turns=["is my meditation streak still going after the weekend away?"],
         expect=dict(unchanged=True)),

    dict(id="SN37", cat="safety", setup=[H("Morning reading"), H("Evening reading")],
         turns=["pause reading till monday"],
         expect=dict(unchanged=True)),

    dict(id="SN38", cat="safety", setup=[H("Reading"), H("Gym", ("weekly", 3))],
         turns=["can you book me a hotel in porto", "ok fine. how am i doing this week then"],
         expect=dict(unchanged=True)),

    # src: https://github.com/iSoron/uhabits/issues/323 (wants a break from the app while on vacation)
    dict(id="SN39", cat="safety", setup=[H("Gym", ("weekly", 3)), H("Yoga")],
         turns=["heads up im away from the 10th to the 15th"],
         expect=dict(unchanged=True)),

    # src: https://github.com/iSoron/uhabits/issues/601 (habits that can't be done away from home)
    dict(id="SN40", cat="safety", setup=[H("Piano")],
         turns=["piano's at home so i cant do it thu to sun, im away"],
         expect=dict(count=1, habits=[{"name": "Piano", "freq": ("daily",), "archived": False}],
                     notdone=[("Piano", TODAY)])),
]
