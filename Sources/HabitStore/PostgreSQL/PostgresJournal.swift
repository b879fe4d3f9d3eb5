import Foundation
import HabitDomain

// Reading a user's journal from PostgreSQL's rows and writing changes to them: the same rows as SQLite's (see
// `JournalReading.swift`, `ChangeWriting.swift`), in PostgreSQL's types, every statement prepared with its values as
// parameters. Names sort by their bytes (`COLLATE "C"`), as SQLite sorts them.

extension PostgresStore {
    public func journal(user: String) throws(StoreError) -> Journal {
        try transaction(write: false) {
            // In a turn (a write transaction) the user's lock is taken first, so what is read is still so when the
            // turn writes; the counter says whether the journal cached is still the database's.
            try lock(user)
            let version = try version(user)
            if let cached = cache[ExactText(user)], cached.version == version { return cached.journal }
            let journal = try readJournal(user: user)
            if cache.count >= Self.cacheLimit { cache.removeAll(keepingCapacity: true) }
            cache[ExactText(user)] = (journal, version)
            return journal
        }
    }

    public func users() throws(StoreError) -> [String] {
        try transaction(write: false) {
            let rows = try db.query("""
                SELECT user_id FROM (SELECT user_id FROM habits UNION SELECT user_id FROM groups) AS u ORDER BY user_id COLLATE "C"
                """)
            return (0..<rows.count).map { rows.text($0, 0) ?? "" }
        }
    }

    public func reminderTimes() throws(StoreError) -> [(user: String, time: TimeOfDay)] {
        try transaction(write: false) {
            let rows = try db.query("""
                SELECT h.user_id, r.time FROM reminders r JOIN habits h ON h.id = r.habit_id WHERE NOT h.archived
                UNION ALL SELECT h.user_id, o.time FROM one_offs o JOIN habits h ON h.id = o.habit_id WHERE NOT h.archived
                """)
            return try (0..<rows.count).map { i throws(StoreError) in
                guard let time = rows.text(i, 1).flatMap(TimeOfDay.init) else { throw damaged() }
                return (rows.text(i, 0) ?? "", time)
            }
        }
    }

    public func sessionState(user: String, session: String) throws(StoreError) -> String? {
        try transaction(write: false) {
            try db.textScalar("SELECT state FROM sessions WHERE user_id = $1 AND session = $2", [.text(user), .text(session)])
        }
    }

    public func saveSessionState(_ state: String?, user: String, session: String) throws(StoreError) {
        try transaction(write: true) { try saveSession(session, state: state, user: user) }
    }

    func saveSession(_ session: String, state: String?, user: String) throws {
        if let state {
            try db.run("""
                INSERT INTO sessions (user_id, session, state) VALUES ($1, $2, $3)
                ON CONFLICT (user_id, session) DO UPDATE SET state = excluded.state, saved = now()
                """, [.text(user), .text(session), .text(state)])
        } else {
            try db.run("DELETE FROM sessions WHERE user_id = $1 AND session = $2", [.text(user), .text(session)])
        }
    }

