import HabitDomain

/// `habitat report`: one self-contained HTML page — inline CSS and SVG, no scripts, nothing fetched — with the
/// insight cards, completion bars, good-day month grids and each habit's calendar heat map. It only formats the
/// domain's report values. Colours are the calm palette of the design notes, and every state has a shape of
/// its own as well as a colour, for readers who can't tell the colours apart.
enum HTMLReport {
    static func page(_ journal: Journal, days: Int, today: Day, calendar: HabitCalendar) -> String {
        let from = today.adding(days: 1 - days)
        let insights = journal.insights(.range(from: from, through: today), today: today, calendar: calendar)
        let history = journal.history(from: from, through: today, today: today, calendar: calendar)
        var html = """
            <!doctype html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>Habitat — \(from.iso) to \(today.iso)</title>
            <style>\(style)</style>
            </head>
            <body>
            <main>
            <header><h1>Your habits</h1><p class="sub">\(Views.longDate(from)) to \(Views.longDate(today)) · \(days) days</p></header>

            """
        html += cards(insights)
        html += bars(insights)
        html += months(journal, from: from, today: today, calendar: calendar)
        html += heatMaps(history, calendar: calendar, streaks: insights.streaks, amounts: insights.amounts)
        html += "<footer>\(legend)<p class=\"sub\">Made by Habitat on \(today.iso). Everything here stays on your machine.</p></footer>\n"
        html += "</main>\n</body>\n</html>\n"
        return html
    }

    // MARK: Parts

    private static func cards(_ i: Insights) -> String {
        var cards: [String] = []
        if let pct = i.overall.percent {
            cards.append(card("Overall consistency", "<p class=\"big\">\(pct)%</p><p>\(i.overall.met) of \(i.overall.due) completed.</p>"))
        } else {
            cards.append(card("Overall consistency", "<p>Complete a few habits to see your patterns here.</p>"))
        }
        if i.goodDays.rate.due > 0, let pct = i.goodDays.rate.percent {
            cards.append(card("Good days", "<p class=\"big\">\(i.goodDays.good) of \(i.goodDays.rate.due)</p><p>\(pct)% of the days with must-dos.</p>"))
        }
        if let most = i.mostConsistent, let pct = most.rate.percent, pct > 0, i.byHabit.count > 1 {
            cards.append(card("Most consistent", "<p>\(escape(most.habit.name)) at \(pct)% completion.</p>"))
        }
        if let growth = i.roomForGrowth, let pct = growth.rate.percent {
            let times = growth.rate.met == 1 ? "once" : "\(growth.rate.met) times"
            cards.append(card("Room for growth", "<p>\(escape(growth.habit.name)) has been completed \(times) (\(pct)%).</p>"))
        }
        if let w = i.weekdays, let best = w.bestRate.percent, let worst = w.worstRate.percent {
            cards.append(card("Day of week", "<p>Most consistent on \(w.best.name)s (\(best)%), least on \(w.worst.name)s (\(worst)%).</p>"))
        }
        for avoided in i.clean {
            cards.append(card(escape(avoided.habit.name), "<p class=\"big\">\(avoided.rate.met) of \(avoided.rate.due)</p><p>days clean.</p>"))
        }
        return "<section class=\"cards\">\n" + cards.joined(separator: "\n") + "\n</section>\n"
    }

    private static func card(_ title: String, _ body: String) -> String { "<div class=\"card\"><h2>\(title)</h2>\(body)</div>" }

    private static func bars(_ i: Insights) -> String {
        guard !i.byHabit.isEmpty else { return "" }
        let rows = i.byHabit.map { item -> String in
            let fraction = item.rate.fraction ?? 0
            let width = Int((fraction * 200).rounded())
            let svg = "<svg width=\"200\" height=\"12\" viewBox=\"0 0 200 12\" role=\"img\" aria-label=\"\(item.rate.percent ?? 0)%\">"
                + "<rect width=\"200\" height=\"12\" rx=\"3\" class=\"track\"/><rect width=\"\(width)\" height=\"12\" rx=\"3\" class=\"bar\"/></svg>"
            return "<tr><th>\(label(item.habit))</th><td>\(svg)</td><td class=\"num\">\(item.rate.percent ?? 0)%</td><td class=\"sub\">\(item.rate.met) of \(item.rate.due)</td></tr>"
        }
        return "<section><h2>By habit</h2><table class=\"bars\">\n" + rows.joined(separator: "\n") + "\n</table></section>\n"
    }

