import Foundation
import Testing
import HabitDomain
import HabitStore
@testable import CoachProtocol
import HabitExchange
import TestSupport

/// Two devices, each a `serve` over its own database file, changed by random chat and synced by export and
/// import in both directions: every export imports into a fresh database, a second import of the same
/// document changes nothing, and an import never loses a habit or a mark of the document.
@Suite struct SyncPropertyTests {
    final class Clock: @unchecked Sendable { var today = Day(iso: "2026-02-02")! }

    /// A small deterministic generator (SplitMix64), so a failure can be replayed from its seed.
    struct Generator {
        var state: UInt64
        mutating func next(_ n: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(n))
        }
        mutating func pick<T>(_ items: [T]) -> T { items[next(items.count)] }
    }

    static let names = ["reading", "running", "gym", "smoking", "yoga"]
    static let messages = [
        "add {a} every day", "add {a} 3 times a week", "rename {a} to {b}", "make {a} 2 times a week",
        "make {a} optional", "make {a} a must", "I did {a} today", "I did {a} yesterday", "skip {a} today",
        "I want to quit {a}", "I slipped on {a} today", "make {a} a habit to build", "make {a} every other day",
        "delete {a}", "yes", "undo", "pause {a} for a week", "I'm back",
    ]

    func device(_ folder: String, _ name: String, _ clock: Clock) throws -> ProtocolServer {
        ProtocolServer(store: try SQLiteStore(.file(folder + "/\(name).sqlite")), coach: coach, calendar: HabitCalendar(),
                       today: { clock.today }, deterministic: true)
    }

    func counts(_ result: JSON?) -> [Int] {
        ["habitsCreated", "habitsUpdated", "groupsCreated", "groupsUpdated", "marksSet"].map { result?[$0]?.intValue ?? -1 }
    }

    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func randomChangesAndSyncsNeverLoseOrRepeat(seed: UInt64) throws {
        let folder = scratchFolder("sync")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let clock = Clock()
        let devices = [try device(folder, "a", clock), try device(folder, "b", clock)]
        var random = Generator(state: seed)
        for step in 0..<80 {
            switch random.next(10) {
            case 0: clock.today = clock.today.adding(days: 1 + random.next(2))
            case 1, 2:
                let from = random.next(2), to = 1 - from
                let document = try #require(try devices[from].call("export")["result"])
                let before = try devices[to].call("export")["result"]
                func summary(_ doc: JSON?) -> String {
                    (doc?["habits"]?.arrayValue ?? []).map { "\($0["id"]?.stringValue?.prefix(4) ?? "") \($0["name"]?.stringValue ?? "")" }.joined(separator: ", ")
                }
                let first = try devices[to].call("import", .object(["document": document]))
                #expect(first["error"] == nil, "seed \(seed) step \(step): \(first) importing [\(summary(document))] into [\(summary(before))]")
                let again = try devices[to].call("import", .object(["document": document]))
                #expect(counts(again["result"]) == [0, 0, 0, 0, 0], "seed \(seed) step \(step): a second import changed \(again)")
                // Nothing of the document is lost: every habit and mark is there, by id.
                let after = try #require(try devices[to].call("export")["result"]?["habits"]?.arrayValue)
                for habit in document["habits"]?.arrayValue ?? [] {
                    // A habit made on both devices under one name is one habit, known by the id it had here; a
                    // habit keeps its name here when another habit here holds the document's name for it.
                    let here = after.first { $0["id"] == habit["id"] } ?? after.first { $0["name"] == habit["name"] }
                    #expect(here != nil, "seed \(seed) step \(step): \(habit["name"] ?? .null) lost")
                    #expect(here?["marks"] == habit["marks"] || (habit["marks"]?.arrayValue ?? []).allSatisfy { mark in
                        (here?["marks"]?.arrayValue ?? []).contains(mark)
                    }, "seed \(seed) step \(step): marks of \(habit["name"] ?? .null) lost")
                }
            default:
                let a = random.pick(Self.names), b = random.pick(Self.names)
                let text = random.pick(Self.messages).replacingOccurrences(of: "{a}", with: a).replacingOccurrences(of: "{b}", with: b)
                _ = try devices[random.next(2)].say(text)
            }
            // Every export restores into a fresh database.
            for device in devices {
                let document = try #require(try device.call("export")["result"])
                let fresh = try makeServer(today: clock.today)
                let restored = try fresh.call("import", .object(["document": document]))
                #expect(restored["error"] == nil, "seed \(seed) step \(step): an export didn't import: \(restored)")
                #expect(try fresh.call("export")["result"] == document, "seed \(seed) step \(step): the restore differs")
            }
        }
    }
}
