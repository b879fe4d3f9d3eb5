import Foundation
import Testing
import HabitDomain
@testable import HabitStore
import TestSupport

@Suite struct StoreTests {
    let today = d("2026-02-10")

    func sampleJournal() -> (Journal, [Change]) {
        let group = HabitGroup(name: "Creative", require: 1, tier: .must, order: 0)
        let guitar = Habit(name: "Guitar", description: "Because \"it's fun\"", schedule: .weekdays([.monday, .thursday]),
                           groupID: group.id, created: d("2026-02-01"), order: 0, color: 0, icon: "🎸",
                           reminders: [Reminder(time: TimeOfDay("18:30")!, days: [.monday, .thursday])])
        let smoking = Habit(name: "Smoking", polarity: .avoid, tier: .nice, schedule: .interval(days: 2), archived: true,
                            created: d("2026-01-20"), order: 1, color: 1)
        let reading = Habit(name: "Read", schedule: .monthly(times: 3), created: d("2026-02-01"), order: 2, color: 2)
        let changes: [Change] = [
            .createGroup(group), .createHabit(guitar), .createHabit(smoking), .createHabit(reading),
            .setMark(habit: guitar.id, day: d("2026-02-02"), mark: Mark(.done, note: "new song")),
            .setMark(habit: smoking.id, day: d("2026-01-21"), mark: Mark(.slipped)),
            .setMark(habit: reading.id, day: d("2026-02-03"), mark: Mark(.skipped, note: "sick")),
        ]
        return (Journal().applying(changes), changes)
    }

    @Test func aNewFileIsMigratedFromEmptyWithPrivatePermissions() throws {
        let folder = scratchFolder("store") + "/nested/habitat"
        let path = folder + "/habitat.sqlite"
        let store = try SQLiteStore(.file(path))
        #expect(store.schemaVersion == Migrations.all.count)
        #expect(permissions(path) == 0o600)
        #expect(permissions(folder) == 0o700)
        #expect(try store.integrityCheck() == "ok")
    }

    @Test(arguments: Engine.available) func whatIsWrittenIsReadBackAfterReopening(_ engine: Engine) throws {
        let location = try engine.freshLocation()
        let (expected, changes) = sampleJournal()
        do {
            let store = try openStore(location)
            try store.apply(changes, user: "local")
        }
        let reopened = try openStore(location)
        #expect(try reopened.journal(user: "local") == expected)
    }

    @Test(arguments: Engine.available) func textIsStoredLiterally(_ engine: Engine) throws {
        let store = try openStore(try engine.freshLocation())
        let names = ["'; DROP TABLE habits; --", "Say \"hi\" and 'bye'", "Run 🏃‍♀️ 🌧", "100% of _ and %", "Robert'); --"]
        var changes: [Change] = []
        for (i, name) in names.enumerated() {
            let h = Habit(name: name, created: today, order: i)
            changes.append(.createHabit(h))
            changes.append(.setMark(habit: h.id, day: today, mark: Mark(.done, note: "x'); DELETE FROM marks; --")))
        }
        try store.apply(changes, user: "o'brien")
        let journal = try store.journal(user: "o'brien")
        #expect(journal.habits.map(\.name) == names)
        #expect(journal.marks.values.allSatisfy { $0[today]?.note == "x'); DELETE FROM marks; --" })
        #expect(try store.journal(user: "local").habits.isEmpty)
    }

