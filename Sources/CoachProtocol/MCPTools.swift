import Foundation
import HabitDomain
import HabitStore
import HabitExchange

/// One MCP tool: what an agent is told about it (name, description, input and output schemas, hints) and what it
/// runs. The descriptions are for the agent's model to act on.
struct MCPTool: Sendable {
    let name: String
    let title: String
    let description: String
    let input: JSON
    let output: JSON
    var readOnly = false
    var destructive = false
    var idempotent = false
    let run: @Sendable (MCPServer, ToolArguments) throws -> ToolOutput

    /// The arguments the input schema names: any other is refused, so a misspelt one ("date" for "day") is never
    /// silently ignored.
    var argumentNames: [String] {
        guard case .object(let members)? = input["properties"] else { return [] }
        return members.map(\.key)
    }

    func definition(structured: Bool) -> JSON {
        var members = [JSON.Member("name", .string(name))]
        if structured { members.append(JSON.Member("title", .string(title))) }
        members += [JSON.Member("description", .string(description)), JSON.Member("inputSchema", input)]
        if structured { members.append(JSON.Member("outputSchema", output)) }
        members.append(JSON.Member("annotations", .object([
            "title": .string(title), "readOnlyHint": .bool(readOnly), "destructiveHint": .bool(destructive),
            "idempotentHint": .bool(idempotent), "openWorldHint": .bool(false),
        ])))
        return .object(members)
    }

    static let instructions = """
        Habitat is a habit coach that keeps one person's habits and what they did each day, in a database on their \
        computer. To pass on what the person says about their habits in their own words — adding or changing a habit, \
        logging what they did, asking how they are doing, answering the coach's question — call `chat` with their words \
        and show them the coach's reply as it is; when the result has `expecting`, the coach is waiting for an answer and \
        the next `chat` text answers it. For exact changes use `log_habit` and `add_habit`; to look, use `today`, \
        `list_habits`, `stats` and `history` (or the resources habitat://today and habitat://habits). Days are \
        YYYY-MM-DD on the person's clock: `today` says which day it is. Every change is saved before a tool answers.
        """

    static let all: [MCPTool] = [chat, today, listHabits, logHabit, addHabit, stats, history]

    static let chat = MCPTool(
        name: "chat", title: "Talk to the coach",
        description: """
            Send one message to the Habitat coach, in the person's own words ("I want to start running 3 times a week", \
            "did yoga and read today", "skip gym today, I'm sick", "how am I doing?", "undo"), and get the coach's reply. \
            The coach adds, changes, groups, pauses and deletes habits, logs days, and answers questions; it asks before \
            any change it isn't sure of. Returns `messages` (show them to the person as they are), `expecting` (null, or \
            the question the coach is waiting on, with suggested `quickReplies` whose `value` can be sent as the next text) \
            and `events` (the changes it saved in this turn). The conversation carries on from one call to the next.
            """,
        input: Schema.object([
            "text": Schema.string("What the person said, as they said it (at most 16,384 bytes)."),
        ], required: ["text"], closed: true),
        output: Schema.chat, destructive: true,
        run: { try $0.chat($1) })

    static let today = MCPTool(
        name: "today", title: "Today's checklist",
        description: """
            Today's checklist: today's date (`day`), each habit due today with its `state` (open, done, clean, skipped, \
            slipped, paused), streak, and for weekly or monthly habits the `progress` this period; measurable habits with \
            their `amount` so far; each group; whether today is a good day so far (`goodDay`); and `streaksAtRisk`, the \
            streaks that end unless done today (worth one neutral mention, never pressure). Changes nothing.
            """,
        input: Schema.object([:], closed: true), output: Schema.today, readOnly: true, idempotent: true,
        run: { server, _ in try server.todayView() })

    static let listHabits = MCPTool(
        name: "list_habits", title: "List habits",
        description: """
            Every habit with its settings — name, `frequency` (its schedule), tier (must or nice), polarity (build, or \
            avoid for a habit to stay away from), group, target for measurable habits, reminders, archived — and every \
            group, in the person's list order. Marks (what was done each day) are left out: use `history` or `stats`. \
            Changes nothing.
            """,
        input: Schema.object([
            "includeArchived": Schema.boolean("Include archived habits (default true); each habit says whether it is archived."),
        ], closed: true),
        output: Schema.habits, readOnly: true, idempotent: true,
        run: { server, args in try server.habitsView(includeArchived: try args.params.bool("includeArchived") ?? true) })

