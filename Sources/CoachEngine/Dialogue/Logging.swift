import Foundation
import HabitDomain

extension Turn {
    /// "today", "yesterday", "tomorrow", "Monday" (within a week either way), or the date.
    mutating func when(_ day: Day) -> String {
        let back = context.today - day
        if back == 0 { return text(.whenToday) }
        if back == 1 { return text(.whenYesterday) }
        if back == -1 { return text(.whenTomorrow) }
        if abs(back) < 7 { return text(.whenWeekday, ["weekday": weekdayName(day.weekday)]) }
        return text(.whenDate, ["date": day.iso])
    }

    mutating func units(_ n: Int, _ unit: Streak.Unit) -> String {
        let key: ReplyKey
        switch unit {
        case .days: key = n == 1 ? .unitDay : .unitDays
        case .weeks: key = n == 1 ? .unitWeek : .unitWeeks
        case .months: key = n == 1 ? .unitMonth : .unitMonths
        }
        return text(key, ["n": "\(n)"])
    }

    /// "this week", "last week", "that week" (or month): the period of `progress`, told from today.
    mutating func periodWords(_ progress: PeriodProgress) -> String {
        let today = context.today
        let month = progress.period.length > 7
        if progress.period.contains(today) { return text(month ? .periodMonth : .periodWeek) }
        let previous = month ? context.calendar.month(containing: progress.period.end.adding(days: 1))
                             : context.calendar.week(containing: progress.period.end.adding(days: 1))
        if previous.contains(today) { return text(month ? .periodLastMonth : .periodLastWeek) }
        return text(month ? .periodThatMonth : .periodThatWeek)
    }

    mutating func left(_ days: Int) -> String { days == 1 ? text(.dayLeft) : text(.daysLeft, ["n": "\(days)"]) }

    /// Logs a request: "I went running", "skip meditation today, I'm sick", "actually I didn't read".
    mutating func log(_ report: Command.Report) {
        let state = report.state
        var spec = report.spec
        // "i fell off the wagon with running": a slip said of one habit to build is a struggle, not a slip — the
        // lighter choices are offered, nothing is logged.
        if state == .slipped, spec.references.count == 1, case .habit(let id) = spec.references[0],
           journal.habit(id: id)?.polarity == .build {
            makeEasier(spec.references[0])
            return
        }
        // "relapsed last night": a slip said without a habit is about the one habit to avoid, if there is one.
        if state == .slipped, !spec.everything, spec.references.isEmpty || (spec.references == [.pronoun] && focusHabit?.polarity != .avoid) {
            let avoid = journal.activeHabits.filter { $0.polarity == .avoid }
            if avoid.isEmpty { say(.errorSlip); return }
            spec.references = avoid.count == 1 ? [.habit(avoid[0].id)] : [.ambiguous(avoid.map(\.id))]
        }
        // "couldn't swim yesterday, the pool was closed" … "can you mark it as skipped": "it", with no day said, right
        // after the same was logged of it on another day, is that log — not a new one on today.
        // (Not how much: "2 so far today" after "4 snacks yesterday" is today's.)
        // So is "wait no i didn't floss" right after "read and flossed last night": a habit just logged, said not done.
        if spec.days.isEmpty, spec.amount == nil, let last = self.state.lastLog, self.state.turn - last.turn <= 1, last.day != context.today {
            let named = spec.references.compactMap { r -> UUID? in if case .habit(let id) = r { return id } else { return nil } }
            if spec.references == [.pronoun] ? last.state == state && last.habits.count == 1 && last.habits.first == self.state.focus
                : state == nil && !named.isEmpty && named.count == spec.references.count && named.allSatisfy(last.habits.contains) {
                spec.days = [last.day]
            }
        }
        let days = spec.days.isEmpty ? [context.today] : spec.days
        // "ran today, no wait", "I smoked today. jk": taken back as it was said, so nothing is logged.
        if spec.takenBack || spec.denied && state == .done { say(.logTakenBack); return }
        if spec.nearly { say(.nearMiss); return }
        // "finally did the thing!!": which habit is asked — those still open that day first — and the answer logs it.
        if spec.unnamed {
            guard days.count == 1, let state else { say(.whichHabit); return }
            let day = days[0]
            let all = journal.activeHabits.filter { $0.created <= day && ($0.polarity == .avoid) == (state == .slipped) }
            // (A habit with a count a week or a month may be done, or skipped, any day.)
            let open = all.filter { (journal.track($0).isDue(on: day) || !$0.settings(on: day).schedule.isDayBased) && journal.marks[$0.id]?[day] == nil }
            let ids = (open.isEmpty ? all : open).map(\.id)
            if ids.isEmpty { say(.whichHabit) } else { askWhich(ids, .mark(state, day, spec.note ?? spec.aside)) }
            return
        }
        // "I'm exhausted", "I'm sick": a state said, nothing asked — skipping everything is offered, not done.
        // (With another question open, this one takes its place: nothing is skipped unasked either way.)
        if state == .skipped, report.offerOnly, spec.everything || spec.references.isEmpty, days.count == 1 {
            open(.confirmSkipAll(days[0], reason: spec.aside ?? report.reason))
            return
        }
        // "…, didn't meditate at all tho" over a week said before it: nothing logged on any of its days is said once.
        if state == nil, days.count > 1, case let named = spec.references.compactMap({ r -> Habit? in
            if case .habit(let id) = r { return journal.habit(id: id) } else { return nil }
        }), named.count == spec.references.count, !named.isEmpty,
           named.allSatisfy({ habit in days.allSatisfy { journal.marks[habit.id]?[$0] == nil } }) {
            let span = text(.daysSpan, ["start": when(days.min()!), "until": when(days.max()!)])
            for habit in named { say(.logNothingToClear, ["name": habit.name, "when": span]) }
            return
        }
        // "…, oh wait no the dog walk was yesterday": that habit goes on its own days, the rest on the days said.
        if let moved = spec.moved, spec.references.contains(moved) {
            var rest = spec
            rest.references.removeAll { $0 == moved }
            rest.moved = nil
            for day in days where !rest.references.isEmpty { log(rest, state, on: day, reason: report.reason, cleanReport: report.cleanReport) }
            rest.references = [moved]
            for day in spec.movedTo { log(rest, state, on: day, reason: report.reason, cleanReport: report.cleanReport) }
            return
        }
        log(spec, state, over: days, reason: report.reason, cleanReport: report.cleanReport)
    }

