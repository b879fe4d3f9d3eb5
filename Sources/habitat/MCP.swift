import Foundation
import CoachEngine
import CoachProtocol
import HabitStore
import HabitDomain

/// `habitat mcp`: the coach as a Model Context Protocol server on stdin/stdout, for LLM agents and desktop assistants.
/// Stdout carries protocol lines only, each written whole as soon as it is ready; diagnostics go to stderr.
///
/// Requests are handled one at a time, in order, each change committed before its response is written (a response
/// always means its change is stored). Ends at end of input, or quietly when stdout is closed.
enum MCP {
    static func run(_ options: GlobalOptions, coach: Coach) throws {
        let store = try Exit.store(options.db)
        let server = Serve.protocolServer(options, coach: coach, store: store, command: "mcp")
        // The text renderings are the ones `habitat today`, `stats` and `history` print to a pipe (no colour).
        let plain = Style(enabled: false)
        let today = { options.currentDay() }
        let mcp = MCPServer(server: server, user: options.user, renderings: MCPRenderings(
            today: { TerminalViews.today($0, width: 80, style: plain, cells: false) },
            stats: { Views.stats($0, window: $1, today: today(), calendar: options.calendar, width: 80) },
            history: { TerminalViews.history($0, from: $1, through: $2, today: today(), calendar: options.calendar, width: 80, style: plain) },
            habits: { Views.habitList($0, includeArchived: $1) }))
        defer { store.close() }

        let answered = try Serve.readLines { events in
            for event in events {
                let response: String?
                switch event {
                case .line(let line): response = mcp.handle(line)
                case .tooLong: response = ProtocolServer.tooLongResponse
                }
                if let response, !Serve.writeLine(response) { return false }
            }
            return true
        }
        guard answered else { return }
        if store.isDamaged, case .file(let path) = options.db { throw StoreError.damaged(path: path) }
    }
}
