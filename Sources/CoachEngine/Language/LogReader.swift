import Foundation
import HabitDomain

/// What a logging message names: habits (or everything due), a day, and a note.
struct LogSpec: Hashable, Sendable {
    var references: [Reference] = []
    /// "did everything", "skip everything".
    var everything = false
    /// "everything except journaling": habits left out of everything.
    var except: [Reference] = []
    /// The days it happened on, in the order said ("Monday and Tuesday"); none means today.
    var days: [Day] = []
    var day: Day? { days.first }
    /// After a colon: "journaled yesterday: wrote about the trip".
    var note: String?
    /// After a comma or "because": "skip meditation today, I'm sick" — a skip's reason, or a note.
    var aside: String?
    /// Said in the past tense ("meditated", "ran"): a log even without "I did".
    var pastTense = false
    /// The note came after a colon (not from words left over after a habit's name).
    var colonNote = false
    /// The aside takes back what came before it ("ran today, no wait"): nothing is logged.
    var takenBack = false
    /// A correction said inside the report was read as part of it ("ran today, no wait, yesterday", "did my squats, i mean
    /// planks"): what it logs is already put right.
    var corrected = false
    /// The aside says it didn't happen ("ticked it, didn't actually go"): no "done" is logged.
    var denied = false
    /// "nearly bought a vape", "almost skipped": it didn't happen, so nothing is logged.
    var nearly = false
    /// "I ticked gym by mistake": what was logged is taken off.
    var byMistake = false
    /// How much, when said: "drank 5 glasses", "read 8 pages", "had 3 coffees".
    var amount: Amount?
    /// The unit said with the amount, as typed ("glasses").
    var unit: String?
    /// "i logged reading for today but that was actually last night": the days a mark already logged was put on by
    /// mistake; the mark moves from them to the day said after the correction.
    var movedFrom: [Day] = []
    /// "friday was the gym not running": habits whose marks on the days said were put down in its place by mistake.
    var swappedFrom: [Reference] = []
    /// "finally did the thing": something done, not named.
    var unnamed = false
    /// "did meds and the dog walk today, wait no the dog walk was yesterday": one habit of those named, on other days.
    var moved: Reference?
    var movedTo: [Day] = []
    /// "…, can you put stretching down as skipped for both days": the days are those said before, in the same message.
    var daysBack = false
    /// Said to be done only in part ("half did my reading", "had to stop after 5 mins"): on a habit with no amount to
    /// count it by, asked about before it is logged.
    var partly = false
    /// Some of it, with no amount ("only got a bit of piano in"): on a habit with a target, asked about like `partly`.
    var little = false
    /// The amount said as which one this is ("grabbed a second one", "on my 4th coffee"): the day's total so far.
    var ordinal = false

    var allResolved: Bool {
        references.allSatisfy { if case .unknown = $0 { return false } else { return true } }
    }
}

/// Reads logging messages: "I went running", "did my reading yesterday", "I did yoga and read today".
struct LogReader: Sendable {
    let language: Language
    let resolver: Resolver
    let today: Day
    /// The habits "them" refers to (just added or logged together).
    var focusMany: [UUID] = []
    var vocabulary: Vocabulary { language.vocabulary }
    var extract: Extractors { Extractors(vocabulary: vocabulary) }

    /// "no wait", "jk, no", "scratch that, I walked": words that take back what was said before them.
    func takesBack(_ w: [String], _ r: Range<Int>) -> Bool {
        vocabulary.match("take_back", in: w, at: r.lowerBound, fuzzy: false) != nil || onlyTakesBack(w, r)
    }

    /// "…, didn't actually go", "…, I haven't been": a remark that says it didn't happen ("…, not proud of it" and
    /// "…, never checked it in" don't).
    func denies(_ w: [String], _ r: Range<Int>) -> Bool {
        var k = r.lowerBound
        if k < r.upperBound, vocabulary.has("first_person", w[k]) { k += 1 }
        guard k + 1 < r.upperBound, vocabulary.has("doing_auxiliary", w[k]) else { return false }
        return vocabulary.has("negation", w[k + 1])
    }

    /// "no wait", "sorry, no", "scratch that": nothing but words of taking back, correcting or denying, at least one
    /// of which takes back or denies ("…, oops" or "…, sorry" alone owns up; it takes nothing back).
    func onlyTakesBack(_ w: [String], _ r: Range<Int>) -> Bool {
        var k = r.lowerBound
        var denied = false
        while k < r.upperBound {
            if w[k] == "," || w[k] == "." || w[k] == "!" { k += 1; continue }
            if let n = vocabulary.match("take_back", in: w, at: k, fuzzy: false) ?? vocabulary.match("deny", in: w, at: k, fuzzy: false) {
                denied = true
                k += n
            } else if let n = vocabulary.match("correction_word", in: w, at: k, fuzzy: false) {
                k += n
            } else {
                return false
            }
        }
        return denied
    }

    /// Words that say only that something is logged: "ticking off", "stuff i forgot".
    func onlyLogWords(_ w: [String], _ r: Range<Int>) -> Bool {
        var k = r.lowerBound
        while k < r.upperBound {
            guard let n = ["log_word", "report_word", "first_person", "filler_start"].lazy.compactMap({
                self.vocabulary.match($0, in: w, at: k, fuzzy: false)
            }).first else { return false }
            k += n
        }
        return true
    }

