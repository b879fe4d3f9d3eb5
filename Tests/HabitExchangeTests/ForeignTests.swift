import Foundation
import Testing
import HabitDomain
@testable import HabitExchange
import TestSupport

/// Files in memory, as a reader of a multi-file export sees a folder or a zip.
struct MemoryTree: FileTree {
    let files: [String: [UInt8]]
    init(_ files: [(path: String, bytes: [UInt8])]) { self.files = Dictionary(files.map { ($0.path, $0.bytes) }) { $1 } }
    init(text: [String: String]) { files = text.mapValues { Array($0.utf8) } }
    var paths: [String] { files.keys.sorted() }
    func contents(of path: String) throws(ForeignError) -> [UInt8] {
        guard let bytes = files[path] else { throw ForeignError("\(path) is missing") }
        return bytes
    }
}

/// A few tables of an SQLite database, in memory: rows as Loop's schema of some version has them.
struct MemoryTables: ForeignTables {
    enum Value { case int(Int), real(Double), text(String) }
    struct Row: ForeignRow {
        let values: [String: Value]
        func int(_ column: String) -> Int? { if case .int(let n)? = values[column] { return n }; return nil }
        func double(_ column: String) -> Double? {
            switch values[column] {
            case .real(let x)?: return x
            case .int(let n)?: return Double(n)
            default: return nil
            }
        }
        func text(_ column: String) -> String? { if case .text(let s)? = values[column] { return s }; return nil }
    }
    var version: Int
    var habitColumns: Set<String>
    var repetitionColumns: Set<String>
    var habits: [[String: Value]]
    var repetitions: [[String: Value]]

    func schemaVersion() throws -> Int { version }
    func columns(of table: String) throws -> Set<String> { table == "Habits" ? habitColumns : table == "Repetitions" ? repetitionColumns : [] }
    func forEachRow(_ sql: String, _ body: (Row) throws -> Void) throws {
        let rows = sql.contains("FROM Habits") ? habits : repetitions.sorted { (Row(values: $0).int("habit")!, Row(values: $0).int("timestamp")!) < (Row(values: $1).int("habit")!, Row(values: $1).int("timestamp")!) }
        for row in rows { try body(Row(values: row)) }
    }
}

/// Milliseconds at midnight UTC of a day, as Loop stamps a repetition.
func loopStamp(_ iso: String) -> Int { d(iso).ordinal * 86_400_000 }

func fixtureBytes(_ name: String) -> [UInt8] { [UInt8](FileManager.default.contents(atPath: foreignFixture(name)) ?? Data()) }

/// A habit's marks as (day, state, amount, note) text: "2026-02-01 done 5 calm".
func describe(_ habit: ForeignHabit) -> [String] {
    habit.marks.map { m in
        [m.day.iso, m.mark.state.rawValue, m.mark.amount?.description, m.mark.note].compactMap { $0 }.joined(separator: " ")
    }
}

@Suite struct LoopTests {
    let today = d("2026-02-10")

    /// Loop judges "N in M days" over a window that moves with the checks, never by calendar weeks: Habitat's rolling
    /// schedule. 1/1 (or N ≥ M) is every day; a window past a year is cut to 365 days, and said.
    @Test func frequenciesAreRollingWindows() {
        var notes: [String] = []
        #expect(Loop.schedule(1, 1, name: "A", notes: &notes) == .daily)
        #expect(Loop.schedule(3, 7, name: "A", notes: &notes) == .rolling(times: 3, days: 7))
        #expect(Loop.schedule(1, 7, name: "A", notes: &notes) == .rolling(times: 1, days: 7))
        #expect(Loop.schedule(2, 30, name: "A", notes: &notes) == .rolling(times: 2, days: 30))
        #expect(Loop.schedule(5, 5, name: "A", notes: &notes) == .daily)
        #expect(notes.isEmpty)
        #expect(Loop.schedule(1, 400, name: "Rare", notes: &notes) == .rolling(times: 1, days: 365))
        #expect(Loop.schedule(0, 7, name: "Odd", notes: &notes) == .daily)
        #expect(notes.count == 2 && notes[0].contains("\"Rare\"") && notes[1].contains("\"Odd\""))
    }

