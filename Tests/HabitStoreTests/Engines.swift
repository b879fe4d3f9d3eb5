import Foundation
import Testing
@testable import HabitStore
import TestSupport

/// The store engines the shared store tests run on: SQLite always; PostgreSQL when `HABITAT_TEST_POSTGRES` names a
/// database to test in (a libpq URI or `key=value` string; `.ci/run` makes a throwaway one). Without it the
/// PostgreSQL variants don't run, and `postgresVariantsAreSkipped` says so in one line of the test output.
enum Engine: String, CustomStringConvertible, Sendable, CaseIterable {
    case sqlite, postgres

    var description: String { rawValue }

    /// The connection string of the PostgreSQL test database, if the environment names one.
    static let postgresURL: String? = ProcessInfo.processInfo.environment["HABITAT_TEST_POSTGRES"].flatMap { $0.isEmpty ? nil : $0 }

    /// The schema version a store of this engine is brought up to.
    var latestSchema: Int { self == .sqlite ? Migrations.all.count : PostgresMigrations.all.count }

    /// The engines to test on here.
    static let available: [Engine] = postgresURL == nil ? [.sqlite] : [.sqlite, .postgres]

    /// A new, empty database of this engine, for one test: a new SQLite file, or a PostgreSQL schema of its own in the
    /// test database (the connection string sets `search_path` to it), so tests running in parallel never meet.
    func freshLocation(_ name: String = "store") throws -> StoreLocation {
        switch self {
        case .sqlite:
            return .file(scratchFolder(name) + "/habitat.sqlite")
        case .postgres:
            let base = try #require(Engine.postgresURL)
            let schema = "t_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "")
            let admin = try PGConnection(try #require(PostgresTarget(base)))
            // The schema name is made here of hex digits only, never taken from input.
            try admin.execute("CREATE SCHEMA \(schema)")
            admin.close()
            return .postgres(Engine.withSearchPath(base, schema))
        }
    }

    /// `conninfo` with the connection's `search_path` set to `schema`.
    static func withSearchPath(_ conninfo: String, _ schema: String) -> String {
        let lower = conninfo.lowercased()
        if lower.hasPrefix("postgresql://") || lower.hasPrefix("postgres://") {
            return conninfo + (conninfo.contains("?") ? "&" : "?") + "options=-csearch_path%3D" + schema
        }
        return conninfo + " options='-csearch_path=" + schema + "'"
    }
}

@Suite struct EngineAvailabilityTests {
    /// The one line that says the PostgreSQL variants did not run (they are not counted as passed).
    @Test(.enabled(if: Engine.postgresURL != nil,
                   "PostgreSQL variants of the store tests skipped: set HABITAT_TEST_POSTGRES to a test database (.ci/run does) to run them"))
    func postgresVariantsRun() throws {
        // With a database named, it must be reachable: a CI run never passes by skipping what it was asked to test.
        let store = try openStore(try Engine.postgres.freshLocation())
        #expect(store.schemaVersion == PostgresMigrations.all.count)
        store.close()
    }
}
