import Foundation
import Testing
@testable import HabitDomain
import HabitExchange
import TestSupport

/// The sample export's text (the fixture the CLI and protocol tests import too).
let sampleDocument: String = {
    let text = try! String(contentsOfFile: sampleExportPath, encoding: .utf8)
    return String(text.dropLast())  // the file ends with a newline; the printer doesn't
}()

@Suite struct DocumentTests {
    let today = d("2026-02-10")

    func read(_ text: String) throws -> HabitatDocument {
        try HabitatDocument(json: JSON.parse(text), today: today)
    }

    /// `read` parses one habit at a time from the bytes: it must read exactly what the whole tree reads, report
    /// a JSON error anywhere before any field's error, and name fields by the same paths.
    @Test func readingHabitByHabitIsReadingTheWholeTree() throws {
        // (Groups get new ids on every reading, so the two are compared by what they export.)
        let streamed = try HabitatDocument.read(Array(sampleDocument.utf8), today: today)
        #expect(Journal().applying(try Journal().importPlan(streamed).allChanges).document.json.pretty == sampleDocument)
        let head = #"{"format": "habitat", "version": 1, "habits": "#
        let good = #"{"name": "Run", "frequency": {"kind": "daily"}, "marks": [{"day": "2026-02-01", "state": "done"}]}"#
        let bad = #"{"name": "Swim", "frequency": {"kind": "hourly"}}"#
        // A field's error, with its path, from the second habit; and groups after habits are known to habits.
        let wrongField = head + "[" + good + ", " + bad + "]}"
        #expect(throws: DocumentError.self) { try HabitatDocument.read(Array(wrongField.utf8), today: today) }
        do { _ = try HabitatDocument.read(Array(wrongField.utf8), today: today) } catch let error as DocumentError {
            #expect(error.path == "habits[1].frequency.kind")
        }
        let grouped = head + #"[{"name": "Run", "group": "Fit", "frequency": {"kind": "daily"}}], "groups": [{"name": "Fit"}]}"#
        #expect(try HabitatDocument.read(Array(grouped.utf8), today: today).habits[0].groupName == "Fit")
        // Broken JSON after a wrong field is a JSON error, whichever comes first.
        let broken = head + "[" + bad + ", " + good + ", {\"name\": }]}"
        #expect(throws: JSONParseError.self) { try HabitatDocument.read(Array(broken.utf8), today: today) }
        // "habits" that isn't a list is the same error as ever.
        let notAList = head + #""Run"}"#
        #expect(throws: DocumentError.self) { try HabitatDocument.read(Array(notAList.utf8), today: today) }
        #expect(try HabitatDocument.read(Array((head + "[]}").utf8), today: today).habits.isEmpty)
    }

