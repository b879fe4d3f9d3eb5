import Foundation
import HabitDomain

/// A button a frontend can show; sending `value` is the same as typing it.
public struct QuickReply: Hashable, Sendable, Codable {
    public let title: String
    public let value: String
}

/// The question the coach is waiting on, for frontends that show it specially.
public struct Expectation: Hashable, Sendable, Codable {
    /// What is being asked for: `name`, `schedule`, `confirm`, `choice`, `group_name`, `members`.
    public let slot: String
    /// The kind of answer: `text`, `schedule`, `boolean`, `choice`.
    public let type: String
    public let prompt: String
    public let quickReplies: [QuickReply]
}

/// What the coach says in one turn.
public struct Reply: Hashable, Sendable {
    public var messages: [String]
    public var expecting: Expectation?
}

/// Everything the engine needs to know about the world for one turn.
public struct CoachContext: Sendable {
    public var journal: Journal
    public var today: Day
    /// The local time of day on `today` the turn runs at, from the same clock as `today` (a fixed one for tests,
    /// transcripts and replays): what "snooze" or "remind me again in 20 minutes" counts from, and which reminders
    /// have just gone off.
    public var time: TimeOfDay
    public var calendar: HabitCalendar
    /// Seeds the ids of habits and groups created in the turn, so a turn is a pure function of its inputs.
    public var entropy: UInt64

    /// Entropy for reproducible runs (a fixed clock): different for every user, session and turn.
    public static func reproducibleEntropy(user: String, session: String, turn: Int) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in (user + "\u{0}" + session).utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return hash &+ UInt64(turn)
    }

    /// Noon, for a context made without a time (tests of other things): every front door passes its clock's.
    public static let noon = TimeOfDay(hour: 12, minute: 0)!

    public init(journal: Journal, today: Day, time: TimeOfDay = CoachContext.noon, calendar: HabitCalendar = HabitCalendar(),
                entropy: UInt64 = 0) {
        self.journal = journal
        self.today = today
        self.time = time
        self.calendar = calendar
        self.entropy = entropy
    }

    /// Today and the time of day together.
    public var now: (day: Day, time: TimeOfDay) { (today, time) }
}

/// The result of one turn: the new state, the changes to commit (in one transaction), and the reply.
public struct TurnResult: Sendable {
    public let state: DialogueState
    public let changes: [Change]
    /// How many clause readings the turn made (one per clause, and those its cutting into clauses needed).
    public let readings: Int
    public let reply: Reply
    /// The intents the coach acted on, in order ("answer" for a reply to an open question).
    public let intents: [String]
}

/// A new habit's slots being asked for.
enum DraftSlot: String, Codable, Hashable, Sendable { case name, schedule }
/// A new group's slots being asked for.
enum GroupSlot: String, Codable, Hashable, Sendable { case name, members }

/// A new group as read so far.
struct GroupDraft: Codable, Hashable, Sendable {
    var name: String?
    var members: [UUID] = []
    var require: Int?
}

/// A change to one habit, kept while the coach asks which habit was meant.
enum HabitEdit: Codable, Hashable, Sendable {
    case rename(String), schedule(Schedule), tier(Tier), polarity(Polarity), description(String)
    case reminder(TimeOfDay?), archive, restore, delete, details
    /// A reminder to set: in place of the others, or (`also`) beside them; `guessed` when the time was a bare hour.
    case remind(Reminder, also: Bool, guessed: Bool)
    case addToGroup(UUID), removeFromGroup(UUID?)
    /// Log a mark (nil clears it) on a day, with a note.
    case mark(MarkState?, Day, String?)
    /// An amount far beyond the habit's target, logged once it is confirmed ("ran 250 km" on "5 km a day").
    case logAmount(Day, Amount, unit: String)
    /// "I meditated every day this week": done (or skipped) on each of these days not logged yet.
    case markDays(MarkState, [Day])
    /// On hold from the first day to the last; with no last day, "until when?" is asked.
    case pause(Day, Day?)
    case resume
    /// Reads and offers of one habit, kept while the coach asks which habit was meant.
    case history, notes, makeEasier, suggestTime
    /// A tip for the habit, for the obstacle said (kept while the coach asks which habit was meant).
    case tip(Obstacle?)
    /// Reminders off on these days.
    case remindersOff(WeekdaySet)
    /// A reminder asked for without its time: the time is asked next.
    case askReminderTime
    /// A rename asked for without the new name: the name is asked next.
    case askNewName
    /// A change of how often asked for without the new schedule: how often is asked next.
    case askNewSchedule
    /// "make it 6 glasses": a new amount for the habit's target, in the unit said ("" for the target's own).
    case target(Amount, unit: String)
    /// "the goal is 30 a day": the target named, with no unit — the target's own, or times for a habit that keeps none.
    case namedTarget(Amount)
    /// "snooze": a reminder once, this many minutes from when the habit is known (kept while the coach asks which).
    case snooze(minutes: Int)
}

