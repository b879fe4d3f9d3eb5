import Foundation
import HabitDomain
import HabitStore
import CoachEngine
import HabitExchange
import CoachSession

/// JSON-RPC 2.0 over NDJSON: one request per line in, one response per line out.
///
/// The server is a plain object: `handle(line)` takes one line and returns the response line (nil for
/// notifications and blank lines). Reading stdin and writing stdout are the caller's job.
public final class ProtocolServer {
    public static let protocolVersion = 1
    public static let version = "0.1.0"
    public static let methods = ["initialize", "chat.send", "habits.list", "today", "stats", "history", "review", "export", "import",
                                 "session.reset", "ping", "reminders.list", "reminders.subscribe"]
    static let maxIDLength = 100

    let store: HabitStore
    let coach: Coach
    let calendar: HabitCalendar
    /// Today's date, asked afresh for every request (a server may run past midnight).
    let today: () -> Day
    /// Diagnostics go here (stderr in `habitat serve`); never to the protocol stream.
    let log: (String) -> Void
    /// Every chat turn goes through the one session shell (with a fixed clock, `deterministic` has it derive ids
    /// instead of drawing them). Its time of day is the clock reminders run on, so "snooze" sees the reminder that
    /// just went off.
    private(set) lazy var shell = SessionShell(coach: coach, store: store, calendar: calendar, today: today,
                                               time: { [unowned self] in self.clock().time }, deterministic: deterministic)
    /// A fixed clock: ids are derived, not drawn (as the session shell does for the coach's turns).
    let deterministic: Bool
    /// The users whose reminders this stream receives (in the order they subscribed, by exact bytes), and the
    /// minute up to which they were sent.
    private var subscribed: [ExactText: (order: Int, user: String)] = [:]
    private var sentThrough: (day: Day, time: TimeOfDay)?
    /// Minute of the day → the subscribers with a reminder at that minute; built from one query, again only when
    /// the data changed (`changeStamp`) or someone subscribed.
    private var reminderIndex: [Int: [ExactText]] = [:]
    private var indexStamp: Int? = nil
    /// The local date and time of the clock reminders run on (set by `habitat serve` and `habitat mcp`); chat turns
    /// take their time of day from it too.
    public var clock: () -> (day: Day, time: TimeOfDay) = { (Day(ordinal: 0), CoachContext.noon) }

    public init(store: HabitStore, coach: Coach, calendar: HabitCalendar, today: @escaping () -> Day,
                deterministic: Bool = false, log: @escaping (String) -> Void = { _ in }) {
        self.store = store
        self.coach = coach
        self.calendar = calendar
        self.today = today
        self.log = log
        self.deterministic = deterministic
    }

    /// The methods that may change the store. Only these take the write lock: everything else reads, and a
    /// read never waits for another process's writer.
    public static let writingMethods: Set<String> = ["chat.send", "import", "session.reset"]

    /// Whether a line asks for a change (a read, an unknown method or a line that isn't a request needs no lock).
    public static func writes(_ line: some Collection<UInt8>) -> Bool {
        guard let message = try? JSON.parse(line), case .string(let method)? = message["method"] else { return false }
        return writingMethods.contains(method)
    }

    /// The response to a line that went over the size limit.
    public static var tooLongResponse: String {
        response(id: .null, error: .invalidRequest("the line is longer than 1 MiB; it was discarded"))
    }

    static func response(id: JSON, result: JSON) -> String {
        JSON.object(["jsonrpc": .string("2.0"), "id": id, "result": result]).compact
    }

    static func response(id: JSON, error: RPCError) -> String {
        JSON.object(["jsonrpc": .string("2.0"), "id": id, "error": error.json]).compact
    }

    /// A line read as a JSON-RPC message: nothing to do (a blank line), a request (or notification) to carry out, a
    /// message that is a response (it has no method, but a result or an error), or an error to answer at once (nil
    /// for a notification, which is never answered). `habitat serve` and `habitat mcp` read lines the same way.
    enum Incoming {
        case blank
        case request(id: JSON, hasID: Bool, method: String, params: Params)
        case response(id: JSON)
        case error(String?)
    }