    /// Logs each day; when each day said one line, the same but for the day, it is said once for all of them
    /// ("Skipped "Stretch" for Thursday, Friday and Saturday").
    mutating func log(_ spec: LogSpec, _ state: MarkState?, over days: [Day], reason: String?, cleanReport: Bool) {
        guard days.count > 1 else {
            for day in days { log(spec, state, on: day, reason: reason, cleanReport: cleanReport) }
            return
        }
        // ("ran monday and tuesday" with a morning and an evening run: which is asked once, and the answer logs every day.)
        if let state, spec.amount == nil, let k = spec.references.firstIndex(where: { if case .ambiguous = $0 { return true } else { return false } }),
           case .ambiguous(let ids) = spec.references[k] {
            var rest = spec
            rest.references.remove(at: k)
            if !rest.references.isEmpty { log(rest, state, over: days, reason: reason, cleanReport: cleanReport) }
            edit(.ambiguous(ids), .markDays(state, days))
            return
        }
        let before = messages.count
        var lines: [(key: ReplyKey, values: [String: String])] = []
        var each = true
        for day in days {
            let count = messages.count
            said = []
            log(spec, state, on: day, reason: reason, cleanReport: cleanReport)
            if let one = said, one.count == 1, messages.count == count + 1, one[0].values["when"] == when(day) { lines.append(one[0]) } else { each = false }
            said = nil
        }
        guard each, let first = lines.first,
              lines.allSatisfy({ $0.key == first.key && $0.values.filter { $0.key != "when" } == first.values.filter { $0.key != "when" } }) else { return }
        messages.removeSubrange(before...)
        var values = first.values
        let sorted = days.sorted()
        let consecutive = zip(sorted, sorted.dropFirst()).allSatisfy { $1 - $0 == 1 }
        values["when"] = consecutive && sorted.count > 3 ? text(.daysEachSpan, ["start": when(sorted[0]), "until": when(sorted[sorted.count - 1])])
            : list(sorted.map { when($0) })
        say(first.key, values)
    }

