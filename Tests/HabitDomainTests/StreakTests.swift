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

/// A change of the schedule's unit (daily to weekly and back) starts the current run again but never loses the best.
@Suite struct BestStreakKeptTests {
    /// "Read", daily from Mon 2026-01-05: done Jan 5–14 (a 10-day run), missed the 15th, done the 16th and 17th.
    func read(alsoDone more: [String] = []) -> Journal {
        let read = Habit(name: "Read", schedule: .daily, created: d("2026-01-05"))
        var days = (0..<10).map { d("2026-01-05").adding(days: $0) } + [d("2026-01-16"), d("2026-01-17")]
        days += more.map(d)
        return Journal().applying([.createHabit(read)] + days.map { .setMark(habit: read.id, day: $0, mark: Mark(.done)) })
    }

    func changed(_ journal: Journal, to schedule: Schedule, on day: String) -> Journal {
        var habit = journal.habit(named: "Read")!
        habit.schedule = schedule
        return journal.applying(journal.dated([.updateHabit(habit)], today: d(day)))
    }

    func streak(_ journal: Journal, on day: String) -> Streak {
        journal.track(journal.habit(named: "Read")!).streak(today: d(day), calendar: mondayWeeks)
    }

    @Test func aTenDayBestSurvivesWeeklyAndDailyAgain() {
        #expect(streak(read(), on: "2026-01-18") == Streak(current: 2, best: 10, unit: .days))
        // Made 3× a week on Monday Jan 19: the count starts again in weeks, and the best stays 10 days.
        #expect(streak(changed(read(), to: .weekly(times: 3), on: "2026-01-19"), on: "2026-01-19")
                == Streak(current: 0, best: 10, unit: .weeks, bestUnit: .days))
        var journal = changed(read(alsoDone: ["2026-01-19", "2026-01-21", "2026-01-23"]), to: .weekly(times: 3), on: "2026-01-19")
        // One week met (7 days) is a shorter run than the 10 days: the best is still the days'.
        #expect(streak(journal, on: "2026-01-25") == Streak(current: 1, best: 10, unit: .weeks, bestUnit: .days))
        // Daily again from Monday Jan 26, done the 26th and 27th: a new run of days, the 10 days still the best.
        journal = changed(journal, to: .daily, on: "2026-01-26")
        journal = journal.applying([.setMark(habit: journal.habit(named: "Read")!.id, day: d("2026-01-26"), mark: Mark(.done)),
                                    .setMark(habit: journal.habit(named: "Read")!.id, day: d("2026-01-27"), mark: Mark(.done))])
        #expect(streak(journal, on: "2026-01-28") == Streak(current: 2, best: 10, unit: .days))
    }

    @Test func aLongerRunInTheNewUnitBecomesTheBest() {
        // Weekly from Jan 19: both weeks Jan 19–25 and Jan 26–Feb 1 met — 14 days, longer than the 10.
        let journal = changed(read(alsoDone: ["2026-01-19", "2026-01-21", "2026-01-23", "2026-01-26", "2026-01-27", "2026-01-30"]),
                              to: .weekly(times: 3), on: "2026-01-19")
        #expect(streak(journal, on: "2026-02-01") == Streak(current: 2, best: 2, unit: .weeks))
        // Back to daily on Feb 2 (done that day): the best is the 2 weeks, said in weeks.
        var daily = changed(journal, to: .daily, on: "2026-02-02")
        daily = daily.applying([.setMark(habit: daily.habit(named: "Read")!.id, day: d("2026-02-02"), mark: Mark(.done))])
        #expect(streak(daily, on: "2026-02-02") == Streak(current: 1, best: 2, unit: .days, bestUnit: .weeks))
        // A run of days longer than 14 takes it back: done Feb 2–16 is 15 days.
        let id = daily.habit(named: "Read")!.id
        daily = daily.applying((1...14).map { .setMark(habit: id, day: d("2026-02-02").adding(days: $0), mark: Mark(.done)) })
        #expect(streak(daily, on: "2026-02-16") == Streak(current: 15, best: 15, unit: .days))
    }

    @Test func aChangeWithinOneUnitKeepsCountingAsBefore() {
        // Daily to Mon/Wed/Fri is still days: the run goes on and the best is counted in days, as it always was.
        // Done Jan 16–18, then Mon 19 and Wed 21: a run of 5 (Tuesday isn't due).
        let journal = changed(read(alsoDone: ["2026-01-18", "2026-01-19", "2026-01-21"]), to: .weekdays([.monday, .wednesday, .friday]),
                              on: "2026-01-19")
        #expect(streak(journal, on: "2026-01-22") == Streak(current: 5, best: 10, unit: .days))
    }
}
