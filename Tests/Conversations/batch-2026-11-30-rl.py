"""Blind batch RL: quitting and cutting down (smoking, vaping, drinking, sugar, doomscrolling,
nail biting, gambling). Habits to avoid, daily limits, slips told with shame or jokes, slips on
past days, near-misses that are not slips, relapses, days clean, mixed good/bad reports.

Clock: Wednesday 2026-03-04 09:00.
  yesterday / last night = Tue 03-03, monday = 03-02, sunday = 03-01, saturday (report) = 02-28,
  friday (report) = 02-27, "the 27th" = 02-27, saturday (plan/skip) = 03-07.
Written without reading the coach's code, intents, tests or transcripts.
"""

TODAY = "2026-03-04"
YESTERDAY = "2026-03-03"
MON = "2026-03-02"
SUN = "2026-03-01"
SAT = "2026-02-28"
FRI = "2026-02-27"
NEXT_SAT = "2026-03-07"


def H(name, freq=("daily",), polarity="build", tier="must", group=None, archived=False, marks=()):
    return {"name": name, "freq": freq, "polarity": polarity, "tier": tier, "group": group,
            "archived": archived, "marks": [tuple(m) for m in marks]}


def A(name, **kw):
    """A habit to avoid (daily)."""
    return H(name, polarity="avoid", **kw)


CIG_NAMES = ["Cigarettes", "Cigarette", "Smoking", "Cigs"]
DRINK_NAMES = ["Drinking", "Alcohol", "Drinks", "Drink", "Booze"]

