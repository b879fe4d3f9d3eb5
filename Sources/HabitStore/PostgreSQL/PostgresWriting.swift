import Foundation
import HabitDomain

// Writing changes to PostgreSQL: each commit checked against the habit rules as a whole (under the user's lock, against
// the journal as the database has it now), written row by row in one transaction, the user's change counter moved on,
// and the cached journal brought up to date from what was written.

extension PostgresStore {
    public func commit(_ changes: [Change], marks: [MarksToSet], user: String, session: (id: String, state: String?)?) throws(StoreError) {
        let markCount = marks.reduce(0) { $0 + $1.marks.count }
        let key = ExactText(user)
        do {
            try transaction(write: true) {
                rows = [:]
                defer { rows = [:] }
                try lock(user)
                if !changes.isEmpty || markCount > 0 {
                    let before = try version(user)
                    if let cached = cache[key], cached.version != before { cache[key] = nil }
                    if !changes.allSatisfy(\.isMark) {
                        let journal = try cache[key].map(\.journal) ?? readJournal(user: user, marks: false)
                        let after = journal.applying(changes)
                        try after.validate()
                        if after.habits.count > Journal.maxHabits, after.habits.count > journal.habits.count {
                            throw StoreError.tooManyHabits(limit: Journal.maxHabits)
                        }
                    }
                    try checkReminderCounts(changes, user: user)
                    for change in changes { try write(change, user: user) }
                    for table in marks { try writeMarks(table.marks, habit: try habitRow(table.habit, user: user)) }
                    // The counter moves on in the same transaction: another process's next turn for this user reads it
                    // (under the lock) and so reads the journal again.
                    guard let version = try db.scalar("""
                        INSERT INTO user_changes (user_id, version) VALUES ($1, 1)
                        ON CONFLICT (user_id) DO UPDATE SET version = user_changes.version + 1, changed = now()
                        RETURNING version
                        """, [.text(user)]) else { throw damaged() }
                    touched.insert(key)
                    if changes.count + markCount > Self.bulkChanges {
                        cache[key] = nil
                    } else if let cached = cache[key] {
                        cache[key] = (try journalAfterCommit(cached.journal, user: user, changes: changes + marks.flatMap(\.changes)), version)
                    }
                }
                if let session { try saveSession(session.id, state: session.state, user: user) }
            }
        } catch {
            cache[key] = nil
            throw error
        }
    }

    /// After a commit: the cached journal with the changes applied, re-reading only what they touched (as SQLite's).
    private func journalAfterCommit(_ cached: Journal, user: String, changes: [Change]) throws -> Journal {
        var journal = cached.applying(changes.map { change -> Change in
            if case .setMark(let id, let day, let mark) = change {
                return .setMark(habit: id, day: day, mark: Mark(mark.state, note: try? Text.note(mark.note), amount: mark.amount))
            }
            return change
        })
        if changes.allSatisfy(\.isMark) { return journal }
        let fresh = try readJournal(user: user, marks: false)
        journal.habits = fresh.habits
        journal.groups = fresh.groups
        journal.pauses = fresh.pauses
        journal.profile = fresh.profile
        journal.oneOffs = fresh.oneOffs
        journal.reflections = fresh.reflections
        let ids = Set(fresh.habits.map(\.id))
        journal.marks = journal.marks.filter { ids.contains($0.key) }
        return journal
    }

