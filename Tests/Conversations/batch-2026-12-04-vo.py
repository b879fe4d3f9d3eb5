"""Blind batch VO: voice-dictated messages (speech-to-text).

No punctuation, run-on sentences, homophones and mis-transcriptions (for/four, to/two,
red/read, 'a leven'), filler words, numbers written as words, several requests in one breath.

Clock: Wednesday 2026-03-04 09:00. yesterday / last night = 03-03, monday (report) = 03-02,
sunday (report) = 03-01, saturday (report) = 02-28, friday (report) = 02-27,
friday (plan / skip) = 03-06, tomorrow = 03-05.
"""

TODAY = "2026-03-04"
TOMORROW = "2026-03-05"
YESTERDAY = "2026-03-03"
MON = "2026-03-02"
SUN = "2026-03-01"
SAT = "2026-02-28"
FRI = "2026-02-27"
NEXT_FRI = "2026-03-06"

WEEKDAYS = "mon tue wed thu fri"


def H(name, freq=("daily",), tier="must", polarity="build", group=None, archived=False, marks=()):
    """A setup habit in the form run_eval.setup_doc expects; marks are (day, state)."""
    return {"name": name, "freq": freq, "tier": tier, "polarity": polarity,
            "group": group, "archived": archived, "marks": list(marks)}


CIGS = ["Smoking", "Cigarettes", "Cigarette", "Smoke", "Smoke cigarettes", "Cut back cigarettes",
        "Cut back on cigarettes", "Cut back smoking"]

