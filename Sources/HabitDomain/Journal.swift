import Foundation

/// Everything one user has: habits (archived included), groups and marks.
///
/// The rules that relate habits to each other — unique names, group sizes, marks against
/// schedules and dates — are checked here, before anything reaches the store.
public struct Journal: Hashable, Sendable {
    /// Sorted by `order`.
    public var habits: [Habit]
    /// Sorted by `order`.
    public var groups: [HabitGroup]
    public var marks: [UUID: MarkBook]
    /// Sorted by start.
    public var pauses: [Pause]
    /// What the user has said about their day.
    public var profile: Profile
    /// Reminders that ring once ("snooze"), at most one a habit, sorted by habit id. Not part of the export: they are
    /// gone in minutes.
    public var oneOffs: [OneOffReminder]
    /// Answers to the coach's reflection questions, sorted by the day they were said, and on one day in the order said.
    public var reflections: [Reflection]

    public init(habits: [Habit] = [], groups: [HabitGroup] = [], marks: [UUID: MarkBook] = [:], pauses: [Pause] = [],
                profile: Profile = Profile(), oneOffs: [OneOffReminder] = [], reflections: [Reflection] = []) {
        // (Each list is sorted only when it isn't in order already — a journal changed by a turn mostly is — which
        // gives the same list, the sort being stable, without copying every element.)
        self.habits = Self.ordered(habits) { ($0.order, $0.name) < ($1.order, $1.name) }
        self.groups = Self.ordered(groups) { ($0.order, $0.name) < ($1.order, $1.name) }
        self.marks = marks
        self.pauses = Self.ordered(pauses) { ($0.start, $0.end) < ($1.start, $1.end) }
        self.profile = profile
        self.oneOffs = Self.ordered(oneOffs) { $0.habitID.uuidString < $1.habitID.uuidString }
        // (By day, and on one day in the order given: the order they were said.)
        self.reflections = zip(reflections, reflections.dropFirst()).allSatisfy({ !($1.day < $0.day) }) ? reflections
            : reflections.enumerated().sorted { ($0.element.day, $0.offset) < ($1.element.day, $1.offset) }.map(\.element)
    }

    /// `list` sorted by `less` (stably), itself when it already is.
    private static func ordered<T>(_ list: [T], by less: (T, T) -> Bool) -> [T] {
        var i = list.startIndex
        while i + 1 < list.endIndex {
            if less(list[i + 1], list[i]) { return list.sorted(by: less) }
            i += 1
        }
        return list
    }

    /// The pauses that apply to a habit: its own and those of every habit.
    public func pauses(for habit: UUID) -> [Pause] { pauses.filter { $0.habitID == nil || $0.habitID == habit } }

    /// The pause covering a habit on a day that runs longest, if any.
    public func pause(for habit: UUID, on day: Day) -> Pause? {
        pauses.filter { ($0.habitID == nil || $0.habitID == habit) && $0.covers(day) }.max { $0.end < $1.end }
    }

    public var activeHabits: [Habit] { habits.filter { !$0.archived } }

    /// The most habits one user keeps, archived included (the largest history Habitat is measured on): every view
    /// and every turn stays within a bounded cost. Import refuses more; the store refuses a change past it.
    public static let maxHabits = 1000

    public func habit(id: UUID) -> Habit? { habits.first { $0.id == id } }
    public func group(id: UUID) -> HabitGroup? { groups.first { $0.id == id } }

    /// Case-insensitive lookup, archived habits included.
    public func habit(named name: String) -> Habit? {
        let key = Text.key(name)
        return habits.first { Text.key($0.name) == key }
    }

    public func group(named name: String) -> HabitGroup? {
        let key = Text.key(name)
        return groups.first { Text.key($0.name) == key }
    }

    /// Active members of a group, in order.
    public func members(of group: UUID) -> [Habit] { habits.filter { $0.groupID == group && !$0.archived } }

    public func track(_ habit: Habit) -> HabitTrack {
        HabitTrack(habit: habit, marks: marks[habit.id] ?? MarkBook(), paused: pauses(for: habit.id).map { Period(start: $0.start, end: $0.end) })
    }

    // MARK: - Checked construction

    /// A new habit, validated, with the next order and the next palette colour.
    public func newHabit(name: String, description: String? = nil, polarity: Polarity = .build, tier: Tier = .must,
                         schedule: Schedule, target: Target? = nil, groupID: UUID? = nil, created: Day, icon: String? = nil,
                         reminders: [Reminder] = [], id: UUID = UUID()) throws(DomainError) -> Habit {
        let habit = Habit(id: id, name: name, description: description, polarity: polarity, tier: tier,
                          schedule: schedule, target: target, groupID: groupID, created: created,
                          order: (habits.map(\.order).max() ?? -1) + 1, color: habits.count % Habit.paletteSize,
                          icon: icon, reminders: reminders)
        return try checked(habit)
    }

    /// Validates a new or changed habit against this journal: its fields, a unique name, an existing group.
    public func checked(_ habit: Habit) throws(DomainError) -> Habit {
        let clean = try habit.validated()
        let key = Text.key(clean.name)
        if let other = habits.first(where: { $0.id != clean.id && Text.key($0.name) == key }) {
            throw .duplicateHabitName(other.name)
        }
        if let gid = clean.groupID, clean.polarity == .avoid, group(id: gid) != nil {
            throw .avoidInGroup(clean.name)
        }
        return clean
    }

    /// A new group, validated: unique name, `require` within 1…members (members counted once added).
    public func checked(_ group: HabitGroup, memberCount: Int) throws(DomainError) -> HabitGroup {
        var clean = group
        clean.name = try Text.name(group.name)
        let key = Text.key(clean.name)
        if let other = groups.first(where: { $0.id != clean.id && Text.key($0.name) == key }) {
            throw .duplicateGroupName(other.name)
        }
        guard clean.require >= 1, clean.require <= max(memberCount, 1) else {
            throw .requireOutOfRange(require: clean.require, members: memberCount)
        }
        return clean
    }

    /// A mark for `day`, validated: not in the future (except a skip said ahead, `Mark.allows`), not before the habit
    /// existed, and one the settings in force that day can hold (`HabitSettings.check`: slips only on days the habit
    /// was one to avoid, an amount with the state its total gives under the target then).
    public func checkedMark(_ mark: Mark, for habit: Habit, on day: Day, today: Day) throws(DomainError) -> Mark {
        guard Mark.allows(mark.state, on: day, today: today) else { throw .futureDay(day) }
        guard day >= habit.created else { throw .beforeHabitExisted(name: habit.name, created: habit.created) }
        try habit.settings(on: day).check(mark, habit: habit.name)
        return Mark(mark.state, note: try Text.note(mark.note), amount: mark.amount)
    }

    /// The `require` a group keeps when its active membership shrinks: never above the member count, never below 1.
    public static func clampedRequire(_ require: Int, members: Int) -> Int { max(1, min(require, members)) }
}

extension Journal {
    /// The changes that move habit `id` to place `index` (0 first) among all the habits, the others keeping their order:
    /// each habit whose place changes gets its new `order`. Empty when it is already there.
    public func reordering(_ id: UUID, to index: Int) -> [Change] {
        guard let from = habits.firstIndex(where: { $0.id == id }) else { return [] }
        var list = habits
        let moved = list.remove(at: from)
        list.insert(moved, at: max(0, min(index, list.count)))
        return list.enumerated().compactMap { place, habit in
            guard habit.order != place else { return nil }
            var placed = habit
            placed.order = place
            return .updateHabit(placed)
        }
    }
}
