import Foundation
import Testing
@testable import HabitDomain
import HabitExchange
import TestSupport

/// Issue 24 ("Hardening, round three"): the domain's side of each finding.
@Suite struct HardeningDomainTests {
    let today = d("2026-02-10")

    func read(_ text: String) throws -> HabitatDocument {
        try HabitatDocument(json: JSON.parse(text), today: today)
    }

    // MARK: F11 — names equal under Unicode case folding are the same name

    @Test func caseFoldedNamesAreTheSameName() throws {
        for (a, b) in [("Straße", "STRASSE"), ("straße", "Strasse"), ("ﬁsh", "FISH"), ("ẞ", "ss"),
                       ("José", "JOSE\u{301}"), ("Maße", "MASSE"), ("ΌΡΟΣ", "όρος")] {
            #expect(Text.key(a) == Text.key(b), "\(a) / \(b)")
            #expect(Array(Text.key(a).utf8) == Array(Text.key(b).utf8), "the stored key is the same bytes: \(a) / \(b)")
        }
        // Not the same: different letters, and dotless i (case folding keeps it apart from i).
        for (a, b) in [("Reading", "Running"), ("ı", "i"), ("Σοφία", "σοφια")] {
            #expect(Text.key(a) != Text.key(b), "\(a) / \(b)")
        }
        var journal = Journal()
        journal.habits = [try journal.newHabit(name: "Straße", schedule: .daily, created: today)]
        #expect(journal.habit(named: "STRASSE")?.name == "Straße")
        #expect(throws: DomainError.duplicateHabitName("Straße")) { try journal.newHabit(name: "STRASSE", schedule: .daily, created: today) }
        #expect(throws: DomainError.self) { try journal.applying([.createHabit(Habit(name: "strasse", created: today))]).validate() }
    }

    @Test func importTreatsCaseFoldedNamesAsOneHabit() throws {
        let both = #"{"format": "habitat", "version": 1, "habits": [{"name": "Straße", "frequency": {"kind": "daily"}}, {"name": "STRASSE", "frequency": {"kind": "daily"}}]}"#
        #expect(throws: DocumentError.self) { try read(both) }
        var journal = Journal()
        journal.habits = [try journal.newHabit(name: "Straße", schedule: .daily, created: today)]
        let one = #"{"format": "habitat", "version": 1, "habits": [{"name": "STRASSE", "frequency": {"kind": "daily"}, "marks": [{"day": "2026-02-09", "state": "done"}]}]}"#
        let plan = try journal.importPlan(try read(one))
        #expect(plan.habitsCreated == 0)
        let after = journal.applying(plan.allChanges)
        #expect(after.habits.count == 1)
        try after.validate()
    }

    // MARK: F12 — names and descriptions are one line, whitespace normalised

    @Test func namesAndDescriptionsAreOneLine() throws {
        #expect(try Text.name("Go\u{2003}\u{A0}running\r\nfast\u{2028}now\t") == "Go running fast now")
        #expect(try Text.description(" because\nit   matters\r\n\tto me\u{2029}really ") == "because it matters to me really")
        #expect(try Text.description("\n\t \r") == nil)
        let habit = try Habit(name: "Run", description: "line one\nline two", created: today).validated()
        #expect(habit.description == "line one line two")
        // Import: the same rule.
        let document = #"{"format": "habitat", "version": 1, "habits": [{"name": "Read\n  books", "description": "for\nfun\r\n", "frequency": {"kind": "daily"}}]}"#
        let entry = try read(document).habits[0].habit
        #expect(entry.name == "Read books")
        #expect(entry.description == "for fun")
        // Notes keep their lines (a journal entry may have several).
        #expect(try Text.note("one\ntwo") == "one\ntwo")
    }

    // MARK: F13 — overlapping pauses of one habit merge

