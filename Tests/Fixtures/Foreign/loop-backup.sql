-- A small Loop Habit Tracker backup at schema 25, written for Habitat's tests: the tables as Loop's migrations 09–25
-- leave them (Habits with question, uuid, targets and reminders; Repetitions with value and notes), and a few rows of
-- every kind. Timestamps are milliseconds at midnight UTC; values: 2 done, 1 implied by the frequency, 0 not done,
-- 3 skipped, -1 unknown; a numerical habit's values are thousandths.
CREATE TABLE Habits (
    id integer primary key autoincrement,
    archived integer,
    color integer,
    description text,
    freq_den integer,
    freq_num integer,
    highlight integer,
    name text,
    position integer,
    reminder_hour integer,
    reminder_min integer,
    reminder_days integer not null default 127,
    type integer not null default 0,
    target_type integer not null default 0,
    target_value real not null default 0,
    unit text not null default "",
    question text,
    uuid text
);
CREATE TABLE Repetitions (
    id integer primary key autoincrement,
    habit integer not null references habits(id),
    timestamp integer not null,
    value integer not null,
    notes text
);
CREATE UNIQUE INDEX idx_repetitions_habit_timestamp ON Repetitions(habit, timestamp);
CREATE TABLE Events (id integer primary key autoincrement, timestamp integer, message text, server_id integer);

-- 2026-02-01 is day 20485 since 1970: 1769904000000 ms. A day is 86400000 ms.
INSERT INTO Habits (id, archived, color, description, freq_den, freq_num, highlight, name, position, reminder_hour, reminder_min,
                    reminder_days, type, target_type, target_value, unit, question, uuid) VALUES
 (1, 0, 3,  '',               1, 1, 0, 'Meditate',      0, 7,    30,   127, 0, 0, 0,    '',                 'Did you meditate this morning?', '0a1b2c3d4e5f60718293a4b5c6d7e8f9'),
 (2, 0, 8,  '',               7, 3, 0, 'Wake up early', 1, NULL, NULL, 127, 0, 0, 0,    '',                 'Did you wake up before 6am?',    '1a1b2c3d4e5f60718293a4b5c6d7e8f9'),
 (3, 0, 11, 'long runs count', 7, 1, 0, 'Run',           2, NULL, NULL, 127, 1, 0, 10.0, 'km',               'How far did you run?',           '2a1b2c3d4e5f60718293a4b5c6d7e8f9'),
 (4, 0, 9,  '',               1, 1, 0, 'Water',         3, NULL, NULL, 127, 1, 0, 8.0,  'glasses of water', 'How much water?',                '3a1b2c3d4e5f60718293a4b5c6d7e8f9'),
 (5, 0, 16, '',               1, 1, 0, 'Coffee',        4, NULL, NULL, 127, 1, 1, 2.0,  'cups',             'How many cups?',                 '4a1b2c3d4e5f60718293a4b5c6d7e8f9'),
 (6, 1, 19, '',               1, 1, 0, 'Old habit',     5, NULL, NULL, 127, 0, 0, 0,    '',                 '',                               '5a1b2c3d4e5f60718293a4b5c6d7e8f9'),
 (7, 0, 14, '',               2, 1, 0, 'Meditate',      6, NULL, NULL, 127, 0, 0, 0,    '',                 'Again in the evening?',          '6a1b2c3d4e5f60718293a4b5c6d7e8f9'),
 (8, 0, 0,  '',               7, 1, 0, 'Read',          7, 21,   0,    124, 0, 0, 0,    '',                 '',                               '7a1b2c3d4e5f60718293a4b5c6d7e8f9');

INSERT INTO Repetitions (habit, timestamp, value, notes) VALUES
 -- Meditate: done, done, skipped, not done, unknown, done; and a day in the future.
 (1, 1769904000000, 2, 'calm'),
 (1, 1769990400000, 2, ''),
 (1, 1770076800000, 3, 'sick'),
 (1, 1770163200000, 0, ''),
 (1, 1770249600000, -1, ''),
 (1, 1770336000000, 2, NULL),
 (1, 1772323200000, 2, ''),
 -- Wake up early (3 in 7 days): the days between its checks are only implied.
 (2, 1769990400000, 2, ''),
 (2, 1770076800000, 1, ''),
 (2, 1770163200000, 2, ''),
 (2, 1770249600000, 1, ''),
 (2, 1770336000000, 2, ''),
 -- Run (10 km a week): 5 km, 3.5 km, nothing, skipped.
 (3, 1769990400000, 5000, ''),
 (3, 1770163200000, 3500, ''),
 (3, 1770336000000, 0, ''),
 (3, 1770422400000, 3, ''),
 -- Water (8 glasses a day): 8, then 5.5.
 (4, 1770249600000, 8000, ''),
 (4, 1770336000000, 5500, 'busy day'),
 -- Coffee (at most 2 cups a day): 3 cups, 1 cup, none.
 (5, 1770249600000, 3000, ''),
 (5, 1770336000000, 1000, ''),
 (5, 1770422400000, 0, ''),
 -- Old habit, archived: done on 2025-06-01.
 (6, 1748736000000, 2, ''),
 -- The second "Meditate": done once.
 (7, 1769904000000, 2, ''),
 -- A row whose habit isn't in Habits.
 (99, 1769904000000, 2, '');

PRAGMA user_version = 25;
