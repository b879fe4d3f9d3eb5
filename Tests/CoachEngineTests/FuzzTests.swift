import Foundation
import Testing
import HabitDomain
@testable import CoachEngine
import TestSupport

/// Bounded, seeded fuzzing: random and mutated messages never crash the coach, every reply says
/// something, and the habits and the dialogue state stay valid.
@Suite struct FuzzTests {
    struct Seeded: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return state ^ (state >> 29)
        }
    }

    static let words: [String] = {
        var all = Set<String>()
        for phrases in language.vocabulary.lists.values { for p in phrases { all.formUnion(p) } }
        for entries in language.vocabulary.maps.values { for e in entries { all.formUnion(e.phrase) } }
        return all.sorted() + ["running", "read", "yoga", "\"", "'", ":", ",", ".", "🙂", "\u{1B}[2J", "\u{0}", "9999999999999", "-3", "", "Ω"]
    }()

    @Test(arguments: [1, 2, 3, 4])
    func randomConversationsKeepEverythingValid(_ seed: Int) throws {
        var rng = Seeded(state: UInt64(seed) * 7919)
        var journal = exampleJournal
        var state = DialogueState()
        let examples = language.examples.map(\.message)
        for turn in 0..<150 {
            var text: String
            switch Int.random(in: 0..<3, using: &rng) {
            case 0:  // words from the vocabulary, in any order
                text = (0..<Int.random(in: 1...8, using: &rng)).map { _ in Self.words.randomElement(using: &rng)! }.joined(separator: " ")
            case 1:  // an example with a word dropped, doubled or swapped
                var parts = examples.randomElement(using: &rng)!.split(separator: " ").map(String.init)
                if parts.count > 1 {
                    let i = Int.random(in: 0..<parts.count, using: &rng)
                    switch Int.random(in: 0..<3, using: &rng) {
                    case 0: parts.remove(at: i)
                    case 1: parts.insert(parts[i], at: i)
                    default: parts.swapAt(i, Int.random(in: 0..<parts.count, using: &rng))
                    }
                }
                text = parts.joined(separator: " ")
            default:  // random characters
                text = String((0..<Int.random(in: 0...40, using: &rng)).map { _ in Character(Unicode.Scalar(UInt8.random(in: 0...126, using: &rng))) })
            }
            let context = CoachContext(journal: journal, today: exampleDay, entropy: UInt64(turn))
            let result = coach.respond(to: text, state: state, context: context)
            #expect(!result.reply.messages.isEmpty && result.reply.messages.allSatisfy { !$0.isEmpty }, "no reply to \(text)")
            journal = journal.applying(result.changes)
            do { try journal.validate() } catch { Issue.record("\(text): the journal broke a rule: \(error)") }
            state = DialogueState.decode(result.state.encoded)
            #expect(state == result.state)
        }
    }
}
