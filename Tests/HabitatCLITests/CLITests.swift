import Foundation
import TestSupport
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

@Suite struct ImportExportTests {
    let now = ["--now", "2026-02-10T08:00"]

    @Test func importThenExportGivesBackTheSameDocument() throws {
        let h = Habitat()
        let imported = try h.run(now + ["import", sampleExportPath])
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stdout.contains("5 new habits, 1 new group, 3 marks"))
        let exported = try h.run(now + ["export", "--format", "json"])
        #expect(exported.status == 0)
        #expect(exported.stdout == (try String(contentsOfFile: sampleExportPath, encoding: .utf8)))
    }

    @Test func importingTwiceChangesNothing() throws {
        let h = Habitat()
        try h.run(now + ["import", sampleExportPath])
        let first = try h.run(now + ["export"]).stdout
        let again = try h.run(now + ["import", sampleExportPath])
        #expect(again.status == 0)
        #expect(again.stdout.hasPrefix("Nothing new in"))
        #expect(try h.run(now + ["export"]).stdout == first)
    }

    @Test func aBadFileIsRejectedWholeAndTheDatabaseIsLeftUntouched() throws {
        let h = Habitat()
        try h.run(now + ["import", sampleExportPath])
        let before = try h.run(now + ["export"]).stdout
        let bad = #"""
            {"format": "habitat", "version": 1, "habits": [
              {"name": "Fine", "frequency": {"kind": "daily"}},
              {"name": "Broken", "frequency": {"kind": "monthly", "times": 40}}]}
            """#
        try bad.write(toFile: h.path("bad.json"), atomically: true, encoding: .utf8)
        let result = try h.run(now + ["import", h.path("bad.json")])
        #expect(result.status == 1)
        #expect(result.stderr.contains("habits[1].frequency.times: A monthly target is 1 to 31 times a month, not 40"))
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(try h.run(now + ["export"]).stdout == before)
    }

    @Test func notJSONIsRejectedWithWhere() throws {
        let h = Habitat()
        let result = try h.run(now + ["import", "-"], stdin: "{\"format\": \"habitat\",\n \"version\": 1,,}")
        #expect(result.status == 1)
        #expect(result.stderr.contains("standard input is not valid JSON (line 2, column 15: expected a quoted key"))
    }

    @Test func exportWritesCSVToAPrivateFile() throws {
        let h = Habitat()
        try h.run(now + ["import", sampleExportPath])
        let result = try h.run(now + ["export", "--format=csv", "--output", h.path("marks.csv")])
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
        let csv = try String(contentsOfFile: h.path("marks.csv"), encoding: .utf8)
        #expect(csv.hasPrefix("date,habit,state,note,amount\r\n2026-01-16,Smoking,slipped,,\r\n"))
        #expect(permissions(h.path("marks.csv")) == 0o600)
    }

    @Test func anImportLargerThanAnyExportIsRefusedWithASentence() throws {
        let h = Habitat()
        let path = h.path("huge.json")
        FileManager.default.createFile(atPath: path, contents: nil)
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: UInt64(65 << 20))  // sparse: no time to write
        try handle.close()
        let result = try h.run(now + ["import", path])
        #expect(result.status == 1)
        #expect(result.stderr == "habitat: \(path) is larger than 64 MiB, more than an export holds. Nothing was imported.\n")
    }

    @Test func exportOutputWritesOnlyRegularFilesAndNeverTheDatabase() throws {
        let h = Habitat()
        try h.run(now + ["import", sampleExportPath])
        let database = try Data(contentsOf: URL(fileURLWithPath: h.db))
        #expect(mkfifo(h.path("fifo"), 0o600) == 0)
        try FileManager.default.createDirectory(atPath: h.path("folder"), withIntermediateDirectories: false)
        try FileManager.default.createSymbolicLink(atPath: h.path("to-folder"), withDestinationPath: h.path("folder"))
        try FileManager.default.createSymbolicLink(atPath: h.path("to-null"), withDestinationPath: "/dev/null")
        try FileManager.default.createSymbolicLink(atPath: h.path("to-db"), withDestinationPath: h.db)
        for (target, kind) in [("fifo", "a FIFO"), ("folder", "a folder"), ("to-folder", "a folder"), ("to-null", "a device"),
                               ("habitat.sqlite", "the database itself"), ("to-db", "the database itself"),
                               ("habitat.sqlite-wal", "the database itself")] {
            let result = try h.run(now + ["export", "--output", h.path(target)])
            #expect(result.status == 1)
            #expect(result.stderr == "habitat: won't write the export to \(h.path(target)): it is \(kind)\(kind.hasPrefix("the") ? "" : ", not a regular file (use - for standard output)").\n")
        }
        let dev = try h.run(now + ["export", "--output", "/dev/null"])
        #expect(dev.status == 1 && dev.stderr.contains("it is a device"))
        // Everything refused is as it was, and no temporary file is left behind.
        var info = stat()
        #expect(lstat(h.path("fifo"), &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
        #expect(lstat("/dev/null", &info) == 0 && info.st_mode & S_IFMT == S_IFCHR)
        #expect(try FileManager.default.contentsOfDirectory(atPath: h.path("folder")).isEmpty)
        #expect(try Data(contentsOf: URL(fileURLWithPath: h.db)) == database)
        #expect(try FileManager.default.contentsOfDirectory(atPath: h.path("")).filter { $0.hasSuffix(".tmp") }.isEmpty)

        // A link to a regular file is followed: the file is replaced, the link kept; "-" is standard output.
        FileManager.default.createFile(atPath: h.path("real.json"), contents: Data("old".utf8))
        try FileManager.default.createSymbolicLink(atPath: h.path("to-real"), withDestinationPath: h.path("real.json"))
        #expect(try h.run(now + ["export", "--output", h.path("to-real")]).status == 0)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: h.path("to-real")) == h.path("real.json"))
        let stdout = try h.run(now + ["export", "--output", "-"]).stdout
        #expect(try String(contentsOfFile: h.path("real.json"), encoding: .utf8) == stdout)
    }

    @Test func usersAreKeptApart() throws {
        let h = Habitat()
        try h.run(now + ["--user", "alice", "import", sampleExportPath])
        let bob = try h.run(now + ["export", "--user", "bob"])
        #expect(bob.stdout == "{\n  \"format\": \"habitat\",\n  \"version\": 1,\n  \"habits\": [],\n  \"groups\": []\n}\n")
    }
}

@Suite struct CommandLineTests {
    @Test(arguments: [
        (["bogus"], "unknown command \"bogus\""),
        (["--frobnicate"], "unknown option --frobnicate"),
        (["--now", "2026-02-30T07:00", "today"], "--now is a local date and time like 2026-02-02T07:30"),
        (["--week-start", "friday", "today"], "--week-start is monday or sunday"),
        (["export", "--format", "xml"], "--format is json, csv or ics"),
        (["stats", "--range", "12"], "--range is 7, 30, 90 or all"),
        (["stats", "--from", "2026-02-01"], "stats --from needs --to as well"),
        (["stats", "--from", "2026-02-10", "--to", "2026-02-01"], "A window of days can't end (2026-02-01) before it starts"),
        (["stats", "--from", "2026-02-01", "--to", "2026-02-10", "--range", "7"], "stats takes --range or --from and --to, not both"),
        (["import"], "import needs a file"),
        (["today", "extra"], "today takes no argument \"extra\""),
        (["--user", ""], "--user needs a name"),
        (["--db"], "--db needs a value"),
    ])
    func badUsageExitsTwoWithOneSentence(_ arguments: [String], _ message: String) throws {
        let result = try Habitat().run(arguments)
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("habitat: " + message), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(result.stdout.isEmpty)
    }

    @Test func aLeadingDoubleDashIsDropped() throws {
        // As `swift run habitat -- …` passes it on, so the README's lines work as written.
        let h = Habitat()
        #expect(try h.run(["--", "stats", "--range", "30"]).status == 0)
        #expect(try h.run(["--", "--help"]).stdout.hasPrefix("Habitat — a conversational habit coach."))
        let csv = try h.run(["--", "export", "--format", "csv", "--output", h.path("marks.csv")])
        #expect(csv.status == 0 && FileManager.default.fileExists(atPath: h.path("marks.csv")))
    }

    @Test func helpAndVersion() throws {
        let h = Habitat()
        #expect(try h.run(["--version"]).stdout == "habitat 0.1.0\n")
        let help = try h.run(["--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("--week-start monday|sunday"))
        let bare = try h.run(["--now", "2026-02-02T08:00"], stdin: "hello\n")
        #expect(bare.status == 0)
        #expect(bare.stdout.hasPrefix("Hey! I'm here to help you build better habits."))
    }

    @Test func aFileThatIsNotADatabaseIsLeftAlone() throws {
        let h = Habitat()
        try "precious".write(toFile: h.path("notes.txt"), atomically: true, encoding: .utf8)
        let result = try h.run(["--db", h.path("notes.txt"), "today"])
        #expect(result.status == 1)
        #expect(result.stderr == "habitat: \(h.path("notes.txt")) is not a database, so Habitat won't touch it; choose another file with --db.\n")
        #expect(try String(contentsOfFile: h.path("notes.txt"), encoding: .utf8) == "precious")
    }

    /// A database that can only be read — its file and folder not writable by this user, as on a read-only
    /// mount — can still be viewed and exported, and nothing is created beside it. Root can write anything,
    /// so as root the reader runs as `nobody`.
    @Test func aReadOnlyDatabaseCanStillBeViewedAndExported() throws {
        var h = Habitat()
        try h.run(["--now", "2026-03-10T08:00", "chat"], stdin: "add running daily\nI ran today\n")
        if getuid() == 0 {
            guard FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") else { return }
            h.launcher = ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"]
            // A copy in the scratch folder, in case the build folder is private to root.
            try FileManager.default.copyItem(atPath: Habitat.binary.path, toPath: h.path("habitat"))
            h.launched = h.path("habitat")
            chmod(h.db, 0o644)
            chmod(h.folder, 0o755)
            // Where nobody can run Habitat at all (the toolchain's libraries private to root), there is no other
            // user to be: the check can't be made here.
            guard try h.run(["--version"]).status == 0 else { return }
        } else {
            chmod(h.db, 0o444)
            chmod(h.folder, 0o555)
        }
        defer { chmod(h.folder, 0o755) }
        let before = try Data(contentsOf: URL(fileURLWithPath: h.db))
        let files = try FileManager.default.contentsOfDirectory(atPath: h.folder).sorted()
        for command in [["today"], ["stats"], ["history", "--days", "7"], ["export"], ["report"], ["export", "--format", "csv"]] {
            let result = try h.run(["--now", "2026-03-10T09:00"] + command)
            #expect(result.status == 0, "\(command): \(result.stderr)")
            #expect(result.stdout.contains("Running"), "\(command)")
        }
        // The REPL still opens (issue 24, F5): it answers what only reads, and refuses each change with a sentence.
        let write = try h.run(["--now", "2026-03-10T09:00", "chat"], stdin: "add reading daily\nlist my habits\nhow am i doing?\nadd yoga daily\n")
        #expect(write.status == 0, "\(write.stderr)")
        #expect(write.stderr.hasPrefix("habitat: the database at \(h.db) can only be read"), "\(write.stderr)")
        #expect(write.stderr.components(separatedBy: "can't be written").count - 1 == 2, "one sentence for each refused change: \(write.stderr)")
        #expect(write.stdout.contains("Running"), "\(write.stdout)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: h.db)) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: h.folder).sorted() == files)
    }

    @Test func theDefaultDatabaseLivesInTheXDGDataFolder() throws {
        var h = Habitat()
        h.environment["HABITAT_DB"] = nil
        let result = try h.run(["today"], environment: ["XDG_DATA_HOME": h.path("data")])
        #expect(result.status == 0, "\(result.stderr)")
        let file = h.path("data/habitat/habitat.sqlite")
        #expect(permissions(file) == 0o600)
        #expect(permissions(h.path("data/habitat")) == 0o700)
        // A data folder opened up to others is made private again.
        chmod(h.path("data/habitat"), 0o755)
        #expect(try h.run(["today"], environment: ["XDG_DATA_HOME": h.path("data")]).status == 0)
        #expect(permissions(h.path("data/habitat")) == 0o700)
    }
}

@Suite struct ViewTests {
    @Test func todayShowsDueItemsWithProgress() throws {
        let h = Habitat()
        try h.run(["--now", "2026-02-10T08:00", "import", sampleExportPath])
        let today = try h.run(["today"], environment: ["HABITAT_NOW": "2026-02-10T21:00"])
        #expect(today.status == 0)
        #expect(today.stdout == """
            Today — Tuesday 10 February 2026
            0 of 3 done · Good day: in progress

            Must do
              [ ] Stretch                   every day
              [ ] Exercise — any 1 of 2: 🏃 Go running (0 of 1 this week), '; DROP TABLE
                    habits; --

            Nice to do
              [ ] Pay bills                 0 of 2 this month, 19 days left

            """)
        // Done items go below the open ones, with their streaks; a habit to avoid shows its days clean.
        try h.run(["--now", "2026-02-10T21:00", "chat"], stdin: "I stretched today\nI want to quit sugar\n")
        let later = try h.run(["--now", "2026-02-10T21:00", "today"]).stdout
        #expect(later.contains("2 of 4 done"))
        let must = later.components(separatedBy: "\n")
        let exercise = try #require(must.firstIndex { $0.contains("Exercise") }), stretch = try #require(must.firstIndex { $0.contains("Stretch") })
        #expect(exercise < stretch)
        #expect(must[stretch].hasPrefix("  [x] Stretch") && must[stretch].hasSuffix("streak 1 day"))
        #expect(later.contains("[x] Sugar") && later.contains("1 day clean"))
    }

    @Test func aSundayWeekStartChangesTheWeek() throws {
        let h = Habitat()
        try h.run(["--now", "2026-02-10T08:00", "import", sampleExportPath])
        let monday = try h.run(["--now", "2026-02-08T08:00", "today"]).stdout
        let sunday = try h.run(["--now", "2026-02-08T08:00", "--week-start", "sunday", "today"]).stdout
        #expect(monday.contains("Go running (1 of 1 this week)"))
        #expect(sunday.contains("Go running (0 of 1 this week)"))
    }

    @Test func statsShowTheInsightCards() throws {
        let h = Habitat()
        try h.run(["--now", "2026-02-10T08:00", "import", sampleExportPath])
        let stats = try h.run(["--now", "2026-02-10T08:00", "stats", "--range", "all"])
        #expect(stats.status == 0)
        #expect(stats.stdout.contains("Overall consistency: 8% — 1 of 13 completed"))
        #expect(stats.stdout.contains("Good days: 0 of 9 (0%)"))
        #expect(stats.stdout.contains("Most consistent: \"Go running\" at 100% completion over all time."))
        // Two habits at 0%: below 5%, so no "room for growth" card.
        #expect(!stats.stdout.contains("Room for growth"))
        let window = try h.run(["--now", "2026-02-10T08:00", "stats", "--from", "2026-02-01", "--to", "2026-02-05"])
        #expect(window.status == 0)
        #expect(window.stdout.hasPrefix("Stats — 2026-02-01 to 2026-02-05\n"))
        #expect(window.stdout.contains("over 2026-02-01 to 2026-02-05."))
    }

    @Test func anEditTodayLeavesAPastMonthAsItWas() throws {
        let h = Habitat()
        try h.run(["--now", "2026-02-02T08:00", "chat"], stdin: "add swimming every day\nadd reading every day\nquit smoking\n")
        for day in ["03", "05", "10", "11", "17"] {
            try h.run(["--now", "2026-02-\(day)T20:00", "chat"], stdin: "I went swimming and read today\n")
        }
        try h.run(["--now", "2026-02-12T20:00", "chat"], stdin: "I smoked today\n")
        let february = ["--now", "2026-03-10T09:00", "stats", "--from", "2026-02-01", "--to", "2026-02-28"]
        let before = try h.run(february)
        #expect(before.stdout.contains("Overall consistency: 19% — 10 of 54 completed"), "\(before.stdout)")
        #expect(before.stdout.contains("Smoking  ") && before.stdout.contains("26 of 27 days clean"))
        let edits = try h.run(["--now", "2026-03-10T09:00", "chat"],
                              stdin: "make swimming weekends only\nmake reading optional\nmake smoking a habit to build\n")
        #expect(edits.status == 0)
        #expect(try h.run(february).stdout == before.stdout)
        // The export carries the history, and restores into a fresh database as it was.
        let exported = try h.run(["--now", "2026-03-10T09:00", "export"]).stdout
        #expect(exported.contains("\"history\""))
        let copy = Habitat()
        #expect(try copy.run(["--now", "2026-03-10T09:00", "import", "-"], stdin: exported).status == 0)
        #expect(try copy.run(february).stdout == before.stdout)
    }

    @Test func theReportIsOneSelfContainedPage() throws {
        let h = Habitat()
        try h.run(["--now", "2026-02-10T08:00", "import", sampleExportPath])
        try h.run(["--now", "2026-02-10T08:00", "chat"], stdin: "add \"<b>Tea & 'cake'\" every day\nI had <b>Tea & 'cake' today\n")
        let result = try h.run(["--now", "2026-02-10T20:00", "report", "--days", "60", "--output", h.path("report.html")])
        #expect(result.status == 0, "\(result.stderr)")
        let page = try String(contentsOfFile: h.path("report.html"), encoding: .utf8)
        #expect(page.hasPrefix("<!doctype html>") && page.hasSuffix("</html>\n"))
        // Nothing is fetched or run: no scripts, no links out, no imports.
        for outside in ["<script", "http://", "https://", "src=", "@import", "url("] { #expect(!page.contains(outside), "\(outside)") }
        // Names are escaped, never markup.
        #expect(!page.contains("<b>Tea") && page.contains("&lt;b&gt;Tea &amp; &#39;cake&#39;"))
        // Every SVG is well-formed XML, and each active habit has its own heat map.
        let svgs = page.components(separatedBy: "<svg").dropFirst().map { "<svg" + $0.components(separatedBy: "</svg>")[0] + "</svg>" }
        for svg in svgs {
            let xml = svg.replacingOccurrences(of: "<svg", with: "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\"", options: .anchored)
            let parser = XMLParser(data: Data(xml.utf8))
            #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "") in \(svg.prefix(200))")
        }
        let heatMaps = svgs.filter { $0.contains("class=\"heat\"") }.count
        let active = try h.run(["--now", "2026-02-10T20:00", "export"]).stdout.components(separatedBy: "\"archived\": false").count - 1
        #expect(heatMaps == active && heatMaps > 0)
        // To standard output when no file is given; the --output refusals of export hold here too.
        #expect(try h.run(["--now", "2026-02-10T20:00", "report"]).stdout.hasPrefix("<!doctype html>"))
        #expect(try h.run(["--now", "2026-02-10T20:00", "report", "--output", h.db]).status == 1)
        #expect(try h.run(["report", "--days", "0"]).status == 2)
    }

    @Test func remindPrintsExactlyTheRemindersDue() throws {
        let h = Habitat()
        try h.run(["--now", "2026-03-02T06:00", "chat"], stdin: """
            add meditate every day
            remind me to meditate at 7:30
            add yoga on mondays and wednesdays
            remind me about yoga at 7:30
            add read every day
            remind me to read at 21:00
            pause read for a week

            """)
        #expect(try h.run(["--now", "2026-03-02T07:30", "remind"]).stdout == "07:30  Time for \"Meditate\".\n07:30  Time for \"Yoga\".\n")
        #expect(try h.run(["--now", "2026-03-02T07:31", "remind"]).stdout == "")
        // Tuesday: no yoga; a window reaches back over the minutes a timer slept through.
        #expect(try h.run(["--now", "2026-03-03T07:40", "remind", "--window", "15"]).stdout == "07:30  Time for \"Meditate\".\n")
        // Paused habits stay quiet; a window crosses midnight.
        #expect(try h.run(["--now", "2026-03-04T21:00", "remind"]).stdout == "")
        #expect(try h.run(["--now", "2026-03-03T00:10", "remind", "--window", "240"]).stdout == "")
        #expect(try h.run(["remind", "--window", "0"]).status == 2)
        // The calendar feed carries the same reminders.
        let ics = try h.run(["--now", "2026-03-02T06:00", "export", "--format", "ics"]).stdout
        #expect(ics.components(separatedBy: "BEGIN:VEVENT").count - 1 == 3 && ics.contains("RRULE:FREQ=WEEKLY;BYDAY=MO,WE"))
    }

    @Test func anEmptyDatabaseSaysHowToStart() throws {
        let h = Habitat()
        #expect(try h.run(["today"]).stdout.hasPrefix("No habits yet."))
        #expect(try h.run(["stats"]).stdout.hasPrefix("No habits yet"))
    }

    @Test func escapeSequencesInNamesNeverReachTheTerminal() throws {
        let h = Habitat()
        let doc = #"{"format":"habitat","version":1,"habits":[{"name":"Evil\u001b[2J\u001b]0;pwned\u0007 name","frequency":{"kind":"daily"},"marks":[{"day":"2026-02-10","state":"skipped","note":"x\u001b[31mred\u001b[0m"}]}]}"#
        try h.run(["--now", "2026-02-10T08:00", "import", "-"], stdin: doc)
        let today = try h.run(["--now", "2026-02-10T08:00", "today"]).stdout
        #expect(!today.contains("\u{1B}"))
        #expect(!today.contains("\u{7}"))
        #expect(today.contains("skipped: xred"))
    }
}
