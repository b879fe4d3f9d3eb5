import Foundation

/// Cleans and checks the free text a user gives: names, descriptions, notes, icons, times.
public enum Text {
    public static let maxName = 50
    public static let maxDescription = 200
    public static let maxNote = 500

    /// A habit or group name: whitespace trimmed and collapsed to single spaces, control characters removed.
    public static func name(_ raw: String) throws(DomainError) -> String {
        let cleaned = singleLine(raw)
        guard !cleaned.isEmpty else { throw .emptyName }
        guard cleaned.count <= maxName else { throw .nameTooLong(length: cleaned.count) }
        return cleaned
    }

    /// A description ("why it matters"): one line like a name — line feeds, tabs and every other run of
    /// whitespace become one space, control characters go, ends trimmed (so one-line views and CSV consumers
    /// never meet a line break) — nil when empty, at most 200 characters.
    public static func description(_ raw: String?) throws(DomainError) -> String? {
        guard let raw else { return nil }
        let cleaned = singleLine(raw)
        guard !cleaned.isEmpty else { return nil }
        guard cleaned.count <= maxDescription else { throw .descriptionTooLong(length: cleaned.count) }
        return cleaned
    }

    /// A note on a mark (or a skip's reason): trimmed, nil when empty, at most 500 characters.
    public static func note(_ raw: String?) throws(DomainError) -> String? {
        guard let raw else { return nil }
        let cleaned = multiLine(raw)
        guard !cleaned.isEmpty else { return nil }
        guard cleaned.count <= maxNote else { throw .noteTooLong(length: cleaned.count) }
        return cleaned
    }

    /// An icon: nil when empty, otherwise exactly one emoji.
    public static func icon(_ raw: String?) throws(DomainError) -> String? {
        guard let raw else { return nil }
        let trimmed = raw.trimmingWhitespace()
        guard !trimmed.isEmpty else { return nil }
        guard trimmed.count == 1, let first = trimmed.unicodeScalars.first,
              first.properties.isEmoji, first.value > 0x7F || trimmed.unicodeScalars.count > 1,
              !trimmed.unicodeScalars.contains(where: isControl) else {
            throw .invalidIcon(singleLine(trimmed))
        }
        return trimmed
    }

    /// A whole number with its thousands grouped by commas, as error sentences write counts: 16384 → "16,384".
    public static func grouped(_ n: Int) -> String {
        let digits = Array(String(n.magnitude))
        var out = n < 0 ? "-" : ""
        for (i, digit) in digits.enumerated() {
            if i > 0, (digits.count - i) % 3 == 0 { out.append(",") }
            out.append(digit)
        }
        return out
    }

    /// The name's key for case-insensitive uniqueness and lookup: Unicode full case folding ("Straße" and
    /// "STRASSE" are both "strasse", "ﬁsh" is "fish", a final "ς" is "σ"), then the canonical composed form, so
    /// text that is equal to Swift ("José" precomposed or with a combining accent) is the same bytes too (the
    /// store's unique index compares bytes). ASCII names take a fast path.
    public static func key(_ name: String) -> String {
        if name.utf8.allSatisfy({ $0 < 0x80 }) { return name.lowercased() }
        return name.folding(options: [.caseInsensitive], locale: nil).precomposedStringWithCanonicalMapping
    }

    static func isControl(_ s: Unicode.Scalar) -> Bool {
        s.value < 0x20 || (0x7F...0x9F).contains(s.value) || s.value == 0x2028 || s.value == 0x2029
    }

    /// The text without terminal escape sequences: CSI (`ESC [ … final`), OSC (`ESC ] … BEL` or `ESC \\`),
    /// and two-character escapes are removed whole, so no leftovers like "[2J" remain.
    public static func withoutEscapes(_ raw: String) -> String {
        guard raw.unicodeScalars.contains(where: { $0 == "\u{1B}" || $0 == "\u{9B}" || $0 == "\u{9D}" }) else { return raw }
        var out = String.UnicodeScalarView()
        var scalars = raw.unicodeScalars.makeIterator()
        func skipCSI() { while let c = scalars.next(), !(0x40...0x7E).contains(c.value) {} }
        func skipOSC() {
            while let c = scalars.next() {
                if c == "\u{7}" || c == "\u{9C}" { return }
                if c == "\u{1B}" { _ = scalars.next(); return }
            }
        }
        while let s = scalars.next() {
            switch s {
            case "\u{9B}": skipCSI()
            case "\u{9D}": skipOSC()
            case "\u{1B}":
                switch scalars.next() {
                case "[": skipCSI()
                case "]", "P", "X", "^", "_": skipOSC()
                default: break
                }
            default: out.append(s)
            }
        }
        return String(out)
    }

    /// At most `limit` combining marks in a row (more than any script needs), so a letter carrying half a
    /// million accents costs what a short word costs. Linear in the text.
    public static func boundedMarks(_ raw: String, limit: Int = 8) -> String {
        var run = 0
        var trimmed = false
        var out = String.UnicodeScalarView()
        for s in raw.unicodeScalars {
            if s.properties.isGraphemeExtend && s.value != 0x200D && s.value != 0xFE0F {
                run += 1
                if run > limit { trimmed = true; continue }
            } else {
                run = 0
            }
            out.append(s)
        }
        return trimmed ? String(out) : raw
    }

