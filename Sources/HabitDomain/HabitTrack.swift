/// How a single day turned out for one habit (or group).
public enum Outcome: Hashable, Sendable {
    /// Not expected that day: before the habit existed, not a scheduled day, after today, or a period target.
    case notScheduled
    /// Done (build), or no slip on a finished day (avoid).
    case met
    /// A past scheduled day without a done (build), or a slip (avoid).
    case unmet
    /// Skipped: neither counts nor breaks.
    case excused
    /// Today, still to play for.
    case open
}

/// Progress toward a weekly or monthly target: "2 of 3 this week, 4 days left".
public struct PeriodProgress: Hashable, Sendable {
    public let period: Period
    /// Done marks in the period (from the habit's created day).
    public let done: Int
    /// The target for this period, prorated when the habit was created mid-period or days were skipped.
    public let target: Int
    /// Days from today to the end of the period, today included (0 for a finished period).
    public let daysLeft: Int

    public var isMet: Bool { done >= target }
    public var remaining: Int { max(0, target - done) }
    /// Days to spare: how many of the days left can pass without a done and the target still be reached.
    public var slack: Int { daysLeft - remaining }
}

/// A streak in the habit's own unit.
public struct Streak: Hashable, Sendable {
    public enum Unit: String, Sendable { case days, weeks, months }
    public let current: Int
    public let best: Int
    public let unit: Unit
}

/// Met ÷ due over a window.
public struct Rate: Hashable, Sendable {
    public var met: Int
    public var due: Int
    public init(met: Int = 0, due: Int = 0) { self.met = met; self.due = due }

    /// Nil when nothing was due.
    public var fraction: Double? { due == 0 ? nil : Double(met) / Double(due) }
    /// Rounded whole percent, nil when nothing was due.
    public var percent: Int? { fraction.map { Int(($0 * 100).rounded()) } }

    public static func + (a: Rate, b: Rate) -> Rate { Rate(met: a.met + b.met, due: a.due + b.due) }
}

/// The window a rate or insight looks back over, ending today.
public enum Window: Hashable, Sendable {
    case days(Int)
    case all

    public static let week = Window.days(7)
    public static let month = Window.days(30)
    public static let quarter = Window.days(90)

    /// The first day of the window, never before `earliest`.
    func start(today: Day, earliest: Day) -> Day {
        switch self {
        case .all: return earliest
        case .days(let n): return max(earliest, today.adding(days: -(max(n, 1) - 1)))
        }
    }
}

/// One habit with its marks: the rules that need nothing but the habit's own history.
public struct HabitTrack: Sendable {
    public let habit: Habit
    public let marks: [Day: Mark]
    /// Days on hold: excused like skips, unless the habit was done anyway.
    public let paused: [Period]

    public init(habit: Habit, marks: [Day: Mark], paused: [Period] = []) {
        self.habit = habit
        self.marks = marks
        self.paused = paused
    }

    public func isPaused(_ day: Day) -> Bool { paused.contains { $0.contains(day) } }

    /// A day's mark, from `log` when it covers the day.
    func state(on day: Day, _ log: DayLog?) -> MarkState? {
        if let log, log.covers(day) { return log.state(day) }
        return marks[day]?.state
    }

    func isPaused(_ day: Day, _ log: DayLog?) -> Bool {
        if let log, log.covers(day) { return log.isPaused(day) }
        return isPaused(day)
    }

    /// The days from `start` through `end`, read once, for rules that walk many of them.
    func log(from start: Day, through end: Day) -> DayLog { DayLog(self, from: start, through: end) }

    /// The habit's whole history through `today`.
    func history(through today: Day) -> DayLog { log(from: habit.created, through: today) }

    // MARK: Days

    /// Whether a day-based habit is expected on `day`.
    public func isDue(on day: Day) -> Bool { habit.schedule.isDue(on: day, created: habit.created) }

    /// The outcome of a scheduled day for a day-based habit; `.notScheduled` for weekly/monthly ones.
    public func outcome(on day: Day, today: Day) -> Outcome { outcome(on: day, today: today, nil) }

    /// The same, except that an avoid habit is kept today until a slip says otherwise: how a day counts
    /// toward streaks and good days while it is still running.
    func outcomeSoFar(on day: Day, today: Day, _ log: DayLog?) -> Outcome {
        let outcome = outcome(on: day, today: today, log)
        return outcome == .open && habit.polarity == .avoid ? .met : outcome
    }

