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

/// Progress toward a weekly or monthly target ("2 of 3 this week, 4 days left"), or toward N times in M days in the M
/// days ending on a day ("2 of 3 in the last 10 days").
public struct PeriodProgress: Hashable, Sendable {
    /// What the period is: a calendar week or month, or the run of days a rolling schedule looks back over.
    public enum Kind: Hashable, Sendable { case week, month, window }

    public let period: Period
    public let kind: Kind
    /// Done marks in the period (from the habit's created day).
    public let done: Int
    /// The target for this period, prorated when the habit was created mid-period or days were skipped.
    public let target: Int
    /// Days from today to the end of the period, today included (0 for a finished period; 1 for a window ending today).
    public let daysLeft: Int
    /// The last day counted: the period's end, or the day before its settings changed.
    public let last: Day
    /// For a target per period ("10 km a week"): the days' amounts added up, and the amount asked, prorated as
    /// `target` is. The period is met when the amounts reach it, whatever the count of days.
    public let amount: AmountProgress?

    init(period: Period, kind: Kind, done: Int, target: Int, daysLeft: Int, last: Day, amount: AmountProgress? = nil) {
        self.period = period
        self.kind = kind
        self.done = done
        self.target = target
        self.daysLeft = daysLeft
        self.last = last
        self.amount = amount
    }

    public var isMet: Bool { amount.map(\.isMet) ?? (done >= target) }
    public var remaining: Int { max(0, target - done) }
    /// Days to spare: how many of the days left can pass without a done and the target still be reached.
    public var slack: Int { daysLeft - remaining }
}

/// A streak in the habit's own unit.
public struct Streak: Hashable, Sendable {
    public enum Unit: String, Sendable { case days, weeks, months }
    /// The run going on now, in `unit`.
    public let current: Int
    /// The longest run the habit has had, in `bestUnit`.
    public let best: Int
    /// The unit of the schedule in force today.
    public let unit: Unit
    /// The unit `best` was counted in: `unit`, unless the schedule's unit changed and a run under an earlier unit
    /// lasted longer (see `HabitTrack.streak(today:calendar:)`).
    public let bestUnit: Unit

    public init(current: Int, best: Int, unit: Unit, bestUnit: Unit? = nil) {
        self.current = current
        self.best = best
        self.unit = unit
        self.bestUnit = bestUnit ?? unit
    }
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

/// The window a rate or insight looks back over: the last N days or all time, ending today, or a stretch
/// of days given by its first and last (`stats --from 2026-02-01 --to 2026-02-28`).
public enum Window: Hashable, Sendable {
    case days(Int)
    case all
    case range(from: Day, through: Day)

    /// The longest window of days asked for by its ends: a hundred years.
    public static let maxDays = 36_525

    /// The window from `from` through `to`, both included.
    public static func between(_ from: Day, _ to: Day) throws(DomainError) -> Window {
        guard from <= to, to - from < maxDays else { throw .windowOutOfRange(from: from, to: to) }
        return .range(from: from, through: to)
    }

    public static let week = Window.days(7)
    public static let month = Window.days(30)
    public static let quarter = Window.days(90)

    /// The first day of the window, never before `earliest`.
    func start(today: Day, earliest: Day) -> Day {
        switch self {
        case .all: return earliest
        case .days(let n): return max(earliest, today.adding(days: -(max(n, 1) - 1)))
        case .range(let from, _): return max(earliest, from)
        }
    }

    /// The last day of the window: today, or the end of a range that is over.
    public func end(today: Day) -> Day {
        if case .range(_, let through) = self { return min(through, today) }
        return today
    }
}

/// One habit with its marks: the rules that need nothing but the habit's own history.
///
/// Every rule judges a day by the settings in force that day (`Habit.eras`): a day-based era is judged
/// day by day, a weekly or monthly era period by period. A change from one weekly target to another (or
/// one monthly target to another) applies to the whole period it is made in, which was still running; any
/// other change cuts the period it falls in, and each part's target is prorated to its days.
public struct HabitTrack: Sendable {
    public let habit: Habit
    public let marks: MarkBook
    /// Days on hold: excused like skips, unless the habit was done anyway.
    public let paused: [Period]
    /// The habit's stretches of days under one set of settings, oldest first; never empty.
    public let eras: [Era<HabitSettings>]

