import Testing
import HabitDomain
@testable import CoachEngine
import TestSupport

let extract = Extractors(vocabulary: language.vocabulary)
func words(_ text: String) -> [String] { language.tokenize(text).norms }

@Suite struct ScheduleExtractorTests {
    @Test(arguments: [
        ("daily", "every day"), ("every day", "every day"), ("each morning", "every day"), ("every evening", "every day"),
        ("everyday", "every day"), ("evry day", "every day"), ("7 days a week", "every day"),
        ("3 times a week", "3× a week"), ("3 times per week", "3× a week"), ("three times a week", "3× a week"),
        ("once a week", "once a week"), ("twice a week", "twice a week"), ("twice a weak", "twice a week"),
        ("3x a week", "3× a week"), ("3 x per week", "3× a week"), ("3/week", "3× a week"), ("3 per week", "3× a week"),
        ("4 days a week", "4× a week"), ("3 times weekly", "3× a week"), ("weekly", "once a week"),
        ("twice a month", "twice a month"), ("5 times a month", "5× a month"), ("monthly", "once a month"),
        ("every other day", "every other day"), ("every 3 days", "every 3 days"), ("every third day", "every 3 days"),
        ("every two weeks", "every 14 days"), ("fortnightly", "every 14 days"),
        ("weekdays", "weekdays"), ("on weekdays", "weekdays"), ("monday to friday", "weekdays"),
        ("weekends", "weekends"), ("at the weekend", "weekends"),
        ("mon wed fri", "Mon, Wed, Fri"), ("on Tuesdays and Thursdays", "Tue, Thu"), ("every Sunday", "every Sunday"),
        ("mondays, wednesdays and fridays", "Mon, Wed, Fri"), ("monday through thursday", "Mon, Tue, Wed, Thu"),
        ("on saturdays", "every Saturday"), ("most days", "5× a week"), ("a few times a week", "3× a week"),
        ("a couple of times a week", "twice a week"), ("3× a week", "3× a week"),
    ])
    func readsSchedules(_ text: String, _ expected: String) throws {
        let schedule = try #require(extract.schedule(words(text)), "\(text)")
        #expect(schedule.words == expected)
    }

    /// Numbers and words that look like schedules but aren't.
    @Test(arguments: ["20 pushups", "read 30 min", "run 5k", "10 pages", "for 20 minutes", "2 cups of water",
                      "at 7", "drink 8 glasses", "every time", "once", "sat down", "in the sun", "a week", "3 times"])
    func negativeCorpusIsNotASchedule(_ text: String) {
        let w = words(text)
        #expect(extract.findSchedule(w, in: 0..<w.count) == nil, "\(text)")
    }

    @Test func outOfRangeNumbersAreReadSoTheyCanBeExplained() {
        #expect(extract.schedule(words("8 times a week")) == .weekly(times: 8))
        #expect(extract.schedule(words("every 400 days")) == .interval(days: 400))
    }

    @Test func findsScheduleInsideASentence() throws {
        let w = words("I want to run 3 times a week in the park")
        let (schedule, span) = try #require(extract.findSchedule(w, in: 0..<w.count))
        #expect(schedule == .weekly(times: 3))
        #expect(span == 4..<8)
    }
}

@Suite struct OtherExtractorTests {
    @Test(arguments: [("at 7", "07:00"), ("at 7pm", "19:00"), ("7:30pm", "19:30"), ("at 19:00", "19:00"), ("7am", "07:00"),
                      ("at 12am", "00:00"), ("at noon", "12:00"), ("around 6 in the evening", "18:00"), ("at 7.30", "07:30")])
    func readsTimes(_ text: String, _ expected: String) throws {
        let time = try #require(extract.time(words(text)) ?? nil, "\(text)")
        #expect(time.description == expected)
    }

    @Test func timesNeedAMarker() {
        #expect(extract.time(words("30")) == nil)
        #expect(extract.time(words("at 25")) == .some(nil))  // said, but not a time: explained, not guessed
    }

    @Test(arguments: [("must-do", Tier.must), ("must do", .must), ("essential", .must), ("a must", .must),
                      ("nice to have", .nice), ("bonus", .nice), ("optional", .nice), ("a nice-to-have", .nice)])
    func readsTiers(_ text: String, _ tier: Tier) {
        #expect(extract.tier(words(text)) == tier)
    }

    @Test(arguments: [("one", 1), ("twelve", 12), ("a couple", 2), ("a few", 3), ("42", 42), ("thirty one", 31)])
    func readsNumbers(_ text: String, _ n: Int) throws {
        let (value, length) = try #require(extract.numberAt(words(text), 0))
        #expect(value == n)
        #expect(length == words(text).count)
    }

    @Test(arguments: [("today", "2026-02-05"), ("yesterday", "2026-02-04"), ("the day before yesterday", "2026-02-03"),
                      ("on Monday", "2026-02-02"), ("on thursday", "2026-02-05"), ("last thursday", "2026-01-29"),
                      ("3 days ago", "2026-02-02"), ("a week ago", "2026-01-29"), ("2026-01-31", "2026-01-31")])
    func readsDays(_ text: String, _ expected: String) throws {
        let today = Day(iso: "2026-02-05")!  // a Thursday
        let (day, length) = try #require(extract.dayAt(words(text), 0, today: today), "\(text)")
        #expect(day.iso == expected)
        #expect(length == words(text).count)
    }
}

@Suite struct HabitNameTests {
    func draft(_ text: String) -> HabitDraft? { understand(text, journal: Journal()).first?.drafts.first }