    func outcome(on day: Day, today: Day, _ log: DayLog?) -> Outcome {
        guard day <= today, isDue(on: day) else { return .notScheduled }
        let state = state(on: day, log)
        if state != .done && state != .slipped && isPaused(day, log) { return .excused }
        switch habit.polarity {
        case .build:
            switch state {
            case .done: return .met
            case .skipped: return .excused
            case .slipped, nil: return day < today ? .unmet : .open
            }
        case .avoid:
            switch state {
            case .slipped: return .unmet
            case .skipped: return .excused
            case .done: return .met
            case nil: return day < today ? .met : .open
            }
        }
    }

    // MARK: Periods

    /// The week or month a weekly/monthly habit is counted in; nil for day-based habits.
    public func period(containing day: Day, calendar: HabitCalendar) -> Period? {
        switch habit.schedule {
        case .weekly: return calendar.week(containing: day)
        case .monthly: return calendar.month(containing: day)
        default: return nil
        }
    }

    /// Progress in the period containing `day`; nil for day-based habits.
    ///
    /// The target is prorated for the days the habit could be done in the period: days before it was
    /// created, skipped days and paused days are taken out, and the target shrinks to `ceil(times × available ÷ length)`.
    /// So a 3×-a-week habit created on a Thursday (4 days left) asks for 2 that first week.
    public func progress(in dayInPeriod: Day, today: Day, calendar: HabitCalendar) -> PeriodProgress? {
        progress(in: dayInPeriod, today: today, calendar: calendar, nil)
    }

    func progress(in dayInPeriod: Day, today: Day, calendar: HabitCalendar, _ log: DayLog?) -> PeriodProgress? {
        guard let period = period(containing: dayInPeriod, calendar: calendar) else { return nil }
        let times: Int
        switch habit.schedule {
        case .weekly(let n), .monthly(let n): times = n
        default: return nil
        }
        var done = 0
        var available = 0
        let first = max(period.start, habit.created)
        if first <= period.end {
            for ordinal in first.ordinal...period.end.ordinal {
                let day = Day(ordinal: ordinal)
                switch state(on: day, log) {
                case .done: done += 1; available += 1
                case .skipped: break
                default: if !isPaused(day, log) { available += 1 }
                }
            }
        }
        let target = available >= period.length ? times : (times * available + period.length - 1) / period.length
        let daysLeft = today > period.end ? 0 : period.end - max(today, period.start) + 1
        return PeriodProgress(period: period, done: done, target: target, daysLeft: daysLeft)
    }

    /// The outcome of a whole period: met, unmet when finished short, open while running, excused when nothing was asked.
    func outcome(of progress: PeriodProgress, today: Day) -> Outcome {
        if progress.target == 0 { return progress.period.end < today ? .excused : (progress.done > 0 ? .met : .open) }
        if progress.isMet { return .met }
        return progress.period.end < today ? .unmet : .open
    }

    /// Every period from the one the habit was created in through the one containing today.
    func periods(through today: Day, from start: Day, calendar: HabitCalendar, _ log: DayLog? = nil) -> [PeriodProgress] {
        var result: [PeriodProgress] = []
        guard var cursor = period(containing: max(start, habit.created), calendar: calendar) else { return [] }
        let log = log ?? self.log(from: cursor.start, through: today)
        while cursor.start <= today {
            if let p = progress(in: cursor.start, today: today, calendar: calendar, log) { result.append(p) }
            guard let next = period(containing: cursor.end.adding(days: 1), calendar: calendar) else { break }
            cursor = next
        }
        return result
    }

    // MARK: Streaks

    /// Current and best streak in the habit's own unit.
    ///
    /// Day-based habits count consecutive scheduled days met; weekly and monthly habits count consecutive
    /// periods met. Skipped days (and periods with nothing asked) neither add nor break; today, or the
    /// period still running, adds when met and never breaks. An avoid habit's streak is the days since its
    /// last slip, today included while it is clean.
    public func streak(today: Day, calendar: HabitCalendar) -> Streak { streak(today: today, calendar: calendar, history(through: today)) }

