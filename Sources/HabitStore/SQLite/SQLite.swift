internal import CSQLite

/// An SQLite failure with its extended result code, message and statement.
struct SQLiteError: Error, CustomStringConvertible {
    let code: Int32
    let message: String
    let sql: String?

    var primaryCode: Int32 { code & 0xFF }
    var description: String { "\(message) (code \(code))" + (sql.map { " in: \($0)" } ?? "") }

    var isBusy: Bool { primaryCode == SQLITE_BUSY || primaryCode == SQLITE_LOCKED }
    var isCorrupt: Bool { primaryCode == SQLITE_CORRUPT }
    var isNotADatabase: Bool { primaryCode == SQLITE_NOTADB }
    var isReadOnly: Bool { primaryCode == SQLITE_READONLY }
    var isFull: Bool { primaryCode == SQLITE_FULL }
    var isIOError: Bool { primaryCode == SQLITE_IOERR }
    // SQLITE_CONSTRAINT_UNIQUE and _PRIMARYKEY are macro expressions Swift can't import.
    var isUniqueViolation: Bool { code == SQLITE_CONSTRAINT | (8 << 8) || code == SQLITE_CONSTRAINT | (6 << 8) }
    var isCantOpen: Bool { primaryCode == SQLITE_CANTOPEN || primaryCode == SQLITE_PERM || primaryCode == SQLITE_AUTH }
}

/// A value bound to a statement parameter.
enum SQLValue {
    case int(Int)
    case text(String)
    case null

    static func text(_ s: String?) -> SQLValue { s.map(SQLValue.text) ?? .null }
}

/// One SQLite connection with a cache of prepared statements.
final class Database {
    private let handle: OpaquePointer
    private var statements: [String: Statement] = [:]
    /// Set by `close()`: nothing more runs on the connection.
    private(set) var isClosed = false
    /// How long a statement waits for another connection's lock before SQLITE_BUSY, in milliseconds.
    var busyTimeout: Int32 = 5000 {
        didSet { if !isClosed { sqlite3_busy_timeout(handle, busyTimeout) } }
    }

    /// How a connection opens its file: for writing (created when missing), only for reading, or for reading
    /// a file nothing can change while it is open (no shared-memory file needed, for a read-only folder).
    enum Flags { case readWrite, readOnly, immutable }

    init(path: String, flags mode: Flags) throws(SQLiteError) {
        var db: OpaquePointer?
        let flags: Int32
        let name: String
        switch mode {
        case .readWrite:
            flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX
            name = path
        case .readOnly, .immutable:
            flags = SQLITE_OPEN_READONLY | SQLITE_OPEN_URI | SQLITE_OPEN_NOMUTEX
            name = Self.uri(path, immutable: mode == .immutable)
        }
        let rc = sqlite3_open_v2(name, &db, flags, nil)
        guard rc == SQLITE_OK, let db else {
            let message = db.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
            sqlite3_close_v2(db)
            throw SQLiteError(code: rc, message: message, sql: nil)
        }
        handle = db
        sqlite3_extended_result_codes(db, 1)
        sqlite3_busy_timeout(db, 5000)
    }

