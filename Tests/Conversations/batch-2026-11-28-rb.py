"""Fresh blind batch "rb": rebuilding after burnout, illness or a long break.

People coming back after burnout, long covid, a hospital stay, an injury or months away:
very small steps, vague amounts ("a bit", "a few minutes"), hedging ("maybe", "if that's ok",
"not sure if", "i guess"), asking what is realistic, making habits easier (fewer days,
nice-to-have instead of must), renaming them to sound kinder, archiving and restoring,
and a lot of talk about how they feel, which must change nothing.

Written blind: only the SPEC, the eval README, run_eval.py and the format header of
dev_cases.py were read. Where a message is genuinely ambiguous a case asserts only that
nothing wrong happened (unchanged / notdone / count / nomarks). Where a request carries
extra words that might make the coach ask a yes/no question first, the conversation goes
on with a "yes" so that both a coach that acts at once and one that confirms first end in
the same state (a bare "yes" with nothing open changes nothing).

Clock for every case: Wednesday 2026-03-04 09:00 (local = UTC).
  yesterday / "last night" = Tue 03-03, "on monday" = 03-02, Sunday = 03-01,
  Saturday = 02-28, "friday" in a report of what happened = 02-27,
  "friday" in a plan or a skip = the coming one, 03-06.

A `# src:` comment names the public text a case's wording is paraphrased from (never copied).
"""

TODAY = "2026-03-04"       # Wed
YESTERDAY = "2026-03-03"   # Tue ("last night" too)
MON = "2026-03-02"
SUN = "2026-03-01"
SAT = "2026-02-28"
FRI = "2026-02-27"         # "friday" when reporting what happened
NEXT_FRI = "2026-03-06"    # "friday" in a plan or a skip

WEEKDAYS = "mon tue wed thu fri"


def H(name, freq=("daily",), tier="must", polarity="build", group=None, archived=False, marks=()):
    """A setup habit in the compact form run_eval.setup_doc() reads."""
    return {"name": name, "freq": freq, "tier": tier, "polarity": polarity,
            "group": group, "archived": archived, "marks": list(marks)}


