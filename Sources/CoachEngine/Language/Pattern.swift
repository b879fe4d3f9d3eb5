/// The kinds of slot a pattern can capture.
enum SlotKind: String, CaseIterable, Sendable {
    case spec, scheduledSpec = "scheduled_spec", habit, habits, group, name, schedule, tier, polarity, number, time, text
    /// Several settings at once: "optional and twice a week", "every morning at 7".
    case settings
    /// Habits being logged, with an optional day and note: "my reading yesterday: 20 pages".
    case log
    /// The same, but only when a day or a note is said ("journaled yesterday").
    case datedLog = "dated_log"
    /// A day: "today", "yesterday", "on Monday", "3 days ago".
    case day
    /// The end of a stretch from today: "until Sunday", "for two weeks".
    case until
    /// A week or month gone by or running: "last week", "in february", "2 months ago", "the week of March 2nd".
    case period
    /// Something said about one's day: "work 9 to 5", "get up at 6", "am a night owl".
    case profile
    /// How much: "6 glasses", "10 km", "6" (in the habit's own unit).
    case amount
    /// How long from now, in minutes: "20 minutes", "an hour", "half an hour", "1 hour 30 mins".
    case duration

    /// Slots whose words are read by a strict extractor, bounded in length.
    var maxWords: Int {
        switch self {
        case .habit, .group, .number, .time, .day, .until, .period, .amount, .duration: return 10
        case .profile: return 14
        // Remarks run longer: "a nice extra, don't count it for good days".
        case .schedule, .settings, .tier, .polarity: return 16
        case .habits: return 40
        // Logging messages are short; a bound keeps long messages cheap to match.
        case .log, .datedLog: return 24
        case .spec, .scheduledSpec, .name, .text: return .max
        }
    }
}

/// One element of a pattern.
indirect enum PatternElement: Sendable {
    /// One of several word sequences; `optional` lets it match nothing.
    case words([[String]], optional: Bool)
    /// Any phrase of a vocabulary list.
    case list(String)
    case slot(SlotKind, optional: Bool)
}

/// What a pattern means beyond the words its slots read, written beside it in Intents/ after "=>":
/// `pattern: how was my month => period: month`. Keys and values are checked when the language loads.
struct Meaning: Sendable, Hashable {
    /// `habit: it` — about the habit last talked about ("for a week", answering "until when?").
    var aboutFocus = false
    /// `period: week` or `period: month` — the week or month running now.
    var period: CalendarSpan.Unit?
    /// `verb: none` — the clause is only what it names (a habit, a day, a schedule); no verb says what to do.
    var verbless = false
    /// `habits: mine` — read only when a habit named is one the person has ("reading: yoga, journaling").
    var needsOwnHabit = false
    /// `ask: time` — the time is still to be asked ("set up a reminder for vitamins").
    var asksTime = false
    /// `days: habit` — the days are the habit's own ("remind me at 7am on those days").
    var habitDays = false
    /// `days: swap` — the days said first ({text}) are traded for the days said after ({schedule}), the habit's other days
    /// kept ("move yoga from tuesdays to wednesdays").
    var swapsDays = false
    /// `days: drop` — the days said ({schedule}) come off the habit's days ("no wait, not fridays").
    var dropsDays = false
    /// "guitar is set as a must do but it isn't one anymore": the tier said is the one it has, and the other is meant.
    var otherTier = false
    /// `ask: amount` — how much is asked about, today's total ("how much water today?").
    var asksAmount = false
    /// `ask: schedule` — a change of how often, the new schedule still to be asked ("can we change how often i stretch").
    var asksSchedule = false
    /// `ask: first` — said loosely enough that the change is asked as a question before it is made ("change gym to lift
    /// heavy things": a new name, or another habit in its place?).
    var asksFirst = false
    /// `said: target` — the target is named ("change the target to 60"): never a correction of the amount just logged,
    /// which a number said again of the habit just talked about is ("make that 1.75").
    var targetSaid = false
    /// `amount: less` — how much to take off the amount just logged ("take one off", "minus 2").
    var amountLess = false
    /// `amount: one` — one more of what the words don't count ("and another").
    var amountOne = false
    /// `obstacle: forgetting` (or time, too_big, motivation, environment, all_or_nothing) — what gets in the way, in a tip
    /// question ("I keep forgetting to meditate").
    var obstacle: Obstacle?
    /// `mood: low` (or stressed, proud, behind) — how someone says they feel.
    var mood: Mood?
    /// `template: morning` — a set of habits to offer, from the lines of `[map template]` for it.
    var template: String?
    /// `place: first` (or last, before, after) — where a habit is moved to in the list ("put reading first").
    var place: Placement.Kind?
    /// `minutes: 10` — how long, when the words don't say it: a bare "snooze", "later" (1 to 1440).
    var minutes: Int?
    /// `none: goodbye` — with no reminder just gone off to put off, the words are a goodbye ("later").
    var noneIsGoodbye = false
    /// `it: reminder` — "it" or "that" is the reminder that just went off, not the habit last talked about ("snooze it").
    var itIsReminder = false
    /// `day: said` — a log only of a day said, or carried from the report before it ("ran sunday, forgot to tick it");
    /// with none, which day is asked ("forgot to log it" alone logs nothing).
    var needsDay = false
    /// `day: before` — the days are those said before, in the same message ("…, put it down as skipped for both days").
    var daysBack = false