    /// Bidi controls (U+202A–202E, U+2066–2069, U+200E–200F, U+061C) and zero-width characters (U+200B–200D,
    /// U+2060, U+FEFF) would make "abc‮gnp.exe" show as "abcexe.png" and put columns out of line: they go. A
    /// zero-width joiner between two emoji stays, as it is part of the emoji ("🏃‍♀️").
    public static func withoutInvisibles(_ raw: String) -> String {
        func invisible(_ s: Unicode.Scalar) -> Bool {
            switch s.value {
            case 0x202A...0x202E, 0x2066...0x2069, 0x200B...0x200F, 0x2060, 0xFEFF, 0x061C: return true
            default: return false
            }
        }
        let scalars = Array(raw.unicodeScalars)
        guard scalars.contains(where: invisible) else { return raw }
        func emoji(_ k: Int) -> Bool { scalars.indices.contains(k) && scalars[k].properties.isEmoji && scalars[k].value > 0xFF }
        var out = String.UnicodeScalarView()
        for (k, s) in scalars.enumerated() {
            if s.value == 0x200D, emoji(k - 1) || (k >= 2 && scalars[k - 1].value == 0xFE0F && emoji(k - 2)), emoji(k + 1) { out.append(s); continue }
            if !invisible(s) { out.append(s) }
        }
        return String(out)
    }

    /// Text safe to print on a terminal: escape sequences and control characters removed
    /// (newlines kept unless `singleLine`, tabs as spaces).
    public static func printable(_ raw: String, singleLine single: Bool = false) -> String {
        var out = String.UnicodeScalarView()
        for s in withoutInvisibles(withoutEscapes(boundedMarks(raw))).unicodeScalars {
            if s == "\n" { out.append(single ? " " : s) } else if s == "\t" { out.append(" ") } else if !isControl(s) { out.append(s) }
        }
        return String(out)
    }

    /// Control characters become spaces; runs of whitespace become one space; ends trimmed.
    public static func singleLine(_ raw: String) -> String {
        var out = String.UnicodeScalarView()
        var pendingSpace = false
        for s in withoutInvisibles(withoutEscapes(boundedMarks(raw))).unicodeScalars {
            if isControl(s) || s.properties.isWhitespace {
                pendingSpace = !out.isEmpty
            } else {
                if pendingSpace { out.append(" ") }
                pendingSpace = false
                out.append(s)
            }
        }
        return String(out)
    }

    /// Keeps newlines and tabs, drops other control characters, trims the ends.
    static func multiLine(_ raw: String) -> String {
        var out = String.UnicodeScalarView()
        for s in withoutInvisibles(withoutEscapes(boundedMarks(raw))).unicodeScalars where !isControl(s) || s == "\n" || s == "\t" {
            out.append(s)
        }
        return String(out).trimmingWhitespace()
    }
}

extension String {
    func trimmingWhitespace() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let last = scalars.lastIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        return String(scalars[first...last])
    }
}

/// A string known by its exact UTF-8 bytes, the way SQLite compares it. Swift's `String ==` treats canonically
/// equivalent text as equal ("josé" precomposed and decomposed), so a cache keyed by `String` would let two
/// users who are different to the store share entries; keyed by `ExactText`, they never do (SPEC §8).
public struct ExactText: Hashable, Sendable {
    public let bytes: [UInt8]
    public init(_ text: String) { bytes = Array(text.utf8) }
}

/// A time of day on a 24-hour clock.
public struct TimeOfDay: Hashable, Sendable, Comparable, CustomStringConvertible {
    public let hour: Int
    public let minute: Int

    public init?(hour: Int, minute: Int) {
        guard (0...23).contains(hour), (0...59).contains(minute) else { return nil }
        self.hour = hour
        self.minute = minute
    }

    /// Parses `HH:MM` (one-digit hours allowed).
    public init?(_ text: String) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, (1...2).contains(parts[0].count), parts[1].count == 2,
              parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
              let h = Int(parts[0]), let m = Int(parts[1]) else { return nil }
        self.init(hour: h, minute: m)
    }

    public static func < (a: TimeOfDay, b: TimeOfDay) -> Bool { (a.hour, a.minute) < (b.hour, b.minute) }

    /// `HH:MM`.
    public var description: String { pad(hour, 2) + ":" + pad(minute, 2) }
}

extension UUID {
    /// Parses the 36-character hyphenated form (either case) from UTF-8 bytes (a database column, say),
    /// without making a string or going through Foundation's scanner.
    public init?(hyphenatedBytes bytes: UnsafeBufferPointer<UInt8>) {
        guard bytes.count == 36 else { return nil }
        var raw: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        func nibble(_ b: UInt8) -> UInt8? {
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): return b - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): return b - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): return b - UInt8(ascii: "A") + 10
            default: return nil
            }
        }
        let ok = withUnsafeMutableBytes(of: &raw) { out -> Bool in
            var i = 0
            for k in 0..<16 {
                if i == 8 || i == 13 || i == 18 || i == 23 {
                    guard bytes[i] == UInt8(ascii: "-") else { return false }
                    i += 1
                }
                guard let high = nibble(bytes[i]), let low = nibble(bytes[i + 1]) else { return false }
                out[k] = high << 4 | low
                i += 2
            }
            return true
        }
        guard ok else { return nil }
        self.init(uuid: raw)
    }
}
