import Foundation
import HabitDomain

/// One `[intent NAME]`: its patterns and examples, in file order.
struct IntentSpec: Sendable {
    let name: String
    let patterns: [Pattern]
    let examples: [LanguageExample]
    /// The intent the name spells (nil only for a name the load check then refuses).
    let intent: Intent?

    init(name: String, patterns: [Pattern], examples: [LanguageExample]) {
        self.name = name
        self.patterns = patterns
        self.examples = examples
        intent = Intent(rawValue: name)
    }
}

/// `example: MESSAGE => slot: value; …`, checked by the tests.
public struct LanguageExample: Hashable, Sendable {
    public let intent: String
    public let message: String
    /// Slot name → expected value as text; empty for `=> -`.
    public let slots: [String: String]
    public let file: String
    public let line: Int
}

/// A reply template line; `suggestion` is the value after `=>`, if any.
struct Template: Sendable {
    let text: String
    let suggestion: String?
    /// The text cut at its placeholders once, at load: literal text and `{name}`s in turn.
    let parts: [Part]

    enum Part: Sendable {
        case text(String)
        case slot(String)
    }

    init(text: String, suggestion: String?) {
        self.text = text
        self.suggestion = suggestion
        var parts: [Part] = []
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            if open > rest.startIndex { parts.append(.text(String(rest[..<open]))) }
            parts.append(.slot(String(rest[rest.index(after: open)..<close])))
            rest = rest[rest.index(after: close)...]
        }
        if !rest.isEmpty { parts.append(.text(String(rest))) }
        self.parts = parts
    }

    /// The text with each `{name}` filled in; unknown ones are left as they are.
    func filled(_ values: [String: String]) -> String {
        if parts.count == 1, case .text(let only) = parts[0] { return only }
        var out = ""
        for part in parts {
            switch part {
            case .text(let literal): out += literal
            case .slot(let name): out += values[name] ?? "{\(name)}"
            }
        }
        return out
    }
}

/// Everything the coach knows about language: vocabulary, intents, and every reply it can give.
public final class Language: Sendable {
    let vocabulary: Vocabulary
    let intents: [IntentSpec]
    let replies: [String: [Template]]
    let quickReplies: [String: [(title: String, value: String)]]
    /// The habits examples are read against, in the transcripts' "@given" format.
    public let exampleContext: [String]
    let contractions: [String: [String]]
    let lightWords: Set<String>
    /// The small words that don't count in a habit's name.
    let nameLightWords: Set<String>
    /// The words each pattern needs, to skip patterns a message can't match.
    let anchors: Anchors
    /// Habit and group names as words, kept across turns.
    let names = NameIndexes()
    /// What the vocabulary says of each word met in names, shared by every turn's resolver.
    let wordFacts = SharedCache<String, WordFacts>(limit: 50_000)

    public var examples: [LanguageExample] { intents.flatMap(\.examples) }
    public var intentNames: [String] { intents.map(\.name) }

    /// The language data compiled into the binary from `Intents/`.
    public static func embedded() throws(LanguageError) -> Language {
        try Language(files: EmbeddedIntents.files.map { ($0.name, $0.text) })
    }

