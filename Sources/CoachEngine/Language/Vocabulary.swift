/// A phrase from the vocabulary, as tokens.
typealias Phrase = [String]

/// Word lists and maps from the `[list …]` and `[map …]` sections of `Intents/`, tokenised once, longest phrases first.
///
/// Everything is kept in one shared `Tables` object, filled once when loaded, so a copy of the vocabulary (readers
/// make one per use) is one reference; lists and maps are found by name, and their phrases by first word, with
/// `WordTable`.
struct Vocabulary: Sendable {
    private var tables = Tables(lists: [:], maps: [:])

    var lists: [String: [Phrase]] { tables.lists }
    var maps: [String: [(value: String, phrase: Phrase)]] { tables.maps }

    /// A list's or a map's phrases by first word (positions in the longest-first order).
    final class Starts: @unchecked Sendable {
        /// Each first word's positions, as a range of `pool`, and whether one of its phrases is that word alone.
        let exact: WordTable<(start: Int32, count: Int32, single: Bool)>
        let pool: [Int]

        init(_ phrases: [Phrase]) {
            var order: [String] = []
            var byWord: [String: [Int]] = [:]
            for (k, phrase) in phrases.enumerated() {
                if byWord[phrase[0]] == nil { order.append(phrase[0]) }
                byWord[phrase[0], default: []].append(k)
            }
            var pool: [Int] = []
            var entries: [(String, (start: Int32, count: Int32, single: Bool))] = []
            for word in order {
                let positions = byWord[word]!
                entries.append((word, (Int32(pool.count), Int32(positions.count), positions.contains { phrases[$0].count == 1 })))
                pool += positions
            }
            exact = WordTable(entries)
            self.pool = pool
        }

        /// The positions of the phrases that start with exactly `word`, as a range of `pool`.
        @inline(__always) func exactRange(_ word: String) -> Range<Int> {
            guard let e = exact[word] else { return 0..<0 }
            return Int(e.start)..<Int(e.start + e.count)
        }
    }

    /// A list's phrases, or a map's entries, with their starts.
    final class ListEntry: Sendable {
        let phrases: [Phrase]
        let starts: Starts
        init(_ phrases: [Phrase]) { self.phrases = phrases; starts = Starts(phrases) }
    }

    final class MapEntry: @unchecked Sendable {
        let entries: [(value: String, phrase: Phrase)]
        let starts: Starts
        init(_ entries: [(value: String, phrase: Phrase)]) { self.entries = entries; starts = Starts(entries.map(\.phrase)) }
    }

    /// Every list and map, worked out once when loaded.
    final class Tables: @unchecked Sendable {
        let lists: [String: [Phrase]]
        let maps: [String: [(value: String, phrase: Phrase)]]
        let listIndex: WordTable<ListEntry>
        let mapIndex: WordTable<MapEntry>
        let values: [String: Set<String>]
        let sortedValues: [String: [String]]
        /// The first words a typo could reach (5+ bytes) of every list and map, by their length in bytes: a slip is at
        /// most one byte longer or shorter than the word (see `sameWord`), so only three lengths are looked at.
        let typoable: [[String]]
        /// For each first word of a list or map, none: a word the language knows is no slip of another.
        let firstWordSlips: WordTable<[String]>
        /// The same for other words, worked out once per word for every message.
        let otherSlips = WordCache<[String]>(limit: 20_000)
        /// Every word of every list and map: a word the language knows is never a slip of another ("skipped" is not
        /// "slipped").
        let known: Set<String>
        /// The exact first words of the phrases a schedule can start with (`Extractors.scheduleStarts`), so that
        /// `scheduleAt` turns most places down with one look-up.
        let scheduleStarts: WordTable<Bool>
        /// The same for a count with no period (`Extractors.countStarts`, `bareCount`).
        let countStarts: WordTable<Bool>