    static let logHabit = MCPTool(
        name: "log_habit", title: "Log a day of a habit",
        description: """
            Record what happened with one habit on one day (today unless `day` says otherwise; days to come can't be \
            logged). `state`: done (did it; for a habit to avoid, a day kept clean), skipped (excused: it neither counts nor \
            breaks a streak; put the reason in `note`), slipped (did the thing a habit to avoid is about), partial (some of a \
            measurable habit's daily target; needs `amount`), or clear (take the day's mark away). For a measurable habit, \
            `amount` is added to the day's total ("2 more glasses") and the state follows from the total against the target. \
            Logging the same mark twice changes nothing. Returns the day's mark as it now is.
            """,
        input: Schema.object([
            "habit": Schema.string("The habit's name as listed (any letter case) or its id."),
            "day": Schema.string("The day, YYYY-MM-DD, or \"today\" or \"yesterday\"; default today. Not after today, not before the habit was added."),
            "state": Schema.string("What happened; default done.", oneOf: ["done", "skipped", "slipped", "partial", "clear"]),
            "amount": Schema.number("For a habit with a target (\"8 glasses a day\", \"10 km a week\", \"at most 2 coffees\"): how much, in the target's unit, more than 0 with at most two decimals; added to the day's total."),
            "note": Schema.string("A note for the day (at most 500 characters), such as the reason for a skip. Left out, a note already there stays when the state doesn't change."),
        ], required: ["habit"], closed: true),
        output: Schema.logged,
        run: { try $0.logHabit($1) })

