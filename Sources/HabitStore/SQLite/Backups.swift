import Foundation
import HabitDomain

// Backups: a consistent copy of the database while other processes use it (`VACUUM INTO`, which reads one snapshot and
// never blocks a writer), a copy a day kept beside the database (the newest seven), and the newest good copy named
// when the database itself is damaged.

extension SQLiteStore {
    /// The daily copies kept.
    public static let dailyBackups = 7

    /// Where the copies of the database at `path` are kept: a private folder beside it, `habitat.sqlite.backups`.
    public static func backupFolder(of path: String) -> String { path + ".backups" }

    /// Writes a consistent copy of the whole database to `path` — the data as one moment saw it, whatever other
    /// processes are writing — into a new private (0600) file beside it, flushed to disk and then renamed over
    /// `path`: a reader never sees half a copy, and a failure leaves `path` as it was.
    public func backup(to path: String) throws(StoreError) {
        if isDamaged { throw .damaged(path: location.path) }
        guard let (temporary, fd) = Self.temporaryFile(beside: path) else {
            throw .backupFailed(path: path, reason: String(cString: strerror(errno)))
        }
        Glibc.close(fd)
        do {
            // Into the empty file made above, so it keeps its mode; VACUUM INTO reads inside one read transaction.
            try db.run("VACUUM INTO ?", [.text(temporary)])
        } catch {
            unlink(temporary)
            if error.isCorrupt || error.isNotADatabase { isDamaged = true; throw .damaged(path: location.path) }
            throw .backupFailed(path: path, reason: error.isFull ? "the disk is full" : error.message)
        }
        let synced = open(temporary, O_RDONLY | O_CLOEXEC)
        let flushed = synced >= 0 && fsync(synced) == 0
        if synced >= 0 { Glibc.close(synced) }
        guard flushed, rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw .backupFailed(path: path, reason: reason)
        }
    }

    /// A new private (0600) file beside `path`, made exclusively (never an existing file, nor through a link), to be
    /// renamed over `path` once written: its name and a descriptor open for writing; nil (with `errno` set) when none
    /// can be made.
    public static func temporaryFile(beside path: String) -> (path: String, fd: Int32)? {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().path
        for attempt in 0..<100 {
            let temporary = folder + "/.\(url.lastPathComponent).\(getpid()).\(attempt).tmp"
            let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
            if fd >= 0 { return (temporary, fd) }
            if errno != EEXIST { return nil }
        }
        return nil
    }

    /// Once a day, the first time the database is opened on `today`: a copy in the backup folder named by the day
    /// (`2026-02-10.sqlite`), and only the newest `dailyBackups` of those kept. The database is checked first
    /// (`verify`): a copy of a damaged one would pass for good while missing rows, so none is made, and the store is
    /// marked damaged. Nothing is made for an in-memory or read-only database, nor for a file this store has just
    /// made; a copy that can't be made (a full disk) is given up quietly, as the command goes on. Returns the copy
    /// made, if any.
    @discardableResult
    public func keepDailyBackup(today: Day) -> String? {
        guard case .file(let path) = location, !isReadOnly, !isDamaged, !madeFile else { return nil }
        let folder = Self.backupFolder(of: path)
        let copy = folder + "/\(today.iso).sqlite"
        guard !FileManager.default.fileExists(atPath: copy) else { return nil }
        do { try verify() } catch { return nil }
        if mkdir(folder, 0o700) != 0 && errno != EEXIST { return nil }
        do { try backup(to: copy) } catch { return nil }
        let daily = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter(Self.isDailyName).sorted()
        for old in daily.dropLast(Self.dailyBackups) { unlink(folder + "/" + old) }
        return copy
    }

    /// `YYYY-MM-DD.sqlite`: a daily copy (a copy named otherwise, by `habitat backup`, is never removed).
    static func isDailyName(_ name: String) -> Bool {
        name.hasSuffix(".sqlite") && Day(iso: String(name.dropLast(".sqlite".count))) != nil
    }

    /// The newest copy of the database at `path` (by when it was written) that opens as Habitat's and passes
    /// `PRAGMA quick_check`; nil when there is none. Looked for once per path in a process.
    public static func newestGoodBackup(of path: String) -> String? {
        backupLookup.withLock { found in
            if let known = found[path] { return known }
            let folder = backupFolder(of: path)
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".sqlite") }
            let newest = names.map { name -> (String, Int) in
                var info = stat()
                let written = stat(folder + "/" + name, &info) == 0 ? info.st_mtim.tv_sec * 1_000_000_000 + info.st_mtim.tv_nsec : 0
                return (folder + "/" + name, written)
            }.sorted { ($0.1, $0.0) > ($1.1, $1.0) }
            let good = newest.lazy.map(\.0).first { candidate in
                guard let copy = try? ForeignDatabase(path: candidate) else { return false }
                return copy.isHabitat
            }
            found[path] = .some(good)
            return good
        }
    }

    /// What to do about a damaged or unreadable database at `path`: restore its newest good backup, named; nil when it
    /// has none.
    static func restoreAdvice(for path: String) -> String? {
        newestGoodBackup(of: path).map { backup in
            "the newest good backup is \(backup) — to restore it, move \(path) (and any \(path)-wal and \(path)-shm beside it) "
                + "somewhere else and copy the backup to \(path) (see \"Backups\" in the README)"
        }
    }
}

/// The backups found, by database path (nil inside: none), shared by every store of the process.
private let backupLookup = Locked<[String: String?]>([:])

/// A value behind a lock.
private final class Locked<Value>: @unchecked Sendable {
    private var value: Value
    private let lock = NSLock()

    init(_ value: Value) { self.value = value }

    func withLock<T>(_ body: (inout Value) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}