        init(lists: [String: [Phrase]], maps: [String: [(value: String, phrase: Phrase)]]) {
            self.lists = lists
            self.maps = maps
            listIndex = WordTable(lists.map { ($0.key, ListEntry($0.value)) })
            mapIndex = WordTable(maps.map { ($0.key, MapEntry($0.value)) })
            var values: [String: Set<String>] = [:], sortedValues: [String: [String]] = [:]
            for (key, entries) in maps {
                values[key] = Set(entries.map(\.value))
                sortedValues[key] = Set(entries.map(\.value)).sorted()
            }
            self.values = values
            self.sortedValues = sortedValues
            // Every first word, once; those of 5+ bytes by length.
            var firstWords: [String] = []
            var seenFirst = Set<String>()
            for phrase in lists.values.joined() where seenFirst.insert(phrase[0]).inserted { firstWords.append(phrase[0]) }
            for entry in maps.values.joined() where seenFirst.insert(entry.phrase[0]).inserted { firstWords.append(entry.phrase[0]) }
            var typoable: [[String]] = []
            for word in firstWords where word.utf8.count >= 5 {
                let length = word.utf8.count
                if typoable.count <= length { typoable += Array(repeating: [], count: length + 1 - typoable.count) }
                typoable[length].append(word)
            }
            self.typoable = typoable
            firstWordSlips = WordTable(firstWords.map { ($0, []) })
            known = Set(lists.values.joined().joined()).union(maps.values.joined().flatMap(\.phrase))
            func startTable(_ starts: (lists: [String], maps: [String], words: [String])) -> WordTable<Bool> {
                WordTable((starts.lists.flatMap { lists[$0] ?? [] }.map { $0[0] } + starts.maps.flatMap { maps[$0] ?? [] }.map { $0.phrase[0] }
                    + starts.words).map { ($0, true) })
            }
            scheduleStarts = startTable(Extractors.scheduleStarts)
            countStarts = startTable(Extractors.countStarts)
        }

        /// The typoable first words `word` is a slip of (other than itself).
        @inline(__always) func slips(of word: String) -> [String] {
            if let known = firstWordSlips[word] { return known }
            return otherSlips.value(word) { Self.slips(of: word, among: typoable) }
        }

        static func slips(of word: String, among typoable: [[String]]) -> [String] {
            var found: [String] = []
            let length = word.utf8.count
            for k in max(0, length - 1)...(length + 1) where k < typoable.count {
                for first in typoable[k] where first != word && Vocabulary.slip(word, of: first) { found.append(first) }
            }
            return found
        }
    }

    /// The positions of the phrases that could start with `word` (itself, or with one typo when `fuzzy` and the word
    /// has 4+ bytes), in order, handed to `body` one by one until it returns true.
    @inline(__always)
    private func eachPosition(_ starts: Starts, _ word: String, fuzzy: Bool, _ body: (Int) -> Bool) {
        if fuzzy, word.utf8.count >= 4 {
            let slips = tables.slips(of: word)
            if !slips.isEmpty {
                var all = Array(starts.pool[starts.exactRange(word)])
                for first in slips { all += starts.pool[starts.exactRange(first)] }
                all.sort()
                for k in all where body(k) { return }
                return
            }
        }
        for p in starts.exactRange(word) where body(starts.pool[p]) { return }
    }

    /// Whether the word is one of the language's own (in some list or map).
    func knows(_ word: String) -> Bool { tables.known.contains(word) }
    /// Whether a phrase that starts with one of `starts`' first words could be found at `word` — the word itself, or
    /// (4+ bytes, as `eachPosition` allows) a slip of one — or the word has an ASCII digit in it (numbers are read from
    /// their digits). False means no such phrase, number or slip can start at `word`.
    @inline(__always) private func mayStart(_ starts: WordTable<Bool>, _ word: String) -> Bool {
        if starts.index(word) != nil || word.utf8.contains(where: { $0 >= 0x30 && $0 <= 0x39 }) { return true }
        guard word.utf8.count >= 4 else { return false }
        return tables.slips(of: word).contains { starts.index($0) != nil }
    }

    /// `mayStart` for the schedules of `Extractors.scheduleAt`.
    func mayStartSchedule(_ word: String) -> Bool { mayStart(tables.scheduleStarts, word) }

    /// `mayStart` for the counts of `Extractors.bareCount`.
    func mayStartCount(_ word: String) -> Bool { mayStart(tables.countStarts, word) }

