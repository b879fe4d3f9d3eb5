"""Fresh blind batch LQ (written 2026-12-10): people who mostly ask about their own record.

Streaks, best runs, what is left today, last month, how often a habit was done, good days,
comparisons between habits -- mixed with the odd log, skip, slip, rename, reminder or schedule
change said in the middle of a question. Questions must never change data.

Clock: Wednesday 2026-03-04 09:00 (local = UTC).
  yesterday = Tue 03-03, "monday" (report) = 03-02, "sunday" (report) = 03-01,
  "friday" (report) = 02-27, "last week" = Mon 02-23 .. Sun 03-01, "last month" = February
  (28 days), "this month" = March (03-01 .. today).
Every setup habit is created 2026-01-01 by the runner's import.
"""
import datetime as _dt

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


def H(name, freq=("daily",), tier="must", polarity="build", group=None, archived=False, marks=()):
    """A setup habit in the compact form run_eval.setup_doc reads."""
    return {"name": name, "freq": freq, "tier": tier, "polarity": polarity,
            "group": group, "archived": archived, "marks": list(marks)}


def run(a, b, state="done"):
    """Marks (day, state) for every day from a to b inclusive."""
    d, e = _dt.date.fromisoformat(a), _dt.date.fromisoformat(b)
    out = []
    while d <= e:
        out.append((d.isoformat(), state))
        d += _dt.timedelta(days=1)
    return out


def days(*ds, state="done"):
    return [(d, state) for d in ds]


# Gym, 3x a week: 11 sessions in February, one this week.
GYM_FEB = days("2026-02-02", "2026-02-04", "2026-02-06", "2026-02-09", "2026-02-11",
               "2026-02-16", "2026-02-18", "2026-02-20", "2026-02-23", "2026-02-25",
               "2026-02-27")

# Floss and Meds (both must-do, daily): last week (02-23..03-01) has 5 good days
# (02-25 floss missing, 02-28 meds missing); 03-02 and 03-03 good too, so the
# seven days 02-25..03-03 also hold 5 good days.
FLOSS = [m for m in run(MON_LAST, YESTERDAY) if m[0] != WED_LAST]
MEDS = [m for m in run(MON_LAST, YESTERDAY) if m[0] != SAT]