    public init(habit: Habit, marks: MarkBook, paused: [Period] = []) {
        self.habit = habit
        self.marks = marks
        self.paused = paused
        self.eras = habit.eras
    }

    public func isPaused(_ day: Day) -> Bool { paused.contains { $0.contains(day) } }

    /// The era judging `day` (days before the habit existed: the first).
    public func era(on day: Day) -> Era<HabitSettings> {
        guard eras.count > 1 else { return eras[0] }
        return eras.last { $0.from <= day } ?? eras[0]
    }

    /// A day's mark, from `log` when it covers the day.
    func state(on day: Day, _ log: DayLog?) -> MarkState? {
        if let log, log.covers(day) { return log.state(day) }
        return marks.state(on: day)
    }

    func isPaused(_ day: Day, _ log: DayLog?) -> Bool {
        if let log, log.covers(day) { return log.isPaused(day) }
        return isPaused(day)
    }

    /// The days from `start` through `end`, read once, for rules that walk many of them.
    func log(from start: Day, through end: Day) -> DayLog { DayLog(self, from: start, through: end) }

    /// The habit's whole history through `today`.
    func history(through today: Day) -> DayLog { log(from: habit.created, through: today) }

    /// The eras as the period rules count them: where one weekly (or monthly) era follows another, the later
    /// one takes the whole period it began in.
    func stretches(_ calendar: HabitCalendar) -> [Era<HabitSettings>] {
        guard eras.count > 1 else { return eras }
        var result = eras
        for i in 1..<eras.count {
            let (before, after) = (eras[i - 1].settings.schedule, eras[i].settings.schedule)
            guard !after.isDayBased, Self.unit(before) == Self.unit(after),
                  let start = Self.period(of: after, containing: eras[i].from, calendar: calendar)?.start else { continue }
            result[i] = Era(from: start, through: result[i].through, settings: result[i].settings)
            result[i - 1] = Era(from: result[i - 1].from, through: start.adding(days: -1), settings: result[i - 1].settings)
        }
        return result.filter { era in era.through.map { $0 >= era.from } ?? true }
    }

    /// The stretch counting `day` (days before the habit existed: the first).
    private func stretch(on day: Day, _ calendar: HabitCalendar) -> Era<HabitSettings> {
        guard eras.count > 1 else { return eras[0] }
        let stretches = stretches(calendar)
        return stretches.last { $0.from <= day } ?? stretches[0]
    }

    /// The day ordinals of an era from `start` through `end` (empty when they don't meet).
    private func days(of era: Era<HabitSettings>, from start: Day, through end: Day) -> Range<Int> {
        let first = max(start, era.from), last = era.through.map { min($0, end) } ?? end
        return first <= last ? first.ordinal..<(last.ordinal + 1) : first.ordinal..<first.ordinal
    }

    // MARK: Days

    /// Whether the habit is expected on `day` by the settings in force then (false for weekly and monthly targets).
    public func isDue(on day: Day) -> Bool { isDue(on: day, in: era(on: day)) }

    private func isDue(on day: Day, in era: Era<HabitSettings>) -> Bool {
        // An interval counts from the day its era began: "every 3 days" from the day it was said.
        day >= habit.created && era.settings.schedule.isDue(on: day, created: era.from)
    }

    /// Whether `day` makes or breaks a good day on its own account: due, must-do and day-based that day.
    func isMustDo(on day: Day) -> Bool { era(on: day).settings.tier == .must && isDue(on: day) }

    /// The outcome of a scheduled day for a day-based habit; `.notScheduled` for weekly/monthly ones.
    public func outcome(on day: Day, today: Day) -> Outcome { outcome(on: day, today: today, nil) }

    /// The same, except that an avoid habit is kept today until a slip says otherwise: how a day counts
    /// toward streaks and good days while it is still running.
    func outcomeSoFar(on day: Day, today: Day, _ log: DayLog?) -> Outcome {
        let era = era(on: day)
        let outcome = outcome(on: day, today: today, log, era)
        return outcome == .open && era.settings.polarity == .avoid ? .met : outcome
    }

    func outcome(on day: Day, today: Day, _ log: DayLog?) -> Outcome { outcome(on: day, today: today, log, era(on: day)) }

