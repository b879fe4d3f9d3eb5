import Foundation
import HabitDomain

extension Turn {
    /// "yoga is too hard, make it easier": where it stands, and the ways to lighten it — nothing changes until one is chosen.
    mutating func makeEasier(_ reference: Reference?) {
        guard let habit = target(reference, for: .makeEasier) else { return }
        // "yoga is too hard, make it easier" says it twice: once is answered.
        if intents.filter({ $0 == Intent.makeEasier.rawValue }).count > 1 { return }
        focus(habit.id)
        // One step lighter than now: fewer times a week or month, or more days between.
        var lighter: String? = nil
        switch habit.schedule {
        case .daily: lighter = text(.lighterWeekly, ["n": "5"])
        case .weekdays(let days) where days.count > 2: lighter = text(.lighterWeekly, ["n": "\(days.count - 1)"])
        case .weekly(let n) where n > 1: lighter = text(.lighterWeekly, ["n": "\(n - 1)"])
        case .monthly(let n) where n > 1: lighter = text(.lighterMonthly, ["n": "\(n - 1)"])
        case .interval(let n): lighter = text(.lighterInterval, ["n": "\(n + 1)"])
        default: break
        }
        let values = ["name": habit.name, "lower": habit.name.lowercased(), "details": details(habit), "lighter": lighter ?? ""]
        if let _ = lighter, habit.tier == .must { say(.makeEasier, values) }
        else if habit.tier == .must { say(.makeEasierOptional, values) }
        else if lighter != nil { say(.makeEasierFewer, values) }
        else { say(.makeEasierPause, values) }
    }

    /// Finds the habit a request is about, asking which when several fit; then makes the change.
    mutating func edit(_ reference: Reference?, _ edit: HabitEdit) {
        // "it" while a habit is being added is that draft.
        if reference == nil || reference == .pronoun, case .addHabit(var draft, let slot, let suggestion)? = state.pending {
            switch edit {
            case .rename(let name): if let clean = try? Text.name(name) { draft.name = clean }
            case .schedule(let s): draft.schedule = s
            case .tier(let t): draft.tier = t
            default: break
            }
            if case .schedule = edit, slot == .schedule {
                state.pending = nil
                advance(draft)
            } else {
                state.pending = .addHabit(draft, asking: slot, suggestion: suggestion)
                keepAsking(repeatIt: true)
            }
            return
        }
        // "my water goal is 2500 ml a day" with no such habit: a goal for something not kept yet is asked about as a new
        // habit with that target, never set on another habit.
        if case .unknown(let words)? = reference, case .target(let amount, let unit) = edit, !unit.isEmpty, amount > Amount(0),
           let name = try? Text.name(understanding.reader.capitalized(words)), let counted = try? AmountUnit(unit) {
            var draft = HabitDraft()
            draft.name = name
            draft.schedule = .daily
            draft.target = Target(amount, counted, kind: .day)
            open(.confirmAdd(draft))
            return
        }
        guard let habit = target(reference, for: edit) else { return }
        perform(edit, on: habit)
    }

    /// Saves a changed habit (checked against the rules), with an undo step and a reply.
    private mutating func update(_ old: Habit, _ new: Habit, undo: ReplyKey, _ undoValues: [String: String], _ reply: ReplyKey, _ values: [String: String]) {
        do {
            let checked = try journal.checked(new)
            let summary = text(undo, undoValues)
            commit(journal.keepingGroupsValid([.updateHabit(checked)]), undo: summary)
            focus(checked.id)
            say(reply, values)
        } catch {
            say(error)
        }
    }

