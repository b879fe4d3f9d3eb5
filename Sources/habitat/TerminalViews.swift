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

    /// A habit-by-day matrix of the current week: ● done, ○ missed, – skipped, ✗ slipped, · not due.
    static func week(_ journal: Journal, today: Day, calendar: HabitCalendar, width: Int, style: Style) -> String {
        let habits = journal.activeHabits.filter { $0.created <= today }
        guard !habits.isEmpty else { return "No habits yet.\n" }
        let week = calendar.week(containing: today)
        let days = (0..<7).map { week.start.adding(days: $0) }
        let nameWidth = max(8, min(28, width - 7 * 7 - 2))
        var lines = [style.bold("This week — \(week.start.iso) to \(week.end.iso)")]
        lines.append(String(repeating: " ", count: nameWidth + 2) + days.map { d in
            let label = "\(d.weekday.shortName) \(d.dayOfMonth)"
            return d == today ? style.bold(Terminal.fit(label, 7)) : Terminal.fit(label, 7)
        }.joined())
        for habit in habits {
            let track = journal.track(habit)
            let cells = days.map { day -> String in
                let cell: String
                if day > today || day < habit.created { cell = " " } else {
                    switch track.marks[day]?.state {
                    case .done: cell = "●"
                    case .skipped: cell = "–"
                    case .slipped: cell = "✗"
                    case nil:
                        if habit.polarity == .avoid { cell = day < today ? "●" : "◌" } else if !habit.schedule.isDayBased || track.isDue(on: day) {
                            cell = day < today && habit.schedule.isDayBased ? "○" : "◌"
                        } else {
                            cell = "·"
                        }
                    }
                }
                return Terminal.fit(cell, 7)
            }
            var line = "  " + Terminal.fit(Text.printable(habit.name, singleLine: true), nameWidth) + cells.joined()
            if let p = track.progress(in: today, today: today, calendar: calendar) {
                line += style.dim("\(p.done)/\(p.target)")
            }
            lines.append(line)
        }
        lines.append(style.dim("  ● done  ○ missed  ◌ open  – skipped  ✗ slipped  · not due"))
        return lines.joined(separator: "\n") + "\n"
    }

    /// The month on graph paper: ● good day, ○ not a good day, · no goal, ◐ today so far.
    static func month(_ journal: Journal, today: Day, calendar: HabitCalendar, style: Style) -> String {
        let month = calendar.month(containing: today)
        let months = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]
        var lines = [style.bold("\(months[today.month - 1]) \(today.year)")]
        lines.append(calendar.orderedWeekdays.map { Terminal.fit(String($0.shortName.prefix(2)), 5) }.joined())
        let firstColumn = calendar.orderedWeekdays.firstIndex(of: month.start.weekday)!
        var row = String(repeating: " ", count: 5 * firstColumn)
        var tally = GoodDayTally()
        let verdicts = journal.verdicts(from: month.start, through: month.end, today: today)
        let first = journal.firstDay
        for offset in 0..<month.length {
            let day = month.start.adding(days: offset)
            var marker = " "
            if day <= today, let first, day >= first {
                switch verdicts[offset] {
                case .good: marker = style.good("●"); tally.good += 1
                case .notGood: marker = "○"; tally.notGood += 1
                case .noGoal: marker = style.dim("·"); tally.noGoal += 1
                case .inProgress: marker = "◐"
                }
            }
            let number = day.dayOfMonth < 10 ? " \(day.dayOfMonth)" : "\(day.dayOfMonth)"
            row += (day == today ? style.bold(number) : number) + marker + "  "
            if (firstColumn + offset) % 7 == 6 { lines.append(row); row = "" }
        }
        if !row.isEmpty { lines.append(row) }
        lines.append("")
        lines.append(tally.rate.due > 0 ? "Good days: \(tally.good) of \(tally.rate.due) (\(Views.percent(tally.rate)))" : "No good-day goals yet this month.")
        lines.append(style.dim("● good day  ○ not this time  · no must-dos  ◐ today so far"))
        return lines.joined(separator: "\n") + "\n"
    }
}
