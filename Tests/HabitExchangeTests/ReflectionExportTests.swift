import Foundation
import Testing
import HabitDomain
import HabitExchange
import TestSupport

/// Reflections in the export format: an optional top-level "reflections" list, written only when there are any, read
/// back as they were (habits by name), merged so that importing twice changes nothing, checked field by field; CSV and
/// the calendar feed are the same with or without them.
@Suite struct ReflectionExportTests {
    let today = d("2026-03-04")
    let read = Habit(name: "Reading", schedule: .daily, created: d("2026-02-23"), reminders: [Reminder(time: TimeOfDay("21:00")!)])
    let run = Habit(name: "Morning run", schedule: .weekly(times: 3), created: d("2026-02-23"), order: 1)

    var plain: Journal {
        Journal().applying([.createHabit(read), .createHabit(run), .setMark(habit: read.id, day: d("2026-03-03"), mark: Mark(.done, note: "finished the novel"))])
    }

    var reflected: Journal {
        plain.applying([
            .addReflection(Reflection(id: UUID(uuidString: "9B2E6F1C-4D3A-4B5E-8F7A-1C2D3E4F5A6B")!, day: d("2026-03-01"), start: d("2026-02-01"),
                                      end: d("2026-02-28"), text: "February: reading stuck, \"finally\"", habits: [read.id])),
            .addReflection(Reflection(id: UUID(uuidString: "1A2B3C4D-5E6F-4A7B-8C9D-0E1F2A3B4C5D")!, day: today, start: d("2026-03-02"),
                                      end: d("2026-03-08"), text: "work was crazy\nthe run and reading suffered", habits: [run.id, read.id])),
        ])
    }

    func read(_ text: String) throws -> HabitatDocument { try HabitatDocument(json: JSON.parse(text), today: today) }

    @Test func theyAreWrittenAsTheFormatSays() throws {
        let json = reflected.document.json
        #expect(json["reflections"]?.arrayValue.count == 2)
        #expect(json["reflections"]?.arrayValue.last?.compact == #"{"id":"1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d","day":"2026-03-04","review":{"from":"2026-03-02","to":"2026-03-08"},"text":"work was crazy\nthe run and reading suffered","habits":["Morning run","Reading"]}"#)
        // None kept: no key at all, so older readers see the document they always saw.
        #expect(plain.document.json["reflections"] == nil)
    }

    @Test func aRoundTripKeepsThemAndImportingTwiceChangesNothing() throws {
        let text = reflected.document.json.pretty
        let back = Journal().applying(try Journal().importPlan(read(text)).allChanges)
        #expect(back.document.json.pretty == text)
        #expect(back.reflections.map(\.habits) == [[read.id], [run.id, read.id]])
        // Importing the same file over what it came from, or twice over a fresh journal, changes nothing.
        #expect(try reflected.importPlan(read(text)).isEmpty)
        #expect(try back.importPlan(read(text)).isEmpty)
        // Over a journal without them, they are added once.
        let plan = try plain.importPlan(read(text))
        #expect(plan.reflectionsAdded == 2)
        #expect(plain.applying(plan.allChanges).reflections == reflected.reflections)
    }

    @Test func csvAndTheCalendarFeedAreUnchanged() {
        #expect(reflected.document.csv == plain.document.csv)
        #expect(CalendarFeed.ics(reflected, today: today, alarm: { $0.name }) == CalendarFeed.ics(plain, today: today, alarm: { $0.name }))
    }

    @Test func anOlderFileWithoutThemStillImportsAndKeepsTheOnesHere() throws {
        let older = plain.document.json.pretty
        #expect(!older.contains("reflections"))
        let plan = try reflected.importPlan(read(older))
        #expect(plan.isEmpty, "nothing here is taken away")
        #expect(Journal().applying(try Journal().importPlan(read(older)).allChanges).reflections.isEmpty)
    }

    @Test func oneWithoutAnIdIsKnownByItsDayAndWords() throws {
        let head = #"{"format": "habitat", "version": 1, "habits": [{"name": "Reading", "frequency": {"kind": "daily"}, "created": "2026-02-23"}], "#
        let text = head + #""reflections": [{"day": "2026-03-04", "review": {"from": "2026-03-02", "to": "2026-03-08"}, "text": "reading before bed", "habits": ["reading"]}]}"#
        let once = Journal().applying(try Journal().importPlan(read(text)).allChanges)
        #expect(once.reflections.map(\.text) == ["reading before bed"])
        #expect(once.reflections.first?.habits == once.habits.map(\.id), "named in another case, it is the habit")
        #expect(try once.importPlan(read(text)).isEmpty)
        // Kept here with an id of its own, the same words on the same day are the same reflection.
        let here = Journal().applying([.createHabit(read), .addReflection(Reflection(day: today, start: d("2026-03-02"), end: d("2026-03-08"), text: "reading before bed"))])
        let plan = try here.importPlan(read(text))
        #expect(plan.reflectionsAdded == 0 && !plan.changes.contains { if case .addReflection = $0 { return true } else { return false } })
        #expect(here.applying(plan.allChanges).reflections.count == 1)
    }

    @Test func aBadReflectionIsRefusedWithItsPlaceNamed() throws {
        let head = #"{"format": "habitat", "version": 1, "habits": [{"name": "Reading", "frequency": {"kind": "daily"}}], "reflections": ["#
        func path(_ entry: String) -> String? {
            do { _ = try read(head + entry + "]}"); return nil } catch let error as DocumentError { return error.path } catch { return "\(error)" }
        }
        let week = #""review": {"from": "2026-03-02", "to": "2026-03-08"}"#
        #expect(path(#"{"day": "2026-03-04", "# + week + #", "text": "x", "habits": ["Swimming"]}"#) == "reflections[0].habits[0]")
        #expect(path(#"{"day": "2026-03-04", "# + week + #", "text": "   "}"#) == "reflections[0].text")
        #expect(path(#"{"day": "2026-03-04", "# + week + #", "text": ""# + String(repeating: "a", count: 501) + #""}"#) == "reflections[0].text")
        #expect(path(#"{"day": "2026-03-04", "review": {"from": "2026-03-08", "to": "2026-03-02"}, "text": "x"}"#) == "reflections[0].review.to")
        #expect(path(#"{"day": "March", "# + week + #", "text": "x"}"#) == "reflections[0].day")
        #expect(path(#"{"day": "2026-03-04", "text": "x"}"#) == "reflections[0].review.from")
        #expect(path(#"{"id": "nope", "day": "2026-03-04", "# + week + #", "text": "x"}"#) == "reflections[0].id")
        #expect(path(#""reading""#) == "reflections[0]")
        #expect(path(#"{"day": "2026-03-04", "# + week + #", "text": "fine", "habits": ["Reading"]}"#) == nil)
    }
}
