import Foundation
import Testing
@testable import habitat
import TestSupport

@Suite struct REPLTests {
    let now = ["--now", "2026-02-10T08:00"]

    @Test func editingKeysHistoryAndTabInARealTerminal() throws {
        let h = Habitat()
        try h.run(now + ["import", sampleExportPath])
        let session = try PTYSession(h, arguments: now)
        #expect(session.wait(for: "> "))
        // Ctrl-A, Ctrl-E, ←, Backspace: "add yoga evry day" fixed to "add yoga every day".
        session.type("yoga evry dy\u{1}add \u{5}\u{1B}[Da\u{1B}[C\u{1B}[C\r", thenWaitFor: "Yoga")
        #expect(session.output.contains("I've added \"Yoga\" — every day") || session.output.contains("\"Yoga\", every day")
                || session.output.contains("Added \"Yoga\" — every day"), "\(session.output)")
        // Ctrl-C clears a line; Ctrl-U and Ctrl-W cut; Ctrl-K cuts to the end.
        session.type("delete everything\u{3}")
        session.type("junk\u{15}list my junk\u{17}\u{17}habits and more\u{1B}[D\u{1B}[D\u{1B}[D\u{1B}[D\u{1B}[D\u{1B}[D\u{1B}[D\u{1B}[D\u{1B}[D\u{B}\r",
                     thenWaitFor: "Your habits:")
        // Tab completes a habit name.
        session.type("tell me about Go r\t\r", thenWaitFor: "\"Go running\":")
        #expect(session.finish() == 0)

