import Foundation
import HabitDomain

/// Where a habit goes in the list: first, last, or before or after another (named by the words said).
struct Placement: Sendable {
    enum Kind: String, Sendable { case first, last, before, after }
    var kind: Kind
    var other: String?
}

/// What one clause asks for, as typed values: each case carries exactly what its command needs, and the dialogue
/// acts on these, never on the slots they were read from.
///
/// A `Request` is the matcher's slot sheet (every slot a pattern may fill); `Command(request)` is the one place that
/// turns a sheet into a command, intent by intent. The slots an intent can't do without are `Command.requiredSlots`,
/// checked against every pattern when the language loads.
enum Command: Sendable {
    /// The mark each report puts down (a clear puts none).
    static let markStates: [Intent: MarkState] = [.logDone: .done, .logSkip: .skipped, .logSlip: .slipped]

    // Conversation
    case cancel, undo, help, greet, thanks, goodbye, smallTalk, affirm, deny, finish, unsure

    // What happened
    /// A report: done, skipped or slipped (nil: taken back, "actually I didn't read").
    case log(Report)
    /// "wait no, I didn't": the log just made is taken back.
    case takeBackLastLog
    /// A report of a day not said ("I did yoga last week", "did yoga the other day", "forgot to tick it"): which day is asked, and the answer
    /// logs what was said of the habits named.
    case askWhichDay(MarkState?, [Reference])
    /// "I meditated every day this week": many days at once, asked about first.
    case logEveryDay(MarkState?, LogSpec?)
    /// "no, the day before", "and saturday too" (`also`: as well, not instead).
    case correctDay(Day?, shift: Int?, also: Bool, habit: Reference?)
    /// "no, I meant yoga", "actually only yoga".
    case correctHabit(Reference?, only: Bool)
    /// "oh and the morning one too", "same for yesterday": what was just logged, for these habits or on that day too.
    case logAlso([Reference], Day?)
    /// "wait no, it was 4 not 3": the amount just logged was another (in the habit's unit when none is said).
    case correctAmount(Amount, unit: String)
    /// "make that 1.75", "make it 6": a number said again of the habit just talked about — the amount just logged, when
    /// one was, else the target (unless the target is named: `said: target`).
    case amountAgain(Amount, unit: String)
    /// "take one off", "minus 2": the amount just logged, less this much (`amount: less`).
    case amountLess(Amount)

    // Questions
    case whatsLeft, listHabits, showProfile, aboutGoodDays
    /// "what's in my work group?": one group's habits.
    case listGroup(GroupReference)
    /// "which of my evening ones are left?": what is left today of one group.
    case leftInGroup(GroupReference)
    /// "what's on for friday?", "what have i got on tomorrow": the habits due that day.
    case dueOn(Day)
    case howAmIDoing(CalendarSpan?)
    case review(CalendarSpan?)
    case habitYear(Reference?)
    case notes(Reference?, words: String?)
    case streaks(Reference?)
    case showWeek(Day?)
    case showMonth(Day?)
    case goodDay(Day?)
    /// "did I floss yesterday?": what is logged on the days said (today when none).
    case askDay(LogSpec)
    /// "how's reading going?", "how many times did I run in october?".
    case details(Reference?, CalendarSpan?)
    case listReminders(Reference?)
    /// "how much water today?": a habit's total today against its target.
    case amountToday(Reference?)

