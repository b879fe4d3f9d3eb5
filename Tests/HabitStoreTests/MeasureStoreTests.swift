import Foundation
import Testing
import HabitDomain
@testable import HabitStore
import TestSupport

/// Schema 8 (measurable habits, N times in M days) on real SQLite files: a file of schema 7 upgrades in place with
/// nothing lost, and targets, amounts, partly done days and rolling schedules are written and read back.
@Suite struct MeasureStoreTests {
    let today = d("2026-02-10")
    let glasses = try! AmountUnit("glasses")

    /// A file exactly as schema 7 leaves it, holding a row in every table: written by migrations 1–7 and the rows
    /// that Habitat wrote then.
    func schemaSevenFile() throws -> String {
        let (path, db) = try databaseAtSchema(7)
        try db.execute("""
            INSERT INTO groups (id, user, uuid, name, name_key, require, tier, position)
            VALUES (1, 'local', '2A8C3E52-5D2B-4F7A-9C1E-6B0D8E7F1A23', 'Creative', 'creative', 1, 'must', 0);
            INSERT INTO group_settings (group_id, until, require, tier) VALUES (1, '2026-02-05', 1, 'nice');
            INSERT INTO habits (id, user, uuid, name, name_key, description, polarity, tier, schedule_kind, schedule_value,
                                group_id, archived, created, position, color, icon)
            VALUES (1, 'local', 'E621E1F8-C36C-495A-93FC-0C247A3E6E5F', 'Guitar', 'guitar', 'for fun', 'build', 'must', 'weekly', 3,
                    1, 0, '2026-02-01', 0, 0, '🎸'),
                   (2, 'local', '0C6FB0E5-8D1A-4C43-9C59-3A1F6B0F2B11', 'Smoking', 'smoking', NULL, 'avoid', 'nice', 'daily', 0,
                    NULL, 0, '2026-01-20', 1, 1, NULL),
                   (5, 'ann', '7B1D2F44-0E1C-4B9E-8D2A-3C4F5A6B7C8D', 'Walk', 'walk', NULL, 'build', 'must', 'interval', 2,
                    NULL, 1, '2026-02-02', 0, 0, NULL);
            INSERT INTO habit_settings (habit_id, until, polarity, tier, schedule_kind, schedule_value)
            VALUES (1, '2026-02-03', 'build', 'must', 'weekdays', 9);
            INSERT INTO reminders (habit_id, position, time, days) VALUES (1, 0, '18:30', 9), (1, 1, '07:00', 127);
            INSERT INTO mark_days (habit_id, first, codes) VALUES (1, '2026-02-02', 'd.s'), (2, '2026-01-21', 'x...d');
            INSERT INTO mark_notes (habit_id, day, note) VALUES (1, '2026-02-04', 'sick'), (2, '2026-01-21', 'party');
            INSERT INTO pauses (user, uuid, habit_id, start, end)
            VALUES ('local', '9F8E7D6C-5B4A-4321-8765-43210FEDCBA9', 1, '2026-02-06', '2026-02-08'),
                   ('local', '1A2B3C4D-5E6F-4789-8ABC-DEF012345678', NULL, '2026-02-09', '2026-02-09');
            INSERT INTO profiles (user, wake, bed, work_start, work_end, work_days, chronotype)
            VALUES ('local', '06:30', '23:00', '09:00', '17:00', 31, 'late');
            INSERT INTO sessions (user, session, state) VALUES ('local', 'repl', '{"turn":3}');
            """)
        db.close()
        return path
    }

