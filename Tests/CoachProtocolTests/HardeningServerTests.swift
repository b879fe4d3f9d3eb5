import Foundation
import Testing
import HabitDomain
import HabitStore
@testable import CoachProtocol
import HabitExchange
import TestSupport

/// Issue 24 ("Hardening, round three"): the protocol server's side.
@Suite struct HardeningServerTests {
    // MARK: F6 — subscribing is linear in subscribers, and a tick costs what is due, not every subscriber

    @Test func manySubscribersCostLittleToAddAndToTick() throws {
        final class Clock: @unchecked Sendable { var now = (day: Day(iso: "2026-02-02")!, time: TimeOfDay("07:29")!) }
        let clock = Clock()
        let server = try makeServer()
        server.clock = { clock.now }
        let users = (0..<5000).map { "user-\($0)" }
        for user in users.prefix(3) {
            try server.store.apply([.createHabit(Habit(name: "Meditate", created: day, reminders: [Reminder(time: TimeOfDay("07:30")!)]))], user: user)
        }
        for user in users.dropFirst(3).prefix(200) {
            try server.store.apply([.createHabit(Habit(name: "Read", created: day, reminders: [Reminder(time: TimeOfDay("21:00")!)]))], user: user)
        }
        let subscribing = try seconds {
            for (i, user) in users.enumerated() {
                let line = #"{"jsonrpc":"2.0","id":\#(i),"method":"reminders.subscribe","params":{"userId":"\#(user)"}}"#
                #expect(server.handle(Array(line.utf8))?.contains("\"subscribed\":true") == true)
            }
            // Twice is once.
            _ = try server.call("reminders.subscribe", .object(["userId": .string("user-0")]))
        }
        #expect(subscribing < 1.0, "5,000 subscriptions took \(subscribing) s")
        var due: [String] = []
        clock.now.time = TimeOfDay("07:30")!
        let ticking = seconds { due = server.tick() }
        #expect(due.count == 3, "\(due)")
        #expect(Set(due.compactMap { try? JSON.parse($0)["params"]?["userId"]?.stringValue }) == ["user-0", "user-1", "user-2"])
        // The next minutes hold nothing: each tick is cheap.
        var quiet = 0.0
        for minute in 31..<41 {
            clock.now.time = TimeOfDay(hour: 7, minute: minute)!
            quiet += seconds { #expect(server.tick().isEmpty) }
        }
        #expect(ticking < 0.05 && quiet / 10 < 0.01, "a tick over 5,000 subscribers took \(ticking) s; a quiet one \(quiet / 10) s")
        // A reminder added since is rung (the index follows the data).
        _ = try server.say("add stretch every day", user: "user-4999")
        _ = try server.say("remind me to stretch at 7:45", user: "user-4999")
        clock.now.time = TimeOfDay("07:45")!
        #expect(server.tick().count == 1)
    }

    // MARK: F7 — no request costs more than 100 normal turns: the input is bounded, with a clear reply

    @Test func aHugeChatLineIsRefusedCheaply() throws {
        let server = try makeServer()
        _ = try server.say("add yoga every day")
        var normal = 0.0
        for _ in 0..<5 { normal += seconds { _ = try? server.say("did yoga today") } }
        normal /= 5
        // The line as it comes off the wire (building it is not the server's cost).
        let line = Array((#"{"jsonrpc":"2.0","id":1,"method":"chat.send","params":{"text":""# + String(repeating: "x", count: (1 << 20) - 200) + #""}}"#).utf8)
        var answer: String? = nil
        let took = seconds { answer = server.handle(line) }
        let response = try JSON.parse(Array((answer ?? "").utf8))
        #expect(response["error"]?["code"] == .int(-32602), "\(response)")
        #expect(response["error"]?["message"]?.stringValue?.contains("16,384") == true, "\(response)")
        #expect(took < 100 * normal, "a 1 MiB line cost \(took / normal) normal turns")
        // A long but reasonable message (a 10,000-character name) is still read and answered in words.
        let long = try server.say("add " + String(repeating: "a", count: 10_000) + " every day")
        #expect(!long.isEmpty)
    }

    @Test func aUserHoldsAtMostAThousandHabits() throws {
        let server = try makeServer()
        let habits = (0..<1000).map { Change.createHabit(Habit(name: "Habit \($0)", created: day, order: $0)) }
        try server.store.apply(habits, user: "local")
        // The coach says the limit in words before proposing anything.
        let reply = try server.call("chat.send", .object(["text": .string("add one more habit called Extra every day")]))
        #expect(reply["result"]?["messages"]?.arrayValue.first?["text"]?.stringValue?.contains("1,000 habits") == true, "\(reply)")
        #expect(reply["result"]?["events"]?.arrayValue.isEmpty == true, "\(reply)")
        // The store refuses the change should one reach it.
        #expect(throws: (any Error).self) { try server.store.apply([.createHabit(Habit(name: "Extra", created: day, order: 1000))], user: "local") }
        #expect(try server.store.journal(user: "local").habits.count == 1000)
        // An import past the limit is refused whole, with the place named.
        let entries = (0..<1001).map { #"{"name": "N\#($0)", "frequency": {"kind": "daily"}}"# }
        let document = try JSON.parse(#"{"format": "habitat", "version": 1, "habits": ["# + entries.joined(separator: ",") + "]}")
        let imported = try server.call("import", .object(["document": document, "userId": .string("other")]))
        #expect(imported["error"]?["code"] == .int(-32003) && imported["error"]?["data"]?["path"] == .string("habits"), "\(imported)")
    }
}