    /// `log: bare` — what the log's words name is all they say: no doing of their own ("no gym today" is a skip; "no, it was
    /// done yesterday" is none).
    var bareLog = false

    /// `add: declined` — the habit named is one the person says they don't want to keep at all ("I don't want a habit for
    /// German", "I don't want to track coffee"): nothing is added, and it isn't a habit to avoid either.
    var declined = false

    /// Every key and the values it takes, for the load check's error message.
    static let keys = "habit: it · period: week|month · verb: none · habits: mine · ask: time|amount|schedule|first · days: habit|swap|drop · "
        + "obstacle: " + Obstacle.allCases.map(\.rawValue).joined(separator: "|") + " · mood: " + Mood.allCases.map(\.rawValue).joined(separator: "|") + " · template: NAME · place: first|last|before|after"
        + " · minutes: 1-1440 · none: goodbye · it: reminder · day: said|before · said: target · amount: less|one · log: bare · add: declined"

    static func parse(_ text: String, fail: (String) -> LanguageError) throws(LanguageError) -> Meaning {
        var meaning = Meaning()
        for part in text.split(separator: ";") {
            let pair = part.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            switch (pair.first ?? "", pair.count == 2 ? pair[1] : "") {
            case ("habit", "it"): meaning.aboutFocus = true
            case ("period", "week"): meaning.period = .week
            case ("period", "month"): meaning.period = .month
            case ("verb", "none"): meaning.verbless = true
            case ("habits", "mine"): meaning.needsOwnHabit = true
            case ("ask", "time"): meaning.asksTime = true
            case ("days", "habit"): meaning.habitDays = true
            case ("days", "swap"): meaning.swapsDays = true
            case ("days", "drop"): meaning.dropsDays = true
            case ("tier", "other"): meaning.otherTier = true
            case ("ask", "amount"): meaning.asksAmount = true
            case ("ask", "schedule"): meaning.asksSchedule = true
            case ("ask", "first"): meaning.asksFirst = true
            case ("said", "target"): meaning.targetSaid = true
            case ("amount", "less"): meaning.amountLess = true
            case ("amount", "one"): meaning.amountOne = true
            case ("obstacle", let value) where Obstacle(rawValue: value) != nil: meaning.obstacle = Obstacle(rawValue: value)
            case ("mood", let value) where Mood(rawValue: value) != nil: meaning.mood = Mood(rawValue: value)
            case ("place", let value) where Placement.Kind(rawValue: value) != nil: meaning.place = Placement.Kind(rawValue: value)
            case ("template", let value) where !value.isEmpty && value.allSatisfy({ $0.isLetter || $0 == "_" }): meaning.template = value
            case ("minutes", let value) where Int(value).map({ (1...1440).contains($0) }) ?? false: meaning.minutes = Int(value)
            case ("none", "goodbye"): meaning.noneIsGoodbye = true
            case ("it", "reminder"): meaning.itIsReminder = true
            case ("day", "said"): meaning.needsDay = true
            case ("day", "before"): meaning.daysBack = true
            case ("log", "bare"): meaning.bareLog = true
            case ("add", "declined"): meaning.declined = true
            default: throw fail("unknown meaning \"\(part.trimmingCharacters(in: .whitespaces))\"; a pattern's meaning is one of: \(keys)")
            }
        }
        return meaning
    }
}

