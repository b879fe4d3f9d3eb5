import Foundation
import HabitDomain

/// The calendar feed (`export --format ics`, RFC 5545): one VEVENT per reminder of each active habit, repeating
/// as the habit's schedule and the reminder's days say, with an alarm at the reminder's time. A phone's or
/// desktop's calendar subscribed to the file then rings the reminders.
///
/// Times are floating local times (no time zone): a habit's day is the user's own calendar day wherever they
/// are, so "07:30" means half past seven where the phone is — the same rule as the rest of Habitat. UIDs come
/// from the habit's id and the reminder's slot (its place in the habit's list), so exporting again updates events
/// instead of adding copies — a reminder moved to another time or other days too.
/// Pauses are not in the feed: a calendar can't skip them, so a paused habit's reminders still ring there.
public enum CalendarFeed {
    /// The feed for `journal`; `alarm` words each reminder (the coach's "Time for …").
    public static func ics(_ journal: Journal, today: Day, alarm: (Habit) -> String) -> String {
        var lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Habitat//Habitat reminders//EN", "CALSCALE:GREGORIAN",
                     "METHOD:PUBLISH", "X-WR-CALNAME:Habitat"]
        for habit in journal.habits where !habit.archived {
            // Worded once a habit, not once a reminder.
            let stamp = compact(habit.created) + "T000000Z"
            let summary = escape(habit.name)
            let why = habit.description.flatMap { $0.isEmpty ? nil : escape($0) }
            let alarmText = habit.reminders.isEmpty ? "" : escape(alarm(habit))
            let anchor = habit.eras.last?.from ?? habit.created
            for (slot, reminder) in habit.reminders.enumerated() {
                guard let rule = rule(for: habit, reminder, anchor: anchor) else { continue }
                lines += [
                    "BEGIN:VEVENT",
                    "UID:" + uid(habit, slot: slot),
                    "DTSTAMP:" + stamp,
                    "DTSTART:" + compact(rule.start) + "T" + hhmm(reminder.time) + "00",
                    "DURATION:PT15M",
                    "RRULE:" + rule.text,
                    "SUMMARY:" + summary,
                ]
                if let why { lines.append("DESCRIPTION:" + why) }
                lines += ["TRANSP:TRANSPARENT", "BEGIN:VALARM", "ACTION:DISPLAY", "DESCRIPTION:" + alarmText,
                          "TRIGGER:PT0M", "END:VALARM", "END:VEVENT"]
            }
        }
        lines.append("END:VCALENDAR")
        return lines.map(fold).joined(separator: "\r\n") + "\r\n"
    }

    /// The recurrence of one reminder, and its first occurrence on or after the current settings began; nil
    /// when the schedule and the reminder's days never meet.
    /// A few steps each, whatever the schedule: the feed costs the same for every reminder.
    static func rule(for habit: Habit, _ reminder: Reminder, anchor: Day? = nil) -> (text: String, start: Day)? {
        let anchor = anchor ?? habit.eras.last?.from ?? habit.created
        let days = reminder.days
        func byDay(_ set: WeekdaySet) -> String { "BYDAY=" + set.map { String($0.code.prefix(2)).uppercased() }.joined(separator: ",") }
        /// The first day from the anchor on that `matches`, within `limit` days.
        func first(_ limit: Int, _ matches: (Day) -> Bool) -> Day? { (0..<limit).lazy.map { anchor.adding(days: $0) }.first(where: matches) }
        switch habit.schedule {
        case .interval(let n):
            // Every N days from the day the schedule was set, on the reminder's weekdays among them.
            // The steps of N days from the anchor go through the weekdays in a cycle of at most 7: the first of them
            // on one of the reminder's days is among the first 7 steps.
            let rule = "FREQ=DAILY;INTERVAL=\(n)" + (days == .all ? "" : ";" + byDay(days))
            return (0..<7).lazy.map { anchor.adding(days: $0 * n) }.first { days.contains($0.weekday) }.map { (rule, $0) }
        case .weekdays(let scheduled):
            let both = WeekdaySet(scheduled.filter { days.contains($0) })
            guard both.count > 0 else { return nil }
            if both == .all { return first(1) { _ in true }.map { ("FREQ=DAILY", $0) } }
            return first(7) { both.contains($0.weekday) }.map { ("FREQ=WEEKLY;" + byDay(both), $0) }
        case .daily, .weekly, .monthly, .rolling:
            // Every day, or (for weekly and monthly targets and N times in M days) the days the reminder names.
            if days == .all { return first(1) { _ in true }.map { ("FREQ=DAILY", $0) } }
            return first(7) { days.contains($0.weekday) }.map { ("FREQ=WEEKLY;" + byDay(days), $0) }
        }
    }

    /// Stable for the same habit and reminder slot, whatever its time and days: `<habit id>-r0@habitat`.
    static func uid(_ habit: Habit, slot: Int) -> String {
        habit.id.uuidString.lowercased() + "-r\(slot)@habitat"
    }

    static func compact(_ day: Day) -> String { day.iso.replacingOccurrences(of: "-", with: "") }
    static func hhmm(_ time: TimeOfDay) -> String { time.description.replacingOccurrences(of: ":", with: "") }

    /// TEXT values: backslash, semicolon, comma and newline escaped (RFC 5545 §3.3.11).
    static func escape(_ text: String) -> String {
        var out = ""
        for ch in text {
            switch ch {
            case "\\": out += "\\\\"
            case ";": out += "\\;"
            case ",": out += "\\,"
            case "\n", "\r\n", "\r": out += "\\n"
            default: out.append(ch)
            }
        }
        return out
    }

    /// Lines longer than 75 octets folded onto continuation lines that start with a space, never inside a
    /// UTF-8 character (RFC 5545 §3.1).
    static func fold(_ line: String) -> String {
        var out = ""
        var used = 0
        for scalar in line.unicodeScalars {
            let size = String(scalar).utf8.count
            if used + size > 75 {
                out += "\r\n "
                used = 1
            }
            out.unicodeScalars.append(scalar)
            used += size
        }
        return out
    }
}
