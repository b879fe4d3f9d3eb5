import HabitDomain

/// Plain-text renderings for `habitat today` and `habitat stats`, for people and scripts alike.
enum Views {
    static func longDate(_ day: Day) -> String {
        let months = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
                      "October", "November", "December"]
        return "\(day.weekday.name) \(day.dayOfMonth) \(months[day.month - 1]) \(day.year)"
    }

    /// "this week", "this month", or for N times in M days "in the last 10 days".
    static func periodWord(_ progress: PeriodProgress) -> String {
        switch progress.kind {
        case .week: return "this week"
        case .month: return "this month"
        case .window: return "in the last \(progress.period.length) days"
        }
    }

    /// Where a period stands: "2 of 3 this week, 4 days left", "6.5 of 10 km this week — target reached", "2 of 3 in
    /// the last 10 days".
    static func progressWords(_ p: PeriodProgress) -> String {
        let count = (p.amount?.words ?? "\(p.done) of \(p.target)") + " " + periodWord(p)
        if p.isMet { return count + " — target reached" }
        return p.kind == .window ? count : count + ", " + daysLeft(p.daysLeft)
    }

    /// A measurable habit's amounts over days: "212 glasses · 7.07 a day", or for a target per period "32.5 km · 7.58 a week".
    static func amountWords(_ a: HabitAmount) -> String {
        let per: (Int, String)
        switch (a.target.kind, a.habit.schedule) {
        case (.period, .monthly): per = (30, "a month")
        case (.period, _): per = (7, "a week")
        default: per = (1, "a day")
        }
        return "\(a.total.words) \(a.target.unit.word) · \(a.average(per: per.0).words) \(per.1)"
    }

    static func daysLeft(_ n: Int) -> String { n == 1 ? "1 day left" : "\(n) days left" }

    // MARK: stats

    static func percent(_ rate: Rate) -> String { rate.percent.map { "\($0)%" } ?? "—" }

    static func bar(_ rate: Rate, width: Int = 10) -> String {
        let filled = Int(((rate.fraction ?? 0) * Double(width)).rounded())
        return String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
    }

    /// "1 day", "3 weeks".
    static func units(_ n: Int, _ unit: Streak.Unit) -> String {
        n == 1 ? "1 \(unit.rawValue.dropLast())" : "\(n) \(unit.rawValue)"
    }

    /// "streak 3 days, best 5 days"; a streak not running is told by its best, and none at all by nothing.
    static func streakWords(_ streak: Streak) -> String {
        if streak.current > 0 { return "streak \(units(streak.current, streak.unit)), best \(units(streak.best, streak.bestUnit))" }
        return streak.best > 0 ? "best run \(units(streak.best, streak.bestUnit))" : "no streak yet"
    }

    /// One line a habit — its name and schedule in the words the domain says them in, then its settings' values — and
    /// one a group; nil when there is nothing to list.
    static func habitList(_ journal: Journal, includeArchived: Bool) -> String? {
        var lines = journal.habits.filter { includeArchived || !$0.archived }.map { habit in
            var parts = [habit.schedule.words]
            if let target = habit.target { parts.append(target.words(habit.schedule)) }
            var settings = [habit.tier.rawValue, habit.polarity.rawValue]
            if let group = habit.groupID.flatMap(journal.group(id:)) { settings.append("group: " + group.name) }
            if habit.archived { settings.append("archived") }
            return "\(habit.name) — \(parts.joined(separator: ", ")) (\(settings.joined(separator: ", ")))"
        }
        lines += journal.groups.map { group in
            "group \(group.name) — \(group.require) of \(journal.members(of: group.id).map(\.name).joined(separator: ", ")) (\(group.tier.rawValue))"
        }
        return lines.isEmpty ? nil : lines.joined(separator: "\n")
    }

    static func stats(_ journal: Journal, window: Window, today: Day, calendar: HabitCalendar, width: Int = 80) -> String {
        guard let first = journal.firstDay, first <= today else {
            return "No habits yet, so nothing to show. Complete a few habits to see your patterns.\n"
        }
        let insights = journal.insights(window, today: today, calendar: calendar)
        var lines: [String] = []
        switch window {
        case .all: lines.append("Stats — all time (since \(first.iso))")
        case .days(let n): lines.append("Stats — last \(n) days (\(today.adding(days: -(n - 1)).iso) to \(today.iso))")
        case .range(let from, let to): lines.append("Stats — \(from.iso) to \(to.iso)")
        }
        lines.append("")
        if let pct = insights.overall.percent {
            lines.append("Overall consistency: \(pct)% — \(insights.overall.met) of \(insights.overall.due) completed")
        } else {
            lines.append("Overall consistency: nothing was due yet")
        }
        let good = insights.goodDays
        if good.rate.due > 0 {
            lines.append("Good days: \(good.good) of \(good.rate.due) (\(percent(good.rate)))")
        }

        let streaks = Dictionary(uniqueKeysWithValues: insights.streaks.map { ($0.habit.id, $0.streak) })
        let rows = insights.byHabit + insights.clean
        if !rows.isEmpty {
            let nameWidth = min(24, width / 3, max(8, rows.map { Terminal.columns(Text.printable($0.habit.name)) }.max() ?? 8))
            // Bars grow with the terminal: what's left after the name, the numbers and the streak; none when narrow.
            let barWidth = width < 60 ? 0 : max(10, min(40, width - nameWidth - 62))
            func row(_ item: HabitRate, unit: String) -> String {
                var line = "  \(Terminal.fit(Text.printable(item.habit.name, singleLine: true), nameWidth))  "
                if barWidth > 0 { line += bar(item.rate, width: barWidth) + "  " }
                line += "\(Terminal.fit(percent(item.rate), 4))  \(item.rate.met) of \(item.rate.due)\(unit)"
                guard let streak = streaks[item.habit.id] else { return line }
                // The streak goes under the numbers when the line would run past the edge.
                let tail = " · \(streakWords(streak))"
                return Terminal.columns(line + tail) <= width ? line + tail : line + "\n" + String(repeating: " ", count: nameWidth + 4) + streakWords(streak)
            }
            if !insights.byHabit.isEmpty {
                lines.append("")
                lines.append("By habit")
                lines += insights.byHabit.map { row($0, unit: "") }
            }
            if !insights.clean.isEmpty {
                lines.append("")
                lines.append("Habits to avoid")
                lines += insights.clean.map { row($0, unit: " days clean") }
            }
        }

        let span: String
        switch window {
        case .all: span = "all time"
        case .days(let n): span = "the last \(n) days"
        case .range(let from, let to): span = "\(from.iso) to \(to.iso)"
        }
        var notes: [String] = []
        if let most = insights.mostConsistent, let pct = most.rate.percent, pct > 0 {
            notes.append("Most consistent: \"\(Text.printable(most.habit.name))\" at \(pct)% completion over \(span).")
        }
        if let growth = insights.roomForGrowth, let pct = growth.rate.percent {
            let times = growth.rate.met == 1 ? "once" : "\(growth.rate.met) times"
            notes.append("Room for growth: \"\(Text.printable(growth.habit.name))\" has been completed \(times) in \(span) (\(pct)%).")
        }
        if let w = insights.weekdays {
            notes.append("Day of week: most consistent on \(w.best.name)s (\(percent(w.bestRate))), least on \(w.worst.name)s (\(percent(w.worstRate))).")
        }
        if !insights.amounts.isEmpty {
            lines.append("")
            lines.append("Amounts")
            let nameWidth = min(24, width / 3, max(8, insights.amounts.map { Terminal.columns(Text.printable($0.habit.name)) }.max() ?? 8))
            for a in insights.amounts {
                lines.append("  \(Terminal.fit(Text.printable(a.habit.name, singleLine: true), nameWidth))  \(Views.amountWords(a)) · target \(a.target.words(a.habit.schedule))")
            }
        }
        if let comparison = journal.comparison(insights, today: today, calendar: calendar) {
            lines.append("")
            lines += comparisonLines(comparison, window: window, width: width)
        }
        if !notes.isEmpty {
            lines.append("")
            lines.append(contentsOf: notes)
        }
        return Terminal.fitLines(lines.joined(separator: "\n"), width: width) + "\n"
    }

    // MARK: trends

    /// The stretch a comparison is made with, in words: "the 30 days before", "the month before", "the 3 months before".
    static func previousWords(_ c: PeriodComparison, window: Window) -> String {
        if case .range(let from, let to) = window, from == from.startOfMonth, to == to.endOfMonth {
            let months = (to.year - from.year) * 12 + to.month - from.month + 1
            return months == 1 ? "the month before" : "the \(months) months before"
        }
        return c.previous.length == 1 ? "the day before" : "the \(c.previous.length) days before"
    }

    /// How a rate moved, neutrally: "up from 60% to 75%", "about the same (58% to 60%)", "down from 75% to 60%"; where
    /// one side had nothing due, what there is — "75% now, nothing was due before", never a 0% that wasn't.
    static func changeWords(_ change: RateChange, isNew: Bool = false) -> String {
        let before = percent(change.before), now = percent(change.now)
        if isNew { return change.now.due > 0 ? "\(now) now, new since then" : "new since then, nothing due yet" }
        switch change.direction {
        case .up?: return "up from \(before) to \(now)"
        case .down?: return "down from \(before) to \(now)"
        case .same?: return "about the same (\(before) to \(now))"
        case nil:
            return change.now.due > 0 ? "\(now) now, nothing was due before" : "nothing due now, \(before) before"
        }
    }

    /// How a rate moved, for a table whose other columns show both rates: "up 15 points", "about the same", "down 8
    /// points", "new since then", "nothing due before", "nothing due now".
    static func shortChangeWords(_ change: RateChange, isNew: Bool = false) -> String {
        if isNew { return "new since then" }
        guard let points = change.points, let direction = change.direction else {
            return change.now.due > 0 ? "nothing due before" : "nothing due now"
        }
        let n = abs(points) == 1 ? "1 point" : "\(abs(points)) points"
        switch direction {
        case .up: return "up " + n
        case .down: return "down " + n
        case .same: return "about the same"
        }
    }

    /// A weekday of a pattern with its rate, "Mondays, 90%".
    private static func weekdayWords(_ day: Weekday, _ rate: Rate) -> String { "\(day.name)s, \(percent(rate))" }

    /// The best (or least) weekday now against before: "Mondays, 90% (before: Tuesdays, 85%)", "Mondays both times (85% to
    /// 90%)"; nil when neither stretch has a pattern.
    static func weekdayChangeWords(_ c: PeriodComparison, best: Bool) -> String? {
        func side(_ p: WeekdayPattern?) -> (Weekday, Rate)? { p.map { best ? ($0.best, $0.bestRate) : ($0.worst, $0.worstRate) } }
        let now = side(c.now.weekdays), before = side(c.before.weekdays)
        switch (now, before) {
        case let ((day, rate)?, (was, wasRate)?):
            if day == was { return "\(day.name)s both times (\(percent(wasRate)) to \(percent(rate)))" }
            return weekdayWords(day, rate) + " (before: " + weekdayWords(was, wasRate) + ")"
        case let ((day, rate)?, nil): return weekdayWords(day, rate) + " (before: not enough to tell)"
        case let (nil, (was, wasRate)?): return "not enough to tell yet (before: " + weekdayWords(was, wasRate) + ")"
        case (nil, nil): return nil
        }
    }

    /// The `stats` view's comparison with the stretch before: a heading, then a line each for overall, good days, every
    /// habit and the best and least weekdays, each value hanging in its own column.
    static func comparisonLines(_ c: PeriodComparison, window: Window, width: Int) -> [String] {
        let heading = "Compared with \(previousWords(c, window: window)) (\(c.previous.start.iso) to \(c.previous.end.iso))"
        guard c.hasPrevious else {
            return [heading, "  Nothing to compare with yet: " + (c.firstDay.map { "your first habit began on \($0.iso), after it." } ?? "no habits yet.")]
        }
        var rows: [(String, String)] = []
        // (With only habits to avoid, nothing counts toward completion: no overall line.)
        if c.overall.now.due > 0 || c.overall.before.due > 0 { rows.append(("Overall", changeWords(c.overall))) }
        if c.goodDays.now.due > 0 || c.goodDays.before.due > 0 { rows.append(("Good days", changeWords(c.goodDays))) }
        for row in c.habits {
            let words = changeWords(row.change, isNew: row.isNew)
            rows.append((Text.printable(row.habit.name, singleLine: true), row.polarity == .avoid ? "days clean: " + words : words))
        }
        if let best = weekdayChangeWords(c, best: true) { rows.append(("Best day", best)) }
        if let least = weekdayChangeWords(c, best: false) { rows.append(("Lowest day", least)) }
        let labelWidth = min(24, width / 3, max(9, rows.map { Terminal.columns($0.0) }.max() ?? 9))
        let room = max(20, width - labelWidth - 4)
        return [heading] + rows.map { label, value in
            let pad = "\n" + String(repeating: " ", count: labelWidth + 4)
            return "  " + Terminal.fit(label, labelWidth) + "  " + Terminal.wrap(value, width: room).replacingOccurrences(of: "\n", with: pad)
        }
    }
}
