import Testing
@testable import HabitDomain
import TestSupport

/// N times in M days (SPEC §3 `rolling`, Loop's "3 times in 10 days"): met on a day when the M days ending that day
/// hold at least N done days — with fixed dates, across a month's and a year's end.
@Suite struct RollingTests {
    @Test func theScheduleIsCheckedAndSaysItself() {
        #expect(throws: Never.self) { try Schedule.rolling(times: 3, days: 10).validate() }
        #expect(throws: Never.self) { try Schedule.rolling(times: 364, days: 365).validate() }
        #expect(throws: DomainError.rollingOutOfRange(times: 0, days: 10)) { try Schedule.rolling(times: 0, days: 10).validate() }
        #expect(throws: DomainError.rollingOutOfRange(times: 10, days: 10)) { try Schedule.rolling(times: 10, days: 10).validate() }
        #expect(throws: DomainError.rollingOutOfRange(times: 3, days: 366)) { try Schedule.rolling(times: 3, days: 366).validate() }
        #expect(throws: DomainError.rollingOutOfRange(times: 1, days: 1)) { try Schedule.rolling(times: 1, days: 1).validate() }
        #expect(DomainError.rollingOutOfRange(times: 10, days: 10).description == "\"10 times in 10 days\" needs from 1 to 9 times, fewer than the days.")
        #expect(DomainError.rollingOutOfRange(times: 3, days: 400).description == "\"N times in M days\" needs M from 2 to 365 days, not 400.")
        #expect(Schedule.rolling(times: 3, days: 10).words == "3 times in 10 days")
        #expect(Schedule.rolling(times: 1, days: 7).words == "once in 7 days")
        #expect(Schedule.rolling(times: 2, days: 5).words == "twice in 5 days")
        // A habit to avoid is tracked day by day.
        #expect(throws: DomainError.avoidNeedsDaySchedule) {
            try Habit(name: "Sugar", polarity: .avoid, schedule: .rolling(times: 2, days: 5), created: d("2026-01-01")).validated()
        }
    }

    /// Twice in 5 days from Friday Dec 26 2025, done Dec 26, 29, 31 and Jan 3; today is Tuesday Jan 6 2026.
    let today = d("2026-01-06")
    func stretch(_ extra: MarkBook = [:]) -> HabitTrack {
        track(.rolling(times: 2, days: 5), created: "2025-12-26", merged(marks(.done, ["2025-12-26", "2025-12-29", "2025-12-31", "2026-01-03"]), extra))
    }

    @Test func eachDayIsJudgedByTheWindowEndingOnIt() {
        let t = stretch()
        func outcome(_ day: String) -> Outcome { t.outcome(on: d(day), today: today) }
        // The first days ask for the count prorated to the days that existed, and only count once met.
        #expect(outcome("2025-12-26") == .met)        // 1 day: asks ceil(2 × 1 / 5) = 1, holds 1
        #expect(outcome("2025-12-27") == .met)        // 2 days: asks 1
        #expect(outcome("2025-12-28") == .notScheduled, "3 days ask 2 and hold 1, but the window reaches before the habit")
        #expect(outcome("2025-12-29") == .met)
        // Full windows across the year's end.
        for day in ["2025-12-30", "2025-12-31", "2026-01-01", "2026-01-02", "2026-01-03", "2026-01-04"] { #expect(outcome(day) == .met, "\(day)") }
        #expect(outcome("2026-01-05") == .unmet, "Jan 1–5 hold only Jan 3")
        #expect(outcome("2026-01-06") == .open)
        #expect(outcome("2026-01-07") == .notScheduled, "after today")
        #expect(outcome("2025-12-25") == .notScheduled, "before the habit")
        #expect(!t.isDue(on: today), "no single day is due")
    }

    @Test func streaksRatesAndProgressFollowTheWindows() throws {
        let t = stretch()
        #expect(t.streak(today: today, calendar: mondayWeeks) == Streak(current: 0, best: 9, unit: .days))
        #expect(t.completion(.all, today: today, calendar: mondayWeeks) == Rate(met: 9, due: 10))
        #expect(t.completion(.range(from: d("2026-01-01"), through: d("2026-01-31")), today: today, calendar: mondayWeeks) == Rate(met: 4, due: 5))
        let p = try #require(t.progress(in: today, today: today, calendar: mondayWeeks))
        #expect(p.kind == .window)
        #expect(p.period == Period(start: d("2026-01-02"), end: today))
        #expect((p.done, p.target, p.isMet) == (1, 2, false))
        // Done today: the window is met again and a new run begins.
        let done = stretch(marks(.done, ["2026-01-06"]))
        #expect(done.streak(today: today, calendar: mondayWeeks) == Streak(current: 1, best: 9, unit: .days))
        #expect(done.progress(in: today, today: today, calendar: mondayWeeks)?.isMet == true)
        #expect(done.strength(today: today, calendar: mondayWeeks) > t.strength(today: today, calendar: mondayWeeks))
    }

    @Test func skippedAndPausedDaysAreExcusedAndShrinkTheCount() throws {
        // Jan 5 skipped: excused, so the run of nine goes on through it.
        let skipped = stretch(marks(.skipped, ["2026-01-05"]))
        #expect(skipped.outcome(on: d("2026-01-05"), today: today) == .excused)
        #expect(skipped.streak(today: today, calendar: mondayWeeks) == Streak(current: 9, best: 9, unit: .days))
        // Three of today's five days skipped leave two, which ask ceil(2 × 2 / 5) = 1: Jan 3 alone meets the window.
        let away = stretch(marks(.skipped, ["2026-01-02", "2026-01-04", "2026-01-05"]))
        let p = try #require(away.progress(in: today, today: today, calendar: mondayWeeks))
        #expect((p.done, p.target, p.isMet) == (1, 1, true))
        let paused = HabitTrack(habit: stretch().habit, marks: stretch().marks, paused: [Period(start: d("2026-01-01"), end: d("2026-01-06"))])
        #expect(paused.outcome(on: d("2026-01-05"), today: today) == .met, "Jan 3 alone: only it could count")
        #expect(paused.outcome(on: today, today: today) == .met)
    }

    @Test func aRollingHabitNeitherMakesNorBreaksAGoodDay() {
        let stretch = Habit(name: "Stretch", schedule: .rolling(times: 2, days: 5), created: d("2025-12-26"))
        let journal = Journal().applying([.createHabit(stretch)])
        #expect(journal.verdict(on: d("2026-01-05"), today: today) == .noGoal)
        let report = journal.todayReport(today: today, calendar: mondayWeeks)
        #expect(report.items.first?.state == .open)
        #expect(report.items.first?.progress?.kind == .window)
        // Inside the window a day is done or not; only the window can be missed.
        let cells = journal.history(from: d("2026-01-04"), through: today, today: today, calendar: mondayWeeks).habits[0].cells
        #expect(cells == [.notDue, .notDue, .open])
    }

    @Test func aChangeToRollingKeepsTheDaysBeforeAsTheyWere() {
        // Daily through Dec 31, then twice in 5 days from Jan 1: December keeps its daily judgement.
        var habit = Habit(name: "Stretch", schedule: .daily, created: d("2025-12-26"))
        let journal = Journal().applying([.createHabit(habit)] + ["2025-12-26", "2025-12-27", "2025-12-30", "2026-01-02"].map {
            .setMark(habit: habit.id, day: d($0), mark: Mark(.done))
        })
        habit.schedule = .rolling(times: 2, days: 5)
        let after = journal.applying(journal.dated([.updateHabit(habit)], today: d("2026-01-01")))
        let t = after.track(after.habit(id: habit.id)!)
        #expect(t.outcome(on: d("2025-12-28"), today: today) == .unmet, "a daily day missed")
        #expect(t.outcome(on: d("2026-01-01"), today: today) == .unmet, "Dec 28–Jan 1 hold only Dec 30")
        #expect(t.outcome(on: d("2026-01-02"), today: today) == .met, "Dec 29–Jan 2 hold Dec 30 and Jan 2")
        #expect(t.outcome(on: d("2026-01-05"), today: today) == .unmet, "Jan 1–5 hold Jan 2 only")
    }
}
