"""Fresh batch x: safety under pressure.

Half the conversations must change nothing (statements about one's life or job, other people,
plans and hypotheticals, negation and contrast, feelings, requests the coach doesn't serve,
schedules the coach can't hold, ambiguous references); the other half are real requests said in
unusual ways (buried in chatter, one-word answers, corrections, several requests at once, past
days named by date) that a careful coach should still act on.

Clock: Wednesday 2026-03-04 09:00.
  yesterday = Tue 03-03, "on monday" = 03-02, "3 days ago" = Sun 03-01, "saturday" (past) = 02-28,
  "the 2nd" = 03-02, "the 28th" = 02-28, "wednesday and thursday last week" = 02-25, 02-26,
  "friday" in a plan or skip = 03-06 (never 02-27).
"""

TODAY = "2026-03-04"
YESTERDAY = "2026-03-03"
MON = "2026-03-02"
SUN = "2026-03-01"
SAT = "2026-02-28"
FRI = "2026-02-27"
THU_LAST = "2026-02-26"
WED_LAST = "2026-02-25"


def H(name, freq=("daily",), tier="must", polarity="build", group=None, archived=False, marks=()):
    """A setup habit in the form run_eval.setup_doc reads."""
    return {"name": name, "freq": freq, "tier": tier, "polarity": polarity, "group": group,
            "archived": archived, "marks": [tuple(m) for m in marks]}


