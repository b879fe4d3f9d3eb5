import Foundation

/// The settings that decide how a habit's days are judged: what is expected, how much it matters, and
/// whether it is something to do or to stay away from.
public struct HabitSettings: Hashable, Sendable, Codable {
    public var schedule: Schedule
    public var tier: Tier
    public var polarity: Polarity
    /// How much counts ("8 glasses a day"), or for a habit to avoid how much is allowed; nil when none.
    public var target: Target?

    public init(schedule: Schedule, tier: Tier, polarity: Polarity, target: Target? = nil) {
        self.schedule = schedule
        self.tier = tier
        self.polarity = polarity
        self.target = target
    }

    /// Checks the schedule, that a habit to avoid is tracked day by day, and the target against both.
    public func validate() throws(DomainError) {
        try schedule.validate()
        if polarity == .avoid && !schedule.isDayBased { throw .avoidNeedsDaySchedule }
        try target?.validate(schedule: schedule, polarity: polarity)
    }
}

/// The settings that decide how a group's days are judged.
public struct GroupSettings: Hashable, Sendable, Codable {
    public var require: Int
    public var tier: Tier

    public init(require: Int, tier: Tier) {
        self.require = require
        self.tier = tier
    }
}

/// Settings a habit or group had before a change: in force through `until`, the day before the change.
public struct Past<Settings: Hashable & Sendable & Codable>: Hashable, Sendable, Codable {
    public var until: Day
    public var settings: Settings

    public init(until: Day, settings: Settings) {
        self.until = until
        self.settings = settings
    }
}

/// A stretch of days judged by one set of settings.
public struct Era<Settings: Hashable & Sendable>: Hashable, Sendable {
    public let from: Day
    /// The last day, or nil while the settings are still in force.
    public let through: Day?
    public let settings: Settings

    public func contains(_ day: Day) -> Bool { day >= from && through.map { day <= $0 } ?? true }
}

/// Settings over time (SPEC §3): a change takes effect from the day it is made, and the days before it keep
/// the settings in force then, so an edit today never rewrites past rates, streaks or good days.
///
/// A history is the list of earlier settings, oldest first, each with the last day it held; the current
/// settings hold from the day after the last of them. Changing twice on one day keeps only the last change,
/// and changing back on the day of a change removes it.
enum Timeline {
    /// The history after changing from `current` to `new` on `day`; `start` is the first day of the first era, if known.
    static func history<S>(_ history: [Past<S>], from current: S, to new: S, on day: Day, start: Day?) -> [Past<S>] {
        guard new != current else { return history }
        var result = history
        if let currentFrom = history.last.map({ $0.until.adding(days: 1) }) ?? start, day <= currentFrom {
            // The current settings began that day (or the clock went back): this change replaces them.
            if history.last?.settings == new { result.removeLast() }
        } else {
            result.append(Past(until: day.adding(days: -1), settings: current))
        }
        return result
    }

    /// The eras of a history whose first era begins on `start`.
    static func eras<S>(_ history: [Past<S>], current: S, start: Day) -> [Era<S>] {
        var eras: [Era<S>] = []
        var from = start
        for past in history {
            // Settings replaced before they took effect (a change on the created day) judge no day.
            if past.until >= from { eras.append(Era(from: from, through: past.until, settings: past.settings)) }
            from = max(from, past.until.adding(days: 1))
        }
        eras.append(Era(from: from, through: nil, settings: current))
        return eras
    }

    /// The settings in force on `day`: the first earlier settings still holding then, or the current ones.
    static func settings<S>(_ history: [Past<S>], current: S, on day: Day) -> S {
        guard !history.isEmpty else { return current }
        return history.first { day <= $0.until }?.settings ?? current
    }
}

extension Habit {
    /// The settings in force now.
    public var settings: HabitSettings {
        get { HabitSettings(schedule: schedule, tier: tier, polarity: polarity, target: target) }
        set {
            schedule = newValue.schedule
            tier = newValue.tier
            polarity = newValue.polarity
            target = newValue.target
        }
    }

    /// The settings in force on `day` (before the habit existed: its first settings).
    public func settings(on day: Day) -> HabitSettings { Timeline.settings(history, current: settings, on: day) }

    /// Its stretches of days under one set of settings, from the created day on.
    public var eras: [Era<HabitSettings>] { Timeline.eras(history, current: settings, start: created) }

    /// The habit as `changed` says, with its settings changed from `day` on: the days before keep the old ones.
    /// A change made on the created day applies from the start.
    public func changing(to changed: Habit, on day: Day) -> Habit {
        var result = changed
        result.history = Timeline.history(history, from: settings, to: changed.settings, on: day, start: created)
        return result
    }
}

extension HabitGroup {
    public var settings: GroupSettings {
        get { GroupSettings(require: require, tier: tier) }
        set {
            require = newValue.require
            tier = newValue.tier
        }
    }

    public func settings(on day: Day) -> GroupSettings { Timeline.settings(history, current: settings, on: day) }

    /// The group as `changed` says, with its require and tier changed from `day` on.
    public func changing(to changed: HabitGroup, on day: Day) -> HabitGroup {
        var result = changed
        result.history = Timeline.history(history, from: settings, to: changed.settings, on: day, start: nil)
        return result
    }
}

