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
        case .avoidNeedsDaySchedule: return "A habit to avoid is tracked day by day, so it can't have a weekly or monthly target."
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
        }
    }
}
