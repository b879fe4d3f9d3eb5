import Foundation

extension HabitTrack {
    /// How established a habit is, from 0 to 1: an exponential moving average of its outcomes, in the spirit
    /// of Loop Habit Tracker's score. Each step moves the score toward 1 (met) or 0 (unmet) by a factor
    /// whose half-life scales with the expected frequency: 13 steps for a daily habit, longer for rarer
    /// ones (`0.5 ^ (sqrt(frequency) / 13)` per step). Skipped and paused days freeze it; today counts once settled.
    ///
    /// Each day is judged by the settings in force then. Day-based settings step on their scheduled days
    /// (frequency 1 per step); weekly, monthly and N-in-M-days ones step every day, a done day counting as met, with
    /// frequency `times ÷ period length` (N ÷ M).
    public func strength(today: Day, calendar: HabitCalendar) -> Double {
        guard habit.created <= today else { return 0 }
        var score = 0.0
        let log = history(through: today)
        func step(_ value: Double, frequency: Double) {
            let multiplier = pow(0.5, frequency.squareRoot() / 13)
            score = score * multiplier + value * (1 - multiplier)
        }
        for ordinal in habit.created.ordinal...today.ordinal {
            let day = Day(ordinal: ordinal)
            let schedule = era(on: day).settings.schedule
            if schedule.isDayBased {
                switch outcome(on: day, today: today, log) {
                case .met: step(1, frequency: 1)
                case .unmet: step(0, frequency: 1)
                case .excused, .notScheduled, .open: break
                }
                continue
            }
            let times = schedule.timesPerPeriod
            let length: Int
            if case .rolling(_, let days) = schedule { length = days } else {
                guard let period = HabitTrack.period(of: schedule, containing: day, calendar: calendar) else { continue }
                length = period.length
            }
            guard times > 0 else { continue }
            let frequency = min(1, Double(times) / Double(length))
            switch log.state(day) {
            case .done: step(1, frequency: frequency)
            case .skipped: break
            case _ where log.isPaused(day): break
            default:
                // A past day without a done pulls it down a little (at the habit's low frequency); today waits.
                if day < today { step(0, frequency: frequency) }
            }
        }
        return score
    }
}
