import Foundation
import HabitDomain

/// The export format (`{"format": "habitat", "version": 1, …}`), read by import and written by export.
///
/// For example: `try HabitatDocument(json: JSON.parse(text), today: today)` then `journal.merging(document)`.
public struct HabitatDocument: Hashable, Sendable {
    public static let format = "habitat"
    public static let version = 1

    /// A habit as the document holds it; the group is named, and `id` may be missing on import.
    public struct HabitEntry: Hashable, Sendable {
        public var habit: Habit
        public var hasID: Bool
        public var groupName: String?
        /// Sorted by day.
        public var marks: [(day: Day, mark: Mark)]

        public static func == (a: HabitEntry, b: HabitEntry) -> Bool {
            a.habit == b.habit && a.hasID == b.hasID && a.groupName == b.groupName
                && a.marks.map(\.day) == b.marks.map(\.day) && a.marks.map(\.mark) == b.marks.map(\.mark)
        }
        public func hash(into hasher: inout Hasher) { hasher.combine(habit) }
    }

    public var habits: [HabitEntry]
    public var groups: [HabitGroup]
    /// Days on hold; a habit named by `habitName`, or every habit when nil. Written only when there are any,
    /// so version-1 readers that predate pauses read these documents unchanged.
    public var pauses: [(habitName: String?, pause: Pause)]
    /// What the user has said about their day; written only when there is something.
    public var profile: Profile?
    /// Answers to the coach's reflection questions, oldest first, each with the habits it names by name (its
    /// `habits` ids are left empty here). Written only when there are any, so older readers read these documents
    /// unchanged.
    public var reflections: [(habitNames: [String], reflection: Reflection)]

    public init(habits: [HabitEntry], groups: [HabitGroup], pauses: [(habitName: String?, pause: Pause)] = [], profile: Profile? = nil,
                reflections: [(habitNames: [String], reflection: Reflection)] = []) {
        self.habits = habits
        self.groups = groups
        self.pauses = pauses
        self.profile = profile
        self.reflections = reflections
    }

    public static func == (a: HabitatDocument, b: HabitatDocument) -> Bool {
        a.habits == b.habits && a.groups == b.groups && a.pauses.map(\.habitName) == b.pauses.map(\.habitName) && a.pauses.map(\.pause) == b.pauses.map(\.pause)
            && a.profile == b.profile
            && a.reflections.map(\.habitNames) == b.reflections.map(\.habitNames) && a.reflections.map(\.reflection) == b.reflections.map(\.reflection)
    }
    public func hash(into hasher: inout Hasher) { hasher.combine(habits); hasher.combine(groups) }
}

/// What is wrong with an import document, and where: `habits[2].frequency.times: …`.
public struct DocumentError: Error, Hashable, Sendable, CustomStringConvertible {
    public let path: String
    public let message: String
    public init(path: String, message: String) { self.path = path; self.message = message }
    public var description: String { path.isEmpty ? message : "\(path): \(message)" }
}

// MARK: - Writing

extension Journal {
    /// The whole journal as an export document: habits and groups in list order, marks by day.
    public var document: HabitatDocument {
        HabitatDocument(habits: habits.map(entry(for:)), groups: groups,
                        pauses: pauses.map { (habitName: $0.habitID.flatMap { habit(id: $0)?.name }, pause: $0) },
                        profile: profile.isEmpty ? nil : profile,
                        reflections: reflections.map { reflection in
                            var bare = reflection
                            bare.habits = []
                            return (habitNames: reflection.habits.compactMap { habit(id: $0)?.name }, reflection: bare)
                        })
    }

    /// One habit as the export format has it: its group by name and its marks by day.
    public func entry(for habit: Habit) -> HabitatDocument.HabitEntry {
        HabitatDocument.HabitEntry(
            habit: habit, hasID: true, groupName: habit.groupID.flatMap { group(id: $0)?.name },
            marks: Array(marks[habit.id] ?? MarkBook()))
    }
}

