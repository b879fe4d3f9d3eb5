"""Fresh batch vd: voice dictation and hurried one-handed typing.

Theme: messages dictated into a phone (no punctuation, run-on sentences, capitalised "I" and
weekdays, digits for numbers, homophones and misheard words: "for" for "four", "to" for "two" and
"too", "right" for "write", "medication" for "meditation") and parents typing one-handed between
chores (dropped letters, "mediated" for "meditated", half-finished thoughts). Every kind of request:
adding, one-word answers to the coach's questions, logging (past days too), skips with reasons,
slips, amounts, reminders, edits, renames, archive/delete, groups, tiers, corrections, undo,
questions, and plenty of messages that must change nothing.

Written blind (from SPEC.md, the eval README, run_eval.py and the dev_cases.py format header only).
Where a message is genuinely ambiguous, a case asserts only that nothing wrong happened.

Clock: Wednesday 2026-03-04 09:00 (local = UTC).
  today = Wed 03-04, yesterday / "last night" = Tue 03-03, "on monday" = 03-02,
  "3 days ago" = Sun 03-01, "friday" in a report of what happened = Fri 02-27,
  "tomorrow" = Thu 03-05, "friday" in a plan or a skip = Fri 03-06.
"""

TODAY = "2026-03-04"      # Wednesday
YESTERDAY = "2026-03-03"  # Tuesday ("last night")
MON = "2026-03-02"        # "on monday"
SUN = "2026-03-01"        # "3 days ago"
FRI_LAST = "2026-02-27"   # "friday" when reporting what happened
TOMORROW = "2026-03-05"   # Thursday
FRI_NEXT = "2026-03-06"   # "friday" in a plan or a skip

WEEKDAYS = "mon tue wed thu fri"


def H(name, freq=("daily",), tier="must", polarity="build", group=None, archived=False, marks=()):
    """A setup habit in the compact form run_eval.setup_doc() reads."""
    return {"name": name, "freq": freq, "tier": tier, "polarity": polarity, "group": group,
            "archived": archived, "marks": list(marks)}


