import Foundation
import HabitDomain

/// harsh's two text files, read as harsh reads them (`internal/storage`): `habits`, a line per habit
/// (`Name: frequency`, or `Name: frequency: YYYY-MM-DD` for a habit that ended that day), with `# comments` and
/// `! Headings`; and `log`, a line per day and habit (`YYYY-MM-DD : Name : y|n|s`, then optionally ` : comment` and
/// ` : amount`). A line harsh itself skips is left out, with the reason; a frequency or end day harsh refuses makes
/// the folder refused.
public enum Harsh {
    /// True when the bytes have a line that reads as one of harsh's habits (`Name: 1`, `Name: 3/7`, `Name: 1w`…).
    public static func looksLikeHabits(_ bytes: [UInt8]) -> Bool {
        Lines(bytes).contains { line in
            let parts = text(bytes, line.range).components(separatedBy: ": ")
            return parts.count >= 2 && bytes[line.range.lowerBound] != UInt8(ascii: "#") && (try? frequency(parts[1], at: "")) != nil
        }
    }

    /// True when the bytes' first line that isn't a comment reads as a line of harsh's log.
    public static func looksLikeLog(_ bytes: [UInt8]) -> Bool {
        guard let line = Lines(bytes).first(where: { bytes[$0.range.lowerBound] != UInt8(ascii: "#") }) else { return false }
        let fields = fields(bytes, line.range)
        return fields.count >= 3 && day(bytes, fields[0]) != nil
    }

    public static func read(habits habitsBytes: [UInt8], log logBytes: [UInt8], today: Day) throws(ForeignError) -> ForeignExport {
        var notes: [String] = []
        var habits: [ForeignHabit] = []
        for line in Lines(habitsBytes) {
            guard let text = String(validating: habitsBytes[line.range], as: UTF8.self) else {
                throw ForeignError("its habits file isn't text", at: "habits line \(line.number)")
            }
            // Comments, "! Headings", and headings written as a line ending in a colon: harsh's layout, not habits.
            if text.hasPrefix("#") || text.hasPrefix("!") { continue }
            guard text.contains(": ") else {
                if !text.trimmingCharacters(in: .whitespaces).hasSuffix(":") {
                    notes.append("habits line \(line.number) isn't \"Name: frequency\", and harsh skips it too.")
                }
                continue
            }
            let parts = text.components(separatedBy: ": ")
            let name = parts[0].trimmingCharacters(in: .whitespaces), written = parts[1].trimmingCharacters(in: .whitespaces)
            guard !name.isEmpty, !written.isEmpty else {
                notes.append("habits line \(line.number) has no name or no frequency, and harsh skips it too.")
                continue
            }
            let (target, interval) = try frequency(written, at: "habits line \(line.number)")
            var habit = ForeignHabit(key: "", name: name, schedule: .daily)
            if target == 0 {
                // "Track only": harsh never warns about it nor counts it, so here it never makes a day good or bad.
                habit.tier = .nice
            } else if target < interval {
                if interval > 365 {
                    notes.append("\"\(name)\" is \(target) in \(interval) days; Habitat counts over at most 365 days, so it is \(min(target, 364)) in 365.")
                }
                habit.schedule = .rolling(times: min(target, 364), days: min(interval, 365))
            }
            if parts.count >= 3, case let ended = parts[2].trimmingCharacters(in: .whitespaces), !ended.isEmpty {
                guard let end = Day(iso: ended) else {
                    throw ForeignError("\"\(ended)\" is not a date (YYYY-MM-DD)", at: "habits line \(line.number)")
                }
                if end < today {
                    habit.archived = true
                } else {
                    notes.append("\"\(name)\" ends on \(end.iso) in harsh; Habitat keeps no end day, so archive it then.")
                }
            }
            habits.append(habit)
        }
        guard !habits.isEmpty else { throw ForeignError("its habits file lists no habit") }

        // harsh finds a log line's habit by its name; two habits with one name both show its days.
        var byName: [String: [Int]] = [:]
        for (i, habit) in habits.enumerated() { byName[habit.name, default: []].append(i) }
        var leftOut = LeftOut()
        var count = 0, read = 0
        // A log may be long: each line is read from the bytes where it lies, and only its name and comment become text.
        for line in Lines(logBytes) where logBytes[line.range.lowerBound] != UInt8(ascii: "#") {
            count += 1
            guard count <= ForeignExport.maxRows else {
                throw ForeignError("its log holds more than \(Text.grouped(ForeignExport.maxRows)) lines, more than Habitat imports at once")
            }
            let fields = fields(logBytes, line.range)
            let result = fields.count >= 3 ? trimmed(logBytes, fields[2]) : 0..<0
            guard (3...5).contains(fields.count), let day = day(logBytes, fields[0]), !trimmed(logBytes, fields[1]).isEmpty, result.count == 1,
                  case let outcome = logBytes[result.lowerBound], [UInt8(ascii: "y"), UInt8(ascii: "n"), UInt8(ascii: "s")].contains(outcome) else {
                leftOut.add(.ignoredBySource, at: "log line \(line.number)")
                continue
            }
            read += 1
            guard let targets = byName[text(logBytes, trimmed(logBytes, fields[1]))] else {
                leftOut.add(.unknownHabit, at: "log line \(line.number)")
                continue
            }
            let comment = fields.count >= 4 ? trimmed(logBytes, fields[3]) : 0..<0
            let note = comment.isEmpty ? nil : text(logBytes, comment)
            var amount = Amount.zero
            if fields.count == 5, case let written = trimmed(logBytes, fields[4]), !written.isEmpty,
               !(written.count == 1 && logBytes[written.lowerBound] == UInt8(ascii: "0")) {
                // harsh reads an amount it can't parse as 0.
                if let value = Double(text(logBytes, written)), value >= 0 { amount = Amount.rounded(value) } else {
                    leftOut.add(.strangeValue, at: "log line \(line.number)")
                }
            }
            for i in targets {
                guard habits[i].row(on: day, today: today, place: "log line \(line.number)", leftOut: &leftOut) else { continue }
                switch outcome {
                case UInt8(ascii: "y"):
                    if amount > .zero {
                        if let mark = habits[i].mark(amount: amount, note: note, place: "log line \(line.number)", leftOut: &leftOut) {
                            habits[i].mark(mark, on: day)
                        }
                    } else {
                        habits[i].mark(Mark(.done, note: note), on: day)
                    }
                case UInt8(ascii: "s"):
                    if amount > .zero { leftOut.add(.amountOnSkip, at: "log line \(line.number)") }
                    habits[i].mark(Mark(.skipped, note: note), on: day)
                default:
                    leftOut.add(note == nil ? .notDone : .noteWithoutMark, at: "log line \(line.number)")
                }
            }
        }
        if count > 0 && read == 0 { throw ForeignError("its log has no line harsh can read (\"YYYY-MM-DD : Habit : y\")") }
        ForeignExport.finishing(&habits, leftOut: &leftOut)
        return try ForeignExport(format: .harsh, habits: habits, leftOut: leftOut, notes: notes)
    }

