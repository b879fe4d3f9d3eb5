import Foundation
import HabitDomain

/// Habits, groups, marks and dialogue state in a PostgreSQL database that many `serve` processes, on many machines,
/// share; every row scoped to a user. The same interface as `SQLiteStore`, for a deployment that outgrew one machine.
///
/// Concurrency: a turn is one transaction, and every write transaction takes the user's advisory lock
/// (`pg_advisory_xact_lock` on the user id's hash) before it reads anything of theirs. Chosen over serialisable
/// transactions retried on conflict because a turn is not only SQL: between reading the journal and writing the
/// changes the coach runs in Swift (a form asked, a habit resolved), so a serialisation failure would mean running
/// the whole turn again from the session shell, and two requests for one user would keep failing each other under
/// load. A lock per user makes the second request for the same user wait a few milliseconds for the first, never
/// fail; requests for different users never wait for each other (a hash collision only makes two users share a
/// lock); the lock is let go when the transaction ends, so a process killed mid-turn holds nothing. Reads outside a
/// turn take no lock: they see one committed moment (`REPEATABLE READ, READ ONLY`).
///
/// Caches: each user's journal is kept with the user's change counter (`user_changes.version`), which every commit for
/// the user moves on in the same transaction. A turn reads the counter (under the lock) and uses the cached journal only
/// when it is unchanged, so each process sees what the others wrote on its next turn.
public final class PostgresStore: HabitStore {
    public let location: StoreLocation
    let target: PostgresTarget
    let db: PGConnection
    /// Each user's journal as last read or written, with the user's change counter then; at most `cacheLimit` users.
    var cache: [ExactText: (journal: Journal, version: Int)] = [:]
    static let cacheLimit = 1000
    /// A commit with more changes than this (an import) drops the user's cached journal rather than update it.
    static let bulkChanges = 10_000
    /// Habit row ids by habit id, for the commit being written.
    var rows: [UUID: Int] = [:]
    /// Within `reading`: reads join its transaction.
    var readingTogether = false
    /// Within `batch`: reads join its write transaction, and each write is a savepoint of it.
    var batching = false
    /// Within a write transaction: the users whose lock it holds, and whose cached journals it changed (dropped if it
    /// fails).
    var locked: Set<ExactText> = []
    var touched: Set<ExactText> = []
    var inWrite = false
    /// Within `batch`: a request found a second user's lock taken (see `lock`), so the group must not be kept.
    var groupContended = false

    public let isReadOnly = false
    /// PostgreSQL keeps its own pages sound; rows Habitat can't read are reported as `.damaged` each time, never marked.
    public var isDamaged: Bool { false }
    /// True when this store created the schema (the database had none): a first start.
    public private(set) var madeFile = false
    /// How long a change waits for another process's lock on the same user, in milliseconds (PostgreSQL's
    /// `lock_timeout`); past it the request fails with `.busy`.
    public var busyTimeout: Int = 5000 {
        didSet { try? db.run("SELECT set_config('lock_timeout', $1, false)", [.text("\(max(busyTimeout, 1))ms")]) }
    }

    /// The key space of Habitat's advisory locks ("Habt"), so they never meet another application's.
    static let lockSpace = 1_214_341_748

    /// Connects to the database `conninfo` names (a `postgresql://` URI or `key=value` words), and brings its schema
    /// up to date. Failures are one sentence naming the database without its password.
    public init(_ conninfo: String) throws(StoreError) {
        guard let target = PostgresTarget(conninfo) else {
            throw .cannotOpen(path: "the PostgreSQL connection string given",
                              reason: "it isn't a valid postgresql:// URI or key=value connection string")
        }
        self.target = target
        location = .postgres(conninfo)
        do {
            db = try PGConnection(target)
        } catch {
            throw .cannotOpen(path: target.display, reason: Self.reason(error.message))
        }
        do {
            try db.run("SELECT set_config('lock_timeout', $1, false)", [.text("\(busyTimeout)ms")])
            madeFile = try migrate()
        } catch let error as StoreError {
            throw error
        } catch {
            throw describe(error)
        }
    }

