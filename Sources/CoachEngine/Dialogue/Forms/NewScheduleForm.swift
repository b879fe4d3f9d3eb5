import Foundation
import HabitDomain

/// A change of how often asked for without the new schedule ("can we change how often i stretch"): "How often would you
/// like "Stretch"?" — the schedule said next is the change.
struct NewScheduleForm: Form {
    let habit: UUID

    func prompt(in turn: inout Turn) -> String { turn.text(.askNewSchedule, ["name": turn.journal.habit(id: habit)?.name ?? ""]) }

    func expectation(in turn: inout Turn, prompt: String) -> Expectation {
        Expectation(slot: "schedule", type: "schedule", prompt: prompt, quickReplies: turn.language.quick("schedule"))
    }

    func reprompt(in turn: inout Turn) {
        if turn.state.attempts >= DialogueState.reprompts { turn.state.pending = nil; turn.say(.cancelled); return }
        turn.ask(turn.text(.repromptNewSchedule, ["name": turn.journal.habit(id: habit)?.name ?? ""]), slot: "schedule", type: "schedule",
                 quick: turn.language.quick("schedule"))
    }

    func answer(_ answer: Answer, in turn: inout Turn) -> Bool {
        guard let habit = turn.journal.habit(id: self.habit) else { turn.state.pending = nil; return false }
        if answer.isDeny { turn.state.pending = nil; turn.say(.cancelled); return true }
        // A command about something else, or a question, is read as itself ("make piano every day" names its own habit).
        if let other = answer.reading, other.score >= 2, turn.isDigression(other)
            || (Understanding.changes.contains(other.intent) && !(other.intent == .changeSchedule && (other.habit == nil || other.habit == .pronoun))) {
            return false
        }
        guard let said = turn.answerSchedule(answer.utterance, answer.range) else { turn.reprompt(); return true }
        turn.state.pending = nil
        turn.state.attempts = 0
        turn.perform(.schedule(said.schedule), on: habit)
        return true
    }
}
