import Foundation
import HabitDomain

/// Habits and groups as one line each — "Go running: once a week, must, group Exercise" — used by
/// transcripts to set up (`@given`) and check (`=`) the state, and by the examples' context.
public enum JournalText {
    /// The journal's habits (in order), then its groups.
    public static func lines(_ journal: Journal) -> [String] {
        var lines: [String] = []
        for habit in journal.habits {
            var flags = [habit.schedule.words, habit.tier.rawValue]
            if habit.polarity == .avoid { flags.append("avoid") }
            if let group = habit.groupID.flatMap(journal.group(id:)) { flags.append("group \(group.name)") }
            if let reminder = habit.reminders.first { flags.append("reminder \(reminder.time)") }
            if habit.archived { flags.append("archived") }
            lines.append("\(habit.name): " + flags.joined(separator: ", "))
        }
        for group in journal.groups {
            lines.append("group \(group.name): pick \(group.require), \(group.tier.rawValue)")
        }
        return lines
    }

    /// Builds a journal from such lines; habits are created on `today` unless they say otherwise.
    /// Ids are numbered in order so that runs are reproducible.
    public static func journal(_ lines: [String], language: Language, today: Day) throws -> Journal {
        var journal = Journal()
        var counter = 0
        func nextID() -> UUID {
            counter += 1
            return UUID(uuidString: String(format: "00000000-0000-4000-8000-%012d", counter))!
        }
        let extract = Extractors(vocabulary: language.vocabulary)
        var pendingGroups: [(Habit, String)] = []
        for line in lines {
            guard let colon = line.range(of: ": ", options: .backwards) else { throw TranscriptError(line: line, message: "expected \"Name: schedule, tier\"") }
            let name = String(line[..<colon.lowerBound])
            var parts = line[colon.upperBound...].components(separatedBy: ", ")
            if name.hasPrefix("group ") {
                let groupName = String(name.dropFirst(6))
                var group = HabitGroup(id: nextID(), name: groupName, order: journal.groups.count)
                for part in parts {
                    if part.hasPrefix("pick "), let k = Int(part.dropFirst(5)) { group.require = k } else if let tier = Tier(rawValue: part) { group.tier = tier } else {
                        throw TranscriptError(line: line, message: "unknown group detail \"\(part)\"")
                    }
                }
                journal = journal.applying([.createGroup(group)])
                continue
            }
            var habit = Habit(id: nextID(), name: name, created: today, order: journal.habits.count, color: journal.habits.count % 8)
            var groupName: String? = nil
            while let last = parts.last {
                if let tier = Tier(rawValue: last) { habit.tier = tier } else if last == "avoid" { habit.polarity = .avoid } else if last == "archived" {
                    habit.archived = true
                } else if last.hasPrefix("group ") { groupName = String(last.dropFirst(6)) } else if last.hasPrefix("reminder "), let t = TimeOfDay(String(last.dropFirst(9))) {
                    habit.reminders = [Reminder(time: t)]
                } else if last.hasPrefix("since "), let d = Day(iso: String(last.dropFirst(6))) { habit.created = d } else { break }
                parts.removeLast()
            }
            let words = language.tokenize(parts.joined(separator: ", ")).norms
            guard let schedule = extract.schedule(words) else { throw TranscriptError(line: line, message: "can't read the schedule \"\(parts.joined(separator: ", "))\"") }
            habit.schedule = schedule
            if let groupName { pendingGroups.append((habit, groupName)) }
            journal = journal.applying([.createHabit(habit)])
        }
        for (habit, groupName) in pendingGroups {
            guard let group = journal.group(named: groupName) else { throw TranscriptError(line: habit.name, message: "no group called \(groupName)") }
            var moved = habit
            moved.groupID = group.id
            journal = journal.applying([.updateHabit(moved)])
        }
        return journal
    }
}

public struct TranscriptError: Error, CustomStringConvertible {
    public let line: String
    public let message: String
    public var description: String { "\(message): \(line)" }
}
