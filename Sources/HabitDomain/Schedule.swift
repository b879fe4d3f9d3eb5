/// When a habit is expected: on certain days, a number of times per calendar period, or a number of times in any
/// run of days.
public enum Schedule: Hashable, Sendable, Codable {
    /// Every day.
    case daily
    /// Every N days (2–365), counted from the day the habit was created.
    case interval(days: Int)
    /// On a fixed, non-empty set of weekdays.
    case weekdays(WeekdaySet)
    /// N times (1–7) per calendar week.
    case weekly(times: Int)
    /// N times (1–31) per calendar month.
    case monthly(times: Int)
    /// N times in M days (1 ≤ N < M ≤ 365), Loop's "3 times in 10 days": met on a day when the M days ending that
    /// day hold at least N done days.
    case rolling(times: Int, days: Int)

    /// Throws when a number or day set is outside what the schedule allows.
    public func validate() throws(DomainError) {
        switch self {
        case .daily: return
        case .interval(let n): guard (2...365).contains(n) else { throw .intervalOutOfRange(n) }
        case .weekdays(let days): guard days.count > 0 else { throw .noWeekdays }
        case .weekly(let n): guard (1...7).contains(n) else { throw .weeklyTimesOutOfRange(n) }
        case .monthly(let n): guard (1...31).contains(n) else { throw .monthlyTimesOutOfRange(n) }
        case .rolling(let n, let m): guard (2...365).contains(m), (1..<m).contains(n) else { throw .rollingOutOfRange(times: n, days: m) }
        }
    }

    /// True for schedules that are due on particular days; false for weekly and monthly targets and for N times in
    /// M days.
    public var isDayBased: Bool {
        switch self {
        case .daily, .interval, .weekdays: return true
        case .weekly, .monthly, .rolling: return false
        }
    }

    /// The target of a weekly, monthly or N-in-M-days schedule; 0 for day-based ones.
    public var timesPerPeriod: Int {
        switch self {
        case .weekly(let n), .monthly(let n), .rolling(let n, _): return n
        case .daily, .interval, .weekdays: return 0
        }
    }

    /// The most days a calendar period of this schedule has: 7 for weekly, 31 for monthly; nil for the others, which
    /// have no calendar period (a target per period needs one).
    public var periodLength: Int? {
        switch self {
        case .weekly: return 7
        case .monthly: return 31
        case .daily, .interval, .weekdays, .rolling: return nil
        }
    }

    /// Whether a day-based schedule expects the habit on `day`; always false for period targets.
    public func isDue(on day: Day, created: Day) -> Bool {
        guard day >= created else { return false }
        switch self {
        case .daily: return true
        case .interval(let n): return (day - created) % n == 0
        case .weekdays(let days): return days.contains(day.weekday)
        case .weekly, .monthly, .rolling: return false
        }
    }

    /// The schedule in words: "every day", "every other day", "Mon, Wed, Fri", "3× a week", "3 times in 10 days".
    public var words: String {
        switch self {
        case .daily: return "every day"
        case .interval(let n): return n == 2 ? "every other day" : "every \(n) days"
        case .weekdays(let days):
            if days == .all { return "every day" }
            if days == .workdays { return "weekdays" }
            if days == .weekend { return "weekends" }
            if days.count == 1, let only = days.first(where: { _ in true }) { return "every \(only.name)" }
            return days.map(\.shortName).joined(separator: ", ")
        case .weekly(let n): return Schedule.times(n) + " a week"
        case .monthly(let n): return Schedule.times(n) + " a month"
        case .rolling(let n, let m): return (n == 1 ? "once" : n == 2 ? "twice" : "\(n) times") + " in \(m) days"
        }
    }

    private static func times(_ n: Int) -> String {
        switch n {
        case 1: return "once"
        case 2: return "twice"
        default: return "\(n)×"
        }
    }
}
