import Foundation
internal import CLibPQ

// libpq through its C API: one connection, statements prepared once per connection and run with their values as
// parameters (never text built from values), results read by column name, failures with their SQLSTATE.

/// A PostgreSQL failure: its SQLSTATE (nil when the connection itself failed) and the server's or libpq's message.
struct PostgresError: Error, CustomStringConvertible {
    let state: String?
    let message: String

    var description: String { message + (state.map { " (SQLSTATE \($0))" } ?? "") }

    /// 23505: a unique index refused the row.
    var isUniqueViolation: Bool { state == "23505" }
    /// 23xxx: a constraint (CHECK, foreign key, NOT NULL, unique) refused the row.
    var isConstraint: Bool { state?.hasPrefix("23") == true }
    /// 55P03 (lock_timeout), 57014 (statement_timeout), 40P01 (deadlock): another process held what was needed.
    var isBusy: Bool { state == "55P03" || state == "57014" || state == "40P01" || state == "40001" }
    /// 08xxx, 57P01–57P03, or no SQLSTATE at all: the connection is gone (the server stopped, the network broke).
    var isConnection: Bool { state == nil || state?.hasPrefix("08") == true || ["57P01", "57P02", "57P03"].contains(state ?? "") }
    /// 53100: the server's disk is full.
    var isDiskFull: Bool { state == "53100" }
    /// 25006: a write in a read-only transaction (a hot standby).
    var isReadOnly: Bool { state == "25006" }
}

/// A value bound to a statement parameter, sent as text; the server reads it as the column's type.
enum PGValue {
    case int(Int)
    case text(String)
    case null

    static func text(_ s: String?) -> PGValue { s.map(PGValue.text) ?? .null }
}

/// What a connection string names, for messages: host, port, database and user, never the password.
struct PostgresTarget: Sendable, Equatable {
    let conninfo: String
    /// `postgresql://user@host:port/database`, without the password: what a message may say.
    let display: String
    /// The password the string carries, if any: taken out of any message that might echo it.
    let password: String?

    /// Nil when libpq can't read `conninfo` as a URI or a `key=value` string.
    init?(_ conninfo: String) {
        var error: UnsafeMutablePointer<CChar>? = nil
        guard let options = PQconninfoParse(conninfo, &error) else {
            if let error { PQfreemem(error) }
            return nil
        }
        defer { PQconninfoFree(options) }
        var values: [String: String] = [:]
        var option = options
        while let keyword = option.pointee.keyword {
            if let value = option.pointee.val { values[String(cString: keyword)] = String(cString: value) }
            option += 1
        }
        self.conninfo = conninfo
        password = values["password"].flatMap { $0.isEmpty ? nil : $0 }
        let host = values["host"] ?? values["hostaddr"] ?? ""
        let user = values["user"].map { $0 + "@" } ?? ""
        let port = values["port"].map { ":" + $0 } ?? ""
        let database = values["dbname"] ?? values["user"] ?? ""
        display = "postgresql://" + user + (host.hasPrefix("/") ? "[" + host + "]" : host) + port + "/" + database
    }

    /// `text` with the password (if the string has one) blanked out.
    func redacted(_ text: String) -> String {
        guard let password, password.count >= 1 else { return text }
        return text.replacingOccurrences(of: password, with: "***")
    }
}

/// One libpq connection with a cache of prepared statements (named `s1`, `s2`, … on this connection).
final class PGConnection {
    let target: PostgresTarget
    private var handle: OpaquePointer?
    private var prepared: [String: String] = [:]

    /// Connects; a server that can't be reached, a database that doesn't exist, a refused password come back as a
    /// `PostgresError` without a SQLSTATE and with libpq's message (the password taken out).
    init(_ target: PostgresTarget) throws(PostgresError) {
        self.target = target
        try connect()
    }

    deinit { close() }

