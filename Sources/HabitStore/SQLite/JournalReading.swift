import Foundation
import HabitDomain

// Reading a user's journal (habits, groups, settings over time, reminders, pauses, profile, marks) from its rows,
// each row read by column name, and the cache of journals already read.

extension SQLiteStore {
    /// The time of every reminder of every active habit (one-offs included), with its user: one query over the
    /// reminders, for an index of who could be reminded at a minute. (Whether a reminder rings on a day is for
    /// `remindersDue` to say.)
    public func reminderTimes() throws(StoreError) -> [(user: String, time: TimeOfDay)] {
        try transaction(write: false) {
            let s = try db.statement("""
                SELECT h.user, r.time FROM reminders r JOIN habits h ON h.id = r.habit_id WHERE h.archived = 0
                UNION ALL SELECT h.user, o.time FROM one_offs o JOIN habits h ON h.id = o.habit_id WHERE h.archived = 0
                """)
            let c = (user: s.column("user"), time: s.column("time"))
            var times: [(user: String, time: TimeOfDay)] = []
            while try s.step() {
                guard let time = s.text(c.time).flatMap(TimeOfDay.init) else { throw damaged() }
                times.append((s.text(c.user) ?? "", time))
            }
            return times
        }
    }

    /// Everything the user has: habits (archived included), groups and marks.
    public func journal(user: String) throws(StoreError) -> Journal {
        try transaction(write: false) {
            // data_version changes only when another connection commits; then everything cached is stale.
            let version = try db.scalar("PRAGMA data_version") ?? 0
            if version != cachedVersion { cache = [:]; cachedVersion = version }
            if let cached = cache[ExactText(user)] { return cached }
            let journal = try readJournal(user: user)
            if cache.count >= Self.cacheLimit { cache.removeAll(keepingCapacity: true) }
            cache[ExactText(user)] = journal
            return journal
        }
    }

    /// The users with any habits or groups, sorted.
    public func users() throws(StoreError) -> [String] {
        try transaction(write: false) {
            let s = try db.statement("SELECT user FROM habits UNION SELECT user FROM groups ORDER BY 1")
            let user = s.column("user")
            var users: [String] = []
            while try s.step() { users.append(s.text(user) ?? "") }
            return users
        }
    }

