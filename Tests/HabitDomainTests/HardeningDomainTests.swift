import Foundation
import Testing
@testable import HabitDomain

/// Issue 24 ("Hardening, round three"): the domain's side of each finding.
@Suite struct HardeningDomainTests {
    let today = d("2026-02-10")

    func read(_ text: String) throws -> HabitatDocument {
        try HabitatDocument(json: JSON.parse(text), today: today)
    }

    // MARK: F11 — names equal under Unicode case folding are the same name

    @Test func caseFoldedNamesAreTheSameName() throws {
        for (a, b) in [("Straße", "STRASSE"), ("straße", "Strasse"), ("ﬁsh", "FISH"), ("ẞ", "ss"),
                       ("José", "JOSE\u{301}"), ("Maße", "MASSE"), ("ΌΡΟΣ", "όρος")] {
            #expect(Text.key(a) == Text.key(b), "\(a) / \(b)")
            #expect(Array(Text.key(a).utf8) == Array(Text.key(b).utf8), "the stored key is the same bytes: \(a) / \(b)")
        }
        // Not the same: different letters, and dotless i (case folding keeps it apart from i).
        for (a, b) in [("Reading", "Running"), ("ı", "i"), ("Σοφία", "σοφια")] {
            #expect(Text.key(a) != Text.key(b), "\(a) / \(b)")
        }
        var journal = Journal()
        journal.habits = [try journal.newHabit(name: "Straße", schedule: .daily, created: today)]
        #expect(journal.habit(named: "STRASSE")?.name == "Straße")
        #expect(throws: DomainError.duplicateHabitName("Straße")) { try journal.newHabit(name: "STRASSE", schedule: .daily, created: today) }
        #expect(throws: DomainError.self) { try journal.applying([.createHabit(Habit(name: "strasse", created: today))]).validate() }
    }

    @Test func importTreatsCaseFoldedNamesAsOneHabit() throws {
        let both = #"{"format": "habitat", "version": 1, "habits": [{"name": "Straße", "frequency": {"kind": "daily"}}, {"name": "STRASSE", "frequency": {"kind": "daily"}}]}"#
        #expect(throws: DocumentError.self) { try read(both) }
        var journal = Journal()
        journal.habits = [try journal.newHabit(name: "Straße", schedule: .daily, created: today)]
        let one = #"{"format": "habitat", "version": 1, "habits": [{"name": "STRASSE", "frequency": {"kind": "daily"}, "marks": [{"day": "2026-02-09", "state": "done"}]}]}"#
        let plan = try journal.importPlan(try read(one))
        #expect(plan.habitsCreated == 0)
        let after = journal.applying(plan.allChanges)
        #expect(after.habits.count == 1)
        try after.validate()
    }

    // MARK: F12 — names and descriptions are one line, whitespace normalised

    @Test func namesAndDescriptionsAreOneLine() throws {
        #expect(try Text.name("Go\u{2003}\u{A0}running\r\nfast\u{2028}now\t") == "Go running fast now")
        #expect(try Text.description(" because\nit   matters\r\n\tto me\u{2029}really ") == "because it matters to me really")
        #expect(try Text.description("\n\t \r") == nil)
        let habit = try Habit(name: "Run", description: "line one\nline two", created: today).validated()
        #expect(habit.description == "line one line two")
        // Import: the same rule.
        let document = #"{"format": "habitat", "version": 1, "habits": [{"name": "Read\n  books", "description": "for\nfun\r\n", "frequency": {"kind": "daily"}}]}"#
        let entry = try read(document).habits[0].habit
        #expect(entry.name == "Read books")
        #expect(entry.description == "for fun")
        // Notes keep their lines (a journal entry may have several).
        #expect(try Text.note("one\ntwo") == "one\ntwo")
    }
}
