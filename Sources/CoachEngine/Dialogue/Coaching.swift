import Foundation
import HabitDomain

/// What gets in the way of a habit, as a tip question says it ("I keep forgetting to meditate"): the tip library in
/// Intents/ is organised by it.
enum Obstacle: String, Sendable, Codable, CaseIterable {
    case time, forgetting, tooBig = "too_big", motivation, environment, allOrNothing = "all_or_nothing"
}

/// How someone says they feel, with nothing asked ("I'm so unmotivated", "rough day", "proud of myself").
enum Mood: String, Sendable, Codable, CaseIterable {
    case low, stressed, proud, behind
}

extension Turn {
    /// How many weeks back a tip looks at the person's own days.
    static let tipWeeks = 8

    /// "any tips for reading?", "I keep forgetting to meditate": a tip from the library for the obstacle (or, with none
    /// said, the one the habit's own days point to), what the person's data says of the habit, and at most one offer
    /// — a real question the next "yes" applies. With no habit named, the habit with the most room to grow.
    mutating func tip(_ reference: Reference?, _ obstacle: Obstacle?) {
        guard reference != nil else {
            guard let habit = habitNeedingATip() else { say(journal.activeHabits.isEmpty ? .tipNoHabits : .tipGeneral); return }
            tip(for: habit, obstacle)
            return
        }
        // ("any tips for running?" with no such habit: the general advice, and what to start with.)
        if case .unknown? = reference { say(journal.activeHabits.isEmpty ? .tipNoHabits : .tipGeneral); return }
        switch resolve(reference) {
        case .one(let habit): tip(for: habit, obstacle)
        case .several(let habits): askWhich(habits.map(\.id), .tip(obstacle))
        case .none: break
        }
    }

    /// The active habit to build with the lowest rate over the last weeks (ties: earlier in the list); nil when no
    /// habit has anything due yet.
    private func habitNeedingATip() -> Habit? {
        let rated = journal.activeHabits.compactMap { habit -> (Habit, Double)? in
            guard habit.polarity == .build,
                  let fraction = journal.track(habit).completion(.month, today: context.today, calendar: context.calendar).fraction else { return nil }
            return (habit, fraction)
        }
        return rated.min { $0.1 < $1.1 }?.0 ?? journal.activeHabits.first
    }

    mutating func tip(for habit: Habit, _ said: Obstacle?) {
        focus(habit.id)
        let track = journal.track(habit)
        let today = context.today
        // (A weekday pattern is worth saying when its best day was done twice or more and its worst was due twice or more.)
        let pattern = track.weekdayPattern(weeks: Self.tipWeeks, today: today, calendar: context.calendar)
            .flatMap { $0.bestRate.met >= 2 && $0.worstRate.due >= 2 ? $0 : nil }
        let rate = track.completion(.month, today: today, calendar: context.calendar)
        let hasReminder = !habit.reminders.isEmpty
        let values = ["name": habit.name, "lower": habit.name.lowercased()]

        // What the habit's own days say, when the question didn't: no reminder and many days missed is forgetting;
        // a must-do missed more often than done is too big; otherwise motivation.
        let obstacle: Obstacle = said ?? {
            if habit.polarity == .avoid { return .environment }
            if !hasReminder, let f = rate.fraction, f < 0.6 { return .forgetting }
            if habit.tier == .must, let f = rate.fraction, f < 0.5 { return .tooBig }
            return .motivation
        }()
        say(habit.polarity == .avoid ? .tipAvoid : Self.tipKeys[obstacle]!, values)

        // The person's own data: the best and worst weekdays, the streak, or the slips.
        if habit.polarity == .avoid {
            let slips = (0..<14).filter { track.marks.state(on: today.adding(days: -$0)) == .slipped }.count
            say(slips == 0 ? .tipDataClean : .tipDataSlips, values.merging(["n": "\(slips)"]) { $1 })
        } else if let pattern {
            say(.tipDataWeekdays, values.merging([
                "best": pluralWeekday(pattern.best), "met": "\(pattern.bestRate.met)", "due": "\(pattern.bestRate.due)",
                "worst": pluralWeekday(pattern.worst),
            ]) { $1 })
        } else if today - habit.created < 7 {
            say(.tipDataNew, values)
        } else {
            let streak = track.streak(today: today, calendar: context.calendar)
            if streak.current >= 2 { say(.tipDataStreak, values.merging(["current": units(streak.current, streak.unit)]) { $1 }) }
        }

        // One offer, asked: a reminder on the day it most often slips (or every day it is due, for forgetting); a lighter
        // version for a habit that is too big or has no time; nothing for the rest.
        guard habit.polarity == .build else { return }
        switch obstacle {
        case .forgetting, .environment, .motivation:
            guard !hasReminder else { break }
            let days: WeekdaySet = obstacle == .forgetting || pattern == nil ? .all : [pattern!.worst]
            let reminder = Reminder(time: suggestedTime(for: habit), days: days)
            askToConfirm(habit.id, .remind(reminder, also: true, guessed: false))
        case .tooBig, .time, .allOrNothing:
            if let lighter = lighterSchedule(habit.schedule) {
                askToConfirm(habit.id, .schedule(lighter))
            } else if habit.tier == .must {
                askToConfirm(habit.id, .tier(.nice))
            }
        }
    }

