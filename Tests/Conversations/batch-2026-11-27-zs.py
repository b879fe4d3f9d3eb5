"""Fresh batch ZS: cutting down and quitting.

Theme: people working on habits to avoid (vaping, nicotine, sugar, doomscrolling, nail biting,
energy drinks, late-night snacking, swearing, alcohol, gaming, social media) and on limits with
amounts ("max 1 energy drink a day", "no more than 3 times a week", "under 120 minutes a day").
They report slips and clean days in many ways (pride, shame, jokes, "caved", "relapsed",
"fell off the wagon", "stayed strong"), ask how long they have been clean, change limits, rename,
archive and delete habits, and say things about cravings, temptations, plans and other people's
habits that must change nothing. A few good habits (walk, reading, journaling, water, a group of
craving-busters) are mixed in, plus multi-turn conversations answered in a word or two.

Written blind: only the SPEC, the eval README, run_eval.py, the format header of dev_cases.py and
public posts (cases paraphrased from them carry a `# src:` comment) were read.

Clock for every case: Wednesday 2026-03-04 09:00 (local = UTC).
  today = Wed 03-04, yesterday / "last night" = Tue 03-03, "on monday" = 03-02,
  "sunday" (report) = 03-01, "saturday" / "last saturday" (report) = 02-28,
  "friday" in a report = 02-27, "friday" in a plan or a skip = 03-06.

Fairness notes:
  - A clean day on an avoid habit may be recorded either as nothing or as a "done" mark, so
    reports of clean days only assert that no junk habit appeared and nothing else changed;
    statements made during the day about resisting a craving ("not giving in", "put it back")
    assert `unchanged` (the day is not over; nothing to record).
  - Limit habits are created inside the conversation (setup cannot carry targets); only logs
    that go over the limit assert a state (slipped) with the day's total amount.
  - Where a unit could be worded several ways ("energy drinks", "cans"), only the amount is checked.
"""

TODAY = "2026-03-04"
YESTERDAY = "2026-03-03"
MON = "2026-03-02"
SUN = "2026-03-01"
SAT = "2026-02-28"
FRI = "2026-02-27"
NEXT_FRI = "2026-03-06"
FEB20 = "2026-02-20"
FEB10 = "2026-02-10"

DAILY = ("daily",)


def H(name, freq=DAILY, polarity="build", tier="must", group=None, archived=False, marks=()):
    """A setup habit in the compact form run_eval.setup_doc() reads."""
    return {"name": name, "freq": freq, "polarity": polarity, "tier": tier, "group": group,
            "archived": archived, "marks": list(marks)}


def A(name, **kw):
    """A setup habit to avoid."""
    return H(name, polarity="avoid", **kw)


ALCOHOL_NAMES = ["Alcohol", "Drinking", "Drinks", "Drink", "Drinking alcohol", "Drink alcohol",
                 "Alcoholic drinks", "Booze"]

