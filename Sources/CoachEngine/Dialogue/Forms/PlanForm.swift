import Foundation
import HabitDomain

/// "Here's a plan around your day: • Yoga at 07:00, in the morning … Set these 3 reminders?" — yes sets them together;
/// "just the first two", "without reading" set some; no sets none. Anything else is read afresh.
struct PlanForm: Form {
    let plan: [PlannedReminder]

    func prompt(in turn: inout Turn) -> String { turn.planOfferText(plan) }

    func expectation(in turn: inout Turn, prompt: String) -> Expectation { .confirm(prompt, turn.language.quick("yes_no")) }

    func reprompt(in turn: inout Turn) {
        turn.state.pending = nil
        turn.say(.fallback)
    }

    func answer(_ answer: Answer, in turn: inout Turn) -> Bool {
        let names = plan.map { turn.journal.habit(id: $0.habit)?.name ?? "" }
        if let chosen = turn.picked(answer, names: names) {
            turn.state.pending = nil
            if chosen.isEmpty { turn.say(.confirmDeclined) } else { turn.setPlan(chosen.map { plan[$0] }) }
            return true
        }
        if answer.isAffirm { turn.state.pending = nil; turn.setPlan(plan); return true }
        if answer.isDeny { turn.state.pending = nil; turn.say(.confirmDeclined); return true }
        turn.state.pending = nil
        return false
    }
}