    mutating func log(_ spec: LogSpec, _ state: MarkState?, on day: Day, reason: String?, cleanReport: Bool) {
        var habits: [Habit] = []
        if spec.everything || spec.references.isEmpty {
            habits = journal.activeHabits.filter { habit in
                let track = journal.track(habit)
                let then = habit.settings(on: day)
                guard habit.created <= day else { return false }
                if state == .skipped { return track.isDue(on: day) || !then.schedule.isDayBased }
                return then.polarity == .build && track.isDue(on: day)
            }
            let left = Set(spec.except.compactMap { reference -> UUID? in if case .habit(let id) = reference { return id } else { return nil } })
            habits.removeAll { left.contains($0.id) }
            guard !habits.isEmpty else { say(.logNothingDue, ["when": when(day)]); return }
            // "I'm sick today": everything still open is skipped; what is already logged that day stays as it is.
            if state == .skipped {
                habits.removeAll { journal.marks[$0.id]?[day] != nil }
                guard !habits.isEmpty else { say(.logAllLogged, ["when": when(day)]); return }
            }
            // "did everything": what is already done that day goes without saying.
            if state == .done, spec.everything {
                habits.removeAll { journal.marks[$0.id]?[day]?.state == .done }
                guard !habits.isEmpty else { say(.logAllDone, ["when": when(day)]); return }
            }
        }
        // Every habit named must be found: with words that name none ("I was wondering, … how long my meditation
        // streak is"), nothing is logged — what wasn't found is said, and the rest waits for a clearer message.
        let unknown = spec.references.compactMap { reference -> String? in if case .unknown(let words) = reference { return words } else { return nil } }
        if !unknown.isEmpty {
            // ("did like thirty push ups this morning", with no such habit: adding it is offered; "yes" adds it.)
            if state == .done, unknown.count == 1, spec.references.count == 1, let name = newActivity(unknown[0]) {
                var draft = HabitDraft()
                draft.name = name
                open(.confirmAdd(draft), asking: .habitNotFoundOffer, ["name": name])
                return
            }
            for words in unknown { say(.habitNotFound, ["name": words]) }
            return
        }
        // "brushed and flossed" with two brushing habits: the habits named surely are logged, and which of the others
        // is meant is asked (the answer logs it).
        var unsure: [UUID]? = nil
        // ("3 glasses and 2500 steps" … "and another": more of what, when the turn before counted several, is asked.)
        let counted = self.state.lastLog.flatMap { last in
            last.turn == self.state.turn - 1 && last.habits.count > 1 && spec.amount != nil && spec.unit?.isEmpty != false ? last.habits : nil
        }
        for reference in spec.references {
            switch reference {
            case .habit(let id): if let h = journal.habit(id: id) { habits.append(h) }
            case .pronoun where counted != nil: unsure = unsure ?? counted
            case .pronoun: if let h = focusHabit { habits.append(h) } else if let many = pointedMany { unsure = unsure ?? many } else { say(.whichHabit) }
            case .unknown: break
            case .ambiguous(let ids): unsure = unsure ?? ids
            }
        }
        if let unsure {
            if !habits.isEmpty, spec.amount == nil, state != .skipped || day <= context.today {
                mark(habits, state, on: day, note: spec.note, aside: spec.aside ?? reason)
            }
            if let amount = spec.amount, state == .done || state == .slipped {
                edit(.ambiguous(unsure), .logAmount(day, amount, unit: spec.unit ?? ""))
            } else {
                edit(.ambiguous(unsure), .mark(state, day, spec.note ?? spec.aside))
            }
            return
        }
        // "skip everything friday": everything, habits added by then too, is excused ahead by pausing it that day.
        // ("skip gym friday" is a skip of that day, set ahead with its reason, like one of a day gone.)
        if state == .skipped, day > context.today, !habits.isEmpty, spec.everything || spec.references.isEmpty {
            pause(nil, from: day, to: day)
            return
        }
        // "no drinks today" after "had 2 beers tonight": a clean day said over a slip already logged for that day is
        // asked about, never swapped in (an explicit "I didn't drink today" or "unmark drinking" clears it).
        if cleanReport, state == nil, let slipped = habits.first(where: { journal.marks[$0.id]?.state(on: day) == .slipped }) {
            mark(habits.filter { $0.id != slipped.id }, state, on: day, note: spec.note, aside: spec.aside ?? reason, amount: spec.amount, unit: spec.unit, ordinal: spec.ordinal)
            askToConfirm(slipped.id, .mark(nil, day, nil))
            return
        }
        // ("wait no, friday was the gym not running": the habit said not to be it loses that day's mark.)
        if state != nil {
            let swapped = spec.swappedFrom.compactMap { reference -> Habit? in
                guard case .habit(let id) = reference, journal.marks[id]?[day] != nil else { return nil }
                return journal.habit(id: id)
            }
            if !swapped.isEmpty { mark(swapped, nil, on: day, note: nil, aside: nil) }
        }
        // "i logged reading for today but that was actually last night": the mark on the day said first moves.
        if !spec.movedFrom.isEmpty, state != nil {
            for from in spec.movedFrom where from != day {
                let moved = habits.filter { journal.marks[$0.id]?[from] != nil }
                if !moved.isEmpty { mark(moved, nil, on: from, note: nil, aside: nil) }
            }
        }
        // "half did my reading", "had to stop after 5 mins of meditation": done in part, on a habit with no amount of
        // that day to count it by, is asked about ("Count it as done?"), never logged as done outright.
        // ("only got a bit of piano in": so is some of a habit with a target, said with no amount.)
        if spec.partly || spec.little, state == .done {
            let partly = habits.filter { h in
                h.polarity == .build && (spec.partly ? spec.amount == nil || h.settings(on: day).target?.kind != .day
                                                     : spec.amount == nil && h.settings(on: day).target != nil)
            }
            mark(habits.filter { h in !partly.contains { $0.id == h.id } }, state, on: day, note: spec.note, aside: spec.aside ?? reason,
                 amount: spec.amount, unit: spec.unit, ordinal: spec.ordinal)
            if let first = partly.first { askToConfirm(first.id, .mark(.done, day, spec.note)) }
            return
        }
        // "I'm sick, skip everything": the reason is the aside, or the away word itself.
        mark(habits, state, on: day, note: spec.note, aside: spec.aside ?? reason, amount: spec.amount, unit: spec.unit, ordinal: spec.ordinal)
    }