/// The open question of a conversation.
enum Pending: Codable, Hashable, Sendable {
    case addHabit(HabitDraft, asking: DraftSlot, suggestion: Schedule?)
    case confirmDelete(UUID)
    case clarify([UUID], HabitEdit)
    case suggestGroup(habit: UUID, group: UUID)
    case groupForm(GroupDraft, asking: GroupSlot)
    /// An uncertain reading, asked as one yes/no question naming the change: "Make "Dog walk" weekdays?"
    case confirmEdit(UUID, HabitEdit)
    /// "maybe add stretching every day": "Add "Stretching" — every day?"
    case confirmAdd(HabitDraft)
    /// "remind me to walk": "What time of day should I remind you about "Walk"?"
    case reminderTime(UUID)
    /// "remind me to floss and take my vitamins": one time asked for several habits.
    case reminderTimeFor([UUID])
    /// "rename run": "What should I call "Run"?"
    case newName(UUID)
    /// "can we change how often i stretch": "How often would you like "Stretch"?"
    case newSchedule(UUID)
    /// "pause guitar": "Until when?" — for the habit, or everything (nil), from the day said.
    case pauseUntil(UUID?, from: Day)
    /// "I'm exhausted": a feeling, not a request — "Skip everything still open today?"
    case confirmSkipAll(Day, reason: String?)
    /// "I'm sick until Sunday": a state said, not a request — "Shall I pause everything until Sunday?"
    case confirmPauseAll(from: Day, to: Day)
    /// "set up a morning routine": the template's habits offered, to add together (or some of them).
    case template(String, [HabitDraft])
    /// "move my meditation reminder to 8am" with two reminders: which one moves.
    case whichReminder(UUID, Reminder)
    /// "plan my habits around work": a reminder time for each habit without one, to set together (or some of them).
    case plan([PlannedReminder])
    /// "did yoga the other day": "Which day was that?" — the day answers it, logging these habits with this state.
    case whichDay([UUID], MarkState?)
    /// "how was my week?" ends with a question to reflect on: the next message is its answer, kept as a reflection.
    case reflection(ReflectionQuestion)
}

/// A review's question to reflect on: the question as asked, and the week or month the review looked back on.
struct ReflectionQuestion: Codable, Hashable, Sendable {
    let question: String
    let start: Day
    let end: Day
    /// A month's review (else a week's).
    let month: Bool
}

/// Marks just logged: the habits, the day, the state and note, and the undo step that reverses them.
/// A reminder just set: its habit, its time (minutes after midnight) and the turn.
struct SetReminder: Codable, Hashable, Sendable {
    let habit: UUID
    let minutes: Int
    let turn: Int
}

struct LoggedMarks: Codable, Hashable, Sendable {
    let habits: [UUID]
    let day: Day
    let state: MarkState?
    let note: String?
    let aside: String?
    let undoDepth: Int
    let turn: Int
    /// How much was said, for one habit that keeps a count ("drank 7 glasses"), so that moving the log keeps it.
    var amount: Amount? = nil
    var unit: String? = nil
}

