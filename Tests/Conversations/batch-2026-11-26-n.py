"""Fresh batch N: a person a few weeks into using Habitat, talking to it like a friend who keeps
their tracker.

Emphasis: setups with 4-8 existing habits (similar names such as "Morning walk" / "Evening walk",
some habits in groups, some habits to avoid), and messages that
  - catch up on several past days at once, and mix good and bad news (done + slips),
  - slip on avoid habits (smoking, takeout, coffee after 2pm),
  - refer to habits vaguely ("the walk", "that one", "my morning stuff"); where a reference could
    mean two habits the case asserts only that nothing wrong happened,
  - edit indirectly (fewer days a week, move to the weekend, "isn't essential anymore", renames,
    archive, delete, pause for a holiday or illness, reminders set / moved / dropped),
  - ask how things are going (questions change nothing),
  - answer the coach's own questions ("evening", "yep"),
  - and must change nothing at all (venting, feelings, other people, hypotheticals, plans,
    off-topic requests, a negation, an undo).
About a third are paraphrased from public posts; those carry a `# src:` comment.

Clock: Wednesday 2026-03-04 09:00 (UTC), weeks start on Monday.
  today            = Wed 2026-03-04   (it is 9am: nothing "this afternoon/tonight" has happened yet)
  yesterday / "last night" = Tue 2026-03-03
  "on monday" / "mon" = 2026-03-02
  "sunday" / "sun" in a report = 2026-03-01   ("3 days ago" = 03-01)
  "saturday" in a report = 2026-02-28
  "friday" in a report   = 2026-02-27
  "thursday" in a report = 2026-02-26
  "friday" in a plan / skip    = 2026-03-06
  "saturday" in a plan         = 2026-03-07
  this week = Mon 03-02 .. Sun 03-08
"""

TODAY = "2026-03-04"
YESTERDAY = "2026-03-03"
MON = "2026-03-02"
SUN = "2026-03-01"
SAT = "2026-02-28"
FRI = "2026-02-27"
THU = "2026-02-26"
NEXT_FRI = "2026-03-06"
NEXT_SAT = "2026-03-07"


def H(name, freq=("daily",), tier="must", polarity="build", group=None, archived=False, marks=()):
    """A setup habit in the compact form run_eval.py imports."""
    return {"name": name, "freq": freq, "tier": tier, "polarity": polarity, "group": group,
            "archived": archived, "marks": [tuple(m) for m in marks]}


def AVOID(name, freq=("daily",), tier="must", marks=()):
    return H(name, freq, tier, "avoid", marks=marks)


# A typical "few weeks in" setup: two walks, a group, an avoid habit.
def walks_setup():
    return [
        H("Morning walk", marks=[(SUN, "done"), (MON, "done")]),
        H("Evening walk", tier="nice", marks=[(MON, "done")]),
        H("Floss", marks=[(SUN, "done"), (MON, "done")]),
        H("Read", tier="nice"),
        H("Gym", ("weekly", 3), marks=[(MON, "done")]),
        AVOID("Smoking"),
    ]


