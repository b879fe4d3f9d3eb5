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

    /// `habitat backup`: a consistent copy of the database, checked first (a damaged one is refused, never copied),
    /// to `output` (written as exports are) or into the backup folder beside the database, named by the day and time.
    static func backup(_ options: GlobalOptions, output: String?) throws {
        if options.db.isServer {
            throw UsageError("backup copies SQLite files; a PostgreSQL database is backed up with pg_dump (for example `pg_dump -Fc -f habitat.dump DBNAME`).")
        }
        guard case .file(let database) = options.db else { throw Failure("an in-memory database has nothing to back up.") }
        let target: String
        if let output {
            target = try exportTarget(output, database: options.db, what: "the backup")
        } else {
            let folder = SQLiteStore.backupFolder(of: database)
            if mkdir(folder, 0o700) != 0 && errno != EEXIST {
                throw Failure("can't make the backup folder \(folder): \(String(cString: strerror(errno))).")
            }
            let stamp = options.today.iso + "-" + String(format: "%02d%02d", options.time.hour, options.time.minute)
            var name = stamp + ".sqlite"
            var n = 1
            while FileManager.default.fileExists(atPath: folder + "/" + name) { n += 1; name = "\(stamp)-\(n).sqlite" }
            target = folder + "/" + name
        }
        let store = try Exit.store(options.db, access: .viewing)
        try store.verify()
        try store.backup(to: target)
        write("Backed up \(database) to \(output ?? target).\n")
    }

    /// Where an export (or `what` else) may go: a regular file or a new name, never a folder, FIFO, device or socket
    /// (nor a symlink to one), and never the database or its journal files. A symlink to a regular file is
    /// followed, so the file it points at is replaced and the link kept.
    static func exportTarget(_ path: String, database: StoreLocation, what: String = "the export") throws -> String {
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
            if let kind {
                throw Failure("won't write \(what) to \(path): it is \(kind), not a regular file" + (what == "the export" ? " (use - for standard output)." : "."))
            }
        } else if lstat(path, &info) == 0 {
            throw Failure("won't write \(what) to \(path): it is a link to nothing.")
        }
        if case .file(let db) = database {
            for file in [db, db + "-wal", db + "-shm", db + "-journal"] {
                var other = stat()
                if stat(file, &other) == 0, stat(resolved, &info) == 0, other.st_dev == info.st_dev, other.st_ino == info.st_ino {
                    throw Failure("won't write \(what) to \(path): it is the database itself.")
                }
                if URL(fileURLWithPath: file).resolvingSymlinksInPath().path == resolved {
                    throw Failure("won't write \(what) to \(path): it is the database itself.")
                }
            }
        }
        return resolved
    }

    /// Writes to a new temporary file beside the target (created exclusively, 0600), flushes it, then renames
    /// it over the target: a reader never sees half a file, and a failure leaves the target as it was.
    static func writeAtomically(_ bytes: [UInt8], to path: String, named name: String) throws {
        guard let (temporary, fd) = SQLiteStore.temporaryFile(beside: path) else {
            throw Failure("can't write \(name): \(String(cString: strerror(errno))).")
        }
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