    /// Reminder days are a bit each from Saturday (bit 0) to Friday (bit 6), as Loop's weekday list is ordered.
    @Test func reminderDaysStartOnSaturday() {
        #expect(Loop.weekdays(1) == [.saturday])
        #expect(Loop.weekdays(2) == [.sunday])
        #expect(Loop.weekdays(124) == .workdays)
        #expect(Loop.weekdays(3) == .weekend)
        #expect(Loop.weekdays(127) == .all)
    }

    /// Each of Loop's 20 colours becomes one of Habitat's 8, the nearest by hue.
    @Test func coloursMapIntoThePalette() {
        #expect(Loop.habitatColor.count == Loop.colors.count)
        #expect(Loop.habitatColor.allSatisfy { (0..<Habit.paletteSize).contains($0) })
        #expect(Loop.color(hex: "#ff8f00") == 3 && Loop.habitatColor[3] == 1)  // amber
        #expect(Loop.color(hex: "#00897B").map { Loop.habitatColor[$0] } == 3)  // teal
        #expect(Loop.color(hex: "#8E24AA").map { Loop.habitatColor[$0] } == 6)  // purple
        #expect(Loop.color(hex: "#123456") == nil)
    }

    /// A unit is one word of letters here: the first word of a longer one is kept, and said.
    @Test func unitsAreOneWord() {
        var notes: [String] = []
        #expect(Loop.unit("km", name: "Run", notes: &notes).word == "km")
        #expect(Loop.unit("", name: "Run", notes: &notes) == .times)
        #expect(notes.isEmpty)
        #expect(Loop.unit("glasses of water", name: "Water", notes: &notes).word == "glasses")
        #expect(Loop.unit("🏃‍♀️", name: "Run", notes: &notes) == .times)
        #expect(notes.count == 2)
    }

    /// An old backup (schema 15: no value column, so every row is a check; no uuid; colours from the 13 of that time)
    /// reads, each column only as that schema has it; one newer than Loop's 25 is refused with a sentence.
    @Test func anOldBackupReadsAndANewerOneIsRefused() throws {
        var tables = MemoryTables(
            version: 15,
            habitColumns: ["id", "archived", "color", "description", "freq_den", "freq_num", "highlight", "name", "position",
                           "reminder_hour", "reminder_min", "reminder_days"],
            repetitionColumns: ["id", "habit", "timestamp"],
            habits: [["id": .int(1), "archived": .int(0), "color": .int(2), "description": .text("before work"), "freq_den": .int(7),
                      "freq_num": .int(2), "name": .text("Swim"), "position": .int(0), "reminder_days": .int(127)]],
            repetitions: [["id": .int(1), "habit": .int(1), "timestamp": .int(loopStamp("2026-02-03"))],
                          ["id": .int(2), "habit": .int(1), "timestamp": .int(loopStamp("2026-02-01"))]])
        let export = try LoopBackup.read(tables, today: today)
        #expect(export.habits.count == 1)
        let swim = export.habits[0]
        #expect(swim.name == "Swim" && swim.description == "before work" && swim.schedule == .rolling(times: 2, days: 7))
        #expect(swim.color == 1)  // old index 2 is today's 4, yellow: amber here
        #expect(swim.reminders.isEmpty)
        #expect(describe(swim) == ["2026-02-01 done", "2026-02-03 done"])
        #expect(swim.firstDay == d("2026-02-01"))
        // No uuid: an id derived from the row, the same every time.
        #expect(try LoopBackup.read(tables, today: today).document(for: Journal(), today: today).habits[0].habit.id
            == export.document(for: Journal(), today: today).habits[0].habit.id)

