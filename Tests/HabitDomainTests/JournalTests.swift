import Foundation
import Testing
@testable import HabitDomain
import TestSupport

@Suite struct JournalTests {
    let today = d("2026-02-10")

    @Test func namesAreUniqueIgnoringCaseAndIncludingArchived() throws {
        let j = Journal(habits: [Habit(name: "Read", archived: true, created: d("2026-01-01"))])
        #expect(throws: DomainError.duplicateHabitName("Read")) {
            try j.newHabit(name: " READ ", schedule: .daily, created: today)
        }
        #expect(throws: DomainError.duplicateHabitName("Read")) {
            try j.newHabit(name: "réad".replacingOccurrences(of: "é", with: "e"), schedule: .daily, created: today)
        }
    }

    @Test func newHabitsTakeTheNextOrderAndColour() throws {
        var habits: [Habit] = []
        for i in 0..<9 {
            let h = try Journal(habits: habits).newHabit(name: "Habit \(i)", schedule: .daily, created: today)
            habits.append(h)
        }
        #expect(habits.map(\.color) == [0, 1, 2, 3, 4, 5, 6, 7, 0])
        #expect(habits.map(\.order) == Array(0..<9))
    }

    @Test func avoidHabitsAreDayByDayAndStayOutOfGroups() {
        let g = HabitGroup(name: "Exercise")
        let j = Journal(groups: [g])
        #expect(throws: DomainError.avoidNeedsDaySchedule) {
            try j.newHabit(name: "Smoking", polarity: .avoid, schedule: .weekly(times: 2), created: today)
        }
        #expect(throws: DomainError.avoidInGroup("Smoking")) {
            try j.newHabit(name: "Smoking", polarity: .avoid, schedule: .daily, groupID: g.id, created: today)
        }
    }

    @Test func marksAreCheckedAgainstTheCalendar() throws {
        let read = Habit(name: "Read", created: d("2026-02-05"))
        let j = Journal(habits: [read])
        #expect(throws: DomainError.futureDay(d("2026-02-11"))) { try j.checkedMark(Mark(.done), for: read, on: d("2026-02-11"), today: today) }
        #expect(throws: DomainError.beforeHabitExisted(name: "Read", created: d("2026-02-05"))) {
            try j.checkedMark(Mark(.done), for: read, on: d("2026-02-04"), today: today)
        }
        #expect(throws: DomainError.slipOnBuildHabit("Read")) { try j.checkedMark(Mark(.slipped), for: read, on: today, today: today) }
        #expect(try j.checkedMark(Mark(.skipped, note: "  sick "), for: read, on: today, today: today) == Mark(.skipped, note: "sick"))
    }

    @Test func groupsRequireBetweenOneAndTheirMemberCount() throws {
        let j = Journal(groups: [HabitGroup(name: "Creative")])
        #expect(throws: DomainError.duplicateGroupName("Creative")) { try j.checked(HabitGroup(name: "creative"), memberCount: 2) }
        #expect(throws: DomainError.requireOutOfRange(require: 4, members: 3)) { try j.checked(HabitGroup(name: "Move", require: 4), memberCount: 3) }
        #expect(throws: DomainError.requireOutOfRange(require: 0, members: 3)) { try j.checked(HabitGroup(name: "Move", require: 0), memberCount: 3) }
        #expect(try j.checked(HabitGroup(name: " Move ", require: 3), memberCount: 3).name == "Move")
        #expect(Journal.clampedRequire(3, members: 2) == 2)
        #expect(Journal.clampedRequire(3, members: 0) == 1)
    }
}