extension LoggedMarks {
    /// What `JSONEncoder` writes with sorted keys, by hand; nil when a note needs escaping (the encoder's
    /// escapes are its own), so the encoder writes it.
    var encoded: String? {
        func plain(_ text: String) -> Bool { !text.utf8.contains { $0 < 0x20 || $0 == 0x22 || $0 == 0x2F || $0 == 0x5C } }
        guard note.map(plain) ?? true, aside.map(plain) ?? true, unit.map(plain) ?? true else { return nil }
        var out = "{"
        if let amount { out += "\"amount\":" + String(amount.hundredths) + "," }
        if let aside { out += "\"aside\":\"" + aside + "\"," }
        out += "\"day\":" + String(day.ordinal) + ",\"habits\":[" + habits.map { "\"" + $0.uuidString + "\"" }.joined(separator: ",") + "]"
        if let note { out += ",\"note\":\"" + note + "\"" }
        if let state { out += ",\"state\":\"" + state.rawValue + "\"" }
        out += ",\"turn\":" + String(turn) + ",\"undoDepth\":" + String(undoDepth)
        if let unit { out += ",\"unit\":\"" + unit + "\"" }
        return out + "}"
    }
}

/// What a saved state from another build lost when it was read.
enum LostState: String, Codable, Hashable, Sendable {
    /// The open question (its shape changed); everything else was kept.
    case question
    /// Nothing could be read: the conversation starts afresh (the habits are all in the store).
    case everything
}

/// One undoable step: what it was, and the changes that reverse it.
struct UndoEntry: Codable, Hashable, Sendable {
    let summary: String
    let changes: [Change]
    /// The entry as JSON (its coded keys only), worked out once: the state is saved every turn, and its undo steps seldom change.
    private(set) var json = ""

    init(summary: String, changes: [Change]) {
        self.summary = summary
        self.changes = changes
        if let written = UndoJSON.entry(summary: summary, changes: changes) {
            json = written
            assert(json == Self.encoded(self), "an undo step written by hand differs from JSONEncoder's: \(json)")
        } else {
            json = Self.encoded(self)
        }
    }

    /// The entry through `JSONEncoder` (sorted keys).
    private static func encoded(_ entry: UndoEntry) -> String {
        (try? DialogueState.encoder.encode(entry)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }

    private enum CodingKeys: String, CodingKey { case summary, changes }

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(summary: try c.decode(String.self, forKey: .summary), changes: try c.decode([Change].self, forKey: .changes))
    }
}

/// The dialogue state of one (user, session), saved between turns so a conversation survives restarts.
public struct DialogueState: Codable, Hashable, Sendable {
    /// How many undo steps are kept.
    static let undoDepth = 20
    /// How many turns "it" keeps pointing at the last habit mentioned.
    static let focusTurns = 4
    /// How many times a question is asked again before the coach lets it go.
    static let reprompts = 3

    /// The shape of this state; states saved by older builds have none (1) and are read leniently.
    var version: Int? = DialogueState.currentVersion
    static let currentVersion = 2
    /// Set when a saved state couldn't be read whole: the next reply says what was lost.
    var lost: LostState?

    var pending: Pending?
    var attempts = 0
    /// Further new habits from the same message, added after the current one.
    var queue: [HabitDraft] = []
    var focus: UUID?
    var focusAge = 0
    /// The group last created or changed, for "it needs 2".
    var focusGroup: UUID?
    /// The habits last added or logged together, for "group them", while "it" still points.
    var focusMany: [UUID]?
    var undo: [UndoEntry] = []
    var onboarding = false
    public internal(set) var turn = 0
    /// How often each reply with variants has been used, so replies vary but replay identically.
    var variants: [String: Int] = [:]
    var ids = 0
    /// The turn of the last undoable change, so "cancel that" straight after takes it back.
    var lastChangeTurn: Int?
    /// The day the streaks at stake were last mentioned, so the first reply of a day says them once.
    var streaksNoted: Day?
    /// The turn a habit was last added or its settings changed, so a correction straight after is about it.
    var lastEditTurn: Int?
    /// The last marks logged, so "no, that was yesterday" can move them.
    var lastLog: LoggedMarks?
    /// The reminder last set, so "only on weekdays though" or "make that 10" straight after is about it.
    var lastReminder: SetReminder?

