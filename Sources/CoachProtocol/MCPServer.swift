import Foundation
import HabitDomain
import HabitStore
import HabitExchange
import CoachSession

/// `habitat mcp`: the coach as a Model Context Protocol server, for LLM agents and desktop assistants.
///
/// MCP's stdio transport is newline-delimited JSON-RPC 2.0, the framing `habitat serve` uses, so a line is read the
/// way `serve` reads it (`ProtocolServer.read`) and every tool runs on `serve`'s core: the one session shell for
/// `chat`, the same views and JSON codecs for what is shown, and the habit rules of `HabitDomain` (through the
/// store, which checks them again as a whole) for the structured changes. One user (`--user`) and one conversation
/// (session "mcp", so an agent never answers a question the REPL left open) per server.
///
/// Like `ProtocolServer`, a plain object: `handle(line)` returns the response line, or nil.
public final class MCPServer {
    /// The revision this server speaks, and the older ones it still negotiates (newest first).
    public static let latestVersion = "2025-11-25"
    public static let supportedVersions = ["2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05"]
    /// The session the `chat` tool's conversation is kept under.
    public static let session = "mcp"

    let server: ProtocolServer
    let user: String
    let renderings: MCPRenderings
    /// The revision agreed in `initialize` (the latest until then).
    public private(set) var version = MCPServer.latestVersion
    /// Set by the first `initialize`: the revision is agreed once.
    private var initialized = false

    public init(server: ProtocolServer, user: String, renderings: MCPRenderings = MCPRenderings()) {
        self.server = server
        self.user = user
        self.renderings = renderings
    }

    /// Structured results (`structuredContent`, `outputSchema`, tool titles) came with revision 2025-06-18; an older
    /// client gets the same results as text only.
    var structured: Bool { version >= "2025-06-18" }

    /// Handles one line; returns the response line, or nil when nothing is to be sent (a notification, a response
    /// from the client, a blank line).
    public func handle(_ line: some Collection<UInt8>) -> String? {
        let id: JSON, method: String, params: Params
        switch ProtocolServer.read(line) {
        case .blank, .response: return nil
        case .error(let response): return response
        case .request(let i, let hasID, let m, let p):
            // A notification is never answered: `notifications/initialized` needs nothing, a cancellation comes
            // after its request was answered (requests are handled one at a time, in order), and any other is ignored.
            guard hasID else { return nil }
            (id, method, params) = (i, m, p)
        }
        do {
            return ProtocolServer.response(id: id, result: try dispatch(method, params))
        } catch {
            return ProtocolServer.response(id: id, error: server.rpcError(error))
        }
    }

    func dispatch(_ method: String, _ params: Params) throws -> JSON {
        switch method {
        case "initialize": return try initialize(params)
        case "ping": return .object([:] as KeyValuePairs<String, JSON>)
        case "tools/list":
            return .object(["tools": .array(MCPTool.all.map { $0.definition(structured: structured) })])
        case "tools/call":
            guard let name = try params.string("name") else { throw RPCError.invalidParams("\"name\" is required: the tool to call") }
            guard let tool = MCPTool.all.first(where: { $0.name == name }) else {
                throw RPCError(code: -32602, message: "Unknown tool: \(name)", data: .object(["tool": .string(name)]))
            }
            let arguments: JSON
            switch params.raw["arguments"] {
            case nil, .null?: arguments = .object([])
            case .object?: arguments = params.raw["arguments"]!
            case let other?: throw RPCError.invalidParams("\"arguments\" must be an object, not \(other.kindName)")
            }
            return call(tool, arguments)
        case "resources/list":
            return .object(["resources": .array(MCPResource.all.map(\.definition))])
        case "resources/templates/list":
            return .object(["resourceTemplates": .array([])])
        case "resources/read":
            guard let uri = try params.string("uri") else { throw RPCError.invalidParams("\"uri\" is required") }
            guard let resource = MCPResource.all.first(where: { $0.uri == uri }) else {
                throw RPCError(code: -32002, message: "Resource not found: \(uri)", data: .object(["uri": .string(uri)]))
            }
            return .object(["contents": .array([.object([
                "uri": .string(uri), "mimeType": .string("application/json"), "text": .string(try resource.read(self).compact),
            ])])])
        default:
            throw RPCError.methodNotFound(method)
        }
    }

