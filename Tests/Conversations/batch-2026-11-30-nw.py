"""Fresh blind batch NW: brand-new users in their first conversation.

Vague goals, "what can you do", three or four habits at once with sloppy answers to the
coach's follow-up questions, changes of mind halfway, then logging the first day.
Written from ../shared/SPEC.md, the seeds, eval/README.md and run_eval.py only.

Clock: Wednesday 2026-03-04 09:00. yesterday = Tue 03-03, "monday" (report) = 03-02,
"friday" in a report = 02-27, "friday" in a plan/skip = 03-06, "last night" = 03-03.
"""

TODAY = "2026-03-04"
YESTERDAY = "2026-03-03"
MON = "2026-03-02"
SUN = "2026-03-01"
FRI = "2026-02-27"
NEXT_FRI = "2026-03-06"


def H(name, freq=("daily",), tier="must", polarity="build", group=None, archived=False, marks=()):
    """A setup habit in the compact form run_eval.setup_doc reads."""
    return {"name": name, "freq": freq, "tier": tier, "polarity": polarity, "group": group,
            "archived": archived, "marks": list(marks)}


CASES = [
    # ---------------------------------------------------------------- opening / vague goals
    dict(id="NW01", cat="safety", setup=[],
         turns=["hi, just downloaded this. what can you actually do?"],
         expect={"count": 0, "reply": r"(?i)habit"}),

    # src: https://myhealtheffort.com/2016/11/16/how-i-plan-to-start-my-health-effort-and-how-you-could-to/
    dict(id="NW02", cat="safety", setup=[],
         turns=["i want to get healthier this year, no idea where to even start tbh"],
         expect={"count": 0}),

    # src: https://anshikaismessy.substack.com/p/how-to-get-your-life-together
    dict(id="NW03", cat="safety", setup=[],
         turns=["honestly i'm kind of a mess, i make these big routines and drop them after like 5 days lol"],
         expect={"count": 0}),

    # ---------------------------------------------------------------- single-message requests
    # src: https://johnholtwriter.com/help-me-choose-a-new-habit/
    dict(id="NW04", cat="multi", setup=[],
         turns=["ok can you add: drink 8 glasses of water a day, read 20 pages every night, and gym 3x a week"],
         expect={"count": 3, "habits": [
             {"name": "~water", "freq": ("daily",), "target": {"amount": 8, "unit": "glass"}},
             {"name": "~read", "freq": ("daily",), "target": {"amount": 20, "unit": "page"}},
             {"name": "~gym", "freq": ("weekly", 3)},
         ]}),

    # src: https://nightwalks.bearblog.dev/day-001-of-quitting-vaping
    dict(id="NW05", cat="avoid", setup=[],
         turns=["i really want to quit vaping"],
         expect={"count": 1, "habits": [
             {"name": ["Vaping", "Vape", "Vapes"], "polarity": "avoid", "freq": ("daily",)}]}),

    dict(id="NW06", cat="group", setup=[],
         turns=["make a group called creative with guitar and drawing, i only need to do one of them a day"],
         expect={"count": 2,
                 "habits": [{"name": ["Guitar", "Play guitar", "Playing guitar"], "group": "Creative"},
                            {"name": ["Drawing", "Draw"], "group": "Creative"}],
                 "groups": [{"name": "Creative", "require": 1}]}),

    # src: https://github.com/FriesI23/mhabit/issues/627
    dict(id="NW07", cat="edit", setup=[H("Read")],
         turns=["can u remind me to read at 9pm on weekdays"],
         expect={"count": 1, "habits": [{"name": "Read", "freq": ("daily",)}],
                 "reminders": [("Read", "21:00", "mon tue wed thu fri")]}),

    # src: https://github.com/DanielRendox/RoutineTracker/issues/25
    dict(id="NW08", cat="add", setup=[],
         turns=["add take my vitamins every morning and remind me at 8"],
         expect={"count": 1, "habits": [{"name": "~vitamin", "freq": ("daily",)}],
                 "reminders": [("~vitamin", "08:00")]}),

    dict(id="NW09", cat="edit", setup=[H("Go running", ("weekly", 2))],
         turns=["rename go running to just run"],
         expect={"count": 1, "habits": [{"name": "Run", "freq": ("weekly", 2)}]}),

    # src: https://beyourownsunshinee.ca/2022/06/17/reviewing-the-habit-tracker-app-after-the-first-week/
    dict(id="NW10", cat="log", setup=[H("Meditate"), H("Walk"), H("Read")],
         turns=["ok first day done! meditated and went for a walk, didnt get round to reading tho"],
         expect={"count": 3,
                 "marks": [("Meditate", TODAY, "done"), ("Walk", TODAY, "done")],
                 "notdone": [("Read", TODAY)]}),

    # src: https://github.com/BaraniVA/Habitheat/issues/45
    dict(id="NW11", cat="log", setup=[H("Yoga")],
         turns=["skip yoga today, think i'm coming down with something"],
         expect={"count": 1, "marks": [("Yoga", TODAY, "skipped")]}),

    dict(id="NW12", cat="dates", setup=[H("Read"), H("Walk"), H("Meditate")],
         turns=["yesterday i read and walked, today only meditated so far"],
         expect={"count": 3,
                 "marks": [("Read", YESTERDAY, "done"), ("Walk", YESTERDAY, "done"),
                           ("Meditate", TODAY, "done")],
                 "nomarks": [("Read", TODAY), ("Walk", TODAY), ("Meditate", YESTERDAY)]}),

    dict(id="NW13", cat="dates", setup=[H("Gym", ("weekly", 3))],
         turns=["went to the gym monday and again yesterday"],
         expect={"count": 1, "habits": [{"name": "Gym", "freq": ("weekly", 3)}],
                 "marks": [("Gym", MON, "done"), ("Gym", YESTERDAY, "done")],
                 "nomarks": [("Gym", TODAY)]}),

    # src: https://frostloop.wordpress.com/2013/07/12/on-quitting-and-relapses/
    dict(id="NW14", cat="avoid", setup=[H("Smoking", polarity="avoid")],
         turns=["had 2 cigs last night after a few drinks ugh"],
         expect={"count": 1, "habits": [{"name": "Smoking", "polarity": "avoid"}],
                 "marks": [("Smoking", YESTERDAY, "slipped")],
                 "nomarks": [("Smoking", TODAY)]}),

    dict(id="NW15", cat="robust", setup=[],
         turns=["add meditaton 10 mins evry day"],
         expect={"count": 1, "habits": [{"name": "~medit", "freq": ("daily",), "target": {"amount": 10}}]}),

    dict(id="NW16", cat="dates", setup=[H("Run", ("weekly", 2))],
         turns=["oh i also went for a run on friday, forgot to log it"],
         expect={"count": 1, "habits": [{"name": "Run", "freq": ("weekly", 2)}],
                 "marks": [("Run", FRI, "done")],
                 "nomarks": [("Run", TODAY)]}),

    dict(id="NW17", cat="multi", setup=[],
         turns=["add reading every day and flossing every night, and i already did my reading today"],
         expect={"count": 2,
                 "habits": [{"name": "~read", "freq": ("daily",)}, {"name": "~floss", "freq": ("daily",)}],
                 "marks": [("~read", TODAY, "done")],
                 "nomarks": [("~floss", TODAY)]}),

    # ---------------------------------------------------------------- two-to-four-turn exchanges
    dict(id="NW18", cat="slots", setup=[],
         turns=["i want to start running but i never get round to it", "twice a week prob"],
         expect={"count": 1, "habits": [{"name": ["Go running", "Running", "Run", "Start running"],
                                         "freq": ("weekly", 2)}]}),

    dict(id="NW19", cat="slots", setup=[],
         turns=["hey", "i keep putting off meditating tbh", "every morning i guess", "thats all for now"],
         expect={"count": 1, "habits": [{"name": "~medit", "freq": ("daily",), "polarity": "build"}]}),

    # src: https://www.michellelivingston.com/blog/archive/2017/09
    dict(id="NW20", cat="correct", setup=[],
         turns=["add journaling", "every day", "actually make it 3 times a week"],
         expect={"count": 1, "habits": [{"name": "~journal", "freq": ("weekly", 3)}]}),

    dict(id="NW21", cat="avoid", setup=[],
         turns=["i need to quit biting my nails", "ugh already did it this morning lol"],
         expect={"count": 1,
                 "habits": [{"name": "~nail", "polarity": "avoid", "freq": ("daily",)}],
                 "marks": [("~nail", TODAY, "slipped")]}),

    # src: https://github.com/prajwalsk53/HealthSphere/issues/19
    dict(id="NW22", cat="slots", setup=[],
         turns=["add drink 8 glasses of water a day", "drank 3 already"],
         expect={"count": 1,
                 "habits": [{"name": "~water", "freq": ("daily",), "target": {"amount": 8, "unit": "glass"}}],
                 "marks": [("~water", TODAY, "partial", 3)]}),

    # src: https://github.com/andrewjiang/flowe-os/issues/27
    dict(id="NW23", cat="slots", setup=[],
         turns=["i wanna drink 2 litres of water a day", "had a litre this morning",
                "and another half litre just now"],
         expect={"count": 1,
                 "habits": [{"name": "~water", "freq": ("daily",), "target": {"amount": 2}}],
                 "marks": [("~water", TODAY, "partial", 1.5)]}),

    dict(id="NW24", cat="slots", setup=[],
         turns=["add read and floss", "both daily", "read already today, floss tonight"],
         expect={"count": 2,
                 "habits": [{"name": "~read", "freq": ("daily",)}, {"name": "~floss", "freq": ("daily",)}],
                 "marks": [("~read", TODAY, "done")],
                 "nomarks": [("~floss", TODAY)]}),

    # src: https://thehabittrackerhome.wordpress.com/tag/habits/page/2/
    dict(id="NW25", cat="correct", setup=[],
         turns=["add cold showers", "never mind, forget it"],
         expect={"count": 0}),

    dict(id="NW26", cat="correct", setup=[],
         turns=["add cold showers every day", "actually scrap that, i'm not ready lol", "yes"],
         expect={"count": 0}),

    # src: http://herohealthroom.com/2015/04/01/which-habit-to-start-with/
    dict(id="NW27", cat="slots", setup=[],
         turns=["ok i want 3 things: read more, drink more water, and stop eating junk after 9pm",
                "daily", "daily too"],
         expect={"count": 3, "habits": [
             {"name": "~read", "freq": ("daily",), "polarity": "build"},
             {"name": "~water", "freq": ("daily",), "polarity": "build"},
             {"name": "~junk", "freq": ("daily",), "polarity": "avoid"},
         ]}),

    dict(id="NW28", cat="slots", setup=[],
         turns=["add gym 3 times a week and a walk every day", "went for a walk already this morning",
                "gym tomorrow prob"],
         expect={"count": 2,
                 "habits": [{"name": "~gym", "freq": ("weekly", 3)}, {"name": "~walk", "freq": ("daily",)}],
                 "marks": [("~walk", TODAY, "done")],
                 "nomarks": [("~gym", TODAY)]}),

    # src: https://inithabits.com/blog/how-many-habits-should-i-track
    dict(id="NW29", cat="edit", setup=[H("Read"), H("Journal"), H("Gym", ("weekly", 3))],
         turns=["delete journal, i'm not gonna keep it up", "yes"],
         expect={"count": 2, "habits": [{"name": "Read", "freq": ("daily",)},
                                        {"name": "Gym", "freq": ("weekly", 3)}]}),

    dict(id="NW30", cat="tier", setup=[],
         turns=["add piano practice", "weekdays", "and make it a nice to have not a must"],
         expect={"count": 1, "habits": [{"name": "~piano", "freq": ("days", "mon tue wed thu fri"),
                                         "tier": "nice"}]}),

    # ---------------------------------------------------------------- must change nothing
    dict(id="NW31", cat="safety", setup=[],
         turns=["my sister goes to the gym like 5 times a week and i'm low key jealous"],
         expect={"count": 0}),

    dict(id="NW32", cat="safety", setup=[],
         turns=["can you block instagram on my phone while i'm at work"],
         expect={"count": 0}),

    dict(id="NW33", cat="safety", setup=[],
         turns=["do you sync with apple health or fitbit?"],
         expect={"count": 0}),

    dict(id="NW34", cat="safety", setup=[H("Run", ("weekly", 3))],
         turns=["gonna go for a run after work tonight"],
         expect={"unchanged": True}),

    dict(id="NW35", cat="safety", setup=[H("Meditate")],
         turns=["didn't meditate today, couldn't focus at all"],
         expect={"count": 1, "habits": [{"name": "Meditate", "freq": ("daily",)}],
                 "notdone": [("Meditate", TODAY)], "nomarks": [("Meditate", YESTERDAY)]}),

    dict(id="NW36", cat="query",
         setup=[H("Read", marks=[(MON, "done"), (YESTERDAY, "done")]), H("Walk", marks=[(YESTERDAY, "done")])],
         turns=["how am i doing so far?"],
         expect={"unchanged": True}),

    dict(id="NW37", cat="query",
         setup=[H("Read", marks=[(MON, "done"), (YESTERDAY, "done")]), H("Walk", marks=[(YESTERDAY, "done")])],
         turns=["what's left for today?"],
         expect={"unchanged": True, "reply": r"(?i)walk"}),

    dict(id="NW38", cat="safety", setup=[H("Meditate"), H("Walk"), H("Read")],
         turns=["i did it!!"],
         expect={"count": 3, "nomarks": [("Meditate", TODAY), ("Walk", TODAY), ("Read", TODAY)]}),

    dict(id="NW39", cat="safety", setup=[],
         turns=["my week starts on sunday btw"],
         expect={"count": 0, "nopauses": True}),

    # src: https://github.com/iSoron/uhabits/issues/88
    dict(id="NW40", cat="dates", setup=[H("Swim", ("days", "mon wed fri"))],
         turns=["no swimming friday, the pool's shut for a gala"],
         expect={"count": 1, "habits": [{"name": "Swim", "freq": ("days", "mon wed fri")}],
                 "nomarks": [("Swim", FRI), ("Swim", TODAY)],
                 "notdone": [("Swim", NEXT_FRI)]}),
]
