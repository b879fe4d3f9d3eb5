import Foundation

/// A reminder that falls due at a local minute: "07:30 on 2026-03-04, Meditate".
public struct DueReminder: Hashable, Sendable {
    public let habit: Habit
    public let day: Day
    public let time: TimeOfDay
    /// A one-off ("remind me again in 20 minutes"), not one of the habit's own reminders.
    public let oneOff: Bool

    public init(habit: Habit, day: Day, time: TimeOfDay, oneOff: Bool = false) {
        self.habit = habit
        self.day = day
        self.time = time
        self.oneOff = oneOff
    }
}

/// A reminder that rings once, at a local minute: what "snooze", "remind me again in 20 minutes" or "later" leaves
/// after a reminder went off. A habit has at most one; a new one takes its place. Once its minute has passed it
/// rings no more, whether or not anyone heard it (`Journal.remindersDue` only looks at the minutes a clock passes).
/// Like a habit's own reminders, it never rings while the habit is archived or paused that day; unlike them, it
/// rings whatever the schedule says, since the person asked for that minute.
public struct OneOffReminder: Hashable, Sendable, Codable {
    public var habitID: UUID
    public var day: Day
    public var time: TimeOfDay

    public init(habitID: UUID, day: Day, time: TimeOfDay) {
        self.habitID = habitID
        self.day = day
        self.time = time
    }

    /// The local minute it rings at, `minutes` after `day` at `time` (a snooze past midnight rings the next day).
    public init(habitID: UUID, after minutes: Int, from start: (day: Day, time: TimeOfDay)) {
        let total = start.time.minutes + minutes
        let days = total >= 0 ? total / 1440 : (total - 1439) / 1440
        self.init(habitID: habitID, day: start.day.adding(days: days), time: TimeOfDay(minutes: total))
    }

    /// Whether it rings after `after` and no later than `through`.
    public func isWithin(after: (day: Day, time: TimeOfDay), through: (day: Day, time: TimeOfDay)) -> Bool {
        (day, time) > (after.day, after.time) && (day, time) <= (through.day, through.time)
    }

    /// Whether its minute is still to come at `now`.
    public func isAhead(of now: (day: Day, time: TimeOfDay)) -> Bool { (day, time) > (now.day, now.time) }
}

extension TimeOfDay {
    /// Minutes since midnight.
    public var minutes: Int { hour * 60 + minute }

    /// The time `minutes` after midnight (0–1439).
    public init(minutes: Int) {
        let m = ((minutes % 1440) + 1440) % 1440
        self.init(hour: m / 60, minute: m % 60)!
    }
}

extension Journal {
    /// Whether a habit's reminders ring on `day`: it is active and has begun, the day isn't paused or skipped ahead
    /// for it, and, when its settings that day name days (daily, weekdays, every N days), the day is one of them.
    /// Weekly and monthly habits ring on their reminders' days.
    public func remindsOn(_ habit: Habit, _ day: Day) -> Bool {
        guard !habit.archived, day >= habit.created, pause(for: habit.id, on: day) == nil,
              marks[habit.id]?.state(on: day) != .skipped else { return false }
        let schedule = habit.settings(on: day).schedule
        return !schedule.isDayBased || track(habit).isDue(on: day)
    }

    /// Whether a one-off reminder of a habit rings on `day`: the habit is active, has begun and isn't paused that day
    /// (its schedule doesn't matter: the minute was asked for).
    public func remindsOnce(_ habit: Habit, _ day: Day) -> Bool {
        !habit.archived && day >= habit.created && pause(for: habit.id, on: day) == nil
    }

    /// The one-off reminder of a habit still to ring at `now`, if any.
    public func oneOff(for habit: UUID, after now: (day: Day, time: TimeOfDay)) -> OneOffReminder? {
        oneOffs.first { $0.habitID == habit && $0.isAhead(of: now) }
    }

    /// The reminders due from the minute after `after` through `through` (local times, at most a day
    /// apart), in time order: the minute a clock has just reached, or the minutes a timer slept through. One-off
    /// reminders are among them, each in the one window that holds its minute.
    public func remindersDue(after: (day: Day, time: TimeOfDay), through: (day: Day, time: TimeOfDay)) -> [DueReminder] {
        var due: [DueReminder] = []
        var day = max(after.day, through.day.adding(days: -1))
        while day <= through.day {
            let low = day == after.day ? after.time.minutes + 1 : 0
            let high = day == through.day ? through.time.minutes : 1439
            if low <= high {
                for habit in habits where remindsOn(habit, day) {
                    for reminder in habit.reminders where reminder.days.contains(day.weekday) && (low...high).contains(reminder.time.minutes) {
                        due.append(DueReminder(habit: habit, day: day, time: reminder.time))
                    }
                }
            }
            day = day.adding(days: 1)
        }
        for once in oneOffs where once.isWithin(after: after, through: through) {
            guard let habit = habit(id: once.habitID), remindsOnce(habit, once.day) else { continue }
            // (At the minute of one of its own reminders, the habit rings once.)
            if !due.contains(where: { $0.habit.id == habit.id && $0.day == once.day && $0.time == once.time }) {
                due.append(DueReminder(habit: habit, day: once.day, time: once.time, oneOff: true))
            }
        }
        return due.sorted { ($0.day, $0.time, $0.habit.order) < ($1.day, $1.time, $1.habit.order) }
    }
}
