/// How much of something: a whole number of hundredths, so 2.5 km is 250 and sums never drift the way a `Double`'s do.
///
/// Amounts a person gives are positive with at most two decimals (`Amount(parsing:)`, `Amount(exactly:)`); sums and
/// differences of them are amounts too, and zero is the total of a day with nothing logged.
public struct Amount: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    public let hundredths: Int

    public init(hundredths: Int) { self.hundredths = hundredths }

    /// A whole amount: `Amount(8)` is 8.
    public init(_ whole: Int) { hundredths = whole.multipliedReportingOverflow(by: 100).overflow ? Int.max : whole * 100 }

    public static let zero = Amount(hundredths: 0)

    /// The amount written as digits with at most two decimals ("8", "2.5", "0.25", "10,000" with its thousands
    /// grouped by commas), checked: more than zero, and no more than `Amount.ceiling`.
    public init(parsing raw: String) throws(DomainError) {
        let text = raw.trimmingWhitespace()
        var sign = 1
        var digits = Substring(text)
        if digits.first == "-" { sign = -1; digits = digits.dropFirst() }
        let parts = digits.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let whole = parts[0], fraction = parts.count > 1 ? parts[1] : ""
        // Thousands grouped by commas: "10,000"; a comma anywhere else is no amount.
        let groups = whole.split(separator: ",", omittingEmptySubsequences: false)
        guard !whole.isEmpty || !fraction.isEmpty, parts.count == 1 || !fraction.isEmpty,
              whole.allSatisfy({ $0 == "," || ($0.isASCII && $0.isNumber) }), fraction.allSatisfy({ $0.isASCII && $0.isNumber }),
              groups.count == 1 || (groups[0].count >= 1 && groups[0].count <= 3 && groups.dropFirst().allSatisfy { $0.count == 3 }) else {
            throw .invalidAmount(text)
        }
        guard fraction.count <= 2 || fraction.dropFirst(2).allSatisfy({ $0 == "0" }) else { throw .amountTooPrecise(text) }
        let wholeDigits = whole.filter { $0 != "," }
        // Past the ceiling's digits it is too large whatever it says: no overflow on the way.
        guard wholeDigits.drop(while: { $0 == "0" }).count <= 9 else { throw .amountTooLarge(text, ceiling: Amount.ceiling, unit: nil) }
        let hundredths = (Int(wholeDigits.isEmpty ? "0" : wholeDigits) ?? 0) * 100
            + (Int((fraction.prefix(2) + String(repeating: "0", count: 2 - min(2, fraction.count)))) ?? 0)
        try self.init(checked: sign * hundredths, text: text)
    }

    /// A number as JSON carries it: exact when it has at most two decimals (2.5 is 250 hundredths), checked as
    /// `init(parsing:)` checks. (A division by 100 is correctly rounded, so `Double(h) / 100 == value` holds exactly
    /// for the number that was written with those two decimals, and for no other.)
    public init(exactly value: Double) throws(DomainError) {
        let text = Amount.describe(value)
        guard value.isFinite, abs(value) <= Double(Amount.ceiling.hundredths) else { throw .amountTooLarge(text, ceiling: Amount.ceiling, unit: nil) }
        let hundredths = Int((value * 100).rounded())
        guard Double(hundredths) / 100 == value else { throw .amountTooPrecise(text) }
        try self.init(checked: hundredths, text: text)
    }

    private init(checked hundredths: Int, text: String) throws(DomainError) {
        guard hundredths > 0 else { throw .amountNotPositive(text) }
        guard hundredths <= Amount.ceiling.hundredths else { throw .amountTooLarge(text, ceiling: Amount.ceiling, unit: nil) }
        self.hundredths = hundredths
    }

    /// The most of anything Habitat counts in a day: 100,000 (of steps, say). Some units hold less
    /// (`AmountUnit.dayCeiling`: a day has 1,440 minutes).
    public static let ceiling = Amount(100_000)

    public static func < (a: Amount, b: Amount) -> Bool { a.hundredths < b.hundredths }
    public static func + (a: Amount, b: Amount) -> Amount { Amount(hundredths: a.hundredths &+ b.hundredths) }
    public static func - (a: Amount, b: Amount) -> Amount { Amount(hundredths: a.hundredths &- b.hundredths) }
    /// `n` times the amount: a day's ceiling over a week.
    public static func * (a: Amount, n: Int) -> Amount { Amount(hundredths: a.hundredths.multipliedReportingOverflow(by: n).overflow ? Int.max : a.hundredths * n) }

    /// `available ÷ length` of the amount, rounded up to the precision the amount is said in — a whole number for a
    /// whole amount (100 pages × 5 ÷ 7 → 72), else the hundredth: a target prorated to the days of a period that could
    /// count, as weekly targets are (`ceil(amount × available ÷ length)`).
    public func prorated(_ available: Int, of length: Int) -> Amount {
        guard available < length, length > 0 else { return self }
        let step = hundredths % 100 == 0 ? 100 : 1
        let exact = hundredths * max(0, available)
        return Amount(hundredths: (exact + length * step - 1) / (length * step) * step)
    }

    public var double: Double { Double(hundredths) / 100 }

    /// Digits as the export writes them: "8", "2.5", "0.25", "10000".
    public var description: String {
        let magnitude = hundredths.magnitude
        var text = (hundredths < 0 ? "-" : "") + String(magnitude / 100)
        let cents = magnitude % 100
        if cents != 0 { text += cents % 10 == 0 ? "." + String(cents / 10) : "." + pad(Int(cents), 2) }
        return text
    }

    /// As people read it: thousands grouped ("10,000"), decimals as needed ("2.5").
    public var words: String {
        let whole = Text.grouped(hundredths / 100)
        let text = description
        guard let dot = text.firstIndex(of: ".") else { return whole }
        return (hundredths < 0 && hundredths > -100 ? "-" : "") + whole + text[dot...]
    }

    static func describe(_ value: Double) -> String {
        guard value.isFinite else { return "\(value)" }
        if value.rounded() == value, abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }

    // Compact in saved dialogue state: the hundredths.
    public init(from decoder: any Decoder) throws { hundredths = try decoder.singleValueContainer().decode(Int.self) }
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(hundredths)
    }
}

