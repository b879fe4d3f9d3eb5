import Foundation
import Testing
@testable import HabitDomain
import HabitExchange
import TestSupport

/// Settings over time (SPEC §3): a change takes effect from the day it is made, and earlier days keep the
/// settings in force then.
@Suite struct SettingsTests {
    let march10 = d("2026-03-10")
    let february = Window.range(from: d("2026-02-01"), through: d("2026-02-28"))

    /// Swimming and Reading every day since Feb 2; Meditate 3× a week; a group of two needing both.
    func february(_ extra: [Change] = []) -> Journal {
        let swim = Habit(name: "Swimming", schedule: .daily, created: d("2026-02-02"), order: 0)
        let read = Habit(name: "Reading", schedule: .daily, created: d("2026-02-02"), order: 1)
        let meditate = Habit(name: "Meditate", schedule: .weekly(times: 3), created: d("2026-02-02"), order: 2)
        let group = HabitGroup(name: "Music", require: 2)
        let piano = Habit(name: "Piano", groupID: group.id, created: d("2026-02-02"), order: 3)
        let guitar = Habit(name: "Guitar", groupID: group.id, created: d("2026-02-02"), order: 4)
        var changes: [Change] = [.createHabit(swim), .createHabit(read), .createHabit(meditate), .createGroup(group), .createHabit(piano), .createHabit(guitar)]
        for k in 0..<27 {
            let day = d("2026-02-02").adding(days: k)
            if k % 2 == 0 { changes.append(.setMark(habit: swim.id, day: day, mark: Mark(.done))) }
            if k % 3 != 1 { changes.append(.setMark(habit: read.id, day: day, mark: Mark(.done))) }
            if k % 7 < 2 { changes.append(.setMark(habit: meditate.id, day: day, mark: Mark(.done))) }
            changes.append(.setMark(habit: piano.id, day: day, mark: Mark(.done)))
            if k % 4 == 0 { changes.append(.setMark(habit: guitar.id, day: day, mark: Mark(.done))) }
        }
        return Journal().applying(changes + extra)
    }

    func edited(_ journal: Journal, on day: Day, _ edit: (inout Habit) -> Void, habit name: String) -> Journal {
        var habit = journal.habit(named: name)!
        edit(&habit)
        return journal.applying(journal.dated([.updateHabit(habit)], today: day))
    }

    @Test func editsTodayLeaveFebruarysRatesStreaksAndGoodDaysAsTheyWere() {
        let before = february()
        var after = edited(before, on: march10, { $0.schedule = .weekdays(.weekend) }, habit: "Swimming")
        after = edited(after, on: march10, { $0.tier = .nice }, habit: "Reading")
        after = edited(after, on: march10, { $0.schedule = .daily }, habit: "Meditate")
        var group = after.group(named: "Music")!
        group.require = 1
        group.tier = .nice
        after = after.applying(after.dated([.updateGroup(group)], today: march10))

        let was = before.insights(february, today: march10, calendar: mondayWeeks)
        let now = after.insights(february, today: march10, calendar: mondayWeeks)
        #expect(now.overall == was.overall)
        #expect(now.byHabit.map(\.rate) == was.byHabit.map(\.rate))
        #expect(now.goodDays == was.goodDays)
        #expect(now.weekdays == was.weekdays)
        #expect(was.goodDays.good > 0 && was.goodDays.notGood > 0)
        for name in ["Swimming", "Reading", "Piano"] {
            let old = before.track(before.habit(named: name)!), new = after.track(after.habit(named: name)!)
            #expect(new.streak(today: d("2026-02-28"), calendar: mondayWeeks) == old.streak(today: d("2026-02-28"), calendar: mondayWeeks))
            #expect(new.strength(today: d("2026-02-28"), calendar: mondayWeeks) == old.strength(today: d("2026-02-28"), calendar: mondayWeeks))
        }
        // And the new settings judge the days from the change on: Tuesday Mar 10 isn't a swimming day any more.
        #expect(after.track(after.habit(named: "Swimming")!).isDue(on: march10) == false)
        #expect(after.track(after.habit(named: "Swimming")!).isDue(on: d("2026-03-09")))
    }