    /// A habit keeps at most `Habit.maxReminders` reminders: a change that gives it more is refused whole.
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
                before = try db.scalar("SELECT count(*) FROM reminders WHERE habit_id = $1", [.int(row)]) ?? 0
            }
            if habit.reminders.count > before {
                throw StoreError.tooManyReminders(habit: (try? Text.name(habit.name)) ?? habit.name, limit: Habit.maxReminders)
            }
        }
    }

    private func habitRow(_ id: UUID, user: String) throws -> Int {
        if let row = rows[id] { return row }
        guard let row = try db.scalar("SELECT id FROM habits WHERE user_id = $1 AND uuid = $2", [.text(user), .text(id.uuidString)]) else {
            throw StoreError.notFound("That habit")
        }
        rows[id] = row
        return row
    }

    private func groupRow(_ id: UUID?, user: String) throws -> PGValue {
        guard let id else { return .null }
        guard let row = try db.scalar("SELECT id FROM groups WHERE user_id = $1 AND uuid = $2", [.text(user), .text(id.uuidString)]) else {
            throw StoreError.notFound("That group")
        }
        return .int(row)
    }

    static func columns(_ schedule: Schedule) -> (kind: String, value: Int, days: PGValue) {
        switch schedule {
        case .daily: return ("daily", 0, .null)
        case .interval(let n): return ("interval", n, .null)
        case .weekdays(let days): return ("weekdays", Int(days.rawValue), .null)
        case .weekly(let n): return ("weekly", n, .null)
        case .monthly(let n): return ("monthly", n, .null)
        case .rolling(let n, let m): return ("rolling", n, .int(m))
        }
    }

    static func columns(_ target: Target?) -> (amount: PGValue, unit: PGValue, kind: PGValue, days: PGValue) {
        guard let target else { return (.null, .null, .null, .null) }
        let stored = target.storedKind
        return (.int(target.amount.hundredths), .text(target.unit.word), .text(stored.kind), stored.days.map { .int($0) } ?? .null)
    }

    private func write(_ change: Change, user: String) throws {
        switch change {
        case .createHabit(let habit):
            let clean = try habit.validated()
            let (kind, value, days) = Self.columns(clean.schedule)
            let target = Self.columns(clean.target)
            try guardUnique {
                guard let row = try db.scalar("""
                    INSERT INTO habits (user_id, uuid, name, name_key, description, polarity, tier, schedule_kind, schedule_value,
                                        schedule_days, target_amount, target_unit, target_kind, target_days, group_id, archived, created,
                                        position, color, icon)
                    VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20)
                    RETURNING id
                    """, [.text(user), .text(clean.id.uuidString), .text(clean.name), .text(Text.key(clean.name)),
                          .text(clean.description), .text(clean.polarity.rawValue), .text(clean.tier.rawValue), .text(kind),
                          .int(value), days, target.amount, target.unit, target.kind, target.days, try groupRow(clean.groupID, user: user),
                          .text(clean.archived ? "true" : "false"), .text(clean.created.iso), .int(clean.order), .int(clean.color),
                          .text(clean.icon)]) else { throw damaged() }
                rows[clean.id] = row
            } name: { .duplicateHabitName(clean.name) }
            let row = try habitRow(clean.id, user: user)
            try writeReminders(clean, row: row)
            try writeHistory(clean, row: row)

        case .updateHabit(let habit):
            let clean = try habit.validated()
            let row = try habitRow(clean.id, user: user)
            let (kind, value, days) = Self.columns(clean.schedule)
            let target = Self.columns(clean.target)
            try guardUnique {
                try db.run("""
                    UPDATE habits SET name = $1, name_key = $2, description = $3, polarity = $4, tier = $5, schedule_kind = $6,
                                      schedule_value = $7, schedule_days = $8, target_amount = $9, target_unit = $10, target_kind = $11,
                                      target_days = $12, group_id = $13, archived = $14, created = $15, position = $16, color = $17,
                                      icon = $18
                    WHERE id = $19
                    """, [.text(clean.name), .text(Text.key(clean.name)), .text(clean.description), .text(clean.polarity.rawValue),
                          .text(clean.tier.rawValue), .text(kind), .int(value), days, target.amount, target.unit, target.kind, target.days,
                          try groupRow(clean.groupID, user: user), .text(clean.archived ? "true" : "false"), .text(clean.created.iso),
                          .int(clean.order), .int(clean.color), .text(clean.icon), .int(row)])
            } name: { .duplicateHabitName(clean.name) }
            try db.run("DELETE FROM reminders WHERE habit_id = $1", [.int(row)])
            try writeReminders(clean, row: row)
            try db.run("DELETE FROM habit_settings WHERE habit_id = $1", [.int(row)])
            try writeHistory(clean, row: row)

        case .deleteHabit(let id):
            try db.run("DELETE FROM habits WHERE id = $1", [.int(try habitRow(id, user: user))])
            rows[id] = nil

        case .setMark(let id, let day, let mark):
            try writeMarks([(day, mark)], habit: try habitRow(id, user: user))

        case .clearMark(let id, let day):
            try writeMarks([(day, nil)], habit: try habitRow(id, user: user))

        case .createGroup(let group):
            let name = try Text.name(group.name)
            var row = 0
            try guardUnique {
                row = try db.scalar("""
                    INSERT INTO groups (user_id, uuid, name, name_key, require, tier, position) VALUES ($1, $2, $3, $4, $5, $6, $7)
                    RETURNING id
                    """, [.text(user), .text(group.id.uuidString), .text(name), .text(Text.key(name)), .int(group.require),
                          .text(group.tier.rawValue), .int(group.order)]) ?? 0
            } name: { .duplicateGroupName(name) }
            try writeHistory(group, row: row)

        case .updateGroup(let group):
            let name = try Text.name(group.name)
            guard case .int(let row) = try groupRow(group.id, user: user) else { return }
            try guardUnique {
                try db.run("UPDATE groups SET name = $1, name_key = $2, require = $3, tier = $4, position = $5 WHERE id = $6",
                           [.text(name), .text(Text.key(name)), .int(group.require), .text(group.tier.rawValue), .int(group.order), .int(row)])
            } name: { .duplicateGroupName(name) }
            try db.run("DELETE FROM group_settings WHERE group_id = $1", [.int(row)])
            try writeHistory(group, row: row)

        case .deleteGroup(let id):
            guard case .int(let row) = try groupRow(id, user: user) else { return }
            try db.run("DELETE FROM groups WHERE id = $1", [.int(row)])

        case .setPause(let pause):
            let habit: PGValue = try pause.habitID.map { .int(try habitRow($0, user: user)) } ?? .null
            try db.run("""
                INSERT INTO pauses (user_id, uuid, habit_id, start_day, end_day) VALUES ($1, $2, $3, $4, $5)
                ON CONFLICT (user_id, uuid) DO UPDATE SET habit_id = excluded.habit_id, start_day = excluded.start_day, end_day = excluded.end_day
                """, [.text(user), .text(pause.id.uuidString), habit, .text(pause.start.iso), .text(pause.end.iso)])

        case .removePause(let id):
            try db.run("DELETE FROM pauses WHERE user_id = $1 AND uuid = $2", [.text(user), .text(id.uuidString)])

        case .setProfile(let p):
            try db.run("""
                INSERT INTO profiles (user_id, wake, bed, work_start, work_end, work_days, chronotype) VALUES ($1, $2, $3, $4, $5, $6, $7)
                ON CONFLICT (user_id) DO UPDATE SET wake = excluded.wake, bed = excluded.bed, work_start = excluded.work_start,
                    work_end = excluded.work_end, work_days = excluded.work_days, chronotype = excluded.chronotype
                """, [.text(user), .text(p.wake?.description), .text(p.bed?.description), .text(p.workStart?.description),
                      .text(p.workEnd?.description), p.workDays.map { .int(Int($0.rawValue)) } ?? .null, .text(p.chronotype?.rawValue)])

        case .setOneOff(let once):
            try db.run("""
                INSERT INTO one_offs (habit_id, day, time) VALUES ($1, $2, $3)
                ON CONFLICT (habit_id) DO UPDATE SET day = excluded.day, time = excluded.time
                """, [.int(try habitRow(once.habitID, user: user)), .text(once.day.iso), .text(once.time.description)])

        case .removeOneOff(let id):
            try db.run("DELETE FROM one_offs WHERE habit_id = $1", [.int(try habitRow(id, user: user))])

        case .addReflection(let reflection):
            let clean = try reflection.validated()
            guard let row = try db.scalar("""
                INSERT INTO reflections (user_id, uuid, day, start_day, end_day, text) VALUES ($1, $2, $3, $4, $5, $6)
                ON CONFLICT (user_id, uuid) DO UPDATE SET day = excluded.day, start_day = excluded.start_day, end_day = excluded.end_day,
                    text = excluded.text
                RETURNING id
                """, [.text(user), .text(clean.id.uuidString), .text(clean.day.iso), .text(clean.start.iso), .text(clean.end.iso),
                      .text(clean.text)]) else { throw StoreError.notFound("That reflection") }
            try db.run("DELETE FROM reflection_habits WHERE reflection_id = $1", [.int(row)])
            for (position, habit) in clean.habits.enumerated() {
                try db.run("INSERT INTO reflection_habits (reflection_id, habit_id, position) VALUES ($1, $2, $3)",
                           [.int(row), .int(try habitRow(habit, user: user)), .int(position)])
            }

        case .removeReflection(let id):
            try db.run("DELETE FROM reflections WHERE user_id = $1 AND uuid = $2", [.text(user), .text(id.uuidString)])
        }
    }

    /// Sets (or, with nil, clears) marks of one habit row: its codes read, changed and written back once; notes and
    /// amounts are rows of their own beside them.
    private func writeMarks(_ marks: [(day: Day, mark: Mark?)], habit row: Int) throws {
        var book = MarkBook()
        let stored = try db.query("SELECT first, codes FROM mark_days WHERE habit_id = $1", [.int(row)])
        if stored.count > 0 {
            guard let first = Day(iso: stored.text(0, 0) ?? ""), let codes = stored.text(0, 1),
                  let existing = MarkBook(start: first, codes: codes.utf8) else { throw damaged() }
            book = existing
        }
        // A habit without notes or amounts (most) has none to clear: an import of plain marks costs a few round trips a
        // habit, not one a mark.
        let has = try db.query("""
            SELECT EXISTS (SELECT 1 FROM mark_amounts WHERE habit_id = $1) AS amounts, EXISTS (SELECT 1 FROM mark_notes WHERE habit_id = $1) AS notes
            """, [.int(row)])
        var hasAmounts = has.text(0, 0) == "t", hasNotes = has.text(0, 1) == "t"
        for (day, mark) in marks {
            book[day] = mark.map { Mark($0.state) }
            if let note = try Text.note(mark?.note) {
                try db.run("""
                    INSERT INTO mark_notes (habit_id, day, note) VALUES ($1, $2, $3) ON CONFLICT (habit_id, day) DO UPDATE SET note = excluded.note
                    """, [.int(row), .text(day.iso), .text(note)])
                hasNotes = true
            } else if hasNotes {
                try db.run("DELETE FROM mark_notes WHERE habit_id = $1 AND day = $2", [.int(row), .text(day.iso)])
            }
            if let amount = mark?.amount {
                try db.run("""
                    INSERT INTO mark_amounts (habit_id, day, amount) VALUES ($1, $2, $3)
                    ON CONFLICT (habit_id, day) DO UPDATE SET amount = excluded.amount
                    """, [.int(row), .text(day.iso), .int(amount.hundredths)])
                hasAmounts = true
            } else if hasAmounts {
                try db.run("DELETE FROM mark_amounts WHERE habit_id = $1 AND day = $2", [.int(row), .text(day.iso)])
            }
        }
        if book.isEmpty {
            try db.run("DELETE FROM mark_days WHERE habit_id = $1", [.int(row)])
        } else {
            try db.run("""
                INSERT INTO mark_days (habit_id, first, codes) VALUES ($1, $2, $3)
                ON CONFLICT (habit_id) DO UPDATE SET first = excluded.first, codes = excluded.codes
                """, [.int(row), .text(book.start.iso), .text(String(decoding: book.codes, as: UTF8.self))])
        }
    }

    private func writeReminders(_ habit: Habit, row: Int) throws {
        for (i, reminder) in habit.reminders.enumerated() {
            try db.run("INSERT INTO reminders (habit_id, position, time, days) VALUES ($1, $2, $3, $4)",
                       [.int(row), .int(i), .text(reminder.time.description), .int(Int(reminder.days.rawValue))])
        }
    }

    private func writeHistory(_ habit: Habit, row: Int) throws {
        for past in habit.history {
            let (kind, value, days) = Self.columns(past.settings.schedule)
            let target = Self.columns(past.settings.target)
            try db.run("""
                INSERT INTO habit_settings (habit_id, until, polarity, tier, schedule_kind, schedule_value, schedule_days, target_amount,
                                            target_unit, target_kind, target_days) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
                """, [.int(row), .text(past.until.iso), .text(past.settings.polarity.rawValue), .text(past.settings.tier.rawValue),
                      .text(kind), .int(value), days, target.amount, target.unit, target.kind, target.days])
        }
    }

    private func writeHistory(_ group: HabitGroup, row: Int) throws {
        for past in group.history {
            try db.run("INSERT INTO group_settings (group_id, until, require, tier) VALUES ($1, $2, $3, $4)",
                       [.int(row), .text(past.until.iso), .int(past.settings.require), .text(past.settings.tier.rawValue)])
        }
    }

    /// Turns a unique-index violation into the rule it stands for (the whole commit is then undone).
    private func guardUnique(_ body: () throws -> Void, name: () -> DomainError) throws {
        do {
            try body()
        } catch let error as PostgresError where error.isUniqueViolation {
            throw StoreError.rejected(name())
        }
    }
}
