import Foundation

/// Hashing and comparing words without the standard library's seeded hasher: readings look words up thousands of
/// times a message, and most words are short ASCII, which a `String` holds inline (up to 15 bytes) — those are hashed
/// and compared from their 16 bytes directly. Other ASCII strings are hashed byte by byte, consistently with the
/// inline ones, so two equal strings always hash the same, however they are stored.
///
/// Only ASCII is hashed here (`nil` otherwise): a string with other characters can equal one with different bytes
/// (canonical equivalence), so such words are looked up in a standard dictionary instead (see `WordTable`).
enum WordHash {
    /// A string's two words of storage.
    @inline(__always) static func bits(_ s: String) -> (UInt64, UInt64) { unsafeBitCast(s, to: (UInt64, UInt64).self) }

    /// Whether the storage is an inline ASCII string (discriminator nibble 0b1110: small, ASCII, immortal).
    /// Unused bytes of an inline string are always zero, so its bits are its contents and length.
    @inline(__always) static func isInlineASCII(_ hi: UInt64) -> Bool { hi >> 60 == 0xE }

    @inline(__always) static func mix(_ lo: UInt64, _ hi: UInt64) -> UInt64 {
        var h = (lo &* 0x9E37_79B9_7F4A_7C15) ^ (hi &* 0xC2B2_AE3D_27D4_EB4F)
        h ^= h >> 31
        h = h &* 0xD6E8_FEB8_6659_FD93
        h ^= h >> 32
        return h
    }

    /// Whether strings are laid out as the inline path assumes (checked once on a known string; if not, every string takes
    /// the byte-by-byte path, which is slower but needs no knowledge of the layout).
    static let layoutHolds: Bool = {
        let (lo, hi) = bits("ab")
        return lo == 0x6261 && hi == 0xE2 << 56
    }()

    /// The hash of an ASCII string, or nil for any other.
    @inline(__always) static func of(_ s: String) -> UInt64? {
        let (lo, hi) = bits(s)
        if isInlineASCII(hi), layoutHolds { return mix(lo, hi) }
        return outOfLine(s)
    }

    /// A string not stored inline: ASCII of up to 15 bytes is packed as an inline one would be; longer, FNV-1a.
    @inline(never) static func outOfLine(_ s: String) -> UInt64? {
        let count = s.utf8.count
        if count <= 15 {
            var lo: UInt64 = 0, hi: UInt64 = 0
            var k = 0
            for b in s.utf8 {
                if b >= 0x80 { return nil }
                if k < 8 { lo |= UInt64(b) << (8 * UInt64(k)) } else { hi |= UInt64(b) << (8 * UInt64(k - 8)) }
                k += 1
            }
            hi |= (0xE0 | UInt64(count)) << 56
            return mix(lo, hi)
        }
        var h: UInt64 = 0xCBF2_9CE4_8422_2325
        for b in s.utf8 {
            if b >= 0x80 { return nil }
            h = (h ^ UInt64(b)) &* 0x0100_0000_01B3
        }
        return h
    }

    /// `a == b`, answered from the bits when both are inline ASCII strings (equal exactly when their bits are).
    @inline(__always) static func same(_ a: String, _ b: String) -> Bool {
        let (a0, a1) = bits(a), (b0, b1) = bits(b)
        if a0 == b0 && a1 == b1 { return true }
        if isInlineASCII(a1) && isInlineASCII(b1) && layoutHolds { return false }
        return a == b
    }

    /// Whether a string holds a character that is canonically equivalent to an ASCII one (KELVIN SIGN, GREEK QUESTION
    /// MARK, GREEK VARIA): such a string can equal an ASCII string with other bytes, which `WordTable` can't allow for.
    static func mayEqualASCII(_ s: String) -> Bool {
        s.unicodeScalars.contains { $0.value == 0x212A || $0.value == 0x037E || $0.value == 0x1FEF }
    }
}

/// An immutable map from words to values, looked up with `WordHash` (see there); answers exactly as a
/// `[String: Value]` made of the same pairs would.
final class WordTable<Value>: @unchecked Sendable {
    private let slots: [Int32]
    private let mask: Int
    private let keys: [String]
    private let hashes: [UInt64]
    let values: [Value]
    /// Every key, for words that aren't ASCII.
    private let all: [String: Int]
    /// False when some key could equal an ASCII word of other bytes: then every word is looked up in `all`.
    private let fast: Bool

