import Foundation
import Testing
@testable import habitat
import TestSupport
@testable import HabitDomain

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

    // MARK: The opening (SPEC §2: "it opens on today's checklist when habits exist, on the greeting when none")

    /// Habits made and logged by talking, over the days before `2026-02-06`: Read and Floss done Feb 1–5, Drink water
    /// 3 of 8 glasses on the 6th.
    func fiveDaysOfReading(_ h: Habitat) throws {
        try h.run(["--now", "2026-02-01T08:00", "chat"], stdin: "add read every day\nadd floss every day\nadd drink 8 glasses of water a day\n")
        for day in 1...5 { try h.run(["--now", "2026-02-0\(day)T21:00", "chat", "read", "and", "flossed", "today"]) }
        try h.run(["--now", "2026-02-06T09:00", "chat", "drank 3 glasses of water"])
    }

    /// What a PTY session printed, line by line, without the line editor's redraws.
    func printed(_ session: PTYSession) -> [String] {
        session.output.replacingOccurrences(of: "\r", with: "").components(separatedBy: "\n").map { Terminal.plain($0) }
    }

    @Test func theREPLOpensOnTodaysChecklistWhenThereAreHabits() throws {
        let h = Habitat()
        try fiveDaysOfReading(h)
        let session = try PTYSession(h, arguments: ["--now", "2026-02-06T09:00"], environment: ["NO_COLOR": "1"])
        #expect(session.wait(for: "> "))
        let lines = printed(session)
        // The checklist as /today shows it, the streaks that end today said once, then a line inviting the check-in.
        let start = try #require(lines.firstIndex(of: "Today — Friday 6 February 2026"), "\(session.output)")
        #expect(Array(lines[start...].prefix(13)) == [
            "Today — Friday 6 February 2026",
            "0 of 3 done · Good day: in progress",
            "",
            "Must do",
            "  [ ] Read        ■■■■□□□  streak 5 days",
            "  [ ] Floss       ■■■■□□□  streak 5 days",
            "  [~] Drink water □□□□◩□□  3 of 8 glasses",
            "",
            "Keep it going: \"Read\" is on a 5-day streak and \"Floss\" on a 5-day streak.",
            "",
            "What have you done so far? Tell me in your own words, or ask me anything.",
            "",
            "(/help for commands, Tab to complete, Ctrl-D to leave)",
        ], "\(session.output)")
        // No greeting in its place, and the streak line only once.
        #expect(!session.output.contains("Hi!") && !session.output.contains("Hello!"))
        #expect(session.output.components(separatedBy: "Keep it going").count == 2)
        // Logging from there, then /today: what is left, and the streak line for Floss alone.
        session.type("read and flossed\r", thenWaitFor: "for today")
        session.type("/today\r", thenWaitFor: "Good day")
        #expect(session.output.contains("2 of 3 done"), "\(session.output)")
        #expect(!session.output.components(separatedBy: "/today").last!.contains("Keep it going"), "\(session.output)")
        #expect(session.finish() == 0)
    }

    @Test func theREPLOpensOnTheGreetingWithoutHabitsAndOnTheQuestionLeftOpen() throws {
        let h = Habitat()
        let fresh = try PTYSession(h, arguments: ["--now", "2026-02-06T09:00"], environment: ["NO_COLOR": "1"])
        #expect(fresh.wait(for: "> "))
        #expect(fresh.output.contains("Hey! I'm here to help you build better habits."), "\(fresh.output)")
        #expect(!fresh.output.contains("Today —"))
        #expect(fresh.finish() == 0)

        // A question left open: the checklist, then the question again with its quick replies.
        try fiveDaysOfReading(h)
        try h.run(["--now", "2026-02-06T09:00", "chat"], stdin: "add painting\n")
        let waiting = try PTYSession(h, arguments: ["--now", "2026-02-06T09:00"], environment: ["NO_COLOR": "1"])
        #expect(waiting.wait(for: "> "))
        let lines = printed(waiting)
        let checklist = try #require(lines.firstIndex(of: "Today — Friday 6 February 2026"), "\(waiting.output)")
        let question = try #require(lines.firstIndex { $0.hasPrefix("Welcome back! ") }, "\(waiting.output)")
        #expect(checklist < question)
        #expect(lines[question + 1].hasPrefix("  (Every day · "), "\(waiting.output)")
        #expect(!waiting.output.contains("What have you done so far?"))
        // The answer goes to the question, and Tab completes its quick replies.
        waiting.type("3 t\t\r", thenWaitFor: "\"Painting\"")
        #expect(waiting.output.contains("\"Painting\" — 3× a week") || waiting.output.contains("\"Painting\", 3× a week"), "\(waiting.output)")
        #expect(waiting.finish() == 0)
    }

    @Test func keepGoingSaysEachStreakOnceWithItsArticle() throws {
        let habits = try ["Read", "Floss", "Run", "Journal", "Yoga"].map { name in
            TodayReport.Item(habit: Habit(name: name, created: Day(iso: "2026-02-01")!), state: .open, mark: nil, note: nil,
                             streak: Streak(current: name == "Run" ? 2 : name == "Floss" ? 8 : 11, best: 11, unit: name == "Run" ? .weeks : .days),
                             progress: nil, amount: nil, pausedUntil: nil, week: [])
        }
        #expect(TerminalViews.keepGoing([]) == nil)
        #expect(TerminalViews.keepGoing(Array(habits.prefix(1))) == "Keep it going: \"Read\" is on an 11-day streak.")
        #expect(TerminalViews.keepGoing(Array(habits.prefix(2))) == "Keep it going: \"Read\" is on an 11-day streak and \"Floss\" on an 8-day streak.")
        #expect(TerminalViews.keepGoing(Array(habits.prefix(3)))
                == "Keep it going: \"Read\" is on an 11-day streak, \"Floss\" on an 8-day streak and \"Run\" on a 2-week streak.")
        #expect(TerminalViews.keepGoing(habits)
                == "Keep it going: \"Read\" is on an 11-day streak, \"Floss\" on an 8-day streak, \"Run\" on a 2-week streak, and 2 more.")
        #expect([2, 8, 11, 18, 21, 80, 110, 180, 800, 1_100, 11_000, 18_500].map(TerminalViews.article)
                == ["a", "an", "an", "an", "a", "an", "a", "a", "an", "a", "an", "an"])
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
