/// One word of a message: its normalised form and where it came from in the original text.
struct Token: Hashable, Sendable {
    /// Lower-cased, apostrophes and accents kept; a quoted span is one token.
    let norm: String
    /// The original spelling, for names.
    let raw: String
    /// Position of the original spelling in the message's characters.
    let start: Int
    let end: Int
    /// A span the user put in quotes: its words are a name, never anything else.
    let quoted: Bool
    /// True for the second and later words of an expanded contraction.
    let synthetic: Bool

    var isNumber: Bool { !quoted && !norm.isEmpty && norm.allSatisfy(\.isASCII) && norm.allSatisfy(\.isNumber) }
}

/// A message split into tokens, with the original text kept for exact names.
struct Utterance: Sendable {
    let text: [Character]
    var tokens: [Token] { didSet { norms = tokens.map(\.norm) } }
    /// Each token's normal form, kept beside the tokens: readings look at them thousands of times a message.
    private(set) var norms: [String]
    /// The characters as one string, and where each character starts in it (and where the last ends), so a
    /// span of the message is copied out in one go: readings ask for the words as typed many times a message.
    private let source: String
    private let starts: [String.Index]
    /// Whether the message has a bracket at all: most don't, and then no span is widened to one.
    private let bracketed: Bool

    init(text: [Character], tokens: [Token]) {
        self.text = text
        self.tokens = tokens
        norms = tokens.map(\.norm)
        source = String(text)
        bracketed = text.contains("(") || text.contains(")")
        var starts = Array(source.indices)
        starts.append(source.endIndex)
        self.starts = starts
    }

    /// The user's own words for tokens `range`, exactly as typed.
    func original(_ range: Range<Int>) -> String {
        guard let first = range.first(where: { !tokens[$0].synthetic }),
              let last = range.reversed().first(where: { !tokens[$0].synthetic }) else {
            return tokens[range].map(\.raw).joined(separator: " ")
        }
        // Joined again, the characters split the same way; the count is checked all the same.
        guard starts.count == text.count + 1 else { return String(text[tokens[first].start..<tokens[last].end]) }
        let (from, to) = bracketed ? widened(tokens[first].start, tokens[last].end) : (tokens[first].start, tokens[last].end)
        return String(source[starts[from]..<starts[to]])
    }

    /// A span widened to the bracket its words leave open ("Duolingo (French)": the words end at "French", and the ")"
    /// right after it is theirs), so a name keeps its brackets whole.
    private func widened(_ start: Int, _ end: Int) -> (Int, Int) {
        var open = 0
        for c in text[start..<end] { if c == "(" { open += 1 } else if c == ")" { open -= 1 } }
        var from = start, to = end
        if open > 0 {
            var j = to
            while j < text.count, text[j] == " " { j += 1 }
            if j < text.count, text[j] == ")" { to = j + 1 }
        } else if open < 0 {
            var j = from
            while j > 0, text[j - 1] == " " { j -= 1 }
            if j > 0, text[j - 1] == "(" { from = j - 1 }
        }
        return (from, to)
    }

}

/// The word with each run of three or more of the same letter said once ("ughhh" → "ugh"); words without one, and
/// words longer than 24 bytes, as they are.
func collapsingDrawnOut(_ word: String) -> String {
    // An ASCII word with no byte three times in a row has no drawn-out letter: it is as it is (the common case,
    // answered without making a set of its characters).
    if word.utf8.count <= 24 {
        var ascii = true, run = 0, previous: UInt8 = 0, drawnOut = false
        for b in word.utf8 {
            if b >= 0x80 { ascii = false; break }
            run = b == previous ? run + 1 : 1
            previous = b
            if run >= 3 { drawnOut = true; break }
        }
        if ascii && !drawnOut { return word }
    }
    // (A long run of letters is no drawn-out word: it is kept as typed.)
    guard word.utf8.count <= 24, Set(word).count > 1 else { return word }
    // A run at the end is said once ("sooo" → "so", "ughhh" → "ugh"); one inside, twice ("goood" → "good").
    var out: [Character] = []
    var k = word.startIndex
    while k < word.endIndex {
        let c = word[k]
        var end = word.index(after: k)
        while end < word.endIndex, word[end] == c { end = word.index(after: end) }
        let length = word.distance(from: k, to: end)
        out += Array(repeating: c, count: length >= 3 && c.isLetter ? (end == word.endIndex ? 1 : 2) : length)
        k = end
    }
    return String(out)
}

