"""Fresh batch F for the Habitat coach: voice dictation (no punctuation, homophones,
numbers as words), second-language English and very polite/indirect phrasing.

Clock for every case: Wednesday 2026-03-04 09:00 (local = UTC).
  yesterday / last night = Tue 03-03, "on monday" = 03-02, "3 days ago" / "sunday" (past) = 03-01,
  "friday" in a report of the past = 02-27, "friday" in a plan or skip = 03-06 (future: a pause,
  never a mark).
Self-contained: H() builds the setup dicts run_eval.py's setup_doc expects.
"""

TODAY = "2026-03-04"
YESTERDAY = "2026-03-03"
MON = "2026-03-02"
SUN = "2026-03-01"
SAT = "2026-02-28"
FRI = "2026-02-27"
THU = "2026-02-26"
WED_LAST = "2026-02-25"
TUE_LAST = "2026-02-24"
NEXT_THU = "2026-03-05"
NEXT_FRI = "2026-03-06"
NEXT_SAT = "2026-03-07"
NEXT_SUN = "2026-03-08"

WEEKDAYS = "mon tue wed thu fri"


def H(name, freq=("daily",), tier="must", polarity="build", group=None, archived=False, marks=()):
    """A setup habit in the compact form run_eval.setup_doc reads."""
    return {"name": name, "freq": freq, "tier": tier, "polarity": polarity, "group": group,
            "archived": archived, "marks": [tuple(m) for m in marks]}


def done(*days):
    return [(d, "done") for d in days]


