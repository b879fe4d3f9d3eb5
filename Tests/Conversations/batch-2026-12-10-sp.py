"""Blind batch SP (sport and training plans), written 2026-12-10 without reading the coach's code.

Clock: Wednesday 2026-03-04 09:00. yesterday = Tue 03-03, "monday" = 03-02, "sunday" = 03-01,
"saturday" (report) = 02-28, "friday" (report) = 02-27; "friday" in a plan/skip = 03-06.
Format as dev_cases.py: id, cat, setup, turns, expect.
"""

TODAY = "2026-03-04"
YESTERDAY = "2026-03-03"
MON = "2026-03-02"
SUN = "2026-03-01"
SAT = "2026-02-28"
FRI = "2026-02-27"


def H(name, freq, tier="must", polarity="build", group=None, archived=False, marks=()):
    return {"name": name, "freq": freq, "tier": tier, "polarity": polarity,
            "group": group, "archived": archived, "marks": list(marks)}


RUN_NAMES = ["Running", "Run", "Go running", "Go for a run"]
SWIM_NAMES = ["Swimming", "Swim", "Go swimming"]

CASES = [
    # ---------------- single-message requests ----------------
    # src: https://github.com/InlitX/streak/issues/112 (workout habit that shouldn't count weekends, which are rest days)
    dict(id="SP01", cat="add", setup=[],
         turns=["add a workout habit pls, mon to fri. weekends are rest days"],
         expect={"habits": [{"name": ["Workout", "Work out", "Workouts"],
                             "freq": ("days", "mon tue wed thu fri")}],
                 "count": 1}),

    # src: https://keeprunningcle.com/2017/09/05/mileage-goal/ (a weekly goal of 20 miles instead of a yearly one)
    dict(id="SP02", cat="add", setup=[],
         turns=["gonna try running 20 miles a week"],
         expect={"habits": [{"name": "~run", "target": {"amount": 20, "unit": "mile"}}],
                 "count": 1, "maxlen": 30}),

    dict(id="SP03", cat="log",
         setup=[H("Running", ("weekly", 3))],
         turns=["ran 6k yesterdy, legs are dead lol"],
         expect={"marks": [("Running", YESTERDAY, "done")],
                 "nomarks": [("Running", TODAY)],
                 "count": 1}),

    dict(id="SP04", cat="log",
         setup=[H("Football training", ("days", "mon wed"))],
         turns=["skip football training tonight, coach cancelled it, pitch is waterlogged"],
         expect={"marks": [("Football training", TODAY, "skipped")],
                 "habits": [{"name": "Football training", "freq": ("days", "mon wed")}],
                 "count": 1}),

    # src: https://github.com/iSoron/uhabits/issues/88 (skip a day without breaking the streak when the pool is closed)
    dict(id="SP05", cat="dates",
         setup=[H("Swimming", ("weekly", 2))],
         turns=["pool was shut on sunday for a gala so can u mark swimming as skipped for that day"],
         expect={"marks": [("Swimming", SUN, "skipped")],
                 "nomarks": [("Swimming", TODAY)],
                 "habits": [{"name": "Swimming", "freq": ("weekly", 2)}],
                 "count": 1}),

    dict(id="SP06", cat="avoid",
         setup=[H("Takeaways", ("daily",), polarity="avoid")],
         turns=["had a takeaway after the match on saturday, oops"],
         expect={"marks": [("Takeaways", SAT, "slipped")],
                 "nomarks": [("Takeaways", TODAY)],
                 "count": 1}),

    dict(id="SP07", cat="avoid", setup=[],
         turns=["i want to stop drinking energy drinks before training"],
         expect={"habits": [{"name": "~energy drink", "polarity": "avoid", "freq": ("daily",)}],
                 "count": 1, "maxlen": 40}),

    dict(id="SP08", cat="edit",
         setup=[H("Football training", ("days", "tue thu"))],
         turns=["coach has moved training from tuesdays to wednesdays, so its wed and thu now"],
         expect={"habits": [{"name": "Football training", "freq": ("days", "wed thu")}],
                 "nomarks": [("Football training", YESTERDAY), ("Football training", TODAY)],
                 "count": 1}),

    dict(id="SP09", cat="multi",
         setup=[H("Gym", ("days", "mon wed fri")), H("Swim", ("weekly", 2)), H("Stretching", ("daily",))],
         turns=["did gym and stretching this morning, swim was yesterday"],
         expect={"marks": [("Gym", TODAY, "done"), ("Stretching", TODAY, "done"),
                           ("Swim", YESTERDAY, "done")],
                 "nomarks": [("Swim", TODAY)],
                 "count": 3}),

    # src: https://sorryivegottorun.com/2016/11/ (parkrun: a free 5k every saturday morning at 9)
    dict(id="SP10", cat="multi", setup=[],
         turns=["add parkrun every saturday and a long run on sundays"],
         expect={"habits": [{"name": ["Parkrun", "Park run", "Do parkrun", "Go to parkrun"], "freq": ("days", "sat")},
                            {"name": "~long run", "freq": ("days", "sun")}],
                 "count": 2, "maxlen": 30}),

    dict(id="SP11", cat="dates",
         setup=[H("Swim", ("weekly", 2))],
         turns=["swam on monday and on friday, forgot to tick them off"],
         expect={"marks": [("Swim", MON, "done"), ("Swim", FRI, "done")],
                 "nomarks": [("Swim", TODAY)],
                 "habits": [{"name": "Swim", "freq": ("weekly", 2)}],
                 "count": 1}),

    # src: http://www.becausewevebeenthere.com/guest-post-c25k-week-3/ (entering a session by hand after doing it on a hotel treadmill)
    dict(id="SP12", cat="dates",
         setup=[H("Running", ("weekly", 3))],
         turns=["ran 10k on the hotel treadmill on 1st march, forgot to put it in"],
         expect={"marks": [("Running", SUN, "done")],
                 "nomarks": [("Running", TODAY)],
                 "habits": [{"name": "Running", "freq": ("weekly", 3)}],
                 "count": 1}),

    dict(id="SP13", cat="multi",
         setup=[H("Gym", ("days", "mon wed fri")), H("Running", ("weekly", 3))],
         turns=["gym done. skip running today tho, calves are wrecked"],
         expect={"marks": [("Gym", TODAY, "done"), ("Running", TODAY, "skipped")],
                 "count": 2}),

    dict(id="SP14", cat="group",
         setup=[H("Cycling", ("daily",), group="Cross training"),
                H("Rowing", ("daily",), group="Cross training"),
                H("Yoga", ("daily",), group="Cross training")],
         turns=["cross training should need 2 of them a day, not just 1"],
         expect={"groups": [{"name": "Cross training", "require": 2,
                             "members": ["cycling", "rowing", "yoga"]}],
                 "count": 3}),

    # ---------------- two-to-four-turn exchanges ----------------
    dict(id="SP15", cat="slots", setup=[],
         turns=["add couch to 5k", "3 times a week i think"],
         expect={"habits": [{"name": "~couch to 5k", "freq": ("weekly", 3)}],
                 "count": 1}),

    dict(id="SP16", cat="slots", setup=[],
         turns=["i want to swim 60 lengths a week",
                "did 24 lengths this morning",
                "oh and 20 lengths on monday too"],
         expect={"habits": [{"name": SWIM_NAMES, "target": {"amount": 60, "unit": "length"}}],
                 "marks": [(SWIM_NAMES, TODAY, "done", 24), (SWIM_NAMES, MON, "done", 20)],
                 "count": 1}),

    dict(id="SP17", cat="edit",
         setup=[H("Run", ("weekly", 3))],
         turns=["can i rename my run habit", "C25K"],
         expect={"habits": [{"name": "C25K", "freq": ("weekly", 3)}],
                 "count": 1}),

    dict(id="SP18", cat="group",
         setup=[H("Running", ("weekly", 3)), H("Cycling", ("weekly", 2)), H("Swimming", ("weekly", 1))],
         turns=["make a cardio group with running, cycling and swimming", "just 1 of them"],
         expect={"groups": [{"name": "Cardio", "require": 1,
                             "members": ["running", "cycling", "swimming"]}],
                 "count": 3}),

    dict(id="SP19", cat="slots",
         setup=[H("Intervals", ("days", "tue"))],
         turns=["remind me to do intervals", "6.30pm"],
         expect={"reminders": [("Intervals", "18:30")],
                 "habits": [{"name": "Intervals", "freq": ("days", "tue")}],
                 "count": 1}),

    dict(id="SP20", cat="correct", setup=[],
         turns=["add swiming twice a week", "actually make it 3"],
         expect={"habits": [{"name": SWIM_NAMES, "freq": ("weekly", 3)}],
                 "count": 1}),

    dict(id="SP21", cat="correct",
         setup=[H("Gym", ("days", "mon wed fri"))],
         turns=["did gym", "wait no that was yesterday not today"],
         expect={"marks": [("Gym", YESTERDAY, "done")],
                 "nomarks": [("Gym", TODAY)],
                 "count": 1}),

    dict(id="SP22", cat="slots", setup=[],
         turns=["i want to start doing yoga for my tight hamstrings", "twice a week"],
         expect={"habits": [{"name": ["Yoga", "Do yoga", "Doing yoga"], "freq": ("weekly", 2)}],
                 "count": 1, "maxlen": 30}),

    dict(id="SP23", cat="slots", setup=[],
         turns=["add hill sprints", "thursdays"],
         expect={"habits": [{"name": ["Hill sprints", "Hill sprint", "Do hill sprints"], "freq": ("days", "thu")}],
                 "count": 1}),

    dict(id="SP24", cat="tier", setup=[],
         turns=["add foam rolling every evening", "nah optional"],
         expect={"habits": [{"name": ["Foam rolling", "Foam roll", "Do foam rolling"],
                             "freq": ("daily",), "tier": "nice"}],
                 "count": 1}),

    # src: seed 004 onboarding ("I want to go running but I never get round to it" / "once a week")
    dict(id="SP25", cat="slots", setup=[],
         turns=["hey", "i keep meaning to get back into running but never get round to it",
                "once a week to start", "thats all for now"],
         expect={"habits": [{"name": "~run", "freq": ("weekly", 1)}],
                 "count": 1, "maxlen": 30}),

    dict(id="SP26", cat="slots", setup=[],
         turns=["add stretching", "every day", "remind me at 9pm"],
         expect={"habits": [{"name": ["Stretching", "Stretch"], "freq": ("daily",)}],
                 "reminders": [(["Stretching", "Stretch"], "21:00")],
                 "count": 1}),

    dict(id="SP27", cat="edit",
         setup=[H("C25K", ("weekly", 3)), H("Running", ("weekly", 3))],
         turns=["finished c25k!!! can you archive it, i'll just track normal running now", "yes"],
         expect={"habits": [{"name": "C25K", "archived": True},
                            {"name": "Running", "archived": False, "freq": ("weekly", 3)}],
                 "count": 2}),

    # ---------------- must change nothing / nothing wrong ----------------
    dict(id="SP28", cat="query",
         setup=[H("Running", ("weekly", 3), marks=[(MON, "done"), (YESTERDAY, "done")])],
         turns=["how many runs have i done this week"],
         expect={"unchanged": True, "reply": r"(?i)\b(2|two)\b"}),

    dict(id="SP29", cat="safety",
         setup=[H("Running", ("weekly", 3))],
         turns=["my sister ran a half marathon on sunday in under 2 hours, so proud of her"],
         expect={"unchanged": True}),

    dict(id="SP30", cat="safety",
         setup=[H("Swimming", ("weekly", 2))],
         turns=["im going to swim tomorrow before work"],
         expect={"unchanged": True}),

    dict(id="SP31", cat="safety",
         setup=[H("Running", ("weekly", 3))],
         turns=["didnt make it out for my run today, way too icy"],
         expect={"notdone": [("Running", TODAY)],
                 "habits": [{"name": "Running", "freq": ("weekly", 3), "archived": False}],
                 "count": 1}),

    # src: http://runlaugheatpie.com/2017/01/19/stages-of-grief-when-faced-with-not-running/ (sore knee, biking instead, physio on friday)
    dict(id="SP32", cat="safety",
         setup=[H("Running", ("weekly", 3))],
         turns=["knee's been sore since the weekend so i'm on the bike instead of running this week, seeing the physio friday"],
         expect={"unchanged": True}),

    # src: http://laurawillrun.blogspot.com/2010/02/injured-c25k-on-hold.html (knee injury puts C25K on hold)
    dict(id="SP33", cat="safety",
         setup=[H("C25K", ("weekly", 3))],
         turns=["did something to my knee, c25k is on hold until it stops hurting"],
         expect={"habits": [{"name": "C25K", "freq": ("weekly", 3), "archived": False}],
                 "notdone": [("C25K", TODAY)],
                 "count": 1}),

    dict(id="SP34", cat="safety",
         setup=[H("Running", ("weekly", 3))],
         turns=["can you connect to my garmin and pull my runs in automatically"],
         expect={"unchanged": True}),

    # src: https://healthunlocked.com/couchto5k/posts/138201815/week-3-complete-in-3-days (rest days between C25K runs)
    dict(id="SP35", cat="query",
         setup=[H("C25K", ("weekly", 3))],
         turns=["how many rest days should i have between c25k runs?"],
         expect={"unchanged": True}),

    dict(id="SP36", cat="safety",
         setup=[H("Football training", ("days", "tue thu"))],
         turns=["training is at 7pm on tuesdays and thursdays btw"],
         expect={"unchanged": True}),

    # src: https://www.maesmilesandmusic.com/running-20-miles-a-week/ (building up weekly mileage)
    dict(id="SP37", cat="safety",
         setup=[H("Running", ("weekly", 4))],
         turns=["my coach wants me up to 40 miles a week by april which seems mental tbh"],
         expect={"unchanged": True}),

    # src: http://www.nessahead.com/archives/89 (planned five runs last week, did four, not beating myself up)
    dict(id="SP38", cat="safety",
         setup=[H("Running", ("weekly", 5))],
         turns=["planned 5 runs last week but only did 4, not going to beat myself up about it"],
         expect={"unchanged": True}),

    dict(id="SP39", cat="safety",
         setup=[H("Swimming", ("weekly", 2))],
         turns=["only managed 10 lengths today, pool was rammed"],
         expect={"notdone": [("Swimming", TODAY)],
                 "habits": [{"name": "Swimming", "freq": ("weekly", 2)}],
                 "count": 1}),

    dict(id="SP40", cat="safety",
         setup=[H("Club training", ("days", "wed"))],
         turns=["club training's cancelled tonight, coach is ill"],
         expect={"notdone": [("Club training", TODAY)],
                 "habits": [{"name": "Club training", "freq": ("days", "wed"), "archived": False}],
                 "count": 1}),
]
