import Foundation
import HabitDomain

/// The work of one turn: the state and journal as they change, the changes to commit and what to say.
struct Turn {
    let language: Language
    let context: CoachContext
    var state: DialogueState
    /// The journal with this turn's changes applied so far.
    var journal: Journal
    var changes: [Change] = []
    var messages: [String] = []
    /// While a report over several days is logged one day at a time, what each `say` said, as typed values, so that the
    /// same line for each day can be said once for all of them (`Logging.log(_:_:over:)`).
    var said: [(key: ReplyKey, values: [String: String])]? = nil
    var expecting: Expectation?
    /// The prompt of the question left open, to repeat after a digression.
    var prompt: String?
    /// The intents acted on this turn.
    var intents: [String] = []
    /// Where the words that answered the open question end, when the rest of the message is read as commands of its own.
    var answeredThrough: Int?
    /// The habits added this turn, in order ("add yoga, pilates and stretching" … "group them").
    var added: [UUID] = []

    init(language: Language, context: CoachContext, state: DialogueState) {
        self.language = language
        self.context = context
        self.state = state
        self.journal = context.journal
    }

    /// Built once per journal state and focus: it works out every habit name's words.
    private var cachedUnderstanding: (key: Int, focus: UUID?, many: [UUID]?, value: Understanding)?
    private var journalVersion = 0

    /// The turn's reading of its message: one per turn, so each clause is read once. After a change made earlier in the
    /// same message it follows the new journal (keeping what it read when no name changed).
    var understanding: Understanding {
        mutating get {
            if let cached = cachedUnderstanding, cached.key == journalVersion, cached.focus == focusHabit?.id, cached.many == state.focusMany {
                return cached.value
            }
            let many = (state.focusMany ?? []).filter { journal.habit(id: $0) != nil }
            let value = cachedUnderstanding.map { Understanding(after: $0.value, journal: journal, focus: focusHabit?.id, focusMany: many) }
                ?? Understanding(language: language, journal: journal, focus: focusHabit?.id, focusMany: many, today: context.today,
                                 calendar: context.calendar)
            cachedUnderstanding = (journalVersion, focusHabit?.id, state.focusMany, value)
            return value
        }
    }

    /// How many clause readings this turn made.
    var readings: Int { cachedUnderstanding?.value.readings.total ?? 0 }

    var focusHabit: Habit? { state.focus.flatMap(journal.habit(id:)) }
    /// "won't manage the run today… can you skip it?" with two runs: with no one habit talked about, the several just talked
    /// about together are what "it" may be, and which is asked.
    var pointedMany: [UUID]? {
        guard state.focus == nil, let many = state.focusMany?.filter({ journal.habit(id: $0) != nil }), many.count > 1 else { return nil }
        return many
    }

    // MARK: Saying things

    /// Renders a reply; variants rotate through a counter kept in the state.
    mutating func text(_ key: ReplyKey, _ values: [String: String] = [:]) -> String {
        let variants = language.replies[key.rawValue]!.count
        guard variants > 1 else { return language.render(key, turn: 0, values) }
        let used = state.variants[key.rawValue, default: 0]
        state.variants[key.rawValue] = used + 1
        return language.render(key, turn: used, values)
    }

    /// The suggestion attached to the variant `text` just used, if any.
    func suggestion(_ key: ReplyKey) -> Schedule? {
        let variants = language.replies[key.rawValue]!
        let used = variants.count > 1 ? variants[(state.variants[key.rawValue, default: 1] - 1) % variants.count] : variants[0]
        return used.suggestion.flatMap(Extractors.schedule(fromValue:))
    }

    mutating func say(_ key: ReplyKey, _ values: [String: String] = [:]) {
        // A message may start with a placeholder ("{when} wasn't…"): its first letter is a capital all the same.
        let line = text(key, values)
        let sentence = line.prefix(1).uppercased() + line.dropFirst()
        said?.append((key, values))
        // (The same sentence twice in one reply says nothing more: "… was added on 2026-03-04" for each day of a catch-up.)
        if !messages.contains(sentence) { messages.append(sentence) }
    }

