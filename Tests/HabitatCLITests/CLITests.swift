import Foundation
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
        #expect(csv.hasPrefix("date,habit,state,note\r\n2026-01-16,Smoking,slipped,\r\n"))
        let mode = (try FileManager.default.attributesOfItem(atPath: h.path("marks.csv"))[.posixPermissions] as? NSNumber)?.intValue
        #expect(mode == 0o600)
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
        (["export", "--format", "xml"], "--format is json or csv"),
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

    @Test func theDefaultDatabaseLivesInTheXDGDataFolder() throws {
        var h = Habitat()
        h.environment["HABITAT_DB"] = nil
        let result = try h.run(["today"], environment: ["XDG_DATA_HOME": h.path("data")])
        #expect(result.status == 0, "\(result.stderr)")
        let file = h.path("data/habitat/habitat.sqlite")
        let attributes = { (path: String) in (try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? NSNumber)?.intValue }
        #expect(try attributes(file) == 0o600)
        #expect(try attributes(h.path("data/habitat")) == 0o700)
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
            Good day: in progress

            Must do
              [ ] Stretch                   every day
              [ ] Exercise — pick 1 of 2
                [ ] Go running              0 of 1 this week, 6 days left
                [ ] '; DROP TABLE habits;…  every 3 days

            Nice to do
              [ ] Pay bills                 0 of 2 this month, 19 days left

            """)
    }

    @Test func aSundayWeekStartChangesTheWeek() throws {
        let h = Habitat()
        try h.run(["--now", "2026-02-10T08:00", "import", sampleExportPath])
        let monday = try h.run(["--now", "2026-02-08T08:00", "today"]).stdout
        let sunday = try h.run(["--now", "2026-02-08T08:00", "--week-start", "sunday", "today"]).stdout
        #expect(monday.contains("Go running              1 of 1 this week — target reached"))
        #expect(sunday.contains("Go running              0 of 1 this week, 7 days left"))
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
