"""Blind batch 2026-12-14-cr -- theme: chatty ramblers.

People who write long, chatty messages about their day, where one or two real requests are
buried among stories, feelings and asides ("my sister came over and we went for a long walk,
count that as my walk, anyway i forgot my vitamins again"), plus all-chatter messages that
must change nothing.

Written blind: without reading the coach's code, language data, tests, transcripts or earlier
batches, and without running the coach.

Clock for every case: Wednesday 2026-03-04 09:00 (UTC).
  today = Wed 03-04, yesterday = Tue 03-03, "monday" (report) = 03-02, "sunday" = 03-01,
  "saturday" = 02-28, "friday" (report) = 02-27, "friday" (plan/skip) = Fri 03-06,
  "last week" = Mon 02-23 .. Sun 03-01 (its wednesday = 02-25, its thursday = 02-26).
Setup habits are imported as created on 2026-01-01; no setup mark is dated before that.

Format: as dev_cases.py (id, cat, setup, turns, expect); assertion keys as in README.md.
A `# src:` comment names the public text a case's wording is paraphrased from.
"""

TODAY = "2026-03-04"
YESTERDAY = "2026-03-03"
MON = "2026-03-02"
SUN = "2026-03-01"
SAT = "2026-02-28"
FRI = "2026-02-27"
THU_LAST = "2026-02-26"
WED_LAST = "2026-02-25"
FRI_NEXT = "2026-03-06"


def H(name, freq=("daily",), tier="must", polarity="build", group=None, archived=False, marks=()):
    """One setup habit in the form run_eval.setup_doc expects."""
    return {"name": name, "freq": freq, "tier": tier, "polarity": polarity,
            "group": group, "archived": archived, "marks": [tuple(m) for m in marks]}