extension Journal {
    /// The last day a habit slipped, if it ever did.
    func lastSlip(of habit: UUID) -> Day? { marks[habit]?.days(.slipped).last }

    /// The first mark the settings in force on its day can't hold (`HabitSettings.check`), with why: a slip on a day
    /// the habit was one to do, an amount whose state its target then doesn't give. `incoming` (sorted by day) is set
    /// over this journal's marks for those days first.
    package func strandedMark(of habit: Habit, importing incoming: [(day: Day, mark: Mark)]) -> (day: Day, error: DomainError)? {
        func incomingMark(on day: Day) -> Mark? {
            var low = 0, high = incoming.count
            while low < high {
                let mid = (low + high) / 2
                if incoming[mid].day < day { low = mid + 1 } else { high = mid }
            }
            return low < incoming.count && incoming[low].day == day ? incoming[low].mark : nil
        }
        func problem(_ day: Day, _ mark: Mark) -> DomainError? {
            do { try habit.settings(on: day).check(mark, habit: habit.name) } catch { return error }
            return nil
        }
        let kept = (marks[habit.id] ?? MarkBook()).lazy.compactMap { m in
            incomingMark(on: m.day) == nil ? problem(m.day, m.mark).map { (m.day, $0) } : nil
        }.first
        let brought = incoming.lazy.compactMap { m in problem(m.day, m.mark).map { (m.day, $0) } }.first
        return [kept, brought].compactMap { $0 }.min { $0.0 < $1.0 }.map { (day: $0.0, error: $0.1) }
    }

    /// Dates the setting changes among `changes`: an update that changes a habit's schedule, tier, polarity or target
    /// (or a group's require or tier) keeps the old settings for the days before `today`, and the marks with amounts
    /// from then on take the state the new target gives their totals (`restating`). An update that brings its own
    /// history (undo, import) is left as it is. A pause that is new or grows is merged with the pauses of the same
    /// habit it overlaps or touches (`mergingPause`).
    public func dated(_ changes: [Change], today: Day) -> [Change] {
        var journal = self
        return changes.flatMap { change -> [Change] in
            if case .setPause(let pause) = change {
                let merged = journal.mergingPause(pause)
                journal = journal.applying(merged)
                return merged
            }
            var result = change
            switch change {
            case .updateHabit(let habit):
                if let old = journal.habit(id: habit.id), old.history == habit.history, old.settings != habit.settings {
                    // Slips stay on days the habit was one to avoid: a habit that slipped today becomes one
                    // to do from tomorrow.
                    var from = today
                    if habit.polarity == .build, let slip = journal.lastSlip(of: habit.id), slip >= from { from = slip.adding(days: 1) }
                    // Amounts are in the unit of their day's target, never converted: a new unit starts the day after
                    // the last day already logged in the old one.
                    if let was = old.target?.unit, let now = habit.target?.unit, !was.isSame(as: now),
                       let logged = journal.marks[habit.id]?.amounts.keys.max(), logged >= from {
                        from = logged.adding(days: 1)
                    }
                    let changed = old.changing(to: habit, on: from)
                    let restated = journal.applying([.updateHabit(changed)]).restating(changed, from: from)
                    journal = journal.applying([.updateHabit(changed)] + restated)
                    return [.updateHabit(changed)] + restated
                }
            case .updateGroup(let group):
                if let old = journal.group(id: group.id), old.history == group.history, old.settings != group.settings {
                    result = .updateGroup(old.changing(to: group, on: today))
                }
            default: break
            }
            journal = journal.applying([result])
            return [result]
        }
    }

    /// The changes that set `pause`, with the pauses of the same habit (or, for a pause of every habit, the
    /// other pauses of every habit) that it overlaps or touches joined into one: pausing a habit twice for one
    /// span keeps one pause, and "pause yoga to the 20th" over a pause to the 15th makes one to the 20th. The
    /// joined pause keeps the id of the earliest pause already here (so undo restores each as it was); the
    /// others are removed. A pause set to less than it was (ended early) is left as it is.
    public func mergingPause(_ pause: Pause) -> [Change] {
        let old = pauses.first { $0.id == pause.id }
        if let old, pause.start >= old.start, pause.end <= old.end { return [.setPause(pause)] }
        var merged = pause
        var absorbed: [Pause] = []
        var others = pauses.filter { $0.id != pause.id && $0.habitID == pause.habitID }
        var grew = true
        while grew {
            grew = false
            others.removeAll { other in
                // Overlapping, or touching: the day after one ends is the day the other starts.
                guard other.start <= merged.end.adding(days: 1), merged.start <= other.end.adding(days: 1) else { return false }
                absorbed.append(other)
                merged.start = min(merged.start, other.start)
                merged.end = max(merged.end, other.end)
                grew = true
                return true
            }
        }
        guard !absorbed.isEmpty else { return [.setPause(pause)] }
        if old == nil, let keep = absorbed.min(by: { ($0.start, $0.end) < ($1.start, $1.end) }) {
            merged.id = keep.id
        }
        return [.setPause(merged)] + absorbed.filter { $0.id != merged.id }.map { .removePause($0.id) }
    }
}