    static let tipKeys: [Obstacle: ReplyKey] = [
        .time: .tipTime, .forgetting: .tipForgetting, .tooBig: .tipTooBig, .motivation: .tipMotivation,
        .environment: .tipEnvironment, .allOrNothing: .tipAllOrNothing,
    ]

    /// One step lighter than `schedule`: fewer times a week or month, or more days between; nil when it is as light as
    /// a schedule gets.
    func lighterSchedule(_ schedule: Schedule) -> Schedule? {
        switch schedule {
        case .daily: return .weekly(times: 5)
        case .weekdays(let days) where days.count > 2: return .weekly(times: days.count - 1)
        case .weekly(let n) where n > 1: return .weekly(times: n - 1)
        case .monthly(let n) where n > 1: return .monthly(times: n - 1)
        case .interval(let n) where n < 365: return .interval(days: n + 1)
        default: return nil
        }
    }

    /// When a reminder for a habit would suit: its own reminder's time, else the morning (an hour after waking when
    /// the wake time is known), or the evening for a late riser or a habit done at night.
    mutating func suggestedTime(for habit: Habit) -> TimeOfDay {
        if let own = habit.reminders.first?.time { return own }
        let profile = journal.profile
        if profile.chronotype == .late || nameSays("evening_word", habit.name) { return TimeOfDay(hour: 20, minute: 0)! }
        if let wake = profile.wake, let time = TimeOfDay(hour: min(23, wake.hour + 1), minute: wake.minute) { return time }
        return TimeOfDay(hour: 8, minute: 0)!
    }

    func pluralWeekday(_ day: Weekday) -> String {
        let keys: [ReplyKey] = [.weekdaysMon, .weekdaysTue, .weekdaysWed, .weekdaysThu, .weekdaysFri, .weekdaysSat, .weekdaysSun]
        return language.render(keys[day.rawValue - 1])
    }

