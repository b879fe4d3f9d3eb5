import Foundation
import Testing
import HabitDomain
@testable import HabitStore
import TestSupport

/// Schema 10 (reflections: answers to the coach's reflection questions) on real SQLite files: a file of schema 9
/// upgrades in place with nothing lost, and reflections are written, read back after reopening with the habits they
/// name in order, lose a habit that is deleted (keeping their words), and belong to their user.
@Suite struct ReflectionStoreTests {
    let readID = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!
    let runID = UUID(uuidString: "0B5D3C1A-8E2F-4A6B-9C7D-1E2F3A4B5C6D")!

    /// A file exactly as schema 9 leaves it: migrations 1–9, two habits with a reminder, marks, a note, a one-off and a
    /// session.
    func schemaNineFile() throws -> String {
        let (path, db) = try databaseAtSchema(9)
        #expect(try db.scalar("SELECT count(*) FROM sqlite_schema WHERE name = 'reflections'") == 0)
        try db.execute("""
            INSERT INTO habits (id, user, uuid, name, name_key, description, polarity, tier, schedule_kind, schedule_value,
                                group_id, archived, created, position, color, icon)
            VALUES (1, 'local', 'E621E1F8-C36C-495A-93FC-0C247A3E6E5F', 'Reading', 'reading', NULL, 'build', 'must', 'daily', 0,
                    NULL, 0, '2026-02-23', 0, 0, NULL),
                   (2, 'local', '0B5D3C1A-8E2F-4A6B-9C7D-1E2F3A4B5C6D', 'Morning run', 'morning run', NULL, 'build', 'must', 'weekly', 3,
                    NULL, 0, '2026-02-23', 1, 1, NULL);
            INSERT INTO reminders (habit_id, position, time, days) VALUES (1, 0, '21:00', 127);
            INSERT INTO mark_days (habit_id, first, codes) VALUES (1, '2026-03-02', 'dd');
            INSERT INTO mark_notes (habit_id, day, note) VALUES (1, '2026-03-03', 'finished the novel');
            INSERT INTO one_offs (habit_id, day, time) VALUES (1, '2026-03-04', '21:10');
            INSERT INTO sessions (user, session, state) VALUES ('local', 'repl', '{"turn":3}');
            """)
        db.close()
        return path
    }

    func kept(_ text: String, habits: [UUID], id: UUID = UUID()) -> Reflection {
        Reflection(id: id, day: d("2026-03-04"), start: d("2026-03-02"), end: d("2026-03-08"), text: text, habits: habits)
    }

    @Test func aSchemaNineFileUpgradesInPlaceAndKeepsReflectionsThatSurviveReopening() throws {
        let path = try schemaNineFile()
        let first = kept("work was crazy and I kept skipping the run, reading helped", habits: [runID, readID])
        let second = kept("mornings are easier", habits: [])
        do {
            let store = try SQLiteStore(.file(path))
            #expect(store.schemaVersion == Migrations.all.count)
            let before = try store.journal(user: "local")
            #expect(before.reflections.isEmpty)
            #expect(before.habits.map(\.name) == ["Reading", "Morning run"])
            #expect(before.marks[readID]?.count == 2)
            #expect(before.marks[readID]?.notes.map(\.value) == ["finished the novel"])
            #expect(before.oneOffs.count == 1)
            #expect(try store.sessionState(user: "local", session: "repl") == "{\"turn\":3}")
            try store.apply([.addReflection(first)], user: "local")
            try store.apply([.addReflection(second)], user: "local")
            #expect(try store.journal(user: "local").reflections == [first, second], "the cached journal has them at once")
            store.close()
        }
        let reopened = try SQLiteStore(.file(path))
        #expect(try reopened.journal(user: "local").reflections == [first, second], "the words, the days, the week and the habits in the order named")
        #expect(try reopened.integrityCheck() == "ok")
    }

    @Test func aDeletedHabitLeavesItsReflectionsWithTheirWordsAndUndoingTheDeletePutsItBack() throws {
        let path = try schemaNineFile()
        let reflection = kept("reading and the run", habits: [readID, runID])
        let store = try SQLiteStore(.file(path))
        try store.apply([.addReflection(reflection)], user: "local")
        let journal = try store.journal(user: "local")
        try store.apply([.deleteHabit(runID)], user: "local")
        #expect(try SQLiteStore(.file(path)).journal(user: "local").reflections.map(\.habits) == [[readID]])
        #expect(try SQLiteStore(.file(path)).journal(user: "local").reflections.map(\.text) == ["reading and the run"])
        try store.apply(journal.inverse(of: [.deleteHabit(runID)]), user: "local")
        #expect(try SQLiteStore(.file(path)).journal(user: "local").reflections == [reflection])
        // Taken away (undoing keeping it), it is gone with its links.
        try store.apply([.removeReflection(reflection.id)], user: "local")
        #expect(try SQLiteStore(.file(path)).journal(user: "local").reflections.isEmpty)
        let db = try Database(path: path, flags: .readOnly)
        #expect(try db.scalar("SELECT count(*) FROM reflection_habits") == 0)
    }

    @Test(arguments: Engine.available) func reflectionsBelongToTheirUserAndNameOnlyTheirUsersHabits(_ engine: Engine) throws {
        let location = try engine.freshLocation()
        let read = Habit(id: readID, name: "Read", schedule: .daily, created: d("2026-02-01"))
        let walk = Habit(name: "Walk", schedule: .daily, created: d("2026-02-01"))
        let store = try openStore(location)
        try store.apply([.createHabit(read), .addReflection(kept("reading", habits: [read.id]))], user: "local")
        try store.apply([.createHabit(walk), .addReflection(kept("walks", habits: [walk.id]))], user: "ann")
        #expect(try store.journal(user: "ann").reflections.map(\.text) == ["walks"])
        #expect(try store.journal(user: "local").reflections.map(\.text) == ["reading"])
        // Ann's reflection can't name a habit of another user; nothing of it is written.
        #expect(throws: StoreError.self) { try store.apply([.addReflection(kept("not mine", habits: [read.id]))], user: "ann") }
        #expect(try openStore(location).journal(user: "ann").reflections.map(\.text) == ["walks"])
        // Nor can a reflection without words be kept.
        #expect(throws: StoreError.self) { try store.apply([.addReflection(kept("  ", habits: []))], user: "local") }
    }
}
