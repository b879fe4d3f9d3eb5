import Foundation
import HabitDomain

/// "What got in the way, if anything — and what helped?" at the end of a review: the next message is its answer, kept
/// as a reflection — its words, the day, the review's week or month and the habits it names — with no question asked
/// (keeping it is what the person did by answering; "undo" takes it back). A brush-off ("nothing really", "idk",
/// "skip") keeps nothing; a message that asks for something of its own ("did yoga today", "add stretching", "how was
/// last week?") is read afresh as that, and the question is let go.
struct ReflectionForm: Form {
    let question: ReflectionQuestion

    func prompt(in turn: inout Turn) -> String { question.question }

    func expectation(in turn: inout Turn, prompt: String) -> Expectation {
        Expectation(slot: "reflection", type: "text", prompt: prompt, quickReplies: turn.language.quick("reflection"))
    }

    /// A bare "yes" or "ok" says nothing to keep: the words are asked for once more, then the question is let go.
    func reprompt(in turn: inout Turn) {
        if turn.state.attempts >= 2 {
            turn.state.pending = nil
            turn.say(.reflectionPassed)
            return
        }
        turn.ask(turn.text(.reflectionGoOn), slot: "reflection", type: "text", quick: turn.language.quick("reflection"))
    }

    func answer(_ answer: Answer, in turn: inout Turn) -> Bool {
        if asksOfItsOwn(answer, &turn) {
            turn.state.pending = nil
            return false
        }
        let u = answer.utterance
        let vocabulary = turn.language.vocabulary
        let words = u.norms[turn.understanding.core(u, answer.range)].filter { ![",", ".", "!", "?"].contains($0) }
        if answer.isDeny || answer.intent == .unsure || answer.intent == .finish || vocabulary.isExactly("reflection_pass", Array(words)) {
            turn.state.pending = nil
            turn.say(.reflectionPassed)
            return true
        }
        // "yes", "ok", "hmm": nothing said yet.
        if words.allSatisfy({ word in ["filler_start", "answer_filler", "affirm"].contains { vocabulary.isExactly($0, [word]) } }) {
            turn.reprompt()
            return true
        }
        keep(answer, in: &turn)
        return true
    }

    /// Whether the message asks for something of its own, as it would be read with no question open: a word to the
    /// coach ("undo", "thanks"), a question ("how was last week?", "show my notes"), a log that says its day ("did yoga
    /// today"), a change said as one ("add stretching", "make yoga twice a week"), or something to be told or offered
    /// that isn't said of oneself ("any tips for reading", "set up a morning routine"). Talk of the week that only
    /// reads like a request is the answer: "skipped the run twice because of work" (a skip today?), "yoga, because I
    /// actually enjoy it" (a description?), "I keep forgetting to meditate" (a tip?).
    private func asksOfItsOwn(_ answer: Answer, _ turn: inout Turn) -> Bool {
        guard let reading = answer.reading else { return false }
        switch reading.intent {
        case .affirm, .deny, .unsure, .finish, .feeling, .smallTalk, .setProfile: return false
        case .cancel, .undo, .help, .greet, .thanks, .goodbye: return true
        default: break
        }
        // ("how many more yoga sessions do i need this week": a question about a habit, however loosely its habit is said.)
        if !Understanding.changes.contains(reading.intent), let first = turn.understanding.core(answer.utterance, answer.range).first,
           turn.language.vocabulary.match("question_start", in: answer.utterance.norms, at: first, fuzzy: false) != nil { return true }
        guard reading.score >= 1.5 else { return false }
        if Understanding.reports.contains(reading.intent) {
            guard let log = reading.log else { return false }
            return log.allResolved && !log.days.isEmpty
        }
        let u = answer.utterance
        let core = turn.understanding.core(u, answer.range)
        guard let first = core.first else { return false }
        let vocabulary = turn.language.vocabulary
        func starts(_ list: String) -> Bool { vocabulary.match(list, in: u.norms, at: first, fuzzy: false) != nil }
        if Turn.queries.contains(reading.intent) || u.tokens[answer.range].contains(where: { $0.raw == "?" }) || starts("question_start") { return true }
        if ["command_start", "edit_verb", "request_start"].contains(where: starts) { return true }
        let changes = Understanding.changes.contains(reading.intent) || [.reorder, .snooze].contains(reading.intent)
        return !changes && !starts("first_person")
    }

    /// Keeps the answer: the words as typed, and the habits they name (the one resolver's reading; a word that fits
    /// several habits names them all).
    private func keep(_ answer: Answer, in turn: inout Turn) {
        let u = answer.utterance
        let said = answer.range == 0..<u.tokens.count ? String(u.text) : u.original(answer.range)
        let text: String
        do {
            guard let clean = try Text.note(said) else { turn.reprompt(); return }
            text = clean
        } catch {
            // Too long to keep: said so, and the question stays open for a shorter answer.
            turn.say(error)
            turn.keepAsking()
            return
        }
        let habits = turn.understanding.resolver.habitsNamed(Array(u.norms[answer.range]))
        let reflection = Reflection(id: turn.newID(), day: turn.context.today, start: question.start, end: question.end, text: text, habits: habits)
        let when = turn.spanWords(question.month ? .month : .week, containing: question.start)
        turn.state.pending = nil
        turn.state.attempts = 0
        turn.commit([.addReflection(reflection)], undo: turn.text(.undoReflection, ["when": when]))
        let names = habits.compactMap { turn.journal.habit(id: $0)?.name }
        if names.isEmpty {
            turn.say(.reflectionKept, ["when": when])
        } else {
            turn.say(.reflectionKeptFor, ["when": when, "names": turn.quoted(names)])
        }
    }
}