    /// A `file:` URI naming `path` read-only, every byte outside the unreserved set percent-encoded.
    static func uri(_ path: String, immutable: Bool) -> String {
        var encoded = "file:"
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = Array("0123456789ABCDEF".unicodeScalars)
                encoded.unicodeScalars.append(contentsOf: ["%", hex[Int(byte >> 4)], hex[Int(byte & 0xF)]])
            }
        }
        return encoded + (immutable ? "?mode=ro&immutable=1" : "?mode=ro")
    }

    deinit { close() }

    /// Finalizes every statement and closes the connection (the last connection to a WAL database checkpoints
    /// it and removes its `-wal` and `-shm` files). Anything run afterwards fails with SQLITE_MISUSE.
    func close() {
        guard !isClosed else { return }
        isClosed = true
        statements.values.forEach { $0.finalize() }
        statements = [:]
        sqlite3_close_v2(handle)
    }

    /// Copies every committed page from the WAL into the database file. Never waits for a writer: what no
    /// reader still needs is copied at once; only when a reader of another connection holds an older snapshot,
    /// and `wait` is set, does it wait for that reader (at most `timeout` milliseconds). True when the whole
    /// WAL is in the database file.
    @discardableResult
    func checkpoint(wait: Bool, timeout: Int32) -> Bool {
        guard !isClosed else { return false }
        var log: Int32 = 0, copied: Int32 = 0
        guard sqlite3_wal_checkpoint_v2(handle, nil, SQLITE_CHECKPOINT_PASSIVE, &log, &copied) == SQLITE_OK else { return false }
        if log == copied || !wait { return log == copied }
        sqlite3_busy_timeout(handle, timeout)
        defer { sqlite3_busy_timeout(handle, busyTimeout) }
        return sqlite3_wal_checkpoint_v2(handle, nil, SQLITE_CHECKPOINT_FULL, &log, &copied) == SQLITE_OK && log == copied
    }

    /// Closing will leave the file as it is: SQLite's checkpoint on closing the last connection is turned off.
    func preventCheckpointOnClose() {
        guard !isClosed else { return }
        _ = csqlite_db_config_int(handle, SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, 1, nil)
    }

    /// Whether this connection has changed anything since it was opened.
    var hasWritten: Bool { !isClosed && sqlite3_total_changes(handle) > 0 }

    /// Runs `body` with the busy timeout set to `milliseconds` (0: a lock held elsewhere fails at once).
    func withBusyTimeout<T>(_ milliseconds: Int32, _ body: () throws -> T) rethrows -> T {
        sqlite3_busy_timeout(handle, milliseconds)
        defer { sqlite3_busy_timeout(handle, busyTimeout) }
        return try body()
    }

    private var closedError: SQLiteError { SQLiteError(code: SQLITE_MISUSE, message: "the database connection is closed", sql: nil) }

    func error(_ code: Int32, _ sql: String?) -> SQLiteError {
        SQLiteError(code: sqlite3_extended_errcode(handle) != 0 ? sqlite3_extended_errcode(handle) : code,
                    message: String(cString: sqlite3_errmsg(handle)), sql: sql)
    }

    /// Runs fixed SQL text (schema, pragmas, transaction control); values always go through `statement`.
    func execute(_ sql: String) throws(SQLiteError) {
        guard !isClosed else { throw closedError }
        let rc = sqlite3_exec(handle, sql, nil, nil, nil)
        guard rc == SQLITE_OK else { throw error(rc, sql) }
    }

    /// A cached prepared statement with `values` bound, ready to step.
    func statement(_ sql: String, _ values: [SQLValue] = []) throws(SQLiteError) -> Statement {
        guard !isClosed else { throw closedError }
        let statement: Statement
        if let cached = statements[sql] {
            statement = cached
            statement.reset()
        } else {
            var raw: OpaquePointer?
            let rc = sqlite3_prepare_v2(handle, sql, -1, &raw, nil)
            guard rc == SQLITE_OK, let raw else { throw error(rc, sql) }
            statement = Statement(raw, database: self, sql: sql)
            statements[sql] = statement
        }
        try statement.bind(values)
        return statement
    }

    /// Steps a statement that returns no rows.
    func run(_ sql: String, _ values: [SQLValue] = []) throws(SQLiteError) {
        let s = try statement(sql, values)
        while try s.step() {}
    }

    /// The first column of the first row, as an Int.
    func scalar(_ sql: String, _ values: [SQLValue] = []) throws(SQLiteError) -> Int? {
        let s = try statement(sql, values)
        defer { s.reset() }
        return try s.step() ? s.int(0) : nil
    }

    /// The first column of the first row, as text.
    func textScalar(_ sql: String, _ values: [SQLValue] = []) throws(SQLiteError) -> String? {
        let s = try statement(sql, values)
        defer { s.reset() }
        return try s.step() ? s.text(0) : nil
    }

    /// Rows changed by the last statement.
    var changes: Int { isClosed ? 0 : Int(sqlite3_changes(handle)) }

    var isInTransaction: Bool { !isClosed && sqlite3_get_autocommit(handle) == 0 }
}

