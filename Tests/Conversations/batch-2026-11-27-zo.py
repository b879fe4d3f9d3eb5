"""Fresh batch "zo": an ordinary week for four people, each in their own voice.

Written blind: from SPEC.md, eval/README.md, eval/run_eval.py, the format header of
dev_cases.py and the public pages named in the `# src:` comments (paraphrased, never copied).

The people:
  zo01-zo11  a nurse on rotating shifts   (stretching, water, sleep, cutting down cigarettes)
  zo12-zo21  a teenager                   (gaming limit, homework, guitar, skincare)
  zo22-zo30  a new dad                    (pram walks, pushups, no beer on weeknights, reading to the baby)
  zo31-zo40  a small-business owner       (inbox zero, journaling, gym, coffee/caffeine)

They set habits up in free talk, log today and past days (some with amounts), skip with
reasons, slip on habits to avoid, rename and reschedule, set reminders, ask how they are
doing, answer the coach's own questions tersely, and say plenty of things that must change
nothing (about other people, plans, feelings, negations, requests the coach can't do).

Clock for every case: Wednesday 2026-03-04 09:00 (local = UTC).
  today = Wed 03-04, yesterday / "last night" = Tue 03-03, "on monday" = 03-02,
  "sun" in a report = 03-01, "sat" in a report = 02-28, "friday" in a report = 02-27,
  "friday" in a plan or a skip = the coming one, 03-06.

Fairness: a case asserts only what a careful human coach would clearly do under the SPEC;
where a message is ambiguous it asserts only that nothing wrong happened.
"""

TODAY = "2026-03-04"       # Wednesday
YESTERDAY = "2026-03-03"   # Tuesday
MON = "2026-03-02"
SUN = "2026-03-01"
SAT = "2026-02-28"
FRI = "2026-02-27"         # "friday" in a report of what happened
NEXT_FRI = "2026-03-06"    # "friday" in a plan or a skip

WEEKDAYS = "mon tue wed thu fri"


def H(name, freq=("daily",), tier="must", polarity="build", group=None, archived=False, marks=()):
    """A setup habit in the compact form run_eval.setup_doc() reads."""
    return {"name": name, "freq": freq, "tier": tier, "polarity": polarity,
            "group": group, "archived": archived, "marks": list(marks)}


CIG_NAMES = ["Cigarettes", "Cigarette", "Cigs", "Cig", "Smoking", "Smoke", "Smokes"]

