import Foundation
import HabitDomain

/// A new habit as read from what the user said; anything missing is asked for.
struct HabitDraft: Hashable, Sendable, Codable {
    var name: String?
    /// Why the name can't be used (too long, empty), if so.
    var nameProblem: DomainError?
    var schedule: Schedule?
    var tier: Tier?
    var polarity: Polarity?
    var groupID: UUID?
    var unknownGroup: String?
    var description: String?
    var reminder: TimeOfDay?
    /// A reminder time was given but isn't a time of day ("at 25").
    var badTime = false
    /// Words were left where a name would be, but they don't read as one ("is enough", "im away at my parents this").
    var leftover: Bool?
    /// Said with doubt ("maybe add…"): asked about before it is added.
    var unsure: Bool?
    /// Set once the question about this draft was interrupted by another habit; a second interruption drops it.
    var deferred = false
    /// "twice a day": how many times a day was said, when more than once (a day counts once; said so when added).
    var perDay: Int?
    /// "drink 8 glasses of water a day", "at most 2 coffees a day": how much, as a typed target.
    var target: Target?
    /// Words of a schedule the reading couldn't hold ("first and third Sunday of every month"): the draft is asked
    /// about, saying so, never added as if they hadn't been said.
    var unread: String?
    /// Other words left over, beside the name and the settings read ("look up daily dog kennels in my area").
    var looseWords: Bool?
    /// Said of oneself without naming what ("i drink way too little"): beside a habit asked for, only why.
    var onlyWhy: Bool?
    /// Asked for with a wish of its own ("…, i wanna bring my own lunch"), whatever the message started with.
    var wished: Bool?
    /// Those words as said ("keep it to 2 cups" in "cut down on coffee, keep it to 2 cups a day"): a habit asked for
    /// with words nothing read is asked about, naming them, never added as if they hadn't been said.
    var loose: String?
    /// "add stretching too, i already did it saturday and sunday": days it was done, logged once it is added.
    var doneOn: [Day]?

    var isEmpty: Bool { name == nil && nameProblem == nil && schedule == nil && tier == nil && polarity == nil && groupID == nil && description == nil && reminder == nil }

    /// This draft with the settings of `other`: over its own (`overriding`), or only where it leaves them unsaid.
    func combined(with other: HabitDraft, overriding: Bool) -> HabitDraft {
        func pick<T>(_ mine: T?, _ theirs: T?) -> T? { overriding ? theirs ?? mine : mine ?? theirs }
        var d = self
        d.schedule = pick(schedule, other.schedule)
        d.perDay = pick(perDay, other.perDay)
        d.target = pick(target, other.target)
        d.tier = pick(tier, other.tier)
        d.polarity = pick(polarity, other.polarity)
        d.groupID = pick(groupID, other.groupID)
        d.unknownGroup = pick(unknownGroup, other.unknownGroup)
        d.description = pick(description, other.description)
        d.reminder = pick(reminder, other.reminder)
        d.badTime = badTime || other.badTime
        d.unread = pick(unread, other.unread)
        if d.unread != nil { d.unsure = true }
        return d
    }
}

/// Reads new habits out of free text: "I want to go running but I never get round to it" → "Go running";
/// "add running 3 times a week and reading every day" → two drafts.
struct HabitReader: Sendable {
    let language: Language
    let resolver: Resolver
    var vocabulary: Vocabulary { language.vocabulary }
    var extract: Extractors { Extractors(vocabulary: vocabulary) }

    /// Splits a description of several habits at "and" / "," — never inside a schedule ("Tuesdays and
    /// Thursdays") or a reason.
    func parts(_ u: Utterance, _ range: Range<Int>) -> [Range<Int>] {
        let w = u.norms
        // "…journaling, and also I need to stop vaping": a new wish after the joiner starts a habit of its own — but
        // "I bite my nails and I want to stop" closes with a wish about what came before it.
        let closingWish = stopTail(w, range)
        func newWish(after j: Int) -> Bool {
            if let closingWish, j + 2 >= closingWish { return false }
            var m = j
            while m < range.upperBound, ["and", ",", "&", "plus", "also", "then", "i", "really", "definitely"].contains(w[m]) {
                if w[m] == "i", vocabulary.match("add_cue", in: w, at: m) != nil || vocabulary.match("avoid_cue", in: w, at: m) != nil { break }
                m += 1
            }
            return m < range.upperBound && m > j && (vocabulary.match("add_cue", in: w, at: m) != nil || vocabulary.match("avoid_cue", in: w, at: m) != nil)
        }
        // The words of a cue ("I want to …"): where the first habit itself starts.
        let cueEnd = stripCues(w, range).0
        var protected = Set<Int>()
        var i = range.lowerBound
        while i < range.upperBound {
            if let (_, n) = extract.scheduleAt(Array(w[..<range.upperBound]), i), n > 1 {
                for k in i..<(i + n) { protected.insert(k) }
                i += n
                continue
            }
            // ("read and drink 8 glasses of water a day": how much is said with the habit, like how often.)
            if let (_, _, n) = extract.amountAt(Array(w[..<range.upperBound]), i), n > 1 {
                var end = i + n
                if end < range.upperBound, w[end] == "of" { end += 1 }
                for k in i..<end { protected.insert(k) }
                i = end
                continue
            }
            if i > range.lowerBound, vocabulary.match("reason_cue", in: w, at: i) != nil && !saysLimit(w, at: i) || vocabulary.match("clause_break", in: w, at: i) != nil,
               !newWish(after: i) {
                // (The remark ends where a new wish starts after a joiner: "stretch 4 times a week whenever I can fit it in,
                // and cut out energy drinks".)
                let wish = ((i + 1)..<range.upperBound).first { ["and", ","].contains(w[$0]) && newWish(after: $0) }
                for k in i..<(wish ?? range.upperBound) { protected.insert(k) }
                guard let wish else { break }
                i = wish
                continue
            }
            // (A remark's comma is its own: no habit starts after it. Nor after "…, it's …": what is said of the habit.)
            if i > cueEnd, w[i - 1] == ",", i + 1 < range.upperBound, vocabulary.has("pronoun", w[i]), vocabulary.has("copula", w[i + 1]) {
                let next = ((i + 2)..<range.upperBound).first { w[$0] == "," || vocabulary.has("conjunction", w[$0]) } ?? range.upperBound
                for k in (i - 1)..<next { protected.insert(k) }
                i = next
                continue
            }
            // ("…every day, midwife's orders", "…, my physio's idea": what someone else said of it is a remark, no habit.)
            if i > cueEnd, w[i - 1] == ",", extract.someonesOwn(w[i]) || (i + 1 < range.upperBound && vocabulary.has("possessive", w[i]) && extract.someonesOwn(w[i + 1])) {
                let next = ((i + 1)..<range.upperBound).first { w[$0] == "," || vocabulary.has("conjunction", w[$0]) } ?? range.upperBound
                for k in (i - 1)..<next { protected.insert(k) }
                i = next
                continue
            }
            if participleRemark(w, at: i, head: cueEnd) {
                for k in (i - 1)..<range.upperBound { protected.insert(k) }
                break
            }
            i += 1
        }
        var cuts: [Range<Int>] = []
        var start = range.lowerBound
        var k = range.lowerBound
        // "guitar and drawing" or "running 3 times a week and reading": separate habits. "practise scales and
        // arpeggios every day": one. A cut needs a schedule before it, or short names on both sides.
        // The words of a cue ("I want to …") are no part of the first name's length.
        // (A part that opens with a wish of its own — "ok where do i even start.. i wanna quit sugar, …" — has that cue's
        // words left out too.)
        func shortName(_ r: Range<Int>) -> Bool {
            var lo = r.lowerBound
            while lo < r.upperBound, ["and", ",", "&", "plus"].contains(w[lo]) { lo += 1 }
            // (Not a wish that closes the sentence about what came before it: "…for years, i want to quit for good".)
            let closes = closingWish.map { lo + 2 >= $0 } ?? false
            let from = max(cueEnd, lo < r.upperBound && !closes ? stripCues(w, lo..<r.upperBound).0 : lo)
            return r.filter { $0 >= from && !protected.contains($0) && !["and", ","].contains(w[$0]) }.count <= 3
        }
        func hasSchedule(_ r: Range<Int>) -> Bool { r.contains { protected.contains($0) } }
        func nextCut(after j: Int) -> Int {
            var m = j
            while m < range.upperBound, protected.contains(m) || !["and", ",", "&", "plus"].contains(w[m]) { m += 1 }
            return m
        }
        while k < range.upperBound {
            if !protected.contains(k), !u.tokens[k].quoted, ["and", ",", "&", "plus"].contains(w[k]),
               hasSchedule(start..<k) || (shortName(start..<k) && shortName((k + 1)..<nextCut(after: k + 1))) || (k > start && newWish(after: k)) {
                var end = k + 1
                while end < range.upperBound, ["and", ",", "&", "plus", "also", "then"].contains(w[end]) { end += 1 }
                // "…, oh and a long walk on weekends": a filler before the joiner starts nothing.
                if let n = vocabulary.match("filler_start", in: w, at: end, fuzzy: false), end + n < range.upperBound,
                   ["and", ","].contains(w[end + n]) {
                    end += n
                    while end < range.upperBound, ["and", ",", "&", "plus", "also", "then"].contains(w[end]) { end += 1 }
                }
                if k > start { cuts.append(start..<k) }
                start = end
                k = end
                continue
            }
            k += 1
        }
        if start < range.upperBound { cuts.append(start..<range.upperBound) }
        // A part that is only a tier, schedule or time ("…, nice to have") belongs to the habit before it.
        var merged: [Range<Int>] = []
        for cut in cuts {
            let words = Array(w[..<cut.upperBound])
            let whole = { (n: Int?) in n.map { cut.lowerBound + $0 == cut.upperBound } ?? false }
            let attribute = whole(extract.tierAt(words, cut.lowerBound, needsLead: false)?.1) || extract.tierRemark(w, cut) != nil
                || whole(extract.scheduleAt(words, cut.lowerBound)?.1) || whole(extract.timeAt(words, cut.lowerBound)?.1)
                || (merged.last != nil && draft(u, cut).leftover == true)
            if attribute, let last = merged.last {
                merged[merged.count - 1] = last.lowerBound..<cut.upperBound
            } else {
                merged.append(cut)
            }
        }
        return merged.isEmpty ? [range] : merged
    }

