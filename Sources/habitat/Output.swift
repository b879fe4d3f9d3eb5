import Foundation
import HabitDomain
import HabitStore

/// The ways out of the program. Every store the command line opens is closed on each of them — a normal end,
/// a failure, and a closed output pipe — so its data is in the database file itself, not only in the WAL.
enum Exit {
    nonisolated(unsafe) private static var stores: [HabitStore] = []
    /// The default database (no `--db`, no `HABITAT_DB`): when a command makes it, it says where it is, once.
    nonisolated(unsafe) static var defaultLocation: StoreLocation? = nil
    /// The day the command runs on (`--now`, or the clock): the day a daily backup is named by.
    nonisolated(unsafe) static var today: Day? = nil

    /// Opens a store that is closed (checkpointed) however the program ends, and keeps the day's backup of it
    /// (`SQLiteStore.keepDailyBackup`) the first time a process opens it that day.
    static func store(_ location: StoreLocation, access: StoreAccess = .readWrite) throws(StoreError) -> HabitStore {
        let store = try openStore(location, access: access)
        stores.append(store)
        if let today { store.keepDailyBackup(today: today) }
        if store.madeFile, location == defaultLocation, case .file(let path) = location {
            complain("your habits are kept in \(path) (another file: --db PATH or HABITAT_DB).")
        }
        return store
    }

    static func closeStores() {
        for store in stores { store.close() }
        stores = []
    }

    /// Closes the stores and exits with `status`.
    static func now(_ status: Int32) -> Never {
        closeStores()
        exit(status)
    }

    /// Standard output was closed by its reader (`habitat chat | head -1`): what was committed is kept, and the
    /// program ends quietly, as if it had finished.
    static func outputClosed() -> Never { now(0) }
}

/// Writes all of `bytes` to a file descriptor; false when it can't be written (a closed pipe, say).
func writeAll(_ fd: Int32, _ bytes: [UInt8]) -> Bool {
    var offset = 0
    while offset < bytes.count {
        let written = bytes.withUnsafeBytes { Foundation.write(fd, $0.baseAddress! + offset, $0.count - offset) }
        if written < 0 {
            if errno == EINTR || errno == EAGAIN { continue }
            return false
        }
        offset += written
    }
    return true
}