/// A prepared statement; columns are read while `step()` returns true.
final class Statement {
    private let raw: OpaquePointer
    private unowned let database: Database
    let sql: String

    init(_ raw: OpaquePointer, database: Database, sql: String) {
        self.raw = raw
        self.database = database
        self.sql = sql
    }

    /// The result columns' indexes by name, asked of SQLite once for the statement (which is prepared once and
    /// cached, so once per query on a connection).
    private var columnIndexes: [String: Int32]? = nil

    /// The index of the result column called `name` — the column as the query names it (`h.user` is "user"), or
    /// its `AS` alias. Rows are read by name: a query's names are found once, before stepping, and each row read
    /// at those indexes. A name the query doesn't have is a programming error.
    func column(_ name: String) -> Int32 {
        if columnIndexes == nil {
            var indexes: [String: Int32] = [:]
            for i in 0..<sqlite3_column_count(raw) {
                if let name = sqlite3_column_name(raw, i) { indexes[String(cString: name)] = i }
            }
            columnIndexes = indexes
        }
        guard let index = columnIndexes?[name] else { preconditionFailure("no column \"\(name)\" in: \(sql)") }
        return index
    }

    func finalize() { sqlite3_finalize(raw) }

    func reset() {
        sqlite3_reset(raw)
        sqlite3_clear_bindings(raw)
    }

    func bind(_ values: [SQLValue]) throws(SQLiteError) {
        for (i, value) in values.enumerated() {
            let index = Int32(i + 1)
            let rc: Int32
            switch value {
            case .int(let n): rc = sqlite3_bind_int64(raw, index, Int64(n))
            // With its length in bytes, not up to its first NUL: "ann\u{0}bob" is stored whole, never as "ann".
            case .text(let s): rc = sqlite3_bind_text(raw, index, s, Int32(clamping: s.utf8.count), csqlite_transient())
            case .null: rc = sqlite3_bind_null(raw, index)
            }
            guard rc == SQLITE_OK else { throw database.error(rc, sql) }
        }
    }

    /// Advances to the next row; false when done.
    func step() throws(SQLiteError) -> Bool {
        let rc = sqlite3_step(raw)
        switch rc {
        case SQLITE_ROW: return true
        case SQLITE_DONE: sqlite3_reset(raw); return false
        default:
            let error = database.error(rc, sql)
            sqlite3_reset(raw)
            throw error
        }
    }

    func int(_ column: Int32) -> Int { Int(sqlite3_column_int64(raw, column)) }

    func double(_ column: Int32) -> Double { sqlite3_column_double(raw, column) }

    func isNull(_ column: Int32) -> Bool { sqlite3_column_type(raw, column) == SQLITE_NULL }

    /// The result columns' names, in order.
    var columnNames: [String] {
        (0..<sqlite3_column_count(raw)).map { sqlite3_column_name(raw, $0).map { String(cString: $0) } ?? "" }
    }

    /// A column's bytes, valid until the next step; nil for NULL.
    func bytes(_ column: Int32) -> UnsafeBufferPointer<UInt8>? {
        guard let bytes = sqlite3_column_text(raw, column) else { return nil }
        return UnsafeBufferPointer(start: bytes, count: Int(sqlite3_column_bytes(raw, column)))
    }

    func text(_ column: Int32) -> String? {
        guard sqlite3_column_type(raw, column) != SQLITE_NULL, let bytes = sqlite3_column_text(raw, column) else { return nil }
        let count = Int(sqlite3_column_bytes(raw, column))
        return String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    }
}
