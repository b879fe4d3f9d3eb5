import Foundation
import HabitDomain

/// What words that name a habit point at.
enum Reference: Hashable, Sendable, Codable {
    case habit(UUID)
    /// Several habits fit equally well: ask which.
    case ambiguous([UUID])
    /// No habit fits; the words as typed.
    case unknown(String)
    /// "it", "that": the habit last talked about.
    case pronoun

    /// One habit, found.
    var isHabit: Bool { if case .habit = self { return true } else { return false } }
}

enum GroupReference: Hashable, Sendable {
    case group(UUID)
    case unknown(String)
}

/// A name as words, with each word's stem: worked out once per name (see `Language.names`).
struct NameForm: Sendable {
    let words: [String]
    let stems: [String]
    /// What `Resolver.score` compares, worked out once per name rather than once per comparison: the words run
    /// together, the stems in order, the stems of the words that aren't small ones (`light`), and how many
    /// characters the stems run to.
    let joined: String
    let sortedStems: [String]
    let contentStems: [String]
    let stemCharacters: Int

    init(_ name: String, tokenize: (String) -> [String], light: Set<String> = []) {
        self.init(words: tokenize(name).filter { $0 != "-" && $0 != "," && $0 != "." }, light: light)
    }

    init(words: [String], light: Set<String>) {
        self.init(words: words, stems: words.map(Resolver.stem), light: light)
    }

    init(words: [String], stems: [String], light: Set<String>) {
        self.words = words
        self.stems = stems
        joined = words.joined()
        sortedStems = stems.sorted()
        contentStems = zip(words, stems).filter { !light.contains($0.0) }.map(\.1)
        stemCharacters = stems.joined().count
    }
}

/// A table of answers worked out once and shared by every turn (and thread), emptied when it reaches `limit`
/// entries so a stream of odd words can't grow it without bound.
final class SharedCache<Key: Hashable, Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var table: [Key: Value] = [:]
    private let limit: Int
    /// For words, a table hashed without the seeded hasher (see `WordCache`), used in place of `table`.
    private let words: WordCache<Value>?

    init(limit: Int) {
        self.limit = limit
        words = Key.self == String.self ? WordCache(limit: limit) : nil
    }

    func value(_ key: Key, _ work: () -> Value) -> Value {
        if let words, let word = key as? String { return words.value(word, work) }
        lock.lock()
        if let known = table[key] { lock.unlock(); return known }
        lock.unlock()
        let value = work()
        lock.lock()
        if table.count >= limit { table.removeAll(keepingCapacity: true) }
        table[key] = value
        lock.unlock()
        return value
    }
}

/// What the vocabulary says of one word, for reading names: an amount ("2", "couple")? of which synonym
/// class ("beer" → "alcohol")?
struct WordFacts: Sendable {
    let amount: Bool
    let synonymClass: String?
}

/// A journal's habit and group names as words, with the habits indexed by word and stem.
final class NameIndex: Sendable {
    let habitNames: [String]
    let groupNames: [String]
    let habits: [NameForm]
    let groups: [NameForm]
    /// Every distinct word of the habits' names, with its stem and the habits that have it.
    let habitWords: [String: (stem: String, habits: [Int])]
    /// The habits each stem occurs in.
    let habitsByStem: [String: [Int]]
    /// Every stem of the groups' names.
    let groupStems: Set<String>
    /// How many characters the longest key of `habitsByStem` has (see `mayBeStemOfJoined`).
    let longestStem: Int
    /// Which habits a typed word could point at (see `Resolver.candidates`), for every turn over these names.
    let candidates = SharedCache<String, [Int]>(limit: 20_000)

    init(habits: [String], groups: [String], form: (String) -> NameForm) {
        habitNames = habits
        groupNames = groups
        self.habits = habits.map(form)
        self.groups = groups.map(form)
        var words: [String: (stem: String, habits: [Int])] = [:]
        var byStem: [String: [Int]] = [:]
        for (k, name) in self.habits.enumerated() {
            for (word, stem) in zip(name.words, name.stems) {
                words[word, default: (stem, [])].habits.append(k)
                byStem[stem, default: []].append(k)
            }
            // "pushups" for "Push ups", "skincare" for "Skin care": the name's words run together.
            if name.words.count > 1 {
                let joined = name.words.joined(), stem = Resolver.stem(joined)
                words[joined, default: (stem, [])].habits.append(k)
                byStem[stem, default: []].append(k)
            }
        }
        habitWords = words
        habitsByStem = byStem
        groupStems = Set(self.groups.flatMap(\.stems))
        longestStem = byStem.keys.map(\.count).max() ?? 0
    }

