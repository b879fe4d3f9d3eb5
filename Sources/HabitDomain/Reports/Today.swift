import Foundation

/// Today at a glance: every active habit and group with its state, streak and progress, built once from the
/// domain's outcomes and only formatted by each front door (`habitat today`, the REPL's `/today`, protocol
/// `today`, the coach's "what's left").
public struct TodayReport: Hashable, Sendable {
    /// How a habit stands today.
    public enum State: String, Hashable, Sendable {
        /// Done today, or a weekly or monthly target already reached.
        case done
        /// Expected and not done yet (partly done included: `mark` is then `partial`).
        case open
        case skipped
        case slipped
        /// A habit to avoid, kept so far.
        case clean
        /// On hold today.
        case paused
        /// Not expected today.
        case notDue
    }

    public struct Item: Hashable, Sendable {
        public let habit: Habit
        public let state: State
        /// Today's mark, as logged: `partial` when some of a target per day is done.
        public let mark: MarkState?
        /// Today's mark note (a skip's reason).
        public let note: String?
        /// In the habit's own unit; for a habit to avoid, the days clean (zero when asked for without history).
        public let streak: Streak
        /// A weekly or monthly habit's progress in the running period (N times in M days: in the M days ending today).
        public let progress: PeriodProgress?
        /// A measurable habit's amount: today's total against its target per day or its limit ("5 of 8 glasses"),
        /// or the running period's against a target per period ("6.5 of 10 km"); nil without a target today.
        public let amount: AmountProgress?
        /// The last day of the pause covering today.
        public let pausedUntil: Day?
        /// This week's cells, one per day (none when asked for without history).
        public let week: [DayCell]
    }

    public struct GroupItem: Hashable, Sendable {
        public let group: HabitGroup
        /// The members that exist today, in list order.
        public let members: [Item]
        public let outcome: Outcome
        /// The count in force today, never more than the members.
        public let require: Int
        public let tier: Tier
    }

    public let day: Day
    public let verdict: DayVerdict
    /// Ungrouped habits, in list order.
    public let items: [Item]
    public let groups: [GroupItem]
    /// The habits whose streak ends unless they are done today (`HabitTrack.streakAtRisk`), ungrouped ones then groups'
    /// members, in list order. A member of a group that already has its count today is left out: the group asks no more
    /// of it. Empty when asked for without history.
    public let streaksAtRisk: [Item]

    /// "3 of 7 done": the habits and groups expected today (a group is one), and how many are done or kept;
    /// skipped and paused ones are left out.
    public var summary: (done: Int, total: Int) {
        var done = 0, total = 0
        for item in items {
            switch item.state {
            case .done, .clean: done += 1; total += 1
            case .open, .slipped: total += 1
            case .skipped, .paused, .notDue: break
            }
        }
        for group in groups {
            switch group.outcome {
            case .met: done += 1; total += 1
            case .open, .unmet: total += 1
            case .excused, .notScheduled: break
            }
        }
        return (done, total)
    }
}

extension Journal {
    /// Today's report: each habit's state by the settings in force today, its streak in its own unit, its
    /// weekly or monthly progress, any pause, and this week's cells; groups with their members. Without
    /// `history`, streaks and cells are left out — what a turn needs to say what is left, at a fraction of the cost.
    /// The habits whose streak ends unless they are done today, with their streaks, in today's view's order: what
    /// `todayReport(…).streaksAtRisk` says, worked out without the rest of the view (a grouped habit only while its
    /// group's day is still open).
    public func streaksAtRisk(today: Day, calendar: HabitCalendar) -> [(habit: Habit, streak: Streak)] {
        let grouped = Set(groups.map(\.id))
        let active = activeHabits.filter { $0.created <= today }
        let open = Set(groups.filter { groupOutcome($0, on: today, today: today) == .open }.map(\.id))
        let ungrouped = active.filter { !($0.groupID.map(grouped.contains) ?? false) }
        let inOpenGroups = groups.filter { open.contains($0.id) }.flatMap { g in active.filter { $0.groupID == g.id } }
        return (ungrouped + inOpenGroups).compactMap { habit in track(habit).streakAtRisk(today: today, calendar: calendar).map { (habit, $0) } }
    }