    convenience init() { self.init([]) }

    init(_ pairs: [(String, Value)]) {
        var capacity = 8
        while capacity < pairs.count * 2 { capacity *= 2 }
        var slots = Array(repeating: Int32(-1), count: capacity)
        let mask = capacity - 1
        var keys: [String] = [], hashes: [UInt64] = [], values: [Value] = [], all: [String: Int] = [:], fast = true
        for (key, value) in pairs where all[key] == nil {
            let index = keys.count
            all[key] = index
            keys.append(key)
            values.append(value)
            let h = WordHash.of(key)
            hashes.append(h ?? 0)
            if WordHash.mayEqualASCII(key) { fast = false }
            guard let h else { continue }
            var slot = Int(truncatingIfNeeded: h) & mask
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(index)
        }
        (self.slots, self.mask, self.keys, self.hashes, self.values, self.all, self.fast) = (slots, mask, keys, hashes, values, all, fast)
    }

    var count: Int { keys.count }

    /// The index of `word`'s entry (in the order first given), if it is a key.
    @inline(__always) func index(_ word: String) -> Int? {
        guard fast, let h = WordHash.of(word) else { return all[word] }
        var slot = Int(truncatingIfNeeded: h) & mask
        while true {
            let k = Int(slots[slot])
            if k < 0 { return nil }
            if hashes[k] == h && WordHash.same(keys[k], word) { return k }
            slot = (slot + 1) & mask
        }
    }

    @inline(__always) subscript(_ word: String) -> Value? {
        guard let k = index(word) else { return nil }
        return values[k]
    }
}

/// A table of answers by word, shared by every turn (and thread) and emptied when it reaches `limit` entries, as
/// `SharedCache` but looked up with `WordHash` for ASCII words.
final class WordCache<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Int32]
    private var mask: Int
    private var keys: [String] = []
    private var hashes: [UInt64] = []
    private var values: [Value] = []
    /// Words that aren't ASCII.
    private var others: [String: Value] = [:]
    private let limit: Int

    init(limit: Int) {
        self.limit = limit
        var capacity = 64
        while capacity < limit * 2 { capacity *= 2 }
        slots = Array(repeating: -1, count: capacity)
        mask = capacity - 1
    }

    func value(_ key: String, _ work: () -> Value) -> Value {
        // (A word equivalent to an ASCII word of other bytes is kept apart; it is only ever looked up as itself.)
        guard let h = WordHash.of(key) else {
            lock.lock()
            if let known = others[key] { lock.unlock(); return known }
            lock.unlock()
            let value = work()
            lock.lock()
            if others.count >= limit { others.removeAll(keepingCapacity: true) }
            others[key] = value
            lock.unlock()
            return value
        }
        lock.lock()
        var slot = Int(truncatingIfNeeded: h) & mask
        while true {
            let k = Int(slots[slot])
            if k < 0 { break }
            if hashes[k] == h && WordHash.same(keys[k], key) { let known = values[k]; lock.unlock(); return known }
            slot = (slot + 1) & mask
        }
        lock.unlock()
        let value = work()
        lock.lock()
        if keys.count >= limit {
            keys.removeAll(keepingCapacity: true)
            hashes.removeAll(keepingCapacity: true)
            values.removeAll(keepingCapacity: true)
            for k in slots.indices { slots[k] = -1 }
        }
        // (Another thread may have added it meanwhile: the first answer stays, as in `SharedCache`'s table the last would;
        // both are the same answer.)
        slot = Int(truncatingIfNeeded: h) & mask
        while true {
            let k = Int(slots[slot])
            if k < 0 { break }
            if hashes[k] == h && WordHash.same(keys[k], key) { values[k] = value; lock.unlock(); return value }
            slot = (slot + 1) & mask
        }
        slots[slot] = Int32(keys.count)
        keys.append(key)
        hashes.append(h)
        values.append(value)
        lock.unlock()
        return value
    }
}
