import HabitDomain

/// Reads typed values — numbers, schedules, times, tiers — out of normalised words.
///
/// Each `…At` function reads the longest value starting at an index and returns it with the number of
/// words it covered; the grammar is here, the words come from the vocabulary.
struct Extractors: Sendable {
    let vocabulary: Vocabulary

    // MARK: Numbers

    func numberAt(_ w: [String], _ i: Int) -> (Int, Int)? {
        guard i < w.count else { return nil }
        // (All ASCII digits, read from the bytes: no Unicode tables for the common case of a word.)
        let word = w[i]
        if !word.isEmpty, word.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) {
            return word.utf8.count > 9 ? (Int.max, 1) : (Int(word).map { ($0, 1) })
        }
        if let hit = vocabulary.lookup("number", in: w, at: i, fuzzy: false), let n = Int(hit.value) { return (n, hit.length) }
        return soundAlikeNumber(w, i)
    }

    /// "partner's", "mum's": a person's possessive — what follows it is theirs.
    func someonesOwn(_ word: String) -> Bool {
        guard word.hasSuffix("'s") else { return false }
        let owner = String(word.dropLast(2))
        return vocabulary.has("person_word", owner) || vocabulary.has("adviser", owner)
    }

    /// "for glasses", "to times a week", "for days a week": a word that sounds like a number, right before what it counts.
    func soundAlikeNumber(_ w: [String], _ i: Int) -> (Int, Int)? {
        guard i + 1 < w.count, let hit = vocabulary.lookup("sound_alike_number", in: w, at: i, fuzzy: false), let n = Int(hit.value) else { return nil }
        let next = w[i + 1]
        let counts = vocabulary.has("sound_alike_count", next)
            || (vocabulary.has("day_unit", next) && i + 3 < w.count && vocabulary.has("per_word", w[i + 2])
                && vocabulary.lookup("period", in: w, at: i + 3, fuzzy: false)?.value == "week")
        return counts ? (n, 1) : nil
    }

    /// "8 glasses", "20 pages", "10,000 steps", "10k steps", "2.5 km": an amount and its unit at `i`, and how many
    /// words they take. The unit is a word of `quantity_unit`; "k" after a number is thousands before a unit ("10k
    /// steps") and kilometres on its own ("ran 5k").
    func amountAt(_ w: [String], _ i: Int) -> (Amount, String, Int)? {
        // "half an hour", "an hour and a half": an amount said in words, with its unit.
        if let hit = vocabulary.lookup("amount_phrase", in: w, at: i, fuzzy: false) {
            let parts = hit.value.split(separator: " ").map(String.init)
            if parts.count == 2, let amount = try? Amount(parsing: parts[0]) { return (amount, parts[1], hit.length) }
        }
        // "drank a litre", "had a glass": one of a unit.
        // (Not "half a litre": how much of one isn't said as a number.)
        if i + 1 < w.count, w[i] == "a" || w[i] == "an", vocabulary.has("quantity_unit", w[i + 1]), w[i + 1] != "times",
           !(i > 0 && vocabulary.has("partial_cue", w[i - 1])) {
            return (Amount(1), w[i + 1], 2)
        }
        let amount: Amount
        var j: Int
        if i < w.count, w[i].contains("."), w[i].first?.isNumber == true, let decimal = try? Amount(parsing: w[i]) {
            // "1.5" (one token)
            amount = decimal
            j = i + 1
        } else {
            guard let (n, len) = plainNumberAt(w, i), n < Int.max else { return nil }
            amount = Amount(n)
            j = i + len
        }
        guard j < w.count else { return nil }
        // "read 10 of 20 pages", "12 of the 25 pages", "5 out of 8 glasses": how much of how much; what was done is the amount.
        var of = j
        if w[of] == "out", of + 1 < w.count, w[of + 1] == "of" { of += 1 }
        if w[of] == "of" {
            var k = of + 1
            if k < w.count, ["the", "my"].contains(w[k]) { k += 1 }
            if let (_, len) = plainNumberAt(w, k), k + len < w.count, vocabulary.has("quantity_unit", w[k + len]) { j = k + len }
        }
        // "2 more": the unit is the habit's own.
        if w[j] == "more" {
            if j + 1 < w.count, vocabulary.has("quantity_unit", w[j + 1]) { return (amount, w[j + 1], j + 2 - i) }
            return (amount, "", j + 1 - i)
        }
        if w[j] == "k" {
            if j + 1 < w.count, vocabulary.has("quantity_unit", w[j + 1]), w[j + 1] != "k" {
                return (Amount(hundredths: amount.hundredths.multipliedReportingOverflow(by: 1000).partialValue), w[j + 1], j + 2 - i)
            }
            // ("track my steps, goal is 10k a day": a thousand of what is counted in thousands, said in the message.)
            if let counted = w.first(where: { vocabulary.has("thousands_unit", $0) }) {
                return (Amount(hundredths: amount.hundredths.multipliedReportingOverflow(by: 1000).partialValue), counted, j + 1 - i)
            }
            return (amount, "km", j + 1 - i)
        }
        // ("3 glases": a unit of five letters or more with one slip is that unit.)
        guard let unit = vocabulary.has("quantity_unit", w[j]) ? w[j] : vocabulary.phrases("quantity_unit", startingWith: w[j]).first(where: { $0.count == 1 })?[0]
        else { return nil }
        return (amount, unit, j + 1 - i)
    }

    /// "10 km a week", "100 pages per month": how much over each week or month — the amount, its unit, the schedule
    /// that period makes (once a week or month) and how many words it took.
    func amountPerPeriodAt(_ w: [String], _ i: Int) -> (Amount, String, Schedule, Int)? {
        guard let (amount, unit, n) = amountAt(w, i), unit != "times", !unit.isEmpty else { return nil }
        let per = i + n + (vocabulary.match("per_word", in: w, at: i + n, fuzzy: false) ?? 0)
        guard per > i + n, let hit = vocabulary.lookup("period", in: w, at: per, fuzzy: false), hit.value == "week" || hit.value == "month" else { return nil }
        return (amount, unit, hit.value == "week" ? .weekly(times: 1) : .monthly(times: 1), per + hit.length - i)
    }

    /// "glass" and "glasses", "km" and "KM", "mins" and "minutes", "k" and "km": one unit, said with or without its plural
    /// ending or by another of its names (`[map unit_name]`).
    func sameUnit(_ a: String, _ b: String) -> Bool { unitKey(a) == unitKey(b) }

    /// A unit's one name for comparing: its `[map unit_name]` value, else the word without a plural ending.
    func unitKey(_ unit: String) -> String {
        let words = unit.lowercased().split(separator: " ").map(String.init)
        if let hit = vocabulary.lookup("unit_name", in: words, at: 0, fuzzy: false), hit.length == words.count { return hit.value }
        let k = words.joined(separator: " ")
        if k.hasSuffix("ss") { return k }
        if ["ses", "xes", "ches", "shes"].contains(where: k.hasSuffix) { return String(k.dropLast(2)) }
        if k.hasSuffix("s"), k.count > 2 { return String(k.dropLast()) }
        return k
    }

    /// "20 minutes", "15 min", "an hour", "half an hour", "1.5 hours", "an hour and 20 minutes": how long, in whole
    /// minutes (at least 1), and how many words it takes. The units are the minutes and hours of `[map unit_name]`.
    func durationAt(_ w: [String], _ i: Int) -> (Int, Int)? {
        func part(_ k: Int) -> (Int, Int)? {
            // ("2 days", "a week": longer than any snooze, read so the coach can say so.)
            if let (count, len) = numberAt(w, k), let period = vocabulary.lookup("period", in: w, at: k + len, fuzzy: false),
               period.value == "day" || period.value == "week" {
                let (days, overflow) = count.multipliedReportingOverflow(by: period.value == "day" ? 1440 : 10_080)
                return overflow || count < 1 ? nil : (days, len + period.length)
            }
            guard let (amount, unit, n) = amountAt(w, k) else { return nil }
            let per: Int
            switch unitKey(unit) {
            case "minute": per = 1
            case "hour": per = 60
            default: return nil
            }
            let (scaled, overflow) = amount.hundredths.multipliedReportingOverflow(by: per)
            guard !overflow, scaled >= 100 else { return nil }
            return ((scaled + 50) / 100, n)
        }
        guard var (minutes, n) = part(i) else { return nil }
        // "an hour and 20 minutes", "1 hour 30 mins": a second part adds on.
        let joined = i + n < w.count && w[i + n] == "and" ? 1 : 0
        if let (more, m) = part(i + n + joined) {
            let (sum, overflow) = minutes.addingReportingOverflow(more)
            if !overflow { minutes = sum; n += joined + m }
        }
        return (minutes, n)
    }

    /// A number that stands on its own (not "a"/"an", which only count before a unit).
    func plainNumberAt(_ w: [String], _ i: Int) -> (Int, Int)? {
        guard i < w.count, w[i] != "a", w[i] != "an" else { return nil }
        return numberAt(w, i)
    }

    /// A number said as how much, whole or with a decimal point ("3", "three", "1.5"), and its length in words.
    func plainAmountAt(_ w: [String], _ i: Int) -> (Amount, Int)? {
        if let (n, length) = plainNumberAt(w, i) { return (Amount(n), length) }
        guard i < w.count, w[i].contains("."), w[i].first?.isNumber == true, let amount = try? Amount(parsing: w[i]) else { return nil }
        return (amount, 1)
    }

    // MARK: Schedules

    /// What a schedule can start with (see `scheduleAt` and the readers it tries): a first word of these lists and maps,
    /// a word that leads a list of weekdays, a number, or a slip of one of those first words. `Vocabulary` gathers the
    /// first words once, so a place where none of them can be is turned down at once.
    static let scheduleStarts = (lists: ["every_word"], maps: ["schedule", "schedule_after_amount", "times", "number", "sound_alike_number", "weekday"],
                                 words: weekdayListLeads)
    /// The words that may lead a list of weekdays ("on Tuesdays and Thursdays", "every Sunday").
    static let weekdayListLeads = ["on", "every", "each"]
    /// What a count with no period (`bareCount`) can start with: a first word of these maps, or a number.
    static let countStarts = (lists: [String](), maps: ["times", "number", "sound_alike_number"], words: [String]())
    /// The words `schedule(_:)` passes over before a schedule ("to twice a week", "on weekdays").
    static let scheduleLeads = ["to", "be", "on", "for", "just", "only", "every"]

    /// The longest schedule starting at `i`.
    func scheduleAt(_ w: [String], _ i: Int) -> (Schedule, Int)? {
        // (Nothing a schedule starts with is at `i`: none of the readers below can read one.)
        guard i < w.count, vocabulary.mayStartSchedule(w[i]) else { return nil }
        // "until sunday", "by friday": a day something ends on, never how often.
        if i > 0, vocabulary.has("end_lead", w[i - 1]) { return nil }
        var best: (Schedule, Int)? = nil
        func offer(_ s: Schedule, _ n: Int) { if n > (best?.1 ?? 0) { best = (s, n) } }

        if let hit = vocabulary.lookup("schedule", in: w, at: i), let s = Self.schedule(fromValue: hit.value) { offer(s, hit.length) }
        // "20 pages a night": after an amount in a unit, "a night" is every day ("30 euros a night" is no amount of a habit).
        if i >= 2, let hit = vocabulary.lookup("schedule_after_amount", in: w, at: i, fuzzy: false), let s = Self.schedule(fromValue: hit.value),
           (max(0, i - 3)..<(i - 1)).contains(where: { k in amountAt(w, k).map { k + $0.2 == i } ?? false }) {
            offer(s, hit.length)
        }
        if let s = countPerPeriodAt(w, i) { offer(s.0, s.1) }
        if let s = everyNAt(w, i) { offer(s.0, s.1) }
        if let s = timesInDaysAt(w, i) { offer(s.0, s.1) }
        if let s = weekdayListAt(w, i) { offer(s.0, s.1) }
        // "daily" / "weekly" after a count-less phrase are covered by the vocabulary; a trailing
        // "each week" after a weekday list is absorbed here.
        if let (s, n) = best, case .weekdays = s {
            if let tail = vocabulary.lookup("schedule", in: w, at: i + n), tail.value == "weekly 1" { best = (s, n + tail.length) }
        }
        return best
    }

    /// "3 times a week", "twice a month", "3x per week", "3/week", "4 days a week", "3 times weekly".
    /// "twice a day", "3 times per day": how many times a day is said in `range`, when more than once.
    func timesPerDay(_ w: [String], in range: Range<Int>) -> Int? {
        for i in range {
            guard case (.daily, _)? = countPerPeriodAt(w, i) else { continue }
            let n = vocabulary.lookup("times", in: w, at: i, fuzzy: false).flatMap { Int($0.value) } ?? plainNumberAt(w, i)?.0
            if let n, n > 1 { return n }
        }
        return nil
    }

    private func countPerPeriodAt(_ w: [String], _ i: Int) -> (Schedule, Int)? {
        var j = i
        let count: Int
        var unit = ""  // "times" after "3 times"/"twice", "days" after "4 days", "" after a bare number
        if let hit = vocabulary.lookup("times", in: w, at: j, fuzzy: false), let n = Int(hit.value) {
            count = n; j += hit.length; unit = "times"
        } else if let (n, len) = plainNumberAt(w, j) {
            count = n; j += len
        } else {
            return nil
        }
        // ("…, both every day": the habits are counted, not the times.)
        if unit.isEmpty, vocabulary.match("distributive", in: w, at: i, fuzzy: false) != nil { return nil }
        if unit.isEmpty, let len = vocabulary.match("times_word", in: w, at: j) { j += len; unit = "times" }
        if unit.isEmpty, let n = vocabulary.match("day_unit", in: w, at: j) { j += n; unit = "days" }
        // "100 pages a week", "10 km a week": how much, not how often.
        if unit.isEmpty, j < w.count, vocabulary.has("quantity_unit", w[j]) || w[j] == "k" { return nil }
        // "3 runs a week", "2 sessions a week", "500 words a day": a count of anything, said per period.
        if unit.isEmpty, j + 1 < w.count, w[j].count > 2, w[j].allSatisfy(\.isLetter), let n = vocabulary.match("per_word", in: w, at: j + 1, fuzzy: false),
           vocabulary.lookup("period", in: w, at: j + 1 + n) != nil {
            j += 1; unit = "count"
        }
        let per = vocabulary.match("per_word", in: w, at: j, fuzzy: false)
        j += per ?? 0
        guard let period = vocabulary.lookup("period", in: w, at: j) else { return nil }
        // A bare number needs "per", "/" or "a" before the period ("3/week"), or "weekly"/"monthly".
        if unit.isEmpty && per == nil && !(w[j] == "weekly" || w[j] == "monthly") { return nil }
        j += period.length
        switch (period.value, unit) {
        case ("day", "days"), ("day", "count"): return nil  // "20 pushups a day": the count is part of the habit
        case ("day", _): return (.daily, j - i)
        case ("week", "days") where count == 7: return (.daily, j - i)
        case ("week", _): return (.weekly(times: count), j - i)
        case ("month", "days"), ("month", _): return (.monthly(times: count), j - i)
        default: return nil
        }
    }

    /// "every 3 days", "every third day", "every 2 weeks", "every sunday".
    /// "3 times every 10 days", "twice in 10 days", "3 times in 2 weeks", "3 days out of every 4", "3 out of every 4
    /// days": N done days in the M days ending on a day.
    private func timesInDaysAt(_ w: [String], _ i: Int) -> (Schedule, Int)? {
        var j = i
        let n: Int
        var countsDays = false
        if let hit = vocabulary.lookup("times", in: w, at: j, fuzzy: false), let k = Int(hit.value) {
            n = k; j += hit.length
        } else if let (k, len) = plainNumberAt(w, j), let t = vocabulary.match("times_word", in: w, at: j + len) {
            n = k; j += len + t
        } else if let (k, len) = plainNumberAt(w, j), let d = vocabulary.match("day_unit", in: w, at: j + len) {
            n = k; j += len + d; countsDays = true
        } else if let (k, len) = plainNumberAt(w, j), j + len + 1 < w.count, w[j + len] == "out", w[j + len + 1] == "of" {
            n = k; j += len
        } else {
            return nil
        }
        guard j < w.count else { return nil }
        if w[j] == "out", j + 1 < w.count, w[j + 1] == "of" {
            j += 2
            if let e = vocabulary.match("every_word", in: w, at: j) { j += e }
        } else if w[j] == "in" {
            j += 1
        } else if let e = vocabulary.match("every_word", in: w, at: j) {
            j += e
        } else {
            return nil
        }
        guard let (m, len) = plainNumberAt(w, j) else { return nil }
        let days: Int
        var end = j + len
        if let period = vocabulary.lookup("period", in: w, at: end) {
            switch period.value {
            case "day": days = m
            case "week": days = m.multipliedReportingOverflow(by: 7).overflow ? Int.max : m * 7
            default: return nil
            }
            end += period.length
        } else if countsDays {
            // ("3 days out of every 4": the days of the count are the days of the span.)
            days = m
        } else {
            return nil
        }
        // (Only what a rolling window can be: fewer times than days, and more than one day.)
        guard days > 1, n >= 1, n < days else { return nil }
        return (.rolling(times: n, days: days), end - i)
    }

    private func everyNAt(_ w: [String], _ i: Int) -> (Schedule, Int)? {
        guard let lead = vocabulary.match("every_word", in: w, at: i) else { return nil }
        var j = i + lead
        var n: Int
        if let (k, len) = plainNumberAt(w, j) { n = k; j += len } else if let hit = vocabulary.lookup("ordinal", in: w, at: j, fuzzy: false), let k = Int(hit.value) {
            n = k; j += hit.length
        } else {
            return nil
        }
        guard let period = vocabulary.lookup("period", in: w, at: j) else { return nil }
        j += period.length
        switch period.value {
        case "day": return (n == 1 ? .daily : .interval(days: n), j - i)
        case "week": return (n == 1 ? .weekly(times: 1) : .interval(days: n.multipliedReportingOverflow(by: 7).overflow ? Int.max : n * 7), j - i)
        default: return nil
        }
    }

    private func weekdayAt(_ w: [String], _ i: Int) -> (Weekday, Int)? {
        guard let hit = vocabulary.lookup("weekday", in: w, at: i, fuzzy: false), let day = Weekday(code: hit.value) else {
            // Allow one typo in a full day name ("wednsday").
            guard i < w.count, w[i].count >= 6 else { return nil }
            for entry in vocabulary.map("weekday") where entry.phrase.count == 1 && entry.phrase[0].count >= 6 && sameWord(w[i], entry.phrase[0]) {
                return Weekday(code: entry.value).map { ($0, 1) }
            }
            return nil
        }
        return (day, hit.length)
    }

    /// "mon wed fri", "on Tuesdays and Thursdays", "every Sunday", "monday to thursday".
    private func weekdayListAt(_ w: [String], _ i: Int) -> (Schedule, Int)? {
        var j = i
        var led = false
        if j < w.count, Self.weekdayListLeads.contains(w[j]) { j += 1; led = true }
        guard let (first, firstLen) = weekdayAt(w, j) else { return nil }
        var days: [Weekday] = [first]
        var unambiguous = !vocabulary.isExactly("ambiguous_weekday", Array(w[j..<(j + firstLen)]))
        j += firstLen
        var end = j
        while j < w.count {
            var k = j
            if let len = vocabulary.match("range_word", in: w, at: k, fuzzy: false), let (to, toLen) = weekdayAt(w, k + len) {
                let from = days.last!
                var d = from.rawValue
                while d != to.rawValue { d = d % 7 + 1; days.append(Weekday(rawValue: d)!) }
                k += len + toLen
                j = k; end = k; unambiguous = true
                continue
            }
            if let len = vocabulary.match("list_joiner", in: w, at: k, fuzzy: false) { k += len }
            if k < w.count, w[k] == "on" { k += 1 }
            guard let (day, len) = weekdayAt(w, k) else { break }
            days.append(day)
            unambiguous = true
            j = k + len
            end = j
        }
        guard led || unambiguous || days.count > 1 else { return nil }
        return (.weekdays(WeekdaySet(days)), end - i)
    }

    /// A schedule written as a vocabulary value: `daily`, `weekly 3`, `interval 2`, `weekdays mon fri`.
    static func schedule(fromValue value: String) -> Schedule? {
        let parts = value.split(separator: " ").map(String.init)
        switch parts.first {
        case "daily": return .daily
        case "weekly": return parts.count == 2 ? Int(parts[1]).map { .weekly(times: $0) } : nil
        case "monthly": return parts.count == 2 ? Int(parts[1]).map { .monthly(times: $0) } : nil
        case "interval": return parts.count == 2 ? Int(parts[1]).map { .interval(days: $0) } : nil
        case "weekdays":
            let days = parts.dropFirst().compactMap(Weekday.init(code:))
            return days.count == parts.count - 1 && !days.isEmpty ? .weekdays(WeekdaySet(days)) : nil
        default: return nil
        }
    }

    /// A whole range that is exactly one schedule (with "on"/"to" lead-ins tolerated).
    func schedule(_ words: [String]) -> Schedule? {
        // (The schedule starts at the first word or after the words passed over below, and the tail taken off never
        // reaches those: when none of them can start one, there is none.)
        var lead = 0
        while lead < words.count, Self.scheduleLeads.contains(words[lead]), !vocabulary.mayStartSchedule(words[lead]) { lead += 1 }
        guard lead < words.count, vocabulary.mayStartSchedule(words[lead]) else { return nil }
        var w = words
        // "weekends only", "twice a week instead", "every day from now on"
        while w.count > 1, let tail = vocabulary.list("schedule_tail").first(where: { $0.count < w.count && w.suffix($0.count).elementsEqual($0) }) {
            w.removeLast(tail.count)
        }
        var i = 0
        while i < w.count, Self.scheduleLeads.contains(w[i]), w.count - i > 1,
              scheduleAt(w, i).map({ $0.1 != w.count - i }) ?? true {
            i += 1
        }
        // (`except` gives where the schedule ends, not its length.)
        guard let (s, end) = scheduleAt(w, i).map({ except(w, $0.0, after: i + $0.1) }), end == w.count else { return nil }
        return s
    }

    /// "every day except sunday", "weekdays but not wednesday", "daily apart from weekends": days taken out of a
    /// schedule of days, with the words they took; the schedule as it was when no such days follow.
    func except(_ w: [String], _ schedule: Schedule, after end: Int) -> (Schedule, Int) {
        var days: WeekdaySet
        switch schedule {
        case .daily: days = .all
        case .weekdays(let set): days = set
        default: return (schedule, end)
        }
        // "wednesdays and weekends", "weekdays and saturday": days said together are one schedule of days.
        var end = end
        while end + 1 < w.count, vocabulary.has("days_joiner", w[end]), let (more, m) = scheduleAt(w, end + 1), case .weekdays(let extra) = more {
            days = WeekdaySet(Array(days) + Array(extra))
            end += 1 + m
        }
        let joined: Schedule = days.count == 7 ? .daily : .weekdays(days)
        var j = end
        if j < w.count, w[j] == "," { j += 1 }
        guard let n = vocabulary.match("except_word", in: w, at: j, fuzzy: false) else { return (joined, end) }
        j += n
        if j < w.count, w[j] == "on" || w[j] == "for" { j += 1 }
        guard let (out, m) = scheduleAt(w, j), case .weekdays(let removed) = out else { return (joined, end) }
        let left = WeekdaySet(days.filter { !removed.contains($0) })
        guard left.count > 0 else { return (joined, end) }
        return (left.count == 7 ? .daily : .weekdays(left), j + m)
    }

    /// The first schedule anywhere in the words, with where it was.
    func findSchedule(_ w: [String], in range: Range<Int>) -> (Schedule, Range<Int>)? {
        let scope = Array(w[..<range.upperBound])
        var i = range.lowerBound
        while i < range.upperBound {
            // "this morning", "last night" are days, not "mornings" or "nights".
            if let hit = vocabulary.lookup("relative_day", in: scope, at: i, fuzzy: false) { i += hit.length; continue }
            if let (s, n) = scheduleAt(scope, i) {
                let (kept, end) = except(scope, s, after: i + n)
                // "every morning but only on workdays", "every day on weekdays": every day narrowed to some days is those
                // days ("every morning, weekends are mine" narrows nothing).
                if kept == .daily {
                    var j = end
                    // ("every morning before work, but only on weekdays": when in the day, and a comma, come between.)
                    while j < range.upperBound {
                        if vocabulary.has("narrowing_word", scope[j]) || scope[j] == "," { j += 1; continue }
                        if let n = vocabulary.match("when_phrase", in: scope, at: j, fuzzy: false) { j += n; continue }
                        break
                    }
                    if let (days, m) = scheduleAt(scope, j), case .weekdays = days,
                       j + m >= scope.count || vocabulary.match("copula", in: scope, at: j + m, fuzzy: false) == nil {
                        return (days, i..<(j + m))
                    }
                }
                return (kept, i..<end)
            }
            i += 1
        }
        return nil
    }

    /// "in bed by 11 on weeknights", "every night at 10": a time said at `span` with no am or pm, its hour before noon, is in
    /// the evening when a word of the evening is among `around`.
    func evening(_ time: TimeOfDay, said span: Range<Int>, in w: [String], around: some Sequence<Int>) -> TimeOfDay {
        guard (1...11).contains(time.hour), !span.contains(where: { vocabulary.lookup("meridiem", in: w, at: $0, fuzzy: false) != nil }),
              around.contains(where: { vocabulary.has("evening_word", w[$0]) }), let later = TimeOfDay(hour: time.hour + 12, minute: time.minute)
        else { return time }
        return later
    }

    /// Where a verdict said of a schedule ending at `end` ends ("…, twice a month is plenty"), if one follows it.
    func verdictEnd(_ w: [String], after end: Int) -> Int? {
        guard let n = vocabulary.match("copula", in: w, at: end, fuzzy: false) else { return nil }
        var j = end + n
        if j < w.count, vocabulary.has("verdict_degree", w[j]) { j += 1 }
        return vocabulary.match("schedule_verdict", in: w, at: j, fuzzy: false).map { j + $0 }
    }

    /// The schedule said in `range`, unless it is what a remark is about: "weekends are the worst" says none; "mon-fri,
    /// weekends are my rest days" and "sundays i guess, weekdays are chaos" say the days before the last comma; "twice a
    /// month is plenty" is a schedule with a verdict on it.
    func scheduleSaid(_ w: [String], in range: Range<Int>) -> (Schedule, Range<Int>)? {
        let scope = Array(w[..<range.upperBound])
        func remarkAfter(_ end: Int) -> Bool { vocabulary.match("copula", in: scope, at: end, fuzzy: false) != nil && verdictEnd(scope, after: end) == nil }
        guard let (schedule, span) = findSchedule(scope, in: range) else { return nil }
        guard remarkAfter(span.upperBound) else { return (schedule, span) }
        guard let comma = scope[span].lastIndex(of: ","), comma > span.lowerBound,
              let (shorter, n) = scheduleAt(Array(scope[..<comma]), span.lowerBound) else { return nil }
        // (A hedge may come between the days and the comma: "i guess".)
        var k = span.lowerBound + n
        while k < comma, let m = vocabulary.match("hedge", in: scope, at: k, fuzzy: false) ?? vocabulary.match("answer_hedge", in: scope, at: k, fuzzy: false) { k += m }
        return k == comma ? (shorter, span.lowerBound..<comma) : nil
    }

    /// Does a remark with a subject and a verb of its own start at `i` ("it's exhausting", "that's plenty", "weekdays are
    /// chaos", "my stash has basically taken over the spare room")? A word said alone takes a verb of being; a pronoun, or
    /// a word after "my", any helping verb.
    func remarkStart(_ w: [String], at i: Int) -> Bool {
        var k = i
        let owned = k < w.count && vocabulary.has("possessive", w[k])
        if owned { k += 1 }
        guard k + 1 < w.count, ![",", "."].contains(w[k]) else { return false }
        let pronoun = vocabulary.match("pronoun", in: w, at: k, fuzzy: false)
        let subject = pronoun ?? 1
        guard k + subject + 1 < w.count else { return false }
        return vocabulary.has("present_copula", w[k + subject]) || ((owned || pronoun != nil) && vocabulary.has("auxiliary", w[k + subject]))
    }

    /// "twice", "3 times", "4x" — a count with no period.
    func bareCount(_ words: [String]) -> Int? {
        // (The count is read at the first word, which taking off a tail never reaches.)
        guard let first = words.first, vocabulary.mayStartCount(first) else { return nil }
        var w = words
        while w.count > 1, let tail = vocabulary.list("schedule_tail").first(where: { $0.count < w.count && w.suffix($0.count).elementsEqual($0) }) {
            w.removeLast(tail.count)
        }
        if let hit = vocabulary.lookup("times", in: w, at: 0, fuzzy: false), hit.length == w.count { return Int(hit.value) }
        guard let (n, len) = plainNumberAt(w, 0), let t = vocabulary.match("times_word", in: w, at: len), len + t == w.count else { return nil }
        return n
    }

    // MARK: Times

    /// "at 7", "at 7:30pm", "7am", "around 6 in the evening", "at noon".
    func timeAt(_ w: [String], _ i: Int) -> (TimeOfDay?, Int)? {
        var j = i
        var led = false
        if let len = vocabulary.match("time_lead", in: w, at: j, fuzzy: false) { j += len; led = true }
        guard j < w.count else { return nil }
        if let named = vocabulary.lookup("named_time", in: w, at: j, fuzzy: false) {
            return (TimeOfDay(named.value), j + named.length - i)
        }
        // "half seven", "quarter past 8", "quarter to 9": minutes said before the hour.
        var before: Int? = nil
        if let hit = vocabulary.lookup("minutes_before_hour", in: w, at: j, fuzzy: false), j + hit.length < w.count, let m = Int(hit.value) {
            before = m
            j += hit.length
        } else if let (n, len) = plainNumberAt(w, j), (1...59).contains(n), case var k = j + len, k + 1 < w.count {
            // ("ten past 7", "20 past 6", "twenty to nine": minutes past or to the hour — "to" only after a number in words,
            // since "5 to 9" may be a range.)
            if ["minutes", "mins", "min"].contains(w[k]) { k += 1 }
            if k + 1 < w.count, w[k] == "past" || (w[k] == "to" && w[j].first?.isLetter == true) {
                before = w[k] == "past" ? n : -n
                j = k + 1
            }
        }
        let token = w[j]
        var hour: Int
        var minute = 0
        var hasMinutes = false
        if before != nil, let (h, len) = plainNumberAt(w, j), len == 1, (1...12).contains(h) {
            hour = h
        } else if before != nil {
            return nil
        } else if let colon = token.firstIndex(where: { $0 == ":" || $0 == "." }) {
            // (Minutes are two digits: "1.5" is a number, not 01:05.)
            guard let h = Int(token[..<colon]), token[token.index(after: colon)...].count == 2, let m = Int(token[token.index(after: colon)...]) else { return nil }
            hour = h; minute = m; hasMinutes = true
        } else if token.count <= 2, let h = Int(token) {
            hour = h
        } else if let t = militaryTime(token), led || token.hasPrefix("0") {
            // ("at 2130", "0630": hours and minutes written together.)
            hour = t.hour; minute = t.minute; hasMinutes = true
        } else if let (h, len) = plainNumberAt(w, j), len == 1, h <= 24 {
            hour = h
        } else {
            return nil
        }
        j += 1
        // ("eight thirty in the morning", "at 7 45": the minutes said as a number of their own after the hour.)
        if before == nil, !hasMinutes, hour <= 12, j < w.count, let (m, len) = plainNumberAt(w, j), (10...59).contains(m),
           !(j + len < w.count && (vocabulary.has("quantity_unit", w[j + len]) || vocabulary.has("day_unit", w[j + len])
                || vocabulary.lookup("period", in: w, at: j + len, fuzzy: false) != nil)) {
            minute = m
            hasMinutes = true
            j += len
        }
        if let before {
            minute = (before + 60) % 60
            if before < 0 { hour = hour == 1 ? 12 : hour - 1 }
            hasMinutes = true
        }
        if j < w.count, w[j] == "o'clock" || w[j] == "oclock" { j += 1 }
        var meridiem: String? = nil
        if let hit = vocabulary.lookup("meridiem", in: w, at: j, fuzzy: false) { meridiem = hit.value; j += hit.length }
        guard led || meridiem != nil || hasMinutes else { return nil }
        // ("cap screen time at 2 hours a day": a number with a unit of how much is no time of day.)
        if meridiem == nil, !hasMinutes, j < w.count, vocabulary.has("quantity_unit", w[j]) { return nil }
        if let meridiem {
            guard (1...12).contains(hour) else { return (nil, j - i) }
            if meridiem == "pm" && hour < 12 { hour += 12 }
            if meridiem == "am" && hour == 12 { hour = 0 }
        }
        return (TimeOfDay(hour: hour, minute: minute), j - i)
    }

    /// "0630", "2130": four digits of a 24-hour time.
    func militaryTime(_ token: String) -> TimeOfDay? {
        guard token.utf8.count == 4, token.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }), let v = Int(token), v / 100 < 24, v % 100 < 60 else { return nil }
        return TimeOfDay(hour: v / 100, minute: v % 100)
    }

    func time(_ w: [String]) -> TimeOfDay?? {
        guard let (t, n) = timeAt(w, 0), n == w.count else { return nil }
        return .some(t)
    }

    // MARK: Tiers

    /// "must-do", "as a nice to have", "it's optional".
    func tierAt(_ w: [String], _ i: Int, needsLead: Bool) -> (Tier, Int)? {
        var j = i
        var led = false
        if let len = vocabulary.match("tier_lead", in: w, at: j, fuzzy: false) { j += len; led = true }
        if j < w.count, w[j] == "a" || w[j] == "an" { j += 1 }
        guard let hit = vocabulary.lookup("tier", in: w, at: j) else { return nil }
        if needsLead && !led && hit.length < 2 && !(i > 0 && w[i - 1] == ",") && i + hit.length < w.count { return nil }
        guard let tier = Tier(rawValue: hit.value) else { return nil }
        return (tier, j + hit.length - i)
    }

    func tier(_ w: [String]) -> Tier? {
        tierRemark(w, 0..<w.count)
    }

    /// A remark that says a tier and nothing else: "a must", "a bonus not a must", "low priority", "essential now",
    /// "not a big deal if I miss it", "a nice extra, don't count it for good days".
    func tierRemark(_ w: [String], _ range: Range<Int>) -> Tier? {
        remark("tier", w, range).flatMap(Tier.init(rawValue:))
    }

    /// A remark that says whether a habit is one to build or to avoid: "something I'm trying to avoid, not do".
    func polarityRemark(_ w: [String], _ range: Range<Int>) -> Polarity? {
        remark("polarity", w, range).flatMap(Polarity.init(rawValue:))
    }

    /// A remark that says one value of a two-valued map and nothing else. "not" (or "don't") before a phrase
    /// says the other value ("not a must" is nice to do, "not do" is to avoid). Nil when the words say no value,
    /// both, or something more than a closing word or condition ("now", "if I miss it").
    func remark(_ map: String, _ w: [String], _ range: Range<Int>) -> String? {
        let values = vocabulary.values(of: map)
        func other(_ value: String) -> String? { values.count == 2 ? values.first { $0 != value } : nil }
        let scope = Array(w[..<range.upperBound])
        var i = range.lowerBound
        var found: String? = nil
        while i < range.upperBound {
            // "really important", "actually essential": words that only strengthen a phrase.
            if vocabulary.has("remark_tail", w[i]), found == nil, !vocabulary.has("remark_condition", w[i]) { i += 1; continue }
            var j = i
            // ("not a must", "doesn't need to be a must", "isn't essential").
            if let n = vocabulary.match("remark_negation", in: w, at: j, fuzzy: false), j + n < range.upperBound { j += n }
            let negated = j > i
            if j < range.upperBound, vocabulary.has("article", w[j]) { j += 1 }
            // The phrase after "not" (flipped), or one that starts with "not" itself ("not a big deal").
            let hit: (value: String, start: Int, length: Int)?
            if negated, let h = vocabulary.lookup(map, in: scope, at: j), let flipped = other(h.value) {
                hit = (flipped, j, h.length)
            } else if let h = vocabulary.lookup(map, in: scope, at: i) {
                hit = (h.value, i, h.length)
            } else {
                hit = nil
            }
            if let hit {
                if let found, found != hit.value { return nil }
                found = hit.value
                i = hit.start + hit.length
                continue
            }
            // Small words and lead-ins between phrases: "it's a …", "and", "that one's …", "… thing".
            if vocabulary.has("remark_joiner", w[i]) || vocabulary.has("article", w[i]) || vocabulary.has("remark_word", w[i]) { i += 1; continue }
            if let n = vocabulary.match("tier_lead", in: w, at: i, fuzzy: false), i + n < range.upperBound { i += n; continue }
            // What may follow: "now", "actually", or a condition ("if I miss it").
            if found != nil, vocabulary.has("remark_tail", w[i]) {
                if vocabulary.has("remark_condition", w[i]) { break }
                i += 1
                continue
            }
            return nil
        }
        return found
    }

    // MARK: Several settings

    /// Settings said together — a schedule, a tier, a reminder time, a polarity — in any order, joined by "and"
    /// or commas: "a must do and 4 times a week", "every morning at 7". Nil unless at least two, and nothing else.
    func settings(_ w: [String]) -> (schedule: Schedule?, tier: Tier?, time: TimeOfDay?, polarity: Polarity?)? {
        var found: (schedule: Schedule?, tier: Tier?, time: TimeOfDay?, polarity: Polarity?) = (nil, nil, nil, nil)
        var count = 0
        var i = 0
        while i < w.count {
            if vocabulary.has("settings_joiner", w[i]) { i += 1; continue }
            if found.schedule == nil, let (s, n) = scheduleAt(w, i) { found.schedule = s; i += n; count += 1; continue }
            if found.time == nil, let (t, n) = timeAt(w, i), let t { found.time = t; i += n; count += 1; continue }
            if found.tier == nil, let (t, n) = tierAt(w, i, needsLead: false) { found.tier = t; i += n; count += 1; continue }
            if found.polarity == nil, let hit = vocabulary.lookup("polarity", in: w, at: i), hit.length > 1, let p = Polarity(rawValue: hit.value) {
                found.polarity = p; i += hit.length; count += 1; continue
            }
            return nil
        }
        return count >= 2 ? found : nil
    }

    // MARK: Tense

    /// A past tense that tells what happened: "did", "ran", "meditated" — not one of wanting or editing
    /// ("wanted", "changed"), and not "read", which could be either.
    func pastTense(_ word: String) -> Bool {
        if vocabulary.has("not_report", word) { return false }
        if vocabulary.has("past_verb", word) { return true }
        if let hit = vocabulary.lookup("verb_form", in: [word], at: 0, fuzzy: false), hit.value != word { return true }
        // ("walkd", "meditatd": a past tense typed without its "e".)
        if word.count >= 5, word.hasSuffix("d"), !word.hasSuffix("ed"), case let typed = String(word.dropLast()) + "ed",
           let hit = vocabulary.lookup("verb_form", in: [typed], at: 0, fuzzy: false), hit.value != typed { return true }
        guard word.hasSuffix("ed"), word.count >= 5 else { return false }
        let root = String(word.dropLast(2)), rootE = String(word.dropLast(1))
        return !vocabulary.list("edit_verb").contains { $0.count == 1 && ($0[0] == root || $0[0] == rootE) }
    }

    // MARK: Days

    /// How many words at `i` count a day of a challenge or plan — "day 12", "day 12/30", "day 3 of 30" — which is no date
    /// and no amount.
    func challengeDay(_ w: [String], _ i: Int) -> Int? {
        guard i + 1 < w.count, vocabulary.match("challenge_day", in: w, at: i, fuzzy: false) == 1, plainNumberAt(w, i + 1)?.1 == 1 else { return nil }
        var j = i + 2
        if j + 1 < w.count, ["/", "of"].contains(w[j]), plainNumberAt(w, j + 1)?.1 == 1 { j += 2 }
        return j - i
    }

    /// "today", "yesterday", "on Monday" (the latest Monday up to today), "last Monday" (before today),
    /// "Monday last week", "3 days ago", "a week ago", "2026-02-03", "2 March", "March 2nd", "the 2nd" (the
    /// latest 2nd up to today). Future days come back as they are; the rules refuse them.
    func dayAt(_ w: [String], _ i: Int, today: Day) -> (Day, Int)? {
        var j = i
        if j < w.count, w[j] == "on" || w[j] == "for" { j += 1 }
        // ("on the wednesday and the thursday": a weekday told of as one of a week gone by.)
        // (Not a weekday that names a kind of thing: "did the monday meal prep".)
        if j + 1 < w.count, w[j] == "the", let hit = vocabulary.lookup("weekday", in: w, at: j + 1, fuzzy: false),
           j + 1 + hit.length == w.count || [",", ".", "!", "?"].contains(w[j + 1 + hit.length]) || vocabulary.has("after_day", w[j + 1 + hit.length])
            || vocabulary.match("day_part_noun", in: w, at: j + 1 + hit.length, fuzzy: false) != nil {
            j += 1
        }
        if let hit = vocabulary.lookup("relative_day", in: w, at: j), let back = Int(hit.value) {
            return (today.adding(days: -back), j + hit.length - i)
        }
        if j + 4 < w.count, w[j].count == 4, w[j + 1] == "-", w[j + 3] == "-",
           let day = Day(iso: "\(w[j])-\(pad2(w[j + 2]))-\(pad2(w[j + 4]))") {
            return (day, j + 5 - i)
        }
        if let (day, n) = dateAt(w, j, today: today) { return (day, j + n - i) }
        var strictlyBefore = false
        if j < w.count, w[j] == "last" || w[j] == "past" { strictlyBefore = true; j += 1 }
        // ("tuesdays": every Tuesday, a schedule — never one Tuesday gone by.)
        // ("the 27 th": the end of a number said as an ordinal is no weekday.)
        if let hit = vocabulary.lookup("weekday", in: w, at: j, fuzzy: false), let weekday = Weekday(code: hit.value),
           !vocabulary.has("habitual_weekday", w[j]), !(j > 0 && w[j - 1].allSatisfy(\.isNumber)) {
            var back = (today.weekday.rawValue - weekday.rawValue + 7) % 7
            if back == 0 && strictlyBefore { back = 7 }
            var end = j + hit.length
            // "Tuesday last week": that weekday in the week before this one.
            if let n = vocabulary.match("last_week", in: w, at: end, fuzzy: false) {
                back = (today.weekday.rawValue - 1) + 7 - (weekday.rawValue - 1)
                end += n
            }
            // ("saturday night", "friday morning": the part of that day is still that day.)
            if let n = vocabulary.match("day_part_noun", in: w, at: end, fuzzy: false) { end += n }
            return (today.adding(days: -back), end - i)
        }
        if strictlyBefore { return nil }
        if let (n, len) = numberAt(w, j), let period = vocabulary.lookup("period", in: w, at: j + len),
           let ago = vocabulary.match("ago", in: w, at: j + len + period.length, fuzzy: false) {
            let unit = period.value == "week" ? 7 : period.value == "day" ? 1 : 0
            guard unit > 0, n < 100_000 else { return nil }
            return (today.adding(days: -n * unit), j + len + period.length + ago - i)
        }
        return nil
    }

    /// Several days said together: "Monday and Tuesday", "the 1st and the 2nd", "Tuesday and Thursday last week"
    /// (the last one's "last week" counts for all of them).
    /// The days said at `i`, or — with `spans` — every day of a stretch gone by: "from thursday to saturday", "monday
    /// till wednesday", "the 2nd to the 5th" (both ends past or today, at most a month).
    func daysAt(_ w: [String], _ i: Int, today: Day, spans: Bool) -> ([Day], Int)? {
        guard let (days, n) = daysAt(w, i, today: today) else { return nil }
        guard spans, days.count == 1, var first = days.first, let r = vocabulary.match("range_word", in: w, at: i + n, fuzzy: false),
              let (last, m) = dayAt(w, i + n + r, today: today), last <= today else { return (days, n) }
        // ("friday to monday" on a Wednesday: the Friday before that Monday.)
        if first > last, vocabulary.lookup("weekday", in: w, at: i, fuzzy: false) != nil { first = first.adding(days: -7) }
        guard first < last, last - first <= 31 else { return (days, n) }
        return ((0...(last - first)).map { first.adding(days: $0) }, n + r + m)
    }

    func daysAt(_ w: [String], _ i: Int, today: Day) -> ([Day], Int)? {
        // "for the last 3 days", "the past two days": that many days, ending today.
        var k = i
        if k < w.count, ["for", "over", "in"].contains(w[k]) { k += 1 }
        if k < w.count, w[k] == "the" { k += 1 }
        if k + 2 < w.count, ["last", "past"].contains(w[k]), let (n, len) = numberAt(w, k + 1), (2...31).contains(n),
           k + 1 + len < w.count, sameWord(w[k + 1 + len], "days") {
            return ((0..<n).map { today.adding(days: $0 - n + 1) }, k + 2 + len - i)
        }
        guard let (first, n) = dayAt(w, i, today: today) else { return nil }
        var days = [first]
        var j = i + n
        // "Monday and Tuesday", "Monday, Tuesday", "monday tuesday and wednesday".
        while j < w.count {
            // Without a joiner only weekdays run on: "today yesterday" is a correction, not two days.
            let joiner = vocabulary.match("list_joiner", in: w, at: j, fuzzy: false)
                ?? (vocabulary.lookup("weekday", in: w, at: j, fuzzy: false) != nil && vocabulary.lookup("weekday", in: w, at: j - 1, fuzzy: false) != nil ? 0 : nil)
            guard let joiner, let (next, m) = dayAt(w, j + joiner, today: today) else { break }
            // ("…monday and yesterday, sunday was a washout": a day said as what a sentence of its own is about is no more of
            // the list.)
            if j + joiner + m < w.count, vocabulary.has("copula", w[j + joiner + m]) { break }
            days.append(next)
            j += joiner + m
        }
        // ("journaled on wednesday and thursday", said on a Wednesday: days said together run forward, so a first weekday
        // that is today, before one gone by, is the one a week ago.)
        if days.count > 1, days[0] == today, vocabulary.lookup("weekday", in: w, at: w[i] == "on" || w[i] == "the" ? i + 1 : i, fuzzy: false) != nil
            || (i + 2 < w.count && w[i + 1] == "the" && vocabulary.lookup("weekday", in: w, at: i + 2, fuzzy: false) != nil && days[0] == today),
           days.dropFirst().contains(where: { $0 < today && today - $0 < 7 && $0.weekday.rawValue > today.weekday.rawValue }) {
            days[0] = today.adding(days: -7)
        }
        // "Tuesday and Thursday last week": the "last week" read with the last day counts for all of them.
        if days.count > 1, vocabulary.matchEnding("last_week", in: w, at: j, after: i) != nil {
            let last = days[days.count - 1]
            days = days.dropLast().map { last.adding(days: $0.weekday.rawValue - last.weekday.rawValue) } + [last]
        }
        return (days, j - i)
    }

    /// A calendar date without a year: "2 March", "2nd of March", "March 2nd", "Feb 27", "the 2nd", "on the 28th".
    /// Without a year it is the latest such date up to today, or this year's when that is ahead.
    /// "2/28", "3/2/26": two numbers (and maybe a year) joined by slashes, as written; nil for "2/3 of the book" and
    /// for numbers no date has.
    func slashDate(_ w: [String], _ j: Int) -> (Int, Int, Int?, Int)? {
        guard j + 2 < w.count, w[j + 1] == "/", w[j].count <= 2, w[j + 2].count <= 2, let a = Int(w[j]), let b = Int(w[j + 2]),
              (1...31).contains(a), (1...31).contains(b), a <= 12 || b <= 12 else { return nil }
        var n = 3
        var year: Int? = nil
        if j + 4 < w.count, w[j + 3] == "/", [2, 4].contains(w[j + 4].count), let y = Int(w[j + 4]) {
            year = y < 100 ? 2000 + y : y
            n = 5
        }
        if j + n < w.count, w[j + n] == "of" { return nil }
        return (a, b, year, n)
    }

    func dateAt(_ w: [String], _ i: Int, today: Day, ahead: Bool = false) -> (Day, Int)? {
        var j = i
        if j < w.count, w[j] == "the" { j += 1 }
        func dayNumber(_ k: Int) -> (Int, Int)? {
            guard k < w.count, w[k].count <= 2, let n = Int(w[k]), (1...31).contains(n) else { return nil }
            var len = 1
            if k + 1 < w.count, ["st", "nd", "rd", "th"].contains(w[k + 1]) { len += 1 }
            return (n, len)
        }
        func month(_ k: Int) -> (Int, Int)? {
            guard let hit = vocabulary.lookup("month", in: w, at: k, fuzzy: false), let m = Int(hit.value) else { return nil }
            return (m, hit.length)
        }
        var dayOfMonth: Int
        var monthNumber: Int? = nil
        if let (a, b, year, n) = slashDate(w, j) {
            // "2/28", "28/2", "2/28/2026": the number over 12 is the day; both 12 or under can't be placed here.
            guard a > 12 || b > 12 || a == b else { return nil }
            (dayOfMonth, monthNumber) = a > 12 ? (a, b) : (b, a)
            j += n
            if let year { return Day(year: year, month: monthNumber!, day: dayOfMonth).map { ($0, j - i) } }
        } else if let (m, mLen) = month(j) {
            // "March 2nd", "march the 2nd"
            var k = j + mLen
            if k < w.count, w[k] == "the" { k += 1 }
            guard let (d, dLen) = dayNumber(k) else { return nil }
            dayOfMonth = d; monthNumber = m; j = k + dLen
        } else if let (d, dLen) = dayNumber(j) {
            // "2 March", "2nd of March", "the 2nd"
            dayOfMonth = d
            j += dLen
            var k = j
            if k < w.count, w[k] == "of" { k += 1 }
            if let (m, mLen) = month(k) {
                monthNumber = m; j = k + mLen
            } else if dLen == 1 {
                return nil  // a bare number is not a date; "the 2nd" is
            }
        } else {
            return nil
        }
        let (year, thisMonth, todayNumber) = today.components
        if ahead {
            // The first such date from today on.
            if let m = monthNumber {
                guard let date = Day(year: year, month: m, day: dayOfMonth) else { return nil }
                return (date >= today ? date : Day(year: year + 1, month: m, day: dayOfMonth) ?? date, j - i)
            }
            if dayOfMonth >= todayNumber, let date = Day(year: year, month: thisMonth, day: dayOfMonth) { return (date, j - i) }
            let next = today.endOfMonth.adding(days: 1).components
            return Day(year: next.year, month: next.month, day: dayOfMonth).map { ($0, j - i) }
        }
        if let m = monthNumber {
            guard let date = Day(year: year, month: m, day: dayOfMonth) else { return nil }
            if date > today, let earlier = Day(year: year - 1, month: m, day: dayOfMonth), m > thisMonth { return (earlier, j - i) }
            return (date, j - i)
        }
        if dayOfMonth <= todayNumber { return Day(year: year, month: thisMonth, day: dayOfMonth).map { ($0, j - i) } }
        // (The latest month that has the day: "the 31st" in early March is the 31st of January.)
        var month = today.startOfMonth.adding(days: -1)
        for _ in 0..<2 {
            let previous = month.components
            if let date = Day(year: previous.year, month: previous.month, day: dayOfMonth) { return (date, j - i) }
            month = month.startOfMonth.adding(days: -1)
        }
        return nil
    }

    /// A week or month: "this week", "last month", "the week before last", "2 weeks ago", "february",
    /// "in january 2026", "the week of March 2nd". A month without a year is the latest one up to today.
    func periodAt(_ w: [String], _ i: Int, today: Day) -> (CalendarSpan, Int)? {
        var j = i
        if j < w.count, vocabulary.has("period_lead", w[j]) { j += 1 }
        if j < w.count, w[j] == "the" { j += 1 }
        func unit(_ k: Int) -> (CalendarSpan.Unit, Int)? {
            guard let hit = vocabulary.lookup("period", in: w, at: k, fuzzy: false) else { return nil }
            switch hit.value {
            case "week": return (.week, hit.length)
            case "month": return (.month, hit.length)
            default: return nil
            }
        }
        // "this week", "last month", "the month before last"
        if let back = vocabulary.lookup("period_back", in: w, at: j, fuzzy: false), let n = Int(back.value), let (u, len) = unit(j + back.length) {
            return (CalendarSpan(unit: u, back: n, today: today), j + back.length + len - i)
        }
        if let (u, len) = unit(j), let before = vocabulary.match("before_last", in: w, at: j + len, fuzzy: false) {
            return (CalendarSpan(unit: u, back: 2, today: today), j + len + before - i)
        }
        // "2 weeks ago"
        if let (n, nLen) = numberAt(w, j), n >= 0, n <= 1200, let (u, uLen) = unit(j + nLen), j + nLen + uLen < w.count,
           vocabulary.has("ago", w[j + nLen + uLen]) {
            return (CalendarSpan(unit: u, back: n, today: today), j + nLen + uLen + 1 - i)
        }
        // "the week of March 2nd"
        if let (u, len) = unit(j), u == .week, j + len < w.count, w[j + len] == "of", let (day, dLen) = dateAt(w, j + len + 1, today: today) {
            return (CalendarSpan(unit: .week, day: day), j + len + 1 + dLen - i)
        }
        // "february", "january 2026"
        if let hit = vocabulary.lookup("month", in: w, at: j, fuzzy: false), let m = Int(hit.value) {
            var k = j + hit.length
            let (year, thisMonth, _) = today.components
            var y = m > thisMonth ? year - 1 : year
            if k < w.count, w[k].count == 4, let said = Int(w[k]), (1...9999).contains(said) { y = said; k += 1 }
            guard let first = Day(year: y, month: m, day: 1) else { return nil }
            return (CalendarSpan(unit: .month, day: first), k - i)
        }
        return nil
    }

    private func pad2(_ s: String) -> String { s.count == 1 ? "0" + s : s }

    /// "this weekend", "over the weekend", "next weekend": its Saturday and Sunday (the coming ones, or the one under
    /// way), and how many words said it.
    func weekendAt(_ w: [String], _ i: Int, today: Day) -> (Day, Day, Int)? {
        var j = i
        if j < w.count, ["for", "over", "during", "on", "at", "all"].contains(w[j]) { j += 1 }
        var later = 0
        if j < w.count, ["this", "the"].contains(w[j]) { j += 1 }
        if j < w.count, w[j] == "coming" { j += 1 }
        if j < w.count, w[j] == "next" { later = 7; j += 1 }
        guard j < w.count, sameWord(w[j], "weekend") else { return nil }
        // Weekday numbers run Monday 1 … Sunday 7.
        let saturday = today.weekday.rawValue == 7 ? today.adding(days: -1) : today.adding(days: 6 - today.weekday.rawValue)
        return (saturday.adding(days: later), saturday.adding(days: later + 1), j + 1 - i)
    }

    /// The weekend gone by, for what happened in it: its Saturday and Sunday up to today (today ends it, if it is one).
    func pastWeekend(today: Day) -> [Day] {
        // Weekday numbers run Monday 1 … Sunday 7.
        let sunday = today.adding(days: today.weekday == .saturday ? 1 : -(today.weekday.rawValue % 7))
        return [sunday.adding(days: -1), sunday].filter { $0 <= today }
    }

    /// The last day of a stretch from today: "until Sunday" (the next Sunday), "until tomorrow",
    /// "until 2026-03-03", "for two weeks" (14 days, today included), "for the week", "today".
    func untilAt(_ w: [String], _ i: Int, today: Day, calendar: HabitCalendar) -> (Day, Int)? {
        guard i < w.count else { return nil }
        // "for the weekend", "over the weekend": to its Sunday (a pause starts on its Saturday; see `weekendAt`).
        if let (_, sunday, n) = weekendAt(w, i, today: today) { return (sunday, n) }
        if ["until", "till", "til", "through", "thru", "to"].contains(w[i]) {
            var j = i + 1
            if j < w.count, w[j] == "the" { j += 1 }
            if let hit = vocabulary.lookup("weekday", in: w, at: j, fuzzy: false), let weekday = Weekday(code: hit.value) {
                let ahead = (weekday.rawValue - today.weekday.rawValue + 7) % 7
                return (today.adding(days: ahead == 0 ? 7 : ahead), j + hit.length - i)
            }
            // "until next monday": that day of next week.
            if j + 1 < w.count, w[j] == "next", let hit = vocabulary.lookup("weekday", in: w, at: j + 1, fuzzy: false),
               let weekday = Weekday(code: hit.value) {
                let nextWeek = calendar.week(containing: today).end.adding(days: 1)
                let offset = (weekday.rawValue - nextWeek.weekday.rawValue + 7) % 7
                return (nextWeek.adding(days: offset), j + 1 + hit.length - i)
            }
            // "until next week": the end of next week.
            if j + 1 < w.count, w[j] == "next", sameWord(w[j + 1], "week") {
                return (calendar.week(containing: today).end.adding(days: 7), j + 2 - i)
            }
            // "until the end of the week / month"
            if j + 2 < w.count, w[j] == "end", w[j + 1] == "of" {
                let k = w[j + 2] == "the" ? j + 3 : j + 2
                if k < w.count, sameWord(w[k], "week") { return (calendar.week(containing: today).end, k + 1 - i) }
                if k < w.count, sameWord(w[k], "month") { return (calendar.month(containing: today).end, k + 1 - i) }
            }
            // "till the 15th", "until March 20": a date is the next one to come.
            if let (day, n) = dateAt(w, j, today: today, ahead: true) { return (day, j + n - i) }
            if let (day, n) = dayAt(w, j, today: today) { return (day, j + n - i) }
            return nil
        }
        if w[i] == "for" {
            var j = i + 1
            if j < w.count, w[j] == "the" {
                if j + 1 < w.count, sameWord(w[j + 1], "week") { return (calendar.week(containing: today).end, j + 2 - i) }
                if j + 1 < w.count, sameWord(w[j + 1], "month") { return (calendar.month(containing: today).end, j + 2 - i) }
                if j + 3 < w.count, w[j + 1] == "rest", w[j + 2] == "of", ["week", "month"].contains(w[j + 3]) {
                    let end = w[j + 3] == "week" ? calendar.week(containing: today).end : calendar.month(containing: today).end
                    return (end, j + 4 - i)
                }
                j += 1
            }
            // "for the next week", "for the coming 3 days": that many days from today.
            let ahead = j > i + 1 && j < w.count && w[j - 1] == "the" && ["next", "coming"].contains(w[j])
            if ahead { j += 1 }
            guard let (n, len) = numberAt(w, j) ?? (ahead ? (1, 0) : nil), n > 0, n < 1000,
                  let period = vocabulary.lookup("period", in: w, at: j + len) else { return nil }
            let days = period.value == "week" ? 7 * n : period.value == "month" ? 30 * n : n
            return (today.adding(days: days - 1), j + len + period.length - i)
        }
        if w[i] == "today" { return (today, 1) }
        if (w[i] == "this" || w[i] == "all") && i + 1 < w.count && sameWord(w[i + 1], "week") { return (calendar.week(containing: today).end, 2) }
        return nil
    }
}

