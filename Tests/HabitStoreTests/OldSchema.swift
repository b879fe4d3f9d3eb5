import Foundation
import Testing
@testable import HabitStore
import TestSupport

/// A new database file taken by the migrations up to `version` and no further, open for a test to write the rows that
/// Habitat of that version wrote; the upgrade tests then open it with today's store.
func databaseAtSchema(_ version: Int) throws -> (path: String, db: Database) {
    let path = scratchFolder("store") + "/v\(version).sqlite"
    let db = try Database(path: path, flags: .readWrite)
    try db.execute("PRAGMA foreign_keys = ON")
    try SQLiteStore.migrate(db, path: path, upTo: version)
    #expect(try db.scalar("PRAGMA user_version") == version)
    return (path, db)
}
