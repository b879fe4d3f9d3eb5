import Foundation
import HabitDomain

/// How the coach reads a message, for `habitat explain`: each clause's command with its score and the rule that
/// matched, the runner-up, and every part found in the words. Reading changes nothing.
public struct Explanation: Sendable {
    public struct Clause: Sendable {
        public let words: String
        /// "log_done", or nil when nothing fits.
        public let command: String?
        public let score: Double
        /// `logging.habitat:42  pattern text`.
        public let rule: String?
        /// The best reading of another command, if any, and its score: a small margin means an uncertain reading.
        public let runnerUp: (command: String, score: Double)?
        /// What the dialogue is given: the typed command ("log done: Yoga on 2026-03-03").
        public let does: String?
        /// The command's slots, as `name: value`.
        public let slots: [String]
    }

    public let clauses: [Clause]
    /// Words read as no clause's: what was said not to be done ("instead of reading"), a value set aside ("not 2"), a
    /// reason before "so".
    public let setAside: [String]
    /// The parts found anywhere in the message: `kind: value (words)`.
    public let parts: [String]

    public var text: String {
        var lines: [String] = []
        for (k, clause) in clauses.enumerated() {
            lines.append("clause \(k + 1): \"\(clause.words)\"")
            guard let command = clause.command else { lines.append("  nothing fits"); continue }
            lines.append("  command: \(command) (score \(String(format: "%.2f", clause.score)))")
            if let does = clause.does { lines.append("  does: \(does)") }
            if let rule = clause.rule { lines.append("  rule: \(rule)") }
            if let (other, score) = clause.runnerUp {
                lines.append("  runner-up: \(other) (score \(String(format: "%.2f", score)), margin \(String(format: "%.2f", clause.score - score)))")
            }
            for slot in clause.slots { lines.append("  " + slot) }
        }
        if !setAside.isEmpty { lines.append("set aside: " + setAside.map { "\"\($0)\"" }.joined(separator: ", ")) }
        lines.append("parts:")
        lines += parts.isEmpty ? ["  none"] : parts.map { "  " + $0 }
        return lines.joined(separator: "\n") + "\n"
    }
}

extension Coach {
    /// Only the read stage: the commands a message would give, by intent name. For the benchmark.
    public func read(_ text: String, state: DialogueState, context: CoachContext) -> [String] {
        let understanding = Understanding(language: language, journal: context.journal, focus: state.focus, today: context.today,
                                          calendar: context.calendar)
        return understanding.requests(text).map(\.intent.rawValue)
    }

    /// How a message would be read in this state; nothing is changed.
    public func explain(_ text: String, state: DialogueState, context: CoachContext) -> Explanation {
        let understanding = Understanding(language: language, journal: context.journal, focus: state.focus, today: context.today,
                                          calendar: context.calendar)
        return understanding.explain(text)
    }
}

extension Understanding {
    func explain(_ text: String) -> Explanation {
        let u = language.tokenize(text)
        var read: [Explanation.Clause] = []
        for clause in clauses(u) {
            let words = u.norms[clause].joined(separator: " ")
            guard let request = requests(u, clause).first else {
                read.append(.init(words: words, command: nil, score: 0, rule: nil, runnerUp: nil, does: nil, slots: []))
                continue
            }
            let others = Set(Intent.allCases).subtracting([request.intent])
            let second = Understanding(sharing: self).best(u, clause, only: others)
            read.append(.init(words: words, command: request.intent.rawValue, score: request.score,
                                 rule: language.describe(request.rule), runnerUp: second.map { ($0.intent.rawValue, $0.score) },
                                 does: does(Command(request)), slots: slots(request)))
        }
        // The runs of words outside every clause (punctuation aside).
        let kept = Set(clauses(u).flatMap { $0 })
        var aside: [String] = [], run: [Int] = []
        for k in 0..<u.tokens.count {
            if kept.contains(k) || [".", ","].contains(u.norms[k]) {
                if let first = run.first, let last = run.last { aside.append(u.original(first..<(last + 1))) }
                run = []
            } else {
                run.append(k)
            }
        }
        if let first = run.first, let last = run.last { aside.append(u.original(first..<(last + 1))) }
        return Explanation(clauses: read, setAside: aside, parts: parts(u))
    }

