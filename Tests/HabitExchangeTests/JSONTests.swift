import Testing
@testable import HabitDomain
import HabitExchange

@Suite struct JSONTests {
    @Test func keepsKeyOrderAndPrintsCompactly() throws {
        let value = try JSON.parse(#"{"b": 1, "a": [true, null, "x\n\"y\""], "c": {"d": -2.5e1}}"#)
        #expect(value.compact == #"{"b":1,"a":[true,null,"x\n\"y\""],"c":{"d":-25}}"#)
        #expect(value["a"] == .array([.bool(true), .null, .string("x\n\"y\"")]))
    }

    @Test func printsPrettyWithTwoSpaces() {
        let value: JSON = .object(["a": .array([.int(1)]), "b": .object([:] as KeyValuePairs<String, JSON>), "c": .array([])])
        #expect(value.pretty == "{\n  \"a\": [\n    1\n  ],\n  \"b\": {},\n  \"c\": []\n}")
    }

    @Test func decodesEscapesAndUnicode() throws {
        #expect(try JSON.parse(#""\u00e9\ud83c\udfc3\/""#) == .string("é🏃/"))
        #expect(try JSON.parse("\"caf\u{e9} 🏃\"") == .string("café 🏃"))
        #expect(JSON.string("\u{1B}[31m").compact == #""\u001b[31m""#)
    }

    @Test func quotedStringsReadBackAsTheyWere() throws {
        let awkward = ["", "plain", "\"", "\\", "a\"b\\c", "line\nbreak\r\ttab", "\u{7F}\u{0}\u{1F}", "café 🏃‍♀️ 日本",
                       "🏃\"🏃", "ends with \\", "\n", String(repeating: "long é ", count: 200)]
        for text in awkward {
            let compact = JSON.string(text).compact
            #expect(try JSON.parse(compact) == .string(text), "\(compact)")
            #expect(!compact.unicodeScalars.dropFirst().dropLast().contains { $0.value < 0x20 || $0.value == 0x7F })
        }
        #expect(JSON.string("a\u{7F}\"\\").compact == #""a\u007f\"\\""#)
    }

    @Test(arguments: [
        "", "{", "[1,]", "{\"a\":1,}", "01", "1.", "-", "tru", "\"abc", "{\"a\" 1}", "[1] 2",
        "\"\\ud800\"", "\"\\x\"", "{\"a\":1,\"a\":2}", "\"tab\there\"", "NaN",
    ])
    func refusesMalformedText(_ text: String) {
        #expect(throws: JSONParseError.self) { try JSON.parse(text) }
    }

    @Test func refusesInvalidUTF8AndDeepNesting() {
        #expect(throws: JSONParseError.self) { try JSON.parse([0x22, 0xFF, 0xFE, 0x22]) }
        #expect(throws: JSONParseError.self) { try JSON.parse([0x22, 0xC0, 0xAF, 0x22]) }  // overlong "/"
        #expect(throws: JSONParseError.self) { try JSON.parse(String(repeating: "[", count: 10_000)) }
    }

    @Test func saysWhereTheProblemIs() {
        do {
            _ = try JSON.parse("{\n  \"a\": 1,\n  \"b\": x\n}")
            Issue.record("parsed")
        } catch {
            #expect(error.line == 3)
            #expect(error.column == 8)
        }
    }

    @Test func absurdNumbersAreNotIntegers() throws {
        #expect(try JSON.parse("1e400").intValue == nil)
        #expect(try JSON.parse("3.5").intValue == nil)
        #expect(try JSON.parse("-7").intValue == -7)
    }
}