/// Something said about one's day: "work 9 to 5 on weekdays", "get up at 6", "go to bed at 11", "am a night
/// owl", "don't work fridays".
enum ProfileStatement: Hashable, Sendable {
    case work(start: TimeOfDay, end: TimeOfDay, days: WeekdaySet?)
    case workStart(TimeOfDay)
    case workEnd(TimeOfDay)
    case wake(TimeOfDay)
    case bed(TimeOfDay)
    case chronotype(Profile.Chronotype)
    case daysOff(WeekdaySet)
}

extension Extractors {
    /// The whole of `w` as one statement about the day, or nil.
    func profileStatement(_ said: [String]) -> ProfileStatement? {
        // ("I work 9-5 most days", "I get up at 6 usually": how often it holds, said at the end, changes nothing.)
        var w = said
        while let k = w.indices.dropFirst().first(where: { vocabulary.match("profile_hedge", in: w, at: $0, fuzzy: false) == w.count - $0 }) {
            w.removeSubrange(k...)
        }
        func rest(after k: Int) -> [String] { Array(w[min(k, w.count)...]) }
        /// A time where a bare hour is allowed. Said without am or pm, an `evening` time from 5 to 12 is the
        /// evening's ("finish work at 5:30" is 17:30, "bed at 11" 23:00, "bed at 12" midnight); 1 to 4 stays
        /// the small hours ("bed at 1").
        func clock(_ words: [String], evening: Bool) -> TimeOfDay? {
            var words = words
            if let first = words.first, vocabulary.has("time_lead", first) { words.removeFirst() }
            let said = words.indices.contains { vocabulary.lookup("meridiem", in: words, at: $0, fuzzy: false) != nil }
            var found: TimeOfDay
            if let t = time(words) {
                guard let t else { return nil }
                found = t
            } else {
                guard words.count == 1, let h = Int(words[0]), (1...12).contains(h) else { return nil }
                found = TimeOfDay(hour: h, minute: 0)!
            }
            if evening, !said, (5...12).contains(found.hour) { found = TimeOfDay(minutes: found.minutes + 720) }
            return found
        }
        func days(_ words: [String]) -> WeekdaySet? {
            guard let (schedule, n) = scheduleAt(words, 0), n == words.count else { return nil }
            switch schedule {
            case .weekdays(let set): return set
            case .daily: return .all
            default: return nil
            }
        }
        if let n = vocabulary.match("profile_late", in: w, at: 0, fuzzy: false), n == w.count { return .chronotype(.late) }
        if let n = vocabulary.match("profile_early", in: w, at: 0, fuzzy: false), n == w.count { return .chronotype(.early) }
        if let n = vocabulary.match("profile_off", in: w, at: 0, fuzzy: false) {
            var words = rest(after: n)
            if words.first == "on" { words.removeFirst() }
            return days(words).map(ProfileStatement.daysOff)
        }
        if let n = vocabulary.match("profile_work_start", in: w, at: 0, fuzzy: false) {
            return clock(rest(after: n), evening: false).map(ProfileStatement.workStart)
        }
        if let n = vocabulary.match("profile_work_end", in: w, at: 0, fuzzy: false) {
            // "finish work at 6" is the evening's 6.
            return clock(rest(after: n), evening: true).map(ProfileStatement.workEnd)
        }
        if let n = vocabulary.match("profile_wake", in: w, at: 0, fuzzy: false) {
            return clock(rest(after: n), evening: false).map(ProfileStatement.wake)
        }
        if let n = vocabulary.match("profile_bed", in: w, at: 0, fuzzy: false) {
            // A bare hour at bedtime is the night: "11" is 23:00, "12" midnight.
            return clock(rest(after: n), evening: true).map(ProfileStatement.bed)
        }
        if let n = vocabulary.match("profile_work", in: w, at: 0, fuzzy: false) {
            // "9 to 5", "from 9am to 5:30pm", "9-5", then the days if said.
            var words = rest(after: n)
            if words.first == "from" { words.removeFirst() }
            guard let cut = words.firstIndex(where: { vocabulary.has("range_word", $0) }), cut > 0 else { return nil }
            let tail = Array(words[(cut + 1)...])
            // The end is the longest run of the rest that is a time; what follows it is the days ("5 mon-fri", "5 on weekdays").
            guard let k = stride(from: tail.count, through: 1, by: -1).first(where: { clock(Array(tail[..<$0]), evening: false) != nil }),
                  let start = clock(Array(words[..<cut]), evening: false), var end = clock(Array(tail[..<k]), evening: false) else { return nil }
            var dayWords = Array(tail[k...])
            if let first = dayWords.first, vocabulary.has("day_lead", first) { dayWords.removeFirst() }
            // "9 to 5": the end of a working day is later than its start.
            if end <= start, end.hour < 12 { end = TimeOfDay(hour: end.hour + 12, minute: end.minute)! }
            let workDays = dayWords.isEmpty ? nil : days(dayWords)
            if !dayWords.isEmpty && workDays == nil { return nil }
            return .work(start: start, end: end, days: workDays)
        }
        return nil
    }
}

/// A week or a month named in a message, by a day inside it.
struct CalendarSpan: Hashable, Sendable {
    enum Unit: Hashable, Sendable { case week, month }
    let unit: Unit
    let day: Day

    init(unit: Unit, day: Day) {
        self.unit = unit
        self.day = day
    }

    /// The whole week or month.
    func period(_ calendar: HabitCalendar) -> Period {
        unit == .week ? calendar.week(containing: day) : calendar.month(containing: day)
    }

    /// Whether any of it is today or before.
    func hasBegun(today: Day, calendar: HabitCalendar) -> Bool { period(calendar).start <= today }

    /// The week or month `back` before the one containing today.
    init(unit: Unit, back: Int, today: Day) {
        self.unit = unit
        switch unit {
        case .week: day = today.adding(days: -7 * back)
        case .month: day = today.startOfMonth(back: back)
        }
    }
}