    /// "I'm so unmotivated", "rough day", "I'm proud of myself", "I'm so behind": a short, warm reply and one concrete
    /// option — a lighter version of the habit most missed lately, skipping what is still open today, or noticing what
    /// went well. Nothing changes without a yes.
    mutating func feeling(_ mood: Mood) {
        let today = context.today
        let stillOpen = journal.activeHabits.filter { habit in
            habit.polarity == .build && journal.track(habit).isDue(on: today) && journal.marks[habit.id]?[today] == nil
        }
        switch mood {
        case .proud:
            let done = journal.activeHabits.filter { journal.marks[$0.id]?.state(on: today) == .done }
            say(done.isEmpty ? .feelingProud : .feelingProudToday, ["n": "\(done.count)", "names": quoted(done.map(\.name))])
        case .stressed:
            if stillOpen.isEmpty { say(.feelingStressedNothingOpen) } else { open(.confirmSkipAll(today, reason: nil)) }
        case .low, .behind:
            say(mood == .low ? .feelingLow : .feelingBehind)
            // The must-do missed most over the last two weeks, made lighter; else skipping what is open today.
            let missed = journal.activeHabits.filter { $0.polarity == .build && $0.tier == .must }.map { habit -> (Habit, Int) in
                let track = journal.track(habit)
                return (habit, (1...14).filter { track.outcome(on: today.adding(days: -$0), today: today) == .unmet }.count)
            }.filter { $0.1 >= 3 }.max { $0.1 < $1.1 }?.0
            if let missed {
                focus(missed.id)
                askToConfirm(missed.id, lighterSchedule(missed.schedule).map(HabitEdit.schedule) ?? .tier(.nice))
            } else if !stillOpen.isEmpty {
                open(.confirmSkipAll(today, reason: nil))
            }
        }
    }
}

extension Turn {
    /// "set up a morning routine", "help me sleep better": the habits of `[map template_NAME]` (those not already there),
    /// offered as a short list to add together — or some of them.
    mutating func offerTemplate(_ name: String) {
        let drafts = templateDrafts(name)
        guard !drafts.isEmpty else {
            say(templateLines(name).isEmpty ? .templateUnknown : .templateNoneLeft)
            return
        }
        open(.template(name, drafts))
    }

    /// A template's lines, in the order of their places: from `[map template]`, whose values are "NAME place, schedule,
    /// tier" — the place, the schedule and tier as words, and the habit's name.
    func templateLines(_ name: String) -> [(parts: [String], phrase: String)] {
        language.vocabulary.map("template").compactMap { entry -> (Int, [String], String)? in
            let parts = entry.value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            let head = parts.first?.split(separator: " ") ?? []
            guard head.count == 2, head[0] == name else { return nil }
            return (Int(head[1]) ?? Int.max, Array(parts.dropFirst()), entry.phrase.joined(separator: " "))
        }.sorted { $0.0 < $1.0 }.map { ($0.1, $0.2) }
    }

    /// A template's habits (those not already there) as drafts.
    mutating func templateDrafts(_ name: String) -> [HabitDraft] {
        templateLines(name).compactMap { parts, phrase -> HabitDraft? in
            let title = understanding.reader.capitalized(phrase)
            guard existingHabit(named: title) == nil else { return nil }
            let said = parts.map { language.tokenize($0).norms }
            var draft = HabitDraft()
            draft.name = title
            draft.schedule = said.first.flatMap { understanding.extract.schedule($0) }
            draft.tier = said.dropFirst().first.flatMap { words in language.vocabulary.lookup("tier", in: words, at: 0, fuzzy: false) }
                .flatMap { Tier(rawValue: $0.value) }
            return draft.schedule == nil ? nil : draft
        }
    }

    /// The offer's words: what the template is called, and a line a habit.
    mutating func templateOfferText(_ name: String, _ drafts: [HabitDraft]) -> String {
        let title = language.vocabulary.map("template_title").first { $0.value == name }?.phrase.joined(separator: " ") ?? name
        let lines = drafts.map { d -> String in
            var parts = [d.schedule.map(words) ?? ""]
            if d.tier == .nice { parts.append(text(.detailNice)) }
            return text(.templateLine, ["name": d.name ?? "", "details": series(parts)])
        }
        return text(.templateOffer, ["template": title, "lines": lines.joined(separator: "\n"), "n": "\(drafts.count)",
                                     "example": drafts.last?.name?.lowercased() ?? ""])
    }

