import Foundation
import Testing
@testable import HabitDomain
import TestSupport

/// Reflections — answers to the coach's reflection questions — as journal data: kept and taken back, checked, found by
/// habit and by word, and never losing their words when a habit they name goes.
@Suite struct ReflectionTests {
    let read = Habit(name: "Reading", schedule: .daily, created: d("2026-02-23"))
    let run = Habit(name: "Morning run", schedule: .weekly(times: 3), created: d("2026-02-23"), order: 1)

    func reflection(_ text: String, on day: String = "2026-03-04", habits: [UUID] = []) -> Reflection {
        Reflection(day: d(day), start: d("2026-03-02"), end: d("2026-03-08"), text: text, habits: habits)
    }

    @Test func keepingOneAndTakingItBackLeavesTheJournalAsItWas() {
        let journal = Journal(habits: [read, run])
        let kept = reflection("mornings are easier", habits: [run.id])
        let after = journal.applying([.addReflection(kept)])
        #expect(after.reflections == [kept])
        #expect(after.applying(journal.inverse(of: [.addReflection(kept)])) == journal)
        // Taking it away, and putting it back.
        let removed = after.applying([.removeReflection(kept.id)])
        #expect(removed.reflections.isEmpty)
        #expect(removed.applying(after.inverse(of: [.removeReflection(kept.id)])).reflections == [kept])
    }

    @Test func oneKeptAgainWithItsIdTakesItsPlaceAndUndoPutsItBack() {
        let first = reflection("first"), second = reflection("second")
        var changed = first
        changed.text = "first, said better"
        let journal = Journal(habits: [read]).applying([.addReflection(first), .addReflection(second)])
        let after = journal.applying([.addReflection(changed)])
        #expect(after.reflections.map(\.text) == ["first, said better", "second"], "it keeps its place")
        #expect(after.applying(journal.inverse(of: [.addReflection(changed)])) == journal)
    }

    @Test func aDeletedHabitDropsOutOfItsReflectionsAndUndoingTheDeleteBringsItBack() {
        let journal = Journal(habits: [read, run]).applying([.addReflection(reflection("reading and the run", habits: [read.id, run.id]))])
        let deleted = journal.applying([.deleteHabit(run.id)])
        #expect(deleted.reflections.map(\.habits) == [[read.id]])
        #expect(deleted.reflections.map(\.text) == ["reading and the run"], "the words stay")
        #expect(deleted.applying(journal.inverse(of: [.deleteHabit(run.id)])) == journal)
    }

    @Test func onOneDayTheyKeepTheOrderTheyWereSaidIn() {
        // Ids that sort the other way round from the order said.
        let later = Reflection(id: UUID(uuidString: "00000000-0000-4000-8000-000000000001")!, day: d("2026-03-04"), start: d("2026-03-02"),
                               end: d("2026-03-08"), text: "said second")
        let earlier = Reflection(id: UUID(uuidString: "FFFFFFFF-0000-4000-8000-000000000001")!, day: d("2026-03-04"), start: d("2026-02-01"),
                                 end: d("2026-02-28"), text: "said first")
        let yesterday = reflection("said the day before", on: "2026-03-03")
        let journal = Journal().applying([.addReflection(earlier), .addReflection(later), .addReflection(yesterday)])
        #expect(journal.reflections.map(\.text) == ["said the day before", "said first", "said second"])
        #expect(journal.reflections().map(\.text) == ["said second", "said first", "said the day before"], "newest first")
    }

    @Test func theyAreFoundByTheHabitTheyNameAndByTheirWords() {
        let journal = Journal(habits: [read, run]).applying([
            .addReflection(reflection("Reading before bed worked", on: "2026-03-02", habits: [read.id])),
            .addReflection(reflection("the run never happened; work was crazy", on: "2026-03-03", habits: [run.id])),
            .addReflection(reflection("Café mornings helped", on: "2026-03-04")),
        ])
        #expect(journal.reflections(naming: read.id).map(\.text) == ["Reading before bed worked"])
        #expect(journal.reflections(naming: run.id).map(\.text) == ["the run never happened; work was crazy"])
        #expect(journal.reflections(matching: ["WORK", "crazy"]).map(\.text) == ["the run never happened; work was crazy"])
        #expect(journal.reflections(matching: ["cafe"]).map(\.text) == ["Café mornings helped"], "accents aside")
        #expect(journal.reflections(naming: read.id, matching: ["crazy"]).isEmpty)
        #expect(journal.reflections(matching: ["nothing like this"]).isEmpty)
    }

    @Test func theRulesHoldForTheWordsAndTheWeek() throws {
        #expect(try reflection("  two lines\nof it  ").validated().text == "two lines\nof it")
        #expect(throws: DomainError.emptyReflection) { try reflection("   ").validated() }
        #expect(throws: DomainError.noteTooLong(length: 501)) { try reflection(String(repeating: "a", count: 501)).validated() }
        let backwards = Reflection(day: d("2026-03-04"), start: d("2026-03-08"), end: d("2026-03-02"), text: "x")
        #expect(throws: DomainError.reflectionPeriodBackwards) { try backwards.validated() }
        #expect(throws: DomainError.emptyReflection) { try Journal().applying([.addReflection(reflection(""))]).validate() }
        #expect(try reflection("x", habits: [read.id, read.id]).validated().habits == [read.id], "each habit once")
    }
}
