import Foundation
import Testing
import HabitDomain
@testable import CoachEngine
import TestSupport

/// The review's question to reflect on, through the engine over a fixed journal: what its answer keeps (the words, the
/// day, the week or month, the habits named), what keeps nothing, and what is read afresh as a request of its own.
@Suite struct ReflectionFormTests {
    let today = d("2026-03-04")
    let reading = Habit(name: "Reading", schedule: .daily, created: d("2026-02-23"))
    let morningRun = Habit(name: "Morning run", schedule: .weekly(times: 3), created: d("2026-02-23"), order: 1)
    let eveningRun = Habit(name: "Evening run", schedule: .weekly(times: 2), created: d("2026-02-23"), order: 2)
    let yoga = Habit(name: "Yoga", schedule: .weekly(times: 2), created: d("2026-02-23"), order: 3)

    var journal: Journal { Journal(habits: [reading, morningRun, eveningRun, yoga]) }

    func say(_ text: String, _ state: DialogueState, _ journal: Journal) -> TurnResult {
        coach.respond(to: text, state: state, context: CoachContext(journal: journal, today: today, time: TimeOfDay("20:00")!))
    }

    /// The review, then `answer`: the answer's turn, and the journal after both.
    func answering(_ answer: String, review: String = "how was my week?") -> (TurnResult, Journal) {
        let asked = say(review, DialogueState(), journal)
        #expect(asked.reply.expecting?.slot == "reflection", "the review's question waits for its answer")
        let answered = say(answer, asked.state, journal.applying(asked.changes))
        return (answered, journal.applying(asked.changes + answered.changes))
    }

    func kept(_ turn: TurnResult) -> [Reflection] {
        turn.changes.compactMap { if case .addReflection(let r) = $0 { return r } else { return nil } }
    }

    @Test func aFreeAnswerIsKeptWithItsWordsDayWeekAndHabits() throws {
        let (turn, after) = answering("work was crazy and I kept skipping the run, reading before bed helped")
        #expect(turn.changes.count == 1, "nothing but the reflection changes")
        let reflection = try #require(kept(turn).first)
        #expect(reflection.text == "work was crazy and I kept skipping the run, reading before bed helped")
        #expect(reflection.day == today)
        #expect(reflection.period == Period(start: d("2026-03-02"), end: d("2026-03-08")))
        // "the run" fits two habits: the reflection names both; nothing about them changes.
        #expect(reflection.habits == [morningRun.id, eveningRun.id, reading.id])
        #expect(after.habits == journal.habits)
        #expect(turn.state.pending == nil && turn.reply.expecting == nil)
        #expect(turn.reply.messages.first?.contains("\"show my notes\" brings it back") == true)
    }

    @Test func aMonthsReviewKeepsItsMonth() throws {
        let (turn, _) = answering("yoga felt most like mine", review: "how was february")
        let reflection = try #require(kept(turn).first)
        #expect(reflection.period == Period(start: d("2026-02-01"), end: d("2026-02-28")))
        #expect(reflection.habits == [yoga.id])
        #expect(turn.reply.messages == ["Thanks for that. Kept it with your review of last month, for \"Yoga\" — \"show my notes\" brings it back."])
    }

    @Test func talkOfTheWeekThatOnlySoundsLikeARequestIsKeptAndChangesNothingElse() {
        for answer in ["skipped the run twice because of work", "yoga, because I actually enjoy it", "I keep forgetting to do yoga",
                       "honestly the run, I skipped it twice", "I was exhausted all week", "maybe more reading, less phone", "rough week"] {
            let (turn, _) = answering(answer)
            #expect(turn.changes.count == 1 && kept(turn).count == 1, "\(answer): \(turn.changes)")
        }
    }

    @Test func aBrushOffKeepsNothing() {
        for answer in ["nothing really", "no", "nope", "idk", "not now", "skip", "nah", "can't think of anything", "not really", "pass",
                       "no idea", "later", "nothing comes to mind", "Nothing really."] {
            let (turn, _) = answering(answer)
            #expect(turn.changes.isEmpty, "\(answer)")
            #expect(turn.reply.messages == ["That's fine — nothing kept."], "\(answer)")
            #expect(turn.state.pending == nil, "\(answer)")
        }
    }