        tables.version = 26
        #expect(throws: ForeignError("was written by a newer Loop Habit Tracker (schema 26); Habitat reads Loop backups up to schema 25")) {
            try LoopBackup.read(tables, today: today)
        }
        tables.version = 25
        tables.habitColumns.remove("name")
        #expect(throws: ForeignError.self) { try LoopBackup.read(tables, today: today) }
    }

    /// A backup with more rows than Habitat imports at once is refused with a sentence, counted as they are read (they
    /// are never all held).
    @Test func aBackupOfTooManyRowsIsRefused() {
        struct Endless: ForeignTables {
            func schemaVersion() throws -> Int { 25 }
            func columns(of table: String) throws -> Set<String> { ["id", "name", "habit", "timestamp", "value"] }
            func forEachRow(_ sql: String, _ body: (MemoryTables.Row) throws -> Void) throws {
                if sql.contains("FROM Habits") { return try body(MemoryTables.Row(values: ["id": .int(1), "name": .text("Run")])) }
                let row = MemoryTables.Row(values: ["habit": .int(2), "timestamp": .int(0), "value": .int(2)])
                for _ in 0..<10_000_000 { try body(row) }
            }
        }
        #expect(throws: ForeignError("holds more than 3,000,000 days of habits, more than Habitat imports at once")) {
            try LoopBackup.read(Endless(), today: today)
        }
    }

    /// A numerical habit: thousandths become amounts (rounded to hundredths), a target per day, week or month, an at-most
    /// target a habit to avoid with a limit per day, week or month (over the 7 or 30 days ending on each day); a value
    /// of 3 is a skip.
    @Test func numericalHabitsBecomeTargetsWithUnits() throws {
        let columns: Set<String> = ["id", "name", "freq_num", "freq_den", "type", "target_type", "target_value", "unit", "position", "uuid"]
        func habit(_ id: Int, _ name: String, den: Int, atMost: Bool, target: Double, unit: String) -> [String: MemoryTables.Value] {
            ["id": .int(id), "name": .text(name), "freq_num": .int(1), "freq_den": .int(den), "type": .int(1),
             "target_type": .int(atMost ? 1 : 0), "target_value": .real(target), "unit": .text(unit), "position": .int(id)]
        }
        func rep(_ id: Int, _ day: String, _ value: Int) -> [String: MemoryTables.Value] {
            ["habit": .int(id), "timestamp": .int(loopStamp(day)), "value": .int(value)]
        }
        let tables = MemoryTables(
            version: 25, habitColumns: columns, repetitionColumns: ["id", "habit", "timestamp", "value", "notes"],
            habits: [habit(1, "Pages", den: 1, atMost: false, target: 20, unit: "pages"),
                     habit(2, "Cycle", den: 30, atMost: false, target: 100.5, unit: "km"),
                     habit(3, "Sweets", den: 7, atMost: true, target: 14, unit: "pieces"),
                     habit(4, "Screen", den: 1, atMost: true, target: 2, unit: "hours")],
            repetitions: [rep(1, "2026-02-01", 20000), rep(1, "2026-02-02", 12345), rep(1, "2026-02-03", 3), rep(1, "2026-02-04", 0),
                          rep(2, "2026-02-02", 42000), rep(3, "2026-02-02", 3000), rep(3, "2026-02-03", 1000),
                          rep(4, "2026-02-02", 30000), rep(4, "2026-02-03", 4)])
        let export = try LoopBackup.read(tables, today: today)
        let (pages, cycle, sweets, screen) = (export.habits[0], export.habits[1], export.habits[2], export.habits[3])
        #expect(try pages.schedule == .daily && pages.target == Target(Amount(20), try AmountUnit("pages")))
        #expect(describe(pages) == ["2026-02-01 done 20", "2026-02-02 partial 12.35", "2026-02-03 skipped"])
        #expect(try cycle.schedule == .monthly(times: 1) && cycle.target == Target(try Amount(parsing: "100.5"), try AmountUnit("km"), kind: .period))
        #expect(describe(cycle) == ["2026-02-02 done 42"])
        #expect(try sweets.polarity == .avoid && sweets.schedule == .daily
                && sweets.target == Target(Amount(14), try AmountUnit("pieces"), kind: .weekLimit))
        #expect(describe(sweets) == ["2026-02-02 done 3", "2026-02-03 done 1"], "4 of at most 14 in the week")
        #expect(!export.notes.contains { $0.contains("\"Sweets\"") }, "nothing to say: the limit is as Loop had it")
        // 30 hours is more than a day holds: left out, not stored; 4 thousandths is nothing once rounded.
        #expect(describe(screen).isEmpty)
        #expect(export.leftOut.counts[.tooMuch] == 1 && export.leftOut.counts[.tooLittle] == 1 && export.leftOut.counts[.notDone] == 1)
    }

    /// The CSV export's folder: every habit, its kind of day, its target and archived state, as the backup gives them;
    /// days only implied by the frequency are never done; Scores.csv and the all-habits Checkmarks.csv aren't read.
    @Test func aCSVExportReadsHabitsMarksTargetsAndArchived() throws {
        let export = try LoopCSV.read(MemoryTree(filesUnder(foreignFixture("loop-csv"))), today: today)
        #expect(export.format == .loopCSV)
        #expect(export.habits.map(\.name) == ["Meditate", "Wake up early", "Run", "Coffee", "Read, then sleep"])
        let h = export.habits
        #expect(h[0].schedule == .daily && h[0].color == 1 && h[0].description == "Did you meditate this morning?")
        #expect(describe(h[0]) == ["2026-02-01 done calm, slow", "2026-02-02 done", "2026-02-03 skipped sick", "2026-02-06 done"])
        #expect(h[1].schedule == .rolling(times: 3, days: 7))
        #expect(describe(h[1]) == ["2026-02-02 done", "2026-02-04 done", "2026-02-06 done"])
        #expect(try h[2].schedule == .weekly(times: 1) && h[2].target == Target(Amount(10), try AmountUnit("km"), kind: .period))
        #expect(describe(h[2]) == ["2026-02-02 done 5", "2026-02-04 done 3.5", "2026-02-07 skipped"])
        #expect(try h[3].polarity == .avoid && h[3].archived && h[3].target == .limit(Amount(2), try AmountUnit("cups")))
        #expect(describe(h[3]) == ["2026-02-05 slipped 3", "2026-02-06 done 1", "2026-02-07 done"])
        #expect(h[4].schedule == .rolling(times: 1, days: 2) && h[4].description == "in bed, no phone" && !h[4].archived)
        #expect(describe(h[4]) == ["2026-02-05 done"])
        #expect(export.leftOut.counts == [.implied: 2, .notDone: 2, .unknown: 1])
    }

    /// Older exports: Habits.csv with NumRepetitions and Interval, checkmarks without a header as 2, 1 and 0.
    @Test func anOlderCSVExportReadsToo() throws {
        let tree = MemoryTree(text: [
            "Habits.csv": "Position,Name,Description,NumRepetitions,Interval,Color\n001,Floss,,1,1,#FF0000\n002,Climb,,2,7,#00FF00\n",
            "001 Floss/Checkmarks.csv": "2026-02-03,2\n2026-02-02,0\n2026-02-01,2\n",
            "002 Climb/Checkmarks.csv": "2026-02-03,1\r\n2026-02-02,2\r\n",
            "007 Gone/Checkmarks.csv": "2026-02-02,2\n",
        ])
        let export = try LoopCSV.read(tree, today: today)
        #expect(export.habits.map(\.name) == ["Floss", "Climb"])
        #expect(export.habits[0].color == nil && export.habits[1].schedule == .rolling(times: 2, days: 7))
        #expect(describe(export.habits[0]) == ["2026-02-01 done", "2026-02-03 done"])
        #expect(describe(export.habits[1]) == ["2026-02-02 done"])
        #expect(export.leftOut.counts == [.notDone: 1, .implied: 1, .unknownHabit: 1])
        // A value Loop never writes is no guess: the file is refused, with the place.
        let bad = MemoryTree(text: ["Habits.csv": "Position,Name\n001,Floss\n", "001 Floss/Checkmarks.csv": "Date,Value\n2026-02-01,MAYBE\n"])
        #expect(throws: ForeignError("\"MAYBE\" is not one of Loop's values", at: "001 Floss/Checkmarks.csv line 2")) {
            try LoopCSV.read(bad, today: today)
        }
    }

    /// The same export as a zip — deflated entries and stored ones, at the top or inside a folder — reads as the folder does.
    @Test func aZipOfTheExportReadsAsItsFolder() throws {
        let files = filesUnder(foreignFixture("loop-csv"))
        let folder = try LoopCSV.read(MemoryTree(files), today: today)
        for prefix in ["", "Loop Habits CSV 2026-02-10/"] {
            let zip = zipArchive(files.map { (prefix + $0.path, $0.bytes) }, stored: { $0.hasSuffix("Scores.csv") })
            let archive = try ZipArchive(zip, maxTotal: 64 << 20)
            #expect(LoopCSV.root(in: archive) == prefix)
            let read = try LoopCSV.read(archive, today: today)
            #expect(read.habits.map(\.name) == folder.habits.map(\.name))
            #expect(read.habits.map(describe) == folder.habits.map(describe))
            #expect(read.leftOut == folder.leftOut)
        }
    }
}

