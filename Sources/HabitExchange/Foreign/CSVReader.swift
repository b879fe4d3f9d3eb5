import HabitDomain

/// The rows of a CSV text (RFC 4180: fields in double quotes may hold commas, line breaks and doubled quotes), read
/// one at a time from its bytes; CRLF or LF line ends, a UTF-8 byte order mark skipped. Blank lines are no rows.
///
/// For example: `var rows = CSVReader(bytes); while let row = try rows.next() { … row.fields … }`.
struct CSVReader {
    struct Row {
        /// The line the row starts on, from 1.
        let line: Int
        let fields: [String]
    }

    private let bytes: [UInt8]
    private var offset = 0
    private var line = 1
    /// The file's name as an error names it: "Habits.csv".
    let name: String

    init(_ bytes: [UInt8], name: String) {
        self.bytes = bytes
        self.name = name
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { offset = 3 }
    }

    /// The next row with at least one non-empty field; nil at the end. Throws for a quoted field never closed (a
    /// file cut short).
    mutating func next() throws(ForeignError) -> Row? {
        let quote = UInt8(ascii: "\""), comma = UInt8(ascii: ","), newline = UInt8(ascii: "\n"), cr = UInt8(ascii: "\r")
        while offset < bytes.count {
            let start = line
            var fields: [String] = []
            while true {
                // One field: a run of bytes up to a comma or the line's end, or a quoted one (which may hold both).
                var quoted: [UInt8]? = nil
                if offset < bytes.count, bytes[offset] == quote {
                    var field: [UInt8] = []
                    var closed = false
                    offset += 1
                    while offset < bytes.count {
                        let byte = bytes[offset]
                        offset += 1
                        if byte == quote {
                            if offset < bytes.count, bytes[offset] == quote { field.append(quote); offset += 1 } else { closed = true; break }
                        } else {
                            if byte == newline { line += 1 }
                            field.append(byte)
                        }
                    }
                    if !closed { throw ForeignError("a quoted field is never closed (the file may be cut short)", at: "\(name) line \(start)") }
                    quoted = field
                }
                let run = offset
                while offset < bytes.count, bytes[offset] != comma, bytes[offset] != newline { offset += 1 }
                var end = offset
                if end > run, bytes[end - 1] == cr, offset == bytes.count || bytes[offset] == newline { end -= 1 }
                if var field = quoted {
                    field += bytes[run..<end]
                    fields.append(String(decoding: field, as: UTF8.self))
                } else {
                    fields.append(String(decoding: bytes[run..<end], as: UTF8.self))
                }
                guard offset < bytes.count, bytes[offset] == comma else { break }
                offset += 1
            }
            if offset < bytes.count { offset += 1; line += 1 }
            if fields.contains(where: { !$0.isEmpty }) { return Row(line: start, fields: fields) }
        }
        return nil
    }

    /// A header cell as a key to find it by: letters and digits only, lower-cased ("Archived?" is "archived",
    /// "Target Type" is "targettype").
    static func key(_ header: String) -> String {
        String(header.lowercased().unicodeScalars.filter { $0.properties.isAlphabetic || ("0"..."9").contains($0) })
    }
}

extension String {
    /// Without the spaces and tabs at either end (a cell's padding); nothing else is touched.
    var trimmingSpaces: String {
        let utf8 = self.utf8
        guard let first = utf8.firstIndex(where: { $0 != 0x20 && $0 != 0x09 }),
              let last = utf8.lastIndex(where: { $0 != 0x20 && $0 != 0x09 }) else { return "" }
        if first == utf8.startIndex && last == utf8.index(before: utf8.endIndex) { return self }
        return String(self[first...last])
    }
}