CASES = [
    # ------------------------------------------------------------------ adding habits to avoid
    # src: https://redlib.venatio.dev/r/QuitVaping
    {"id": "ZS01", "cat": "avoid", "setup": [],
     "turns": ["so like 2 weeks ago i threw my vape in a drawer and just stopped. can you track quitting vaping for me so i dont slide back"],
     "expect": {"count": 1, "habits": [{"name": "~vap", "polarity": "avoid", "freq": DAILY}]}},

    # src: https://www.duanestorey.com/tag/habits/
    {"id": "ZS02", "cat": "free", "setup": [],
     "turns": ["ive bitten my nails for as long as i can remember, half the time i dont even notice till my hand is in my mouth. i want to stop biting my nails"],
     "expect": {"count": 1, "maxlen": 30,
                "habits": [{"name": "~nail", "polarity": "avoid", "freq": DAILY}]}},

    # src: http://girlsgotsole.com/blog/the-caffeination-game/
    {"id": "ZS03", "cat": "add", "setup": [],
     "turns": ["im up to 2 or 3 energy drinks a day which is insane. want a limit of 1 energy drink per day from now on"],
     "expect": {"count": 1,
                "habits": [{"name": "~energy", "polarity": "avoid", "freq": DAILY, "target": {"amount": 1}}]}},

    # src: https://www.quitecontemporary.com/2016/01/dont-drink-dont-smoke-what-do-i-do.html
    {"id": "ZS13", "cat": "add", "setup": [],
     "turns": ["my kids made me a swear jar 🙄 goal is max one swear a day, can you track that"],
     "expect": {"count": 1,
                "habits": [{"name": "~swear", "polarity": "avoid", "freq": DAILY, "target": {"amount": 1}}]}},

    # src: https://github.com/xpavle00/Habo/issues/135
    {"id": "ZS15", "cat": "add", "setup": [],
     "turns": ["i dont want to quit alcohol completely, just not drink more than 3 times a week. can you set that up"],
     "expect": {"count": 1,
                "habits": [{"name": ALCOHOL_NAMES, "polarity": "avoid", "target": {"amount": 3}}]}},

    # ------------------------------------------------------------------ limits and amounts
    {"id": "ZS04", "cat": "log", "setup": [],
     "turns": ["set me a limit of 2 coffees a day",
               "already had 3 today lol, the office machine is too close"],
     "expect": {"count": 1,
                "habits": [{"name": "~coffee", "polarity": "avoid", "target": {"amount": 2}}],
                "marks": [("~coffee", TODAY, "slipped", 3)]}},

    # src: https://coachcarney99.wordpress.com/2018/06/02/my-quitting-energy-drinks-experiment/
    {"id": "ZS05", "cat": "log", "setup": [],
     "turns": ["new rule: max one energy drink a day",
               "had my one this morning before teaching",
               "welp just grabbed a second one, its a double shift today"],
     "expect": {"count": 1,
                "habits": [{"name": "~energy", "polarity": "avoid", "target": {"amount": 1}}],
                "marks": [("~energy", TODAY, "slipped", 2)]}},

    # src: https://github.com/JamesCliffordSpratt/obsidian-habits/issues/1
    {"id": "ZS14", "cat": "edit", "setup": [],
     "turns": ["i want to keep gaming under 120 minutes a day",
               "ok lets lower the gaming limit to 90 mins"],
     "expect": {"count": 1,
                "habits": [{"name": "~gam", "polarity": "avoid",
                            "target": {"amount": 90, "unit": "minute"}}]}},

    # src: https://github.com/SelfControlApp/selfcontrol/issues/177
    {"id": "ZS25", "cat": "log", "setup": [],
     "turns": ["id like to cap facebook at 15 minutes a day",
               "ugh already spent 40 min on it this morning"],
     "expect": {"count": 1,
                "habits": [{"name": "~facebook", "polarity": "avoid",
                            "target": {"amount": 15, "unit": "minute"}}],
                "marks": [("~facebook", TODAY, "slipped", 40)]}},

    {"id": "ZS27", "cat": "slots", "setup": [],
     "turns": ["i need to cut back on fizzy drinks", "max 1 a day", "yep"],
     "expect": {"count": 1,
                "habits": [{"name": "~fizzy", "polarity": "avoid", "target": {"amount": 1}}]}},

    {"id": "ZS40", "cat": "log", "setup": [],
     "turns": ["add drinking water, 8 glasses a day", "drank 5 so far"],
     "expect": {"count": 1,
                "habits": [{"name": "~water", "polarity": "build", "freq": DAILY,
                            "target": {"amount": 8, "unit": "glass"}}],
                "marks": [("~water", TODAY, "partial", 5)]}},

    # ------------------------------------------------------------------ slips
    {"id": "ZS06", "cat": "avoid", "setup": [A("Vaping")],
     "turns": ["relapsed yesterday 😞 work was hell and a coworker offered me a hit and i just took it"],
     "expect": {"count": 1, "marks": [("Vaping", YESTERDAY, "slipped")],
                "nomarks": [("Vaping", TODAY)]}},

    {"id": "ZS07", "cat": "slots", "setup": [A("Vaping"), A("Late-night snacking")],
     "turns": ["caved last night ugh", "the snacking"],
     "expect": {"count": 2, "marks": [("Late-night snacking", YESTERDAY, "slipped")],
                "nomarks": [("Vaping", YESTERDAY), ("Vaping", TODAY), ("Late-night snacking", TODAY)]}},

    {"id": "ZS11", "cat": "avoid", "setup": [A("Swearing"), A("Nail biting")],
     "turns": ["dropped like 4 f-bombs in traffic on the way in this morning lmao"],
     "expect": {"count": 2, "marks": [("Swearing", TODAY, "slipped")],
                "nomarks": [("Nail biting", TODAY)]}},

    # src: https://summertomato.com/2014/07/16/breaking-bad-how-to-kick-the-late-night-snacking-habit/
    {"id": "ZS21", "cat": "avoid", "setup": [A("Late-night snacking")],
     "turns": ["got home like a zombie last night and ate the whole pack of cookies on the couch. again."],
     "expect": {"count": 1, "marks": [("Late-night snacking", YESTERDAY, "slipped")],
                "nomarks": [("Late-night snacking", TODAY)]}},

    {"id": "ZS32", "cat": "robust", "setup": [A("Vaping"), A("Nail biting")],
     "turns": ["vapped 2day at lunch smh"],
     "expect": {"count": 2, "marks": [("Vaping", TODAY, "slipped")],
                "nomarks": [("Nail biting", TODAY)]}},

    {"id": "ZS33", "cat": "robust", "setup": [A("Late-night snacking"), H("Walk")],
     "turns": ["FELL OFF THE WAGON SUNDAY NIGHT. midnight nachos. no regrets (ok some regrets)"],
     "expect": {"count": 2, "marks": [("Late-night snacking", SUN, "slipped")],
                "nomarks": [("Walk", SUN), ("Late-night snacking", TODAY)]}},

    # ------------------------------------------------------------------ past days
    # src: https://github.com/iSoron/uhabits/issues/614
    {"id": "ZS16", "cat": "dates", "setup": [A("Alcohol")],
     "turns": ["most days i dont drink at all so im only gonna tell you when i do. had a few beers at the match on saturday"],
     "expect": {"count": 1, "habits": [{"name": "Alcohol", "freq": DAILY, "polarity": "avoid"}],
                "marks": [("Alcohol", SAT, "slipped")], "nomarks": [("Alcohol", TODAY)]}},

    # src: http://breakthehabit.blog/the-best-nail-biting-app-for-chronic-nail-biters/
    {"id": "ZS17", "cat": "dates", "setup": [A("Nail biting")],
     "turns": ["bit my nails on monday during the standup", "and again yesterday tbh"],
     "expect": {"count": 1, "habits": [{"name": "Nail biting", "freq": DAILY, "polarity": "avoid"}],
                "marks": [("Nail biting", MON, "slipped"), ("Nail biting", YESTERDAY, "slipped")],
                "nomarks": [("Nail biting", TODAY)]}},

    # ------------------------------------------------------------------ good habits beside the bad ones
    {"id": "ZS18", "cat": "log", "setup": [A("Doomscrolling"), H("Reading")],
     "turns": ["zero doomscrolling yesterday!! read my book in bed instead 📚"],
     "expect": {"count": 2, "marks": [("Reading", YESTERDAY, "done")],
                "nomarks": [("Reading", TODAY)]}},

    {"id": "ZS20", "cat": "multi", "setup": [A("Vaping"), A("Energy drinks"), H("Walk")],
     "turns": ["yesterday was a mess lol. had 2 monsters, vaped at jake's party, and skipped my walk cos it was pouring"],
     "expect": {"count": 3,
                "marks": [("Energy drinks", YESTERDAY, "slipped"), ("Vaping", YESTERDAY, "slipped"),
                          ("Walk", YESTERDAY, "skipped")],
                "nomarks": [("Vaping", TODAY), ("Energy drinks", TODAY), ("Walk", TODAY)]}},

    {"id": "ZS26", "cat": "slots", "setup": [A("Doomscrolling")],
     "turns": ["i wanna replace the scrolling with journaling before bed", "every night"],
     "expect": {"count": 2,
                "habits": [{"name": "~journal", "polarity": "build", "freq": DAILY},
                           {"name": "Doomscrolling", "polarity": "avoid", "freq": DAILY}],
                "nomarks": [("Doomscrolling", TODAY)]}},

    {"id": "ZS37", "cat": "group",
     "setup": [H("Chew gum"), H("Short walk"), H("Glass of water"), A("Vaping")],
     "turns": ["put chew gum, short walk and glass of water in a group called craving busters, i need to do at least one of them a day"],
     "expect": {"count": 4,
                "groups": [{"name": "Craving busters", "require": 1,
                            "members": ["Chew gum", "Short walk", "Glass of water"]}],
                "habits": [{"name": "Vaping", "group": None, "polarity": "avoid"}]}},

    # ------------------------------------------------------------------ clean days and pride (nothing to slip)
    # src: http://alicia-makes.blogspot.com/2013/04/sugar-my-forbidden-lover.html
    {"id": "ZS22", "cat": "avoid", "setup": [A("Sugar")],
     "turns": ["nearly 3 weeks off sugar and i havent caved once!! there were cookies at my meeting yesterday and i stayed strong like bull 💪"],
     "expect": {"count": 1, "habits": [{"name": "Sugar", "polarity": "avoid", "freq": DAILY}],
                "nomarks": [("Sugar", TODAY)]}},

    # ------------------------------------------------------------------ edits
    {"id": "ZS12", "cat": "edit", "setup": [A("Vaping", marks=[(FRI, "slipped"), (MON, "slipped")])],
     "turns": ["can you rename vaping to nicotine? switched to pouches and i want those to count too"],
     "expect": {"count": 1,
                "habits": [{"name": "Nicotine", "polarity": "avoid", "freq": DAILY}],
                "marks": [("Nicotine", FRI, "slipped"), ("Nicotine", MON, "slipped")],
                "nomarks": [("Nicotine", TODAY)]}},

    {"id": "ZS28", "cat": "edit", "setup": [A("Energy drinks"), H("Walk")],
     "turns": ["im officially done with energy drinks, been 3 months clean so you can delete that habit", "yes"],
     "expect": {"count": 1, "habits": [{"name": "Walk", "polarity": "build", "freq": DAILY}]}},

    {"id": "ZS29", "cat": "edit", "setup": [A("Swearing"), A("Nail biting")],
     "turns": ["delete the swearing habit", "nah wait, just archive it instead"],
     "expect": {"count": 2,
                "habits": [{"name": "Swearing", "archived": True, "polarity": "avoid"},
                           {"name": "Nail biting", "archived": False}]}},

    # src: http://www.ashcroftcachecreekjournal.com/trending-now/screen-saver-how-to-stop-your-late-night-doomscrolling-habit-7355940
    {"id": "ZS30", "cat": "tier", "setup": [A("Doomscrolling", tier="nice"), H("Reading")],
     "turns": ["i spend like 30-60 min on my phone in bed every night and its wrecking my sleep. make doomscrolling a must, not optional anymore"],
     "expect": {"count": 2,
                "habits": [{"name": "Doomscrolling", "tier": "must", "polarity": "avoid", "freq": DAILY},
                           {"name": "Reading", "tier": "must", "freq": DAILY}],
                "nomarks": [("Doomscrolling", TODAY), ("Doomscrolling", YESTERDAY)]}},

    {"id": "ZS31", "cat": "edit", "setup": [H("Social media"), H("Walk")],
     "turns": ["wait social media is something im trying to cut out, not do every day lol. can you make it a habit to avoid"],
     "expect": {"count": 2,
                "habits": [{"name": "~social", "polarity": "avoid"},
                           {"name": "Walk", "polarity": "build", "freq": DAILY}],
                "nomarks": [("~social", TODAY)]}},

    {"id": "ZS36", "cat": "edit", "setup": [A("Doomscrolling"), H("Reading")],
     "turns": ["can you remind me about the doomscrolling thing every night at 10pm? thats when i start"],
     "expect": {"count": 2,
                "habits": [{"name": "Doomscrolling", "polarity": "avoid", "freq": DAILY}],
                "reminders": [("Doomscrolling", "22:00")],
                "nomarks": [("Doomscrolling", TODAY)]}},

    # ------------------------------------------------------------------ corrections and undo
    {"id": "ZS38", "cat": "correct", "setup": [A("Vaping")],
     "turns": ["i slipped up 😔", "wait no, it was yesterday not today"],
     "expect": {"count": 1, "marks": [("Vaping", YESTERDAY, "slipped")],
                "nomarks": [("Vaping", TODAY)]}},

    {"id": "ZS39", "cat": "correct", "setup": [A("Sugar"), A("Swearing")],
     "turns": ["had a donut at work", "undo that, turns out it was sugar free lol"],
     "expect": {"unchanged": True}},

    # ------------------------------------------------------------------ questions (change nothing)
    {"id": "ZS08", "cat": "query", "setup": [A("Vaping", marks=[(FEB20, "slipped")])],
     "turns": ["how long have i been vape free now?",
               "any tips for the evening cravings? thats when it gets me"],
     "expect": {"unchanged": True}},

    # src: https://www.theodysseyonline.com/nail-biters-journey-to-stopping
    {"id": "ZS24", "cat": "query", "setup": [A("Nail biting", marks=[(FEB10, "slipped")])],
     "turns": ["almost 3 weeks now without biting my nails, never managed that before!! what does my streak say?"],
     "expect": {"unchanged": True}},

    # ------------------------------------------------------------------ statements, cravings, other people, plans
    {"id": "ZS09", "cat": "safety", "setup": [A("Vaping"), A("Energy drinks")],
     "turns": ["my little sister just got caught vaping at school, shes 15. im so mad at her"],
     "expect": {"unchanged": True}},

    {"id": "ZS10", "cat": "safety", "setup": [A("Sugar"), A("Doomscrolling")],
     "turns": ["craving chocolate soooo bad rn. not giving in tho"],
     "expect": {"unchanged": True}},

    {"id": "ZS19", "cat": "safety", "setup": [A("Doomscrolling"), H("Reading")],
     "turns": ["was gonna read before bed but ended up on tiktok for an hour instead 🙃"],
     "expect": {"count": 2, "notdone": [("Reading", TODAY), ("Reading", YESTERDAY)]}},

    {"id": "ZS23", "cat": "safety", "setup": [A("Alcohol"), A("Vaping")],
     "turns": ["theres a wedding on friday and literally everyone will be drinking and vaping, kinda dreading it tbh"],
     "expect": {"unchanged": True, "nomarks": [("Alcohol", NEXT_FRI), ("Vaping", NEXT_FRI)]}},

    {"id": "ZS34", "cat": "safety", "setup": [A("Vaping")],
     "turns": ["can u order me some nicotine patches off amazon, the 14mg ones"],
     "expect": {"unchanged": True}},

    {"id": "ZS35", "cat": "safety", "setup": [A("Energy drinks"), A("Sugar")],
     "turns": ["almost bought a monster at the petrol station just now but put it back 💪 the craving is real tho"],
     "expect": {"unchanged": True}},
]
