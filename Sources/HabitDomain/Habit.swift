import Foundation

/// Whether a habit is something to do or something to stay away from.
public enum Polarity: String, Hashable, Sendable, CaseIterable, Codable {
    case build, avoid
}

/// Must-do items decide whether a day was good; nice-to-do ones are a bonus.
public enum Tier: String, Hashable, Sendable, CaseIterable, Codable {
    case must, nice
}

/// A reminder at a time of day on some weekdays.
public struct Reminder: Hashable, Sendable, Codable {
    public var time: TimeOfDay
    public var days: WeekdaySet

    public init(time: TimeOfDay, days: WeekdaySet = .all) {
        self.time = time
        self.days = days
    }
}

/// A habit a user builds or avoids.
public struct Habit: Hashable, Sendable, Identifiable, Codable {
    /// The number of colours in the palette; new habits take `count % paletteSize`.
    public static let paletteSize = 8

    public var id: UUID
    public var name: String
    /// Why it matters to the user.
    public var description: String?
    public var polarity: Polarity
    public var tier: Tier
    public var schedule: Schedule
    /// How much counts as done ("8 glasses a day", "10 km a week"), or for a habit to avoid how much is allowed
    /// ("at most 2 coffees a day"); nil for a habit that is only done or not.
    public var target: Target?
    public var groupID: UUID?
    public var archived: Bool
    public var created: Day
    /// Position in the user's list.
    public var order: Int
    /// Index into the 8-colour palette.
    public var color: Int
    /// A single emoji.
    public var icon: String?
    public var reminders: [Reminder]
    /// The most reminders one habit keeps (more than anyone needs in a day; every view and the calendar feed stay
    /// cheap). Import refuses more; the store refuses a change that would go past it.
    public static let maxReminders = 20
    /// The settings it had before its latest changes, oldest first (see `Timeline`); empty when the current
    /// settings have held since the created day.
    public var history: [Past<HabitSettings>]

    public init(id: UUID = UUID(), name: String, description: String? = nil, polarity: Polarity = .build,
                tier: Tier = .must, schedule: Schedule = .daily, target: Target? = nil, groupID: UUID? = nil, archived: Bool = false,
                created: Day, order: Int = 0, color: Int = 0, icon: String? = nil, reminders: [Reminder] = [],
                history: [Past<HabitSettings>] = []) {
        self.id = id
        self.name = name
        self.description = description
        self.polarity = polarity
        self.tier = tier
        self.schedule = schedule
        self.target = target
        self.groupID = groupID
        self.archived = archived
        self.created = created
        self.order = order
        self.color = color
        self.icon = icon
        self.reminders = reminders
        self.history = history
    }

    private enum CodingKeys: String, CodingKey {
        case id, name, description, polarity, tier, schedule, target, groupID, archived, created, order, color, icon, reminders, history
    }

    /// Decodes saved state written before habits had a history or a target as well.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(id: try c.decode(UUID.self, forKey: .id), name: try c.decode(String.self, forKey: .name),
                  description: try c.decodeIfPresent(String.self, forKey: .description),
                  polarity: try c.decode(Polarity.self, forKey: .polarity), tier: try c.decode(Tier.self, forKey: .tier),
                  schedule: try c.decode(Schedule.self, forKey: .schedule), target: try c.decodeIfPresent(Target.self, forKey: .target),
                  groupID: try c.decodeIfPresent(UUID.self, forKey: .groupID),
                  archived: try c.decode(Bool.self, forKey: .archived), created: try c.decode(Day.self, forKey: .created),
                  order: try c.decode(Int.self, forKey: .order), color: try c.decode(Int.self, forKey: .color),
                  icon: try c.decodeIfPresent(String.self, forKey: .icon), reminders: try c.decode([Reminder].self, forKey: .reminders),
                  history: try c.decodeIfPresent([Past<HabitSettings>].self, forKey: .history) ?? [])
    }

    /// The habit with its text cleaned and every field checked on its own (not against other habits).
    public func validated() throws(DomainError) -> Habit {
        var copy = self
        copy.name = try Text.name(name)
        copy.description = try Text.description(description)
        copy.icon = try Text.icon(icon)
        try settings.validate()
        guard (0..<Habit.paletteSize).contains(color) else { throw .colorOutOfRange(color) }
        for reminder in reminders where reminder.days.count == 0 { throw .noWeekdays }
        for past in history { try past.settings.validate() }
        guard zip(history, history.dropFirst()).allSatisfy({ $0.until < $1.until }) else { throw .settingsOutOfOrder }
        return copy
    }
}