    /// How recently a habit must have been added, and how far back the day logged may be, for a log before its first day
    /// to start it earlier.
    static let startsEarlierWithin = (added: 7, logged: 31)

    /// How many times its target an amount logged at once can be before it is asked about.
    static let asksBeyondTarget = 10

    /// Sets (or with nil, clears) one day's mark on each habit, with one undo step, and says where each stands.
    /// With an `amount` ("drank 5 glasses"), a habit with a target gets it added to the day's total; said in another
    /// unit than the target's, it is converted when one is an exact part of the other (500 ml of a target in litres,
    /// `[map unit_scale]`), else said so and nothing is logged.
    mutating func mark(_ habits: [Habit], _ requested: MarkState?, on day: Day, note: String?, aside: String?,
                       amount: Amount? = nil, unit: String? = nil, ordinal: Bool = false, confirmed: Bool = false) {
        guard !habits.isEmpty else { return }
        let verdictBefore = journal.verdict(on: day, today: context.today)
        var changes: [Change] = []
        var said: [(Habit, MarkState?)] = []
        for var habit in habits {
            let existing = journal.marks[habit.id]?[day]
            // "add reading 10 pages a day" … "read 25 pages last night": a habit set up in the last few days starts on a
            // day of the last month it is said to have been done (the day before it existed can't be logged otherwise).
            if requested != nil, day < habit.created, context.today - habit.created <= Self.startsEarlierWithin.added,
               context.today - day <= Self.startsEarlierWithin.logged {
                habit.created = day
                changes.append(.updateHabit(habit))
                say(.startsEarlier, ["name": habit.name, "when": when(day)])
            }
            var state = requested
            if requested == .done && habit.polarity == .avoid { state = .slipped }
            if requested == nil && habit.polarity == .avoid && existing?.state != .slipped { state = .done }
            if requested == .slipped && habit.polarity == .build { say(.errorSlip); continue }
            guard let newState = state else {
                guard existing != nil else { say(.logNothingToClear, ["name": habit.name, "when": when(day)]); continue }
                changes.append(.clearMark(habit: habit.id, day: day))
                said.append((habit, nil))
                continue
            }
            let markNote = newState == .skipped ? (aside ?? note) : (note ?? aside)
            let target = habit.settings(on: day).target
            var amount = amount, unit = unit
            // ("did 30 pushups" of "Pushups", 50 times a day: the thing counted is the habit itself, so it counts in times.)
            if let target, target.unit == .times, let other = unit, countsItself(other, habit) { unit = target.unit.word }
            if let target, let other = unit, !other.isEmpty, let given = amount, !language.sameUnit(other, target.unit.word) {
                guard let converted = language.converted(given, from: other, to: target.unit.word) else {
                    say(.amountOtherUnit, ["name": habit.name, "unit": target.unit.word, "said": other])
                    continue
                }
                amount = converted
                unit = target.unit.word
            }
            // "2 more" about a habit that keeps no count: how many of what is not known, so nothing is logged.
            if target == nil, amount != nil, unit?.isEmpty == true, requested != nil, habit.polarity == .build {
                say(.amountNoTarget, ["name": habit.name])
                continue
            }
            // "ran 250 km" on "5 km a day": an amount many times the target is asked about before it is logged.
            if !confirmed, let target, let amount, requested == .done || requested == .slipped,
               amount.hundredths > target.amount.hundredths * Self.asksBeyondTarget {
                askToConfirm(habit.id, .logAmount(day, amount, unit: unit ?? ""))
                continue
            }
            // "drank 5 glasses" on "8 glasses a day", "had 3 coffees" on "at most 2": the amount adds to the day's total;
            // "brushed my teeth" on "twice a day": a done said of a count to reach counts one more. A done said without how
            // much on a day that has a total keeps the total ("drank half a litre" after "5 glasses" must not wipe the 5).
            // (An amount said in passing of a habit that keeps none, or of a skip, is no amount of it.)
            let logged: Journal.Logged
            do {
                // ("grabbed a second one": the day's total is that many, unless it is more already.)
                if ordinal, target != nil, let total = amount, newState != .skipped {
                    let have = existing.flatMap { $0.state == newState ? $0.amount : nil }?.hundredths ?? 0
                    logged = total.hundredths <= have ? .totalKept(total)
                        : .change(try journal.settingAmount(total, of: habit, on: day, today: context.today, note: markNote))
                } else {
                logged = try journal.logging(newState, amount: target == nil || newState == .skipped || requested == nil ? nil : amount,
                                             note: markNote, of: habit, on: day, today: context.today)
                }
            } catch {
                if case .beforeHabitExisted = error {
                    say(.errorBeforeCreated, ["name": habit.name, "created": habit.created.iso])
                } else {
                    say(error)
                }
                continue
            }
            guard case .change(let change) = logged else {
                if let progress = progressSaid(habit, on: day) {
                    say(.logAmountKept, ["name": habit.name, "when": when(day), "progress": progress])
                } else {
                    say(.logAlready, ["name": habit.name, "when": when(day)])
                }
                continue
            }
            guard let change, case .setMark(_, _, let mark) = change else {
                // Said twice in one message ("slipped on the 1st, had a cigarette"): once is enough.
                if context.journal.marks[habit.id]?[day] == existing { say(.logAlready, ["name": habit.name, "when": when(day)]) }
                continue
            }
            changes.append(change)
            said.append((habit, mark.state))
        }
        guard !changes.isEmpty else { return }
        let names = quoted(said.map(\.0.name))
        let summary = text(.undoLog, ["names": names, "when": when(day)])
        commit(changes, undo: summary)
        // (What the same message logged on the same day before this is part of the same log, so "and another" after "3
        // glasses and 2500 steps" asks which. Made in two steps, it can't be moved or corrected as one: -1 says so.)
        let earlier = state.lastLog.flatMap { $0.turn == state.turn && $0.day == day && $0.state == requested ? $0.habits : nil } ?? []
        let logged = earlier + said.map(\.0.id).filter { !earlier.contains($0) }
        state.lastLog = LoggedMarks(habits: logged, day: day, state: requested, note: note, aside: aside,
                                    undoDepth: earlier.isEmpty ? state.undo.count : -1, turn: state.turn,
                                    amount: logged.count == 1 ? amount : nil, unit: logged.count == 1 ? unit : nil)
        if said.count == 1 { focus(said[0].0.id) } else if said.count > 1 { focus(many: said.map(\.0.id), it: false) }

        // Several plain logs of the same kind are said together; weekly and monthly ones each say where they stand.
        let plainDone = said.filter { $0.1 == .done && $0.0.polarity == .build && $0.0.schedule.isDayBased }.map(\.0)
        let plainSkips = said.filter { $0.1 == .skipped }.map(\.0)
        if plainDone.count > 1 { say(.logDoneMany, ["names": quoted(plainDone.map(\.name)), "when": when(day)]) }
        if plainSkips.count > 1 {
            let values = ["names": quoted(plainSkips.map(\.name)), "when": when(day)]
            if let reason = journal.marks[plainSkips[0].id]?[day]?.note {
                say(.logSkippedManyReason, values.merging(["reason": reason]) { $1 })
            } else {
                say(.logSkippedMany, values)
            }
        }
        for (habit, state) in said {
            if plainDone.count > 1 && plainDone.contains(where: { $0.id == habit.id }) { continue }
            if plainSkips.count > 1 && state == .skipped { continue }
            let values = ["name": habit.name, "when": when(day)]
            switch state {
            case .done?:
                if let progress = progressSaid(habit, on: day) {
                    say(.logPartial, values.merging(["progress": progress]) { $1 })
                } else if habit.polarity == .avoid {
                    say(.logClean, values)
                } else if let p = journal.track(habit).progress(in: day, today: context.today, calendar: context.calendar) {
                    if let amount = p.amount {
                        // "30 of 100 pages this week": a target over the week or month is said in its unit.
                        say(.logPartial, values.merging(["progress": language.words(for: amount) + " " + periodWords(p)]) { $1 })
                        let before = context.journal.habit(id: habit.id).flatMap {
                            context.journal.track($0).progress(in: day, today: context.today, calendar: context.calendar)
                        }
                        if amount.isMet && !(before?.amount?.isMet ?? false) { add(.logTargetMet, ["period": periodWords(p)]) }
                        continue
                    }
                    var v = values
                    v["done"] = "\(p.done)"; v["target"] = "\(p.target)"; v["period"] = periodWords(p)
                    // "2 of 1 this week" reads oddly: past the target, the count is said on its own.
                    say(p.done > p.target ? .logDonePeriodBeyond : .logDonePeriod, v)
                    let before = context.journal.marks[habit.id]?.count(.done, from: p.period.start, through: p.period.end) ?? 0
                    if p.isMet && before < p.target { add(.logTargetMet, ["period": periodWords(p)]) }
                } else {
                    say(.logDone, values)
                }
            case .skipped?:
                let reason = journal.marks[habit.id]?[day]?.note
                reason.map { say(.logSkippedReason, values.merging(["reason": $0]) { $1 }) } ?? say(.logSkipped, values)
            case .slipped?:
                if let progress = progressSaid(habit, on: day) {
                    say(.logSlippedOver, values.merging(["progress": progress]) { $1 })
                } else {
                    say(.logSlipped, values)
                }
            case .partial?:
                say(.logPartial, values.merging(["progress": progressSaid(habit, on: day) ?? ""]) { $1 })
            case nil: say(.logCleared, values)
            }
        }
        // A good day reached is worth a word; nothing is said about one missed.
        let verdictAfter = journal.verdict(on: day, today: context.today)
        if verdictAfter == .good && verdictBefore != .good {
            add(.logGoodDay, ["when": when(day)])
        } else if day == context.today, said.contains(where: { $0.1 == .done }), verdictAfter == .inProgress {
            let left = leftToday(withPeriods: false).count
            if left > 0 { add(.logLeftToday, ["count": "\(left)"]) }
        }
    }