    private func outcome(on day: Day, today: Day, _ log: DayLog?, _ era: Era<HabitSettings>) -> Outcome {
        if case .rolling(let times, let days) = era.settings.schedule {
            return day <= today ? rolling(times: times, in: days, from: day, through: day, today: today, log)[0].outcome : .notScheduled
        }
        guard day <= today, isDue(on: day, in: era) else { return .notScheduled }
        let state = state(on: day, log)
        if state != .done && state != .slipped && isPaused(day, log) { return .excused }
        switch era.settings.polarity {
        case .build:
            switch state {
            case .done: return .met
            case .skipped: return .excused
            // Some of the target is not the target: a partly done day is missed once over, and open today.
            case .slipped, .partial, nil: return day < today ? .unmet : .open
            }
        case .avoid:
            if isOverWindowLimit(on: day, era.settings) { return .unmet }
            switch state {
            case .slipped: return .unmet
            case .skipped: return .excused
            case .done: return .met
            case .partial, nil: return day < today ? .met : .open
            }
        }
    }

    // MARK: N times in M days

    /// For each day from `first` through `last`, the window of `days` days ending that day under "`times` in `days`"
    /// (its done days and the count asked), and the day's outcome; the window slides a day at a time, so a long
    /// stretch costs a step a day.
    ///
    /// The count asked is prorated like a weekly target (`ceil(times × available ÷ days)`): days before the habit
    /// was created, skipped days and paused days (not done) can't count. A day is met when its window holds the count
    /// asked; excused when nothing could be asked, or the day itself was skipped or paused; open today; and missed
    /// otherwise — except that a window reaching back before the habit was created only counts once met, so the
    /// first days of "3 times in 10 days" are never missed for want of days that didn't exist.
    func rolling(times: Int, in days: Int, from first: Day, through last: Day, today: Day, _ log: DayLog?) -> [(window: PeriodProgress, outcome: Outcome)] {
        guard first <= last else { return [] }
        func counts(_ day: Day) -> (done: Int, available: Int) {
            guard day >= habit.created, day <= today else { return (0, 0) }
            switch state(on: day, log) {
            case .done: return (1, 1)
            case .skipped: return (0, 0)
            default: return (0, isPaused(day, log) ? 0 : 1)
            }
        }
        var done = 0, available = 0
        // The days before the first window, so the first step's drop takes out what was added.
        for ordinal in (first.ordinal - days)..<first.ordinal {
            let c = counts(Day(ordinal: ordinal))
            done += c.done
            available += c.available
        }
        var result: [(window: PeriodProgress, outcome: Outcome)] = []
        result.reserveCapacity(last - first + 1)
        for ordinal in first.ordinal...last.ordinal {
            let day = Day(ordinal: ordinal)
            let added = counts(day), dropped = counts(day.adding(days: -days))
            done += added.done - dropped.done
            available += added.available - dropped.available
            let target = available >= days ? times : (times * available + days - 1) / days
            let window = PeriodProgress(period: Period(start: day.adding(days: 1 - days), end: day), kind: .window, done: done, target: target,
                                        daysLeft: day == today ? 1 : 0, last: day)
            let outcome: Outcome
            if day < habit.created || day > today { outcome = .notScheduled }
            else if target == 0 { outcome = .excused }
            else if done >= target { outcome = .met }
            else if state(on: day, log) == .skipped || isPaused(day, log) { outcome = .excused }
            else if day == today { outcome = .open }
            else { outcome = window.period.start < habit.created ? .notScheduled : .unmet }
            result.append((window, outcome))
        }
        return result
    }

    // MARK: Periods

    /// The week or month `day` is counted in by the settings in force then; nil on a day-based schedule.
    public func period(containing day: Day, calendar: HabitCalendar) -> Period? {
        Self.period(of: stretch(on: day, calendar).settings.schedule, containing: day, calendar: calendar)
    }

    /// The week or month of a weekly or monthly schedule containing `day`; nil for the others.
    static func period(of schedule: Schedule, containing day: Day, calendar: HabitCalendar) -> Period? {
        switch schedule {
        case .weekly: return calendar.week(containing: day)
        case .monthly: return calendar.month(containing: day)
        default: return nil
        }
    }