    /// Whether `Resolver.stem` of the words run together could be a key of `habitsByStem`. A stem is its word less at
    /// most ten characters at the end ("'s", one suffix, a doubled letter, "at"), so ASCII words whose letters number more
    /// than ten beyond the longest key are no key's. (Other words are always looked up.)
    func mayBeStemOfJoined(_ words: [String]) -> Bool {
        var count = 0
        for word in words {
            guard word.utf8.allSatisfy({ $0 < 0x80 }) else { return true }
            count += word.utf8.count
        }
        return count - 10 <= longestStem
    }
}

/// Name indexes for the journals seen lately, shared by every turn: names rarely change between messages,
/// and a server answers several users.
final class NameIndexes: @unchecked Sendable {
    private let lock = NSLock()
    private var recent: [NameIndex] = []

    func index(habits: [String], groups: [String], form: (String) -> NameForm) -> NameIndex {
        lock.lock()
        defer { lock.unlock() }
        if let k = recent.firstIndex(where: { $0.habitNames == habits && $0.groupNames == groups }) {
            let index = recent.remove(at: k)
            recent.append(index)
            return index
        }
        // Names an earlier index already worked out are reused.
        var known: [String: NameForm] = [:]
        if let last = recent.last {
            for (name, f) in zip(last.habitNames, last.habits) { known[name] = f }
            for (name, f) in zip(last.groupNames, last.groups) { known[name] = f }
        }
        let index = NameIndex(habits: habits, groups: groups) { known[$0] ?? form($0) }
        if recent.count >= 16 { recent.removeFirst() }
        recent.append(index)
        return index
    }
}

/// Matches words to the user's habits and groups: exact names, verb forms ("reading" for "Read"),
/// a word of a longer name ("running" for "Go running"), and small typos.
final class Resolver: Sendable {
    let journal: Journal
    let vocabulary: Vocabulary
    let light: Set<String>
    private let names: NameIndex
    private var habitNames: [NameForm] { names.habits }
    private var groupNames: [NameForm] { names.groups }
    private let memo = Memo()

    /// Readings made for the life of this resolver.
    private final class Memo: @unchecked Sendable {
        /// Readings of word runs already made (a message's runs are tried by several rules).
        var references: [[String]: Reference] = [:]
        /// `habitWithin` answers by words, asked by the log reader, new-habit readings and edits alike.
        var within: [[String]: (Reference, Range<Int>)?] = [:]
        /// Each word met by `habitWithin`, as a number, and whether it could point at a habit.
        var wordIDs: [String: Int] = [:]
        var relevant: [Bool] = []
        /// Which runs of words (as numbers) name one habit, and which: `habitWithin` tries every run of the words it is
        /// given, and the same runs come again and again in the parts of one message.
        var runs: [Run: UUID?] = [:]
        /// Each word's stem and the habits it could point at (`candidates`), looked up once a word for this resolver.
        var stems: [String: String] = [:]
        var candidates: [String: [Int]] = [:]
    }

    /// The one active habit whose name holds these words as they are ("10 k" of "Run 10k"): an amount that is part of a
    /// name says that habit.
    func habitNamed(holding run: [String]) -> UUID? {
        guard !run.isEmpty else { return nil }
        let hits = zip(journal.habits, habitNames).filter { !$0.0.archived && Self.contains($0.1.words, run) }
        return hits.count == 1 ? hits[0].0.id : nil
    }

    /// `Self.stem(word)`, remembered for this resolver without the shared table's lock.
    private func stemOf(_ word: String) -> String {
        if let known = memo.stems[word] { return known }
        let stem = Self.stem(word)
        memo.stems[word] = stem
        return stem
    }

    /// A run of words as their numbers, with its hash worked out once.
    private struct Run: Hashable {
        let ids: ArraySlice<Int>
        let hash: Int
        static func == (a: Run, b: Run) -> Bool { a.hash == b.hash && a.ids == b.ids }
        func hash(into hasher: inout Hasher) { hasher.combine(hash) }
    }

    private let words: SharedCache<String, WordFacts>

    /// `names` must be the journal's names, in order, and `words` the language's (`Language.resolver(for:)`).
    init(journal: Journal, vocabulary: Vocabulary, light: Set<String>, names: NameIndex, words: SharedCache<String, WordFacts>) {
        self.journal = journal
        self.vocabulary = vocabulary
        self.light = light
        self.names = names
        self.words = words
    }

    /// An existing habit whose name is this one, or a form of it ("Reading" for "Read").
    func sameHabit(as name: String, tokenize: (String) -> [String]) -> Habit? {
        let query = NameForm(name, tokenize: tokenize)
        return zip(journal.habits, habitNames).first { Self.score(query.words, query.stems, name: $0.1.words, $0.1.stems, light: []) >= 3.5 }?.0
    }

