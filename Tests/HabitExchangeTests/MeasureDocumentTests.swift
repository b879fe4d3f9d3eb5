import Foundation
import Testing
import HabitDomain
import HabitExchange
import TestSupport

/// The export format's measurable fields (SPEC §7): `target`, marks' `amount` and `partial`, the `rolling` frequency.
@Suite struct MeasureDocumentTests {
    let today = d("2026-02-10")

    func read(_ text: String) throws -> HabitatDocument { try HabitatDocument(json: JSON.parse(text), today: today) }

    /// Water, Run, Coffee, Stretch and Drinks with a day of each kind (`measuredChanges`).
    func measured() throws -> Journal { Journal().applying(measuredChanges()) }

    @Test func theFieldsAreWrittenAsTheFormatSays() throws {
        let text = try measured().document.json.compact
        #expect(text.contains(#""frequency":{"kind":"daily"},"target":{"amount":8,"unit":"glasses","per":"day","limit":false},"group":null"#))
        #expect(text.contains(#""target":{"amount":10.5,"unit":"km","per":"period","limit":false}"#))
        #expect(text.contains(#""target":{"amount":2,"unit":"coffees","per":"day","limit":true}"#))
        #expect(text.contains(#""target":{"amount":3,"unit":"times","per":"week","limit":true}"#))
        #expect(text.contains(#""frequency":{"kind":"rolling","times":3,"days":10},"group":null"#), "no target, no key")
        #expect(text.contains(#"{"day":"2026-02-02","state":"partial","note":null,"amount":5.5}"#))
        #expect(text.contains(#"{"day":"2026-02-03","state":"done","note":"easy","amount":9}"#))
        #expect(text.contains(#"{"day":"2026-02-04","state":"done","note":null}"#), "a mark without an amount has no key")
        #expect(text.contains(#"{"day":"2026-02-02","state":"slipped","note":null,"amount":3}"#))
        #expect(text.contains(#""history":[{"from":"2026-02-01","frequency":{"kind":"daily"},"tier":"must","polarity":"build","target":{"amount":2,"unit":"km","per":"day","limit":false}},{"from":"2026-02-05","frequency":{"kind":"weekly","times":2},"tier":"must","polarity":"build","target":{"amount":10.5,"unit":"km","per":"period","limit":false}}]"#))
        #expect(try measured().document.csv.contains("""
            2026-02-02,Water,partial,,5.5\r
            2026-02-02,Coffee,slipped,,3\r
            2026-02-02,Stretch,done,,\r
            2026-02-03,Water,done,easy,9\r
            2026-02-03,Run,partial,,1.25\r

            """))
    }

    @Test func exportThenImportIsExactAndTwiceChangesNothing() throws {
        let journal = try measured()
        let text = journal.document.json.pretty
        let document = try read(text)
        let restored = Journal().applying(try Journal().importPlan(document).allChanges)
        #expect(restored.habits == journal.habits)
        #expect(restored.marks == journal.marks)
        #expect(restored.document.json.pretty == text)
        #expect(try restored.importPlan(read(text)).isEmpty)
        // Read one habit at a time from the bytes, the same.
        #expect(Journal().applying(try Journal().importPlan(HabitatDocument.read(Array(text.utf8), today: today)).allChanges).document.json.pretty == text)
    }

    @Test func aDocumentWithoutTheNewFieldsReadsAsBefore() throws {
        let old = #"{"format":"habitat","version":1,"habits":[{"name":"Run","frequency":{"kind":"weekly","times":2},"marks":[{"day":"2026-02-03","state":"done","note":null}],"history":[{"from":"2026-02-01","frequency":{"kind":"daily"},"tier":"must","polarity":"build"},{"from":"2026-02-05","frequency":{"kind":"weekly","times":2},"tier":"must","polarity":"build"}]}]}"#
        let entry = try read(old).habits[0]
        #expect(entry.habit.target == nil)
        #expect(entry.habit.history.map(\.settings.target) == [nil])
        #expect(entry.marks.map(\.mark) == [Mark(.done)])
    }

    func refusal(_ habit: String) -> DocumentError? {
        do {
            _ = try Journal().importPlan(read(#"{"format":"habitat","version":1,"habits":["# + habit + "]}"))
            return nil
        } catch let error as DocumentError {
            return error
        } catch {
            return DocumentError(path: "?", message: "\(error)")
        }
    }

    @Test func badMeasuresAreRefusedWithTheirPlace() {
        let water = #""name":"Water","frequency":{"kind":"daily"}"#
        #expect(refusal("{\(water),\"target\":{\"amount\":2.555,\"unit\":\"glasses\"}}")
                == DocumentError(path: "habits[0].target.amount", message: "An amount can have at most two decimals, and 2.555 has more."))
        #expect(refusal("{\(water),\"target\":{\"amount\":-1}}")
                == DocumentError(path: "habits[0].target.amount", message: "An amount has to be more than zero, not -1."))
        #expect(refusal("{\(water),\"target\":{\"unit\":\"glasses\"}}")?.path == "habits[0].target.amount")
        #expect(refusal("{\(water),\"target\":{\"amount\":2,\"unit\":\"2 km\"}}")?.path == "habits[0].target.unit")
        #expect(refusal("{\(water),\"target\":{\"amount\":2,\"limit\":true}}")
                == DocumentError(path: "habits[0].target.limit", message: DomainError.limitNeedsAvoid.description))
        #expect(refusal("{\(water),\"target\":{\"amount\":2,\"per\":\"period\"}}")
                == DocumentError(path: "habits[0].target.per", message: DomainError.periodTargetNeedsPeriod.description))
        #expect(refusal("{\(water),\"target\":{\"amount\":2,\"per\":\"hour\"}}")?.path == "habits[0].target.per")
        #expect(refusal("{\(water),\"target\":{\"amount\":2000000}}")?.path == "habits[0].target.amount")
        #expect(refusal(#"{"name":"Read","frequency":{"kind":"daily"},"target":{"amount":30,"unit":"minutes"},"marks":[{"day":"2026-02-03","state":"partial","amount":2000}]}"#)?.path
                == "habits[0].marks[0].amount")
        #expect(refusal("{\(water),\"target\":{\"amount\":8,\"unit\":\"glasses\"},\"marks\":[{\"day\":\"2026-02-03\",\"state\":\"partial\",\"amount\":9}]}")
                == DocumentError(path: "habits[0].marks[0].state", message: "A day with 9 glasses is done by the habit's target, not partial."))
        #expect(refusal("{\(water),\"target\":{\"amount\":8},\"marks\":[{\"day\":\"2026-02-03\",\"state\":\"done\",\"amount\":0}]}")?.path
                == "habits[0].marks[0].amount")
        #expect(refusal("{\(water),\"marks\":[{\"day\":\"2026-02-03\",\"state\":\"partial\",\"amount\":1}]}")
                == DocumentError(path: "habits[0].marks[0].state", message: DomainError.partialNeedsTarget("Water").description))
        #expect(refusal(#"{"name":"Stretch","frequency":{"kind":"rolling","times":10,"days":10}}"#)?.path == "habits[0].frequency.times")
        #expect(refusal(#"{"name":"Stretch","frequency":{"kind":"rolling","times":3,"days":400}}"#)?.path == "habits[0].frequency.days")
        #expect(refusal(#"{"name":"Stretch","frequency":{"kind":"rolling","times":3}}"#)?.path == "habits[0].frequency.days")
        #expect(refusal(#"{"name":"Sugar","polarity":"avoid","frequency":{"kind":"rolling","times":3,"days":10}}"#)?.path == "habits[0].frequency")
    }

    @Test func anImportCantGiveAMarkHereATargetThatContradictsIt() throws {
        // Here: Water, 8 glasses a day, 5 on Feb 3 (partial). The file makes it 4 a day from the start, without that day.
        let water = Habit(name: "Water", target: Target(Amount(8), try AmountUnit("glasses")), created: d("2026-02-01"))
        let here = Journal().applying([.createHabit(water), .setMark(habit: water.id, day: d("2026-02-03"), mark: Mark(.partial, amount: Amount(5)))])
        let text = #"{"format":"habitat","version":1,"habits":[{"id":"\#(water.id.uuidString)","name":"Water","frequency":{"kind":"daily"},"created":"2026-02-01","target":{"amount":4,"unit":"glasses"}}]}"#
        #expect(throws: DocumentError(path: "habits[0].target", message: "\"Water\" has a mark here on 2026-02-03 that its settings in this file can't hold (A day with 5 glasses is done by the habit's target, not partial); export it with its history")) {
            try here.importPlan(read(text))
        }
        // With that day brought along in its new state, it imports.
        let with = text.replacingOccurrences(of: #""created""#, with: #""marks":[{"day":"2026-02-03","state":"done","amount":5}],"created""#)
        let merged = here.applying(try here.importPlan(read(with)).allChanges)
        #expect(merged.marks[water.id]?[d("2026-02-03")] == Mark(.done, amount: Amount(5)))
    }
}
