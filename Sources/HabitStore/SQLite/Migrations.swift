internal import CSQLite
import HabitDomain

/// One step of the schema: SQL, then (for a step that reshapes data SQL can't) code, in the same transaction.
struct Migration: ExpressibleByStringLiteral, Sendable {
    let sql: String
    var then: (@Sendable (Database) throws -> Void)? = nil
    /// True for a step that makes a table anew (to change a CHECK constraint, which SQLite can't alter) while other
    /// tables refer to it: it runs with foreign keys off, so dropping the old table deletes nothing that refers to it,
    /// and every reference is checked before it commits (SQLite's "making other kinds of table schema changes").
    var rebuildsTables = false

    init(stringLiteral sql: String) { self.sql = sql }
    init(_ sql: String, rebuildsTables: Bool = false, then: (@Sendable (Database) throws -> Void)? = nil) {
        self.sql = sql
        self.then = then
        self.rebuildsTables = rebuildsTables
    }
}

/// The schema, as an append-only list: migration N (1-based) moves `PRAGMA user_version` from N-1 to N.
/// Never edit a migration once shipped; add a new one.
///
/// Every habit and group row carries its user; marks and reminders belong to a habit row and so to its
/// user. Days are `YYYY-MM-DD` text, which sorts by date.
enum Migrations {
    /// `PRAGMA application_id`: "Habt", marking the file as Habitat's.
    static let applicationID: Int32 = 0x4861_6274