    static let addHabit = MCPTool(
        name: "add_habit", title: "Add a habit",
        description: """
            Add one habit with exact settings. Names are unique (any letter case); a habit to avoid ("avoid") is tracked day \
            by day, so it takes a daily, interval or weekdays schedule and can't join a group. A `group` that doesn't exist \
            yet is made, needing 1 of its habits a day. To add a habit from the person's own words instead, use `chat`.
            """,
        input: Schema.object([
            "name": Schema.string("The habit's name, 1 to 50 characters, such as \"Go running\" or \"Smoking\"."),
            "schedule": Schema.oneOf([
                Schema.object(["kind": Schema.string(oneOf: ["daily"])], required: ["kind"], closed: true, "every day"),
                Schema.object(["kind": Schema.string(oneOf: ["interval"]), "days": Schema.integer("every N days", minimum: 2, maximum: 365)],
                              required: ["kind", "days"], closed: true, "every N days, counted from today"),
                Schema.object(["kind": Schema.string(oneOf: ["weekdays"]),
                               "days": Schema.array(Schema.string(oneOf: ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]), "at least one day")],
                              required: ["kind", "days"], closed: true, "on chosen days of the week"),
                Schema.object(["kind": Schema.string(oneOf: ["weekly"]), "times": Schema.integer("times a week", minimum: 1, maximum: 7)],
                              required: ["kind", "times"], closed: true, "N times a week, any days"),
                Schema.object(["kind": Schema.string(oneOf: ["monthly"]), "times": Schema.integer("times a month", minimum: 1, maximum: 31)],
                              required: ["kind", "times"], closed: true, "N times a month, any days"),
                Schema.object(["kind": Schema.string(oneOf: ["rolling"]), "times": Schema.integer("N, fewer than the days", minimum: 1, maximum: 364),
                               "days": Schema.integer("M", minimum: 2, maximum: 365)],
                              required: ["kind", "times", "days"], closed: true, "N times in any M days in a row"),
            ], "How often, as the export format's `frequency`: {\"kind\":\"daily\"}, {\"kind\":\"interval\",\"days\":2}, {\"kind\":\"weekdays\",\"days\":[\"mon\",\"wed\",\"fri\"]}, {\"kind\":\"weekly\",\"times\":3}, {\"kind\":\"monthly\",\"times\":2} or {\"kind\":\"rolling\",\"times\":3,\"days\":10}."),
            "tier": Schema.string("must (counts toward a good day; the default) or nice (a bonus).", oneOf: ["must", "nice"]),
            "polarity": Schema.string("build (a habit to do; the default) or avoid (a habit to stay away from, such as smoking).", oneOf: ["build", "avoid"]),
            "group": Schema.string("The name of a group to put it in, such as \"Exercise\"."),
            "description": Schema.string("Why it matters to the person (at most 200 characters)."),
            "target": Schema.object([
                "amount": Schema.number("more than 0, at most two decimals"),
                "unit": Schema.string("one word, such as \"glasses\", \"km\", \"pages\", \"minutes\"; default \"times\""),
                "per": Schema.string("day (the default) or period (the week or month of a weekly or monthly habit)", oneOf: ["day", "period"]),
                "limit": Schema.boolean("true for a habit to avoid's daily ceiling (\"at most 2 coffees a day\")"),
            ], required: ["amount"], closed: true, "For a measurable habit: how much counts as done (\"8 glasses a day\", \"10 km a week\"), or for a habit to avoid how much is allowed."),
        ], required: ["name", "schedule"], closed: true),
        output: Schema.added,
        run: { try $0.addHabit($1) })

    static let stats = MCPTool(
        name: "stats", title: "Insights",
        description: """
            How the person is doing over a window: overall completion, good days, each habit's rate, the most consistent \
            habit, room for growth, the best and worst weekday, streaks, and amounts for measurable habits — and, under \
            `previous` and `comparison`, the same figures for the stretch just before the window and how each moved (up, \
            about the same, down; a habit newer than that stretch is `new`, with nothing to compare). Give `range` \
            (7, 30, 90 or "all"; default 30 days) or both `from` and `to`. Habits to avoid are under `clean`. Changes nothing.
            """,
        input: Schema.object([
            "range": .object(["enum": .array([.int(7), .int(30), .int(90), .string("all")]),
                              "description": .string("The last 7, 30 or 90 days, or \"all\" since the first habit; default 30. Not with from/to.")]),
            "from": Schema.day("The first day of the window, YYYY-MM-DD (with `to`)."),
            "to": Schema.day("The last day of the window, YYYY-MM-DD (with `from`); days after today count only to today."),
        ], closed: true),
        output: Schema.stats, readOnly: true, idempotent: true,
        run: { try $0.statsView($1) })

    static let history = MCPTool(
        name: "history", title: "History",
        description: """
            Day by day from `from` to `to` (both YYYY-MM-DD, at most 400 days): for each habit and group one cell a day — \
            done, partial, missed, skipped, slipped, clean, paused, notDue, open (today, still to do), spare (a group's \
            option not needed) or future — and the amounts of measurable habits. Changes nothing.
            """,
        input: Schema.object([
            "from": Schema.day("The first day, YYYY-MM-DD."),
            "to": Schema.day("The last day, YYYY-MM-DD."),
        ], required: ["from", "to"], closed: true),
        output: Schema.history, readOnly: true, idempotent: true,
        run: { try $0.historyView($1) })
}

/// What a tool returns: the structured content, and a text rendering when there is one besides the JSON.
struct ToolOutput {
    let structured: JSON
    var text: String? = nil
}

/// A tool call's arguments: only the ones the tool names, read with the same checks as `serve`'s params.
struct ToolArguments {
    let params: Params

    init(_ arguments: JSON, tool: MCPTool) throws {
        let known = tool.argumentNames
        if case .object(let members) = arguments, let unknown = members.first(where: { !known.contains($0.key) }) {
            let list = known.isEmpty ? "it takes no arguments" : "its arguments are " + MCPServer.list(known)
            throw ToolFailure("\(tool.name) has no argument \"\(MCPServer.shown(unknown.key))\"; \(list).")
        }
        params = Params(arguments)
    }

    /// A string that must be one of `values`.
    func choice(_ key: String, _ values: [String]) throws -> String? {
        guard let text = try params.string(key) else { return nil }
        guard values.contains(text) else {
            throw ToolFailure("\"\(key)\" is \(MCPServer.list(values.map { "\"\($0)\"" }, or: true)), not \"\(MCPServer.shown(text))\".")
        }
        return text
    }
}

// MARK: - The tools' work, on `serve`'s core

extension MCPServer {
    var store: HabitStore { server.store }

