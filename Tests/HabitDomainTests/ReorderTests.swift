import Testing
import HabitDomain
import TestSupport

@Suite struct ReorderTests {
    let habits = ["A", "B", "C", "D"].enumerated().map { Habit(name: $1, created: d("2026-02-01"), order: $0) }

    func names(_ journal: Journal) -> [String] { Journal(habits: journal.habits).habits.map(\.name) }

    @Test func aHabitMovesAndTheOthersKeepTheirOrder() {
        let journal = Journal(habits: habits)
        let moved = journal.applying(journal.reordering(habits[3].id, to: 0))
        #expect(names(moved) == ["D", "A", "B", "C"])
        let back = moved.applying(moved.reordering(habits[3].id, to: 3))
        #expect(names(back) == ["A", "B", "C", "D"])
        // Only the habits whose place changes are changed.
        #expect(journal.reordering(habits[1].id, to: 2).count == 2)
        #expect(journal.reordering(habits[0].id, to: 0).isEmpty)
        // A place past the end is the end.
        #expect(names(journal.applying(journal.reordering(habits[0].id, to: 99))) == ["B", "C", "D", "A"])
    }
}
