import Foundation
import HabitDomain

/// A golden conversation: what the user says (`>`), what the coach must answer (`<` exactly, `<~` a
/// regular expression), and the habits and groups that must exist after a turn (`=` lines).
///
/// ```
/// # Onboarding: the first habit
/// @now 2026-02-02T08:00
/// @open
/// < Hey! I'm here to help you build better habits. …
/// > I want to go running but I never get round to it
/// < Running! Great choice. How often would feel achievable? Once a week is a solid start.
/// > yeah once a week sounds good
/// < Perfect. I've added "Go running" — once a week. What else have you been meaning to start?
/// = Go running: once a week, must
/// ```
/// Other directives: `@given LINE` (a habit or group to start with), `@week-start sunday`. A later `@now` moves the
/// clock on between turns (a reminder's minute passes, say); the first one, before any turn, sets where it starts.
/// A line starting with two spaces continues the coach message above it.
public struct Transcript: Sendable {
    public enum Line: Sendable, Equatable {
        case comment(String)
        case now(String)
        case weekStart(String)
        case given(String)
        case open
        case user(String)
        case coach(String)
        case coachPattern(String)
        case state(String)
    }

    public let name: String
    public let lines: [Line]

    public init(name: String, text: String) throws {
        self.name = name
        var lines: [Line] = []
        for (number, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = String(raw)
            func rest(_ prefix: String) -> String { String(line.dropFirst(prefix.count)) }
            if line.hasPrefix("  "), let last = lines.last {
                let more = String(line.dropFirst(2))
                switch last {
                case .coach(let t): lines[lines.count - 1] = .coach(t + "\n" + more)
                case .coachPattern(let t): lines[lines.count - 1] = .coachPattern(t + "\n" + more)
                default: throw TranscriptError(line: "\(name):\(number + 1)", message: "an indented line continues only a coach line")
                }
            } else if line.trimmingCharacters(in: .whitespaces).isEmpty || line.hasPrefix("#") {
                lines.append(.comment(line))
            } else if line.hasPrefix("@now ") {
                lines.append(.now(rest("@now ")))
            } else if line.hasPrefix("@week-start ") {
                lines.append(.weekStart(rest("@week-start ")))
            } else if line.hasPrefix("@given ") {
                lines.append(.given(rest("@given ")))
            } else if line == "@open" {
                lines.append(.open)
            } else if line.hasPrefix("> ") || line == ">" {
                lines.append(.user(line.count > 2 ? rest("> ") : ""))
            } else if line.hasPrefix("<~ ") {
                lines.append(.coachPattern(rest("<~ ")))
            } else if line.hasPrefix("< ") {
                lines.append(.coach(rest("< ")))
            } else if line.hasPrefix("= ") {
                lines.append(.state(rest("= ")))
            } else {
                throw TranscriptError(line: "\(name):\(number + 1): \(line)", message: "unknown transcript line")
            }
        }
        while let last = lines.last, case .comment(let c) = last, c.isEmpty { lines.removeLast() }
        self.lines = lines
    }

    /// The transcript as text.
    public static func render(_ lines: [Line]) -> String {
        lines.map { line -> String in
            switch line {
            case .comment(let c): return c
            case .now(let t): return "@now " + t
            case .weekStart(let t): return "@week-start " + t
            case .given(let t): return "@given " + t
            case .open: return "@open"
            case .user(let t): return t.isEmpty ? ">" : "> " + t
            case .coach(let t): return "< " + t.replacingOccurrences(of: "\n", with: "\n  ")
            case .coachPattern(let t): return "<~ " + t.replacingOccurrences(of: "\n", with: "\n  ")
            case .state(let t): return "= " + t
            }
        }.joined(separator: "\n") + "\n"
    }
}

/// The outcome of replaying a transcript.
public struct Replay: Sendable {
    public let name: String
    /// The transcript as it would be with the coach's actual replies and state.
    public let actual: String
    public let expected: String
    /// The intents the coach acted on, for coverage.
    public let intents: Set<String>
    public var passed: Bool { actual == expected }

    /// "actual (+) differed from expected (-)", line by line.
    public var diff: String {
        let a = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let b = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var out = ["\(name): actual (+) differed from expected (-):"]
        let difference = b.difference(from: a)
        var removals = Set<Int>(), insertions: [Int: String] = [:]
        for change in difference {
            switch change {
            case .remove(let offset, _, _): removals.insert(offset)
            case .insert(let offset, let element, _): insertions[offset] = element
            }
        }
        var i = 0, j = 0
        while i < a.count || j < b.count {
            if i < a.count, removals.contains(i) { out.append("- " + a[i]); i += 1; continue }
            if j < b.count, let inserted = insertions[j] { out.append("+ " + inserted); j += 1; continue }
            if i < a.count { out.append("  " + a[i]) }
            i += 1; j += 1
        }
        return out.joined(separator: "\n")
    }
}

