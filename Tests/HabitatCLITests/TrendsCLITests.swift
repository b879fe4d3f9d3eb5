import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import HabitExchange
import TestSupport

/// The period comparisons of `habitat stats`, `stats` over `serve` and MCP, and the report's trends section, run through
/// the built binary on one history whose figures are worked out by hand.
///
/// Today is Wednesday 4 March 2026. `--range 7` is Thu 26 Feb – Wed 4 Mar; the 7 days before are Thu 19 – Wed 25 Feb.
/// - Reading (daily, from Mon 16 Feb): done 19, 20, 21 Feb, then every day 26 Feb – 3 Mar. Before: 3 of 7 (43%); now 6 of
///   6 (100%; today still open, so not counted).
/// - Meditation (daily, from Fri 27 Feb: newer than the 7 days before): done 27 Feb and 1 Mar → 2 of 5 (40%).
/// - Smoking (to avoid, from 16 Feb): slipped on 20 Feb. Before: 6 of 7 days clean (86%); now 6 of 6 (100%).
/// Overall (habits to build): before 3 of 7 (43%), now 8 of 11 (73%). Good days (Reading, Meditation and Smoking are
/// must-dos): before 19 and 21 → 2 of 7 (29%); now 26, 27 Feb and 1 Mar → 3 of 6 (50%).
@Suite struct TrendsCLITests {
    static let today = "2026-03-04T09:00"

    /// The history above, as a Habitat export (also the one PROTOCOL.md's `stats` example is made from).
    static let fixture = packageFolder.appendingPathComponent("Tests/Fixtures/trends-export.json").path

    func habitat() throws -> Habitat {
        let h = Habitat()
        let imported = try h.run(["--now", Self.today, "import", Self.fixture])
        #expect(imported.status == 0, "\(imported.stderr)")
        return h
    }

    /// The comparison block of a `stats` run: its heading and the lines under it, up to the blank line.
    func block(_ stdout: String) -> [String] {
        let lines = stdout.components(separatedBy: "\n")
        guard let start = lines.firstIndex(where: { $0.hasPrefix("Compared with") }) else { return [] }
        return Array(lines[start...].prefix { !$0.isEmpty })
    }

    /// The value beside a label in the block ("  Overall     up from 43% to 73%" → "up from 43% to 73%").
    func value(_ block: [String], _ label: String) -> String? {
        block.first { $0.hasPrefix("  " + label + " ") }.map { String($0.dropFirst(2 + label.count)).trimmingCharacters(in: .whitespaces) }
    }

