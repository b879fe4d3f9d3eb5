import Foundation
import Testing
@testable import HabitDomain
import TestSupport

/// Period comparisons (`stats` and the report's trends): the window against the stretch just before it, with every figure
/// worked out by hand below.
@Suite struct TrendTests {
    // Today is Wednesday 4 March 2026; weeks start on Monday. `.days(7)` is Thu 26 Feb – Wed 4 Mar, and the stretch
    // before it Thu 19 – Wed 25 Feb.
    let today = d("2026-03-04")
    let read = Habit(name: "Read", created: d("2026-02-01"), order: 0)
    let smoking = Habit(name: "Smoking", polarity: .avoid, created: d("2026-02-01"), order: 1)
    let gym = Habit(name: "Gym", schedule: .weekly(times: 2), created: d("2026-02-01"), order: 2)
    /// Begun after the stretch before ended; a nice-to-do, so it makes no good day.
    let meditate = Habit(name: "Meditate", tier: .nice, created: d("2026-02-27"), order: 3)

    var journal: Journal {
        Journal(habits: [read, smoking, gym, meditate], marks: [
            // Before: done Thu–Sat, skipped Sun, missed Mon–Wed → 3 of 6. Now: done Thu, Fri, Mon, Tue; Sat missed; Sun
            // paused; today open → 4 of 5.
            read.id: merged(marks(.done, ["2026-02-19", "2026-02-20", "2026-02-21", "2026-02-26", "2026-02-27", "2026-03-02", "2026-03-03"]),
                            marks(.skipped, ["2026-02-22"])),
            // Slipped on Fri 20 Feb: before 6 of 7 days clean; now 6 of 6 (today not yet counted).
            smoking.id: marks(.slipped, ["2026-02-20"]),
            // Before: the week of 16 Feb (ends inside it) with one done → 1 of 2. Now: the week of 23 Feb (ends Sun 1 Mar,
            // inside) done twice → 2 of 2; the week running, 1 of 2 so far, doesn't count yet.
            gym.id: marks(.done, ["2026-02-17", "2026-02-24", "2026-02-26", "2026-03-02"]),
            // Fri 27, Sun 1 and Mon 2 done; Sat 28 and Tue 3 missed → 3 of 5.
            meditate.id: marks(.done, ["2026-02-27", "2026-03-01", "2026-03-02"]),
        ], pauses: [Pause(habitID: read.id, start: d("2026-03-01"), end: d("2026-03-01"))])
    }

    func week() throws -> PeriodComparison {
        let j = journal
        return try #require(j.comparison(j.insights(.week, today: today, calendar: mondayWeeks), today: today, calendar: mondayWeeks))
    }

    @Test func theStretchBeforeIsAsLongAsTheWindow() throws {
        let c = try week()
        #expect(c.current == Period(start: d("2026-02-26"), end: d("2026-03-04")))
        #expect(c.previous == Period(start: d("2026-02-19"), end: d("2026-02-25")))
        #expect(c.hasPrevious)
    }

    @Test func overallAndGoodDaysAreComparedWithTheStretchBefore() throws {
        let c = try week()
        // Before: Read 3/6 + Gym 1/2 (Meditate not begun) = 4 of 8. Now: Read 4/5 + Gym 2/2 + Meditate 3/5 = 9 of 12.
        #expect(c.overall.before == Rate(met: 4, due: 8) && c.overall.now == Rate(met: 9, due: 12))
        #expect(c.overall.points == 25 && c.overall.direction == .up)
        // Must-dos are Read and Smoking. Before: 19, 21 and 22 (Read skipped, Smoking clean) good; 20 (a slip), 23, 24,
        // 25 not → 3 of 7. Now: 26, 27, 1 (Read paused), 2, 3 good; 28 not; today still in progress → 5 of 6.
        #expect(c.goodDays.before == Rate(met: 3, due: 7) && c.goodDays.now == Rate(met: 5, due: 6))
        #expect(c.goodDays.direction == .up)
    }

