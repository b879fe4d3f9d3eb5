"""Fresh batch k: people who already track several habits and manage them over time.

Written blind (without reading Intents/, Transcripts/, Tests/, Sources/ or the dev set).
Clock: Wednesday 2026-03-04 09:00.
  yesterday = Tue 03-03, "on monday" = 03-02, "sunday" (past) = 03-01, "saturday" (past) = 02-28,
  "friday" in a report = 02-27, "friday" in a plan/skip = 03-06 (future: never asserted as a mark).

Setups are imported habits (created 2026-01-01). Groups from a setup are imported with
require 1 and tier must. Setup marks are (day, state) tuples.
"""

TODAY = "2026-03-04"
YESTERDAY = "2026-03-03"
MON = "2026-03-02"
SUN = "2026-03-01"
SAT = "2026-02-28"
FRI_LAST = "2026-02-27"
THU_LAST = "2026-02-26"


def H(name, freq=("daily",), tier="must", polarity="build", group=None, archived=False, marks=()):
    return {"name": name, "freq": freq, "tier": tier, "polarity": polarity, "group": group,
            "archived": archived, "marks": [tuple(m) for m in marks]}


CASES = [
    # ------------------------------------------------------------------ schedule edits
    # src: https://github.com/dohsimpson/HabitTrove/issues/1  (gym only on mon, wed and fri)
    dict(id="k_edit_gym_mwf", cat="edit",
         setup=[H("Gym", ("weekly", 3)), H("Reading", tier="nice"), H("Meditate"),
                H("Smoking", polarity="avoid")],
         turns=["can we move gym to mon/wed/fri"],
         expect={"count": 4,
                 "habits": [{"name": "Gym", "freq": ("days", "mon wed fri"), "tier": "must"},
                            {"name": "Reading", "freq": ("daily",)},
                            {"name": "Smoking", "polarity": "avoid"}],
                 "nomarks": [("Gym", TODAY)]}),

    dict(id="k_edit_reading_3x", cat="edit",
         setup=[H("Reading", tier="nice"), H("Gym", ("days", "mon wed fri")), H("Flossing", tier="nice"),
                H("Vaping", polarity="avoid")],
         turns=["drop reading to 3x a week pls, every day is too much with work rn"],
         expect={"count": 4,
                 "habits": [{"name": "Reading", "freq": ("weekly", 3), "tier": "nice"},
                            {"name": "Gym", "freq": ("days", "mon wed fri")},
                            {"name": "Flossing", "freq": ("daily",)}],
                 "nomarks": [("Reading", TODAY)]}),

    # src: https://github.com/iSoron/uhabits/issues/270  (watering plants more often in summer)
    dict(id="k_edit_plants_interval", cat="edit",
         setup=[H("Water plants", ("weekly", 1), tier="nice"), H("Reading", tier="nice"),
                H("Gym", ("weekly", 3)), H("Meditate")],
         turns=["now its getting warmer can you change water plants to every other day"],
         expect={"count": 4,
                 "habits": [{"name": "Water plants", "freq": ("interval", 2)},
                            {"name": "Gym", "freq": ("weekly", 3)}],
                 "nomarks": [("Water plants", TODAY)]}),

    dict(id="k_schedule_alone_yes", cat="slots",
         setup=[H("Reading", tier="nice"), H("Gym", ("weekly", 3)), H("Meditate"),
                H("Vaping", polarity="avoid")],
         turns=["reading 4 times a week", "yes"],
         expect={"count": 4,
                 "habits": [{"name": "Reading", "freq": ("weekly", 4)},
                            {"name": "Gym", "freq": ("weekly", 3)}],
                 "nomarks": [("Reading", TODAY)]}),

    # src: https://github.com/InlitX/streak/issues/164  (gym on set days, reminders only on those days)
    dict(id="k_multi_gym_days_reminder", cat="multi",
         setup=[H("Gym", ("weekly", 2)), H("Reading", tier="nice"), H("Meditate"),
                H("Smoking", polarity="avoid")],
         turns=["move gym to tue and thu and remind me at 7am on those days"],
         expect={"count": 4,
                 "habits": [{"name": "Gym", "freq": ("days", "tue thu")}],
                 "reminders": [("Gym", "07:00", "tue thu")],
                 "nomarks": [("Gym", TODAY)]}),

    # ------------------------------------------------------------------ tiers and renames
    dict(id="k_tier_floss_must", cat="tier",
         setup=[H("Flossing", tier="nice"), H("Yoga", ("weekly", 3)),
                H("Reading", tier="nice", group="Wind down"), H("Journaling", tier="nice", group="Wind down")],
         turns=["make flossing a must"],
         expect={"count": 4,
                 "habits": [{"name": "Flossing", "tier": "must", "freq": ("daily",)},
                            {"name": "Reading", "tier": "nice"},
                            {"name": "Journaling", "tier": "nice"}],
                 "nomarks": [("Flossing", TODAY)]}),

    dict(id="k_tier_both_walks", cat="tier",
         setup=[H("Morning walk"), H("Evening walk"), H("Reading", tier="nice"),
                H("Sugar", polarity="avoid")],
         turns=["make walk optional", "both"],
         expect={"count": 4,
                 "habits": [{"name": "Morning walk", "tier": "nice", "freq": ("daily",)},
                            {"name": "Evening walk", "tier": "nice", "freq": ("daily",)},
                            {"name": "Sugar", "tier": "must", "polarity": "avoid"}],
                 "nomarks": [("Morning walk", TODAY), ("Evening walk", TODAY)]}),

    dict(id="k_rename_journal", cat="edit",
         setup=[H("Journal", group="Mind", marks=[(YESTERDAY, "done"), (MON, "done")]),
                H("Meditate", group="Mind"), H("Running", ("weekly", 2))],
         turns=["can you rename journal to morning pages"],
         expect={"count": 3,
                 "habits": [{"name": "Morning pages", "freq": ("daily",), "group": "Mind"}],
                 "groups": [{"name": "Mind", "members": ["Morning pages", "Meditate"]}],
                 "marks": [("Morning pages", YESTERDAY, "done"), ("Morning pages", MON, "done")],
                 "nomarks": [("Morning pages", TODAY)]}),

    dict(id="k_rename_and_tier_meds", cat="multi",
         setup=[H("Meds", tier="nice"), H("Reading", tier="nice"), H("Gym", ("weekly", 3)),
                H("Alcohol", polarity="avoid")],
         turns=["rename meds to vitamins and make it a must"],
         expect={"count": 4,
                 "habits": [{"name": "Vitamins", "tier": "must", "freq": ("daily",)},
                            {"name": "Reading", "tier": "nice"}],
                 "nomarks": [("Vitamins", TODAY)]}),

    # ------------------------------------------------------------------ archive and delete
    # src: https://github.com/shub39/Grit/issues/161  (archive a study habit between exam phases, keep stats)
    dict(id="k_archive_study", cat="edit",
         setup=[H("Study", marks=[(MON, "done"), (YESTERDAY, "done")]), H("Running", ("weekly", 3)),
                H("Reading", tier="nice"), H("Junk food", polarity="avoid")],
         turns=["can you archive study, exams are finally over. want to keep the stats tho"],
         expect={"count": 4,
                 "habits": [{"name": "Study", "archived": True},
                            {"name": "Running", "archived": False}],
                 "marks": [("Study", MON, "done"), ("Study", YESTERDAY, "done")]}),

    dict(id="k_delete_cold_shower_yes", cat="correct",
         setup=[H("Cold shower", tier="nice"), H("Gym", ("weekly", 3)), H("Reading", tier="nice"),
                H("Meditate"), H("Alcohol", polarity="avoid")],
         turns=["delete cold shower pls, never doing that again lol", "yes"],
         expect={"count": 4,
                 "habits": [{"name": "Gym"}, {"name": "Reading"}, {"name": "Meditate"},
                            {"name": "Alcohol", "polarity": "avoid"}]}),

    dict(id="k_delete_journaling_nah", cat="correct",
         setup=[H("Journaling", tier="nice", marks=[(MON, "done"), (YESTERDAY, "done")]),
                H("Running", ("weekly", 2)), H("Guitar", tier="nice", group="Creative"),
                H("Drawing", tier="nice", group="Creative")],
         turns=["delete journaling", "nah"],
         expect={"unchanged": True, "count": 4}),

    # ------------------------------------------------------------------ groups
    # src: https://github.com/iSoron/uhabits/issues/325  (run or bike both count towards "cardio")
    dict(id="k_group_create_cardio", cat="group",
         setup=[H("Running", ("weekly", 3)), H("Cycling", ("weekly", 2)), H("Reading", tier="nice"),
                H("Meditate")],
         turns=["put running and cycling in a group called Cardio, either one counts"],
         expect={"count": 4,
                 "groups": [{"name": "Cardio", "require": 1, "members": ["Running", "Cycling"]}],
                 "habits": [{"name": "Running", "group": "Cardio", "freq": ("weekly", 3)},
                            {"name": "Cycling", "group": "Cardio", "freq": ("weekly", 2)},
                            {"name": "Reading", "group": None}]}),

    dict(id="k_group_require_two", cat="group",
         setup=[H("Guitar", tier="nice", group="Creative"), H("Drawing", tier="nice", group="Creative"),
                H("Painting", tier="nice", group="Creative"), H("Journaling"),
                H("Smoking", polarity="avoid")],
         turns=["for creative i wanna do at least 2 of the 3 each day now"],
         expect={"count": 5,
                 "groups": [{"name": "Creative", "require": 2,
                             "members": ["Guitar", "Drawing", "Painting"]}]}),

    # src: https://github.com/daya0576/beaverhabits/issues/222  (a "workouts" group of several sports)
    dict(id="k_group_add_yoga", cat="group",
         setup=[H("Running", ("weekly", 3), group="Exercise"), H("Gym", ("weekly", 2), group="Exercise"),
                H("Yoga", ("weekly", 2), tier="nice"), H("Reading", tier="nice")],
         turns=["add yoga to my exercise group too"],
         expect={"count": 4,
                 "groups": [{"name": "Exercise", "require": 1, "members": ["Running", "Gym", "Yoga"]}],
                 "habits": [{"name": "Yoga", "group": "Exercise", "freq": ("weekly", 2)}],
                 "nomarks": [("Yoga", TODAY)]}),

    dict(id="k_group_remove_painting", cat="group",
         setup=[H("Guitar", tier="nice", group="Creative"), H("Drawing", tier="nice", group="Creative"),
                H("Painting", tier="nice", group="Creative"), H("Reading", tier="nice"),
                H("Running", ("weekly", 2))],
         turns=["take painting out of creative, i'll track it on its own"],
         expect={"count": 5,
                 "groups": [{"name": "Creative", "members": ["Guitar", "Drawing"]}],
                 "habits": [{"name": "Painting", "group": None, "archived": False}]}),

    dict(id="k_group_offer_nah", cat="group",
         setup=[H("Yoga", ("weekly", 3), tier="nice", group="Fitness"),
                H("Pilates", ("weekly", 2), tier="nice", group="Fitness"),
                H("Reading", tier="nice"), H("Doomscrolling", polarity="avoid")],
         turns=["add stretching 3 times a week", "nah"],
         expect={"count": 5,
                 "habits": [{"name": "Stretching", "freq": ("weekly", 3), "group": None,
                             "polarity": "build"}],
                 "groups": [{"name": "Fitness", "members": ["Yoga", "Pilates"]}],
                 "nomarks": [("Stretching", TODAY)]}),

    dict(id="k_group_offer_yes", cat="group",
         setup=[H("Running", ("weekly", 2), group="Exercise"), H("Gym", ("weekly", 3), group="Exercise"),
                H("Reading", tier="nice"), H("Meditate")],
         turns=["i want to add swimming once a week", "yes"],
         expect={"count": 5,
                 "habits": [{"name": "Swimming", "freq": ("weekly", 1), "group": "Exercise"}],
                 "groups": [{"name": "Exercise", "members": ["Running", "Gym", "Swimming"]}],
                 "nomarks": [("Swimming", TODAY)]}),

    # ------------------------------------------------------------------ reminders
    # src: https://github.com/iSoron/uhabits/issues/251  (reminder on weekdays only)
    dict(id="k_remind_weekdays_only", cat="remind",
         setup=[H("Journaling", tier="nice"), H("Gym", ("days", "mon wed fri")), H("Meditate"),
                H("Smoking", polarity="avoid")],
         turns=["remind me to journal at 9pm but only on weekdays"],
         expect={"count": 4,
                 "habits": [{"name": "Journaling", "freq": ("daily",)}],
                 "reminders": [("Journaling", "21:00", "mon tue wed thu fri")],
                 "nomarks": [("Journaling", TODAY)]}),

    # src: https://github.com/iSoron/uhabits/issues/179  (workout reminder at 8am and again in the afternoon)
    dict(id="k_remind_two_workout", cat="remind",
         setup=[H("Workout", ("weekly", 3)), H("Reading", tier="nice"), H("Meditate"),
                H("Vaping", polarity="avoid")],
         turns=["for workout can i get a reminder at 8am and another one at 4pm in case i didnt do it in the morning"],
         expect={"count": 4,
                 "habits": [{"name": "Workout", "freq": ("weekly", 3)}],
                 "reminders": [("Workout", "08:00"), ("Workout", "16:00")],
                 "nomarks": [("Workout", TODAY)]}),

    dict(id="k_remind_move_reading", cat="remind",
         setup=[H("Reading", tier="nice"), H("Gym", ("weekly", 3)), H("Flossing", tier="nice")],
         turns=["set a reminder for reading at 8pm", "hmm can you move the reading reminder to 9.30pm"],
         expect={"count": 3,
                 "reminders": [("Reading", "21:30")],
                 "habits": [{"name": "Reading", "freq": ("daily",)}],
                 "nomarks": [("Reading", TODAY)]}),

    dict(id="k_remind_remove_meditate", cat="remind",
         setup=[H("Meditate"), H("Running", ("weekly", 3)), H("Reading", tier="nice"),
                H("Smoking", polarity="avoid")],
         turns=["remind me to meditate at 7am", "actually nvm, delete the meditate reminder"],
         expect={"unchanged": True, "count": 4}),

    # src: https://github.com/FriesI23/mhabit/issues/520  (teeth: one notification in the morning, one at night)
    dict(id="k_remind_teeth_twice", cat="remind",
         setup=[H("Brush teeth"), H("Flossing", tier="nice"), H("Reading", tier="nice"),
                H("Sugar", polarity="avoid")],
         turns=["can i get 2 reminders for brush teeth, 7:30 in the morning and 10:30 at night"],
         expect={"count": 4,
                 "reminders": [("Brush teeth", "07:30"), ("Brush teeth", "22:30")],
                 "nomarks": [("Brush teeth", TODAY)]}),

    # ------------------------------------------------------------------ pause / resume
    # src: https://github.com/daya0576/beaverhabits/issues/147  (pause running while injured)
    dict(id="k_pause_running_knee", cat="pause",
         setup=[H("Running", ("weekly", 3)), H("Gym", ("days", "mon wed fri")), H("Reading", tier="nice"),
                H("Stretching", tier="nice")],
         turns=["pause running for now, my knee's messed up", "did my stretching tho"],
         expect={"count": 4,
                 "habits": [{"name": "Running", "freq": ("weekly", 3), "archived": False},
                            {"name": "Stretching", "archived": False}],
                 "marks": [("Stretching", TODAY, "done")],
                 "notdone": [("Running", TODAY)],
                 "nomarks": [("Gym", TODAY), ("Reading", TODAY)]}),

    dict(id="k_pause_resume_gym", cat="pause",
         setup=[H("Gym", ("days", "mon wed fri")), H("Reading", tier="nice"), H("Meditate"),
                H("Smoking", polarity="avoid")],
         turns=["pause gym until monday, flying out to see family",
                "oh wait flight got cancelled lol, unpause gym"],
         expect={"count": 4,
                 "habits": [{"name": "Gym", "freq": ("days", "mon wed fri"), "archived": False}],
                 "notdone": [("Gym", TODAY)],
                 "nomarks": [("Reading", TODAY), ("Meditate", TODAY), ("Smoking", TODAY)]}),

    # src: https://github.com/goodtohear/habits/issues/49  (pause while ill without losing the chain)
    dict(id="k_sick_pause_yes", cat="pause",
         setup=[H("Running", ("weekly", 3)), H("Yoga", tier="nice"), H("Reading", tier="nice"), H("Meditate")],
         turns=["ugh im sick, probably out of action until sunday", "yes"],
         expect={"count": 4,
                 "habits": [{"name": "Running", "freq": ("weekly", 3), "archived": False},
                            {"name": "Yoga", "freq": ("daily",), "archived": False},
                            {"name": "Reading", "archived": False},
                            {"name": "Meditate", "archived": False}],
                 "notdone": [("Running", TODAY), ("Yoga", TODAY), ("Reading", TODAY), ("Meditate", TODAY)]}),

    # ------------------------------------------------------------------ logging
    dict(id="k_log_mixed_states", cat="log",
         setup=[H("Yoga"), H("Reading", tier="nice"), H("Running", ("weekly", 3)), H("Flossing", tier="nice")],
         turns=["did yoga and reading but skipped the run"],
         expect={"count": 4,
                 "marks": [("Yoga", TODAY, "done"), ("Reading", TODAY, "done"), ("Running", TODAY, "skipped")],
                 "nomarks": [("Flossing", TODAY)]}),

    dict(id="k_log_yesterday_three", cat="dates",
         setup=[H("Yoga"), H("Flossing", tier="nice"), H("Reading", tier="nice"), H("Gym", ("weekly", 3)),
                H("Smoking", polarity="avoid")],
         turns=["yesterday i did yoga, flossed and read before bed"],
         expect={"count": 5,
                 "marks": [("Yoga", YESTERDAY, "done"), ("Flossing", YESTERDAY, "done"),
                           ("Reading", YESTERDAY, "done")],
                 "nomarks": [("Yoga", TODAY), ("Flossing", TODAY), ("Reading", TODAY), ("Gym", YESTERDAY)]}),

    # src: https://github.com/xpavle00/Habo/issues/135  (wanting to track smoking as a habit to break)
    dict(id="k_log_done_and_slip", cat="avoid",
         setup=[H("Smoking", polarity="avoid"), H("Meditate"), H("Reading", tier="nice"),
                H("Running", ("weekly", 3))],
         turns=["meditated this morning but smoked 2 after lunch ugh"],
         expect={"count": 4,
                 "habits": [{"name": "Smoking", "polarity": "avoid"}],
                 "marks": [("Meditate", TODAY, "done"), ("Smoking", TODAY, "slipped")],
                 "nomarks": [("Reading", TODAY), ("Running", TODAY)]}),

    dict(id="k_log_negation", cat="log",
         setup=[H("Reading", tier="nice"), H("Gym", ("days", "mon wed fri")), H("Meditate"),
                H("Doomscrolling", polarity="avoid")],
         turns=["didnt get to reading today and no gym either, long day"],
         expect={"count": 4,
                 "notdone": [("Reading", TODAY), ("Gym", TODAY)],
                 "nomarks": [("Meditate", TODAY), ("Doomscrolling", TODAY)]}),

    dict(id="k_dates_weekend_meditate", cat="dates",
         setup=[H("Meditate"), H("Reading", tier="nice"), H("Running", ("weekly", 2)),
                H("Guitar", tier="nice", group="Creative"), H("Drawing", tier="nice", group="Creative")],
         turns=["forgot to log it but i meditated on saturday and sunday"],
         expect={"count": 5,
                 "habits": [{"name": "Meditate", "freq": ("daily",)}],
                 "marks": [("Meditate", SAT, "done"), ("Meditate", SUN, "done")],
                 "nomarks": [("Meditate", TODAY), ("Meditate", YESTERDAY)]}),

    dict(id="k_dates_correct_day", cat="correct",
         setup=[H("Running", ("weekly", 3)), H("Reading", tier="nice"), H("Gym", ("days", "tue thu")),
                H("Smoking", polarity="avoid")],
         turns=["i ran yesterday", "wait no it was monday not yesterday"],
         expect={"count": 4,
                 "habits": [{"name": "Running", "freq": ("weekly", 3)}],
                 "marks": [("Running", MON, "done")],
                 "nomarks": [("Running", YESTERDAY), ("Running", TODAY)]}),

    # src: https://github.com/FriesI23/mhabit/issues/91  (filled in the wrong day, want to clear it)
    dict(id="k_correct_wrong_mark", cat="correct",
         setup=[H("Reading", tier="nice", marks=[(SAT, "done"), (MON, "done")]), H("Gym", ("weekly", 3)),
                H("Meditate"), H("Junk food", polarity="avoid")],
         turns=["i ticked reading on saturday by mistake, didnt actually read that day"],
         expect={"count": 4,
                 "notdone": [("Reading", SAT)],
                 "marks": [("Reading", MON, "done")],
                 "nomarks": [("Reading", TODAY)]}),

    # src: https://github.com/HabitRPG/habitica-android/issues/2083  (undo an accidental tap on the wrong habit)
    dict(id="k_undo_meant_yoga", cat="correct",
         setup=[H("Gym", ("weekly", 3)), H("Yoga", ("weekly", 2), tier="nice"), H("Reading", tier="nice"),
                H("Meditate")],
         turns=["did gym", "oops wrong one, undo that. i meant yoga"],
         expect={"count": 4,
                 "marks": [("Yoga", TODAY, "done")],
                 "nomarks": [("Gym", TODAY), ("Reading", TODAY)]}),

    dict(id="k_undo_two_levels", cat="correct",
         setup=[H("Reading", tier="nice"), H("Flossing", tier="nice"), H("Meditate"),
                H("Running", ("weekly", 3))],
         turns=["did my reading", "flossed too", "undo", "undo again"],
         expect={"unchanged": True, "count": 4,
                 "nomarks": [("Reading", TODAY), ("Flossing", TODAY)]}),

    dict(id="k_undo_tier_change", cat="correct",
         setup=[H("Reading", tier="nice"), H("Gym", ("weekly", 3)), H("Meditate"),
                H("Smoking", polarity="avoid")],
         turns=["make reading a must", "actually undo that"],
         expect={"unchanged": True, "count": 4,
                 "habits": [{"name": "Reading", "tier": "nice"}]}),

    # ------------------------------------------------------------------ multi-turn "which one"
    dict(id="k_which_run_evening", cat="slots",
         setup=[H("Morning run", ("weekly", 2)), H("Evening run", ("weekly", 2)), H("Reading", tier="nice"),
                H("Smoking", polarity="avoid")],
         turns=["did my run", "the evening one"],
         expect={"count": 4,
                 "marks": [("Evening run", TODAY, "done")],
                 "nomarks": [("Morning run", TODAY), ("Reading", TODAY)]}),

    # ------------------------------------------------------------------ questions (change nothing)
    dict(id="k_query_week", cat="query",
         setup=[H("Gym", ("weekly", 3), marks=[(MON, "done")]),
                H("Reading", tier="nice", marks=[(MON, "done"), (YESTERDAY, "done")]),
                H("Meditate", marks=[(MON, "done"), (YESTERDAY, "done")]),
                H("Smoking", polarity="avoid", marks=[(YESTERDAY, "slipped")])],
         turns=["how's my week looking"],
         expect={"unchanged": True, "count": 4}),

    dict(id="k_query_slacking", cat="query",
         setup=[H("Guitar", tier="nice", marks=[(SAT, "done")]),
                H("Reading", tier="nice", marks=[(THU_LAST, "done"), (FRI_LAST, "done"), (SAT, "done"),
                                                 (SUN, "done"), (MON, "done"), (YESTERDAY, "done")]),
                H("Running", ("weekly", 3), marks=[(MON, "done")]),
                H("Meditate", marks=[(SUN, "done"), (MON, "done"), (YESTERDAY, "done")])],
         turns=["which habits am i slacking on lately?"],
         expect={"unchanged": True, "count": 4}),

    dict(id="k_query_meditate_yesterday", cat="query",
         setup=[H("Meditate", marks=[(MON, "done"), (YESTERDAY, "done")]), H("Reading", tier="nice"),
                H("Gym", ("weekly", 3)), H("Vaping", polarity="avoid")],
         turns=["did i meditate yesterday?"],
         expect={"unchanged": True, "count": 4, "reply": r"(?i)meditat|yes|done"}),

    dict(id="k_query_floss_monday", cat="query",
         setup=[H("Flossing", tier="nice", marks=[(SUN, "done")]), H("Gym", ("weekly", 3)),
                H("Reading", tier="nice"), H("Smoking", polarity="avoid")],
         turns=["wait did i floss on monday?"],
         expect={"unchanged": True, "count": 4, "nomarks": [("Flossing", MON), ("Flossing", TODAY)]}),

    # ------------------------------------------------------------------ safety (change nothing)
    dict(id="k_safety_sister_and_plan", cat="safety",
         setup=[H("Running", ("weekly", 3)), H("Yoga", ("weekly", 2), tier="nice"), H("Reading", tier="nice"),
                H("Drinking", polarity="avoid")],
         turns=["my sister ran a half marathon on sunday, so proud of her",
                "im gonna do yoga tonight after work i think"],
         expect={"unchanged": True, "count": 4}),

    dict(id="k_safety_unmotivated", cat="safety",
         setup=[H("Gym", ("weekly", 4)), H("Reading", tier="nice"), H("Meditate"),
                H("Journaling", tier="nice", group="Evening"), H("Stretching", tier="nice", group="Evening")],
         turns=["honestly feeling really unmotivated with all of this lately"],
         expect={"unchanged": True, "count": 5}),

    dict(id="k_safety_block_and_sync", cat="safety",
         setup=[H("Instagram", polarity="avoid"), H("Reading", tier="nice"), H("Gym", ("weekly", 3)),
                H("Meditate")],
         turns=["can you block instagram on my phone after 10pm?",
                "also can you sync my habits with google calendar"],
         expect={"unchanged": True, "count": 4}),

    # src: https://github.com/iSoron/uhabits/issues/88  (skip a day without breaking the streak)
    dict(id="k_skip_future_friday", cat="dates",
         setup=[H("Gym", ("days", "mon wed fri")), H("Reading", tier="nice"), H("Meditate"),
                H("Smoking", polarity="avoid")],
         turns=["skip gym friday, got a wedding"],
         expect={"count": 4,
                 "habits": [{"name": "Gym", "freq": ("days", "mon wed fri"), "archived": False}],
                 "nomarks": [("Gym", FRI_LAST), ("Gym", TODAY), ("Reading", TODAY)]}),
]