    // Setting up
    case add([HabitDraft])
    /// "…, but keep the flute": a habit said to stay as it is; nothing changes.
    case keep(Reference?)
    /// "I don't want a habit for German": a habit said not to be wanted at all; nothing is added.
    case declined(String?)
    /// An edit of one habit; `unsure` ones (a schedule said alone about the habit last talked about) are asked first.
    case edit(Reference?, HabitEdit, unsure: Bool)
    /// "make gym optional and twice a week": several settings of one habit, in turn.
    case settings(Reference?, [HabitEdit])
    /// A schedule said about a habit; straight after a log, one weekday may instead move that log.
    case schedule(Reference?, Schedule, unsure: Bool, also: Bool)
    /// A tier; about a group when the name is a group's.
    case tier(Reference?, Tier, unsure: Bool)
    /// The same change to each habit said in a list ("make reading and meditation must-dos"), in one undo step.
    case each([UUID], HabitEdit)
    case reminder(Reference?, ReminderAsk)
    case remindersOff(Reference?, WeekdaySet)
    case setProfile(ProfileStatement)
    case makeEasier(Reference?)
    /// "any tips for reading?", "I keep forgetting to meditate": a tip, for the obstacle said.
    case tip(Reference?, Obstacle?)
    /// "I'm so unmotivated", "rough day": a feeling said, with nothing asked.
    case feeling(Mood)
    /// "set up a morning routine", "help me sleep better": a template's habits, offered.
    case template(String)
    /// "put reading first", "move gym below running": a habit's place in the list.
    case reorder(Reference?, Placement)
    /// "am I getting better at running?", "compare this month with last month": this week or month so far against the
    /// last, for a habit or for all of them.
    case trend(Reference?, CalendarSpan.Unit)
    /// "what was my best week?": the week or month of the last dozen with the highest rate.
    case bestPeriod(Reference?, CalendarSpan.Unit)
    /// "plan my habits around work": reminder times for the habits without one, offered.
    case planTimes
    /// "when should I do yoga?": a time for a habit from the person's day, and a reminder at it offered.
    case suggestTime(Reference?)
    /// "snooze", "remind me again in 20 minutes", "later": a reminder once, that many minutes from now, for the habit
    /// named or the one whose reminder just went off. `noneIsGoodbye`: with none gone off, it was a goodbye.
    case snooze(Reference?, minutes: Int, noneIsGoodbye: Bool)
    case pause(Reference?, PauseAsk)
    case resume(Reference?)

    // Groups
    case createGroup(name: String?, members: [Reference], require: Int?)
    case groupRequire(GroupReference?, Int?)
    case addMembers(GroupReference?, [Reference])
    case removeMembers(GroupReference?, [Reference])
    case deleteGroup(GroupReference?)
    case renameGroup(GroupReference?, String?)

    /// Read, but missing what it needs to act (a tier change with no tier): said as not understood.
    case incomplete

    /// A report of what happened.
    struct Report: Sendable {
        var state: MarkState?
        /// The habits and days (none said: today).
        var spec: LogSpec
        /// Why, from an away message ("sick").
        var reason: String?
        /// "no cigarettes today": a clean day for habits to avoid, not a slip taken back.
        var cleanReport: Bool
        /// A state said with nothing asked ("I'm exhausted"): skipping is offered, never done.
        var offerOnly: Bool
    }

    /// A reminder asked for.
    struct ReminderAsk: Sendable {
        /// Nil: the reminder is turned off.
        var time: TimeOfDay?
        /// A time was said but isn't a time of day.
        var badTime = false
        /// "remind me to walk": the time is still to ask.
        var askTime = false
        /// "remind me to read in the evening": the part of the day the time is to be found in.
        var dayPart: DayPart? = nil
        /// "an hour before bed": minutes before the part of the day's own time.
        var ahead: Int? = nil
        /// "remind me about flossing and vitamins at 9": each of several habits said as a list gets the reminder.
        var listed = false
        /// A bare hour ("at 11"): morning or evening is the coach's choice to make and say.
        var guessed = false
        /// A clock time without am or pm ("10:30").
        var eitherSideOfNoon = false
        /// "also remind me…": beside the others, not in their place.
        var also = false
        /// "on weekdays": the reminder's days.
        var days: WeekdaySet?
        /// "on those days": the days the habit is due on.
        var habitDays = false
    }

    /// When a pause is asked for: a day ahead, a last day, or a week or month.
    struct PauseAsk: Sendable {
        var day: Day?
        var until: Day?
        var period: CalendarSpan?
        var reason: String?
        /// Being away said as a state ("I'm sick until Sunday"): pausing is offered, not done.
        var offerOnly = false
        /// Habits said in a list, or a group's ("pause all the work habits until the 16th"): each of them.
        var listed = false
    }
}

