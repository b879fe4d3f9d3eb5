import Foundation
import Testing
import HabitDomain
import HabitExchange

/// Snoozing through the built binary: `habitat serve` sends the reminder as `reminder.due`, "snooze 10 minutes" over
/// `chat.send` sets a one-off, and ten minutes later `reminder.due` for that habit comes again, exactly once. The clock
/// runs from `--now`; ten minutes later is a server started again on the same database at 07:39:57 (a frontend
/// reconnecting), so the one-off is also shown to outlive the process that set it. `habitat remind` (cron) sees it too.
@Suite struct SnoozeServeTests {
    /// Runs `habitat serve` from `now`, subscribes, reads until `until` notifications came (or `seconds` passed), sends
    /// `requests`, then closes stdin and returns every line it wrote.
    func serve(_ h: Habitat, now: String, waitFor until: Int, seconds: Double, then requests: [String] = [],
               after more: Double = 0) throws -> [JSON] {
        let process = Process()
        process.executableURL = Habitat.binary
        process.arguments = ["--db", h.db, "--now", now, "serve"]
        process.environment = h.environment
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        func send(_ line: String) throws { try input.fileHandleForWriting.write(contentsOf: Data((line + "\n").utf8)) }
        try send(#"{"jsonrpc":"2.0","id":1,"method":"reminders.subscribe"}"#)
        var text = ""
        func notifications() -> Int { text.components(separatedBy: "reminder.due").count - 1 }
        let deadline = Date().addingTimeInterval(seconds)
        while notifications() < until && Date() < deadline {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            text += String(decoding: chunk, as: UTF8.self)
        }
        for request in requests { try send(request) }
        // Time for anything more to come (nothing should).
        if more > 0 { Thread.sleep(forTimeInterval: more) }
        try input.fileHandleForWriting.close()
        text += String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return try text.split(separator: "\n").map { try JSON.parse(String($0)) }
    }

    func due(_ lines: [JSON]) -> [String] {
        lines.filter { $0["method"] == .string("reminder.due") }.map { "\($0["params"]?["habit"]?["name"]?.stringValue ?? "?") \($0["params"]?["time"]?.stringValue ?? "?")" }
    }

    @Test func aSnoozedReminderComesBackTenMinutesLaterExactlyOnce() throws {
        let h = Habitat()
        try h.run(["--now", "2026-03-04T06:00", "chat"], stdin: "add meditate every day\nremind me to meditate at 7:30\nadd read every day\n")

        // 07:29:57: three seconds to the 07:30 reminder; then "snooze 10 minutes".
        let first = try serve(h, now: "2026-03-04T07:29:57", waitFor: 1, seconds: 8,
                              then: [#"{"jsonrpc":"2.0","id":2,"method":"chat.send","params":{"text":"snooze 10 minutes"}}"#])
        #expect(due(first) == ["Meditate 07:30"])
        let reply = try #require(first.first { $0["id"] == .int(2) }?["result"])
        #expect(reply["messages"]?.arrayValue.first?["text"] == .string("I'll remind you about \"Meditate\" again in 10 minutes, at 07:40."))
        #expect(reply["events"]?.arrayValue.first?["type"] == .string("reminder.snoozed"))
        #expect(reply["events"]?.arrayValue.first?["time"] == .string("07:40"))

        // Ten minutes later: 07:39:57, three seconds to the one-off; then a few seconds more, in which nothing else comes.
        let second = try serve(h, now: "2026-03-04T07:39:57", waitFor: 1, seconds: 8, after: 2)
        #expect(due(second) == ["Meditate 07:40"], "\(second)")
        let params = second.first { $0["method"] == .string("reminder.due") }?["params"]
        #expect(params?["text"] == .string("Time for \"Meditate\".") && params?["day"] == .string("2026-03-04"))

        // The cron door rings it for the window that holds its minute, and only that one.
        #expect(try h.run(["--now", "2026-03-04T07:45", "remind", "--window", "10"]).stdout == "07:40  Time for \"Meditate\".\n")
        #expect(try h.run(["--now", "2026-03-04T07:50", "remind", "--window", "5"]).stdout.isEmpty)
        #expect(try h.run(["--now", "2026-03-05T07:45", "remind", "--window", "10"]).stdout.isEmpty, "not the next day")
    }

    @Test func theREPLKnowsTheReminderThatJustWentOff() throws {
        let h = Habitat()
        try h.run(["--now", "2026-03-04T06:00", "chat"], stdin: "add stretch every day\nremind me to stretch at 21:00\n")
        // `habitat chat MESSAGE` takes its time of day from the clock: a minute after the reminder, "snooze" knows it.
        let snoozed = try h.run(["--now", "2026-03-04T21:01", "chat", "snooze"])
        #expect(snoozed.stdout == "I'll remind you about \"Stretch\" again in 10 minutes, at 21:11.\n", "\(snoozed.stderr)")
        #expect(try h.run(["--now", "2026-03-04T21:15", "remind", "--window", "5"]).stdout == "21:11  Time for \"Stretch\".\n")
        // Hours later, nothing went off just now: nothing is changed.
        let late = try h.run(["--now", "2026-03-04T23:30", "chat", "snooze"])
        #expect(late.stdout.hasPrefix("No reminder has gone off in the last 2 hours"))
        #expect(try h.run(["--now", "2026-03-04T23:31", "chat", "what reminders do I have?"]).stdout == "Your reminders:\n• Stretch — 21:00\n")
    }
}
