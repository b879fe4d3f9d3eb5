import Foundation
import TestSupport
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// Measurable habits on the command line, by running the built binary over Tests/Fixtures/measured-export.json:
/// Water (8 glasses a day; 8, 5.5 and 5 on Feb 8–10), Run (10 km a week; 3 + 4.5 + 2.5 the first week, 6 on Feb 10),
/// Coffee (at most 2 a day; 3 on Feb 9, 1 on Feb 10) and Stretch (twice in 5 days; Feb 7 and 9). Today is Tue Feb 10.
@Suite struct MeasureCLITests {
    let now = ["--now", "2026-02-10T20:00"]

    func imported() throws -> Habitat {
        let h = Habitat()
        let result = try h.run(now + ["import", measuredExportPath])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "Imported \(measuredExportPath): 4 new habits, 11 marks.\n")
        return h
    }

    @Test func exportGivesBackTheSameDocumentAndCSVHasTheAmounts() throws {
        let h = try imported()
        #expect(try h.run(now + ["export"]).stdout == (try String(contentsOfFile: measuredExportPath, encoding: .utf8)))
        #expect(try h.run(now + ["import", measuredExportPath]).stdout.hasPrefix("Nothing new in"))
        let csv = try h.run(now + ["export", "--format", "csv"]).stdout
        #expect(csv.hasPrefix("date,habit,state,note,amount\r\n2026-02-03,Run,done,,3\r\n"))
        #expect(csv.contains("2026-02-09,Water,partial,busy day,5.5\r\n2026-02-09,Coffee,slipped,,3\r\n2026-02-09,Stretch,done,,\r\n"))
    }

    @Test func todayShowsAmountsAndPartialProgress() throws {
        let h = try imported()
        let today = try h.run(now + ["today"])
        #expect(today.status == 0)
        #expect(today.stdout == """
            Today — Tuesday 10 February 2026
            3 of 4 done · Good day: in progress

            Must do
              [~] Water     5 of 8 glasses
              [x] Run       6 of 10 km this week, 6 days left · streak 1 week
              [x] Coffee    1 of at most 2 coffees · 1 day clean
              [x] Stretch   2 of 2 in the last 5 days — target reached · streak 2 days

            """)
        // The next morning: nothing yet, so 0 of 8; Stretch's window (Feb 7–11) still holds two.
        let next = try h.run(["--now", "2026-02-11T08:00", "today"]).stdout
        #expect(next.contains("[ ] Water     0 of 8 glasses"))
        #expect(next.contains("[x] Stretch   2 of 2 in the last 5 days — target reached"))
    }

    @Test func statsAndHistoryShowTotals() throws {
        let h = try imported()
        let stats = try h.run(now + ["stats", "--range", "all"]).stdout
        #expect(stats.contains("""
            Amounts
              Water     18.5 glasses · 2.06 a day · target 8 glasses a day
              Run       16 km · 12.44 a week · target 10 km a week
              Coffee    4 coffees · 0.44 a day · target at most 2 coffees a day
            """), "\(stats)")
        // Rates count met days and weeks: Water 1 of 8 days, Run 1 of 1 finished week, Stretch 2 of 5 full windows.
        #expect(stats.contains("Water     █░░░░░░░░░  13%   1 of 8"))
        #expect(stats.contains("Run       ██████████  100%  1 of 1 · streak 1 week"))
        #expect(stats.contains("Stretch   ████░░░░░░  40%   2 of 5"))
        #expect(stats.contains("Coffee    █████████░  89%   8 of 9 days clean"))
        let history = try h.run(now + ["history", "--from", "2026-02-06", "--to", "2026-02-10"]).stdout
        #expect(history.contains("  Water   ○○●◔◔\n"), "\(history)")
        #expect(history.contains("  Coffee  ●●●✗●\n"))
        #expect(history.contains("Amounts\n  Water    18.5 glasses · 3.7 a day\n  Run      8.5 km · 11.9 a week\n  Coffee   4 coffees · 0.8 a day\n"))
        #expect(history.contains("◔ partly done"))
    }

    @Test func theReportDrawsPartialDaysApartAndSaysTheAmounts() throws {
        let h = try imported()
        let page = try h.run(now + ["report", "--days", "14"]).stdout
        #expect(page.contains("<g id=\"partial\">"))
        #expect(page.contains("<use href=\"#partial\" x=\"54\" y=\"0\"><title>2026-02-09: 5.5 of 8 glasses</title></use>"))
        #expect(page.contains("<title>2026-02-09: 3 of at most 2 coffees</title>"))
        #expect(page.contains("<title>2026-02-05: 4.5 km</title>"))
        #expect(page.contains("every day · 8 glasses a day · 18.5 glasses · 2.06 a day"))
        #expect(page.contains("twice a week · 10 km a week · 16 km · 12.44 a week"))
        #expect(page.contains("partly done</span>"))
        let svgs = page.components(separatedBy: "<svg").dropFirst().map { "<svg" + $0.components(separatedBy: "</svg>")[0] + "</svg>" }
        for svg in svgs {
            let xml = svg.replacingOccurrences(of: "<svg", with: "<svg xmlns=\"http://www.w3.org/2000/svg\"", options: .anchored)
            #expect(XMLParser(data: Data(xml.utf8)).parse(), "\(svg.prefix(200))")
        }
    }

    @Test func aBadAmountInAFileIsRefusedWithItsPlace() throws {
        let h = Habitat()
        let text = try String(contentsOfFile: measuredExportPath, encoding: .utf8).replacingOccurrences(of: "\"amount\": 5.5", with: "\"amount\": 5.555")
        let result = try h.run(now + ["import", "-"], stdin: text)
        #expect(result.status == 1)
        #expect(result.stderr == "habitat: standard input can't be imported: habits[0].marks[1].amount: An amount can have at most two decimals, and 5.555 has more. Nothing was imported.\n")
        #expect(try h.run(now + ["export"]).stdout.contains("\"habits\": []"))
    }
}
