"""Blind batch WK: work and productivity habits of office and remote workers.

Clock for every case: Wednesday 2026-03-04 09:00 (local = UTC).
  yesterday = Tue 03-03, "monday" (report) = 03-02, "friday" (report) = 02-27,
  "last thursday" = 02-26, "thursday"/"friday" in a plan or skip = 03-05 / 03-06.

Written without reading the coach's code, intents, tests, transcripts or the dev set
(beyond its header). Mix: 14 single-message requests, 13 multi-turn exchanges where the
person answers the coach, 13 messages that must change nothing / nothing wrong.
"""

TODAY = "2026-03-04"
YESTERDAY = "2026-03-03"
MON = "2026-03-02"
FRI = "2026-02-27"
THU_NEXT = "2026-03-05"
FRI_NEXT = "2026-03-06"

WEEKDAYS = "mon tue wed thu fri"


def H(name, freq=("daily",), tier="must", polarity="build", group=None, archived=False, marks=()):
    """A setup habit in the compact form run_eval.setup_doc reads."""
    return {"name": name, "freq": freq, "tier": tier, "polarity": polarity, "group": group,
            "archived": archived, "marks": [tuple(m) for m in marks]}


CASES = [
    # ------------------------------------------------------------------ single-message requests
    # src: https://habitgraph.ai/habits/block-deep-work-time
    dict(id="WK01", cat="add",
         setup=[],
         turns=["can u add a deep work block every weekday pls, meetings keep eating my mornings"],
         expect=dict(count=1, habits=[dict(name="~deep work", freq=("days", WEEKDAYS), polarity="build")])),

    # src: https://restfulremote.com/?p=1805
    dict(id="WK02", cat="avoid",
         setup=[],
         turns=["i need to stop checking work email after 7pm, its wrecking my evenings"],
         expect=dict(count=1, habits=[dict(name="~email", polarity="avoid", freq=("daily",))])),

    dict(id="WK03", cat="edit",
         setup=[H("Plan tomorrow", ("days", WEEKDAYS))],
         turns=["remind me to plan tomorrow at 5:30pm on weekdays"],
         expect=dict(count=1,
                     habits=[dict(name="Plan tomorrow", freq=("days", WEEKDAYS))],
                     reminders=[("Plan tomorrow", "17:30", WEEKDAYS)],
                     nomarks=[("Plan tomorrow", TODAY)])),

    # src: https://github.com/Splode/pomotroid/issues/435
    dict(id="WK04", cat="add",
         setup=[],
         turns=["i wanna do 6 pomodoros a day"],
         expect=dict(count=1, habits=[dict(name="~pomodoro", freq=("daily",), target={"amount": 6})])),

    # src: https://www.andhess.com/blog/2019/09/23/inbox-zero.html
    dict(id="WK05", cat="dates",
         setup=[H("Inbox zero", ("days", WEEKDAYS))],
         turns=["got to inbox zero yesterday and monday too!!"],
         expect=dict(count=1,
                     habits=[dict(name="Inbox zero", freq=("days", WEEKDAYS))],
                     marks=[("Inbox zero", YESTERDAY, "done"), ("Inbox zero", MON, "done")],
                     nomarks=[("Inbox zero", TODAY)])),

    dict(id="WK06", cat="log",
         setup=[H("Deep work", ("days", WEEKDAYS))],
         turns=["skip deep work today, back to backs til 4"],
         expect=dict(count=1, marks=[("Deep work", TODAY, "skipped")])),

    # src: https://steemitdev.com/notes/@skysnap/a-day-in-the-life-day-425
    dict(id="WK07", cat="avoid",
         setup=[H("Phone in the first hour", polarity="avoid")],
         turns=["ugh checked my phone in the first hour again today, slack in bed before 7"],
         expect=dict(count=1, marks=[("Phone in the first hour", TODAY, "slipped")])),

    dict(id="WK08", cat="multi",
         setup=[H("Deep work", ("days", WEEKDAYS)), H("Inbox zero", ("days", WEEKDAYS)),
                H("Plan tomorrow", ("days", WEEKDAYS))],
         turns=["did deep work and inbox zero today \U0001F4AA"],
         expect=dict(count=3,
                     marks=[("Deep work", TODAY, "done"), ("Inbox zero", TODAY, "done")],
                     nomarks=[("Plan tomorrow", TODAY)])),

    dict(id="WK09", cat="group",
         setup=[H("Deep work", ("days", WEEKDAYS)), H("Pomodoros")],
         turns=["make a group called focus with deep work and pomodoros, i need at least one of them a day"],
         expect=dict(count=2,
                     groups=[dict(name="Focus", require=1, members=["Deep work", "Pomodoros"])])),

    dict(id="WK10", cat="avoid",
         setup=[H("Work email after 7pm", polarity="avoid")],
         turns=["oops answered a client email at like 9pm last night"],
         expect=dict(count=1,
                     marks=[("Work email after 7pm", YESTERDAY, "slipped")],
                     nomarks=[("Work email after 7pm", TODAY)])),

    dict(id="WK11", cat="dates",
         setup=[H("Weekly review", ("days", "fri"))],
         turns=["did my weekly review friday afternoon, forgot to tick it off"],
         expect=dict(count=1,
                     habits=[dict(name="Weekly review", freq=("days", "fri"))],
                     marks=[("Weekly review", FRI, "done")],
                     nomarks=[("Weekly review", TODAY)])),

    dict(id="WK12", cat="multi",
         setup=[H("Deep work", ("days", WEEKDAYS)), H("Inbox zero", ("days", WEEKDAYS))],
         turns=["log deep work for yesterday and skip inbox zero today, got dragged into a prod incident"],
         expect=dict(count=2,
                     marks=[("Deep work", YESTERDAY, "done"), ("Inbox zero", TODAY, "skipped")],
                     nomarks=[("Deep work", TODAY)])),

    # src: https://github.com/xpavle00/Habo/issues/71
    dict(id="WK13", cat="edit",
         setup=[H("Pomodoros")],
         turns=["rename pomodoros to focus sprints and make it weekdays only"],
         expect=dict(count=1, habits=[dict(name="Focus sprints", freq=("days", WEEKDAYS))])),

    dict(id="WK14", cat="edit",
         setup=[H("Standup notes", ("days", WEEKDAYS)), H("Deep work", ("days", WEEKDAYS))],
         turns=["archive standup notes, new team doesnt do standups"],
         expect=dict(count=2,
                     habits=[dict(name="Standup notes", archived=True),
                             dict(name="Deep work", archived=False)])),

    # ------------------------------------------------------------------ multi-turn: answers to the coach
    # src: https://david.elbe.me/habits/2015/11/29/inbox-zero.html
    dict(id="WK15", cat="slots",
         setup=[],
         turns=["add inbox zero", "weekdays"],
         expect=dict(count=1, habits=[dict(name="~inbox zero", freq=("days", WEEKDAYS))])),

    # src: http://productivity.stackexchange.com/questions/2104/motivation-strategies-for-gtd-weekly-review/2120
    dict(id="WK16", cat="slots",
         setup=[],
         turns=["i want to start doing a proper weekly review", "fridays"],
         expect=dict(count=1, habits=[dict(name="~weekly review", freq=("days", "fri"))])),

    # polarity left open: "no phone in the first hour" may be kept as a build or an avoid habit
    # src: https://womensoverview.com/my-phone-was-stealing-the-first-hour-of-my-day-so-i-changed-one-rule/
    dict(id="WK17", cat="slots",
         setup=[],
         turns=["add no phone in the first hour", "every day"],
         expect=dict(count=1, habits=[dict(name="~phone", freq=("daily",))])),

    # src: https://github.com/hovancik/stretchly/issues/819
    dict(id="WK18", cat="slots",
         setup=[],
         turns=["add standing breaks", "3 times a day"],
         expect=dict(count=1, habits=[dict(name="~standing", freq=("daily",), target={"amount": 3})])),

    # src: https://habitgraph.ai/habits/end-of-day-shutdown-ritual-cal-newport
    dict(id="WK19", cat="tier",
         setup=[],
         turns=["add a shutdown ritual every workday", "optional tbh, its a nice to have"],
         expect=dict(count=1, habits=[dict(name="~shutdown", freq=("days", WEEKDAYS), tier="nice")])),

    dict(id="WK20", cat="slots",
         setup=[],
         turns=["add plan tomorrow before logging off, weekdays", "can you remind me at 5:45pm"],
         expect=dict(count=1,
                     habits=[dict(name="~plan tomorrow", freq=("days", WEEKDAYS))],
                     reminders=[("~plan tomorrow", "17:45")],
                     nomarks=[("~plan tomorrow", TODAY)])),

    dict(id="WK21", cat="slots",
         setup=[],
         turns=["i want to get back into pomodoros", "4 a day on workdays"],
         expect=dict(count=1,
                     habits=[dict(name="~pomodoro", freq=("days", WEEKDAYS), target={"amount": 4})])),

    dict(id="WK22", cat="log",
         setup=[H("Morning deep work", ("days", WEEKDAYS)), H("Afternoon deep work", ("days", WEEKDAYS))],
         turns=["did deep work today", "the morning one"],
         expect=dict(count=2,
                     marks=[("Morning deep work", TODAY, "done")],
                     notdone=[("Afternoon deep work", TODAY)])),

    dict(id="WK23", cat="correct",
         setup=[],
         turns=["add weekly review every friday", "actually make it thursdays, fridays are a write-off with all the demos"],
         expect=dict(count=1, habits=[dict(name="~weekly review", freq=("days", "thu"))])),

    dict(id="WK24", cat="correct",
         setup=[],
         turns=["add write down 3 wins at EOD", "hmm actually never mind"],
         expect=dict(count=0)),

    dict(id="WK25", cat="slots",
         setup=[],
         turns=["add pomodoros, 6 a day", "did 4 so far today"],
         expect=dict(count=1,
                     habits=[dict(name="~pomodoro", freq=("daily",), target={"amount": 6})],
                     marks=[("~pomodoro", TODAY, "partial", 4)])),

    dict(id="WK26", cat="slots",
         setup=[],
         turns=["add taking the stairs tues and thurs (my office days)", "and remind me at 8:45am on those days"],
         expect=dict(count=1,
                     habits=[dict(name="~stairs", freq=("days", "tue thu"))],
                     reminders=[("~stairs", "08:45", "tue thu")])),

    dict(id="WK27", cat="edit",
         setup=[H("Inbox zero", ("days", WEEKDAYS), marks=[(MON, "done")]), H("Deep work", ("days", WEEKDAYS))],
         turns=["delete inbox zero, ive given up on it lol", "yes"],
         expect=dict(count=1, habits=[dict(name="Deep work", freq=("days", WEEKDAYS))])),

    # ------------------------------------------------------------------ must change nothing / nothing wrong
    dict(id="WK28", cat="safety",
         setup=[H("Deep work", ("days", WEEKDAYS))],
         turns=["back to backs all day today, literally no gap til 6"],
         expect=dict(count=1, notdone=[("Deep work", TODAY)], nopauses=True)),

    dict(id="WK29", cat="safety",
         setup=[H("Inbox zero", ("days", WEEKDAYS))],
         turns=["my manager somehow hits inbox zero every single day, its kind of unhinged"],
         expect=dict(unchanged=True)),

    dict(id="WK30", cat="safety",
         setup=[H("Weekly review", ("days", "fri"))],
         turns=["didnt get to the weekly review on friday, the demo ran over"],
         expect=dict(count=1,
                     habits=[dict(name="Weekly review", freq=("days", "fri"))],
                     notdone=[("Weekly review", FRI)],
                     nomarks=[("Weekly review", TODAY)])),

    dict(id="WK31", cat="query",
         setup=[H("Deep work", ("days", WEEKDAYS), marks=[(MON, "done"), (YESTERDAY, "done")])],
         turns=["how many deep work days have i done this week?"],
         expect=dict(unchanged=True, reply=r"\b2\b|\btwo\b")),

    # src: https://github.com/HabitRPG/habitica/issues/116
    dict(id="WK32", cat="safety",
         setup=[],
         turns=["i work 9 to 5:30, wfh mondays and fridays, in the office the rest"],
         expect=dict(unchanged=True)),

    dict(id="WK33", cat="safety",
         setup=[H("Deep work", ("days", WEEKDAYS))],
         turns=["gonna do a massive deep work block tomorrow morning, already blocked my calendar"],
         expect=dict(unchanged=True)),

    dict(id="WK34", cat="safety",
         setup=[H("Deep work", ("days", WEEKDAYS))],
         turns=["can you block slack and twitter for me between 9 and 12?"],
         expect=dict(unchanged=True)),

    # src: https://sobergrace.wordpress.com/2014/08/09/healthy-habit-8-a-month-of-breaks-and-an-update-on-gratitude/
    dict(id="WK35", cat="query",
         setup=[H("Lunch away from desk", ("days", WEEKDAYS))],
         turns=["any tips for actually leaving my desk at lunch? i always end up eating over my keyboard"],
         expect=dict(unchanged=True)),

    dict(id="WK36", cat="safety",
         setup=[H("Pomodoros")],
         turns=["honestly so burnt out from this sprint, havent done a single pomodoro all week"],
         expect=dict(count=1, nopauses=True,
                     notdone=[("Pomodoros", TODAY), ("Pomodoros", YESTERDAY), ("Pomodoros", MON)])),

    dict(id="WK37", cat="safety",
         setup=[H("Standing breaks")],
         turns=["my team lead takes a standing break every hour, wish i was that disciplined"],
         expect=dict(unchanged=True)),

    # "skipped lunch" is not the habit skipped-with-reason... but a skip mark would be harmless
    # src: http://www.thekitchn.com/i-tried-eating-lunch-away-from-my-desk-and-this-is-what-happened-234842
    dict(id="WK38", cat="safety",
         setup=[H("Lunch away from desk", ("days", WEEKDAYS))],
         turns=["skipped lunch entirely yesterday and ate a protein bar at my desk lol"],
         expect=dict(count=1, notdone=[("Lunch away from desk", YESTERDAY)],
                     nomarks=[("Lunch away from desk", TODAY)])),

    # future skips may become skip marks on 03-05/03-06 or a pause; today must stay untouched
    # src: https://github.com/iSoron/uhabits/issues/88
    dict(id="WK39", cat="dates",
         setup=[H("Deep work", ("days", WEEKDAYS)), H("Inbox zero", ("days", WEEKDAYS))],
         turns=["im OOO thursday and friday, so skip deep work and inbox zero those days"],
         expect=dict(count=2,
                     nomarks=[("Deep work", TODAY), ("Inbox zero", TODAY),
                              ("Deep work", YESTERDAY), ("Inbox zero", YESTERDAY)],
                     notdone=[("Deep work", THU_NEXT), ("Inbox zero", THU_NEXT),
                              ("Deep work", FRI_NEXT), ("Inbox zero", FRI_NEXT)],
                     habits=[dict(name="Deep work", freq=("days", WEEKDAYS)),
                             dict(name="Inbox zero", freq=("days", WEEKDAYS))])),

    dict(id="WK40", cat="safety",
         setup=[H("Pomodoros")],
         turns=["only did 2 pomodoros yesterday, is that bad?"],
         expect=dict(count=1, notdone=[("Pomodoros", YESTERDAY)], nomarks=[("Pomodoros", TODAY)],
                     habits=[dict(name="Pomodoros", freq=("daily",))])),
]