/// What an amount counts, in the word the person used: "glasses", "km", "pages", "minutes", "steps", or "times"
/// when no unit was said ("brush teeth twice a day"). One word of letters, at most 20; kept as said. Two units are
/// the same when they differ only in case (`isSame(as:)`); Habitat never converts one unit into another.
public struct AmountUnit: Hashable, Sendable, Codable, CustomStringConvertible {
    public let word: String

    public static let maxLength = 20

    public init(_ raw: String) throws(DomainError) {
        let word = raw.trimmingWhitespace()
        guard !word.isEmpty, word.count <= AmountUnit.maxLength, word.allSatisfy(\.isLetter) else {
            throw .invalidUnit(Text.singleLine(raw))
        }
        self.word = word
    }

    private init(unchecked word: String) { self.word = word }

    /// The unit of a count with no unit said: "twice a day" is 2 times.
    public static let times = AmountUnit(unchecked: "times")

    public var description: String { word }

    /// Case aside, the same word: "KM" is "km".
    public func isSame(as other: AmountUnit) -> Bool { Text.key(word) == Text.key(other.word) }

    /// The most of this unit one day can hold: a day's minutes, hours or seconds; otherwise `Amount.ceiling`.
    public var dayCeiling: Amount {
        switch Text.key(word) {
        case "minutes", "minute", "mins", "min": return Amount(24 * 60)
        case "hours", "hour", "hrs", "hr", "h": return Amount(24)
        case "seconds", "second", "secs", "sec", "s": return Amount(24 * 60 * 60)
        default: return Amount.ceiling
        }
    }

    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        do { self = try AmountUnit(text) } catch {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: error.description))
        }
    }
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(word)
    }
}

