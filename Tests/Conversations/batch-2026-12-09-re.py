"""Blind batch RE (2026-12-09): coming back after a long break or a bad patch.

Restarting, pausing and resuming, asking what is left, archiving / deleting what no longer
fits, lowering the bar, admitting missed days, old streaks, and guilt or self-criticism that
must not turn into data changes.

Clock: Wednesday 2026-03-04 09:00.
  today 03-04, yesterday 03-03, "monday" (report) 03-02, "sunday" (report) 03-01,
  "saturday" (report) 02-28, "friday" (report) 02-27, "last thursday" 02-26,
  "friday" in a plan / skip 03-06.
Written without reading the coach's code, tests, transcripts or earlier batches.
"""
from datetime import date, timedelta

TODAY = "2026-03-04"
YESTERDAY = "2026-03-03"
MON = "2026-03-02"
SUN = "2026-03-01"
SAT = "2026-02-28"
FRI = "2026-02-27"
THU = "2026-02-26"
NEXT_FRI = "2026-03-06"


def H(name, freq=("daily",), tier="must", polarity="build", group=None, archived=False, marks=()):
    """A setup habit in the form run_eval.setup_doc expects (marks as (day, state) tuples)."""
    return {"name": name, "freq": freq, "tier": tier, "polarity": polarity, "group": group,
            "archived": archived, "marks": [tuple(m) for m in marks]}


def run(start, n, state="done", step=1):
    """n marks from start (YYYY-MM-DD), every `step` days."""
    d0 = date.fromisoformat(start)
    return [((d0 + timedelta(days=i * step)).isoformat(), state) for i in range(n)]


