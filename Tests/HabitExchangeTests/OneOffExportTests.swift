import Foundation
import Testing
import HabitDomain
import HabitExchange
import TestSupport

/// One-off reminders ("snooze") are gone in minutes: the export document, its round trip and the calendar feed are
/// the same with or without one.
@Suite struct OneOffExportTests {
    @Test func oneOffsStayOutOfTheExportAndTheCalendarFeed() throws {
        let read = Habit(name: "Read", schedule: .daily, created: d("2026-02-01"), reminders: [Reminder(time: TimeOfDay("07:30")!)])
        let plain = Journal().applying([.createHabit(read), .setMark(habit: read.id, day: d("2026-03-03"), mark: Mark(.done))])
        let snoozed = plain.applying([.setOneOff(OneOffReminder(habitID: read.id, day: d("2026-03-04"), time: TimeOfDay("07:40")!))])
        #expect(snoozed.oneOffs.count == 1)
        #expect(snoozed.document.json.compact == plain.document.json.compact)
        #expect(snoozed.document.csv == plain.document.csv)
        #expect(CalendarFeed.ics(snoozed, today: d("2026-03-04"), alarm: { $0.name }) == CalendarFeed.ics(plain, today: d("2026-03-04"), alarm: { $0.name }))
        // Imported back, it is the same document, with no one-off.
        let back = Journal().applying(try Journal().importPlan(HabitatDocument(json: snoozed.document.json, today: d("2026-03-04"))).allChanges)
        #expect(back.document.json.compact == plain.document.json.compact)
        #expect(back.oneOffs.isEmpty)
        // Importing it again over the snoozed journal changes nothing, the one-off included.
        let again = try snoozed.importPlan(HabitatDocument(json: snoozed.document.json, today: d("2026-03-04")))
        #expect(snoozed.applying(again.allChanges).oneOffs == snoozed.oneOffs)
    }
}
