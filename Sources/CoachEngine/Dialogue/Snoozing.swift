import Foundation
import HabitDomain

// Snoozing: after a reminder goes off (in the REPL, as `reminder.due`, from `habitat remind`), "snooze", "remind me again
// in 20 minutes" or "later" sets a reminder that rings once, that long from now. Which reminder just went off is worked
// out from the journal and the clock (`Journal.remindersDue`), so every front door sees the same; nothing is kept for it.

extension Turn {
    /// How far back a reminder counts as just gone off, for a snooze that names no habit: two hours. Long enough for a
    /// reminder seen late (a phone in a bag through a meeting, a commute), short enough that "snooze" in the afternoon
    /// never puts off the morning's reminder by surprise; past it, the person is asked to say which habit.
    static let snoozeWindow = 120

    /// The longest snooze, in minutes: a day. Further ahead is a reminder of its own ("remind me to read at 9pm").
    static let longestSnooze = 1440

    /// The reminders (one-offs included) that went off in the last `snoozeWindow` minutes, this minute included, oldest first.
    func remindersJustDue() -> [DueReminder] {
        let now = context.now
        let start = now.time.minutes - Self.snoozeWindow
        let after = (day: start < 0 ? now.day.adding(days: -1) : now.day, time: TimeOfDay(minutes: start))
        return journal.remindersDue(after: after, through: now)
    }

    /// "snooze", "remind me again in 20 minutes", "remind me about reading in an hour", "later": the habit named, or the one
    /// whose reminder went off last (two at that minute: which is asked), is reminded of once, `minutes` from now.
    mutating func snooze(_ reference: Reference?, minutes: Int, noneIsGoodbye: Bool) {
        guard (1...Self.longestSnooze).contains(minutes) else {
            say(.snoozeTooLong, ["duration": durationWords(Self.longestSnooze)])
            return
        }
        // "remind me about it again in 20 minutes": the habit just talked about, when there is one.
        if reference == .pronoun, let habit = focusHabit { snooze(habit, minutes: minutes); return }
        if let reference, reference != .pronoun {
            guard let habit = target(reference, for: .snooze(minutes: minutes)) else { return }
            snooze(habit, minutes: minutes)
            return
        }
        // "snooze" … "later": said again straight after a snooze, it puts off the same reminder.
        if state.lastChangeTurn == state.turn - 1, let habit = focusHabit, journal.oneOff(for: habit.id, after: context.now) != nil {
            snooze(habit, minutes: minutes)
            return
        }
        let due = remindersJustDue()
        guard let last = due.last else {
            // "later" with nothing to put off is a goodbye ("see you later").
            if noneIsGoodbye { say(.goodbyeReply); return }
            let window = durationWords(Self.snoozeWindow)
            if let example = journal.activeHabits.first {
                say(.snoozeNothingDue, ["duration": window, "name": example.name])
            } else {
                say(.snoozeNothingDueNoHabits, ["duration": window])
            }
            return
        }
        var ids: [UUID] = []
        for reminder in due where reminder.day == last.day && reminder.time == last.time && !ids.contains(reminder.habit.id) {
            ids.append(reminder.habit.id)
        }
        if ids.count == 1, let habit = journal.habit(id: ids[0]) {
            snooze(habit, minutes: minutes)
        } else {
            askWhich(ids, .snooze(minutes: minutes))
        }
    }

    /// Reminds of one habit once, `minutes` from now, in place of any one-off it had; said with the time it rings.
    mutating func snooze(_ habit: Habit, minutes: Int) {
        focus(habit.id)
        if habit.archived { say(.snoozeArchived, ["name": habit.name]); return }
        let once = OneOffReminder(habitID: habit.id, after: minutes, from: context.now)
        // Like its own reminders, a habit on hold isn't reminded of: said, not set.
        if let pause = journal.pause(for: habit.id, on: once.day) {
            say(.snoozePaused, ["name": habit.name, "until": when(pause.end)])
            return
        }
        let again = remindersJustDue().contains { $0.habit.id == habit.id }
        let time = once.day == context.today ? once.time.description : text(.snoozeTomorrow, ["time": once.time.description])
        commit([.setOneOff(once)], undo: text(.undoSnooze, ["name": habit.name, "time": time]))
        say(again ? .snoozed : .remindOnce, ["name": habit.name, "duration": durationWords(minutes), "time": time])
        // Already done today: still set, since it was asked for, and said, so it can be taken back.
        if journal.marks[habit.id]?.state(on: context.today) == .done { add(.snoozeDoneToday, ["name": habit.name]) }
    }

    /// "10 minutes", "an hour", "2 hours", "an hour and 30 minutes", from Intents/.
    mutating func durationWords(_ minutes: Int) -> String {
        let hours = minutes / 60, rest = minutes % 60
        let hourWords = hours == 1 ? text(.durationHour) : text(.durationHours, ["n": "\(hours)"])
        let minuteWords = rest == 1 ? text(.durationMinute) : text(.durationMinutes, ["n": "\(rest)"])
        if hours == 0 { return minuteWords }
        if rest == 0 { return hourWords }
        return list([hourWords, minuteWords])
    }

    /// A habit's one-off reminder still to ring, as its time ("09:20", or "00:05 tomorrow"), if it has one.
    mutating func snoozedUntil(_ habit: Habit) -> String? {
        guard let once = journal.oneOff(for: habit.id, after: context.now) else { return nil }
        return once.day == context.today ? once.time.description : text(.snoozeTomorrow, ["time": once.time.description])
    }
}