    private static let stems = SharedCache<String, String>(limit: 50_000)

    /// A crude stem so that "running", "runs" and "run", or "meditation" and "meditate", meet.
    static func stem(_ word: String) -> String { stems.value(word) { workOutStem(word) } }

    private static func workOutStem(_ word: String) -> String {
        var w = word.lowercased()
        if w.hasSuffix("'s") { w.removeLast(2) }
        for suffix in ["ation", "ition", "ing", "ion", "ers", "er", "es", "ed", "s", "e"] where w.count > suffix.count + 2 && w.hasSuffix(suffix) {
            if suffix == "s" && w.hasSuffix("ss") { continue }
            if suffix == "es" && !(w.hasSuffix("ches") || w.hasSuffix("shes") || w.hasSuffix("xes") || w.hasSuffix("sses")) { continue }
            w.removeLast(suffix.count)
            break
        }
        // "runn" → "run", "swimm" → "swim"
        if let last = w.last, last.isLetter, w.count > 2, w.dropLast().last == last, !"aeioulsz".contains(last) { w.removeLast() }
        if w.hasSuffix("at") && w.count > 5 { w.removeLast(2) }  // "meditat" ↔ "medit"
        return w
    }

    /// The words with "the", "my", "habit" and similar trimmed off both ends.
    func trimmed(_ words: [String]) -> [String] {
        var w = words[...]
        while let f = w.first, vocabulary.has("reference_lead", f), w.count > 1 { w = w.dropFirst() }
        while let l = w.last, vocabulary.has("reference_tail", l), w.count > 1 { w = w.dropLast() }
        return Array(w)
    }

    /// The score of words that are a run of a name's words (less a little for each word of the name not said).
    static let partOfName = 3.0

    /// How well `query` names something called `name`: 0 (not at all) to 4 (exactly).
    static func score(_ query: [String], name: [String], light: Set<String> = []) -> Double {
        score(query, query.map(stem), name: name, name.map(stem), light: light)
    }

    /// A typed word is a form of a name's word, or that with one small typo: "readng" for "Read" (as "reading").
    static func near(_ typed: String, _ typedStem: String, _ word: String, _ wordStem: String) -> Bool {
        if typedStem == wordStem || sameWord(typed, word, minLength: 4) { return true }
        // ("hoovered" for "Hoover": a stem that is the other word whole, where the stems were cut to different lengths.)
        if typedStem == word || typed == wordStem { return true }
        // ("hydro" for "Hydrotherapy", "physio" for "Physiotherapy": a long word said short, by its first five letters or more.)
        if typed.utf8.count >= 5, word.utf8.count >= typed.utf8.count + 3, word.hasPrefix(typed) { return true }
        // Only spell out the longer forms when their length could be within one edit of the typed word.
        let t = typed.utf8.count, w = word.utf8.count, s = wordStem.utf8.count
        return (abs(t - w - 3) <= 1 && sameWord(typed, word + "ing", minLength: 4))
            || (abs(t - w - 1) <= 1 && sameWord(typed, word + "s", minLength: 4))
            || (abs(t - s - 3) <= 1 && sameWord(typed, wordStem + "ing", minLength: 4))
    }

    /// Whether a query word and a name's word have anything to do with each other; every score above 0 needs such a pair.
    static func related(_ typed: String, _ typedStem: String, _ word: String, _ wordStem: String) -> Bool {
        near(typed, typedStem, word, wordStem) || sameWord(typedStem, wordStem, minLength: 5)
    }

    /// The same, with the words' stems worked out by the caller.
    static func score(_ query: [String], _ qs: [String], name: [String], _ ns: [String], light: Set<String>) -> Double {
        guard !query.isEmpty, !name.isEmpty else { return 0 }
        if query == name { return 4 }
        if qs == ns { return 3.5 }
        // "pushups" for "Push ups", "push ups" for "Pushups": the same letters, spaced differently.
        if query.count != name.count, query.joined() == name.joined() { return 3.4 }
        // "guitar practice" for "Practice guitar"
        if qs.count > 1, qs.count == ns.count, qs.sorted() == ns.sorted() { return 3.2 }
        // "take my meds" for "Take meds": the same words but small ones.
        if !light.isEmpty, query.count != name.count {
            let qc = zip(query, qs).filter { !light.contains($0.0) }.map(\.1), nc = zip(name, ns).filter { !light.contains($0.0) }.map(\.1)
            if qc.count > 1, qc == nc { return 3.1 }
        }
        if contains(ns, qs) { return partOfName - 0.1 * Double(ns.count - qs.count) }
        // "the gym habit" for "Gym": extra words only if they are small ones.
        if contains(qs, ns), query.filter({ !light.contains($0) }).count == name.count, ns.joined().count >= 3 { return 2.5 }
        if qs.count == ns.count, (0..<qs.count).allSatisfy({ near(query[$0], qs[$0], name[$0], ns[$0]) }) { return 2 }
        if qs.count == 1, ns.contains(where: { sameWord(qs[0], $0, minLength: 5) }) { return 1.5 }
        return 0
    }

