"""Fresh blind batch zj -- theme: MEASURABLE HABITS.

Counting how much (water in glasses / litres / ml, steps, pages, minutes, km, pushups,
squats), limits on habits to avoid (coffee, cigarettes, snacks, screen time per day; drinks
per week), 'twice a day' / 'N times a day', 'N times in M days' (rolling), amounts logged in
many phrasings (through the day, "2 more", verbless "12k steps yesterday", approximate
"about 1.5 litres", "9,500", "half an hour", "an hour and a half"), past days, corrections of
amount and day, undo, target changes, questions about what's left, and absurd / negative /
zero amounts. Setup habits cannot carry targets, so measurable habits are created inside
each conversation first.

Clock for every case: Wednesday 2026-03-04 09:00 (local = UTC).
  today = Wed 03-04, yesterday / "last night" = Tue 03-03,
  "on monday" / "the day before yesterday" = Mon 03-02, "sunday" (report) / "the 1st" = 03-01,
  "saturday" (report) / "feb 28" = 02-28, "friday" (report) = 02-27,
  tomorrow = 03-05 (future: never logged).
  This week (weeks start Monday) = Mon 03-02 .. Sun 03-08, so Saturday 02-28 is LAST week.

Marks with a fourth element check the day's total amount. Per the SPEC: a day total at or
over a daily target is `done`, below it `partial`; for a per-period (weekly) target every day
with an amount is `done`; an avoid habit's day over its limit is `slipped`. States of avoid
days at/under a limit are not asserted (the SPEC only says "a success").

A `# src:` comment names the public text a case's wording is paraphrased from.
"""

TODAY = "2026-03-04"
YESTERDAY = "2026-03-03"
MON = "2026-03-02"
SUN = "2026-03-01"
SAT = "2026-02-28"
FRI = "2026-02-27"
TOMORROW = "2026-03-05"

WATER = "~water"
STEPS = "~step"
READ = "~read"
PUSH = "~push"
COFFEE = "~coffee"
SMOKE = ["Smoking", "Cigarettes", "Cigarette", "Smoke", "Smoke cigarettes", "Cut down smoking",
         "Cut down on smoking"]
ALCOHOL = ["Alcohol", "Drinking", "Drinks", "Drink", "Drink alcohol", "Limit alcohol", "Booze"]


def H(name, freq=("daily",), tier="must", polarity="build", group=None, archived=False, marks=()):
    """A setup habit in the compact form run_eval.setup_doc expects."""
    return dict(name=name, freq=freq, tier=tier, polarity=polarity, group=group,
                archived=archived, marks=list(marks))


