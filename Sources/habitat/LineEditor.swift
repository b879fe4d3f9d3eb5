import Foundation

/// The terminal settings to put back if a signal ends the process while a line is being edited.
/// Globals, because a C signal handler can't capture anything.
nonisolated(unsafe) private var restoreOnSignal: termios? = nil

private func restoreTerminalAndExit(_ signal: Int32) {
    if var saved = restoreOnSignal { tcsetattr(STDIN_FILENO, TCSANOW, &saved) }
    _ = write(STDOUT_FILENO, "\r\n", 2)
    _exit(128 + signal)
}

/// A line editor for the REPL, written on termios: arrows, Home/End, Ctrl-A/E/K/U/W, history, Tab.
///
/// The terminal is put in raw mode only while a line is being read and is always restored after,
/// so output printed between lines (the coach's replies) behaves normally.
final class LineEditor {
    enum Result {
        case line(String)
        /// Ctrl-D on an empty line, or the end of input.
        case end
    }

    private let input: Int32 = STDIN_FILENO
    private let historyFile: String?
    private(set) var history: [String] = []
    static let historyLimit = 1000
    /// Offers completions for the text before the cursor.
    var complete: (String) -> [String] = { _ in [] }
    /// Asked about once a second while waiting for a key: lines to show above the prompt (due reminders).
    var idle: () -> [String] = { [] }

    init(historyFile: String?) {
        self.historyFile = historyFile
        if let historyFile, let text = try? String(contentsOfFile: historyFile, encoding: .utf8) {
            history = text.split(separator: "\n").map(String.init)
        }
    }

    /// Remembers a line (not blank, not a repeat of the last one) and saves the history file (0600).
    func remember(_ line: String) {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty, history.last != line else { return }
        history.append(line)
        if history.count > Self.historyLimit { history.removeFirst(history.count - Self.historyLimit) }
        guard let historyFile else { return }
        let data = Data((history.joined(separator: "\n") + "\n").utf8)
        if FileManager.default.createFile(atPath: historyFile, contents: data, attributes: [.posixPermissions: 0o600]) {
            chmod(historyFile, 0o600)
        }
    }

    // MARK: Reading a line

    func read(prompt: String, promptWidth: Int) -> Result {
        var saved = termios()
        guard tcgetattr(input, &saved) == 0 else { return readPlain(prompt: prompt) }
        var raw = saved
        raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
        raw.c_cflag |= tcflag_t(CS8)
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        // TCSADRAIN, not TCSAFLUSH: keys typed while the coach was answering are kept, not thrown away.
        restoreOnSignal = saved
        for sig in [SIGTERM, SIGHUP, SIGQUIT] { signal(sig, restoreTerminalAndExit) }
        guard tcsetattr(input, TCSADRAIN, &raw) == 0 else { return readPlain(prompt: prompt) }
        defer {
            tcsetattr(input, TCSADRAIN, &saved)
            restoreOnSignal = nil
        }

        var state = EditState()
        var browsing = history.count
        var stash = ""
        redraw(prompt, promptWidth, state)
        while true {
            // While no key comes, anything due is shown above the prompt and the line being typed is drawn again.
            var ready = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
            if poll(&ready, 1, 1000) == 0 {
                let lines = idle()
                if !lines.isEmpty {
                    out("\r\u{1B}[K" + lines.joined(separator: "\r\n") + "\r\n")
                    redraw(prompt, promptWidth, state)
                }
                continue
            }
            guard let byte = readByte() else { out("\r\n"); return .end }
            switch byte {
            case 0x0D, 0x0A:
                out("\r\n")
                return .line(String(state.text))
            case 0x04:  // Ctrl-D: leave on an empty line, else delete under the cursor
                if state.text.isEmpty { out("\r\n"); return .end }
                state.deleteForward()
            case 0x03:  // Ctrl-C clears the line
                out("^C\r\n")
                state = EditState()
                browsing = history.count
            case 0x01: state.cursor = 0
            case 0x05: state.cursor = state.text.count
            case 0x0B: state.text.removeSubrange(state.cursor...)
            case 0x15: state.text.removeSubrange(..<state.cursor); state.cursor = 0
            case 0x17: state.deleteWordBack()
            case 0x0C: out("\u{1B}[H\u{1B}[2J")
            case 0x7F, 0x08: state.deleteBack()
            case 0x02: state.cursor = max(0, state.cursor - 1)
            case 0x06: state.cursor = min(state.text.count, state.cursor + 1)
            case 0x10, 0x0E:  // Ctrl-P / Ctrl-N
                moveHistory(byte == 0x10 ? -1 : 1, &state, &browsing, &stash)
            case 0x09:
                tab(&state, prompt: prompt, promptWidth: promptWidth)
            case 0x1B:
                escape(&state, &browsing, &stash)
            default:
                if byte >= 0x20 { insertUTF8(byte, into: &state) }
            }
            redraw(prompt, promptWidth, state)
        }
    }

    /// Without a terminal: a plain line from stdin.
    private func readPlain(prompt: String) -> Result {
        out(prompt)
        guard let line = readLine(strippingNewline: true) else { return .end }
        return .line(line)
    }