@Suite struct ZipTests {
    let csv = Array("Position,Name\n001,Floss\n".utf8)

    /// An archive built to exhaust memory is refused before it is unpacked: too much in all (by what it declares), one
    /// entry unpacking a thousand times its size, too many entries; one whose entries lie about their size is damaged.
    @Test func zipBombsAreRefused() throws {
        let declared = zipArchive([("Habits.csv", csv)], declaring: ["Habits.csv": 70 << 20])
        #expect(throws: ForeignError("unpacks to more than 64 MiB, more than an export holds (it may be a zip bomb)")) {
            try ZipArchive(declared, maxTotal: 64 << 20)
        }
        let zeros = zipArchive([("Habits.csv", [UInt8](repeating: 0x30, count: 30 << 20))])
        #expect(zeros.count < 100_000)
        #expect(throws: ForeignError("holds Habits.csv, which unpacks more than 1000 times its size (a zip bomb, not an export)")) {
            try ZipArchive(zeros, maxTotal: 64 << 20)
        }
        let many = zipArchive((0...ZipArchive.maxEntries).map { ("\($0).csv", [UInt8]()) }, stored: { _ in true })
        #expect(throws: ForeignError("is a zip archive of 10,001 files, more than the 10,000 an export holds")) {
            try ZipArchive(many, maxTotal: 64 << 20)
        }
        // Declaring less than it unpacks to: caught while unpacking, never past the declared size.
        let lying = zipArchive([("Habits.csv", [UInt8](repeating: 0x41, count: 5000))], declaring: ["Habits.csv": 100])
        #expect(throws: ForeignError("is a damaged zip archive: Habits.csv doesn't unpack to the size it declares")) {
            try ZipArchive(lying, maxTotal: 64 << 20).contents(of: "Habits.csv")
        }
    }

    /// A damaged or cut-short archive is refused with a sentence, never read in part.
    @Test func damagedArchivesAreRefused() throws {
        var flipped = zipArchive([("Habits.csv", csv)], stored: { _ in true })
        flipped[40] ^= 0xFF  // a byte of the stored file
        #expect(throws: ForeignError("is a damaged zip archive: Habits.csv doesn't match its checksum")) {
            try ZipArchive(flipped, maxTotal: 64 << 20).contents(of: "Habits.csv")
        }
        let whole = zipArchive([("Habits.csv", csv), ("001 Floss/Checkmarks.csv", Array("2026-02-01,2\n".utf8))])
        #expect(throws: ForeignError("is a damaged zip archive: its table of contents is missing (the file may be cut short)")) {
            try ZipArchive(Array(whole.dropLast(30)), maxTotal: 64 << 20)
        }
        #expect(throws: ForeignError.self) { try ZipArchive(Array(whole.prefix(10)), maxTotal: 64 << 20) }
        #expect(try ZipArchive(whole, maxTotal: 64 << 20).contents(of: "Habits.csv") == csv)
    }
}

