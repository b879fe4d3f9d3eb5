import Foundation
import HabitDomain

/// A reminder proposed for a habit by "plan my habits around work": its time, and the part of the day it was taken from.
struct PlannedReminder: Codable, Hashable, Sendable {
    let habit: UUID
    let reminder: Reminder
    let part: DayPart
}

extension Turn {
    /// How far apart two habits planned for the same part of the day are put, in minutes.
    static let planSpacing = 15

    /// The part of the day a habit belongs to: the one its name says ("evening walk"), else the usual one for a word of
    /// its name or its category (`[map usual_day_part]`), else the morning.
    mutating func usualPart(of habit: Habit) -> DayPart {
        let words = understanding.tokenize(habit.name)
        let vocabulary = language.vocabulary
        func part(in words: [String], _ map: String) -> DayPart? {
            words.indices.lazy.compactMap { vocabulary.lookup(map, in: words, at: $0, fuzzy: false).flatMap { DayPart(rawValue: $0.value) } }.first
        }
        if let said = part(in: words, "day_part") ?? part(in: words, "usual_day_part") { return said }
        let categories = words.indices.compactMap { vocabulary.lookup("category", in: words, at: $0, fuzzy: false)?.value }
        return part(in: categories, "usual_day_part") ?? .morning
    }

    /// The days a planned reminder rings: the habit's own days when it has set weekdays, else every day.
    private func reminderDays(_ habit: Habit) -> WeekdaySet {
        if case .weekdays(let days) = habit.schedule { return days }
        return .all
    }

    /// "plan my habits around work": a reminder time for every habit being built that has none, from the part of the
    /// day it belongs to in this person's day; habits planned for the same part are spread out. Asked, never set.
    mutating func planTimes() {
        let unplanned = journal.activeHabits.filter { $0.polarity == .build && $0.reminders.isEmpty }
        guard !journal.activeHabits.isEmpty else { say(.planNoHabits); return }
        guard !unplanned.isEmpty else { say(.planNothingToPlan); return }
        var taken = Set<Int>()
        let plan = unplanned.map { habit -> PlannedReminder in
            let part = usualPart(of: habit)
            var time = journal.profile.time(of: part)
            // (A morning moves earlier, to stay clear of work; the rest of the day later.)
            let step = part == .morning || part == .beforeWork ? -Self.planSpacing : Self.planSpacing
            // (With every slot of the day taken — more habits than a day has slots — the time is shared.)
            var tries = 0
            while taken.contains(time.minutes), tries < 24 * 60 / Self.planSpacing {
                time = TimeOfDay(minutes: time.minutes + step)
                tries += 1
            }
            taken.insert(time.minutes)
            return PlannedReminder(habit: habit.id, reminder: Reminder(time: time, days: reminderDays(habit)), part: part)
        }
        open(.plan(plan))
    }

    /// The offer's words: what it goes by, and a line a habit.
    mutating func planOfferText(_ plan: [PlannedReminder]) -> String {
        let profile = journal.profile
        var facts: [String] = []
        if let start = profile.workStart, let end = profile.workEnd { facts.append(text(.planFactWork, ["start": start.description, "until": end.description])) }
        if let wake = profile.wake { facts.append(text(.planFactWake, ["time": wake.description])) }
        if let bed = profile.bed { facts.append(text(.planFactBed, ["time": bed.description])) }
        if let type = profile.chronotype { facts.append(text(type == .late ? .planFactLate : .planFactEarly)) }
        let basis = facts.isEmpty ? text(.planBasisNone) : text(.planBasisProfile, ["facts": series(facts)])
        let names = plan.map { journal.habit(id: $0.habit)?.name ?? "" }
        let lines = zip(plan, names).map { item, name in
            item.reminder.days == .all
                ? text(.planLine, ["name": name, "time": item.reminder.time.description, "part": partWords(item.part)])
                : text(.planLineDays, ["name": name, "time": item.reminder.time.description, "part": partWords(item.part),
                                       "days": daysWords(item.reminder.days)])
        }
        let key: ReplyKey = plan.count == 1 ? .planOfferOne : plan.count == 2 ? .planOfferTwo : .planOffer
        return text(key, ["basis": basis, "lines": lines.joined(separator: "\n"), "n": "\(plan.count)",
                                 "example": names.last?.lowercased() ?? ""])
    }

    /// "in the morning", "after work".
    func partWords(_ part: DayPart) -> String {
        language.vocabulary.map("day_part_words").first { $0.value == part.rawValue }?.phrase.joined(separator: " ") ?? part.rawValue
    }

    /// Sets the planned reminders together: one change, one undo step. Habits gone or given a reminder since are left.
    mutating func setPlan(_ plan: [PlannedReminder]) {
        var changes: [Change] = []
        var names: [String] = []
        for item in plan {
            guard var habit = journal.habit(id: item.habit), !habit.archived, habit.reminders.isEmpty else { continue }
            habit.reminders = [item.reminder]
            guard let checked = try? journal.checked(habit) else { continue }
            changes.append(.updateHabit(checked))
            names.append(habit.name)
        }
        guard !changes.isEmpty else { say(.planNothingToPlan); return }
        commit(changes, undo: text(.undoPlan, ["names": quoted(names)]))
        focus(many: plan.map(\.habit))
        say(changes.count == 1 ? .planSetOne : .planSet, ["n": "\(changes.count)", "names": quoted(names)])
    }

    /// "when should I do yoga?": the time its part of the day falls at in this person's day, what their own days say
    /// of it, and — for a habit with no reminder — a reminder at that time, offered.
    mutating func suggestTime(_ reference: Reference?) {
        if let habit = target(reference, for: .suggestTime) { suggestTime(for: habit) }
    }

    mutating func suggestTime(for habit: Habit) {
        focus(habit.id)
        let part = usualPart(of: habit)
        let time = journal.profile.time(of: part)
        var values = ["name": habit.name, "time": time.description, "part": partWords(part)]
        if let first = habit.reminders.first {
            values["when"] = reminderWords(first)
            say(habit.reminders.contains { $0.time == time } ? .suggestTimeSame : .suggestTimeHasReminder, values)
        } else {
            say(.suggestTime, values)
        }
        let track = journal.track(habit)
        if let pattern = track.weekdayPattern(weeks: Self.tipWeeks, today: context.today, calendar: context.calendar),
           pattern.bestRate.met >= 2, pattern.worstRate.due >= 2 {
            say(.tipDataWeekdays, ["name": habit.name, "best": pluralWeekday(pattern.best), "met": "\(pattern.bestRate.met)",
                                   "due": "\(pattern.bestRate.due)", "worst": pluralWeekday(pattern.worst)])
        }
        if habit.reminders.isEmpty, habit.polarity == .build {
            askToConfirm(habit.id, .remind(Reminder(time: time, days: reminderDays(habit)), also: true, guessed: false))
        }
    }
}