    /// Reads one line as a JSON-RPC 2.0 message.
    static func read(_ line: some Collection<UInt8>) -> Incoming {
        if line.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) { return .blank }
        let message: JSON
        do {
            message = try JSON.parse(line)
        } catch {
            return .error(Self.response(id: .null, error: .parse(error.description)))
        }
        if case .array = message { return .error(Self.response(id: .null, error: .invalidRequest("batches are not supported; send one request per line"))) }
        guard case .object(let members) = message else {
            return .error(Self.response(id: .null, error: .invalidRequest("a request is a JSON object")))
        }
        let hasID = members.contains { $0.key == "id" }
        let id = message["id"] ?? .null
        switch id {
        case .null, .string: break
        case .number(let n) where n.rounded() == n && n.isFinite: break
        case .bigInteger: break
        default: return .error(Self.response(id: .null, error: .invalidRequest("\"id\" must be a string, an integer or null")))
        }
        func reply(_ error: RPCError) -> Incoming { .error(hasID ? Self.response(id: id, error: error) : nil) }
        guard message["jsonrpc"] == .string("2.0") else { return reply(.invalidRequest("\"jsonrpc\" must be \"2.0\"")) }
        guard case .string(let method)? = message["method"] else {
            if message["method"] == nil, hasID, message["result"] != nil || message["error"] != nil { return .response(id: id) }
            return reply(.invalidRequest("\"method\" must be a string"))
        }
        switch message["params"] {
        case nil, .null?: return .request(id: id, hasID: hasID, method: method, params: Params(.object([])))
        case .object?: return .request(id: id, hasID: hasID, method: method, params: Params(message["params"]!))
        default: return reply(.invalidParams("\"params\" must be an object"))
        }
    }

    /// Handles one line; returns the response line, or nil when nothing is to be sent.
    public func handle(_ line: some Collection<UInt8>) -> String? {
        let id: JSON, hasID: Bool, method: String, params: Params
        switch Self.read(line) {
        case .blank: return nil
        case .error(let response): return response
        case .response(let id): return Self.response(id: id, error: .invalidRequest("\"method\" must be a string"))
        case .request(let i, let h, let m, let p): (id, hasID, method, params) = (i, h, m, p)
        }
        func reply(_ error: RPCError) -> String? { hasID ? Self.response(id: id, error: error) : nil }
        do {
            let result = try dispatch(method, params)
            return hasID ? Self.response(id: id, result: result) : nil
        } catch {
            return reply(rpcError(error))
        }
    }

    /// Any error of a request as the JSON-RPC error it is answered with (a store's failure and an internal error logged).
    func rpcError(_ error: any Error) -> RPCError {
        switch error {
        case let error as RPCError: return error
        case let error as StoreError:
            if case .rejected(let rule) = error { return .rejected(rule.description) }
            switch error {
            case .tooManyReminders, .tooManyHabits: return .rejected(error.description)
            default: break
            }
            log("store: \(error)")
            return .store(error.description)
        default:
            log("internal: \(error)")
            return .internalError("\(error)")
        }
    }

    /// The `reminder.due` notifications for subscribed users whose reminders fell due since the last call, up to
    /// the clock's minute. `habitat serve` calls it every second between requests.
    public func tick() -> [String] {
        guard !subscribed.isEmpty, let since = sentThrough else { return [] }
        let now = clock()
        guard (now.day, now.time) > (since.day, since.time) else { return [] }
        sentThrough = now
        // Only the subscribers with a reminder in the minutes passed are looked at: a tick costs what is due.
        let stamp = store.changeStamp()
        if indexStamp != stamp {
            guard let times = try? store.reminderTimes() else { return [] }
            reminderIndex = [:]
            for (user, time) in times where subscribed[ExactText(user)] != nil {
                reminderIndex[time.minutes, default: []].append(ExactText(user))
            }
            indexStamp = stamp
        }
        let passed = (now.day - since.day) * 1440 + now.time.minutes - since.time.minutes
        var candidates = Set<ExactText>()
        if passed >= 1440 {
            for users in reminderIndex.values { candidates.formUnion(users) }
        } else {
            for step in 1...passed { candidates.formUnion(reminderIndex[(since.time.minutes + step) % 1440] ?? []) }
        }
        var lines: [String] = []
        for key in candidates.sorted(by: { subscribed[$0]!.order < subscribed[$1]!.order }) {
            let user = subscribed[key]!.user
            guard let journal = try? store.journal(user: user) else { continue }
            for due in journal.remindersDue(after: since, through: now) {
                lines.append(JSON.object([
                    "jsonrpc": .string("2.0"), "method": .string("reminder.due"),
                    "params": .object([
                        "userId": .string(user), "habit": .object(["id": Views.id(due.habit.id), "name": .string(due.habit.name)]),
                        "day": .string(due.day.iso), "time": .string(due.time.description), "text": .string(coach.reminderText(due.habit)),
                    ]),
                ]).compact)
            }
        }
        return lines
    }

    func dispatch(_ method: String, _ params: Params) throws -> JSON {
        switch method {
        case "initialize": return try initialize(params)
        case "chat.send": return try chatSend(params)
        case "habits.list":
            let journal = try store.journal(user: try params.user())
            let archived = try params.bool("includeArchived") ?? true
            return .object([
                "habits": .array(journal.habits.filter { archived || !$0.archived }.map { Views.habit($0, in: journal) }),
                "groups": .array(journal.groups.map(HabitatDocument.json(group:))),
            ])
        case "today":
            return Views.today(try store.journal(user: try params.user()).todayReport(today: today(), calendar: calendar))
        case "stats":
            return Views.stats(try store.journal(user: try params.user()), window: try params.window(), today: today(), calendar: calendar)
        case "history":
            let (from, to) = try params.historyDays()
            return Views.history(try store.journal(user: try params.user()).history(from: from, through: to, today: today(), calendar: calendar))
        case "reminders.subscribe":
            let user = try params.user()
            let key = ExactText(user)
            if subscribed[key] == nil {
                subscribed[key] = (subscribed.count, user)
                indexStamp = nil
            }
            // From the minute after this one: a reminder whose minute has begun has had its moment.
            if sentThrough == nil { sentThrough = clock() }
            return .object(["userId": .string(user), "subscribed": .bool(true)])
        case "reminders.list":
            let journal = try store.journal(user: try params.user())
            let now = clock()
            func ref(_ habit: Habit) -> JSON { .object(["id": Views.id(habit.id), "name": .string(habit.name)]) }
            return .object([
                "reminders": .array(journal.activeHabits.flatMap { habit in
                    habit.reminders.map { r in
                        .object(["habit": ref(habit), "time": .string(r.time.description), "days": .array(r.days.map { .string($0.code) })])
                    }
                }),
                // Snoozes still to ring on the clock reminders run on, in list order.
                "snoozed": .array(journal.activeHabits.compactMap { habit in
                    journal.oneOff(for: habit.id, after: now).map { once in
                        .object(["habit": ref(habit), "day": .string(once.day.iso), "time": .string(once.time.description)])
                    }
                }),
            ])
        case "review":
            let week = calendar.week(containing: try params.weekDay(today: today()))
            guard week.start <= today() else { throw RPCError.invalidParams("\"week\" is in the future") }
            let stats = Views.stats(try store.journal(user: try params.user()), window: .range(from: week.start, through: week.end),
                                    today: today(), calendar: calendar)
            guard case .object(let members) = stats else { return stats }
            return .object(members + [JSON.Member("question", .string(coach.reflectionQuestion(seed: week.start.ordinal / 7)))])
        case "export":
            let user = try params.user()
            try store.verify()
            let journal = try store.journal(user: user)
            switch params.raw["format"] {
            case nil, .null?, .string("json")?: return journal.document.json
            case .string("csv")?: return .object(["format": .string("csv"), "text": .string(journal.document.csv)])
            case .string("ics")?: return .object(["format": .string("ics"), "text": .string(CalendarFeed.ics(journal, today: today(), alarm: coach.reminderText))])
            default: throw RPCError.invalidParams("\"format\" is \"json\", \"csv\" or \"ics\"")
            }
        case "import":
            return try importDocument(params)
        case "session.reset":
            let user = try params.user(), session = try params.session()
            try shell.reset(user: user, session: session)
            return .object(["sessionId": .string(session)])
        case "ping":
            return .object([:] as KeyValuePairs<String, JSON>)
        default:
            throw RPCError.methodNotFound(method)
        }
    }

    func initialize(_ params: Params) throws -> JSON {
        if let version = try params.int("protocolVersion"), version != Self.protocolVersion {
            throw RPCError(code: -32602, message: "Invalid params: protocol version \(version) is not supported",
                           data: .object(["supported": .array([.int(Self.protocolVersion)])]))
        }
        return .object([
            "protocolVersion": .int(Self.protocolVersion),
            "server": .object(["name": .string("habitat"), "version": .string(Self.version)]),
            "capabilities": .object([
                "methods": .array(Self.methods.map(JSON.string)),
                "events": .array(["habit.created", "habit.updated", "habit.deleted", "group.created", "group.updated",
                                  "group.deleted", "mark.set", "mark.cleared", "pause.set", "pause.removed", "profile.set",
                                  "reminder.snoozed", "reminder.unsnoozed", "reflection.added", "reflection.removed"].map(JSON.string)),
                "quickReplies": .bool(true),
            ]),
        ])
    }

    func chatSend(_ params: Params) throws -> JSON {
        guard let text = try params.string("text") else { throw RPCError.invalidParams("\"text\" is required") }
        guard text.utf8.count <= SessionShell.maxMessageBytes else { throw RPCError.invalidParams(SessionShell.tooLong(text)) }
        let user = try params.user(), session = try params.session()
        let step = try shell.respond(to: text, user: user, session: session)
        let turn = step.result
        return .object([
            "sessionId": .string(session),
            "turn": .int(turn.state.turn),
            "messages": .array(turn.reply.messages.map { .object(["kind": .string("text"), "text": .string($0)]) }),
            "expecting": Views.expecting(turn.reply.expecting),
            "events": .array(Views.events(turn.changes, before: step.before, after: step.after)),
        ])
    }

    func importDocument(_ params: Params) throws -> JSON {
        guard let document = params.raw["document"], case .object = document else {
            throw RPCError.invalidParams("\"document\" must be a Habitat export object")
        }
        let user = try params.user()
        let plan: ImportPlan
        do {
            plan = try store.journal(user: user).importPlan(HabitatDocument(json: document, today: today()))
        } catch let error as DocumentError {
            throw RPCError.invalidDocument(error)
        }
        try store.apply(plan.changes, marks: plan.marks, user: user)
        return .object([
            "habitsCreated": .int(plan.habitsCreated), "habitsUpdated": .int(plan.habitsUpdated),
            "groupsCreated": .int(plan.groupsCreated), "groupsUpdated": .int(plan.groupsUpdated), "marksSet": .int(plan.marksSet),
        ])
    }
}

