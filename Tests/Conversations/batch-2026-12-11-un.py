"""Blind batch UN: habits with unusual names (numbers, units, punctuation, brackets,
time words, verbs, long names) and loose references to them later.

Clock: Wednesday 2026-03-04 09:00. yesterday = 03-03, "monday" (report) = 03-02,
"sunday" (report) = 03-01, "friday" (report) = 02-27, "friday" (plan/skip) = 03-06.
The name must never be misread as a schedule, amount or date.
"""

TODAY = "2026-03-04"
YESTERDAY = "2026-03-03"
MON = "2026-03-02"
SUN = "2026-03-01"
SAT = "2026-02-28"
FRI = "2026-02-27"
NEXT_FRI = "2026-03-06"
WEEKDAYS = ("days", "mon tue wed thu fri")


def H(name, freq=("daily",), tier="must", polarity="build", group=None, archived=False, marks=()):
    """A setup habit in the runner's format; marks are (day, state) tuples."""
    return {"name": name, "freq": freq, "tier": tier, "polarity": polarity, "group": group,
            "archived": archived, "marks": list(marks)}


CASES = [
    # ---------------------------------------------------------------- single requests
    # src: https://main-vision.com/tags/daily-habit  (walking 10,000 steps a day, streak of days)
    dict(id="UN01", cat="log", setup=[H("10k steps")],
         turns=["did my 10k steps yesterday 🙌"],
         expect={"count": 1, "habits": [{"name": "10k steps", "freq": ("daily",)}],
                 "marks": [("10k steps", YESTERDAY, "done")],
                 "nomarks": [("10k steps", TODAY)]}),

    # src: https://skillor.me/productivity/habit-tracker.html  (example habit "Read 20 pages")
    dict(id="UN02", cat="dates", setup=[H("Read 20 pages")],
         turns=["read my 20 pages friday and monday, just forgot to tick them off"],
         expect={"count": 1, "habits": [{"name": "Read 20 pages", "freq": ("daily",)}],
                 "marks": [("Read 20 pages", FRI, "done"), ("Read 20 pages", MON, "done")],
                 "nomarks": [("Read 20 pages", TODAY), ("Read 20 pages", NEXT_FRI),
                             ("Read 20 pages", YESTERDAY)]}),

    dict(id="UN03", cat="log", setup=[H("Call mum (Sundays)", ("weekly", 1))],
         turns=["called mum today since she's away this sunday"],
         expect={"count": 1, "nopauses": True,
                 "habits": [{"name": "Call mum (Sundays)", "freq": ("weekly", 1)}],
                 "marks": [("Call mum (Sundays)", TODAY, "done")],
                 "nomarks": [("Call mum (Sundays)", SUN)]}),

    dict(id="UN04", cat="dates", setup=[H("Monday meal prep", ("days", "mon"))],
         turns=["did the monday meal prep yesterday, a day late lol"],
         expect={"count": 1, "habits": [{"name": "Monday meal prep", "freq": ("days", "mon")}],
                 "marks": [("Monday meal prep", YESTERDAY, "done")],
                 "nomarks": [("Monday meal prep", MON), ("Monday meal prep", TODAY)]}),

    # src: https://github.com/iSoron/uhabits/issues/144  (a "no coffee after 2pm" habit you can fail mid-day)
    dict(id="UN05", cat="avoid", setup=[H("Coffee after 2pm", polarity="avoid")],
         turns=["had a coffee after 2pm again yesterday, long day"],
         expect={"count": 1,
                 "habits": [{"name": "Coffee after 2pm", "polarity": "avoid", "freq": ("daily",)}],
                 "marks": [("Coffee after 2pm", YESTERDAY, "slipped")],
                 "nomarks": [("Coffee after 2pm", TODAY)]}),

    dict(id="UN06", cat="dates", setup=[H("Duolingo (Spanish)")],
         turns=["skip duolingo on friday, im on a flight all day"],
         expect={"count": 1, "habits": [{"name": "Duolingo (Spanish)", "freq": ("daily",)}],
                 "marks": [("Duolingo (Spanish)", NEXT_FRI, "skipped")],
                 "nomarks": [("Duolingo (Spanish)", TODAY), ("Duolingo (Spanish)", FRI)]}),

    dict(id="UN07", cat="edit", setup=[H("10k steps", marks=[(MON, "done")])],
         turns=["can you rename 10k steps to 8k steps? 10k is too much for me rn"],
         expect={"count": 1, "habits": [{"name": "8k steps", "freq": ("daily",)}],
                 "marks": [("8k steps", MON, "done")],
                 "nomarks": [("8k steps", TODAY)]}),

    dict(id="UN08", cat="edit", setup=[H("Read 20 pages")],
         turns=["change read 20 pages to weekdays only"],
         expect={"count": 1, "habits": [{"name": "Read 20 pages", "freq": WEEKDAYS}],
                 "nomarks": [("Read 20 pages", TODAY)]}),

    dict(id="UN09", cat="edit", setup=[H("Read 20 pages")],
         turns=["remind me at 9pm about the 20 pages of reading"],
         expect={"count": 1, "habits": [{"name": "Read 20 pages", "freq": ("daily",)}],
                 "reminders": [("Read 20 pages", "21:00")],
                 "nomarks": [("Read 20 pages", TODAY)]}),

    # src: https://wisdomandwondering.com/2018/01/31/my-daily-habit-tracker/  (steps + other daily boxes)
    dict(id="UN10", cat="multi", setup=[H("10k steps"), H("2L water"), H("Read 20 pages")],
         turns=["yesterday i got my 10k steps in and drank the 2L water, oh and skip reading today, at a wedding all day"],
         expect={"count": 3,
                 "marks": [("10k steps", YESTERDAY, "done"), ("2L water", YESTERDAY, "done"),
                           ("Read 20 pages", TODAY, "skipped")],
                 "nomarks": [("10k steps", TODAY), ("2L water", TODAY),
                             ("Read 20 pages", YESTERDAY)]}),

    dict(id="UN11", cat="multi", setup=[],
         turns=["add 10k steps every day and read 20 pages on weekdays"],
         expect={"count": 2,
                 "habits": [{"name": "~steps", "freq": ("daily",), "polarity": "build"},
                            {"name": "~read", "freq": WEEKDAYS, "polarity": "build"}]}),

    # src: https://github.com/InlitX/streak/issues/130  (trying to stop late snacking on chocolate/cookies)
    dict(id="UN12", cat="avoid", setup=[],
         turns=["honestly need to stop the 3am fridge raids lol"],
         expect={"count": 1,
                 "habits": [{"name": "~fridge", "polarity": "avoid", "freq": ("daily",)}]}),

    # src: https://github.com/HabitRPG/habitica/issues/224  (bedtime habits logged for the day before)
    dict(id="UN13", cat="log", setup=[H("Spend 15 minutes tidying the kitchen before bed")],
         turns=["tidied the kitchen last night before bed 👍"],
         expect={"count": 1,
                 "habits": [{"name": "Spend 15 minutes tidying the kitchen before bed", "freq": ("daily",)}],
                 "marks": [("Spend 15 minutes tidying the kitchen before bed", YESTERDAY, "done")],
                 "nomarks": [("Spend 15 minutes tidying the kitchen before bed", TODAY)]}),

    dict(id="UN14", cat="dates", setup=[H("Morning pages")],
         turns=["did my morning pages yesterday evening, better late than never"],
         expect={"count": 1, "habits": [{"name": "Morning pages", "freq": ("daily",)}],
                 "marks": [("Morning pages", YESTERDAY, "done")],
                 "nomarks": [("Morning pages", TODAY)]}),

    dict(id="UN15", cat="tier", setup=[H("2L water"), H("10k steps")],
         turns=["make 2L watter optional, its not a must"],
         expect={"count": 2,
                 "habits": [{"name": "2L water", "tier": "nice", "freq": ("daily",)},
                            {"name": "10k steps", "tier": "must"}]}),

    # src: https://myhabits.in/community/habit-tracker-app-comparison-d389cc  (archiving a finished 30-day yoga challenge)
    dict(id="UN16", cat="edit", setup=[H("30 day yoga challenge")],
         turns=["archive the 30 day yoga challenge, finished it on sunday!!"],
         expect={"count": 1,
                 "habits": [{"name": "30 day yoga challenge", "archived": True, "freq": ("daily",)}]}),

    # ---------------------------------------------------------------- answers to the coach's questions
    dict(id="UN17", cat="slots", setup=[],
         turns=["add duolingo (french)", "every day"],
         expect={"count": 1,
                 "habits": [{"name": ["Duolingo (French)", "Duolingo French"], "freq": ("daily",)}]}),

    # src: https://eatsip365.com/tips-for-drinking-a-2-liter-water-bottle  (a daily 2-litre bottle goal)
    dict(id="UN18", cat="slots", setup=[],
         turns=['add a habit called "2L water"', "daily"],
         expect={"count": 1, "habits": [{"name": "2L water", "freq": ("daily",)}]}),

    dict(id="UN19", cat="slots", setup=[],
         turns=["new habit: read 20 pages", "weekdays"],
         expect={"count": 1, "maxweekly": 7,
                 "habits": [{"name": ["Read 20 pages", "Read"], "freq": WEEKDAYS}]}),

    # src: https://clarix.click/guide/habit-streak-checkin  (concrete habits like "meditate for 5 minutes")
    dict(id="UN20", cat="slots", setup=[],
         turns=["add 5 min meditation", "3x a week"],
         expect={"count": 1, "habits": [{"name": "~meditat", "freq": ("weekly", 3)}]}),

    # src: https://skillor.me/productivity/habit-tracker.html  (example habit "No phone before bed")
    dict(id="UN21", cat="slots", setup=[],
         turns=["add 'no phone after 10pm'", "every night"],
         expect={"count": 1, "habits": [{"name": "~10pm", "freq": ("daily",)}]}),

    dict(id="UN22", cat="edit", setup=[H("Duolingo")],
         turns=["rename duolingo", "Duolingo (Spanish)"],
         expect={"count": 1, "habits": [{"name": "Duolingo (Spanish)", "freq": ("daily",)}]}),

    dict(id="UN23", cat="correct", setup=[],
         turns=["add read 20 pages every day", "actually weekdays only"],
         expect={"count": 1, "habits": [{"name": ["Read 20 pages", "Read"], "freq": WEEKDAYS}]}),

    # src: https://curivue.com/en/can-drinking-2-liters-of-water-a-day-really-change-you-a-30-day-tracking-challenge
    dict(id="UN24", cat="amounts", setup=[],
         turns=["i want to drink 2 litres of water a day", "drank 1.5 litres so far"],
         expect={"count": 1,
                 "habits": [{"name": "~water", "freq": ("daily",), "target": {"amount": 2}}],
                 "marks": [("~water", TODAY, "partial", 1.5)]}),

    dict(id="UN25", cat="log", setup=[H("Duolingo (Spanish)"), H("Duolingo (French)")],
         turns=["did duolingo", "spanish"],
         expect={"count": 2,
                 "marks": [("Duolingo (Spanish)", TODAY, "done")],
                 "nomarks": [("Duolingo (French)", TODAY)]}),

    dict(id="UN26", cat="edit",
         setup=[H("Duolingo (Spanish)", marks=[(MON, "done")]), H("Duolingo (French)", marks=[(MON, "done")])],
         turns=["delete duolingo", "the french one", "yes"],
         expect={"count": 1,
                 "habits": [{"name": "Duolingo (Spanish)", "freq": ("daily",)}],
                 "marks": [("Duolingo (Spanish)", MON, "done")]}),

    dict(id="UN27", cat="group", setup=[H("Duolingo (Spanish)"), H("Anki (20 cards)")],
         turns=["make a group called Languages with duolingo and anki", "just 1 of them a day"],
         expect={"count": 2,
                 "groups": [{"name": "Languages", "require": 1,
                             "members": ["Duolingo (Spanish)", "Anki (20 cards)"]}],
                 "habits": [{"name": "Duolingo (Spanish)", "freq": ("daily",)},
                            {"name": "Anki (20 cards)", "freq": ("daily",)}]}),

    # src: http://www.rachelinwales.com/2025  (a "Line a Day" journal among daily boxes)
    dict(id="UN28", cat="log", setup=[H("Weekly review", ("weekly", 1)), H("Line a day")],
         turns=["weekly review done ✅", "oh and line a day for yesterday and today"],
         expect={"count": 2,
                 "habits": [{"name": "Weekly review", "freq": ("weekly", 1)},
                            {"name": "Line a day", "freq": ("daily",)}],
                 "marks": [("Weekly review", TODAY, "done"), ("Line a day", YESTERDAY, "done"),
                           ("Line a day", TODAY, "done")],
                 "nomarks": [("Weekly review", YESTERDAY)]}),

    # ---------------------------------------------------------------- must change nothing / nothing wrong
    # src: https://beefitbob.com/2019/08/21/step-briskly-every-day/  (a 10,000-steps goal)
    dict(id="UN29", cat="safety", setup=[H("10k steps")],
         turns=["my sister does 10k steps a day without even trying lol"],
         expect={"unchanged": True}),

    # src: https://inithabits.com/blog/reading-habit-tracker  (a partial reading day is a partial day)
    dict(id="UN30", cat="safety", setup=[H("Read 20 pages")],
         turns=["only managed 8 pages last night, was shattered"],
         expect={"count": 1, "habits": [{"name": "Read 20 pages", "freq": ("daily",)}],
                 "notdone": [("Read 20 pages", YESTERDAY), ("Read 20 pages", TODAY)]}),

    dict(id="UN31", cat="safety", setup=[H("Lights out by 11")],
         turns=["gonna do lights out by 11 tonight for real this time"],
         expect={"unchanged": True}),

    # src: https://riseofthepolyglot.wordpress.com/2015/09/17/100-days-of-duolingo-how-i-finally-managed-to-achieve-that-elusive-100-day-streak/
    dict(id="UN32", cat="query",
         setup=[H("Duolingo (Spanish)", marks=[(SAT, "done"), (SUN, "done"), (MON, "done"), (YESTERDAY, "done")])],
         turns=["hows my duolingo (spanish) streak looking"],
         expect={"unchanged": True, "reply": r"(?i)\b(4|four)\b"}),

    dict(id="UN33", cat="safety", setup=[H("10k steps")],
         turns=["can you hook into my fitbit so 10k steps ticks itself off?"],
         expect={"unchanged": True}),

    # src: https://ifstudies.org/blog/the-most-important-screen-time-rule-no-devices-in-the-bedroom
    dict(id="UN34", cat="safety", setup=[H("No phone after 10pm")],
         turns=["the no phone after 10pm one is brutal, my partner scrolls in bed right next to me"],
         expect={"unchanged": True}),

    dict(id="UN35", cat="safety", setup=[H("Read 20 pages")],
         turns=["tbh maybe 10 pages would be more realistic than 20 idk"],
         expect={"unchanged": True}),

    dict(id="UN36", cat="safety", setup=[H("No phone after 10pm")],
         turns=["was on my phone till 1am last night 🙃"],
         expect={"count": 1, "habits": [{"name": "No phone after 10pm", "freq": ("daily",)}],
                 "notdone": [("No phone after 10pm", YESTERDAY), ("No phone after 10pm", TODAY)]}),

    dict(id="UN37", cat="safety", setup=[],
         turns=['in my old app i had "2L water" and "floss x2" as habits, never stuck to either'],
         expect={"count": 0}),

    dict(id="UN38", cat="safety", setup=[H("Duolingo (Spanish)")],
         turns=["didn't do duolingo yesterday, the app was down"],
         expect={"count": 1, "habits": [{"name": "Duolingo (Spanish)", "freq": ("daily",)}],
                 "notdone": [("Duolingo (Spanish)", YESTERDAY)],
                 "nomarks": [("Duolingo (Spanish)", TODAY)]}),

    dict(id="UN39", cat="correct", setup=[H("10k steps", marks=[(MON, "done")])],
         turns=["delete 10k steps", "no wait, keep it"],
         expect={"unchanged": True}),

    dict(id="UN40", cat="safety", setup=[H("Duolingo (Spanish)"), H("Duolingo (French)")],
         turns=["did duolingo"],
         expect={"unchanged": True}),
]
