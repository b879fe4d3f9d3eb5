import Foundation
import Testing
import HabitDomain
import HabitExchange

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

    @Test func aSubscribedStreamGetsItsRemindersAtTheirMinute() throws {
        let h = Habitat()
        try h.run(["--now", "2026-03-04T06:00", "chat"], stdin: "add meditate every day\nremind me to meditate at 7:30\nadd read every day\nremind me to read at 7:31\n")
        try h.run(["--now", "2026-03-04T06:00", "--user", "bob", "chat"], stdin: "add gym every day\nremind me about gym at 7:30\n")
        let process = Process()
        process.executableURL = Habitat.binary
        // The clock runs from --now: three seconds to the 07:30 reminder.
        process.arguments = ["--db", h.db, "--now", "2026-03-04T07:29:57", "serve"]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        try input.fileHandleForWriting.write(contentsOf: Data((#"{"jsonrpc":"2.0","id":1,"method":"reminders.subscribe"}"# + "\n").utf8))
        var text = ""
        let deadline = Date().addingTimeInterval(8)
        while !text.contains("reminder.due") && Date() < deadline {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            text += String(decoding: chunk, as: UTF8.self)
        }
        // A request after it is still answered in order, on its own line.
        try input.fileHandleForWriting.write(contentsOf: Data((#"{"jsonrpc":"2.0","id":2,"method":"ping"}"# + "\n").utf8))
        try input.fileHandleForWriting.close()
        text += String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let messages = try lines(text)
        #expect(messages.first?["result"]?["subscribed"] == .bool(true))
        let due = messages.filter { $0["method"] == .string("reminder.due") }
        #expect(due.count == 1, "\(text)")
        #expect(due.first?["params"]?["habit"]?["name"] == .string("Meditate"))
        #expect(due.first?["params"]?["time"] == .string("07:30") && due.first?["params"]?["userId"] == .string("local"))
        #expect(due.first?["params"]?["text"] == .string("Time for \"Meditate\"."))
        #expect(due.first?["id"] == nil)
        #expect(messages.last?["id"] == .int(2))
    }

    @Test func theREPLAndServeKeepTheirOwnConversations() throws {
        let h = Habitat()
        try h.run(["--now", "2026-02-02T08:00", "chat"], stdin: "add running every day\ndelete running\n")
        // A "yes" on serve is not an answer to the REPL's open question.
        let yes = try h.run(["--now", "2026-02-02T08:00", "serve"], stdin: #"{"jsonrpc":"2.0","id":1,"method":"chat.send","params":{"text":"yes"}}"# + "\n")
        #expect(yes.status == 0)
        #expect(try h.run(["--now", "2026-02-02T08:00", "export"]).stdout.contains("\"Running\""))
        // The REPL still has its question, and takes its own answer.
        let answered = try h.run(["--now", "2026-02-02T08:00", "chat"], stdin: "yes\n")
        #expect(answered.stdout.contains("Deleted") || answered.stdout.contains("deleted"), "\(answered.stdout)")
        #expect(!(try h.run(["--now", "2026-02-02T08:00", "export"]).stdout.contains("\"Running\"")))
    }

    @Test func aParentThatNeverReadsStderrCantStallTheServer() throws {
        let h = Habitat()
        try h.run(["--now", "2026-02-02T08:00", "chat"], stdin: "add reading every day\n")
        let process = Process()
        // A full disk (a file-size limit already reached): every turn fails and says why on stderr.
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        let size = (try FileManager.default.attributesOfItem(atPath: h.db)[.size] as? NSNumber)?.intValue ?? 0
        process.arguments = ["-c", "ulimit -f \(size / 512); trap '' XFSZ; exec \"$0\" \"$@\"", Habitat.binary.path,
                             "--db", h.db, "--now", "2026-02-02T08:00", "serve"]
        process.environment = h.environment
        let input = Pipe(), output = Pipe(), errors = Pipe()  // errors: never read
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // Enough failures to fill a 64 KiB pipe several times over if every one were written.
        let n = 700
        let lines = (0..<n).map { #"{"jsonrpc":"2.0","id":\#($0),"method":"chat.send","params":{"text":"add item \#($0) every day, a long name to fill the disk"}}"# }
        let payload = Data((lines.joined(separator: "\n") + "\n").utf8)
        let writer = Thread { try? input.fileHandleForWriting.write(contentsOf: payload); try? input.fileHandleForWriting.close() }
        writer.start()
        var answered = 0
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            answered += chunk.filter { $0 == 0x0A }.count
        }
        // (Past the deadline nobody reads stdout any more, so a server still answering could block on it and never see a
        // SIGTERM: it is killed outright, and the count below says it was too slow.)
        if process.isRunning && Date() >= deadline { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        #expect(answered == n)
        #expect(process.terminationStatus == 0)
    }
}