    func chat(_ args: ToolArguments) throws -> ToolOutput {
        guard let text = try args.params.string("text") else { throw ToolFailure("\"text\" is required: what the person said.") }
        let result = try server.chatSend(Params(.object([
            "text": .string(text), "userId": .string(user), "sessionId": .string(Self.session),
        ])))
        let messages = result["messages"]?.arrayValue.compactMap { $0["text"]?.stringValue } ?? []
        return ToolOutput(structured: result, text: messages.joined(separator: "\n"))
    }

    func todayView() throws -> ToolOutput {
        let report = try store.journal(user: user).todayReport(today: server.today(), calendar: server.calendar)
        return ToolOutput(structured: Views.today(report), text: renderings.today?(report))
    }

    /// `habits.list`'s result, each habit without its marks (they are what `history` and `stats` are for).
    func habitsView(includeArchived: Bool) throws -> ToolOutput {
        let journal = try store.journal(user: user)
        let habits = journal.habits.filter { includeArchived || !$0.archived }
        let structured = JSON.object([
            "habits": .array(habits.map { habit in
                guard case .object(let members) = Views.habit(habit, in: journal) else { return .null }
                return .object(members.filter { $0.key != "marks" })
            }),
            "groups": .array(journal.groups.map(HabitatDocument.json(group:))),
        ])
        return ToolOutput(structured: structured, text: renderings.habits?(journal, includeArchived))
    }

    func statsView(_ args: ToolArguments) throws -> ToolOutput {
        var raw = args.params.raw
        // "30" for 30: a number written as text is taken as the number.
        if case .object(let members) = raw {
            raw = .object(members.map { member in
                if member.key == "range", case .string(let text) = member.value, let n = Int(text) { return JSON.Member("range", .int(n)) }
                return member
            })
        }
        let window = try Params(raw).window()
        let journal = try store.journal(user: user)
        return ToolOutput(structured: Views.stats(journal, window: window, today: server.today(), calendar: server.calendar),
                          text: renderings.stats?(journal, window))
    }

    func historyView(_ args: ToolArguments) throws -> ToolOutput {
        let (from, to) = try args.params.historyDays()
        let journal = try store.journal(user: user)
        let report = journal.history(from: from, through: to, today: server.today(), calendar: server.calendar)
        return ToolOutput(structured: Views.history(report), text: renderings.history?(journal, from, to))
    }

    // MARK: log_habit

    func logHabit(_ args: ToolArguments) throws -> ToolOutput {
        guard let name = try args.params.string("habit") else { throw ToolFailure("\"habit\" is required: the habit's name or id.") }
        let today = server.today()
        var day = today
        if let text = try args.params.string("day") {
            switch text.lowercased() {
            case "today": day = today
            case "yesterday": day = today.adding(days: -1)
            default:
                guard let parsed = Day(iso: text) else {
                    throw ToolFailure("\"day\" is a day, YYYY-MM-DD (or \"today\" or \"yesterday\"), not \"\(Self.shown(text))\".")
                }
                day = parsed
            }
        }
        let state = try args.choice("state", ["done", "skipped", "slipped", "partial", "clear"])
        let amount = try self.amount(args.params.raw["amount"])
        let note = try args.params.string("note")
        // Read and written in one write transaction, as a chat turn is: nobody else's change falls between.
        let outcome = try store.batch { () throws -> Result<(Journal, Habit, Change?), any Error> in
            let journal = try store.journal(user: user)
            do {
                let habit = try resolve(name, in: journal)
                let change = try markChange(habit, day: day, state: state, amount: amount, note: note, journal: journal, today: today)
                if let change {
                    try store.apply([change], user: user)
                    try server.shell.note([change], before: journal, user: user, session: MCPServer.session)
                }
                return .success((journal, habit, change))
            } catch let error as StoreError {
                throw error
            } catch {
                return .failure(error)
            }
        }
        let (before, habit, change) = try outcome.get()
        let after = change.map { before.applying([$0]) } ?? before
        let mark = after.marks[habit.id]?[day]
        var members: [JSON.Member] = [
            JSON.Member("habit", .object(["id": Views.id(habit.id), "name": .string(habit.name)])),
            JSON.Member("day", .string(day.iso)),
            JSON.Member("mark", mark.map { mark in
                var fields = [JSON.Member("state", .string(mark.state.rawValue)), JSON.Member("note", .string(mark.note))]
                if let amount = mark.amount { fields.append(JSON.Member("amount", HabitatDocument.json(amount: amount))) }
                return .object(fields)
            } ?? .null),
            JSON.Member("changed", .bool(change != nil)),
        ]
        if let progress = after.habit(id: habit.id).flatMap({ after.track($0).amountProgress(on: day) }) {
            members.append(JSON.Member("amount", Views.amount(progress)))
        }
        members.append(JSON.Member("events", .array(Views.events(change.map { [$0] } ?? [], before: before, after: after))))
        return ToolOutput(structured: .object(members))
    }

