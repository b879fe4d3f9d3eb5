import Testing
@testable import HabitDomain
import TestSupport

@Suite struct StreakTests {
    @Test func aSkipInsideADailyStreakNeitherAddsNorBreaks() {
        // Mon–Sat done except Wed skipped; today (Sun) still open.
        let t = track(.daily, created: "2026-02-02", merged(
            marks(.done, ["2026-02-02", "2026-02-03", "2026-02-05", "2026-02-06", "2026-02-07"]),
            marks(.skipped, ["2026-02-04"])))
        let s = t.streak(today: d("2026-02-08"), calendar: mondayWeeks)
        #expect(s == Streak(current: 5, best: 5, unit: .days))
    }

    @Test func aMissedDayBreaksTheStreakAndBestIsKept() {
        let t = track(.daily, created: "2026-02-01", marks(.done, ["2026-02-01", "2026-02-02", "2026-02-03", "2026-02-05", "2026-02-06"]))
        let s = t.streak(today: d("2026-02-07"), calendar: mondayWeeks)
        #expect(s.current == 2)
        #expect(s.best == 3)
    }

    @Test func todayDoneAddsToTheStreak() {
        let t = track(.daily, created: "2026-02-01", marks(.done, ["2026-02-01", "2026-02-02"]))
        #expect(t.streak(today: d("2026-02-02"), calendar: mondayWeeks).current == 2)
    }

    @Test func anIntervalHabitCountsOnlyItsDueDays() {
        // Every 3 days from Feb 1: due 1, 4, 7, 10. Done on 1, 4 and 10, but 7 missed.
        let t = track(.interval(days: 3), created: "2026-02-01", marks(.done, ["2026-02-01", "2026-02-04", "2026-02-10"]))
        let s = t.streak(today: d("2026-02-12"), calendar: mondayWeeks)
        #expect(s == Streak(current: 1, best: 2, unit: .days))
        // A done on an off day doesn't count toward the streak.
        let offDay = track(.interval(days: 3), created: "2026-02-01", marks(.done, ["2026-02-01", "2026-02-02", "2026-02-03"]))
        #expect(offDay.streak(today: d("2026-02-03"), calendar: mondayWeeks).current == 1)
    }

    @Test func weekdayHabitsIgnoreOffDays() {
        // Mon/Wed/Fri habit, done every due day for two weeks; weekends don't break it.
        let t = track(.weekdays([.monday, .wednesday, .friday]), created: "2026-02-02",
                      marks(.done, ["2026-02-02", "2026-02-04", "2026-02-06", "2026-02-09", "2026-02-11", "2026-02-13"]))
        #expect(t.streak(today: d("2026-02-15"), calendar: mondayWeeks).current == 6)
    }

    @Test func anAvoidHabitCountsDaysSinceTheLastSlip() {
        let t = track(.daily, created: "2026-02-01", polarity: .avoid, marks(.slipped, ["2026-02-03", "2026-02-10"]))
        // Clean Feb 4–9 (6 days) was the best run; since the slip on the 10th: 11, 12, 13 (today, clean so far).
        let s = t.streak(today: d("2026-02-13"), calendar: mondayWeeks)
        #expect(s == Streak(current: 3, best: 6, unit: .days))
        // Slipped today: the count is back to zero.
        #expect(t.streak(today: d("2026-02-10"), calendar: mondayWeeks).current == 0)
    }

    @Test func weeklyStreaksCountWeeksMet() {
        // 2× a week from Mon Feb 2. Week 1 met, week 2 met, week 3 one short, week 4 met, week 5 running with one.
        let t = track(.weekly(times: 2), created: "2026-02-02", marks(.done, [
            "2026-02-03", "2026-02-05", "2026-02-09", "2026-02-14", "2026-02-18",
            "2026-02-23", "2026-02-25", "2026-03-02"]))
        let s = t.streak(today: d("2026-03-04"), calendar: mondayWeeks)
        #expect(s == Streak(current: 1, best: 2, unit: .weeks))
        // Once the running week is met it counts.
        let more = track(.weekly(times: 2), created: "2026-02-02", marks(.done, ["2026-02-23", "2026-02-25", "2026-03-02", "2026-03-03"]))
        #expect(more.streak(today: d("2026-03-04"), calendar: mondayWeeks).current == 2)
    }

    @Test func monthlyStreaksCountMonths() {
        let t = track(.monthly(times: 2), created: "2028-01-01", marks(.done, [
            "2028-01-05", "2028-01-20", "2028-02-10", "2028-02-29", "2028-03-01"]))
        #expect(t.streak(today: d("2028-03-15"), calendar: mondayWeeks) == Streak(current: 2, best: 2, unit: .months))
    }
}
