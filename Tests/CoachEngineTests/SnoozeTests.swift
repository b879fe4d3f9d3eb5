import Foundation
import Testing
import HabitDomain
@testable import CoachEngine
import TestSupport

/// Snoozing through the engine, over fixed journals and clocks: which reminder a bare "snooze" is about comes from the
/// journal and the time of day alone, within two hours; nothing else is kept for it.
@Suite struct SnoozeTests {
    let today = d("2026-03-04")
    let read = Habit(name: "Read", schedule: .daily, created: d("2026-02-01"), reminders: [Reminder(time: TimeOfDay("07:30")!)])
    let yoga = Habit(name: "Yoga", schedule: .daily, created: d("2026-02-01"), order: 1, reminders: [Reminder(time: TimeOfDay("08:00")!)])

    func say(_ text: String, at time: String, _ journal: Journal, state: DialogueState = DialogueState(), on day: Day? = nil) -> TurnResult {
        coach.respond(to: text, state: state, context: CoachContext(journal: journal, today: day ?? today, time: TimeOfDay(time)!))
    }

    func oneOffs(_ turn: TurnResult) -> [OneOffReminder] {
        turn.changes.compactMap { if case .setOneOff(let once) = $0 { return once } else { return nil } }
    }

    @Test func aBareSnoozeIsAboutAReminderOfTheLastTwoHours() {
        let journal = Journal(habits: [read])
        // 07:30 + 2 hours: up to 09:29 it has just gone off; from 09:30 it is past and nothing is changed.
        #expect(oneOffs(say("snooze", at: "07:30", journal)) == [OneOffReminder(habitID: read.id, day: today, time: TimeOfDay("07:40")!)])
        #expect(oneOffs(say("snooze", at: "09:29", journal)).map(\.time) == [TimeOfDay("09:39")!])
        let late = say("snooze", at: "09:30", journal)
        #expect(late.changes.isEmpty)
        #expect(late.reply.messages == ["No reminder has gone off in the last 2 hours, so I'm not sure what to snooze. To be reminded once, name the habit: \"remind me about Read in 20 minutes\"."])
        // Before the reminder's minute, nothing has gone off either.
        #expect(say("snooze", at: "07:29", journal).changes.isEmpty)
    }

    @Test func theLatestReminderIsTheOneSnoozed() {
        let journal = Journal(habits: [read, yoga])
        #expect(oneOffs(say("later", at: "08:05", journal)).map(\.habitID) == [yoga.id])
        #expect(oneOffs(say("later", at: "07:59", journal)).map(\.habitID) == [read.id])
    }

    @Test func aReminderJustBeforeMidnightIsStillJustGoneOffAfterIt() {
        var late = read
        late.reminders = [Reminder(time: TimeOfDay("23:50")!)]
        let snoozed = oneOffs(say("snooze 20 min", at: "00:05", Journal(habits: [late]), on: d("2026-03-05")))
        #expect(snoozed == [OneOffReminder(habitID: read.id, day: d("2026-03-05"), time: TimeOfDay("00:25")!)])
        let turn = say("snooze", at: "23:55", Journal(habits: [late]))
        #expect(turn.reply.messages == ["I'll remind you about \"Read\" again in 10 minutes, at 00:05 tomorrow."])
    }

    @Test func laterWithNothingGoneOffIsAGoodbyeAndChangesNothing() {
        let turn = say("later", at: "12:00", Journal(habits: [read]))
        #expect(turn.changes.isEmpty)
        #expect(turn.reply.messages == ["Bye for now — see you soon."])
    }

    @Test func aSnoozedOneOffThatRangIsTheReminderThatJustWentOff() {
        // Snoozed at 07:31 to 07:41; at 09:35 the 07:30 reminder is past the window, but the 07:41 one-off isn't.
        let journal = Journal(habits: [read, yoga]).applying([.setOneOff(OneOffReminder(habitID: read.id, day: today, time: TimeOfDay("07:41")!))])
        var ownReminderLater = journal
        ownReminderLater.habits[1].reminders = [Reminder(time: TimeOfDay("06:00")!)]
        #expect(oneOffs(say("snooze", at: "09:35", ownReminderLater)).map(\.habitID) == [read.id])
    }

    @Test func aSnoozePatternWithoutHowLongIsALoadError() throws {
        let error = try #require(try loadError(editing: "reminders.habitat", "pattern: later => minutes: 60; none: goodbye", "pattern: later => none: goodbye"))
        #expect("\(error)".contains("reminders.habitat:") && "\(error)".contains("needs a {duration} slot"), "\(error)")
        let range = try #require(try loadError(editing: "reminders.habitat", "pattern: later => minutes: 60; none: goodbye", "pattern: later => minutes: 2000"))
        #expect("\(range)".contains("minutes: 2000"), "\(range)")
    }

    @Test func durationsAreReadInMinutes() throws {
        let extract = Extractors(vocabulary: language.vocabulary)
        func minutes(_ text: String) -> Int? {
            let words = language.tokenize(text).norms
            guard let (n, len) = extract.durationAt(words, 0), len == words.count else { return nil }
            return n
        }
        #expect(minutes("20 minutes") == 20)
        #expect(minutes("15 min") == 15)
        #expect(minutes("an hour") == 60)
        #expect(minutes("half an hour") == 30)
        #expect(minutes("1.5 hours") == 90)
        #expect(minutes("an hour and a half") == 90)
        #expect(minutes("2 hrs") == 120)
        #expect(minutes("1 hour 15 mins") == 75)
        #expect(minutes("an hour and 20 minutes") == 80)
        #expect(minutes("2 days") == 2880)
        #expect(minutes("20 pages") == nil)
        #expect(minutes("20") == nil)
    }
}
