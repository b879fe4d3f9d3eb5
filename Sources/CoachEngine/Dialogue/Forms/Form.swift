import Foundation
import HabitDomain

/// An open question of the conversation. Each kind is a form of its own: it says its question, tells frontends
/// what answer it expects, asks again more helpfully (letting the question go at the end of its ladder), and
/// takes the answers it can. The dialogue state keeps the open question as a `Pending` value; `form` gives
/// the form that handles it.
protocol Form {
    /// The question, as it is asked again after a digression or an empty message.
    func prompt(in turn: inout Turn) -> String
    /// What frontends are told to expect: the slot, the kind of answer and quick replies.
    func expectation(in turn: inout Turn, prompt: String) -> Expectation
    /// The next step of the reprompt ladder (`turn.state.attempts` says which); the last one lets the question go.
    func reprompt(in turn: inout Turn)
    /// Takes a message as the answer; false when it is something else, to be read afresh (a digression).
    func answer(_ answer: Answer, in turn: inout Turn) -> Bool
}

/// A message as read against an open question.
struct Answer {
    let utterance: Utterance
    /// The words of the answer in the utterance (a message's later clause may answer a question its first one asked).
    let range: Range<Int>
    /// How the message reads on its own, if it reads as anything.
    let reading: Request?
    let isAffirm: Bool
    let isDeny: Bool
    var intent: Intent? { reading?.intent }

    /// The reading of what follows a leading "yes" or "ok" ("yep bin it", "ok put it in music") — or of the whole, with
    /// none — so a form can tell the action it asked about said again. A negation after the yes is no yes.
    func afterYes(in turn: inout Turn) -> Request? {
        let vocabulary = turn.language.vocabulary
        guard let first = range.first, ["affirm", "answer_filler"].contains(where: { vocabulary.has($0, utterance.norms[first]) }) else { return reading }
        let rest = range.dropFirst()
        guard !rest.contains(where: { vocabulary.has("negation", utterance.norms[$0]) || utterance.norms[$0] == "no" }) else { return nil }
        return turn.understanding.best(utterance, rest)
    }
}

extension Pending {
    /// The form that handles this open question.
    var form: any Form {
        switch self {
        case .addHabit(let draft, let slot, let suggestion): return AddHabitForm(draft: draft, asking: slot, suggestion: suggestion)
        case .confirmDelete(let id): return ConfirmDeleteForm(habit: id)
        case .clarify(let ids, let edit): return ClarifyForm(habits: ids, edit: edit)
        case .suggestGroup(let habit, let group): return GroupSuggestionForm(habit: habit, group: group)
        case .groupForm(let draft, let slot): return GroupForm(draft: draft, asking: slot)
        case .confirmEdit(let id, let edit): return ConfirmEditForm(habit: id, edit: edit)
        case .confirmAdd(let draft): return ConfirmAddForm(draft: draft)
        case .reminderTime(let id): return ReminderTimeForm(habit: id)
        case .reminderTimeFor(let ids): return ReminderTimeForm(habit: ids.first ?? UUID(), others: Array(ids.dropFirst()))
        case .confirmSkipAll(let day, let reason): return ConfirmSkipAllForm(day: day, reason: reason)
        case .newName(let id): return NewNameForm(habit: id)
        case .newSchedule(let id): return NewScheduleForm(habit: id)
        case .pauseUntil(let id, let start): return PauseUntilForm(habit: id, start: start)
        case .confirmPauseAll(let start, let end): return ConfirmPauseAllForm(start: start, end: end)
        case .template(let name, let drafts): return TemplateForm(template: name, drafts: drafts)
        case .whichReminder(let habit, let reminder): return WhichReminderForm(habit: habit, reminder: reminder)
        case .plan(let plan): return PlanForm(plan: plan)
        case .whichDay(let habits, let state): return WhichDayForm(habits: habits, state: state)
        case .reflection(let question): return ReflectionForm(question: question)
        }
    }
}

/// A yes/no question asked once: anything but yes or no lets it go, and the message is read afresh.
protocol YesNoQuestion: Form {}

extension YesNoQuestion {
    func expectation(in turn: inout Turn, prompt: String) -> Expectation { .confirm(prompt, turn.language.quick("yes_no")) }

    func reprompt(in turn: inout Turn) {
        turn.state.pending = nil
        turn.say(.fallback)
    }
}

extension Expectation {
    /// A yes/no question with the given quick replies.
    static func confirm(_ prompt: String, _ quick: [QuickReply]) -> Expectation {
        Expectation(slot: "confirm", type: "boolean", prompt: prompt, quickReplies: quick)
    }
}

/// A new habit's missing name or schedule.
struct AddHabitForm: Form {
    let draft: HabitDraft
    let asking: DraftSlot
    let suggestion: Schedule?

    func prompt(in turn: inout Turn) -> String {
        asking == .schedule ? turn.text(.repromptSchedule2, ["name": draft.name ?? ""]) : turn.text(.askName)
    }

    func expectation(in turn: inout Turn, prompt: String) -> Expectation {
        asking == .schedule ? Expectation(slot: "schedule", type: "schedule", prompt: prompt, quickReplies: turn.language.quick("schedule"))
            : Expectation(slot: "name", type: "text", prompt: prompt, quickReplies: [])
    }