    func readJournal(user: String, marks includeMarks: Bool = true) throws -> Journal {
        let u: [PGValue] = [.text(user)]
        var groups: [HabitGroup] = []
        var groupIDs: [Int: UUID] = [:]
        var groupRows: [Int: Int] = [:]
        let g = try db.query("SELECT id, uuid, name, require, tier, position FROM groups WHERE user_id = $1 ORDER BY position, name COLLATE \"C\"", u)
        let gc = (id: g.column("id"), uuid: g.column("uuid"), name: g.column("name"), require: g.column("require"), tier: g.column("tier"),
                  position: g.column("position"))
        for i in 0..<g.count {
            guard let uuid = g.text(i, gc.uuid).flatMap(UUID.init(uuidString:)), let tier = Tier(rawValue: g.text(i, gc.tier) ?? "") else { throw damaged() }
            groupIDs[g.int(i, gc.id)] = uuid
            groupRows[g.int(i, gc.id)] = groups.count
            groups.append(HabitGroup(id: uuid, name: g.text(i, gc.name) ?? "", require: g.int(i, gc.require), tier: tier, order: g.int(i, gc.position)))
        }
        let gs = try db.query("""
            SELECT s.group_id, s.until, s.require, s.tier FROM group_settings s JOIN groups g ON g.id = s.group_id
            WHERE g.user_id = $1 ORDER BY s.group_id, s.until
            """, u)
        for i in 0..<gs.count {
            guard let index = groupRows[gs.int(i, 0)], let until = Day(iso: gs.text(i, 1) ?? ""), let tier = Tier(rawValue: gs.text(i, 3) ?? "") else {
                throw damaged()
            }
            groups[index].history.append(Past(until: until, settings: GroupSettings(require: gs.int(i, 2), tier: tier)))
        }

        var habits: [Habit] = []
        var habitIDs: [Int: Int] = [:]
        let h = try db.query("""
            SELECT id, uuid, name, description, polarity, tier, schedule_kind, schedule_value, schedule_days, target_amount,
                   target_unit, target_kind, target_days, group_id, archived, created, position, color, icon
            FROM habits WHERE user_id = $1 ORDER BY position, name COLLATE "C"
            """, u)
        let hc = (id: h.column("id"), uuid: h.column("uuid"), name: h.column("name"), description: h.column("description"),
                  polarity: h.column("polarity"), tier: h.column("tier"), kind: h.column("schedule_kind"), value: h.column("schedule_value"),
                  days: h.column("schedule_days"), amount: h.column("target_amount"), unit: h.column("target_unit"),
                  targetKind: h.column("target_kind"), targetDays: h.column("target_days"), group: h.column("group_id"), archived: h.column("archived"),
                  created: h.column("created"), position: h.column("position"), color: h.column("color"), icon: h.column("icon"))
        for i in 0..<h.count {
            guard let uuid = h.text(i, hc.uuid).flatMap(UUID.init(uuidString:)),
                  let polarity = Polarity(rawValue: h.text(i, hc.polarity) ?? ""), let tier = Tier(rawValue: h.text(i, hc.tier) ?? ""),
                  let schedule = SQLiteStore.schedule(kind: h.text(i, hc.kind) ?? "", value: h.int(i, hc.value), days: h.int(i, hc.days)),
                  let created = Day(iso: h.text(i, hc.created) ?? "") else { throw damaged() }
            let target = try target(h, i, amount: hc.amount, unit: hc.unit, kind: hc.targetKind, days: hc.targetDays)
            habitIDs[h.int(i, hc.id)] = habits.count
            habits.append(Habit(id: uuid, name: h.text(i, hc.name) ?? "", description: h.text(i, hc.description), polarity: polarity, tier: tier,
                                schedule: schedule, target: target, groupID: h.isNull(i, hc.group) ? nil : groupIDs[h.int(i, hc.group)],
                                archived: h.text(i, hc.archived) == "t", created: created, order: h.int(i, hc.position),
                                color: h.int(i, hc.color), icon: h.text(i, hc.icon)))
        }

        let r = try db.query("""
            SELECT r.habit_id, r.time, r.days FROM reminders r JOIN habits h ON h.id = r.habit_id
            WHERE h.user_id = $1 ORDER BY r.habit_id, r.position
            """, u)
        for i in 0..<r.count {
            guard let index = habitIDs[r.int(i, 0)], let time = TimeOfDay(r.text(i, 1) ?? "") else { throw damaged() }
            habits[index].reminders.append(Reminder(time: time, days: WeekdaySet(rawValue: UInt8(truncatingIfNeeded: r.int(i, 2)))))
        }

        let hs = try db.query("""
            SELECT s.habit_id, s.until, s.polarity, s.tier, s.schedule_kind, s.schedule_value, s.schedule_days, s.target_amount,
                   s.target_unit, s.target_kind, s.target_days FROM habit_settings s
            JOIN habits h ON h.id = s.habit_id WHERE h.user_id = $1 ORDER BY s.habit_id, s.until
            """, u)
        let hsc = (amount: hs.column("target_amount"), unit: hs.column("target_unit"), kind: hs.column("target_kind"),
                   days: hs.column("target_days"))
        for i in 0..<hs.count {
            guard let index = habitIDs[hs.int(i, 0)], let until = Day(iso: hs.text(i, 1) ?? ""),
                  let polarity = Polarity(rawValue: hs.text(i, 2) ?? ""), let tier = Tier(rawValue: hs.text(i, 3) ?? ""),
                  let schedule = SQLiteStore.schedule(kind: hs.text(i, 4) ?? "", value: hs.int(i, 5), days: hs.int(i, 6)) else { throw damaged() }
            let target = try target(hs, i, amount: hsc.amount, unit: hsc.unit, kind: hsc.kind, days: hsc.days)
            habits[index].history.append(Past(until: until, settings: HabitSettings(schedule: schedule, tier: tier, polarity: polarity, target: target)))
        }

        var pauses: [Pause] = []
        let p = try db.query("SELECT uuid, habit_id, start_day, end_day FROM pauses WHERE user_id = $1 ORDER BY start_day, end_day, id", u)
        for i in 0..<p.count {
            guard let uuid = p.text(i, 0).flatMap(UUID.init(uuidString:)), let start = Day(iso: p.text(i, 2) ?? ""),
                  let end = Day(iso: p.text(i, 3) ?? "") else { throw damaged() }
            let habit = p.isNull(i, 1) ? nil : habitIDs[p.int(i, 1)].map { habits[$0].id }
            pauses.append(Pause(id: uuid, habitID: habit, start: start, end: end))
        }

        var profile = Profile()
        let pr = try db.query("SELECT wake, bed, work_start, work_end, work_days, chronotype FROM profiles WHERE user_id = $1", u)
        if pr.count > 0 {
            profile = Profile(wake: pr.text(0, 0).flatMap(TimeOfDay.init), bed: pr.text(0, 1).flatMap(TimeOfDay.init),
                              workStart: pr.text(0, 2).flatMap(TimeOfDay.init), workEnd: pr.text(0, 3).flatMap(TimeOfDay.init),
                              workDays: pr.isNull(0, 4) ? nil : WeekdaySet(rawValue: UInt8(truncatingIfNeeded: pr.int(0, 4))),
                              chronotype: pr.text(0, 5).flatMap(Profile.Chronotype.init))
        }

        var oneOffs: [OneOffReminder] = []
        let o = try db.query("SELECT o.habit_id, o.day, o.time FROM one_offs o JOIN habits h ON h.id = o.habit_id WHERE h.user_id = $1 ORDER BY o.habit_id", u)
        for i in 0..<o.count {
            guard let index = habitIDs[o.int(i, 0)], let day = Day(iso: o.text(i, 1) ?? ""), let time = TimeOfDay(o.text(i, 2) ?? "") else {
                throw damaged()
            }
            oneOffs.append(OneOffReminder(habitID: habits[index].id, day: day, time: time))
        }

        var reflections: [Reflection] = []
        var reflectionRows: [Int: Int] = [:]
        let rf = try db.query("SELECT id, uuid, day, start_day, end_day, text FROM reflections WHERE user_id = $1 ORDER BY day, id", u)
        for i in 0..<rf.count {
            guard let uuid = rf.text(i, 1).flatMap(UUID.init(uuidString:)), let day = Day(iso: rf.text(i, 2) ?? ""),
                  let start = Day(iso: rf.text(i, 3) ?? ""), let end = Day(iso: rf.text(i, 4) ?? ""), let text = rf.text(i, 5) else {
                throw damaged()
            }
            reflectionRows[rf.int(i, 0)] = reflections.count
            reflections.append(Reflection(id: uuid, day: day, start: start, end: end, text: text))
        }
        if !reflections.isEmpty {
            let rh = try db.query("""
                SELECT l.reflection_id, l.habit_id FROM reflection_habits l JOIN reflections r ON r.id = l.reflection_id
                WHERE r.user_id = $1 ORDER BY l.reflection_id, l.position
                """, u)
            for i in 0..<rh.count {
                guard let index = reflectionRows[rh.int(i, 0)], let k = habitIDs[rh.int(i, 1)] else { throw damaged() }
                reflections[index].habits.append(habits[k].id)
            }
        }

        guard includeMarks else {
            return Journal(habits: habits, groups: groups, pauses: pauses, profile: profile, oneOffs: oneOffs, reflections: reflections)
        }
        var amounts: [Int: [Day: Amount]] = [:]
        let a = try db.query("SELECT a.habit_id, a.day, a.amount FROM mark_amounts a JOIN habits h ON h.id = a.habit_id WHERE h.user_id = $1", u)
        for i in 0..<a.count {
            guard let day = Day(iso: a.text(i, 1) ?? ""), a.int(i, 2) > 0 else { throw damaged() }
            amounts[a.int(i, 0), default: [:]][day] = Amount(hundredths: a.int(i, 2))
        }
        var notes: [Int: [Day: String]] = [:]
        let n = try db.query("SELECT n.habit_id, n.day, n.note FROM mark_notes n JOIN habits h ON h.id = n.habit_id WHERE h.user_id = $1", u)
        for i in 0..<n.count {
            guard let day = Day(iso: n.text(i, 1) ?? "") else { throw damaged() }
            notes[n.int(i, 0), default: [:]][day] = n.text(i, 2) ?? ""
        }
        var marks: [UUID: MarkBook] = Dictionary(minimumCapacity: habits.count)
        let m = try db.query("SELECT m.habit_id, m.first, m.codes FROM mark_days m JOIN habits h ON h.id = m.habit_id WHERE h.user_id = $1", u)
        for i in 0..<m.count {
            let row = m.int(i, 0)
            guard let index = habitIDs[row], let first = Day(iso: m.text(i, 1) ?? ""), let codes = m.text(i, 2) else { throw damaged() }
            guard let book = MarkBook(start: first, codes: codes.utf8, notes: notes[row] ?? [:], amounts: amounts[row] ?? [:]) else {
                throw damaged()
            }
            marks[habits[index].id] = book
        }
        return Journal(habits: habits, groups: groups, marks: marks, pauses: pauses, profile: profile, oneOffs: oneOffs, reflections: reflections)
    }

    /// A target from its columns; nil when the row has none. Columns that can't be read as one are damage.
    func target(_ rows: PGRows, _ i: Int, amount: Int32, unit: Int32, kind: Int32, days: Int32) throws(StoreError) -> Target? {
        guard let kindText = rows.text(i, kind) else { return nil }
        guard let kind = Target.kind(stored: kindText, days: rows.isNull(i, days) ? nil : rows.int(i, days)), let word = rows.text(i, unit),
              let unit = try? AmountUnit(word), rows.int(i, amount) > 0 else { throw damaged() }
        return Target(Amount(hundredths: rows.int(i, amount)), unit, kind: kind)
    }
}
