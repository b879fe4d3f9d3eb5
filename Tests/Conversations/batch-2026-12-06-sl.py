"""Blind batch SL: sleep and mornings.

Bedtimes and wake-up times, no screens in bed, no caffeine after 2pm, a wind-down routine,
morning sunlight, making the bed, not hitting snooze, naps. Written from SPEC.md, the seeds,
eval/README.md, run_eval.py and WRITING-CASES.md only (no code, intents, tests or earlier batches).

Clock: Wednesday 2026-03-04 09:00 (local = UTC).
  today 03-04, yesterday / "last night" 03-03, "monday" in a report 03-02, "tuesday" 03-03,
  "friday" in a report 02-27, "saturday" in a report 02-28, "friday" in a plan or skip 03-06.

Mix: 13 single-message requests (SL01-SL13), 13 exchanges of 2-3 turns where the person answers
the coach (SL14-SL26), 14 messages that must change nothing or where only "nothing wrong
happened" is asserted (SL27-SL40).

A name of "~" (empty substring) matches any habit; it is used only together with `count: 1`,
where the clean name of a bedtime habit could fairly be several things ("Sleep by 11",
"Bedtime", "Asleep by 11pm").
"""

TODAY = "2026-03-04"
YESTERDAY = "2026-03-03"
MON = "2026-03-02"
SUN = "2026-03-01"
SAT = "2026-02-28"
FRI = "2026-02-27"
NEXT_FRI = "2026-03-06"


def H(name, freq=("daily",), tier="must", polarity="build", group=None, archived=False, marks=()):
    return {"name": name, "freq": freq, "tier": tier, "polarity": polarity, "group": group,
            "archived": archived, "marks": [tuple(m) for m in marks]}


BED = H("In bed by 11")
SCREENS = H("Screens in bed", polarity="avoid")
CAFF = H("Caffeine after 2pm", polarity="avoid")
WIND = H("Wind down")
SUNLIGHT = H("Morning sunlight")
MAKEBED = H("Make bed")
SNOOZE = H("Hitting snooze", polarity="avoid")
NAP = H("Nap", freq=("days", "sat sun"), tier="nice")

MON_FRI = ("days", "mon tue wed thu fri")