    func reprompt(in turn: inout Turn) {
        let name = draft.name ?? ""
        if turn.state.attempts >= DialogueState.reprompts {
            turn.say(asking == .schedule ? .giveUpSchedule : .giveUpName, ["name": name])
            turn.state.pending = nil
            turn.continueQueue()
            return
        }
        if asking == .schedule {
            let key: ReplyKey = turn.state.attempts == 1 ? .repromptSchedule1 : .repromptSchedule2
            turn.ask(turn.text(key, ["name": name]), slot: "schedule", type: "schedule", quick: turn.language.quick("schedule"))
        } else {
            let key: ReplyKey = turn.state.attempts == 1 ? .repromptName1 : .repromptName2
            turn.ask(turn.text(key), slot: "name", type: "text")
        }
    }

    func answer(_ answer: Answer, in turn: inout Turn) -> Bool {
        asking == .schedule ? answerSchedule(answer, in: &turn) : answerName(answer, in: &turn)
    }

    private func answerSchedule(_ answer: Answer, in turn: inout Turn) -> Bool {
        var draft = self.draft
        let u = answer.utterance
        // "oops, I mean swimming, twice a week": a correction that names the habit again renames this one (and may
        // answer the question too).
        if let first = answer.range.first, turn.language.vocabulary.match("correction_word", in: u.norms, at: first, fuzzy: false) != nil,
           let other = answer.reading, other.intent == .addHabit, other.drafts.count == 1, let replacement = other.drafts.first,
           replacement.name != nil {
            turn.state.pending = nil
            turn.state.attempts = 0
            turn.advance(turn.merged(draft, replacement))
            return true
        }
        // "…, remind me at 10pm": a reminder for the habit being added; how often is still to be said.
        if let other = answer.reading, other.intent == .setReminder, other.habit == nil || other.habit == .pronoun,
           let said = other.time, !other.badTime {
            // (A bare hour, "at 8", is read the way the person's day says — never as how many times.)
            let time = other.timeGuess ? turn.journal.profile.reads(hour: said.hour, evening: false) : said
            draft.reminder = time
            turn.state.pending = .addHabit(draft, asking: .schedule, suggestion: suggestion)
            let prompt = turn.text(.repromptSchedule2, ["name": draft.name ?? ""])
            turn.ask(turn.text(.draftUpdated, ["name": draft.name ?? "", "prompt": prompt]), slot: "schedule", type: "schedule",
                     quick: turn.language.quick("schedule"))
            return true
        }
        // A new habit of its own ("add swimming twice a week", "and swimming twice a week") is not an answer for
        // this one; words around a schedule that name no activity ("like 10 min every day") don't make one.
        if let other = answer.reading, other.intent == .addHabit, other.score >= 2,
           let otherName = other.drafts.first?.name, Text.key(otherName) != Text.key(draft.name ?? ""),
           !other.meaning.verbless || turn.understanding.reader.namesActivity(turn.understanding.tokenize(otherName)) {
            return false
        }
        // "make piano every day" names a habit there is: a change to it, not this one's answer; so does a report
        // ("mark yoga done for friday").
        if let other = answer.reading, other.intent == .changeSchedule || other.intent == .changeTier, case .habit? = other.habit {
            return false
        }
        if let other = answer.reading, Understanding.reports.contains(other.intent), other.score >= 2,
           let log = other.log, !log.references.isEmpty, log.allResolved {
            return false
        }
        // "what did I do on monday?" asks something else; it is no answer to "how often?" ("should I do it daily?" is).
        if let first = answer.range.first, turn.language.vocabulary.match("question_start", in: u.norms, at: first, fuzzy: false) != nil,
           let other = answer.reading, other.intent != .addHabit, other.intent != .changeSchedule, other.score >= 1.5 {
            return false
        }
        // ("track my vaping" … "less of it obviously": the answer says it is one to cut down — a habit to avoid, kept every day.)
        let vocabulary = turn.language.vocabulary
        // ("add energy drinks" … "no, it's something i want to stop, not do more of": said in so many words.)
        var remarkStart = answer.range.lowerBound
        while remarkStart < answer.range.upperBound,
              u.norms[remarkStart] == "," || ["deny", "correction_word"].contains(where: { vocabulary.has($0, u.norms[remarkStart]) }) { remarkStart += 1 }
        if draft.polarity == nil, turn.understanding.extract.findSchedule(u.norms, in: answer.range) == nil, remarkStart < answer.range.upperBound,
           turn.understanding.extract.polarityRemark(u.norms, remarkStart..<answer.range.upperBound) == .avoid {
            draft.polarity = .avoid
            draft.schedule = .daily
            turn.state.pending = nil
            turn.state.attempts = 0
            turn.advance(draft)
            return true
        }
        if draft.polarity == nil, let first = answer.range.first(where: { vocabulary.match("filler_start", in: u.norms, at: $0, fuzzy: false) == nil }),
           let n = vocabulary.match("avoid_cue", in: u.norms, at: first), first + n <= answer.range.upperBound,
           turn.understanding.extract.findSchedule(u.norms, in: answer.range) == nil,
           (first + n..<answer.range.upperBound).allSatisfy({ k in
               turn.language.lightWords.contains(u.norms[k]) || vocabulary.has("pronoun", u.norms[k])
                   || vocabulary.match("filler_end", in: u.norms, at: k, fuzzy: false) != nil || vocabulary.match("hedge", in: u.norms, at: k, fuzzy: false) != nil
           }) {
            draft.polarity = .avoid
            draft.schedule = .daily
            turn.state.pending = nil
            turn.state.attempts = 0
            turn.advance(draft)
            return true
        }
        if let said = turn.answerSchedule(u, answer.range) ?? (answer.isAffirm ? suggestion.map { Turn.ScheduleAnswer(schedule: $0) } : nil) {
            draft.schedule = said.schedule
            if let tier = said.tier { draft.tier = tier }
            if let time = said.time { draft.reminder = time }
            draft.perDay = turn.understanding.extract.timesPerDay(u.norms, in: answer.range)
            // "8 glasses a day": how much, said with how often, is the target.
            let extract = turn.understanding.extract
            if said.schedule == .daily, let target = said.target ?? answer.range.lazy.compactMap({ k -> Target? in
                guard let (amount, unit, _) = extract.amountAt(u.norms, k), let unitWord = try? AmountUnit(unit) else { return nil }
                return Target(amount, unitWord, kind: .day)
            }).first {
                draft.target = target
                draft.perDay = nil
            } else if let target = said.target, target.kind == .period {
                // ("100km a week": how much over each week.)
                draft.target = target
                draft.perDay = nil
            }
            // ("add read and floss" … "both daily": said of them all, the answer is the waiting ones' too.)
            if answer.range.contains(where: { vocabulary.match("distributive", in: u.norms, at: $0, fuzzy: false) != nil }) {
                for k in turn.state.queue.indices where turn.state.queue[k].schedule == nil && turn.state.queue[k].polarity != .avoid {
                    turn.state.queue[k].schedule = said.schedule
                }
            }
            // Answering "how often?" settles a doubtful "maybe add…" too.
            draft.unsure = nil
            turn.state.pending = nil
            turn.state.attempts = 0
            turn.advance(draft)
            return true
        }
        if let best = answer.reading, turn.correctDraft(&draft, with: best) {
            turn.state.pending = .addHabit(draft, asking: .schedule, suggestion: suggestion)
            let prompt = turn.text(.repromptSchedule2, ["name": draft.name ?? ""])
            turn.ask(turn.text(.draftUpdated, ["name": draft.name ?? "", "prompt": prompt]), slot: "schedule", type: "schedule",
                     quick: turn.language.quick("schedule"))
            return true
        }
        if answer.isDeny {
            turn.state.attempts += 1
            turn.ask(turn.text(.scheduleDeclined, ["name": draft.name ?? ""]), slot: "schedule", type: "schedule", quick: turn.language.quick("schedule"))
            return true
        }
        // "not sure, 2 or 3 times a week?" talks about how often, even unsure: ask again, don't wander off.
        let talksSchedule = turn.understanding.extract.findSchedule(u.norms, in: answer.range) != nil
        if let best = answer.reading, turn.isDigression(best), !talksSchedule { return false }
        // "I want to get fit" … "going to the gym": what the goal comes down to names the habit; how often is still
        // to be said. (Only the draft changes: nothing is added until the question is answered.)
        let understanding = turn.understanding
        let said = understanding.reader.draft(u, understanding.core(u, answer.range))
        let words = Array(u.norms[answer.range])
        let asks = words.last == "?" || answer.range.first.map { turn.language.vocabulary.match("question_start", in: u.norms, at: $0, fuzzy: false) != nil } ?? false
        let vague = understanding.tokenize(draft.name ?? "").contains { turn.language.vocabulary.has("vague_goal", $0) }
        if vague, !talksSchedule, !asks, answer.reading == nil, let name = said.name, said.leftover != true,
           understanding.resolver.habitWithin(words, raw: "") == nil,
           Text.key(name) != Text.key(draft.name ?? ""), understanding.reader.namesActivity(understanding.tokenize(name)) {
            draft.name = name
            turn.state.pending = .addHabit(draft, asking: .schedule, suggestion: suggestion)
            let prompt = turn.text(.repromptSchedule2, ["name": name])
            turn.ask(turn.text(.draftUpdated, ["name": name, "prompt": prompt]), slot: "schedule", type: "schedule",
                     quick: turn.language.quick("schedule"))
            return true
        }
        turn.reprompt()
        return true
    }

