/// What a person has said about their day, used when the coach suggests or reads a time: "I work 9 to 5",
/// "I get up at 6", "I go to bed at 11", "I'm a night owl". Every field is optional; an empty profile
/// changes nothing.
public struct Profile: Hashable, Sendable, Codable {
    /// Whether mornings or evenings suit someone best.
    public enum Chronotype: String, Hashable, Sendable, Codable, CaseIterable { case early, late }

    public var wake: TimeOfDay?
    public var bed: TimeOfDay?
    public var workStart: TimeOfDay?
    public var workEnd: TimeOfDay?
    /// The days of work; Monday to Friday when work hours are said without days.
    public var workDays: WeekdaySet?
    public var chronotype: Chronotype?

    public init(wake: TimeOfDay? = nil, bed: TimeOfDay? = nil, workStart: TimeOfDay? = nil, workEnd: TimeOfDay? = nil,
                workDays: WeekdaySet? = nil, chronotype: Chronotype? = nil) {
        self.wake = wake
        self.bed = bed
        self.workStart = workStart
        self.workEnd = workEnd
        self.workDays = workDays
        self.chronotype = chronotype
    }

    public var isEmpty: Bool { self == Profile() }

    /// Whether `time` on `days` falls inside work hours on a work day.
    public func isAtWork(_ time: TimeOfDay, on days: WeekdaySet) -> Bool {
        guard let start = workStart, let end = workEnd, let work = workDays, days.contains(where: work.contains) else { return false }
        return start < end ? (time >= start && time < end) : (time >= start || time < end)
    }

    /// A bare hour ("at 7") read against the day: the evening when the morning one comes before waking
    /// up or, for a night owl, before eight.
    public func reads(hour: Int, evening: Bool) -> TimeOfDay {
        let morning = TimeOfDay(hour: hour % 12, minute: 0)!, later = TimeOfDay(hour: hour % 12 + 12, minute: 0)!
        if hour == 12 { return TimeOfDay(hour: 12, minute: 0)! }
        if evening { return later }
        if let wake, morning < wake { return later }
        if chronotype == .late && hour < 8 { return later }
        return hour < 6 ? later : morning
    }

    /// When in this person's day a part of it falls — the time a reminder "in the morning" or "after work" gets:
    /// anchored to what they have said (up at 6:30, work 9 to 5, bed at 11), else the usual time for an early bird,
    /// a night owl or anyone. A morning on a work day comes at least half an hour before work starts.
    public func time(of part: DayPart) -> TimeOfDay {
        func at(_ hour: Int, _ minute: Int = 0) -> Int { hour * 60 + minute }
        func shifted(_ anchor: TimeOfDay?, by minutes: Int) -> Int? { anchor.map { $0.minutes + minutes } }
        let owl = chronotype == .late, lark = chronotype == .early
        let minutes: Int
        switch part {
        case .morning:
            var morning = shifted(wake, by: 30) ?? (owl ? at(9) : lark ? at(6, 30) : at(7, 30))
            if let start = workStart, morning > start.minutes - 30 { morning = max(wake?.minutes ?? 0, start.minutes - 30) }
            minutes = morning
        case .beforeWork: minutes = shifted(workStart, by: -45) ?? time(of: .morning).minutes
        case .lunch: minutes = at(12, 30)
        case .afternoon: minutes = at(15)
        case .afterWork: minutes = shifted(workEnd, by: 30) ?? (owl ? at(18, 30) : at(17, 30))
        case .evening: minutes = max(owl ? at(20, 30) : lark ? at(18, 30) : at(19), shifted(workEnd, by: 60) ?? 0)
        case .night: minutes = shifted(bed, by: -30) ?? (owl ? at(23) : lark ? at(21) : at(21, 30))
        }
        return TimeOfDay(minutes: minutes)
    }
}

/// A part of the day a habit is done in or a reminder is asked for: "in the morning", "after work", "before bed".
public enum DayPart: String, Hashable, Sendable, Codable, CaseIterable {
    case morning, beforeWork = "before_work", lunch, afternoon, afterWork = "after_work", evening, night

    /// Whether an hour said without am or pm in this part of the day is after noon: "1.30 after lunch" is 13:30, "7 in
    /// the evening" 19:00 — but "2 at night" is 02:00.
    public func meansAfterNoon(hour: Int) -> Bool {
        switch self {
        case .morning, .beforeWork: return false
        case .lunch, .afternoon: return (1...6).contains(hour)
        case .afterWork, .evening: return (1...11).contains(hour)
        case .night: return (6...11).contains(hour)
        }
    }
}
