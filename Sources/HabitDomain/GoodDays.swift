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
    /// restrict it. Skipped members are excused: the requirement drops to the members left
    /// (`min(require, members − skipped)`), and a group whose members all skipped is excused.
    public func groupOutcome(_ group: HabitGroup, on day: Day, today: Day) -> Outcome {
        groupOutcome(group, members: members(of: group.id), on: day, today: today)
    }

    func groupOutcome(_ group: HabitGroup, members: [Habit], on day: Day, today: Day) -> Outcome {
        guard day <= today else { return .notScheduled }
        var existing = 0
        var skipped = 0
        var done = 0
        for member in members where member.created <= day {
            existing += 1
            switch marks[member.id]?[day]?.state {
            case .done: done += 1
            case .skipped: skipped += 1
            default: if pause(for: member.id, on: day) != nil { skipped += 1 }
            }
        }
        guard existing > 0 else { return .notScheduled }
        guard skipped < existing else { return .excused }
        if done >= min(group.require, existing - skipped) { return .met }
        return day < today ? .unmet : .open
    }

    /// The outcomes of every must-do item on a day: ungrouped must-do day-based habits and must-do groups.
    ///
    /// Weekly and monthly habits neither make nor break a day; a habit in a group counts only through its group
    /// (the group's tier decides, not the habit's). An avoid habit counts as kept today until it slips.
    public func mustDoOutcomes(on day: Day, today: Day) -> [Outcome] {
        var outcomes: [Outcome] = []
        for habit in habits where !habit.archived && habit.tier == .must && habit.schedule.isDayBased {
            if let gid = habit.groupID, group(id: gid) != nil { continue }
            var outcome = track(habit).outcome(on: day, today: today)
            // An avoid habit is kept today until a slip says otherwise.
            if outcome == .open && habit.polarity == .avoid { outcome = .met }
            if outcome != .notScheduled { outcomes.append(outcome) }
        }
        for group in groups where group.tier == .must {
            let outcome = groupOutcome(group, on: day, today: today)
            if outcome != .notScheduled { outcomes.append(outcome) }
        }
        return outcomes
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

    /// Good, not-good and no-goal days from `start` through `end`, working out who counts once rather than per day.
    public func goodDayTally(from start: Day, through end: Day, today: Day) -> GoodDayTally {
        var tally = GoodDayTally()
        guard start <= end else { return tally }
        let mustHabits = habits.filter { habit in
            !habit.archived && habit.tier == .must && habit.schedule.isDayBased && (habit.groupID.flatMap(group(id:)) == nil)
        }.map(track)
        let mustGroups = groups.filter { $0.tier == .must }.map { ($0, members(of: $0.id)) }
        for ordinal in start.ordinal...end.ordinal {
            let day = Day(ordinal: ordinal)
            var any = false, unmet = false, open = false
            for t in mustHabits {
                var outcome = t.outcome(on: day, today: today)
                if outcome == .open && t.habit.polarity == .avoid { outcome = .met }
                switch outcome {
                case .met: any = true
                case .unmet: any = true; unmet = true
                case .open: any = true; open = true
                case .excused, .notScheduled: break
                }
            }
            for (group, members) in mustGroups {
                switch groupOutcome(group, members: members, on: day, today: today) {
                case .met: any = true
                case .unmet: any = true; unmet = true
                case .open: any = true; open = true
                case .excused, .notScheduled: break
                }
            }
            if !any { tally.noGoal += 1 } else if unmet { tally.notGood += 1 } else if !open { tally.good += 1 }
        }
        return tally
    }

    /// The first day anything was tracked: the earliest created day of an active habit.
    public var firstDay: Day? { activeHabits.map(\.created).min() }
}
