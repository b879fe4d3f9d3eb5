import Foundation
import CoachEngine
import CoachProtocol
import HabitStore
import HabitDomain

/// `habitat serve`: JSON-RPC over stdin/stdout. Stdout carries protocol lines only, each flushed as it
/// is written; diagnostics go to stderr. Ends quietly at end of input or when stdout is closed.
///
/// Requests and reminder notifications are handled on one serial queue, so a notification is written
/// between responses, never inside one, and the store is only ever used by one of them at a time.
enum Serve {
    /// At most this many waiting requests share one transaction (it holds the write lock while they are answered).
    static let groupSize = 32

    static func run(_ options: GlobalOptions, coach: Coach) throws {
        let store = try Exit.store(options.db)
        let server = protocolServer(options, coach: coach, store: store, command: "serve")
        let work = DispatchQueue(label: "habitat.serve")
        let timer = DispatchSource.makeTimerSource(queue: work)
        timer.schedule(deadline: .now() + .milliseconds(250), repeating: .milliseconds(250))
        timer.setEventHandler {
            for line in server.tick() where !writeLine(line) { timer.cancel(); return }
        }
        timer.resume()
        // At the end the timer is stopped and, once no tick is running, the store is closed: its data is then in
        // the database file itself (checkpointed), not only in the WAL.
        defer {
            timer.cancel()
            work.sync { store.close() }
        }
        func send(_ events: [LineFramer.Event]) -> Bool {
            work.sync {
                var rest = events[...]
                while !rest.isEmpty {
                    guard deliver(rest.prefix(Serve.groupSize)) else { return false }
                    rest = rest.dropFirst(Serve.groupSize)
                }
                return true
            }
        }
        func answer(_ event: LineFramer.Event) -> String? {
            switch event {
            case .line(let line): return server.handle(line)
            case .tooLong: return ProtocolServer.tooLongResponse
            }
        }
        // Group commit: the changes already read are answered in one transaction, and their replies are written
        // only once it is committed. If it can't be (the disk is full, another writer holds the lock), nothing of it
        // was stored and each request is answered again on its own, exactly as if it had come alone. Reads between
        // them are answered on their own, in order, outside the write transaction: a read never waits for a writer.
        func deliver(_ events: ArraySlice<LineFramer.Event>) -> Bool {
            var writes: [LineFramer.Event] = []
            func flush() -> Bool {
                defer { writes = [] }
                var responses: [String?] = []
                if writes.count > 1 {
                    do { try store.batch { responses = writes.map(answer) } } catch { responses = [] }
                }
                if responses.isEmpty { responses = writes.map(answer) }
                for case let response? in responses where !writeLine(response) { return false }
                return true
            }
            for event in events {
                // A request alone is answered as it comes (its own transaction); only a group is sorted.
                if events.count > 1, case .line(let line) = event, ProtocolServer.writes(line) {
                    writes.append(event)
                    continue
                }
                guard flush() else { return false }
                if let response = answer(event), !writeLine(response) { return false }
            }
            return flush()
        }

        guard try readLines(send) else { return }
        // Damage found while serving was answered request by request; the exit status says it too.
        if store.isDamaged, case .file(let path) = options.db { throw StoreError.damaged(path: path) }
    }

    /// The protocol server over the store, on the options' clock and calendar, logging as `command` ("serve", "mcp").
    /// Reminders and the time of day of chat turns run on the running clock (from `--now` when given).
    static func protocolServer(_ options: GlobalOptions, coach: Coach, store: HabitStore, command: String) -> ProtocolServer {
        let server = ProtocolServer(store: store, coach: coach, calendar: options.calendar, today: { options.currentDay() },
                                    deterministic: options.fixedClock, log: DiagnosticLog(command: command).write)
        server.clock = options.runningClock()
        return server
    }

    /// Reads standard input to its end, handing each block's whole lines (and a line too long) to `send`, then what is
    /// left at the end. False when `send` found stdout closed: nobody is listening, so reading stops.
    static func readLines(_ send: ([LineFramer.Event]) -> Bool) throws -> Bool {
        var framer = LineFramer()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw Failure("can't read standard input: \(String(cString: strerror(errno))).")
            }
            if count == 0 { break }
            guard send(framer.feed(buffer[0..<count])) else { return false }
        }
        return send(framer.finish())
    }

    /// Writes one line to stdout, all of it; false when stdout is gone.
    static func writeLine(_ text: String) -> Bool {
        var bytes = Array(text.utf8)
        bytes.append(0x0A)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress! + offset, $0.count - offset) }
            if written < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += written
        }
        return true
    }
}

/// `serve`'s (and `mcp`'s) diagnostics on stderr, which a frontend may never read: at most 20 lines a second (the rest
/// counted and summed up in the next line), and never waiting — when nobody drains the pipe, a line that
/// doesn't fit is dropped rather than stalling every request behind it.
final class DiagnosticLog {
    private var windowStart = DispatchTime.now()
    private var inWindow = 0
    private var dropped = 0
    static let perSecond = 20
    /// The command whose lines these are ("serve", "mcp").
    let command: String

    init(command: String) {
        self.command = command
        // Not for a terminal: a shell's own terminal must not be left non-blocking.
        if isatty(STDERR_FILENO) == 0 {
            let flags = fcntl(STDERR_FILENO, F_GETFL)
            if flags >= 0 { _ = fcntl(STDERR_FILENO, F_SETFL, flags | O_NONBLOCK) }
        }
    }

    func write(_ message: String) {
        let now = DispatchTime.now()
        if now.uptimeNanoseconds - windowStart.uptimeNanoseconds >= 1_000_000_000 { windowStart = now; inWindow = 0 }
        guard inWindow < Self.perSecond else { dropped += 1; return }
        inWindow += 1
        var line = "habitat: \(command): " + message
        if dropped > 0 { line += " (\(dropped) more not shown)"; dropped = 0 }
        let bytes = Array((line + "\n").utf8)
        let written = bytes.withUnsafeBytes { Foundation.write(STDERR_FILENO, $0.baseAddress, $0.count) }
        if written < bytes.count { dropped += 1 }
    }
}
