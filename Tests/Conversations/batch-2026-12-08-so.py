"""Blind batch SO (2026-12-08): social and relationship habits.

Calling family, texting friends, date night, phone-free family dinner, volunteering,
letters; things others did (which change nothing of mine), plans with friends,
birthdays, skips because of guests or events.

Clock: Wednesday 2026-03-04 09:00.
  yesterday / last night = Tue 03-03, "monday" (report) = 03-02, "sunday" (report) = 03-01,
  "friday" (report) = 02-27, "friday" (plan/skip) = 03-06.
"""

TODAY = "2026-03-04"
YESTERDAY = "2026-03-03"
MON = "2026-03-02"
SUN = "2026-03-01"
SAT = "2026-02-28"
FRI = "2026-02-27"
NEXT_FRI = "2026-03-06"


def H(name, freq=("daily",), tier="must", polarity="build", group=None, archived=False, marks=()):
    return {"name": name, "freq": freq, "tier": tier, "polarity": polarity, "group": group,
            "archived": archived, "marks": [tuple(m) for m in marks]}


CASES = [
    # ---------------------------------------------------------------- single-message requests
    # src: https://visualfoodie.com/tips-for-remembering-to-make-that-call-to-mom
    {"id": "SO01", "cat": "add", "setup": [],
     "turns": ["i really want to call my mum every sunday, i always forget til its too late"],
     "expect": {"count": 1, "habits": [{"name": "~mum", "freq": ("days", "sun"), "polarity": "build"}]}},

    # src: https://taskandpurpose.com/milspousefest/how-often-do-you-have-a-date-night/
    {"id": "SO02", "cat": "tier", "setup": [],
     "turns": ["add date night every friday, its non negotiable so make it a must do"],
     "expect": {"count": 1, "habits": [{"name": "~date night", "freq": ("days", "fri"), "tier": "must",
                                        "polarity": "build"}]}},

    {"id": "SO03", "cat": "dates", "setup": [H("Call mum", ("weekly", 1))],
     "turns": ["called mum yesterday, we chatted for ages about her garden"],
     "expect": {"count": 1, "habits": [{"name": "Call mum", "freq": ("weekly", 1)}],
                "marks": [("Call mum", YESTERDAY, "done")],
                "nomarks": [("Call mum", TODAY)]}},

    # src: https://www.thrillist.com/lifestyle/nation/the-new-rules-of-being-a-21st-century-dad
    {"id": "SO04", "cat": "dates", "setup": [H("Family dinner")],
     "turns": ["we managed family dinner on sunday and monday, phones in the basket the whole time 🙌"],
     "expect": {"count": 1, "habits": [{"name": "Family dinner", "freq": ("daily",)}],
                "marks": [("Family dinner", SUN, "done"), ("Family dinner", MON, "done")],
                "nomarks": [("Family dinner", TODAY)]}},

    {"id": "SO05", "cat": "dates", "setup": [H("Date night", ("days", "fri"))],
     "turns": ["skip date night friday, the in-laws are staying over"],
     "expect": {"count": 1, "habits": [{"name": "Date night", "freq": ("days", "fri")}],
                "marks": [("Date night", NEXT_FRI, "skipped")],
                "nomarks": [("Date night", FRI), ("Date night", TODAY)]}},

    # src: https://github.com/iSoron/uhabits/issues/88
    {"id": "SO06", "cat": "log", "setup": [H("Volunteer shift", ("days", "wed"))],
     "turns": ["skipping my volunteer shift today, my cousin is in town"],
     "expect": {"count": 1, "habits": [{"name": "Volunteer shift", "freq": ("days", "wed")}],
                "marks": [("Volunteer shift", TODAY, "skipped")]}},

    # src: https://kosherworkingmom.com/2012/10/no-phones-at-meals/
    {"id": "SO07", "cat": "avoid", "setup": [H("Phone at dinner", polarity="avoid")],
     "turns": ["ugh was on my phone all through dinner last night"],
     "expect": {"count": 1, "habits": [{"name": "Phone at dinner", "polarity": "avoid"}],
                "marks": [("Phone at dinner", YESTERDAY, "slipped")],
                "nomarks": [("Phone at dinner", TODAY)]}},

    {"id": "SO08", "cat": "multi", "setup": [H("Call grandma", ("weekly", 1)), H("Write a letter", ("weekly", 1))],
     "turns": ["called grandma and wrote my letter today"],
     "expect": {"count": 2, "marks": [("Call grandma", TODAY, "done"), ("Write a letter", TODAY, "done")]}},

    # src: https://www.joshfeingold.com/josh-feingold-atlanta/call-a-friend-once-a-week/
    {"id": "SO09", "cat": "multi", "setup": [],
     "turns": ["add call dad every sunday and volunteering twice a month"],
     "expect": {"count": 2, "habits": [{"name": "~dad", "freq": ("days", "sun")},
                                       {"name": "~volunteer", "freq": ("monthly", 2)}]}},

    {"id": "SO10", "cat": "add", "setup": [H("Call mum", ("days", "sun"))],
     "turns": ["remind me to call mum at 6pm on sundays"],
     "expect": {"count": 1, "habits": [{"name": "Call mum", "freq": ("days", "sun")}],
                "reminders": [("Call mum", "18:00", "sun")]}},

    # src: https://blog.extndly.com/your-5-minute-weekly-check-in-routine-for-real-connections
    {"id": "SO11", "cat": "edit", "setup": [H("Text a friend", ("weekly", 2), marks=[(MON, "done")])],
     "turns": ["rename text a friend to reach out to someone"],
     "expect": {"count": 1, "habits": [{"name": "Reach out to someone", "freq": ("weekly", 2)}],
                "marks": [("Reach out to someone", MON, "done")]}},

    {"id": "SO12", "cat": "multi", "setup": [H("Family dinner")],
     "turns": ["can you change family dinner to 4 times a week and make it optional, every night is too much with the kids clubs"],
     "expect": {"count": 1, "habits": [{"name": "Family dinner", "freq": ("weekly", 4), "tier": "nice"}]}},

    {"id": "SO13", "cat": "tier", "setup": [H("Write a letter", ("weekly", 1), tier="must")],
     "turns": ["writing letters should be a nice to have, not a must"],
     "expect": {"count": 1, "habits": [{"name": "Write a letter", "freq": ("weekly", 1), "tier": "nice"}]}},

    {"id": "SO14", "cat": "group",
     "setup": [H("Call mum", ("weekly", 1)), H("Call dad", ("weekly", 1)), H("Call grandma", ("weekly", 1))],
     "turns": ["put call mum, call dad and call grandma into a group called Family, any one of them counts"],
     "expect": {"count": 3, "groups": [{"name": "Family", "require": 1,
                                        "members": ["Call mum", "Call dad", "Call grandma"]}]}},

    # src: http://itsloverly.blogspot.com/2012/06/project-week-week-6-letters.html
    {"id": "SO15", "cat": "dates", "setup": [H("Write to pen pal", ("weekly", 1))],
     "turns": ["finally wrote back to my pen pal on friday"],
     "expect": {"count": 1, "habits": [{"name": "Write to pen pal", "freq": ("weekly", 1)}],
                "marks": [("Write to pen pal", FRI, "done")],
                "nomarks": [("Write to pen pal", TODAY)]}},

    # ---------------------------------------------------------------- answers to the coach's questions
    # src: http://clicks-clan.blogspot.com/2013/12/day-zero-project-write-at-least-one.html
    {"id": "SO16", "cat": "slots", "setup": [],
     "turns": ["i want to get back into writing letters to friends", "once a week"],
     "expect": {"count": 1, "habits": [{"name": "~letter", "freq": ("weekly", 1), "polarity": "build"}]}},

    # src: https://www.100daysofrealfood.com/lets-commit-device-free-dinner/
    {"id": "SO17", "cat": "slots", "setup": [],
     "turns": ["can you add phone-free family dinner", "weeknights"],
     "expect": {"count": 1, "habits": [{"name": "~dinner", "freq": ("days", "mon tue wed thu fri")}]}},

    {"id": "SO18", "cat": "slots", "setup": [H("Call nan", ("weekly", 1))],
     "turns": ["can u remind me to call nan", "sundays at 5pm"],
     "expect": {"count": 1, "habits": [{"name": "Call nan", "freq": ("weekly", 1)}],
                "reminders": [("Call nan", "17:00", "sun")]}},

    {"id": "SO19", "cat": "correct", "setup": [],
     "turns": ["add call dad 3 times a week", "actually make it twice a week"],
     "expect": {"count": 1, "habits": [{"name": "~dad", "freq": ("weekly", 2)}]}},

    {"id": "SO20", "cat": "correct", "setup": [],
     "turns": ["add writing to grandpa every day", "no wait thats too much, once a month"],
     "expect": {"count": 1, "habits": [{"name": "~grandpa", "freq": ("monthly", 1)}]}},

    {"id": "SO21", "cat": "edit", "setup": [H("Write a letter", ("weekly", 1)), H("Call mum", ("weekly", 1))],
     "turns": ["delete write a letter, i just never do it", "yes"],
     "expect": {"count": 1, "habits": [{"name": "Call mum", "freq": ("weekly", 1)}]}},

    {"id": "SO22", "cat": "group",
     "setup": [H("Call mum", ("weekly", 1)), H("Text a friend", ("weekly", 2)), H("Write a letter", ("weekly", 1))],
     "turns": ["make a group called keep in touch with call mum, text a friend and write a letter", "just 1"],
     "expect": {"count": 3, "groups": [{"name": "Keep in touch", "require": 1,
                                        "members": ["Call mum", "Text a friend", "Write a letter"]}]}},

    {"id": "SO23", "cat": "log", "setup": [H("Call mum", ("weekly", 1)), H("Call grandma", ("weekly", 1))],
     "turns": ["did my call today", "grandma"],
     "expect": {"count": 2, "marks": [("Call grandma", TODAY, "done")],
                "nomarks": [("Call mum", TODAY)]}},

    # src: http://www.feedingamerica.org/hunger-blog/how-will-you-start-the-new.html
    {"id": "SO24", "cat": "add", "setup": [],
     "turns": ["i want to volunteer 8 hours a month", "volunteered 3 hours at the food bank this morning"],
     "expect": {"count": 1, "habits": [{"name": "~volunteer", "target": {"amount": 8, "unit": "hour"}}],
                "marks": [("~volunteer", TODAY, "done", 3)]}},

    # src: https://fairestlovefamilyproject.org/how-to-keep-grandparents-close-even-when-theyre-far
    {"id": "SO25", "cat": "slots", "setup": [],
     "turns": ["hi", "honestly i never call my grandparents", "every sunday", "thats it for now thanks"],
     "expect": {"count": 1, "habits": [{"name": "~grandparent", "freq": ("days", "sun"), "polarity": "build"}]}},

    # src: https://myhabits.in/community/how-to-stop-checking-your-phone-while-someone-is-talking-4e0ae5
    {"id": "SO26", "cat": "avoid", "setup": [],
     "turns": ["i want to stop checking my phone when im out with friends", "yep"],
     "expect": {"count": 1, "habits": [{"name": "~phone", "polarity": "avoid", "freq": ("daily",)}]}},

    {"id": "SO27", "cat": "slots", "setup": [],
     "turns": ["add board game night with the kids", "saturdays i guess"],
     "expect": {"count": 1, "habits": [{"name": "~board game", "freq": ("days", "sat")}]}},

    # ---------------------------------------------------------------- must change nothing
    {"id": "SO28", "cat": "safety", "setup": [H("Call mum", ("weekly", 1))],
     "turns": ["mum rang me yesterday for like an hour lol"],
     "expect": {"unchanged": True}},

    {"id": "SO29", "cat": "safety", "setup": [H("Volunteer", ("monthly", 2))],
     "turns": ["sarah volunteered at the shelter all weekend, shes amazing"],
     "expect": {"unchanged": True}},

    {"id": "SO30", "cat": "safety", "setup": [H("Date night", ("days", "fri")), H("Family dinner")],
     "turns": ["we've got friends staying this weekend so the routine's going out the window"],
     "expect": {"unchanged": True, "nopauses": True}},

    # src: https://5and2guy.com/2019/11/12/three-ways-to-keep-in-touch/
    {"id": "SO31", "cat": "safety", "setup": [H("Text a friend", ("weekly", 2))],
     "turns": ["it's my best mate's birthday on friday, need to sort a present"],
     "expect": {"unchanged": True}},

    {"id": "SO32", "cat": "safety", "setup": [H("Call mum", ("weekly", 1))],
     "turns": ["i'm gonna call mum tonight after work"],
     "expect": {"unchanged": True}},

    {"id": "SO33", "cat": "safety", "setup": [H("Call grandma", ("weekly", 1))],
     "turns": ["didn't get to call grandma yesterday, she was asleep when i rang"],
     "expect": {"count": 1, "habits": [{"name": "Call grandma", "freq": ("weekly", 1)}],
                "notdone": [("Call grandma", YESTERDAY), ("Call grandma", TODAY)]}},

    {"id": "SO34", "cat": "query", "setup": [H("Text a friend", ("weekly", 3), marks=[(MON, "done"), (YESTERDAY, "done")])],
     "turns": ["how many times have i texted a friend this week?"],
     "expect": {"unchanged": True, "reply": r"(?i)\b(2|two|twice)\b"}},

    # src: https://visualfoodie.com/tips-for-remembering-to-make-that-call-to-mom
    {"id": "SO35", "cat": "query", "setup": [H("Call dad", ("weekly", 1))],
     "turns": ["any tips for actually remembering to call my dad?"],
     "expect": {"unchanged": True}},

    {"id": "SO36", "cat": "safety", "setup": [H("Call mum", ("weekly", 1))],
     "turns": ["can you send mum a happy birthday text for me"],
     "expect": {"unchanged": True}},

    # src: https://steeledsnake.com/2020/11/12/c-is-for-chill
    {"id": "SO37", "cat": "safety", "setup": [H("Date night", ("days", "wed"))],
     "turns": ["date night's off tonight, babysitter cancelled on us"],
     "expect": {"count": 1, "habits": [{"name": "Date night", "freq": ("days", "wed")}],
                "notdone": [("Date night", TODAY)]}},

    {"id": "SO38", "cat": "safety",
     "setup": [H("Call mum", ("weekly", 1)), H("Call dad", ("weekly", 1)), H("Family dinner")],
     "turns": ["i'm away at my parents' till sunday"],
     "expect": {"unchanged": True, "nopauses": True}},

    {"id": "SO39", "cat": "safety", "setup": [H("Family dinner")],
     "turns": ["no family dinner last night, everyone was out doing their own thing"],
     "expect": {"count": 1, "habits": [{"name": "Family dinner", "freq": ("daily",)}],
                "notdone": [("Family dinner", YESTERDAY)],
                "nomarks": [("Family dinner", TODAY)]}},

    {"id": "SO40", "cat": "safety", "setup": [H("Text a friend", ("weekly", 2))],
     "turns": ["tom actually texted me first for once haha"],
     "expect": {"unchanged": True}},
]