    /// Reads every `*.habitat` file of a folder (for `--intents DIR`).
    public static func load(directory: String) throws(LanguageError) -> Language {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".habitat") }.sorted()
        } catch {
            throw LanguageError(file: directory, line: 0, message: "can't read this folder")
        }
        var files: [(String, String)] = []
        for name in names {
            guard let data = FileManager.default.contents(atPath: directory + "/" + name) else {
                throw LanguageError(file: name, line: 0, message: "can't read this file")
            }
            guard let text = String(data: data, encoding: .utf8) else { throw LanguageError(file: name, line: 0, message: "is not UTF-8 text") }
            files.append((name, text))
        }
        return try Language(files: files)
    }

    init(files: [(name: String, text: String)]) throws(LanguageError) {
        var sections: [Section] = []
        for (name, text) in files { sections += try parseSections(text, file: name) }
        let vocabularySections = sections.filter { $0.kind == "list" || $0.kind == "map" }

        // Contractions first: every other phrase is tokenised with them expanded.
        var contractions: [String: [String]] = [:]
        for section in vocabularySections where section.kind == "map" && section.name == "contraction" {
            for line in section.lines {
                guard let colon = line.text.firstIndex(of: ":") else { throw section.error("a map line is \"value: phrase | phrase\"", at: line.number) }
                let expansion = line.text[..<colon].split(separator: " ").map(String.init)
                for form in line.text[line.text.index(after: colon)...].alternatives { contractions[form.lowercased()] = expansion }
            }
        }
        self.contractions = contractions
        let tokenize = { (text: String) -> Phrase in Tokenizer.tokenize(text, contractions: contractions).norms }
        vocabulary = try Vocabulary.load(vocabularySections, tokenize: tokenize)
        lightWords = Set(vocabulary.list("light_word").compactMap { $0.count == 1 ? $0[0] : nil })
        // (In a habit's name, "am" and "pm" say which one: "Brush teeth AM" is no better a match for "brush teeth" than "… PM".)
        nameLightWords = lightWords.subtracting(vocabulary.map("meridiem").compactMap { $0.phrase.count == 1 ? $0.phrase[0] : nil })

        var intents: [IntentSpec] = []
        var anchors = Anchors()
        var replies: [String: [Template]] = [:]
        var quick: [String: [(title: String, value: String)]] = [:]
        var context: [String] = []
        let lists = Set(vocabulary.lists.keys)
        // An article a pattern spells out may go unsaid ("change name of run to jog"): many people drop them.
        let articles = Set(vocabulary.list("article").compactMap { $0.count == 1 ? $0[0] : nil })
        for section in sections {
            switch section.kind {
            case "list", "map": continue
            case "context": context += section.lines.map(\.text)
            case "intent":
                guard !intents.contains(where: { $0.name == section.name }) else { throw section.error("intent \(section.name) is defined twice") }
                var patterns: [Pattern] = []
                var examples: [LanguageExample] = []
                for line in section.lines {
                    if line.text.hasPrefix("pattern:") {
                        patterns.append(try Pattern.parse(String(line.text.dropFirst(8)), section: section, line: line.number,
                                                          tokenize: tokenize, lists: lists, articles: articles))
                    } else if line.text.hasPrefix("example:") {
                        examples.append(try Self.example(String(line.text.dropFirst(8)), section: section, line: line.number))
                    } else {
                        throw section.error("an intent line starts with \"pattern:\" or \"example:\"", at: line.number)
                    }
                }
                guard !patterns.isEmpty else { throw section.error("intent \(section.name) has no patterns") }
                // Every rule gives its command what the command needs: a schedule change needs a schedule.
                for pattern in patterns {
                    let has = Set(pattern.elements.compactMap { element -> SlotKind? in
                        if case .slot(let kind, optional: false) = element { return kind } else { return nil }
                    })
                    // (A change of how often whose schedule is still to be asked, `ask: schedule`, names none.)
                    for needed in (Intent(rawValue: section.name).flatMap({ Command.requiredSlots[$0] }) ?? []) where !has.contains(needed)
                        && !(needed == .schedule && pattern.meaning.asksSchedule) && !(needed == .amount && has.contains(.number) && pattern.meaning.targetSaid) {
                        throw section.error("a \(section.name) pattern needs a {\(needed.rawValue)} slot: \(pattern.source)", at: pattern.line)
                    }
                    // A snooze needs how long: said ({duration}) or written beside the pattern (`=> minutes: 10`).
                    if Intent(rawValue: section.name) == .snooze, !has.contains(.duration), pattern.meaning.minutes == nil {
                        throw section.error("a snooze pattern needs a {duration} slot or \"=> minutes: N\": \(pattern.source)", at: pattern.line)
                    }
                }
                for k in patterns.indices { patterns[k].anchors = patterns[k].anchorSets(vocabulary).map { anchors.id($0) } }
                intents.append(IntentSpec(name: section.name, patterns: patterns, examples: examples))
            case "reply":
                guard replies[section.name] == nil else { throw section.error("reply \(section.name) is defined twice") }
                guard !section.lines.isEmpty else { throw section.error("reply \(section.name) has no text") }
                replies[section.name] = section.lines.map { line in
                    let parts = line.text.split(separator: " => ", omittingEmptySubsequences: false).map(String.init)
                    return Template(text: Self.unescape(parts[0]), suggestion: parts.count > 1 ? parts[1].trimmingCharacters(in: " ") : nil)
                }
            case "quick":
                quick[section.name] = section.lines.map { line in
                    let parts = line.text.split(separator: " => ", omittingEmptySubsequences: false).map(String.init)
                    return (parts[0], parts.count > 1 ? parts[1] : parts[0])
                }
            default:
                throw section.error("unknown section kind \"\(section.kind)\"; use intent, context, reply, quick, list or map")
            }
        }
        // Files are read in name order, but which intent wins a tie is the coach's rule, not the files': Intent's order.
        let rank = Dictionary(uniqueKeysWithValues: Intent.allCases.enumerated().map { ($1, $0) })
        func place(_ spec: IntentSpec) -> Int { spec.intent.flatMap { rank[$0] } ?? .max }
        self.intents = intents.sorted { (place($0), $0.name) < (place($1), $1.name) }
        anchors.finish()
        self.anchors = anchors
        self.replies = replies
        self.quickReplies = quick
        self.exampleContext = context

        for name in Self.vocabularyNames where vocabulary.lists[name] == nil && vocabulary.maps[name] == nil {
            throw LanguageError(file: "Intents/", line: 0, message: "the coach reads [list \(name)] or [map \(name)], which no file defines")
        }
        // A placeholder the coach never fills would show as "{nmae}": a load error, with its line.
        for section in sections where section.kind == "reply" {
            for line in section.lines {
                var rest = Substring(line.text)
                while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
                    let name = String(rest[rest.index(after: open)..<close])
                    if !Self.placeholderNames.contains(name) {
                        throw section.error("{\(name)} is not something the coach fills in; it fills \(Self.placeholderNames.sorted().map { "{\($0)}" }.joined(separator: " "))", at: line.number)
                    }
                    rest = rest[rest.index(after: close)...]
                }
            }
        }
        for key in ReplyKey.allCases where replies[key.rawValue] == nil {
            throw LanguageError(file: "Intents/", line: 0, message: "the reply [reply \(key.rawValue)] is missing from every file")
        }
        for name in Intent.allCases.map(\.rawValue) where !intents.contains(where: { $0.name == name }) {
            throw LanguageError(file: "Intents/", line: 0, message: "the intent [intent \(name)] is missing from every file")
        }
        for spec in intents where Intent(rawValue: spec.name) == nil {
            let section = sections.first { $0.kind == "intent" && $0.name == spec.name }!
            throw section.error("the coach has no behaviour for intent \(spec.name)")
        }
        for required in ["filler_start", "filler_end", "add_cue", "avoid_cue", "affirm", "deny", "pronoun"] where vocabulary.lists[required] == nil {
            throw LanguageError(file: "Intents/", line: 0, message: "the list [list \(required)] is missing from every file")
        }
    }

    /// `\n` in a template is a line break.
    static func unescape(_ text: String) -> String { text.replacing("\\n", with: "\n") }

    static func example(_ text: String, section: Section, line: Int) throws(LanguageError) -> LanguageExample {
        let parts = text.split(separator: "=>", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2 else { throw section.error("an example is \"MESSAGE => slot: value; …\" (or \"=> -\")", at: line) }
        let message = parts[0].trimmingCharacters(in: " ")
        let rhs = parts[1].trimmingCharacters(in: " ")
        var slots: [String: String] = [:]
        if rhs != "-" {
            for pair in rhs.split(separator: ";") {
                guard let colon = pair.firstIndex(of: ":") else { throw section.error("a slot is \"name: value\"", at: line) }
                slots[pair[..<colon].trimmingCharacters(in: " ")] = pair[pair.index(after: colon)...].trimmingCharacters(in: " ")
            }
        }
        return LanguageExample(intent: section.name, message: message, slots: slots, file: section.file, line: line)
    }

    // MARK: Replies

    /// The template for `key`, turn by turn through its variants.
    func template(_ key: ReplyKey, turn: Int) -> Template {
        let variants = replies[key.rawValue]!
        return variants[abs(turn) % variants.count]
    }

    /// Fills `{name}` placeholders; unknown ones are left as they are.
    func render(_ key: ReplyKey, turn: Int = 0, _ values: [String: String] = [:]) -> String {
        template(key, turn: turn).filled(values)
    }

    /// How often, in words from Intents/: "every day", "3× a week", "Mon, Wed, Fri", "every other day".
    public func words(for schedule: Schedule) -> String {
        switch schedule {
        case .daily: return render(.scheduleDaily)
        case .interval(let n): return n == 2 ? render(.scheduleEveryOtherDay) : render(.scheduleInterval, ["n": "\(n)"])
        case .weekdays(let days):
            if days == .all { return render(.scheduleDaily) }
            if days == .workdays { return render(.scheduleWorkdays) }
            if days == .weekend { return render(.scheduleWeekends) }
            if days.count == 1, let only = days.first(where: { _ in true }) { return render(.scheduleOneWeekday, ["weekday": weekdayName(only)]) }
            let names = days.map { weekdayName($0, short: true) }
            return render(.scheduleDays, ["days": names.dropFirst().reduce(names.first ?? "") { render(.listComma, ["head": $0, "next": $1]) }])
        case .weekly(let n): return render(.scheduleWeekly, ["times": times(n)])
        case .monthly(let n): return render(.scheduleMonthly, ["times": times(n)])
        case .rolling(let n, let m): return render(.scheduleRolling, ["times": n > 2 ? render(.timesMany, ["n": "\(n)"]) : times(n), "n": "\(m)"])
        }
    }

    /// "8 glasses a day", "twice a day", "at most 2 coffees a day", "10 km a week", from Intents/.
    public func words(for target: Target, schedule: Schedule) -> String {
        let values = ["amount": target.amount.words, "unit": target.unit.word]
        switch target.kind {
        case .day:
            if target.unit == .times, target.amount.hundredths % 100 == 0, target.amount.hundredths <= 200 {
                return render(.targetTimesDay, ["times": times(target.amount.hundredths / 100)])
            }
            return render(.targetDay, values)
        case .limit, .weekLimit, .monthLimit:
            // ("at most once a day", not "1 times".)
            if target.unit == .times, target.amount.hundredths % 100 == 0, target.amount.hundredths <= 200 {
                let key: ReplyKey = target.kind == .limit ? .targetLimitTimes : target.kind == .weekLimit ? .targetLimitTimesWeek : .targetLimitTimesMonth
                return render(key, ["times": times(target.amount.hundredths / 100)])
            }
            let key: ReplyKey = target.kind == .limit ? .targetLimit : target.kind == .weekLimit ? .targetLimitWeek : .targetLimitMonth
            return render(key, values)
        case .period:
            if case .monthly = schedule { return render(.targetMonth, values) }
            return render(.targetWeek, values)
        }
    }

    /// A target in the unit's spelled-out word, where it was said short ("15 min" → 15 minutes; `[map unit_spelled]`).
    func spelledOut(_ target: Target) -> Target {
        guard target.amount != Amount(1), let hit = vocabulary.lookup("unit_spelled", in: [target.unit.word.lowercased()], at: 0, fuzzy: false), hit.length == 1,
              let unit = try? AmountUnit(hit.value) else { return target }
        var t = target
        t.unit = unit
        return t
    }

    /// One unit, however it is said: "mins" and "minutes", "glass" and "glasses" (`[map unit_name]` in Intents/).
    func sameUnit(_ a: String, _ b: String) -> Bool { Extractors(vocabulary: vocabulary).sameUnit(a, b) }

    /// "500 ml" as litres is 0.5: an amount in a unit that is an exact part of another (`[map unit_scale]`: "litre 1000:
    /// ml" — a litre is 1000 ml), in the other; nil for units that aren't (or a result finer than hundredths).
    func converted(_ amount: Amount, from unit: String, to target: String) -> Amount? {
        let extract = Extractors(vocabulary: vocabulary)
        let from = extract.unitKey(unit), to = extract.unitKey(target)
        for entry in vocabulary.map("unit_scale") {
            let parts = entry.value.split(separator: " ").map(String.init)
            guard parts.count == 2, let factor = Int(parts[1]), factor > 0, entry.phrase.count == 1 else { continue }
            let big = parts[0], small = extract.unitKey(entry.phrase[0])
            if from == small, to == big {
                guard amount.hundredths % factor == 0 else { return nil }
                return Amount(hundredths: amount.hundredths / factor)
            }
            if from == big, to == small { return amount * factor }
        }
        return nil
    }

    /// "5 of 8 glasses", "1 of at most 2 coffees", from Intents/.
    public func words(for progress: AmountProgress) -> String {
        let days = progress.target.limitDays ?? 1
        return render(days > 1 ? .amountProgressLimitDays : progress.target.isLimit ? .amountProgressLimit : .amountProgress,
                      ["total": progress.total.words, "goal": progress.goal.words, "days": "\(days)",
                       // ("1 of at most 1 time".)
                       "unit": progress.target.unit == .times && progress.goal == Amount(1) ? render(.unitTimesOne) : progress.target.unit.word])
    }

    /// "once", "twice", "3×": how often in a schedule.
    func times(_ n: Int) -> String {
        n == 1 ? render(.timesOnce) : n == 2 ? render(.timesTwice) : render(.timesShort, ["n": "\(n)"])
    }

    /// "Monday", or with `short` "Mon", from Intents/.
    public func weekdayName(_ day: Weekday, short: Bool = false) -> String {
        let full: [ReplyKey] = [.weekdayMon, .weekdayTue, .weekdayWed, .weekdayThu, .weekdayFri, .weekdaySat, .weekdaySun]
        let abbreviated: [ReplyKey] = [.weekdayShortMon, .weekdayShortTue, .weekdayShortWed, .weekdayShortThu, .weekdayShortFri,
                                       .weekdayShortSat, .weekdayShortSun]
        return render((short ? abbreviated : full)[day.rawValue - 1])
    }

    func quick(_ key: String) -> [QuickReply] {
        (quickReplies[key] ?? []).map { QuickReply(title: $0.title, value: $0.value) }
    }

    /// A message as tokens, without the hedges and filler that never change what it asks ("honestly", "tbh",
    /// "lol", "i guess"): they are dropped wherever they stand, unless nothing else would be left.
    /// Every vocabulary list and map the code reads: each must be in the language data (a load error names it).
    static let vocabularyNames: Set<String> = [
        "activity_lead", "unit_name", "amount_verb", "ing_noun", "activity_verb", "add_cue", "affirm", "ago", "ambiguous_weekday", "amount_word", "answer_filler",
        "answer_schedule", "aside_start", "avoid_cue", "avoid_tail", "excess", "vague_goal", "when_phrase", "inability", "rule_condition", "plural_pronoun", "log_modifier", "day_part", "habit_wish", "meta_name_word", "general_habit_word", "build_tail", "away_reason", "bad_word", "category", "choice",
        "clause_break", "command_start", "contraction", "copula", "correction_word", "dangling_end", "day_unit",
        "deny", "desire_word", "doubt", "edit_cue", "edit_verb", "clean_word", "evening_word", "except_word", "every_word", "everything",
        "filler_end", "filler_start", "future_cue", "goal_word", "habit_frame", "habit_frame_verb", "hedge",
        "last_week", "light_word", "list_joiner", "log_word", "meridiem", "month", "name_lead", "name_tail",
        "named_time", "negation", "contrast", "schedule_word", "calendar_word", "same_as", "minutes_before_hour", "possessive", "statement_start", "log_verb", "auxiliary", "request_start", "schedule_lead", "schedule_verdict", "article", "conjunction", "days_joiner", "only_word", "stop_after", "first_person", "state_verb", "wh_word", "politeness", "rename_link", "forgot_word", "back_word", "duration_lead", "verdict_degree", "count_range", "add_outright", "stop_lead", "day_lead", "not_activity_start", "not_an_answer", "not_report", "number", "one_off_time", "ordinal",
        "past_verb", "per_word", "progress_word", "also_word", "also_end", "remark_word", "narrowing_word", "day_shift", "reason_lead", "amount_phrase", "whole_word", "evening_word", "bedtime_word", "wind_down", "profile_work", "profile_wake", "profile_bed",
        "profile_late", "profile_early", "profile_off", "profile_work_start", "profile_work_end", "habit_word", "period", "period_back", "period_lead", "before_last", "polarity", "person_word", "pronoun", "quantity_unit", "question_start", "hypothetical_start", "name_lead_verb", "others_possessive", "other_subject", "range_word", "end_lead", "correction_lead", "limit_word", "list_intro", "remark_lead", "remind_verb", "part_link", "reminder_word", "reminder_ask", "miss_word", "more_word", "reason_cue",
        "relative_day", "reported_speech", "remark_tail", "report_lead", "require_lead", "require_tail", "schedule", "schedule_tail",
        "settings_joiner", "skip_word", "stop_joiner", "stop_object", "stop_verb", "stop_wish", "synonym", "take_back", "clear_word", "tier", "tier_lead", "time_in_name", "time_lead", "times", "times_word",
        "verb_form", "want_prefix", "weekday", "by_mistake", "report_word", "doing_auxiliary", "activity_object", "each_word", "ceiling_word", "first_word", "leave_out_word", "template_title", "template", "flexible_remark", "limit_link", "schedule_after_amount", "doing_verb", "habitual_weekday", "morning_word", "usual_day_part", "day_part_words", "profile_hedge", "unsure_recall", "pause_hedge", "vague_amount", "weekend_word", "days_back", "travel_lead", "allowance_lead", "third_person", "measure_unit", "edit_lead", "same_times", "vague_thing", "unnamed_thing", "name_link", "acquire_verb", "condition_start", "third_person_ref", "we_word", "time_remark_lead", "result_link", "count_ordinal", "some_habit", "also_start", "either_word", "self_report", "meal_word", "restate_lead", "back_add", "back_lead", "back_end", "adviser", "ask_frame", "sound_alike_number", "sound_alike_count", "never_tail", "more_lead", "part_lead", "report_helper", "approx_word", "target_lead", "thousands_unit", "circumstance_lead", "one_word", "quit_phrase", "completion_word", "each_day_word", "bare_report_verb", "deficit", "plain_doing_verb", "since_word", "otherwise_word", "kind_word", "present_copula", "answer_hedge", "vague_day", "habitual_cue", "partial_cue", "unit_spelled", "limit_verb", "limit_wish", "condition_lead", "reflexive", "schedule_revision", "ability_lead", "reflection_pass", "distributive", "how_often_negation", "avoid_name_lead", "none_word", "but_word", "predicate_lead", "inability_ahead", "intro_tail", "participle", "empty_verb", "total_word", "place_ref", "remind_object", "former_cue", "unit_scale", "near_miss", "begin_word", "light_gerund", "relapse_verb", "day_part_noun", "phrasal_particle", "retract_verb", "retract_tail", "made_thing", "place_lead", "activity_lead_in", "season_word", "season_lead", "season_year", "break_verb", "challenge_day", "lapse_phrase", "reference_lead", "reference_tail", "excess_word", "to_word", "called_off", "off_word", "when_lead", "purpose_lead", "record_verb", "possession_lead", "done_particle", "remark_negation", "remark_joiner", "remark_condition", "little_cue", "group_noun", "routine_noun", "whole_lead", "mention_link", "modifier_start", "rest_advice", "until_lead", "over_word", "put_verb", "list_place", "gerund_lead", "list_away", "consolation", "consolation_lead", "floor_word", "admission", "day_part_plural", "rename_again", "mark_verb", "mark_verb_pointing", "mark_pronoun", "mark_state", "mark_link", "from_archive", "record_thing", "sure_adverb", "clause_start", "after_day"
    ]

    /// Every placeholder the coach fills in some reply; a template may use only these.
    static let placeholderNames: Set<String> = [
        "a", "bestPercent", "best", "count", "created", "current", "date", "description", "details", "done", "due",
        "good", "grid", "group", "head", "help", "history", "k", "last", "left", "length", "lighter", "lines", "lower",
        "members", "met", "month", "names", "name", "new", "next", "n", "old", "options", "other", "days", "percent", "period", "progress", "amount", "unit", "goal", "said",
        "polarity", "prompt", "rate", "reason", "reasons", "require", "rule", "schedule", "short", "since", "start", "state",
        "strength", "target", "text", "tier", "times", "time", "total", "unread", "loose", "until", "weekday", "what", "when", "year",
        "worstPercent", "worst", "example", "template", "basis", "facts", "part", "duration"
    ]


    /// How many letters to add, drop or change to turn one word into the other.
    func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        var row = Array(0...b.count)
        for i in 1...max(1, a.count) where !a.isEmpty {
            var previous = row[0]
            row[0] = i
            for j in 1...max(1, b.count) where !b.isEmpty {
                let kept = row[j]
                row[j] = min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] == b[j - 1] ? 0 : 1))
                previous = kept
            }
        }
        return a.isEmpty ? b.count : row[b.count]
    }

    /// Two neighbouring letters swapped: "monady" for "monday".
    func swapsTwo(_ typed: String, _ word: String) -> Bool {
        let a = Array(typed), b = Array(word)
        guard a.count == b.count, a != b else { return false }
        let diff = a.indices.filter { a[$0] != b[$0] }
        return diff.count == 2 && diff[1] == diff[0] + 1 && a[diff[0]] == b[diff[1]] && a[diff[1]] == b[diff[0]]
    }

    /// The weekdays' names of six letters or more, as the vocabulary spells them ("tuesday", "tuesdays").
    var weekdayNames: [String] { vocabulary.map("weekday").compactMap { $0.phrase.count == 1 && $0.phrase[0].utf8.count >= 6 ? $0.phrase[0] : nil } }

    func tokenize(_ text: String) -> Utterance {
        var u = Tokenizer.tokenize(text, contractions: contractions)
        let w = u.norms
        var keep: [Token] = []
        var i = 0
        while i < w.count {
            if !u.tokens[i].quoted, let n = vocabulary.match("hedge", in: w, at: i, fuzzy: false) {
                // A comma in a hedge (", like") still separates what is around it; a hedge that breaks a sentence in two
                // ("skipping guitar tho my fingertips are raw") is a comma where it stands.
                let commas = u.tokens[i..<(i + n)].filter { $0.norm == "," }
                if commas.isEmpty, i > 0, i + n < w.count, ![",", "."].contains(w[i + n]), keep.last.map({ $0.norm != "," }) ?? false,
                   vocabulary.match("pause_hedge", in: w, at: i, fuzzy: false) == n {
                    keep.append(Token(norm: ",", raw: "", start: u.tokens[i].start, end: u.tokens[i + n - 1].end, quoted: false, synthetic: true))
                } else {
                    keep += commas
                }
                i += n
                continue
            }
            // "ping me", "give me a nudge": another way to say a phrase the rules know ("remind me"), read as that.
            if !u.tokens[i].quoted, let hit = vocabulary.lookup("same_as", in: w, at: i, fuzzy: false) {
                let first = u.tokens[i], last = u.tokens[i + hit.length - 1]
                for (k, word) in hit.value.split(separator: " ").enumerated() {
                    keep.append(Token(norm: String(word), raw: k == 0 ? first.raw : "", start: first.start, end: last.end, quoted: false, synthetic: k > 0))
                }
                i += hit.length
                continue
            }
            // ("would you mind terribly renaming my walk…": after "mind", a command said as a gerund is that command, and an
            // adverb of politeness before it says nothing.)
            if !u.tokens[i].quoted, let n = vocabulary.match("gerund_lead", in: w, at: i, fuzzy: false), i + n < w.count,
               let verb = commandVerb(gerund: w[i + n]) {
                keep.append(u.tokens[i])
                let token = u.tokens[i + n]
                keep.append(Token(norm: verb, raw: token.raw, start: token.start, end: token.end, quoted: false, synthetic: token.synthetic))
                i += n + 1
                continue
            }
            let token = u.tokens[i]
            // ("…and meditated to": dictation's "to" last in a sentence, after a word of the past, is "too".)
            if !token.quoted, token.norm == "to", i > 0, Extractors(vocabulary: vocabulary).pastTense(w[i - 1]), i + 1 == w.count || [",", "."].contains(w[i + 1]) {
                keep.append(Token(norm: "too", raw: token.raw, start: token.start, end: token.end, quoted: false, synthetic: token.synthetic))
                i += 1
                continue
            }
            // "tues n thurs": a lone "n" between two words is "and" (alone, "n" is a no).
            if !token.quoted, token.norm == "n", i > 0, i + 1 < w.count, ![",", "."].contains(w[i - 1]), ![",", "."].contains(w[i + 1]) {
                keep.append(Token(norm: "and", raw: token.raw, start: token.start, end: token.end, quoted: false, synthetic: token.synthetic))
                i += 1
                continue
            }
            // "tusday", "thrusday": a day's name with one typo is that day (only names of six letters or more).
            if !token.quoted, token.norm.utf8.count >= 6, token.norm.contains("d"), token.norm.contains("y"),
               vocabulary.lookup("weekday", in: [token.norm], at: 0, fuzzy: false) == nil,
               let day = weekdayNames.first(where: { $0.first == token.norm.first && (sameWord(token.norm, $0, minLength: 6) || swapsTwo(token.norm, $0)
                   // (longer names, ending in "day" as typed: two slips, the first two letters kept — "wendsday")
                   || (token.norm.hasSuffix("day") && $0.utf8.count >= 8 && token.norm.prefix(2) == $0.prefix(2) && editDistance(token.norm, $0) <= 2)) }) {
                keep.append(Token(norm: day, raw: token.raw, start: token.start, end: token.end, quoted: false, synthetic: token.synthetic))
                i += 1
                continue
            }
            keep.append(u.tokens[i])
            i += 1
        }
        if keep.contains(where: { ![",", "."].contains($0.norm) }) { u.tokens = keep }
        return u
    }

    /// "renaming" → "rename", "putting" → "put": the command a gerund names, if it names one.
    func commandVerb(gerund: String) -> String? {
        guard gerund.hasSuffix("ing"), gerund.utf8.count > 5 else { return nil }
        let stem = String(gerund.dropLast(3))
        let undoubled = stem.count > 2 && stem.last == stem.dropLast().last ? String(stem.dropLast()) : stem
        return [stem, stem + "e", undoubled].first { vocabulary.isExactly("command_start", [$0]) }
    }

    /// Finds the journal's habits and groups by name.
    func resolver(for journal: Journal) -> Resolver {
        let index = names.index(habits: journal.habits.map(\.name), groups: journal.groups.map(\.name)) { NameForm($0, tokenize: { tokenize($0).norms }, light: nameLightWords) }
        return Resolver(journal: journal, vocabulary: vocabulary, light: nameLightWords, names: index, words: wordFacts)
    }
}

extension Language {
    /// A rule as `explain` shows it: where it is, and for a pattern its words and meaning as written.
    func describe(_ rule: Rule) -> String {
        guard case .pattern(let file, let line) = rule,
              let pattern = intents.lazy.flatMap(\.patterns).first(where: { $0.file == file && $0.line == line }) else { return rule.location }
        return "\(rule.location)  \(pattern.source)" + (pattern.meaningSource.map { " => \($0)" } ?? "")
    }
}
