import Foundation
import HabitDomain

/// A request to put a mark down, read from its typed parts: a verb of marking, what is marked (a habit by name, or "it",
/// "those" — the habits and days told of before it in the clause), how (done, skipped, a slip) and when.
///
/// "was down with the flu thursday and friday so no swimming or running, can you mark those as skipped", "count that as
/// my walk for yesterday", "would you be able to mark friday as a skip for swimming", "journaled on wednesday and
/// thursday, could you add those in". Every word of the request is accounted for, or there is no reading; the words
/// before it are only where "those" points. A request that says no "how" after a clause telling what wasn't done reads
/// as nothing: done or skipped would be a guess.
extension Understanding {
    func markTalk(_ u: Utterance, _ r: Range<Int>) -> Request? {
        let w = u.norms
        // (The request is the clause's last part: after its last comma, or the whole clause.)
        let starts = [r.lowerBound] + r.filter { w[$0] == "," && $0 + 1 < r.upperBound }.map { $0 + 1 }
        for start in starts.reversed() {
            if let found = markPart(u, r, from: start) { return found }
        }
        return nil
    }

    private func markPart(_ u: Utterance, _ r: Range<Int>, from start: Int) -> Request? {
        let w = u.norms
        let scope = Array(w[..<r.upperBound])
        var i = start
        // Polite words first: "can you", "would you be able to", "pls".
        func leading(_ k: Int) -> Int? {
            ["filler_start", "hedge", "politeness", "request_start", "conjunction"].lazy.compactMap { self.vocabulary.match($0, in: scope, at: k, fuzzy: false) }.first
        }
        while i < r.upperBound, let n = leading(i) { i += n }
        // ("just skip that day then": a verb of skipping says how, too.)
        let skipping = i < r.upperBound && vocabulary.has("skip_word", w[i])
        guard i < r.upperBound, let verbLength = skipping ? 1 : vocabulary.match("mark_verb", in: scope, at: i, fuzzy: false) else { return nil }
        let verb = w[i]
        i += verbLength
        var named: [Reference] = []
        var pointed = false, back = false
        var state: String? = skipping ? "skipped" : nil
        var days: [Day] = []
        while i < r.upperBound {
            if w[i] == "," || w[i] == "." { i += 1; continue }
            if let n = vocabulary.match("days_back", in: scope, at: i, fuzzy: false) { back = true; i += n; continue }
            if let hit = vocabulary.lookup("mark_state", in: scope, at: i, fuzzy: false) {
                guard state == nil || state == hit.value else { return nil }
                state = hit.value
                i += hit.length
                continue
            }
            // ("skipped not missed": a way it was not, set aside.)
            if w[i] == "not", i + 1 < r.upperBound,
               let n = vocabulary.lookup("mark_state", in: scope, at: i + 1, fuzzy: false)?.length ?? vocabulary.match("miss_word", in: scope, at: i + 1, fuzzy: false) {
                i += 1 + n
                continue
            }
            if let (said, n) = extract.daysAt(scope, i, today: today, spans: true) {
                guard days.isEmpty else { return nil }
                days = said
                i += n
                continue
            }
            // (A week or month said — "for all of last week" — is read by the rules after, from the clause's words.)
            if let (_, n) = extract.periodAt(scope, i, today: today) { i += n; continue }
            if let n = vocabulary.match("mark_pronoun", in: scope, at: i, fuzzy: false) { pointed = true; i += n; continue }
            if let (id, n) = habitAt(w, i, before: r.upperBound) {
                if !named.contains(.habit(id)) { named.append(.habit(id)) }
                i += n
                continue
            }
            if let n = vocabulary.match("mark_link", in: scope, at: i, fuzzy: false) ?? leading(i) { i += n; continue }
            if language.lightWords.contains(w[i]) { i += 1; continue }
            return nil
        }
        // ("add those in", "put it down": a verb that adds or puts marks only what was told of; "add reading" is a new habit.)
        if vocabulary.has("mark_verb_pointing", verb), !named.isEmpty || !pointed { return nil }
        guard !named.isEmpty || pointed || back else { return nil }
        // (A habit named after other words of the clause is a request of its own, read by its own rules — "reading done,
        // skipped the gym" — and so is "skip gym": only "it", "those" or "that day" point back.)
        if !named.isEmpty, start > r.lowerBound || skipping { return nil }
        // (What was told before it: the sentence's words up to the request, which may have been cut off as a clause of their own.)
        var end = start
        while end > 0, [",", "-", ";"].contains(w[end - 1]) { end -= 1 }
        let sentence = (w[..<end].lastIndex(where: { [".", "!", "?"].contains($0) }) ?? -1) + 1
        let before = sentence..<max(sentence, end)
        var references = named
        if references.isEmpty {
            // "those", "it": the habits named before it in the clause, else the one talked about.
            references = habitsNamed(u, before)
            if references.isEmpty { references = [.pronoun] }
        }
        if days.isEmpty, pointed || back, !before.isEmpty {
            // (The last run of days told before it: "thursday and friday".)
            var k = before.lowerBound
            let told = Array(w[..<before.upperBound])
            while k < before.upperBound {
                if let (said, n) = extract.daysAt(told, k, today: today, spans: true) { days = said; k += n } else { k += 1 }
            }
        }
        // ("…so no yoga, can you put those down": after what wasn't done, how it should be marked isn't said.)
        if state == nil, before.contains(where: { ["no", "not", "never"].contains(w[$0]) || vocabulary.match("miss_word", in: w, at: $0, fuzzy: false) != nil }) {
            return nil
        }
        let intent: Intent = state == "skipped" ? .logSkip : state == "slipped" ? .logSlip : .logDone
        var request = Request(intent: intent, score: 2, rule: .reader(.markTalk))
        request.log = LogSpec(references: references, days: days)
        if back, days.isEmpty { request.vagueDay = true }
        return request
    }

    /// The habits the words name, in the order said, each once.
    func habitsNamed(_ u: Utterance, _ r: Range<Int>) -> [Reference] {
        var found: [Reference] = []
        var i = r.lowerBound
        while i < r.upperBound {
            guard let (id, n) = habitAt(u.norms, i, before: r.upperBound) else { i += 1; continue }
            if !found.contains(.habit(id)) { found.append(.habit(id)) }
            i += n
        }
        return found
    }

    /// The habit named at `i` by its longest run of words (at most 4, none of them a joiner: "swimming or cycling" is two).
    private func habitAt(_ w: [String], _ i: Int, before end: Int) -> (UUID, Int)? {
        for n in stride(from: min(4, end - i), through: 1, by: -1) {
            let span = Array(w[i..<(i + n)])
            guard !language.lightWords.contains(span[0]), !language.lightWords.contains(span[n - 1]),
                  !span.contains(where: { $0 == "," || $0 == "or" || vocabulary.has("conjunction", $0) }) else { continue }
            if case .habit(let id) = resolver.habit(span, raw: "") { return (id, n) }
        }
        return nil
    }
}