    private func answerName(_ answer: Answer, in turn: inout Turn) -> Bool {
        let u = answer.utterance
        // "idk", "not sure": a few ideas, and the same question.
        if answer.reading?.intent == .unsure { turn.suggestIdeas(); return true }
        if let best = answer.reading, best.intent != .addHabit, turn.isDigression(best), best.score >= 1.2 { return false }
        if answer.isDeny || answer.intent == .finish {
            turn.state.pending = nil
            if turn.state.onboarding { turn.finishOnboarding() } else { turn.say(.cancelled) }
            return true
        }
        // Filler alone ("hmm", "ok") is not a name.
        let words = u.norms[answer.range].filter { ![",", "."].contains($0) }
        let language = turn.language
        if words.allSatisfy({ word in ["filler_start", "answer_filler", "affirm"].contains { language.vocabulary.isExactly($0, [word]) } }) {
            turn.reprompt()
            return true
        }
        let understanding = turn.understanding
        let drafts = understanding.reader.parts(u, understanding.core(u, answer.range)).map { understanding.reader.draft(u, $0) }
            .filter { !$0.isEmpty }
        guard let first = drafts.first, first.name != nil || first.nameProblem != nil else {
            turn.reprompt()
            return true
        }
        // ("sunday to thursday nights": when it happens, not what it is called — kept, and the name asked again.)
        if first.schedule != nil, understanding.reader.namesOnlyWhen(first) {
            var kept = draft
            kept.schedule = first.schedule
            turn.state.pending = .addHabit(kept, asking: .name, suggestion: suggestion)
            turn.reprompt()
            return true
        }
        turn.state.pending = nil
        turn.state.attempts = 0
        turn.state.queue = Array(drafts.dropFirst()) + turn.state.queue
        turn.advance(turn.merged(draft, first))
        return true
    }
}

/// "Delete "Gym"? Its history goes with it…"
struct ConfirmDeleteForm: Form {
    let habit: UUID

