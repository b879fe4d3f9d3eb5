"""Blind batch DI (2026-12-13): dictated or hurried messages.

Voice-to-text and rushed typing: no punctuation, run-ons joined with "and"/"so", homophones
("red" for read, "weak" for week, "jim" for gym, "steak" for streak, "to" for too), numbers as
words or digits, fillers ("um", "like", "basically"), and self-corrections mid-sentence.

Clock: Wednesday 2026-03-04 09:00 (local = UTC).
  today = Wed 03-04, yesterday = Tue 03-03, "monday" (report) = 03-02, "sunday" (report) = 03-01,
  "saturday" (report) = 02-28, "friday" (report) = 02-27, "friday" (plan/skip) = 03-06,
  "the day before yesterday" = 03-02.

Written without reading the coach's code, intents, tests, transcripts or earlier batches.
"""

TODAY = "2026-03-04"
YESTERDAY = "2026-03-03"
MON = "2026-03-02"
SUN = "2026-03-01"
SAT = "2026-02-28"
FRI = "2026-02-27"
NEXT_FRI = "2026-03-06"
TOMORROW = "2026-03-05"


def H(name, freq=("daily",), tier="must", polarity="build", group=None, archived=False, marks=()):
    """A habit in the compact setup form run_eval.py imports (created 2026-01-01)."""
    return {"name": name, "freq": freq, "tier": tier, "polarity": polarity, "group": group,
            "archived": archived, "marks": [tuple(m) for m in marks]}


