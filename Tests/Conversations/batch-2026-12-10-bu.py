"""Blind batch BU: money and spending habits.

No-spend days, putting money aside, not buying takeaway or coffee out, impulse buys,
amounts of money (pounds, dollars, euros, with and without symbols), daily limits,
slips of spending, and questions about no-spend days this month.

Clock for every case: Wednesday 2026-03-04 09:00 (local = UTC).
  yesterday = Tue 03-03, "monday" (report) = 03-02, "sunday" (report) = 03-01,
  "friday" (report) = 02-27, "this friday" (plan/skip) = 03-06,
  "tuesday last week" = 02-24, "thursday last week" = 02-26.

Written without reading the coach's code, intents, tests, transcripts or earlier batches.
Where a message is ambiguous, a case asserts only that nothing wrong happened.
A `# src:` comment names the public text a case's wording is paraphrased from.
"""

TODAY = "2026-03-04"
YESTERDAY = "2026-03-03"
MON = "2026-03-02"
SUN = "2026-03-01"
FRI = "2026-02-27"
THU = "2026-02-26"
TUE_LAST = "2026-02-24"
NEXT_FRI = "2026-03-06"

WEEKDAYS = "mon tue wed thu fri"


def H(name, freq=("daily",), tier="must", polarity="build", group=None, archived=False, marks=()):
    """A setup habit in the form run_eval.setup_doc expects (marks: (day, state) tuples)."""
    return {"name": name, "freq": freq, "tier": tier, "polarity": polarity,
            "group": group, "archived": archived, "marks": list(marks)}