    /// The must-do and nice-to-do items still open today, as lines; weekly and monthly ones with their slack.
    mutating func leftToday(withPeriods: Bool = true, in asked: UUID? = nil) -> [String] {
        let report = journal.todayReport(today: context.today, calendar: context.calendar, history: false)
        var lines: [String] = []
        for item in report.items where item.habit.polarity == .build && item.state != .paused && (asked == nil || item.habit.groupID == asked) {
            // A weekly or monthly target is open until it is reached, whatever was done today.
            if let p = item.progress {
                guard withPeriods, !p.isMet else { continue }
                lines.append(text(.leftPeriodLine, ["name": item.habit.name, "done": "\(p.done)", "target": "\(p.target)",
                                                     "period": periodWords(p), "left": left(p.daysLeft)]))
            } else if item.state == .open {
                lines.append(text(.leftLine, ["name": item.habit.name]))
            }
        }
        for group in report.groups where group.outcome == .open && (asked == nil || group.group.id == asked) {
            lines.append(text(.leftGroupLine, ["group": group.group.name, "k": "\(group.require)",
                                                "members": list(group.members.map(\.habit.name), joiner: .listOr)]))
        }
        return lines
    }

    /// "no, that was yesterday": moves the marks just logged to another day.
    /// With `also` ("and saturday too"), the same is logged on that day as well, and the day just logged stays.
    mutating func correctDay(_ day: Day?, shift: Int? = nil, also: Bool = false, habit reference: Reference? = nil) {
        guard let last = state.lastLog, var day = day ?? shift.map({ last.day.adding(days: $0) }), state.turn - last.turn <= DialogueState.focusTurns,
              state.undo.count == last.undoDepth, let entry = state.undo.last else {
            say(.nothingToCorrect)
            return
        }
        // ("skip yoga thursday, sorry i mean friday": a weekday put right for a day still to come is the coming one.)
        if shift == nil, last.day > context.today, day < context.today, context.today - day < 7 { day = day.adding(days: 7) }
        guard day != last.day else { say(.dayAlreadyRight, ["when": when(day)]); return }
        var habits = last.habits.compactMap(journal.habit(id:))
        // ("had my vitamins and watered the plants today. no hang on, the plants was on monday": one of those just logged
        // moves; the others stay where they were.)
        var staying: [Habit] = []
        if case .habit(let id)? = reference {
            guard habits.contains(where: { $0.id == id }) else { say(.nothingToCorrect); return }
            staying = habits.filter { $0.id != id }
            habits = habits.filter { $0.id == id }
        }
        // ("wait no, i didn't swim today, pool was shut. meant monday": a log just cleared in this message, then the day it
        // was meant for — the clear stands, and the day said is logged.)
        if last.state == nil, last.turn == state.turn, !also {
            mark(habits, .done, on: day, note: nil, aside: nil, amount: nil, unit: nil)
            return
        }
        if !also { takeBack(entry) }
        if !staying.isEmpty, !also { mark(staying, last.state, on: last.day, note: last.note, aside: last.aside, amount: last.amount, unit: last.unit) }
        mark(habits, last.state, on: day, note: last.note, aside: last.aside, amount: last.amount, unit: last.unit)
    }

