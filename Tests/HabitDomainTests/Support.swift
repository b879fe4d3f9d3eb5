import Foundation
@testable import HabitDomain
import TestSupport

/// The parts' marks, a later part's over an earlier's on the same day.
func merged(_ parts: MarkBook...) -> MarkBook {
    parts.reduce(into: MarkBook()) { book, part in for (day, mark) in part { book[day] = mark } }
}

func track(_ schedule: Schedule, created: String, polarity: Polarity = .build, _ m: MarkBook = [:]) -> HabitTrack {
    HabitTrack(habit: Habit(name: "Test", polarity: polarity, schedule: schedule, created: d(created)), marks: m)
}

let mondayWeeks = HabitCalendar(weekStart: .monday)
let sundayWeeks = HabitCalendar(weekStart: .sunday)
