"""Fresh blind batch "dm": food and nutrition (water, fruit and veg, sugar and caffeine limits,
cooking at home, meal prep, amounts that add up, going over a limit, corrections of amounts).

Written without reading the coach's code, intents, tests, transcripts or earlier batches.
Clock: Wednesday 2026-03-04 09:00. yesterday = 03-03, "monday" (report) = 03-02,
"sunday" (report) = 03-01, "this sunday" (plan/skip) = 03-08, tomorrow = 03-05.
Setup habits are created 2026-01-01 by the runner; they carry no targets (the setup format has
none), so every case that needs a measurable habit creates it inside the conversation.
"""

TODAY = "2026-03-04"
YESTERDAY = "2026-03-03"
TOMORROW = "2026-03-05"
MON = "2026-03-02"
SUN = "2026-03-01"
FRI = "2026-02-27"
NEXT_SUN = "2026-03-08"


def H(name, freq=("daily",), tier="must", polarity="build", group=None, archived=False, marks=()):
    return {"name": name, "freq": freq, "tier": tier, "polarity": polarity, "group": group,
            "archived": archived, "marks": [tuple(m) for m in marks]}


CASES = [
    # ------------------------------------------------------------------ one message says it all
    # src: https://github.com/kabzadev/fitness/issues/10
    {"id": "dm01", "cat": "add", "setup": [],
     "turns": ["trying to get 8 glasses of water in every day, can u add that"],
     "expect": {"count": 1, "habits": [{"name": "~water", "freq": ("daily",), "polarity": "build",
                                         "target": {"amount": 8, "unit": "glass"}}]}},

    {"id": "dm02", "cat": "multi", "setup": [],
     "turns": ["add cooking dinner at home 4 times a week and meal prep every sunday"],
     "expect": {"count": 2, "habits": [{"name": "~cook", "freq": ("weekly", 4), "polarity": "build"},
                                        {"name": "~meal prep", "freq": ("days", "sun"), "polarity": "build"}]}},

    {"id": "dm03", "cat": "dates",
     "setup": [H("Cook at home", ("weekly", 4), marks=[(FRI, "done")])],
     "turns": ["cooked at home monday and last night too"],
     "expect": {"count": 1, "habits": [{"name": "Cook at home", "freq": ("weekly", 4)}],
                "marks": [("Cook at home", MON, "done"), ("Cook at home", YESTERDAY, "done"),
                          ("Cook at home", FRI, "done")],
                "nomarks": [("Cook at home", TODAY)]}},

    # src: http://weightlosshype.com/the-soda-diary-day-one/
    {"id": "dm04", "cat": "avoid",
     "setup": [H("Soda", polarity="avoid")],
     "turns": ["caved and had a soda with lunch yesterday ugh"],
     "expect": {"count": 1, "marks": [("Soda", YESTERDAY, "slipped")],
                "nomarks": [("Soda", TODAY)]}},

    # src: https://community.myfitnesspal.com/en/discussion/1209887/sunday-food-day
    {"id": "dm05", "cat": "log",
     "setup": [H("Meal prep", ("days", "sun"))],
     "turns": ["skip meal prep this sunday, we're at the in-laws all weekend"],
     "expect": {"count": 1, "habits": [{"name": "Meal prep", "freq": ("days", "sun")}],
                "marks": [("Meal prep", NEXT_SUN, "skipped")]}},

    {"id": "dm06", "cat": "edit",
     "setup": [H("Drink water", marks=[(MON, "done"), (YESTERDAY, "done")])],
     "turns": ["rename drink water to hydration pls"],
     "expect": {"count": 1, "habits": [{"name": "Hydration", "freq": ("daily",)}],
                "marks": [("Hydration", MON, "done"), ("Hydration", YESTERDAY, "done")]}},

    # src: https://hourlybird.com/blog/water-reminder-iphone
    {"id": "dm07", "cat": "edit",
     "setup": [H("Drink water")],
     "turns": ["remidn me to drink water at 10am and again at 3pm"],
     "expect": {"count": 1, "reminders": [("Drink water", "10:00"), ("Drink water", "15:00")],
                "nomarks": [("Drink water", TODAY)]}},

    {"id": "dm08", "cat": "edit",
     "setup": [H("Eat breakfast")],
     "turns": ["can u make breakfast a nice to have and only on weekdays"],
     "expect": {"count": 1, "habits": [{"name": "Eat breakfast", "tier": "nice",
                                         "freq": ("days", "mon tue wed thu fri")}],
                "nomarks": [("Eat breakfast", TODAY)]}},

    {"id": "dm09", "cat": "group",
     "setup": [H("Salad at lunch", tier="nice"), H("Smoothie", tier="nice"), H("Veg with dinner", tier="nice")],
     "turns": ["make a group called greens with salad at lunch, smoothie and veg with dinner, i need 2 of them each day"],
     "expect": {"count": 3,
                "groups": [{"name": "Greens", "require": 2,
                            "members": ["Salad at lunch", "Smoothie", "Veg with dinner"]}]}},

    {"id": "dm10", "cat": "multi",
     "setup": [H("Drink water"), H("Take vitamins"), H("Cook at home", ("weekly", 4))],
     "turns": ["took my vitamins this morning and cooked at home last night"],
     "expect": {"count": 3,
                "marks": [("Take vitamins", TODAY, "done"), ("Cook at home", YESTERDAY, "done")],
                "nomarks": [("Drink water", TODAY), ("Cook at home", TODAY), ("Take vitamins", YESTERDAY)]}},

    # src: https://wellnesszone.truman.edu/healthy-tips/nutrition/late-night-snacking/
    {"id": "dm11", "cat": "free", "setup": [],
     "turns": ["i want to stop eating crisps in front of the telly every night"],
     "expect": {"count": 1, "maxlen": 50,
                "habits": [{"name": "~crisps", "polarity": "avoid", "freq": ("daily",)}]}},

    # ------------------------------------------------ answers to the coach's own questions
    # src: https://myhabits.in/community/how-to-stop-ordering-takeout-5-nights-a-week-5416b3
    {"id": "dm12", "cat": "slots", "setup": [],
     "turns": ["i want to start cooking at home more", "3 times a week probably"],
     "expect": {"count": 1, "habits": [{"name": "~cook", "freq": ("weekly", 3), "polarity": "build"}]}},

    # src: https://www.bijusukumaran.com/articles-1/formalizing-meal-prep-sunday
    {"id": "dm13", "cat": "slots", "setup": [],
     "turns": ["add meal prep", "sundays"],
     "expect": {"count": 1, "habits": [{"name": "~meal prep", "freq": ("days", "sun")}]}},

    {"id": "dm14", "cat": "slots", "setup": [],
     "turns": ["wanna eat more veg", "every day tbh"],
     "expect": {"count": 1, "habits": [{"name": "~veg", "freq": ("daily",), "polarity": "build"}]}},

    # src: https://sheor.kmoonnews.com/i-kept-forgetting-to-drink-water-until-this-app-remembered-for-me-96PB.html
    {"id": "dm15", "cat": "slots", "setup": [],
     "turns": ["i keep forgetting to drink water, can you track it for me", "every day, 6 glasses"],
     "expect": {"count": 1, "habits": [{"name": "~water", "freq": ("daily",),
                                         "target": {"amount": 6, "unit": "glass"}}]}},

    {"id": "dm16", "cat": "slots", "setup": [],
     "turns": ["add fruit with breakfast", "weekdays"],
     "expect": {"count": 1, "habits": [{"name": "~fruit", "freq": ("days", "mon tue wed thu fri")}]}},

    {"id": "dm17", "cat": "correct", "setup": [],
     "turns": ["new habit cook from scratch", "4x a week", "actually make it 3"],
     "expect": {"count": 1, "habits": [{"name": "~scratch", "freq": ("weekly", 3)}]}},

    {"id": "dm18", "cat": "slots", "setup": [],
     "turns": ["hey", "drinking enough water tbh", "every day", "thats all for now"],
     "expect": {"count": 1, "habits": [{"name": "~water", "freq": ("daily",), "polarity": "build"}]}},

    {"id": "dm19", "cat": "slots",
     "setup": [H("Drink water")],
     "turns": ["can you remind me to drink water", "11am"],
     "expect": {"count": 1, "reminders": [("Drink water", "11:00")],
                "nomarks": [("Drink water", TODAY)]}},

    {"id": "dm20", "cat": "group",
     "setup": [H("Salad", tier="nice"), H("Soup", tier="nice"), H("Fruit", tier="nice")],
     "turns": ["make a group healthy lunch with salad and soup", "just 1"],
     "expect": {"count": 3,
                "groups": [{"name": "Healthy lunch", "require": 1, "members": ["Salad", "Soup"]}],
                "habits": [{"name": "Fruit", "group": None}]}},

    {"id": "dm21", "cat": "edit",
     "setup": [H("Drink water"), H("Juice cleanse", marks=[(MON, "done"), (YESTERDAY, "done")])],
     "turns": ["delete my juice cleanse habit, never again lol", "yep"],
     "expect": {"count": 1, "habits": [{"name": "Drink water", "freq": ("daily",)}]}},

    # src: https://github.com/Luthetus/Luthetus.Ide/issues/705
    {"id": "dm22", "cat": "avoid", "setup": [],
     "turns": ["i want to cut down on coffee, can you set me a daily limit", "2 cups max"],
     "expect": {"count": 1, "habits": [{"name": "~coffee", "polarity": "avoid", "freq": ("daily",),
                                         "target": {"amount": 2}}]}},

    # ------------------------------------------------ amounts that add up, limits, corrections
    # src: https://github.com/andrewjiang/flowe-os/issues/27
    {"id": "dm23", "cat": "log", "setup": [],
     "turns": ["add drink 8 glasses of water a day", "had 3 so far", "2 more just now"],
     "expect": {"count": 1, "habits": [{"name": "~water", "target": {"amount": 8, "unit": "glass"}}],
                "marks": [("~water", TODAY, "partial", 5)]}},

    # src: https://github.com/InlitX/streak/issues/22
    {"id": "dm24", "cat": "correct", "setup": [],
     "turns": ["add 5 portions of fruit and veg a day", "had 2 portions so far today",
               "wait no it was 3 not 2"],
     "expect": {"count": 1, "habits": [{"name": "~fruit", "target": {"amount": 5}}],
                "marks": [("~fruit", TODAY, "partial", 3)]}},

    # src: https://stopcoffee.app/learning/tracking-your-intake
    {"id": "dm25", "cat": "avoid", "setup": [],
     "turns": ["add max 2 coffees a day", "had 2 this morning", "and 1 more just now ugh"],
     "expect": {"count": 1, "habits": [{"name": "~coffee", "polarity": "avoid", "target": {"amount": 2}}],
                "marks": [("~coffee", TODAY, "slipped", 3)]}},

    {"id": "dm26", "cat": "log", "setup": [],
     "turns": ["add drink 2 litres of water a day", "had 1.5 litres so far", "another half litre"],
     "expect": {"count": 1, "habits": [{"name": "~water", "target": {"amount": 2, "unit": "litre"}}],
                "marks": [("~water", TODAY, "done", 2)]}},

    # src: https://github.com/oppiliappan/dijo/issues/18
    {"id": "dm27", "cat": "correct", "setup": [],
     "turns": ["add drink 8 glasses of water a day", "drank 3 glasses", "undo that pls i miscounted"],
     "expect": {"count": 1, "habits": [{"name": "~water", "target": {"amount": 8}}],
                "nomarks": [("~water", TODAY)]}},

    # ------------------------------------------------ must change nothing / nothing wrong
    {"id": "dm28", "cat": "query",
     "setup": [H("Drink water", marks=[(MON, "done"), (YESTERDAY, "done")])],
     "turns": ["how many days have i done my water this week"],
     "expect": {"unchanged": True}},

    {"id": "dm29", "cat": "safety",
     "setup": [H("Drink water")],
     "turns": ["my sister drinks like 3 litres of water a day lol its insane"],
     "expect": {"unchanged": True}},

    # src: https://www.culinarycraftacademy.com.au/post/breaking-the-takeaway-habit-cook-smart-eat-better
    {"id": "dm30", "cat": "safety",
     "setup": [H("Cook at home", ("weekly", 4))],
     "turns": ["didnt cook last night, ended up ordering pizza again"],
     "expect": {"count": 1, "notdone": [("Cook at home", YESTERDAY)],
                "nomarks": [("Cook at home", TODAY)]}},

    {"id": "dm31", "cat": "safety",
     "setup": [H("Meal prep", ("days", "sun"))],
     "turns": ["im gonna meal prep sunday for real this time"],
     "expect": {"unchanged": True}},

    {"id": "dm32", "cat": "safety",
     "setup": [H("Drink water"), H("Cook at home", ("weekly", 4))],
     "turns": ["feel so bloated and gross after this weekend ugh"],
     "expect": {"unchanged": True}},

    {"id": "dm33", "cat": "safety",
     "setup": [H("Drink water")],
     "turns": ["how many calories are in a big mac"],
     "expect": {"unchanged": True}},

    {"id": "dm34", "cat": "safety",
     "setup": [H("Salad at lunch")],
     "turns": ["canteen was shut today so no salad"],
     "expect": {"count": 1, "notdone": [("Salad at lunch", TODAY)]}},

    {"id": "dm35", "cat": "safety",
     "setup": [H("Drink water")],
     "turns": ["only managed 2 glasses of water yesterday"],
     "expect": {"count": 1, "notdone": [("Drink water", YESTERDAY)],
                "nomarks": [("Drink water", TODAY)]}},

    {"id": "dm36", "cat": "safety",
     "setup": [H("Drink water")],
     "turns": ["if i actually meal prepped on sundays id eat so much better tbh"],
     "expect": {"unchanged": True}},

    # src: https://uk.style.yahoo.com/five-a-day-vegetables-healthy-chips-not-eating.html
    {"id": "dm37", "cat": "safety",
     "setup": [H("Drink water")],
     "turns": ["my PT keeps saying i should be eating 5 portions of veg a day"],
     "expect": {"unchanged": True}},

    {"id": "dm38", "cat": "safety",
     "setup": [H("Green smoothie"), H("Protein smoothie")],
     "turns": ["had my smoothie"],
     "expect": {"count": 2, "nomarks": [("Green smoothie", TODAY), ("Protein smoothie", TODAY)]}},

    {"id": "dm39", "cat": "correct", "setup": [],
     "turns": ["add green tea", "actually never mind"],
     "expect": {"count": 0}},

    {"id": "dm40", "cat": "dates",
     "setup": [H("Cook at home", ("weekly", 4))],
     "turns": ["mark cook at home done for tomorrow, ill def do it"],
     "expect": {"unchanged": True}},
]
