import Foundation
import Testing
@testable import HabitDomain
import TestSupport

/// Measurable habits (SPEC §3 Amounts): exact amounts, units, targets per day, per period and limits, logs that add
/// up, and the rules that judge them — with fixed dates.
@Suite struct AmountTests {
    let glasses = try! AmountUnit("glasses")
    let km = try! AmountUnit("km")

    // MARK: Amounts and units are typed and checked

    @Test func amountsAreExactHundredths() throws {
        #expect(try Amount(parsing: "2.5").hundredths == 250)
        #expect(try Amount(parsing: "0.25").hundredths == 25)
        #expect(try Amount(parsing: " 8 ").hundredths == 800)
        #expect(try Amount(parsing: "10,000").hundredths == 1_000_000)
        #expect(try Amount(parsing: "2.50").hundredths == 250)
        #expect(try Amount(parsing: "2.500").hundredths == 250, "trailing zeros are no extra precision")
        #expect(try Amount(parsing: ".5").hundredths == 50)
        // A sum of tenths stays exact where Doubles drift (0.1 + 0.2 != 0.3).
        let sum = (0..<3).reduce(Amount.zero) { total, _ in total + (try! Amount(parsing: "0.1")) }
        #expect(sum == (try Amount(parsing: "0.3")))
        #expect(try Amount(exactly: 0.29).hundredths == 29)
        #expect(try Amount(exactly: 2.5).hundredths == 250)
        #expect(Amount(hundredths: 205).description == "2.05")
        #expect(Amount(hundredths: 250).description == "2.5")
        #expect(Amount(hundredths: 1_000_000).description == "10000")
        #expect(Amount(hundredths: 1_000_050).words == "10,000.5")
        #expect(Amount(8).words == "8")
    }

