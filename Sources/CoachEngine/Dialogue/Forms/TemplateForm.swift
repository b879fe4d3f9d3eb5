import Foundation
import HabitDomain

/// "Here's a simple morning routine: … Add them all?" — yes adds them together; "just the first two", "only water and
/// stretching", "without the bed one" add some; no adds none. Anything else is read afresh.
struct TemplateForm: Form {
    let template: String
    let drafts: [HabitDraft]

    func prompt(in turn: inout Turn) -> String { turn.templateOfferText(template, drafts) }

    func expectation(in turn: inout Turn, prompt: String) -> Expectation { .confirm(prompt, turn.language.quick("yes_no")) }

    func reprompt(in turn: inout Turn) {
        turn.state.pending = nil
        turn.say(.fallback)
    }

    func answer(_ answer: Answer, in turn: inout Turn) -> Bool {
        if let chosen = turn.picked(answer, names: drafts.map { $0.name ?? "" }).map({ $0.map { drafts[$0] } }) {
            turn.state.pending = nil
            if chosen.isEmpty { turn.say(.confirmDeclined) } else { turn.addTemplate(chosen) }
            return true
        }
        if answer.isAffirm { turn.state.pending = nil; turn.addTemplate(drafts); return true }
        if answer.isDeny { turn.state.pending = nil; turn.say(.confirmDeclined); return true }
        turn.state.pending = nil
        // "going to the gym": an activity said in place of the list is the habit meant — added as any new one is.
        if answer.reading == nil || answer.intent == .addHabit {
            let draft = turn.understanding.reader.draft(answer.utterance, turn.understanding.core(answer.utterance, answer.range))
            if let name = draft.name, draft.leftover != true, turn.understanding.reader.namesActivity(turn.language.tokenize(name).norms) {
                turn.startAdding([draft])
                return true
            }
        }
        return false
    }
}

extension Turn {
    /// The items of an offered list an answer picks, by index: "the first two" (a count from the top), "without …" /
    /// "except …" (all but those named), "just …" / "only …" (those named). Nil when the answer picks in none of these
    /// ways.
    mutating func picked(_ answer: Answer, names: [String]) -> [Int]? {
        let w = answer.utterance.norms, r = answer.range
        let vocabulary = language.vocabulary
        // "the first two", "just the first 3".
        if let k = r.first(where: { vocabulary.has("first_word", w[$0]) }), let (n, _) = understanding.extract.numberAt(w, k + 1), n > 0 {
            return Array(names.indices.prefix(n))
        }
        let dropping = r.first { vocabulary.match("leave_out_word", in: w, at: $0, fuzzy: false) != nil }
        let keeping = r.first { vocabulary.match("only_word", in: w, at: $0, fuzzy: false) != nil }
        guard let start = dropping ?? keeping else { return nil }
        let n = vocabulary.match("leave_out_word", in: w, at: start, fuzzy: false) ?? vocabulary.match("only_word", in: w, at: start, fuzzy: false) ?? 1
        // The items the rest of the words name, each by its best word match.
        let said = Array(w[(start + n)..<r.upperBound]).filter { !language.lightWords.contains($0) && !vocabulary.has("list_joiner", $0) }
        guard !said.isEmpty else { return nil }
        let named = names.indices.filter { k in
            let words = language.tokenize(names[k]).norms
            return said.contains { s in words.contains { Resolver.score([s], name: [$0]) >= Resolver.partOfName - 1 } }
        }
        guard !named.isEmpty else { return nil }
        return dropping != nil ? names.indices.filter { !named.contains($0) } : named
    }
}