CASES = [
    # ---------------------------------------------------------------- single messages that change state
    # src: https://www.getaeris.app/blog/how-to-quit-vaping/
    dict(id="RL01", cat="avoid", setup=[],
         turns=["trying to quit vaping, can you track it for me"],
         expect={"count": 1, "maxlen": 20,
                 "habits": [{"name": ["Vaping", "Vape"], "polarity": "avoid", "freq": ("daily",)}],
                 "nomarks": [(["Vaping", "Vape"], TODAY)]}),

    # mixed report of a good day with one slip; no smoking habit exists, so "not a single cig" must not create one
    dict(id="RL02", cat="multi",
         setup=[H("Meditate"), H("Walk"), A("Alcohol")],
         turns=["yesterday was decent tbh - meditated, did my walk, not a single cig. only slip was 2 glasses of wine with dinner"],
         expect={"count": 3,
                 "marks": [("Meditate", YESTERDAY, "done"), ("Walk", YESTERDAY, "done"),
                           ("Alcohol", YESTERDAY, "slipped")],
                 "nomarks": [("Meditate", TODAY), ("Walk", TODAY), ("Alcohol", TODAY)]}),

    # src: https://www.duanestorey.com/tag/habits/
    dict(id="RL03", cat="avoid", setup=[A("Nail biting")],
         turns=["ugh bit my nails down to nothing in yesterday's meeting, didn't even notice i was doing it"],
         expect={"count": 1, "marks": [("Nail biting", YESTERDAY, "slipped")],
                 "nomarks": [("Nail biting", TODAY)]}),

    # src: https://stopsmokingapp.com/smoke-free-streak-tracker
    dict(id="RL04", cat="multi",
         setup=[H("Run", freq=("weekly", 3)), A("Smoking")],
         turns=["did my run this morning but then had a cheeky cig straight after lol"],
         expect={"count": 2, "marks": [("Run", TODAY, "done"), ("Smoking", TODAY, "slipped")]}),

    # src: https://github.com/Vsein/Neohabit/issues/118
    dict(id="RL05", cat="multi", setup=[],
         turns=["add no energy drinks and no gambling, both every day pls"],
         expect={"count": 2, "maxlen": 20,
                 "habits": [{"name": ["Energy drinks", "Energy drink"], "polarity": "avoid", "freq": ("daily",)},
                            {"name": "Gambling", "polarity": "avoid", "freq": ("daily",)}]}),

    dict(id="RL06", cat="dates", setup=[A("Drinking")],
         turns=["had a few drinks friday after work and then again on sunday at the footy"],
         expect={"count": 1,
                 "habits": [{"name": "Drinking", "freq": ("daily",), "polarity": "avoid"}],
                 "marks": [("Drinking", FRI, "slipped"), ("Drinking", SUN, "slipped")],
                 "nomarks": [("Drinking", TODAY)]}),

    # src: https://utterbuzz.com/2024/09/this-app-actually-helped-curb-my-doomscrolling-habit
    dict(id="RL07", cat="edit", setup=[A("Doomscrolling")],
         turns=["can you rename doomscrolling to 'phone in bed'"],
         expect={"count": 1, "habits": [{"name": "Phone in bed", "polarity": "avoid", "freq": ("daily",)}],
                 "nomarks": [("Phone in bed", TODAY)]}),

    dict(id="RL08", cat="tier", setup=[A("Gambling", tier="nice")],
         turns=["make gambling a must-do and rename it to betting"],
         expect={"count": 1, "habits": [{"name": "Betting", "tier": "must", "polarity": "avoid"}],
                 "nomarks": [("Betting", TODAY)]}),

    # src: https://crossfitwest.com/cookie-cheater/
    dict(id="RL09", cat="multi",
         setup=[H("Gym", freq=("days", "mon wed fri")), A("Sugar")],
         turns=["skip gym today, knee's killing me. also had a massive slice of cake at work yesterday oops"],
         expect={"count": 2,
                 "habits": [{"name": "Gym", "freq": ("days", "mon wed fri")}],
                 "marks": [("Gym", TODAY, "skipped"), ("Sugar", YESTERDAY, "slipped")],
                 "nomarks": [("Sugar", TODAY)]}),

    # src: https://github.com/seaglade/Sobriety/issues/25
    dict(id="RL10", cat="dates", setup=[A("Vaping")],
         turns=["relapsed 😞 vaped on sunday and monday, back to day zero"],
         expect={"count": 1, "marks": [("Vaping", SUN, "slipped"), ("Vaping", MON, "slipped")],
                 "nomarks": [("Vaping", TODAY)]}),

    # src: https://learntheodds.com/learn/tracking-gambling-spending/
    dict(id="RL11", cat="dates", setup=[A("Gambling")],
         turns=["lost 40 quid on the slots on the 27th, forgot to log it"],
         expect={"count": 1, "marks": [("Gambling", FRI, "slipped")],
                 "nomarks": [("Gambling", TODAY)]}),

    dict(id="RL12", cat="edit", setup=[A("Drinking")],
         turns=["remind me about my drinking limit at 8pm on fridays and saturdays"],
         expect={"count": 1, "reminders": [("Drinking", "20:00", "fri sat")],
                 "habits": [{"name": "Drinking", "freq": ("daily",), "polarity": "avoid"}],
                 "nomarks": [("Drinking", TODAY)]}),

    # negation of a build habit plus a slip on the same past day
    dict(id="RL13", cat="avoid", setup=[H("Walk"), A("Smoking")],
         turns=["didn't go for my walk yesterday, smoked on the balcony instead"],
         expect={"count": 2, "marks": [("Smoking", YESTERDAY, "slipped")],
                 "notdone": [("Walk", YESTERDAY), ("Walk", TODAY)],
                 "nomarks": [("Smoking", TODAY)]}),

    # ---------------------------------------------------------------- two to four turns
    # src: https://github.com/iSoron/uhabits/issues/247
    # "i'm on about 15" is their usual rate, not a log for today
    dict(id="RL14", cat="slots", setup=[],
         turns=["wanna cut down to 5 cigarettes a day max, i'm on about 15 rn", "yep"],
         expect={"count": 1, "maxlen": 20,
                 "habits": [{"name": CIG_NAMES, "polarity": "avoid",
                             "target": {"amount": 5, "unit": "cigarette"}}],
                 "nomarks": [(CIG_NAMES, TODAY)]}),

    dict(id="RL15", cat="edit", setup=[A("Drinking")],
         turns=["change drinking to weekdays only, weekends are fair game", "yes"],
         expect={"count": 1,
                 "habits": [{"name": "Drinking", "polarity": "avoid", "freq": ("days", "mon tue wed thu fri")}],
                 "nomarks": [("Drinking", TODAY)]}),

    dict(id="RL16", cat="slots", setup=[],
         turns=["add going to aa meetings", "twice a week"],
         expect={"count": 1, "maxlen": 30,
                 "habits": [{"name": "~meeting", "freq": ("weekly", 2), "polarity": "build"}],
                 "nomarks": [("~meeting", TODAY)]}),

    # src: http://www.cecilepark.com/alcoholplanner.html
    dict(id="RL17", cat="slots", setup=[],
         turns=["want to start doing alcohol free days", "3 a week"],
         expect={"count": 1, "maxlen": 30,
                 "habits": [{"name": "~alcohol", "freq": ("weekly", 3), "polarity": "build"}]}),

    # src: https://world.edu/6-easy-tips-to-help-you-quit-your-juul-habit/?noamp=mobile
    dict(id="RL18", cat="slots", setup=[],
         turns=["track my vaping for me", "less of it obviously lol"],
         expect={"count": 1, "habits": [{"name": ["Vaping", "Vape"], "polarity": "avoid"}],
                 "nomarks": [(["Vaping", "Vape"], TODAY)]}),

    # src: https://www.mhfirstaid.tools/how-to-cut-down-on-your-drinking/how-to-cut-down-on-your-drinking
    dict(id="RL19", cat="slots", setup=[],
         turns=["i want to cut back on drinking", "max 2 a day"],
         expect={"count": 1,
                 "habits": [{"name": DRINK_NAMES, "polarity": "avoid", "target": {"amount": 2}}],
                 "nomarks": [(DRINK_NAMES, TODAY)]}),

    dict(id="RL20", cat="correct", setup=[],
         turns=["quit vaping", "actually call it nicotine"],
         expect={"count": 1, "habits": [{"name": "Nicotine", "polarity": "avoid"}],
                 "nomarks": [("Nicotine", TODAY)]}),

    dict(id="RL21", cat="correct", setup=[A("Smoking")],
         turns=["had a cigarette", "wait no, that was yesterday sorry"],
         expect={"count": 1, "marks": [("Smoking", YESTERDAY, "slipped")],
                 "nomarks": [("Smoking", TODAY)]}),

    # a slip told as a joke; "yeah" covers a coach that checks first
    dict(id="RL22", cat="avoid", setup=[A("Drinking")],
         turns=["well the wine won last night 🍷😅", "yeah"],
         expect={"count": 1, "marks": [("Drinking", YESTERDAY, "slipped")],
                 "nomarks": [("Drinking", TODAY)]}),

    # src: http://www.amodernhippie.com/2010/02/day-1-of-no-sugar-challenge.html
    dict(id="RL23", cat="avoid", setup=[A("Sugar"), H("Read")],
         turns=["me vs the office donuts this morning: donuts won 🍩", "yep log it as a sugar slip"],
         expect={"count": 2, "marks": [("Sugar", TODAY, "slipped")],
                 "nomarks": [("Sugar", YESTERDAY), ("Read", TODAY)]}),

    dict(id="RL24", cat="edit", setup=[A("Drinking")],
         turns=["can you set a reminder for the drinking one", "9pm"],
         expect={"count": 1, "reminders": [("Drinking", "21:00")],
                 "habits": [{"name": "Drinking", "freq": ("daily",), "polarity": "avoid"}],
                 "nomarks": [("Drinking", TODAY)]}),

    dict(id="RL25", cat="group", setup=[H("Walk"), H("Chew gum"), H("Drink water")],
         turns=["make a group called cravings with walk, chew gum and drink water", "just one is fine"],
         expect={"count": 3,
                 "groups": [{"name": "Cravings", "require": 1, "members": ["Walk", "Chew gum", "Drink water"]}],
                 "nomarks": [("Walk", TODAY), ("Chew gum", TODAY), ("Drink water", TODAY)]}),

    # a skip planned for the coming saturday (a bare weekday in a skip is the coming one)
    dict(id="RL26", cat="dates", setup=[A("Drinking")],
         turns=["taking saturday off from the no drinking thing, it's my sister's wedding", "yes please"],
         expect={"count": 1, "marks": [("Drinking", NEXT_SAT, "skipped")],
                 "habits": [{"name": "Drinking", "freq": ("daily",), "polarity": "avoid"}],
                 "nomarks": [("Drinking", TODAY), ("Drinking", SAT)]}),

    # src: https://github.com/jofoerster/habitsync/issues/76
    dict(id="RL27", cat="amount", setup=[],
         turns=["max 2 coffees a day from now on", "had 2 already this morning", "just had another one ugh"],
         expect={"count": 1,
                 "habits": [{"name": ["Coffee", "Coffees"], "polarity": "avoid",
                             "target": {"amount": 2, "unit": "coffee"}}],
                 "marks": [(["Coffee", "Coffees"], TODAY, "slipped", 3)]}),

    # src: https://github.com/JamesCliffordSpratt/obsidian-habits/issues/1
    dict(id="RL28", cat="amount", setup=[],
         turns=["limit doomscrolling to 30 minutes a day", "went way over yesterday, like 2 hours"],
         expect={"count": 1,
                 "habits": [{"name": ["Doomscrolling", "Doom scrolling", "Doomscroll"], "polarity": "avoid",
                             "target": {"amount": 30, "unit": "minute"}}],
                 "marks": [(["Doomscrolling", "Doom scrolling", "Doomscroll"], YESTERDAY, "slipped")],
                 "nomarks": [(["Doomscrolling", "Doom scrolling", "Doomscroll"], TODAY)]}),

    # ---------------------------------------------------------------- must change nothing
    # a statement about the past, not a log or a new habit
    dict(id="RL29", cat="safety", setup=[A("Smoking")],
         turns=["i used to smoke 20 a day back at uni, mad to think about now"],
         expect={"unchanged": True}),

    # somebody else's wish, flatly refused
    dict(id="RL30", cat="safety", setup=[],
         turns=["my wife keeps on at me to quit drinking lol not happening"],
         expect={"unchanged": True}),

    # src: https://icexcris.com/blog/cigarette-tracker-smoking-triggers-quit-monday
    # a near-miss at one moment of the morning: not a slip, and not a report of the whole day
    dict(id="RL31", cat="safety", setup=[A("Smoking")],
         turns=["was this close to buying a pack at the petrol station just now. walked out tho 💪"],
         expect={"unchanged": True}),

    # src: https://github.com/brandonp2412/Quitter/issues/94
    # last slip 02-14: 18 days since (17 if today is not counted yet)
    dict(id="RL32", cat="query", setup=[A("Drinking", marks=[("2026-02-07", "slipped"), ("2026-02-14", "slipped")])],
         turns=["how many days sober am i now?"],
         expect={"unchanged": True, "reply": r"\b1[78]\b"}),

    dict(id="RL33", cat="safety", setup=[A("Vaping")],
         turns=["my brother's been vaping nonstop since christmas, it's grim"],
         expect={"unchanged": True}),

    # src: https://utterbuzz.com/2024/09/this-app-actually-helped-curb-my-doomscrolling-habit
    dict(id="RL34", cat="safety", setup=[A("Doomscrolling")],
         turns=["can you block tiktok on my phone after 10pm"],
         expect={"unchanged": True}),

    dict(id="RL35", cat="query", setup=[A("Nail biting")],
         turns=["any tips for not biting my nails when i'm stressed?"],
         expect={"unchanged": True}),

    # a craving, not a slip
    dict(id="RL36", cat="safety", setup=[A("Smoking")],
         turns=["really want a cigarette rn. help"],
         expect={"unchanged": True}),

    dict(id="RL37", cat="query", setup=[A("Sugar", marks=[(MON, "slipped")]), H("Run", freq=("weekly", 3))],
         turns=["did i slip at all this week?"],
         expect={"unchanged": True}),

    # does not say they drank, or that the whole day was dry
    dict(id="RL38", cat="safety", setup=[A("Drinking")],
         turns=["saturday was rough, everyone was drinking and i ended up leaving early"],
         expect={"unchanged": True}),

    # a near-miss on a past day, one moment of it
    dict(id="RL39", cat="safety", setup=[A("Gambling")],
         turns=["nearly put a bet on during the match sunday but deleted the app instead"],
         expect={"unchanged": True}),

    dict(id="RL40", cat="query", setup=[A("Sugar"), A("Smoking")],
         turns=["whats the difference between a slip and a skip"],
         expect={"unchanged": True}),
]
