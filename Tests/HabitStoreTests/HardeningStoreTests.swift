import Foundation
import Testing
import HabitDomain
@testable import HabitStore
import TestSupport

/// Issue 24 ("Hardening, round three"): the store's side of each finding.
@Suite struct HardeningStoreTests {
    let today = Day(iso: "2026-02-10")!

    // MARK: F3 — a reader never waits on a writer

    @Test func openingAndReadingNeverWaitForAWriter() throws {
        let path = scratchFolder("store") + "/h.sqlite"
        let first = try SQLiteStore(.file(path))
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
            let reader = try SQLiteStore(.file(path))
            names = try reader.journal(user: "local").habits.map(\.name)
            _ = try reader.reading { try reader.sessionState(user: "local", session: "default") }
            reader.close()
        }
        #expect(names == ["Read"])
        #expect(took < 1, "opening, reading and closing waited \(took) s on another connection's write transaction")
    }

    // MARK: F11 — names equal under Unicode case folding are the same name

    @Test func caseFoldedNamesAreOneNameInTheStore() throws {
        let path = scratchFolder("store") + "/h.sqlite"
        let store = try SQLiteStore(.file(path))
        try store.apply([.createHabit(Habit(name: "Straße", created: today))], user: "local")
        #expect(throws: StoreError.self) { try store.apply([.createHabit(Habit(name: "STRASSE", created: today))], user: "local") }
        store.close()
        // A file written before names were folded (schema 6): two habits whose names fold alike, keys only lower-cased.
        let old = scratchFolder("store") + "/old.sqlite"
        let raw = try Database(path: old, flags: .readWrite)
        try SQLiteStore.migrate(raw, path: old, upTo: 6)
        for (k, name) in ["Straße", "STRASSE"].enumerated() {
            try raw.run("""
                INSERT INTO habits (user, uuid, name, name_key, description, polarity, tier, schedule_kind, schedule_value, group_id,
                                    archived, created, position, color, icon)
                VALUES ('local', ?, ?, ?, ?, 'build', 'must', 'daily', 0, NULL, 0, '2026-02-10', ?, 0, NULL)
                """, [.text(UUID().uuidString), .text(name), .text(name.lowercased()), .text(k == 0 ? "walk\nthe   street\r\n" : nil), .int(k)])
        }
        raw.close()
        let reopened = try SQLiteStore(.file(old))
        #expect(reopened.schemaVersion == Migrations.all.count)
        #expect(try reopened.journal(user: "local").habits.map(\.name) == ["Straße", "STRASSE (2)"], "both kept, the later renamed")
        #expect(try reopened.journal(user: "local").habits.first?.description == "walk the street", "F12: descriptions are one line")
        #expect(throws: StoreError.self) { try reopened.apply([.createHabit(Habit(name: "strasse", created: today))], user: "local") }
        try reopened.apply([.createHabit(Habit(name: "Ölbaum", created: today))], user: "local")
        #expect(throws: StoreError.self) { try reopened.apply([.createHabit(Habit(name: "ÖLBAUM", created: today))], user: "local") }
        #expect(try reopened.integrityCheck() == "ok")
    }

    // MARK: F4 — reminders per habit are capped

    @Test(arguments: Engine.available) func aHabitHoldsAtMostTwentyReminders(_ engine: Engine) throws {
        let store = try openStore(try engine.freshLocation())
        func reminders(_ n: Int) -> [Reminder] { (0..<n).map { Reminder(time: TimeOfDay(minutes: 6 * 60 + 15 * $0)) } }
        var yoga = Habit(name: "Yoga", created: today, reminders: reminders(20))
        try store.apply([.createHabit(yoga)], user: "local")
        yoga.reminders = reminders(21)
        do {
            try store.apply([.updateHabit(yoga)], user: "local")
            Issue.record("a 21st reminder was stored")
        } catch {
            #expect("\(error)" == "\"Yoga\" can have at most 20 reminders.")
        }
        #expect(throws: StoreError.self) {
            try store.apply([.createHabit(Habit(name: "Run", created: today, reminders: reminders(1000)))], user: "local")
        }
        #expect(try store.journal(user: "local").habits.map(\.reminders.count) == [20])
    }
}
