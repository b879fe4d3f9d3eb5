import Foundation
import HabitDomain
import Testing
@testable import CoachEngine
import TestSupport

/// The corpora in Tests/Corpus, written by people who never read the language rules: talk about other things must
/// change nothing, and schedules said as people say them must be read right — or, when Habitat can't hold them, asked
/// about, never approximated into a habit without a word.
@Suite struct CorpusTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Corpus")

    static func lines(_ name: String) throws -> [String] {
        try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8).split(separator: "\n").map(String.init).filter { !$0.isEmpty }
    }

    /// Each line as the first message of a new user (onboarding is open) and as a message to someone with habits.
    @Test func offTopicTalkChangesNothing() throws {
        let lines = try Self.lines("off-topic.txt")
        #expect(lines.count >= 1000)
        var changed: [String] = []
        for line in lines {
            for journal in [Journal(), exampleJournal] {
                let turn = coach.respond(to: line, state: DialogueState(), context: CoachContext(journal: journal, today: exampleDay))
                if !turn.changes.isEmpty { changed.append(line) }
            }
        }
        #expect(changed.isEmpty, "\(changed.count) changed something: \(changed.prefix(10))")
    }

    /// "daily", "interval 14", "weekdays mon wed fri", "weekly 3", "monthly 2", "rolling 3 10" as a schedule; nil for
    /// "none". (Two phrases were "none" until the rolling schedule came with measurable habits.)
    static func schedule(_ text: String) -> Schedule? {
        let parts = text.split(separator: " ").map(String.init)
        switch parts.first {
        case "daily": return .daily
        case "interval": return Int(parts[1]).map { .interval(days: $0) }
        case "weekly": return Int(parts[1]).map { $0 == 7 ? .daily : .weekly(times: $0) }
        case "monthly": return Int(parts[1]).map { .monthly(times: $0) }
        case "rolling": return Int(parts[1]).flatMap { n in Int(parts[2]).map { .rolling(times: n, days: $0) } }
        case "weekdays":
            let days = WeekdaySet(parts.dropFirst().compactMap(Weekday.init(code:)))
            return days.count == 7 ? .daily : .weekdays(days)
        default: return nil
        }
    }

    @Test func schedulesAreReadOrAskedAbout() throws {
        let rows = try Self.lines("schedules.tsv").dropFirst().map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
        var holdable = 0, right = 0, notHoldable = 0
        var misread: [String] = [], silent: [String] = []
        for row in rows {
            let turn = coach.respond(to: row[0], state: DialogueState(), context: CoachContext(journal: Journal(), today: exampleDay))
            let made = turn.changes.compactMap { change -> Schedule? in
                if case .createHabit(let habit) = change { return habit.schedule } else { return nil }
            }.map { $0 == .weekdays(.all) || $0 == .weekly(times: 7) ? Schedule.daily : $0 }
            if let expected = Self.schedule(row[1]) {
                holdable += 1
                if made == [expected] { right += 1 } else { misread.append(row[0]) }
            } else {
                notHoldable += 1
                if !made.isEmpty { silent.append(row[0]) }
            }
        }
        #expect(holdable >= 100 && notHoldable >= 60)
        // Floors at what this build reads (98 of 110, 2 of 70 made anyway: "walk most days" and "journal a few times a
        // week", read as 5× and 3× a week). Raise them as the reading gets better; never lower them to pass.
        #expect(right >= 98, "holdable read right: \(right) of \(holdable); misread: \(misread)")
        #expect(silent.count <= 2, "made without a word: \(silent)")
    }
}
