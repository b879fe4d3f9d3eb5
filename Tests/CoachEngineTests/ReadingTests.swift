import Foundation
import Testing
import HabitDomain
@testable import CoachEngine
import TestSupport

/// Today in these tests: Wednesday 2026-03-04.
let wednesday = Day(iso: "2026-03-04")!

@Suite struct DateReadingTests {
    @Test(arguments: [
        ("on 2 march", "2026-03-02"), ("march 2nd", "2026-03-02"), ("2nd of march", "2026-03-02"), ("the 2nd", "2026-03-02"),
        ("on the 28th", "2026-02-28"), ("feb 27th", "2026-02-27"), ("1st march", "2026-03-01"), ("march 2", "2026-03-02"),
        ("december 25", "2025-12-25"), ("yesterday", "2026-03-03"), ("the day before yesterday", "2026-03-02"),
        ("last tuesday", "2026-03-03"), ("last wednesday", "2026-02-25"), ("tuesday last week", "2026-02-24"), ("3 days ago", "2026-03-01"),
        ("on monday", "2026-03-02"), ("2026-01-15", "2026-01-15"),
    ])
    func readsADay(_ text: String, _ iso: String) throws {
        let w = words(text)
        let (day, n) = try #require(extract.dayAt(w, 0, today: wednesday), "\(text)")
        #expect(day.iso == iso, "\(text)")
        #expect(n == w.count, "\(text)")
    }

    /// Numbers that are not dates: counts, times, amounts.
    @Test(arguments: ["3 times", "the 3 of them", "20 pushups", "on 2", "at 7"])
    func aBareNumberIsNotADay(_ text: String) {
        #expect(extract.dayAt(words(text), 0, today: wednesday) == nil, "\(text)")
    }

    @Test(arguments: [
        ("monday and tuesday", ["2026-03-02", "2026-03-03"]),
        ("saturday and sunday", ["2026-02-28", "2026-03-01"]),
        ("tuesday and thursday last week", ["2026-02-24", "2026-02-26"]),
        ("the 1st and the 2nd", ["2026-03-01", "2026-03-02"]),
    ])
    func readsSeveralDays(_ text: String, _ isos: [String]) throws {
        let w = words(text)
        let (days, n) = try #require(extract.daysAt(w, 0, today: wednesday), "\(text)")
        #expect(days.map(\.iso) == isos, "\(text)")
        #expect(n == w.count)
    }
}

@Suite struct RemarkTests {
    @Test(arguments: [
        ("a must", Tier.must), ("a bonus not a must", .nice), ("low priority", .nice), ("essential now", .must),
        ("not a big deal if i miss it", .nice), ("absolutely essential", .must), ("more of a stretch goal", .nice),
        ("a nice extra, don't count it for good days", .nice), ("count towards a good day", .must), ("not optional", .must),
    ])
    func tierRemarks(_ text: String, _ tier: Tier) {
        let w = words(text)
        #expect(extract.tierRemark(w, 0..<w.count) == tier, "\(text)")
    }

    /// Saying both, or more than a tier, is no tier remark.
    @Test(arguments: ["a must and optional", "a must for running every day", "walk the dog"])
    func notTierRemarks(_ text: String) {
        let w = words(text)
        #expect(extract.tierRemark(w, 0..<w.count) == nil, "\(text)")
    }

    @Test(arguments: [
        ("something i'm trying to avoid, not do", Polarity.avoid), ("a bad habit i'm avoiding", .avoid),
        ("a habit to build", .build), ("not something to avoid", .build),
    ])
    func polarityRemarks(_ text: String, _ polarity: Polarity) {
        let w = words(text)
        #expect(extract.polarityRemark(w, 0..<w.count) == polarity, "\(text)")
    }
}