    private static func months(_ journal: Journal, from: Day, today: Day, calendar: HabitCalendar) -> String {
        var grids: [String] = []
        var day = from.startOfMonth
        while day <= today {
            let report = journal.month(containing: day, today: today, calendar: calendar)
            if report.verdicts.contains(where: { $0 != nil }) { grids.append(monthGrid(report, calendar: calendar)) }
            day = report.month.end.adding(days: 1)
        }
        guard !grids.isEmpty else { return "" }
        return "<section><h2>Good days</h2><div class=\"months\">\n" + grids.joined(separator: "\n") + "\n</div>"
            + "<p class=\"sub\">\(shape(.good)) good day · \(shape(.notGood)) not this time · \(shape(.noGoal)) no must-dos · \(shape(.inProgress)) today so far</p></section>\n"
    }

    private static func monthGrid(_ report: MonthReport, calendar: HabitCalendar) -> String {
        let months = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]
        let column = calendar.orderedWeekdays.firstIndex(of: report.month.start.weekday) ?? 0
        let rows = (column + report.month.length + 6) / 7
        var svg = "<svg width=\"\(7 * 22)\" height=\"\(rows * 22 + 16)\" viewBox=\"0 0 \(7 * 22) \(rows * 22 + 16)\" role=\"img\" aria-label=\"\(months[report.month.start.month - 1]) \(report.month.start.year)\">"
        for (k, day) in calendar.orderedWeekdays.enumerated() {
            svg += "<text x=\"\(k * 22 + 11)\" y=\"11\" class=\"wd\">\(day.shortName.prefix(1))</text>"
        }
        for (offset, verdict) in report.verdicts.enumerated() {
            let slot = column + offset
            let x = (slot % 7) * 22 + 11, y = (slot / 7) * 22 + 27
            switch verdict {
            case .good?: svg += "<circle cx=\"\(x)\" cy=\"\(y)\" r=\"8\" class=\"good\"/>"
            case .notGood?: svg += "<circle cx=\"\(x)\" cy=\"\(y)\" r=\"7\" class=\"notgood\"/>"
            case .noGoal?: svg += "<circle cx=\"\(x)\" cy=\"\(y)\" r=\"2\" class=\"nogoal\"/>"
            case .inProgress?: svg += "<path d=\"M\(x) \(y - 8)a8 8 0 0 1 0 16z\" class=\"good\"/><circle cx=\"\(x)\" cy=\"\(y)\" r=\"7.5\" class=\"notgood\"/>"
            case nil: svg += "<circle cx=\"\(x)\" cy=\"\(y)\" r=\"1\" class=\"nogoal\"/>"
            }
        }
        svg += "</svg>"
        let tally = report.tally
        let count = tally.rate.due > 0 ? "\(tally.good) of \(tally.rate.due) good days" : "no must-dos yet"
        return "<figure class=\"month\"><figcaption>\(months[report.month.start.month - 1]) \(report.month.start.year) <span class=\"sub\">· \(count)</span></figcaption>\(svg)</figure>"
    }

    /// A contribution graph per habit: a column per week, a row per weekday, one shape per day; a day logged with an
    /// amount says it when pointed at ("2026-02-03: 5 of 8 glasses").
    private static func heatMaps(_ history: HistoryReport, calendar: HabitCalendar, streaks: [HabitStreak], amounts: [HabitAmount]) -> String {
        guard !history.habits.isEmpty else { return "" }
        let first = calendar.week(containing: history.from).start
        let weeks = (history.to - first) / 7 + 1
        let streakOf = Dictionary(streaks.map { ($0.habit.id, $0.streak) }) { a, _ in a }
        let amountOf = Dictionary(amounts.map { ($0.habit.id, $0) }) { a, _ in a }
        var out = "<section><h2>Each habit, day by day</h2>\n"
        for row in history.habits {
            var svg = "<svg class=\"heat\" width=\"\(weeks * 13 + 28)\" height=\"\(7 * 13 + 2)\" viewBox=\"0 0 \(weeks * 13 + 28) \(7 * 13 + 2)\" role=\"img\" aria-label=\"\(escape(row.habit.name)), day by day\">"
            for (k, day) in calendar.orderedWeekdays.enumerated() where k % 2 == 0 {
                svg += "<text x=\"0\" y=\"\(k * 13 + 10)\" class=\"wl\">\(day.shortName)</text>"
            }
            // Days before the habit began are left blank.
            for (k, cell) in row.cells.enumerated() where cell != .future && history.from.adding(days: k) >= row.habit.created {
                let day = history.from.adding(days: k)
                let x = 28 + ((day - first) / 7) * 13, y = ((day - first) % 7) * 13
                if let amount = row.amounts[k] {
                    let target = row.habit.settings(on: day).target
                    let said = target.map { t in t.kind == .period ? "\(amount.words) \(t.unit.word)"
                        : AmountProgress(total: amount, goal: t.amount, target: t).words } ?? amount.words
                    svg += "<use href=\"#\(cell.rawValue)\" x=\"\(x)\" y=\"\(y)\"><title>\(day.iso): \(escape(said))</title></use>"
                } else {
                    svg += "<use href=\"#\(cell.rawValue)\" x=\"\(x)\" y=\"\(y)\"/>"
                }
            }
            svg += "</svg>"
            var facts = [row.habit.schedule.words]
            if let target = row.habit.target { facts.append(target.words(row.habit.schedule)) }
            if let a = amountOf[row.habit.id] { facts.append(Views.amountWords(a)) }
            if let s = streakOf[row.habit.id] {
                facts.append(row.habit.polarity == .avoid ? "\(s.current) \(s.current == 1 ? "day" : "days") clean" : Views.streakWords(s))
            }
            out += "<article class=\"habit\"><h3>\(label(row.habit))</h3><p class=\"sub\">\(escape(facts.joined(separator: " · ")))</p>\(svg)</article>\n"
        }
        return out + "</section>\n"
    }

    // MARK: Shapes and words

    /// The day shapes, defined once and used by every heat map: each state its own shape as well as colour.
    private static let symbols = """
        <svg width="0" height="0" style="position:absolute" aria-hidden="true"><defs>
        <g id="done"><rect x="1" y="1" width="10" height="10" rx="2" fill="#10B981"/></g>
        <g id="clean"><circle cx="6" cy="6" r="5" fill="#10B981"/></g>
        <g id="missed"><rect x="1.5" y="1.5" width="9" height="9" rx="2" fill="none" stroke="#9CA3AF"/></g>
        <g id="skipped"><rect x="2" y="5" width="8" height="2" fill="#6B7280"/></g>
        <g id="paused"><rect x="3" y="2" width="2" height="8" fill="#93C5FD"/><rect x="7" y="2" width="2" height="8" fill="#93C5FD"/></g>
        <g id="slipped"><path d="M3 3l6 6M9 3l-6 6" stroke="#6B7280" stroke-width="2"/></g>
        <g id="partial"><rect x="1.5" y="1.5" width="9" height="9" rx="2" fill="none" stroke="#10B981"/><path d="M1.5 10.5V3.5a2 2 0 0 1 2-2H10.5z" fill="#10B981"/></g>
        <g id="notDue"><circle cx="6" cy="6" r="1" fill="#D1D5DB"/></g>
        <g id="open"><rect x="1.5" y="1.5" width="9" height="9" rx="2" fill="none" stroke="#3B82F6" stroke-dasharray="2 1.5"/></g>
        <g id="spare"><circle cx="6" cy="6" r="3" fill="none" stroke="#9CA3AF"/></g>
        </defs></svg>
        """

    private static var legend: String {
        let items: [(DayCell, String)] = [(.done, "done"), (.clean, "clean (a habit to avoid)"), (.partial, "partly done"), (.missed, "missed"), (.skipped, "skipped"),
                                          (.paused, "paused"), (.slipped, "slipped"), (.spare, "not needed (group)"), (.notDue, "not due"), (.open, "today, open")]
        return symbols + "<p class=\"legend\">" + items.map { cell, words in
            "<span><svg width=\"12\" height=\"12\" aria-hidden=\"true\"><use href=\"#\(cell.rawValue)\"/></svg> \(words)</span>"
        }.joined(separator: " ") + "</p>"
    }

    private static func shape(_ verdict: DayVerdict) -> String {
        switch verdict {
        case .good: return "<svg width=\"12\" height=\"12\" aria-hidden=\"true\"><circle cx=\"6\" cy=\"6\" r=\"5\" class=\"good\"/></svg>"
        case .notGood: return "<svg width=\"12\" height=\"12\" aria-hidden=\"true\"><circle cx=\"6\" cy=\"6\" r=\"4.5\" class=\"notgood\"/></svg>"
        case .inProgress: return "<svg width=\"12\" height=\"12\" aria-hidden=\"true\"><path d=\"M6 1a5 5 0 0 1 0 10z\" class=\"good\"/><circle cx=\"6\" cy=\"6\" r=\"4.5\" class=\"notgood\"/></svg>"
        case .noGoal: return "<svg width=\"12\" height=\"12\" aria-hidden=\"true\"><circle cx=\"6\" cy=\"6\" r=\"1.5\" class=\"nogoal\"/></svg>"
        }
    }

    private static func label(_ habit: Habit) -> String { (habit.icon.map { escape($0) + " " } ?? "") + escape(habit.name) }

    /// Text made safe for HTML: names and notes may hold `<`, `&` and quotes.
    static func escape(_ text: String) -> String {
        var out = ""
        for ch in Text.printable(text, singleLine: true) {
            switch ch {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(ch)
            }
        }
        return out
    }

    private static let style = """
        :root{color-scheme:light}
        body{margin:0;background:#FFFFFF;color:#1A1A1A;font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
        main{max-width:960px;margin:0 auto;padding:32px 24px}
        h1{font-size:28px;margin:0}h2{font-size:17px;margin:32px 0 12px}h3{font-size:15px;margin:0}
        .sub{color:#6B7280;font-size:13px;margin:2px 0}
        .cards{display:grid;grid-template-columns:repeat(auto-fill,minmax(200px,1fr));gap:12px;margin-top:24px}
        .card{background:#F9FAFB;border:1px solid #E5E7EB;border-radius:10px;padding:14px 16px}
        .card h2{font-size:13px;color:#6B7280;margin:0 0 6px;font-weight:600}
        .card p{margin:0}.big{font-size:32px;font-weight:600;line-height:1.2}
        table.bars{border-collapse:collapse}table.bars th{text-align:left;font-weight:500;padding:4px 16px 4px 0}
        table.bars td{padding:4px 8px 4px 0}.num{font-variant-numeric:tabular-nums;text-align:right}
        .track{fill:#E5E7EB}.bar{fill:#9CA3AF}
        .months{display:flex;flex-wrap:wrap;gap:24px}.month{margin:0}.month figcaption{font-weight:500;margin-bottom:4px}
        .good{fill:#10B981}.notgood{fill:none;stroke:#9CA3AF;stroke-width:1.5}.nogoal{fill:#D1D5DB}
        .wd{font-size:9px;fill:#6B7280;text-anchor:middle}.wl{font-size:9px;fill:#6B7280}
        .habit{border-top:1px solid #E5E7EB;padding:12px 0}.heat{display:block;margin-top:6px;max-width:100%;height:auto}
        footer{margin-top:40px;border-top:1px solid #E5E7EB;padding-top:12px}
        .legend{display:flex;flex-wrap:wrap;gap:14px;color:#6B7280;font-size:13px}.legend span{white-space:nowrap}
        """
}
