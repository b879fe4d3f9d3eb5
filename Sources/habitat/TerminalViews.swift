import HabitDomain

/// Renderings for the REPL's slash commands, sized to the terminal.
enum TerminalViews {
    static let done = "■", notDone = "□", skipped = "–", slipped = "✗"

    /// Seven cells for the days of the current week: ■ done, – skipped, ✗ slipped, □ not (yet).
    static func weekCells(_ track: HabitTrack, today: Day, calendar: HabitCalendar) -> String {
        let week = calendar.week(containing: today)
        return (0..<7).map { offset -> String in
            let day = week.start.adding(days: offset)
            switch track.marks[day]?.state {
            case .done: return done
            case .skipped: return skipped
            case .slipped: return slipped
            case nil: return notDone
            }
        }.joined()
    }

    static func today(_ journal: Journal, today: Day, calendar: HabitCalendar, width: Int, style: Style) -> String {
        let habits = journal.activeHabits.filter { $0.created <= today }
        guard !habits.isEmpty else { return "No habits yet — tell me one you'd like to start.\n" }
        var lines = [style.bold("Today — \(Views.longDate(today))")]
        let verdict = journal.verdict(on: today, today: today)
        lines.append(style.dim("Good day: " + ["good": "yes", "inProgress": "in progress", "notGood": "not this time", "noGoal": "no must-dos today"][verdict.rawValue]!))
        let nameWidth = max(8, min(28, width - 40))
        func row(_ habit: Habit, indent: String) -> String {
            let track = journal.track(habit)
            let mark = track.marks[today]?.state
            let box = mark == .done ? "[x]" : mark == .skipped ? "[-]" : mark == .slipped ? "[!]" : "[ ]"
            var detail: String
            if mark == nil, let pause = journal.pause(for: habit.id, on: today) {
                detail = "paused until \(pause.end.iso)"
            } else if let p = track.progress(in: today, today: today, calendar: calendar) {
                detail = "\(p.done) / \(p.target) " + Views.periodWord(habit.schedule)
                if !p.isMet { detail += ", " + Views.daysLeft(p.daysLeft) }
            } else if habit.polarity == .avoid {
                let clean = track.streak(today: today, calendar: calendar).current
                detail = clean == 1 ? "1 day clean" : "\(clean) days clean"
            } else {
                detail = track.isDue(on: today) ? habit.schedule.words : "not today"
            }
            return "\(indent)\(box) \(Terminal.fit(Text.printable(habit.name, singleLine: true), nameWidth - indent.count + 2)) "
                + weekCells(track, today: today, calendar: calendar) + "  " + style.dim(detail)
        }
        for tier in [Tier.must, .nice] {
            var section: [String] = []
            for habit in habits where habit.tier == tier && habit.groupID.flatMap(journal.group(id:)) == nil {
                section.append(row(habit, indent: "  "))
            }
            for group in journal.groups where group.tier == tier {
                let members = journal.members(of: group.id).filter { $0.created <= today }
                guard !members.isEmpty else { continue }
                let met = journal.groupOutcome(group, on: today, today: today) == .met
                section.append("  " + (met ? "[x] " : "[ ] ") + style.bold(Text.printable(group.name, singleLine: true))
                               + style.dim(" — any \(min(group.require, members.count)) of \(members.count)"))
                for member in members { section.append(row(member, indent: "    ")) }
            }
            if !section.isEmpty {
                lines.append("")
                lines.append(tier == .must ? "Must do" : "Nice to do")
                lines += section
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// One character per cell, the same in every grid.
    static func glyph(_ cell: DayCell) -> String {
        switch cell {
        case .done: return "●"
        case .clean: return "●"
        case .missed: return "○"
        case .skipped: return "–"
        case .slipped: return "✗"
        case .paused: return "‖"
        case .notDue: return "·"
        case .open: return "◌"
        case .spare: return "◦"
        case .future: return " "
        }
    }

    static let legend = "● done (or clean)  ○ missed  ◌ open  – skipped  ‖ paused  ✗ slipped  ◦ not needed  · not due"

    /// A habit-by-day matrix of the week containing `day`.
    static func week(_ journal: Journal, containing day: Day, today: Day, calendar: HabitCalendar, width: Int, style: Style) -> String {
        let week = calendar.week(containing: day)
        let report = journal.history(from: week.start, through: week.end, today: today, calendar: calendar)
        guard !report.habits.isEmpty else { return "No habits yet.\n" }
        let nameWidth = max(8, min(28, width - 7 * 7 - 8))
        let title = week.contains(today) ? "This week" : calendar.week(containing: today.adding(days: -7)) == week ? "Last week" : "Week"
        var lines = [style.bold("\(title) — \(week.start.iso) to \(week.end.iso)")]
        lines.append(String(repeating: " ", count: nameWidth + 2) + report.days.map { d in
            let label = "\(d.weekday.shortName) \(d.dayOfMonth)"
            return d == today ? style.bold(Terminal.fit(label, 7)) : Terminal.fit(label, 7)
        }.joined())
        for row in report.habits {
            var line = "  " + Terminal.fit(Text.printable(row.habit.name, singleLine: true), nameWidth)
                + row.cells.map { Terminal.fit(glyph($0), 7) }.joined()
            if let p = row.progress { line += style.dim("\(p.done)/\(p.target)") }
            lines.append(line)
        }
        lines.append(style.dim("  " + legend))
        return lines.joined(separator: "\n") + "\n"
    }

    /// Habits × days from `from` through `to`, one character a day, in blocks that fit the width.
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
        lines.append("")
        lines.append(style.dim("  " + legend))
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
