"""Blind batch MS (2026-12-09): musicians, language learners and other 'practice' people.

Clock: Wednesday 2026-03-04 09:00 (local = UTC).
  today = Wed 03-04, yesterday = Tue 03-03, "monday" (report) = 03-02, "sunday" = 03-01,
  "saturday" (report) = 02-28, "friday" (report) = 02-27, "thursday" in a plan/skip = 03-05.
  "this week" (Monday start) = 03-02..03-08; "last week" = 02-23..03-01.

Written blind: only SPEC.md, the seeds, eval/README.md, run_eval.py, WRITING-CASES.md and the
first 40 lines of dev_cases.py were read. Setup habits cannot carry targets (setup_doc has no
target field), so cases about amounts create the habit with its target inside the conversation.
"""

TODAY = "2026-03-04"
YESTERDAY = "2026-03-03"
MON = "2026-03-02"
SUN = "2026-03-01"
SAT = "2026-02-28"
FRI = "2026-02-27"
THU_NEXT = "2026-03-05"
TUE_LAST = "2026-02-24"


def H(name, freq=("daily",), tier="must", polarity="build", group=None, archived=False, marks=()):
    return {"name": name, "freq": freq, "tier": tier, "polarity": polarity, "group": group,
            "archived": archived, "marks": list(marks)}


