import Foundation
import CoachEngine
import CoachSession

/// `habitat replay [--update] [PATH ...]`: replays golden transcripts through the coach.
enum ReplayCommand {
    /// `.txt` files under the paths (folders are searched), sorted.
    static func files(_ paths: [String]) throws -> [String] {
        var found: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { throw Failure("\(path) doesn't exist.") }
            if isDirectory.boolValue {
                let names = (try? FileManager.default.subpathsOfDirectory(atPath: path)) ?? []
                found += names.filter { $0.hasSuffix(".txt") }.sorted().map { path + "/" + $0 }
            } else {
                found.append(path)
            }
        }
        return found
    }

    static func run(_ options: GlobalOptions, coach: Coach, paths: [String], update: Bool) throws {
        let files = try files(paths.isEmpty ? ["Transcripts"] : paths)
        guard !files.isEmpty else { throw Failure("no transcripts (*.txt) found in \(paths.isEmpty ? "Transcripts" : paths.joined(separator: ", ")).") }
        var passed = 0, failed = 0, updated = 0
        for file in files {
            guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { throw Failure("\(file) can't be read.") }
            let replay: Replay
            do {
                // Through the session shell over an in-memory store: the path every front door takes.
                var driver = ShellDriver(coach: coach)
                replay = try Transcript(name: file, text: text).replay(through: &driver)
            } catch {
                write("\(file): \(error)\n")
                failed += 1
                continue
            }
            if replay.passed {
                passed += 1
            } else if update {
                try replay.actual.write(toFile: file, atomically: true, encoding: .utf8)
                updated += 1
                write("updated \(file)\n")
            } else {
                failed += 1
                write(replay.diff + "\n\n")
            }
        }
        write("\(passed) passed, \(failed) failed" + (updated > 0 ? ", \(updated) updated" : "") + "\n")
        if failed > 0 { throw Failure("\(failed) transcript\(failed == 1 ? "" : "s") differed.") }
    }
}