    /// "drink more water, starting small", "read every night, keeping it short": after a comma, a clause led by an -ing
    /// word says how or why, when the habit itself (at `head`) isn't said with one — "running, swimming and cycling"
    /// is a list of habits, and "…, aiming for 4 days a week" says how often.
    func participleRemark(_ w: [String], at k: Int, head: Int) -> Bool {
        guard k > head, k - 1 < w.count, w[k - 1] == ",", k < w.count, head < w.count else { return false }
        func participle(_ word: String) -> Bool { word.count > 4 && word.hasSuffix("ing") && !vocabulary.has("ing_noun", word) }
        // (An -ing word alone in a list is one of its habits: "add yoga, reading, guitar".)
        let alone = k + 1 >= w.count || [",", "and", "&", ".", "+"].contains(w[k + 1])
        return participle(w[k]) && !alone && !participle(w[head]) && !(k..<w.count).contains { extract.scheduleAt(w, $0) != nil }
    }

    /// Strips leading cue phrases ("I want to", "quit"); returns where the habit itself starts and whether it's one to avoid.
    /// Any day: asking whether words are a span of days ("for six weeks") doesn't depend on which day it is.
    static let anyDay = Day(iso: "2026-01-01")!

    func stripCues(_ w: [String], _ range: Range<Int>) -> (Int, Bool) {
        var i = range.lowerBound
        var avoid = false
        // ("for lent i'm giving up crisps": the season a habit is for, said first, leads into it.)
        if let n = seasonFrame(w, i), i + n < range.upperBound {
            i += n
            if w[i] == "," { i += 1 }
        }
        // "my goal is to…", "next thing I want to get going is…": what follows "is" is the habit.
        // (Not one said after a comma: "water, goal is 8 glasses a day" names water.)
        if let frame = (i..<min(range.upperBound, i + 3)).first(where: { vocabulary.has("goal_word", w[$0]) }), !w[i..<frame].contains(","),
           let copula = (frame..<min(range.upperBound - 1, frame + 8)).first(where: { w[$0] == "is" }) {
            i = copula + 1
        }
        // "my therapist says I should…": someone's advice leads into the habit.
        // ("doctor say 3 times every day", "my physio has told me…": with or without "my", and what was said at any time.)
        if let n = reportedSpeech(w, i, range.upperBound) { i += n }
        // ("put gym on my list": the verb of putting a thing where habits are kept leads into it.)
        if i + 1 < range.upperBound, vocabulary.has("put_verb", w[i]), vocabulary.matchEnding("list_place", in: w, at: range.upperBound, after: i + 1) != nil {
            i += 1
        }
        // "no phone after 10pm": a rule for oneself names a habit to avoid.
        if let k = ruleStart(w, range[i...]) { i = k; avoid = true }
        // ("add no energy drinks and no gambling": "no" opens each habit of a list to avoid, as it did the first.)
        if i == range.lowerBound, i > 0, ["and", ",", "&", "plus"].contains(w[i - 1]), i + 1 < range.upperBound, vocabulary.has("none_word", w[i]),
           w[..<(i - 1)].reversed().prefix(while: { $0 != "." }).contains(w[i]) {
            avoid = true
            i += 1
        }
        // (Cues are matched within the range: "set up a habit" before a dropped "for me" is not "set up a habit for".)
        let scope = range.upperBound < w.count ? Array(w[..<range.upperBound]) : w
        while i < range.upperBound {
            // The longest cue here: "i do not want to" (to avoid) beats "i" (a lead).
            let lead = vocabulary.match("add_cue", in: scope, at: i) ?? vocabulary.match("name_lead", in: scope, at: i)
            // ("i'm only allowed to smoke 2 times a week": what one allows oneself is kept under, a habit to avoid.)
            if let n = vocabulary.match("allowance_lead", in: w, at: i, fuzzy: false), i + n < range.upperBound, n >= (lead ?? 0) {
                avoid = true
                i += n
                continue
            }
            // ("i keep checking my ex's instagram and i need to stop": what I say I do is named by the doing.)
            // (Unless a cue says more: "i keep meaning to…", "i keep putting off…".)
            if vocabulary.has("first_person", w[i]), i + 1 < range.upperBound, let n = vocabulary.match("self_report", in: w, at: i + 1, fuzzy: false),
               i + 1 + n < range.upperBound, !["never", "rarely", "barely", "hardly", "seldom", "hardly ever"].contains(w[i + 1]),
               (vocabulary.match("add_cue", in: scope, at: i) ?? 0) <= 1 + n, (vocabulary.match("avoid_cue", in: w, at: i) ?? 0) <= 1 + n {
                i += 1 + n
                continue
            }
            // ("no more than 2 cups a day" says a limit, not "no more".)
            if let n = vocabulary.match("avoid_cue", in: w, at: i), i + n < range.upperBound, n >= (lead ?? 0),
               (vocabulary.match("limit_word", in: w, at: i, fuzzy: false) ?? 0) <= n { avoid = true; i += n; continue }
            if let n = lead, i + n <= range.upperBound {
                i += n
                // "add no social media after 9pm": after a cue to add, "no" names a habit to avoid.
                // ("add a habit for not biting my nails" too — but "I will not…" is a plan, not a habit to avoid.)
                let addsOutright = (i - n..<i).contains { vocabulary.has("add_outright", w[$0]) }
                // ("add a no spend day habit": "no" before the day it names is part of the name — a day of not doing is one
                // to build.)
                let namesADay = daysWithout(Array(w[i..<range.upperBound]))
                if vocabulary.match("add_cue", in: w, at: i - n) != nil, i + 1 < range.upperBound,
                   (vocabulary.has("none_word", w[i]) && !namesADay) || (addsOutright && vocabulary.has("stop_lead", w[i])) {
                    avoid = true
                    i += 1
                }
                continue
            }
            // "add two things: …": what introduces a list is no part of any of it.
            // ("add two things for me: …": who it is for goes with the introduction.)
            // ("please add 2 habit: …", "add 3 new ones: …": how many, and of what, introduces them the same way.)
            // ("add for me two things: …": who it is for may come first.)
            var courtesy = 0
            while i + courtesy < range.upperBound, let m = vocabulary.match("intro_tail", in: w, at: i + courtesy, fuzzy: false) { courtesy += m }
            if courtesy > 0, i + courtesy < range.upperBound,
               vocabulary.match("list_intro", in: w, at: i + courtesy, fuzzy: false) ?? countedIntro(w, i + courtesy) != nil {
                i += courtesy
            }
            if var n = vocabulary.match("list_intro", in: w, at: i, fuzzy: false) ?? countedIntro(w, i) {
                // ("…for me please: …": and so does a courtesy.)
                while i + n + 1 < range.upperBound, let m = vocabulary.match("intro_tail", in: w, at: i + n, fuzzy: false) { n += m }
                if i + n < range.upperBound, [":", ","].contains(w[i + n]) {
                    i += n + 1
                    continue
                }
            }
            // "add a must-do: take my meds" — the tier is read again by `draft`.
            if let (_, n) = extract.tierAt(w, i, needsLead: false), i + n < range.upperBound, [":", ","].contains(w[i + n]) { i += n + 1; continue }
            if [",", "-", ":"].contains(w[i]) { i += 1; continue }
            break
        }
        return (i, avoid)
    }

    /// "my therapist says", "doctor say", "the physio has told me that": how many words lead into someone's advice at `i`.
    func reportedSpeech(_ w: [String], _ i: Int, _ end: Int, reachingEnd: Bool = false) -> Int? {
        var j = i
        if j < end, ["my", "the", "our"].contains(w[j]) { j += 1 }
        guard j < end, let p = vocabulary.match("adviser", in: w, at: j, fuzzy: false) ?? vocabulary.match("person_word", in: w, at: j, fuzzy: false) else { return nil }
        j += p
        while j < end, vocabulary.has("auxiliary", w[j]) || ["keeps", "always", "also"].contains(w[j]) { j += 1 }
        guard j < end, let n = vocabulary.match("reported_speech", in: w, at: j, fuzzy: false) else { return nil }
        j += n
        if j < end, w[j] == "that" { j += 1 }
        return j < end || reachingEnd ? j - i : nil
    }

    /// "2 habit", "three new ones", "a couple new things": how many, then what they are, said before a list.
    func countedIntro(_ w: [String], _ i: Int) -> Int? {
        guard let (_, n) = extract.plainNumberAt(w, i) else { return nil }
        var k = i + n
        if k < w.count, ["new", "more", "other", "different"].contains(w[k]) { k += 1 }
        guard k < w.count, vocabulary.has("habit_word", w[k]) || ["thing", "things", "one", "ones"].contains(w[k]) else { return nil }
        return k + 1 - i
    }

    /// Where the thing of a rule like "no phone after 10pm" or "no screens in bed" starts: after a leading "no", when a
    /// condition follows.
    func ruleStart(_ w: [String], _ range: Range<Int>) -> Int? {
        // ("no more ice cream…" says to stop outright: that is the cue to avoid, not a rule.)
        guard range.count > 2, vocabulary.has("none_word", w[range.lowerBound]), (vocabulary.match("avoid_cue", in: w, at: range.lowerBound, fuzzy: false) ?? 1) == 1,
              ((range.lowerBound + 2)..<range.upperBound).contains(where: { vocabulary.match("rule_condition", in: w, at: $0, fuzzy: false) != nil })
        else { return nil }
        return range.lowerBound + 1
    }