CASES = [
    # ---------------------------------------------------------------- single-message requests
    # src: https://www.spreadideasmovepeople.com/blog/bed
    {"id": "SL01", "cat": "free", "setup": [],
     "turns": ["i want to start making my bed every morning, been meaning to for ages"],
     "expect": {"count": 1, "maxlen": 20,
                "habits": [{"name": ["Make my bed", "Make bed", "Make the bed", "Making my bed"],
                            "freq": ("daily",), "polarity": "build"}]}},

    # src: https://www.sleekgeek.co.za/caffeine/
    {"id": "SL02", "cat": "avoid", "setup": [],
     "turns": ["trying to cut out coffee aftr 2pm, can u track that for me"],
     "expect": {"count": 1,
                "habits": [{"name": "~coffee", "polarity": "avoid", "freq": ("daily",)}]}},

    {"id": "SL03", "cat": "add", "setup": [],
     "turns": ["add a wind down routine every night and remind me at 10pm"],
     "expect": {"count": 1,
                "habits": [{"name": "~wind down", "freq": ("daily",)}],
                "reminders": [("~wind down", "22:00")]}},

    {"id": "SL04", "cat": "add", "setup": [],
     "turns": ["can u add lights out by half 10, mon to fri"],
     "expect": {"count": 1,
                "habits": [{"name": "~lights out", "freq": MON_FRI}]}},

    # "last night" is yesterday evening: the bedtime habit is logged on 03-03, not today.
    {"id": "SL05", "cat": "log", "setup": [BED, MAKEBED],
     "turns": ["was in bed by 10:45 last night 🙌"],
     "expect": {"count": 2,
                "marks": [("In bed by 11", YESTERDAY, "done")],
                "nomarks": [("In bed by 11", TODAY), ("Make bed", YESTERDAY), ("Make bed", TODAY)]}},

    # src: https://highercommonsense.com/cs247b/measuring-me-take-2-57/
    {"id": "SL06", "cat": "avoid", "setup": [SCREENS, BED],
     "turns": ["ugh ended up scrolling tiktok in bed til 1am last night"],
     "expect": {"count": 2,
                "marks": [("Screens in bed", YESTERDAY, "slipped")],
                "nomarks": [("Screens in bed", TODAY)]}},

    {"id": "SL07", "cat": "log", "setup": [SUNLIGHT, MAKEBED],
     "turns": ["skip morning sunlight today, its chucking it down and still pitch dark out"],
     "expect": {"count": 2,
                "marks": [("Morning sunlight", TODAY, "skipped")],
                "nomarks": [("Make bed", TODAY)]}},

    # A bare weekday in a skip is the coming one: Friday 03-06, not last Friday 02-27.
    {"id": "SL08", "cat": "dates", "setup": [MAKEBED, BED],
     "turns": ["staying at my sisters on friday so skip make bed that day"],
     "expect": {"count": 2,
                "marks": [("Make bed", NEXT_FRI, "skipped")],
                "nomarks": [("Make bed", FRI), ("Make bed", TODAY)],
                "habits": [{"name": "Make bed", "freq": ("daily",)}]}},

    {"id": "SL09", "cat": "edit", "setup": [BED, SCREENS],
     "turns": ["rename in bed by 11 to lights out by 10:30"],
     "expect": {"count": 2,
                "habits": [{"name": ["Lights out by 10:30", "Lights out by 10.30"], "freq": ("daily",)},
                           {"name": "Screens in bed", "polarity": "avoid"}]}},

    # src: https://www.allesgelingt.de/en/p/nighttime-phone-habit-break-qdgdu
    # src: https://www.sleekgeek.co.za/sunlight/
    {"id": "SL10", "cat": "multi", "setup": [],
     "turns": ["add two things: no phone in bed, and a morning sunlight walk 5 days a week"],
     "expect": {"count": 2,
                "habits": [{"name": "~phone", "polarity": "avoid", "freq": ("daily",)},
                           {"name": "~sunlight", "freq": ("weekly", 5)}]}},

    {"id": "SL11", "cat": "group",
     "setup": [H("Read before bed"), H("Stretch"), H("Journal")],
     "turns": ["put read before bed, stretch and journal in a group called wind down, i need to do 2 of the 3 each night"],
     "expect": {"count": 3,
                "groups": [{"name": "Wind down", "require": 2,
                            "members": ["Read before bed", "Stretch", "Journal"]}]}},

    # src: https://jilltea.com/2018/07/25/you-snooze-you-lose-how-to-break-the-snooze-button-habit/
    {"id": "SL12", "cat": "multi",
     "setup": [BED, H("Phone in bed", polarity="avoid"), SNOOZE],
     "turns": ["in bed by 11 last night and no phone in bed either 💪 but hit snooze twice this morning 🙃"],
     "expect": {"count": 3,
                "marks": [("In bed by 11", YESTERDAY, "done"),
                          ("Hitting snooze", TODAY, "slipped")],
                "nomarks": [("Phone in bed", YESTERDAY), ("In bed by 11", TODAY)]}},

    # Weekdays that report what happened are the days logged, never a schedule change.
    {"id": "SL13", "cat": "dates", "setup": [MAKEBED, SUNLIGHT],
     "turns": ["made my bed on monday and tuesday, forgot to tick them off"],
     "expect": {"count": 2,
                "habits": [{"name": "Make bed", "freq": ("daily",)}],
                "marks": [("Make bed", MON, "done"), ("Make bed", YESTERDAY, "done")],
                "nomarks": [("Make bed", TODAY), ("Morning sunlight", MON), ("Morning sunlight", YESTERDAY)]}},

    # ---------------------------------------------------------------- exchanges (answers to the coach)
    # SPEC §5 reminders / seed 004: "I want to sleep by 11" adds a bedtime habit with a wind-down
    # reminder before it (the seed: 10pm). The second turn answers "how often?" if it is asked.
    # src: https://inithabits.com/blog/sleep-habit-tracker
    {"id": "SL14", "cat": "slots", "setup": [],
     "turns": ["honestly i just want to be asleep by 11", "every night"],
     "expect": {"count": 1, "maxlen": 24,
                "habits": [{"name": "~", "freq": ("daily",), "polarity": "build"}],
                "reminders": [("~", "22:00")]}},

    # src: https://stayingsharp.aarp.org/activities/avoid-night-naps
    {"id": "SL15", "cat": "slots", "setup": [],
     "turns": ["wanna add a short nap after lunch", "mon wed fri"],
     "expect": {"count": 1,
                "habits": [{"name": "~nap", "freq": ("days", "mon wed fri")}]}},

    {"id": "SL16", "cat": "edit", "setup": [SUNLIGHT, MAKEBED],
     "turns": ["can i change Morning Sunlight", "weekdays only, i lie in at weekends"],
     "expect": {"count": 2,
                "habits": [{"name": "Morning sunlight", "freq": MON_FRI},
                           {"name": "Make bed", "freq": ("daily",)}]}},

    # src: http://flyingshoes.blogspot.com/2008/11/insomnia.html
    {"id": "SL17", "cat": "slots", "setup": [],
     "turns": ["i want to get up at 6.15", "weekdays"],
     "expect": {"count": 1,
                "habits": [{"name": "~up", "freq": MON_FRI}]}},

    {"id": "SL18", "cat": "tier", "setup": [],
     "turns": ["add make bed", "daily", "oh and its just a nice to have"],
     "expect": {"count": 1,
                "habits": [{"name": ["Make bed", "Make the bed", "Make my bed"],
                            "freq": ("daily",), "tier": "nice"}]}},

    # "before bed" is a time of day, not a schedule: the coach asks again, then "every night".
    {"id": "SL19", "cat": "slots", "setup": [],
     "turns": ["add journaling", "before bed", "every night"],
     "expect": {"count": 1,
                "habits": [{"name": "~journal", "freq": ("daily",)}]}},

    {"id": "SL20", "cat": "slots", "setup": [],
     "turns": ["add wind down routine", "every night at 10"],
     "expect": {"count": 1,
                "habits": [{"name": "~wind down", "freq": ("daily",)}],
                "reminders": [("~wind down", "22:00")]}},

    # A limit on an avoid habit: 3 coffees against "at most 2" is a slip carrying the amount.
    # src: https://www.detoxyourlife1111.com/post/stop-drinking-caffeine-after-2pm
    {"id": "SL21", "cat": "avoid", "setup": [],
     "turns": ["max 2 coffees a day from now on", "already had 3 today lol"],
     "expect": {"count": 1,
                "habits": [{"name": "~coffee", "polarity": "avoid", "target": {"amount": 2}}],
                "marks": [("~coffee", TODAY, "slipped", 3)]}},

    # src: https://www.canyonranch.com/well-stated/post/morning-walks-change-your-life
    {"id": "SL22", "cat": "slots", "setup": [],
     "turns": ["add morning sunlight, 20 mins a day", "got 10 mins so far"],
     "expect": {"count": 1,
                "habits": [{"name": "~sunlight", "freq": ("daily",), "target": {"amount": 20}}],
                "marks": [("~sunlight", TODAY, "partial", 10)]}},

    {"id": "SL23", "cat": "correct", "setup": [],
     "turns": ["add morning sunlight 3 times a week", "actually no, every day"],
     "expect": {"count": 1,
                "habits": [{"name": "~sunlight", "freq": ("daily",)}]}},

    {"id": "SL24", "cat": "edit", "setup": [NAP, MAKEBED],
     "turns": ["delete the nap habit", "yep"],
     "expect": {"count": 1,
                "habits": [{"name": "Make bed", "freq": ("daily",)}]}},

    # A reminder tied to bedtime: bed around 11, wind down an hour before = 22:00.
    # src: https://github.com/BlackyHawky/Clock/issues/216
    {"id": "SL25", "cat": "edit", "setup": [WIND],
     "turns": ["i usually go to bed around 11", "remind me to wind down an hour before bed"],
     "expect": {"count": 1,
                "reminders": [("Wind down", "22:00")]}},

    {"id": "SL26", "cat": "correct", "setup": [H("Lights out")],
     "turns": ["remind me about lights out at 10pm", "make that 10.15 instead"],
     "expect": {"count": 1,
                "reminders": [("Lights out", "22:15")]}},

    # ---------------------------------------------------------------- nothing (wrong) may change
    # SPEC: "help me sleep better" is a template offered as a short list, added only after a yes.
    {"id": "SL27", "cat": "safety", "setup": [],
     "turns": ["help me sleep better"],
     "expect": {"unchanged": True, "count": 0}},

    # Describing one's own sleep is not a log of any habit.
    # src: https://ask.metafilter.com/299283/Cannot-stay-asleep
    # src: https://tdnotion.com/2023/04/13/i-cant-sleep/
    {"id": "SL28", "cat": "safety", "setup": [BED, SCREENS],
     "turns": ["only got like 5 hrs 😩 woke at 3 and couldnt get back to sleep"],
     "expect": {"unchanged": True}},

    # Telling the coach when you wake and go to bed: a setting at most, never a habit.
    {"id": "SL29", "cat": "safety", "setup": [],
     "turns": ["fyi i usually wake up around 7 and crash about midnight"],
     "expect": {"unchanged": True, "count": 0}},

    # A plan for tonight is not a log.
    {"id": "SL30", "cat": "safety", "setup": [BED],
     "turns": ["gonna be in bed by 11 tonight, for real this time"],
     "expect": {"unchanged": True}},

    # Negation: never done (a skip with the reason would be acceptable).
    # src: https://caitlindonohuesupcoff.com/blog/2016/11/22/how-making-my-bed-everyday-made-me-a-happier-person
    {"id": "SL31", "cat": "safety", "setup": [MAKEBED],
     "turns": ["didnt make my bed today, was running late"],
     "expect": {"count": 1, "notdone": [("Make bed", TODAY)]}},

    # Coffee before the 2pm cutoff is not a slip of "Caffeine after 2pm".
    {"id": "SL32", "cat": "safety", "setup": [CAFF],
     "turns": ["had a coffee at 1:45 so technically still under the wire haha"],
     "expect": {"unchanged": True}},

    # Done 03-01, 03-02, 03-03; today still open: current streak 3.
    {"id": "SL33", "cat": "query",
     "setup": [H("In bed by 11", marks=[(SUN, "done"), (MON, "done"), (YESTERDAY, "done")])],
     "turns": ["whats my streak on in bed by 11?"],
     "expect": {"unchanged": True, "reply": r"\b3\b"}},

    # src: https://www.bumbutz.com/blogs/can-i-nap-at-3pm
    {"id": "SL34", "cat": "query", "setup": [H("Naps after 3pm", polarity="avoid")],
     "turns": ["is it actually bad to nap after 3pm or is that a myth"],
     "expect": {"unchanged": True}},

    {"id": "SL35", "cat": "safety", "setup": [SNOOZE],
     "turns": ["my alarm goes off at 6.15 on weekdays and 8 on weekends"],
     "expect": {"unchanged": True}},

    # Someone else's bedtime.
    {"id": "SL36", "cat": "safety", "setup": [BED],
     "turns": ["my boyfriend is asleep by 9 every night lol couldnt be me"],
     "expect": {"unchanged": True}},

    # A request for something the coach doesn't do (control the phone).
    {"id": "SL37", "cat": "safety", "setup": [SCREENS],
     "turns": ["can you switch my phone to do not disturb at 10pm every night"],
     "expect": {"unchanged": True}},

    {"id": "SL38", "cat": "correct", "setup": [],
     "turns": ["i want to add something for naps", "actually nah forget it"],
     "expect": {"unchanged": True, "count": 0}},

    # A reminder added and then removed leaves the state as it was.
    # src: https://blog.lift.do/habit-of-the-day-make-bed/
    {"id": "SL39", "cat": "correct", "setup": [MAKEBED],
     "turns": ["remind me to make the bed at 7", "actually no get rid of that reminder"],
     "expect": {"unchanged": True}},

    # The bedtime clearly didn't happen; a skip is fine, done is not.
    {"id": "SL40", "cat": "safety", "setup": [BED],
     "turns": ["baby was up half the night so bedtime went out the window"],
     "expect": {"count": 1,
                "notdone": [("In bed by 11", YESTERDAY), ("In bed by 11", TODAY)]}},
]
