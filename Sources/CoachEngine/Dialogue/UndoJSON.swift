import Foundation
import HabitDomain

/// An undo step's JSON written by hand for the changes a turn mostly makes (marks, and habits added, changed or
/// deleted): the same bytes `JSONEncoder` with sorted keys writes (a test, and every debug build, holds them equal),
/// without its cost on every undoable turn. Nil for anything else — other changes, and text with characters the
/// encoder escapes in its own way — which then goes through the encoder.
enum UndoJSON {
    static func entry(summary: String, changes: [Change]) -> String? {
        var out = "{\"changes\":["
        for (i, change) in changes.enumerated() {
            if i > 0 { out += "," }
            guard append(change, to: &out) else { return nil }
        }
        out += "],\"summary\":"
        guard string(summary, to: &out) else { return nil }
        return out + "}"
    }

    /// A string in quotes, with `"` and `\` escaped; false for one with a character `JSONEncoder` writes otherwise
    /// (a control character, `/`, anything past ASCII).
    static func string(_ text: String, to out: inout String) -> Bool {
        var plain = true
        var escapes = false
        for byte in text.utf8 {
            if byte < 0x20 || byte >= 0x7F || byte == 0x2F { plain = false; break }
            if byte == 0x22 || byte == 0x5C { escapes = true }
        }
        guard plain else { return false }
        out += "\""
        if escapes {
            for scalar in text.unicodeScalars {
                switch scalar {
                case "\"": out += "\\\""
                case "\\": out += "\\\\"
                default: out.unicodeScalars.append(scalar)
                }
            }
        } else {
            out += text
        }
        out += "\""
        return true
    }

    static func uuid(_ id: UUID, to out: inout String) {
        out += "\""
        out += id.uuidString
        out += "\""
    }

    static func append(_ change: Change, to out: inout String) -> Bool {
        switch change {
        case .setMark(let habit, let day, let mark):
            out += "{\"setMark\":{\"day\":"
            out += String(day.ordinal)
            out += ",\"habit\":"
            uuid(habit, to: &out)
            out += ",\"mark\":{"
            if let amount = mark.amount { out += "\"amount\":" + String(amount.hundredths) + "," }
            if let note = mark.note {
                out += "\"note\":"
                guard string(note, to: &out) else { return false }
                out += ","
            }
            out += "\"state\":\"" + mark.state.rawValue + "\"}}}"
            return true
        case .clearMark(let habit, let day):
            out += "{\"clearMark\":{\"day\":" + String(day.ordinal) + ",\"habit\":"
            uuid(habit, to: &out)
            out += "}}"
            return true
        case .deleteHabit(let id):
            out += "{\"deleteHabit\":{\"_0\":"
            uuid(id, to: &out)
            out += "}}"
            return true
        case .createHabit(let habit):
            out += "{\"createHabit\":{\"_0\":"
            guard append(habit, to: &out) else { return false }
            out += "}}"
            return true
        case .updateHabit(let habit):
            out += "{\"updateHabit\":{\"_0\":"
            guard append(habit, to: &out) else { return false }
            out += "}}"
            return true
        default:
            return false
        }
    }

    static func append(_ habit: Habit, to out: inout String) -> Bool {
        out += "{\"archived\":" + (habit.archived ? "true" : "false")
        out += ",\"color\":" + String(habit.color)
        out += ",\"created\":" + String(habit.created.ordinal)
        if let description = habit.description {
            out += ",\"description\":"
            guard string(description, to: &out) else { return false }
        }
        if let group = habit.groupID {
            out += ",\"groupID\":"
            uuid(group, to: &out)
        }
        out += ",\"history\":["
        for (i, past) in habit.history.enumerated() {
            if i > 0 { out += "," }
            out += "{\"settings\":{\"polarity\":\"" + past.settings.polarity.rawValue + "\",\"schedule\":"
            append(past.settings.schedule, to: &out)
            if let target = past.settings.target {
                out += ",\"target\":"
                guard append(target, to: &out) else { return false }
            }
            out += ",\"tier\":\"" + past.settings.tier.rawValue + "\"},\"until\":" + String(past.until.ordinal) + "}"
        }
        out += "]"
        if let icon = habit.icon {
            out += ",\"icon\":"
            guard string(icon, to: &out) else { return false }
        }
        out += ",\"id\":"
        uuid(habit.id, to: &out)
        out += ",\"name\":"
        guard string(habit.name, to: &out) else { return false }
        out += ",\"order\":" + String(habit.order)
        out += ",\"polarity\":\"" + habit.polarity.rawValue + "\""
        out += ",\"reminders\":["
        for (i, reminder) in habit.reminders.enumerated() {
            if i > 0 { out += "," }
            out += "{\"days\":" + String(reminder.days.rawValue) + ",\"time\":"
            guard string(reminder.time.description, to: &out) else { return false }
            out += "}"
        }
        out += "],\"schedule\":"
        append(habit.schedule, to: &out)
        if let target = habit.target {
            out += ",\"target\":"
            guard append(target, to: &out) else { return false }
        }
        out += ",\"tier\":\"" + habit.tier.rawValue + "\"}"
        return true
    }

    static func append(_ schedule: Schedule, to out: inout String) {
        switch schedule {
        case .daily: out += "{\"daily\":{}}"
        case .interval(let days): out += "{\"interval\":{\"days\":" + String(days) + "}}"
        case .weekdays(let days): out += "{\"weekdays\":{\"_0\":" + String(days.rawValue) + "}}"
        case .weekly(let times): out += "{\"weekly\":{\"times\":" + String(times) + "}}"
        case .monthly(let times): out += "{\"monthly\":{\"times\":" + String(times) + "}}"
        case .rolling(let times, let days): out += "{\"rolling\":{\"days\":" + String(days) + ",\"times\":" + String(times) + "}}"
        }
    }

    static func append(_ target: Target, to out: inout String) -> Bool {
        out += "{\"amount\":" + String(target.amount.hundredths) + ",\"kind\":\"" + target.kind.rawValue + "\",\"unit\":"
        guard string(target.unit.word, to: &out) else { return false }
        out += "}"
        return true
    }
}