CASES = [
    # ---------------------------------------------------------------- single-message requests
    # src: http://smallhousegirl.blogspot.com/2015/07/changing-habits.html
    dict(id="BU01", cat="avoid", setup=[],
         turns=["need to stop buying coffee out tbh"],
         expect={"count": 1,
                 "habits": [{"name": "~coffee", "polarity": "avoid", "freq": ("daily",)}]}),

    # src: https://www.thirtysixmonths.com/how-to-avoid-impulsive-online-buyin/
    dict(id="BU02", cat="avoid", setup=[],
         turns=["trying to quit impulse buying online"],
         expect={"count": 1,
                 "habits": [{"name": "~impulse", "polarity": "avoid", "freq": ("daily",)}]}),

    # src: https://oceanfinance.co.uk/blog/heres-how-you-can-save-1450-in-2021
    dict(id="BU03", cat="add", setup=[],
         turns=["i wanna save £5 every day"],
         expect={"count": 1,
                 "habits": [{"name": "~sav", "polarity": "build", "freq": ("daily",),
                             "target": {"amount": 5}}]}),

    dict(id="BU04", cat="add", setup=[],
         turns=["save 20€ a week"],
         expect={"count": 1,
                 "habits": [{"name": "~sav", "polarity": "build", "target": {"amount": 20}}]}),

    # src: https://flodebtfreediary.co.uk/2017/01/03/nsd-1/
    dict(id="BU05", cat="dates",
         setup=[H("No spend day", ("monthly", 10))],
         turns=["monday and tuesday were both no spend days 🙌"],
         expect={"count": 1,
                 "habits": [{"name": "No spend day", "freq": ("monthly", 10)}],
                 "marks": [("No spend day", MON, "done"), ("No spend day", YESTERDAY, "done")],
                 "nomarks": [("No spend day", TODAY)]}),

    # src: https://www.getchip.uk/the-blog/takeout-eating-away-all-your-savings-heres-how-to-fix-that
    dict(id="BU06", cat="avoid",
         setup=[H("Takeaway", polarity="avoid")],
         turns=["caved n got a takeaway last night ugh"],
         expect={"count": 1,
                 "marks": [("Takeaway", YESTERDAY, "slipped")],
                 "nomarks": [("Takeaway", TODAY)]}),

    dict(id="BU07", cat="log",
         setup=[H("No spend day", ("days", WEEKDAYS))],
         turns=["skip no spend day for yesterday, it was my birthday"],
         expect={"count": 1,
                 "marks": [("No spend day", YESTERDAY, "skipped")],
                 "nomarks": [("No spend day", TODAY)]}),

    dict(id="BU08", cat="log",
         setup=[H("Savings transfer", ("days", "fri"))],
         turns=["skip the savings transfer this friday, rent's due"],
         expect={"count": 1,
                 "habits": [{"name": "Savings transfer", "freq": ("days", "fri")}],
                 "marks": [("Savings transfer", NEXT_FRI, "skipped")],
                 "nomarks": [("Savings transfer", FRI), ("Savings transfer", TODAY)]}),

    dict(id="BU09", cat="edit",
         setup=[H("Coffee out", polarity="avoid")],
         turns=["rename coffe out to starbucks runs pls"],
         expect={"count": 1,
                 "habits": [{"name": "Starbucks runs", "polarity": "avoid", "freq": ("daily",)}]}),

    dict(id="BU10", cat="tier",
         setup=[H("No spend day", ("monthly", 8), tier="nice")],
         turns=["make no spend day a must-do, not optional"],
         expect={"count": 1,
                 "habits": [{"name": "No spend day", "tier": "must", "freq": ("monthly", 8)}]}),

    dict(id="BU11", cat="add",
         setup=[H("Log spending")],
         turns=["remind me to log spending at 9pm every night"],
         expect={"count": 1,
                 "habits": [{"name": "Log spending", "freq": ("daily",)}],
                 "reminders": [("Log spending", "21:00")]}),

    # src: https://thefrugalcottage.com/why-i-love-no-spend-days
    dict(id="BU12", cat="group",
         setup=[H("No spend day", ("days", WEEKDAYS)), H("Packed lunch", ("days", WEEKDAYS))],
         turns=["make a group called Money with no spend day and packed lunch, i need at least 1 of them"],
         expect={"count": 2,
                 "groups": [{"name": "Money", "require": 1,
                             "members": ["No spend day", "Packed lunch"]}]}),

    dict(id="BU13", cat="multi",
         setup=[H("No spend day", ("monthly", 10)), H("Save money", ("weekly", 1))],
         turns=["yesterday was a no spend day and i saved £20 as well"],
         expect={"count": 2,
                 "marks": [("No spend day", YESTERDAY, "done"), ("Save money", YESTERDAY, "done")],
                 "nomarks": [("No spend day", TODAY), ("Save money", TODAY)]}),

    dict(id="BU14", cat="multi", setup=[],
         turns=["add packed lunch on weekdays and no takeaways"],
         expect={"count": 2,
                 "habits": [{"name": "~lunch", "polarity": "build", "freq": ("days", WEEKDAYS)},
                            {"name": "~takeaway", "polarity": "avoid"}]}),

    dict(id="BU15", cat="dates",
         setup=[H("No spend day", ("monthly", 10))],
         turns=["forgot to log these, no spend days tuesday and thursday last week"],
         expect={"count": 1,
                 "habits": [{"name": "No spend day", "freq": ("monthly", 10)}],
                 "marks": [("No spend day", TUE_LAST, "done"), ("No spend day", THU, "done")],
                 "nomarks": [("No spend day", YESTERDAY), ("No spend day", TODAY)]}),

    # src: https://ourwovenjourney.com/addicted-to-impulse-buying-online-here-are-7-clever-ways-to-break-your-habit/
    dict(id="BU16", cat="avoid",
         setup=[H("Impulse buys", polarity="avoid")],
         turns=["slipped on impulse buys monday, got a hoodie i really didnt need"],
         expect={"count": 1,
                 "marks": [("Impulse buys", MON, "slipped")],
                 "nomarks": [("Impulse buys", TODAY)]}),

    # ---------------------------------------------------------------- answers to the coach's questions
    # src: https://forums.moneysavingexpert.com/discussion/6489209/dazzling-decembers-no-spend-days-challenge
    dict(id="BU17", cat="slots", setup=[],
         turns=["add a no spend day habit", "10 a month"],
         expect={"count": 1,
                 "habits": [{"name": "~spend", "freq": ("monthly", 10)}]}),

    dict(id="BU18", cat="slots", setup=[],
         turns=["i want to start putting money aside", "every friday"],
         expect={"count": 1,
                 "habits": [{"name": "~money", "polarity": "build", "freq": ("days", "fri")}]}),

    # src: http://ninetofive-ish.blogspot.com/2014/01/no-spend-days.html
    dict(id="BU19", cat="slots", setup=[],
         turns=["new habit - check my budget", "sundays"],
         expect={"count": 1,
                 "habits": [{"name": "~budget", "freq": ("days", "sun")}]}),

    dict(id="BU20", cat="slots", setup=[],
         turns=["add transfer to savings", "once a week", "make it optional"],
         expect={"count": 1,
                 "habits": [{"name": "~saving", "freq": ("weekly", 1), "tier": "nice"}]}),

    # src: https://kierankarn.com/giving-up-food-deliveries-for-a-month/
    dict(id="BU21", cat="correct", setup=[],
         turns=["add cook at home", "4x a week", "actually make it 5"],
         expect={"count": 1,
                 "habits": [{"name": "~cook", "freq": ("weekly", 5)}]}),

    # src: http://itsjustchange.blogspot.com/2009/08/no-spend-month-day-7-lunch.html
    dict(id="BU22", cat="slots", setup=[],
         turns=["stop buying lunch out", "only on weekdays tho", "yes"],
         expect={"count": 1,
                 "habits": [{"name": "~lunch", "polarity": "avoid", "freq": ("days", WEEKDAYS)}]}),

    dict(id="BU23", cat="log", setup=[],
         turns=["i want to save £10 a day", "saved £4 this morning", "and another £6 just now"],
         expect={"count": 1,
                 "habits": [{"name": "~sav", "freq": ("daily",), "target": {"amount": 10}}],
                 "marks": [("~sav", TODAY, "done", 10)]}),

    # src: https://aboutfinance.org/food-beverage/how-to-budget-takeaway-food-spending-and-online-orders
    dict(id="BU24", cat="avoid", setup=[],
         turns=["no more than $15 a day on eating out", "spent 22 bucks eating out yesterday"],
         expect={"count": 1,
                 "habits": [{"name": "~eat", "polarity": "avoid", "target": {"amount": 15}}],
                 "marks": [("~eat", YESTERDAY, "slipped", 22)],
                 "nomarks": [("~eat", TODAY)]}),

    dict(id="BU25", cat="edit",
         setup=[H("Coffee out", polarity="avoid"), H("No spend day", ("monthly", 10))],
         turns=["delete the coffee habit", "yes"],
         expect={"count": 1,
                 "habits": [{"name": "No spend day", "freq": ("monthly", 10)}]}),

    # src: https://flodebtfreediary.co.uk/2017/01/03/nsd-1/
    dict(id="BU26", cat="correct",
         setup=[H("Buying coffee", polarity="avoid")],
         turns=["bought a coffee today", "wait no that was yesterday"],
         expect={"count": 1,
                 "marks": [("Buying coffee", YESTERDAY, "slipped")],
                 "nomarks": [("Buying coffee", TODAY)]}),

    dict(id="BU27", cat="correct",
         setup=[H("Save money", ("weekly", 1))],
         turns=["saved £20 today", "undo"],
         expect={"unchanged": True}),

    dict(id="BU28", cat="slots",
         setup=[H("No spend day", ("monthly", 10))],
         turns=["remind me about no spend day", "9pm"],
         expect={"count": 1,
                 "habits": [{"name": "No spend day", "freq": ("monthly", 10)}],
                 "reminders": [("No spend day", "21:00")]}),

    # ---------------------------------------------------------------- must change nothing
    dict(id="BU29", cat="safety",
         setup=[H("No spend day", ("monthly", 10))],
         turns=["my husband just spent £200 on a drone lol"],
         expect={"unchanged": True}),

    dict(id="BU30", cat="query",
         setup=[H("No spend day", ("monthly", 10),
                  marks=[("2026-02-20", "done"), ("2026-02-23", "done"), ("2026-02-24", "done"),
                         ("2026-02-26", "done"), (SUN, "done"), (MON, "done"), (YESTERDAY, "done")])],
         turns=["how many no spend days have i had this month?"],
         expect={"unchanged": True, "reply": r"(?i)\b(3|three)\b"}),

    # src: http://itsjustchange.blogspot.com/2009/08/no-spend-month-day-7-lunch.html
    dict(id="BU31", cat="safety",
         setup=[H("No spend day", ("days", WEEKDAYS))],
         turns=["didnt manage a no spend day yesterday, had to buy lunch"],
         expect={"count": 1,
                 "notdone": [("No spend day", YESTERDAY), ("No spend day", TODAY)]}),

    dict(id="BU32", cat="safety",
         setup=[H("Save money", ("weekly", 1))],
         turns=["whats the best savings account rn? the interest on mine is rubbish"],
         expect={"unchanged": True}),

    # src: https://habitchronicle.com/goals/no-spend/no-spend-week-challenge
    dict(id="BU33", cat="safety",
         setup=[H("No spend day", ("monthly", 10))],
         turns=["thinking i'll do a no spend weekend this week"],
         expect={"unchanged": True}),

    dict(id="BU34", cat="safety",
         setup=[H("No spend day", ("monthly", 10)), H("Takeaway", polarity="avoid")],
         turns=["ugh im so bad with money honestly"],
         expect={"unchanged": True}),

    dict(id="BU35", cat="safety",
         setup=[H("Save money", ("weekly", 1))],
         turns=["can you move £50 into my savings for me"],
         expect={"unchanged": True}),

    # src: https://www.saveshare.io/blog/03-no-spend-challenge.html
    dict(id="BU36", cat="safety", setup=[],
         turns=["my sister does no spend days and she saved like 1200 dollars"],
         expect={"unchanged": True}),

    dict(id="BU37", cat="safety",
         setup=[H("Save money", ("weekly", 1))],
         turns=["i'll put some money in savings tomorow"],
         expect={"unchanged": True}),

    # src: https://forums.moneysavingexpert.com/discussion/6489209/dazzling-decembers-no-spend-days-challenge
    dict(id="BU38", cat="query",
         setup=[H("No spend day", ("monthly", 10))],
         turns=["does paying bills break a no spend day?"],
         expect={"unchanged": True}),

    # src: https://retirecoast.com/how-will-fancy-coffee-destroy-your-budget-now
    dict(id="BU39", cat="safety",
         setup=[H("Coffee out", polarity="avoid")],
         turns=["£3.80 for a flat white is daylight robbery honestly"],
         expect={"unchanged": True}),

    dict(id="BU40", cat="safety",
         setup=[H("No spend day", ("monthly", 10)), H("Save money", ("weekly", 1))],
         turns=["spent 45 quid on clothes today 🙃"],
         expect={"count": 2,
                 "notdone": [("No spend day", TODAY), ("Save money", TODAY)]}),
]
