import Foundation
import HabitDomain

extension HabitatDocument {
    /// The earliest created day a document may give: 1900-01-01.
    public static let earliestDay = Day(year: 1900, month: 1, day: 1)!

    /// Reads a document, checking every field; the first problem is reported with its path.
    ///
    /// Keys the format doesn't know are ignored, so later versions can add fields. Missing optional
    /// fields take their defaults; `created` defaults to the first marked day, or `today`.
    public init(json: JSON, today: Day) throws(DocumentError) {
        try self.init(root: json, habitList: nil, today: today)
    }

    /// Reads a document from its bytes as `init(json:today:)` does, but one habit at a time: the whole text is
    /// checked first (so a JSON error anywhere is reported as one, before any field), then each habit is parsed
    /// and read on its own, so the document is never one JSON tree in memory. Throws `JSONParseError` or
    /// `DocumentError`.
    public static func read(_ bytes: [UInt8], today: Day) throws -> HabitatDocument {
        let (root, habits) = try JSON.parse(bytes, deferring: "habits")
        return try HabitatDocument(root: root, habitList: habits.map { JSONListReader(bytes, range: $0) }, today: today)
    }

    private init(root json: JSON, habitList: JSONListReader?, today: Day) throws(DocumentError) {
        let root = Field(json, "")
        guard case .object = json else { throw root.wrong("a Habitat export is a JSON object") }
        guard root["format"].json?.stringValue == Self.format else {
            throw root["format"].wrong("expected \"habitat\"; this doesn't look like a Habitat export")
        }
        let version = try root["version"].int()
        guard version >= 1 else { throw root["version"].wrong("expected 1") }
        guard version <= Self.version else {
            throw root["version"].wrong("version \(version) was written by a newer Habitat; this one reads version \(Self.version)")
        }

        var groups: [HabitGroup] = []
        for (i, g) in try root["groups"].optionalArray().enumerated() {
            var history: [Past<GroupSettings>] = []
            for past in try g["history"].optionalArray() {
                let until = try past["until"].day()
                if let last = history.last, until <= last.until { throw past["until"].wrong(DomainError.settingsOutOfOrder.description) }
                let require = try past["require"].int()
                guard require >= 1 else { throw past["require"].wrong("a group requires at least 1, not \(require)") }
                history.append(Past(until: until, settings: GroupSettings(require: require, tier: try past["tier"].enumValue(Tier.self))))
            }
            groups.append(HabitGroup(
                name: try g["name"].text(Text.name),
                require: try g["require"].optionalInt() ?? 1,
                tier: try g["tier"].optionalEnum(Tier.self) ?? .must,
                order: try g["order"].optionalInt() ?? i, history: history))
            if groups.dropLast().contains(where: { Text.key($0.name) == Text.key(groups[i].name) }) {
                throw g["name"].wrong("another group in this file is also called \"\(groups[i].name)\"")
            }
        }

        var habits: [HabitEntry] = []
        // Names and ids seen so far, so the duplicate checks stay linear however long the file.
        var names = Set<String>(), ids = Set<UUID>()
        // The habits, from the tree or, for a document read from bytes, parsed one at a time.
        var list = try root["habits"].array().makeIterator()
        var reader = habitList
        func nextHabit(_ i: Int) throws(DocumentError) -> Field? {
            guard reader != nil else { return list.next() }
            do {
                return try reader!.next().map { Field($0, "habits[\(i)]") }
            } catch {
                throw DocumentError(path: "habits[\(i)]", message: "\(error)")
            }
        }
        var i = 0
        while let h = try nextHabit(i) {
            defer { i += 1 }
            guard i < Journal.maxHabits else {
                throw DocumentError(path: "habits", message: "a file can hold at most \(Text.grouped(Journal.maxHabits)) habits")
            }
            habits.append(try Self.habitEntry(h, index: i, today: today, groups: groups))
            guard names.insert(Text.key(habits[i].habit.name)).inserted else {
                throw h["name"].wrong("another habit in this file is also called \"\(habits[i].habit.name)\"")
            }
            if habits[i].hasID, !ids.insert(habits[i].habit.id).inserted {
                throw h["id"].wrong("another habit in this file has the same id")
            }
        }
        var pauses: [(habitName: String?, pause: Pause)] = []
        for p in try root["pauses"].optionalArray() {
            let name = try p["habit"].optionalString()
            if let name, !habits.contains(where: { Text.key($0.habit.name) == Text.key(name) }) {
                throw p["habit"].wrong("there is no habit called \"\(name)\" in \"habits\"")
            }
            let start = try p["start"].day(), end = try p["end"].day()
            guard end >= start else { throw p["end"].wrong(DomainError.pauseEndsBeforeStart.description) }
            // A pause is known by what it covers, so importing it twice adds it once.
            var id = UUID()
            withUnsafeMutableBytes(of: &id) { bytes in
                var hash: UInt64 = 0xCBF2_9CE4_8422_2325
                for byte in "\(Text.key(name ?? ""))|\(start.ordinal)|\(end.ordinal)".utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
                for k in 0..<16 { bytes[k] = UInt8(truncatingIfNeeded: hash >> (8 * (k % 8)) ^ UInt64(k)) }
            }
            pauses.append((name, Pause(id: id, start: start, end: end)))
        }
        var profile: Profile? = nil
        let p = root["profile"]
        if try p.optionalJSON() != nil {
            guard case .object = p.json else { throw p.wrong("expected an object such as {\"wake\": \"06:30\"}") }
            func time(_ f: Field) throws(DocumentError) -> TimeOfDay? {
                guard let text = try f.optionalString() else { return nil }
                guard let t = TimeOfDay(text) else { throw f.wrong(DomainError.invalidTime(text).description) }
                return t
            }
            var read = Profile(wake: try time(p["wake"]), bed: try time(p["bed"]),
                               chronotype: try p["chronotype"].optionalEnum(Profile.Chronotype.self))
            if try p["work"].optionalJSON() != nil {
                read.workStart = try time(p["work"]["start"])
                read.workEnd = try time(p["work"]["end"])
                guard read.workStart != nil, read.workEnd != nil else { throw p["work"].wrong("work needs a \"start\" and an \"end\"") }
                read.workDays = try p["work"]["days"].optionalJSON().map { _ throws(DocumentError) in try Self.weekdays(p["work"]["days"]) } ?? .workdays
            }
            profile = read
        }
        var reflections: [(habitNames: [String], reflection: Reflection)] = []
        for r in try root["reflections"].optionalArray() {
            guard case .object = r.json else { throw r.wrong("expected a reflection object") }
            let day = try r["day"].day()
            let from = try r["review"]["from"].day(), to = try r["review"]["to"].day()
            guard to >= from else { throw r["review"]["to"].wrong(DomainError.reflectionPeriodBackwards.description) }
            guard let text = try r["text"].optionalText(Text.note) else { throw r["text"].wrong(DomainError.emptyReflection.description) }
            var names: [String] = []
            for n in try r["habits"].optionalArray() {
                let name = try n.string()
                guard habits.contains(where: { Text.key($0.habit.name) == Text.key(name) }) else {
                    throw n.wrong("there is no habit called \"\(name)\" in \"habits\"")
                }
                names.append(name)
            }
            var id: UUID
            if let given = try r["id"].optionalString() {
                guard let parsed = UUID(uuidString: given) else { throw r["id"].wrong("\"\(given)\" is not a UUID") }
                id = parsed
            } else {
                // Without an id, a reflection is known by its day and words, so importing it twice adds it once.
                id = UUID()
                withUnsafeMutableBytes(of: &id) { bytes in
                    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
                    for byte in "reflection|\(day.ordinal)|\(text)".utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
                    for k in 0..<16 { bytes[k] = UInt8(truncatingIfNeeded: hash >> (8 * (k % 8)) ^ UInt64(k)) }
                }
            }
            if reflections.contains(where: { $0.reflection.id == id }) { throw r["id"].wrong("another reflection in this file has the same id") }
            reflections.append((names, Reflection(id: id, day: day, start: from, end: to, text: text)))
        }
        self.init(habits: habits, groups: groups, pauses: pauses, profile: profile, reflections: reflections)
    }