@Suite struct HedgeAndTenseTests {
    @Test func hedgesAreDroppedWhereverTheyAre() {
        #expect(words("ugh finally flossed lol") == ["flossed"])
        #expect(words("tbh i wanna start journalling") == ["i", "wanna", "start", "journalling"])
        #expect(words("lol") == ["lol"], "a message of nothing else keeps its words")
    }

    @Test(arguments: [("meditated", true), ("ran", true), ("did", true), ("took", true), ("wanted", false), ("changed", false),
                      ("read", false), ("need", false), ("used", false)])
    func pastTense(_ word: String, _ past: Bool) {
        #expect(extract.pastTense(word) == past, "\(word)")
    }

    @Test(arguments: [("go running", true), ("im away at my parents this", false), ("is enough", false), ("five minutes", false),
                      ("back", false), ("went", false), ("do it", false), ("call my mum", true)])
    func namesReadAsActivities(_ text: String, _ plausible: Bool) {
        let reader = HabitReader(language: language, resolver: language.resolver(for: Journal()))
        #expect(reader.plausibleName(words(text)) == plausible, "\(text)")
    }
}

/// The safety rules, read against the example habits (Read, Go running, Gym, Guitar, Drawing, Smoking, Meditate).
@Suite struct SafetyReadingTests {
    func read(_ text: String) -> [Request] {
        Understanding(language: language, journal: exampleJournal, focus: nil, today: exampleDay).requests(text)
    }