    public init() {}

    /// True when the coach is waiting for an answer.
    public var isWaiting: Bool { pending != nil }

    static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return encoder
    }

    /// The state as compact JSON with sorted keys, for the store: the same text `JSONEncoder` writes (a test
    /// holds them equal), written by hand because it is saved every turn. The undo steps, which are most of it,
    /// come from the JSON each keeps; only an open question, a queue or a last log go through the encoder.
    public var encoded: String {
        var out = "{"
        func field(_ key: String, _ value: String) {
            if out.utf8.count > 1 { out += "," }
            out += "\"" + key + "\":" + value
        }
        func coded<T: Encodable>(_ value: T) -> String? {
            (try? Self.encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) }
        }
        field("attempts", String(attempts))
        if let focus { field("focus", "\"" + focus.uuidString + "\"") }
        field("focusAge", String(focusAge))
        if let focusGroup { field("focusGroup", "\"" + focusGroup.uuidString + "\"") }
        if let focusMany { field("focusMany", "[" + focusMany.map { "\"" + $0.uuidString + "\"" }.joined(separator: ",") + "]") }
        field("ids", String(ids))
        if let lastChangeTurn { field("lastChangeTurn", String(lastChangeTurn)) }
        if let lastEditTurn { field("lastEditTurn", String(lastEditTurn)) }
        if let lastLog { guard let json = lastLog.encoded ?? coded(lastLog) else { return "{}" }; field("lastLog", json) }
        if let lastReminder { field("lastReminder", "{\"habit\":\"\(lastReminder.habit.uuidString)\",\"minutes\":\(lastReminder.minutes),\"turn\":\(lastReminder.turn)}") }
        if let lost { field("lost", "\"" + lost.rawValue + "\"") }
        field("onboarding", onboarding ? "true" : "false")
        if let pending { guard let json = coded(pending) else { return "{}" }; field("pending", json) }
        if queue.isEmpty { field("queue", "[]") } else { guard let json = coded(queue) else { return "{}" }; field("queue", json) }
        if let streaksNoted { field("streaksNoted", String(streaksNoted.ordinal)) }  // (a day is coded as its ordinal)
        field("turn", String(turn))
        field("undo", "[" + undo.map(\.json).joined(separator: ",") + "]")
        field("variants", "{" + variants.sorted { $0.key < $1.key }.map { "\"" + $0.key + "\":" + String($0.value) }.joined(separator: ",") + "}")  // reply keys: [a-z_]
        if let version { field("version", String(version)) }
        return out + "}"
    }

    /// A saved state. One this build can't read whole (from another version, or damaged) keeps what it can: the
    /// open question is dropped and the next reply says so; a state with nothing readable starts afresh, also
    /// with a word. Never fails a turn, never silently resets.
    public static func decode(_ text: String?) -> DialogueState {
        guard let text, let data = text.data(using: .utf8) else { return DialogueState() }
        if var state = try? JSONDecoder().decode(DialogueState.self, from: data) {
            state.version = currentVersion
            return state
        }
        if var object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] {
            let hadQuestion = object["pending"] != nil || object["queue"] != nil
            for key in ["pending", "lastLog", "lastReminder", "lost"] { object.removeValue(forKey: key) }
            object["queue"] = [Any]()
            object["attempts"] = 0
            if let trimmed = try? JSONSerialization.data(withJSONObject: object),
               var state = try? JSONDecoder().decode(DialogueState.self, from: trimmed) {
                state.version = currentVersion
                state.lost = hadQuestion ? .question : nil
                return state
            }
        }
        var fresh = DialogueState()
        fresh.lost = .everything
        return fresh
    }
}
