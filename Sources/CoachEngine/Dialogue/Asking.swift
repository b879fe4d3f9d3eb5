import Foundation
import HabitDomain

extension Turn {
    /// "once", "twice", "5 times".
    mutating func timesWords(_ n: Int) -> String { n == 1 ? text(.timesOnce) : n == 2 ? text(.timesTwice) : text(.timesMany, ["n": "\(n)"]) }

    /// "how many times did I run in october": done marks (for a habit to avoid, slips) in a week or month, up to today.
    mutating func timesIn(_ span: CalendarSpan, _ habit: Habit) {
        focus(habit.id)
        let period = span.period(context.calendar)
        let when = spanWords(span.unit, containing: span.day, in: true)
        guard period.start <= context.today else { say(.timesNotYet, ["name": habit.name]); return }
        let marks = journal.marks[habit.id] ?? MarkBook()
        let end = min(period.end, context.today)
        // "how far did I run this week?": a habit that counts how much says its total.
        if let target = habit.target, target.unit != .times {
            let total = journal.total(of: habit.id, from: period.start, through: end)
            say(.amountInPeriod, ["name": habit.name, "amount": total.words, "unit": target.unit.word, "period": when])
            return
        }
        if habit.polarity == .avoid {
            let n = marks.count(.slipped, from: period.start, through: end)
            let count = text(n == 0 ? .slipsNone : n == 1 ? .slipsOne : .slipsMany, ["n": "\(n)"])
            say(.slipsInPeriod, ["name": habit.name, "count": count, "period": when])
            return
        }
        // This week of a weekly habit (this month of a monthly one): where it stands against its target.
        if period.contains(context.today), let p = journal.track(habit).progress(in: context.today, today: context.today, calendar: context.calendar),
           p.period == period {
            say(.timesOfTarget, ["name": habit.name, "done": "\(p.done)", "target": "\(p.target)", "period": when])
            return
        }
        let n = marks.count(.done, from: period.start, through: end)
        say(n == 0 ? .timesInPeriodNone : n == 1 ? .timesInPeriodOne : .timesInPeriod, ["name": habit.name, "n": "\(n)", "period": when])
    }

    /// "what's left today?": due items not done, weekly and monthly ones with their slack.
    mutating func whatsLeft(in reference: GroupReference? = nil) {
        let today = context.today
        var group: HabitGroup? = nil
        if let reference { guard let found = groupOrAsk(reference) else { return }; group = found }
        let lines = leftToday(in: group?.id)
        if let group, lines.isEmpty {
            // ("which of my evening ones are left?" once the group counts for today: the ones not done are still said.)
            let report = journal.todayReport(today: today, calendar: context.calendar, history: false)
            let open = report.groups.first { $0.group.id == group.id }?.members.filter { $0.state == .open }.map(\.habit.name) ?? []
            say(open.isEmpty ? .nothingLeftInGroup : .groupMetToday, ["group": group.name, "names": quoted(open)])
        } else if !lines.isEmpty {
            say(.leftHeader, ["lines": lines.joined(separator: "\n")])
        } else if journal.mustDoOutcomes(on: today, today: today).isEmpty && journal.activeHabits.allSatisfy({ $0.schedule.isDayBased }) {
            say(.nothingDue)
        } else {
            say(.nothingLeft)
        }
    }

    /// "what's on for friday?": the habits due that day, and those counted over the week or month that still want doing.
    mutating func dueOn(_ day: Day) {
        if day == context.today { whatsLeft(); return }
        let habits = journal.activeHabits.filter { $0.polarity == .build && $0.created <= day }
        let due = habits.filter { $0.settings(on: day).schedule.isDayBased && journal.track($0).isDue(on: day) }
        let any = habits.filter { !$0.settings(on: day).schedule.isDayBased }
        guard !due.isEmpty || !any.isEmpty else { say(.nothingDueOn, ["when": when(day)]); return }
        let lines = due.map { text(.leftLine, ["name": $0.name]) } + any.map { text(.dueAnyLine, ["name": $0.name]) }
        say(.dueOnHeader, ["when": when(day), "lines": lines.joined(separator: "\n")])
    }

    /// "how am I doing?": the insight cards of the last 30 days, in words.
    /// "how did I do in january?": the same over a week or month.
    mutating func howAmIDoing(_ span: CalendarSpan? = nil) {
        if let span, !span.hasBegun(today: context.today, calendar: context.calendar) { say(.errorFuture); return }
        guard let lines = insightLines(span) else { say(.insightNothing); return }
        say(.logNoted, ["text": lines.joined(separator: "\n")])
    }

