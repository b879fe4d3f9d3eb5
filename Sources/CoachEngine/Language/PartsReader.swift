import Foundation
import HabitDomain

/// The last reader tried on a clause no pattern reads: the command is put together from the clause's typed parts — a
/// habit or group the person has, a schedule, a tier, a time, a count — when every other word is one that says
/// nothing of its own (a filler, a polite frame, a small joining word, a word of editing or reminding).
///
/// It covers ways of saying an edit that no pattern spells ("drop reading to 3x a week pls", "gym - tue and thu from
/// now on", "for creative 2 of the 3"), and it never guesses: a word left over, two habits, or parts that don't make
/// one command give no reading. A schedule or tier said with no word of editing is asked about first.
extension Understanding {
    func partsTalk(_ u: Utterance, _ r: Range<Int>) -> Request? {
        let w = u.norms
        var habit: Reference? = nil, group: UUID? = nil
        var schedule: Schedule? = nil, tier: Tier? = nil, time: TimeOfDay? = nil, number: Int? = nil
        var editing = false, reminding = false
        var i = r.lowerBound
        let scope = Array(w[..<r.upperBound])
        func once<T>(_ slot: inout T?, _ value: T) -> Bool {
            guard slot == nil else { return false }
            slot = value
            return true
        }
        words: while i < r.upperBound {
            if w[i] == "," || w[i] == "-" || w[i] == ":" { i += 1; continue }
            // ("make my exercise group need 2 of them a day": after a group, the words that say how many of it are needed.)
            if group != nil, let n = ["group_noun", "require_lead", "require_tail"].lazy.compactMap({ self.vocabulary.match($0, in: scope, at: i, fuzzy: false) }).first {
                i += n
                continue
            }
            // Typed parts first, longest first: "at least 2 of the 3", "3x a week", "7:30".
            if let (s, n) = extract.scheduleAt(scope, i) {
                guard once(&schedule, s) else { return nil }
                i += n
                continue
            }
            if let (t, n) = extract.tierAt(scope, i, needsLead: false) {
                guard once(&tier, t) else { return nil }
                i += n
                continue
            }
            if let (t, n) = extract.timeAt(scope, i), let t, n > 1 || w[i].contains(":") {
                guard once(&time, t) else { return nil }
                i += n
                continue
            }
            // A count of a group's habits: "2", "at least 2 of the 3".
            for n in stride(from: min(7, r.upperBound - i), through: 1, by: -1) {
                var counted = Request(intent: .groupRequire, score: 0)
                if slot(.number, u, i..<(i + n), into: &counted) != nil, let k = counted.number {
                    guard once(&number, k) else { return nil }
                    i += n
                    continue words
                }
            }
            // A habit or a group the person has, by its name.
            for n in stride(from: min(4, r.upperBound - i), through: 1, by: -1) {
                let span = Array(w[i..<(i + n)])
                guard !language.lightWords.contains(span[0]), !language.lightWords.contains(span[n - 1]) else { continue }
                if let g = journal.groups.first(where: { Text.key($0.name) == Text.key(span.joined(separator: " ")) }) {
                    guard group == nil else { return nil }
                    group = g.id
                    i += n
                    continue words
                }
                if case .habit(let id) = resolver.habit(span, raw: "") {
                    guard habit == nil else { return nil }
                    habit = .habit(id)
                    i += n
                    continue words
                }
            }
            // Words of editing or reminding say which command; the rest must say nothing of their own.
            if let n = vocabulary.match("edit_verb", in: scope, at: i, fuzzy: false) { editing = true; i += n; continue }
            if let n = vocabulary.match("reminder_word", in: scope, at: i, fuzzy: false) ?? vocabulary.match("remind_verb", in: scope, at: i, fuzzy: false) {
                reminding = true
                i += n
                continue
            }
            if let n = ["filler_start", "filler_end", "hedge", "politeness", "request_start", "reminder_ask", "want_prefix", "schedule_tail",
                        "possessive", "article", "conjunction", "part_link"].lazy.compactMap({ self.vocabulary.match($0, in: scope, at: i, fuzzy: false) }).first {
                i += n
                continue
            }
            if language.lightWords.contains(w[i]) { i += 1; continue }
            return nil
        }
        var request: Request
        switch (habit, group, schedule, tier, time, number) {
        case (let h?, nil, nil, nil, let t?, nil) where reminding:
            request = Request(intent: .setReminder, score: 1.5, habit: h, time: t)
        case (let h?, nil, .weekdays?, nil, let t?, nil) where reminding:
            // "read reminder 8am weekdays": the days are the reminder's.
            request = Request(intent: .setReminder, score: 1.5, habit: h, schedule: schedule, time: t)
        case (let h?, nil, let s?, nil, nil, nil) where !reminding:
            request = Request(intent: .changeSchedule, score: 1.5, habit: h, schedule: s)
            request.unsure = !editing
        case (let h?, nil, nil, let t?, nil, nil) where !reminding:
            request = Request(intent: .changeTier, score: 1.5, habit: h, tier: t)
            request.unsure = !editing
        case (nil, let g?, nil, nil, nil, let k?) where !reminding:
            request = Request(intent: .groupRequire, score: 1.5, group: .group(g), number: k)
        default:
            return nil
        }
        request.rule = .reader(.partsTalk)
        return request
    }
}
