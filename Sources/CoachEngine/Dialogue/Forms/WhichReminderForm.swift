import Foundation
import HabitDomain

/// ""Meditation" has reminders at 07:00 and 21:00 — which one should move to 08:00?" — a time (or "the morning one")
/// moves that one; "all of them" makes the one new reminder; no leaves them. Anything else is read afresh.
struct WhichReminderForm: Form {
    let habit: UUID
    let reminder: Reminder

    func prompt(in turn: inout Turn) -> String {
        guard let habit = turn.journal.habit(id: habit) else { return "" }
        let times = habit.reminders.map { turn.reminderWords($0) }
        return turn.text(.whichReminder, ["name": habit.name, "times": turn.series(times), "time": turn.reminderWords(reminder)])
    }

    func expectation(in turn: inout Turn, prompt: String) -> Expectation {
        let times = turn.journal.habit(id: habit)?.reminders.map { QuickReply(title: $0.time.description, value: $0.time.description) } ?? []
        return Expectation(slot: "reminder", type: "choice", prompt: prompt, quickReplies: times + turn.language.quick("all_reminders"))
    }

    func reprompt(in turn: inout Turn) {
        turn.state.pending = nil
        turn.say(.fallback)
    }

    func answer(_ answer: Answer, in turn: inout Turn) -> Bool {
        guard let habit = turn.journal.habit(id: self.habit) else { turn.state.pending = nil; return false }
        let w = answer.utterance.norms, r = answer.range
        let vocabulary = turn.language.vocabulary
        if answer.isDeny { turn.state.pending = nil; turn.say(.confirmDeclined); return true }
        // "all of them", "both": the one new reminder in their place.
        if r.contains(where: { vocabulary.match("each_word", in: w, at: $0, fuzzy: false) != nil || vocabulary.isExactly("everything", [w[$0]]) }) {
            turn.state.pending = nil
            turn.moveReminder(of: habit, from: nil, to: reminder)
            return true
        }
        // A time said, or "the morning one" / "the evening one".
        let extract = turn.understanding.extract
        let said = r.lazy.compactMap { extract.timeAt(w, $0)?.0 }.first
        let evening = r.contains { vocabulary.has("evening_word", w[$0]) }
        let morning = r.contains { vocabulary.has("morning_word", w[$0]) } && !evening
        let picked = habit.reminders.first { $0.time == said }
            ?? habit.reminders.first { said != nil && $0.time.hour % 12 == said!.hour % 12 && $0.time.minute == said!.minute }
            ?? (evening ? habit.reminders.last { $0.time.hour >= 12 } : morning ? habit.reminders.first { $0.time.hour < 12 } : nil)
        guard let picked else { turn.state.pending = nil; return false }
        turn.state.pending = nil
        turn.moveReminder(of: habit, from: picked.time, to: reminder)
        return true
    }
}