    func read(_ u: Utterance, _ range: Range<Int>) -> LogSpec? {
        var spec = LogSpec()
        let w = u.norms
        var end = range.upperBound
        // (Not "half" in how much was done: "meditated for half an hour", "an hour and a half".)
        var amountWords = Set<Int>()
        for k in range { if let hit = vocabulary.lookup("amount_phrase", in: w, at: k, fuzzy: false) { amountWords.formUnion(k..<(k + hit.length)) } }
        // ("drank half a litre": half of a unit is how much.)
        for k in range where k + 2 < range.upperBound && ["a", "an"].contains(w[k + 1]) && vocabulary.has("quantity_unit", w[k + 2]) { amountWords.insert(k) }
        spec.partly = range.contains { !amountWords.contains($0) && vocabulary.match("partial_cue", in: w, at: $0, fuzzy: false) != nil }
        spec.little = range.contains { vocabulary.match("little_cue", in: w, at: $0, fuzzy: false) != nil }
        // "nearly bought a vape but walked out", "almost skipped the gym": what nearly happened didn't.
        spec.nearly = range.contains { k in
            guard let n = vocabulary.match("near_miss", in: w, at: k, fuzzy: false), k + n < range.upperBound else { return false }
            return extract.pastTense(w[k + n]) || ["acquire_verb", "participle", "skip_word"].contains { vocabulary.has($0, w[k + n]) }
        }
        // A note after a colon — unless all before it is a day, with words of logging at most: "yesterday: yoga,
        // reading", "ticking off yesterday's stuff i forgot: journal and meditate" list what was done then.
        let dayThenColon = w[range].firstIndex(of: ":").map { colon in
            let lead = Array(w[..<colon])
            guard let k = (range.lowerBound..<colon).first(where: { extract.daysAt(lead, $0, today: today) != nil }),
                  let (_, n) = extract.daysAt(lead, k, today: today) else { return false }
            return onlyLogWords(w, range.lowerBound..<k) && onlyLogWords(w, (k + n)..<colon)
        } ?? false
        if !dayThenColon, let colon = w[range].firstIndex(of: ":"), colon > range.lowerBound {
            // "yoga: every other day" says a schedule, not a note on a day.
            if colon + 1 < end, extract.schedule(Array(w[(colon + 1)..<end])) != nil { return nil }
            // "walk: change to tue thu sat" asks for a change, not a note on a day.
            if colon + 1 < end, vocabulary.match("edit_verb", in: w, at: colon + 1, fuzzy: false) != nil { return nil }
            // "journal: because it clears my head" gives a reason, not a note on a day.
            if colon + 1 < end, vocabulary.match("reason_cue", in: w, at: colon + 1, fuzzy: false) != nil { return nil }
            if colon + 1 < end { spec.note = try? Text.note(u.original((colon + 1)..<end)); spec.colonNote = true }
            end = colon
        }
        // "ran today, no wait, yesterday", "I read on Monday, sorry, Tuesday": a day taken back and said again
        // at the end. The last day is the one meant; the correction is neither a habit nor an aside.
        var correctedDays: [Day]? = nil
        // "did my squats, i mean planks": a habit taken back and said again at the end; the last one is the one meant.
        var correctedHabitFrom: Int? = nil
        for k in (range.lowerBound + 1)..<max(range.lowerBound + 1, end) {
            guard let n = vocabulary.match("correction_word", in: w, at: k, fuzzy: false) else { continue }
            var j = k + n
            while j < end, let more = w[j] == "," ? 1 : vocabulary.match("correction_word", in: w, at: j, fuzzy: false) { j += more }
            // ("…, no wait the day before": a day counted from the one said first.)
            guard j < end else { continue }
            let said = Array(w[j..<end]).filter { vocabulary.match("log_word", in: [$0], at: 0, fuzzy: false) == nil }
            if !said.isEmpty, case .habit = resolver.habit(said, raw: ""), resolver.habitWithin(Array(w[range.lowerBound..<k]), raw: "") != nil {
                correctedHabitFrom = j
                spec.corrected = true
                break
            }
            let before = Array(w[..<k])
            // ("took my meds and walked the dog this morning, oh wait no the dog walk was yesterday": one habit of those said
            // was on another day — its words, a verb of being, the day.)
            if let c = (j..<end).first(where: { vocabulary.has("copula", w[$0]) }), c > j,
               case .habit(let id)? = resolver.habitWithin(Array(w[j..<c]), raw: "")?.0,
               resolver.habitWithin(Array(w[range.lowerBound..<k]), raw: "") != nil,
               let (days, m) = extract.daysAt(Array(w[..<end]), c + 1, today: today),
               ((c + 1 + m)..<end).allSatisfy({ vocabulary.match("log_word", in: w, at: $0, fuzzy: false) != nil }) {
                spec.moved = .habit(id)
                spec.corrected = true
                spec.movedTo = days
                end = k
                while end > range.lowerBound, w[end - 1] == "," { end -= 1 }
                break
            }
            guard let said = (range.lowerBound..<k).lazy.compactMap({ self.extract.daysAt(before, $0, today: self.today)?.0 }).first else { continue }
            if let (days, m) = extract.daysAt(Array(w[..<end]), j, today: today), j + m == end {
                correctedDays = days
                spec.corrected = true
                // (What was logged, said as logged — not what was done — is a mark to move.)
                if (range.lowerBound..<k).contains(where: { vocabulary.match("log_verb", in: w, at: $0, fuzzy: false) != nil }) { spec.movedFrom = said }
            } else if let shift = vocabulary.lookup("day_shift", in: w, at: j, fuzzy: false), j + shift.length == end, let n = Int(shift.value) {
                correctedDays = said.map { $0.adding(days: n) }
                spec.corrected = true
            } else {
                continue
            }
            end = k
            while end > range.lowerBound, w[end - 1] == "," { end -= 1 }
            break
        }
        // "skipping my run today my knee is killing me", "skip gym on friday got a wedding": said with no break, a remark
        // starts right after the day of a report that says its doing — the remark's own subject or verb, naming no habit.
        let said = Array(w[..<end])
        for j in range.lowerBound..<end {
            guard let (_, n) = extract.daysAt(said, j, today: today), j > range.lowerBound else { continue }
            var k = j + n
            // ("did my blood pressure check on monday and it was 132 over 84": so does one after "and".)
            if k + 2 < end, vocabulary.has("conjunction", w[k]), vocabulary.match("aside_start", in: w, at: k + 1, fuzzy: false) != nil { k += 1 }
            // ("no run today my knee is playing up": or a "no" just before the words read.)
            let saysDoing = (range.lowerBound..<j).contains { extract.pastTense(w[$0]) || vocabulary.has("skip_word", w[$0]) }
                || (range.lowerBound > 0 && (vocabulary.has("none_word", w[range.lowerBound - 1]) || vocabulary.has("skip_word", w[range.lowerBound - 1])))
            // ("skip reading today i have a migraine and books are not happening": the remark is what its subject says, up
            // to the next part; what follows that goes with it.)
            let remarkEnd = ((k + 1)..<max(k + 1, end)).first { w[$0] == "," || vocabulary.has("conjunction", w[$0]) } ?? end
            guard saysDoing, k + 1 < end, w[k] != ",", !vocabulary.has("reason_lead", w[k]),
                  vocabulary.match("aside_start", in: w, at: k, fuzzy: false) != nil || extract.pastTense(w[k]),
                  resolver.habitWithin(Array(w[k..<remarkEnd]), raw: "") == nil else { break }
            spec.aside = try? Text.note(u.original(k..<end))
            end = k
            break
        }
        // An aside after "because", or after a comma when what follows isn't a habit.
        var tailDays: [Day]? = nil
        // ("skip piano today - sunburnt fingers": a dash standing alone breaks off an aside like a comma — unless what follows
        // names a habit or a day: "forgot to log friday - gym and read".)
        func dash(_ k: Int) -> Bool {
            w[k] == "-" && k > range.lowerBound && k + 1 < end && u.tokens[k - 1].end < u.tokens[k].start && u.tokens[k].end < u.tokens[k + 1].start
                && extract.numberAt(w, k + 1) == nil && !((k + 1)..<end).contains(where: { extract.dayAt(w, $0, today: today) != nil })
                && resolver.habitWithin(Array(w[(k + 1)..<end]), raw: "") == nil
        }
        for k in range.lowerBound..<end where spec.aside == nil && (w[k] == "," || dash(k) || vocabulary.has("reason_lead", w[k])) {
            guard k > range.lowerBound, k + 1 < end else { continue }
            // "i did floss and wrote in my journal, so tick both off for last night pls": what follows asks to log what was
            // just said, and says its day.
            if w[k] == ",", ((k + 1)..<end).contains(where: { vocabulary.match("log_verb", in: w, at: $0, fuzzy: false) != nil }),
               let days = ((k + 1)..<end).lazy.compactMap({ self.extract.daysAt(Array(w[..<end]), $0, today: self.today)?.0 }).first {
                tailDays = days
                end = k
                break
            }
            // "mark running as done for Monday": "as done" is how it's logged, not a reason.
            if w[k] == "as", ["done", "complete", "completed", "finished"].contains(w[k + 1]) { continue }
            // "cos of the rain", "because of work": the reason starts after "of".
            let tail = (w[k] != "," && w[k + 1] == "of" && k + 2 < end ? k + 2 : k + 1)..<end
            let words = Array(w[tail]).filter { $0 != "and" && $0 != "," }
            // ("i didn't floss, only read": what follows "only" is set against the rest — not one more of the list.)
            let setAgainst = w[k] == "," && vocabulary.has("only_word", w[k + 1]) && k + 2 < end && resolver.habitWithin(Array(w[(k + 2)..<end]), raw: "") != nil
            if !setAgainst, w[k] == ",", words.count <= 4, case .habit = resolver.habit(words, raw: "") { continue }
            // "slipped on the 1st, had a cigarette at a party": what follows names a habit, so it is no aside.
            if !setAgainst, w[k] == ",", resolver.habitWithin(words.filter { vocabulary.match("log_word", in: [$0], at: 0, fuzzy: false) == nil }, raw: "") != nil { continue }
            // (", and also the day before yesterday": more days, after the small words that join them.)
            var dayStart = tail.lowerBound
            while dayStart < end, vocabulary.has("part_lead", w[dayStart]) { dayStart += 1 }
            if w[k] == ",", words.count <= 6, extract.daysAt(Array(w[dayStart..<end]), 0, today: today)?.1 == end - dayStart { continue }
            // ("meditated monday, tuesday and this morning, even tho …": more days, then the aside after them.)
            if w[k] == ",", let (_, n) = extract.daysAt(Array(w[..<end]), k + 1, today: today), k + 1 + n < end, w[k + 1 + n] == "," { continue }
            spec.aside = try? Text.note(u.original(tail))
            spec.takenBack = takesBack(w, tail)
            spec.denied = denies(w, tail)
            end = k
            break
        }
        // ("for both days", "on those days": the days said before this, read by the message.)
        for k in range.lowerBound..<end {
            guard let n = vocabulary.match("days_back", in: w, at: k, fuzzy: false) else { continue }
            spec.daysBack = true
            if k + n == end { end = k; while end > range.lowerBound, w[end - 1] == "," { end -= 1 } }
            break
        }
        // "had 3 coffees": a past tense anywhere, even a word of logging, tells of what happened.
        spec.pastTense = (range.lowerBound..<end).contains { extract.pastTense(w[$0]) }
        // The day, wherever it is.
        var removed = Set<Int>()
        if let j = correctedHabitFrom { removed.formUnion(range.lowerBound..<j) }
        let upToEnd = Array(w[..<end])
        // ("on my 4th coffee": which one it is, not the 4th of the month.)
        var ordinalWords = Set<Int>()
        for k in (range.lowerBound + 1)..<max(range.lowerBound + 1, end) where vocabulary.has("possessive", w[k - 1]) || vocabulary.has("article", w[k - 1]) {
            if let hit = vocabulary.lookup("count_ordinal", in: w, at: k, fuzzy: false) { ordinalWords.formUnion(k..<(k + hit.length)) }
        }
        var dayWordsAt: Int? = nil
        for k in range.lowerBound..<end where !ordinalWords.contains(k) {
            if let (days, n) = extract.daysAt(upToEnd, k, today: today, spans: true), !resolver.nameHolds(upToEnd, at: k, count: n) {
                spec.days = days
                dayWordsAt = k
                for j in k..<(k + n) { removed.insert(j) }
                // ("gym was monday not tuesday": the day denied after it is where a mark put by mistake moves from.)
                var p = k + n
                while p < w.count, w[p] == "," { p += 1 }
                if p + 1 < w.count, w[p] == "not", let (from, m) = extract.daysAt(w, p + 1, today: today),
                   p + 1 + m == w.count || !w[p + 1 + m].contains(where: \.isLetter) || vocabulary.has("conjunction", w[p + 1 + m]) {
                    spec.movedFrom = from
                    if p < end { removed.formUnion(p..<min(end, p + 1 + m)) }
                }
                break
            }
        }
        // ("read to the kids every night this week": a span gone by, every day of it, is days the message reads — no part of a
        // habit's name.)
        if spec.days.isEmpty, let p = (range.lowerBound..<end).first(where: { extract.periodAt(upToEnd, $0, today: today) != nil }),
           let (_, n) = extract.periodAt(upToEnd, p, today: today),
           let e = (range.lowerBound..<end).first(where: { $0 + 1 < end && vocabulary.has("every_word", w[$0]) && vocabulary.has("each_day_word", w[$0 + 1]) }) {
            removed.formUnion(p..<(p + n))
            removed.formUnion(e..<(e + 2))
        }
        if let correctedDays { spec.days = correctedDays }
        if spec.days.isEmpty, let tailDays { spec.days = tailDays }
        // ("zero doomscrolling yesterday!! read my book in bed instead", "yesterday was a mess. had 2 monsters": a report
        // after a sentence that said a day gone by tells of that day.)
        if spec.days.isEmpty, let said = dayGoneBefore(u, range.lowerBound) { spec.days = [said] }
        // "ticked gym by mistake": the mark is to be cleared; the words name no habit.
        for k in range.lowerBound..<end {
            guard let n = vocabulary.match("by_mistake", in: w, at: k, fuzzy: false) else { continue }
            spec.byMistake = true
            removed.formUnion(k..<min(end, k + n))
        }
        // "so far", "more", "already": how the amount stands, never a habit.
        var at = range.lowerBound
        while at < end {
            if let n = vocabulary.match("more_word", in: w, at: at, fuzzy: false) { removed.formUnion(at..<min(end, at + n)); at += n } else { at += 1 }
        }
        // How much, wherever it is ("read 8 pages on the bus", "drank 5 glasses of water"): an amount, not a habit.
        for k in range.lowerBound..<end where !removed.contains(k) {
            guard let (amount, unit, n) = extract.amountAt(upToEnd, k) else { continue }
            // ("did my 10k" with "Run 10k": an amount that is a habit's name, or part of it, names that habit.)
            if resolver.habitNamed(holding: Array(w[k..<(k + n)])) != nil { continue }
            // ("5 times a week is more realistic": how often, a schedule — no amount done.)
            // (Nor is another amount said with it: "3 times a week for half an hour" is a plan.)
            if unit == "times", extract.findSchedule(upToEnd, in: k..<end)?.1.lowerBound == k { break }
            // ("drink -3 glasses": a minus sign written on the number is kept, for the rules to refuse.)
            let minus = k > range.lowerBound && w[k - 1] == "-" && u.tokens[k - 1].end == u.tokens[k].start
            spec.amount = minus ? Amount(hundredths: -amount.hundredths) : amount
            spec.unit = unit
            var last = k + n
            if last < end, w[last] == "of" { last += 1 }
            // ("did 50 pushups" with "Push ups": the unit names the habit too, and stays to be read as it.)
            if case .habit = resolver.habit([unit], raw: "") { last = k + n - 1 }
            for j in k..<last { removed.insert(j) }
            // ("for about twenty minutes", "like 30 pages": a word of about how much goes with it.)
            if k > range.lowerBound, vocabulary.has("approx_word", w[k - 1]) { removed.insert(k - 1) }
            break
        }
        // "stretched twice already": how many times, for a habit that counts times.
        if spec.amount == nil {
            for k in range.lowerBound..<end where !removed.contains(k) {
                guard let hit = vocabulary.lookup("times", in: w, at: k, fuzzy: false), let n = Int(hit.value) else { continue }
                // ("5 times a week is more realistic", "ring my sister once a week": how often, a schedule — no amount done.)
                if extract.findSchedule(Array(w[..<end]), in: k..<end)?.1.lowerBound == k { continue }
                spec.amount = Amount(n)
                spec.unit = "times"
                removed.formUnion(k..<min(end, k + hit.length))
                break
            }
        }
        // "grabbed a second one", "on my 4th coffee": which one this is, the day's count so far.
        if spec.amount == nil {
            for k in (range.lowerBound + 1)..<max(range.lowerBound + 1, end) where !removed.contains(k) {
                guard vocabulary.has("article", w[k - 1]) || vocabulary.has("possessive", w[k - 1]),
                      let hit = vocabulary.lookup("count_ordinal", in: w, at: k, fuzzy: false), let n = Int(hit.value), k + hit.length < end else { continue }
                spec.amount = Amount(n)
                spec.unit = ""
                spec.ordinal = true
                removed.formUnion((k - 1)..<(k + hit.length + (w[k + hit.length] == "one" ? 1 : 0)))
                break
            }
        }
        // "did everything today except journaling": what follows "except" is left out of everything.
        if let cut = (range.lowerBound..<end).first(where: { vocabulary.match("except_word", in: w, at: $0, fuzzy: false) != nil }),
           (range.lowerBound..<cut).contains(where: { vocabulary.match("everything", in: w, at: $0, fuzzy: false) != nil }) {
            let n = vocabulary.match("except_word", in: w, at: cut, fuzzy: false) ?? 1
            var part: [String] = []
            for k in (cut + n)..<end {
                if removed.contains(k) { continue }
                if ["and", ",", "or", "&"].contains(w[k]) {
                    if !part.isEmpty { spec.except.append(resolver.habit(part, raw: part.joined(separator: " "))) }
                    part = []
                } else if vocabulary.match("log_word", in: w, at: k, fuzzy: false) == nil {
                    part.append(w[k])
                }
            }
            if !part.isEmpty { spec.except.append(resolver.habit(part, raw: part.joined(separator: " "))) }
            end = cut
        }
        // "wait no, that was yesterday": what was just said, said to have been on a day, with no word of doing it, is told
        // when it was — a correction of its day; no report. ("gym was monday" names what was done.)
        if let at = dayWordsAt, at > range.lowerBound, vocabulary.has("copula", w[at - 1]),
           (range.lowerBound..<(at - 1)).allSatisfy({ removed.contains($0) || vocabulary.has("pronoun", w[$0]) || vocabulary.match("correction_word", in: w, at: $0, fuzzy: false) != nil || w[$0] == "," }),
           !(range.lowerBound..<end).contains(where: { !removed.contains($0) && !vocabulary.has("copula", w[$0]) && extract.pastTense(w[$0]) }) { return nil }
        // "skip it", "did it yesterday": the habit just talked about.
        if (range.lowerBound..<end).contains(where: { vocabulary.has("pronoun", w[$0]) }),
           (range.lowerBound..<end).allSatisfy({ removed.contains($0) || vocabulary.has("pronoun", w[$0])
               || vocabulary.match("log_word", in: w, at: $0, fuzzy: false) != nil || w[$0] == "," }) {
            // ("did them": the habits just added or logged together, when there are some.)
            let plural = focusMany.count > 1 && (range.lowerBound..<end).contains { vocabulary.has("plural_pronoun", w[$0]) }
            spec.references = plural ? focusMany.map { .habit($0) } : [.pronoun]
            spec.pastTense = spec.pastTense || (range.lowerBound..<end).contains { extract.pastTense(w[$0]) }
            return spec
        }
        // The habits: what's left without the small words of logging, split at "and" and commas.
        var parts: [[Int]] = [[]]
        var k = range.lowerBound
        while k < end {
            if removed.contains(k) { k += 1; continue }
            if ["and", ",", "&", "+", ":", "plus", "also", "as well as", "✅"].contains(w[k]) {
                if !(parts.last!.isEmpty) { parts.append([]) }
                k += 1
                continue
            }
            // "did them both", "mark all of them done": the habits just added or logged together, when there are some.
            if parts.last!.isEmpty, focusMany.count > 1, let n = vocabulary.match("plural_pronoun", in: w, at: k, fuzzy: false), k + n <= end {
                spec.references += focusMany.map { .habit($0) }
                k += n
                continue
            }
            // "all of them": everything, before its small words are taken for words of logging.
            if parts.last!.isEmpty, let n = vocabulary.match("everything", in: w, at: k, fuzzy: false), n > 1, k + n <= end,
               !(k..<(k + n)).contains(where: removed.contains), k + n == end || ["and", ",", "&", "except", "but", "done", "✅"].contains(w[k + n])
                || vocabulary.match("log_word", in: w, at: k + n, fuzzy: false) != nil
                || extract.daysAt(Array(w[..<end]), k + n, today: today) != nil {
                spec.everything = true
                k += n
                continue
            }
            if let n = vocabulary.match("log_word", in: w, at: k, fuzzy: false), k + n <= end, !u.tokens[k].quoted {
                k += n
                continue
            }
            parts[parts.count - 1].append(k)
            k += 1
        }
        parts.removeAll { $0.isEmpty }
        // "had 2 coffees": a number before what names a habit is how many, in the habit's own unit.
        // (Only when what follows the number names the same habit the whole does: "a couple of pints" is about drinking.)
        if spec.amount == nil, parts.count == 1, parts[0].count > 1, let (n, len) = extract.plainAmountAt(w, parts[0][0]), len < parts[0].count,
           resolver.habitNamed(holding: Array(w[parts[0][0]..<(parts[0][0] + len)])) == nil {
            var rest = Array(parts[0].dropFirst(len))
            if let first = rest.first, w[first] == "of", rest.count > 1 { rest.removeFirst() }
            let named = resolver.habit(rest.map { w[$0] }, raw: "")
            let whole = resolver.habit(parts[0].map { w[$0] }, raw: "")
            if named.isHabit, !(whole != named && whole.isHabit) {
                spec.amount = n
                spec.unit = ""
                parts[0] = rest
            }
        }
        // "drank 3 so far", "read 30 today", "read 30 on the bus": a number right after the one word that names a habit that
        // keeps a count is how many, in its unit — with, at most, where or how it happened after it. ("read chapter 3" is
        // no amount; neither is a number about a habit that counts nothing.)
        if spec.amount == nil, parts.count == 1, parts[0].count >= 2,
           let (n, len) = extract.plainAmountAt(w, parts[0][1]), len == 1,
           parts[0].count == 2 || circumstance(w, after: parts[0][1] + 1, Array(parts[0].dropFirst(2))) {
            let verb = vocabulary.lookup("verb_form", in: [w[parts[0][0]]], at: 0, fuzzy: false)?.value ?? w[parts[0][0]]
            if case .habit(let id) = resolver.habit([verb], raw: ""), resolver.journal.habit(id: id)?.target != nil {
                spec.amount = n
                spec.unit = ""
                parts[0] = [parts[0][0]]
            }
        }
        // "had 3 today", "did 2": a verb of doing that names no habit, and a number alone, is how many of the habit just
        // talked about, in its own unit (the dialogue says so when that habit keeps no count).
        func doneVerb(_ k: Int) -> Bool {
            extract.pastTense(w[k]) && !vocabulary.has("copula", w[k]) && resolver.habitWithin([w[k]], raw: "") == nil
        }
        // ("did 15 in one go this morning": with, at most, where or how it happened after it. "35 this morning", "monday was
        // only 6500": a number alone on a day said is how many that day, too.)
        // ("had about 1.5 so far": a word of about how much goes with the number.)
        func hedge(_ k: Int) -> Bool { vocabulary.has("only_word", w[k]) || vocabulary.has("approx_word", w[k]) }
        if spec.amount == nil, parts.count == 1, let number = parts[0].first(where: { !doneVerb($0) && !hedge($0) }),
           let (n, len) = extract.plainAmountAt(w, number), resolver.habitNamed(holding: Array(w[number..<(number + len)])) == nil,
           number + len == parts[0].last! + 1
            || circumstance(w, after: ((number + len)..<end).first { !removed.contains($0) } ?? end, Array(parts[0].drop { $0 < number + len })),
           (range.lowerBound..<number).contains(where: doneVerb)
            || (!spec.days.isEmpty && parts[0].first { !hedge($0) } == number && n > Amount(0)) {
            spec.amount = n
            spec.unit = ""
            parts = []
        }
        // "another 2", "2 more", "plus 1": a number alone is how many more, in the habit's own unit — with, at most, where or
        // how it happened after it ("another 3 with breakfast", "2 more on my break").
        // (Only said as more: "actually no, 3" is no amount of anything.)
        if spec.amount == nil, parts.count == 1,
           (max(0, range.lowerBound - 1)..<min(w.count, range.upperBound + 1)).contains(where: { vocabulary.match("more_word", in: w, at: $0, fuzzy: false) != nil })
            || (max(0, range.lowerBound - 1)...range.lowerBound).contains(where: { vocabulary.has("more_lead", w[$0]) }),
           let (n, len) = extract.plainAmountAt(w, parts[0][0]),
           len == parts[0].count || circumstance(w, after: ((parts[0][0] + len)..<end).first { !removed.contains($0) } ?? end, Array(parts[0].dropFirst(len))) {
            spec.amount = n
            spec.unit = ""
            parts = []
        }
        // "no sugar yesterday and none today": "none" with a day of its own is the same again on that day.
        // (Only after a "no" of its own: "had sugar yesterday and none today" says two different things.)
        let saidNo = vocabulary.has("none_word", w[range.lowerBound]) || (range.lowerBound > 0 && vocabulary.has("none_word", w[range.lowerBound - 1]))
        let several = parts.count > 1 && saidNo
        parts.removeAll { part in
            guard several, part.count > 1, w[part[0]] == "none",
                  let (days, n) = extract.daysAt(Array(w[..<end]), part[1], today: today), part.count == 1 + n else { return false }
            spec.days += days.filter { !spec.days.contains($0) }
            return true
        }
        // "2 more on my break", "drank 3 glasses with lunch": with how much said, what is left that only says where or how
        // it happened names no habit.
        // ("30 more after lunch": the part may start with the word that leads into where or when.)
        if spec.amount != nil, parts.count == 1, let p = parts[0].first,
           let lead = (range.lowerBound...p).last(where: { vocabulary.has("circumstance_lead", w[$0]) }),
           lead == p || !((lead + 1)..<p).contains(where: { parts[0].contains($0) || extract.numberAt(w, $0) != nil }),
           circumstance(w, after: lead, parts[0]) {
            parts = []
        }
        // ("got back from walking the dog and the baby finally went down": after the first part, a part that is a sentence
        // of its own about something else — its own subject, then what it did — names no habit of mine.)
        if parts.count > 1 {
            // (Where that subject is: small words of logging before the part may hide it, and its verb.)
            func subject(_ part: [Int]) -> Int? {
                var j = part[0]
                while j >= range.lowerBound, !["and", ",", "&", "+"].contains(w[j]) {
                    if vocabulary.has("other_subject", w[j]) { return j }
                    j -= 1
                }
                return nil
            }
            parts = parts.enumerated().filter { k, part in
                guard k > 0, let s = subject(part), part.last! > s + 1, ((s + 2)...part.last!).contains(where: { extract.pastTense(w[$0]) }),
                      resolver.habitWithin(part.map { w[$0] }, raw: "") == nil else { return true }
                return false
            }.map(\.1)
        }
        // ("that was my partner's walk", "ella had her swimming lesson": what is someone else's is no report of mine.)
        // ("walked my mum's dog" is mine: only a habit named after the possessive is theirs.)
        parts.removeAll { part in
            part.contains { k in
                (extract.someonesOwn(w[k]) || vocabulary.has("others_possessive", w[k])) && resolver.habitWithin(part.filter { $0 > k }.map { w[$0] }, raw: "") != nil
            }
        }
        // ("finally did the thing!!": done, but what is not said — which one is asked.)
        if parts.count == 1, vocabulary.isExactly("unnamed_thing", parts[0].map { w[$0] }.filter { !vocabulary.has("possessive", $0) && !vocabulary.has("article", $0) }) {
            spec.unnamed = true
            return spec
        }
        for part in parts {
            var words = part.map { w[$0] }
            if vocabulary.isExactly("everything", words) { spec.everything = true; continue }
            // "ran" → "run", "swam" → "swim"
            // ("jounralled", "meditatd": a long past tense typed with one slip is that verb too.)
            words = words.map { word in
                vocabulary.lookup("verb_form", in: [word], at: 0, fuzzy: false).map(\.value)
                    ?? (word.count >= 7 && extract.pastTense(word) ? vocabulary.lookup("verb_form", in: [word], at: 0, fuzzy: true).map(\.value) : nil)
                    ?? word
            }
            let raw = part.first.map { u.original($0..<(part.last! + 1)) } ?? ""
            // "did both runs", "all my walks": every habit the words fit.
            if let n = vocabulary.match("each_word", in: words, at: 0, fuzzy: false), n < words.count,
               case .ambiguous(let ids) = resolver.habit(Array(words[n...]), raw: raw) {
                spec.references += ids.map(Reference.habit)
                continue
            }
            // (A skip said with a slip of the keys is a skip too: "skiped the trainng group".)
            if let said = groupSaid(w, part, from: range.lowerBound, skipping: { (max(0, range.lowerBound - 1)..<end).contains { vocabulary.match("skip_word", in: w, at: $0) == 1 } }) {
                spec.references += said
                continue
            }
            var reference = resolver.habit(words, raw: raw)
            if case .unknown = reference, words.count > 1 {
                reference = habitInside(u, part, words, raw: raw, range: range, spec: &spec)
            }
            // ("…but walked out", "ran out of milk": a verb with a word after it that turns it into another doing is not the
            // habit the verb names — unless that word is in the habit's name too.)
            if case .habit(let id) = reference, part.count >= 2, vocabulary.has("phrasal_particle", w[part[1]]),
               vocabulary.lookup("verb_form", in: [w[part[0]]], at: 0, fuzzy: false) != nil,
               let habit = resolver.journal.habit(id: id), !language.tokenize(habit.name).norms.contains(w[part[1]]) {
                continue
            }
            // ("stretched yesterday after i got in" with a morning and an evening stretch: words that fit several habits, then
            // when it happened, are those habits — which one is asked.)
            if case .unknown = reference, words.count > 1,
               let k = (1..<words.count).first(where: { vocabulary.has("circumstance_lead", words[$0]) }),
               case .ambiguous = resolver.habit(Array(words[..<k]), raw: ""), circumstance(w, after: part[k], Array(part[k...])) {
                reference = resolver.habit(Array(words[..<k]), raw: "")
            }
            // "did my morning routine", "done all my morning stuff": a group's name stands for its habits — all of them
            // when it needs them all or "all" is said; otherwise which is asked.
            if case .unknown = reference {
                let named = words.filter { !vocabulary.has("whole_word", $0) }
                if !named.isEmpty, resolver.mayNameGroup(named), case .group(let id) = resolver.group(named, raw: raw),
                   let group = resolver.journal.group(id: id) {
                    let members = resolver.journal.members(of: id).map(\.id)
                    if members.count > 1, group.require >= members.count || named.count < words.count {
                        spec.references += members.map(Reference.habit)
                        continue
                    }
                    if !members.isEmpty { reference = members.count == 1 ? .habit(members[0]) : .ambiguous(members) }
                }
            }
            spec.references.append(reference)
        }
        // "did all my evening stuff except stretching": what is left out is left out of a group's habits too.
        if !spec.except.isEmpty { spec.references.removeAll { spec.except.contains($0) } }
        // "2 more", "another 5 pages": an amount said without a habit is about the habit just talked about.
        // (Not when what is counted is a thing of its own kind: "not a single cig" is no amount of a walk.)
        if !spec.everything, spec.references.isEmpty, spec.amount != nil,
           spec.unit.map({ resolver.synonymClass($0) == nil }) ?? true { spec.references = [.pronoun] }
        // "drank 3 glasses so far" with "Water" at 8 glasses a day: when the words name no habit, the unit said is the
        // one habit that counts in it.
        // ("3 glasses of wine" names a thing of its own kind, a drink: not water. Nor is what is wished or held down a report:
        // "keep coffee to max 2 cups a day" is no report of tea.)
        if let unit = spec.unit, !unit.isEmpty, spec.references.count == 1, case .unknown(let said) = spec.references[0],
           !range.contains(where: { k in ["ceiling_word", "limit_verb", "future_cue", "limit_wish", "habitual_cue"].contains { vocabulary.match($0, in: w, at: k, fuzzy: false) != nil } }),
           !language.tokenize(said).norms.contains(where: { vocabulary.lookup("synonym", in: [$0], at: 0, fuzzy: false) != nil }) {
            let counting = resolver.journal.activeHabits.filter { habit in habit.target.map { extract.sameUnit($0.unit.word, unit) } ?? false }
            if counting.count == 1 { spec.references = [.habit(counting[0].id)] }
        }
        // "I actually went this morning": a day said without a habit is about the habit just talked about.
        // ("went yesterday": the verb just before the words read.)
        if !spec.everything, spec.references.isEmpty, !spec.days.isEmpty,
           range.contains(where: { extract.pastTense(w[$0]) }) || (range.lowerBound > 0 && vocabulary.has("bare_report_verb", w[range.lowerBound - 1])) {
            spec.references = [.pronoun]
            spec.pastTense = true
        }
        // ("skipping today": a skip of a day with no habit said — which one is asked.)
        if !spec.everything, spec.references.isEmpty, !spec.days.isEmpty, (range.lowerBound..<end).contains(where: { vocabulary.has("skip_word", w[$0]) })
            || (range.lowerBound > 0 && vocabulary.has("skip_word", w[range.lowerBound - 1])),
           (range.lowerBound..<end).allSatisfy({ removed.contains($0) || vocabulary.has("skip_word", w[$0]) || vocabulary.match("log_word", in: w, at: $0, fuzzy: false) != nil }) {
            spec.unnamed = true
            return spec
        }
        guard spec.everything || !spec.references.isEmpty else { return nil }
        // ("bought a scratchcard at the petrol station": getting what is to be avoided tells of what happened too.)
        if !spec.pastTense, range.contains(where: { vocabulary.has("acquire_verb", w[$0]) }), spec.references.contains(where: { reference in
            if case .habit(let id) = reference { return resolver.journal.habit(id: id)?.polarity == .avoid } else { return false }
        }) { spec.pastTense = true }
        // (A habit named twice is logged once.)
        var seen: [Reference] = []
        for reference in spec.references where !seen.contains(reference) || reference == .pronoun { seen.append(reference) }
        spec.references = seen
        return spec
    }