CASES = [
    # ------------------------------------------------------------------ adding (12)
    # src: https://www.cake.co/conversations/5NZQFc0/powerful-habits-which-impact-your-life-the-most
    dict(id="f_add01", cat="free",
         setup=[],
         turns=["i want to start flossing every night cause i always feel so guilty at the dentist",
                "yeah"],
         expect={"habits": [{"name": ["Floss", "Flossing", "Floss teeth", "Floss my teeth"],
                             "freq": ("daily",), "polarity": "build"}],
                 "count": 1, "maxlen": 25}),

    # src: https://github.com/shub39/Grit/issues/218
    dict(id="f_add02", cat="robust",
         setup=[H("Read")],
         turns=["add take my iron tablets every to days"],
         expect={"habits": [{"name": ["Take my iron tablets", "Take iron tablets", "Iron tablets", "Take iron"],
                             "freq": ("interval", 2)},
                            {"name": "Read", "freq": ("daily",)}],
                 "count": 2}),

    # src: https://github.com/xpavle00/Habo/issues/71
    dict(id="f_add03", cat="add",
         setup=[],
         turns=["i want make new habit plan my work day. only monday until friday, in weekend no"],
         expect={"habits": [{"name": ["Plan my work day", "Plan work day", "Plan my workday", "Plan workday"],
                             "freq": ("days", WEEKDAYS)}],
                 "count": 1}),

    # src: https://www.thefabulous.co/qa/what-do-you-do-for-the-journaling-habit/
    dict(id="f_add04", cat="add",
         setup=[H("Meditate")],
         turns=["Hello! I was wondering if you could help me set up a journaling habit, "
                "maybe three times a week to begin with?"],
         expect={"habits": [{"name": ["Journal", "Journaling", "Journalling", "Write in my journal", "Write in journal"],
                             "freq": ("weekly", 3)}],
                 "count": 2}),

    # src: http://breakthehabit.blog/the-best-nail-biting-app-for-chronic-nail-biters/
    dict(id="f_add05", cat="avoid",
         setup=[],
         turns=["i really need to quit biting my nails"],
         expect={"habits": [{"name": ["Biting my nails", "Nail biting", "Nail-biting", "Bite my nails",
                                      "Biting nails", "Bite nails"],
                             "polarity": "avoid", "freq": ("daily",)}],
                 "count": 1}),

    # src: https://milrel.com/2019/08/20/breaking-habits/
    dict(id="f_add06", cat="avoid",
         setup=[H("Walk")],
         turns=["please i want stop to drink soda. is must do for me, very important",
                "yes, thank you"],
         expect={"habits": [{"name": ["Soda", "Drinking soda", "Drink soda", "Soda drinking"],
                             "polarity": "avoid", "tier": "must", "freq": ("daily",)}],
                 "count": 2}),

    dict(id="f_add07", cat="slots",
         setup=[H("Meditate")],
         turns=["i want to get back into running",
                "uhh twice a week"],
         expect={"habits": [{"name": ["Running", "Go running", "Run"], "freq": ("weekly", 2)}],
                 "count": 2}),

    # src: https://adelriosantiago.com/blog/my-habits-and-streaks
    dict(id="f_add08", cat="slots",
         setup=[],
         turns=["new habit for me: spanish practice",
                "every day, also in weekend"],
         expect={"habits": [{"name": ["Spanish practice", "Practice Spanish", "Spanish", "Practise Spanish"],
                             "freq": ("daily",)}],
                 "count": 1}),

    dict(id="f_add09", cat="tier",
         setup=[H("Read")],
         turns=["Would it be possible to add stretching on Mondays, Wednesdays and Fridays? "
                "It's not essential, more of a nice-to-have really."],
         expect={"habits": [{"name": ["Stretching", "Stretch"], "freq": ("days", "mon wed fri"), "tier": "nice"},
                            {"name": "Read", "tier": "must"}],
                 "count": 2}),

    # src: https://abesharma.com/a-3-step-guide-to-stop-hitting-the-snooze-button
    dict(id="f_add10", cat="avoid",
         setup=[],
         turns=["i keep hitting the snooze button every single morning and i want to stop doing that",
                "yep"],
         expect={"habits": [{"name": "~snooze", "polarity": "avoid", "freq": ("daily",)}],
                 "count": 1, "maxlen": 30}),

    # src: https://hoopiestrength.com/blog/healthy-hoopie-habits-day-18-call-your-parents-live-with-urgency
    dict(id="f_add11", cat="add",
         setup=[H("Read")],
         turns=["I'd love to get into the habit of calling my mum every Sunday, could you add that for me please?"],
         expect={"habits": [{"name": ["Call my mum", "Call mum", "Calling my mum", "Call my mom", "Call mom"],
                             "freq": ("days", "sun")}],
                 "count": 2}),

    dict(id="f_add12", cat="group",
         setup=[H("Running", ("weekly", 2), group="Exercise"), H("Gym", ("weekly", 2), group="Exercise")],
         turns=["i also want to start swimming once a week",
                "yes please"],
         expect={"habits": [{"name": ["Swimming", "Swim", "Go swimming"], "freq": ("weekly", 1), "group": "Exercise"},
                            {"name": "Running", "group": "Exercise"},
                            {"name": "Gym", "group": "Exercise"}],
                 "count": 3}),

    # ------------------------------------------------------------------ logging (11)
    dict(id="f_log01", cat="log",
         setup=[H("Running", ("weekly", 3), marks=done(MON))],
         turns=["just got back from my run"],
         expect={"marks": [("Running", TODAY, "done"), ("Running", MON, "done")],
                 "habits": [{"name": "Running", "freq": ("weekly", 3)}],
                 "count": 1}),

    dict(id="f_log02", cat="dates",
         setup=[H("Meditate"), H("Read")],
         turns=["forgot to log it but yesterday i meditated and i read to"],
         expect={"marks": [("Meditate", YESTERDAY, "done"), ("Read", YESTERDAY, "done")],
                 "nomarks": [("Meditate", TODAY), ("Read", TODAY)],
                 "count": 2}),

    dict(id="f_log03", cat="dates",
         setup=[H("Yoga", ("weekly", 3))],
         turns=["on monday i make yoga, and sunday also"],
         expect={"marks": [("Yoga", MON, "done"), ("Yoga", SUN, "done")],
                 "nomarks": [("Yoga", TODAY)],
                 "habits": [{"name": "Yoga", "freq": ("weekly", 3)}],
                 "count": 1}),

    # src: https://github.com/InlitX/streak/issues/46
    dict(id="f_log04", cat="log",
         setup=[H("Workout", ("weekly", 3))],
         turns=["workout done: mostly cardio, left knee was a bit achy"],
         expect={"marks": [("Workout", TODAY, "done")],
                 "habits": [{"name": "Workout", "freq": ("weekly", 3)}],
                 "count": 1}),

    # src: https://github.com/BaraniVA/Habitheat/issues/45
    dict(id="f_log05", cat="log",
         setup=[H("Gym", ("days", "mon wed fri")), H("Read")],
         turns=["today i can not go to gym, i am sick with fever. please skip"],
         expect={"marks": [("Gym", TODAY, "skipped")],
                 "nomarks": [("Read", TODAY)],
                 "habits": [{"name": "Gym", "freq": ("days", "mon wed fri")}],
                 "count": 2}),

    dict(id="f_log06", cat="avoid",
         setup=[H("Smoking", polarity="avoid")],
         turns=["i smoked a cigarette last night after dinner not proud of it"],
         expect={"marks": [("Smoking", YESTERDAY, "slipped")],
                 "nomarks": [("Smoking", TODAY)],
                 "count": 1}),

    dict(id="f_log07", cat="log",
         setup=[H("Meditate"), H("Read"), H("Journal", ("weekly", 3))],
         turns=["meditate ✅ read ✅"],
         expect={"marks": [("Meditate", TODAY, "done"), ("Read", TODAY, "done")],
                 "nomarks": [("Journal", TODAY)],
                 "count": 3}),

    dict(id="f_log08", cat="dates",
         setup=[H("Piano practice", ("weekly", 4))],
         turns=["Hi, sorry to bother you, but could you please mark piano practice as done for Friday? "
                "I completely forgot to tell you."],
         expect={"marks": [("Piano practice", FRI, "done")],
                 "nomarks": [("Piano practice", TODAY)],
                 "habits": [{"name": "Piano practice", "freq": ("weekly", 4)}],
                 "count": 1}),

    dict(id="f_log09", cat="multi",
         setup=[H("Yoga"), H("Meditate"), H("Read")],
         turns=["did yoga and meditated this morning but i didnt get round to reading"],
         expect={"marks": [("Yoga", TODAY, "done"), ("Meditate", TODAY, "done")],
                 "notdone": [("Read", TODAY)],
                 "count": 3}),

    # src: https://github.com/daya0576/beaverhabits/issues/147
    dict(id="f_log10", cat="dates",
         setup=[H("Running", ("days", "mon wed fri"), marks=done(MON))],
         turns=["skip my run on friday my knee is still sore from the weekend"],
         expect={"nomarks": [("Running", NEXT_FRI), ("Running", FRI), ("Running", SAT), ("Running", SUN)],
                 "notdone": [("Running", TODAY)],
                 "marks": [("Running", MON, "done")],
                 "habits": [{"name": "Running", "freq": ("days", "mon wed fri"), "archived": False}],
                 "count": 1}),

    dict(id="f_log11", cat="dates",
         setup=[H("Morning run"), H("Evening run", ("weekly", 2))],
         turns=["went for a run three days ago",
                "the morning one"],
         expect={"marks": [("Morning run", SUN, "done")],
                 "nomarks": [("Evening run", SUN), ("Morning run", TODAY), ("Evening run", TODAY)],
                 "count": 2}),

    # ------------------------------------------------------------------ edits (10)
    dict(id="f_edit01", cat="edit",
         setup=[H("Go running", ("weekly", 2), marks=done(FRI, MON))],
         turns=["can you change the name of go running to jogging please"],
         expect={"habits": [{"name": "Jogging", "freq": ("weekly", 2)}],
                 "marks": [("Jogging", FRI, "done"), ("Jogging", MON, "done")],
                 "count": 1}),

    dict(id="f_edit02", cat="robust",
         setup=[H("Read", marks=done(YESTERDAY))],
         turns=["change reading to for times a week instead of every day"],
         expect={"habits": [{"name": "Read", "freq": ("weekly", 4)}],
                 "marks": [("Read", YESTERDAY, "done")],
                 "count": 1}),

    dict(id="f_edit03", cat="tier",
         setup=[H("Floss"), H("Read")],
         turns=["Would you mind making flossing optional? It doesn't really need to count towards a good day."],
         expect={"habits": [{"name": "Floss", "tier": "nice", "freq": ("daily",)},
                            {"name": "Read", "tier": "must"}],
                 "count": 2}),

    # src: https://github.com/shub39/Grit/issues/161
    dict(id="f_edit04", cat="edit",
         setup=[H("Study for exams", marks=done(MON, YESTERDAY)), H("Read")],
         turns=["i wont need the study for exams one until next semester can you archive it for now"],
         expect={"habits": [{"name": "Study for exams", "archived": True},
                            {"name": "Read", "archived": False}],
                 "marks": [("Study for exams", MON, "done"), ("Study for exams", YESTERDAY, "done")],
                 "count": 2}),

    dict(id="f_edit05", cat="edit",
         setup=[H("Guitar", marks=done(SUN, MON)), H("Read")],
         turns=["please delete the guitar habit, i don't play anymore",
                "yes"],
         expect={"habits": [{"name": "Read", "archived": False}],
                 "count": 1}),

    dict(id="f_edit06", cat="group",
         setup=[H("Guitar"), H("Drawing"), H("Read")],
         turns=["make a group called creative with guitar and drawing i only need to do one of them each day"],
         expect={"groups": [{"name": "Creative", "require": 1, "members": ["Guitar", "Drawing"]}],
                 "habits": [{"name": "Read", "group": None}],
                 "count": 3}),

    dict(id="f_edit07", cat="group",
         setup=[H("Guitar", group="Creative"), H("Drawing", group="Creative"), H("Writing", group="Creative")],
         turns=["for the creative group i want do two of them now, not only one"],
         expect={"groups": [{"name": "Creative", "require": 2, "members": ["Guitar", "Drawing", "Writing"]}],
                 "count": 3}),

    dict(id="f_edit08", cat="edit",
         setup=[H("Take meds")],
         turns=["Could you please remind me to take my meds at half past eight in the evening?"],
         expect={"reminders": [("Take meds", "20:30")],
                 "habits": [{"name": "Take meds", "freq": ("daily",)}],
                 "count": 1}),

    # src: https://github.com/iSoron/uhabits/issues/251
    dict(id="f_edit09", cat="edit",
         setup=[H("Stretch")],
         turns=["remind me to stretch at seven am on weekdays"],
         expect={"reminders": [("Stretch", "07:00", WEEKDAYS)],
                 "habits": [{"name": "Stretch", "freq": ("daily",)}],
                 "count": 1}),

    # src: https://github.com/InlitX/streak/issues/15
    dict(id="f_edit10", cat="edit",
         setup=[H("Gym", ("days", "mon wed fri"), marks=done(MON)), H("Read", marks=done(YESTERDAY))],
         turns=["im away until sunday visiting my parents",
                "yes please"],
         expect={"habits": [{"name": "Gym", "freq": ("days", "mon wed fri"), "archived": False},
                            {"name": "Read", "freq": ("daily",), "archived": False}],
                 "marks": [("Gym", MON, "done"), ("Read", YESTERDAY, "done")],
                 "notdone": [("Gym", TODAY), ("Read", TODAY)],
                 "nomarks": [("Gym", NEXT_FRI), ("Read", NEXT_THU), ("Read", NEXT_SAT), ("Read", NEXT_SUN)],
                 "count": 2}),

    # ------------------------------------------------------------------ questions (4)
    dict(id="f_q01", cat="query",
         setup=[H("Meditate", marks=done(TODAY)), H("Read"), H("Journal", ("weekly", 3))],
         turns=["whats left for me today"],
         expect={"unchanged": True, "reply": r"(?i)read"}),

    dict(id="f_q02", cat="query",
         setup=[H("Meditate", marks=done(TUE_LAST, THU, FRI, SAT, SUN, MON, YESTERDAY)), H("Read")],
         turns=["I was wondering, if it isn't too much trouble, how long my meditation streak is at the moment?"],
         expect={"unchanged": True, "reply": r"\b6\b|\bsix\b"}),

    dict(id="f_q03", cat="query",
         setup=[H("Gym", ("weekly", 3), marks=done(THU, MON, YESTERDAY)), H("Read")],
         turns=["how many times have i been to the gym this week"],
         expect={"unchanged": True, "reply": r"\b2\b|\btwo\b"}),

    dict(id="f_q04", cat="query",
         setup=[H("Read", marks=done(MON, YESTERDAY)), H("Yoga", ("weekly", 3), marks=done(SUN, MON))],
         turns=["how i am doing this week with my habits?"],
         expect={"unchanged": True}),

    # ------------------------------------------------------------------ must change nothing (8)
    dict(id="f_safe01", cat="correct",
         setup=[H("Read", marks=done(SUN, MON, YESTERDAY))],
         turns=["delete reading",
                "no wait i changed my mind keep it"],
         expect={"unchanged": True}),

    dict(id="f_safe02", cat="safety",
         setup=[H("Meditate"), H("Read")],
         turns=["honestly im so tired today i dont feel like doing anything at all"],
         expect={"unchanged": True}),

    dict(id="f_safe03", cat="safety",
         setup=[H("Running", ("weekly", 3), marks=done(MON))],
         turns=["im gonna go for a run tomorrow morning before work"],
         expect={"unchanged": True}),

    dict(id="f_safe04", cat="safety",
         setup=[H("Read")],
         turns=["Would you be able to book me a table for two at an Italian place tonight, by any chance?"],
         expect={"unchanged": True}),

    dict(id="f_safe05", cat="safety",
         setup=[H("Morning run"), H("Evening run", ("weekly", 2))],
         turns=["did my run just now"],
         expect={"nomarks": [("Morning run", TODAY), ("Evening run", TODAY)],
                 "count": 2}),

    dict(id="f_safe06", cat="safety",
         setup=[H("Read")],
         turns=["instead of reading i watched netflix the whole evening lol"],
         expect={"notdone": [("Read", TODAY), ("Read", YESTERDAY)],
                 "habits": [{"name": "Read", "freq": ("daily",), "polarity": "build"}],
                 "count": 1}),

    dict(id="f_safe07", cat="safety",
         setup=[H("Yoga")],
         turns=["my husband did yoga this morning, i didnt"],
         expect={"notdone": [("Yoga", TODAY)],
                 "habits": [{"name": "Yoga", "freq": ("daily",)}],
                 "count": 1}),

    dict(id="f_safe08", cat="correct",
         setup=[],
         turns=["add piano practice",
                "actually never mind forget it"],
         expect={"unchanged": True}),
]
