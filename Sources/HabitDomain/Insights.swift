/// One habit's completion over a window.
public struct HabitRate: Hashable, Sendable {
    public let habit: Habit
    public let rate: Rate
}

/// One habit's streak.
public struct HabitStreak: Hashable, Sendable {
    public let habit: Habit
    public let streak: Streak
}

/// A measurable habit's amounts over a window: "212 glasses in 30 days, 7.07 a day".
public struct HabitAmount: Hashable, Sendable {
    public let habit: Habit
    /// The target in force on the window's last day; its unit names the total.
    public let target: Target
    /// The amounts logged in the window in that unit, added up (days under a target of another unit are left out).
    public let total: Amount
    /// The days of the window the habit existed on, which the total is spread over.
    public let days: Int

    /// The total spread over `length` days at a time (1: a day's worth, 7: a week's), rounded to the hundredth.
    public func average(per length: Int = 1) -> Amount {
        guard days > 0 else { return .zero }
        let scaled = total.hundredths * length
        return Amount(hundredths: (scaled + days / 2) / days)
    }
}

/// The weekdays a user is most and least consistent on.
public struct WeekdayPattern: Hashable, Sendable {
    public let best: Weekday
    public let bestRate: Rate
    public let worst: Weekday
    public let worstRate: Rate
    /// Every weekday with something due, in calendar order.
    public let byWeekday: [Weekday: Rate]
}

extension WeekdayPattern {
    /// The best and worst of weekday tallies (indexed Monday first), when at least two weekdays have something due
    /// and they differ; ties go to the earlier weekday in the calendar's order.
    init?(_ tally: [Rate], calendar: HabitCalendar) {
        var rates: [Weekday: Rate] = [:]
        for day in Weekday.allCases where tally[day.rawValue - 1].due > 0 { rates[day] = tally[day.rawValue - 1] }
        let rated = calendar.orderedWeekdays.compactMap { day in rates[day].map { (day, $0) } }
        guard rated.count >= 2,
              let best = rated.max(by: { $0.1.fraction! < $1.1.fraction! }),
              let worst = rated.reversed().min(by: { $0.1.fraction! < $1.1.fraction! }),
              best.1.fraction! > worst.1.fraction! else { return nil }
        self.init(best: best.0, bestRate: best.1, worst: worst.0, worstRate: worst.1, byWeekday: rates)
    }
}

extension HabitTrack {
    /// How the habit went on each weekday from `start` through `end`, added into `tally` (Monday first). A day it was
    /// due on counts as due, and as met when met; a habit with a weekly or monthly target (whose days are the person's
    /// choice) counts every day as due and the days it was done as met — unless `dayBasedOnly`. Habits to avoid count
    /// nothing.
    func tallyWeekdays(from start: Day, through end: Day, today: Day, _ history: DayLog?, dayBasedOnly: Bool, into tally: inout [Rate]) {
        guard start <= end, !dayBasedOnly || eras.contains(where: { $0.settings.schedule.isDayBased }) else { return }
        for ordinal in start.ordinal...end.ordinal {
            let day = Day(ordinal: ordinal)
            let settings = era(on: day).settings
            guard settings.polarity == .build, day >= habit.created, day <= today, !isPaused(day) else { continue }
            let k = day.weekday.rawValue - 1
            if settings.schedule.isDayBased {
                switch outcome(on: day, today: today, history) {
                case .met: tally[k].met += 1; tally[k].due += 1
                case .unmet: tally[k].due += 1
                default: break
                }
            } else if !dayBasedOnly, day < today || marks.state(on: day) == .done {
                tally[k].due += 1
                if marks.state(on: day) == .done { tally[k].met += 1 }
            }
        }
    }

    /// The weekdays this habit goes best and worst on over the `weeks` weeks up to today.
    public func weekdayPattern(weeks: Int, today: Day, calendar: HabitCalendar) -> WeekdayPattern? {
        var tally = [Rate](repeating: Rate(), count: 7)
        tallyWeekdays(from: today.adding(days: -7 * weeks + 1), through: today, today: today, history(through: today), dayBasedOnly: false, into: &tally)
        return WeekdayPattern(tally, calendar: calendar)
    }
}

/// Good days, not-good days and no-goal days in a window.
public struct GoodDayTally: Hashable, Sendable {
    public var good = 0
    public var notGood = 0
    public var noGoal = 0
    public init() {}
    /// Good ÷ (good + not good); today counts only once it is good.
    public var rate: Rate { Rate(met: good, due: good + notGood) }
}

/// The insight cards: neutral observations about a window of history, never judgements.
public struct Insights: Hashable, Sendable {
    /// The share of completions below which "room for growth" is hidden, to avoid guilt.
    public static let roomForGrowthFloor = 0.05

