/// A JSON value whose objects keep their key order, so documents print the same way every time.
public enum JSON: Hashable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    /// A whole number too large for a Double to hold exactly, kept as written so it can be sent back as it
    /// came (a request id such as 12345678901234567890).
    case bigInteger(String)
    case string(String)
    case array([JSON])
    case object([Member])

    /// One key and value of an object, in order.
    public struct Member: Hashable, Sendable {
        public let key: String
        public let value: JSON
        public init(_ key: String, _ value: JSON) { self.key = key; self.value = value }
    }

    /// Builds an object from ordered pairs.
    public static func object(_ pairs: KeyValuePairs<String, JSON>) -> JSON { .object(pairs.map { Member($0.key, $0.value) }) }

    public static func int(_ value: Int) -> JSON { .number(Double(value)) }
    public static func string(_ value: String?) -> JSON { value.map(JSON.string) ?? .null }

    public subscript(key: String) -> JSON? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// The string, if this is one.
    public var stringValue: String? { if case .string(let s) = self { return s } else { return nil } }

    /// The items, if this is a list; otherwise none.
    public var arrayValue: [JSON] { if case .array(let a) = self { return a } else { return [] } }

    /// The number as an Int when it is a whole number of safe size.
    public var intValue: Int? {
        guard case .number(let n) = self, n.rounded() == n, abs(n) <= 9_007_199_254_740_991 else { return nil }
        return Int(n)
    }

    /// What kind of value this is, for error messages: "a string", "an array".
    public var kindName: String {
        switch self {
        case .null: return "null"
        case .bool: return "a true/false value"
        case .number, .bigInteger: return "a number"
        case .string: return "a string"
        case .array: return "a list"
        case .object: return "an object"
        }
    }
}

// MARK: - Printing

extension JSON {
    /// One line, no spaces: the NDJSON form.
    public var compact: String {
        var out = ""
        write(to: &out, indent: nil, level: 0)
        return out
    }

    /// Two-space indentation, one member per line, ending without a newline.
    public var pretty: String {
        var out = ""
        write(to: &out, indent: "  ", level: 0)
        return out
    }

    private func write(to out: inout String, indent: String?, level: Int) {
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let n): out += JSON.format(n)
        case .bigInteger(let text): out += text
        case .string(let s): JSON.quote(s, into: &out)
        case .array(let items):
            if items.isEmpty { out += "[]"; return }
            out += "["
            for (i, item) in items.enumerated() {
                if i > 0 { out += "," }
                newline(&out, indent, level + 1)
                item.write(to: &out, indent: indent, level: level + 1)
            }
            newline(&out, indent, level)
            out += "]"
        case .object(let members):
            if members.isEmpty { out += "{}"; return }
            out += "{"
            for (i, member) in members.enumerated() {
                if i > 0 { out += "," }
                newline(&out, indent, level + 1)
                JSON.quote(member.key, into: &out)
                out += indent == nil ? ":" : ": "
                member.value.write(to: &out, indent: indent, level: level + 1)
            }
            newline(&out, indent, level)
            out += "}"
        }
    }

    private func newline(_ out: inout String, _ indent: String?, _ level: Int) {
        guard let indent else { return }
        out += "\n"
        for _ in 0..<level { out += indent }
    }

    static func format(_ n: Double) -> String {
        guard n.isFinite else { return "null" }
        if n.rounded() == n, abs(n) < 1e15 { return String(Int(n)) }
        return String(n)
    }

    static func quote(_ s: String, into out: inout String) {
        out += "\""
        // Runs of bytes that need no escape are copied whole (an escape is always an ASCII byte, so runs end
        // between characters).
        let utf8 = s.utf8
        var start = utf8.startIndex
        var i = start
        while i != utf8.endIndex {
            let byte = utf8[i]
            guard byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x7F else { utf8.formIndex(after: &i); continue }
            out.append(contentsOf: Substring(utf8[start..<i]))
            switch byte {
            case 0x22: out += "\\\""
            case 0x5C: out += "\\\\"
            case 0x0A: out += "\\n"
            case 0x0D: out += "\\r"
            case 0x09: out += "\\t"
            default:
                let hex = String(byte, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            }
            utf8.formIndex(after: &i)
            start = i
        }
        out.append(contentsOf: Substring(utf8[start..<i]))
        out += "\""
    }
}

