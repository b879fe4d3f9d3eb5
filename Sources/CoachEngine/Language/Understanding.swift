import Foundation
import HabitDomain

/// Every intent the coach acts on; some file of `Intents/` must define each one. The order of the cases is the order
/// of a tie: when two intents' patterns read a clause equally well, the one listed first here wins.
enum Intent: String, CaseIterable, Sendable, Codable {
    case cancel, undo, help, greet, unsure
    case changeTarget = "change_target", makeEasier = "make_easier", askTip = "ask_tip", feeling, useTemplate = "use_template", reorder, trend, bestPeriod = "best_period"
    case planTimes = "plan_times", suggestTime = "suggest_time"
    case snooze
    case thanks, goodbye
    case smallTalk = "small_talk"
    case affirm, deny, finish
    case listHabits = "list_habits", habitDetails = "habit_details"
    case renameHabit = "rename_habit", changeSchedule = "change_schedule", changeSettings = "change_settings", changeTier = "change_tier"
    case changePolarity = "change_polarity", changeDescription = "change_description", setReminder = "set_reminder"
    case archiveHabit = "archive_habit", restoreHabit = "restore_habit", deleteHabit = "delete_habit"
    case createGroup = "create_group", groupRequire = "group_require", groupAddMember = "group_add_member"
    case groupRemoveMember = "group_remove_member", deleteGroup = "delete_group", renameGroup = "rename_group"
    case logDone = "log_done", logSkip = "log_skip", logSlip = "log_slip", logClear = "log_clear"
    case whatsLeft = "whats_left", setProfile = "set_profile", showProfile = "show_profile"
    case listReminders = "list_reminders", reminderDaysOff = "reminder_days_off", habitHistory = "habit_history", notes, review
    case howAmIDoing = "how_am_i_doing", streaks, showWeek = "show_week", showMonth = "show_month"
    case goodDay = "good_day", aboutGoodDays = "about_good_days", correctDay = "correct_day", correctHabit = "correct_habit", correctAmount = "correct_amount", logAlso = "log_also", askDay = "ask_day"
    case pause, resume
    case keepHabit = "keep_habit"
    case addHabit = "add_habit"
}

/// One thing a message asks for, with its slots read and resolved.
struct Request: Sendable {
    var intent: Intent
    var score: Double
    var habit: Reference?
    var habits: [Reference] = []
    var group: GroupReference?
    var name: String?
    var schedule: Schedule?
    var tier: Tier?
    var polarity: Polarity?
    var number: Int?
    var time: TimeOfDay?
    /// A time was said but isn't a time of day.
    var badTime = false
    /// The time was a bare hour ("at 11"): morning or evening is the coach's choice to make and say.
    var timeGuess = false
    /// The time was a clock time without am or pm ("10:30"): read as said, unless it moves a reminder.
    var eitherSideOfNoon = false
    /// "also remind me…", "and saturday too": a reminder or a day to add beside the others, not in their place.
    var also = false
    var text: String?
    var drafts: [HabitDraft] = []
    /// What a logging message names.
    var log: LogSpec?
    /// Why days are skipped, from an away message: "sick", "on holiday".
    var reason: String?
    /// "make it 6 glasses": how much, and the unit said with it ("" for the habit's own).
    var amount: Amount?
    var unit: String?
    /// "in 20 minutes": how long from now.
    var minutes: Int?
    /// "actually only yoga": of the habits just logged, only this one.
    var only = false
    /// "no, the day before": a day counted from the day just logged.
    var dayShift: Int?
    /// "every day this week": the log's days are all the days of a span so far.
    var everyDay = false
    /// "remind me to walk": a reminder for a habit, its time still to ask.
    var askTime = false
    /// "remind me to read in the evening": the part of the day a reminder whose time is still to ask was given.
    var dayPart: DayPart?
    /// "remind me to wind down an hour before bed": how long before that part of the day's own time (bed, work).
    var ahead: Int?
    /// "flossing and vitamins": the habits of an ambiguous reference were said as a list, each of them meant.
    var listed = false
    /// A clean day reported for habits to avoid ("no cigarettes today", "sober today"), not a slip taken back.
    var cleanReport = false
    var day: Day?
    /// Several days said in a day's place, for a report ("mark stretching as skipped for saturday and sunday").
    var days: [Day] = []
    /// The last day of a pause.
    var until: Day?
    /// A week or month asked about.
    var period: CalendarSpan?
    /// Something said about the user's day.
    var profile: ProfileStatement?
    /// A log that names a week or month but no day ("I did yoga last week"): which day is asked, nothing logged.
    var vagueDay = false
    /// Which rule read it (for `explain`, and for the few readings that depend on which reader it was).
    var rule: Rule = .none
    /// The new name was written in quotes ("change 'gym' to 'lift heavy things'"): said exactly, nothing to ask.
    var nameQuoted = false
    /// The words it was read from, when fewer than its clause's: a remark around them set aside ("funny story, goal is max
    /// one swear a day").
    var words: Range<Int>?
    /// What the pattern means beyond its slots (see `Meaning`).
    var meaning = Meaning()
    /// Plausible but not certain: a schedule or tier said alone, or a new habit said with doubt. Asked before acting.
    var unsure = false
}

/// Turns a message into requests: normalises it, matches every intent's patterns, and reads the slots.
extension Request {
    /// Copies what a slot reading set (every value it holds) from a request that began blank.
    mutating func takeSlotValues(of filled: Request) {
        if let v = filled.habit { habit = v; listed = filled.listed }
        if !filled.habits.isEmpty { habits = filled.habits }
        if let v = filled.group { group = v }
        if let v = filled.name { name = v; nameQuoted = filled.nameQuoted }
        if let v = filled.schedule { schedule = v }
        if let v = filled.tier { tier = v }
        if let v = filled.polarity { polarity = v }
        if let v = filled.number { number = v }
        if let v = filled.time { time = v }
        if filled.badTime { badTime = true }
        if filled.timeGuess { timeGuess = true }
        if filled.eitherSideOfNoon { eitherSideOfNoon = true }
        if let v = filled.text { text = v }
        if let v = filled.log { log = v }
        if let v = filled.day { day = v }
        if !filled.days.isEmpty { days = filled.days }
        if let v = filled.until { until = v }
        if let v = filled.period { period = v }
        if let v = filled.profile { profile = v }
        if let v = filled.amount { amount = v; unit = filled.unit }
        if let v = filled.minutes { minutes = v }
    }
}

final class Understanding: Sendable {
    let language: Language
    let journal: Journal
    /// The habit "it" refers to, if any.
    let focus: UUID?
    /// The habits "them" refers to: the last added or logged together.
    let focusMany: [UUID]
    let resolver: Resolver
    /// Today, for "yesterday" and "on Monday".
    let today: Day
    let calendar: HabitCalendar
    /// Habit and group lookups by word span, shared by every pattern tried on a message.
    private let memo: Memo
    /// How many clauses this turn has read (every reading of this turn, across journals, counts here).
    let readings: ReadingCount

    /// The clauses read in one turn, for the benchmark and the test that holds a clause to one reading.
    final class ReadingCount: @unchecked Sendable {
        private(set) var total = 0
        func count() { total += 1 }
    }

    /// Lookups already made for this message.
    final class Memo: @unchecked Sendable {
        var habits: [[String]: Reference] = [:]
        var groups: [[String]: GroupReference] = [:]
        /// Readings by word range (a message's words don't change while its patterns are tried).
        var logs: [Range<Int>: LogSpec?] = [:]
        var schedules: [Range<Int>: Schedule?] = [:]
        var found: [Range<Int>: (Schedule, Range<Int>)?] = [:]
        var drafts: [Range<Int>: HabitDraft] = [:]
        var bests: [Range<Int>: Request?] = [:]
        /// The best pattern over every intent by the words it was tried on (`read` trims a range to its core first, and
        /// ranges that differ only in filler have one core).
        var matches: [Range<Int>: Request?] = [:]
        /// Slot readings: many patterns read the same words as the same kind of slot.
        var slots: [SlotKey: (Request, Double)?] = [:]
        /// Days said after a contrast, for the clause before it ("… instead of reading last night").
        var contrastDays: [Range<Int>: [Day]] = [:]
        /// How many readings are open, one inside another (a remark read around a remark, …): bounded, so a long message of
        /// remarks can't run the stack out.
        var depth = 0
        /// "friday was the gym not running": the habit said not to be the one, after a report's words.
        var deniedHabits: [Range<Int>: Reference] = [:]
        /// The habit a report set aside as the reason for ending it named, for the command after it that says "it"
        /// ("the yoga challenge is finished now, can you archive it").
        var reasonHabits: [Range<Int>: Reference] = [:]
        /// A schedule said after a contrast, for a new habit before it ("read before sleep instead of youtube, every night").
        var contrastSchedules: [Range<Int>: Schedule] = [:]
        /// Parts of a list of reports that say no verb of their own ("flossed mon, gym on tuesday"): the report they
        /// take theirs from.
        var gapped: [Range<Int>: Intent] = [:]
        /// Parts after a change said with its edit verb that take that verb as theirs ("make flossing optional and
        /// journaling a must-do").
        var editVerbGiven: Set<Range<Int>> = []
        /// Parts of a list of reports that are an amount and a day alone ("ran 6km on monday and 4.5 yesterday"): the
        /// report of the first part's habit they make.
        var gappedAmounts: [Range<Int>: LogSpec] = [:]
        /// Parts after something said of one's day that say more of it without "I" ("I get up at 6 and go to bed at 11").
        var profileParts: [Range<Int>: ProfileStatement] = [:]
        /// The message's words as the resolver numbers them, and which ranges of them have a habit named somewhere inside
        /// (`habitInside`).
        var wordIDs: [Int]? = nil
        var habitInside: [Range<Int>: Bool] = [:]

        /// The clause readings, for a journal whose names haven't changed (the other tables are cheap to redo).
        func carried() -> Memo {
            let memo = Memo()
            memo.bests = bests
            memo.contrastDays = contrastDays
            memo.deniedHabits = deniedHabits
            memo.reasonHabits = reasonHabits
            memo.contrastSchedules = contrastSchedules
            return memo
        }
    }

    /// A slot's words, and what of the request being filled its reading depends on.
    struct SlotKey: Hashable {
        let kind: SlotKind
        let lower: Int, upper: Int
        /// The intent, for the slots that read differently for some intents (0 for the others).
        let variant: Int
        /// The habit a bare count is about ("make it 3").
        let about: Reference?
    }

    /// Looks a reading up in one of the memo's tables, working it out the first time.
    private func remember<Value>(_ table: ReferenceWritableKeyPath<Memo, [Range<Int>: Value]>, _ range: Range<Int>,
                                 _ work: () -> Value) -> Value {
        if let known = memo[keyPath: table][range] { return known }
        let value = work()
        memo[keyPath: table][range] = value
        return value
    }

    /// The readers over this journal, made once (each holds the vocabulary or resolver).
    let extract: Extractors
    let reader: HabitReader
    let logReader: LogReader

    /// Another reading over the same journal: the resolver is shared, the per-message lookups are fresh.
    convenience init(sharing other: Understanding) {
        self.init(language: other.language, journal: other.journal, focus: other.focus, focusMany: other.focusMany, resolver: other.resolver,
                  today: other.today, calendar: other.calendar, memo: Memo(), readings: ReadingCount())
    }

    /// The same message over a journal changed by this turn: what it read stays read when the changes left every name,
    /// polarity, schedule and archived flag as they were (marks, pauses, reminders); otherwise it is read afresh.
    convenience init(after other: Understanding, journal: Journal, focus: UUID?, focusMany: [UUID]) {
        let sameNames = Self.namesKey(journal) == Self.namesKey(other.journal) && focus == other.focus && focusMany == other.focusMany
        // (How the message was cut into clauses stays as it was, whatever changed.)
        let memo = sameNames ? other.memo.carried() : Memo()
        memo.gapped = other.memo.gapped
        memo.editVerbGiven = other.memo.editVerbGiven
        memo.gappedAmounts = other.memo.gappedAmounts
        memo.profileParts = other.memo.profileParts
        self.init(language: other.language, journal: journal, focus: focus, focusMany: focusMany,
                  resolver: other.language.resolver(for: journal), today: other.today, calendar: other.calendar,
                  memo: memo, readings: other.readings)
    }

    convenience init(language: Language, journal: Journal, focus: UUID?, focusMany: [UUID] = [], today: Day,
                     calendar: HabitCalendar = HabitCalendar()) {
        self.init(language: language, journal: journal, focus: focus, focusMany: focusMany, resolver: language.resolver(for: journal),
                  today: today, calendar: calendar, memo: Memo(), readings: ReadingCount())
    }

    /// What readings depend on of a journal: its habits' and groups' names, polarity, schedule, archived flags and groups
    /// ("make it 3" reads a count in the habit's own period).
    private static func namesKey(_ journal: Journal) -> [String] {
        journal.habits.map { "\($0.id)|\($0.name)|\($0.polarity.rawValue)|\($0.schedule)|\($0.archived)|\($0.groupID?.uuidString ?? "")" }
            + journal.groups.map { "\($0.id)|\($0.name)" }
    }

    private init(language: Language, journal: Journal, focus: UUID?, focusMany: [UUID], resolver: Resolver, today: Day, calendar: HabitCalendar,
                 memo: Memo, readings: ReadingCount) {
        self.memo = memo
        self.readings = readings
        self.language = language
        self.journal = journal
        self.focus = focus
        self.focusMany = focusMany
        self.today = today
        self.calendar = calendar
        self.resolver = resolver
        extract = Extractors(vocabulary: language.vocabulary)
        reader = HabitReader(language: language, resolver: resolver)
        logReader = LogReader(language: language, resolver: resolver, today: today, focusMany: focusMany)
    }

    var vocabulary: Vocabulary { language.vocabulary }
    func tokenize(_ text: String) -> [String] { language.tokenize(text).norms }

    /// Drops polite filler at both ends, never the whole message.
    func core(_ u: Utterance, _ range: Range<Int>) -> Range<Int> {
        let w = u.norms
        var lo = range.lowerBound, hi = range.upperBound
        while hi > lo, [".", ","].contains(w[hi - 1]) { hi -= 1 }
        var changed = true
        while changed {
            changed = false
            if let n = vocabulary.match("filler_start", in: w, at: lo, fuzzy: false), lo + n < hi { lo += n; changed = true }
            while lo < hi, [",", ".", "-", ":"].contains(w[lo]) { lo += 1; changed = true }
            // ("my wife and i walked this morning", "me and my sister did yoga": I am one of those who did it; the others
            // are company.)
            if let n = companyBefore(w, lo, hi) { lo += n; changed = true }
            // ("quick admin - rename guitar to …": a short heading before a dash that names no habit, no day and no command
            // is no part of what follows. A colon's lead-in may name a group: "morning routine: meditate, stretch".)
            // (Said first, in two words or three: never inside a word like "five-a-side".)
            if hi - lo >= 4, lo == 0 || [".", "!", "?"].contains(w[lo - 1]), let mark = ((lo + 2)..<min(hi - 1, lo + 4)).first(where: { w[$0] == "-" }),
               resolver.habitWithin(Array(w[lo..<mark]), raw: "") == nil,
               extract.plainNumberAt(w, mark + 1) == nil,
               !(lo..<mark).contains(where: { k in extract.dayAt(w, k, today: today) != nil || extract.plainNumberAt(w, k) != nil
                   || ["command_start", "add_cue"].contains { vocabulary.match($0, in: w, at: k, fuzzy: false) != nil } }) {
                lo = mark + 1
                changed = true
            }
            // ("for my 30 day move challenge put yoga, run and swim in a group": what a command is for, said first, when it
            // names no habit, is no part of the command.)
            if lo + 3 < hi, vocabulary.has("purpose_lead", w[lo]), vocabulary.has("possessive", w[lo + 1]),
               let k = ((lo + 2)..<min(hi - 1, lo + 8)).last(where: { vocabulary.match("command_start", in: w, at: $0, fuzzy: false) != nil }),
               resolver.habitWithin(Array(w[lo..<k]), raw: "") == nil {
                lo = k
                changed = true
            }
            // ("day 12/30 of the plank challenge done": which day of a challenge it was, said first, is no part of the report;
            // nor is the "of" that leads into the challenge's habit.)
            if let n = extract.challengeDay(w, lo), lo + n < hi {
                lo += n
                if lo + 1 < hi, w[lo] == "of", resolver.habitWithin(Array(w[(lo + 1)..<min(hi, lo + 4)]), raw: "") != nil { lo += 1 }
                changed = true
            }
            // (Spelled with a slip too, when long enough: "agian".)
            for phrase in vocabulary.list("filler_end") where hi - phrase.count > lo && vocabulary.matches(phrase, w, hi - phrase.count, fuzzy: true) {
                hi -= phrase.count
                changed = true
                break
            }
            while hi > lo, [",", "."].contains(w[hi - 1]) { hi -= 1; changed = true }
            // ("my doctor says I must walk every day, so I'd like to put that on here please": a request for what was said.)
            if let k = backTail(w, lo, hi) { hi = k; changed = true }
        }
        return lo..<hi
    }

    /// Does the clause end with a request for what it says ("…, can you track that")?
    func asksForIt(_ u: Utterance, _ clause: Range<Int>) -> Bool {
        var hi = clause.upperBound
        while hi > clause.lowerBound, [",", "."].contains(u.norms[hi - 1]) { hi -= 1 }
        return backTail(u.norms, clause.lowerBound, hi) != nil
    }

    /// Where a request for what was said before it starts ("…, so I'd like to put that on here please", "…, can you put
    /// that on for me"), when one ends the words between `lo` and `hi` and something comes before it.
    func backTail(_ w: [String], _ lo: Int, _ hi: Int) -> Int? {
        for start in (lo + 1)..<max(lo + 1, hi) where [",", ".", "so", "and", "can", "could", "would", "please", "i"].contains(w[start]) {
            var k = start
            if w[k] == "," || w[k] == "." { k += 1 }
            while k < hi, let n = vocabulary.match("back_lead", in: w, at: k, fuzzy: false) ?? vocabulary.match("request_start", in: w, at: k, fuzzy: false) { k += n }
            guard k < hi, let n = vocabulary.match("back_add", in: w, at: k, fuzzy: false) else { continue }
            k += n
            while k < hi, let n = vocabulary.match("back_end", in: w, at: k, fuzzy: false) { k += n }
            if k == hi { return start }
        }
        return nil
    }

    /// How many words at `lo` say who was with me, before what I did: "my wife and" before "i", "jess and" before "i",
    /// "me and my other half", or "we" before what we did ("we meditated together").
    func companyBefore(_ w: [String], _ lo: Int, _ hi: Int) -> Int? {
        func person(_ k: Int) -> Int? {
            var j = k
            if j < hi, vocabulary.has("possessive", w[j]) || vocabulary.has("article", w[j]) { j += 1 }
            guard j < hi else { return nil }
            if let n = vocabulary.match("person_word", in: w, at: j, fuzzy: false) { return j + n - k }
            return j == k && personName(w[j]) ? 1 : nil
        }
        if let n = person(lo), lo + n + 1 < hi, w[lo + n] == "and", vocabulary.has("first_person", w[lo + n + 1]) { return n + 1 }
        if lo + 2 < hi, w[lo] == "me", w[lo + 1] == "and", let n = person(lo + 2), lo + 2 + n < hi, extract.pastTense(w[lo + 2 + n]) { return 2 + n }
        if let n = vocabulary.match("we_word", in: w, at: lo, fuzzy: false), lo + n < hi, extract.pastTense(w[lo + n]),
           !vocabulary.has("self_report", w[lo + n]) { return n }
        return nil
    }

    /// A word that can only be someone's name: none of the language's own words (nor one typo from one), no habit's word,
    /// no activity.
    func personName(_ word: String) -> Bool {
        word.count >= 3 && word.allSatisfy(\.isLetter) && !vocabulary.knows(word) && resolver.habitWithin([word], raw: "") == nil
            && !reader.namesActivity([word]) && !extract.pastTense(word)
    }

    /// The clauses of a message: split at sentence ends and "then".
    func clauses(_ u: Utterance) -> [Range<Int>] {
        var result: [Range<Int>] = []
        var start = 0
        let w = u.norms
        for (i, word) in w.enumerated() where word == "." || (word == "then" && i > start && i + 1 < w.count && [",", "and"].contains(w[i - 1])) {
            let end = word == "then" ? i - 1 : i
            if end > start { result.append(start..<end) }
            start = i + 1
        }
        if start < w.count { result.append(start..<w.count) }
        // ("…I had three biscuits. Never mind, tomorrow is another day.": a sentence that only consoles asks for nothing.)
        // ("…wait no, morning. i mixed them up": nor does one that only owns up to a mix-up.)
        result.removeAll { range in
            var k = range.lowerBound
            while k < range.upperBound, let n = vocabulary.match("take_back", in: w, at: k, fuzzy: false) ?? vocabulary.match("consolation_lead", in: w, at: k, fuzzy: false) { k += n }
            if consoles(u, k) { return true }
            var j = range.lowerBound
            while j < range.upperBound, let n = vocabulary.match("filler_start", in: w, at: j, fuzzy: false) ?? (w[j] == "," ? 1 : nil) { j += n }
            guard j < range.upperBound, let n = vocabulary.match("admission", in: w, at: j, fuzzy: false) else { return false }
            return (j + n..<range.upperBound).allSatisfy { !w[$0].contains(where: \.isLetter) }
        }
        // ("…I'm meant to do them three times a day. Could you help me keep track?": a sentence that only asks for what was
        // said before it is read with that sentence.)
        result = result.reduce(into: []) { joined, range in
            var hi = range.upperBound
            while hi > range.lowerBound, !w[hi - 1].contains(where: \.isLetter) { hi -= 1 }
            if let last = joined.last, last.upperBound < range.lowerBound, backTail(w, last.upperBound - 1, hi) == last.upperBound {
                joined[joined.count - 1] = last.lowerBound..<range.upperBound
            } else {
                joined.append(range)
            }
        }
        let sentences = result.map { range -> [Range<Int>] in
            // "i work 9-5, can you plan my habits around that?": what is said of one's day before a request is kept, as
            // its own clause, where other remarks before a request are set aside.
            if let k = requestInside(u, range) {
                var end = k
                while end > range.lowerBound, [",", "-"].contains(w[end - 1]) { end -= 1 }
                let lead = range.lowerBound..<end
                if !lead.isEmpty, let read = best(u, lead), read.intent == .setProfile, read.score >= 1 {
                    return [lead] + (done(u, k..<range.upperBound).map { commands(u, $0) } ?? [])
                }
            }
            // "make running 2x a week instead of 4, and rename meditate to breathe": what a contrast sets aside ends where a
            // command of its own starts after a comma; that command is read on its own.
            if let k = range.first(where: { vocabulary.match("contrast", in: w, at: $0, fuzzy: false) != nil && !u.tokens[$0].quoted }),
               let comma = (k..<range.upperBound).first(where: { c in
                   w[c] == "," && ["command_start", "edit_verb"].contains { list in
                       vocabulary.match(list, in: w, at: c + 1 < w.count && w[c + 1] == "and" ? c + 2 : c + 1, fuzzy: false) != nil
                   }
               }) {
                let next = w[comma + 1] == "and" ? comma + 2 : comma + 1
                return (done(u, range.lowerBound..<comma).map { commands(u, withoutRemark(u, $0)) } ?? [])
                    + (done(u, next..<range.upperBound).map { commands(u, withoutRemark(u, $0)) } ?? [])
            }
            // ("rename guitar to guitar practice, gym to weekdays only": a change of another habit named after a comma, said
            // with its verb left out, is a command of its own.)
            if let comma = range.first(where: { w[$0] == "," && !u.tokens[$0].quoted }), comma > range.lowerBound + 1, comma + 2 < range.upperBound,
               let head = best(u, range.lowerBound..<comma), head.score >= 2, Self.edits.contains(head.intent),
               let next = (comma + 1..<range.upperBound).first(where: { w[$0] == "," }) ?? Optional(range.upperBound),
               let tail = best(u, (comma + 1)..<next), tail.score >= 3, Self.edits.contains(tail.intent),
               case .habit(let other)? = tail.habit, head.habit != .habit(other) {
                return (done(u, range.lowerBound..<comma).map { commands(u, withoutRemark(u, $0)) } ?? [])
                    + (done(u, (comma + 1)..<range.upperBound).map { commands(u, withoutRemark(u, $0)) } ?? [])
            }
            // ("remind me to walk the dog, my wife does the evenings": what someone else does, said after a comma, is set aside —
            // it says nothing of mine.)
            if let comma = range.last(where: { w[$0] == "," }), comma > range.lowerBound, comma + 2 < range.upperBound,
               othersDoing(u, (comma + 1)..<range.upperBound), let kept = done(u, range.lowerBound..<comma) {
                return commands(u, withoutRemark(u, kept))
            }
            // ("wait no that was tom not me, undo that": a sentence that reads as nothing sure, ending in a command of its own
            // after a comma, is that command; a remark before it reading as nothing sure is set aside.)
            if let comma = range.last(where: { c in
                   w[c] == "," && vocabulary.match("command_start", in: w, at: c + 1 < w.count && w[c + 1] == "and" ? c + 2 : c + 1, fuzzy: false) != nil
               }), comma > range.lowerBound, (best(u, range)?.score ?? 0) < 1, !asksForIt(u, range) {
                let next = comma + 1 < range.upperBound && w[comma + 1] == "and" ? comma + 2 : comma + 1
                // (Not a report after a list of reports: "drank 5 glasses, read a chapter, and skipping gym today" is read whole.)
                let head = range.lowerBound..<comma
                // (Nor after parts that each say something: "did yoga this morning, skip gym today bc im sore, and add …".)
                let headParts = w[head].split(separator: ",").map { $0.startIndex..<$0.endIndex }
                if next < range.upperBound, let asked = best(u, next..<range.upperBound), asked.score >= 1, !Self.reports.contains(asked.intent),
                   (best(u, head)?.score ?? 0) < 1, !(headParts.count > 1 && headParts.contains { (best(u, $0)?.score ?? 0) >= 1 }) {
                    return done(u, next..<range.upperBound).map { commands(u, withoutRemark(u, $0)) } ?? []
                }
            }
            return done(u, range).map { commands(u, withoutRemark(u, $0)) } ?? []
        }
        // "i did meditate on sunday and monday. journal just monday": a sentence of nothing but habits and their days,
        // after a report of named habits on named days, is a report of the same kind.
        var clauses: [Range<Int>] = []
        for (k, var parts) in sentences.enumerated() {
            // ("the yoga challenge is finished now, can you archive it": a report just before ending the habit it tells of
            // is why it ends, not a doing of it.)
            if parts.count >= 2, let last = parts.last, let ending = best(u, last), Self.endings.contains(ending.intent),
               last.contains(where: { vocabulary.has("pronoun", w[$0]) }),
               let report = best(u, parts[parts.count - 2]), Self.reports.contains(report.intent),
               let named = report.log?.references.first(where: \.isHabit) {
                parts.remove(at: parts.count - 2)
                memo.reasonHabits[last] = named
            }
            // ("guitar's more of a bonus thing, make it nice to have": a change said of a habit, then said again of "it", is said
            // once, of that habit.)
            if parts.count >= 2, let last = parts.last, last.contains(where: { vocabulary.has("pronoun", w[$0]) }),
               let again = best(u, last), again.habit == .pronoun, Self.edits.contains(again.intent),
               let first = best(u, parts[parts.count - 2]), first.intent == again.intent, case .habit? = first.habit,
               first.tier == again.tier, first.schedule == again.schedule, let named = first.habit {
                parts.remove(at: parts.count - 2)
                memo.reasonHabits[last] = named
            }
            // ("oops didn't mean that, undo": taking back what was just done, said twice over, is done once — by the undo.)
            if parts.count >= 2, let a = best(u, parts[parts.count - 2]), let b = best(u, parts[parts.count - 1]),
               (a.intent == .undo) != (b.intent == .undo), takesBackLast(a), takesBackLast(b) {
                parts.remove(at: a.intent == .undo ? parts.count - 1 : parts.count - 2)
            }
            // (So is one said as the sentence before: "finished my 30 days of cold showers yesterday!! you can archive it now".)
            if k > 0, parts.count == 1, let last = parts.last, last.contains(where: { vocabulary.has("pronoun", w[$0]) }), let before = clauses.last,
               let ending = best(u, last), Self.endings.contains(ending.intent), let report = best(u, before), Self.reports.contains(report.intent),
               let named = report.log?.references.first(where: \.isHabit) {
                clauses.removeLast()
                memo.reasonHabits[last] = named
            }
            // (What follows those parts in the sentence is read on its own: "…, proper creative day lol" is a remark.)
            if k > 0, parts.count == 1, let before = clauses.last, let list = gapped(u, before, rest: parts[0], sentence: true),
               list.first?.lowerBound == parts[0].lowerBound {
                clauses += list
                continue
            }
            clauses += parts
        }
        return clauses
    }

    /// An undo, or a log taken back of nothing but what was just talked about ("didn't mean that", "wait no i didn't").
    private func takesBackLast(_ r: Request) -> Bool {
        if r.intent == .undo { return true }
        guard r.intent == .logClear else { return false }
        guard let log = r.log else { return true }
        return log.days.isEmpty && log.references.allSatisfy { $0 == .pronoun }
    }