    func readJournal(user: String, marks includeMarks: Bool = true) throws -> Journal {
        var groups: [HabitGroup] = []
        var groupIDs: [Int: UUID] = [:]
        var groupRows: [Int: Int] = [:]  // row id → index in groups
        let g = try db.statement("SELECT id, uuid, name, require, tier, position FROM groups WHERE user = ? ORDER BY position, name", [.text(user)])
        let gc = (id: g.column("id"), uuid: g.column("uuid"), name: g.column("name"), require: g.column("require"), tier: g.column("tier"),
                  position: g.column("position"))
        while try g.step() {
            guard let uuid = g.bytes(gc.uuid).flatMap(UUID.init(hyphenatedBytes:)), let tier = Tier(rawValue: g.text(gc.tier) ?? "") else { throw damaged() }
            groupIDs[g.int(gc.id)] = uuid
            groupRows[g.int(gc.id)] = groups.count
            groups.append(HabitGroup(id: uuid, name: g.text(gc.name) ?? "", require: g.int(gc.require), tier: tier, order: g.int(gc.position)))
        }
        let gs = try db.statement("""
            SELECT s.group_id, s.until, s.require, s.tier FROM group_settings s JOIN groups g ON g.id = s.group_id
            WHERE g.user = ? ORDER BY s.group_id, s.until
            """, [.text(user)])
        let gsc = (group: gs.column("group_id"), until: gs.column("until"), require: gs.column("require"), tier: gs.column("tier"))
        while try gs.step() {
            guard let i = groupRows[gs.int(gsc.group)], let until = Day(iso: gs.text(gsc.until) ?? ""),
                  let tier = Tier(rawValue: gs.text(gsc.tier) ?? "") else { throw damaged() }
            groups[i].history.append(Past(until: until, settings: GroupSettings(require: gs.int(gsc.require), tier: tier)))
        }

        var habits: [Habit] = []
        var habitIDs: [Int: Int] = [:]  // row id → index in habits
        let h = try db.statement("""
            SELECT id, uuid, name, description, polarity, tier, schedule_kind, schedule_value, schedule_days, target_amount,
                   target_unit, target_kind, target_days, group_id, archived, created, position, color, icon
            FROM habits WHERE user = ? ORDER BY position, name
            """, [.text(user)])
        let hc = (id: h.column("id"), uuid: h.column("uuid"), name: h.column("name"), description: h.column("description"),
                  polarity: h.column("polarity"), tier: h.column("tier"), kind: h.column("schedule_kind"), value: h.column("schedule_value"),
                  days: h.column("schedule_days"), amount: h.column("target_amount"), unit: h.column("target_unit"),
                  targetKind: h.column("target_kind"), targetDays: h.column("target_days"),
                  group: h.column("group_id"), archived: h.column("archived"), created: h.column("created"), position: h.column("position"),
                  color: h.column("color"), icon: h.column("icon"))
        while try h.step() {
            guard let uuid = h.bytes(hc.uuid).flatMap(UUID.init(hyphenatedBytes:)),
                  let polarity = Polarity(rawValue: h.text(hc.polarity) ?? ""), let tier = Tier(rawValue: h.text(hc.tier) ?? ""),
                  let schedule = Self.schedule(kind: h.text(hc.kind) ?? "", value: h.int(hc.value), days: h.int(hc.days)),
                  let created = Day(iso: h.text(hc.created) ?? "") else { throw damaged() }
            let target = try target(h, amount: hc.amount, unit: hc.unit, kind: hc.targetKind, days: hc.targetDays)
            habitIDs[h.int(hc.id)] = habits.count
            habits.append(Habit(id: uuid, name: h.text(hc.name) ?? "", description: h.text(hc.description), polarity: polarity, tier: tier,
                                schedule: schedule, target: target, groupID: groupIDs[h.int(hc.group)], archived: h.int(hc.archived) != 0,
                                created: created, order: h.int(hc.position), color: h.int(hc.color), icon: h.text(hc.icon)))
        }

        let r = try db.statement("""
            SELECT r.habit_id, r.time, r.days FROM reminders r JOIN habits h ON h.id = r.habit_id
            WHERE h.user = ? ORDER BY r.habit_id, r.position
            """, [.text(user)])
        let rc = (habit: r.column("habit_id"), time: r.column("time"), days: r.column("days"))
        while try r.step() {
            guard let i = habitIDs[r.int(rc.habit)], let time = TimeOfDay(r.text(rc.time) ?? "") else { throw damaged() }
            habits[i].reminders.append(Reminder(time: time, days: WeekdaySet(rawValue: UInt8(truncatingIfNeeded: r.int(rc.days)))))
        }

        let hs = try db.statement("""
            SELECT s.habit_id, s.until, s.polarity, s.tier, s.schedule_kind, s.schedule_value, s.schedule_days, s.target_amount,
                   s.target_unit, s.target_kind, s.target_days FROM habit_settings s
            JOIN habits h ON h.id = s.habit_id WHERE h.user = ? ORDER BY s.habit_id, s.until
            """, [.text(user)])
        let hsc = (habit: hs.column("habit_id"), until: hs.column("until"), polarity: hs.column("polarity"), tier: hs.column("tier"),
                   kind: hs.column("schedule_kind"), value: hs.column("schedule_value"), days: hs.column("schedule_days"),
                   amount: hs.column("target_amount"), unit: hs.column("target_unit"), targetKind: hs.column("target_kind"),
                   targetDays: hs.column("target_days"))
        while try hs.step() {
            guard let i = habitIDs[hs.int(hsc.habit)], let until = Day(iso: hs.text(hsc.until) ?? ""),
                  let polarity = Polarity(rawValue: hs.text(hsc.polarity) ?? ""), let tier = Tier(rawValue: hs.text(hsc.tier) ?? ""),
                  let schedule = Self.schedule(kind: hs.text(hsc.kind) ?? "", value: hs.int(hsc.value), days: hs.int(hsc.days)) else { throw damaged() }
            let target = try target(hs, amount: hsc.amount, unit: hsc.unit, kind: hsc.targetKind, days: hsc.targetDays)
            habits[i].history.append(Past(until: until, settings: HabitSettings(schedule: schedule, tier: tier, polarity: polarity, target: target)))
        }

        var pauses: [Pause] = []
        let p = try db.statement("SELECT uuid, habit_id, start, end FROM pauses WHERE user = ? ORDER BY start, end", [.text(user)])
        let pc = (uuid: p.column("uuid"), habit: p.column("habit_id"), start: p.column("start"), end: p.column("end"))
        while try p.step() {
            guard let uuid = p.bytes(pc.uuid).flatMap(UUID.init(hyphenatedBytes:)), let start = Day(iso: p.text(pc.start) ?? ""),
                  let end = Day(iso: p.text(pc.end) ?? "") else {
                throw damaged()
            }
            let habitRow = p.text(pc.habit) == nil ? nil : p.int(pc.habit)
            pauses.append(Pause(id: uuid, habitID: habitRow.flatMap { habitIDs[$0] }.map { habits[$0].id }, start: start, end: end))
        }

        var profile = Profile()
        let pr = try db.statement("SELECT wake, bed, work_start, work_end, work_days, chronotype FROM profiles WHERE user = ?", [.text(user)])
        if try pr.step() {
            let c = (wake: pr.column("wake"), bed: pr.column("bed"), workStart: pr.column("work_start"), workEnd: pr.column("work_end"),
                     workDays: pr.column("work_days"), chronotype: pr.column("chronotype"))
            profile = Profile(wake: pr.text(c.wake).flatMap(TimeOfDay.init), bed: pr.text(c.bed).flatMap(TimeOfDay.init),
                              workStart: pr.text(c.workStart).flatMap(TimeOfDay.init), workEnd: pr.text(c.workEnd).flatMap(TimeOfDay.init),
                              workDays: pr.text(c.workDays) == nil ? nil : WeekdaySet(rawValue: UInt8(truncatingIfNeeded: pr.int(c.workDays))),
                              chronotype: pr.text(c.chronotype).flatMap(Profile.Chronotype.init))
        }

        var oneOffs: [OneOffReminder] = []
        let o = try db.statement("""
            SELECT o.habit_id, o.day, o.time FROM one_offs o JOIN habits h ON h.id = o.habit_id WHERE h.user = ?
            """, [.text(user)])
        let oc = (habit: o.column("habit_id"), day: o.column("day"), time: o.column("time"))
        while try o.step() {
            guard let i = habitIDs[o.int(oc.habit)], let day = Day(iso: o.text(oc.day) ?? ""), let time = TimeOfDay(o.text(oc.time) ?? "") else {
                throw damaged()
            }
            oneOffs.append(OneOffReminder(habitID: habits[i].id, day: day, time: time))
        }

        var reflections: [Reflection] = []
        var reflectionRows: [Int: Int] = [:]  // row id → index in reflections
        let rf = try db.statement("SELECT id, uuid, day, start, end, text FROM reflections WHERE user = ? ORDER BY day, id", [.text(user)])
        let rfc = (id: rf.column("id"), uuid: rf.column("uuid"), day: rf.column("day"), start: rf.column("start"), end: rf.column("end"),
                   text: rf.column("text"))
        while try rf.step() {
            guard let uuid = rf.bytes(rfc.uuid).flatMap(UUID.init(hyphenatedBytes:)), let day = Day(iso: rf.text(rfc.day) ?? ""),
                  let start = Day(iso: rf.text(rfc.start) ?? ""), let end = Day(iso: rf.text(rfc.end) ?? ""), let text = rf.text(rfc.text) else {
                throw damaged()
            }
            reflectionRows[rf.int(rfc.id)] = reflections.count
            reflections.append(Reflection(id: uuid, day: day, start: start, end: end, text: text))
        }
        if !reflections.isEmpty {
            let rh = try db.statement("""
                SELECT l.reflection_id, l.habit_id FROM reflection_habits l JOIN reflections r ON r.id = l.reflection_id
                WHERE r.user = ? ORDER BY l.reflection_id, l.position
                """, [.text(user)])
            let rhc = (reflection: rh.column("reflection_id"), habit: rh.column("habit_id"))
            while try rh.step() {
                guard let i = reflectionRows[rh.int(rhc.reflection)], let k = habitIDs[rh.int(rhc.habit)] else { throw damaged() }
                reflections[i].habits.append(habits[k].id)
            }
        }

        guard includeMarks else {
            return Journal(habits: habits, groups: groups, pauses: pauses, profile: profile, oneOffs: oneOffs, reflections: reflections)
        }
        // The bulk of a long history: each habit's marks are one string of codes, taken as its bytes.
        var amounts: [Int: [Day: Amount]] = [:]
        let a = try db.statement("""
            SELECT a.habit_id, a.day, a.amount FROM mark_amounts a JOIN habits h ON h.id = a.habit_id WHERE h.user = ?
            """, [.text(user)])
        let ac = (habit: a.column("habit_id"), day: a.column("day"), amount: a.column("amount"))
        while try a.step() {
            guard let day = a.bytes(ac.day).flatMap(Day.init(isoBytes:)), a.int(ac.amount) > 0 else { throw damaged() }
            amounts[a.int(ac.habit), default: [:]][day] = Amount(hundredths: a.int(ac.amount))
        }
        var notes: [Int: [Day: String]] = [:]
        let n = try db.statement("""
            SELECT n.habit_id, n.day, n.note FROM mark_notes n JOIN habits h ON h.id = n.habit_id WHERE h.user = ?
            """, [.text(user)])
        let nc = (habit: n.column("habit_id"), day: n.column("day"), note: n.column("note"))
        while try n.step() {
            guard let day = n.bytes(nc.day).flatMap(Day.init(isoBytes:)) else { throw damaged() }
            notes[n.int(nc.habit), default: [:]][day] = n.text(nc.note) ?? ""
        }
        var marks: [UUID: MarkBook] = Dictionary(minimumCapacity: habits.count)
        let m = try db.statement("""
            SELECT m.habit_id, m.first, m.codes FROM mark_days m JOIN habits h ON h.id = m.habit_id WHERE h.user = ?
            """, [.text(user)])
        let mc = (habit: m.column("habit_id"), first: m.column("first"), codes: m.column("codes"))
        while try m.step() {
            guard let i = habitIDs[m.int(mc.habit)], let first = m.bytes(mc.first).flatMap(Day.init(isoBytes:)),
                  let book = m.bytes(mc.codes).flatMap({
                      MarkBook(start: first, codes: $0, notes: notes[m.int(mc.habit)] ?? [:], amounts: amounts[m.int(mc.habit)] ?? [:])
                  }) else { throw damaged() }
            marks[habits[i].id] = book
        }
        return Journal(habits: habits, groups: groups, marks: marks, pauses: pauses, profile: profile, oneOffs: oneOffs, reflections: reflections)
    }

