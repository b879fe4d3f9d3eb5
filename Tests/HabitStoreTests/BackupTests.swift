import Foundation
import Testing
import HabitDomain
@testable import HabitStore
import TestSupport

/// A database file made from SQL text (another program's, for the import tests).
func makeDatabase(at path: String, sql: String) throws {
    let db = try Database(path: path, flags: .readWrite)
    try db.execute(sql)
    db.close()
}

@Suite struct BackupTests {
    let today = d("2026-02-10")

    func habit(_ name: String, order: Int = 0) -> Habit { Habit(name: name, created: d("2026-02-01"), order: order) }

    /// A copy taken while another connection is in the middle of writing holds what was committed, nothing of what
    /// wasn't, opens as a Habitat database, and is private.
    @Test func aBackupIsAConsistentCopyWhileAnotherConnectionWrites() throws {
        let folder = scratchFolder("backup")
        let path = folder + "/h.sqlite", copy = folder + "/copy.sqlite"
        let writer = try SQLiteStore(.file(path))
        try writer.apply([.createHabit(habit("Run")), .createHabit(habit("Read", order: 1))], user: "local")
        let committed = try writer.journal(user: "local")
        let other = try SQLiteStore(.file(path))
        try writer.batch {
            try writer.apply([.createHabit(habit("Half-written", order: 2))], user: "local")
            try other.backup(to: copy)
        }
        #expect(try writer.journal(user: "local").habits.count == 3)
        #expect(permissions(copy) == 0o600)
        let restored = try SQLiteStore(.file(copy))
        #expect(try restored.journal(user: "local") == committed)
        #expect(try restored.integrityCheck() == "ok")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".tmp") }.isEmpty)
    }

    /// The first opening of a day keeps a copy named by the day in a private folder beside the database; the newest
    /// seven daily copies are kept, a copy made by `habitat backup` (named otherwise) is never removed, and a file the
    /// store has just made gets none.
    @Test func dailyCopiesAppearOnceADayAndTheNewestSevenAreKept() throws {
        let path = scratchFolder("daily") + "/h.sqlite"
        let fresh = try SQLiteStore(.file(path))
        #expect(fresh.keepDailyBackup(today: today) == nil)
        try fresh.apply([.createHabit(habit("Run"))], user: "local")
        fresh.close()
        let store = try SQLiteStore(.file(path))
        let folder = SQLiteStore.backupFolder(of: path)
        #expect(store.keepDailyBackup(today: today) == folder + "/2026-02-10.sqlite")
        #expect(store.keepDailyBackup(today: today) == nil)
        #expect(permissions(folder) == 0o700 && permissions(folder + "/2026-02-10.sqlite") == 0o600)
        FileManager.default.createFile(atPath: folder + "/2026-02-10-0915.sqlite", contents: Data())
        for k in 1...9 { store.keepDailyBackup(today: today.adding(days: k)) }
        let kept = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(kept == ["2026-02-10-0915.sqlite"] + (3...9).map { "\(today.adding(days: $0).iso).sqlite" })
        let copy = try SQLiteStore(.file(folder + "/2026-02-19.sqlite"), access: .viewing)
        #expect(try copy.journal(user: "local").habits.map(\.name) == ["Run"])
    }

    /// A damaged database is refused with a sentence naming its newest good backup and how to restore it; a newer
    /// backup that is damaged itself is passed over.
    @Test func aDamagedDatabaseNamesItsNewestGoodBackup() throws {
        let path = scratchFolder("damaged") + "/h.sqlite"
        do {
            let store = try SQLiteStore(.file(path))
            try store.apply([.createHabit(habit("Run"))], user: "local")
            store.close()
        }
        let store = try SQLiteStore(.file(path))
        let good = try #require(store.keepDailyBackup(today: today))
        store.close()
        let folder = SQLiteStore.backupFolder(of: path)
        // A newer copy, but broken.
        try Data("SQLite format 3\0 and then nothing much".utf8).write(to: URL(fileURLWithPath: folder + "/2026-02-11.sqlite"))
        var bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        bytes.replaceSubrange(0..<16, with: Data(repeating: 0x41, count: 16))
        try bytes.write(to: URL(fileURLWithPath: path))
        do {
            _ = try SQLiteStore(.file(path))
            Issue.record("opened a damaged database")
        } catch {
            #expect(error.description == "\(path) can no longer be read as a database (it may be damaged), so Habitat won't touch it; the newest good "
                    + "backup is \(good) — to restore it, move \(path) (and any \(path)-wal and \(path)-shm beside it) somewhere else and copy "
                    + "the backup to \(path) (see \"Backups\" in the README).")
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == bytes)
        #expect(StoreError.damaged(path: path).description.hasPrefix("the database at \(path) is damaged and has been left as it is; the newest good backup is \(good) — "))
        // With no backups, the sentence is as it was.
        let lonely = scratchFolder("damaged") + "/h.sqlite"
        #expect(StoreError.damaged(path: lonely).description == "the database at \(lonely) is damaged; it has been left as it is (try `sqlite3 \(lonely) .recover`).")
    }
}

@Suite struct ForeignDatabaseTests {
    /// Another program's database is read as it is: nothing is created beside it and its bytes never change.
    @Test func anotherProgramsDatabaseIsReadWithoutWritingIt() throws {
        let folder = scratchFolder("foreign")
        let path = folder + "/loop.db"
        try makeDatabase(at: path, sql: String(contentsOfFile: foreignFixture("loop-backup.sql"), encoding: .utf8))
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        do {
            let db = try ForeignDatabase(path: path)
            #expect(!db.isHabitat)
            #expect(try db.schemaVersion() == 25)
            #expect(try db.columns(of: "Habits").isSuperset(of: ["uuid", "question", "target_type", "reminder_days"]))
            #expect(try db.columns(of: "Nothing").isEmpty)
            var names: [String] = []
            try db.forEachRow("SELECT * FROM Habits ORDER BY position") { names.append($0.text("name") ?? "") }
            #expect(names == ["Meditate", "Wake up early", "Run", "Water", "Coffee", "Old habit", "Meditate", "Read"])
            var row: (Int?, Double?, String?)?
            try db.forEachRow("SELECT * FROM Habits WHERE id = 3") { row = ($0.int("freq_den"), $0.double("target_value"), $0.text("reminder_hour")) }
            #expect(row?.0 == 7 && row?.1 == 10 && row?.2 == nil)
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["loop.db"])
    }

    /// A file cut short or damaged is refused before any of it is read.
    @Test func aDamagedFileIsRefusedWhole() throws {
        let folder = scratchFolder("foreign")
        let path = folder + "/loop.db"
        try makeDatabase(at: path, sql: String(contentsOfFile: foreignFixture("loop-backup.sql"), encoding: .utf8))
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        try bytes.prefix(bytes.count / 2).write(to: URL(fileURLWithPath: folder + "/cut.db"))
        #expect(throws: ForeignDatabase.Failure.self) { try ForeignDatabase(path: folder + "/cut.db") }
        try Data("SQLite format 3\0 but not really a database at all, only text".utf8).write(to: URL(fileURLWithPath: folder + "/fake.db"))
        #expect(throws: ForeignDatabase.Failure.self) { try ForeignDatabase(path: folder + "/fake.db") }
    }
}
