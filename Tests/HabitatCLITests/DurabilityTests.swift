import Foundation
import Testing
import HabitDomain
import HabitStore
import HabitExchange

/// A `habitat serve` killed with SIGKILL at arbitrary moments loses nothing it acknowledged and leaves a
/// sound database; two processes can write one database at once.
@Suite struct DurabilityTests {
    /// Runs `serve`, feeds it requests one by one, and kills it after `killAfter` acknowledged responses.
    /// Returns the names of the habits whose creation was acknowledged.
    func runAndKill(_ h: Habitat, round: Int, killAfter: Int) throws -> [String] {
        let (process, input, output) = try h.startServe()
        var acknowledged: [String] = []
        var buffer = Data()
        let reader = output.fileHandleForReading
        for k in 0..<killAfter {
            let name = "R\(round)H\(k)"
            let request = #"{"jsonrpc":"2.0","id":\#(k),"method":"chat.send","params":{"text":"add \"\#(name)\" every day"}}"# + "\n"
            try input.fileHandleForWriting.write(contentsOf: Data(request.utf8))
            // Wait for this request's response line.
            while !buffer.contains(0x0A) {
                let chunk = reader.availableData
                if chunk.isEmpty { break }
                buffer.append(chunk)
            }
            guard let newline = buffer.firstIndex(of: 0x0A) else { break }
            let line = buffer[..<newline]
            buffer.removeSubrange(...newline)
            let response = try JSON.parse(line)
            if response["result"]?["events"]?.arrayValue.contains(where: { $0["type"] == .string("habit.created") }) == true {
                acknowledged.append(name)
            }
        }
        // One more request is sent and the process is killed while it may be mid-write.
        try? input.fileHandleForWriting.write(contentsOf: Data((#"{"jsonrpc":"2.0","id":99,"method":"chat.send","params":{"text":"add \"R\#(round)late\" every day"}}"# + "\n").utf8))
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        return acknowledged
    }

    @Test func killedServersLoseNothingAcknowledged() throws {
        let h = Habitat()
        var acknowledged: [String] = []
        // Deterministic "random" moments: a different number of acknowledged turns each round.
        var seed: UInt64 = 7
        for round in 0..<12 {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            acknowledged += try runAndKill(h, round: round, killAfter: Int(seed >> 60) % 6 + 1)
            #expect(try SQLiteStore(.file(h.db)).integrityCheck() == "ok", "round \(round)")
            let check = try h.run(["--db", h.db, "--now", "2026-02-02T08:00", "export"])
            #expect(check.status == 0, "round \(round): \(check.stderr)")
            let names = try JSON.parse(check.stdout)["habits"]?.arrayValue.compactMap { $0["name"]?.stringValue } ?? []
            for name in acknowledged { #expect(names.contains(name), "round \(round): \(name) was acknowledged but is gone") }
        }
        #expect(acknowledged.count >= 12)
        let integrity = try h.run(["--db", h.db, "--now", "2026-02-02T08:00", "serve"],
                                  stdin: #"{"jsonrpc":"2.0","id":1,"method":"ping"}"# + "\n")
        #expect(integrity.status == 0)
    }

    @Test func twoProcessesWriteOneDatabase() async throws {
        let h = Habitat()
        try h.run(["--now", "2026-02-02T08:00", "chat"], stdin: "add reading every day\n")
        let lines = (0..<30).map { #"{"jsonrpc":"2.0","id":\#($0),"method":"chat.send","params":{"text":"add \"A\#($0)\" every day","userId":"a"}}"# }
        let other = (0..<30).map { #"{"jsonrpc":"2.0","id":\#($0),"method":"chat.send","params":{"text":"add \"B\#($0)\" every day","userId":"a","sessionId":"b"}}"# }
        async let first = Task.detached { try h.run(["--now", "2026-02-02T08:00", "serve"], stdin: lines.joined(separator: "\n") + "\n") }.value
        async let second = Task.detached { try h.run(["--now", "2026-02-02T08:00", "serve"], stdin: other.joined(separator: "\n") + "\n") }.value
        let (a, b) = try await (first, second)
        #expect(a.status == 0 && b.status == 0)
        #expect(!a.stdout.contains("\"error\"") && !b.stdout.contains("\"error\""), "\(a.stdout.prefix(300)) \(b.stdout.prefix(300))")
        let names = try JSON.parse(try h.run(["--now", "2026-02-02T08:00", "export", "--user", "a"]).stdout)["habits"]?.arrayValue.count
        #expect(names == 60)
    }

    /// Acknowledged habit names in `serve` output: the responses whose events include a created habit.
    func acknowledged(_ output: String) throws -> [String] {
        try output.split(separator: "\n").compactMap { line in
            let events = try JSON.parse(Data(line.utf8))["result"]?["events"]?.arrayValue ?? []
            return events.first { $0["type"] == .string("habit.created") }?["habit"]?["name"]?.stringValue
        }
    }

    @Test func aFullDiskIsAClearErrorAndLosesNothing() throws {
        let h = Habitat()
        let requests = (0..<200).map { #"{"jsonrpc":"2.0","id":\#($0),"method":"chat.send","params":{"text":"add \"Full \#($0)\" every day"}}"# }
        // Files may not grow past 400 KiB: the database fills up part way through (piped requests are committed in
        // groups, which write about a tenth of the pages one commit each would).
        let full = try h.runBytes(["--now", "2026-02-02T08:00", "serve"], stdin: Data((requests.joined(separator: "\n") + "\n").utf8),
                                  fileSizeLimit: 800)
        #expect(full.status == 0, "serve should outlive a full disk: \(full.stderr.suffix(300))")
        let responses = try full.stdout.split(separator: "\n").map { try JSON.parse(Data($0.utf8)) }
        #expect(responses.count == 200, "every request is answered")
        let errors = responses.compactMap { $0["error"]?["message"]?.stringValue }
        #expect(!errors.isEmpty, "the limit should have been reached")
        #expect(errors.allSatisfy { $0.contains("nothing was changed") }, "\(errors.first ?? "")")
        let saved = try acknowledged(full.stdout)
        #expect(saved.count > 10)
        // With room again: everything acknowledged is there, the file is sound, and it takes new changes.
        #expect(try SQLiteStore(.file(h.db)).integrityCheck() == "ok")
        let after = try h.run(["--now", "2026-02-02T08:00", "chat"], stdin: "add stretching every day\n")
        #expect(after.status == 0)
        let names = try JSON.parse(try h.run(["--now", "2026-02-02T08:00", "export"]).stdout)["habits"]?.arrayValue.compactMap { $0["name"]?.stringValue } ?? []
        for name in saved { #expect(names.contains(name), "\(name) was acknowledged but is gone") }
        #expect(names.contains("Stretching"))
    }

    @Test func theREPLSurvivesAStoreThatCantBeWritten() throws {
        let h = Habitat()
        try h.run(["--now", "2026-02-02T08:00", "chat"], stdin: "add reading every day\n")
        let size = (try FileManager.default.attributesOfItem(atPath: h.db)[.size] as? NSNumber)?.intValue ?? 0
        // The disk is full from the start: each line is refused with a sentence, and the session carries on to the end.
        let lines = (0..<40).map { "add a habit called number \($0) with a long name to fill pages every day" } + ["list my habits"]
        let full = try h.runBytes(["--now", "2026-02-02T08:00", "chat"], stdin: Data((lines.joined(separator: "\n") + "\n").utf8),
                                  fileSizeLimit: size / 512)
        #expect(full.status == 0, "\(full.stderr.suffix(300))")
        let refusals = full.stderr.components(separatedBy: "Nothing was changed; press ↑ to try that again.").count - 1
        #expect(refusals >= 1 && refusals <= lines.count)
        #expect(try SQLiteStore(.file(h.db)).integrityCheck() == "ok")
    }

    @Test func aDatabaseOnAReadOnlyPathIsAClearError() throws {
        let h = Habitat()
        // Root ignores file permissions, but not a read-only file system (sysfs takes no new files from anyone).
        let folder = geteuid() == 0 ? "/sys" : h.path("locked")
        if geteuid() != 0 {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            chmod(folder, 0o555)
        }
        let db = folder + "/habitat.sqlite"
        for arguments in [["today"], ["chat"], ["serve"]] {
            let r = try h.run(["--db", db] + arguments, stdin: #"{"jsonrpc":"2.0","id":1,"method":"ping"}"# + "\n")
            #expect(r.status == 1, "\(arguments): \(r.stderr)")
            #expect(r.stderr.hasPrefix("habitat: ") && r.stderr.contains(db), "\(arguments): \(r.stderr)")
            #expect(r.stdout.isEmpty, "\(arguments): \(r.stdout)")
        }
        #expect(!FileManager.default.fileExists(atPath: db))
    }
}