    private static func habitEntry(_ h: Field, index: Int, today: Day, groups: [HabitGroup]) throws(DocumentError) -> HabitEntry {
        guard case .object = h.json else { throw h.wrong("expected a habit object") }
        var id = UUID()
        var hasID = false
        if let text = try h["id"].optionalString() {
            guard let parsed = UUID(uuidString: text) else { throw h["id"].wrong("\"\(text)\" is not a UUID") }
            id = parsed
            hasID = true
        }
        let polarity = try h["polarity"].optionalEnum(Polarity.self) ?? .build
        let schedule = try Self.schedule(h["frequency"])

        var marks: [(day: Day, mark: Mark)] = []
        var markFields: [Field] = []
        for m in try h["marks"].optionalArray() {
            let day = try m["day"].day()
            let state = try m["state"].enumValue(MarkState.self)
            guard Mark.allows(state, on: day, today: today) else {
                throw m["day"].wrong("\(day.iso) is in the future" + (day > today.adding(days: Mark.skipAhead) ? "" : "; only a skip can be set ahead"))
            }
            let note = try m["note"].optionalText(Text.note)
            marks.append((day, Mark(state, note: note, amount: try m["amount"].optionalAmount())))
            markFields.append(m)
        }
        let order = marks.indices.sorted { marks[$0].day < marks[$1].day }
        marks = order.map { marks[$0] }
        markFields = order.map { markFields[$0] }
        for (a, b) in zip(marks, marks.dropFirst()) where a.day == b.day {
            throw h["marks"].wrong("\(a.day.iso) is marked twice")
        }

        let created = try h["created"].optionalDay() ?? min(today, marks.first?.day ?? today)
        guard created <= today else { throw h["created"].wrong("\(created.iso) is in the future") }
        // Older days would only make every rule walk centuries of nothing.
        guard created >= HabitatDocument.earliestDay else {
            throw h["created"].wrong("\(created.iso) is before \(HabitatDocument.earliestDay.iso), the earliest day Habitat tracks")
        }
        if let first = marks.first, first.day < created {
            throw h["marks"].wrong("\(first.day.iso) is before the habit was created (\(created.iso))")
        }

        var reminders: [Reminder] = []
        let reminderFields = try h["reminders"].optionalArray()
        guard reminderFields.count <= Habit.maxReminders else {
            throw h["reminders"].wrong("a habit can have at most \(Habit.maxReminders) reminders; this one has \(reminderFields.count)")
        }
        for r in reminderFields {
            let text = try r["time"].string()
            guard let time = TimeOfDay(text) else { throw r["time"].wrong(DomainError.invalidTime(text).description) }
            let days = try r["days"].optionalJSON().map { _ throws(DocumentError) in try Self.weekdays(r["days"]) } ?? .all
            reminders.append(Reminder(time: time, days: days))
        }

        let groupName = try h["group"].optionalString()
        if let groupName, !groups.contains(where: { Text.key($0.name) == Text.key(groupName) }) {
            throw h["group"].wrong("there is no group called \"\(groupName)\" in \"groups\"")
        }

        let target = try Self.target(h["target"], schedule: schedule, polarity: polarity)
        let habit = Habit(
            id: id, name: try h["name"].text(Text.name),
            description: try h["description"].optionalText(Text.description),
            polarity: polarity, tier: try h["tier"].optionalEnum(Tier.self) ?? .must, schedule: schedule, target: target,
            archived: try h["archived"].optionalBool() ?? false, created: created,
            order: try h["order"].optionalInt() ?? index, color: try h["color"].optionalInt() ?? index % Habit.paletteSize,
            icon: try h["icon"].optionalText(Text.icon), reminders: reminders,
            history: try Self.history(h["history"]))
        // Each mark as the settings of its day can hold it: a slip on a day the habit was one to avoid, whatever it is
        // now; an amount in the state its total gives under the target then.
        for (i, m) in marks.enumerated() {
            do {
                try habit.settings(on: m.day).check(m.mark, habit: habit.name)
            } catch .slipOnBuildHabit {
                throw markFields[i]["state"].wrong("only habits to avoid can be \"slipped\", and on \(m.day.iso) this was one to do")
            } catch {
                switch error {
                case .amountNotPositive, .amountTooLarge, .amountOnSkip: throw markFields[i]["amount"].wrong(error.description)
                default: throw markFields[i]["state"].wrong(error.description)
                }
            }
        }
        do {
            _ = try habit.validated()
        } catch {
            let field: String
            switch error {
            case .colorOutOfRange: field = "color"
            case .avoidNeedsDaySchedule: field = "frequency"
            case .limitNeedsAvoid, .avoidTargetIsLimit, .periodTargetNeedsPeriod, .amountTooLarge: field = "target"
            default: field = ""
            }
            throw (field.isEmpty ? h : h[field]).wrong(error.description)
        }
        if groupName != nil && polarity == .avoid { throw h["group"].wrong(DomainError.avoidInGroup(habit.name).description) }
        return HabitEntry(habit: habit, hasID: hasID, groupName: groupName, marks: marks)
    }

