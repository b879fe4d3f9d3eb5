import Foundation
import HabitDomain
import HabitStore
import CoachEngine
@testable import CoachProtocol
import HabitExchange
import TestSupport

let day = Day(iso: "2026-02-02")!

/// A server over a private in-memory database, with a fixed date.
func makeServer(today: Day = day) throws -> ProtocolServer {
    ProtocolServer(store: try SQLiteStore(.memory), coach: coach, calendar: HabitCalendar(), today: { today }, deterministic: true)
}

extension ProtocolServer {
    /// Sends one request object and returns the parsed response.
    func call(_ method: String, _ params: JSON? = nil, id: JSON = .int(1)) throws -> JSON {
        var members = [JSON.Member("jsonrpc", .string("2.0")), JSON.Member("id", id), JSON.Member("method", .string(method))]
        if let params { members.append(JSON.Member("params", params)) }
        let line = try #require(handle(Array(JSON.object(members).compact.utf8)))
        return try JSON.parse(line)
    }

    func raw(_ text: String) throws -> JSON? {
        try handle(Array(text.utf8)).map { try JSON.parse($0) }
    }

    /// The text of the coach's messages in a chat.send result.
    func say(_ text: String, user: String? = nil, session: String? = nil) throws -> [String] {
        var params: [JSON.Member] = [JSON.Member("text", .string(text))]
        if let user { params.append(JSON.Member("userId", .string(user))) }
        if let session { params.append(JSON.Member("sessionId", .string(session))) }
        let response = try call("chat.send", .object(params))
        guard case .array(let messages)? = response["result"]?["messages"] else { return [] }
        return messages.compactMap { $0["text"]?.stringValue }
    }
}


import Testing