    /// One habit from the words in `range`.
    /// Where a closing wish to stop begins — "… and I want to stop", "…, I need to quit it", "… but I'm trying
    /// to cut down" — when the words end with one and something comes before it.
    func stopTail(_ w: [String], _ range: Range<Int>) -> Int? {
        var k = range.upperBound
        // "… i want to stop for real this time", "… and I want to quit for good": how much it is meant, said after.
        while let n = vocabulary.matchEnding("stop_after", in: w, at: k, after: range.lowerBound + 1) { k -= n }
        while k > range.lowerBound, vocabulary.has("stop_object", w[k - 1]) { k -= 1 }
        guard let verb = vocabulary.list("stop_verb").first(where: { p in
            p.count < k - range.lowerBound && Array(w[(k - p.count)..<k]) == p
        }) else { return nil }
        k -= verb.count
        guard k > range.lowerBound, w[k - 1] == "to" else { return nil }
        k -= 1
        // "i want", "i would really like", "i am trying": a wish, said by "i", just before the "to".
        var j = k
        while j > range.lowerBound, k - j < 4, w[j - 1] != "i" { j -= 1 }
        guard j > range.lowerBound, w[j - 1] == "i",
              (j..<k).contains(where: { vocabulary.has("desire_word", w[$0]) || vocabulary.has("stop_wish", w[$0]) }) else { return nil }
        j -= 1
        if j > range.lowerBound, vocabulary.has("stop_joiner", w[j - 1]) { j -= 1 }
        return j > range.lowerBound ? j : nil
    }

    func draft(_ u: Utterance, _ range: Range<Int>) -> HabitDraft {
        var draft = reading(u, range)
        // (A name in quotes is kept as said: "add 'Write 500 words' every day".)
        if !u.tokens[range].contains(where: \.quoted) { limited(&draft); measured(&draft, u, range) }
        // ("limit gaming to 90 mins a day max": a ceiling said again after the limit is the same one.)
        if draft.target?.isLimit == true, let unread = draft.unread ?? draft.loose, case let words = language.tokenize(unread).norms, !words.isEmpty,
           vocabulary.match("ceiling_word", in: words, at: 0, fuzzy: false) == words.count {
            draft.unread = nil
            draft.loose = nil
            draft.looseWords = nil
            draft.unsure = nil
        }
        // "no more than 3 drinks a week", "cap gaming at 10 hours a month": a ceiling over a week or month is read as
        // one over a day is, and then counted over the span said. (Only when that reading is a limit.)
        if draft.polarity != .build, draft.target?.isLimit != true, let (k, kind) = limitSpan(u, range) {
            var perDay = u
            let token = perDay.tokens[k]
            perDay.tokens[k] = Token(norm: token.norm.hasSuffix("ly") ? "daily" : "day", raw: token.raw, start: token.start, end: token.end,
                                     quoted: false, synthetic: token.synthetic)
            var limit = self.draft(perDay, range)
            if limit.target?.kind == .limit {
                limit.target?.kind = kind
                return limit
            }
        }
        return draft
    }

    /// How many words at `k` say the season or stretch of the year something is for: "for lent", "over the summer",
    /// "during ramadan this year", "for march", "this year".
    func seasonFrame(_ w: [String], _ k: Int) -> Int? {
        guard let lead = vocabulary.match("season_lead", in: w, at: k, fuzzy: false) else { return nil }
        var j = k + lead
        if j < w.count, w[j] == "the" { j += 1 }
        guard j < w.count else { return nil }
        if let n = vocabulary.match("season_word", in: w, at: j, fuzzy: false) { j += n }
        else if let hit = vocabulary.lookup("month", in: w, at: j, fuzzy: false) { j += hit.length }
        // ("until my exams are over", "till they're done", "until i'm better": a stretch that ends when something is over.)
        else if vocabulary.has("until_lead", w[k]), let end = (j..<min(w.count, j + 6)).first(where: { vocabulary.has("over_word", w[$0]) }) { j = end + 1 }
        else { return nil }
        if let n = vocabulary.match("season_year", in: w, at: j, fuzzy: false) { j += n }
        return j - k
    }

    /// Whether a thing counted and a span follow a number ("… at 7 drinks per week", "… to 2 cups a day"): the
    /// number is how many, not a time of day.
    private func countedPerPeriod(_ w: [String], _ k: Int) -> Bool {
        guard k < w.count, w[k].allSatisfy(\.isLetter), vocabulary.lookup("meridiem", in: w, at: k, fuzzy: false) == nil,
              let per = vocabulary.match("per_word", in: w, at: k + 1, fuzzy: false) else { return false }
        return vocabulary.lookup("period", in: w, at: k + 1 + per, fuzzy: false) != nil
    }

    /// Where a span of a week or a month ("a week", "per month", "weekly") follows a number, and the kind of limit it
    /// would count over.
    private func limitSpan(_ u: Utterance, _ range: Range<Int>) -> (Int, Target.Kind)? {
        let w = u.norms
        for k in range where !u.tokens[k].quoted {
            guard let span = vocabulary.lookup("period", in: w, at: k, fuzzy: false), span.length == 1,
                  let kind: Target.Kind = span.value == "week" ? .weekLimit : span.value == "month" ? .monthLimit : nil,
                  (max(range.lowerBound, k - 4)..<k).contains(where: { extract.plainNumberAt(w, $0) != nil || vocabulary.lookup("times", in: w, at: $0, fuzzy: false) != nil })
            else { continue }
            return (k, kind)
        }
        return nil
    }

