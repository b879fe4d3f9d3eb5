import Foundation
import HabitDomain

extension Turn {
    /// "I'm away until Sunday", "pause guitar for two weeks": days on hold, excused like skips. The days are
    /// worked out first, then which habit (none named: everything), so that "which one?" keeps them.
    mutating func pause(_ reference: Reference?, _ asked: Command.PauseAsk) {
        let today = context.today
        var start = today, end: Day? = asked.until
        if asked.until == nil, let day = asked.day, day > today {
            // "pause reading tomorrow", "pause everything on Friday": that one day, ahead of time.
            start = day
            end = day
        } else if asked.until == nil, let span = asked.period {
            // "pause guitar next week", "I'm away next week": that week or month, from its first day still to come.
            let period = span.period(context.calendar)
            guard period.end >= today else { say(.errorPause); return }
            start = max(period.start, today)
            end = period.end
        } else if let until = asked.until {
            guard until >= today else { say(.errorPause); return }
            // "I'm away this weekend": from a day still to come.
            if let day = asked.day, day > today, day <= until { start = day }
        }
        // "I'm sick until Sunday", "I'm away next week": a state said, not a request; pausing everything is offered.
        // (Today alone is a day to skip: "I'm sick today" offers to skip what is still open.)
        if asked.offerOnly, reference == nil, let end {
            open(end == today ? .confirmSkipAll(today, reason: asked.reason) : .confirmPauseAll(from: start, to: end))
            return
        }
        guard let reference else { pause(nil, from: start, to: end); return }
        // ("pause all the work habits until the 16th": each of them, in one undo step — once until when is known.)
        if asked.listed, let end, case .ambiguous(let ids) = reference {
            let habits = ids.compactMap(journal.habit(id:))
            asOneStep { turn in for habit in habits { turn.pause(habit, from: start, to: end) } }
            return
        }
        guard let habit = target(reference, for: .pause(start, end)) else { return }
        pause(habit, from: start, to: end)
    }

    /// Puts one habit (or, nil, everything) on hold from `start` to `end`; with no end, asks until when. A pause
    /// from today takes the place of one running now, so two never overlap.
    mutating func pause(_ habit: Habit?, from start: Day, to end: Day?) {
        if let habit { focus(habit.id) }
        guard let end else { open(.pauseUntil(habit?.id, from: start)); return }
        let today = context.today
        let running = start == today ? journal.pauses.first { $0.habitID == habit?.id && $0.covers(today) } : nil
        let pause = Pause(id: running?.id ?? newID(), habitID: habit?.id, start: running?.start ?? start, end: end)
        commit([.setPause(pause)], undo: habit.map { text(.undoPause, ["name": $0.name]) } ?? text(.undoPauseAll))
        let values = ["name": habit?.name ?? "", "start": when(start), "until": when(end)]
        if start == today {
            say(habit == nil ? .pausedAll : .paused, values)
        } else if start == end {
            say(habit == nil ? .pausedAllDay : .pausedDay, values)
        } else {
            say(habit == nil ? .pausedAllSpan : .pausedSpan, values)
        }
    }

    /// "resume", "I'm back", "resume guitar": ends the pauses running today (and restores an archived habit).
    ///
    /// Named, a habit ends its own pause; unnamed, "I'm back" ends the pause of every habit ("I'm away until
    /// Sunday"), or the one habit on hold when that is all there is. Each ends only what it started; a pause still to
    /// come is taken away whole.
    mutating func resume(_ reference: Reference?) {
        var habit: Habit? = nil
        if let reference {
            guard let named = target(reference, for: .resume) else { return }
            habit = named
        }
        let today = context.today
        let current = journal.pauses.filter { $0.covers(today) }
        var running: [Pause]
        if let habit {
            // (A habit named ends a pause of its own still to come too: "pause swimming this weekend" … "unpause swimming".)
            running = journal.pauses.filter { $0.habitID == habit.id && $0.end >= today }
            if running.isEmpty, let all = current.first(where: { $0.habitID == nil }), !habit.archived {
                say(.pausedWithEverything, ["name": habit.name, "until": when(all.end)])
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

}
