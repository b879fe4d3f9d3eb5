import Foundation

/// How a rate moved from one stretch of days to the next, said neutrally: up, about the same, or down — never better or
/// worse. One rule for every front door: the chat's "compare this month with last month", `stats` and the report.
public struct RateChange: Hashable, Sendable {
    public enum Direction: String, Hashable, Sendable { case up, same, down }

    /// How far apart two rates may be, in percentage points, and still be "about the same".
    public static let sameWithin = 5

    public let before: Rate
    public let now: Rate

    public init(before: Rate, now: Rate) {
        self.before = before
        self.now = now
    }

    /// Now's rounded percent less before's; nil when either had nothing due (there is nothing to compare).
    public var points: Int? {
        guard let p = now.percent, let q = before.percent else { return nil }
        return p - q
    }

    /// Up or down by more than `sameWithin` points, else about the same; nil when either had nothing due.
    public var direction: Direction? {
        points.map { $0 > Self.sameWithin ? .up : $0 < -Self.sameWithin ? .down : .same }
    }
}

/// A calendar week or month, as trends count them.
public enum CalendarUnit: String, Hashable, Sendable { case week, month }

extension HabitCalendar {
    /// The week or month `back` before the one containing `today` (0: that one itself).
    public func period(_ unit: CalendarUnit, back: Int, from today: Day) -> Period {
        switch unit {
        case .week: return week(containing: today.adding(days: -7 * back))
        case .month: return month(containing: today.startOfMonth(back: back))
        }
    }
}

/// One week's or month's rate; the one running now counts its days through today.
public struct PeriodRate: Hashable, Sendable {
    public let period: Period
    /// The last day counted: the period's end, or today while it runs.
    public let through: Day
    public let rate: Rate
    public var isRunning: Bool { through < period.end }
}

/// Two stretches of days side by side — the one asked about and the one just before it — with the same figures for
/// each (completion, good days, each habit's rate, the best and worst weekday) and how each moved. Built once here; the
/// front doors (`stats` in the terminal, over `serve` and MCP, and the HTML report) only word it.
public struct PeriodComparison: Hashable, Sendable {
    /// One habit's rate in both stretches: completion for a habit to build, days clean for one to avoid (as the habit
    /// was at the end of the later stretch, as in `Insights`).
    public struct HabitRow: Hashable, Sendable {
        public let habit: Habit
        public let polarity: Polarity
        public let change: RateChange
        /// The habit began after the earlier stretch ended: it has nothing there to compare with (not 0%).
        public let isNew: Bool
    }

    /// The stretch asked about, through today at the latest.
    public let current: Period
    /// The stretch just before it.
    public let previous: Period
    /// The insight cards of each (without streaks).
    public let now: Insights
    public let before: Insights
    /// Each active habit with something due in either stretch: those to build, then those to avoid, each in list order.
    public let habits: [HabitRow]
    /// The day the first active habit began (nil with none): when it is after the earlier stretch's end there is nothing
    /// to compare with, and when inside it, that stretch's figures count from it.
    public let firstDay: Day?

    /// Whether any active habit had begun by the end of the earlier stretch; when not, there is nothing to compare with.
    public var hasPrevious: Bool { firstDay.map { $0 <= previous.end } ?? false }

    /// Overall completion of the habits to build.
    public var overall: RateChange { RateChange(before: before.overall, now: now.overall) }
    /// Good days of the days with a goal.
    public var goodDays: RateChange { RateChange(before: before.goodDays.rate, now: now.goodDays.rate) }
}

extension Window {
    /// The stretch this window covers (through today at the latest) and the one to compare it with: as many days just
    /// before it — for a window of whole calendar months, as many months before it ("February" against "January"). Nil
    /// for all time (nothing comes before it), for a window that hasn't begun, and for one with no calendar days before
    /// it (from the year 1).
    public func comparedStretches(today: Day) -> (current: Period, previous: Period)? {
        guard let stretches = stretches(today: today), stretches.previous.start.year >= 1,
              stretches.previous.start <= stretches.previous.end else { return nil }
        return stretches
    }

