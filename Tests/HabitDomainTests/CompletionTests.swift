import Testing
@testable import HabitDomain
import TestSupport

@Suite struct CompletionTests {
    @Test func aHabitCreatedMidWindowCountsOnlyFromItsCreatedDay() {
        // 30-day window ending Feb 28; the habit exists from Feb 20 (9 days incl. today).
        // Done 6 of the 8 past days; today open and undone so it is left out.
        let t = track(.daily, created: "2026-02-20", marks(.done, ["2026-02-20", "2026-02-21", "2026-02-22", "2026-02-24", "2026-02-25", "2026-02-27"]))
        #expect(t.completion(.month, today: d("2026-02-28"), calendar: mondayWeeks) == Rate(met: 6, due: 8))
    }

    @Test func todayCountsOnceDone() {
        let t = track(.daily, created: "2026-02-27", marks(.done, ["2026-02-28"]))
        #expect(t.completion(.week, today: d("2026-02-28"), calendar: mondayWeeks) == Rate(met: 1, due: 2))
    }

    @Test func skippedDaysAreLeftOut() {
        let t = track(.daily, created: "2026-02-01", merged(marks(.done, ["2026-02-01", "2026-02-02"]), marks(.skipped, ["2026-02-03", "2026-02-04"])))
        #expect(t.completion(.all, today: d("2026-02-05"), calendar: mondayWeeks) == Rate(met: 2, due: 2))
    }

    @Test func avoidHabitsCountCleanDays() {
        // Feb 1–9, slip on Feb 3; today (9th) clean so far is not settled, so left out: 7 of 8.
        let t = track(.daily, created: "2026-02-01", polarity: .avoid, marks(.slipped, ["2026-02-03"]))
        #expect(t.completion(.all, today: d("2026-02-09"), calendar: mondayWeeks) == Rate(met: 7, due: 8))
        // A slip today is settled and counts.
        let slippedToday = track(.daily, created: "2026-02-01", polarity: .avoid, marks(.slipped, ["2026-02-09"]))
        #expect(slippedToday.completion(.all, today: d("2026-02-09"), calendar: mondayWeeks) == Rate(met: 8, due: 9))
    }

    @Test func weeklyHabitsCountFinishedWeeksAndTheRunningOneOnlyOnceMet() {
        // 2× a week from Mon Feb 2. Week 1: 3 done (capped at 2). Week 2: 1 done. Week 3 (running): 1 done —
        // not settled, so it neither helps nor hurts.
        let t = track(.weekly(times: 2), created: "2026-02-02", marks(.done, [
            "2026-02-02", "2026-02-03", "2026-02-04", "2026-02-10", "2026-02-16"]))
        #expect(t.completion(.all, today: d("2026-02-18"), calendar: mondayWeeks) == Rate(met: 3, due: 4))
        // Over the last 7 days, only the week ending Feb 15 finished inside the window.
        #expect(t.completion(.week, today: d("2026-02-18"), calendar: mondayWeeks) == Rate(met: 1, due: 2))
        // A week with 1 of 3 done so far is not 100% of anything; once its target is met, it counts in full.
        let running = track(.weekly(times: 3), created: "2026-02-16", marks(.done, ["2026-02-16"]))
        #expect(running.completion(.week, today: d("2026-02-18"), calendar: mondayWeeks) == Rate())
        let met = track(.weekly(times: 3), created: "2026-02-16", marks(.done, ["2026-02-16", "2026-02-17", "2026-02-18"]))
        #expect(met.completion(.week, today: d("2026-02-18"), calendar: mondayWeeks) == Rate(met: 3, due: 3))
    }

    @Test func nothingDueMeansNoRate() {
        let t = track(.daily, created: "2026-03-01")
        #expect(t.completion(.all, today: d("2026-02-01"), calendar: mondayWeeks).fraction == nil)
        #expect(Rate(met: 142, due: 210).percent == 68)
    }
}
