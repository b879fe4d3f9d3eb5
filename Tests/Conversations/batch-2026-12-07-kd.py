"""Blind batch KD (2026-12-07): parents of young children.

Habits squeezed around naps, school runs, bedtime stories and night feeds; interruptions
mid-conversation, things done with or for the kids, the partner doing the school run, tired
half-sentences, days that went sideways, requests for gentler schedules or fewer habits.

Clock: Wednesday 2026-03-04 09:00. yesterday = Tue 03-03, monday = 03-02, sunday = 03-01,
saturday = 02-28, "friday" in a report = 02-27, "friday" in a plan/skip = 03-06,
tomorrow = Thu 03-05.
Format: dev_cases.py (id, cat, setup, turns, expect). Written without reading the code.
"""

TODAY = "2026-03-04"
YESTERDAY = "2026-03-03"
TOMORROW = "2026-03-05"
MON = "2026-03-02"
SUN = "2026-03-01"
SAT = "2026-02-28"
FRI = "2026-02-27"
NEXT_FRI = "2026-03-06"
WEEKDAYS = "mon tue wed thu fri"


def H(name, freq=("daily",), tier="must", polarity="build", group=None, archived=False, marks=()):
    """A setup habit in the compact form run_eval.setup_doc() reads."""
    return {"name": name, "freq": freq, "tier": tier, "polarity": polarity,
            "group": group, "archived": archived, "marks": list(marks)}


