/// One habit's marks: a state per day from its first marked day through its last, and the notes and amounts beside them.
///
/// A byte a day, so five years of a daily habit is under 2 KB and a day's mark is an index, not a hash;
/// the store keeps the same bytes on disk (`MarkBook.Code`), so loading a long history is a copy. Value
/// semantics, like a dictionary keyed by day, which it replaces: `book[day] = Mark(.done)`, `book[day] = nil`.
public struct MarkBook: Hashable, Sendable, Sequence, ExpressibleByDictionaryLiteral {
    /// How a day is written, in memory and on disk: one ASCII byte.
    public enum Code {
        public static let none = UInt8(ascii: ".")
        public static let done = UInt8(ascii: "d")
        public static let skipped = UInt8(ascii: "s")
        public static let slipped = UInt8(ascii: "x")
        public static let partial = UInt8(ascii: "p")

        public static func of(_ state: MarkState) -> UInt8 {
            switch state {
            case .done: return done
            case .skipped: return skipped
            case .slipped: return slipped
            case .partial: return partial
            }
        }

        public static func state(_ code: UInt8) -> MarkState? {
            switch code {
            case done: return .done
            case skipped: return .skipped
            case slipped: return .slipped
            case partial: return .partial
            default: return nil
            }
        }
    }

    /// Day 0 of `codes`, the first marked day; the epoch when there are no marks, so equal books are equal.
    public private(set) var start: Day
    /// A code per day from `start`; never starts or ends with `Code.none`.
    public private(set) var codes: [UInt8]
    /// Notes, only on marked days.
    public private(set) var notes: [Day: String]
    /// The day's total of a measurable habit, only on marked days that have one.
    public private(set) var amounts: [Day: Amount]
    /// How many days are marked.
    public private(set) var count: Int

    public init() {
        start = Day(ordinal: 0)
        codes = []
        notes = [:]
        amounts = [:]
        count = 0
    }

    public init(dictionaryLiteral elements: (Day, Mark)...) {
        self.init()
        for (day, mark) in elements { self[day] = mark }
    }

    public init(_ marks: [Day: Mark]) {
        self.init()
        guard let low = marks.keys.min(), let high = marks.keys.max() else { return }
        start = low
        codes = [UInt8](repeating: Code.none, count: high - low + 1)
        for (day, mark) in marks { set(day, mark) }
    }

    /// A book from stored codes, notes and amounts; nil when a code isn't one of `Code`'s or the codes are untrimmed.
    /// Notes and amounts on unmarked days are dropped.
    public init?<Codes: Collection<UInt8>>(start: Day, codes stored: Codes, notes: [Day: String] = [:], amounts: [Day: Amount] = [:]) {
        self.init()
        guard let head = stored.first else { return }
        guard head != Code.none else { return nil }
        var count = 0
        var tail = head
        for code in stored {
            switch code {
            case Code.none: break
            case Code.done, Code.skipped, Code.slipped, Code.partial: count += 1
            default: return nil
            }
            tail = code
        }
        guard tail != Code.none else { return nil }
        self.start = start
        self.codes = Array(stored)
        self.count = count
        self.notes = notes.filter { self.code($0.key) != Code.none }
        self.amounts = amounts.filter { self.code($0.key) != Code.none }
    }

    public var isEmpty: Bool { count == 0 }

    /// The first marked day, if any.
    public var firstDay: Day? { codes.isEmpty ? nil : start }
    /// The last marked day, if any.
    public var lastDay: Day? { codes.isEmpty ? nil : start.adding(days: codes.count - 1) }

    /// The code of a day: `Code.none` outside the marked stretch.
    public func code(_ day: Day) -> UInt8 {
        let k = day - start
        return k >= 0 && k < codes.count ? codes[k] : Code.none
    }

    public func state(on day: Day) -> MarkState? { Code.state(code(day)) }

    public subscript(day: Day) -> Mark? {
        get { state(on: day).map { Mark($0, note: notes[day], amount: amounts.isEmpty ? nil : amounts[day]) } }
        set { set(day, newValue) }
    }

    /// The day's total, when its mark has one.
    public func amount(on day: Day) -> Amount? { amounts.isEmpty ? nil : amounts[day] }

    /// The amounts of the days from `from` through `end`, added up (zero when none has one).
    public func total(from: Day, through end: Day) -> Amount {
        guard !amounts.isEmpty, from <= end else { return .zero }
        // Whichever is fewer: the days asked about, or the days with an amount.
        if end - from < amounts.count {
            return (from.ordinal...end.ordinal).reduce(.zero) { $0 + (amounts[Day(ordinal: $1)] ?? .zero) }
        }
        return amounts.reduce(.zero) { $0 + ($1.key >= from && $1.key <= end ? $1.value : .zero) }
    }

    private mutating func set(_ day: Day, _ mark: Mark?) {
        let old = code(day)
        let new = mark.map { Code.of($0.state) } ?? Code.none
        notes[day] = mark?.note
        // Most habits never have an amount: their (empty) table is left alone.
        if mark?.amount != nil || !amounts.isEmpty { amounts[day] = mark?.amount }
        if old == new { return }
        count += (new == Code.none ? 0 : 1) - (old == Code.none ? 0 : 1)
        if codes.isEmpty {
            start = day
            codes = [new]
        } else if day < start {
            codes.insert(contentsOf: [UInt8](repeating: Code.none, count: start - day), at: 0)
            start = day
            codes[0] = new
        } else if day - start >= codes.count {
            codes.append(contentsOf: [UInt8](repeating: Code.none, count: day - start - codes.count + 1))
            codes[day - start] = new
        } else {
            codes[day - start] = new
        }
        if new == Code.none { trim() }
    }

    private mutating func trim() {
        guard let low = codes.firstIndex(where: { $0 != Code.none }), let high = codes.lastIndex(where: { $0 != Code.none }) else {
            self = MarkBook()
            return
        }
        if low == 0 && high == codes.count - 1 { return }
        codes = Array(codes[low...high])
        start = start.adding(days: low)
    }

    /// The marked days, oldest first.
    public var days: [Day] { map(\.day) }

    /// The marked days whose state is `state`, oldest first.
    public func days(_ state: MarkState) -> [Day] {
        let wanted = Code.of(state)
        return codes.indices.compactMap { codes[$0] == wanted ? start.adding(days: $0) : nil }
    }

    /// How many days from `from` through `end` have `state`.
    public func count(_ state: MarkState, from: Day, through end: Day) -> Int {
        let wanted = Code.of(state)
        let low = Swift.max(from - start, 0), high = Swift.min(end - start, codes.count - 1)
        guard low <= high else { return 0 }
        return codes[low...high].reduce(0) { $0 + ($1 == wanted ? 1 : 0) }
    }

    // MARK: Sequence: the marks, oldest first.

    public struct Iterator: IteratorProtocol {
        let book: MarkBook
        var k = 0

        public mutating func next() -> (day: Day, mark: Mark)? {
            while k < book.codes.count {
                defer { k += 1 }
                if let state = Code.state(book.codes[k]) {
                    let day = book.start.adding(days: k)
                    return (day, Mark(state, note: book.notes.isEmpty ? nil : book.notes[day], amount: book.amounts.isEmpty ? nil : book.amounts[day]))
                }
            }
            return nil
        }
    }

    public func makeIterator() -> Iterator { Iterator(book: self) }
    public var underestimatedCount: Int { count }
}