    /// A habit's `history`: the settings in force from each day, oldest first. The last entry's settings are the
    /// current ones, which the habit's own fields give; each earlier entry holds until the day before the next.
    private static func history(_ f: Field) throws(DocumentError) -> [Past<HabitSettings>] {
        var entries: [(from: Day, settings: HabitSettings)] = []
        for e in try f.optionalArray() {
            let from = try e["from"].day()
            if let last = entries.last, from <= last.from { throw e["from"].wrong(DomainError.settingsOutOfOrder.description) }
            let schedule = try schedule(e["frequency"]), polarity = try e["polarity"].enumValue(Polarity.self)
            let settings = HabitSettings(schedule: schedule, tier: try e["tier"].enumValue(Tier.self), polarity: polarity,
                                         target: try target(e["target"], schedule: schedule, polarity: polarity))
            if settings.polarity == .avoid && !settings.schedule.isDayBased {
                throw e["frequency"].wrong(DomainError.avoidNeedsDaySchedule.description)
            }
            entries.append((from, settings))
        }
        return zip(entries, entries.dropFirst()).map { Past(until: $1.from.adding(days: -1), settings: $0.settings) }
    }

    /// A `frequency` object of the export format read on its own (`habitat mcp`'s add_habit takes one), checked as an
    /// import checks it; an error names its place from `path` ("schedule.times").
    public static func schedule(json: JSON?, path: String) throws(DocumentError) -> Schedule {
        try schedule(Field(json, path))
    }

