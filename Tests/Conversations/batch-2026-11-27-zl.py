"""Fresh batch zl (written blind, 2026-11-27): coming back after a lapse.

Theme: people who fell off their habits for days or weeks (holidays, flu, covid, a new baby,
a parent in hospital, a bad month) come back and talk to the coach. They log some of what they
did while away (past days, "all weekend", "every day last week", "since saturday", "the 20th"),
say what they did NOT do, skip coming days with a reason, ask to make habits easier (fewer days,
nice-to-have instead of must, a group where either counts), rename, delete or restore habits,
and vent about guilt. Many messages must change nothing. Several people have habits that sound
alike (Morning walk / Dog walk, Read / Read to kids, Read / Audiobook, Read fiction / Read for
class, Walk / Run) so that which habit is meant matters.

Clock for every case: Wednesday 2026-03-04 09:00 (local = UTC).
  yesterday = Tue 03-03, "on monday" = 03-02, "sunday" in a report = 03-01,
  "saturday" in a report = 02-28, "friday" in a report = 02-27,
  "friday" in a plan or a skip = 03-06, "tomorrow" = Thu 03-05.
  "last week" is Mon 02-23 .. Sun 03-01 as a calendar week, or the 7 days before today
  (02-25 .. 03-03) read loosely; cases assert only days inside both readings (02-25 .. 03-01).
  "the 20th" / "the 22nd" in a report = 2026-02-20 / 2026-02-22 (March's are still to come).

Fairness: where a message is genuinely ambiguous a case asserts only that nothing wrong happened
(unchanged / notdone / nomarks / count). A `# src:` comment names the public text a case's
wording is paraphrased from (never copied).
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
FEB_20 = "2026-02-20"
FEB_22 = "2026-02-22"
TOMORROW = "2026-03-05"   # Thursday
FRI_NEXT = "2026-03-06"   # "friday" in a plan or a skip
WEEKDAYS = "mon tue wed thu fri"


def H(name, freq=("daily",), tier="must", polarity="build", group=None, archived=False, marks=()):
    """A setup habit in the compact form run_eval.setup_doc() reads (created 2026-01-01)."""
    return {"name": name, "freq": freq, "tier": tier, "polarity": polarity,
            "group": group, "archived": archived, "marks": [tuple(m) for m in marks]}


def early_feb(*days):
    """Done marks from before the lapse, e.g. early_feb(2, 3, 5) -> 2026-02-02, -03, -05."""
    return [(f"2026-02-{d:02d}", "done") for d in days]


CASES = [
    # ---------------------------------------------------------------- which walk / which read
    {"id": "zl01", "cat": "dates",
     "setup": [H("Morning walk", marks=early_feb(2, 3, 4)), H("Dog walk"), H("Read")],
     "turns": ["ok im back. was at my mums all last week and honestly did nothing, but i did walk the dog saturday and sunday"],
     "expect": {"count": 3,
                "marks": [("Dog walk", SAT, "done"), ("Dog walk", SUN, "done")],
                "nomarks": [("Morning walk", SAT), ("Morning walk", SUN), ("Read", SAT), ("Read", SUN),
                            ("Dog walk", TODAY)]}},

    {"id": "zl02", "cat": "correct",
     "setup": [H("Morning walk"), H("Dog walk")],
     "turns": ["did my walk this morning, first one in ages",
               "both actually"],
     "expect": {"count": 2,
                "marks": [("Morning walk", TODAY, "done"), ("Dog walk", TODAY, "done")]}},

    {"id": "zl03", "cat": "log",
     "setup": [H("Morning walk"), H("Dog walk")],
     "turns": ["walked yesterday for the first time since christmas",
               "the dog one"],
     "expect": {"count": 2,
                "marks": [("Dog walk", YESTERDAY, "done")],
                "nomarks": [("Morning walk", YESTERDAY)]}},

    # ---------------------------------------------------------------- venting: change nothing
    # src: https://antonov.com.au/?page=1
    {"id": "zl04", "cat": "safety",
     "setup": [H("Run", ("weekly", 3), marks=early_feb(2, 4, 6)),
               H("Meditate", marks=early_feb(1, 2, 3, 4, 5)), H("Journal", marks=early_feb(2, 3))],
     "turns": ["havent touched any of this since mid feb. baby came early, sleep is a rumour and everything just went out the window tbh"],
     "expect": {"unchanged": True}},

    {"id": "zl05", "cat": "safety",
     "setup": [H("Meditate", marks=early_feb(1, 2, 3)), H("Journal")],
     "turns": ["didnt meditate even once while i was away lol. not even the 2 minute version"],
     "expect": {"unchanged": True}},

    # ---------------------------------------------------------------- skips, past and coming
    # src: https://github.com/HabitRPG/habitica/issues/687
    {"id": "zl06", "cat": "dates",
     "setup": [H("Stretch"), H("Read")],
     "turns": ["was wiped out with flu on monday and tuesday, can you put stretching down as skipped for both days"],
     "expect": {"count": 2,
                "marks": [("Stretch", MON, "skipped"), ("Stretch", YESTERDAY, "skipped")],
                "nomarks": [("Read", MON), ("Read", YESTERDAY)]}},

    {"id": "zl07", "cat": "log",
     "setup": [H("Swim", ("days", "tue thu sat")), H("Yoga")],
     "turns": ["skip swimming tomorrow pls, still coughing my lungs up"],
     "expect": {"count": 2,
                "habits": [{"name": "Swim", "freq": ("days", "tue thu sat")}],
                "marks": [("Swim", TOMORROW, "skipped")],
                "nomarks": [("Yoga", TOMORROW), ("Swim", TODAY)]}},

    {"id": "zl08", "cat": "log",
     "setup": [H("Gym", ("days", "mon wed fri")), H("Run", ("weekly", 2))],
     "turns": ["cant make gym on friday, driving up to the in-laws. skip it"],
     "expect": {"count": 2,
                "habits": [{"name": "Gym", "freq": ("days", "mon wed fri")}],
                "marks": [("Gym", FRI_NEXT, "skipped")],
                "nomarks": [("Gym", FRI), ("Run", FRI_NEXT)]}},

    {"id": "zl09", "cat": "query",
     "setup": [H("Read", marks=early_feb(1, 2, 3, 20)), H("Duolingo", marks=early_feb(1, 2, 21, 22)),
               H("Floss")],
     "turns": ["be honest which of my habits did i actually keep up while i was away, if any"],
     "expect": {"unchanged": True}},

    # src: https://github.com/goodtohear/habits/issues/49
    {"id": "zl10", "cat": "correct",
     "setup": [H("Run", ("weekly", 3)), H("Stretch")],
     "turns": ["im sick until sunday probably",
               "nah, ill just skip whatever i miss"],
     "expect": {"unchanged": True}},

    # ---------------------------------------------------------------- making it easier
    # src: https://github.com/Razeeman/Android-SimpleTimeTracker/issues/362
    {"id": "zl11", "cat": "edit",
     "setup": [H("Run", marks=early_feb(1, 2, 3, 4))],
     "turns": ["running every single day was way too much for me coming back from this, lets make it 3 times a week"],
     "expect": {"count": 1, "habits": [{"name": "Run", "freq": ("weekly", 3), "tier": "must"}]}},

    {"id": "zl12", "cat": "tier",
     "setup": [H("Meditate"), H("Journal"), H("Walk")],
     "turns": ["can journaling just be a nice to have instead of a must? its always the first thing i drop"],
     "expect": {"count": 3,
                "habits": [{"name": "Journal", "tier": "nice", "freq": ("daily",)},
                           {"name": "Meditate", "tier": "must"},
                           {"name": "Walk", "tier": "must"}]}},

    # src: https://rosentrain.com/blog/get-back-on-track-habits
    {"id": "zl13", "cat": "edit",
     "setup": [H("Yoga"), H("Read")],
     "turns": ["tbh weekends only would be way more realistic for yoga right now",
               "yes"],
     "expect": {"count": 2,
                "habits": [{"name": "Yoga", "freq": ("days", "sat sun")},
                           {"name": "Read", "freq": ("daily",)}]}},

    # src: http://fitknitchick.com/2012/04/15/getting-back-to-exercise-after-illness-avoid-too-much-too-soon/
    {"id": "zl14", "cat": "edit",
     "setup": [H("Run 5k", ("weekly", 3), marks=early_feb(2, 4))],
     "turns": ["rename run 5k to just jog. im nowhere near 5k shape after two months off"],
     "expect": {"count": 1, "habits": [{"name": ["Jog", "Jogging"], "freq": ("weekly", 3)}],
                "marks": [(["Jog", "Jogging"], "2026-02-02", "done")]}},

    {"id": "zl15", "cat": "edit",
     "setup": [H("Cold shower"), H("Read"), H("Walk")],
     "turns": ["delete the cold shower habit, life's too short lol",
               "yep"],
     "expect": {"count": 2, "habits": [{"name": "Read"}, {"name": "Walk"}]}},

    # src: https://github.com/shub39/Grit/issues/161
    {"id": "zl16", "cat": "edit",
     "setup": [H("Guitar", ("weekly", 2), archived=True), H("Read")],
     "turns": ["can you bring guitar back? i archived it in january but i want to pick it up again"],
     "expect": {"count": 2,
                "habits": [{"name": "Guitar", "archived": False, "freq": ("weekly", 2)},
                           {"name": "Read", "archived": False}]}},

    # ---------------------------------------------------------------- habits to avoid
    # src: http://quitsmoking.about.com/od/recoveringfromarelapse/f/smokingslip.htm
    {"id": "zl17", "cat": "avoid",
     "setup": [H("Smoking", polarity="avoid"), H("Run", ("weekly", 3))],
     "turns": ["confession time: smoked at my cousins wedding on saturday. only a couple but still"],
     "expect": {"count": 2,
                "habits": [{"name": "Smoking", "polarity": "avoid"}],
                "marks": [("Smoking", SAT, "slipped")],
                "nomarks": [("Smoking", TODAY), ("Run", SAT)]}},

    # src: https://smokefreetracker.pages.dev/blog/i-smoked-one-cigarette-after-quitting/
    {"id": "zl18", "cat": "avoid",
     "setup": [H("Smoking", polarity="avoid", marks=[("2026-02-28", "slipped")]),
               H("Drinking", polarity="avoid")],
     "turns": ["not one cigarette since sunday!! thats 4 days"],
     "expect": {"unchanged": True}},

    # ---------------------------------------------------------------- what they did and didn't do
    {"id": "zl19", "cat": "log",
     "setup": [H("Read"), H("Read to kids")],
     "turns": ["read to the kids every night this week but my own book hasnt been touched"],
     "expect": {"count": 2,
                "marks": [("Read to kids", MON, "done"), ("Read to kids", YESTERDAY, "done")],
                "notdone": [("Read", MON), ("Read", YESTERDAY), ("Read", TODAY)]}},

    {"id": "zl20", "cat": "dates",
     "setup": [H("Yoga"), H("Stretch")],
     "turns": ["did yoga all weekend at my sisters retreat thing, like 3 sessions a day haha"],
     "expect": {"count": 2,
                "habits": [{"name": "Yoga", "freq": ("daily",)}],
                "marks": [("Yoga", SAT, "done"), ("Yoga", SUN, "done")],
                "nomarks": [("Stretch", SAT), ("Stretch", SUN), ("Yoga", TODAY)]}},

    {"id": "zl21", "cat": "dates",
     "setup": [H("Floss"), H("Meditate")],
     "turns": ["flossed every day last week, didnt meditate at all tho"],
     "expect": {"count": 2,
                "habits": [{"name": "Floss", "freq": ("daily",)}],
                "marks": [("Floss", WED_LAST, "done"), ("Floss", THU, "done"), ("Floss", FRI, "done"),
                          ("Floss", SAT, "done"), ("Floss", SUN, "done")],
                "nomarks": [("Floss", TODAY)],
                "notdone": [("Meditate", WED_LAST), ("Meditate", THU), ("Meditate", FRI),
                            ("Meditate", SAT), ("Meditate", SUN)]}},

    {"id": "zl22", "cat": "dates",
     "setup": [H("Walk"), H("Read")],
     "turns": ["ive walked every day since saturday, feels good to be moving again"],
     "expect": {"count": 2,
                "habits": [{"name": "Walk", "freq": ("daily",)}],
                "marks": [("Walk", SAT, "done"), ("Walk", SUN, "done"), ("Walk", MON, "done"),
                          ("Walk", YESTERDAY, "done")],
                "nomarks": [("Walk", FRI), ("Read", SAT), ("Read", SUN), ("Read", MON), ("Read", YESTERDAY)]}},

    {"id": "zl23", "cat": "dates",
     "setup": [H("Piano", ("weekly", 3))],
     "turns": ["practised piano on the 20th and the 22nd, then it all went sideways"],
     "expect": {"count": 1,
                "habits": [{"name": "Piano", "freq": ("weekly", 3)}],
                "marks": [("Piano", FEB_20, "done"), ("Piano", FEB_22, "done")],
                "nomarks": [("Piano", TODAY)]}},

    # ---------------------------------------------------------------- questions
    {"id": "zl24", "cat": "query",
     "setup": [H("Run", ("weekly", 3), marks=early_feb(2, 4, 6, 9)),
               H("Read", marks=early_feb(1, 2, 3, 4, 5, 6)), H("Meditate", marks=early_feb(1))],
     "turns": ["how bad is the damage? what did i actually manage in february"],
     "expect": {"unchanged": True}},

    # src: https://kelveyolivia.com/2019/08/12/audiobooks-count/
    {"id": "zl25", "cat": "log",
     "setup": [H("Read"), H("Audiobook")],
     "turns": ["listened to my audiobook on the drive monday. does that count as reading? ha"],
     "expect": {"count": 2,
                "marks": [("Audiobook", MON, "done")],
                "notdone": [("Read", MON)],
                "nomarks": [("Audiobook", TODAY)]}},

    # ---------------------------------------------------------------- statements, other people, plans
    {"id": "zl26", "cat": "safety",
     "setup": [H("Gym", ("days", "mon wed fri")), H("Swim", ("weekly", 1))],
     "turns": ["can you freeze my gym membership lol, havent been in a month and its costing me a fortune"],
     "expect": {"unchanged": True}},

    {"id": "zl27", "cat": "safety",
     "setup": [H("Gym", ("days", "mon wed fri"))],
     "turns": ["my husband went to the gym every day while i was in bed with covid, rude honestly"],
     "expect": {"unchanged": True}},

    {"id": "zl28", "cat": "safety",
     "setup": [H("Run", ("weekly", 3)), H("Read")],
     "turns": ["gonna try getting back to running on monday. how do i not overdo it this time?"],
     "expect": {"unchanged": True}},

    # ---------------------------------------------------------------- amounts, reminders
    {"id": "zl29", "cat": "add",
     "setup": [],
     "turns": ["back to basics. want to drink 6 glasses of water a day again",
               "had 2 so far"],
     "expect": {"count": 1, "maxlen": 30,
                "habits": [{"name": "~water", "freq": ("daily",), "polarity": "build",
                            "target": {"amount": 6, "unit": "glass"}}],
                "marks": [("~water", TODAY, "partial", 2)]}},

    {"id": "zl30", "cat": "edit",
     "setup": [H("Stretch"), H("Read")],
     "turns": ["remind me to stretch at 7pm on weekdays, keep forgetting since i got back"],
     "expect": {"count": 2,
                "habits": [{"name": "Stretch", "freq": ("daily",)}],
                "reminders": [("Stretch", "19:00", WEEKDAYS)],
                "nomarks": [("Stretch", TODAY)]}},

    # ---------------------------------------------------------------- several at once, groups
    {"id": "zl31", "cat": "multi",
     "setup": [H("Run"), H("Journal"), H("Meditate")],
     "turns": ["ok fresh start. switch running to mon wed fri, make journaling optional, and i did meditate yesterday!"],
     "expect": {"count": 3,
                "habits": [{"name": "Run", "freq": ("days", "mon wed fri"), "tier": "must"},
                           {"name": "Journal", "tier": "nice", "freq": ("daily",)},
                           {"name": "Meditate", "freq": ("daily",), "tier": "must"}],
                "marks": [("Meditate", YESTERDAY, "done")],
                "nomarks": [("Run", YESTERDAY), ("Journal", YESTERDAY)]}},

    {"id": "zl32", "cat": "group",
     "setup": [H("Yoga"), H("Run")],
     "turns": ["instead of having to do both can yoga and running go in a group called Move, either one counts"],
     "expect": {"count": 2,
                "groups": [{"name": "Move", "require": 1, "members": ["Yoga", "Run"]}]}},

    # ---------------------------------------------------------------- restarting a habit, over several turns
    # src: https://russellhillchiropractic.blogspot.com/2012/04/
    {"id": "zl33", "cat": "slots",
     "setup": [],
     "turns": ["i used to do pushups every morning before the baby, want to get back into them but gently",
               "3x a week"],
     "expect": {"count": 1, "maxlen": 30,
                "habits": [{"name": "~push", "freq": ("weekly", 3), "polarity": "build"}]}},

    {"id": "zl34", "cat": "edit",
     "setup": [H("Read fiction"), H("Read for class", ("weekly", 3))],
     "turns": ["can you make reading every other day",
               "fiction"],
     "expect": {"count": 2,
                "habits": [{"name": "Read fiction", "freq": ("interval", 2)},
                           {"name": "Read for class", "freq": ("weekly", 3)}]}},

    # ---------------------------------------------------------------- corrections and undo
    {"id": "zl35", "cat": "correct",
     "setup": [H("Walk"), H("Run", ("weekly", 3))],
     "turns": ["ran yesterday",
               "no wait, it was a walk. im not up to running yet"],
     "expect": {"count": 2,
                "marks": [("Walk", YESTERDAY, "done")],
                "notdone": [("Run", YESTERDAY)]}},

    {"id": "zl36", "cat": "correct",
     "setup": [H("Journal"), H("Meditate")],
     "turns": ["journaled monday and tuesday",
               "undo that, i only did monday actually"],
     "expect": {"count": 2,
                "marks": [("Journal", MON, "done")],
                "notdone": [("Journal", YESTERDAY)],
                "nomarks": [("Meditate", MON), ("Meditate", YESTERDAY)]}},

    {"id": "zl37", "cat": "robust",
     "setup": [H("Meditate"), H("Dog walk")],
     "turns": ["meditaed yesturday and walkd the dog this mornin"],
     "expect": {"count": 2,
                "marks": [("Meditate", YESTERDAY, "done"), ("Dog walk", TODAY, "done")],
                "nomarks": [("Meditate", TODAY), ("Dog walk", YESTERDAY)]}},

    # src: https://github.com/daya0576/beaverhabits/issues/147
    {"id": "zl38", "cat": "safety",
     "setup": [H("Run", ("weekly", 3), marks=early_feb(3, 5)), H("Read")],
     "turns": ["i feel so guilty every time the running reminder pops up, i know i should be out there but my knee is still dodgy"],
     "expect": {"unchanged": True}},

    # src: https://tanyaschwamberger.com/happy-one-year-postpartum/
    {"id": "zl39", "cat": "avoid",
     "setup": [H("Read")],
     "turns": ["i want to quit doomscrolling again, it got really bad over the holidays"],
     "expect": {"count": 2, "maxlen": 30,
                "habits": [{"name": "~scroll", "polarity": "avoid", "freq": ("daily",)},
                           {"name": "Read", "polarity": "build", "freq": ("daily",)}],
                "nomarks": [("~scroll", TODAY), ("Read", TODAY)]}},

    # src: https://github.com/HabitRPG/habitica/issues/153
    {"id": "zl40", "cat": "dates",
     "setup": [H("Gym", ("days", "mon wed fri")), H("Swim", ("weekly", 1))],
     "turns": ["i was at the hospital with my dad most of last week. can you mark gym as skipped for last week"],
     "expect": {"count": 2,
                "habits": [{"name": "Gym", "freq": ("days", "mon wed fri")}],
                "marks": [("Gym", WED_LAST, "skipped"), ("Gym", FRI, "skipped")],
                "nomarks": [("Gym", TODAY), ("Swim", WED_LAST), ("Swim", FRI)]}},
]
