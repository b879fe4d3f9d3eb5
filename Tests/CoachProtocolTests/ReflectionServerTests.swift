import Foundation
import Testing
import HabitDomain
import HabitStore
import CoachEngine
@testable import CoachProtocol
import HabitExchange
import TestSupport

/// Reflections over the protocol: "how was my week?" ends with a question the turn says it expects an answer to; the
/// answer comes back as a `reflection.added` event, is in the export, and "undo" takes it back with
/// `reflection.removed`; a brush-off changes nothing.
@Suite struct ReflectionServerTests {
    let today = d("2026-03-04")

    /// A server with Reading (every day) and two runs (a morning and an evening one) since the week before, Reading done
    /// Monday and Tuesday.
    func server() throws -> ProtocolServer {
        let server = try makeServer(today: today)
        let document = try JSON.parse("""
            {"format": "habitat", "version": 1, "habits": [
              {"name": "Reading", "frequency": {"kind": "daily"}, "created": "2026-02-23",
               "marks": [{"day": "2026-03-02", "state": "done"}, {"day": "2026-03-03", "state": "done"}]},
              {"name": "Morning run", "frequency": {"kind": "weekly", "times": 3}, "created": "2026-02-23"},
              {"name": "Evening run", "frequency": {"kind": "weekly", "times": 2}, "created": "2026-02-23"}]}
            """)
        #expect(try server.call("import", .object(["document": document]))["result"]?["habitsCreated"] == .int(3))
        return server
    }

    func send(_ server: ProtocolServer, _ text: String) throws -> JSON {
        try #require(try server.call("chat.send", .object(["text": .string(text)]))["result"])
    }

    @Test func anAnswerToTheReviewsQuestionIsKeptAndUndoTakesItBack() throws {
        let server = try server()
        let review = try send(server, "how was my week?")
        let expecting = try #require(review["expecting"])
        #expect(expecting["slot"] == .string("reflection") && expecting["type"] == .string("text"))
        #expect(expecting["quickReplies"] == .array([.object(["title": .string("Skip"), "value": .string("skip")])]))
        let question = try #require(expecting["prompt"]?.stringValue)
        #expect(review["messages"]?.arrayValue.last?["text"]?.stringValue?.hasSuffix(question) == true, "the question the review ends with")
        #expect(review["events"] == .array([]))

        let answer = try send(server, "reading before bed worked, the run never happened")
        #expect(answer["expecting"] == .null)
        #expect(answer["messages"]?.arrayValue.first?["text"] == .string(
            "Thanks for that. Kept it with your review of this week, for \"Reading\", \"Morning run\" and \"Evening run\" — \"show my notes\" brings it back."))
        let events = try #require(answer["events"]?.arrayValue)
        #expect(events.count == 1)
        #expect(events[0]["type"] == .string("reflection.added"))
        let reflection = try #require(events[0]["reflection"])
        #expect(reflection["day"] == .string("2026-03-04"))
        #expect(reflection["review"] == .object(["from": .string("2026-03-02"), "to": .string("2026-03-08")]))
        #expect(reflection["text"] == .string("reading before bed worked, the run never happened"))
        #expect(reflection["habits"] == .array([.string("Reading"), .string("Morning run"), .string("Evening run")]))
        let id = try #require(reflection["id"]?.stringValue)

        // In the export as the event had it, and back out with undo.
        let exported = try #require(try server.call("export")["result"])
        #expect(exported["reflections"] == .array([reflection]))
        let undone = try send(server, "undo")
        #expect(undone["messages"]?.arrayValue.first?["text"] == .string("Undone: keeping your reflection on this week."))
        #expect(undone["events"] == .array([.object(["type": .string("reflection.removed"), "id": .string(id)])]))
        #expect(try server.call("export")["result"]?["reflections"] == nil)
    }

    @Test func aBrushOffKeepsNothingAndARequestIsReadAsItself() throws {
        let server = try server()
        _ = try send(server, "how was my week")
        let passed = try send(server, "nothing really")
        #expect(passed["messages"]?.arrayValue.first?["text"] == .string("That's fine — nothing kept."))
        #expect(passed["events"] == .array([]) && passed["expecting"] == .null)
        _ = try send(server, "how was my week")
        let logged = try send(server, "did reading today")
        let events = try #require(logged["events"]?.arrayValue)
        #expect(events.map { $0["type"] } == [.string("mark.set")])
        #expect(try server.call("export")["result"]?["reflections"] == nil)
    }

    @Test func reflectionEventsAreAmongTheCapabilities() throws {
        let events = try #require(try makeServer().call("initialize")["result"]?["capabilities"]?["events"]?.arrayValue)
        #expect(events.contains(.string("reflection.added")) && events.contains(.string("reflection.removed")))
    }
}
