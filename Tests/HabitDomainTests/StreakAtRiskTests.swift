import Foundation
import Testing
@testable import HabitDomain
import TestSupport

/// Which habits' streaks end unless they are done today (`HabitTrack.streakAtRisk`, `TodayReport.streaksAtRisk`), on
/// fixed dates: Monday 2026-02-02 is the first day of a week.
@Suite struct StreakAtRiskTests {
    /// Daily from Sunday Feb 1, done Feb 1–5: a 5-day streak that Friday Feb 6 decides.
    let fiveDays = ["2026-02-01", "2026-02-02", "2026-02-03", "2026-02-04", "2026-02-05"]

    @Test func aDailyStreakOpenTodayIsAtRisk() {
        let t = track(.daily, created: "2026-02-01", marks(.done, fiveDays))
        #expect(t.streakAtRisk(today: d("2026-02-06"), calendar: mondayWeeks) == Streak(current: 5, best: 5, unit: .days))
        // Not before the streak has a second day.
        #expect(t.streakAtRisk(today: d("2026-02-02"), calendar: mondayWeeks) == nil)
        // Nor once a missed day has ended it (Feb 6 not done: Saturday's streak is 0).
        #expect(t.streakAtRisk(today: d("2026-02-07"), calendar: mondayWeeks) == nil)
    }

    @Test func todaySettledOrOnHoldIsNotAtRisk() {
        for state in [MarkState.done, .skipped] {
            let t = track(.daily, created: "2026-02-01", merged(marks(.done, fiveDays), marks(state, ["2026-02-06"])))
            #expect(t.streakAtRisk(today: d("2026-02-06"), calendar: mondayWeeks) == nil, "\(state)")
        }
        let habit = Habit(name: "Read", schedule: .daily, created: d("2026-02-01"))
        let paused = HabitTrack(habit: habit, marks: marks(.done, fiveDays), paused: [Period(start: d("2026-02-06"), end: d("2026-02-08"))])
        #expect(paused.streakAtRisk(today: d("2026-02-06"), calendar: mondayWeeks) == nil)
    }

    @Test func aPartlyDoneDayIsStillAtRisk() throws {
        let water = Habit(name: "Water", schedule: .daily, target: Target(Amount(8), try AmountUnit("glasses")), created: d("2026-02-01"))
        var book = marks(.done, fiveDays)
        book[d("2026-02-06")] = Mark(.partial, amount: Amount(5))
        let t = HabitTrack(habit: water, marks: book)
        #expect(t.streakAtRisk(today: d("2026-02-06"), calendar: mondayWeeks)?.current == 5)
    }

    @Test func onlyOnADueDay() {
        // Mon/Wed/Fri from Feb 2, done Feb 2, 4, 6 and 9: Tuesday the 10th isn't due, Wednesday the 11th is.
        let t = track(.weekdays([.monday, .wednesday, .friday]), created: "2026-02-02",
                      marks(.done, ["2026-02-02", "2026-02-04", "2026-02-06", "2026-02-09"]))
        #expect(t.streakAtRisk(today: d("2026-02-10"), calendar: mondayWeeks) == nil)
        #expect(t.streakAtRisk(today: d("2026-02-11"), calendar: mondayWeeks) == Streak(current: 4, best: 4, unit: .days))
    }

    @Test func aHabitToAvoidIsNeverAtRisk() {
        let t = track(.daily, created: "2026-02-01", polarity: .avoid)
        #expect(t.streak(today: d("2026-02-06"), calendar: mondayWeeks).current == 6)
        #expect(t.streakAtRisk(today: d("2026-02-06"), calendar: mondayWeeks) == nil)
    }

    @Test func aWeeklyStreakOnlyWhenEveryDayLeftIsNeeded() {
        // 3× a week from Feb 2: weeks Feb 2–8 and 9–15 met, then one done on Tuesday Feb 17.
        let t = track(.weekly(times: 3), created: "2026-02-02", marks(.done, [
            "2026-02-03", "2026-02-04", "2026-02-05", "2026-02-10", "2026-02-11", "2026-02-12", "2026-02-17"]))
        // Friday: 2 to go in 3 days — a day to spare.
        #expect(t.streakAtRisk(today: d("2026-02-20"), calendar: mondayWeeks) == nil)
        // Saturday: 2 to go in 2 days — today and tomorrow are both needed.
        #expect(t.streakAtRisk(today: d("2026-02-21"), calendar: mondayWeeks) == Streak(current: 2, best: 2, unit: .weeks))
        // Sunday: 2 to go in 1 day — out of reach, so nothing to keep going.
        #expect(t.streakAtRisk(today: d("2026-02-22"), calendar: mondayWeeks) == nil)
        // Done on Saturday: the rest is tomorrow's.
        let done = track(.weekly(times: 3), created: "2026-02-02", merged(t.marks, marks(.done, ["2026-02-21"])))
        #expect(done.streakAtRisk(today: d("2026-02-21"), calendar: mondayWeeks) == nil)
    }

