import Foundation
import HabitDomain

/// HabitBull's CSV export: a header, then a row per habit and day —
/// `HabitName,HabitDescription,HabitCategory,CalendarDate,Value,CommentText`, as Loop Habit Tracker's HabitBull importer
/// reads it. Columns are found by their header, so variants (`Habit`, `Date`, `Comment`, any case or spacing) read too.
/// A value of 1 is done and 0 not done; a habit with any value above 1 (or a fraction) counts an amount, each day its
/// value. Dates are `YYYY-MM-DD` or `M/D/YYYY` (a file with a first number above 12 is `D/M/YYYY` throughout).
public enum HabitBull {
    static let nameKeys = ["habitname", "habit", "name"], dateKeys = ["calendardate", "date", "day"]
    static let valueKeys = ["value", "count"], commentKeys = ["commenttext", "comment", "comments", "note", "notes"]
    static let descriptionKeys = ["habitdescription", "description"]

    /// True when the first line is a header with a habit name, a date and a value column.
    public static func recognises(_ bytes: [UInt8]) -> Bool {
        var rows = CSVReader(bytes, name: "")
        guard let header = try? rows.next() else { return false }
        return columns(header.fields) != nil
    }

    private struct Columns { let name, date, value: Int; let description, comment: Int? }

    private static func columns(_ header: [String]) -> Columns? {
        let keys = header.map(CSVReader.key)
        func find(_ names: [String]) -> Int? { names.lazy.compactMap { keys.firstIndex(of: $0) }.first }
        guard let name = find(nameKeys), let date = find(dateKeys), let value = find(valueKeys) else { return nil }
        return Columns(name: name, date: date, value: value, description: find(descriptionKeys), comment: find(commentKeys))
    }

    public static func read(_ bytes: [UInt8], today: Day) throws(ForeignError) -> ForeignExport {
        var rows = CSVReader(bytes, name: "")
        guard let header = try rows.next(), let c = columns(header.fields) else {
            throw ForeignError("has no header naming a habit, a date and a value")
        }
        // Read once to learn each habit's kind and the file's date order, then again to make the marks: the rows
        // themselves are never all held at once.
        var order: [String] = []
        var rowsOf: [String: Int] = [:]
        var counting: Set<String> = []
        var dayFirst = false
        var count = 0
        while let row = try rows.next() {
            count += 1
            guard count <= ForeignExport.maxRows else {
                throw ForeignError("holds more than \(Text.grouped(ForeignExport.maxRows)) rows, more than Habitat imports at once")
            }
            let name = field(row, c.name)
            if rowsOf[name] == nil { order.append(name) }
            rowsOf[name, default: 0] += 1
            guard let value = Double(field(row, c.value)) else {
                throw ForeignError("\"\(field(row, c.value))\" is not a number", at: "line \(row.line)")
            }
            if value > 1 || value != value.rounded() { counting.insert(name) }
            let date = field(row, c.date).split(separator: "/")
            if date.count == 3, let first = Int(date[0]), first > 12 { dayFirst = true }
        }
        guard order.count <= Journal.maxHabits else {
            throw ForeignError("holds \(Text.grouped(order.count)) habits, and Habitat keeps at most \(Text.grouped(Journal.maxHabits))")
        }

        var habits = order.map { name in
            var habit = ForeignHabit(key: "", name: name, schedule: .daily)
            habit.reserveMarks(rowsOf[name] ?? 0)
            return habit
        }
        var index: [String: Int] = [:]
        for (i, name) in order.enumerated() { index[name] = i }
        var leftOut = LeftOut()
        rows = CSVReader(bytes, name: "")
        _ = try rows.next()
        while let row = try rows.next() {
            let place = "line \(row.line)"
            let name = field(row, c.name)
            let i = index[name]!
            if habits[i].description == nil, let d = c.description, case let text = field(row, d), !text.isEmpty {
                habits[i].description = Loop.clip(text)
            }
            guard let day = date(field(row, c.date), dayFirst: dayFirst) else {
                throw ForeignError("\"\(field(row, c.date))\" is not a date (YYYY-MM-DD or M/D/YYYY)", at: place)
            }
            guard habits[i].row(on: day, today: today, place: place, leftOut: &leftOut) else { continue }
            let value = Double(field(row, c.value)) ?? 0
            let comment = c.comment.map { field(row, $0) } ?? ""
            let note = comment.isEmpty ? nil : comment
            if value < 0 {
                leftOut.add(.strangeValue, at: place)
            } else if value == 0 {
                leftOut.add(note == nil ? .notDone : .noteWithoutMark, at: place)
            } else if counting.contains(name) {
                if let mark = habits[i].mark(amount: Amount.rounded(value), note: note, place: place, leftOut: &leftOut) {
                    habits[i].mark(mark, on: day)
                }
            } else {
                habits[i].mark(Mark(.done, note: note), on: day)
            }
        }
        ForeignExport.finishing(&habits, leftOut: &leftOut)
        return try ForeignExport(format: .habitBull, habits: habits, leftOut: leftOut)
    }

    private static func field(_ row: CSVReader.Row, _ i: Int) -> String {
        i < row.fields.count ? row.fields[i].trimmingSpaces : ""
    }

    /// `YYYY-MM-DD`, or `M/D/YYYY` (`D/M/YYYY` when `dayFirst`); a two-digit year is 20YY.
    static func date(_ text: String, dayFirst: Bool) -> Day? {
        if let day = Day(iso: text) { return day }
        let parts = text.split(separator: "/").map { Int($0) }
        guard parts.count == 3, let a = parts[0], let b = parts[1], var year = parts[2] else { return nil }
        if year < 100 { year += 2000 }
        return dayFirst ? Day(year: year, month: b, day: a) : Day(year: year, month: a, day: b)
    }
}