    @Test(arguments: Engine.available) func aFailedMultiStepChangeLeavesNothingBehind(_ engine: Engine) throws {
        let store = try openStore(try engine.freshLocation())
        let kept = Habit(name: "Kept", created: today)
        try store.apply([.createHabit(kept)], user: "local")
        let a = Habit(name: "A", created: today, order: 1)
        let b = Habit(name: "B", created: today, order: 2)
        #expect(throws: StoreError.self) {
            try store.apply([.createHabit(a), .setMark(habit: a.id, day: today, mark: Mark(.done)), .createHabit(b),
                             .setMark(habit: UUID(), day: today, mark: Mark(.done))], user: "local")
        }
        // A rule broken midway (a second "kept", any case) undoes the steps before it too.
        #expect(throws: StoreError.self) {
            try store.apply([.createHabit(a), .createHabit(Habit(name: "KEPT", created: today))], user: "local")
        }
        let journal = try store.journal(user: "local")
        #expect(journal.habits.map(\.name) == ["Kept"])
        #expect(journal.marks.isEmpty)
    }

    @Test(arguments: Engine.available) func duplicateNamesAreRefusedWithTheRule(_ engine: Engine) throws {
        let store = try openStore(try engine.freshLocation())
        try store.apply([.createHabit(Habit(name: "Read", archived: true, created: today))], user: "local")
        do {
            try store.apply([.createHabit(Habit(name: "read", created: today))], user: "local")
            Issue.record("accepted a duplicate")
        } catch {
            #expect(error.description == "There is already a habit called \"Read\".")
        }
    }

    @Test(arguments: Engine.available) func aBatchKeepsEachCommitThatSucceedsAndStoresNothingWhenItFails(_ engine: Engine) throws {
        let location = try engine.freshLocation()
        let store = try openStore(location)
        try store.apply([.createHabit(Habit(name: "Read", created: today))], user: "local")
        // One commit in the group is refused (a duplicate name): only it is undone; the others are stored.
        try store.batch {
            try store.apply([.createHabit(Habit(name: "Walk", created: today))], user: "local")
            #expect(throws: StoreError.self) { try store.apply([.createHabit(Habit(name: "read", created: today))], user: "local") }
            try store.commit([.createHabit(Habit(name: "Swim", created: today))], user: "local", session: (id: "s", state: "{}"))
            // Reads inside the group see its commits so far.
            #expect(Set(try store.journal(user: "local").habits.map(\.name)) == ["Read", "Walk", "Swim"])
        }
        #expect(Set(try openStore(location).journal(user: "local").habits.map(\.name)) == ["Read", "Walk", "Swim"])
        #expect(try openStore(location).sessionState(user: "local", session: "s") == "{}")
        // A group that can't be committed stores nothing, and the cached journal forgets what it held.
        struct Interrupted: Error {}
        #expect(throws: StoreError.self) {
            try store.batch {
                try store.apply([.createHabit(Habit(name: "Yoga", created: today))], user: "local")
                #expect(try store.journal(user: "local").habit(named: "Yoga") != nil)
                throw Interrupted()
            }
        }
        #expect(try store.journal(user: "local").habit(named: "Yoga") == nil)
        #expect(try openStore(location).journal(user: "local").habit(named: "Yoga") == nil)
        if let file = store as? SQLiteStore { #expect(try file.integrityCheck() == "ok") }
    }

    @Test(arguments: Engine.available) func oneUserCannotSeeOrChangeAnothersHabits(_ engine: Engine) throws {
        let store = try openStore(try engine.freshLocation())
        let (_, changes) = sampleJournal()
        try store.apply(changes, user: "alice")
        let alice = try store.journal(user: "alice")
        let guitar = try #require(alice.habit(named: "Guitar"))
        let group = try #require(alice.groups.first)

        #expect(try store.journal(user: "bob").habits.isEmpty)
        var renamed = guitar
        renamed.name = "Mine now"
        let attempts: [Change] = [
            .updateHabit(renamed), .deleteHabit(guitar.id), .setMark(habit: guitar.id, day: today, mark: Mark(.done)),
            .clearMark(habit: guitar.id, day: d("2026-02-02")), .updateGroup(group), .deleteGroup(group.id),
            .createHabit(Habit(name: "Sneaky", groupID: group.id, created: today)),
        ]
        for attempt in attempts {
            #expect(throws: StoreError.self) { try store.apply([attempt], user: "bob") }
        }
        #expect(try store.journal(user: "alice") == alice)
        // The same ids and names can live side by side for two users (e.g. one export imported twice).
        try store.apply(changes, user: "bob")
        #expect(try store.journal(user: "bob") == alice)
        #expect(try store.users() == ["alice", "bob"])
    }

    @Test(arguments: Engine.available) func deletingAHabitRemovesItsMarksAndDeletingAGroupKeepsItsMembers(_ engine: Engine) throws {
        let store = try openStore(try engine.freshLocation())
        let (journal, changes) = sampleJournal()
        try store.apply(changes, user: "local")
        let guitar = try #require(journal.habit(named: "Guitar"))
        try store.apply([.deleteGroup(journal.groups[0].id)], user: "local")
        #expect(try store.journal(user: "local").habit(named: "Guitar")?.groupID == nil)
        try store.apply([.deleteHabit(guitar.id)], user: "local")
        let after = try store.journal(user: "local")
        #expect(after.habit(named: "Guitar") == nil)
        #expect(after.marks[guitar.id] == nil)
        #expect(after.habits.count == 2)
    }

    @Test(arguments: Engine.available) func marksAreSetReplacedAndCleared(_ engine: Engine) throws {
        let store = try openStore(try engine.freshLocation())
        let h = Habit(name: "Read", created: today)
        try store.apply([.createHabit(h), .setMark(habit: h.id, day: today, mark: Mark(.done))], user: "local")
        try store.apply([.setMark(habit: h.id, day: today, mark: Mark(.skipped, note: "tired"))], user: "local")
        #expect(try store.journal(user: "local").marks[h.id]?[today] == Mark(.skipped, note: "tired"))
        try store.apply([.clearMark(habit: h.id, day: today)], user: "local")
        #expect(try store.journal(user: "local").marks[h.id]?[today] == nil)
    }

    @Test(arguments: Engine.available) func sessionStateIsKeptPerUserAndSession(_ engine: Engine) throws {
        let location = try engine.freshLocation()
        do {
            let store = try openStore(location)
            try store.saveSessionState(#"{"pending":"schedule"}"#, user: "local", session: "default")
            try store.commit([], user: "bob", session: (id: "phone", state: "{}"))
        }
        let store = try openStore(location)
        #expect(try store.sessionState(user: "local", session: "default") == #"{"pending":"schedule"}"#)
        #expect(try store.sessionState(user: "bob", session: "default") == nil)
        #expect(try store.sessionState(user: "bob", session: "phone") == "{}")
        try store.saveSessionState(nil, user: "local", session: "default")
        #expect(try store.sessionState(user: "local", session: "default") == nil)
    }

    @Test func readingNeverWaitsForAnotherProcesssWriteLock() throws {
        let path = scratchFolder("store") + "/h.sqlite"
        let habit = Habit(name: "Read", created: d("2026-01-01"))
        try SQLiteStore(.file(path)).apply([.createHabit(habit)], user: "local")
        // Another connection holds the write lock for the whole test.
        let other = try Database(path: path, flags: .readWrite)
        try other.execute("BEGIN IMMEDIATE")
        defer { try? other.execute("ROLLBACK") }
        // Opening an up-to-date file and reading it need no write lock (before, opening waited it out and failed).
        let store = try SQLiteStore(.file(path))
        #expect(try store.journal(user: "local").habits.map(\.name) == ["Read"])
    }

    @Test(arguments: Engine.available) func aSecondConnectionWritesWhileTheFirstReads(_ engine: Engine) async throws {
        let location = try engine.freshLocation()
        let habit = Habit(name: "Read", created: d("2020-01-01"))
        try openStore(location).apply([.createHabit(habit)], user: "local")

        let writes = 300
        async let writer: Int = Task.detached {
            let store = try openStore(location)
            for i in 0..<writes {
                try store.apply([.setMark(habit: habit.id, day: Day(iso: "2020-01-01")!.adding(days: i), mark: Mark(.done))], user: "local")
            }
            return writes
        }.value
        async let reader: Int = Task.detached {
            let store = try openStore(location)
            var reads = 0
            var last = 0
            while last < writes {
                let count = try store.journal(user: "local").marks[habit.id]?.count ?? 0
                #expect(count >= last)  // reads see a growing, consistent history
                last = count
                reads += 1
            }
            return reads
        }.value
        let (written, reads) = try await (writer, reader)
        #expect(written == writes)
        #expect(reads > 0)
        #expect(try openStore(location).journal(user: "local").marks[habit.id]?.count == writes)
    }
}

