import Testing
@testable import HabitDomain
import TestSupport

@Suite struct DayTests {
    @Test func parsesAndPrintsISODates() {
        #expect(d("2026-02-02").iso == "2026-02-02")
        #expect(Day(iso: "1970-01-01")?.ordinal == 0)
        #expect(Day(iso: "2026-2-2") == nil)
        #expect(Day(iso: "2026-13-01") == nil)
        #expect(Day(iso: "2026-04-31") == nil)
        #expect(Day(iso: "abcd-ef-gh") == nil)
        #expect(Day(iso: "") == nil)
    }

    @Test func knowsLeapYears() {
        #expect(Day(iso: "2028-02-29") != nil)
        #expect(Day(iso: "2026-02-29") == nil)
        #expect(Day(iso: "2000-02-29") != nil)
        #expect(Day(iso: "2100-02-29") == nil)
        #expect(d("2028-02-10").endOfMonth == d("2028-02-29"))
        #expect(d("2028-02-28").adding(days: 1) == d("2028-02-29"))
        #expect(d("2027-02-28").adding(days: 1) == d("2027-03-01"))
    }

    @Test func roundTripsEveryDayOfFourHundredYears() {
        for ordinal in stride(from: -200_000, to: 200_000, by: 1) {
            let day = Day(ordinal: ordinal)
            #expect(Day(iso: day.iso) == day)
        }
    }

    @Test func knowsWeekdays() {
        #expect(d("2026-02-02").weekday == .monday)
        #expect(d("1970-01-01").weekday == .thursday)
        #expect(d("1969-12-28").weekday == .sunday)
        #expect(d("2026-11-21").weekday == .saturday)
    }

    @Test func weeksStartOnMondayOrSunday() {
        let thursday = d("2026-02-05")
        #expect(mondayWeeks.week(containing: thursday) == Period(start: d("2026-02-02"), end: d("2026-02-08")))
        #expect(sundayWeeks.week(containing: thursday) == Period(start: d("2026-02-01"), end: d("2026-02-07")))
        // A Sunday ends a Monday week but starts a Sunday week.
        let sunday = d("2026-02-08")
        #expect(mondayWeeks.week(containing: sunday).start == d("2026-02-02"))
        #expect(sundayWeeks.week(containing: sunday).start == d("2026-02-08"))
        #expect(sundayWeeks.orderedWeekdays.first == .sunday)
    }

    @Test func monthsAreCalendarMonths() {
        #expect(mondayWeeks.month(containing: d("2028-02-15")) == Period(start: d("2028-02-01"), end: d("2028-02-29")))
        #expect(mondayWeeks.month(containing: d("2026-12-31")).length == 31)
    }

    @Test func parsesTimesOfDay() {
        #expect(TimeOfDay("07:30")?.description == "07:30")
        #expect(TimeOfDay("7:05")?.description == "07:05")
        #expect(TimeOfDay("24:00") == nil)
        #expect(TimeOfDay("12:60") == nil)
        #expect(TimeOfDay("7") == nil)
        #expect(TimeOfDay("-1:30") == nil)
    }

    @Test func monthsBackCrossYears() {
        #expect(d("2026-03-11").startOfMonth(back: 0) == d("2026-03-01"))
        #expect(d("2026-03-11").startOfMonth(back: 3) == d("2025-12-01"))
        #expect(d("2026-03-31").startOfMonth(back: 14) == d("2025-01-01"))
        #expect(d("2026-11-18").startOfMonth(back: -1) == d("2026-12-01"))
        #expect(d("2026-12-31").startOfMonth(back: -1) == d("2027-01-01"))
    }
}
