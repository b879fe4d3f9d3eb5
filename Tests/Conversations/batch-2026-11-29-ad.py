"""Fresh blind batch "ad": people with ADHD talking to the habit coach.

Scattered messages, tangents, self-corrections mid-message ("wait no, i mean..."), several
requests at once, forgetting what they already set up, asking what they have.

Clock for every case: Wednesday 2026-03-04 09:00 (local = UTC).
  yesterday = Tue 03-03, "monday" in a report = 03-02, "sunday" in a report = 03-01,
  "thursday"/"friday" in a plan or skip = 03-05 / 03-06.

Format as dev_cases.py: id, cat, setup (habits imported first), turns, expect.
A `# src:` comment names the public text a case's wording is paraphrased from.
"""

TODAY = "2026-03-04"
YESTERDAY = "2026-03-03"
MON = "2026-03-02"
SUN = "2026-03-01"
THU_NEXT = "2026-03-05"
FRI_NEXT = "2026-03-06"

WEEKDAYS = "mon tue wed thu fri"


def H(name, freq=("daily",), tier="must", polarity="build", group=None, archived=False, marks=()):
    """A setup habit in the compact form run_eval.setup_doc reads."""
    return {"name": name, "freq": freq, "tier": tier, "polarity": polarity,
            "group": group, "archived": archived, "marks": list(marks)}


