"""Blind batch CH (written 2026-12-07): challenges with a start and an end, seasonal and
date-bound habits -- 30-day challenges, Lent, sober/dry months, race training, New Year
resolutions, summer and advent routines.

Clock for every case: Wednesday 2026-03-04 09:00 (local = UTC).
  yesterday = Tue 03-03, "on monday" = 03-02, "saturday" (report) = 02-28,
  "friday" (report) = 02-27, "friday" (plan/skip) = 03-06, tomorrow = 03-05.
Lent 2026 runs from Ash Wednesday 02-18 to Easter Sunday 04-05, so it is in progress.
The coach has no end-date feature in the SPEC, so requests to stop a habit on a date only
assert that nothing wrong happened.
"""
from datetime import date, timedelta

TODAY = "2026-03-04"
YESTERDAY = "2026-03-03"
MON = "2026-03-02"
SUN = "2026-03-01"
SAT = "2026-02-28"
FRI = "2026-02-27"
NEXT_FRI = "2026-03-06"
TOMORROW = "2026-03-05"


def H(name, freq=("daily",), tier="must", polarity="build", group=None, archived=False, marks=()):
    return dict(name=name, freq=freq, tier=tier, polarity=polarity, group=group,
                archived=archived, marks=list(marks))


def span(first, last, state="done", skip=()):
    """(day, state) for every day from first to last inclusive, except those in skip."""
    d, end, out = date.fromisoformat(first), date.fromisoformat(last), []
    while d <= end:
        if d.isoformat() not in skip:
            out.append((d.isoformat(), state))
        d += timedelta(days=1)
    return out


