import Foundation
import HabitDomain
import HabitStore
import CoachEngine
import HabitExchange

/// One conversation turn over the store, the same for every front door (the REPL, `serve`, replay and the
/// benchmark): load the user's journal and the session's saved state, let the coach respond, commit the
/// changes and the new state in one transaction, and hand back the reply.
public final class SessionShell {
    public let coach: Coach
    public let store: HabitStore
    public let calendar: HabitCalendar
    /// Today's date, asked afresh for every turn (a server may run past midnight).
    public let today: () -> Day
    /// The local time of day, asked afresh for every turn: what a snooze counts from, and which reminders have just
    /// gone off (the REPL's and `serve`'s running clock; a fixed one for replays).
    public let time: () -> TimeOfDay
    /// Derive ids from the user, session and turn instead of randomness (a fixed clock: tests, transcripts,
    /// replays). Nothing of the database is mixed in, so two runs with the same clock and the same input make the
    /// same ids and export the same bytes, whatever file they ran on.
    let deterministic: Bool
    /// Each session's state as last saved, with its saved text: reused while the store still holds that text.
    private var states: [ExactText: (text: String, state: DialogueState)] = [:]

    /// A turn as committed: the coach's result, and the journal before and after it.
    public struct Turn {
        public let result: TurnResult
        public let before: Journal
        public var after: Journal { result.changes.isEmpty ? before : before.applying(result.changes) }
    }

    public init(coach: Coach, store: HabitStore, calendar: HabitCalendar, today: @escaping () -> Day,
                time: @escaping () -> TimeOfDay = { CoachContext.noon }, deterministic: Bool) {
        self.coach = coach
        self.store = store
        self.calendar = calendar
        self.today = today
        self.time = time
        self.deterministic = deterministic
    }

    /// The session's saved state (a fresh one when there is none). Over a store that can only be read, the
    /// conversation goes on in memory: its state is kept here, since it can't be saved.
    public func state(user: String, session: String) throws -> DialogueState {
        if store.isReadOnly, let kept = states[key(user, session)] { return kept.state }
        let saved = try store.sessionState(user: user, session: session)
        return states[key(user, session)].flatMap { $0.text == saved ? $0.state : nil } ?? DialogueState.decode(saved)
    }

    /// The user's journal and the session's state, read together.
    private func inputs(user: String, session: String) throws -> (Journal, DialogueState) {
        try store.reading { (try store.journal(user: user), try state(user: user, session: session)) }
    }

    /// The longest message read, in bytes of UTF-8 (16 KiB: a page of text, and room for a 10,000-character
    /// name). Reading costs grow with the message; past this, one request would cost more than 100 normal turns.
    public static let maxMessageBytes = 16_384

    /// What a front door says of a message over the limit.
    public static func tooLong(_ text: String) -> String {
        "a message can be at most 16,384 bytes (about 16,000 characters); this one has \(Text.grouped(text.utf8.count)), so it wasn't read"
    }

    /// A message over `maxMessageBytes`, refused before it is read.
    public struct MessageTooLong: Error, CustomStringConvertible {
        public let description: String
    }

    /// One message in, committed, reply out. The turn reads its inputs and commits its changes in one write
    /// transaction, so another process can't change what it read before it writes (two servers on one file never
    /// both log the same mark as new, nor overwrite each other's edit of a habit).
    public func respond(to text: String, user: String, session: String) throws -> Turn {
        guard text.utf8.count <= Self.maxMessageBytes else { throw MessageTooLong(description: Self.tooLong(text) + ".") }
        return try atomically {
            let (journal, state) = try inputs(user: user, session: session)
            let result = coach.respond(to: text, state: state, context: context(journal, state, user: user, session: session))
            try save(result, user: user, session: session)
            return Turn(result: result, before: journal)
        }
    }

    /// Runs a turn in one write transaction (joining the one `serve` holds for a group of requests); over a store
    /// that can only be read, as it is.
    private func atomically<T>(_ body: () throws -> T) throws -> T {
        if store.isReadOnly { return try body() }
        return try store.batch(body)
    }

