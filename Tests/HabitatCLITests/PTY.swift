import Foundation

/// Runs `habitat` on a pseudo-terminal, so the REPL's line editor can be driven key by key.
final class PTYSession {
    let process = Process()
    private let master: Int32
    private(set) var output = ""

    init(_ habitat: Habitat, arguments: [String], environment extra: [String: String] = [:], columns: UInt16 = 100) throws {
        // posix_openpt and friends aren't visible from Swift's Glibc module: the same steps through /dev/ptmx.
        master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        var number: UInt32 = 0
        var unlock: Int32 = 0
        let TIOCGPTN: UInt = 0x8004_5430, TIOCSPTLCK: UInt = 0x4004_5431
        guard master >= 0, ioctl(master, TIOCSPTLCK, &unlock) == 0, ioctl(master, TIOCGPTN, &number) == 0 else {
            throw NSError(domain: "pty", code: 1)
        }
        let slave = open("/dev/pts/\(number)", O_RDWR | O_NOCTTY)
        var size = winsize(ws_row: 40, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(slave, UInt(TIOCSWINSZ), &size)
        let handle = FileHandle(fileDescriptor: slave, closeOnDealloc: true)
        process.executableURL = Habitat.binary
        process.arguments = arguments
        process.environment = habitat.environment.merging(["TERM": "xterm"].merging(extra) { _, new in new }) { _, new in new }
        process.standardInput = handle
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        // Only the child keeps the terminal's other end, so its exit shows up here as end of input.
        try handle.close()
    }

    deinit {
        if process.isRunning { process.terminate() }
        close(master)
    }

    /// Reads until the output holds `text` (or five seconds pass); true when it was seen.
    @discardableResult
    func wait(for text: String, after start: String.Index? = nil, within seconds: Double = 5) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if output[(start ?? output.startIndex)...].contains(text) { return true }
            var poller = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 100) > 0 else { continue }
            var buffer = [UInt8](repeating: 0, count: 4096)
            let n = read(master, &buffer, buffer.count)
            if n <= 0 { break }
            output += String(decoding: buffer[0..<n], as: UTF8.self)
        }
        return output[(start ?? output.startIndex)...].contains(text)
    }

    /// Types keys, waits for `text`, then for the next prompt (so the editor is reading again).
    func type(_ keys: String, thenWaitFor text: String = "> ") {
        let mark = output.endIndex
        _ = keys.utf8CString.withUnsafeBufferPointer { write(master, $0.baseAddress, $0.count - 1) }
        wait(for: text, after: mark)
        if let seen = output[mark...].range(of: text) { wait(for: "> ", after: seen.upperBound) }
    }

    func finish() -> Int32 {
        _ = [UInt8(4)].withUnsafeBufferPointer { write(master, $0.baseAddress, 1) }  // Ctrl-D
        // Drain the output until the child is gone (bounded); a child still there after that is killed.
        let deadline = Date().addingTimeInterval(10)
        while kill(process.processIdentifier, 0) == 0 && process.isRunning && Date() < deadline { wait(for: "\u{0}", within: 0.2) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        return process.terminationStatus
    }
}