    /// "did the work routine", "got through all 3 work habits", "skip the evening group tonight": a group said as a set of
    /// habits (`Resolver.groupMention`), with the small words before the part and the words for a set after it, stands for
    /// the group's habits — all of them when all are said (or a routine, done in one go), the group needs them all, or the
    /// day is skipped; otherwise which is asked.
    private func groupSaid(_ w: [String], _ part: [Int], from start: Int, skipping: () -> Bool) -> [Reference]? {
        guard let first = part.first, let last = part.last, !resolver.journal.groups.isEmpty else { return nil }
        var lower = first
        while lower > start, resolver.mentionLead(w[lower - 1]) || extract.numberAt(w, lower - 1) != nil { lower -= 1 }
        var upper = last
        while upper + 1 < w.count, vocabulary.has("group_noun", w[upper + 1]) || vocabulary.has("routine_noun", w[upper + 1]) { upper += 1 }
        guard let mention = resolver.groupMention(Array(w[lower...upper]), number: extract.numberAt),
              let group = resolver.journal.group(id: mention.id) else { return nil }
        let members = mention.members
        if mention.all || group.require >= members.count || members.count == 1 || skipping() { return members.map(Reference.habit) }
        return [.ambiguous(members)]
    }

    /// "with breakfast", "on my break", "in one go": where, when or how something happened, naming no habit and no amount.
    private func circumstance(_ w: [String], after start: Int, _ rest: [Int]) -> Bool {
        // ("another 20 just now over coffee": after words that only say when, like "now".)
        var k = start
        while k < w.count, rest.contains(k), !vocabulary.has("circumstance_lead", w[k]), vocabulary.match("filler_end", in: w, at: k, fuzzy: false) == 1 { k += 1 }
        guard k < w.count, vocabulary.has("circumstance_lead", w[k]), let last = rest.last, last >= k else { return false }
        let words = Array(w[k...last])
        // (A time of day is no amount: "on my break at 4 am".)
        var timeWords = Set<Int>()
        for j in k...last { if let (time, n) = extract.timeAt(w, j), time != nil { timeWords.formUnion(j..<(j + n)) } }
        return words.count <= 8 && resolver.habitWithin(words, raw: "") == nil
            && !(k...last).contains { extract.numberAt(w, $0) != nil && !vocabulary.has("one_word", w[$0]) && !timeWords.contains($0) }
    }

