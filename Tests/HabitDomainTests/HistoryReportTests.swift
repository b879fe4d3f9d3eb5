import Foundation
import Testing
@testable import HabitDomain
import TestSupport

/// The history matrix: one cell per habit and day, from the same outcomes every rule uses.
@Suite struct HistoryReportTests {
    let today = d("2026-02-12")  // a Thursday

    @Test func cellsFollowMarksPausesGroupsAndSettingsOverTime() {
        let group = HabitGroup(name: "Moves", require: 1)
        let gym = Habit(name: "Gym", schedule: .daily, created: d("2026-02-02"), order: 0)
        let yoga = Habit(name: "Yoga", groupID: group.id, created: d("2026-02-02"), order: 1)
        let swim = Habit(name: "Swim", groupID: group.id, created: d("2026-02-02"), order: 2)
        let smoking = Habit(name: "Smoking", polarity: .avoid, created: d("2026-02-02"), order: 3)
        let piano = Habit(name: "Piano", schedule: .weekly(times: 2), created: d("2026-02-02"), order: 4)
        var journal = Journal().applying([
            .createGroup(group), .createHabit(gym), .createHabit(yoga), .createHabit(swim), .createHabit(smoking), .createHabit(piano),
            .setMark(habit: gym.id, day: d("2026-02-09"), mark: Mark(.done)),
            .setMark(habit: gym.id, day: d("2026-02-10"), mark: Mark(.skipped, note: "sore")),
            .setMark(habit: yoga.id, day: d("2026-02-09"), mark: Mark(.done)),
            .setMark(habit: smoking.id, day: d("2026-02-10"), mark: Mark(.slipped)),
            .setMark(habit: piano.id, day: d("2026-02-10"), mark: Mark(.done)),
            .setPause(Pause(habitID: gym.id, start: d("2026-02-11"), end: d("2026-02-13"))),
        ])
        // Yoga becomes weekends only on Feb 11: Wednesday and Thursday are no longer due for it.
        var weekends = journal.habit(id: yoga.id)!
        weekends.schedule = .weekdays(.weekend)
        journal = journal.applying(journal.dated([.updateHabit(weekends)], today: d("2026-02-11")))

        let report = journal.history(from: d("2026-02-08"), through: d("2026-02-13"), today: today, calendar: mondayWeeks)
        #expect(report.days.map(\.iso) == ["2026-02-08", "2026-02-09", "2026-02-10", "2026-02-11", "2026-02-12", "2026-02-13"])
        func cells(_ name: String) -> [DayCell] { report.habits.first { $0.habit.name == name }!.cells }
        #expect(cells("Gym") == [.missed, .done, .skipped, .paused, .paused, .future])
        // Yoga, done Monday, is judged by its new settings from Wednesday on.
        #expect(cells("Yoga") == [.missed, .done, .missed, .notDue, .notDue, .future])
        // Swim is not needed on the day Yoga carried the group; missed when nobody did.
        #expect(cells("Swim") == [.missed, .spare, .missed, .missed, .open, .future])
        #expect(cells("Smoking") == [.clean, .clean, .slipped, .clean, .open, .future])
        // Inside a weekly target a day is done or not due; only the week can be missed.
        #expect(cells("Piano") == [.notDue, .notDue, .done, .notDue, .open, .future])
        #expect(report.habits.first { $0.habit.name == "Piano" }?.progress.map { ($0.done, $0.target) } ?? (0, 0) == (1, 2))
        #expect(report.groups.map(\.group.name) == ["Moves"])
        #expect(report.groups[0].cells == [.missed, .done, .missed, .missed, .open, .future])
        // The week so far as the coach tells it: Gym 1 done of 2 due (skip and pause left out).
        let week = journal.history(from: d("2026-02-09"), through: today, today: today, calendar: mondayWeeks)
        #expect(week.habits.first { $0.habit.name == "Gym" }?.soFar == Rate(met: 1, due: 1))
        #expect(week.habits.first { $0.habit.name == "Smoking" }?.soFar == Rate(met: 3, due: 4))
    }

    @Test func daysBeforeAHabitBeganAreNotDueAndArchivedHabitsAreLeftOut() {
        let read = Habit(name: "Read", created: d("2026-02-11"))
        let old = Habit(name: "Old", archived: true, created: d("2026-02-01"), order: 1)
        let journal = Journal().applying([.createHabit(read), .createHabit(old)])
        let report = journal.history(from: d("2026-02-09"), through: today, today: today, calendar: mondayWeeks)
        #expect(report.habits.map(\.habit.name) == ["Read"])
        #expect(report.habits[0].cells == [.notDue, .notDue, .missed, .open])
        #expect(journal.history(from: today, through: d("2026-02-01"), today: today, calendar: mondayWeeks).habits.isEmpty)
    }

    @Test func aMonthReportTalliesGoodDaysUpToToday() {
        let read = Habit(name: "Read", created: d("2026-02-02"))
        let journal = Journal().applying([.createHabit(read)] + ["2026-02-02", "2026-02-03", "2026-02-05"].map {
            .setMark(habit: read.id, day: d($0), mark: Mark(.done))
        })
        let month = journal.month(containing: d("2026-02-20"), today: today, calendar: mondayWeeks)
        #expect(month.month == Period(start: d("2026-02-01"), end: d("2026-02-28")))
        #expect(month.verdicts[0] == nil && month.verdicts[1] == .good && month.verdicts[3] == .notGood)
        #expect(month.verdicts[11] == .inProgress && month.verdicts[12] == nil)
        #expect((month.tally.good, month.tally.notGood) == (3, 7))
    }

    @Test func aHabitsYearStartsWhenItBeganAndNotesComeNewestFirst() {
        let run = Habit(name: "Running", created: d("2025-12-20"))
        let read = Habit(name: "Reading", created: d("2026-02-01"), order: 1)
        let journal = Journal().applying([
            .createHabit(run), .createHabit(read),
            .setMark(habit: run.id, day: d("2025-12-22"), mark: Mark(.done, note: "Knee felt fine")),
            .setMark(habit: run.id, day: d("2026-02-02"), mark: Mark(.skipped, note: "sore knée")),
            .setMark(habit: read.id, day: d("2026-02-02"), mark: Mark(.done, note: "finished Dune")),
            .setMark(habit: read.id, day: d("2026-02-03"), mark: Mark(.done)),
        ])
        let year = journal.year(of: run, today: today, calendar: mondayWeeks)
        #expect(year.months.map(\.period.start) == [d("2025-12-01"), d("2026-01-01"), d("2026-02-01")])
        #expect(year.months.map(\.cells.count) == [31, 31, 28])
        #expect(year.months[0].cells[18] == .notDue && year.months[0].cells[21] == .done && year.months[0].cells[22] == .missed)
        #expect(year.months[2].cells[1] == .skipped && year.months[2].cells[11] == .open && year.months[2].cells[12] == .future)
        // Notes: newest first, one habit's, or those holding every word (case and accents aside).
        #expect(journal.notes().map(\.note) == ["sore knée", "finished Dune", "Knee felt fine"])
        #expect(journal.notes(of: run.id).map(\.day) == [d("2026-02-02"), d("2025-12-22")])
        #expect(journal.notes(matching: ["KNEE"]).map(\.note) == ["sore knée", "Knee felt fine"])
        #expect(journal.notes(matching: ["knee", "fine"]).map(\.note) == ["Knee felt fine"])
        #expect(journal.notes(matching: ["cake"]).isEmpty)
    }
}
