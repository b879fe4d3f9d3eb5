import Foundation
import HabitDomain
import HabitStore
import CoachEngine
import HabitExchange

/// The commands that move data in and out.
enum Commands {
    static func export(_ options: GlobalOptions, format: ExportFormat, output: String?) throws {
        // Checked before anything is read, so a refused target is never touched.
        let target = try output.flatMap { $0 == "-" ? nil : try exportTarget($0, database: options.db) }
        let store = try Exit.store(options.db, access: .viewing)
        // A damaged page can hide rows without an error: checked first, so an export is whole or refused.
        try store.verify()
        let document = try store.journal(user: options.user).document
        let text: String
        switch format {
        case .json: text = document.json.pretty + "\n"
        case .csv: text = document.csv
        case .ics:
            let coach = Coach(language: try loadLanguage(options))
            text = CalendarFeed.ics(try store.journal(user: options.user), today: options.today, alarm: coach.reminderText)
        }
        guard let target else {
            write(text)
            return
        }
        try writeAtomically(Array(text.utf8), to: target, named: output ?? target)
    }

    /// `habitat report`: the HTML page, to a file (written as exports are) or standard output.
    static func report(_ options: GlobalOptions, output: String?, days: Int) throws {
        let target = try output.flatMap { $0 == "-" ? nil : try exportTarget($0, database: options.db) }
        let store = try Exit.store(options.db, access: .viewing)
        try store.verify()
        let journal = try store.journal(user: options.user)
        let page = HTMLReport.page(journal, days: days, today: options.today, calendar: options.calendar)
        guard let target else { write(page); return }
        try writeAtomically(Array(page.utf8), to: target, named: output ?? target)
    }

    /// Where an export may go: a regular file or a new name, never a folder, FIFO, device or socket (nor a
    /// symlink to one), and never the database or its journal files. A symlink to a regular file is
    /// followed, so the file it points at is replaced and the link kept.
    static func exportTarget(_ path: String, database: StoreLocation) throws -> String {
        let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        var info = stat()
        if stat(resolved, &info) == 0 {
            let kind: String?
            switch info.st_mode & S_IFMT {
            case S_IFREG: kind = nil
            case S_IFDIR: kind = "a folder"
            case S_IFIFO: kind = "a FIFO"
            case S_IFCHR, S_IFBLK: kind = "a device"
            case S_IFSOCK: kind = "a socket"
            default: kind = "not a regular file"
            }
            if let kind { throw Failure("won't write the export to \(path): it is \(kind), not a regular file (use - for standard output).") }
        } else if lstat(path, &info) == 0 {
            throw Failure("won't write the export to \(path): it is a link to nothing.")
        }
        if case .file(let db) = database {
            for file in [db, db + "-wal", db + "-shm", db + "-journal"] {
                var other = stat()
                if stat(file, &other) == 0, stat(resolved, &info) == 0, other.st_dev == info.st_dev, other.st_ino == info.st_ino {
                    throw Failure("won't write the export to \(path): it is the database itself.")
                }
                if URL(fileURLWithPath: file).resolvingSymlinksInPath().path == resolved {
                    throw Failure("won't write the export to \(path): it is the database itself.")
                }
            }
        }
        return resolved
    }

    /// Writes to a new temporary file beside the target (created exclusively, 0600), flushes it, then renames
    /// it over the target: a reader never sees half a file, and a failure leaves the target as it was.
    static func writeAtomically(_ bytes: [UInt8], to path: String, named name: String) throws {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().path
        var temporary = ""
        var fd: Int32 = -1
        for attempt in 0..<100 where fd < 0 {
            temporary = folder + "/.\(url.lastPathComponent).\(getpid()).\(attempt).tmp"
            fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
            if fd < 0 && errno != EEXIST { break }
        }
        guard fd >= 0 else { throw Failure("can't write \(name): \(String(cString: strerror(errno))).") }
        var written = 0
        while written < bytes.count {
            let n = bytes[written...].withUnsafeBytes { Foundation.write(fd, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { break }
            written += n
        }
        let failed = written < bytes.count || fsync(fd) != 0
        let reason = String(cString: strerror(errno))
        close(fd)
        if failed || rename(temporary, path) != 0 {
            let why = failed ? reason : String(cString: strerror(errno))
            unlink(temporary)
            throw Failure("can't write \(name): \(why).")
        }
    }

    /// The largest document `import` reads: far more than years of many habits (100 habits × 5 years is
    /// about 15 MiB), small enough that reading it can't exhaust memory.
    static let maxImportBytes = 64 << 20

    static func importFile(_ options: GlobalOptions, path: String) throws {
        let name = path == "-" ? "standard input" : path
        // The text and its parse are dropped as soon as the plan is made, before anything is written.
        let (store, plan) = try importPlan(options, path: path, name: name)
        guard !plan.isEmpty else {
            write("Nothing new in \(name): everything in it is already here.\n")
            return
        }
        try store.apply(plan.changes, marks: plan.marks, user: options.user)
        write("Imported \(name): \(summary(plan)).\n")
    }

    private static func importPlan(_ options: GlobalOptions, path: String, name: String) throws -> (HabitStore, ImportPlan) {
        let document = try readDocument(options, path: path, name: name)
        let store = try Exit.store(options.db)
        do {
            return (store, try store.journal(user: options.user).importPlan(document))
        } catch let error as DocumentError {
            throw Failure("\(name) can't be imported: \(error.description.hasSuffix(".") ? String(error.description.dropLast()) : error.description). Nothing was imported.")
        }
    }

    private static func readDocument(_ options: GlobalOptions, path: String, name: String) throws -> HabitatDocument {
        let data: Data
        let tooBig = Failure("\(path == "-" ? "standard input" : path) is larger than \(maxImportBytes >> 20) MiB, more than a Habitat export holds. Nothing was imported.")
        if path == "-" {
            data = FileHandle.standardInput.readData(ofLength: maxImportBytes + 1)
            guard data.count <= maxImportBytes else { throw tooBig }
        } else {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { throw Failure("\(path) doesn't exist.") }
            guard !isDirectory.boolValue else { throw Failure("\(path) is a folder, not a file.") }
            guard let handle = FileHandle(forReadingAtPath: path) else { throw Failure("\(path) can't be read.") }
            defer { try? handle.close() }
            data = handle.readData(ofLength: maxImportBytes + 1)
            guard data.count <= maxImportBytes else { throw tooBig }
        }
        // Read one habit at a time: the text is checked whole first, but never held as one JSON tree.
        do {
            return try HabitatDocument.read([UInt8](consume data), today: options.today)
        } catch let error as JSONParseError {
            throw Failure("\(name) is not valid JSON (\(error)). Nothing was imported.")
        } catch let error as DocumentError {
            throw Failure("\(name) can't be imported: \(error.description.hasSuffix(".") ? String(error.description.dropLast()) : error.description). Nothing was imported.")
        }
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
