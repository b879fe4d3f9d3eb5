"""Blind batch SW (2026-11-30): shift workers -- night-shift nurses, drivers, hospitality staff.

Irregular rotas, 'tonight' after a night shift, days off that move, schedules Habitat may not
hold exactly (4 on 4 off, 'on my days off'), reminders at odd hours, skips because of shifts.

Clock for every case: Wednesday 2026-03-04 09:00 (local = UTC).
  yesterday / "last night" = Tue 03-03, "monday" (report) = 03-02, "sunday" (report) = 03-01,
  "friday" (report) = 02-27, "friday" (plan / skip) = 03-06.

Format as in dev_cases.py: id, cat, setup (habits imported first), turns, expect.
Written without reading the engine, its tests, transcripts or the dev set beyond its header.
"""

TODAY = "2026-03-04"
YESTERDAY = "2026-03-03"
MON = "2026-03-02"
SUN = "2026-03-01"
SAT = "2026-02-28"
FRI = "2026-02-27"
THU = "2026-02-26"
NEXT_FRI = "2026-03-06"


def H(name, freq=("daily",), tier="must", polarity="build", group=None, archived=False, marks=()):
    """A setup habit in the compact form run_eval.py's setup_doc() reads."""
    return {"name": name, "freq": freq, "tier": tier, "polarity": polarity, "group": group,
            "archived": archived, "marks": list(marks)}


