import Foundation
import Testing
@testable import HabitStore
import TestSupport

extension Engine {
    /// The schema version a store of this engine is brought up to.
    var latestSchema: Int { self == .sqlite ? Migrations.all.count : PostgresMigrations.all.count }
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
