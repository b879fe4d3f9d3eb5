"""Fresh batch za: "the coach as a coach".

People who talk to the coach about how things are going as much as they log: tips and
"why do I keep failing", feelings (tired, proud, overwhelmed, behind), statements about
their day (work hours, wake time, night owl), week/month/trend questions, short answers
to the coach's offers ("yes", "nah", "sure, do it"), measurable habits (water, pages, km,
coffees with a limit), with ordinary logging and adding mixed in.

Most messages here must not change data by themselves; those cases assert `unchanged`,
`notdone`, `nomarks` or `count`. Real changes are asserted only where the person clearly
asked for one, or clearly accepted an offer whose content the SPEC fixes.

Clock: Wednesday 2026-03-04 09:00 (local = UTC). Week starts Monday 03-02.
  yesterday = Tue 03-03, monday = 03-02, sunday (report) = 03-01,
  friday in a report = 02-27, friday in a plan = 03-06.
"""

TODAY = "2026-03-04"
YESTERDAY = "2026-03-03"
MON = "2026-03-02"
SUN = "2026-03-01"
SAT = "2026-02-28"
FRI = "2026-02-27"
THU = "2026-02-26"
NEXT_FRI = "2026-03-06"


def H(name, freq=("daily",), tier="must", polarity="build", group=None, archived=False, marks=()):
    """A setup habit in the compact form run_eval.setup_doc() reads."""
    return {"name": name, "freq": freq, "tier": tier, "polarity": polarity,
            "group": group, "archived": archived, "marks": list(marks)}


