import Foundation

/// Another program's SQLite file (a Loop Habit Tracker backup, say), opened only to read it: as immutable, so nothing
/// is created beside it and nothing in it is ever written, and checked whole (`PRAGMA quick_check`) before anything
/// is read, so a damaged or cut-short file is refused rather than read in part.
///
/// For example: `let db = try ForeignDatabase(path: "loop.db"); try db.forEachRow("SELECT * FROM Habits") { … }`.
public final class ForeignDatabase {
    public let path: String
    private let db: Database

    /// Why the file can't be read, in words that follow its name ("is a damaged SQLite database …").
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    public init(path: String) throws(Failure) {
        self.path = path
        do {
            db = try Database(path: path, flags: .immutable)
        } catch {
            throw Failure(description: "can't be opened as a database (\(error.message))")
        }
        do {
            let check = try db.textScalar("PRAGMA quick_check")
            guard check == "ok" else { throw Failure(description: "is a damaged SQLite database (its check reports: \(check ?? "nothing"))") }
        } catch let failure as Failure {
            throw failure
        } catch let error as SQLiteError {
            if error.isNotADatabase { throw Failure(description: "is not an SQLite database after all (\(error.message))") }
            throw Failure(description: "is a damaged SQLite database, or cut short (\(error.message))")
        } catch {
            throw Failure(description: "can't be read (\(error))")
        }
    }

    deinit { db.close() }

    /// True for one of Habitat's own database files.
    public var isHabitat: Bool { (try? db.scalar("PRAGMA application_id")) == Int(Migrations.applicationID) }

    /// `PRAGMA user_version`.
    public func schemaVersion() throws -> Int { try db.scalar("PRAGMA user_version") ?? 0 }

    /// The table's column names, lower-cased; empty when there is no such table.
    public func columns(of table: String) throws -> Set<String> {
        let s = try db.statement("SELECT name FROM pragma_table_info(?)", [.text(table)])
        defer { s.reset() }
        var names = Set<String>()
        while try s.step() { if let name = s.text(0) { names.insert(name.lowercased()) } }
        return names
    }

    /// Runs fixed SQL text (never text built from values), handing each row to `body`; SQLite's failures come back as
    /// `Failure`s (a page damaged past what the check saw, say).
    public func forEachRow(_ sql: String, _ body: (Row) throws -> Void) throws {
        let s: Statement
        do { s = try db.statement(sql) } catch { throw Failure(description: "can't be read (\(error.message))") }
        defer { s.reset() }
        var indexes: [String: Int32] = [:]
        for (i, name) in s.columnNames.enumerated() where indexes[name.lowercased()] == nil { indexes[name.lowercased()] = Int32(i) }
        let row = Row(statement: s, indexes: indexes)
        while true {
            do { guard try s.step() else { break } } catch { throw Failure(description: "is a damaged SQLite database (\(error.message))") }
            try body(row)
        }
    }

    /// The current row of a query, read by column name: nil for NULL or a column the query doesn't have.
    public struct Row {
        fileprivate let statement: Statement
        fileprivate let indexes: [String: Int32]

        private func index(_ column: String) -> Int32? {
            guard let i = indexes[column], !statement.isNull(i) else { return nil }
            return i
        }

        public func int(_ column: String) -> Int? { index(column).map(statement.int) }
        public func double(_ column: String) -> Double? { index(column).map(statement.double) }
        public func text(_ column: String) -> String? { index(column).flatMap(statement.text) }
    }
}
