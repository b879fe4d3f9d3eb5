import Foundation
import Testing
import TestSupport

@Suite struct ChatTests {
    let now = ["--now", "2026-02-02T08:00"]

    @Test func pipedChatAddsHabitsAndKeepsThem() throws {
        let h = Habitat()
        let chat = try h.run(now + ["chat"], stdin: "add running 3 times a week\nadd reading every day\n")
        #expect(chat.status == 0, "\(chat.stderr)")
        // An empty database starts onboarding, so each reply invites the next habit.
        #expect(chat.stdout == "Perfect. I've added \"Running\" — 3× a week. What else have you been meaning to start?\n"
                    + "Done: \"Reading\", every day. Anything else you'd like to make room for?\n")
        let exported = try h.run(now + ["export"]).stdout
        #expect(exported.contains("\"name\": \"Running\""))
        #expect(exported.contains("\"kind\": \"weekly\",\n        \"times\": 3"))
    }

    @Test func aFormLeftOpenResumesInTheNextProcess() throws {
        let h = Habitat()
        let first = try h.run(now + ["chat"], stdin: "add painting\n")
        #expect(first.stdout.contains("How often"))
        let second = try h.run(now + ["chat"], stdin: "every sunday\n")
        #expect(second.stdout == "Perfect. I've added \"Painting\" — every Sunday. What else have you been meaning to start?\n")
    }

    @Test func undoWorksAcrossProcesses() throws {
        let h = Habitat()
        try h.run(now + ["chat"], stdin: "add yoga every day\n")
        let undo = try h.run(now + ["chat"], stdin: "undo\n")
        #expect(undo.stdout == "Undone: adding \"Yoga\".\n")
        #expect(!(try h.run(now + ["export"]).stdout.contains("Yoga")))
    }

    @Test func escapeSequencesInNamesArePrintedHarmlessly() throws {
        let h = Habitat()
        let chat = try h.run(now + ["chat"], stdin: "add \"Evil\u{1B}[2J\u{1B}]0;x\u{07}name\" every day\nlist my habits\n")
        #expect(!chat.stdout.contains("\u{1B}"))
        #expect(!chat.stdout.contains("\u{07}"))
        #expect(chat.stdout.contains("Evilname"))
    }

    @Test func usersHaveTheirOwnConversations() throws {
        let h = Habitat()
        try h.run(now + ["chat", "--user", "ann"], stdin: "add painting\n")
        let bob = try h.run(now + ["chat", "--user", "bob"], stdin: "every sunday\n")
        #expect(!bob.stdout.contains("Painting"))
    }
}

@Suite struct ReplayCommandTests {
    let transcript = """
        # a tiny conversation
        @now 2026-02-02T08:00
        @given Read: every day, must
        > add yoga every day
        < Perfect. I've added "Yoga" — every day.
        = Read: every day, must
        = Yoga: every day, must

        """

    @Test func aMatchingTranscriptPasses() throws {
        let h = Habitat()
        try transcript.write(toFile: h.path("t.txt"), atomically: true, encoding: .utf8)
        let result = try h.run(["replay", h.path("t.txt")])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout == "1 passed, 0 failed\n")
    }

    @Test func aDifferenceFailsWithALineDiffAndUpdateRewritesIt() throws {
        let h = Habitat()
        let wrong = transcript.replacingOccurrences(of: "— every day.", with: "— daily.")
        try wrong.write(toFile: h.path("t.txt"), atomically: true, encoding: .utf8)
        let failed = try h.run(["replay", h.folder])
        #expect(failed.status == 1)
        #expect(failed.stdout.contains("actual (+) differed from expected (-)"))
        #expect(failed.stdout.contains("- < Perfect. I've added \"Yoga\" — daily."))
        #expect(failed.stdout.contains("+ < Perfect. I've added \"Yoga\" — every day."))
        let updated = try h.run(["replay", "--update", h.path("t.txt")])
        #expect(updated.status == 0)
        #expect(try String(contentsOfFile: h.path("t.txt"), encoding: .utf8) == transcript)
    }

    @Test func noTranscriptsIsAFailure() throws {
        let h = Habitat()
        try FileManager.default.createDirectory(atPath: h.path("empty"), withIntermediateDirectories: true)
        let result = try h.run(["replay", h.path("empty")])
        #expect(result.status == 1)
        #expect(result.stderr.contains("no transcripts"))
    }
}