    public let window: Window
    /// The rates of all active habits to build, added up: "68% — 142 of 210".
    public let overall: Rate
    /// Each active habit to build with something due, in list order.
    public let byHabit: [HabitRate]
    /// Each active habit to avoid with days in the window: its rate is clean days of days ("29 of 30 days clean").
    public let clean: [HabitRate]
    public let mostConsistent: HabitRate?
    /// The habit with the lowest rate, when it differs from the most consistent and is at least 5%.
    public let roomForGrowth: HabitRate?
    public let weekdays: WeekdayPattern?
    public let goodDays: GoodDayTally
    /// Every active habit's streak (empty when asked for without).
    public let streaks: [HabitStreak]
    /// Each active habit with a target at the window's end, in list order: its amounts in the window.
    public let amounts: [HabitAmount]
}

extension HabitTrack {
    /// The habit's amounts from `start` through `end` (days before it was created left out), when it has a target on
    /// the last of them: added up in that target's unit — a day under a target of another unit is left out, never
    /// converted.
    public func amounts(from start: Day, through end: Day) -> HabitAmount? {
        let first = max(start, habit.created)
        guard first <= end, let target = era(on: end).settings.target else { return nil }
        var total = Amount.zero
        for (day, amount) in marks.amounts where day >= first && day <= end && era(on: day).settings.target?.unit.isSame(as: target.unit) ?? false {
            total = total + amount
        }
        return HabitAmount(habit: habit, target: target, total: total, days: end - first + 1)
    }
}

extension Journal {
    /// Every active habit's amounts from `start` through `end` (see `HabitTrack.amounts`), in list order; after today
    /// counts only to today.
    public func amounts(from start: Day, through end: Day, today: Day) -> [HabitAmount] {
        activeHabits.compactMap { track($0).amounts(from: start, through: min(end, today)) }
    }

    /// The insight cards over a window, streaks as of its last day. Completion cards —
    /// overall, by habit, most consistent, room for growth, weekdays — are about habits to build; habits to
    /// avoid are counted apart, in clean days. Without `streaks`, the streaks are left out and only
    /// the window's days are read (streaks need every day since each habit began).
    public func insights(_ window: Window, today: Day, calendar: HabitCalendar, streaks withStreaks: Bool = true) -> Insights {
        var byHabit: [HabitRate] = []
        var clean: [HabitRate] = []
        var streaks: [HabitStreak] = []
        var overall = Rate()
        var byWeekday = [Rate](repeating: Rate(), count: 7)
        var amounts: [HabitAmount] = []
        for habit in activeHabits {
            let track = self.track(habit)
            // One pass over the marks serves the rate, the streak and the weekdays.
            let start = window.start(today: today, earliest: habit.created), end = window.end(today: today)
            let history = withStreaks ? track.history(through: today)
                : track.log(from: track.period(containing: start, calendar: calendar)?.start ?? start, through: today)
            let rate = track.completion(window, today: today, calendar: calendar, history)
            if let amount = track.amounts(from: start, through: end) { amounts.append(amount) }
            if withStreaks { streaks.append(HabitStreak(habit: habit, streak: track.streak(today: end, calendar: calendar, history))) }
            // A habit counts as what it was at the end of the window.
            if habit.settings(on: end).polarity == .avoid {
                if rate.due > 0 { clean.append(HabitRate(habit: habit, rate: rate)) }
                continue
            }
            overall = overall + rate
            if rate.due > 0 { byHabit.append(HabitRate(habit: habit, rate: rate)) }
            track.tallyWeekdays(from: start, through: end, today: today, history, dayBasedOnly: true, into: &byWeekday)
        }

        // Ties go to the habit earlier in the list, so the answer is stable.
        let most = byHabit.max { ($0.rate.fraction ?? 0) < ($1.rate.fraction ?? 0) }
        let least = byHabit.reversed().min { ($0.rate.fraction ?? 0) < ($1.rate.fraction ?? 0) }
        var growth: HabitRate? = nil
        if let least, let most, least.habit.id != most.habit.id,
           let low = least.rate.fraction, let high = most.rate.fraction,
           low < high, low >= Insights.roomForGrowthFloor {
            growth = least
        }

        let pattern = WeekdayPattern(byWeekday, calendar: calendar)

        var tally = GoodDayTally()
        if let first = firstDay, window.start(today: today, earliest: first) <= window.end(today: today) {
            tally = goodDayTally(from: window.start(today: today, earliest: first), through: window.end(today: today), today: today)
        }

        return Insights(window: window, overall: overall, byHabit: byHabit, clean: clean, mostConsistent: most,
                        roomForGrowth: growth, weekdays: pattern, goodDays: tally, streaks: streaks, amounts: amounts)
    }
}