    /// A `target` object of the export format read on its own, for a habit with `schedule` and `polarity`; nil when
    /// `json` is nil or null.
    public static func target(json: JSON?, path: String, schedule: Schedule, polarity: Polarity) throws(DocumentError) -> Target? {
        try target(Field(json, path), schedule: schedule, polarity: polarity)
    }

    private static func schedule(_ f: Field) throws(DocumentError) -> Schedule {
        guard case .object = f.json else { throw f.wrong("expected an object such as {\"kind\": \"daily\"}") }
        let kind = try f["kind"].string()
        let schedule: Schedule
        switch kind {
        case "daily": schedule = .daily
        case "interval": schedule = .interval(days: try f["days"].int())
        case "weekdays": schedule = .weekdays(try weekdays(f["days"]))
        case "weekly": schedule = .weekly(times: try f["times"].int())
        case "monthly": schedule = .monthly(times: try f["times"].int())
        case "rolling": schedule = .rolling(times: try f["times"].int(), days: try f["days"].int())
        default: throw f["kind"].wrong("expected daily, interval, weekdays, weekly, monthly or rolling, not \"\(kind)\"")
        }
        do {
            try schedule.validate()
        } catch {
            var field = kind == "interval" || kind == "weekdays" ? "days" : "times"
            if case .rollingOutOfRange(_, let days) = error, !(2...365).contains(days) { field = "days" }
            throw f[field].wrong(error.description)
        }
        return schedule
    }

    /// A measurable habit's `target`: `{"amount": 8, "unit": "glasses", "per": "day", "limit": false}`, with `unit`
    /// "times", `per` "day" and `limit` false when missing; nil when there is none. A limit is per day, week or month.
    private static func target(_ f: Field, schedule: Schedule, polarity: Polarity) throws(DocumentError) -> Target? {
        guard try f.optionalJSON() != nil else { return nil }
        guard case .object = f.json else { throw f.wrong("expected an object such as {\"amount\": 8, \"unit\": \"glasses\"}") }
        guard let amount = try f["amount"].optionalAmount() else { throw f["amount"].wrong("missing; expected a number more than zero") }
        var unit = AmountUnit.times
        if let word = try f["unit"].optionalString() {
            do { unit = try AmountUnit(word) } catch { throw f["unit"].wrong(error.description) }
        }
        let per = try f["per"].optionalString() ?? "day"
        let limit = try f["limit"].optionalBool() ?? false
        guard let kind = Target.kind(per: per, limit: limit) else {
            throw f["per"].wrong(limit ? "a limit is per \"day\", \"week\" or \"month\", not \"\(per)\""
                                       : "expected \"day\" or \"period\", not \"\(per)\"")
        }
        let target = Target(amount, unit, kind: kind)
        do {
            try target.validate(schedule: schedule, polarity: polarity)
        } catch {
            switch error {
            case .amountTooLarge: throw f["amount"].wrong(error.description)
            case .periodTargetNeedsPeriod: throw f["per"].wrong(error.description)
            default: throw f["limit"].wrong(error.description)
            }
        }
        return target
    }

