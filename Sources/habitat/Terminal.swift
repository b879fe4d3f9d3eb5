import Foundation

/// Facts about the terminal, and colour that respects `NO_COLOR` and turns off when stdout isn't a terminal.
enum Terminal {
    static var isInteractive: Bool { isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1 }

    /// Columns of the terminal (or `COLUMNS`, or 80).
    static var width: Int {
        var size = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        if let columns = ProcessInfo.processInfo.environment["COLUMNS"].flatMap(Int.init), columns > 0 { return columns }
        return 80
    }

    /// How many columns characters take: East Asian wide characters and emoji take two, combining marks none.
    static func columns(_ characters: some Sequence<Character>) -> Int {
        characters.reduce(0) { total, ch in
            guard let first = ch.unicodeScalars.first else { return total }
            if first.properties.generalCategory == .nonspacingMark { return total }
            if first.properties.isEmojiPresentation || ch.unicodeScalars.contains(where: { $0.value == 0xFE0F }) { return total + 2 }
            switch first.value {
            case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
                 0xFFE0...0xFFE6, 0x20000...0x3FFFD: return total + 2
            default: return total + 1
            }
        }
    }

    /// Every line of `text` that runs past `width` wrapped at spaces, under its own indent; the rest as it is.
    static func fitLines(_ text: String, width: Int) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            let line = String(line)
            guard columns(plain(line)) > width else { return line }
            return wrap(line, width: width, indent: "  ")
        }.joined(separator: "\n")
    }

    /// The text without its colour codes, to measure.
    static func plain(_ text: String) -> String {
        guard text.contains("\u{1B}") else { return text }
        var out = ""
        var escape = false
        for ch in text {
            if ch == "\u{1B}" { escape = true; continue }
            if escape { if ch.isLetter { escape = false }; continue }
            out.append(ch)
        }
        return out
    }

    /// Breaks text into lines of at most `width` columns at spaces (a longer word gets a line of its own).
    static func wrap(_ text: String, width: Int, indent: String = "") -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { paragraph -> String in
            // Keep a paragraph's own leading spaces (list items) on its continuation lines.
            let lead = String(paragraph.prefix { $0 == " " })
            var lines: [String] = []
            var line = ""
            for word in paragraph.split(separator: " ") {
                let candidate = line.isEmpty ? lead + word : line + " " + word
                if !line.isEmpty, columns(candidate) > width {
                    lines.append(line)
                    line = lead + indent + word
                } else {
                    line = candidate
                }
            }
            lines.append(line)
            return lines.joined(separator: "\n")
        }.joined(separator: "\n")
    }

    /// Pads or shortens (with "…") to exactly `width` columns.
    static func fit(_ text: String, _ width: Int) -> String {
        var out = ""
        var used = 0
        for ch in text {
            let w = columns([ch])
            if used + w > width - (columns(text) > width ? 1 : 0) { out += "…"; used += 1; break }
            out.append(ch)
            used += w
        }
        return out + String(repeating: " ", count: max(0, width - used))
    }
}

/// ANSI styling, or none.
struct Style {
    let enabled: Bool

    /// On for a terminal, off for pipes and files, and off whenever `NO_COLOR` is set (no-color.org).
    static var current: Style {
        let noColor = !(ProcessInfo.processInfo.environment["NO_COLOR"] ?? "").isEmpty
        return Style(enabled: !noColor && isatty(STDOUT_FILENO) == 1 && ProcessInfo.processInfo.environment["TERM"] != "dumb")
    }

    private func wrap(_ code: String, _ text: String) -> String { enabled ? "\u{1B}[\(code)m" + text + "\u{1B}[0m" : text }
    func coach(_ text: String) -> String { wrap("36", text) }
    func dim(_ text: String) -> String { wrap("2", text) }
    func bold(_ text: String) -> String { wrap("1", text) }
    func good(_ text: String) -> String { wrap("32", text) }
    func prompt(_ text: String) -> String { wrap("1;34", text) }
}
