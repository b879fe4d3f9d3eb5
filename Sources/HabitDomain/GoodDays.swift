/// Whether a day was good: every must-do item due that day satisfied.
public enum DayVerdict: String, Hashable, Sendable {
    /// Every must-do item due was satisfied.
    case good
    /// A finished day with a must-do item not satisfied (never shown as failure; just not a good day).
    case notGood
    /// Today, with must-do items still open and none lost yet.
    case inProgress
    /// Nothing must-do was due (or all of it was skipped): neither good nor bad.
    case noGoal
}

extension Journal {
    /// The outcome of a group on a day: met when `require` of its active members are done.
    ///
    /// A group is a daily item from the day its first member existed; members' own schedules don't
    /// restrict it. Its `require` is the one in force that day. Skipped members are excused: the requirement drops to the members left
    /// (`min(require, members − skipped)`), and a group whose members all skipped is excused.
    public func groupOutcome(_ group: HabitGroup, on day: Day, today: Day) -> Outcome {
        guard day <= today else { return .notScheduled }
        return groupOutcomes(group, from: day, through: day, today: today)[0]
    }

    /// The outcomes of every must-do item on a day: ungrouped must-do day-based habits and must-do groups,
    /// each by the settings in force that day.
    ///
    /// Weekly and monthly habits neither make nor break a day; a habit in a group counts only through its group
    /// (the group's tier decides, not the habit's). An avoid habit counts as kept today until it slips.
    public func mustDoOutcomes(on day: Day, today: Day) -> [Outcome] {
        var outcomes: [Outcome] = []
        for habit in dayItems {
            let track = track(habit)
            guard track.isMustDo(on: day) else { continue }
            let outcome = track.outcomeSoFar(on: day, today: today, nil)
            if outcome != .notScheduled { outcomes.append(outcome) }
        }
        for group in groups where group.settings(on: day).tier == .must {
            let outcome = groupOutcome(group, on: day, today: today)
            if outcome != .notScheduled { outcomes.append(outcome) }
        }
        return outcomes
    }

    /// The habits that can make or break a day on their own: active, not in a group, and must-do and
    /// day-based in some stretch of their history.
    var dayItems: [Habit] {
        let groupIDs = Set(groups.map(\.id))
        return habits.filter { habit in
            !habit.archived && !(habit.groupID.map(groupIDs.contains) ?? false)
                && habit.eras.contains { $0.settings.tier == .must && $0.settings.schedule.isDayBased }
        }
    }

    /// The must-do items that kept `day` from being good, each by the settings in force then: habits to build
    /// not done, habits to avoid that slipped, and groups short of their count.
    public func unmetItems(on day: Day, today: Day) -> (notDone: [Habit], slipped: [Habit], groups: [HabitGroup]) {
        var notDone: [Habit] = [], slipped: [Habit] = []
        for habit in dayItems {
            let track = track(habit)
            guard track.isMustDo(on: day), track.outcome(on: day, today: today) == .unmet else { continue }
            if habit.settings(on: day).polarity == .avoid { slipped.append(habit) } else { notDone.append(habit) }
        }
        let groups = groups.filter { $0.settings(on: day).tier == .must && groupOutcome($0, on: day, today: today) == .unmet }
        return (notDone, slipped, groups)
    }

    /// Whether `day` was a good day. Skipped items are excused; a day whose must-do items were all skipped has no goal.
    public func verdict(on day: Day, today: Day) -> DayVerdict {
        guard day <= today else { return .noGoal }
        let outcomes = mustDoOutcomes(on: day, today: today).filter { $0 != .excused }
        if outcomes.isEmpty { return .noGoal }
        if outcomes.contains(.unmet) { return .notGood }
        if outcomes.contains(.open) { return .inProgress }
        return .good
    }

    /// The verdict of every day from `start` through `end`, the same as asking `verdict(on:)` of each, in one pass
    /// over each must-do item's history rather than one pass over every item per day.
    public func verdicts(from start: Day, through end: Day, today: Day) -> [DayVerdict] {
        guard start <= end else { return [] }
        let count = end - start + 1
        // Per day: 1 when something was asked, 2 when something was not met, 4 when something is still open.
        var flags = [UInt8](repeating: 0, count: count)
        func add(_ outcome: Outcome, _ k: Int) {
            switch outcome {
            case .met: flags[k] |= 1
            case .unmet: flags[k] |= 3
            case .open: flags[k] |= 5
            case .excused, .notScheduled: break
            }
        }
        for habit in dayItems {
            let track = track(habit)
            let log = track.log(from: start, through: end)
            for k in 0..<count {
                let day = start.adding(days: k)
                if track.isMustDo(on: day) { add(track.outcomeSoFar(on: day, today: today, log), k) }
            }
        }
        for group in groups where group.tier == .must || !group.history.isEmpty {
            for (k, outcome) in groupOutcomes(group, from: start, through: end, today: today).enumerated()
            where group.settings(on: start.adding(days: k)).tier == .must {
                add(outcome, k)
            }
        }
        return flags.map { f in f & 1 == 0 ? .noGoal : f & 2 != 0 ? .notGood : f & 4 != 0 ? .inProgress : .good }
    }

    /// A group's outcome on every day from `start` through `end`: `groupOutcome(_:on:today:)` for each, member by member.
    func groupOutcomes(_ group: HabitGroup, from start: Day, through end: Day, today: Day) -> [Outcome] {
        let count = end - start + 1
        var existing = [Int](repeating: 0, count: count), skipped = existing, done = existing
        for member in members(of: group.id) {
            let track = track(member)
            let log = track.log(from: start, through: end)
            for k in min(count, max(0, member.created - start))..<count {
                let day = start.adding(days: k)
                existing[k] += 1
                switch log.state(day) {
                case .done: done[k] += 1
                case .skipped: skipped[k] += 1
                default: if log.isPaused(day) { skipped[k] += 1 }
                }
            }
        }
        return (0..<count).map { k in
            let day = start.adding(days: k)
            guard day <= today, existing[k] > 0 else { return .notScheduled }
            guard skipped[k] < existing[k] else { return .excused }
            if done[k] >= min(group.settings(on: day).require, existing[k] - skipped[k]) { return .met }
            return day < today ? .unmet : .open
        }
    }

    /// Good, not-good and no-goal days from `start` through `end`; a day still in progress counts as none of them.
    public func goodDayTally(from start: Day, through end: Day, today: Day) -> GoodDayTally {
        var tally = GoodDayTally()
        for verdict in verdicts(from: start, through: end, today: today) {
            switch verdict {
            case .good: tally.good += 1
            case .notGood: tally.notGood += 1
            case .noGoal: tally.noGoal += 1
            case .inProgress: break
            }
        }
        return tally
    }

    /// The first day anything was tracked: the earliest created day of an active habit.
    public var firstDay: Day? { activeHabits.map(\.created).min() }
}
