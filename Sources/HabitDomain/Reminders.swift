/// A reminder that falls due at a local minute: "07:30 on 2026-03-04, Meditate".
public struct DueReminder: Hashable, Sendable {
    public let habit: Habit
    public let day: Day
    public let time: TimeOfDay
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
    /// Whether a habit's reminders ring on `day`: it is active and has begun, the day isn't paused for it, and,
    /// when its settings that day name days (daily, weekdays, every N days), the day is one of them. Weekly and
    /// monthly habits ring on their reminders' days.
    public func remindsOn(_ habit: Habit, _ day: Day) -> Bool {
        guard !habit.archived, day >= habit.created, pause(for: habit.id, on: day) == nil else { return false }
        let schedule = habit.settings(on: day).schedule
        return !schedule.isDayBased || track(habit).isDue(on: day)
    }

    /// The reminders due from the minute after `after` through `through` (local times, at most a day
    /// apart), in time order: the minute a clock has just reached, or the minutes a timer slept through.
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
        return due.sorted { ($0.day, $0.time, $0.habit.order) < ($1.day, $1.time, $1.habit.order) }
    }
}
