"""Fresh blind batch 2026-12-14-we -- theme: weekly catch-up.

People catching up on several past days at once: a mid-week or Sunday review ("mon and tue i ran,
thursday gym but only half"), backfilling days they forgot to log, mixing done, skipped and slipped
days across several habits, and the coach asking about days that are unclear.

Written blind (without the coach's code, language data, tests, transcripts or earlier batches),
from ../SPEC.md, the seeds, eval/README.md and run_eval.py only.

Clock for every case: Wednesday 2026-03-04 09:00 (UTC).
  yesterday = Tue 03-03, "monday" (report) = 03-02, "sunday" = 03-01, "saturday" = 02-28,
  "friday" (report) = 02-27, "thursday" (report) = 02-26, "friday" (plan/skip) = 03-06,
  "last week" = Mon 02-23 .. Sun 03-01, "3 days ago" = 03-01, "the day before yesterday" = 03-02.
Setup habits are imported as created on 2026-01-01; no setup mark is older than that.

Format as in dev_cases.py: id, cat, setup, turns, expect. `# src:` names the public text a
case's wording is paraphrased from.
"""

TODAY = "2026-03-04"
TUE = "2026-03-03"        # yesterday
MON = "2026-03-02"
SUN = "2026-03-01"
SAT = "2026-02-28"
FRI = "2026-02-27"
THU = "2026-02-26"
WED_LAST = "2026-02-25"
TUE_LAST = "2026-02-24"
MON_LAST = "2026-02-23"


def H(name, freq=("daily",), tier="must", polarity="build", group=None, archived=False, marks=()):
    """A setup habit in the compact form run_eval.setup_doc expects."""
    return {"name": name, "freq": freq, "tier": tier, "polarity": polarity, "group": group,
            "archived": archived, "marks": list(marks)}


def done(*days):
    return [(d, "done") for d in days]


