"""Fresh blind batch "fn": money and frugality habits.

No-spend days, packing lunch, checking the budget, no takeaway, impulse buys, coffee limits,
mixed with talk about banking, bills and shopping that must change nothing.

Clock: Wednesday 2026-03-04 09:00 (local = UTC).
  yesterday / last night = Tue 03-03, "on monday" (report) = 03-02, "on saturday" (report) = 02-28,
  "on friday" (report) = 02-27, "this sunday" (skip/plan) = 03-08, "friday" (plan) = 03-06.

Written without reading the coach's code, intents, tests, transcripts or earlier batches.
Mix: 13 single-message requests, 13 multi-turn exchanges (answers to the coach's questions,
corrections, cancel, confirm), 14 messages that must change nothing.
"""

TODAY = "2026-03-04"
YESTERDAY = "2026-03-03"
MON = "2026-03-02"
SUN = "2026-03-01"
SAT = "2026-02-28"
FRI = "2026-02-27"
SUN_LAST = "2026-02-22"
NEXT_SUN = "2026-03-08"

WEEKDAYS = "mon tue wed thu fri"


def H(name, freq=("daily",), tier="must", polarity="build", group=None, archived=False, marks=()):
    """A habit in the setup: imported before the conversation (created 2026-01-01)."""
    return {"name": name, "freq": freq, "tier": tier, "polarity": polarity, "group": group,
            "archived": archived, "marks": list(marks)}


