import Foundation
import Testing
@testable import HabitDomain
import TestSupport

@Suite struct GoodDayTests {
    let creative = HabitGroup(name: "Creative", require: 1, tier: .must)

    func journal(_ marks: [String: MarkBook], extra: [Habit] = []) -> Journal {
        let start = d("2026-02-01")
        let habits = [
            Habit(name: "Guitar", groupID: creative.id, created: start, order: 0),
            Habit(name: "Drawing", groupID: creative.id, created: start, order: 1),
            Habit(name: "Painting", groupID: creative.id, created: start, order: 2),
            Habit(name: "Read", tier: .must, created: start, order: 3),
            Habit(name: "Stretch", tier: .nice, created: start, order: 4),
            Habit(name: "Smoking", polarity: .avoid, created: start, order: 5),
            Habit(name: "Gym", schedule: .weekly(times: 3), created: start, order: 6),
        ] + extra
        var byID: [UUID: MarkBook] = [:]
        for (name, m) in marks { byID[habits.first { $0.name == name }!.id] = m }
        return Journal(habits: habits, groups: [creative], marks: byID)
    }

    @Test func aMustDoGroupIsSatisfiedByOneOfThree() {
        let j = journal(["Drawing": marks(.done, ["2026-02-02"]), "Read": marks(.done, ["2026-02-02"])])
        #expect(j.groupOutcome(creative, on: d("2026-02-02"), today: d("2026-02-05")) == .met)
        #expect(j.verdict(on: d("2026-02-02"), today: d("2026-02-05")) == .good)
    }

    @Test func aGroupNeedsItsCount() {
        var twoOfThree = creative
        twoOfThree.require = 2
        let j = journal(["Drawing": marks(.done, ["2026-02-02"]), "Read": marks(.done, ["2026-02-02"])])
        #expect(j.groupOutcome(twoOfThree, on: d("2026-02-02"), today: d("2026-02-05")) == .unmet)
    }

    @Test func nicetoDoAndWeeklyHabitsNeitherMakeNorBreakADay() {
        // Read and one creative habit done; Stretch (nice) and Gym (weekly) not.
        let j = journal(["Guitar": marks(.done, ["2026-02-03"]), "Read": marks(.done, ["2026-02-03"])])
        #expect(j.verdict(on: d("2026-02-03"), today: d("2026-02-05")) == .good)
    }

    @Test func aSlipOrAMissMakesADayNotGood() {
        let slip = journal(["Guitar": marks(.done, ["2026-02-03"]), "Read": marks(.done, ["2026-02-03"]), "Smoking": marks(.slipped, ["2026-02-03"])])
        #expect(slip.verdict(on: d("2026-02-03"), today: d("2026-02-05")) == .notGood)
        let miss = journal(["Guitar": marks(.done, ["2026-02-03"])])
        #expect(miss.verdict(on: d("2026-02-03"), today: d("2026-02-05")) == .notGood)
    }

    @Test func todayIsInProgressUntilEverythingIsDone() {
        let j = journal(["Read": marks(.done, ["2026-02-05"])])
        #expect(j.verdict(on: d("2026-02-05"), today: d("2026-02-05")) == .inProgress)
        let done = journal(["Read": marks(.done, ["2026-02-05"]), "Painting": marks(.done, ["2026-02-05"])])
        #expect(done.verdict(on: d("2026-02-05"), today: d("2026-02-05")) == .good)
    }

    @Test func skippedItemsAreExcused() {
        let j = journal(["Read": marks(.skipped, ["2026-02-03"]), "Guitar": marks(.done, ["2026-02-03"])])
        #expect(j.verdict(on: d("2026-02-03"), today: d("2026-02-05")) == .good)
        // Everything skipped ("on holiday"): no goal, not a bad day.
        let holiday = journal(["Read": marks(.skipped, ["2026-02-03"]), "Guitar": marks(.skipped, ["2026-02-03"]),
                               "Drawing": marks(.skipped, ["2026-02-03"]), "Painting": marks(.skipped, ["2026-02-03"]),
                               "Smoking": marks(.skipped, ["2026-02-03"])])
        #expect(holiday.verdict(on: d("2026-02-03"), today: d("2026-02-05")) == .noGoal)
    }

    @Test func aDayWithNoMustDoDueHasNoGoal() {
        let created = d("2026-02-01")
        let j = Journal(habits: [
            Habit(name: "Stretch", tier: .nice, created: created),
            Habit(name: "Yoga", tier: .must, schedule: .weekdays([.monday]), created: created, order: 1),
            Habit(name: "Gym", tier: .must, schedule: .weekly(times: 2), created: created, order: 2),
        ])
        #expect(j.verdict(on: d("2026-02-03"), today: d("2026-02-05")) == .noGoal)  // a Tuesday
        #expect(j.verdict(on: d("2026-02-02"), today: d("2026-02-05")) == .notGood)  // Monday, yoga not done
        // Before anything existed, and in the future, there is no goal either.
        #expect(j.verdict(on: d("2026-01-30"), today: d("2026-02-05")) == .noGoal)
        #expect(j.verdict(on: d("2026-02-09"), today: d("2026-02-05")) == .noGoal)
    }

    @Test func archivedHabitsDropOut() {
        let created = d("2026-02-01")
        let j = Journal(habits: [Habit(name: "Old", archived: true, created: created)])
        #expect(j.verdict(on: d("2026-02-03"), today: d("2026-02-05")) == .noGoal)
    }
}
