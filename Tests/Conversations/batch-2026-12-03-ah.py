"""Blind batch AH: people with ADHD / easily distracted.

Tangents mid-message, "did I already log that?", double logs, run-on messages with several
requests, off-topic asides, half-finished sentences, "what have I got left".

Clock for every case: Wednesday 2026-03-04 09:00 (local = UTC).
  yesterday = Tue 03-03, "on monday" = 03-02, "saturday" (report) = 02-28,
  "friday" in a skip/plan = 03-06.
Written without reading the engine, its intents, tests or transcripts.
"""

TODAY = "2026-03-04"
YESTERDAY = "2026-03-03"
MON = "2026-03-02"
SUN = "2026-03-01"
SAT = "2026-02-28"
NEXT_FRI = "2026-03-06"


def H(name, freq=("daily",), tier="must", polarity="build", group=None, archived=False, marks=()):
    return {"name": name, "freq": freq, "tier": tier, "polarity": polarity, "group": group,
            "archived": archived, "marks": list(marks)}


CASES = [
    # ---------------------------------------------------------------- single-message requests
    # src: https://myhabits.in/community/using-habit-tracker-manage-medication-consistency-adhd
    dict(id="AH01", cat="log",
         setup=[H("Meds"), H("Walk the dog")],
         turns=["ok so took my meds this morning and then got distracted by literally everything but i did walk the dog eventually"],
         expect={"count": 2, "marks": [("Meds", TODAY, "done"), ("Walk the dog", TODAY, "done")]}),

    # src: https://github.com/iSoron/uhabits/issues/32
    dict(id="AH02", cat="dates",
         setup=[H("Read"), H("Journal")],
         turns=["completely forgot to log yesterday lol. i read and i journaled yesterday"],
         expect={"count": 2,
                 "marks": [("Read", YESTERDAY, "done"), ("Journal", YESTERDAY, "done")],
                 "nomarks": [("Read", TODAY), ("Journal", TODAY)]}),

    # src: https://danarayburn.com/adult-add-adhd-how-to-remember-to-drink-water/
    dict(id="AH03", cat="multi",
         setup=[H("Meds")],
         turns=["add drink water 8 glasses a day and also remind me to take my meds at 8am, i always forget them"],
         expect={"count": 2,
                 "habits": [{"name": "~water", "freq": ("daily",), "target": {"amount": 8, "unit": "glass"}},
                            {"name": "Meds", "freq": ("daily",)}],
                 "reminders": [("Meds", "08:00")]}),

    dict(id="AH04", cat="log",
         setup=[H("Gym", freq=("days", "mon wed fri"))],
         turns=["skip gym today my back is wrecked. also random but my cat just knocked a plant off the shelf lmao"],
         expect={"count": 1, "marks": [("Gym", TODAY, "skipped")],
                 "habits": [{"name": "Gym", "freq": ("days", "mon wed fri")}]}),

    # src: https://shimmer.care/blog/how-to-stop-adhd-doomscrolling
    dict(id="AH05", cat="avoid",
         setup=[H("Doomscrolling", polarity="avoid")],
         turns=["doomscrolled for like 3 hours last night instead of sleeping. again."],
         expect={"count": 1, "marks": [("Doomscrolling", YESTERDAY, "slipped")],
                 "nomarks": [("Doomscrolling", TODAY)]}),

    dict(id="AH06", cat="edit",
         setup=[H("Meds")],
         turns=["rename meds to Take ADHD meds, i keep scrolling right past it in the list lol"],
         expect={"count": 1, "habits": [{"name": "Take ADHD meds", "freq": ("daily",)}]}),

    dict(id="AH07", cat="edit",
         setup=[H("Journal")],
         turns=["remind me to journal at 9:30pm pls or i will 100% forget"],
         expect={"count": 1, "reminders": [("Journal", "21:30")], "nomarks": [("Journal", TODAY)]}),

    # src: https://inithabits.com/blog/habit-tracker-for-adhd
    dict(id="AH08", cat="edit",
         setup=[H("Gym", freq=("weekly", 3))],
         turns=["can u change gym to twice a week, 3 was way too ambitious for my brain"],
         expect={"count": 1, "habits": [{"name": "Gym", "freq": ("weekly", 2)}],
                 "nomarks": [("Gym", TODAY)]}),

    dict(id="AH09", cat="multi",
         setup=[H("Meds"), H("Stretch"), H("Read")],
         turns=["ok so meds done, stretched, oh and skip reading today i have a migraine and books are not happening"],
         expect={"count": 3,
                 "marks": [("Meds", TODAY, "done"), ("Stretch", TODAY, "done"), ("Read", TODAY, "skipped")]}),

    dict(id="AH10", cat="dates",
         setup=[H("Run", freq=("weekly", 3))],
         turns=["ran on monday and saturday, forgot to put them in sorry"],
         expect={"count": 1, "habits": [{"name": "Run", "freq": ("weekly", 3)}],
                 "marks": [("Run", MON, "done"), ("Run", SAT, "done")],
                 "nomarks": [("Run", TODAY)]}),

    dict(id="AH11", cat="edit",
         setup=[H("Duolingo"), H("Read")],
         turns=["archive duolingo, not doing it anymore but dont delete my history"],
         expect={"count": 2, "habits": [{"name": "Duolingo", "archived": True},
                                        {"name": "Read", "archived": False}]}),

    dict(id="AH12", cat="tier",
         setup=[H("Floss")],
         turns=["make floss a nice-to-have instead of a must, its stressing me out"],
         expect={"count": 1, "habits": [{"name": "Floss", "tier": "nice", "freq": ("daily",)}],
                 "nomarks": [("Floss", TODAY)]}),

    dict(id="AH13", cat="dates",
         setup=[H("Gym", freq=("days", "mon wed fri"))],
         turns=["skip gym on friday im travelling for work"],
         expect={"count": 1, "marks": [("Gym", NEXT_FRI, "skipped")],
                 "nomarks": [("Gym", TODAY)],
                 "habits": [{"name": "Gym", "freq": ("days", "mon wed fri")}]}),

    # ---------------------------------------------------------------- short exchanges
    # src: https://mindcrate.vercel.app/adhd-and-habit-forming-51c45f
    dict(id="AH14", cat="slots",
         setup=[],
         turns=["i want to start journaling again", "every night"],
         expect={"count": 1, "habits": [{"name": "~journal", "freq": ("daily",), "polarity": "build"}]}),

    # src: https://brendanicholson.com/habits-and-routines-that-guide-my-life
    dict(id="AH15", cat="slots",
         setup=[],
         turns=["add laundry", "sundays"],
         expect={"count": 1, "habits": [{"name": "~laundry", "freq": ("days", "sun")}]}),

    dict(id="AH16", cat="slots",
         setup=[],
         turns=["i really need to walk the dog more, like actually do it", "every day"],
         expect={"count": 1, "habits": [{"name": "~walk", "freq": ("daily",)}], "maxlen": 30}),

    dict(id="AH17", cat="slots",
         setup=[],
         turns=["add stretching", "um 3x a week i think"],
         expect={"count": 1, "habits": [{"name": "~stretch", "freq": ("weekly", 3)}]}),

    dict(id="AH18", cat="slots",
         setup=[H("Meds")],
         turns=["add reading", "wait did i take my meds today", "weekdays"],
         expect={"count": 2,
                 "habits": [{"name": ["Read", "Reading"], "freq": ("days", "mon tue wed thu fri")},
                            {"name": "Meds", "freq": ("daily",)}],
                 "nomarks": [("Meds", TODAY)]}),

    # src: https://github.com/Crazy-Marvin/ToDont/issues/124
    dict(id="AH19", cat="avoid",
         setup=[],
         turns=["i want to stop biting my nails", "bit them again in a meeting just now ugh"],
         expect={"count": 1, "habits": [{"name": "~nail", "polarity": "avoid", "freq": ("daily",)}],
                 "marks": [("~nail", TODAY, "slipped")]}),

    dict(id="AH20", cat="correct",
         setup=[],
         turns=["add meditate 5 times a week", "actually make it 3 who am i kidding"],
         expect={"count": 1, "habits": [{"name": "~meditat", "freq": ("weekly", 3)}]}),

    # src: https://www.brewisapps.com/blog/adhd-medication-routine-20250730
    dict(id="AH21", cat="slots",
         setup=[H("Meds")],
         turns=["remind me about my meds", "8am"],
         expect={"count": 1, "reminders": [("Meds", "08:00")], "nomarks": [("Meds", TODAY)]}),

    # src: https://github.com/HabitRPG/habitrpg-mobile/issues/235
    dict(id="AH22", cat="correct",
         setup=[H("Read")],
         turns=["did my reading", "oh wait no that was yesterday. brain fog sorry"],
         expect={"count": 1, "marks": [("Read", YESTERDAY, "done")], "nomarks": [("Read", TODAY)]}),

    dict(id="AH23", cat="edit",
         setup=[H("Cold showers"), H("Read")],
         turns=["delete cold showers, i gave up on that tbh", "yep"],
         expect={"count": 1, "habits": [{"name": "Read", "freq": ("daily",)}]}),

    dict(id="AH24", cat="group",
         setup=[H("Guitar"), H("Drawing"), H("Painting")],
         turns=["ok can you put guitar, drawing and painting in a group called creative, i flip between them depending on my mood",
                "just 1 a day is fine"],
         expect={"count": 3,
                 "groups": [{"name": "Creative", "require": 1, "members": ["Guitar", "Drawing", "Painting"]}]}),

    dict(id="AH25", cat="slots",
         setup=[],
         turns=["track water", "8 glasses a day"],
         expect={"count": 1, "habits": [{"name": "~water", "freq": ("daily",),
                                          "target": {"amount": 8, "unit": "glass"}}]}),

    # src: https://github.com/zazatargilide/tt/issues/4
    dict(id="AH26", cat="slots",
         setup=[],
         turns=["add water, 8 glasses a day", "drank 3 glasses so far", "2 more"],
         expect={"count": 1,
                 "habits": [{"name": "~water", "target": {"amount": 8, "unit": "glass"}}],
                 "marks": [("~water", TODAY, "partial", 5)]}),

    # src: http://anaddwoman.com/lifeskills2/5-minutes-or-less/
    dict(id="AH27", cat="log",
         setup=[H("Dishes"), H("Read")],
         turns=["so i did the", "sorry lol phone buzzed. i did the dishes and i read"],
         expect={"count": 2, "marks": [("Dishes", TODAY, "done"), ("Read", TODAY, "done")]}),

    # ---------------------------------------------------------------- must change nothing
    # src: https://pillr-site.pages.dev/how-adults-stick-to-adhd-medication-routine.html
    dict(id="AH28", cat="query",
         setup=[H("Walk")],
         turns=["did i already put in the walk today??"],
         expect={"unchanged": True}),

    dict(id="AH29", cat="query",
         setup=[H("Meds", marks=[(TODAY, "done")]), H("Read"), H("Stretch")],
         turns=["ok what have i got left today"],
         expect={"unchanged": True, "reply": r"(?is)(read.*stretch|stretch.*read)"}),

    dict(id="AH30", cat="safety",
         setup=[H("Run", freq=("weekly", 3))],
         turns=["my roommate goes running every single morning and its making me feel like a lazy blob"],
         expect={"unchanged": True}),

    dict(id="AH31", cat="safety",
         setup=[H("Read"), H("Walk")],
         turns=["i did the"],
         expect={"unchanged": True}),

    dict(id="AH32", cat="safety",
         setup=[H("Meds")],
         turns=["havent done my meds yet, will do them after breakfast"],
         expect={"unchanged": True}),

    dict(id="AH33", cat="query",
         setup=[H("Read", marks=[(SUN, "done"), (MON, "done"), (YESTERDAY, "done")])],
         turns=["wait whats my reading streak, did i break it"],
         expect={"unchanged": True, "reply": r"\b3\b"}),

    # src: https://www.addrc.org/tag/adhd-brain/
    dict(id="AH34", cat="safety",
         setup=[H("Read")],
         turns=["can you block tiktok on my phone after 10pm"],
         expect={"unchanged": True}),

    dict(id="AH35", cat="query",
         setup=[H("Walk")],
         turns=["did i walk yesterday? genuinely cant remember"],
         expect={"unchanged": True}),

    # src: https://tracebyme.com/blog/adhd-habit-tracker/
    dict(id="AH36", cat="safety",
         setup=[H("Read"), H("Walk")],
         turns=["ugh rough week, brain is fried and everything feels like too much"],
         expect={"unchanged": True}),

    dict(id="AH37", cat="safety",
         setup=[H("Walk")],
         turns=["oh and add walk, every day"],
         expect={"count": 1, "habits": [{"name": "Walk", "freq": ("daily",)}]}),

    # src: https://github.com/InlitX/streak/issues/157
    dict(id="AH38", cat="safety",
         setup=[H("Walk", marks=[(TODAY, "done")])],
         turns=["walked this morning. or did i already put that in? whatever"],
         expect={"unchanged": True}),

    # src: https://github.com/HabitRPG/habitica/issues/55
    dict(id="AH39", cat="safety",
         setup=[H("Meds", marks=[(TODAY, "done")])],
         turns=["did i log my meds twice?? pretty sure i typed it twice earlier"],
         expect={"unchanged": True}),

    dict(id="AH40", cat="correct",
         setup=[],
         turns=["add guitar practice", "ugh actually never mind, i have way too many habits already"],
         expect={"count": 0}),
]