    @Test func overlappingPausesOfOneHabitMerge() throws {
        let yoga = Habit(name: "Yoga", created: d("2026-02-01"))
        let run = Habit(name: "Run", created: d("2026-02-01"))
        let first = Pause(habitID: yoga.id, start: d("2026-02-10"), end: d("2026-02-15"))
        var journal = Journal(habits: [yoga, run])
        journal = journal.applying(journal.dated([.setPause(first)], today: today))
        func set(_ pause: Pause) -> (Journal, [Change]) {
            let changes = journal.dated([.setPause(pause)], today: today)
            return (journal.applying(changes), changes)
        }
        func spans(_ j: Journal, _ habit: UUID?) -> [String] {
            j.pauses.filter { $0.habitID == habit }.sorted { $0.start < $1.start }.map { "\($0.start.iso)…\($0.end.iso)" }
        }
        // The same span again: still one pause, the one already there.
        let (same, _) = set(Pause(habitID: yoga.id, start: d("2026-02-10"), end: d("2026-02-15")))
        #expect(spans(same, yoga.id) == ["2026-02-10…2026-02-15"])
        #expect(same.pauses.map(\.id) == [first.id])
        // Overlapping and touching spans join; the merged pause covers both.
        #expect(spans(set(Pause(habitID: yoga.id, start: d("2026-02-12"), end: d("2026-02-20"))).0, yoga.id) == ["2026-02-10…2026-02-20"])
        #expect(spans(set(Pause(habitID: yoga.id, start: d("2026-02-16"), end: d("2026-02-18"))).0, yoga.id) == ["2026-02-10…2026-02-18"])
        #expect(spans(set(Pause(habitID: yoga.id, start: d("2026-02-01"), end: d("2026-02-28"))).0, yoga.id) == ["2026-02-01…2026-02-28"])
        // Apart, another habit's, or every habit's: separate.
        #expect(spans(set(Pause(habitID: yoga.id, start: d("2026-02-17"), end: d("2026-02-18"))).0, yoga.id).count == 2)
        #expect(set(Pause(habitID: run.id, start: d("2026-02-10"), end: d("2026-02-15"))).0.pauses.count == 2)
        #expect(set(Pause(habitID: nil, start: d("2026-02-10"), end: d("2026-02-15"))).0.pauses.count == 2)
        // A pause bridging two merges all three; undo brings back exactly what was there.
        var two = journal.applying([.setPause(Pause(habitID: yoga.id, start: d("2026-02-20"), end: d("2026-02-22")))])
        let bridge = two.dated([.setPause(Pause(habitID: yoga.id, start: d("2026-02-14"), end: d("2026-02-21")))], today: today)
        let undo = two.inverse(of: bridge)
        let bridged = two.applying(bridge)
        #expect(spans(bridged, yoga.id) == ["2026-02-10…2026-02-22"])
        #expect(Set(bridged.applying(undo).pauses) == Set(two.pauses))
        // Ending a pause early (its own id, a shorter span) is not stretched by a merge.
        two = two.applying([.setPause(Pause(id: first.id, habitID: yoga.id, start: d("2026-02-10"), end: d("2026-02-11")))])
        #expect(spans(two, yoga.id) == ["2026-02-10…2026-02-11", "2026-02-20…2026-02-22"])
        // Import: a document's overlapping pauses become one, and importing it again adds nothing.
        let document = #"{"format": "habitat", "version": 1, "habits": [{"name": "Yoga", "frequency": {"kind": "daily"}}], "pauses": [{"habit": "Yoga", "start": "2026-02-03", "end": "2026-02-06"}, {"habit": "Yoga", "start": "2026-02-05", "end": "2026-02-08"}]}"#
        let plan = try Journal().importPlan(try read(document))
        let imported = Journal().applying(plan.allChanges)
        #expect(imported.pauses.map { "\($0.start.iso)…\($0.end.iso)" } == ["2026-02-03…2026-02-08"])
        let again = try imported.importPlan(try read(document))
        #expect(again.pausesSet == 0)
    }

    // MARK: F4 — reminders per habit are capped; the calendar feed is linear

    @Test func importRefusesMoreThanTwentyRemindersAndTheFeedStaysLinear() throws {
        func document(_ n: Int) -> String {
            let reminders = (0..<n).map { #"{"time": "\#(String(format: "%02d:%02d", 6 + $0 / 60, $0 % 60))", "days": ["sun"]}"# }
            return #"{"format": "habitat", "version": 1, "habits": [{"name": "Yoga", "frequency": {"kind": "interval", "days": 365}, "reminders": ["# + reminders.joined(separator: ", ") + "]}]}"
        }
        #expect(try read(document(20)).habits[0].habit.reminders.count == 20)
        do {
            _ = try read(document(21))
            Issue.record("21 reminders were accepted")
        } catch let error as DocumentError {
            #expect(error.path == "habits[0].reminders")
            #expect(error.message.contains("at most 20"))
        }
        // The feed's first day for "every 365 days, on Sundays" is found in a few steps, not by walking years.
        var habits: [Habit] = []
        for i in 0..<200 {
            habits.append(Habit(name: "H\(i)", schedule: .interval(days: 365), created: d("2026-02-02"),
                                reminders: (0..<20).map { Reminder(time: TimeOfDay(minutes: 360 + $0), days: [.sunday]) }))
        }
        let start = DispatchTime.now()
        let feed = CalendarFeed.ics(Journal(habits: habits), today: today, alarm: { "Time for \($0.name)." })
        let took = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
        #expect(feed.components(separatedBy: "BEGIN:VEVENT").count - 1 == 4000)
        let sunday = (0..<7).map { d("2026-02-02").adding(days: 365 * $0) }.first { $0.weekday == .sunday }!
        #expect(feed.contains("DTSTART:" + sunday.iso.replacingOccurrences(of: "-", with: "") + "T060000"), "the first Sunday among the 365-day steps")
        #expect(took < 1.5, "4,000 reminders took \(took) s")
    }

    // MARK: Documentation — a reminder's calendar UID stays when it moves

    @Test func aMovedReminderKeepsItsCalendarUID() {
        let id = UUID()
        func uids(_ reminders: [Reminder]) -> [String] {
            let habit = Habit(id: id, name: "Yoga", created: d("2026-02-01"), reminders: reminders)
            return CalendarFeed.ics(Journal(habits: [habit]), today: today, alarm: { $0.name })
                .components(separatedBy: "\r\n").filter { $0.hasPrefix("UID:") }
        }
        let t = { (s: String) in TimeOfDay(s)! }
        let before = uids([Reminder(time: t("07:30")), Reminder(time: t("18:00"), days: [.tuesday, .thursday])])
        let moved = uids([Reminder(time: t("08:15"), days: [.monday, .tuesday, .wednesday, .thursday, .friday]), Reminder(time: t("18:30"), days: [.tuesday, .thursday])])
        #expect(before.count == 2 && Set(before).count == 2)
        #expect(moved == before, "moving a reminder changes its event, not its identity")
    }
}
