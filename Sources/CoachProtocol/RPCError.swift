import HabitDomain
import HabitExchange

/// A JSON-RPC error: code, message, and optional data (`kind` for application errors).
public struct RPCError: Error, Sendable {
    public let code: Int
    public let message: String
    public let data: JSON?

    public init(code: Int, message: String, data: JSON? = nil) {
        self.code = code
        self.message = message
        self.data = data
    }

    public static func parse(_ detail: String) -> RPCError { RPCError(code: -32700, message: "Parse error: \(detail)") }
    public static func invalidRequest(_ detail: String) -> RPCError { RPCError(code: -32600, message: "Invalid request: \(detail)") }
    public static func methodNotFound(_ method: String) -> RPCError {
        RPCError(code: -32601, message: "Method not found: \(method)", data: .object(["method": .string(method)]))
    }
    public static func invalidParams(_ detail: String) -> RPCError { RPCError(code: -32602, message: "Invalid params: \(detail)") }
    public static func internalError(_ detail: String) -> RPCError { RPCError(code: -32603, message: "Internal error: \(detail)") }

    /// Application errors, -32000 and below, each with a `data.kind`.
    public static func store(_ detail: String) -> RPCError { application(-32001, "store", detail) }
    public static func rejected(_ detail: String) -> RPCError { application(-32002, "rule", detail) }
    public static func invalidDocument(_ error: DocumentError) -> RPCError {
        RPCError(code: -32003, message: error.description,
                 data: .object(["kind": .string("invalid_document"), "path": .string(error.path)]))
    }

    static func application(_ code: Int, _ kind: String, _ detail: String) -> RPCError {
        RPCError(code: code, message: detail, data: .object(["kind": .string(kind)]))
    }

    var json: JSON {
        var members = [JSON.Member("code", .int(code)), JSON.Member("message", .string(message))]
        if let data { members.append(JSON.Member("data", data)) }
        return .object(members)
    }
}