    func damaged() -> StoreError { .damaged(path: location.path) }

    /// A schedule from its columns: `schedule_kind`, `schedule_value` and, for `rolling`, `schedule_days`.
    static func schedule(kind: String, value: Int, days: Int) -> Schedule? {
        switch kind {
        case "daily": return .daily
        case "interval": return .interval(days: value)
        case "weekdays": return .weekdays(WeekdaySet(rawValue: UInt8(truncatingIfNeeded: value)))
        case "weekly": return .weekly(times: value)
        case "monthly": return .monthly(times: value)
        case "rolling": return .rolling(times: value, days: days)
        default: return nil
        }
    }

    static func columns(_ schedule: Schedule) -> (kind: String, value: Int, days: SQLValue) {
        switch schedule {
        case .daily: return ("daily", 0, .null)
        case .interval(let n): return ("interval", n, .null)
        case .weekdays(let days): return ("weekdays", Int(days.rawValue), .null)
        case .weekly(let n): return ("weekly", n, .null)
        case .monthly(let n): return ("monthly", n, .null)
        case .rolling(let n, let m): return ("rolling", n, .int(m))
        }
    }

    /// A target from its columns (`target_amount` in hundredths, `target_unit`, `target_kind`, `target_days`); nil when
    /// the row has none. Columns that can't be read as one are damage.
    func target(_ s: Statement, amount: Int32, unit: Int32, kind: Int32, days: Int32) throws(StoreError) -> Target? {
        guard let kindText = s.text(kind) else { return nil }
        guard let kind = Target.kind(stored: kindText, days: s.isNull(days) ? nil : s.int(days)), let word = s.text(unit),
              let unit = try? AmountUnit(word), s.int(amount) > 0 else { throw damaged() }
        return Target(Amount(hundredths: s.int(amount)), unit, kind: kind)
    }

    static func columns(_ target: Target?) -> (amount: SQLValue, unit: SQLValue, kind: SQLValue, days: SQLValue) {
        guard let target else { return (.null, .null, .null, .null) }
        let stored = target.storedKind
        return (.int(target.amount.hundredths), .text(target.unit.word), .text(stored.kind), stored.days.map { .int($0) } ?? .null)
    }
}