// MARK: - Parsing

/// Why some text is not JSON, and where.
public struct JSONParseError: Error, Hashable, Sendable, CustomStringConvertible {
    public let message: String
    public let line: Int
    public let column: Int
    public var description: String { "line \(line), column \(column): \(message)" }
}

extension JSON {
    /// The deepest nesting accepted, so hostile input can't exhaust the stack.
    public static let maxDepth = 128

    /// Parses one JSON text (RFC 8259) from UTF-8 bytes. Duplicate keys and invalid UTF-8 are errors.
    public static func parse(_ bytes: some Collection<UInt8>) throws(JSONParseError) -> JSON { try parse(Array(bytes)) }

    /// The same, reading the array in place (a large document isn't copied first).
    public static func parse(_ bytes: [UInt8]) throws(JSONParseError) -> JSON {
        var parser = Parser(bytes: bytes)
        parser.skipWhitespace()
        let value = try parser.value(depth: 0)
        parser.skipWhitespace()
        guard parser.index == parser.bytes.count else { throw parser.error("unexpected text after the JSON value") }
        return value
    }

    public static func parse(_ text: String) throws(JSONParseError) -> JSON { try parse(Array(text.utf8)) }

    /// Parses a JSON text whose top level is an object, except that the value of `key`, when it is a list, is
    /// only checked, one item at a time, and left out of the tree (an empty list stands in for it); its place
    /// in `bytes` comes back for `JSONListReader`. A large document's main list is then never whole in memory.
    public static func parse(_ bytes: [UInt8], deferring key: String) throws(JSONParseError) -> (JSON, deferred: Range<Int>?) {
        var parser = Parser(bytes: bytes)
        parser.deferring = key
        parser.skipWhitespace()
        let value = try parser.value(depth: 0)
        parser.skipWhitespace()
        guard parser.index == parser.bytes.count else { throw parser.error("unexpected text after the JSON value") }
        return (value, parser.deferred)
    }
}

/// The items of a list in a JSON text, parsed one at a time (see `JSON.parse(_:deferring:)`).
public struct JSONListReader {
    private var parser: Parser
    private let end: Int
    private var started = false

    /// `range` is where the list is, from its "[" to just after its "]".
    public init(_ bytes: [UInt8], range: Range<Int>) {
        parser = Parser(bytes: bytes)
        parser.index = range.lowerBound
        end = range.upperBound
    }

    /// The next item, or nil after the last.
    public mutating func next() throws(JSONParseError) -> JSON? {
        if !started {
            started = true
            guard parser.peek == UInt8(ascii: "[") else { throw parser.error("expected a list") }
            parser.index += 1
            parser.skipWhitespace()
            if parser.peek == UInt8(ascii: "]") { parser.index = end; return nil }
        } else {
            parser.skipWhitespace()
            switch parser.peek {
            case UInt8(ascii: ","): parser.index += 1
            case UInt8(ascii: "]"): parser.index = end; return nil
            default: if parser.index >= end { return nil }; throw parser.error("expected ',' or ']'")
            }
        }
        parser.skipWhitespace()
        return try parser.value(depth: 2)
    }
}

private struct Parser {
    let bytes: [UInt8]
    var index = 0
    /// A top-level key whose list value is checked but left out of the tree, and where that list was.
    var deferring: String? = nil
    var deferred: Range<Int>? = nil

    init(bytes: [UInt8]) { self.bytes = bytes }

    func error(_ message: String) -> JSONParseError {
        var line = 1
        var column = 1
        for b in bytes[..<min(index, bytes.count)] {
            if b == 0x0A { line += 1; column = 1 } else if b & 0xC0 != 0x80 { column += 1 }
        }
        return JSONParseError(message: message, line: line, column: column)
    }

