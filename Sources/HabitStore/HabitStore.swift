import Foundation
import HabitDomain
internal import CSQLite

/// Where a store keeps its data.
public enum StoreLocation: Sendable, Equatable {
    /// A database file, created (0600, folder 0700) when missing.
    case file(String)
    /// A private in-memory database, gone when the store is.
    case memory

    var path: String {
        switch self {
        case .file(let path): return path
        case .memory: return ":memory:"
        }
    }

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

/// Habits, groups, marks and dialogue state in SQLite, every row scoped to a user.
///
/// Each call is one transaction: `apply` writes all of its changes or none of them.
/// For example: `try store.apply([.createHabit(habit)], user: "local")`.
public final class HabitStore {
    public let location: StoreLocation
    private let db: Database
    /// Journals read earlier, kept while no other connection has written (`PRAGMA data_version`);
    /// this connection's own commits are applied to them as they happen.
    /// Each user's journal as last read, keyed by the user's exact bytes (as SQL compares them); at most
    /// `cacheLimit` users, so a stream of distinct users can't grow it without bound.
    private var cache: [ExactText: Journal] = [:]
    static let cacheLimit = 1000
    /// A commit with more changes than this (an import) drops the user's cached journal rather than update it.
    static let bulkChanges = 10_000
    /// Habit row ids by habit id, for the commit being written (a large import writes a million marks).
    private var rows: [UUID: Int] = [:]
    private var cachedVersion: Int? = nil
    /// Within `reading`: reads join its transaction.
    private var readingTogether = false
    /// Within `batch`: reads join its transaction, and each write is a savepoint of it.
    private var batching = false
    /// Transactions this connection has committed.
    private var commits = 0
    /// Set once SQLite reports the file damaged (SQLITE_CORRUPT, or `verify` finds a fault): from then on every
    /// change is refused before anything is written, and closing leaves the file exactly as it is.
    public private(set) var isDamaged = false
    /// True when this store made its database file (it didn't exist): a first start.
    public private(set) var madeFile = false
    /// Opened read-only (`viewing` a file this process can't write): reads work, every change is refused.
    public private(set) var isReadOnly = false
    /// How long a change waits for another process's write lock before failing with `.busy`, in milliseconds
    /// (5 s unless set; the REPL waits in short steps, saying so).
    public var busyTimeout: Int {
        get { Int(db.busyTimeout) }
        set { db.busyTimeout = Int32(clamping: newValue) }
    }

    /// What the caller needs: `viewing` (today, stats, history, export, report) also accepts a database it can
    /// only read (its permissions, or a read-only mount), opened read-only: reading works, and any write is
    /// refused with `StoreError.readOnly`.
    public enum Access: Sendable { case readWrite, viewing }

