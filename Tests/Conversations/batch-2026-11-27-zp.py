"""Fresh batch zp: tidying up an existing list of habits.

Theme: people who already track 4-8 habits reorganise them by talking -- renaming (with typos
and nicknames), changing schedules (fixed weekdays, N times a week, every other day, N times in
M days, twice a month), must-do vs nice-to-have, groups ("any 2 of these count"), reminders
(add, move, several a day, only some days, turn off), pausing and resuming, archiving vs
deleting (deletes must be confirmed), undo, questions about what they have -- with logging in
between, ambiguous requests between similarly named habits (only "nothing wrong" asserted),
corrections right after a change, several edits in one message, and statements that must change
nothing.

Written blind (from SPEC.md, eval/README.md, run_eval.py and the format header only).

Clock: Wednesday 2026-03-04 09:00 (local = UTC).
  today = Wed 03-04, yesterday / "last night" = Tue 03-03, "on monday" = 03-02,
  sunday (report) = 03-01, "friday" in a report of what happened = 02-27,
  "friday" in a plan or a skip = the coming Fri 03-06.

Setup habits use the compact form run_eval.setup_doc() reads:
  {name, polarity, tier, freq, group, archived, marks: [(day, state), ...]}
All setup groups import with require 1 (setup_doc's default).

A `# src:` comment names the public text a message is paraphrased from (never copied).
"""

TODAY = "2026-03-04"       # Wed
YESTERDAY = "2026-03-03"   # Tue
MON = "2026-03-02"
SUN = "2026-03-01"
SAT = "2026-02-28"
FRI_LAST = "2026-02-27"    # "friday" when reporting what happened
THU_LAST = "2026-02-26"
WED_LAST = "2026-02-25"
FRI_NEXT = "2026-03-06"    # "friday" in a plan or a skip

WEEKDAYS = "mon tue wed thu fri"


def H(name, freq=("daily",), tier="must", polarity="build", group=None, archived=False, marks=()):
    """A setup habit in the compact form run_eval.setup_doc() reads."""
    return {"name": name, "polarity": polarity, "tier": tier, "freq": freq, "group": group,
            "archived": archived, "marks": [tuple(m) for m in marks]}


# A typical list of six habits, reused (fresh copies) by several cases.
def BASE():
    return [
        H("Morning run", ("weekly", 3), marks=[(MON, "done"), (FRI_LAST, "done")]),
        H("Read", marks=[(YESTERDAY, "done"), (MON, "done")]),
        H("Guitar practice", ("weekly", 3), tier="nice", marks=[(SUN, "done")]),
        H("Meditate", marks=[(YESTERDAY, "done"), (MON, "skipped")]),
        H("Floss", tier="nice"),
        H("Doomscrolling", polarity="avoid", marks=[(SUN, "slipped")]),
    ]