CASES = [
    # --- why do I keep failing / tips: change nothing -------------------------------------
    # src: https://66streaks.com/blog/why-cant-i-build-habits
    dict(id="za01", cat="coach",
         setup=[H("Running", ("weekly", 3), marks=[("2026-02-23", "done"), ("2026-02-24", "done"), (MON, "done")]),
                H("Read")],
         turns=["why do i keep failing at running?? i start off strong every week then by like thursday i just stop"],
         expect=dict(unchanged=True)),

    # src: https://cathe.com/forum/threads/do-you-feel-guilty-when-feeling-tired-to-workout.199895
    dict(id="za02", cat="coach",
         setup=[H("Gym"), H("Meditate")],
         turns=["ugh so tired today, work was brutal and i've got zero energy",
                "nah i'll push through"],
         expect=dict(unchanged=True)),

    # src: https://btr.michaelkwan.com/2021/10/12/too-many-habits/
    # the coach's offer (lighter version, skip, pause) can't be predicted: only check nothing got done/lost
    dict(id="za03", cat="coach",
         setup=[H("Gym"), H("Read"), H("Meditate"), H("Journal")],
         turns=["honestly i feel so overwhelmed. i think i added way too many habits and im behind on all of them",
                "yeah"],
         expect=dict(count=4,
                     habits=[{"name": "Gym"}, {"name": "Read"}, {"name": "Meditate"}, {"name": "Journal"}],
                     notdone=[("Gym", TODAY), ("Read", TODAY), ("Meditate", TODAY), ("Journal", TODAY)])),

    dict(id="za04", cat="coach",
         setup=[H("Smoking", polarity="avoid")],
         turns=["feeling really proud of myself, 3 weeks without a cigarette!!"],
         expect=dict(unchanged=True)),

    # --- trends and reviews ---------------------------------------------------------------
    # src: https://github.com/iSoron/uhabits/issues/298
    dict(id="za05", cat="query",
         setup=[H("Running", ("weekly", 2), marks=[("2026-02-03", "done"), ("2026-02-05", "done"), ("2026-02-10", "done"),
                                                   ("2026-02-17", "done"), ("2026-02-19", "done"), ("2026-02-24", "done"),
                                                   (MON, "done")]),
                H("Floss")],
         turns=["am i actually getting better at running? feels like march is going worse than feb tbh"],
         expect=dict(unchanged=True, reply=r"(?i)run")),

    # a reflection answer may be kept as a note; it must log nothing
    dict(id="za06", cat="query",
         setup=[H("Yoga", ("days", "mon wed fri"), marks=[(FRI, "done"), (MON, "done")]),
                H("Read", marks=[(SUN, "done"), (MON, "done"), (YESTERDAY, "done")])],
         turns=["how was my week?",
                "meh, busy with work, didnt get much done tbh"],
         expect=dict(count=2,
                     habits=[{"name": "Yoga", "freq": ("days", "mon wed fri")}, {"name": "Read", "freq": ("daily",)}],
                     marks=[("Yoga", MON, "done"), ("Read", MON, "done"), ("Read", YESTERDAY, "done")],
                     notdone=[("Yoga", TODAY), ("Read", TODAY)])),

    # --- a rename asked for in the middle of a feeling ------------------------------------
    dict(id="za07", cat="edit",
         setup=[H("Read"), H("Run", ("weekly", 2))],
         turns=["reading feels like such a chore lately. can we call it 'read for fun' instead?"],
         expect=dict(count=2,
                     habits=[{"name": "Read for fun", "freq": ("daily",)}, {"name": "Run", "freq": ("weekly", 2)}])),

    # --- measurable habits ----------------------------------------------------------------
    # src: https://github.com/prajwalsk53/HealthSphere/issues/19
    dict(id="za08", cat="amounts",
         setup=[],
         turns=["i want to drink 8 glasses of water a day"],
         expect=dict(count=1, maxlen=30,
                     habits=[{"name": "~water", "freq": ("daily",), "polarity": "build",
                              "target": {"amount": 8, "unit": "glass"}}])),

    # src: https://github.com/davidhealey/waistline/issues/921
    dict(id="za09", cat="amounts",
         setup=[],
         turns=["can you track my water pls, goal is 8 glasses a day",
                "had 3 glasses so far",
                "2 more",
                "how much water have i had today?"],
         expect=dict(count=1,
                     habits=[{"name": "~water", "target": {"amount": 8, "unit": "glass"}}],
                     marks=[("~water", TODAY, "partial", 5)],
                     reply=r"\b5\b")),

    # src: https://upstep.me/step/16/limit-coffee-intake
    dict(id="za10", cat="amounts",
         setup=[],
         turns=["trying to cut down on coffee, max 2 coffees a day",
                "already had 3 coffees today oops"],
         expect=dict(count=1,
                     habits=[{"name": "~coffee", "polarity": "avoid", "target": {"amount": 2}}],
                     marks=[("~coffee", TODAY, "slipped", 3)])),

    # src: https://github.com/foobnix/LibreraReader/issues/643
    dict(id="za11", cat="amounts",
         setup=[],
         turns=["i want to read 20 pages every day",
                "read 10 pages so far",
                "feel kinda behind on it tbh"],
         expect=dict(count=1,
                     habits=[{"name": "~read", "freq": ("daily",), "target": {"amount": 20, "unit": "page"}}],
                     marks=[("~read", TODAY, "partial", 10)])),

    # src: https://github.com/Daniel-Mietchen/ideas/issues/1746
    # per-period target: a day with an amount is done; the week is met when the days add up
    dict(id="za12", cat="amounts",
         setup=[],
         turns=["i wanna cycle 15 km a week",
                "cycled 6 km this morning",
                "how far have i gone this week?"],
         expect=dict(count=1,
                     habits=[{"name": "~cycl", "target": {"amount": 15, "unit": "km"}}],
                     marks=[("~cycl", TODAY, "done", 6)],
                     reply=r"\b6\b")),

    # src: https://everyhabit.org/blog/habit-trackers-guilt
    # no target: a partial amount is asked about, and declined
    dict(id="za13", cat="log",
         setup=[H("Meditate")],
         turns=["only managed 5 mins of meditation today, kids were up super early",
                "nah dont count it"],
         expect=dict(count=1, notdone=[("Meditate", TODAY)], habits=[{"name": "Meditate", "freq": ("daily",)}])),

    # --- logging wrapped in feelings -------------------------------------------------------
    dict(id="za14", cat="log",
         setup=[H("Gym", ("weekly", 3)), H("Read")],
         turns=["went to the gym before work, feeling great honestly"],
         expect=dict(count=2, marks=[("Gym", TODAY, "done")], nomarks=[("Read", TODAY)],
                     habits=[{"name": "Gym", "freq": ("weekly", 3)}])),

    dict(id="za15", cat="dates",
         setup=[H("Journal")],
         turns=["journaled on monday and tuesday!! kinda proud of that ngl"],
         expect=dict(count=1, marks=[("Journal", MON, "done"), ("Journal", YESTERDAY, "done")],
                     nomarks=[("Journal", TODAY)], habits=[{"name": "Journal", "freq": ("daily",)}])),

    dict(id="za16", cat="avoid",
         setup=[H("Smoking", polarity="avoid")],
         turns=["smoked at a party yesterday, feel awful about it"],
         expect=dict(count=1, marks=[("Smoking", YESTERDAY, "slipped")], nomarks=[("Smoking", TODAY)],
                     habits=[{"name": "Smoking", "polarity": "avoid"}])),

    # --- statements about one's day: settings at most, never habits or marks ----------------
    dict(id="za17", cat="safety",
         setup=[H("Running", ("weekly", 3)), H("Read")],
         turns=["fyi i work 8 to 5 mon-fri"],
         expect=dict(unchanged=True)),

    # src: https://myhabits.in/community/a-simple-morning-routine-for-night-owls-who-cant-become-early-birds-5b7b95
    dict(id="za18", cat="safety",
         setup=[H("Meditate"), H("Journal")],
         turns=["im a total night owl, barely functional before 10am lol"],
         expect=dict(unchanged=True)),

    dict(id="za19", cat="reminders",
         setup=[H("Stretch")],
         turns=["i usually get up around 6:30",
                "remind me to stretch at 6:45 then"],
         expect=dict(count=1, reminders=[("Stretch", "06:45")], nomarks=[("Stretch", TODAY)],
                     habits=[{"name": "Stretch", "freq": ("daily",)}])),

    # accepting a planning offer: reminder times can't be predicted, but schedules and marks stay
    dict(id="za20", cat="coach",
         setup=[H("Walk"), H("Guitar", ("weekly", 3))],
         turns=["i work 9-5 most days, can you plan my habits around that?",
                "sure, do it"],
         expect=dict(count=2,
                     habits=[{"name": "Walk", "freq": ("daily",)}, {"name": "Guitar", "freq": ("weekly", 3)}],
                     nomarks=[("Walk", TODAY), ("Guitar", TODAY)])),

    # --- tips, then an ordinary log ---------------------------------------------------------
    # src: https://multihub.forum/archive/index.php/thread-13741.html
    dict(id="za21", cat="coach",
         setup=[H("Read")],
         turns=["any tips for reading more? i always end up scrolling in bed instead"],
         expect=dict(unchanged=True)),

    dict(id="za22", cat="coach",
         setup=[H("Floss")],
         turns=["how do i actually stick to flossing, i forget every single night",
                "ok just flossed"],
         expect=dict(count=1, marks=[("Floss", TODAY, "done")])),

    # --- confirmations: declined and accepted -----------------------------------------------
    dict(id="za23", cat="correct",
         setup=[H("Floss", marks=[(YESTERDAY, "done")]), H("Read")],
         turns=["maybe i should just delete flossing",
                "nah actually keep it, ill give it another go"],
         expect=dict(unchanged=True)),

    dict(id="za24", cat="edit",
         setup=[H("Journal", ("weekly", 3), marks=[(FRI, "done")]), H("Read")],
         turns=["delete the journal habit, i never do it anyway",
                "yes"],
         expect=dict(count=1, habits=[{"name": "Read", "freq": ("daily",)}])),

    dict(id="za25", cat="edit",
         setup=[H("Running", ("weekly", 2), marks=[(MON, "done")])],
         turns=["think i can handle running 3x a week now",
                "yep"],
         expect=dict(count=1, habits=[{"name": "Running", "freq": ("weekly", 3)}],
                     marks=[("Running", MON, "done")], nomarks=[("Running", TODAY)])),

    # "pause everything until Sunday?" declined
    dict(id="za26", cat="safety",
         setup=[H("Gym", ("days", "mon wed fri")), H("Read")],
         turns=["im sick until sunday ugh",
                "no its fine"],
         expect=dict(unchanged=True, nopauses=True)),

    # --- group offers ------------------------------------------------------------------------
    dict(id="za27", cat="group",
         setup=[H("Running", ("weekly", 2), group="Exercise"), H("Gym", ("weekly", 2), group="Exercise")],
         turns=["add swimming once a week",
                "sure, do it"],
         expect=dict(count=3,
                     habits=[{"name": "~swim", "freq": ("weekly", 1), "group": "Exercise"},
                             {"name": "Running", "group": "Exercise"}, {"name": "Gym", "group": "Exercise"}])),

    dict(id="za28", cat="group",
         setup=[H("Guitar", ("weekly", 2), group="Creative"), H("Drawing", ("weekly", 2), group="Creative")],
         turns=["add painting twice a week",
                "nah keep it separate"],
         expect=dict(count=3,
                     habits=[{"name": "~paint", "freq": ("weekly", 2), "group": None}],
                     groups=[{"name": "Creative", "members": ["Guitar", "Drawing"]}])),

    # --- uncertain log, confirmed ------------------------------------------------------------
    dict(id="za29", cat="log",
         setup=[H("Yoga")],
         turns=["did a bit of yoga i guess",
                "yes"],
         expect=dict(count=1, marks=[("Yoga", TODAY, "done")])),

    dict(id="za30", cat="multi",
         setup=[H("Walk"), H("Read"), H("Meditate")],
         turns=["went for a walk and read on the train, skipped meditation tho, no time"],
         expect=dict(count=3, marks=[("Walk", TODAY, "done"), ("Read", TODAY, "done")],
                     notdone=[("Meditate", TODAY)])),

    # --- questions about today and streaks ----------------------------------------------------
    dict(id="za31", cat="query",
         setup=[H("Read", marks=[(SUN, "done"), (MON, "done"), (YESTERDAY, "done")])],
         turns=["whats my reading streak at?"],
         expect=dict(unchanged=True, reply=r"\b3\b")),

    dict(id="za32", cat="query",
         setup=[H("Read", marks=[(TODAY, "done")]), H("Stretch"), H("Gym", ("weekly", 3))],
         turns=["what have i still got to do today?"],
         expect=dict(unchanged=True, reply=r"(?i)stretch")),

    dict(id="za33", cat="correct",
         setup=[],
         turns=["drink 6 glasses of water a day",
                "had 4 glasses",
                "undo"],
         expect=dict(count=1,
                     habits=[{"name": "~water", "target": {"amount": 6, "unit": "glass"}}],
                     nomarks=[("~water", TODAY)])),

    # --- adding, with feelings around it --------------------------------------------------------
    dict(id="za34", cat="slots",
         setup=[],
         turns=["i really want to start journaling, my head's been such a mess lately",
                "weekdays"],
         expect=dict(count=1, maxlen=25,
                     habits=[{"name": "~journal", "freq": ("days", "mon tue wed thu fri"), "polarity": "build"}])),

    dict(id="za35", cat="query",
         setup=[H("Yoga", ("weekly", 3), marks=[(MON, "done")])],
         turns=["feel like im so behind on yoga this week, how many have i got left?"],
         expect=dict(unchanged=True, reply=r"(?s)\b2\b|\b1\b.*\b3\b")),

    dict(id="za36", cat="avoid",
         setup=[],
         turns=["hiya",
                "honestly i just wanna stop biting my nails lol",
                "thats it for now"],
         expect=dict(count=1, maxlen=25,
                     habits=[{"name": "~nail", "polarity": "avoid", "freq": ("daily",)}])),

    # --- other people, plans -------------------------------------------------------------------
    dict(id="za37", cat="safety",
         setup=[H("Running", ("weekly", 3), marks=[(MON, "done")])],
         turns=["my sister ran a half marathon on sunday, kinda jealous lol"],
         expect=dict(unchanged=True)),

    dict(id="za38", cat="safety",
         setup=[H("Read")],
         turns=["gonna read tonight for sure",
                "also been thinking about trying cold showers at some point"],
         expect=dict(count=1, nomarks=[("Read", TODAY)], habits=[{"name": "Read", "freq": ("daily",)}])),

    # src: https://exercise.com/learn/how-to-feel-less-guilty-when-you-skip-the-gym
    # "friday" in a plan is the coming one (03-06), never last friday
    dict(id="za39", cat="log",
         setup=[H("Gym", ("days", "mon wed fri"))],
         turns=["im wiped, skipping gym today, back at it friday"],
         expect=dict(count=1, marks=[("Gym", TODAY, "skipped")],
                     nomarks=[("Gym", FRI), ("Gym", NEXT_FRI)],
                     habits=[{"name": "Gym", "freq": ("days", "mon wed fri")}])),

    dict(id="za40", cat="multi",
         setup=[],
         turns=["add stretching every morning and drink 2 litres of water a day"],
         expect=dict(count=2, maxlen=30,
                     habits=[{"name": "~stretch", "freq": ("daily",)},
                             {"name": "~water", "freq": ("daily",), "target": {"amount": 2}}])),
]