    private func reading(_ u: Utterance, _ range: Range<Int>) -> HabitDraft {
        let w = u.norms
        var draft = HabitDraft()
        var removed = Set<Int>()
        let (start, avoidCue) = stripCues(w, range)
        if avoidCue { draft.polarity = .avoid }
        // A rule said of oneself ("no phone after 10pm") is asked about before it is added.
        // (Not one in a list asked for outright: "add two things: stretching every morning, and no phone in the bedroom".)
        if ruleStart(w, range) != nil, !(0..<range.lowerBound).contains(where: { vocabulary.has("add_outright", w[$0]) }) { draft.unsure = true }
        for k in range.lowerBound..<start where draft.tier == nil {
            if let (tier, n) = extract.tierAt(w, k, needsLead: false), k + n < start, w[k + n] == ":" || w[k + n] == "," { draft.tier = tier }
        }
        guard start < range.upperBound else { return draft }

        // "…and I want to stop": a closing wish to stop makes what came before a habit to avoid. The name is
        // made from a description, so it is asked about before it is added.
        var end = range.upperBound
        if let tail = stopTail(w, start..<range.upperBound) {
            end = tail
            draft.polarity = .avoid
            draft.unsure = true
        }
        // ("calling my mum more I never get round to it": what I never manage, said after the habit, is why it is wanted.)
        if let n = vocabulary.matchEnding("never_tail", in: w, at: end, after: start + 1) {
            end -= n
            while end > start + 1, [",", "but", "and", "-", "."].contains(w[end - 1]) { end -= 1 }
        }
        // The reason, from a reason cue to the end.
        var trailing: (Schedule, Int?)? = nil
        for k in (start + 1)..<max(start + 1, end) {
            // "for six weeks", "until my wedding": how long, not why — left for the schedule, which can't hold it.
            if vocabulary.has("duration_lead", w[k]), extract.untilAt(w, k, today: Self.anyDay, calendar: HabitCalendar()) != nil {
                continue
            }
            // ("i want to quit buying yarn, my stash has basically taken over the spare room": after a comma, a sentence
            // with its own subject and verb says why.)
            // (A schedule inside it is the remark's own when one was said before it: "wash hair every other day, my curls
            // can't handle daily".)
            if w[k - 1] == ",", k > start + 1, extract.remarkStart(Array(w[..<end]), at: k),
               extract.findSchedule(Array(w[..<end]), in: k..<end) == nil || extract.findSchedule(Array(w[..<(k - 1)]), in: start..<(k - 1)) != nil,
               extract.tierRemark(w, k..<end) == nil, !(k..<end).contains(where: { extract.tierAt(w, $0, needsLead: false) != nil }) {
                draft.description = try? Text.description(capitalized(u.original(k..<end)))
                end = k - 1
                break
            }
            if participleRemark(w, at: k, head: stripCues(w, start..<end).0) {
                draft.description = try? Text.description(capitalized(u.original(k..<end)))
                end = k - 1
                break
            }
            if let n = vocabulary.match("reason_cue", in: w, at: k, fuzzy: false), k + n < end, !saysLimit(w, at: k) {
                let keepsCue = ["to", "for", "so"].contains(w[k]) && !["so that", "so i"].contains(w[k..<(k + min(2, n))].joined(separator: " "))
                // ("add physio exercises for my shoulder, doctor says 3 times a day": how often, said at the end after the
                // why, is no part of it.)
                var whyEnd = end
                if let j = ((k + n)..<end).first(where: { j in extract.scheduleAt(Array(w[..<end]), j).map { j + $0.1 == end } ?? false }) {
                    let schedule = extract.scheduleAt(Array(w[..<end]), j)!
                    trailing = (schedule.0, extract.timesPerDay(Array(w[..<end]), in: j..<end))
                    // (And who said so: "…, doctor says 3 times a day".)
                    whyEnd = ((k + n)..<j).first { reportedSpeech(w, $0, j, reachingEnd: true) == j - $0 } ?? j
                    while whyEnd > k + n, [",", "-"].contains(w[whyEnd - 1]) { whyEnd -= 1 }
                }
                let text = u.original((keepsCue ? k : k + n)..<whyEnd)
                draft.description = try? Text.description(capitalized(text))
                end = k
                break
            }
        }
        let body = start..<end
        let scoped = Array(w[..<end])

        // "weekends are the worst" is a remark about weekends, not a schedule.
        var scheduleEnd: Int? = nil
        let found = extract.scheduleSaid(scoped, in: body)
        if var (schedule, span) = found {
            // "every day but realistically more like 3 times a week", "not every day, like 3 times a week": a schedule
            // said again in other words after one it revises is the one meant; the first and the words between are
            // accounted for.
            var j = span.upperBound
            while j < body.upperBound, let n = scoped[j] == "," ? 1 : vocabulary.match("schedule_revision", in: scoped, at: j, fuzzy: false) { j += n }
            let negated = span.lowerBound > body.lowerBound && vocabulary.has("negation", scoped[span.lowerBound - 1])
            // ("at most every 4 days but at least once a week" is a range, not a revision.)
            let bounded = (max(body.lowerBound, span.lowerBound - 3)..<span.lowerBound).contains {
                vocabulary.match("schedule_lead", in: scoped, at: $0, fuzzy: false) == span.lowerBound - $0
            }
            if j > span.upperBound, !bounded, (negated || (span.upperBound..<j).contains { scoped[$0] != "," }),
               let (revised, n) = extract.scheduleAt(scoped, j), j + n <= body.upperBound {
                removed.formUnion((negated ? span.lowerBound - 1 : span.lowerBound)..<j)
                schedule = revised
                span = j..<(j + n)
            }
            scheduleEnd = span.upperBound
            draft.schedule = schedule
            draft.perDay = extract.timesPerDay(scoped, in: span)
            for k in span { removed.insert(k) }
            // "… at least 4 times a week": the words about the count belong to the schedule, not the name.
            var lead = span.lowerBound
            while lead > body.lowerBound + 1,
                  let k = (max(body.lowerBound, lead - 3)..<lead).first(where: { vocabulary.match("schedule_lead", in: scoped, at: $0, fuzzy: false) == lead - $0 }) {
                removed.formUnion(k..<lead)
                lead = k
            }
            if let verdict = extract.verdictEnd(scoped, after: span.upperBound) { removed.formUnion(span.upperBound..<verdict) }
            // "2-3 times a week", "2 or 3 times a month": a range of counts; the nearest it can hold is the lower, asked.
            let lo = span.lowerBound
            if lo >= body.lowerBound + 2, vocabulary.has("count_range", w[lo - 1]), let (n, len) = extract.numberAt(w, lo - 2), len == 1 {
                switch schedule {
                case .weekly(let m) where n < m: draft.schedule = .weekly(times: n)
                case .monthly(let m) where n < m: draft.schedule = .monthly(times: n)
                default: break
                }
                if draft.schedule != schedule {
                    removed.formUnion((lo - 2)..<lo)
                    draft.unread = u.original((lo - 2)..<span.upperBound)
                    draft.unsure = true
                }
            }
        }
        // "giving up chocolate for lent this year", "swimming for the summer": the season a habit is for is no part of its
        // name; it is kept as what the habit is about, where nothing else is.
        // (Not one said after how often, which bends it: "go skiing every saturday in winter" is asked about.)
        for k in body where k > start && !removed.contains(k) && scheduleEnd.map({ k < $0 }) ?? true {
            guard let n = seasonFrame(scoped, k), !(k..<(k + n)).contains(where: removed.contains) else { continue }
            if draft.description == nil { draft.description = try? Text.description(capitalized(u.original(k..<(k + n)))) }
            removed.formUnion(k..<(k + n))
            break
        }
        // ("bring my own lunch", "cook dinner": a meal said as the thing done, with no word leading into a time, is no time.)
        func mealDone(_ k: Int) -> Bool {
            k > body.lowerBound && vocabulary.has("meal_word", w[k]) && vocabulary.lookup("named_time", in: scoped, at: k, fuzzy: false) != nil
                && !vocabulary.has("time_lead", w[k - 1]) && ![",", "-", ":", "("].contains(w[k - 1])
        }
        for k in body where !removed.contains(k) && !(k > body.lowerBound && vocabulary.has("time_in_name", w[k - 1])) && !mealDone(k) {
            if let (time, n) = extract.timeAt(scoped, k), !(k..<(k + n)).contains(where: removed.contains), !countedPerPeriod(scoped, k + n) {
                if let time {
                    draft.reminder = extract.evening(time, said: k..<(k + n), in: scoped, around: body)
                } else {
                    draft.badTime = true
                }
                for j in k..<(k + n) { removed.insert(j) }
                break
            }
        }
        // A remark after a comma that says only a tier: "…, just a nice to have", "…, not a big deal if I miss it".
        // ("- nice to have, not a must": each remark that says the same tier is read; one that says the other isn't.)
        for k in body where (w[k] == "," || w[k] == "but" || w[k] == "-") && !removed.contains(k) {
            let next = scoped[(k + 1)...].firstIndex(of: ",") ?? end
            if let tier = extract.tierRemark(scoped, (k + 1)..<next), draft.tier == nil || draft.tier == tier {
                draft.tier = tier
                for j in k..<next { removed.insert(j) }
            }
        }
        for k in body where !removed.contains(k) && draft.tier == nil {
            if let (tier, n) = extract.tierAt(scoped, k, needsLead: true), !(k..<(k + n)).contains(where: removed.contains), k > start {
                draft.tier = tier
                for j in k..<(k + n) { removed.insert(j) }
                break
            }
        }
        groupSearch: for k in body where !removed.contains(k) && k > start && ["to", "in", "into", "under", "for", "with"].contains(w[k]) {
            var j = k + 1
            while j < end, ["the", "my", "our", "a"].contains(w[j]) { j += 1 }
            for length in stride(from: min(4, end - j), through: 1, by: -1) {
                let nameRange = j..<(j + length)
                if nameRange.contains(where: removed.contains) { continue }
                var stop = j + length
                let saysGroup = stop < end && sameWord(w[stop], "group")
                if saysGroup { stop += 1 }
                guard stop == end || removed.contains(stop) || w[stop] == "," else { continue }
                switch resolver.group(Array(w[nameRange]), raw: u.original(nameRange)) {
                case .group(let id): draft.groupID = id
                case .unknown(let text):
                    guard saysGroup else { continue }
                    draft.unknownGroup = text
                }
                for r in k..<stop { removed.insert(r) }
                break groupSearch
            }
        }

        // The name: the first run of words left, up to a clause break, without trailing filler.
        if let quoted = u.tokens[body].first(where: \.quoted) {
            setName(&draft, quoted.raw, quoted: true)
            return draft
        }
        var runStart = start
        while runStart < end, removed.contains(runStart) || [",", "-", ":", "and", "+", "/", "&"].contains(w[runStart]) { runStart += 1 }
        let (cueEnd, avoidAgain) = stripCues(w, runStart..<end)
        if avoidAgain { draft.polarity = .avoid }
        runStart = cueEnd
        var runEnd = runStart
        while runEnd < end, !removed.contains(runEnd) {
            if runEnd > runStart, vocabulary.match("clause_break", in: w, at: runEnd, fuzzy: false) != nil { break }
            // ("start flossing my dentist keeps nagging me": what someone who advises me says starts a remark of its own.)
            if runEnd > runStart, vocabulary.has("possessive", w[runEnd]), reportedSpeech(w, runEnd, end, reachingEnd: true) != nil { break }
            if w[runEnd] == "." || w[runEnd] == "," { break }
            runEnd += 1
        }
        // (Where the run ended before its tail was trimmed: the words trimmed are the name's own.)
        let trimmedEnd = runEnd
        // A cue was said: here, or before an earlier habit of the same message ("add X and Y").
        let cued = start > range.lowerBound || (range.lowerBound > 0 && ["and", ",", "&", "also", "plus"].contains(w[range.lowerBound - 1]))
        var framed = false
        var trimmed = true
        while trimmed && runEnd > runStart {
            trimmed = false
            // The longest tail of any of the lists: "as a bad habit" before "habit".
            var best: (list: String, phrase: [String])? = nil
            for list in ["name_tail", "avoid_tail", "build_tail"] {
                // ("a morning routine" is the routine itself: it keeps its last word.)
                for phrase in vocabulary.list(list) where phrase.count < runEnd - runStart && runEnd - phrase.count >= runStart
                    && phrase.count > (best?.phrase.count ?? 0) && Array(w[(runEnd - phrase.count)..<runEnd]) == phrase
                    && !(phrase.last == "routine" && runEnd - phrase.count - runStart <= 1) {
                    best = (list, phrase)
                }
            }
            if let (list, phrase) = best {
                runEnd -= phrase.count
                if list == "avoid_tail" { draft.polarity = .avoid }
                if list == "build_tail" { draft.polarity = .build }
                if vocabulary.isExactly("habit_frame", phrase) { framed = true }
                trimmed = true
            }
            if !trimmed, runEnd > runStart, [",", "-", ":", "and", "to", "the", "a", "my"].contains(w[runEnd - 1]) { runEnd -= 1; trimmed = true }
            // ("add coffee max 2 a day", "coffee - no more than 2 a day": a ceiling said just before how many a day is no
            // part of the name; it makes the habit one to keep under that many.)
            if !trimmed, draft.polarity != .build, runEnd < end, removed.contains(runEnd), extract.plainNumberAt(w, runEnd) != nil,
               let n = vocabulary.matchEnding("ceiling_word", in: w, at: runEnd, after: runStart + 1) {
                runEnd -= n
                draft.polarity = .avoid
                trimmed = true
            }
            // (The same ceiling read with the count: "add coffee at most 2 a day", "coffee - no more than 2 a day".)
            if !trimmed, draft.polarity != .build, let next = (runEnd..<end).first(where: { ![",", "-", ":"].contains(w[$0]) }),
               removed.contains(next), let n = vocabulary.match("ceiling_word", in: w, at: next, fuzzy: false), extract.plainNumberAt(w, next + n) != nil {
                draft.polarity = .avoid
            }
            // ("reading and running both every day": the word counting the habits before a schedule is no part of a name.)
            if !trimmed, let n = vocabulary.matchEnding("distributive", in: w, at: runEnd, after: runStart + 1) { runEnd -= n; trimmed = true }
            // "cut out energy drinks completely": how much a wish to stop is meant is no part of the name.
            if !trimmed, draft.polarity == .avoid, let n = vocabulary.matchEnding("stop_after", in: w, at: runEnd, after: runStart + 1) {
                runEnd -= n
                trimmed = true
            }
            // After an explicit cue ("add the gym for Monday…") a small word cut off before the schedule goes too;
            // without one, such a name is a fragment of a sentence, not a habit.
            if !trimmed, cued, runEnd - runStart > 1, vocabulary.has("dangling_end", w[runEnd - 1]) { runEnd -= 1; trimmed = true }
        }
        // "I drink way too much coffee", "I spend too much time on my phone", "I smoke too much": what is done too
        // much is a habit to cut back on, named by what follows (or else the doing of it). Said of oneself, not
        // asked for: asked about before it is added.
        if let k = (runStart..<runEnd).first(where: { vocabulary.match("excess", in: w, at: $0, fuzzy: false) != nil }),
           let n = vocabulary.match("excess", in: w, at: k, fuzzy: false), k + n <= runEnd {
            if k + n < runEnd { runStart = k + n } else { runEnd = k }
            while runStart < runEnd, ["of", "on", "the"].contains(w[runStart]) { runStart += 1 }
            draft.polarity = .avoid
            draft.unsure = true
        } else if let k = (runStart..<runEnd).first(where: { vocabulary.match("deficit", in: w, at: $0, fuzzy: false) != nil }),
                  let n = vocabulary.match("deficit", in: w, at: k, fuzzy: false), k + n <= runEnd {
            // "i drink way too little water", "i don't read enough": what is done too little is a habit to build, named by
            // what follows; said of oneself, it is asked about (how often) before it is added. ("i drink way too little",
            // with nothing after it, is named by the doing — and beside a habit asked for, is only why.)
            if k + n == runEnd { runEnd = k; draft.onlyWhy = true } else { runStart = k + n }
            while runStart < runEnd, ["of", "the"].contains(w[runStart]) { runStart += 1 }
            draft.polarity = .build
            draft.unsure = true
        }
        // "make reading a habit" → "reading"; also when a schedule stands between ("make journaling a daily habit").
        // Without the frame, "make running 3 times a week" edits a habit that isn't there: "Running" it is, but
        // asked about before it is added.
        let habitLater = w[runEnd..<end].contains { vocabulary.has("habit_word", $0) }
        // ("making my bed" is the activity itself: "my bed" is no habit.)
        // ("add make bed": a thing made is no doing of its own — "Make bed".)
        if runEnd - runStart >= 2, vocabulary.has("habit_frame_verb", w[runStart]),
           framed || habitLater || (namesActivity([w[runStart + 1]]) && !vocabulary.has("made_thing", w[runStart + 1])) {
            // ("I want make sport every morning": after a wish, "make" is a doing, never an edit.)
            let wished = vocabulary.matchEnding("add_cue", in: w, at: runStart) != nil
            runStart += 1
            if !framed && !habitLater && !wished { draft.unsure = true }
        }
        // "let's do running", "do some stretching": the doing of an activity is named by the activity.
        if runEnd - runStart >= 2, w[runStart] == "do" {
            let next = w[runStart + 1] == "some" && runEnd - runStart >= 3 ? runStart + 2 : runStart + 1
            if w[next].count > 4, w[next].hasSuffix("ing") { runStart = next }
        }
        // "I'm a nail biter and I want to stop": what someone says they are is named without its article.
        if runEnd - runStart >= 2, ["a", "an"].contains(w[runStart]), runStart > range.lowerBound, ["am", "was"].contains(w[runStart - 1]) {
            runStart += 1
        }
        // (Where the name ends once its own tail is trimmed, before any words of a schedule are cut from it.)
        let afterTrim = runEnd
        // Every word of a new habit is accounted for: words of a schedule left over, in the name or after it ("call
        // grandma on the first and third sunday of every month", "water the plants at most every 4 days but at least
        // once a week"), mean a schedule was said that the reading didn't hold.
        // (A word of how often counts beside a word of the calendar: "every month", "first sunday", not "every key".)
        func calendarWord(_ k: Int) -> Bool {
            let word = w[k]
            return word.allSatisfy(\.isNumber) || vocabulary.has("calendar_word", word)
                || ["period", "weekday", "ordinal", "number"].contains { vocabulary.lookup($0, in: [word], at: 0, fuzzy: false) != nil }
                || vocabulary.has("day_unit", word)
        }
        func saysHowOften(_ k: Int) -> Bool {
            vocabulary.has("schedule_word", w[k]) && (max(body.lowerBound, k - 2)..<min(end, k + 3)).contains { $0 != k && calendarWord($0) }
        }
        // A name that ends in such words ("… on the first and third", "… at most") ends before them.
        func remnant(_ k: Int) -> Bool {
            vocabulary.has("schedule_word", w[k]) || calendarWord(k) || language.lightWords.contains(w[k]) || w[k] == "-" || vocabulary.has("conjunction", w[k])
        }
        if let cut = (runStart..<runEnd).first(where: { $0 > runStart && saysHowOften($0) && ($0..<runEnd).allSatisfy(remnant) }) {
            runEnd = cut
            while runEnd > runStart + 1, language.lightWords.contains(w[runEnd - 1]) || vocabulary.has("dangling_end", w[runEnd - 1])
                    || w[runEnd - 1].allSatisfy(\.isNumber) { runEnd -= 1 }
        }
        // Accounted for besides the name and what was read: a part of the day ("before bed", which a reminder can hold),
        // what the name's own tail trimmed ("a workout habit"), joining words, a remark of its own after a comma
        // ("…, weekends are rest days"), words about the schedule itself ("only", "weekends included"), and a closing
        // request to add it (", can you track that").
        var accounted = Set<Int>()
        for k in body { if let hit = vocabulary.lookup("day_part", in: scoped, at: k, fuzzy: false) { accounted.formUnion(k..<(k + hit.length)) } }
        accounted.formUnion(afterTrim..<max(afterTrim, trimmedEnd))
        for k in body where vocabulary.has("conjunction", w[k]) { accounted.insert(k) }
        for k in body where w[k] == "," {
            let next = ((k + 1)..<end).first(where: { w[$0] == "," }) ?? end
            if ((k + 1)..<next).contains(where: { vocabulary.has("copula", w[$0]) }) { accounted.formUnion(k..<next) }
        }
        for k in body {
            if let n = vocabulary.match("schedule_tail", in: scoped, at: k, fuzzy: false) { accounted.formUnion(k..<(k + n)) }
            // ("stretch 4 times a week whenever I can fit it in": when it suits, which a count a week already says.)
            if let n = vocabulary.match("flexible_remark", in: scoped, at: k, fuzzy: false) { accounted.formUnion(k..<(k + n)) }
            // (Not one that says a limit: "…, want to keep it to 2 cups a day".)
            if k > body.lowerBound, w[k - 1] == ",", ["request_start", "add_cue"].contains(where: { vocabulary.match($0, in: scoped, at: k, fuzzy: false) != nil }),
               !(k..<end).contains(where: { saysLimit(w, at: $0) }) {
                accounted.formUnion(k..<end)
            }
        }
        // ("violin every day for at least 15 minutes": how much each day, which the target reads — with the words leading
        // into it.)
        if draft.schedule == nil || draft.schedule == .daily, draft.polarity != .avoid {
            for k in body where !removed.contains(k) {
                guard let (_, unit, n) = extract.amountAt(scoped, k), unit != "times", (try? AmountUnit(unit)) != nil else { continue }
                var from = k
                if let m = vocabulary.matchEnding("limit_word", in: scoped, at: from), from - m >= body.lowerBound { from -= m }
                // ("for like ten minutes", "for about 20 minutes": how roughly goes with it too.)
                if from > body.lowerBound, vocabulary.has("approx_word", w[from - 1]) { from -= 1 }
                if from > body.lowerBound, vocabulary.has("duration_lead", w[from - 1]) { from -= 1 }
                accounted.formUnion(from..<(k + n))
                break
            }
        }
        // ("…and remind me at 7am, it's the one thing i can do anywhere", "…every sunday with a reminder at 10am": the words
        // asking for the reminder read.)
        if draft.reminder != nil {
            for k in body {
                if let n = vocabulary.match("remind_verb", in: scoped, at: k, fuzzy: false) ?? vocabulary.match("reminder_word", in: scoped, at: k, fuzzy: false) {
                    // ("…and remind me about it at 7": what the reminder is of, the habit itself.)
                    accounted.formUnion(k..<(k + n + (vocabulary.match("remind_object", in: scoped, at: k + n, fuzzy: false) ?? 0)))
                }
            }
        }
        // ("…once a week as well": one more habit besides the others.)
        if let n = vocabulary.matchEnding("also_end", in: scoped, at: end, after: body.lowerBound) { accounted.formUnion((end - n)..<end) }
        for k in body {
            // ("a few pages every day": how much, said without a number, is no target and no part of the name.)
            if let n = vocabulary.match("vague_amount", in: scoped, at: k, fuzzy: false), k + n < end, vocabulary.has("quantity_unit", w[k + n]) {
                accounted.formUnion(k..<(k + n + 1))
            }
            // ("stop biting my nails when i'm anxious": when it happens, said of myself, is context; so is a part of
            // its own after a comma that says something of me and no number: "cut out soda, i drink way too much of it".)
            let partEnd = ((k + 1)..<end).first(where: { w[$0] == "," }) ?? end
            if k + 1 < end, vocabulary.has("condition_lead", w[k]), vocabulary.has("first_person", w[k + 1]) { accounted.formUnion(k..<partEnd) }
            // (Or of the thing itself: "quit doomscrolling, it got really bad over the holidays"; or what happened, said
            // with no subject: "quit soda for real this time, relapsed so many times". A number after an article — "the one
            // thing i can do anywhere" — counts nothing.)
            // (Or what someone else says of it: "…, my teacher says even that much makes a difference".)
            let someone = k + 1 < end && vocabulary.has("possessive", w[k]) && vocabulary.has("person_word", w[k + 1])
            let afterComma = k > body.lowerBound && w[k - 1] == ","
                && (vocabulary.has("first_person", w[k]) || vocabulary.has("pronoun", w[k]) || extract.pastTense(w[k]) || someone)
            // (Or what I did, after "and" or "but": "learning spanish and i already fell off lol".)
            let didAfterLink = k > body.lowerBound && vocabulary.has("conjunction", w[k - 1]) && vocabulary.has("first_person", w[k])
                && ((k + 1)..<min(partEnd, k + 3)).contains { extract.pastTense(w[$0]) || vocabulary.match("lapse_phrase", in: w, at: $0, fuzzy: false) != nil }
                && !(k..<partEnd).contains { extract.dayAt(w, $0, today: Self.anyDay) != nil }
            if afterComma || didAfterLink,
               !(k..<partEnd).contains(where: { extract.plainNumberAt(w, $0) != nil && !($0 > k && vocabulary.has("article", w[$0 - 1])) }) {
                accounted.formUnion(k..<partEnd)
            }
        }
        let unread = (runStart..<end).filter { k in
            !(runStart..<runEnd).contains(k) && !removed.contains(k) && ![",", ".", "-"].contains(w[k]) && !language.lightWords.contains(w[k])
                && !accounted.contains(k)
        }
        // (One word left over — "too", "mornings" — is a remark; a run of them is something else being said.)
        let looseAt = unread.filter { !vocabulary.has("day_unit", w[$0]) && !vocabulary.has("also_word", w[$0]) }
        if looseAt.count >= 2, let first = looseAt.first, let last = looseAt.last {
            draft.looseWords = true
            draft.loose = u.original(first..<(last + 1))
        }
        // Words said after the schedule that nothing reads ("every weekday except holidays", "every saturday in winter",
        // "twice a week for six weeks") bend it: the schedule is not what was said.
        let bends = unread.contains { k in
            (scheduleEnd.map { k >= $0 } ?? false) && !vocabulary.has("day_unit", w[k]) && !vocabulary.has("also_word", w[k])
        }
        if draft.unread == nil, unread.contains(where: saysHowOften) || bends, var first = unread.first, var last = unread.last {
            // Said with the small words before them and the schedule words read after them: "at most …", "every second weekend".
            while first > runEnd, !removed.contains(first - 1), language.lightWords.contains(w[first - 1]) { first -= 1 }
            while last + 1 < end, removed.contains(last + 1) { last += 1 }
            draft.unread = u.original(first..<(last + 1))
            draft.unsure = true
        }
        if runEnd > runStart {
            var run = Array(w[runStart..<runEnd])
            // "cut down to max 2 coffees a day", "no more than 2 coffees a day": a ceiling said before the thing itself
            // is a limit a day for a habit to avoid (never for one to build).
            // ("max 2 cups of coffee a day": a ceiling in a unit is a limit in that unit.)
            // ("cut down to 5 cigarettes a day": after a wish to cut down, "to" leads into the ceiling.)
            let ledByLink = draft.polarity == .avoid && runStart > 0 && vocabulary.match("limit_link", in: w, at: runStart - 1, fuzzy: false) != nil
            if draft.polarity != .build, draft.schedule == .daily,
               let lead = vocabulary.match("ceiling_word", in: run, at: 0, fuzzy: false) ?? (ledByLink ? 0 : nil),
               let (n, len) = extract.plainNumberAt(run, lead), lead + len < run.count {
                var k = lead + len
                var unit = AmountUnit.times
                if vocabulary.has("quantity_unit", run[k]), let said = try? AmountUnit(run[k]) {
                    unit = said
                    k += 1
                    if k < run.count, run[k] == "of" { k += 1 }
                }
                // ("max 2 coffees a day": what is counted, the habit's own name, is the unit too — "at most 2 coffees".)
                if unit == .times, k == run.count - 1, countedThing(run[k]), let said = try? AmountUnit(run[k]) {
                    unit = said
                }
                if k < run.count, plausibleName(Array(run[k...])) {
                    draft.target = Target.limit(Amount(n), unit)
                    draft.polarity = .avoid
                    draft.perDay = nil
                    runStart += k
                    run = Array(w[runStart..<runEnd])
                } else if k == run.count, unit != .times, !vocabulary.has("measure_unit", run[k - 1]),
                          let said = try? AmountUnit(language.spelledOut(Target.limit(Amount(n), unit)).unit.word) {
                    // ("cut down to max 5 cigarettes a day": what is counted names the habit. "keep it under 2 hours a day":
                    // a measure names nothing.)
                    draft.target = Target.limit(Amount(n), said)
                    draft.polarity = .avoid
                    draft.perDay = nil
                    setName(&draft, capitalized(said.word))
                    // ("…5 cigarettes a day max": the ceiling said again at the end is this one.)
                    if let unread = draft.unread, case let words = language.tokenize(unread).norms,
                       vocabulary.match("ceiling_word", in: words, at: 0, fuzzy: false) == words.count {
                        draft.unread = nil
                        draft.unsure = nil
                    }
                    return draft
                }
            }
            // ("keep coffee to 2 cups a day", "cap screen time at 2 hours a day": a verb of holding something down, with
            // its ceiling after the thing, is a habit to avoid.)
            if draft.polarity != .build, run.count > 2, vocabulary.has("limit_verb", run[0]),
               ((runStart + 2)..<end).contains(where: { k in
                   vocabulary.match("limit_link", in: w, at: k, fuzzy: false).map { n in extract.plainNumberAt(w, k + n + ceiling(w, k + n)) != nil } ?? false
               }) {
                draft.polarity = .avoid
                runStart += 1
                run.removeFirst()
            }
            // "limit alcohol to 2 drinks a day", "cut coffee down to 3 a day": a ceiling said after the thing, for a habit
            // to avoid, is its limit (in the unit said, or times).
            if draft.polarity == .avoid, draft.schedule == .daily || draft.schedule == nil, draft.target == nil, run.count > 2,
               let link = (1..<run.count).first(where: { k in
                   vocabulary.match("limit_link", in: run, at: k, fuzzy: false).map { n in extract.plainNumberAt(run, k + n + ceiling(run, k + n)) != nil } ?? false
               }), let linked = vocabulary.match("limit_link", in: run, at: link, fuzzy: false), case let n = linked + ceiling(run, link + linked),
               let (count, len) = extract.plainNumberAt(run, link + n) {
                var end = link + n + len
                var unit = AmountUnit.times
                // (In a unit, or in what is counted: "to 2 drinks".)
                if end + 1 == run.count, let said = try? AmountUnit(run[end]) { unit = vocabulary.has("quantity_unit", run[end]) ? said : .times; end += 1 }
                if end == run.count, plausibleName(Array(run[..<link])) {
                    draft.target = Target.limit(Amount(count), unit)
                    draft.perDay = nil
                    runEnd = runStart + link
                    run = Array(w[runStart..<runEnd])
                }
            }
            // ("only allowed to smoke 2 times a day": a count a day of what one allows oneself is its ceiling.)
            let allowed = (range.lowerBound..<start).contains { k in
                vocabulary.match("allowance_lead", in: w, at: k, fuzzy: false).map { k + $0 == start } ?? false
            }
            // ("limit cigarettes: at most five per day": a count a day of a habit to avoid, said with a ceiling anywhere.)
            let ceilingSaid = draft.polarity == .avoid && range.contains { vocabulary.match("ceiling_word", in: w, at: $0, fuzzy: false) != nil }
            if allowed || ceilingSaid, draft.target == nil, let n = draft.perDay {
                draft.target = Target.limit(Amount(n), .times)
                draft.perDay = nil
            }
            // ("limit coffee to 3 a day": the count a day was read; what leads into it makes it a ceiling.)
            if draft.polarity == .avoid, draft.target == nil, let n = draft.perDay, runEnd < end,
               vocabulary.match("limit_link", in: w, at: runEnd, fuzzy: false) != nil
                || (runEnd > runStart && vocabulary.match("limit_link", in: w, at: runEnd - 1, fuzzy: false) != nil) {
                draft.target = Target.limit(Amount(n), .times)
                draft.perDay = nil
                // (The word leading into the ceiling is no part of the name: "keep sugar under 3 a day".)
                if runEnd - runStart > 1, vocabulary.match("limit_link", in: w, at: runEnd - 1, fuzzy: false) == 1 {
                    runEnd -= 1
                    run = Array(w[runStart..<runEnd])
                }
            }
            // ("10,000 steps a day", "50 pushups a day": how much of a thing that is an activity names it; `measured`
            // makes it "Steps", 10,000 a day. "8 glasses a day" names nothing.)
            let activityAmount = extract.amountAt(run, 0).map { $0.2 == run.count && namesActivity([$0.1]) } ?? false
            // ("cap my coffee at 2 a day", "add my vitamin D tablets": a habit is the thing itself, not "my" of it.)
            // (Not after a comma: "…, my curls can't handle daily" is a remark of its own.)
            if run.count > 1, vocabulary.has("possessive", run[0]), !vocabulary.has("person_word", run[1]),
               draft.polarity == .avoid || (runStart > 0 && ![",", "-", ":"].contains(w[runStart - 1])), plausibleName(Array(run.dropFirst())) {
                runStart += 1
                run.removeFirst()
            }
            // ("stop having drinks after my shifts": a light verb before what is to be avoided names nothing.)
            if draft.polarity == .avoid, run.count > 1, vocabulary.has("light_gerund", run[0]), plausibleName(Array(run.dropFirst())) {
                runStart += 1
                run.removeFirst()
            }
            if plausibleName(run) || activityAmount {
                setName(&draft, u.original(runStart..<runEnd))
            } else if draft.unread == nil, run.indices.contains(where: { i in
                // (Not "min" after a number: "30 min a day" is minutes.)
                vocabulary.match("limit_word", in: run, at: i, fuzzy: false) != nil && !(i > 0 && extract.plainNumberAt(run, i - 1) != nil)
            }) {
                // "…, max 2 a day": a limit said that no schedule holds; the habit before it is asked about, saying so.
                draft.unread = u.original(runStart..<end)
                draft.unsure = true
            } else {
                draft.leftover = true
            }
        }
        if draft.schedule == nil, let (schedule, perDay) = trailing {
            draft.schedule = schedule
            draft.perDay = perDay
        }
        return draft
    }

