import Foundation
import HabitDomain

/// The changes an import makes, and a count of them for the person who asked.
public struct ImportPlan: Hashable, Sendable {
    /// Everything but the marks: habits, groups, the profile and pauses, in the order to apply them.
    public var changes: [Change] = []
    /// The marks to set after `changes`, one habit's at a time. A new habit's list is the document's own
    /// (shared, not copied): a large document's marks are never held twice.
    public var marks: [MarksToSet] = []
    public var habitsCreated = 0
    public var habitsUpdated = 0
    public var groupsCreated = 0
    public var groupsUpdated = 0
    public var marksSet = 0
    public var pausesSet = 0
    public var reflectionsAdded = 0

    /// True when the document holds nothing this journal doesn't already have.
    public var isEmpty: Bool { changes.isEmpty && marks.isEmpty }

    /// The whole plan as changes, the marks after the rest.
    public var allChanges: [Change] {
        changes + marks.flatMap(\.changes)
    }
}

extension Journal {
    /// How to merge a document into this journal, without losing anything already here.
    ///
    /// Groups match by name. Habits match by id, then by name (case-insensitive) among the habits no id
    /// claimed, so each entry matches at most one habit and each habit at most one entry; unmatched ones
    /// are created. A matched habit takes the document's fields (its created day is the earlier of the two),
    /// and the document's marks are set over this journal's for the same days; marks only this journal
    /// has are kept. Nothing is deleted, and only real differences become changes, so importing the same
    /// document twice changes nothing the second time. The merged journal is checked as a whole.
    public func importPlan(_ document: HabitatDocument) throws(DocumentError) -> ImportPlan {
        var plan = ImportPlan()
        var groupIDs: [String: UUID] = [:]
        for incoming in document.groups {
            if var existing = group(named: incoming.name) {
                let before = existing
                existing.name = incoming.name
                existing.require = incoming.require
                existing.tier = incoming.tier
                existing.order = incoming.order
                if existing != before { plan.changes.append(.updateGroup(existing)); plan.groupsUpdated += 1 }
                groupIDs[Text.key(incoming.name)] = existing.id
            } else {
                plan.changes.append(.createGroup(incoming))
                plan.groupsCreated += 1
                groupIDs[Text.key(incoming.name)] = incoming.id
            }
        }

        let matches = self.matches(for: document.habits)

        // A matched habit takes the document's name unless another habit here keeps that name (say, one
        // added on this device after the rename that the document hasn't seen): then it keeps its own.
        var renamed: [UUID: String] = [:]
        for (i, entry) in document.habits.enumerated() {
            if let existing = matches[i], Text.key(entry.habit.name) != Text.key(existing.name) { renamed[existing.id] = entry.habit.name }
        }
        var settled = false
        while !settled {
            settled = true
            for (id, name) in renamed {
                if let holder = habit(named: name), holder.id != id, renamed[holder.id] == nil { renamed[id] = nil; settled = false }
            }
        }

        var updates: [Change] = [], creates: [Change] = []
        var ids: [UUID] = []
        for (i, entry) in document.habits.enumerated() {
            var habit = entry.habit
            habit.groupID = entry.groupName.flatMap { groupIDs[Text.key($0)] }
            if let existing = matches[i] {
                habit.id = existing.id
                habit.created = min(habit.created, existing.created)
                if Text.key(habit.name) != Text.key(existing.name), renamed[existing.id] == nil { habit.name = existing.name }
                if habit != existing {
                    updates.append(.updateHabit(habit))
                    plan.habitsUpdated += 1
                }
            } else {
                creates.append(.createHabit(habit))
                plan.habitsCreated += 1
            }
            ids.append(habit.id)
        }
        // Names that move from one habit to another (a rename on the other device, or two names swapped)
        // are freed first: a habit renamed to a name another habit still holds takes a placeholder name
        // on the way, all inside the one transaction.
        let targets = Set(renamed.values.map(Text.key))
        let parked: [Change] = habits.filter { renamed[$0.id] != nil && targets.contains(Text.key($0.name)) }.map { existing in
            var placeholder = existing
            placeholder.name = "~" + existing.id.uuidString
            return .updateHabit(placeholder)
        }
        plan.changes += parked + updates + creates
        // The marks, which are most of a large document: a habit with none here takes the document's list as
        // it is; otherwise only the days that differ.
        for (entry, id) in zip(document.habits, ids) {
            let current = self.marks[id] ?? MarkBook()
            let differing = current.isEmpty ? entry.marks : entry.marks.filter { current[$0.day] != $0.mark }
            guard !differing.isEmpty else { continue }
            plan.marks.append(MarksToSet(habit: id, marks: differing))
            plan.marksSet += differing.count
        }

        // The document's profile, when it has one, is the one kept.
        if let profile = document.profile, profile != self.profile { plan.changes.append(.setProfile(profile)) }

        // Pauses are merged by what they cover (habit, start, end): one whose days a pause here already covers isn't
        // added again, and one that overlaps or touches a pause of the same habit joins it (`mergingPause`).
        var withPauses = applying(parked + updates + creates)
        for (name, incoming) in document.pauses {
            let habitID = name.flatMap { withPauses.habit(named: $0)?.id }
            let covered = withPauses.pauses.contains { $0.habitID == habitID && $0.start <= incoming.start && $0.end >= incoming.end }
            if !covered {
                var pause = incoming
                pause.habitID = habitID
                let changes = withPauses.mergingPause(pause)
                withPauses = withPauses.applying(changes)
                plan.changes += changes
                plan.pausesSet += 1
            }
        }
        // Reflections are merged by id, and one with the same day and words as one here is that one: nothing is ever
        // kept twice. One here with the document's id takes the document's words and habits.
        for (names, incoming) in document.reflections {
            var reflection = incoming
            var seen = Set<UUID>()
            reflection.habits = names.compactMap { withPauses.habit(named: $0)?.id }.filter { seen.insert($0).inserted }
            if let existing = withPauses.reflection(id: reflection.id) {
                guard existing != reflection else { continue }
            } else if withPauses.reflections.contains(where: { $0.day == reflection.day && $0.text == reflection.text }) {
                continue
            }
            withPauses = withPauses.applying([.addReflection(reflection)])
            plan.changes.append(.addReflection(reflection))
            plan.reflectionsAdded += 1
        }
        let merged = applying(plan.changes)
        do {
            try merged.validate()
        } catch {
            throw merged.locate(error, in: document)
        }
        // A habit here that slipped can't become one to do on those days, nor can a day logged with an amount here
        // take a target that gives its total another state: the document would need its history.
        for (i, entry) in document.habits.enumerated() {
            guard let habit = merged.habit(id: matches[i]?.id ?? entry.habit.id),
                  let (day, error) = merged.strandedMark(of: habit, importing: entry.marks) else { continue }
            if case .slipOnBuildHabit = error {
                throw DocumentError(path: "habits[\(i)].polarity",
                                    message: "\"\(habit.name)\" slipped here on \(day.iso), so it can't have been a habit to do then; export it with its history")
            }
            throw DocumentError(path: "habits[\(i)].target",
                                message: "\"\(habit.name)\" has a mark here on \(day.iso) that its settings in this file can't hold (\(error.description.dropLast())); export it with its history")
        }
        return plan
    }