enum Tokenizer {
    /// Characters that end a quoted span opened by the same kind of mark.
    static let quotePairs: [Character: Character] = ["\"": "\"", "“": "”", "‘": "’", "'": "'", "«": "»"]

    /// Splits text into words, numbers, quoted spans and the separators "," "." "/" "-" "×".
    /// Other punctuation and symbols (emoji included) are dropped.
    static func tokenize(_ text: String, contractions: [String: [String]]) -> Utterance {
        let chars = Array(text.prefix(2000))
        var tokens: [Token] = []
        var i = 0
        // ASCII is answered from the byte; Unicode's tables only for the rest.
        func isLetter(_ c: Character) -> Bool {
            if let a = c.asciiValue { return (a | 0x20) >= 97 && (a | 0x20) <= 122 }
            return c.isLetter
        }
        func isDigit(_ c: Character) -> Bool { c.asciiValue.map { $0 >= 48 && $0 <= 57 } ?? false }
        func isWordChar(_ c: Character) -> Bool {
            if let a = c.asciiValue { return ((a | 0x20) >= 97 && (a | 0x20) <= 122) || (a >= 48 && a <= 57) || a == 95 }
            return c.isLetter || c.isNumber
        }
        func push(_ start: Int, _ end: Int, quoted: Bool = false) {
            let raw = String(chars[start..<end])
            var norm = raw.lowercased()
            if norm.contains(Character("’")) { norm = String(norm.map { $0 == "’" ? "'" : $0 }) }
            // "ughhh", "sooo", "yesss": a letter drawn out three times or more is said once.
            if !quoted { norm = collapsingDrawnOut(norm) }
            if !quoted, let expansion = contractions[norm] {
                for (k, word) in expansion.enumerated() {
                    tokens.append(Token(norm: word, raw: k == 0 ? raw : "", start: start, end: end, quoted: false, synthetic: k > 0))
                }
                return
            }
            tokens.append(Token(norm: norm, raw: raw, start: start, end: end, quoted: quoted, synthetic: false))
        }
        // Where a currency sign was said before a number ("$15"): its word follows the number.
        var currencyAt: Int? = nil
        func currencyAfterNumber(_ numberStart: Int) {
            if let at = currencyAt, at == numberStart - 1 { push(at, at + 1) }
            currencyAt = nil
        }
        while i < chars.count {
            let c = chars[i]
            if let close = quotePairs[c] {
                // A quote opens only at a word boundary and must close before the message ends.
                let atBoundary = i == 0 || !isWordChar(chars[i - 1])
                if atBoundary, let j = chars[(i + 1)...].firstIndex(of: close), j > i + 1,
                   c != "'" || j + 1 >= chars.count || !isWordChar(chars[j + 1]) {
                    let inner = String(chars[(i + 1)..<j]).trimmingCharacters(in: " ")
                    if !inner.isEmpty {
                        tokens.append(Token(norm: inner.lowercased(), raw: inner, start: i + 1, end: j, quoted: true, synthetic: false))
                    }
                    i = j + 1
                    continue
                }
            }
            if isDigit(c) {
                // A spelling that starts with a digit ("2moro", "2nite") is one word when the language knows it.
                var k = i
                while k < chars.count, isWordChar(chars[k]) { k += 1 }
                if k > i + 1, contractions[String(chars[i..<k]).lowercased()] != nil {
                    push(i, k)
                    i = k
                    continue
                }
                // Numbers, with an optional ":MM" for times; a trailing letter run becomes its own word ("3x", "7am").
                var j = i
                while j < chars.count, isDigit(chars[j]) { j += 1 }
                // "10,000": thousands grouped with commas are one number (its words keep the commas; it reads without).
                if j + 3 < chars.count || j + 3 == chars.count, j < chars.count, chars[j] == ",", j - i <= 3 {
                    var k = j
                    while k + 3 <= chars.count, k < chars.count, chars[k] == ",", (k + 1...k + 3).allSatisfy({ $0 < chars.count && isDigit(chars[$0]) }),
                          k + 4 >= chars.count || !isDigit(chars[k + 4]) { k += 4 }
                    if k > j {
                        let raw = String(chars[i..<k])
                        tokens.append(Token(norm: raw.filter { $0 != "," }, raw: raw, start: i, end: k, quoted: false, synthetic: false))
                        currencyAfterNumber(i)
                        i = k
                        continue
                    }
                }
                if j + 2 < chars.count, chars[j] == ":" || chars[j] == ".", isDigit(chars[j + 1]),
                   isDigit(chars[j + 2]), j + 3 >= chars.count || !(chars[j + 3].isNumber) {
                    j += 3
                } else if j + 1 < chars.count, chars[j] == ".", isDigit(chars[j + 1]), j + 2 >= chars.count || !chars[j + 2].isNumber {
                    // "1.5": a decimal number, one token (its point is no sentence end).
                    j += 2
                }
                push(i, j)
                currencyAfterNumber(i)
                i = j
                continue
            }
            if isWordChar(c) {
                var j = i
                while j < chars.count {
                    if isWordChar(chars[j]) { j += 1; continue }
                    // Apostrophes inside words ("don't", "o'clock") and dotted abbreviations ("a.m").
                    if (chars[j] == "'" || chars[j] == "’"), j + 1 < chars.count, isLetter(chars[j + 1]), j > i { j += 1; continue }
                    break
                }
                // ("w/ run", "b/c i was sick": a clipped spelling with its slash is one word when the language knows it.)
                if j < chars.count, chars[j] == "/" {
                    var k = j + 1
                    while k < chars.count, isWordChar(chars[k]) { k += 1 }
                    if k > j + 1, contractions[String(chars[i..<k]).lowercased()] != nil { push(i, k); i = k; continue }
                    if contractions[String(chars[i...j]).lowercased()] != nil { push(i, j + 1); i = j + 1; continue }
                }
                // Letters followed by digits ("x3") split; digits inside words ("mp3") stay.
                push(i, j)
                i = j
                continue
            }
            switch c {
            case ",", ";": tokens.append(Token(norm: ",", raw: String(c), start: i, end: i + 1, quoted: false, synthetic: false))
            case "." where i + 1 < chars.count && chars[i + 1] == ".", "…":
                // ".." and "…" trail off mid-thought ("ran yesterday.. no wait it was monday"): a pause, like a comma.
                var j = i + 1
                while j < chars.count, chars[j] == "." || chars[j] == "…" { j += 1 }
                tokens.append(Token(norm: ",", raw: String(chars[i..<j]), start: i, end: j, quoted: false, synthetic: false))
                i = j
                continue
            case ".", "!", "?": tokens.append(Token(norm: ".", raw: String(c), start: i, end: i + 1, quoted: false, synthetic: false))
            case "&", "+" where tokens.last.map({ !$0.isNumber }) ?? false && contractions[String(c)] != nil:
                // Between words ("brushed + flossed", "gym & swim") the sign says what its contraction does; after a
                // number ("10+ pages") it stays a sign.
                push(i, i + 1)
            case "=":
                // ("morning routine = meditate, stretch": an equals sign between words defines, as a colon does.)
                tokens.append(Token(norm: ":", raw: "=", start: i, end: i + 1, quoted: false, synthetic: false))
            case "/", "-", "–", "×", "&", "+", ":":
                let norm = c == "–" ? "-" : String(c)
                tokens.append(Token(norm: norm, raw: String(c), start: i, end: i + 1, quoted: false, synthetic: false))
            case "£", "$", "€" where contractions[String(c)] != nil:
                // A currency sign is its word, said after the amount: "$15" and "15$" are both "15 dollars".
                if i + 1 < chars.count, isDigit(chars[i + 1]) { currencyAt = i } else { push(i, i + 1) }
            case "✅", "✔", "✓", "☑", "✔️":
                // Check marks mean "done"; other emoji are dropped.
                tokens.append(Token(norm: "✅", raw: String(c), start: i, end: i + 1, quoted: false, synthetic: false))
            case "❌", "✗", "✘", "✖", "❎", "✖️":
                // Crosses mean "not done".
                tokens.append(Token(norm: "❌", raw: String(c), start: i, end: i + 1, quoted: false, synthetic: false))
            default:
                // An emoji between words breaks the sentence like a comma ("quit soda for real this time 🥤 relapsed so
                // many times"); several in a row, or one at either end, are one break or none.
                if c.unicodeScalars.contains(where: { $0.value > 0x2000 && ($0.properties.isEmojiPresentation || $0.properties.isEmoji) }),
                   let last = tokens.last, ![",", "."].contains(last.norm) {
                    tokens.append(Token(norm: ",", raw: "", start: i, end: i + 1, quoted: false, synthetic: true))
                }
            }
            i += 1
        }
        while let last = tokens.last, last.synthetic, last.norm == "," { tokens.removeLast() }
        return Utterance(text: chars, tokens: tokens)
    }
}