    /// What the coach says when a session opens (onboarding, or the open question again); saves the state when
    /// opening changed it.
    public func open(user: String, session: String) throws -> TurnResult {
        try atomically {
            let (journal, state) = try inputs(user: user, session: session)
            let result = coach.opening(state: state, context: context(journal, state, user: user, session: session))
            if result.state != state { try save(result, user: user, session: session) }
            return result
        }
    }

    /// Keeps changes made beside the chat (a structured tool's) as the session's newest undo step, so "undo" in its
    /// chat takes them back. Called inside the transaction that stored them, with the journal from before them.
    public func note(_ changes: [Change], before journal: Journal, user: String, session: String) throws {
        guard !changes.isEmpty else { return }
        let state = try state(user: user, session: session)
        let noted = coach.noting(changes, state: state, context: context(journal, state, user: user, session: session))
        let encoded = noted.encoded
        try store.saveSessionState(encoded, user: user, session: session)
        states[key(user, session)] = (encoded, noted)
    }

    /// Forgets the session's dialogue (its open question, "it", undo steps); the habits stay.
    public func reset(user: String, session: String) throws {
        try store.saveSessionState(nil, user: user, session: session)
        states[key(user, session)] = nil
    }

    private func save(_ result: TurnResult, user: String, session: String) throws {
        let encoded = result.state.encoded
        // A turn that changes nothing over a read-only store (a question, a view) goes on without saving; a change
        // is refused by the store with its sentence.
        if store.isReadOnly, result.changes.isEmpty {
            states[key(user, session)] = (encoded, result.state)
            return
        }
        try store.commit(result.changes, user: user, session: (id: session, state: encoded))
        if states.count >= 10_000 { states.removeAll() }
        states[key(user, session)] = (encoded, result.state)
    }

    private func context(_ journal: Journal, _ state: DialogueState, user: String, session: String) -> CoachContext {
        CoachContext(journal: journal, today: today(), time: time(), calendar: calendar,
                     entropy: deterministic ? CoachContext.reproducibleEntropy(user: user, session: session, turn: state.turn)
                        : UInt64.random(in: 0...UInt64.max))
    }

    /// By exact bytes: users canonically equivalent to Swift but different to SQL never share a state.
    private func key(_ user: String, _ session: String) -> ExactText { ExactText(user + "\u{0}" + session) }
}

/// Replays golden transcripts through the session shell over an in-memory store: the path every front door takes.
public struct ShellDriver: TranscriptDriver {
    let coach: Coach
    var shell: SessionShell?
    /// The transcript's clock (`@now`), which a later `@now` moves on.
    let clock = TranscriptClock()
    public private(set) var intents = Set<String>()

    public init(coach: Coach) { self.coach = coach }

    public mutating func start(given: [String], today: Day, calendar: HabitCalendar) throws {
        let store = try SQLiteStore(.memory)
        let journal = try JournalText.journal(given, language: coach.language, today: today)
        let plan = try Journal().importPlan(journal.document)
        try store.apply(plan.changes, marks: plan.marks, user: "local")
        let clock = self.clock
        if clock.now == nil { clock.now = (today, CoachContext.noon) }
        shell = SessionShell(coach: coach, store: store, calendar: calendar, today: { clock.now?.day ?? today },
                             time: { clock.now?.time ?? CoachContext.noon }, deterministic: true)
    }

    public mutating func setClock(day: Day, time: TimeOfDay) { clock.now = (day, time) }

    public mutating func open() throws -> [String]? {
        try shell.map { try $0.open(user: "local", session: "default").reply.messages }
    }

    public mutating func send(_ text: String) throws -> [String] {
        guard let shell else { return [] }
        let turn = try shell.respond(to: text, user: "local", session: "default")
        intents.formUnion(turn.result.intents)
        return turn.result.reply.messages
    }

    public func state() throws -> [String] {
        guard let shell else { return [] }
        return JournalText.lines(try shell.store.journal(user: "local"))
    }
}
