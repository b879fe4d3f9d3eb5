import Testing
@testable import HabitDomain
import TestSupport

@Suite struct StrengthTests {
    @Test func aDailyHabitDoneEveryDayApproachesOne() {
        let days = (0..<60).map { d("2026-01-01").adding(days: $0).iso }
        let t = track(.daily, created: "2026-01-01", marks(.done, days))
        let s = t.strength(today: d("2026-03-01"), calendar: mondayWeeks)
        #expect(s > 0.9 && s < 1)
        // Thirteen done days take it halfway: the half-life of a daily habit.
        let half = track(.daily, created: "2026-01-01", marks(.done, Array(days.prefix(13))))
        #expect(abs(half.strength(today: d("2026-01-13"), calendar: mondayWeeks) - 0.5) < 0.01)
    }

    @Test func missesDecayItAndSkipsFreezeIt() {
        let done = (0..<30).map { d("2026-01-01").adding(days: $0).iso }
        let base = track(.daily, created: "2026-01-01", marks(.done, done))
        let peak = base.strength(today: d("2026-01-30"), calendar: mondayWeeks)
        let afterMisses = base.strength(today: d("2026-02-09"), calendar: mondayWeeks)  // 9 missed days since
        #expect(afterMisses < peak)
        let skipped = (30..<39).map { d("2026-01-01").adding(days: $0).iso }
        let frozen = track(.daily, created: "2026-01-01", merged(marks(.done, done), marks(.skipped, skipped)))
        #expect(abs(frozen.strength(today: d("2026-02-09"), calendar: mondayWeeks) - peak) < 1e-9)
    }

    @Test func rarerHabitsMoveMoreSlowly() {
        // One done each: a weekly habit's single success moves the score less than a daily habit's.
        let daily = track(.daily, created: "2026-02-02", marks(.done, ["2026-02-02"]))
        let weekly = track(.weekly(times: 1), created: "2026-02-02", marks(.done, ["2026-02-02"]))
        #expect(weekly.strength(today: d("2026-02-02"), calendar: mondayWeeks) < daily.strength(today: d("2026-02-02"), calendar: mondayWeeks))
    }

    @Test func nothingYetIsZero() {
        #expect(track(.daily, created: "2026-02-02").strength(today: d("2026-02-02"), calendar: mondayWeeks) == 0)
        #expect(track(.daily, created: "2026-03-02").strength(today: d("2026-02-02"), calendar: mondayWeeks) == 0)
    }
}