    mutating func perform(_ edit: HabitEdit, on habit: Habit) {
        focus(habit.id)
        var changed = habit
        switch edit {
        case .details:
            var line = text(.details, ["name": habit.name, "details": details(habit), "created": habit.created.iso])
            let track = journal.track(habit)
            let streak = track.streak(today: context.today, calendar: context.calendar)
            let rate = track.completion(.month, today: context.today, calendar: context.calendar)
            // A habit with no history yet has no numbers worth saying.
            // (A week or month still running has no rate yet: the line leaves it out rather than print a dash.)
            if rate.due > 0 || !track.marks.isEmpty { line += " " + text(rate.percent == nil ? .detailsStatsNoRate : .detailsStats, [
                "current": units(streak.current, streak.unit), "best": units(streak.best, streak.bestUnit),
                "rate": rate.percent.map { "\($0)%" } ?? "", "strength": "\(Int((track.strength(today: context.today, calendar: context.calendar) * 100).rounded()))%",
            ]) }
            if let p = track.progress(in: context.today, today: context.today, calendar: context.calendar) {
                // ("4 of 8 km": a target over the week or month is said in its unit.)
                let progress = p.amount.map(language.words(for:)) ?? text(.countOf, ["done": "\(p.done)", "target": "\(p.target)"])
                line += " " + text(.detailsPeriod, ["progress": progress, "period": periodWords(p)])
            }
            if let last = track.lastDone { line += " " + text(.detailsLastDone, ["when": when(last)]) }
            if let why = habit.description { line += " " + text(.detailsDescription, ["description": why]) }
            say(.details, [:])
            messages[messages.count - 1] = line

        case .rename(let name):
            let clean: String
            do { clean = try Text.name(name) } catch { say(error); return }
            if clean == habit.name { say(.renamed, ["old": habit.name, "name": clean]); return }
            changed.name = clean
            update(habit, changed, undo: .undoRename, ["name": habit.name, "new": clean], .renamed, ["old": habit.name, "name": clean])

        case .schedule(let schedule):
            if schedule == habit.schedule { say(.scheduleSame, ["name": habit.name, "schedule": words(schedule)]); return }
            do { try schedule.validate() } catch { say(error); return }
            changed.schedule = schedule
            update(habit, changed, undo: .undoSchedule, ["name": habit.name, "schedule": words(schedule)], .scheduleChanged, ["name": habit.name, "schedule": words(schedule)])

        case .namedTarget(let amount):
            perform(.target(amount, unit: habit.target == nil ? AmountUnit.times.word : ""), on: habit)

        case .target(let amount, let unitSaid):
            // In the target's own unit; a habit that keeps no count takes the unit said ("make it 6" about one is 6 of
            // nothing known), and a unit other than the target's is said back.
            let unit: AmountUnit
            if let old = habit.target {
                if !unitSaid.isEmpty, !language.sameUnit(unitSaid, old.unit.word) {
                    say(.targetOtherUnit, ["name": habit.name, "unit": old.unit.word, "said": unitSaid])
                    return
                }
                unit = old.unit
            } else {
                // "can't do the gym 5 days a week anymore, make it 3": a number alone about a habit kept so many times a
                // week or month is how many times.
                if unitSaid.isEmpty, amount.hundredths % 100 == 0, habit.polarity == .build {
                    switch habit.schedule {
                    case .weekly: perform(.schedule(.weekly(times: amount.hundredths / 100)), on: habit); return
                    case .monthly: perform(.schedule(.monthly(times: amount.hundredths / 100)), on: habit); return
                    default: break
                    }
                }
                guard !unitSaid.isEmpty else { say(.targetNoUnit, ["name": habit.name]); return }
                do { unit = try AmountUnit(unitSaid) } catch { say(error); return }
            }
            let target = Target(amount, unit, kind: habit.target?.kind ?? (habit.polarity == .avoid ? .limit : .day))
            let said = language.words(for: target, schedule: habit.schedule)
            if target == habit.target { say(.targetSame, ["name": habit.name, "target": said]); return }
            do { try target.validate(schedule: habit.schedule, polarity: habit.polarity) } catch { say(error); return }
            changed.target = target
            update(habit, changed, undo: .undoMaking, ["name": habit.name, "what": said], .targetChanged, ["name": habit.name, "target": said])

        case .tier(let tier):
            let words = text(tier == .must ? .tierMust : .tierNice)
            if tier == habit.tier { say(.tierSame, ["name": habit.name, "tier": words]); return }
            changed.tier = tier
            update(habit, changed, undo: .undoMaking, ["name": habit.name, "what": words], .tierChanged, ["name": habit.name, "tier": words])

        case .polarity(let polarity):
            let words = text(polarity == .avoid ? .polarityAvoid : .polarityBuild)
            if polarity == habit.polarity { say(.polaritySame, ["name": habit.name, "polarity": words]); return }
            changed.polarity = polarity
            update(habit, changed, undo: .undoMaking, ["name": habit.name, "what": words], .polarityChanged, ["name": habit.name, "polarity": words])

        case .description(let raw):
            let description: String?
            do { description = try Text.description(raw) } catch { say(error); return }
            changed.description = description
            update(habit, changed, undo: .undoDescription, ["name": habit.name], .descriptionChanged, ["name": habit.name, "description": description ?? ""])

        case .reminder(let time):
            if let time {
                changed.reminders = [Reminder(time: time)]
                update(habit, changed, undo: .undoReminder, ["name": habit.name], .reminderSet, ["name": habit.name, "time": time.description])
            } else if habit.reminders.isEmpty {
                say(.noReminders, ["name": habit.name])
            } else {
                changed.reminders = []
                update(habit, changed, undo: .undoReminderRemoved, ["name": habit.name], .reminderRemoved, ["name": habit.name])
            }

        case .remind(var reminder, let also, let guessed):
            // "at 11" for a bedtime habit is 23:00; for the rest, what the user has said about their day decides
            // (before they get up is the evening), else 1 to 5 is the afternoon and 6 to 11 the morning.
            if guessed, reminder.time.hour <= 12 {
                reminder.time = journal.profile.reads(hour: reminder.time.hour, evening: nameSays("evening_word", habit.name))
            }
            let when = reminderWords(reminder)
            if habit.reminders.contains(reminder) { say(.reminderAlready, ["name": habit.name, "time": when]); return }
            if also, !habit.reminders.contains(where: { $0.time == reminder.time }), habit.reminders.count >= Habit.maxReminders {
                say(.errorTooManyReminders, ["name": habit.name, "n": "\(Habit.maxReminders)"])
                return
            }
            // "move my meditation reminder to 8am" with reminders at 7am and 9pm: which one is asked, never guessed.
            if !also, habit.reminders.count > 1 {
                open(.whichReminder(habit.id, reminder))
                return
            }
            if also || habit.reminders.isEmpty {
                // Beside the others; one at the same time takes the new days.
                changed.reminders.removeAll { $0.time == reminder.time }
                changed.reminders.append(reminder)
                changed.reminders.sort { $0.time < $1.time }
            } else {
                changed.reminders = [reminder]
            }
            let key: ReplyKey = habit.reminders.isEmpty || (!also && habit.reminders.count > 1) ? .reminderSet : also ? .reminderAdded : .reminderMoved
            update(habit, changed, undo: .undoReminder, ["name": habit.name], key, ["name": habit.name, "time": when, "count": "\(changed.reminders.count)"])
            state.lastReminder = SetReminder(habit: habit.id, minutes: reminder.time.hour * 60 + reminder.time.minute, turn: state.turn)
            if guessed { add(.reminderGuessed, ["time": reminder.time.description, "other": TimeOfDay(minutes: reminder.time.minutes + 720).description]) }
            // Said, not changed: the user asked for this time.
            let profile = journal.profile
            if profile.isAtWork(reminder.time, on: reminder.days), let start = profile.workStart, let end = profile.workEnd {
                add(.reminderAtWork, ["start": start.description, "until": end.description])
            }

        case .archive:
            if habit.archived { say(.alreadyArchived, ["name": habit.name]); return }
            changed.archived = true
            update(habit, changed, undo: .undoArchive, ["name": habit.name], .archived, ["name": habit.name])

        case .restore:
            if !habit.archived { say(.notArchived, ["name": habit.name]); return }
            changed.archived = false
            update(habit, changed, undo: .undoRestore, ["name": habit.name], .restored, ["name": habit.name])

        case .delete:
            let marks = journal.marks[habit.id] ?? MarkBook()
            let history: String
            if let first = marks.firstDay {
                let count = text(marks.count == 1 ? .countDayLogged : .countDaysLogged, ["n": "\(marks.count)"])
                history = text(.historySome, ["count": count, "since": first.iso])
            } else {
                history = text(.historyNone)
            }
            state.pending = .confirmDelete(habit.id)
            state.attempts = 0
            ask(text(.confirmDelete, ["name": habit.name, "history": history]), slot: "confirm", type: "boolean", quick: language.quick("confirm_delete"))

        case .addToGroup(let groupID):
            guard let group = journal.group(id: groupID) else { say(.whichGroup); return }
            if habit.groupID == groupID { say(.alreadyInGroup, ["name": habit.name, "group": group.name]); return }
            if habit.polarity == .avoid { say(.errorAvoidGroup, ["name": habit.name]); return }
            changed.groupID = groupID
            do {
                let checked = try journal.checked(changed)
                let summary = text(.undoGroupAdd, ["names": quoted([habit.name]), "group": group.name])
                commit(journal.keepingGroupsValid([.updateHabit(checked)]), undo: summary)
                say(.groupMembersAdded, ["names": "\"\(habit.name)\"", "group": group.name, "rule": rule(group)])
            } catch {
                say(error)
            }

        case .markDays(let state, let days):
            // Days already logged stay as they are; the rest are marked in one step, undone together.
            var changes: [Change] = []
            for day in days where journal.marks[habit.id]?[day] == nil {
                guard let mark = try? journal.checkedMark(Mark(state), for: habit, on: day, today: context.today) else { continue }
                changes.append(.setMark(habit: habit.id, day: day, mark: mark))
            }
            guard let first = changes.first, case .setMark(_, let from, _) = first, case .setMark(_, let to, _)? = changes.last else {
                say(.logDaysAllLogged, ["name": habit.name])
                return
            }
            let values = ["name": habit.name, "n": "\(changes.count)", "start": when(from), "until": when(to)]
            commit(changes, undo: text(.undoLogDays, values))
            say(state == .skipped ? .skippedDays : .loggedDays, values)

        case .mark(let state, let day, let note):
            mark([habit], state, on: day, note: note, aside: nil)

        case .logAmount(let day, let amount, let unit):
            mark([habit], .done, on: day, note: nil, aside: nil, amount: amount, unit: unit, confirmed: true)

        case .removeFromGroup(let groupID):
            guard let current = habit.groupID, groupID == nil || groupID == current, let group = journal.group(id: current) else {
                say(.notInGroup, ["name": habit.name])
                return
            }
            changed.groupID = nil
            let summary = text(.undoGroupRemove, ["names": quoted([habit.name]), "group": group.name])
            commit(journal.keepingGroupsValid([.updateHabit(changed)]), undo: summary)
            say(.groupMembersRemoved, ["names": "\"\(habit.name)\"", "group": group.name])

        case .pause(let start, let end): pause(habit, from: start, to: end)
        case .resume: resume(.habit(habit.id))
        case .history: habitYear(.habit(habit.id))
        case .notes: notes(.habit(habit.id), words: nil)
        case .makeEasier: makeEasier(.habit(habit.id))
        case .suggestTime: suggestTime(for: habit)
        case .tip(let obstacle): tip(for: habit, obstacle)
        case .remindersOff(let days): remindersOff(.habit(habit.id), days)
        case .askReminderTime: askReminderTime(habit)
        case .snooze(let minutes): snooze(habit, minutes: minutes)
        case .askNewName:
            open(.newName(habit.id))
        case .askNewSchedule:
            open(.newSchedule(habit.id))
        }
    }

