/// A problem in the language data, with the file and line it is on.
public struct LanguageError: Error, Hashable, Sendable, CustomStringConvertible {
    public let file: String
    public let line: Int
    public let message: String
    public var description: String { line > 0 ? "\(file):\(line): \(message)" : "\(file): \(message)" }
}

/// One `[kind name args…]` section of an Intents file and its entry lines.
struct Section {
    struct Line {
        let text: String
        let number: Int
    }
    let kind: String
    let name: String
    let arguments: [String]
    let file: String
    let line: Int
    var lines: [Line] = []

    func error(_ message: String, at line: Int? = nil) -> LanguageError {
        LanguageError(file: file, line: line ?? self.line, message: message)
    }
}

/// Splits an Intents file into sections: `#` comment lines and blank lines are skipped.
func parseSections(_ text: String, file: String) throws(LanguageError) -> [Section] {
    var sections: [Section] = []
    var number = 0
    for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
        number += 1
        let line = raw.trimmingCharacters(in: " \t\r")
        if line.isEmpty || line.hasPrefix("#") { continue }
        if line.hasPrefix("[") {
            guard line.hasSuffix("]") else { throw LanguageError(file: file, line: number, message: "a section header must end with ]") }
            let words = line.dropFirst().dropLast().split(separator: " ").map(String.init)
            guard words.count >= 2 else {
                throw LanguageError(file: file, line: number, message: "a section header is [kind name], e.g. [intent add_habit]")
            }
            sections.append(Section(kind: words[0], name: words[1], arguments: Array(words.dropFirst(2)), file: file, line: number))
            continue
        }
        guard !sections.isEmpty else {
            throw LanguageError(file: file, line: number, message: "this line comes before any [section]")
        }
        // (A pattern under a list — a list put in the middle of an intent's patterns — would be read as words of the list.)
        if ["list", "map"].contains(sections[sections.count - 1].kind), line.hasPrefix("pattern:") || line.hasPrefix("example:") {
            throw LanguageError(file: file, line: number, message: "a pattern or example belongs under an [intent …] section, not [\(sections[sections.count - 1].kind) \(sections[sections.count - 1].name)]")
        }
        sections[sections.count - 1].lines.append(Section.Line(text: line, number: number))
    }
    return sections
}

extension StringProtocol {
    func trimmingCharacters(in set: String) -> String {
        var s = Substring(self)
        while let f = s.first, set.contains(f) { s = s.dropFirst() }
        while let l = s.last, set.contains(l) { s = s.dropLast() }
        return String(s)
    }

    /// Splits "a | b | c" into trimmed, non-empty parts.
    var alternatives: [String] {
        split(separator: "|").map { $0.trimmingCharacters(in: " \t") }.filter { !$0.isEmpty }
    }
}
