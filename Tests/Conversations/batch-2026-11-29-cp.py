"""Fresh blind batch "cp": couples and housemates.

Theme: things 'we' did together (count as mine), things only the partner or housemate
did (not mine), shared chores, arguing about who did what, habits set for oneself only.

Clock for every case: Wednesday 2026-03-04 09:00 (local = UTC).
  today = Wed 03-04, yesterday / last night = Tue 03-03, "on monday" = 03-02,
  "on sunday" = 03-01, "on friday" in a report = 02-27, "friday" in a plan or skip = 03-06.

Mix: 14 single messages that change something, 13 exchanges of two turns where the person
answers the coach's question (or corrects / confirms), 13 messages that must change nothing
(or where only "nothing wrong happened" is asserted).
"""

TODAY = "2026-03-04"
YESTERDAY = "2026-03-03"
MON = "2026-03-02"
SUN = "2026-03-01"
SAT = "2026-02-28"
FRI = "2026-02-27"
THU = "2026-02-26"
NEXT_FRI = "2026-03-06"


def H(name, freq=("daily",), tier="must", polarity="build", group=None, archived=False, marks=()):
    """A setup habit in the compact form run_eval.py imports."""
    return {"name": name, "freq": freq, "tier": tier, "polarity": polarity,
            "group": group, "archived": archived, "marks": [tuple(m) for m in marks]}


