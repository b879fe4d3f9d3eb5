import Foundation

/// How one day looks for one habit or group: the cell of every grid, calendar and history matrix.
public enum DayCell: String, Hashable, Sendable, CaseIterable {
    /// Done (a habit to build), or a group with enough members done.
    case done
    /// A past day that was due and not done, or a group short of its count.
    case missed
    /// Skipped, with or without a reason.
    case skipped
    /// A habit to avoid that slipped (for one with a limit: went over it).
    case slipped
    /// Some of a target per day, short of it: missed on a finished day, still open today — drawn apart from both.
    case partial
    /// A habit to avoid kept on a finished day.
    case clean
    /// On hold, and not done anyway.
    case paused
    /// Nothing was expected: not a scheduled day, before the habit began, or a day inside a weekly or
    /// monthly target that isn't done.
    case notDue
    /// Today, still to play for.
    case open
    /// A group's option not needed that day: the group had its count from other members.
    case spare
    /// After today.
    case future
}

/// A habit × day matrix over a stretch of days: the one source of every week grid, history matrix and
/// calendar, built from the domain's outcomes (settings over time, pauses, groups, habits to avoid).
public struct HistoryReport: Hashable, Sendable {
    /// The most days one report covers: a year and a bit, so a request stays cheap.
    public static let maxDays = 400

    public struct HabitRow: Hashable, Sendable {
        public let habit: Habit
        /// One per day of the report.
        public let cells: [DayCell]
        /// One per day of the report: the day's total, for a day logged with an amount.
        public let amounts: [Amount?]
        /// The weekly or monthly progress of the period containing the report's last day (or today, if
        /// earlier), when the habit had such a target then.
        public let progress: PeriodProgress?
    }

    public struct GroupRow: Hashable, Sendable {
        public let group: HabitGroup
        public let members: [Habit]
        public let cells: [DayCell]
    }

    public let from: Day
    public let to: Day
    public let habits: [HabitRow]
    public let groups: [GroupRow]

    public var days: [Day] { (0..<(to - from + 1)).map { from.adding(days: $0) } }
}

extension Journal {
    /// The history of every active habit and group from `from` through `to` (both included).
    public func history(from: Day, through to: Day, today: Day, calendar: HabitCalendar) -> HistoryReport {
        guard from <= to else { return HistoryReport(from: from, to: to, habits: [], groups: []) }
        let settled = min(to, today)
        var groupCells: [UUID: [DayCell]] = [:]
        var groupRows: [HistoryReport.GroupRow] = []
        for group in groups {
            let members = members(of: group.id).filter { $0.created <= to }
            guard !members.isEmpty else { continue }
            let outcomes = from <= settled ? groupOutcomes(group, from: from, through: settled, today: today) : []
            let cells = (0...(to - from)).map { k -> DayCell in
                guard k < outcomes.count else { return .future }
                switch outcomes[k] {
                case .met: return .done
                case .unmet: return .missed
                case .excused: return .skipped
                case .open: return .open
                case .notScheduled: return .notDue
                }
            }
            groupCells[group.id] = cells
            groupRows.append(HistoryReport.GroupRow(group: group, members: members, cells: cells))
        }
        let rows = activeHabits.filter { $0.created <= to }.map { habit -> HistoryReport.HabitRow in
            let track = track(habit)
            var cells = track.cells(from: from, through: to, today: today)
            // An option of a group that had its count that day wasn't needed: it is spare, not missed.
            if let gid = habit.groupID, let group = groupCells[gid] {
                for k in cells.indices where (cells[k] == .missed || cells[k] == .open) && group[k] == .done { cells[k] = .spare }
            }
            let book = track.marks
            return HistoryReport.HabitRow(habit: habit, cells: cells,
                                          amounts: (0...(to - from)).map { book.amount(on: from.adding(days: $0)) },
                                          progress: track.progress(in: max(from, settled), today: today, calendar: calendar))
        }
        return HistoryReport(from: from, to: to, habits: rows, groups: groupRows)
    }
}

extension HabitTrack {
    /// The habit's own cell for each day from `from` through `to`, judged by the settings in force each day.
    func cells(from: Day, through to: Day, today: Day) -> [DayCell] {
        let settled = min(to, today)
        let log = from <= settled ? log(from: from, through: settled) : nil
        return (0...(to - from)).map { k in
            let day = from.adding(days: k)
            guard day <= today else { return .future }
            guard day >= habit.created, let log else { return .notDue }
            let state = log.state(day)
            let era = era(on: day)
            guard era.settings.schedule.isDayBased else {
                // Inside a weekly or monthly target a day is done or not; only the period can be missed.
                switch state {
                case .done: return .done
                case .skipped: return .skipped
                case .slipped: return .slipped
                case .partial: return .partial
                case nil: return log.isPaused(day) ? .paused : day == today ? .open : .notDue
                }
            }
            if state == .partial, era.settings.polarity == .build, isDue(on: day) { return isPaused(day, log) ? .paused : .partial }
            switch outcome(on: day, today: today, log) {
            case .met: return era.settings.polarity == .avoid ? .clean : .done
            case .unmet: return era.settings.polarity == .avoid ? .slipped : .missed
            case .excused: return state == .skipped ? .skipped : .paused
            case .open: return .open
            case .notScheduled: return state == .done ? .done : .notDue
            }
        }
    }
}