    /// Adds to the last message instead of starting a new one.
    mutating func add(_ key: ReplyKey, _ values: [String: String] = [:]) {
        let line = text(key, values)
        said?.append((key, values))
        if messages.isEmpty { messages.append(line) } else { messages[messages.count - 1] += " " + line }
    }

    /// Opens a question: it becomes what the conversation waits on, and its form words it (unless `wording` does) and
    /// says what answer it expects. (Forms whose first wording differs from their prompt — adding a habit, groups — still
    /// ask by hand.)
    mutating func open(_ pending: Pending, asking wording: ReplyKey? = nil, _ values: [String: String] = [:]) {
        state.pending = pending
        state.attempts = 0
        let form = pending.form
        // (A first wording of its own, when the question comes out of something else: "You're not tracking … yet".)
        let line = wording.map { text($0, values) } ?? form.prompt(in: &self)
        let expected = form.expectation(in: &self, prompt: line)
        ask(line, slot: expected.slot, type: expected.type, quick: expected.quickReplies)
    }

    /// Asks a question: says it, and records it as what the coach is waiting for.
    mutating func ask(_ line: String, slot: String, type: String, quick: [QuickReply] = [], join: Bool = false) {
        if join, !messages.isEmpty { messages[messages.count - 1] += " " + line } else { messages.append(line) }
        prompt = line
        expecting = Expectation(slot: slot, type: type, prompt: line, quickReplies: quick)
    }

    /// The words a rule error is said in.
    mutating func say(_ error: DomainError) {
        switch error {
        case .emptyName: say(.errorNameEmpty)
        case .nameTooLong(let n): say(.errorNameTooLong, ["length": "\(n)"])
        case .duplicateHabitName(let name): say(.errorDuplicateHabit, ["name": name])
        case .duplicateGroupName(let name): say(.errorDuplicateGroup, ["name": name])
        case .descriptionTooLong(let n): say(.errorDescriptionTooLong, ["length": "\(n)"])
        case .noteTooLong(let n): say(.errorNoteTooLong, ["length": "\(n)"])
        case .intervalOutOfRange(let n): say(.errorInterval, ["n": "\(n)"])
        case .weeklyTimesOutOfRange(let n): say(.errorWeekly, ["n": n == Int.max ? text(.thatMany) : "\(n)"])
        case .monthlyTimesOutOfRange(let n): say(.errorMonthly, ["n": n == Int.max ? text(.thatMany) : "\(n)"])
        case .noWeekdays: say(.errorNoWeekdays)
        case .avoidNeedsDaySchedule: say(.errorAvoidSchedule)
        case .avoidInGroup(let name): say(.errorAvoidGroup, ["name": name])
        case .slipOnBuildHabit: say(.errorSlip)
        case .futureDay: say(.errorFuture)
        case .beforeHabitExisted(let name, let created): say(.errorBeforeCreated, ["name": name, "created": when(created)])
        case .requireOutOfRange(let k, let n): n == 0 ? say(.errorRequireEmpty) : say(.errorRequire, ["require": "\(k)", "members": "\(n)"])
        case .invalidIcon: say(.errorIcon)
        case .invalidTime: say(.errorTime)
        case .colorOutOfRange: say(.errorColor)
        case .pauseEndsBeforeStart: say(.errorPause)
        case .settingsOutOfOrder: say(.errorSettingsHistory)
        case .windowOutOfRange: say(.errorWindow)
        case .rollingOutOfRange, .invalidAmount, .amountNotPositive, .amountTooPrecise, .amountTooLarge, .invalidUnit, .limitNeedsAvoid,
             .avoidTargetIsLimit, .periodTargetNeedsPeriod, .partialNeedsAmount, .partialNeedsTarget, .amountOnSkip, .amountNeedsTarget, .stateDisagreesWithAmount,
             .emptyReflection, .reflectionPeriodBackwards:
            say(.logNoted, ["text": error.description])
        }
    }

    // MARK: Changing things