    private func moveHistory(_ step: Int, _ state: inout EditState, _ browsing: inout Int, _ stash: inout String) {
        let target = browsing + step
        guard target >= 0, target <= history.count else { return }
        if browsing == history.count { stash = String(state.text) }
        browsing = target
        state.text = Array(target == history.count ? stash : history[target])
        state.cursor = state.text.count
    }

    private func escape(_ state: inout EditState, _ browsing: inout Int, _ stash: inout String) {
        guard let first = readByte() else { return }
        guard first == UInt8(ascii: "[") || first == UInt8(ascii: "O") else { return }
        var params: [UInt8] = []
        var final: UInt8 = 0
        while let b = readByte() {
            if (0x40...0x7E).contains(b) { final = b; break }
            params.append(b)
        }
        switch final {
        case UInt8(ascii: "A"): moveHistory(-1, &state, &browsing, &stash)
        case UInt8(ascii: "B"): moveHistory(1, &state, &browsing, &stash)
        case UInt8(ascii: "C"): state.cursor = min(state.text.count, state.cursor + 1)
        case UInt8(ascii: "D"): state.cursor = max(0, state.cursor - 1)
        case UInt8(ascii: "H"): state.cursor = 0
        case UInt8(ascii: "F"): state.cursor = state.text.count
        case UInt8(ascii: "~"):
            switch params.first {
            case UInt8(ascii: "1"), UInt8(ascii: "7"): state.cursor = 0
            case UInt8(ascii: "4"), UInt8(ascii: "8"): state.cursor = state.text.count
            case UInt8(ascii: "3"): state.deleteForward()
            default: break
            }
        default: break
        }
    }

    private func tab(_ state: inout EditState, prompt: String, promptWidth: Int) {
        let before = String(state.text[..<state.cursor])
        let options = complete(before)
        guard !options.isEmpty else { out("\u{7}"); return }
        let common = options.dropFirst().reduce(options[0]) { prefix, option in
            String(zip(prefix, option).prefix { $0.lowercased() == $1.lowercased() }.map(\.0))
        }
        if options.count == 1 || common.count > before.count {
            let replacement = options.count == 1 ? options[0] + " " : common
            state.text.replaceSubrange(..<state.cursor, with: Array(replacement))
            state.cursor = replacement.count
        } else {
            out("\r\n" + options.joined(separator: "   ") + "\r\n")
        }
    }

    private func insertUTF8(_ lead: UInt8, into state: inout EditState) {
        var bytes = [lead]
        let extra = lead >= 0xF0 ? 3 : lead >= 0xE0 ? 2 : lead >= 0xC0 ? 1 : 0
        for _ in 0..<extra { if let b = readByte() { bytes.append(b) } }
        let text = String(decoding: bytes, as: UTF8.self)
        // Control characters never enter the line; a pasted newline ends nothing.
        for ch in text where !ch.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }) {
            state.insert(ch)
        }
    }

    private func readByte() -> UInt8? {
        var byte: UInt8 = 0
        while true {
            let n = Foundation.read(input, &byte, 1)
            if n == 1 { return byte }
            if n < 0 && errno == EINTR { continue }
            return nil
        }
    }

    private func redraw(_ prompt: String, _ promptWidth: Int, _ state: EditState) {
        let columns = Terminal.width
        // Keep the cursor on screen: show a window of the line around it.
        let room = max(10, columns - promptWidth - 1)
        var start = 0
        if Terminal.columns(state.text[..<state.cursor]) > room {
            start = state.cursor
            var used = 0
            while start > 0, used + Terminal.columns([state.text[start - 1]]) <= room - 1 { start -= 1; used += Terminal.columns([state.text[start]]) }
        }
        var shown = Array(state.text[start...])
        while Terminal.columns(shown) > room, !shown.isEmpty { shown.removeLast() }
        let after = Terminal.columns(state.text[state.cursor..<min(state.text.count, start + shown.count)])
        var line = "\r" + prompt + String(shown) + "\u{1B}[K"
        if after > 0 { line += "\u{1B}[\(after)D" }
        out(line)
    }

    private func out(_ text: String) {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeMutableBytes { write(STDOUT_FILENO, $0.baseAddress! + offset, $0.count - offset) }
            if n <= 0 { if errno == EINTR { continue }; return }
            offset += n
        }
    }
}

/// The text being edited and where the cursor is, in characters.
struct EditState {
    var text: [Character] = []
    var cursor = 0

    mutating func insert(_ ch: Character) {
        text.insert(ch, at: cursor)
        cursor += 1
    }

    mutating func deleteBack() {
        guard cursor > 0 else { return }
        text.remove(at: cursor - 1)
        cursor -= 1
    }

    mutating func deleteForward() {
        guard cursor < text.count else { return }
        text.remove(at: cursor)
    }

    /// Ctrl-W: the word before the cursor, and the spaces after it.
    mutating func deleteWordBack() {
        var start = cursor
        while start > 0, text[start - 1] == " " { start -= 1 }
        while start > 0, text[start - 1] != " " { start -= 1 }
        text.removeSubrange(start..<cursor)
        cursor = start
    }
}
