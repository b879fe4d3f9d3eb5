import HabitDomain

/// The PostgreSQL schema, as an append-only list like SQLite's (`Migrations`): migration N (1-based) moves
/// `habitat_schema.version` from N-1 to N, each in one transaction. Never edit a migration once shipped; add a new one.
///
/// It holds what SQLite's schema holds at its version 10, in PostgreSQL's own types: ids are `uuid`, days `date`,
/// moments `timestamptz`, words `text` with CHECK constraints where SQLite has them (and a few SQLite couldn't
/// afford). Every habit, group, pause, profile, session and reflection row carries its user (`user_id`, since `user`
/// is a reserved word); reminders, marks, notes, amounts, settings over time and one-offs belong to a habit row
/// and so to its user. The per-user queries are served by the `(user_id, …)` unique indexes and the
/// `habit_id`-first primary keys.
enum PostgresMigrations {
    static let all: [String] = [
        // 1: everything SQLite has at its schema 10, plus `user_changes`: a counter per user that every commit for
        // the user moves on, so each process knows when the journal it cached is stale (another process wrote).
        """
        CREATE TABLE groups (
            id        bigint  GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
            user_id   text    NOT NULL,
            uuid      uuid    NOT NULL,
            name      text    NOT NULL CHECK (name <> ''),
            name_key  text    NOT NULL,
            require   integer NOT NULL CHECK (require >= 1),
            tier      text    NOT NULL CHECK (tier IN ('must', 'nice')),
            position  integer NOT NULL,
            UNIQUE (user_id, uuid),
            UNIQUE (user_id, name_key)
        );
        CREATE TABLE habits (
            id             bigint  GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
            user_id        text    NOT NULL,
            uuid           uuid    NOT NULL,
            name           text    NOT NULL CHECK (name <> ''),
            name_key       text    NOT NULL,
            description    text,
            polarity       text    NOT NULL CHECK (polarity IN ('build', 'avoid')),
            tier           text    NOT NULL CHECK (tier IN ('must', 'nice')),
            schedule_kind  text    NOT NULL CHECK (schedule_kind IN ('daily', 'interval', 'weekdays', 'weekly', 'monthly', 'rolling')),
            schedule_value integer NOT NULL,
            schedule_days  integer CHECK ((schedule_kind = 'rolling') = (schedule_days IS NOT NULL)),
            target_amount  bigint  CHECK (target_amount > 0),
            target_unit    text    CHECK (target_unit <> ''),
            target_kind    text    CHECK (target_kind IN ('day', 'period', 'limit')),
            group_id       bigint  REFERENCES groups(id) ON DELETE SET NULL,
            archived       boolean NOT NULL,
            created        date    NOT NULL,
            position       integer NOT NULL,
            color          integer NOT NULL CHECK (color BETWEEN 0 AND 7),
            icon           text,
            UNIQUE (user_id, uuid),
            UNIQUE (user_id, name_key),
            CHECK ((target_amount IS NULL) = (target_unit IS NULL) AND (target_unit IS NULL) = (target_kind IS NULL))
        );
        CREATE INDEX habits_by_group ON habits (group_id);
        CREATE TABLE reminders (
            habit_id  bigint  NOT NULL REFERENCES habits(id) ON DELETE CASCADE,
            position  integer NOT NULL,
            time      text    NOT NULL CHECK (time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
            days      integer NOT NULL CHECK (days BETWEEN 1 AND 127),
            PRIMARY KEY (habit_id, position)
        );
        CREATE TABLE habit_settings (
            habit_id       bigint  NOT NULL REFERENCES habits(id) ON DELETE CASCADE,
            until          date    NOT NULL,
            polarity       text    NOT NULL CHECK (polarity IN ('build', 'avoid')),
            tier           text    NOT NULL CHECK (tier IN ('must', 'nice')),
            schedule_kind  text    NOT NULL CHECK (schedule_kind IN ('daily', 'interval', 'weekdays', 'weekly', 'monthly', 'rolling')),
            schedule_value integer NOT NULL,
            schedule_days  integer CHECK ((schedule_kind = 'rolling') = (schedule_days IS NOT NULL)),
            target_amount  bigint  CHECK (target_amount > 0),
            target_unit    text    CHECK (target_unit <> ''),
            target_kind    text    CHECK (target_kind IN ('day', 'period', 'limit')),
            PRIMARY KEY (habit_id, until),
            CHECK ((target_amount IS NULL) = (target_unit IS NULL) AND (target_unit IS NULL) = (target_kind IS NULL))
        );
        CREATE TABLE group_settings (
            group_id  bigint  NOT NULL REFERENCES groups(id) ON DELETE CASCADE,
            until     date    NOT NULL,
            require   integer NOT NULL CHECK (require >= 1),
            tier      text    NOT NULL CHECK (tier IN ('must', 'nice')),
            PRIMARY KEY (group_id, until)
        );
        -- A habit's marks as one string of codes, a character a day from `first`: `d` done, `s` skipped, `x` slipped,
        -- `p` partly done, `.` none (`MarkBook.Code`), as in SQLite's mark_days.
        CREATE TABLE mark_days (
            habit_id  bigint  PRIMARY KEY REFERENCES habits(id) ON DELETE CASCADE,
            first     date    NOT NULL,
            codes     text    NOT NULL CHECK (codes ~ '^[dsxp.]+$')
        );
        CREATE TABLE mark_notes (
            habit_id  bigint  NOT NULL REFERENCES habits(id) ON DELETE CASCADE,
            day       date    NOT NULL,
            note      text    NOT NULL,
            PRIMARY KEY (habit_id, day)
        );
        CREATE TABLE mark_amounts (
            habit_id  bigint  NOT NULL REFERENCES habits(id) ON DELETE CASCADE,
            day       date    NOT NULL,
            amount    bigint  NOT NULL CHECK (amount > 0),
            PRIMARY KEY (habit_id, day)
        );
        CREATE TABLE pauses (
            id        bigint  GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
            user_id   text    NOT NULL,
            uuid      uuid    NOT NULL,
            habit_id  bigint  REFERENCES habits(id) ON DELETE CASCADE,
            start_day date    NOT NULL,
            end_day   date    NOT NULL CHECK (end_day >= start_day),
            UNIQUE (user_id, uuid)
        );
        CREATE TABLE profiles (
            user_id     text    PRIMARY KEY,
            wake        text    CHECK (wake ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
            bed         text    CHECK (bed ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
            work_start  text    CHECK (work_start ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
            work_end    text    CHECK (work_end ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
            work_days   integer CHECK (work_days BETWEEN 0 AND 127),
            chronotype  text    CHECK (chronotype IN ('early', 'late'))
        );
        CREATE TABLE one_offs (
            habit_id  bigint  PRIMARY KEY REFERENCES habits(id) ON DELETE CASCADE,
            day       date    NOT NULL,
            time      text    NOT NULL CHECK (time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')
        );
        CREATE TABLE reflections (
            id         bigint  GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
            user_id    text    NOT NULL,
            uuid       uuid    NOT NULL,
            day        date    NOT NULL,
            start_day  date    NOT NULL,
            end_day    date    NOT NULL CHECK (end_day >= start_day),
            text       text    NOT NULL CHECK (text <> ''),
            UNIQUE (user_id, uuid)
        );
        CREATE TABLE reflection_habits (
            reflection_id  bigint  NOT NULL REFERENCES reflections(id) ON DELETE CASCADE,
            habit_id       bigint  NOT NULL REFERENCES habits(id) ON DELETE CASCADE,
            position       integer NOT NULL,
            PRIMARY KEY (reflection_id, habit_id)
        );
        CREATE INDEX reflection_habits_by_habit ON reflection_habits (habit_id);
        CREATE TABLE sessions (
            user_id   text        NOT NULL,
            session   text        NOT NULL,
            state     text        NOT NULL,
            saved     timestamptz NOT NULL DEFAULT now(),
            PRIMARY KEY (user_id, session)
        );
        CREATE TABLE user_changes (
            user_id   text        PRIMARY KEY,
            version   bigint      NOT NULL CHECK (version > 0),
            changed   timestamptz NOT NULL DEFAULT now()
        );
        """,
        // 2: SQLite's 11 — a limit over the 7 or 30 days ending on each day: `target_kind` stays `limit`, and
        // `target_days` says over how many days (NULL: each day).
        """
        ALTER TABLE habits ADD COLUMN target_days integer CHECK (target_days IS NULL OR target_days IN (7, 30) AND target_kind = 'limit');
        ALTER TABLE habit_settings ADD COLUMN target_days integer CHECK (target_days IS NULL OR target_days IN (7, 30) AND target_kind = 'limit');
        """,
    ]
}