    /// Progress in the period containing `day`; nil when the settings that day are day-based. Under N times in M days,
    /// the window of M days ending `day`.
    ///
    /// The target is prorated for the days the habit could be done in the period: days before it was
    /// created or under other settings, skipped days and paused days are taken out, and the target shrinks to
    /// `ceil(times × available ÷ length)`. So a 3×-a-week habit created on a Thursday (4 days left) asks for 2
    /// that first week.
    public func progress(in dayInPeriod: Day, today: Day, calendar: HabitCalendar) -> PeriodProgress? {
        progress(in: dayInPeriod, today: today, calendar: calendar, nil)
    }

    func progress(in dayInPeriod: Day, today: Day, calendar: HabitCalendar, _ log: DayLog?) -> PeriodProgress? {
        let era = stretch(on: dayInPeriod, calendar)
        if case .rolling(let times, let days) = era.settings.schedule {
            return rolling(times: times, in: days, from: dayInPeriod, through: dayInPeriod, today: today, log)[0].window
        }
        guard let period = Self.period(of: era.settings.schedule, containing: dayInPeriod, calendar: calendar) else { return nil }
        return progress(of: period, in: era, today: today, log)
    }

    /// Progress in the part of `period` that `era` (a weekly or monthly one) covers.
    private func progress(of period: Period, in era: Era<HabitSettings>, today: Day, _ log: DayLog?) -> PeriodProgress {
        let times = era.settings.schedule.timesPerPeriod
        var done = 0
        var available = 0
        let counted = days(of: era, from: max(period.start, habit.created), through: period.end)
        for ordinal in counted {
            let day = Day(ordinal: ordinal)
            switch state(on: day, log) {
            case .done: done += 1; available += 1
            case .skipped: break
            default: if !isPaused(day, log) { available += 1 }
            }
        }
        let target = available >= period.length ? times : (times * available + period.length - 1) / period.length
        let last = Day(ordinal: counted.isEmpty ? period.start.ordinal - 1 : counted.upperBound - 1)
        let daysLeft = today > last ? 0 : last - max(today, period.start) + 1
        var amount: AmountProgress? = nil
        if let goal = era.settings.target, goal.kind == .period {
            let total = counted.isEmpty ? .zero : marks.total(from: Day(ordinal: counted.lowerBound), through: last)
            amount = AmountProgress(total: total, goal: goal.amount.prorated(available, of: period.length), target: goal)
        }
        return PeriodProgress(period: period, kind: period.length > 7 ? .month : .week, done: done, target: target, daysLeft: daysLeft,
                              last: last, amount: amount)
    }

    /// The outcome of a whole period: met, unmet when finished short, open while running, excused when nothing was asked.
    func outcome(of progress: PeriodProgress, today: Day) -> Outcome {
        if progress.target == 0 { return progress.daysLeft == 0 ? .excused : (progress.done > 0 ? .met : .open) }
        if progress.isMet { return .met }
        return progress.daysLeft == 0 ? .unmet : .open
    }

    /// Every period, cut to its era, of the weekly and monthly eras from the one containing `start` through the
    /// one containing today, oldest first.
    func periods(through today: Day, from start: Day, calendar: HabitCalendar, _ log: DayLog? = nil) -> [PeriodProgress] {
        stretches(calendar).flatMap { periods(of: $0, through: today, from: start, calendar: calendar, log) }
    }