CASES = [
    # ------------------------------------------------------------------ single-message requests
    # src: https://bydanaekardara.com/?p=139  (started meditating, helps after a long busy day)
    dict(id="VO01", cat="add", setup=[],
         turns=["um okay so i wanna start meditating every morning for like ten minutes"],
         expect=dict(habits=[{"name": "~meditat", "freq": ("daily",), "polarity": "build"}],
                     count=1, maxlen=20)),

    # src: https://github.com/dessalines/habit-maker/issues/16  (measurable habit: read x pages)
    dict(id="VO02", cat="add", setup=[],
         turns=["uh add reading twenty pages a day"],
         expect=dict(habits=[{"name": "~read", "freq": ("daily",),
                              "target": {"amount": 20, "unit": "page"}}],
                     count=1, maxlen=20)),

    dict(id="VO03", cat="avoid", setup=[],
         turns=["uh i really need to stop biting my nails"],
         expect=dict(habits=[{"name": "~nail", "polarity": "avoid", "freq": ("daily",)}],
                     count=1, maxlen=25)),

    # src: http://www.rachelinwales.com/2025  (tracking floss, stretch, a line a day journal)
    dict(id="VO04", cat="multi", setup=[],
         turns=["okay so add journaling every night and um stretching three times a week and uh "
                "flossing every day but flossing is just a nice to have"],
         expect=dict(habits=[{"name": "~journal", "freq": ("daily",)},
                             {"name": "~stretch", "freq": ("weekly", 3)},
                             {"name": "~floss", "freq": ("daily",), "tier": "nice"}],
                     count=3, maxlen=20)),

    dict(id="VO05", cat="dates", setup=[H("Yoga"), H("Read")],
         turns=["i did yoga yesterday and um i read on monday too"],
         expect=dict(habits=[{"name": "Yoga", "freq": ("daily",)}, {"name": "Read", "freq": ("daily",)}],
                     marks=[("Yoga", YESTERDAY, "done"), ("Read", MON, "done")],
                     nomarks=[("Yoga", TODAY), ("Read", TODAY)], count=2)),

    # homophone: "red" for "read"
    dict(id="VO06", cat="robust", setup=[H("Read")],
         turns=["okay so i red for like half an hour last night before bed"],
         expect=dict(marks=[("Read", YESTERDAY, "done")], nomarks=[("Read", TODAY)], count=1)),

    # src: https://github.com/iSoron/uhabits/issues/601  (some habits impossible without access to the place)
    dict(id="VO07", cat="log", setup=[H("Swimming", freq=("days", "mon wed fri"))],
         turns=["can you skip swimming on friday the pool is closed for maintenance"],
         expect=dict(marks=[("Swimming", NEXT_FRI, "skipped")],
                     nomarks=[("Swimming", FRI), ("Swimming", TODAY)],
                     habits=[{"name": "Swimming", "freq": ("days", "mon wed fri")}], count=1)),

    # src: https://closetfascination.wordpress.com/2016/03/04/learning-from-relapse/  (gave in when friends offered)
    dict(id="VO08", cat="avoid", setup=[H("Vaping", polarity="avoid")],
         turns=["ugh i vaped on saturday and sunday i was out with friends"],
         expect=dict(marks=[("Vaping", SAT, "slipped"), ("Vaping", SUN, "slipped")],
                     nomarks=[("Vaping", TODAY)], count=1)),

    dict(id="VO09", cat="edit", setup=[H("Run", freq=("weekly", 3), marks=[(MON, "done")])],
         turns=["um can you change the name of run to morning jog"],
         expect=dict(habits=[{"name": "Morning jog", "freq": ("weekly", 3)}],
                     marks=[("Morning jog", MON, "done")], count=1)),

    # src: https://github.com/DanielRendox/RoutineTracker/issues/25  (reminder to take meds at 8 am)
    # src: https://github.com/FriesI23/mhabit/issues/627  (reminders on weekdays only)
    dict(id="VO10", cat="edit", setup=[H("Vitamins")],
         turns=["remind me to take my vitamins at eight thirty in the morning on weekdays"],
         expect=dict(reminders=[("Vitamins", "08:30", WEEKDAYS)],
                     habits=[{"name": "Vitamins", "freq": ("daily",)}], count=1)),

    # mis-transcription: "a leven" for eleven
    dict(id="VO11", cat="robust", setup=[H("Journal")],
         turns=["okay can you remind me to journal at a leven at night"],
         expect=dict(reminders=[("Journal", "23:00")],
                     habits=[{"name": "Journal", "freq": ("daily",)}], count=1)),

    # src: seeds/004 ("do something creative = guitar or drawing or painting, pick 1")
    dict(id="VO12", cat="group",
         setup=[H("Guitar", tier="nice"), H("Drawing", tier="nice"), H("Painting", tier="nice")],
         turns=["um put guitar drawing and painting in a group called creative i only need to do one of them a day"],
         expect=dict(groups=[{"name": "Creative", "require": 1,
                              "members": ["Guitar", "Drawing", "Painting"]}], count=3)),

    # homophone: "for" for "four"
    dict(id="VO13", cat="edit", setup=[H("Gym", freq=("weekly", 3))],
         turns=["um change gym to for times a week instead of three"],
         expect=dict(habits=[{"name": "Gym", "freq": ("weekly", 4)}], count=1)),

    # src: https://github.com/HabitRPG/habitica/issues/687  (sick day: couldn't do anything on the list)
    dict(id="VO14", cat="multi", setup=[H("Meditate"), H("Gym", freq=("days", "mon wed fri"))],
         turns=["i meditated this morning and uh skip gym today im sick"],
         expect=dict(marks=[("Meditate", TODAY, "done"), ("Gym", TODAY, "skipped")], count=2)),

    dict(id="VO15", cat="multi", setup=[H("Yoga")],
         turns=["did yoga this morning oh and also add drinking water eight glasses a day"],
         expect=dict(marks=[("Yoga", TODAY, "done")],
                     habits=[{"name": "~water", "freq": ("daily",), "target": {"amount": 8, "unit": "glass"}}],
                     count=2, maxlen=25)),

    # ------------------------------------------------------------------ answers to the coach's questions
    # homophone: "to" for "two"; the answer confirms
    dict(id="VO16", cat="slots", setup=[],
         turns=["i want to go to the gym to times a week", "yeah"],
         expect=dict(habits=[{"name": "~gym", "freq": ("weekly", 2)}], count=1, maxlen=20)),

    # src: https://github.com/iSoron/uhabits/issues/373  (drinks too little, wants a counter per day)
    dict(id="VO17", cat="slots", setup=[],
         turns=["add drinking water eight glasses a day", "okay so ive had three glasses so far"],
         expect=dict(habits=[{"name": "~water", "freq": ("daily",), "target": {"amount": 8, "unit": "glass"}}],
                     marks=[("~water", TODAY, "partial", 3)], count=1)),

    # src: https://github.com/shub39/Grit/issues/40  (how many pushups did you do today)
    dict(id="VO18", cat="slots", setup=[],
         turns=["i wanna start doing push ups", "um like every day"],
         expect=dict(habits=[{"name": "~push", "freq": ("daily",)}], count=1, maxlen=20)),

    # src: https://27catee.edublogs.org/tag/guitar/  (guitar as a new habit, played a lot)
    dict(id="VO19", cat="slots", setup=[],
         turns=["add practicing guitar", "uh three times a week"],
         expect=dict(habits=[{"name": "~guitar", "freq": ("weekly", 3)}], count=1, maxlen=20)),

    dict(id="VO20", cat="slots", setup=[],
         turns=["i should really call my mom more often", "once a week"],
         expect=dict(habits=[{"name": "~mom", "freq": ("weekly", 1)}], count=1, maxlen=20)),

    dict(id="VO21", cat="slots", setup=[],
         turns=["okay add walking the dog", "just weekdays"],
         expect=dict(habits=[{"name": "~dog", "freq": ("days", WEEKDAYS)}], count=1, maxlen=20)),

    # src: https://github.com/daya0576/beaverhabits/issues/147  (injury disrupts the normal running schedule)
    dict(id="VO22", cat="slots", setup=[],
         turns=["um i need to do my physio exercises", "monday wednesday and friday"],
         expect=dict(habits=[{"name": "~physio", "freq": ("days", "mon wed fri")}], count=1, maxlen=25)),

    dict(id="VO23", cat="correct", setup=[],
         turns=["add running four times a week", "actually no make it three"],
         expect=dict(habits=[{"name": "~run", "freq": ("weekly", 3)}], count=1, maxweekly=3)),

    dict(id="VO24", cat="edit", setup=[H("Cold showers", marks=[(MON, "done")])],
         turns=["uh delete the cold showers one", "yeah go ahead"],
         expect=dict(count=0)),

    dict(id="VO25", cat="log", setup=[H("Morning run"), H("Evening run")],
         turns=["okay log my run", "the morning one"],
         expect=dict(marks=[("Morning run", TODAY, "done")], nomarks=[("Evening run", TODAY)], count=2)),

    dict(id="VO26", cat="correct", setup=[H("Yoga")],
         turns=["i did yoga today", "oh wait no sorry i meant yesterday"],
         expect=dict(marks=[("Yoga", YESTERDAY, "done")], nomarks=[("Yoga", TODAY)], count=1)),

    # src: https://github.com/iSoron/uhabits/issues/247  (count cigarettes to reduce them per day)
    dict(id="VO27", cat="avoid", setup=[],
         turns=["i wanna cut back to five cigarettes a day max", "okay so ive had six today"],
         expect=dict(habits=[{"name": CIGS, "polarity": "avoid", "target": {"amount": 5}}],
                     marks=[(CIGS, TODAY, "slipped", 6)], count=1)),

    # ------------------------------------------------------------------ must change nothing
    dict(id="VO28", cat="safety", setup=[H("Run", freq=("weekly", 3))],
         turns=["omg my sister just ran a marathon on sunday how crazy is that"],
         expect=dict(unchanged=True)),

    dict(id="VO29", cat="safety", setup=[H("Run", freq=("weekly", 3))],
         turns=["im gonna go for a run after work today"],
         expect=dict(unchanged=True, notdone=[("Run", TODAY)])),

    dict(id="VO30", cat="safety", setup=[H("Meditate")],
         turns=["i didnt meditate yesterday i just couldnt focus at all"],
         expect=dict(notdone=[("Meditate", YESTERDAY)], nomarks=[("Meditate", TODAY)],
                     habits=[{"name": "Meditate", "freq": ("daily",)}], count=1)),

    # src: https://wisdomandwondering.com/2018/01/31/my-daily-habit-tracker/  (checking how the chart is going)
    dict(id="VO31", cat="query", setup=[H("Read", marks=[(MON, "done"), (YESTERDAY, "done")])],
         turns=["um how am i doing with reading this week"],
         expect=dict(unchanged=True)),

    dict(id="VO32", cat="safety", setup=[H("Gym", freq=("weekly", 3)), H("Read")],
         turns=["honestly im so tired today like zero motivation for anything"],
         expect=dict(unchanged=True)),

    # src: seeds/004 ("I work 9-5" -> schedules habits around work hours)
    dict(id="VO33", cat="safety", setup=[H("Read")],
         turns=["so i work nine to five monday to friday just so you know"],
         expect=dict(unchanged=True)),

    dict(id="VO34", cat="safety", setup=[H("Spin class", freq=("weekly", 2))],
         turns=["no spin class today it got cancelled"],
         expect=dict(notdone=[("Spin class", TODAY)],
                     habits=[{"name": "Spin class", "freq": ("weekly", 2)}], count=1)),

    # src: https://getstimulus.app/blog/stop-doomscrolling-before-bed  (one more post, an hour later still scrolling)
    dict(id="VO35", cat="safety", setup=[H("Read")],
         turns=["ugh i doomscrolled for like an hour instead of reading"],
         expect=dict(notdone=[("Read", TODAY)], count=1)),

    # src: seeds/004 ("I want to use Instagram less" -> app blocking, not something the coach does)
    dict(id="VO36", cat="safety", setup=[H("Read")],
         turns=["can you block instagram on my phone after ten pm"],
         expect=dict(unchanged=True)),

    dict(id="VO37", cat="query", setup=[H("Yoga", marks=[(MON, "done"), (YESTERDAY, "done")])],
         turns=["um whats my streak for yoga right now"],
         expect=dict(unchanged=True, reply=r"\b2\b|\btwo\b")),

    # a voice assistant wake phrase picked up by mistake
    dict(id="VO38", cat="safety", setup=[H("Meditate")],
         turns=["hey siri set a timer for ten minutes"],
         expect=dict(unchanged=True)),

    dict(id="VO39", cat="safety", setup=[H("Yoga")],
         turns=["mark yoga as done for tomorrow im doing it first thing"],
         expect=dict(unchanged=True, nomarks=[("Yoga", TOMORROW), ("Yoga", TODAY)])),

    # src: https://yorkshiresmokefree.nhs.uk/articles/flavia-s-stop-smoking-journey-entry-4-it-s-ok-to-stumble  (a spouse's own nicotine habit)
    dict(id="VO40", cat="safety", setup=[H("Smoking", polarity="avoid")],
         turns=["my husband quit smoking three weeks ago and hes doing great"],
         expect=dict(unchanged=True)),
]
