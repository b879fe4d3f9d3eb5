import Foundation
import HabitDomain
import CoachEngine

// Helpers that more than one test target uses. A helper only one target needs stays in that target's Support.swift.

// MARK: - The package's files

/// The package's folder (this file is Tests/TestSupport/TestSupport.swift in it).
public let packageFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

/// A document in exactly the export format, with every kind of field set: Tests/Fixtures/sample-export.json.
public let sampleExportPath = packageFolder.appendingPathComponent("Tests/Fixtures/sample-export.json").path

/// A document in exactly the export format with measurable habits — a target per day, per week and a limit, amounts,
/// partly done days — and "2 times in 5 days": Tests/Fixtures/measured-export.json.
public let measuredExportPath = packageFolder.appendingPathComponent("Tests/Fixtures/measured-export.json").path

/// The coach's language data as files: the Intents/ folder.
public let intentsFolder = packageFolder.appendingPathComponent("Intents").path

/// The Transcripts/ folder of the package.
public let transcriptsFolder = packageFolder.appendingPathComponent("Transcripts").path

/// The golden transcripts under Transcripts/, by file name, sorted.
public let transcriptFiles: [String] = {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: transcriptsFolder)) ?? []
    return names.filter { $0.hasSuffix(".txt") }.sorted()
}()

/// One golden transcript, read from Transcripts/.
public func loadTranscript(_ file: String) throws -> Transcript {
    try Transcript(name: file, text: String(contentsOfFile: transcriptsFolder + "/" + file, encoding: .utf8))
}

// MARK: - The coach

/// The built-in language data.
public let language: Language = {
    do { return try Language.embedded() } catch { fatalError("the built-in language data doesn't load: \(error)") }
}()

public let coach = Coach(language: language)

// MARK: - Days, files and time

/// `d("2026-02-02")` — a fixed day for tests.
public func d(_ iso: String) -> Day {
    guard let day = Day(iso: iso) else { fatalError("bad test date \(iso)") }
    return day
}

/// The folder that holds every scratch folder of this test process; removed when the process exits, so a run of the
/// tests leaves nothing behind in the temporary folder.
private let scratchRoot: String = {
    let path = NSTemporaryDirectory() + "habitat-tests-\(getpid())"
    try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    atexit { try? FileManager.default.removeItem(atPath: scratchRoot) }
    return path
}()

/// A fresh, empty folder for one test's files: `NAME-…` in this test process's scratch folder.
public func scratchFolder(_ name: String) -> String {
    let path = scratchRoot + "/\(name)-\(UUID().uuidString)"
    try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

/// A file's or folder's permission bits (0o600), or -1 when it can't be read.
public func permissions(_ path: String) -> Int {
    ((try? FileManager.default.attributesOfItem(atPath: path))?[.posixPermissions] as? NSNumber)?.intValue ?? -1
}

/// How long `body` takes, in seconds.
public func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now()
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
}

/// Measurable habits with a day of each kind: Water (8 glasses a day; 5.5 on Feb 2, partly done; 9 on Feb 3 with a
/// note; done without an amount on Feb 4), Run (10.5 km a week, after 2 km a day through Feb 4; 1.25 on Feb 3, 4.25 on
/// Feb 6), Coffee (at most 2 a day; 3 on Feb 2, a slip; 1 on Feb 3) and Stretch (3 times in 10 days; done Feb 2), all
/// from Feb 1 2026: the changes that make them.
public func measuredChanges() -> [Change] {
    func unit(_ word: String) -> AmountUnit { try! AmountUnit(word) }
    func amount(_ text: String) -> Amount { try! Amount(parsing: text) }
    let water = Habit(name: "Water", target: Target(Amount(8), unit("glasses")), created: d("2026-02-01"))
    let run = Habit(name: "Run", schedule: .weekly(times: 2), target: Target(amount("10.5"), unit("km"), kind: .period),
                    created: d("2026-02-01"), order: 1,
                    history: [Past(until: d("2026-02-04"), settings: HabitSettings(schedule: .daily, tier: .must, polarity: .build,
                                                                                    target: Target(Amount(2), unit("km"))))])
    let coffee = Habit(name: "Coffee", polarity: .avoid, target: .limit(Amount(2), unit("coffees")), created: d("2026-02-01"), order: 2)
    let stretch = Habit(name: "Stretch", schedule: .rolling(times: 3, days: 10), created: d("2026-02-01"), order: 3)
    // A limit over the week, which was one a day before February 3.
    let drinks = Habit(name: "Drinks", polarity: .avoid, target: Target(Amount(3), .times, kind: .weekLimit), created: d("2026-02-01"), order: 4,
                       history: [Past(until: d("2026-02-02"), settings: HabitSettings(schedule: .daily, tier: .must, polarity: .avoid,
                                                                                       target: .limit(Amount(1))))])
    return [
        .createHabit(water), .createHabit(run), .createHabit(coffee), .createHabit(stretch), .createHabit(drinks),
        .setMark(habit: water.id, day: d("2026-02-02"), mark: Mark(.partial, amount: amount("5.5"))),
        .setMark(habit: water.id, day: d("2026-02-03"), mark: Mark(.done, note: "easy", amount: Amount(9))),
        .setMark(habit: water.id, day: d("2026-02-04"), mark: Mark(.done)),
        .setMark(habit: run.id, day: d("2026-02-03"), mark: Mark(.partial, amount: amount("1.25"))),
        .setMark(habit: run.id, day: d("2026-02-06"), mark: Mark(.done, amount: amount("4.25"))),
        .setMark(habit: coffee.id, day: d("2026-02-02"), mark: Mark(.slipped, amount: Amount(3))),
        .setMark(habit: coffee.id, day: d("2026-02-03"), mark: Mark(.done, amount: Amount(1))),
        .setMark(habit: stretch.id, day: d("2026-02-02"), mark: Mark(.done)),
        .setMark(habit: drinks.id, day: d("2026-02-03"), mark: Mark(.done, amount: Amount(2))),
        .setMark(habit: drinks.id, day: d("2026-02-04"), mark: Mark(.slipped, amount: Amount(2))),
    ]
}

/// Marks `state` on every listed day.
public func marks(_ state: MarkState, _ days: [String]) -> MarkBook {
    MarkBook(Dictionary(uniqueKeysWithValues: days.map { (d($0), Mark(state)) }))
}