    var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    mutating func skipWhitespace() {
        while let b = peek, b == 0x20 || b == 0x0A || b == 0x0D || b == 0x09 { index += 1 }
    }

    mutating func expect(_ literal: String, _ value: JSON) throws(JSONParseError) -> JSON {
        for b in literal.utf8 {
            guard peek == b else { throw error("expected \(literal)") }
            index += 1
        }
        return value
    }

    mutating func value(depth: Int) throws(JSONParseError) -> JSON {
        guard depth < JSON.maxDepth else { throw error("nested more than \(JSON.maxDepth) levels deep") }
        guard let b = peek else { throw error("unexpected end of input") }
        switch b {
        case UInt8(ascii: "{"): return try object(depth: depth)
        case UInt8(ascii: "["): return try array(depth: depth)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): return try expect("true", .bool(true))
        case UInt8(ascii: "f"): return try expect("false", .bool(false))
        case UInt8(ascii: "n"): return try expect("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
        default: throw error("unexpected character")
        }
    }

    mutating func object(depth: Int) throws(JSONParseError) -> JSON {
        index += 1
        var members: [JSON.Member] = []
        // Small objects (a mark, say) check their few keys in place; a set only past 8.
        var seen = Set<String>()
        skipWhitespace()
        if peek == UInt8(ascii: "}") { index += 1; return .object(members) }
        while true {
            skipWhitespace()
            guard peek == UInt8(ascii: "\"") else { throw error("expected a quoted key") }
            let keyStart = index
            let key = try string()
            let repeated = members.count < 8 ? members.contains { $0.key == key } : !seen.insert(key).inserted
            if members.count == 7 { seen = Set(members.map(\.key) + [key]) }
            guard !repeated else { index = keyStart; throw error("the key \"\(key)\" appears twice") }
            skipWhitespace()
            guard peek == UInt8(ascii: ":") else { throw error("expected ':' after a key") }
            index += 1
            skipWhitespace()
            if depth == 0, key == deferring, peek == UInt8(ascii: "[") {
                let start = index
                _ = try skimList(depth: depth + 1)
                deferred = start..<index
                members.append(JSON.Member(key, .array([])))
            } else {
                members.append(JSON.Member(key, try value(depth: depth + 1)))
            }
            skipWhitespace()
            switch peek {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "}"): index += 1; return .object(members)
            default: throw error("expected ',' or '}'")
            }
        }
    }

    mutating func array(depth: Int) throws(JSONParseError) -> JSON {
        index += 1
        var items: [JSON] = []
        skipWhitespace()
        if peek == UInt8(ascii: "]") { index += 1; return .array(items) }
        while true {
            skipWhitespace()
            items.append(try value(depth: depth + 1))
            skipWhitespace()
            switch peek {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "]"): index += 1; return .array(items)
            default: throw error("expected ',' or ']'")
            }
        }
    }

    /// Checks a list as `array` would, keeping none of its items.
    mutating func skimList(depth: Int) throws(JSONParseError) -> Int {
        index += 1
        var count = 0
        skipWhitespace()
        if peek == UInt8(ascii: "]") { index += 1; return 0 }
        while true {
            skipWhitespace()
            _ = try value(depth: depth + 1)
            count += 1
            skipWhitespace()
            switch peek {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "]"): index += 1; return count
            default: throw error("expected ',' or ']'")
            }
        }
    }

    mutating func number() throws(JSONParseError) -> JSON {
        let start = index
        func digits() -> Int {
            let from = index
            while let b = peek, b >= 0x30, b <= 0x39 { index += 1 }
            return index - from
        }
        if peek == UInt8(ascii: "-") { index += 1 }
        if peek == UInt8(ascii: "0") {
            index += 1
        } else if digits() == 0 {
            throw error("expected a digit")
        }
        if peek == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { throw error("expected a digit after '.'") }
        }
        if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
            index += 1
            if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { throw error("expected a digit in the exponent") }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text) else { throw error("not a number") }
        // A whole number past 2^53 would come back changed: keep its digits.
        if !text.contains(where: { $0 == "." || $0 == "e" || $0 == "E" }), abs(value) > 9_007_199_254_740_991 {
            return .bigInteger(text)
        }
        return .number(value)
    }

    mutating func hex4() throws(JSONParseError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let b = peek else { throw error("unfinished \\u escape") }
            let digit: UInt8
            switch b {
            case 0x30...0x39: digit = b - 0x30
            case 0x41...0x46: digit = b - 0x41 + 10
            case 0x61...0x66: digit = b - 0x61 + 10
            default: throw error("bad hex digit in \\u escape")
            }
            value = value * 16 + UInt32(digit)
            index += 1
        }
        return value
    }

    mutating func string() throws(JSONParseError) -> String {
        index += 1
        var text = ""
        while true {
            guard let b = peek else { throw error("unfinished string") }
            switch b {
            case UInt8(ascii: "\""):
                index += 1
                return text
            case UInt8(ascii: "\\"):
                index += 1
                guard let e = peek else { throw error("unfinished escape") }
                index += 1
                switch e {
                case UInt8(ascii: "\""): text.unicodeScalars.append("\"")
                case UInt8(ascii: "\\"): text.unicodeScalars.append("\\")
                case UInt8(ascii: "/"): text.unicodeScalars.append("/")
                case UInt8(ascii: "b"): text.unicodeScalars.append("\u{8}")
                case UInt8(ascii: "f"): text.unicodeScalars.append("\u{C}")
                case UInt8(ascii: "n"): text.unicodeScalars.append("\n")
                case UInt8(ascii: "r"): text.unicodeScalars.append("\r")
                case UInt8(ascii: "t"): text.unicodeScalars.append("\t")
                case UInt8(ascii: "u"):
                    var code = try hex4()
                    if (0xD800...0xDBFF).contains(code) {
                        guard peek == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u") else {
                            throw error("a lone surrogate in a \\u escape")
                        }
                        index += 2
                        let low = try hex4()
                        guard (0xDC00...0xDFFF).contains(low) else { throw error("a lone surrogate in a \\u escape") }
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let scalar = Unicode.Scalar(code) else { throw error("a lone surrogate in a \\u escape") }
                    text.unicodeScalars.append(scalar)
                default: throw error("unknown escape")
                }
            case 0x00..<0x20:
                throw error("a control character inside a string")
            case 0x00..<0x80:
                // A run of plain ASCII is taken at once (a long message costs a copy, not a step a character).
                let start = index
                index += 1
                while index < bytes.count {
                    let c = bytes[index]
                    guard c >= 0x20, c < 0x80, c != UInt8(ascii: "\""), c != UInt8(ascii: "\\") else { break }
                    index += 1
                }
                if index - start == 1 {
                    text.unicodeScalars.append(Unicode.Scalar(b))
                } else {
                    text += String(decoding: bytes[start..<index], as: UTF8.self)
                }
            default:
                text.unicodeScalars.append(try utf8Scalar(lead: b))
            }
        }
    }

    /// Decodes one multi-byte UTF-8 sequence, refusing overlong forms, surrogates and stray bytes.
    mutating func utf8Scalar(lead: UInt8) throws(JSONParseError) -> Unicode.Scalar {
        let count: Int
        var code: UInt32
        switch lead {
        case 0xC2...0xDF: count = 1; code = UInt32(lead & 0x1F)
        case 0xE0...0xEF: count = 2; code = UInt32(lead & 0x0F)
        case 0xF0...0xF4: count = 3; code = UInt32(lead & 0x07)
        default: throw error("invalid UTF-8")
        }
        guard index + count < bytes.count else { throw error("invalid UTF-8") }
        for i in 1...count {
            let b = bytes[index + i]
            guard b & 0xC0 == 0x80 else { throw error("invalid UTF-8") }
            code = code << 6 | UInt32(b & 0x3F)
        }
        let minimum: UInt32 = count == 1 ? 0x80 : count == 2 ? 0x800 : 0x10000
        guard code >= minimum, let scalar = Unicode.Scalar(code) else { throw error("invalid UTF-8") }
        index += count + 1
        return scalar
    }
}