@Suite struct HarshTests {
    let today = d("2026-02-10")

    @Test func frequenciesAreReadAsHarshReadsThem() throws {
        for (text, expected) in [("1", (1, 1)), ("7", (1, 7)), ("1w", (1, 7)), ("2w", (1, 14)), ("3/7", (3, 7)), ("0", (0, 1)), ("3/2w", (3, 14))] {
            let read = try Harsh.frequency(text, at: "habits line 1")
            #expect(read == expected, "\(text)")
        }
        for bad in ["x", "3/0", "8/7", "1d", "2/3/4"] {
            #expect(throws: ForeignError.self, "\(bad)") { try Harsh.frequency(bad, at: "habits line 1") }
        }
    }

    /// harsh's folder: habits with their frequencies (3/7 is 3 times in 7 days, 0 a nice-to-have that never makes a day
    /// good or bad), a habit that ended archived, two with one name kept apart (both show the log's days, as in harsh),
    /// y done with its comment and amount, s skipped, n nothing, the last line for a day winning, and every line harsh
    /// skips left out with its reason.
    @Test func aHarshFolderReadsAsHarshDoes() throws {
        let export = try Harsh.read(habits: fixtureBytes("harsh/habits"), log: fixtureBytes("harsh/log"), today: today)
        #expect(export.habits.map(\.name) == ["Meditate", "Gym", "Called Mom", "Coffee", "Morning pages", "Meditate (2)"])
        let h = export.habits
        #expect(h.map(\.schedule) == [.daily, .rolling(times: 3, days: 7), .rolling(times: 1, days: 7), .daily, .daily, .rolling(times: 1, days: 2)])
        #expect(h.map(\.tier) == [nil, nil, nil, .nice, nil, nil])
        #expect(h.map(\.archived) == [false, false, false, false, true, false])
        #expect(describe(h[0]) == ["2026-02-01 done felt calm", "2026-02-02 skipped travelling", "2026-02-04 skipped changed my mind"])
        #expect(describe(h[5]) == describe(h[0]))
        #expect(describe(h[1]) == ["2026-02-01 done 1.5 legs", "2026-02-03 done"])
        #expect(describe(h[2]) == ["2026-02-02 done"])
        #expect(describe(h[3]) == ["2026-02-04 done 3"])
        #expect(describe(h[4]) == ["2026-01-20 done"] && h[4].firstDay == d("2026-01-20"))
        #expect(export.leftOut.counts == [.notDone: 2, .noteWithoutMark: 1, .future: 2, .unknownHabit: 1, .ignoredBySource: 2, .replaced: 2])
        #expect(export.leftOut.firstPlaces[.unknownHabit] == "log line 10")
    }

