/// A phrase from the vocabulary, as tokens.
typealias Phrase = [String]

/// Word lists and maps from `vocabulary.habitat`, tokenised once, longest phrases first.
struct Vocabulary: Sendable {
    var lists: [String: [Phrase]] = [:]
    var maps: [String: [(value: String, phrase: Phrase)]] = [:]

    func list(_ name: String) -> [Phrase] { lists[name] ?? [] }
    func map(_ name: String) -> [(value: String, phrase: Phrase)] { maps[name] ?? [] }

    /// The longest phrase of `list` that starts at `index`, as the number of tokens it covers.
    func match(_ name: String, in words: [String], at index: Int, fuzzy: Bool = true) -> Int? {
        for phrase in list(name) where matches(phrase, words, index, fuzzy: fuzzy) { return phrase.count }
        return nil
    }

    /// The longest phrase of map `name` at `index`: its value and length.
    func lookup(_ name: String, in words: [String], at index: Int, fuzzy: Bool = true) -> (value: String, length: Int)? {
        for entry in map(name) where matches(entry.phrase, words, index, fuzzy: fuzzy) { return (entry.value, entry.phrase.count) }
        return nil
    }

    func matches(_ phrase: Phrase, _ words: [String], _ index: Int, fuzzy: Bool) -> Bool {
        guard !phrase.isEmpty, index + phrase.count <= words.count else { return false }
        for (k, word) in phrase.enumerated() {
            let typed = words[index + k]
            if fuzzy ? !sameWord(typed, word, minLength: 5) : typed != word { return false }
        }
        return true
    }

    /// The whole of `words` is one phrase of `list`.
    func isExactly(_ name: String, _ words: [String]) -> Bool {
        list(name).contains { $0 == words }
    }

    static func load(_ sections: [Section], tokenize: (String) -> Phrase) throws(LanguageError) -> Vocabulary {
        var vocabulary = Vocabulary()
        for section in sections {
            switch section.kind {
            case "list":
                var phrases: [Phrase] = []
                for line in section.lines {
                    for alternative in line.text.alternatives {
                        let phrase = tokenize(alternative)
                        guard !phrase.isEmpty else { throw section.error("\"\(alternative)\" has no words", at: line.number) }
                        phrases.append(phrase)
                    }
                }
                vocabulary.lists[section.name, default: []] += phrases
            case "map":
                var entries: [(value: String, phrase: Phrase)] = []
                for line in section.lines {
                    // "value: phrases" — split at the first ": ", so values may hold a colon ("12:00: noon").
                    guard let colon = line.text.range(of: ": ") else {
                        throw section.error("a map line is \"value: phrase | phrase\"", at: line.number)
                    }
                    let value = line.text[..<colon.lowerBound].trimmingCharacters(in: " \t")
                    let phrases = line.text[colon.upperBound...].alternatives
                    guard !value.isEmpty, !phrases.isEmpty else {
                        throw section.error("a map line is \"value: phrase | phrase\"", at: line.number)
                    }
                    for alternative in phrases { entries.append((value, tokenize(alternative))) }
                }
                vocabulary.maps[section.name, default: []] += entries
            default:
                throw section.error("unknown section kind \"\(section.kind)\" in the vocabulary; use [list …] or [map …]")
            }
        }
        for key in vocabulary.lists.keys { vocabulary.lists[key]!.sort { $0.count > $1.count } }
        for key in vocabulary.maps.keys { vocabulary.maps[key]!.sort { $0.phrase.count > $1.phrase.count } }
        return vocabulary
    }
}