CASES = [
    # --- logging several past days ------------------------------------------------------------
    # src: https://github.com/iSoron/uhabits/issues/210
    {"id": "WE01", "cat": "dates",
     "setup": [H("Running"), H("Gym", ("weekly", 3))],
     "turns": ["ok weekly catch up. mon and tue i ran, thursday gym but only got through half of it tbh, sunday nothing lol"],
     "expect": {"count": 2,
                "marks": [("Running", MON, "done"), ("Running", TUE, "done")],
                "notdone": [("Gym", THU)],
                "nomarks": [("Running", SUN), ("Gym", SUN), ("Running", THU)]}},

    # src: https://selfspark.app/guides/how-to-use-a-habit-tracker
    {"id": "WE02", "cat": "dates",
     "setup": [H("Meditate", marks=done(THU)), H("Read", marks=done(THU)), H("Floss", marks=done(THU))],
     "turns": ["havent logged anything since thurs oops. meditated fri sat and sun, read friday sunday and monday, flossed only yesterday"],
     "expect": {"count": 3,
                "habits": [{"name": "Meditate", "freq": ("daily",)}, {"name": "Read", "freq": ("daily",)},
                           {"name": "Floss", "freq": ("daily",)}],
                "marks": [("Meditate", FRI, "done"), ("Meditate", SAT, "done"), ("Meditate", SUN, "done"),
                          ("Read", FRI, "done"), ("Read", SUN, "done"), ("Read", MON, "done"),
                          ("Floss", TUE, "done"), ("Floss", THU, "done")],
                "nomarks": [("Read", SAT), ("Floss", MON), ("Floss", SUN), ("Meditate", MON)]}},

    # src: https://github.com/HabitRPG/habitica/issues/687
    {"id": "WE03", "cat": "log",
     "setup": [H("Swimming"), H("Running")],
     "turns": ["was down with the flu thursday and friday so no swimming or running, can you mark those as skipped pls"],
     "expect": {"count": 2,
                "marks": [("Swimming", THU, "skipped"), ("Swimming", FRI, "skipped"),
                          ("Running", THU, "skipped"), ("Running", FRI, "skipped")],
                "nomarks": [("Swimming", TODAY), ("Running", TODAY)]}},

    # src: https://github.com/iSoron/uhabits/issues/88
    {"id": "WE04", "cat": "slots",
     "setup": [H("Swimming", marks=done(SAT))],
     "turns": ["the pool was shut on monday for some holiday thing so swimming didnt happen, not my fault tbh",
               "yes please"],
     "expect": {"count": 1,
                "marks": [("Swimming", MON, "skipped"), ("Swimming", SAT, "done")],
                "nomarks": [("Swimming", TODAY)]}},

    # --- slips on avoid habits -------------------------------------------------------------------
    {"id": "WE05", "cat": "avoid",
     "setup": [H("Smoking", polarity="avoid"), H("Running")],
     "turns": ["had a couple of cigs saturday night at the party and one on monday after work. rest of the week was clean"],
     "expect": {"count": 2,
                "habits": [{"name": "Smoking", "polarity": "avoid"}],
                "marks": [("Smoking", SAT, "slipped"), ("Smoking", MON, "slipped")],
                "nomarks": [("Running", SAT), ("Running", MON), ("Smoking", TODAY)]}},

    {"id": "WE06", "cat": "avoid",
     "setup": [H("Scrolling", polarity="avoid"), H("Read")],
     "turns": ["scrolled til 2am on tuesday instead of reading :/ but friday and saturday i did read"],
     "expect": {"count": 2,
                "marks": [("Scrolling", TUE, "slipped"), ("Read", FRI, "done"), ("Read", SAT, "done")],
                "notdone": [("Read", TUE)],
                "nomarks": [("Scrolling", FRI), ("Scrolling", SAT)]}},

    # --- amounts --------------------------------------------------------------------------------
    {"id": "WE07", "cat": "amounts",
     "setup": [H("Running", ("weekly", 3))],
     "turns": ["monday i ran 5k, tuesday 3k and saturday a 10k, legs are dead lol"],
     "expect": {"count": 1,
                "habits": [{"name": "Running", "freq": ("weekly", 3)}],
                "marks": [("Running", MON, "done"), ("Running", TUE, "done"), ("Running", SAT, "done")],
                "nomarks": [("Running", SUN), ("Running", TODAY)]}},

    # src: https://github.com/dohsimpson/HabitTrove/issues/8
    {"id": "WE08", "cat": "amounts",
     "setup": [],
     "turns": ["start tracking water for me, goal is 8 glasses a day",
               "had 6 yesterday and 3 so far today"],
     "expect": {"count": 1,
                "habits": [{"name": "~water", "freq": ("daily",), "polarity": "build",
                            "target": {"amount": 8, "unit": "glass"}}],
                "marks": [("~water", TUE, "partial", 6), ("~water", TODAY, "partial", 3)]}},

    # src: https://github.com/iSoron/uhabits/issues/144
    {"id": "WE09", "cat": "amounts",
     "setup": [],
     "turns": ["i want to cut down on coffee, max 2 coffees a day",
               "already blew it yesterday lol, had 4"],
     "expect": {"count": 1,
                "habits": [{"name": "~coffee", "polarity": "avoid", "freq": ("daily",),
                            "target": {"amount": 2}}],
                "marks": [("~coffee", TUE, "slipped", 4)],
                "nomarks": [("~coffee", TODAY)]}},

    # --- questions about the week: answer, change nothing -------------------------------------
    {"id": "WE10", "cat": "query",
     "setup": [H("Running", ("weekly", 3), marks=done(MON_LAST, WED_LAST, FRI, MON))],
     "turns": ["how many times did i run last week?"],
     "expect": {"unchanged": True, "reply": r"(?i)\b(3|three)\b"}},

    {"id": "WE11", "cat": "query",
     "setup": [H("Read", marks=done(MON)), H("Meditate", marks=done(MON, TUE)),
               H("Gym", ("days", "mon wed fri"))],
     "turns": ["what have i missed so far this week?"],
     "expect": {"unchanged": True}},

    {"id": "WE12", "cat": "safety",
     "setup": [H("Read", marks=done(SAT)), H("Gym", ("weekly", 3))],
     "turns": ["i'll do a proper catch-up on sunday, too knackered rn"],
     "expect": {"unchanged": True}},

    {"id": "WE13", "cat": "safety",
     "setup": [H("Gym", ("weekly", 3), marks=done(FRI))],
     "turns": ["my flatmate went to the gym mon tue and thu this week, such a show off lol"],
     "expect": {"unchanged": True}},

    # src: https://github.com/iSoron/uhabits/issues/571
    {"id": "WE14", "cat": "safety",
     "setup": [H("Meditate", marks=done("2026-02-20"))],
     "turns": ["didnt meditate once last week tbh, thats why i stopped opening the app"],
     "expect": {"unchanged": True}},

    {"id": "WE15", "cat": "query",
     "setup": [H("Read", marks=done(THU, FRI))],
     "turns": ["did i log reading on saturday or not?"],
     "expect": {"unchanged": True}},

    {"id": "WE16", "cat": "safety",
     "setup": [H("Gym", ("days", "mon wed fri")), H("Read")],
     "turns": ["can you sync my whole week into google calendar?"],
     "expect": {"unchanged": True}},

    {"id": "WE17", "cat": "safety",
     "setup": [H("Gym", ("weekly", 3)), H("Read", marks=done(MON_LAST))],
     "turns": ["ugh this week has been a total write-off, work was insane"],
     "expect": {"unchanged": True}},

    # --- the coach asks, the person answers tersely --------------------------------------------
    {"id": "WE18", "cat": "slots",
     "setup": [H("Morning run"), H("Evening run")],
     "turns": ["ran monday and tuesday", "the morning one"],
     "expect": {"count": 2,
                "marks": [("Morning run", MON, "done"), ("Morning run", TUE, "done")],
                "nomarks": [("Evening run", MON), ("Evening run", TUE)]}},

    {"id": "WE19", "cat": "slots",
     "setup": [H("Yoga", ("weekly", 3), marks=done(TUE_LAST, THU))],
     "turns": ["did yoga a couple of times this week", "mon and tue"],
     "expect": {"count": 1,
                "habits": [{"name": "Yoga", "freq": ("weekly", 3)}],
                "marks": [("Yoga", MON, "done"), ("Yoga", TUE, "done"), ("Yoga", THU, "done")],
                "nomarks": [("Yoga", TODAY)]}},

    {"id": "WE20", "cat": "slots",
     "setup": [H("Journal", marks=done(WED_LAST))],
     "turns": ["i think i journaled friday? not 100% sure tbh", "yeah"],
     "expect": {"count": 1,
                "marks": [("Journal", FRI, "done"), ("Journal", WED_LAST, "done")],
                "nomarks": [("Journal", TODAY)]}},

    {"id": "WE21", "cat": "edit",
     "setup": [H("Floss", marks=done("2026-02-10")), H("Read", marks=done(SUN))],
     "turns": ["honestly just delete the flossing one, havent done it in weeks", "yes"],
     "expect": {"count": 1, "habits": [{"name": "Read"}],
                "marks": [("Read", SUN, "done")]}},

    {"id": "WE22", "cat": "slots",
     "setup": [H("Read")],
     "turns": ["add stretching too, i already did it saturday and sunday", "3 times a week"],
     "expect": {"count": 2,
                "habits": [{"name": ["Stretching", "Stretch"], "freq": ("weekly", 3), "polarity": "build"}],
                "marks": [("~stretch", SAT, "done"), ("~stretch", SUN, "done")],
                "nomarks": [("Read", SAT), ("Read", SUN)]}},

    # src: https://github.com/iSoron/uhabits/issues/515
    {"id": "WE23", "cat": "slots",
     "setup": [H("Gym", ("weekly", 3), marks=done(TUE_LAST))],
     "turns": ["went to the gym thursday but only did half the workout, my knee started acting up",
               "just skip that day then"],
     "expect": {"count": 1,
                "marks": [("Gym", THU, "skipped"), ("Gym", TUE_LAST, "done")],
                "nomarks": [("Gym", TODAY)]}},

    # --- edits made during the review ----------------------------------------------------------
    {"id": "WE24", "cat": "edit",
     "setup": [H("Workout", marks=done(TUE_LAST))],
     "turns": ["while i'm at it rename workout to strength training, and log it for monday and thursday"],
     "expect": {"count": 1,
                "habits": [{"name": "Strength training", "freq": ("daily",)}],
                "marks": [("Strength training", MON, "done"), ("Strength training", THU, "done"),
                          ("Strength training", TUE_LAST, "done")]}},

    # src: https://github.com/InlitX/streak/issues/112
    {"id": "WE25", "cat": "edit",
     "setup": [H("Running", marks=done(MON_LAST))],
     "turns": ["daily running is clearly not happening lol, make it 3 times a week. i did go tue and sat tho"],
     "expect": {"count": 1,
                "habits": [{"name": "Running", "freq": ("weekly", 3)}],
                "marks": [("Running", TUE, "done"), ("Running", SAT, "done"), ("Running", MON_LAST, "done")],
                "nomarks": [("Running", TODAY)]}},

    {"id": "WE26", "cat": "tier",
     "setup": [H("Read"), H("Meditate", marks=done(SUN))],
     "turns": ["reading can be a nice-to-have from now on, i keep missing it. did read on sunday though"],
     "expect": {"count": 2,
                "habits": [{"name": "Read", "tier": "nice", "freq": ("daily",)},
                           {"name": "Meditate", "tier": "must"}],
                "marks": [("Read", SUN, "done")],
                "nomarks": [("Read", TODAY)]}},

    {"id": "WE27", "cat": "group",
     "setup": [H("Running", ("weekly", 2), group="Exercise"), H("Gym", ("weekly", 2), group="Exercise"),
               H("Swimming", ("weekly", 1), group="Exercise")],
     "turns": ["this week i swam monday and did gym yesterday. also add cycling to the exercise group, twice a week"],
     "expect": {"count": 4,
                "habits": [{"name": "Cycling", "freq": ("weekly", 2), "group": "Exercise"}],
                "groups": [{"name": "Exercise", "require": 1,
                            "members": ["Running", "Gym", "Swimming", "Cycling"]}],
                "marks": [("Swimming", MON, "done"), ("Gym", TUE, "done")],
                "nomarks": [("Running", MON), ("Running", TUE)]}},

    {"id": "WE28", "cat": "group",
     "setup": [H("Guitar", group="Creative"), H("Drawing", group="Creative")],
     "turns": ["played guitar tuesday and drew on saturday. also the creative group should need both from now on, not just one"],
     "expect": {"count": 2,
                "groups": [{"name": "Creative", "require": 2, "members": ["Guitar", "Drawing"]}],
                "marks": [("Guitar", TUE, "done"), ("Drawing", SAT, "done")],
                "nomarks": [("Guitar", SAT), ("Drawing", TUE)]}},

    # --- reminders ------------------------------------------------------------------------------
    # src: https://github.com/HabitRPG/habitica/issues/224
    {"id": "WE29", "cat": "remind",
     "setup": [H("Journal", marks=done(SUN)), H("Read")],
     "turns": ["journaled last night but forgot to tick it. also remind me to journal at 9pm on weekdays so i stop forgetting"],
     "expect": {"count": 2,
                "marks": [("Journal", TUE, "done"), ("Journal", SUN, "done")],
                "reminders": [("Journal", "21:00", "mon tue wed thu fri")],
                "nomarks": [("Read", TUE)]}},

    {"id": "WE30", "cat": "remind",
     "setup": [H("Stretching", ("weekly", 3), marks=done(SAT))],
     "turns": ["can you remind me about stretching? i always forget and end up backfilling the whole week", "8pm"],
     "expect": {"count": 1,
                "habits": [{"name": "Stretching", "freq": ("weekly", 3)}],
                "reminders": [("Stretching", "20:00")],
                "nomarks": [("Stretching", TODAY)]}},

    # --- explicit dates and relative days ------------------------------------------------------
    # src: https://github.com/codito/habito/pull/7
    {"id": "WE31", "cat": "dates",
     "setup": [H("Read", marks=done(FRI))],
     "turns": ["read on 28 feb and 1 march, just forgot to tick them off"],
     "expect": {"count": 1,
                "habits": [{"name": "Read", "freq": ("daily",)}],
                "marks": [("Read", SAT, "done"), ("Read", SUN, "done"), ("Read", FRI, "done")],
                "nomarks": [("Read", TODAY)]}},

    {"id": "WE32", "cat": "robust",
     "setup": [H("Meditate")],
     "turns": ["meditaded 3 days ago and the day before yesterday"],
     "expect": {"count": 1,
                "habits": [{"name": "Meditate", "freq": ("daily",)}],
                "marks": [("Meditate", SUN, "done"), ("Meditate", MON, "done")],
                "nomarks": [("Meditate", TODAY), ("Meditate", TUE)]}},

    # --- several things in one message ---------------------------------------------------------
    # src: https://github.com/InlitX/streak/issues/130
    {"id": "WE33", "cat": "multi",
     "setup": [H("Yoga"), H("Journal"), H("Sweets", polarity="avoid")],
     "turns": ["quick recap: yoga sat and sun, skipped journaling monday cos i was travelling, and i caved and ate a whole bag of sweets yesterday"],
     "expect": {"count": 3,
                "marks": [("Yoga", SAT, "done"), ("Yoga", SUN, "done"),
                          ("Journal", MON, "skipped"), ("Sweets", TUE, "slipped")],
                "nomarks": [("Yoga", MON), ("Journal", TUE), ("Sweets", MON)]}},

    {"id": "WE34", "cat": "correct",
     "setup": [H("Running"), H("Gym")],
     "turns": ["ran thursday and friday", "wait no, friday was the gym not running"],
     "expect": {"count": 2,
                "marks": [("Running", THU, "done"), ("Gym", FRI, "done")],
                "notdone": [("Running", FRI)],
                "nomarks": [("Gym", THU)]}},

    # src: https://github.com/daya0576/beaverhabits/issues/147
    {"id": "WE35", "cat": "log",
     "setup": [H("Gym", ("days", "mon wed fri"), marks=done("2026-02-20")), H("Read", marks=done(WED_LAST))],
     "turns": ["mark gym as skipped for all of last week, i was away on holiday"],
     "expect": {"count": 2,
                "habits": [{"name": "Gym", "freq": ("days", "mon wed fri")}],
                "marks": [("Gym", MON_LAST, "skipped"), ("Gym", WED_LAST, "skipped"), ("Gym", FRI, "skipped"),
                          ("Read", WED_LAST, "done")],
                "nomarks": [("Read", MON_LAST), ("Read", FRI), ("Gym", MON), ("Gym", TODAY)]}},

    # --- adding a habit the review brought up --------------------------------------------------
    {"id": "WE36", "cat": "free",
     "setup": [H("Read")],
     "turns": ["looking back at this week i didnt cook at home once. i'd like to cook dinner at home 4 times a week"],
     "expect": {"count": 2, "maxlen": 30,
                "habits": [{"name": "~cook", "freq": ("weekly", 4), "polarity": "build"},
                           {"name": "Read", "freq": ("daily",)}]}},

    # --- unclear days and plans: change nothing -----------------------------------------------
    {"id": "WE37", "cat": "safety",
     "setup": [H("Read", marks=done(SAT))],
     "turns": ["read the other day, forgot to put it in"],
     "expect": {"unchanged": True}},

    {"id": "WE38", "cat": "safety",
     "setup": [H("Gym", ("weekly", 3), marks=done(MON))],
     "turns": ["gonna hit the gym friday and saturday to make up for this week"],
     "expect": {"unchanged": True}},

    {"id": "WE39", "cat": "slots",
     "setup": [H("Swimming", ("weekly", 1), marks=done("2026-02-21"))],
     "turns": ["went swimming at the weekend", "sunday"],
     "expect": {"count": 1,
                "marks": [("Swimming", SUN, "done")],
                "nomarks": [("Swimming", SAT), ("Swimming", TODAY)]}},

    # src: https://github.com/HabitRPG/habitica/issues/2811
    {"id": "WE40", "cat": "log",
     "setup": [H("Read", marks=done(MON)), H("Meditate", marks=done(MON)), H("Floss")],
     "turns": ["did all my habits yesterday, just fell asleep before logging them"],
     "expect": {"count": 3,
                "marks": [("Read", TUE, "done"), ("Meditate", TUE, "done"), ("Floss", TUE, "done"),
                          ("Read", MON, "done")],
                "nomarks": [("Floss", MON), ("Read", TODAY), ("Floss", TODAY)]}},
]