        // History survives into the next run: ↑ brings back the last line.
        let again = try PTYSession(h, arguments: now)
        #expect(again.wait(for: "> "))
        again.type("\u{1B}[A\r", thenWaitFor: "\"Go running\":")
        #expect(again.output.components(separatedBy: "\"Go running\":").count == 2, "\(again.output)")
        #expect(again.finish() == 0)
        let history = try String(contentsOfFile: h.path("history"), encoding: .utf8)
        #expect(history.contains("tell me about Go running"))
        #expect(permissions(h.path("history")) == 0o600)
    }

    @Test(arguments: [40, 60] as [UInt16])
    func everyViewFitsANarrowTerminal(columns: UInt16) throws {
        let h = Habitat()
        try h.run(now + ["import", sampleExportPath])
        try h.run(now + ["chat"], stdin: "I want to quit sugar\nadd reading every day\nI read and did my stretches today\n")
        let session = try PTYSession(h, arguments: now, environment: ["NO_COLOR": "1"], columns: columns)
        #expect(session.wait(for: "> "))
        for (command, shown) in [("/today", "Good day"), ("/week", "This week"), ("/month", "Good days"), ("/history 60", "History"),
                                 ("/stats", "Stats —"), ("/habits", "Your habits"), ("how am I doing", "completed")] {
            session.type(command + "\r", thenWaitFor: shown)
        }
        #expect(session.finish() == 0)
        // What the program printed, line by line (the line editor's own redraws aside).
        let lines = session.output.replacingOccurrences(of: "\r", with: "").components(separatedBy: "\n")
            .map { Terminal.plain($0) }.filter { !$0.hasPrefix(">") && !$0.contains("\u{1B}") }
        #expect(lines.contains { $0.hasPrefix("Today — ") } && lines.contains { $0.hasPrefix("History — ") } && lines.contains { $0.hasPrefix("Stats — ") })
        for line in lines { #expect(Terminal.columns(line) <= Int(columns), "\(columns) columns: \(line)") }
    }

    @Test func aReminderShowsAboveThePromptWithoutLosingWhatIsTyped() throws {
        let h = Habitat()
        try h.run(["--now", "2026-03-04T06:00", "chat"], stdin: "add meditate every day\nremind me to meditate at 7:30\n")
        let session = try PTYSession(h, arguments: ["--now", "2026-03-04T07:29:58"], environment: ["NO_COLOR": "1"])
        #expect(session.wait(for: "> "))
        // Half a line typed when the minute comes: the reminder goes above it, and the line is drawn again.
        session.type("add re", thenWaitFor: "Time for \"Meditate\".")
        #expect(session.output.contains("⏰ 07:30  Time for \"Meditate\"."), "\(session.output)")
        session.type("ading every day\r", thenWaitFor: "\"Reading\"")
        #expect(session.output.contains("Reading\", every day") || session.output.contains("\"Reading\" — every day"), "\(session.output)")
        #expect(session.finish() == 0)
    }

    @Test func colourIsOnInATerminalAndOffWithNoColor() throws {
        let h = Habitat()
        let coloured = try PTYSession(h, arguments: now)
        #expect(coloured.wait(for: "> "))
        #expect(coloured.output.contains("\u{1B}[36m"))
        #expect(coloured.finish() == 0)
        let plain = try PTYSession(h, arguments: now, environment: ["NO_COLOR": "1"])
        #expect(plain.wait(for: "> "))
        #expect(!plain.output.contains("\u{1B}[36m"))
        #expect(plain.finish() == 0)
    }

    @Test func slashCommandsWorkPipedToo() throws {
        let h = Habitat()
        try h.run(now + ["import", sampleExportPath])
        let result = try h.run(now + ["chat"], stdin: "/today\n/week\n/month\n/stats all\n/export \(h.path("out.json"))\n/nope\n/undo\n/quit\nhello\n")
        #expect(result.status == 0)
        #expect(result.stdout.contains("  [ ] Stretch"))
        #expect(result.stdout.contains("■") || result.stdout.contains("□"))
        #expect(result.stdout.contains("This week — 2026-02-09 to 2026-02-15"))
        #expect(result.stdout.contains("February 2026"))
        #expect(result.stdout.contains("Overall consistency: 8% — 1 of 13 completed"))
        #expect(result.stdout.contains("Exported 5 habits to \(h.path("out.json"))."))
        #expect(result.stdout.contains("Unknown command /nope — try /help."))
        #expect(result.stdout.contains("There's nothing to undo."))
        #expect(!result.stdout.contains("Hi!"))  // /quit stopped before "hello"
        #expect(FileManager.default.fileExists(atPath: h.path("out.json")))
    }

    @Test func completionOffersQuickRepliesNamesAndCommands() {
        #expect(Chat.completions("/to", quick: [], names: []) == ["/today"])
        #expect(Chat.completions("3 t", quick: ["every day", "3 times a week"], names: []) == ["3 times a week"])
        #expect(Chat.completions("", quick: ["yes", "no"], names: ["Read"]) == ["yes", "no"])
        #expect(Chat.completions("make go", quick: [], names: ["Go running", "Gym", "Read"]) == ["make Go running"])
        #expect(Chat.completions("make zz", quick: [], names: ["Read"]).isEmpty)
    }

    @Test func editStateCutsWordsAndLines() {
        var s = EditState(text: Array("list my junk  "), cursor: 14)
        s.deleteWordBack()
        #expect(String(s.text) == "list my ")
        s.deleteBack()
        s.insert("!")
        #expect(String(s.text) == "list my!")
        s.cursor = 0
        s.deleteForward()
        #expect(String(s.text) == "ist my!")
    }

    @Test func wrappingAndWidths() {
        #expect(Terminal.wrap("one two three four", width: 9) == "one two\nthree\nfour")
        #expect(Terminal.wrap("• a long item here", width: 10) == "• a long\nitem here")
        #expect(Terminal.columns("ab") == 2)
        #expect(Terminal.columns("🏃") == 2)
        #expect(Terminal.columns("日本") == 4)
        #expect(Terminal.fit("Go running", 6) == "Go ru…")
        #expect(Terminal.fit("Gym", 5) == "Gym  ")
    }
}