CASES = [
    # ------------------------------------------------------------------ single-message changes
    {"id": "DI01", "cat": "log",
     "setup": [H("Read"), H("Meditate")],
     "turns": ["um so basically i red for like twenty minutes this morning and meditated to"],
     "expect": {"count": 2,
                "marks": [("Read", TODAY, "done"), ("Meditate", TODAY, "done")]}},

    {"id": "DI02", "cat": "dates",
     "setup": [H("Gym", ("weekly", 3))],
     "turns": ["i went to the gym on monday oh wait no it was sunday sorry"],
     "expect": {"count": 1,
                "habits": [{"name": "Gym", "freq": ("weekly", 3)}],
                "marks": [("Gym", SUN, "done")],
                "nomarks": [("Gym", MON), ("Gym", TODAY)]}},

    # src: https://smokefree.gov/challenges-when-quitting/stick-with-it/slips-happen
    {"id": "DI03", "cat": "avoid",
     "setup": [H("Vaping", polarity="avoid")],
     "turns": ["ugh so i had a couple hits off my friends vape last night after drinks so yeah log a slip"],
     "expect": {"count": 1,
                "habits": [{"name": "Vaping", "polarity": "avoid", "freq": ("daily",)}],
                "marks": [("Vaping", YESTERDAY, "slipped")],
                "nomarks": [("Vaping", TODAY)]}},

    # src: https://community.justinguitar.com/t/print-this-out-to-help-with-motivation/79161
    {"id": "DI04", "cat": "add",
     "setup": [],
     "turns": ["okay add um play guitar four times a weak"],
     "expect": {"count": 1,
                "habits": [{"name": ["Play guitar", "Guitar", "Practice guitar", "Guitar practice"],
                            "freq": ("weekly", 4), "polarity": "build"}]}},

    # src: http://myhabits.app/habits/morning/take-vitamins.html
    {"id": "DI05", "cat": "edit",
     "setup": [H("Vitamins")],
     "turns": ["can you like remind me to take my vitamins at eight every morning"],
     "expect": {"count": 1,
                "habits": [{"name": "Vitamins", "freq": ("daily",)}],
                "reminders": [("Vitamins", "08:00")]}},

    # src: https://github.com/trentprynn/habitapper.com/issues/1
    {"id": "DI06", "cat": "edit",
     "setup": [H("Jog", ("weekly", 3), marks=[(MON, "done")])],
     "turns": ["rename jog to morning run no actually just call it running"],
     "expect": {"count": 1,
                "habits": [{"name": "Running", "freq": ("weekly", 3)}],
                "marks": [("Running", MON, "done")]}},

    # src: https://github.com/BaraniVA/Habitheat/issues/45
    {"id": "DI07", "cat": "log",
     "setup": [H("Yoga", ("days", "mon wed fri"))],
     "turns": ["basically skip yoga today cause i tweaked my back"],
     "expect": {"count": 1,
                "habits": [{"name": "Yoga", "freq": ("days", "mon wed fri")}],
                "marks": [("Yoga", TODAY, "skipped")],
                "nomarks": [("Yoga", YESTERDAY)]}},

    {"id": "DI08", "cat": "multi",
     "setup": [H("Read"), H("Meditate"), H("Run", ("weekly", 3))],
     "turns": ["so today i meditated and went for a run and um i didnt get to reading"],
     "expect": {"count": 3,
                "marks": [("Meditate", TODAY, "done"), ("Run", TODAY, "done")],
                "notdone": [("Read", TODAY)]}},

    # src: https://spoke-1he.pages.dev/guides/how-to-track-vitamins/  (late logging after forgetting)
    {"id": "DI09", "cat": "dates",
     "setup": [H("Journal")],
     "turns": ["journaled friday and saturday just forgot to put it in"],
     "expect": {"count": 1,
                "habits": [{"name": "Journal", "freq": ("daily",)}],
                "marks": [("Journal", FRI, "done"), ("Journal", SAT, "done")],
                "nomarks": [("Journal", TODAY)]}},

    {"id": "DI10", "cat": "add",
     "setup": [],
     "turns": ["i want to stretch like three times every ten days basically"],
     "expect": {"count": 1,
                "habits": [{"name": ["Stretch", "Stretching"], "freq": ("rolling", 3, 10)}]}},

    # src: https://github.com/iSoron/uhabits/issues/601  (travelling for work)
    {"id": "DI11", "cat": "dates",
     "setup": [H("Gym", ("weekly", 3))],
     "turns": ["skip the gym on friday im traveling for work"],
     "expect": {"count": 1,
                "habits": [{"name": "Gym", "freq": ("weekly", 3)}],
                "marks": [("Gym", NEXT_FRI, "skipped")],
                "nomarks": [("Gym", FRI), ("Gym", TODAY)]}},

    {"id": "DI12", "cat": "tier",
     "setup": [H("Stretch")],
     "turns": ["make stretching optional its more of a nice to have"],
     "expect": {"count": 1,
                "habits": [{"name": "Stretch", "tier": "nice", "freq": ("daily",)}]}},

    {"id": "DI13", "cat": "edit",
     "setup": [H("Run", ("weekly", 3))],
     "turns": ["change run to um monday wednesday and friday"],
     "expect": {"count": 1,
                "habits": [{"name": "Run", "freq": ("days", "mon wed fri")}],
                "nomarks": [("Run", MON), ("Run", TODAY), ("Run", FRI)]}},

    {"id": "DI14", "cat": "multi",
     "setup": [],
     "turns": ["add yoga twice a week and um journaling every night"],
     "expect": {"count": 2,
                "habits": [{"name": "Yoga", "freq": ("weekly", 2)},
                           {"name": ["Journal", "Journaling", "Journalling"], "freq": ("daily",)}]}},

    # ------------------------------------------------------------------ two-to-four-turn exchanges
    # src: https://myhabits.in/community/how-i-used-a-habit-tracker-to-drink-more-water-without-overthinking-it-0fe823
    {"id": "DI15", "cat": "slots",
     "setup": [],
     "turns": ["um add drink water eight glasses a day",
               "and i already had three glasses this morning"],
     "expect": {"count": 1,
                "habits": [{"name": ["Drink water", "Water"], "freq": ("daily",),
                            "target": {"amount": 8, "unit": "glass"}}],
                "marks": [(["Drink water", "Water"], TODAY, "partial", 3)]}},

    # src: http://www.43things.com/people/progress/misslariss/10636688?cheers=on
    {"id": "DI16", "cat": "slots",
     "setup": [],
     "turns": ["i really wanna start flossing my dentist keeps nagging me",
               "every night"],
     "expect": {"count": 1,
                "habits": [{"name": ["Floss", "Flossing", "Floss teeth", "Floss my teeth"],
                            "freq": ("daily",), "polarity": "build"}]}},

    # src: https://github.com/iSoron/uhabits/issues/88  (duolingo-style streak habit)
    {"id": "DI17", "cat": "slots",
     "setup": [],
     "turns": ["add duolingo", "uhh weekdays"],
     "expect": {"count": 1,
                "habits": [{"name": "Duolingo", "freq": ("days", "mon tue wed thu fri")}]}},

    # src: https://github.com/InlitX/streak/issues/112  (working out with rest days)
    {"id": "DI18", "cat": "slots",
     "setup": [],
     "turns": ["i need to go to the gym more", "three times a week", "oh and its a must do"],
     "expect": {"count": 1,
                "habits": [{"name": ["Gym", "Go to the gym"], "freq": ("weekly", 3), "tier": "must"}]}},

    # src: https://www.duanestorey.com/tag/habits/
    {"id": "DI19", "cat": "avoid",
     "setup": [],
     "turns": ["i wanna quit biting my nails",
               "oh and i already bit them yesterday in a meeting"],
     "expect": {"count": 1,
                "habits": [{"name": "~nail", "polarity": "avoid", "freq": ("daily",)}],
                "marks": [("~nail", YESTERDAY, "slipped")],
                "nomarks": [("~nail", TODAY)]}},

    {"id": "DI20", "cat": "slots",
     "setup": [],
     "turns": ["add a reading habit", "like 20 pages a day"],
     "expect": {"count": 1,
                "habits": [{"name": ["Read", "Reading"], "freq": ("daily",),
                            "target": {"amount": 20, "unit": "page"}}]}},

    # src: https://brunow.org/2015/03/19/starting-a-meditation-habit/
    {"id": "DI21", "cat": "slots",
     "setup": [],
     "turns": ["um i wanna get into meditating", "every day like first thing"],
     "expect": {"count": 1,
                "habits": [{"name": ["Meditate", "Meditation", "Meditating"], "freq": ("daily",)}]}},

    {"id": "DI22", "cat": "edit",
     "setup": [H("Journal", marks=[(MON, "done"), (YESTERDAY, "done")])],
     "turns": ["hows my journal going", "ok rename it to morning pages"],
     "expect": {"count": 1,
                "habits": [{"name": "Morning pages", "freq": ("daily",)}],
                "marks": [("Morning pages", MON, "done"), ("Morning pages", YESTERDAY, "done")],
                "nomarks": [("Morning pages", TODAY)]}},

    {"id": "DI23", "cat": "correct",
     "setup": [],
     "turns": ["add running four times a week", "wait no sorry make it three"],
     "expect": {"count": 1,
                "habits": [{"name": ["Running", "Run", "Go running"], "freq": ("weekly", 3)}]}},

    {"id": "DI24", "cat": "group",
     "setup": [H("Guitar", tier="nice"), H("Drawing", tier="nice")],
     "turns": ["make a group called creative with guitar and drawing",
               "i just need to do one of them a day"],
     "expect": {"count": 2,
                "habits": [{"name": "Guitar", "freq": ("daily",), "group": "Creative"},
                           {"name": "Drawing", "freq": ("daily",), "group": "Creative"}],
                "groups": [{"name": "Creative", "require": 1, "members": ["Guitar", "Drawing"]}]}},

    {"id": "DI25", "cat": "slots",
     "setup": [H("Read")],
     "turns": ["did like thirty push ups this morning", "yeah add it", "every day"],
     "expect": {"count": 2,
                "habits": [{"name": "~push", "freq": ("daily",), "polarity": "build"},
                           {"name": "Read", "freq": ("daily",)}],
                "nomarks": [("Read", TODAY)]}},

    {"id": "DI26", "cat": "slots",
     "setup": [],
     "turns": ["add running ten k a week", "ran five k yesterday"],
     "expect": {"count": 1,
                "habits": [{"name": "~run", "target": {"amount": 10, "unit": "km"}}],
                "marks": [("~run", YESTERDAY, "done", 5)],
                "nomarks": [("~run", TODAY)]}},

    {"id": "DI27", "cat": "avoid",
     "setup": [],
     "turns": ["i wanna cut down to two coffees a day max", "had three already today ugh"],
     "expect": {"count": 1,
                "habits": [{"name": "~coffee", "polarity": "avoid", "freq": ("daily",),
                            "target": {"amount": 2}}],
                "marks": [("~coffee", TODAY, "slipped", 3)]}},

    # ------------------------------------------------------------------ must change nothing
    {"id": "DI28", "cat": "safety",
     "setup": [H("Run", ("weekly", 3))],
     "turns": ["my sister ran a half marathon on sunday how crazy is that"],
     "expect": {"unchanged": True, "count": 1, "nomarks": [("Run", SUN)]}},

    # src: https://github.com/iSoron/uhabits/issues/88  (wanting to read after a night out)
    {"id": "DI29", "cat": "safety",
     "setup": [H("Read")],
     "turns": ["i was gonna read last night but basically fell asleep on the couch"],
     "expect": {"count": 1, "notdone": [("Read", YESTERDAY)], "nomarks": [("Read", TODAY)]}},

    {"id": "DI30", "cat": "query",
     "setup": [H("Gym", ("weekly", 3), marks=[(MON, "done")])],
     "turns": ["how many times have i been to the jim this weak"],
     "expect": {"unchanged": True, "count": 1, "reply": r"(?i)\b(1|one|once)\b"}},

    # src: https://github.com/HabitRPG/habitica/issues/687  (sick, barely able to do anything)
    {"id": "DI31", "cat": "safety",
     "setup": [H("Meditate")],
     "turns": ["honestly im so tired today i cant be bothered with anything"],
     "expect": {"unchanged": True, "count": 1}},

    {"id": "DI32", "cat": "safety",
     "setup": [H("Run", ("weekly", 3))],
     "turns": ["im gonna go for a run after work tomorrow"],
     "expect": {"unchanged": True, "count": 1,
                "nomarks": [("Run", TODAY), ("Run", TOMORROW)]}},

    # src: http://www.mommysanest.com/tag/self-care/  (too tired to floss at night)
    {"id": "DI33", "cat": "safety",
     "setup": [H("Floss")],
     "turns": ["didnt floss last night again ugh"],
     "expect": {"count": 1, "notdone": [("Floss", YESTERDAY)], "nomarks": [("Floss", TODAY)]}},

    {"id": "DI34", "cat": "safety",
     "setup": [H("Read")],
     "turns": ["um hello is this thing on can you hear me"],
     "expect": {"unchanged": True, "count": 1}},

    {"id": "DI35", "cat": "query",
     "setup": [H("Read"), H("Meditate", marks=[(TODAY, "done")])],
     "turns": ["so what have i got left to do today"],
     "expect": {"unchanged": True, "count": 2, "reply": r"(?i)read"}},

    {"id": "DI36", "cat": "correct",
     "setup": [],
     "turns": ["add a habit to um practice piano", "actually never mind forget it"],
     "expect": {"unchanged": True, "count": 0}},

    {"id": "DI37", "cat": "safety",
     "setup": [H("Morning run"), H("Evening run")],
     "turns": ["yeah so i did the run"],
     "expect": {"count": 2, "nomarks": [("Morning run", TODAY), ("Evening run", TODAY)]}},

    {"id": "DI38", "cat": "safety",
     "setup": [H("Read")],
     "turns": ["log reading for tomorrow ill definitely do it"],
     "expect": {"unchanged": True, "count": 1,
                "nomarks": [("Read", TOMORROW), ("Read", TODAY)]}},

    {"id": "DI39", "cat": "safety",
     "setup": [H("Run", ("weekly", 3))],
     "turns": ["i totally slipped on my diet at the weekend lol"],
     "expect": {"unchanged": True, "count": 1}},

    {"id": "DI40", "cat": "query",
     "setup": [H("Read", marks=[(SUN, "done"), (MON, "done"), (YESTERDAY, "done")])],
     "turns": ["whats my steak on reading"],
     "expect": {"unchanged": True, "count": 1, "reply": r"(?i)\b(3|three)\b"}},
]