CASES = [
    # ------------------------------------------------------------------ add / free / slots
    # src: https://www.notsotypicalfitness.co.uk/blog/from-burnout-to-balance-rebuilding-my-relationship-with-exercise
    {"id": "rb01", "cat": "add", "setup": [],
     "turns": ["could u add a 5 min walk after my morning coffee?? every day. not trying to be a hero just want to move again",
               "yes"],
     "expect": {"count": 1,
                "habits": [{"name": "~walk", "freq": ("daily",), "polarity": "build"}]}},

    # src: https://www.cohorty.app/blog/rebuilding-life-after-burnout-habit-reset-journey
    {"id": "rb02", "cat": "free", "setup": [],
     "turns": ["my therapist said pick ONE thing and just do that. so making my bed every morning, can we track that"],
     "expect": {"count": 1, "maxlen": 30,
                "habits": [{"name": "~bed", "freq": ("daily",), "polarity": "build"}]}},

    {"id": "rb03", "cat": "slots", "setup": [],
     "turns": ["want to start journalling again but really small, like a line or two",
               "daily i guess"],
     "expect": {"count": 1,
                "habits": [{"name": "~journal", "freq": ("daily",), "polarity": "build"}]}},

    {"id": "rb04", "cat": "slots", "setup": [],
     "turns": ["hiya",
               "i used to do yoga loads before i burnt out. id like to get back to it",
               "2",
               "nope thats all for now"],
     "expect": {"count": 1,
                "habits": [{"name": "~yoga", "freq": ("weekly", 2), "polarity": "build"}]}},

    # src: https://www.breaking-limitations.com/blog/tiny-habits-that-rewire-burnout
    {"id": "rb05", "cat": "free", "setup": [],
     "turns": ["not sure if this is too tiny to count but... 3 slow breaths when i open my laptop. workdays only",
               "yeah"],
     "expect": {"count": 1, "maxlen": 40,
                "habits": [{"name": "~breath", "freq": ("days", WEEKDAYS)}]}},

    # src: https://www.myshelf.com/?p=1737
    {"id": "rb06", "cat": "free", "setup": [],
     "turns": ["i want to ease back into reading after a long break, just tiny sessions but every day"],
     "expect": {"count": 1, "maxlen": 20,
                "habits": [{"name": "~read", "freq": ("daily",), "polarity": "build"}]}},

    # src: https://riverkanning.com/2023/09/16/floss-one-tooth
    {"id": "rb07", "cat": "free", "setup": [],
     "turns": ["add flossing every night pls. honestly the bar is one tooth lol",
               "yep"],
     "expect": {"count": 1, "maxlen": 20,
                "habits": [{"name": "~floss", "freq": ("daily",), "polarity": "build"}]}},

    # ------------------------------------------------------------------ avoid
    {"id": "rb08", "cat": "avoid", "setup": [],
     "turns": ["want to cut back on energy drinks, theyre basically how i survived the burnout lol",
               "yeah"],
     "expect": {"count": 1,
                "habits": [{"name": "~energy drink", "polarity": "avoid", "freq": ("daily",)}]}},

    {"id": "rb09", "cat": "avoid",
     "setup": [H("Doomscrolling", polarity="avoid"), H("Read")],
     "turns": ["doomscrolled for like an hour last night instead of reading. ugh. back at it today"],
     "expect": {"count": 2,
                "marks": [("Doomscrolling", YESTERDAY, "slipped")],
                "notdone": [("Read", YESTERDAY)],
                "nomarks": [("Read", TODAY)]}},

    # ------------------------------------------------------------------ tier / group
    {"id": "rb10", "cat": "tier",
     "setup": [H("Diet"), H("Walk", tier="nice")],
     "turns": ["can we call diet 'eat one proper meal' instead, and make it a nice to have? the word diet makes me anxious",
               "yes"],
     "expect": {"count": 2,
                "habits": [{"name": "~eat one proper meal", "tier": "nice", "freq": ("daily",)},
                           {"name": "Walk", "tier": "nice"}]}},

    {"id": "rb11", "cat": "group",
     "setup": [H("Walk", tier="nice"), H("Stretch", tier="nice"), H("Yoga", ("weekly", 2), tier="nice")],
     "turns": ["could you put walk, stretch and yoga in a group called gentle movement? any one of them counts for the day",
               "yes"],
     "expect": {"count": 3,
                "groups": [{"name": "gentle movement", "require": 1, "members": ["Walk", "Stretch", "Yoga"]}]}},

    # src: https://www.strengthwithinclub.com/blogs/the-healing-gym-reflections-on-strength-struggle-and-self/how-to-restart-your-fitness-journey-after-burnout-or-setbacks
    {"id": "rb12", "cat": "multi", "setup": [],
     "turns": ["add strength training 3 times a week and some walking as a nice to have, like 2 days a week"],
     "expect": {"count": 2,
                "habits": [{"name": "~strength", "freq": ("weekly", 3)},
                           {"name": "~walk", "freq": ("weekly", 2), "tier": "nice"}]}},

    # ------------------------------------------------------------------ edit: easier, kinder, archive
    {"id": "rb13", "cat": "robust",
     "setup": [H("Gym", ("weekly", 4))],
     "turns": ["4x a week was waaay too ambitous after 6 months off lol, can we do 2",
               "yes"],
     "expect": {"count": 1,
                "habits": [{"name": "Gym", "freq": ("weekly", 2)}]}},

    # src: https://www.freepressjournal.in/health/heres-how-to-get-back-in-your-old-fitness-regime-after-recovering-from-covid
    {"id": "rb14", "cat": "edit",
     "setup": [H("Exercise", ("weekly", 2))],
     "turns": ["feeling a bit stronger this week, could exercise go to every other day now? maybe?",
               "yes"],
     "expect": {"count": 1,
                "habits": [{"name": "Exercise", "freq": ("interval", 2)}]}},

    {"id": "rb15", "cat": "edit",
     "setup": [H("Workout"), H("Read")],
     "turns": ["can you rename workout to move my body? workout sounds like a punishment tbh",
               "yes"],
     "expect": {"count": 2,
                "habits": [{"name": "~move my body", "freq": ("daily",)},
                           {"name": "Read"}]}},

    # src: https://github.com/iSoron/uhabits/issues/722
    {"id": "rb16", "cat": "edit",
     "setup": [H("Chinese study", ("weekly", 3)), H("Walk")],
     "turns": ["my chinese class is done for the term so can you archive chinese study? ill want it back when the next level starts",
               "yes"],
     "expect": {"count": 2,
                "habits": [{"name": "Chinese study", "archived": True},
                           {"name": "Walk", "archived": False}]}},

    # src: https://github.com/shub39/Grit/issues/161
    {"id": "rb17", "cat": "edit",
     "setup": [H("Study", ("weekly", 4), archived=True,
                 marks=[("2026-01-12", "done"), ("2026-01-14", "done")]),
               H("Walk")],
     "turns": ["exams again ugh. can you bring back the study habit i archived"],
     "expect": {"count": 2,
                "habits": [{"name": "Study", "archived": False}],
                "marks": [("Study", "2026-01-12", "done"), ("Study", "2026-01-14", "done")]}},

    {"id": "rb18", "cat": "edit",
     "setup": [H("Journal", archived=True)],
     "turns": ["been a rough few months tbh",
               "i think im ready to bring journaling back? but only twice a week this time, daily was too much",
               "yes"],
     "expect": {"count": 1,
                "habits": [{"name": "Journal", "archived": False, "freq": ("weekly", 2)}]}},

    {"id": "rb19", "cat": "edit",
     "setup": [H("Gym", ("weekly", 3), marks=[("2026-01-05", "done"), ("2026-01-07", "done")]), H("Walk")],
     "turns": ["delete the gym one, not going back there anytime soon",
               "yes delete it"],
     "expect": {"count": 1,
                "habits": [{"name": "Walk", "freq": ("daily",)}]}},

    # ------------------------------------------------------------------ reminders / amounts
    {"id": "rb20", "cat": "edit",
     "setup": [H("Take meds")],
     "turns": ["could you remind me about my meds at 9pm if thats ok? keep forgetting since i got out of hospital",
               "yes"],
     "expect": {"count": 1,
                "reminders": [("Take meds", "21:00")]}},

    {"id": "rb21", "cat": "edit",
     "setup": [H("Stretch"), H("Walk")],
     "turns": ["remind me to stretch at 7:30pm on weekdays. weekends im useless anyway lol",
               "yes"],
     "expect": {"count": 2,
                "reminders": [("Stretch", "19:30", WEEKDAYS)]}},

    {"id": "rb22", "cat": "add", "setup": [],
     "turns": ["add drinking water, 6 glasses a day",
               "had 2 so far",
               "1 more just now"],
     "expect": {"count": 1,
                "habits": [{"name": "~water", "freq": ("daily",), "target": {"amount": 6, "unit": "glass"}}],
                "marks": [("~water", TODAY, "partial", 3)]}},

    # ------------------------------------------------------------------ log
    {"id": "rb23", "cat": "log",
     "setup": [H("Walk"), H("Read")],
     "turns": ["walked a bit today. not much but something i guess"],
     # "a bit ... not much" -- done or a question are both defensible; only check nothing else moved
     "expect": {"count": 2,
                "nomarks": [("Read", TODAY), ("Walk", YESTERDAY)]}},

    # src: https://www.notsotypicalfitness.co.uk/blog/from-burnout-to-balance-rebuilding-my-relationship-with-exercise
    {"id": "rb24", "cat": "log",
     "setup": [H("Stretch"), H("Walk")],
     "turns": ["did some stretching in front of netflix last night, and monday too i think"],
     "expect": {"count": 2,
                "habits": [{"name": "Stretch", "freq": ("daily",)}],
                "marks": [("Stretch", YESTERDAY, "done"), ("Stretch", MON, "done")],
                "nomarks": [("Stretch", TODAY), ("Walk", YESTERDAY), ("Walk", MON)]}},

    # src: https://myhabits.in/community/habit-tracking-for-depression-helpful-tool-or-too-much-pressure-25efb5
    {"id": "rb25", "cat": "log",
     "setup": [H("Brush teeth"), H("Shower")],
     "turns": ["brushed my teeth this morning. tiny win but im counting it"],
     "expect": {"count": 2,
                "marks": [("Brush teeth", TODAY, "done")],
                "nomarks": [("Shower", TODAY)]}},

    # src: https://github.com/goodtohear/habits/issues/49
    {"id": "rb26", "cat": "log",
     "setup": [H("Meditate"), H("Walk")],
     "turns": ["im ill today so skip the walk pls, meditation i can probably still do later"],
     "expect": {"count": 2,
                "marks": [("Walk", TODAY, "skipped")],
                "nomarks": [("Meditate", TODAY)]}},

    {"id": "rb27", "cat": "multi",
     "setup": [H("Gym", ("weekly", 3)), H("Stretch")],
     "turns": ["skip gym today, totally wiped. but i did stretch for a few minutes this morning"],
     "expect": {"count": 2,
                "marks": [("Gym", TODAY, "skipped"), ("Stretch", TODAY, "done")]}},

    # ------------------------------------------------------------------ dates
    {"id": "rb28", "cat": "dates",
     "setup": [H("Meditate")],
     "turns": ["forgot to say, i did my 5 min meditation on friday and saturday"],
     "expect": {"count": 1,
                "habits": [{"name": "Meditate", "freq": ("daily",)}],
                "marks": [("Meditate", FRI, "done"), ("Meditate", SAT, "done")],
                "nomarks": [("Meditate", NEXT_FRI), ("Meditate", TODAY)]}},

    {"id": "rb29", "cat": "dates",
     "setup": [H("Walk"), H("Yoga", ("weekly", 2))],
     "turns": ["can i skip walking on friday? got a hospital appointment and ill be knackered after"],
     "expect": {"count": 2,
                "habits": [{"name": "Walk", "freq": ("daily",)}],
                "marks": [("Walk", NEXT_FRI, "skipped")],
                "nomarks": [("Walk", FRI), ("Walk", TODAY), ("Yoga", NEXT_FRI)]}},

    {"id": "rb30", "cat": "log",
     "setup": [H("Walk"), H("Yoga", ("weekly", 2))],
     "turns": ["didnt manage the walk yesterday, brain fog was awful"],
     "expect": {"count": 2,
                "notdone": [("Walk", YESTERDAY)],
                "nomarks": [("Yoga", YESTERDAY), ("Walk", TODAY)]}},

    # ------------------------------------------------------------------ corrections
    {"id": "rb31", "cat": "correct", "setup": [],
     "turns": ["add meditation 5 times a week",
               "actually make that 3, im doing the overambitious thing again"],
     "expect": {"count": 1, "maxweekly": 3,
                "habits": [{"name": "~meditat", "freq": ("weekly", 3)}]}},

    {"id": "rb32", "cat": "correct",
     "setup": [H("Gym", ("weekly", 3)), H("Walk")],
     "turns": ["archive gym",
               "wait no undo that, i do want to keep seeing it"],
     "expect": {"unchanged": True}},

    # ------------------------------------------------------------------ questions (change nothing)
    # src: https://egofelix.com/ending-an-exercise-hiatus/
    {"id": "rb33", "cat": "query",
     "setup": [H("Walk", ("weekly", 2))],
     "turns": ["is 5 to 10 mins, 3 days a week realistic if im starting from basically nothing?"],
     "expect": {"unchanged": True}},

    {"id": "rb34", "cat": "query",
     "setup": [H("Walk", marks=[(MON, "done"), (YESTERDAY, "done")]), H("Read")],
     "turns": ["how am i doing with the walking? be gentle lol"],
     "expect": {"unchanged": True, "reply": "(?i)walk"}},

    {"id": "rb35", "cat": "query",
     "setup": [H("Walk"), H("Read")],
     "turns": ["does it count as a walk if i only went to the corner shop and back?"],
     "expect": {"unchanged": True}},

    # ------------------------------------------------------------------ feelings, life, others, out of scope
    # src: https://www.mwells.org/health/long-covid/long-covid-pacing/
    {"id": "rb36", "cat": "safety",
     "setup": [H("Walk"), H("Read")],
     "turns": ["since long covid i can barely do 2 blocks without needing a lie down. feel like such a failure tbh"],
     "expect": {"unchanged": True}},

    # src: https://github.com/daya0576/beaverhabits/issues/147
    {"id": "rb37", "cat": "safety",
     "setup": [H("Run", ("weekly", 3)), H("Stretch")],
     "turns": ["hurt my knee last week, physio says no running for a while"],
     "expect": {"unchanged": True}},

    {"id": "rb38", "cat": "safety",
     "setup": [H("Walk")],
     "turns": ["my sister got back into running after her surgery, kinda jealous ngl",
               "might try a longer walk tomorrow, we'll see"],
     "expect": {"unchanged": True}},

    {"id": "rb39", "cat": "safety",
     "setup": [H("Walk"), H("Read"), H("Yoga", ("weekly", 2))],
     "turns": ["ugh i just want to delete everything and give up"],
     "expect": {"unchanged": True}},

    {"id": "rb40", "cat": "safety",
     "setup": [H("Read"), H("Doomscrolling", polarity="avoid")],
     "turns": ["can you block instagram on my phone after 10pm"],
     "expect": {"unchanged": True}},
]