CASES = [
    # ---------------------------------------------------------------- single-message requests
    dict(id="ad01", cat="multi",
         setup=[H("Take meds"), H("Walk the dog")],
         turns=["ok so took my meds and walked the dog this morning, oh wait no the dog walk was "
                "yesterday actually lol. today my partner did it"],
         expect={"count": 2,
                 "marks": [("Take meds", TODAY, "done"), ("Walk the dog", YESTERDAY, "done")],
                 "notdone": [("Walk the dog", TODAY)]}),

    # src: https://myhabits.in/community/best-minimalist-habit-tracker-for-adhd-adults-04e451
    dict(id="ad02", cat="multi",
         setup=[],
         turns=["new system time lol. add take meds every morning, drink water every day, and "
                "journaling 3x a week. wait actually make journaling twice a week, 3 is way too ambitious"],
         expect={"count": 3,
                 "habits": [{"name": "~meds", "freq": ("daily",), "polarity": "build"},
                            {"name": "~water", "freq": ("daily",), "polarity": "build"},
                            {"name": "~journal", "freq": ("weekly", 2)}]}),

    # src: https://shimmer.care/blog/how-to-stop-adhd-doomscrolling
    dict(id="ad03", cat="avoid",
         setup=[H("Doomscrolling", polarity="avoid")],
         turns=["doomscrolled in bed til like 2am last night. again. i hate it here"],
         expect={"count": 1,
                 "marks": [("Doomscrolling", YESTERDAY, "slipped")],
                 "habits": [{"name": "Doomscrolling", "polarity": "avoid", "freq": ("daily",)}]}),

    # src: https://github.com/codito/habito/pull/7
    dict(id="ad04", cat="dates",
         setup=[H("Stretch"), H("Read")],
         turns=["ok i forgot to log stuff for days again. stretched monday and tuesday, and read on "
                "sunday i think. thats it"],
         expect={"count": 2,
                 "marks": [("Stretch", MON, "done"), ("Stretch", YESTERDAY, "done"), ("Read", SUN, "done")],
                 "nomarks": [("Stretch", TODAY), ("Read", TODAY)],
                 "habits": [{"name": "Stretch", "freq": ("daily",)}, {"name": "Read", "freq": ("daily",)}]}),

    dict(id="ad05", cat="log",
         setup=[H("Gym", freq=("days", WEEKDAYS))],
         turns=["skip gym friday, dentist and then my sisters birthday thing. oh and thursday too "
                "actually, im working late"],
         expect={"count": 1,
                 "marks": [("Gym", FRI_NEXT, "skipped"), ("Gym", THU_NEXT, "skipped")],
                 "nomarks": [("Gym", TODAY)],
                 "habits": [{"name": "Gym", "freq": ("days", WEEKDAYS)}]}),

    dict(id="ad06", cat="edit",
         setup=[H("Meditate")],
         turns=["can you rename meditate to 'sit quietly'? the word meditate makes me avoid it lol"],
         expect={"count": 1,
                 "habits": [{"name": "Sit quietly", "freq": ("daily",), "polarity": "build"}]}),

    # src: https://myhabits.in/community/how-to-stop-forgetting-to-take-your-adhd-medication-a89def
    dict(id="ad07", cat="edit",
         setup=[H("Take meds")],
         turns=["remnd me to take my meds at 8 every morning. wait no, 8:30, im never up by 8 lol"],
         expect={"count": 1,
                 "reminders": [("Take meds", "08:30")]}),

    dict(id="ad08", cat="add",
         setup=[],
         turns=["can u add drinking more water, 6 glasses a day is the goal"],
         expect={"count": 1,
                 "habits": [{"name": "~water", "freq": ("daily",), "polarity": "build",
                             "target": {"amount": 6, "unit": "glass"}}]}),

    dict(id="ad10", cat="group",
         setup=[H("Guitar"), H("Drawing"), H("Painting")],
         turns=["make a group called creative with guitar, drawing and painting. doing any one of "
                "them on a day counts"],
         expect={"count": 3,
                 "groups": [{"name": "Creative", "require": 1,
                             "members": ["Guitar", "Drawing", "Painting"]}]}),

    dict(id="ad11", cat="tier",
         setup=[H("Floss"), H("Read")],
         turns=["floss can be optional tbh, like a bonus thing. read stays a must do"],
         expect={"count": 2,
                 "habits": [{"name": "Floss", "tier": "nice"}, {"name": "Read", "tier": "must"}]}),

    # src: https://www.lemon8-app.com/@borrowmybrain/7643301003986485774?region=us
    dict(id="ad12", cat="multi",
         setup=[H("Run", freq=("weekly", 3)), H("Yoga"), H("Take meds")],
         turns=["did yoga + took meds (kitchen trick works!!). skipping the run today, my knee feels weird"],
         expect={"count": 3,
                 "marks": [("Yoga", TODAY, "done"), ("Take meds", TODAY, "done"), ("Run", TODAY, "skipped")]}),

    dict(id="ad13", cat="edit",
         setup=[H("Duolingo"), H("Read")],
         turns=["im so done with duolingo, that owl can leave me alone. archive it pls"],
         expect={"count": 2,
                 "habits": [{"name": "Duolingo", "archived": True}, {"name": "Read", "archived": False}]}),

    dict(id="ad19", cat="avoid",
         setup=[],
         turns=["i want to quit late night amazon shopping"],
         expect={"count": 1,
                 "habits": [{"name": "~amazon", "polarity": "avoid", "freq": ("daily",)}]}),

    # src: https://github.com/HabitRPG/habitica/issues/224
    dict(id="ad28", cat="multi",
         setup=[H("Read")],
         turns=["read in bed last night before i passed out. also can u add stretching every morning"],
         expect={"count": 2,
                 "marks": [("Read", YESTERDAY, "done")],
                 "nomarks": [("Read", TODAY)],
                 "habits": [{"name": "Read", "freq": ("daily",)},
                            {"name": "~stretch", "freq": ("daily",), "polarity": "build"}]}),

    dict(id="ad29", cat="correct",
         setup=[H("Read")],
         turns=["change read to 4 times a week instead of every day. no wait make it 5"],
         expect={"count": 1,
                 "habits": [{"name": "Read", "freq": ("weekly", 5)}]}),

    # ---------------------------------------------------------------- answers to the coach
    # src: https://neurospicyfam.com/blog/coffee-does-not-count-as-water
    dict(id="ad09", cat="log",
         setup=[],
         turns=["add drink water, 8 glasses a day",
                "drank 4 glasses so far today, wait no 3. the 4th was coffee lol"],
         expect={"count": 1,
                 "habits": [{"name": "~water", "freq": ("daily",), "target": {"amount": 8, "unit": "glass"}}],
                 "marks": [("~water", TODAY, "partial", 3)]}),

    # src: https://siever.ca/kim/2019/02/23/creating-habits-to-manage-adhd/
    dict(id="ad14", cat="slots",
         setup=[],
         turns=["add taking my vitamin d", "every day obviously lol"],
         expect={"count": 1,
                 "habits": [{"name": "~vitamin", "freq": ("daily",), "polarity": "build"}]}),

    dict(id="ad15", cat="slots",
         setup=[],
         turns=["i wanna start going to the gym", "uhh 3 times a week? maybe 2. no, 3"],
         expect={"count": 1, "maxweekly": 3,
                 "habits": [{"name": "~gym", "freq": ("weekly", 3)}]}),

    dict(id="ad16", cat="slots",
         setup=[],
         turns=["add practising spanish", "weekdays"],
         expect={"count": 1,
                 "habits": [{"name": "~spanish", "freq": ("days", WEEKDAYS)}]}),

    dict(id="ad17", cat="slots",
         setup=[],
         turns=["add yoga", "hmm idk. omg my cat just knocked a plant off the shelf. ok um every other day"],
         expect={"count": 1,
                 "habits": [{"name": ["Yoga", "Do yoga"], "freq": ("interval", 2)}]}),

    dict(id="ad18", cat="slots",
         setup=[],
         turns=["add reading", "20 pages a day"],
         expect={"count": 1,
                 "habits": [{"name": ["Reading", "Read"], "freq": ("daily",),
                             "target": {"amount": 20, "unit": "page"}}]}),

    # src: https://lemdro.id/post/209920?thread=0.1918477.9236246.9236247
    dict(id="ad20", cat="slots",
         setup=[],
         turns=["add eating lunch every day. i literally forget to eat til 4pm", "oh and remind me at 12:30"],
         expect={"count": 1,
                 "habits": [{"name": "~lunch", "freq": ("daily",)}],
                 "reminders": [("~lunch", "12:30")]}),

    dict(id="ad21", cat="correct",
         setup=[],
         turns=["add running twice a week", "wait no i meant walking. running is not happening lol"],
         expect={"count": 1,
                 "habits": [{"name": ["Walking", "Walk", "Go walking", "Walks", "Go for a walk"],
                             "freq": ("weekly", 2)}]}),

    dict(id="ad22", cat="correct",
         setup=[],
         turns=["add cold showers", "actually never mind lmao who am i kidding"],
         expect={"count": 0}),

    dict(id="ad23", cat="group",
         setup=[H("Running", freq=("weekly", 2), group="Exercise"),
                H("Gym", freq=("weekly", 2), group="Exercise")],
         turns=["add swimming once a week", "yeah sure"],
         expect={"count": 3,
                 "habits": [{"name": ["Swimming", "Swim", "Go swimming"], "freq": ("weekly", 1),
                             "group": "Exercise"}]}),

    dict(id="ad24", cat="log",
         setup=[H("Journal"), H("Walk")],
         turns=["finally did the thing!!", "journaling lol"],
         expect={"count": 2,
                 "marks": [("Journal", TODAY, "done")],
                 "notdone": [("Walk", TODAY)]}),

    dict(id="ad25", cat="edit",
         setup=[H("Duolingo"), H("Piano", freq=("weekly", 3))],
         turns=["delete piano, i sold it 😭", "yes"],
         expect={"count": 1,
                 "habits": [{"name": "Duolingo", "archived": False}]}),

    dict(id="ad26", cat="log",
         setup=[H("Morning walk"), H("Evening walk")],
         turns=["did my walk", "the morning one obv"],
         expect={"count": 2,
                 "marks": [("Morning walk", TODAY, "done")],
                 "notdone": [("Evening walk", TODAY)]}),

    dict(id="ad27", cat="correct",
         setup=[H("Read"), H("Floss")],
         turns=["read and flossed last night", "wait no i didnt floss, only read. sorry brain"],
         expect={"count": 2,
                 "marks": [("Read", YESTERDAY, "done")],
                 "notdone": [("Floss", YESTERDAY)],
                 "nomarks": [("Read", TODAY), ("Floss", TODAY)]}),

    # ---------------------------------------------------------------- must change nothing
    # src: https://kabitapp.com/blog/habit-tracker-adhd
    dict(id="ad30", cat="query",
         setup=[H("Take meds"), H("Walk", freq=("weekly", 3)), H("Journal")],
         turns=["wait what habits do i even have?? i set a bunch up at like midnight and forgot lol"],
         expect={"unchanged": True, "reply": r"(?i)journal"}),

    # src: https://github.com/HabitRPG/habitica/issues/55
    dict(id="ad31", cat="query",
         setup=[H("Take meds", marks=[(TODAY, "done")])],
         turns=["did i already log my meds today? i genuinely cant remember if i took them or just "
                "thought about it"],
         expect={"unchanged": True,
                 "reply": r"(?i)(done|yes|already|logged|ticked|completed|took|taken|✓)"}),

    dict(id="ad32", cat="safety",
         setup=[H("Run", freq=("weekly", 3))],
         turns=["my flatmate ran a 10k this morning and i watched from the sofa eating cereal lmao"],
         expect={"unchanged": True}),

    dict(id="ad33", cat="safety",
         setup=[H("Meditate")],
         turns=["didnt meditate yesterday. kept meaning to and then suddenly it was midnight, classic"],
         expect={"count": 1,
                 "notdone": [("Meditate", YESTERDAY)],
                 "nomarks": [("Meditate", TODAY)],
                 "habits": [{"name": "Meditate", "freq": ("daily",)}]}),

    dict(id="ad34", cat="safety",
         setup=[H("Gym", freq=("weekly", 3))],
         turns=["im going to the gym after work today i swear. hold me to it"],
         expect={"unchanged": True}),

    # src: https://www.habitpath.xyz/blog/how-to-choose-the-right-habit-tracker-when-you-have-ADHD
    dict(id="ad35", cat="safety",
         setup=[H("Read"), H("Walk")],
         turns=["ugh the brain fog is so bad today, everything feels like too much"],
         expect={"unchanged": True}),

    # src: https://briefly.co/anchor/Mental_health/story/do-you-have-adhd-and-feel-hooked-to-your-phone
    dict(id="ad36", cat="safety",
         setup=[H("Read")],
         turns=["can you block tiktok on my phone after 10pm, i lose actual hours on it"],
         expect={"unchanged": True}),

    dict(id="ad37", cat="robust",
         setup=[H("Drink water")],
         turns=["oh wait i should add drinking water as a habit!! i always forget to drink"],
         expect={"unchanged": True}),

    dict(id="ad38", cat="query",
         setup=[H("Run", freq=("weekly", 3), marks=[(MON, "done")])],
         turns=["how many runs have i done this week?? honestly cant remember if i even went"],
         expect={"unchanged": True, "reply": r"(?i)\b(1|one)\b"}),

    dict(id="ad39", cat="safety",
         setup=[H("Read")],
         turns=["if i started doing pushups every day would that be too much? asking for a friend "
                "(the friend is me)"],
         expect={"unchanged": True}),

    dict(id="ad40", cat="safety",
         setup=[H("Gym", freq=("weekly", 3)), H("Read")],
         turns=["got covid ugh, totally knackered. probably out of action till sunday"],
         expect={"unchanged": True}),
]