    /// Reading from bytes one habit at a time agrees with reading the whole tree on damaged text too: the same
    /// JSON error, the same field error, or the same document (seeded byte edits of the sample).
    @Test func readingHabitByHabitAgreesOnDamagedText() throws {
        enum Outcome: Equatable { case json(String), field(String), read([String]) }
        func summary(_ document: HabitatDocument) -> [String] {
            document.habits.map { "\($0.habit.name)|\($0.hasID ? $0.habit.id.uuidString : "-")|\($0.groupName ?? "")|\($0.marks.count)|\($0.habit.schedule)" }
                + document.groups.map { "group \($0.name) \($0.require)" } + ["\(document.pauses.count) \(String(describing: document.profile))"]
        }
        func whole(_ bytes: [UInt8]) -> Outcome {
            do {
                return .read(summary(try HabitatDocument(json: JSON.parse(bytes), today: today)))
            } catch let error as JSONParseError { return .json(error.description) } catch { return .field("\(error)") }
        }
        func streamed(_ bytes: [UInt8]) -> Outcome {
            do {
                return .read(summary(try HabitatDocument.read(bytes, today: today)))
            } catch let error as JSONParseError { return .json(error.description) } catch { return .field("\(error)") }
        }
        let sample = Array(sampleDocument.utf8)
        let pieces: [[UInt8]] = [Array("\"".utf8), Array(",".utf8), Array("]".utf8), Array("}".utf8), Array("1".utf8), Array("null".utf8),
                                 Array("\"habits\"".utf8), Array("[]".utf8), Array("\"2026-02-31\"".utf8), Array(" ".utf8)]
        var seed: UInt64 = 14
        func next(_ n: Int) -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int((seed >> 33) % UInt64(n))
        }
        var kinds = Set<String>()
        for round in 0..<400 {
            var bytes = sample
            let at = next(bytes.count)
            switch next(3) {
            case 0: bytes.removeSubrange(at..<min(bytes.count, at + 1 + next(8)))
            case 1: bytes.insert(contentsOf: pieces[next(pieces.count)], at: at)
            default: bytes.replaceSubrange(at..<min(bytes.count, at + 1), with: pieces[next(pieces.count)])
            }
            let expected = whole(bytes)
            #expect(streamed(bytes) == expected, "round \(round)")
            switch expected { case .json: kinds.insert("json"); case .field: kinds.insert("field"); case .read: kinds.insert("read") }
        }
        #expect(kinds == ["json", "field", "read"], "the edits should reach every outcome: \(kinds)")
    }

    @Test func importThenExportGivesBackTheSameDocument() throws {
        let plan = try Journal().importPlan(read(sampleDocument))
        let journal = Journal().applying(plan.allChanges)
        #expect(journal.document.json.pretty == sampleDocument)
        #expect((plan.habitsCreated, plan.groupsCreated, plan.marksSet) == (5, 1, 3))
    }

    @Test func importingTwiceChangesNothing() throws {
        let document = try read(sampleDocument)
        let once = Journal().applying(try Journal().importPlan(document).allChanges)
        #expect(try once.importPlan(document).isEmpty)
    }

    @Test func mergesByIdThenByNameAndKeepsExistingMarks() throws {
        let existing = Habit(name: "go RUNNING", schedule: .daily, created: d("2026-01-20"))
        let before = Journal(habits: [existing], marks: [existing.id: marks(.done, ["2026-01-21", "2026-02-03"])])
        var text = sampleDocument.replacingOccurrences(of: "5f0c6a1e-8a52-4f55-9a9e-0d7f0b0c1a01", with: "00000000-0000-0000-0000-000000000001")
        text = text.replacingOccurrences(of: "\"Go running\"", with: "\"Go Running\"")
        let plan = try before.importPlan(read(text))
        let after = before.applying(plan.allChanges)
        let merged = try #require(after.habit(named: "go running"))
        #expect(merged.id == existing.id)              // matched by name, not duplicated
        #expect(merged.name == "Go Running")           // the document's fields win
        #expect(merged.created == d("2026-01-20"))     // the earlier created day is kept
        #expect(after.marks[existing.id]?[d("2026-01-21")] == Mark(.done))  // a mark only we had stays
        #expect(after.marks[existing.id]?[d("2026-02-03")]?.note == "5k, \"easy\", rain")
        #expect(plan.habitsUpdated == 1)
        #expect(after.habits.count == 5)
    }

    @Test func aDocumentWithoutIdsOrOptionalFieldsGetsDefaults() throws {
        let text = #"{"format":"habitat","version":1,"habits":[{"name":"Read","frequency":{"kind":"daily"},"marks":[{"day":"2026-02-05","state":"done"}]}]}"#
        let doc = try read(text)
        let h = try #require(doc.habits.first)
        #expect(!h.hasID)
        #expect(h.habit.created == d("2026-02-05"))
        #expect((h.habit.tier, h.habit.polarity, h.habit.archived) == (.must, .build, false))
    }

    @Test(arguments: [
        (#"[]"#, "a Habitat export is a JSON object"),
        (#"{"format":"other","version":1,"habits":[]}"#, "format: expected \"habitat\""),
        (#"{"format":"habitat","version":2,"habits":[]}"#, "version: version 2 was written by a newer Habitat"),
        (#"{"format":"habitat","version":1}"#, "habits: missing; expected a list"),
        (#"{"format":"habitat","version":1,"habits":[{"name":"","frequency":{"kind":"daily"}}]}"#, "habits[0].name: A name can't be empty."),
        (#"{"format":"habitat","version":1,"habits":[{"name":"Run","frequency":{"kind":"weekly","times":9}}]}"#, "habits[0].frequency.times: A weekly target is 1 to 7 times a week, not 9."),
        (#"{"format":"habitat","version":1,"habits":[{"name":"Run","frequency":{"kind":"weekly","times":"3"}}]}"#, "habits[0].frequency.times: expected a whole number, found a string"),
        (#"{"format":"habitat","version":1,"habits":[{"name":"Run","frequency":{"kind":"hourly"}}]}"#, "habits[0].frequency.kind: expected daily"),
        (#"{"format":"habitat","version":1,"habits":[{"name":"Run","frequency":{"kind":"daily"},"marks":[{"day":"2026-02-11","state":"done"}]}]}"#, "habits[0].marks[0].day: 2026-02-11 is in the future"),
        (#"{"format":"habitat","version":1,"habits":[{"name":"Run","frequency":{"kind":"daily"},"marks":[{"day":"2026-02-31","state":"done"}]}]}"#, "habits[0].marks[0].day: \"2026-02-31\" is not a date"),
        (#"{"format":"habitat","version":1,"habits":[{"name":"Run","frequency":{"kind":"daily"},"marks":[{"day":"2026-02-03","state":"slipped"}]}]}"#, "habits[0].marks[0].state: only habits to avoid"),
        (#"{"format":"habitat","version":1,"habits":[{"name":"Run","frequency":{"kind":"daily"},"group":"Nope"}]}"#, "habits[0].group: there is no group called \"Nope\""),
        (#"{"format":"habitat","version":1,"habits":[{"name":"Run","frequency":{"kind":"daily"}},{"name":"RUN","frequency":{"kind":"daily"}}]}"#, "habits[1].name: another habit in this file is also called \"RUN\""),
        (#"{"format":"habitat","version":1,"habits":[{"name":"Run","frequency":{"kind":"daily"},"color":12}]}"#, "habits[0].color: Colours are numbered 0 to 7, not 12."),
        (#"{"format":"habitat","version":1,"habits":[{"id":"nope","name":"Run","frequency":{"kind":"daily"}}]}"#, "habits[0].id: \"nope\" is not a UUID"),
        (#"{"format":"habitat","version":1,"habits":[{"name":"Run","frequency":{"kind":"daily"},"reminders":[{"time":"25:00"}]}]}"#, "habits[0].reminders[0].time: \"25:00\" isn't a time of day"),
    ])
    func badDocumentsAreRefusedWithTheirPath(_ text: String, _ message: String) throws {
        do {
            _ = try read(text)
            Issue.record("accepted: \(text)")
        } catch let error as DocumentError {
            #expect(error.description.hasPrefix(message), "\(error)")
        }
    }

    @Test func groupsThatCannotBeMetAreRefusedAfterTheMerge() throws {
        let text = #"{"format":"habitat","version":1,"habits":[{"name":"Run","frequency":{"kind":"daily"},"group":"Move"}],"groups":[{"name":"Move","require":2}]}"#
        #expect(throws: DocumentError(path: "groups[0].require", message: "A group of 1 can require 1 to 1 of them, not 2.")) {
            try Journal().importPlan(read(text))
        }
    }

    @Test func csvHasOneQuotedRowPerMark() throws {
        let journal = Journal().applying(try Journal().importPlan(read(sampleDocument)).allChanges)
        #expect(journal.document.csv == """
            date,habit,state,note,amount\r
            2026-01-16,Smoking,slipped,,\r
            2026-02-03,Go running,done,"5k, ""easy"", rain",\r
            2026-02-04,Go running,skipped,sick,\r

            """)
    }

    @Test func absurdlyOldCreatedDaysAreRefusedAndLongListsAreCheckedLinearly() throws {
        let old = #"{"format":"habitat","version":1,"habits":[{"name":"Ancient","frequency":{"kind":"daily"},"created":"0001-01-01"}]}"#
        #expect(throws: DocumentError(path: "habits[0].created", message: "0001-01-01 is before 1900-01-01, the earliest day Habitat tracks")) {
            try read(old)
        }
        // 1,000 habits (the most a user keeps), the last a repeat of the first: found, and quickly (the check is a set,
        // not a scan); 20,000 are refused at the 1,001st, before anything more is read.
        let many = (0..<999).map { #"{"name":"H\#($0)","frequency":{"kind":"daily"}}"# } + [#"{"name":"h0","frequency":{"kind":"daily"}}"#]
        let text = #"{"format":"habitat","version":1,"habits":["# + many.joined(separator: ",") + "]}"
        #expect(throws: DocumentError(path: "habits[999].name", message: "another habit in this file is also called \"h0\"")) { try read(text) }
        let tooMany = (0..<20_000).map { #"{"name":"H\#($0)","frequency":{"kind":"daily"}}"# }
        let huge = #"{"format":"habitat","version":1,"habits":["# + tooMany.joined(separator: ",") + "]}"
        #expect(throws: DocumentError(path: "habits", message: "a file can hold at most 1,000 habits")) { try read(huge) }
    }

    @Test func theProfileGoesOutAndComesBackWhole() throws {
        let profile = Profile(wake: TimeOfDay("06:30"), bed: TimeOfDay("23:00"), workStart: TimeOfDay("09:00"), workEnd: TimeOfDay("17:00"),
                              workDays: [.monday, .tuesday, .wednesday, .thursday], chronotype: .late)
        let journal = Journal().applying([.setProfile(profile)])
        let text = journal.document.json.pretty
        #expect(text.contains("\"profile\": {"))
        let restored = Journal().applying(try Journal().importPlan(read(text)).allChanges)
        #expect(restored.profile == profile)
        #expect(try restored.importPlan(read(text)).isEmpty)
        // No profile, no key: older readers see the document they know.
        #expect(!Journal().document.json.pretty.contains("profile"))
        #expect(throws: DocumentError.self) { try read(#"{"format":"habitat","version":1,"habits":[],"profile":{"wake":"25:00"}}"#) }
    }

    @Test func csvCellsThatLookLikeFormulasShowAsText() {
        let cash = Habit(name: "+cash", created: d("2026-02-01")), at = Habit(name: "@home", created: d("2026-02-01"), order: 1)
        let journal = Journal().applying([
            .createHabit(cash), .createHabit(at),
            .setMark(habit: cash.id, day: d("2026-02-02"), mark: Mark(.done, note: "=HYPERLINK(\"http://x\",\"y\")")),
            .setMark(habit: at.id, day: d("2026-02-02"), mark: Mark(.done, note: "-2+3")),
            .setMark(habit: at.id, day: d("2026-02-03"), mark: Mark(.done, note: "\tindented")),
            .setMark(habit: at.id, day: d("2026-02-04"), mark: Mark(.done, note: "a = b, fine")),
        ])
        #expect(journal.document.csv == """
            date,habit,state,note,amount\r
            2026-02-02,'+cash,done,"'=HYPERLINK(""http://x"",""y"")",\r
            2026-02-02,'@home,done,'-2+3,\r
            2026-02-03,'@home,done,'\tindented,\r
            2026-02-04,'@home,done,"a = b, fine",\r

            """)
    }

    /// Exports `journal`, reads the text back, and imports it into `into`.
    func sync(_ journal: Journal, into: Journal) throws -> (Journal, ImportPlan) {
        let document = try read(journal.document.json.pretty)
        let plan = try into.importPlan(document)
        return (into.applying(plan.allChanges), plan)
    }

    @Test func aRenameOnOneDeviceAndANewHabitWithTheOldNameStayTwoHabits() throws {
        let reading = Habit(name: "Reading", created: d("2026-02-01"))
        var device1 = Journal().applying([.createHabit(reading)])
        var (device2, _) = try sync(device1, into: Journal())
        // On device 1: "rename reading to Running", "make running 3 times a week", "add reading every day", log both.
        var running = reading
        running.name = "Running"
        running.schedule = .weekly(times: 3)
        let newReading = Habit(name: "Reading", created: today, order: 1)
        device1 = device1.applying(device1.dated([.updateHabit(running), .createHabit(newReading)], today: today) + [
            .setMark(habit: running.id, day: today, mark: Mark(.done)), .setMark(habit: newReading.id, day: today, mark: Mark(.done))])
        let plan: ImportPlan
        (device2, plan) = try sync(device1, into: device2)
        #expect((plan.habitsCreated, plan.habitsUpdated, plan.marksSet) == (1, 1, 2))
        #expect(device2.habits.map(\.name).sorted() == ["Reading", "Running"])
        #expect(device2.habit(named: "Running")?.id == reading.id)
        #expect(device2.marks[reading.id]?[today] == Mark(.done) && device2.marks[newReading.id]?[today] == Mark(.done))
        #expect(device2.document == device1.document)
        #expect(try device2.importPlan(read(device1.document.json.pretty)).isEmpty)
    }

    @Test func twoHabitsThatSwappedNamesSwapOnImport() throws {
        let a = Habit(name: "Gym", created: d("2026-02-01")), b = Habit(name: "Swim", created: d("2026-02-01"), order: 1)
        let here = Journal().applying([.createHabit(a), .createHabit(b), .setMark(habit: a.id, day: today, mark: Mark(.done))])
        var swappedA = a, swappedB = b
        swappedA.name = "Swim"
        swappedB.name = "Gym"
        let there = here.applying([.updateHabit(swappedA), .updateHabit(swappedB)])
        let (merged, plan) = try sync(there, into: here)
        #expect(plan.habitsUpdated == 2)
        #expect(merged.habit(id: a.id)?.name == "Swim" && merged.habit(id: b.id)?.name == "Gym")
        #expect(merged.marks[a.id]?[today] == Mark(.done))
        // The order of the changes works in SQL too: no two habits ever hold one name at once.
        var names = Dictionary(uniqueKeysWithValues: here.habits.map { ($0.id, Text.key($0.name)) })
        for change in plan.changes {
            guard case .updateHabit(let h) = change else { continue }
            names[h.id] = Text.key(h.name)
            #expect(Set(names.values).count == names.count)
        }
    }

    @Test func anImportThatWouldLeaveASlipOnAHabitToDoIsRefused() throws {
        let smoking = Habit(name: "Smoking", polarity: .avoid, created: d("2026-02-01"))
        let here = Journal().applying([.createHabit(smoking), .setMark(habit: smoking.id, day: d("2026-02-03"), mark: Mark(.slipped))])
        let text = """
            {"format": "habitat", "version": 1, "habits": [{"name": "Smoking", "polarity": "build", "frequency": {"kind": "daily"}}]}
            """
        #expect(throws: DocumentError(path: "habits[0].polarity",
                                      message: "\"Smoking\" slipped here on 2026-02-03, so it can't have been a habit to do then; export it with its history")) {
            try here.importPlan(read(text))
        }
    }
}