    /// "keep coffee to max 2 cups", "limit sugar to at most 3": the words of a ceiling after the word that leads into it.
    private func ceiling(_ w: [String], _ k: Int) -> Int {
        k < w.count ? vocabulary.match("ceiling_word", in: w, at: k, fuzzy: false) ?? 0 : 0
    }

    /// "Drink 8 glasses of water" every day → "Drink water", 8 glasses a day; "Read 20 pages" → "Read", 20 pages a day;
    /// "10,000 steps" → "Steps"; "run 10 km a week" → "Run", 10 km over each week. An amount in the name of a habit
    /// is how much, not part of what.
    func measured(_ draft: inout HabitDraft, _ said: Utterance, _ range: Range<Int>) {
        guard draft.target == nil, draft.polarity != .avoid else { return }
        // "water, goal is 6 glasses a day": how much said beside the name, not in it.
        func beside() {
            let w = said.norms
            // ("a few pages every day": how much said without a number sets no target.)
            if let k = range.first(where: { extract.amountAt(w, $0) != nil }), vocabulary.match("vague_amount", in: w, at: k, fuzzy: false) == nil,
               !(k > 0 && vocabulary.match("vague_amount", in: w, at: k - 1, fuzzy: false) != nil),
               let (amount, unit, n) = extract.amountAt(w, k), unit != "times",
               let unitWord = try? AmountUnit(unit) {
                draft.target = Target(amount, unitWord, kind: .day)
                draft.perDay = nil
                // (The words of that amount are read: "water, 8 glasses a day" leaves nothing over — nor does "aiming for 2
                // litres a day", whose lead says it is what to reach.)
                let read = { (words: String) in language.tokenize(words).norms.allSatisfy({
                    w[k..<(k + n)].contains($0) || language.lightWords.contains($0) || vocabulary.has("target_lead", $0) || vocabulary.has("goal_word", $0)
                }) }
                if let loose = draft.loose, read(loose) {
                    draft.loose = nil
                    draft.looseWords = nil
                }
                // ("add a long run every sunday, 15km": the words left over after the schedule were that amount.)
                if let unread = draft.unread, read(unread) {
                    draft.unread = nil
                    draft.unsure = nil
                }
            }
        }
        let daily = draft.schedule == .daily
        // ("add 50 pushups every weekday": on days of the week, how much is each day's too.)
        let onDays: Bool = { if case .weekdays? = draft.schedule { return true } else { return false } }()
        guard daily || onDays || draft.schedule == nil else { return }
        guard let name = draft.name else { if daily || onDays { beside() }; return }
        guard draft.perDay == nil else { return }
        let u = language.tokenize(name)
        let w = u.norms
        // ("add 6 pomodoros a day", "20 vocab words a day": a count before things counted, a day, is how many of them;
        // the things name the habit. Not after a comma — "anki flashcards, 50 cards a day" is how many of the habit before
        // it — nor an amount in a unit: "10k steps".)
        let afterComma = range.lowerBound > 0 && said.norms[range.lowerBound - 1] == ","
        // ("i wanna do 6 pomodoros a day": after a bare verb of doing, too.)
        let verb = w.count > 2 ? vocabulary.match("name_lead_verb", in: w, at: 0, fuzzy: false) ?? (vocabulary.has("amount_verb", w[0]) ? 1 : 0) : 0
        if !afterComma, !w.indices.contains(where: { extract.amountAt(w, $0) != nil }),
           let (count, n) = extract.plainNumberAt(w, verb), case let len = verb + n, len < w.count, w.count - len <= 3, let last = w.last, countedThing(last),
           !w[len...].contains(where: { extract.plainNumberAt([$0], 0) != nil }), plausibleName(Array(w[len...])), let unit = try? AmountUnit(last) {
            draft.target = Target(Amount(count), unit, kind: .day)
            setName(&draft, capitalized(u.original(len..<w.count)))
            return
        }
        guard let k = w.indices.first(where: { extract.amountAt(w, $0) != nil }), let (amount, unitWord, n) = extract.amountAt(w, k),
              let unit = try? AmountUnit(unitWord) else { if daily || onDays { beside() }; return }
        var end = k + n
        // "10 km a week", "100 pages per month": how much over each week or month, said where no schedule was.
        var period: Schedule? = nil
        if !daily, !onDays, let (_, _, schedule, length) = extract.amountPerPeriodAt(w, k) {
            period = schedule
            end = k + length
        }
        // (With no schedule said yet — "track 8 glasses of water and 40 pushups every day", whose schedule the last part
        // says for both — how much is still a day's.)
        if period == nil, end < w.count, w[end] == "of" { end += 1 }
        // ("meditate for 10 minutes": the word that leads into how long goes with it.)
        var start = k
        if start > 0, vocabulary.has("duration_lead", w[start - 1]) { start -= 1 }
        // ("read at least 20 pages a day": the words of a floor go with the amount too; "coffee max 2 cups a day": a
        // ceiling makes it a limit, for a habit to avoid.)
        let ceiling = period == nil && draft.polarity != .build && vocabulary.matchEnding("ceiling_word", in: w, at: start) != nil
        if let floor = vocabulary.matchEnding("limit_word", in: w, at: start) { start -= floor }
        // ("a water goal of 2 litres a day": the words that say it is a goal go with the amount.)
        if start >= 2, w[start - 1] == "of", vocabulary.has("goal_word", w[start - 2]) { start -= 2 }
        // ("a daily walk of 5 km": how much, after "of", is the walk's.)
        else if start >= 2, w[start - 1] == "of", start == k { start -= 1 }
        let kept = [start > 0 ? u.original(0..<start) : "", end < w.count ? u.original(end..<w.count) : ""].filter { !$0.isEmpty }
        let rest = kept.joined(separator: " ")
        // ("do 20 pushups": a bare verb of doing names nothing; the pushups are what is done. So does a verb that only
        // says the amount is reached: "hit 10,000 steps". Anything else that doesn't read as a name keeps the name as
        // it was said, and no target.)
        let restWords = language.tokenize(rest).norms
        let newName: String
        if restWords.count <= 1,
           restWords.allSatisfy({ vocabulary.has("habit_frame_verb", $0) || vocabulary.has("amount_verb", $0) || language.lightWords.contains($0) }) {
            // ("4 hours a week" names nothing: only a unit that is itself something done — steps, pushups — names the habit.)
            guard !restWords.isEmpty || namesActivity([unitWord]) else { return }
            newName = capitalized(unitWord)
        } else if !rest.isEmpty, plausibleName(restWords) {
            newName = capitalized(rest)
        } else {
            return
        }
        if let period {
            draft.schedule = period
            draft.target = Target(amount, unit, kind: .period)
        } else if ceiling {
            draft.target = Target.limit(amount, unit)
            draft.polarity = .avoid
        } else {
            draft.target = Target(amount, unit, kind: .day)
        }
        setName(&draft, newName)
    }

