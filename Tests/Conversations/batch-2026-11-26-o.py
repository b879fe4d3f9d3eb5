"""Fresh batch O for the habit coach: long-time users talking in a hurry.

Written blind (from SPEC.md, seeds/, eval/README.md, run_eval.py and the format notes at
the top of dev_cases.py only). Focus: catching up several habits and several days in one
message, "did X but not Y", slips named by the thing itself (beers, crisps, cigs, scrolling,
coffee), casual renames / archiving / restoring, groups referred to loosely, reminders changed
in a follow-up, answers to the coach's own predictable questions, and a good share of
messages that must change nothing.

Clock for every case: Wednesday 2026-03-04 09:00 (local = UTC).
  yesterday / last night = Tue 03-03, monday = 03-02, sunday = 03-01, saturday = 02-28,
  friday (in a report) = 02-27.

Setup habits are built with H(); every setup habit is created 2026-01-01, groups require 1.
A `# src:` comment names the public text a case's wording is paraphrased from.
"""

TODAY = "2026-03-04"
YESTERDAY = "2026-03-03"
MON = "2026-03-02"
SUN = "2026-03-01"
SAT = "2026-02-28"
FRI = "2026-02-27"


def H(name, freq=("daily",), tier="must", polarity="build", group=None, archived=False, marks=()):
    """A setup habit in the compact form run_eval.py's setup_doc() expects."""
    return {"name": name, "freq": freq, "tier": tier, "polarity": polarity,
            "group": group, "archived": archived, "marks": [tuple(m) for m in marks]}