    @Test func changesOnOneDayKeepTheLastAndChangingBackLeavesNoTrace() {
        let journal = february()
        let once = edited(journal, on: march10, { $0.schedule = .weekly(times: 2) }, habit: "Swimming")
        let twice = edited(once, on: march10, { $0.schedule = .weekly(times: 4) }, habit: "Swimming")
        #expect(twice.habit(named: "Swimming")!.history == [Past(until: d("2026-03-09"), settings: journal.habit(named: "Swimming")!.settings)])
        let back = edited(twice, on: march10, { $0.schedule = .daily }, habit: "Swimming")
        #expect(back.habit(named: "Swimming")! == journal.habit(named: "Swimming")!)
        // A change on the day a habit was created applies from the start.
        let fresh = edited(journal, on: d("2026-02-02"), { $0.tier = .nice }, habit: "Reading")
        #expect(fresh.habit(named: "Reading")!.history.isEmpty)
    }

    @Test func undoRemovesTheChange() {
        let journal = february()
        var swim = journal.habit(named: "Swimming")!
        swim.schedule = .interval(days: 3)
        let dated = journal.dated([.updateHabit(swim)], today: march10)
        let after = journal.applying(dated)
        #expect(after.habit(named: "Swimming")!.history.count == 1)
        // The inverse carries its own history, so dating it again leaves it alone.
        let undo = after.dated(journal.inverse(of: dated), today: march10)
        #expect(after.applying(undo) == journal)
    }

    @Test func anIntervalCountsFromTheDayItWasSet() {
        let journal = edited(february(), on: march10, { $0.schedule = .interval(days: 3) }, habit: "Swimming")
        let track = journal.track(journal.habit(named: "Swimming")!)
        #expect([10, 11, 12, 13, 16].map { track.isDue(on: d("2026-03-\($0)")) } == [true, false, false, true, true])
    }

    @Test func aSlipFromWhenTheHabitWasAvoidedStaysValid() throws {
        let smoking = Habit(name: "Smoking", polarity: .avoid, created: d("2026-02-01"))
        var journal = Journal().applying([.createHabit(smoking), .setMark(habit: smoking.id, day: d("2026-02-03"), mark: Mark(.slipped))])
        journal = edited(journal, on: d("2026-02-10"), { $0.polarity = .build }, habit: "Smoking")
        let now = journal.habit(named: "Smoking")!
        #expect(throws: Never.self) { try journal.checkedMark(Mark(.slipped), for: now, on: d("2026-02-04"), today: d("2026-02-10")) }
        #expect(throws: DomainError.slipOnBuildHabit("Smoking")) { try journal.checkedMark(Mark(.slipped), for: now, on: d("2026-02-10"), today: d("2026-02-10")) }
        // The slip is still an unmet day under the old settings, and the export of it imports again.
        #expect(journal.track(now).outcome(on: d("2026-02-03"), today: d("2026-02-10")) == .unmet)
        let text = journal.document.json.pretty
        let reread = try HabitatDocument(json: JSON.parse(text), today: d("2026-02-10"))
        let restored = Journal().applying(try Journal().importPlan(reread).allChanges)
        #expect(restored.habit(named: "Smoking")!.history == now.history)
        #expect(restored.marks[now.id] == journal.marks[now.id])
    }

    @Test func aNewWeeklyTargetTakesTheWholeWeekItWasSetIn() {
        // 3× a week, done Mon and Tue Mar 2–3; on Wednesday Mar 4 it becomes 4× a week.
        let run = Habit(name: "Running", schedule: .weekly(times: 3), created: d("2026-02-02"))
        var journal = Journal().applying([.createHabit(run), .setMark(habit: run.id, day: d("2026-03-02"), mark: Mark(.done)),
                                          .setMark(habit: run.id, day: d("2026-03-03"), mark: Mark(.done))])
        journal = edited(journal, on: d("2026-03-04"), { $0.schedule = .weekly(times: 4) }, habit: "Running")
        let track = journal.track(journal.habit(named: "Running")!)
        for day in ["2026-03-02", "2026-03-04"] {
            let progress = track.progress(in: d(day), today: d("2026-03-04"), calendar: mondayWeeks)!
            #expect((progress.done, progress.target, progress.daysLeft) == (2, 4, 5))
        }
        // The week before is still judged at 3.
        #expect(track.progress(in: d("2026-02-25"), today: d("2026-03-04"), calendar: mondayWeeks)!.target == 3)
    }

