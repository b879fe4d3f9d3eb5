import Testing
import HabitDomain
@testable import CoachEngine
import TestSupport

/// Every `example:` line in Intents/ is a test: it must parse to its intent and slots.
@Suite struct ExamplesTests {
    @Test func thereAreExamplesForEveryIntent() {
        let covered = Set(language.examples.map(\.intent))
        for intent in Intent.allCases { #expect(covered.contains(intent.rawValue), "no example for \(intent.rawValue)") }
    }

    @Test(arguments: language.examples)
    func exampleParses(_ example: LanguageExample) {
        let requests = understand(example.message)
        guard let first = requests.first else {
            Issue.record("\(example.file):\(example.line): \"\(example.message)\" was not understood")
            return
        }
        #expect(first.intent.rawValue == example.intent,
                "\(example.file):\(example.line): \"\(example.message)\" read as \(first.intent.rawValue) via \(language.describe(first.rule))")
        let actual = slotTexts(first, journal: exampleJournal)
        for (slot, value) in example.slots {
            #expect(actual[slot] == value, "\(example.file):\(example.line): \"\(example.message)\" \(slot) = \(actual[slot] ?? "nil"), expected \(value)")
        }
    }
}