    /// One clause for a connection that failed: the server down, the database or role missing, the password refused.
    static func reason(_ message: String) -> String {
        let lines = message.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let fatal = lines.compactMap { line -> String? in
            guard let range = line.range(of: "FATAL:") else { return nil }
            return line[range.upperBound...].trimmingCharacters(in: .whitespaces)
        }.first
        if let fatal {
            if fatal.contains("password authentication failed") { return "the server refused the password" }
            return fatal
        }
        if message.contains("No such file or directory") || message.contains("Connection refused") || message.contains("could not translate host name")
            || message.contains("timeout expired") || message.contains("Network is unreachable") {
            return "the PostgreSQL server isn't running or can't be reached"
        }
        if message.contains("no password supplied") { return "the server asks for a password and none was given" }
        let first = lines.first(where: { !$0.isEmpty }) ?? "the connection failed"
        return first.hasSuffix(".") ? String(first.dropLast()) : first
    }

    /// Creates the schema or brings it up to date, one migration per transaction, under Habitat's schema lock so that
    /// processes starting together don't both migrate. True when the database had no schema.
    private func migrate() throws -> Bool {
        let latest = PostgresMigrations.all.count
        var made = false
        while true {
            try db.execute("BEGIN")
            do {
                try db.run("SELECT pg_advisory_xact_lock($1)", [.int(Self.lockSpace)])
                if try db.textScalar("SELECT to_regclass('habitat_schema')::text") == nil {
                    if try db.textScalar("SELECT to_regclass('habits')::text") != nil { throw StoreError.notHabitat(path: target.display) }
                    try db.execute("""
                        CREATE TABLE habitat_schema (
                            only_row  boolean PRIMARY KEY DEFAULT true CHECK (only_row),
                            version   integer NOT NULL
                        );
                        INSERT INTO habitat_schema (version) VALUES (0)
                        """)
                    made = true
                }
                let version = try db.scalar("SELECT version FROM habitat_schema") ?? 0
                if version > latest { throw StoreError.newerVersion(path: target.display, found: version, supported: latest) }
                if version == latest {
                    try db.commit()
                    return made
                }
                try db.execute(PostgresMigrations.all[version])
                try db.run("UPDATE habitat_schema SET version = $1", [.int(version + 1)])
                try db.commit()
            } catch {
                if db.isInTransaction { try? db.execute("ROLLBACK") }
                throw error
            }
        }
    }

    /// The schema version of the open database.
    public var schemaVersion: Int { (try? db.scalar("SELECT version FROM habitat_schema")) ?? 0 }

    public func close() {
        db.close()
        cache = [:]
    }

    /// PostgreSQL checks its own pages; a row Habitat can't read is reported when it is read.
    public func verify() throws(StoreError) {}

    /// A copy of a PostgreSQL database is `pg_dump`'s work, not Habitat's.
    public func backup(to path: String) throws(StoreError) {
        throw .backupFailed(path: path, reason: "a PostgreSQL database is backed up with pg_dump")
    }

    /// No copies beside a server's database: its backups are the server's (pg_dump, base backups).
    public func keepDailyBackup(today: Day) -> String? { nil }

    // MARK: Transactions

    /// Runs `body` in one transaction: committed when it returns, rolled back when it throws. A write takes the lock
    /// of each user it touches as it goes (`lock`). Inside `reading`, a read joins it; inside `batch`, a read joins the
    /// batch and a write is a savepoint of it.
    func transaction<T>(write: Bool, _ body: () throws -> T) throws(StoreError) -> T {
        if readingTogether {
            precondition(!write, "a write inside PostgresStore.reading")
            do { return try body() } catch { throw describe(error) }
        }
        if batching {
            guard db.isInTransaction else { throw .connectionLost(path: target.display) }
            guard write else { do { return try body() } catch { throw describe(error) } }
            do {
                try db.execute("SAVEPOINT turn")
                let result = try body()
                try db.execute("RELEASE SAVEPOINT turn")
                return result
            } catch {
                if db.isInTransaction { try? db.execute("ROLLBACK TO SAVEPOINT turn; RELEASE SAVEPOINT turn") }
                throw describe(error)
            }
        }
        return try outermost(write: write, body)
    }

