"""Fresh blind batch "tr": travellers and remote workers.

Irregular schedules, trips and time zones, pausing habits while away and resuming them,
skipping days ahead, moving reminder times, working from cafes.

Clock for every case: Wednesday 2026-03-04 09:00 (local = UTC).
  today = Wed 03-04, yesterday = Tue 03-03, "monday" (report) = 03-02, "3 days ago" = Sun 03-01,
  "saturday" (report) = 02-28, "friday" (report) = 02-27,
  "tomorrow" = Thu 03-05, "friday" (plan/skip) = Fri 03-06.

Format as dev_cases.py: id, cat, setup (habits imported first), turns, expect.
A `# src:` comment names the public text a case's wording is paraphrased from.
"""

TODAY = "2026-03-04"
YESTERDAY = "2026-03-03"
MON = "2026-03-02"
SUN = "2026-03-01"
SAT = "2026-02-28"
FRI = "2026-02-27"
THU = "2026-02-26"
TOMORROW = "2026-03-05"
NEXT_FRI = "2026-03-06"

WEEKDAYS = "mon tue wed thu fri"


def H(name, freq=("daily",), tier="must", polarity="build", group=None, archived=False, marks=()):
    """A habit to import before the conversation (compact form)."""
    return {"name": name, "freq": freq, "tier": tier, "polarity": polarity,
            "group": group, "archived": archived, "marks": list(marks)}


