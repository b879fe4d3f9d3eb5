import Foundation
import Testing
import HabitExchange
@testable import HabitStore
import TestSupport

/// Imports of other trackers' exports through the binary: Loop Habit Tracker's backup and CSV export (zip and folder),
/// a harsh folder and a HabitBull CSV, each built by hand under Tests/Fixtures/Foreign.
@Suite struct ForeignImportTests {
    let now = ["--now", "2026-02-10T08:00"]

    /// Loop's backup, made from the SQL fixture (another program's database: made here with SQLite, never checked in).
    func loopBackup(_ h: Habitat) throws -> String {
        let path = h.path("loop.db")
        let db = try Database(path: path, flags: .readWrite)
        try db.execute(String(contentsOfFile: foreignFixture("loop-backup.sql"), encoding: .utf8))
        db.close()
        return path
    }

    func exported(_ h: Habitat) throws -> JSON {
        let result = try h.run(now + ["export"])
        #expect(result.status == 0, "\(result.stderr)")
        return try JSON.parse(Data(result.stdout.utf8))
    }

    /// Each habit of an export by name.
    func habits(_ json: JSON) -> [String: JSON] {
        var byName: [String: JSON] = [:]
        for habit in json["habits"]?.arrayValue ?? [] { byName[habit["name"]?.stringValue ?? ""] = habit }
        return byName
    }

    /// A habit's marks as "day state amount note" lines.
    func marks(_ habit: JSON?) -> [String] {
        (habit?["marks"]?.arrayValue ?? []).map { (m: JSON) -> String in
            let parts: [String?] = [m["day"]?.stringValue, m["state"]?.stringValue, m["amount"]?.compact, m["note"]?.stringValue]
            return parts.compactMap { $0 }.joined(separator: " ")
        }
    }

