import HabitDomain

/// Renderings for the REPL's slash commands, sized to the terminal.
enum TerminalViews {
    static let done = "■", notDone = "□", skipped = "–", slipped = "✗", partial = "◩"

    /// Today at a glance, for `habitat today` and the REPL's `/today` alike: "3 of 7 done", must-dos then
    /// nice-to-dos, open items above the done ones, each with its streak in its own unit (and, with
    /// `cells`, this week's days); a group is one line with its members; habits to avoid show days clean; a measurable
    /// habit shows its amount ("5 of 8 glasses", a partly done day boxed `[~]`).
    static func today(_ report: TodayReport, width: Int, style: Style, cells: Bool) -> String {
        guard !report.items.isEmpty || !report.groups.isEmpty else {
            return "No habits yet. Tell the coach one you'd like to start (habitat chat), or import some (habitat import FILE).\n"
        }
        var lines = [style.bold("Today — \(Views.longDate(report.day))")]
        let verdict = ["good": "yes — every must-do is done", "inProgress": "in progress", "notGood": "not this time",
                       "noGoal": "no must-dos today"][report.verdict.rawValue]!
        let summary = report.summary
        lines.append(style.dim((summary.total > 0 ? "\(summary.done) of \(summary.total) done · " : "") + "Good day: " + verdict))
        let showCells = cells && width >= 60
        // Names as wide as the longest, within a third of the line.
        let longest = (report.items.map(\.habit) + report.groups.flatMap { $0.members.map(\.habit) })
            .map { Terminal.columns(Text.printable($0.name, singleLine: true)) + ($0.icon == nil ? 0 : 3) }.max() ?? 8
        let nameWidth = max(8, min(longest, 28, width / 3))

        func box(_ item: TodayReport.Item) -> String {
            switch item.state {
            case .done, .clean: return "[x]"
            case .skipped, .paused: return "[-]"
            case .slipped: return "[!]"
            case .open, .notDue: return item.mark == .partial ? "[~]" : "[ ]"
            }
        }
        func name(_ habit: Habit) -> String {
            (habit.icon.map { $0 + " " } ?? "") + Text.printable(habit.name, singleLine: true)
        }
        func detail(_ item: TodayReport.Item) -> String {
            var parts: [String] = []
            switch item.state {
            case .paused: parts.append("paused until \(item.pausedUntil?.iso ?? "")")
            case .skipped: parts.append("skipped" + (item.note.map { ": " + Text.printable($0, singleLine: true) } ?? ""))
            case .slipped: parts.append("slipped today" + (item.amount.map { " (\($0.words))" } ?? ""))
            default:
                if let p = item.progress {
                    parts.append(Views.progressWords(p))
                } else if let a = item.amount, a.total > .zero || item.state == .open {
                    parts.append(a.words)
                }
            }
            if item.habit.polarity == .avoid, item.state != .slipped {
                parts.append(item.streak.current == 1 ? "1 day clean" : "\(item.streak.current) days clean")
            } else if item.streak.current > 0 {
                parts.append("streak " + Views.units(item.streak.current, item.streak.unit))
            }
            if parts.isEmpty { parts.append(item.habit.schedule.words) }
            return parts.joined(separator: " · ")
        }
        func row(_ item: TodayReport.Item) -> String {
            var head = "  \(box(item)) " + Terminal.fit(name(item.habit), nameWidth)
            if showCells { head += " " + item.week.map { weekGlyph($0) }.joined() }
            head += "  "
            // The detail hangs beside the name, wrapped in its own column.
            let room = max(16, width - Terminal.columns(head))
            let detail = Terminal.wrap(detail(item), width: room).split(separator: "\n").map(String.init)
            let pad = "\n" + String(repeating: " ", count: Terminal.columns(head))
            return head + detail.map { style.dim($0) }.joined(separator: pad)
        }
        // Open first, then what is settled.
        func order(_ state: TodayReport.State) -> Int { state == .open ? 0 : 1 }
        var notToday: [String] = []
        for tier in [Tier.must, .nice] {
            var section: [(Int, String)] = []
            for item in report.items where item.habit.settings(on: report.day).tier == tier {
                if item.state == .notDue { notToday.append(name(item.habit)); continue }
                section.append((order(item.state), row(item)))
            }
            for group in report.groups where group.tier == tier {
                let met = group.outcome == .met
                let members = group.members.map { m in
                    name(m.habit) + (m.mark == .done ? " ✓" : m.state == .skipped || m.state == .paused ? " –" : "")
                        + (m.progress.map { " (\($0.amount?.words ?? "\($0.done) of \($0.target)") \(Views.periodWord($0)))" }
                           ?? m.amount.flatMap { $0.total > .zero ? " (\($0.words))" : nil } ?? "")
                }
                let head = "  " + (met ? "[x] " : group.outcome == .excused ? "[-] " : "[ ] ") + style.bold(Text.printable(group.group.name, singleLine: true))
                section.append((met ? 1 : 0, head + style.dim(" — any \(group.require) of \(group.members.count): ") + members.joined(separator: ", ")))
            }
            guard !section.isEmpty else { continue }
            lines.append("")
            lines.append(tier == .must ? "Must do" : "Nice to do")
            lines += section.enumerated().sorted { ($0.element.0, $0.offset) < ($1.element.0, $1.offset) }.map(\.element.1)
        }
        if let keepGoing = keepGoing(report.streaksAtRisk) {
            lines.append("")
            lines.append(Terminal.wrap(keepGoing, width: width))
        }
        if !notToday.isEmpty {
            lines.append("")
            lines.append(style.dim("Not today: " + notToday.joined(separator: ", ")))
        }
        // A line too long for the terminal wraps under its text rather than running off the edge.
        return lines.flatMap { $0.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
            .map { Terminal.columns(Terminal.plain($0)) > width ? Terminal.wrap($0, width: width, indent: "      ") : $0 }
            .joined(separator: "\n") + "\n"
    }

    /// The one line today's view gives the streaks that end unless done today (SPEC §5: mentioned once, neutrally — a
    /// fact, no pressure): `Keep it going: "Read" is on a 5-day streak.`; with more, up to three by name
    /// (`Keep it going: "Read" is on a 5-day streak, "Floss" on a 3-day streak and "Run" on a 2-week streak.`) and the
    /// rest counted ("… "Run" on a 2-week streak, and 2 more.").
    static func keepGoing(_ items: [TodayReport.Item]) -> String? {
        guard let first = items.first else { return nil }
        func name(_ item: TodayReport.Item) -> String { "\"" + Text.printable(item.habit.name, singleLine: true) + "\"" }
        func streak(_ item: TodayReport.Item) -> String {
            "\(article(item.streak.current)) \(item.streak.current)-\(item.streak.unit.rawValue.dropLast()) streak"
        }
        let named = items.count > 3 ? 3 : items.count
        let said = [name(first) + " is on " + streak(first)] + items[1..<named].map { name($0) + " on " + streak($0) }
        if items.count > named { return "Keep it going: " + said.joined(separator: ", ") + ", and \(items.count - named) more." }
        let list = said.count == 1 ? said[0] : said.dropLast().joined(separator: ", ") + " and " + said.last!
        return "Keep it going: " + list + "."
    }

    /// The article before a number said aloud: "an" for eight, eleven, eighteen, eighty… ("an 8-day streak", "an 11-week
    /// streak"), "a" for the rest.
    static func article(_ n: Int) -> String {
        let digits = String(n)
        let eleven = digits.count % 3 == 2 && (digits.hasPrefix("11") || digits.hasPrefix("18"))
        return digits.hasPrefix("8") || eleven ? "an" : "a"
    }

    /// This week's cells in `/today`: ■ done or clean, □ not (yet), ◩ partly done, – skipped or paused, ✗ slipped.
    static func weekGlyph(_ cell: DayCell) -> String {
        switch cell {
        case .done, .clean: return done
        case .skipped, .paused: return skipped
        case .slipped: return slipped
        case .partial: return partial
        case .missed, .open, .notDue, .spare, .future: return notDone
        }
    }

    /// One character per cell, the same in every grid.
    static func glyph(_ cell: DayCell) -> String {
        switch cell {
        case .done: return "●"
        case .clean: return "●"
        case .missed: return "○"
        case .skipped: return "–"
        case .slipped: return "✗"
        case .partial: return "◔"
        case .paused: return "‖"
        case .notDue: return "·"
        case .open: return "◌"
        case .spare: return "◦"
        case .future: return " "
        }
    }

    static let legend = "● done (or clean)  ◔ partly done  ○ missed  ◌ open  – skipped  ‖ paused  ✗ slipped  ◦ not needed  · not due"

    /// A habit-by-day matrix of the week containing `day`.
    static func week(_ journal: Journal, containing day: Day, today: Day, calendar: HabitCalendar, width: Int, style: Style) -> String {
        let week = calendar.week(containing: day)
        let report = journal.history(from: week.start, through: week.end, today: today, calendar: calendar)
        guard !report.habits.isEmpty else { return "No habits yet.\n" }
        // Wide columns ("Mon 9") when there is room, narrow ones ("M9") when not.
        let cell = width >= 72 ? 7 : 4
        let nameWidth = max(6, min(28, width - 7 * cell - 8))
        let title = week.contains(today) ? "This week" : calendar.week(containing: today.adding(days: -7)) == week ? "Last week" : "Week"
        var lines = [style.bold("\(title) — \(week.start.iso) to \(week.end.iso)")]
        lines.append(String(repeating: " ", count: nameWidth + 2) + report.days.map { d in
            let label = cell == 7 ? "\(d.weekday.shortName) \(d.dayOfMonth)" : "\(d.weekday.shortName.prefix(1))\(d.dayOfMonth)"
            return d == today ? style.bold(Terminal.fit(label, cell)) : Terminal.fit(label, cell)
        }.joined())
        for row in report.habits {
            var line = "  " + Terminal.fit(Text.printable(row.habit.name, singleLine: true), nameWidth)
                + row.cells.map { Terminal.fit(glyph($0), cell) }.joined()
            if let p = row.progress {
                line += style.dim(p.amount.map { "\($0.total.words)/\($0.goal.words) \($0.target.unit.word)" } ?? "\(p.done)/\(p.target)")
            } else if row.total > .zero, let unit = row.habit.target?.unit {
                line += style.dim("\(row.total.words) \(unit.word)")
            }
            lines.append(line)
        }
        lines.append(style.dim(Terminal.wrap("  " + legend, width: width, indent: "  ")))
        return lines.joined(separator: "\n") + "\n"
    }

    /// Habits × days from `from` through `to`, one character a day, in blocks that fit the width; then the amounts of
    /// measurable habits over those days.
    static func history(_ journal: Journal, from: Day, through to: Day, today: Day, calendar: HabitCalendar, width: Int, style: Style) -> String {
        let report = journal.history(from: from, through: to, today: today, calendar: calendar)
        guard !report.habits.isEmpty else { return "No habits yet.\n" }
        let names = report.habits.map { Text.printable($0.habit.name, singleLine: true) } + report.groups.map { Text.printable($0.group.name, singleLine: true) + " group" }
        let nameWidth = max(6, min(20, names.map(\.count).max() ?? 6, width / 3))
        let perBlock = max(7, (width - nameWidth - 4) / 7 * 7)
        var lines = [style.bold("History — \(from.iso) to \(to.iso)")]
        let days = report.days
        var start = 0
        while start < days.count {
            let range = start..<min(days.count, start + perBlock)
            lines.append("")
            // A day number at the start of each week.
            var header = ""
            for k in range {
                let d = days[k]
                if d.weekday == calendar.orderedWeekdays[0] || k == range.lowerBound, header.count <= k - range.lowerBound {
                    header += String(repeating: " ", count: k - range.lowerBound - header.count) + "\(d.dayOfMonth)"
                }
            }
            lines.append(String(repeating: " ", count: nameWidth + 3) + header)
            for (row, name) in zip(report.habits.map(\.cells) + report.groups.map(\.cells), names) {
                lines.append("  " + Terminal.fit(name, nameWidth) + " " + range.map { glyph(row[$0]) }.joined())
            }
            start = range.upperBound
        }
        let amounts = journal.amounts(from: from, through: to, today: today)
        if !amounts.isEmpty {
            lines.append("")
            lines.append("Amounts")
            for a in amounts {
                lines.append("  " + Terminal.fit(Text.printable(a.habit.name, singleLine: true), nameWidth) + "  " + Views.amountWords(a))
            }
        }
        lines.append("")
        lines.append(style.dim(Terminal.wrap("  " + legend, width: width, indent: "  ")))
        return lines.joined(separator: "\n") + "\n"
    }

    /// The month containing `day` on graph paper: ● good day, ○ not a good day, · no goal, ◐ today so far.
    static func month(_ journal: Journal, containing day: Day, today: Day, calendar: HabitCalendar, style: Style) -> String {
        let report = journal.month(containing: day, today: today, calendar: calendar)
        let month = report.month
        let months = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]
        var lines = [style.bold("\(months[month.start.month - 1]) \(month.start.year)")]
        lines.append(calendar.orderedWeekdays.map { Terminal.fit(String($0.shortName.prefix(2)), 5) }.joined())
        let firstColumn = calendar.orderedWeekdays.firstIndex(of: month.start.weekday)!
        var row = String(repeating: " ", count: 5 * firstColumn)
        for (offset, verdict) in report.verdicts.enumerated() {
            let day = month.start.adding(days: offset)
            let marker: String
            switch verdict {
            case .good?: marker = style.good("●")
            case .notGood?: marker = "○"
            case .noGoal?: marker = style.dim("·")
            case .inProgress?: marker = "◐"
            case nil: marker = " "
            }
            let number = day.dayOfMonth < 10 ? " \(day.dayOfMonth)" : "\(day.dayOfMonth)"
            row += (day == today ? style.bold(number) : number) + marker + "  "
            if (firstColumn + offset) % 7 == 6 { lines.append(row); row = "" }
        }
        if !row.isEmpty { lines.append(row) }
        lines.append("")
        let tally = report.tally
        lines.append(tally.rate.due > 0 ? "Good days: \(tally.good) of \(tally.rate.due) (\(Views.percent(tally.rate)))" : "No good-day goals this month.")
        lines.append(style.dim("● good day  ○ not this time  · no must-dos  ◐ today so far"))
        return lines.joined(separator: "\n") + "\n"
    }
}