extension HabitatDocument {
    public var json: JSON {
        var members: [JSON.Member] = [
            JSON.Member("format", .string(Self.format)),
            JSON.Member("version", .int(Self.version)),
            JSON.Member("habits", .array(habits.map(Self.json(habit:)))),
            JSON.Member("groups", .array(groups.map(Self.json(group:)))),
        ]
        if let profile { members.append(JSON.Member("profile", Self.json(profile: profile))) }
        if !pauses.isEmpty {
            members.append(JSON.Member("pauses", .array(pauses.map { .object(["habit": .string($0.habitName), "start": .string($0.pause.start.iso), "end": .string($0.pause.end.iso)]) })))
        }
        if !reflections.isEmpty {
            members.append(JSON.Member("reflections", .array(reflections.map { Self.json(reflection: $0.reflection, habits: $0.habitNames) })))
        }
        return .object(members)
    }

    /// A reflection as the export format has it: `{"id", "day", "review": {"from", "to"}, "text", "habits": [names]}`.
    public static func json(reflection r: Reflection, habits names: [String]) -> JSON {
        .object(["id": .string(r.id.uuidString.lowercased()), "day": .string(r.day.iso),
                 "review": .object(["from": .string(r.start.iso), "to": .string(r.end.iso)]),
                 "text": .string(r.text), "habits": .array(names.map(JSON.string))])
    }

    /// The same, naming its habits as they are in `journal` (also used for protocol events).
    public static func json(reflection r: Reflection, in journal: Journal) -> JSON {
        json(reflection: r, habits: r.habits.compactMap { journal.habit(id: $0)?.name })
    }

    /// `{"wake": "06:30", "bed": "23:00", "work": {"start": "09:00", "end": "17:00", "days": ["mon", …]}, "chronotype": "late"}`,
    /// each key only when known.
    public static func json(profile p: Profile) -> JSON {
        var members: [JSON.Member] = []
        if let wake = p.wake { members.append(JSON.Member("wake", .string(wake.description))) }
        if let bed = p.bed { members.append(JSON.Member("bed", .string(bed.description))) }
        if let start = p.workStart, let end = p.workEnd {
            members.append(JSON.Member("work", .object(["start": .string(start.description), "end": .string(end.description),
                                                        "days": .array((p.workDays ?? .workdays).map { .string($0.code) })])))
        }
        if let c = p.chronotype { members.append(JSON.Member("chronotype", .string(c.rawValue))) }
        return .object(members)
    }

    /// A pause as the export format has it: `{"habit": name or null, "start", "end"}`.
    public static func json(pause: Pause, in journal: Journal) -> JSON {
        .object(["id": .string(pause.id.uuidString.lowercased()), "habit": .string(pause.habitID.flatMap { journal.habit(id: $0)?.name }),
                 "start": .string(pause.start.iso), "end": .string(pause.end.iso)])
    }

    /// A habit object exactly as the export format has it (also used for protocol events). A measurable habit
    /// carries `target` after its frequency, and its marks their day's `amount` (each key only when there is one, so
    /// documents without amounts read as before). A habit whose settings changed carries `history`: the settings in
    /// force from each day, the current ones last.
    public static func json(habit entry: HabitEntry) -> JSON {
        let h = entry.habit
        let head: KeyValuePairs<String, JSON> = [
            "id": .string(h.id.uuidString.lowercased()),
            "name": .string(h.name),
            "description": .string(h.description),
            "polarity": .string(h.polarity.rawValue),
            "tier": .string(h.tier.rawValue),
            "frequency": json(schedule: h.schedule),
        ]
        let fields: KeyValuePairs<String, JSON> = [
            "group": .string(entry.groupName),
            "archived": .bool(h.archived),
            "created": .string(h.created.iso),
            "order": .int(h.order),
            "color": .int(h.color),
            "icon": .string(h.icon),
            "reminders": .array(h.reminders.map { r in
                .object(["time": .string(r.time.description), "days": .array(r.days.map { .string($0.code) })])
            }),
            "marks": .array(entry.marks.map { m in
                var mark = [JSON.Member("day", .string(m.day.iso)), JSON.Member("state", .string(m.mark.state.rawValue)),
                            JSON.Member("note", .string(m.mark.note))]
                if let amount = m.mark.amount { mark.append(JSON.Member("amount", json(amount: amount))) }
                return .object(mark)
            }),
        ]
        var members = head.map { JSON.Member($0.key, $0.value) }
        if let target = h.target { members.append(JSON.Member("target", json(target: target))) }
        members += fields.map { JSON.Member($0.key, $0.value) }
        if !h.history.isEmpty {
            members.append(JSON.Member("history", .array(h.eras.map { era in
                var entry = [JSON.Member("from", .string(era.from.iso)), JSON.Member("frequency", json(schedule: era.settings.schedule)),
                             JSON.Member("tier", .string(era.settings.tier.rawValue)), JSON.Member("polarity", .string(era.settings.polarity.rawValue))]
                if let target = era.settings.target { entry.append(JSON.Member("target", json(target: target))) }
                return .object(entry)
            })))
        }
        return .object(members)
    }