    /// What words of a report that name no habit would call a new one ("like thirty push ups" → "Push ups"), if they
    /// read as an activity.
    /// A report of nothing tracked whose words name no activity either ("we got a puppy", "got home at 1"): a remark, when
    /// anything else in the message is read.
    mutating func tellsOfNothingTracked(_ request: Request) -> Bool {
        guard Understanding.reports.contains(request.intent), let references = request.log?.references, !references.isEmpty else { return false }
        return references.allSatisfy { reference in
            if case .unknown(let words) = reference { return newActivity(words) == nil } else { return false }
        }
    }

    mutating func newActivity(_ words: String) -> String? {
        var w = language.tokenize(words).norms
        while let first = w.first, language.vocabulary.has("approx_word", first) || language.lightWords.contains(first) { w.removeFirst() }
        var counted = false
        if let (_, n) = understanding.extract.plainNumberAt(w, 0), n < w.count { w.removeFirst(n); counted = true }
        let reader = understanding.reader
        // (An activity by its words, or things counted: "thirty push ups", "30 burpees".)
        guard (1...4).contains(w.count), reader.namesActivity(w) || (counted && reader.plausibleName(w) && reader.countedThing(w.joined())) else { return nil }
        // (Never one like a habit there is: "push ups" with "Pushups".)
        if case .unknown = understanding.resolver.habit(w, raw: "") {} else { return nil }
        return reader.capitalized(w.joined(separator: " "))
    }