    public func todayReport(today: Day, calendar: HabitCalendar, history withHistory: Bool = true) -> TodayReport {
        let week = calendar.week(containing: today)
        let cells = withHistory ? Dictionary(uniqueKeysWithValues: history(from: week.start, through: week.end, today: today, calendar: calendar)
            .habits.map { ($0.habit.id, $0.cells) }) : [:]
        // The habits whose streak ends without today.
        var atRisk = Set<UUID>()
        func item(_ habit: Habit) -> TodayReport.Item {
            let track = track(habit)
            let settings = habit.settings(on: today)
            let mark = track.marks[today]
            let progress = track.progress(in: today, today: today, calendar: calendar)
            let pause = pause(for: habit.id, on: today)
            let state: TodayReport.State
            switch mark?.state {
            case .done?: state = settings.polarity == .avoid ? .clean : .done
            case .skipped?: state = .skipped
            case .slipped?: state = .slipped
            case .partial?: state = pause != nil ? .paused : .open
            case nil:
                if pause != nil { state = .paused } else if let progress {
                    state = progress.isMet ? .done : .open
                } else if !track.isDue(on: today) {
                    state = .notDue
                } else {
                    state = settings.polarity == .avoid ? .clean : .open
                }
            }
            let streak = withHistory ? track.streak(today: today, calendar: calendar) : Streak(current: 0, best: 0, unit: HabitTrack.unit(settings.schedule))
            let item = TodayReport.Item(habit: habit, state: state, mark: mark?.state, note: mark?.note, streak: streak,
                                        progress: progress, amount: progress?.amount ?? track.amountProgress(on: today),
                                        pausedUntil: pause?.end, week: cells[habit.id] ?? [])
            if withHistory, track.endsWithoutToday(streak, progress: progress, today: today) { atRisk.insert(habit.id) }
            return item
        }
        let active = activeHabits.filter { $0.created <= today }
        let grouped = Set(groups.map(\.id))
        let items = active.filter { !($0.groupID.map(grouped.contains) ?? false) }.map(item)
        let groupItems = groups.compactMap { group -> TodayReport.GroupItem? in
            let members = active.filter { $0.groupID == group.id }
            guard !members.isEmpty else { return nil }
            let settings = group.settings(on: today)
            return TodayReport.GroupItem(group: group, members: members.map(item), outcome: groupOutcome(group, on: today, today: today),
                                         require: min(settings.require, members.count), tier: settings.tier)
        }
        let risky = items.filter { atRisk.contains($0.habit.id) }
            + groupItems.filter { $0.outcome == .open }.flatMap { $0.members.filter { atRisk.contains($0.habit.id) } }
        return TodayReport(day: today, verdict: verdict(on: today, today: today), items: items, groups: groupItems, streaksAtRisk: risky)
    }
}

extension HabitTrack {
    /// The streak that ends unless the habit is done today, or nil when there is none at stake — what today's view
    /// mentions once, neutrally ("Keep it going: "Read" is on a 5-day streak.").
    ///
    /// The rule: a habit to build, not paused today and with nothing logged today but a partly done day, whose current
    /// streak (in its own unit) is at least 2, and which today decides:
    /// - daily, every N days or on chosen weekdays: due today (a day not done is missed once it is over);
    /// - weekly or monthly: the period's target not yet met and only reachable with every day left, today included
    ///   (3× a week with 1 done and 2 days left); for a target amount per period, the period's last day. With days to
    ///   spare, tomorrow can still make the period, so nothing is said;
    /// - N times in M days: today's window not yet met, and one more done today would meet it.
    /// A habit to avoid is never at risk: a day with no slip keeps it.
    public func streakAtRisk(today: Day, calendar: HabitCalendar) -> Streak? {
        // (Today decides first: the streak, which reads the habit's whole history, only for a habit it could end for.)
        let progress = progress(in: today, today: today, calendar: calendar)
        guard todayDecides(progress: progress, today: today) else { return nil }
        let streak = streak(today: today, calendar: calendar)
        return streak.current >= 2 ? streak : nil
    }

    /// `streakAtRisk`'s rule, given the streak and today's period progress already worked out.
    func endsWithoutToday(_ streak: Streak, progress: PeriodProgress?, today: Day) -> Bool {
        streak.current >= 2 && todayDecides(progress: progress, today: today)
    }

    /// `streakAtRisk`'s rule but for the streak's length: whether a streak would end unless the habit is done today.
    func todayDecides(progress: PeriodProgress?, today: Day) -> Bool {
        guard habit.created <= today, !isPaused(today) else { return false }
        let settings = era(on: today).settings
        guard settings.polarity == .build else { return false }
        switch marks.state(on: today) {
        case .done?, .skipped?, .slipped?: return false
        case .partial?, nil: break
        }
        if settings.schedule.isDayBased { return isDue(on: today) }
        guard let progress, !progress.isMet else { return false }
        if case .rolling = settings.schedule { return progress.done + 1 >= progress.target }
        if progress.amount != nil { return progress.daysLeft == 1 }
        return progress.remaining > 0 && progress.slack == 0
    }
}