    /// "max 2 a day", "at most 3 a day": a count per day said with a word of a ceiling is a limit for a habit to avoid,
    /// not words the schedule couldn't hold.
    /// ("cut down on coffee, no more than 2 cups a day": a ceiling said in a unit is a limit in that unit.)
    func limited(_ draft: inout HabitDraft) {
        guard let unread = draft.unread ?? draft.loose, draft.schedule == .daily, draft.polarity != .build, draft.target == nil else { return }
        var words = language.tokenize(unread).norms
        // ("…, want to keep it to 2 cups": a wish leads into the limit.)
        if let n = vocabulary.match("limit_wish", in: words, at: 0, fuzzy: false), n < words.count { words.removeFirst(n) }
        // ("…, keep it to 2 cups a day max": a ceiling said twice is one.)
        if let n = vocabulary.matchEnding("ceiling_word", in: words, at: words.count), vocabulary.match("limit_word", in: words, at: 0, fuzzy: false) != nil {
            words.removeLast(n)
        }
        let lead: Int
        if let n = vocabulary.match("limit_word", in: words, at: 0, fuzzy: false) {
            // ("add reading, at least 20 pages a day": a floor is how much to do, never a limit.)
            if vocabulary.match("floor_word", in: words, at: 0, fuzzy: false) == n {
                if let perDay = draft.perDay, extract.plainNumberAt(words, n)?.0 == perDay {
                    draft.target = Target(Amount(perDay), .times, kind: .day)
                    draft.perDay = nil
                    draft.unread = nil
                    draft.loose = nil
                    draft.looseWords = nil
                } else if draft.perDay == nil, let (amount, unitWord, length) = extract.amountAt(words, n), unitWord != "times", let unit = try? AmountUnit(unitWord),
                   n + length == words.count || extract.scheduleAt(words, n + length).map({ $0.0 == .daily && n + length + $0.1 == words.count }) ?? false {
                    draft.target = Target(amount, unit, kind: .day)
                    draft.unread = nil
                    draft.loose = nil
                    draft.looseWords = nil
                }
                return
            }
            lead = n
        } else if let n = vocabulary.matchEnding("ceiling_word", in: words, at: words.count) {
            // ("…, 2 cups a day max", "2 a day tops": the word of a ceiling said after.)
            words = Array(words.dropLast(n))
            lead = 0
        } else {
            return
        }
        // ("max twice a day": the count said in a word of times.)
        let count = extract.plainNumberAt(words, lead)?.0 ?? vocabulary.lookup("times", in: words, at: lead, fuzzy: false).flatMap { Int($0.value) }
        if let n = draft.perDay, words.isEmpty || count == n {
            draft.target = Target.limit(Amount(n), .times)
        } else if let (amount, unitWord, length) = extract.amountAt(words, lead), unitWord != "times", let unit = try? AmountUnit(unitWord),
                  lead + length == words.count
                    || lead + length < words.count && extract.scheduleAt(words, lead + length).map({ $0.0 == .daily && lead + length + $0.1 == words.count }) ?? false {
            draft.target = Target.limit(amount, unit)
        } else {
            return
        }
        draft.polarity = .avoid
        draft.perDay = nil
        draft.unread = nil
        draft.loose = nil
        draft.looseWords = nil
        draft.unsure = nil
    }