CASES = [
    # ------------------------------------------------------------------ catching up, several days
    # src: https://spoke-1he.pages.dev/guides/how-to-recover-after-missing-a-habit/
    {"id": "o01", "cat": "dates",
     "setup": [H("Meditate"), H("Read"), H("Stretch", tier="nice")],
     "turns": ["ugh i forgot to log for a few days. meditated monday and tuesday, read last night before bed, and stretched on monday"],
     "expect": {"count": 3,
                "habits": [{"name": "Meditate", "freq": ("daily",)}, {"name": "Read", "freq": ("daily",)},
                           {"name": "Stretch", "freq": ("daily",)}],
                "marks": [("Meditate", MON, "done"), ("Meditate", YESTERDAY, "done"),
                          ("Read", YESTERDAY, "done"), ("Stretch", MON, "done")],
                "nomarks": [("Meditate", TODAY), ("Read", MON), ("Read", TODAY),
                            ("Stretch", YESTERDAY), ("Stretch", TODAY)]}},

    {"id": "o02", "cat": "log",
     "setup": [H("Gym", ("weekly", 3)), H("Swim", ("weekly", 2))],
     "turns": ["got to the gym yesterday but skipped the swim, pool was shut for cleaning"],
     "expect": {"count": 2,
                "marks": [("Gym", YESTERDAY, "done")],
                "notdone": [("Swim", YESTERDAY), ("Swim", TODAY)],
                "nomarks": [("Gym", TODAY)],
                "habits": [{"name": "Gym", "freq": ("weekly", 3)}, {"name": "Swim", "freq": ("weekly", 2)}]}},

    {"id": "o03", "cat": "log",
     "setup": [H("Yoga"), H("Read")],
     "turns": ["did yoga this mornin but not the readin, will try later"],
     "expect": {"count": 2,
                "marks": [("Yoga", TODAY, "done")],
                "notdone": [("Read", TODAY)],
                "nomarks": [("Yoga", YESTERDAY), ("Read", YESTERDAY)]}},

    # ------------------------------------------------------------------ slips named by the thing
    {"id": "o04", "cat": "avoid",
     "setup": [H("Drinking", polarity="avoid"), H("Read")],
     "turns": ["had a couple of beers last night at jess's leaving do"],
     "expect": {"count": 2,
                "habits": [{"name": "Drinking", "polarity": "avoid", "freq": ("daily",)}],
                "marks": [("Drinking", YESTERDAY, "slipped")],
                "nomarks": [("Drinking", TODAY), ("Read", YESTERDAY), ("Read", TODAY)]}},

    # src: https://www.verywellmind.com/smoking-relapse-this-is-how-it-happens-2825220
    {"id": "o05", "cat": "avoid",
     "setup": [H("Smoking", polarity="avoid"), H("Gym", ("weekly", 3))],
     "turns": ["smoked two at the pub on saturday night, had a few drinks and just caved"],
     "expect": {"count": 2,
                "marks": [("Smoking", SAT, "slipped")],
                "nomarks": [("Smoking", TODAY), ("Smoking", SUN), ("Gym", SAT)]}},

    # src: http://blog.deimel.org/2021/05/cant-eat-just-one.html
    {"id": "o06", "cat": "avoid",
     "setup": [H("Late night snacking", polarity="avoid"), H("Doomscrolling", polarity="avoid"), H("Walk")],
     "turns": ["demolished a whole bag of crisps at 11pm last night 🙃"],
     "expect": {"count": 3,
                "marks": [("Late night snacking", YESTERDAY, "slipped")],
                "nomarks": [("Late night snacking", TODAY), ("Doomscrolling", YESTERDAY), ("Walk", YESTERDAY)]}},

    # src: https://technotrovenews.com/mobile/doomscrolling-ruins-my-quality-sleep-how-i-put-a-rest-to-it/
    {"id": "o07", "cat": "avoid",
     "setup": [H("Doomscrolling", polarity="avoid"), H("Read")],
     "turns": ["doomscrolled in bed last night instead of reading. again."],
     "expect": {"count": 2,
                "marks": [("Doomscrolling", YESTERDAY, "slipped")],
                "notdone": [("Read", YESTERDAY)],
                "nomarks": [("Read", TODAY), ("Doomscrolling", TODAY)]}},

    # src: https://community.joinmonument.com/post/5-weeks-today-6046a1943b664e7b40907f4f
    {"id": "o08", "cat": "safety",
     "setup": [H("Drinking", polarity="avoid", marks=[("2026-01-25", "slipped")]), H("Walk")],
     "turns": ["camping this weekend was hard, everyone was on the beers and i stuck to the alcohol free ones. 5 weeks now"],
     "expect": {"count": 2,
                "habits": [{"name": "Drinking", "polarity": "avoid"}],
                "marks": [("Drinking", "2026-01-25", "slipped")],
                "nomarks": [("Drinking", SAT), ("Drinking", SUN), ("Drinking", TODAY)],
                "nopauses": True}},

    {"id": "o09", "cat": "dates",
     "setup": [H("Run", ("weekly", 3)), H("Read")],
     "turns": ["ok catching up - sat: run + read. sun: just read. mon: nothing lol. tue: run"],
     "expect": {"count": 2,
                "habits": [{"name": "Run", "freq": ("weekly", 3)}, {"name": "Read", "freq": ("daily",)}],
                "marks": [("Run", SAT, "done"), ("Read", SAT, "done"), ("Read", SUN, "done"),
                          ("Run", YESTERDAY, "done")],
                "notdone": [("Run", MON), ("Read", MON)],
                "nomarks": [("Run", SUN), ("Read", YESTERDAY), ("Run", TODAY), ("Read", TODAY)]}},

    {"id": "o10", "cat": "dates",
     "setup": [H("Gym", ("weekly", 3)), H("Meditate")],
     "turns": ["was ill monday n tuesday so no gym, but i still meditated both days"],
     "expect": {"count": 2,
                "habits": [{"name": "Gym", "freq": ("weekly", 3)}, {"name": "Meditate", "freq": ("daily",)}],
                "marks": [("Meditate", MON, "done"), ("Meditate", YESTERDAY, "done")],
                "notdone": [("Gym", MON), ("Gym", YESTERDAY)],
                "nomarks": [("Meditate", TODAY), ("Gym", TODAY)]}},

    # ------------------------------------------------------------------ renames, archive, restore
    {"id": "o11", "cat": "edit",
     "setup": [H("Running", ("weekly", 3)), H("Read")],
     "turns": ["rename running to jogging pls, i'm not exactly fast lol"],
     "expect": {"count": 2,
                "habits": [{"name": "Jogging", "freq": ("weekly", 3), "archived": False},
                           {"name": "Read", "freq": ("daily",)}]}},

    {"id": "o12", "cat": "edit",
     "setup": [H("Duolingo"), H("Meditate")],
     "turns": ["call duolingo 'spanish' from now on, i switched apps"],
     "expect": {"count": 2,
                "habits": [{"name": ["Spanish", "Spanish practice"], "freq": ("daily",), "archived": False},
                           {"name": "Meditate"}]}},

    # src: https://github.com/shub39/Grit/issues/161
    {"id": "o13", "cat": "edit",
     "setup": [H("Study for exams"), H("Read")],
     "turns": ["exams are finally over!! hide the study habit till next semester, don't delete it tho i want the stats"],
     "expect": {"count": 2,
                "habits": [{"name": "Study for exams", "archived": True},
                           {"name": "Read", "archived": False}]}},

    {"id": "o14", "cat": "edit",
     "setup": [H("Guitar", archived=True), H("Read")],
     "turns": ["bring guitar bakc pls, i've started playing again"],
     "expect": {"count": 2,
                "habits": [{"name": "Guitar", "archived": False, "freq": ("daily",)},
                           {"name": "Read", "archived": False}]}},

    # ------------------------------------------------------------------ groups, loosely named
    {"id": "o15", "cat": "group",
     "setup": [H("Running", ("weekly", 2), group="Exercise"), H("Gym", ("weekly", 2), group="Exercise"), H("Read")],
     "turns": ["add yoga to my workout group, twice a week"],
     "expect": {"count": 4,
                "habits": [{"name": ["Yoga", "Do yoga"], "freq": ("weekly", 2), "group": "Exercise"},
                           {"name": "Read", "group": None}],
                "groups": [{"name": "Exercise"}]}},

    {"id": "o16", "cat": "group",
     "setup": [H("Running", ("weekly", 2), group="Exercise"), H("Gym", ("weekly", 2), group="Exercise"),
               H("Swim", ("weekly", 1), group="Exercise"), H("Read")],
     "turns": ["change the exercise group so i need to do 2 of them, not just 1"],
     "expect": {"count": 4,
                "groups": [{"name": "Exercise", "require": 2, "members": ["Running", "Gym", "Swim"]}]}},

    {"id": "o17", "cat": "group",
     "setup": [H("Running", ("weekly", 2), group="Exercise"), H("Gym", ("weekly", 2), group="Exercise")],
     "turns": ["add swimming twice a week", "yeah go on"],
     "expect": {"count": 3,
                "habits": [{"name": ["Swimming", "Swim", "Go swimming"], "freq": ("weekly", 2),
                            "polarity": "build", "group": "Exercise"}]}},

    {"id": "o18", "cat": "group",
     "setup": [H("Guitar", group="Creative"), H("Drawing", group="Creative"), H("Painting", group="Creative"), H("Read")],
     "turns": ["take painting out of the creative stuff, haven't touched it in months"],
     "expect": {"count": 4,
                "habits": [{"name": "Painting", "group": None}],
                "groups": [{"name": "Creative", "members": ["Guitar", "Drawing"]}]}},

    # ------------------------------------------------------------------ reminders changed in a follow-up
    {"id": "o19", "cat": "correct",
     "setup": [H("Read")],
     "turns": ["remind me to read at 9pm", "actually make that 10"],
     "expect": {"count": 1, "reminders": [("Read", "22:00")]}},

    {"id": "o20", "cat": "correct",
     "setup": [H("Gym", ("weekly", 3)), H("Read")],
     "turns": ["remind me about the gym at 6:30pm", "only on mon wed fri though"],
     "expect": {"count": 2, "habits": [{"name": "Gym", "freq": ("weekly", 3)}],
                "reminders": [("Gym", "18:30", "mon wed fri")]}},

    # ------------------------------------------------------------------ must change nothing
    {"id": "o21", "cat": "safety",
     "setup": [H("Running", ("weekly", 3)), H("Read")],
     "turns": ["my flatmate ran a half marathon on sunday, absolute madness"],
     "expect": {"unchanged": True}},

    # src: https://www.3fatchicks.com/forum/showthread.php?styleid=50&t=115093
    {"id": "o22", "cat": "safety",
     "setup": [H("Gym", ("weekly", 3)), H("Meditate")],
     "turns": ["every day i plan to work out and by 3pm ive talked myself out of it. kinda fed up with myself tbh"],
     "expect": {"unchanged": True}},

    # src: http://www.andipetty.com/category/addiction/
    {"id": "o23", "cat": "query",
     "setup": [H("Drinking", polarity="avoid", marks=[("2026-02-13", "slipped")]), H("Walk")],
     "turns": ["how long has it been since my last drink? feels like ages"],
     "expect": {"unchanged": True}},

    # src: https://dopaminedefender.com/blog/how-to-set-app-limits-that-work
    {"id": "o24", "cat": "safety",
     "setup": [H("Instagram", polarity="avoid"), H("Read")],
     "turns": ["can you block instagram on my phone after 10pm? i just hit ignore on the screen time limit every single time"],
     "expect": {"unchanged": True}},

    # src: http://colls-thistimeimeanit.blogspot.com/2009/11/sleep-vs-gym-sleep-won.html
    {"id": "o25", "cat": "safety",
     "setup": [H("Gym", ("weekly", 3)), H("Read")],
     "turns": ["couldnt drag myself out of bed for the gym this morning, i'll go after work tonight"],
     "expect": {"count": 2, "notdone": [("Gym", TODAY)],
                "nomarks": [("Read", TODAY), ("Gym", YESTERDAY)],
                "habits": [{"name": "Gym", "freq": ("weekly", 3)}]}},

    # src: http://undergroundvixen.blogspot.com/2010/06/i-prefer-morning-workouts.html
    {"id": "o26", "cat": "log",
     "setup": [H("Gym", ("weekly", 3)), H("Read")],
     "turns": ["didnt make it to the gym yesterday, forgot my headphones and just couldnt be bothered after that"],
     "expect": {"count": 2, "notdone": [("Gym", YESTERDAY)],
                "nomarks": [("Gym", TODAY), ("Read", YESTERDAY), ("Read", TODAY)]}},

    {"id": "o27", "cat": "safety",
     "setup": [H("Yoga class", ("weekly", 2)), H("Journal")],
     "turns": ["yoga got cancelled this morning, the teacher was off sick"],
     "expect": {"count": 2, "notdone": [("Yoga class", TODAY)],
                "nomarks": [("Journal", TODAY)],
                "habits": [{"name": "Yoga class", "freq": ("weekly", 2)}]}},

    {"id": "o28", "cat": "safety",
     "setup": [H("Read"), H("Running", ("weekly", 3))],
     "turns": ["any good podcast recs for my commute? something not about productivity lol"],
     "expect": {"unchanged": True}},

    {"id": "o29", "cat": "safety",
     "setup": [H("Read"), H("Meditate")],
     "turns": ["my mum wants to start walking every day, she should honestly get this app"],
     "expect": {"unchanged": True}},

    {"id": "o30", "cat": "safety",
     "setup": [H("Read"), H("Gym", ("weekly", 3))],
     "turns": ["fyi i work 8 to 4 now, new job"],
     "expect": {"unchanged": True}},

    {"id": "o31", "cat": "query",
     "setup": [H("Read"), H("Meditate", marks=[(TODAY, "done")]), H("Gym", ("weekly", 3))],
     "turns": ["whats left for today?"],
     "expect": {"unchanged": True}},

    # ------------------------------------------------------------------ amounts on an avoid habit
    {"id": "o32", "cat": "avoid",
     "setup": [H("Read")],
     "turns": ["i wanna cut back on coffee, max 2 a day", "had 3 coffees today ugh"],
     "expect": {"count": 2,
                "habits": [{"name": "~coffee", "polarity": "avoid", "freq": ("daily",), "target": {"amount": 2}}],
                "marks": [("~coffee", TODAY, "slipped", 3)],
                "nomarks": [("Read", TODAY)]}},

    # ------------------------------------------------------------------ tier and schedule edits
    {"id": "o33", "cat": "tier",
     "setup": [H("Floss"), H("Journal")],
     "turns": ["can you make journaling a bonus one, not a must"],
     "expect": {"count": 2,
                "habits": [{"name": "Journal", "tier": "nice", "freq": ("daily",)},
                           {"name": "Floss", "tier": "must"}]}},

    # src: http://runperry.com/2013/08/taking-it-easy-knees-are-hurting/
    {"id": "o34", "cat": "edit",
     "setup": [H("Running", ("weekly", 3)), H("Read")],
     "turns": ["my knees have been sore so drop running to twice a week for now"],
     "expect": {"count": 2,
                "habits": [{"name": "Running", "freq": ("weekly", 2)}, {"name": "Read", "freq": ("daily",)}],
                "nomarks": [("Running", TODAY)]}},

    # ------------------------------------------------------------------ adding, answering the coach
    {"id": "o35", "cat": "slots",
     "setup": [H("Read"), H("Meditate")],
     "turns": ["add stretching", "3x a week"],
     "expect": {"count": 3,
                "habits": [{"name": ["Stretching", "Stretch"], "freq": ("weekly", 3), "polarity": "build"}]}},

    {"id": "o36", "cat": "avoid",
     "setup": [H("Gym", ("weekly", 3))],
     "turns": ["need to cut out energy drinks, they're wrecking my sleep"],
     "expect": {"count": 2, "maxlen": 30,
                "habits": [{"name": "~energy drink", "polarity": "avoid", "freq": ("daily",)}]}},

    # ------------------------------------------------------------------ corrections
    # src: https://github.com/codito/habito/pull/7
    {"id": "o37", "cat": "correct",
     "setup": [H("Meditate"), H("Read")],
     "turns": ["meditated", "wait no i did that last night before bed, put it on yesterday"],
     "expect": {"count": 2,
                "marks": [("Meditate", YESTERDAY, "done")],
                "nomarks": [("Meditate", TODAY), ("Read", TODAY), ("Read", YESTERDAY)]}},

    # ------------------------------------------------------------------ several requests at once
    {"id": "o38", "cat": "multi",
     "setup": [H("Gym", ("weekly", 3)), H("Smoking", polarity="avoid"), H("Read")],
     "turns": ["quick update: gym yesterday, had one cig after dinner last night, and skipping reading tonight cos i'm out"],
     "expect": {"count": 3,
                "marks": [("Gym", YESTERDAY, "done"), ("Smoking", YESTERDAY, "slipped"), ("Read", TODAY, "skipped")],
                "nomarks": [("Gym", TODAY), ("Smoking", TODAY), ("Read", YESTERDAY)]}},

    # ------------------------------------------------------------------ confirmed delete, which-habit answer
    {"id": "o39", "cat": "edit",
     "setup": [H("Cold showers", marks=[(MON, "done"), (YESTERDAY, "done")]), H("Read")],
     "turns": ["delete the cold shower one, never doing that again lol", "yep"],
     "expect": {"count": 1, "habits": [{"name": "Read", "archived": False}]}},

    {"id": "o40", "cat": "slots",
     "setup": [H("Morning run", ("weekly", 2)), H("Evening run", ("weekly", 2))],
     "turns": ["went for a run yesterday", "the evening one"],
     "expect": {"count": 2,
                "marks": [("Evening run", YESTERDAY, "done")],
                "nomarks": [("Morning run", YESTERDAY), ("Morning run", TODAY), ("Evening run", TODAY)]}},
]