CASES = [
    # ---------------------------------------------------------------- nothing must change
    dict(id="RE01", cat="safety",
         setup=[H("Read", marks=run("2026-01-05", 10)), H("Running", ("weekly", 3)), H("Meditate")],
         turns=["hey im back lol"],
         expect={"unchanged": True}),

    dict(id="RE02", cat="safety",
         setup=[H("Read"), H("Walk"), H("Journal", ("days", "mon wed fri"))],
         turns=["ok confession, i basically ghosted all my habits for like 3 weeks. work was insane"],
         expect={"unchanged": True}),

    # src: https://unlimits.com/?p=3453 (the "I always do this, I never finish anything" story)
    dict(id="RE03", cat="safety",
         setup=[H("Gym", ("weekly", 3)), H("Read")],
         turns=["i always do this. start strong, miss a few days, then quit. i never finish anything"],
         expect={"unchanged": True}),

    dict(id="RE04", cat="query",
         setup=[H("Read"), H("Stretch"), H("Guitar", ("weekly", 2), archived=True)],
         turns=["what habits have i still got on here? lost track tbh"],
         expect={"unchanged": True, "reply": r"(?i)stretch"}),

    # src: https://github.com/asakatsuOrg/AsaKatsuProject/pull/694 (long streak broken by travel)
    dict(id="RE05", cat="query",
         setup=[H("Read", marks=run("2026-01-05", 10) + run("2026-02-01", 3))],
         turns=["whats my best streak on reading? the current one is dead obviously lol"],
         expect={"unchanged": True, "reply": r"(?i)\d|ten"}),

    # src: https://github.com/goodtohear/habits/issues/49 (ill, wants to come back without starting over)
    dict(id="RE06", cat="safety",
         setup=[H("Yoga"), H("Read"), H("Running", ("weekly", 3))],
         turns=["down with covid, probably out of action till sunday"],
         expect={"unchanged": True}),

    # src: https://github.com/iSoron/uhabits/issues/601 (planned break while travelling for work)
    dict(id="RE08", cat="edit",
         setup=[H("Guitar", ("weekly", 3)), H("Read")],
         turns=["pause guitar till the end of the month, no time with the new job"],
         expect={"count": 2, "habits": [{"name": "Guitar"}, {"name": "Read", "archived": False}],
                 "notdone": [("Guitar", TODAY), ("Read", TODAY)]}),

    dict(id="RE34", cat="query",
         setup=[H("Gym", ("weekly", 3), marks=[("2026-02-03", "done"), ("2026-02-12", "done"),
                                               ("2026-02-24", "done")])],
         turns=["how many times did i actually go to the gym in february? be honest"],
         expect={"unchanged": True, "reply": r"(?i)gym|\d"}),

    # src: https://github.com/Razeeman/Android-SimpleTimeTracker/issues/362 ("missing twice is the start of a new habit")
    dict(id="RE36", cat="safety",
         setup=[H("Gym", ("weekly", 3), marks=[("2026-02-23", "done"), ("2026-02-25", "done")])],
         turns=["missed gym twice this week already. missing twice is how bad habits start right?"],
         expect={"unchanged": True}),

    dict(id="RE37", cat="safety",
         setup=[H("Yoga", ("weekly", 2)), H("Read")],
         turns=["my sister dragged me back to yoga lol she goes literally every day"],
         expect={"unchanged": True}),

    dict(id="RE38", cat="safety",
         setup=[H("Meditate", ("weekly", 3)), H("Walk")],
         turns=["i used to meditate every morning before the baby came"],
         expect={"unchanged": True}),

    dict(id="RE39", cat="safety",
         setup=[H("Read"), H("Gym", ("weekly", 3)), H("Journal")],
         turns=["should i just delete everything and start from scratch?"],
         expect={"unchanged": True}),

    dict(id="RE40", cat="safety",
         setup=[H("Running", ("weekly", 3)), H("Read")],
         turns=["don't delete running, i'm just taking a break from it for a bit"],
         expect={"count": 2, "habits": [{"name": "Running", "freq": ("weekly", 3)}, {"name": "Read"}],
                 "notdone": [("Running", TODAY)]}),

    # ---------------------------------------------------------------- one message says it all
    # src: https://github.com/shub39/Grit/issues/161 (archive an exam-study habit between semesters)
    dict(id="RE09", cat="edit",
         setup=[H("Exam revision", ("weekly", 4)), H("Read")],
         turns=["archive exam revision for now, semester's over"],
         expect={"count": 2, "habits": [{"name": "Exam revision", "archived": True},
                                        {"name": "Read", "archived": False}]}),

    # src: https://github.com/iSoron/uhabits/issues/722 (archive a class habit, reopen for the next level)
    dict(id="RE11", cat="edit",
         setup=[H("Chinese", ("weekly", 3), archived=True, marks=run("2026-01-05", 4, step=2)), H("Read")],
         turns=["can you unarchive chinese? just started a new class"],
         expect={"count": 2, "habits": [{"name": "Chinese", "archived": False, "freq": ("weekly", 3)}]}),

    # src: https://www.didnt.app/restarting-habits-after-failing (lower the bar to restart)
    dict(id="RE13", cat="edit",
         setup=[H("Gym", ("weekly", 4)), H("Read")],
         turns=["change gym to twice a week. 4 was way too ambitious"],
         expect={"count": 2, "habits": [{"name": "Gym", "freq": ("weekly", 2)}, {"name": "Read", "freq": ("daily",)}]}),

    dict(id="RE15", cat="tier",
         setup=[H("Floss"), H("Walk")],
         turns=["make flossing optional, it doesnt need to be a must"],
         expect={"count": 2, "habits": [{"name": "Floss", "tier": "nice", "freq": ("daily",)},
                                        {"name": "Walk", "tier": "must"}]}),

    dict(id="RE17", cat="log",
         setup=[H("Running", ("weekly", 3), marks=run("2026-01-06", 3, step=2))],
         turns=["im back!! ran yesterday and on sunday too"],
         expect={"count": 1, "habits": [{"name": "Running", "freq": ("weekly", 3)}],
                 "marks": [("Running", YESTERDAY, "done"), ("Running", SUN, "done")],
                 "nomarks": [("Running", TODAY)]}),

    dict(id="RE18", cat="log",
         setup=[H("Meditate"), H("Read")],
         turns=["was sick monday and tuesday so skip meditation for both days"],
         expect={"count": 2, "habits": [{"name": "Meditate", "freq": ("daily",)}],
                 "marks": [("Meditate", MON, "skipped"), ("Meditate", YESTERDAY, "skipped")],
                 "nomarks": [("Meditate", TODAY), ("Read", MON), ("Read", YESTERDAY)]}),

    # src: https://github.com/iSoron/uhabits/issues/88 (pool closed for a public holiday)
    dict(id="RE19", cat="log",
         setup=[H("Swimming", ("days", "mon wed fri")), H("Read")],
         turns=["skip swimming today, pool's shut for the bank holiday"],
         expect={"count": 2, "habits": [{"name": "Swimming", "freq": ("days", "mon wed fri")}],
                 "marks": [("Swimming", TODAY, "skipped")], "nomarks": [("Read", TODAY)]}),

    dict(id="RE20", cat="dates",
         setup=[H("Gym", ("weekly", 3)), H("Walk")],
         turns=["skip gym on friday, still easing back in after the flu"],
         expect={"count": 2, "habits": [{"name": "Gym", "freq": ("weekly", 3)}],
                 "marks": [("Gym", NEXT_FRI, "skipped")], "nomarks": [("Gym", FRI), ("Gym", TODAY)]}),

    dict(id="RE21", cat="avoid",
         setup=[H("Smoking", polarity="avoid")],
         turns=["smoked on saturday after 3 weeks clean. gutted tbh"],
         expect={"count": 1, "habits": [{"name": "Smoking", "polarity": "avoid"}],
                 "marks": [("Smoking", SAT, "slipped")], "nomarks": [("Smoking", TODAY)]}),

    # src: https://lifesum.com/blog/what-to-do-after-a-slip-up/ (roommate leaves the donuts out)
    dict(id="RE22", cat="avoid",
         setup=[H("Snacking", polarity="avoid"), H("Walk")],
         turns=["roommate left donuts out and i snacked all last night 🙃"],
         expect={"count": 2, "marks": [("Snacking", YESTERDAY, "slipped")],
                 "nomarks": [("Walk", YESTERDAY), ("Walk", TODAY)]}),

    dict(id="RE28", cat="edit",
         setup=[H("Stretch"), H("Read")],
         turns=["remind me to stretch at 7pm on weekdays"],
         expect={"count": 2, "habits": [{"name": "Stretch", "freq": ("daily",)}],
                 "reminders": [("Stretch", "19:00", "mon tue wed thu fri")],
                 "nomarks": [("Stretch", TODAY)]}),

    dict(id="RE30", cat="group",
         setup=[H("Walk"), H("Yoga")],
         turns=["doing both every day isnt happening. group walk and yoga as Movement, i only need to do 1 of them"],
         expect={"count": 2, "groups": [{"name": "Movement", "require": 1, "members": ["Walk", "Yoga"]}],
                 "notdone": [("Walk", TODAY), ("Yoga", TODAY)]}),

    dict(id="RE31", cat="multi",
         setup=[H("Yoga"), H("Read"), H("Gym", ("weekly", 4))],
         turns=["ok im back. did yoga this morning, skipped reading yesterday cos i was travelling, "
                "and can u change gym to twice a week instead of 4"],
         expect={"count": 3, "habits": [{"name": "Gym", "freq": ("weekly", 2)}, {"name": "Yoga", "freq": ("daily",)},
                                        {"name": "Read", "freq": ("daily",)}],
                 "marks": [("Yoga", TODAY, "done"), ("Read", YESTERDAY, "skipped")]}),

    # src: https://habitdex.com/blog/how-to-get-back-on-track-after-falling-off (fresh start effect)
    dict(id="RE32", cat="multi",
         setup=[],
         turns=["fresh start. add walk every day and journal on mon wed fri"],
         expect={"count": 2, "habits": [{"name": ["Walk", "Walking", "Go walking"], "freq": ("daily",)},
                                        {"name": ["Journal", "Journaling"], "freq": ("days", "mon wed fri")}]}),

    dict(id="RE33", cat="dates",
         setup=[H("Read"), H("Walk")],
         turns=["forgot to log, i read last thursday, friday and saturday"],
         expect={"count": 2, "habits": [{"name": "Read", "freq": ("daily",)}],
                 "marks": [("Read", THU, "done"), ("Read", FRI, "done"), ("Read", SAT, "done")],
                 "nomarks": [("Read", TODAY), ("Read", SUN), ("Walk", FRI)]}),

    # ---------------------------------------------------------------- several turns
    dict(id="RE07", cat="correct",
         setup=[H("Read"), H("Walk"), H("Meditate")],
         turns=["im sick until sunday", "yes please"],
         expect={"count": 3,
                 "habits": [{"name": "Read", "archived": False}, {"name": "Walk", "archived": False},
                            {"name": "Meditate", "archived": False}],
                 "notdone": [("Read", TODAY), ("Walk", TODAY), ("Meditate", TODAY)],
                 "nomarks": [("Read", YESTERDAY), ("Walk", YESTERDAY), ("Meditate", YESTERDAY)]}),

    dict(id="RE10", cat="edit",
         setup=[H("Cold shower"), H("Read"), H("Walk")],
         turns=["delete cold shower, that was never gonna happen lol", "yes"],
         expect={"count": 2, "habits": [{"name": "Read"}, {"name": "Walk"}]}),

    dict(id="RE12", cat="slots",
         setup=[H("Running", ("weekly", 3), archived=True, marks=run("2026-01-06", 3, step=2)), H("Read")],
         turns=["want to start running again", "yeah"],
         expect={"count": 2, "habits": [{"name": "Running", "archived": False}, {"name": "Read"}],
                 "nomarks": [("Running", TODAY)]}),

    dict(id="RE14", cat="slots",
         setup=[H("Read"), H("Walk")],
         turns=["can we change how often i read", "weekends only"],
         expect={"count": 2, "habits": [{"name": "Read", "freq": ("days", "sat sun")},
                                        {"name": "Walk", "freq": ("daily",)}]}),

    dict(id="RE16", cat="edit",
         setup=[H("Run 5k", ("weekly", 4))],
         turns=["rename Run 5k to Jog, 5k is too much rn", "and make it 3x a week"],
         expect={"count": 1, "habits": [{"name": "Jog", "freq": ("weekly", 3)}]}),

    dict(id="RE23", cat="slots",
         setup=[H("Read")],
         turns=["add walking", "5 days a week"],
         expect={"count": 2, "habits": [{"name": ["Walk", "Walking", "Go walking"], "freq": ("weekly", 5)},
                                        {"name": "Read", "freq": ("daily",)}]}),

    dict(id="RE24", cat="slots",
         setup=[],
         turns=["i want to get back into journaling", "every night"],
         expect={"count": 1, "habits": [{"name": ["Journal", "Journaling"], "freq": ("daily",)}]}),

    dict(id="RE25", cat="slots",
         setup=[H("Read")],
         turns=["i'd like to start flossing again", "every day"],
         expect={"count": 2, "habits": [{"name": ["Floss", "Flossing"], "freq": ("daily",), "polarity": "build"}]}),

    dict(id="RE26", cat="correct",
         setup=[],
         turns=["add drink water, 8 glasses a day", "actually make it 6 glasses", "had 2 so far"],
         expect={"count": 1, "habits": [{"name": "~water", "freq": ("daily",), "target": {"amount": 6, "unit": "glass"}}],
                 "marks": [("~water", TODAY, "partial", 2)]}),

    dict(id="RE27", cat="log",
         setup=[],
         turns=["add reading, 10 pages a day", "only managed 4 pages yesterday"],
         expect={"count": 1, "habits": [{"name": ["Read", "Reading"], "freq": ("daily",),
                                         "target": {"amount": 10, "unit": "page"}}],
                 "marks": [(["Read", "Reading"], YESTERDAY, "partial", 4)],
                 "nomarks": [(["Read", "Reading"], TODAY)]}),

    # src: https://github.com/iSoron/uhabits/issues/323 (wants a break from the prompts)
    dict(id="RE29", cat="correct",
         setup=[H("Journal")],
         turns=["remind me to journal at 9pm",
                "actually no scrap that. reminders just make me feel guilty when i ignore them"],
         expect={"unchanged": True}),

    dict(id="RE35", cat="correct",
         setup=[H("Read"), H("Yoga")],
         turns=["read today", "undo that, wrong one", "did yoga today"],
         expect={"count": 2, "marks": [("Yoga", TODAY, "done")], "nomarks": [("Read", TODAY)]}),
]

CASES.sort(key=lambda c: c["id"])
