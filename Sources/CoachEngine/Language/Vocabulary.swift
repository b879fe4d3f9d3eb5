/// A phrase from the vocabulary, as tokens.
typealias Phrase = [String]

/// Word lists and maps from the `[list …]` and `[map …]` sections of `Intents/`, tokenised once, longest phrases first.
struct Vocabulary: Sendable {
    var lists: [String: [Phrase]] = [:]
    var maps: [String: [(value: String, phrase: Phrase)]] = [:]
    /// Each list's and map's phrases by first word (positions in the longest-first order), so a lookup only tries
    /// the phrases that can start at a word; and the first words a typo could reach (5+ letters).
    private var listStarts: [String: Starts] = [:]
    private var mapStarts: [String: Starts] = [:]
    /// Each list's phrases with their starts, and each map's entries with theirs: one lookup by name a call.
    private var listIndex: [String: (phrases: [Phrase], starts: Starts)] = [:]
    private var mapIndex: [String: (entries: [(value: String, phrase: Phrase)], starts: Starts)] = [:]
    private var values: [String: Set<String>] = [:]
    /// Each list's one-word phrases.
    private var singleWords: [String: Set<String>] = [:]
    private var sortedValues: [String: [String]] = [:]

    struct Starts: Sendable {
        var exact: [String: [Int]] = [:]
        /// The first words a typo could reach (5+ bytes), by their length in bytes: a slip is at most one byte longer or
        /// shorter than the word (see `sameWord`), so only three lengths are looked at.
        var typoable: [[(word: String, positions: [Int])]] = []

        init(_ phrases: [Phrase]) {
            for (k, phrase) in phrases.enumerated() { exact[phrase[0], default: []].append(k) }
            for (word, positions) in exact where word.utf8.count >= 5 {
                let length = word.utf8.count
                if typoable.count <= length { typoable += Array(repeating: [], count: length + 1 - typoable.count) }
                typoable[length].append((word, positions))
            }
        }

        /// The answers for words looked at with typos allowed, worked out once per word for every message.
        private let withTypos = SharedCache<String, [Int]>(limit: 20_000)

        /// The positions of the phrases that could start with `word`, in order.
        func positions(for word: String, fuzzy: Bool) -> [Int] {
            guard fuzzy, word.utf8.count >= 4 else { return exact[word] ?? [] }
            return withTypos.value(word) { positionsWithTypos(for: word) }
        }

        private func positionsWithTypos(for word: String) -> [Int] {
            let found = exact[word] ?? []
            var all = found
            let length = word.utf8.count
            for k in max(0, length - 1)...(length + 1) where k < typoable.count {
                for (first, positions) in typoable[k] where first != word && Vocabulary.slip(word, of: first) { all += positions }
            }
            return all.count == found.count ? found : all.sorted()
        }
    }

    func list(_ name: String) -> [Phrase] { lists[name] ?? [] }
    func map(_ name: String) -> [(value: String, phrase: Phrase)] { maps[name] ?? [] }

    /// The phrases of `list` that could start with `word` (itself, or with one typo), in the list's order.
    func phrases(_ name: String, startingWith word: String) -> [Phrase] {
        guard let (phrases, starts) = listIndex[name] else { return [] }
        return starts.positions(for: word, fuzzy: true).map { phrases[$0] }
    }

    /// The longest phrase of `list` that starts at `index`, as the number of tokens it covers.
    func match(_ name: String, in words: [String], at index: Int, fuzzy: Bool = true) -> Int? {
        guard index < words.count, let (phrases, starts) = listIndex[name] else { return nil }
        for k in starts.positions(for: words[index], fuzzy: fuzzy)
        where matches(phrases[k], words, index, fuzzy: fuzzy) { return phrases[k].count }
        return nil
    }

    /// The longest phrase of map `name` at `index`: its value and length.
    func lookup(_ name: String, in words: [String], at index: Int, fuzzy: Bool = true) -> (value: String, length: Int)? {
        guard index < words.count, let (entries, starts) = mapIndex[name] else { return nil }
        for k in starts.positions(for: words[index], fuzzy: fuzzy)
        where matches(entries[k].phrase, words, index, fuzzy: fuzzy) { return (entries[k].value, entries[k].phrase.count) }
        return nil
    }

    /// The length of the first phrase of list `name` that ends at `end` and starts after `start` ("… 4 times a week as
    /// well", "at least 20 pages"), exactly as written.
    func matchEnding(_ name: String, in words: [String], at end: Int, after start: Int = 0) -> Int? {
        list(name).first { end - $0.count >= start && Array(words[(end - $0.count)..<end]) == $0 }?.count
    }

    /// A typed word that is a vocabulary word with one slip ("evry", "mornin") — but not a word of four letters cut
    /// short, which is too often another word ("star" is no "start").
    static func slip(_ typed: String, of word: String) -> Bool {
        sameWord(typed, word, minLength: 5) && !(typed.utf8.count == 4 && word.hasPrefix(typed))
    }

    func matches(_ phrase: Phrase, _ words: [String], _ index: Int, fuzzy: Bool) -> Bool {
        guard !phrase.isEmpty, index + phrase.count <= words.count else { return false }
        for (k, word) in phrase.enumerated() {
            let typed = words[index + k]
            if fuzzy ? !(typed == word || Self.slip(typed, of: word)) : typed != word { return false }
        }
        return true
    }

    /// The whole of `words` is one phrase of `list`.
    /// Whether `value` is one of map `name`'s values.
    func isValue(_ value: String, of name: String) -> Bool { values[name]?.contains(value) ?? false }

    /// Map `name`'s distinct values, sorted.
    func values(of name: String) -> [String] { sortedValues[name] ?? [] }

    /// The one word `word` is a phrase of `list` (as `isExactly(name, [word])`, without making the list).
    func has(_ name: String, _ word: String) -> Bool { singleWords[name]?.contains(word) ?? false }

    func isExactly(_ name: String, _ words: [String]) -> Bool {
        guard let first = words.first, let (phrases, starts) = listIndex[name] else { return false }
        return starts.exact[first]?.contains { phrases[$0] == words } ?? false
    }

    static func load(_ sections: [Section], tokenize: (String) -> Phrase) throws(LanguageError) -> Vocabulary {
        var vocabulary = Vocabulary()
        var seen: [String: Section] = [:]
        for section in sections where section.kind == "list" || section.kind == "map" {
            // One name, one place: a second section of the same name would silently add to the first.
            if let first = seen["\(section.kind) \(section.name)"] {
                throw section.error("[\(section.kind) \(section.name)] is already defined at \(first.file):\(first.line)")
            }
            seen["\(section.kind) \(section.name)"] = section
        }
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
                    guard let colon = line.text.firstRange(of: ": ") else {
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
        for (key, phrases) in vocabulary.lists {
            vocabulary.listStarts[key] = Starts(phrases)
            vocabulary.singleWords[key] = Set(phrases.compactMap { $0.count == 1 ? $0[0] : nil })
        }
        for (key, entries) in vocabulary.maps {
            vocabulary.mapStarts[key] = Starts(entries.map(\.phrase))
            vocabulary.values[key] = Set(entries.map(\.value))
            vocabulary.sortedValues[key] = Set(entries.map(\.value)).sorted()
        }
        for (key, phrases) in vocabulary.lists { vocabulary.listIndex[key] = (phrases, vocabulary.listStarts[key]!) }
        for (key, entries) in vocabulary.maps { vocabulary.mapIndex[key] = (entries, vocabulary.mapStarts[key]!) }
        return vocabulary
    }
}