CASES = [
    # ---------------------------------------------------------------- questions (change nothing)
    # src: https://github.com/zincplusplus/habit-tracker/issues/14  (wants a number showing how long each habit's streak is)
    dict(id="LQ01", cat="query",
         setup=[H("Reading", marks=run("2026-02-16", "2026-02-19") + run(THU, YESTERDAY)),
                H("Walk", marks=days(MON, YESTERDAY))],
         turns=["hey whats my reading streak at rn"],
         # current run 02-26..03-03 = 6 days; today still open
         expect={"unchanged": True, "reply": r"\b6\b"}),

    # src: https://github.com/zincplusplus/habit-tracker/issues/88  (asks whether they can see their longest streak)
    dict(id="LQ02", cat="query",
         setup=[H("Meditate", marks=run("2026-02-02", "2026-02-12") + run(SUN, YESTERDAY))],
         turns=["whats the longest ive ever kept meditating going without a break? just curious"],
         # best run 02-02..02-12 = 11 days (current 3)
         expect={"unchanged": True, "reply": r"\b11\b"}),

    # src: https://github.com/InlitX/streak/issues/101  (wants to see at a glance what they still need to do today)
    dict(id="LQ03", cat="query",
         setup=[H("Stretch", marks=run(SUN, TODAY)),
                H("Journal", marks=days(MON)),
                H("Vitamins", marks=days(SUN, MON, YESTERDAY)),
                H("Read", freq=("weekly", 3), tier="nice", marks=days(MON))],
         turns=["what have i still got left to do today"],
         expect={"unchanged": True, "reply": r"(?is)(?=.*journal)(?=.*vitamin)"}),

    # src: https://github.com/iSoron/uhabits/issues/403  (wants the number of repetitions per week/month)
    dict(id="LQ04", cat="query",
         setup=[H("Gym", freq=("weekly", 3), marks=GYM_FEB + days(MON)),
                H("Read", marks=run(SUN, YESTERDAY))],
         turns=["how many times did i actually make it to the gym in feb? feels like not many tbh"],
         expect={"unchanged": True, "reply": r"\b11\b"}),

    # src: https://www.didnt.app/weekly-habit-review  (weekly review: look at the last 7 days, where are the gaps)
    dict(id="LQ05", cat="query",
         setup=[H("Floss", marks=FLOSS), H("Meds", marks=MEDS),
                H("Read", tier="nice", marks=days(TUE_LAST, SUN))],
         turns=["how many good days did i get last week? be honest lol"],
         expect={"unchanged": True, "reply": r"\b5\b"}),

    dict(id="LQ06", cat="query",
         setup=[H("Floss", marks=FLOSS), H("Meds", marks=MEDS),
                H("Read", tier="nice", marks=days(SUN))],
         turns=["was yesterday a good day or did i blow it"],
         expect={"unchanged": True}),

    # src: https://github.com/iSoron/uhabits/issues/21  (how many times a habit was performed in the last week/month)
    dict(id="LQ07", cat="query",
         setup=[H("Running", freq=("weekly", 2),
                  marks=days("2026-02-03", "2026-02-05", "2026-02-10", "2026-02-12",
                             "2026-02-17", "2026-02-19", TUE_LAST, THU, MON)),
                H("Swimming", freq=("weekly", 1),
                  marks=days("2026-02-07", "2026-02-14", "2026-02-21", SAT))],
         turns=["quick one, how many runs vs swims did i do last month"],
         # February: 8 runs, 4 swims
         expect={"unchanged": True, "reply": r"(?s)(?=.*\b8\b)(?=.*\b4\b)"}),

    # src: https://excommunity.becomeanex.org/people/MartyO/blog/2020/03/04/day  (unsure which day they're on after a relapse)
    dict(id="LQ09", cat="avoid",
         setup=[H("Smoking", polarity="avoid",
                  marks=days("2026-02-11", "2026-02-20", state="slipped"))],
         turns=["how many days has it been since i last had a smoke"],
         # last slip 02-20: 11 clean days through yesterday, 12 counting today
         expect={"unchanged": True, "reply": r"\b1[12]\b"}),

    dict(id="LQ19", cat="safety",
         setup=[H("Spanish", marks=run("2026-02-20", YESTERDAY))],
         turns=["my sister's on a 200 day duolingo streak lmao. hows my spanish one compared"],
         expect={"unchanged": True}),

    # src: https://github.com/iSoron/uhabits/issues/88  (skip a day without breaking the streak)
    dict(id="LQ20", cat="safety",
         setup=[H("Reading", marks=run("2026-02-22", YESTERDAY))],
         turns=["if i skip reading tomorrow will i lose my streak?"],
         expect={"unchanged": True}),

    dict(id="LQ21", cat="safety",
         setup=[H("Reading", marks=days(SUN, MON)), H("Floss", marks=days(YESTERDAY))],
         turns=["did i read yesterday? cant remember if i ticked it"],
         expect={"unchanged": True}),

    # src: https://theneurodivergenthomemaker.design.blog/2022/08/22/what-i-dont-love-about-habit-trackers/?like_comment=10  (streak back to zero after a few off days)
    dict(id="LQ22", cat="safety",
         setup=[H("Meditate", marks=run(WED_LAST, MON))],
         turns=["didnt get round to meditating yesterday. whats my streak now, back to 0?"],
         expect={"count": 1, "notdone": [("Meditate", YESTERDAY), ("Meditate", TODAY)]}),

    # src: https://github.com/goodtohear/habits/issues/49  (on holiday / ill, doesn't want to be counted as missing)
    dict(id="LQ23", cat="safety",
         setup=[H("Gym", freq=("days", "tue thu sat"), marks=days(THU, SAT))],
         turns=["why does it say i missed tuesday? i was on holiday"],
         expect={"count": 1, "notdone": [("Gym", YESTERDAY)],
                 "habits": [{"name": "Gym", "freq": ("days", "tue thu sat")}]}),

    # src: https://github.com/iSoron/uhabits/issues/601  (vacation mode: planned break shouldn't look like laziness)
    dict(id="LQ24", cat="safety",
         setup=[H("Read", marks=days(MON, YESTERDAY)), H("Gym", freq=("weekly", 3), marks=days(MON))],
         turns=["im away til sunday so my stats are gonna look rubbish. hows this week so far anyway"],
         expect={"unchanged": True, "nopauses": True}),

    dict(id="LQ25", cat="group",
         setup=[H("Guitar", group="Creative", marks=days(MON_LAST, WED_LAST, MON)),
                H("Drawing", group="Creative", marks=days(WED_LAST, SAT)),
                H("Floss", marks=run(MON_LAST, YESTERDAY))],
         turns=["how often did i get something creative in last week?"],
         expect={"unchanged": True}),

    # ---------------------------------------------------------------- single messages that change data
    dict(id="LQ08", cat="log",
         setup=[H("Yoga", marks=run(FRI, YESTERDAY))],
         turns=["did yoga this morning!! whats my streak now"],
         # 02-27..03-04 = 6 days once today is done
         expect={"count": 1, "marks": [("Yoga", TODAY, "done")], "reply": r"\b6\b"}),

    # src: https://forum.chicitysports.com/threads/quitting-smoking.37233  (relapsed a few times, kept the counter going)
    dict(id="LQ10", cat="avoid",
         setup=[H("Smoking", polarity="avoid", marks=days("2026-02-20", state="slipped"))],
         turns=["ugh had a cig after lunch yesterday. does that reset everything?"],
         expect={"count": 1, "marks": [("Smoking", YESTERDAY, "slipped"), ("Smoking", "2026-02-20", "slipped")],
                 "nomarks": [("Smoking", TODAY)]}),

    # src: https://github.com/iSoron/uhabits/issues/95  (did the habit but forgot to check it, wants to add it afterwards)
    dict(id="LQ11", cat="dates",
         setup=[H("Walk", marks=days(SUN, YESTERDAY))],
         turns=["oh i did actually go for my walk on monday, forgot to tick it. hows my week looking now"],
         expect={"count": 1, "marks": [("Walk", MON, "done"), ("Walk", YESTERDAY, "done")],
                 "nomarks": [("Walk", TODAY)],
                 "habits": [{"name": "Walk", "freq": ("daily",)}]}),

    # src: https://github.com/daya0576/beaverhabits/issues/147  (injured runner doesn't want the streak lost)
    dict(id="LQ12", cat="log",
         setup=[H("Run", freq=("days", "mon wed fri"), marks=days(FRI, MON))],
         turns=["im skipping my run today, knee's killing me. does that break my streak?"],
         expect={"count": 1, "marks": [("Run", TODAY, "skipped")],
                 "habits": [{"name": "Run", "freq": ("days", "mon wed fri")}]}),

    dict(id="LQ13", cat="multi",
         setup=[H("Meds", marks=days(SUN, MON)), H("Floss", marks=days(MON)),
                H("Read", tier="nice", marks=days(MON))],
         turns=["can you log meds and floss for yesterday pls, then hows this week going"],
         expect={"count": 3, "marks": [("Meds", YESTERDAY, "done"), ("Floss", YESTERDAY, "done")],
                 "nomarks": [("Read", YESTERDAY), ("Meds", TODAY), ("Floss", TODAY)]}),

    dict(id="LQ16", cat="edit",
         setup=[H("Jogging", marks=run(SAT, YESTERDAY))],
         turns=["hows my jogging streak looking? also can you rename jogging to running"],
         expect={"count": 1, "habits": [{"name": "Running", "freq": ("daily",)}],
                 "marks": [("Running", YESTERDAY, "done"), ("Running", SAT, "done")]}),

    dict(id="LQ17", cat="multi",
         setup=[H("Stretch", marks=days(TODAY)), H("Journal"), H("Vitamins", marks=days(YESTERDAY))],
         turns=["whats left for today? oh and remind me to take my vitamins at 8pm every day"],
         expect={"count": 3, "reminders": [("Vitamins", "20:00")],
                 "nomarks": [("Vitamins", TODAY), ("Journal", TODAY)]}),

    # src: https://github.com/InlitX/streak/issues/130  (trying to cut out sweets; wants to fix past days)
    dict(id="LQ31", cat="avoid",
         setup=[H("Sugar", polarity="avoid", marks=days("2026-02-20", MON, state="slipped"))],
         turns=["slipped on sugar on sunday too (birthday cake lol). how many slips is that this month?"],
         # March slips: 03-01 and 03-02
         expect={"count": 1, "marks": [("Sugar", SUN, "slipped"), ("Sugar", MON, "slipped")],
                 "nomarks": [("Sugar", TODAY)], "reply": r"\b2\b"}),

    dict(id="LQ32", cat="tier",
         setup=[H("Floss", marks=days(YESTERDAY)), H("Read", marks=days(YESTERDAY)),
                H("Gym", freq=("weekly", 3), marks=days(MON))],
         turns=["which of my habits are must-dos again? actually make flossing optional, its not that deep"],
         expect={"count": 3, "habits": [{"name": "Floss", "tier": "nice"}, {"name": "Read", "tier": "must"},
                                        {"name": "Gym", "tier": "must"}]}),

    dict(id="LQ33", cat="multi",
         setup=[H("Pushups", marks=days(YESTERDAY)), H("Meditation", marks=days(YESTERDAY)),
                H("Journal", marks=days(MON)), H("Vitamins", marks=days(YESTERDAY))],
         turns=["did pushups and meditation today, skipped journaling cos i was knackered. whats left?"],
         expect={"count": 4, "marks": [("Pushups", TODAY, "done"), ("Meditation", TODAY, "done"),
                                       ("Journal", TODAY, "skipped")],
                 "nomarks": [("Vitamins", TODAY)], "reply": r"(?i)vitamin"}),

    dict(id="LQ34", cat="edit",
         setup=[H("Running", freq=("weekly", 3), marks=days(TUE_LAST, SAT, MON))],
         turns=["is 3 runs a week too much? i keep missing it. drop it to twice a week pls"],
         expect={"count": 1, "habits": [{"name": "Running", "freq": ("weekly", 2)}],
                 "nomarks": [("Running", TODAY)]}),

    dict(id="LQ35", cat="dates",
         setup=[H("Reading", marks=days(THU, FRI, SAT, YESTERDAY))],
         turns=["read on 1 march and 2 march, forgot to log. whats my streak now?"],
         # 02-26..03-03 = 6 days once both are logged
         expect={"count": 1, "marks": [("Reading", SUN, "done"), ("Reading", MON, "done")],
                 "nomarks": [("Reading", TODAY)],
                 "habits": [{"name": "Reading", "freq": ("daily",)}], "reply": r"\b6\b"}),

    # ---------------------------------------------------------------- exchanges over several turns
    dict(id="LQ14", cat="slots",
         setup=[H("Read", marks=days(MON, YESTERDAY)), H("Walk", marks=days(YESTERDAY))],
         turns=["how am i doing overall? also can you add stretching", "every other day"],
         expect={"count": 3, "habits": [{"name": "~stretch", "freq": ("interval", 2)}]}),

    dict(id="LQ15", cat="slots",
         setup=[H("Floss", marks=run("2026-02-01", YESTERDAY)), H("Read", marks=days(MON))],
         turns=["which habit am i most consistent with? also add drawing",
                "3 times a week, more of a nice to have tho"],
         expect={"count": 3, "habits": [{"name": "~draw", "freq": ("weekly", 3), "tier": "nice",
                                         "polarity": "build"}]}),

    # src: https://github.com/apoorvdarshan/fud-ai/issues/131  (log water by the glass against a daily goal)
    dict(id="LQ18", cat="log",
         setup=[],
         turns=["i want to drink 8 glasses of water a day", "drank 3 so far", "2 more just now",
                "how much water have i had today?"],
         expect={"count": 1,
                 "habits": [{"name": "~water", "freq": ("daily",), "target": {"amount": 8, "unit": "glass"}}],
                 "marks": [("~water", TODAY, "partial", 5)], "reply": r"\b5\b"}),

    dict(id="LQ26", cat="query",
         setup=[H("Gym", freq=("weekly", 3), marks=GYM_FEB), H("Read", marks=run("2026-02-10", YESTERDAY))],
         turns=["how did last month go", "what about gym specifically", "ok cool, log gym for today then"],
         expect={"count": 2, "marks": [("Gym", TODAY, "done")], "nomarks": [("Read", TODAY)]}),

    # src: https://github.com/HabitRPG/habitica/issues/224  (forgets to log, wants to record the previous day)
    dict(id="LQ27", cat="dates",
         setup=[H("Stretch", marks=days(THU, SAT, SUN))],
         turns=["did i do my stretches on friday?", "oh i did do them friday, just forgot to tick it"],
         expect={"count": 1, "marks": [("Stretch", FRI, "done")],
                 "nomarks": [("Stretch", TODAY), ("Stretch", YESTERDAY)]}),

    dict(id="LQ28", cat="correct",
         setup=[H("Reading", marks=days(SUN))],
         turns=["log reading for yesterday", "no wait, monday, not yesterday"],
         expect={"count": 1, "marks": [("Reading", MON, "done")],
                 "nomarks": [("Reading", YESTERDAY), ("Reading", TODAY)]}),

    dict(id="LQ29", cat="edit",
         setup=[H("Guitar", marks=days(FRI, SUN, YESTERDAY))],
         turns=["whats my guitar streak", "hmm. can you change it to 4 days a week instead of every day"],
         expect={"count": 1, "habits": [{"name": "Guitar", "freq": ("weekly", 4)}],
                 "nomarks": [("Guitar", TODAY)]}),

    dict(id="LQ30", cat="log",
         setup=[H("Yoga", freq=("weekly", 3), marks=days(MON))],
         turns=["how many more yoga sessions do i need this week", "ok just did one"],
         expect={"count": 1, "marks": [("Yoga", TODAY, "done"), ("Yoga", MON, "done")],
                 "habits": [{"name": "Yoga", "freq": ("weekly", 3)}]}),

    dict(id="LQ36", cat="slots",
         setup=[H("Meditation", marks=days(SUN, YESTERDAY))],
         turns=["hows meditation been going lately", "can you set a reminder for it", "7am"],
         expect={"count": 1, "reminders": [("Meditation", "07:00")], "nomarks": [("Meditation", TODAY)]}),

    dict(id="LQ37", cat="slots",
         setup=[H("Floss", marks=days(YESTERDAY))],
         turns=["add an evening walk", "weekdays", "will that count towards my good days?"],
         expect={"count": 2, "habits": [{"name": "~walk", "freq": ("days", "mon tue wed thu fri"),
                                         "polarity": "build"}],
                 "nomarks": [("~walk", TODAY)]}),

    dict(id="LQ38", cat="avoid",
         setup=[H("Read", marks=days(YESTERDAY))],
         turns=["can you track no vaping for me", "vaped twice yesterday ugh"],
         expect={"count": 2, "habits": [{"name": "~vap", "polarity": "avoid"}],
                 "marks": [("~vap", YESTERDAY, "slipped")], "nomarks": [("Read", TODAY)]}),

    dict(id="LQ39", cat="log",
         setup=[H("Dishes", marks=days(YESTERDAY)), H("Journal", marks=days(MON)), H("Read", marks=days(YESTERDAY))],
         turns=["whats left today", "did the dishes just now", "and journal too"],
         expect={"count": 3, "marks": [("Dishes", TODAY, "done"), ("Journal", TODAY, "done")],
                 "nomarks": [("Read", TODAY)]}),

    dict(id="LQ40", cat="dates",
         setup=[H("Reading", marks=days(SUN, MON)), H("Walk", marks=days(MON, YESTERDAY))],
         turns=["show me my week", "wait tuesday's blank for reading but i def read that day", "yes"],
         expect={"count": 2, "marks": [("Reading", YESTERDAY, "done")],
                 "nomarks": [("Reading", TODAY), ("Walk", TODAY)]}),
]

CASES.sort(key=lambda c: c["id"])
