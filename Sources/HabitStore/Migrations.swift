/// The schema, as an append-only list: migration N (1-based) moves `PRAGMA user_version` from N-1 to N.
/// Never edit a migration once shipped; add a new one.
///
/// Every habit and group row carries its user; marks and reminders belong to a habit row and so to its
/// user. Days are `YYYY-MM-DD` text, which sorts by date.
enum Migrations {
    /// `PRAGMA application_id`: "Habt", marking the file as Habitat's.
    static let applicationID: Int32 = 0x4861_6274

    static let all: [String] = [
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
    ]
}
