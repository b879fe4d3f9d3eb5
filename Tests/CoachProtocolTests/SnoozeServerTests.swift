import Foundation
import Testing
import HabitDomain
import HabitStore
import CoachEngine
@testable import CoachProtocol
import HabitExchange
import TestSupport

/// Snoozing over the protocol, on one stream with a clock the test moves: the reminder goes off as `reminder.due`,
/// "snooze 10 minutes" answers with a `reminder.snoozed` event, and ten minutes on the habit's `reminder.due` comes
/// again, exactly once.
@Suite struct SnoozeServerTests {
    final class Clock: @unchecked Sendable { var now = (day: Day(iso: "2026-03-04")!, time: TimeOfDay("07:29")!) }

    func dueNames(_ lines: [String]) throws -> [String] {
        try lines.map { try JSON.parse($0) }.filter { $0["method"] == .string("reminder.due") }
            .compactMap { due in due["params"]?["habit"]?["name"]?.stringValue.map { "\($0) \(due["params"]?["time"]?.stringValue ?? "")" } }
    }

    @Test func aSnoozedReminderComesBackOnceOnTheSameStream() throws {
        let clock = Clock()
        let server = try makeServer(today: clock.now.day)
        server.clock = { clock.now }
        _ = try server.say("add meditate every day")
        _ = try server.say("remind me to meditate at 7:30")
        _ = try server.say("add read every day")
        #expect(try server.call("reminders.subscribe")["result"]?["subscribed"] == .bool(true))
        clock.now.time = TimeOfDay("07:30")!
        #expect(try dueNames(server.tick()) == ["Meditate 07:30"])

        clock.now.time = TimeOfDay("07:31")!
        let snoozed = try server.call("chat.send", .object(["text": .string("snooze 10 minutes")]))
        #expect(snoozed["result"]?["messages"]?.arrayValue.first?["text"] == .string("I'll remind you about \"Meditate\" again in 10 minutes, at 07:41."))
        let event = try #require(snoozed["result"]?["events"]?.arrayValue.first)
        #expect(event["type"] == .string("reminder.snoozed"))
        #expect(event["habit"]?["name"] == .string("Meditate"))
        #expect(event["day"] == .string("2026-03-04") && event["time"] == .string("07:41"))
        let listed = try #require(try server.call("reminders.list")["result"])
        #expect(listed["snoozed"]?.arrayValue.map { $0["time"] } == [.string("07:41")])
        #expect(listed["reminders"]?.arrayValue.count == 1, "the habit's own reminder is as it was")

        // Minute by minute to the next morning: the one-off rings at 07:41 and never again.
        var rang: [String] = []
        for minute in (7 * 60 + 32)...(24 * 60 + 8 * 60) {
            clock.now = (Day(iso: "2026-03-04")!.adding(days: minute / 1440), TimeOfDay(minutes: minute % 1440))
            rang += try dueNames(server.tick())
        }
        #expect(rang == ["Meditate 07:41", "Meditate 07:30"], "07:41 once, then tomorrow's own 07:30")
        #expect(try server.call("reminders.list")["result"]?["snoozed"] == .array([]), "rung, it is no longer listed")
    }

    @Test func undoingASnoozeSaysSoAndItNeverRings() throws {
        let clock = Clock()
        let server = try makeServer(today: clock.now.day)
        server.clock = { clock.now }
        _ = try server.say("add stretch every day")
        _ = try server.say("remind me to stretch at 7:00")
        clock.now.time = TimeOfDay("06:59")!
        _ = try server.call("reminders.subscribe")
        clock.now.time = TimeOfDay("07:30")!
        #expect(try dueNames(server.tick()) == ["Stretch 07:00"], "a timer that slept sends what it missed")
        _ = try server.say("later")
        let undone = try server.call("chat.send", .object(["text": .string("undo")]))
        #expect(undone["result"]?["messages"]?.arrayValue.first?["text"] == .string("Undone: the reminder for \"Stretch\" at 08:30."))
        let event = try #require(undone["result"]?["events"]?.arrayValue.first)
        #expect(event["type"] == .string("reminder.unsnoozed") && event["habit"]?["name"] == .string("Stretch"))
        clock.now.time = TimeOfDay("09:00")!
        #expect(try server.tick().isEmpty)
    }

    @Test func snoozeEventsAreAmongTheCapabilities() throws {
        let events = try #require(try server().call("initialize")["result"]?["capabilities"]?["events"]?.arrayValue)
        #expect(events.contains(.string("reminder.snoozed")) && events.contains(.string("reminder.unsnoozed")))
    }

    func server() throws -> ProtocolServer { try makeServer() }
}
