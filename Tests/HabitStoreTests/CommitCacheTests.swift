import Foundation
import Testing
import HabitDomain
@testable import HabitStore
import TestSupport

/// The journal a store keeps after its own commits is brought up to date from the changes themselves (no read of the
/// habits again): it must hold exactly what a fresh read of the file gives, and still give way to another process's
/// commit on the next read.
@Suite struct CommitCacheTests {
    @Test func aJournalKeptFromCommitsIsWhatAFreshReadGives() throws {
        let location = try Engine.sqlite.freshLocation()
        let store = try SQLiteStore(location)
        _ = try store.journal(user: "ann")  // cached, so the commits below update it rather than fill it
        let group = HabitGroup(name: "  Mornings ", require: 1, order: 0)
        var read = Habit(name: "  Read  ", description: "", schedule: .weekly(times: 3),
                         target: Target(Amount(hundredths: 1250), try AmountUnit("pages"), kind: .period), created: d("2026-02-01"),
                         order: 2, color: 3, icon: nil, reminders: [Reminder(time: TimeOfDay("07:05")!, days: WeekdaySet(rawValue: 31))])
        read.history = [Past(until: d("2026-02-10"), settings: HabitSettings(schedule: .weekly(times: 2), tier: .nice, polarity: .build,
                                                                            target: Target(Amount(3), try AmountUnit("km"), kind: .day)))]
        let walk = Habit(name: "Walk", schedule: .rolling(times: 3, days: 10), created: d("2026-02-01"), order: 1)
        var steps: [[Change]] = [
            [.createGroup(group), .createHabit(read), .createHabit(walk)],
            [.setMark(habit: read.id, day: d("2026-02-02"), mark: Mark(.done, note: "  a note  ", amount: Amount(700)))],
        ]
        var renamed = read
        renamed.name = "Reading"
        renamed.groupID = group.id
        steps.append([.updateHabit(renamed), .setOneOff(OneOffReminder(habitID: walk.id, day: d("2026-02-03"), time: TimeOfDay("9:30")!))])
        steps.append([.clearMark(habit: read.id, day: d("2026-02-02")), .deleteHabit(walk.id)])
        steps.append([.deleteGroup(group.id)])
        for changes in steps {
            try store.apply(changes, user: "ann")
            let kept = try store.journal(user: "ann")
            let fresh = try SQLiteStore(location).journal(user: "ann")
            #expect(SQLiteStore.sameAsStored(kept, fresh), "after \(changes)")
        }
    }

    @Test func anotherProcesssCommitIsSeenAfterOnesOwn() throws {
        let location = try Engine.sqlite.freshLocation()
        let a = try SQLiteStore(location), b = try SQLiteStore(location)
        let read = Habit(name: "Read", created: d("2026-02-01"))
        _ = try a.journal(user: "ann")
        try a.apply([.createHabit(read)], user: "ann")  // kept from the change, not read
        var renamed = read
        renamed.name = "Reading"
        try b.apply([.updateHabit(renamed)], user: "ann")
        #expect(try a.journal(user: "ann").habits.map(\.name) == ["Reading"])
        try a.apply([.deleteHabit(read.id)], user: "ann")
        try b.apply([.createHabit(Habit(name: "Walk", created: d("2026-02-01")))], user: "ann")
        #expect(try a.journal(user: "ann").habits.map(\.name) == ["Walk"])
    }
}