CASES = [
    # ---- 'we' did it together: counts as mine -------------------------------------------
    # src: https://gipfl.app/blog/habit-tracker-for-couples/
    {"id": "cp01", "cat": "log",
     "setup": [H("Evening walk")],
     "turns": ["jess and i did our evening walk last night"],
     "expect": {"count": 1, "marks": [("Evening walk", YESTERDAY, "done")],
                "nomarks": [("Evening walk", TODAY)]}},

    # partner went alone, I didn't: must not be logged done
    {"id": "cp02", "cat": "safety",
     "setup": [H("Evening walk")],
     "turns": ["jess went on the walk by herself yesterday, i was stuck at work late"],
     "expect": {"count": 1, "notdone": [("Evening walk", YESTERDAY)],
                "nomarks": [("Evening walk", TODAY)]}},

    # src: http://www.5isterstd.com/blog/2011/03/ask-five-of-dungeons-and-dishes.html
    {"id": "cp03", "cat": "log",
     "setup": [H("Dishes")],
     "turns": ["i did the dishes this morning, tom didnt lift a finger as usual lol"],
     "expect": {"count": 1, "marks": [("Dishes", TODAY, "done")]}},

    # arguing about who did what: his claim is not my log
    # src: http://www.5isterstd.com/blog/2011/03/ask-five-of-dungeons-and-dishes.html
    {"id": "cp04", "cat": "safety",
     "setup": [H("Dishes", marks=[(MON, "done")])],
     "turns": ["tom reckons he did the dishes yesterday. he defo did not"],
     "expect": {"unchanged": True}},

    {"id": "cp05", "cat": "safety",
     "setup": [H("Hoover", freq=("weekly", 1))],
     "turns": ["my housemate hoovered the whole flat on sunday, fair play to her"],
     "expect": {"unchanged": True}},

    # setting a habit for myself only; answer gives how often
    {"id": "cp06", "cat": "slots",
     "setup": [],
     "turns": ["add stretching, just for me not the both of us", "every morning"],
     "expect": {"count": 1, "maxlen": 20,
                "habits": [{"name": ["Stretching", "Stretch", "Stretches", "Morning stretch",
                                     "Morning stretching"],
                            "freq": ("daily",), "polarity": "build"}]}},

    # src: https://habi.app/insights/couples-habits
    {"id": "cp07", "cat": "slots",
     "setup": [],
     "turns": ["i want to start cooking dinner for us instead of ordering in all the time",
               "4 nights a week"],
     "expect": {"count": 1, "maxlen": 22,
                "habits": [{"name": "~cook", "freq": ("weekly", 4), "polarity": "build"}]}},

    {"id": "cp08", "cat": "slots",
     "setup": [],
     "turns": ["add date night with sam", "once a week"],
     "expect": {"count": 1,
                "habits": [{"name": "~date night", "freq": ("weekly", 1)}]}},

    # 'we' slipped on a shared avoid habit: my slip
    # src: https://habi.app/insights/couples-habits
    {"id": "cp09", "cat": "avoid",
     "setup": [H("Takeaway", polarity="avoid")],
     "turns": ["we caved and ordered a takeaway last night"],
     "expect": {"count": 1, "marks": [("Takeaway", YESTERDAY, "slipped")],
                "nomarks": [("Takeaway", TODAY)]}},

    # partner's slip is not mine
    {"id": "cp10", "cat": "safety",
     "setup": [H("Smoking", polarity="avoid")],
     "turns": ["my husband had a cigarette on the balcony yesterday, drives me mad"],
     "expect": {"unchanged": True}},

    # src: http://dryuary.org/wp/day-16/
    {"id": "cp11", "cat": "avoid",
     "setup": [],
     "turns": ["doing dry march with my fiance, help me stop drinking"],
     "expect": {"count": 1,
                "habits": [{"name": ["Drinking", "Drink", "Alcohol", "Drinking alcohol",
                                     "Stop drinking"],
                            "polarity": "avoid"}]}},

    # two logs, two days, with a housemate along
    {"id": "cp12", "cat": "multi",
     "setup": [H("Gym", freq=("weekly", 3)), H("Read")],
     "turns": ["went to the gym with my flatmate this morning and read before bed last night"],
     "expect": {"count": 2,
                "marks": [("Gym", TODAY, "done"), ("Read", YESTERDAY, "done")],
                "nomarks": [("Gym", YESTERDAY), ("Read", TODAY)]}},

    # a question about someone else: changes nothing
    # src: https://www.cohorty.app/blog/habit-tracking-for-couples-build-goals-together-without-the-fights
    {"id": "cp13", "cat": "query",
     "setup": [H("Gym", freq=("weekly", 3), marks=[(MON, "done")])],
     "turns": ["did my flatmate go to the gym more than me this week?"],
     "expect": {"unchanged": True}},

    # skip with a reason + a log in one message
    {"id": "cp14", "cat": "multi",
     "setup": [H("Morning run", freq=("days", "mon wed fri")), H("Stretch")],
     "turns": ["skipping my run today cos i'm looking after my partner, she's got flu. did my stretches tho"],
     "expect": {"count": 2,
                "marks": [("Morning run", TODAY, "skipped"), ("Stretch", TODAY, "done")]}},

    # a skip for a coming weekday
    {"id": "cp15", "cat": "dates",
     "setup": [H("Yoga", freq=("days", "mon wed fri"))],
     "turns": ["skip yoga friday, we're driving up to her parents"],
     "expect": {"count": 1, "marks": [("Yoga", NEXT_FRI, "skipped")],
                "nomarks": [("Yoga", FRI), ("Yoga", TODAY)],
                "habits": [{"name": "Yoga", "freq": ("days", "mon wed fri")}]}},

    # reminder, details given in the answer
    # src: https://github.com/onejgordon/flow-dashboard/issues/113
    {"id": "cp16", "cat": "slots",
     "setup": [H("Walk the dog")],
     "turns": ["remind me to walk the dog, my wife does the evenings", "7am on weekdays"],
     "expect": {"count": 1,
                "reminders": [("Walk the dog", "07:00", "mon tue wed thu fri")],
                "nomarks": [("Walk the dog", TODAY)]}},

    # chore that became mine: add + schedule + reminder in one go
    {"id": "cp17", "cat": "add",
     "setup": [],
     "turns": ["the plants are my job now since my housemate kept forgetting, add water the plants every sunday with a reminder at 10am"],
     "expect": {"count": 1, "maxlen": 25,
                "habits": [{"name": "~plant", "freq": ("days", "sun")}],
                "reminders": [("~plant", "10:00")]}},

    # rename
    {"id": "cp18", "cat": "edit",
     "setup": [H("Dishes")],
     "turns": ["rename dishes to kitchen reset, it covers the counters too now"],
     "expect": {"count": 1,
                "habits": [{"name": "Kitchen reset", "freq": ("daily",)}]}},

    # schedule edit, the new schedule given as an answer
    # src: https://pacindex.com/opinion/2017/01/19/ask-ron/
    {"id": "cp19", "cat": "edit",
     "setup": [H("Cook dinner")],
     "turns": ["we take turns cooking now so i need to change cook dinner", "every other day"],
     "expect": {"count": 1,
                "habits": [{"name": "Cook dinner", "freq": ("interval", 2)}]}},

    # schedule stated with no edit verb: confirmed, then applied
    # src: https://thecoli.com/threads/what-do-you-consider-the-husband-and-wifely-duties-of-a-relationship-where-both-parties-work-9-to-5.167900/page-2
    {"id": "cp20", "cat": "edit",
     "setup": [H("Laundry", freq=("weekly", 2))],
     "turns": ["my partner's taking over half the laundry so i only need to do it once a week now",
               "yep"],
     "expect": {"count": 1,
                "habits": [{"name": "Laundry", "freq": ("weekly", 1)}],
                "nomarks": [("Laundry", TODAY)]}},

    # shared kitchen jobs: one of three a day
    {"id": "cp21", "cat": "group",
     "setup": [H("Wash up"), H("Wipe counters"), H("Sweep kitchen")],
     "turns": ["put wash up, wipe counters and sweep kitchen in a group called kitchen jobs, i only need to do one of them a day cos we share"],
     "expect": {"count": 3,
                "groups": [{"name": "Kitchen jobs", "require": 1,
                            "members": ["Wash up", "Wipe counters", "Sweep kitchen"]}]}},

    # tier
    {"id": "cp22", "cat": "tier",
     "setup": [H("Meal prep", freq=("weekly", 1))],
     "turns": ["make meal prep optional, my partner usually ends up doing it anyway"],
     "expect": {"count": 1,
                "habits": [{"name": "Meal prep", "tier": "nice", "freq": ("weekly", 1)}]}},

    # amounts: only my glasses count
    {"id": "cp23", "cat": "slots",
     "setup": [],
     "turns": ["add water, 8 glasses a day",
               "drank 3 so far this morning, my husband's had about one lol"],
     "expect": {"count": 1,
                "habits": [{"name": "~water", "freq": ("daily",),
                            "target": {"amount": 8, "unit": "glass"}}],
                "marks": [("~water", TODAY, "partial", 3)]}},

    # amounts with 'we': a weekly distance, yesterday's run counts as mine
    {"id": "cp24", "cat": "slots",
     "setup": [],
     "turns": ["add running 10 km a week", "me and my other half ran 5k yesterday"],
     "expect": {"count": 1,
                "habits": [{"name": ["Running", "Run", "Go running"],
                            "target": {"amount": 10, "unit": "km"}}],
                "marks": [("~run", YESTERDAY, "done", 5)],
                "nomarks": [("~run", TODAY)]}},

    # a feeling about a row: nothing changes
    # src: https://www.cohorty.app/blog/habit-tracking-for-couples-build-goals-together-without-the-fights
    {"id": "cp25", "cat": "safety",
     "setup": [H("Gym", freq=("weekly", 3))],
     "turns": ["ugh had a massive row with my girlfriend about chores last night, feel rubbish"],
     "expect": {"unchanged": True}},

    # partner's plans
    {"id": "cp26", "cat": "safety",
     "setup": [H("Morning run", freq=("days", "mon wed fri"))],
     "turns": ["my husband is running a half marathon in april, so proud of him"],
     "expect": {"unchanged": True}},

    # a request for something the coach doesn't do
    # src: https://github.com/dohsimpson/HabitTrove/issues/95
    {"id": "cp27", "cat": "safety",
     "setup": [H("Dishes")],
     "turns": ["can you add my flatmate so she can see my habits too"],
     "expect": {"unchanged": True}},

    # a habit for someone else is not silently added to mine
    {"id": "cp28", "cat": "safety",
     "setup": [],
     "turns": ["add a habit for my boyfriend to floss every night, he never does it"],
     "expect": {"count": 0}},

    # we did one, he did the other (not me)
    # src: https://gipfl.app/blog/habit-tracker-for-couples/
    {"id": "cp29", "cat": "log",
     "setup": [H("Meditate"), H("Stretch")],
     "turns": ["we meditated together this morning. he did his stretches too but i didn't get round to mine"],
     "expect": {"count": 2, "marks": [("Meditate", TODAY, "done")],
                "notdone": [("Stretch", TODAY)]}},

    # 'friday' in a report = last friday
    {"id": "cp30", "cat": "dates",
     "setup": [H("Big shop", freq=("weekly", 1))],
     "turns": ["we did the big shop on friday"],
     "expect": {"count": 1, "marks": [("Big shop", FRI, "done")],
                "nomarks": [("Big shop", TODAY), ("Big shop", NEXT_FRI)],
                "habits": [{"name": "Big shop", "freq": ("weekly", 1)}]}},

    # two habits in one message after splitting chores
    # src: https://english-dialogue.com/learn/289/negotiating-chores-with-a-roommate/situation/1804/creating-the-chore-chartagreement
    {"id": "cp31", "cat": "multi",
     "setup": [],
     "turns": ["we've split the chores so add clean the bathroom every saturday and change the bed sheets every sunday"],
     "expect": {"count": 2, "maxlen": 25,
                "habits": [{"name": "~bathroom", "freq": ("days", "sat")},
                           {"name": "~sheet", "freq": ("days", "sun")}]}},

    # "add that" then the schedule as a one-word answer
    # src: https://english-dialogue.com/learn/289/negotiating-chores-with-a-roommate/situation/1804/creating-the-chore-chartagreement
    {"id": "cp32", "cat": "slots",
     "setup": [],
     "turns": ["its my job to put the bins out now, can you add that", "tuesdays"],
     "expect": {"count": 1, "maxlen": 25,
                "habits": [{"name": "~bin", "freq": ("days", "tue")}]}},

    # correction of the schedule on the next turn
    {"id": "cp33", "cat": "correct",
     "setup": [],
     "turns": ["add couples yoga twice a week",
               "actually make it once a week, sam can't do more than that"],
     "expect": {"count": 1,
                "habits": [{"name": "~yoga", "freq": ("weekly", 1)}]}},

    # logged, then it turns out the housemate did it: undone
    # src: http://www.booberfish.com/blog/2008/09/dishes-are-always-the-problem/
    {"id": "cp34", "cat": "correct",
     "setup": [H("Dishes")],
     "turns": ["did the dishes", "wait no that was tom not me, undo that"],
     "expect": {"count": 1, "nomarks": [("Dishes", TODAY)]}},

    # ammo for an argument: a question, changes nothing
    # src: https://zloadr.com/?id=191798&type=Book
    {"id": "cp35", "cat": "query",
     "setup": [H("Dishes", marks=[(THU, "done"), (FRI, "done"), (MON, "done"), (YESTERDAY, "done")])],
     "turns": ["how many times have i done the dishes this week? need ammo for an argument lol"],
     "expect": {"unchanged": True, "reply": r"(?i)\b2\b|\btwo\b"}},

    # negation with a reason about whose week it was
    # src: https://pacindex.com/opinion/2017/01/19/ask-ron/
    {"id": "cp36", "cat": "safety",
     "setup": [H("Bins", freq=("days", "tue"))],
     "turns": ["i didn't put the bins out yesterday because it was his week"],
     "expect": {"count": 1, "notdone": [("Bins", YESTERDAY)],
                "nomarks": [("Bins", TODAY)],
                "habits": [{"name": "Bins", "freq": ("days", "tue")}]}},

    # which walk? answered with one word
    # src: https://github.com/onejgordon/flow-dashboard/issues/113
    {"id": "cp37", "cat": "slots",
     "setup": [H("Morning walk"), H("Evening walk")],
     "turns": ["we did the walk yesterday", "evening"],
     "expect": {"count": 2, "marks": [("Evening walk", YESTERDAY, "done")],
                "nomarks": [("Morning walk", YESTERDAY), ("Evening walk", TODAY)]}},

    # delete, confirmed
    {"id": "cp38", "cat": "edit",
     "setup": [H("Dishes"), H("Cook dinner")],
     "turns": ["delete cook dinner, my partner does all the cooking now", "yes"],
     "expect": {"count": 1, "habits": [{"name": "Dishes", "freq": ("daily",)}]}},

    # partner's streak: not mine
    {"id": "cp39", "cat": "safety",
     "setup": [H("Meditate", marks=[(MON, "done"), (YESTERDAY, "done")])],
     "turns": ["my wife just hit 30 days in a row of meditating!! so jealous"],
     "expect": {"unchanged": True}},

    # a vague shared plan: no habit without asking
    {"id": "cp40", "cat": "safety",
     "setup": [],
     "turns": ["we're thinking about maybe doing couples yoga at some point"],
     "expect": {"count": 0}},
]