    @Test func aTargetAmountPerWeekOnItsLastDay() throws {
        // 10 km a week from Feb 2: two weeks met, 4 km so far in the third.
        let run = Habit(name: "Run", schedule: .weekly(times: 1), target: Target(Amount(10), try AmountUnit("km"), kind: .period),
                        created: d("2026-02-02"))
        var book = MarkBook()
        for (day, km) in [("2026-02-03", 10), ("2026-02-10", 6), ("2026-02-12", 4), ("2026-02-17", 4)] { book[d(day)] = Mark(.done, amount: Amount(km)) }
        let t = HabitTrack(habit: run, marks: book)
        #expect(t.streakAtRisk(today: d("2026-02-21"), calendar: mondayWeeks) == nil)
        #expect(t.streakAtRisk(today: d("2026-02-22"), calendar: mondayWeeks)?.current == 2)
    }

    @Test func nTimesInMDaysWhenTodayWouldMeetTheWindow() {
        // 2 in 5 days from Feb 1, done Feb 1, 3 and 5: every day through the 7th met; the window ending Sunday the 8th
        // holds only the 5th, so one more today meets it.
        let t = track(.rolling(times: 2, days: 5), created: "2026-02-01", marks(.done, ["2026-02-01", "2026-02-03", "2026-02-05"]))
        #expect(t.streakAtRisk(today: d("2026-02-08"), calendar: mondayWeeks) == Streak(current: 7, best: 7, unit: .days))
        // Friday the 6th's window (2–6) already holds two: nothing at stake.
        #expect(t.streakAtRisk(today: d("2026-02-06"), calendar: mondayWeeks) == nil)
    }

    @Test func todaysReportListsThemOnceAndLeavesOutAGroupThatHasItsCount() {
        let read = Habit(name: "Read", schedule: .daily, created: d("2026-02-01"), order: 0)
        let floss = Habit(name: "Floss", schedule: .daily, created: d("2026-02-01"), order: 1)
        let creative = HabitGroup(name: "Creative", require: 1)
        let guitar = Habit(name: "Guitar", schedule: .daily, groupID: creative.id, created: d("2026-02-01"), order: 2)
        let drawing = Habit(name: "Drawing", schedule: .daily, groupID: creative.id, created: d("2026-02-01"), order: 3)
        var changes: [Change] = [.createHabit(read), .createHabit(floss), .createGroup(creative), .createHabit(guitar), .createHabit(drawing)]
        // Read, Guitar and Drawing done Feb 1–5; Floss only on the 5th.
        for day in fiveDays {
            for habit in [read, guitar, drawing] { changes.append(.setMark(habit: habit.id, day: d(day), mark: Mark(.done))) }
        }
        changes.append(.setMark(habit: floss.id, day: d("2026-02-05"), mark: Mark(.done)))
        let journal = Journal().applying(changes)
        let report = journal.todayReport(today: d("2026-02-06"), calendar: mondayWeeks)
        #expect(report.streaksAtRisk.map(\.habit.name) == ["Read", "Guitar", "Drawing"])
        #expect(report.streaksAtRisk.map(\.streak.current) == [5, 5, 5])
        // Drawing done today: the group has its count, so Guitar's streak is not asked for either.
        let drawn = journal.applying([.setMark(habit: drawing.id, day: d("2026-02-06"), mark: Mark(.done))])
        #expect(drawn.todayReport(today: d("2026-02-06"), calendar: mondayWeeks).streaksAtRisk.map(\.habit.name) == ["Read"])
        // A report without history has no streaks, so none at risk.
        #expect(journal.todayReport(today: d("2026-02-06"), calendar: mondayWeeks, history: false).streaksAtRisk.isEmpty)
        // The list alone (what the coach's first reply of the day says) is the view's, in its order, with its streaks.
        for j in [journal, drawn] {
            let alone = j.streaksAtRisk(today: d("2026-02-06"), calendar: mondayWeeks)
            let view = j.todayReport(today: d("2026-02-06"), calendar: mondayWeeks).streaksAtRisk
            #expect(alone.map(\.habit.name) == view.map(\.habit.name))
            #expect(alone.map(\.streak) == view.map(\.streak))
        }
    }
}
