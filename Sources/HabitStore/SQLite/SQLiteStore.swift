import Foundation
import HabitDomain
internal import CSQLite

/// Habits, groups, marks and dialogue state in SQLite, every row scoped to a user: the embedded engine, for one
/// machine (the default).
///
/// Each call is one transaction: `apply` writes all of its changes or none of them.
/// For example: `try store.apply([.createHabit(habit)], user: "local")`.
public final class SQLiteStore: HabitStore {
    public let location: StoreLocation
    let db: Database
    /// Journals read earlier, kept while no other connection has written (`PRAGMA data_version`);
    /// this connection's own commits are applied to them as they happen.
    /// Each user's journal as last read, keyed by the user's exact bytes (as SQL compares them); at most
    /// `cacheLimit` users, so a stream of distinct users can't grow it without bound.
    var cache: [ExactText: Journal] = [:]
    static let cacheLimit = 1000
    /// A commit with more changes than this (an import) drops the user's cached journal rather than update it.
    static let bulkChanges = 10_000
    /// Habit row ids by habit id, for the commit being written (a large import writes a million marks).
    var rows: [UUID: Int] = [:]
    var cachedVersion: Int? = nil
    /// Within `reading`: reads join its transaction.
    var readingTogether = false
    /// Within `batch`: reads join its transaction, and each write is a savepoint of it.
    var batching = false
    /// Transactions this connection has committed.
    var commits = 0
    /// Set once SQLite reports the file damaged (SQLITE_CORRUPT, or `verify` finds a fault): from then on every
    /// change is refused before anything is written, and closing leaves the file exactly as it is.
    public internal(set) var isDamaged = false
    /// True when this store made its database file (it didn't exist): a first start.
    public private(set) var madeFile = false
    /// Opened read-only (`viewing` a file this process can't write): reads work, every change is refused.
    public private(set) var isReadOnly = false

    public typealias Access = StoreAccess

    public init(_ location: StoreLocation, access: Access = .readWrite) throws(StoreError) {
        self.location = location
        let path = location.path
        if case .postgres = location { throw .cannotOpen(path: path, reason: "it is a PostgreSQL database, which PostgresStore opens") }
        if case .file(let file) = location { madeFile = try Self.prepareFile(file) }
        // A file this process can't write is opened read-only straight away: a read-write attempt would leave
        // WAL files behind that its owner might then be unable to open.
        if access == .viewing, location != .memory, Glibc.access(path, W_OK) != 0 {
            db = try Self.connectReadOnly(path)
            isReadOnly = true
            return
        }
        do {
            db = try Self.connect(location)
        } catch StoreError.readOnly where access == .viewing && location != .memory {
            db = try Self.connectReadOnly(path)
            isReadOnly = true
        }
    }
}