    public init(_ location: StoreLocation, access: Access = .readWrite) throws(StoreError) {
        self.location = location
        let path = location.path
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

    /// Opens for reading and writing: WAL, the schema brought up to date, the daily check.
    private static func connect(_ location: StoreLocation) throws(StoreError) -> Database {
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
    private static func connectReadOnly(_ path: String) throws(StoreError) -> Database {
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
    private static func prepareFile(_ path: String) throws(StoreError) -> Bool {
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

    /// Brings the schema up to date, one migration per transaction. A file already up to date is only read,
    /// so opening it never waits for another process's write lock (`today`, `stats`, `export` while a
    /// `serve` writes).
    private static func migrate(_ db: Database, path: String) throws {
        let latest = Migrations.all.count
        if try db.scalar("PRAGMA user_version") == latest { return }
        while true {
            try db.execute("BEGIN IMMEDIATE")
            do {
                let version = try db.scalar("PRAGMA user_version") ?? 0
                if version > latest { throw StoreError.newerVersion(path: path, found: version, supported: latest) }
                if version == latest { try db.execute("COMMIT"); return }
                try db.execute(Migrations.all[version].sql)
                try Migrations.all[version].then?(db)
                try db.execute("PRAGMA application_id = \(Migrations.applicationID)")
                try db.execute("PRAGMA user_version = \(version + 1)")
                try db.execute("COMMIT")
            } catch {
                try? db.execute("ROLLBACK")
                throw error
            }
        }
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

    // MARK: - Transactions

    /// Runs `body` in one transaction: committed when it returns, rolled back when it throws.
    /// Writes take the lock up front (`BEGIN IMMEDIATE`) so two processes never deadlock.
    /// Inside `reading`, a read is part of the transaction already open; inside `batch`, a read is too and a write is a
    /// savepoint of it (undone alone when it fails).
    private func transaction<T>(write: Bool, _ body: () throws -> T) throws(StoreError) -> T {
        if write, isDamaged { throw .damaged(path: location.path) }
        if readingTogether {
            precondition(!write, "a write inside HabitStore.reading")
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
        precondition(!readingTogether, "HabitStore.batch inside a read transaction")
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

    // MARK: - Reading

    /// Runs several reads (`journal`, `sessionState`, …) in one read transaction: they see the same moment.
    public func reading<T>(_ body: () throws -> T) throws(StoreError) -> T {
        precondition(!readingTogether, "HabitStore.reading inside itself")
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

    /// The time of every reminder of every active habit, with its user: one query over the reminders, for an index
    /// of who could be reminded at a minute. (Whether a reminder rings on a day is for `remindersDue` to say.)
    public func reminderTimes() throws(StoreError) -> [(user: String, time: TimeOfDay)] {
        try transaction(write: false) {
            let s = try db.statement("SELECT h.user, r.time FROM reminders r JOIN habits h ON h.id = r.habit_id WHERE h.archived = 0")
            var times: [(user: String, time: TimeOfDay)] = []
            while try s.step() {
                guard let time = s.text(1).flatMap(TimeOfDay.init) else { throw damaged() }
                times.append((s.text(0) ?? "", time))
            }
            return times
        }
    }

    /// Everything the user has: habits (archived included), groups and marks.
    public func journal(user: String) throws(StoreError) -> Journal {
        try transaction(write: false) {
            // data_version changes only when another connection commits; then everything cached is stale.
            let version = try db.scalar("PRAGMA data_version") ?? 0
            if version != cachedVersion { cache = [:]; cachedVersion = version }
            if let cached = cache[ExactText(user)] { return cached }
            let journal = try readJournal(user: user)
            if cache.count >= Self.cacheLimit { cache.removeAll(keepingCapacity: true) }
            cache[ExactText(user)] = journal
            return journal
        }
    }

    /// The users with any habits or groups, sorted.
    public func users() throws(StoreError) -> [String] {
        try transaction(write: false) {
            let s = try db.statement("SELECT user FROM habits UNION SELECT user FROM groups ORDER BY 1")
            var users: [String] = []
            while try s.step() { users.append(s.text(0) ?? "") }
            return users
        }
    }

    private func readJournal(user: String, marks includeMarks: Bool = true) throws -> Journal {
        var groups: [HabitGroup] = []
        var groupIDs: [Int: UUID] = [:]
        var groupRows: [Int: Int] = [:]  // row id → index in groups
        let g = try db.statement("SELECT id, uuid, name, require, tier, position FROM groups WHERE user = ? ORDER BY position, name", [.text(user)])
        while try g.step() {
            guard let uuid = g.bytes(1).flatMap(UUID.init(hyphenatedBytes:)), let tier = Tier(rawValue: g.text(4) ?? "") else { throw damaged() }
            groupIDs[g.int(0)] = uuid
            groupRows[g.int(0)] = groups.count
            groups.append(HabitGroup(id: uuid, name: g.text(2) ?? "", require: g.int(3), tier: tier, order: g.int(5)))
        }
        let gs = try db.statement("""
            SELECT s.group_id, s.until, s.require, s.tier FROM group_settings s JOIN groups g ON g.id = s.group_id
            WHERE g.user = ? ORDER BY s.group_id, s.until
            """, [.text(user)])
        while try gs.step() {
            guard let i = groupRows[gs.int(0)], let until = Day(iso: gs.text(1) ?? ""), let tier = Tier(rawValue: gs.text(3) ?? "") else { throw damaged() }
            groups[i].history.append(Past(until: until, settings: GroupSettings(require: gs.int(2), tier: tier)))
        }

        var habits: [Habit] = []
        var habitIDs: [Int: Int] = [:]  // row id → index in habits
        let h = try db.statement("""
            SELECT id, uuid, name, description, polarity, tier, schedule_kind, schedule_value, group_id,
                   archived, created, position, color, icon
            FROM habits WHERE user = ? ORDER BY position, name
            """, [.text(user)])
        while try h.step() {
            guard let uuid = h.bytes(1).flatMap(UUID.init(hyphenatedBytes:)),
                  let polarity = Polarity(rawValue: h.text(4) ?? ""), let tier = Tier(rawValue: h.text(5) ?? ""),
                  let schedule = Self.schedule(kind: h.text(6) ?? "", value: h.int(7)),
                  let created = Day(iso: h.text(10) ?? "") else { throw damaged() }
            habitIDs[h.int(0)] = habits.count
            habits.append(Habit(id: uuid, name: h.text(2) ?? "", description: h.text(3), polarity: polarity, tier: tier,
                                schedule: schedule, groupID: groupIDs[h.int(8)], archived: h.int(9) != 0, created: created,
                                order: h.int(11), color: h.int(12), icon: h.text(13)))
        }

        let r = try db.statement("""
            SELECT r.habit_id, r.time, r.days FROM reminders r JOIN habits h ON h.id = r.habit_id
            WHERE h.user = ? ORDER BY r.habit_id, r.position
            """, [.text(user)])
        while try r.step() {
            guard let i = habitIDs[r.int(0)], let time = TimeOfDay(r.text(1) ?? "") else { throw damaged() }
            habits[i].reminders.append(Reminder(time: time, days: WeekdaySet(rawValue: UInt8(truncatingIfNeeded: r.int(2)))))
        }

        let hs = try db.statement("""
            SELECT s.habit_id, s.until, s.polarity, s.tier, s.schedule_kind, s.schedule_value FROM habit_settings s
            JOIN habits h ON h.id = s.habit_id WHERE h.user = ? ORDER BY s.habit_id, s.until
            """, [.text(user)])
        while try hs.step() {
            guard let i = habitIDs[hs.int(0)], let until = Day(iso: hs.text(1) ?? ""),
                  let polarity = Polarity(rawValue: hs.text(2) ?? ""), let tier = Tier(rawValue: hs.text(3) ?? ""),
                  let schedule = Self.schedule(kind: hs.text(4) ?? "", value: hs.int(5)) else { throw damaged() }
            habits[i].history.append(Past(until: until, settings: HabitSettings(schedule: schedule, tier: tier, polarity: polarity)))
        }

        var pauses: [Pause] = []
        let p = try db.statement("SELECT uuid, habit_id, start, end FROM pauses WHERE user = ? ORDER BY start, end", [.text(user)])
        while try p.step() {
            guard let uuid = p.bytes(0).flatMap(UUID.init(hyphenatedBytes:)), let start = Day(iso: p.text(2) ?? ""), let end = Day(iso: p.text(3) ?? "") else {
                throw damaged()
            }
            let habitRow = p.text(1) == nil ? nil : p.int(1)
            pauses.append(Pause(id: uuid, habitID: habitRow.flatMap { habitIDs[$0] }.map { habits[$0].id }, start: start, end: end))
        }

        var profile = Profile()
        let pr = try db.statement("SELECT wake, bed, work_start, work_end, work_days, chronotype FROM profiles WHERE user = ?", [.text(user)])
        if try pr.step() {
            profile = Profile(wake: pr.text(0).flatMap(TimeOfDay.init), bed: pr.text(1).flatMap(TimeOfDay.init),
                              workStart: pr.text(2).flatMap(TimeOfDay.init), workEnd: pr.text(3).flatMap(TimeOfDay.init),
                              workDays: pr.text(4) == nil ? nil : WeekdaySet(rawValue: UInt8(truncatingIfNeeded: pr.int(4))),
                              chronotype: pr.text(5).flatMap(Profile.Chronotype.init))
        }

        guard includeMarks else { return Journal(habits: habits, groups: groups, pauses: pauses, profile: profile) }
        // The bulk of a long history: each habit's marks are one string of codes, taken as its bytes.
        var notes: [Int: [Day: String]] = [:]
        let n = try db.statement("""
            SELECT n.habit_id, n.day, n.note FROM mark_notes n JOIN habits h ON h.id = n.habit_id WHERE h.user = ?
            """, [.text(user)])
        while try n.step() {
            guard let day = n.bytes(1).flatMap(Day.init(isoBytes:)) else { throw damaged() }
            notes[n.int(0), default: [:]][day] = n.text(2) ?? ""
        }
        var marks: [UUID: MarkBook] = Dictionary(minimumCapacity: habits.count)
        let m = try db.statement("""
            SELECT m.habit_id, m.first, m.codes FROM mark_days m JOIN habits h ON h.id = m.habit_id WHERE h.user = ?
            """, [.text(user)])
        while try m.step() {
            guard let i = habitIDs[m.int(0)], let first = m.bytes(1).flatMap(Day.init(isoBytes:)),
                  let book = m.bytes(2).flatMap({ MarkBook(start: first, codes: $0, notes: notes[m.int(0)] ?? [:]) }) else { throw damaged() }
            marks[habits[i].id] = book
        }
        return Journal(habits: habits, groups: groups, marks: marks, pauses: pauses, profile: profile)
    }

    private func damaged() -> StoreError { .damaged(path: location.path) }


    static func schedule(kind: String, value: Int) -> Schedule? {
        switch kind {
        case "daily": return .daily
        case "interval": return .interval(days: value)
        case "weekdays": return .weekdays(WeekdaySet(rawValue: UInt8(truncatingIfNeeded: value)))
        case "weekly": return .weekly(times: value)
        case "monthly": return .monthly(times: value)
        default: return nil
        }
    }

    static func columns(_ schedule: Schedule) -> (kind: String, value: Int) {
        switch schedule {
        case .daily: return ("daily", 0)
        case .interval(let n): return ("interval", n)
        case .weekdays(let days): return ("weekdays", Int(days.rawValue))
        case .weekly(let n): return ("weekly", n)
        case .monthly(let n): return ("monthly", n)
        }
    }

    // MARK: - Writing

    /// Applies the changes for one user in one transaction, after checking the result against the habit rules.
    /// Nothing is written if any change fails.
    public func apply(_ changes: [Change], user: String) throws(StoreError) {
        try commit(changes, user: user, session: nil)
    }

    /// Applies changes and then marks in bulk (an import plan's) in one transaction, the marks written one habit at
    /// a time straight from their lists.
    public func apply(_ changes: [Change], marks: [MarksToSet], user: String) throws(StoreError) {
        try commit(changes, marks: marks, user: user, session: nil)
    }

    /// Applies changes and saves one session's dialogue state, together, in one transaction.
    public func commit(_ changes: [Change], user: String, session: (id: String, state: String?)?) throws(StoreError) {
        try commit(changes, marks: [], user: user, session: session)
    }

    private func commit(_ changes: [Change], marks: [MarksToSet], user: String, session: (id: String, state: String?)?) throws(StoreError) {
        let markCount = marks.reduce(0) { $0 + $1.marks.count }
        do {
            try transaction(write: true) {
                rows = [:]
                defer { rows = [:] }
                if !changes.isEmpty || markCount > 0 {
                    // Inside the write lock: if another connection wrote since the cache was filled, it is stale.
                    if try db.scalar("PRAGMA data_version") != cachedVersion { cache = [:] }
                    // Check the whole journal as it will be, so rules between habits hold whatever order changes come
                    // in. (The rules are about habits and groups; an import's marks were checked when its plan was made.)
                    if !changes.allSatisfy(\.isMark) {
                        let before = try cache[ExactText(user)].map { $0 } ?? readJournal(user: user, marks: false)
                        let after = before.applying(changes)
                        try after.validate()
                        if after.habits.count > Journal.maxHabits, after.habits.count > before.habits.count {
                            throw StoreError.tooManyHabits(limit: Journal.maxHabits)
                        }
                    }
                    try checkReminderCounts(changes, user: user)
                    for change in changes { try write(change, user: user) }
                    for table in marks { try writeMarks(table.marks, habit: try habitRow(table.habit, user: user)) }
                    // What was written, with its text cleaned as the store cleans it, replaces the cached journal
                    // (read before the commit ends, in its transaction; dropped below if the commit fails). After a
                    // bulk commit (an import) the journal is read again when next needed instead of kept twice.
                    if changes.count + markCount > Self.bulkChanges {
                        cache[ExactText(user)] = nil
                    } else if cache[ExactText(user)] != nil {
                        cache[ExactText(user)] = try? journalAfterCommit(user: user, changes: changes + marks.flatMap(\.changes))
                    }
                }
                if let session { try saveSession(session.id, state: session.state, user: user) }
            }
        } catch {
            cache[ExactText(user)] = nil
            throw error
        }
    }

    /// A habit keeps at most `Habit.maxReminders` reminders: a change that gives it more is refused whole. (One that
    /// already had more, from before the cap, may keep them or lose some, never gain.)
    private func checkReminderCounts(_ changes: [Change], user: String) throws {
        for change in changes {
            let habit: Habit
            switch change {
            case .createHabit(let h), .updateHabit(let h): habit = h
            default: continue
            }
            guard habit.reminders.count > Habit.maxReminders else { continue }
            var before = 0
            if case .updateHabit = change, let row = rows[habit.id] ?? (try? habitRow(habit.id, user: user)) {
                before = try db.scalar("SELECT count(*) FROM reminders WHERE habit_id = ?", [.int(row)]) ?? 0
            }
            if habit.reminders.count > before {
                throw StoreError.tooManyReminders(habit: (try? Text.name(habit.name)) ?? habit.name, limit: Habit.maxReminders)
            }
        }
    }

    /// After a commit: the cached journal with the changes applied, re-reading only what they touched.
    private func journalAfterCommit(user: String, changes: [Change]) throws -> Journal? {
        guard let cached = cache[ExactText(user)] else { return nil }
        // Marks are applied from the changes (the store writes them as given, with notes cleaned the same way
        // the domain cleans them). A turn that only logged needs nothing more; otherwise habit and group rows,
        // which are few, are read again so the cache holds exactly what was stored.
        var journal = cached.applying(changes.map { change -> Change in
            if case .setMark(let id, let day, let mark) = change { return .setMark(habit: id, day: day, mark: Mark(mark.state, note: try? Text.note(mark.note))) }
            return change
        })
        if changes.allSatisfy(\.isMark) { return journal }
        let fresh = try readJournal(user: user, marks: false)
        journal.habits = fresh.habits
        journal.groups = fresh.groups
        journal.pauses = fresh.pauses
        journal.profile = fresh.profile
        let ids = Set(fresh.habits.map(\.id))
        journal.marks = journal.marks.filter { ids.contains($0.key) }
        return journal
    }

    private func habitRow(_ id: UUID, user: String) throws -> Int {
        if let row = rows[id] { return row }
        guard let row = try db.scalar("SELECT id FROM habits WHERE user = ? AND uuid = ?", [.text(user), .text(id.uuidString)]) else {
            throw StoreError.notFound("That habit")
        }
        rows[id] = row
        return row
    }

    private func groupRow(_ id: UUID?, user: String) throws -> SQLValue {
        guard let id else { return .null }
        guard let row = try db.scalar("SELECT id FROM groups WHERE user = ? AND uuid = ?", [.text(user), .text(id.uuidString)]) else {
            throw StoreError.notFound("That group")
        }
        return .int(row)
    }

    private func write(_ change: Change, user: String) throws {
        switch change {
        case .createHabit(let habit):
            let clean = try habit.validated()
            let (kind, value) = Self.columns(clean.schedule)
            try guardUnique {
                try db.run("""
                    INSERT INTO habits (user, uuid, name, name_key, description, polarity, tier, schedule_kind, schedule_value,
                                        group_id, archived, created, position, color, icon)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                    """, [.text(user), .text(clean.id.uuidString), .text(clean.name), .text(Text.key(clean.name)),
                          .text(clean.description), .text(clean.polarity.rawValue), .text(clean.tier.rawValue), .text(kind),
                          .int(value), try groupRow(clean.groupID, user: user), .int(clean.archived ? 1 : 0),
                          .text(clean.created.iso), .int(clean.order), .int(clean.color), .text(clean.icon)])
            } name: { .duplicateHabitName(clean.name) }
            let row = try habitRow(clean.id, user: user)
            try writeReminders(clean, row: row)
            try writeHistory(clean, row: row)

        case .updateHabit(let habit):
            let clean = try habit.validated()
            let row = try habitRow(clean.id, user: user)
            let (kind, value) = Self.columns(clean.schedule)
            try guardUnique {
                try db.run("""
                    UPDATE habits SET name = ?, name_key = ?, description = ?, polarity = ?, tier = ?, schedule_kind = ?,
                                      schedule_value = ?, group_id = ?, archived = ?, created = ?, position = ?, color = ?, icon = ?
                    WHERE id = ?
                    """, [.text(clean.name), .text(Text.key(clean.name)), .text(clean.description), .text(clean.polarity.rawValue),
                          .text(clean.tier.rawValue), .text(kind), .int(value), try groupRow(clean.groupID, user: user),
                          .int(clean.archived ? 1 : 0), .text(clean.created.iso), .int(clean.order), .int(clean.color),
                          .text(clean.icon), .int(row)])
            } name: { .duplicateHabitName(clean.name) }
            try db.run("DELETE FROM reminders WHERE habit_id = ?", [.int(row)])
            try writeReminders(clean, row: row)
            try db.run("DELETE FROM habit_settings WHERE habit_id = ?", [.int(row)])
            try writeHistory(clean, row: row)

        case .deleteHabit(let id):
            try db.run("DELETE FROM habits WHERE id = ?", [.int(try habitRow(id, user: user))])
            rows[id] = nil

        case .setMark(let id, let day, let mark):
            try writeMarks([(day, mark)], habit: try habitRow(id, user: user))

        case .clearMark(let id, let day):
            try writeMarks([(day, nil)], habit: try habitRow(id, user: user))

        case .createGroup(let group):
            let name = try Text.name(group.name)
            try guardUnique {
                try db.run("""
                    INSERT INTO groups (user, uuid, name, name_key, require, tier, position) VALUES (?, ?, ?, ?, ?, ?, ?)
                    """, [.text(user), .text(group.id.uuidString), .text(name), .text(Text.key(name)), .int(group.require),
                          .text(group.tier.rawValue), .int(group.order)])
            } name: { .duplicateGroupName(name) }
            guard case .int(let row) = try groupRow(group.id, user: user) else { return }
            try writeHistory(group, row: row)

        case .updateGroup(let group):
            let name = try Text.name(group.name)
            guard case .int(let row) = try groupRow(group.id, user: user) else { return }
            try guardUnique {
                try db.run("UPDATE groups SET name = ?, name_key = ?, require = ?, tier = ?, position = ? WHERE id = ?",
                           [.text(name), .text(Text.key(name)), .int(group.require), .text(group.tier.rawValue), .int(group.order), .int(row)])
            } name: { .duplicateGroupName(name) }
            try db.run("DELETE FROM group_settings WHERE group_id = ?", [.int(row)])
            try writeHistory(group, row: row)

        case .deleteGroup(let id):
            guard case .int(let row) = try groupRow(id, user: user) else { return }
            try db.run("DELETE FROM groups WHERE id = ?", [.int(row)])

        case .setPause(let pause):
            let habit: SQLValue = try pause.habitID.map { .int(try habitRow($0, user: user)) } ?? .null
            try db.run("""
                INSERT INTO pauses (user, uuid, habit_id, start, end) VALUES (?, ?, ?, ?, ?)
                ON CONFLICT (user, uuid) DO UPDATE SET habit_id = excluded.habit_id, start = excluded.start, end = excluded.end
                """, [.text(user), .text(pause.id.uuidString), habit, .text(pause.start.iso), .text(pause.end.iso)])

        case .removePause(let id):
            try db.run("DELETE FROM pauses WHERE user = ? AND uuid = ?", [.text(user), .text(id.uuidString)])

        case .setProfile(let p):
            try db.run("""
                INSERT INTO profiles (user, wake, bed, work_start, work_end, work_days, chronotype) VALUES (?, ?, ?, ?, ?, ?, ?)
                ON CONFLICT (user) DO UPDATE SET wake = excluded.wake, bed = excluded.bed, work_start = excluded.work_start,
                    work_end = excluded.work_end, work_days = excluded.work_days, chronotype = excluded.chronotype
                """, [.text(user), .text(p.wake?.description), .text(p.bed?.description), .text(p.workStart?.description),
                      .text(p.workEnd?.description), p.workDays.map { .int(Int($0.rawValue)) } ?? .null, .text(p.chronotype?.rawValue)])
        }
    }

    /// Sets (or, with nil, clears) marks of one habit row: its codes are read, changed and written back once.
    private func writeMarks(_ marks: [(day: Day, mark: Mark?)], habit row: Int) throws {
        var book = MarkBook()
        let s = try db.statement("SELECT first, codes FROM mark_days WHERE habit_id = ?", [.int(row)])
        if try s.step() {
            guard let first = s.bytes(0).flatMap(Day.init(isoBytes:)), let stored = s.bytes(1).flatMap({ MarkBook(start: first, codes: $0) }) else {
                throw damaged()
            }
            book = stored
            s.reset()
        }
        for (day, mark) in marks {
            book[day] = mark.map { Mark($0.state) }
            if let note = try Text.note(mark?.note) {
                try db.run("""
                    INSERT INTO mark_notes (habit_id, day, note) VALUES (?, ?, ?) ON CONFLICT (habit_id, day) DO UPDATE SET note = excluded.note
                    """, [.int(row), .text(day.iso), .text(note)])
            } else {
                try db.run("DELETE FROM mark_notes WHERE habit_id = ? AND day = ?", [.int(row), .text(day.iso)])
            }
        }
        if book.isEmpty {
            try db.run("DELETE FROM mark_days WHERE habit_id = ?", [.int(row)])
        } else {
            try db.run("""
                INSERT INTO mark_days (habit_id, first, codes) VALUES (?, ?, ?)
                ON CONFLICT (habit_id) DO UPDATE SET first = excluded.first, codes = excluded.codes
                """, [.int(row), .text(book.start.iso), .text(String(decoding: book.codes, as: UTF8.self))])
        }
    }

    private func writeReminders(_ habit: Habit, row: Int) throws {
        for (i, reminder) in habit.reminders.enumerated() {
            try db.run("INSERT INTO reminders (habit_id, position, time, days) VALUES (?, ?, ?, ?)",
                       [.int(row), .int(i), .text(reminder.time.description), .int(Int(reminder.days.rawValue))])
        }
    }

    private func writeHistory(_ habit: Habit, row: Int) throws {
        for past in habit.history {
            let (kind, value) = Self.columns(past.settings.schedule)
            try db.run("""
                INSERT INTO habit_settings (habit_id, until, polarity, tier, schedule_kind, schedule_value) VALUES (?, ?, ?, ?, ?, ?)
                """, [.int(row), .text(past.until.iso), .text(past.settings.polarity.rawValue), .text(past.settings.tier.rawValue),
                      .text(kind), .int(value)])
        }
    }

    private func writeHistory(_ group: HabitGroup, row: Int) throws {
        for past in group.history {
            try db.run("INSERT INTO group_settings (group_id, until, require, tier) VALUES (?, ?, ?, ?)",
                       [.int(row), .text(past.until.iso), .int(past.settings.require), .text(past.settings.tier.rawValue)])
        }
    }

    /// Turns a unique-index violation into the rule it stands for.
    private func guardUnique(_ body: () throws -> Void, name: () -> DomainError) throws {
        do {
            try body()
        } catch let error as SQLiteError where error.isUniqueViolation {
            throw StoreError.rejected(name())
        }
    }

    // MARK: - Dialogue sessions

    /// The saved dialogue state of one session, if any (opaque to the store).
    public func sessionState(user: String, session: String) throws(StoreError) -> String? {
        try transaction(write: false) {
            let s = try db.statement("SELECT state FROM sessions WHERE user = ? AND session = ?", [.text(user), .text(session)])
            defer { s.reset() }
            return try s.step() ? s.text(0) : nil
        }
    }

    /// Saves (or with nil, forgets) one session's dialogue state.
    public func saveSessionState(_ state: String?, user: String, session: String) throws(StoreError) {
        try transaction(write: true) { try saveSession(session, state: state, user: user) }
    }

    private func saveSession(_ session: String, state: String?, user: String) throws {
        if let state {
            try db.run("""
                INSERT INTO sessions (user, session, state) VALUES (?, ?, ?)
                ON CONFLICT (user, session) DO UPDATE SET state = excluded.state
                """, [.text(user), .text(session), .text(state)])
        } else {
            try db.run("DELETE FROM sessions WHERE user = ? AND session = ?", [.text(user), .text(session)])
        }
    }

    // MARK: - Health

    /// `PRAGMA integrity_check`: "ok" for a sound database.
    public func integrityCheck() throws(StoreError) -> String {
        try transaction(write: false) {
            let s = try db.statement("PRAGMA integrity_check")
            defer { s.reset() }
            return try s.step() ? (s.text(0) ?? "") : ""
        }
    }
}