    @Test(arguments: [
        ("I want to go running but I never get round to it", "Go running", Polarity?.none),
        ("I should probably read more instead of scrolling", "Read", nil),
        ("quit smoking", "Smoking", .avoid),
        ("stop biting my nails", "Biting my nails", .avoid),
        ("I really need to drink more water", "Drink more water", nil),
        ("I'd love to learn the guitar", "Learn the guitar", nil),
        ("I want to stop eating junk food", "Eating junk food", .avoid),
        ("i dont want to smoke anymore", "Smoke", .avoid),
        ("add 'Write 500 words' every day", "Write 500 words", nil),
        ("help me floss", "Floss", nil),
        ("I keep meaning to call my mum, every sunday", "Call my mum", nil),
        ("new habit: stretch", "Stretch", nil),
        // How long, said of a habit each day, is its target (issue 25), not part of its name.
        ("I want to meditate for 10 minutes each morning", "Meditate", nil),
    ])
    func namesComeOutClean(_ text: String, _ name: String, _ polarity: Polarity?) throws {
        let d = try #require(draft(text), "\(text)")
        #expect(d.name == name, "\(text)")
        #expect(d.polarity == polarity, "\(text)")
    }

    /// How much, said with a habit done each day, is a typed target: amount and unit, never a name with a number in it.
    @Test(arguments: [
        ("drink 8 glasses of water a day", "Drink water", 800, "glasses"), ("read 20 pages daily", "Read", 2000, "pages"),
        ("walk 10,000 steps a day", "Walk", 1_000_000, "steps"), ("I want to meditate for 10 minutes each morning", "Meditate", 1000, "minutes"),
        ("add do 20 pushups every day", "Pushups", 2000, "pushups"),
    ])
    func howMuchIsATarget(_ text: String, _ name: String, _ hundredths: Int, _ unit: String) throws {
        let d = try #require(draft(text), "\(text)")
        #expect(d.name == name, "\(text)")
        #expect(d.target == Target(Amount(hundredths: hundredths), try AmountUnit(unit), kind: .day), "\(text)")
    }

    @Test func severalHabitsInOneMessage() {
        let drafts = understand("add running 3 times a week and reading every day", journal: Journal()).first?.drafts ?? []
        #expect(drafts.map(\.name) == ["Running", "Reading"])
        #expect(drafts.map(\.schedule) == [.weekly(times: 3), .daily])
        let shared = understand("add running and swimming twice a week", journal: Journal()).first?.drafts ?? []
        #expect(shared.map(\.schedule) == [.weekly(times: 2), .weekly(times: 2)])
        let days = understand("add piano on tuesdays and thursdays", journal: Journal()).first?.drafts ?? []
        #expect(days.count == 1)
    }

    @Test func aTenThousandCharacterNameIsExplainedNotStored() throws {
        let d = try #require(draft("add " + String(repeating: "a", count: 1500)))
        #expect(d.name == nil)
        #expect(d.nameProblem == .nameTooLong(length: 1500))
    }
}

@Suite struct ReferenceTests {
    func resolve(_ text: String) -> Reference {
        language.resolver(for: exampleJournal).habit(words(text), raw: text)
    }
    func name(_ ref: Reference) -> String? {
        if case .habit(let id) = ref { return exampleJournal.habit(id: id)?.name }
        return nil
    }

    @Test(arguments: [("read", "Read"), ("reading", "Read"), ("READ", "Read"), ("running", "Go running"), ("go running", "Go running"),
                      ("the gym", "Gym"), ("my guitar", "Guitar"), ("meditation", "Meditate"), ("meditating", "Meditate"),
                      ("gitar", "Guitar"), ("drawings", "Drawing"), ("smoking habit", "Smoking")])
    func findsHabitsByTheirForms(_ text: String, _ expected: String) {
        #expect(name(resolve(text)) == expected, "\(text)")
    }

    @Test func numbersInNamesAreNotStemmed() {
        #expect(Resolver.stem("a11") == "a11")
        #expect(Resolver.stem("running") == "run")
    }

    @Test func pronounsAndStrangers() {
        #expect(resolve("it") == .pronoun)
        #expect(resolve("that one") == .pronoun)
        #expect(resolve("swimming") == .unknown("swimming"))
    }

    @Test func twoEqualMatchesAreAmbiguous() throws {
        let j = try JournalText.journal(["Morning run: every day, must", "Evening run: every day, must"], language: language, today: exampleDay)
        let ref = language.resolver(for: j).habit(words("run"), raw: "run")
        guard case .ambiguous(let ids) = ref else { Issue.record("expected ambiguous, got \(ref)"); return }
        #expect(ids.count == 2)
    }
}

@Suite struct TypoTests {
    @Test(arguments: [("read", "read", true), ("readng", "reading", true), ("raeding", "reading", true), ("reeding", "reading", true),
                      ("readingg", "reading", true), ("ab", "ba", true), ("", "a", true), ("café", "cafe", true), ("naïve", "naive", true),
                      ("rxadinx", "reading", false), ("abc", "cab", false), ("cafés", "cafe", false), ("reading", "read", false),
                      ("meditaton", "meditation", true), ("medtiation", "meditation", true), ("mediation", "meditation", true), ("medication", "meditation", true)])
    func oneEditApart(_ a: String, _ b: String, _ expected: Bool) {
        #expect(withinOneEdit(a, b) == expected, "\(a) / \(b)")
        #expect(withinOneEdit(b, a) == expected, "\(b) / \(a)")
    }
}