    /// Whether a unit said ("pushups") is a word of the habit's own name ("Pushups"): the habit counted by itself.
    func countsItself(_ unit: String, _ habit: Habit) -> Bool {
        let said = Resolver.stem(unit.lowercased())
        return language.tokenize(habit.name).norms.contains { Resolver.stem($0) == said }
    }

    /// "wait no, it was 4 not 3": the amount just logged, of one habit that keeps a count, was another. The log is taken
    /// back and made again with the amount said (the day's total is what it was before, plus this).
    mutating func correctAmount(_ amount: Amount, unit: String) {
        guard let last = state.lastLog, state.turn - last.turn <= DialogueState.focusTurns, state.undo.count == last.undoDepth,
              let entry = state.undo.last, last.habits.count == 1, let habit = journal.habit(id: last.habits[0]) else {
            say(.nothingToCorrect)
            return
        }
        guard habit.settings(on: last.day).target != nil else { say(.amountNotCounted, ["name": habit.name]); return }
        if !unit.isEmpty, let target = habit.settings(on: last.day).target, !language.sameUnit(unit, target.unit.word),
           !(target.unit == .times && countsItself(unit, habit)) {
            say(.amountOtherUnit, ["name": habit.name, "unit": target.unit.word, "said": unit])
            return
        }
        takeBack(entry)
        mark([habit], last.state, on: last.day, note: last.note, aside: last.aside, amount: amount, unit: unit)
    }

    /// "had 5 glasses" — "oh wait i counted one twice, take one off": the amount just logged, less that much; taking off
    /// all of it takes the log back.
    mutating func takeOff(_ less: Amount) {
        guard let last = state.lastLog, let amount = last.amount, state.turn - last.turn <= DialogueState.focusTurns,
              state.undo.count == last.undoDepth else {
            say(.nothingToCorrect)
            return
        }
        let left = amount.hundredths - less.hundredths
        if left <= 0 { takeBackLastLog(); return }
        correctAmount(Amount(hundredths: left), unit: last.unit ?? "")
    }

    /// Whether the turn before this one logged an amount of one habit, still the last change made.
    var amountJustLogged: Bool {
        guard let last = state.lastLog else { return false }
        return last.amount != nil && last.turn == state.turn - 1 && state.undo.count == last.undoDepth
    }

