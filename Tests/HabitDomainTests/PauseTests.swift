import Foundation
import Testing
@testable import HabitDomain
import HabitExchange
import TestSupport

@Suite struct PauseTests {
    let read = Habit(name: "Read", created: d("2026-02-01"))
    let run = Habit(name: "Run", schedule: .weekly(times: 3), created: d("2026-02-01"), order: 1)

    func journal(_ pauses: [Pause], marks m: [UUID: MarkBook] = [:]) -> Journal {
        Journal(habits: [read, run], marks: m, pauses: pauses)
    }

    @Test func pausedDaysAreExcusedUnlessDone() {
        let j = journal([Pause(habitID: read.id, start: d("2026-02-03"), end: d("2026-02-05"))],
                        marks: [read.id: marks(.done, ["2026-02-01", "2026-02-02", "2026-02-04", "2026-02-06"])])
        let t = j.track(read)
        #expect(t.outcome(on: d("2026-02-03"), today: d("2026-02-07")) == .excused)
        #expect(t.outcome(on: d("2026-02-04"), today: d("2026-02-07")) == .met)  // done anyway: it counts
        // The streak runs through the pause: 1, 2, (3 paused), 4, (5 paused), 6 → 4 days.
        #expect(t.streak(today: d("2026-02-06"), calendar: mondayWeeks).current == 4)
        #expect(t.completion(.all, today: d("2026-02-06"), calendar: mondayWeeks) == Rate(met: 4, due: 4))
    }

    @Test func aPauseForEveryHabitShrinksWeeklyTargetsAndGoodDays() throws {
        let away = Pause(start: d("2026-02-02"), end: d("2026-02-05"))  // Mon–Thu of a Monday week
        let j = journal([away])
        let p = try #require(j.track(run).progress(in: d("2026-02-06"), today: d("2026-02-06"), calendar: mondayWeeks))
        #expect(p.target == 2)  // 3 days left of 7: ceil(3 × 3 / 7)
        #expect(j.verdict(on: d("2026-02-03"), today: d("2026-02-06")) == .noGoal)
        #expect(j.verdict(on: d("2026-02-01"), today: d("2026-02-06")) == .notGood)
    }

    @Test func strengthFreezesWhilePaused() {
        let done = (0..<20).map { d("2026-01-01").adding(days: $0).iso }
        let habit = Habit(name: "Read", created: d("2026-01-01"))
        let before = Journal(habits: [habit], marks: [habit.id: marks(.done, done)])
        let paused = Journal(habits: [habit], marks: [habit.id: marks(.done, done)], pauses: [Pause(start: d("2026-01-21"), end: d("2026-01-31"))])
        let peak = before.track(habit).strength(today: d("2026-01-20"), calendar: mondayWeeks)
        #expect(abs(paused.track(habit).strength(today: d("2026-01-31"), calendar: mondayWeeks) - peak) < 1e-9)
        #expect(before.track(habit).strength(today: d("2026-01-31"), calendar: mondayWeeks) < peak)
    }

    @Test func pausesRoundTripThroughTheExportAndMergeOnce() throws {
        let j = journal([Pause(habitID: read.id, start: d("2026-02-03"), end: d("2026-02-05")), Pause(start: d("2026-02-10"), end: d("2026-02-12"))])
        let json = j.document.json
        #expect(json["pauses"]?.arrayValue.count == 2)
        #expect(json["pauses"]?.arrayValue.first == .object(["habit": .string("Read"), "start": .string("2026-02-03"), "end": .string("2026-02-05")]))
        let document = try HabitatDocument(json: json, today: d("2026-02-12"))
        let imported = Journal().applying(try Journal().importPlan(document).allChanges)
        #expect(imported.pauses.map { [$0.start, $0.end] } == j.pauses.map { [$0.start, $0.end] })
        #expect(imported.pauses.first?.habitID == imported.habit(named: "Read")?.id)
        #expect(try imported.importPlan(document).isEmpty)
        // A document without pauses has no "pauses" key at all, as before.
        #expect(Journal(habits: [read]).document.json["pauses"] == nil)
    }

    @Test func undoingAPauseRemovesIt() {
        let p = Pause(habitID: read.id, start: d("2026-02-03"), end: d("2026-02-05"))
        let j = journal([])
        let inverse = j.inverse(of: [.setPause(p)])
        #expect(j.applying([.setPause(p)]).applying(inverse).pauses.isEmpty)
    }
}