extension Command {
    /// The one constructor from a slot sheet, intent by intent.
    init(_ r: Request) {
        switch r.intent {
        case .cancel: self = .cancel
        case .undo: self = .undo
        case .help: self = .help
        case .greet: self = .greet
        case .thanks: self = .thanks
        case .goodbye: self = .goodbye
        case .smallTalk: self = .smallTalk
        case .affirm: self = .affirm
        case .deny: self = .deny
        case .finish: self = .finish
        case .unsure: self = .unsure
        case .makeEasier: self = .makeEasier(r.habit)
        case .askTip: self = .tip(r.habit, r.meaning.obstacle)
        case .feeling: self = .feeling(r.meaning.mood ?? .low)
        case .trend: self = .trend(r.habit, r.period?.unit ?? .month)
        case .bestPeriod: self = .bestPeriod(r.habit, r.period?.unit ?? .week)
        case .planTimes: self = .planTimes
        case .suggestTime: self = .suggestTime(r.habit)
        case .snooze:
            guard let minutes = r.minutes ?? r.meaning.minutes else { self = .incomplete; return }
            // ("snooze it": the reminder that just went off, whatever was talked about last.)
            self = .snooze(r.meaning.itIsReminder && r.habit == .pronoun ? nil : r.habit, minutes: minutes, noneIsGoodbye: r.meaning.noneIsGoodbye)
        case .reorder:
            guard let kind = r.meaning.place else { self = .incomplete; return }
            self = .reorder(r.habit, Placement(kind: kind, other: r.text))
        case .useTemplate:
            guard let name = r.meaning.template else { self = .incomplete; return }
            self = .template(name)
        case .logDone, .logSkip, .logSlip, .logClear:
            let states = Command.markStates
            if r.vagueDay {
                self = .askWhichDay(r.log?.byMistake == true ? nil : states[r.intent], r.log?.references ?? [])
            } else if r.intent == .logClear, r.log == nil {
                self = .takeBackLastLog
            } else if r.everyDay {
                self = .logEveryDay(states[r.intent], r.log)
            } else {
                var spec = r.log ?? LogSpec(everything: r.intent != .logSlip)
                if spec.days.isEmpty, let day = r.day { spec.days = r.days.isEmpty ? [day] : r.days }
                // ("went way over yesterday": a report whose pattern says it is of the habit just talked about.)
                if r.meaning.aboutFocus, spec.references.isEmpty, r.habit == .pronoun { spec.references = [.pronoun]; spec.everything = false }
                // ("and another": one more of what was just counted.)
                if r.meaning.amountOne, spec.amount == nil {
                    spec.amount = Amount(1)
                    if spec.references.isEmpty { spec.references = [.pronoun]; spec.everything = false }
                }
                self = .log(Report(state: spec.byMistake ? nil : states[r.intent], spec: spec, reason: r.reason, cleanReport: r.cleanReport,
                                   offerOnly: r.meaning.verbless))
            }
        case .whatsLeft: self = r.day.map { .dueOn($0) } ?? r.group.map(Command.leftInGroup) ?? .whatsLeft
        case .howAmIDoing: self = .howAmIDoing(r.period)
        case .review: self = .review(r.period)
        case .habitHistory: self = .habitYear(r.habit)
        case .notes: self = .notes(r.habit, words: r.text)
        case .streaks: self = .streaks(r.habit)
        case .showWeek: self = .showWeek(r.period?.day)
        case .showMonth: self = .showMonth(r.period?.day)
        case .goodDay: self = .goodDay(r.day)
        case .aboutGoodDays: self = .aboutGoodDays
        case .correctDay: self = .correctDay(r.day, shift: r.dayShift, also: r.also, habit: r.habit)
        case .correctHabit: self = .correctHabit(r.habit, only: r.only)
        case .logAlso: self = .logAlso(r.habits.isEmpty ? (r.habit.map { [$0] } ?? []) : r.habits, r.day)
        case .correctAmount:
            guard let amount = r.amount else { self = .incomplete; return }
            if r.meaning.amountLess { self = .amountLess(amount); return }
            self = .correctAmount(amount, unit: r.unit ?? "")
        case .askDay:
            var spec = r.log ?? LogSpec()
            if spec.days.isEmpty, let day = r.day { spec.days = [day] }
            self = .askDay(spec)
        case .pause:
            self = .pause(r.habit, PauseAsk(day: r.day, until: r.until, period: r.period, reason: r.reason, offerOnly: r.meaning.verbless, listed: r.listed && !r.unsure))
        case .resume: self = .resume(r.habit)
        case .keepHabit: self = .keep(r.habit)
        case .listHabits: self = r.group.map(Command.listGroup) ?? .listHabits
        case .addHabit: self = r.meaning.declined ? .declined(r.drafts.first?.name) : .add(r.drafts)
        case .habitDetails: self = r.meaning.asksAmount && r.period == nil ? .amountToday(r.habit) : .details(r.habit, r.period)
        case .renameHabit:
            if case .group? = r.group { self = .renameGroup(r.group, r.name) } else { self = .edit(r.habit, r.name.map(HabitEdit.rename) ?? .askNewName, unsure: r.meaning.asksFirst && !r.nameQuoted) }
        case .changeSchedule:
            if r.schedule == nil, r.meaning.asksSchedule { self = .edit(r.habit, .askNewSchedule, unsure: false); return }
            guard let schedule = r.schedule else { self = .incomplete; return }
            // ("switch all the work habits to weekdays": each habit said in a list, or a group's, in one undo step.)
            if r.listed, !r.unsure, !r.also, case .ambiguous(let ids)? = r.habit { self = .each(ids, .schedule(schedule)); return }
            self = .schedule(r.habit, schedule, unsure: r.unsure, also: r.also)
        case .changeTier:
            guard let tier = r.tier else { self = .incomplete; return }
            // ("make reading and meditation must-dos": each habit said in a list.)
            if r.listed, !r.unsure, case .ambiguous(let ids)? = r.habit { self = .each(ids, .tier(tier)); return }
            self = .tier(r.habit, tier, unsure: r.unsure)
        case .changeSettings:
            var edits: [HabitEdit] = []
            if let s = r.schedule { edits.append(.schedule(s)) }
            if let t = r.tier { edits.append(.tier(t)) }
            if let p = r.polarity { edits.append(.polarity(p)) }
            if let t = r.time { edits.append(.reminder(t)) }
            self = edits.isEmpty ? .incomplete : .settings(r.habit, edits)
        case .changePolarity:
            guard let polarity = r.polarity else { self = .incomplete; return }
            self = .edit(r.habit, .polarity(polarity), unsure: false)
        case .changeDescription: self = .edit(r.habit, .description(r.text ?? ""), unsure: false)
        case .setReminder:
            var days: WeekdaySet? = nil
            if case .weekdays(let set)? = r.schedule { days = set }
            self = .reminder(r.habit, ReminderAsk(time: r.time, badTime: r.badTime, askTime: r.askTime, dayPart: r.dayPart, ahead: r.ahead, listed: r.listed, guessed: r.timeGuess,
                                                  eitherSideOfNoon: r.eitherSideOfNoon, also: r.also, days: days,
                                                  habitDays: r.meaning.habitDays))
        case .listReminders: self = .listReminders(r.habit)
        case .setProfile:
            guard let statement = r.profile else { self = .incomplete; return }
            self = .setProfile(statement)
        case .showProfile: self = .showProfile
        case .reminderDaysOff:
            guard case .weekdays(let set)? = r.schedule else { self = .incomplete; return }
            self = .remindersOff(r.habit, set)
        case .changeTarget:
            // (A count alone, when the target is said to be it: "max 1 a day".)
            guard let amount = r.amount ?? (r.meaning.targetSaid ? r.number.map { Amount($0) } : nil) else { self = .incomplete; return }
            if !r.meaning.targetSaid, r.habit == nil || r.habit == .pronoun { self = .amountAgain(amount, unit: r.unit ?? ""); return }
            let unit = r.unit ?? ""
            self = .edit(r.habit, r.meaning.targetSaid && unit.isEmpty ? .namedTarget(amount) : .target(amount, unit: unit), unsure: false)
        // ("archive push day and pull day": each habit said in a list, in one undo step.)
        case .archiveHabit: self = r.listed && !r.unsure ? r.habit.flatMap(Self.listedIDs).map { .each($0, .archive) } ?? .edit(r.habit, .archive, unsure: false)
            : .edit(r.habit, .archive, unsure: false)
        case .restoreHabit: self = r.listed && !r.unsure ? r.habit.flatMap(Self.listedIDs).map { .each($0, .restore) } ?? .edit(r.habit, .restore, unsure: false)
            : .edit(r.habit, .restore, unsure: false)
        case .deleteHabit: self = .edit(r.habit, .delete, unsure: false)
        case .createGroup: self = .createGroup(name: r.name, members: r.habits, require: r.number)
        case .groupRequire: self = .groupRequire(r.group, r.number)
        case .groupAddMember: self = .addMembers(r.group, r.habits)
        case .groupRemoveMember: self = .removeMembers(r.group, r.habits)
        case .deleteGroup: self = .deleteGroup(r.group)
        case .renameGroup: self = .renameGroup(r.group, r.name)
        }
    }

    /// The habits a list names ("push day and pull day"), when it names several.
    static func listedIDs(_ reference: Reference) -> [UUID]? {
        if case .ambiguous(let ids) = reference { return ids }
        return nil
    }

    /// The slots each command can't do without (what its constructor above reads as required); a pattern of that
    /// intent without one is a load error.
    static let requiredSlots: [Intent: [SlotKind]] = [
        .changeSchedule: [.schedule], .changeTier: [.tier], .changePolarity: [.polarity], .changeSettings: [.settings],
        .renameGroup: [.group, .name], .changeDescription: [.text], .changeTarget: [.amount], .correctAmount: [.amount],
    ]
}