    /// `score(query, qs, name:, ns, light:)` with both sides worked out beforehand (`light` is the language's small words,
    /// which both forms were made with): the same tests in the same order, without making arrays or strings per name.
    static func score(_ q: NameForm, _ n: NameForm) -> Double {
        let query = q.words, name = n.words, qs = q.stems, ns = n.stems
        guard !query.isEmpty, !name.isEmpty else { return 0 }
        if query == name { return 4 }
        if qs == ns { return 3.5 }
        if query.count != name.count, q.joined == n.joined { return 3.4 }
        if qs.count > 1, qs.count == ns.count, q.sortedStems == n.sortedStems { return 3.2 }
        if query.count != name.count, q.contentStems.count > 1, q.contentStems == n.contentStems { return 3.1 }
        if contains(ns, qs) { return partOfName - 0.1 * Double(ns.count - qs.count) }
        if contains(qs, ns), q.contentStems.count == name.count, n.stemCharacters >= 3 { return 2.5 }
        if qs.count == ns.count, (0..<qs.count).allSatisfy({ near(query[$0], qs[$0], name[$0], ns[$0]) }) { return 2 }
        if qs.count == 1, ns.contains(where: { sameWord(qs[0], $0, minLength: 5) }) { return 1.5 }
        return 0
    }

    static func contains(_ haystack: [String], _ needle: [String]) -> Bool {
        guard !needle.isEmpty, needle.count <= haystack.count else { return needle.isEmpty }
        for start in 0...(haystack.count - needle.count) where (0..<needle.count).allSatisfy({ haystack[start + $0] == needle[$0] }) { return true }
        return false
    }

    /// The habits (by index) that share a word, a form of one or a near spelling with the query: the only ones that can score.
    private func candidates(_ query: [String], _ qs: [String]) -> [Int] {
        // (Gathered in an array, then sorted with repeats dropped: the same as a set's members sorted.)
        var found: [Int] = []
        for (word, stem) in zip(query, qs) {
            if let known = memo.candidates[word] { found += known; continue }
            let hits = names.candidates.value(word) {
                var hits = names.habitsByStem[stem] ?? []
                for (name, entry) in names.habitWords where entry.stem != stem && Self.related(word, stem, name, entry.stem) { hits += entry.habits }
                return hits
            }
            memo.candidates[word] = hits
            found += hits
        }
        // "skin care" for "Skincare".
        if query.count > 1, names.mayBeStemOfJoined(query), let hits = names.habitsByStem[stemOf(query.joined())] { found += hits }
        guard found.count > 1 else { return found }
        found.sort()
        var unique = 1
        for k in 1..<found.count where found[k] != found[unique - 1] {
            found[unique] = found[k]
            unique += 1
        }
        found.removeLast(found.count - unique)
        return found
    }

    func habit(_ words: [String], raw: String, preferArchived: Bool = false, synonyms: Bool = true) -> Reference {
        // The plain reading of a run is remembered; an unknown one keeps the words as typed this time.
        guard !preferArchived, synonyms else { return read(words, raw: raw, preferArchived: preferArchived, synonyms: synonyms) }
        if let known = memo.references[words] {
            if case .unknown = known { return .unknown(raw) }
            return known
        }
        let found = read(words, raw: raw, preferArchived: false, synonyms: true)
        memo.references[words] = found
        return found
    }