    private func stretches(today: Day) -> (current: Period, previous: Period)? {
        switch self {
        case .all: return nil
        case .days(let n):
            let n = max(n, 1)
            let start = today.adding(days: 1 - n)
            return (Period(start: start, end: today), Period(start: start.adding(days: -n), end: start.adding(days: -1)))
        case .range(let from, let to):
            guard from <= today, from <= to else { return nil }
            let current = Period(start: from, end: min(to, today))
            if from == from.startOfMonth, to == to.endOfMonth {
                let months = (to.year - from.year) * 12 + to.month - from.month + 1
                return (current, Period(start: from.startOfMonth(back: months), end: from.adding(days: -1)))
            }
            let length = to - from + 1
            return (current, Period(start: from.adding(days: -length), end: from.adding(days: -1)))
        }
    }
}

extension Journal {
    /// The window's figures against the stretch before it (`Window.comparedStretches`), reusing `now` — the window's
    /// insights already built; nil when nothing comes before the window (all time) or it hasn't begun.
    public func comparison(_ now: Insights, today: Day, calendar: HabitCalendar) -> PeriodComparison? {
        guard let (current, previous) = now.window.comparedStretches(today: today) else { return nil }
        return comparison(now: now, current: current, previous: previous, today: today, calendar: calendar)
    }

    /// The figures of `current` against those of `previous` ("this month so far" against "last month").
    public func comparison(current: Period, previous: Period, today: Day, calendar: HabitCalendar) -> PeriodComparison {
        let now = insights(.range(from: current.start, through: current.end), today: today, calendar: calendar, streaks: false)
        return comparison(now: now, current: current, previous: previous, today: today, calendar: calendar)
    }

    private func comparison(now: Insights, current: Period, previous: Period, today: Day, calendar: HabitCalendar) -> PeriodComparison {
        let before = insights(.range(from: previous.start, through: previous.end), today: today, calendar: calendar, streaks: false)
        func rates(_ i: Insights, _ polarity: Polarity) -> [UUID: Rate] {
            Dictionary((polarity == .build ? i.byHabit : i.clean).map { ($0.habit.id, $0.rate) }) { a, _ in a }
        }
        let nowRates: [Polarity: [UUID: Rate]] = [.build: rates(now, .build), .avoid: rates(now, .avoid)]
        let beforeRates: [Polarity: [UUID: Rate]] = [.build: rates(before, .build), .avoid: rates(before, .avoid)]
        let end = min(current.end, today)
        var rows: [PeriodComparison.HabitRow] = []
        for habit in activeHabits {
            // A habit is compared as what it was at the end of the later stretch; a rate of the other kind before (it was
            // one to avoid then, say) is no rate of this one.
            let polarity = habit.settings(on: end).polarity
            let change = RateChange(before: beforeRates[polarity]?[habit.id] ?? Rate(), now: nowRates[polarity]?[habit.id] ?? Rate())
            guard change.now.due > 0 || change.before.due > 0 else { continue }
            rows.append(PeriodComparison.HabitRow(habit: habit, polarity: polarity, change: change, isNew: habit.created > previous.end))
        }
        return PeriodComparison(current: current, previous: previous, now: now, before: before,
                                habits: rows.filter { $0.polarity == .build } + rows.filter { $0.polarity == .avoid }, firstDay: firstDay)
    }

    /// The rates of the `count` weeks or months up to the one containing today, oldest first: one habit's completion,
    /// or with none every active habit to build's (the overall rate of `insights`). The running one counts through today,
    /// where today counts only once settled (`HabitTrack.completion`).
    public func periodRates(_ unit: CalendarUnit, count: Int, habit: Habit? = nil, today: Day, calendar: HabitCalendar) -> [PeriodRate] {
        (0..<max(0, count)).reversed().map { back in
            let period = calendar.period(unit, back: back, from: today)
            let through = min(today, period.end)
            let window = Window.range(from: period.start, through: through)
            let rate = habit.map { track($0).completion(window, today: today, calendar: calendar) }
                ?? insights(window, today: today, calendar: calendar, streaks: false).overall
            return PeriodRate(period: period, through: through, rate: rate)
        }
    }
}
