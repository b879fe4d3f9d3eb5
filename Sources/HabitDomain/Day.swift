/// A calendar date in the user's time zone — not a timestamp.
///
/// Stored as the number of days since 1970-01-01 so that arithmetic and comparison are integer
/// operations. For example: `Day(year: 2026, month: 2, day: 2)!.adding(days: 1).iso == "2026-02-03"`.
public struct Day: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Days since 1970-01-01 (negative before it).
    public let ordinal: Int

    public init(ordinal: Int) { self.ordinal = ordinal }

    /// A valid Gregorian date in years 1–9999, or nil.
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month),
              day >= 1, day <= Day.daysIn(month: month, year: year) else { return nil }
        self.ordinal = Day.ordinal(year: year, month: month, day: day)
    }

    /// Parses exactly `YYYY-MM-DD`.
    public init?(iso text: String) {
        var text = text
        guard let day = text.withUTF8({ Day(isoBytes: $0) }) else { return nil }
        self = day
    }

    /// Parses exactly `YYYY-MM-DD` from UTF-8 bytes (a database column, say) without making a string.
    public init?(isoBytes bytes: UnsafeBufferPointer<UInt8>) {
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-") else { return nil }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for i in range {
                let b = bytes[i]
                guard b >= 48, b <= 57 else { return nil }
                value = value * 10 + Int(b - 48)
            }
            return value
        }
        guard let y = number(0..<4), let m = number(5..<7), let d = number(8..<10) else { return nil }
        self.init(year: y, month: m, day: d)
    }

    public static func < (lhs: Day, rhs: Day) -> Bool { lhs.ordinal < rhs.ordinal }

    /// The number of days from `rhs` to `lhs`.
    public static func - (lhs: Day, rhs: Day) -> Int { lhs.ordinal - rhs.ordinal }

    public func adding(days: Int) -> Day { Day(ordinal: ordinal + days) }

    public var components: (year: Int, month: Int, day: Int) { Day.civil(ordinal) }
    public var year: Int { components.year }
    public var month: Int { components.month }
    public var dayOfMonth: Int { components.day }

    /// 1970-01-01 was a Thursday.
    public var weekday: Weekday { Weekday(rawValue: ((ordinal % 7 + 7 + 3) % 7) + 1)! }

    /// `YYYY-MM-DD`.
    public var iso: String {
        let (y, m, d) = components
        return pad(y, 4) + "-" + pad(m, 2) + "-" + pad(d, 2)
    }

    public var description: String { iso }

    /// The first day of the month `n` months before this day's (after it, for a negative `n`).
    public func startOfMonth(back n: Int) -> Day {
        let c = components
        let index = c.year * 12 + (c.month - 1) - n
        return Day(year: index / 12, month: index % 12 + 1, day: 1) ?? startOfMonth
    }

    public var startOfMonth: Day { let c = components; return Day(ordinal: Day.ordinal(year: c.year, month: c.month, day: 1)) }
    public var endOfMonth: Day { let c = components; return Day(ordinal: Day.ordinal(year: c.year, month: c.month, day: Day.daysIn(month: c.month, year: c.year))) }

    public static func isLeap(_ year: Int) -> Bool { (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 }

    public static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    // Howard Hinnant's days_from_civil / civil_from_days.
    static func ordinal(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let doy = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    static func civil(_ ordinal: Int) -> (year: Int, month: Int, day: Int) {
        let z = ordinal + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        return (yoe + era * 400 + (m <= 2 ? 1 : 0), m, d)
    }
}

func pad(_ value: Int, _ width: Int) -> String {
    let s = String(value)
    return s.count >= width ? s : String(repeating: "0", count: width - s.count) + s
}

/// A day of the week, numbered as ISO 8601 does (Monday = 1).
public enum Weekday: Int, CaseIterable, Hashable, Sendable, Comparable, Codable {
    case monday = 1, tuesday, wednesday, thursday, friday, saturday, sunday

    public static func < (lhs: Weekday, rhs: Weekday) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The export code: `mon` … `sun`.
    public var code: String { ["mon", "tue", "wed", "thu", "fri", "sat", "sun"][rawValue - 1] }
    /// `Mon` … `Sun`.
    public var shortName: String { ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"][rawValue - 1] }
    /// `Monday` … `Sunday`.
    public var name: String { ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"][rawValue - 1] }

    public init?(code: String) {
        guard let i = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"].firstIndex(of: code) else { return nil }
        self.init(rawValue: i + 1)
    }
}

/// A set of weekdays, iterated Monday first.
public struct WeekdaySet: Hashable, Sendable, Sequence, ExpressibleByArrayLiteral {
    /// Bit 0 is Monday … bit 6 is Sunday.
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue & 0x7F }
    public init(arrayLiteral elements: Weekday...) { self.init(elements) }

    public init(_ days: some Sequence<Weekday>) {
        self.init(rawValue: days.reduce(0) { $0 | (1 << UInt8($1.rawValue - 1)) })
    }

    public static let all = WeekdaySet(rawValue: 0x7F)
    public static let workdays = WeekdaySet([.monday, .tuesday, .wednesday, .thursday, .friday])
    public static let weekend = WeekdaySet([.saturday, .sunday])

    public func contains(_ day: Weekday) -> Bool { rawValue & (1 << UInt8(day.rawValue - 1)) != 0 }
    public var count: Int { rawValue.nonzeroBitCount }

    public func makeIterator() -> IndexingIterator<[Weekday]> { Weekday.allCases.filter { contains($0) }.makeIterator() }
}

/// Which day a calendar week begins on.
public enum WeekStart: String, Sendable, CaseIterable, Codable {
    case monday, sunday
}

/// A run of consecutive days, both ends included.
public struct Period: Hashable, Sendable {
    public let start: Day
    public let end: Day
    public init(start: Day, end: Day) { self.start = start; self.end = end }
    public var length: Int { end - start + 1 }
    public func contains(_ day: Day) -> Bool { day >= start && day <= end }
}

/// The calendar rules a user has chosen: for now, the day their week starts on.
public struct HabitCalendar: Hashable, Sendable {
    public var weekStart: WeekStart
    public init(weekStart: WeekStart = .monday) { self.weekStart = weekStart }

    public func week(containing day: Day) -> Period {
        let iso = day.weekday.rawValue
        let back = weekStart == .monday ? iso - 1 : iso % 7
        let start = day.adding(days: -back)
        return Period(start: start, end: start.adding(days: 6))
    }

    public func month(containing day: Day) -> Period { Period(start: day.startOfMonth, end: day.endOfMonth) }

    /// The seven weekdays in this calendar's order.
    public var orderedWeekdays: [Weekday] {
        weekStart == .monday ? Weekday.allCases : [.sunday] + Weekday.allCases.dropLast()
    }
}