    func initialize(_ params: Params) throws -> JSON {
        let asked = try params.string("protocolVersion")
        // (A second initialize is answered with the revision already agreed: results never change shape mid-session.)
        if !initialized {
            version = asked.flatMap { Self.supportedVersions.contains($0) ? $0 : nil } ?? Self.latestVersion
            initialized = true
        }
        var info: [JSON.Member] = [JSON.Member("name", .string("habitat"))]
        if structured { info.append(JSON.Member("title", .string("Habitat"))) }
        info.append(JSON.Member("version", .string(ProtocolServer.version)))
        return .object([
            "protocolVersion": .string(version),
            "capabilities": .object([
                "tools": .object(["listChanged": .bool(false)]),
                "resources": .object(["subscribe": .bool(false), "listChanged": .bool(false)]),
            ]),
            "serverInfo": .object(info),
            "instructions": .string(MCPTool.instructions),
        ])
    }

    /// A tool's result: its structured content and text, or — for a call the tool can't carry out (an unknown habit,
    /// an invalid schedule, a future day, an argument of the wrong type) — `isError` with one sentence saying why.
    func call(_ tool: MCPTool, _ arguments: JSON) -> JSON {
        do {
            let args = try ToolArguments(arguments, tool: tool)
            let output = try tool.run(self, args)
            var content: [JSON] = []
            if let text = output.text { content.append(.object(["type": .string("text"), "text": .string(text)])) }
            // The same data as JSON text, for clients that read only `content` (as MCP recommends).
            content.append(.object(["type": .string("text"), "text": .string(output.structured.compact)]))
            var members = [JSON.Member("content", .array(content))]
            if structured { members.append(JSON.Member("structuredContent", output.structured)) }
            return .object(members)
        } catch {
            return .object([
                "content": .array([.object(["type": .string("text"), "text": .string(sentence(error))])]),
                "isError": .bool(true),
            ])
        }
    }

    /// An error as one sentence for the agent (and the person) to read.
    func sentence(_ error: any Error) -> String {
        switch error {
        case let error as ToolFailure: return error.sentence
        case let error as DomainError: return error.description
        case let error as DocumentError:
            // A field's own sentence ("A weekly target is 1 to 7 times a week, not 9."), else the field named.
            let message = error.message
            if let first = message.first, first.isUppercase { return message }
            return Self.sentence("\"\(error.path)\": \(message)")
        case let error as SessionShell.MessageTooLong: return error.description
        default:
            var text = server.rpcError(error).message
            if text.hasPrefix("Invalid params: ") { text.removeFirst("Invalid params: ".count) }
            return Self.sentence(text)
        }
    }

    /// Starts with a capital (unless it starts with a quote) and ends with a full stop.
    static func sentence(_ text: String) -> String {
        var text = text
        if let first = text.first, first.isLowercase { text = first.uppercased() + text.dropFirst() }
        if let last = text.last, !".?!".contains(last) { text += "." }
        return text
    }
}

/// A tool call the tool refuses, with the sentence that says why.
struct ToolFailure: Error {
    let sentence: String
    init(_ sentence: String) { self.sentence = sentence }
}

/// Text renderings of the views for a tool result's `content`, given by the front door (`habitat mcp` gives the
/// plain-text ones `habitat today`, `stats` and `history` print). Without one, the content is the JSON alone.
public struct MCPRenderings {
    public var today: ((TodayReport) -> String)?
    public var stats: ((Journal, Window) -> String)?
    public var history: ((Journal, Day, Day) -> String)?
    /// The habits and groups, archived ones too when asked (nil: none to list).
    public var habits: ((Journal, Bool) -> String?)?

    public init(today: ((TodayReport) -> String)? = nil, stats: ((Journal, Window) -> String)? = nil,
                history: ((Journal, Day, Day) -> String)? = nil, habits: ((Journal, Bool) -> String?)? = nil) {
        self.today = today
        self.stats = stats
        self.history = history
        self.habits = habits
    }
}

/// The resources: the same JSON as the `today` and `list_habits` tools.
struct MCPResource: Sendable {
    let uri: String
    let name: String
    let title: String
    let description: String
    let read: @Sendable (MCPServer) throws -> JSON

    var definition: JSON {
        .object(["uri": .string(uri), "name": .string(name), "title": .string(title), "description": .string(description),
                 "mimeType": .string("application/json")])
    }

    static let all = [
        MCPResource(uri: "habitat://today", name: "today", title: "Today",
                    description: "Today's checklist: the habits due today with their state, weekly and monthly progress, streaks, and whether it is a good day so far.",
                    read: { try $0.todayView().structured }),
        MCPResource(uri: "habitat://habits", name: "habits", title: "Habits",
                    description: "Every habit (archived ones too) and group, as in Habitat's export format, without the day-by-day marks.",
                    read: { try $0.habitsView(includeArchived: true).structured }),
    ]
}