    /// Applies changes to this turn's journal and remembers how to undo them. A change of settings takes
    /// effect today: the days before keep the settings they had.
    mutating func commit(_ proposed: [Change], undo summary: String?) {
        guard !proposed.isEmpty else { return }
        let new = journal.dated(proposed, today: context.today)
        let inverse = journal.inverse(of: new)
        journal = journal.applying(new)
        journalVersion += 1
        changes += new
        if let summary {
            state.lastChangeTurn = state.turn
            if new.contains(where: { if case .createHabit = $0 { return true }; if case .updateHabit = $0 { return true }; return false }) {
                state.lastEditTurn = state.turn
            }
            state.undo.append(UndoEntry(summary: summary, changes: inverse))
            if state.undo.count > DialogueState.undoDepth { state.undo.removeFirst(state.undo.count - DialogueState.undoDepth) }
        }
    }

    /// Does what `body` does, with the undo steps it adds made one: "undo" takes them all back together.
    mutating func asOneStep(_ body: (inout Turn) -> Void) {
        let before = state.undo.count
        body(&self)
        guard state.undo.count > before + 1 else { return }
        let steps = Array(state.undo[before...])
        state.undo.removeSubrange(before...)
        // (Undone newest first, as they would be one by one.)
        state.undo.append(UndoEntry(summary: list(steps.map(\.summary)), changes: steps.reversed().flatMap(\.changes)))
    }

    /// Keeps changes already made elsewhere as the newest undo step (see `Coach.noting`), said as chat would say them.
    mutating func note(_ made: [Change]) {
        guard !made.isEmpty else { return }
        let summary: String
        switch made.last {
        case .createHabit(let habit)?: summary = text(.undoAdd, ["name": habit.name])
        case .setMark(let id, let day, _)?, .clearMark(let id, let day)?:
            summary = text(.undoLog, ["names": quoted([journal.habit(id: id)?.name ?? ""]), "when": when(day)])
        default: summary = text(.undoChange)
        }
        state.undo.append(UndoEntry(summary: summary, changes: journal.inverse(of: made)))
        if state.undo.count > DialogueState.undoDepth { state.undo.removeFirst(state.undo.count - DialogueState.undoDepth) }
        state.lastChangeTurn = state.turn
    }

    /// Makes `id` what "it" refers to for the next few turns.
    mutating func focus(_ id: UUID?) {
        state.focus = id
        state.focusAge = 0
    }

    /// Makes several habits what "them" refers to (and, `it`, the last of them what "it" refers to).
    mutating func focus(many ids: [UUID], it: Bool = true) {
        guard let last = ids.last else { return }
        if it { focus(last) } else { state.focusAge = 0 }
        state.focusMany = ids.count > 1 ? ids : nil
    }

    /// A fresh id, derived from the turn's entropy so that a turn is a pure function of its inputs, and never
    /// one the journal already uses (a session started afresh derives the same sequence again).
    mutating func newID() -> UUID {
        var id = derivedID()
        while journal.habit(id: id) != nil || journal.group(id: id) != nil || journal.pauses.contains(where: { $0.id == id })
            || journal.reflection(id: id) != nil { id = derivedID() }
        return id
    }

    private mutating func derivedID() -> UUID {
        state.ids += 1
        var x = context.entropy &+ UInt64(state.ids) &* 0x9E37_79B9_7F4A_7C15 &+ UInt64(state.turn) &* 0xBF58_476D_1CE4_E5B9
        func next() -> UInt64 {
            x = x &+ 0x9E37_79B9_7F4A_7C15
            var z = x
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        let a = next(), b = next()
        var bytes = [UInt8](repeating: 0, count: 16)
        for k in 0..<8 { bytes[k] = UInt8(truncatingIfNeeded: a >> (8 * k)); bytes[8 + k] = UInt8(truncatingIfNeeded: b >> (8 * k)) }
        bytes[6] = (bytes[6] & 0x0F) | 0x40
        bytes[8] = (bytes[8] & 0x3F) | 0x80
        return UUID(uuid: (bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
                           bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]))
    }

    var result: TurnResult {
        TurnResult(state: state, changes: changes, readings: readings, reply: Reply(messages: messages.isEmpty ? [language.render(.fallbackEmpty)] : messages,
                                                                 expecting: expecting), intents: intents)
    }