    private func read(_ words: [String], raw: String, preferArchived: Bool, synonyms: Bool) -> Reference {
        let query = trimmed(words.filter { $0 != "," && $0 != "." })
        if vocabulary.isExactly("pronoun", query) || vocabulary.isExactly("pronoun", words) { return .pronoun }
        // "remind me to take them", "to do it": a verb and "it" or "them" is the habit just talked about.
        if query.count == 2, !light.contains(query[0]), vocabulary.isExactly("pronoun", [query[1]]), !vocabulary.has("article", query[0]) { return .pronoun }
        // Small words alone ("my", "the") name nothing, even when a habit's name has them ("Organise my desk").
        if query.allSatisfy(light.contains) { return .unknown(raw) }
        var best = 0.0
        var hits: [UUID] = []
        var scored: [(id: UUID, score: Double)] = []
        let qs = query.map(stemOf)
        let found = candidates(query, qs)
        let form = found.isEmpty ? nil : NameForm(words: query, stems: qs, light: light)
        for k in found {
            guard let form else { break }
            let habit = journal.habits[k]
            var s = Self.score(form, habitNames[k])
            if s > 0 && habit.archived != preferArchived { s -= 0.25 }
            if s > 0, habit.archived == preferArchived { scored.append((habit.id, s)) }
            if s > best + 0.001 { best = s; hits = [habit.id] } else if s > 0, abs(s - best) <= 0.001 { hits.append(habit.id) }
        }
        // Words that are part of several names and the whole of none ("brush" for "Brush teeth AM" and "Brush teeth
        // before bed") name none of them: a shorter name is no better a guess.
        if best < Self.partOfName, best >= Self.partOfName - 1, scored.count > 1 {
            hits = scored.filter { $0.score >= Self.partOfName - 1 }.map(\.id)
        }
        // "skip the workout today": a word for a whole kind of activity means the habit of that kind — asked which when
        // there are several ("Gym" and "Yoga" are both exercise).
        if hits.isEmpty, synonyms, case let content = query.filter({ !light.contains($0) }), !content.isEmpty,
           content.allSatisfy({ vocabulary.has("kind_word", $0) }) {
            let kinds = Set(content.compactMap { vocabulary.lookup("category", in: [$0], at: 0, fuzzy: false)?.value })
            let ofKind = zip(journal.habits, habitNames).filter { habit, name in
                habit.archived == preferArchived
                    && name.words.indices.contains { i in vocabulary.lookup("category", in: name.words, at: i, fuzzy: false).map { kinds.contains($0.value) } ?? false }
            }.map(\.0.id)
            if ofKind.count == 1 { return .habit(ofKind[0]) }
            if ofKind.count > 1 { return .ambiguous(ofKind) }
        }
        // ("the no drinking thing", "my quit vaping streak": a habit to avoid, named with the wish to be without it.)
        if hits.isEmpty, synonyms, query.count > 1, vocabulary.has("avoid_name_lead", query[0]),
           case .habit(let id) = habit(Array(query.dropFirst()), raw: raw, preferArchived: preferArchived, synonyms: true),
           journal.habit(id: id)?.polarity == .avoid {
            return .habit(id)
        }
        if hits.isEmpty, synonyms {
            // "drink 2", "3 coffees": amounts don't name habits.
            let content = query.filter { !isAmount($0) }
            if !content.isEmpty, content != query, case .habit(let id) = habit(content, raw: raw, preferArchived: preferArchived, synonyms: false) {
                return .habit(id)
            }
            // "a cigarette" for "Smoking", "a beer" for "Alcohol": words of one class in the vocabulary's synonyms.
            // ("a flat white" for "Coffee after 2pm": a phrase of the class counts as one of its words.)
            var mapped: [String] = []
            var i = 0
            while i < query.count {
                if let hit = vocabulary.lookup("synonym", in: query, at: i, fuzzy: false), hit.length > 1 {
                    mapped.append(hit.value)
                    i += hit.length
                } else {
                    mapped.append(synonymClass(query[i]) ?? query[i])
                    i += 1
                }
            }
            if mapped != query, case .habit(let id) = habit(mapped, raw: raw, preferArchived: preferArchived, synonyms: false) { return .habit(id) }
            let classes = Set(mapped.compactMap(synonymClass))
            // Only when the words are all of a class (or small words and amounts): "a couple of pints", not "drink more water",
            // and not a list of several things ("meditate, stretch and journal").
            let onlyClassWords = mapped.allSatisfy { synonymClass($0) != nil || light.contains($0) || isAmount($0) }
                && !words.contains(where: { ["and", ",", "&", "or"].contains($0) })
            if !classes.isEmpty, onlyClassWords {
                // The habits whose names are most of that class: "Alcohol" before "Drink more water" for "a pint".
                var best = 0.0
                var found: [UUID] = []
                for (habit, name) in zip(journal.habits, habitNames) where habit.archived == preferArchived {
                    let content = name.words.filter { !light.contains($0) }
                    let inClass = content.filter { synonymClass($0).map(classes.contains) ?? false }.count
                    guard inClass > 0 else { continue }
                    let share = Double(inClass) / Double(content.count)
                    if share > best + 0.001 { best = share; found = [habit.id] } else if abs(share - best) <= 0.001 { found.append(habit.id) }
                }
                if found.count == 1 { return .habit(found[0]) }
                if found.count > 1 { return .ambiguous(found) }
            }
        }
        // "how many pages did i read today", "the steps one": a habit may be named by the unit it counts in.
        if hits.isEmpty, query.count == 1, vocabulary.has("quantity_unit", query[0]) {
            let extract = Extractors(vocabulary: vocabulary)
            let counting = journal.habits.filter { habit in
                habit.archived == preferArchived && (habit.target.map { extract.sameUnit($0.unit.word, query[0]) } ?? false)
            }.map(\.id)
            if !counting.isEmpty { return counting.count == 1 ? .habit(counting[0]) : .ambiguous(counting) }
        }
        // "take my blood pressure tablets" for "Blood pressure tablets": a verb of doing before a name that is all the rest.
        if hits.isEmpty, synonyms, query.count > 2, let n = vocabulary.match("doing_verb", in: query, at: 0, fuzzy: false), n < query.count - 1 {
            let rest = Array(query[n...])
            if case .habit(let id) = habit(rest, raw: raw, preferArchived: preferArchived, synonyms: false),
               let name = journal.habit(id: id).map({ trimmed($0.name.lowercased().split(separator: " ").map(String.init)) }),
               Self.score(rest, name: name, light: light) >= Self.partOfName + 0.05 {
                return .habit(id)
            }
        }
        if hits.isEmpty { return .unknown(raw) }
        return hits.count == 1 ? .habit(hits[0]) : .ambiguous(hits)
    }

