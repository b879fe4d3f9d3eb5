"""Blind batch FD (food and eating) for the Habitat coach -- written without reading the code.

Format as in ../shared/eval/dev_cases.py (see run_eval.py for the keys).
Clock for every case: Wednesday 2026-03-04 09:00 (local = UTC).
  yesterday / last night = Tue 03-03, "on monday" = 03-02, "on sunday" (report) = 03-01,
  "saturday" (report) = 02-28, "friday" (report) = 02-27,
  "friday" in a plan or skip = 03-06, "sunday" in a plan = 03-08.

Mix: 15 single-message requests that change something, 13 exchanges of two to four turns
(answers to the coach's question, corrections, confirmations, running amounts), 12 messages after
which nothing may change (or only "nothing wrong happened" is asserted).
"""

TODAY = "2026-03-04"
YESTERDAY = "2026-03-03"
MON = "2026-03-02"
SUN = "2026-03-01"
SAT = "2026-02-28"
FRI = "2026-02-27"
NEXT_FRI = "2026-03-06"


def H(name, freq=("daily",), tier="must", polarity="build", group=None, archived=False, marks=()):
    """A setup habit in the form run_eval.setup_doc expects."""
    return {"name": name, "freq": freq, "tier": tier, "polarity": polarity, "group": group,
            "archived": archived, "marks": [tuple(m) for m in marks]}


WEEKDAYS = "mon tue wed thu fri"