/// A measurable habit's target: an amount of a unit to reach each day ("8 glasses a day") or over each weekly or
/// monthly period ("run 10 km a week"), or, for a habit to avoid, a limit ("at most 2 coffees a day", "no more than 3
/// drinks a week").
///
/// A target is one of a habit's settings (`HabitSettings.target`), so it changes over time as a schedule does: a
/// target changed today judges today on, and the days before keep the target they had.
public struct Target: Hashable, Sendable, Codable {
    public enum Kind: String, Hashable, Sendable, CaseIterable, Codable {
        /// An amount to reach each day: the day is `done` at or over it and `partial` below it.
        case day
        /// An amount to reach over each week or month: each day with an amount is `done`, and the period is met
        /// when the days' amounts add up to it.
        case period
        /// A ceiling for a habit to avoid, each day: over it the day is `slipped`, at or under it a success.
        case limit
        /// A ceiling for a habit to avoid over the 7 days ending on each day ("no more than 3 drinks a week"): a day
        /// whose own amount is over it is `slipped`; a day within it whose 7 days add up to more counts as a slip too
        /// (`HabitTrack.outcome`), however the mark was set.
        case weekLimit
        /// The same over the 30 days ending on each day ("at most 10 a month").
        case monthLimit
    }

    public var amount: Amount
    public var unit: AmountUnit
    public var kind: Kind

    public init(_ amount: Amount, _ unit: AmountUnit = .times, kind: Kind = .day) {
        self.amount = amount
        self.unit = unit
        self.kind = kind
    }

    /// A ceiling for a habit to avoid.
    public static func limit(_ amount: Amount, _ unit: AmountUnit = .times) -> Target { Target(amount, unit, kind: .limit) }

    public var isLimit: Bool { limitDays != nil }

    /// The days a limit counts over, ending on the day judged: 1 for a limit a day, 7 a week, 30 a month; nil for an
    /// amount to reach.
    public var limitDays: Int? {
        switch kind {
        case .day, .period: return nil
        case .limit: return 1
        case .weekLimit: return 7
        case .monthLimit: return 30
        }
    }

    /// How the target is written in documents and the protocol: `per` "day" or "period" (the schedule's week or
    /// month) for an amount to reach; "day", "week" or "month" for a limit.
    public var per: String {
        switch kind {
        case .day, .limit: return "day"
        case .period: return "period"
        case .weekLimit: return "week"
        case .monthLimit: return "month"
        }
    }

    /// The kind written as `per` and `limit` (see `per`); nil for a pair that names none ("week" without a limit).
    public static func kind(per: String, limit: Bool) -> Kind? {
        switch (per, limit) {
        case ("day", false): return .day
        case ("period", false): return .period
        case ("day", true): return .limit
        case ("week", true): return .weekLimit
        case ("month", true): return .monthLimit
        default: return nil
        }
    }

    /// The kind of limit counted over a day, a week or a month: what "at most 3 a week" says of a habit whose schedule
    /// read "3 a week".
    public static func limitKind(per schedule: Schedule) -> Kind? {
        switch schedule {
        case .daily: return .limit
        case .weekly: return .weekLimit
        case .monthly: return .monthLimit
        default: return nil
        }
    }

    /// Checks the target against the settings it is part of: an amount within what the unit allows in a day (or in
    /// a period, for a target per period), a limit only for a habit to avoid and only a limit for one, and a target
    /// per period only on a weekly or monthly schedule.
    public func validate(schedule: Schedule, polarity: Polarity) throws(DomainError) {
        guard amount > .zero else { throw .amountNotPositive(amount.description) }
        switch (isLimit, polarity) {
        case (true, .build): throw .limitNeedsAvoid
        case (false, .avoid): throw .avoidTargetIsLimit
        default: break
        }
        if kind == .period, schedule.periodLength == nil { throw .periodTargetNeedsPeriod }
        let ceiling = ceiling(on: schedule)
        guard amount <= ceiling else { throw .amountTooLarge(amount.description, ceiling: ceiling, unit: unit.word) }
    }

