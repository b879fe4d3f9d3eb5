import Testing
@testable import HabitDomain
import TestSupport

@Suite struct PeriodTests {
    @Test func aWeeklyHabitCreatedOnAThursdayHasAProratedFirstWeek() throws {
        // 3× a week, created Thu Feb 5 2026: 4 of 7 days left, so the first week asks for ceil(3 × 4 / 7) = 2.
        let t = track(.weekly(times: 3), created: "2026-02-05", marks(.done, ["2026-02-05"]))
        let first = try #require(t.progress(in: d("2026-02-05"), today: d("2026-02-05"), calendar: mondayWeeks))
        #expect(first.target == 2)
        #expect(first.done == 1)
        #expect(first.daysLeft == 4)
        #expect(first.remaining == 1)
        #expect(first.slack == 3)
        // The next full week asks for all 3.
        let second = try #require(t.progress(in: d("2026-02-10"), today: d("2026-02-10"), calendar: mondayWeeks))
        #expect(second.target == 3)
        #expect(second.period == Period(start: d("2026-02-09"), end: d("2026-02-15")))
        #expect(second.daysLeft == 6)
    }

    @Test func twoOfThreeThisWeekWithFourDaysLeft() throws {
        let t = track(.weekly(times: 3), created: "2026-01-01", marks(.done, ["2026-02-02", "2026-02-03"]))
        let p = try #require(t.progress(in: d("2026-02-05"), today: d("2026-02-05"), calendar: mondayWeeks))
        #expect((p.done, p.target, p.daysLeft, p.isMet) == (2, 3, 4, false))
    }

    @Test func aSundayWeekStartMovesSundayIntoTheNextWeek() throws {
        // Done Sat Feb 7 and Sun Feb 8. Monday weeks: both in the week of Feb 2. Sunday weeks: split.
        let t = track(.weekly(times: 2), created: "2026-01-01", marks(.done, ["2026-02-07", "2026-02-08"]))
        let monday = try #require(t.progress(in: d("2026-02-07"), today: d("2026-02-09"), calendar: mondayWeeks))
        #expect(monday.done == 2)
        #expect(monday.isMet)
        let sunday = try #require(t.progress(in: d("2026-02-07"), today: d("2026-02-09"), calendar: sundayWeeks))
        #expect(sunday.period == Period(start: d("2026-02-01"), end: d("2026-02-07")))
        #expect(sunday.done == 1)
        #expect(!sunday.isMet)
        #expect(sunday.daysLeft == 0)
    }

    @Test func februaryInALeapYearHasTwentyNineDays() throws {
        let t = track(.monthly(times: 4), created: "2027-01-01", marks(.done, ["2028-02-29"]))
        let leap = try #require(t.progress(in: d("2028-02-27"), today: d("2028-02-27"), calendar: mondayWeeks))
        #expect(leap.period.length == 29)
        #expect(leap.daysLeft == 3)
        let common = try #require(t.progress(in: d("2027-02-27"), today: d("2027-02-27"), calendar: mondayWeeks))
        #expect(common.period.length == 28)
        #expect(common.daysLeft == 2)
        // The 29th counts in February.
        let end = try #require(t.progress(in: d("2028-02-01"), today: d("2028-03-01"), calendar: mondayWeeks))
        #expect(end.done == 1)
    }

    @Test func skippedDaysShrinkThePeriodTarget() throws {
        // 3× a week; away Mon–Thu (4 skips) leaves 3 days, so the week asks for ceil(3 × 3 / 7) = 2.
        let t = track(.weekly(times: 3), created: "2026-01-01", marks(.skipped, ["2026-02-02", "2026-02-03", "2026-02-04", "2026-02-05"]))
        let p = try #require(t.progress(in: d("2026-02-02"), today: d("2026-02-05"), calendar: mondayWeeks))
        #expect(p.target == 2)
    }

    @Test func dayBasedHabitsHaveNoPeriodProgress() {
        #expect(track(.daily, created: "2026-01-01").progress(in: d("2026-02-02"), today: d("2026-02-02"), calendar: mondayWeeks) == nil)
    }
}