    private static func weekdays(_ f: Field) throws(DocumentError) -> WeekdaySet {
        var days: [Weekday] = []
        for d in try f.array() {
            let code = try d.string()
            guard let day = Weekday(code: code) else { throw d.wrong("expected mon, tue, wed, thu, fri, sat or sun, not \"\(code)\"") }
            days.append(day)
        }
        guard !days.isEmpty else { throw f.wrong(DomainError.noWeekdays.description) }
        return WeekdaySet(days)
    }
}


/// A value at a path in the document, with typed accessors whose errors name the path.
private struct Field {
    let json: JSON?
    let path: String

    init(_ json: JSON?, _ path: String) { self.json = json; self.path = path }

    subscript(key: String) -> Field { Field(json?[key], path.isEmpty ? key : "\(path).\(key)") }

    func wrong(_ message: String) -> DocumentError { DocumentError(path: path, message: message) }

    private func expected(_ what: String) -> DocumentError {
        guard let json else { return wrong("missing; expected \(what)") }
        return wrong("expected \(what), found \(json.kindName)")
    }

    private var isAbsent: Bool { json == nil || json == .null }

    func optionalJSON() throws(DocumentError) -> JSON? { isAbsent ? nil : json }

    func string() throws(DocumentError) -> String {
        guard let s = json?.stringValue else { throw expected("a string") }
        return s
    }
    func optionalString() throws(DocumentError) -> String? { isAbsent ? nil : try string() }

    func text(_ clean: (String) throws(DomainError) -> String) throws(DocumentError) -> String {
        let raw = try string()
        do { return try clean(raw) } catch { throw wrong(error.description) }
    }
    func optionalText(_ clean: (String?) throws(DomainError) -> String?) throws(DocumentError) -> String? {
        let raw = try optionalString()
        do { return try clean(raw) } catch { throw wrong(error.description) }
    }

    func int() throws(DocumentError) -> Int {
        if case .bigInteger(let text) = json { throw wrong("\(text) is not a usable whole number") }
        guard case .number(let n) = json else { throw expected("a whole number") }
        guard let i = json?.intValue, abs(i) <= 1_000_000_000 else { throw wrong("\(JSON.format(n)) is not a usable whole number") }
        return i
    }
    func optionalInt() throws(DocumentError) -> Int? { isAbsent ? nil : try int() }

    /// A number more than zero with at most two decimals, read exactly (`Amount(exactly:)`); nil when missing.
    func optionalAmount() throws(DocumentError) -> Amount? {
        if isAbsent { return nil }
        if case .bigInteger(let text) = json { throw wrong(DomainError.amountTooLarge(text, ceiling: Amount.ceiling, unit: nil).description) }
        guard case .number(let n) = json else { throw expected("a number") }
        do { return try Amount(exactly: n) } catch { throw wrong(error.description) }
    }

    func optionalBool() throws(DocumentError) -> Bool? {
        if isAbsent { return nil }
        guard case .bool(let b) = json else { throw expected("true or false") }
        return b
    }

    func array() throws(DocumentError) -> [Field] {
        guard case .array(let items) = json else { throw expected("a list") }
        return items.enumerated().map { Field($0.element, "\(path)[\($0.offset)]") }
    }
    func optionalArray() throws(DocumentError) -> [Field] { isAbsent ? [] : try array() }

    func day() throws(DocumentError) -> Day {
        let text = try string()
        guard let day = Day(iso: text) else { throw wrong("\"\(text)\" is not a date; expected YYYY-MM-DD") }
        return day
    }
    func optionalDay() throws(DocumentError) -> Day? { isAbsent ? nil : try day() }

    func enumValue<E: RawRepresentable & CaseIterable>(_ type: E.Type) throws(DocumentError) -> E where E.RawValue == String {
        let text = try string()
        guard let value = E(rawValue: text) else {
            throw wrong("expected \(E.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: " or ")), not \"\(text)\"")
        }
        return value
    }
    func optionalEnum<E: RawRepresentable & CaseIterable>(_ type: E.Type) throws(DocumentError) -> E? where E.RawValue == String {
        isAbsent ? nil : try enumValue(type)
    }
}