    func prompt(in turn: inout Turn) -> String { turn.text(.repromptConfirm, ["name": turn.journal.habit(id: habit)?.name ?? ""]) }

    func expectation(in turn: inout Turn, prompt: String) -> Expectation { .confirm(prompt, turn.language.quick("confirm_delete")) }

    func reprompt(in turn: inout Turn) {
        let name = turn.journal.habit(id: habit)?.name ?? ""
        if turn.state.attempts >= DialogueState.reprompts {
            turn.say(.giveUpConfirm, ["name": name])
            turn.state.pending = nil
            return
        }
        turn.ask(turn.text(.repromptConfirm, ["name": name]), slot: "confirm", type: "boolean", quick: turn.language.quick("confirm_delete"))
    }

    func answer(_ answer: Answer, in turn: inout Turn) -> Bool {
        guard let habit = turn.journal.habit(id: self.habit) else { turn.state.pending = nil; return false }
        // "yep bin it", "yes delete it": the deletion asked about, said again (after a yes or not), is a yes.
        let again = answer.afterYes(in: &turn).map {
            $0.intent == .deleteHabit && ($0.habit == nil || $0.habit == .pronoun || $0.habit == .habit(habit.id))
        } ?? false
        if answer.isAffirm || again {
            turn.state.pending = nil
            let summary = turn.text(.undoDelete, ["name": habit.name])
            turn.commit(turn.journal.keepingGroupsValid([.deleteHabit(habit.id)]), undo: summary)
            if turn.state.focus == habit.id { turn.state.focus = nil }
            turn.say(.deleted, ["name": habit.name])
            return true
        }
        // ("delete flossing, archive cold shower": archiving another habit answers nothing here.)
        let archivesAnother: Bool = {
            guard let reading = answer.reading, reading.intent == .archiveHabit, case .habit(let id)? = reading.habit else { return false }
            return id != habit.id
        }()
        if archivesAnother { return false }
        if answer.utterance.norms[answer.range].contains(where: { sameWord($0, "archive") }) {
            turn.state.pending = nil
            turn.perform(.archive, on: habit)
            return true
        }
        if answer.isDeny {
            turn.state.pending = nil
            turn.say(.deleteKept, ["name": habit.name])
            return true
        }
        if let best = answer.reading, turn.isDigression(best) { return false }
        turn.reprompt()
        return true
    }
}

/// "Which one do you mean: "Read" or "Reading list"?" — then the change waiting on the answer.
struct ClarifyForm: Form {
    let habits: [UUID]
    let edit: HabitEdit

    func prompt(in turn: inout Turn) -> String {
        // (One that fits, when nothing was named: "finally did the thing!!" with one habit still open.)
        if habits.count == 1 { return turn.text(.clarifyOne, ["options": turn.options(habits)]) }
        return turn.text(.clarifyHabit, ["options": turn.options(habits)])
    }

    func expectation(in turn: inout Turn, prompt: String) -> Expectation {
        Expectation(slot: "choice", type: "choice", prompt: prompt, quickReplies: choices(turn))
    }

    private func choices(_ turn: Turn) -> [QuickReply] {
        habits.compactMap(turn.journal.habit(id:)).map { QuickReply(title: $0.name, value: $0.name) }
    }

    func reprompt(in turn: inout Turn) {
        if turn.state.attempts >= DialogueState.reprompts {
            turn.say(.giveUpClarify)
            turn.state.pending = nil
            return
        }
        turn.ask(turn.text(.repromptClarify, ["options": turn.options(habits)]), slot: "choice", type: "choice", quick: choices(turn))
    }

    /// What may be done to every habit that fits when the answer is "both" (the answer names them all, to the question
    /// that names the change): logs, pauses, reads and settings — never a rename or a deletion, which needs the one habit.
    private var forEach: Bool {
        switch edit {
        case .mark, .markDays, .pause, .resume, .history, .notes, .details: return true
        case .schedule, .tier, .polarity, .remind, .reminder, .remindersOff, .archive, .restore, .snooze: return true
        default: return false
        }
    }

    func answer(_ answer: Answer, in turn: inout Turn) -> Bool {
        var words = Array(answer.utterance.norms[turn.understanding.core(answer.utterance, answer.range)])
        // ("yep all of it": a yes before "all of them" says the same.)
        let vocabulary = turn.language.vocabulary
        while words.count > 1, let n = vocabulary.match("affirm", in: words, at: 0, fuzzy: false) ?? vocabulary.match("answer_filler", in: words, at: 0, fuzzy: false),
              n < words.count { words.removeFirst(n) }
        if forEach, ["plural_pronoun", "everything"].contains(where: { turn.language.vocabulary.isExactly($0, words) }) {
            turn.state.pending = nil
            turn.state.attempts = 0
            let all = habits.compactMap(turn.journal.habit(id:))
            // (Marks of them all are one report, said once; anything else is each habit's own change — one undo step either way.)
            if case .mark(let state, let day, let note) = edit {
                turn.mark(all, state, on: day, note: note, aside: nil)
            } else {
                let edit = self.edit
                turn.asOneStep { turn in for habit in all { turn.perform(edit, on: habit) } }
            }
            return true
        }
        if let chosen = habits.count == 1 && answer.isAffirm ? turn.journal.habit(id: habits[0])
            : turn.choose(answer.utterance, answer.range, among: habits.compactMap(turn.journal.habit(id:))) {
            turn.state.pending = nil
            turn.state.attempts = 0
            turn.perform(edit, on: chosen)
            return true
        }
        if answer.isDeny { turn.state.pending = nil; turn.say(.cancelled); return true }
        if let best = answer.reading, turn.isDigression(best) { return false }
        turn.reprompt()
        return true
    }
}