    func list(_ name: String) -> [Phrase] { tables.listIndex[name]?.phrases ?? [] }
    func map(_ name: String) -> [(value: String, phrase: Phrase)] { tables.mapIndex[name]?.entries ?? [] }

    /// The phrases of `list` that could start with `word` (itself, or with one typo), in the list's order.
    func phrases(_ name: String, startingWith word: String) -> [Phrase] {
        guard let l = tables.listIndex.index(name) else { return [] }
        let entry = tables.listIndex.values[l]
        var found: [Phrase] = []
        eachPosition(entry.starts, word, fuzzy: true) { found.append(entry.phrases[$0]); return false }
        return found
    }

    /// The longest phrase of `list` that starts at `index`, as the number of tokens it covers.
    func match(_ name: String, in words: [String], at index: Int, fuzzy: Bool = true) -> Int? {
        guard index < words.count, let l = tables.listIndex.index(name) else { return nil }
        let entry = tables.listIndex.values[l]
        var found: Int? = nil
        eachPosition(entry.starts, words[index], fuzzy: fuzzy) { k in
            guard matches(entry.phrases[k], words, index, fuzzy: fuzzy) else { return false }
            found = entry.phrases[k].count
            return true
        }
        return found
    }

    /// The longest phrase of map `name` at `index`: its value and length.
    func lookup(_ name: String, in words: [String], at index: Int, fuzzy: Bool = true) -> (value: String, length: Int)? {
        guard index < words.count, let m = tables.mapIndex.index(name) else { return nil }
        let entry = tables.mapIndex.values[m]
        var found: (value: String, length: Int)? = nil
        eachPosition(entry.starts, words[index], fuzzy: fuzzy) { k in
            guard matches(entry.entries[k].phrase, words, index, fuzzy: fuzzy) else { return false }
            found = (entry.entries[k].value, entry.entries[k].phrase.count)
            return true
        }
        return found
    }

    /// The length of the first phrase of list `name` that ends at `end` and starts after `start` ("… 4 times a week as
    /// well", "at least 20 pages"), exactly as written.
    func matchEnding(_ name: String, in words: [String], at end: Int, after start: Int = 0) -> Int? {
        list(name).first { end - $0.count >= start && words[(end - $0.count)..<end].elementsEqual($0) }?.count
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
            if fuzzy ? !(WordHash.same(typed, word) || Self.slip(typed, of: word)) : !WordHash.same(typed, word) { return false }
        }
        return true
    }

    /// The whole of `words` is one phrase of `list`.
    /// Whether `value` is one of map `name`'s values.
    func isValue(_ value: String, of name: String) -> Bool { tables.values[name]?.contains(value) ?? false }

    /// Map `name`'s distinct values, sorted.
    func values(of name: String) -> [String] { tables.sortedValues[name] ?? [] }

    /// The one word `word` is a phrase of `list` (as `isExactly(name, [word])`, without making the list).
    func has(_ name: String, _ word: String) -> Bool {
        guard let l = tables.listIndex.index(name) else { return false }
        return tables.listIndex.values[l].starts.exact[word]?.single ?? false
    }

    func isExactly(_ name: String, _ words: [String]) -> Bool {
        guard let first = words.first, let l = tables.listIndex.index(name) else { return false }
        let entry = tables.listIndex.values[l]
        return entry.starts.exactRange(first).contains { entry.phrases[entry.starts.pool[$0]] == words }
    }

    static func load(_ sections: [Section], tokenize: (String) -> Phrase) throws(LanguageError) -> Vocabulary {
        var vocabulary = Vocabulary()
        var seen: [String: Section] = [:]
        var lists: [String: [Phrase]] = [:]
        var maps: [String: [(value: String, phrase: Phrase)]] = [:]
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
                lists[section.name, default: []] += phrases
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
                maps[section.name, default: []] += entries
            default:
                throw section.error("unknown section kind \"\(section.kind)\" in the vocabulary; use [list …] or [map …]")
            }
        }
        for key in lists.keys { lists[key]!.sort { $0.count > $1.count } }
        for key in maps.keys { maps[key]!.sort { $0.phrase.count > $1.phrase.count } }
        vocabulary.tables = Tables(lists: lists, maps: maps)
        return vocabulary
    }
}