    /// "…, want to keep it to 2 cups a day": a ceiling and its number said just here is a limit, not why.
    func saysLimit(_ w: [String], at k: Int) -> Bool {
        (k..<min(w.count, k + 3)).contains { j in
            vocabulary.match("ceiling_word", in: w, at: j, fuzzy: false).map { extract.plainNumberAt(w, j + $0) != nil } ?? false
        }
    }

    /// "pomodoros", "cards", "coffees": a word naming things counted — a plural of four letters or more that is no measure,
    /// day, period, weekday or word of a schedule, and could name something.
    func countedThing(_ word: String) -> Bool {
        word.count > 3 && word.hasSuffix("s") && !word.hasSuffix("ss")
            && !["measure_unit", "day_unit", "schedule_word"].contains { vocabulary.has($0, word) }
            && ["period", "weekday", "times"].allSatisfy { vocabulary.lookup($0, in: [word], at: 0, fuzzy: false) == nil }
            && plausibleName([word])
    }

    /// "better habits", "my bad habits", "a routine": habits in general, no one habit.
    func talksOfHabitsInGeneral(_ words: [String]) -> Bool {
        !words.isEmpty && words.allSatisfy { vocabulary.has("meta_name_word", $0) } && words.contains { vocabulary.has("general_habit_word", $0) }
    }

