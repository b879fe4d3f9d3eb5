import Foundation
import HabitDomain

/// The store as everything above it sees it: a user's journal read, changes committed in one transaction, dialogue
/// sessions saved, changes by other processes noticed. Two engines keep it — `SQLiteStore`, one file on one machine
/// (the default, embedded), and `PostgresStore`, one database that many `serve` processes on many machines share — and
/// the session shell, the front doors, reports, import/export and the benchmark don't know which one they have.
///
/// Open one with `openStore(_:access:)`, which picks the engine from the location.
/// For example: `let store = try openStore(.file(path)); try store.apply([.createHabit(habit)], user: "local")`.
public protocol HabitStore: AnyObject {
    /// Where the data is.
    var location: StoreLocation { get }
    /// Opened to read only: reads work, every change is refused with `StoreError.readOnly`.
    var isReadOnly: Bool { get }
    /// Set once the database was found damaged: from then on every change is refused before anything is written.
    var isDamaged: Bool { get }
    /// True when opening the store made its database (a first start).
    var madeFile: Bool { get }
    /// How long a change waits for another process's lock before failing with `.busy`, in milliseconds.
    var busyTimeout: Int { get set }
    /// The schema version of the open database.
    var schemaVersion: Int { get }

    /// Everything the user has: habits (archived included), groups, marks, pauses, profile, one-offs, reflections.
    func journal(user: String) throws(StoreError) -> Journal
    /// The users with any habits or groups, sorted.
    func users() throws(StoreError) -> [String]
    /// The time of every reminder of every active habit (one-offs included), with its user.
    func reminderTimes() throws(StoreError) -> [(user: String, time: TimeOfDay)]
    /// The saved dialogue state of one session, if any (opaque to the store).
    func sessionState(user: String, session: String) throws(StoreError) -> String?
    /// Saves (or with nil, forgets) one session's dialogue state.
    func saveSessionState(_ state: String?, user: String, session: String) throws(StoreError)

    /// Applies changes, then marks in bulk (an import plan's), then saves one session's dialogue state, all in one
    /// transaction, after checking the result against the habit rules: all of it is written, or none.
    func commit(_ changes: [Change], marks: [MarksToSet], user: String, session: (id: String, state: String?)?) throws(StoreError)
    /// Group commit: `body`'s reads and commits in one write transaction, each commit in it undone alone when it fails;
    /// nothing of it is stored unless all of it is. Inside a batch already, `body` joins it.
    func batch<T>(_ body: () throws -> T) throws(StoreError) -> T
    /// Several reads in one read transaction: they see the same moment.
    func reading<T>(_ body: () throws -> T) throws(StoreError) -> T
    /// A value that changes whenever anything is committed, by this process or another: what was derived from the
    /// data (an index of reminder times) is stale when it differs.
    func changeStamp() -> Int

    /// Checks the database whole before something leaves the program (an export); a fault throws `.damaged`.
    func verify() throws(StoreError)
    /// A consistent copy of the whole database, written to `path`.
    func backup(to path: String) throws(StoreError)
    /// The day's copy kept beside the database, the first time it is opened that day; the copy made, if any.
    @discardableResult func keepDailyBackup(today: Day) -> String?
    /// Ends the store's use of its database; safe to call twice.
    func close()
}

extension HabitStore {
    /// Applies the changes for one user in one transaction, after checking the result against the habit rules.
    /// Nothing is written if any change fails.
    public func apply(_ changes: [Change], user: String) throws(StoreError) {
        try commit(changes, marks: [], user: user, session: nil)
    }

    /// Applies changes and then marks in bulk (an import plan's) in one transaction.
    public func apply(_ changes: [Change], marks: [MarksToSet], user: String) throws(StoreError) {
        try commit(changes, marks: marks, user: user, session: nil)
    }

    /// Applies changes and saves one session's dialogue state, together, in one transaction.
    public func commit(_ changes: [Change], user: String, session: (id: String, state: String?)?) throws(StoreError) {
        try commit(changes, marks: [], user: user, session: session)
    }
}

