import Foundation
import Testing
@testable import HabitDomain
import TestSupport

/// One-off reminders ("snooze"): each rings once, at its own minute, through `remindersDue` like a habit's own
/// reminders — and never while its habit is archived or paused.
@Suite struct OneOffReminderTests {
    let read = Habit(name: "Read", schedule: .daily, created: d("2026-02-01"), reminders: [Reminder(time: TimeOfDay("07:30")!)])
    let yoga = Habit(name: "Yoga", schedule: .weekdays([.monday]), created: d("2026-02-01"), order: 1)

    func t(_ text: String) -> TimeOfDay { TimeOfDay(text)! }

    /// Every reminder a clock ticking minute by minute from `from` through `to` (one day) would ring, as "HH:MM Name".
    func rung(_ journal: Journal, on day: Day, from: String = "00:00", to: String = "23:59") -> [String] {
        var rang: [String] = []
        var last = (day: day, time: t(from))
        for minute in (t(from).minutes + 1)...t(to).minutes {
            let now = (day: day, time: TimeOfDay(minutes: minute))
            rang += journal.remindersDue(after: last, through: now).map { "\($0.time) \($0.habit.name)" + ($0.oneOff ? " once" : "") }
            last = now
        }
        return rang
    }

    @Test func aOneOffRingsOnceAtItsMinuteAndNeverAgain() {
        let once = OneOffReminder(habitID: read.id, day: d("2026-03-04"), time: t("07:40"))
        let journal = Journal(habits: [read]).applying([.setOneOff(once)])
        #expect(rung(journal, on: d("2026-03-04")) == ["07:30 Read", "07:40 Read once"])
        // Not on the next day, nor again the same day from a window that begins at its minute.
        #expect(rung(journal, on: d("2026-03-05")) == ["07:30 Read"])
        #expect(journal.remindersDue(after: (d("2026-03-04"), t("07:40")), through: (d("2026-03-04"), t("23:59"))).isEmpty)
        // A window a sleeping timer catches up on holds it once.
        let caughtUp = journal.remindersDue(after: (d("2026-03-04"), t("07:35")), through: (d("2026-03-04"), t("08:00")))
        #expect(caughtUp.map(\.time) == [t("07:40")] && caughtUp.allSatisfy(\.oneOff))
    }

    @Test func aOneOffRingsWhateverTheScheduleSays() {
        // Yoga is due on Mondays only; 2026-03-04 is a Wednesday, and the minute was asked for.
        let journal = Journal(habits: [read, yoga]).applying([.setOneOff(OneOffReminder(habitID: yoga.id, day: d("2026-03-04"), time: t("18:05")))])
        #expect(rung(journal, on: d("2026-03-04"), from: "12:00") == ["18:05 Yoga once"])
    }

    @Test func aNewOneOffTakesThePlaceOfTheHabitsLastAndUndoBringsItBack() {
        let first = OneOffReminder(habitID: read.id, day: d("2026-03-04"), time: t("07:40"))
        let second = OneOffReminder(habitID: read.id, day: d("2026-03-04"), time: t("08:10"))
        let before = Journal(habits: [read]).applying([.setOneOff(first)])
        let after = before.applying([.setOneOff(second)])
        #expect(after.oneOffs == [second])
        #expect(rung(after, on: d("2026-03-04")) == ["07:30 Read", "08:10 Read once"])
        #expect(after.applying(before.inverse(of: [.setOneOff(second)])).oneOffs == [first])
        #expect(before.applying(Journal(habits: [read]).inverse(of: [.setOneOff(first)])).oneOffs.isEmpty)
    }

    @Test func aPausedOrArchivedHabitsOneOffDoesNotRing() {
        let once = OneOffReminder(habitID: read.id, day: d("2026-03-04"), time: t("07:40"))
        let paused = Journal(habits: [read], pauses: [Pause(habitID: read.id, start: d("2026-03-04"), end: d("2026-03-05"))]).applying([.setOneOff(once)])
        #expect(rung(paused, on: d("2026-03-04")).isEmpty, "as its own reminders don't")
        let everything = Journal(habits: [read], pauses: [Pause(start: d("2026-03-04"), end: d("2026-03-04"))]).applying([.setOneOff(once)])
        #expect(rung(everything, on: d("2026-03-04")).isEmpty)
        var archived = read
        archived.archived = true
        #expect(rung(Journal(habits: [archived]).applying([.setOneOff(once)]), on: d("2026-03-04")).isEmpty)
    }

    @Test func aOneOffAtTheMinuteOfTheHabitsOwnReminderRingsOnce() {
        let journal = Journal(habits: [read]).applying([.setOneOff(OneOffReminder(habitID: read.id, day: d("2026-03-04"), time: t("07:30")))])
        #expect(rung(journal, on: d("2026-03-04")) == ["07:30 Read"])
    }

    @Test func aOneOffPastMidnightRingsTheNextDay() {
        let once = OneOffReminder(habitID: read.id, after: 20, from: (d("2026-03-04"), t("23:50")))
        #expect(once.day == d("2026-03-05") && once.time == t("00:10"))
        let journal = Journal(habits: [read]).applying([.setOneOff(once)])
        let due = journal.remindersDue(after: (d("2026-03-04"), t("23:59")), through: (d("2026-03-05"), t("00:30")))
        #expect(due.map(\.day) == [d("2026-03-05")] && due.allSatisfy(\.oneOff))
        #expect(OneOffReminder(habitID: read.id, after: 1440, from: (d("2026-03-04"), t("09:00"))).day == d("2026-03-05"))
    }

    @Test func deletingAHabitTakesItsOneOffAndUndoingTheDeleteBringsItBack() {
        let once = OneOffReminder(habitID: read.id, day: d("2026-03-04"), time: t("07:40"))
        let journal = Journal(habits: [read, yoga]).applying([.setOneOff(once)])
        let deleted = journal.applying([.deleteHabit(read.id)])
        #expect(deleted.oneOffs.isEmpty)
        #expect(deleted.applying(journal.inverse(of: [.deleteHabit(read.id)])).oneOffs == [once])
    }

    @Test func whatIsStillToRingIsTheOneAhead() {
        let once = OneOffReminder(habitID: read.id, day: d("2026-03-04"), time: t("07:40"))
        let journal = Journal(habits: [read]).applying([.setOneOff(once)])
        #expect(journal.oneOff(for: read.id, after: (d("2026-03-04"), t("07:39"))) == once)
        #expect(journal.oneOff(for: read.id, after: (d("2026-03-04"), t("07:40"))) == nil)
    }
}