    @Test func whatHarshRefusesIsRefused() {
        #expect(throws: ForeignError("\"2026-13-01\" is not a date (YYYY-MM-DD)", at: "habits line 1")) {
            try Harsh.read(habits: Array("Old: 1: 2026-13-01\n".utf8), log: [], today: today)
        }
        #expect(throws: ForeignError("\"9/7\" asks for more times than it has days", at: "habits line 2")) {
            try Harsh.read(habits: Array("# mine\nGym: 9/7\n".utf8), log: [], today: today)
        }
        #expect(throws: ForeignError("its habits file lists no habit")) { try Harsh.read(habits: Array("# nothing\n".utf8), log: [], today: today) }
        #expect(throws: ForeignError("its habits file isn't text", at: "habits line 1")) {
            try Harsh.read(habits: [0xFF, 0xFE, 0x00, 0x0A], log: [], today: today)
        }
        #expect(throws: ForeignError("its log has no line harsh can read (\"YYYY-MM-DD : Habit : y\")")) {
            try Harsh.read(habits: Array("Gym: 1\n".utf8), log: [0xFF, 0xFE, 0x00, 0x0A] + Array("more garbage\n".utf8), today: today)
        }
    }
}

@Suite struct HabitBullTests {
    let today = d("2026-02-10")

