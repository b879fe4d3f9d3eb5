import Foundation
import HabitDomain
import HabitStore

/// The commands that move data in and out.
enum Commands {
    static func export(_ options: GlobalOptions, format: ExportFormat, output: String?) throws {
        let store = try HabitStore(options.db)
        let document = try store.journal(user: options.user).document
        let text: String
        switch format {
        case .json: text = document.json.pretty + "\n"
        case .csv: text = document.csv
        }
        guard let output, output != "-" else {
            write(text)
            return
        }
        try writeAtomically(Data(text.utf8), to: output)
    }

    /// Writes to a temporary file beside the target, then renames it: a reader never sees half a file.
    static func writeAtomically(_ data: Data, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        let temporary = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).\(getpid()).tmp")
        guard FileManager.default.createFile(atPath: temporary.path, contents: data, attributes: [.posixPermissions: 0o600]) else {
            throw Failure("can't write \(path) (is the folder there and writable?).")
        }
        if rename(temporary.path, url.path) != 0 {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw Failure("can't write \(path): \(reason).")
        }
    }

    static func importFile(_ options: GlobalOptions, path: String) throws {
        let data: Data
        if path == "-" {
            data = FileHandle.standardInput.readDataToEndOfFile()
        } else {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { throw Failure("\(path) doesn't exist.") }
            guard !isDirectory.boolValue else { throw Failure("\(path) is a folder, not a file.") }
            guard let contents = FileManager.default.contents(atPath: path) else { throw Failure("\(path) can't be read.") }
            data = contents
        }
        let name = path == "-" ? "standard input" : path
        let json: JSON
        do {
            json = try JSON.parse(data)
        } catch {
            throw Failure("\(name) is not valid JSON (\(error)). Nothing was imported.")
        }
        let document: HabitatDocument
        let plan: ImportPlan
        let store = try HabitStore(options.db)
        do {
            document = try HabitatDocument(json: json, today: options.today)
            plan = try store.journal(user: options.user).importPlan(document)
        } catch let error as DocumentError {
            throw Failure("\(name) can't be imported: \(error.description.hasSuffix(".") ? String(error.description.dropLast()) : error.description). Nothing was imported.")
        }
        guard !plan.isEmpty else {
            write("Nothing new in \(name): everything in it is already here.\n")
            return
        }
        try store.apply(plan.changes, user: options.user)
        write("Imported \(name): \(summary(plan)).\n")
    }

    static func summary(_ plan: ImportPlan) -> String {
        func count(_ n: Int, _ one: String, _ many: String) -> String { n == 1 ? "1 \(one)" : "\(n) \(many)" }
        var parts: [String] = []
        if plan.habitsCreated > 0 { parts.append(count(plan.habitsCreated, "new habit", "new habits")) }
        if plan.habitsUpdated > 0 { parts.append(count(plan.habitsUpdated, "habit updated", "habits updated")) }
        if plan.groupsCreated > 0 { parts.append(count(plan.groupsCreated, "new group", "new groups")) }
        if plan.groupsUpdated > 0 { parts.append(count(plan.groupsUpdated, "group updated", "groups updated")) }
        if plan.marksSet > 0 { parts.append(count(plan.marksSet, "mark", "marks")) }
        return parts.joined(separator: ", ")
    }
}
