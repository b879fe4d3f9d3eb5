import Foundation
import HabitDomain

/// Another program's SQLite database, as a reader of its tables needs it. HabitStore's `ForeignDatabase` is one (the
/// command line joins the two); tests give rows of their own.
public protocol ForeignTables {
    associatedtype Row: ForeignRow
    /// `PRAGMA user_version`.
    func schemaVersion() throws -> Int
    /// The table's column names, lower-cased; empty when there is no such table.
    func columns(of table: String) throws -> Set<String>
    /// Runs a fixed query, handing each row to `body`.
    func forEachRow(_ sql: String, _ body: (Row) throws -> Void) throws
}

/// One row of a query: a column's value by its (lower-cased) name, nil when NULL or missing.
public protocol ForeignRow {
    func int(_ column: String) -> Int?
    func double(_ column: String) -> Double?
    func text(_ column: String) -> String?
}

/// Loop Habit Tracker's backup: its SQLite database (table `Habits`, and `Repetitions` with a row per day the user
/// set), schema 9 to 25, each column read only when that schema has it.
public enum LoopBackup {
    /// The newest schema read: Loop's own `DATABASE_VERSION` when this was written.
    public static let newestSchema = 25

    /// True when the database has Loop's two tables.
    public static func recognises<T: ForeignTables>(_ db: T) throws -> Bool {
        try !db.columns(of: "Habits").isEmpty && !db.columns(of: "Repetitions").isEmpty
    }

    public static func read<T: ForeignTables>(_ db: T, today: Day) throws -> ForeignExport {
        let version = try db.schemaVersion()
        guard version <= newestSchema else {
            throw ForeignError("was written by a newer Loop Habit Tracker (schema \(version)); Habitat reads Loop backups up to schema \(newestSchema)")
        }
        let columns = try db.columns(of: "Habits"), repetitionColumns = try db.columns(of: "Repetitions")
        for needed in ["id", "name"] where !columns.contains(needed) {
            throw ForeignError("has a Habits table without the \(needed) column, so it isn't a Loop backup Habitat can read")
        }
        for needed in ["habit", "timestamp"] where !repetitionColumns.contains(needed) {
            throw ForeignError("has a Repetitions table without the \(needed) column, so it isn't a Loop backup Habitat can read")
        }

        var rows: [(position: Int, id: Int, fields: Loop.HabitFields)] = []
        try db.forEachRow("SELECT * FROM Habits") { row in
            var f = Loop.HabitFields(name: row.text("name") ?? "")
            f.uuid = row.text("uuid")
            f.question = row.text("question") ?? ""
            f.description = row.text("description") ?? ""
            f.numerator = row.int("freq_num") ?? 1
            f.denominator = row.int("freq_den") ?? 1
            f.color = row.int("color").flatMap { color in
                // Before schema 14 a colour was an ARGB number; 14–20 numbered an older palette of 13.
                if version >= 21 { return color }
                if version >= 14 { return Loop.colorBefore21.indices.contains(color) ? Loop.colorBefore21[color] : nil }
                return nil
            }
            f.archived = (row.int("archived") ?? 0) != 0
            f.numerical = row.int("type") == 1
            f.targetValue = row.double("target_value") ?? 0
            f.atMost = row.int("target_type") == 1
            f.unit = row.text("unit") ?? ""
            if let hour = row.int("reminder_hour"), let minute = row.int("reminder_min"), hour >= 0, minute >= 0 {
                f.reminder = (hour, minute, row.int("reminder_days") ?? 127)
            }
            rows.append((row.int("position") ?? 0, row.int("id") ?? 0, f))
        }
        rows.sort { ($0.position, $0.id) < ($1.position, $1.id) }

        var notes: [String] = []
        var habits: [ForeignHabit] = []
        var index: [Int: Int] = [:]
        for row in rows {
            let key = "loop:" + (row.fields.uuid.flatMap { Loop.uuid($0) != nil ? $0.lowercased() : nil } ?? "id:\(row.id)")
            index[row.id] = habits.count
            habits.append(Loop.habit(row.fields, key: key, notes: &notes))
        }

        var leftOut = LeftOut()
        var count = 0
        // Before schema 16 a row was a check, nothing more; notes came with schema 25.
        let hasValue = repetitionColumns.contains("value")
        try db.forEachRow("SELECT * FROM Repetitions ORDER BY habit, timestamp") { row in
            count += 1
            guard count <= ForeignExport.maxRows else {
                throw ForeignError("holds more than \(Text.grouped(ForeignExport.maxRows)) days of habits, more than Habitat imports at once")
            }
            guard let id = row.int("habit"), let i = index[id] else {
                leftOut.add(.unknownHabit, at: "Repetitions, habit id \(row.int("habit").map(String.init) ?? "none")")
                return
            }
            guard let stamp = row.int("timestamp") else {
                leftOut.add(.strangeValue, at: "\(habits[i].name), Repetitions row \(count)")
                return
            }
            // Milliseconds at midnight UTC of the day.
            let day = Day(ordinal: stamp >= 0 ? stamp / 86_400_000 : (stamp + 1) / 86_400_000 - 1)
            let value = hasValue ? row.int("value") ?? Loop.unknown : Loop.yesManual
            let name = habits[i].name
            Loop.enter(value, notes: row.text("notes"), on: day, into: &habits[i], today: today, place: "\(name), \(day.iso)", leftOut: &leftOut)
        }
        ForeignExport.finishing(&habits, leftOut: &leftOut)
        return try ForeignExport(format: .loopBackup, habits: habits, leftOut: leftOut, notes: notes)
    }
}
