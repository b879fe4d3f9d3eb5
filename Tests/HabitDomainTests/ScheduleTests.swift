import Testing
@testable import HabitDomain
import TestSupport

@Suite struct ScheduleTests {
    @Test func saysItselfInWords() {
        #expect(Schedule.daily.words == "every day")
        #expect(Schedule.interval(days: 2).words == "every other day")
        #expect(Schedule.interval(days: 10).words == "every 10 days")
        #expect(Schedule.weekdays([.monday, .wednesday, .friday]).words == "Mon, Wed, Fri")
        #expect(Schedule.weekdays(.workdays).words == "weekdays")
        #expect(Schedule.weekdays(.weekend).words == "weekends")
        #expect(Schedule.weekdays([.sunday]).words == "every Sunday")
        #expect(Schedule.weekly(times: 1).words == "once a week")
        #expect(Schedule.weekly(times: 2).words == "twice a week")
        #expect(Schedule.weekly(times: 3).words == "3× a week")
        #expect(Schedule.monthly(times: 4).words == "4× a month")
    }

    @Test func refusesOutOfRangeNumbersWithASentence() {
        #expect(throws: DomainError.weeklyTimesOutOfRange(8)) { try Schedule.weekly(times: 8).validate() }
        #expect(throws: DomainError.weeklyTimesOutOfRange(0)) { try Schedule.weekly(times: 0).validate() }
        #expect(throws: DomainError.monthlyTimesOutOfRange(32)) { try Schedule.monthly(times: 32).validate() }
        #expect(throws: DomainError.intervalOutOfRange(1)) { try Schedule.interval(days: 1).validate() }
        #expect(throws: DomainError.intervalOutOfRange(366)) { try Schedule.interval(days: 366).validate() }
        #expect(throws: DomainError.noWeekdays) { try Schedule.weekdays([]).validate() }
        #expect(DomainError.weeklyTimesOutOfRange(8).description == "A weekly target is 1 to 7 times a week, not 8.")
    }

    @Test func intervalCountsFromTheCreatedDay() {
        let t = track(.interval(days: 3), created: "2026-02-04")
        let due = (0..<10).map { d("2026-02-02").adding(days: $0) }.filter(t.isDue).map(\.iso)
        #expect(due == ["2026-02-04", "2026-02-07", "2026-02-10"])
    }

    @Test func weekdaysAreDueOnTheirDaysOnly() {
        let t = track(.weekdays([.monday, .wednesday, .friday]), created: "2026-02-01")
        let due = (0..<7).map { d("2026-02-02").adding(days: $0) }.filter(t.isDue).map(\.weekday)
        #expect(due == [.monday, .wednesday, .friday])
    }

    @Test func nothingIsDueBeforeItExisted() {
        #expect(!track(.daily, created: "2026-02-05").isDue(on: d("2026-02-04")))
        #expect(track(.daily, created: "2026-02-05").isDue(on: d("2026-02-05")))
    }
}
