import Foundation
import HabitDomain

extension Turn {
    /// "I'm away until Sunday", "pause guitar for two weeks": days on hold from today, excused like skips.
    mutating func pause(_ request: Request) {
        var habit: Habit? = nil
        switch request.habit {
        case .habit(let id)?: habit = journal.habit(id: id)
        case .pronoun?: habit = focusHabit
        case .unknown(let words)?: say(.habitNotFound, ["name": words]); return
        case .ambiguous(let ids)?: habit = ids.compactMap(journal.habit(id:)).first
        case nil:
            // "for a week" on its own answers "until when?" about the habit just mentioned.
            if request.pattern == "{until}" {
                guard let f = focusHabit else { say(.whichHabit); return }
                habit = f
            }
        }
        // "pause reading tomorrow", "pause everything on Friday": that one day, ahead of time.
        if request.until == nil, let day = request.day, day > context.today {
            let pause = Pause(id: newID(), habitID: habit?.id, start: day, end: day)
            commit([.setPause(pause)], undo: habit.map { text(.undoPause, ["name": $0.name]) } ?? text(.undoPauseAll))
            if let habit { focus(habit.id); say(.pausedDay, ["name": habit.name, "until": when(day, future: true)]) }
            else { say(.pausedAllDay, ["until": when(day, future: true)]) }
            return
        }
        // "pause guitar next week", "I'm away next week": that week or month, from its first day still to come.
        if request.until == nil, let span = request.period {
            let period = span.period(context.calendar)
            guard period.end >= context.today else { say(.errorPause); return }
            let start = max(period.start, context.today)
            let pause = Pause(id: newID(), habitID: habit?.id, start: start, end: period.end)
            commit([.setPause(pause)], undo: habit.map { text(.undoPause, ["name": $0.name]) } ?? text(.undoPauseAll))
            let values = ["name": habit?.name ?? "", "start": when(start, future: true), "until": when(period.end, future: true)]
            if let habit { focus(habit.id) }
            if start == context.today {
                say(habit == nil ? .pausedAll : .paused, values)
            } else {
                say(habit == nil ? .pausedAllSpan : .pausedSpan, values)
            }
            return
        }
        guard let end = request.until else {
            if let habit { focus(habit.id) }
            say(.pauseUntilWhen, ["name": habit?.name ?? ""])
            return
        }
        guard end >= context.today else { say(.errorPause); return }
        let today = context.today
        // "I'm away this weekend": from a day still to come.
        if let start = request.day, start > today, start <= end {
            let pause = Pause(id: newID(), habitID: habit?.id, start: start, end: end)
            commit([.setPause(pause)], undo: habit.map { text(.undoPause, ["name": $0.name]) } ?? text(.undoPauseAll))
            if let habit { focus(habit.id) }
            say(habit == nil ? .pausedAllSpan : .pausedSpan,
                ["name": habit?.name ?? "", "start": when(start, future: true), "until": when(end, future: true)])
            return
        }
        // One pause per habit at a time: a new one replaces one running now.
        let running = journal.pauses.first { $0.habitID == habit?.id && $0.covers(today) }
        let pause = Pause(id: running?.id ?? newID(), habitID: habit?.id, start: running?.start ?? today, end: end)
        let summary = habit.map { text(.undoPause, ["name": $0.name]) } ?? text(.undoPauseAll)
        commit([.setPause(pause)], undo: summary)
        if let habit {
            focus(habit.id)
            say(.paused, ["name": habit.name, "until": when(end, future: true)])
        } else {
            say(.pausedAll, ["until": when(end, future: true)])
        }
    }

    /// "resume", "I'm back", "resume guitar": ends the pauses running today (and restores an archived habit).
    ///
    /// Named, a habit ends its own pause; unnamed, "I'm back" ends the pause of every habit ("I'm away until
    /// Sunday"), or the one habit on hold when that is all there is. Each ends only what it started.
    mutating func resume(_ reference: Reference?) {
        var habit: Habit? = nil
        switch reference {
        case .habit(let id)?: habit = journal.habit(id: id)
        case .pronoun?: habit = focusHabit
        case .unknown(let words)?: say(.habitNotFound, ["name": words]); return
        case .ambiguous(let ids)?: edit(.ambiguous(ids), .restore); return
        case nil: break
        }
        let today = context.today
        let current = journal.pauses.filter { $0.covers(today) }
        var running: [Pause]
        if let habit {
            running = current.filter { $0.habitID == habit.id }
            if running.isEmpty, let all = current.first(where: { $0.habitID == nil }), !habit.archived {
                say(.pausedWithEverything, ["name": habit.name, "until": when(all.end, future: true)])
                return
            }
        } else {
            running = current.filter { $0.habitID == nil }
            if running.isEmpty {
                running = current
                if Set(running.map(\.habitID)).count > 1 {
                    let names = running.compactMap { $0.habitID.flatMap(journal.habit(id:))?.name }
                    say(.resumeWhich, ["names": quoted(names)])
                    return
                }
            }
        }
        guard !running.isEmpty else {
            if let habit, habit.archived { perform(.restore, on: habit); return }
            say(.nothingPaused, ["name": habit?.name ?? ""])
            return
        }
        // A pause that started before today keeps its past days; one that starts today simply goes.
        let changes: [Change] = running.map { p in
            var ended = p
            ended.end = today.adding(days: -1)
            return p.start < today ? .setPause(ended) : .removePause(p.id)
        }
        let summary = text(.undoResume)
        commit(changes, undo: summary)
        if let id = running[0].habitID, let h = journal.habit(id: id) {
            focus(h.id)
            say(.resumed, ["name": h.name])
        } else {
            say(.resumedAll)
        }
    }

    /// "Sunday", "tomorrow", or the date, for days ahead.
    mutating func when(_ day: Day, future: Bool) -> String {
        let ahead = day - context.today
        if ahead == 0 { return text(.whenToday) }
        if ahead == 1 { return text(.whenTomorrow) }
        if ahead > 1 && ahead < 7 { return text(.whenWeekday, ["weekday": weekdayName(day.weekday)]) }
        return text(.whenDate, ["date": day.iso])
    }
}