    /// "07:30", "07:30 on weekdays", "07:30 every Monday".
    mutating func reminderWords(_ reminder: Reminder) -> String {
        if reminder.days == .all { return reminder.time.description }
        return text(.reminderTimeDays, ["time": reminder.time.description, "days": daysWords(reminder.days)])
    }

    /// "on weekdays", "on Mon, Wed", "every Monday".
    mutating func daysWords(_ days: WeekdaySet) -> String {
        let words = words(.weekdays(days))
        return days.count == 1 ? words : text(.daysOn, ["days": words])
    }

    /// The active habits a reference names (every one that fits), all of them when there is none — or nil,
    /// having said that the name wasn't found.
    mutating func activeHabits(_ reference: Reference?) -> [Habit]? {
        readHabits(reference, unnamed: journal.activeHabits)?.filter { !$0.archived }
    }

    /// "what reminders do I have?": every active habit's reminders, in list order (or one habit's).
    mutating func listReminders(_ reference: Reference? = nil) {
        guard let habits = activeHabits(reference) else { return }
        if habits.count == 1, habits[0].reminders.isEmpty, snoozedUntil(habits[0]) == nil { say(.noRemindersFor, ["name": habits[0].name]); return }
        let lines = habits.flatMap { habit in
            habit.reminders.map { text(.reminderLine, ["name": habit.name, "time": reminderWords($0)]) }
                // A snooze still to ring, after the habit's own reminders.
                + (snoozedUntil(habit).map { [text(.reminderLineOnce, ["name": habit.name, "time": $0])] } ?? [])
        }
        guard !lines.isEmpty else { say(.remindersNone); return }
        say(.remindersHeader, ["lines": lines.joined(separator: "\n")])
    }

