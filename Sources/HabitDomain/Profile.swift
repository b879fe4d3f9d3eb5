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
}