    static let all: [Migration] = [
        // 1: habits, groups, reminders, marks, dialogue sessions.
        """
        CREATE TABLE groups (
            id        INTEGER PRIMARY KEY,
            user      TEXT    NOT NULL,
            uuid      TEXT    NOT NULL,
            name      TEXT    NOT NULL,
            name_key  TEXT    NOT NULL,
            require   INTEGER NOT NULL CHECK (require >= 1),
            tier      TEXT    NOT NULL CHECK (tier IN ('must', 'nice')),
            position  INTEGER NOT NULL,
            UNIQUE (user, uuid),
            UNIQUE (user, name_key)
        );
        CREATE TABLE habits (
            id             INTEGER PRIMARY KEY,
            user           TEXT    NOT NULL,
            uuid           TEXT    NOT NULL,
            name           TEXT    NOT NULL,
            name_key       TEXT    NOT NULL,
            description    TEXT,
            polarity       TEXT    NOT NULL CHECK (polarity IN ('build', 'avoid')),
            tier           TEXT    NOT NULL CHECK (tier IN ('must', 'nice')),
            schedule_kind  TEXT    NOT NULL CHECK (schedule_kind IN ('daily', 'interval', 'weekdays', 'weekly', 'monthly')),
            schedule_value INTEGER NOT NULL,
            group_id       INTEGER REFERENCES groups(id) ON DELETE SET NULL,
            archived       INTEGER NOT NULL CHECK (archived IN (0, 1)),
            created        TEXT    NOT NULL,
            position       INTEGER NOT NULL,
            color          INTEGER NOT NULL CHECK (color BETWEEN 0 AND 7),
            icon           TEXT,
            UNIQUE (user, uuid),
            UNIQUE (user, name_key)
        );
        CREATE INDEX habits_by_group ON habits(group_id);
        CREATE TABLE reminders (
            habit_id  INTEGER NOT NULL REFERENCES habits(id) ON DELETE CASCADE,
            position  INTEGER NOT NULL,
            time      TEXT    NOT NULL,
            days      INTEGER NOT NULL CHECK (days BETWEEN 1 AND 127),
            PRIMARY KEY (habit_id, position)
        ) WITHOUT ROWID;
        CREATE TABLE marks (
            habit_id  INTEGER NOT NULL REFERENCES habits(id) ON DELETE CASCADE,
            day       TEXT    NOT NULL,
            state     TEXT    NOT NULL CHECK (state IN ('done', 'skipped', 'slipped')),
            note      TEXT,
            PRIMARY KEY (habit_id, day)
        ) WITHOUT ROWID;
        CREATE TABLE sessions (
            user      TEXT NOT NULL,
            session   TEXT NOT NULL,
            state     TEXT NOT NULL,
            PRIMARY KEY (user, session)
        ) WITHOUT ROWID;
        """,
        // 2: pauses — days on hold for one habit (habit_id) or every habit of a user (habit_id NULL).
        """
        CREATE TABLE pauses (
            id        INTEGER PRIMARY KEY,
            user      TEXT    NOT NULL,
            uuid      TEXT    NOT NULL,
            habit_id  INTEGER REFERENCES habits(id) ON DELETE CASCADE,
            start     TEXT    NOT NULL,
            end       TEXT    NOT NULL CHECK (end >= start),
            UNIQUE (user, uuid)
        );
        CREATE INDEX pauses_by_user ON pauses(user);
        """,
        // 3: settings over time — the settings a habit or group had before a change, each in force through
        // `until`. Existing rows get none: their current settings hold from their created day.
        """
        CREATE TABLE habit_settings (
            habit_id       INTEGER NOT NULL REFERENCES habits(id) ON DELETE CASCADE,
            until          TEXT    NOT NULL,
            polarity       TEXT    NOT NULL CHECK (polarity IN ('build', 'avoid')),
            tier           TEXT    NOT NULL CHECK (tier IN ('must', 'nice')),
            schedule_kind  TEXT    NOT NULL CHECK (schedule_kind IN ('daily', 'interval', 'weekdays', 'weekly', 'monthly')),
            schedule_value INTEGER NOT NULL,
            PRIMARY KEY (habit_id, until)
        ) WITHOUT ROWID;
        CREATE TABLE group_settings (
            group_id  INTEGER NOT NULL REFERENCES groups(id) ON DELETE CASCADE,
            until     TEXT    NOT NULL,
            require   INTEGER NOT NULL CHECK (require >= 1),
            tier      TEXT    NOT NULL CHECK (tier IN ('must', 'nice')),
            PRIMARY KEY (group_id, until)
        ) WITHOUT ROWID;
        """,
        // 4: facts about the database itself: `id_salt`, a random number drawn once when the file is made,
        // which keeps ids derived under a fixed clock apart from those of every other database.
        """
        CREATE TABLE meta (
            key    TEXT    PRIMARY KEY,
            value  INTEGER NOT NULL
        ) WITHOUT ROWID;
        INSERT INTO meta (key, value) VALUES ('id_salt', random());
        """,
        // 5: what each user has said about their day ("I work 9 to 5", "I get up at 6"); times as HH:MM.
        """
        CREATE TABLE profiles (
            user        TEXT    PRIMARY KEY,
            wake        TEXT,
            bed         TEXT,
            work_start  TEXT,
            work_end    TEXT,
            work_days   INTEGER CHECK (work_days BETWEEN 0 AND 127),
            chronotype  TEXT    CHECK (chronotype IN ('early', 'late'))
        ) WITHOUT ROWID;
        """,
        // 6: marks a habit at a time — `codes` holds a character per day from `first` (its first marked day)
        // through its last marked day: `d` done, `s` skipped, `x` slipped, `.` none (`MarkBook.Code`). A long
        // history loads as a thousand short strings instead of a million rows. Notes sit beside them, only on
        // marked days. (The codes are checked where they are read, `MarkBook(start:codes:)`; a CHECK over every
        // character would cost each log a scan of the habit's whole history.)
        Migration("""
        CREATE TABLE mark_days (
            habit_id  INTEGER PRIMARY KEY REFERENCES habits(id) ON DELETE CASCADE,
            first     TEXT    NOT NULL,
            codes     TEXT    NOT NULL CHECK (codes <> '')
        );
        CREATE TABLE mark_notes (
            habit_id  INTEGER NOT NULL REFERENCES habits(id) ON DELETE CASCADE,
            day       TEXT    NOT NULL,
            note      TEXT    NOT NULL,
            PRIMARY KEY (habit_id, day)
        ) WITHOUT ROWID;
        INSERT INTO mark_notes (habit_id, day, note) SELECT habit_id, day, note FROM marks WHERE note IS NOT NULL;
        """, then: markDaysFromRows),
        // 7: names are keyed by Unicode case folding ("Straße" and "STRASSE" are one name; before, the key was
        // only lower-cased). Every key is written again; two names of one user that now share a key keep their
        // rows and marks, the later one renamed "NAME (2)". Descriptions become one line, as they now are at input.
        Migration("", then: foldNameKeys),
        // 8: measurable habits and N times in M days. A habit (and each of its earlier settings) may have a target —
        // `target_amount` in hundredths (2.5 km is 250), `target_unit` the word said, `target_kind` `day`, `period`
        // or `limit`, all three or none — and the schedule `rolling`: `schedule_value` times in `schedule_days`
        // days (set for `rolling` only). `habits` and `habit_settings` are made anew to widen their schedule CHECK,
        // every row and id kept, so the rows that refer to habits still do. A day's total sits beside its mark in
        // `mark_amounts`, in hundredths, and a partly done day is the code `p` in `mark_days.codes`.
        Migration("""
        CREATE TABLE habits_new (
            id             INTEGER PRIMARY KEY,
            user           TEXT    NOT NULL,
            uuid           TEXT    NOT NULL,
            name           TEXT    NOT NULL,
            name_key       TEXT    NOT NULL,
            description    TEXT,
            polarity       TEXT    NOT NULL CHECK (polarity IN ('build', 'avoid')),
            tier           TEXT    NOT NULL CHECK (tier IN ('must', 'nice')),
            schedule_kind  TEXT    NOT NULL CHECK (schedule_kind IN ('daily', 'interval', 'weekdays', 'weekly', 'monthly', 'rolling')),
            schedule_value INTEGER NOT NULL,
            group_id       INTEGER REFERENCES groups(id) ON DELETE SET NULL,
            archived       INTEGER NOT NULL CHECK (archived IN (0, 1)),
            created        TEXT    NOT NULL,
            position       INTEGER NOT NULL,
            color          INTEGER NOT NULL CHECK (color BETWEEN 0 AND 7),
            icon           TEXT,
            schedule_days  INTEGER CHECK ((schedule_kind = 'rolling') = (schedule_days IS NOT NULL)),
            target_amount  INTEGER CHECK (target_amount > 0),
            target_unit    TEXT    CHECK (target_unit <> ''),
            target_kind    TEXT    CHECK (target_kind IN ('day', 'period', 'limit')),
            UNIQUE (user, uuid),
            UNIQUE (user, name_key),
            CHECK ((target_amount IS NULL) = (target_unit IS NULL) AND (target_unit IS NULL) = (target_kind IS NULL))
        );
        INSERT INTO habits_new (id, user, uuid, name, name_key, description, polarity, tier, schedule_kind, schedule_value,
                                group_id, archived, created, position, color, icon)
            SELECT id, user, uuid, name, name_key, description, polarity, tier, schedule_kind, schedule_value,
                   group_id, archived, created, position, color, icon FROM habits;
        DROP TABLE habits;
        ALTER TABLE habits_new RENAME TO habits;
        CREATE INDEX habits_by_group ON habits(group_id);
        CREATE TABLE habit_settings_new (
            habit_id       INTEGER NOT NULL REFERENCES habits(id) ON DELETE CASCADE,
            until          TEXT    NOT NULL,
            polarity       TEXT    NOT NULL CHECK (polarity IN ('build', 'avoid')),
            tier           TEXT    NOT NULL CHECK (tier IN ('must', 'nice')),
            schedule_kind  TEXT    NOT NULL CHECK (schedule_kind IN ('daily', 'interval', 'weekdays', 'weekly', 'monthly', 'rolling')),
            schedule_value INTEGER NOT NULL,
            schedule_days  INTEGER CHECK ((schedule_kind = 'rolling') = (schedule_days IS NOT NULL)),
            target_amount  INTEGER CHECK (target_amount > 0),
            target_unit    TEXT    CHECK (target_unit <> ''),
            target_kind    TEXT    CHECK (target_kind IN ('day', 'period', 'limit')),
            PRIMARY KEY (habit_id, until),
            CHECK ((target_amount IS NULL) = (target_unit IS NULL) AND (target_unit IS NULL) = (target_kind IS NULL))
        ) WITHOUT ROWID;
        INSERT INTO habit_settings_new (habit_id, until, polarity, tier, schedule_kind, schedule_value)
            SELECT habit_id, until, polarity, tier, schedule_kind, schedule_value FROM habit_settings;
        DROP TABLE habit_settings;
        ALTER TABLE habit_settings_new RENAME TO habit_settings;
        CREATE TABLE mark_amounts (
            habit_id  INTEGER NOT NULL REFERENCES habits(id) ON DELETE CASCADE,
            day       TEXT    NOT NULL,
            amount    INTEGER NOT NULL CHECK (amount > 0),
            PRIMARY KEY (habit_id, day)
        ) WITHOUT ROWID;
        """, rebuildsTables: true),
        // 9: one-off reminders ("snooze", "remind me again in 20 minutes"): at most one a habit, the local day and
        // minute it rings (`HH:MM`). A new one replaces the habit's row; one whose minute has passed rings no more.
        """
        CREATE TABLE one_offs (
            habit_id  INTEGER PRIMARY KEY REFERENCES habits(id) ON DELETE CASCADE,
            day       TEXT    NOT NULL,
            time      TEXT    NOT NULL
        );
        """,
        // 10: reflections — answers to the coach's reflection questions: the words, the day said, the first and last day
        // of the review's week or month, and (`reflection_habits`, in the order named) the habits the words name. A habit
        // deleted drops out of its reflections; the words stay.
        """
        CREATE TABLE reflections (
            id     INTEGER PRIMARY KEY,
            user   TEXT    NOT NULL,
            uuid   TEXT    NOT NULL,
            day    TEXT    NOT NULL,
            start  TEXT    NOT NULL,
            end    TEXT    NOT NULL CHECK (end >= start),
            text   TEXT    NOT NULL CHECK (text <> ''),
            UNIQUE (user, uuid)
        );
        CREATE TABLE reflection_habits (
            reflection_id  INTEGER NOT NULL REFERENCES reflections(id) ON DELETE CASCADE,
            habit_id       INTEGER NOT NULL REFERENCES habits(id) ON DELETE CASCADE,
            position       INTEGER NOT NULL,
            PRIMARY KEY (reflection_id, habit_id)
        ) WITHOUT ROWID;
        CREATE INDEX reflection_habits_by_habit ON reflection_habits(habit_id);
        """,
        // 11: a limit over the 7 or 30 days ending on each day ("no more than 3 drinks a week"): `target_kind` stays
        // `limit`, and `target_days` says over how many days (NULL: each day).
        """
        ALTER TABLE habits ADD COLUMN target_days INTEGER CHECK (target_days IS NULL OR target_days IN (7, 30) AND target_kind = 'limit');
        ALTER TABLE habit_settings ADD COLUMN target_days INTEGER CHECK (target_days IS NULL OR target_days IN (7, 30) AND target_kind = 'limit');
        """,
    ]

