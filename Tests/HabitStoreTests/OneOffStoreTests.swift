import Foundation
import Testing
import HabitDomain
@testable import HabitStore
import TestSupport

/// Schema 9 (one-off reminders, "snooze") on real SQLite files: a file of schema 8 upgrades in place with nothing lost,
/// and one-offs are written, replaced, read back after reopening, and go with their habit.
@Suite struct OneOffStoreTests {
    let readID = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!

    /// A file exactly as schema 8 leaves it: migrations 1–8 and a habit with a reminder, a mark and a session.
    func schemaEightFile() throws -> String {
        let (path, db) = try databaseAtSchema(8)
        #expect(try db.scalar("SELECT count(*) FROM sqlite_schema WHERE name = 'one_offs'") == 0)
        try db.execute("""
            INSERT INTO habits (id, user, uuid, name, name_key, description, polarity, tier, schedule_kind, schedule_value,
                                group_id, archived, created, position, color, icon)
            VALUES (1, 'local', 'E621E1F8-C36C-495A-93FC-0C247A3E6E5F', 'Read', 'read', NULL, 'build', 'must', 'daily', 0,
                    NULL, 0, '2026-02-01', 0, 0, NULL);
            INSERT INTO reminders (habit_id, position, time, days) VALUES (1, 0, '07:30', 127);
            INSERT INTO mark_days (habit_id, first, codes) VALUES (1, '2026-02-02', 'dd');
            INSERT INTO sessions (user, session, state) VALUES ('local', 'repl', '{"turn":3}');
            """)
        db.close()
        return path
    }

    @Test func aSchemaEightFileUpgradesInPlaceAndTakesOneOffsThatSurviveReopening() throws {
        let path = try schemaEightFile()
        let once = OneOffReminder(habitID: readID, day: d("2026-03-04"), time: TimeOfDay("07:40")!)
        do {
            let store = try SQLiteStore(.file(path))
            #expect(store.schemaVersion == Migrations.all.count)
            let before = try store.journal(user: "local")
            #expect(before.oneOffs.isEmpty)
            #expect(before.habit(id: readID)?.reminders == [Reminder(time: TimeOfDay("07:30")!)])
            #expect(before.marks[readID]?.count == 2)
            #expect(try store.sessionState(user: "local", session: "repl") == "{\"turn\":3}")
            try store.apply([.setOneOff(once)], user: "local")
            #expect(try store.journal(user: "local").oneOffs == [once], "the cached journal has it at once")
            store.close()
        }
        let reopened = try SQLiteStore(.file(path))
        #expect(try reopened.journal(user: "local").oneOffs == [once])
        #expect(try reopened.integrityCheck() == "ok")
        // The minute index `serve` rings reminders from holds it beside the habit's own reminder.
        #expect(try reopened.reminderTimes().map { "\($0.user) \($0.time)" }.sorted() == ["local 07:30", "local 07:40"])
    }

    @Test func aNewOneOffReplacesTheHabitsRowAndUndoingItTakesItAway() throws {
        let path = try schemaEightFile()
        let first = OneOffReminder(habitID: readID, day: d("2026-03-04"), time: TimeOfDay("07:40")!)
        let second = OneOffReminder(habitID: readID, day: d("2026-03-04"), time: TimeOfDay("08:15")!)
        let store = try SQLiteStore(.file(path))
        try store.apply([.setOneOff(first)], user: "local")
        try store.apply([.setOneOff(second)], user: "local")
        #expect(try SQLiteStore(.file(path)).journal(user: "local").oneOffs == [second], "one row a habit: they don't pile up")
        try store.apply([.removeOneOff(habit: readID)], user: "local")
        #expect(try SQLiteStore(.file(path)).journal(user: "local").oneOffs.isEmpty)
        let db = try Database(path: path, flags: .readOnly)
        #expect(try db.scalar("SELECT count(*) FROM one_offs") == 0)
    }

    @Test(arguments: Engine.available) func aOneOffGoesWithItsHabitAndIsScopedToItsUser(_ engine: Engine) throws {
        let location = try engine.freshLocation()
        let read = Habit(id: readID, name: "Read", schedule: .daily, created: d("2026-02-01"))
        let walk = Habit(name: "Walk", schedule: .daily, created: d("2026-02-01"))
        let store = try openStore(location)
        try store.apply([.createHabit(read), .setOneOff(OneOffReminder(habitID: read.id, day: d("2026-03-04"), time: TimeOfDay("07:40")!))], user: "local")
        try store.apply([.createHabit(walk), .setOneOff(OneOffReminder(habitID: walk.id, day: d("2026-03-04"), time: TimeOfDay("09:00")!))], user: "ann")
        #expect(try store.journal(user: "ann").oneOffs.map(\.habitID) == [walk.id])
        // Ann can't snooze a habit of another user.
        #expect(throws: StoreError.self) { try store.apply([.setOneOff(OneOffReminder(habitID: read.id, day: d("2026-03-04"), time: TimeOfDay("10:00")!))], user: "ann") }
        try store.apply([.deleteHabit(read.id)], user: "local")
        #expect(try openStore(location).journal(user: "local").oneOffs.isEmpty)
        #expect(try openStore(location).journal(user: "ann").oneOffs.count == 1)
    }
}