@Suite struct StoreFileSafetyTests {
    @Test func aFileThatIsNotADatabaseIsRefusedAndLeftAlone() throws {
        let path = scratchFolder("store") + "/notes.txt"
        let content = Data("my precious notes\n".utf8)
        try content.write(to: URL(fileURLWithPath: path))
        #expect {
            try SQLiteStore(.file(path))
        } throws: { error in
            (error as? StoreError)?.description.contains("is not a database") == true
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == content)
    }

    @Test func anotherProgramsDatabaseIsRefused() throws {
        let path = scratchFolder("store") + "/other.sqlite"
        let other = try Database(path: path, flags: .readWrite)
        try other.execute("CREATE TABLE things (x); INSERT INTO things VALUES (1);")
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect {
            try SQLiteStore(.file(path))
        } throws: { error in
            (error as? StoreError)?.description.contains("doesn't belong to Habitat") == true
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }

    @Test func aNewerSchemaIsRefusedAndLeftExactlyAsItWas() throws {
        let path = scratchFolder("store") + "/h.sqlite"
        _ = try SQLiteStore(.file(path))
        do {
            let db = try Database(path: path, flags: .readWrite)
            try db.execute("PRAGMA journal_mode = DELETE")
            try db.execute("PRAGMA user_version = 99")
        }
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        defer { #expect((try? Data(contentsOf: URL(fileURLWithPath: path))) == before) }
        #expect {
            try SQLiteStore(.file(path))
        } throws: { error in
            (error as? StoreError)?.description.contains("newer Habitat") == true
        }
    }

    @Test func aDamagedDatabaseIsReportedAndNotOverwritten() throws {
        let path = scratchFolder("store") + "/h.sqlite"
        do {
            let store = try SQLiteStore(.file(path))
            var changes: [Change] = []
            for i in 0..<200 { changes.append(.createHabit(Habit(name: "Habit \(i) " + String(repeating: "x", count: 30), created: d("2026-01-01"), order: i))) }
            try store.apply(changes, user: "local")
            let wal = try Database(path: path, flags: .readWrite)
            try wal.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        }
        // Scribble over every page after the first, keeping the header intact.
        var bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        for i in 4096..<bytes.count { bytes[i] = UInt8(truncatingIfNeeded: i * 7) }
        try bytes.write(to: URL(fileURLWithPath: path))
        let damaged = try Data(contentsOf: URL(fileURLWithPath: path))
        do {
            let store = try SQLiteStore(.file(path))
            _ = try store.journal(user: "local")
            Issue.record("read a damaged database")
        } catch {
            #expect(error.description.contains("damaged") || error.description.contains("not a database"), "\(error)")
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == damaged)
    }

    @Test func aDamagedIndexIsFoundByTheDailyCheckAndNothingMoreIsWritten() throws {
        let path = scratchFolder("store") + "/h.sqlite"
        let group = HabitGroup(name: "Creative")
        let guitar = Habit(name: "Guitar", groupID: group.id, created: d("2026-02-01"))
        try SQLiteStore(.file(path)).apply([.createGroup(group), .createHabit(guitar),
                                           .setMark(habit: guitar.id, day: d("2026-02-02"), mark: Mark(.done, note: "scales"))], user: "ann")
        do {
            // An index pointed at another table's pages: the file opens, but the index no longer matches.
            let db = try Database(path: path, flags: .readWrite)
            try db.execute("PRAGMA writable_schema = ON")
            try db.execute("UPDATE sqlite_master SET rootpage = (SELECT rootpage FROM sqlite_master WHERE name = 'mark_notes') WHERE name = 'habits_by_group'")
            try db.execute("PRAGMA writable_schema = OFF")
            // The last good check was some other day.
            try db.execute("UPDATE meta SET value = 0 WHERE key = 'checked_day'")
        }
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect {
            try SQLiteStore(.file(path))
        } throws: { error in
            (error as? StoreError)?.description.contains("is damaged") == true
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }

    @Test func marksThatCannotBeReadAreReportedAsDamagedNotGuessed() throws {
        let path = scratchFolder("store") + "/h.sqlite"
        let run = Habit(name: "Run", created: d("2026-02-01"))
        try SQLiteStore(.file(path)).apply([.createHabit(run), .setMark(habit: run.id, day: d("2026-02-02"), mark: Mark(.done))], user: "ann")
        for codes in ["d?d", ".d", "d.", "dxsD"] {
            do {
                let db = try Database(path: path, flags: .readWrite)
                try db.run("UPDATE mark_days SET codes = ?", [.text(codes)])
            }
            #expect("\(codes)") { try SQLiteStore(.file(path)).journal(user: "ann") } throws: { error in
                (error as? StoreError)?.description.contains("is damaged") == true
            }
            // Logging over it is refused too, and leaves the row as it was.
            #expect(throws: StoreError.self) {
                try SQLiteStore(.file(path)).apply([.setMark(habit: run.id, day: d("2026-02-03"), mark: Mark(.done))], user: "ann")
            }
            #expect(try Database(path: path, flags: .readOnly).textScalar("SELECT codes FROM mark_days") == codes)
        }
    }

    @Test func aLinkToNothingIsRefusedNotCreated() throws {
        let folder = scratchFolder("store")
        try FileManager.default.createSymbolicLink(atPath: folder + "/h.sqlite", withDestinationPath: folder + "/missing.sqlite")
        #expect {
            try SQLiteStore(.file(folder + "/h.sqlite"))
        } throws: { error in
            (error as? StoreError)?.description.contains("a link to a file that doesn't exist") == true
        }
        #expect(!FileManager.default.fileExists(atPath: folder + "/missing.sqlite"))
    }

    @Test func aFolderInPlaceOfTheFileIsRefused() throws {
        let path = scratchFolder("store")
        #expect(throws: StoreError.self) { try SQLiteStore(.file(path)) }
    }

    @Test func theDefaultFileFollowsXDG() {
        #expect(StoreLocation.defaultFile(environment: ["XDG_DATA_HOME": "/data", "HOME": "/home/a"]) == .file("/data/habitat/habitat.sqlite"))
        #expect(StoreLocation.defaultFile(environment: ["HOME": "/home/a"]) == .file("/home/a/.local/share/habitat/habitat.sqlite"))
        #expect(StoreLocation.defaultFile(environment: ["XDG_DATA_HOME": "relative", "HOME": "/home/a"]) == .file("/home/a/.local/share/habitat/habitat.sqlite"))
    }
}