CASES = [
    # ------------------------------------------------------------------ the nurse
    # src: https://nursing-science.com/about/index/end-of-shift-stretching
    dict(id="zo01", cat="free", setup=[],
         turns=["my back is absolutely wrecked after these 12 hr shifts. i want to start stretching every day tbh"],
         expect={"count": 1, "maxlen": 30,
                 "habits": [{"name": "~stretch", "freq": ("daily",), "polarity": "build"}]}),

    # src: https://www.jmu.edu/humanresources/balanced-dukes/smoking_cessation.shtml
    dict(id="zo02", cat="avoid", setup=[],
         turns=["im trying to cut down on cigarettes, max 5 a day for now"],
         expect={"count": 1,
                 "habits": [{"name": CIG_NAMES, "freq": ("daily",), "polarity": "avoid",
                             "target": {"amount": 5}}],
                 "nomarks": [(CIG_NAMES, TODAY)]}),

    # src: https://github.com/iSoron/uhabits/issues/373
    dict(id="zo03", cat="add", setup=[],
         turns=["i barely drink anything on shift. want to refill my water bottle 3 times a day",
                "refilled it twice already"],
         expect={"count": 1, "maxlen": 30,
                 "habits": [{"name": "~water", "freq": ("daily",), "polarity": "build",
                             "target": {"amount": 3}}],
                 "marks": [("~water", TODAY, "partial", 2)]}),

    dict(id="zo04", cat="dates",
         setup=[H("Stretching"), H("Water")],
         turns=["worked nights sat and sun so stretching didnt happen, but i did stretch on monday and yesterday"],
         expect={"count": 2,
                 "habits": [{"name": "Stretching", "freq": ("daily",)}],
                 "marks": [("Stretching", MON, "done"), ("Stretching", YESTERDAY, "done")],
                 "notdone": [("Stretching", SAT), ("Stretching", SUN)],
                 "nomarks": [("Stretching", TODAY), ("Water", MON), ("Water", YESTERDAY)]}),

    # "friday" in a skip is the coming one
    dict(id="zo05", cat="dates",
         setup=[H("Stretching"), H("Water")],
         turns=["skip stretching on friday, im doing a double"],
         expect={"count": 2,
                 "habits": [{"name": "Stretching", "freq": ("daily",)}],
                 "marks": [("Stretching", NEXT_FRI, "skipped")],
                 "nomarks": [("Stretching", TODAY), ("Stretching", FRI), ("Water", NEXT_FRI)]}),

    dict(id="zo06", cat="avoid",
         setup=[H("Cigarettes", polarity="avoid"), H("Stretching")],
         turns=["ugh had 2 cigs on my break"],
         expect={"count": 2,
                 "marks": [("Cigarettes", TODAY, "slipped")],
                 "nomarks": [("Stretching", TODAY), ("Cigarettes", YESTERDAY)]}),

    dict(id="zo07", cat="query",
         setup=[H("Stretching", marks=[(TODAY, "done")]), H("Water"),
                H("Cigarettes", polarity="avoid")],
         turns=["whats left for today?"],
         expect={"unchanged": True, "reply": r"(?i)water"}),

    dict(id="zo08", cat="safety",
         setup=[H("Cigarettes", polarity="avoid"), H("Stretching")],
         turns=["my charge nurse smokes like a chimney lol",
                "she went out for one at 3am and i didnt go with her \U0001F4AA"],
         expect={"unchanged": True}),

    dict(id="zo09", cat="edit",
         setup=[H("Stretching"), H("Water")],
         turns=["stretching every single day isnt realistic with my rota. can we make it 4 times a week instead"],
         expect={"count": 2,
                 "habits": [{"name": "Stretching", "freq": ("weekly", 4)},
                            {"name": "Water", "freq": ("daily",)}]}),

    dict(id="zo10", cat="multi",
         setup=[H("Water"), H("Stretching")],
         turns=["can you remind me to drink water at 10am and again at 2pm"],
         expect={"count": 2,
                 "reminders": [("Water", "10:00"), ("Water", "14:00")],
                 "nomarks": [("Water", TODAY)]}),

    # a short answer to the coach's "how often?"
    dict(id="zo11", cat="slots", setup=[],
         turns=["i want to get at least 7 hours of sleep", "5 nights a week"],
         expect={"count": 1, "maxlen": 30,
                 "habits": [{"name": "~sleep", "freq": ("weekly", 5), "polarity": "build"}]}),

    # ------------------------------------------------------------------ the teenager
    # src: https://github.com/JamesCliffordSpratt/obsidian-habits/issues/1
    dict(id="zo12", cat="avoid", setup=[],
         turns=["ngl i game way too much. wanna keep it under 2 hours a day"],
         expect={"count": 1, "maxlen": 30,
                 "habits": [{"name": "~gam", "freq": ("daily",), "polarity": "avoid",
                             "target": {"amount": 2, "unit": "hour"}}],
                 "nomarks": [("~gam", TODAY)]}),

    dict(id="zo13", cat="slots", setup=[],
         turns=["add homework", "weekdays"],
         expect={"count": 1,
                 "habits": [{"name": "~homework", "freq": ("days", WEEKDAYS), "polarity": "build"}]}),

    # src: https://learnfingerpicking.com/why-daily-practice-is-important/
    dict(id="zo14", cat="add", setup=[],
         turns=["wanna practise guitar 15 mins every day, my teacher says even that much makes a difference"],
         expect={"count": 1, "maxlen": 30,
                 "habits": [{"name": "~guitar", "freq": ("daily",), "target": {"amount": 15}}]}),

    # "only got 10 mins" with a target: logged as an amount, not done
    dict(id="zo15", cat="log", setup=[],
         turns=["add guitar 20 minutes a day", "only got 10 mins in today cos i had a bio test"],
         expect={"count": 1,
                 "habits": [{"name": "~guitar", "freq": ("daily",), "target": {"amount": 20}}],
                 "marks": [("~guitar", TODAY, "partial", 10)]}),

    dict(id="zo16", cat="avoid",
         setup=[H("Gaming", polarity="avoid"), H("Homework", freq=("days", WEEKDAYS))],
         turns=["ok i caved and gamed all evening yesterday instead of revising"],
         expect={"count": 2,
                 "marks": [("Gaming", YESTERDAY, "slipped")],
                 "notdone": [("Homework", YESTERDAY)],
                 "nomarks": [("Gaming", TODAY), ("Homework", TODAY)]}),

    # src: https://medium.com/@ayklists/morning-and-night-teen-skincare-routine-4dea5c1db86f
    dict(id="zo17", cat="add", setup=[],
         turns=["i need to actually do my skincare every night before bed. remind me at 10pm"],
         expect={"count": 1, "maxlen": 30,
                 "habits": [{"name": "~skin", "freq": ("daily",), "polarity": "build"}],
                 "reminders": [("~skin", "22:00")]}),

    dict(id="zo18", cat="safety",
         setup=[H("Homework", freq=("days", WEEKDAYS)), H("Guitar"), H("Gaming", polarity="avoid")],
         turns=["my mom keeps saying homework before gaming \U0001F644",
                "my mate jake played guitar for like 3 hours yesterday, such a flex",
                "how many days in a row have i done guitar?"],
         expect={"unchanged": True}),

    dict(id="zo19", cat="robust",
         setup=[H("Homework", freq=("days", WEEKDAYS)), H("Guitar"), H("Skincare")],
         turns=["did homwork monday n tuesday, and guitar yday"],
         expect={"count": 3,
                 "habits": [{"name": "Homework", "freq": ("days", WEEKDAYS)},
                            {"name": "Guitar", "freq": ("daily",)}],
                 "marks": [("Homework", MON, "done"), ("Homework", YESTERDAY, "done"),
                           ("Guitar", YESTERDAY, "done")],
                 "nomarks": [("Homework", TODAY), ("Guitar", TODAY), ("Guitar", MON),
                             ("Skincare", YESTERDAY)]}),

    dict(id="zo20", cat="edit",
         setup=[H("Guitar"), H("Homework", freq=("days", WEEKDAYS))],
         turns=["can u rename guitar to guitar practice"],
         expect={"count": 2,
                 "habits": [{"name": "Guitar practice", "freq": ("daily",)},
                            {"name": "Homework", "freq": ("days", WEEKDAYS)}],
                 "nomarks": [("Guitar practice", TODAY)]}),

    # negation: "didnt do" never logs done
    dict(id="zo21", cat="log",
         setup=[H("Skincare"), H("Homework", freq=("days", WEEKDAYS))],
         turns=["didnt do my skincare last night lol, fell asleep on the sofa"],
         expect={"count": 2,
                 "habits": [{"name": "Skincare", "freq": ("daily",)}],
                 "notdone": [("Skincare", YESTERDAY)],
                 "nomarks": [("Skincare", TODAY), ("Homework", YESTERDAY)]}),

    # ------------------------------------------------------------------ the new dad
    # src: https://www.fatherly.com/health/walking-exercises-walk-to-workout
    dict(id="zo22", cat="multi", setup=[],
         turns=["since the baby came ive been doing nothing. want to get out for a walk with the pram every day and do pushups 3 times a week"],
         expect={"count": 2, "maxlen": 30,
                 "habits": [{"name": "~walk", "freq": ("daily",), "polarity": "build"},
                            {"name": "~push", "freq": ("weekly", 3), "polarity": "build"}]}),

    # src: https://sober-bliss.com/drink-at-weekends/
    dict(id="zo23", cat="avoid", setup=[],
         turns=["want to stop having beer on weeknights, so mon to thu"],
         expect={"count": 1, "maxlen": 30,
                 "habits": [{"name": "~beer", "freq": ("days", "mon tue wed thu"), "polarity": "avoid"}],
                 "nomarks": [("~beer", TODAY)]}),

    dict(id="zo24", cat="avoid",
         setup=[H("Beer", freq=("days", "mon tue wed thu"), polarity="avoid"), H("Pram walk")],
         turns=["had a couple of beers last night watching the match, oh well"],
         expect={"count": 2,
                 "habits": [{"name": "Beer", "freq": ("days", "mon tue wed thu"), "polarity": "avoid"}],
                 "marks": [("Beer", YESTERDAY, "slipped")],
                 "nomarks": [("Beer", TODAY), ("Pram walk", YESTERDAY)]}),

    # amounts add up over the day: 20 + 30 = 50 of 50
    dict(id="zo25", cat="log", setup=[],
         turns=["add pushups, 50 a day", "did 20 this morning", "30 more during his nap"],
         expect={"count": 1,
                 "habits": [{"name": "~push", "freq": ("daily",), "target": {"amount": 50}}],
                 "marks": [("~push", TODAY, "done", 50)]}),

    # src: https://www.afandpa.org/media/blog/fathers-day/2015/06/15/bedtime-reading-is-bonding-time
    dict(id="zo26", cat="free", setup=[],
         turns=["reading to her before bedtime is my fave part of the day, want to make it a habit every night"],
         expect={"count": 1, "maxlen": 30,
                 "habits": [{"name": "~read", "freq": ("daily",), "polarity": "build"}]}),

    # src: https://github.com/iSoron/uhabits/issues/88
    dict(id="zo27", cat="log",
         setup=[H("Pram walk"), H("Pushups", freq=("weekly", 3))],
         turns=["no pram walk on monday, it was absolutely chucking it down"],
         expect={"count": 2,
                 "habits": [{"name": "Pram walk", "freq": ("daily",)}],
                 "notdone": [("Pram walk", MON)],
                 "nomarks": [("Pram walk", TODAY), ("Pushups", MON)]}),

    dict(id="zo28", cat="correct", setup=[],
         turns=["add pushups 5 times a week", "actually make it 3, lets be realistic"],
         expect={"count": 1,
                 "habits": [{"name": "~push", "freq": ("weekly", 3)}]}),

    dict(id="zo29", cat="safety",
         setup=[H("Pram walk"), H("Pushups", freq=("weekly", 3)), H("Read to baby")],
         turns=["wife took the baby out in the pram this morning so i got a lie in",
                "knackered tbh, she was up 4 times last night"],
         expect={"unchanged": True, "nopauses": True}),

    dict(id="zo30", cat="group",
         setup=[H("Pram walk"), H("Pushups")],
         turns=["make a group called exercise with the pram walk and pushups, i only need to do one of them a day"],
         expect={"count": 2,
                 "groups": [{"name": "Exercise", "require": 1, "members": ["Pram walk", "Pushups"]}],
                 "nomarks": [("Pram walk", TODAY), ("Pushups", TODAY)]}),

    # ------------------------------------------------------------------ the business owner
    # src: https://www.developgoodhabits.com/inbox-zero-habit/
    dict(id="zo31", cat="free", setup=[],
         turns=["email is eating my whole day. i want to get to inbox zero every weekday"],
         expect={"count": 1, "maxlen": 30,
                 "habits": [{"name": "~inbox", "freq": ("days", WEEKDAYS), "polarity": "build"}]}),

    # src: https://www.sleekgeek.co.za/caffeine/
    dict(id="zo32", cat="avoid", setup=[],
         turns=["no coffee after 2pm from now on, its wrecking my sleep"],
         expect={"count": 1, "maxlen": 30,
                 "habits": [{"name": "~coffee", "freq": ("daily",), "polarity": "avoid"}],
                 "nomarks": [("~coffee", TODAY)]}),

    # src: https://github.com/xpavle00/Habo/issues/135
    # 2 + 2 = 4 cups against a limit of 3: over the limit is a slip
    dict(id="zo33", cat="avoid", setup=[],
         turns=["limit coffee to 3 cups a day", "had 2 before opening", "and another 2 after lunch ugh"],
         expect={"count": 1,
                 "habits": [{"name": "~coffee", "polarity": "avoid", "target": {"amount": 3}}],
                 "marks": [("~coffee", TODAY, "slipped", 4)]}),

    # src: https://mountainmindsetcounseling.com/2019/03/04/journal-everyday/
    dict(id="zo34", cat="slots", setup=[],
         turns=["i keep saying ill journal and never do it. add journaling", "5x a week"],
         expect={"count": 1, "maxlen": 30,
                 "habits": [{"name": "~journal", "freq": ("weekly", 5), "polarity": "build"}]}),

    dict(id="zo35", cat="multi",
         setup=[H("Inbox zero", freq=("days", WEEKDAYS)), H("Journal"),
                H("Gym", freq=("weekly", 3), marks=[(MON, "done")])],
         turns=["gym and journal done today. hows my gym week looking?"],
         expect={"count": 3,
                 "marks": [("Gym", TODAY, "done"), ("Journal", TODAY, "done"), ("Gym", MON, "done")],
                 "nomarks": [("Inbox zero", TODAY), ("Gym", YESTERDAY)],
                 "habits": [{"name": "Gym", "freq": ("weekly", 3)}]}),

    # "friday" in a report is the past one
    dict(id="zo36", cat="dates",
         setup=[H("Gym", freq=("weekly", 3)), H("Journal")],
         turns=["forgot to log gym on friday and saturday"],
         expect={"count": 2,
                 "habits": [{"name": "Gym", "freq": ("weekly", 3)}],
                 "marks": [("Gym", FRI, "done"), ("Gym", SAT, "done")],
                 "nomarks": [("Gym", TODAY), ("Gym", NEXT_FRI), ("Journal", FRI)]}),

    dict(id="zo37", cat="tier",
         setup=[H("Journal"), H("Gym", freq=("weekly", 3))],
         turns=["honestly journaling is more of a nice to have, not a must"],
         expect={"count": 2,
                 "habits": [{"name": "Journal", "tier": "nice", "freq": ("daily",)},
                            {"name": "Gym", "tier": "must"}],
                 "nomarks": [("Journal", TODAY)]}),

    # src: https://github.com/dohsimpson/HabitTrove/issues/1
    # reminder days are not a schedule change
    dict(id="zo38", cat="edit",
         setup=[H("Gym", freq=("weekly", 3))],
         turns=["remind me about the gym at 6:30am on mon wed and fri"],
         expect={"count": 1,
                 "habits": [{"name": "Gym", "freq": ("weekly", 3)}],
                 "reminders": [("Gym", "06:30", "mon wed fri")],
                 "nomarks": [("Gym", TODAY)]}),

    dict(id="zo39", cat="safety",
         setup=[H("Inbox zero", freq=("days", WEEKDAYS)), H("Journal"), H("Gym", freq=("weekly", 3))],
         turns=["can you email my accountant and tell him the invoices are late",
                "my business partner journals every single morning, wish i had her discipline",
                "im going to the gym tomorrow after the supplier meeting"],
         expect={"unchanged": True}),

    # delete is confirmed; "yes" applies it
    dict(id="zo40", cat="correct",
         setup=[H("Coffee after 2pm", polarity="avoid"), H("Gym", freq=("weekly", 3)), H("Journal")],
         turns=["delete the coffee after 2pm one, ive givn up on that lol", "yes"],
         expect={"count": 2,
                 "habits": [{"name": "Gym", "freq": ("weekly", 3)},
                            {"name": "Journal", "freq": ("daily",)}]}),
]
