import Foundation
import Testing
@testable import HabitStore
import TestSupport
import HabitExchange

/// The command line on PostgreSQL: what `--db` picks, the sentences for a server that isn't there (never with the
/// password), `backup` pointing at pg_dump, and — when `HABITAT_TEST_POSTGRES` names a test database — the same
/// commands working on it as on SQLite.
@Suite struct PostgresCLITests {
    let now = ["--now", "2026-02-10T08:00"]

    @Test func aURIOrKeywordsPickPostgreSQLAndAPathKeepsSQLite() {
        #expect(StoreLocation.parse("postgresql://ann@db.example/habitat") == .postgres("postgresql://ann@db.example/habitat"))
        #expect(StoreLocation.parse("postgres:///habitat") == .postgres("postgres:///habitat"))
        #expect(StoreLocation.parse("host=/var/run/postgresql dbname=habitat") == .postgres("host=/var/run/postgresql dbname=habitat"))
        #expect(StoreLocation.parse("dbname=habitat") == .postgres("dbname=habitat"))
        #expect(StoreLocation.parse("/tmp/host=x.sqlite") == .file("/tmp/host=x.sqlite"))
        #expect(StoreLocation.parse("habits.sqlite") == .file("habits.sqlite"))
        #expect(StoreLocation.parse("notes=old.sqlite") == .file("notes=old.sqlite"))
        #expect(StoreLocation.parse(":memory:") == .memory)
    }

    @Test(arguments: ["postgresql://ann:s3cret-pw@127.0.0.1:1/habitat", "host=/nonexistent dbname=habitat user=ann password=s3cret-pw"])
    func aServerThatIsNotThereIsOneSentenceWithoutThePassword(_ db: String) throws {
        let h = Habitat()
        for result in [try h.run(now + ["--db", db, "today"]), try h.run(now + ["chat", "hi"], environment: ["HABITAT_DB": db])] {
            #expect(result.status == 1)
            #expect(!result.stderr.contains("s3cret"), "\(result.stderr)")
            #expect(result.stderr.contains("can't open the database at postgresql://ann@"), "\(result.stderr)")
            #expect(result.stderr.contains("isn't running or can't be reached"), "\(result.stderr)")
            #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
            #expect(result.stdout.isEmpty)
        }
    }

    @Test func aConnectionStringLibpqCantReadIsOneSentence() throws {
        let result = try Habitat().run(now + ["--db", "postgresql://ann:s3cret@[bad", "today"])
        #expect(result.status == 1)
        #expect(!result.stderr.contains("s3cret"), "\(result.stderr)")
        #expect(result.stderr.contains("isn't a valid postgresql:// URI"), "\(result.stderr)")
    }