/// What the caller needs: `viewing` (today, stats, history, export, report) also accepts a database it can only
/// read (its permissions, or a read-only mount), opened read-only: reading works, and any write is refused with
/// `StoreError.readOnly`.
public enum StoreAccess: Sendable { case readWrite, viewing }

/// Opens the store at `location` with the engine it names.
public func openStore(_ location: StoreLocation, access: StoreAccess = .readWrite) throws(StoreError) -> any HabitStore {
    switch location {
    case .file, .memory: return try SQLiteStore(location, access: access)
    case .postgres(let conninfo): return try PostgresStore(conninfo)
    }
}

/// Where a store keeps its data.
public enum StoreLocation: Sendable, Equatable {
    /// A database file, created (0600, folder 0700) when missing.
    case file(String)
    /// A private in-memory database, gone when the store is.
    case memory
    /// A PostgreSQL database, by its libpq connection string: a `postgresql://` (or `postgres://`) URI, or
    /// `key=value` words such as `host=/var/run/postgresql dbname=habitat`.
    case postgres(String)

    var path: String {
        switch self {
        case .file(let path): return path
        case .memory: return ":memory:"
        case .postgres(let conninfo): return PostgresTarget(conninfo)?.display ?? "the PostgreSQL database"
        }
    }

    /// What `--db` (or `HABITAT_DB`) names: a PostgreSQL database for a `postgresql://` or `postgres://` URI or a
    /// libpq `key=value` string (its first word is `host=`, `dbname=`, …); `:memory:` for a private in-memory
    /// database; anything else is a file path, for SQLite.
    public static func parse(_ text: String) -> StoreLocation {
        if text == ":memory:" { return .memory }
        let lower = text.lowercased()
        if lower.hasPrefix("postgresql://") || lower.hasPrefix("postgres://") { return .postgres(text) }
        let keywords = ["host", "hostaddr", "port", "dbname", "user", "password", "service", "sslmode", "application_name",
                        "connect_timeout", "options", "passfile", "target_session_attrs"]
        let first = lower.trimmingCharacters(in: .whitespaces).prefix { $0 != "=" && $0 != " " }
        if !text.hasPrefix("/"), text.contains("="), keywords.contains(String(first)) { return .postgres(text) }
        return .file(text)
    }

    /// True for a database on a server (PostgreSQL), false for SQLite's file or memory.
    public var isServer: Bool {
        if case .postgres = self { return true }
        return false
    }

    /// The location as messages name it: a file's path, or a PostgreSQL URI without its password.
    public var displayName: String { path }

    /// `$XDG_DATA_HOME/habitat/habitat.sqlite`, else `~/.local/share/habitat/habitat.sqlite`.
    public static func defaultFile(environment: [String: String] = ProcessInfo.processInfo.environment) -> StoreLocation {
        let base: String
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
            base = xdg
        } else {
            base = (environment["HOME"] ?? NSHomeDirectory()) + "/.local/share"
        }
        return .file(base + "/habitat/habitat.sqlite")
    }
}


extension Target {
    /// How a target sits in a store's columns: `target_kind` `day`, `period` or `limit`, and for a limit over a week or
    /// month `target_days` 7 or 30 (NULL otherwise).
    var storedKind: (kind: String, days: Int?) {
        switch kind {
        case .day: return ("day", nil)
        case .period: return ("period", nil)
        case .limit: return ("limit", nil)
        case .weekLimit: return ("limit", 7)
        case .monthLimit: return ("limit", 30)
        }
    }

    /// The kind stored as `storedKind`; nil for a pair that names none.
    static func kind(stored: String, days: Int?) -> Kind? {
        switch (stored, days) {
        case ("day", nil): return .day
        case ("period", nil): return .period
        case ("limit", nil): return .limit
        case ("limit", 7?): return .weekLimit
        case ("limit", 30?): return .monthLimit
        default: return nil
        }
    }
}
