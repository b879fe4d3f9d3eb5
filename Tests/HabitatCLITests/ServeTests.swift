import Foundation
import Testing
import HabitDomain

/// `habitat serve` as a frontend sees it: a child process, lines in and lines out.
@Suite struct ServeTests {
    func lines(_ stdout: String) throws -> [JSON] {
        try stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map { try JSON.parse(String($0)) }
    }

    @Test func aScriptedFrontendSession() throws {
        let h = Habitat()
        let requests = [
            #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":1,"client":{"name":"web"}}}"#,
            #"{"jsonrpc":"2.0","id":2,"method":"chat.send","params":{"text":"hello","userId":"ann"}}"#,
            #"{"jsonrpc":"2.0","id":3,"method":"chat.send","params":{"text":"I want to go running","userId":"ann"}}"#,
            #"{"jsonrpc":"2.0","id":4,"method":"chat.send","params":{"text":"once a week","userId":"ann"}}"#,
            #"{"jsonrpc":"2.0","id":5,"method":"chat.send","params":{"text":"add reading every day","userId":"ben","sessionId":"phone"}}"#,
            #"{"jsonrpc":"2.0","id":6,"method":"habits.list","params":{"userId":"ann"}}"#,
            #"{"jsonrpc":"2.0","id":7,"method":"export","params":{"userId":"ben"}}"#,
            #"{"jsonrpc":"2.0","id":8,"method":"today","params":{"userId":"ann"}}"#,
        ]
        let result = try h.run(["--now", "2026-02-02T08:00", "serve"], stdin: requests.joined(separator: "\n") + "\n")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
        let responses = try lines(result.stdout)
        #expect(responses.count == 8)
        #expect(responses.map { $0["id"] } == (1...8).map { JSON.int($0) })
        #expect(responses[2]["result"]?["expecting"]?["quickReplies"] != nil)
        #expect(responses[3]["result"]?["events"]?.arrayValue.first?["type"] == .string("habit.created"))
        #expect(responses[5]["result"]?["habits"]?.arrayValue.map { $0["name"] } == [.string("Go running")])
        #expect(responses[6]["result"]?["habits"]?.arrayValue.map { $0["name"] } == [.string("Reading")])
        #expect(responses[6]["result"]?["format"] == .string("habitat"))
    }

    @Test func aBadInputSessionIsAnsweredLineByLineAndTheServerKeepsGoing() throws {
        let h = Habitat()
        var input = Data()
        func add(_ s: String) { input.append(Data((s + "\n").utf8)) }
        add("garbage")
        input.append(Data([0xFF, 0xFE, 0x00, 0x01, 0x80, 0x0A]))  // binary bytes
        input.append(Data(repeating: 0x61, count: 2 << 20)); input.append(0x0A)  // a 2 MiB line
        add("")
        add(#"{"jsonrpc":"2.0","id":1,"method":"no.such.method"}"#)
        add(#"{"jsonrpc":"2.0","id":2,"method":"chat.send","params":{"text":5}}"#)
        add(#"[{"jsonrpc":"2.0","id":3,"method":"ping"}]"#)
        add(#"{"jsonrpc":"2.0","method":"ping"}"#)
        add(#"{"jsonrpc":"2.0","id":4,"method":"chat.send","params":{"text":"add \"'; DROP TABLE habits; --\" every day"}}"#)
        add(#"{"jsonrpc":"2.0","id":5,"method":"ping"}"#)
        let result = try h.runBytes(["--now", "2026-02-02T08:00", "serve"], stdin: input)
        #expect(result.status == 0)
        let responses = try lines(result.stdout)
        let codes = responses.map { $0["error"]?["code"] ?? .null }
        #expect(codes == [.int(-32700), .int(-32700), .int(-32600), .int(-32601), .int(-32602), .int(-32600), .null, .null])
        #expect(responses[4]["id"] == .int(2))
        #expect(responses.last?["id"] == .int(5))
        #expect(responses[6]["result"]?["events"]?.arrayValue.first?["habit"]?["name"] == .string("'; DROP TABLE habits; --"))
    }

    @Test func aClosedStdoutEndsTheServerQuietly() throws {
        let h = Habitat()
        let process = Process()
        process.executableURL = Habitat.binary
        process.arguments = ["--db", h.db, "serve"]
        let input = Pipe(), output = Pipe(), errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        try output.fileHandleForReading.close()
        let ping = Data((#"{"jsonrpc":"2.0","id":1,"method":"ping"}"# + "\n").utf8)
        for _ in 0..<50 { try? input.fileHandleForWriting.write(contentsOf: ping) }
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 0)
    }
}
