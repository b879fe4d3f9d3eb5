import Foundation
import HabitDomain

// The database file: made private (folder 0700, file 0600) when missing, a file that isn't Habitat's or is newer
// refused, the connection opened with its pragmas (foreign keys, WAL, synchronous, the busy timeout), a file that
// can only be read opened without writing beside it, damage found and said, and on closing the WAL copied into
// the file (a damaged file is left exactly as it is).

extension SQLiteStore {
    /// Opens for reading and writing: WAL, the schema brought up to date, the daily check.
    static func connect(_ location: StoreLocation) throws(StoreError) -> Database {
        let path = location.path
        do {
            let db = try Database(path: path, flags: .readWrite)
            try db.execute("PRAGMA foreign_keys = ON")
            try checkOwnership(db, path: path)
            // A newer Habitat's file is refused before anything is written to it, its journal mode included.
            try checkNotNewer(db, path: path)
            if case .file = location { try db.execute("PRAGMA journal_mode = WAL") }
            // In WAL mode NORMAL syncs at checkpoints, not at every commit: a committed turn survives the
            // process being killed at any moment (the WAL is in the operating system's hands once written);
            // only a power cut or kernel crash can take back the last turns — never corrupt the file.
            try db.execute("PRAGMA synchronous = NORMAL")
            try migrate(db, path: path)
            if case .file = location { try checkOncePerDay(db, path: path) }
            return db
        } catch let error as StoreError {
            throw error
        } catch let error as SQLiteError {
            throw describe(error, path: path)
        } catch {
            throw StoreError.sqlite(path: path, message: "\(error)")
        }
    }

    /// Opens a file that can only be read (its permissions, or a read-only mount). With no WAL file beside
    /// it no writer is at work (Habitat's writers remove it when they close), so it is read as immutable, which
    /// creates nothing next to it — SQLite's read-only readers would leave WAL files that the owner might not
    /// be able to open. With a WAL file a writer may be live, and SQLite's read-only mode reads through it.
    /// A file that still needs a migration can't be brought up to date, so it is refused with a sentence.
    static func connectReadOnly(_ path: String) throws(StoreError) -> Database {
        var lastError: SQLiteError? = nil
        let live = FileManager.default.fileExists(atPath: path + "-wal")
        for flags in live ? [Database.Flags.readOnly, .immutable] : [.immutable, .readOnly] {
            do {
                let db = try Database(path: path, flags: flags)
                try checkOwnership(db, path: path)
                try checkNotNewer(db, path: path)
                let version = try db.scalar("PRAGMA user_version") ?? 0
                if version < Migrations.all.count { throw StoreError.readOnlyOutdated(path: path) }
                _ = try db.scalar("SELECT count(*) FROM habits")
                return db
            } catch let error as StoreError {
                throw error
            } catch let error as SQLiteError {
                lastError = error
            } catch {
                throw StoreError.sqlite(path: path, message: "\(error)")
            }
        }
        throw describe(lastError ?? SQLiteError(code: 0, message: "unknown", sql: nil), path: path)
    }

    /// Habitat's own data folder (the default location's) is private: one left open to others (0755, say) is
    /// made 0700 again when it belongs to this user. A folder named with `--db` is the user's to keep as it is.
    public static func secureDataFolder(of location: StoreLocation) {
        guard case .file(let path) = location else { return }
        let folder = (path as NSString).deletingLastPathComponent
        var info = stat()
        guard !folder.isEmpty, lstat(folder, &info) == 0, info.st_mode & S_IFMT == S_IFDIR, info.st_uid == getuid(),
              info.st_mode & 0o077 != 0 else { return }
        chmod(folder, 0o700)
    }

