import Foundation
import HabitDomain

/// Another habit tracker's export, read into Habitat's terms: its habits with their marks, the rows that made no
/// mark (and why), and notes on what was read differently from how the other tracker says it.
///
/// Each format's reader makes one (`LoopBackup`, `LoopCSV`, `Harsh`, `HabitBull`); `document(for:today:)` turns it
/// into an export document that `Journal.importPlan` merges like a Habitat export.
public struct ForeignExport: Sendable {
    public let format: ForeignFormat
    /// In the source's order, names settled: cleaned, at most `Text.maxName` long, unique (case aside).
    public private(set) var habits: [ForeignHabit]
    public var leftOut: LeftOut
    /// What was read differently from how the source says it, one sentence each ("the unit …").
    public private(set) var notes: [String]

    /// The most rows a source may hold: far more than decades of a hundred habits; a bigger file is refused before
    /// it costs much memory.
    public static let maxRows = 3_000_000

    public init(format: ForeignFormat, habits: [ForeignHabit], leftOut: LeftOut = LeftOut(), notes: [String] = []) throws(ForeignError) {
        guard habits.count <= Journal.maxHabits else {
            throw ForeignError("it holds \(Text.grouped(habits.count)) habits, and Habitat keeps at most \(Text.grouped(Journal.maxHabits))")
        }
        self.format = format
        self.habits = habits
        self.leftOut = leftOut
        self.notes = notes
        settleNames()
    }

    /// Names cleaned as Habitat cleans a name, cut to `Text.maxName`, and made unique: two habits with one name stay
    /// two, the second called "Name (2)", the third "Name (3)".
    private mutating func settleNames() {
        var taken = Set<String>()
        var seen: [String: Int] = [:]
        for i in habits.indices {
            let source = habits[i].name
            if habits[i].key.isEmpty {
                seen[Text.key(source), default: 0] += 1
                habits[i].key = "\(format.rawValue):\(Text.key(source))#\(seen[Text.key(source)]!)"
            }
            var base = Text.singleLine(source)
            if base.isEmpty { base = "Habit \(i + 1)"; notes.append("A habit with no name is called \"\(base)\".") }
            if base.count > Text.maxName {
                base = Text.singleLine(String(base.prefix(Text.maxName)))
                notes.append("\"\(source)\" is longer than \(Text.maxName) characters, so it is called \"\(base)\".")
            }
            var name = base, n = 1
            while taken.contains(Text.key(name)) {
                n += 1
                let suffix = " (\(n))"
                name = Text.singleLine(String(base.prefix(Text.maxName - suffix.count))) + suffix
            }
            if n > 1 { notes.append("Another habit called \"\(base)\" is called \"\(name)\", so the two stay apart.") }
            taken.insert(Text.key(name))
            habits[i].name = name
        }
    }
}

/// The formats `habitat import` recognises besides its own.
public enum ForeignFormat: String, Sendable, CaseIterable {
    case loopBackup, loopCSV, harsh, habitBull

    /// "a Loop Habit Tracker backup", as a sentence names it.
    public var title: String {
        switch self {
        case .loopBackup: return "a Loop Habit Tracker backup"
        case .loopCSV: return "a Loop Habit Tracker CSV export"
        case .harsh: return "a harsh folder"
        case .habitBull: return "a HabitBull CSV export"
        }
    }
}

/// Why a source can't be imported, in words that follow the source's name: "is a damaged zip archive …", or with the
/// place it was found: "log line 12: "2026-13-01" is not a date".
public struct ForeignError: Error, Hashable, Sendable, CustomStringConvertible {
    public let place: String?
    public let message: String

    public init(_ message: String, at place: String? = nil) {
        self.message = message
        self.place = place
    }

    public var description: String { place.map { "\($0): \(message)" } ?? message }
}

/// One habit of another tracker, in Habitat's terms.
public struct ForeignHabit: Sendable {
    /// What tells this habit apart in its source: an id is derived from it when the source has none, so importing
    /// the same file again finds the same habit. Empty: its name, and which of the habits with that name it is.
    public var key: String
    /// The source's own id, when it has one (Loop's uuid).
    public var id: UUID?
    /// As the source has it until `ForeignExport` settles it.
    public var name: String
    public var description: String?
    public var schedule: Schedule
    public var polarity: Polarity = .build
    /// Nil when the source doesn't say: a habit already here keeps its own, a new one is a must.
    public var tier: Tier?
    public var target: Target?
    public var archived = false
    /// A palette index; nil when the source has none (a new habit takes the next colour).
    public var color: Int?
    /// Added to the reminders of a habit already here.
    public var reminders: [Reminder] = []
    /// The earliest day any row of the source names for it, marked or not: its created day here.
    public private(set) var firstDay: Day?
    /// Sorted by day, one a day, once `finish` has run.
    public private(set) var marks: [(day: Day, mark: Mark)] = []
    private var sorted = true

    public init(key: String, id: UUID? = nil, name: String, description: String? = nil, schedule: Schedule) {
        self.key = key
        self.id = id
        self.name = name
        self.description = description
        self.schedule = schedule
    }

    public var settings: HabitSettings { HabitSettings(schedule: schedule, tier: tier ?? .must, polarity: polarity, target: target) }