    /// "no reminders on weekends": those days come off the reminders of one habit, or of every habit.
    mutating func remindersOff(_ reference: Reference?, _ days: WeekdaySet) {
        // A change needs the habit for certain: with two that fit, ask which.
        var habits = journal.activeHabits
        if let reference {
            guard let habit = target(reference, for: .remindersOff(days)) else { return }
            habits = [habit]
        }
        habits = habits.filter { !$0.reminders.isEmpty }
        var changes: [Change] = []
        for habit in habits {
            var changed = habit
            changed.reminders = habit.reminders.compactMap { r in
                let left = WeekdaySet(r.days.filter { !days.contains($0) })
                return left.count == 0 ? nil : Reminder(time: r.time, days: left)
            }
            if changed.reminders != habit.reminders { changes.append(.updateHabit(changed)) }
        }
        let off = daysWords(days)
        guard !changes.isEmpty else { say(.remindersOffNone, ["days": off]); return }
        commit(changes, undo: text(.undoRemindersOff, ["days": off]))
        say(.remindersOff, ["days": off, "names": quoted(changes.compactMap { if case .updateHabit(let h) = $0 { return h.name } else { return nil } })])
    }

    /// "I work 9 to 5", "I get up at 6", "I'm a night owl", "I don't work fridays": kept in the profile.
    mutating func setProfile(_ statement: ProfileStatement) {
        var profile = journal.profile
        let key: ReplyKey
        var values: [String: String] = [:]
        switch statement {
        case .work(let start, let end, let days):
            profile.workStart = start
            profile.workEnd = end
            profile.workDays = days ?? profile.workDays ?? .workdays
            key = .profileWork
            values = ["start": start.description, "until": end.description, "days": words(.weekdays(profile.workDays ?? .workdays))]
        case .workStart(let time):
            profile.workStart = time
            profile.workDays = profile.workDays ?? .workdays
            key = .profileWorkStart
            values = ["time": time.description]
        case .workEnd(let time):
            profile.workEnd = time
            profile.workDays = profile.workDays ?? .workdays
            key = .profileWorkEnd
            values = ["time": time.description]
        case .wake(let time):
            profile.wake = time
            key = .profileWake
            values = ["time": time.description]
        case .bed(let time):
            profile.bed = time
            key = .profileBed
            values = ["time": time.description]
        case .chronotype(let c):
            profile.chronotype = c
            key = c == .late ? .profileLate : .profileEarly
        case .daysOff(let days):
            guard profile.workStart != nil else { say(.profileNoWork); return }
            let left = WeekdaySet((profile.workDays ?? .workdays).filter { !days.contains($0) })
            profile.workDays = left
            key = .profileDaysOff
            values = ["days": daysWords(days), "left": left.count == 0 ? text(.profileNoWorkDays) : words(.weekdays(left))]
        }
        if profile != journal.profile { commit([.setProfile(profile)], undo: text(.undoProfile)) }
        say(key, values)
    }

