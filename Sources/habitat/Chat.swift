import Foundation
import CoachEngine
import HabitDomain
import HabitStore
import HabitExchange
import CoachSession

/// `habitat chat`: the coach over the store. At a terminal it is a REPL with line editing, history,
/// Tab completion, colour and slash commands; piped, it reads and answers line by line. Each turn's
/// changes and the dialogue state are committed together, so a question left open resumes next time.
enum Chat {
    /// The REPL's own conversation: a frontend on `serve` (session "default") never answers its questions.
    static let session = "repl"
    static let commands = ["/today", "/week", "/month", "/history", "/review", "/notes", "/habits", "/stats", "/undo", "/export", "/help", "/quit"]

    /// Runs `body` until the database is free: while another process holds the write lock, says so once on stderr
    /// and tries again (the message typed is kept and sent again, not lost).
    static func patiently<T>(_ body: () throws -> T) throws -> T {
        var said = false
        while true {
            do {
                return try body()
            } catch StoreError.busy(let path) {
                if !said { complain("another program is writing to the database at \(path); waiting for it to finish…") }
                said = true
            }
        }
    }

    /// With `message`, one turn: its reply is printed and the program ends (SPEC §2, `habitat chat MESSAGE...`).
    static func run(_ options: GlobalOptions, coach: Coach, message: String? = nil) throws {
        // A file that can only be read is still worth opening: views and questions work, and each change is
        // refused with a sentence.
        let store: HabitStore
        do {
            store = try patiently { try Exit.store(options.db) }
        } catch StoreError.readOnly(let path) where options.db != .memory {
            store = try Exit.store(options.db, access: .viewing)
            complain("the database at \(path) can only be read: you can look and ask, but changes will be refused.")
        }
        // Waits in short steps, so the wait is said at once.
        store.busyTimeout = 200
        // Reminders that fall due while the prompt waits are shown above it; turns take their time of day from the
        // same clock, so "snooze" after one knows which it was.
        let clock = options.runningClock()
        let shell = SessionShell(coach: coach, store: store, calendar: options.calendar, today: { options.today },
                                 time: { clock().time }, deterministic: options.fixedClock)
        let interactive = message == nil && Terminal.isInteractive
        let style = interactive ? Style.current : Style(enabled: false)
        var expecting: Expectation? = nil

        func show(_ reply: Reply) {
            for message in reply.messages {
                let text = Text.printable(message)
                write(style.coach(interactive ? Terminal.wrap(text, width: Terminal.width - 1) : text) + "\n")
            }
            // Frontends show quick replies as buttons; at a terminal they are a hint of what to type (Tab completes them).
            if interactive, let quick = reply.expecting?.quickReplies, !quick.isEmpty {
                write(style.dim("  (" + quick.map { Text.printable($0.title, singleLine: true) }.joined(separator: " · ") + ")") + "\n")
            }
            expecting = reply.expecting
            if interactive { write("\n") }
        }
        func turn(_ text: String) throws {
            show(try patiently { try shell.respond(to: text, user: options.user, session: session) }.result.reply)
        }

        if let message {
            try turn(message)
            return
        }
        if interactive {
            try openOnToday(options, shell: shell, store: store, style: style, show: show)
            write(style.dim(Terminal.wrap("(/help for commands, Tab to complete, Ctrl-D to leave)", width: Terminal.width)) + "\n\n")
        } else {
            // Piped, nothing is printed before the first reply; the opening still starts onboarding for a new user.
            _ = try patiently { try shell.open(user: options.user, session: session) }
        }

        let editor = interactive ? LineEditor(historyFile: historyFile(options)) : nil
        var sentThrough = clock()
        editor?.idle = {
            let now = clock()
            guard (now.day, now.time) > (sentThrough.day, sentThrough.time) else { return [] }
            defer { sentThrough = now }
            guard let journal = try? store.journal(user: options.user) else { return [] }
            return journal.remindersDue(after: sentThrough, through: now).map { due in
                style.bold("⏰ \(due.time)") + "  " + style.coach(Text.printable(coach.reminderText(due.habit), singleLine: true))
            }
        }
        editor?.complete = { before in
            let names = ((try? store.journal(user: options.user).activeHabits.map(\.name)) ?? [])
            return completions(before, quick: expecting?.quickReplies.map(\.value) ?? [], names: names)
        }

        while true {
            let line: String
            if let editor {
                guard case .line(let text) = editor.read(prompt: style.prompt("> "), promptWidth: 2) else { break }
                editor.remember(text)
                line = text
            } else {
                guard let text = readLine(strippingNewline: true) else { break }
                line = text
            }
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            // A store that can't be written just now (another program holds it, the disk is full) is said in a
            // sentence; the line stays in the history to try again, and the session goes on.
            do {
                if trimmed.hasPrefix("/") {
                    guard try slash(trimmed, options: options, store: store, coach: coach, style: style, turn: turn) else { break }
                    continue
                }
                try turn(line)
            } catch let error as SessionShell.MessageTooLong {
                complain("\(error)")
                if interactive { write("\n") }
            } catch let error as StoreError {
                // A damaged file ends the session (exit 1, one sentence): nothing more may be written to it.
                if case .damaged = error { throw error }
                complain("\(error) Nothing was changed; press ↑ to try that again.")
                if interactive { write("\n") }
            }
        }
    }