    @Test func backupOnPostgreSQLSaysPgDumpIsTheToolAndExitsTwo() throws {
        let result = try Habitat().run(now + ["--db", "postgresql://ann:s3cret@127.0.0.1:1/habitat", "backup"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("pg_dump"), "\(result.stderr)")
        #expect(!result.stderr.contains("s3cret"))
    }

    @Test(.enabled(if: ProcessInfo.processInfo.environment["HABITAT_TEST_POSTGRES"]?.isEmpty == false,
                   "PostgreSQL variants of the command-line tests skipped: set HABITAT_TEST_POSTGRES to run them"))
    func chatImportExportAndViewsWorkOnPostgreSQL() throws {
        let db = try freshPostgres()
        let h = Habitat()
        let imported = try h.run(now + ["--db", db, "import", sampleExportPath])
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stdout.contains("5 new habits, 1 new group, 3 marks"))
        let exported = try h.run(now + ["--db", db, "export", "--format", "json"])
        #expect(exported.status == 0, "\(exported.stderr)")
        #expect(exported.stdout == (try String(contentsOfFile: sampleExportPath, encoding: .utf8)))
        #expect(try h.run(now + ["--db", db, "import", sampleExportPath]).stdout.hasPrefix("Nothing new in"))

        let chat = try h.run(now + ["chat", "add yoga every day"], environment: ["HABITAT_DB": db])
        #expect(chat.status == 0, "\(chat.stderr)")
        let today = try h.run(now + ["--db", db, "today"])
        #expect(today.status == 0, "\(today.stderr)")
        #expect(today.stdout.contains("Yoga"))
        #expect(try h.run(now + ["--db", db, "stats"]).status == 0)
        #expect(try h.run(now + ["--db", db, "report"]).status == 0)
        #expect(try h.run(now + ["--db", db, "history"]).status == 0)
        #expect(try h.run(now + ["--db", db, "explain", "did yoga"]).status == 0)
        let reminded = try h.run(["--db", db, "--now", "2026-02-10T07:00", "chat", "remind me to do yoga at 7:05"])
        #expect(reminded.status == 0, "\(reminded.stderr)")
        let due = try h.run(["--db", db, "--now", "2026-02-10T07:06", "remind", "--window", "10"])
        #expect(due.status == 0 && due.stdout.contains("07:05"), "\(due.stdout) \(due.stderr)")
        let mcp = try h.run(["--db", db, "mcp"], stdin: #"{"jsonrpc":"2.0","id":1,"method":"ping"}"# + "\n")
        #expect(mcp.status == 0 && mcp.stdout.contains(#""id":1"#), "\(mcp.stdout) \(mcp.stderr)")
    }
}

/// Several `serve` workers on one PostgreSQL database: the reason it exists.
@Suite struct PostgresServeTests {
    /// Four `serve` processes at once on one database, each with a mixed stream: habits for a user of its own, habits for
    /// a user all four share (each in its own session), and marks on one habit of that shared user (each its own days —
    /// every mark rewrites the habit's one row of codes, so a lost update would lose days). Everything acknowledged is
    /// in the export afterwards, and nothing was refused.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["HABITAT_TEST_POSTGRES"]?.isEmpty == false,
                   "PostgreSQL variants of the serve tests skipped: set HABITAT_TEST_POSTGRES to run them"))
    func fourServersOnOneDatabaseLoseNoAcknowledgedChange() async throws {
        let db = try freshPostgres()
        let h = Habitat()
        let setup = try h.run(["--db", db, "--now", "2026-02-02T08:00", "--user", "shared", "chat", "add reading every day"])
        #expect(setup.status == 0, "\(setup.stderr)")
        let perServer = 24
        func stream(_ p: Int) -> String {
            (0..<perServer).map { k -> String in
                let text: String, user: String, session: String
                switch k % 3 {
                case 0: (text, user, session) = ("add \"P\(p)H\(k)\" every day", "u\(p)", "default")
                case 1: (text, user, session) = ("add \"S\(p)H\(k)\" every day", "shared", "add\(p)")
                default: (text, user, session) = ("did reading \(p * perServer + k) days ago", "shared", "log\(p)")
                }
                return #"{"jsonrpc":"2.0","id":\#(k),"method":"chat.send","params":{"text":"\#(text.replacingOccurrences(of: "\"", with: "\\\""))","userId":"\#(user)","sessionId":"\#(session)"}}"#
            }.joined(separator: "\n") + "\n"
        }
        let results = try await withThrowingTaskGroup(of: Habitat.Result.self) { group in
            for p in 0..<4 {
                group.addTask { try h.run(["--db", db, "--now", "2026-06-30T08:00", "serve"], stdin: stream(p)) }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        var created: Set<String> = [], logged: Set<String> = []
        for result in results {
            #expect(result.status == 0, "\(result.stderr)")
            #expect(!result.stdout.contains(#""error""#), "\(result.stdout.prefix(500))")
            for line in result.stdout.split(separator: "\n") {
                for event in try JSON.parse(Data(line.utf8))["result"]?["events"]?.arrayValue ?? [] {
                    if event["type"] == .string("habit.created"), let name = event["habit"]?["name"]?.stringValue { created.insert(name) }
                    if event["type"] == .string("mark.set"), let day = event["day"]?.stringValue { logged.insert(day) }
                }
            }
        }
        #expect(created.count == 4 * 2 * perServer / 3, "every request acknowledged")
        #expect(logged.count == 4 * perServer / 3)
        var stored: Set<String> = [], days: Set<String> = []
        for user in ["shared", "u0", "u1", "u2", "u3"] {
            let export = try h.run(["--db", db, "--now", "2026-06-30T08:00", "--user", user, "export"])
            #expect(export.status == 0, "\(export.stderr)")
            for habit in try JSON.parse(Data(export.stdout.utf8))["habits"]?.arrayValue ?? [] {
                stored.insert(habit["name"]?.stringValue ?? "")
                if habit["name"] == .string("Reading") { days.formUnion((habit["marks"]?.arrayValue ?? []).compactMap { $0["day"]?.stringValue }) }
            }
        }
        #expect(created.subtracting(stored).isEmpty, "acknowledged but gone: \(created.subtracting(stored).sorted())")
        #expect(logged.subtracting(days).isEmpty, "acknowledged but gone: \(logged.subtracting(days).sorted())")
    }
}

extension PostgresServeTests {
    /// `serve` on PostgreSQL killed with SIGKILL right after a request (maybe mid-turn, holding the user's lock): every
    /// acknowledged change is there, and the next server for the same user isn't kept waiting by the dead one's lock.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["HABITAT_TEST_POSTGRES"]?.isEmpty == false,
                   "PostgreSQL variants of the serve tests skipped: set HABITAT_TEST_POSTGRES to run them"))
    func aKilledServerLosesNothingAcknowledged() throws {
        let db = try freshPostgres()
        let h = Habitat()
        let acknowledged = try killedMidStream(h, db, user: "ann", rounds: 4)
        let export = try h.run(["--db", db, "--now", "2026-02-02T08:00", "--user", "ann", "export"])
        #expect(export.status == 0, "\(export.stderr)")
        let names = Set((try JSON.parse(Data(export.stdout.utf8))["habits"]?.arrayValue ?? []).compactMap { $0["name"]?.stringValue })
        #expect(acknowledged.count == 2 + 3 + 4 + 5)
        for name in acknowledged { #expect(names.contains(name), "\(name) was acknowledged but is gone") }
    }

    /// Four `serve` processes on one database at once, for the same user and for others, one of them killed with SIGKILL
    /// after each few requests (and started again): what any of them acknowledged is there afterwards, and the three that
    /// run on are never left waiting on the dead one's lock.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["HABITAT_TEST_POSTGRES"]?.isEmpty == false,
                   "PostgreSQL variants of the serve tests skipped: set HABITAT_TEST_POSTGRES to run them"))
    func oneOfFourServersKilledLosesNothingAcknowledged() async throws {
        let db = try freshPostgres()
        let h = Habitat()
        func stream(_ p: Int) -> String {
            (0..<18).map { k -> String in
                let user = k % 2 == 0 ? "ann" : "u\(p)"
                return #"{"jsonrpc":"2.0","id":\#(k),"method":"chat.send","params":{"text":"add \"P\#(p)H\#(k)\" every day","userId":"\#(user)","sessionId":"s\#(p)"}}"#
            }.joined(separator: "\n") + "\n"
        }
        async let killed = Task { try killedMidStream(h, db, user: "ann", rounds: 4) }.value
        let results = try await withThrowingTaskGroup(of: Habitat.Result.self) { group in
            for p in 0..<3 { group.addTask { try h.run(["--db", db, "--now", "2026-02-02T08:00", "serve"], stdin: stream(p)) } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        var acknowledged = Set(try await killed)
        let killedAcknowledged = acknowledged.count
        #expect(killedAcknowledged == 14)
        for result in results {
            #expect(result.status == 0, "\(result.stderr)")
            for line in result.stdout.split(separator: "\n") {
                for event in try JSON.parse(Data(line.utf8))["result"]?["events"]?.arrayValue ?? [] {
                    if event["type"] == .string("habit.created"), let name = event["habit"]?["name"]?.stringValue { acknowledged.insert(name) }
                }
            }
        }
        let expected = 14 + 3 * 18
        #expect(acknowledged.count == expected, "every request acknowledged")
        var stored: Set<String> = []
        for user in ["ann", "u0", "u1", "u2"] {
            let export = try h.run(["--db", db, "--now", "2026-02-02T08:00", "--user", user, "export"])
            #expect(export.status == 0, "\(export.stderr)")
            stored.formUnion((try JSON.parse(Data(export.stdout.utf8))["habits"]?.arrayValue ?? []).compactMap { $0["name"]?.stringValue })
        }
        #expect(acknowledged.subtracting(stored).isEmpty, "acknowledged but gone: \(acknowledged.subtracting(stored).sorted())")
    }

    /// `rounds` servers one after another for `user`, round r asking for r + 2 habits one at a time and killed with SIGKILL
    /// right after one more request is sent; the names whose creation was acknowledged.
    private func killedMidStream(_ h: Habitat, _ db: String, user: String, rounds: Int) throws -> [String] {
        var acknowledged: [String] = []
        for round in 0..<rounds {
            let process = Process()
            process.executableURL = Habitat.binary
            process.arguments = ["--db", db, "--now", "2026-02-02T08:00", "serve"]
            process.environment = h.environment
            let input = Pipe(), output = Pipe()
            process.standardInput = input
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            try process.run()
            var buffer = Data()
            for k in 0..<(round + 2) {
                let name = "R\(round)H\(k)"
                let request = #"{"jsonrpc":"2.0","id":\#(k),"method":"chat.send","params":{"text":"add \"\#(name)\" every day","userId":"\#(user)"}}"# + "\n"
                try input.fileHandleForWriting.write(contentsOf: Data(request.utf8))
                while !buffer.contains(0x0A) {
                    let chunk = output.fileHandleForReading.availableData
                    if chunk.isEmpty { break }
                    buffer.append(chunk)
                }
                guard let newline = buffer.firstIndex(of: 0x0A) else { break }
                let response = try JSON.parse(Data(buffer[..<newline]))
                buffer.removeSubrange(...newline)
                if response["result"]?["events"]?.arrayValue.contains(where: { $0["type"] == .string("habit.created") }) == true {
                    acknowledged.append(name)
                }
            }
            try? input.fileHandleForWriting.write(contentsOf: Data((#"{"jsonrpc":"2.0","id":99,"method":"chat.send","params":{"text":"add \"late\#(round)\" every day","userId":"\#(user)"}}"# + "\n").utf8))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        return acknowledged
    }
}

extension PostgresServeTests {
    /// The server's connection cut under a running `serve` (the server restarted, say): that request gets an error reply
    /// with a sentence, the process connects again and answers the next ones, and nothing acknowledged is lost.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["HABITAT_TEST_POSTGRES"]?.isEmpty == false,
                   "PostgreSQL variants of the serve tests skipped: set HABITAT_TEST_POSTGRES to run them"))
    func aLostConnectionIsAnErrorReplyAndServeReconnects() throws {
        // The connection is found by a name of its own, to be cut from outside.
        let name = "habitat-test-" + UUID().uuidString.prefix(8).lowercased()
        let db = try freshPostgres() + " application_name=" + name
        let h = Habitat()
        let process = Process()
        process.executableURL = Habitat.binary
        process.arguments = ["--db", db, "--now", "2026-02-02T08:00", "serve"]
        process.environment = h.environment
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        var buffer = Data()
        func send(_ id: Int, _ text: String) throws -> JSON {
            let request = #"{"jsonrpc":"2.0","id":\#(id),"method":"chat.send","params":{"text":"\#(text)","userId":"ann"}}"# + "\n"
            try input.fileHandleForWriting.write(contentsOf: Data(request.utf8))
            while !buffer.contains(0x0A) {
                let chunk = output.fileHandleForReading.availableData
                if chunk.isEmpty { break }
                buffer.append(chunk)
            }
            let newline = try #require(buffer.firstIndex(of: 0x0A))
            defer { buffer.removeSubrange(...newline) }
            return try JSON.parse(Data(buffer[..<newline]))
        }
        #expect(try send(1, "add reading every day")["result"] != nil)
        let url = try #require(Engine.postgresURL)
        let admin = try PGConnection(try #require(PostgresTarget(url)))
        let cut = try admin.scalar("SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity WHERE application_name = $1", [.text(name)])
        admin.close()
        #expect(cut == 1)
        let failed = try send(2, "add walking every day")
        #expect(failed["error"]?["message"]?.stringValue?.contains("connection to the database") == true, "\(failed)")
        #expect(try send(3, "add swimming every day")["result"] != nil)
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let export = try h.run(["--db", db, "--now", "2026-02-02T08:00", "--user", "ann", "export"])
        let names = (try JSON.parse(Data(export.stdout.utf8))["habits"]?.arrayValue ?? []).compactMap { $0["name"]?.stringValue }
        #expect(names.contains("Reading") && names.contains("Swimming"), "\(names)")
    }
}

func freshPostgres() throws -> String { try Engine.freshPostgres() }