    /// `{"amount": 8, "unit": "glasses", "per": "day", "limit": false}`: `per` is `day` or `period`, and `limit` is
    /// true for a habit to avoid's ceiling, `per` day, or `week` or `month` for one over the 7 or 30 days ending on
    /// each day.
    public static func json(target: Target) -> JSON {
        .object(["amount": json(amount: target.amount), "unit": .string(target.unit.word),
                 "per": .string(target.per), "limit": .bool(target.isLimit)])
    }

    /// An amount as a JSON number: 8, 2.5, 0.25 (exact: `Amount(exactly:)` reads back the same hundredths).
    public static func json(amount: Amount) -> JSON { .number(amount.double) }

    /// A group as the export format has it; one whose require or tier changed carries `history`, the settings in
    /// force until each day (`until`), oldest first.
    public static func json(group g: HabitGroup) -> JSON {
        var members = [JSON.Member("name", .string(g.name)), JSON.Member("require", .int(g.require)),
                       JSON.Member("tier", .string(g.tier.rawValue)), JSON.Member("order", .int(g.order))]
        if !g.history.isEmpty {
            members.append(JSON.Member("history", .array(g.history.map { past in
                .object(["until": .string(past.until.iso), "require": .int(past.settings.require), "tier": .string(past.settings.tier.rawValue)])
            })))
        }
        return .object(members)
    }

    public static func json(schedule: Schedule) -> JSON {
        switch schedule {
        case .daily: return .object(["kind": .string("daily")])
        case .interval(let n): return .object(["kind": .string("interval"), "days": .int(n)])
        case .weekdays(let days): return .object(["kind": .string("weekdays"), "days": .array(days.map { .string($0.code) })])
        case .weekly(let n): return .object(["kind": .string("weekly"), "times": .int(n)])
        case .monthly(let n): return .object(["kind": .string("monthly"), "times": .int(n)])
        case .rolling(let n, let m): return .object(["kind": .string("rolling"), "times": .int(n), "days": .int(m)])
        }
    }

    /// CSV: one row per mark, `date,habit,state,note,amount` (the amount empty when the mark has none), quoted as
    /// RFC 4180 asks, CRLF line ends.
    public var csv: String {
        var rows = ["date,habit,state,note,amount"]
        var all: [(Day, Int, String, Mark)] = []
        for (i, entry) in habits.enumerated() {
            for m in entry.marks { all.append((m.day, i, entry.habit.name, m.mark)) }
        }
        all.sort { ($0.0, $0.1) < ($1.0, $1.1) }
        for (day, _, name, mark) in all {
            rows.append([day.iso, name, mark.state.rawValue, mark.note ?? "", mark.amount?.description ?? ""].map(Self.csvField).joined(separator: ","))
        }
        return rows.joined(separator: "\r\n") + "\r\n"
    }

    /// RFC 4180 quoting; a cell a spreadsheet would run as a formula (starting with `=`, `+`, `-`, `@`, tab or
    /// CR) gets a leading `'` so it shows as text.
    static func csvField(_ raw: String) -> String {
        var s = raw
        if let first = s.unicodeScalars.first, ["=", "+", "-", "@", "\t", "\r"].contains(first) { s = "'" + s }
        guard s.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" }) else { return s }
        return "\"" + s.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
