/// When a habit is expected: on certain days, or a number of times per calendar period.
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

    /// Throws when a number or day set is outside what the schedule allows.
    public func validate() throws(DomainError) {
        switch self {
        case .daily: return
        case .interval(let n): guard (2...365).contains(n) else { throw .intervalOutOfRange(n) }
        case .weekdays(let days): guard days.count > 0 else { throw .noWeekdays }
        case .weekly(let n): guard (1...7).contains(n) else { throw .weeklyTimesOutOfRange(n) }
        case .monthly(let n): guard (1...31).contains(n) else { throw .monthlyTimesOutOfRange(n) }
        }
    }

    /// True for schedules that are due on particular days; false for weekly and monthly targets.
    public var isDayBased: Bool {
        switch self {
        case .daily, .interval, .weekdays: return true
        case .weekly, .monthly: return false
        }
    }

    /// The target of a weekly or monthly schedule; 0 for day-based ones.
    public var timesPerPeriod: Int {
        switch self {
        case .weekly(let n), .monthly(let n): return n
        case .daily, .interval, .weekdays: return 0
        }
    }

    /// Whether a day-based schedule expects the habit on `day`; always false for period targets.
    public func isDue(on day: Day, created: Day) -> Bool {
        guard day >= created else { return false }
        switch self {
        case .daily: return true
        case .interval(let n): return (day - created) % n == 0
        case .weekdays(let days): return days.contains(day.weekday)
        case .weekly, .monthly: return false
        }
    }

    /// The schedule in words: "every day", "every other day", "Mon, Wed, Fri", "3× a week".
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