    /// Does the clause say something of something or someone — "the gym closes at 10 on weekdays", "my niece reads
    /// every night", "I've got an interview on thursday", "Tom meditates every night", "Sam skipped the gym" — rather
    /// than name an activity? Its first word opens a statement, or a name is followed by what that person does.
    func saysSomethingOf(_ u: Utterance, _ r: Range<Int>, ofOthersOnly: Bool = false) -> Bool {
        guard r.count >= 2 else { return false }
        let w = u.norms, first = w[r.lowerBound], second = w[r.lowerBound + 1]
        let mine = vocabulary.has("possessive", first) || vocabulary.has("first_person", first)
        if vocabulary.has("statement_start", first) && !(ofOthersOnly && mine) { return true }
        // "my sister's choir…", "my niece reads…": someone else's doing, however it starts.
        if first.hasSuffix("'s") || (vocabulary.has("possessive", first) && (second.hasSuffix("'s") || vocabulary.has("person_word", second))) { return true }
        return someoneElse(u, r)
    }

    /// "yoga's just a bonus one", "yoga is more of a must": a part that opens with the name of a habit asked for earlier in
    /// the message, then a copula (or "'s"), then only its tier or schedule — which draft, and what it says.
    func settingsOfDraft(_ drafts: [HabitDraft], _ w: [String]) -> (Int, Tier?, Schedule?)? {
        for (index, draft) in drafts.enumerated() {
            guard let name = draft.name?.lowercased() else { continue }
            let said = tokenize(name)
            guard !said.isEmpty, said.count < w.count else { continue }
            var k: Int
            if w.starts(with: said.dropLast()), w[said.count - 1] == said[said.count - 1] + "'s" { k = said.count }
            else if w.starts(with: said), let n = vocabulary.match("copula", in: w, at: said.count, fuzzy: false) { k = said.count + n }
            else { continue }
            var tier: Tier? = nil, schedule: Schedule? = nil
            while k < w.count {
                if tier == nil, let (t, n) = extract.tierAt(w, k, needsLead: false) { tier = t; k += n; continue }
                if schedule == nil, let (s, n) = extract.scheduleAt(w, k) { schedule = s; k += n; continue }
                guard language.lightWords.contains(w[k]) || vocabulary.has("one_word", w[k]) || vocabulary.has("settings_joiner", w[k]) else { return nil }
                k += 1
            }
            return tier != nil || schedule != nil ? (index, tier, schedule) : nil
        }
        return nil
    }

    /// "…. actually scratch the running", "oh wait, forget the reading bit": the words naming one thing the clause takes
    /// back of what came before it, or nil. (Whether they name something said before is the dialogue's to check.)
    func retracted(_ u: Utterance, _ clause: Range<Int>) -> [String]? {
        let w = u.norms
        var end = clause.upperBound
        while end > clause.lowerBound, [",", ".", "!"].contains(w[end - 1]) { end -= 1 }
        var k = clause.lowerBound
        // (Words of taking back may lead in — "wait no forget the running" — unless they are the verb itself: "never mind
        // the reading".)
        while k < end {
            if let n = vocabulary.match("retract_verb", in: w, at: k, fuzzy: false), k + n < end,
               vocabulary.match("take_back", in: w, at: k + n, fuzzy: false) == nil, vocabulary.match("retract_verb", in: w, at: k + n, fuzzy: false) == nil {
                k += n
                if k < end, determiner(w[k]) { k += 1 }
                while end > k, let m = vocabulary.matchEnding("retract_tail", in: w, at: end, after: k) { end -= m }
                return end > k && !w[k..<end].contains(",") ? Array(w[k..<end]) : nil
            }
            if w[k] == "," { k += 1; continue }
            guard let n = ["take_back", "correction_word", "filler_start"].lazy.compactMap({ self.vocabulary.match($0, in: w, at: k, fuzzy: false) }).first else { return nil }
            k += n
        }
        return nil
    }

    /// "did physio but only about half of it": the words after a clause, up to the next clause, set aside as a remark on it,
    /// say it was done only in part.
    func partlyAfter(_ u: Utterance, _ clause: Range<Int>, next: Int) -> Bool {
        let w = u.norms
        var k = clause.upperBound
        while k < next, w[k] == "," { k += 1 }
        // (After "but", or said straight on: "…, only half of it" — not "and then got distracted", which is something else.)
        guard k < next, vocabulary.has("but_word", w[k]) || vocabulary.has("only_word", w[k]) || vocabulary.match("partial_cue", in: w, at: k, fuzzy: false) != nil else { return false }
        // (To the next comma: "…, and no walk" after it is another thing.)
        let gap = k..<(((k + 1)..<next).first { [",", "."].contains(w[$0]) } ?? next)
        return gap.contains { vocabulary.match("partial_cue", in: w, at: $0, fuzzy: false) != nil }
            && resolver.habitWithin(Array(w[gap]), raw: "") == nil
    }

    /// Whether two names name one thing, one of them perhaps in the plural: "coffee" and "coffees", "glass of water" and
    /// "glasses of water".
    func sameThing(_ a: [String], _ b: [String]) -> Bool {
        guard a.count == b.count, !a.isEmpty else { return false }
        return zip(a, b).allSatisfy { x, y in x == y || x + "s" == y || y + "s" == x || x + "es" == y || y + "es" == x }
    }

    /// "make the jogging twice a week, let's be realistic": a remark after a change, naming no habit, day, schedule,
    /// time or number and read as nothing of its own, is set aside when the whole reads as nothing sure. (Not after a
    /// report, whose asides are its own, nor words that take it back: "stretching done, just kidding".)
    func withoutRemark(_ u: Utterance, _ range: Range<Int>) -> Range<Int> {
        let w = u.norms
        // (Or, with no comma, a sentence of its own after the request — "undo that i lied lmao": "I", then what I did.)
        // (After two words at least: "oops i meant yoga" is one correction.)
        // ("…undo that lol i havent yet": or what I haven't done.)
        let ownSentence = range.dropFirst(2).first { k in
            vocabulary.has("first_person", w[k]) && (((k + 1)..<range.upperBound).contains { extract.pastTense(w[$0]) }
                || vocabulary.match("take_back", in: w, at: k, fuzzy: false) != nil
                || (k + 2 < range.upperBound && vocabulary.has("auxiliary", w[k + 1]) && vocabulary.has("negation", w[k + 2])))
            // ("actually make it 3 who am i kidding": or a question to oneself, its verb before its subject.)
            || (vocabulary.has("question_start", w[k]) && vocabulary.match("question_start", in: w, at: k + 1, fuzzy: false) != nil)
        }
        guard let comma = range.last(where: { w[$0] == "," }) ?? ownSentence, comma > range.lowerBound, comma + 1 < range.upperBound,
              (best(u, range)?.score ?? 0) < 1 else { return range }
        let tail = (w[comma] == "," ? comma + 1 : comma)..<range.upperBound
        // (A day said as what the remark is about — "today's been chaos" — is no day of the change; a number in a sentence
        // with its own subject counts something of its own: "…, who am i kidding with two under three".)
        let ownSubject = ["first_person", "question_start"].contains { vocabulary.match($0, in: w, at: tail.lowerBound, fuzzy: false) != nil }
        let says = tail.contains { k in
            // ("…, wrong one": a "one" after a word of its own counts nothing.)
            extract.scheduleAt(w, k) != nil || extract.timeAt(w, k) != nil
                || (!ownSubject && extract.plainNumberAt(w, k) != nil && !(k > tail.lowerBound && vocabulary.has("one_word", w[k])))
                || extract.dayAt(w, k, today: today).map { vocabulary.match("copula", in: w, at: k + $0.1, fuzzy: false) == nil
                    // ("…, today i stayed in bed": nor one said before a subject of its own.)
                    && !(k + $0.1 < range.upperBound && vocabulary.has("first_person", w[k + $0.1])) } == true
        }
        // (Taking back starts the remark — "…, jk", "…, no wait" — not "…, who am i kidding"; a denial may be anywhere.)
        let takesBack = ["take_back", "correction_word"].contains { vocabulary.match($0, in: w, at: tail.lowerBound, fuzzy: false) != nil }
            || tail.contains { k in
                ["deny", "negation"].contains { vocabulary.match($0, in: w, at: k, fuzzy: false) != nil }
                    // ("…, never happens on work days": how often, said with a "no", takes nothing back.)
                    && (vocabulary.match("how_often_negation", in: w, at: k, fuzzy: false) == nil || vocabulary.match("take_back", in: w, at: k, fuzzy: false) != nil)
            }
        // (The words of a day name no habit: "this morning has been a blur" with a habit "Morning walk".)
        var dayWords = Set<Int>()
        for k in tail where !dayWords.contains(k) { if let (_, n) = extract.dayAt(w, k, today: today) { dayWords.formUnion(k..<(k + n)) } }
        // (Taking back after "undo that" says the same: "undo that, i lied".)
        guard let head = best(u, range.lowerBound..<comma) else { return range }
        let undoes = [.undo, .cancel].contains(head.intent) && head.score >= 1
        guard !says, !takesBack || undoes, resolver.habitWithin(tail.filter { !dayWords.contains($0) }.map { w[$0] }, raw: "") == nil, (best(u, tail)?.score ?? 0) < 1,
              undoes || Self.changesOrCorrections.contains(head.intent) && !Self.reports.contains(head.intent)
                // (A correction said short reads less surely: "actually twice, the hotel pool is tiny lol".)
                && head.score >= (vocabulary.match("correction_word", in: w, at: range.lowerBound, fuzzy: false) != nil ? 1 : 2)
        else { return range }
        return range.lowerBound..<comma
    }

    /// Whether some run of the message's words in `range` names one habit: `resolver.habitWithin(words) != nil` for those
    /// words, answered from the runs inside it, so that the many ranges a pattern tries share their runs' answers.
    func habitInside(_ u: Utterance, _ range: Range<Int>) -> Bool {
        guard !range.isEmpty else { return false }
        if let known = memo.habitInside[range] { return known }
        let ids = memo.wordIDs ?? resolver.wordIDs(u.norms)
        memo.wordIDs = ids
        // (The shorter runs first: a name is a few words, and once one is found the long runs needn't be read.)
        let found = (range.count > 1 && (habitInside(u, (range.lowerBound + 1)..<range.upperBound) || habitInside(u, range.lowerBound..<(range.upperBound - 1))))
            || resolver.habitOfRun(u.norms[range], ids: ids[range]) != nil
        memo.habitInside[range] = found
        return found
    }

    /// What joins the names of a list said where one habit is expected ("flossing and vitamins").
    static let listJoiners: Set<String> = ["and", ",", "&"]

    /// The habits of a list's parts, in order, when there are two or more and each names a habit of its own (the whole
    /// name, or, `within`, a habit inside the part's words: "take my vitamins"); else nil.
    func habitsListed(_ parts: [[String]], within: Bool) -> [UUID]? {
        let ids = parts.compactMap { part -> UUID? in
            let found = within ? resolver.habitWithin(part, raw: "")?.0 : resolver.habit(part, raw: "")
            if case .habit(let id)? = found { return id } else { return nil }
        }
        return ids.count == parts.count && ids.count > 1 && Set(ids).count == ids.count ? ids : nil
    }

    /// "the", "a", "my", "their": a word that says a thing is meant, not a doing.
    func determiner(_ word: String) -> Bool { vocabulary.has("possessive", word) || vocabulary.has("article", word) }

    /// Where a request to the coach starts inside a clause, after a remark with no break ("i keep forgetting the plants
    /// can we do a habit for watering them"): "can you", "could we" — "please" alone is no start.
    func requestInside(_ u: Utterance, _ r: Range<Int>) -> Int? {
        r.dropFirst(2).first { vocabulary.match("request_start", in: u.norms, at: $0, fuzzy: false) != nil && !vocabulary.has("politeness", u.norms[$0]) }
    }

    /// Where a remark gives way to what follows from it, said with no break: "my rota changed again so can yoga be twice a week",
    /// "got more days off this month so bump my workout group up to 2". (What follows must read as a request of its own.)
    func resultInside(_ u: Utterance, _ r: Range<Int>) -> Int? {
        r.dropFirst(2).first { k in
            // (Not what I did or do because of it: "…so i skipped meditating" tells more of the remark.)
            // (But "…so i need to change cook dinner" asks: a wish of mine after it leads into a request.)
            guard let n = vocabulary.match("result_link", in: u.norms, at: k, fuzzy: false) else { return false }
            // (Nor a skip I'm making now: "…so im skipping my run today" asks it.)
            let skipping = ((k + n + 1)..<max(k + n + 1, min(r.upperBound, k + n + 4))).contains { vocabulary.has("skip_word", u.norms[$0]) && !extract.pastTense(u.norms[$0]) }
            return k + n < r.upperBound && (!vocabulary.has("first_person", u.norms[k + n]) || skipping
                || vocabulary.match("want_prefix", in: u.norms, at: k + n, fuzzy: false) != nil)
        }
    }

    /// Does the clause open with someone's name and what they did or do ("Sam skipped the gym", "Tom meditates every
    /// night")? The name is written with a capital, is no habit's word and no activity, and a verb follows it.
    /// Whether the clause opens with someone else — a word for a person ("wife", "my mate", "the kids") or "she", "he",
    /// "they" — and then, within a word (a name: "my mate jake"), what they did or do. Not when I am one of them ("my
    /// wife and i went for a walk"), nor when the words name a habit ("dog walk done").
    func othersDoing(_ u: Utterance, _ r: Range<Int>) -> Bool {
        let w = u.norms
        var k = r.lowerBound
        if k < r.upperBound, vocabulary.has("possessive", w[k]) || vocabulary.has("article", w[k]) {
            k += 1
            // ("my little sister", "my older brother": a word or two saying which one, before the person.)
            if let j = (k..<min(r.upperBound, k + 3)).first(where: { vocabulary.has("person_word", w[$0]) }),
               !(k..<j).contains(where: { extract.pastTense(w[$0]) || vocabulary.has("conjunction", w[$0]) || resolver.namesWord(w[$0]) }) {
                k = j
            }
        }
        guard k + 1 < r.upperBound, vocabulary.has("person_word", w[k]) || vocabulary.has("third_person", w[k]) else { return false }
        if let (_, span) = resolver.habitWithin(Array(w[k..<min(r.upperBound, k + 3)]), raw: ""), span.lowerBound == 0 { return false }
        if w[k + 1] == "and", k + 2 < r.upperBound, vocabulary.has("first_person", w[k + 2]) { return false }
        func doing(_ j: Int) -> Bool {
            j < r.upperBound && (extract.pastTense(w[j]) || vocabulary.has("copula", w[j]) || (w[j].hasSuffix("s") && !w[j].hasSuffix("ss") && w[j].count > 3))
        }
        return doing(k + 1) || (!vocabulary.has("conjunction", w[k + 1]) && doing(k + 2))
    }

    func someoneElse(_ u: Utterance, _ r: Range<Int>) -> Bool {
        guard r.count >= 3 else { return false }
        let w = u.norms, first = w[r.lowerBound], second = w[r.lowerBound + 1]
        // (Written in lower case, a name needs the words after it to say it is someone else: "jess went on the walk by
        // herself", "tom reckons he did the dishes" — not "jsut did my walk".)
        let named = u.tokens[r.lowerBound].raw.first?.isUppercase == true
            || (personName(first) && r.dropFirst(2).contains { vocabulary.has("third_person_ref", w[$0]) })
        guard named, first != "i", !extract.pastTense(first),
              !vocabulary.has("statement_start", first), !vocabulary.has("filler_start", first), !reader.namesActivity([first]),
              resolver.habitWithin([first], raw: "") == nil else { return false }
        return extract.pastTense(second) || (second.hasSuffix("s") && !second.hasSuffix("ss"))
    }

    /// A clause without what it says wasn't done: "did yoga instead of going for a run" is about yoga;
    /// "instead of reading, I scrolled" is about the scrolling. Those words are accounted for as the thing not
    /// done, and never read as a habit, a log or a change. Nil when nothing can be kept (a contrast at the start
    /// with no comma after its object: where the object ends can't be told).
    func done(_ u: Utterance, _ range: Range<Int>) -> Range<Int>? {
        let w = u.norms
        // "exams are done so can you archive the study habit": what comes before "so" is the reason for the request
        // after it — when the whole reads as nothing ("I'm travelling next week so pause everything" reads whole).
        // ("my hip is rather sore today so I'm giving the balance exercises a miss": or a sure skip of its own.)
        if let k = range.dropFirst().first(where: { w[$0] == "so" }), k + 1 < range.upperBound,
           ["command_start", "request_start", "edit_verb"].contains(where: { vocabulary.match($0, in: w, at: k + 1, fuzzy: false) != nil })
            || (vocabulary.has("first_person", w[k + 1]) && best(u, (k + 1)..<range.upperBound).map({ $0.intent == .logSkip && $0.score >= 2 }) ?? false),
           (best(u, range)?.score ?? 0) < 1,
           // (Not when what comes before reports habits of its own: "took my meds and …, but im wiped so skipping journaling".)
           !(best(u, range.lowerBound..<k).map { Self.reports.contains($0.intent) && $0.score >= 1 && !($0.log?.references.isEmpty ?? true) } ?? false) {
            // ("work offsite on friday so skip swim that day": the day said before "so" is the day of what follows, when it
            // says none of its own.)
            let after = (k + 1)..<range.upperBound
            if let at = (range.lowerBound..<k).first(where: { extract.daysAt(Array(w[..<k]), $0, today: today) != nil }),
               var days = extract.daysAt(Array(w[..<k]), at, today: today)?.0,
               !after.contains(where: { extract.daysAt(w, $0, today: today) != nil }), let kept = done(u, after) {
                // (A weekday said with no past tense before a skip is the coming one: "work offsite on friday so skip …".)
                let past = (range.lowerBound..<k).contains { extract.pastTense(w[$0]) }
                if !past, vocabulary.lookup("weekday", in: w, at: at + (["on", "this"].contains(w[at]) ? 1 : 0), fuzzy: false) != nil,
                   after.contains(where: { vocabulary.has("skip_word", w[$0]) }) {
                    days = days.map { $0 < today ? $0.adding(days: 7) : $0 }
                }
                memo.contrastDays[kept] = days
                return kept
            }
            return done(u, after)
        }
        // "i keep forgetting the plants can we do a habit for watering them": a request said after what led to it, with no
        // break between — when the whole reads as nothing sure.
        // (Not a request only for what came before, which is read with it: "ive started intermittent fasting, can u add it".)
        if let k = requestInside(u, range), (best(u, range)?.score ?? 0) < 1, resolver.habitWithin(Array(w[range.lowerBound..<k]), raw: "") == nil,
           !asksForIt(u, range) {
            // ("my water goal is 2500 ml a day, can you track it for me": a request that reads as nothing of its own — "it"
            // is what was said before — leaves what was said before to be read.)
            var end = k
            while end > range.lowerBound, [",", "-", "."].contains(w[end - 1]) { end -= 1 }
            // ("actually make it 3, let's be realistic": so does one that is only a remark after a sure request.)
            if best(u, k..<range.upperBound) == nil, end > range.lowerBound, let lead = best(u, range.lowerBound..<end), lead.score >= 1,
               (k..<range.upperBound).contains(where: { vocabulary.has("pronoun", w[$0]) }) || lead.score >= 2 {
                return done(u, range.lowerBound..<end)
            }
            return done(u, k..<range.upperBound)
        }
        // ("way too wet to cycle today so i hit the gym this morning": what I did because of a remark, when the whole reads as
        // nothing sure, is read on its own.)
        if let k = range.dropFirst(2).first(where: { k in
               vocabulary.match("result_link", in: w, at: k, fuzzy: false).map { k + $0 < range.upperBound && vocabulary.has("first_person", w[k + $0]) } ?? false
           }), (best(u, range)?.score ?? 0) < 1, let n = vocabulary.match("result_link", in: w, at: k, fuzzy: false),
           let said = best(u, (k + n)..<range.upperBound), Self.reports.contains(said.intent), said.score >= 2 {
            return done(u, (k + n)..<range.upperBound)
        }
        // "ok catching up: flossed mon and tue, gym on monday": a lead-in before a colon that names no habit and no day,
        // when the whole reads as nothing sure and what follows the colon does.
        // (A short lead-in of logging — "catch up time:" — is set aside whatever the whole reads as.)
        if let colon = range.dropFirst().first(where: { w[$0] == ":" }), colon + 1 < range.upperBound,
           (best(u, range)?.score ?? 0) < 1
            || (colon - range.lowerBound <= 3 && (range.lowerBound..<colon).contains { vocabulary.match("report_word", in: w, at: $0, fuzzy: false) != nil }),
           resolver.habitWithin(Array(w[range.lowerBound..<colon]), raw: "") == nil,
           !(range.lowerBound..<colon).contains(where: { extract.dayAt(w, $0, today: today) != nil }),
           let after = done(u, (colon + 1)..<range.upperBound), commands(u, after).contains(where: { (best(u, $0)?.score ?? 0) >= 2 }) {
            return after
        }
        // "snacking fail: ate a whole sharing bag of crisps last night": a sure report with no day before a colon, then what
        // happened — naming no habit and reading as nothing sure — is that report, on the day what happened says.
        // (With no day said after the colon, what follows is a note: "journaled for 10 minutes: wrote about the move".)
        if let colon = range.dropFirst().first(where: { w[$0] == ":" }), colon + 1 < range.upperBound,
           case let after = (colon + 1)..<range.upperBound, let at = after.first(where: { extract.dayAt(w, $0, today: today) != nil }),
           let (day, _) = extract.dayAt(w, at, today: today),
           let head = done(u, range.lowerBound..<colon), !head.contains(where: { extract.dayAt(w, $0, today: today) != nil }),
           let said = best(u, head), Self.reports.contains(said.intent), said.score >= 2,
           (best(u, after)?.score ?? 0) < 2, resolver.habitWithin(Array(w[after]), raw: "") == nil {
            memo.contrastDays[head] = [day]
            return head
        }
        // "I tend to do my check-ins the morning after, so this is for yesterday: flossed, …": a remark before a comma, then
        // a lead-in with a day before a colon — what is read is from the lead-in on.
        if let colon = range.dropFirst().first(where: { w[$0] == ":" }), colon + 1 < range.upperBound,
           let comma = (range.lowerBound..<colon).last(where: { w[$0] == "," }), comma > range.lowerBound, comma + 1 < colon,
           (best(u, range)?.score ?? 0) < 2 {
            let lead = (comma + 1)..<colon
            if let at = lead.first(where: { extract.daysAt(Array(w[..<colon]), $0, today: today) != nil }),
               let (_, n) = extract.daysAt(Array(w[..<colon]), at, today: today), at + n == colon,
               logReader.onlyLogWords(w, lead.lowerBound..<at), let whole = best(u, (comma + 1)..<range.upperBound), whole.score >= 2 {
                return (comma + 1)..<range.upperBound
            }
        }
        // "retired life 😊 what have i got left to do today": a question after a remark, with no break between.
        if let k = range.dropFirst(2).first(where: { vocabulary.has("wh_word", w[$0]) }), (best(u, range)?.score ?? 0) < 1,
           (best(u, k..<range.upperBound)?.score ?? 0) >= 2 {
            return done(u, k..<range.upperBound)
        }
        // "make the swimming 3 times not 2", "that was yesterday not today": a value after "not" at the end is the one
        // meant before, not what is asked ("I did not run" keeps its "not": a verb follows it, and a helper comes first;
        // "… but not on weekends" is an exception, kept).
        // ("…yesterday not today sorry": a filler at the end is no part of the value.)
        let coreEnd = max(range.lowerBound, core(u, range).upperBound)
        if let k = range.last(where: { w[$0] == "not" }), k > range.lowerBound + 1, coreEnd - k - 1 >= 1, coreEnd - k - 1 <= 3,
           !vocabulary.has("auxiliary", w[k - 1]), !vocabulary.has("conjunction", w[k - 1]) {
            // (Only when what is kept says a value of the same kind: "I did yoga not today" keeps its "not today".)
            let rest = Array(w[(k + 1)..<coreEnd]), kept = Array(w[range.lowerBound..<k])
            func has(_ read: ([String], Int) -> Bool) -> Bool { kept.indices.contains { read(kept, $0) } }
            let number = extract.numberAt(rest, 0).map { $0.1 == rest.count } ?? false
            let day = extract.dayAt(rest, 0, today: today).map { $0.1 == rest.count } ?? false
            let value = (number && has { extract.numberAt($0, $1) != nil })
                || (day && has { extract.dayAt($0, $1, today: today) != nil })
                || (extract.schedule(rest) != nil && extract.findSchedule(kept, in: 0..<kept.count) != nil)
                || (extract.time(rest) != nil && has { extract.timeAt($0, $1) != nil })
                // ("oops i meant yoga not stretching", "skip yoga not reading": a habit, named after "not", isn't meant.)
                || resolver.habit(rest, raw: "").isHabit
            if value {
                let kept = range.lowerBound..<(w[k - 1] == "," ? k - 1 : k)
                if case let denied = resolver.habit(rest, raw: ""), denied.isHabit { memo.deniedHabits[kept] = denied }
                return done(u, kept)
            }
        }
        // "did yoga this morning but not the reading, will try later", "walked the dog sun and mon but not yesterday": a
        // habit or a day said not to have been done, after a report, is no part of it (nor a remark after it).
        if let k = range.dropFirst().first(where: { vocabulary.has("conjunction", w[$0]) && $0 + 2 < range.upperBound && ["not", "no"].contains(w[$0 + 1]) }) {
            let end = ((k + 2)..<range.upperBound).first { w[$0] == "," } ?? range.upperBound
            let excluded = Array(w[(k + 2)..<end])
            let day = extract.daysAt(excluded, 0, today: today).map { $0.1 == excluded.count } ?? false
            // ("… but no floss today": a habit, with the day said for all.)
            let named = excluded.indices.first { i in extract.daysAt(excluded, i, today: today).map { i + $0.1 == excluded.count } ?? false }
                .map { Array(excluded[..<$0]) } ?? excluded
            let habit = !named.isEmpty && resolver.habit(named, raw: "").isHabit
            let restStartsNothing = end == range.upperBound || !((end + 1)..<range.upperBound).prefix(1).contains { next in
                vocabulary.match("command_start", in: w, at: next, fuzzy: false) != nil || reportsPast(u, next..<range.upperBound)
            }
            if day || habit, restStartsNothing, let report = best(u, range.lowerBound..<k), Self.reports.contains(report.intent), report.score >= 2 {
                return done(u, range.lowerBound..<k)
            }
        }
        guard let k = range.first(where: { vocabulary.match("contrast", in: w, at: $0, fuzzy: false) != nil && !u.tokens[$0].quoted })
        else { return range }
        // "I keep scrolling instead of reading": what keeps happening in place of a habit asks for a tip about it.
        if let whole = best(u, range, only: [.askTip]), whole.score >= 2 { return range }
        if k > range.lowerBound {
            // "doomscrolled instead of reading last night": a day said after it is the day of what was done.
            let kept = range.lowerBound..<k
            if let day = (k..<range.upperBound).lazy.compactMap({ i in self.extract.daysAt(Array(w[..<range.upperBound]), i, today: self.today)?.0 }).first {
                memo.contrastDays[kept] = day
            }
            // ("… instead of watching youtube, every night": a schedule after the thing not done, past a comma, is the
            // kept part's.)
            if let comma = (k..<range.upperBound).first(where: { w[$0] == "," }), comma + 1 < range.upperBound,
               let (schedule, span) = extract.findSchedule(w, in: (comma + 1)..<range.upperBound), span.upperBound == range.upperBound {
                memo.contrastSchedules[kept] = schedule
            }
            return done(u, kept)
        }
        // ("instead of having to do both can yoga and running go in one group": what is set aside ends where a request
        // starts.)
        // (The first place from which the rest reads surely.)
        if let j = ((k + 3)..<range.upperBound).first(where: { j in
            w[j - 1] != "," && (best(u, j..<range.upperBound)?.score ?? 0) >= 2
        }) {
            return done(u, j..<range.upperBound)
        }
        guard let comma = range.first(where: { w[$0] == "," }), comma + 1 < range.upperBound else { return nil }
        return done(u, (comma + 1)..<range.upperBound)
    }

