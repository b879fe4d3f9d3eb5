import Foundation
import Testing
import HabitStore
internal import CLibPQ

/// The store engines a test runs on: SQLite always; PostgreSQL when `HABITAT_TEST_POSTGRES` names a database to test in
/// (a libpq URI or `key=value` string; `.ci/run` makes a throwaway one). Without it the PostgreSQL variants don't run,
/// and a skipped test says so in one line of the test output (`HabitStoreTests.postgresVariantsRun`).
public enum Engine: String, CustomStringConvertible, Sendable, CaseIterable {
    case sqlite, postgres

    public var description: String { rawValue }

    /// The connection string of the PostgreSQL test database, if the environment names one.
    public static let postgresURL: String? = ProcessInfo.processInfo.environment["HABITAT_TEST_POSTGRES"].flatMap { $0.isEmpty ? nil : $0 }

    /// The engines to test on here.
    public static let available: [Engine] = postgresURL == nil ? [.sqlite] : [.sqlite, .postgres]

    /// A new, empty database of this engine, for one test: a new SQLite file, or a PostgreSQL schema of its own in the
    /// test database (the connection string sets `search_path` to it), so tests running in parallel never meet.
    public func freshLocation(_ name: String = "store") throws -> StoreLocation {
        switch self {
        case .sqlite:
            return .file(scratchFolder(name) + "/habitat.sqlite")
        case .postgres:
            return .postgres(try Engine.freshPostgres())
        }
    }

    /// A new schema in the PostgreSQL test database, as a connection string whose `search_path` is it.
    public static func freshPostgres() throws -> String {
        let base = try #require(Engine.postgresURL)
        let schema = "t_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "")
        // Straight through libpq (this module is built in release builds too, where the store's internals can't be
        // reached). The schema's name is made here of hex digits only, never taken from input.
        let connection = PQconnectdb(base)
        defer { PQfinish(connection) }
        guard PQstatus(connection) == CONNECTION_OK else {
            throw PostgresTestDatabase(message: "can't connect to HABITAT_TEST_POSTGRES: " + String(cString: PQerrorMessage(connection)))
        }
        let result = PQexec(connection, "CREATE SCHEMA \(schema)")
        defer { PQclear(result) }
        guard PQresultStatus(result) == PGRES_COMMAND_OK else {
            throw PostgresTestDatabase(message: "can't make a schema in HABITAT_TEST_POSTGRES: " + String(cString: PQerrorMessage(connection)))
        }
        let lower = base.lowercased()
        if lower.hasPrefix("postgresql://") || lower.hasPrefix("postgres://") {
            return base + (base.contains("?") ? "&" : "?") + "options=-csearch_path%3D" + schema
        }
        return base + " options='-csearch_path=" + schema + "'"
    }
}

/// The PostgreSQL test database named by HABITAT_TEST_POSTGRES can't be used.
public struct PostgresTestDatabase: Error, CustomStringConvertible {
    public let description: String
    init(message: String) { description = message }
}