    /// A number or a word of amount: "2", "two", "loads", "couple".
    func isAmount(_ word: String) -> Bool { facts(word).amount }

    /// What the vocabulary says of a word that matters to names, worked out once per word for every turn.
    private func facts(_ word: String) -> WordFacts {
        words.value(word) {
            WordFacts(amount: word.allSatisfy(\.isNumber) || vocabulary.has("amount_word", word)
                          || vocabulary.lookup("number", in: [word], at: 0, fuzzy: false) != nil,
                      synonymClass: vocabulary.lookup("synonym", in: [word], at: 0, fuzzy: false)?.value
                          ?? (vocabulary.isValue(word, of: "synonym") ? word : nil))
        }
    }

    /// The class a word belongs to in the vocabulary's synonyms ("beer" and "wine" are both "alcohol"), if any.
    func synonymClass(_ word: String) -> String? { facts(word).synonymClass }

    /// The longest run of `words` (all of them first) that names one habit, earlier runs first, and where it is.
    /// The habits a run of the words names equally well ("the run" with a morning and an evening run), when no run names
    /// one habit.
    func severalWithin(_ words: [String]) -> [UUID]? {
        var found: [UUID]? = nil
        for i in words.indices {
            for n in stride(from: min(3, words.count - i), through: 1, by: -1) {
                let span = Array(words[i..<(i + n)])
                guard !light.contains(span[0]), !light.contains(span[n - 1]) else { continue }
                switch habit(span, raw: "") {
                case .habit: return nil
                case .ambiguous(let ids): if found == nil { found = ids }
                default: continue
                }
            }
        }
        return found
    }

    func habitWithin(_ words: [String], raw: String) -> (Reference, Range<Int>)? {
        if let known = memo.within[words] { return known }
        let found = workOutHabitWithin(words)
        memo.within[words] = .some(found)
        return found
    }

    /// Each word's number for `habitWithin`, worked out once a word, with whether it could point at a habit (a word,
    /// form or near spelling of a name, or a synonym).
    func wordIDs(_ words: [String]) -> [Int] {
        words.map { word -> Int in
            if let id = memo.wordIDs[word] { return id }
            let id = memo.relevant.count
            memo.wordIDs[word] = id
            memo.relevant.append(!candidates([word], [stemOf(word)]).isEmpty || synonymClass(word) != nil)
            return id
        }
    }

    /// The habit one run of words names, as `habitWithin` tries each run (`ids` are the words' `wordIDs`): none for a run
    /// with no word that could point at a habit, or of small words alone.
    func habitOfRun(_ words: ArraySlice<String>, ids: ArraySlice<Int>) -> UUID? {
        guard ids.contains(where: { memo.relevant[$0] }), words.contains(where: { !light.contains($0) }) else { return nil }
        return run(words, ids)
    }

    /// A run's habit, remembered by its words' numbers.
    private func run(_ words: ArraySlice<String>, _ ids: ArraySlice<Int>) -> UUID? {
        var hash = ids.count
        for id in ids { hash = (hash &* 1_000_003) ^ id }
        let key = Run(ids: ids, hash: hash)
        if let known = memo.runs[key] { return known }
        let found: UUID?
        if case .habit(let id) = habit(Array(words), raw: "") { found = id } else { found = nil }
        memo.runs[key] = .some(found)
        return found
    }

