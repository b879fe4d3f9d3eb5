import Foundation
import Testing
@testable import HabitDomain
import TestSupport

/// The rules that walk long histories read each habit's marks once; on random journals they must agree
/// with asking about one day at a time.
@Suite struct OnePassTests {
    /// A seeded journal: every schedule kind, both tiers and polarities, groups, archived habits,
    /// habits created at different times, and done, skipped and slipped marks with pauses over them.
    func randomJournal(seed: UInt64, today: Day) -> Journal {
        var state = seed
        func random(_ n: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(n))
        }
        let groups = [HabitGroup(name: "A", require: 1, tier: .must, order: 0), HabitGroup(name: "B", require: 2, tier: .must, order: 1),
                      HabitGroup(name: "C", require: 1, tier: .nice, order: 2)]
        let schedules: [Schedule] = [.daily, .interval(days: 3), .weekdays([.monday, .thursday]), .weekly(times: 2), .monthly(times: 5)]
        var habits: [Habit] = []
        var marks: [UUID: MarkBook] = [:]
        for k in 0..<24 {
            let avoid = random(6) == 0
            let habit = Habit(name: "H\(k)", polarity: avoid ? .avoid : .build, tier: random(3) == 0 ? .nice : .must,
                              schedule: avoid ? .daily : schedules[random(schedules.count)],
                              groupID: avoid || random(3) != 0 ? nil : groups[random(groups.count)].id,
                              archived: random(10) == 0, created: today.adding(days: -random(120)), order: k)
            habits.append(habit)
            var m = MarkBook()
            for offset in 0..<130 where random(10) < 6 {
                let state: MarkState = [.done, .done, .done, .skipped, .slipped][random(5)]
                m[today.adding(days: -offset)] = Mark(state)
            }
            marks[habit.id] = m
        }
        let pauses = [Pause(start: today.adding(days: -50), end: today.adding(days: -44)),
                      Pause(habitID: habits[random(habits.count)].id, start: today.adding(days: -20), end: today.adding(days: 3))]
        return Journal(habits: habits, groups: groups, marks: marks, pauses: pauses)
    }

    @Test(arguments: [1, 2, 3, 4, 5] as [UInt64])
    func verdictsAgreeDayByDay(seed: UInt64) {
        let today = d("2026-06-17")
        let j = randomJournal(seed: seed, today: today)
        let start = today.adding(days: -140), end = today.adding(days: 5)
        let fast = j.verdicts(from: start, through: end, today: today)
        let slow = (0...(end - start)).map { j.verdict(on: start.adding(days: $0), today: today) }
        #expect(fast == slow)
        #expect(Set(fast).count >= 3, "the random journal should produce varied days")
    }

    @Test(arguments: [6, 7, 8] as [UInt64])
    func groupOutcomesFollowTheRule(seed: UInt64) {
        let today = d("2026-06-17")
        let j = randomJournal(seed: seed, today: today)
        for group in j.groups {
            for offset in -130...2 {
                let day = today.adding(days: offset)
                // The rule, spelled out: `require` of the members that existed and weren't skipped or paused.
                let members = j.members(of: group.id).filter { $0.created <= day }
                let excused = members.filter { j.marks[$0.id]?[day]?.state == .skipped
                    || (j.marks[$0.id]?[day]?.state != .done && j.pause(for: $0.id, on: day) != nil) }.count
                let done = members.filter { j.marks[$0.id]?[day]?.state == .done }.count
                let expected: Outcome = day > today || members.isEmpty ? .notScheduled
                    : excused == members.count ? .excused
                    : done >= min(group.require, members.count - excused) ? .met
                    : day < today ? .unmet : .open
                #expect(j.groupOutcome(group, on: day, today: today) == expected, "\(group.name) on \(day)")
            }
        }
    }

    @Test(arguments: [9, 10, 11] as [UInt64])
    func ratesAndStreaksAgreeDayByDay(seed: UInt64) {
        let today = d("2026-06-17")
        let j = randomJournal(seed: seed, today: today)
        let calendar = HabitCalendar()
        for habit in j.habits where habit.schedule.isDayBased {
            let track = j.track(habit)
            for window in [Window.all, .week, .month] {
                var rate = Rate()
                let start = window.start(today: today, earliest: habit.created)
                for ordinal in start.ordinal...today.ordinal {
                    switch track.outcome(on: Day(ordinal: ordinal), today: today) {
                    case .met: rate.met += 1; rate.due += 1
                    case .unmet: rate.due += 1
                    default: break
                    }
                }
                #expect(track.completion(window, today: today, calendar: calendar) == rate, "\(habit.name) \(window)")
            }
            var run = 0, best = 0
            for ordinal in habit.created.ordinal...today.ordinal {
                var outcome = track.outcome(on: Day(ordinal: ordinal), today: today)
                // Days since the last slip: today while clean, and skipped or paused days, count.
                if (outcome == .open || outcome == .excused) && habit.polarity == .avoid { outcome = .met }
                if outcome == .met { run += 1; best = max(best, run) } else if outcome == .unmet { run = 0 }
            }
            #expect(track.streak(today: today, calendar: calendar) == Streak(current: run, best: best, unit: .days), "\(habit.name)")
        }
        // Weekly and monthly habits: each period's progress asked alone matches the whole-history walk.
        for habit in j.habits where !habit.schedule.isDayBased {
            let track = j.track(habit)
            for p in track.periods(through: today, from: habit.created, calendar: calendar) {
                #expect(track.progress(in: p.period.start, today: today, calendar: calendar) == p, "\(habit.name) \(p.period)")
            }
        }
    }
}
