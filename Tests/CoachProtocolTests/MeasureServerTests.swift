import Foundation
import Testing
import HabitDomain
@testable import CoachProtocol
import HabitExchange
import TestSupport

/// The protocol's views carry measurable habits: targets on habit objects, amounts on `mark.set`, today's amounts
/// and partial marks, N-in-M-days progress, history amounts and stats totals (PROTOCOL.md).
@Suite struct MeasureServerTests {
    func server() throws -> ProtocolServer {
        let server = try makeServer(today: Day(iso: "2026-02-10")!)
        let document = try JSON.parse(String(contentsOfFile: measuredExportPath, encoding: .utf8))
        #expect(try server.call("import", .object(["document": document]))["result"]?["marksSet"] == .int(11))
        return server
    }

    @Test func habitObjectsCarryTheirTarget() throws {
        let habits = try #require(try server().call("habits.list")["result"]?["habits"]?.arrayValue)
        #expect(habits.map { $0["target"] ?? .null } == [
            .object(["amount": .int(8), "unit": .string("glasses"), "per": .string("day"), "limit": .bool(false)]),
            .object(["amount": .int(10), "unit": .string("km"), "per": .string("period"), "limit": .bool(false)]),
            .object(["amount": .int(2), "unit": .string("coffees"), "per": .string("day"), "limit": .bool(true)]),
            .null,
        ])
        #expect(habits[3]["frequency"] == .object(["kind": .string("rolling"), "times": .int(2), "days": .int(5)]))
        #expect(habits[0]["marks"]?.arrayValue[1] == .object(["day": .string("2026-02-09"), "state": .string("partial"),
                                                               "note": .string("busy day"), "amount": .number(5.5)]))
    }

    @Test func todayHasAmountsPartialMarksAndWindows() throws {
        let items = try #require(try server().call("today")["result"]?["items"]?.arrayValue)
        let water = items[0], run = items[1], coffee = items[2], stretch = items[3]
        #expect(water["state"] == .string("open") && water["mark"] == .string("partial"))
        #expect(water["amount"] == .object(["total": .int(5), "goal": .int(8), "unit": .string("glasses"), "per": .string("day"),
                                            "limit": .bool(false), "met": .bool(false)]))
        #expect(water["progress"] == nil)
        #expect(run["progress"] == .object(["done": .int(1), "target": .int(2), "daysLeft": .int(6), "period": .string("week")]))
        #expect(run["amount"]?["total"] == .int(6) && run["amount"]?["per"] == .string("period") && run["amount"]?["met"] == .bool(false))
        #expect(coffee["state"] == .string("clean") && coffee["amount"]?["limit"] == .bool(true) && coffee["amount"]?["met"] == .bool(true))
        #expect(stretch["progress"] == .object(["done": .int(2), "target": .int(2), "daysLeft": .int(1), "period": .string("days"), "days": .int(5)]))
        #expect(stretch["amount"] == nil)
    }

    @Test func historyAndStatsCarryAmountsAndTotals() throws {
        let s = try server()
        let history = try #require(try s.call("history", .object(["from": .string("2026-02-08"), "to": .string("2026-02-10")]))["result"]?["habits"]?.arrayValue)
        #expect(history[0]["cells"] == .array([.string("done"), .string("partial"), .string("partial")]))
        #expect(history[0]["amounts"] == .array([.int(8), .number(5.5), .int(5)]))
        #expect(history[0]["total"] == .number(18.5))
        #expect(history[1]["amounts"] == .array([.null, .null, .int(6)]))
        #expect(history[3]["amounts"] == nil && history[3]["total"] == nil, "no amount in the stretch, no keys")
        let amounts = try #require(try s.call("stats", .object(["range": .string("all")]))["result"]?["amounts"]?.arrayValue)
        #expect(amounts.map { $0["name"] ?? .null } == [.string("Water"), .string("Run"), .string("Coffee")])
        #expect(amounts[0]["total"] == .number(18.5) && amounts[0]["days"] == .int(9) && amounts[0]["perDay"] == .number(2.06))
        #expect(amounts[1]["target"]?["per"] == .string("period"))
    }

    @Test func aMarkSetEventCarriesItsAmount() throws {
        let id = UUID()
        let events = Views.events([.setMark(habit: id, day: Day(iso: "2026-02-10")!, mark: Mark(.partial, amount: Amount(hundredths: 550))),
                                   .setMark(habit: id, day: Day(iso: "2026-02-09")!, mark: Mark(.done))],
                                  before: Journal(), after: Journal())
        #expect(events[0]["amount"] == .number(5.5) && events[0]["state"] == .string("partial"))
        #expect(events[1]["amount"] == nil, "a mark without an amount has no key, as in the export format")
    }
}