    private func connect() throws(PostgresError) {
        // The connection's own settings, whatever the server's defaults: ISO dates (what `Day(iso:)` reads), UTF-8
        // text, UTC for the moments stored (days are dates, not moments). The store sets `lock_timeout` itself.
        // Defaults the connection string may override (it is expanded after them): a server that doesn't answer is
        // given up after 10 s rather than waited for forever, and the server lists the connection as Habitat's.
        let keywords = ["connect_timeout", "fallback_application_name", "dbname"]
        let values = ["10", "habitat", target.conninfo]
        let conn = withCStrings(keywords) { keywords in
            withCStrings(values) { values in PQconnectdbParams(keywords, values, 1) }
        }
        guard let conn, PQstatus(conn) == CONNECTION_OK else {
            let message = conn.map { String(cString: PQerrorMessage($0)) } ?? "out of memory"
            PQfinish(conn)
            throw PostgresError(state: nil, message: target.redacted(message))
        }
        clibpq_silence_notices(conn)
        handle = conn
        prepared = [:]
        try execute("SET datestyle = 'ISO, YMD'; SET client_encoding = 'UTF8'; SET TIME ZONE 'UTC'")
    }

    /// Connects again after the connection was lost (its prepared statements are gone with it).
    func reconnect() throws(PostgresError) {
        close()
        try connect()
    }

    func close() {
        if let handle { PQfinish(handle) }
        handle = nil
        prepared = [:]
    }

    var isClosed: Bool { handle == nil }
    /// False once the connection broke (the server stopped, the network failed): it must be made again.
    var isHealthy: Bool { handle.map { PQstatus($0) == CONNECTION_OK } ?? false }
    /// Inside a transaction (open, or failed and waiting for its ROLLBACK).
    var isInTransaction: Bool {
        guard let handle else { return false }
        let status = PQtransactionStatus(handle)
        return status == PQTRANS_INTRANS || status == PQTRANS_INERROR || status == PQTRANS_ACTIVE
    }

    private var closedError: PostgresError { PostgresError(state: nil, message: "the connection is closed") }

    private func failure(_ result: OpaquePointer?) -> PostgresError {
        let state = result.flatMap { clibpq_sqlstate($0) }.map { String(cString: $0) }
        let message = result.flatMap { clibpq_primary_message($0) }.map { String(cString: $0) }
            ?? handle.map { String(cString: PQerrorMessage($0)) } ?? "no connection"
        let lost = handle.map { PQstatus($0) != CONNECTION_OK } ?? true
        return PostgresError(state: lost ? nil : state, message: target.redacted(message.trimmingCharacters(in: .whitespacesAndNewlines)))
    }

    /// Runs fixed SQL text (schema, transaction control), which may hold several statements; values always go
    /// through `query`.
    func execute(_ sql: String) throws(PostgresError) {
        guard let handle else { throw closedError }
        let result = PQexec(handle, sql)
        defer { PQclear(result) }
        let status = result.map(PQresultStatus) ?? PGRES_FATAL_ERROR
        guard status == PGRES_COMMAND_OK || status == PGRES_TUPLES_OK else { throw failure(result) }
    }

    /// Commits the open transaction. PostgreSQL answers COMMIT of a transaction that failed part-way with a quiet
    /// ROLLBACK, not an error: that is thrown here, so nothing rolled back is ever reported as stored.
    func commit() throws(PostgresError) {
        guard let handle else { throw closedError }
        let result = PQexec(handle, "COMMIT")
        defer { PQclear(result) }
        guard result.map(PQresultStatus) == PGRES_COMMAND_OK else { throw failure(result) }
        let tag = result.flatMap { PQcmdStatus($0) }.map { String(cString: $0) }
        guard tag == "COMMIT" else { throw PostgresError(state: "40000", message: "the transaction failed part-way and was rolled back") }
    }