CASES = [
    # ------------------------------------------------------------------ single messages that change state
    # src: https://allnurses.com/exercise-rotational-shift-work-t682505/ (fixed rotation of shifts then days off)
    dict(id="SW01", cat="add", setup=[],
         turns=["add gym, 3 times every 8 days. my rota runs on an 8 day cycle"],
         expect={"habits": [{"name": "~gym", "freq": ("rolling", 3, 8), "polarity": "build"}],
                 "count": 1}),

    # src: http://attractyourdevelopment.com/quit-energy-drinks-caffeine/ (energy drinks crept into a daily habit)
    dict(id="SW02", cat="avoid", setup=[],
         turns=["need to stop with the energy drinks on nights, its getting silly"],
         expect={"habits": [{"name": "~energy drink", "polarity": "avoid", "freq": ("daily",)}],
                 "count": 1}),

    # src: https://medium.com/@ptjchile/i-cut-back-on-caffeine-and-it-was-a-terrible-decision-78bba6717059 (4-5 cups a day on nights, aiming for fewer)
    dict(id="SW03", cat="avoid", setup=[],
         turns=["max 2 coffees a day from now on. been having like 5 a shift"],
         expect={"habits": [{"name": "~coffee", "polarity": "avoid", "freq": ("daily",),
                             "target": {"amount": 2}}],
                 "count": 1}),

    dict(id="SW04", cat="dates", setup=[H("Stretching")],
         turns=["did my stretches sunday and monday, back on nights tonight so prob not today"],
         expect={"habits": [{"name": "Stretching", "freq": ("daily",)}],
                 "marks": [("Stretching", SUN, "done"), ("Stretching", MON, "done")],
                 "notdone": [("Stretching", TODAY)],
                 "count": 1}),

    dict(id="SW05", cat="avoid",
         setup=[H("Energy drinks", polarity="avoid"), H("Walk", freq=("weekly", 3))],
         turns=["had 2 energy drinks on shift last night ugh"],
         expect={"marks": [("Energy drinks", YESTERDAY, "slipped")],
                 "nomarks": [("Energy drinks", TODAY), ("Walk", YESTERDAY), ("Walk", TODAY)],
                 "count": 2}),

    dict(id="SW06", cat="log", setup=[H("Gym", freq=("weekly", 3)), H("Read")],
         turns=["skip gym today, got called in to cover a double at the restaurant"],
         expect={"marks": [("Gym", TODAY, "skipped")],
                 "nomarks": [("Read", TODAY)],
                 "habits": [{"name": "Gym", "freq": ("weekly", 3)}],
                 "count": 2}),

    dict(id="SW07", cat="dates", setup=[H("Run", freq=("days", "mon wed fri"))],
         turns=["skip my run on friday, im on lates all weekend"],
         expect={"marks": [("Run", NEXT_FRI, "skipped")],
                 "nomarks": [("Run", TODAY), ("Run", FRI)],
                 "habits": [{"name": "Run", "freq": ("days", "mon wed fri")}],
                 "count": 1}),

    dict(id="SW08", cat="edit", setup=[H("Gym")],
         turns=["change the gym to 3 times a week, every day is never happening with my rota"],
         expect={"habits": [{"name": "Gym", "freq": ("weekly", 3)}],
                 "nomarks": [("Gym", TODAY)],
                 "count": 1}),

    # src: https://myhabits.in/community/how-to-track-habits-if-you-work-night-shifts-or-rotating-schedules-d19ef2 (anchor habits to waking/shift, not the clock)
    dict(id="SW09", cat="edit", setup=[H("Morning walk"), H("Read")],
         turns=["can u rename morning walk to walk after shift"],
         expect={"habits": [{"name": "Walk after shift", "freq": ("daily",)},
                            {"name": "Read", "freq": ("daily",)}],
                 "nomarks": [("Walk after shift", TODAY)],
                 "count": 2}),

    # src: http://www.wolterskluwerlb.com/i-still-rvdg/15f768-routine-for-night-shift (wind-down routine before sleeping after nights)
    dict(id="SW10", cat="remind", setup=[H("Wind down")],
         turns=["remind me to wind down at 7.30am, thats when i get in from nights"],
         expect={"reminders": [("Wind down", "07:30")],
                 "nomarks": [("Wind down", TODAY)],
                 "count": 1}),

    # src: https://allnurses.com/how-can-i-stay-fit-t748622/ (nurses write times as 0630-1900; food prep on days off)
    dict(id="SW11", cat="remind", setup=[H("Meal prep", freq=("weekly", 2))],
         turns=["remind me to meal prep at 1400 on sat and sun"],
         expect={"reminders": [("Meal prep", "14:00", "sat sun")],
                 "habits": [{"name": "Meal prep", "freq": ("weekly", 2)}],
                 "nomarks": [("Meal prep", TODAY)],
                 "count": 1}),

    dict(id="SW12", cat="tier", setup=[H("Stretching"), H("Gym", freq=("weekly", 3))],
         turns=["make stretching optional, never happens on work days"],
         expect={"habits": [{"name": "Stretching", "tier": "nice", "freq": ("daily",)},
                            {"name": "Gym", "tier": "must"}],
                 "nomarks": [("Stretching", TODAY)],
                 "count": 2}),

    dict(id="SW13", cat="multi",
         setup=[H("Yoga"), H("Meal prep", freq=("weekly", 2)), H("Gym", freq=("weekly", 3))],
         turns=["did yoga and meal prep yesterday, and skip gym today im on a 12"],
         expect={"marks": [("Yoga", YESTERDAY, "done"), ("Meal prep", YESTERDAY, "done"),
                           ("Gym", TODAY, "skipped")],
                 "nomarks": [("Yoga", TODAY), ("Meal prep", TODAY), ("Gym", YESTERDAY)],
                 "count": 3}),

    # src: https://github.com/InlitX/streak/issues/18 (habits that fall every other day)
    dict(id="SW14", cat="multi", setup=[],
         turns=["add journalling every other day and stretching on mon wed and fri"],
         expect={"habits": [{"name": ["Journalling", "Journaling", "Journal"], "freq": ("interval", 2)},
                            {"name": ["Stretching", "Stretch"], "freq": ("days", "mon wed fri")}],
                 "count": 2}),

    dict(id="SW15", cat="dates", setup=[H("Call home", freq=("weekly", 2)), H("Gym", freq=("weekly", 3))],
         turns=["called home on friday between shifts"],
         expect={"marks": [("Call home", FRI, "done")],
                 "nomarks": [("Call home", TODAY), ("Call home", NEXT_FRI), ("Gym", FRI)],
                 "habits": [{"name": "Call home", "freq": ("weekly", 2)}],
                 "count": 2}),

    # ------------------------------------------------------------------ exchanges (answers to the coach)
    # src: https://minoritynurse.com/how-to-stay-fit-on-12-hour-shifts/ (barely time to drink on a 12-hour shift)
    dict(id="SW16", cat="slots", setup=[],
         turns=["i want to drink 2 litres of water a day",
                "had 1.5 litres so far today"],
         expect={"habits": [{"name": "~water", "freq": ("daily",), "polarity": "build",
                             "target": {"amount": 2, "unit": "litre"}}],
                 "marks": [("~water", TODAY, "partial", 1.5)],
                 "count": 1}),

    # src: https://www.caloriecount.com/forums/fitness/working-hr-days-need-advice-exercise (gym is a priority on days off)
    dict(id="SW17", cat="slots", setup=[],
         turns=["i wanna get back to the gym on my days off",
                "3x a week prob"],
         expect={"habits": [{"name": "~gym", "freq": ("weekly", 3), "polarity": "build"}],
                 "count": 1}),

    dict(id="SW18", cat="slots", setup=[],
         turns=["add yoga as a nice to have",
                "when im off, usually tues thurs and sat"],
         expect={"habits": [{"name": "Yoga", "freq": ("days", "tue thu sat"), "tier": "nice"}],
                 "count": 1}),

    # src: https://allnurses.com/exercise-rotational-shift-work-t682505/ (rotating 12s followed by several days off)
    dict(id="SW19", cat="slots", setup=[],
         turns=["add swimming for my days off, i do 4 on 4 off so its never the same days",
                "ok just put 2 a week then"],
         expect={"habits": [{"name": ["Swimming", "Swim"], "freq": ("weekly", 2)}],
                 "count": 1}),

    dict(id="SW20", cat="slots", setup=[],
         turns=["add taking melatonin",
                "every day",
                "remind me at half 8 in the morning"],
         expect={"habits": [{"name": "~melatonin", "freq": ("daily",)}],
                 "reminders": [("~melatonin", "08:30")],
                 "count": 1}),

    dict(id="SW21", cat="correct", setup=[],
         turns=["add reading 4 nights a week",
                "no wait make that 3"],
         expect={"habits": [{"name": ["Reading", "Read"], "freq": ("weekly", 3)}],
                 "count": 1}),

    dict(id="SW22", cat="correct", setup=[H("Read")],
         turns=["add a run before my shifts",
                "actually never mind, rota's all over the place atm"],
         expect={"unchanged": True}),

    dict(id="SW23", cat="log", setup=[H("Walk before shift"), H("Walk after shift")],
         turns=["did my walk",
                "after shift one"],
         expect={"marks": [("Walk after shift", TODAY, "done")],
                 "nomarks": [("Walk before shift", TODAY)],
                 "count": 2}),

    # src: https://github.com/InlitX/streak/issues/112 (rest days / any of several activities on days off)
    dict(id="SW24", cat="group",
         setup=[H("Gym", freq=("weekly", 2)), H("Swim", freq=("weekly", 1)), H("Hike", freq=("weekly", 1))],
         turns=["make a group called Days off with gym swim and hike",
                "just 1"],
         expect={"groups": [{"name": "Days off", "require": 1, "members": ["Gym", "Swim", "Hike"]}],
                 "habits": [{"name": "Gym", "group": "Days off"}, {"name": "Swim", "group": "Days off"},
                            {"name": "Hike", "group": "Days off"}],
                 "count": 3}),

    dict(id="SW25", cat="avoid", setup=[],
         turns=["i want to quit smoking",
                "had one on my break at like 4am tho"],
         expect={"habits": [{"name": "~smok", "polarity": "avoid", "freq": ("daily",)}],
                 "marks": [("~smok", TODAY, "slipped")],
                 "nomarks": [("~smok", YESTERDAY)],
                 "count": 1}),

    # src: https://www.joemorten.com/for-drivers/health-wellness-information/__trashed-2/ (drivers: walk 15 minutes at least 3 times a week)
    dict(id="SW26", cat="slots", setup=[],
         turns=["add a 15 min walk, i drive for work so i sit all day",
                "3 times a week whenever im parked up"],
         expect={"habits": [{"name": "~walk", "freq": ("weekly", 3), "polarity": "build"}],
                 "count": 1}),

    dict(id="SW27", cat="edit", setup=[H("5am run"), H("Read")],
         turns=["archive the 5am run, i'm on permanent nights now",
                "yep"],
         expect={"habits": [{"name": "5am run", "archived": True},
                            {"name": "Read", "archived": False}],
                 "count": 2}),

    dict(id="SW28", cat="edit",
         setup=[H("Gym", freq=("weekly", 3), marks=[(MON, "done")]),
                H("Swim", freq=("weekly", 1), marks=[(FRI, "done")])],
         turns=["delete swim, the pool by work shut down",
                "yes"],
         expect={"habits": [{"name": "Gym", "freq": ("weekly", 3)}],
                 "marks": [("Gym", MON, "done")],
                 "count": 1}),

    # ------------------------------------------------------------------ messages that must change nothing
    # src: https://allnurses.com/exercise-rotational-shift-work-t682505/ (out of commission after nights)
    dict(id="SW29", cat="safety", setup=[H("Gym", freq=("weekly", 3)), H("Read")],
         turns=["just off a 12 hr night shift, absolutely shattered"],
         expect={"unchanged": True}),

    dict(id="SW30", cat="safety", setup=[H("Gym", freq=("weekly", 3)), H("Read")],
         turns=["fyi i work 7pm to 7am, on nights till sunday"],
         expect={"unchanged": True, "nopauses": True}),

    dict(id="SW31", cat="safety", setup=[H("Gym", freq=("weekly", 3)), H("Read")],
         turns=["gonna hit the gym tonight before my shift"],
         expect={"unchanged": True}),

    # src: https://allnurses.com/how-can-i-stay-fit-t748622/ (12-hour days turn into 14)
    dict(id="SW32", cat="safety", setup=[H("Gym", freq=("weekly", 3)), H("Read")],
         turns=["didnt make it to the gym, shift ran 3 hours over"],
         expect={"notdone": [("Gym", TODAY), ("Gym", YESTERDAY)],
                 "nomarks": [("Read", TODAY)],
                 "habits": [{"name": "Gym", "freq": ("weekly", 3)}],
                 "count": 2}),

    dict(id="SW33", cat="query",
         setup=[H("Gym", freq=("weekly", 3), marks=[(FRI, "done"), (MON, "done")]), H("Read")],
         turns=["how many times have i been to the gym this week?"],
         expect={"unchanged": True, "reply": r"(?i)\b(1|one|once)\b"}),

    # src: https://medium.com/@kellyhclay/when-i-waitressed-there-was-a-short-period-of-time-i-was-getting-40-hours-because-i-was-the-only-eaf601085118 (closing late, back early to open)
    dict(id="SW34", cat="safety", setup=[H("Gym", freq=("weekly", 3)), H("Read")],
         turns=["can you set an alarm for 5:45 tmrw, im opening the cafe"],
         expect={"unchanged": True}),

    dict(id="SW35", cat="safety", setup=[H("Run", freq=("weekly", 3)), H("Read")],
         turns=["my husbands a paramedic, he does 4 on 4 off and still runs every day somehow"],
         expect={"unchanged": True}),

    dict(id="SW36", cat="safety", setup=[H("Stretching")],
         turns=["only managed 10 mins of stretching before i crashed"],
         expect={"notdone": [("Stretching", TODAY)],
                 "habits": [{"name": "Stretching", "freq": ("daily",)}],
                 "count": 1}),

    dict(id="SW37", cat="safety", setup=[H("Read"), H("Gym", freq=("weekly", 3))],
         turns=["meant to read on my break but ended up charting instead"],
         expect={"notdone": [("Read", TODAY), ("Read", YESTERDAY)],
                 "nomarks": [("Gym", TODAY)],
                 "count": 2}),

    # src: https://www.myamericannurse.com/night-nurses-and-exercise/ (night nurses fitting in exercise)
    dict(id="SW38", cat="query", setup=[H("Gym", freq=("weekly", 3))],
         turns=["any tips for exercising when u work nights"],
         expect={"unchanged": True}),

    # src: http://streetcornerchild.blogspot.com/2008/09/night-owl.html (restaurant worker home at 3:30am, unwinds before bed)
    dict(id="SW39", cat="safety", setup=[H("Read"), H("Gym", freq=("weekly", 3))],
         turns=["no reading after close last night, got in at 3 and just crashed"],
         expect={"notdone": [("Read", YESTERDAY), ("Read", TODAY)],
                 "nomarks": [("Gym", YESTERDAY), ("Gym", TODAY)],
                 "count": 2}),

    dict(id="SW40", cat="query",
         setup=[H("Stretching", marks=[(TODAY, "done")]), H("Read"),
                H("Gym", freq=("weekly", 3), marks=[(MON, "done")])],
         turns=["whats left for today"],
         expect={"unchanged": True, "reply": r"(?i)read"}),
]