    /// One clause cut where a new command starts after "," or "and" — "yoga done, skipped the run", "rename gym
    /// to Weights and make it 4 times a week" — when what comes before is a request on its own.
    func commands(_ u: Utterance, _ range: Range<Int>) -> [Range<Int>] {
        let w = u.norms
        // ("archive duolingo, not doing it anymore but dont delete my history": after a change, "but" and a change not to
        // make says what the change must not do; the change asked for is read without it — unless it is that very change.)
        for k in range where k > range.lowerBound && vocabulary.has("but_word", w[k]) && k + 3 < range.upperBound
            && vocabulary.has("auxiliary", w[k + 1]) && vocabulary.has("negation", w[k + 2])
            && vocabulary.match("edit_verb", in: w, at: k + 3, fuzzy: false) != nil {
            let kept = withoutRemark(u, range.lowerBound..<k)
            if let head = best(u, kept), Self.changes.subtracting(Self.reports).contains(head.intent), head.score >= 2,
               best(u, (k + 3)..<range.upperBound)?.intent != head.intent {
                return commands(u, kept)
            }
        }
        var k = range.lowerBound + 1
        while k < range.upperBound - 1 {
            defer { k += 1 }
            // A check mark ends what it marks: "yoga ✅ reading ❌".
            let afterMark = (w[k - 1] == "✅" || w[k - 1] == "❌") && !["and", ",", "but", "✅", "❌"].contains(w[k])
            guard afterMark || w[k] == "," || w[k] == "and" || w[k] == "but", !u.tokens[k].quoted else { continue }
            // ("meditated sat, sun and monday": a comma inside a list of days cuts nothing.)
            if w[k] == ",", k + 1 < range.upperBound, vocabulary.lookup("weekday", in: w, at: k - 1, fuzzy: false) != nil,
               vocabulary.lookup("weekday", in: w, at: k + 1, fuzzy: false) != nil { continue }
            // ("read monday and yesterday, flossed …": "and" between two days joins the days, whatever follows them.)
            if w[k] == "and", k + 1 < range.upperBound, extract.dayAt(w, k + 1, today: today) != nil,
               (max(range.lowerBound, k - 4)..<k).contains(where: { j in extract.dayAt(w, j, today: today).map { j + $0.1 == k } ?? false }) { continue }
            if w[k] == "," || w[k] == "and", let list = gapped(u, range.lowerBound..<k, rest: k..<range.upperBound) { return [range.lowerBound..<k] + list }
            var next = afterMark ? k : k + 1
            while next < range.upperBound, w[next] == "," || vocabulary.has("part_lead", w[next]) { next += 1 }
            // "ran today, wait no I walked": what follows takes the first part back; it starts no command of its own —
            // unless it puts the first part right: "read last night, no wait, it was the night before", "meditated and
            // read, oh wait not read, i journaled" (both are read, the first part first).
            // ("went to the gym today... well no, i drove there": after a filler word too.)
            var back = next
            while back < range.upperBound, !takesBack(u, back), let n = vocabulary.match("filler_start", in: w, at: back, fuzzy: false) { back += n }
            if !takesBack(u, back) { back = next }
            // (Not "no" before a thing: "add no energy drinks and no gambling" — nor what the whole already reads with its
            // correction: "ran today, no wait, yesterday", "did my squats, i mean planks", "make it 3.. no wait 2".)
            let correcting = vocabulary.match("correction_word", in: w, at: next, fuzzy: false) != nil
                && (!vocabulary.has("none_word", w[next]) || (next + 1 < range.upperBound && (w[next + 1] == ","
                    || ["correction_word", "take_back"].contains { vocabulary.match($0, in: w, at: next + 1, fuzzy: false) != nil })))
            if takesBack(u, back) || correcting {
                // (There must be something before to put right: "wait no, I meant I did guitar" is one correction.)
                let saysSomething = (range.lowerBound..<k).contains { j in
                    w[j] != "," && !["take_back", "correction_word", "deny", "filler_start", "hedge"].contains { vocabulary.match($0, in: w, at: j, fuzzy: false) != nil }
                }
                if saysSomething, !readsWithItsCorrection(u, range), repairs(u, back..<range.upperBound) {
                    return [range.lowerBound..<k] + commands(u, back..<range.upperBound)
                }
                if takesBack(u, back) { continue }
            }
            // ("…then got distracted by literally everything but i did walk the dog eventually": after a contrast, a sure
            // report of a habit there is, with a verb of its own, after words that name none, is that report — what came
            // before it is a remark. "everything but walk today" is no such report.)
            // ("roommate left donuts out and i snacked all last night": or after "and", a report with "I" of its own.)
            if vocabulary.has("but_word", w[k]) || (w[k] == "and" && next < range.upperBound && vocabulary.has("first_person", w[next])),
               next < range.upperBound, let after = best(u, next..<range.upperBound), Self.reports.contains(after.intent), after.score >= 2, !after.meaning.verbless,
               after.log?.references.contains(where: \.isHabit) ?? false,
               resolver.habitWithin(Array(w[range.lowerBound..<k]), raw: "") == nil,
               (best(u, range.lowerBound..<k).map { $0.score < 1 } ?? true) {
                return commands(u, next..<range.upperBound)
            }
            // "meditated ✅ journaled ✅ walk ❌": a check mark ends what it marks, whatever follows.
            if afterMark, (range.lowerBound..<k).contains(where: { !["✅", "❌"].contains(w[$0]) }) {
                return [range.lowerBound..<k] + commands(u, next..<range.upperBound)
            }
            var verb = next
            if verb < range.upperBound, w[verb] == "i" { verb += 1 }
            // ("…, and can you remind me to take them at 8am": a request starts after its polite opening.)
            if let n = vocabulary.match("request_start", in: w, at: verb, fuzzy: false), verb + n < range.upperBound { verb += n }
            // "yoga done, reading not done": two reports that say different things of their habits.
            func differentReports() -> Bool {
                // ("did my stretches but no run today": "but" between them too.)
                guard afterMark || w[k] == "," || w[k] == "but", let first = best(u, range.lowerBound..<k), let second = best(u, next..<range.upperBound) else { return false }
                return Self.reports.contains(first.intent) && Self.reports.contains(second.intent) && first.intent != second.intent
                    && first.score >= 2 && second.score >= 2
            }
            // "water's a must, reading is more of a nice to have", "make flossing optional and journaling a must-do": two
            // changes, each of its own habit.
            // ("make reading and meditation must-dos, and guitar + flossing can be nice to have": of habits listed, too.)
            func twoChanges() -> Bool {
                guard let first = best(u, range.lowerBound..<k), let second = best(u, next..<range.upperBound) else { return false }
                // ("archive the clarinet but keep the flute", "…, archive that one but keep the flute": or a change, and another
                // habit left as it is.)
                let keeps = second.intent == .keepHabit && vocabulary.has("but_word", w[k])
                guard Self.changes.contains(first.intent), Self.changes.contains(second.intent) || keeps, !Self.reports.contains(first.intent),
                      first.score >= (keeps ? 1 : 2), second.score >= 2 else { return false }
                // (A group's change and a habit's too: "rename the work group to focus, and call inbox zero 'email'".)
                func named(_ r: Request) -> Set<UUID> {
                    switch r.habit {
                    case .habit(let id)?: return [id]
                    case .ambiguous(let ids)? where r.listed: return Set(ids)
                    default:
                        let ids = r.habits.compactMap { reference -> UUID? in if case .habit(let id) = reference { return id } else { return nil } }
                        if !ids.isEmpty { return Set(ids) }
                        if case .group(let id)? = r.group { return [id] } else { return [] }
                    }
                }
                let a = named(first), b = named(second)
                // (Not when the whole reads as one change naming them all: "create a group called Move with running and gym, pick 2".)
                if let whole = best(u, range), whole.score >= 2, !b.isEmpty, b.isSubset(of: named(whole)) { return false }
                // ("add a cold shower to my morning routine and take journal out of it": a new habit, then a change of one there is.)
                let adds = first.intent == .addHabit && second.intent != .addHabit && first.drafts.contains { $0.name != nil && $0.leftover != true }
                return (!a.isEmpty || adds || (keeps && first.habit == .pronoun)) && !b.isEmpty && a.isDisjoint(with: b)
            }
            // "add stretching every morning and i also want to ring my mum once a week": two new habits, each asked for
            // with its own words and schedule.
            func twoAdds() -> Bool {
                guard let first = best(u, range.lowerBound..<k), let second = best(u, next..<range.upperBound),
                      first.intent == .addHabit, second.intent == .addHabit, first.score >= 2, second.score >= 2 else { return false }
                // (Not when the whole already reads as one add of them all: "add running 3 times a week and reading every day".)
                if let whole = best(u, range), whole.intent == .addHabit, whole.drafts.count > 1, whole.drafts.allSatisfy({ $0.name != nil }) { return false }
                return first.drafts.count == 1 && second.drafts.count == 1 && first.drafts[0].name != nil && second.drafts[0].name != nil
                    && first.drafts[0].schedule != nil && second.drafts[0].schedule != nil
            }
            // "i work 9-5 most days, and i get up at 6:45": what is said of one's day is a part of its own.
            // ("I get up at 6 and go to bed at 11": the second part takes the first's "I".)
            func saysOfTheDay() -> Bool {
                let first = best(u, range.lowerBound..<k).map { $0.intent == .setProfile && $0.score >= 2 } ?? false
                if first, best(u, next..<range.upperBound) == nil, let more = extract.profileStatement(Array(w[next..<range.upperBound])) {
                    memo.profileParts[next..<range.upperBound] = more
                    return true
                }
                return first || (best(u, next..<range.upperBound).map { $0.intent == .setProfile && $0.score >= 2 } ?? false)
            }
            // "did meditate + read 2day, strech tmrw prob": after a comma, a part with a day of its own, other than the day
            // of the part before, is a command of its own (here a plan, never a log of today). So after "and":
            // "meditaed yesturday and walkd the dog this mornin".
            func ownDay() -> Bool {
                func day(_ r: Range<Int>) -> Day? { r.lazy.compactMap { self.extract.dayAt(w, $0, today: self.today)?.0 }.first }
                // ("made the bed and emptied the dishwasher, but was on my phone at dinner again last night": after a
                // contrast, the day of the part that follows is its own, never lent to the part before.)
                let contrast = (k..<next).contains { vocabulary.has("but_word", w[$0]) }
                if contrast, day(range.lowerBound..<k) == nil, day(next..<range.upperBound) != nil,
                   resolver.habitWithin(Array(w[next..<range.upperBound]), raw: "") != nil,
                   let first = best(u, range.lowerBound..<k), Self.reports.contains(first.intent), first.score >= 2 { return true }
                guard w[k] == "," || w[k] == "and" else { return false }
                // (The day of the part after "and" is said before its next comma: "yesterday i read and walked, today only
                // meditated" cuts at the comma, not at "and".)
                let partEnd = w[k] == "and" ? (next..<range.upperBound).first(where: { w[$0] == "," }) ?? range.upperBound : range.upperBound
                // (A part cut from the sentence before it has the day said there: "yesterday i read and walked, today …".)
                let sentenceStart = w[..<range.lowerBound].lastIndex(of: ".").map { $0 + 1 } ?? 0
                guard let before = day(range.lowerBound..<k) ?? day(sentenceStart..<range.lowerBound), let after = day(next..<partEnd), before != after
                else { return false }
                // (It names a habit of its own: "…, yesterday and today" and "…, sorry, tuesday" are more days of the same.
                // Or it says an amount of its own after one: "had 7 yesterday, 8 on monday and only 6 on friday".)
                func counts(_ r: Range<Int>) -> Bool { r.contains { extract.numberAt(w, $0) != nil && extract.dayAt(w, $0, today: today) == nil } }
                return resolver.habitWithin(Array(w[next..<range.upperBound]), raw: "") != nil
                    || counts(range.lowerBound..<k) && counts(next..<range.upperBound)
            }
            // "5 glasses and like 4500 steps", "30 pushups, 20 squats": an amount of one habit and then one of another, each
            // its own report (each part's amount is its own).
            func ownAmount() -> Bool {
                guard w[k] == "," || w[k] == "and" else { return false }
                func counted(_ r: Range<Int>) -> UUID? {
                    guard r.contains(where: { extract.amountAt(w, $0) != nil }), let read = best(u, r), Self.reports.contains(read.intent),
                          read.score >= 2, let log = read.log, log.amount != nil, log.references.count == 1,
                          case .habit(let id) = log.references[0] else { return nil }
                    return id
                }
                guard let before = counted(range.lowerBound..<k), let after = counted(next..<range.upperBound) else { return false }
                return before != after
            }
            // "meditated and stretched, reading will have to wait till tonight", "…, gym later hopefully": after a report, a
            // part that says of a habit only what is still to come is a plan — nothing to change, and no part of the report.
            if w[k] == "," || w[k] == "but", best(u, next..<range.upperBound) == nil,
               (next..<range.upperBound).contains(where: { vocabulary.match("future_cue", in: w, at: $0, fuzzy: false) != nil }),
               !(next..<range.upperBound).contains(where: { extract.pastTense(w[$0]) || extract.numberAt(w, $0) != nil }),
               resolver.habitWithin(Array(w[next..<range.upperBound]), raw: "") != nil,
               let first = best(u, range.lowerBound..<k), Self.reports.contains(first.intent), first.score >= 2 {
                return [range.lowerBound..<k]
            }
            // ("took my meds, but im wiped so skipping journaling tonight": after a report, a reason, then "so" and a report of
            // another kind, is that report — the reason set aside.)
            if w[k] == "," || w[k] == "but", let kept = done(u, next..<range.upperBound), kept.lowerBound > next,
               let second = best(u, kept), Self.reports.contains(second.intent), second.score >= 2,
               let first = best(u, range.lowerBound..<k), Self.reports.contains(first.intent), first.score >= 2, first.intent != second.intent {
                return [range.lowerBound..<k, kept]
            }
            // "read to the kids every night this week but my own book hasn't been touched": after a report, "but" and a
            // part that reads as nothing sure — a remark, or a habit not done — is no part of the report, and changes nothing.
            // (Not one that puts the report right or asks for more: "…but that was actually last night, can you move it".)
            // ("…on monday and on saturday but not on sunday because of the rain": a day it didn't happen on says nothing to
            // change either.)
            let notOn = next < range.upperBound && vocabulary.has("negation", w[next])
            if w[k] == "but", (best(u, next..<range.upperBound)?.score ?? 0) < 1,
               !(next..<range.upperBound).contains(where: { j in
                   extract.numberAt(w, j) != nil || (extract.dayAt(w, j, today: today) != nil && !notOn)
                       || ["correction_word", "take_back", "request_start", "command_start"].contains { vocabulary.match($0, in: w, at: j, fuzzy: false) != nil }
               }),
               resolver.habitWithin(Array(w[next..<range.upperBound]), raw: "") == nil
                || (next..<range.upperBound).contains(where: { vocabulary.has("negation", w[$0]) }),
               let first = best(u, range.lowerBound..<k), Self.reports.contains(first.intent), first.score >= 2 {
                return [range.lowerBound..<k]
            }
            // "took my tablets and did my stretches, and i'd like to start doing the crossword every day": after a report, a
            // wish of one's own for a new habit is a request of its own (not an aside of the report).
            func wishAfterReport() -> Bool {
                guard w[k] == "," || w[k] == "and", w[next] == "i", vocabulary.match("add_cue", in: w, at: next, fuzzy: false) != nil,
                      vocabulary.match("self_report", in: w, at: next + 1, fuzzy: false) == nil,
                      let first = best(u, range.lowerBound..<k), Self.reports.contains(first.intent), first.score >= 2,
                      let second = best(u, next..<range.upperBound) else { return false }
                return second.intent == .addHabit
            }
            // "add meditation every morning and drinking water 2 litres a day, also whats my reading streak": after a change, a
            // question of its own after a comma is read on its own (it was no part of the last habit's words).
            func questionAfter() -> Bool {
                guard w[k] == ",", verb < range.upperBound, vocabulary.match("question_start", in: w, at: verb, fuzzy: false) != nil,
                      let first = best(u, range.lowerBound..<k), first.score >= 2, Self.changes.contains(first.intent),
                      let second = best(u, next..<range.upperBound), second.score >= 1.5 else { return false }
                return !Self.changes.contains(second.intent)
            }
            guard verb < range.upperBound,
                  vocabulary.match("command_start", in: w, at: verb, fuzzy: false) != nil || reportsPast(u, next..<range.upperBound)
                    || differentReports() || twoChanges() || twoAdds() || saysOfTheDay() || ownDay() || ownAmount() || wishAfterReport()
                    || questionAfter() else { continue }
            let before = range.lowerBound..<k
            if memo.profileParts[next..<range.upperBound] != nil { return [before, next..<range.upperBound] }
            if ownDay(), let first = best(u, before), Self.reports.contains(first.intent), first.score >= 2 {
                return [before] + commands(u, next..<range.upperBound)
            }
            // (What follows may be more than one command itself: "…, archive it, don't delete it, i want to keep the history".)
            let rest = next..<range.upperBound
            // (A change of "it" may come before a habit left as it is: "…, archive that one but keep the flute".)
            guard let first = best(u, before), first.score >= 2 || (first.score >= 1 && first.habit == .pronoun && best(u, next..<range.upperBound)?.intent == .keepHabit),
                  first.intent != .addHabit || first.drafts.allSatisfy({ $0.name != nil }),
                  let second = best(u, rest) ?? commands(u, rest).first.flatMap({ $0 != rest ? best(u, $0) : nil }) else { continue }
            // "skip gym this week, injured": a bare "sick" or "injured" after a report of named habits is its reason.
            let named = first.habit != nil || !(first.log?.references.isEmpty ?? true)
            if Self.reports.contains(first.intent), named, second.intent == .logSkip, second.log == nil { continue }
            // "skip piano tomorrow, got a dentist appt": after a skip of named habits, a part that names none of them
            // is why (it is no report of its own).
            let namesNone = second.habit == nil && second.habits.isEmpty
                && (second.log?.references.allSatisfy { if case .unknown = $0 { return true } else { return false } } ?? true)
            if w[k] == ",", first.intent == .logSkip || first.intent == .logClear, named, Self.reports.contains(second.intent), namesNone { continue }
            // "add stretching every day, remind me at 6:45": the reminder is the new habit's, read with it.
            if first.intent == .addHabit, second.intent == .setReminder, second.habit == nil || second.habit == .pronoun { continue }
            // ("need to cut down on coffee, no more than 2 cups a day": so is how much, read with it.)
            if first.intent == .addHabit, second.intent == .changeTarget, second.habit == nil || second.habit == .pronoun { continue }
            // "ran and did duolingo yesterday": one log, its day said once for both — unless each says its own amount with
            // no day said ("drank 2 glasses and read 10 pages": two logs, each its own amount).
            let ownAmounts = first.log?.amount != nil && second.log?.amount != nil && (second.log?.days.isEmpty ?? true)
            if w[k] == "and", Self.reports.contains(first.intent), Self.reports.contains(second.intent), first.log?.days.isEmpty ?? true, !ownAmounts { continue }
            // "I'm on holiday today, skip everything": a first part that names nothing sets the scene for the second.
            if first.intent == second.intent, first.intent != .setProfile, first.habit == nil, first.habits.isEmpty, first.log?.references.isEmpty ?? true,
               !twoAdds() { continue }
            // "I'm on holiday today, skip everything": the whole already reads as the second command, with the first as its
            // setting. (A first part that names habits of its own is a command of its own: "skip yoga and mark reading done".)
            let firstNamesNothing = first.habit == nil && first.habits.isEmpty && (first.log?.references.isEmpty ?? true)
            if firstNamesNothing, let whole = best(u, range), whole.intent == second.intent, whole.intent != first.intent { continue }
            // (The second of two changes said with one edit verb takes the first's: "make X optional and Y a must-do".)
            if Self.changes.contains(first.intent), !first.unsure, second.unsure, Self.changes.contains(second.intent),
               says("edit_verb", u, before) {
                memo.editVerbGiven.insert(next..<range.upperBound)
            }
            return [before] + commands(u, next..<range.upperBound)
        }
        return [range]
    }

    /// "flossed mon and tue, gym on monday, vitamins sunday and monday": after a report of named habits on named days,
    /// the parts that say nothing but habits and days of their own are reports of the same kind, its verb said once for
    /// all. Nil when the first part is no such report or the next part says anything more.
    /// With `sentence` (the rest is a sentence of its own, after "then"), a habit alone is the same report too.
    func gapped(_ u: Utterance, _ first: Range<Int>, rest: Range<Int>, sentence: Bool = false) -> [Range<Int>]? {
        let w = u.norms
        guard let report = best(u, first), Self.reports.contains(report.intent), report.intent != .askDay, report.score >= 2,
              let log = report.log, !log.references.isEmpty, log.allResolved, !log.days.isEmpty else { return nil }
        var parts: [Range<Int>] = []
        var start = rest.lowerBound
        while start < rest.upperBound {
            var lo = start
            // ("…and about 8k on monday": how roughly, before the amount, says nothing of its own.)
            while lo < rest.upperBound, [",", "and"].contains(w[lo])
                    || (vocabulary.has("approx_word", w[lo]) && extract.numberAt(w, lo + 1) != nil) { lo += 1 }
            let hi = (lo..<rest.upperBound).first { w[$0] == "," } ?? rest.upperBound
            // (Nothing in it says how it went: "…, skipping the gym today" is a report of its own. The days said are
            // days, whatever else their words are: "sat" is Saturday here.)
            let days = (lo..<hi).lazy.compactMap { k in self.extract.daysAt(w, k, today: self.today).map { k..<(k + $0.1) } }.first
            let saysHow = (lo..<hi).contains { k in
                !(days?.contains(k) ?? false) && (
                vocabulary.has("skip_word", w[k]) || vocabulary.has("negation", w[k]) || extract.pastTense(w[k])
                    || vocabulary.match("miss_word", in: w, at: k, fuzzy: false) != nil || vocabulary.match("log_verb", in: w, at: k, fuzzy: false) != nil)
            }
            // "ran 6km on monday and 4.5 yesterday": an amount (in the first part's unit, or its own) and a day, of the
            // first part's one habit.
            if lo < hi, !saysHow, log.amount != nil, log.references.count == 1, let spec = amountAndDay(u, lo..<hi, of: log) {
                memo.gapped[lo..<hi] = report.intent
                memo.gappedAmounts[lo..<hi] = spec
                parts.append(lo..<hi)
                start = hi
                continue
            }
            // "did a bit of drawing at lunch yesterday and then guitar in the evening": a habit alone, with at most when in
            // the day, is the same report of it, on the same day.
            if sentence, lo < hi, !saysHow, days == nil {
                var k = lo
                var words: [String] = []
                while k < hi {
                    if let n = vocabulary.match("when_phrase", in: w, at: k, fuzzy: false) ?? vocabulary.match("also_word", in: w, at: k, fuzzy: false) { k += n; continue }
                    if !(language.lightWords.contains(w[k]) || vocabulary.has("log_word", w[k]) || vocabulary.has("report_lead", w[k])) { words.append(w[k]) }
                    k += 1
                }
                if !words.isEmpty, case .habit(let id) = resolver.habit(words, raw: ""), !log.references.contains(.habit(id)) {
                    memo.gapped[lo..<hi] = report.intent
                    memo.gappedAmounts[lo..<hi] = LogSpec(references: [.habit(id)], days: log.days)
                    parts.append(lo..<hi)
                    start = hi
                    continue
                }
            }
            guard lo < hi, !saysHow, let part = self.best(u, lo..<hi, only: [.logDone]), part.intent == .logDone, part.meaning.verbless,
                  let own = part.log, !own.references.isEmpty, own.allResolved, !own.days.isEmpty, !own.everything else { break }
            memo.gapped[lo..<hi] = report.intent
            parts.append(lo..<hi)
            start = hi
        }
        guard !parts.isEmpty else { return nil }
        return parts + (start < rest.upperBound ? commands(u, start..<rest.upperBound) : [])
    }

    /// "4.5 yesterday", "on tuesday 3km", "another 8 before bed": words that are an amount (and a day, or a time of day,
    /// or neither) and nothing else, as a report of the habit `first` names — in the unit `first` said when none is
    /// said, on its day when none is said.
    func amountAndDay(_ u: Utterance, _ r: Range<Int>, of first: LogSpec) -> LogSpec? {
        let w = Array(u.norms[..<r.upperBound])
        var k = r.lowerBound
        var amount: Amount?, unit: String?, days: [Day] = []
        while k < r.upperBound {
            if amount == nil, let (a, said, n) = extract.amountAt(w, k) { amount = a; unit = said.isEmpty ? first.unit : said; k += n; continue }
            if amount == nil, w[k].first?.isNumber == true, let a = try? Amount(parsing: w[k]) { amount = a; unit = first.unit; k += 1; continue }
            if days.isEmpty, let (found, n) = extract.daysAt(w, k, today: today) { days = found; k += n; continue }
            if let n = vocabulary.match("more_word", in: w, at: k, fuzzy: false) ?? vocabulary.lookup("day_part", in: w, at: k, fuzzy: false)?.length {
                k += n
                continue
            }
            if language.lightWords.contains(w[k]) { k += 1; continue }
            return nil
        }
        guard let amount else { return nil }
        if days.isEmpty { days = first.days.isEmpty ? [today] : first.days }
        var spec = LogSpec(references: first.references, days: days)
        spec.amount = amount
        spec.unit = unit
        spec.pastTense = true
        return spec
    }

    /// Does the clause from `start` open by taking back what came before it ("wait no", "jk", "scratch that")?
    func takesBack(_ u: Utterance, _ start: Int) -> Bool {
        guard start < u.norms.count, let n = vocabulary.match("take_back", in: u.norms, at: start, fuzzy: false) else { return false }
        return !consoles(u, start + n)
    }

    /// "never mind, tomorrow is another day", "oh well, onwards": from `start` (after a comma), words that console —
    /// about what was told, not taking it back.
    func consoles(_ u: Utterance, _ start: Int) -> Bool {
        let w = u.norms
        var k = start
        while k < w.count, [",", "-"].contains(w[k]) { k += 1 }
        guard k < w.count, let n = vocabulary.match("consolation", in: w, at: k, fuzzy: false) else { return false }
        return w[(k + n)...].allSatisfy { !$0.contains(where: \.isLetter) && !$0.contains(where: \.isNumber) }
            || w[k + n] == "."
    }

    /// Does the whole read with the correction said inside it — a report whose log was put right as it was read, or a
    /// change read whole (not an add whose name took the correction's words)?
    func readsWithItsCorrection(_ u: Utterance, _ range: Range<Int>) -> Bool {
        // ("ran yesterday.. no wait it was monday", "make it 3.. no wait 2": a value said again, put in place of the first.)
        if corrected(u, range) != nil { return true }
        guard let whole = best(u, range), whole.score >= 2 else { return false }
        if Self.reports.contains(whole.intent) { return whole.log?.corrected ?? false }
        guard Self.changes.contains(whole.intent) else { return false }
        return !whole.drafts.contains { draft in
            draft.unread != nil || draft.loose != nil || draft.name.map { name in tokenize(name).contains { vocabulary.has("correction_word", $0) || vocabulary.match("take_back", in: [$0], at: 0, fuzzy: false) != nil } } ?? false
        }
    }

    /// Does a part that opens with words of taking back put what came before it right — a correction ("no wait, it was
    /// the night before"), a change ("oh actually make the running twice a week"), a "not" of something said ("oh wait
    /// not read") — rather than take it back for good ("wait no I walked")?
    func repairs(_ u: Utterance, _ range: Range<Int>) -> Bool {
        // (A correction naming what was meant by a name not kept yet reads less surely: "no sorry cycling not swimming".)
        guard range.count > 1, let read = best(u, range), read.score >= (Self.corrections.contains(read.intent) ? 0.5 : 1) else { return false }
        // (A correction of a day for a habit the words don't find is no repair to make: the report reads it whole.)
        if read.intent == .correctDay, case .unknown? = read.habit { return false }
        if Self.corrections.contains(read.intent) || read.intent == .logClear { return true }
        // (A habit said in the first part isn't kept yet when the words are read: "make the running twice a week" reads as
        // an add of it, with a verb of changing.)
        if read.intent == .addHabit { return range.contains { vocabulary.has("edit_verb", u.norms[$0]) } }
        return Self.changes.contains(read.intent) && !Self.reports.contains(read.intent)
    }

    /// The best reading of one clause, or nil when nothing fits.
    func best(_ u: Utterance, _ range: Range<Int>, only: Set<Intent>? = nil) -> Request? {
        // Cutting clauses and trying remarks ask about the same ranges more than once.
        // (A day said before "so" may have been found after the words were first read: "pool closed tomorrow so skip swimming".)
        // (So may the habit of a reason set aside before a command: "…, can you archive it".)
        if only == nil, let known = memo.bests[range] {
            guard var request = known else { return known }
            if Self.reports.contains(request.intent), request.log?.days.isEmpty ?? false, let days = memo.contrastDays[range] { request.log?.days = days }
            if request.habit == .pronoun, let named = memo.reasonHabits[range] { request.habit = named }
            return request
        }
        if only == nil { readings.count() }
        let found = read(u, range, only: only)
        if only == nil { memo.bests[range] = .some(found) }
        return found
    }

    /// The habit a reading names, put right where its words are no name: a remark said of one habit ("daily running is clearly
    /// not happening"), a word of how surely ("i definitely went"), a yes or a no ("yeah just optional").
    /// (Kept out of `read`, whose frame every nested reading of a long message pays for.)
    @inline(never)
    private func namedAgain(_ request: Request) -> Request {
        var request = request
        // ("daily running is clearly not happening lol, make it 3 times a week": a remark said of one habit, then a change of
        // "it", is a change of that habit.)
        if Self.changes.contains(request.intent), !Self.reports.contains(request.intent), case .unknown(let words)? = request.habit,
           case let said = tokenize(words), said.count > 2, said.dropFirst().contains(where: { vocabulary.has("copula", $0) }),
           let (found, span) = resolver.habitWithin(said, raw: ""), found.isHabit,
           said[span.lowerBound...].dropFirst().prefix(span.count + 1).contains(where: { vocabulary.has("copula", $0) }) {
            request.habit = found
        }
        // ("i definitely went", "i actually did": a word of how surely, where a habit's name would be, is no name — what was
        // talked about is meant.)
        if Self.reports.contains(request.intent), let log = request.log, log.references.count == 1,
           case .unknown(let words) = log.references[0], case let said = tokenize(words), said.count == 1,
           vocabulary.has("hedge", said[0]) || vocabulary.has("sure_adverb", said[0]) {
            request.log?.references = [.pronoun]
        }
        // ("yeah just optional": a yes or a no where a habit's name would be is no name — the habit talked about is meant.)
        if case .unknown(let words)? = request.habit, case let said = tokenize(words), !said.isEmpty,
           said.allSatisfy({ vocabulary.has("affirm", $0) || vocabulary.has("deny", $0) || vocabulary.has("filler_start", $0) }) {
            request.habit = .pronoun
        }
        return request
    }

