import Foundation
import Testing
import HabitDomain
import HabitStore
import HabitExchange
import TestSupport

/// Issue 24 ("Hardening, round three"): each finding's test, run against the built binary.
@Suite struct HardeningTests {
    let now = ["--now", "2026-02-02T08:00"]

    /// Runs a shell line with `$H` the habitat binary and `$D` the scratch folder; returns its stdout.
    @discardableResult
    func shell(_ h: Habitat, _ script: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script]
        process.environment = h.environment.merging(["H": Habitat.binary.path, "D": h.folder]) { _, new in new }
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    // MARK: F2 — a closed output pipe ends the program quietly

    @Test func chatIntoHeadEndsQuietly() throws {
        let h = Habitat()
        // 200 replies are far more than a pipe holds, so the writes after `head` has gone fail with EPIPE.
        try String(repeating: "help\n", count: 200).write(toFile: h.path("in.txt"), atomically: true, encoding: .utf8)
        let first = try shell(h, #"{ "$H" --now 2026-02-02T08:00 chat < "$D/in.txt" 2> "$D/err"; echo $? > "$D/rc"; } | head -1"#)
        #expect(!first.isEmpty)
        let rc = try String(contentsOfFile: h.path("rc"), encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        let err = try String(contentsOfFile: h.path("err"), encoding: .utf8)
        #expect(rc == "0", "exit status \(rc): \(err.prefix(300))")
        #expect(err.isEmpty, "\(err.prefix(300))")
        for command in [["export"], ["export", "--format", "csv"], ["today"], ["--help"]] {
            try h.run(now + ["chat"], stdin: (0..<60).map { "add habit number \($0) every day" }.joined(separator: "\n") + "\n")
            let args = command.map { "'\($0)'" }.joined(separator: " ")
            try shell(h, #"{ "$H" --now 2026-02-02T08:00 \#(args) 2> "$D/err"; echo $? > "$D/rc"; } | head -c 1 > /dev/null"#)
            let rc = try String(contentsOfFile: h.path("rc"), encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
            let err = try String(contentsOfFile: h.path("err"), encoding: .utf8)
            #expect(rc == "0" && err.isEmpty, "\(command): exit \(rc) \(err.prefix(300))")
        }
        // One turn from the shell (`habitat chat MESSAGE…`) into a reader already gone, or with stdout closed.
        for script in [#"{ sleep 0.3; "$H" --now 2026-02-02T08:00 chat how am I doing 2> "$D/err"; echo $? > "$D/rc"; } | true"#,
                       #""$H" --now 2026-02-02T08:00 chat how am I doing >&- 2> "$D/err"; echo $? > "$D/rc""#] {
            try shell(h, script)
            let rc = try String(contentsOfFile: h.path("rc"), encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
            let err = try String(contentsOfFile: h.path("err"), encoding: .utf8)
            #expect(rc == "0" && err.isEmpty, "\(script): exit \(rc) \(err.prefix(300))")
        }
    }

    // MARK: F1 — when a process ends, the database file alone holds its data

    /// Copies the database file alone (no `-wal`) and lists the habit names the copy holds.
    func namesInCopyOfMainFile(_ h: Habitat) throws -> [String] {
        let copy = h.path("copy-\(UUID().uuidString).sqlite")
        try FileManager.default.copyItem(atPath: h.db, toPath: copy)
        let export = try h.run(now + ["--db", copy, "export"])
        #expect(export.status == 0, "\(export.stderr)")
        return try JSON.parse(Data(export.stdout.utf8))["habits"]?.arrayValue.compactMap { $0["name"]?.stringValue } ?? []
    }

    @Test func theMainFileHoldsTheDataAfterServeChatAndImport() throws {
        let h = Habitat()
        let serve = try h.run(now + ["serve"], stdin: #"{"jsonrpc":"2.0","id":1,"method":"chat.send","params":{"text":"add reading every day"}}"# + "\n")
        #expect(serve.stdout.contains("habit.created"))
        #expect(try namesInCopyOfMainFile(h) == ["Reading"])
        #expect(!FileManager.default.fileExists(atPath: h.db + "-wal"), "the WAL is removed when the last connection closes")
        try h.run(now + ["chat"], stdin: "add yoga every day\n")
        #expect(try namesInCopyOfMainFile(h).sorted() == ["Reading", "Yoga"])
        try h.run(["--now", "2026-06-01T08:00", "import", sampleExportPath])
        #expect(try namesInCopyOfMainFile(h).count > 2)
    }

    // MARK: F9 — a file-size limit is an error reply, not a dead process

    @Test func serveOutlivesAFileSizeLimitWithoutHelp() throws {
        let h = Habitat()
        let requests = (0..<200).map { #"{"jsonrpc":"2.0","id":\#($0),"method":"chat.send","params":{"text":"add \"Limit \#($0)\" every day"}}"# }
        try (requests.joined(separator: "\n") + "\n").write(toFile: h.path("in.ndjson"), atomically: true, encoding: .utf8)
        // No `trap '' XFSZ` here: the process itself must not die of SIGXFSZ when a write passes the limit.
        let out = try shell(h, #"ulimit -f 800; "$H" --now 2026-02-02T08:00 serve < "$D/in.ndjson" 2> /dev/null; echo "exit $?""#)
        let lines = out.split(separator: "\n")
        #expect(lines.last == "exit 0", "\(lines.last ?? "")")
        let responses = try lines.dropLast().map { try JSON.parse(Data($0.utf8)) }
        #expect(responses.count == 200, "every request is answered")
        let errors = responses.compactMap { $0["error"] }
        #expect(!errors.isEmpty, "the limit should have been reached")
        #expect(errors.allSatisfy { $0["code"] == .int(-32001) && $0["data"]?["kind"] == .string("store") }, "\(errors.first.map { "\($0)" } ?? "")")
        #expect(try SQLiteStore(.file(h.db)).integrityCheck() == "ok")
    }

    // MARK: F3 — reads never wait on a writer

    @Test func pipedReadsDontWaitForAnotherProcesssWrite() throws {
        let h = Habitat()
        try h.run(now + ["chat"], stdin: "add reading every day\n")
        let reads = ["ping", "habits.list", "today", "ping", "stats"].enumerated()
            .map { #"{"jsonrpc":"2.0","id":\#($0.offset),"method":"\#($0.element)"}"# }.joined(separator: "\n") + "\n"
        let writer = try SQLiteStore(.file(h.db))
        var took = 0.0
        var result: Habitat.Result? = nil
        // Another connection holds the write lock while the server answers the piped reads.
        try writer.batch {
            let start = DispatchTime.now()
            result = try h.run(now + ["serve"], stdin: reads)
            took = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
        }
        let lines = result?.stdout.split(separator: "\n") ?? []
        #expect(lines.count == 5 && lines.allSatisfy { $0.contains("\"result\"") }, "\(result?.stdout.prefix(400) ?? "")")
        #expect(took < 2, "the reads took \(took) s while another process held the write lock")
        let today = try h.run(now + ["today"])
        #expect(today.status == 0)
    }

    // MARK: F11 — "Straße" and "STRASSE" are one name, in chat and in import

    @Test func caseFoldedNamesAreOneHabitInChatAndImport() throws {
        let h = Habitat()
        try h.run(now + ["chat"], stdin: "add Straße every day\nadd STRASSE every day\nadd \"strasse\" every day\n")
        let names = try JSON.parse(Data(try h.run(now + ["export"]).stdout.utf8))["habits"]?.arrayValue.compactMap { $0["name"]?.stringValue }
        #expect(names == ["Straße"])
        let document = #"{"format": "habitat", "version": 1, "habits": [{"name": "STRASSE", "frequency": {"kind": "daily"}, "marks": [{"day": "2026-02-02", "state": "done"}]}]}"#
        try document.write(toFile: h.path("doc.json"), atomically: true, encoding: .utf8)
        let imported = try h.run(now + ["import", h.path("doc.json")])
        #expect(imported.status == 0, "\(imported.stderr)")
        let after = try JSON.parse(Data(try h.run(now + ["export"]).stdout.utf8))["habits"]?.arrayValue ?? []
        #expect(after.count == 1)
        #expect(after.first?["marks"]?.arrayValue.count == 1)
    }

    // MARK: F13 — pausing a habit twice for one span keeps one pause

    @Test func pausingTwiceForOneSpanKeepsOnePause() throws {
        let h = Habitat()
        try h.run(now + ["chat"], stdin: "add yoga every day\npause yoga next week\npause yoga next week\n")
        let pauses = try JSON.parse(Data(try h.run(now + ["export"]).stdout.utf8))["pauses"]?.arrayValue ?? []
        #expect(pauses.count == 1, "\(pauses)")
        let undo = try h.run(now + ["chat"], stdin: "undo\n")
        #expect(undo.status == 0)
        #expect((try JSON.parse(Data(try h.run(now + ["export"]).stdout.utf8))["pauses"]?.arrayValue ?? []).count == 1)
    }

    // MARK: F4 — a habit holds at most 20 reminders; the 21st is refused with a sentence (the coach's own, in words)

    @Test func theTwentyFirstReminderIsRefusedWithASentence() throws {
        let h = Habitat()
        let lines = ["add yoga every day", "remind me to do yoga at 6:00"] + (1...20).map { String(format: "also remind me at %d:%02d", 6 + $0 / 2, ($0 % 2) * 30) }
        let chat = try h.run(now + ["chat"], stdin: lines.joined(separator: "\n") + "\n")
        #expect(chat.status == 0)
        // Said by the coach before any change is proposed (the store refuses it too, should one reach it).
        #expect(chat.stdout.contains("\"Yoga\" already has 20 reminders"), "\(chat.stdout)")
        let habits = try JSON.parse(Data(try h.run(now + ["export"]).stdout.utf8))["habits"]?.arrayValue ?? []
        #expect(habits.first?["reminders"]?.arrayValue.count == 20)
        let serve = try h.run(now + ["serve"], stdin: #"{"jsonrpc":"2.0","id":1,"method":"chat.send","params":{"text":"remind me to do yoga at 21:00"}}"# + "\n")
        let response = try JSON.parse(Data(serve.stdout.utf8))
        #expect(response["error"]?["code"] == .int(-32002) || response["result"] != nil, "\(serve.stdout)")
    }

    // MARK: F8 — a damaged page is refused: no silent export, no writes, a sentence and a non-zero exit

    /// A database of 60 habits with a year of marks each (the marks table spans several pages under an interior root).
    func bigDatabase(_ h: Habitat) throws {
        var habits: [String] = []
        for i in 0..<60 {
            let marks = (0..<380).map { #"{"day": "\#(Day(iso: "2025-01-01")!.adding(days: $0).iso)", "state": "done"}"# }
            habits.append(#"{"name": "Habit \#(i)", "created": "2025-01-01", "frequency": {"kind": "daily"}, "marks": [\#(marks.joined(separator: ","))]}"#)
        }
        try (#"{"format": "habitat", "version": 1, "habits": ["# + habits.joined(separator: ",") + "]}").write(toFile: h.path("big.json"), atomically: true, encoding: .utf8)
        let imported = try h.run(now + ["import", h.path("big.json")])
        #expect(imported.status == 0, "\(imported.stderr)")
    }

    /// The mark table's root page: its number and the file's page size (read from the file's own header).
    func markRoot(_ h: Habitat) throws -> (page: Int, size: Int, bytes: [UInt8]) {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: h.db)))
        let size = Int(bytes[16]) << 8 | Int(bytes[17])
        // The interior table page (flag 0x05) whose first child is a leaf holding runs of mark codes.
        for page in 2...(bytes.count / size) {
            let base = (page - 1) * size
            guard bytes[base] == 0x05 else { continue }
            let cells = Int(bytes[base + 3]) << 8 | Int(bytes[base + 4])
            guard cells >= 2 else { continue }
            func childPage(_ k: Int) -> Int {
                let cell = base + (Int(bytes[base + 12 + 2 * k]) << 8 | Int(bytes[base + 13 + 2 * k]))
                return Int(bytes[cell]) << 24 | Int(bytes[cell + 1]) << 16 | Int(bytes[cell + 2]) << 8 | Int(bytes[cell + 3])
            }
            let leaf = (childPage(0) - 1) * size
            // A leaf of the marks table holds runs of day codes ("dddd…").
            if String(decoding: bytes[leaf..<(leaf + size)], as: UTF8.self).contains(String(repeating: "d", count: 300)) {
                return (page, size, bytes)
            }
        }
        Issue.record("no interior page of the marks table found")
        return (0, size, bytes)
    }

    @Test func aSilentlyDamagedPageIsRefusedByExport() throws {
        let h = Habitat()
        try bigDatabase(h)
        var (page, size, bytes) = try markRoot(h)
        // The root's first child pointer is made to name its second child: a page read twice, another never —
        // every read succeeds, and marks go missing without an error from SQLite.
        let base = (page - 1) * size
        let first = base + (Int(bytes[base + 12]) << 8 | Int(bytes[base + 13]))
        let second = base + (Int(bytes[base + 14]) << 8 | Int(bytes[base + 15]))
        for k in 0..<4 { bytes[first + k] = bytes[second + k] }
        try Data(bytes).write(to: URL(fileURLWithPath: h.db))
        let export = try h.run(now + ["export"])
        #expect(export.status == 1, "export of a damaged file exited \(export.status)")
        #expect(export.stdout.isEmpty)
        #expect(export.stderr.hasPrefix("habitat: ") && export.stderr.contains("damaged") && export.stderr.split(separator: "\n").count == 1,
                "\(export.stderr)")
        let csv = try h.run(now + ["export", "--format", "csv"])
        #expect(csv.status == 1 && csv.stdout.isEmpty)
    }

    @Test func aDamagedPageStopsEveryWriteAndServeExitsNonZero() throws {
        let h = Habitat()
        try bigDatabase(h)
        var (page, size, bytes) = try markRoot(h)
        // A leaf of the marks table with its header wiped: reading it is SQLITE_CORRUPT.
        let base = (page - 1) * size
        let rightmost = Int(bytes[base + 8]) << 24 | Int(bytes[base + 9]) << 16 | Int(bytes[base + 10]) << 8 | Int(bytes[base + 11])
        for k in 0..<12 { bytes[(rightmost - 1) * size + k] = 0xFF }
        try Data(bytes).write(to: URL(fileURLWithPath: h.db))
        let requests = [
            #"{"jsonrpc":"2.0","id":1,"method":"chat.send","params":{"text":"did habit 1"}}"#,
            #"{"jsonrpc":"2.0","id":2,"method":"session.reset"}"#,
            #"{"jsonrpc":"2.0","id":3,"method":"ping"}"#,
        ]
        let serve = try h.run(now + ["serve"], stdin: requests.joined(separator: "\n") + "\n")
        let responses = try serve.stdout.split(separator: "\n").map { try JSON.parse(Data($0.utf8)) }
        #expect(responses.count == 3)
        for response in responses.prefix(2) {
            #expect(response["error"]?["code"] == .int(-32001) && (response["error"]?["message"]?.stringValue ?? "").contains("damaged"),
                    "\(response)")
        }
        #expect(responses.last?["result"] != nil, "ping is still answered")
        #expect(serve.status == 1, "serve on a damaged file exited \(serve.status)")
        #expect(serve.stderr.contains("damaged"))
        let after = [UInt8](try Data(contentsOf: URL(fileURLWithPath: h.db)))
        #expect(after == bytes, "the damaged file was written")
        let wal = (try? FileManager.default.attributesOfItem(atPath: h.db + "-wal")[.size] as? NSNumber)?.intValue ?? 0
        #expect(wal == 0, "nothing was written beside it either")
        let chat = try h.run(now + ["chat"], stdin: "add yoga every day\n")
        #expect(chat.status == 1 && chat.stderr.contains("damaged"), "\(chat.status) \(chat.stderr)")
        #expect([UInt8](try Data(contentsOf: URL(fileURLWithPath: h.db))) == bytes)
    }

    // MARK: F5 — a REPL started while another process writes waits, says so, and keeps the message

    @Test func theREPLWaitsForAWriterAndKeepsTheMessage() throws {
        let h = Habitat()
        try h.run(now + ["chat"], stdin: "add reading every day\n")
        let held = DispatchSemaphore(value: 0), done = DispatchSemaphore(value: 0)
        let path = h.db
        // Another process's long write: the lock is held for 7 s, longer than SQLite's 5 s busy timeout.
        Thread {
            if let writer = try? SQLiteStore(.file(path)) {
                try? writer.batch {
                    held.signal()
                    usleep(7_000_000)
                }
                writer.close()
            } else {
                held.signal()
            }
            done.signal()
        }.start()
        held.wait()
        let chat = try h.run(now + ["chat"], stdin: "add yoga every day\nlist my habits\n")
        done.wait()
        #expect(chat.status == 0, "\(chat.stderr)")
        #expect(chat.stderr.contains("waiting"), "the wait is said: \(chat.stderr)")
        #expect(chat.stderr.components(separatedBy: "\n").filter { !$0.isEmpty }.count == 1, "said once: \(chat.stderr)")
        #expect(chat.stdout.contains("\"Yoga\""), "the message typed during the wait was kept: \(chat.stdout)")
        let names = try JSON.parse(Data(try h.run(now + ["export"]).stdout.utf8))["habits"]?.arrayValue.compactMap { $0["name"]?.stringValue }
        #expect(names == ["Reading", "Yoga"])
    }

    // MARK: F14 — a turn reads and writes in one transaction, so processes on one file never both claim a change

    /// Runs `serve`, sends the lines one at a time (each answered before the next is sent, so no two share a group
    /// commit), and returns the responses.
    static func converse(_ h: Habitat, _ lines: [String], ready: (() -> Void)? = nil) throws -> [JSON] {
        let (process, input, output) = try h.startServe()
        var responses: [JSON] = []
        var buffer = Data()
        for (i, line) in lines.enumerated() {
            if i == 1 { ready?() }
            try input.fileHandleForWriting.write(contentsOf: Data((line + "\n").utf8))
            while !buffer.contains(0x0A) {
                let chunk = output.fileHandleForReading.availableData
                if chunk.isEmpty { break }
                buffer.append(chunk)
            }
            guard let newline = buffer.firstIndex(of: 0x0A) else { break }
            responses.append(try JSON.parse(buffer[..<newline]))
            buffer.removeSubrange(...newline)
        }
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        return responses
    }

    @Test func fourServersOnOneFileNeverBothLogTheSameMark() throws {
        let h = Habitat()
        let names = (0..<120).map { "H\($0)" }
        try h.run(now + ["chat"], stdin: names.map { "add \"\($0)\" every day" }.joined(separator: "\n") + "\n")
        final class Results: @unchecked Sendable {
            let lock = NSLock()
            var all: [[JSON]] = []
            var failure: String? = nil
        }
        let results = Results()
        let group = DispatchGroup()
        // The four start together: each answers a ping, then waits for the others before its turns.
        let arrived = DispatchSemaphore(value: 0), go = DispatchSemaphore(value: 0)
        for server in 0..<4 {
            let lines = [#"{"jsonrpc":"2.0","id":"p","method":"ping"}"#] + names.enumerated().map { i, name in
                #"{"jsonrpc":"2.0","id":\#(i),"method":"chat.send","params":{"text":"did \#(name) today","sessionId":"s\#(server)"}}"#
            }
            group.enter()
            Thread {
                do {
                    let responses = try HardeningTests.converse(h, lines) { arrived.signal(); go.wait() }
                    results.lock.lock(); results.all.append(responses); results.lock.unlock()
                } catch {
                    results.lock.lock(); results.failure = "\(error)"; results.lock.unlock()
                }
                group.leave()
            }.start()
        }
        for _ in 0..<4 { arrived.wait() }
        for _ in 0..<4 { go.signal() }
        group.wait()
        #expect(results.failure == nil, "\(results.failure ?? "")")
        #expect(results.all.count == 4 && results.all.allSatisfy { $0.count == names.count + 1 })
        // Each mark is reported as newly set by exactly one of the turns that asked for it.
        var claims: [String: Int] = [:]
        for responses in results.all {
            for response in responses {
                #expect(response["error"] == nil, "\(response)")
                for event in response["result"]?["events"]?.arrayValue ?? [] where event["type"] == .string("mark.set") {
                    claims[event["habitId"]?.stringValue ?? "", default: 0] += 1
                }
            }
        }
        #expect(claims.count == names.count, "every habit's mark was set once: \(claims.count)")
        #expect(claims.values.allSatisfy { $0 == 1 }, "marks claimed by more than one turn: \(claims.filter { $0.value > 1 }.count)")
    }

    // MARK: Documentation — two runs with the same --now and input export the same bytes

    @Test func twoRunsWithTheSameClockAndInputExportTheSameBytes() throws {
        let input = "add yoga every day\nadd reading 3 times a week\ngroup yoga and reading as Calm\ndid yoga today\nremind me to do yoga at 7am\n"
        var exports: [[String]] = []
        for _ in 0..<2 {
            let h = Habitat()
            try h.run(now + ["chat"], stdin: input)
            try h.run(now + ["serve"], stdin: #"{"jsonrpc":"2.0","id":1,"method":"chat.send","params":{"text":"add stretching every day","userId":"ann"}}"# + "\n")
            exports.append(try ["json", "csv", "ics"].flatMap { format in
                [try h.run(now + ["export", "--format", format]).stdout, try h.run(now + ["--user", "ann", "export", "--format", format]).stdout]
            })
        }
        #expect(exports[0][0].contains("\"Yoga\"") && exports[0][1].contains("\"Stretching\""))
        #expect(exports[0] == exports[1])
    }

    // MARK: Documentation — the first start says where the data lives

    @Test func theFirstStartSaysWhereTheDataLives() throws {
        var h = Habitat()
        h.environment["HABITAT_DB"] = nil
        let data = ["XDG_DATA_HOME": h.path("data")]
        let file = h.path("data/habitat/habitat.sqlite")
        let first = try h.run(now + ["chat"], stdin: "add yoga every day\n", environment: data)
        #expect(first.status == 0)
        #expect(first.stderr == "habitat: your habits are kept in \(file) (another file: --db PATH or HABITAT_DB).\n", "\(first.stderr)")
        #expect(first.stdout.contains("Yoga"))
        let second = try h.run(now + ["chat"], stdin: "list my habits\n", environment: data)
        #expect(second.stderr.isEmpty, "said once, when the file is made: \(second.stderr)")
        // A file named on purpose needs no word; nor does serve's stdout ever carry it.
        let named = try h.run(now + ["--db", h.path("mine.sqlite"), "chat"], stdin: "add yoga every day\n")
        #expect(named.stderr.isEmpty)
        var fresh = Habitat()
        fresh.environment["HABITAT_DB"] = nil
        let serve = try fresh.run(now + ["serve"], stdin: #"{"jsonrpc":"2.0","id":1,"method":"ping"}"# + "\n", environment: ["XDG_DATA_HOME": fresh.path("data")])
        #expect(serve.stdout == #"{"jsonrpc":"2.0","id":1,"result":{}}"# + "\n")
        #expect(serve.stderr.contains("your habits are kept in"))
    }

    // MARK: Documentation — PROTOCOL.md's worked session is what the server really says

    @Test func protocolWorkedSessionIsARealRun() throws {
        let protocolFile = packageFolder.appendingPathComponent("PROTOCOL.md")
        let text = try String(contentsOf: protocolFile, encoding: .utf8)
        let session = try #require(text.components(separatedBy: "## A worked session").last)
        // The first two ```json blocks: the lines sent, and the lines received.
        let blocks = session.components(separatedBy: "```json\n").dropFirst().map { $0.components(separatedBy: "```").first ?? "" }
        try #require(blocks.count >= 2)
        let (sent, received) = (blocks[0], blocks[1])
        #expect(sent.split(separator: "\n").count >= 5)
        let h = Habitat()
        let run = try h.run(now + ["serve"], stdin: sent)
        #expect(run.status == 0, "\(run.stderr)")
        let expected = received.split(separator: "\n"), actual = run.stdout.split(separator: "\n")
        #expect(actual.count == expected.count)
        for (i, (want, got)) in zip(expected, actual).enumerated() {
            #expect(want == got, "PROTOCOL.md's worked session, response \(i + 1), differs from a real run:\n\(got)")
        }
    }
}