/// What happened with a habit on a day.
public enum MarkState: String, Hashable, Sendable, CaseIterable, Codable {
    /// Did it (for an avoid habit: an explicit clean day).
    case done
    /// Excused: neither counts nor breaks anything.
    case skipped
    /// Did the thing an avoid habit avoids (for one with a limit: more than the limit).
    case slipped
    /// Some of a habit's target for the day, short of it ("5 of 8 glasses"): not done, so a past day is missed
    /// and today is still open.
    case partial

    /// The state spelled by UTF-8 bytes (a database column), without making a string.
    public init?(bytes: UnsafeBufferPointer<UInt8>) {
        switch bytes.count {
        case 4 where bytes.elementsEqual("done".utf8): self = .done
        case 7 where bytes.elementsEqual("skipped".utf8): self = .skipped
        case 7 where bytes.elementsEqual("slipped".utf8): self = .slipped
        case 7 where bytes.elementsEqual("partial".utf8): self = .partial
        default: return nil
        }
    }
}

/// A habit's mark for one day, with an optional note (for a skip, its reason) and, for a measurable habit, the
/// day's total (`amount`, in the unit of the habit's target that day). Logs on one day add up
/// (`Journal.addingAmount`); the state says where the total stands (`HabitSettings.state(of:)`).
public struct Mark: Hashable, Sendable, Codable {
    public var state: MarkState
    public var note: String?
    public var amount: Amount?

    public init(_ state: MarkState, note: String? = nil, amount: Amount? = nil) {
        self.state = state
        self.note = note
        self.amount = amount
    }

    /// How far ahead a skip may be said: a year ("skip gym friday", "skip swimming on 2 April").
    public static let skipAhead = 366

    /// Whether a mark in `state` may be set on `day`: what happened only up to today; a skip, which is a plan as much
    /// as a report, also on a day to come, up to `skipAhead` days ahead.
    public static func allows(_ state: MarkState, on day: Day, today: Day) -> Bool {
        day <= today || state == .skipped && day <= today.adding(days: skipAhead)
    }
}

/// "Do something creative = guitar or drawing or painting, pick 1": satisfied when `require` members are done.
public struct HabitGroup: Hashable, Sendable, Identifiable, Codable {
    public var id: UUID
    public var name: String
    /// How many members must be done on a day (1 ≤ require ≤ members).
    public var require: Int
    public var tier: Tier
    public var order: Int
    /// The require and tier it had before its latest changes, oldest first.
    public var history: [Past<GroupSettings>]

    public init(id: UUID = UUID(), name: String, require: Int = 1, tier: Tier = .must, order: Int = 0,
                history: [Past<GroupSettings>] = []) {
        self.id = id
        self.name = name
        self.require = require
        self.tier = tier
        self.order = order
        self.history = history
    }

    private enum CodingKeys: String, CodingKey { case id, name, require, tier, order, history }

    /// Decodes saved state written before groups had a history as well.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(id: try c.decode(UUID.self, forKey: .id), name: try c.decode(String.self, forKey: .name),
                  require: try c.decode(Int.self, forKey: .require), tier: try c.decode(Tier.self, forKey: .tier),
                  order: try c.decode(Int.self, forKey: .order),
                  history: try c.decodeIfPresent([Past<GroupSettings>].self, forKey: .history) ?? [])
    }
}

/// A stretch of days when a habit (or, with no habit, every habit) is on hold: "I'm away until Sunday".
/// Paused days are excused, like skips, but stored as one range rather than a mark per day.
public struct Pause: Hashable, Sendable, Codable, Identifiable {
    public var id: UUID
    /// Nil: every habit.
    public var habitID: UUID?
    public var start: Day
    /// The last paused day.
    public var end: Day

    public init(id: UUID = UUID(), habitID: UUID? = nil, start: Day, end: Day) {
        self.id = id
        self.habitID = habitID
        self.start = start
        self.end = end
    }

    public func covers(_ day: Day) -> Bool { day >= start && day <= end }
}