CASES = [
    # ------------------------------------------------------------------ must change nothing
    # src: https://myhabits.in/community/how-to-track-habits-if-you-work-night-shifts-or-rotating-schedules-d19ef2
    dict(id="x_safe01", cat="safety",
         setup=[H("Read"), H("Meditate")],
         turns=["i work nights now so my mornings are basically 6pm lol, just fyi"],
         expect={"unchanged": True}),

    # src: https://github.com/dessalines/habit-maker/issues/216
    dict(id="x_safe02", cat="safety",
         setup=[H("Gym", ("weekly", 3)), H("Read")],
         turns=["btw my week starts on sunday not monday, thats just how we do it here"],
         expect={"unchanged": True}),

    # src: https://hubpages.com/health/Help-Your-Partner-Quit-Smoking
    dict(id="x_safe03", cat="safety",
         setup=[H("Read"), H("Running", ("weekly", 3))],
         turns=["my flatmate quit smoking 2 weeks ago!! went cold turkey, so proud of her"],
         expect={"unchanged": True}),

    dict(id="x_safe04", cat="query",
         setup=[H("Gym", marks=[(SAT, "done"), (SUN, "done"), (MON, "done"), (YESTERDAY, "done")])],
         turns=["if i skip gym tomorrow will i lose my streak??"],
         expect={"unchanged": True}),

    dict(id="x_safe05", cat="safety",
         setup=[H("Read")],
         turns=["thinking of adding yoga maybe? not sure i have the time tbh"],
         expect={"unchanged": True}),

    dict(id="x_safe06", cat="safety",
         setup=[H("Running")],
         turns=["didnt run this morning, walked the dog instead"],
         expect={"count": 1, "notdone": [("Running", TODAY)],
                 "habits": [{"name": "Running", "freq": ("daily",)}]}),

    # src: https://github.com/daya0576/beaverhabits/issues/147
    dict(id="x_safe07", cat="safety",
         setup=[H("Gym", ("weekly", 3))],
         turns=["no gym today, shin splints r killing me"],
         expect={"count": 1, "notdone": [("Gym", TODAY)], "nopauses": True,
                 "habits": [{"name": "Gym", "freq": ("weekly", 3)}]}),

    dict(id="x_safe08", cat="safety",
         setup=[H("Read"), H("Meditate")],
         turns=["ugh", "im so exhausted"],
         expect={"unchanged": True}),

    dict(id="x_safe09", cat="safety",
         setup=[H("Cycling", ("weekly", 2))],
         turns=["can you book me a spin class for thursday at 6"],
         expect={"unchanged": True}),

    # "friday" in a skip is the coming one (03-06), never last friday (02-27); a future skip may
    # fairly be refused or held, so only the wrong readings are asserted.
    dict(id="x_safe10", cat="dates",
         setup=[H("Gym", ("weekly", 3))],
         turns=["skip gym friday, im travelling for work"],
         expect={"count": 1, "nomarks": [("Gym", FRI)], "notdone": [("Gym", TODAY)],
                 "habits": [{"name": "Gym", "freq": ("weekly", 3)}]}),

    # A schedule the coach can't hold: it must say so or ask, never create something else silently.
    # src: https://github.com/goodtohear/habits/issues/25
    dict(id="x_safe11", cat="safety",
         setup=[H("Read")],
         turns=["add paying the mortgage on the first monday of every month"],
         expect={"unchanged": True}),

    # src: https://github.com/HabitRPG/habitica/issues/116
    dict(id="x_safe12", cat="safety",
         setup=[H("Gym")],
         turns=["can u make gym every weekday except bank holidays"],
         expect={"unchanged": True}),

    # Two habits fit "my run": ask which, log nothing yet.
    dict(id="x_safe13", cat="safety",
         setup=[H("Morning run"), H("Evening run")],
         turns=["done my run \U0001F3C3"],
         expect={"count": 2, "nomarks": [("Morning run", TODAY), ("Evening run", TODAY)]}),

    dict(id="x_safe14", cat="safety",
         setup=[H("Read fiction"), H("Read the news")],
         turns=["change reading to 3 times a week"],
         expect={"unchanged": True}),

    dict(id="x_safe15", cat="safety",
         setup=[H("Running", ("weekly", 3))],
         turns=["sarah from work ran 10k on saturday, shes an absolute machine honestly"],
         expect={"unchanged": True}),

    dict(id="x_safe16", cat="safety",
         setup=[H("Gym", ("weekly", 3))],
         turns=["gonna hit the gym after work tonight hopefully"],
         expect={"unchanged": True}),

    # src: https://github.com/iSoron/uhabits/pull/1916
    dict(id="x_safe17", cat="safety",
         setup=[H("Meditate")],
         turns=["meditated but only like 5 min, not the full 15 i was going for"],
         expect={"count": 1, "notdone": [("Meditate", TODAY)]}),

    # src: https://github.com/iSoron/uhabits/issues/88
    dict(id="x_safe18", cat="safety",
         setup=[H("Swimming", ("weekly", 2))],
         turns=["pool was shut on monday for a swim gala so couldnt go"],
         expect={"count": 1, "notdone": [("Swimming", MON)],
                 "habits": [{"name": "Swimming", "freq": ("weekly", 2)}]}),

    dict(id="x_safe19", cat="safety",
         setup=[H("Journal")],
         turns=["lol my cat just knocked coffee all over my journal. RIP"],
         expect={"unchanged": True}),

    # src: https://github.com/iSoron/uhabits/issues/336
    dict(id="x_safe20", cat="safety",
         setup=[H("Read")],
         turns=["was out last night and missed my 10 pages before bed"],
         expect={"count": 1, "notdone": [("Read", YESTERDAY), ("Read", TODAY)],
                 "habits": [{"name": "Read", "freq": ("daily",)}]}),

    # ------------------------------------------------------------------ must act
    dict(id="x_act01", cat="log",
         setup=[H("Read"), H("Running", ("weekly", 3))],
         turns=["omg what a morning, train was delayed AGAIN, anyway got some reading done on the train so tick that off pls"],
         expect={"count": 2, "marks": [("Read", TODAY, "done")], "nomarks": [("Running", TODAY)]}),

    dict(id="x_act02", cat="multi",
         setup=[H("Read")],
         turns=["add journaling every night and stretching mon wed fri"],
         expect={"count": 3,
                 "habits": [{"name": ["Journaling", "Journalling", "Journal"], "freq": ("daily",)},
                            {"name": ["Stretching", "Stretch"], "freq": ("days", "mon wed fri")}]}),

    dict(id="x_act03", cat="correct",
         setup=[H("Gym", ("weekly", 3))],
         turns=["log gym for yesterday", "wait no sorry, monday not yesterday"],
         expect={"marks": [("Gym", MON, "done")], "nomarks": [("Gym", YESTERDAY)],
                 "habits": [{"name": "Gym", "freq": ("weekly", 3)}]}),

    dict(id="x_act04", cat="multi",
         setup=[H("Yoga"), H("Read"), H("Guitar")],
         turns=["did yoga and read today, skipping guitar tho my fingertips are raw"],
         expect={"count": 3, "marks": [("Yoga", TODAY, "done"), ("Read", TODAY, "done"),
                                       ("Guitar", TODAY, "skipped")]}),

    # src: https://github.com/iSoron/uhabits/issues/220
    dict(id="x_act05", cat="dates",
         setup=[H("Journal")],
         turns=["forgot to log \u2014 journaled on the 2nd and the 3rd"],
         expect={"marks": [("Journal", MON, "done"), ("Journal", YESTERDAY, "done")],
                 "nomarks": [("Journal", TODAY)],
                 "habits": [{"name": "Journal", "freq": ("daily",)}]}),

    dict(id="x_act06", cat="dates",
         setup=[H("Swimming", ("weekly", 2))],
         turns=["oh and i went swimming on the 28th, forgot to put it in"],
         expect={"count": 1, "marks": [("Swimming", SAT, "done")], "nomarks": [("Swimming", TODAY)],
                 "habits": [{"name": "Swimming", "freq": ("weekly", 2)}]}),

    dict(id="x_act07", cat="edit",
         setup=[H("Running", ("weekly", 3)), H("Read")],
         turns=["honestly 'running' sounds way too serious lol can we call it jogging"],
         expect={"count": 2, "habits": [{"name": "Jogging", "freq": ("weekly", 3)}]}),

    dict(id="x_act08", cat="avoid",
         setup=[H("Smoking", polarity="avoid")],
         turns=["bit embarrassing but i had a cigarette at the pub last night"],
         expect={"count": 1, "marks": [("Smoking", YESTERDAY, "slipped")], "nomarks": [("Smoking", TODAY)]}),

    dict(id="x_act09", cat="edit",
         setup=[H("Meditate"), H("Read")],
         turns=["sooo i keep forgetting to meditate lol, can u remind me at 7am every day"],
         expect={"count": 2, "reminders": [("Meditate", "07:00")],
                 "habits": [{"name": "Meditate", "freq": ("daily",)}]}),

    dict(id="x_act10", cat="slots",
         setup=[H("Morning run"), H("Evening run")],
         turns=["did my run", "evening"],
         expect={"count": 2, "marks": [("Evening run", TODAY, "done")], "nomarks": [("Morning run", TODAY)]}),

    dict(id="x_act11", cat="group",
         setup=[H("Running", ("weekly", 2), group="Exercise"), H("Gym", ("weekly", 2), group="Exercise"),
                H("Swimming", ("weekly", 1))],
         turns=["stick swimming in my exercise group too"],
         expect={"count": 3, "habits": [{"name": "Swimming", "group": "Exercise"}],
                 "groups": [{"name": "Exercise", "members": ["Running", "Gym", "Swimming"]}]}),

    dict(id="x_act12", cat="correct",
         setup=[H("Guitar"), H("Read")],
         turns=["delete the guitar habit, i never touch it anymore", "yeah"],
         expect={"count": 1, "habits": [{"name": "Read"}]}),

    dict(id="x_act13", cat="dates",
         setup=[H("Meditate")],
         turns=["meditatd wednesday and thursday last week but forgot to log"],
         expect={"marks": [("Meditate", WED_LAST, "done"), ("Meditate", THU_LAST, "done")],
                 "nomarks": [("Meditate", TODAY)],
                 "habits": [{"name": "Meditate", "freq": ("daily",)}]}),

    dict(id="x_act14", cat="correct",
         setup=[H("Stretching"), H("Yoga")],
         turns=["mark stretching done", "sorry wrong one, i meant yoga"],
         expect={"marks": [("Yoga", TODAY, "done")], "nomarks": [("Stretching", TODAY)]}),

    dict(id="x_act15", cat="avoid",
         setup=[H("Vaping", polarity="avoid")],
         turns=["caved n vaped on saturday and again yesterday \U0001F629"],
         expect={"marks": [("Vaping", SAT, "slipped"), ("Vaping", YESTERDAY, "slipped")],
                 "nomarks": [("Vaping", TODAY)]}),

    # A schedule said as a statement: the coach may confirm first; the answer applies it.
    dict(id="x_act16", cat="edit",
         setup=[H("Running", ("weekly", 3))],
         turns=["running is tuesdays n thursdays now cos of work", "yes"],
         expect={"count": 1, "habits": [{"name": "Running", "freq": ("days", "tue thu")}]}),

    # src: https://github.com/iSoron/uhabits/issues/213
    dict(id="x_act17", cat="add",
         setup=[H("Read")],
         turns=["add laundry every saturday, im lazy and keep putting it off", "yes"],
         expect={"count": 2,
                 "habits": [{"name": ["Laundry", "Do laundry", "Do the laundry", "Wash clothes"],
                             "freq": ("days", "sat"), "polarity": "build"}]}),

    # src: https://github.com/shub39/Grit/issues/100
    dict(id="x_act18", cat="add",
         setup=[H("Read")],
         turns=["need to deep clean the bathroom once a month, can u add that"],
         expect={"count": 2, "habits": [{"name": "~deep clean", "freq": ("monthly", 1)}]}),

    # src: https://github.com/xpavle00/Habo/issues/71
    dict(id="x_act19", cat="edit",
         setup=[H("Inbox zero")],
         turns=["make inbox zero weekdays only, i dont do work stuff on weekends"],
         expect={"count": 1, "habits": [{"name": "Inbox zero", "freq": ("days", "mon tue wed thu fri")}]}),

    # src: https://github.com/InlitX/streak/issues/130
    dict(id="x_act20", cat="avoid",
         setup=[H("Sweets", polarity="avoid"), H("Read")],
         turns=["ugh had cookies AND ice cream yesterday, put a slip on sweets for that"],
         expect={"count": 2, "marks": [("Sweets", YESTERDAY, "slipped")],
                 "nomarks": [("Sweets", TODAY), ("Read", YESTERDAY)]}),
]