    /// Migration 7's data: each habit's and group's `name_key` is `Text.key(name)`, unique per user.
    static func foldNameKeys(_ db: Database) throws {
        for table in ["habits", "groups"] {
            var rows: [(id: Int, user: String, name: String)] = []
            let s = try db.statement("SELECT id, user, name FROM \(table) ORDER BY user, position, id")
            while try s.step() { rows.append((s.int(0), s.text(1) ?? "", s.text(2) ?? "")) }
            // Cleared first, so no row's new key meets another row's old one.
            try db.run("UPDATE \(table) SET name_key = '#' || id")
            var taken: Set<ExactText> = []
            for row in rows {
                var name = row.name
                var n = 1
                while !taken.insert(ExactText(row.user + "\u{0}" + Text.key(name))).inserted {
                    n += 1
                    let suffix = " (\(n))"
                    name = String(row.name.prefix(Text.maxName - suffix.count)) + suffix
                }
                try db.run("UPDATE \(table) SET name = ?, name_key = ? WHERE id = ?", [.text(name), .text(Text.key(name)), .int(row.id)])
            }
        }
        var descriptions: [(id: Int, text: String)] = []
        let d = try db.statement("SELECT id, description FROM habits WHERE description IS NOT NULL")
        while try d.step() { descriptions.append((d.int(0), d.text(1) ?? "")) }
        for row in descriptions {
            // Longer than allowed (written by hand, say): kept as it is rather than cut.
            guard let clean = try? Text.description(row.text), clean != row.text else { continue }
            try db.run("UPDATE habits SET description = ? WHERE id = ?", [.text(clean), .int(row.id)])
        }
    }