CASES = [
    # ---------------------------------------------------------------- adding measurable habits
    # src: http://donmorris.com/on/a-habit-app-for-every-day-of-the-week
    dict(id="zj01", cat="add", setup=[],
         turns=["trying to drink 8 glasses of water a day, can you track that for me"],
         expect=dict(count=1, habits=[dict(name=WATER, freq=("daily",), polarity="build",
                                           target={"amount": 8, "unit": "glass"})])),

    # src: https://github.com/iSoron/uhabits/issues/436
    dict(id="zj02", cat="add", setup=[],
         turns=["brush teeth 2x a day", "brushed this morning", "and again just now"],
         expect=dict(count=1,
                     habits=[dict(name="~brush", freq=("daily",), target={"amount": 2, "unit": "times"})],
                     marks=[("~brush", TODAY, "done", 2)])),

    # src: https://github.com/iSoron/uhabits/issues/135
    dict(id="zj03", cat="add", setup=[],
         turns=["foam rolling 2 times in 3 days, remind me at 8pm"],
         expect=dict(count=1, habits=[dict(name="~foam", freq=("rolling", 2, 3))],
                     reminders=[("~foam", "20:00")])),

    # src: https://github.com/iSoron/uhabits/issues/1200
    dict(id="zj04", cat="dates", setup=[],
         turns=["journal 3 out of every 4 days", "did it yesterday and the day before too"],
         expect=dict(count=1, habits=[dict(name="~journal", freq=("rolling", 3, 4))],
                     marks=[("~journal", YESTERDAY, "done"), ("~journal", MON, "done")],
                     nomarks=[("~journal", TODAY)])),

    # ---------------------------------------------------------------- logging amounts
    dict(id="zj05", cat="log", setup=[],
         turns=["new habit: water, 8 glasses daily", "had 2 glasses so far",
                "another 3 with breakfast", "how many more do i need today?"],
         expect=dict(count=1, habits=[dict(name=WATER, target={"amount": 8, "unit": "glass"})],
                     marks=[(WATER, TODAY, "partial", 5)], reply=r"\b3\b")),

    dict(id="zj06", cat="log", setup=[],
         turns=["track my steps please, goal is 10k a day", "12k steps yesterday",
                "monday was only 6500 tho"],
         expect=dict(count=1, habits=[dict(name=STEPS, freq=("daily",), target={"amount": 10000})],
                     marks=[(STEPS, YESTERDAY, "done", 12000), (STEPS, MON, "partial", 6500)],
                     nomarks=[(STEPS, TODAY)])),

    # src: https://github.com/foobnix/LibreraReader/issues/643
    dict(id="zj07", cat="log", setup=[],
         turns=["i'd like to read 25 pages a day", "got through 12 of the 25 pages on the train"],
         expect=dict(count=1, habits=[dict(name=READ, freq=("daily",), target={"amount": 25, "unit": "page"})],
                     marks=[(READ, TODAY, "partial", 12)])),

    dict(id="zj08", cat="log", setup=[],
         turns=["meditate 20 minutes a day", "did half an hour yesterday",
                "meditation 45 min sunday", "and 10 min this morning"],
         expect=dict(count=1, habits=[dict(name="~medita", target={"amount": 20, "unit": "minute"})],
                     marks=[("~medita", YESTERDAY, "done", 30), ("~medita", SUN, "done", 45),
                            ("~medita", TODAY, "partial", 10)])),

    # src: https://github.com/0xf4b1/motionmate/issues/88
    dict(id="zj09", cat="dates", setup=[],
         turns=["i want to do 8000 steps a day", "9,500 steps on the 1st", "and 7,200 on feb 28"],
         expect=dict(count=1, habits=[dict(name=STEPS, target={"amount": 8000})],
                     marks=[(STEPS, SUN, "done", 9500), (STEPS, SAT, "partial", 7200)],
                     nomarks=[(STEPS, TODAY)])),

    # src: https://github.com/om1cael/Hidroly/issues/178
    dict(id="zj10", cat="log", setup=[],
         turns=["my water goal is 2500 ml a day, can you track it for me",
                "just had a 250ml glass", "and a 500 ml bottle after the gym"],
         expect=dict(count=1, habits=[dict(name=WATER, target={"amount": 2500})],
                     marks=[(WATER, TODAY, "partial", 750)])),

    # src: https://github.com/iSoron/uhabits/issues/373
    dict(id="zj11", cat="log", setup=[],
         turns=["i want to refill my water bottle 3 times a day", "refilled it twice already"],
         expect=dict(count=1, habits=[dict(name="~bottle", freq=("daily",), target={"amount": 3, "unit": "times"})],
                     marks=[("~bottle", TODAY, "partial", 2)])),

    dict(id="zj12", cat="robust", setup=[],
         turns=["drink 8 glasses of water a day", "drnk 6 glases of watr"],
         expect=dict(count=1, marks=[(WATER, TODAY, "partial", 6)])),

    # ---------------------------------------------------------------- per-week amounts
    # src: https://github.com/FriesI23/mhabit/issues/432
    dict(id="zj13", cat="log", setup=[],
         turns=["i want to run 100 minutes a week in total", "ran 45 min on monday",
                "35 this morning", "how much is left for this week"],
         expect=dict(count=1, habits=[dict(name="~run", target={"amount": 100, "unit": "minute"})],
                     marks=[("~run", MON, "done", 45), ("~run", TODAY, "done", 35)],
                     reply=r"\b20\b")),

    dict(id="zj14", cat="dates", setup=[],
         turns=["add cycling, 60 km a week", "rode 22km on saturday",
                "how many km have i got left this week?"],
         expect=dict(count=1, habits=[dict(name="~cycl", target={"amount": 60, "unit": "km"})],
                     marks=[("~cycl", SAT, "done", 22)], nomarks=[("~cycl", TODAY)],
                     reply=r"(?s)^(?!.*\b38\b).*\b60\b")),

    # ---------------------------------------------------------------- limits on avoid habits
    # src: https://github.com/FriesI23/mhabit/issues/20
    dict(id="zj15", cat="avoid", setup=[],
         turns=["need to keep coffee to max 2 cups a day coz caffeine is wrecking my sleep",
                "3 cups already today 🙃"],
         expect=dict(count=1, habits=[dict(name=COFFEE, polarity="avoid", target={"amount": 2})],
                     marks=[(COFFEE, TODAY, "slipped", 3)])),

    # src: https://github.com/iSoron/uhabits/issues/247
    dict(id="zj16", cat="avoid", setup=[],
         turns=["cutting down on smoking, no more than 5 cigarettes a day", "smoked 3 this morning",
                "2 more on my break", "plus 1 just now"],
         expect=dict(count=1, habits=[dict(name=SMOKE, polarity="avoid", target={"amount": 5})],
                     marks=[(SMOKE, TODAY, "slipped", 6)])),

    # src: https://www.joinreframeapp.com/articles/hit-7-drinks-per-week-goal-reframe-analytics-digital-behavior-science-accountability
    dict(id="zj17", cat="avoid", setup=[],
         turns=["i want to limit alcohol to 7 drinks a week max", "had 3 drinks monday night",
                "how many have i got left for the week?"],
         expect=dict(count=1, habits=[dict(name=ALCOHOL, polarity="avoid", target={"amount": 7})],
                     nomarks=[(ALCOHOL, TODAY)], reply=r"\b4\b")),

    # src: https://github.com/JamesCliffordSpratt/obsidian-habits/issues/1
    dict(id="zj18", cat="avoid", setup=[],
         turns=["i want to keep my screen time under 2 hours a day",
                "screen time was 3h 40m yesterday ugh"],
         expect=dict(count=1, habits=[dict(name="~screen", polarity="avoid")],
                     marks=[("~screen", YESTERDAY, "slipped")], nomarks=[("~screen", TODAY)])),

    # src: https://github.com/jofoerster/habitsync/issues/76
    dict(id="zj19", cat="avoid", setup=[],
         turns=["limit snacks to 3 a day", "4 snacks yesterday, whoops", "2 so far today"],
         expect=dict(count=1, habits=[dict(name="~snack", polarity="avoid", target={"amount": 3})],
                     marks=[("~snack", YESTERDAY, "slipped", 4)])),

    dict(id="zj20", cat="query", setup=[],
         turns=["add coffee, max 3 a day", "had 2 coffees", "how many more coffees can i have today?"],
         expect=dict(count=1, habits=[dict(name=COFFEE, polarity="avoid", target={"amount": 3})],
                     nomarks=[(COFFEE, YESTERDAY)], reply=r"(?i)\b1\b|\bone\b")),

    # ---------------------------------------------------------------- targets: corrections and edits
    dict(id="zj21", cat="correct", setup=[],
         turns=["drink 8 glasses of water a day", "actually make it 10", "and call it Hydrate",
                "drank 6 so far"],
         expect=dict(count=1, habits=[dict(name="Hydrate", freq=("daily",), target={"amount": 10, "unit": "glass"})],
                     marks=[("Hydrate", TODAY, "partial", 6)])),

    # src: https://github.com/xpavle00/Habo/issues/130
    dict(id="zj22", cat="log", setup=[],
         turns=["my goal is 50 pushups a day, can you keep count", "did 15 in one go this morning",
                "another 20 just now", "how many left?"],
         expect=dict(count=1, habits=[dict(name=PUSH, target={"amount": 50})],
                     marks=[(PUSH, TODAY, "partial", 35)], reply=r"\b15\b")),

    dict(id="zj23", cat="edit", setup=[],
         turns=["do 100 squats a day", "did 40 squats",
                "100 is way too much lol, change the target to 60"],
         expect=dict(count=1, habits=[dict(name="~squat", freq=("daily",), target={"amount": 60})],
                     marks=[("~squat", TODAY, "partial", 40)])),

    dict(id="zj24", cat="edit", setup=[H("Read"), H("Gym", ("weekly", 3))],
         turns=["set a goal of 30 pages a day for reading", "read 18 pages so far"],
         expect=dict(count=2,
                     habits=[dict(name="Read", freq=("daily",), target={"amount": 30, "unit": "page"}),
                             dict(name="Gym", freq=("weekly", 3))],
                     marks=[("Read", TODAY, "partial", 18)], nomarks=[("Gym", TODAY)])),

    # ---------------------------------------------------------------- corrections and undo
    dict(id="zj25", cat="correct", setup=[],
         turns=["drink 2 litres of water every day", "drank about 1.5 litres so far",
                "actually make that 1.75"],
         expect=dict(count=1, habits=[dict(name=WATER, target={"amount": 2})],
                     marks=[(WATER, TODAY, "partial", 1.75)])),

    dict(id="zj26", cat="correct", setup=[],
         turns=["add water, 8 glasses a day", "had 3 glasses", "2 more", "undo"],
         expect=dict(count=1, marks=[(WATER, TODAY, "partial", 3)])),

    dict(id="zj27", cat="correct", setup=[],
         turns=["drink 8 glasses of water a day", "drank 7 glasses today",
                "wait no, that was yesterday not today"],
         expect=dict(count=1, marks=[(WATER, YESTERDAY, "partial", 7)], nomarks=[(WATER, TODAY)])),

    dict(id="zj28", cat="correct", setup=[],
         turns=["drink 8 glasses of water a day", "had 5 glasses",
                "oh wait i counted one twice, take one off"],
         expect=dict(count=1, marks=[(WATER, TODAY, "partial", 4)])),

    # ---------------------------------------------------------------- absurd, negative, zero amounts
    dict(id="zj29", cat="robust", setup=[],
         turns=["drink 2 litres of water a day", "drank 400 litres today lol", "oops i meant 4"],
         expect=dict(count=1, habits=[dict(name=WATER, target={"amount": 2})],
                     marks=[(WATER, TODAY, "done", 4)])),

    dict(id="zj30", cat="robust", setup=[],
         turns=["read 20 pages a day", "log -10 pages for reading"],
         expect=dict(count=1, habits=[dict(name=READ, target={"amount": 20})], nomarks=[(READ, TODAY)])),

    dict(id="zj31", cat="robust", setup=[],
         turns=["drink 8 glasses of water a day",
                "didn't drink any water yesterday tbh, and 0 glasses so far today lol"],
         expect=dict(count=1, notdone=[(WATER, YESTERDAY), (WATER, TODAY)])),

    # ---------------------------------------------------------------- habits without a target
    dict(id="zj32", cat="log", setup=[H("Drink water")],
         turns=["drank 6 glasses of water today"],
         expect=dict(count=1, marks=[("Drink water", TODAY, "done")])),

    dict(id="zj33", cat="log", setup=[H("Read")],
         turns=["only managed 5 pages today, too tired"],
         expect=dict(count=1, notdone=[("Read", TODAY)])),

    # ---------------------------------------------------------------- several requests in one message
    dict(id="zj34", cat="multi", setup=[],
         turns=["track 8 glasses of water and 40 pushups every day", "6 glasses and 40 pushups done"],
         expect=dict(count=2,
                     habits=[dict(name=WATER, freq=("daily",), target={"amount": 8, "unit": "glass"}),
                             dict(name=PUSH, freq=("daily",), target={"amount": 40})],
                     marks=[(WATER, TODAY, "partial", 6), (PUSH, TODAY, "done", 40)])),

    dict(id="zj35", cat="multi", setup=[H("Read"), H("Gym", ("weekly", 3))],
         turns=["add water, 8 glasses a day",
                "drank 5 glasses, read a chapter, and skipping gym today cos my knee is sore"],
         expect=dict(count=3,
                     marks=[(WATER, TODAY, "partial", 5), ("Read", TODAY, "done"), ("Gym", TODAY, "skipped")])),

    # ---------------------------------------------------------------- answers to the coach's questions
    dict(id="zj36", cat="slots", setup=[],
         turns=["i want to drink more water", "8 glasses a day"],
         expect=dict(count=1, habits=[dict(name=WATER, freq=("daily",), target={"amount": 8, "unit": "glass"})])),

    # src: https://github.com/iSoron/uhabits/issues/399
    dict(id="zj37", cat="slots", setup=[],
         turns=["i want to start taking my vitamins", "2x daily"],
         expect=dict(count=1, habits=[dict(name="~vitamin", freq=("daily",), target={"amount": 2, "unit": "times"})])),

    # ---------------------------------------------------------------- messages that must change nothing
    dict(id="zj38", cat="safety", setup=[],
         turns=["drink 8 glasses of water a day", "my bf drinks like 3 litres a day, such a show off"],
         expect=dict(count=1, habits=[dict(name=WATER, target={"amount": 8, "unit": "glass"})],
                     nomarks=[(WATER, TODAY)])),

    dict(id="zj39", cat="safety", setup=[],
         turns=["read 20 pages a day", "gonna try and do 40 pages tomorrow on the flight",
                "put 10 pages down for tomorrow too while you're at it"],
         expect=dict(count=1, habits=[dict(name=READ, target={"amount": 20, "unit": "page"})],
                     nomarks=[(READ, TODAY), (READ, TOMORROW)])),

    # src: https://github.com/simonoppowa/OpenNutriTracker/pull/418
    dict(id="zj40", cat="safety", setup=[],
         turns=["drink 8 glasses of water a day",
                "is the 8 glasses a day thing actually legit or is it a myth?",
                "had 3 glasses of wine last night lol"],
         expect=dict(count=1, habits=[dict(name=WATER, target={"amount": 8, "unit": "glass"})],
                     nomarks=[(WATER, TODAY), (WATER, YESTERDAY)])),
]
