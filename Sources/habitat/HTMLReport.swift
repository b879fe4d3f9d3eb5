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
        html += trends(journal, today: today, calendar: calendar)
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

    // MARK: Trends

    static let monthNames = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]

    /// How many weeks the trend chart shows.
    static let trendWeeks = 12

    /// This month so far against last month — overall, good days, each habit, the best and lowest weekday — and the
    /// last 12 weeks' completion as bars: the domain's comparison and period rates, only formatted.
    private static func trends(_ journal: Journal, today: Day, calendar: HabitCalendar) -> String {
        guard let first = journal.firstDay, first <= today else { return "" }
        let thisMonth = calendar.period(.month, back: 0, from: today), lastMonth = calendar.period(.month, back: 1, from: today)
        let c = journal.comparison(current: Period(start: thisMonth.start, end: today), previous: lastMonth, today: today, calendar: calendar)
        // (Weeks that ended before the first habit began are left off: nothing was due in them.)
        let weeks = journal.periodRates(.week, count: trendWeeks, today: today, calendar: calendar).filter { $0.period.end >= first }
        let was = monthNames[lastMonth.start.month - 1], now = monthNames[thisMonth.start.month - 1] + " so far"
        var out = "<section class=\"trends\"><h2>Trends</h2>\n"
        out += "<div class=\"compare\"><h3>\(now) against \(was)</h3>\n"
        if !c.hasPrevious {
            out += "<p class=\"sub\">Nothing to compare with yet: your first habit began on \(Views.longDate(first)), after \(was).</p>\n"
        }
        out += "<table class=\"change\">\n<thead><tr><td></td><th scope=\"col\">\(was)</th><th scope=\"col\">\(now)</th>"
            + "<th scope=\"col\">Change</th></tr></thead>\n<tbody>\n"
        func cell(_ rate: Rate, clean: Bool = false) -> String {
            guard let pct = rate.percent else { return "<td class=\"none\">nothing due</td>" }
            let svg = "<svg width=\"64\" height=\"6\" viewBox=\"0 0 64 6\" aria-hidden=\"true\"><rect width=\"64\" height=\"6\" rx=\"3\" class=\"track\"/>"
                + "<rect width=\"\(Int(((rate.fraction ?? 0) * 64).rounded()))\" height=\"6\" rx=\"3\" class=\"bar\"/></svg>"
            return "<td><span class=\"num\">\(pct)%</span> <span class=\"sub\">\(rate.met) of \(rate.due)\(clean ? " days clean" : "")</span>\(svg)</td>"
        }
        func row(_ label: String, _ change: RateChange, isNew: Bool = false, clean: Bool = false) -> String {
            "<tr><th scope=\"row\">\(label)</th>" + (isNew ? "<td class=\"none\">not begun</td>" : cell(change.before, clean: clean))
                + cell(change.now, clean: clean) + "<td class=\"delta\">\(Views.shortChangeWords(change, isNew: isNew))</td></tr>\n"
        }
        if c.overall.now.due > 0 || c.overall.before.due > 0 { out += row("Overall", c.overall) }
        if c.goodDays.now.due > 0 || c.goodDays.before.due > 0 { out += row("Good days", c.goodDays) }
        for h in c.habits { out += row(label(h.habit), h.change, isNew: h.isNew, clean: h.polarity == .avoid) }
        for (title, best) in [("Best day", true), ("Lowest day", false)] {
            func side(_ p: WeekdayPattern?) -> String {
                guard let p else { return "<td class=\"none\">not enough to tell</td>" }
                let (day, rate) = best ? (p.best, p.bestRate) : (p.worst, p.worstRate)
                return "<td>\(day.name)s <span class=\"sub\">\(rate.percent ?? 0)%</span></td>"
            }
            guard c.now.weekdays != nil || c.before.weekdays != nil else { continue }
            out += "<tr><th scope=\"row\">\(title)</th>\(side(c.before.weekdays))\(side(c.now.weekdays))<td></td></tr>\n"
        }
        out += "</tbody></table></div>\n"
        out += weekChart(weeks)
        return out + "</section>\n"
    }

    /// The last weeks' completion as bars, oldest first; the week running now is drawn open and said "so far", and a
    /// week with nothing due has no bar, only a dash — never a 0% that wasn't.
    private static func weekChart(_ weeks: [PeriodRate]) -> String {
        let slot = 56, top = 22, height = 110, bottom = 34
        let width = weeks.count * slot + 8
        func short(_ day: Day) -> String { "\(day.dayOfMonth) \(monthNames[day.month - 1].prefix(3))" }
        func said(_ w: PeriodRate) -> String {
            let when = "Week of \(short(w.period.start))" + (w.isRunning ? " (so far)" : "")
            return w.rate.percent.map { "\(when): \($0)%, \(w.rate.met) of \(w.rate.due)" } ?? "\(when): nothing due"
        }
        var svg = "<svg class=\"weeks\" width=\"\(width)\" height=\"\(top + height + bottom)\" viewBox=\"0 0 \(width) \(top + height + bottom)\" role=\"img\" aria-labelledby=\"weeks-title weeks-desc\">"
        svg += "<title id=\"weeks-title\">Completion, week by week</title><desc id=\"weeks-desc\">\(weeks.map(said).joined(separator: "; ")).</desc>"
        for level in [0, 50, 100] {
            let y = top + height - height * level / 100
            svg += "<line x1=\"4\" x2=\"\(width - 4)\" y1=\"\(y)\" y2=\"\(y)\" class=\"\(level == 0 ? "axis" : "grid")\"/>"
        }
        for (k, w) in weeks.enumerated() {
            let x = 4 + k * slot + 10, barWidth = slot - 20, center = 4 + k * slot + slot / 2
            svg += "<g><title>\(said(w))</title>"
            if let fraction = w.rate.fraction, let pct = w.rate.percent {
                let h = max(1, Int((fraction * Double(height)).rounded()))
                svg += "<rect x=\"\(x)\" y=\"\(top + height - h)\" width=\"\(barWidth)\" height=\"\(h)\" rx=\"3\" class=\"\(w.isRunning ? "wk now" : "wk")\"/>"
                svg += "<text x=\"\(center)\" y=\"\(top + height - h - 6)\" class=\"pct\">\(pct)%</text>"
            } else {
                svg += "<text x=\"\(center)\" y=\"\(top + height - 6)\" class=\"pct\">—</text>"
            }
            svg += "<text x=\"\(center)\" y=\"\(top + height + 15)\" class=\"wdate\">\(short(w.period.start))</text>"
            if w.isRunning { svg += "<text x=\"\(center)\" y=\"\(top + height + 28)\" class=\"wdate\">so far</text>" }
            svg += "</g>"
        }
        svg += "</svg>"
        return "<figure class=\"weekchart\"><figcaption>\(weeks.count == 1 ? "This week" : "The last \(weeks.count) weeks") <span class=\"sub\">· completion of the habits to build</span></figcaption>\(svg)</figure>\n"
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
        table.change{border-collapse:collapse;width:100%;max-width:720px}
        table.change th,table.change td{text-align:left;padding:6px 14px 6px 0;border-bottom:1px solid #F3F4F6;vertical-align:top}
        table.change thead th{font-size:13px;color:#6B7280;font-weight:600}table.change tbody th{font-weight:500}
        table.change td svg{display:block;margin-top:3px}table.change .num{font-weight:600}
        table.change .none{color:#6B7280;font-size:13px}.delta{color:#374151;white-space:nowrap}
        .compare h3{font-weight:600;margin-bottom:6px}.weekchart{margin:24px 0 0}.weekchart figcaption{font-weight:600;margin-bottom:6px}
        .weeks{display:block;max-width:100%;height:auto}.wk{fill:#10B981}.wk.now{fill:#FFFFFF;stroke:#3B82F6;stroke-width:1.5;stroke-dasharray:4 2}
        @media (max-width:640px){table.change th,table.change td{padding-right:8px}.delta{white-space:normal}table.change td .sub{display:block}}
        .grid{stroke:#E5E7EB;stroke-dasharray:3 3}.axis{stroke:#9CA3AF}
        .pct{font-size:11px;fill:#374151;text-anchor:middle;font-variant-numeric:tabular-nums}.wdate{font-size:10px;fill:#6B7280;text-anchor:middle}
        footer{margin-top:40px;border-top:1px solid #E5E7EB;padding-top:12px}
        .legend{display:flex;flex-wrap:wrap;gap:14px;color:#6B7280;font-size:13px}.legend span{white-space:nowrap}
        """
}