    /// Migration 6's data: each habit's mark rows (in day order, by the primary key) become its codes.
    static func markDaysFromRows(_ db: Database) throws {
        let insert = "INSERT INTO mark_days (habit_id, first, codes) VALUES (?, ?, ?)"
        var habit: Int? = nil
        var book = MarkBook()
        func flush() throws {
            if let habit, let first = book.firstDay {
                try db.run(insert, [.int(habit), .text(first.iso), .text(String(decoding: book.codes, as: UTF8.self))])
            }
            book = MarkBook()
        }
        let rows = try db.statement("SELECT habit_id, day, state FROM marks ORDER BY habit_id, day")
        while try rows.step() {
            guard let day = rows.bytes(1).flatMap(Day.init(isoBytes:)), let state = rows.bytes(2).flatMap(MarkState.init(bytes:)) else {
                throw SQLiteError(code: SQLITE_CORRUPT, message: "a mark row can't be read", sql: nil)
            }
            if rows.int(0) != habit { try flush(); habit = rows.int(0) }
            book[day] = Mark(state)
        }
        try flush()
        try db.execute("DROP TABLE marks")
    }
}

extension SQLiteStore {
    /// Brings the schema up to date (or, for a test that needs a file as an older Habitat left it, up to `latest`), one
    /// migration per transaction. A file already up to date is only read, so opening it never waits for another
    /// process's write lock (`today`, `stats`, `export` while a `serve` writes).
    static func migrate(_ db: Database, path: String, upTo latest: Int = Migrations.all.count) throws {
        if try db.scalar("PRAGMA user_version") == latest { return }
        while true {
            // Foreign keys can only be switched outside a transaction: off for a step that makes tables anew, on again after.
            let seen = try db.scalar("PRAGMA user_version") ?? 0
            let rebuilds = (0..<latest).contains(seen) && Migrations.all[seen].rebuildsTables
            if rebuilds { try db.execute("PRAGMA foreign_keys = OFF") }
            defer { if rebuilds { try? db.execute("PRAGMA foreign_keys = ON") } }
            try db.execute("BEGIN IMMEDIATE")
            do {
                let version = try db.scalar("PRAGMA user_version") ?? 0
                if version > latest { throw StoreError.newerVersion(path: path, found: version, supported: latest) }
                if version == latest { try db.execute("COMMIT"); return }
                // Another process moved the schema on meanwhile, to a step that needs foreign keys set otherwise: again.
                if Migrations.all[version].rebuildsTables != rebuilds { try db.execute("ROLLBACK"); continue }
                try db.execute(Migrations.all[version].sql)
                try Migrations.all[version].then?(db)
                if rebuilds {
                    let check = try db.statement("PRAGMA foreign_key_check")
                    defer { check.reset() }
                    if try check.step() { throw SQLiteError(code: SQLITE_CONSTRAINT, message: "a row refers to one that is gone after migration \(version + 1)", sql: nil) }
                }
                try db.execute("PRAGMA application_id = \(Migrations.applicationID)")
                try db.execute("PRAGMA user_version = \(version + 1)")
                try db.execute("COMMIT")
            } catch {
                try? db.execute("ROLLBACK")
                throw error
            }
        }
    }
}