    /// Loop's own HabitBull importer reads `HabitName,HabitDescription,HabitCategory,CalendarDate,Value,CommentText`:
    /// 1 done, 0 nothing, more than 1 an amount; dates ISO or M/D/YYYY.
    @Test func aHabitBullExportReadsNamesDatesValuesAndComments() throws {
        let export = try HabitBull.read(fixtureBytes("habitbull.csv"), today: today)
        #expect(export.habits.map(\.name) == ["Stretch", "Pushups", "Journal"])
        let h = export.habits
        #expect(h[0].description == "morning mobility" && h[0].schedule == .daily)
        #expect(describe(h[0]) == ["2026-02-01 done felt stiff", "2026-02-03 done"])
        // HabitBull exports no target: the amounts are kept on their days, done.
        #expect(h[1].target == nil && describe(h[1]) == ["2026-02-01 done 30", "2026-02-02 done 25 tired, but did it"])
        #expect(describe(h[2]) == ["2026-02-03 done"])
        #expect(export.leftOut.counts == [.notDone: 2, .future: 1])
    }

    /// Headers are found by name, in any case or spacing; a file whose first number is above 12 is day/month throughout;
    /// a value that isn't a number refuses the file, with its line.
    @Test func headerVariantsAndDayFirstDatesRead() throws {
        let variant = Array("habit,date,value,comment\nRun,13/2/2026,1,\nRun,1/2/2026,1,early\n".utf8)
        #expect(HabitBull.recognises(variant))
        let export = try HabitBull.read(variant, today: d("2026-02-20"))
        #expect(describe(export.habits[0]) == ["2026-02-01 done early", "2026-02-13 done"])
        #expect(!HabitBull.recognises(Array("date,habit,state,note,amount\n".utf8)))
        #expect(throws: ForeignError("\"lots\" is not a number", at: "line 3")) {
            try HabitBull.read(Array("Habit,Date,Value\nRun,2026-02-01,1\nRun,2026-02-02,lots\n".utf8), today: today)
        }
    }
}

@Suite struct ForeignDocumentTests {
    let today = d("2026-02-10")