    /// What the schema 7 file holds, as the domain has it.
    func expectedJournal() -> Journal {
        let group = HabitGroup(id: UUID(uuidString: "2A8C3E52-5D2B-4F7A-9C1E-6B0D8E7F1A23")!, name: "Creative", require: 1, tier: .must,
                               history: [Past(until: d("2026-02-05"), settings: GroupSettings(require: 1, tier: .nice))])
        let guitar = Habit(id: UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!, name: "Guitar", description: "for fun",
                           schedule: .weekly(times: 3), groupID: group.id, created: d("2026-02-01"), icon: "🎸",
                           reminders: [Reminder(time: TimeOfDay("18:30")!, days: [.monday, .thursday]), Reminder(time: TimeOfDay("07:00")!)],
                           history: [Past(until: d("2026-02-03"), settings: HabitSettings(schedule: .weekdays([.monday, .thursday]), tier: .must, polarity: .build))])
        let smoking = Habit(id: UUID(uuidString: "0C6FB0E5-8D1A-4C43-9C59-3A1F6B0F2B11")!, name: "Smoking", polarity: .avoid, tier: .nice,
                            created: d("2026-01-20"), order: 1, color: 1)
        return Journal(
            habits: [guitar, smoking], groups: [group],
            marks: [guitar.id: [d("2026-02-02"): Mark(.done), d("2026-02-04"): Mark(.skipped, note: "sick")],
                    smoking.id: [d("2026-01-21"): Mark(.slipped, note: "party"), d("2026-01-25"): Mark(.done)]],
            pauses: [Pause(id: UUID(uuidString: "9F8E7D6C-5B4A-4321-8765-43210FEDCBA9")!, habitID: guitar.id, start: d("2026-02-06"), end: d("2026-02-08")),
                     Pause(id: UUID(uuidString: "1A2B3C4D-5E6F-4789-8ABC-DEF012345678")!, start: d("2026-02-09"), end: d("2026-02-09"))],
            profile: Profile(wake: TimeOfDay("06:30"), bed: TimeOfDay("23:00"), workStart: TimeOfDay("09:00"), workEnd: TimeOfDay("17:00"),
                             workDays: .workdays, chronotype: .late))
    }

    @Test func aSchemaSevenFileUpgradesInPlaceWithNothingLost() throws {
        let path = try schemaSevenFile()
        let store = try SQLiteStore(.file(path))
        #expect(store.schemaVersion == Migrations.all.count)
        #expect(try store.journal(user: "local") == expectedJournal())
        #expect(try store.journal(user: "ann").habits.map(\.name) == ["Walk"], "every user's rows are kept")
        #expect(try store.sessionState(user: "local", session: "repl") == "{\"turn\":3}")
        #expect(try store.integrityCheck() == "ok")
        store.close()

        let db = try Database(path: path, flags: .readWrite)
        try db.execute("PRAGMA foreign_keys = ON")
        #expect(try db.textScalar("SELECT group_concat(id) FROM (SELECT id FROM habits ORDER BY id)") == "1,2,5", "row ids kept")
        let check = try db.statement("PRAGMA foreign_key_check")
        #expect(try !check.step(), "every row still refers to one that exists")
        check.reset()
        #expect(try db.scalar("SELECT count(*) FROM sqlite_schema WHERE name LIKE '%_new'") == 0)
        #expect(try db.scalar("SELECT count(*) FROM sqlite_schema WHERE name = 'habits_by_group'") == 1)
        // The rows that refer to a habit still do: deleting it takes them with it, and its group link still clears.
        try db.run("DELETE FROM habits WHERE id = 1")
        for table in ["reminders", "mark_days", "mark_notes", "habit_settings", "pauses"] {
            #expect(try db.scalar("SELECT count(*) FROM \(table) WHERE habit_id = 1") == 0, "\(table)")
        }
        try db.run("DELETE FROM groups WHERE id = 1")
        #expect(try db.scalar("SELECT count(*) FROM group_settings") == 0)
        db.close()
    }

