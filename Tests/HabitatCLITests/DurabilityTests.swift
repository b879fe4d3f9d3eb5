import Foundation
import Testing
import HabitDomain
import HabitStore

/// A `habitat serve` killed with SIGKILL at arbitrary moments loses nothing it acknowledged and leaves a
/// sound database; two processes can write one database at once.
@Suite struct DurabilityTests {
    /// Runs `serve`, feeds it requests one by one, and kills it after `killAfter` acknowledged responses.
    /// Returns the names of the habits whose creation was acknowledged.
    func runAndKill(_ h: Habitat, round: Int, killAfter: Int) throws -> [String] {
        let process = Process()
        process.executableURL = Habitat.binary
        process.arguments = ["--db", h.db, "--now", "2026-02-02T08:00", "serve"]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
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
            #expect(try HabitStore(.file(h.db)).integrityCheck() == "ok", "round \(round)")
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
}
