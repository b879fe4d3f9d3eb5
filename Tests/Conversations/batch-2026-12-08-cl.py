"""Blind batch CL: screens and tidiness (screen-time limits, phone-free mornings, no social
media after 9pm, inbox zero, ten-minute tidy, decluttering, making the bed).

Clock: Wednesday 2026-03-04 09:00. yesterday = 03-03, "monday" (report) = 03-02,
"friday" in a skip/plan = 03-06, "saturday" in a plan = 03-07.
Written from SPEC.md, seeds/, eval/README.md, run_eval.py and the format header of
dev_cases.py only.
"""

TODAY = "2026-03-04"
YESTERDAY = "2026-03-03"
MON = "2026-03-02"
SUN = "2026-03-01"
FRI_LAST = "2026-02-27"
FRI_NEXT = "2026-03-06"
SAT_NEXT = "2026-03-07"
WEEKDAYS = "mon tue wed thu fri"


def H(name, freq=("daily",), tier="must", polarity="build", group=None, archived=False, marks=()):
    return {"name": name, "freq": freq, "tier": tier, "polarity": polarity, "group": group,
            "archived": archived, "marks": list(marks)}


CASES = [
    # ---------------------------------------------------------------- single-message requests
    # src: https://caitlindonohuesupcoff.com/blog/2016/11/22/how-making-my-bed-everyday-made-me-a-happier-person
    {"id": "CL01", "cat": "add", "setup": [],
     "turns": ["i really wanna start making my bed every morning tbh"],
     "expect": {"count": 1, "maxlen": 30,
                "habits": [{"name": "~bed", "freq": ("daily",), "polarity": "build"}]}},

    # src: https://www.cohorty.app/blog/social-media-sunset-no-scrolling-after-8-pm-sleep-better-tonight
    {"id": "CL02", "cat": "avoid", "setup": [],
     "turns": ["i need to quit social media after 9pm"],
     "expect": {"count": 1,
                "habits": [{"name": "~social media", "freq": ("daily",), "polarity": "avoid"}]}},

    # src: https://thefoxandshe.com/striped-shirt-dress
    {"id": "CL03", "cat": "add", "setup": [],
     "turns": ["add a 10 minute tidy every evening and remind me at 8pm"],
     "expect": {"count": 1,
                "habits": [{"name": "~tidy", "freq": ("daily",), "polarity": "build"}],
                "reminders": [("~tidy", "20:00")]}},

    # src: https://www.andhess.com/blog/2019/09/23/inbox-zero.html
    {"id": "CL04", "cat": "add", "setup": [],
     "turns": ["add inbox zero every weekday"],
     "expect": {"count": 1,
                "habits": [{"name": "~inbox", "freq": ("days", WEEKDAYS)}]}},

    # src: https://github.com/JamesCliffordSpratt/obsidian-habits/issues/1
    {"id": "CL05", "cat": "add", "setup": [],
     "turns": ["i want to keep my screen time to at most 90 minutes a day"],
     "expect": {"count": 1,
                "habits": [{"name": "~screen", "freq": ("daily",), "polarity": "avoid",
                            "target": {"amount": 90, "unit": "minute"}}]}},

    {"id": "CL06", "cat": "dates",
     "setup": [H("Inbox zero", ("days", WEEKDAYS))],
     "turns": ["hit inbox zero on monday and yesterday!!"],
     "expect": {"count": 1,
                "habits": [{"name": "Inbox zero", "freq": ("days", WEEKDAYS)}],
                "marks": [("Inbox zero", MON, "done"), ("Inbox zero", YESTERDAY, "done")],
                "nomarks": [("Inbox zero", TODAY)]}},

    # src: https://kvia.com/?p=1236955
    {"id": "CL07", "cat": "avoid",
     "setup": [H("Social media after 9pm", polarity="avoid")],
     "turns": ["broke the social media after 9pm thing last night, was on reddit till 1am"],
     "expect": {"count": 1,
                "habits": [{"name": "Social media after 9pm", "polarity": "avoid", "freq": ("daily",)}],
                "marks": [("Social media after 9pm", YESTERDAY, "slipped")],
                "nomarks": [("Social media after 9pm", TODAY)]}},

    {"id": "CL08", "cat": "log",
     "setup": [H("Ten minute tidy")],
     "turns": ["skip the tidy tonight, having friends round"],
     "expect": {"count": 1,
                "marks": [("Ten minute tidy", TODAY, "skipped")]}},

    {"id": "CL09", "cat": "dates",
     "setup": [H("Make bed")],
     "turns": ["skip make bed on friday, im staying at my mums"],
     "expect": {"count": 1,
                "habits": [{"name": "Make bed", "freq": ("daily",)}],
                "marks": [("Make bed", FRI_NEXT, "skipped")],
                "nomarks": [("Make bed", FRI_LAST), ("Make bed", TODAY)]}},

    {"id": "CL10", "cat": "multi",
     "setup": [H("Screen time", polarity="avoid"), H("Declutter one thing")],
     "turns": ["rename screen time to phone time, and archive the declutter one for now"],
     "expect": {"count": 2,
                "habits": [{"name": "Phone time", "polarity": "avoid", "archived": False},
                           {"name": "Declutter one thing", "archived": True}]}},

    # src: http://lisaebetz.com/2017/02/07/simple-strategy-staying-ahead-clutter/
    {"id": "CL11", "cat": "edit",
     "setup": [H("Declutter one thing")],
     "turns": ["change declutter to 5 times a week, every day is too much for me"],
     "expect": {"count": 1,
                "habits": [{"name": "Declutter one thing", "freq": ("weekly", 5)}],
                "nomarks": [("Declutter one thing", TODAY)]}},

    {"id": "CL12", "cat": "tier",
     "setup": [H("Make bed"), H("Inbox zero", ("days", WEEKDAYS))],
     "turns": ["make the bed thing optional, its a nice to have not a must"],
     "expect": {"count": 2,
                "habits": [{"name": "Make bed", "tier": "nice", "freq": ("daily",)},
                           {"name": "Inbox zero", "tier": "must"}],
                "nomarks": [("Make bed", TODAY)]}},

    {"id": "CL13", "cat": "multi", "setup": [],
     "turns": ["add phone-free mornings every day and inbox zero on weekdays"],
     "expect": {"count": 2,
                "habits": [{"name": "~phone", "freq": ("daily",)},
                           {"name": "~inbox", "freq": ("days", WEEKDAYS)}]}},

    {"id": "CL14", "cat": "multi",
     "setup": [H("Make bed"), H("Inbox zero", ("days", WEEKDAYS)), H("Ten minute tidy")],
     "turns": ["made my bed and got to inbox zero but im skipping the tidy today, totally wiped"],
     "expect": {"count": 3,
                "marks": [("Make bed", TODAY, "done"), ("Inbox zero", TODAY, "done"),
                          ("Ten minute tidy", TODAY, "skipped")]}},

    {"id": "CL15", "cat": "group",
     "setup": [H("Make bed"), H("Ten minute tidy"), H("Declutter one thing")],
     "turns": ["put make bed, ten minute tidy and declutter one thing in a group called home reset, i need 2 out of the 3 each day"],
     "expect": {"count": 3,
                "groups": [{"name": "Home reset", "require": 2,
                            "members": ["Make bed", "Ten minute tidy", "Declutter one thing"]}]}},

    # ---------------------------------------------------------------- answers to the coach's questions
    # src: https://missminimalist.com/2009/09/one-a-day-keeps-the-clutter-away
    {"id": "CL16", "cat": "slots", "setup": [],
     "turns": ["wanna start decluttering", "every day"],
     "expect": {"count": 1,
                "habits": [{"name": "~declutter", "freq": ("daily",), "polarity": "build"}]}},

    {"id": "CL17", "cat": "robust", "setup": [],
     "turns": ["add inbox zreo", "weekdays"],
     "expect": {"count": 1,
                "habits": [{"name": "~inbox", "freq": ("days", WEEKDAYS)}]}},

    # src: https://moxiespace.com/blog/the-10-minute-tidy/
    {"id": "CL18", "cat": "slots", "setup": [],
     "turns": ["i need to get better at tidying the flat", "like 4 times a week"],
     "expect": {"count": 1, "maxlen": 30,
                "habits": [{"name": "~tid", "freq": ("weekly", 4), "polarity": "build"}]}},

    {"id": "CL19", "cat": "slots",
     "setup": [H("Make bed")],
     "turns": ["can you remind me to make the bed", "7:15am on weekdays"],
     "expect": {"count": 1,
                "habits": [{"name": "Make bed", "freq": ("daily",)}],
                "reminders": [("Make bed", "07:15", WEEKDAYS)],
                "nomarks": [("Make bed", TODAY)]}},

    # src: https://womensoverview.com/my-phone-was-stealing-the-first-hour-of-my-day-so-i-changed-one-rule/
    {"id": "CL20", "cat": "slots", "setup": [],
     "turns": ["i'd like phone free mornings, no phone for the first hour after i wake up", "daily"],
     "expect": {"count": 1, "maxlen": 40,
                "habits": [{"name": "~phone", "freq": ("daily",)}]}},

    {"id": "CL21", "cat": "slots", "setup": [],
     "turns": ["add clear my desk", "mon wed fri"],
     "expect": {"count": 1,
                "habits": [{"name": "~desk", "freq": ("days", "mon wed fri")}]}},

    {"id": "CL22", "cat": "correct", "setup": [],
     "turns": ["add make bed every day", "actually just weekdays"],
     "expect": {"count": 1,
                "habits": [{"name": "~bed", "freq": ("days", WEEKDAYS)}]}},

    {"id": "CL23", "cat": "slots", "setup": [],
     "turns": ["i keep forgetting to make my bed, can you add it", "every day"],
     "expect": {"count": 1, "maxlen": 30,
                "habits": [{"name": "~bed", "freq": ("daily",), "polarity": "build"}]}},

    {"id": "CL24", "cat": "avoid",
     "setup": [H("Screen time", polarity="avoid")],
     "turns": ["hows my screen time been this week?", "ok well log a slip for yesterday, went way over"],
     "expect": {"count": 1,
                "habits": [{"name": "Screen time", "polarity": "avoid", "freq": ("daily",)}],
                "marks": [("Screen time", YESTERDAY, "slipped")],
                "nomarks": [("Screen time", TODAY)]}},

    {"id": "CL25", "cat": "log",
     "setup": [H("Phone-free morning"), H("Make bed")],
     "turns": ["whats left for today", "did phone free mornign and made the bed"],
     "expect": {"count": 2,
                "marks": [("Phone-free morning", TODAY, "done"), ("Make bed", TODAY, "done")]}},

    {"id": "CL26", "cat": "edit",
     "setup": [H("Inbox zero", ("days", WEEKDAYS)), H("Make bed")],
     "turns": ["delete inbox zero, its just not working for me", "yes"],
     "expect": {"count": 1,
                "habits": [{"name": "Make bed", "freq": ("daily",)}]}},

    # src: https://github.com/Razeeman/Android-SimpleTimeTracker/issues/228
    {"id": "CL27", "cat": "avoid", "setup": [],
     "turns": ["set a screen time limit of 60 minutes a day", "ugh, 95 minutes of screen time today"],
     "expect": {"count": 1,
                "habits": [{"name": "~screen", "polarity": "avoid", "freq": ("daily",),
                            "target": {"amount": 60, "unit": "minute"}}],
                "marks": [("~screen", TODAY, "slipped", 95)]}},

    {"id": "CL28", "cat": "log", "setup": [],
     "turns": ["i want to tidy for 20 minutes a day", "did 10 minutes of tidying today", "5 more"],
     "expect": {"count": 1,
                "habits": [{"name": "~tid", "freq": ("daily",), "target": {"amount": 20, "unit": "minute"}}],
                "marks": [("~tid", TODAY, "partial", 15)]}},

    # ---------------------------------------------------------------- must change nothing / nothing wrong
    {"id": "CL29", "cat": "safety",
     "setup": [H("Screen time", polarity="avoid"), H("Ten minute tidy")],
     "turns": ["work has been insane this week, ive barely had time to breathe"],
     "expect": {"unchanged": True}},

    {"id": "CL30", "cat": "safety",
     "setup": [H("Screen time", polarity="avoid")],
     "turns": ["my sister was on tiktok for like 6 hours yesterday lol"],
     "expect": {"unchanged": True}},

    {"id": "CL31", "cat": "query",
     "setup": [H("Make bed", marks=[(MON, "done"), (YESTERDAY, "done")])],
     "turns": ["how many times have i made my bed this week?"],
     "expect": {"unchanged": True, "reply": r"\b2\b|\btwo\b"}},

    {"id": "CL32", "cat": "safety",
     "setup": [H("Ten minute tidy")],
     "turns": ["didnt get round to the tidy last night, too busy"],
     "expect": {"count": 1,
                "habits": [{"name": "Ten minute tidy", "freq": ("daily",)}],
                "notdone": [("Ten minute tidy", YESTERDAY), ("Ten minute tidy", TODAY)]}},

    {"id": "CL33", "cat": "safety",
     "setup": [H("Declutter one thing")],
     "turns": ["planning to declutter the garage on saturday"],
     "expect": {"unchanged": True}},

    # src: https://github.com/habitlab/habitlab/issues/715
    {"id": "CL34", "cat": "safety",
     "setup": [H("Social media after 9pm", polarity="avoid")],
     "turns": ["can you block instagram on my phone after 9?"],
     "expect": {"unchanged": True}},

    # src: http://ashleyfisher.ca/rakaskesa/kaskesa.com/2012/07/daily-ten-minute-tidy.html
    {"id": "CL35", "cat": "safety",
     "setup": [H("Ten minute tidy")],
     "turns": ["honestly feeling so overwhelmed by how messy my room is"],
     "expect": {"unchanged": True}},

    {"id": "CL36", "cat": "safety",
     "setup": [H("Make bed"), H("Inbox zero", ("days", WEEKDAYS))],
     "turns": ["slammed with deadlines until friday"],
     "expect": {"unchanged": True, "nopauses": True}},

    {"id": "CL37", "cat": "safety",
     "setup": [H("Ten minute tidy")],
     "turns": ["only managed 5 minutes of the tidy today"],
     "expect": {"count": 1,
                "habits": [{"name": "Ten minute tidy", "freq": ("daily",)}],
                "notdone": [("Ten minute tidy", TODAY)]}},

    # src: https://github.com/nupurmadaan04/SOUL_SENSE_EXAM/issues/254
    {"id": "CL38", "cat": "query",
     "setup": [H("Screen time", polarity="avoid")],
     "turns": ["is 3 hours of screen time a day bad?"],
     "expect": {"unchanged": True}},

    {"id": "CL39", "cat": "safety",
     "setup": [H("Ten minute tidy"), H("Social media after 9pm", polarity="avoid")],
     "turns": ["doomscrolled instead of doing my tidy last night"],
     "expect": {"count": 2,
                "habits": [{"name": "Ten minute tidy", "freq": ("daily",)},
                           {"name": "Social media after 9pm", "polarity": "avoid"}],
                "notdone": [("Ten minute tidy", YESTERDAY), ("Ten minute tidy", TODAY)]}},

    {"id": "CL40", "cat": "correct",
     "setup": [H("Make bed")],
     "turns": ["made my bed", "undo"],
     "expect": {"unchanged": True}},
]