CASES = [
    # ---------------------------------------------------------------- one message, one change
    # src: https://geeksoutofthebox.com/2021/01/25/piano-as-a-mini-habit/
    dict(id="MS01", cat="add", setup=[],
         turns=["want to get back into piano, 20 minutes a day"],
         expect={"count": 1, "habits": [{"name": "~piano", "freq": ("daily",), "polarity": "build",
                                         "target": {"amount": 20}}]}),

    # src: https://github.com/wakatara/harsh/issues/6
    dict(id="MS02", cat="dates", setup=[H("Guitar practice")],
         turns=["put down 45 mins of guitar for yesterday pls"],
         expect={"count": 1, "marks": [("Guitar practice", YESTERDAY, "done")],
                 "nomarks": [("Guitar practice", TODAY)],
                 "habits": [{"name": "Guitar practice", "freq": ("daily",)}]}),

    # src: https://github.com/codito/habito/pull/7 ; https://crashedculture.com/2017/12/stick-language-learning-routine/
    dict(id="MS03", cat="dates", setup=[H("Anki")],
         turns=["forgot to tick anki all week lol, did my reviews mon tue and today"],
         expect={"count": 1, "marks": [("Anki", MON, "done"), ("Anki", YESTERDAY, "done"), ("Anki", TODAY, "done")],
                 "nomarks": [("Anki", SUN)],
                 "habits": [{"name": "Anki", "freq": ("daily",)}]}),

    dict(id="MS04", cat="log", setup=[H("Violin lesson", freq=("days", "thu"))],
         turns=["skip violin lesson thursday, my teacher cancelled"],
         expect={"count": 1, "marks": [("Violin lesson", THU_NEXT, "skipped")],
                 "habits": [{"name": "Violin lesson", "freq": ("days", "thu")}]}),

    dict(id="MS05", cat="avoid", setup=[H("Phone during practice", polarity="avoid"), H("Scales")],
         turns=["ugh was on my phone during practice again yesterday"],
         expect={"count": 2, "marks": [("Phone during practice", YESTERDAY, "slipped")],
                 "nomarks": [("Scales", YESTERDAY), ("Phone during practice", TODAY)]}),

    dict(id="MS06", cat="edit", setup=[H("Spanish", marks=[(MON, "done")])],
         turns=["can u rename spanish to Spanish flashcards pls"],
         expect={"count": 1, "habits": [{"name": "Spanish flashcards", "freq": ("daily",)}],
                 "marks": [("Spanish flashcards", MON, "done")]}),

    # src: https://www.stanjfran.com/granular-guitar-habits-chapters-5-8
    dict(id="MS07", cat="edit", setup=[H("Scales")],
         turns=["remind me to do my scales at 7pm on weekdays"],
         expect={"count": 1, "habits": [{"name": "Scales", "freq": ("daily",)}],
                 "reminders": [("Scales", "19:00", "mon tue wed thu fri")]}),

    dict(id="MS08", cat="edit", setup=[H("Sight reading")],
         turns=["change sight reading to 3 times a week, every day is too much with work"],
         expect={"count": 1, "habits": [{"name": "Sight reading", "freq": ("weekly", 3)}]}),

    dict(id="MS09", cat="group", setup=[H("Guitar"), H("Ukulele"), H("Singing")],
         turns=["group guitar, ukulele and singing together as Music - any one of them counts for the day"],
         expect={"count": 3, "groups": [{"name": "Music", "require": 1, "members": ["Guitar", "Ukulele", "Singing"]}]}),

    # src: https://riseofthepolyglot.wordpress.com/2015/09/17/100-days-of-duolingo-how-i-finally-managed-to-achieve-that-elusive-100-day-streak/
    dict(id="MS10", cat="multi", setup=[],
         turns=["add duolingo every morning and an italki lesson twice a week"],
         expect={"count": 2, "habits": [{"name": "~duolingo", "freq": ("daily",)},
                                        {"name": "~italki", "freq": ("weekly", 2)}]}),

    dict(id="MS11", cat="multi", setup=[H("Scales"), H("Arpeggios"), H("Sight reading")],
         turns=["did scales + arpeggios this morning, no sight reading tho"],
         expect={"count": 3, "marks": [("Scales", TODAY, "done"), ("Arpeggios", TODAY, "done")],
                 "notdone": [("Sight reading", TODAY)]}),

    dict(id="MS12", cat="dates", setup=[H("Choir", freq=("weekly", 1))],
         turns=["went to choir on friday, forgot to log it"],
         expect={"count": 1, "marks": [("Choir", FRI, "done")], "nomarks": [("Choir", TODAY)],
                 "habits": [{"name": "Choir", "freq": ("weekly", 1)}]}),

    dict(id="MS13", cat="dates", setup=[H("Cello")],
         turns=["practised cello every day since saturday, can u fill those in"],
         expect={"count": 1, "marks": [("Cello", SAT, "done"), ("Cello", SUN, "done"),
                                       ("Cello", MON, "done"), ("Cello", YESTERDAY, "done")],
                 "habits": [{"name": "Cello", "freq": ("daily",)}]}),

    dict(id="MS14", cat="edit", setup=[H("Clarinet"), H("Flute", freq=("weekly", 3))],
         turns=["sold my clarinet lol, archive that one but keep the flute"],
         expect={"count": 2, "habits": [{"name": "Clarinet", "archived": True},
                                        {"name": "Flute", "archived": False, "freq": ("weekly", 3)}]}),

    # src: https://learn-spanish-quickly.netlify.app/learn-spanish-in-nanjing
    dict(id="MS15", cat="multi", setup=[H("Piano"), H("Spanish lesson", freq=("days", "wed"))],
         turns=["skip spanish lesson today, tutor's away. did 20 min piano tho"],
         expect={"count": 2, "marks": [("Spanish lesson", TODAY, "skipped"), ("Piano", TODAY, "done")]}),

    # ---------------------------------------------------------------- answers to the coach's questions
    dict(id="MS16", cat="slots", setup=[],
         turns=["add flashcards", "daily i guess"],
         expect={"count": 1, "habits": [{"name": "~flashcard", "freq": ("daily",), "polarity": "build"}]}),

    dict(id="MS17", cat="slots", setup=[],
         turns=["i wanna start practising cello again", "weekdays. weekends are gig days lol"],
         expect={"count": 1, "habits": [{"name": "~cello", "freq": ("days", "mon tue wed thu fri")}]}),

    # src: https://github.com/iSoron/uhabits/issues/42
    dict(id="MS18", cat="slots", setup=[],
         turns=["add reading in french", "10 pages a day"],
         expect={"count": 1, "habits": [{"name": "~french", "freq": ("daily",),
                                         "target": {"amount": 10, "unit": "pages"}}]}),

    dict(id="MS19", cat="correct", setup=[],
         turns=["add scales 15 minutes a day", "actually make it 20"],
         expect={"count": 1, "habits": [{"name": "~scales", "freq": ("daily",), "target": {"amount": 20}}]}),

    dict(id="MS20", cat="slots", setup=[],
         turns=["i need a habit for ear training", "every other day", "remind me at 8pm"],
         expect={"count": 1, "habits": [{"name": "~ear training", "freq": ("interval", 2)}],
                 "reminders": [("~ear training", "20:00")]}),

    dict(id="MS21", cat="tier", setup=[],
         turns=["add metronome practice", "daily", "nah, it's optional - not a must do"],
         expect={"count": 1, "habits": [{"name": "~metronome", "freq": ("daily",), "tier": "nice"}]}),

    # src: https://gitmemories.com/ankitects/anki/issues/4085
    dict(id="MS22", cat="slots", setup=[],
         turns=["add vocab flashcards, 50 cards a day", "done 30 so far", "20 more just now"],
         expect={"count": 1, "habits": [{"name": "~vocab", "freq": ("daily",), "target": {"amount": 50}}],
                 "marks": [("~vocab", TODAY, "done", 50)]}),

    # src: https://www.ianosheamusic.com/blog/build-a-daily-piano-practice-habit-it-s-easier-than-you-think-2
    dict(id="MS23", cat="slots", setup=[],
         turns=["hey", "i keep putting off practising my scales, honestly even 5 minutes would be a win",
                "every day", "thats all for now thanks"],
         expect={"count": 1, "habits": [{"name": "~scales", "freq": ("daily",), "polarity": "build"}]}),

    dict(id="MS24", cat="avoid", setup=[],
         turns=["quit practising past midnight, it wrecks my sleep", "slipped last night tbh"],
         expect={"count": 1, "habits": [{"name": "~midnight", "polarity": "avoid", "freq": ("daily",)}],
                 "marks": [("~midnight", YESTERDAY, "slipped")], "nomarks": [("~midnight", TODAY)]}),

    dict(id="MS25", cat="correct", setup=[H("Scales")],
         turns=["did scales today", "oops no i meant yesterday"],
         expect={"count": 1, "marks": [("Scales", YESTERDAY, "done")], "nomarks": [("Scales", TODAY)]}),

    dict(id="MS26", cat="slots", setup=[],
         turns=["add harmonica", "a few times a week", "3"],
         expect={"count": 1, "habits": [{"name": "~harmonica", "freq": ("weekly", 3)}]}),

    # src: https://github.com/iSoron/uhabits/issues/121
    dict(id="MS27", cat="query", setup=[],
         turns=["add guitar practice, 30 min a day", "did 20 mins this morning", "another 15 just now",
                "how much guitar have i done today?"],
         expect={"count": 1, "habits": [{"name": "~guitar", "freq": ("daily",), "target": {"amount": 30}}],
                 "marks": [("~guitar", TODAY, "done", 35)], "reply": r"\b35\b"}),

    # src: https://pianofantasy.com/blog/one-tiny-habit-that-builds-real-progress-at-the-piano
    dict(id="MS28", cat="log", setup=[],
         turns=["add piano practice 30 minutes a day", "only got a bit of piano in today"],
         expect={"count": 1, "habits": [{"name": "~piano", "freq": ("daily",), "target": {"amount": 30}}],
                 "notdone": [("~piano", TODAY)]}),

    # ---------------------------------------------------------------- must change nothing / nothing wrong
    dict(id="MS29", cat="query",
         setup=[H("Piano", marks=[(FRI, "done"), (MON, "done"), (YESTERDAY, "done")])],
         turns=["how many days have i practised piano this week?"],
         expect={"unchanged": True, "reply": r"(?i)\b(2|two|twice)\b"}),

    dict(id="MS30", cat="safety", setup=[H("Violin")],
         turns=["my daughter practised her violin for an hour today, so proud of her"],
         expect={"unchanged": True}),

    dict(id="MS31", cat="safety", setup=[H("Piano")],
         turns=["gonna practise piano tonight after dinner"],
         expect={"unchanged": True}),

    dict(id="MS32", cat="log", setup=[H("Scales")],
         turns=["didnt get round to scales today, work was mental"],
         expect={"count": 1, "notdone": [("Scales", TODAY)], "nomarks": [("Scales", YESTERDAY)],
                 "habits": [{"name": "Scales", "freq": ("daily",)}]}),

    dict(id="MS33", cat="log", setup=[H("Guitar")],
         turns=["only managed 5 minutes of guitar today, knackered"],
         expect={"count": 1, "notdone": [("Guitar", TODAY)], "nomarks": [("Guitar", YESTERDAY)]}),

    # src: http://www.laurelsandersmusic.com/blog/should-you-skip-your-music-lesson-this-week
    dict(id="MS34", cat="log", setup=[H("Piano lesson", freq=("days", "wed"))],
         turns=["piano lesson's off today, teacher has covid"],
         expect={"count": 1, "notdone": [("Piano lesson", TODAY)],
                 "habits": [{"name": "Piano lesson", "freq": ("days", "wed")}]}),

    dict(id="MS35", cat="dates", setup=[H("Anki")],
         turns=["tick anki for tomorrow, i'll do it on the train"],
         expect={"unchanged": True}),

    # src: https://www.hardlyamusician.com/2021/07/time-management-and-time-feel.html
    dict(id="MS36", cat="safety", setup=[H("Metronome work")],
         turns=["been stuck at 90 bpm on the metronome for weeks, so frustrating"],
         expect={"unchanged": True}),

    dict(id="MS37", cat="safety", setup=[],
         turns=["i don't want a habit for german, i just do duolingo when i feel like it"],
         expect={"count": 0}),

    dict(id="MS38", cat="correct", setup=[],
         turns=["add a habit for drum rudiments", "hmm actually never mind"],
         expect={"count": 0}),

    dict(id="MS39", cat="safety", setup=[H("Guitar practice")],
         turns=["i've got band practice every thursday night"],
         expect={"unchanged": True}),

    # src: https://njschoolofmusicllc.wordpress.com/2017/03/02/busy-week-no-time-to-practice/
    dict(id="MS40", cat="safety", setup=[H("Bass practice")],
         turns=["was on tour all last week so basically no practice, back at it now"],
         expect={"count": 1, "notdone": [("Bass practice", TUE_LAST), ("Bass practice", FRI), ("Bass practice", SUN)],
                 "habits": [{"name": "Bass practice", "freq": ("daily",)}]}),
]