    /// Two habits with one name stay two: the second is "Name (2)"; case aside is the same name; a name past 50
    /// characters is cut, its suffix inside the 50; a habit with no name gets one. Each is said.
    @Test func namesAreSettledAndNeverMerged() throws {
        let long = String(repeating: "x", count: 60)
        let export = try ForeignExport(format: .harsh, habits: ["Read", "READ", "Read", long, long, "  "].map {
            ForeignHabit(key: "", name: $0, schedule: .daily)
        })
        #expect(export.habits.map(\.name) == ["Read", "READ (2)", "Read (3)", String(repeating: "x", count: 50),
                                              String(repeating: "x", count: 46) + " (2)", "Habit 6"])
        #expect(export.notes.count == 6)
        #expect(Set(export.habits.map(\.key)).count == 6)
    }

    /// Merging into a journal keeps what only Habitat knows of a habit the source also has (its place, colour, icon,
    /// group, tier, description and reminders); the source's settings and marks come in; new habits go after the rest.
    /// Importing the same source again changes nothing.
    @Test func aHabitAlreadyHereKeepsWhatOnlyHabitatKnows() throws {
        let group = HabitGroup(name: "Calm", require: 1)
        let mine = Habit(name: "meditate", description: "for focus", tier: .nice, schedule: .weekly(times: 3), groupID: group.id,
                         created: d("2026-01-15"), order: 4, color: 6, icon: "🧘", reminders: [Reminder(time: TimeOfDay("06:45")!)])
        let journal = Journal().applying([.createGroup(group), .createHabit(mine),
                                          .setMark(habit: mine.id, day: d("2026-01-20"), mark: Mark(.done, note: "mine"))])
        let export = try Harsh.read(habits: fixtureBytes("harsh/habits"), log: fixtureBytes("harsh/log"), today: today)
        let document = try export.document(for: journal, today: today)
        let merged = journal.applying(try journal.importPlan(document).allChanges)
        let meditate = try #require(merged.habit(id: mine.id))
        #expect(meditate.name == "Meditate" && meditate.schedule == .daily)
        #expect(meditate.order == 4 && meditate.color == 6 && meditate.icon == "🧘" && meditate.groupID == group.id)
        #expect(meditate.tier == .nice && meditate.description == "for focus" && meditate.reminders == mine.reminders)
        #expect(meditate.created == d("2026-01-15"))
        #expect(merged.marks[mine.id]?[d("2026-01-20")] == Mark(.done, note: "mine"))
        #expect(merged.marks[mine.id]?[d("2026-02-02")] == Mark(.skipped, note: "travelling"))
        #expect(merged.habits.count == 6)
        #expect(merged.habits.filter { $0.id != mine.id }.map(\.order) == [5, 6, 7, 8, 9])
        #expect(merged.habits.first { $0.name == "Coffee" }?.tier == .nice)
        // Again: nothing new.
        let again = try Harsh.read(habits: fixtureBytes("harsh/habits"), log: fixtureBytes("harsh/log"), today: today)
        #expect(try merged.importPlan(again.document(for: merged, today: today)).isEmpty)
    }

    /// Ids are the source's (Loop's uuid) or derived from the habit's key, the same on every reading.
    @Test func idsAreStable() throws {
        let first = try HabitBull.read(fixtureBytes("habitbull.csv"), today: today).document(for: Journal(), today: today)
        let second = try HabitBull.read(fixtureBytes("habitbull.csv"), today: today).document(for: Journal(), today: today)
        #expect(first.habits.map(\.habit.id) == second.habits.map(\.habit.id))
        #expect(Set(first.habits.map(\.habit.id)).count == 3)
        #expect(Loop.uuid("0a1b2c3d4e5f60718293a4b5c6d7e8f9") == UUID(uuidString: "0a1b2c3d-4e5f-6071-8293-a4b5c6d7e8f9"))
        #expect(Loop.uuid("not-a-uuid") == nil)
    }
}

@Suite struct CSVReaderTests {
    @Test func rowsFollowRFC4180() throws {
        var rows = CSVReader(Array("\u{FEFF}a,\"b, c\",\"say \"\"hi\"\"\"\r\n\n\"two\nlines\",x\n,\n last".utf8), name: "t.csv")
        #expect(try rows.next()?.fields == ["a", "b, c", "say \"hi\""])
        let second = try rows.next()
        #expect(second?.fields == ["two\nlines", "x"] && second?.line == 3)
        #expect(try rows.next()?.fields == [" last"])
        #expect(try rows.next() == nil)
        var open = CSVReader(Array("a,\"never closed\nb".utf8), name: "t.csv")
        #expect(throws: ForeignError("a quoted field is never closed (the file may be cut short)", at: "t.csv line 1")) { try open.next() }
        #expect(CSVReader.key("Archived?") == "archived" && CSVReader.key("Target Type") == "targettype")
    }
}