/// A request's params, read with clear errors.
struct Params {
    let raw: JSON
    init(_ raw: JSON) { self.raw = raw }

    func string(_ key: String) throws -> String? {
        switch raw[key] {
        case nil, .null?: return nil
        case .string(let s)?: return s
        case let other?: throw RPCError.invalidParams("\"\(key)\" must be a string, not \(other.kindName)")
        }
    }

    func int(_ key: String) throws -> Int? {
        switch raw[key] {
        case nil, .null?: return nil
        case let value?:
            guard let n = value.intValue else { throw RPCError.invalidParams("\"\(key)\" must be a whole number") }
            return n
        }
    }

    func bool(_ key: String) throws -> Bool? {
        switch raw[key] {
        case nil, .null?: return nil
        case .bool(let b)?: return b
        case let other?: throw RPCError.invalidParams("\"\(key)\" must be true or false, not \(other.kindName)")
        }
    }

    /// An id-like string: 1 to 100 printable characters.
    func name(_ key: String, default fallback: String) throws -> String {
        guard let value = try string(key) else { return fallback }
        guard !value.isEmpty, value.count <= ProtocolServer.maxIDLength,
              !value.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }) else {
            throw RPCError.invalidParams("\"\(key)\" must be 1 to \(ProtocolServer.maxIDLength) printable characters")
        }
        return value
    }

    func user() throws -> String { try name("userId", default: "local") }
    func session() throws -> String { try name("sessionId", default: "default") }

    /// `week`: a day in the week ("YYYY-MM-DD") or how many weeks back (0, -1, …); this week when absent.
    func weekDay(today: Day) throws -> Day {
        switch raw["week"] {
        case nil, .null?: return today
        case .string(let text)?:
            guard let day = Day(iso: text) else { throw RPCError.invalidParams("\"week\" is a day, YYYY-MM-DD, or a number of weeks back") }
            return day
        case let value?:
            guard let n = value.intValue, n <= 0, n >= -520 else { throw RPCError.invalidParams("\"week\" is 0, -1, -2, … (weeks back, at most 520)") }
            return today.adding(days: 7 * n)
        }
    }

    /// `from` and `to` of a history: days, at most `HistoryReport.maxDays` of them.
    func historyDays() throws -> (from: Day, to: Day) {
        guard case .range(let from, let to) = try window(), raw["range"] == nil else {
            throw RPCError.invalidParams("history needs \"from\" and \"to\", days as YYYY-MM-DD")
        }
        guard to - from < HistoryReport.maxDays else {
            throw RPCError.invalidParams("history covers at most \(HistoryReport.maxDays) days at a time")
        }
        return (from, to)
    }

    /// `range` (7, 30, 90 or "all"), or `from` and `to` (days, `to` at most 100 years after `from`).
    func window() throws -> Window {
        if raw["from"] != nil || raw["to"] != nil {
            guard raw["range"] == nil else { throw RPCError.invalidParams("give either \"range\" or \"from\" and \"to\", not both") }
            guard let from = raw["from"]?.stringValue.flatMap(Day.init(iso:)), let to = raw["to"]?.stringValue.flatMap(Day.init(iso:)) else {
                throw RPCError.invalidParams("\"from\" and \"to\" are both days, YYYY-MM-DD")
            }
            do { return try Window.between(from, to) } catch { throw RPCError.invalidParams(error.description) }
        }
        switch raw["range"] {
        case nil, .null?: return .days(30)
        case .string("all")?: return .all
        case let value?:
            guard let n = value.intValue, [7, 30, 90].contains(n) else {
                throw RPCError.invalidParams("\"range\" is 7, 30, 90 or \"all\"")
            }
            return .days(n)
        }
    }
}