    /// A transaction of its own. A connection that broke since the last one (the server restarted, the network
    /// failed) is made again first; when that fails, the request gets the error and the next one tries again.
    private func outermost<T>(write: Bool, _ body: () throws -> T) throws(StoreError) -> T {
        if !db.isHealthy || db.isClosed {
            do { try db.reconnect() } catch { throw .connectionLost(path: target.display) }
            try? db.run("SELECT set_config('lock_timeout', $1, false)", [.text("\(busyTimeout)ms")])
        }
        inWrite = write
        locked = []
        touched = []
        defer { inWrite = false; locked = []; touched = [] }
        do {
            try db.execute(write ? "BEGIN" : "BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY")
            let result = try body()
            try db.commit()
            return result
        } catch {
            if db.isInTransaction { try? db.execute("ROLLBACK") }
            for user in touched { cache[user] = nil }
            throw describe(error)
        }
    }

    /// Inside a write transaction: takes the user's advisory lock (once per transaction; it is let go when the
    /// transaction ends). A second process's turn for the same user waits here, at most `busyTimeout`.
    ///
    /// A group commit (`serve`'s batch of requests for several users) never waits for a second user's lock: two workers
    /// each holding one user and waiting for the other's would deadlock (PostgreSQL would find it only after a second,
    /// and abort one). Only the first lock of a transaction waits — holding nothing else, it can't close a cycle; a
    /// later one is only tried, and when it is taken the whole group fails (`batch` throws `.busy` however its body
    /// ended), so `serve` answers each of its requests alone, each waiting for its one user.
    func lock(_ user: String) throws {
        let key = ExactText(user)
        guard inWrite, !locked.contains(key) else { return }
        if batching, !locked.isEmpty {
            guard try db.scalar("SELECT pg_try_advisory_xact_lock($1, hashtext($2))::int", [.int(Self.lockSpace), .text(user)]) == 1 else {
                groupContended = true
                throw StoreError.busy(path: target.display)
            }
        } else {
            try db.run("SELECT pg_advisory_xact_lock($1, hashtext($2))", [.int(Self.lockSpace), .text(user)])
        }
        locked.insert(key)
    }

    /// The user's change counter as this transaction sees it: 0 for a user who never wrote.
    func version(_ user: String) throws -> Int {
        try db.scalar("SELECT version FROM user_changes WHERE user_id = $1", [.text(user)]) ?? 0
    }

    public func batch<T>(_ body: () throws -> T) throws(StoreError) -> T {
        if batching {
            do { return try body() } catch { throw describe(error) }
        }
        precondition(!readingTogether, "PostgresStore.batch inside a read transaction")
        batching = true
        groupContended = false
        defer { batching = false }
        do {
            return try outermost(write: true) {
                let result = try body()
                // A request of the group found another user's lock taken (its error answered already): none of the
                // group is kept, so that each request is answered again alone.
                if groupContended { throw StoreError.busy(path: target.display) }
                return result
            }
        } catch {
            cache = [:]
            throw error
        }
    }

    public func reading<T>(_ body: () throws -> T) throws(StoreError) -> T {
        precondition(!readingTogether, "PostgresStore.reading inside itself")
        return try transaction(write: false) {
            readingTogether = true
            defer { readingTogether = false }
            return try body()
        }
    }

    /// The sum of every user's change counter: it moves whenever any process commits a change for anyone (counters only
    /// grow). One scan of a row per user; `serve` asks once a minute.
    public func changeStamp() -> Int {
        do {
            return try transaction(write: false) { try db.scalar("SELECT coalesce(sum(version), 0)::bigint FROM user_changes") ?? 0 }
        } catch {
            return -1
        }
    }

    /// What a failure means, as a `StoreError` naming the database without its password.
    func describe(_ error: any Error) -> StoreError {
        switch error {
        case let error as StoreError: return error
        case let error as DomainError: return .rejected(error)
        case let error as PostgresError:
            if error.isConnection { return .connectionLost(path: target.display) }
            if error.isBusy { return .busy(path: target.display) }
            if error.isDiskFull { return .diskFull(path: target.display) }
            if error.isReadOnly { return .readOnly(path: target.display) }
            return .server(path: target.display, message: error.message)
        default: return .server(path: target.display, message: "\(error)")
        }
    }

    func damaged() -> StoreError { .unreadable(path: target.display) }
}
