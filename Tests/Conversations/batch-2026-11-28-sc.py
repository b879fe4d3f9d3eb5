"""Fresh conversation batch "sc": self-care and mental health.

Theme: gentle and emotional language; feelings mixed with requests ("rough week, can we make
journaling optional for now"), therapy homework habits (thought records, anxiety journal, CBT
practice), sleep and screen habits (wind down, lights out, phone in bed, doomscrolling), bad
days that must not change data unasked, asking for encouragement, pausing and resuming, and
small wins. Written blind (only SPEC.md, eval/README.md, run_eval.py, the first 40 lines of
dev_cases.py and the seeds were read).

Clock for every case: Wednesday 2026-03-04 09:00 (local = UTC).
  yesterday = Tue 03-03, "on monday" = 03-02, "the day before yesterday" = 03-02,
  "sunday" in a report = 03-01, "friday"/"saturday" in a report = 02-27 / 02-28,
  "friday" in a plan or a skip = the coming one, 03-06.

Setup habits use the compact form run_eval.py's setup_doc() reads (see H() below): name, freq,
tier, polarity, group, archived, marks [(day, state)]. Imported habits are created 2026-01-01;
groups created from setup have require 1.

Fairness: where a message is genuinely ambiguous (pauses, whose data format the assertion keys
can't see; "only 2 minutes"; "didn't journal") a case asserts only that nothing wrong happened.
A `# src:` comment names the public text a case's wording is paraphrased from.
"""

TODAY = "2026-03-04"       # Wednesday
YESTERDAY = "2026-03-03"   # Tuesday
MON = "2026-03-02"
SUN = "2026-03-01"
SAT = "2026-02-28"
FRI = "2026-02-27"         # "friday" in a report
THU = "2026-02-26"
WED_LAST = "2026-02-25"
NEXT_FRI = "2026-03-06"    # "friday" in a plan or a skip


def H(name, freq=("daily",), tier="must", polarity="build", group=None, archived=False, marks=()):
    """A setup habit in the compact form setup_doc() reads."""
    return {"name": name, "freq": freq, "tier": tier, "polarity": polarity, "group": group,
            "archived": archived, "marks": [tuple(m) for m in marks]}