    private func name(_ reference: Reference) -> String {
        switch reference {
        case .habit(let id): return journal.habit(id: id)?.name ?? "?"
        case .ambiguous(let ids): return "one of " + ids.compactMap { journal.habit(id: $0)?.name }.joined(separator: " / ")
        case .unknown(let words): return "unknown \"\(words)\""
        case .pronoun: return "it (\(focus.flatMap { journal.habit(id: $0)?.name } ?? "nothing yet"))"
        }
    }

    /// The typed command in a line: its case, and what it acts on.
    private func does(_ command: Command) -> String {
        func about(_ reference: Reference?) -> String { reference.map(name) ?? "(none named)" }
        func days(_ spec: LogSpec) -> String { spec.days.isEmpty ? "today" : spec.days.map(\.iso).joined(separator: ", ") }
        func habits(_ spec: LogSpec) -> String { spec.everything ? "everything due" : spec.references.isEmpty ? "(none named)" : spec.references.map(name).joined(separator: ", ") }
        let asked = " (asked first)"
        func change(_ edit: HabitEdit) -> String {
            switch edit {
            case .schedule(let s): return "schedule \(language.words(for: s))"
            case .tier(let t): return "tier \(t.rawValue)"
            case .polarity(let p): return "polarity \(p.rawValue)"
            case .rename(let name): return "rename to \"\(name)\""
            case .reminder(let t): return "reminder " + (t.map { "\($0)" } ?? "off")
            default: return Mirror(reflecting: edit).children.first?.label ?? "\(edit)"
            }
        }
        switch command {
        case .log(let r):
            return "log \(r.state?.rawValue ?? "cleared"): \(habits(r.spec)) on \(days(r.spec))" + (r.offerOnly ? " (offered, not done)" : "")
        case .askDay(let spec): return "ask what is logged: \(habits(spec)) on \(days(spec))"
        case .add(let drafts): return "add \(drafts.count) habit\(drafts.count == 1 ? "" : "s")"
        case .edit(let reference, let edit, let unsure): return "edit \(about(reference)): \(change(edit))" + (unsure ? asked : "")
        case .schedule(let reference, let schedule, let unsure, _): return "schedule \(about(reference)): \(language.words(for: schedule))" + (unsure ? asked : "")
        case .tier(let reference, let tier, let unsure): return "tier \(about(reference)): \(tier.rawValue)" + (unsure ? asked : "")
        case .settings(let reference, let edits): return "edit \(about(reference)): " + edits.map(change).joined(separator: ", ")
        case .reminder(let reference, let ask):
            return "reminder \(about(reference)): " + (ask.askTime ? "time to ask" : ask.time.map { "\($0)" } ?? "off") + (ask.also ? ", beside the others" : "")
        case .pause(let reference, let when):
            let span = [when.day.map { "on \($0.iso)" }, when.until.map { "until \($0.iso)" }, when.period.map { "\($0.unit)" }].compactMap { $0 }
            return "pause \(reference.map(name) ?? "everything") \(span.joined(separator: " "))" + (when.offerOnly ? " (offered, not done)" : "")
        case .correctDay(let day, let shift, let also, let habit):
            return "move the last log" + (habit.map { " of \(name($0))" } ?? "") + " to " + (day?.iso ?? shift.map { "\($0) day(s) from it" } ?? "?") + (also ? " (as well, not instead)" : "")
        case .correctAmount(let amount, let unit):
            return "make the amount just logged \(amount)" + (unit.isEmpty ? "" : " \(unit)")
        case .amountLess(let amount):
            return "take \(amount) off the amount just logged"
        case .amountAgain(let amount, let unit):
            return "\(amount)" + (unit.isEmpty ? "" : " \(unit)") + " again: the amount just logged, if one was; else the target"
        case .snooze(let reference, let minutes, let noneIsGoodbye):
            return "snooze \(reference.map(name) ?? "the reminder that just went off") for \(minutes) min"
                + (noneIsGoodbye ? " (a goodbye when none went off)" : "")
        default:
            return Mirror(reflecting: command).children.first?.label ?? "\(command)"
        }
    }