/// "I see you've got an Exercise group with running and gym. Should I add swimming there too?"
struct GroupSuggestionForm: YesNoQuestion {
    let habit: UUID
    let group: UUID

    func prompt(in turn: inout Turn) -> String { turn.suggestText(habit: habit, group: group) }

    func answer(_ answer: Answer, in turn: inout Turn) -> Bool {
        turn.state.pending = nil
        // "yeah put it in creative": the move asked about, said in full (after a yes or not), is a yes.
        // ("yeah put it there": "there" is the group asked about.)
        let saysTheMove = answer.afterYes(in: &turn).map { $0.intent == .groupAddMember && ($0.group == .group(self.group) || $0.group == nil) } ?? false
        if answer.isAffirm || saysTheMove, let habit = turn.journal.habit(id: self.habit), let group = turn.journal.group(id: self.group) {
            var moved = habit
            moved.groupID = group.id
            let summary = turn.text(.undoGroupAdd, ["names": turn.quoted([habit.name]), "group": group.name])
            turn.commit([.updateHabit(moved)], undo: summary)
            turn.say(.suggestGroupYes, ["name": habit.name, "group": group.name])
            turn.continueQueue()
            return true
        }
        if answer.isDeny, let habit = turn.journal.habit(id: self.habit) {
            turn.say(.suggestGroupNo, ["name": habit.name])
            turn.continueQueue()
            return true
        }
        return false
    }
}

/// A new group's missing name or members.
struct GroupForm: Form {
    let draft: GroupDraft
    let asking: GroupSlot

    func prompt(in turn: inout Turn) -> String {
        asking == .name ? turn.text(.askGroupName) : turn.text(.askGroupMembers, ["group": draft.name ?? ""])
    }

    func expectation(in turn: inout Turn, prompt: String) -> Expectation {
        Expectation(slot: asking == .name ? "group_name" : "members", type: "text", prompt: prompt, quickReplies: [])
    }

    func reprompt(in turn: inout Turn) {
        if turn.state.attempts >= DialogueState.reprompts {
            turn.say(.giveUpGroup)
            turn.state.pending = nil
            return
        }
        turn.say(.repromptGroup)
        turn.ask(prompt(in: &turn), slot: asking == .name ? "group_name" : "members", type: "text", join: true)
    }

    func answer(_ answer: Answer, in turn: inout Turn) -> Bool {
        var draft = self.draft
        let u = answer.utterance
        // "call it Music" names this group; it is no rename of a habit.
        let namesIt = answer.intent == .renameHabit && (answer.reading?.habit == nil || answer.reading?.habit == .pronoun)
        if let best = answer.reading, turn.isDigression(best), best.score >= 1.5, best.intent != .addHabit, !namesIt { return false }
        if answer.isDeny { turn.state.pending = nil; turn.say(.cancelled); return true }
        let understanding = turn.understanding
        var core = understanding.core(u, answer.range)
        if asking == .name {
            // "call it Me time" → "Me time"
            while let n = turn.language.vocabulary.match("name_lead", in: u.norms, at: core.lowerBound, fuzzy: false), core.lowerBound + n < core.upperBound {
                core = (core.lowerBound + n)..<core.upperBound
            }
            guard !core.isEmpty, let name = try? Text.name(u.original(core)) else { turn.reprompt(); return true }
            draft.name = understanding.reader.capitalized(name)
        } else {
            var request = Request(intent: .createGroup, score: 0)
            guard understanding.slot(.habits, u, core, into: &request) != nil else { turn.reprompt(); return true }
            guard let (found, missing) = turn.members(request.habits) else { return true }
            if !missing.isEmpty { turn.say(missing.count == 1 ? .memberNotFound : .membersNotFound, ["names": turn.quoted(missing)]) }
            guard !found.isEmpty else { turn.reprompt(); return true }
            draft.members = found.map(\.id)
            if let k = request.number { draft.require = k }
        }
        turn.state.pending = nil
        turn.state.attempts = 0
        turn.finishGroup(draft)
        return true
    }
}

/// An uncertain edit, asked as one yes/no question naming it: "Make "Dog walk" weekdays?"
struct ConfirmEditForm: YesNoQuestion {
    let habit: UUID
    let edit: HabitEdit

    func prompt(in turn: inout Turn) -> String { turn.confirmText(habit, edit) }

    /// Yes applies it, no leaves things as they were; anything else is read afresh.
    func answer(_ answer: Answer, in turn: inout Turn) -> Bool {
        turn.state.pending = nil
        guard let habit = turn.journal.habit(id: self.habit) else { return false }
        if answer.isAffirm { turn.perform(edit, on: habit); return true }
        // "Log 400 litres of water?" — "oops i meant 4": the amount meant is logged instead (asked again if it is still far
        // beyond the target).
        if case .logAmount(let day, _, let unit) = edit, let reading = answer.reading, reading.intent == .correctAmount, let amount = reading.amount {
            turn.mark([habit], .done, on: day, note: nil, aside: nil, amount: amount, unit: (reading.unit ?? "").isEmpty ? unit : reading.unit)
            return true
        }
        // "Count "Gym" as done for Thursday, even though it was only part of it?" — "just skip that day then", "eh just count it
        // as done": a mark of that habit on that day, said as the answer, is the mark put down.
        if case .mark(_, let day, let note) = edit, let reading = answer.reading, let state = Command.markStates[reading.intent], state != .slipped,
           let log = reading.log, log.references.allSatisfy({ $0 == .pronoun || $0 == .habit(self.habit) }), log.days.allSatisfy({ $0 == day }), (reading.day ?? day) == day, log.amount == nil {
            turn.perform(.mark(state, day, note), on: habit)
            return true
        }
        if answer.isDeny { turn.say(.confirmDeclined); return true }
        return false
    }
}