    /// Adds the drafts together: one change, one undo step.
    mutating func addTemplate(_ drafts: [HabitDraft]) {
        var changes: [Change] = []
        var made: [Habit] = []
        for draft in drafts {
            guard let name = draft.name, let schedule = draft.schedule, journal.habits.count + made.count < Journal.maxHabits,
                  !made.contains(where: { Text.key($0.name) == Text.key(name) }),
                  let habit = try? journal.newHabit(name: name, description: nil, polarity: .build, tier: draft.tier ?? .must, schedule: schedule,
                                                    target: nil, groupID: nil, created: context.today, reminders: [], id: newID()) else { continue }
            // (Each new habit takes the next colour and place after those made before it in this change.)
            var placed = habit
            placed.order += made.count
            placed.color = (journal.habits.count + made.count) % Habit.paletteSize
            made.append(placed)
            changes.append(.createHabit(placed))
        }
        guard !made.isEmpty else { say(.templateNoneLeft); return }
        commit(changes, undo: text(.undoTemplate, ["names": quoted(made.map(\.name))]))
        added += made.map(\.id)
        focus(many: made.map(\.id))
        say(.templateAdded, ["n": "\(made.count)", "names": quoted(made.map(\.name))])
    }
}

extension Turn {
    /// The habit a question names (`.some(nil)`: none named, so every habit); nil when it can't be answered now — no such
    /// habit (said), or several fit (which is asked).
    private mutating func habitOrAll(_ reference: Reference?) -> Habit?? {
        guard let reference else { return .some(nil) }
        switch resolve(reference) {
        case .one(let habit): focus(habit.id); return .some(habit)
        case .several(let habits): askWhich(habits.map(\.id), .details); return nil
        case .none: return nil
        }
    }

    /// How many weeks or months back "my best week" looks.
    static let bestPeriodsBack = 12

    /// "what was my best week?", "my best month for running": of the last dozen weeks or months (the one running now
    /// included), the one with the highest rate (the later on a tie), for a habit or for every habit to build.
    mutating func bestPeriod(_ reference: Reference?, _ unit: CalendarSpan.Unit) {
        guard let habit = habitOrAll(reference) else { return }
        let today = context.today, calendar = context.calendar
        var best: (period: Period, rate: Rate)? = nil
        // (The domain's rates come oldest first; newest first here, so a tie goes to the later.)
        for p in journal.periodRates(unit == .week ? .week : .month, count: Self.bestPeriodsBack, habit: habit, today: today, calendar: calendar).reversed() {
            guard let f = p.rate.fraction, p.rate.met > 0 else { continue }
            if best == nil || f > best!.rate.fraction! { best = (p.period, p.rate) }
        }
        guard let best else { say(.trendNothing, ["when": spanWords(unit, containing: today, in: true), "last": spanWords(unit, containing: today.adding(days: unit == .week ? -7 : -28), in: true)]); return }
        say(unit == .week ? .bestWeek : .bestMonth, ["name": habit?.name ?? "", "when": spanWords(unit, containing: best.period.start, in: true),
                                                     "percent": "\(best.rate.percent ?? 0)", "met": "\(best.rate.met)", "due": "\(best.rate.due)"])
    }

    /// "am I getting better at running?", "compare this month with last month": the week or month so far against the
    /// whole one before, for one habit (or all habits to build), in neutral words.
    mutating func trend(_ reference: Reference?, _ unit: CalendarSpan.Unit) {
        guard let habit = habitOrAll(reference) else { return }
        let today = context.today
        // The one before, whole, and this one through today.
        let rates = journal.periodRates(unit == .week ? .week : .month, count: 2, habit: habit, today: today, calendar: context.calendar)
        let current = rates[1].rate, last = rates[0].rate
        let values = ["name": habit?.name ?? "", "when": spanWords(unit, containing: today, in: true),
                      "last": spanWords(unit, containing: rates[0].period.start, in: true)]
        guard let p = current.percent, let q = last.percent else { say(.trendNothing, values); return }
        let all = values.merging(["percent": "\(p)", "met": "\(current.met)", "due": "\(current.due)",
                                  "bestPercent": "\(q)", "done": "\(last.met)", "total": "\(last.due)"]) { $1 }
        // (Up, down or about the same by the one rule `stats` and the report use.)
        let direction = RateChange(before: last, now: current).direction
        say(direction == .up ? .trendUp : direction == .down ? .trendDown : .trendSame, all)
    }
}
