import Foundation
import HabitDomain

// Writing changes: each commit checked against the habit rules as a whole, then written row by row in one
// transaction, with the cached journal brought up to date from what was written.

extension SQLiteStore {
    public func commit(_ changes: [Change], marks: [MarksToSet], user: String, session: (id: String, state: String?)?) throws(StoreError) {
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

    /// After a commit: the cached journal with the changes applied as the store wrote them, so the cache holds exactly
    /// what a fresh read would. Changes to habits, groups, marks and one-off reminders are applied from the changes
    /// themselves (with their text cleaned and their columns read back as the store cleans and reads them); a commit
    /// with any other change (a pause, the profile, a reflection: rare, and kept in an order only a read gives for
    /// ties) reads the user's rows other than marks again.
    private func journalAfterCommit(user: String, changes: [Change]) throws -> Journal? {
        guard let cached = cache[ExactText(user)] else { return nil }
        var stored: [Change] = []
        stored.reserveCapacity(changes.count)
        var complete = true
        for change in changes {
            guard let written = Self.asStored(change) else { complete = false; break }
            stored.append(written)
        }
        if complete {
            let journal = cached.applying(stored)
            assert(Self.sameAsStored(journal, try? readJournal(user: user)), "the cached journal after a commit differs from the stored one")
            return journal
        }
        var journal = cached.applying(changes.map { change -> Change in
            if case .setMark(let id, let day, let mark) = change {
                return .setMark(habit: id, day: day, mark: Mark(mark.state, note: try? Text.note(mark.note), amount: mark.amount))
            }
            return change
        })
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

    /// Whether a journal kept from commits holds what a fresh read of the store gives (checked in debug builds after
    /// every commit that doesn't read again): the same but for habits whose marks were all cleared, which a read has
    /// no book for and the cache an empty one (the same to every use of it).
    static func sameAsStored(_ kept: Journal, _ read: Journal?) -> Bool {
        guard let read else { return false }
        var a = kept, b = read
        a.marks = a.marks.filter { !$0.value.isEmpty }
        b.marks = b.marks.filter { !$0.value.isEmpty }
        return a == b
    }

    /// A change (already written) as reading its rows back would give it: text cleaned as `write` cleans it, and
    /// each schedule, target and time through its columns. Nil for a change whose effect only a read can say.
    static func asStored(_ change: Change) -> Change? {
        switch change {
        case .setMark(let id, let day, let mark):
            return .setMark(habit: id, day: day, mark: Mark(mark.state, note: try? Text.note(mark.note), amount: mark.amount))
        case .clearMark, .deleteHabit, .deleteGroup, .removeOneOff:
            return change
        case .createHabit(let habit):
            return (try? habit.validated()).map { .createHabit(asStored($0)) }
        case .updateHabit(let habit):
            return (try? habit.validated()).map { .updateHabit(asStored($0)) }
        case .createGroup(var group):
            guard let name = try? Text.name(group.name) else { return nil }
            group.name = name
            return .createGroup(group)
        case .updateGroup(var group):
            guard let name = try? Text.name(group.name) else { return nil }
            group.name = name
            return .updateGroup(group)
        case .setOneOff(let once):
            guard let day = Day(iso: once.day.iso), let time = TimeOfDay(once.time.description) else { return nil }
            return .setOneOff(OneOffReminder(habitID: once.habitID, day: day, time: time))
        case .setPause, .removePause, .setProfile, .addReflection, .removeReflection:
            return nil
        }
    }

    /// A validated habit as its row reads back.
    static func asStored(_ habit: Habit) -> Habit {
        var stored = habit
        stored.schedule = asStored(habit.schedule)
        stored.target = habit.target.map(asStored)
        stored.reminders = habit.reminders.map {
            Reminder(time: TimeOfDay($0.time.description) ?? $0.time, days: WeekdaySet(rawValue: UInt8(truncatingIfNeeded: Int($0.days.rawValue))))
        }
        stored.history = habit.history.map { past in
            var settings = past.settings
            settings.schedule = asStored(settings.schedule)
            settings.target = settings.target.map(asStored)
            return Past(until: Day(iso: past.until.iso) ?? past.until, settings: settings)
        }
        return stored
    }

    static func asStored(_ schedule: Schedule) -> Schedule {
        let (kind, value, days) = columns(schedule)
        let daysValue: Int
        if case .int(let n) = days { daysValue = n } else { daysValue = 0 }
        return Self.schedule(kind: kind, value: value, days: daysValue) ?? schedule
    }

    static func asStored(_ target: Target) -> Target {
        let stored = target.storedKind
        guard let kind = Target.kind(stored: stored.kind, days: stored.days), let unit = try? AmountUnit(target.unit.word) else { return target }
        return Target(Amount(hundredths: target.amount.hundredths), unit, kind: kind)
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
            let (kind, value, days) = Self.columns(clean.schedule)
            let target = Self.columns(clean.target)
            try guardUnique {
                try db.run("""
                    INSERT INTO habits (user, uuid, name, name_key, description, polarity, tier, schedule_kind, schedule_value,
                                        schedule_days, target_amount, target_unit, target_kind, target_days, group_id, archived, created,
                                        position, color, icon)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                    """, [.text(user), .text(clean.id.uuidString), .text(clean.name), .text(Text.key(clean.name)),
                          .text(clean.description), .text(clean.polarity.rawValue), .text(clean.tier.rawValue), .text(kind),
                          .int(value), days, target.amount, target.unit, target.kind, target.days, try groupRow(clean.groupID, user: user),
                          .int(clean.archived ? 1 : 0), .text(clean.created.iso), .int(clean.order), .int(clean.color), .text(clean.icon)])
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
                    UPDATE habits SET name = ?, name_key = ?, description = ?, polarity = ?, tier = ?, schedule_kind = ?,
                                      schedule_value = ?, schedule_days = ?, target_amount = ?, target_unit = ?, target_kind = ?,
                                      target_days = ?, group_id = ?, archived = ?, created = ?, position = ?, color = ?, icon = ?
                    WHERE id = ?
                    """, [.text(clean.name), .text(Text.key(clean.name)), .text(clean.description), .text(clean.polarity.rawValue),
                          .text(clean.tier.rawValue), .text(kind), .int(value), days, target.amount, target.unit, target.kind, target.days,
                          try groupRow(clean.groupID, user: user), .int(clean.archived ? 1 : 0), .text(clean.created.iso),
                          .int(clean.order), .int(clean.color), .text(clean.icon), .int(row)])
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

        case .setOneOff(let once):
            try db.run("""
                INSERT INTO one_offs (habit_id, day, time) VALUES (?, ?, ?)
                ON CONFLICT (habit_id) DO UPDATE SET day = excluded.day, time = excluded.time
                """, [.int(try habitRow(once.habitID, user: user)), .text(once.day.iso), .text(once.time.description)])

        case .removeOneOff(let id):
            try db.run("DELETE FROM one_offs WHERE habit_id = ?", [.int(try habitRow(id, user: user))])

        case .addReflection(let reflection):
            let clean = try reflection.validated()
            try db.run("""
                INSERT INTO reflections (user, uuid, day, start, end, text) VALUES (?, ?, ?, ?, ?, ?)
                ON CONFLICT (user, uuid) DO UPDATE SET day = excluded.day, start = excluded.start, end = excluded.end, text = excluded.text
                """, [.text(user), .text(clean.id.uuidString), .text(clean.day.iso), .text(clean.start.iso), .text(clean.end.iso), .text(clean.text)])
            guard let row = try db.scalar("SELECT id FROM reflections WHERE user = ? AND uuid = ?", [.text(user), .text(clean.id.uuidString)]) else {
                throw StoreError.notFound("That reflection")
            }
            try db.run("DELETE FROM reflection_habits WHERE reflection_id = ?", [.int(row)])
            for (position, habit) in clean.habits.enumerated() {
                try db.run("INSERT INTO reflection_habits (reflection_id, habit_id, position) VALUES (?, ?, ?)",
                           [.int(row), .int(try habitRow(habit, user: user)), .int(position)])
            }

        case .removeReflection(let id):
            try db.run("DELETE FROM reflections WHERE user = ? AND uuid = ?", [.text(user), .text(id.uuidString)])
        }
    }

    /// Sets (or, with nil, clears) marks of one habit row: its codes are read, changed and written back once; notes and
    /// amounts are rows of their own beside them.
    private func writeMarks(_ marks: [(day: Day, mark: Mark?)], habit row: Int) throws {
        var book = MarkBook()
        let s = try db.statement("SELECT first, codes FROM mark_days WHERE habit_id = ?", [.int(row)])
        if try s.step() {
            guard let first = s.bytes(s.column("first")).flatMap(Day.init(isoBytes:)),
                  let stored = s.bytes(s.column("codes")).flatMap({ MarkBook(start: first, codes: $0) }) else {
                throw damaged()
            }
            book = stored
            s.reset()
        }
        // A habit without amounts (most) has no rows to clear: a long import of plain marks writes no more than before.
        var hasAmounts = try db.scalar("SELECT EXISTS (SELECT 1 FROM mark_amounts WHERE habit_id = ?)", [.int(row)]) == 1
        for (day, mark) in marks {
            book[day] = mark.map { Mark($0.state) }
            if let note = try Text.note(mark?.note) {
                try db.run("""
                    INSERT INTO mark_notes (habit_id, day, note) VALUES (?, ?, ?) ON CONFLICT (habit_id, day) DO UPDATE SET note = excluded.note
                    """, [.int(row), .text(day.iso), .text(note)])
            } else {
                try db.run("DELETE FROM mark_notes WHERE habit_id = ? AND day = ?", [.int(row), .text(day.iso)])
            }
            if let amount = mark?.amount {
                try db.run("""
                    INSERT INTO mark_amounts (habit_id, day, amount) VALUES (?, ?, ?) ON CONFLICT (habit_id, day) DO UPDATE SET amount = excluded.amount
                    """, [.int(row), .text(day.iso), .int(amount.hundredths)])
                hasAmounts = true
            } else if hasAmounts {
                try db.run("DELETE FROM mark_amounts WHERE habit_id = ? AND day = ?", [.int(row), .text(day.iso)])
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
            let (kind, value, days) = Self.columns(past.settings.schedule)
            let target = Self.columns(past.settings.target)
            try db.run("""
                INSERT INTO habit_settings (habit_id, until, polarity, tier, schedule_kind, schedule_value, schedule_days, target_amount,
                                            target_unit, target_kind, target_days) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """, [.int(row), .text(past.until.iso), .text(past.settings.polarity.rawValue), .text(past.settings.tier.rawValue),
                      .text(kind), .int(value), days, target.amount, target.unit, target.kind, target.days])
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
}
