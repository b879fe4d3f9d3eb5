import Foundation

/// One change to a user's journal. The engine and the importer produce changes; the store applies
/// a list of them in one transaction.
///
/// The cases that carry a whole habit, group, pause or profile are boxed (`indirect`), so a change is as small as
/// a mark: an import of a million marks holds a million changes.
public enum Change: Hashable, Sendable, Codable {
    indirect case createHabit(Habit)
    indirect case updateHabit(Habit)
    /// Removes the habit and all its marks.
    case deleteHabit(UUID)
    case setMark(habit: UUID, day: Day, mark: Mark)
    case clearMark(habit: UUID, day: Day)
    indirect case createGroup(HabitGroup)
    indirect case updateGroup(HabitGroup)
    /// Removes the group; its members stay, ungrouped.
    case deleteGroup(UUID)
    /// Adds a pause, or replaces the one with the same id (to end it early).
    indirect case setPause(Pause)
    case removePause(UUID)
    /// Replaces what the user has said about their day.
    indirect case setProfile(Profile)
    /// Sets a habit's one-off reminder ("snooze"), in place of the one it had.
    indirect case setOneOff(OneOffReminder)
    /// Takes a habit's one-off reminder away (undoing a snooze).
    case removeOneOff(habit: UUID)
    /// Keeps an answer to a reflection question; one with the id of a reflection already kept takes its place (undo
    /// puts a reflection back as it was).
    indirect case addReflection(Reflection)
    /// Takes a reflection away (undoing keeping it).
    case removeReflection(UUID)
}

/// One habit's marks to set, by day: a bulk of `setMark` changes (an import's), which the store writes one habit
/// at a time.
public struct MarksToSet: Hashable, Sendable {
    public let habit: UUID
    public let marks: [(day: Day, mark: Mark)]

    public init(habit: UUID, marks: [(day: Day, mark: Mark)]) {
        self.habit = habit
        self.marks = marks
    }

    /// The same marks as changes.
    public var changes: [Change] { marks.map { .setMark(habit: habit, day: $0.day, mark: $0.mark) } }

    public static func == (a: MarksToSet, b: MarksToSet) -> Bool {
        a.habit == b.habit && a.marks.map(\.day) == b.marks.map(\.day) && a.marks.map(\.mark) == b.marks.map(\.mark)
    }
    public func hash(into hasher: inout Hasher) { hasher.combine(habit); hasher.combine(marks.count) }
}

extension Change {
    /// Sets or clears one day's mark (the rules between habits can't be broken by it).
    public var isMark: Bool {
        switch self {
        case .setMark, .clearMark: return true
        default: return false
        }
    }
}

extension Journal {
    /// This journal with the changes applied in order (no validation; see `validate()`).
    public func applying(_ changes: [Change]) -> Journal {
        var habits = self.habits
        var groups = self.groups
        var marks = self.marks
        var pauses = self.pauses
        var profile = self.profile
        var oneOffs = self.oneOffs
        var reflections = self.reflections
        for change in changes {
            switch change {
            case .createHabit(let h): habits.append(h)
            case .updateHabit(let h): if let i = habits.firstIndex(where: { $0.id == h.id }) { habits[i] = h }
            case .deleteHabit(let id):
                habits.removeAll { $0.id == id }; marks[id] = nil; pauses.removeAll { $0.habitID == id }; oneOffs.removeAll { $0.habitID == id }
                // (A reflection that named it keeps its words.)
                for i in reflections.indices where reflections[i].habits.contains(id) { reflections[i].habits.removeAll { $0 == id } }
            case .setMark(let id, let day, let mark): marks[id, default: MarkBook()][day] = mark
            case .clearMark(let id, let day): marks[id]?[day] = nil
            case .createGroup(let g): groups.append(g)
            case .updateGroup(let g): if let i = groups.firstIndex(where: { $0.id == g.id }) { groups[i] = g }
            case .deleteGroup(let id):
                groups.removeAll { $0.id == id }
                for i in habits.indices where habits[i].groupID == id { habits[i].groupID = nil }
            case .setPause(let p):
                pauses.removeAll { $0.id == p.id }
                pauses.append(p)
            case .removePause(let id): pauses.removeAll { $0.id == id }
            case .setProfile(let p): profile = p
            case .setOneOff(let o):
                oneOffs.removeAll { $0.habitID == o.habitID }
                oneOffs.append(o)
            case .removeOneOff(let id): oneOffs.removeAll { $0.habitID == id }
            case .addReflection(let r):
                // (One already kept keeps its place: the store keeps its row.)
                if let i = reflections.firstIndex(where: { $0.id == r.id }) { reflections[i] = r } else { reflections.append(r) }
            case .removeReflection(let id): reflections.removeAll { $0.id == id }
            }
        }
        return Journal(habits: habits, groups: groups, marks: marks, pauses: pauses, profile: profile, oneOffs: oneOffs, reflections: reflections)
    }