    /// Creates the folder (0700) and an empty file (0600) when missing; refuses a file that isn't SQLite. True when
    /// it made the file.
    @discardableResult
    static func prepareFile(_ path: String) throws(StoreError) -> Bool {
        let fm = FileManager.default
        let folder = (path as NSString).deletingLastPathComponent
        if !folder.isEmpty, !fm.fileExists(atPath: folder) {
            do {
                try fm.createDirectory(atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            } catch {
                throw .cannotOpen(path: path, reason: "its folder can't be created")
            }
        }
        var isDirectory: ObjCBool = false
        if fm.fileExists(atPath: path, isDirectory: &isDirectory) {
            if isDirectory.boolValue { throw .cannotOpen(path: path, reason: "it is a folder") }
            guard let handle = FileHandle(forReadingAtPath: path) else {
                throw .cannotOpen(path: path, reason: "it can't be read (check its permissions)")
            }
            let header = (try? handle.read(upToCount: 16)) ?? Data()
            try? handle.close()
            if !header.isEmpty && header != Data("SQLite format 3\0".utf8) { throw .notADatabase(path: path) }
            return false
        }
        // A link to nothing would have SQLite make its target with the default mode: refused instead.
        var link = stat()
        if lstat(path, &link) == 0, link.st_mode & S_IFMT == S_IFLNK {
            throw .cannotOpen(path: path, reason: "it is a link to a file that doesn't exist")
        }
        let fd = open(path, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC | O_NOFOLLOW, 0o600)
        if fd < 0 {
            if errno == EEXIST { return false }
            let reason = errno == EACCES || errno == EROFS ? "the folder can't be written" : String(cString: strerror(errno))
            throw .cannotOpen(path: path, reason: reason)
        }
        Glibc.close(fd)
        return true
    }

    /// Refuses a database that some other program made.
    private static func checkOwnership(_ db: Database, path: String) throws {
        let application = try db.scalar("PRAGMA application_id") ?? 0
        if application == Int(Migrations.applicationID) { return }
        let tables = try db.scalar("SELECT count(*) FROM sqlite_master") ?? 0
        if application != 0 || tables > 0 { throw StoreError.notHabitat(path: path) }
    }

    private static func checkNotNewer(_ db: Database, path: String) throws {
        if let version = try db.scalar("PRAGMA user_version"), version > Migrations.all.count {
            throw StoreError.newerVersion(path: path, found: version, supported: Migrations.all.count)
        }
    }

    /// How long a change waits for another process's write lock before failing with `.busy`, in milliseconds
    /// (5 s unless set; the REPL waits in short steps, saying so).
    public var busyTimeout: Int {
        get { Int(db.busyTimeout) }
        set { db.busyTimeout = Int32(clamping: newValue) }
    }

    /// A number drawn once for this database file; 0 for an in-memory database. (It was mixed into ids derived
    /// under a fixed clock; it no longer is, so that runs with the same clock and input repeat exactly.)
    public var idSalt: UInt64 {
        guard location != .memory, let salt = try? db.scalar("SELECT value FROM meta WHERE key = 'id_salt'") else { return 0 }
        return UInt64(bitPattern: Int64(salt))
    }

    /// `PRAGMA quick_check` once a day (about 10 ms for a year of 100 habits: too much for every start, cheap
    /// once a day): a damaged file — an index that no longer matches its table, say — is refused with a
    /// sentence before anything more is written to it. The day of the last good check is kept in `meta`; when
    /// another process holds the write lock the note waits for the next open (it never waits for the lock).
    private static func checkOncePerDay(_ db: Database, path: String) throws {
        let today = Int(Date().timeIntervalSince1970 / 86_400)
        if let checked = try db.scalar("SELECT value FROM meta WHERE key = 'checked_day'"), checked == today { return }
        guard try db.textScalar("PRAGMA quick_check") == "ok" else { throw StoreError.damaged(path: path) }
        db.withBusyTimeout(0) {
            try? db.run("INSERT INTO meta (key, value) VALUES ('checked_day', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value", [.int(today)])
        }
    }

    /// Ends the store's use of its file: every committed change is copied from the WAL into the database file
    /// (so the file alone, copied elsewhere, holds all the data) and the connection is closed; when it was the
    /// last one, SQLite removes the `-wal` and `-shm` files too. Waits at most a second for other processes'
    /// readers, and never for a writer; what they still need stays in the WAL for them to checkpoint. Safe to call twice; anything asked
    /// of the store afterwards fails with a sentence.
    public func close() {
        guard !db.isClosed else { return }
        if isDamaged {
            // A damaged file is never written: no checkpoint now, nor the one SQLite makes when the last connection closes.
            db.preventCheckpointOnClose()
            db.close()
            cache = [:]
            return
        }
        // Never waits for another process's writer; waits (a second at most) for an old reader only when this
        // connection wrote something that reader still holds back.
        if location != .memory { db.checkpoint(wait: db.hasWritten, timeout: 1000) }
        db.close()
        cache = [:]
    }

    /// `PRAGMA quick_check` now, whatever the day: for what leaves the program (an export), where a damaged page
    /// must not pass unnoticed — a page that SQLite reads without complaint can still hide rows. A fault marks the
    /// store damaged (no change is written from then on) and is thrown as `.damaged`.
    public func verify() throws(StoreError) {
        let result: String? = try transaction(write: false) {
            let s = try db.statement("PRAGMA quick_check")
            defer { s.reset() }
            return try s.step() ? s.text(0) : nil
        }
        guard result == "ok" else {
            isDamaged = true
            throw .damaged(path: location.path)
        }
    }

    /// The schema version of the open database.
    public var schemaVersion: Int { (try? db.scalar("PRAGMA user_version")) ?? 0 }

    /// What an SQLite failure means for the file, as a `StoreError`: damaged, read-only, busy, full, …
    static func describe(_ error: SQLiteError, path: String) -> StoreError {
        if error.isNotADatabase { return .notADatabase(path: path) }
        if error.isCorrupt { return .damaged(path: path) }
        if error.isReadOnly { return .readOnly(path: path) }
        if error.isBusy { return .busy(path: path) }
        if error.isFull { return .diskFull(path: path) }
        if error.isIOError { return .writeFailed(path: path) }
        if error.isCantOpen { return .cannotOpen(path: path, reason: "permission denied or the folder is missing") }
        return .sqlite(path: path, message: error.message)
    }

    /// `PRAGMA integrity_check`: "ok" for a sound database.
    public func integrityCheck() throws(StoreError) -> String {
        try transaction(write: false) {
            let s = try db.statement("PRAGMA integrity_check")
            defer { s.reset() }
            return try s.step() ? (s.text(0) ?? "") : ""
        }
    }
}