@Suite struct PauseStoreTests {
    @Test(arguments: Engine.available) func pausesAreStoredPerUserAndGoWithTheirHabit(_ engine: Engine) throws {
        let location = try engine.freshLocation()
        let habit = Habit(name: "Read", created: d("2026-02-01"))
        let own = Pause(habitID: habit.id, start: d("2026-02-03"), end: d("2026-02-05"))
        let all = Pause(start: d("2026-02-10"), end: d("2026-02-12"))
        do {
            let store = try openStore(location)
            try store.apply([.createHabit(habit), .setPause(own), .setPause(all)], user: "ann")
        }
        let store = try openStore(location)
        #expect(store.schemaVersion == engine.latestSchema)
        #expect(try store.journal(user: "ann").pauses == [own, all])
        #expect(try store.journal(user: "bob").pauses.isEmpty)
        var ended = all
        ended.end = d("2026-02-11")
        try store.apply([.setPause(ended)], user: "ann")
        #expect(try store.journal(user: "ann").pauses.last?.end == d("2026-02-11"))
        try store.apply([.deleteHabit(habit.id)], user: "ann")
        #expect(try store.journal(user: "ann").pauses == [ended])
        #expect(throws: StoreError.self) { try store.apply([.setPause(Pause(start: d("2026-02-05"), end: d("2026-02-01")))], user: "ann") }
    }