    @Test(arguments: ["meditated wednesday and thursday", "did guitar on saturday and sunday", "ran tuesday and thursday last week",
                      "read this morning"])
    func aReportWithDaysIsALogNeverAnEdit(_ text: String) throws {
        let requests = read(text)
        #expect(!requests.isEmpty, "\(text)")
        for request in requests { #expect(request.intent == .logDone, "\(text): \(request.intent)") }
    }

    @Test(arguments: ["did i read yesterday?", "what did i do on monday", "have i been to the gym today"])
    func questionsNeverLog(_ text: String) {
        for request in read(text) { #expect(request.intent == .askDay, "\(text): \(request.intent)") }
    }

    @Test(arguments: ["i'll go to the gym later", "not gonna smoke tonight", "i hate reading", "i don't read anymore"])
    func plansAndFeelingsLogNothing(_ text: String) {
        for request in read(text) where [.logDone, .logClear, .logSlip].contains(request.intent) {
            let named = request.log?.references.filter { if case .habit = $0 { return true } else { return false } } ?? []
            #expect(named.isEmpty, "\(text): \(request.intent)")
        }
    }

    @Test(arguments: ["im away at my parents this weekend", "one a day is enough", "going to my parents for the weekend, back sunday night"])
    func leftoverWordsNeverBecomeAHabit(_ text: String) {
        for request in read(text) where request.intent == .addHabit {
            #expect(request.drafts.allSatisfy { $0.name == nil }, "\(text): \(request.drafts.map(\.name))")
        }
    }

    /// Each "so" is a remark read around a remark: a message of them as long as the coach takes nests as deep as its words
    /// go, and must be read (as nothing) without running the stack out — in a debug build, on a test's thread.
    @Test(arguments: ["so much happened ", "and so i went there so ", "ok so then, "])
    func aLongMessageOfRemarksIsReadWithoutRunningOutOfStack(_ piece: String) {
        let text = String(String(repeating: piece, count: Coach.maxMessageLength / piece.count + 1).prefix(Coach.maxMessageLength))
        #expect(read(text).allSatisfy { !Understanding.changes.contains($0.intent) }, "\(piece)")
    }

    @Test func aScheduleAloneIsUnsure() throws {
        let request = try #require(read("weekdays").first)
        #expect(request.intent == .changeSchedule)
        #expect(request.unsure)
        #expect(try #require(read("make it weekdays").first).unsure == false)
    }
}

@Suite struct SavedStateTests {
    let context = CoachContext(journal: exampleJournal, today: exampleDay)

    @Test func aStateFromThisBuildComesBackWhole() throws {
        let asking = coach.respond(to: "add swimming", state: DialogueState(), context: context).state
        let back = DialogueState.decode(asking.encoded)
        #expect(back == asking)
        #expect(coach.respond(to: "twice a week", state: back, context: context).changes.count == 1)
    }

    /// The state is written by hand every turn: it must be exactly what the encoder writes, at every step of a
    /// conversation that asks, queues, logs, edits and undoes.
    @Test func theHandWrittenStateIsTheEncodersText() throws {
        var state = DialogueState()
        var journal = exampleJournal
        for message in ["add swimming and cycling", "twice a week", "daily", "I swam today", "make it optional", "undo",
                        "rename cycling to biking", "delete biking", "yes", "how am I doing", "I did swimming yesterday, felt great",
                        "no that was monday", "add \"a/b\" daily", "what's left"] {
            let result = coach.respond(to: message, state: state, context: CoachContext(journal: journal, today: exampleDay))
            journal = journal.applying(result.changes)
            state = result.state
            let reference = String(decoding: try DialogueState.encoder.encode(state), as: UTF8.self)
            #expect(state.encoded == reference, "after \(message)")
        }
        #expect(!state.undo.isEmpty && !state.variants.isEmpty)
    }

    @Test func aStateFromTheBuildBeforeVersionsIsReadWhole() throws {
        var asking = coach.respond(to: "add swimming", state: DialogueState(), context: context).state
        asking.undo = []
        let old = asking.encoded.replacingOccurrences(of: #","version":2"#, with: "")
        #expect(old != asking.encoded)
        #expect(DialogueState.decode(old).pending == asking.pending)
        #expect(DialogueState.decode(old).lost == nil)
    }

    @Test func anOpenQuestionThisBuildCantReadIsDroppedWithASentence() throws {
        var asking = coach.respond(to: "add swimming", state: DialogueState(), context: context).state
        asking.undo = []
        let old = asking.encoded.replacingOccurrences(of: #""pending":{"addHabit""#, with: #""pending":{"someOldForm""#)
            .replacingOccurrences(of: #","version":2"#, with: "")
        let back = DialogueState.decode(old)
        #expect(back.pending == nil)
        #expect(back.turn == asking.turn, "the rest of the state is kept")
        let reply = coach.respond(to: "thanks", state: back, context: context)
        #expect(reply.reply.messages.first?.hasPrefix("I lost track of the question") == true, "\(reply.reply.messages)")
        #expect(reply.state.lost == nil, "said once")
    }

    @Test func anUnreadableStateStartsAfreshWithASentence() {
        let back = DialogueState.decode("{not json")
        let reply = coach.respond(to: "thanks", state: back, context: context)
        #expect(reply.reply.messages.first?.hasPrefix("I couldn't pick up our last conversation") == true)
    }
}

@Suite struct LanguageDataTests {
    /// Every list the code reads by name is registered (so a missing one is a load error, not a silent misreading).
    @Test func everyVocabularyNameTheCodeReadsIsChecked() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/CoachEngine")
        let files = try #require(FileManager.default.enumerator(atPath: sources.path)).compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
        let call = try Regex(#"(match|lookup|list|isExactly|map|says)\("([a-z_]+)""#)
        var used = Set<String>()
        for file in files {
            let text = try String(contentsOfFile: sources.path + "/" + file, encoding: .utf8)
            for hit in text.matches(of: call) { if let name = hit.output[2].substring { used.insert(String(name)) } }
        }
        #expect(!used.isEmpty)
        #expect(used.subtracting(Language.vocabularyNames).isEmpty, "\(used.subtracting(Language.vocabularyNames).sorted())")
    }

    /// Every part of the day a reminder's time may be given as names a part of the day the domain knows.
    @Test func everyPartOfTheDayIsAPart() throws {
        let entries = language.vocabulary.map("day_part")
        #expect(!entries.isEmpty)
        for entry in entries { #expect(DayPart(rawValue: entry.value) != nil, "\(entry.value)") }
    }

    @Test func aMissingListIsALoadError() throws {
        let error = try #require(try loadError(editing: "logging.habitat", "[list bad_word]", "[list bad_words]"))
        #expect("\(error)".contains("[list bad_word]"), "\(error)")
    }

    /// A list named twice is a load error naming both places (it used to add to the first silently).
    @Test func aListDefinedTwiceIsALoadError() throws {
        let error = try #require(try loadError(editing: "logging.habitat", "[list bad_word]", "[list negation]"))
        #expect("\(error)".contains("[list negation] is already defined at logging.habitat:"), "\(error)")
    }

    /// A pattern's meaning is checked when the language loads, with the file and line of the pattern.
    @Test func anUnknownMeaningIsALoadError() throws {
        let error = try #require(try loadError(editing: "reminders.habitat", "pattern: <correction_word> [at] {time} [instead|then|please] => habit: it",
                                               "pattern: <correction_word> [at] {time} [instead|then|please] => habit: them"))
        #expect("\(error)".contains("reminders.habitat:"), "\(error)")
        #expect("\(error)".contains("habit: them"), "\(error)")
    }
}

/// What a pattern means is written beside it: its fixed values fill the reading, and the dialogue never reads
/// the pattern's words.
@Suite struct MeaningTests {
    @Test func aMonthPatternAsksAboutTheMonth() throws {
        let request = try #require(understand("how did my month go").first)
        #expect(request.intent == .review)
        #expect(request.period?.unit == .month)
    }

    /// "max 1 a day", said right after a habit: the target of the habit in focus (`habit: it; said: target`).
    @Test func aBareCeilingIsTheTargetOfTheHabitInFocus() throws {
        let request = try #require(understand("max 1 a day").first)
        #expect(request.intent == .changeTarget)
        #expect(request.habit == .pronoun)
        #expect(request.meaning.targetSaid)
    }

    /// A day or a span said alone pauses nothing: it answers "until when?" only when that was asked (a form's answer).
    @Test func aBareSpanPausesNothing() {
        for text in ["today", "for two weeks", "till sunday"] {
            #expect(understand(text).allSatisfy { $0.intent != .pause }, "\(text)")
        }
    }
}

@Suite struct PlaceholderTests {
    /// Every placeholder a template may use is one the code fills somewhere.
    @Test func everyPlaceholderIsFilledByTheCode() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/CoachEngine")
        let files = try #require(FileManager.default.enumerator(atPath: sources.path)).compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
        let key = try Regex(#""([A-Za-z]+)": "#)
        var filled = Set<String>()
        for file in files {
            let text = try String(contentsOfFile: sources.path + "/" + file, encoding: .utf8)
            for hit in text.matches(of: key) { if let name = hit.output[1].substring { filled.insert(String(name)) } }
        }
        #expect(Language.placeholderNames.subtracting(filled).isEmpty, "\(Language.placeholderNames.subtracting(filled).sorted())")
    }

    @Test func aTemplateWithAnUnknownPlaceholderIsALoadError() throws {
        let error = try #require(try loadError(editing: "logging.habitat", "Logged \"{name}\" for {when}.", "Logged \"{nmae}\" for {when}."))
        #expect("\(error)".contains("logging.habitat:"), "\(error)")
        #expect("\(error)".contains("{nmae}"), "\(error)")
    }
}

/// Loads a copy of Intents/ with one text replaced in one file; the load error, or nil when it loads.
func loadError(editing file: String, _ old: String, _ new: String) throws -> LanguageError? {
    let folder = NSTemporaryDirectory() + "habitat-intents-\(UUID().uuidString)"
    let intents = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Intents").path
    try FileManager.default.copyItem(atPath: intents, toPath: folder)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/" + file
    let text = try String(contentsOfFile: path, encoding: .utf8)
    #expect(text.contains(old), "\(file) no longer holds \(old)")
    try text.replacingOccurrences(of: old, with: new).write(toFile: path, atomically: true, encoding: .utf8)
    do {
        _ = try Language.load(directory: folder)
        return nil
    } catch {
        return error
    }
}

/// A turn reads each clause once: its reading is kept for the whole turn, and kept across a change made earlier in the
/// same message when that change left every name as it was.
@Suite struct ReadOnceTests {
    func readings(_ text: String) -> Int {
        coach.respond(to: text, state: DialogueState(), context: CoachContext(journal: exampleJournal, today: exampleDay)).readings
    }

    @Test func twoClausesTwoReadings() {
        #expect(readings("add yoga every day. I read yesterday") == 2)
        #expect(readings("skip guitar today. I read yesterday") == 2)
    }

    @Test func oneClauseOneReading() {
        #expect(readings("read yesterday") == 1)
        #expect(readings("how am I doing?") == 1)
        #expect(readings("make guitar 3 times a week") == 1)
    }

    /// The answer to an open question is the clause's reading too, not a second one.
    @Test func anAnswerIsReadOnce() {
        let first = coach.respond(to: "add stretching", state: DialogueState(), context: CoachContext(journal: exampleJournal, today: exampleDay))
        let second = coach.respond(to: "every day", state: first.state, context: CoachContext(journal: exampleJournal, today: exampleDay))
        #expect(second.readings == 1)
    }
}

/// The store's limits are said in words before a change is proposed, never left to a refused commit.
@Suite struct LimitTests {
    @Test func aTwentyFirstReminderIsSaidNotProposed() throws {
        var journal = exampleJournal
        var state = DialogueState()
        for k in 0..<Habit.maxReminders {
            let turn = coach.respond(to: "also remind me to read at \(String(format: "%02d", k)):30", state: state,
                                     context: CoachContext(journal: journal, today: exampleDay))
            journal = journal.applying(turn.changes)
            state = turn.state
        }
        let read = try #require(journal.habits.first { $0.name == "Read" })
        #expect(read.reminders.count == Habit.maxReminders)
        let turn = coach.respond(to: "also remind me to read at 23:45", state: state, context: CoachContext(journal: journal, today: exampleDay))
        #expect(turn.changes.isEmpty)
        #expect(turn.reply.messages.joined().contains("\(Habit.maxReminders) reminders"))
    }
}

/// A habit deleted earlier in the conversation is never the subject of a change later (issue 24, F10): whatever
/// still points at it — "it", "them", the last log, an open question — is resolved again or asked about.
@Suite struct StaleReferenceTests {
    @Test func noChangeNamesAHabitThatIsGone() {
        let messages = ["add yoga every day", "add reading every day", "did yoga and reading", "delete yoga", "yes",
                        "no, the day before", "actually only yoga", "wait no I didn't", "group them as fun", "skip them today",
                        "mark all of them done", "pause it until friday", "remind me about it at 8", "undo", "undo",
                        "make it weekly", "rename it to x", "delete reading", "archive it", "yes", "did it", "pause run", "both",
                        "undo", "undo", "undo", "it needs 2", "remind me to read", "8pm", "skip it tomorrow", "I'm exhausted", "yes"]
        var journal = Journal()
        var state = DialogueState()
        for message in messages {
            let turn = coach.respond(to: message, state: state, context: CoachContext(journal: journal, today: exampleDay))
            var known = Set(journal.habits.map(\.id))
            for change in turn.changes {
                switch change {
                case .createHabit(let habit): known.insert(habit.id)
                case .updateHabit(let habit): #expect(known.contains(habit.id), "\(message): \(change)")
                case .deleteHabit(let id), .setMark(let id, _, _), .clearMark(let id, _):
                    #expect(known.contains(id), "\(message): \(change)")
                    if case .deleteHabit = change { known.remove(id) }
                case .setPause(let pause): if let id = pause.habitID { #expect(known.contains(id), "\(message): \(change)") }
                default: break
                }
            }
            #expect(!turn.reply.messages.isEmpty)
            journal = journal.applying(turn.changes)
            state = turn.state
        }
    }
}

/// What the dialogue is given: one typed command a clause, with exactly the values it needs.
@Suite struct CommandTests {
    func command(_ text: String) throws -> Command {
        let requests = understand(text)
        try #require(requests.count == 1, "\(text): \(requests.map(\.intent))")
        return Command(requests[0])
    }

    func name(_ reference: Reference?) -> String? {
        guard case .habit(let id)? = reference else { return nil }
        return exampleJournal.habit(id: id)?.name
    }

    @Test func aReportCarriesItsStateHabitsAndDays() throws {
        guard case .log(let report) = try command("I went to the gym yesterday") else { Issue.record("not a log"); return }
        #expect(report.state == .done)
        #expect(report.spec.references.map(name) == ["Gym"])
        #expect(report.spec.days == [exampleDay.adding(days: -1)])
        #expect(!report.offerOnly)
    }

    @Test func aStateSaidIsOnlyAnOffer() throws {
        guard case .pause(nil, let when) = try command("I'm away until Sunday") else { Issue.record("not a pause of everything"); return }
        #expect(when.offerOnly)
        #expect(when.until == Day(iso: "2026-02-08"))
        guard case .pause(let habit, let asked) = try command("pause guitar until sunday") else { Issue.record("not a pause"); return }
        #expect(name(habit) == "Guitar")
        #expect(!asked.offerOnly)
    }

    @Test func severalSettingsAreEditsInTurn() throws {
        guard case .settings(let habit, let edits) = try command("make gym optional and twice a week") else { Issue.record("not settings"); return }
        #expect(name(habit) == "Gym")
        #expect(edits == [.schedule(.weekly(times: 2)), .tier(.nice)])
    }

    @Test func aRenameIsAnEditAndWithoutANameAsksForIt() throws {
        guard case .edit(let habit, .rename(let new), unsure: false) = try command("rename guitar to Bass") else { Issue.record("not a rename"); return }
        #expect(name(habit) == "Guitar")
        #expect(new == "Bass")
        guard case .edit(_, .askNewName, _) = try command("rename guitar") else { Issue.record("no question for the name"); return }
    }

    @Test func aReminderCarriesItsTimeAndDays() throws {
        guard case .reminder(let habit, let ask) = try command("remind me to read at 8pm on weekdays") else { Issue.record("not a reminder"); return }
        #expect(name(habit) == "Read")
        #expect(ask.time == TimeOfDay(hour: 20, minute: 0))
        #expect(ask.days == .workdays)
    }
}

/// Every schedule says itself in the words Intents/ gives it.
@Suite struct ScheduleWordsTests {
    @Test(arguments: [
        (Schedule.daily, "every day"), (.interval(days: 2), "every other day"), (.interval(days: 10), "every 10 days"),
        (.weekdays(.workdays), "weekdays"), (.weekdays(.weekend), "weekends"), (.weekdays(.all), "every day"),
        (.weekdays(WeekdaySet([.friday])), "every Friday"), (.weekdays(WeekdaySet([.monday, .wednesday, .friday])), "Mon, Wed, Fri"),
        (.weekly(times: 1), "once a week"), (.weekly(times: 2), "twice a week"), (.weekly(times: 3), "3× a week"),
        (.monthly(times: 4), "4× a month"), (.rolling(times: 3, days: 10), "3 times in 10 days"), (.rolling(times: 1, days: 7), "once in 7 days"),
    ])
    func saysItself(_ schedule: Schedule, _ words: String) {
        #expect(language.words(for: schedule) == words)
    }
}