/// "What should I call "Run"?" — the words of the answer are the new name, unless they read as something else.
struct NewNameForm: Form {
    let habit: UUID

    func prompt(in turn: inout Turn) -> String { turn.text(.askNewName, ["name": turn.journal.habit(id: habit)?.name ?? ""]) }

    func expectation(in turn: inout Turn, prompt: String) -> Expectation { Expectation(slot: "name", type: "text", prompt: prompt, quickReplies: []) }

    func reprompt(in turn: inout Turn) {
        if turn.state.attempts >= DialogueState.reprompts { turn.state.pending = nil; turn.say(.cancelled); return }
        turn.ask(turn.text(.repromptNewName, ["name": turn.journal.habit(id: habit)?.name ?? ""]), slot: "name", type: "text")
    }

    func answer(_ answer: Answer, in turn: inout Turn) -> Bool {
        guard let habit = turn.journal.habit(id: self.habit) else { turn.state.pending = nil; return false }
        if answer.isDeny { turn.state.pending = nil; turn.say(.cancelled); return true }
        // A command or a question is read as itself; anything else is the name.
        if let other = answer.reading, other.score >= 2, turn.isDigression(other) || Understanding.changes.contains(other.intent) { return false }
        let core = turn.understanding.core(answer.utterance, answer.range)
        guard !core.isEmpty else { turn.reprompt(); return true }
        turn.state.pending = nil
        turn.state.attempts = 0
        turn.perform(.rename(turn.understanding.reader.capitalized(answer.utterance.original(core))), on: habit)
        return true
    }
}

/// A feeling or a state said without asking for anything ("I'm exhausted"): "Skip everything still open today?"
struct ConfirmSkipAllForm: YesNoQuestion {
    let day: Day
    let reason: String?

    func prompt(in turn: inout Turn) -> String { turn.text(.confirmSkipAll, ["when": turn.when(day)]) }

    func answer(_ answer: Answer, in turn: inout Turn) -> Bool {
        turn.state.pending = nil
        if answer.isAffirm { turn.log(LogSpec(everything: true), .skipped, on: day, reason: reason, cleanReport: false); return true }
        if answer.isDeny { turn.say(.confirmSkipAllDeclined); return true }
        return false
    }
}

/// Being away or unwell said without asking for anything ("I'm sick until Sunday"): "Shall I pause everything until Sunday?"
struct ConfirmPauseAllForm: YesNoQuestion {
    let start: Day
    let end: Day

    func prompt(in turn: inout Turn) -> String {
        let values = ["start": turn.when(start), "until": turn.when(end)]
        return turn.text(start == turn.context.today ? .confirmPauseAll : .confirmPauseAllSpan, values)
    }

    func answer(_ answer: Answer, in turn: inout Turn) -> Bool {
        turn.state.pending = nil
        if answer.isAffirm { turn.pause(nil, from: start, to: end); return true }
        if answer.isDeny { turn.say(.confirmPauseAllDeclined); return true }
        return false
    }
}

/// A new habit said with doubt: "Add "Stretching" — every day?"
struct ConfirmAddForm: YesNoQuestion {
    let draft: HabitDraft

    func prompt(in turn: inout Turn) -> String { turn.confirmAddText(draft) }

    /// "yeah add it", "go on then, add it please": the adding asked about, said again.
    static func saysAddIt(_ answer: Answer, _ vocabulary: Vocabulary) -> Bool {
        let w = answer.utterance.norms[answer.range].filter { $0 != "," && $0 != "." && $0 != "!" }
        var k = 0
        while k < w.count, let n = vocabulary.match("affirm", in: w, at: k, fuzzy: false) ?? vocabulary.match("filler_start", in: w, at: k, fuzzy: false) { k += n }
        guard k < w.count, let n = vocabulary.match("add_cue", in: w, at: k, fuzzy: false) else { return false }
        return w[(k + n)...].allSatisfy { vocabulary.has("pronoun", $0) || vocabulary.has("politeness", $0) || ["then", "too", "please"].contains($0) }
    }