    /// Imports `path`, checks what it said ("Imported PATH (what): …, N left out (…)."), that a second import changes
    /// nothing (nor does a dry run), and gives the export after.
    func importTwice(_ h: Habitat, _ path: String, expecting summary: String) throws -> JSON {
        let first = try h.run(now + ["import", path])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout == "Imported \(path) \(summary) (`habitat import --dry-run` lists them and why).\n")
        let after = try h.run(now + ["export"]).stdout
        let bytes = try Data(contentsOf: URL(fileURLWithPath: h.db))
        let again = try h.run(now + ["import", path])
        #expect(again.status == 0 && again.stdout == "Nothing new in \(path): everything in it is already here.\n", "\(again.stdout)\(again.stderr)")
        let dry = try h.run(now + ["import", "--dry-run", path])
        #expect(dry.status == 0 && dry.stdout.hasSuffix("In all: nothing new; everything in it is already here.\n"), "\(dry.stdout)")
        #expect(try h.run(now + ["export"]).stdout == after)
        #expect(try Data(contentsOf: URL(fileURLWithPath: h.db)) == bytes)
        return try JSON.parse(Data(after.utf8))
    }

    @Test func aLoopBackupImportsEveryHabitWithItsDaysTargetsAndSettings() throws {
        let h = Habitat()
        let path = try loopBackup(h)
        let json = try importTwice(h, path, expecting: "(a Loop Habit Tracker backup): 8 new habits, 17 marks; 7 left out")
        let all = habits(json)
        #expect(json["habits"]?.arrayValue.map { $0["name"]?.stringValue ?? "" }
            == ["Meditate", "Wake up early", "Run", "Water", "Coffee", "Old habit", "Meditate (2)", "Read"])
        let meditate = all["Meditate"]
        #expect(meditate?["frequency"] == .object(["kind": .string("daily")]))
        #expect(meditate?["color"] == .int(1) && meditate?["description"] == .string("Did you meditate this morning?"))
        let reminder = meditate?["reminders"]?.arrayValue.first
        #expect(reminder?["time"] == .string("07:30") && reminder?["days"]?.arrayValue.count == 7)
        #expect(marks(meditate) == ["2026-02-01 done calm", "2026-02-02 done", "2026-02-03 skipped sick", "2026-02-06 done"])
        // Days only implied by "3 times in 7 days" are not done days here.
        #expect(all["Wake up early"]?["frequency"] == .object(["kind": .string("rolling"), "times": .int(3), "days": .int(7)]))
        #expect(marks(all["Wake up early"]) == ["2026-02-02 done", "2026-02-04 done", "2026-02-06 done"])
        #expect(all["Run"]?["frequency"] == .object(["kind": .string("weekly"), "times": .int(1)]))
        #expect(all["Run"]?["target"] == .object(["amount": .int(10), "unit": .string("km"), "per": .string("period"), "limit": .bool(false)]))
        #expect(marks(all["Run"]) == ["2026-02-02 done 5", "2026-02-04 done 3.5", "2026-02-07 skipped"])
        #expect(all["Water"]?["target"] == .object(["amount": .int(8), "unit": .string("glasses"), "per": .string("day"), "limit": .bool(false)]))
        #expect(marks(all["Water"]) == ["2026-02-05 done 8", "2026-02-06 partial 5.5 busy day"])
        #expect(all["Coffee"]?["polarity"] == .string("avoid"))
        #expect(all["Coffee"]?["target"] == .object(["amount": .int(2), "unit": .string("cups"), "per": .string("day"), "limit": .bool(true)]))
        #expect(marks(all["Coffee"]) == ["2026-02-05 slipped 3", "2026-02-06 done 1", "2026-02-07 done"])
        #expect(all["Old habit"]?["archived"] == .bool(true) && all["Old habit"]?["created"] == .string("2025-06-01"))
        #expect(marks(all["Meditate (2)"]) == ["2026-02-01 done"])
        #expect(all["Read"]?["reminders"] == .array([.object(["time": .string("21:00"), "days": .array(["mon", "tue", "wed", "thu", "fri"].map { JSON.string($0) })])]))
        #expect(marks(all["Read"]).isEmpty)
    }

    /// The dry run lists each habit, what is left out and why, and what reads differently; it changes nothing.
    @Test func aDryRunSaysWhatWouldComeInAndChangesNothing() throws {
        let h = Habitat()
        let path = try loopBackup(h)
        #expect(try h.run(now + ["today"]).status == 0)
        let before = try Data(contentsOf: URL(fileURLWithPath: h.db))
        let dry = try h.run(now + ["import", "--dry-run", path])
        #expect(dry.status == 0, "\(dry.stderr)")
        let lines = dry.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "Dry run: nothing was changed. \(path) is a Loop Habit Tracker backup; importing it would bring:")
        #expect(lines.contains("  new habit \"Coffee\" (to avoid): at most 2 cups a day; 3 marks (2 done, 1 slipped)"))
        #expect(lines.contains("  new habit \"Old habit\": every day, archived; 1 mark (1 done)"))
        #expect(lines.contains("  2 done only by Loop's frequency, never logged (an implied day is not a done day here) (first: Wake up early, 2026-02-03)"))
        #expect(lines.contains("  1 in the future (first: Meditate, 2026-03-01)"))
        #expect(lines.contains("  \"Water\"'s unit \"glasses of water\" is \"glasses\" here (a unit is one word)."))
        #expect(lines.last == "In all: 8 new habits, 17 marks.")
        #expect(try Data(contentsOf: URL(fileURLWithPath: h.db)) == before)
        #expect(try exported(h)["habits"] == .array([]))
    }

    /// Habitat's own export has a dry run too.
    @Test func aHabitatExportHasADryRunToo() throws {
        let h = Habitat()
        let dry = try h.run(now + ["import", sampleExportPath, "--dry-run"])
        #expect(dry.status == 0, "\(dry.stderr)")
        #expect(dry.stdout.hasPrefix("Dry run: nothing was changed. Importing \(sampleExportPath) would bring:\n  new habit \"Go running\": once a week; 2 marks (1 done, 1 skipped)\n"))
        #expect(dry.stdout.hasSuffix("\nIn all: 5 new habits, 1 new group, 3 marks.\n"))
        #expect(try exported(h)["habits"] == .array([]))
    }

    /// Loop's CSV export as the zip Loop writes and as the folder it unpacks to: the same habits, the same ids, so either
    /// after the other changes nothing.
    @Test func aLoopCSVExportImportsFromItsZipOrItsFolder() throws {
        let h = Habitat()
        let zip = h.path("Loop Habits CSV 2026-02-10.zip")
        try Data(zipArchive(filesUnder(foreignFixture("loop-csv")))).write(to: URL(fileURLWithPath: zip))
        let json = try importTwice(h, zip, expecting: "(a Loop Habit Tracker CSV export): 5 new habits, 14 marks; 5 left out")
        let all = habits(json)
        #expect(all.count == 5)
        #expect(marks(all["Meditate"]) == ["2026-02-01 done calm, slow", "2026-02-02 done", "2026-02-03 skipped sick", "2026-02-06 done"])
        #expect(all["Coffee"]?["archived"] == .bool(true) && all["Coffee"]?["polarity"] == .string("avoid"))
        #expect(all["Read, then sleep"]?["description"] == .string("in bed, no phone"))
        let folder = foreignFixture("loop-csv")
        #expect(try h.run(now + ["import", folder]).stdout == "Nothing new in \(folder): everything in it is already here.\n")
        let other = Habitat()
        #expect(try other.run(now + ["import", folder]).status == 0)
        #expect(try other.run(now + ["export"]).stdout == h.run(now + ["export"]).stdout)
    }

    @Test func aHarshFolderImports() throws {
        let h = Habitat()
        let folder = foreignFixture("harsh")
        let json = try importTwice(h, folder, expecting: "(a harsh folder): 6 new habits, 11 marks; 10 left out")
        let all = habits(json)
        #expect(all["Gym"]?["frequency"] == .object(["kind": .string("rolling"), "times": .int(3), "days": .int(7)]))
        #expect(marks(all["Gym"]) == ["2026-02-01 done 1.5 legs", "2026-02-03 done"])
        #expect(all["Coffee"]?["tier"] == .string("nice"))
        #expect(all["Morning pages"]?["archived"] == .bool(true))
        #expect(marks(all["Meditate (2)"]) == marks(all["Meditate"]))
    }

    @Test func aHabitBullCSVImports() throws {
        let h = Habitat()
        let file = foreignFixture("habitbull.csv")
        let json = try importTwice(h, file, expecting: "(a HabitBull CSV export): 3 new habits, 5 marks; 3 left out")
        let all = habits(json)
        #expect(marks(all["Pushups"]) == ["2026-02-01 done 30", "2026-02-02 done 25 tired, but did it"])
        #expect(all["Stretch"]?["description"] == .string("morning mobility"))
        // From standard input too: recognised by what it holds, not by a file name.
        let piped = Habitat()
        let result = try piped.run(now + ["import", "-"], stdin: try String(contentsOfFile: file, encoding: .utf8))
        #expect(result.status == 0 && result.stdout.hasPrefix("Imported standard input (a HabitBull CSV export): 3 new habits"), "\(result.stderr)")
    }

    /// Whatever is wrong with the input — another format, damage, a file cut short, a zip bomb, too much — it gets one
    /// sentence and exit 1, and the database is left byte for byte as it was.
    @Test func badInputsLeaveTheDatabaseByteIdentical() throws {
        let h = Habitat()
        #expect(try h.run(now + ["import", sampleExportPath]).status == 0)
        #expect(try h.run(now + ["today"]).status == 0)
        let before = try Data(contentsOf: URL(fileURLWithPath: h.db))
        let loop = try Data(contentsOf: URL(fileURLWithPath: try loopBackup(h)))
        let csv = filesUnder(foreignFixture("loop-csv"))
        func file(_ name: String, _ bytes: [UInt8]) throws -> String {
            try Data(bytes).write(to: URL(fileURLWithPath: h.path(name)))
            return h.path(name)
        }
        func folder(_ name: String, _ files: [String: String]) throws -> String {
            for (path, text) in files {
                let full = h.path(name + "/" + path)
                try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try text.write(toFile: full, atomically: true, encoding: .utf8)
            }
            return h.path(name)
        }
        var big = [UInt8](repeating: 0x30, count: 30 << 20)
        big[0] = 0x31
        let cases: [(String, String)] = [
            (try file("cut.db", Array(loop.prefix(loop.count / 2))), "is a damaged SQLite database"),
            (try file("bomb.zip", zipArchive([("Habits.csv", big)])), "which unpacks more than 1000 times its size (a zip bomb, not an export)"),
            (try file("cut.zip", Array(zipArchive(csv).dropLast(40))), "is a damaged zip archive"),
            (try file("noise.bin", (0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 7919 >> 3) }), "is in none of the formats Habitat imports"),
            (try file("empty.csv", []), "is empty"),
            (try file("marks.csv", Array("date,habit,state,note,amount\r\n2026-02-01,Run,done,,\r\n".utf8)), "is Habitat's own CSV export"),
            (try file("bull.csv", Array("HabitName,CalendarDate,Value\nRun,2026-02-01,1\nRun,2026-02-31,1\n".utf8)), "line 3: \"2026-02-31\" is not a date"),
            (try folder("harsh", ["habits": "Gym: 9/7\n", "log": ""]), "habits line 1: \"9/7\" asks for more times than it has days"),
            (try folder("loop", ["Habits.csv": "Position,Name\n001,Floss\n", "001 Floss/Checkmarks.csv": "Date,Value\n2026-02-01,MAYBE\n"]),
             "001 Floss/Checkmarks.csv line 2: \"MAYBE\" is not one of Loop's values"),
            (try folder("nothing", ["notes.txt": "hello"]), "is a folder with neither"),
            (try file("Habits.csv", Array(try String(contentsOfFile: foreignFixture("loop-csv/Habits.csv"), encoding: .utf8).utf8)), "on its own"),
            (try file("log", Array("2026-02-01 : Gym : y\n".utf8)), "looks like one of harsh's files"),
        ]
        for (path, words) in cases {
            let result = try h.run(now + ["import", path])
            #expect(result.status == 1, "\(path): \(result.status) \(result.stdout)")
            #expect(result.stderr.hasPrefix("habitat: ") && result.stderr.hasSuffix(" Nothing was imported.\n"), "\(result.stderr)")
            #expect(result.stderr.split(separator: "\n").count == 1 && result.stderr.contains(words), "\(result.stderr)")
            #expect(result.stdout.isEmpty)
            #expect(try Data(contentsOf: URL(fileURLWithPath: h.db)) == before, "\(path) changed the database")
        }
        // A file far past what any export holds (a log of ten million lines would be some 200 MiB) is refused by its size.
        let huge = h.path("huge")
        try FileManager.default.createDirectory(atPath: huge, withIntermediateDirectories: true)
        try "Gym: 1\n".write(toFile: huge + "/habits", atomically: true, encoding: .utf8)
        FileManager.default.createFile(atPath: huge + "/log", contents: nil)
        let handle = try #require(FileHandle(forWritingAtPath: huge + "/log"))
        try handle.truncate(atOffset: UInt64(200 << 20))
        try handle.close()
        let refused = try h.run(now + ["import", huge])
        #expect(refused.status == 1 && refused.stderr == "habitat: \(huge) holds more than 64 MiB of files, more than an export holds. Nothing was imported.\n")
        #expect(try Data(contentsOf: URL(fileURLWithPath: h.db)) == before)
    }
}

