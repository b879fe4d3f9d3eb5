import Foundation
import Testing
@testable import HabitDomain
import TestSupport

/// The reports with measurable habits: today's amount and partial mark, the history's partly done days and amounts,
/// and the insights' totals — with fixed dates.
@Suite struct MeasureReportTests {
    let glasses = try! AmountUnit("glasses")

    /// Water, 8 glasses a day from Mon Feb 2: 8, 8, 5 and (today, Thu Feb 5) 2 so far.
    func water() throws -> (Journal, Habit) {
        let habit = Habit(name: "Water", target: Target(Amount(8), glasses), created: d("2026-02-02"))
        var journal = Journal().applying([.createHabit(habit)])
        for (day, n) in [("2026-02-02", 8), ("2026-02-03", 8), ("2026-02-04", 5), ("2026-02-05", 2)] {
            journal = journal.applying([try journal.settingAmount(Amount(n), of: habit, on: d(day), today: d("2026-02-05"))])
        }
        return (journal, habit)
    }

    @Test func todaySaysWhereTheDayStands() throws {
        var (journal, habit) = try water()
        let today = d("2026-02-05")
        let item = try #require(journal.todayReport(today: today, calendar: mondayWeeks).items.first)
        #expect(item.state == .open, "partly done is still to play for")
        #expect(item.mark == .partial)
        #expect(item.amount?.words == "2 of 8 glasses")
        #expect(journal.todayReport(today: today, calendar: mondayWeeks).summary == (done: 0, total: 1))
        journal = journal.applying([try journal.addingAmount(Amount(7), to: habit, on: today, today: today)])
        let done = try #require(journal.todayReport(today: today, calendar: mondayWeeks).items.first)
        #expect(done.state == .done && done.mark == .done && done.amount?.words == "9 of 8 glasses")
        // A limit kept so far is clean; a target per period shows the week's total.
        let coffee = Habit(name: "Coffee", polarity: .avoid, target: .limit(Amount(2), try AmountUnit("coffees")), created: d("2026-02-02"), order: 1)
        let run = Habit(name: "Run", schedule: .weekly(times: 2), target: Target(Amount(10), try AmountUnit("km"), kind: .period),
                        created: d("2026-02-02"), order: 2)
        journal = journal.applying([.createHabit(coffee), .createHabit(run)])
        journal = journal.applying([try journal.addingAmount(Amount(1), to: coffee, on: today, today: today),
                                    try journal.addingAmount(try Amount(parsing: "4.5"), to: run, on: d("2026-02-03"), today: today)])
        let items = journal.todayReport(today: today, calendar: mondayWeeks).items
        #expect(items[1].state == .clean && items[1].amount?.words == "1 of at most 2 coffees")
        #expect(items[2].state == .open && items[2].amount?.words == "4.5 of 10 km" && items[2].progress?.amount == items[2].amount)
    }

    @Test func historyDrawsPartlyDoneDaysAndAddsUpTheAmounts() throws {
        let (journal, _) = try water()
        let report = journal.history(from: d("2026-02-02"), through: d("2026-02-06"), today: d("2026-02-05"), calendar: mondayWeeks)
        #expect(report.habits[0].cells == [.done, .done, .partial, .partial, .future])
        #expect(report.habits[0].amounts == [Amount(8), Amount(8), Amount(5), Amount(2), nil])
        #expect(report.habits[0].total == Amount(23))
        #expect(report.habits[0].soFar == Rate(met: 2, due: 4), "a partly done day is due, not met")
        // Paused, a partly done day is excused like any other not done.
        let paused = journal.applying([.setPause(Pause(start: d("2026-02-04"), end: d("2026-02-04")))])
        #expect(paused.history(from: d("2026-02-04"), through: d("2026-02-04"), today: d("2026-02-05"), calendar: mondayWeeks).habits[0].cells == [.paused])
    }

    @Test func insightsAddUpEachHabitsAmountsInItsUnit() throws {
        var (journal, habit) = try water()
        let today = d("2026-02-05")
        var amounts = journal.insights(.all, today: today, calendar: mondayWeeks).amounts
        #expect(amounts.map(\.total) == [Amount(23)] && amounts[0].days == 4)
        #expect(amounts[0].average() == Amount(hundredths: 575), "23 glasses over 4 days")
        #expect(amounts[0].average(per: 7) == Amount(hundredths: 4025))
        #expect(journal.insights(.days(2), today: today, calendar: mondayWeeks).amounts.map(\.total) == [Amount(7)])
        // "make it 2 litres" today, with 2 glasses logged today: litres start tomorrow, and glasses are never added to litres.
        var litres = journal.habit(id: habit.id)!
        litres.target = Target(Amount(2), try AmountUnit("litres"))
        journal = journal.applying(journal.dated([.updateHabit(litres)], today: today))
        #expect(journal.habit(id: habit.id)?.settings(on: today).target?.unit == glasses)
        #expect(journal.marks[habit.id]?[today] == Mark(.partial, amount: Amount(2)), "today's 2 glasses stay 2 glasses")
        let tomorrow = d("2026-02-06")
        journal = journal.applying([try journal.addingAmount(try Amount(parsing: "1.5"), to: journal.habit(id: habit.id)!, on: tomorrow, today: tomorrow)])
        #expect(journal.marks[habit.id]?[tomorrow] == Mark(.partial, amount: try Amount(parsing: "1.5")))
        amounts = journal.insights(.all, today: tomorrow, calendar: mondayWeeks).amounts
        #expect(amounts[0].target.unit.word == "litres")
        #expect(amounts[0].total == Amount(hundredths: 150))
        // A habit without a target has no amounts card.
        #expect(Journal().applying([.createHabit(Habit(name: "Read", created: d("2026-02-02")))]).insights(.all, today: today, calendar: mondayWeeks).amounts.isEmpty)
    }
}
