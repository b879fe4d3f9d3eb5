"""Fresh blind batch HH: home, pets and chores.

Clock: Wednesday 2026-03-04 09:00.
  yesterday = Tue 03-03, "on monday" = 03-02, "sunday" (report) = 03-01,
  "saturday" (report) = 02-28, "friday" (report) = 02-27,
  "saturday" in a plan or skip = 03-07.
Mix: 15 single-message requests (HH01-HH15), 13 multi-turn exchanges (HH16-HH28),
12 messages that must change nothing / only nothing-wrong (HH29-HH40).
"""

TODAY = "2026-03-04"
YESTERDAY = "2026-03-03"
MON = "2026-03-02"
SUN = "2026-03-01"
SAT = "2026-02-28"
FRI = "2026-02-27"
SAT_NEXT = "2026-03-07"


def H(name, freq=("daily",), tier="must", polarity="build", group=None, archived=False, marks=()):
    return {"name": name, "freq": freq, "tier": tier, "polarity": polarity, "group": group,
            "archived": archived, "marks": list(marks)}


CASES = [
    # ---------------------------------------------------------------- single-message requests
    # src: http://mountaingirlrae.blogspot.com/2011/11/bin-night.html
    {"id": "HH01", "cat": "add", "setup": [],
     "turns": ["can u add putting the bins out, they go out every tuesday night"],
     "expect": {"count": 1, "maxlen": 30,
                "habits": [{"name": "~bin", "freq": ("days", "tue"), "polarity": "build"}]}},

    {"id": "HH02", "cat": "add", "setup": [],
     "turns": ["hoover on saturdays from now on pls"],
     "expect": {"count": 1, "maxlen": 30,
                "habits": [{"name": "~hoover", "freq": ("days", "sat"), "polarity": "build"}]}},

    # src: https://www.felivitals.com/blog/how-to-track-cat-medications/
    {"id": "HH03", "cat": "reminder", "setup": [H("Cat's medication")],
     "turns": ["can you remind me about the cat's medication at 8 every morning and again at 8pm"],
     "expect": {"count": 1,
                "habits": [{"name": "Cat's medication", "freq": ("daily",)}],
                "reminders": [("Cat's medication", "08:00"), ("Cat's medication", "20:00")]}},

    {"id": "HH04", "cat": "dates", "setup": [H("Walk the dog")],
     "turns": ["walked the dog yesterday and on monday, forgot to tick it off"],
     "expect": {"count": 1,
                "habits": [{"name": "Walk the dog", "freq": ("daily",)}],
                "marks": [("Walk the dog", YESTERDAY, "done"), ("Walk the dog", MON, "done")],
                "nomarks": [("Walk the dog", TODAY)]}},

    # src: https://github.com/iSoron/uhabits/issues/653
    {"id": "HH05", "cat": "multi",
     "setup": [H("Dishes"), H("Laundry", ("weekly", 2)), H("Water the plants", ("interval", 3))],
     "turns": ["did a load of laundry and watered the plants before work"],
     "expect": {"count": 3,
                "marks": [("Laundry", TODAY, "done"), ("Water the plants", TODAY, "done")],
                "nomarks": [("Dishes", TODAY)]}},

    {"id": "HH06", "cat": "log", "setup": [H("Walk the dog")],
     "turns": ["skip the dog walk today, its absolutely chucking it down and she hates the rain"],
     "expect": {"count": 1, "marks": [("Walk the dog", TODAY, "skipped")]}},

    # src: https://community.myfitnesspal.com/en/discussion/1209887/sunday-food-day
    {"id": "HH07", "cat": "avoid",
     "setup": [H("Takeaways", polarity="avoid"), H("Meal prep", ("days", "sun"))],
     "turns": ["we caved and got a takeaway on friday, nobody could face cooking"],
     "expect": {"count": 2,
                "habits": [{"name": "Takeaways", "polarity": "avoid"}],
                "marks": [("Takeaways", FRI, "slipped")],
                "nomarks": [("Takeaways", TODAY), ("Meal prep", FRI)]}},

    {"id": "HH08", "cat": "edit", "setup": [H("Hoover", ("days", "sat"))],
     "turns": ["rename hoover to vacuum downstairs"],
     "expect": {"count": 1,
                "habits": [{"name": "Vacuum downstairs", "freq": ("days", "sat")}]}},

    {"id": "HH09", "cat": "edit", "setup": [H("Clean the bathroom", ("weekly", 1))],
     "turns": ["change clean the bathroom to sundays please"],
     "expect": {"count": 1,
                "habits": [{"name": "Clean the bathroom", "freq": ("days", "sun")}],
                "nomarks": [("Clean the bathroom", TODAY), ("Clean the bathroom", SUN)]}},

    {"id": "HH10", "cat": "group", "setup": [H("Dishes"), H("Wipe the counters")],
     "turns": ["make a group called kitchen with dishes and wipe the counters, doing either one counts"],
     "expect": {"count": 2,
                "groups": [{"name": "Kitchen", "require": 1, "members": ["Dishes", "Wipe the counters"]}]}},

    # src: https://habitica.wordpress.com/2020/11/19/use-case-spotlight-pets/
    {"id": "HH11", "cat": "multi", "setup": [],
     "turns": ["add feed the cat every day and scoop the litter tray every other day"],
     "expect": {"count": 2, "maxlen": 30,
                "habits": [{"name": "Feed the cat", "freq": ("daily",)},
                           {"name": "~litter", "freq": ("interval", 2)}]}},

    {"id": "HH12", "cat": "edit", "setup": [H("Biscuit's antibiotics")],
     "turns": ["biscuit finished her antibiotics yesterday, can you archive that one"],
     "expect": {"count": 1,
                "habits": [{"name": "Biscuit's antibiotics", "archived": True}],
                "nomarks": [("Biscuit's antibiotics", TODAY)]}},

    {"id": "HH13", "cat": "dates",
     "setup": [H("Meal prep", ("days", "sun")), H("Hoover", ("days", "sat"))],
     "turns": ["did the meal prep on sunday and hoovered saturday morning"],
     "expect": {"count": 2,
                "habits": [{"name": "Meal prep", "freq": ("days", "sun")},
                           {"name": "Hoover", "freq": ("days", "sat")}],
                "marks": [("Meal prep", SUN, "done"), ("Hoover", SAT, "done")],
                "nomarks": [("Meal prep", TODAY), ("Hoover", TODAY)]}},

    # src: https://shop.aceservices.co.uk/blogs/news/the-routine-that-will-give-you-your-weekends-back
    {"id": "HH14", "cat": "add", "setup": [],
     "turns": ["i want to tidy up for 10 minutes every evening"],
     "expect": {"count": 1, "maxlen": 30,
                "habits": [{"name": "~tidy", "freq": ("daily",), "target": {"amount": 10, "unit": "minute"}}]}},

    {"id": "HH15", "cat": "log", "setup": [H("Hoover", ("days", "sat"))],
     "turns": ["skip hoovering saturday, we've got people staying all weekend"],
     "expect": {"count": 1,
                "habits": [{"name": "Hoover", "freq": ("days", "sat")}],
                "marks": [("Hoover", SAT_NEXT, "skipped")],
                "nomarks": [("Hoover", SAT), ("Hoover", TODAY)]}},

    # ---------------------------------------------------------------- multi-turn exchanges
    {"id": "HH16", "cat": "slots", "setup": [],
     "turns": ["add meal prep", "sundays"],
     "expect": {"count": 1, "maxlen": 30,
                "habits": [{"name": "~meal prep", "freq": ("days", "sun")}]}},

    {"id": "HH17", "cat": "slots", "setup": [],
     "turns": ["i really need to start cleaning the bathroom properly", "once a week"],
     "expect": {"count": 1, "maxlen": 35,
                "habits": [{"name": "~bathroom", "freq": ("weekly", 1), "polarity": "build"}]}},

    # src: https://thatswhatjaysaid.com/mondays-are-for-laundry
    {"id": "HH18", "cat": "slots", "setup": [],
     "turns": ["add laundry", "twice a week", "and remind me at 7pm"],
     "expect": {"count": 1,
                "habits": [{"name": ["Laundry", "Do laundry", "Do the laundry"], "freq": ("weekly", 2)}],
                "reminders": [(["Laundry", "Do laundry", "Do the laundry"], "19:00")]}},

    {"id": "HH19", "cat": "slots", "setup": [],
     "turns": ["add walk the dog", "twice a day"],
     "expect": {"count": 1,
                "habits": [{"name": "Walk the dog", "freq": ("daily",), "target": {"amount": 2, "unit": "times"}}]}},

    # src: https://github.com/dohsimpson/HabitTrove/issues/1
    {"id": "HH20", "cat": "correct", "setup": [],
     "turns": ["add hoovering every saturday", "no wait, sundays not saturdays"],
     "expect": {"count": 1, "maxlen": 30,
                "habits": [{"name": "~hoover", "freq": ("days", "sun")}]}},

    {"id": "HH21", "cat": "correct", "setup": [],
     "turns": ["add clean the oven", "actually never mind, thats like a twice a year job lol"],
     "expect": {"count": 0}},

    {"id": "HH22", "cat": "log", "setup": [H("Morning dog walk"), H("Evening dog walk")],
     "turns": ["did the dog walk", "morning"],
     "expect": {"count": 2,
                "marks": [("Morning dog walk", TODAY, "done")],
                "nomarks": [("Evening dog walk", TODAY)]}},

    # src: https://www.dshorb.com/2018/01/adhd-daily-dishwashing-overflow.html
    {"id": "HH23", "cat": "slots", "setup": [],
     "turns": ["hi", "doing the dishes every night", "thats all for now"],
     "expect": {"count": 1, "maxlen": 30,
                "habits": [{"name": "~dish", "freq": ("daily",), "polarity": "build"}]}},

    # src: https://habitica.wordpress.com/2020/11/19/use-case-spotlight-pets/
    {"id": "HH24", "cat": "amount", "setup": [],
     "turns": ["add walking the dog 30 mins a day", "only managed 20 mins this morning tbh"],
     "expect": {"count": 1,
                "habits": [{"name": "~walk", "freq": ("daily",), "target": {"amount": 30, "unit": "minute"}}],
                "marks": [("~walk", TODAY, "partial", 20)]}},

    {"id": "HH25", "cat": "edit", "setup": [H("Iron shirts", ("weekly", 1))],
     "turns": ["delete iron shirts, i don't wear them now i work from home", "yes"],
     "expect": {"count": 0}},

    {"id": "HH26", "cat": "correct", "setup": [H("Dishes")],
     "turns": ["did the dishes", "wait no undo that, it was my partner who did them not me"],
     "expect": {"count": 1, "nomarks": [("Dishes", TODAY)]}},

    {"id": "HH27", "cat": "log", "setup": [H("Dishes")],
     "turns": ["me and my partner did the dishes together last night", "yep"],
     "expect": {"count": 1,
                "marks": [("Dishes", YESTERDAY, "done")],
                "nomarks": [("Dishes", TODAY)]}},

    {"id": "HH28", "cat": "tier", "setup": [],
     "turns": ["add unload the dishwasher every morning", "make it a nice to have"],
     "expect": {"count": 1,
                "habits": [{"name": "~dishwasher", "freq": ("daily",), "tier": "nice"}]}},

    # ---------------------------------------------------------------- must change nothing
    # src: https://github.com/onejgordon/flow-dashboard/issues/113
    {"id": "HH29", "cat": "safety", "setup": [H("Walk the dog", marks=[(YESTERDAY, "done")])],
     "turns": ["my son walked the dog this morning before school"],
     "expect": {"unchanged": True}},

    # src: https://prodigalgeordie.blog/2018/09/12/bin-day-on-which-i-am-an-idiot/
    {"id": "HH30", "cat": "safety", "setup": [H("Bins out", ("days", "tue"))],
     "turns": ["housemate put the bins out last night, absolute legend"],
     "expect": {"unchanged": True}},

    {"id": "HH31", "cat": "query",
     "setup": [H("Dishes", marks=[(MON, "done"), (YESTERDAY, "done")]),
               H("Laundry", ("weekly", 2), marks=[(MON, "done")]),
               H("Clean the bathroom", ("weekly", 1))],
     "turns": ["how am i doing with the chores this week?"],
     "expect": {"unchanged": True}},

    {"id": "HH32", "cat": "safety", "setup": [H("Dishes")],
     "turns": ["didn't get round to the dishes last night, too knackered"],
     "expect": {"count": 1,
                "notdone": [("Dishes", YESTERDAY)],
                "nomarks": [("Dishes", TODAY)]}},

    {"id": "HH33", "cat": "safety", "setup": [H("Clean the bathroom", ("weekly", 1))],
     "turns": ["was gonna clean the bathroom today but my mum turned up unannounced"],
     "expect": {"count": 1,
                "habits": [{"name": "Clean the bathroom", "freq": ("weekly", 1)}],
                "notdone": [("Clean the bathroom", TODAY)]}},

    # src: https://github.com/iSoron/uhabits/issues/601
    {"id": "HH34", "cat": "safety",
     "setup": [H("Walk the dog"), H("Water the plants", ("interval", 3)), H("Meal prep", ("days", "sun"))],
     "turns": ["we're away at the in-laws this weekend"],
     "expect": {"unchanged": True}},

    {"id": "HH35", "cat": "safety", "setup": [H("Walk the dog"), H("Feed the dog")],
     "turns": ["the dog ate one of my socks last night lol, vet reckons he'll be fine"],
     "expect": {"unchanged": True}},

    {"id": "HH36", "cat": "safety", "setup": [H("Cat's medication"), H("Feed the cat")],
     "turns": ["can you order more cat food for me? we're nearly out"],
     "expect": {"unchanged": True}},

    # src: https://thatswhatjaysaid.com/mondays-are-for-laundry
    {"id": "HH37", "cat": "safety", "setup": [H("Dishes"), H("Laundry", ("weekly", 2))],
     "turns": ["my partner does the laundry and i do the dishes, that's the deal in our house"],
     "expect": {"unchanged": True}},

    # src: https://github.com/HabitRPG/habitica/issues/687
    {"id": "HH38", "cat": "safety", "setup": [H("Walk the dog"), H("Dishes"), H("Tidy up")],
     "turns": ["kids have been poorly all week, honestly everything's gone out the window"],
     "expect": {"unchanged": True}},

    # src: https://pettimely.app/guides/medication-reminders
    {"id": "HH39", "cat": "query", "setup": [H("Cat's medication")],
     "turns": ["any tips for remembering the cat's meds? she's on them twice a day now"],
     "expect": {"unchanged": True}},

    {"id": "HH40", "cat": "safety", "setup": [H("Walk Rex")],
     "turns": ["no walk for rex today, vet wants him resting his leg"],
     "expect": {"count": 1,
                "habits": [{"name": "Walk Rex", "freq": ("daily",)}],
                "notdone": [("Walk Rex", TODAY)]}},
]