CASES = [
    # ---------------------------------------------------------------- renames
    {"id": "zp01", "cat": "edit",
     "setup": BASE(),
     "turns": ["can u rename guitar practice to just guitar"],
     "expect": {"count": 6,
                "habits": [{"name": "Guitar", "freq": ("weekly", 3), "tier": "nice", "polarity": "build"}],
                "marks": [("Guitar", SUN, "done")]}},

    {"id": "zp02", "cat": "robust",
     "setup": [H("Meditation", marks=[(YESTERDAY, "done")]), H("Read"), H("Stretch"),
               H("Journal", tier="nice")],
     "turns": ["rename meditaiton to sit, way quicker to type lol"],
     "expect": {"count": 4,
                "habits": [{"name": "Sit", "freq": ("daily",), "tier": "must"},
                           {"name": "Read"}, {"name": "Stretch"}, {"name": "Journal"}],
                "marks": [("Sit", YESTERDAY, "done")]}},

    {"id": "zp03", "cat": "robust",
     "setup": [H("Duolingo", ("weekly", 5)), H("Gym", ("weekly", 3)), H("Read"),
               H("Vitamins", tier="nice")],
     "turns": ["change duo to weekdays only pls, on weekends im dead"],
     "expect": {"count": 4,
                "habits": [{"name": "Duolingo", "freq": ("days", WEEKDAYS)},
                           {"name": "Gym", "freq": ("weekly", 3)}],
                "nomarks": [("Duolingo", TODAY)]}},

    # ---------------------------------------------------------------- schedules
    # src: https://github.com/iSoron/uhabits/issues/203
    {"id": "zp04", "cat": "edit",
     "setup": [H("Gym", ("weekly", 3), marks=[(SAT, "done"), (SUN, "done")]), H("Read"),
               H("Meal prep", ("weekly", 1), tier="nice"), H("Walk the dog")],
     "turns": ["can gym be on set days instead of just 3 a week? mon wed fri. "
               "otherwise i leave it all til the weekend and cram it"],
     "expect": {"count": 4,
                "habits": [{"name": "Gym", "freq": ("days", "mon wed fri"), "tier": "must"},
                           {"name": "Meal prep", "freq": ("weekly", 1)}],
                "marks": [("Gym", SAT, "done"), ("Gym", SUN, "done")],
                "nomarks": [("Gym", TODAY)]}},

    # amounts: a target added to an existing habit, then a partial log
    {"id": "zp05", "cat": "edit",
     "setup": [H("Drink water"), H("Read"), H("Stretch", tier="nice"), H("Vitamins")],
     "turns": ["set water to 8 glasses a day", "had 3 so far"],
     "expect": {"count": 4,
                "habits": [{"name": "~water", "freq": ("daily",), "target": {"amount": 8, "unit": "glass"}}],
                "marks": [("~water", TODAY, "partial", 3)]}},

    # src: https://github.com/iSoron/uhabits/issues/270
    {"id": "zp06", "cat": "edit",
     "setup": [H("Water plants", marks=[(YESTERDAY, "done"), (MON, "done")]), H("Read"),
               H("Laundry", ("weekly", 2)), H("Meditate")],
     "turns": ["plants need watering less often now its winter, change that one to every other day? "
               "dont want it messing up my old stats tho"],
     "expect": {"count": 4,
                "habits": [{"name": "Water plants", "freq": ("interval", 2)},
                           {"name": "Laundry", "freq": ("weekly", 2)}],
                "marks": [("Water plants", YESTERDAY, "done"), ("Water plants", MON, "done")]}},

    # src: https://github.com/iSoron/uhabits/issues/135
    {"id": "zp07", "cat": "edit",
     "setup": [H("Stretch", marks=[(MON, "done")]), H("Read"), H("Journal", tier="nice"),
               H("Vaping", polarity="avoid")],
     "turns": ["can stretching be 3 times in 10 days instead of every day? daily is a lie lol"],
     "expect": {"count": 4,
                "habits": [{"name": "Stretch", "freq": ("rolling", 3, 10)},
                           {"name": "Vaping", "polarity": "avoid", "freq": ("daily",)}],
                "marks": [("Stretch", MON, "done")]}},

    {"id": "zp08", "cat": "edit",
     "setup": [H("Call grandma", ("weekly", 1), marks=[(SUN, "done")]), H("Read"), H("Gym", ("weekly", 3)),
               H("Floss", tier="nice"), H("Budget check", ("weekly", 1), tier="nice")],
     "turns": ["call grandma every week isnt realistic rn, can you change it to twice a month"],
     "expect": {"count": 5,
                "habits": [{"name": "Call grandma", "freq": ("monthly", 2)},
                           {"name": "Budget check", "freq": ("weekly", 1)}],
                "marks": [("Call grandma", SUN, "done")]}},

    # description / the why
    {"id": "zp09", "cat": "edit",
     "setup": [H("Journal"), H("Read"), H("Meditate"), H("Gym", ("weekly", 3))],
     "turns": ["the point of journaling for me is getting stuff out of my head before bed. "
               "can you save that as the why for it"],
     "expect": {"count": 4,
                "habits": [{"name": "Journal", "freq": ("daily",), "description": "out of my head"}],
                "nomarks": [("Journal", TODAY)]}},

    # ---------------------------------------------------------------- tiers
    {"id": "zp10", "cat": "tier",
     "setup": [H("Read", tier="nice"), H("Meditate", tier="nice"),
               H("Guitar practice", ("weekly", 3)), H("Floss"), H("Gym", ("weekly", 3))],
     "turns": ["make reading and meditation must-dos, and guitar + flossing can be nice to have"],
     "expect": {"count": 5,
                "habits": [{"name": "Read", "tier": "must"}, {"name": "Meditate", "tier": "must"},
                           {"name": "Guitar practice", "tier": "nice", "freq": ("weekly", 3)},
                           {"name": "Floss", "tier": "nice"},
                           {"name": "Gym", "tier": "must"}]}},

    # ---------------------------------------------------------------- groups
    # src: https://github.com/iSoron/uhabits/issues/495
    {"id": "zp11", "cat": "group",
     "setup": [H("Running", ("weekly", 2)), H("Cycling", ("weekly", 2)), H("Swimming", ("weekly", 1)),
               H("Read"), H("Meditate", tier="nice")],
     "turns": ["can you bundle running, cycling and swimming into a group called Cardio? "
               "any 2 of the 3 on a day counts for me"],
     "expect": {"count": 5,
                "groups": [{"name": "Cardio", "require": 2,
                            "members": ["Running", "Cycling", "Swimming"]}],
                "habits": [{"name": "Read", "group": None}]}},

    {"id": "zp12", "cat": "group",
     "setup": [H("Guitar", group="Creative"), H("Drawing", group="Creative"),
               H("Painting", group="Creative"), H("Read"), H("Gym", ("weekly", 3))],
     "turns": ["change the creative group to 2 out of 3, one is too easy tbh"],
     "expect": {"count": 5,
                "groups": [{"name": "Creative", "require": 2,
                            "members": ["Guitar", "Drawing", "Painting"]}]}},

    {"id": "zp13", "cat": "group",
     "setup": [H("Guitar", group="Creative"), H("Drawing", group="Creative"),
               H("Painting", group="Creative", marks=[(SUN, "done")]), H("Read")],
     "turns": ["take painting out of the creative group, sold my easel lol"],
     "expect": {"count": 4,
                "groups": [{"name": "Creative", "members": ["Guitar", "Drawing"]}],
                "habits": [{"name": "Painting", "group": None, "archived": False}],
                "marks": [("Painting", SUN, "done")]}},

    # ---------------------------------------------------------------- reminders
    {"id": "zp14", "cat": "edit",
     "setup": BASE(),
     "turns": ["remind me to floss at 10pm every night"],
     "expect": {"count": 6,
                "habits": [{"name": "Floss", "freq": ("daily",), "tier": "nice"}],
                "reminders": [("Floss", "22:00")],
                "nomarks": [("Floss", TODAY)]}},

    # src: https://github.com/shub39/Grit/issues/219
    {"id": "zp15", "cat": "edit",
     "setup": [H("Meds"), H("Read"), H("Walk", tier="nice"), H("Stretch", tier="nice")],
     "turns": ["i need reminders for my meds at 8am, 2pm and 9pm pls, same times every day"],
     "expect": {"count": 4,
                "habits": [{"name": "Meds", "freq": ("daily",)}],
                "reminders": [("Meds", "08:00"), ("Meds", "14:00"), ("Meds", "21:00")],
                "nomarks": [("Meds", TODAY)]}},

    # src: https://github.com/shub39/Grit/issues/31
    {"id": "zp16", "cat": "edit",
     "setup": BASE(),
     "turns": ["guitar reminder at 6:30pm but only on tue and thu, the other days i'm out"],
     "expect": {"count": 6,
                "habits": [{"name": "Guitar practice", "freq": ("weekly", 3)}],
                "reminders": [("Guitar practice", "18:30", "tue thu")]}},

    # src: https://github.com/iSoron/uhabits/issues/251
    {"id": "zp17", "cat": "edit",
     "setup": [H("Stretch"), H("Read"), H("Meditate", tier="nice"), H("Gym", ("weekly", 3))],
     "turns": ["i only want the stretching reminder on weekdays, 7:15am. weekends i have a lie in"],
     "expect": {"count": 4,
                "habits": [{"name": "Stretch", "freq": ("daily",)}],
                "reminders": [("Stretch", "07:15", WEEKDAYS)]}},

    {"id": "zp18", "cat": "correct",
     "setup": BASE(),
     "turns": ["remind me to read at 9pm", "actually 9:30, 9 is too early with the kids still up"],
     "expect": {"count": 6,
                "habits": [{"name": "Read", "freq": ("daily",)}],
                "reminders": [("Read", "21:30")],
                "nomarks": [("Read", TODAY)]}},

    # src: https://github.com/iSoron/uhabits/issues/186
    {"id": "zp19", "cat": "correct",
     "setup": BASE(),
     "turns": ["set a reminder for meditation at 7am",
               "ugh no, turn that reminder off again, notifications just stress me out"],
     "expect": {"unchanged": True}},

    # ---------------------------------------------------------------- pause / archive / delete
    # src: https://github.com/goodtohear/habits/issues/49
    {"id": "zp20", "cat": "correct",
     "setup": [H("Yoga", ("weekly", 3), marks=[(MON, "done")]), H("Read"), H("Meditate"),
               H("Floss", tier="nice")],
     "turns": ["can you pause yoga for a fortnight, i'm ill and don't want it counting against me",
               "actually scratch that, unpause it. i'll just skip days if i need to"],
     "expect": {"unchanged": True}},

    {"id": "zp21", "cat": "slots",
     "setup": BASE(),
     "turns": ["oh and add stretching to the list while we're at it", "5 times a week, it's optional"],
     "expect": {"count": 7,
                "habits": [{"name": "~stretch", "freq": ("weekly", 5), "tier": "nice", "polarity": "build"},
                           {"name": "Morning run", "freq": ("weekly", 3)}],
                "nomarks": [("~stretch", TODAY)]}},

    # src: https://github.com/shub39/Grit/issues/161
    {"id": "zp22", "cat": "edit",
     "setup": [H("Spanish", marks=[(MON, "done"), (YESTERDAY, "done")]), H("Read"),
               H("Gym", ("weekly", 3)), H("Floss", tier="nice"), H("Meditate")],
     "turns": ["archive spanish for now but keep the history, i'll probably pick it up again next semester"],
     "expect": {"count": 5,
                "habits": [{"name": "Spanish", "archived": True},
                           {"name": "Read", "archived": False}],
                "marks": [("Spanish", MON, "done"), ("Spanish", YESTERDAY, "done")]}},

    {"id": "zp23", "cat": "edit",
     "setup": [H("Journal", archived=True, marks=[(THU_LAST, "done")]), H("Read"),
               H("Gym", ("weekly", 3)), H("Meditate")],
     "turns": ["bring journaling back pls, i miss it"],
     "expect": {"count": 4,
                "habits": [{"name": "Journal", "archived": False, "freq": ("daily",)}],
                "marks": [("Journal", THU_LAST, "done")],
                "nomarks": [("Journal", TODAY)]}},

    {"id": "zp24", "cat": "correct",
     "setup": [H("Cold shower", marks=[(MON, "done"), (SUN, "done")]), H("Read"), H("Meditate"),
               H("Gym", ("weekly", 3)), H("Floss", tier="nice"), H("Journal", tier="nice")],
     "turns": ["delete cold showers, i'm never doing that again", "yes"],
     "expect": {"count": 5,
                "habits": [{"name": "Read"}, {"name": "Meditate"}, {"name": "Gym"},
                           {"name": "Floss"}, {"name": "Journal"}]}},

    # src: https://github.com/HabitRPG/habitica/issues/234
    {"id": "zp25", "cat": "safety",
     "setup": BASE(),
     "turns": ["delete floss"],
     "expect": {"unchanged": True}},

    # src: https://github.com/scastiel/kado/issues/99
    {"id": "zp26", "cat": "correct",
     "setup": BASE(),
     "turns": ["get rid of the guitar habit",
               "hmm wait, archive it instead, i don't want to lose the history"],
     "expect": {"count": 6,
                "habits": [{"name": "Guitar practice", "archived": True},
                           {"name": "Read", "archived": False}],
                "marks": [("Guitar practice", SUN, "done")]}},

    # ---------------------------------------------------------------- undo and corrections
    {"id": "zp27", "cat": "correct",
     "setup": [H("Running", marks=[(YESTERDAY, "done")]), H("Read"), H("Meditate"), H("Floss", tier="nice")],
     "turns": ["make running twice a week", "undo"],
     "expect": {"unchanged": True}},

    {"id": "zp28", "cat": "correct",
     "setup": [H("Swimming"), H("Read"), H("Gym", ("weekly", 3)), H("Journal", tier="nice")],
     "turns": ["change swimming to 3 times a week", "actually make it 4"],
     "expect": {"count": 4,
                "habits": [{"name": "Swimming", "freq": ("weekly", 4)},
                           {"name": "Gym", "freq": ("weekly", 3)}]}},

    {"id": "zp29", "cat": "correct",
     "setup": [H("Morning stretch"), H("Evening stretch"), H("Read"), H("Meditate", tier="nice")],
     "turns": ["make morning stretch weekdays only", "no sorry, the other one - evening"],
     "expect": {"count": 4,
                "habits": [{"name": "Evening stretch", "freq": ("days", WEEKDAYS)},
                           {"name": "Morning stretch", "freq": ("daily",)}]}},

    # ambiguous between two similarly named habits: assert only that nothing wrong happened
    {"id": "zp30", "cat": "robust",
     "setup": [H("Morning run", ("weekly", 3)), H("Evening run", ("weekly", 2)), H("Read"), H("Meditate")],
     "turns": ["change run to 4 times a week"],
     "expect": {"unchanged": True}},

    {"id": "zp31", "cat": "slots",
     "setup": [H("Read fiction"), H("Read for work", ("days", WEEKDAYS)), H("Gym", ("weekly", 3)),
               H("Meditate")],
     "turns": ["make reading nice to have", "fiction"],
     "expect": {"count": 4,
                "habits": [{"name": "Read fiction", "tier": "nice", "freq": ("daily",)},
                           {"name": "Read for work", "tier": "must", "freq": ("days", WEEKDAYS)}]}},

    # ---------------------------------------------------------------- several edits / logging in between
    {"id": "zp32", "cat": "multi",
     "setup": BASE(),
     "turns": ["ok tidy up time: rename doomscrolling to phone in bed, make floss optional "
               "and put guitar on tue thu sat"],
     "expect": {"count": 6,
                "habits": [{"name": "Phone in bed", "polarity": "avoid"},
                           {"name": "Floss", "tier": "nice"},
                           {"name": "Guitar practice", "freq": ("days", "tue thu sat")},
                           {"name": "Read", "freq": ("daily",)}],
                "marks": [("Phone in bed", SUN, "slipped")]}},

    {"id": "zp33", "cat": "multi",
     "setup": BASE(),
     "turns": ["went for my run this morning \U0001F64C also rename it to morning jog, sounds less intense lol"],
     "expect": {"count": 6,
                "habits": [{"name": "Morning jog", "freq": ("weekly", 3)}],
                "marks": [("Morning jog", TODAY, "done"), ("Morning jog", MON, "done")]}},

    {"id": "zp34", "cat": "dates",
     "setup": [H("Guitar practice", ("weekly", 3), marks=[(FRI_LAST, "done")]), H("Read"),
               H("Meditate"), H("Gym", ("weekly", 3))],
     "turns": ["forgot to log - did guitar on monday and yesterday. "
               "also it should be a nice-to-have, not a must-do"],
     "expect": {"count": 4,
                "habits": [{"name": "Guitar practice", "tier": "nice", "freq": ("weekly", 3)}],
                "marks": [("Guitar practice", MON, "done"), ("Guitar practice", YESTERDAY, "done"),
                          ("Guitar practice", FRI_LAST, "done")],
                "nomarks": [("Guitar practice", TODAY)]}},

    {"id": "zp35", "cat": "slots",
     "setup": [H("Stretch"), H("Read"), H("Meditate", tier="nice"), H("Gym", ("weekly", 3))],
     "turns": ["can we change how often i stretch", "weekdays"],
     "expect": {"count": 4,
                "habits": [{"name": "Stretch", "freq": ("days", WEEKDAYS)},
                           {"name": "Read", "freq": ("daily",)}],
                "nomarks": [("Stretch", TODAY)]}},

    {"id": "zp36", "cat": "dates",
     "setup": [H("Gym", ("days", "mon wed fri"), marks=[(MON, "done")]), H("Read"), H("Meditate"),
               H("Floss", tier="nice")],
     "turns": ["skip gym friday, i'm travelling for work"],
     "expect": {"count": 4,
                "habits": [{"name": "Gym", "freq": ("days", "mon wed fri")}],
                "marks": [("Gym", FRI_NEXT, "skipped"), ("Gym", MON, "done")],
                "nomarks": [("Gym", FRI_LAST), ("Gym", TODAY)]}},

    {"id": "zp37", "cat": "avoid",
     "setup": [H("Doomscrolling", polarity="avoid"), H("Swim", ("weekly", 2)), H("Read"),
               H("Meditate", tier="nice")],
     "turns": ["doomscrolled in bed last night again smh. did swim on friday tho"],
     "expect": {"count": 4,
                "habits": [{"name": "Doomscrolling", "polarity": "avoid", "freq": ("daily",)},
                           {"name": "Swim", "freq": ("weekly", 2)}],
                "marks": [("Doomscrolling", YESTERDAY, "slipped"), ("Swim", FRI_LAST, "done")],
                "nomarks": [("Swim", TODAY), ("Swim", FRI_NEXT), ("Doomscrolling", TODAY)]}},

    # ---------------------------------------------------------------- must change nothing
    # src: https://github.com/FriesI23/mhabit/issues/528
    {"id": "zp38", "cat": "safety",
     "setup": BASE(),
     "turns": ["my old app let me colour-code habits, kinda miss that ngl",
               "my boyfriend does gym mon wed fri, we should sync up lol",
               "can you sync this with my google calendar?"],
     "expect": {"unchanged": True}},

    {"id": "zp39", "cat": "safety",
     "setup": BASE(),
     "turns": ["i couldn't meditate yesterday, kids were up all night",
               "don't rename anything yet, i'm still thinking about names",
               "i wonder if guitar should be a must do or not... eh leave it for now"],
     "expect": {"count": 6,
                "habits": [{"name": "Meditate", "freq": ("daily",), "tier": "must"},
                           {"name": "Read", "freq": ("daily",), "tier": "must"},
                           {"name": "Guitar practice", "freq": ("weekly", 3), "tier": "nice"},
                           {"name": "Floss", "tier": "nice"}, {"name": "Morning run"},
                           {"name": "Doomscrolling", "polarity": "avoid"}],
                "notdone": [("Meditate", YESTERDAY)],
                "nomarks": [("Meditate", TODAY), ("Read", TODAY)],
                "nopauses": True}},

    {"id": "zp40", "cat": "query",
     "setup": BASE(),
     "turns": ["what habits do i have rn? wanna clean up the list a bit", "how's guitar set up atm"],
     "expect": {"unchanged": True, "reply": r"(?i)(3|three)"}},
]
