import Foundation
import Testing
@testable import HabitDomain
import TestSupport

@Suite struct InsightsTests {
    /// Four daily habits from Mon Feb 2 to Sun Feb 15 2026 (today), each done on a pattern.
    func journal(growthDone: Int = 3) -> Journal {
        let start = d("2026-02-02")
        let run = Habit(name: "Morning run", created: start, order: 0)
        let read = Habit(name: "Read", created: start, order: 1)
        let meditate = Habit(name: "Meditation", tier: .nice, created: start, order: 2)
        let days = (0..<14).map { start.adding(days: $0) }
        var m: [UUID: MarkBook] = [:]
        // Run: every day but Sundays → 12 of 13 past days + today (Sunday) open.
        m[run.id] = MarkBook(Dictionary(uniqueKeysWithValues: days.filter { $0.weekday != .sunday }.map { ($0, Mark(.done)) }))
        // Read: Tuesdays and Thursdays only.
        m[read.id] = MarkBook(Dictionary(uniqueKeysWithValues: days.filter { [.tuesday, .thursday].contains($0.weekday) }.map { ($0, Mark(.done)) }))
        m[meditate.id] = MarkBook(Dictionary(uniqueKeysWithValues: days.prefix(growthDone).map { ($0, Mark(.done)) }))
        return Journal(habits: [run, read, meditate], marks: m)
    }

    @Test func overallConsistencyAddsEveryHabitUp() {
        let i = journal().insights(.month, today: d("2026-02-15"), calendar: mondayWeeks)
        // 13 past days each; today open for all. Run 12, Read 4, Meditation 3 → 19 of 39.
        #expect(i.overall == Rate(met: 19, due: 39))
        #expect(i.byHabit.map(\.habit.name) == ["Morning run", "Read", "Meditation"])
        #expect(i.mostConsistent?.habit.name == "Morning run")
        #expect(i.roomForGrowth?.habit.name == "Meditation")
        #expect(i.roomForGrowth?.rate == Rate(met: 3, due: 13))
    }

    @Test func roomForGrowthIsHiddenBelowFivePercent() {
        let i = journal(growthDone: 0).insights(.month, today: d("2026-02-15"), calendar: mondayWeeks)
        #expect(i.roomForGrowth == nil)
        #expect(i.mostConsistent?.habit.name == "Morning run")
    }

    @Test func dayOfWeekPatternFindsTheBestAndWorstDays() throws {
        let i = journal().insights(.month, today: d("2026-02-15"), calendar: mondayWeeks)
        let p = try #require(i.weekdays)
        // Tuesdays: run + read done both weeks (+ meditation on Feb 3) → best. Sundays: only Feb 8, nothing done → worst.
        #expect(p.best == .tuesday)
        #expect(p.worst == .sunday)
        #expect(p.worstRate == Rate(met: 0, due: 3))
    }

    @Test func goodDayRateCountsGoodAgainstNotGood() {
        let i = journal().insights(.all, today: d("2026-02-15"), calendar: mondayWeeks)
        // Must-dos: run and read. Both done on Tue/Thu: 4 good days out of 13 finished days; today in progress.
        #expect(i.goodDays.good == 4)
        #expect(i.goodDays.notGood == 9)
        #expect(i.goodDays.rate.percent == 31)
    }

    @Test func streaksAreListedPerHabit() {
        // Run: done Mon–Sat both weeks, Sunday Feb 8 missed, today (Sunday) open.
        let i = journal().insights(.all, today: d("2026-02-15"), calendar: mondayWeeks)
        #expect(i.streaks.first?.streak == Streak(current: 6, best: 6, unit: .days))
    }

    @Test func anEmptyJournalHasNoCards() {
        let i = Journal().insights(.all, today: d("2026-02-15"), calendar: mondayWeeks)
        #expect(i.overall.fraction == nil)
        #expect(i.mostConsistent == nil)
        #expect(i.weekdays == nil)
    }

    @Test func habitsToAvoidAreCountedInCleanDaysAndNeverAsCompletion() {
        // Smoking, avoided since Feb 2, slipped once on Feb 4: 12 of 13 finished days clean.
        var base = journal()
        let smoking = Habit(name: "Smoking", polarity: .avoid, created: d("2026-02-02"), order: 3)
        base = base.applying([.createHabit(smoking), .setMark(habit: smoking.id, day: d("2026-02-04"), mark: Mark(.slipped))])
        let i = base.insights(.month, today: d("2026-02-15"), calendar: mondayWeeks)
        #expect(i.overall == Rate(met: 19, due: 39))
        #expect(!i.byHabit.contains { $0.habit.id == smoking.id })
        #expect(i.mostConsistent?.habit.name == "Morning run")
        #expect(i.clean.map(\.habit.name) == ["Smoking"] && i.clean.first?.rate == Rate(met: 12, due: 13))

        // "Was Feb 4 a good day?" names the slip as a slip; an unslipped day never calls Smoking "not done".
        #expect(base.unmetItems(on: d("2026-02-04"), today: d("2026-02-15")).slipped.map(\.name) == ["Smoking"])
        #expect(!base.unmetItems(on: d("2026-02-08"), today: d("2026-02-15")).notDone.contains { $0.id == smoking.id })
        #expect(base.unmetItems(on: d("2026-02-08"), today: d("2026-02-15")).slipped.isEmpty)

        // A skip on a habit to avoid never cuts its days clean: 11 days since the slip, today included.
        let before = base.track(base.habit(named: "Smoking")!).streak(today: d("2026-02-15"), calendar: mondayWeeks)
        let skipped = base.applying([.setMark(habit: smoking.id, day: d("2026-02-15"), mark: Mark(.skipped)),
                                     .setMark(habit: smoking.id, day: d("2026-02-10"), mark: Mark(.skipped))])
        #expect(before.current == 11)
        #expect(skipped.track(skipped.habit(named: "Smoking")!).streak(today: d("2026-02-15"), calendar: mondayWeeks) == before)
    }
}
