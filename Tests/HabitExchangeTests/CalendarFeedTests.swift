import Foundation
import Testing
@testable import HabitDomain
import HabitExchange
import TestSupport

/// The calendar feed, read back by a small RFC 5545 reader written here: what a calendar would ring must be
/// what Habitat itself would remind.
@Suite struct CalendarFeedTests {
    let today = d("2026-03-02")  // a Monday

    func journal() -> Journal {
        let t = { (s: String) in TimeOfDay(s)! }
        let meditate = Habit(name: "Meditate", schedule: .daily, created: d("2026-02-01"), order: 0, reminders: [Reminder(time: t("07:30"))])
        let yoga = Habit(name: "Yoga", schedule: .weekdays([.monday, .wednesday, .friday]), created: d("2026-02-01"), order: 1,
                         reminders: [Reminder(time: t("06:30"), days: [.monday, .wednesday, .saturday])])
        let read = Habit(name: "Read", schedule: .interval(days: 3), created: d("2026-02-26"), order: 2, reminders: [Reminder(time: t("21:00"))])
        let run = Habit(name: "Run", schedule: .weekly(times: 3), created: d("2026-02-01"), order: 3,
                        reminders: [Reminder(time: t("18:00"), days: [.tuesday, .thursday]), Reminder(time: t("09:00"), days: [.sunday])])
        let old = Habit(name: "Old", archived: true, created: d("2026-02-01"), order: 4, reminders: [Reminder(time: t("08:00"))])
        let odd = Habit(name: "Tea, coffee; a \\ back\nslash and a 🍵 in a name that runs on", description: "Because; it, matters",
                        schedule: .weekdays(.weekend), created: d("2026-02-01"), order: 5, reminders: [Reminder(time: t("10:15"))])
        return Journal(habits: [meditate, yoga, read, run, old, odd])
    }

    struct Event { var fields: [String: String] = [:] }

    /// Unfolds lines and splits the events.
    func read(_ ics: String) -> [Event] {
        #expect(ics.hasSuffix("\r\n"))
        var lines: [String] = []
        for line in ics.components(separatedBy: "\r\n") where !line.isEmpty {
            #expect(line.utf8.count <= 75, "a line longer than 75 octets: \(line)")
            if line.hasPrefix(" ") { lines[lines.count - 1] += line.dropFirst() } else { lines.append(line) }
        }
        var events: [Event] = []
        var inAlarm = false
        for line in lines {
            let (key, value) = (String(line.prefix { $0 != ":" }), String(line.drop { $0 != ":" }.dropFirst()))
            switch (key, value) {
            case ("BEGIN", "VEVENT"): events.append(Event())
            case ("BEGIN", "VALARM"): inAlarm = true
            case ("END", "VALARM"): inAlarm = false
            default: if !events.isEmpty, !inAlarm { events[events.count - 1].fields[key] = value }
            }
        }
        return events
    }

    func unescape(_ text: String) -> String {
        var out = "", escaped = false
        for ch in text {
            if escaped { out.append(ch == "n" || ch == "N" ? "\n" : ch); escaped = false } else if ch == "\\" { escaped = true } else { out.append(ch) }
        }
        return out
    }

    /// The days an event occurs from its start through `end`, for the rules the feed writes.
    func occurrences(_ event: Event, through end: Day) -> [Day] {
        let start = Day(iso: String(event.fields["DTSTART"]!.prefix(8)).replacingOccurrences(of: "(\\d{4})(\\d{2})(\\d{2})", with: "$1-$2-$3", options: .regularExpression))!
        var rule: [String: String] = [:]
        for part in event.fields["RRULE"]!.split(separator: ";") {
            let kv = part.split(separator: "=")
            rule[String(kv[0])] = String(kv[1])
        }
        let interval = Int(rule["INTERVAL"] ?? "1")!
        let byDay = rule["BYDAY"].map { Set($0.split(separator: ",").map(String.init)) }
        func code(_ day: Day) -> String { String(day.weekday.code.prefix(2)).uppercased() }
        var days: [Day] = []
        var day = start
        while day <= end {
            switch rule["FREQ"] {
            case "DAILY": if (day - start) % interval == 0, byDay.map({ $0.contains(code(day)) }) ?? true { days.append(day) }
            case "WEEKLY": if byDay?.contains(code(day)) ?? (day.weekday == start.weekday) { days.append(day) }
            default: Issue.record("unexpected rule \(rule)")
            }
            day = day.adding(days: 1)
        }
        return days
    }

    @Test func theFeedRingsWhatHabitatWouldRemindOverTwoWeeks() {
        let journal = journal()
        let ics = CalendarFeed.ics(journal, today: today, alarm: { "Time for \"\($0.name)\"." })
        #expect(ics.hasPrefix("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n") && ics.hasSuffix("END:VCALENDAR\r\n"))
        let events = read(ics)
        let end = today.adding(days: 13)
        var fromFeed: [String] = []
        for event in events {
            let time = event.fields["DTSTART"]!.suffix(6).prefix(4)
            for day in occurrences(event, through: end) where day >= today {
                fromFeed.append("\(day.iso) \(time.prefix(2)):\(time.suffix(2)) \(unescape(event.fields["SUMMARY"]!))")
            }
        }
        let fromHabitat = journal.remindersDue(after: (today.adding(days: -1), TimeOfDay("23:59")!), through: (end, TimeOfDay("23:59")!))
        // remindersDue spans at most a day at a time; ask it day by day.
        var expected: [String] = []
        var day = today
        while day <= end {
            for due in journal.remindersDue(after: (day.adding(days: -1), TimeOfDay("23:59")!), through: (day, TimeOfDay("23:59")!)) {
                expected.append("\(due.day.iso) \(due.time) \(due.habit.name)")
            }
            day = day.adding(days: 1)
        }
        #expect(!fromHabitat.isEmpty)
        #expect(fromFeed.sorted() == expected.sorted())
        // Archived habits are left out; the odd name and its description come back exactly.
        #expect(!events.contains { $0.fields["SUMMARY"] == "Old" })
        let odd = events.first { unescape($0.fields["SUMMARY"] ?? "").hasPrefix("Tea") }
        #expect(unescape(odd?.fields["SUMMARY"] ?? "") == "Tea, coffee; a \\ back\nslash and a 🍵 in a name that runs on")
        #expect(unescape(odd?.fields["DESCRIPTION"] ?? "") == "Because; it, matters")
        // The interval counts from its start (Feb 26): Mar 4, 7, 10, 13.
        #expect(expected.filter { $0.hasSuffix(" Read") }.map { String($0.prefix(10)) } == ["2026-03-04", "2026-03-07", "2026-03-10", "2026-03-13"])
        // Every event has an alarm at its time.
        #expect(ics.components(separatedBy: "BEGIN:VALARM").count - 1 == events.count)
    }

    @Test func uidsStayTheSameAcrossExportsAndDifferPerReminder() {
        let journal = journal()
        let once = read(CalendarFeed.ics(journal, today: today, alarm: { $0.name }))
        let again = read(CalendarFeed.ics(journal, today: today.adding(days: 9), alarm: { $0.name }))
        #expect(once.map { $0.fields["UID"]! } == again.map { $0.fields["UID"]! })
        #expect(Set(once.map { $0.fields["UID"]! }).count == once.count)
    }
}