    /// The most this target can ask of its unit on `schedule`: what a day holds, times the days it counts over (a
    /// period's, for a target per period; a limit's own).
    public func ceiling(on schedule: Schedule) -> Amount {
        unit.dayCeiling * (kind == .period ? schedule.periodLength ?? 1 : limitDays ?? 1)
    }

    /// "8 glasses a day", "10 km a week", "at most 2 coffees a day".
    public func words(_ schedule: Schedule) -> String {
        let amount = "\(self.amount.words) \(unit.word)"
        switch kind {
        case .day: return amount + " a day"
        case .limit: return "at most " + amount + " a day"
        case .weekLimit: return "at most " + amount + " a week"
        case .monthLimit: return "at most " + amount + " a month"
        case .period:
            if case .monthly = schedule { return amount + " a month" }
            return amount + " a week"
        }
    }
}

/// How far a day (or, for a target per period, a week or month) has come toward a habit's target: "5 of 8 glasses".
public struct AmountProgress: Hashable, Sendable {
    /// What was logged: the day's total, or the period's days added up.
    public let total: Amount
    /// The amount asked: the target's, or for a period that could only partly count (created mid-week, days
    /// skipped), the target prorated to the days that could (`Amount.prorated`).
    public let goal: Amount
    public let target: Target

    public init(total: Amount, goal: Amount, target: Target) {
        self.total = total
        self.goal = goal
        self.target = target
    }

    /// Reached (at or over the amount asked), or for a limit kept (at or under it).
    public var isMet: Bool { target.isLimit ? total <= goal : total >= goal }

    /// What is still to do, or for a limit what is still allowed; never below zero.
    public var remaining: Amount { max(goal - total, .zero) }

    /// "5 of 8 glasses", "1 of at most 2 coffees".
    public var words: String {
        "\(total.words) of " + (target.isLimit ? "at most " : "") + "\(goal.words) \(target.unit.word)"
    }
}

extension HabitSettings {
    /// The state of a day whose logged total is `total`, by these settings: for a habit to build, `done`, or `partial`
    /// below a target per day; for a habit to avoid, `slipped`, or `done` (a success) at or under its limit. (A limit
    /// over a week or month judges the day's own total here; the days around it judge it again, in `HabitTrack`.)
    public func state(of total: Amount) -> MarkState {
        switch polarity {
        case .build: return target?.kind == .day && total < target!.amount ? .partial : .done
        case .avoid: return target?.isLimit == true && total <= target!.amount ? .done : .slipped
        }
    }

    /// Checks a mark against these settings: a slip only on a habit to avoid; an amount, when there is one, within
    /// what a day of its unit holds and with the state its total gives (`state(of:)`); a partly done day only with an
    /// amount, short of a target per day; a skipped day without one.
    public func check(_ mark: Mark, habit name: String) throws(DomainError) {
        if mark.state == .slipped && polarity == .build { throw .slipOnBuildHabit(name) }
        if mark.state == .partial && (polarity == .avoid || target?.kind != .day) { throw .partialNeedsTarget(name) }
        guard let amount = mark.amount else {
            if mark.state == .partial { throw .partialNeedsAmount }
            return
        }
        if mark.state == .skipped { throw .amountOnSkip }
        guard amount > .zero else { throw .amountNotPositive(amount.description) }
        let unit = target?.unit
        let ceiling = unit?.dayCeiling ?? Amount.ceiling
        guard amount <= ceiling else { throw .amountTooLarge(amount.description, ceiling: ceiling, unit: unit?.word) }
        let expected = state(of: amount)
        // (Under a limit over a week or month, a day within it on its own may be the one that takes the days past it.)
        let overDays = (target?.limitDays ?? 1) > 1 && mark.state == .slipped
        guard mark.state == expected || overDays else { throw .stateDisagreesWithAmount(state: mark.state, expected: expected, amount: amount, unit: unit?.word) }
    }
}