    /// "how was my week?", "review last month": the period's numbers in neutral words, and one question to
    /// reflect on — a real one: the next message is its answer (`ReflectionForm`), unless another question is open.
    mutating func review(_ asked: CalendarSpan?) {
        // "how was my month": the pattern says which (`period: month`); the week running now otherwise.
        let span = asked ?? CalendarSpan(unit: .week, back: 0, today: context.today)
        guard span.hasBegun(today: context.today, calendar: context.calendar) else { say(.errorFuture); return }
        guard let lines = insightLines(span) else {
            say(.reviewNothing, ["when": spanWords(span.unit, containing: span.day, in: true)])
            return
        }
        let question = text(.reviewQuestion)
        say(.logNoted, ["text": (lines + [question]).joined(separator: "\n")])
        guard state.pending == nil else { return }
        let period = span.period(context.calendar)
        state.pending = .reflection(ReflectionQuestion(question: question, start: period.start, end: period.end, month: span.unit == .month))
        state.attempts = 0
        restoreExpectation(question)
    }

    /// The insight cards in words, over the last 30 days or a week or month; nil when there is nothing to tell.
    private mutating func insightLines(_ span: CalendarSpan?) -> [String]? {
        let window = span.map { Window.range(from: $0.period(context.calendar).start, through: $0.period(context.calendar).end) } ?? .month
        let i = journal.insights(window, today: context.today, calendar: context.calendar, streaks: false)
        guard i.overall.percent != nil || !i.clean.isEmpty else { return nil }
        var lines: [String] = []
        if let pct = i.overall.percent {
            let values = ["percent": "\(pct)", "met": "\(i.overall.met)", "due": "\(i.overall.due)"]
            if let span {
                let when = spanWords(span.unit, containing: span.day, in: true)
                lines.append(text(.insightOverallSpan, values.merging(["when": when.prefix(1).uppercased() + when.dropFirst()]) { $1 }))
            } else {
                lines.append(text(.insightOverall, values))
            }
        }
        if i.goodDays.rate.due > 0 {
            lines.append(text(.insightGoodDays, ["good": "\(i.goodDays.good)", "total": "\(i.goodDays.rate.due)"]))
        }
        if let most = i.mostConsistent, let p = most.rate.percent, p > 0, i.byHabit.count > 1 {
            lines.append(text(.insightMost, ["name": most.habit.name, "percent": "\(p)"]))
        }
        if let growth = i.roomForGrowth, let p = growth.rate.percent {
            let n = growth.rate.met
            lines.append(text(.insightGrowth, ["name": growth.habit.name, "times": timesWords(n), "percent": "\(p)"]))
        }
        if let w = i.weekdays, let best = w.bestRate.percent, let worst = w.worstRate.percent {
            lines.append(text(.insightWeekdays, ["best": w.best.name, "bestPercent": "\(best)", "worst": w.worst.name, "worstPercent": "\(worst)"]))
        }
        for avoided in i.clean {
            lines.append(text(.insightClean, ["name": avoided.habit.name, "met": "\(avoided.rate.met)", "due": "\(avoided.rate.due)"]))
        }
        return lines
    }

    /// "what's my streak for reading?": current and best, in the habit's own unit.
    mutating func streaks(_ reference: Reference?) {
        guard let habits = readHabits(reference, unnamed: journal.activeHabits)?.filter({ !$0.archived && $0.created <= context.today }) else { return }
        guard !habits.isEmpty else { say(.streakNone); return }
        let lines = habits.map { habit -> String in
            let s = journal.track(habit).streak(today: context.today, calendar: context.calendar)
            // No "0 days in a row": a streak that isn't running is told by its best.
            return text(s.current > 0 ? .streakLine : s.best > 0 ? .streakLineBest : .streakLineNone, ["name": habit.name, "current": units(s.current, s.unit), "best": units(s.best, s.bestUnit)])
        }
        if habits.count == 1 { focus(habits[0].id) }
        say(.logNoted, ["text": lines.joined(separator: "\n")])
    }