    @Test func aDailyHabitMadeWeeklyKeepsItsDaysAndCountsWeeksFromTheChange() {
        // Daily Feb 2–Mar 3 (every day done), then 2× a week from Wednesday Mar 4.
        let read = Habit(name: "Read", schedule: .daily, created: d("2026-02-02"))
        var changes: [Change] = [.createHabit(read)]
        for k in 0..<30 { changes.append(.setMark(habit: read.id, day: d("2026-02-02").adding(days: k), mark: Mark(.done))) }
        var journal = Journal().applying(changes)
        journal = edited(journal, on: d("2026-03-04"), { $0.schedule = .weekly(times: 2) }, habit: "Read")
        let track = journal.track(journal.habit(named: "Read")!)
        // The daily days stay 30 of 30; the cut week Wed–Sun asks for ceil(2 × 5 / 7) = 2.
        #expect(track.completion(.range(from: d("2026-02-02"), through: d("2026-03-03")), today: d("2026-03-20"), calendar: mondayWeeks) == Rate(met: 30, due: 30))
        #expect(track.progress(in: d("2026-03-05"), today: d("2026-03-05"), calendar: mondayWeeks)!.target == 2)
        // A new unit starts a new count: weeks, not the 30 days before; the 30-day best is kept, in days.
        #expect(track.streak(today: d("2026-03-05"), calendar: mondayWeeks) == Streak(current: 0, best: 30, unit: .weeks, bestUnit: .days))
    }

    @Test func aGroupsRequireChangeKeepsEarlierDays() {
        let journal = february()
        var group = journal.group(named: "Music")!
        group.require = 1
        let after = journal.applying(journal.dated([.updateGroup(group)], today: march10))
        // Feb 3: Piano done, Guitar not — short of 2 then, and still.
        let g = after.group(named: "Music")!
        #expect(after.groupOutcome(g, on: d("2026-02-03"), today: march10) == .unmet)
        #expect(after.groupOutcome(g, on: d("2026-03-10"), today: march10) == .open)
        #expect(g.settings(on: d("2026-02-03")).require == 2 && g.settings(on: march10).require == 1)
    }

    @Test func aDocumentsHistoryIsReadInOrderOnly() throws {
        let text = """
            {"format": "habitat", "version": 1, "habits": [{"name": "Run", "frequency": {"kind": "daily"}, "created": "2026-02-01",
              "history": [{"from": "2026-02-05", "frequency": {"kind": "weekly", "times": 2}, "tier": "nice", "polarity": "build"},
                          {"from": "2026-02-01", "frequency": {"kind": "daily"}, "tier": "must", "polarity": "build"}]}]}
            """
        #expect(throws: DocumentError.self) { try HabitatDocument(json: JSON.parse(text), today: d("2026-02-10")) }
        let ordered = text.replacingOccurrences(of: "\"from\": \"2026-02-01\"", with: "\"from\": \"2026-02-08\"")
        let habit = try HabitatDocument(json: JSON.parse(ordered), today: d("2026-02-10")).habits[0].habit
        // The first settings hold from the created day; the last are the habit's own fields.
        #expect(habit.settings(on: d("2026-02-01")) == HabitSettings(schedule: .weekly(times: 2), tier: .nice, polarity: .build))
        #expect(habit.settings(on: d("2026-02-07")).schedule == .weekly(times: 2))
        #expect(habit.settings(on: d("2026-02-09")).schedule == .daily)
    }
}