    @Test func eachHabitIsComparedAndANewOneHasNothingBefore() throws {
        let c = try week()
        // Habits to build first, then those to avoid, each in list order.
        #expect(c.habits.map(\.habit.name) == ["Read", "Gym", "Meditate", "Smoking"])
        let rows = Dictionary(uniqueKeysWithValues: c.habits.map { ($0.habit.name, $0) })
        #expect(rows["Read"]?.change == RateChange(before: Rate(met: 3, due: 6), now: Rate(met: 4, due: 5)))
        #expect(rows["Read"]?.change.points == 30 && rows["Read"]?.isNew == false)
        // A weekly habit counts the weeks that ended in each stretch.
        #expect(rows["Gym"]?.change == RateChange(before: Rate(met: 1, due: 2), now: Rate(met: 2, due: 2)))
        // Begun on 27 Feb, after the stretch before: new, with no rate there — not 0%.
        let meditate = try #require(rows["Meditate"])
        #expect(meditate.isNew && meditate.change.now == Rate(met: 3, due: 5))
        #expect(meditate.change.before.percent == nil && meditate.change.direction == nil && meditate.change.points == nil)
        // A habit to avoid is compared in days clean: 6 of 7 (86%) to 6 of 6 (100%).
        let smoking = try #require(rows["Smoking"])
        #expect(smoking.polarity == .avoid && smoking.change == RateChange(before: Rate(met: 6, due: 7), now: Rate(met: 6, due: 6)))
        #expect(smoking.change.points == 14 && smoking.change.direction == .up)
    }

    @Test func theBestAndLowestWeekdaysOfEachStretch() throws {
        let c = try week()
        // Before (day-based habits to build: Read only): Thu, Fri, Sat 1 of 1; Mon, Tue, Wed 0 of 1; Sunday skipped.
        let before = try #require(c.before.weekdays)
        #expect(before.best == .thursday && before.bestRate == Rate(met: 1, due: 1))
        #expect(before.worstRate == Rate(met: 0, due: 1))
        // Now (Read and Meditate): Mon 2 of 2 (the first at 100%), Sat 0 of 2 (Read missed, Meditate missed).
        let now = try #require(c.now.weekdays)
        #expect(now.best == .monday && now.bestRate == Rate(met: 2, due: 2))
        #expect(now.worst == .saturday && now.worstRate == Rate(met: 0, due: 2))
    }

    @Test func aWeekRunningPastAStretchThatIsOverCountsThereOnlyWhenMetInIt() {
        // 2× a week; the week of 23 Feb runs past the stretch before (it ends 25 Feb).
        func before(_ done: [String]) -> Rate {
            let j = Journal(habits: [gym], marks: [gym.id: marks(.done, ["2026-02-17"] + done)])
            return j.comparison(j.insights(.week, today: today, calendar: mondayWeeks), today: today, calendar: mondayWeeks)!.overall.before
        }
        // Met by 25 Feb (24th and 25th): it counts there too, as a running week counts once met — 1 of 2 + 2 of 2.
        #expect(before(["2026-02-24", "2026-02-25"]) == Rate(met: 3, due: 4))
        // Met only with the 26th, after the stretch: only the week of 16 Feb counts there.
        #expect(before(["2026-02-24", "2026-02-26"]) == Rate(met: 1, due: 2))
    }

    @Test func aHabitWithNothingDueBeforeIsNotNewWhenItExisted() throws {
        // Paused through the whole stretch before: nothing was due then, but it isn't new.
        let floss = Habit(name: "Floss", created: d("2026-02-01"))
        let j = Journal(habits: [floss], marks: [floss.id: marks(.done, ["2026-02-26", "2026-02-27"])],
                        pauses: [Pause(habitID: floss.id, start: d("2026-02-15"), end: d("2026-02-25"))])
        let c = try #require(j.comparison(j.insights(.week, today: today, calendar: mondayWeeks), today: today, calendar: mondayWeeks))
        let row = try #require(c.habits.first)
        #expect(!row.isNew && row.change.before.due == 0 && row.change.now == Rate(met: 2, due: 6))
        #expect(c.overall.direction == nil)
    }

    @Test func withNoHabitBeforeThereIsNothingToCompare() throws {
        let j = Journal(habits: [meditate], marks: [meditate.id: marks(.done, ["2026-02-27"])])
        let c = try #require(j.comparison(j.insights(.week, today: today, calendar: mondayWeeks), today: today, calendar: mondayWeeks))
        #expect(!c.hasPrevious && c.firstDay == d("2026-02-27"))
        #expect(c.overall.before == Rate() && c.overall.direction == nil)
        #expect(c.habits.map(\.isNew) == [true])
    }

