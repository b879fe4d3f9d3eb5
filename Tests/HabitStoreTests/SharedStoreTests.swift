import Foundation
import Testing
import HabitDomain
@testable import HabitStore
import TestSupport

/// What several processes on one database rely on, on both engines: a turn's read-then-write never loses another's
/// update, and a process sees what another wrote on its next turn.
@Suite struct SharedStoreTests {
    @Test(arguments: Engine.available) func twoStoresSeeEachOthersChangesOnTheirNextRead(_ engine: Engine) throws {
        let location = try engine.freshLocation()
        let a = try openStore(location), b = try openStore(location)
        let read = Habit(name: "Read", created: d("2026-02-01"))
        #expect(try b.journal(user: "ann").habits.isEmpty)  // cached empty
        try a.apply([.createHabit(read)], user: "ann")
        #expect(try b.journal(user: "ann").habits.map(\.name) == ["Read"])
        _ = try a.journal(user: "ann")  // cached with the habit
        try b.apply([.setMark(habit: read.id, day: d("2026-02-02"), mark: Mark(.done))], user: "ann")
        #expect(try a.journal(user: "ann").marks[read.id]?[d("2026-02-02")] == Mark(.done))
        // The change stamp moves for another process's commit too (what `serve` re-reads its reminder index by).
        let stamp = a.changeStamp()
        try b.apply([.setMark(habit: read.id, day: d("2026-02-03"), mark: Mark(.done))], user: "ann")
        #expect(a.changeStamp() != stamp)
    }

    /// Two stores (as two processes) each run turns that read the journal and then write a mark of the same habit on a
    /// day of their own, at once: every mark is kept (each mark rewrites the habit's row of codes, so a turn that wrote
    /// from a stale read would take another's days away).
    @Test(arguments: Engine.available) func turnsOfTwoProcessesForOneUserLoseNoUpdate(_ engine: Engine) async throws {
        let location = try engine.freshLocation()
        let read = Habit(name: "Read", created: d("2025-01-01"))
        try openStore(location).apply([.createHabit(read)], user: "ann")
        let turns = 60
        try await withThrowingTaskGroup(of: Void.self) { group in
            for worker in 0..<2 {
                group.addTask {
                    let store = try openStore(location)
                    store.busyTimeout = 10_000
                    for k in 0..<turns {
                        try store.batch {
                            let journal = try store.journal(user: "ann")
                            let day = d("2025-01-01").adding(days: worker * turns + k)
                            #expect(journal.marks[read.id]?[day] == nil)
                            try store.apply([.setMark(habit: read.id, day: day, mark: Mark(.done))], user: "ann")
                        }
                    }
                }
            }
            try await group.waitForAll()
        }
        #expect(try openStore(location).journal(user: "ann").marks[read.id]?.count == 2 * turns)
    }

    /// Users whose ids are equal to Swift but not byte for byte ("é" composed and decomposed) are two users, with two
    /// journals, on both engines (SQL compares bytes; the caches are keyed by bytes).
    @Test(arguments: Engine.available) func unicodeEquivalentUserIdsAreNeverTheSameUser(_ engine: Engine) throws {
        let store = try openStore(try engine.freshLocation())
        let composed = "Ren\u{E9}", decomposed = "Rene\u{301}"
        try store.apply([.createHabit(Habit(name: "Read", created: d("2026-02-01")))], user: composed)
        #expect(try store.journal(user: decomposed).habits.isEmpty)
        try store.apply([.createHabit(Habit(name: "Walk", created: d("2026-02-01")))], user: decomposed)
        #expect(try store.journal(user: composed).habits.map(\.name) == ["Read"])
        #expect(try store.journal(user: decomposed).habits.map(\.name) == ["Walk"])
        #expect(try store.users().count == 2)
    }

    /// Text the database can't hold (U+0000) is refused whole with a sentence, never cut short into another value.
    @Test(arguments: Engine.available) func aUserIdWithANulIsNeverAnotherUser(_ engine: Engine) throws {
        let store = try openStore(try engine.freshLocation())
        try? store.apply([.createHabit(Habit(name: "Read", created: d("2026-02-01")))], user: "ann\u{0}bob")
        #expect(try store.journal(user: "ann").habits.isEmpty)
    }
}

/// PostgreSQL's own: its types, its lost connections.
@Suite(.enabled(if: Engine.postgresURL != nil, "PostgreSQL store tests skipped: set HABITAT_TEST_POSTGRES to run them"))
struct PostgresStoreTests {
    @Test func theSchemaIsInPostgreSQLsOwnTypes() throws {
        let store = try #require(try openStore(try Engine.postgres.freshLocation()) as? PostgresStore)
        let rows = try store.db.query("""
            SELECT table_name || '.' || column_name AS name, data_type FROM information_schema.columns
            WHERE table_schema = current_schema() ORDER BY 1
            """)
        var types: [String: String] = [:]
        for i in 0..<rows.count { types[rows.text(i, 0) ?? ""] = rows.text(i, 1) }
        #expect(types["habits.uuid"] == "uuid")
        #expect(types["habits.created"] == "date")
        #expect(types["habits.archived"] == "boolean")
        #expect(types["habits.user_id"] == "text")
        #expect(types["mark_days.first"] == "date")
        #expect(types["sessions.saved"] == "timestamp with time zone")
        // CHECKs hold what the domain holds: a bad tier or time is refused by the database itself.
        #expect(throws: PostgresError.self) { try store.db.run("INSERT INTO groups (user_id, uuid, name, name_key, require, tier, position) VALUES ('a', gen_random_uuid(), 'G', 'g', 1, 'maybe', 0)") }
    }