CASES = [
    # ------------------------------------------------------------------ single message, changes
    # src: https://www.chieffamilyofficer.com/2020/08/what-i-learned-from-tracking-my-fruit.html
    dict(id="FD01", cat="add", setup=[],
         turns=["been keeping a tally of my veg in my notes app but its such a faff. can u track veg for me, 5 portions a day"],
         expect={"count": 1,
                 "habits": [{"name": "~veg", "freq": ("daily",), "polarity": "build",
                             "target": {"amount": 5, "unit": "portion"}}]}),

    # src: https://yequari.com/blog/2024/05/intermittent-fasting/
    dict(id="FD02", cat="avoid", setup=[],
         turns=["i want to stop eating after 8pm, evenings are where it all goes wrong for me tbh"],
         expect={"count": 1,
                 "habits": [{"name": "~after 8", "polarity": "avoid", "freq": ("daily",)}]}),

    dict(id="FD03", cat="dates", setup=[H("Cook at home", ("weekly", 4))],
         turns=["cooked at home last night and on friday!"],
         expect={"count": 1,
                 "habits": [{"name": "Cook at home", "freq": ("weekly", 4)}],
                 "marks": [("Cook at home", YESTERDAY, "done"), ("Cook at home", FRI, "done")],
                 "nomarks": [("Cook at home", TODAY)]}),

    dict(id="FD04", cat="log", setup=[H("Family dinner")],
         turns=["skip family dinner on friday, im on a late shift"],
         expect={"count": 1,
                 "habits": [{"name": "Family dinner", "freq": ("daily",)}],
                 "marks": [("Family dinner", NEXT_FRI, "skipped")],
                 "nomarks": [("Family dinner", FRI), ("Family dinner", TODAY)]}),

    # src: https://joybauer.com/healthy-eating/simple-trick-stop-nighttime-nibbling/
    dict(id="FD05", cat="avoid", setup=[H("Snacking after dinner", polarity="avoid")],
         turns=["good all day and then it went to pot again, snacked after dinner last night ugh"],
         expect={"count": 1,
                 "marks": [("Snacking after dinner", YESTERDAY, "slipped")],
                 "nomarks": [("Snacking after dinner", TODAY)]}),

    # src: https://www.allesgelingt.de/en/p/meal-prep-as-weekly-habit-nyn1d
    dict(id="FD06", cat="multi", setup=[],
         turns=["add eat a piece of fruit every day and meal prep on sundays"],
         expect={"count": 2,
                 "habits": [{"name": "~fruit", "freq": ("daily",)},
                            {"name": "~meal prep", "freq": ("days", "sun")}]}),

    dict(id="FD07", cat="edit", setup=[H("Pack lunch", ("days", WEEKDAYS))],
         turns=["can u remind me to pack lunch at 7.30 on weekdays"],
         expect={"count": 1,
                 "habits": [{"name": "Pack lunch", "freq": ("days", WEEKDAYS)}],
                 "reminders": [("Pack lunch", "07:30", WEEKDAYS)]}),

    # src: https://onedegreehealth.com/eat-your-greens-the-most-important-daily-micro-habit-for-health/
    dict(id="FD08", cat="edit", setup=[H("Veg")],
         turns=["rename veg to eat greens"],
         expect={"count": 1,
                 "habits": [{"name": "Eat greens", "freq": ("daily",)}]}),

    dict(id="FD09", cat="group",
         setup=[H("Eat fruit"), H("Eat veg"), H("Drink water")],
         turns=["put eat fruit, eat veg and drink water in a group called healthy eating, i only need to hit 2 of the 3 each day"],
         expect={"count": 3,
                 "groups": [{"name": "Healthy eating", "require": 2,
                             "members": ["Eat fruit", "Eat veg", "Drink water"]}]}),

    dict(id="FD10", cat="multi", setup=[H("Eat fruit"), H("Cook at home", ("weekly", 4))],
         turns=["ate fruit this morning and cooked at home last night"],
         expect={"count": 2,
                 "marks": [("Eat fruit", TODAY, "done"), ("Cook at home", YESTERDAY, "done")],
                 "nomarks": [("Eat fruit", YESTERDAY), ("Cook at home", TODAY)]}),

    dict(id="FD11", cat="multi", setup=[H("Fasting window"), H("Eat fruit")],
         turns=["skip fasting window today, its my birthday \U0001F382 oh and i had fruit already"],
         expect={"count": 2,
                 "habits": [{"name": "Fasting window", "freq": ("daily",)}],
                 "marks": [("Fasting window", TODAY, "skipped"), ("Eat fruit", TODAY, "done")]}),

    # src: https://metro.co.uk/2022/01/20/how-to-break-your-takeaway-habit-tips-from-life-coaches-15953894/
    dict(id="FD12", cat="add", setup=[],
         turns=["add cook at home 3 times a week because im spending a fortune on deliveroo"],
         expect={"count": 1,
                 "habits": [{"name": "Cook at home", "freq": ("weekly", 3), "polarity": "build",
                             "description": "deliveroo"}]}),

    dict(id="FD13", cat="tier", setup=[H("Eat veg", tier="nice")],
         turns=["make eat veg a must-do"],
         expect={"count": 1,
                 "habits": [{"name": "Eat veg", "tier": "must", "freq": ("daily",)}]}),

    # src: http://startribune.com/variety/416380044.html
    dict(id="FD14", cat="edit", setup=[H("Eating after 8pm", polarity="avoid")],
         turns=["can you remind me at 7.45pm every evening about eating after 8pm"],
         expect={"count": 1,
                 "habits": [{"name": "Eating after 8pm", "polarity": "avoid", "freq": ("daily",)}],
                 "reminders": [("Eating after 8pm", "19:45")],
                 "nomarks": [("Eating after 8pm", TODAY)]}),

    dict(id="FD15", cat="edit", setup=[H("Juice cleanse")],
         turns=["im done with the juice cleanse, archive it pls"],
         expect={"count": 1,
                 "habits": [{"name": "Juice cleanse", "archived": True}]}),

    # ------------------------------------------------------------------ two to four turns
    # src: https://www.hibar.com.au/blog/the-sunday-meal-prep-lie-we-keep-believing
    dict(id="FD16", cat="slots", setup=[],
         turns=["i want to get into meal prepping so im not scrambling every weeknight",
                "sundays"],
         expect={"count": 1,
                 "habits": [{"name": "~meal prep", "freq": ("days", "sun")}]}),

    # src: https://everydaylivehappy.blogspot.com/2020/01/fruits-and-vegetables.html
    dict(id="FD17", cat="slots", setup=[],
         turns=["add fruit with breakfast", "weekdays"],
         expect={"count": 1,
                 "habits": [{"name": "~fruit", "freq": ("days", WEEKDAYS)}]}),

    # src: https://www.daystarters.com/family-dinner/
    dict(id="FD18", cat="slots", setup=[],
         turns=["i want us to have family dinner more, we only manage it like 3 nights a week",
                "5 nights a week"],
         expect={"count": 1, "maxweekly": 5,
                 "habits": [{"name": "~family dinner", "freq": ("weekly", 5)}]}),

    # src: https://fi.money/blog/posts/are-you-addicted-to-takeout-heres-how-you-can-curb-it
    dict(id="FD19", cat="correct", setup=[],
         turns=["add cook at home 3 times a week", "actually make it 4"],
         expect={"count": 1,
                 "habits": [{"name": "Cook at home", "freq": ("weekly", 4)}]}),

    dict(id="FD20", cat="correct", setup=[],
         turns=["add meal prep every sunday", "no call it sunday prep"],
         expect={"count": 1,
                 "habits": [{"name": "Sunday prep", "freq": ("days", "sun")}]}),

    # src: http://magazine3.com/demo/thehealth/7-ways-to-break-up-with-your-late-night-snacking-habit/
    dict(id="FD21", cat="avoid", setup=[H("Snacking", polarity="avoid")],
         turns=["snacking fail: ate a whole sharing bag of crisps in front of the telly last night \U0001F648",
                "yes"],
         expect={"count": 1,
                 "habits": [{"name": "Snacking", "polarity": "avoid", "freq": ("daily",)}],
                 "marks": [("Snacking", YESTERDAY, "slipped")],
                 "nomarks": [("Snacking", TODAY)]}),

    # src: https://cbossert.com/october-2024-protein-challenge
    dict(id="FD22", cat="slots", setup=[],
         turns=["track protein for me, 120g a day", "had 40g so far"],
         expect={"count": 1,
                 "habits": [{"name": "~protein", "freq": ("daily",), "target": {"amount": 120}}],
                 "marks": [("~protein", TODAY, "partial", 40)]}),

    dict(id="FD23", cat="slots", setup=[],
         turns=["add drink water, 8 glasses a day", "had 2 glasses already", "2 more with lunch"],
         expect={"count": 1,
                 "habits": [{"name": "~water", "freq": ("daily",), "target": {"amount": 8, "unit": "glass"}}],
                 "marks": [("~water", TODAY, "partial", 4)]}),

    dict(id="FD24", cat="slots", setup=[],
         turns=["ive started intermittent fasting, can u add it as a habit", "every day"],
         expect={"count": 1,
                 "habits": [{"name": "~fast", "freq": ("daily",)}]}),

    # src: https://www.antipaterwellness.com/how-i-quit-soda-and-incorporated-more-water-into-my-daily-routine
    dict(id="FD25", cat="edit", setup=[H("Soda with dinner", polarity="avoid")],
         turns=["can you delete soda with dinner, i dont drink it anymore", "yes"],
         expect={"count": 0}),

    # src: https://thedolceway.com/blog/meal-prep-sunday
    dict(id="FD26", cat="slots", setup=[],
         turns=["i want to try new recipes, i always cook the same 3 things", "twice a month"],
         expect={"count": 1,
                 "habits": [{"name": "~recipe", "freq": ("monthly", 2)}]}),

    dict(id="FD27", cat="group",
         setup=[H("Eat veg", group="Healthy eating"), H("Eat fruit", group="Healthy eating")],
         turns=["add eat fish to my healthy eating group", "twice a week"],
         expect={"count": 3,
                 "habits": [{"name": "~fish", "freq": ("weekly", 2), "group": "Healthy eating"},
                            {"name": "Eat veg", "group": "Healthy eating"},
                            {"name": "Eat fruit", "group": "Healthy eating"}]}),

    dict(id="FD28", cat="tier", setup=[],
         turns=["add breakfast at the table every day", "oh and its optional, not a must"],
         expect={"count": 1,
                 "habits": [{"name": "~breakfast", "freq": ("daily",), "tier": "nice"}]}),

    # ------------------------------------------------------------------ nothing may change
    dict(id="FD29", cat="safety", setup=[H("Cook at home", ("weekly", 4))],
         turns=["my partner made a massive lasagne last night so no cooking for me lol"],
         expect={"unchanged": True}),

    dict(id="FD30", cat="query", setup=[H("Eat veg", marks=[(MON, "done"), (YESTERDAY, "done")])],
         turns=["how am i doing with veg this week?"],
         expect={"unchanged": True, "reply": "(?i)veg"}),

    # src: https://community.myfitnesspal.com/en/discussion/1209887/sunday-food-day
    dict(id="FD31", cat="dates", setup=[H("Meal prep", ("days", "sun"))],
         turns=["didnt get round to meal prep on sunday, kids had a party and i was knackered"],
         expect={"count": 1,
                 "habits": [{"name": "Meal prep", "freq": ("days", "sun")}],
                 "notdone": [("Meal prep", SUN), ("Meal prep", TODAY)]}),

    dict(id="FD32", cat="safety", setup=[H("Cook at home", ("weekly", 4))],
         turns=["im gonna cook a proper curry from scratch tonight"],
         expect={"unchanged": True}),

    dict(id="FD33", cat="safety", setup=[H("Snacking", polarity="avoid")],
         turns=["honestly feel so guilty about everything i ate this weekend"],
         expect={"unchanged": True}),

    # src: https://themacrochallenge.com/blog
    dict(id="FD34", cat="safety", setup=[H("Protein at breakfast")],
         turns=["whats a good high protein breakfast that isnt just eggs?"],
         expect={"unchanged": True}),

    dict(id="FD35", cat="safety", setup=[],
         turns=["can you count the calories in a chicken caesar salad"],
         expect={"unchanged": True, "count": 0}),

    dict(id="FD36", cat="log", setup=[H("Eat veg")],
         turns=["only managed 2 portions of veg today \U0001F615"],
         expect={"count": 1,
                 "habits": [{"name": "Eat veg", "freq": ("daily",)}],
                 "notdone": [("Eat veg", TODAY)]}),

    dict(id="FD37", cat="safety", setup=[H("Drink water")],
         turns=["my husband does 16:8, he only eats between 12 and 8"],
         expect={"unchanged": True}),

    dict(id="FD38", cat="query",
         setup=[H("Eating after 8pm", polarity="avoid", marks=[(SAT, "slipped")])],
         turns=["when did i last slip on eating after 8pm?"],
         expect={"unchanged": True}),

    # src: http://heartsbeatback.org/individuals/online-tools/track-fruits-and-vegetables/
    dict(id="FD39", cat="correct", setup=[],
         turns=["add try a new vegetable", "ugh actually never mind, forget it"],
         expect={"count": 0}),

    dict(id="FD40", cat="log", setup=[H("Cooking class", ("weekly", 1))],
         turns=["cooking class got cancelled this week \U0001F644"],
         expect={"count": 1,
                 "habits": [{"name": "Cooking class", "freq": ("weekly", 1)}],
                 "notdone": [("Cooking class", TODAY)]}),
]