    /// The change that logs `state` (and `amount`) on `day`, checked by the habit rules as a chat log is; nil when the
    /// day already has that mark.
    func markChange(_ habit: Habit, day: Day, state: String?, amount: Amount?, note: String?, journal: Journal, today: Day) throws -> Change? {
        let existing = journal.marks[habit.id]?[day]
        let settings = habit.settings(on: day)
        if state == "clear" {
            guard amount == nil, note == nil else { throw ToolFailure("\"clear\" takes the day's mark away, so it takes no amount or note.") }
            guard day <= today else { throw DomainError.futureDay(day) }
            return existing == nil ? nil : .clearMark(habit: habit.id, day: day)
        }
        let wanted = state.flatMap(MarkState.init(rawValue:))
        // A clean day said without asking for one over a slip would take the slip back unseen.
        if wanted == nil, settings.polarity == .avoid, existing?.state == .slipped {
            throw ToolFailure("\"\(habit.name)\" has a slip on \(day.iso); give state \"done\" to make it a clean day, or \"clear\" to take the mark away.")
        }
        switch try journal.logging(wanted ?? .done, amount: amount, note: note, of: habit, on: day, today: today) {
        case .change(let change): return change
        case .totalKept(let total):
            let unit = settings.target.map { " " + $0.unit.word } ?? ""
            throw ToolFailure("\"\(habit.name)\" has \(total.words)\(unit) logged on \(day.iso); give \"amount\" to add to it.")
        }
    }

    /// An amount argument: a number (or a number written as text), checked as the export format checks one.
    func amount(_ value: JSON?) throws -> Amount? {
        switch value {
        case nil, .null?: return nil
        case .number(let n)?: return try Amount(exactly: n)
        case .string(let text)?: return try Amount(parsing: text)
        case .bigInteger(let text)?: throw DomainError.amountTooLarge(text, ceiling: Amount.ceiling, unit: nil)
        case let other?: throw ToolFailure("\"amount\" must be a number, not \(other.kindName).")
        }
    }

    /// The habit a name (any letter case) or an id means; an archived one isn't logged.
    func resolve(_ text: String, in journal: Journal) throws -> Habit {
        let found = UUID(uuidString: text.trimmingCharacters(in: .whitespaces)).flatMap(journal.habit(id:)) ?? journal.habit(named: text)
        if let habit = found {
            guard !habit.archived else { throw ToolFailure("\"\(habit.name)\" is archived; restore it before logging it.") }
            return habit
        }
        let names = journal.activeHabits.prefix(30).map { "\"\($0.name)\"" }
        if names.isEmpty { throw ToolFailure("There is no habit called \"\(Self.shown(text))\"; there are no habits yet.") }
        throw ToolFailure("There is no habit called \"\(Self.shown(text))\"; the habits are \(Self.list(names)).")
    }

    // MARK: add_habit

    /// Refuses a field an object argument doesn't have, naming the ones it does.
    static func fields(of value: JSON?, _ name: String, allowed: [String]) throws {
        guard case .object(let members)? = value, let unknown = members.first(where: { !allowed.contains($0.key) }) else { return }
        throw ToolFailure("\"\(name)\" has no field \"\(MCPServer.shown(unknown.key))\"; its fields are \(MCPServer.list(allowed)).")
    }