    /// PostgreSQL turns COMMIT of a transaction that failed part-way into a quiet ROLLBACK: a batch whose statement
    /// failed outside any turn's savepoint (its earlier turns answered already) must throw, never pass as stored.
    @Test func aBatchThatFailedPartWayIsNeverReportedAsStored() throws {
        let location = try Engine.postgres.freshLocation()
        let store = try #require(try openStore(location) as? PostgresStore)
        #expect(throws: StoreError.self) {
            try store.batch {
                try store.apply([.createHabit(Habit(name: "Read", created: d("2026-02-01")))], user: "ann")
                _ = try? store.db.run("SELECT 1 / 0")
            }
        }
        #expect(try openStore(location).journal(user: "ann").habits.isEmpty)
        #expect(try store.journal(user: "ann").habits.isEmpty, "the cache forgot it too")
    }

    /// Two group commits, each holding one user and then wanting the other's (two `serve` workers with crossed
    /// requests): neither waits for the other — one group gives up at once with `.busy` (and `serve` answers its requests
    /// alone) instead of both waiting for PostgreSQL's deadlock check.
    @Test func crossedGroupCommitsNeverDeadlock() throws {
        let location = try Engine.postgres.freshLocation()
        try openStore(location).apply([.createHabit(Habit(name: "Read", created: d("2026-02-01")))], user: "ann")
        try openStore(location).apply([.createHabit(Habit(name: "Walk", created: d("2026-02-01")))], user: "bob")
        final class Outcome: @unchecked Sendable { var busy = false; var seconds = 0.0 }
        let bothHoldOne = DispatchGroup(), done = DispatchGroup()
        bothHoldOne.enter(); bothHoldOne.enter()
        // Threads of their own (they block): each holds one user's lock, then wants the other's; timed from there.
        func crossed(_ first: String, _ second: String, _ outcome: Outcome) {
            done.enter()
            Thread.detachNewThread {
                defer { done.leave() }
                guard let store = try? openStore(location) else { bothHoldOne.leave(); return }
                var start = Date()
                do {
                    try store.batch {
                        _ = try store.journal(user: first)
                        bothHoldOne.leave()
                        bothHoldOne.wait()
                        start = Date()
                        _ = try store.journal(user: second)
                    }
                } catch {
                    outcome.busy = true
                }
                outcome.seconds = Date().timeIntervalSince(start)
            }
        }
        let x = Outcome(), y = Outcome()
        crossed("ann", "bob", x)
        crossed("bob", "ann", y)
        done.wait()
        #expect(x.busy || y.busy)
        #expect(x.seconds < 0.9 && y.seconds < 0.9, "no wait for the deadlock check: \(x.seconds) s, \(y.seconds) s")
    }

    @Test func aLostConnectionFailsOneRequestWithASentenceAndTheNextReconnects() throws {
        let location = try Engine.postgres.freshLocation()
        let store = try #require(try openStore(location) as? PostgresStore)
        try store.apply([.createHabit(Habit(name: "Read", created: d("2026-02-01")))], user: "ann")
        let backend = try #require(try store.db.scalar("SELECT pg_backend_pid()"))
        let url = try #require(Engine.postgresURL)
        let admin = try PGConnection(try #require(PostgresTarget(url)))
        try admin.run("SELECT pg_terminate_backend($1)", [.int(backend)])
        admin.close()
        do {
            _ = try store.journal(user: "ann")
            Issue.record("a request on a lost connection succeeded")
        } catch {
            #expect("\(error)".contains("connection to the database at postgresql://"), "\(error)")
        }
        #expect(try store.journal(user: "ann").habits.map(\.name) == ["Read"])
        try store.apply([.createHabit(Habit(name: "Walk", created: d("2026-02-01")))], user: "ann")
        #expect(try openStore(location).journal(user: "ann").habits.count == 2)
    }
}

/// What a failed connection is said as, and what a message may never hold.
@Suite struct PostgresMessageTests {
    @Test func aFailedConnectionIsOneClause() {
        #expect(PostgresStore.reason("connection to server at \"db\" (10.0.0.5), port 5432 failed: FATAL:  password authentication failed for user \"ann\"\n")
                == "the server refused the password")
        #expect(PostgresStore.reason("connection to server on socket \"/run/x/.s.PGSQL.5432\" failed: FATAL:  database \"nope\" does not exist\n")
                == "database \"nope\" does not exist")
        #expect(PostgresStore.reason("connection to server at \"db\" (10.0.0.5), port 5432 failed: Connection refused\n\tIs the server running on that host?\n")
                == "the PostgreSQL server isn't running or can't be reached")
        #expect(PostgresStore.reason("connection to server at \"db\" (10.0.0.5), port 5432 failed: timeout expired\n")
                == "the PostgreSQL server isn't running or can't be reached")
    }

    @Test func theDisplayedNameNeverHoldsThePassword() throws {
        for conninfo in ["postgresql://ann:s3cret@db.example:5433/habitat?sslmode=require", "host=db.example port=5433 dbname=habitat user=ann password=s3cret"] {
            let target = try #require(PostgresTarget(conninfo))
            #expect(target.display == "postgresql://ann@db.example:5433/habitat")
            #expect(target.redacted("FATAL: s3cret is wrong") == "FATAL: *** is wrong")
            #expect(!StoreLocation.postgres(conninfo).displayName.contains("s3cret"))
        }
        #expect(PostgresTarget("postgresql://ann:s3cret@[oops") == nil)
    }
}
