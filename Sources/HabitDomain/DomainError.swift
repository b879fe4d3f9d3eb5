/// A value the habit rules refuse, with the sentence that explains why.
public enum DomainError: Error, Hashable, Sendable, CustomStringConvertible, Codable {
    /// A habit or group name is empty after trimming.
    case emptyName
    /// A name is longer than 50 characters.
    case nameTooLong(length: Int)
    /// Another habit of the same user already has this name (case-insensitive, archived included).
    case duplicateHabitName(String)
    /// Another group of the same user already has this name.
    case duplicateGroupName(String)
    /// A description is longer than 200 characters.
    case descriptionTooLong(length: Int)
    /// A note is longer than 500 characters.
    case noteTooLong(length: Int)
    /// "Every N days" with N outside 2–365.
    case intervalOutOfRange(Int)
    /// "N times a week" with N outside 1–7.
    case weeklyTimesOutOfRange(Int)
    /// "N times a month" with N outside 1–31.
    case monthlyTimesOutOfRange(Int)
    /// A weekday schedule or reminder with no days.
    case noWeekdays
    /// An avoid habit with a weekly or monthly target.
    case avoidNeedsDaySchedule
    /// An avoid habit placed in a group.
    case avoidInGroup(String)
    /// A slip logged on a build habit.
    case slipOnBuildHabit(String)
    /// A mark for a day after today.
    case futureDay(Day)
    /// A mark for a day before the habit was created.
    case beforeHabitExisted(name: String, created: Day)
    /// A group's `require` outside 1…members.
    case requireOutOfRange(require: Int, members: Int)
    /// An icon that is not a single emoji.
    case invalidIcon(String)
    /// A reminder time that is not HH:MM on a 24-hour clock.
    case invalidTime(String)
    /// A colour index outside the 8-colour palette.
    case colorOutOfRange(Int)
    /// A pause that ends before it starts.
    case pauseEndsBeforeStart
    /// A settings history whose changes are not in order of their days.
    case settingsOutOfOrder
    /// A window of days that ends before it starts, or spans more than `Window.maxDays`.
    case windowOutOfRange(from: Day, to: Day)
    /// "N times in M days" with M outside 2–365 or N outside 1…M−1.
    case rollingOutOfRange(times: Int, days: Int)
    /// Text that isn't an amount written in digits ("lots", "1,00").
    case invalidAmount(String)
    /// An amount of zero or less.
    case amountNotPositive(String)
    /// An amount with more than two decimals.
    case amountTooPrecise(String)
    /// More than a day (or a period, for a target per period) of the unit can hold: `ceiling` is the most.
    case amountTooLarge(String, ceiling: Amount, unit: String?)
    /// A unit that isn't one word of letters, at most 20.
    case invalidUnit(String)
    /// A limit ("at most 2 a day") on a habit to build.
    case limitNeedsAvoid
    /// An amount to reach on a habit to avoid, which can only have a limit.
    case avoidTargetIsLimit
    /// A target per period on a schedule without weekly or monthly periods.
    case periodTargetNeedsPeriod
    /// A partly done day without its amount.
    case partialNeedsAmount
    /// A partly done day on a habit without an amount to reach each day.
    case partialNeedsTarget(String)
    /// A skipped day with an amount.
    case amountOnSkip
    /// An amount logged on a habit that keeps none (no target that day).
    case amountNeedsTarget(String)
    /// A mark whose state isn't the one its amount gives under the habit's target that day.
    case stateDisagreesWithAmount(state: MarkState, expected: MarkState, amount: Amount, unit: String?)
    /// A reflection without words.
    case emptyReflection
    /// A reflection whose review ends before it starts.
    case reflectionPeriodBackwards