    /// "show this week", "show last week": each habit's week so far (or all of it), and the good days in it.
    mutating func showWeek(containing day: Day? = nil) {
        let today = context.today
        let week = context.calendar.week(containing: day ?? today)
        guard week.start <= today else { say(.errorFuture); return }
        let report = journal.history(from: week.start, through: min(week.end, today), today: today, calendar: context.calendar)
        guard !report.habits.isEmpty else { say(.listHabitsEmpty); return }
        var lines: [String] = []
        for row in report.habits {
            if let p = row.progress {
                lines.append(text(p.daysLeft > 0 ? .weekPeriodLine : .weekPeriodLinePast, ["name": row.habit.name, "done": "\(p.done)",
                                  "target": "\(p.target)", "period": periodWords(p), "left": left(p.daysLeft)]))
            } else {
                lines.append(text(.weekLine, ["name": row.habit.name, "met": "\(row.soFar.met)", "due": "\(row.soFar.due)"]))
            }
        }
        let tally = journal.goodDayTally(from: week.start, through: min(week.end, today), today: today)
        let recent = week.contains(today) || week.contains(today.adding(days: -7))
        say(recent ? .weekHeader : .weekHeaderOf, ["when": spanWords(.week, containing: week.start), "start": week.start.iso, "lines": lines.joined(separator: "\n")])
        if tally.rate.due > 0 {
            messages[messages.count - 1] += "\n" + text(week.contains(today) ? .weekGoodDays : .weekGoodDaysPast, ["good": "\(tally.good)", "total": "\(tally.rate.due)"])
        }
    }

    /// "show this month", "show february": the good days on a small grid.
    mutating func showMonth(containing day: Day? = nil) {
        let today = context.today
        let report = journal.month(containing: day ?? today, today: today, calendar: context.calendar)
        guard report.verdicts.contains(where: { $0 != nil }) else {
            let thisMonth = report.month.contains(today)
            say(thisMonth ? .monthNone : .monthNonePast, ["when": spanWords(.month, containing: report.month.start, in: true)])
            return
        }
        let when = spanWords(.month, containing: report.month.start, in: true)
        let order = context.calendar.orderedWeekdays
        // Each day is its number and a mark; weeks are rows, up to the last day shown.
        var rows: [String] = [order.map { String($0.shortName.prefix(2)) + " " }.joined(separator: " ")]
        var row = Array(repeating: "   ", count: order.firstIndex(of: report.month.start.weekday)!)
        for (offset, verdict) in report.verdicts.enumerated() {
            let day = report.month.start.adding(days: offset)
            guard day <= today else { break }
            let mark: String
            switch verdict {
            case .good?: mark = "●"
            case .notGood?: mark = "○"
            case .inProgress?: mark = "◐"
            case .noGoal?: mark = "·"
            case nil: mark = " "
            }
            row.append((day.dayOfMonth < 10 ? " " : "") + "\(day.dayOfMonth)" + mark)
            if row.count == 7 { rows.append(row.joined(separator: " ")); row = [] }
        }
        if !row.isEmpty { rows.append(row.joined(separator: " ")) }
        let tally = report.tally
        let grid = rows.map { String($0.reversed().drop(while: { $0 == " " }).reversed()) }
        say(.monthHeader, ["when": when, "good": "\(tally.good)", "total": "\(tally.rate.due)", "grid": grid.joined(separator: "\n")])
    }

    /// "was yesterday a good day?"
    mutating func goodDay(_ day: Day) {
        guard day <= context.today else { say(.errorFuture); return }
        let w = when(day)
        switch journal.verdict(on: day, today: context.today) {
        case .good: say(.goodDayYes, ["when": w])
        case .noGoal: say(.goodDayNoGoal, ["when": w])
        case .inProgress: say(.goodDayInProgress, ["count": "\(leftToday(withPeriods: false).count)"])
        case .notGood:
            let unmet = journal.unmetItems(on: day, today: context.today)
            let missing = unmet.notDone.map(\.name) + unmet.groups.map(\.name)
            var reasons: [String] = []
            if !missing.isEmpty { reasons.append(text(missing.count == 1 ? .goodDayMissingOne : .goodDayMissing, ["names": quoted(missing)])) }
            if !unmet.slipped.isEmpty { reasons.append(text(.goodDaySlipped, ["names": quoted(unmet.slipped.map(\.name))])) }
            say(.goodDayNo, ["when": w, "reasons": list(reasons)])
        }
    }