    func addHabit(_ args: ToolArguments) throws -> ToolOutput {
        guard let name = try args.params.string("name") else { throw ToolFailure("\"name\" is required: what the habit is called.") }
        guard let scheduleJSON = args.params.raw["schedule"], scheduleJSON != .null else {
            throw ToolFailure("\"schedule\" is required: how often, such as {\"kind\": \"weekly\", \"times\": 3}.")
        }
        // (The nested objects are closed as the top level is: a misspelt field is refused, never ignored.)
        try Self.fields(of: scheduleJSON, "schedule", allowed: ["kind", "times", "days"])
        try Self.fields(of: args.params.raw["target"], "target", allowed: ["amount", "unit", "per", "limit"])
        let schedule = try HabitatDocument.schedule(json: scheduleJSON, path: "schedule")
        let polarity = try args.choice("polarity", Schema.names(Polarity.self)).flatMap(Polarity.init(rawValue:)) ?? .build
        let tier = try args.choice("tier", Schema.names(Tier.self)).flatMap(Tier.init(rawValue:)) ?? .must
        let target = try HabitatDocument.target(json: args.params.raw["target"], path: "target", schedule: schedule, polarity: polarity)
        let groupName = try args.params.string("group")
        let description = try args.params.string("description")
        let today = server.today()
        let outcome = try store.batch { () throws -> Result<(Journal, [Change]), any Error> in
            let journal = try store.journal(user: user)
            do {
                var changes: [Change] = []
                var groupID: UUID? = nil
                if let groupName {
                    if let group = journal.group(named: groupName) {
                        groupID = group.id
                    } else {
                        let group = try journal.checked(HabitGroup(id: newID(journal, "group", groupName), name: groupName, require: 1, tier: .must,
                                                                   order: (journal.groups.map(\.order).max() ?? -1) + 1),
                                                        memberCount: 1)
                        changes.append(.createGroup(group))
                        groupID = group.id
                    }
                }
                // Checked against the journal with its new group, so a habit to avoid is refused a group either way.
                let habit = try journal.applying(changes).newHabit(
                    name: name, description: description, polarity: polarity, tier: tier, schedule: schedule, target: target,
                    groupID: groupID, created: today, id: newID(journal, "habit", name))
                changes.append(.createHabit(habit))
                try store.apply(changes, user: user)
                try server.shell.note(changes, before: journal, user: user, session: MCPServer.session)
                return .success((journal, changes))
            } catch let error as StoreError {
                throw error
            } catch {
                return .failure(error)
            }
        }
        let (before, changes) = try outcome.get()
        let after = before.applying(changes)
        guard case .createHabit(let habit)? = changes.last, let added = after.habit(id: habit.id) else { throw ToolFailure("The habit wasn't added.") }
        return ToolOutput(structured: .object([
            "habit": Views.habit(added, in: after),
            "events": .array(Views.events(changes, before: before, after: after)),
        ]))
    }

    /// A new id: drawn, or with a fixed clock derived from the user, what it is for and the journal's size, so a run
    /// with `--now` gives the same ids every time (as the coach's turns do).
    func newID(_ journal: Journal, _ kind: String, _ name: String) -> UUID {
        guard server.deterministic else { return UUID() }
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in "mcp\u{0}\(user)\u{0}\(kind)\u{0}\(Text.key(name))\u{0}\(journal.habits.count)\u{0}\(journal.groups.count)".utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        while true {
            var id = UUID()
            withUnsafeMutableBytes(of: &id) { bytes in
                var x = hash
                for k in 0..<16 {
                    if k % 8 == 0 { x = x &* 0x9E37_79B9_7F4A_7C15 &+ UInt64(k + 1); x ^= x >> 29 }
                    bytes[k] = UInt8(truncatingIfNeeded: x >> (8 * (k % 8)))
                }
                bytes[6] = (bytes[6] & 0x0F) | 0x40  // version 4
                bytes[8] = (bytes[8] & 0x3F) | 0x80  // RFC 4122 variant
            }
            if journal.habit(id: id) == nil && journal.group(id: id) == nil { return id }
            hash = hash &* 0x0000_0100_0000_01B3 &+ 1
        }
    }

    // MARK: Words

    /// "a, b and c" (or "a, b or c").
    static func list(_ items: [String], or: Bool = false) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + (or ? " or " : " and ") + items.last!
    }

    /// Text someone sent, as it is shown back in a sentence: on one line, printable, at most 60 characters.
    static func shown(_ text: String) -> String {
        let line = Text.printable(text, singleLine: true)
        return line.count > 60 ? String(line.prefix(59)) + "…" : line
    }
}
