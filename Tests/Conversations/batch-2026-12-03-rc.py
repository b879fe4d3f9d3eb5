"""Blind batch RC (2026-12-03): cutting down and quitting.

Alcohol, vaping, smoking, sugar, gambling, online shopping, nail biting: habits to avoid,
slips (with amounts and limits), euphemistic relapses, clean days, "how long since", and the
positive replacement habits people add alongside them.

Clock for every case: Wednesday 2026-03-04 09:00 (local = UTC).
  yesterday = Tue 03-03, "monday" (report) = 03-02, "sunday" (report) = 03-01,
  "saturday" (report) = 02-28, "friday" in a skip/plan = 03-06.

Written without reading the coach's code, intents, tests, transcripts or earlier batches.
"""

TODAY = "2026-03-04"
YESTERDAY = "2026-03-03"
MON = "2026-03-02"
SUN = "2026-03-01"
SAT = "2026-02-28"
FRI = "2026-02-27"
WED_LAST = "2026-02-25"
NEXT_FRI = "2026-03-06"


def H(name, freq=("daily",), tier="must", polarity="build", group=None, archived=False, marks=()):
    """A setup habit in the compact form run_eval.py imports."""
    return {"name": name, "freq": freq, "tier": tier, "polarity": polarity,
            "group": group, "archived": archived, "marks": list(marks)}


def A(name, **kw):
    """A habit to avoid."""
    return H(name, polarity="avoid", **kw)