CASES = [
    # ------------------------------------------------------------------ single messages
    # src: http://webbfam4.blogspot.com/2010/01/confessions-of-slacker-mom-reading-to.html
    {"id": "KD01", "cat": "add", "setup": [],
     "turns": ["can u add reading bedtime stories to the kids every night"],
     "expect": {"count": 1, "maxlen": 40,
                "habits": [{"name": "~bedtime stor", "freq": ("daily",), "polarity": "build"}]}},

    {"id": "KD02", "cat": "add", "setup": [],
     "turns": ["add tummy time with the baby twice a day"],
     "expect": {"count": 1,
                "habits": [{"name": "~tummy time", "freq": ("daily",),
                            "target": {"amount": 2, "unit": "times"}}]}},

    {"id": "KD03", "cat": "add", "setup": [],
     "turns": ["add a family walk on sundays at 10am"],
     "expect": {"count": 1,
                "habits": [{"name": "~walk", "freq": ("days", "sun")}],
                "reminders": [("~walk", "10:00")]}},

    {"id": "KD04", "cat": "dates", "setup": [H("Bedtime stories")],
     "turns": ["we did bedtime stories friday and monday btw"],
     "expect": {"count": 1,
                "habits": [{"name": "Bedtime stories", "freq": ("daily",)}],
                "marks": [("Bedtime stories", FRI, "done"), ("Bedtime stories", MON, "done")],
                "nomarks": [("Bedtime stories", TODAY), ("Bedtime stories", YESTERDAY)]}},

    # src: https://www.modernbrainjournal.org/ditch-your-phone-for-a-happier-home/
    {"id": "KD05", "cat": "avoid", "setup": [H("Doomscrolling", polarity="avoid")],
     "turns": ["ugh doomscrolled thru the whole 3am feed again"],
     "expect": {"count": 1,
                "marks": [("Doomscrolling", TODAY, "slipped")],
                "nomarks": [("Doomscrolling", YESTERDAY)]}},

    # src: https://parentwin.wordpress.com/2011/09/02/nap-time-read-a-book/
    {"id": "KD06", "cat": "avoid", "setup": [H("Yelling at the kids", polarity="avoid")],
     "turns": ["lost it and yelled at the kids yesterdy before school. not proud"],
     "expect": {"count": 1,
                "marks": [("Yelling at the kids", YESTERDAY, "slipped")],
                "nomarks": [("Yelling at the kids", TODAY)]}},

    # src: https://github.com/iSoron/uhabits/issues/88
    {"id": "KD07", "cat": "log", "setup": [H("Yoga")],
     "turns": ["skip yoga today, was up all night with the baby"],
     "expect": {"count": 1, "marks": [("Yoga", TODAY, "skipped")],
                "nomarks": [("Yoga", YESTERDAY)]}},

    {"id": "KD08", "cat": "dates", "setup": [H("Run", freq=("weekly", 3))],
     "turns": ["skip the run on friday, its an inset day so the kids are home"],
     "expect": {"count": 1,
                "habits": [{"name": "Run", "freq": ("weekly", 3)}],
                "marks": [("Run", NEXT_FRI, "skipped")],
                "nomarks": [("Run", FRI), ("Run", TODAY)]}},

    # src: https://habi.app/insights/habit-tracking-without-burnout
    {"id": "KD09", "cat": "edit", "setup": [H("Gym", freq=("weekly", 4))],
     "turns": ["can we drop gym to twice a week, 4 isnt happening with the twins"],
     "expect": {"count": 1, "habits": [{"name": "Gym", "freq": ("weekly", 2), "tier": "must"}],
                "nomarks": [("Gym", TODAY)]}},

    {"id": "KD10", "cat": "multi",
     "setup": [H("Stretching"), H("Gym", freq=("weekly", 3))],
     "turns": ["make stretching optional and archive gym for now"],
     "expect": {"count": 2,
                "habits": [{"name": "Stretching", "tier": "nice", "freq": ("daily",), "archived": False},
                           {"name": "Gym", "archived": True, "freq": ("weekly", 3)}],
                "nomarks": [("Stretching", TODAY), ("Gym", TODAY)]}},

    {"id": "KD11", "cat": "edit", "setup": [H("Read to kids")],
     "turns": ["rename read to kids to story time"],
     "expect": {"count": 1, "habits": [{"name": "Story time", "freq": ("daily",)}],
                "nomarks": [("Story time", TODAY)]}},

    # src: https://www.summerinfant.com/tips-talk-trends/the-best-time-of-your-life%C2%AE/march-2011/how-to-make-time-for-reading
    {"id": "KD12", "cat": "edit", "setup": [H("Bedtime stories")],
     "turns": ["can u remind me about bedtime stories at 6:45pm on weekdays pls"],
     "expect": {"count": 1,
                "habits": [{"name": "Bedtime stories", "freq": ("daily",)}],
                "reminders": [("Bedtime stories", "18:45", WEEKDAYS)],
                "nomarks": [("Bedtime stories", TODAY)]}},

    # src: https://github.com/BaraniVA/Habitheat/issues/45
    {"id": "KD13", "cat": "multi",
     "setup": [H("Bedtime stories"), H("Stretching"), H("Run", freq=("weekly", 3))],
     "turns": ["did stories and stretching today, skipping the run tho, kid's off sick"],
     "expect": {"count": 3,
                "marks": [("Bedtime stories", TODAY, "done"), ("Stretching", TODAY, "done"),
                          ("Run", TODAY, "skipped")]}},

    # src: http://www.goodhewphotography.com/category/guest-post/?tag=postpartum
    {"id": "KD14", "cat": "multi", "setup": [],
     "turns": ["add vitamins every morning and water 8 glasses a day"],
     "expect": {"count": 2,
                "habits": [{"name": "~vitamin", "freq": ("daily",)},
                           {"name": "~water", "freq": ("daily",), "target": {"amount": 8, "unit": "glass"}}]}},

    {"id": "KD15", "cat": "dates", "setup": [H("Walk to school", freq=("days", WEEKDAYS))],
     "turns": ["walked the kids to school monday and tuesday, dad did it today"],
     "expect": {"count": 1,
                "habits": [{"name": "Walk to school", "freq": ("days", WEEKDAYS)}],
                "marks": [("Walk to school", MON, "done"), ("Walk to school", YESTERDAY, "done")],
                "notdone": [("Walk to school", TODAY)]}},

    # ------------------------------------------------------------------ exchanges (answers to the coach)
    # src: http://thestir.cafemom.com/baby/109588/5_Postpartum_Tips_You_Shouldnt
    {"id": "KD16", "cat": "slots", "setup": [],
     "turns": ["add kegels", "every day i guess"],
     "expect": {"count": 1, "habits": [{"name": ["Kegels", "Kegel", "Do kegels", "Kegel exercises"],
                                        "freq": ("daily",)}]}},

    # src: https://www.noxhealth.com/family/sleep-tips-for-new-parents/
    {"id": "KD17", "cat": "slots", "setup": [],
     "turns": ["i want to start going for walks with the pram", "5 days a week"],
     "expect": {"count": 1, "maxlen": 40, "habits": [{"name": "~walk", "freq": ("weekly", 5)}]}},

    {"id": "KD18", "cat": "slots", "setup": [],
     "turns": ["add journaling", "sorry baby woke up", "every night"],
     "expect": {"count": 1, "habits": [{"name": ["Journal", "Journaling", "Journalling"],
                                        "freq": ("daily",)}]}},

    # src: https://filterfreeparents.com/read-book-kids-around/
    {"id": "KD19", "cat": "slots", "setup": [],
     "turns": ["hi! new mum here, she's 4 months",
               "i want to get back into reading but i fall asleep the second i sit down",
               "3 times a week maybe"],
     "expect": {"count": 1, "maxlen": 40, "habits": [{"name": "~read", "freq": ("weekly", 3)}]}},

    {"id": "KD20", "cat": "log", "setup": [H("Morning walk"), H("Evening walk")],
     "turns": ["did the walk", "morning"],
     "expect": {"count": 2, "marks": [("Morning walk", TODAY, "done")],
                "nomarks": [("Evening walk", TODAY)]}},

    # src: https://kineticglance.com/articles/drop-a-habit-tracker-that-makes-you-feel-worse
    {"id": "KD21", "cat": "edit", "setup": [H("Running", freq=("weekly", 3)), H("Read")],
     "turns": ["delete running, not happening with a newborn", "yes"],
     "expect": {"count": 1, "habits": [{"name": "Read", "freq": ("daily",)}],
                "nomarks": [("Read", TODAY)]}},

    {"id": "KD22", "cat": "correct", "setup": [H("Yoga")],
     "turns": ["did yoga", "sorry i meant yesterday"],
     "expect": {"count": 1, "marks": [("Yoga", YESTERDAY, "done")],
                "nomarks": [("Yoga", TODAY)]}},

    {"id": "KD23", "cat": "robust", "setup": [H("Walk")],
     "turns": ["did the", "sorry. the walk, did it this morning"],
     "expect": {"count": 1, "marks": [("Walk", TODAY, "done")],
                "nomarks": [("Walk", YESTERDAY)]}},

    # src: https://www.madisonholden.com/post/hey-mamas-let-s-stay-hydrated
    {"id": "KD24", "cat": "slots", "setup": [],
     "turns": ["add drink water 8 glasses a day", "had 3 glasses so far", "2 more"],
     "expect": {"count": 1,
                "habits": [{"name": "~water", "freq": ("daily",), "target": {"amount": 8, "unit": "glass"}}],
                "marks": [("~water", TODAY, "partial", 5)]}},

    {"id": "KD25", "cat": "avoid", "setup": [],
     "turns": ["set a limit of 2 coffees a day", "had 3 coffees today ugh"],
     "expect": {"count": 1,
                "habits": [{"name": "~coffee", "polarity": "avoid", "target": {"amount": 2}}],
                "marks": [("~coffee", TODAY, "slipped", 3)]}},

    {"id": "KD26", "cat": "log", "setup": [H("Read"), H("Walk")],
     "turns": ["today's a write-off, skip everything", "yes"],
     "expect": {"count": 2, "marks": [("Read", TODAY, "skipped"), ("Walk", TODAY, "skipped")],
                "nomarks": [("Read", YESTERDAY), ("Walk", YESTERDAY)]}},

    # src: https://cozyandmaple.com/2025/04/26/mom-advice-intentionality/comment-page-1
    {"id": "KD27", "cat": "group", "setup": [H("Bedtime stories"), H("Park trip", freq=("weekly", 2))],
     "turns": ["make a group called kid time with bedtime stories and the park trip", "just one"],
     "expect": {"count": 2,
                "groups": [{"name": "Kid time", "require": 1, "members": ["Bedtime stories", "Park trip"]}],
                "nomarks": [("Bedtime stories", TODAY), ("Park trip", TODAY)]}},

    {"id": "KD28", "cat": "correct", "setup": [],
     "turns": ["add swimming with the kids on saturdays", "no wait sundays, saturday is ballet"],
     "expect": {"count": 1, "habits": [{"name": "~swim", "freq": ("days", "sun")}]}},

    # ------------------------------------------------------------------ must change nothing / nothing wrong
    {"id": "KD29", "cat": "safety", "setup": [H("Read")],
     "turns": ["didnt get to read last night, baby was up every hour"],
     "expect": {"count": 1, "notdone": [("Read", YESTERDAY)], "nomarks": [("Read", TODAY)],
                "habits": [{"name": "Read", "freq": ("daily",)}]}},

    {"id": "KD30", "cat": "safety", "setup": [H("Bedtime stories")],
     "turns": ["my partner did bath and bedtime last night, i did 3 night feeds lol"],
     "expect": {"unchanged": True}},

    {"id": "KD31", "cat": "safety", "setup": [H("Read")],
     "turns": ["my son read 3 books today!! so proud"],
     "expect": {"unchanged": True}},

    # src: https://myhabits.in/community/can-you-track-too-many-habits-at-once-what-the-research-suggests-4d9dcb
    {"id": "KD32", "cat": "safety", "setup": [H("Read"), H("Walk"), H("Yoga"), H("Journal")],
     "turns": ["honestly i'm drowning, too many habits. which ones should i drop?"],
     "expect": {"unchanged": True}},

    {"id": "KD33", "cat": "query",
     "setup": [H("Vitamins", marks=[(TODAY, "done")]), H("Bedtime stories")],
     "turns": ["whats left for today? quick shes stirring"],
     "expect": {"unchanged": True, "reply": r"(?i)bedtime stor"}},

    {"id": "KD34", "cat": "query", "setup": [H("Kegels", marks=[(MON, "done")])],
     "turns": ["did i do my kegels yesterday?"],
     "expect": {"unchanged": True}},

    {"id": "KD35", "cat": "safety", "setup": [H("Walk")],
     "turns": ["can you order more nappies, we're nearly out"],
     "expect": {"unchanged": True}},

    # src: https://github.com/iSoron/uhabits/issues/88
    {"id": "KD36", "cat": "safety", "setup": [H("Swim lessons", freq=("weekly", 1))],
     "turns": ["swim lessons got cancelled today, pool's closed"],
     "expect": {"count": 1, "notdone": [("Swim lessons", TODAY)],
                "habits": [{"name": "Swim lessons", "freq": ("weekly", 1)}]}},

    {"id": "KD37", "cat": "safety", "setup": [H("Yoga")],
     "turns": ["only managed 5 mins of yoga before she woke up"],
     "expect": {"count": 1, "notdone": [("Yoga", TODAY)], "nomarks": [("Yoga", YESTERDAY)]}},

    {"id": "KD38", "cat": "safety", "setup": [H("Walk")],
     "turns": ["mark tomorrow's walk as done, i'll def do it"],
     "expect": {"unchanged": True, "nomarks": [("Walk", TOMORROW), ("Walk", TODAY)]}},

    {"id": "KD39", "cat": "safety", "setup": [H("Yoga")],
     "turns": ["gonna try yoga during her nap later"],
     "expect": {"unchanged": True}},

    {"id": "KD40", "cat": "correct", "setup": [H("Read")],
     "turns": ["add meditation", "actually never mind, cant think straight today"],
     "expect": {"unchanged": True}},
]