    /// A clause read again from its parts, when no pattern read it surely: a command before a remark ("actually undo that,
    /// changed my mind"), or a request to put a mark down (`markTalk`).
    /// (Kept out of `read`, whose frame every nested reading of a long message pays for.)
    @inline(never)
    private func readByParts(_ best: Request?, _ u: Utterance, _ r: Range<Int>) -> Request? {
        // ("actually undo that, ill bring the travel guitar": a command before a comma, then a remark that asks for nothing, is
        // that command.)
        if (best?.score ?? 0) < 1, let comma = r.first(where: { $0 > r.lowerBound && u.norms[$0] == "," }), comma + 1 < r.upperBound,
           let head = self.best(u, r.lowerBound..<comma), head.score >= 1, !head.meaning.verbless,
           [.undo, .cancel].contains(head.intent) || (Self.changes.contains(head.intent) && !Self.reports.contains(head.intent) && head.intent != .addHabit),
           // (Only a command said as one, first: "i'm away for 2 weeks so put yoga, running and gym in a group…" is no pause and
           // a remark. And a remark naming a habit may say which change is meant — "oops undo that, gym's not till later"
           // when gym was never logged — so it is not read past.)
           (r.lowerBound..<min(comma, r.lowerBound + 3)).contains(where: { k in
               ["command_start", "take_back", "correction_word"].contains { vocabulary.match($0, in: u.norms, at: k, fuzzy: false) != nil }
           }),
           resolver.habitWithin(Array(u.norms[(comma + 1)..<r.upperBound]), raw: "") == nil,
           // (Nor a list the command goes on with: "…on mon, wed and fri".)
           extract.daysAt(u.norms, comma + 1, today: today) == nil, extract.timeAt(u.norms, comma + 1) == nil,
           !Self.listJoiners.contains(u.norms[comma + 1]),
           !requestsRead(u, (comma + 1)..<r.upperBound).contains(where: { Self.changes.contains($0.intent) || [.undo, .cancel].contains($0.intent) }) {
            return within(head, u, r.lowerBound..<comma)
        }
        // ("…, can you mark those as skipped", "…, count that as my walk for yesterday": a request to put a mark down, read from
        // its parts, is what a clause asks that reads as nothing sure or as a report with no verb.)
        if (best?.score ?? 0) < 1 || best?.meaning.verbless == true, let marked = markTalk(u, r) { return marked }
        return nil
    }

    /// How deep readings may nest, one inside another ("so much happened so much happened …" reads each "so" in turn).
    static let maxDepth = 24

    /// The reading of one clause: the best pattern, then the rules that turn a reading down, rescue a clause
    /// no pattern fits, and keep a report of the past from changing settings.
    private func read(_ u: Utterance, _ range: Range<Int>, only: Set<Intent>?) -> Request? {
        let r = core(u, range)
        guard !r.isEmpty, memo.depth < Self.maxDepth else { return nil }
        memo.depth += 1
        defer { memo.depth -= 1 }
        var best = only == nil ? remember(\.matches, r) { match(u, r, only: nil) } : match(u, r, only: only)
        var seasonal = false
        // ("make the lent devotional a must do until easter": a change said for a season is one Habitat can't end by itself —
        // read without the season, and asked first.)
        if only == nil, (best?.score ?? 0) < 1, r.count > 2,
           let k = ((r.lowerBound + 2)..<r.upperBound).first(where: { reader.seasonFrame(u.norms, $0) == r.upperBound - $0 }),
           let framed = match(u, r.lowerBound..<k, only: [.changeTier, .changeSchedule]), framed.score >= 1 {
            best = framed
            seasonal = true
        }
        // ("and yesterday too": a pattern may spell out the small words the core drops — read with them when the core
        // reads as nothing.)
        if best == nil, only == nil {
            var whole = range
            while whole.count > r.count, [",", ".", "!", "?"].contains(u.norms[whole.upperBound - 1]) { whole = whole.lowerBound..<(whole.upperBound - 1) }
            if whole != r, let found = remember(\.matches, whole, { match(u, whole, only: [.logAlso]) }), !turnedDown(found, u, whole) { return found }
        }
        if let request = best, turnedDown(request, u, r) {
            // A rename turned down for its split ("rename the morning walk") may still be read by another rule of its own;
            // a group turned down for its name ("ticking off yesterday's stuff: journal and meditate") by another intent.
            switch request.intent {
            case .renameHabit: best = match(u, r, only: [.renameHabit], excluding: [request.rule]).flatMap { turnedDown($0, u, r) ? nil : $0 }
            case .createGroup:
                // (Another way of saying a group may still fit: "new group called wind down: reading, …, any 2 will do".)
                best = match(u, r, only: [.createGroup], excluding: [request.rule]).flatMap { turnedDown($0, u, r) ? nil : $0 }
                    ?? match(u, r, only: (only ?? Set(Intent.allCases)).subtracting([.createGroup])).flatMap { turnedDown($0, u, r) ? nil : $0 }
            default: best = nil
            }
        }
        // ("how many times did i actually make it to the gym in feb", "hows meditation been going lately": a question may say its
        // habit among words of its own — it changes nothing, so the habit those words hold is the one asked about.)
        if var request = best, !Self.changes.contains(request.intent), case .unknown(let words)? = request.habit,
           let (found, _) = resolver.habitWithin(tokenize(words), raw: ""), found.isHabit {
            request.habit = found
            best = request
        }
        if let found = best { best = namedAgain(found) }
        // ("yep log it as a sugar slip", "yeah skip reading today": a yes before a command that reads on its own is that command.)
        if only == nil, best == nil, r.count > 1, let n = vocabulary.match("affirm", in: u.norms, at: r.lowerBound, fuzzy: false), n < r.count,
           let rest = self.best(u, (r.lowerBound + n)..<r.upperBound), rest.score >= 1, rest.intent != .affirm {
            return within(rest, u, (r.lowerBound + n)..<r.upperBound)
        }
        // ("no wait undo that", "hmm no, delete it": words of taking back before a command that reads on its own are that
        // command.)
        if only == nil, (best?.score ?? 0) < 1, r.count > 1,
           let n = vocabulary.match("take_back", in: u.norms, at: r.lowerBound, fuzzy: false) ?? vocabulary.match("correction_word", in: u.norms, at: r.lowerBound, fuzzy: false),
           n < r.count, let rest = self.best(u, (r.lowerBound + n)..<r.upperBound), rest.score >= 1,
           [.undo, .cancel].contains(rest.intent) || (Self.changes.contains(rest.intent) && !Self.reports.contains(rest.intent) && rest.intent != .addHabit) {
            return within(rest, u, (r.lowerBound + n)..<r.upperBound)
        }
        // ("undo that, turns out it was sugar free": a command, then a remark — never something said with no verb over both.)
        if only == nil, let found = best, found.meaning.verbless, let first = r.first,
           vocabulary.match("command_start", in: u.norms, at: first, fuzzy: false) != nil,
           let comma = u.norms[r].firstIndex(of: ","), comma > first, let head = self.best(u, first..<comma), head.score >= 1, !head.meaning.verbless {
            return within(head, u, first..<comma)
        }
        // ("i got a jar, goal is max one swear a day": a report over a whole clause with a remark in it, that names no habit of
        // mine, may be a remark before a habit said with no verb.)
        // ("got more days off this month so bump my workout group up to 2": or a remark, then a request.)
        var readAround = false
        // (Or a report read with no verb over a remark and a request after "so": "signed up for a half marathon on april 19th so
        // bump my runs up to 4 times a week".)
        if only == nil, let found = best, Self.reports.contains(found.intent),
           !(found.log?.allResolved ?? true) || (found.meaning.verbless && resultInside(u, r) != nil),
           u.norms[r].contains(",") || resultInside(u, r) != nil, let around = aroundRemarks(u, r), around.score >= 2,
           around.intent == .addHabit ? around.meaning.verbless : !Self.reports.contains(around.intent) {
            best = around
            readAround = true
        } else if only == nil, requestInside(u, r) != nil, (best?.score ?? 0) < 2 || best?.intent == .addHabit, let around = aroundRemarks(u, r) {
            best = around
        } else if only == nil, (best?.score ?? 0) < 1, let rescued = goalTalk(u, r) ?? stopTalk(u, r) ?? excessTalk(u, r)
            ?? ruleTalk(u, r) ?? alsoTalk(u, r, said: range) ?? habitsTalk(u, r) ?? aroundRemarks(u, r) ?? partsTalk(u, r) ?? adviceTalk(u, r)
            ?? askedBack(u, r, said: range) {
            best = rescued
        }
        if only == nil, let found = readByParts(best, u, r) {
            if found.rule == .reader(.markTalk) { best = found } else { return found }
        }
        // (A habit read around a remark was read whole already, over its own words.)
        if let found = best, found.words != nil, found.intent == .addHabit { return found }
        // Safety: a clause that tells what happened ("meditated Monday and Tuesday") is a log or nothing —
        // never a schedule change or a new habit.
        // (Not a request read after a remark, where what happened is the remark's: "signed up for a race on april 19th so bump
        // my runs up to 4 times a week".)
        if only == nil, !readAround, let request = best, Self.changesSettings.contains(request.intent), reportsPast(u, r) {
            best = self.best(u, range, only: Self.reports)
        }
        // A plan is not a report: "I'll go to the gym later", "not gonna drink tonight" log nothing. (Said of a habit's
        // settings — "gym - tue and thu from now on" — it may be an edit, read from its parts.)
        // (Not one said of someone or something else after a comma: "…on monday, the doctor will be pleased".)
        let ownWords = r.lowerBound..<(r.first(where: { k in
            k > r.lowerBound && u.norms[k] == "," && k + 1 < r.upperBound && vocabulary.has("statement_start", u.norms[k + 1])
                && !vocabulary.has("first_person", u.norms[k + 1])
        }) ?? r.upperBound)
        if let request = best, [.logDone, .logClear, .logSlip].contains(request.intent), says("future_cue", u, ownWords) {
            return only == nil ? partsTalk(u, r).map { var edit = $0; refine(&edit, u, r, said: range, asked: false); return edit } : nil
        }
        // ("no more than 3 cigarettes a day" after adding another habit: a ceiling of a thing that is no measure is a limit of
        // the habit that thing is of, or of none — never of the one talked about; "no more than 2 cups a day" is one.)
        if var request = best, request.intent == .changeTarget, request.habit == .pronoun, request.meaning.targetSaid,
           let unit = request.unit, !unit.isEmpty, !vocabulary.has("measure_unit", unit) {
            guard let (owner, _) = resolver.habitWithin(tokenize(unit), raw: unit), owner.isHabit else { return nil }
            request.habit = owner
            return request
        }
        // What I did in times gone by is no report of a day: "i used to do 100 pushups a day back in uni" logs nothing.
        if let request = best, Self.reports.contains(request.intent), says("former_cue", u, r) { return nil }
        // What I usually do is no report of a day: "i usually only drink like 6 glasses" logs nothing.
        if let request = best, [.logDone, .logClear, .logSlip].contains(request.intent), request.log?.days.isEmpty ?? true, says("habitual_cue", u, r),
           !r.contains(where: { extract.pastTense(u.norms[$0]) }) {
            return nil
        }
        guard var request = best else { return nil }
        if Self.reports.contains(request.intent), request.log?.days.isEmpty ?? false, let days = memo.contrastDays[range] { request.log?.days = days }
        // ("wait no, friday was the gym not running": a report that puts right which habit it was, on a day said, takes that
        // day's mark off the habit said not to be it.)
        if [.logDone, .logSkip, .logSlip].contains(request.intent), let denied = memo.deniedHabits[r] ?? memo.deniedHabits[range],
           !(request.log?.days.isEmpty ?? true), !(request.log?.references.contains(denied) ?? true) {
            request.log?.swappedFrom = [denied]
        }
        // "did yoga the other day": a day gone by that isn't said is asked, never taken for today.
        // ("did my plank on day 3 of the challenge": a day of a challenge, said as when, is no date the coach knows.)
        let onChallengeDay = r.contains { k in k > r.lowerBound && vocabulary.has("when_lead", u.norms[k - 1]) && extract.challengeDay(u.norms, k) != nil }
        if Self.reports.contains(request.intent), request.intent != .askDay, request.log?.days.isEmpty ?? true, request.day == nil,
           says("vague_day", u, r) || onChallengeDay {
            request.vagueDay = true
        }
        refine(&request, u, r, said: range, asked: only != nil)
        if seasonal { request.unsure = true }
        // "add cold showers every weekday" … "no wait, not fridays": the days said come off the habit's own (every day's, or
        // its days'); days it isn't on, or none left, read as nothing.
        // (A habit's own days: each day for one done every day.)
        func ownDays(_ habit: Habit?) -> WeekdaySet? {
            switch habit?.schedule {
            case .daily?: return .all
            case .weekdays(let days)?: return days
            default: return nil
            }
        }
        if request.meaning.dropsDays, case .weekdays(let dropped)? = request.schedule {
            var about = focus.flatMap(journal.habit(id:))
            var named = false
            if case .habit(let id)? = request.habit { about = journal.habit(id: id); named = true }
            guard let about, let days = ownDays(about), dropped.allSatisfy(days.contains) else { return nil }
            let kept = days.filter { !dropped.contains($0) }
            guard !kept.isEmpty else { return nil }
            request.habit = .habit(about.id)
            request.schedule = .weekdays(WeekdaySet(kept))
            // (Said of no habit — "not weekends" — it is sure only straight after that habit's days were set, as a correction
            // of them; else it is asked: "remind me about reading at 9pm on weeknights? not weekends" says the reminder's days.)
            request.unsure = !named
        }
        // "move yoga from tuesdays to wednesdays", "swap piano monday for saturday": the days said first give way to the
        // days said after; the habit's other days stay. Days it isn't on, or a count a week or a month, read as nothing.
        if request.meaning.swapsDays, case .weekdays(let to)? = request.schedule {
            let from = request.text.map { tokenize($0) }.flatMap { extract.schedule($0) }
            guard case .weekdays(let given)? = from else { return nil }
            request.text = nil
            // (A day said alone is each of that day here: "swap piano monday for saturday".)
            request.unsure = false
            guard case .habit(let id)? = request.habit, let days = ownDays(journal.habit(id: id)), given.allSatisfy(days.contains) else { return nil }
            request.schedule = .weekdays(WeekdaySet(days.filter { !given.contains($0) } + Array(to)))
        }
        // Words were given for a new habit but none reads as a name ("I won't be able to exercise this weekend"):
        // not an add. (A bare "add a habit" still asks for the name, and so does talk of habits in general.)
        if request.intent == .addHabit, request.rule != .reader(.habitsTalk), reader.stripCues(u.norms, r).0 < r.upperBound,
           request.drafts.allSatisfy({ $0.name == nil && $0.nameProblem == nil }) { return only == nil ? habitsTalk(u, r) ?? aroundRemarks(u, r) : nil }
        // "I'll go for a run later" is a plan for today, not a new habit.
        // (Not one asked for outright, or begun: "add gym after work", "i want to start going to the gym after work".)
        let begun = r.contains { k in
            vocabulary.has("add_outright", u.norms[k])
                || (vocabulary.has("begin_word", u.norms[k]) && k + 1 < r.upperBound && (u.norms[k + 1] == "to" || u.norms[k + 1].hasSuffix("ing")))
        }
        if request.intent == .addHabit, request.drafts.allSatisfy({ $0.schedule == nil }), says("one_off_time", u, r), !begun { return nil }
        return request
    }

    /// The best pattern for the words, over every intent allowed.
    private func match(_ u: Utterance, _ r: Range<Int>, only: Set<Intent>?, excluding: Set<Rule> = []) -> Request? {
        // "I want to delete the gym", "can I undo that": everything but adding is also tried without the lead-in.
        var unprefixed: Range<Int>? = nil
        if let n = vocabulary.match("want_prefix", in: u.norms, at: r.lowerBound, fuzzy: false), r.lowerBound + n < r.upperBound {
            unprefixed = (r.lowerBound + n)..<r.upperBound
        }
        var best: Request? = nil
        let present = language.anchors.present(in: u, r)
        for spec in language.intents {
            guard let intent = spec.intent, only?.contains(intent) ?? true else { continue }
            for pattern in spec.patterns where pattern.anchors.allSatisfy({ present[$0] })
                && (excluding.isEmpty || !excluding.contains(.pattern(file: pattern.file, line: pattern.line))) {
                for (candidate, penalty) in [(r, 0.0), (unprefixed, 0.2)] {
                    guard let candidate, penalty == 0 || intent != .addHabit else { continue }
                    var matcher = Matcher(understanding: self, utterance: u, range: candidate, intent: intent, pattern: pattern)
                    guard var request = matcher.run() else { continue }
                    request.score -= penalty
                    if request.score > (best?.score ?? -.infinity) + 0.0001 { best = request }
                }
            }
        }
        return best
    }

    /// Readings that would misread what was said about a habit.
    private func turnedDown(_ request: Request, _ u: Utterance, _ r: Range<Int>) -> Bool {
        let w = u.norms
        // ("wait no sorry, that was yesterday not today, …": words that say a day are no habit a correction names.)
        if request.intent == .correctHabit, case .unknown(let words)? = request.habit,
           case let said = tokenize(words), said.indices.contains(where: { extract.dayAt(said, $0, today: today) != nil }) {
            return true
        }
        // "note for yoga: hips are tight": a group said without the word "group" needs a habit of mine in it.
        // ("keep running" with no habit of that name says nothing of one.)
        if request.meaning.needsOwnHabit, !request.habits.contains(where: \.isHabit), !(request.habit?.isHabit ?? false) {
            return true
        }
        // "ticking off yesterday's stuff i forgot: journal and meditate", "catching up on monday: …": a lead-in with a
        // day, a past tense or a word of logging tells of what happened; it names no group.
        if request.intent == .createGroup, request.meaning.needsOwnHabit, let colon = w[r].firstIndex(of: ":"),
           (r.lowerBound..<colon).contains(where: { k in
               extract.pastTense(w[k]) || extract.dayAt(w, k, today: today) != nil || vocabulary.match("report_word", in: w, at: k, fuzzy: false) != nil
           }) {
            return true
        }
        // "rename the morning walk": with no word between them, a "new name" that is only words of the habit's own name
        // is the end of that name, not a new one (the rename asks for it). "rename morning walk to walk" is said so.
        if request.intent == .renameHabit, let name = request.name, case .habit(let id)? = request.habit, let habit = journal.habit(id: id),
           !r.contains(where: { vocabulary.has("rename_link", u.norms[$0]) }),
           Set(tokenize(name)).isSubset(of: Set(tokenize(habit.name))) {
            return true
        }
        // ("change duo to weekdays": a verb of changing, then "to" and a schedule, edits a habit — never adds one.)
        if request.intent == .addHabit, let first = r.first, vocabulary.has("edit_verb", w[first]),
           let to = r.first(where: { w[$0] == "to" }), extract.scheduleAt(w, to + 1) != nil {
            return true
        }
        // A question never changes anything: "why is piano so hard", "should I do gym Mondays?".
        // (Not "was" with no subject after it: "…, but was on my phone at dinner again" tells what I did.)
        if Self.changes.contains(request.intent), let first = r.first, vocabulary.match("question_start", in: w, at: first, fuzzy: false) != nil,
           !(vocabulary.has("copula", w[first]) && extract.pastTense(w[first]) && first + 1 < r.upperBound && vocabulary.has("predicate_lead", w[first + 1])
             && !w[r].contains("?")) {
            return true
        }
        // "my mum called me today", "my friend runs every morning": someone else's doing is no log or habit of mine.
        // ("my wife and i walked this morning": I am one of them.)
        if Self.changes.contains(request.intent), r.count > 1, ["my", "our", "his", "her", "their"].contains(w[r.lowerBound]),
           vocabulary.has("person_word", w[r.lowerBound + 1]),
           !(r.lowerBound + 3 < r.upperBound && w[r.lowerBound + 2] == "and" && vocabulary.has("first_person", w[r.lowerBound + 3])) {
            return true
        }
        // "Sam skipped the gym all week", "Tom meditates every night": a name, then what that person did or does.
        if Self.changes.contains(request.intent), someoneElse(u, r) { return true }
        // "wife took the baby out in the pram this morning", "my mate jake played guitar for 3 hours", "she ran 5k": someone
        // else, then what they did.
        if Self.changes.contains(request.intent), othersDoing(u, r) { return true }
        // "…, never checked it in", "forgot to log it": not having logged says nothing of the doing.
        // (A log verb said right after "never", "not" or "forgot to"; "remove the mark for guitar" clears it.)
        if request.intent == .logClear, r.contains(where: { k in
            vocabulary.match("log_verb", in: u.norms, at: k, fuzzy: false) != nil
                && (max(r.lowerBound, k - 2)..<k).contains { vocabulary.has("negation", u.norms[$0]) || vocabulary.has("forgot_word", u.norms[$0]) }
        }) { return true }
        // "I hate flossing": words around a habit that aren't a way of logging it — not understood, rather than
        // "can't find a habit called 'hate flossing'".
        if Self.reports.contains(request.intent), let log = request.log, log.references.contains(where: {
            if case .unknown(let words) = $0 { return resolver.habitWithin(tokenize(words), raw: "") != nil } else { return false }
        }) { return true }
        // "note for yoga: hips are tight": notes asked for of words that hold a habit's name and more are no question
        // about notes (not "can't find a habit called 'yoga: hips are tight'").
        if request.intent == .notes, case .unknown(let words)? = request.habit, resolver.habitWithin(tokenize(words), raw: "") != nil {
            return true
        }
        // "I am from Korea", "I work rotating shifts at a warehouse": words that name no habit, said with no past tense
        // and no verb of logging, report nothing — they are about the speaker (not "can't find a habit called Korea").
        if Self.reports.contains(request.intent), let log = request.log, !log.everything, !log.references.isEmpty,
           log.references.allSatisfy({ if case .unknown = $0 { return true } else { return false } }),
           !r.contains(where: { extract.pastTense(u.norms[$0]) || vocabulary.match("log_verb", in: u.norms, at: $0, fuzzy: false) != nil
               || vocabulary.has("skip_word", u.norms[$0]) }) {
            return true
        }
        // "no spend days tuesday and thursday", "spent 45 quid on clothes" with a habit "No spend day": the "no" said is the
        // name's own — no skip — and what the name says is not done, said without it, is no "done" of it.
        let noNames = (request.log?.references ?? []).compactMap { reference -> [String]? in
            guard case .habit(let id) = reference, let habit = resolver.journal.habit(id: id) else { return nil }
            let words = tokenize(habit.name)
            return words.first.map { vocabulary.has("none_word", $0) } == true ? words : nil
        }
        if !noNames.isEmpty {
            if request.intent == .logSkip, request.meaning.bareLog, let first = r.first, vocabulary.has("none_word", w[first]),
               noNames.contains(where: { $0.count > 1 && first + 1 < r.upperBound && Resolver.stem($0[1]) == Resolver.stem(w[first + 1]) }) { return true }
            if request.intent == .logDone, !r.contains(where: { vocabulary.has("none_word", w[$0]) || vocabulary.has("negation", w[$0]) }) { return true }
        }
        guard request.intent == .logDone else { return false }
        // "I don't go to the gym": a negation is never a "done" — but only before a remark after a comma
        // ("I smoked one after dinner, not proud" is still a slip).
        let main = r.lowerBound..<(u.norms[r].firstIndex(of: ",") ?? r.upperBound)
        // (Not one of keeping the record after the doing is told: "…also did one last thursday that i never logged" did it —
        // "i didn't log my run" alone says nothing either way.)
        if main.contains(where: { k in
            vocabulary.has("negation", u.norms[k])
                && !(((k + 1)..<min(k + 3, main.upperBound)).contains { vocabulary.match("log_verb", in: u.norms, at: $0, fuzzy: false) != nil }
                     && (main.lowerBound..<max(main.lowerBound, k - 1)).contains { extract.pastTense(u.norms[$0]) })
        }) { return true }
        // "gym is just mon and thu now": a habit said to be something, with no verb of doing, says how it is now, not
        // what happened (its days are a schedule, read from its parts).
        if request.meaning.verbless, main.dropFirst().contains(where: { k in
            vocabulary.has("present_copula", u.norms[k]) && resolver.habit(Array(u.norms[main.lowerBound..<k]), raw: "").isHabit
        }) { return true }
        // "i'm done with the cold showers thing": done with a habit is quitting it, not having done it today.
        // ("i'm done with my run for today" says it was done.)
        if main.contains(where: { vocabulary.match("quit_phrase", in: u.norms, at: $0, fuzzy: false) != nil }),
           !main.contains(where: { extract.dayAt(u.norms, $0, today: today) != nil }) { return true }
        // "i go to the gym", "i already stretch at the gym": "I" and a verb in its plain present, with no day, amount or
        // word of being done, tell what I usually do — no report of a day.
        if let first = main.first, vocabulary.has("first_person", u.norms[first]), request.log?.amount == nil,
           !main.contains(where: { k in
               extract.pastTense(u.norms[k]) || extract.dayAt(u.norms, k, today: today) != nil
                   || vocabulary.match("log_verb", in: u.norms, at: k, fuzzy: false) != nil
                   || vocabulary.match("completion_word", in: u.norms, at: k, fuzzy: false) != nil
                   || vocabulary.has("report_helper", u.norms[k])
                   // ("I read already" is done; "I already go to the gym" is what I do.)
                   || (u.norms[k] == "already" && k > first + 1)
           }) { return true }
        // "i have guitar practice tonight", "i've got band practice every thursday": having something on is no report of
        // having done it. "I have" tells of a doing only before a word of having done ("i have done", "i've run", "i've got
        // my run in").
        if let first = main.first, vocabulary.has("first_person", u.norms[first]),
           let n = vocabulary.match("possession_lead", in: u.norms, at: first + 1, fuzzy: false), first + 1 + n < main.upperBound,
           // (Nor before a verb, however it is spelled: "i have drink 3 glass already".)
           !vocabulary.isValue(u.norms[first + 1 + n], of: "verb_form"),
           !((first + 1 + n)..<main.upperBound).contains(where: { k in
               extract.pastTense(u.norms[k]) || vocabulary.has("participle", u.norms[k]) || vocabulary.has("report_helper", u.norms[k])
                   || vocabulary.match("completion_word", in: u.norms, at: k, fuzzy: false) != nil
                   // ("i've got my run in (today)": in, with nothing or a day after it.)
                   || (vocabulary.has("done_particle", u.norms[k]) && (k + 1 == main.upperBound || extract.dayAt(u.norms, k + 1, today: today) != nil))
           }) { return true }
        // "gym: 3x/wk -> 4x/wk": what follows a colon is a note only when it says nothing of how often or how much it
        // matters.
        if request.log?.colonNote == true, let colon = u.norms[r].firstIndex(of: ":"),
           extract.findSchedule(u.norms, in: (colon + 1)..<r.upperBound) != nil
            || ((colon + 1)..<r.upperBound).contains(where: { extract.tierAt(u.norms, $0, needsLead: false) != nil }) { return true }
        // "i missed meditation 3 days in a row", "forgot to floss": a verb of not doing is never a "done" either.
        if main.contains(where: { vocabulary.match("miss_word", in: u.norms, at: $0, fuzzy: false) != nil }) { return true }
        // "pool was closed so no swim today": "no" inside a report says it didn't happen (at the start, "no, I did
        // run" is an answer or a correction).
        // ("…yesterday no wait the day before" takes a word back: no "no" of the doing.)
        // (Nor a "no" of a habit's own name: "had a no spend day on sunday".)
        let namesNo = request.log?.references.contains { reference in
            guard case .habit(let id) = reference, let habit = resolver.journal.habit(id: id) else { return false }
            return tokenize(habit.name).contains("no")
        } ?? false
        if !namesNo, main.dropFirst().contains(where: { u.norms[$0] == "no" && u.norms[$0 - 1] != ","
            && (vocabulary.match("take_back", in: u.norms, at: $0, fuzzy: false) ?? 0) < 2 }) { return true }
        // "walk ❌": a cross is never a "done".
        if r.contains(where: { u.norms[$0] == "❌" }) { return true }
        // "mark it as skipped", "can you mark it skipped": a skip said is no "done" (a log read without a verb of its
        // own — "skipped reading every day this week" — becomes the skip it says, below).
        if !request.meaning.verbless, r.contains(where: { vocabulary.has("skip_word", u.norms[$0]) }) { return true }
        // A log read from names and days alone ("yoga monday") says nothing of not doing: "read, ran, skip floss
        // tonight", "had the flu so i skipped meditating" are no "done" of everything they name.
        if request.meaning.verbless, r.dropFirst().contains(where: { vocabulary.has("skip_word", u.norms[$0]) || vocabulary.match("miss_word", in: u.norms, at: $0, fuzzy: false) != nil }) {
            return true
        }
        // ("date night's off tonight, babysitter cancelled on us": what is called off is no "done" — read as the skip it says.)
        if request.meaning.verbless, r.dropFirst().contains(where: { k in
            // (Not "forgot to tick it off": what is done to "it" is no calling off.)
            (vocabulary.match("called_off", in: u.norms, at: k, fuzzy: false) != nil
                || (vocabulary.has("off_word", u.norms[k]) && extract.dayAt(u.norms, k + 1, today: today) != nil))
                && vocabulary.match("completion_word", in: u.norms, at: k - 1, fuzzy: false) == nil && !vocabulary.has("pronoun", u.norms[k - 1])
        }) {
            return true
        }
        // "only got 5 mins of yoga in": some of it is not a "done" (an amount is logged only for a habit with a target:
        // "only managed 4 mins" of a 10-minute meditation is 4 of 10).
        // "actually make it 5 mins, i only ever do it on work breaks": words that start with an edit verb make no log read
        // without a verb of doing (unless the verb is the habit's own: "make bed monday").
        if request.meaning.verbless, let first = r.first, vocabulary.match("edit_verb", in: u.norms, at: first, fuzzy: false) != nil,
           !(request.log?.references.contains { reference in
               guard case .habit(let id) = reference, let name = journal.habit(id: id)?.name else { return false }
               return tokenize(name).first == u.norms[first]
           } ?? false) {
            return true
        }
        // "phone was bad today": a verdict against a habit is not a "done".
        return r.contains { vocabulary.has("bad_word", u.norms[$0]) }
    }