    /// Checks the rules that relate habits to each other: unique names, groups that exist and hold
    /// only build habits, and group sizes that can meet their `require`.
    public func validate() throws(DomainError) {
        var names: [String: String] = [:]
        names.reserveCapacity(habits.count)
        for habit in habits {
            let key = Text.key(habit.name)
            if let first = names[key] { throw .duplicateHabitName(first) }
            names[key] = habit.name
            if let gid = habit.groupID, habit.polarity == .avoid, group(id: gid) != nil { throw .avoidInGroup(habit.name) }
        }
        for pause in pauses where pause.end < pause.start { throw .pauseEndsBeforeStart }
        for reflection in reflections { _ = try reflection.validated() }
        var groupNames: [String: String] = [:]
        for group in groups {
            let key = Text.key(group.name)
            if let first = groupNames[key] { throw .duplicateGroupName(first) }
            groupNames[key] = group.name
            let members = members(of: group.id).count
            guard group.require >= 1, members == 0 || group.require <= members else {
                throw .requireOutOfRange(require: group.require, members: members)
            }
        }
    }
}

extension Journal {
    /// The changes plus whatever group updates keep every group's `require` within its active members,
    /// for changes that archive, delete or move a member out of a group.
    public func keepingGroupsValid(_ changes: [Change]) -> [Change] {
        let after = applying(changes)
        var result = changes
        for group in after.groups {
            let members = after.members(of: group.id).count
            let require = Journal.clampedRequire(group.require, members: members)
            if require != group.require {
                var fixed = group
                fixed.require = require
                result.append(.updateGroup(fixed))
            }
        }
        return result
    }
}

extension Journal {
    /// The changes that undo `changes` when applied after them.
    public func inverse(of changes: [Change]) -> [Change] {
        var journal = self
        var blocks: [[Change]] = []
        for (index, change) in changes.enumerated() {
            var block: [Change] = []
            switch change {
            case .createHabit(let habit): block = [.deleteHabit(habit.id)]
            case .updateHabit(let habit): if let old = journal.habit(id: habit.id) { block = [.updateHabit(old)] }
            case .deleteHabit(let id):
                if let old = journal.habit(id: id) {
                    block = [.createHabit(old)]
                    for (day, mark) in journal.marks[id] ?? MarkBook() { block.append(.setMark(habit: id, day: day, mark: mark)) }
                    for pause in journal.pauses where pause.habitID == id { block.append(.setPause(pause)) }
                    for once in journal.oneOffs where once.habitID == id { block.append(.setOneOff(once)) }
                    for reflection in journal.reflections where reflection.habits.contains(id) { block.append(.addReflection(reflection)) }
                }
            case .setMark(let id, let day, _):
                block = [journal.marks[id]?[day].map { .setMark(habit: id, day: day, mark: $0) } ?? .clearMark(habit: id, day: day)]
            case .clearMark(let id, let day):
                if let old = journal.marks[id]?[day] { block = [.setMark(habit: id, day: day, mark: old)] }
            case .createGroup(let group): block = [.deleteGroup(group.id)]
            case .updateGroup(let group): if let old = journal.group(id: group.id) { block = [.updateGroup(old)] }
            case .deleteGroup(let id):
                if let old = journal.group(id: id) {
                    block = [.createGroup(old)] + journal.habits.filter { $0.groupID == id }.map { .updateHabit($0) }
                }
            case .setPause(let p):
                block = [journal.pauses.first { $0.id == p.id }.map(Change.setPause) ?? .removePause(p.id)]
            case .removePause(let id):
                if let old = journal.pauses.first(where: { $0.id == id }) { block = [.setPause(old)] }
            case .setProfile: block = [.setProfile(journal.profile)]
            case .setOneOff(let o):
                block = [journal.oneOffs.first { $0.habitID == o.habitID }.map(Change.setOneOff) ?? .removeOneOff(habit: o.habitID)]
            case .removeOneOff(let id):
                if let old = journal.oneOffs.first(where: { $0.habitID == id }) { block = [.setOneOff(old)] }
            case .addReflection(let r):
                block = [journal.reflection(id: r.id).map(Change.addReflection) ?? .removeReflection(r.id)]
            case .removeReflection(let id):
                if let old = journal.reflection(id: id) { block = [.addReflection(old)] }
            }
            blocks.append(block)
            // (What the next change undoes is read from the journal after this one; after the last, nothing is.)
            if index < changes.count - 1 { journal = journal.applying([change]) }
        }
        return blocks.reversed().flatMap { $0 }
    }
}
