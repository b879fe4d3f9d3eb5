import Foundation
import HabitDomain

extension ForeignExport {
    /// The export document that merges these habits into `journal` (through `Journal.importPlan`, as a Habitat export
    /// merges), and so brings in the source's settings and marks while keeping what only Habitat knows of a habit.
    ///
    /// Each habit carries the source's id, or one derived from its key, so importing the same source again finds it.
    /// A habit here that an entry matches (by that id, else by name) keeps its place in the list, colour, icon and group,
    /// its tier and description when the source has none, its reminders (the source's are added), and its history of
    /// settings when the source's are the ones it has now; the source's schedule, target, polarity and archived state
    /// apply. A new habit goes after the ones here, in the source's colour or the next of the palette. Its created day is
    /// the first day the source names for it (today if none).
    public func document(for journal: Journal, today: Day) throws(ForeignError) -> HabitatDocument {
        var entries: [HabitatDocument.HabitEntry] = []
        entries.reserveCapacity(habits.count)
        for foreign in habits {
            var reminders: [Reminder] = []
            for r in foreign.reminders where !reminders.contains(r) { reminders.append(r) }
            let habit = Habit(id: foreign.id ?? Self.derivedID(foreign.key), name: foreign.name, description: foreign.description,
                              polarity: foreign.polarity, tier: foreign.tier ?? .must, schedule: foreign.schedule, target: foreign.target,
                              archived: foreign.archived, created: min(foreign.firstDay ?? today, today), reminders: reminders)
            entries.append(HabitatDocument.HabitEntry(habit: habit, hasID: true, groupName: nil, marks: foreign.marks))
        }
        let matches = journal.matches(for: entries)
        var order = (journal.habits.map(\.order).max() ?? -1) + 1
        var added = journal.habits.count
        for i in entries.indices {
            var habit = entries[i].habit
            if let existing = matches[i] {
                habit.order = existing.order
                habit.color = existing.color
                habit.icon = existing.icon
                if habits[i].tier == nil { habit.tier = existing.tier }
                if habit.description == nil { habit.description = existing.description }
                habit.reminders = Array((existing.reminders + habit.reminders.filter { !existing.reminders.contains($0) }).prefix(Habit.maxReminders))
                if habit.settings == existing.settings { habit.history = existing.history }
                entries[i].groupName = existing.groupID.flatMap { journal.group(id: $0)?.name }
            } else {
                habit.order = order
                habit.color = habits[i].color ?? added % Habit.paletteSize
                order += 1
                added += 1
            }
            do {
                entries[i].habit = try habit.validated()
            } catch {
                throw ForeignError(error.description, at: "\"\(habit.name)\"")
            }
        }
        // The groups of the habits matched, as they are: each habit stays in its group, and the groups are unchanged.
        let groups = journal.groups.filter { group in entries.contains { $0.groupName.map(Text.key) == Text.key(group.name) } }
        return HabitatDocument(habits: entries, groups: groups)
    }

    /// A stable id for a habit the source gives none: two FNV-1a hashes of its key, marked as a custom (version 8) UUID.
    static func derivedID(_ key: String) -> UUID {
        func fnv(_ text: String) -> UInt64 {
            var hash: UInt64 = 0xCBF2_9CE4_8422_2325
            for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
            return hash
        }
        let a = fnv("habitat-import|" + key), b = fnv("habitat-import#2|" + key)
        var bytes = (0..<8).map { UInt8(truncatingIfNeeded: a >> (8 * $0)) } + (0..<8).map { UInt8(truncatingIfNeeded: b >> (8 * $0)) }
        bytes[6] = bytes[6] & 0x0F | 0x80
        bytes[8] = bytes[8] & 0x3F | 0x80
        return UUID(uuid: (bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
                           bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]))
    }
}