    /// Reverses the log just made (its undo step), before it is made again as corrected.
    private mutating func takeBack(_ entry: UndoEntry) {
        state.undo.removeLast()
        commit(entry.changes, undo: nil)
        state.lastLog = nil
    }

    /// "wait no, I didn't": takes back the log just made.
    mutating func takeBackLastLog() {
        guard let last = state.lastLog, state.turn - last.turn <= DialogueState.focusTurns, state.undo.count == last.undoDepth,
              let entry = state.undo.last else {
            say(.nothingToTakeBack)
            return
        }
        takeBack(entry)
        say(.logTookBack, ["names": quoted(last.habits.compactMap(journal.habit(id:)).map(\.name)), "when": when(last.day)])
    }

    /// "no, I meant yoga": moves the marks just logged to another habit.
    /// "oh and the morning one too", "same for yesterday": the log just made (this turn or the one before, with no change
    /// since), again for other habits or on another day. With none, what "too" adds to isn't known: nothing is guessed.
    mutating func logAlso(_ references: [Reference], _ day: Day?) {
        guard let last = state.lastLog, state.turn - last.turn <= 1, state.undo.count == last.undoDepth else {
            if case .habit(let id)? = references.first, let habit = journal.habit(id: id) {
                say(.fallbackHabit, ["name": habit.name, "lower": habit.name.lowercased()])
            } else {
                say(.nothingToCorrect)
            }
            return
        }
        let on = day ?? last.day
        let spec = LogSpec(references: references.isEmpty ? last.habits.map(Reference.habit) : references, days: [on])
        log(spec, last.state, on: on, reason: nil, cleanReport: false)
    }

    mutating func correctHabit(_ reference: Reference?, only: Bool = false) {
        // "start tracking stretching" … "oops i meant yoga": the habit just added was meant under another name.
        // (Not words that tell what was done: "only meditated today" is a report, never the name meant; nor words that
        // say how often: "I meant three times a week" is never a name.)
        if case .unknown(let words)? = reference, let id = state.focus, state.lastEditTurn == state.turn - 1 || state.lastEditTurn == state.turn,
           case let said = understanding.tokenize(words), !said.contains(where: understanding.extract.pastTense),
           understanding.extract.schedule(said) == nil,
           state.undo.last?.changes.contains(where: { if case .deleteHabit(id) = $0 { return true } else { return false } }) == true {
            edit(.habit(id), .rename(understanding.reader.capitalized(words)))
            return
        }
        // "did gym" … "undo" … "sorry, I meant I read": the log taken back was meant for this habit — it is logged as
        // that one would have been.
        if case .habit(let id)? = reference, let habit = journal.habit(id: id), let last = state.lastLog,
           state.turn - last.turn <= DialogueState.focusTurns, state.undo.count < last.undoDepth, !last.habits.contains(id) {
            mark([habit], last.state, on: last.day, note: last.note, aside: last.aside)
            return
        }
        guard case .habit(let id)? = reference, let habit = journal.habit(id: id), let last = state.lastLog,
              state.turn - last.turn <= DialogueState.focusTurns, state.undo.count == last.undoDepth, let entry = state.undo.last else {
            say(.nothingToCorrect)
            return
        }
        // "did yoga and reading" … "actually only yoga": the others just logged are taken back.
        if only, last.habits.contains(id), last.habits.count > 1 {
            let others = last.habits.filter { $0 != id }.compactMap(journal.habit(id:)).map(\.name)
            takeBack(entry)
            say(.logTookBack, ["names": quoted(others), "when": when(last.day)])
            mark([habit], last.state, on: last.day, note: last.note, aside: last.aside)
            return
        }
        guard !last.habits.contains(id) else { say(.logAlready, ["name": habit.name, "when": when(last.day)]); return }
        // The habit meant may be logged already: the mark on the wrong one goes all the same (and the reply says so).
        takeBack(entry)
        say(.logTookBack, ["names": quoted(last.habits.compactMap(journal.habit(id:)).map(\.name)), "when": when(last.day)])
        mark([habit], last.state, on: last.day, note: last.note, aside: last.aside)
    }
}

extension Turn {
    /// "5 of 8 glasses", "2 of at most 2 coffees": where a day with an amount logged stands against its target; nil
    /// for a day without one, or a habit without a target per day.
    func progressSaid(_ habit: Habit, on day: Day) -> String? {
        guard journal.amount(of: habit.id, on: day) != nil, let progress = journal.track(habit).amountProgress(on: day) else { return nil }
        return language.words(for: progress)
    }
}