    @Test func aVersionOneFileIsMigratedAndKeepsItsHabitsWithTheirSettingsFromTheStart() throws {
        let path = scratchFolder("store") + "/old.sqlite"
        do {
            // A database as the first release left it: schema 1, one habit with a mark.
            let db = try Database(path: path, flags: .readWrite)
            try db.execute(Migrations.all[0].sql)
            try db.execute("PRAGMA application_id = \(Migrations.applicationID); PRAGMA user_version = 1")
            try db.execute("""
                INSERT INTO habits (user, uuid, name, name_key, description, polarity, tier, schedule_kind, schedule_value,
                                    group_id, archived, created, position, color, icon)
                VALUES ('local', 'E621E1F8-C36C-495A-93FC-0C247A3E6E5F', 'Swimming', 'swimming', NULL, 'build', 'must', 'daily', 0,
                        NULL, 0, '2026-02-02', 0, 0, NULL);
                INSERT INTO habits (user, uuid, name, name_key, description, polarity, tier, schedule_kind, schedule_value,
                                    group_id, archived, created, position, color, icon)
                VALUES ('local', '0C6FB0E5-8D1A-4C43-9C59-3A1F6B0F2B11', 'Smoking', 'smoking', NULL, 'avoid', 'must', 'daily', 0,
                        NULL, 0, '2025-12-30', 1, 1, NULL);
                INSERT INTO marks (habit_id, day, state, note) VALUES (1, '2026-02-03', 'done', NULL);
                INSERT INTO marks (habit_id, day, state, note) VALUES (2, '2026-02-04', 'done', NULL);
                INSERT INTO marks (habit_id, day, state, note) VALUES (2, '2025-12-31', 'slipped', 'party');
                INSERT INTO marks (habit_id, day, state, note) VALUES (2, '2026-01-10', 'skipped', 'sick, "bad" day');
                INSERT INTO marks (habit_id, day, state, note) VALUES (2, '2026-01-11', 'done', NULL);
                """)
        }
        let store = try SQLiteStore(.file(path))
        #expect(store.schemaVersion == Migrations.all.count)
        let journal = try store.journal(user: "local")
        var swim = try #require(journal.habit(named: "Swimming"))
        #expect(swim.history.isEmpty && swim.schedule == .daily)
        #expect(journal.marks[swim.id]?[d("2026-02-03")] == Mark(.done))
        // Each habit's mark rows became one string of codes, with its notes beside it; the old table is gone.
        let smoking = try #require(journal.habit(named: "Smoking"))
        let smoked = try #require(journal.marks[smoking.id])
        #expect(Array(smoked).map { "\($0.day.iso) \($0.mark.state) \($0.mark.note ?? "-")" } == [
            "2025-12-31 slipped party", "2026-01-10 skipped sick, \"bad\" day", "2026-01-11 done -", "2026-02-04 done -",
        ])
        #expect(smoked.count == 4 && smoked[d("2026-01-01")] == nil)
        #expect(try store.integrityCheck() == "ok")
        let db = try Database(path: path, flags: .readOnly)
        #expect(try db.textScalar("SELECT codes FROM mark_days WHERE habit_id = 2") == "x.........sd" + String(repeating: ".", count: 23) + "d")
        #expect(throws: SQLiteError.self) { try db.run("SELECT * FROM marks") }

        // A change made on Mar 10 is stored with the settings before it, and read back after reopening.
        swim.schedule = .weekdays(.weekend)
        try store.apply(journal.dated([.updateHabit(swim)], today: d("2026-03-10")), user: "local")
        let reopened = try SQLiteStore(.file(path)).journal(user: "local")
        let stored = try #require(reopened.habit(named: "Swimming"))
        #expect(stored.history == [Past(until: d("2026-03-09"), settings: HabitSettings(schedule: .daily, tier: .must, polarity: .build))])
        #expect(reopened.track(stored).outcome(on: d("2026-02-03"), today: d("2026-03-10")) == .met)
        #expect(reopened.track(stored).isDue(on: d("2026-02-03")))

        // Group history too; deleting a habit takes its history with it.
        let group = HabitGroup(name: "Music", require: 1, history: [Past(until: d("2026-02-20"), settings: GroupSettings(require: 1, tier: .nice))])
        let piano = Habit(name: "Piano", groupID: group.id, created: d("2026-02-01"))
        try store.apply([.createGroup(group), .createHabit(piano), .deleteHabit(stored.id)], user: "local")
        let last = try SQLiteStore(.file(path)).journal(user: "local")
        #expect(last.group(named: "Music")?.history == group.history)
        #expect(last.habit(named: "Swimming") == nil)
    }
}
