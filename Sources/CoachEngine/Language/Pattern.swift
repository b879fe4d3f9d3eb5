/// The kinds of slot a pattern can capture.
enum SlotKind: String, CaseIterable, Sendable {
    case spec, scheduledSpec = "scheduled_spec", habit, habits, group, name, schedule, tier, number, time, text
    /// Habits being logged, with an optional day and note: "my reading yesterday: 20 pages".
    case log
    /// The same, but only when a day or a note is said ("journaled yesterday").
    case datedLog = "dated_log"
    /// A day: "today", "yesterday", "on Monday", "3 days ago".
    case day
    /// The end of a stretch from today: "until Sunday", "for two weeks".
    case until

    /// Slots whose words are read by a strict extractor, bounded in length.
    var maxWords: Int {
        switch self {
        case .habit, .group, .tier, .number, .time, .day, .until: return 10
        case .schedule: return 14
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

/// A pattern line of an intent, parsed.
struct Pattern: Sendable {
    let elements: [PatternElement]
    let source: String
    let line: Int

    /// Parses `rename {habit} (to|as) {name}`; words are tokenised like messages.
    static func parse(_ text: String, section: Section, line: Int, tokenize: (String) -> [String],
                      lists: Set<String>) throws(LanguageError) -> Pattern {
        var elements: [PatternElement] = []
        var rest = Substring(text)
        func fail(_ message: String) -> LanguageError { section.error(message, at: line) }
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
                for word in words { elements.append(.words([[word]], optional: false)) }
            }
        }
        guard !elements.isEmpty else { throw fail("empty pattern") }
        return Pattern(elements: elements, source: text.trimmingCharacters(in: " \t"), line: line)
    }
}