/// Something a transcript can be replayed through: the engine directly, or a front door.
public protocol TranscriptDriver {
    /// Sets up the starting habits (`@given` lines), the day and the calendar before the first turn (`setClock` has
    /// been told the time first).
    mutating func start(given: [String], today: Day, calendar: HabitCalendar) throws
    /// Sets the clock the turns run at: the day and the local time of day (`@now`), before the first turn and whenever
    /// a later `@now` moves it on.
    mutating func setClock(day: Day, time: TimeOfDay)
    /// What the coach says when a session opens; nil when this front door has no such moment.
    mutating func open() throws -> [String]?
    /// One user message; the coach's messages back.
    mutating func send(_ text: String) throws -> [String]
    /// The habits and groups now, as `JournalText` lines.
    func state() throws -> [String]
    /// The intents acted on so far.
    var intents: Set<String> { get }
}

/// Replays through the engine with an in-memory journal.
public struct EngineDriver: TranscriptDriver {
    let coach: Coach
    var journal = Journal()
    var dialogue = DialogueState()
    var today = Day(ordinal: 0)
    var time = CoachContext.noon
    var calendar = HabitCalendar()
    public private(set) var intents = Set<String>()

    public init(coach: Coach) { self.coach = coach }

    var context: CoachContext {
        CoachContext(journal: journal, today: today, time: time, calendar: calendar,
                     entropy: CoachContext.reproducibleEntropy(user: "local", session: "default", turn: dialogue.turn))
    }

    public mutating func start(given: [String], today: Day, calendar: HabitCalendar) throws {
        self.today = today
        self.calendar = calendar
        journal = try JournalText.journal(given, language: coach.language, today: today)
    }

    public mutating func setClock(day: Day, time: TimeOfDay) {
        today = day
        self.time = time
    }

    public mutating func open() throws -> [String]? {
        let result = coach.opening(state: dialogue, context: context)
        dialogue = result.state
        return result.reply.messages
    }

    public mutating func send(_ text: String) throws -> [String] {
        let result = coach.respond(to: text, state: dialogue, context: context)
        journal = journal.applying(result.changes)
        dialogue = result.state
        intents.formUnion(result.intents)
        return result.reply.messages
    }

    public func state() throws -> [String] { JournalText.lines(journal) }
}

extension Transcript {
    /// Replays the conversation through the coach with an in-memory journal.
    public func replay(with coach: Coach) throws -> Replay {
        var driver = EngineDriver(coach: coach)
        return try replay(through: &driver)
    }

    /// Replays the conversation through any front door.
    public func replay<Driver: TranscriptDriver>(through driver: inout Driver) throws -> Replay {
        var today = Day(iso: "2026-02-02")!
        var time = CoachContext.noon
        var calendar = HabitCalendar()
        var given: [String] = []
        var started = false
        var out: [Line] = []
        var i = 0

        func start() throws {
            guard !started else { return }
            started = true
            driver.setClock(day: today, time: time)
            try driver.start(given: given, today: today, calendar: calendar)
        }
        /// Copies the coach lines expected after a turn, replacing them with what was said (nil: keep them).
        func reply(_ said: [String]?) throws {
            var expected: [Line] = []
            while i < lines.count {
                switch lines[i] {
                case .coach, .coachPattern: expected.append(lines[i]); i += 1; continue
                default: break
                }
                break
            }
            guard let messages = said else { out += expected; return }
            // Keep regex lines that still match, so an update doesn't replace them with literal text.
            for (k, message) in messages.enumerated() {
                if k < expected.count, case .coachPattern(let pattern) = expected[k],
                   message.range(of: "^(?:" + pattern + ")$", options: .regularExpression) != nil {
                    out.append(.coachPattern(pattern))
                } else {
                    out.append(.coach(message))
                }
            }
            if i < lines.count, case .state = lines[i] {
                while i < lines.count, case .state = lines[i] { i += 1 }
                let now = try driver.state()
                out += (now.isEmpty ? ["(none)"] : now).map(Line.state)
            }
        }

        while i < lines.count {
            let line = lines[i]
            i += 1
            switch line {
            case .comment, .coach, .coachPattern, .state:
                out.append(line)
            case .now(let text):
                guard let day = Day(iso: String(text.prefix(10))),
                      let clock = text.count > 11 ? TimeOfDay(String(text.dropFirst(11).prefix(5))) : CoachContext.noon else {
                    throw TranscriptError(line: text, message: "@now needs YYYY-MM-DDTHH:MM")
                }
                today = day
                time = clock
                if started { driver.setClock(day: day, time: clock) }
                out.append(line)
            case .weekStart(let text):
                calendar = HabitCalendar(weekStart: WeekStart(rawValue: text) ?? .monday)
                out.append(line)
            case .given(let text):
                given.append(text)
                out.append(line)
            case .open:
                try start()
                out.append(line)
                try reply(try driver.open())
            case .user(let text):
                try start()
                out.append(line)
                try reply(try driver.send(text))
            }
        }
        return Replay(name: name, actual: Transcript.render(out), expected: Transcript.render(lines), intents: driver.intents)
    }
}

/// A transcript's clock, shared with the closures a front door reads the day and time through.
public final class TranscriptClock: @unchecked Sendable {
    public var now: (day: Day, time: TimeOfDay)?
    public init() {}
}