    func streak(today: Day, calendar: HabitCalendar, _ log: DayLog) -> Streak {
        var run = 0
        var best = 0
        func step(_ outcome: Outcome) {
            switch outcome {
            case .met: run += 1; best = max(best, run)
            case .unmet: run = 0
            case .excused, .notScheduled, .open: break
            }
        }
        if habit.schedule.isDayBased {
            if habit.created <= today {
                for ordinal in habit.created.ordinal...today.ordinal {
                    step(outcomeSoFar(on: Day(ordinal: ordinal), today: today, log))
                }
            }
            return Streak(current: run, best: best, unit: .days)
        }
        for p in periods(through: today, from: habit.created, calendar: calendar, log) {
            step(outcome(of: p, today: today))
        }
        if case .monthly = habit.schedule { return Streak(current: run, best: best, unit: .months) }
        return Streak(current: run, best: best, unit: .weeks)
    }

    // MARK: Completion

    /// Met ÷ due over a window ending today.
    ///
    /// The rule: only days from the habit's created day count, and skipped days count for nothing.
    /// Day-based habits: every scheduled past day is due; today counts once it is settled — done for a
    /// build habit, slipped for an avoid habit — and not before. Weekly/monthly habits: each finished
    /// period that ends inside the window adds its (prorated) target to due and its done marks, capped at
    /// the target, to met; the running period adds only what it has met so far, to both.
    public func completion(_ window: Window, today: Day, calendar: HabitCalendar) -> Rate {
        guard habit.created <= today else { return Rate() }
        let start = window.start(today: today, earliest: habit.created)
        return completion(window, today: today, calendar: calendar, log(from: period(containing: start, calendar: calendar)?.start ?? start, through: today))
    }

    func completion(_ window: Window, today: Day, calendar: HabitCalendar, _ log: DayLog) -> Rate {
        guard habit.created <= today else { return Rate() }
        let start = window.start(today: today, earliest: habit.created)
        var rate = Rate()
        if habit.schedule.isDayBased {
            for ordinal in start.ordinal...today.ordinal {
                switch outcome(on: Day(ordinal: ordinal), today: today, log) {
                case .met: rate.met += 1; rate.due += 1
                case .unmet: rate.due += 1
                case .excused, .notScheduled, .open: break
                }
            }
            return rate
        }
        for p in periods(through: today, from: start, calendar: calendar, log) where p.period.end >= start {
            let counted = min(p.done, p.target)
            if p.period.end < today {
                rate.met += counted
                rate.due += p.target
            } else {
                rate.met += counted
                rate.due += counted
            }
        }
        return rate
    }

    /// The most recent day with a done mark, if any.
    public var lastDone: Day? { marks.filter { $0.value.state == .done }.keys.max() }
}

/// A stretch of one habit's days, read out of its marks and pauses in one pass: the rules that walk long
/// histories index an array per day instead of hashing each day into the marks.
struct DayLog: Sendable {
    let start: Day
    let end: Day
    /// Per day: 0 no mark, 1 done, 2 skipped, 3 slipped; plus 4 when paused.
    private var codes: [UInt8]

    init(_ track: HabitTrack, from start: Day, through end: Day) {
        self.start = start
        self.end = end
        let count = max(0, end - start + 1)
        codes = [UInt8](repeating: 0, count: count)
        guard count > 0 else { return }
        func code(_ state: MarkState) -> UInt8 {
            switch state {
            case .done: return 1
            case .skipped: return 2
            case .slipped: return 3
            }
        }
        // Whichever is fewer: the marks, or the days.
        if track.marks.count <= count {
            for (day, mark) in track.marks where day >= start && day <= end { codes[day - start] = code(mark.state) }
        } else {
            for k in 0..<count { if let mark = track.marks[start.adding(days: k)] { codes[k] = code(mark.state) } }
        }
        for period in track.paused where period.end >= start && period.start <= end {
            for k in (max(period.start, start) - start)...(min(period.end, end) - start) { codes[k] |= 4 }
        }
    }

    func covers(_ day: Day) -> Bool { day >= start && day <= end }

    func state(_ day: Day) -> MarkState? {
        switch codes[day - start] & 3 {
        case 1: return .done
        case 2: return .skipped
        case 3: return .slipped
        default: return nil
        }
    }

    func isPaused(_ day: Day) -> Bool { codes[day - start] & 4 != 0 }
}
