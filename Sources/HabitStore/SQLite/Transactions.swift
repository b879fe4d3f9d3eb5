import HabitDomain

// Transactions: one per call, joined by `reading` (several reads at one moment) and `batch` (group commit, each
// commit a savepoint), with SQLite's failures turned into `StoreError`s.

extension SQLiteStore {
    /// Runs `body` in one transaction: committed when it returns, rolled back when it throws.
    /// Writes take the lock up front (`BEGIN IMMEDIATE`) so two processes never deadlock.
    /// Inside `reading`, a read is part of the transaction already open; inside `batch`, a read is too and a write is a
    /// savepoint of it (undone alone when it fails).
    func transaction<T>(write: Bool, _ body: () throws -> T) throws(StoreError) -> T {
        if write, isDamaged { throw .damaged(path: location.path) }
        if readingTogether {
            precondition(!write, "a write inside SQLiteStore.reading")
            do { return try body() } catch { throw storeError(error) }
        }
        if batching {
            // SQLite ends the whole transaction on some failures (a full disk): then nothing more of the group may be
            // written, or part of it would be stored on its own.
            guard db.isInTransaction else { throw .writeFailed(path: location.path) }
            guard write else { do { return try body() } catch { throw storeError(error) } }
            return try enclosed("SAVEPOINT turn", "RELEASE turn", undo: ["ROLLBACK TO turn", "RELEASE turn"], body)
        }
        return try enclosed(write ? "BEGIN IMMEDIATE" : "BEGIN", "COMMIT", undo: ["ROLLBACK"], body)
    }

    /// Runs `body` between two statements; when it or the closing one fails, the undo statements run (while a
    /// transaction is open) and the error is described.
    private func enclosed<T>(_ begin: String, _ end: String, undo: [String], _ body: () throws -> T) throws(StoreError) -> T {
        do {
            try db.execute(begin)
        } catch {
            throw storeError(error)
        }
        do {
            let result = try body()
            try db.execute(end)
            if end == "COMMIT" { commits &+= 1 }
            return result
        } catch {
            for statement in undo where db.isInTransaction { try? db.execute(statement) }
            throw storeError(error)
        }
    }

    private func storeError(_ error: any Error) -> StoreError {
        if let error = error as? SQLiteError, error.isCorrupt || error.isNotADatabase { isDamaged = true }
        if case StoreError.damaged? = error as? StoreError { isDamaged = true }
        switch error {
        case let error as StoreError: return error
        case let error as SQLiteError: return Self.describe(error, path: location.path)
        case let error as DomainError: return .rejected(error)
        default: return .sqlite(path: location.path, message: "\(error)")
        }
    }

    /// Group commit: runs `body` (several requests' reads and commits) in one write transaction, each commit in it a
    /// savepoint. Nothing of it is stored unless all of it is: when the transaction can't be committed, every
    /// change in it is gone and the cached journals are dropped, so the caller must not report any of it as saved.
    /// Inside a batch already, `body` simply joins it.
    public func batch<T>(_ body: () throws -> T) throws(StoreError) -> T {
        if batching {
            do { return try body() } catch { throw storeError(error) }
        }
        precondition(!readingTogether, "SQLiteStore.batch inside a read transaction")
        if isDamaged { throw .damaged(path: location.path) }
        batching = true
        defer { batching = false }
        do {
            return try enclosed("BEGIN IMMEDIATE", "COMMIT", undo: ["ROLLBACK"]) {
                // Inside the write lock: if another connection wrote since the cache was filled, it is stale.
                if try db.scalar("PRAGMA data_version") != cachedVersion { cache = [:] }
                return try body()
            }
        } catch {
            cache = [:]
            throw error
        }
    }

    /// Runs several reads (`journal`, `sessionState`, …) in one read transaction: they see the same moment.
    public func reading<T>(_ body: () throws -> T) throws(StoreError) -> T {
        precondition(!readingTogether, "SQLiteStore.reading inside itself")
        return try transaction(write: false) {
            readingTogether = true
            defer { readingTogether = false }
            return try body()
        }
    }

    /// A value that changes whenever anything is committed to the database, by this connection or another: what
    /// was derived from the data (an index of reminder times, say) is stale when it differs.
    public func changeStamp() -> Int {
        guard let version = try? db.scalar("PRAGMA data_version") else { return commits }
        return commits &* 1_000_003 &+ version
    }
}
