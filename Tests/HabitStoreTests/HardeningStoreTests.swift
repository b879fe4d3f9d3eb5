import Foundation
import Testing
import HabitDomain
@testable import HabitStore

/// Issue 24 ("Hardening, round three"): the store's side of each finding.
@Suite struct HardeningStoreTests {
    let today = Day(iso: "2026-02-10")!

    func seconds(_ body: () throws -> Void) rethrows -> Double {
        let start = DispatchTime.now()
        try body()
        return Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
    }

    // MARK: F3 — a reader never waits on a writer

    @Test func openingAndReadingNeverWaitForAWriter() throws {
        let path = scratchFolder() + "/h.sqlite"
        let first = try HabitStore(.file(path))
        try first.apply([.createHabit(Habit(name: "Read", created: today))], user: "local")
        first.close()
        // The daily check has not run today: opening would note it, which needs the write lock.
        let raw = try Database(path: path, flags: .readWrite)
        try raw.run("DELETE FROM meta WHERE key = 'checked_day'")
        try raw.execute("BEGIN IMMEDIATE")
        try raw.run("INSERT INTO meta (key, value) VALUES ('held', 1)")
        defer { try? raw.execute("ROLLBACK") }
        var names: [String] = []
        let took = try seconds {
            let reader = try HabitStore(.file(path))
            names = try reader.journal(user: "local").habits.map(\.name)
            _ = try reader.reading { try reader.sessionState(user: "local", session: "default") }
            reader.close()
        }
        #expect(names == ["Read"])
        #expect(took < 1, "opening, reading and closing waited \(took) s on another connection's write transaction")
    }
}