    /// What a reading's words add: a clean day for "no cigarettes", a skip's reason, a new habit's drafts,
    /// and whether it is sure enough to act on without asking.
    private func refine(_ request: inout Request, _ u: Utterance, _ r: Range<Int>, said: Range<Int>, asked: Bool) {
        // "and monday as well": the habit just talked about, on that day too.
        if request.intent == .logDone, request.log == nil, request.habit == .pronoun, let day = request.day {
            request.log = LogSpec(references: [.pronoun], days: [day])
        }
        // "also remind me…", "and saturday too": one more beside what there is, not in its place.
        if [.setReminder, .changeSchedule, .correctDay].contains(request.intent),
           says("also_word", u, said) || vocabulary.matchEnding("also_end", in: u.norms, at: said.upperBound, after: said.lowerBound) != nil {
            request.also = true
        }
        if request.intent == .correctHabit, r.contains(where: { vocabulary.has("only_word", u.norms[$0]) }) { request.only = true }
        if request.intent == .correctDay, request.day == nil {
            request.dayShift = r.lazy.compactMap { self.vocabulary.lookup("day_shift", in: u.norms, at: $0, fuzzy: false).flatMap { Int($0.value) } }.first
        }
        // "didn't touch the novel on friday, was at a wedding all day so count it as a skip": what it didn't happen for,
        // then a skip asked of it after "so" — a skip of that habit that day, the remark its reason.
        if request.intent == .logClear, var log = request.log, !log.references.isEmpty, let k = resultInside(u, r),
           let n = vocabulary.match("result_link", in: u.norms, at: k, fuzzy: false),
           let then = best(u, (k + n)..<r.upperBound), then.intent == .logSkip, then.log?.references == [.pronoun], then.log?.days.isEmpty ?? true,
           let comma = r.first(where: { u.norms[$0] == "," }), comma < k {
            log.aside = try? Text.note(u.original((comma + 1)..<k))
            request.intent = .logSkip
            request.log = log
        }
        // "only got 5 mins of yoga in": some of it, of a habit with no amount to count it by, is done in part — asked about,
        // never a "done" outright ("only managed 4 mins" of a 10-minute meditation is 4 of 10).
        if request.intent == .logDone, var log = request.log, !log.references.isEmpty, log.references.allSatisfy({ reference in
            switch reference {
            case .habit(let id): return journal.habit(id: id)?.target == nil
            case .pronoun: return focus.flatMap(journal.habit(id:))?.target == nil
            default: return false
            }
        }), r.contains(where: { vocabulary.has("only_word", u.norms[$0]) }), r.contains(where: { k in
            self.extract.numberAt(u.norms, k) != nil && k + 1 < r.upperBound && self.vocabulary.has("quantity_unit", u.norms[k + 1])
        }) {
            log.partly = true
            request.log = log
        }
        // ("i didn't skip reading yesterday, i just did it late", "never missed my run": not skipping or missing it is doing it.)
        // (Said of a day gone by — "didn't skip", "never missed", "haven't skipped" — not as a rule: "never skip leg day".)
        if request.intent == .logClear, let k = r.first(where: { ["not", "never"].contains(u.norms[$0]) }), k + 1 < r.upperBound,
           k > 0 && vocabulary.has("doing_auxiliary", u.norms[k - 1]) || extract.pastTense(u.norms[k + 1]),
           vocabulary.has("skip_word", u.norms[k + 1]) || vocabulary.match("miss_word", in: u.norms, at: k + 1, fuzzy: false) != nil {
            request.intent = .logDone
            request.log?.aside = nil
        }
        // ("guitar is set as a must do but it really isn't one anymore": the tier it has, said to be wrong — the other one.)
        if request.meaning.otherTier, let tier = request.tier { request.tier = tier == .must ? .nice : .must }
        // "skipped reading every day this week": a log said without a verb of doing is a skip when it says so.
        if request.intent == .logDone, request.meaning.verbless, let first = r.first, vocabulary.has("skip_word", u.norms[first]) {
            request.intent = .logSkip
        }
        // "I'm away this weekend", "pause running for the weekend": its Saturday and Sunday, not from today.
        if request.intent == .pause, let (saturday, sunday) = said.lazy.compactMap({ self.extract.weekendAt(u.norms, $0, today: self.today) })
            .first.map({ ($0.0, $0.1) }) {
            request.day = saturday
            request.until = sunday
            request.period = nil
        }
        // "skip gym friday" on a Wednesday: a bare weekday in a skip not told as past is the coming one ("skipped gym
        // friday" is the one gone by; "last friday" is said so). (A reason after a comma tells nothing of when: "…, got a
        // wedding".)
        // (Only the words up to the weekday tell the tense: "skip gym on friday got a wedding" is a skip to come.)
        // ("skip planning thursday and friday": each of several such days too.)
        // ("taking saturday off from drinking": the day said on its own, before what is skipped, likewise.)
        if request.intent == .logSkip, !reportsPast(u, r), var log = request.log, case let days = log.days.isEmpty ? (request.day.map { [$0] } ?? []) : log.days,
           !days.isEmpty, days.allSatisfy({ $0 < today && today - $0 < 7 }),
           let k = r.first(where: { vocabulary.lookup("weekday", in: u.norms, at: $0, fuzzy: false) != nil }),
           !(r.lowerBound...k).prefix(while: { u.norms[$0] != "," }).contains(where: { extract.pastTense(u.norms[$0]) }),
           !(k > 0 && vocabulary.has("back_word", u.norms[k - 1])), !r.contains(where: { vocabulary.match("last_week", in: u.norms, at: $0, fuzzy: false) != nil }) {
            if log.days.isEmpty { request.day = days[0].adding(days: 7) } else { log.days = days.map { $0.adding(days: 7) } }
            request.log = log
        }
        // "didn't get to reading yesterday" says it wasn't done; only with a reason ("couldn't do physio, was ill") is it
        // excused.
        // (Said ahead of a day not gone — "can't do my walk today" — it is let go of: a skip.)
        let ahead = (request.log?.days ?? []).allSatisfy { $0 >= today } && !reportsPast(u, r)
            && said.prefix(2).contains(where: { vocabulary.match("inability_ahead", in: u.norms, at: $0, fuzzy: false) != nil })
        if request.intent == .logSkip, request.log?.aside == nil, request.reason == nil, !ahead,
           said.prefix(2).contains(where: { vocabulary.match("inability", in: u.norms, at: $0, fuzzy: false) != nil }) {
            request.intent = .logClear
        }
        // "gym tomorrow and friday": a day still to come makes the days a plan — none of them is logged (the days to
        // come are refused as they are).
        if [.logDone, .logSkip, .logSlip, .logClear].contains(request.intent), let days = request.log?.days,
           days.contains(where: { $0 > today }), days.contains(where: { $0 <= today }) {
            // (A skip may start today: "skip gym today and tomorrow".)
            request.log?.days = days.filter { $0 > today || (request.intent == .logSkip && $0 == today) }
        }
        // "walked on 3/2": 3 February or 2 March? A date that can't be placed is asked about, never logged on today.
        if [.logDone, .logSkip, .logSlip, .logClear].contains(request.intent),
           said.contains(where: { k in extract.slashDate(u.norms, k).map { $0.0 <= 12 && $0.1 <= 12 && $0.0 != $0.1 } ?? false }) {
            request.vagueDay = true
        }
        // "I did yoga last week": a week or month is no day, and today would be a guess — unless it was every day of
        // it ("I meditated every day this week"): then each of its days so far, asked about first.
        if [.logDone, .logSkip, .logSlip, .logClear].contains(request.intent), request.log?.days.isEmpty ?? true,
           let span = said.lazy.compactMap({ self.extract.periodAt(u.norms, $0, today: self.today)?.0 }).first {
            let period = span.period(calendar)
            // ("mark gym as skipped for last week": a skip of a week or month is of every day of it.)
            let everyDay = said.contains { k in everyDayAt(u.norms, k) } || request.intent == .logSkip
            if everyDay, period.start <= today {
                request.log?.days = (0...(min(period.end, today) - period.start)).map { period.start.adding(days: $0) }
                request.everyDay = true
            } else {
                request.vagueDay = true
            }
        }
        // "wiped out with flu on monday and tuesday, can you put stretching down as skipped for both days": the days said
        // before, in the same message. (None said: which days is asked.)
        if [.logDone, .logSkip, .logSlip, .logClear].contains(request.intent), request.log?.daysBack == true || request.meaning.daysBack,
           request.log?.days.isEmpty ?? true {
            // (The last run of days said, whole: "on monday and tuesday".)
            var said: [Day]? = nil
            var k = 0
            while k < r.lowerBound {
                if let (days, n) = extract.daysAt(Array(u.norms[..<r.lowerBound]), k, today: today, spans: true) { said = days; k += n } else { k += 1 }
            }
            if let days = said {
                request.log?.days = days
            } else {
                request.vagueDay = true
            }
        }
        // "did yoga all weekend": each day of the weekend gone by (today, if it is one, ends it); "over the weekend",
        // without "all" or "every", is some day of it, asked about.
        // ("read every day while i was away over the weekend and on monday": the weekend's days with the others said.)
        if [.logDone, .logSkip, .logSlip, .logClear].contains(request.intent), !request.everyDay || !(request.log?.days.isEmpty ?? true),
           let k = said.first(where: { vocabulary.has("weekend_word", u.norms[$0]) }) {
            let days = extract.pastWeekend(today: today)
            let whole = (max(0, k - 3)..<k).contains { j in
                vocabulary.has("whole_word", u.norms[j]) || everyDayAt(u.norms, j) || vocabulary.has("every_word", u.norms[j]) || u.norms[j] == "both"
            } || (said.lowerBound..<k).contains { everyDayAt(u.norms, $0) }
            if let others = request.log?.days, !others.isEmpty {
                // (Only for days gone by: "skip hoovering saturday, we've got people staying all weekend" is this Saturday.)
                if whole, others.allSatisfy({ $0 < today }) { request.log?.days = Array(Set(others + days)).sorted() }
            } else {
                request.log?.days = days
                if whole { request.everyDay = true } else { request.vagueDay = true }
            }
        }
        // "walked every day since saturday": every day from that day to today.
        if [.logDone, .logSkip, .logSlip, .logClear].contains(request.intent),
           said.contains(where: { k in everyDayAt(u.norms, k) }), let from = sinceDay(u, said), from < today {
            request.log?.days = (0...(today - from)).map { from.adding(days: $0) }
            request.log?.aside = nil
            request.everyDay = true
            request.vagueDay = false
        }
        // "show february" is a month to show, "show last week" a week, whichever pattern read it.
        if request.intent == .showWeek || request.intent == .showMonth, let unit = request.period?.unit {
            request.intent = unit == .week ? .showWeek : .showMonth
        }
        // For habits to avoid, "no cigarettes today!" is a clean day, never a skip, and "smoke free today" or
        // "sober today" is a clean day, never a slip.
        let allToAvoid = request.log.map { log in
            !log.references.isEmpty && log.references.allSatisfy { reference in
                if case .habit(let id) = reference { return journal.habit(id: id)?.polarity == .avoid } else { return false }
            }
        } ?? false
        if allToAvoid, request.intent == .logSkip, let first = r.first, ["no", "zero", "not"].contains(u.norms[first]) {
            request.intent = .logClear
            request.cleanReport = true
        }
        // "zero cigarettes yesterday", "had 0 drinks": an amount of nothing is a clean day, never a slip.
        if allToAvoid, request.intent == .logDone,
           r.contains(where: { ["zero", "0", "none"].contains(u.norms[$0]) }) || r.first.map({ ["no", "not"].contains(u.norms[$0]) }) == true {
            request.intent = .logClear
            request.cleanReport = true
        }
        // ("had a couple cigs saturday night, otherwise clean": clean the rest of the time says nothing of what was had.)
        if allToAvoid, request.intent == .logDone, r.contains(where: { k in
            vocabulary.match("clean_word", in: u.norms, at: k, fuzzy: false) != nil && vocabulary.matchEnding("otherwise_word", in: u.norms, at: k) == nil
                // ("broke sober march already, drank at the work do": a clean run said to be broken is no clean day.)
                && !(max(r.lowerBound, k - 2)..<k).contains { vocabulary.has("break_verb", u.norms[$0]) }
                // ("smoked on saturday after 3 weeks clean": how long the clean run was, no clean day.)
                && !(k - 2 >= r.lowerBound && vocabulary.lookup("period", in: u.norms, at: k - 1, fuzzy: false)?.length == 1
                     && extract.numberAt(u.norms, k - 2) != nil)
        }) {
            request.intent = .logClear
            request.cleanReport = true
        }
        // "managed not to smoke", "a whole day without vaping", even "I didn't smoke today": a clean day reported,
        // which takes back a slip only when it says so ("actually I didn't…", "unmark smoking").
        if allToAvoid, request.intent == .logClear,
           !r.contains(where: { vocabulary.match("correction_word", in: u.norms, at: $0, fuzzy: false) != nil
               || vocabulary.match("clear_word", in: u.norms, at: $0, fuzzy: false) != nil }) {
            request.cleanReport = true
        }
        // "not one cigarette since sunday": clean every day since then, which the days without a slip say already.
        if request.cleanReport, !request.everyDay, let from = sinceDay(u, said), from < today {
            request.log?.days = (0...(today - from)).map { from.adding(days: $0) }
            request.everyDay = true
            request.vagueDay = false
        }
        if request.intent == .logSkip || request.intent == .pause {
            for k in r where request.reason == nil {
                // (Not what says it is called off: "date night's off tonight" is no rest.)
                if let hit = vocabulary.lookup("away_reason", in: u.norms, at: k, fuzzy: false),
                   vocabulary.match("called_off", in: u.norms, at: k, fuzzy: false) != hit.length { request.reason = hit.value }
            }
        }
        if request.intent == .addHabit {
            request.drafts = reader.parts(u, r).enumerated().compactMap { k, part in
                let d = reader.draft(u, part)
                return d.isEmpty || (k > 0 && remark(u, part, d)) ? nil : d
            }
            if request.drafts.isEmpty { request.drafts = [HabitDraft()] }
            // "remind me to walk", "remind me to drink water every 2 hours": about a habit there is, without a time
            // of day — asked for, never a new habit.
            // ("remind me to floss and take my vitamins in the evening": habits said as a list are each meant.)
            let names: [[String]] = request.drafts.count == 1
                ? (request.drafts[0].name.map { tokenize($0) } ?? []).split(whereSeparator: Self.listJoiners.contains).map(Array.init)
                : request.drafts.map { tokenize($0.name ?? "") }
            if let first = r.first, u.norms[first] == "remind", let listed = habitsListed(names, within: true) {
                request.intent = .setReminder
                request.habit = .ambiguous(listed)
                request.listed = true
                if let time = request.drafts.lazy.compactMap(\.reminder).first { request.time = time } else { request.askTime = true }
            } else if let first = r.first, u.norms[first] == "remind", request.drafts.count == 1, let name = request.drafts[0].name,
               let (reference, _) = resolver.habitWithin(tokenize(name), raw: name), case .habit = reference {
                request.intent = .setReminder
                request.habit = reference
                // ("remind me to take my vitamins at 8am" with "Vitamins" there: the time said is the reminder's.)
                if let time = request.drafts[0].reminder { request.time = time } else { request.askTime = true }
                // ("… at 9pm but only on weekdays": the days said are the reminder's.)
                if case .weekdays? = request.drafts[0].schedule { request.schedule = request.drafts[0].schedule }
            }
        }
        // "remind me to meditate in the morning": the part of the day said is the reminder's, its time the person's own.
        let part = r.lazy.compactMap { self.vocabulary.lookup("day_part", in: u.norms, at: $0, fuzzy: false).flatMap { DayPart(rawValue: $0.value) } }.first
        if request.intent == .setReminder, request.askTime {
            request.dayPart = part
            // ("… an hour before bed": how long before it, said before "before".)
            request.ahead = r.lazy.compactMap { k -> Int? in
                guard let (minutes, n) = self.extract.durationAt(u.norms, k), k + n < r.upperBound, u.norms[k + n] == "before" else { return nil }
                return minutes
            }.first
        }
        // "nudge me to walk at 1.30 after lunch", "ping me at 7 in the evening": an hour said without am or pm, beside a
        // part of the day after noon, is after noon.
        // ("my evening tablets at half past nine every night": a word of the evening elsewhere says the same; only a morning
        // said keeps it before noon.)
        if request.intent == .setReminder, let t = request.time, let part, part.meansAfterNoon(hour: t.hour),
           !r.contains(where: { self.vocabulary.lookup("meridiem", in: u.norms, at: $0, fuzzy: false)?.value == "am" }),
           !r.contains(where: { u.norms[$0].first == "0" }), let pm = TimeOfDay(hour: t.hour + 12, minute: t.minute) {
            request.time = pm
            request.eitherSideOfNoon = false
            request.timeGuess = false
        }
        guard !asked else { return }
        // Uncertain readings are asked about: a schedule or tier said with no habit and no edit word ("weekdays"),
        // a new habit said with doubt ("maybe add stretching").
        switch request.intent {
        case .changeSchedule, .changeTier:
            // "yoga on friday and saturday" names a habit but says no edit: asked about too.
            request.unsure = request.meaning.otherTier || !says("edit_verb", u, r) && !says("edit_cue", u, r) && !memo.editVerbGiven.contains(said)
        case .addHabit:
            // "maybe add stretching" doubts the habit (the lead-in is dropped before matching, so look at all that
            // was said); "running, maybe 3 times a week" only the schedule.
            request.unsure = doubted(u, said)
            if request.unsure { request.drafts = request.drafts.map { var d = $0; d.unsure = true; return d } }
        default: break
        }
    }

    /// Whether the words doubt the habit they tell of: "maybe add stretching". Not a doubt of how often only ("running,
    /// maybe 3 times a week"), nor a softened ask for a reminder ("…, and perhaps remind me at half past eight").
    private func doubted(_ u: Utterance, _ r: Range<Int>) -> Bool {
        let scope = Array(u.norms[..<r.upperBound])
        return r.contains { k in
            guard let n = vocabulary.match("doubt", in: u.norms, at: k, fuzzy: false) else { return false }
            return extract.scheduleAt(scope, k + n) == nil && vocabulary.match("remind_verb", in: scope, at: k + n, fuzzy: false) == nil
        }
    }

    /// Whether a phrase of the list is anywhere in the words.
    private func says(_ list: String, _ u: Utterance, _ r: Range<Int>) -> Bool {
        r.contains { vocabulary.match(list, in: u.norms, at: $0, fuzzy: false) != nil }
    }

    /// All requests in a message, in order. Parts of an "add" that are requests of their own
    /// ("add running daily and delete reading") become separate requests.
    func requests(_ text: String) -> [Request] {
        let u = language.tokenize(text)
        return clauses(u).flatMap { requests(u, $0) }
    }

    /// The requests of one clause: usually one; an add whose later parts are requests of their own gives more.
    func requests(_ u: Utterance, _ clause: Range<Int>) -> [Request] {
        // ("is 5 to 10 mins, 3 days a week realistic if im starting from nothing?": a question changes nothing, whatever
        // part of it reads as a change.)
        var found = requestsRead(u, clause)
        // ("ok weekly catch up. mon and tue i ran, …": a habit said with no verb of adding, in a message that goes on to tell
        // other things, may be a heading — added only when asked about first.)
        if found.contains(where: { $0.intent == .addHabit && $0.meaning.verbless }),
           // (Said after it: what came before may be a habit this message added already.)
           clauses(u).contains(where: { $0.lowerBound >= clause.upperBound && requestsRead(u, $0).contains { other in
               // (Beside a report, or a request about a habit there is: "…some days after. can you remind me about my workout at 7:30".)
               Self.reports.contains(other.intent) ? other.log?.allResolved == true : other.habit?.isHabit == true
           } }) {
            for i in found.indices where found[i].intent == .addHabit && found[i].meaning.verbless {
                for k in found[i].drafts.indices { found[i].drafts[k].unsure = true }
            }
        }
        // ("if i actually meal prepped on sundays id eat so much better": what would be, said as a condition, asks for no
        // change — only a request after the condition's comma does: "if i miss my walk, remind me at 6".)
        if let first = core(u, clause).first, vocabulary.match("condition_start", in: u.norms, at: first, fuzzy: false) != nil,
           found.contains(where: { Self.changes.contains($0.intent) }) {
            if let comma = clause.first(where: { $0 > first && u.norms[$0] == "," }), comma + 1 < clause.upperBound {
                return found.filter { !Self.changes.contains($0.intent) } + requests(u, (comma + 1)..<clause.upperBound)
            }
            return found.filter { !Self.changes.contains($0.intent) }
        }
        guard let first = core(u, clause).first,
              ["question_start", "hypothetical_start"].contains(where: { vocabulary.match($0, in: u.norms, at: first, fuzzy: false) != nil }),
              u.tokens[clause].contains(where: { $0.raw == "?" }) || (clause.upperBound < u.tokens.count && u.tokens[clause.upperBound].raw == "?")
        else { return found }
        return found.filter { !Self.changes.contains($0.intent) }
    }