CASES = [
    # ------------------------------------------------------------------ catching up on past days
    {"id": "n01", "cat": "dates",
     "setup": [H("Walk the dog"), H("Floss"), H("Read", tier="nice"), H("Vitamins", tier="nice")],
     "turns": ["forgot to log agian lol. walked the dog sun and mon but not yesterday, it was absolutely chucking it down"],
     "expect": {"count": 4,
                "marks": [("Walk the dog", SUN, "done"), ("Walk the dog", MON, "done")],
                "notdone": [("Walk the dog", YESTERDAY)],
                "nomarks": [("Walk the dog", TODAY)],
                "habits": [{"name": "Walk the dog", "freq": ("daily",)}]}},

    # src: https://github.com/HabitRPG/habitica/issues/2811
    {"id": "n02", "cat": "log",
     "setup": [H("Floss"), H("Read", tier="nice"), H("Vitamins", tier="nice"), H("Gym", ("weekly", 3)),
               AVOID("Smoking")],
     "turns": ["did floss and read last night but fell asleep before tickng them off 🙈"],
     "expect": {"count": 5,
                "marks": [("Floss", YESTERDAY, "done"), ("Read", YESTERDAY, "done")],
                "nomarks": [("Floss", TODAY), ("Read", TODAY), ("Vitamins", YESTERDAY)]}},

    {"id": "n03", "cat": "dates",
     "setup": [H("Floss"), H("Gym", ("weekly", 3)), H("Vitamins", tier="nice"), H("Read", tier="nice"),
               H("Morning walk")],
     "turns": ["ok catching up cos i've been rubbish at logging: flossed mon and tue, gym on monday, vitamins sunday monday and tuesday"],
     "expect": {"count": 5,
                "marks": [("Floss", MON, "done"), ("Floss", YESTERDAY, "done"), ("Gym", MON, "done"),
                          ("Vitamins", SUN, "done"), ("Vitamins", MON, "done"), ("Vitamins", YESTERDAY, "done")],
                "nomarks": [("Read", MON), ("Morning walk", MON), ("Gym", TODAY)],
                "habits": [{"name": "Gym", "freq": ("weekly", 3)}, {"name": "Floss", "freq": ("daily",)},
                           {"name": "Vitamins", "freq": ("daily",)}]}},

    # src: https://github.com/HabitRPG/habitica/issues/736
    {"id": "n04", "cat": "dates",
     "setup": [H("Stretch", tier="nice"), H("Read", tier="nice"), H("Floss"), H("Gym", ("weekly", 3)),
               H("Meditate")],
     "turns": ["was away with work so couldnt log anything, but i did stretch thursday friday and saturday"],
     "expect": {"count": 5,
                "marks": [("Stretch", THU, "done"), ("Stretch", FRI, "done"), ("Stretch", SAT, "done")],
                "nomarks": [("Stretch", TODAY), ("Read", THU), ("Meditate", FRI)],
                "habits": [{"name": "Stretch", "freq": ("daily",)}]}},

    # "that one" = the habit last talked about
    {"id": "n05", "cat": "log",
     "setup": [H("Read", tier="nice", marks=[(FRI, "done"), (SAT, "done"), (SUN, "done"), (MON, "done")]),
               H("Floss"), H("Gym", ("weekly", 3)), H("Journal", tier="nice")],
     "turns": ["how's my reading going?", "oh and mark that one done for yesterday too"],
     "expect": {"count": 4,
                "marks": [("Read", YESTERDAY, "done"), ("Read", MON, "done")],
                "nomarks": [("Floss", YESTERDAY), ("Journal", YESTERDAY), ("Read", TODAY)]}},

    # "my morning stuff" = the members of the Morning routine group
    {"id": "n06", "cat": "group",
     "setup": [H("Meditate", group="Morning routine"), H("Stretch", group="Morning routine"),
               H("Journal", group="Morning routine"), H("Evening walk", tier="nice"), H("Read", tier="nice")],
     "turns": ["done all my morning stuff already 💪"],
     "expect": {"count": 5,
                "marks": [("Meditate", TODAY, "done"), ("Stretch", TODAY, "done"), ("Journal", TODAY, "done")],
                "nomarks": [("Evening walk", TODAY), ("Read", TODAY)]}},

    # ------------------------------------------------------------------ two habits could be meant
    {"id": "n07", "cat": "robust",
     "setup": [H("Morning walk"), H("Evening walk", tier="nice"), H("Floss"), H("Read", tier="nice")],
     "turns": ["Did the walk yesterday"],
     "expect": {"count": 4,
                "nomarks": [("Morning walk", YESTERDAY), ("Evening walk", YESTERDAY),
                            ("Morning walk", TODAY), ("Evening walk", TODAY)]}},

    {"id": "n08", "cat": "slots",
     "setup": [H("Morning walk"), H("Evening walk", tier="nice"), H("Floss"), H("Read", tier="nice")],
     "turns": ["went for a walk yesterday", "evening"],
     "expect": {"count": 4,
                "marks": [("Evening walk", YESTERDAY, "done")],
                "nomarks": [("Morning walk", YESTERDAY), ("Evening walk", TODAY)]}},

    {"id": "n09", "cat": "safety",
     "setup": [H("Morning walk"), H("Evening walk", tier="nice"), H("Floss"), H("Read", tier="nice"),
               H("Stretch", tier="nice")],
     "turns": ["get rid of the walk, it's just not happening"],
     "expect": {"unchanged": True}},

    # ------------------------------------------------------------------ mixed news, slips
    {"id": "n10", "cat": "avoid",
     "setup": [H("Gym", ("weekly", 3), group="Exercise"), H("Run", ("weekly", 2), group="Exercise"),
               AVOID("Smoking"), H("Floss"), H("Read", tier="nice")],
     "turns": ["got to the gym yesterday 🙌 but then had a couple of ciggies at the pub after"],
     "expect": {"count": 5,
                "marks": [("Gym", YESTERDAY, "done"), ("Smoking", YESTERDAY, "slipped")],
                "nomarks": [("Run", YESTERDAY), ("Gym", TODAY), ("Smoking", TODAY)]}},

    # src: https://github.com/iSoron/uhabits/issues/144
    {"id": "n11", "cat": "avoid",
     "setup": [AVOID("Coffee after 2pm"), H("Read", tier="nice"), H("Stretch", tier="nice"), H("Floss")],
     "turns": ["had a flat white at 4 yesterday, so much for no coffee after 2 😂"],
     "expect": {"count": 4,
                "marks": [("Coffee after 2pm", YESTERDAY, "slipped")],
                "nomarks": [("Coffee after 2pm", TODAY)]}},

    {"id": "n12", "cat": "avoid",
     "setup": [AVOID("Takeout"), H("Cook dinner", tier="nice"), H("Gym", ("weekly", 3)), H("Read", tier="nice"),
               H("Floss")],
     "turns": ["confession time: takeout on friday AND saturday 🙈 weekend was a total write-off"],
     "expect": {"count": 5,
                "marks": [("Takeout", FRI, "slipped"), ("Takeout", SAT, "slipped")],
                "notdone": [("Cook dinner", FRI), ("Cook dinner", SAT)],
                "nomarks": [("Takeout", NEXT_FRI), ("Takeout", TODAY)]}},

    # src: http://quitsmoking.about.com/od/recoveringfromarelapse/f/smokingslip.htm
    {"id": "n13", "cat": "avoid",
     "setup": [AVOID("Smoking"), H("Morning walk"), H("Evening walk", tier="nice"), H("Floss")],
     "turns": ["smoked one yesterday after three weeks off them. gutted. put it down as a slip"],
     "expect": {"count": 4,
                "marks": [("Smoking", YESTERDAY, "slipped")],
                "nomarks": [("Smoking", TODAY)]}},

    # ------------------------------------------------------------------ edits said indirectly
    # src: https://lifesum.com/blog/what-to-do-when-its-been-a-while-since-a-workout
    {"id": "n14", "cat": "edit",
     "setup": [H("Gym", ("weekly", 5), group="Exercise"), H("Run", ("weekly", 2), group="Exercise"),
               H("Floss"), H("Read", tier="nice"), AVOID("Smoking")],
     "turns": ["honestly i can't do the gym 5 days a week anymore with the new job, make it 3"],
     "expect": {"count": 5,
                "habits": [{"name": "Gym", "freq": ("weekly", 3), "group": "Exercise", "tier": "must"},
                           {"name": "Run", "freq": ("weekly", 2)}],
                "nomarks": [("Gym", TODAY)]}},

    {"id": "n15", "cat": "edit",
     "setup": [H("Yoga", ("days", "tue thu")), H("Morning walk"), H("Evening walk", tier="nice"),
               H("Read", tier="nice"), H("Floss")],
     "turns": ["can we move yoga to the weekend? tuesdays and thursdays just aren't working with the kids"],
     "expect": {"count": 5,
                "habits": [{"name": "Yoga", "freq": ("days", "sat sun")}],
                "nomarks": [("Yoga", YESTERDAY), ("Yoga", THU), ("Yoga", TODAY)]}},

    # a schedule with no edit verb: the coach may confirm first, and "yep" answers it
    {"id": "n16", "cat": "edit",
     "setup": [H("Run", ("weekly", 3)), H("Gym", ("weekly", 2)), H("Floss"), H("Read", tier="nice"),
               H("Meditate", tier="nice")],
     "turns": ["every other day is plenty for running tbh", "yep"],
     "expect": {"count": 5,
                "habits": [{"name": "Run", "freq": ("interval", 2)}, {"name": "Gym", "freq": ("weekly", 2)}]}},

    # src: https://github.com/HabitRPG/habitica/issues/258
    {"id": "n17", "cat": "edit",
     "setup": [H("Packed lunch"), H("Floss"), H("Read", tier="nice"), H("Gym", ("weekly", 3)), AVOID("Smoking")],
     "turns": ["change packed lunch to 3 times a week, every day was way too ambitous"],
     "expect": {"count": 5,
                "habits": [{"name": "Packed lunch", "freq": ("weekly", 3)}, {"name": "Floss", "freq": ("daily",)}]}},

    {"id": "n18", "cat": "tier",
     "setup": [H("Gym", ("weekly", 3)), H("Read", tier="nice"), H("Floss"), H("Morning walk"), AVOID("Smoking")],
     "turns": ["the gym isn't essential anymore tbh, it's more of a bonus"],
     "expect": {"count": 5,
                "habits": [{"name": "Gym", "tier": "nice", "freq": ("weekly", 3)},
                           {"name": "Floss", "tier": "must"}, {"name": "Morning walk", "tier": "must"}]}},

    {"id": "n19", "cat": "tier",
     "setup": [H("Read", tier="nice"), H("Floss"), H("Meditate", tier="nice"), H("Gym", ("weekly", 3)),
               H("Journal", tier="nice")],
     "turns": ["i think reading should count towards a good day actually", "yes please"],
     "expect": {"count": 5,
                "habits": [{"name": "Read", "tier": "must", "freq": ("daily",)},
                           {"name": "Meditate", "tier": "nice"}, {"name": "Journal", "tier": "nice"}],
                "nomarks": [("Read", TODAY)]}},

    # src: https://github.com/oppiliappan/dijo/issues/38
    {"id": "n20", "cat": "edit",
     "setup": [H("Meditate", marks=[(SUN, "done"), (MON, "done")]), H("Read", tier="nice"), H("Floss"),
               H("Gym", ("weekly", 3))],
     "turns": ["can i rename meditate to 'sit quietly' without losing my history?"],
     "expect": {"count": 4,
                "habits": [{"name": "Sit quietly", "freq": ("daily",)}],
                "marks": [("Sit quietly", SUN, "done"), ("Sit quietly", MON, "done")]}},

    {"id": "n21", "cat": "edit",
     "setup": [H("Morning walk"), H("Evening walk", tier="nice"), H("Floss"), H("Read", tier="nice")],
     "turns": ["the evening walk is basically just walking rex now so call it dog walk"],
     "expect": {"count": 4,
                "habits": [{"name": "Dog walk", "freq": ("daily",), "tier": "nice"},
                           {"name": "Morning walk"}]}},

    # src: https://github.com/shub39/Grit/issues/161
    {"id": "n22", "cat": "edit",
     "setup": [H("Revision"), H("Read", tier="nice"), H("Floss"), H("Gym", ("weekly", 3)), H("Meditate")],
     "turns": ["exams are finally done!! don't need the revision one till next term, can you put it away without deleting it"],
     "expect": {"count": 5,
                "habits": [{"name": "Revision", "archived": True}, {"name": "Read", "archived": False},
                           {"name": "Meditate", "archived": False}]}},

    {"id": "n23", "cat": "edit",
     "setup": [H("Cold shower"), H("Floss"), H("Read", tier="nice"), H("Gym", ("weekly", 3)), AVOID("Smoking")],
     "turns": ["delete the cold showers thing, i'm never doing that again lol", "yep"],
     "expect": {"count": 4,
                "habits": [{"name": "Floss"}, {"name": "Read"}, {"name": "Gym"}, {"name": "Smoking"}]}},

    # ------------------------------------------------------------------ pauses, skips
    # src: https://github.com/iSoron/uhabits/issues/601
    {"id": "n24", "cat": "edit",
     "setup": [H("Gym", ("weekly", 3)), H("Run", ("weekly", 2)), H("Read", tier="nice"), H("Floss"),
               H("Meditate")],
     "turns": ["heading to cancun saturday for a week of vacation. can you pause the gym and running while i'm away so my streaks don't get wrecked"],
     "expect": {"count": 5,
                "habits": [{"name": "Gym", "freq": ("weekly", 3), "archived": False},
                           {"name": "Run", "freq": ("weekly", 2), "archived": False},
                           {"name": "Read", "archived": False}],
                "notdone": [("Gym", NEXT_SAT), ("Run", NEXT_SAT), ("Gym", TODAY), ("Run", TODAY)]}},

    # a statement about being ill: at most an offer; declined, so nothing changes
    {"id": "n25", "cat": "safety",
     "setup": [H("Gym", ("weekly", 3)), H("Run", ("weekly", 2)), H("Read", tier="nice"), H("Floss"),
               H("Yoga", ("days", "tue thu"))],
     "turns": ["full of cold, probably out of action till sunday", "nah leave it, i'll do the easy ones if i can"],
     "expect": {"unchanged": True}},

    # src: https://github.com/iSoron/uhabits/issues/88
    {"id": "n26", "cat": "dates",
     "setup": [H("Gym", ("days", "mon wed fri")), H("Read", tier="nice"), H("Floss"), H("Morning walk"),
               AVOID("Smoking")],
     "turns": ["skip gym friday, it's my mate's wedding"],
     "expect": {"count": 5,
                "marks": [("Gym", NEXT_FRI, "skipped")],
                "nomarks": [("Gym", FRI), ("Gym", TODAY)],
                "habits": [{"name": "Gym", "freq": ("days", "mon wed fri")}]}},

    # ------------------------------------------------------------------ reminders
    {"id": "n27", "cat": "correct",
     "setup": [H("Floss"), H("Read", tier="nice"), H("Vitamins", tier="nice"), H("Gym", ("weekly", 3))],
     "turns": ["remind me to floss at 10pm", "actually make it half nine, 10's too late i'm usually in bed by then"],
     "expect": {"count": 4,
                "reminders": [("Floss", "21:30")],
                "nomarks": [("Floss", TODAY)]}},

    # src: https://github.com/iSoron/uhabits/issues/186
    {"id": "n28", "cat": "correct",
     "setup": [H("Stretch", tier="nice"), H("Read", tier="nice"), H("Floss"), H("Gym", ("weekly", 3))],
     "turns": ["remind me to stretch at 7am every day", "actually scrap that reminder, i just swipe them away anyway"],
     "expect": {"unchanged": True}},

    # src: https://github.com/InlitX/streak/issues/164
    {"id": "n29", "cat": "correct",
     "setup": [H("Yoga", ("days", "tue thu")), H("Read", tier="nice"), H("Floss"), H("Morning walk")],
     "turns": ["remind me to do yoga at 7pm", "only on tuesdays and thursdays though, not every day"],
     "expect": {"count": 4,
                "reminders": [("Yoga", "19:00", "tue thu")],
                "habits": [{"name": "Yoga", "freq": ("days", "tue thu")}],
                "nomarks": [("Yoga", YESTERDAY), ("Yoga", TODAY)]}},

    # ------------------------------------------------------------------ progress questions
    {"id": "n30", "cat": "query",
     "setup": [H("Floss", marks=[(MON, "done"), (YESTERDAY, "done")]),
               H("Read", tier="nice", marks=[(MON, "done")]),
               H("Gym", ("weekly", 3), marks=[(MON, "done")]),
               AVOID("Smoking", marks=[(SUN, "slipped")]),
               H("Morning walk", marks=[(MON, "done"), (YESTERDAY, "done")])],
     "turns": ["so how am i doing this week?"],
     "expect": {"unchanged": True}},

    {"id": "n31", "cat": "query",
     "setup": [H("Floss"), H("Read", tier="nice", marks=[(TODAY, "done")]),
               H("Morning walk", marks=[(TODAY, "done")]), H("Vitamins", tier="nice", marks=[(TODAY, "done")]),
               H("Gym", ("weekly", 3))],
     "turns": ["whats left for today"],
     "expect": {"unchanged": True, "reply": r"(?i)floss"}},

    {"id": "n32", "cat": "query",
     "setup": [H("Floss", marks=[(SUN, "done"), (MON, "done")]), H("Read", tier="nice"),
               H("Gym", ("weekly", 3)), H("Vitamins", tier="nice")],
     "turns": ["did i floss yesterday?"],
     "expect": {"unchanged": True, "reply": r"(?i)floss"}},

    # ------------------------------------------------------------------ must change nothing
    {"id": "n33", "cat": "safety",
     "setup": walks_setup(),
     "turns": ["ugh work has been absolutly brutal this week, i'm knackered"],
     "expect": {"unchanged": True}},

    # src: https://www.verywellmind.com/smoking-relapse-this-is-how-it-happens-2825220
    {"id": "n34", "cat": "safety",
     "setup": [AVOID("Smoking"), H("Morning walk"), H("Floss"), H("Read", tier="nice"), H("Gym", ("weekly", 3))],
     "turns": ["my in-laws are staying this week and they both smoke like chimneys, send help 😭"],
     "expect": {"unchanged": True}},

    {"id": "n35", "cat": "safety",
     "setup": [H("Morning walk"), H("Evening walk", tier="nice"), H("Floss"), H("Read", tier="nice"),
               H("Gym", ("weekly", 3))],
     "turns": ["if i started running in the mornings would that clash with my morning walk?"],
     "expect": {"unchanged": True}},

    {"id": "n36", "cat": "safety",
     "setup": walks_setup(),
     "turns": ["whats the weather looking like in manchester tomorrow"],
     "expect": {"unchanged": True}},

    {"id": "n37", "cat": "safety",
     "setup": walks_setup(),
     "turns": ["gonna hit the gym after work tonight, promise"],
     "expect": {"unchanged": True}},

    # src: https://fresnofitmission.com/forget-about-exercising-3-days-a-week/
    {"id": "n38", "cat": "safety",
     "setup": [H("Workout", ("weekly", 4)), H("Stretch", tier="nice"), H("Read", tier="nice"), H("Floss")],
     "turns": ["missed one workout this week and now i'm like what's even the point"],
     "expect": {"unchanged": True}},

    {"id": "n39", "cat": "safety",
     "setup": walks_setup(),
     "turns": ["can you block instagram on my phone after 10pm? i'm on it way too much"],
     "expect": {"unchanged": True}},

    {"id": "n40", "cat": "safety",
     "setup": walks_setup(),
     "turns": ["my wife keeps on at me to quit vaping lol. not there yet tbh"],
     "expect": {"unchanged": True}},

    # ------------------------------------------------------------------ negations
    {"id": "n41", "cat": "log",
     "setup": [H("Yoga", ("days", "tue thu")), H("Read", tier="nice"), H("Floss"), H("Morning walk")],
     "turns": ["didn't get to yoga last night, the class got cancelled"],
     "expect": {"count": 4,
                "notdone": [("Yoga", YESTERDAY)],
                "nomarks": [("Yoga", TODAY)],
                "habits": [{"name": "Yoga", "freq": ("days", "tue thu")}]}},

    # src: https://kvia.com/?p=1236955
    {"id": "n42", "cat": "log",
     "setup": [H("Read", tier="nice"), H("Floss"), H("Meditate"), H("Gym", ("weekly", 3))],
     "turns": ["scrolled tiktok in bed til 1am instead of reading 🙃"],
     "expect": {"count": 4,
                "notdone": [("Read", YESTERDAY), ("Read", TODAY)]}},

    # ------------------------------------------------------------------ undo, several requests, groups
    {"id": "n43", "cat": "correct",
     "setup": [H("Yoga", ("weekly", 2)), H("Read", tier="nice"), H("Floss"), H("Gym", ("weekly", 3))],
     "turns": ["did yoga", "wait no that was last week, undo"],
     "expect": {"unchanged": True}},

    {"id": "n44", "cat": "multi",
     "setup": [H("Floss"), H("Vitamins", tier="nice"), H("Read", tier="nice"), H("Gym", ("weekly", 3)),
               AVOID("Smoking")],
     "turns": ["log flossing and vitamns for yesterday, and bump the gym up to 4 times a week"],
     "expect": {"count": 5,
                "marks": [("Floss", YESTERDAY, "done"), ("Vitamins", YESTERDAY, "done")],
                "nomarks": [("Gym", YESTERDAY), ("Floss", TODAY), ("Vitamins", TODAY)],
                "habits": [{"name": "Gym", "freq": ("weekly", 4)}, {"name": "Floss", "freq": ("daily",)}]}},

    # the SPEC's own example: a new habit that resembles an existing group's members
    {"id": "n45", "cat": "group",
     "setup": [H("Go running", ("weekly", 2), group="Exercise"), H("Gym", ("weekly", 3), group="Exercise"),
               H("Read", tier="nice"), H("Floss")],
     "turns": ["add swimming once a week", "yeah stick it in exercise"],
     "expect": {"count": 5,
                "habits": [{"name": ["Swimming", "Swim", "Go swimming"], "freq": ("weekly", 1), "group": "Exercise"},
                           {"name": "Go running", "group": "Exercise"}, {"name": "Gym", "group": "Exercise"}],
                "groups": [{"name": "Exercise"}]}},
]
