import Foundation
import HabitDomain

/// What the words that name a habit come to for one command, against the journal as it is now.
enum Resolved {
    case one(Habit)
    /// Several habits fit equally well: a change asks which, a read may list them all.
    case several([Habit])
    /// None fits; the turn has said why (not found, or "which habit?").
    case none
}

extension Turn {
    /// The one answer to "which habit" for every command. "It" (or no name at all) is the habit last talked
    /// about; a habit deleted since it was read is gone, and a name that fits several is never narrowed by guessing.
    mutating func resolve(_ reference: Reference?) -> Resolved {
        switch reference {
        case .habit(let id)?:
            if let habit = journal.habit(id: id) { return .one(habit) }
        case .pronoun?, nil:
            if let habit = focusHabit { return .one(habit) }
            if let many = pointedMany { return .several(many.compactMap(journal.habit(id:))) }
        case .ambiguous(let ids)?:
            let habits = ids.compactMap(journal.habit(id:))
            if habits.count == 1 { return .one(habits[0]) }
            if habits.count > 1 { return .several(habits) }
        case .unknown(let words)?:
            say(.habitNotFound, ["name": words])
            return .none
        }
        say(.whichHabit)
        return .none
    }

    /// The habit a command acts on. When several fit, the coach asks which and keeps the command: the answer
    /// carries it out (`ClarifyForm`). Nil when there is nothing to do now (what was said says why).
    mutating func target(_ reference: Reference?, for action: HabitEdit) -> Habit? {
        // ("set a reminder at 10pm", no habit said or talked about: which of them is asked, and the answer carries it out.)
        if reference == nil || reference == .pronoun, focusHabit == nil, case let ids = journal.activeHabits.map(\.id), (2...8).contains(ids.count) {
            askWhich(ids, action)
            return nil
        }
        switch resolve(reference) {
        case .one(let habit): return habit
        case .several(let habits): askWhich(habits.map(\.id), action); return nil
        case .none: return nil
        }
    }

    /// The habits a read is about: the one named, every one that fits a name said of several, or — with no name —
    /// `unnamed`. Nil when a name fits nothing (said).
    mutating func readHabits(_ reference: Reference?, unnamed: [Habit]) -> [Habit]? {
        guard let reference else { return unnamed }
        switch resolve(reference) {
        case .one(let habit): return [habit]
        case .several(let habits): return habits
        case .none: return nil
        }
    }

    /// "Which one do you mean: "Morning run" or "Evening run"?" — the command waits on the answer.
    mutating func askWhich(_ ids: [UUID], _ action: HabitEdit) { open(.clarify(ids, action)) }
}
