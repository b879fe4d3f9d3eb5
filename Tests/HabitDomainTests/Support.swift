import Foundation
@testable import HabitDomain

/// `d("2026-02-02")` — a fixed day for tests.
func d(_ iso: String) -> Day {
    guard let day = Day(iso: iso) else { fatalError("bad test date \(iso)") }
    return day
}

/// Marks `state` on every listed day.
func marks(_ state: MarkState, _ days: [String]) -> [Day: Mark] {
    Dictionary(uniqueKeysWithValues: days.map { (d($0), Mark(state)) })
}

func merged(_ parts: [Day: Mark]...) -> [Day: Mark] {
    parts.reduce(into: [:]) { $0.merge($1) { _, new in new } }
}

func track(_ schedule: Schedule, created: String, polarity: Polarity = .build, _ m: [Day: Mark] = [:]) -> HabitTrack {
    HabitTrack(habit: Habit(name: "Test", polarity: polarity, schedule: schedule, created: d(created)), marks: m)
}

let mondayWeeks = HabitCalendar(weekStart: .monday)
let sundayWeeks = HabitCalendar(weekStart: .sunday)
