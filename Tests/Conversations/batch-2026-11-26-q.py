"""Fresh batch q: 40 conversations with the habit coach, written blind.

Clock: Wednesday 2026-03-04 09:00 (local = UTC).
  yesterday = Tue 03-03, "mon" = 03-02, "sunday" (report) = 03-01, "saturday" (report) = 02-28,
  "friday" in a report = 02-27, "friday" in a plan/skip = 03-06, "the day before" yesterday = 03-02.

Emphasis: texting the way people text friends (abbreviations, emoji, no punctuation,
run-ons, voice dictation without commas), self-corrections within a message or in the
next one, and messages that must change nothing. Where a reading is genuinely ambiguous
only "nothing wrong happened" is asserted.
A `# src:` comment names the public text a case's wording is paraphrased from.
"""

TODAY = "2026-03-04"
YESTERDAY = "2026-03-03"
MON = "2026-03-02"
SUN = "2026-03-01"
SAT = "2026-02-28"
FRI = "2026-02-27"
NEXT_FRI = "2026-03-06"

WEEKDAYS = "mon tue wed thu fri"


def H(name, freq=("daily",), tier="must", polarity="build", group=None, archived=False, marks=()):
    """A habit imported before the conversation (compact form)."""
    return dict(name=name, freq=freq, tier=tier, polarity=polarity, group=group,
                archived=archived, marks=list(marks))


