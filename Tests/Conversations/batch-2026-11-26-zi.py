"""Fresh blind batch "zi": busy people texting long run-on messages.

Theme: two or three requests or reports in one message, corrections mid-message
("no wait", "actually", "i mean"), past days said loosely ("last night", "the day before
yesterday", "over the weekend", "tuesday"), habits referred to by partial names, synonyms
and typos, and life chatter around the requests that must change nothing.

Clock for every case: Wednesday 2026-03-04 09:00 (local = UTC), week starts Monday.
  today                      = Wed 2026-03-04
  yesterday / last night     = Tue 2026-03-03  ("tuesday" in a report = 03-03)
  the day before yesterday   = Mon 2026-03-02  ("on monday" = 03-02)
  3 days ago / sunday        = Sun 2026-03-01
  saturday (report)          = Sat 2026-02-28  (over the weekend = 02-28 and 03-01)
  friday (report)            = Fri 2026-02-27
  thursday (report)          = Thu 2026-02-26  (last week's thursday/friday = 02-26/02-27)
  tomorrow                   = Thu 2026-03-05
  thursday/friday in a plan  = 03-05 / 03-06

Format as in dev_cases.py (id, cat, setup, turns, expect); assertion keys in README.md.
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


def H(name, freq=("daily",), tier="must", polarity="build", group=None, archived=False, marks=()):
    """A habit to import before the conversation (the runner's setup form)."""
    return {"name": name, "freq": freq, "tier": tier, "polarity": polarity,
            "group": group, "archived": archived, "marks": list(marks)}


CASES = [
    # --- several reports in one message, wrapped in chatter ---------------------------------
    dict(id="zi01", cat="multi",
         setup=[H("Meditate"), H("Stretch"), H("Read")],
         turns=["ugh chaotic morning, kids were up at 5 and the dog was sick on the rug lol. anyway "
                "i did manage to meditate and do my stretches before they woke up, reading will have "
                "to wait till tonight"],
         expect={"count": 3,
                 "marks": [("Meditate", TODAY, "done"), ("Stretch", TODAY, "done")],
                 "nomarks": [("Read", TODAY)]}),

    # src: https://github.com/HabitRPG/habitica/issues/224
    dict(id="zi02", cat="dates",
         setup=[H("Floss"), H("Journal")],
         turns=["was too knackered to log anything last night but i did floss and wrote in my journal "
                "before bed, so tick both off for last night pls"],
         expect={"count": 2,
                 "marks": [("Floss", YESTERDAY, "done"), ("Journal", YESTERDAY, "done")],
                 "nomarks": [("Floss", TODAY), ("Journal", TODAY)]}),

    dict(id="zi03", cat="correct",
         setup=[H("Yoga", ("weekly", 3), marks=[(FRI, "done")])],
         turns=["did yoga on monday, no wait, it was sunday, monday was the dentist"],
         expect={"count": 1,
                 "habits": [{"name": "Yoga", "freq": ("weekly", 3)}],
                 "marks": [("Yoga", SUN, "done"), ("Yoga", FRI, "done")],
                 "nomarks": [("Yoga", MON), ("Yoga", TODAY)]}),

    dict(id="zi04", cat="dates",
         setup=[H("Swimming", ("weekly", 3))],
         turns=["swam the day before yestrday and again yesterday after work, shoulders are toast"],
         expect={"count": 1,
                 "habits": [{"name": "Swimming", "freq": ("weekly", 3)}],
                 "marks": [("Swimming", MON, "done"), ("Swimming", YESTERDAY, "done")],
                 "nomarks": [("Swimming", TODAY)]}),

    dict(id="zi05", cat="dates",
         setup=[H("Morning run", ("weekly", 3)), H("Read")],
         turns=["over the weekend i got out for a run on both saturday and sunday, legs are dead lol"],
         expect={"count": 2,
                 "habits": [{"name": "Morning run", "freq": ("weekly", 3)}, {"name": "Read", "freq": ("daily",)}],
                 "marks": [("Morning run", SAT, "done"), ("Morning run", SUN, "done")],
                 "nomarks": [("Morning run", TODAY), ("Read", SAT), ("Read", SUN)]}),

    # src: https://metro.co.uk/2020/01/04/fail-dry-january-12001607/
    dict(id="zi06", cat="avoid",
         setup=[H("Gym", ("weekly", 3)), H("Alcohol", polarity="avoid")],
         turns=["went to the gym after work yesterday and then got dragged to the pub for a mate's "
                "leaving do, had a few pints, so the no drinking thing went out the window"],
         expect={"count": 2,
                 "marks": [("Gym", YESTERDAY, "done"), ("Alcohol", YESTERDAY, "slipped")],
                 "nomarks": [("Gym", TODAY), ("Alcohol", TODAY)]}),

    dict(id="zi07", cat="multi",
         setup=[],
         turns=["add drinking water, 8 glasses a day, oh and i've already had 3 this morning"],
         expect={"count": 1,
                 "habits": [{"name": "~water", "freq": ("daily",), "polarity": "build",
                             "target": {"amount": 8, "unit": "glass"}}],
                 "marks": [("~water", TODAY, "partial", 3)]}),

    # src: https://github.com/daya0576/beaverhabits/issues/147
    dict(id="zi08", cat="multi",
         setup=[H("Running", ("weekly", 3)), H("Physio exercises")],
         turns=["tweaked my knee on the stairs so no run today, can you skip it, but i did do my "
                "physio exercises"],
         expect={"count": 2,
                 "marks": [("Running", TODAY, "skipped"), ("Physio exercises", TODAY, "done")]}),

    # src: https://github.com/iSoron/uhabits/issues/251
    dict(id="zi09", cat="correct",
         setup=[H("Stretch")],
         turns=["can you remind me to stretch at 7 in the morning, no actually make it 7:30, but only "
                "on weekdays"],
         expect={"count": 1,
                 "habits": [{"name": "Stretch", "freq": ("daily",)}],
                 "reminders": [("Stretch", "07:30", "mon tue wed thu fri")],
                 "nomarks": [("Stretch", TODAY)]}),

    dict(id="zi10", cat="robust",
         setup=[H("Meditation"), H("Journaling"), H("Push-ups")],
         turns=["meditatted and jounralled this morning, also did my pushups, feeling v smug"],
         expect={"count": 3,
                 "marks": [("Meditation", TODAY, "done"), ("Journaling", TODAY, "done"),
                           ("Push-ups", TODAY, "done")]}),

    # --- chatter that must change nothing ----------------------------------------------------
    dict(id="zi11", cat="safety",
         setup=[H("Running", ("weekly", 3)), H("Read", marks=[(MON, "done")])],
         turns=["long week already and it's only wednesday. my sister's moving house on saturday so "
                "i'll be hauling boxes all day, and my husband's started running again which is nice "
                "to see tbh"],
         expect={"unchanged": True}),

    # src: https://github.com/iSoron/uhabits/issues/601
    dict(id="zi12", cat="multi",
         setup=[H("Meditate"), H("Cycling", ("weekly", 3))],
         turns=["away for work thursday and friday, won't have a bike there so skip cycling those days. "
                "i'll still meditate tho, already did today's"],
         expect={"count": 2,
                 "habits": [{"name": "Cycling", "freq": ("weekly", 3)}, {"name": "Meditate", "freq": ("daily",)}],
                 "marks": [("Meditate", TODAY, "done")],
                 "notdone": [("Cycling", TOMORROW), ("Cycling", NEXT_FRI), ("Cycling", TODAY)],
                 "nomarks": [("Meditate", TOMORROW), ("Meditate", NEXT_FRI)]}),

    # --- edits said in passing ------------------------------------------------------------------
    # src: https://github.com/iSoron/uhabits/issues/270
    dict(id="zi13", cat="edit",
         setup=[H("Water the plants", ("weekly", 1))],
         turns=["it's getting warmer so the plants need waterng more often, change that one to every 3 "
                "days, oh and rename it to just plants while you're at it"],
         expect={"count": 1,
                 "habits": [{"name": "Plants", "freq": ("interval", 3)}]}),

    # src: http://www.denaharris.com/blog/2008/5/26/daily-must-dos.html
    dict(id="zi14", cat="correct",
         setup=[],
         turns=["add running 5 times a week, and yoga, ideally 3 times a week but honestly i've only "
                "been managing 2 so put it down as 2"],
         expect={"count": 2,
                 "habits": [{"name": ["Running", "Run", "Go running"], "freq": ("weekly", 5)},
                            {"name": ["Yoga", "Do yoga"], "freq": ("weekly", 2)}]}),

    dict(id="zi15", cat="multi",
         setup=[],
         turns=["add two things for me: stretching every morning and calling my mum on sundays"],
         expect={"count": 2,
                 "habits": [{"name": "~stretch", "freq": ("daily",)},
                            {"name": "~mum", "freq": ("days", "sun")}]}),

    dict(id="zi16", cat="query",
         setup=[H("Read", marks=[(MON, "done")]), H("Gym", ("weekly", 3), marks=[(MON, "done")])],
         turns=["how am i doing this week? feels like i've been slacking on everything tbh, haven't "
                "read since monday"],
         expect={"unchanged": True}),

    dict(id="zi17", cat="group",
         setup=[H("Guitar", group="Creative"), H("Drawing", group="Creative")],
         turns=["did a bit of drawing at lunch yesterday and then guitar in the evening, proper creative "
                "day lol"],
         expect={"count": 2,
                 "groups": [{"name": "Creative", "members": ["Guitar", "Drawing"]}],
                 "marks": [("Drawing", YESTERDAY, "done"), ("Guitar", YESTERDAY, "done")],
                 "nomarks": [("Drawing", TODAY), ("Guitar", TODAY)]}),

    # src: https://github.com/shub39/Grit/issues/219
    dict(id="zi18", cat="multi",
         setup=[H("Take meds")],
         turns=["can you remind me about my meds at 8am, 4pm and 10pm, i keep missing the afternoon one"],
         expect={"count": 1,
                 "reminders": [("Take meds", "08:00"), ("Take meds", "16:00"), ("Take meds", "22:00")],
                 "nomarks": [("Take meds", TODAY)]}),

    # src: https://github.com/tasks/tasks/issues/1010
    dict(id="zi19", cat="correct",
         setup=[H("Gym", ("weekly", 3)), H("Swimming", ("weekly", 2))],
         turns=["went to the gym this morning",
                "sorry wrong one, i meant swimming not the gym, gym's tomorrow"],
         expect={"count": 2,
                 "marks": [("Swimming", TODAY, "done")],
                 "notdone": [("Gym", TODAY)],
                 "nomarks": [("Gym", TOMORROW)]}),

    # src: https://www.rememberthemilk.com/forums/tips/18490/
    dict(id="zi20", cat="log",
         setup=[H("Omega 3"), H("Meditate")],
         turns=["yesterday i took my omega 3 before dinner but skipped meditating, ended up watching "
                "friends reruns instead lol"],
         expect={"count": 2,
                 "marks": [("Omega 3", YESTERDAY, "done")],
                 "notdone": [("Meditate", YESTERDAY)],
                 "nomarks": [("Omega 3", TODAY), ("Meditate", TODAY)]}),

    # src: https://github.com/iSoron/uhabits/issues/88
    dict(id="zi21", cat="dates",
         setup=[H("Pilates", ("weekly", 2)), H("Read")],
         turns=["forgot to log last week's stuff: pilates thursday and friday, and i even read after the "
                "birthday party on saturday, bit tipsy but it counts"],
         expect={"count": 2,
                 "habits": [{"name": "Pilates", "freq": ("weekly", 2)}, {"name": "Read", "freq": ("daily",)}],
                 "marks": [("Pilates", THU, "done"), ("Pilates", FRI, "done"), ("Read", SAT, "done")],
                 "nomarks": [("Pilates", TODAY), ("Read", TODAY)]}),

    dict(id="zi22", cat="avoid",
         setup=[H("Sweets", polarity="avoid"), H("Walk")],
         turns=["confesion: ate a whole bag of sweets on sunday watching the match. been good since then "
                "though"],
         expect={"count": 2,
                 "marks": [("Sweets", SUN, "slipped")],
                 "nomarks": [("Walk", SUN), ("Sweets", TODAY)]}),

    dict(id="zi23", cat="safety",
         setup=[H("Gym", ("weekly", 3)), H("Running", ("weekly", 2))],
         turns=["can you text my trainer that i'm running late and book me a massage for friday, my back "
                "is wrecked"],
         expect={"unchanged": True}),

    # src: https://github.com/wakatara/harsh/issues/24
    dict(id="zi24", cat="multi",
         setup=[H("Running", ("weekly", 3))],
         turns=["did a 5k run yesterday, and can you add gym too, 6 times a week"],
         expect={"count": 2,
                 "habits": [{"name": "Running", "freq": ("weekly", 3)},
                            {"name": ["Gym", "Go to the gym", "Go to gym"], "freq": ("weekly", 6)}],
                 "marks": [("Running", YESTERDAY, "done")],
                 "nomarks": [("Running", TODAY)]}),

    dict(id="zi25", cat="log",
         setup=[H("Evening walk with the dog"), H("Read before bed")],
         turns=["last night i walked the dog and did my bedtime reading, both done"],
         expect={"count": 2,
                 "marks": [("Evening walk with the dog", YESTERDAY, "done"),
                           ("Read before bed", YESTERDAY, "done")],
                 "nomarks": [("Evening walk with the dog", TODAY), ("Read before bed", TODAY)]}),

    dict(id="zi26", cat="slots",
         setup=[H("Morning run"), H("Evening run")],
         turns=["quick one, did my run, in a rush sorry", "the morning one"],
         expect={"count": 2,
                 "marks": [("Morning run", TODAY, "done")],
                 "nomarks": [("Evening run", TODAY)]}),

    # src: http://www.kevinhabits.com/my-daily-habits-checklist-september-5-september-18/
    dict(id="zi27", cat="safety",
         setup=[H("Run", ("weekly", 3)), H("Read"), H("Meditate")],
         turns=["monday i was hungover and kind of sick and basically took the day off lol"],
         expect={"count": 3,
                 "notdone": [("Run", MON), ("Read", MON), ("Meditate", MON)],
                 "nomarks": [("Run", TODAY), ("Read", TODAY), ("Meditate", TODAY)]}),

    dict(id="zi28", cat="correct",
         setup=[H("Squats"), H("Plank")],
         turns=["did my squats, i mean planks, squats i'll do after lunch"],
         expect={"count": 2,
                 "marks": [("Plank", TODAY, "done")],
                 "nomarks": [("Squats", TODAY)]}),

    dict(id="zi29", cat="tier",
         setup=[H("Flossing"), H("Read")],
         turns=["make flossing optional, it's more of a nice to have tbh, and put reading at the top of "
                "my list"],
         expect={"count": 2,
                 "habits": [{"name": "Flossing", "tier": "nice", "freq": ("daily",)},
                            {"name": "Read", "tier": "must", "freq": ("daily",)}]}),

    dict(id="zi30", cat="edit",
         setup=[H("Cold showers", marks=[(FRI, "done"), (SAT, "done")])],
         turns=["i'm done with the cold showers thing, archive it, don't delete it, i want to keep the "
                "history"],
         expect={"count": 1,
                 "habits": [{"name": "Cold showers", "archived": True}],
                 "marks": [("Cold showers", FRI, "done"), ("Cold showers", SAT, "done")]}),

    # src: https://github.com/iSoron/uhabits/issues/281
    dict(id="zi31", cat="slots",
         setup=[],
         turns=["add a 30 min walk, most days if i can manage it", "5 days a week"],
         expect={"count": 1,
                 "habits": [{"name": "~walk", "freq": ("weekly", 5), "polarity": "build"}],
                 "maxlen": 30}),

    dict(id="zi32", cat="dates",
         setup=[H("Crossword")],
         turns=["did the crossword 3 days ago and i think the other day too but can't remember which day"],
         expect={"count": 1,
                 "marks": [("Crossword", SUN, "done")],
                 "nomarks": [("Crossword", TODAY)]}),

    dict(id="zi33", cat="safety",
         setup=[H("Gym", ("weekly", 3))],
         turns=["honestly feel like giving up on all this, i keep telling myself i'll go to the gym and "
                "then i just don't"],
         expect={"unchanged": True}),

    dict(id="zi34", cat="safety",
         setup=[H("Gym", ("weekly", 3))],
         turns=["log gym for tomorrow since i won't have time to message you, i'm going first thing"],
         expect={"unchanged": True}),

    # src: http://www.kevinhabits.com/my-daily-habits-checklist-september-5-september-18/
    dict(id="zi35", cat="edit",
         setup=[H("Back exercises"), H("Neck exercises")],
         turns=["rename back exercises to stretching, i do my neck ones in the same session now anyway"],
         expect={"count": 2,
                 "habits": [{"name": "Stretching", "freq": ("daily",)},
                            {"name": "Neck exercises", "freq": ("daily",)}]}),

    dict(id="zi36", cat="avoid",
         setup=[],
         turns=["my doctor says i need to cut back on coffee, can you add it as something to avoid, max 2 a day"],
         expect={"count": 1,
                 "habits": [{"name": "~coffee", "polarity": "avoid", "freq": ("daily",),
                             "target": {"amount": 2}}]}),

    dict(id="zi37", cat="log",
         setup=[],
         turns=["add reading, 20 pages a day",
                "read 8 pages on the bus this morning and then another 5 while waiting for my coffee"],
         expect={"count": 1,
                 "habits": [{"name": "~read", "freq": ("daily",), "target": {"amount": 20, "unit": "page"}}],
                 "marks": [("~read", TODAY, "partial", 13)]}),

    dict(id="zi38", cat="correct",
         setup=[H("Gym", ("weekly", 3))],
         turns=["add a habit for stretching", "eh never mind, i already stretch at the gym anyway"],
         expect={"unchanged": True}),

    dict(id="zi39", cat="dates",
         setup=[H("Meditation", ("days", "mon wed fri"))],
         turns=["meditated monday, tuesday and this morning, even tho tuesday's not one of my days"],
         expect={"count": 1,
                 "habits": [{"name": "Meditation", "freq": ("days", "mon wed fri")}],
                 "marks": [("Meditation", MON, "done"), ("Meditation", YESTERDAY, "done"),
                           ("Meditation", TODAY, "done")]}),

    dict(id="zi40", cat="dates",
         setup=[H("Gym", ("weekly", 3)), H("Swim", ("weekly", 2))],
         turns=["tuesday i did both workouts, gym in the morning and a swim after work, so today's a rest day"],
         expect={"count": 2,
                 "habits": [{"name": "Gym", "freq": ("weekly", 3)}, {"name": "Swim", "freq": ("weekly", 2)}],
                 "marks": [("Gym", YESTERDAY, "done"), ("Swim", YESTERDAY, "done")],
                 "notdone": [("Gym", TODAY), ("Swim", TODAY)]}),
]