    /// Runs one statement with `values` for its `$1`, `$2`, …: prepared the first time this connection meets it.
    func query(_ sql: String, _ values: [PGValue] = []) throws(PostgresError) -> PGRows {
        guard let handle else { throw closedError }
        let name: String
        if let known = prepared[sql] {
            name = known
        } else {
            name = "s\(prepared.count + 1)"
            let result = PQprepare(handle, name, sql, 0, nil)
            defer { PQclear(result) }
            guard result.map(PQresultStatus) == PGRES_COMMAND_OK else { throw failure(result) }
            prepared[sql] = name
        }
        // PostgreSQL's text can't hold U+0000, and a C string would end there (storing a shorter value, or another
        // user's id): refused whole instead.
        for case .text(let text) in values where text.utf8.contains(0) {
            throw PostgresError(state: "22021", message: "text with a NUL character can't be stored")
        }
        // Each value as NUL-terminated UTF-8 text, kept alive until the call returns.
        var buffers: [UnsafeMutablePointer<CChar>?] = values.map { value in
            switch value {
            case .int(let n): return strdup(String(n))
            case .text(let s): return strdup(s)
            case .null: return nil
            }
        }
        defer { for buffer in buffers { free(buffer) } }
        let result = buffers.withUnsafeMutableBufferPointer { pointers in
            pointers.baseAddress!.withMemoryRebound(to: UnsafePointer<CChar>?.self, capacity: max(pointers.count, 1)) { parameters in
                PQexecPrepared(handle, name, Int32(values.count), values.isEmpty ? nil : parameters, nil, nil, 0)
            }
        }
        let status = result.map(PQresultStatus) ?? PGRES_FATAL_ERROR
        guard status == PGRES_COMMAND_OK || status == PGRES_TUPLES_OK, let result else {
            let error = failure(result)
            PQclear(result)
            throw error
        }
        return PGRows(result)
    }

    /// Runs a statement for its effect.
    func run(_ sql: String, _ values: [PGValue] = []) throws(PostgresError) {
        _ = try query(sql, values)
    }

    /// The first column of the first row as an Int; nil for no row or NULL.
    func scalar(_ sql: String, _ values: [PGValue] = []) throws(PostgresError) -> Int? {
        let rows = try query(sql, values)
        return rows.count > 0 && !rows.isNull(0, 0) ? rows.int(0, 0) : nil
    }

    /// The first column of the first row as text; nil for no row or NULL.
    func textScalar(_ sql: String, _ values: [PGValue] = []) throws(PostgresError) -> String? {
        let rows = try query(sql, values)
        return rows.count > 0 ? rows.text(0, 0) : nil
    }
}

/// The rows a statement returned, read by row and column; the result is freed with it.
final class PGRows {
    private let result: OpaquePointer
    let count: Int

    init(_ result: OpaquePointer) {
        self.result = result
        count = Int(PQntuples(result))
    }

    deinit { PQclear(result) }

    /// The index of the column called `name`; a name the query doesn't have is a programming error.
    func column(_ name: String) -> Int32 {
        let index = PQfnumber(result, name)
        precondition(index >= 0, "no column \"\(name)\" in the result")
        return index
    }

    func isNull(_ row: Int, _ column: Int32) -> Bool { PQgetisnull(result, Int32(row), column) != 0 }

    func text(_ row: Int, _ column: Int32) -> String? {
        guard !isNull(row, column), let value = PQgetvalue(result, Int32(row), column) else { return nil }
        return String(cString: value)
    }

    /// The column as an Int: 0 for NULL or text that isn't a number (the caller checks what matters).
    func int(_ row: Int, _ column: Int32) -> Int {
        guard !isNull(row, column), let value = PQgetvalue(result, Int32(row), column) else { return 0 }
        return strtol(value, nil, 10)
    }

    /// The rows affected, for INSERT/UPDATE/DELETE.
    var affected: Int { Int(String(cString: PQcmdTuples(result))) ?? 0 }
}

/// `strings` as a NULL-terminated array of C strings, alive while `body` runs.
private func withCStrings<T>(_ strings: [String], _ body: (UnsafePointer<UnsafePointer<CChar>?>) -> T) -> T {
    let copies = strings.map { strdup($0) }
    defer { copies.forEach { free($0) } }
    let pointers = copies.map { UnsafePointer<CChar>($0) } + [nil]
    return pointers.withUnsafeBufferPointer { body($0.baseAddress!) }
}