    /// The habit here each entry merges into, nil for a new one: each entry matches at most one habit and each habit at
    /// most one entry — by id first, then by name (case-insensitive) among the habits no id claimed.
    public func matches(for entries: [HabitatDocument.HabitEntry]) -> [Habit?] {
        var matches = [Habit?](repeating: nil, count: entries.count)
        var claimed = Set<UUID>()
        for (i, entry) in entries.enumerated() where entry.hasID {
            if let existing = habit(id: entry.habit.id) { matches[i] = existing; claimed.insert(existing.id) }
        }
        for (i, entry) in entries.enumerated() where matches[i] == nil {
            if let existing = habit(named: entry.habit.name), !claimed.contains(existing.id) { matches[i] = existing; claimed.insert(existing.id) }
        }
        return matches
    }

    /// Points a whole-journal rule broken by an import at the document field that caused it.
    private func locate(_ error: DomainError, in document: HabitatDocument) -> DocumentError {
        switch error {
        case .duplicateHabitName(let name):
            if let i = document.habits.firstIndex(where: { Text.key($0.habit.name) == Text.key(name) }) {
                return DocumentError(path: "habits[\(i)].name", message: "another habit is already called \"\(name)\"")
            }
        case .requireOutOfRange(let require, let members):
            if let i = document.groups.firstIndex(where: { g in
                group(named: g.name).map { self.members(of: $0.id).count == members && $0.require == require } ?? false
            }) {
                return DocumentError(path: "groups[\(i)].require", message: error.description)
            }
        default: break
        }
        return DocumentError(path: "", message: error.description)
    }
}
