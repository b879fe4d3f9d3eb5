import Foundation
import Testing
import HabitDomain
@testable import CoachEngine
import TestSupport

/// Tips and feelings over fixed journals: the same question gets a different answer from different days logged, and
/// nothing changes without a yes.
@Suite struct CoachingTests {
    let today = d("2026-03-04")  // a Wednesday

    /// A journal with one habit, "Read", every day since January, done on the days `done` says.
    func reader(reminder: Bool = false, tier: Tier = .must, done: (Day) -> Bool) -> Journal {
        let habit = Habit(name: "Read", tier: tier, schedule: .daily, created: d("2026-01-01"),
                          reminders: reminder ? [Reminder(time: TimeOfDay(hour: 21, minute: 0)!)] : [])
        var marks = MarkBook()
        for ordinal in d("2026-01-01").ordinal..<today.ordinal where done(Day(ordinal: ordinal)) { marks[Day(ordinal: ordinal)] = Mark(.done) }
        return Journal(habits: [habit], marks: [habit.id: marks])
    }

    func ask(_ text: String, _ journal: Journal, state: DialogueState = DialogueState()) -> (reply: [String], turn: TurnResult) {
        let turn = coach.respond(to: text, state: state, context: CoachContext(journal: journal, today: today))
        return (turn.reply.messages, turn)
    }

    /// More habits without a reminder than a day has 15-minute slots: the plan shares times rather than looking for a
    /// free slot forever, and offers one for every habit.
    @Test func aPlanForMoreHabitsThanADayHasSlotsEnds() throws {
        let habits = (0..<120).map { Habit(name: "Habit \($0)", schedule: .daily, created: d("2026-01-01")) }
        let journal = Journal(habits: habits, marks: [:])
        let (reply, turn) = ask("plan my habits around my day", journal)
        guard case .plan(let plan)? = turn.state.pending else { Issue.record("no plan offered: \(reply)"); return }
        #expect(plan.count == 120)
        #expect(Set(plan.map(\.reminder.time.minutes)).count == 24 * 60 / 15)
    }

    @Test func aTipSaysWhatThePersonsOwnDaysSay() {
        // Sundays always, Thursdays never (and the rest most days), with a reminder: the tip names both days.
        let sundays = reader(reminder: true) { $0.weekday == .sunday || ($0.weekday != .thursday && $0.ordinal % 3 != 0) }
        let (reply, turn) = ask("any tips for reading?", sundays)
        #expect(turn.changes.isEmpty)
        #expect(reply.contains { $0.contains("Sundays") && $0.contains("Thursdays") }, "\(reply)")

        // Someone else, done every day but Mondays: the same question names other days.
        let mondays = reader(reminder: true) { $0.weekday != .monday }
        let other = ask("any tips for reading?", mondays).reply
        #expect(other.contains { $0.contains("Mondays") }, "\(other)")
        #expect(other != reply)
    }

    @Test func forgettingWithNoReminderOffersOneAndYesSetsIt() {
        let journal = reader { $0.ordinal % 4 == 0 }
        let (reply, turn) = ask("I keep forgetting to read", journal)
        #expect(turn.changes.isEmpty)
        #expect(reply.last?.contains("reminder") == true, "\(reply)")
        let yes = coach.respond(to: "yes", state: turn.state, context: CoachContext(journal: journal, today: today))
        let after = journal.applying(yes.changes)
        #expect(after.habits[0].reminders.count == 1, "\(yes.reply.messages)")
        // "no" to the same offer changes nothing.
        let no = coach.respond(to: "no thanks", state: turn.state, context: CoachContext(journal: journal, today: today))
        #expect(no.changes.isEmpty)
    }

    @Test func tooBigOffersALighterScheduleAndYesAppliesIt() {
        let journal = reader(reminder: true) { $0.ordinal % 3 == 0 }
        let (reply, turn) = ask("reading feels like too much right now", journal)
        #expect(turn.changes.isEmpty)
        let yes = coach.respond(to: "yes please", state: turn.state, context: CoachContext(journal: journal, today: today))
        #expect(journal.applying(yes.changes).habits[0].schedule == .weekly(times: 5), "\(reply) \(yes.reply.messages)")
    }

    @Test func feelingsAreAnsweredAndChangeNothingUnasked() {
        let journal = reader { $0.ordinal % 3 == 0 }
        for text in ["I'm feeling so unmotivated", "rough day", "I'm proud of myself", "I'm so behind", "i have no motivation lately"] {
            let (reply, turn) = ask(text, journal)
            #expect(turn.changes.isEmpty, "\(text) changed \(turn.changes)")
            #expect(!reply.isEmpty && !reply.contains { $0.contains("didn't follow") || $0.contains("can't find") }, "\(text): \(reply)")
        }
        // Unmotivated, with a must-do missed most days: a lighter version is offered, and yes makes it.
        let (_, low) = ask("i'm so unmotivated", journal)
        let yes = coach.respond(to: "yes", state: low.state, context: CoachContext(journal: journal, today: today))
        #expect(journal.applying(yes.changes).habits[0].schedule == .weekly(times: 5))
    }

    @Test func aHabitToAvoidGetsItsSlipsCounted() {
        let habit = Habit(name: "Smoking", polarity: .avoid, created: d("2026-01-01"))
        var marks = MarkBook()
        for day in ["2026-02-25", "2026-03-01", "2026-03-02"] { marks[d(day)] = Mark(.slipped) }
        let (reply, turn) = ask("any tips for smoking?", Journal(habits: [habit], marks: [habit.id: marks]))
        #expect(turn.changes.isEmpty)
        #expect(reply.contains { $0.hasPrefix("3 slips") }, "\(reply)")
    }
}