@Suite struct IntentsOverrideTests {
    /// The package's Intents/ folder.
    let intents = intentsFolder

    @Test func editedLanguageDataIsUsedLive() throws {
        let h = Habitat()
        let copy = h.path("intents")
        try FileManager.default.copyItem(atPath: intents, toPath: copy)
        let replies = copy + "/conversation.habitat"
        let text = try String(contentsOfFile: replies, encoding: .utf8)
        try text.replacingOccurrences(of: "You're welcome!\nAny time.", with: "My pleasure.").write(toFile: replies, atomically: true, encoding: .utf8)
        let chat = try h.run(["--intents", copy, "chat"], stdin: "thanks\n")
        #expect(chat.stdout == "My pleasure.\n")
    }

    @Test func aListInTheMiddleOfAnIntentIsALoadError() throws {
        let h = Habitat()
        let copy = h.path("intents")
        try FileManager.default.copyItem(atPath: intents, toPath: copy)
        let file = copy + "/editing.habitat"
        var lines = try String(contentsOfFile: file, encoding: .utf8).components(separatedBy: "\n")
        let index = try #require(lines.firstIndex { $0.hasPrefix("pattern: rename {habit}") })
        lines.insert(contentsOf: ["[list stray_words]", "one | two"], at: index)
        try lines.joined(separator: "\n").write(toFile: file, atomically: true, encoding: .utf8)
        let chat = try h.run(["--intents", copy, "chat"], stdin: "hi\n")
        #expect(chat.status == 1)
        #expect(chat.stderr.contains("editing.habitat:\(index + 3): a pattern or example belongs under an [intent"), "\(chat.stderr)")
    }

    @Test func aBrokenFileIsReportedWithItsLine() throws {
        let h = Habitat()
        let copy = h.path("intents")
        try FileManager.default.copyItem(atPath: intents, toPath: copy)
        let file = copy + "/editing.habitat"
        var lines = try String(contentsOfFile: file, encoding: .utf8).components(separatedBy: "\n")
        let index = try #require(lines.firstIndex { $0.hasPrefix("pattern: rename {habit}") })
        lines[index] = "pattern: rename {habbit} to {name}"
        try lines.joined(separator: "\n").write(toFile: file, atomically: true, encoding: .utf8)
        let chat = try h.run(["--intents", copy, "chat"], stdin: "hi\n")
        #expect(chat.status == 1)
        #expect(chat.stderr.contains("editing.habitat:\(index + 1): unknown slot {habbit}"), "\(chat.stderr)")
    }
}

/// SPEC §2: `habitat chat MESSAGE...` is one turn from the shell — its reply printed, then the program ends.
@Suite struct OneTurnChatTests {
    @Test func aMessageOnTheCommandLineIsOneTurn() throws {
        let h = Habitat()
        let now = ["--now", "2026-03-04T09:00"]
        let added = try h.run(now + ["chat", "add", "yoga", "every", "day"])
        #expect(added.status == 0)
        #expect(added.stdout == "Perfect. I've added \"Yoga\" — every day. What else have you been meaning to start?\n", "\(added.stdout)")
        let logged = try h.run(now + ["chat", "did yoga"])
        #expect(logged.stdout.hasPrefix("Logged \"Yoga\" for today."), "\(logged.stdout)")
        #expect(try h.run(now + ["export", "--format", "csv"]).stdout.contains("2026-03-04,Yoga,done"))
        #expect(try h.run(now + ["chat", "--week-start", "sunday", "hi"]).status == 0)
    }

    @Test func theWordsAfterChatAreTheMessageQuotedOrNot() throws {
        let now = ["--now", "2026-03-04T09:00"]
        var replies: [String] = []
        for words in [["did", "yoga", "and", "read"], ["did yoga and read"]] {
            let h = Habitat()
            try h.run(now + ["chat"], stdin: "add yoga every day\nadd reading every day\n")
            let logged = try h.run(now + ["chat"] + words)
            #expect(logged.status == 0 && logged.stderr.isEmpty, "\(logged.stderr)")
            #expect(try h.run(now + ["export", "--format", "csv"]).stdout.contains("2026-03-04,Reading,done"))
            replies.append(logged.stdout)
        }
        #expect(replies[0] == replies[1] && replies[0].hasPrefix("Logged \"Yoga\" and \"Reading\" for today."), "\(replies)")
    }