    /// A number or a unit of one: "3", "30 mins", "5 k".
    private func isAmount(_ w: [String], _ k: Int) -> Bool {
        extract.numberAt(w, k) != nil || vocabulary.has("quantity_unit", w[k])
    }

    /// The last day said as gone by ("yesterday", "2 days ago", "last friday") in the sentences before word `k`, if any. A bare
    /// weekday is not enough: "move gym to friday" says a day to come.
    func dayGoneBefore(_ u: Utterance, _ k: Int) -> Day? {
        let w = u.norms
        // (Only a sentence before this one: within a sentence, the report reads its own days.)
        guard let end = w[..<k].lastIndex(of: ".") else { return nil }
        var said: Day?
        var j = 0
        while j < end {
            guard let (day, n) = extract.dayAt(w, j, today: today), j + n <= end else { j += 1; continue }
            // (The last day said is the one meant: "…yesterday so no run today, can you mark it skipped" is today.)
            said = day < today && (j..<(j + n)).contains(where: { saysGone($0, in: w) }) ? day : nil
            j += n
        }
        return said
    }

    /// "yesterday", "ago", "last": a word that says a day is gone by.
    func saysGone(_ k: Int, in w: [String]) -> Bool {
        (vocabulary.lookup("relative_day", in: w, at: k, fuzzy: false).map { (Int($0.value) ?? 0) > 0 } ?? false)
            || vocabulary.has("ago", w[k]) || vocabulary.lookup("period_back", in: w, at: k, fuzzy: false)?.value == "1"
    }