    private func requestsRead(_ u: Utterance, _ clause: Range<Int>) -> [Request] {
        if let fixed = corrected(u, clause) { return [fixed] }
        // ("…, gym on monday": a part of a list of reports, its verb the first part's.)
        if let intent = memo.gapped[clause], let spec = memo.gappedAmounts[clause] {
            var part = Request(intent: intent, score: 2, rule: .reader(.partsTalk))
            part.log = spec
            return [part]
        }
        if let statement = memo.profileParts[clause] {
            var part = Request(intent: .setProfile, score: 2, rule: .reader(.partsTalk))
            part.profile = statement
            return [part]
        }
        if let intent = memo.gapped[clause], var part = best(u, clause, only: [.logDone]) {
            part.intent = intent
            return [part]
        }
        guard var request = best(u, clause) else {
            // "ping me at 9am and 1pm": a reminder read without the further times said at its end, then each of them.
            let w = u.norms
            // ("remind me at 8am and again at 9pm": "again" before the further time, too.)
            func again(_ k: Int) -> Int { k < clause.upperBound && vocabulary.has("also_word", w[k]) ? k + 1 : k }
            // (The first joiner before a time whose words before it read as a reminder: "set two reminders, at 08:00 and at
            // 16:00" is cut at "and", not at the comma.)
            if let cut = clause.first(where: { k in
                k > clause.lowerBound && Self.listJoiners.contains(w[k]) && again(k + 1) < clause.upperBound
                    && (extract.timeAt(w, again(k + 1)) != nil || extract.militaryTime(w[again(k + 1)]) != nil)
                    && best(u, clause.lowerBound..<k)?.intent == .setReminder
            }), let head = best(u, clause.lowerBound..<cut) {
                var k = cut
                while k < clause.upperBound {
                    if Self.listJoiners.contains(w[k]) || vocabulary.has("also_word", w[k]) { k += 1; continue }
                    // ("…at 8am, 2pm and 9pm pls, same times every day": a filler, or the times said again as the same.)
                    if let n = vocabulary.match("filler_end", in: w, at: k, fuzzy: false) ?? vocabulary.match("same_times", in: w, at: k, fuzzy: false) {
                        k += n
                        continue
                    }
                    // ("…at 8am, 4pm and 10pm every day": the days of them all.)
                    if let (schedule, n) = extract.scheduleAt(w, k), schedule == .daily, k + n == clause.upperBound { k += n; break }
                    // ("…, in case I do not manage it in the morning": a why after the times says no more of them.)
                    if k > cut, vocabulary.match("remark_lead", in: w, at: k, fuzzy: false) != nil { k = clause.upperBound; break }
                    guard let n = extract.timeAt(w, k)?.1 ?? extract.militaryTime(w[k]).map({ _ in 1 }) else { break }
                    k += n
                }
                if k == clause.upperBound { return [head] + moreTimes(head, u, clause) }
            }
            return []
        }
        if request.intent == .setReminder { return [request] + moreTimes(request, u, clause) }
        guard request.intent == .addHabit else { return [request] }
        var drafts: [HabitDraft] = []
        var extra: [Request] = []
        let parts = reader.parts(u, request.words ?? core(u, clause))
        // ("my physio says my hips are concrete from sitting all day, can you add stretching for me": an add read whole
        // that names nothing, with a request inside it, is the request; what leads up to it is why.)
        if parts.count == 1, reader.draft(u, parts[0]).name == nil, let k = requestInside(u, parts[0]), k > clause.lowerBound,
           let asked = best(u, k..<clause.upperBound), asked.score >= 2 {
            return requests(u, k..<clause.upperBound)
        }
        for (k, part) in parts.enumerated() {
            // "add stretching before bed, remind me at 10pm": a reminder for no habit in particular is the new one's.
            if k > 0, let other = best(u, part), other.intent == .setReminder, other.habit == nil || other.habit == .pronoun,
               let time = other.time, !other.badTime, !other.timeGuess, let last = drafts.indices.last, drafts[last].reminder == nil {
                drafts[last].reminder = time
                continue
            }
            // ("i want to walk after lunch every day and do 10 squats on mon wed fri": a part of a wish tells of nothing done
            // unless it says so in a past tense.)
            if k > 0, let other = best(u, part), other.intent != .addHabit, other.score >= 2,
               ![.changeSchedule, .changeTarget].contains(other.intent) || (other.habit != nil && other.habit != .pronoun),
               !Self.reports.contains(other.intent) || part.contains(where: { extract.pastTense(u.norms[$0]) }) {
                extra.append(other)
                continue
            }
            // ("walk most days, let's say 5 times a week": said again more exactly, after a word of settling, it is the habit
            // before's, in place of what was said first.)
            if k > 0, let last = drafts.indices.last, drafts[last].name != nil, let lead = restated(u, part) {
                let d = reader.draft(u, lead..<part.upperBound)
                if d.name == nil, d.nameProblem == nil, d.leftover != true, !d.isEmpty {
                    drafts[last] = drafts[last].combined(with: d, overriding: true)
                    continue
                }
            }
            // ("i want to run 3 times a week, 20km total": how much in all, said after how often, is the habit before's target
            // over its week or month — or its day.)
            if k > 0, let last = drafts.indices.last, drafts[last].name != nil, drafts[last].target == nil, let schedule = drafts[last].schedule {
                var pw = Array(u.norms[part])
                while let first = pw.first, vocabulary.has("settings_joiner", first) { pw.removeFirst() }
                if let (amount, unitWord, n) = extract.amountAt(pw, 0), unitWord != "times", let unit = try? AmountUnit(unitWord), n < pw.count,
                   vocabulary.match("total_word", in: pw, at: n, fuzzy: false).map({ n + $0 == pw.count }) == true {
                    drafts[last].target = Target(amount, unit, kind: schedule == .daily ? .day : .period)
                    continue
                }
            }
            let d = reader.draft(u, part)
            // ("please add gym, I go there 6 times in the week normally": how often I do it, said of the habit before with
            // "there" or "it", is its schedule.)
            if k > 0, let last = drafts.indices.last, drafts[last].name != nil, drafts[last].schedule == nil, d.schedule != nil,
               let name = d.name, case let words = tokenize(name), words.count > 1,
               words.dropFirst().allSatisfy({ vocabulary.has("pronoun", $0) || vocabulary.has("place_ref", $0) }) {
                drafts[last].schedule = d.schedule
                if drafts[last].perDay == nil { drafts[last].perDay = d.perDay }
                continue
            }
            if k > 0, remark(u, part, d) { continue }
            // "track my pushups, aiming for 4 days a week": settings said on their own belong to the habit before them.
            if d.name == nil, d.nameProblem == nil, d.leftover != true, let last = drafts.indices.last, drafts[last].name != nil {
                drafts[last] = drafts[last].combined(with: d, overriding: false)
                // ("limit cigarettes: at most five per day": a count a day said with a ceiling, of a habit to avoid, is its limit.)
                if drafts[last].polarity != .build, drafts[last].target == nil, let n = drafts[last].perDay,
                   part.contains(where: { vocabulary.match("ceiling_word", in: u.norms, at: $0, fuzzy: false) != nil }) {
                    drafts[last].target = Target.limit(Amount(n), .times)
                    drafts[last].polarity = .avoid
                    drafts[last].perDay = nil
                }
                continue
            }
            // "trying to cut down smoking, max 5 cigs a day": a ceiling said after a habit to avoid is its limit.
            if let last = drafts.indices.last, drafts[last].name != nil, drafts[last].polarity != .build, drafts[last].target == nil,
               d.target?.isLimit == true, let lead = part.first(where: { ![",", "and"].contains(u.norms[$0]) }),
               vocabulary.match("ceiling_word", in: u.norms, at: lead, fuzzy: false) != nil {
                drafts[last].target = d.target
                drafts[last].polarity = .avoid
                continue
            }
            // "cut down on sugar, ideally 1 sweet a day": a part whose name would start with a number says how much of the
            // habit before it; read as its limit where it can be, else said back in the question about that habit.
            if let last = drafts.indices.last, drafts[last].name != nil, let name = d.name, let first = tokenize(name).first,
               extract.plainNumberAt([first], 0) != nil {
                var said = part
                while let k = said.first, [",", "and"].contains(u.norms[k]) { said = (k + 1)..<said.upperBound }
                // ("add running, goal is 20km a week": the words that say it is a goal lead into how much.)
                // ("can u add spanish practice, 4 hours a week": how much over each week, or each day, is its target.)
                let pw = Array(u.norms[reader.stripCues(u.norms, said).0..<said.upperBound])
                if drafts[last].target == nil, drafts[last].polarity != .avoid, drafts[last].schedule == nil {
                    if let (amount, unitWord, schedule, length) = extract.amountPerPeriodAt(pw, 0), length == pw.count, unitWord != "times",
                       let unit = try? AmountUnit(unitWord) {
                        drafts[last].schedule = schedule
                        drafts[last].target = Target(amount, unit, kind: .period)
                        continue
                    }
                    if let (amount, unitWord, n) = extract.amountAt(pw, 0), unitWord != "times", let unit = try? AmountUnit(unitWord),
                       extract.scheduleAt(pw, n).map({ $0.0 == .daily && n + $0.1 == pw.count }) ?? false {
                        drafts[last].schedule = .daily
                        drafts[last].target = Target(amount, unit, kind: .day)
                        continue
                    }
                    // ("can u add anki flashcards, 50 cards a day": a count of things of its own, a day.)
                    if let (n, len) = extract.plainNumberAt(pw, 0), n > 0, len + 1 < pw.count, pw[len].allSatisfy(\.isLetter),
                       !vocabulary.has("schedule_word", pw[len]), !vocabulary.has("light_word", pw[len]), let unit = try? AmountUnit(pw[len]),
                       extract.scheduleAt(pw, len + 1).map({ $0.0 == .daily && len + 1 + $0.1 == pw.count }) ?? false {
                        drafts[last].schedule = .daily
                        drafts[last].target = Target(Amount(n), unit, kind: .day)
                        continue
                    }
                }
                if drafts[last].loose == nil { drafts[last].loose = u.original(said) }
                reader.limited(&drafts[last])
                if drafts[last].loose != nil { drafts[last].unsure = true }
                continue
            }
            // ("add plank every day and yoga twice a week, yoga's just a bonus one": a part that names a habit just asked
            // for, then how it counts or how often, says that of it.)
            if let (index, tier, schedule) = settingsOfDraft(drafts, Array(u.norms[part])) {
                if let tier { drafts[index].tier = tier }
                if let schedule { drafts[index].schedule = schedule }
                continue
            }
            // "cut down on coffee, max 2 coffees a day": a part that names the habit before it again says more of that one.
            if let last = drafts.indices.last, let before = drafts[last].name, let name = d.name, d.leftover != true,
               sameThing(tokenize(before), tokenize(name)) {
                drafts[last] = drafts[last].combined(with: d, overriding: false)
                continue
            }
            if !d.isEmpty {
                var d = d
                // ("i always end up buying lunch, i wanna bring my own…": what I say I do, beside a habit wished for, is why.)
                if saysWhatIDo(u, part) || (k > 0 && advice(u, part)) { d.onlyWhy = true } else if k > 0, wishes(u, part) { d.wished = true }
                // ("…, and maybe meditate too": a doubt said in one part of several is that habit's alone.)
                if doubted(u, part) { d.unsure = true }
                drafts.append(d)
            }
        }
        // "im trying to look after myself more": a wish about oneself is no activity yet — said beside activities it is
        // why they are wanted (left out); alone it is asked, never added outright.
        let aboutOneself = { (d: HabitDraft) in d.name.map { self.tokenize($0).contains { self.vocabulary.has("reflexive", $0) } } ?? false }
        if drafts.count > 1, drafts.contains(where: { !aboutOneself($0) }) { drafts.removeAll(where: aboutOneself) }
        for k in drafts.indices where aboutOneself(drafts[k]) { drafts[k].unsure = true }
        // (With several habits, each one's doubt is its own.)
        let doubtIsEach = drafts.count > 1
        // Nothing said to add these: a thing said with a schedule alone ("duolingo every day") is a new habit when every
        // word is accounted for and it isn't said of something or someone. Words left over, or several things not all of
        // them activities ("most evenings, say 5 a week"), make it no add at all.
        // (A cue of wanting or trying — "i've been trying to…" — is a request said as a wish; "the" or "my" alone is none.)
        let said = request.words ?? core(u, clause)
        // ("I am", "I was" lead into what I am, a statement: "I'm busy on fridays" is no cue to add.)
        // ("I always…", "I usually…" say what I do, no cue either — unless asked for after: "…, can you track that".)
        let selfReport = said.count > 1 && vocabulary.has("first_person", u.norms[said.lowerBound])
            ? vocabulary.match("self_report", in: u.norms, at: said.lowerBound + 1, fuzzy: false).map { $0 + 1 } ?? 0 : 0
        let cued = ((said.lowerBound + selfReport)..<reader.stripCues(u.norms, said).0).contains {
            !vocabulary.has("statement_start", u.norms[$0]) && !vocabulary.has("state_verb", u.norms[$0])
        } || asksForIt(u, clause)
        if request.meaning.verbless, !cued {
            // (A word before "my" or "the" is a verb of doing: "organise my desk", "water the plants".)
            func verbPhrase(_ w: [String]) -> Bool {
                w.count > 2 && determiner(w[1])
                    && !vocabulary.has("possessive", w[0]) && !language.lightWords.contains(w[0])
            }
            // (A habit said with its own wish to stop — "…and I also want to stop biting my nails" — is one asked for.)
            let activities = drafts.map { d in d.polarity == .avoid || (d.name.map { reader.namesActivity(tokenize($0)) || verbPhrase(tokenize($0)) } ?? false) }
            // (Words of a schedule left over are asked about, saying so: "call grandma on the first and third sunday".)
            let scheduleLeft = { (d: HabitDraft) in d.unread.map { self.tokenize($0).contains { self.vocabulary.has("schedule_word", $0) } } ?? false }
            // ("funny story, goal is max one swear a day": no add over the whole clause may be a remark, then the habit.)
            func remarkThenHabit() -> [Request] {
                guard request.words == nil, u.norms[clause].contains(","), let around = aroundRemarks(u, core(u, clause)),
                      around.intent == .addHabit, around.meaning.verbless, let words = around.words else { return extra }
                let found = requests(u, words)
                return found.contains(where: { $0.intent == .addHabit }) ? found : extra
            }
            // ("sunday to thursday nights": a name that is only when it happens names nothing.)
            if drafts.contains(where: { $0.looseWords == true && !scheduleLeft($0) }) || (drafts.count > 1 && activities.contains(false))
                || drafts.contains(where: reader.namesOnlyWhen) {
                return remarkThenHabit()
            }
            // What is said of something or someone ("the pharmacy shuts at 6 on weekends", "I've got an interview on
            // thursday", "Tom meditates every night") is a statement, not a habit asked for.
            // ("I work out every day" says what I do: offered, asked first.)
            // ("every night i am scrolling in bed": said after when it happens, too.)
            let w = u.norms, r = afterSchedule(u, said)
            let ofMyself = r.count > 2 && vocabulary.has("first_person", w[r.lowerBound]) && !vocabulary.has("state_verb", w[r.lowerBound + 1])
                && !extract.pastTense(w[r.lowerBound + 1])
            // ("most days i don't drink at all": what I don't do is no habit asked for.)
            let notDone = (r.lowerBound..<(r.upperBound - 1)).contains { k in
                vocabulary.has("first_person", w[k]) && (vocabulary.has("negation", w[k + 1])
                    || (vocabulary.has("auxiliary", w[k + 1]) && k + 2 < r.upperBound && vocabulary.has("negation", w[k + 2])))
            }
            if notDone { return remarkThenHabit() }
            if ofMyself { for k in drafts.indices where drafts[k].wished != true { drafts[k].unsure = true } } else if saysSomethingOf(u, r) { return extra }
        }
        // "book a table on friday", "gonna try and get a run in friday after work": one day is a day, not a schedule ("on
        // fridays", "every friday" are) — asked first, whatever led into it.
        let oneDay = u.norms[clause].contains { w in vocabulary.lookup("weekday", in: [w], at: 0, fuzzy: false) != nil && !w.hasSuffix("s") }
            && !u.norms[clause].contains { vocabulary.has("every_word", $0) }
        for k in drafts.indices where oneDay {
            if case .weekdays(let days)? = drafts[k].schedule, days.count == 1 { drafts[k].unsure = true }
        }
        // "stop my account", "stop the payment to Netflix": a thing someone has is no activity to build or break; asked
        // about first.
        let afterCue = reader.stripCues(u.norms, said).0
        // (Not "a" in "set a habit to": a habit is no thing someone has.)
        // ("set me a limit of 2 coffees a day": a ceiling said, not a thing.)
        let ceilingAt = { (k: Int) in self.vocabulary.match("limit_word", in: u.norms, at: k, fuzzy: false) != nil }
        let thingNamed = (said.lowerBound..<afterCue).dropFirst().contains {
            determiner(u.norms[$0]) && !($0 + 1 < u.norms.count && vocabulary.has("habit_word", u.norms[$0 + 1])) && !ceilingAt($0)
        }
            || (afterCue < said.upperBound && determiner(u.norms[afterCue]) && !ceilingAt(afterCue))
        // (A thing asked for outright with how often it is done is the doing of it: "please add my warfarin tablet every
        // evening at 6".)
        let outright = (said.lowerBound..<afterCue).contains { vocabulary.has("add_outright", u.norms[$0]) }
        // ("the physiotherapist has given me some exercises …, can you track that": a name with a subject and its verb in
        // it is a sentence told, never a habit's name — asked first.)
        for k in drafts.indices {
            guard let name = drafts[k].name else { continue }
            let words = tokenize(name)
            // ("…, my curls cant handle daily": nor one with a "not" inside it.)
            if words.indices.dropFirst().contains(where: { i in
                vocabulary.has("negation", words[i]) && i > 1
            }) || words.indices.dropFirst().contains(where: { i in
                vocabulary.has("auxiliary", words[i]) && i + 1 < words.count
                    && (extract.pastTense(words[i + 1]) || vocabulary.has("participle", words[i + 1]))
            }) { drafts[k].unsure = true }
        }
        for k in drafts.indices where !(outright && drafts.count == 1 && drafts[k].schedule != nil) {
            if let name = drafts[k].name, let first = tokenize(name).first, thingNamed || determiner(first),
               !reader.namesActivity(tokenize(name)) {
                drafts[k].unsure = true
            }
        }
        // Every word of a habit asked for is accounted for: words nothing read ("cut down on coffee, keep it to 2 cups a
        // day") make it a question that names them.
        for k in drafts.indices where drafts[k].loose != nil && drafts[k].unread == nil { drafts[k].unsure = true }
        // (Someone else's idea — "my therapist thinks i should be doing gratitude lists every day" — is asked before it is added.)
        // (Not when I ask for it myself: "…, can u add that", "…, so I would like to put that on here". The advice is the
        // first wish said: "my therapist said i should try journaling, and also i really need to stop vaping".)
        if [.reader(.adviceTalk), .reader(.goalTalk)].contains(request.rule), !drafts.isEmpty,
           let advised = clause.first(where: { reader.reportedSpeech(u.norms, $0, clause.upperBound) != nil }),
           parts.first.map({ advised < $0.upperBound }) ?? false,
           !clause.contains(where: { vocabulary.match("back_add", in: u.norms, at: $0, fuzzy: false) != nil }) {
            drafts[0].unsure = true
        }
        request.drafts = share(drafts.isEmpty ? [HabitDraft()] : drafts).map { var d = $0; if request.unsure, !doubtIsEach { d.unsure = true }; return d }
        if request.drafts.count == 1, request.drafts[0].schedule == nil, let schedule = memo.contrastSchedules[clause] {
            request.drafts[0].schedule = schedule
        }
        // ("…, some days i go before work, some days after": said with no verb of adding, words that tell what I do are no name.)
        if request.meaning.verbless, request.drafts.contains(where: { draft in
            draft.name.map { name in tokenize(name).dropFirst().contains { vocabulary.has("first_person", $0) } } ?? false
        }) {
            return extra
        }
        // ("want to keep the stats", "don't want to lose my streak": the coach's own record of a habit is no habit.)
        if request.drafts.allSatisfy({ draft in
            guard let name = draft.name else { return false }
            let said = tokenize(name)
            return [0, 1].contains { k in k < said.count && vocabulary.match("record_thing", in: said, at: k, fuzzy: false) == said.count - k }
        }) {
            return extra
        }
        // ("add stretching too, i already did it saturday and sunday": what I did of "it", told after the new habit's words, is
        // a report of the habit being added.)
        if request.drafts.count == 1, let words = request.words, words.upperBound < clause.upperBound,
           let comma = (words.upperBound..<clause.upperBound).first(where: { u.norms[$0] == "," }), comma + 1 < clause.upperBound,
           let told = best(u, (comma + 1)..<clause.upperBound), told.intent == .logDone, told.score >= 2, told.log?.references == [.pronoun],
           !(told.log?.days.isEmpty ?? true) {
            extra.append(told)
        }
        return [request] + extra
    }

    /// The day after "since" ("since saturday", "since the 20th"), if one is said.
    func sinceDay<S: Sequence<Int>>(_ u: Utterance, _ said: S) -> Day? {
        said.lazy.compactMap { k -> Day? in
            guard let n = self.vocabulary.match("since_word", in: u.norms, at: k, fuzzy: false) else { return nil }
            return self.extract.dayAt(u.norms, k + n, today: self.today)?.0
        }.first
    }

    /// "every day", "every night", "daily": each day of a span, however the day is named.
    func everyDayAt(_ w: [String], _ k: Int) -> Bool {
        (vocabulary.has("every_word", w[k]) && k + 1 < w.count && vocabulary.has("each_day_word", w[k + 1])) || w[k] == "daily" || w[k] == "nightly"
    }

    /// "remind me to drink water at 10am and 3pm": each further time said after a joiner is one more reminder for the
    /// same habit, beside the first.
    func moreTimes(_ request: Request, _ u: Utterance, _ clause: Range<Int>) -> [Request] {
        let w = u.norms
        guard let first = request.time, !request.badTime else { return [] }
        var more: [Request] = []
        var seen: Set<TimeOfDay> = [first]
        var k = clause.lowerBound + 1
        while k < clause.upperBound {
            defer { k += 1 }
            // ("at 0630 and 2130": four digits of a time, after a joiner, are one too.)
            let military = extract.militaryTime(w[k]).map { ($0 as TimeOfDay?, 1) }
            // ("…and again at 9pm": a word of one more between the joiner and the time.)
            let joined = Self.listJoiners.contains(w[k - 1]) || (k >= 2 && vocabulary.has("also_word", w[k - 1]) && Self.listJoiners.contains(w[k - 2]))
            guard joined, let (time, n) = extract.timeAt(w, k) ?? military, let time, !seen.contains(time) else { continue }
            // (Said as a time of its own: "3pm", "at 15:00" — a bare number after "and" is no time.)
            guard (k..<(k + n)).contains(where: { vocabulary.lookup("meridiem", in: w, at: $0, fuzzy: false) != nil || w[$0].contains(":") || w[$0].contains(".") })
                    || vocabulary.match("time_lead", in: w, at: k, fuzzy: false) != nil || military != nil else { continue }
            seen.insert(time)
            var next = request
            next.time = time
            next.also = true
            more.append(next)
            k += n - 1
        }
        return more
    }

    /// "…, i always forget and my dentist keeps nagging me": a later part of a new habit's words that starts as a remark
    /// (and wants nothing) is context, not another habit. ("…, i sleep in at weekends": what I do, said with a schedule
    /// of its own, is context too.)
    func remark(_ u: Utterance, _ part: Range<Int>, _ d: HabitDraft) -> Bool {
        guard let lead = part.first(where: { !vocabulary.has("conjunction", u.norms[$0]) && u.norms[$0] != "," }) else { return false }
        // ("…, sick of finishing a 12.5 hour shift with chapped lips": words too many for a name, saying nothing of how
        // often or how much, after a habit, are why.)
        if d.nameProblem != nil, d.schedule == nil, d.tier == nil, d.target == nil, d.reminder == nil { return true }
        // ("…, keep forgetting since i got back": forgetting is what gets in the way, never a habit.)
        if (lead..<min(part.upperBound, lead + 2)).contains(where: { vocabulary.has("forgot_word", u.norms[$0]) }) { return true }
        // ("…, weekends i sleep in": what I do, said after something else, is about me — unless it asks for something.)
        // (Said near its start: "stretch 4 times a week whenever i can" names a habit, and when.)
        if let me = part.first(where: { $0 > lead && $0 <= lead + 2 && vocabulary.has("first_person", u.norms[$0]) }),
           !["add_cue", "avoid_cue", "desire_word"].contains(where: { vocabulary.match($0, in: u.norms, at: me, fuzzy: false) != nil }),
           !(me + 1 < part.upperBound && vocabulary.has("desire_word", u.norms[me + 1])) {
            return true
        }
        // ("…and no gambling": a habit to avoid in a list of them is no remark.)
        return (vocabulary.has("first_person", u.norms[lead]) || (d.schedule == nil && d.tier == nil && d.reminder == nil))
            && vocabulary.has("not_activity_start", u.norms[lead]) && d.polarity != .avoid
            && !["add_cue", "avoid_cue"].contains(where: { vocabulary.match($0, in: u.norms, at: lead, fuzzy: false) != nil })
            // ("…and i also want to pray every day": a wish of mine, however it is put, asks for a habit.)
            && !((lead + 1)..<min(part.upperBound, lead + 3)).contains(where: { vocabulary.has("desire_word", u.norms[$0]) })
    }

    /// "yesterday was a nightmare", "monday was rough": a past day said as what a sentence is about (the day, then
    /// "was"), which the reports after it in the same message happened on.
    func sceneDay(_ u: Utterance, _ clause: Range<Int>) -> Day? {
        let w = u.norms
        for k in clause {
            guard let (days, n) = extract.daysAt(w, k, today: today), days.count == 1, let day = days.first, day < today,
                  k + n < clause.upperBound, vocabulary.has("copula", w[k + n]) else { continue }
            return day
        }
        return nil
    }

    /// "My neighbour popped round yesterday afternoon and I had three biscuits": words set aside before a report, telling in
    /// the past of one past day, say when what follows happened.
    func asideDay(_ u: Utterance, _ aside: Range<Int>) -> Day? {
        let w = u.norms
        guard aside.contains(where: { extract.pastTense(w[$0]) }) else { return nil }
        var found: [Day] = []
        var k = aside.lowerBound
        while k < aside.upperBound {
            guard let (days, n) = extract.daysAt(w, k, today: today) else { k += 1; continue }
            found += days
            k += n
        }
        guard found.count == 1, let day = found.first, day < today else { return nil }
        return day
    }

    /// "I have a hospital appointment on Friday for a check-up, so I shall not be able to do my knee exercises that day":
    /// the one day a sentence that asks for nothing sets ahead — a weekday said with no past tense is the coming one —
    /// which a skip after it in the same message, saying no day of its own, is for.
    func planDay(_ u: Utterance, _ clause: Range<Int>) -> Day? {
        let w = u.norms
        guard !clause.contains(where: { extract.pastTense(w[$0]) }) else { return nil }
        var found: [Day] = []
        var k = clause.lowerBound
        while k < clause.upperBound {
            guard let (days, n) = extract.daysAt(w, k, today: today) else { k += 1; continue }
            let weekday = (k..<(k + n)).contains { vocabulary.lookup("weekday", in: w, at: $0, fuzzy: false) != nil }
            let back = (max(clause.lowerBound, k - 1)..<(k + n)).contains { vocabulary.has("back_word", w[$0]) || vocabulary.lookup("period_back", in: w, at: $0, fuzzy: false) != nil }
            found += days.map { weekday && !back && $0 < today && today - $0 < 7 ? $0.adding(days: 7) : $0 }
            k += n
        }
        guard found.count == 1, let day = found.first, day > today else { return nil }
        return day
    }

    /// "add yoga on tuesdays and thursdays, wait no, tuesdays and fridays", "remind me at 8am, no wait 8:30", "went to
    /// the gym yesterday, wait no it was monday": a value said again after words of taking back takes the place of the
    /// value of its kind (a time, days, a schedule) in what came before; the rest of it stands. Nil when what follows
    /// is anything more than such a value, or what came before has no value of that kind.
    func corrected(_ u: Utterance, _ clause: Range<Int>) -> Request? {
        let w = u.norms
        let end = core(u, clause).upperBound
        // (After a comma; or said with no break, as dictation does, when the words of taking back are two or more:
        // "add reading every day no wait just weekdays".)
        guard end > clause.lowerBound + 2, let mark = (clause.lowerBound + 2..<end).first(where: { k in
            [",", "-"].contains(w[k - 1]) ? ["take_back", "correction_word"].contains { vocabulary.match($0, in: w, at: k, fuzzy: false) != nil }
                : (vocabulary.match("take_back", in: w, at: k, fuzzy: false) ?? 0) >= 2
        }) else { return nil }
        let before = clause.lowerBound..<([",", "-"].contains(w[mark - 1]) ? mark - 1 : mark)
        // The words of taking back, then what leads into the value ("it was", "make it"), then the value alone.
        var i = mark
        var tookBack = false
        while i < end {
            if w[i] == "," { i += 1; continue }
            if let n = vocabulary.match("take_back", in: w, at: i, fuzzy: false) ?? vocabulary.match("deny", in: w, at: i, fuzzy: false) {
                tookBack = true; i += n; continue
            }
            if let n = vocabulary.match("correction_word", in: w, at: i, fuzzy: false) ?? vocabulary.match("correction_lead", in: w, at: i, fuzzy: false) {
                i += n; continue
            }
            break
        }
        guard tookBack, i < end, var request = best(u, before) else { return nil }
        let value = i..<end
        func timeSaid() -> TimeOfDay? {
            guard let (time, n) = extract.timeAt(w, value.lowerBound), n == value.count else { return nil }
            return time
        }
        func scheduleSaid() -> Schedule? {
            guard let (schedule, span) = extract.findSchedule(w, in: value), span == value else { return nil }
            return schedule
        }
        // A new habit: its reminder time or its schedule.
        if request.intent == .addHabit {
            guard var fixed = requests(u, before).first, fixed.drafts.count == 1 else { return nil }
            if fixed.drafts[0].reminder != nil, let time = timeSaid() {
                fixed.drafts[0].reminder = time
            } else if fixed.drafts[0].schedule != nil, let schedule = scheduleSaid() {
                fixed.drafts[0].schedule = schedule
            } else if let (n, length) = extract.numberAt(w, value.lowerBound), length == value.count, n > 0,
                      case let times? = fixed.drafts[0].schedule.flatMap({ s -> Schedule? in
                          // ("add piano 3 times a week... no actually make it 4": a count said again is how many times.)
                          switch s {
                          case .weekly: return .weekly(times: n)
                          case .monthly: return .monthly(times: n)
                          default: return nil
                          }
                      }) {
                fixed.drafts[0].schedule = times
            } else {
                return nil
            }
            return fixed
        }
        if request.time != nil, let time = timeSaid() {
            request.time = time
            return request
        }
        // ("rename jog to morning run, no actually just call it running": the new name said again.)
        if request.intent == .renameHabit, request.name != nil {
            var k = value.lowerBound
            while k < value.upperBound, let n = vocabulary.match("rename_again", in: w, at: k, fuzzy: false) { k += n }
            guard k < value.upperBound, reader.plausibleName(Array(w[k..<value.upperBound])) else { return nil }
            request.name = reader.capitalized(u.original(k..<value.upperBound))
            return request
        }
        if let days = request.log?.days, !days.isEmpty, let (new, n) = extract.daysAt(w, value.lowerBound, today: today), n == value.count {
            request.log?.days = new
            return request
        }
        if request.schedule != nil, let schedule = scheduleSaid() {
            request.schedule = schedule
            return request
        }
        // "make it 3, no wait 2": a number said again is the count's or the amount's.
        if let (n, length) = extract.numberAt(w, value.lowerBound), length == value.count, n > 0 {
            switch request.schedule {
            case .weekly?: request.schedule = .weekly(times: n); return request
            case .monthly?: request.schedule = .monthly(times: n); return request
            default: break
            }
            if request.amount != nil { request.amount = Amount(hundredths: n * 100); return request }
        }
        // "had 3 glasses - no wait, 4": the amount just said, in its unit (said again, or not).
        if request.log?.amount != nil, let (amount, unit, n) = extract.amountAt(w, value.lowerBound) ?? extract.plainAmountAt(w, value.lowerBound).map({ ($0.0, "", $0.1) }),
           n == value.count, unit.isEmpty || request.log?.unit.map({ language.sameUnit($0, unit) }) ?? true {
            request.log?.amount = amount
            return request
        }
        return nil
    }

    /// Where a part of a list starts, after the joiners that lead it ("…, and i wanna…").
    func afterJoiners(_ u: Utterance, _ part: Range<Int>) -> Int {
        part.first { !Self.listJoiners.contains(u.norms[$0]) } ?? part.upperBound
    }

    /// Where what is said again starts, after a word of settling that leads `part` ("…, let's say 5 times a week").
    func restated(_ u: Utterance, _ part: Range<Int>) -> Int? {
        let k = afterJoiners(u, part)
        guard let n = vocabulary.match("restate_lead", in: u.norms, at: k, fuzzy: false), k + n < part.upperBound else { return nil }
        return k + n
    }

    /// The words of `r` after a schedule that leads them, when what follows it starts with "I" ("every night i read").
    func afterSchedule(_ u: Utterance, _ r: Range<Int>) -> Range<Int> {
        guard let (_, n) = extract.scheduleAt(u.norms, r.lowerBound), r.lowerBound + n < r.upperBound,
              vocabulary.has("first_person", u.norms[r.lowerBound + n]) else { return r }
        return (r.lowerBound + n)..<r.upperBound
    }

    /// "…, my doctor say I drink too less": a part that passes on what someone said, after a habit asked for, is why.
    func advice(_ u: Utterance, _ part: Range<Int>) -> Bool {
        reader.reportedSpeech(u.norms, afterJoiners(u, part), part.upperBound) != nil
    }

    /// "…, i wanna bring my own lunch": a part that opens with a wish of its own.
    func wishes(_ u: Utterance, _ part: Range<Int>) -> Bool {
        let w = u.norms, k = afterJoiners(u, part)
        return k < part.upperBound && vocabulary.has("first_person", w[k]) && vocabulary.match("add_cue", in: w, at: k, fuzzy: false) != nil
            && !saysWhatIDo(u, part)
    }

    /// "i always end up buying lunch", "i barely drink anything": what I say I do (or never do), not what I wish for.
    func saysWhatIDo(_ u: Utterance, _ part: Range<Int>) -> Bool {
        let w = u.norms
        let r = afterSchedule(u, afterJoiners(u, part)..<part.upperBound)
        return r.count > 2 && vocabulary.has("first_person", w[r.lowerBound]) && vocabulary.match("self_report", in: w, at: r.lowerBound + 1, fuzzy: false) != nil
    }

    /// "slipped on the 1st, had a cigarette at a party": a report without a day of its own happened on the day
    /// the report before it in the same message said. `days` carries that day from one request to the next.
    static func carryDays(_ request: inout Request, _ days: inout [Day]) {
        guard reports.contains(request.intent) else { return }
        // ("smoked two on saturday night, had a few drinks and just caved": a report that names nothing happened then too.)
        if request.day == nil, !days.isEmpty, request.intent != .askDay, request.log?.days.isEmpty ?? true {
            var log = request.log ?? LogSpec(everything: request.intent != .logSlip)
            log.days = days
            request.log = log
        }
        if let said = request.log?.days, !said.isEmpty { days = said } else if let day = request.day { days = [day] }
        // ("forgot to log it", with no day said or carried: which day is asked.)
        if request.meaning.needsDay, request.log?.days.isEmpty ?? true { request.vagueDay = true }
    }

    /// "didn't get to piano on monday, had a migraine all day so put it down as a skip": "it" in a report is the one habit
    /// an earlier report of the same message named — not the habit talked about before the message.
    static func carryHabit(_ request: inout Request, _ named: inout Reference?) {
        guard reports.contains(request.intent), let log = request.log else { return }
        if log.references == [.pronoun], let named { request.log?.references = [named] }
        if let refs = request.log?.references, refs.count == 1, case .habit = refs[0] { named = refs[0] }
    }

    /// "add running and swimming 3 times a week": a bare name takes the schedule, tier and group said after it.
    func share(_ drafts: [HabitDraft]) -> [HabitDraft] {
        // ("i drink way too little, i want to fill up my water bottle 3 times a day": what is said of oneself without
        // naming what, beside a habit asked for, is why.)
        var drafts = drafts
        if drafts.count > 1, drafts.contains(where: { $0.onlyWhy != true }) { drafts.removeAll { $0.onlyWhy == true } }
        guard drafts.count > 1 else { return drafts }
        // Each takes what the next one with a schedule says ("read and meditate every day, gym 3x a week": reading is
        // every day) — but a habit to avoid is every day of its own ("stop vaping, gym 3x a week").
        return drafts.enumerated().map { k, d in
            var d = d
            guard d.schedule == nil, d.polarity != .avoid, let next = drafts[(k + 1)...].first(where: { $0.schedule != nil }) else { return d }
            d.schedule = next.schedule
            if d.tier == nil { d.tier = next.tier }
            if d.groupID == nil { d.groupID = next.groupID }
            return d
        }
    }

    // MARK: Slots