CASES = [
    # ---------------------------------------------------------------- single-message requests
    # src: https://spoke-1he.pages.dev/use-cases/traveling/ (a short stretch as the hotel-morning version of the routine)
    dict(id="tr01", cat="add",
         setup=[],
         turns=["can you add stretching every day and remind me at 7am, it's the one thing i can do in any hotel room"],
         expect={"habits": [{"name": "~stretch", "freq": ("daily",), "polarity": "build"}],
                 "count": 1, "maxlen": 25,
                 "reminders": [("~stretch", "07:00")]}),

    # src: http://threequartersthere.com/2016/07/the-natural-way-to-cure-jet-lag/ (meditation as the jet lag fix)
    dict(id="tr02", cat="dates",
         setup=[H("Meditate"), H("Journal")],
         turns=["meditated yesterday and again this morning, jet lag is brutal tho"],
         expect={"marks": [("Meditate", YESTERDAY, "done"), ("Meditate", TODAY, "done")],
                 "nomarks": [("Journal", YESTERDAY), ("Journal", TODAY)],
                 "habits": [{"name": "Meditate", "freq": ("daily",)}],
                 "count": 2}),

    dict(id="tr03", cat="dates",
         setup=[H("Gym", ("days", "mon wed fri"))],
         turns=["skip gym on friday, i'm flying to lisbon that morning"],
         expect={"marks": [("Gym", NEXT_FRI, "skipped")],
                 "nomarks": [("Gym", TODAY), ("Gym", FRI)],
                 "habits": [{"name": "Gym", "freq": ("days", "mon wed fri")}],
                 "count": 1}),

    dict(id="tr04", cat="edit",
         setup=[H("Journal"), H("Read")],
         turns=["remind me to journal at 10pm pls"],
         expect={"reminders": [("Journal", "22:00")],
                 "nomarks": [("Journal", TODAY)],
                 "habits": [{"name": "Journal", "freq": ("daily",)}],
                 "count": 2}),

    dict(id="tr05", cat="avoid",
         setup=[H("Doomscrolling", polarity="avoid"), H("Read")],
         turns=["slipped on the doomscrolling last night, couldnt sleep in the hotel"],
         expect={"marks": [("Doomscrolling", YESTERDAY, "slipped")],
                 "notdone": [("Read", YESTERDAY), ("Read", TODAY)],
                 "habits": [{"name": "Doomscrolling", "polarity": "avoid"}],
                 "count": 2}),

    dict(id="tr06", cat="multi",
         setup=[H("Run", ("weekly", 3)), H("Read"), H("Duolingo")],
         turns=["did my run and my reading today, skipping duolingo tho, hostel wifi is dead"],
         expect={"marks": [("Run", TODAY, "done"), ("Read", TODAY, "done"),
                           ("Duolingo", TODAY, "skipped")],
                 "count": 3}),

    # src: https://www.assistantdirecting.com/tag/travel/ (push-ups or yoga in the hotel room when on location)
    dict(id="tr07", cat="edit",
         setup=[H("Gym", ("weekly", 3))],
         turns=["can you rename gym to Workout, it's mostly bodyweight stuff in hotel rooms now"],
         expect={"habits": [{"name": "Workout", "freq": ("weekly", 3)}],
                 "count": 1}),

    dict(id="tr08", cat="edit",
         setup=[H("Swim")],
         turns=["change swim to twice a week, i'm never near a pool these days"],
         expect={"habits": [{"name": "Swim", "freq": ("weekly", 2)}],
                 "nomarks": [("Swim", TODAY)],
                 "count": 1}),

    # src: https://github.com/HabitRPG/habitica/issues/736 (away travelling, wants to go back and fill in earlier days)
    dict(id="tr09", cat="dates",
         setup=[H("Yoga"), H("Read")],
         turns=["forgot to log while i was in berlin, did yoga on friday and saturday"],
         expect={"marks": [("Yoga", FRI, "done"), ("Yoga", SAT, "done")],
                 "nomarks": [("Yoga", TODAY), ("Read", FRI), ("Read", SAT)],
                 "habits": [{"name": "Yoga", "freq": ("daily",)}],
                 "count": 2}),

    dict(id="tr10", cat="dates",
         setup=[H("Gym"), H("Read")],
         turns=["skip gym today and tomorow, conference all day both days"],
         expect={"marks": [("Gym", TODAY, "skipped"), ("Gym", TOMORROW, "skipped")],
                 "nomarks": [("Read", TODAY)],
                 "habits": [{"name": "Gym", "freq": ("daily",)}],
                 "count": 2}),

    dict(id="tr11", cat="group",
         setup=[H("Pushups"), H("Jogging", ("weekly", 3))],
         turns=["put pushups and jogging in a group called Travel workout, i only need to do one of them each day"],
         expect={"groups": [{"name": "Travel workout", "require": 1, "members": ["Pushups", "Jogging"]}],
                 "count": 2}),

    dict(id="tr12", cat="edit",
         setup=[H("Spanish class", ("weekly", 2)), H("Read")],
         turns=["archive spanish class, the course ended when i moved to porto"],
         expect={"habits": [{"name": "Spanish class", "archived": True},
                            {"name": "Read", "archived": False}],
                 "count": 2}),

    # src: https://slimmingmantra.com/community/i-often-travel-for-work-and-find-it-difficult-to-stick-with-my-exercise-routine-when-far-from-home-what-should-i-do-in-order-change-this-pattern (consultant on the road, equipment-free workouts)
    dict(id="tr13", cat="multi",
         setup=[],
         turns=["keeping it simple while i'm on the road: add pushups 3 times a week and stretching every day"],
         expect={"habits": [{"name": "~push", "freq": ("weekly", 3)},
                            {"name": "~stretch", "freq": ("daily",)}],
                 "count": 2, "maxlen": 20}),

    dict(id="tr14", cat="edit",
         setup=[H("Duolingo")],
         turns=["remind me to do duolingo at 8am on weekdays"],
         expect={"reminders": [("Duolingo", "08:00", WEEKDAYS)],
                 "habits": [{"name": "Duolingo", "freq": ("daily",)}],
                 "count": 1}),

    # ---------------------------------------------------------------- answers to the coach's questions
    # src: https://hotspotr.com/a-typical-day-in-the-life-of-a-digital-nomad/ (yoga and meditation because they can be done anywhere)
    dict(id="tr15", cat="slots",
         setup=[],
         turns=["i want to start doing yoga wherever i end up", "every morning"],
         expect={"habits": [{"name": "~yoga", "freq": ("daily",), "polarity": "build"}],
                 "count": 1, "maxlen": 15}),

    dict(id="tr16", cat="slots",
         setup=[],
         turns=["add language practice", "4x a week"],
         expect={"habits": [{"name": "~language", "freq": ("weekly", 4)}],
                 "count": 1, "maxlen": 25}),

    dict(id="tr17", cat="slots",
         setup=[],
         turns=["new habit: call my parents", "sundays"],
         expect={"habits": [{"name": "~parents", "freq": ("days", "sun")}],
                 "count": 1, "maxlen": 20}),

    dict(id="tr18", cat="slots",
         setup=[],
         turns=["can u add a walk after lunch", "weekdays"],
         expect={"habits": [{"name": "~walk", "freq": ("days", WEEKDAYS)}],
                 "count": 1, "maxlen": 20}),

    dict(id="tr19", cat="group",
         setup=[H("Running", ("weekly", 3), group="Exercise"), H("Gym", ("weekly", 2), group="Exercise")],
         turns=["add swimming twice a week, this hotel finally has a pool", "yeah go on"],
         expect={"habits": [{"name": "~swim", "freq": ("weekly", 2), "group": "Exercise"},
                            {"name": "Running", "group": "Exercise"},
                            {"name": "Gym", "group": "Exercise"}],
                 "count": 3}),

    # src: https://github.com/HabitRPG/habitica-android/issues/1678 (10pm reminder set on the east coast, wanted at 10pm local after flying west)
    dict(id="tr20", cat="edit",
         setup=[H("Read")],
         turns=["remind me to read at 9pm",
                "actually make that 10:30pm, i'm in new york this week so my evenings run later"],
         expect={"reminders": [("Read", "22:30")],
                 "habits": [{"name": "Read", "freq": ("daily",)}],
                 "count": 1}),

    # src: https://github.com/xpavle00/Habo/issues/139 (reminders stuck on home-time after a time zone change)
    dict(id="tr21", cat="edit",
         setup=[H("Meditate")],
         turns=["set a reminder for meditate at 6:30am",
                "different time zone now, move the meditate reminder to 8am"],
         expect={"reminders": [("Meditate", "08:00")],
                 "nomarks": [("Meditate", TODAY)],
                 "count": 1}),

    # src: https://spoke-1he.pages.dev/use-cases/traveling/ (keep a reduced routine like water on travel days)
    dict(id="tr22", cat="slots",
         setup=[],
         turns=["add water, 8 glasses a day", "had 3 glasses so far, airport water costs a fortune lol"],
         expect={"habits": [{"name": "~water", "freq": ("daily",), "target": {"amount": 8, "unit": "glass"}}],
                 "marks": [("~water", TODAY, "partial", 3)],
                 "count": 1}),

    # src: https://isituseful.com/inside-nomad-life/why-digital-nomads-love-to-work-out-of-cafes.html (one coffee turns into three or four when working from a cafe)
    dict(id="tr23", cat="avoid",
         setup=[],
         turns=["at most 2 coffees a day please, working from cafes all day has me wired",
                "had 3 coffees already today"],
         expect={"habits": [{"name": "~coffee", "polarity": "avoid", "freq": ("daily",), "target": {"amount": 2}}],
                 "marks": [("~coffee", TODAY, "slipped", 3)],
                 "count": 1}),

    dict(id="tr24", cat="correct",
         setup=[],
         turns=["add evening walk every day", "no wait, make it every other day"],
         expect={"habits": [{"name": "~walk", "freq": ("interval", 2)}],
                 "count": 1, "maxlen": 20}),

    dict(id="tr25", cat="tier",
         setup=[],
         turns=["add stretching daily", "make it optional"],
         expect={"habits": [{"name": "~stretch", "freq": ("daily",), "tier": "nice"}],
                 "count": 1}),

    dict(id="tr26", cat="correct",
         setup=[H("Run", ("weekly", 3)), H("Read")],
         turns=["did my run", "oops no, that was yesterday not today"],
         expect={"marks": [("Run", YESTERDAY, "done")],
                 "notdone": [("Run", TODAY)],
                 "nomarks": [("Read", TODAY), ("Read", YESTERDAY)],
                 "habits": [{"name": "Run", "freq": ("weekly", 3)}],
                 "count": 2}),

    # src: https://digitalnomadpack.com/lifestyle/digital-nomad-daily-routine (shifting to the evening to overlap with clients' hours)
    dict(id="tr27", cat="avoid",
         setup=[H("Read")],
         turns=["i want to stop checking slack after 8pm, the time difference with my team is killing me", "yes"],
         expect={"habits": [{"name": "~slack", "polarity": "avoid", "freq": ("daily",)}],
                 "count": 2, "maxlen": 30}),

    # src: https://github.com/iSoron/uhabits/issues/601 (pause habits that can't be done while travelling for work)
    dict(id="tr28", cat="correct",
         setup=[H("Gym", ("weekly", 3)), H("Read")],
         turns=["pause gym till monday, work trip", "yes",
                "oh wait the trip got cancelled, unpause gym"],
         expect={"nopauses": True,
                 "habits": [{"name": "Gym", "freq": ("weekly", 3), "archived": False},
                            {"name": "Read", "archived": False}],
                 "notdone": [("Gym", TODAY), ("Read", TODAY)],
                 "count": 2}),

    # ---------------------------------------------------------------- must change nothing / nothing wrong
    dict(id="tr29", cat="safety",
         setup=[H("Gym", ("days", "mon wed fri")), H("Read")],
         turns=["flying to tokyo on friday!! so excited"],
         expect={"unchanged": True}),

    # src: https://skinnybitchfitness.pages.dev/posts/2026-01-11-streak-breaks-restart (a whole travel day on planes and vans, no workout)
    dict(id="tr30", cat="safety",
         setup=[H("Gym")],
         turns=["my flight got delayed 6 hours so no gym today obviously"],
         expect={"notdone": [("Gym", TODAY)],
                 "nomarks": [("Gym", YESTERDAY)],
                 "habits": [{"name": "Gym", "freq": ("daily",), "archived": False}],
                 "count": 1}),

    dict(id="tr31", cat="query",
         setup=[H("Read"), H("Meditate", marks=[(TODAY, "done")])],
         turns=["what's left for today? got a 5 hour layover in doha"],
         expect={"unchanged": True, "reply": r"(?i)read"}),

    dict(id="tr32", cat="safety",
         setup=[H("Run", ("weekly", 3))],
         turns=["my coworker ran a half marathon in berlin last weekend, i'm so jealous"],
         expect={"unchanged": True}),

    # src: https://www.wellever.coach/blog/my-real-life-travel-routine (11-hour time difference, every anchor gone)
    dict(id="tr33", cat="safety",
         setup=[H("Meditate"), H("Journal")],
         turns=["i'm 9 hours ahead of home right now so everything feels off"],
         expect={"unchanged": True}),

    dict(id="tr34", cat="safety",
         setup=[H("Read")],
         turns=["can you book me a train to porto for tomorrow morning"],
         expect={"unchanged": True}),

    # src: https://maxrohde.com/2020/01/15/habit-tracking-december-lost-in-travel/ (habits fell apart over a month of travel)
    dict(id="tr35", cat="safety",
         setup=[H("Meditate", marks=[(THU, "done")])],
         turns=["honestly didn't meditate once on the whole trip"],
         expect={"notdone": [("Meditate", TODAY), ("Meditate", YESTERDAY), ("Meditate", MON),
                             ("Meditate", SUN), ("Meditate", SAT), ("Meditate", FRI)],
                 "habits": [{"name": "Meditate", "freq": ("daily",), "archived": False}],
                 "count": 1}),

    dict(id="tr36", cat="safety",
         setup=[H("Run", ("weekly", 3))],
         turns=["gonna go for a run when i get to the hotel tonight"],
         expect={"unchanged": True}),

    dict(id="tr37", cat="query",
         setup=[H("Read", marks=[(SAT, "done"), (SUN, "done"), (MON, "done"), (YESTERDAY, "done")])],
         turns=["how's my reading streak holding up with all this travel"],
         expect={"unchanged": True, "reply": r"\b4\b"}),

    dict(id="tr38", cat="safety",
         setup=[H("Yoga")],
         turns=["only managed 10 min of yoga in the airport lounge"],
         expect={"notdone": [("Yoga", TODAY)],
                 "habits": [{"name": "Yoga", "freq": ("daily",)}],
                 "count": 1}),

    # src: https://github.com/goodtohear/habits/issues/49 (wants to go on holiday without breaking every chain)
    dict(id="tr39", cat="safety",
         setup=[H("Gym", ("weekly", 3)), H("Read")],
         turns=["i'll be off grid in the alps all next week"],
         expect={"unchanged": True}),

    dict(id="tr40", cat="safety",
         setup=[H("Gym", ("days", "mon wed fri"))],
         turns=["ugh the hotel gym was closed this morning"],
         expect={"notdone": [("Gym", TODAY)],
                 "habits": [{"name": "Gym", "freq": ("days", "mon wed fri"), "archived": False}],
                 "count": 1}),
]