/// Which rule read a clause: a pattern of Intents/, or one of the readers in Swift that take talk no pattern
/// covers. The dialogue may ask which reader it was, never what a pattern's words were.
enum Rule: Sendable, Hashable {
    case none
    case pattern(file: String, line: Int)
    case reader(Reader)

    enum Reader: String, Sendable, Hashable {
        case goalTalk = "goal talk", stopTalk = "stop talk", excessTalk = "excess talk", ruleTalk = "rule talk", habitsTalk = "habits talk", partsTalk = "parts talk", markTalk = "mark talk", alsoTalk = "also talk", adviceTalk = "advice talk", askedBack = "asked back"
    }

    /// `logging.habitat:42`, or `reader: habits talk`.
    var location: String {
        switch self {
        case .none: return "-"
        case .pattern(let file, let line): return "\(file):\(line)"
        case .reader(let reader): return "reader: \(reader.rawValue)"
        }
    }
}

/// A pattern line of an intent, parsed.
struct Pattern: Sendable {
    let elements: [PatternElement]
    /// The pattern as written, for `explain` and load errors (the dialogue never reads it).
    let source: String
    let file: String
    let line: Int
    /// What it means beyond its slots, and that as written (for `explain`).
    var meaning = Meaning()
    var meaningSource: String? = nil
    /// Words and lists alone, no slot: when every word fits, the reading is certain however small its words.
    var wordsOnly: Bool { !elements.contains { if case .slot = $0 { return true } else { return false } } }
    /// For each element that must match words, the first words it could start with: a message with none of
    /// one set's words is not tried against the pattern at all. Numbers index `Language.anchors`.
    var anchors: [Int] = []

    /// The sets of words behind `anchors`.
    func anchorSets(_ vocabulary: Vocabulary) -> [Set<String>] {
        elements.compactMap { element in
            switch element {
            case .words(let options, optional: false): return Set(options.compactMap(\.first))
            case .list(let name): return Set(vocabulary.list(name).compactMap(\.first))
            case .words, .slot: return nil
            }
        }
    }