    /// A frequency as harsh writes it (`ParseHabitFrequency`): "1" daily, "7" or "1w" once in 7 days, "3/7" three times
    /// in 7 days, "0" tracked only; as (target, interval).
    static func frequency(_ text: String, at place: String) throws(ForeignError) -> (Int, Int) {
        func days(_ part: String) -> Int? {
            let digits = part.prefix { $0.isASCII && $0.isNumber }
            guard let n = Int(digits), n <= 100_000 else { return nil }
            switch part.dropFirst(digits.count) {
            case "": return n
            case "w": return n * 7
            default: return nil
            }
        }
        let parts = text.split(separator: "/", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.count <= 2, let first = days(parts[0]) else {
            throw ForeignError("\"\(text)\" is not a frequency harsh reads (1, 7, 1w, 3/7 or 0)", at: place)
        }
        if parts.count == 1 { return first == 0 ? (0, 1) : (1, first) }
        guard let interval = days(parts[1]), interval > 0 else {
            throw ForeignError("\"\(text)\" has no number of days after the slash", at: place)
        }
        guard first <= interval else { throw ForeignError("\"\(text)\" asks for more times than it has days", at: place) }
        return (first, interval)
    }

}

/// The non-empty lines of a text, one at a time from its bytes (a log may be long: never all its lines at once), each
/// as its number from 1 and where its bytes lie, without the line end (LF or CRLF).
private struct Lines: IteratorProtocol, Sequence {
    private let bytes: [UInt8]
    private var offset = 0, number = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { offset = 3 }
    }

    mutating func next() -> (number: Int, range: Range<Int>)? {
        while offset < bytes.count {
            number += 1
            let start = offset
            var end = bytes[offset...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
            offset = end + 1
            if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
            if end > start { return (number, start..<end) }
        }
        return nil
    }
}

extension Harsh {
    /// A log line's fields: the bytes between its " : " separators, as harsh splits them.
    fileprivate static func fields(_ bytes: [UInt8], _ line: Range<Int>) -> [Range<Int>] {
        var fields: [Range<Int>] = []
        var start = line.lowerBound, i = line.lowerBound
        while i + 2 < line.upperBound {
            if bytes[i] == 0x20, bytes[i + 1] == 0x3A, bytes[i + 2] == 0x20 {
                fields.append(start..<i)
                i += 3
                start = i
            } else {
                i += 1
            }
        }
        fields.append(start..<line.upperBound)
        return fields
    }

    /// The range without spaces and tabs at either end.
    fileprivate static func trimmed(_ bytes: [UInt8], _ range: Range<Int>) -> Range<Int> {
        var (low, high) = (range.lowerBound, range.upperBound)
        while low < high, bytes[low] == 0x20 || bytes[low] == 0x09 { low += 1 }
        while high > low, bytes[high - 1] == 0x20 || bytes[high - 1] == 0x09 { high -= 1 }
        return low..<high
    }

    fileprivate static func text(_ bytes: [UInt8], _ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }

    fileprivate static func day(_ bytes: [UInt8], _ range: Range<Int>) -> Day? {
        bytes.withUnsafeBufferPointer { Day(isoBytes: UnsafeBufferPointer(rebasing: $0[range])) }
    }
}
