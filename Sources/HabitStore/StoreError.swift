import HabitDomain

/// Why the store could not do what was asked, in a sentence for the person at the keyboard.
public enum StoreError: Error, CustomStringConvertible {
    /// The file or its folder can't be opened or created.
    case cannotOpen(path: String, reason: String)
    /// The file exists but is not an SQLite database.
    case notADatabase(path: String)
    /// The file is an SQLite database that belongs to something else.
    case notHabitat(path: String)
    /// The database is damaged.
    case damaged(path: String)
    /// The database was written by a newer Habitat.
    case newerVersion(path: String, found: Int, supported: Int)
    /// The database can't be written.
    case readOnly(path: String)
    /// The database can only be read, and needs a migration this Habitat can't write.
    case readOnlyOutdated(path: String)
    /// Another process held the database for longer than the busy timeout.
    case busy(path: String)
    /// The disk is full.
    case diskFull(path: String)
    /// Writing failed below SQLite: a disk or file-size limit reached, or a failing disk.
    case writeFailed(path: String)
    /// A change broke a habit rule.
    case rejected(DomainError)
    /// A change would give the user more habits than `Journal.maxHabits`.
    case tooManyHabits(limit: Int)
    /// A change would give a habit more reminders than `Habit.maxReminders`.
    case tooManyReminders(habit: String, limit: Int)
    /// A change names a habit or group this user doesn't have.
    case notFound(String)
    /// A backup couldn't be written to `path`.
    case backupFailed(path: String, reason: String)
    /// Anything else SQLite reported.
    case sqlite(path: String, message: String)
    /// The connection to a database server broke (it stopped, or the network failed) during a request: the request's
    /// changes were not confirmed, and the next request connects again.
    case connectionLost(path: String)
    /// Anything else a database server (PostgreSQL) reported.
    case server(path: String, message: String)
    /// A database server holds rows Habitat can't read (written by hand, say); they are left as they are.
    case unreadable(path: String)

    public var description: String {
        switch self {
        case .cannotOpen(let path, let reason): return "can't open the database at \(path): \(reason)."
        case .notADatabase(let path):
            // A file with backups beside it was Habitat's: it is damaged past reading, not another program's.
            if let advice = SQLiteStore.restoreAdvice(for: path) {
                return "\(path) can no longer be read as a database (it may be damaged), so Habitat won't touch it; \(advice)."
            }
            return "\(path) is not a database, so Habitat won't touch it; choose another file with --db."
        case .notHabitat(let path): return "\(path) is a database that doesn't belong to Habitat, so Habitat won't touch it; choose another file with --db."
        case .damaged(let path):
            if let advice = SQLiteStore.restoreAdvice(for: path) { return "the database at \(path) is damaged and has been left as it is; \(advice)." }
            return "the database at \(path) is damaged; it has been left as it is (try `sqlite3 \(path) .recover`)."
        case .newerVersion(let path, let found, let supported):
            return "the database at \(path) was written by a newer Habitat (schema \(found); this one knows up to \(supported))."
        case .readOnly(let path): return "the database at \(path) can't be written (read-only file or folder)."
        case .readOnlyOutdated(let path):
            return "the database at \(path) can only be read, and it was written by an older Habitat; open it once where it can be written to bring it up to date."
        case .busy(let path): return "the database at \(path) is busy in another process; try again."
        case .diskFull(let path): return "the disk holding \(path) is full; nothing was changed."
        case .writeFailed(let path): return "couldn't write to the database at \(path) (is the disk full?); nothing was changed."
        case .rejected(let error): return error.description
        case .tooManyHabits(let limit): return "You can have at most \(Text.grouped(limit)) habits; archive or delete one to make room."
        case .tooManyReminders(let habit, let limit): return "\"\(habit)\" can have at most \(limit) reminders."
        case .notFound(let what): return "\(what) doesn't exist."
        case .backupFailed(let path, let reason): return "couldn't write the backup to \(path): \(reason)."
        case .sqlite(let path, let message): return "the database at \(path) reported: \(message)."
        case .connectionLost(let path):
            return "the connection to the database at \(path) was lost, so this request's changes were not confirmed; the next request connects again."
        case .server(let path, let message): return "the database at \(path) reported: \(message)."
        case .unreadable(let path): return "the database at \(path) holds rows Habitat can't read; they have been left as they are."
        }
    }
}