    /// Reads one slot's words; nil when they can't be that kind of value. Returns the value and how much it adds to the score.
    /// A reading is made once per message: it is kept on a blank request and its values copied into the next one.
    func slot(_ kind: SlotKind, _ u: Utterance, _ range: Range<Int>, into request: inout Request) -> Double? {
        let variant: Int
        switch kind {
        // (A group said as a set is read as its habits only for the changes made to each of a list: read apart.)
        case .habit: variant = (request.intent == .restoreHabit ? 1 : request.intent == .renameHabit ? 2 : request.intent == .changeTier ? 3 : 0)
            + (Self.eachOfAList.contains(request.intent) ? 10 : 0)
        case .name: variant = request.intent == .renameHabit ? 1 : request.intent == .createGroup ? 2 : 0
        case .text: variant = request.intent == .changeDescription ? 1 : 0
        case .day: variant = [.pause, .whatsLeft].contains(request.intent) ? 1 : Self.reports.contains(request.intent) ? 2 : 0
        case .log: variant = request.intent == .logClear ? 1 : 0
        default: variant = 0
        }
        let key = SlotKey(kind: kind, lower: range.lowerBound, upper: range.upperBound, variant: variant,
                          about: kind == .schedule ? request.habit : nil)
        let reading: (Request, Double)?
        if let known = memo.slots[key] {
            reading = known
        } else {
            var blank = Request(intent: request.intent, score: 0)
            blank.habit = key.about
            reading = read(kind, u, range, into: &blank).map { (blank, $0) }
            memo.slots[key] = .some(reading)
        }
        guard var (filled, bonus) = reading else { return nil }
        // (The habit a schedule was read about is the request's own already, said as it was: a list stays a list.)
        if kind != .habit, key.about != nil, filled.habit == key.about { filled.habit = nil }
        request.takeSlotValues(of: filled)
        return bonus
    }

    private func read(_ kind: SlotKind, _ u: Utterance, _ range: Range<Int>, into request: inout Request) -> Double? {
        let w = Array(u.norms[range])
        guard !w.isEmpty, !(w.first == "," || w.last == ",") else { return nil }
        switch kind {
        case .habit:
            // "rename 'Telephone my sister' to …": a quoted name is read as its words.
            var w = range.count == 1 && u.tokens[range.lowerBound].quoted ? tokenize(u.tokens[range.lowerBound].raw) : w
            // ("reduce Swimming from twice per week to once per week": what it is now, said before "to" and the new value,
            // is no part of its name.)
            if range.upperBound < u.norms.count, u.norms[range.upperBound] == "to", let from = w.lastIndex(of: "from"), from > 0,
               extract.scheduleAt(w, from + 1).map({ from + 1 + $0.1 == w.count }) ?? false {
                w = Array(w[..<from])
            }
            // ("delete it from my list", "take yoga off my list": where it is kept is no part of its name.)
            if let n = vocabulary.matchEnding("list_away", in: w, at: w.count, after: 1) { w.removeLast(n) }
            // "I read on Monday" is about me, not a habit called "I read".
            if w.first == "i" { return nil }
            // ("hide it without deleting it": a clause joined on is no part of a habit's name.)
            // (Only a break that starts a clause of its own: "go for my run" is a name, "for my" or not.)
            if w.count > 1, w.indices.dropFirst().contains(where: { vocabulary.has("clause_start", w[$0]) && vocabulary.match("clause_break", in: w, at: $0, fuzzy: false) != nil }),
               !resolver.habit(w, raw: "").isHabit { return nil }
            // ("newborn life means reading is …": what comes before "so" or "means" is a remark, never part of a name.)
            if w.dropFirst().indices.contains(where: { vocabulary.match("result_link", in: w, at: $0, fuzzy: false) != nil }),
               !resolver.habit(w, raw: "").isHabit { return nil }
            // ("that was my partner's walk": someone else's is no habit of mine.)
            // (Unless the habit's own name has it: "dad's evening meds".)
            if w.contains(where: extract.someonesOwn), !resolver.habit(w, raw: "").isHabit {
                return nil
            }
            // ("gym was monday": what is said of the habit, in the past, is no part of its name.)
            if w.count > 1, let last = w.last, vocabulary.has("copula", last), extract.pastTense(last) { return nil }
            // ("rename it to morning jog, sounds less intense": what is renamed ends before "to".)
            // (Unless the words are a habit's whole name: "rename read to kids to story time".)
            if request.intent == .renameHabit, w.dropFirst().contains(where: { vocabulary.has("rename_link", $0) }),
               !resolver.journal.activeHabits.contains(where: { tokenize($0.name) == w }) { return nil }
            // ("that was yesterday not today": a day is no habit.)
            if let (_, n) = extract.daysAt(w, 0, today: today), n == w.count || vocabulary.lookup("relative_day", in: w, at: 0, fuzzy: false) != nil { return nil }
            // ("actually no, 5 times a week is more realistic": words that take back or correct name no habit.)
            if logReader.onlyTakesBack(w, 0..<w.count) || w.allSatisfy({ $0 == "," || vocabulary.has("correction_word", $0) }) { return nil }
            let ref: Reference
            if request.intent == .restoreHabit {
                ref = resolver.habit(w, raw: u.original(range), preferArchived: true)
            } else if let known = memo.habits[w], case .unknown = known {
                ref = .unknown(u.original(range))
            } else if let known = memo.habits[w] {
                ref = known
            } else {
                ref = resolver.habit(w, raw: u.original(range))
                memo.habits[w] = ref
            }
            request.habit = ref
            // "delete running and piano": several habits where one was expected — ask which, never guess (a reminder for
            // them is set for each: `listed`).
            // ("i wanna rename one of my habits": which one is asked.)
            if case .unknown = ref, vocabulary.isExactly("some_habit", w), journal.activeHabits.count > 1 {
                request.habit = .ambiguous(journal.activeHabits.map(\.id))
                return 1
            }
            // ("switch all the work habits to weekdays", "make everything in my evening routine optional": a group said as a set
            // of habits is each of them.)
            if Self.eachOfAList.contains(request.intent),
               !ref.isHabit || w.contains(where: { vocabulary.has("group_noun", $0) || vocabulary.has("routine_noun", $0) }),
               let mention = resolver.groupMention(w, number: extract.numberAt), mention.members.count > 1 {
                request.habit = .ambiguous(mention.members)
                request.listed = true
                return 1.5
            }
            // ("everything except gym is a nice-to-have now": every habit of mine but those named, each.)
            if case .unknown = ref, let n = vocabulary.match("everything", in: w, at: 0, fuzzy: false), n < w.count,
               let m = vocabulary.match("except_word", in: w, at: n, fuzzy: false), n + m < w.count,
               let left = habitsListed(Array(w[(n + m)...]).split(whereSeparator: Self.listJoiners.contains).map(Array.init), within: false)
                   ?? { if case .habit(let id) = resolver.habit(Array(w[(n + m)...]), raw: "") { return [id] } else { return nil } }() {
                let ids = journal.activeHabits.map(\.id).filter { !left.contains($0) }
                guard !ids.isEmpty else { return nil }
                request.habit = .ambiguous(ids)
                request.listed = true
                return 1.5
            }
            // ("make everything optional": every habit of mine, each — when there are several. Only for how much each counts:
            // "remind me about everything at 8pm" is one reminder to check in, not one on every habit.)
            if case .unknown = ref, request.intent == .changeTier, vocabulary.isExactly("everything", w), journal.activeHabits.count > 1 {
                request.habit = .ambiguous(journal.activeHabits.map(\.id))
                request.listed = true
                return 1.5
            }
            // ("make reading, flossing and journaling all optional": a word for all of them, after them, is no part of the last.)
            let listedWords = w.count > 2 && vocabulary.isExactly("each_word", [w[w.count - 1]]) ? Array(w.dropLast()) : w
            // (Words with no joiner are one part, never a list.)
            if !ref.isHabit, listedWords.contains(where: Self.listJoiners.contains),
               let ids = habitsListed(listedWords.split(whereSeparator: Self.listJoiners.contains).map(Array.init), within: false) {
                request.habit = .ambiguous(ids)
                request.listed = true
                return 1.5
            }
            // "archive it but keep the history": "it", then a remark about how.
            if case .unknown = ref, w.count > 2, vocabulary.has("pronoun", w[0]), ["but", "and", ","].contains(w[1]) {
                request.habit = .pronoun
                return 1
            }
            // "gym 4x a wk is too much": a habit named with its own schedule.
            if case .unknown = ref, let c = w.indices.dropFirst().first(where: { k in
                   extract.scheduleAt(w, k).map { k + $0.1 == w.count } ?? false }),
               case .habit(let id) = resolver.habit(Array(w[..<c]), raw: "") {
                request.habit = .habit(id)
                return 1
            }
            // "inbox zero is a work thing, make it weekdays": a habit, then what it is — a remark about it.
            // (Only a short remark with no days, times or numbers in it: "running is tuesdays n thursdays now" is a change.)
            if case .unknown = ref, let c = w.indices.dropFirst().first(where: { vocabulary.has("copula", w[$0]) }),
               w.count - c <= 5, !(c..<w.count).contains(where: { k in
                   extract.scheduleAt(w, k) != nil || extract.dayAt(w, k, today: today) != nil || extract.timeAt(w, k) != nil
                       || extract.plainNumberAt(w, k) != nil }),
               case .habit(let id) = resolver.habit(Array(w[..<c]), raw: "") {
                request.habit = .habit(id)
                return 1
            }
            // "get rid of yoga, never doing it": the habit ends at a comma; the rest is a remark.
            if case .unknown = ref, let comma = w.firstIndex(of: ","), comma > 0,
               case .habit(let id) = resolver.habit(Array(w[..<comma]), raw: "") {
                request.habit = .habit(id)
                return 1.5
            }
            // "how many times did I go to the gym": the doing of a habit, then its name.
            if case .unknown = ref, w.count > 1, let n = vocabulary.match("activity_lead", in: w, at: 0, fuzzy: false), n < w.count,
               case .habit(let id) = resolver.habit(Array(w[n...]), raw: "") {
                request.habit = .habit(id)
                return 1.5
            }
            // "get rid of piano I never play anymore": a habit, then a remark about it.
            if case .unknown = ref, w.count > 2,
               let cut = (1..<w.count).reversed().first(where: { vocabulary.match("aside_start", in: w, at: $0, fuzzy: false) != nil }),
               case .habit(let id) = resolver.habit(Array(w[..<cut]), raw: "") {
                request.habit = .habit(id)
                return 1.5
            }
            switch ref {
            case .habit: return 2
            case .ambiguous: return 1.5
            case .pronoun: return focus == nil ? 0.5 : 1.5
            // (A name not known, with a comma in it, is two things said: "make stretching optional, never happens…".)
            case .unknown: return w.count > 6 || (w.contains(",") && !u.tokens[range].contains(where: \.quoted)) ? nil : -2.5
            }
        case .habits:
            // "group them", "put those in a group": the habits just added or logged together.
            if focusMany.count > 1, vocabulary.isExactly("plural_pronoun", w) {
                request.habits = focusMany.map { .habit($0) }
                return 1.5
            }
            var refs: [Reference] = []
            var words = w
            if let (k, cut) = requirement(words) { request.number = k; words = Array(words[..<cut]) }
            var part: [String] = []
            var partStart = range.lowerBound
            var offset = range.lowerBound
            func flush() {
                guard !part.isEmpty else { return }
                let ref = resolver.habit(part, raw: u.original(partStart..<(partStart + part.count)))
                // "yoga gym and swimming": names run together without a comma, each a habit of their own.
                if case .unknown = ref, let names = resolver.habitsInARow(part) {
                    refs += names
                } else {
                    refs.append(ref)
                }
                part = []
            }
            for word in words {
                if ["and", ",", "&", "or", "plus"].contains(word) { flush(); partStart = offset + 1 } else { if part.isEmpty { partStart = offset }; part.append(word) }
                offset += 1
            }
            flush()
            guard !refs.isEmpty else { return nil }
            request.habits = refs
            let known = refs.filter(\.isHabit).count
            return known == refs.count ? 1.5 : (known > 0 ? 0.5 : -1)
        case .group:
            // ("put painting in there too": the group just talked of, for the dialogue to say which. Not "it": "make it 3" is
            // said of a habit as often.)
            if vocabulary.isExactly("place_ref", Array(w)) {
                request.group = nil
                return 1.5
            }
            // ("delete the creative group, just the group tho": a group's name has no comma in it.)
            if w.contains(",") { return nil }
            let ref = memo.groups[w] ?? resolver.group(w, raw: u.original(range))
            memo.groups[w] = ref
            request.group = ref
            if case .group = ref { return 2 }
            return w.count > 4 ? nil : -1.5
        case .name:
            // (A quoted word after a comma is in a remark: "rename gym to lift pls, … so 'gym' feels wrong".)
            let head = range.lowerBound..<(range.first(where: { k in k > range.lowerBound && u.norms[k] == "," && !u.tokens[k].quoted }) ?? range.upperBound)
            let quoted = u.tokens[head].first(where: \.quoted)?.raw
            // "create a group" is not a group called "A".
            if quoted == nil, w.allSatisfy({ language.lightWords.contains($0) || $0 == "new" || $0 == "," }) { return nil }
            if quoted == nil, ["to", "as", "into", "from"].contains(w[0]) { return nil }
            // ("put them in one group, all 3 have to get done": after a comma, the group's rule and no name.)
            if quoted == nil, request.intent == .createGroup, range.lowerBound > 0, [",", "-"].contains(u.norms[range.lowerBound - 1]),
               let (k, cut) = requirement([","] + w), cut == 0 {
                request.number = k
                return 0.2
            }
            // ("put them in one group": a count alone is how many groups, no name.)
            if quoted == nil, let (_, n) = extract.numberAt(w, 0), n == w.count { return nil }
            // ("call the water one Hydrate": "one" after what names a habit is how it is named, not the new name's.)
            if quoted == nil, request.intent == .renameHabit, w.count > 1, ["one", "ones"].contains(w[0]) { return nil }
            // "yesterday: yoga" is a day, not a group called "Yesterday".
            if quoted == nil, let (_, n) = extract.daysAt(w, 0, today: today), n == w.count { return nil }
            // "rename piano practice to Keys": a name with "to" in it means the habit's words ran on. (Not one word, then "to"
            // and what it is done to: "rename it to read to the kids".)
            // (Nor when the habit was said by its whole name: "rename text a friend to reach out to someone".)
            // (The words are read once for every pattern, so the habit is found from the words before the link.)
            let wholeNameBefore = range.lowerBound > 0 && journal.activeHabits.contains { habit in
                let name = tokenize(habit.name)
                return name.count > 1 && range.lowerBound - 1 >= name.count && Array(u.norms[(range.lowerBound - 1 - name.count)..<(range.lowerBound - 1)]) == name
            }
            // ("call inbox zero email triage": a new name never starts with the rest of the habit's own name.)
            if quoted == nil, request.intent == .renameHabit, range.lowerBound > 0, journal.activeHabits.contains(where: { habit in
                let name = tokenize(habit.name)
                return (1..<max(1, name.count)).contains { p in
                    range.lowerBound >= p && w.count > name.count - p && Array(u.norms[(range.lowerBound - p)..<range.lowerBound]) == Array(name[..<p])
                        && Array(w[..<(name.count - p)]) == Array(name[p...])
                }
            }) { return nil }
            if quoted == nil, request.intent == .renameHabit, !wholeNameBefore, w.dropFirst().contains(where: { vocabulary.has("name_link", $0) }),
               !(w.count > 3 && vocabulary.has("name_link", w[1]) && determiner(w[2]) && !w.dropFirst(2).contains(where: { vocabulary.has("name_link", $0) })) { return nil }
            var r = range
            if quoted == nil {
                // "rename running to jogging pls, i'm not exactly fast", "rename spanish to duolingo, but keep my history": a new
                // name ends at a comma (a name with one in it is quoted).
                if [.renameHabit, .renameGroup].contains(request.intent), let comma = u.norms[r].firstIndex(of: ","), comma > r.lowerBound, comma + 1 < r.upperBound {
                    r = r.lowerBound..<comma
                }
                // ("rename evening walk to dog walk without wiping the history", "a group called Creative where any one of them
                // counts": so does a clause joined on, as a new habit's name does.)
                if [.renameHabit, .renameGroup, .createGroup].contains(request.intent),
                   let cut = r.first(where: { $0 > r.lowerBound && vocabulary.match("clause_break", in: u.norms, at: $0, fuzzy: false) != nil }) {
                    r = r.lowerBound..<cut
                }
                // ("rename meditation to breathing exercises please my phone keeps typing medication": so does "please".)
                if request.intent == .renameHabit, let polite = r.first(where: { $0 > r.lowerBound && vocabulary.has("politeness", u.norms[$0]) }),
                   polite + 1 < r.upperBound {
                    r = r.lowerBound..<polite
                }
                // "call it Jogging instead", "rename X to 'Y' please"
                while r.count > 1, ["instead", "then"].contains(u.norms[r.upperBound - 1]) || vocabulary.has("filler_end", u.norms[r.upperBound - 1]) {
                    r = r.lowerBound..<(r.upperBound - 1)
                }
                // ("call it Lifting instead": "instead" alone is no name; the habit's words ran on.)
                if r.count == 1, ["instead", "then"].contains(u.norms[r.lowerBound]) || vocabulary.has("filler_end", u.norms[r.lowerBound]) { return nil }
                // ("call my walk habit evening walk": the word "habit" belongs to what is renamed, not to the new name.)
                while r.count > 1, vocabulary.has("habit_word", u.norms[r.lowerBound]) { r = (r.lowerBound + 1)..<r.upperBound }
                // "cardio group: …" names the group "Cardio".
                if request.intent == .createGroup, r.count > 1, sameWord(u.norms[r.upperBound - 1], "group") { r = r.lowerBound..<(r.upperBound - 1) }
                // "a group called Fitness, any one counts": the rule after a group's name is its requirement.
                if request.intent == .createGroup, let (k, cut) = requirement(Array(u.norms[r])), cut > 0 {
                    request.number = k
                    r = r.lowerBound..<(r.lowerBound + cut)
                }
                // "…as Workouts, doing any one of them counts for the day": a group's name ends at a comma; what follows
                // is a remark about it (its rule, when it says one).
                if request.intent == .createGroup, let comma = u.norms[r].firstIndex(where: { $0 == "," || $0 == "-" }), comma > r.lowerBound {
                    if request.number == nil, let k = ((comma + 1)..<r.upperBound).lazy.compactMap({ self.extract.plainNumberAt(u.norms, $0)?.0 }).first,
                       ((comma + 1)..<r.upperBound).contains(where: { self.vocabulary.has("require_lead", u.norms[$0]) }) {
                        request.number = k
                    }
                    r = r.lowerBound..<comma
                }
            }
            // ("call grandma every week isnt realistic": a new name is a name — never a sentence.)
            // (Unless the habit's own name is a count too: "rename 10k steps to 8k steps".)
            let countedBefore = request.intent == .renameHabit && journal.activeHabits.contains { habit in
                let name = tokenize(habit.name)
                return name.indices.contains { extract.numberAt(name, $0) != nil } && range.lowerBound - 1 >= name.count
                    && Array(u.norms[(range.lowerBound - 1 - name.count)..<(range.lowerBound - 1)]) == name
            }
            if quoted == nil, request.intent == .renameHabit, !reader.plausibleName(Array(u.norms[r])),
               !(countedBefore && Array(u.norms[r]).indices.contains { extract.numberAt(Array(u.norms[r]), $0) != nil }) { return nil }
            // ("change meditating to 3 times a week starting next week": how often, not a name.)
            // (A day's name said before another word names a kind of thing, not how often: "sunday prep", "friday treat".)
            if quoted == nil, request.intent == .renameHabit, let (_, span) = extract.findSchedule(Array(u.norms[r]), in: 0..<r.count),
               !(span.count == 1 && span.upperBound < r.count && vocabulary.lookup("weekday", in: u.norms, at: r.lowerBound + span.lowerBound, fuzzy: false) != nil) {
                return nil
            }
            request.name = reader.capitalized(quoted ?? u.original(r))
            request.nameQuoted = quoted != nil
            return 0.2
        case .schedule:
            // "at 10 at night": words that say which half of the day a time is in belong to the time before them.
            if range.lowerBound > 0, u.norms[range.lowerBound - 1].contains(where: \.isNumber),
               let hit = vocabulary.lookup("meridiem", in: u.norms, at: range.lowerBound, fuzzy: false), hit.length == range.count {
                return nil
            }
            // "the morning one": "one" after words of a habit (a word that ends a mention of one) stands for the habit, not
            // for once.
            if w.count == 1, range.lowerBound > 0, vocabulary.has("reference_tail", w[0]),
               !vocabulary.has("article", u.norms[range.lowerBound - 1]), extract.plainNumberAt(u.norms, range.lowerBound - 1) == nil { return nil }
            // ("at 5pm but only mondays and tuesdays": the days a reminder is narrowed to, after "but only".)
            if request.intent == .setReminder, w.count > 1, vocabulary.has("narrowing_word", w[0]) {
                var k = 0
                while k < w.count - 1, vocabulary.has("narrowing_word", w[k]) { k += 1 }
                if k < w.count, ["on", "for"].contains(w[k]) { k += 1 }
                if k < w.count, let s = extract.schedule(Array(w[k...])) {
                    request.schedule = s
                    return 1.5
                }
            }
            if let s = remember(\.schedules, range, { extract.schedule(w) }) {
                request.schedule = s
                return 1.5
            }
            // "make it twice": a count alone keeps the habit's own period (a week unless it's monthly).
            var about: Habit? = focus.flatMap(journal.habit(id:))
            if case .habit(let id)? = request.habit { about = journal.habit(id: id) }
            // "make it 3" for a habit counted per week or month: the count is that period's.
            let counted: Bool
            switch about?.schedule { case .weekly?, .monthly?: counted = true; default: counted = false }
            guard let n = extract.bareCount(w) ?? (counted && w.count == 1 ? extract.plainNumberAt(w, 0)?.0 : nil) else { return nil }
            if case .monthly? = about?.schedule { request.schedule = .monthly(times: n) } else { request.schedule = .weekly(times: n) }
            return 1
        case .tier:
            // "not essential, more of a nice-to-have": remarks after one another that all say the same tier.
            let parts = w.split(separator: ",").map(Array.init).filter { !$0.isEmpty }
            let tiers = parts.map { extract.tier($0) ?? extract.tierRemark($0, 0..<$0.count) }
            guard let t = tiers.first ?? nil, tiers.allSatisfy({ $0 == t }) else { return nil }
            request.tier = t
            return 1
        case .settings:
            guard let s = extract.settings(w) else { return nil }
            request.schedule = s.schedule
            request.tier = s.tier
            request.time = s.time
            request.polarity = s.polarity
            return 3
        case .polarity:
            guard let p = extract.polarityRemark(w, 0..<w.count) else { return nil }
            request.polarity = p
            return 1
        case .amount:
            // ("3 times" is how often, a schedule; never an amount to change to.)
            if let (amount, unit, n) = extract.amountAt(w, 0), n == w.count, unit != "times" {
                request.amount = amount
                request.unit = unit
                return 1
            }
            // ("make that 1.75": a decimal alone is in the habit's own unit too.)
            if w.count == 1, w[0].contains("."), w[0].first?.isNumber == true, let decimal = try? Amount(parsing: w[0]), decimal > Amount(0) {
                request.amount = decimal
                request.unit = ""
                return 0.5
            }
            guard let (n, len) = extract.plainNumberAt(w, 0), n > 0 else { return nil }
            // ("a target of 100 cards a day": a count of things counted, in those things.)
            if len + 1 == w.count, case let thing = w[len], reader.countedThing(thing), (try? AmountUnit(thing)) != nil,
               // (Only with a habit named to count them, and not a thing that names a habit of its own kind: "at most 2
               // coffees a day", "no more than 3 takeaways a week" say a habit to hold down.)
               resolver.synonymClass(thing) == nil, resolver.synonymClass(String(thing.dropLast())) == nil,
               resolver.habitWithin(u.norms.filter { $0 != thing }, raw: "") != nil {
                request.amount = Amount(n)
                request.unit = thing
                return 0.8
            }
            guard len == w.count else { return nil }
            request.amount = Amount(n)
            request.unit = ""
            return 0.5
        case .duration:
            guard let (minutes, n) = extract.durationAt(w, 0), n == w.count else { return nil }
            request.minutes = minutes
            return 1
        case .number:
            // "2", "all 3", "at least 2", "2 of 3", "2 out of 3"
            var i = 0
            if let n = vocabulary.match("require_lead", in: w, at: 0, fuzzy: false) ?? (w[0] == "all" ? 1 : nil), n < w.count { i = n }
            guard let (n, len) = extract.numberAt(w, i) else { return nil }
            var end = i + len
            // "2 of 3", "2 out of 3" — or "2 of these", whose tail is read below.
            if end < w.count, w[end] == "of" || (w[end] == "out" && end + 1 < w.count && w[end + 1] == "of") {
                var of = end + (w[end] == "of" ? 1 : 2)
                // ("2 of the 3")
                if of < w.count, vocabulary.has("article", w[of]) { of += 1 }
                if let (_, total) = extract.numberAt(w, of) { end = of + total }
                else if vocabulary.match("require_tail", in: w, at: end, fuzzy: false) == nil { return nil }
            }
            if let tail = vocabulary.match("require_tail", in: w, at: end, fuzzy: false) { end += tail }
            guard end == w.count else { return nil }
            request.number = n
            return 0.5
        case .time:
            if let t = extract.time(w) {
                // ("actually make that 1.75" right after a log of 1.5 litres: a decimal that no clock reads — its minutes past
                // 59 — is an amount, not a time said wrong.)
                if t == nil, w.count == 1, let dot = w[0].firstIndex(of: "."), let minutes = Int(w[0][w[0].index(after: dot)...]),
                   minutes > 59, Double(w[0]) != nil { return nil }
                if let t { request.time = t } else { request.badTime = true }
                // "10:30", "half nine" with no am or pm (and no leading zero) could be either side of noon.
                if let t, (1...11).contains(t.hour), !w.contains(where: { $0.first == "0" }),
                   !w.indices.contains(where: { vocabulary.lookup("meridiem", in: w, at: $0, fuzzy: false) != nil
                       || vocabulary.lookup("named_time", in: w, at: $0, fuzzy: false) != nil }) {
                    request.eitherSideOfNoon = true
                }
                return 1
            }
            // "at 11": a bare hour after the pattern's "at" (or after "to" in talk of a reminder: "move my reminder
            // to 8"), morning or evening still to choose. Otherwise ("change it to 3") a bare number is a count.
            let aboutReminder = u.norms.contains { $0 == "reminder" || $0 == "reminders" }
            guard w.count == 1, w[0].count <= 2, let h = Int(w[0]), (1...12).contains(h), range.lowerBound > 0,
                  u.norms[range.lowerBound - 1] == "at" || (aboutReminder && u.norms[range.lowerBound - 1] == "to") else { return nil }
            request.time = TimeOfDay(hour: h, minute: 0)
            request.timeGuess = true
            return 0.8
        case .text:
            // "I do yoga for 20 minutes": an amount or a day is no reason.
            if request.intent == .changeDescription, extract.numberAt(w, 0) != nil || extract.dayAt(w, 0, today: today) != nil { return nil }
            // ("i'm away for 2 weeks so put yoga … in a group": what follows "so", read as a request of its own, is no part of
            // what is said of being away.)
            if request.intent == .pause, range.contains(where: { k in
                vocabulary.match("result_link", in: u.norms, at: k, fuzzy: false).map { n in
                    k + n < range.upperBound && (best(u, (k + n)..<range.upperBound)?.score ?? 0) >= 2
                } ?? false
            }) { return nil }
            request.text = u.original(range)
            return 0.1
        case .log, .datedLog:
            // Without a verb a log needs a day, a note, a past tense or an amount ("piano practice 30 mins"): words
            // with none are not read for habits at all.
            // ("read to the kids every night this week": every day of a span gone by is days too.)
            let everyDayOfSpan = w.indices.contains { everyDayAt(w, $0) } && w.indices.contains { extract.periodAt(w, $0, today: today) != nil }
            // ("bought crisps on the way home": getting a thing is told in the past too — of a habit to avoid, a slip.)
            if kind == .datedLog, !w.contains(":"), !w.contains(where: { extract.pastTense($0) || vocabulary.has("acquire_verb", $0) }),
               logReader.dayGoneBefore(u, range.lowerBound) == nil,
               !w.indices.contains(where: { extract.numberAt(w, $0) != nil || vocabulary.has("amount_word", w[$0]) }),
               !w.indices.contains(where: { extract.daysAt(w, $0, today: today) != nil }), !everyDayOfSpan { return nil }
            // ("forgot to tick it" is about logging, not a habit not done.)
            if request.intent == .logClear, vocabulary.match("log_verb", in: w, at: 0, fuzzy: false) != nil { return nil }
            // ("wait no undo that, …": a command of another kind starts no habit's name.)
            if vocabulary.match("command_start", in: w, at: 0, fuzzy: false) != nil, vocabulary.match("log_word", in: w, at: 0, fuzzy: false) == nil,
               !vocabulary.has("skip_word", w[0]) { return nil }
            guard let log = remember(\.logs, range, { logReader.read(u, range) }) else { return nil }
            // ("2 more on my break", "plus 1": more of the habit just talked about.)
            func saysMore() -> Bool {
                w.first.map { vocabulary.has("more_lead", $0) } ?? false || w.indices.contains { vocabulary.match("more_word", in: w, at: $0, fuzzy: false) != nil }
            }
            // Without a verb, only a message that clearly names habits and a day or note is a log.
            if kind == .datedLog && ((log.day == nil && !log.colonNote && !log.pastTense && log.amount == nil && !everyDayOfSpan) || !log.allResolved || (log.references.isEmpty && !log.everything)
                || (log.references.contains(.pronoun) && !(log.amount != nil && (log.pastTense || saysMore() || !log.days.isEmpty)))) { return nil }
            request.log = log
            if log.everything && log.references.isEmpty { return 2 }
            return log.allResolved ? 2 + 0.2 * Double(log.references.count) : -2
        case .day:
            // A pause is for days to come: "pause everything on Friday" is the coming Friday. So is the day asked about in
            // "what's on for friday?".
            if [.pause, .whatsLeft].contains(request.intent) {
                guard var (day, n) = extract.dayAt(w, 0, today: today), n == w.count else { return nil }
                // (Unless it is said to be past: "last Friday".)
                if day < today, !w.indices.contains(where: { vocabulary.lookup("period_back", in: w, at: $0, fuzzy: false)?.value == "1" }),
                   w.contains(where: { vocabulary.lookup("weekday", in: [$0], at: 0, fuzzy: false) != nil }) {
                    day = day.adding(days: 7)
                }
                request.day = day
                return 1
            }
            // ("mark stretching as skipped for last saturday and sunday": several days, for a report.)
            if Self.reports.contains(request.intent), let (days, n) = extract.daysAt(w, 0, today: today), n == w.count, days.count > 1 {
                request.day = days[0]
                request.days = days
                return 1
            }
            guard let (day, n) = extract.dayAt(w, 0, today: today), n == w.count else { return nil }
            request.day = day
            return 1
        case .until:
            guard let (day, n) = extract.untilAt(w, 0, today: today, calendar: calendar), n == w.count else { return nil }
            request.until = day
            return 1.5
        case .period:
            guard let (span, n) = extract.periodAt(w, 0, today: today), n == w.count else { return nil }
            request.period = span
            return 1.5
        case .profile:
            guard let statement = extract.profileStatement(Array(w)) else { return nil }
            request.profile = statement
            return 2
        case .spec:
            if startsEdit(u, range) { return nil }
            // ("add stretching too, i already did it saturday and sunday": what I did, told after a comma, is a report of its
            // own — no part of the new habit's words.)
            if range.contains(where: { k in
                u.norms[k] == "," && k + 2 < range.upperBound && vocabulary.has("first_person", u.norms[k + 1])
                    && ((k + 2)..<min(range.upperBound, k + 5)).contains { extract.pastTense(u.norms[$0]) && ($0 + 1 == range.upperBound || u.norms[$0 + 1] != "not") }
            }) { return nil }
            return 0.5 + (remember(\.found, range, { extract.findSchedule(u.norms, in: range) }) != nil ? 1 : 0)
        case .scheduledSpec:
            // "switch pay bills to twice a month" is an edit, even when the habit isn't found.
            if startsEdit(u, range) { return nil }
            // (Or how much over each week or month, which sets the schedule: "read 100 pages a week".)
            let found = remember(\.found, range, { extract.findSchedule(u.norms, in: range) })
            let scheduled = found.map { $0.1.count < range.count } ?? false
            // ("once a week, it's exhausting so that's plenty": after how often and a comma, a remark with a subject and a
            // verb of its own names nothing.)
            // (Unless it says the tier: "every morning, it's a nice to have".)
            if let span = found?.1, span.upperBound < range.upperBound, u.norms[span.upperBound] == ",", extract.remarkStart(u.norms, at: span.upperBound + 1),
               extract.tierRemark(u.norms, (span.upperBound + 1)..<range.upperBound) == nil { return nil }
            guard scheduled || w.indices.contains(where: { extract.amountPerPeriodAt(w, $0) != nil }) else { return nil }
            // "bring piano down to 3 times a week": words around an existing habit's name are about that habit. (Asked
            // after the schedule, which most ranges don't have: both only turn the slot down.)
            if habitInside(u, range) { return nil }
            let d = remember(\.drafts, range) { reader.draft(u, range) }
            guard d.name != nil || d.nameProblem != nil, d.leftover != true, scheduled || d.target?.kind == .period else { return nil }
            // "no wait, 4 times a week" is a correction, not a habit called "No wait".
            if let name = d.name, language.tokenize(name).norms.allSatisfy({ word in
                ["deny", "filler_start", "answer_filler", "correction_word"].contains { vocabulary.isExactly($0, [word]) }
            }) { return nil }
            return 2
        }
    }