    @Test func badAmountsAreRefusedWithASentence() {
        #expect(throws: DomainError.amountNotPositive("0")) { try Amount(parsing: "0") }
        #expect(throws: DomainError.amountNotPositive("-3")) { try Amount(parsing: "-3") }
        #expect(throws: DomainError.amountTooPrecise("2.555")) { try Amount(parsing: "2.555") }
        #expect(throws: DomainError.amountTooPrecise("0.291")) { try Amount(exactly: 0.291) }
        #expect(throws: DomainError.invalidAmount("lots")) { try Amount(parsing: "lots") }
        #expect(throws: DomainError.invalidAmount("1,00")) { try Amount(parsing: "1,00") }
        #expect(throws: DomainError.invalidAmount("5.")) { try Amount(parsing: "5.") }
        #expect(throws: DomainError.amountTooLarge("1000000", ceiling: Amount.ceiling, unit: nil)) { try Amount(parsing: "1000000") }
        #expect(throws: DomainError.amountTooLarge("99999999999999999999", ceiling: Amount.ceiling, unit: nil)) {
            try Amount(parsing: "99999999999999999999")
        }
        #expect(DomainError.amountNotPositive("-3").description == "An amount has to be more than zero, not -3.")
        #expect(DomainError.amountTooLarge("1000000", ceiling: Amount.ceiling, unit: "steps").description
                == "1000000 steps is more than Habitat counts there; the most is 100,000 steps.")
    }

    @Test func unitsAreOneWordOfLetters() throws {
        #expect(try AmountUnit(" glasses ").word == "glasses")
        #expect(try AmountUnit("KM").isSame(as: km))
        #expect(!(try AmountUnit("miles").isSame(as: km)))
        #expect(throws: DomainError.invalidUnit("")) { try AmountUnit("  ") }
        #expect(throws: DomainError.invalidUnit("km2")) { try AmountUnit("km2") }
        #expect(throws: DomainError.invalidUnit("two words")) { try AmountUnit("two words") }
        #expect(throws: DomainError.self) { try AmountUnit(String(repeating: "a", count: 21)) }
        #expect(try AmountUnit("minutes").dayCeiling == Amount(1440))
        #expect(try AmountUnit("steps").dayCeiling == Amount.ceiling)
    }

    @Test func aTargetFitsItsHabit() throws {
        let coffees = try AmountUnit("coffees"), minutes = try AmountUnit("minutes")
        #expect(throws: DomainError.limitNeedsAvoid) { try Target.limit(Amount(2), coffees).validate(schedule: .daily, polarity: .build) }
        #expect(throws: DomainError.avoidTargetIsLimit) { try Target(Amount(2), coffees).validate(schedule: .daily, polarity: .avoid) }
        #expect(throws: DomainError.periodTargetNeedsPeriod) {
            try Target(Amount(10), km, kind: .period).validate(schedule: .daily, polarity: .build)
        }
        #expect(throws: DomainError.periodTargetNeedsPeriod) {
            try Target(Amount(10), km, kind: .period).validate(schedule: .rolling(times: 3, days: 10), polarity: .build)
        }
        // A day holds 1,440 minutes; a week seven times that.
        #expect(throws: DomainError.amountTooLarge("2000", ceiling: Amount(1440), unit: "minutes")) {
            try Target(Amount(2000), minutes).validate(schedule: .daily, polarity: .build)
        }
        #expect(throws: Never.self) { try Target(Amount(2000), minutes, kind: .period).validate(schedule: .weekly(times: 3), polarity: .build) }
        // The habit's own check covers its target and its history's.
        let habit = Habit(name: "Coffee", polarity: .avoid, target: Target(Amount(2), coffees), created: d("2026-02-02"))
        #expect(throws: DomainError.avoidTargetIsLimit) { try habit.validated() }
        #expect(Target(Amount(8), glasses).words(.daily) == "8 glasses a day")
        #expect(Target(Amount(10), km, kind: .period).words(.weekly(times: 2)) == "10 km a week")
        #expect(Target.limit(Amount(2), coffees).words(.daily) == "at most 2 coffees a day")
    }

    // MARK: Logs add up; the state follows the target

    func water(created: String = "2026-02-02") -> (Journal, Habit) {
        let habit = Habit(name: "Water", target: Target(Amount(8), glasses), created: d(created))
        return (Journal().applying([.createHabit(habit)]), habit)
    }

    @Test func logsOnOneDayAddUpToPartialThenDone() throws {
        var (journal, habit) = water()
        let today = d("2026-02-05")
        func log(_ n: Int) throws { journal = journal.applying([try journal.addingAmount(Amount(n), to: habit, on: today, today: today)]) }
        try log(3)
        #expect(journal.marks[habit.id]?[today] == Mark(.partial, amount: Amount(3)))
        try log(2)
        #expect(journal.marks[habit.id]?[today] == Mark(.partial, amount: Amount(5)))
        let progress = try #require(journal.track(habit).amountProgress(on: today))
        #expect(progress.words == "5 of 8 glasses")
        #expect(progress.remaining == Amount(3) && !progress.isMet)
        #expect(journal.track(habit).outcome(on: today, today: today) == .open)
        try log(3)
        #expect(journal.marks[habit.id]?[today] == Mark(.done, amount: Amount(8)))
        try log(1)
        #expect(journal.marks[habit.id]?[today] == Mark(.done, amount: Amount(9)), "over the target is done")
        #expect(journal.track(habit).outcome(on: today, today: today) == .met)
        // "actually it was 4": the total is set, not added to.
        journal = journal.applying([try journal.settingAmount(Amount(4), of: habit, on: today, today: today)])
        #expect(journal.marks[habit.id]?[today] == Mark(.partial, amount: Amount(4)))
        #expect(journal.amount(of: habit.id, on: today) == Amount(4))
        #expect(throws: DomainError.amountNotPositive("0")) { try journal.addingAmount(.zero, to: habit, on: today, today: today) }
        #expect(throws: DomainError.futureDay(d("2026-02-06"))) { try journal.addingAmount(Amount(1), to: habit, on: d("2026-02-06"), today: today) }
        // A day's total can't pass what a day of the unit holds.
        #expect(throws: DomainError.amountTooLarge("100004", ceiling: Amount.ceiling, unit: "glasses")) {
            try journal.addingAmount(Amount(100_000), to: habit, on: today, today: today)
        }
    }

    @Test func aPartlyDoneDayIsMissedOnceOverAndBreaksTheStreak() throws {
        let (journal, habit) = water(created: "2026-02-02")
        var changes: [Change] = []
        // Mon–Wed: 8, 8, 5 of 8; Thursday is today, 2 so far.
        for (day, n) in [("2026-02-02", 8), ("2026-02-03", 8), ("2026-02-04", 5), ("2026-02-05", 2)] {
            changes.append(try journal.settingAmount(Amount(n), of: habit, on: d(day), today: d("2026-02-05")))
        }
        let after = journal.applying(changes)
        let track = after.track(habit)
        let today = d("2026-02-05")
        #expect(track.outcome(on: d("2026-02-03"), today: today) == .met)
        #expect(track.outcome(on: d("2026-02-04"), today: today) == .unmet)
        #expect(track.outcome(on: today, today: today) == .open)
        #expect(track.completion(.all, today: today, calendar: mondayWeeks) == Rate(met: 2, due: 3))
        #expect(track.streak(today: today, calendar: mondayWeeks) == Streak(current: 0, best: 2, unit: .days))
        #expect(after.verdict(on: d("2026-02-04"), today: today) == .notGood)
        #expect(after.verdict(on: today, today: today) == .inProgress)
        #expect(after.total(of: habit.id, from: d("2026-02-01"), through: today) == Amount(23))
        // A plain done (no amount) on a measurable habit is done: "I drank my water".
        let plain = after.applying([.setMark(habit: habit.id, day: d("2026-02-04"), mark: try after.checkedMark(Mark(.done), for: habit, on: d("2026-02-04"), today: today))])
        #expect(plain.track(habit).outcome(on: d("2026-02-04"), today: today) == .met)
    }

    @Test func aLimitIsKeptAtOrUnderAndSlippedOver() throws {
        let coffee = Habit(name: "Coffee", polarity: .avoid, target: .limit(Amount(2), try AmountUnit("coffees")), created: d("2026-02-02"))
        var journal = Journal().applying([.createHabit(coffee)])
        let today = d("2026-02-04")
        func had(_ n: Int, on day: String) throws { journal = journal.applying([try journal.addingAmount(Amount(n), to: coffee, on: d(day), today: today)]) }
        try had(1, on: "2026-02-02")
        try had(1, on: "2026-02-02")
        #expect(journal.marks[coffee.id]?[d("2026-02-02")] == Mark(.done, amount: Amount(2)), "at the limit is a success")
        try had(3, on: "2026-02-03")
        #expect(journal.marks[coffee.id]?[d("2026-02-03")] == Mark(.slipped, amount: Amount(3)), "over it is a slip")
        try had(1, on: "2026-02-04")
        let track = journal.track(coffee)
        #expect(track.outcome(on: d("2026-02-02"), today: today) == .met)
        #expect(track.outcome(on: d("2026-02-03"), today: today) == .unmet)
        #expect(track.streak(today: today, calendar: mondayWeeks).current == 1, "days since the last slip")
        #expect(track.outcome(on: today, today: today) == .met, "at or under the limit is a success")
        #expect(track.amountProgress(on: today)?.words == "1 of at most 2 coffees")
        #expect(track.amountProgress(on: today)?.isMet == true)
        #expect(track.amountProgress(on: d("2026-02-03"))?.isMet == false)
        #expect(journal.insights(.all, today: today, calendar: mondayWeeks).clean.first?.rate == Rate(met: 2, due: 3))
    }

    @Test func aLimitOverAWeekCountsTheSevenDaysEndingOnEachDay() throws {
        // "No more than 3 drinks a week", from Sunday Feb 1; the 7 days ending on a day count, across a month's end.
        let drinks = Habit(name: "Drinks", polarity: .avoid, target: Target(Amount(3), .times, kind: .weekLimit), created: d("2026-01-26"))
        var journal = Journal().applying([.createHabit(drinks)])
        let today = d("2026-02-06")
        func had(_ n: Int, on day: String) throws { journal = journal.applying([try journal.addingAmount(Amount(n), to: drinks, on: d(day), today: today)]) }
        try had(2, on: "2026-01-30")
        #expect(journal.marks[drinks.id]?[d("2026-01-30")] == Mark(.done, amount: Amount(2)), "within the week's limit")
        try had(1, on: "2026-02-01")
        #expect(journal.marks[drinks.id]?[d("2026-02-01")] == Mark(.done, amount: Amount(1)), "3 in the 7 days: at the limit")
        try had(1, on: "2026-02-03")
        #expect(journal.marks[drinks.id]?[d("2026-02-03")] == Mark(.slipped, amount: Amount(1)), "the day that takes the 7 days past it")
        // The 2 of January 30 are out of the 7 days ending on February 6.
        try had(1, on: "2026-02-06")
        #expect(journal.marks[drinks.id]?[d("2026-02-06")] == Mark(.done, amount: Amount(1)))
        let track = journal.track(drinks)
        #expect(track.outcome(on: d("2026-02-01"), today: today) == .met)
        #expect(track.outcome(on: d("2026-02-02"), today: today) == .met, "a day with nothing had is clean")
        #expect(track.outcome(on: d("2026-02-03"), today: today) == .unmet)
        #expect(track.amountProgress(on: today)?.words == "3 of at most 3 times")
        #expect(track.amountProgress(on: d("2026-02-03"))?.isMet == false)
        #expect(track.streak(today: today, calendar: mondayWeeks).current == 3, "days since the last slip")

        // An earlier day said later is judged with the days around it when read, whatever its own mark says.
        let before = journal.applying([try journal.addingAmount(Amount(3), to: drinks, on: d("2026-01-31"), today: today)])
        #expect(before.marks[drinks.id]?[d("2026-01-31")]?.state == .slipped)
        #expect(before.track(drinks).outcome(on: d("2026-02-01"), today: today) == .unmet, "now 6 in the 7 days ending Feb 1")

        // A limit is only for a habit to avoid, and over a week or month it holds what the days can.
        #expect(throws: DomainError.limitNeedsAvoid) { try Target(Amount(3), .times, kind: .weekLimit).validate(schedule: .daily, polarity: .build) }
        #expect(Target(Amount(10), .times, kind: .monthLimit).words(.daily) == "at most 10 times a month")
        #expect(Target(Amount(3), .times, kind: .weekLimit).per == "week")
        #expect(Target.kind(per: "week", limit: true) == .weekLimit)
        #expect(Target.kind(per: "week", limit: false) == nil)
    }

    @Test func aSkipMaySayADayAheadButNothingElseCan() throws {
        let gym = Habit(name: "Gym", created: d("2026-02-01"))
        let journal = Journal().applying([.createHabit(gym)])
        let today = d("2026-02-04")
        #expect(try journal.checkedMark(Mark(.skipped, note: "wedding"), for: gym, on: d("2026-02-06"), today: today) == Mark(.skipped, note: "wedding"))
        #expect(throws: DomainError.futureDay(d("2026-02-06"))) { try journal.checkedMark(Mark(.done), for: gym, on: d("2026-02-06"), today: today) }
        #expect(throws: DomainError.futureDay(d("2027-02-06"))) { try journal.checkedMark(Mark(.skipped), for: gym, on: d("2027-02-06"), today: today) }
        // A day skipped ahead rings no reminder.
        var reminded = gym
        reminded.reminders = [Reminder(time: TimeOfDay(hour: 7, minute: 0)!)]
        let skipped = journal.applying([.updateHabit(reminded), .setMark(habit: gym.id, day: d("2026-02-06"), mark: Mark(.skipped))])
        #expect(!skipped.remindsOn(reminded, d("2026-02-06")))
        #expect(skipped.remindsOn(reminded, d("2026-02-05")))
    }

    @Test func aTargetPerPeriodIsMetWhenTheDaysAddUp() throws {
        // "Run 10 km a week", from Monday Feb 2; each day with an amount is done.
        let run = Habit(name: "Run", schedule: .weekly(times: 2), target: Target(Amount(10), km, kind: .period), created: d("2026-02-02"))
        var journal = Journal().applying([.createHabit(run)])
        let today = d("2026-02-16")
        for (day, km) in [("2026-02-03", "3"), ("2026-02-05", "4.5"), ("2026-02-07", "2.5"), ("2026-02-10", "6")] {
            journal = journal.applying([try journal.addingAmount(try Amount(parsing: km), to: run, on: d(day), today: today)])
        }
        #expect(journal.marks[run.id]?[d("2026-02-03")] == Mark(.done, amount: Amount(3)))
        let track = journal.track(run)
        let first = try #require(track.progress(in: d("2026-02-04"), today: today, calendar: mondayWeeks))
        #expect(first.amount?.words == "10 of 10 km")
        #expect(first.isMet)
        let second = try #require(track.progress(in: d("2026-02-10"), today: today, calendar: mondayWeeks))
        #expect(second.done == 1 && second.target == 2)
        #expect(second.amount?.total == Amount(6))
        #expect(!second.isMet)
        // Rates count met periods: the first week met, the second not, the running one not yet settled.
        #expect(track.completion(.all, today: today, calendar: mondayWeeks) == Rate(met: 1, due: 2))
        #expect(track.streak(today: today, calendar: mondayWeeks) == Streak(current: 0, best: 1, unit: .weeks))
        #expect(track.progress(in: today, today: today, calendar: mondayWeeks)?.amount?.words == "0 of 10 km")
        #expect(track.amountProgress(on: today) == nil, "a target per period has no amount a day")
        #expect(journal.total(of: run.id, from: d("2026-02-09"), through: d("2026-02-15")) == Amount(6), "how far this week")
        // Created on a Thursday, the first week asks for 10 × 4 ÷ 7 = 5.71… km, rounded up to a whole km as 10 is said: 6.
        var late = run
        late.created = d("2026-02-05")
        let prorated = try #require(Journal().applying([.createHabit(late)]).track(late).progress(in: d("2026-02-05"), today: d("2026-02-05"), calendar: mondayWeeks))
        #expect(prorated.amount?.goal == Amount(6))
        // A target said with a fraction keeps hundredths: 10.5 × 4 ÷ 7 = 6 exactly; 2.5 × 4 ÷ 7 = 1.43 (1.428… rounded up).
        #expect(Amount(hundredths: 1050).prorated(4, of: 7) == Amount(6))
        #expect(Amount(hundredths: 250).prorated(4, of: 7) == Amount(hundredths: 143))
    }

    @Test func marksTheirTargetCantHoldAreRefused() throws {
        let (journal, water) = water()
        let plain = Habit(name: "Read", created: d("2026-02-02"))
        let day = d("2026-02-03"), today = d("2026-02-05")
        #expect(throws: DomainError.partialNeedsAmount) { try journal.checkedMark(Mark(.partial), for: water, on: day, today: today) }
        #expect(throws: DomainError.partialNeedsTarget("Read")) {
            try journal.checkedMark(Mark(.partial, amount: Amount(1)), for: plain, on: day, today: today)
        }
        #expect(throws: DomainError.stateDisagreesWithAmount(state: .done, expected: .partial, amount: Amount(5), unit: "glasses")) {
            try journal.checkedMark(Mark(.done, amount: Amount(5)), for: water, on: day, today: today)
        }
        #expect(throws: DomainError.amountOnSkip) { try journal.checkedMark(Mark(.skipped, amount: Amount(5)), for: water, on: day, today: today) }
        // Without a target an amount says how much was done: the day is done.
        #expect(try journal.checkedMark(Mark(.done, amount: Amount(5)), for: plain, on: day, today: today) == Mark(.done, amount: Amount(5)))
        #expect(DomainError.stateDisagreesWithAmount(state: .done, expected: .partial, amount: Amount(5), unit: "glasses").description
                == "A day with 5 glasses is partial by the habit's target, not done.")
    }

    // MARK: Settings over time

    @Test func aTargetChangedTodayJudgesTodayOnAndLeavesThePastAlone() throws {
        var (journal, habit) = water(created: "2026-02-02")
        let today = d("2026-02-05")
        for day in ["2026-02-03", "2026-02-04", "2026-02-05"] {
            journal = journal.applying([try journal.settingAmount(Amount(6), of: habit, on: d(day), today: today)])
        }
        let before = journal.track(habit).completion(.all, today: today, calendar: mondayWeeks)
        #expect(before == Rate(met: 0, due: 3), "6 of 8 three days running; Feb 2 nothing")
        // "make it 6 glasses": from today on.
        var six = journal.habit(id: habit.id)!
        six.target = Target(Amount(6), glasses)
        let changes = journal.dated([.updateHabit(six)], today: today)
        #expect(changes.count == 2, "the update, and today's 6 of 6 set to done")
        let after = journal.applying(changes)
        #expect(after.marks[habit.id]?[today] == Mark(.done, amount: Amount(6)))
        #expect(after.marks[habit.id]?[d("2026-02-04")] == Mark(.partial, amount: Amount(6)), "yesterday keeps its target of 8")
        #expect(after.habit(id: habit.id)?.settings(on: d("2026-02-04")).target?.amount == Amount(8))
        let track = after.track(habit)
        #expect(track.completion(.all, today: today, calendar: mondayWeeks) == Rate(met: 1, due: 4))
        #expect(track.completion(.range(from: d("2026-02-02"), through: d("2026-02-04")), today: today, calendar: mondayWeeks) == Rate(met: 0, due: 3))
        // Undo puts the target and today's mark back.
        let undone = after.applying(journal.inverse(of: changes))
        #expect(undone.habit(id: habit.id) == journal.habit(id: habit.id))
        #expect(undone.marks[habit.id] == journal.marks[habit.id])
    }
}