@Suite struct BackupCommandTests {
    let now = ["--now", "2026-02-10T08:00"]

    /// A copy taken while `habitat serve` is writing opens and holds the same habits.
    @Test func aCopyTakenWhileServeWritesHoldsTheSameHabits() throws {
        let h = Habitat()
        #expect(try h.run(now + ["import", sampleExportPath]).status == 0)
        let (process, input, output) = try h.startServe()
        defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
        var buffer = Data()
        for (k, name) in ["Swim", "Stretch", "Sketch"].enumerated() {
            try input.fileHandleForWriting.write(contentsOf: Data((#"{"jsonrpc":"2.0","id":\#(k),"method":"chat.send","params":{"text":"add \"\#(name)\" every day"}}"# + "\n").utf8))
            while !buffer.contains(0x0A) {
                let chunk = output.fileHandleForReading.availableData
                if chunk.isEmpty { break }
                buffer.append(chunk)
            }
            buffer.removeSubrange(...buffer.firstIndex(of: 0x0A)!)
        }
        // serve still holds the database open.
        let copy = h.path("copy.sqlite")
        let backup = try h.run(now + ["backup", "--output", copy])
        #expect(backup.status == 0 && backup.stdout == "Backed up \(h.db) to \(copy).\n", "\(backup.stderr)")
        #expect(permissions(copy) == 0o600)
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        let live = try h.run(now + ["export"]).stdout
        let copied = try h.run(now + ["--db", copy, "export"]).stdout
        #expect(copied == live)
        #expect(copied.contains("\"Sketch\"") && copied.contains("\"Go running\""))
    }

    /// The first command of each day keeps a copy beside the database; the newest seven days are kept.
    @Test func theDailyCopyAppearsAndRotatesAtSeven() throws {
        let h = Habitat()
        #expect(try h.run(now + ["import", sampleExportPath]).status == 0)
        let folder = h.db + ".backups"
        #expect(!FileManager.default.fileExists(atPath: folder), "a database just made has nothing to keep yet")
        for day in 10...18 {
            #expect(try h.run(["--now", "2026-02-\(day)T08:00", "today"]).status == 0)
            #expect(try h.run(["--now", "2026-02-\(day)T09:00", "stats"]).status == 0)
        }
        let kept = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(kept == (12...18).map { "2026-02-\($0).sqlite" })
        #expect(permissions(folder) == 0o700 && kept.allSatisfy { permissions(folder + "/" + $0) == 0o600 })
        let manual = try h.run(["--now", "2026-02-18T10:30", "backup"])
        #expect(manual.stdout == "Backed up \(h.db) to \(folder)/2026-02-18-1030.sqlite.\n")
        #expect(try h.run(["--now", "2026-02-19T08:00", "today"]).status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted().first == "2026-02-13.sqlite")
        #expect(FileManager.default.fileExists(atPath: folder + "/2026-02-18-1030.sqlite"))
    }

    /// A damaged database is refused by every command with one sentence naming the newest good backup and how to
    /// restore it; the damaged file is never written; restoring the backup brings the habits back.
    @Test func aDamagedDatabaseNamesItsBackup() throws {
        let h = Habitat()
        #expect(try h.run(now + ["import", sampleExportPath]).status == 0)
        #expect(try h.run(now + ["today"]).status == 0)
        let backup = h.db + ".backups/2026-02-10.sqlite"
        #expect(FileManager.default.fileExists(atPath: backup))
        var bytes = try Data(contentsOf: URL(fileURLWithPath: h.db))
        bytes.replaceSubrange(0..<16, with: Data(repeating: 0, count: 16))
        try bytes.write(to: URL(fileURLWithPath: h.db))
        for command in [["today"], ["export"], ["chat", "did yoga"], ["import", sampleExportPath], ["backup"]] {
            let result = try h.run(["--now", "2026-02-11T08:00"] + command)
            #expect(result.status == 1, "\(command)")
            #expect(result.stderr.split(separator: "\n").count == 1 && result.stderr.contains("the newest good backup is \(backup) — to restore it"),
                    "\(command): \(result.stderr)")
            #expect(try Data(contentsOf: URL(fileURLWithPath: h.db)) == bytes)
        }
        // The README's way back: the damaged file aside, the backup in its place.
        try FileManager.default.moveItem(atPath: h.db, toPath: h.db + ".damaged")
        try FileManager.default.copyItem(atPath: backup, toPath: h.db)
        let restored = try h.run(["--now", "2026-02-11T08:00", "export"])
        #expect(restored.status == 0 && restored.stdout.contains("\"Go running\""), "\(restored.stderr)")
    }

    /// A database damaged where no read notices it is never copied: the day's copy would pass for good while missing
    /// rows. The newest good copy, from before the damage, is the one named.
    @Test func aSilentlyDamagedDatabaseIsNeverCopied() throws {
        let h = Habitat()
        let damage = HardeningTests()
        try damage.bigDatabase(h)
        #expect(try h.run(["--now", "2026-02-02T09:00", "today"]).status == 0)
        let good = h.db + ".backups/2026-02-02.sqlite"
        #expect(FileManager.default.fileExists(atPath: good))
        // The marks table's root made to name one child twice and another never (as the hardening test does).
        var (page, size, bytes) = try damage.markRoot(h)
        let base = (page - 1) * size
        let first = base + (Int(bytes[base + 12]) << 8 | Int(bytes[base + 13]))
        let second = base + (Int(bytes[base + 14]) << 8 | Int(bytes[base + 15]))
        for k in 0..<4 { bytes[first + k] = bytes[second + k] }
        try Data(bytes).write(to: URL(fileURLWithPath: h.db))
        _ = try h.run(["--now", "2026-02-03T08:00", "today"])
        #expect(!FileManager.default.fileExists(atPath: h.db + ".backups/2026-02-03.sqlite"))
        let export = try h.run(["--now", "2026-02-03T08:00", "export"])
        #expect(export.status == 1 && export.stderr.contains("the newest good backup is \(good)"), "\(export.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: h.db)) == Data(bytes))
    }

    @Test func backupRefusesWhatIsNoFile() throws {
        let h = Habitat()
        #expect(try h.run(now + ["import", sampleExportPath]).status == 0)
        #expect(try h.run(now + ["backup", "--output", h.db]).stderr == "habitat: won't write the backup to \(h.db): it is the database itself.\n")
        let dash = try h.run(now + ["backup", "--output", "-"])
        #expect(dash.status == 2 && dash.stderr.contains("backup writes a database file, not standard output"))
        #expect(try h.run(now + ["backup", "extra"]).status == 2)
    }
}