    /// Does a new habit's description start with an edit ("make running twice a week", "rename…")? Verbs that are
    /// also everyday activities ("call my mum", "make my bed") only when a habit is named right after them.
    func startsEdit(_ u: Utterance, _ range: Range<Int>) -> Bool {
        let w = u.norms
        guard let n = vocabulary.match("edit_verb", in: w, at: range.lowerBound, fuzzy: false) else { return false }
        guard vocabulary.isExactly("activity_verb", Array(w[range.lowerBound..<(range.lowerBound + n)])) else { return true }
        let after = (range.lowerBound + n)..<min(range.upperBound, range.lowerBound + n + 4)
        return !after.isEmpty && resolver.habitWithin(Array(w[after]), raw: "") != nil
            || vocabulary.has("pronoun", w[after.lowerBound < range.upperBound ? after.lowerBound : range.lowerBound])
    }

    /// Goal talk no pattern spelled out: cue words that say wanting or trying ("i'd also like to", "i honestly
    /// kinda want to") and then an activity, read as a new habit.
    func goalTalk(_ u: Utterance, _ r: Range<Int>) -> Request? {
        let w = u.norms
        let (start, _) = reader.stripCues(w, r)
        guard start > r.lowerBound, start < r.upperBound,
              (r.lowerBound..<start).contains(where: { vocabulary.has("desire_word", w[$0]) }) else { return nil }
        // ("sorry i meant yoga" corrects what was just said; "i meant to run more" is a wish.)
        if (r.lowerBound..<start).contains(where: { k in
            vocabulary.match("take_back", in: w, at: k, fuzzy: false).map { k + $0 >= start || w[k + $0] != "to" } ?? false
        }) { return nil }
        let drafts = reader.parts(u, r).map { reader.draft(u, $0) }.filter { $0.name != nil }
        guard !drafts.isEmpty else { return nil }
        var request = Request(intent: .addHabit, score: 1.5, rule: .reader(.goalTalk))
        request.drafts = drafts
        return request
    }

    /// "ive started intermittent fasting, can u add it as a habit", "my resolution was learning spanish, can we add it": what
    /// was said before a request for it, when it reads as nothing sure of its own, is the habit asked for. Words that lead
    /// into the activity ("i've started", "my resolution was") are no part of its name.
    func askedBack(_ u: Utterance, _ r: Range<Int>, said: Range<Int>) -> Request? {
        guard asksForIt(u, said), !r.isEmpty else { return nil }
        let w = u.norms
        var start = r.lowerBound
        if let n = vocabulary.match("activity_lead_in", in: w, at: start, fuzzy: false) {
            start += n
        } else if vocabulary.has("possessive", w[start]),
                  let k = (start + 1..<min(r.upperBound, start + 6)).first(where: { vocabulary.has("copula", w[$0]) }) {
            // ("my new years resolution was …", "my plan for march is …")
            start = k + 1
        }
        guard start < r.upperBound, resolver.habitWithin(Array(w[start..<r.upperBound]), raw: "") == nil else { return nil }
        let draft = reader.draft(u, start..<r.upperBound)
        guard let name = draft.name, draft.leftover != true, draft.looseWords != true,
              reader.namesActivity(tokenize(name)) || reader.plausibleName(tokenize(name)) else { return nil }
        var request = Request(intent: .addHabit, score: 1.5, rule: .reader(.askedBack))
        request.drafts = [draft]
        request.words = start..<r.upperBound
        return request
    }

    /// An activity, then a wish to stop it, that no pattern spelled out: "I bite my nails and I want to stop".
    /// A habit to avoid, asked about before it is added (its name comes from a description).
    func stopTalk(_ u: Utterance, _ r: Range<Int>) -> Request? {
        guard reader.stopTail(u.norms, r) != nil else { return nil }
        let draft = reader.draft(u, r)
        guard draft.name != nil, draft.leftover != true else { return nil }
        var request = Request(intent: .addHabit, score: 1.5, rule: .reader(.stopTalk))
        request.drafts = [draft]
        return request
    }

    /// "I've had my knee replaced and the physiotherapist wants me doing my home exercises", "my doctor has told me I must
    /// walk every day": what someone who advises me says I should do, anywhere in what is said, is a habit asked about.
    func adviceTalk(_ u: Utterance, _ r: Range<Int>) -> Request? {
        let w = u.norms
        guard let k = r.first(where: { reader.reportedSpeech(w, $0, r.upperBound) != nil }),
              let n = reader.reportedSpeech(w, k, r.upperBound) else { return nil }
        var j = k + n
        while j < r.upperBound, ["me", ","].contains(w[j]) { j += 1 }
        let advice = j..<r.upperBound
        guard advice.count >= 1, resolver.habitWithin(Array(w[advice]), raw: "") == nil else { return nil }
        // ("the nurse tells me I'm rather low": what I am or have is how I am, not something to do.)
        if advice.count > 1, vocabulary.has("first_person", w[advice.lowerBound]),
           vocabulary.has("state_verb", w[advice.lowerBound + 1]) { return nil }
        // ("doc says rest till sunday": advice that lasts until a day is time off, no habit.)
        if advice.contains(where: { vocabulary.has("duration_lead", w[$0]) && extract.daysAt(w, $0 + 1, today: today) != nil }) { return nil }
        // ("physio said rest": being told to rest is a reason to take time off, no habit.)
        if vocabulary.match("rest_advice", in: w, at: advice.lowerBound, fuzzy: false).map({ advice.lowerBound + $0 >= advice.upperBound - 1 }) ?? false { return nil }
        let draft = reader.draft(u, advice)
        guard let name = draft.name, draft.leftover != true, draft.looseWords != true,
              reader.namesActivity(tokenize(name)) || reader.plausibleName(tokenize(name)) else { return nil }
        var request = Request(intent: .addHabit, score: 1.5, rule: .reader(.adviceTalk))
        request.drafts = [draft]
        // (Read over the advice's own words: what was said to me is no report of a day.)
        request.words = advice
        return request
    }

    /// A command with a remark around it, when the whole reads as nothing: "archive the piano habit, I sold the
    /// piano" (a remark after), "I don't go to the gym anymore, get rid of it" (a remark before, which says what
    /// "it" is).
    /// "I drink way too much coffee": a habit to cut back on, said of oneself (the reader names it and marks it to be
    /// asked about first).
    func excessTalk(_ u: Utterance, _ r: Range<Int>) -> Request? {
        // ("yoga is too much right now" is about a habit there is.)
        // ("i drink way too little water": what is done too little is one to build, asked the same way.)
        let excess = r.contains(where: { vocabulary.match("excess", in: u.norms, at: $0, fuzzy: false) != nil })
        guard excess || r.contains(where: { vocabulary.match("deficit", in: u.norms, at: $0, fuzzy: false) != nil }),
              resolver.habitWithin(Array(u.norms[r]), raw: "") == nil else { return nil }
        let draft = reader.draft(u, r)
        guard draft.name != nil, draft.polarity == (excess ? .avoid : .build), draft.unsure == true, draft.leftover != true else { return nil }
        var request = Request(intent: .addHabit, score: 1.5, rule: .reader(.excessTalk))
        request.drafts = [draft]
        request.unsure = true
        return request
    }

    /// "no phone after 10pm", "no screens in bed": a rule for oneself about something no habit is about yet — a
    /// habit to avoid, asked about before it is added.
    func ruleTalk(_ u: Utterance, _ r: Range<Int>) -> Request? {
        guard reader.ruleStart(u.norms, r) != nil, resolver.habitWithin(Array(u.norms[r]), raw: "") == nil else { return nil }
        let draft = reader.draft(u, r)
        guard draft.name != nil, draft.leftover != true, draft.polarity == .avoid else { return nil }
        var request = Request(intent: .addHabit, score: 1.5, rule: .reader(.ruleTalk))
        request.drafts = [draft]
        request.unsure = true
        return request
    }

    /// "help me build better habits", "I have way too many bad habits": habits in general — asked which one.
    /// "oh and the morning one too", "reading as well": habits said with "too" and nothing more — what was just logged,
    /// for them too.
    func alsoTalk(_ u: Utterance, _ r: Range<Int>, said: Range<Int>) -> Request? {
        let w = u.norms
        // ("did my flashcards" … "and reading": a habit said after a joiner, and nothing more, is one more of the same.)
        guard vocabulary.matchEnding("also_end", in: w, at: said.upperBound, after: said.lowerBound) != nil
            || (r.lowerBound > said.lowerBound && vocabulary.match("also_start", in: w, at: said.lowerBound, fuzzy: false) != nil) else { return nil }
        var refs: [Reference] = []
        var part: [String] = []
        for k in r {
            if vocabulary.has("list_joiner", w[k]) || w[k] == "," {
                if !part.isEmpty { refs.append(resolver.habit(part, raw: "")) }
                part = []
            } else {
                part.append(w[k])
            }
        }
        if !part.isEmpty { refs.append(resolver.habit(part, raw: "")) }
        guard !refs.isEmpty, refs.allSatisfy({ if case .unknown = $0 { return false } else { return $0 != .pronoun } }) else { return nil }
        var request = Request(intent: .logAlso, score: 2, rule: .reader(.alsoTalk))
        request.habits = refs
        return request
    }

    func habitsTalk(_ u: Utterance, _ r: Range<Int>) -> Request? {
        let (start, _) = reader.stripCues(u.norms, r)
        let words = u.norms[start..<r.upperBound].filter { $0 != "," && !vocabulary.has("hedge", $0) }
        guard reader.talksOfHabitsInGeneral(Array(words)) else { return nil }
        var request = Request(intent: .addHabit, score: 1.5, rule: .reader(.habitsTalk))
        request.drafts = [HabitDraft()]
        return request
    }

    func aroundRemarks(_ u: Utterance, _ r: Range<Int>) -> Request? {
        let w = u.norms
        // ("undo that, turns out it was sugar free": a command said first, however short.)
        let commandFirst = core(u, r).first.map { vocabulary.match("command_start", in: w, at: $0, fuzzy: false) != nil } ?? false
        // (A remark is led by its own words — "…, I sold the piano" — or says how something is: "…, every day is too much".)
        // (Not a goal said of it: "add water, goal is 8 glasses a day".)
        if let comma = w[r].lastIndex(of: ","), comma > r.lowerBound, comma + 1 < r.upperBound,
           !((comma + 1)..<min(r.upperBound, comma + 3)).contains(where: { vocabulary.has("goal_word", w[$0]) }),
           vocabulary.match("aside_start", in: w, at: comma + 1, fuzzy: false) != nil
            // ("…, haven't touched it in months": a remark with its "I" left out.)
            || (vocabulary.has("auxiliary", w[comma + 1]) && comma + 2 < r.upperBound && vocabulary.has("negation", w[comma + 2]))
            || ((comma + 2)..<r.upperBound).contains(where: { vocabulary.has("copula", w[$0])
                || (vocabulary.has("first_person", w[$0 - 1]) && vocabulary.has("auxiliary", w[$0])) }),
           best(u, (comma + 1)..<r.upperBound).map({ $0.score < 2 || ($0.intent == .addHabit && $0.meaning.verbless) || ($0.meaning.verbless && commandFirst) }) ?? true,
           let request = best(u, r.lowerBound..<comma), request.score >= 2 || (request.score >= 1 && commandFirst) {
            return within(request, u, r.lowerBound..<comma)
        }
        // "… another one at 4pm in case i didn't do it in the morning": a why said with no break after a request.
        if r.count > 2, let k = (r.lowerBound + 2..<r.upperBound).first(where: { vocabulary.match("remark_lead", in: w, at: $0, fuzzy: false) != nil }),
           let request = best(u, r.lowerBound..<k), request.score >= 2, !Self.reports.contains(request.intent) || request.intent == .logSkip {
            return within(request, u, r.lowerBound..<k)
        }
        // "run 2 of week 3 done, legs are dead": a report, then a remark the coach reads nothing in. A remark
        // that takes anything back ("…, not really", "…, jk no") leaves the clause unread.
        // (Nor is a report of nothing of mine anything but a remark: "…, got work all day".)
        let namesNothing = { (request: Request) in
            Self.reports.contains(request.intent) && !(request.log?.references.isEmpty ?? true)
                && (request.log?.references.allSatisfy { if case .unknown = $0 { return true } else { return false } } ?? false)
        }
        if let comma = w[r].lastIndex(of: ","), comma > r.lowerBound, comma + 1 < r.upperBound,
           best(u, (comma + 1)..<r.upperBound).map(namesNothing) ?? true,
           !((comma + 1)..<r.upperBound).contains(where: { k in
               ["deny", "negation", "correction_word", "future_cue"].contains { vocabulary.match($0, in: w, at: k, fuzzy: false) != nil }
           }),
           let request = best(u, r.lowerBound..<comma), Self.reports.subtracting([.askDay]).contains(request.intent), request.score >= 2 {
            return within(request, u, r.lowerBound..<comma)
        }
        // The remark ends at a comma — or, said with no break, where a request to the coach starts ("i won't need the
        // study one until next semester can you archive it").
        guard let comma = w[r].firstIndex(of: ",") ?? requestInside(u, r) ?? resultInside(u, r), comma > r.lowerBound, comma + 1 < r.upperBound else { return nil }
        let after = w[comma] == "," ? comma + 1 : vocabulary.match("result_link", in: w, at: comma, fuzzy: false).map { comma + $0 } ?? comma
        // (A command read before it is no remark for what says nothing to do: "undo that, turns out it was sugar free".)
        let lead = core(u, r.lowerBound..<comma)
        let said = best(u, r.lowerBound..<comma)
        guard var request = best(u, after..<r.upperBound),
              !(said != nil && request.meaning.verbless && lead.first.map { vocabulary.match("command_start", in: w, at: $0, fuzzy: false) != nil } ?? false)
        else { return nil }
        // (What reads as a habit only for want of a verb is a remark before a request: "exams start monday so make guitar …".)
        guard (said?.score ?? 0) < 2 || (said?.intent == .addHabit && said?.meaning.verbless == true && request.intent != .addHabit) else { return nil }
        // (A lead that is only how often is no remark: "every day, remind me at 7am" says two things.)
        if let (_, span) = extract.findSchedule(w, in: lead), span == lead { return nil }
        // (What follows a remark with "so" is a change asked for; what happened because of it is read where it is said.
        // A skip is either: "pulled my hamstring so im skipping my run today".)
        if after > comma, w[comma] != ",", Self.reports.contains(request.intent), request.intent != .logSkip { return nil }
        // "i don't play guitar anymore, remove it": "it" is the habit the remark names.
        var resolved = false
        var habitEnd: Int? = nil
        if let (reference, span) = resolver.habitWithin(Array(w[r.lowerBound..<comma]), raw: "") {
            habitEnd = r.lowerBound + span.upperBound
            if request.habit == .pronoun { request.habit = reference; resolved = true }
            if var log = request.log, log.references == [.pronoun] {
                log.references = [reference]
                request.log = log
                resolved = true
            }
        }
        guard request.score >= (resolved ? 1 : 2) else { return nil }
        // ("yoga this morning when i got home, and i read last night": a lead that names a habit of mine and a day, which what
        // follows doesn't point back at, is a report of its own, not a remark.)
        if !resolved, let (named, _) = resolver.habitWithin(Array(w[r.lowerBound..<comma]), raw: ""), named.isHabit,
           request.habit != named, !(request.log?.references.contains(named) ?? false),
           (r.lowerBound..<comma).contains(where: { extract.dayAt(w, $0, today: today) != nil }) { return nil }
        // "had the flu so i skipped meditating, can u mark that": "mark that" marks what the remark says happened — a
        // skip said is a skip, and a day not done is never a "done".
        if resolved, request.intent == .logDone {
            let remark = r.lowerBound..<comma
            if remark.contains(where: { vocabulary.has("skip_word", w[$0]) }) {
                request.intent = .logSkip
            } else if remark.contains(where: { vocabulary.has("negation", w[$0]) || vocabulary.match("miss_word", in: w, at: $0, fuzzy: false) != nil }) {
                return nil
            }
        }
        // "forgot to log yesterday, I read": the day said in the remark is the day of the report after it — the one said
        // with the habit when there are two ("rolled my ankle yesterday so no run today, mark it skipped" is today).
        let dayAt = { (k: Int) in self.extract.daysAt(Array(w[..<comma]), k, today: self.today) }
        if var log = request.log, log.days.isEmpty,
           let (days, _) = (habitEnd.map { $0..<comma } ?? comma..<comma).lazy.compactMap(dayAt).first
               ?? (r.lowerBound..<comma).lazy.compactMap(dayAt).first {
            log.days = days
            request.log = log
        }
        return within(request, u, after..<r.upperBound)
    }

    /// A request read from some of a clause's words, marked so.
    private func within(_ request: Request, _ u: Utterance, _ range: Range<Int>) -> Request {
        var request = request
        if request.words == nil { request.words = core(u, range) }
        return request
    }

    /// Intents that change a habit's settings or add one: never acted on for a report of what happened.
    /// Changes of a habit's settings, not adding one.
    static let edits: Set<Intent> = changesSettings.subtracting([.addHabit])
    /// The changes made to each habit of a list, or of a group said as a set ("switch all the work habits to weekdays").
    static let eachOfAList: Set<Intent> = [.changeSchedule, .changeTier, .setReminder, .pause, .archiveHabit, .restoreHabit]
    static let changesSettings: Set<Intent> = [.changeSchedule, .changeTier, .changeSettings, .changePolarity, .addHabit, .renameHabit,
                                               .changeDescription, .createGroup, .groupAddMember, .pause]
    /// Intents that change data.
    static let changes: Set<Intent> = changesSettings.union(reports).subtracting([.askDay]).union([
        .archiveHabit, .restoreHabit, .deleteHabit, .groupRequire, .groupRemoveMember, .deleteGroup, .renameGroup, .setReminder,
        .changeSettings, .resume, .changeTarget, .reorder, .reminderDaysOff, .setProfile, .logAlso,
    ])
    /// What takes back part of what was just done: "wait no, that was yesterday", "I meant guitar", "it was 4 not 3".
    static let corrections: Set<Intent> = [.correctDay, .correctHabit, .correctAmount]
    static let changesOrCorrections = changes.union(corrections)
    /// What a report of the past can be.
    /// Commands that end a habit's life.
    static let endings: Set<Intent> = [.archiveHabit, .deleteHabit]
    static let reports: Set<Intent> = [.logDone, .logSkip, .logSlip, .logClear, .askDay]

    /// Does the clause tell what happened? Its first word (after "I" and the like) is a past tense — "did",
    /// "ran", "meditated" — that isn't one of wanting or editing ("wanted", "changed").
    func reportsPast(_ u: Utterance, _ r: Range<Int>) -> Bool {
        let w = u.norms
        var k = r.lowerBound
        while k < r.upperBound, vocabulary.has("report_lead", w[k]) || w[k] == "," { k += 1 }
        guard k < r.upperBound else { return false }
        let word = w[k]
        if vocabulary.has("not_report", word) { return false }
        // "read this morning", "read 8 pages": a verb that could be either tense, with a day or an amount, tells what
        // happened.
        if vocabulary.lookup("verb_form", in: [word], at: 0, fuzzy: false) != nil,
           (k..<r.upperBound).contains(where: { extract.dayAt(Array(w[..<r.upperBound]), $0, today: today) != nil
               || (extract.amountAt(Array(w[..<r.upperBound]), $0) != nil && extract.findSchedule(w, in: r) == nil
                   && extract.amountPerPeriodAt(Array(w[..<r.upperBound]), $0) == nil) }) { return true }
        // ("and 4 km on monday": an amount in a unit, with a day, tells what was done that day.)
        if let (_, unit, n) = extract.amountAt(Array(w[..<r.upperBound]), k), !unit.isEmpty, unit != "times",
           ((k + n)..<r.upperBound).contains(where: { extract.dayAt(Array(w[..<r.upperBound]), $0, today: today) != nil }) { return true }
        return extract.pastTense(word)
    }

    /// A group requirement at the end of a member list: "…, pick 1", "any 2 of them". Returns k and where it starts.
    func requirement(_ w: [String]) -> (Int, Int)? {
        for start in stride(from: w.count - 1, through: 1, by: -1) {
            var j = start
            // "pick 1", "any 2 of them" — or, after a comma, a count and its tail: ", one a day is enough".
            let lead = vocabulary.match("require_lead", in: w, at: j, fuzzy: false)
            guard lead != nil || [",", "-"].contains(w[start - 1]) else { continue }
            j += lead ?? 0
            guard let (k, len) = extract.plainNumberAt(w, j) else { continue }
            j += len
            var tails = 0
            while let tail = vocabulary.match("require_tail", in: w, at: j, fuzzy: false) { j += tail; tails += 1 }
            guard j == w.count, lead != nil || tails > 0 else { continue }
            // "…, i only need (to do) one a day": the speaker, small words and more of the rule's lead words belong to
            // the rule too.
            var cut = start
            while cut > 0, [",", "-", "we"].contains(w[cut - 1]) || language.lightWords.contains(w[cut - 1]) || vocabulary.has("require_lead", w[cut - 1]) {
                cut -= 1
            }
            return (k, cut)
        }
        return nil
    }
}

/// Matches one pattern against the words of a clause, trying every way to split its slots,
/// and keeps the highest-scoring reading.
struct Matcher {
    let understanding: Understanding
    let utterance: Utterance
    let range: Range<Int>
    let intent: Intent
    let pattern: Pattern
    /// Bounds the work on long or odd messages.
    var budget = 4000
    var best: Request? = nil

    init(understanding: Understanding, utterance: Utterance, range: Range<Int>, intent: Intent, pattern: Pattern) {
        self.understanding = understanding
        self.utterance = utterance
        self.range = range
        self.intent = intent
        self.pattern = pattern
    }

    mutating func run() -> Request? {
        walk(0, range.lowerBound, Request(intent: intent, score: 0), 0)
        guard var found = best else { return nil }
        found.rule = .pattern(file: pattern.file, line: pattern.line)
        // A pattern of words alone that every word fits ("my habits") is read for certain, however small its words.
        if pattern.wordsOnly { found.score = max(found.score, 1) }
        // The pattern's fixed meaning fills what its words leave open.
        let meaning = pattern.meaning
        if meaning.bareLog, found.log?.pastTense == true { return nil }
        // ("no, the morning one", "no, morning walk": "no" said as an answer, before a comma, skips nothing.)
        if meaning.bareLog, range.count > 1, utterance.norms[range.lowerBound + 1] == "," { return nil }
        // ("no actually twice": "no" before a count names no habit to go without — the count is no skip of "it".)
        if meaning.bareLog, let log = found.log, log.amount != nil || log.references.allSatisfy({ $0 == .pronoun }) { return nil }
        found.meaning = meaning
        if meaning.aboutFocus, found.habit == nil { found.habit = .pronoun }
        if let unit = meaning.period, found.period == nil { found.period = CalendarSpan(unit: unit, back: 0, today: understanding.today) }
        if meaning.asksTime, found.time == nil { found.askTime = true }
        return found
    }

    private func weight(_ words: [String]) -> Double {
        words.reduce(0) { $0 + (understanding.language.lightWords.contains($1) ? 0.3 : 1) }
    }

    private func matches(_ phrase: [String], at i: Int) -> Bool {
        guard i + phrase.count <= range.upperBound else { return false }
        for (k, word) in phrase.enumerated() {
            let token = utterance.tokens[i + k]
            if token.quoted || !sameWord(token.norm, word, minLength: 5) { return false }
            if token.norm != word, understanding.resolver.namesWord(token.norm) || understanding.vocabulary.knows(token.norm)
                || understanding.language.anchors.has(token.norm) { return false }
        }
        return true
    }

    /// Could element `e` (and those after it, when it can match nothing) start at word `i`? Only words and lists
    /// say no; a slot could be anything, and a comma is skipped by `walk`.
    private func canStart(_ e: Int, at i: Int) -> Bool {
        let elements = pattern.elements
        guard e < elements.count else { return i == range.upperBound }
        if i < range.upperBound, utterance.tokens[i].norm == ",", !utterance.tokens[i].quoted { return true }
        switch elements[e] {
        case .words(let options, let optional):
            return options.contains { matches($0, at: i) } || (optional && canStart(e + 1, at: i))
        case .list(let name):
            return i < range.upperBound && understanding.language.vocabulary.phrases(name, startingWith: utterance.tokens[i].norm)
                .contains { matches($0, at: i) }
        case .slot(_, let optional):
            return i < range.upperBound || (optional && canStart(e + 1, at: i))
        }
    }

    private mutating func walk(_ e: Int, _ i: Int, _ request: Request, _ score: Double) {
        budget -= 1
        guard budget > 0 else { return }
        let elements = pattern.elements
        if e == elements.count {
            guard i == range.upperBound else { return }
            if score > (best?.score ?? -.infinity) + 0.0001 {
                var done = request
                done.score = score
                best = done
            }
            return
        }
        // A comma between words never decides a pattern: "no, call it Jogging".
        if i < range.upperBound, utterance.tokens[i].norm == ",", !utterance.tokens[i].quoted {
            walk(e, i + 1, request, score)
        }
        switch elements[e] {
        case .words(let options, let optional):
            for option in options where matches(option, at: i) {
                walk(e + 1, i + option.count, request, score + weight(option))
            }
            if optional { walk(e + 1, i, request, score) }
        case .list(let name):
            guard i < range.upperBound else { return }
            for phrase in understanding.language.vocabulary.phrases(name, startingWith: utterance.tokens[i].norm) where matches(phrase, at: i) {
                walk(e + 1, i + phrase.count, request, score + weight(phrase))
            }
        case .slot(let kind, let optional):
            if optional { walk(e + 1, i, request, score) }
            let remaining = range.upperBound - i
            guard remaining > 0 else { return }
            let isLast = e == elements.count - 1
            let lengths: [Int] = isLast ? [remaining] : Array(1...min(remaining, kind.maxWords))
            for length in lengths {
                if isLast && length > kind.maxWords { return }
                // Words that must follow the slot decide where it can end before its words are read.
                guard isLast || canStart(e + 1, at: i + length) else { continue }
                var next = request
                guard let bonus = understanding.slot(kind, utterance, i..<(i + length), into: &next) else { continue }
                walk(e + 1, i + length, next, score + bonus)
                guard budget > 0 else { return }
            }
        }
    }
}