CASES = [
    # ---------------------------------------------------------------- single-message requests
    # src: https://forum.mrmoneymustache.com/ask-a-mustachian/packing-more-lunches/
    dict(id="fn01", cat="add",
         setup=[],
         turns=["honestly i need to start packing a lunch for work every weekday"],
         expect={"count": 1, "maxlen": 35,
                 "habits": [{"name": "~lunch", "freq": ("days", WEEKDAYS), "polarity": "build"}]}),

    # src: https://www.psychologytoday.com/intl/blog/understanding-health-behaviors/202301/3-ways-to-stop-ordering-takeout
    dict(id="fn02", cat="avoid",
         setup=[],
         turns=["i really need to quit ordering takeaway"],
         expect={"count": 1, "maxlen": 30,
                 "habits": [{"name": "~takeaway", "polarity": "avoid", "freq": ("daily",)}]}),

    dict(id="fn03", cat="multi",
         setup=[],
         turns=["add pack lunch on weekdays and check my budget every sunday"],
         expect={"count": 2,
                 "habits": [{"name": "~lunch", "freq": ("days", WEEKDAYS)},
                            {"name": "~budget", "freq": ("days", "sun")}]}),

    dict(id="fn04", cat="dates",
         setup=[H("Check budget", marks=[(MON, "done")])],
         turns=["checked my budget on friday and again yesterday"],
         expect={"count": 1,
                 "habits": [{"name": "Check budget", "freq": ("daily",)}],
                 "marks": [("Check budget", FRI, "done"), ("Check budget", YESTERDAY, "done"),
                           ("Check budget", MON, "done")],
                 "nomarks": [("Check budget", TODAY)]}),

    dict(id="fn05", cat="avoid",
         setup=[H("Takeaway", polarity="avoid"), H("Pack lunch", freq=("days", WEEKDAYS))],
         turns=["ugh caved and got a takeaway last night \U0001F648"],
         expect={"count": 2,
                 "marks": [("Takeaway", YESTERDAY, "slipped")],
                 "nomarks": [("Takeaway", TODAY), ("Pack lunch", YESTERDAY)]}),

    dict(id="fn06", cat="log",
         setup=[H("Pack lunch", freq=("days", WEEKDAYS))],
         turns=["skip packing lunch today, work's buying everyone pizza for a leaving do"],
         expect={"count": 1,
                 "marks": [("Pack lunch", TODAY, "skipped")]}),

    dict(id="fn07", cat="dates",
         setup=[H("Meal prep", freq=("days", "sun"), marks=[(SUN_LAST, "done")])],
         turns=["skip meal prep this sunday, we're at the in-laws all weekend"],
         expect={"count": 1,
                 "habits": [{"name": "Meal prep", "freq": ("days", "sun")}],
                 "marks": [("Meal prep", NEXT_SUN, "skipped"), ("Meal prep", SUN_LAST, "done")],
                 "nomarks": [("Meal prep", SUN)]}),

    dict(id="fn08", cat="edit",
         setup=[H("Check budget", marks=[(YESTERDAY, "done")])],
         turns=["rename check budget to money check-in"],
         expect={"count": 1,
                 "habits": [{"name": ["money check-in", "money check in"], "freq": ("daily",)}],
                 "marks": [(["money check-in", "money check in"], YESTERDAY, "done")]}),

    dict(id="fn09", cat="edit",
         setup=[H("Pack lunch")],
         turns=["change pack lunch to weekdays only, i'm home at the weekend anyway"],
         expect={"count": 1,
                 "habits": [{"name": "Pack lunch", "freq": ("days", WEEKDAYS)}]}),

    # src: https://www.accountableai.xyz/blog/stop-impulse-buying-amazon
    dict(id="fn10", cat="multi",
         setup=[H("Impulse buys", polarity="avoid", tier="nice")],
         turns=["made an impulse buy on saturday, candles i def didnt need. also make impulse buys a must-do from now on"],
         expect={"count": 1,
                 "habits": [{"name": "Impulse buys", "polarity": "avoid", "tier": "must"}],
                 "marks": [("Impulse buys", SAT, "slipped")],
                 "nomarks": [("Impulse buys", TODAY)]}),

    # src: https://www.everydollar.com/blog/how-to-make-track-expenses-a-habit
    dict(id="fn11", cat="edit",
         setup=[H("Pack lunch", freq=("days", WEEKDAYS))],
         turns=["remind me to pack my lunch at 7:15 on weekdays"],
         expect={"count": 1,
                 "habits": [{"name": "Pack lunch", "freq": ("days", WEEKDAYS)}],
                 "reminders": [("Pack lunch", "07:15", WEEKDAYS)],
                 "nomarks": [("Pack lunch", TODAY)]}),

    dict(id="fn12", cat="group",
         setup=[H("Pack lunch", freq=("days", WEEKDAYS)), H("Cook at home")],
         turns=["put pack lunch and cook at home in a group called Eating in, either one counts"],
         expect={"count": 2,
                 "groups": [{"name": "Eating in", "require": 1, "members": ["Pack lunch", "Cook at home"]}]}),

    dict(id="fn13", cat="multi",
         setup=[H("Pack lunch", freq=("days", WEEKDAYS)), H("Check budget")],
         turns=["packed lunch and checked the budget today, go me"],
         expect={"count": 2,
                 "marks": [("Pack lunch", TODAY, "done"), ("Check budget", TODAY, "done")]}),

    # ---------------------------------------------------------------- multi-turn exchanges
    dict(id="fn14", cat="add",
         setup=[],
         turns=["i want to read 15 pages of a personal finance book every day",
                "read 10 pages so far today"],
         expect={"count": 1,
                 "habits": [{"name": "~read", "freq": ("daily",), "target": {"amount": 15, "unit": "page"}}],
                 "marks": [("~read", TODAY, "partial", 10)]}),

    # src: https://thefinancialdiet.com/14-people-on-the-daily-routine-that-keeps-their-budget-in-check/
    dict(id="fn15", cat="slots",
         setup=[],
         turns=["i keep meaning to check my bank balance more often",
                "every morning"],
         expect={"count": 1, "maxlen": 35,
                 "habits": [{"name": "~balance", "freq": ("daily",), "polarity": "build"}]}),

    # src: https://saveshare.io/blog/cluster-nospend/08-tracking-methods.html
    dict(id="fn16", cat="slots",
         setup=[],
         turns=["add a no spend day",
                "3 times a week"],
         expect={"count": 1,
                 "habits": [{"name": "~spend", "freq": ("weekly", 3)}]}),

    # src: https://www.frugalwoods.com/2015/07/06/how-we-broke-our-eating-out-habit-in-9-steps/
    dict(id="fn17", cat="slots",
         setup=[],
         turns=["i wanna cook at home more often",
                "4 times a week i reckon"],
         expect={"count": 1, "maxlen": 30,
                 "habits": [{"name": "~cook", "freq": ("weekly", 4), "polarity": "build"}]}),

    dict(id="fn18", cat="correct",
         setup=[],
         turns=["add pack lunch 5 times a week",
                "actually no, make it weekdays"],
         expect={"count": 1,
                 "habits": [{"name": "~lunch", "freq": ("days", WEEKDAYS)}]}),

    dict(id="fn19", cat="correct",
         setup=[H("Check budget")],
         turns=["add a habit for clipping coupons",
                "eh never mind, forget it"],
         expect={"unchanged": True, "count": 1}),

    dict(id="fn20", cat="group",
         setup=[H("Pack lunch", freq=("days", WEEKDAYS)), H("Cook at home", freq=("weekly", 4))],
         turns=["make a group called frugal food with pack lunch and cook at home",
                "just 1"],
         expect={"count": 2,
                 "groups": [{"name": "frugal food", "require": 1, "members": ["Pack lunch", "Cook at home"]}]}),

    dict(id="fn21", cat="edit",
         setup=[H("Check budget"), H("Coupon clipping", freq=("weekly", 1))],
         turns=["delete coupon clipping, i never do it",
                "yep"],
         expect={"count": 1,
                 "habits": [{"name": "Check budget", "freq": ("daily",)}]}),

    dict(id="fn22", cat="edit",
         setup=[H("Coupon clipping", freq=("weekly", 1)), H("Check budget")],
         turns=["can you archive the coupon clipping one, i've stopped bothering",
                "yes"],
         expect={"count": 2,
                 "habits": [{"name": "Coupon clipping", "archived": True},
                            {"name": "Check budget", "archived": False}]}),

    # src: https://myhabits.in/community/why-your-budget-keeps-failing-and-the-habit-that-fixes-it-cade5c
    dict(id="fn23", cat="slots",
         setup=[H("Check budget")],
         turns=["can you remind me to check my budget",
                "8pm"],
         expect={"count": 1,
                 "habits": [{"name": "Check budget", "freq": ("daily",)}],
                 "reminders": [("Check budget", "20:00")],
                 "nomarks": [("Check budget", TODAY)]}),

    # src: https://github.com/jofoerster/habitsync/issues/76
    dict(id="fn24", cat="avoid",
         setup=[],
         turns=["limit my bought coffees to 2 a day max",
                "ugh already bought 3 today lol"],
         expect={"count": 1,
                 "habits": [{"name": "~coffee", "polarity": "avoid", "target": {"amount": 2}}],
                 "marks": [("~coffee", TODAY, "slipped", 3)]}),

    dict(id="fn25", cat="log",
         setup=[H("Pack lunch", freq=("days", WEEKDAYS), marks=[(MON, "done")])],
         turns=["did i pack lunch yesterday?",
                "oh wait i did, log it for yesterday"],
         expect={"count": 1,
                 "marks": [("Pack lunch", YESTERDAY, "done"), ("Pack lunch", MON, "done")],
                 "nomarks": [("Pack lunch", TODAY)]}),

    # src: https://www.smartmoney-minded.com/2025/09/cut-food-budget-part-2-home-cooking-grocery.html
    dict(id="fn26", cat="avoid",
         setup=[],
         turns=["hi",
                "i spend way too much on takeaways and want to stop",
                "yeah",
                "that's all for now thanks"],
         expect={"count": 1,
                 "habits": [{"name": "~takeaway", "polarity": "avoid"}]}),

    # ---------------------------------------------------------------- must change nothing
    dict(id="fn27", cat="safety",
         setup=[H("Check budget"), H("Takeaway", polarity="avoid")],
         turns=["paid the electric bill this morning and it's gone up AGAIN ugh"],
         expect={"unchanged": True}),

    dict(id="fn28", cat="safety",
         setup=[H("Takeaway", polarity="avoid")],
         turns=["my flatmate ordered a takeaway last night and honestly it smelled amazing"],
         expect={"unchanged": True}),

    dict(id="fn29", cat="safety",
         setup=[H("Check budget")],
         turns=["can you move 50 quid into my savings account for me"],
         expect={"unchanged": True}),

    dict(id="fn30", cat="safety",
         setup=[H("Gym", freq=("weekly", 3)), H("Check budget")],
         turns=["i need to cancel my gym membership, it's such a waste of money"],
         expect={"unchanged": True}),

    # src: https://saveshare.io/blog/cluster-nospend/08-tracking-methods.html
    dict(id="fn31", cat="query",
         setup=[H("No-spend day", marks=[(FRI, "done"), (MON, "done"), (YESTERDAY, "done")])],
         turns=["how many no spend days have i done this week?"],
         expect={"unchanged": True, "reply": r"(?i)\b(2|two)\b"}),

    dict(id="fn32", cat="log",
         setup=[H("Pack lunch", freq=("days", WEEKDAYS))],
         turns=["didn't pack lunch today, left the tupperware on the counter \U0001F644"],
         expect={"count": 1, "notdone": [("Pack lunch", TODAY)]}),

    dict(id="fn33", cat="dates",
         setup=[H("No-spend day")],
         turns=["me and my partner are doing a no spend weekend this saturday and sunday"],
         expect={"unchanged": True}),

    dict(id="fn34", cat="safety",
         setup=[H("Check budget"), H("Pack lunch", freq=("days", WEEKDAYS))],
         turns=["feeling really skint and stressed about money this month tbh"],
         expect={"unchanged": True, "nopauses": True}),

    dict(id="fn35", cat="query",
         setup=[H("Check budget")],
         turns=["whats the best budgeting app in your opinion"],
         expect={"unchanged": True}),

    dict(id="fn36", cat="dates",
         setup=[H("Check budget"), H("Takeaway", polarity="avoid")],
         turns=["only 200 quid left till payday on friday lol"],
         expect={"unchanged": True}),

    # src: https://www.mamamia.com.au/homemade-lunch-for-work/
    dict(id="fn37", cat="safety",
         setup=[H("Pack lunch", freq=("days", WEEKDAYS))],
         turns=["sarah at work packs her lunch every single day, no idea how she does it"],
         expect={"unchanged": True}),

    dict(id="fn38", cat="safety",
         setup=[H("Check budget"), H("Takeaway", polarity="avoid")],
         turns=["spent 60 on groceries at aldi yesterday, not bad for a week's shop"],
         expect={"unchanged": True}),

    dict(id="fn39", cat="query",
         setup=[H("Pack lunch", freq=("days", WEEKDAYS), marks=[(MON, "done")]), H("Check budget")],
         turns=["whats left for today?"],
         expect={"unchanged": True, "reply": r"(?i)(lunch|budget)"}),

    dict(id="fn40", cat="dates",
         setup=[H("No-spend day")],
         turns=["the no spend challenge at work kicks off on monday"],
         expect={"unchanged": True}),
]