extension HistoryReport.HabitRow {
    /// The amounts of the stretch added up: zero when none was logged with one.
    public var total: Amount { amounts.reduce(.zero) { $0 + ($1 ?? .zero) } }

    /// The stretch so far as met of due, the way a week is told: done (or kept clean) of the days due;
    /// today counts as due, and as met for a habit to avoid that hasn't slipped.
    public var soFar: Rate {
        var rate = Rate()
        for cell in cells {
            switch cell {
            case .done, .clean: rate.met += 1; rate.due += 1
            case .missed, .slipped, .partial: rate.due += 1
            case .open:
                rate.due += 1
                if habit.polarity == .avoid { rate.met += 1 }
            case .skipped, .paused, .notDue, .spare, .future: break
            }
        }
        return rate
    }
}

/// A month of good days: the grid of the month view, in the coach and the REPL alike.
public struct MonthReport: Hashable, Sendable {
    public let month: Period
    /// One per day of the month; nil before anything was tracked and after today.
    public let verdicts: [DayVerdict?]
    /// Good, not-good and no-goal days (today counts once it is good).
    public let tally: GoodDayTally
}

extension Journal {
    /// The good-day verdict of each day of the month containing `day`.
    public func month(containing day: Day, today: Day, calendar: HabitCalendar) -> MonthReport {
        let month = calendar.month(containing: day)
        let all = verdicts(from: month.start, through: month.end, today: today)
        let first = firstDay
        var tally = GoodDayTally()
        let verdicts = all.enumerated().map { k, verdict -> DayVerdict? in
            let d = month.start.adding(days: k)
            guard d <= today, let first, d >= first else { return nil }
            switch verdict {
            case .good: tally.good += 1
            case .notGood: tally.notGood += 1
            case .noGoal: tally.noGoal += 1
            case .inProgress: break
            }
            return verdict
        }
        return MonthReport(month: month, verdicts: verdicts, tally: tally)
    }
}

/// One habit's year on a calendar: a row of day cells for each month, oldest first, ending with this month.
public struct HabitYear: Hashable, Sendable {
    public struct Month: Hashable, Sendable {
        public let period: Period
        /// One per day of the month.
        public let cells: [DayCell]
    }

    public let habit: Habit
    public let months: [Month]
    public let streak: Streak
}

/// A note written with a mark.
public struct NoteEntry: Hashable, Sendable {
    public let habit: Habit
    public let day: Day
    public let state: MarkState
    public let note: String
}

extension Journal {
    /// A habit's last `months` months (this one included, none before it began), day by day.
    public func year(of habit: Habit, months: Int = 12, today: Day, calendar: HabitCalendar) -> HabitYear {
        let first = min(today.startOfMonth, max(today.startOfMonth(back: max(0, months - 1)), habit.created.startOfMonth))
        let cells = track(habit).cells(from: first, through: today.endOfMonth, today: today)
        var result: [HabitYear.Month] = []
        var start = first
        while start <= today {
            let period = calendar.month(containing: start)
            let offset = period.start - first
            result.append(HabitYear.Month(period: period, cells: Array(cells[offset..<(offset + period.length)])))
            start = period.end.adding(days: 1)
        }
        return HabitYear(habit: habit, months: result, streak: track(habit).streak(today: today, calendar: calendar))
    }

    /// The notes written with marks, newest first: of one habit, or of all; with `words`, only those holding
    /// every one of them (case and accents aside).
    public func notes(of habit: UUID? = nil, matching words: [String] = []) -> [NoteEntry] {
        func fold(_ text: String) -> String { text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil) }
        let wanted = words.map(fold).filter { !$0.isEmpty }
        var found: [NoteEntry] = []
        for h in habits where habit == nil || h.id == habit {
            let book = marks[h.id] ?? MarkBook()
            for (day, note) in book.notes where !note.isEmpty {
                guard let state = book.state(on: day) else { continue }
                let key = fold(note)
                if wanted.allSatisfy({ key.contains($0) }) { found.append(NoteEntry(habit: h, day: day, state: state, note: note)) }
            }
        }
        return found.sorted { ($0.day, $1.habit.order) > ($1.day, $0.habit.order) }
    }
}