    /// How the REPL opens (SPEC §2): on today's checklist — the `/today` view — when there are habits, then the coach's
    /// open question if one is waiting ("Welcome back! …") or else a short line inviting the day's check-in; with no
    /// habits, on the coach's onboarding greeting (or its greeting, when every habit is archived).
    ///
    /// With habits and nothing waiting, the coach's own opening would only greet ("Hi! What would you like to do…"):
    /// the checklist takes its place, so the coach isn't asked (anything it would have said about a saved conversation
    /// it couldn't read is said with its first reply instead). The protocol's sessions open as before.
    static func openOnToday(_ options: GlobalOptions, shell: SessionShell, store: HabitStore, style: Style, show: (Reply) -> Void) throws {
        let report = try patiently { try store.journal(user: options.user) }.todayReport(today: options.today, calendar: options.calendar)
        let hasHabits = !report.items.isEmpty || !report.groups.isEmpty
        if hasHabits { write(TerminalViews.today(report, width: Terminal.width, style: style, cells: true) + "\n") }
        let waiting = try patiently { try shell.state(user: options.user, session: session) }.isWaiting
        guard hasHabits, !waiting else {
            show(try patiently { try shell.open(user: options.user, session: session) }.reply)
            return
        }
        let open = report.items.contains { $0.state == .open } || report.groups.contains { $0.outcome == .open }
        let line = open ? "What have you done so far? Tell me in your own words, or ask me anything."
                        : "Nothing left for today. Tell me if something changes, or ask me anything."
        write(style.coach(Terminal.wrap(line, width: Terminal.width - 1)) + "\n\n")
    }

    /// `$data/habitat/history` (per user), next to the database; none for an in-memory one.
    static func historyFile(_ options: GlobalOptions) -> String? {
        guard case .file(let path) = options.db else { return nil }
        let folder = (path as NSString).deletingLastPathComponent
        let safeUser = options.user.unicodeScalars.map { CharacterSet.alphanumerics.contains($0) ? String($0) : "_" }.joined()
        return folder + (options.user == "local" ? "/history" : "/history-\(safeUser)")
    }

    /// Completions for the text before the cursor: slash commands, quick replies, habit names.
    static func completions(_ before: String, quick: [String], names: [String]) -> [String] {
        if before.hasPrefix("/") { return commands.filter { $0.hasPrefix(before.lowercased()) } }
        let lower = before.lowercased()
        var options = quick.filter { !before.isEmpty && $0.lowercased().hasPrefix(lower) && $0.count > before.count }
        if before.isEmpty { options = quick }
        // The last words typed (up to four), completed to a habit name: "tell me about Go r" → "… Go running".
        let words = before.split(separator: " ", omittingEmptySubsequences: false)
        if !before.isEmpty, !before.hasSuffix(" ") {
            for count in stride(from: min(4, words.count), through: 1, by: -1) {
                let tail = words.suffix(count).joined(separator: " ")
                let head = String(before.dropLast(tail.count))
                for name in names where name.lowercased().hasPrefix(tail.lowercased()) && name.count > tail.count {
                    options.append(head + name)
                }
            }
        }
        var seen = Set<String>()
        return options.filter { seen.insert($0.lowercased()).inserted }
    }