    /// "read for 20 minutes", "played guitar", "took the dog out for a walk", "had 3 coffees": the longest run of
    /// a part's words that names a habit, when the words around it say it was done — a verb of doing or an amount
    /// before it, and after it nothing but amounts, small words or the habit's own verb ("dog walked"). Otherwise
    /// the part stays unknown: "the gym was closed today" says something else about the gym. Words after the habit
    /// are never a note (notes follow a colon).
    private func habitInside(_ u: Utterance, _ part: [Int], _ words: [String], raw: String, range: Range<Int>,
                             spec: inout LogSpec) -> Reference {
        let w = u.norms
        guard let (found, span) = resolver.habitWithin(words, raw: raw) else { return .unknown(raw) }
        let before = part[..<span.lowerBound], rest = part[span.upperBound...]
        // "so running's off for now", "pulled a muscle, the gym is out": a habit as the subject of what is said of it is
        // no report of doing it — unless what is said is that it's done ("gym's done", "the run was finished").
        let last = part[span.upperBound - 1]
        let subject = part[span].contains { k in w[k].hasSuffix("'s") || vocabulary.has("copula", w[k]) }
            || (last + 1 < range.upperBound && vocabulary.has("copula", w[last + 1]))
        if subject, !((last + 1)..<range.upperBound).contains(where: { vocabulary.match("completion_word", in: w, at: $0, fuzzy: false) != nil }) {
            return .unknown(raw)
        }
        // ("too tired to read last night", "way too wet to cycle today": what something was too much for wasn't done.)
        let start = part[span.lowerBound]
        if start >= range.lowerBound, let too = (max(range.lowerBound, start - 6)..<start).first(where: { vocabulary.has("excess_word", w[$0]) }),
           ((too + 1)..<start).contains(where: { vocabulary.has("to_word", w[$0]) }), !((too + 1)..<start).contains(where: { k in
               w[k] == "," || vocabulary.has("but_word", w[k]) || vocabulary.match("result_link", in: w, at: k, fuzzy: false) != nil
           }) {
            return .unknown(raw)
        }
        // With a day gone by, a verb of doing said in its plain form is its past ("Yesterday I make meditation", "I again
        // eat chocolate on sunday": the tense as a learner says it).
        let pastDay = spec.days.contains { $0 < today }
        // (Only a day said as gone by — "yesterday", "3 days ago", "last friday" — not a bare weekday, which may be one to
        // come: "i have yoga on friday".)
        let saidGone = pastDay && (range.contains { saysGone($0, in: w) } || dayGoneBefore(u, range.lowerBound) != nil)
        // ("ordered a takeaway", "bought a pack of cigs": getting what is to be avoided is doing it.)
        let avoided: Bool = { if case .habit(let id) = found { return resolver.journal.habit(id: id)?.polarity == .avoid } else { return false } }()
        func saysDone(_ k: Int) -> Bool {
            extract.pastTense(w[k]) || (avoided && vocabulary.has("acquire_verb", w[k])) || (saidGone && (vocabulary.match("doing_verb", in: w, at: k, fuzzy: false) != nil
                || vocabulary.has("habit_frame_verb", w[k]) || vocabulary.has("plain_doing_verb", w[k])))
        }
        // A verb of doing anywhere before the habit ("got back from a run").
        let doneBefore = (range.lowerBound..<part[span.lowerBound]).contains(where: saysDone)
        // ("morning meditation ✓", "quick run done": a word of when or how it went before the habit says no more.)
        let led = before.allSatisfy { saysDone($0) || isAmount(w, $0) || vocabulary.match("amount_word", in: w, at: $0, fuzzy: false) != nil
            || vocabulary.has("log_modifier", w[$0]) }
        guard led || doneBefore else { return .unknown(raw) }
        // ("ate a protein bar at my desk" with "Lunch away from desk": a habit's word said as where something else was done
        // names where, not the habit.)
        var lead = part[span.lowerBound] - 1
        while lead > part[0], vocabulary.has("possessive", w[lead]) || vocabulary.has("article", w[lead]) { lead -= 1 }
        if lead > part[0], vocabulary.has("place_lead", w[lead]),
           (part[0]..<lead).contains(where: { k in !language.lightWords.contains(w[k]) && !saysDone(k) && !isAmount(w, k) }) {
            return .unknown(raw)
        }
        let own: Set<String> = {
            guard case .habit(let id) = found, let habit = resolver.journal.habit(id: id) else { return [] }
            return Set(language.tokenize(habit.name).norms.map(Resolver.stem))
        }()
        // ("read my book": what the activity is done with, in the vocabulary, says nothing else either.)
        let objects = Set(rest.compactMap { k in vocabulary.lookup("activity_object", in: w, at: k, fuzzy: false).map { (k, $0) } }
            .filter { own.contains(Resolver.stem($0.1.value)) }.flatMap { $0.0..<($0.0 + $0.1.length) })
        let restSaysNothingElse = rest.allSatisfy { k in
            isAmount(w, k) || language.lightWords.contains(w[k]) || vocabulary.has("clean_word", w[k]) || vocabulary.has("progress_word", w[k])
                || own.contains(Resolver.stem(vocabulary.lookup("verb_form", in: [w[k]], at: 0, fuzzy: false)?.value ?? w[k]))
                || objects.contains(k)
        }
        // The verb may be the habit's own word ("walked the dog"); with a day gone by, a verb of either tense
        // ("read … last night") is a past tense.
        let doneIn = part[..<span.upperBound].contains { k in
            extract.pastTense(w[k]) || (pastDay && vocabulary.lookup("verb_form", in: [w[k]], at: 0, fuzzy: false) != nil)
        }
        guard restSaysNothingElse || doneIn || doneBefore else { return .unknown(raw) }
        // "piano 30 mins": a habit and how much of it, said on their own, tell of what was done.
        if span.lowerBound == 0, !rest.isEmpty, rest.allSatisfy({ isAmount(w, $0) }) { spec.pastTense = true }
        return found
    }
}