    func answer(_ answer: Answer, in turn: inout Turn) -> Bool {
        turn.state.pending = nil
        if answer.isAffirm || Self.saysAddIt(answer, turn.language.vocabulary) {
            var draft = self.draft
            draft.unsure = nil
            turn.advance(draft)
            return true
        }
        // ("yes please, call it knee exercises": added, under the name given.)
        if let said = answer.afterYes(in: &turn), said.intent == .renameHabit, said.habit == nil || said.habit == .pronoun,
           let name = said.name, let clean = try? Text.name(name) {
            var draft = self.draft
            draft.unsure = nil
            draft.name = clean
            turn.advance(draft)
            return true
        }
        // "ok just make it twice a month then": how often said instead is what to add it with (a new habit said with
        // its own schedule, "add stretching every day", is no answer).
        let another = answer.reading.map {
            if case .habit? = $0.habit { return true }
            return $0.intent == .addHabit && $0.drafts.contains { $0.name != nil }
        } ?? false
        // ("ngl i game way too much" … "wanna keep it under 2 hours a day": a ceiling said for a habit to avoid is its limit.)
        if !another, draft.polarity != .build, draft.target == nil, draft.schedule == nil || draft.schedule == .daily {
            var limited = self.draft
            limited.schedule = .daily
            limited.loose = answer.utterance.original(answer.range)
            limited.unread = nil
            turn.understanding.reader.limited(&limited)
            if limited.target?.isLimit == true {
                limited.unsure = nil
                turn.advance(limited)
                return true
            }
        }
        // (A report is no schedule: "did 20 mins this morning" says what was done, not "every morning".)
        let reports = answer.reading.map { Understanding.reports.contains($0.intent) && $0.score >= 2 && !$0.meaning.verbless } ?? false
        // ("did 20 mins this morning": a report naming no habit — a habit found only by the unit of its target is not named —
        // is of the habit asked about: it is added as it was put, and the report logged on it.)
        // (An amount is of it only when it counts something: "had 2 already" after "Add "Drinking"?" is of another habit.)
        if reports, turn.understanding.resolver.habitWithin(Array(answer.utterance.norms[answer.range]), raw: "") == nil, let reading = answer.reading, case .log(var report) = Command(reading), !report.spec.everything,
           report.spec.amount == nil || draft.target != nil {
            var draft = self.draft
            draft.unsure = nil
            turn.advance(draft)
            guard let id = turn.state.focus, turn.journal.habit(id: id)?.name == draft.name else { return true }
            report.spec.references = [.habit(id)]
            turn.log(report)
            return true
        }
        // ("walked 20 mins yesterday and 30 today" after "Add "Walking" …?": a report said with the habit's own verb, which
        // reads as nothing while the habit isn't there, is of it — it is added, and the message read again as a report.)
        if !reports, !answer.isDeny, answer.reading.map({ $0.score < 2 }) ?? true, let name = draft.name {
            let language = turn.language
            let stems = Set(language.tokenize(name).norms.map(Resolver.stem))
            let w = Array(answer.utterance.norms[answer.range])
            let saysIt = w.contains { word in
                turn.understanding.extract.pastTense(word)
                    && stems.contains(Resolver.stem(language.vocabulary.lookup("verb_form", in: [word], at: 0, fuzzy: false)?.value ?? word))
            }
            if saysIt {
                var draft = self.draft
                draft.unsure = nil
                turn.advance(draft)
                return turn.journal.habit(named: name) == nil
            }
        }
        if !another, !reports, let said = turn.answerSchedule(answer.utterance, answer.range) {
            var draft = self.draft
            draft.schedule = said.schedule
            if let tier = said.tier { draft.tier = tier }
            if let time = said.time { draft.reminder = time }
            draft.unsure = nil
            draft.unread = nil
            turn.advance(draft)
            return true
        }
        if answer.isDeny { turn.say(.confirmDeclined); return true }
        return false
    }
}

/// "What time of day should I remind you about "Walk"?" — a time ("7pm", "at 7:30", "7"), or a part of the day
/// ("in the evening", "after work"), which becomes a time said back so it can be changed.
struct ReminderTimeForm: Form {
    let habit: UUID
    /// Further habits the same time is for ("remind me to floss and take my vitamins").
    var others: [UUID] = []

    func prompt(in turn: inout Turn) -> String {
        if !others.isEmpty {
            let names = ([habit] + others).compactMap { turn.journal.habit(id: $0)?.name }
            return turn.text(.reminderWhichTimeMany, ["names": turn.quoted(names)])
        }
        let name = turn.journal.habit(id: habit)?.name ?? ""
        return turn.text(.reminderWhichTime, ["name": name, "lower": name.lowercased()])
    }

    func expectation(in turn: inout Turn, prompt: String) -> Expectation {
        Expectation(slot: "reminder_time", type: "text", prompt: prompt, quickReplies: turn.language.quick("reminder_time"))
    }

    func reprompt(in turn: inout Turn) {
        if turn.state.attempts >= DialogueState.reprompts {
            turn.state.pending = nil
            turn.say(.reminderTimeGiveUp, ["name": turn.journal.habit(id: habit)?.name ?? ""])
            return
        }
        turn.ask(prompt(in: &turn), slot: "reminder_time", type: "text", quick: turn.language.quick("reminder_time"))
    }