    @Test func whichStretchComesBefore() {
        // The last N days: the N days before them.
        #expect(Window.days(30).comparedStretches(today: today)! == (Period(start: d("2026-02-03"), end: today),
                                                                     Period(start: d("2026-01-04"), end: d("2026-02-02"))))
        // Any stretch of days: as many days before it.
        #expect(Window.range(from: d("2026-02-10"), through: d("2026-02-14")).comparedStretches(today: today)! ==
                (Period(start: d("2026-02-10"), end: d("2026-02-14")), Period(start: d("2026-02-05"), end: d("2026-02-09"))))
        // A whole calendar month: the month before (January's 31 days for February's 28), and two months: the two before.
        #expect(Window.range(from: d("2026-02-01"), through: d("2026-02-28")).comparedStretches(today: today)!.previous ==
                Period(start: d("2026-01-01"), end: d("2026-01-31")))
        #expect(Window.range(from: d("2026-01-01"), through: d("2026-02-28")).comparedStretches(today: today)!.previous ==
                Period(start: d("2025-11-01"), end: d("2025-12-31")))
        // A month still running is counted through today, against the whole month before.
        #expect(Window.range(from: d("2026-03-01"), through: d("2026-03-31")).comparedStretches(today: today)! ==
                (Period(start: d("2026-03-01"), end: today), Period(start: d("2026-02-01"), end: d("2026-02-28"))))
        // All time has nothing before it; a stretch still to come hasn't begun.
        #expect(Window.all.comparedStretches(today: today) == nil)
        #expect(Window.range(from: d("2026-03-10"), through: d("2026-03-20")).comparedStretches(today: today) == nil)
        // Nor has a window with no calendar days before it.
        #expect(Window.range(from: d("0001-01-01"), through: d("0001-01-31")).comparedStretches(today: today) == nil)
        #expect(Window.range(from: d("0001-01-05"), through: d("0001-01-09")).comparedStretches(today: today) == nil)
    }

    @Test func aboutTheSameIsWithinFivePoints() {
        func change(_ before: Int, _ now: Int) -> RateChange.Direction? {
            RateChange(before: Rate(met: before, due: 100), now: Rate(met: now, due: 100)).direction
        }
        #expect(change(60, 65) == .same && change(65, 60) == .same && change(60, 60) == .same)
        #expect(change(60, 66) == .up && change(66, 60) == .down)
        // Rounded percents are compared: 2 of 3 (67%) against 3 of 5 (60%) is 7 points down.
        #expect(RateChange(before: Rate(met: 2, due: 3), now: Rate(met: 3, due: 5)).points == -7)
        #expect(RateChange(before: Rate(), now: Rate(met: 1, due: 2)).direction == nil)
    }

    @Test func weekByWeekRatesCountTheRunningWeekSoFar() {
        let weeks = journal.periodRates(.week, count: 3, habit: read, today: today, calendar: mondayWeeks)
        #expect(weeks.map(\.period.start) == [d("2026-02-16"), d("2026-02-23"), d("2026-03-02")])
        #expect(weeks.map(\.isRunning) == [false, false, true] && weeks.last?.through == today)
        // Week of 16 Feb: Mon–Wed before the habit's marks missed (16, 17, 18), Thu–Sat done, Sun skipped → 3 of 6.
        // Week of 23 Feb: Thu, Fri done; Mon–Wed and Sat missed; Sun paused → 2 of 6. This week: Mon, Tue done → 2 of 2.
        #expect(weeks.map(\.rate) == [Rate(met: 3, due: 6), Rate(met: 2, due: 6), Rate(met: 2, due: 2)])
        // Every habit to build: this week adds Gym (1 of 2 so far: not counted) and Meditate (Mon done, Tue missed).
        #expect(journal.periodRates(.week, count: 1, today: today, calendar: mondayWeeks).map(\.rate) == [Rate(met: 3, due: 4)])
        // Months: February whole, March so far.
        #expect(journal.periodRates(.month, count: 2, today: today, calendar: mondayWeeks).map(\.period) ==
                [Period(start: d("2026-02-01"), end: d("2026-02-28")), Period(start: d("2026-03-01"), end: d("2026-03-31"))])
    }
}