CASES = [
    # ---------------------------------------------------------------- adding
    # src: https://habitbox.app/blog/anxiety-journal
    {"id": "sc01", "cat": "add", "setup": [],
     "turns": ["so my therapist wants me doing a 5 min anxiety journal every day as homework, can u add that"],
     "expect": {"count": 1,
                "habits": [{"name": "~journal", "freq": ("daily",), "polarity": "build"}]}},

    # src: https://www.cascadepeerandselfhelpcenter.com/post/cognitive-behavioral-therapy-thought-record
    {"id": "sc02", "cat": "add", "setup": [],
     "turns": ["my therapist gave me thought records as homework, 3x a week. can you add it"],
     "expect": {"count": 1,
                "habits": [{"name": "~thought record", "freq": ("weekly", 3), "polarity": "build"}]}},

    # feelings + request: tier change only, nothing logged
    {"id": "sc03", "cat": "tier",
     "setup": [H("Journaling"), H("Meditate")],
     "turns": ["rough week tbh. can we make journaling optional for now"],
     "expect": {"count": 2,
                "habits": [{"name": "Journaling", "tier": "nice", "freq": ("daily",), "archived": False},
                           {"name": "Meditate", "tier": "must"}],
                "nomarks": [("Journaling", TODAY), ("Meditate", TODAY)]}},

    # a bad day must not change data unasked
    {"id": "sc04", "cat": "safety",
     "setup": [H("Journaling", marks=[(MON, "done"), (YESTERDAY, "done")]),
               H("Walk"),
               H("Meditate", marks=[(YESTERDAY, "done")])],
     "turns": ["today has been awful. cried on the bus and everything feels really heavy"],
     "expect": {"unchanged": True}},

    # ---------------------------------------------------------------- slots (answers to the coach)
    # src: https://motherhoodbymalorie.com/blog/habit-tracking-journals
    {"id": "sc05", "cat": "slots", "setup": [],
     "turns": ["want to add something like writing down 3 things im grateful for", "daily"],
     "expect": {"count": 1,
                "habits": [{"name": "~grat", "freq": ("daily",), "polarity": "build"}]}},

    {"id": "sc06", "cat": "slots", "setup": [],
     "turns": ["add a walk at lunch, need to get out of the house more", "weekdays"],
     "expect": {"count": 1,
                "habits": [{"name": "~walk", "freq": ("days", "mon tue wed thu fri")}]}},

    # ---------------------------------------------------------------- avoid / slips
    # src: https://kvia.com/?p=1236955
    {"id": "sc07", "cat": "avoid", "setup": [],
     "turns": ["i really need to stop doomscrolling in bed, its wrecking my sleep"],
     "expect": {"count": 1,
                "habits": [{"name": "~scroll", "polarity": "avoid", "freq": ("daily",)}]}},

    {"id": "sc08", "cat": "avoid",
     "setup": [H("Phone in bed", polarity="avoid"), H("Lights out by 11")],
     "turns": ["ugh, phone in bed again yesterday. no willpower lol"],
     "expect": {"count": 2,
                "marks": [("Phone in bed", YESTERDAY, "slipped")],
                "nomarks": [("Phone in bed", TODAY), ("Lights out by 11", YESTERDAY),
                            ("Lights out by 11", TODAY)]}},

    # src: https://github.com/iSoron/uhabits/issues/404
    {"id": "sc09", "cat": "avoid", "setup": [],
     "turns": ["i want to track when i check my ex's instagram, its something im trying to stop doing"],
     "expect": {"count": 1,
                "habits": [{"name": "~instagram", "polarity": "avoid", "freq": ("daily",)}]}},

    # ---------------------------------------------------------------- logging
    {"id": "sc10", "cat": "log",
     "setup": [H("Meditate"), H("Journaling"), H("Walk")],
     "turns": ["small win: i actually meditated this morning!!"],
     "expect": {"count": 3,
                "marks": [("Meditate", TODAY, "done")],
                "nomarks": [("Journaling", TODAY), ("Walk", TODAY), ("Meditate", YESTERDAY)]}},

    {"id": "sc11", "cat": "dates",
     "setup": [H("Journaling"), H("Walk")],
     "turns": ["forgot to tell you, i journaled on monday and sunday"],
     "expect": {"count": 2,
                "habits": [{"name": "Journaling", "freq": ("daily",)}],
                "marks": [("Journaling", MON, "done"), ("Journaling", SUN, "done")],
                "nomarks": [("Journaling", TODAY), ("Walk", MON), ("Walk", SUN)]}},

    {"id": "sc12", "cat": "dates",
     "setup": [H("Breathing exercises"), H("Stretch")],
     "turns": ["did my breathing exercises friday and saturday, been meaning to log them"],
     "expect": {"count": 2,
                "habits": [{"name": "Breathing exercises", "freq": ("daily",)}],
                "marks": [("Breathing exercises", FRI, "done"), ("Breathing exercises", SAT, "done")],
                "nomarks": [("Breathing exercises", TODAY), ("Stretch", FRI), ("Stretch", SAT)]}},

    # skip with a reason on a coming weekday
    # src: https://github.com/iSoron/uhabits/issues/88
    {"id": "sc13", "cat": "dates",
     "setup": [H("Swimming", ("days", "mon wed fri")), H("Journaling")],
     "turns": ["skip swimming on friday, the pool's closed for a public holiday"],
     "expect": {"count": 2,
                "habits": [{"name": "Swimming", "freq": ("days", "mon wed fri")}],
                "marks": [("Swimming", NEXT_FRI, "skipped")],
                "nomarks": [("Swimming", TODAY), ("Swimming", FRI)]}},

    # src: https://github.com/HabitRPG/habitica/issues/687
    {"id": "sc14", "cat": "log",
     "setup": [H("Evening walk"), H("Journaling")],
     "turns": ["been in bed with flu since yesterday, skip my evening walk today"],
     "expect": {"count": 2,
                "marks": [("Evening walk", TODAY, "skipped")],
                "notdone": [("Evening walk", YESTERDAY), ("Journaling", TODAY)]}},

    # ---------------------------------------------------------------- pausing and resuming
    # pause one habit, explicitly not the meds; pause format is invisible to the keys,
    # so only what must not happen is asserted
    # src: https://github.com/goodtohear/habits/issues/49
    {"id": "sc15", "cat": "edit",
     "setup": [H("Run", ("days", "tue thu sat")), H("Take meds"), H("Meditate")],
     "turns": ["im poorly this week so can we pause running? not my meds obviously, those stay"],
     "expect": {"count": 3,
                "habits": [{"name": "Take meds", "freq": ("daily",), "archived": False},
                           {"name": "Run", "freq": ("days", "tue thu sat")},
                           {"name": "Meditate", "freq": ("daily",), "archived": False}],
                "notdone": [("Run", TODAY)],
                "nomarks": [("Take meds", TODAY), ("Meditate", TODAY)]}},

    # src: https://github.com/daya0576/beaverhabits/issues/147
    {"id": "sc16", "cat": "correct",
     "setup": [H("Yoga", ("weekly", 3)), H("Journaling")],
     "turns": ["tweaked my knee so can i pause yoga for a bit?",
               "actually no forget it, i can still do the gentle stuff"],
     "expect": {"unchanged": True}},

    {"id": "sc17", "cat": "edit",
     "setup": [H("Journaling", archived=True, marks=[(THU, "done")]), H("Walk")],
     "turns": ["i think im ready to bring journaling back now"],
     "expect": {"count": 2,
                "habits": [{"name": "Journaling", "archived": False, "freq": ("daily",)},
                           {"name": "Walk", "archived": False}],
                "nomarks": [("Journaling", TODAY)]}},

    # ---------------------------------------------------------------- questions / encouragement
    {"id": "sc18", "cat": "query",
     "setup": [H("Meditate", marks=[(SUN, "done"), (MON, "done")]),
               H("Journaling", marks=[(MON, "skipped")])],
     "turns": ["can you say something encouraging? im struggling to keep going with all this"],
     "expect": {"unchanged": True}},

    # "only ... minutes" on a habit without a target: never logged done unasked (SPEC 5, negation)
    {"id": "sc19", "cat": "log",
     "setup": [H("Meditate"), H("Journaling")],
     "turns": ["meditated but only for like 2 minutes lol, brain wouldnt shut up"],
     "expect": {"count": 2,
                "notdone": [("Meditate", TODAY)],
                "nomarks": [("Journaling", TODAY)]}},

    # ---------------------------------------------------------------- reminders
    # src: https://github.com/BlackyHawky/Clock/issues/216
    {"id": "sc20", "cat": "edit",
     "setup": [H("Wind down"), H("Lights out by 11")],
     "turns": ["can you remind me to wind down at 10.30 pm every night"],
     "expect": {"count": 2,
                "habits": [{"name": "Wind down", "freq": ("daily",)}],
                "reminders": [("Wind down", "22:30")],
                "nomarks": [("Wind down", TODAY)]}},

    # src: https://github.com/ITDev93/Geminiman-Wellness-Companion/issues/63
    {"id": "sc21", "cat": "edit",
     "setup": [H("Take meds")],
     "turns": ["i keep forgetting my meds. remind me at 8am and again at 9pm please"],
     "expect": {"count": 1,
                "habits": [{"name": "Take meds", "freq": ("daily",)}],
                "reminders": [("Take meds", "08:00"), ("Take meds", "21:00")],
                "nomarks": [("Take meds", TODAY)]}},

    # schedule change + reminder in one message
    {"id": "sc22", "cat": "multi",
     "setup": [H("Therapy homework", ("weekly", 3)), H("Journaling")],
     "turns": ["move therapy homework to mondays and thursdays and remind me at 7pm for it"],
     "expect": {"count": 2,
                "habits": [{"name": "Therapy homework", "freq": ("days", "mon thu")},
                           {"name": "Journaling", "freq": ("daily",)}],
                "reminders": [("Therapy homework", "19:00")],
                "nomarks": [("Therapy homework", TODAY)]}},

    # ---------------------------------------------------------------- amounts
    {"id": "sc23", "cat": "log", "setup": [],
     "turns": ["track water pls, 8 glasses a day. i forget to drink anything when im anxious",
               "had 3 glasses so far",
               "2 more just now"],
     "expect": {"count": 1,
                "habits": [{"name": "~water", "freq": ("daily",), "target": {"amount": 8, "unit": "glass"}}],
                "marks": [("~water", TODAY, "partial", 5)]}},

    # ---------------------------------------------------------------- edits
    {"id": "sc24", "cat": "edit",
     "setup": [H("Run", ("days", "mon wed fri")), H("Meditate")],
     "turns": ["im so burnt out. can running be just twice a week for now"],
     "expect": {"count": 2,
                "habits": [{"name": "Run", "freq": ("weekly", 2)},
                           {"name": "Meditate", "freq": ("daily",)}],
                "nomarks": [("Run", TODAY)]}},

    {"id": "sc25", "cat": "edit",
     "setup": [H("Thought record", ("weekly", 3)), H("Meditate")],
     "turns": ["can we rename thought record to CBT practice? the old name stresses me out"],
     "expect": {"count": 2,
                "habits": [{"name": "CBT practice", "freq": ("weekly", 3)},
                           {"name": "Meditate"}]}},

    # ---------------------------------------------------------------- groups
    {"id": "sc26", "cat": "group",
     "setup": [H("Journaling"), H("Meditate"), H("Walk")],
     "turns": ["put journaling, meditate and walk in a group called recharge, i only need 1 of them a day"],
     "expect": {"count": 3,
                "groups": [{"name": "Recharge", "require": 1,
                            "members": ["Journaling", "Meditate", "Walk"]}],
                "nomarks": [("Journaling", TODAY), ("Meditate", TODAY), ("Walk", TODAY)]}},

    {"id": "sc27", "cat": "group",
     "setup": [H("Journaling", group="Calm"), H("Meditate", group="Calm"), H("Walk", group="Calm")],
     "turns": ["feeling a bit stronger lately, make the calm group need 2 of them"],
     "expect": {"count": 3,
                "groups": [{"name": "Calm", "require": 2,
                            "members": ["Journaling", "Meditate", "Walk"]}],
                "nomarks": [("Journaling", TODAY), ("Meditate", TODAY), ("Walk", TODAY)]}},

    # ---------------------------------------------------------------- several requests in one message
    {"id": "sc28", "cat": "multi",
     "setup": [H("Take meds"), H("Meditate"), H("Journaling")],
     "turns": ["took my meds and did 10 mins of meditation, but im wiped so skipping journaling tonight"],
     "expect": {"count": 3,
                "marks": [("Take meds", TODAY, "done"), ("Meditate", TODAY, "done"),
                          ("Journaling", TODAY, "skipped")]}},

    # src: https://lrhsleepcenter.org/screen-time-at-night/
    {"id": "sc29", "cat": "multi", "setup": [],
     "turns": ["add two things: stretching every morning, and no phone in the bedroom at night"],
     "expect": {"count": 2,
                "habits": [{"name": "~stretch", "freq": ("daily",)},
                           {"name": "~phone", "freq": ("daily",)}]}},

    # ---------------------------------------------------------------- must change nothing
    {"id": "sc30", "cat": "safety",
     "setup": [H("Journaling"), H("Therapy homework", ("weekly", 2))],
     "turns": ["my sister just started therapy too and she journals every night, kinda inspiring ngl"],
     "expect": {"unchanged": True}},

    {"id": "sc31", "cat": "safety",
     "setup": [H("Meditate"), H("Journaling")],
     "turns": ["im gonna try meditating tonight before bed, wish me luck"],
     "expect": {"unchanged": True}},

    {"id": "sc32", "cat": "safety",
     "setup": [H("Journaling"), H("Walk", marks=[(YESTERDAY, "done")])],
     "turns": ["didnt journal last night, just couldnt face it"],
     "expect": {"count": 2,
                "habits": [{"name": "Journaling", "freq": ("daily",), "archived": False}],
                "marks": [("Walk", YESTERDAY, "done")],
                "notdone": [("Journaling", YESTERDAY), ("Journaling", TODAY)],
                "nomarks": [("Walk", TODAY)]}},

    {"id": "sc33", "cat": "safety",
     "setup": [H("Journaling"), H("Meditate", marks=[(MON, "done")])],
     "turns": ["can you send my therapist a summary of how my week went before thursday"],
     "expect": {"unchanged": True}},

    {"id": "sc34", "cat": "safety",
     "setup": [H("Journaling")],
     "turns": ["fyi i have therapy on thursdays at 5"],
     "expect": {"unchanged": True}},

    # ---------------------------------------------------------------- corrections / undo
    {"id": "sc35", "cat": "correct",
     "setup": [H("Meditate"), H("Journaling")],
     "turns": ["did journaling", "wait no sorry, that was the day before yesterday not today"],
     "expect": {"count": 2,
                "marks": [("Journaling", MON, "done")],
                "nomarks": [("Journaling", TODAY), ("Meditate", TODAY), ("Meditate", MON)]}},

    {"id": "sc36", "cat": "correct",
     "setup": [H("Walk"), H("Journaling")],
     "turns": ["walked round the park, felt nice to get out",
               "oh oops that was my partner's walk not mine lol, undo"],
     "expect": {"unchanged": True}},

    # ---------------------------------------------------------------- robustness
    {"id": "sc37", "cat": "robust",
     "setup": [H("Meditate"), H("Journaling"), H("Walk")],
     "turns": ["meditaed n jornaled 2day :)"],
     "expect": {"count": 3,
                "marks": [("Meditate", TODAY, "done"), ("Journaling", TODAY, "done")],
                "nomarks": [("Walk", TODAY)]}},

    {"id": "sc38", "cat": "robust",
     "setup": [H("Wind down routine"), H("Take meds")],
     "turns": ["cba with the wind down routine tonight, knackered. just skip it"],
     "expect": {"count": 2,
                "marks": [("Wind down routine", TODAY, "skipped")],
                "nomarks": [("Take meds", TODAY)]}},

    # streak: done 02-25 .. 03-03 (7 days), today still open -> current streak 7
    # src: https://github.com/Razeeman/Android-SimpleTimeTracker/issues/362
    {"id": "sc39", "cat": "query",
     "setup": [H("Journaling", marks=[(WED_LAST, "done"), (THU, "done"), (FRI, "done"), (SAT, "done"),
                                      (SUN, "done"), (MON, "done"), (YESTERDAY, "done")])],
     "turns": ["honestly streaks stress me out when i break them, but whats my journaling streak rn"],
     "expect": {"unchanged": True, "reply": r"(?i)\b7\b|seven|a week"}},

    # delete, confirmed with a one-word answer
    {"id": "sc40", "cat": "edit",
     "setup": [H("Cold showers"), H("Journaling")],
     "turns": ["please delete cold showers, honestly theyre making my anxiety worse", "yes"],
     "expect": {"count": 1,
                "habits": [{"name": "Journaling", "freq": ("daily",), "archived": False}]}},
]