CASES = [
    # ---------------------------------------------------------------- adding
    # src: https://www.skyrocketlearningproducts.com/post/building-good-habits-that-are-long-lasting
    {"id": "vd01", "cat": "free", "setup": [],
     "turns": ["i want to start reading to my daughter every night before bed"],
     "expect": {"count": 1, "maxlen": 30,
                "habits": [{"name": "~read", "freq": ("daily",), "polarity": "build"}]}},

    # src: https://github.com/iSoron/uhabits/issues/281
    {"id": "vd02", "cat": "slots", "setup": [],
     "turns": ["Add a 30 minute walk", "weekdays"],
     "expect": {"count": 1,
                "habits": [{"name": "~walk", "freq": ("days", WEEKDAYS)}]}},

    # "four times a week" heard as "for times a week", as the answer to "how often?"
    {"id": "vd03", "cat": "slots", "setup": [],
     "turns": ["I want to start doing yoga again", "for times a week"],
     "expect": {"count": 1,
                "habits": [{"name": "~yoga", "freq": ("weekly", 4)}]}},

    # "write" heard as "right"
    {"id": "vd04", "cat": "free", "setup": [],
     "turns": ["I want to right 500 words every day"],
     "expect": {"count": 1,
                "habits": [{"name": "~writ", "freq": ("daily",), "polarity": "build"}]}},

    # ---------------------------------------------------------------- avoid
    # src: http://parentingteens.about.com/od/agesandstages/a/bad_habit.htm
    {"id": "vd05", "cat": "avoid", "setup": [],
     "turns": ["I really need to stop yelling at the kids"],
     "expect": {"count": 1,
                "habits": [{"name": "~yell", "polarity": "avoid", "freq": ("daily",)}]}},

    {"id": "vd06", "cat": "avoid", "setup": [],
     "turns": ["I want to cut down to at most two coffees a day",
               "had three coffees already ugh"],
     "expect": {"count": 1,
                "habits": [{"name": "~coffee", "polarity": "avoid", "target": {"amount": 2}}],
                "marks": [("~coffee", TODAY, "slipped", 3)]}},

    {"id": "vd07", "cat": "avoid",
     "setup": [H("Late night snacking", polarity="avoid")],
     "turns": ["ugh snacked on the kids leftovers again last night"],
     "expect": {"count": 1,
                "marks": [("Late night snacking", YESTERDAY, "slipped")],
                "nomarks": [("Late night snacking", TODAY)]}},

    # ---------------------------------------------------------------- logging
    # one-handed typing: did one thing, plans the other
    {"id": "vd08", "cat": "log",
     "setup": [H("Walk the dog"), H("Meditate")],
     "turns": ["jsut got back from walkign the dog and the baby finally went down so im gonna try and meditate in a bit"],
     "expect": {"count": 2,
                "marks": [("Walk the dog", TODAY, "done")],
                "notdone": [("Meditate", TODAY)]}},

    # "mediated" typed for "meditated"; "for 10 min" is a duration, not a partial
    # src: https://momandideas.com/2025/12/03/5-small-habits-that-make-mom-life-easier
    {"id": "vd09", "cat": "log",
     "setup": [H("Meditate"), H("Take vitamins")],
     "turns": ["mediated for 10 min while the baby napped"],
     "expect": {"count": 2,
                "marks": [("Meditate", TODAY, "done")],
                "nomarks": [("Take vitamins", TODAY)]}},

    # "medication" for "meditation"? genuinely unclear: only no junk habit
    {"id": "vd10", "cat": "robust",
     "setup": [H("Meditation")],
     "turns": ["did my medication this morning"],
     "expect": {"count": 1}},

    # ---------------------------------------------------------------- past days
    # "too" heard as "to"
    {"id": "vd11", "cat": "dates",
     "setup": [H("Journal"), H("Stretch")],
     "turns": ["wrote in my journal last night and monday to"],
     "expect": {"count": 2,
                "marks": [("Journal", YESTERDAY, "done"), ("Journal", MON, "done")],
                "nomarks": [("Journal", TODAY), ("Stretch", TODAY)]}},

    {"id": "vd12", "cat": "dates",
     "setup": [H("Yoga", ("weekly", 3))],
     "turns": ["I did yoga Monday and Friday forgot to put it in"],
     "expect": {"count": 1,
                "habits": [{"name": "Yoga", "freq": ("weekly", 3)}],
                "marks": [("Yoga", MON, "done"), ("Yoga", FRI_LAST, "done")],
                "nomarks": [("Yoga", TODAY)]}},

    # "it" = the habit just logged; "too" typed "to"
    {"id": "vd13", "cat": "dates",
     "setup": [H("Stretch"), H("Read")],
     "turns": ["did my stretches", "log it for yesterday to"],
     "expect": {"count": 2,
                "marks": [("Stretch", TODAY, "done"), ("Stretch", YESTERDAY, "done")],
                "nomarks": [("Read", YESTERDAY), ("Read", TODAY)]}},

    # ---------------------------------------------------------------- skips
    {"id": "vd14", "cat": "log",
     "setup": [H("Gym", ("days", "mon wed fri"))],
     "turns": ["skip gym on Friday my son has a swim meet"],
     "expect": {"count": 1,
                "habits": [{"name": "Gym", "freq": ("days", "mon wed fri")}],
                "marks": [("Gym", FRI_NEXT, "skipped")],
                "nomarks": [("Gym", TODAY), ("Gym", FRI_LAST)]}},

    # src: https://github.com/iSoron/uhabits/issues/88
    {"id": "vd15", "cat": "log",
     "setup": [H("Swimming", ("weekly", 2))],
     "turns": ["pools closed tomorrow for the bank holiday so skip swimming"],
     "expect": {"count": 1,
                "habits": [{"name": "Swimming", "freq": ("weekly", 2)}],
                "marks": [("Swimming", TOMORROW, "skipped")],
                "nomarks": [("Swimming", TODAY)]}},

    # ---------------------------------------------------------------- amounts
    # "four glasses" heard as "for glasses"
    # src: https://www.parentmap.com/article/what-is-habit-tracking-kids
    {"id": "vd16", "cat": "amount", "setup": [],
     "turns": ["I want to drink 6 glasses of water a day", "had for glasses so far"],
     "expect": {"count": 1,
                "habits": [{"name": "~water", "freq": ("daily",),
                            "target": {"amount": 6, "unit": "glass"}}],
                "marks": [("~water", TODAY, "partial", 4)]}},

    # ---------------------------------------------------------------- reminders
    # src: https://momandideas.com/2025/12/03/5-small-habits-that-make-mom-life-easier
    {"id": "vd17", "cat": "remind",
     "setup": [H("Take vitamins")],
     "turns": ["remind me to take my vitamins at 7:30 in the morning"],
     "expect": {"count": 1,
                "reminders": [("Take vitamins", "07:30")],
                "nomarks": [("Take vitamins", TODAY)]}},

    # "write" heard as "right"
    {"id": "vd18", "cat": "remind",
     "setup": [H("Journal"), H("Walk")],
     "turns": ["remind me to right in my journal at 9 PM"],
     "expect": {"count": 2,
                "reminders": [("Journal", "21:00")],
                "nomarks": [("Journal", TODAY)]}},

    {"id": "vd19", "cat": "remind",
     "setup": [H("Practise guitar", ("days", WEEKDAYS))],
     "turns": ["remind me to practice guitar at 8 PM on weekdays"],
     "expect": {"count": 1,
                "habits": [{"name": "Practise guitar", "freq": ("days", WEEKDAYS)}],
                "reminders": [("~guitar", "20:00", WEEKDAYS)]}},

    # ---------------------------------------------------------------- edits
    # "four days a week" heard as "for days a week"
    {"id": "vd20", "cat": "edit",
     "setup": [H("Gym", ("weekly", 3))],
     "turns": ["change gym to for days a week"],
     "expect": {"count": 1,
                "habits": [{"name": "Gym", "freq": ("weekly", 4)}],
                "nomarks": [("Gym", TODAY)]}},

    # src: https://learningblindness.wordpress.com/2016/12/14/when-speech-to-text-lets-you-down/
    {"id": "vd21", "cat": "edit",
     "setup": [H("Meditation", marks=[(MON, "done")])],
     "turns": ["rename meditation to breathing exercises please my phone keeps typing medication lol"],
     "expect": {"count": 1,
                "habits": [{"name": ["Breathing exercises", "Breathing exercise"], "freq": ("daily",)}],
                "marks": [("~breathing", MON, "done")],
                "nomarks": [("~breathing", TODAY)]}},

    {"id": "vd22", "cat": "tier",
     "setup": [H("Floss"), H("Read")],
     "turns": ["can you make flossing a nice to have instead of a must"],
     "expect": {"count": 2,
                "habits": [{"name": "Floss", "tier": "nice", "freq": ("daily",)},
                           {"name": "Read", "tier": "must"}]}},

    # the name itself has a "to" in it; "I finished the program" is not a log
    {"id": "vd23", "cat": "edit",
     "setup": [H("Couch to 5K", ("days", "mon wed fri")), H("Stretch")],
     "turns": ["archive couch to 5K I finished the program"],
     "expect": {"count": 2,
                "habits": [{"name": "Couch to 5K", "archived": True},
                           {"name": "Stretch", "archived": False}],
                "nomarks": [("Couch to 5K", TODAY)]}},

    {"id": "vd24", "cat": "edit",
     "setup": [H("Floss"), H("Read")],
     "turns": ["delete the flossing one", "yes"],
     "expect": {"count": 1,
                "habits": [{"name": "Read", "archived": False}]}},

    # ---------------------------------------------------------------- groups
    # src: https://pressfrom.info/lifestyle/6-practical-healthy-habits-for-moms-that-you-can-stick-with
    {"id": "vd25", "cat": "group",
     "setup": [H("Yoga", tier="nice"), H("Walk", tier="nice")],
     "turns": ["put yoga and walking in a group called move I only need to do one of them a day"],
     "expect": {"count": 2,
                "groups": [{"name": "Move", "require": 1, "members": ["Yoga", "Walk"]}]}},

    # "two out of three" heard as "to out of three"
    {"id": "vd26", "cat": "group",
     "setup": [H("Guitar", group="Creative"), H("Drawing", group="Creative"),
               H("Painting", group="Creative")],
     "turns": ["for the creative group make it to out of three"],
     "expect": {"count": 3,
                "groups": [{"name": "Creative", "require": 2,
                            "members": ["Guitar", "Drawing", "Painting"]}]}},

    # ---------------------------------------------------------------- several at once
    # src: https://github.com/daya0576/beaverhabits/issues/147
    {"id": "vd27", "cat": "multi",
     "setup": [H("Run", ("weekly", 3)), H("Stretch")],
     "turns": ["did my stretches but no run today my knee is playing up"],
     "expect": {"count": 2,
                "marks": [("Stretch", TODAY, "done")],
                "notdone": [("Run", TODAY)]}},

    # "two litres" heard as "to litres"
    {"id": "vd28", "cat": "multi", "setup": [],
     "turns": ["add flossing every night and drink to litres of water a day"],
     "expect": {"count": 2,
                "habits": [{"name": "~floss", "freq": ("daily",)},
                           {"name": "~water", "freq": ("daily",), "target": {"amount": 2}}]}},

    # ---------------------------------------------------------------- corrections
    # "two times a week" heard as "to times a week"
    {"id": "vd29", "cat": "correct", "setup": [],
     "turns": ["add piano practice 3 times a week", "wait no to times a week"],
     "expect": {"count": 1,
                "habits": [{"name": "~piano", "freq": ("weekly", 2)}]}},

    {"id": "vd30", "cat": "correct", "setup": [],
     "turns": ["I want to start doing crunches", "actually never mind forget it"],
     "expect": {"count": 0}},

    {"id": "vd31", "cat": "correct",
     "setup": [H("Read", marks=[(YESTERDAY, "done")])],
     "turns": ["finished my reading", "wait undo that I haven't actually done it yet"],
     "expect": {"unchanged": True, "nomarks": [("Read", TODAY)]}},

    # onboarding on an empty tracker, short answers
    {"id": "vd32", "cat": "slots", "setup": [],
     "turns": ["hi", "calling my mum more I never get round to it", "once a week",
               "that's it for now thanks"],
     "expect": {"count": 1,
                "habits": [{"name": "~mum", "freq": ("weekly", 1), "polarity": "build"}]}},

    # ---------------------------------------------------------------- questions
    {"id": "vd33", "cat": "query",
     "setup": [H("Walk the dog", marks=[(TODAY, "done")]), H("Read"), H("Take vitamins")],
     "turns": ["what have I got left today I've got like 10 minutes before pickup"],
     "expect": {"unchanged": True}},

    {"id": "vd34", "cat": "query",
     "setup": [H("Meditate", marks=[(MON, "done"), (YESTERDAY, "done")]), H("Journal")],
     "turns": ["did I meditate yesterday"],
     "expect": {"unchanged": True}},

    # ---------------------------------------------------------------- must change nothing
    {"id": "vd35", "cat": "safety",
     "setup": [H("Run", ("weekly", 3), marks=[(MON, "done")])],
     "turns": ["my husband went for a run this morning"],
     "expect": {"unchanged": True}},

    # a plan, not a report
    # src: https://nathaliamelofit.com/5-tips-for-busy-moms-to-have-habits-that-stick/
    {"id": "vd36", "cat": "safety",
     "setup": [H("Meditate"), H("Journal", marks=[(YESTERDAY, "done")])],
     "turns": ["going to meditate right before bed tonight once the kids are down"],
     "expect": {"unchanged": True}},

    # dictation cut off mid-thought
    {"id": "vd37", "cat": "safety",
     "setup": [H("Read"), H("Journal")],
     "turns": ["remind me to", "never mind"],
     "expect": {"unchanged": True}},

    # talking to the wrong assistant
    {"id": "vd38", "cat": "safety",
     "setup": [H("Meditate")],
     "turns": ["hey Siri set a timer for 10 minutes"],
     "expect": {"unchanged": True}},

    # src: https://github.com/HabitRPG/habitica/issues/687
    {"id": "vd39", "cat": "safety",
     "setup": [H("Run", ("weekly", 3)), H("Gym", ("days", "mon wed fri"))],
     "turns": ["got the flu from the kids I'm sick till Sunday probably"],
     "expect": {"unchanged": True}},

    # src: https://nemosapp.com/blog/habit-tracking-journal-iphone/
    {"id": "vd40", "cat": "safety",
     "setup": [H("Meditate", marks=[(MON, "done")])],
     "turns": ["meditation didn't happen yesterday kept putting it off all day"],
     "expect": {"count": 1,
                "habits": [{"name": "Meditate", "freq": ("daily",)}],
                "notdone": [("Meditate", YESTERDAY)],
                "nomarks": [("Meditate", TODAY)]}},
]