    private func periods(of era: Era<HabitSettings>, through today: Day, from start: Day, calendar: HabitCalendar, _ log: DayLog?) -> [PeriodProgress] {
        let span = days(of: era, from: max(start, habit.created), through: today)
        guard !span.isEmpty,
              var cursor = Self.period(of: era.settings.schedule, containing: Day(ordinal: span.lowerBound), calendar: calendar) else { return [] }
        let log = log ?? self.log(from: cursor.start, through: today)
        var result: [PeriodProgress] = []
        while cursor.start.ordinal < span.upperBound {
            result.append(progress(of: cursor, in: era, today: today, log))
            guard let next = Self.period(of: era.settings.schedule, containing: cursor.end.adding(days: 1), calendar: calendar) else { break }
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
    /// last slip, today included while it is clean, skipped and paused days too. A change of settings carries the run on while the unit
    /// stays the same; a change of unit (daily to weekly, say) starts the current run again.
    ///
    /// The best is never lost to such a change: it is the longest run of any unit the habit has had, said in the unit
    /// it was counted in (`bestUnit`) — a daily habit with a 10-day best made weekly keeps "best 10 days" until a run of
    /// weeks lasts longer. Runs in the same unit are compared by their count; runs in different units by the calendar
    /// days they covered, from the first day of their first met day or period to the last day of their last (a run of
    /// 2 weeks covers 14 days and beats 10 days; 1 week does not); on a tie the unit in force today wins.
    public func streak(today: Day, calendar: HabitCalendar) -> Streak { streak(today: today, calendar: calendar, history(through: today)) }

    func streak(today: Day, calendar: HabitCalendar, _ log: DayLog) -> Streak {
        let stretches = stretches(calendar)
        var run = 0
        // The first day the run covers, and the days the best run of the unit covered.
        var runStart = today
        var best = 0
        var bestSpan = 0
        // The best run of each unit left behind, with the days it covered.
        var bests: [Streak.Unit: (best: Int, span: Int)] = [:]
        var unit = Self.unit(stretches[0].settings.schedule)
        func step(_ outcome: Outcome, from first: Day, through last: Day) {
            switch outcome {
            case .met:
                if run == 0 { runStart = first }
                run += 1
                if run > best { best = run; bestSpan = last - runStart + 1 }
            case .unmet: run = 0
            case .excused, .notScheduled, .open: break
            }
        }
        for era in stretches {
            let eraUnit = Self.unit(era.settings.schedule)
            if eraUnit != unit {
                bests[unit] = (best, bestSpan)
                run = 0
                unit = eraUnit
                (best, bestSpan) = bests[unit] ?? (0, 0)
            }
            if era.settings.schedule.isDayBased {
                // Days since the last slip count every day: a skipped or paused day is no slip either.
                let avoid = era.settings.polarity == .avoid
                for ordinal in days(of: era, from: habit.created, through: today) {
                    let day = Day(ordinal: ordinal)
                    let outcome = outcomeSoFar(on: day, today: today, log)
                    step(avoid && outcome == .excused ? .met : outcome, from: day, through: day)
                }
            } else if case .rolling(let times, let days) = era.settings.schedule {
                let span = self.days(of: era, from: habit.created, through: today)
                guard !span.isEmpty else { continue }
                for day in rolling(times: times, in: days, from: Day(ordinal: span.lowerBound), through: Day(ordinal: span.upperBound - 1),
                                   today: today, log) { step(day.outcome, from: day.window.last, through: day.window.last) }
            } else {
                for p in periods(of: era, through: today, from: habit.created, calendar: calendar, log) {
                    // A period cut by a change of settings covers only its own part.
                    step(outcome(of: p, today: today), from: max(p.period.start, era.from, habit.created), through: min(p.last, today))
                }
            }
        }
        // The longest best of another unit, if it covered more days than this unit's.
        var bestUnit = unit
        for (other, record) in bests.sorted(by: { $0.key.rawValue < $1.key.rawValue }) where other != unit && record.best > 0 && record.span > bestSpan {
            (best, bestSpan, bestUnit) = (record.best, record.span, other)
        }
        return Streak(current: run, best: best, unit: unit, bestUnit: bestUnit)
    }

    static func unit(_ schedule: Schedule) -> Streak.Unit {
        switch schedule {
        case .weekly: return .weeks
        case .monthly: return .months
        default: return .days
        }
    }

    // MARK: Completion

    /// Met ÷ due over a window ending today.
    ///
    /// The rule: only days from the habit's created day count, skipped days count for nothing, and each day
    /// or period is judged by the settings in force then. Day-based settings: every scheduled past day is due;
    /// today counts once it is settled — done for a build habit, slipped for an avoid habit — and not before (a
    /// partly done day is not done). Weekly/monthly settings: each finished period (cut where the settings changed)
    /// that ends inside the window adds its prorated target to due and its done marks, capped at the target, to
    /// met; with a target amount per period, a period is one due, and met when its amounts reached the amount. The
    /// period still running counts the same way only once it is settled — its target met — and not before, so a
    /// week just begun neither helps nor hurts. N times in M days: every day is judged by its window (see
    /// `rolling(times:in:from:through:today:_:)`), a met day counting as met and due, a missed one as due.
    public func completion(_ window: Window, today: Day, calendar: HabitCalendar) -> Rate {
        guard habit.created <= today else { return Rate() }
        let start = window.start(today: today, earliest: habit.created)
        return completion(window, today: today, calendar: calendar, log(from: period(containing: start, calendar: calendar)?.start ?? start, through: today))
    }

    func completion(_ window: Window, today: Day, calendar: HabitCalendar, _ log: DayLog) -> Rate {
        let start = window.start(today: today, earliest: habit.created), end = window.end(today: today)
        guard start <= end else { return Rate() }
        var rate = Rate()
        func count(_ outcome: Outcome) {
            switch outcome {
            case .met: rate.met += 1; rate.due += 1
            case .unmet: rate.due += 1
            case .excused, .notScheduled, .open: break
            }
        }
        for era in stretches(calendar) {
            if era.settings.schedule.isDayBased {
                for ordinal in days(of: era, from: start, through: end) { count(outcome(on: Day(ordinal: ordinal), today: today, log)) }
                continue
            }
            if case .rolling(let times, let days) = era.settings.schedule {
                let span = self.days(of: era, from: start, through: end)
                guard !span.isEmpty else { continue }
                for day in rolling(times: times, in: days, from: Day(ordinal: span.lowerBound), through: Day(ordinal: span.upperBound - 1),
                                   today: today, log) { count(day.outcome) }
                continue
            }
            // A period still running at the window's end counts once met — by the window's last day: for a window that is
            // over, days after it never count in it (a week met only by them belongs to the next window).
            for p in periods(of: era, through: end, from: start, calendar: calendar, log)
            where (p.daysLeft == 0 && p.last <= end) || (p.daysLeft > 0 && p.isMet && (end == today || isMet(p, era, by: end, log))) {
                if let amount = p.amount {
                    guard amount.goal > .zero else { continue }
                    rate.met += amount.isMet ? 1 : 0
                    rate.due += 1
                } else {
                    rate.met += min(p.done, p.target)
                    rate.due += p.target
                }
            }
        }
        return rate
    }

    /// Whether a period of `era` that runs past `end` was met by then: its done days (or, for a target per period, its
    /// amounts) from its first counted day through `end` reach its target.
    private func isMet(_ p: PeriodProgress, _ era: Era<HabitSettings>, by end: Day, _ log: DayLog) -> Bool {
        let first = max(p.period.start, habit.created, era.from)
        guard first <= end else { return false }
        if let amount = p.amount {
            return AmountProgress(total: marks.total(from: first, through: end), goal: amount.goal, target: amount.target).isMet
        }
        var done = 0
        for ordinal in first.ordinal...end.ordinal where state(on: Day(ordinal: ordinal), log) == .done { done += 1 }
        return done >= p.target
    }

    /// The most recent day with a done mark, if any.
    public var lastDone: Day? { marks.days(.done).last }
}

/// A stretch of one habit's days, read out of its marks and pauses in one pass: the rules that walk long
/// histories index an array per day instead of hashing each day into the marks.
struct DayLog: Sendable {
    let start: Day
    let end: Day
    /// Per day: 0 no mark, 1 done, 2 skipped, 3 slipped, 4 partial; plus 8 when paused.
    private var codes: [UInt8]

    init(_ track: HabitTrack, from start: Day, through end: Day) {
        self.start = start
        self.end = end
        let count = max(0, end - start + 1)
        codes = [UInt8](repeating: 0, count: count)
        guard count > 0 else { return }
        // The marked stretch that falls in these days, a code each.
        let book = track.marks
        let low = max(start, book.start), high = min(end, book.lastDay ?? start.adding(days: -1))
        if low <= high {
            for day in low.ordinal...high.ordinal {
                switch book.codes[day - book.start.ordinal] {
                case MarkBook.Code.done: codes[day - start.ordinal] = 1
                case MarkBook.Code.skipped: codes[day - start.ordinal] = 2
                case MarkBook.Code.slipped: codes[day - start.ordinal] = 3
                case MarkBook.Code.partial: codes[day - start.ordinal] = 4
                default: break
                }
            }
        }
        for period in track.paused where period.end >= start && period.start <= end {
            for k in (max(period.start, start) - start)...(min(period.end, end) - start) { codes[k] |= 8 }
        }
    }

    func covers(_ day: Day) -> Bool { day >= start && day <= end }

    func state(_ day: Day) -> MarkState? {
        switch codes[day - start] & 7 {
        case 1: return .done
        case 2: return .skipped
        case 3: return .slipped
        case 4: return .partial
        default: return nil
        }
    }

    func isPaused(_ day: Day) -> Bool { codes[day - start] & 8 != 0 }
}
