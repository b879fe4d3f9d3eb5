import Foundation
import Testing
@testable import HabitDomain

@Suite struct TextTests {
    @Test func namesAreTrimmedAndCollapsed() throws {
        #expect(try Text.name("  Go   running\n") == "Go running")
        #expect(try Text.name("Read\u{1B}[31m") == "Read")
        #expect(try Text.name("Evil\u{1B}[2J\u{1B}]0;pwned\u{7} name") == "Evil name")
        #expect(try Text.name("a\u{9B}31mb") == "ab")
        #expect(throws: DomainError.emptyName) { try Text.name(" \t ") }
        #expect(throws: DomainError.nameTooLong(length: 51)) { try Text.name(String(repeating: "a", count: 51)) }
        #expect(try Text.name(String(repeating: "🏃", count: 50)).count == 50)
    }

    @Test func combiningMarkFloodsAreBounded() throws {
        let flood = "a" + String(repeating: "\u{301}", count: 100_000) + "b"
        #expect(Text.boundedMarks(flood).unicodeScalars.count == 1 + 8 + 1)
        // Real text keeps every mark it has.
        for word in ["Việt Nam", "e\u{301}te\u{301}", "ক্ষ্মা", "🏃\u{200D}\u{2640}\u{FE0F}"] { #expect(Text.boundedMarks(word) == word) }
        #expect(try Text.name(flood).unicodeScalars.count == 10)
    }

    @Test func invisibleCharactersAreStrippedFromNamesNotesAndPrint() throws {
        // A right-to-left override would show "abc\u{202E}gnp.exe" as "abcexe.png".
        #expect(try Text.name("abc\u{202E}gnp.exe") == "abcgnp.exe")
        #expect(try Text.name("Re\u{200B}ad\u{FEFF}ing\u{2066}") == "Reading")
        #expect(try Text.note("left\u{200F} \u{2069}right\u{200C}") == "left right")
        #expect(Text.printable("a\u{202D}b\u{200D}c") == "abc")
        // A joiner inside an emoji stays: "🏃‍♀️" is one picture.
        #expect(try Text.name("Run 🏃\u{200D}\u{2640}\u{FE0F}") == "Run 🏃\u{200D}\u{2640}\u{FE0F}")
        #expect(Text.printable("👨\u{200D}👩\u{200D}👧") == "👨\u{200D}👩\u{200D}👧")
    }

    @Test func printableTextKeepsNoEscapes() {
        #expect(Text.printable("x\u{1B}[31mred\u{1B}[0m\u{1B}]8;;http://e\u{1B}\\link\u{1B}]8;;\u{1B}\\\tend\nline") == "xredlink end\nline")
        #expect(Text.printable("a\nb\u{0}c", singleLine: true) == "a bc")
    }

    @Test func descriptionsAndNotesHaveLimits() throws {
        #expect(try Text.description("   ") == nil)
        #expect(try Text.description(" why\nit matters ") == "why it matters")
        #expect(throws: DomainError.descriptionTooLong(length: 201)) { try Text.description(String(repeating: "x", count: 201)) }
        #expect(throws: DomainError.noteTooLong(length: 501)) { try Text.note(String(repeating: "x", count: 501)) }
        #expect(try Text.note("ran 5k\u{7}") == "ran 5k")
    }

    @Test func iconsAreSingleEmoji() throws {
        #expect(try Text.icon("🏃") == "🏃")
        #expect(try Text.icon("👍🏽") == "👍🏽")
        #expect(try Text.icon("") == nil)
        #expect(throws: DomainError.invalidIcon("a")) { try Text.icon("a") }
        #expect(throws: DomainError.invalidIcon("1")) { try Text.icon("1") }
        #expect(throws: DomainError.invalidIcon("🏃🏃")) { try Text.icon("🏃🏃") }
    }

    @Test func uuidsParseFromBytesAsFoundationParsesThem() {
        func parse(_ text: String) -> UUID? {
            var text = text
            return text.withUTF8 { UUID(hyphenatedBytes: $0) }
        }
        for _ in 0..<200 {
            let id = UUID()
            #expect(parse(id.uuidString) == id && parse(id.uuidString.lowercased()) == id)
        }
        for bad in ["", "E621E1F8-C36C-495A-93FC-0C247A3E6E5", "E621E1F8-C36C-495A-93FC-0C247A3E6E5FF", "E621E1F8C-36C-495A-93FC-0C247A3E6E5F",
                    "E621E1F8-C36C-495A-93FC-0C247A3E6E5G", "E621E1F8 C36C-495A-93FC-0C247A3E6E5F", "e621e1f8-c36c-495a-93fc-0c247a3e6é"] {
            #expect(parse(bad) == nil && UUID(uuidString: bad) == nil, "\(bad)")
        }
    }
}