    /// "what do you know about me?"
    mutating func showProfile() {
        let p = journal.profile
        var lines: [String] = []
        if let start = p.workStart, let end = p.workEnd {
            lines.append(text(.profileLineWork, ["start": start.description, "until": end.description, "days": words(.weekdays(p.workDays ?? .workdays))]))
        }
        if let wake = p.wake { lines.append(text(.profileLineWake, ["time": wake.description])) }
        if let bed = p.bed { lines.append(text(.profileLineBed, ["time": bed.description])) }
        if let c = p.chronotype { lines.append(text(c == .late ? .profileLineLate : .profileLineEarly)) }
        guard !lines.isEmpty else { say(.profileNone); return }
        say(.profileHeader, ["lines": lines.joined(separator: "\n")])
    }
}

extension Turn {
    /// "put reading first", "move gym below running": the habit's place in the list, everywhere the list shows.
    mutating func reorder(_ reference: Reference?, _ placement: Placement) {
        guard let habit = target(reference, for: .details) else { return }
        focus(habit.id)
        var other: Habit? = nil
        if let words = placement.other {
            switch understanding.resolver.habit(language.tokenize(words).norms, raw: words) {
            case .habit(let id): other = journal.habit(id: id)
            case .ambiguous(let ids): askWhich(ids, .details); return
            default: say(.habitNotFound, ["name": words]); return
            }
            guard other?.id != habit.id else { say(.movedAlready, ["name": habit.name]); return }
        }
        let rest = journal.habits.filter { $0.id != habit.id }
        let index: Int
        switch placement.kind {
        case .first: index = 0
        case .last: index = rest.count
        case .before: index = rest.firstIndex { $0.id == other?.id } ?? 0
        case .after: index = (rest.firstIndex { $0.id == other?.id } ?? rest.count - 1) + 1
        }
        let changes = journal.reordering(habit.id, to: index)
        let key: ReplyKey = [.first: .movedFirst, .last: .movedLast, .before: .movedBefore, .after: .movedAfter][placement.kind]!
        guard !changes.isEmpty else { say(.movedAlready, ["name": habit.name]); return }
        commit(changes, undo: text(.undoMove, ["name": habit.name]))
        say(key, ["name": habit.name, "other": other?.name ?? ""])
    }
}

extension Turn {
    /// Moves one of a habit's reminders (nil: all of them) to `reminder`; one undo step.
    mutating func moveReminder(of habit: Habit, from old: TimeOfDay?, to reminder: Reminder) {
        var changed = habit
        changed.reminders = (old.map { time in habit.reminders.filter { $0.time != time } } ?? []).filter { $0.time != reminder.time } + [reminder]
        changed.reminders.sort { $0.time < $1.time }
        let when = reminderWords(reminder)
        update(habit, changed, undo: .undoReminder, ["name": habit.name], .reminderMoved, ["name": habit.name, "time": when, "count": "\(changed.reminders.count)"])
        state.lastReminder = SetReminder(habit: habit.id, minutes: reminder.time.hour * 60 + reminder.time.minute, turn: state.turn)
    }
}
