import Testing
import HabitDomain

/// When a part of the day falls for a person: what they have said about their day moves it.
@Suite struct DayPartTests {
    private func t(_ h: Int, _ m: Int = 0) -> TimeOfDay { TimeOfDay(hour: h, minute: m)! }

    @Test func usualTimesWhenNothingIsKnown() {
        let p = Profile()
        #expect(p.time(of: .morning) == t(7, 30))
        #expect(p.time(of: .beforeWork) == t(7, 30))
        #expect(p.time(of: .lunch) == t(12, 30))
        #expect(p.time(of: .afterWork) == t(17, 30))
        #expect(p.time(of: .evening) == t(19))
        #expect(p.time(of: .night) == t(21, 30))
    }

    @Test func aNightOwlsDayStartsAndEndsLater() {
        let owl = Profile(chronotype: .late), lark = Profile(chronotype: .early)
        #expect(owl.time(of: .morning) == t(9))
        #expect(owl.time(of: .evening) == t(20, 30))
        #expect(owl.time(of: .night) == t(23))
        #expect(lark.time(of: .morning) == t(6, 30))
        #expect(lark.time(of: .night) == t(21))
        // What was said outranks the type: an owl who gets up at 6 is reminded at 6:30.
        #expect(Profile(wake: t(6), chronotype: .late).time(of: .morning) == t(6, 30))
    }

    @Test func workHoursMoveTheDaysEdges() {
        let nineToFive = Profile(workStart: t(9), workEnd: t(17), workDays: .workdays)
        #expect(nineToFive.time(of: .beforeWork) == t(8, 15))
        #expect(nineToFive.time(of: .afterWork) == t(17, 30))
        #expect(nineToFive.time(of: .evening) == t(19))
        let late = Profile(workStart: t(11), workEnd: t(19, 30), workDays: .workdays)
        #expect(late.time(of: .evening) == t(20, 30))
        #expect(late.time(of: .afterWork) == t(20))
        // An early start pulls the morning before it, but never before waking.
        let early = Profile(wake: t(6, 45), workStart: t(7), workEnd: t(15), workDays: .workdays)
        #expect(early.time(of: .morning) == t(6, 45))
        #expect(Profile(workStart: t(7, 30), workEnd: t(16), workDays: .workdays).time(of: .morning) == t(7))
    }

    @Test func bedtimeAcrossMidnight() {
        #expect(Profile(bed: t(0, 15)).time(of: .night) == t(23, 45))
        #expect(Profile(wake: t(5, 45)).time(of: .morning) == t(6, 15))
    }
}
