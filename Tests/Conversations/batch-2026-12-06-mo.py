"""Blind batch MO (money habits): no-spend days, coffee/lunch out, takeaways, online shopping,
bank/budget check-ins, saving, packed lunches, selling clutter, impulse buys.

Clock: Wednesday 2026-03-04 09:00 (UTC).
  yesterday / "last night" = Tue 03-03, "monday" (report) = 03-02, "sunday" (report) = 03-01,
  "saturday" (report) = 02-28, "friday" (report) = 02-27, "friday" (plan/skip) = Fri 03-06.
Written without reading the engine, its tests, transcripts or the dev set beyond its header.
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
    return {"name": name, "freq": freq, "tier": tier, "polarity": polarity, "group": group,
            "archived": archived, "marks": [tuple(m) for m in marks]}


COFFEE = H("Coffee out", polarity="avoid")
TAKEAWAYS = H("Takeaways", polarity="avoid")
LUNCH = H("Packed lunch", WEEKDAYS)
BANK = H("Check bank app", ("weekly", 1))
NOSPEND = H("No-spend day", ("weekly", 3))
ONLINE = H("Online shopping", polarity="avoid")
SAVE = H("Put money aside", ("weekly", 1))

CASES = [
    # ---------------------------------------------------------------- single-message requests
    # src: https://saveshare.io/blog/cluster-nospend/08-tracking-methods.html
    dict(id="MO01", cat="add", setup=[],
         turns=["i want to start doing no spend days, like 3 a week to start"],
         expect={"count": 1, "maxlen": 30,
                 "habits": [{"name": "~spend", "freq": ("weekly", 3)}]}),

    # src: http://smallhousegirl.blogspot.com/2015/07/changing-habits.html
    dict(id="MO02", cat="avoid", setup=[],
         turns=["i need to stop buying coffee out every morning"],
         expect={"count": 1, "maxlen": 30,
                 "habits": [{"name": "~coffee", "polarity": "avoid", "freq": ("daily",)}]}),

    # src: http://avkyinc.net/2017/12/14/break-4-day-coffee-habit/
    dict(id="MO03", cat="avoid", setup=[COFFEE, LUNCH],
         turns=["bought a coffee at pret on the way in, £4.20 ugh"],
         expect={"count": 2,
                 "marks": [("Coffee out", TODAY, "slipped")],
                 "nomarks": [("Packed lunch", TODAY)]}),

    dict(id="MO04", cat="dates", setup=[TAKEAWAYS, LUNCH],
         turns=["ordered a takeaway friday, £28 ugh"],
         expect={"count": 2,
                 "marks": [("Takeaways", FRI, "slipped")],
                 "nomarks": [("Takeaways", TODAY)]}),

    # src: https://cozycornerdaily.com/48-hour-cart-rule-stops-impulse-buying-2
    dict(id="MO05", cat="multi", setup=[],
         turns=["add two things: no online shopping, and putting £10 into savings every friday"],
         expect={"count": 2,
                 "habits": [{"name": "~online", "polarity": "avoid"},
                            {"name": "~saving", "freq": ("days", "fri")}]}),

    dict(id="MO06", cat="log", setup=[LUNCH, BANK, COFFEE],
         turns=["took a packed lunch and checked the bank app today"],
         expect={"count": 3,
                 "marks": [("Packed lunch", TODAY, "done"), ("Check bank app", TODAY, "done")],
                 "nomarks": [("Coffee out", TODAY)]}),

    dict(id="MO07", cat="dates", setup=[LUNCH, COFFEE],
         turns=["made my lunch monday and yesterday too"],
         expect={"count": 2,
                 "habits": [{"name": "Packed lunch", "freq": WEEKDAYS}],
                 "marks": [("Packed lunch", MON, "done"), ("Packed lunch", YESTERDAY, "done")],
                 "nomarks": [("Packed lunch", TODAY)]}),

    dict(id="MO08", cat="log", setup=[LUNCH, COFFEE],
         turns=["skip packed lunch on friday, works buying everyone lunch for the team thing"],
         expect={"count": 2,
                 "habits": [{"name": "Packed lunch", "freq": WEEKDAYS}],
                 "marks": [("Packed lunch", NEXT_FRI, "skipped")],
                 "nomarks": [("Packed lunch", FRI), ("Packed lunch", TODAY)]}),

    # src: https://budgetease.app/blog/a-weekly-money-check-in-that-takes-10-minutes
    dict(id="MO09", cat="edit", setup=[BANK, SAVE],
         turns=["can you change the bank app check to twice a week"],
         expect={"count": 2,
                 "habits": [{"name": "Check bank app", "freq": ("weekly", 2)},
                            {"name": "Put money aside", "freq": ("weekly", 1)}]}),

    dict(id="MO10", cat="group",
         setup=[BANK, H("Update budget spreadsheet", ("weekly", 1))],
         turns=["make a group called Money admin with check bank app and update budget spreadsheet, either one counts"],
         expect={"count": 2,
                 "groups": [{"name": "Money admin", "require": 1,
                             "members": ["Check bank app", "Update budget spreadsheet"]}]}),

    # src: https://www.canuckfinance.ca/post/weekly-money-check-in-15-minutes
    dict(id="MO11", cat="add", setup=[BANK],
         turns=["remind me to check the bank app on sundays at 8pm"],
         expect={"count": 1,
                 "habits": [{"name": "Check bank app", "freq": ("weekly", 1)}],
                 "reminders": [("Check bank app", "20:00", "sun")]}),

    dict(id="MO12", cat="dates", setup=[H("Check budget", ("weekly", 1))],
         turns=["checked the budget on saturday and sunday"],
         expect={"count": 1,
                 "habits": [{"name": "Check budget", "freq": ("weekly", 1)}],
                 "marks": [("Check budget", SAT, "done"), ("Check budget", SUN, "done")],
                 "nomarks": [("Check budget", TODAY)]}),

    # src: http://www.thedianaedition.com/2018/02/what-not-buying-coffee-for-month-taught.html
    dict(id="MO13", cat="multi", setup=[LUNCH, COFFEE],
         turns=["packed lunch today 🙌 but caved and got a £3.50 flat white on the way in"],
         expect={"count": 2,
                 "marks": [("Packed lunch", TODAY, "done"), ("Coffee out", TODAY, "slipped")]}),

    # src: https://dadwithafad.com/clutter/
    dict(id="MO14", cat="edit", setup=[H("Sell on Vinted", ("weekly", 2)), LUNCH],
         turns=["ive given up on the vinted selling tbh, archive it pls"],
         expect={"habits": [{"name": "Sell on Vinted", "archived": True},
                            {"name": "Packed lunch", "archived": False}]}),

    # ---------------------------------------------------------------- multi-turn exchanges
    # src: https://www.wallstwatchdog.com/money-career/5-tips-to-help-save-lunch-money-and-pack-a-brown-bag/
    dict(id="MO15", cat="slots", setup=[],
         turns=["can you add taking a packed lunch to work", "weekdays"],
         expect={"count": 1, "maxlen": 35,
                 "habits": [{"name": "~lunch", "freq": WEEKDAYS, "polarity": "build"}]}),

    # src: https://myhabits.in/community/the-weekly-money-check-in-habit-that-changed-my-finances-165cbb
    dict(id="MO16", cat="slots", setup=[],
         turns=["add checking my banking app every sunday", "and remind me at 7pm for it"],
         expect={"count": 1,
                 "habits": [{"name": "~bank", "freq": ("days", "sun")}],
                 "reminders": [("~bank", "19:00")]}),

    # src: https://felicity-living.com/index.php/tag/cash-flow-planning
    # src: https://github.com/FriesI23/mhabit/issues/432
    dict(id="MO17", cat="avoid", setup=[],
         turns=["can we set a limit of max one takeaway a week", "yep"],
         expect={"count": 1,
                 "habits": [{"name": "~takeaway", "polarity": "avoid"}]}),

    dict(id="MO18", cat="avoid", setup=[],
         turns=["add at most 2 coffees out a day", "had 3 already today oops"],
         expect={"count": 1,
                 "habits": [{"name": "~coffee", "polarity": "avoid", "target": {"amount": 2}}],
                 "marks": [("~coffee", TODAY, "slipped", 3)]}),

    dict(id="MO19", cat="correct", setup=[TAKEAWAYS],
         turns=["ordered a takeaway last night", "oh wait undo that, it was my flatmates order not mine"],
         expect={"unchanged": True}),

    # src: http://www.theessentialists.com/blog/sell1thing
    dict(id="MO20", cat="correct", setup=[],
         turns=["add selling one thing on vinted", "twice a week", "actually make it once a week"],
         expect={"count": 1, "maxlen": 35,
                 "habits": [{"name": "~vinted", "freq": ("weekly", 1)}]}),

    dict(id="MO21", cat="correct", setup=[],
         turns=["add a habit for cancelling subscriptions i dont use", "actually never mind, forget it"],
         expect={"count": 0, "unchanged": True}),

    # src: https://cozycornerdaily.com/?p=61502
    dict(id="MO22", cat="free", setup=[],
         turns=["i keep impulse buying rubbish on amazon late at night",
                "yeah i want to track that, trying to stop"],
         expect={"count": 1, "maxlen": 40,
                 "habits": [{"name": "~impulse", "polarity": "avoid"}]}),

    # src: https://thegiftedartist.org/uber-eats/
    dict(id="MO23", cat="slots", setup=[],
         turns=["i want to stop getting takeaways so much", "also pack my lunch for work",
                "weekdays", "thats it for now"],
         expect={"count": 2, "maxlen": 35,
                 "habits": [{"name": "~takeaway", "polarity": "avoid"},
                            {"name": "~lunch", "freq": WEEKDAYS, "polarity": "build"}]}),

    # src: https://nz.news.yahoo.com/uber-eats-addiction-how-to-cut-back-without-cutting-out-230308181.html
    dict(id="MO24", cat="edit", setup=[H("Takeaways", polarity="avoid", marks=[(FRI, "slipped")])],
         turns=["hows the takeaway one going", "rename it to Deliveroo"],
         expect={"count": 1,
                 "habits": [{"name": "Deliveroo", "polarity": "avoid"}],
                 "marks": [("Deliveroo", FRI, "slipped")]}),

    dict(id="MO25", cat="tier", setup=[],
         turns=["add meal prep for the week", "sundays", "its optional tbh, nice to have"],
         expect={"count": 1,
                 "habits": [{"name": "~meal prep", "freq": ("days", "sun"), "tier": "nice"}]}),

    dict(id="MO26", cat="log", setup=[LUNCH, COFFEE],
         turns=["skipping packed lunch today", "fridge is literally empty lol"],
         expect={"count": 2,
                 "marks": [("Packed lunch", TODAY, "skipped")],
                 "nomarks": [("Coffee out", TODAY)]}),

    # src: https://creatingpositivespaces.com.au/things-i-organise-before-going-to-bed-blog-6-my-lunch/
    dict(id="MO27", cat="slots", setup=[LUNCH, COFFEE],
         turns=["can you remind me to make my lunch the night before", "9pm"],
         expect={"count": 2,
                 "reminders": [("Packed lunch", "21:00")]}),

    # ---------------------------------------------------------------- must change nothing
    dict(id="MO28", cat="safety", setup=[COFFEE, LUNCH],
         turns=["only 2 coffees out this week, not bad for me"],
         expect={"unchanged": True}),

    dict(id="MO29", cat="safety", setup=[SAVE, BANK],
         turns=["can you move £50 into my savings account"],
         expect={"unchanged": True}),

    dict(id="MO30", cat="safety", setup=[BANK],
         turns=["whats better for budgeting, 50/30/20 or the envelope thing?"],
         expect={"unchanged": True}),

    dict(id="MO31", cat="safety", setup=[ONLINE, SAVE],
         turns=["my boyfriend spent £200 on amazon this weekend 🙃"],
         expect={"unchanged": True}),

    dict(id="MO32", cat="safety", setup=[BANK, SAVE],
         turns=["why is my bank charging me £5 a month just to have the account??"],
         expect={"unchanged": True}),

    dict(id="MO33", cat="safety", setup=[NOSPEND, LUNCH],
         turns=["didnt manage a no spend day yesterday, bought a meal deal at lunch"],
         expect={"count": 2,
                 "habits": [{"name": "No-spend day", "freq": ("weekly", 3)}],
                 "notdone": [("No-spend day", YESTERDAY), ("Packed lunch", YESTERDAY)]}),

    dict(id="MO34", cat="safety", setup=[NOSPEND],
         turns=["planning a no spend weekend this saturday and sunday"],
         expect={"unchanged": True}),

    dict(id="MO35", cat="safety", setup=[COFFEE, LUNCH, SAVE],
         turns=["ugh feeling rubbish about money rn, payday cant come soon enough"],
         expect={"unchanged": True}),

    dict(id="MO36", cat="query",
         setup=[H("No-spend day", ("weekly", 3), marks=[(MON, "done"), (YESTERDAY, "done")])],
         turns=["how many no spend days have i done this week?"],
         expect={"unchanged": True, "reply": r"\b2\b"}),

    dict(id="MO37", cat="query",
         setup=[H("Coffee out", polarity="avoid", marks=[(FRI, "slipped")]), LUNCH],
         turns=["hows my coffee streak going"],
         expect={"unchanged": True}),

    dict(id="MO38", cat="safety", setup=[LUNCH, TAKEAWAYS],
         turns=["my bank app says ive spent £340 on food this month, is that a lot for one person?"],
         expect={"unchanged": True}),

    dict(id="MO39", cat="safety", setup=[ONLINE, LUNCH],
         turns=["weekly shop was £95 this week, mad how prices have gone up"],
         expect={"unchanged": True}),

    # src: https://www.thinkmoney.co.uk/blog/the-ps365-day-money-saving-challenge-a-simple-way-to-build-a-savings-habit
    dict(id="MO40", cat="safety", setup=[SAVE],
         turns=["set up a standing order of £100 to my savings on the 1st of every month"],
         expect={"unchanged": True}),
]