    // MARK: Words for things

    /// "\"Read\", \"Gym\" and \"Yoga\"": names in quotes, listed (the quotes and joining words are in Intents/).
    func quoted(_ names: [String]) -> String {
        list(names.map { language.render(.quoted, ["name": $0]) })
    }

    /// "a, b and c" (or with `.listOr`, "a, b or c").
    func list(_ items: [String], joiner: ReplyKey = .listAnd) -> String {
        guard let first = items.first, let last = items.last else { return "" }
        guard items.count > 1 else { return first }
        let head = series(Array(items.dropLast()))
        return language.render(joiner, ["head": head, "last": last])
    }

    /// "a, b, c": items one after another, without a last joining word.
    func series(_ items: [String]) -> String {
        guard let first = items.first else { return "" }
        return items.dropFirst().reduce(first) { language.render(.listComma, ["head": $0, "next": $1]) }
    }

    /// "Monday", from Intents/.
    func weekdayName(_ day: Weekday) -> String { language.weekdayName(day) }

    /// "3× a week", from Intents/.
    func words(_ schedule: Schedule) -> String { language.words(for: schedule) }

    /// "once a week, nice to have, in Exercise, reminder at 07:30, paused until 2026-02-15" (without the group
    /// when listed under it).
    mutating func details(_ habit: Habit, group showGroup: Bool = true) -> String {
        var parts = [words(habit.schedule)]
        if habit.polarity == .avoid { parts = [text(.detailAvoid), words(habit.schedule)] }
        // "every day, twice a day" reads badly: a target per day says how often on its own.
        if let target = habit.target {
            let said = language.words(for: target, schedule: habit.schedule)
            // (So does a target over each week or month on a schedule of once a week or month: "10 km a week".)
            let saysHowOften = target.kind == .period ? habit.schedule.timesPerPeriod == 1 : habit.schedule == .daily
            if saysHowOften { parts[parts.count - 1] = said } else { parts.append(said) }
        }
        if habit.tier == .nice { parts.append(text(.detailNice)) }
        if showGroup, let g = habit.groupID.flatMap(journal.group(id:)) { parts.append(text(.detailGroup, ["group": g.name])) }
        if !habit.reminders.isEmpty {
            let times = habit.reminders.map { reminderWords($0) }
            parts.append(text(times.count == 1 ? .detailReminder : .detailReminders, ["time": series(times)]))
        }
        if let once = snoozedUntil(habit) { parts.append(text(.detailSnoozed, ["time": once])) }
        if let p = journal.pause(for: habit.id, on: context.today) { parts.append(text(.detailPaused, ["until": p.end.iso])) }
        return series(parts)
    }

    /// The key of a month's name (1–12), from Intents/.
    func monthName(_ month: Int) -> ReplyKey {
        let names: [ReplyKey] = [.month1, .month2, .month3, .month4, .month5, .month6, .month7, .month8, .month9, .month10, .month11, .month12]
        return names[max(1, min(12, month)) - 1]
    }

    /// "this week", "last week", "the week of 2026-02-02", "this month", "February 2026" (with `in`: "in February 2026").
    mutating func spanWords(_ unit: CalendarSpan.Unit, containing day: Day, in preposition: Bool = false) -> String {
        let today = context.today
        switch unit {
        case .week:
            let week = context.calendar.week(containing: day)
            if week.contains(today) { return text(.spanThisWeek) }
            if week.contains(today.adding(days: -7)) { return text(.spanLastWeek) }
            return text(.spanWeekOf, ["date": week.start.iso])
        case .month:
            if day.startOfMonth == today.startOfMonth { return text(.spanThisMonth) }
            if day.startOfMonth == today.startOfMonth.adding(days: -1).startOfMonth { return text(.spanLastMonth) }
            return text(preposition ? .spanInMonth : .spanMonth, ["month": text(monthName(day.month)), "year": "\(day.year)"])
        }
    }

    mutating func rule(_ group: HabitGroup) -> String {
        let n = journal.members(of: group.id).count
        return text(.groupRule, ["k": "\(min(group.require, max(n, 1)))", "n": "\(n)"])
    }
}