    /// "did I floss yesterday?", "what did I do on Monday?": what is logged, changing nothing.
    mutating func askDay(_ spec: LogSpec) {
        let days = spec.days.isEmpty ? [context.today] : spec.days
        for day in days {
            guard day <= context.today else { say(.errorFuture); continue }
            let habits = spec.references.flatMap { readHabits($0, unnamed: []) ?? [] }
            if spec.references.isEmpty {
                let lines = journal.activeHabits.compactMap { habit -> String? in
                    guard let mark = journal.marks[habit.id]?[day] else { return nil }
                    let state: ReplyKey = mark.state == .done ? .markWordDone : mark.state == .skipped ? .markWordSkipped : .markWordSlipped
                    return text(.daySummaryLine, ["name": habit.name, "state": text(state)])
                }
                lines.isEmpty ? say(.daySummaryEmpty, ["when": when(day)]) : say(.daySummary, ["when": when(day), "lines": series(lines)])
                continue
            }
            for habit in habits {
                let values = ["name": habit.name, "when": when(day)]
                switch journal.marks[habit.id]?[day]?.state {
                case .done?: say(habit.polarity == .avoid ? .dayMarkClean : .dayMarkDone, values)
                case .skipped?: say(.dayMarkSkipped, values)
                case .slipped?: say(.dayMarkSlipped, values)
                case .partial?: say(.dayMarkNone, values)
                case nil: say(habit.polarity == .avoid && day >= habit.created ? .dayMarkClean : .dayMarkNone, values)
                }
                focus(habit.id)
            }
        }
    }

    /// "show running's history": the habit's last twelve months, a row a month and a mark a day, its streak
    /// and its latest notes.
    mutating func habitYear(_ reference: Reference?) {
        guard let habit = target(reference, for: .history) else { return }
        focus(habit.id)
        let year = journal.year(of: habit, today: context.today, calendar: context.calendar)
        let rows = year.months.map { month -> String in
            let label = String(text(monthName(month.period.start.month)).prefix(3)) + " " + String(String(month.period.start.year).suffix(2))
            let marks = month.cells.prefix { $0 != .future }.map { cell -> String in
                switch cell {
                case .done, .clean: return "●"
                case .missed: return "○"
                case .skipped: return "–"
                case .paused: return "‖"
                case .slipped: return "✗"
                case .partial: return "◔"
                case .spare: return "◦"
                case .open: return "◌"
                case .notDue, .future: return "·"
                }
            }
            return label + "  " + marks.joined()
        }
        // Day numbers above the columns: 1, 5, 10, … 30.
        var ruler = String(repeating: " ", count: 8)
        for day in [1, 5, 10, 15, 20, 25, 30] { ruler += String(repeating: " ", count: 8 + day - 1 - ruler.count) + "\(day)" }
        say(.habitYear, ["name": habit.name, "grid": ([ruler] + rows).joined(separator: "\n")])
        let s = year.streak
        messages[messages.count - 1] += "\n" + text(.habitYearStreak, ["current": units(s.current, s.unit), "best": units(s.best, s.bestUnit)])
        let notes = journal.notes(of: habit.id).prefix(3)
        if !notes.isEmpty { messages[messages.count - 1] += "\n" + text(.notesHeader, ["lines": noteLines(Array(notes))]) }
    }

    /// "what did I note about running?", "find notes mentioning knee": notes newest first.
    mutating func notes(_ reference: Reference?, words: String?) {
        var habit: Habit? = nil
        if reference != nil {
            guard let found = target(reference, for: .notes) else { return }
            habit = found
            focus(found.id)
        }
        let search = (words ?? "").split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init)
        let found = journal.notes(of: habit?.id, matching: search)
        // Answers to reflection questions are notes too: those naming the habit, or holding the words.
        let reflections = journal.reflections(naming: habit?.id, matching: search)
        guard !found.isEmpty || !reflections.isEmpty else {
            if let habit { say(.notesNoneFor, ["what": quoted([habit.name])]) } else if let words { say(.notesNoneFor, ["what": quoted([words])]) } else { say(.notesNone) }
            return
        }
        // Newest first; on one day, the reflection (said after the review) before the day's notes.
        var lines: [(day: Day, line: String)] = []
        var notes = found[...], kept = reflections[...]
        while lines.count < 20, !notes.isEmpty || !kept.isEmpty {
            if let r = kept.first, notes.first.map({ r.day >= $0.day }) ?? true {
                lines.append((r.day, reflectionLine(r)))
                kept = kept.dropFirst()
            } else if let note = notes.first {
                lines.append((note.day, noteLines([note])))
                notes = notes.dropFirst()
            }
        }
        say(.notesHeader, ["lines": lines.map(\.line).joined(separator: "\n")])
    }

    private mutating func noteLines(_ notes: [NoteEntry]) -> String {
        notes.map { text(.noteLine, ["date": when($0.day), "name": $0.habit.name, "text": $0.note]) }.joined(separator: "\n")
    }

    /// "• yesterday — reflection on last week: work was crazy…"
    private mutating func reflectionLine(_ r: Reflection) -> String {
        let about = spanWords(r.period.length > 7 ? .month : .week, containing: r.start)
        return text(.reflectionLine, ["date": when(r.day), "when": about, "text": r.text])
    }
}