    private func workOutHabitWithin(_ words: [String]) -> (Reference, Range<Int>)? {
        // Each word once: its number, whether it could point at a habit, and whether it is a small word.
        let ids = wordIDs(words)
        // Only runs with a word that could point at a habit, and not of small words alone ("the", "a bit"): counted
        // before each place, so a run is checked at once.
        var relevantBefore = [0], contentBefore = [0]
        for (k, id) in ids.enumerated() {
            relevantBefore.append(relevantBefore[k] + (memo.relevant[id] ? 1 : 0))
            contentBefore.append(contentBefore[k] + (light.contains(words[k]) ? 0 : 1))
        }
        guard relevantBefore[words.count] > 0 else { return nil }
        for length in stride(from: words.count, through: 1, by: -1) {
            for start in 0...(words.count - length) {
                let span = start..<(start + length)
                guard relevantBefore[span.upperBound] > relevantBefore[start], contentBefore[span.upperBound] > contentBefore[start] else { continue }
                if let found = run(words[span], ids[span]), !otherThing(words, span, found) { return (.habit(found), span) }
            }
        }
        return nil
    }

    /// "band practice" for "Guitar practice", "choir practice": the end of a name said after a word of its own in the
    /// place of the name's first words — a word no vocabulary knows, no verb, and not near the word it stands for — is
    /// another thing of that kind, not the habit. ("had a cheeky cig", a name found by its class, is no such end.)
    private func otherThing(_ words: [String], _ span: Range<Int>, _ id: UUID) -> Bool {
        guard span.lowerBound > 0, case let before = words[span.lowerBound - 1], before.count >= 3, before.allSatisfy(\.isLetter),
              !light.contains(before), !vocabulary.knows(before),
              let name = zip(journal.habits, habitNames).first(where: { $0.0.id == id })?.1 else { return false }
        let said = words[span].filter { !light.contains($0) }.map(Self.stem)
        // Where the words said end the name, after a word of its own.
        guard !said.isEmpty, name.stems.count > said.count, Array(name.stems.suffix(said.count)) == said else { return false }
        let extract = Extractors(vocabulary: vocabulary)
        if extract.pastTense(before) || vocabulary.lookup("verb_form", in: [before], at: 0, fuzzy: false) != nil
            || vocabulary.isValue(before, of: "verb_form") { return false }
        let k = name.stems.count - said.count - 1
        return !Self.near(before, Self.stem(before), name.words[k], name.stems[k])
    }

    /// Every habit free words name, in the order named, each once: left to right, the longest run at each place that
    /// names a habit — or fits several equally ("the run" with Morning run and Evening run), which names them all — never
    /// across a comma or full stop. Small words and "it" alone name nothing. (For what a remark is about, never to
    /// change a habit: a run that fits several isn't asked about.)
    func habitsNamed(_ words: [String]) -> [UUID] {
        let relevant = words.map { word in ![",", "."].contains(word) && (!candidates([word], [Self.stem(word)]).isEmpty || synonymClass(word) != nil) }
        guard relevant.contains(true) else { return [] }
        // A name is a few words: no run longer than the longest name and a little more is tried.
        let longest = (names.habits.map(\.words.count).max() ?? 1) + 2
        var found: [UUID] = []
        var i = 0
        outer: while i < words.count {
            guard relevant[i] else { i += 1; continue }
            var end = i
            while end < words.count, end - i < longest, ![",", "."].contains(words[end]) { end += 1 }
            for length in stride(from: end - i, through: 1, by: -1) {
                let run = Array(words[i..<(i + length)])
                guard relevant[i + length - 1], run.contains(where: { !light.contains($0) }) else { continue }
                let ids: [UUID]
                switch habit(run, raw: "") {
                case .habit(let id): ids = [id]
                case .ambiguous(let many): ids = many
                case .unknown, .pronoun: continue
                }
                for id in ids where !found.contains(id) { found.append(id) }
                i += length
                continue outer
            }
            i += 1
        }
        return found
    }

    /// Words that are several habits' names one after another ("yoga gym"), each the longest that fits; nil
    /// unless every word belongs to one.
    func habitsInARow(_ words: [String]) -> [Reference]? {
        var found: [Reference] = []
        var i = 0
        outer: while i < words.count {
            for length in stride(from: words.count - i, through: 1, by: -1) {
                if case .habit = habit(Array(words[i..<(i + length)]), raw: "", synonyms: false) {
                    found.append(habit(Array(words[i..<(i + length)]), raw: "", synonyms: false))
                    i += length
                    continue outer
                }
            }
            return nil
        }
        return found.count > 1 ? found : nil
    }