    @Test func statsComparesTheWindowWithTheDaysBeforeIt() throws {
        let h = try habitat()
        let run = try h.run(["--now", Self.today, "stats", "--range", "7"], environment: ["COLUMNS": "100"])
        #expect(run.status == 0, "\(run.stderr)")
        let b = block(run.stdout)
        #expect(b.first == "Compared with the 7 days before (2026-02-19 to 2026-02-25)", "\(run.stdout)")
        #expect(value(b, "Overall") == "up from 43% to 73%")
        #expect(value(b, "Good days") == "up from 29% to 50%")
        #expect(value(b, "Reading") == "up from 43% to 100%")
        // Newer than the days before: said so, never "up from 0%".
        #expect(value(b, "Meditation") == "40% now, new since then")
        #expect(value(b, "Smoking") == "days clean: up from 86% to 100%")
        // Before: Thursdays 1 of 1, Sundays 0 of 1 (Reading alone); now Thursdays 1 of 1, Saturdays 1 of 2.
        #expect(value(b, "Best day") == "Thursdays both times (100% to 100%)")
        #expect(value(b, "Lowest day") == "Saturdays, 50% (before: Sundays, 0%)")
        #expect(!run.stdout.contains("from 0%") && !run.stdout.contains("(0% to"), "no rate that wasn't")
        for line in run.stdout.components(separatedBy: "\n") { #expect(line.count <= 100, "\(line)") }
    }

    @Test func theComparisonStaysReadableAtSixtyColumns() throws {
        let h = try habitat()
        let run = try h.run(["--now", Self.today, "stats", "--range", "7"], environment: ["COLUMNS": "60"])
        let b = block(run.stdout)
        #expect(value(b, "Overall") == "up from 43% to 73%")
        #expect(b.count == 8, "a line each: \(b)")
        for line in run.stdout.components(separatedBy: "\n") { #expect(line.count <= 60, "\(line)") }
        // Narrower still, a value too long for its column wraps under itself, not under the labels.
        let narrow = block(try h.run(["--now", Self.today, "stats", "--range", "7"], environment: ["COLUMNS": "40"]).stdout)
        let smoking = try #require(narrow.firstIndex { $0.hasPrefix("  Smoking ") })
        #expect(narrow[smoking] == "  Smoking     days clean: up from 86% to")
        #expect(narrow[smoking + 1] == String(repeating: " ", count: 14) + "100%")
        for line in narrow { #expect(line.count <= 40, "\(line)") }
    }

    @Test func allTimeAndADayRangeAndAStretchBeforeAnyHabit() throws {
        let h = try habitat()
        // All time has nothing before it: no comparison at all.
        let all = try h.run(["--now", Self.today, "stats", "--range", "all"])
        #expect(all.status == 0 && !all.stdout.contains("Compared with"))
        // A whole month against the month before; the habits began in it, so nothing to compare with yet.
        let february = try h.run(["--now", Self.today, "stats", "--from", "2026-02-01", "--to", "2026-02-28"])
        let b = block(february.stdout)
        #expect(b == ["Compared with the month before (2026-01-01 to 2026-01-31)",
                      "  Nothing to compare with yet: your first habit began on 2026-02-16, after it."], "\(february.stdout)")
        // A month still running, against the whole month before: Reading 3 of 3 against 6 of 13; Meditation began in
        // February (27th), so it has a rate there (1 of 2) and is not new.
        let march = try h.run(["--now", Self.today, "stats", "--from", "2026-03-01", "--to", "2026-03-31"])
        let m = block(march.stdout)
        #expect(m.first == "Compared with the month before (2026-02-01 to 2026-02-28)")
        #expect(value(m, "Reading") == "up from 46% to 100%")
        #expect(value(m, "Meditation") == "down from 50% to 33%")
    }

    @Test func serveStatsCarriesThePreviousStretchAndTheComparison() throws {
        let h = try habitat()
        let requests = [
            #"{"jsonrpc":"2.0","id":1,"method":"stats","params":{"range":7}}"#,
            #"{"jsonrpc":"2.0","id":2,"method":"stats","params":{"range":"all"}}"#,
        ]
        let run = try h.run(["--now", Self.today, "serve"], stdin: requests.joined(separator: "\n") + "\n")
        #expect(run.status == 0, "\(run.stderr)")
        let lines = try run.stdout.split(separator: "\n").map { try JSON.parse(String($0)) }
        let stats = try #require(lines.first?["result"])
        // The fields there were are as they were.
        #expect(stats["range"] == .int(7))
        #expect(stats["overall"] == .object(["met": .int(8), "due": .int(11), "percent": .int(73)]))
        let previous = try #require(stats["previous"])
        #expect(previous["from"] == .string("2026-02-19") && previous["to"] == .string("2026-02-25"))
        #expect(previous["overall"] == .object(["met": .int(3), "due": .int(7), "percent": .int(43)]))
        #expect(previous["goodDays"]?["rate"] == .object(["met": .int(2), "due": .int(7), "percent": .int(29)]))
        #expect(previous["byHabit"]?.arrayValue.map { $0["name"] } == [.string("Reading")])
        #expect(previous["clean"]?.arrayValue.first?["rate"] == .object(["met": .int(6), "due": .int(7), "percent": .int(86)]))
        #expect(previous["weekdays"]?["best"] == .string("thu") && previous["weekdays"]?["worst"] == .string("sun"))

        let comparison = try #require(stats["comparison"])
        #expect(comparison["from"] == .string("2026-02-26") && comparison["to"] == .string("2026-03-04"))
        #expect(comparison["overall"]?["change"] == .string("up") && comparison["overall"]?["points"] == .int(30))
        #expect(comparison["goodDays"]?["before"]?["percent"] == .int(29) && comparison["goodDays"]?["now"]?["percent"] == .int(50))
        let habits = comparison["habits"]?.arrayValue ?? []
        #expect(habits.map { $0["name"] } == ["Reading", "Meditation", "Smoking"].map(JSON.string))
        #expect(habits.map { $0["polarity"] } == ["build", "build", "avoid"].map(JSON.string))
        #expect(habits.map { $0["new"] } == [.bool(false), .bool(true), .bool(false)])
        // The new habit: nothing due before (percent null), so no change — never a 0%.
        #expect(habits[1]["before"] == .object(["met": .int(0), "due": .int(0), "percent": .null]))
        #expect(habits[1]["change"] == .null && habits[1]["points"] == .null)
        #expect(habits[0]["change"] == .string("up") && habits[0]["points"] == .int(57))
        #expect(habits[2]["now"] == .object(["met": .int(6), "due": .int(6), "percent": .int(100)]))

        let all = try #require(lines.last?["result"])
        #expect(all["previous"] == .null && all["comparison"] == .null)
    }

    /// Every `"id"` in a JSON value written as "…", as PROTOCOL.md shows them (imported habits get new ids each time).
    func withoutIDs(_ value: JSON) -> JSON {
        switch value {
        case .object(let members):
            return .object(members.map { JSON.Member($0.key, $0.key == "id" ? .string("…") : withoutIDs($0.value)) })
        case .array(let items): return .array(items.map(withoutIDs))
        default: return value
        }
    }

    @Test func protocolStatsExampleIsARealRun() throws {
        let text = try String(contentsOf: packageFolder.appendingPathComponent("PROTOCOL.md"), encoding: .utf8)
        let section = try #require(text.components(separatedBy: "### `stats`").dropFirst().first)
        let example = try #require(section.components(separatedBy: "```json\n").dropFirst().first?.components(separatedBy: "```").first)
        let h = try habitat()
        let run = try h.run(["--now", Self.today, "serve"], stdin: #"{"jsonrpc":"2.0","id":1,"method":"stats","params":{"range":7}}"# + "\n")
        let result = try #require(try JSON.parse(run.stdout)["result"])
        #expect(try JSON.parse(example) == withoutIDs(result), "PROTOCOL.md's stats example differs from a real run:\n\(withoutIDs(result).compact)")
    }

    @Test func theReportHasATrendsSectionAndStaysSelfContained() throws {
        let h = try habitat()
        let run = try h.run(["--now", Self.today, "report", "--output", h.path("report.html")])
        #expect(run.status == 0, "\(run.stderr)")
        let page = try String(contentsOfFile: h.path("report.html"), encoding: .utf8)
        let trends = try #require(page.components(separatedBy: "<section class=\"trends\">").dropFirst().first?
            .components(separatedBy: "</section>").first)
        #expect(trends.contains("<h3>March so far against February</h3>"))
        // February: Reading 6 of 13, Meditation 1 of 2 → 7 of 15 (47%); March so far: Reading 3 of 3, Meditation 1 of 3 →
        // 4 of 6 (67%).
        #expect(trends.contains("<tr><th scope=\"row\">Overall</th><td><span class=\"num\">47%</span> <span class=\"sub\">7 of 15</span>"))
        #expect(trends.contains("<span class=\"num\">67%</span> <span class=\"sub\">4 of 6</span>"))
        #expect(trends.contains("<td class=\"delta\">up 20 points</td>"))
        // The weeks since the first habit began, each said in words for screen readers; this week "so far".
        #expect(trends.contains("The last 3 weeks"))
        #expect(trends.contains("<desc id=\"weeks-desc\">Week of 16 Feb: 43%, 3 of 7; Week of 23 Feb: 60%, 6 of 10; Week of 2 Mar (so far): 50%, 2 of 4.</desc>"))
        // Still one page that fetches and runs nothing, with well-formed SVG.
        for outside in ["<script", "http://", "https://", "src=", "@import", "url("] { #expect(!page.contains(outside), "\(outside)") }
        let svgs = trends.components(separatedBy: "<svg").dropFirst().map { "<svg" + $0.components(separatedBy: "</svg>")[0] + "</svg>" }
        #expect(svgs.count >= 2)
        for svg in svgs {
            let xml = svg.replacingOccurrences(of: "<svg", with: "<svg xmlns=\"http://www.w3.org/2000/svg\"", options: .anchored)
            let parser = XMLParser(data: Data(xml.utf8))
            #expect(parser.parse(), "\(svg.prefix(200))")
        }
    }
}

extension MCPTests {
    @Test func theStatsToolComparesWithTheStretchBefore() throws {
        let h = try TrendsCLITests().habitat()
        var s = Script()
        s.initialize()
        let list = s.request("tools/list")
        let week = s.call("stats", ["range": .int(7)])
        let month = s.call("stats", ["from": .string("2026-03-01"), "to": .string("2026-03-31")])
        let r = try run(h, s, at: TrendsCLITests.today)
        let schema = try #require(r.result(list)["tools"]?.arrayValue.first { $0["name"] == .string("stats") }?["outputSchema"])
        for id in [week, month] {
            #expect(!r.isError(id), "\(r.texts(id))")
            #expect(SchemaCheck.problems(r.structured(id), schema).isEmpty, "\(SchemaCheck.problems(r.structured(id), schema))")
        }
        #expect(r.structured(week)["comparison"]?["overall"]?["change"] == .string("up"))
        #expect(r.structured(month)["previous"]?["from"] == .string("2026-02-01"))
        // The text rendering is the terminal's, comparison included.
        #expect(r.texts(week).first?.contains("Compared with the 7 days before (2026-02-19 to 2026-02-25)") == true)
        // The schema names the new fields, and a comparison's habit rows say which are new.
        #expect(schema["properties"]?["comparison"]?["properties"]?["habits"]?["items"]?["required"]?.arrayValue.contains(.string("new")) == true)
    }
}