    private func slots(_ r: Request) -> [String] {
        var out: [String] = []
        if let h = r.habit { out.append("habit: " + name(h)) }
        if !r.habits.isEmpty { out.append("habits: " + r.habits.map(name).joined(separator: ", ")) }
        if case .group(let id)? = r.group { out.append("group: " + (journal.group(id: id)?.name ?? "?")) }
        if case .unknown(let words)? = r.group { out.append("group: unknown \"\(words)\"") }
        if let v = r.name { out.append("name: \(v)") }
        if let v = r.schedule { out.append("schedule: \(language.words(for: v))") }
        if let v = r.tier { out.append("tier: \(v.rawValue)") }
        if let v = r.polarity { out.append("polarity: \(v.rawValue)") }
        if let v = r.number { out.append("number: \(v)") }
        if let v = r.time { out.append("time: \(v)") }
        if let v = r.text { out.append("text: \(v)") }
        if let v = r.day { out.append("day: \(v.iso)") }
        if let v = r.until { out.append("until: \(v.iso)") }
        if let v = r.minutes { out.append("duration: \(v) min") }
        if let log = r.log {
            if log.everything { out.append("log: everything") }
            if !log.references.isEmpty { out.append("log habits: " + log.references.map(name).joined(separator: ", ")) }
            if !log.days.isEmpty { out.append("log days: " + log.days.map(\.iso).joined(separator: ", ")) }
            if let note = log.note { out.append("note: \(note)") }
            if let aside = log.aside { out.append("aside: \(aside)") }
        }
        for (k, d) in r.drafts.enumerated() {
            var parts = ["name \(d.name.map { "\"\($0)\"" } ?? "(missing)")"]
            if let s = d.schedule { parts.append("schedule \(language.words(for: s))") }
            if let t = d.tier { parts.append("tier \(t.rawValue)") }
            if let p = d.polarity { parts.append("polarity \(p.rawValue)") }
            if let t = d.reminder { parts.append("reminder \(t)") }
            if let why = d.description { parts.append("why \"\(why)\"") }
            if d.leftover == true { parts.append("leftover words, not a name") }
            if let t = d.target { parts.append("target \(t.words(d.schedule ?? .daily))") }
            if let unread = d.unread { parts.append("words left over: \"\(unread)\" (asked first)") }
            else if let loose = d.loose, d.unsure == true { parts.append("words not read: \"\(loose)\" (asked first)") }
            else if d.unsure == true { parts.append("asked first") }
            out.append("new habit \(k + 1): " + parts.joined(separator: ", "))
        }
        return out
    }

    /// Every typed value the extractors see, wherever it is.
    private func parts(_ u: Utterance) -> [String] {
        let w = u.norms
        var out: [String] = []
        func at(_ i: Int, _ n: Int) -> String { "(\(u.original(i..<(i + n))))" }
        var i = 0
        while i < w.count {
            if let (days, n) = extract.daysAt(w, i, today: today) {
                out.append("day\(days.count > 1 ? "s" : ""): \(days.map(\.iso).joined(separator: ", ")) \(at(i, n))"); i += n; continue
            }
            if let (s, n) = extract.scheduleAt(w, i) { out.append("schedule: \(language.words(for: s)) \(at(i, n))"); i += n; continue }
            if let (t, n) = extract.tierAt(w, i, needsLead: false) { out.append("tier: \(t.rawValue) \(at(i, n))"); i += n; continue }
            if let (t, n) = extract.timeAt(w, i) { out.append("time: \(t.map(\.description) ?? "not a time of day") \(at(i, n))"); i += n; continue }
            if extract.pastTense(w[i]) { out.append("past tense: \(w[i])") }
            if vocabulary.match("future_cue", in: w, at: i, fuzzy: false) != nil { out.append("plan: \(w[i])") }
            if let n = vocabulary.match("avoid_cue", in: w, at: i, fuzzy: false) { out.append("avoid cue \(at(i, n))") }
            var found = false
            for n in stride(from: min(4, w.count - i), through: 1, by: -1) where !found {
                let span = Array(w[i..<(i + n)])
                guard span.contains(where: { !language.lightWords.contains($0) && $0 != "," && $0 != "." }) else { continue }
                if case .habit(let id) = resolver.habit(span, raw: "", synonyms: true) {
                    out.append("habit: \(journal.habit(id: id)?.name ?? "?") \(at(i, n))")
                    i += n
                    found = true
                }
            }
            if !found { i += 1 }
        }
        if u.tokens.contains(where: { $0.raw == "?" }) { out.append("question mark") }
        return out
    }
}
