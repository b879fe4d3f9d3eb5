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
        while offset < bytes.count {
            let start = line
            var fields: [String] = []
            var field: [UInt8] = []
            var quoted = false, wasQuoted = false
            rowLoop: while offset < bytes.count {
                let byte = bytes[offset]
                offset += 1
                if quoted {
                    if byte == UInt8(ascii: "\"") {
                        if offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") { field.append(byte); offset += 1 } else { quoted = false }
                    } else {
                        if byte == UInt8(ascii: "\n") { line += 1 }
                        field.append(byte)
                    }
                    continue
                }
                switch byte {
                case UInt8(ascii: "\"") where field.isEmpty && !wasQuoted:
                    quoted = true
                    wasQuoted = true
                case UInt8(ascii: ","):
                    fields.append(String(decoding: field, as: UTF8.self))
                    field.removeAll(keepingCapacity: true)
                    wasQuoted = false
                case UInt8(ascii: "\n"):
                    line += 1
                    break rowLoop
                case UInt8(ascii: "\r") where offset < bytes.count && bytes[offset] == UInt8(ascii: "\n"):
                    continue
                default:
                    field.append(byte)
                }
            }
            if quoted { throw ForeignError("a quoted field is never closed (the file may be cut short)", at: "\(name) line \(start)") }
            fields.append(String(decoding: field, as: UTF8.self))
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
