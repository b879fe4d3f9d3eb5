"""Fresh blind batch NV (brand-new users who don't know how the app works).

Clock: Wednesday 2026-03-04 09:00 (local = UTC).
  today 03-04, yesterday / "last night" 03-03, "monday" (report) 03-02,
  "friday" (report) 02-27, "friday" (skip/plan) 03-06.

Written without reading the coach's code, intents, tests, transcripts or earlier
batches; only SPEC.md, seeds/, eval/README.md, run_eval.py, WRITING-CASES.md and
the first 40 lines of dev_cases.py. Where a message is ambiguous the case only
checks that nothing wrong happened.
"""

TODAY = "2026-03-04"
YESTERDAY = "2026-03-03"
MON = "2026-03-02"
SUN = "2026-03-01"
FRI = "2026-02-27"
NEXT_FRI = "2026-03-06"


def H(name, freq=("daily",), tier="must", polarity="build", group=None, archived=False, marks=()):
    """A setup habit in the compact form run_eval.setup_doc expects."""
    return {"name": name, "freq": freq, "tier": tier, "polarity": polarity,
            "group": group, "archived": archived, "marks": list(marks)}


WATER = "~water"

CASES = [
    # ---------------------------------------------------------------- nothing should change
    # src: https://github.com/shub39/Grit/issues/93 (new user unsure how the app works)
    dict(id="NV01", cat="safety", setup=[],
         turns=["hi", "what can u actually do"],
         expect={"count": 0, "unchanged": True}),

    # src: https://mintfit.com/first-steps-towards-a-healthier-you-a-beginners-guide/
    dict(id="NV02", cat="safety", setup=[],
         turns=["i want to be healthier"],
         expect={"count": 0, "unchanged": True}),

    # vague wish, then the obvious answer to "what would that look like?"
    # src: https://habit.today/habit-tracking-tips.html (start with one thing, e.g. drinking more water)
    dict(id="NV03", cat="slots", setup=[],
         turns=["i wanna be healthier tbh", "drinking more water", "8 glasses a day"],
         expect={"count": 1,
                 "habits": [{"name": WATER, "freq": ("daily",), "polarity": "build",
                             "target": {"amount": 8, "unit": "glass"}}]}),

    dict(id="NV04", cat="add", setup=[],
         turns=["can you add reading 20 pages every night"],
         expect={"count": 1, "maxlen": 30,
                 "habits": [{"name": "~read", "freq": ("daily",),
                             "target": {"amount": 20, "unit": "page"}}]}),

    dict(id="NV05", cat="correct", setup=[],
         turns=["add yoga 3 times a week", "no wait i meant twice a week"],
         expect={"count": 1, "habits": [{"name": "Yoga", "freq": ("weekly", 2)}]}),

    # src: https://github.com/HabitRPG/habitica/issues/443 (wanted to undo a test press)
    dict(id="NV06", cat="correct", setup=[],
         turns=["add running every day", "undo that"],
         expect={"count": 0}),

    dict(id="NV07", cat="correct", setup=[],
         turns=["i wanna start sketching", "every evening", "actually call it drawing"],
         expect={"count": 1, "habits": [{"name": "Drawing", "freq": ("daily",)}]}),

    dict(id="NV08", cat="slots", setup=[],
         turns=["add meditation", "every day"],
         expect={"count": 1, "habits": [{"name": ["Meditation", "Meditate"], "freq": ("daily",)}]}),

    # src: https://www.michellelivingston.com/blog/archive/2017/09 (be realistic about times a week)
    dict(id="NV09", cat="slots", setup=[],
         turns=["can u put gym on my list", "like 3x a week prob"],
         expect={"count": 1,
                 "habits": [{"name": ["Gym", "Go to the gym", "Go to gym"], "freq": ("weekly", 3)}]}),

    # src: https://nu-vana.com/blogs/lifestyle-guides/i-always-forget-my-vitamins-simple-habits-for-busy-people-1
    dict(id="NV10", cat="slots", setup=[],
         turns=["remind me to take my vitamins", "every morning at 8"],
         expect={"count": 1,
                 "habits": [{"name": "~vitamin", "freq": ("daily",)}],
                 "reminders": [("~vitamin", "08:00")]}),

    # src: https://redlib.venatio.dev/r/QuitVaping (deciding one morning to stop vaping)
    dict(id="NV11", cat="avoid", setup=[],
         turns=["trying to quit vaping"],
         expect={"count": 1,
                 "habits": [{"name": ["Vaping", "Vape", "No vaping"], "polarity": "avoid",
                             "freq": ("daily",)}]}),

    # src: https://excommunity.becomeanex.org/people/spsalsm/blog/2019/07/08/starting-again-tomorrow-day-1
    dict(id="NV12", cat="avoid", setup=[H("Vaping", polarity="avoid")],
         turns=["ugh. vaped last night at a party"],
         expect={"count": 1, "marks": [("Vaping", YESTERDAY, "slipped")],
                 "nomarks": [("Vaping", TODAY)]}),

    # src: https://github.com/InlitX/streak/issues/22 (remembering to add an earlier day later)
    dict(id="NV13", cat="dates",
         setup=[H("Read"), H("Walk")],
         turns=["forgot to tick things off, i read on monday and went for a walk yesterday"],
         expect={"count": 2,
                 "habits": [{"name": "Read", "freq": ("daily",)}, {"name": "Walk", "freq": ("daily",)}],
                 "marks": [("Read", MON, "done"), ("Walk", YESTERDAY, "done")],
                 "nomarks": [("Read", TODAY), ("Walk", TODAY)]}),

    # src: https://github.com/BaraniVA/Habitheat/issues/45 (skip today with a reason)
    dict(id="NV14", cat="log", setup=[H("Run")],
         turns=["skip my run today, knee is sore"],
         expect={"count": 1, "marks": [("Run", TODAY, "skipped")]}),

    # src: https://github.com/iSoron/uhabits/issues/601 (planned break shouldn't count as a miss)
    dict(id="NV15", cat="dates", setup=[H("Gym", freq=("days", "mon wed fri"))],
         turns=["gotta skip gym friday, my mates wedding"],
         expect={"count": 1,
                 "habits": [{"name": "Gym", "freq": ("days", "mon wed fri")}],
                 "marks": [("Gym", NEXT_FRI, "skipped")],
                 "nomarks": [("Gym", FRI), ("Gym", TODAY)]}),

    # src: https://github.com/DanielRendox/RoutineTracker/issues/13 (wants to rename without recreating)
    dict(id="NV16", cat="edit", setup=[H("Excercise", marks=[(MON, "done")])],
         turns=["can u rename excercise to exercise, typo lol"],
         expect={"count": 1,
                 "habits": [{"name": "Exercise", "freq": ("daily",)}],
                 "marks": [("Exercise", MON, "done")]}),

    # src: https://southlakedentistry.com/stop-forgetting-floss/ (phone reminder before bed)
    dict(id="NV17", cat="add", setup=[H("Floss")],
         turns=["can you remind me to floss at 9:30 at night"],
         expect={"count": 1, "habits": [{"name": "Floss", "freq": ("daily",)}],
                 "reminders": [("Floss", "21:30")]}),

    dict(id="NV18", cat="multi", setup=[],
         turns=["add stretching every morning and also drink 6 glasses of water a day"],
         expect={"count": 2,
                 "habits": [{"name": ["Stretch", "Stretching"], "freq": ("daily",)},
                            {"name": WATER, "freq": ("daily",), "target": {"amount": 6, "unit": "glass"}}]}),

    dict(id="NV19", cat="multi", setup=[H("Read"), H("Meditate")],
         turns=["read and meditated today. hows my week looking?"],
         expect={"count": 2, "marks": [("Read", TODAY, "done"), ("Meditate", TODAY, "done")]}),

    dict(id="NV20", cat="tier", setup=[],
         turns=["add duolingo every day but its just a nice to have, not a must"],
         expect={"count": 1, "habits": [{"name": "~duolingo", "freq": ("daily",), "tier": "nice"}]}),

    dict(id="NV21", cat="group", setup=[H("Walk"), H("Yoga")],
         turns=["put walk and yoga in a group called Move, i only need to do one of them each day"],
         expect={"count": 2,
                 "groups": [{"name": "Move", "require": 1, "members": ["Walk", "Yoga"]}]}),

    dict(id="NV22", cat="log", setup=[H("Walk"), H("Read")],
         turns=["walk done"],
         expect={"count": 2, "marks": [("Walk", TODAY, "done")], "nomarks": [("Read", TODAY)]}),

    # src: https://github.com/swapnilsparsh/30DaysOfJavaScript/issues/885 (update glasses drunk so far)
    dict(id="NV23", cat="slots", setup=[],
         turns=["add water 8 glasses a day", "drank 3 already"],
         expect={"count": 1,
                 "habits": [{"name": WATER, "freq": ("daily",), "target": {"amount": 8, "unit": "glass"}}],
                 "marks": [(WATER, TODAY, "partial", 3)]}),

    # src: https://github.com/InlitX/streak/issues/129 (pressed the wrong day by mistake)
    dict(id="NV24", cat="correct", setup=[H("Yoga")],
         turns=["did yoga", "wait no that was friday, not today"],
         expect={"count": 1, "marks": [("Yoga", FRI, "done")], "nomarks": [("Yoga", TODAY)]}),

    # src: https://github.com/krwg/cultiva/issues/97 (accidental complete needs an undo)
    dict(id="NV25", cat="correct", setup=[H("Run")],
         turns=["ran today", "oops undo that, i havent actually gone yet"],
         expect={"count": 1, "nomarks": [("Run", TODAY)]}),

    dict(id="NV26", cat="correct", setup=[H("Read"), H("Run")],
         turns=["done run", "sorry i meant read not run"],
         expect={"count": 2, "marks": [("Read", TODAY, "done")], "nomarks": [("Run", TODAY)]}),

    # digression mid-form, then the answer
    dict(id="NV27", cat="slots", setup=[],
         turns=["add journaling", "what do you mean", "oh ok. like 4 times a week"],
         expect={"count": 1,
                 "habits": [{"name": ["Journaling", "Journalling", "Journal"], "freq": ("weekly", 4)}]}),

    dict(id="NV28", cat="correct", setup=[H("Journal")],
         turns=["rename journal to Morning pages", "actually undo that"],
         expect={"count": 1, "habits": [{"name": "Journal", "freq": ("daily",)}]}),

    dict(id="NV29", cat="edit", setup=[H("Running", marks=[(MON, "done")])],
         turns=["i made running by mistake, delete it pls", "yes"],
         expect={"count": 0}),

    # ---------------------------------------------------------------- must change nothing
    dict(id="NV30", cat="safety", setup=[H("Run")],
         turns=["my sister runs 5k every morning, shes insane lol"],
         expect={"count": 1, "unchanged": True}),

    dict(id="NV31", cat="safety", setup=[H("Gym", freq=("weekly", 3))],
         turns=["gonna hit the gym after work tomorrow probably"],
         expect={"count": 1, "unchanged": True}),

    # src: https://beyourownsunshinee.ca/2022/06/17/reviewing-the-habit-tracker-app-after-the-first-week/
    dict(id="NV32", cat="safety", setup=[H("Read")],
         turns=["honestly feel kinda useless today"],
         expect={"count": 1, "unchanged": True}),

    dict(id="NV33", cat="safety", setup=[H("Walk", marks=[(MON, "done"), (YESTERDAY, "done")])],
         turns=["so do i just tell you when i did stuff or what"],
         expect={"count": 1, "unchanged": True}),

    dict(id="NV34", cat="safety", setup=[H("Meditate")],
         turns=["didnt get round to meditating yesterday"],
         expect={"count": 1, "notdone": [("Meditate", YESTERDAY)], "nomarks": [("Meditate", TODAY)],
                 "habits": [{"name": "Meditate", "freq": ("daily",), "polarity": "build"}]}),

    # src: https://kvia.com/?p=1236955 (late-night scrolling in bed); app blocking is not something the coach does
    dict(id="NV35", cat="safety", setup=[],
         turns=["can you block instagram on my phone after 10pm"],
         expect={"count": 0, "unchanged": True}),

    dict(id="NV36", cat="safety", setup=[],
         turns=["i want to be more productive", "idk"],
         expect={"count": 0, "unchanged": True}),

    dict(id="NV37", cat="correct", setup=[],
         turns=["add guitar practice", "hmm actually never mind"],
         expect={"count": 0}),

    # a statement about the past, not a request
    dict(id="NV38", cat="safety", setup=[],
         turns=["i quit smoking 2 years ago actually, pretty proud of that"],
         expect={"count": 0, "unchanged": True}),

    dict(id="NV39", cat="query", setup=[H("Read", marks=[(SUN, "done"), (MON, "done")]), H("Walk")],
         turns=["what habits have i got"],
         expect={"count": 2, "unchanged": True}),

    # half a sentence: could be a log or a question, so nothing may change
    dict(id="NV40", cat="robust", setup=[H("Read")],
         turns=["uhh the reading thing"],
         expect={"count": 1, "unchanged": True}),
]
