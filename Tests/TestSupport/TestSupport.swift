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

/// A fresh, empty folder for one test's files: `habitat-NAME-…` in the temporary folder.
public func scratchFolder(_ name: String) -> String {
    let path = NSTemporaryDirectory() + "habitat-\(name)-\(UUID().uuidString)"
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

/// Marks `state` on every listed day.
public func marks(_ state: MarkState, _ days: [String]) -> MarkBook {
    MarkBook(Dictionary(uniqueKeysWithValues: days.map { (d($0), Mark(state)) }))
}