    @Test func anUpgradedFileTakesTargetsAmountsAndRollingSchedules() throws {
        let path = try schemaSevenFile()
        let guitarID = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!
        do {
            let store = try SQLiteStore(.file(path))
            var journal = try store.journal(user: "local")
            var guitar = try #require(journal.habit(id: guitarID))
            guitar.schedule = .rolling(times: 3, days: 10)
            guitar.target = Target(Amount(30), try AmountUnit("minutes"))
            let changes = journal.dated([.updateHabit(guitar)], today: today)
            try store.apply(changes, user: "local")
            journal = journal.applying(changes)
            try store.apply([try journal.addingAmount(Amount(hundredths: 2550), to: guitar, on: today, today: today, note: "scales")], user: "local")
            #expect(try store.journal(user: "local").marks[guitarID]?[today] == Mark(.partial, note: "scales", amount: Amount(hundredths: 2550)))
        }
        let reopened = try SQLiteStore(.file(path)).journal(user: "local")
        let guitar = try #require(reopened.habit(id: guitarID))
        #expect(guitar.schedule == .rolling(times: 3, days: 10))
        #expect(guitar.target == Target(Amount(30), try AmountUnit("minutes")))
        #expect(guitar.settings(on: d("2026-02-05")).schedule == .weekly(times: 3), "the settings before the change are kept")
        #expect(guitar.settings(on: d("2026-02-05")).target == nil)
        #expect(reopened.marks[guitarID]?[today] == Mark(.partial, note: "scales", amount: Amount(hundredths: 2550)))
        #expect(reopened.marks[guitarID]?[d("2026-02-04")] == Mark(.skipped, note: "sick"))
    }

    @Test(arguments: Engine.available) func targetsAmountsAndHistoriesGoInAndComeBackExactly(_ engine: Engine) throws {
        let location = try engine.freshLocation()
        let changes = measuredChanges()
        do { try openStore(location).apply(changes, user: "local") }
        let store = try openStore(location)
        let stored = try store.journal(user: "local")
        #expect(stored == Journal().applying(changes))
        let water = try #require(stored.habit(named: "Water"))
        // A day cleared loses its amount; one set again without an amount has none.
        try store.apply([.clearMark(habit: water.id, day: d("2026-02-02")),
                         .setMark(habit: water.id, day: d("2026-02-03"), mark: Mark(.done))], user: "local")
        let again = try openStore(location).journal(user: "local")
        #expect(again.marks[water.id]?[d("2026-02-02")] == nil)
        #expect(again.marks[water.id]?[d("2026-02-03")] == Mark(.done))
        guard case .file(let path) = location else { return }
        let db = try Database(path: path, flags: .readOnly)
        #expect(try db.scalar("SELECT count(*) FROM mark_amounts") == 6, "the run's two, the coffee's two and the drinks' two")
        #expect(try db.scalar("SELECT target_days FROM habits WHERE name = 'Drinks'") == 7, "a limit over the week")
        #expect(try db.scalar("SELECT count(*) FROM habit_settings WHERE target_kind = 'limit' AND target_days IS NULL") == 1, "one a day before")
        #expect(try db.textScalar("SELECT codes FROM mark_days m JOIN habits h ON h.id = m.habit_id WHERE h.name = 'Coffee'") == "xd")
    }

    @Test func rowsNoTargetCanBeAreDamageNotGuesses() throws {
        let path = scratchFolder("store") + "/h.sqlite"
        let water = Habit(name: "Water", target: Target(Amount(8), glasses), created: d("2026-02-01"))
        do { try SQLiteStore(.file(path)).apply([.createHabit(water)], user: "local") }
        do {
            let db = try Database(path: path, flags: .readWrite)
            // The CHECKs hold a target whole: all three columns or none.
            #expect(throws: SQLiteError.self) { try db.run("UPDATE habits SET target_unit = NULL") }
            #expect(throws: SQLiteError.self) { try db.run("UPDATE habits SET target_amount = 0") }
            #expect(throws: SQLiteError.self) { try db.run("UPDATE habits SET schedule_kind = 'rolling'") }
            try db.run("UPDATE habits SET target_unit = 'two words'")
            db.close()
        }
        #expect(throws: StoreError.self) { try SQLiteStore(.file(path)).journal(user: "local") }
    }
}