    public var description: String {
        switch self {
        case .emptyName: return "A name can't be empty."
        case .nameTooLong(let n): return "A name can be at most 50 characters; this one has \(n)."
        case .duplicateHabitName(let name): return "There is already a habit called \"\(name)\"."
        case .duplicateGroupName(let name): return "There is already a group called \"\(name)\"."
        case .descriptionTooLong(let n): return "A description can be at most 200 characters; this one has \(n)."
        case .noteTooLong(let n): return "A note can be at most 500 characters; this one has \(n)."
        case .intervalOutOfRange(let n): return "\"Every N days\" needs N from 2 to 365, not \(n)."
        case .weeklyTimesOutOfRange(let n): return "A weekly target is 1 to 7 times a week, not \(n)."
        case .monthlyTimesOutOfRange(let n): return "A monthly target is 1 to 31 times a month, not \(n)."
        case .noWeekdays: return "Pick at least one day of the week."
        case .avoidNeedsDaySchedule: return "A habit to avoid is tracked day by day, so it can't have a weekly, monthly or \"N times in M days\" target."
        case .avoidInGroup(let name): return "\"\(name)\" is a habit to avoid, and groups only hold habits to do."
        case .slipOnBuildHabit(let name): return "Only habits to avoid can slip; \"\(name)\" is one to do."
        case .futureDay(let day): return "\(day.iso) hasn't happened yet, so it can't be logged."
        case .beforeHabitExisted(let name, let created): return "\"\(name)\" was added on \(created.iso), so days before that can't be logged."
        case .requireOutOfRange(let k, let n):
            return n == 0 ? "A group needs at least one habit before it can require any." : "A group of \(n) can require 1 to \(n) of them, not \(k)."
        case .invalidIcon(let text): return "An icon is a single emoji, and \"\(text)\" isn't one."
        case .invalidTime(let text): return "\"\(text)\" isn't a time of day; use HH:MM, e.g. 07:30."
        case .colorOutOfRange(let n): return "Colours are numbered 0 to 7, not \(n)."
        case .pauseEndsBeforeStart: return "A pause can't end before it starts."
        case .windowOutOfRange(let from, let to):
            return to < from ? "A window of days can't end (\(to.iso)) before it starts (\(from.iso))."
                : "A window of days can span at most \(Window.maxDays) days."
        case .settingsOutOfOrder: return "A habit's earlier settings must be listed in order of their days, one change per day."
        case .rollingOutOfRange(let n, let m):
            return (2...365).contains(m) ? "\"\(n) times in \(m) days\" needs from 1 to \(m - 1) times, fewer than the days."
                : "\"N times in M days\" needs M from 2 to 365 days, not \(m)."
        case .invalidAmount(let text): return "\"\(text)\" isn't an amount; write it in digits, such as 8 or 2.5."
        case .amountNotPositive(let text): return "An amount has to be more than zero, not \(text)."
        case .amountTooPrecise(let text): return "An amount can have at most two decimals, and \(text) has more."
        case .amountTooLarge(let text, let ceiling, let unit):
            let units = unit.map { " " + $0 } ?? ""
            return "\(text)\(units) is more than Habitat counts there; the most is \(ceiling.words)\(units)."
        case .invalidUnit(let text): return "A unit is one word of letters, such as \"glasses\" or \"km\", and \"\(text)\" isn't one."
        case .limitNeedsAvoid: return "A limit (\"at most 2 a day\") is for habits to avoid; a habit to do has an amount to reach."
        case .avoidTargetIsLimit: return "A habit to avoid can have a limit (\"at most 2 a day\"), not an amount to reach."
        case .periodTargetNeedsPeriod: return "An amount per week or month needs a weekly or monthly habit."
        case .partialNeedsAmount: return "A partly done day needs the amount that was done."
        case .partialNeedsTarget(let name): return "\"\(name)\" has no amount to reach each day, so a day of it can't be partly done."
        case .amountOnSkip: return "A skipped day has no amount."
        case .amountNeedsTarget(let name): return "\"\(name)\" keeps no amount, so it is logged without one."
        case .stateDisagreesWithAmount(let state, let expected, let amount, let unit):
            return "A day with \(amount.words)\(unit.map { " " + $0 } ?? "") is \(expected.rawValue) by the habit's target, not \(state.rawValue)."
        case .emptyReflection: return "A reflection needs some words."
        case .reflectionPeriodBackwards: return "A reflection's review can't end before it starts."
        }
    }
}
