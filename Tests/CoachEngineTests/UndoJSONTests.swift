import Foundation
import Testing
import HabitDomain
@testable import CoachEngine
import TestSupport

/// Undo steps are written by hand for the changes turns mostly make; the text must be exactly what `JSONEncoder`
/// (sorted keys) writes, since a saved state is read back by the decoder and compared by its text.
@Suite struct UndoJSONTests {
    func plain(_ entry: UndoEntry) throws -> String {
        String(decoding: try DialogueState.encoder.encode(entry), as: UTF8.self)
    }

    @Test func handWrittenUndoStepsAreJSONEncodersText() throws {
        let group = UUID()
        var full = Habit(name: "Read \"books\" \\ more", description: "why it matters", polarity: .avoid, tier: .nice,
                         schedule: .rolling(times: 3, days: 10), target: Target(Amount(hundredths: 1250), try AmountUnit("pages"), kind: .weekLimit),
                         groupID: group, archived: true, created: d("2026-02-01"), order: -3, color: 7, icon: "x",
                         reminders: [Reminder(time: TimeOfDay("07:05")!, days: WeekdaySet(rawValue: 31)), Reminder(time: TimeOfDay("21:00")!)])
        full.history = [Past(until: d("2026-02-10"), settings: HabitSettings(schedule: .weekdays(WeekdaySet(rawValue: 5)), tier: .must, polarity: .build,
                                                                            target: Target(Amount(3), try AmountUnit("km"), kind: .day))),
                        Past(until: d("2026-02-12"), settings: HabitSettings(schedule: .interval(days: 3), tier: .nice, polarity: .avoid))]
        let bare = Habit(name: "Walk", created: d("2026-02-01"))
        let schedules: [Schedule] = [.daily, .interval(days: 2), .weekdays(WeekdaySet(rawValue: 96)), .weekly(times: 4), .monthly(times: 9),
                                     .rolling(times: 1, days: 2)]
        var changes: [Change] = [.createHabit(full), .updateHabit(bare), .deleteHabit(bare.id), .clearMark(habit: bare.id, day: d("2026-03-01")),
                                 .setMark(habit: bare.id, day: d("2026-03-02"), mark: Mark(.done)),
                                 .setMark(habit: bare.id, day: d("2026-03-03"), mark: Mark(.partial, note: "5 of \"8\"", amount: Amount(hundredths: 550))),
                                 .setMark(habit: bare.id, day: d("2026-03-04"), mark: Mark(.skipped, note: "ill"))]
        for schedule in schedules {
            var habit = bare
            habit.schedule = schedule
            changes.append(.updateHabit(habit))
        }
        for kind in Target.Kind.allCases {
            var habit = bare
            habit.target = Target(Amount(2), .times, kind: kind)
            changes.append(.createHabit(habit))
        }
        let entry = UndoEntry(summary: "adding \"Read\" and \\ a few", changes: changes)
        #expect(UndoJSON.entry(summary: entry.summary, changes: entry.changes) != nil)
        #expect(entry.json == (try plain(entry)))
        // Text the encoder escapes in its own way, and changes of other kinds, go through the encoder.
        for (summary, change) in [("a/b", Change.deleteHabit(bare.id)), ("tab\there", .deleteHabit(bare.id)), ("café", .deleteHabit(bare.id)),
                                  ("group", .deleteGroup(group)), ("note", .setMark(habit: bare.id, day: d("2026-03-02"), mark: Mark(.done, note: "1/2")))] {
            let other = UndoEntry(summary: summary, changes: [change])
            #expect(UndoJSON.entry(summary: summary, changes: [change]) == nil)
            #expect(other.json == (try plain(other)))
        }
    }
}