CASES = [
    # ------------------------------------------------------------------
    # Single-message requests that should change something
    # ------------------------------------------------------------------

    # src: https://github.com/brandonp2412/Quitter/issues/94
    {"id": "RC01", "cat": "add", "setup": [],
     "turns": ["i want to quit vaping for good"],
     "expect": {"count": 1,
                "habits": [{"name": ["Vaping", "Vape", "Vapes"], "polarity": "avoid",
                            "freq": ("daily",)}]}},

    # src: https://www.howcast.com/videos/218332-how-to-cut-back-drinking-alcohol
    {"id": "RC02", "cat": "add", "setup": [],
     "turns": ["trying to cut back on drinking, max 2 drinks a day"],
     "expect": {"count": 1,
                "habits": [{"name": ["Drinking", "Drinks", "Drink", "Alcohol"],
                            "polarity": "avoid", "freq": ("daily",),
                            "target": {"amount": 2, "unit": "drink"}}]}},

    # src: https://github.com/seaglade/Sobriety/issues/25
    {"id": "RC03", "cat": "avoid",
     "setup": [A("Drinking"), H("Run", freq=("weekly", 3))],
     "turns": ["fell off the wagon saturday night \U0001F615"],
     "expect": {"count": 2,
                "marks": [("Drinking", SAT, "slipped")],
                "nomarks": [("Run", SAT)]}},

    # src: https://bestofmotivation.com/why-you-keep-breaking-no-buy-challenge
    {"id": "RC04", "cat": "avoid",
     "setup": [A("Online shopping"), H("Journal")],
     "turns": ["caved on monday and ordered a pair of trainers online that i def didnt need"],
     "expect": {"count": 2,
                "marks": [("Online shopping", MON, "slipped")],
                "nomarks": [("Journal", MON)]}},

    # src: https://www.marksdailyapple.com/how-to-quit-sweets-for-real-this-time/
    {"id": "RC05", "cat": "multi",
     "setup": [A("Sugar"), H("Walk")],
     "turns": ["walked after dinner yesterday but then ate half a pack of biscuits, so much for no sugar lol"],
     "expect": {"count": 2,
                "marks": [("Walk", YESTERDAY, "done"), ("Sugar", YESTERDAY, "slipped")]}},

    # A skip on a coming day with a reason; the stag do is a plan, not a slip.
    {"id": "RC06", "cat": "log",
     "setup": [H("Gym", freq=("weekly", 3)), A("Drinking")],
     "turns": ["skip gym on friday, its my mates stag do"],
     "expect": {"count": 2,
                "marks": [("Gym", NEXT_FRI, "skipped")],
                "nomarks": [("Drinking", NEXT_FRI), ("Drinking", TODAY)]}},

    # Reminder on the replacement habit; the beer is a statement about a usual time.
    {"id": "RC07", "cat": "edit",
     "setup": [H("Evening walk"), A("Drinking")],
     "turns": ["remind me to do my evening walk at 6pm, thats usually when i crack open a beer"],
     "expect": {"count": 2,
                "reminders": [("Evening walk", "18:00")],
                "nomarks": [("Drinking", TODAY), ("Drinking", YESTERDAY)]}},

    {"id": "RC08", "cat": "tier",
     "setup": [H("Journal"), A("Gambling")],
     "turns": ["make journaling a nice-to-have, the gambling one is the one that actually matters"],
     "expect": {"count": 2,
                "habits": [{"name": "Journal", "tier": "nice", "polarity": "build"},
                           {"name": "Gambling", "tier": "must", "polarity": "avoid"}]}},

    # src: https://www.alibaba.com/product-insights/how-to-break-the-habit-of-nail-biting-with-behavior-replacement-tricks.html
    {"id": "RC09", "cat": "multi", "setup": [],
     "turns": ["add stop biting my nails and also file my nails every sunday"],
     "expect": {"count": 2,
                "habits": [{"name": "~bit", "polarity": "avoid", "freq": ("daily",)},
                           {"name": ["File nails", "File my nails", "Nail filing"],
                            "polarity": "build", "freq": ("days", "sun")}]}},

    # src: https://monee-app.com/blog/how-to-use-nospend-streaks-to-curb-everyday-impulse-buys
    {"id": "RC10", "cat": "dates",
     "setup": [H("No spend day")],
     "turns": ["had a no spend day on sunday!! first one in ages"],
     "expect": {"count": 1,
                "habits": [{"name": "No spend day", "freq": ("daily",)}],
                "marks": [("No spend day", SUN, "done")]}},

    # A bet on Saturday, runs on Sunday and Monday: days logged, schedule untouched.
    {"id": "RC11", "cat": "multi",
     "setup": [A("Betting"), H("Run", freq=("weekly", 3))],
     "turns": ["put a tenner on the footy saturday \U0001F644 but i did run sunday and monday"],
     "expect": {"count": 2,
                "habits": [{"name": "Run", "freq": ("weekly", 3)}],
                "marks": [("Betting", SAT, "slipped"), ("Run", SUN, "done"), ("Run", MON, "done")],
                "nomarks": [("Run", SAT), ("Betting", SUN), ("Betting", MON)]}},

    # src: https://stopbiting.today/blog/nail-biting-habit-tracking
    {"id": "RC12", "cat": "multi",
     "setup": [A("Nail biting"), H("Run", freq=("weekly", 3))],
     "turns": ["didnt bite my nails once yesterday and got a run in too"],
     "expect": {"count": 2,
                "marks": [("Run", YESTERDAY, "done")]}},

    # src: https://smokefree.gov/challenges-when-quitting/stick-with-it/slips-happen
    {"id": "RC13", "cat": "avoid",
     "setup": [A("Vaping"), H("Drink water")],
     "turns": ["had a little slip with the vape on sunday, just a couple of puffs at a party"],
     "expect": {"count": 2,
                "marks": [("Vaping", SUN, "slipped")],
                "nomarks": [("Drink water", SUN)]}},

    {"id": "RC14", "cat": "avoid",
     "setup": [A("Gambling"), H("Transfer to savings", freq=("weekly", 1))],
     "turns": ["moment of weakness yesterday, bought a scratchcard at the petrol station"],
     "expect": {"count": 2,
                "marks": [("Gambling", YESTERDAY, "slipped")],
                "nomarks": [("Transfer to savings", YESTERDAY)]}},

    # ------------------------------------------------------------------
    # Two-to-four-turn exchanges (answers to the coach's questions, corrections)
    # ------------------------------------------------------------------

    # src: https://self-help.wonderhowto.com/how-to/cut-back-drinking-alcohol-280575/
    # The pub is the contrast, not a second habit; the answer gives how often.
    {"id": "RC15", "cat": "slots", "setup": [],
     "turns": ["i want to start going to the gym after work instead of the pub", "3x a week"],
     "expect": {"count": 1,
                "habits": [{"name": "~gym", "polarity": "build", "freq": ("weekly", 3)}]}},

    # Two walks: the coach should ask which; the answer is one word.
    {"id": "RC16", "cat": "slots",
     "setup": [H("Morning walk"), H("Evening walk"), A("Drinking")],
     "turns": ["went for a walk yesterday instead of the pub", "evening"],
     "expect": {"count": 3,
                "marks": [("Evening walk", YESTERDAY, "done")],
                "nomarks": [("Morning walk", YESTERDAY)]}},

    {"id": "RC17", "cat": "slots",
     "setup": [H("Nicotine patch"), A("Vaping")],
     "turns": ["can you remind me about the nicotine patch", "7am every day"],
     "expect": {"count": 2,
                "reminders": [("Nicotine patch", "07:00")]}},

    {"id": "RC18", "cat": "correct", "setup": [],
     "turns": ["add quit gambling", "no, call it betting"],
     "expect": {"count": 1,
                "habits": [{"name": "Betting", "polarity": "avoid", "freq": ("daily",)}]}},

    # src: https://plandothrive.com/blog/no-buy-challenge
    {"id": "RC19", "cat": "slots", "setup": [],
     "turns": ["add a no-buy day habit", "weekdays"],
     "expect": {"count": 1,
                "habits": [{"name": "~buy", "freq": ("days", "mon tue wed thu fri")}]}},

    {"id": "RC20", "cat": "edit",
     "setup": [A("Sugar", marks=[(FRI, "slipped"), (SUN, "slipped")]), H("Fruit after dinner")],
     "turns": ["delete the sugar habit, im not tracking that anymore", "yes"],
     "expect": {"count": 1,
                "habits": [{"name": "Fruit after dinner", "polarity": "build"}]}},

    # Replacement habit with a daily target, then a partial amount today.
    {"id": "RC21", "cat": "slots", "setup": [],
     "turns": ["add drink 6 glasses of water a day, helps with the sugar cravings", "had 2 so far"],
     "expect": {"count": 1,
                "habits": [{"name": "~water", "polarity": "build", "freq": ("daily",),
                            "target": {"amount": 6, "unit": "glass"}}],
                "marks": [("~water", TODAY, "partial", 2)]}},

    # A daily limit, then two logs that add up past it (2 + 2 = 4 > 3).
    {"id": "RC22", "cat": "avoid", "setup": [],
     "turns": ["i want to cut down to 3 coffees a day max", "had 2 before work", "and another 2 just now"],
     "expect": {"count": 1,
                "habits": [{"name": "~coffee", "polarity": "avoid",
                            "target": {"amount": 3, "unit": "coffee"}}],
                "marks": [("~coffee", TODAY, "slipped", 4)]}},

    # src: https://github.com/iSoron/uhabits/issues/247
    {"id": "RC23", "cat": "avoid", "setup": [],
     "turns": ["im cutting down on smoking, 5 cigarettes a day max", "smoked 8 yesterday ugh"],
     "expect": {"count": 1,
                "habits": [{"name": ["Smoking", "Cigarettes", "Smoke"], "polarity": "avoid",
                            "target": {"amount": 5, "unit": "cigarette"}}],
                "marks": [(["Smoking", "Cigarettes", "Smoke"], YESTERDAY, "slipped", 8)]}},

    # A slip logged on the wrong day, then corrected to Sunday.
    {"id": "RC24", "cat": "correct",
     "setup": [A("Drinking")],
     "turns": ["drank yesterday, not proud of it", "wait no it was sunday not yesterday"],
     "expect": {"count": 1,
                "marks": [("Drinking", SUN, "slipped")],
                "nomarks": [("Drinking", YESTERDAY)]}},

    # Rename over two turns; the history moves with it.
    {"id": "RC25", "cat": "edit",
     "setup": [A("Vaping", marks=[(WED_LAST, "slipped")])],
     "turns": ["rename vaping", "Nicotine"],
     "expect": {"count": 1,
                "habits": [{"name": "Nicotine", "polarity": "avoid", "freq": ("daily",)}],
                "marks": [("Nicotine", WED_LAST, "slipped")]}},

    # Onboarding: greeting, one habit to break (avoid habits default to daily), done.
    {"id": "RC26", "cat": "slots", "setup": [],
     "turns": ["hey", "honestly i need to stop doomscrolling in bed", "thats it for now thanks"],
     "expect": {"count": 1,
                "habits": [{"name": "~scroll", "polarity": "avoid", "freq": ("daily",)}]}},

    {"id": "RC27", "cat": "group",
     "setup": [H("Sparkling water", tier="nice"), H("Evening walk", tier="nice"), A("Drinking")],
     "turns": ["make a group called healthy swaps with sparkling water and evening walk", "just one of them"],
     "expect": {"count": 3,
                "groups": [{"name": "Healthy swaps", "require": 1,
                            "members": ["Sparkling water", "Evening walk"]}]}},

    # ------------------------------------------------------------------
    # Messages that must change nothing (or only "nothing wrong happened")
    # ------------------------------------------------------------------

    # Someone else's drinking.
    {"id": "RC28", "cat": "safety",
     "setup": [A("Drinking")],
     "turns": ["my flatmate polished off a whole bottle of wine last night lol"],
     "expect": {"unchanged": True}},

    # src: https://github.com/dwyl/health/issues/37
    {"id": "RC29", "cat": "query",
     "setup": [A("Vaping", marks=[(WED_LAST, "slipped")]),
               H("Run", freq=("weekly", 3), marks=[(MON, "done")])],
     "turns": ["how long since i last vaped?"],
     "expect": {"unchanged": True, "reply": r"(?i)\d|week|six|seven"}},

    # src: https://github.com/dohsimpson/HabitTrove/issues/153
    # A plan, not a slip.
    {"id": "RC30", "cat": "safety",
     "setup": [A("Drinking"), H("Gym", freq=("weekly", 3))],
     "turns": ["going to a wedding on saturday so therell def be champagne tbh"],
     "expect": {"unchanged": True}},

    # Negation: the walk did not happen.
    {"id": "RC31", "cat": "safety",
     "setup": [H("Evening walk"), A("Sugar")],
     "turns": ["didnt make it out for my walk last night, too knackered"],
     "expect": {"count": 2,
                "notdone": [("Evening walk", YESTERDAY), ("Evening walk", TODAY)]}},

    # A craving is not a slip.
    {"id": "RC32", "cat": "safety",
     "setup": [A("Betting"), H("Journal")],
     "turns": ["ugh the urge to put a bet on is so strong today"],
     "expect": {"unchanged": True}},

    # src: https://selfty.pages.dev/posts/how-to-quit-vaping-when-its-really-really-hard
    # Resisted: neither a vape slip nor a walk ("walked out").
    {"id": "RC33", "cat": "safety",
     "setup": [A("Vaping"), H("Walk")],
     "turns": ["nearly bought a vape at the corner shop earlier but walked out"],
     "expect": {"unchanged": True}},

    # Something the coach doesn't do (app blocking): no reminder or other change slipped in.
    {"id": "RC34", "cat": "safety",
     "setup": [A("Betting")],
     "turns": ["can you block the betting apps on my phone after 9pm?"],
     "expect": {"unchanged": True}},

    {"id": "RC35", "cat": "query",
     "setup": [A("Drinking", marks=[(FRI, "slipped"), (SAT, "slipped")]),
               H("Run", freq=("weekly", 3), marks=[("2026-02-24", "done"), ("2026-02-26", "done")])],
     "turns": ["how did i do with the drinking last week?"],
     "expect": {"unchanged": True}},

    # Euphemism with two candidate habits and two candidate days: ask, don't guess.
    {"id": "RC36", "cat": "safety",
     "setup": [A("Drinking"), A("Sugar")],
     "turns": ["bit of a blowout at the weekend tbh"],
     "expect": {"unchanged": True}},

    # src: https://myhabits.in/community/how-to-stop-buying-things-you-dont-need-online-e65e0b
    {"id": "RC37", "cat": "query",
     "setup": [A("Online shopping")],
     "turns": ["any tips for when i get the urge to shop online at midnight?"],
     "expect": {"unchanged": True}},

    # Another person's quitting.
    {"id": "RC38", "cat": "safety",
     "setup": [A("Vaping")],
     "turns": ["my husbands trying to quit vaping too, we're doing it together"],
     "expect": {"unchanged": True}},

    # A statement about the past, with no habits yet: no habit appears on its own.
    {"id": "RC39", "cat": "safety", "setup": [],
     "turns": ["i used to smoke like 20 a day back at uni"],
     "expect": {"unchanged": True}},

    # Ill: gym not done, no drink implied; a pause may be offered but not applied unasked.
    {"id": "RC40", "cat": "safety",
     "setup": [H("Gym", freq=("weekly", 3)), A("Drinking")],
     "turns": ["im ill this week so no gym, dont even fancy a drink tbh"],
     "expect": {"count": 2,
                "habits": [{"name": "Gym", "freq": ("weekly", 3)},
                           {"name": "Drinking", "polarity": "avoid"}],
                "notdone": [("Gym", TODAY)],
                "nopauses": True}},
]