    /// A row about `day`: counted toward the created day when the day can be kept, else left out (a day in the
    /// future, or before 1900). True when the row may go on to make a mark.
    public mutating func row(on day: Day, today: Day, place: @autoclosure () -> String, leftOut: inout LeftOut) -> Bool {
        if day > today { leftOut.add(.future, at: place()); return false }
        if day < HabitatDocument.earliestDay { leftOut.add(.tooEarly, at: place()); return false }
        if firstDay.map({ day < $0 }) ?? true { firstDay = day }
        return true
    }

    /// Room for `count` marks, when a reader knows how many rows it will give.
    public mutating func reserveMarks(_ count: Int) { marks.reserveCapacity(count) }

    /// Sets the day's mark, its note cleaned as Habitat cleans one and cut to `Text.maxNote`; a later mark for the same
    /// day replaces an earlier one (`finish` sorts them out).
    public mutating func mark(_ mark: Mark, on day: Day) {
        var mark = mark
        if let note = mark.note { mark.note = (try? Text.note(String(note.prefix(Text.maxNote)))) ?? nil }
        if let last = marks.last, last.day >= day { sorted = false }
        marks.append((day, mark))
    }

    /// The mark a day's amount gives under this habit's settings (`HabitSettings.state(of:)`), with `note`; nil when
    /// the amount can't be kept (more than a day of its unit holds, or nothing once rounded to hundredths), which is
    /// then left out.
    public func mark(amount: Amount, note: String?, place: @autoclosure () -> String, leftOut: inout LeftOut) -> Mark? {
        guard amount > .zero else { leftOut.add(.tooLittle, at: place()); return nil }
        let ceiling = target?.unit.dayCeiling ?? Amount.ceiling
        guard amount <= ceiling else { leftOut.add(.tooMuch, at: place()); return nil }
        return Mark(settings.state(of: amount), note: note, amount: amount)
    }

    /// Sorts the marks by day, keeping the last row's mark for a day that has several.
    mutating func finish(leftOut: inout LeftOut) {
        guard !sorted else { return }
        let order = marks.indices.sorted { (marks[$0].day, $0) < (marks[$1].day, $1) }
        var kept: [(day: Day, mark: Mark)] = []
        kept.reserveCapacity(order.count)
        for (k, i) in order.enumerated() {
            if k + 1 < order.count, marks[order[k + 1]].day == marks[i].day { leftOut.add(.replaced, at: "\(name), \(marks[i].day.iso)"); continue }
            kept.append(marks[i])
        }
        marks = kept
        sorted = true
    }
}

extension ForeignExport {
    /// Sorts every habit's marks; readers call it once they have read every row.
    public static func finishing(_ habits: inout [ForeignHabit], leftOut: inout LeftOut) {
        for i in habits.indices { habits[i].finish(leftOut: &leftOut) }
    }
}

/// What of a source made no mark — rows, and the amounts of skipped rows — counted by why, with the first place each
/// reason was met.
public struct LeftOut: Hashable, Sendable {
    public enum Reason: Int, Hashable, Sendable, CaseIterable, Comparable {
        /// Loop's "done" days that its frequency implies (YES_AUTO): never logged, so never done here.
        case implied
        /// Not done (Loop's NO, harsh's n, a HabitBull 0, an amount of nothing): an empty day is a missed day here.
        case notDone
        /// Loop's "?" (UNKNOWN): nothing is known of the day.
        case unknown
        /// Not done or unknown, with a note: Habitat keeps notes on marks, so the note goes with the row.
        case noteWithoutMark
        /// An amount on a skipped day: a skip holds no amount.
        case amountOnSkip
        case future
        case tooEarly
        /// More than a day of the unit holds (1,440 minutes, 100,000 of anything).
        case tooMuch
        /// An amount that is nothing once rounded to hundredths.
        case tooLittle
        /// A negative value, or one the source doesn't use.
        case strangeValue
        /// A row naming a habit the source doesn't list.
        case unknownHabit
        /// The source itself ignores the row (a harsh log line with more fields than harsh reads).
        case ignoredBySource
        /// Another row for the same habit and day follows it.
        case replaced

        public static func < (a: Reason, b: Reason) -> Bool { a.rawValue < b.rawValue }

        /// Why, in a few words: "not done (a day with no mark is a missed day here)".
        public var words: String {
            switch self {
            case .implied: return "done only by Loop's frequency, never logged (an implied day is not a done day here)"
            case .notDone: return "not done (a day with no mark is a missed day here)"
            case .unknown: return "unknown (\"?\")"
            case .noteWithoutMark: return "not done or unknown, with a note (notes are kept on marks, so the note is left out too)"
            case .amountOnSkip: return "an amount on a skipped day (kept as skipped, without the amount)"
            case .future: return "in the future"
            case .tooEarly: return "before 1900, the earliest day Habitat tracks"
            case .tooMuch: return "more than a day holds (1,440 minutes, 24 hours, 100,000 of anything)"
            case .tooLittle: return "an amount of nothing once rounded to hundredths"
            case .strangeValue: return "a value the format doesn't use"
            case .unknownHabit: return "a habit the export doesn't list"
            case .ignoredBySource: return "more fields than the tracker itself reads (it skips the line too)"
            case .replaced: return "replaced by a later row for the same day"
            }
        }
    }

    public private(set) var counts: [Reason: Int] = [:]
    public private(set) var firstPlaces: [Reason: String] = [:]

    public init() {}

    public mutating func add(_ reason: Reason, at place: @autoclosure () -> String) {
        counts[reason, default: 0] += 1
        if firstPlaces[reason] == nil { firstPlaces[reason] = place() }
    }

    public var total: Int { counts.values.reduce(0, +) }
}