CASES = [
    # ---------------------------------------------------------------- one message says it all
    # src: https://roaringspringwater.com/do-you-give-up-something-during-lent/
    dict(id="CH01", cat="avoid", setup=[],
         turns=["giving up chocolate for lent this year so can u track that for me"],
         expect={"count": 1,
                 "habits": [{"name": "~chocolate", "polarity": "avoid", "freq": ("daily",)}]}),

    # src: http://young-southern.blogspot.com/2013/03/march-challenge-couch-to-5k.html
    dict(id="CH02", cat="add", setup=[],
         turns=["doing couch to 5k for a race in may. add run mon wed fri and remind me at 6:30am"],
         expect={"count": 1,
                 "habits": [{"name": "~run", "freq": ("days", "mon wed fri")}],
                 "reminders": [("~run", "06:30")]}),

    # src: https://sermoa.wordpress.com/2008/02/06/lent/
    dict(id="CH03", cat="multi", setup=[],
         turns=["for lent im giving up crisps and i also want to pray every day"],
         expect={"count": 2,
                 "habits": [{"name": "~crisp", "polarity": "avoid", "freq": ("daily",)},
                            {"name": "~pray", "polarity": "build", "freq": ("daily",)}]}),

    # src: https://jenbendewish.com/tag/diy/  (a "day 16 of 30" plank post; forgetting to tick
    #      off a day: http://www.teddisetgo.com/blog/2014/11/12/30-day-plank-challenge-check-in)
    dict(id="CH04", cat="log",
         setup=[H("Plank", marks=span("2026-02-22", MON))],
         turns=["day 12/30 of the plank challenge done this morning 💪 and i did it yesterday as well, just forgot to tick it off"],
         expect={"count": 1,
                 "marks": [("Plank", TODAY, "done"), ("Plank", YESTERDAY, "done")]}),

    dict(id="CH05", cat="avoid",
         setup=[H("Drinking", polarity="avoid")],
         turns=["ugh broke sober march already, drank at the work do last night"],
         expect={"count": 1,
                 "marks": [("Drinking", YESTERDAY, "slipped")],
                 "nomarks": [("Drinking", TODAY)]}),

    dict(id="CH06", cat="dates",
         setup=[H("Run", ("days", "mon wed fri"))],
         turns=["skip my run on friday, tapering for the 10k on sunday"],
         expect={"count": 1,
                 "habits": [{"name": "Run", "freq": ("days", "mon wed fri")}],
                 "marks": [("Run", NEXT_FRI, "skipped")],
                 "nomarks": [("Run", FRI), ("Run", SUN), ("Run", TODAY)]}),

    dict(id="CH07", cat="edit",
         setup=[H("No sugar", polarity="avoid")],
         turns=["can you rename no sugar to sugar free march"],
         expect={"count": 1,
                 "habits": [{"name": ["Sugar free march", "Sugar-free march"],
                             "polarity": "avoid", "freq": ("daily",)}]}),

    # src: https://github.com/iSoron/uhabits/issues/98  (a habit only valid until a date: archive it)
    dict(id="CH08", cat="edit",
         setup=[H("Cold shower", marks=span("2026-02-02", YESTERDAY))],
         turns=["finished my 30 days of cold showers yesterday!! you can archive it now"],
         expect={"count": 1,
                 "habits": [{"name": "Cold shower", "archived": True}],
                 "nomarks": [("Cold shower", TODAY)]}),

    dict(id="CH09", cat="edit",
         setup=[H("Run", ("weekly", 3))],
         turns=["signed up for a half marathon on april 19th so bump my runs up to 4 times a week"],
         expect={"count": 1,
                 "habits": [{"name": "Run", "freq": ("weekly", 4)}],
                 "nomarks": [("Run", TODAY)]}),

    dict(id="CH10", cat="group",
         setup=[H("Yoga", ("weekly", 3)), H("Run", ("weekly", 3)), H("Swim", ("weekly", 1))],
         turns=["for my 30 day move challenge put yoga, run and swim in a group called Move, any 1 of them a day counts"],
         expect={"count": 3,
                 "groups": [{"name": "Move", "require": 1, "members": ["Yoga", "Run", "Swim"]}]}),

    dict(id="CH11", cat="multi",
         setup=[H("Push-ups", marks=span("2026-02-28", YESTERDAY)), H("Plank", marks=span("2026-02-28", YESTERDAY))],
         turns=["day 5 of the core challenge - did pushups and plank ✔"],
         expect={"count": 2,
                 "marks": [("Push-ups", TODAY, "done"), ("Plank", TODAY, "done")]}),

    # src: https://www.therunzone.com/viewtopic.php?f=3&t=1922  (weekly long runs before a spring marathon)
    dict(id="CH12", cat="dates",
         setup=[H("Long run", ("weekly", 1))],
         turns=["did my 16 mile long run on saturday, legs still dead lol"],
         expect={"count": 1,
                 "habits": [{"name": "Long run", "freq": ("weekly", 1)}],
                 "marks": [("Long run", SAT, "done")],
                 "nomarks": [("Long run", TODAY)]}),

    # src: https://github.com/iSoron/uhabits/issues/88  (skip a day you were ill without breaking the streak)
    dict(id="CH13", cat="dates",
         setup=[H("Run", ("days", "mon wed fri"))],
         turns=["missed my run on monday cos i was ill, can u mark it skipped"],
         expect={"count": 1,
                 "marks": [("Run", MON, "skipped")],
                 "nomarks": [("Run", TODAY)]}),

    # ---------------------------------------------------------------- answers to the coach's questions
    dict(id="CH14", cat="slots", setup=[],
         turns=["want to do a 30 day yoga challenge", "every day"],
         expect={"count": 1,
                 "habits": [{"name": "~yoga", "freq": ("daily",)}]}),

    # src: https://newsoflosangeles.com/skip-2026-resolutions-habit-tracking-beats-80-failure-rate
    dict(id="CH15", cat="slots", setup=[],
         turns=["my new years resolution was learning spanish and i already fell off lol, can we add it",
                "3x a week"],
         expect={"count": 1,
                 "habits": [{"name": "~spanish", "freq": ("weekly", 3)}]}),

    # src: https://lavieoverseas.wordpress.com/2018/12/31/2018-12-31-2019-resolutions/
    dict(id="CH16", cat="slots", setup=[],
         turns=["add journaling, its my 2026 resolution", "most days tbh, say 5 a week"],
         expect={"count": 1, "maxweekly": 7,
                 "habits": [{"name": "~journal", "freq": ("weekly", 5)}]}),

    dict(id="CH17", cat="correct", setup=[],
         turns=["add plank every day for 30 days", "actually make it weekdays only"],
         expect={"count": 1,
                 "habits": [{"name": "~plank", "freq": ("days", "mon tue wed thu fri")}]}),

    dict(id="CH18", cat="correct", setup=[],
         turns=["add a 75 hard habit", "nvm forget it, way too intense"],
         expect={"count": 0}),

    # src: https://github.com/HabitRPG/habitica/issues/9672  (challenge tasks that should only count until an end date)
    dict(id="CH19", cat="tier",
         setup=[H("Lent devotional", tier="nice")],
         turns=["make the lent devotional a must do until easter", "yes"],
         expect={"count": 1,
                 "habits": [{"name": "Lent devotional", "tier": "must", "freq": ("daily",)}]}),

    dict(id="CH20", cat="slots",
         setup=[H("Stretch")],
         turns=["set a reminder for my stretching challenge", "7pm"],
         expect={"count": 1,
                 "reminders": [("Stretch", "19:00")]}),

    dict(id="CH21", cat="slots", setup=[],
         turns=["add drink water 8 glasses a day for my hydration challenge", "yep", "had 3 glasses so far"],
         expect={"count": 1,
                 "habits": [{"name": "~water", "target": {"amount": 8, "unit": "glass"}}],
                 "marks": [("~water", TODAY, "partial", 3)]}),

    dict(id="CH22", cat="slots", setup=[],
         turns=["training for a 10k on may 10th, i want to run 20km a week", "yeah 3 runs a week"],
         expect={"count": 1,
                 "habits": [{"name": "~run", "target": {"amount": 20, "unit": "km"}}],
                 "nomarks": [("~run", TODAY)]}),

    dict(id="CH23", cat="group",
         setup=[H("Run", ("weekly", 3), group="Exercise"), H("Gym", ("weekly", 2), group="Exercise")],
         turns=["adding swimming for the summer", "twice a week", "yeah stick it in exercise"],
         expect={"count": 3,
                 "habits": [{"name": "~swim", "freq": ("weekly", 2), "group": "Exercise"},
                            {"name": "Run", "group": "Exercise"},
                            {"name": "Gym", "group": "Exercise"}]}),

    dict(id="CH24", cat="correct",
         setup=[H("Meditate", marks=span("2026-02-13", YESTERDAY))],
         turns=["meditated ✅ day 20 of 30", "wait undo that, i havent actually done it yet"],
         expect={"count": 1,
                 "notdone": [("Meditate", TODAY)],
                 "marks": [("Meditate", YESTERDAY, "done")]}),

    dict(id="CH25", cat="slots", setup=[],
         turns=["add cold showers every day for the next 30 days", "ok", "and remind me at 7am for it"],
         expect={"count": 1,
                 "habits": [{"name": "~cold shower", "freq": ("daily",)}],
                 "reminders": [("~cold", "07:00")]}),

    dict(id="CH26", cat="slots", setup=[],
         turns=["want to get back into drawing now the evenings are getting lighter", "couple times a week"],
         expect={"count": 1,
                 "habits": [{"name": "~draw", "freq": ("weekly", 2)}]}),

    dict(id="CH27", cat="avoid", setup=[],
         turns=["for march im cutting down, at most 2 coffees a day", "had 3 coffees yesterday ugh"],
         expect={"count": 1,
                 "habits": [{"name": "~coffee", "polarity": "avoid", "target": {"amount": 2}}],
                 "marks": [("~coffee", YESTERDAY, "slipped", 3)],
                 "nomarks": [("~coffee", TODAY)]}),

    # ---------------------------------------------------------------- must change nothing / nothing wrong
    # src: https://www.bustle.com/life/5-free-apps-to-track-your-dry-january-progress-19635270
    dict(id="CH28", cat="safety",
         setup=[H("Drinking", polarity="avoid")],
         turns=["my husband says hes doing dry january next year, hes already smug about it"],
         expect={"unchanged": True}),

    dict(id="CH29", cat="safety",
         setup=[H("Read")],
         turns=["i'm gonna start a 30 day yoga challenge on monday"],
         expect={"unchanged": True}),

    # src: https://outrunningblog.wordpress.com/2014/01/15/mid-month-plank-update-ouch-it-hurts/
    dict(id="CH30", cat="safety",
         setup=[H("Push-ups", marks=span("2026-02-13", YESTERDAY))],
         turns=["day 20 of 30 and honestly im so over this pushup challenge"],
         expect={"unchanged": True}),

    dict(id="CH31", cat="query",
         setup=[H("Plank", marks=span("2026-02-20", YESTERDAY, skip=("2026-02-24", "2026-02-28")))],
         turns=["how many days of the plank challenge have i actually done so far?"],
         expect={"unchanged": True, "reply": r"\d"}),

    # src: https://github.com/Crazy-Marvin/ToDont/issues/347  (a counter of days avoided)
    dict(id="CH32", cat="query",
         setup=[H("No sugar", polarity="avoid", marks=[("2026-02-20", "slipped")])],
         turns=["whats my streak on no sugar? trying to make it to easter"],
         expect={"unchanged": True}),

    dict(id="CH33", cat="safety",
         setup=[H("Chocolate", polarity="avoid")],
         turns=["when is easter this year? need to know when lent finishes"],
         expect={"unchanged": True}),

    dict(id="CH34", cat="safety",
         setup=[H("Run", ("days", "mon wed fri"))],
         turns=["didnt get my run in yesterday or monday, training plan is in tatters"],
         expect={"count": 1,
                 "habits": [{"name": "Run", "freq": ("days", "mon wed fri")}],
                 "notdone": [("Run", YESTERDAY), ("Run", MON)],
                 "nomarks": [("Run", TODAY)]}),

    # src: https://github.com/iSoron/uhabits/issues/1475  (finite habits need an end date)
    dict(id="CH35", cat="safety",
         setup=[H("Chocolate", polarity="avoid")],
         turns=["can you make the chocolate one stop by itself after easter sunday"],
         expect={"count": 1,
                 "habits": [{"name": "Chocolate", "archived": False, "polarity": "avoid", "freq": ("daily",)}],
                 "nomarks": [("Chocolate", TODAY)]}),

    dict(id="CH36", cat="safety", setup=[],
         turns=["sarah at work is doing couch to 5k, maybe i should too lol"],
         expect={"unchanged": True}),

    # src: https://github.com/goodtohear/habits/issues/49  (time away shouldn't break the chain)
    dict(id="CH37", cat="dates",
         setup=[H("Push-ups")],
         turns=["mark tomorrows pushups as done now, ill be at a wedding all day"],
         expect={"count": 1,
                 "notdone": [("Push-ups", TOMORROW)],
                 "nomarks": [("Push-ups", TODAY)]}),

    dict(id="CH38", cat="dates",
         setup=[H("Plank")],
         turns=["did my plank on day 3 of the challenge too, forgot to log it"],
         expect={"unchanged": True}),

    dict(id="CH39", cat="safety", setup=[],
         turns=["remind me in december to set up an advent habit"],
         expect={"unchanged": True}),

    # src: https://momistheonlygirl.com/summer-reading-2/  (a summer-break reading chart for the kids)
    dict(id="CH40", cat="safety",
         setup=[H("Read")],
         turns=["summer holiday reading routine for the kids starts in july, i'll sort it out nearer the time"],
         expect={"unchanged": True}),
]