    /// Parses `rename {habit} (to|as) {name}`; words are tokenised like messages.
    static func parse(_ line: String, section: Section, line number: Int, tokenize: (String) -> [String],
                      lists: Set<String>, articles: Set<String> = []) throws(LanguageError) -> Pattern {
        func fail(_ message: String) -> LanguageError { section.error(message, at: number) }
        let halves = line.components(separatedBy: "=>")
        guard halves.count <= 2 else { throw fail("a pattern has one \"=>\" at most, before its meaning: \(line)") }
        let text = halves[0]
        let meaning = try halves.count == 2 ? Meaning.parse(halves[1], fail: fail) : Meaning()
        var elements: [PatternElement] = []
        var rest = Substring(text)
        while let c = rest.first {
            if c == " " || c == "\t" { rest = rest.dropFirst(); continue }
            switch c {
            case "{", "<", "(", "[":
                let close: Character = c == "{" ? "}" : c == "<" ? ">" : c == "(" ? ")" : "]"
                guard let end = rest.firstIndex(of: close) else { throw fail("\"\(c)\" is never closed in: \(text)") }
                let inner = String(rest[rest.index(after: rest.startIndex)..<end])
                rest = rest[rest.index(after: end)...]
                switch c {
                case "{":
                    guard let kind = SlotKind(rawValue: inner) else {
                        throw fail("unknown slot {\(inner)}; slots are \(SlotKind.allCases.map { "{\($0.rawValue)}" }.joined(separator: " "))")
                    }
                    elements.append(.slot(kind, optional: false))
                case "<":
                    guard lists.contains(inner) else { throw fail("unknown vocabulary list <\(inner)>") }
                    elements.append(.list(inner))
                case "[" where inner.hasPrefix("{") && inner.hasSuffix("}"):
                    guard let kind = SlotKind(rawValue: String(inner.dropFirst().dropLast())) else { throw fail("unknown slot \(inner)") }
                    elements.append(.slot(kind, optional: true))
                default:
                    guard !inner.contains("<"), !inner.contains("{") else {
                        throw fail("a list or a slot can't be one of several alternatives (give it a pattern of its own): \(text)")
                    }
                    let options = inner.alternatives.map(tokenize)
                    guard !options.isEmpty, options.allSatisfy({ !$0.isEmpty }) else { throw fail("empty alternative in: \(text)") }
                    elements.append(.words(options, optional: c == "["))
                }
            case "}", ">", ")", "]":
                throw fail("\"\(c)\" closes nothing in: \(text)")
            default:
                let end = rest.firstIndex(where: { " \t{<([".contains($0) }) ?? rest.endIndex
                let words = tokenize(String(rest[..<end]))
                rest = rest[end...]
                // (An article in a pattern may go unsaid.)
                for word in words { elements.append(.words([[word]], optional: articles.contains(word))) }
            }
        }
        guard !elements.isEmpty else { throw fail("empty pattern") }
        return Pattern(elements: elements, source: text.trimmingCharacters(in: " \t"), file: section.file, line: number, meaning: meaning,
                       meaningSource: halves.count == 2 ? halves[1].trimmingCharacters(in: .whitespaces) : nil)
    }
}

/// Every pattern's anchor sets, indexed by word, so a clause finds which sets it touches in one pass over its words.
struct Anchors: Sendable {
    private(set) var sets: [Set<String>] = []
    private var exact: [String: [Int]] = [:]
    /// Words that a typo may stand for (see `sameWord`), by length in bytes.
    private var fuzzy: [Int: [(word: String, sets: [Int])]] = [:]

    /// The number of a set, adding it if it is new.
    mutating func id(_ set: Set<String>) -> Int {
        if let known = sets.firstIndex(of: set) { return known }
        sets.append(set)
        for word in set { exact[word, default: []].append(sets.count - 1) }
        return sets.count - 1
    }

    mutating func finish() {
        fuzzy = [:]
        for (word, ids) in exact where word.utf8.count >= 5 { fuzzy[word.utf8.count, default: []].append((word, ids)) }
    }

    /// Whether a pattern has the word as it is.
    func has(_ word: String) -> Bool { exact[word] != nil }

    /// Which sets have a word in the clause, as the matcher compares words (a typo allowed in longer ones).
    func present(in u: Utterance, _ range: Range<Int>) -> [Bool] {
        var present = [Bool](repeating: false, count: sets.count)
        for token in u.tokens[range] where !token.quoted {
            for id in sets(touchedBy: token.norm) { present[id] = true }
        }
        return present
    }

    /// The sets a word is in, as the matcher compares words, worked out once per word for every message.
    private let touched = SharedCache<String, [Int]>(limit: 50_000)

    private func sets(touchedBy word: String) -> [Int] {
        touched.value(word) {
            var ids = exact[word] ?? []
            let length = word.utf8.count
            // (A word the patterns have as it is stands for itself, not for a slip of another: "slipped" is not "skipped".)
            guard length >= 4, ids.isEmpty else { return ids }
            for k in (length - 1)...(length + 1) {
                for entry in fuzzy[k] ?? [] where sameWord(word, entry.word, minLength: 5) { ids += entry.sets }
            }
            return ids
        }
    }
}
