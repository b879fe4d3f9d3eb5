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
}

enum GroupReference: Hashable, Sendable {
    case group(UUID)
    case unknown(String)
}

/// Matches words to the user's habits and groups: exact names, verb forms ("reading" for "Read"),
/// a word of a longer name ("running" for "Go running"), and small typos.
struct Resolver: Sendable {
    let journal: Journal
    let vocabulary: Vocabulary
    let light: Set<String>
    /// Each habit's and group's name as words, worked out once.
    private let habitWords: [(Habit, [String])]
    private let groupWords: [(HabitGroup, [String])]
    private let habitStems: [[String]]
    private let groupStems: [[String]]

    init(journal: Journal, vocabulary: Vocabulary, tokenize: (String) -> [String]) {
        self.journal = journal
        self.vocabulary = vocabulary
        light = Set(vocabulary.list("light_word").compactMap { $0.count == 1 ? $0[0] : nil })
        habitWords = journal.habits.map { ($0, Self.words($0.name, tokenize)) }
        groupWords = journal.groups.map { ($0, Self.words($0.name, tokenize)) }
        habitStems = habitWords.map { $0.1.map(Self.stem) }
        groupStems = groupWords.map { $0.1.map(Self.stem) }
    }

    /// An existing habit whose name is this one, or a form of it ("Reading" for "Read").
    func sameHabit(as name: String, tokenize: (String) -> [String]) -> Habit? {
        let words = Self.words(name, tokenize)
        return habitWords.first { Self.score(words, name: $0.1) >= 3.5 }?.0
    }

    /// A crude stem so that "running", "runs" and "run", or "meditation" and "meditate", meet.
    static func stem(_ word: String) -> String {
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

    static func words(_ name: String, _ tokenize: (String) -> [String]) -> [String] { tokenize(name).filter { $0 != "-" && $0 != "," && $0 != "." } }

    /// The words with "the", "my", "habit" and similar trimmed off both ends.
    static func trimmed(_ words: [String]) -> [String] {
        var w = words[...]
        while let f = w.first, ["the", "my", "a", "an", "habit", "habits", "group", "your", "our", "of"].contains(f), w.count > 1 { w = w.dropFirst() }
        while let l = w.last, ["habit", "one", "group", "thing", "stuff", "please"].contains(l), w.count > 1 { w = w.dropLast() }
        return Array(w)
    }

    /// How well `query` names something called `name`: 0 (not at all) to 4 (exactly).
    static func score(_ query: [String], name: [String], light: Set<String> = []) -> Double {
        score(query, query.map(stem), name: name, name.map(stem), light: light)
    }

    /// The same, with the words' stems worked out by the caller.
    static func score(_ query: [String], _ qs: [String], name: [String], _ ns: [String], light: Set<String>) -> Double {
        guard !query.isEmpty, !name.isEmpty else { return 0 }
        if query == name { return 4 }
        if qs == ns { return 3.5 }
        // "guitar practice" for "Practice guitar"
        if qs.count > 1, qs.sorted() == ns.sorted() { return 3.2 }
        if contains(ns, qs) { return 3 - 0.1 * Double(ns.count - qs.count) }
        // "the gym habit" for "Gym": extra words only if they are small ones.
        if contains(qs, ns), query.filter({ !light.contains($0) }).count == name.count, ns.joined().count >= 3 { return 2.5 }
        // One small typo per word, same length in words: "readng" for "Read" (as "reading").
        func near(_ typed: String, _ word: String) -> Bool {
            stem(typed) == stem(word) || [word, word + "ing", word + "s", stem(word) + "ing"].contains { sameWord(typed, $0, minLength: 4) }
        }
        if qs.count == ns.count, zip(query, name).allSatisfy({ near($0, $1) }) { return 2 }
        if qs.count == 1, ns.contains(where: { sameWord(qs[0], $0, minLength: 5) }) { return 1.5 }
        return 0
    }

    static func contains(_ haystack: [String], _ needle: [String]) -> Bool {
        guard needle.count <= haystack.count else { return false }
        for start in 0...(haystack.count - needle.count) where Array(haystack[start..<(start + needle.count)]) == needle { return true }
        return false
    }

    func habit(_ words: [String], raw: String, tokenize: (String) -> [String], preferArchived: Bool = false) -> Reference {
        let query = Self.trimmed(words.filter { $0 != "," && $0 != "." })
        if vocabulary.isExactly("pronoun", query) || vocabulary.isExactly("pronoun", words) { return .pronoun }
        var best = 0.0
        var hits: [UUID] = []
        let qs = query.map(Self.stem)
        for (k, (habit, words)) in habitWords.enumerated() {
            var s = Self.score(query, qs, name: words, habitStems[k], light: light)
            if s > 0 && habit.archived != preferArchived { s -= 0.25 }
            if s > best + 0.001 { best = s; hits = [habit.id] } else if s > 0, abs(s - best) <= 0.001 { hits.append(habit.id) }
        }
        if hits.isEmpty { return .unknown(raw) }
        return hits.count == 1 ? .habit(hits[0]) : .ambiguous(hits)
    }

    func group(_ words: [String], raw: String, tokenize: (String) -> [String]) -> GroupReference {
        let query = Self.trimmed(words)
        var best = 0.0
        var hit: UUID? = nil
        let qs = query.map(Self.stem)
        for (k, (group, words)) in groupWords.enumerated() {
            let s = Self.score(query, qs, name: words, groupStems[k], light: light)
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