/// Whether two words are at most one edit apart: one letter changed, added, dropped, or two neighbours swapped
/// (Damerau–Levenshtein distance ≤ 1), in time linear in their length and without copying ASCII words.
func withinOneEdit(_ a: String, _ b: String) -> Bool {
    var a = a, b = b
    let ascii = a.utf8.allSatisfy { $0 < 0x80 } && b.utf8.allSatisfy { $0 < 0x80 }
    if !ascii { return withinOneEdit(Array(a), Array(b)) }
    return a.withUTF8 { x in b.withUTF8 { y in withinOneEdit(x, y) } }
}

func withinOneEdit<C: RandomAccessCollection>(_ x: C, _ y: C) -> Bool where C.Element: Equatable, C.Index == Int {
    let m = x.count, n = y.count
    guard abs(m - n) <= 1 else { return false }
    func same(_ i: Int, _ j: Int) -> Bool {
        // x[i...] == y[j...]
        guard m - i == n - j else { return false }
        var i = i, j = j
        while i < m { if x[x.startIndex + i] != y[y.startIndex + j] { return false }; i += 1; j += 1 }
        return true
    }
    var i = 0
    while i < m, i < n, x[x.startIndex + i] == y[y.startIndex + i] { i += 1 }
    if i == m && i == n { return true }
    if m == n {
        if same(i + 1, i + 1) { return true }
        return i + 1 < m && x[x.startIndex + i] == y[y.startIndex + i + 1] && x[x.startIndex + i + 1] == y[y.startIndex + i] && same(i + 2, i + 2)
    }
    return m > n ? same(i + 1, i) : same(i, i + 1)
}

/// Whether a typed word is a keyword, allowing one typo in keywords of `minLength`+ letters.
func sameWord(_ typed: String, _ keyword: String, minLength: Int = 5) -> Bool {
    if typed == keyword { return true }
    // Cheap checks on UTF-8 lengths first: this runs for every keyword at every word of every message.
    let t = typed.utf8.count, k = keyword.utf8.count
    guard k >= minLength, t >= minLength - 1, abs(t - k) <= 1 else { return false }
    guard keyword.utf8.first == typed.utf8.first || k >= 6, !typed.utf8.contains(where: { $0 >= 0x30 && $0 <= 0x39 }) else { return false }
    return withinOneEdit(typed, keyword)
}
