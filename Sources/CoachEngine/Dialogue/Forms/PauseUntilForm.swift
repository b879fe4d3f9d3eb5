import Foundation
import HabitDomain

/// A pause asked for with no end ("pause guitar", "I'll be away"): "Until when?" — the day said next ends it ("sunday",
/// "till the 15th", "for two weeks").
struct PauseUntilForm: Form {
    /// The habit to pause; nil pauses everything.
    let habit: UUID?
    let start: Day

    func prompt(in turn: inout Turn) -> String { turn.text(.pauseUntilWhen, ["name": name(in: turn)]) }

    func expectation(in turn: inout Turn, prompt: String) -> Expectation {
        Expectation(slot: "until", type: "text", prompt: prompt, quickReplies: [])
    }

    func reprompt(in turn: inout Turn) {
        if turn.state.attempts >= DialogueState.reprompts { turn.state.pending = nil; turn.say(.cancelled); return }
        turn.ask(turn.text(.pauseUntilWhen, ["name": name(in: turn)]), slot: "until", type: "text")
    }

    func answer(_ answer: Answer, in turn: inout Turn) -> Bool {
        let subject = habit.flatMap { turn.journal.habit(id: $0) }
        if habit != nil, subject == nil { turn.state.pending = nil; return false }
        if answer.isDeny { turn.state.pending = nil; turn.say(.cancelled); return true }
        // A request of its own is read as itself ("pause gym till friday" names its own habit and end).
        if let other = answer.reading, other.score >= 2, turn.isDigression(other), other.intent != .pause || (other.habit != nil && other.habit != .pronoun) {
            return false
        }
        guard let end = until(answer, &turn) else { turn.reprompt(); return true }
        turn.state.pending = nil
        turn.state.attempts = 0
        guard end >= start else { turn.say(.errorPause); return true }
        turn.pause(subject, from: start, to: end)
        return true
    }

    /// The end said: "until sunday", or with its lead left out ("sunday", "the 15th", "two weeks").
    private func until(_ answer: Answer, _ turn: inout Turn) -> Day? {
        let understanding = turn.understanding
        let core = understanding.core(answer.utterance, answer.range)
        let w = Array(answer.utterance.norms[core])
        guard !w.isEmpty else { return nil }
        let extract = understanding.extract
        for words in [w, ["until"] + w, ["for"] + w] {
            if let (day, n) = extract.untilAt(words, 0, today: turn.context.today, calendar: turn.context.calendar), n == words.count { return day }
        }
        return nil
    }

    private func name(in turn: Turn) -> String { habit.flatMap { turn.journal.habit(id: $0)?.name } ?? "" }
}