    @Test func aRequestOfItsOwnIsReadAfreshAndKeepsNothing() {
        let (logged, _) = answering("did yoga today")
        #expect(logged.changes == [.setMark(habit: yoga.id, day: today, mark: Mark(.done))])
        let (added, _) = answering("add stretching")
        #expect(added.changes.isEmpty && added.reply.expecting?.slot == "schedule", "asked how often, as ever")
        let (changed, after) = answering("make yoga 3 times a week")
        #expect(kept(changed).isEmpty && after.habit(id: yoga.id)?.schedule == .weekly(times: 3))
        let (asked, _) = answering("what's left today?")
        #expect(asked.changes.isEmpty && asked.state.pending == nil)
        // Another review asks its own question, about its own week.
        let (again, _) = answering("how was last week?")
        guard case .reflection(let question)? = again.state.pending else { Issue.record("no question: \(again.reply)"); return }
        #expect(question.start == d("2026-02-23") && question.end == d("2026-03-01"))
    }

    @Test func aBareOkAsksForTheWordsOnceMoreThenLetsGo() {
        let asked = say("how was my week", DialogueState(), journal)
        let ok = say("ok", asked.state, journal)
        #expect(ok.changes.isEmpty && ok.reply.expecting?.slot == "reflection")
        #expect(ok.reply.messages == ["Go on — a few words is plenty. (Or say \"skip\".)"])
        let yes = say("yes", ok.state, journal)
        #expect(yes.changes.isEmpty && yes.state.pending == nil)
        #expect(yes.reply.messages == ["That's fine — nothing kept."])
        // Asked once more, a real answer is still kept.
        let answer = say("the mornings were easier", ok.state, journal)
        #expect(kept(answer).map(\.text) == ["the mornings were easier"])
    }

    @Test func undoTakesItBack() {
        let (turn, after) = answering("reading stuck this week")
        let undone = say("undo", turn.state, after)
        #expect(undone.reply.messages == ["Undone: keeping your reflection on this week."])
        #expect(after.applying(undone.changes).reflections.isEmpty)
    }

    @Test func anAnswerTooLongToKeepIsSaidSoAndTheQuestionStaysOpen() {
        let asked = say("how was my week", DialogueState(), journal)
        let long = say(String(repeating: "so much happened ", count: 40), asked.state, journal)
        #expect(long.changes.isEmpty)
        #expect(long.reply.messages.first?.hasPrefix("That note is long") == true)
        #expect(long.reply.expecting?.slot == "reflection")
    }

    @Test func theQuestionSurvivesARestartOfTheSession() {
        let asked = say("how was my week", DialogueState(), journal)
        let restored = DialogueState.decode(asked.state.encoded)
        #expect(restored == asked.state)
        #expect(kept(say("reading helped", restored, journal)).map(\.habits) == [[reading.id]])
        // (The hand-written state is what the encoder writes.)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        #expect(asked.state.encoded == String(decoding: try! encoder.encode(asked.state), as: UTF8.self))
    }

    @Test func aReviewAskedWhileAnotherQuestionIsOpenLeavesThatQuestionOpen() {
        let adding = say("add stretching", DialogueState(), journal)
        #expect(adding.reply.expecting?.slot == "schedule")
        let review = say("how was my week", adding.state, journal)
        #expect(review.reply.expecting?.slot == "schedule", "back to how often")
        let answer = say("every day", review.state, journal)
        #expect(answer.changes.contains { if case .createHabit(let h) = $0 { return h.name == "Stretching" } else { return false } })
    }

    @Test func showMyNotesListsReflectionsBesideNotesNewestFirst() {
        let noted = journal.applying([.setMark(habit: reading.id, day: d("2026-03-03"), mark: Mark(.done, note: "finished the novel"))])
        let asked = say("how was my week", DialogueState(), noted)
        let answered = say("reading before bed worked", asked.state, noted)
        let after = noted.applying(answered.changes)
        #expect(say("show my notes", answered.state, after).reply.messages == [
            "Notes, newest first:\n• today — reflection on this week: reading before bed worked\n• yesterday — Reading: finished the novel"])
        #expect(say("notes for yoga", answered.state, after).reply.messages == ["No notes found for \"Yoga\"."])
        #expect(say("find notes mentioning bed", answered.state, after).reply.messages == [
            "Notes, newest first:\n• today — reflection on this week: reading before bed worked"])
    }
}