    /// Whether words read as an activity: not a sentence's subject or a place ("im away at…", "back"), not cut
    /// off before a dangling small word ("… at my parents this"), not only a quantity ("five minutes").
    /// "no spend day", "no sugar days": a day of not doing something, named by it — a habit to build, "no" and all.
    func daysWithout(_ words: [String]) -> Bool {
        guard words.count >= 3, vocabulary.has("none_word", words[0]) else { return false }
        return (2..<min(words.count, 4)).contains { vocabulary.lookup("period", in: words, at: $0, fuzzy: false)?.value == "day" }
    }

    func plausibleName(_ words: [String]) -> Bool {
        guard let first = words.first, let last = words.last else { return false }
        // "✅", "!!": a name has a letter or a digit in it.
        guard words.contains(where: { $0.contains(where: { $0.isLetter || $0.isNumber }) }) else { return false }
        // ("home workout", "back stretches": a word that starts no name alone may say what kind of thing the next word is.)
        let modifies = words.count > 1 && vocabulary.has("modifier_start", first) && !language.lightWords.contains(words[1])
            && !vocabulary.has("not_activity_start", words[1])
        if (vocabulary.has("not_activity_start", first) && !daysWithout(words) && !modifies) || vocabulary.has("dangling_end", last) { return false }
        // ("max 5 energy drinks a week": a ceiling with its number is how much, never a name.)
        if words.indices.contains(where: { k in
            vocabulary.match("ceiling_word", in: words, at: k, fuzzy: false).map { extract.plainNumberAt(words, k + $0) != nil } ?? false
        }) { return false }
        // ("…at 10am and 3pm": a time of day is when, never what.)
        if extract.time(words) != nil { return false }
        // ("ok so two things, …": what introduces a list names nothing.)
        if vocabulary.match("list_intro", in: words, at: 0, fuzzy: false) == words.count { return false }
        // "want to go 4x a week": a bare verb of doing names nothing; nor does "everything" or "all of them".
        if words.count == 1, vocabulary.has("empty_verb", first) { return false }
        // ("tuesdays and thursdays specifically": words said of a schedule name nothing.)
        if vocabulary.isExactly("schedule_tail", words) { return false }
        // ("could you help me keep track": asking for what was said to be kept names nothing of its own.)
        if vocabulary.isExactly("back_add", words) { return false }
        if vocabulary.isExactly("everything", words) || vocabulary.isExactly("plural_pronoun", words) { return false }
        // "help me build better habits", "my bad habits": habits in general, not one.
        if talksOfHabitsInGeneral(words) { return false }
        // "creative i wanna do at least 2": a sentence with its own subject and wish, not a name ("stretch when I wake up"
        // is one).
        if words.indices.dropFirst().contains(where: { vocabulary.has("first_person", words[$0]) && vocabulary.match("add_cue", in: words, at: $0, fuzzy: false).map { $0 > 1 } == true }) {
            return false
        }
        // ("wanna add smth": a thing not yet said names nothing.)
        if words.allSatisfy({ vocabulary.has("vague_thing", $0) || language.lightWords.contains($0) }) { return false }
        // ("rename duo to duolingo": a verb of changing a habit names none.)
        if words.count > 1, vocabulary.has("edit_lead", first) { return false }
        // ("off to lisbon friday till monday": going somewhere is a trip, never a habit.)
        if vocabulary.match("travel_lead", in: words, at: 0, fuzzy: false) != nil { return false }
        // "get 2 reminders for brush teeth": a reminder is something the coach does, never a habit.
        if words.contains(where: { vocabulary.has("reminder_word", $0) }) { return false }
        // ("remind me evenings around 7:30": a part of the day is when, never what.)
        if words.allSatisfy({ vocabulary.has("day_part_noun", $0) || ($0.hasSuffix("s") && vocabulary.has("day_part_noun", String($0.dropLast()))) || $0 == "in" || $0 == "the" }) {
            return false
        }
        // ("need to skip a swim next week" with "Swimming": skipping a habit there is names no new one.)
        if words.count > 1, vocabulary.has("skip_word", first), resolver.habitWithin(Array(words.dropFirst()), raw: "") != nil { return false }
        // "went", "do it": a report, or words about something else.
        if extract.pastTense(first) || words.contains(where: { vocabulary.has("pronoun", $0) }) { return false }
        // ("already did today's", "just finished mine": a small word of logging, then a past tense, is a report too.)
        if words.count > 1, extract.pastTense(words[1]), vocabulary.match("log_word", in: words, at: 0, fuzzy: false) == 1 { return false }
        // "one a day is enough": a sentence, not an activity.
        if words.contains(where: { ["is", "are", "was", "were"].contains($0) }) { return false }
        // ("my curls can't handle daily": a helping verb denied after the first word makes a sentence too.)
        if words.count > 2, words.indices.dropFirst().contains(where: { k in
            words[k] == "cannot" || (k + 1 < words.count && words[k + 1] == "not" && vocabulary.has("auxiliary", words[k]))
        }) { return false }
        // "music should be pick 1": a modal and "be" make a sentence too (a name may start with "be": "Be in bed by 10").
        if zip(words, words.dropFirst()).contains(where: { ["should", "must", "will", "would", "could", "can", "might", "to"].contains($0.0) && $0.1 == "be" }) {
            return false
        }
        // "my sister reads every day": about someone else.
        if words.count > 1, ["my", "our", "his", "her", "their"].contains(first), vocabulary.has("person_word", words[1]) { return false }
        // "exercise: running or gym": a definition, not a name.
        if words.contains(":") { return false }
        // "phone in bed last night", "cigarettes today": a day says when something happened; it names no new habit.
        if words.indices.contains(where: { vocabulary.lookup("relative_day", in: words, at: $0, fuzzy: false) != nil }) { return false }
        // "twice", "max 2", "at most 3": how many or how much names nothing.
        // ("pushups" or "steps" alone name the activity.)
        var k = 0
        var counted = false
        while k < words.count {
            if let n = vocabulary.match("limit_word", in: words, at: k, fuzzy: false)
                ?? vocabulary.lookup("times", in: words, at: k, fuzzy: false)?.length
                ?? extract.numberAt(words, k)?.1 { k += n; counted = true; continue }
            guard vocabulary.has("quantity_unit", words[k]) || words[k] == "-" else { break }
            k += 1
        }
        let quantity = k == words.count && counted
        return !quantity
    }

    private func setName(_ draft: inout HabitDraft, _ raw: String, quoted: Bool = false) {
        do {
            // ("add reading - 20 pages a day": a dash or colon left at either end of the words is no part of the name.)
            let dangling: Set<Character> = ["-", "–", "—", ":", ",", ";", "/", "&", "+"]
            let bare = quoted ? raw : String(raw.drop { dangling.contains($0) || $0.isWhitespace }.reversed().drop { dangling.contains($0) || $0.isWhitespace }.reversed())
            var name = try Text.name(bare.isEmpty ? raw : bare)
            // "ADD YOGA EVRY DAY" gives "Yoga", not "YOGA"; quoted names are kept exactly.
            let letters = name.filter(\.isLetter)
            if !quoted, letters.count > 3, letters.allSatisfy(\.isUppercase) { name = name.lowercased() }
            if !quoted { name = spellingFixed(name) }
            draft.name = quoted ? name : capitalized(name)
        } catch {
            draft.nameProblem = error
        }
    }

    /// Whether a draft's name is only words of when ("sunday to thursday nights" → "Nights"): it names nothing.
    func namesOnlyWhen(_ draft: HabitDraft) -> Bool {
        guard let name = draft.name else { return false }
        return language.tokenize(name).norms.allSatisfy { word in
            ["evening_word", "morning_word", "schedule_word"].contains { vocabulary.has($0, word) }
        }
    }

    /// Whether words plainly name an activity on their own: a word the vocabulary knows as one (a category word
    /// or a verb form), or an "-ing" word — "walk 10k steps", "swimming", not "let me think" or "stuff".
    func namesActivity(_ words: [String]) -> Bool {
        guard plausibleName(words), !words.contains(where: { vocabulary.has("not_an_answer", $0) }) else { return false }
        return words.contains { word in
            vocabulary.lookup("category", in: [word], at: 0, fuzzy: false) != nil || vocabulary.lookup("verb_form", in: [word], at: 0, fuzzy: false) != nil
                || vocabulary.isValue(word, of: "verb_form") || (word.count > 5 && word.hasSuffix("ing"))
        }
    }

    /// "excercise" → "exercise", "meditaion" → "meditation": a word of a new name one typo away from an
    /// activity word the vocabulary knows (and not a word it knows itself) is spelled as the vocabulary does.
    func spellingFixed(_ name: String) -> String {
        let known = vocabulary.map("category").filter { $0.phrase.count == 1 }.map { $0.phrase[0] }
        let words = name.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        let fixed = words.map { word -> String in
            let lower = word.lowercased()
            // Long words only: short ones are too often other real words ("waking" is not "walking").
            guard lower.count >= 8, lower.allSatisfy(\.isLetter), !known.contains(lower),
                  // (A letter missing, one too many, or two swapped — not one changed, which makes other real words:
                  // "clearing" is no "cleaning".)
                  let right = known.first(where: { $0.count >= 8 && sameWord(lower, $0, minLength: 8)
                      && ($0.count != lower.count || language.swapsTwo(lower, $0)) }) else { return word }
            return word.first?.isUppercase == true ? capitalized(right) : right
        }
        return fixed.joined(separator: " ")
    }

    func capitalized(_ text: String) -> String {
        guard let first = text.first, first.isLowercase else { return text }
        return first.uppercased() + text.dropFirst()
    }
}
