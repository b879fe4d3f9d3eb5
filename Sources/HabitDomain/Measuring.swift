import Foundation

// Measurable habits (SPEC §3 Amounts): a day's total, logs on one day adding up, and the state a total gives under
// the target in force that day.

extension HabitTrack {
    /// The day's total against the target per day or the limit in force that day ("5 of 8 glasses", "1 of at most 2
    /// coffees"), or for a limit over a week or month the total of the days it counts, ending on `day` ("4 of at most
    /// 3 drinks in the last 7 days"); nil when the habit had no target then, or one per period (see
    /// `PeriodProgress.amount`). A day with nothing logged, or marked done without an amount, has a total of zero.
    public func amountProgress(on day: Day) -> AmountProgress? {
        guard let target = era(on: day).settings.target, target.kind != .period else { return nil }
        let days = target.limitDays ?? 1
        let total = days > 1 ? marks.total(from: day.adding(days: 1 - days), through: day) : marks.amount(on: day) ?? .zero
        return AmountProgress(total: total, goal: target.amount, target: target)
    }

    /// Whether a day with an amount logged takes a limit over a week or month past it, counting the days before it
    /// that the limit counts over: such a day is a slip, whatever its own mark says.
    func isOverWindowLimit(on day: Day, _ settings: HabitSettings) -> Bool {
        guard let target = settings.target, let days = target.limitDays, days > 1, let own = marks.amount(on: day), own > .zero
        else { return false }
        return marks.total(from: day.adding(days: 1 - days), through: day) > target.amount
    }
}

extension Journal {
    /// A habit's total for a day: nil when its mark (if any) carries no amount.
    public func amount(of habit: UUID, on day: Day) -> Amount? { marks[habit]?.amount(on: day) }

    /// A habit's amounts from `from` through `to`, added up ("how far did I run this week?"); zero when none.
    public func total(of habit: UUID, from: Day, through to: Day) -> Amount { marks[habit]?.total(from: from, through: to) ?? .zero }

    /// "drank 3 glasses", later "2 more": the change that adds `amount` to the day's total (a mark without an amount
    /// counts as none), its state the one the total gives under the target in force that day (`HabitSettings.state(of:)`).
    /// The day's note stays unless `note` gives another. Throws as `checkedMark` does, and for an amount not above zero.
    public func addingAmount(_ amount: Amount, to habit: Habit, on day: Day, today: Day, note: String? = nil) throws(DomainError) -> Change {
        guard amount > .zero else { throw .amountNotPositive(amount.description) }
        let total = (self.amount(of: habit.id, on: day) ?? .zero) + amount
        return try settingAmount(total, of: habit, on: day, today: today, note: note)
    }

    /// How a log lands on a day: the one rule every front door logs by (chat, the structured tools).
    public enum Logged: Equatable, Sendable {
        /// The change to make; nil when the day holds just that already.
        case change(Change?)
        /// Done or slipped said without how much, on a day that holds an amount: the total stands (a bare mark would
        /// throw it away).
        case totalKept(Amount)
    }

    /// Logs `state` on `day` under the target in force then. An amount adds to the day's total (`addingAmount`); on a
    /// count a day to reach ("brush teeth twice a day") a done said alone counts one more, and so does a slip on a limit
    /// counted in times ("at most 2 coffees a day": a third is over it). Otherwise a bare done or slip on a day
    /// with a total keeps it (with the note given, if any). Otherwise the mark is set, keeping the day's note when the state stays and none is given.
    /// Throws for a slip of a habit to build, an amount on a skip or on a habit that keeps none, and as `checkedMark`.
    public func logging(_ state: MarkState, amount: Amount? = nil, note: String? = nil, of habit: Habit, on day: Day,
                        today: Day) throws(DomainError) -> Logged {
        let settings = habit.settings(on: day)
        let existing = marks[habit.id]?[day]
        if state == .slipped, settings.polarity == .build { throw .slipOnBuildHabit(habit.name) }
        if amount != nil, state == .skipped { throw .amountOnSkip }
        if let target = settings.target, state != .skipped {
            // (One more of a count: a done of a count a day to reach, a slip of a limit counted in times.)
            let counting = target.unit == .times && (target.kind == .day && settings.polarity == .build && state == .done
                || target.isLimit && settings.polarity == .avoid && state == .slipped)
            if let counted = amount ?? (counting ? Amount(1) : nil), target.kind != .period || settings.polarity == .build {
                return .change(try addingAmount(counted, to: habit, on: day, today: today, note: note))
            }
            if amount == nil, let existing, let total = existing.amount {
                // (A note said with it is the day's note; the total stays.)
                guard let note, note != existing.note else { return .totalKept(total) }
                let mark = try checkedMark(Mark(existing.state, note: note, amount: total), for: habit, on: day, today: today)
                return .change(.setMark(habit: habit.id, day: day, mark: mark))
            }
        } else if amount != nil, state != .skipped {
            throw .amountNeedsTarget(habit.name)
        }
        let keptNote = existing?.state == state ? existing?.note : nil
        let mark = try checkedMark(Mark(state, note: note ?? keptNote), for: habit, on: day, today: today)
        return .change(mark == existing ? nil : .setMark(habit: habit.id, day: day, mark: mark))
    }

    /// "actually it was 4": the change that makes the day's total `total`, in the state it gives (see `addingAmount`).
    /// Under a limit over a week or month the days before it that the limit counts add to it: the day that takes them
    /// past the limit is a slip.
    public func settingAmount(_ total: Amount, of habit: Habit, on day: Day, today: Day, note: String? = nil) throws(DomainError) -> Change {
        let settings = habit.settings(on: day)
        var counted = total
        if let days = settings.target?.limitDays, days > 1, let book = marks[habit.id] {
            counted = counted + book.total(from: day.adding(days: 1 - days), through: day.adding(days: -1))
        }
        let state = total > .zero && settings.polarity == .avoid ? settings.state(of: counted) : settings.state(of: total)
        let mark = try checkedMark(Mark(state, note: note ?? marks[habit.id]?[day]?.note, amount: total), for: habit, on: day, today: today)
        return .setMark(habit: habit.id, day: day, mark: mark)
    }

    /// The marks of `habit` from `day` on whose amounts give another state under the settings in force on their days
    /// (after a change of target, say: 6 glasses logged today are `done` once the target is 6), set to that state.
    public func restating(_ habit: Habit, from day: Day) -> [Change] {
        guard let book = marks[habit.id], !book.amounts.isEmpty else { return [] }
        return book.amounts.filter { $0.key >= day }.sorted { $0.key < $1.key }.compactMap { day, amount in
            guard var mark = book[day], mark.state != .skipped else { return nil }
            let state = habit.settings(on: day).state(of: amount)
            guard state != mark.state else { return nil }
            mark.state = state
            return .setMark(habit: habit.id, day: day, mark: mark)
        }
    }
}