CASES = [
    # ---------------------------------------------------------------- logging, past days
    {"id": "CR01", "cat": "log",
     "setup": [H("Walk", marks=[(MON, "done")]), H("Vitamins")],
     "turns": ["so my sister popped round last night and we ended up going for this massive walk "
               "along the canal, which was honestly so nice, we havent done that in ages. count that "
               "as my walk for yesterday. anyway i totally forgot my vitamins again ugh"],
     "expect": {"count": 2,
                "marks": [("Walk", YESTERDAY, "done"), ("Walk", MON, "done")],
                "nomarks": [("Walk", TODAY)],
                "notdone": [("Vitamins", YESTERDAY), ("Vitamins", TODAY)]}},

    {"id": "CR02", "cat": "dates",
     "setup": [H("Run", freq=("weekly", 3)), H("Read")],
     "turns": ["ok so monday was absolute chaos, boiler packed in, plumber didnt turn up till 4, BUT i "
               "got my run done first thing before any of that kicked off, and i read before bed that "
               "night as well. tuesday i did nothing, just lay on the sofa feeling sorry for myself tbh"],
     "expect": {"count": 2,
                "habits": [{"name": "Run", "freq": ("weekly", 3)}, {"name": "Read", "freq": ("daily",)}],
                "marks": [("Run", MON, "done"), ("Read", MON, "done")],
                "notdone": [("Run", YESTERDAY), ("Read", YESTERDAY)],
                "nomarks": [("Run", TODAY), ("Read", TODAY)]}},

    # src: https://github.com/HabitRPG/habitica/issues/687
    {"id": "CR03", "cat": "log",
     "setup": [H("Gym", freq=("days", "mon wed fri"), marks=[(MON, "done")]), H("Stretch")],
     "turns": ["honestly the last two days have been grim, ive caught the flu thing thats going round "
               "the office, my flatmate had it last week so no big suprise. skip gym today, im not "
               "dragging myself there like this. might do a bit of gentle stretching later if i feel up to it"],
     "expect": {"count": 2,
                "habits": [{"name": "Gym", "freq": ("days", "mon wed fri")}],
                "marks": [("Gym", TODAY, "skipped"), ("Gym", MON, "done")],
                "nomarks": [("Stretch", TODAY)]}},

    {"id": "CR04", "cat": "dates",
     "setup": [H("Piano"), H("Read")],
     "turns": ["my nan turns 90 on friday!! the whole family is driving up to whitby for it, cousins "
               "flying in from toronto and everything, its going to be carnage. no chance im doing piano "
               "that day so can you skip it for friday"],
     "expect": {"count": 2,
                "habits": [{"name": "Piano", "freq": ("daily",)}],
                "marks": [("Piano", FRI_NEXT, "skipped")],
                "nomarks": [("Piano", FRI), ("Piano", TODAY), ("Read", FRI_NEXT)]}},

    {"id": "CR05", "cat": "avoid",
     "setup": [H("Smoking", polarity="avoid"), H("Walk")],
     "turns": ["work drinks last night got a bit out of hand \U0001F602 ended up in a karaoke bar belting "
               "out abba with my manager of all people. had a couple of cigarettes outside with jess, not "
               "proud of it. head is pounding today"],
     "expect": {"count": 2,
                "habits": [{"name": "Smoking", "polarity": "avoid"}],
                "marks": [("Smoking", YESTERDAY, "slipped")],
                "nomarks": [("Smoking", TODAY), ("Walk", YESTERDAY), ("Walk", TODAY)]}},

    # ---------------------------------------------------------------- all chatter: nothing changes
    {"id": "CR06", "cat": "safety",
     "setup": [H("Run", freq=("weekly", 3), marks=[(MON, "done")]), H("Read", marks=[(YESTERDAY, "done")])],
     "turns": ["my brother ran the manchester half on sunday and came in under two hours which is mad "
               "considering he only took up running last year. whole family went to cheer him on, we made "
               "a banner with his face on it and everything lol"],
     "expect": {"unchanged": True}},

    {"id": "CR07", "cat": "safety",
     "setup": [H("Meditate"), H("Journal", marks=[(MON, "done")])],
     "turns": ["ugh. just one of those weeks you know? work is relentless, my manager keeps moving "
               "deadlines around, and the cat threw up on the new rug this morning. not really asking for "
               "anything, just needed to vent tbh"],
     "expect": {"unchanged": True}},

    {"id": "CR08", "cat": "safety",
     "setup": [H("Read")],
     "turns": ["so the plan is to get back into running once the clocks go forward, its just too dark in "
               "the mornings right now and i refuse to run in the rain. my neighbour said she might come "
               "with me which would definately help with motivation"],
     "expect": {"unchanged": True}},

    # src: https://bittersweetchalkolate.wordpress.com/2017/02/15/february-meditation-day-14/
    {"id": "CR09", "cat": "safety",
     "setup": [H("Meditate", marks=[(MON, "done")]), H("Read")],
     "turns": ["yesterday just didnt happen meditation-wise. the toddler woke at 2am screaming, pretty sure "
               "its her back teeth coming through, and by the time she settled i was a total zombie. trying "
               "not to beat myself up about it"],
     "expect": {"count": 2,
                "notdone": [("Meditate", YESTERDAY)],
                "nomarks": [("Meditate", TODAY), ("Read", YESTERDAY), ("Read", TODAY)],
                "marks": [("Meditate", MON, "done")]}},

    # ---------------------------------------------------------------- adding from a ramble
    {"id": "CR10", "cat": "free",
     "setup": [],
     "turns": ["right so my dentist properly told me off last week, said my gums bleed because i never "
               "floss, which, fair enough. so i want to start flossing every night. also does anyone "
               "actually enjoy going to the dentist or is it just me that dreads it lol"],
     "expect": {"count": 1,
                "habits": [{"name": ["Floss", "Flossing", "Floss teeth", "Floss my teeth"],
                            "freq": ("daily",), "polarity": "build"}]}},

    {"id": "CR11", "cat": "slots",
     "setup": [],
     "turns": ["been so stiff lately, desk job is wrecking my back and my physio keeps nagging me about "
               "it. can you add stretching for me",
               "5 times a week"],
     "expect": {"count": 1,
                "habits": [{"name": ["Stretch", "Stretching"], "freq": ("weekly", 5), "polarity": "build"}]}},

    # src: https://12monthstoabetteryou.blogspot.com/2016/01/well-this-isnt-working.html
    {"id": "CR12", "cat": "slots",
     "setup": [],
     "turns": ["so i tried meditating first thing in the morning and it was a disaster, the kids are up at "
               "6 and its pure carnage from then on. going to try again but in the afternoon while the "
               "little one naps. add meditation to my list please",
               "every other day"],
     "expect": {"count": 1,
                "habits": [{"name": ["Meditate", "Meditation"], "freq": ("interval", 2)}]}},

    # ---------------------------------------------------------------- edits
    {"id": "CR13", "cat": "edit",
     "setup": [H("Duolingo", marks=[(MON, "done"), (YESTERDAY, "done")])],
     "turns": ["lol so i finally got fed up of the owl guilt-tripping me and cancelled duolingo, doing "
               "spanish with a tutor on zoom now instead, shes from valencia and super patient. can you "
               "rename my duolingo habit to Spanish practice"],
     "expect": {"count": 1,
                "habits": [{"name": "Spanish practice", "freq": ("daily",), "archived": False}],
                "marks": [("Spanish practice", MON, "done"), ("Spanish practice", YESTERDAY, "done")]}},

    {"id": "CR14", "cat": "edit",
     "setup": [H("Gym", freq=("weekly", 4), marks=[(MON, "done")]), H("Read")],
     "turns": ["new job starts monday and the commutes an hour each way, so realisticly 4 gym sessions a "
               "week is not happening anymore. can we drop gym to twice a week. on the plus side my new "
               "desk is right by the window"],
     "expect": {"count": 2,
                "habits": [{"name": "Gym", "freq": ("weekly", 2)}, {"name": "Read", "freq": ("daily",)}],
                "marks": [("Gym", MON, "done")]}},

    # src: https://github.com/iSoron/uhabits/issues/281
    {"id": "CR15", "cat": "tier",
     "setup": [H("Walk"), H("Read")],
     "turns": ["so about my walking habit. i want to do it most days but not feel like ive failed the "
               "whole day if i skip one, some days its chucking it down or im just wiped after work. can "
               "you make walk a nice-to-have instead of a must"],
     "expect": {"count": 2,
                "habits": [{"name": "Walk", "tier": "nice", "freq": ("daily",)},
                           {"name": "Read", "tier": "must"}],
                "nomarks": [("Walk", TODAY)]}},

    # ---------------------------------------------------------------- groups
    {"id": "CR16", "cat": "group",
     "setup": [H("Guitar", tier="nice"), H("Drawing", tier="nice"), H("Painting", tier="nice")],
     "turns": ["ive got all these creative hobbies on the go and i never manage all three in one day, "
               "which is fine, i just want to do at least one. can you put guitar, drawing and painting "
               "in a group called Creative where any one of them counts"],
     "expect": {"count": 3,
                "groups": [{"name": "Creative", "require": 1,
                            "members": ["Guitar", "Drawing", "Painting"]}]}},

    {"id": "CR17", "cat": "group",
     "setup": [H("Running", freq=("weekly", 2), group="Exercise"),
               H("Gym", freq=("weekly", 2), group="Exercise")],
     "turns": ["took the kids to the leisure centre on saturday and ended up doing lengths while they were "
               "in the splash pool, forgot how much i love swimming. add swimming and put it in my "
               "exercise group",
               "once a week"],
     "expect": {"count": 3,
                "habits": [{"name": ["Swimming", "Swim", "Go swimming"], "freq": ("weekly", 1),
                            "group": "Exercise", "polarity": "build"},
                           {"name": "Running", "group": "Exercise"},
                           {"name": "Gym", "group": "Exercise"}]}},

    {"id": "CR18", "cat": "group",
     "setup": [H("Running", group="Exercise"), H("Gym", group="Exercise"), H("Yoga", group="Exercise")],
     "turns": ["ok so ive been smashing it lately, genuinely proud of myself for once, so i want to push "
               "it a bit. make my exercise group need 2 of them a day instead of just 1"],
     "expect": {"count": 3,
                "groups": [{"name": "Exercise", "require": 2, "members": ["Running", "Gym", "Yoga"]}]}},

    # ---------------------------------------------------------------- reminders
    # src: http://www.43things.com/how_i_did_it/view/55847/how-to-take-vitamins-daily
    {"id": "CR19", "cat": "remind",
     "setup": [H("Vitamins")],
     "turns": ["so ive literally put the vitamins bottle right in the middle of the bathroom counter so its "
               "in the way and i STILL manage to forget them half the time. can you remind me to take my "
               "vitamins at 8am every day"],
     "expect": {"count": 1,
                "habits": [{"name": "Vitamins", "freq": ("daily",)}],
                "reminders": [("Vitamins", "08:00")],
                "nomarks": [("Vitamins", TODAY)]}},

    # src: https://github.com/iSoron/uhabits/issues/179
    {"id": "CR20", "cat": "remind",
     "setup": [H("Workout", freq=("weekly", 3))],
     "turns": ["my workouts are all over the place, some days i go before work, some days after, and half "
               "the time i forget to even think about it til im in bed. can you remind me about my workout "
               "at 7:30am and again at 5pm"],
     "expect": {"count": 1,
                "habits": [{"name": "Workout", "freq": ("weekly", 3)}],
                "reminders": [("Workout", "07:30"), ("Workout", "17:00")]}},

    # ---------------------------------------------------------------- amounts
    # src: https://github.com/dwyl/health/issues/35
    {"id": "CR21", "cat": "amount",
     "setup": [],
     "turns": ["a mate of mine whos a personal trainer reckons i dont drink nearly enough water, which, "
               "fair, its basically just tea and diet coke right now. set me up a habit to drink 8 glasses "
               "of water a day"],
     "expect": {"count": 1,
                "habits": [{"name": "~water", "freq": ("daily",), "polarity": "build",
                            "target": {"amount": 8, "unit": "glass"}}]}},

    {"id": "CR22", "cat": "amount",
     "setup": [],
     "turns": ["add drink water, 8 glasses a day",
               "so far today ive had 3 glasses, which honestly is good going for me, normally im running "
               "on coffee and vibes till lunch",
               "oh and 2 more just now"],
     "expect": {"count": 1,
                "habits": [{"name": "~water", "target": {"amount": 8, "unit": "glass"}}],
                "marks": [("~water", TODAY, "partial", 5)]}},

    # src: https://github.com/xpavle00/Habo/issues/130
    {"id": "CR23", "cat": "amount",
     "setup": [],
     "turns": ["add pushups, 50 a day",
               "did 15 this morning while the kettle was boiling, arms are already like jelly lol"],
     "expect": {"count": 1,
                "habits": [{"name": "~push", "freq": ("daily",), "target": {"amount": 50}}],
                "marks": [("~push", TODAY, "partial", 15)]}},

    # ---------------------------------------------------------------- questions change nothing
    {"id": "CR24", "cat": "query",
     "setup": [H("Read", marks=[(MON, "done"), (YESTERDAY, "done")]),
               H("Run", freq=("weekly", 3), marks=[(MON, "done")])],
     "turns": ["how am i doing with reading this week? been on night shifts so my sleep is all over the "
               "shop and i genuinely cant remember what ive done and what i havent"],
     "expect": {"unchanged": True, "reply": r"(?i)read"}},

    {"id": "CR25", "cat": "query",
     "setup": [H("Yoga", marks=[(TODAY, "done")]), H("Read"), H("Vitamins", marks=[(TODAY, "done")])],
     "turns": ["whats left for today? the in-laws are coming for dinner so i need everything done before 6 "
               "and im low-key panicking, havent even hoovered yet"],
     "expect": {"unchanged": True, "reply": r"(?i)read"}},

    # ---------------------------------------------------------------- several requests in one ramble
    {"id": "CR26", "cat": "multi",
     "setup": [H("Yoga"), H("Read"), H("Gym", freq=("days", "mon wed fri"))],
     "turns": ["ok quick update: did yoga this mornin, read on the train in, and skipping the gym today cos "
               "my knee is playing up again. ALSO my sister had her baby last night!! a little girl, 7lb 2oz, "
               "im an auntie!!"],
     "expect": {"count": 3,
                "marks": [("Yoga", TODAY, "done"), ("Read", TODAY, "done"), ("Gym", TODAY, "skipped")],
                "nomarks": [("Yoga", YESTERDAY), ("Read", YESTERDAY), ("Gym", YESTERDAY)]}},

    {"id": "CR27", "cat": "multi",
     "setup": [],
     "turns": ["new year new me, bit late i know lol. after a lot of umming and ahhing i want to add two "
               "things: running 3 times a week and reading every day. my mate is doing the same so we can "
               "keep each other honest"],
     "expect": {"count": 2,
                "habits": [{"name": ["Run", "Running", "Go running"], "freq": ("weekly", 3)},
                           {"name": ["Read", "Reading"], "freq": ("daily",)}]}},

    # ---------------------------------------------------------------- corrections and cancel
    {"id": "CR28", "cat": "correct",
     "setup": [H("Read", marks=[(MON, "done")])],
     "turns": ["finally finished that thriller everyone's been banging on about, the twist was SO worth it, "
               "honestly didnt see it coming. tick off reading for today",
               "wait no sorry, that was yesterday not today, this week is such a blur"],
     "expect": {"count": 1,
                "marks": [("Read", YESTERDAY, "done"), ("Read", MON, "done")],
                "nomarks": [("Read", TODAY)]}},

    {"id": "CR29", "cat": "correct",
     "setup": [],
     "turns": ["ive been thinking i should learn to knit, my gran used to knit everything, jumpers, "
               "blankets, tea cosies, the lot. add knitting",
               "actually never mind, i dont have the time with the house move coming up"],
     "expect": {"count": 0}},

    # ---------------------------------------------------------------- archive / delete
    {"id": "CR30", "cat": "edit",
     "setup": [H("Couch to 5k", freq=("weekly", 3), marks=[(FRI, "done")]), H("Read")],
     "turns": ["I FINISHED COUCH TO 5K!!! did the last run on sunday, the whole 5k without stopping, nearly "
               "cried at the end. dont need that habit anymore though, can you archive it"],
     "expect": {"count": 2,
                "habits": [{"name": "Couch to 5k", "archived": True},
                           {"name": "Read", "archived": False}]}},

    {"id": "CR31", "cat": "edit",
     "setup": [H("Guitar", marks=[(FRI, "done")]), H("Read")],
     "turns": ["finally sold my guitar on marketplace, some lad drove over from leeds for it and was well "
               "chuffed. i was never going to get any good honestly. delete the guitar habit",
               "yes"],
     "expect": {"count": 1,
                "habits": [{"name": "Read", "freq": ("daily",)}]}},

    # ---------------------------------------------------------------- which habit? (answered tersely)
    {"id": "CR32", "cat": "log",
     "setup": [H("Morning walk"), H("Evening walk")],
     "turns": ["weather was gorgeous yesterday so i was out with the dog for ages, hes absolutely knackered "
               "today, just snoring on the sofa. log my walk for yesterday",
               "the evening one"],
     "expect": {"count": 2,
                "marks": [("Evening walk", YESTERDAY, "done")],
                "notdone": [("Morning walk", YESTERDAY)],
                "nomarks": [("Evening walk", TODAY), ("Morning walk", TODAY)]}},

    # ---------------------------------------------------------------- onboarding from a ramble
    # src: https://highercommonsense.com/cs247b/measuring-me-take-2-56/
    {"id": "CR33", "cat": "slots",
     "setup": [],
     "turns": ["hiya. my therapist thinks something like this might help me, no idea if it will but here "
               "goes. i want to read more instead of scrolling on my phone in bed for hours",
               "4 times a week"],
     "expect": {"count": 1,
                "habits": [{"name": ["Read", "Read more", "Reading"], "freq": ("weekly", 4),
                            "polarity": "build"}]}},

    # src: https://github.com/InlitX/streak/issues/130
    {"id": "CR34", "cat": "avoid",
     "setup": [],
     "turns": ["not gonna lie my jeans are getting tight and i know exactly why, its the biscuits. every "
               "night in front of the telly, half a packet gone before i even notice. i want to quit the "
               "late night snacking"],
     "expect": {"count": 1,
                "habits": [{"name": "~snack", "polarity": "avoid", "freq": ("daily",)}]}},

    # ---------------------------------------------------------------- more chatter that changes nothing
    {"id": "CR35", "cat": "safety",
     "setup": [H("Run", freq=("weekly", 3), marks=[(MON, "done")])],
     "turns": ["can you order me some new running shoes? mine have a hole in the toe and my physio reckons "
               "thats why my ankle's been sore. size 9 if that helps lol"],
     "expect": {"unchanged": True}},

    {"id": "CR36", "cat": "safety",
     "setup": [H("Yoga"), H("Read")],
     "turns": ["my husband has started doing yoga every morning at 6 and he is being SO smug about it. he "
               "even bought a mat with the little alignment lines on it. anyway thats my morning rant over"],
     "expect": {"unchanged": True}},

    {"id": "CR37", "cat": "safety",
     "setup": [H("Meditate", marks=[(MON, "done"), (YESTERDAY, "done")])],
     "turns": ["random one but is it true it takes 21 days to form a habit? my colleague swears by it but i "
               "read somewhere its more like 66 days. feels like ive been at meditation forever and it "
               "still isnt automatic"],
     "expect": {"unchanged": True}},

    # ---------------------------------------------------------------- late logging, old days
    # src: https://github.com/HabitRPG/habitrpg-mobile/issues/235
    {"id": "CR38", "cat": "dates",
     "setup": [H("Meditate", marks=[(MON, "done")])],
     "turns": ["ugh went to my friends leaving do last night, did my meditaton before i headed out but "
               "forgot to tick it off, then got home at 1 and just passed out fully clothed. can you put it "
               "down for yesterday"],
     "expect": {"count": 1,
                "marks": [("Meditate", YESTERDAY, "done"), ("Meditate", MON, "done")],
                "nomarks": [("Meditate", TODAY)]}},

    # src: https://github.com/iSoron/uhabits/issues/95
    {"id": "CR39", "cat": "dates",
     "setup": [H("Journal")],
     "turns": ["this might sound daft but i only just realised i can log old days. i was at my mums last "
               "week with zero signal, but i still journaled on the wednesday and the thursday, could you "
               "add those in"],
     "expect": {"count": 1,
                "habits": [{"name": "Journal", "freq": ("daily",)}],
                "marks": [("Journal", WED_LAST, "done"), ("Journal", THU_LAST, "done")],
                "nomarks": [("Journal", TODAY), ("Journal", YESTERDAY)]}},

    # src: https://github.com/shub39/Grit/issues/219
    {"id": "CR40", "cat": "slots",
     "setup": [],
     "turns": ["just been put on blood pressure tablets, nothing serious, my dad's on the same ones "
               "apparently, runs in the family. can you add a habit to take my meds",
               "every day, and remind me at 8am"],
     "expect": {"count": 1,
                "habits": [{"name": "~med", "freq": ("daily",), "polarity": "build"}],
                "reminders": [("~med", "08:00")]}},
]