    /// Runs a slash command; false to leave.
    static func slash(_ line: String, options: GlobalOptions, store: HabitStore, coach: Coach, style: Style, turn: (String) throws -> Void) throws -> Bool {
        let parts = line.split(separator: " ").map(String.init)
        let journal = try store.journal(user: options.user)
        let width = Terminal.width
        switch parts[0].lowercased() {
        case "/quit", "/exit", "/q": return false
        case "/today":
            write(TerminalViews.today(journal.todayReport(today: options.today, calendar: options.calendar), width: width, style: style, cells: true) + "\n")
        case "/week":
            // "/week -1" is last week; "/week 2026-02-10" the week of that day.
            guard let day = parts.count > 1 ? Periods.day(parts[1], unit: .week, today: options.today) : options.today else {
                write("/week takes -N (weeks back) or a day, YYYY-MM-DD.\n\n"); return true
            }
            write(TerminalViews.week(journal, containing: day, today: options.today, calendar: options.calendar, width: width, style: style) + "\n")
        case "/month":
            guard let day = parts.count > 1 ? Periods.day(parts[1], unit: .month, today: options.today) : options.today else {
                write("/month takes -N (months back) or a month, YYYY-MM.\n\n"); return true
            }
            write(Terminal.fitLines(TerminalViews.month(journal, containing: day, today: options.today, calendar: options.calendar, style: style), width: width) + "\n")
        case "/history":
            guard let days = parts.count > 1 ? Int(parts[1]) : 30, (1...Periods.maxHistoryDays).contains(days) else {
                write("/history takes a number of days, 1 to \(Periods.maxHistoryDays).\n\n"); return true
            }
            write(TerminalViews.history(journal, from: options.today.adding(days: 1 - days), through: options.today, today: options.today,
                                        calendar: options.calendar, width: width, style: style) + "\n")
        case "/stats":
            let range = parts.count > 1 ? parts[1].lowercased() : "30"
            let window: Window = range == "all" ? .all : Int(range).map { Window.days(max(1, min($0, 36_500))) } ?? .days(30)
            write(Views.stats(journal, window: window, today: options.today, calendar: options.calendar, width: width) + "\n")
        case "/habits": try turn("list my habits")
        case "/notes":
            // "/notes" all, "/notes running" a habit's, "/notes knee" those mentioning a word.
            let rest = parts.dropFirst().joined(separator: " ")
            if rest.isEmpty { try turn("show my notes") } else if let habit = journal.habit(named: rest) {
                try turn("show my notes for \(habit.name)")
            } else {
                try turn("find notes mentioning \(rest)")
            }
        case "/review":
            // "/review -2": the week two back, in the coach's words.
            guard let back = parts.count > 1 ? Int(parts[1]).map(abs) : 0, back <= 520 else { write("/review takes -N (weeks back).\n\n"); return true }
            try turn(back == 0 ? "how was my week" : "how was \(back) weeks ago")
        case "/undo": try turn("undo")
        case "/export":
            // "/export ics" writes the calendar feed; "/export FILE" (or "/export ics FILE") names the file.
            let ics = parts.count > 1 && parts[1].lowercased() == "ics"
            let rest = parts.dropFirst(ics ? 2 : 1)
            let path = rest.first ?? "habitat-\(ics ? "reminders" : "export")-\(options.today.iso).\(ics ? "ics" : "json")"
            do {
                let target = try Commands.exportTarget(path, database: options.db)
                let text = ics ? CalendarFeed.ics(journal, today: options.today, alarm: coach.reminderText) : journal.document.json.pretty + "\n"
                try Commands.writeAtomically(Array(text.utf8), to: target, named: path)
            } catch let failure as Failure {
                write("I can't export there: \(failure.description)\n\n")
                return true
            }
            write("Exported \(journal.habits.count == 1 ? "1 habit" : "\(journal.habits.count) habits") to \(path).\n\n")
        case "/help":
            write("""
                Talk to the coach in your own words ("help" shows what it understands), or use:
                  /today            what's due today, with this week's progress
                  /week [-N]        this week (or N weeks back), habit by day
                  /month [YYYY-MM]  this month's good days (or another month's; -N for N back)
                  /history [DAYS]   habits × days for the last 30 days (or DAYS)
                  /review [-N]      this week (or N weeks back) in numbers, and a question to reflect on
                  /notes [HABIT|WORDS]  your notes, newest first: all, a habit's, or those with these words
                  /habits           your habits
                  /stats [7|30|90|all]   completion, good days, streaks, and the change since the days before
                  /undo             undo the last change
                  /export [ics] [FILE]  save everything as JSON, or your reminders as a calendar feed
                  /quit             leave (or Ctrl-D)
                Keys: ←/→ move, ↑/↓ history, Home/End or Ctrl-A/E, Ctrl-K/U cut to end/start, Ctrl-W cut a word,
                Ctrl-C clear the line, Tab complete a quick reply, habit name or command.


                """)
        default:
            write("Unknown command \(Text.printable(parts[0], singleLine: true)) — try /help.\n\n")
        }
        return true
    }
}
