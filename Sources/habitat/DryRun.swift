import Foundation
import HabitDomain
import HabitExchange

/// `habitat import --dry-run`: what an import would bring in, habit by habit, what it would leave out and why, and what
/// it reads differently from the other tracker — with nothing changed.
enum DryRun {
    /// Left-out reasons show where each was first met; notes beyond this many are counted, not listed.
    static let maxNotes = 20

    static func report(name: String, foreign: ForeignExport?, document: HabitatDocument, plan: ImportPlan, journal: Journal) -> String {
        var lines = ["Dry run: nothing was changed. " + (foreign.map { "\(name) is \($0.format.title); importing it would bring:" }
            ?? "Importing \(name) would bring:")]
        let created = Set(plan.changes.compactMap { change -> UUID? in if case .createHabit(let h) = change { return h.id } else { return nil } })
        let updated = Set(plan.changes.compactMap { change -> UUID? in if case .updateHabit(let h) = change { return h.id } else { return nil } })
        var marks: [UUID: [MarkState: Int]] = [:]
        for set in plan.marks {
            for m in set.marks { marks[set.habit, default: [:]][m.mark.state, default: 0] += 1 }
        }
        let matches = journal.matches(for: document.habits)
        for (entry, match) in zip(document.habits, matches) {
            let habit = entry.habit
            let id = match?.id ?? habit.id
            let what = created.contains(id) ? "new habit" : updated.contains(id) ? "habit updated" : "habit already here"
            var line = "  \(what) \"\(habit.name)\"" + (habit.polarity == .avoid ? " (to avoid): " : ": ") + (habit.target?.words(habit.schedule) ?? habit.schedule.words)
            if habit.tier == .nice { line += ", a nice-to-have" }
            if habit.archived { line += ", archived" }
            line += "; " + Self.marks(marks[id] ?? [:])
            lines.append(line)
        }
        if let foreign, foreign.leftOut.total > 0 {
            lines.append("Left out, \(Text.grouped(foreign.leftOut.total)) in all:")
            for reason in foreign.leftOut.counts.keys.sorted() {
                let first = foreign.leftOut.firstPlaces[reason].map { " (first: \($0))" } ?? ""
                lines.append("  \(Text.grouped(foreign.leftOut.counts[reason] ?? 0)) \(reason.words)\(first)")
            }
        }
        if let foreign, !foreign.notes.isEmpty {
            lines.append("Read differently:")
            lines += foreign.notes.prefix(maxNotes).map { "  " + $0 }
            if foreign.notes.count > maxNotes { lines.append("  … and \(foreign.notes.count - maxNotes) more like these.") }
        }
        lines.append(plan.isEmpty ? "In all: nothing new; everything in it is already here." : "In all: \(Commands.summary(plan)).")
        return lines.map { Text.printable($0, singleLine: true) }.joined(separator: "\n") + "\n"
    }

    /// "12 marks (10 done, 2 skipped)", "no new marks", from the marks counted by state.
    static func marks(_ counts: [MarkState: Int]) -> String {
        let total = counts.values.reduce(0, +)
        guard total > 0 else { return "no new marks" }
        let words: [(MarkState, String)] = [(.done, "done"), (.partial, "partly done"), (.skipped, "skipped"), (.slipped, "slipped")]
        let parts = words.compactMap { state, word in counts[state].map { "\(Text.grouped($0)) \(word)" } }
        return "\(Text.grouped(total)) \(total == 1 ? "mark" : "marks") (\(parts.joined(separator: ", ")))"
    }
}