    /// Whether a word is a form of a word of some habit's name ("brushed" with "Brush teeth"): such a word is meant as
    /// itself, never as a typo of another ("crushed").
    func namesWord(_ word: String) -> Bool { names.habitsByStem[Self.stem(word)] != nil }

    /// Whether the `n` words at `k` are said as part of a habit's whole name there ("monday" in "did the monday meal prep"
    /// with "Monday meal prep"): then they name the habit, not a day or a time.
    func nameHolds(_ w: [String], at k: Int, count n: Int) -> Bool {
        habitNames.contains { name in
            let words = name.words
            guard words.count > n else { return false }
            for p in 0...(words.count - n) where Array(words[p..<(p + n)]) == Array(w[k..<(k + n)]) {
                let start = k - p
                if start >= 0, start + words.count <= w.count, Array(w[start..<(start + words.count)]) == words { return true }
            }
            return false
        }
    }

    /// A group said as a set of habits, with its habits; `all` when all of them are said (all, a count of them, or a
    /// routine — done in one go).
    struct GroupMention {
        let id: UUID
        let members: [UUID]
        let all: Bool
    }

    /// A group said as a set of habits: its whole name (a typo allowed), with a word for a set of habits ([list group_noun],
    /// [list routine_noun]) or for all of them ([list whole_word], "everything in", a count of its members) — "the work
    /// routine", "all 3 work habits", "everything in my morning group", "all 3 habits in my evening routine". Such words
    /// are the group even when a habit's name shares a word with it ("Deep work" in "Work"). nil for anything else, or a
    /// count that isn't the group's.
    func groupMention(_ words: [String], number: ([String], Int) -> (Int, Int)?) -> GroupMention? {
        guard !journal.groups.isEmpty else { return nil }
        var whole = false, noun = false, routine = false, count: Int? = nil, name: [String] = []
        var k = 0
        while k < words.count {
            if name.isEmpty, let (n, len) = number(words, k) { count = n; k += len; continue }
            let word = words[k]
            if vocabulary.has("routine_noun", word) { routine = true }
            else if vocabulary.has("group_noun", word) { noun = true }
            else if vocabulary.has("whole_word", word) || vocabulary.has("whole_lead", word) { whole = true }
            else if !mentionLead(word) { name.append(word) }
            k += 1
        }
        guard noun || routine || whole || count != nil, !name.isEmpty, case .group(let id) = group(name, raw: ""),
              let index = journal.groups.firstIndex(where: { $0.id == id }) else { return nil }
        let said = groupNames[index]
        guard said.words.count == name.count, Self.score(name, name: said.words) >= 2 else { return nil }
        let members = journal.members(of: id).map(\.id)
        guard !members.isEmpty, count.map({ $0 == members.count }) ?? true else { return nil }
        return GroupMention(id: id, members: members, all: whole || routine || count != nil)
    }

    /// A small word said before a group's name in a mention of it: "the", "my", "all", "everything in", "each of".
    func mentionLead(_ word: String) -> Bool {
        vocabulary.has("whole_word", word) || vocabulary.has("whole_lead", word) || vocabulary.has("mention_link", word)
            || vocabulary.has("article", word) || vocabulary.has("possessive", word)
    }

    /// Whether the words share a stem with some group's name (a quick test before `group`).
    func mayNameGroup(_ words: [String]) -> Bool { words.contains { names.groupStems.contains(Self.stem($0)) } }

    func group(_ words: [String], raw: String) -> GroupReference {
        let query = trimmed(words)
        var best = 0.0
        var hit: UUID? = nil
        let qs = query.map(Self.stem)
        for (group, name) in zip(journal.groups, groupNames) {
            let s = Self.score(query, qs, name: name.words, name.stems, light: light)
            if s > best { best = s; hit = group.id }
        }
        return hit.map(GroupReference.group) ?? .unknown(raw)
    }

    /// The group whose members a new habit resembles: the most members in the habit's category.
    func suggestedGroup(for name: String, tokenize: (String) -> [String]) -> HabitGroup? {
        func categories(_ text: String) -> Set<String> {
            let words = tokenize(text)
            var found = Set<String>()
            for i in words.indices {
                if let hit = vocabulary.lookup("category", in: words, at: i, fuzzy: false) { found.insert(hit.value) }
            }
            return found
        }
        let mine = categories(name)
        guard !mine.isEmpty else { return nil }
        var best: (HabitGroup, Int)? = nil
        for group in journal.groups {
            let members = journal.members(of: group.id)
            var hits = members.filter { !categories($0.name).isDisjoint(with: mine) }.count
            if !categories(group.name).isDisjoint(with: mine) { hits += 1 }
            if hits > 0 && hits > (best?.1 ?? 0) { best = (group, hits) }
        }
        return best?.0
    }
}
