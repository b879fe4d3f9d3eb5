import Foundation
import Testing
import HabitDomain
@testable import CoachEngine
import TestSupport

/// The golden transcripts under Transcripts/, replayed through the engine.
@Suite struct TranscriptTests {
    @Test func transcriptsExist() {
        #expect(transcriptFiles.count >= 40, "found \(transcriptFiles.count) transcripts in \(transcriptsFolder)")
    }

    @Test(arguments: transcriptFiles)
    func transcriptReplays(_ file: String) throws {
        let replay = try loadTranscript(file).replay(with: coach)
        #expect(replay.passed, "\(replay.diff)\n(run `swift run habitat replay --update` to re-record, then review the diff)")
    }

    @Test func replayingTwiceGivesTheSameBytes() throws {
        for file in transcriptFiles {
            let transcript = try loadTranscript(file)
            #expect(try transcript.replay(with: coach).actual == transcript.replay(with: coach).actual, "\(file)")
        }
    }

    @Test func everyIntentHasATranscript() throws {
        var seen = Set<String>()
        for file in transcriptFiles { seen.formUnion(try loadTranscript(file).replay(with: coach).intents) }
        for intent in language.intentNames {
            #expect(seen.contains(intent), "no transcript exercises the intent \(intent)")
        }
    }

    @Test func aMismatchIsReportedAsALineDiff() throws {
        let transcript = try Transcript(name: "t", text: "@now 2026-02-02T08:00\n> hello\n< Something else entirely\n")
        let replay = try transcript.replay(with: coach)
        #expect(!replay.passed)
        #expect(replay.diff.contains("- < Something else entirely"))
        #expect(replay.diff.contains("+ < Hey! I'm here to help you build better habits."))
    }

    @Test func regexLinesMatchAndSurviveAnUpdate() throws {
        let text = "@now 2026-02-02T08:00\n> hello\n<~ Hey! .* keep putting off\\?\n"
        let replay = try Transcript(name: "t", text: text).replay(with: coach)
        #expect(replay.passed, "\(replay.diff)")
    }

    @Test func stateLinesAreChecked() throws {
        let text = "@now 2026-02-02T08:00\n@given Read: every day, must\n> add yoga daily\n< Perfect. I've added \"Yoga\" — every day.\n= Read: every day, must\n"
        let replay = try Transcript(name: "t", text: text).replay(with: coach)
        #expect(!replay.passed)
        #expect(replay.diff.contains("+ = Yoga: every day, must"))
    }
}

/// Whatever is typed, the coach answers with something and its state stays usable.
@Suite struct RobustnessTests {
    @Test func oddInputNeverBreaksTheCoach() throws {
        let inputs = [
            "", " ", "\u{0}", "\u{1B}[2J\u{1B}[H", String(repeating: "a", count: 10_000), String(repeating: "add ", count: 400),
            "'; DROP TABLE habits; --", "🙂🙂🙂", "add 🏃", "\"", "'", "\"\"", "add \"\"", "every every every", "9999999999999999999 times a week",
            "add running 99999999999999999999999 times a week", "every 0 days", "add x every -3 days", "at 99:99", "remind me at 0",
            "group and and and", "rename to", "rename it to", "undo undo undo", "delete", "delete it", "yes", "no", "1", "first",
            "add a, b, c, d, e, f, g, h, i, j every day", "and", ",,,,", "...", "add \u{202E}evil", "add read\nevery day",
            "create a group called X with", "creative needs -1", "creative needs 99999999999999999999",
        ]
        var state = DialogueState()
        var journal = exampleJournal
        for (k, input) in inputs.enumerated() {
            let turn = coach.respond(to: input, state: state, context: CoachContext(journal: journal, today: exampleDay, entropy: UInt64(k)))
            #expect(!turn.reply.messages.isEmpty, "no reply to \(input.prefix(40))")
            #expect(turn.reply.messages.allSatisfy { !$0.isEmpty })
            journal = journal.applying(turn.changes)
            #expect(throws: Never.self) { try journal.validate() }
            state = DialogueState.decode(turn.state.encoded)
            #expect(state == turn.state, "state doesn't survive saving after \(input.prefix(40))")
        }
    }

    @Test func theSavedStateIsItsPlainEncoding() throws {
        var state = DialogueState()
        var journal = exampleJournal
        for (k, input) in ["add flossing and journaling every day", "add swimming every day", "rename it to \"Swim \\\"laps\\\"\"", "delete gym", "yes", "I read yesterday: 20 pages, loved it",
                           "read today: 1/2 of a \"chapter\"", "I did read today"].enumerated() {
            let turn = coach.respond(to: input, state: state, context: CoachContext(journal: journal, today: exampleDay, entropy: UInt64(k)))
            journal = journal.applying(turn.changes)
            state = turn.state
            if input.hasPrefix("add flossing") { #expect(state.focusMany?.count == 2, "\(turn.reply.messages)") }
            if state.lastLog != nil || state.focusMany != nil {
                #expect(state.encoded == String(decoding: try DialogueState.encoder.encode(state), as: UTF8.self), "after \(input)")
            }
        }
        // Two adds, a rename, a delete, yesterday's log (which starts the habit added today a day earlier) and today's;
        // then the last log was already there: "I did read today" keeps the day's note (it used to wipe it).
        #expect(state.undo.count == 7)
        // The undo steps spliced in from their kept JSON: the same text as encoding the whole state at once.
        let plain = String(decoding: try DialogueState.encoder.encode(state), as: UTF8.self)
        #expect(state.encoded == plain)
        #expect(DialogueState.decode(state.encoded) == state)
    }

    @Test func theSameTurnGivesTheSameResult() {
        let context = CoachContext(journal: exampleJournal, today: exampleDay, entropy: 42)
        let a = coach.respond(to: "add swimming twice a week", state: DialogueState(), context: context)
        let b = coach.respond(to: "add swimming twice a week", state: DialogueState(), context: context)
        #expect(a.reply == b.reply)
        #expect(a.changes == b.changes)
        #expect(a.state == b.state)
    }
}