    func answer(_ answer: Answer, in turn: inout Turn) -> Bool {
        guard let habit = turn.journal.habit(id: self.habit) else { turn.state.pending = nil; return false }
        if answer.isDeny { turn.state.pending = nil; turn.say(.confirmDeclined); return true }
        // ("7ish in the evening", "actually 6:45pm is better": hedges and a correction's first word say no time.)
        var words = answer.utterance.norms[answer.range].filter { $0 != "," && $0 != "." && !turn.language.vocabulary.has("hedge", $0) }
        if let first = words.first, words.count > 1, turn.language.vocabulary.has("correction_word", first) { words.removeFirst() }
        let extract = turn.understanding.extract
        var time: TimeOfDay? = nil
        var days = WeekdaySet.all
        var guessed = false
        var part = false
        let vocabulary = turn.language.vocabulary
        let lead = { (word: String) in vocabulary.has("time_lead", word) }
        // ("8 in the morning and 8 at night please": a time and another, a reminder at each.)
        var times: [TimeOfDay] = []
        var j = 0
        while j < words.count {
            if let (said, n) = extract.timeAt(words, j), let said { times.append(said); j += n; continue }
            guard lead(words[j]) || ["conjunction", "politeness", "filler_end"].contains(where: { vocabulary.has($0, words[j]) }) else { times = []; break }
            j += 1
        }
        if times.count > 1 {
            turn.state.pending = nil
            turn.state.attempts = 0
            let ids = [habit.id] + others
            turn.asOneStep { turn in
                for (k, time) in times.enumerated() {
                    for id in ids {
                        guard let fresh = turn.journal.habit(id: id) else { continue }
                        turn.perform(.remind(Reminder(time: time, days: .all), also: k > 0, guessed: false), on: fresh)
                    }
                }
            }
            return true
        }
        // ("at 7", "for 8pm": the words leading into the time say none; "quarter to nine at night" keeps its own.)
        answered: if let said = extract.time(Array(words.drop(while: lead))) ?? extract.time(Array(words.filter { !lead($0) })) {
            guard let said else { turn.say(.errorTime); return true }
            time = said
        } else if let i = words.indices.last(where: { extract.timeAt(words, $0) != nil }), let (said, n) = extract.timeAt(words, i) {
            // "6:30pm on mon wed fri": a time and the days it is for; every other word is a day's or nothing is taken.
            // ("hmm idk, after dinner? like 8:30pm probably. only on weekdays tho": the last time said is the one settled
            // on; hedges, a vaguer time before it and words that narrow the days are accounted for.)
            guard let said else { turn.say(.errorTime); return true }
            var rest: [String] = []
            var k = 0
            while k < words.count {
                if (i..<(i + n)).contains(k) { k = i + n; continue }
                if k < i, let (_, m) = extract.timeAt(words, k) { k += m; continue }
                if k < i, let m = vocabulary.match("time_remark_lead", in: words, at: k, fuzzy: false), let (_, t) = extract.timeAt(words, k + m) { k += m + t; continue }
                if let m = ["hedge", "answer_hedge", "answer_filler", "filler_end"].lazy.compactMap({ vocabulary.match($0, in: words, at: k, fuzzy: false) }).first { k += m; continue }
                if lead(words[k]) || words[k] == "?" || vocabulary.has("narrowing_word", words[k]) || vocabulary.has("remark_tail", words[k])
                    || vocabulary.match("restate_lead", in: words, at: k, fuzzy: false) == 1 { k += 1; continue }
                rest.append(words[k])
                k += 1
            }
            // ("9pm once theyre asleep": the time, then why then — naming no habit, day or schedule.)
            let after = Array(words[(i + n)...])
            let remark = words[..<i].allSatisfy(lead) && vocabulary.match("time_remark_lead", in: after, at: 0, fuzzy: false) != nil
                && extract.findSchedule(after, in: 0..<after.count) == nil && turn.understanding.resolver.habitWithin(after, raw: "") == nil
            guard !remark else { time = said; break answered }
            guard !rest.isEmpty else { time = said; break answered }
            guard let (schedule, span) = extract.findSchedule(rest, in: 0..<rest.count), span.count == rest.count else { return false }
            switch schedule {
            case .weekdays(let set): days = set
            case .daily: break
            default: return false
            }
            time = said
        } else if words.count <= 2, let last = words.last, last.count <= 2, let h = Int(last), (1...12).contains(h),
                  words.count == 1 || lead(words[0]) {
            // "7", "at 7": morning or evening, as the person's day says.
            time = TimeOfDay(hour: h, minute: 0)
            guessed = true
        } else if let hit = turn.language.vocabulary.lookup("day_part", in: words, at: words.firstIndex { $0 != "in" && $0 != "the" } ?? 0, fuzzy: false) {
            time = DayPart(rawValue: hit.value).map(turn.journal.profile.time(of:))
            part = true
        }
        guard let time else { return false }
        turn.state.pending = nil
        turn.state.attempts = 0
        let others = self.others.compactMap(turn.journal.habit(id:))
        turn.asOneStep { turn in
            turn.perform(.remind(Reminder(time: time, days: days), also: false, guessed: guessed), on: habit)
            for other in others { turn.perform(.remind(Reminder(time: time, days: days), also: false, guessed: guessed), on: other) }
        }
        if part { turn.add(.reminderPartOfDay, ["time": time.description]) }
        return true
    }
}

/// "did yoga the other day": "Which day was that?" — a day gone by ("tuesday", "on the 3rd", "it was monday i think")
/// logs what was said of the habits then; anything else is read afresh.
struct WhichDayForm: Form {
    let habits: [UUID]
    let state: MarkState?

    func prompt(in turn: inout Turn) -> String { turn.text(.logWhichDay) }

    func expectation(in turn: inout Turn, prompt: String) -> Expectation { Expectation(slot: "day", type: "text", prompt: prompt, quickReplies: []) }

    func reprompt(in turn: inout Turn) { turn.state.pending = nil }

    func answer(_ answer: Answer, in turn: inout Turn) -> Bool {
        if answer.isDeny { turn.state.pending = nil; turn.say(.confirmDeclined); return true }
        let vocabulary = turn.language.vocabulary
        var words = Array(answer.utterance.norms[answer.range].filter { $0 != "," && $0 != "." })
        if let n = vocabulary.matchEnding("answer_hedge", in: words, at: words.count), n < words.count { words.removeLast(n) }
        let today = turn.context.today
        // (Around the day, only small words: "on", "it was", "i think".)
        let small = { (w: String) in turn.language.lightWords.contains(w) || vocabulary.has("copula", w) || vocabulary.has("pronoun", w)
            || vocabulary.has("first_person", w) || vocabulary.has("doubt", w) || vocabulary.has("answer_filler", w) }
        guard let k = words.indices.first(where: { turn.understanding.extract.daysAt(words, $0, today: today) != nil }),
              let (days, n) = turn.understanding.extract.daysAt(words, k, today: today),
              words[..<k].allSatisfy(small), words[(k + n)...].allSatisfy(small), !days.isEmpty, days.allSatisfy({ $0 <= today }) else {
            turn.state.pending = nil
            return false
        }
        turn.state.pending = nil
        let named = habits.compactMap { turn.journal.habit(id: $0) }
        for day in days { turn.mark(named, state, on: day, note: nil, aside: nil) }
        return true
    }
}