CASES = [
    # ---------------------------------------------------------------- adding
    # src: https://www.cake.co/conversations/5NZQFc0/powerful-habits-which-impact-your-life-the-most
    dict(id="q01", cat="add", setup=[],
         turns=["ok so i wanna start flossing every night lol my dentist keeps nagging me 🦷", "yep"],
         expect=dict(count=1, habits=[dict(name=["Floss", "Flossing", "Floss teeth", "Floss my teeth"],
                                           freq=("daily",), polarity="build")])),

    dict(id="q02", cat="slots", setup=[],
         turns=["i want to get back into journaling", "every day", "thats all for now thx"],
         expect=dict(count=1, habits=[dict(name=["Journal", "Journaling", "Journalling"], freq=("daily",))])),

    dict(id="q03", cat="correct", setup=[],
         turns=["add reading every day no wait just weekdays"],
         expect=dict(count=1, habits=[dict(name=["Read", "Reading"], freq=("days", WEEKDAYS))])),

    dict(id="q04", cat="correct", setup=[],
         turns=["can u add running twice a week", "actually make that 3x"],
         expect=dict(count=1, habits=[dict(name=["Running", "Run", "Go running"], freq=("weekly", 3))])),

    # src: https://chellek10.wordpress.com/2012/07/01/21-days-to-life/
    dict(id="q05", cat="correct", setup=[],
         turns=["start tracking stretching every morning pls", "oops i meant yoga not stretching 🤦"],
         expect=dict(count=1, habits=[dict(name="Yoga", freq=("daily",))])),

    # ---------------------------------------------------------------- logging
    dict(id="q06", cat="log", setup=[H("Meditate")],
         turns=["meditated yday and mon 🙏"],
         expect=dict(count=1, marks=[("Meditate", YESTERDAY, "done"), ("Meditate", MON, "done")],
                     nomarks=[("Meditate", TODAY)])),

    # src: https://github.com/daya0576/beaverhabits/issues/147
    dict(id="q07", cat="log", setup=[H("Run", ("days", "mon wed fri"))],
         turns=["skipping my run today my knee is killing me"],
         expect=dict(count=1, marks=[("Run", TODAY, "skipped")],
                     habits=[dict(name="Run", freq=("days", "mon wed fri"))])),

    dict(id="q08", cat="dates", setup=[H("Gym", ("days", "mon wed fri"))],
         turns=["skip gym on friday got a wedding 🎉"],
         expect=dict(count=1, marks=[("Gym", NEXT_FRI, "skipped")], nomarks=[("Gym", FRI), ("Gym", TODAY)],
                     habits=[dict(name="Gym", freq=("days", "mon wed fri"))])),

    # src: https://quitnow.ca/stay-quit/staying-quit-longterm/tips-slips-and-relapses
    dict(id="q09", cat="avoid", setup=[H("Vaping", polarity="avoid")],
         turns=["ugh i vaped at a party last night 😩"],
         expect=dict(count=1, marks=[("Vaping", YESTERDAY, "slipped")], nomarks=[("Vaping", TODAY)])),

    dict(id="q10", cat="safety", setup=[H("Run", ("days", "mon wed fri"))],
         turns=["didnt run today absolutely knackered tbh"],
         expect=dict(count=1, notdone=[("Run", TODAY)], habits=[dict(name="Run", freq=("days", "mon wed fri"))])),

    # ---------------------------------------------------------------- must change nothing
    dict(id="q11", cat="safety", setup=[H("Run", ("weekly", 3))],
         turns=["my sister ran a half marathon on sunday!! so proud of her"],
         expect=dict(unchanged=True)),

    dict(id="q12", cat="safety", setup=[H("Read")],
         turns=["gonna read tonight after dinner i think"],
         expect=dict(unchanged=True)),

    dict(id="q13", cat="safety", setup=[H("Meditate"), H("Run", ("weekly", 3))],
         turns=["honestly feeling kind of burnt out this week i dont know"],
         expect=dict(unchanged=True)),

    # src: https://getstimulus.app/blog/stop-doomscrolling-before-bed
    dict(id="q14", cat="safety", setup=[H("Instagram", polarity="avoid")],
         turns=["can u block instagram on my phone after 10pm"],
         expect=dict(unchanged=True)),

    # ---------------------------------------------------------------- questions
    dict(id="q15", cat="query", setup=[H("Read", marks=[(MON, "done"), (YESTERDAY, "done")])],
         turns=["how many days have i read this week?"],
         expect=dict(unchanged=True, reply=r"\b2\b|\btwo\b")),

    # src: https://moremojolesshobo.wordpress.com/2014/01/27/new-habits/
    dict(id="q16", cat="query",
         setup=[H("Floss", marks=[(SAT, "done"), (SUN, "done"), (MON, "done"), (YESTERDAY, "done")])],
         turns=["whats my flossing streak rn"],
         expect=dict(unchanged=True, reply=r"\b4\b|\bfour\b")),

    # ---------------------------------------------------------------- several requests, amounts
    # src: https://lifeloofah.com/2014/05/15/let-the-habit-ization-begin/
    dict(id="q17", cat="multi", setup=[],
         turns=["add drink water 8 glasses a day and stretch every other day"],
         expect=dict(count=2, habits=[
             dict(name="~water", freq=("daily",), target={"amount": 8, "unit": "glass"}),
             dict(name=["Stretch", "Stretching"], freq=("interval", 2))])),

    dict(id="q18", cat="multi", setup=[H("Yoga"), H("Journal"), H("Read")],
         turns=["did yoga n journalled, didnt get to reading tho"],
         expect=dict(count=3, marks=[("Yoga", TODAY, "done"), ("Journal", TODAY, "done")],
                     notdone=[("Read", TODAY)])),

    # src: https://spoke-1he.pages.dev/research/why-water-tracking-breaks-down/
    dict(id="q19", cat="add", setup=[],
         turns=["track water for me, 8 glasses a day", "had 3 so far", "2 more just now 💧"],
         expect=dict(count=1, habits=[dict(name="~water", freq=("daily",), target={"amount": 8, "unit": "glass"})],
                     marks=[("~water", TODAY, "partial", 5)])),

    # src: https://upstep.me/step/16/limit-coffee-intake
    dict(id="q20", cat="avoid", setup=[],
         turns=["i wanna cut down to max 2 coffees a day", "had 3 today oops ☕"],
         expect=dict(count=1, habits=[dict(name="~coffee", polarity="avoid", target={"amount": 2})],
                     marks=[("~coffee", TODAY, "slipped", 3)])),

    # ---------------------------------------------------------------- reminders
    # src: https://github.com/iSoron/uhabits/issues/251
    dict(id="q21", cat="edit", setup=[H("Read")],
         turns=["remind me abt reading at 9pm weekdays pls"],
         expect=dict(count=1, reminders=[("Read", "21:00", WEEKDAYS)], habits=[dict(name="Read", freq=("daily",))])),

    dict(id="q22", cat="correct", setup=[H("Meditate")],
         turns=["remind me to meditate at 7:30am", "wait make it 6:45 actually"],
         expect=dict(count=1, reminders=[("Meditate", "06:45")], habits=[dict(name="Meditate", freq=("daily",))])),

    # ---------------------------------------------------------------- groups, tiers, edits
    dict(id="q23", cat="group", setup=[H("Guitar"), H("Drawing"), H("Painting")],
         turns=["group guitar drawing and painting as creative, i only need to do one of them a day"],
         expect=dict(count=3, groups=[dict(name="Creative", require=1, members=["Guitar", "Drawing", "Painting"])])),

    dict(id="q24", cat="tier", setup=[H("Meditate"), H("Read")],
         turns=["make reading a nice to have, its not really a must tbh"],
         expect=dict(count=2, habits=[dict(name="Read", tier="nice"), dict(name="Meditate", tier="must")])),

    dict(id="q25", cat="edit", setup=[H("Duolingo")],
         turns=["can u rename duolingo to Spanish practice pls"],
         expect=dict(count=1, habits=[dict(name="Spanish practice", freq=("daily",))])),

    dict(id="q26", cat="edit", setup=[H("Gym", ("weekly", 3))],
         turns=["bump gym up to 4x a week from now on 💪"],
         expect=dict(count=1, habits=[dict(name="Gym", freq=("weekly", 4))])),

    dict(id="q27", cat="edit", setup=[H("Piano"), H("Guitar")],
         turns=["archive piano pls i sold it lol 🎹"],
         expect=dict(count=2, habits=[dict(name="Piano", archived=True), dict(name="Guitar", archived=False)])),

    dict(id="q28", cat="edit", setup=[H("Cold shower"), H("Run", ("weekly", 3))],
         turns=["delete cold showers not doing that anymore", "yep"],
         expect=dict(count=1, habits=[dict(name="Run", freq=("weekly", 3))])),

    dict(id="q29", cat="correct", setup=[],
         turns=["i want to start swimming", "hmm actually nvm forget it"],
         expect=dict(count=0)),

    # src: https://github.com/iSoron/uhabits/issues/32
    dict(id="q30", cat="correct", setup=[H("Read")],
         turns=["read today", "wait no undo that it was yesterday"],
         expect=dict(count=1, marks=[("Read", YESTERDAY, "done")], nomarks=[("Read", TODAY)])),

    dict(id="q31", cat="dates", setup=[H("Run", ("weekly", 3))],
         turns=["went for a run on friday and saturday"],
         expect=dict(count=1, marks=[("Run", FRI, "done"), ("Run", SAT, "done")],
                     nomarks=[("Run", TODAY), ("Run", NEXT_FRI)],
                     habits=[dict(name="Run", freq=("weekly", 3))])),

    dict(id="q32", cat="slots", setup=[],
         turns=["add push ups", "weekdays"],
         expect=dict(count=1, habits=[dict(name="~push", freq=("days", WEEKDAYS))])),

    dict(id="q33", cat="safety", setup=[H("Run", ("weekly", 3)), H("Read")],
         turns=["i work 9 to 6 most days"],
         expect=dict(unchanged=True)),

    dict(id="q34", cat="safety", setup=[H("Yoga", ("weekly", 2))],
         turns=["my gf does yoga every morning, wish i had that discipline haha"],
         expect=dict(unchanged=True)),

    # src: https://getstimulus.app/blog/stop-doomscrolling-before-bed
    dict(id="q35", cat="avoid", setup=[H("Read"), H("Doomscrolling", polarity="avoid")],
         turns=["doomscrolled for like an hour instead of reading smh"],
         expect=dict(count=2, notdone=[("Read", TODAY)])),

    dict(id="q36", cat="multi", setup=[H("Gym", ("weekly", 3)), H("Read")],
         turns=["log gym for yesterday and also add meditation every morning"],
         expect=dict(count=3, marks=[("Gym", YESTERDAY, "done")], nomarks=[("Gym", TODAY)],
                     habits=[dict(name="Gym", freq=("weekly", 3)),
                             dict(name=["Meditation", "Meditate"], freq=("daily",))])),

    dict(id="q37", cat="correct", setup=[H("Meditate")],
         turns=["meditated yesterday no wait the day before"],
         expect=dict(count=1, marks=[("Meditate", MON, "done")],
                     nomarks=[("Meditate", YESTERDAY), ("Meditate", TODAY)])),

    dict(id="q38", cat="safety", setup=[],
         turns=["im not gonna add a running habit yet, not ready lol"],
         expect=dict(unchanged=True, count=0)),

    dict(id="q39", cat="group", setup=[H("Running", ("weekly", 2)), H("Gym", ("weekly", 2)), H("Swimming", ("weekly", 1))],
         turns=["make an exercise group with running gym and swimming", "just need one of them"],
         expect=dict(count=3, groups=[dict(name="Exercise", require=1, members=["Running", "Gym", "Swimming"])])),

    # src: https://github.com/HabitRPG/habitica/issues/687
    dict(id="q40", cat="safety", setup=[H("Run", ("weekly", 3)), H("Read")],
         turns=["im sick until sunday 🤒"],
         expect=dict(unchanged=True)),
]