    @Test func todaySaysAStreakThatEndsTodayOnce() throws {
        let h = Habitat()
        try h.run(["--now", "2026-02-01T08:00", "chat"], stdin: "add read every day\nadd floss every day\n")
        for day in 1...5 { try h.run(["--now", "2026-02-0\(day)T21:00", "chat", "read today"]) }
        try h.run(["--now", "2026-02-05T21:00", "chat", "flossed today"])
        let today = try h.run(["--now", "2026-02-06T09:00", "today"]).stdout
        #expect(today.hasSuffix("\n\nKeep it going: \"Read\" is on a 5-day streak.\n"), "\(today)")
        // Done today: nothing more to say.
        try h.run(["--now", "2026-02-06T09:00", "chat", "read today"])
        #expect(!(try h.run(["--now", "2026-02-06T09:00", "today"]).stdout.contains("Keep it going")))
    }
}

@Suite struct ExplainTests {
    @Test func explainShowsTheReadingAndChangesNothing() throws {
        let h = Habitat()
        let now = ["--now", "2026-03-04T09:00"]
        _ = try h.run(now + ["chat"], stdin: "add meditation every day\n")
        let before = try h.run(now + ["export"]).stdout
        let result = try h.run(now + ["explain", "meditated", "monday", "and", "tuesday"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("command: log_done"), "\(result.stdout)")
        #expect(result.stdout.contains("rule: logging.habitat:"), "\(result.stdout)")
        #expect(result.stdout.contains("log days: 2026-03-02, 2026-03-03"), "\(result.stdout)")
        #expect(result.stdout.contains("does: log done: Meditation on 2026-03-02, 2026-03-03"), "\(result.stdout)")
        #expect(result.stdout.contains("past tense: meditated"), "\(result.stdout)")
        #expect(try h.run(now + ["export"]).stdout == before)
    }

    /// What a clause's reading leaves aside, and words a new habit's schedule couldn't hold, are shown.
    @Test func explainShowsWhatIsSetAsideAndLeftOver() throws {
        let h = Habitat()
        let now = ["--now", "2026-03-04T09:00"]
        _ = try h.run(now + ["chat"], stdin: "add yoga 3 times a week\nadd reading every day\n")
        let contrast = try h.run(now + ["explain", "did yoga instead of reading"]).stdout
        #expect(contrast.contains("log habits: Yoga") && !contrast.contains("log habits: Yoga, Reading"), "\(contrast)")
        #expect(contrast.contains("set aside: \"instead of reading\""), "\(contrast)")
        let unheld = try h.run(now + ["explain", "call grandma on the first sunday of every month"]).stdout
        #expect(unheld.contains("words left over: \"on the first sunday of every month\" (asked first)"), "\(unheld)")
        #expect(unheld.contains("rule: adding.habitat:") && unheld.contains("=> verb: none"), "\(unheld)")
    }

    @Test func explainNeedsAMessage() throws {
        let result = try Habitat().run(["explain"])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("habitat: explain needs a message"))
    }

    @Test func aRuleWithoutWhatItsCommandNeedsIsALoadError() throws {
        let h = Habitat()
        let intents = intentsFolder
        let copy = h.path("intents")
        try FileManager.default.copyItem(atPath: intents, toPath: copy)
        let file = copy + "/editing.habitat"
        var lines = try String(contentsOfFile: file, encoding: .utf8).components(separatedBy: "\n")
        let index = try #require(lines.firstIndex { $0.hasPrefix("[intent change_schedule]") })
        lines.insert("pattern: make {habit} faster", at: index + 1)
        try lines.joined(separator: "\n").write(toFile: file, atomically: true, encoding: .utf8)
        let chat = try h.run(["--intents", copy, "chat"], stdin: "hi\n")
        #expect(chat.status == 1)
        #expect(chat.stderr.contains("editing.habitat:\(index + 2): a change_schedule pattern needs a {schedule} slot"), "\(chat.stderr)")
    }
}
