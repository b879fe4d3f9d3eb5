import Foundation
import HabitDomain

/// The conversational coach: a pure function from (state, message, context) to (state, changes, reply).
///
/// For example:
/// ```
/// let coach = try Coach(language: .embedded())
/// let turn = coach.respond(to: "add reading every day", state: DialogueState(), context: context)
/// // turn.changes == [.createHabit(…)]; turn.reply.messages == ["Perfect. I've added \"Reading\" — every day."]
/// ```
public struct Coach: Sendable {
    public let language: Language
    /// Messages longer than this are answered with a request to say it more briefly.
    public static let maxMessageLength = 2000

    public init(language: Language) { self.language = language }

    /// What a reminder says when it rings: "Time for "Meditate" — it clears my head."
    public func reminderText(_ habit: Habit) -> String {
        if let why = habit.description, !why.isEmpty { return language.render(.reminderDueWhy, ["name": habit.name, "description": why]) }
        return language.render(.reminderDue, ["name": habit.name])
    }

    /// One of the review's reflection questions (from `Intents/`), the same for the same `seed`.
    public func reflectionQuestion(seed: Int) -> String {
        let count = language.replies[ReplyKey.reviewQuestion.rawValue]?.count ?? 1
        return language.render(.reviewQuestion, turn: ((seed % count) + count) % count)
    }

    /// Changes made for the session's user beside its chat, by a structured tool (`log_habit`, `add_habit`): kept as the
    /// session's newest undo step, so "undo" in that chat takes them back as it would had the chat made them.
    /// `context.journal` is the journal from before them.
    public func noting(_ changes: [Change], state: DialogueState, context: CoachContext) -> DialogueState {
        var turn = Turn(language: language, context: context, state: state)
        turn.note(changes)
        return turn.state
    }

    /// What the coach says when a session opens: onboarding for a new user, or the open question again.
    public func opening(state: DialogueState, context: CoachContext) -> TurnResult {
        var turn = Turn(language: language, context: context, state: state)
        turn.sayWhatWasLost()
        if turn.state.pending != nil {
            let prompt = turn.repeatPrompt()
            turn.messages = [turn.text(.welcomeBack, ["prompt": prompt])]
            // What the question expects, with its quick replies ("Pick one below" has something below).
            turn.restoreExpectation(prompt)
        } else if context.journal.habits.isEmpty {
            turn.state.onboarding = true
            turn.ask(turn.text(.onboardingGreeting), slot: "name", type: "text")
        } else {
            turn.say(.greeting)
        }
        return turn.result
    }

    public func respond(to raw: String, state: DialogueState, context: CoachContext) -> TurnResult {
        // A flood of combining marks on one letter would make every step over characters slow: bounded first.
        let text = Text.boundedMarks(raw)
        var turn = Turn(language: language, context: context, state: state)
        turn.sayWhatWasLost()
        turn.state.turn += 1
        turn.state.focusAge += 1
        if turn.state.focusAge > DialogueState.focusTurns { turn.state.focus = nil; turn.state.focusMany = nil }
        if context.journal.habits.isEmpty && turn.state.turn == 1 && state.pending == nil { turn.state.onboarding = true }

        guard text.count <= Coach.maxMessageLength else {
            turn.say(.tooLong)
            turn.keepAsking()
            return turn.result
        }
        let utterance = language.tokenize(text)
        guard utterance.tokens.contains(where: { ![",", "."].contains($0.norm) }) else {
            if turn.state.pending != nil { turn.keepAsking(repeatIt: true) } else { turn.say(.fallbackEmpty) }
            return turn.result
        }

        // The message is tokenised once; every stage reads ranges of these words.
        let all = 0..<utterance.tokens.count
        let pendingBefore = turn.state.pending
        if turn.state.pending != nil, turn.answerPendingMessage(utterance, all) {
            if turn.intents.isEmpty { turn.intents.append("answer") }
            return turn.finish()
        }
        let answered = turn.answeredThrough

        // Clause by clause: a clause after one that opened a question may answer it ("can you add yoga? I'm
        // supposed to do it 3 times a week").
        var understood = false
        var greeting: Request?
        var planned: Day?
        var days: [Day] = []
        var named: Reference?
        let clauses = turn.understanding.clauses(utterance)
        // ("add flossing every day and running 3x a week. actually scratch the running": a later clause that takes back one
        // of the habits an earlier one adds leaves it out, and is done with.)
        let retractions = clauses.indices.dropFirst().compactMap { k in turn.understanding.retracted(utterance, clauses[k]).map { (k, $0) } }
        var retracted: Set<Int> = []
        var readThrough = 0
        for (k, clause) in clauses.enumerated() {
            // (Words set aside before this clause, telling of one past day, say when it happened.)
            if days.isEmpty, clause.lowerBound > readThrough, let scene = turn.understanding.asideDay(utterance, readThrough..<clause.lowerBound) { days = [scene] }
            readThrough = clause.upperBound
            if retracted.contains(k) { understood = true; continue }
            if let answered, clause.upperBound <= answered { understood = true; continue }
            // "… Scratch that.": a sentence of nothing but taking back was dealt with by the report before it, and a
            // sentence that takes back is no answer to a question opened by what came before it.
            let takingBack = k > 0 && turn.understanding.takesBack(utterance, clause.lowerBound)
            if takingBack, turn.understanding.logReader.onlyTakesBack(utterance.norms, clause) { understood = true; continue }
            // ("put a tenner on the footy saturday but i did run sunday and monday": a report on a habit there is already
            // is that report, not the days of the habit the question before it was about.)
            let reportsOnAHabit = { turn.understanding.requests(utterance, clause).contains { request in
                Understanding.reports.contains(request.intent) && (request.log?.references.contains { $0.isHabit } ?? false) } }
            // (Not a question the coach asks of itself after a review: "how many good days did i get last week? be honest
            // lol" says nothing of the week.)
            let reflects = { if case .reflection? = turn.state.pending { return true } else { return false } }
            if k > 0, !takingBack, let opened = turn.state.pending, opened != pendingBefore, !reflects(), !reportsOnAHabit() {
                // ("Could you add my vitamin D tablets? The nurse tells me I'm rather low.": a sentence that only gets the
                // question asked again is a remark; the question this message asked stays as it was asked.)
                var answering = turn
                if answering.answerPending(utterance, clause), answering.state.attempts <= turn.state.attempts {
                    turn = answering
                    understood = true
                    continue
                }
                // ("flossed every night this week!! kinda proud of myself": a remark after a question this message asked
                // doesn't let the question go; it is still open for the next message.)
            }
            let requests = turn.understanding.requests(utterance, clause)
            understood = understood || !requests.isEmpty
            // "yesterday was a nightmare. … but i did get a walk in": a sentence about a day sets it for what follows.
            if requests.isEmpty, days.isEmpty, let scene = turn.understanding.sceneDay(utterance, clause) { days = [scene] }
            // ("i dont think i logged climbing on friday? i definitely went": a sentence that reads as nothing, telling in the past
            // of a habit on one day gone by, says when what follows about it happened.)
            if requests.isEmpty, days.isEmpty, k + 1 < clauses.count,
               turn.understanding.resolver.habitWithin(utterance.norms[clause].filter { $0 != "," }, raw: "") != nil,
               let told = turn.understanding.asideDay(utterance, clause) {
                days = [told]
            }
            if requests.isEmpty, let ahead = turn.understanding.planDay(utterance, clause) { planned = ahead }
            // "reading feels like a chore lately. can we call it 'read for fun'?": the one habit a remark names is what
            // "it" in the sentences after it means.
            if requests.isEmpty, k + 1 < clauses.count,
               let (reference, _) = turn.understanding.resolver.habitWithin(utterance.norms[clause].filter { !turn.language.lightWords.contains($0) && $0 != "," }, raw: ""),
               case .habit(let id) = reference {
                turn.focus(id)
            } else if requests.isEmpty, k + 1 < clauses.count,
               case let words = utterance.norms[clause].filter({ !turn.language.lightWords.contains($0) && $0 != "," }),
               let ids = turn.understanding.resolver.severalWithin(words) {
                // ("won't manage the run today, knee's sore. can you skip it?": a remark naming one of several habits leaves
                // "it" to be asked about among them.)
                turn.state.focus = nil
                turn.state.focusMany = ids
            }
            // "I ran today. Wait no…": a report the next sentence takes back is not logged.
            // (Not one the next sentence puts right: "read last night. no wait, it was the night before".)
            let takenBack = k + 1 < clauses.count && turn.understanding.takesBack(utterance, clauses[k + 1].lowerBound)
                && !turn.understanding.repairs(utterance, clauses[k + 1])
            // ("ugh slipped up, had a few hits of my mate's vape last night": a report naming no habit and no day, then the
            // same kind of report with its day, is one thing told twice — logged once, on the day said.)
            let toldAgain = { (request: Request) -> Bool in
                let words = utterance.norms[clause].filter { $0 != "," }
                guard k + 1 < clauses.count, Understanding.reports.contains(request.intent), request.log?.days.isEmpty ?? true, request.day == nil,
                      !(request.log?.everything ?? false), !words.contains(where: { turn.language.vocabulary.has("pronoun", $0) }),
                      turn.understanding.resolver.habitWithin(words, raw: "") == nil else { return false }
                // (Done and slipped are one kind for a habit to avoid.)
                let kind: (Intent) -> Intent = { $0 == .logSlip ? .logDone : $0 }
                return turn.understanding.requests(utterance, clauses[k + 1]).contains { kind($0.intent) == kind(request.intent) && !($0.log?.days.isEmpty ?? true) }
            }
            var kept = requests
            var leftOut: [String] = []
            for (later, words) in retractions where later > k {
                for i in kept.indices where kept[i].intent == .addHabit {
                    let named = { (draft: HabitDraft) in draft.name.map { turn.understanding.sameThing(turn.understanding.tokenize($0), words) } ?? false }
                    let out = kept[i].drafts.filter(named)
                    guard !out.isEmpty else { continue }
                    kept[i].drafts.removeAll(where: named)
                    retracted.insert(later)
                    leftOut += out.compactMap(\.name)
                }
                kept.removeAll { $0.intent == .addHabit && $0.drafts.isEmpty }
            }
            // ("…, we got a puppy lol", "then got home at 1 and passed out": a report of nothing tracked, whose words name no
            // activity, is a remark when anything else in the message is read; alone, what wasn't found is said.)
            let readElsewhere = { kept.contains { !turn.tellsOfNothingTracked($0) } || clauses.indices.contains { j in
                j != k && turn.understanding.requests(utterance, clauses[j]).contains { !turn.tellsOfNothingTracked($0) } } }
            if kept.contains(where: { turn.tellsOfNothingTracked($0) }), readElsewhere() { kept.removeAll { turn.tellsOfNothingTracked($0) } }
            // ("guitar is set as a must do but it isn't one anymore, can we change that": a bare "change that" after a change
            // said of a habit asks for that change.)
            if k + 1 < clauses.count, kept.count == 1, Understanding.changes.contains(kept[0].intent), kept[0].unsure, case .habit? = kept[0].habit,
               case let next = turn.understanding.requests(utterance, clauses[k + 1]), next.count == 1, next[0].meaning.asksSchedule,
               next[0].habit == .pronoun || next[0].habit == nil {
                kept[0].unsure = false
                retracted.insert(k + 1)
            }
            for var request in kept where !toldAgain(request) {
                // ("add stretching too, i already did it saturday and sunday": "it" is the habit this message is adding, still
                // being asked about — the days are logged once it is kept.)
                if request.intent == .logDone, let log = request.log, log.references == [.pronoun], !log.days.isEmpty, log.amount == nil,
                   turn.state.pending != pendingBefore, case .addHabit(var draft, let slot, let suggestion)? = turn.state.pending {
                    draft.doneOn = (draft.doneOn ?? []) + log.days
                    turn.state.pending = .addHabit(draft, asking: slot, suggestion: suggestion)
                    turn.intents.append(request.intent.rawValue)
                    continue
                }
                // ("Good morning! I've had my porridge, …": a greeting before what the message is about is answered by
                // answering that.)
                if request.intent == .greet, k + 1 < clauses.count {
                    greeting = request
                    continue
                }
                greeting = nil
                if takenBack, request.log != nil { request.log?.takenBack = true }
                // ("add piano" … "actually scrap that, i don't want piano after all": ending the habit just added, said while
                // taking back, takes back its adding.)
                if Understanding.endings.contains(request.intent), case .habit(let id)? = request.habit,
                   let last = turn.state.undo.last, last.changes == [.deleteHabit(id)],
                   clause.contains(where: { turn.understanding.takesBack(utterance, $0) }) {
                    turn.intents.append(Intent.undo.rawValue)
                    turn.undo()
                    continue
                }
                // ("rename meditation to meditate... nah forget it, leave it as is": a change the next sentence only takes
                // back is not made.)
                // (Nor one whose own clause ends so: "…, nah forget it, leave it as is".)
                let w = utterance.norms
                let tailTakesBack = clause.contains { c in
                    w[c] == "," && c > clause.lowerBound && c + 1 < clause.upperBound && turn.understanding.takesBack(utterance, c + 1)
                        && turn.understanding.logReader.onlyTakesBack(w, (c + 1)..<clause.upperBound)
                }
                // ("take drawing out of the creative group. wait no, leave drawing, …": nor one the next sentence takes back
                // and puts another change in place of.)
                let supersededBy = k + 1 < clauses.count && turn.understanding.takesBack(utterance, clauses[k + 1].lowerBound)
                    && turn.understanding.requests(utterance, clauses[k + 1]).contains {
                        // (A change of its own habit: one that names none — "hmm no, tue thu sat works better" — puts a
                        // value right, after this one is made.)
                        guard case .habit? = $0.habit else { return false }
                        return (Understanding.changes.contains($0.intent) || $0.intent == .keepHabit) && $0.log == nil
                    }
                if request.log == nil, Understanding.changes.contains(request.intent), request.intent != .addHabit, supersededBy {
                    turn.intents.append(request.intent.rawValue)
                    // (What the change was about is what the next sentence's change, naming none, is about.)
                    if case .habit(let id)? = request.habit { turn.focus(id) }
                    continue
                }
                if request.log == nil, Understanding.changes.contains(request.intent),
                   tailTakesBack || (takenBack && turn.understanding.logReader.onlyTakesBack(w, clauses[k + 1])) {
                    turn.intents.append(request.intent.rawValue)
                    turn.say(.confirmDeclined)
                    if !tailTakesBack { retracted.insert(k + 1) }
                    continue
                }
                if Understanding.reports.contains(request.intent), request.log != nil,
                   turn.understanding.partlyAfter(utterance, clause, next: k + 1 < clauses.count ? clauses[k + 1].lowerBound : utterance.norms.count) {
                    request.log?.partly = true
                }
                // (A skip naming no day, after a sentence that set one ahead, is for that day.)
                if request.intent == .logSkip, let planned, request.day == nil, request.log?.days.isEmpty ?? true {
                    var log = request.log ?? LogSpec(everything: false)
                    log.days = [planned]
                    request.log = log
                }
                Understanding.carryDays(&request, &days)
                Understanding.carryHabit(&request, &named)
                turn.handle(request)
            }
            if !leftOut.isEmpty { turn.say(.leftOut, ["name": turn.quoted(leftOut)]) }
        }
        if let greeting { turn.handle(greeting) }
        // "remind me to read before bed" — "10:30pm": a time alone, straight after a reminder was set, is that reminder's.
        if !understood, let (habit, old) = turn.reminderJustSet,
           case let words = utterance.norms.filter({ !turn.language.vocabulary.has("time_lead", $0) && ![",", "."].contains($0) }),
           let said = turn.understanding.extract.time(words), var time = said {
            // ("remind me to stretch after lunch" — "1:15ish": a time said with no am or pm is on the same side of noon.)
            if old.hour >= 12, time.hour < 12, let pm = turn.understanding.extract.time(words + ["pm"]) ?? nil, pm.hour >= 12 { time = pm }
            let days = habit.reminders.first { $0.time == old }?.days ?? .all
            turn.intents.append(Intent.setReminder.rawValue)
            turn.edit(.habit(habit.id), .remind(Reminder(time: time, days: days), also: false, guessed: false))
            understood = true
        }
        // Onboarding asked "what else?": an activity alone ("and walk 10k steps") answers it.
        if !understood, turn.state.onboarding, turn.state.pending == nil, turn.addNamed(utterance) { understood = true }
        if !understood {
            if pendingBefore != nil && turn.state.pending != nil { turn.reprompt() } else { turn.fallback(utterance) }
            return turn.finish()
        }
        // A digression: answer it, then come back to the open question — unless it has been put aside too often.
        if let before = pendingBefore, turn.state.pending == before, turn.expecting == nil {
            turn.state.attempts += 1
            if turn.state.attempts >= DialogueState.reprompts {
                turn.state.attempts -= 1
                turn.reprompt()
            } else {
                turn.keepAsking(resume: true)
            }
        }
        return turn.finish()
    }
}

extension Turn {
    /// After a state from another build: one sentence on what couldn't be kept.
    mutating func sayWhatWasLost() {
        guard let lost = state.lost else { return }
        state.lost = nil
        say(lost == .question ? .lostQuestion : .lostConversation)
    }

    /// Adds the habits a message names on its own, when they read as activities; false when none do.
    mutating func addNamed(_ u: Utterance) -> Bool {
        let understanding = self.understanding
        // With no cue at all, only what plainly names an activity ("walk 10k steps", "swimming"), not "let me think".
        // Nor what starts with a command or names a habit there is already ("change guitar to 3 times a week starting
        // next week"): that is about the habit, said in a way not understood, never a new one.
        // Nor what is said of something or someone ("the tennis finals are on sunday", "Tom meditates every night").
        // (What the person says of their own life — "my osteopath gave me exercises…" — is what onboarding asks for.)
        guard !understanding.saysSomethingOf(u, understanding.core(u, 0..<u.tokens.count), ofOthersOnly: true) else { return false }
        // Nor a question ("do you have feelings about mondays?").
        let lead = understanding.core(u, 0..<u.tokens.count).lowerBound
        // (Or any sentence asked: "if i started doing pushups every day would that be too much? asking for a friend".)
        guard !["question_start", "hypothetical_start", "condition_start"].contains(where: { language.vocabulary.match($0, in: u.norms, at: lead, fuzzy: false) != nil }),
              !u.norms.contains("?") else { return false }
        // Every part must be such an activity, with every word accounted for: "hike on weekends and bank holidays" adds
        // nothing rather than the part it could read.
        // (A part that starts as a remark about oneself — "…and i never remember to do them" — is context, not a part.)
        let all = understanding.reader.parts(u, understanding.core(u, 0..<u.tokens.count))
            .filter { part in
                part.first(where: { !language.vocabulary.has("conjunction", u.norms[$0]) && u.norms[$0] != "," }).map { !language.vocabulary.has("not_activity_start", u.norms[$0]) } ?? false
            }
            .map { understanding.reader.draft(u, $0) }
            .filter { !$0.isEmpty }
        let drafts = all.filter { draft in
                guard let name = draft.name, draft.unread == nil else { return false }
                let words = understanding.tokenize(name)
                return understanding.reader.namesActivity(words) && understanding.resolver.habitWithin(words, raw: "") == nil
                    && language.vocabulary.match("command_start", in: words, at: 0, fuzzy: false) == nil
            }
        guard !drafts.isEmpty, drafts.count == all.count else { return false }
        intents.append(Intent.addHabit.rawValue)
        startAdding(drafts)
        return true
    }

    /// Not understood: say what was caught — a habit, a schedule, a day — and the nearest thing to say.
    mutating func fallback(_ u: Utterance) {
        let understanding = self.understanding
        let w = u.norms
        // (What was said not to be done — "instead of reading" — is not what was caught.)
        let said = understanding.clauses(u).flatMap { u.norms[$0] }
        if let (reference, _) = understanding.resolver.habitWithin(said.filter { !language.lightWords.contains($0) && $0 != "," && $0 != "." }, raw: ""),
           case .habit(let id) = reference, let habit = journal.habit(id: id) {
            // (Not made "it": a misread message should not point the next one at a habit.)
            say(.fallbackHabit, ["name": habit.name, "lower": habit.name.lowercased()])
        } else if let day = w.indices.compactMap({ understanding.extract.daysAt(w, $0, today: context.today)?.0.first }).first,
                  understanding.reportsPast(u, 0..<w.count) || w.contains(where: understanding.extract.pastTense)
                    || understanding.extract.findSchedule(w, in: 0..<w.count) == nil {
            // "swam Tuesday and Thursday last week", "saturday was rough" tell of days, not a schedule.
            say(.fallbackDay, ["when": when(day)])
        } else if let (schedule, _) = understanding.extract.findSchedule(w, in: 0..<w.count) {
            say(.fallbackSchedule, ["schedule": words(schedule)])
        } else {
            say(.fallback)
        }
    }

    /// Wraps up: sets what the coach waits for from the open question.
    mutating func finish() -> TurnResult {
        if state.pending == nil { state.attempts = 0 }
        noteStreaksAtRisk()
        return result
    }

    /// The first reply of the day that asks nothing mentions, once and neutrally, the streaks that end unless done
    /// today (after this turn's changes: what was just logged is no longer at stake).
    mutating func noteStreaksAtRisk() {
        guard expecting == nil, !state.onboarding, state.streaksNoted != context.today else { return }
        state.streaksNoted = context.today
        let atRisk = journal.streaksAtRisk(today: context.today, calendar: context.calendar)
        guard let first = atRisk.first else { return }
        if atRisk.count == 1 {
            messages.append(text(.streakAtRiskOne, ["name": first.habit.name, "current": units(first.streak.current, first.streak.unit)]))
        } else {
            messages.append(text(.streakAtRiskMany, ["names": quoted(atRisk.map(\.habit.name))]))
        }
    }

    // MARK: Dispatch

    mutating func handle(_ request: Request) {
        intents.append(request.intent.rawValue)
        // Logging or asking how things went means the setting-up is over: a bare activity said later is not a new habit.
        if state.onboarding, Understanding.reports.contains(request.intent) || Self.queries.contains(request.intent) { state.onboarding = false }
        perform(Command(request))
    }

    /// Acts on one command.
    mutating func perform(_ command: Command) {
        switch command {
        case .cancel: cancel()
        case .undo: undo()
        case .help:
            if state.pending != nil {
                let prompt = repeatPrompt()
                say(.helpWaiting, ["help": text(.help), "prompt": prompt])
                keepAsking()
            } else {
                say(.help)
            }
        case .greet:
            if journal.habits.isEmpty && state.pending == nil {
                state.onboarding = true
                ask(text(.onboardingGreeting), slot: "name", type: "text")
            } else {
                say(.greeting)
            }
        case .thanks: say(.thanksReply)
        case .makeEasier(let habit): makeEasier(habit)
        case .tip(let habit, let obstacle): tip(habit, obstacle)
        case .feeling(let mood): feeling(mood)
        case .template(let name): offerTemplate(name)
        case .reorder(let habit, let placement): reorder(habit, placement)
        case .trend(let habit, let unit): trend(habit, unit)
        case .bestPeriod(let habit, let unit): bestPeriod(habit, unit)
        case .planTimes: planTimes()
        case .suggestTime(let habit): suggestTime(habit)
        case .snooze(let habit, let minutes, let noneIsGoodbye): snooze(habit, minutes: minutes, noneIsGoodbye: noneIsGoodbye)
        case .unsure:
            // "idk", "not sure": with nothing tracked yet, a few small ideas to start from.
            if journal.activeHabits.isEmpty || state.onboarding { suggestIdeas() } else { say(.unsureIdle) }
        case .goodbye: say(.goodbyeReply)
        case .smallTalk: say(.smallTalkReply)
        case .affirm: say(.affirmIdle)
        case .deny: state.onboarding ? finishOnboarding() : say(.denyIdle)
        case .finish: state.onboarding ? finishOnboarding() : say(.finishIdle)
        case .incomplete: say(.fallback)
        case .askWhichDay(let state, let references):
            // (The habits named, or the one talked about; with none known, the day is asked for in words only.)
            var ids: [UUID] = references.compactMap { if case .habit(let id) = $0 { return id } else { return nil } }
            if references.contains(where: { if case .pronoun = $0 { return true } else { return false } }), let h = focusHabit { ids.append(h.id) }
            if ids.isEmpty || ids.count < references.count { say(.logWhichDay) } else { open(.whichDay(ids, state)) }
        case .takeBackLastLog: takeBackLastLog()
        case .logEveryDay(let state, let spec): logEveryDay(state, spec)
        case .log(let report): log(report)
        case .whatsLeft: whatsLeft()
        case .leftInGroup(let reference): whatsLeft(in: reference)
        case .dueOn(let day): dueOn(day)
        case .howAmIDoing(let span): howAmIDoing(span)
        case .review(let span): review(span)
        case .habitYear(let habit): habitYear(habit)
        case .notes(let habit, let words): notes(habit, words: words)
        case .streaks(let habit): streaks(habit)
        case .showWeek(let day): showWeek(containing: day)
        case .showMonth(let day): showMonth(containing: day)
        case .goodDay(let day): goodDay(day ?? context.today)
        case .aboutGoodDays: say(.aboutGoodDays)
        case .correctDay(let day, let shift, let also, let habit): correctDay(day, shift: shift, also: also, habit: habit)
        case .correctHabit(let habit, let only): correctHabit(habit, only: only)
        case .logAlso(let habits, let day): logAlso(habits, day)
        case .correctAmount(let amount, let unit): correctAmount(amount, unit: unit)
        case .amountLess(let less): takeOff(less)
        case .askDay(let spec): askDay(spec)
        case .pause(let habit, let when): pause(habit, when)
        case .resume(let habit): resume(habit)
        case .listHabits: listHabits()
        case .listGroup(let reference): if let group = groupOrAsk(reference) { groupDetails(group.id) }
        case .add(let drafts): startAdding(drafts)
        case .keep(let reference):
            if let habits = readHabits(reference, unnamed: []), !habits.isEmpty { say(.keptAsIs, ["names": quoted(habits.map(\.name))]) }
        case .declined(let name): if let name { say(.cancelledAdd, ["name": name]) } else { say(.cancelled) }
        case .details(let reference, let span):
            // "how many times did I run in october": that habit's count for the span.
            if let span, case .habit(let id)? = reference, let habit = journal.habit(id: id) {
                timesIn(span, habit)
            // "how's exercise going" about a group: the group's rule, members and today.
            } else if let group = namedGroup(reference) {
                groupDetails(group)
            } else {
                edit(reference, .details)
            }
        case .amountToday(let reference):
            // "how much water today?" with two habits of water: a read lists them all.
            guard let habits = readHabits(reference, unnamed: []), !habits.isEmpty else { break }
            let counted = habits.compactMap { habit in journal.track(habit).amountProgress(on: context.today).map { (habit, $0) } }
            // "how many have I got left?" of a habit counted over its week or month: what is done and what is left of it.
            if habits.count == 1, counted.isEmpty, let p = journal.track(habits[0]).progress(in: context.today, today: context.today, calendar: context.calendar),
               p.amount == nil {
                focus(habits[0].id)
                let values = ["name": habits[0].name, "progress": text(.countOf, ["done": "\(p.done)", "target": "\(p.target)"]),
                              "period": periodWords(p), "left": "\(max(0, p.target - p.done))"]
                say(p.done >= p.target ? .periodProgressMet : .periodProgressLeft, values)
                break
            }
            // (Of an amount over the week or month: "run 20 km a week" — "how much is left this week?")
            if habits.count == 1, counted.isEmpty, let p = journal.track(habits[0]).progress(in: context.today, today: context.today, calendar: context.calendar),
               let amount = p.amount {
                focus(habits[0].id)
                let values = ["name": habits[0].name, "progress": language.words(for: amount), "period": periodWords(p), "left": amount.remaining.words]
                say(amount.isMet ? .amountPeriodMet : .periodProgressLeft, values)
                break
            }
            if habits.count == 1, counted.isEmpty { edit(.habit(habits[0].id), .details); break }
            if habits.count == 1 { focus(habits[0].id) }
            for (habit, progress) in counted {
                let left = progress.goal.hundredths - progress.total.hundredths
                var values = ["name": habit.name, "progress": language.words(for: progress)]
                if left > 0 { values["left"] = Amount(hundredths: left).words }
                say(values["left"] == nil ? .amountToday : progress.target.isLimit ? .amountTodayRoom : .amountTodayLeft, values)
            }
        case .edit(let reference, .target(let amount, unit: ""), _) where (reference == nil || reference == .pronoun) && reminderJustSet != nil
            && amount.hundredths % 100 < 60 && (1...12).contains(amount.hundredths / 100):
            // "remind me to read at 9pm" — "actually make that 10" (or "10.15"): an hour, on the same side of noon.
            guard let (habit, old) = reminderJustSet else { break }
            let hour = amount.hundredths / 100 % 12 + (old.hour >= 12 ? 12 : 0)
            guard let time = TimeOfDay(hour: hour, minute: amount.hundredths % 100) else { break }
            let days = habit.reminders.first { $0.time == old }?.days ?? .all
            edit(.habit(habit.id), .remind(Reminder(time: time, days: days), also: false, guessed: false))
        case .amountAgain(let amount, let unit) where amountJustLogged:
            // "drank about 1.5 litres so far" — "actually make that 1.75": the amount just logged, corrected.
            correctAmount(amount, unit: unit)
        case .amountAgain(let amount, "") where state.focus == nil && state.focusGroup != nil && amount.hundredths % 100 == 0:
            // "change creative so i have to do 2 of them" — "actually leave it at 1": a count said of the group just talked of.
            setRequire(state.focusGroup.map(GroupReference.group), amount.hundredths / 100)
        case .amountAgain(let amount, let unit):
            perform(.edit(.pronoun, .target(amount, unit: unit), unsure: false))
        case .edit(let reference, let change, let unsure): confirmOrEdit(reference, change, unsure: unsure)
        case .schedule(let reference, .weekdays(let days), _, _) where (reference == nil || reference == .pronoun) && reminderJustSet != nil:
            // "remind me about the gym at 6:30pm" — "only on mon wed fri though": the days are the reminder's.
            guard let (habit, time) = reminderJustSet else { break }
            edit(.habit(habit.id), .remind(Reminder(time: time, days: days), also: habit.reminders.count > 1, guessed: false))
        case .schedule(let reference, let schedule, let unsure, let also):
            // "no, I meant on Monday" straight after a log moves the log; it never reschedules the habit.
            // (So does one later in the same message, of the habit just logged: "skip yoga thursday, sorry i mean friday".)
            let ofLastLog: Bool = {
                guard case .habit(let id)? = reference, let last = state.lastLog else { return false }
                return last.turn == state.turn && last.habits.contains(id)
            }()
            if reference == nil || reference == .pronoun || ofLastLog, let last = state.lastLog, last.turn >= state.turn - 1,
               case .weekdays(let days) = schedule, days.count == 1, let weekday = Array(days).first {
                correctDay(context.today.adding(days: -((context.today.weekday.rawValue - weekday.rawValue + 7) % 7)), also: also)
            } else {
                confirmOrEdit(reference, .schedule(schedule), unsure: unsure)
            }
        case .tier(let reference, let tier, let unsure):
            // "make exercise a must do": a group's tier, when the name is a group's.
            if let group = namedGroup(reference) { setGroupTier(group, tier) } else { confirmOrEdit(reference, .tier(tier), unsure: unsure) }
        case .each(let ids, let change): asOneStep { turn in for id in ids { turn.edit(.habit(id), change) } }
        case .settings(let reference, let edits):
            // Each setting in turn, on one habit: "make gym optional and twice a week".
            edit(reference, edits[0])
            let target = namedOrFocused(reference)
            if let target, focusHabit?.id == target.id { for more in edits.dropFirst() { perform(more, on: target) } }
        case .reminder(let reference, let ask): remind(reference, ask)
        case .listReminders(let habit): listReminders(habit)
        case .setProfile(let statement): setProfile(statement)
        case .showProfile: showProfile()
        case .remindersOff(let habit, let days): remindersOff(habit, days)
        case .createGroup(let name, let members, let require): createGroup(name: name, members: members, require: require)
        case .groupRequire(let group, let k): setRequire(group, k)
        case .addMembers(let group, let members): addMembers(group, members)
        case .removeMembers(let group, let members): removeMembers(group, members)
        case .deleteGroup(let group): deleteGroup(group)
        case .renameGroup(let group, let name): renameGroup(group, name)
        }
    }

    /// The reminder the turn before this one set, with its habit: what "only on weekdays though" or "make that 10"
    /// straight after it is about.
    var reminderJustSet: (Habit, TimeOfDay)? {
        guard let last = state.lastReminder, last.turn == state.turn - 1, let habit = journal.habit(id: last.habit),
              let time = TimeOfDay(hour: last.minutes / 60, minute: last.minutes % 60), habit.reminders.contains(where: { $0.time == time })
        else { return nil }
        return (habit, time)
    }

    /// A name no habit has that is a group's ("how's exercise going", "make exercise a must do").
    mutating func namedGroup(_ reference: Reference?) -> UUID? {
        guard case .unknown(let words)? = reference,
              case .group(let id) = understanding.resolver.group(understanding.tokenize(words), raw: words) else { return nil }
        return id
    }

    /// "I meditated every day this week", "walked every day since saturday": every day of a span, for one habit to
    /// build, in one step — asked about first when it is more than a week of days.
    /// ("not one cigarette since sunday": the days without a slip of a habit to avoid count already; how many is said.)
    mutating func logEveryDay(_ markState: MarkState?, _ spec: LogSpec?) {
        if let log = spec, markState == nil, log.references.count == 1, case .habit(let id) = log.references[0],
           let habit = journal.habit(id: id), habit.polarity == .avoid, let from = log.days.first {
            focus(habit.id)
            let slipped = log.days.filter { journal.marks[habit.id]?.state(on: $0) == .slipped }
            guard slipped.isEmpty else { say(.cleanDaysSlipped, ["name": habit.name, "when": when(slipped[0])]); return }
            say(.cleanDays, ["name": habit.name, "n": "\(log.days.count)", "start": when(max(from, habit.created))])
            return
        }
        guard let log = spec, log.references.count == 1, !log.everything, let markState, markState != .slipped,
              case .habit(let id) = log.references[0], let habit = journal.habit(id: id), habit.polarity == .build else {
            say(.logWhichDay)
            return
        }
        // Only the days it existed and that aren't logged yet are marked — and skipped only on the days it was due.
        let track = journal.track(habit)
        let open = log.days.filter { day in
            day >= habit.created && journal.marks[habit.id]?[day] == nil
                && (markState != .skipped || !habit.settings(on: day).schedule.isDayBased || track.isDue(on: day))
        }
        guard !open.isEmpty else { say(.logDaysAllLogged, ["name": habit.name]); return }
        if open.count > Self.daysLoggedOutright { askToConfirm(habit.id, .markDays(markState, open)) } else { edit(.habit(habit.id), .markDays(markState, open)) }
    }

    /// How many days said at once ("every day last week") are logged without asking first.
    static let daysLoggedOutright = 7

    /// "remind me to read at 8pm", "move it to 10:30", "remind me to walk" (the time asked for).
    mutating func remind(_ reference: Reference?, _ ask: Command.ReminderAsk) {
        if ask.badTime { say(.errorTime); return }
        // "remind me about flossing and vitamins at 9.30pm": the same reminder for each, one undo step for all.
        if ask.listed, case .ambiguous(let ids)? = reference {
            let habits = ids.compactMap(journal.habit(id:))
            if ask.askTime, ask.dayPart == nil { open(.reminderTimeFor(habits.map(\.id))); return }
            var one = ask
            one.listed = false
            asOneStep { turn in for habit in habits { turn.remind(.habit(habit.id), one) } }
            return
        }
        // ("remind me to take my meds after my shift": when work starts or ends is not known, so the time is asked.)
        let profile = journal.profile
        let unknownHours = ask.dayPart == .afterWork && profile.workEnd == nil || ask.dayPart == .beforeWork && profile.workStart == nil
        if ask.askTime, let part = ask.dayPart, !unknownHours {
            // The part's time in this person's day, said with how to change it.
            var time = journal.profile.time(of: part)
            // ("an hour before bed": before the person's own bedtime, or when work starts.)
            if let ahead = ask.ahead, let anchor = part == .night ? profile.bed : part == .beforeWork ? profile.workStart : nil {
                let minutes = ((anchor.minutes - ahead) % 1440 + 1440) % 1440
                time = TimeOfDay(hour: minutes / 60, minute: minutes % 60) ?? time
            }
            edit(reference, .remind(Reminder(time: time, days: ask.days ?? .all), also: false, guessed: false))
            if state.lastReminder?.turn == state.turn { add(.reminderPartOfDay, ["time": time.description]) }
            return
        }
        if ask.askTime {
            if let habit = target(reference, for: .askReminderTime) { askReminderTime(habit) }
            return
        }
        guard var time = ask.time else { edit(reference, .reminder(nil)); return }
        // "move it to 10:30" after a reminder at 22:00: the new time keeps the old one's side of noon.
        if ask.eitherSideOfNoon, !ask.also, let old = namedOrFocused(reference)?.reminders.first, old.time.hour >= 12 {
            time = TimeOfDay(hour: time.hour + 12, minute: time.minute) ?? time
        }
        // ("remind me to stretch at 7am on weekdays" — "make that 7:30 instead": a new time for the one reminder there is keeps
        // its days when none are said.)
        let kept = ask.also ? nil : namedOrFocused(reference).flatMap { $0.reminders.count == 1 ? $0.reminders[0].days : nil }
        var days = ask.days ?? kept ?? .all
        if ask.habitDays, case .weekdays(let due)? = namedOrFocused(reference)?.schedule { days = due }
        edit(reference, .remind(Reminder(time: time, days: days), also: ask.also, guessed: ask.guessed))
    }

    // MARK: The open question

    /// Says the open question again (e.g. after a digression or an empty message).
    mutating func keepAsking(resume: Bool = false, repeatIt: Bool = false) {
        guard state.pending != nil else { return }
        let prompt = repeatPrompt()
        if resume {
            messages.append(text(.resume, ["prompt": prompt]))
        } else if repeatIt {
            messages.append(prompt)
        }
        restoreExpectation(prompt)
    }

    /// The question the pending form is asking, in words.
    mutating func repeatPrompt() -> String {
        guard let form = state.pending?.form else { return "" }
        return form.prompt(in: &self)
    }

    /// Sets `expecting` for the open question without saying anything.
    mutating func restoreExpectation(_ prompt: String) {
        expecting = state.pending.map { $0.form.expectation(in: &self, prompt: prompt) }
        self.prompt = prompt
    }

    /// Asks the open question again, more helpfully each time, and lets it go after the last try.
    mutating func reprompt() {
        state.attempts += 1
        guard let form = state.pending?.form else { say(.fallback); return }
        form.reprompt(in: &self)
    }

    /// Tries the whole message as the answer to the open question; when that only asks again, one sentence of it may be
    /// the answer, the others asking for no change ("hmm idk. omg my cat just knocked a plant off the shelf. ok um every
    /// other day"). False when it is something else (a digression).
    mutating func answerPendingMessage(_ u: Utterance, _ all: Range<Int>) -> Bool {
        let sentences = understanding.clauses(u)
        // ("Every day would be lovely. Actually no, that's too much for her. Let's say twice a week.": a sentence that
        // opens by taking back says the sentences before it no longer hold; what follows it answers, when it does.)
        let vocabulary = language.vocabulary
        if let takenBack = sentences.indices.dropFirst().last(where: { j in
            ["take_back", "correction_word"].contains { vocabulary.match($0, in: u.norms, at: sentences[j].lowerBound, fuzzy: false) != nil }
        }) {
            var one = self
            if one.answerPending(u, Array(sentences[takenBack...]), sentences[takenBack].lowerBound..<all.upperBound),
               one.state.attempts <= state.attempts {
                self = one
                return true
            }
        }
        return answerPending(u, sentences, all)
    }

    /// The message's sentences (from `all`) as the answer: the whole, or one sentence of it while the others ask for no
    /// change, or its first sentence with commands after it.
    private mutating func answerPending(_ u: Utterance, _ sentences: [Range<Int>], _ all: Range<Int>) -> Bool {
        var before = self
        let understanding = before.understanding
        guard answerPending(u, all) else { return false }
        guard state.attempts > before.state.attempts else { return true }
        guard sentences.count > 1 else { return true }
        let changes = { (j: Int) in understanding.requests(u, sentences[j]).contains { Understanding.changes.contains($0.intent) } }
        if let k = sentences.indices.reversed().first(where: { k in
            var one = before
            return one.answerPending(u, sentences[k]) && one.state.attempts <= before.state.attempts
                && sentences.indices.allSatisfy { j in j == k || !changes(j) }
        }) {
            self = before
            return answerPending(u, sentences[k])
        }
        // ("10 mins every morning. also did 20 pushups today and skipped reading yesterday": the first sentence answers; the
        // sentences after it are commands of their own, read next.)
        var one = before
        guard one.answerPending(u, sentences[0]), one.state.attempts <= before.state.attempts, sentences.indices.dropFirst().contains(where: changes)
        else { return true }
        self = one
        answeredThrough = sentences[0].upperBound
        return false
    }

    /// Tries the message as the answer to the open question. False when it is something else (a digression).
    mutating func answerPending(_ u: Utterance, _ range: Range<Int>) -> Bool {
        let best = understanding.best(u, range)
        if best?.intent == .cancel { intents.append("cancel"); cancel(); return true }
        let intent = best?.intent
        // "that's all" mid-question: let the question go, and end onboarding if that's where we are.
        if intent == .finish {
            if case .addHabit? = state.pending { state.pending = nil; state.queue = [] }
            if case .groupForm? = state.pending { state.pending = nil }
            if state.pending == nil {
                if state.onboarding { finishOnboarding() } else { say(.finishIdle) }
                return true
            }
        }
        let isAffirm = intent == .affirm || (intent == .finish && ["yes", "ok"].contains(range.first.map { u.norms[$0] } ?? ""))
        let isDeny = intent == .deny
        if isAffirm { intents.append(Intent.affirm.rawValue) } else if isDeny { intents.append(Intent.deny.rawValue) }
        guard let form = state.pending?.form else { return false }
        return form.answer(Answer(utterance: u, range: range, reading: best, isAffirm: isAffirm, isDeny: isDeny), in: &self)
    }

    /// "remind me to walk": the time is asked for, by the reminder-time form.
    mutating func askReminderTime(_ habit: Habit) {
        focus(habit.id)
        open(.reminderTime(habit.id))
    }

    /// Makes an edit; an uncertain one about the habit last talked about ("weekdays" alone) is asked first.
    mutating func confirmOrEdit(_ reference: Reference?, _ edit: HabitEdit, unsure: Bool) {
        // A correction straight after a change ("actually twice a week") is about that change: no need to ask — unless
        // that change was of several habits at once (three added in one message: which one is meant is asked).
        let named: Habit? = { if case .habit(let id)? = reference { return journal.habit(id: id) } else { return nil } }()
        // (A change named of another habit is no correction of that change: "change yoga to stretching" after renaming the
        // gym, "make the lent devotional a must do until easter" after adding swimming.)
        let ofAnother = named.map { $0.id != state.focus } ?? false
        // (So is one later in the same message: "change gym to mon wed fri.. hmm no, tue thu sat works better".)
        // (Not after a log in this message: "skip yoga thursday, sorry i mean friday" is no schedule.)
        let correcting = (state.lastEditTurn == state.turn - 1 || (state.lastEditTurn == state.turn && state.lastLog?.turn != state.turn))
            && (state.focusMany?.count ?? 0) <= 1 && !ofAnother
        let about = reference == nil || reference == .pronoun ? focusHabit : named
        guard unsure, !correcting, state.pending == nil else { self.edit(reference, edit); return }
        // (With no habit talked about, "it" is the one habit there is — still asked, never changed on a guess.)
        guard let habit = about ?? target(reference, for: edit) else { return }
        askToConfirm(habit.id, edit)
    }

    /// The habit a request names, else the one just talked about (without saying anything).
    func namedOrFocused(_ reference: Reference?) -> Habit? {
        if case .habit(let id)? = reference { return journal.habit(id: id) }
        return focusHabit
    }

    /// Asking about what happened: nothing is set up by it.
    static let queries: Set<Intent> = [.whatsLeft, .howAmIDoing, .streaks, .showWeek, .showMonth, .review, .habitHistory, .notes, .goodDay]

    /// One yes/no question naming the change; yes makes it, no leaves everything as it was.
    mutating func askToConfirm(_ habit: UUID, _ edit: HabitEdit) {
        // (The habit asked about is what "it" means next: "guitar's more of a bonus thing, make it nice to have".)
        focus(habit)
        open(.confirmEdit(habit, edit))
    }

    /// "Make "Dog walk" weekdays?"
    mutating func confirmText(_ id: UUID, _ edit: HabitEdit) -> String {
        let name = journal.habit(id: id)?.name ?? ""
        switch edit {
        case .schedule(let s): return text(.confirmSchedule, ["name": name, "schedule": words(s)])
        case .tier(let t): return text(.confirmTier, ["name": name, "tier": text(t == .must ? .tierMust : .tierNice)])
        case .remind(let reminder, _, _): return text(.confirmRemind, ["name": name, "when": reminderWords(reminder)])
        case .mark(nil, let day, _) where journal.marks[id]?.state(on: day) == .slipped:
            return text(.confirmClearSlip, ["name": name, "when": when(day)])
        case .markDays(let state, let days):
            let values = ["name": name, "start": when(days.first ?? context.today), "until": when(days.last ?? context.today), "n": "\(days.count)"]
            return text(state == .skipped ? .confirmSkipDays : .confirmLogDays, values)
        case .mark(.done?, let day, _):
            return text(.confirmCountDone, ["name": name, "when": when(day)])
        case .logAmount(let day, let amount, let unit):
            let target = journal.habit(id: id)?.settings(on: day).target
            return text(.confirmLogAmount, ["name": name, "when": when(day), "amount": amount.words,
                                            "unit": unit.isEmpty ? target?.unit.word ?? "" : unit,
                                            "target": target.map { $0.amount.words + " " + $0.unit.word } ?? ""])
        case .rename(let new): return text(.confirmRename, ["name": name, "new": new])
        case .restore: return text(.confirmRestore, ["name": name])
        default: return text(.confirmChange, ["name": name])
        }
    }

    /// "Add "Stretching" — every day?"
    mutating func confirmAddText(_ draft: HabitDraft) -> String {
        var parts: [String] = []
        if let s = draft.schedule { parts.append(words(s)) }
        if draft.polarity == .avoid { parts.append(text(.detailAvoid)) }
        // ("at most 2 cups a day" says how often on its own, as in a habit's details; so does "3 times a day".)
        if let s = draft.schedule, let target = draft.target ?? perDayTarget(draft, s) {
            let said = language.words(for: target, schedule: s)
            let saysHowOften = target.kind == .period ? s.timesPerPeriod == 1 : s == .daily
            if saysHowOften { parts[0] = said } else { parts.append(said) }
        }
        if draft.tier == .nice { parts.append(text(.detailNice)) }
        if let unread = draft.unread, !parts.isEmpty {
            return text(.confirmAddUnread, ["name": draft.name ?? "", "details": series(parts), "unread": unread])
        }
        if let loose = draft.loose, !parts.isEmpty {
            return text(.confirmAddLoose, ["name": draft.name ?? "", "details": series(parts), "loose": loose])
        }
        return text(parts.isEmpty ? .confirmAddPlain : .confirmAdd, ["name": draft.name ?? "", "details": series(parts)])
    }

    /// "No worries — small is good…": ideas for a first habit, asked as the name of one.
    mutating func suggestIdeas() {
        ask(text(.unsureIdeas), slot: "name", type: "text", quick: language.quick("ideas"))
    }

    /// Is this request something to answer on the side while a question is open?
    func isDigression(_ request: Request) -> Bool {
        switch request.intent {
        case .affirm, .deny, .finish, .unsure: return false
        case .changeSchedule, .changeTier: return request.habit != nil && request.habit != .pronoun
        default: return request.score >= 1
        }
    }

    /// "no, call it Jogging" / "make it optional" while a new habit is being asked about.
    func correctDraft(_ draft: inout HabitDraft, with request: Request) -> Bool {
        let aboutDraft = request.habit == nil || request.habit == .pronoun
        guard aboutDraft else { return false }
        switch request.intent {
        case .renameHabit:
            guard let name = request.name, let clean = try? Text.name(name) else { return false }
            draft.name = clean
            return true
        case .changeTier:
            draft.tier = request.tier
            return true
        default:
            return false
        }
    }

    /// A schedule said as an answer: "yeah once a week sounds good", "let's do 3 times a week".
    mutating func answerSchedule(_ u: Utterance, _ range: Range<Int>) -> ScheduleAnswer? {
        let w = Array(u.norms[range])
        let extract = understanding.extract
        // ("3 or 4 times a week.. let's say 3": one of two said first, then settled — the count after the last break, over the
        // same span.)
        if let cut = w.lastIndex(of: ","), cut > 0, w[..<cut].contains(where: { language.vocabulary.has("either_word", $0) }),
           case .weekly? = extract.findSchedule(Array(w[..<cut]), in: 0..<cut)?.0 ?? countAnswer(Array(w[..<cut]))?.0,
           let (n, _) = Array(w[(cut + 1)...]).indices.reversed().lazy.compactMap({ extract.plainNumberAt(Array(w[(cut + 1)...]), $0) }).first,
           (1...7).contains(n) {
            return ScheduleAnswer(schedule: .weekly(times: n))
        }
        // ("100km a week": how much over each week, with no count of times, is a target over the week.)
        if let (amount, unit, schedule, n) = extract.amountPerPeriodAt(w, 0), n == w.count, let unitWord = try? AmountUnit(unit) {
            return ScheduleAnswer(schedule: schedule, target: Target(amount, unitWord, kind: .period))
        }
        guard let (schedule, span) = extract.scheduleSaid(w, in: 0..<w.count) ?? countAnswer(w) ?? namedAnswer(w) else { return nil }
        var answer = ScheduleAnswer(schedule: schedule)
        var i = 0
        var leftover = 0
        while i < w.count {
            if span.contains(i) { i = span.upperBound; continue }
            // ("sundays i guess, weekdays are chaos", "once a week, it's exhausting so that's plenty": after the answer and
            // a comma, a clause with its own subject and verb of being is a remark on it.)
            if i >= span.upperBound, w[i - 1] == ",", i + 1 < w.count, extract.remarkStart(w, at: i) { break }
            // ("3 times a week whenever im parked up": a condition after how often says when, not how often.)
            if i >= span.upperBound, language.vocabulary.has("condition_lead", w[i]) { break }
            // "every day, 10 minutes", "3 times a week, around 20 minutes": how long is no part of how often (nor a time).
            if let n = amount(w, i) ?? ((i + 1 < w.count && language.vocabulary.has("time_lead", w[i])) ? amount(w, i + 1).map { $0 + 1 } : nil) {
                i += n
                continue
            }
            // "3x a week, nah optional", "weekdays at 7am": a tier or a time said with it belongs to the answer too.
            if answer.tier == nil, let (tier, n) = extract.tierAt(w, i, needsLead: false) { answer.tier = tier; i += n; continue }
            // ("4x a week, but its a nice to have not a must": the rest a remark that says only the tier.)
            if answer.tier == nil, let tier = extract.tierRemark(w, i..<w.count) { answer.tier = tier; break }
            // ("every night at 10": in the evening.)
            if answer.time == nil, let (time, n) = extract.timeAt(w, i), let time { answer.time = extract.evening(time, said: i..<(i + n), in: w, around: w.indices); i += n; continue }
            // "8 glasses a day": how much goes with how often.
            if answer.target == nil, let (amount, unit, n) = extract.amountAt(w, i), let unitWord = try? AmountUnit(unit), unit != "k" {
                answer.target = Target(amount, unitWord, kind: .day)
                i += n
                continue
            }
            // "yeah once a week sounds good", "I'm supposed to do it 3 times a week": the words around an answer.
            if let n = language.vocabulary.match("answer_filler", in: w, at: i, fuzzy: false) ?? language.vocabulary.match("affirm", in: w, at: i, fuzzy: false)
                ?? language.vocabulary.match("add_cue", in: w, at: i, fuzzy: false) ?? language.vocabulary.match("name_lead", in: w, at: i, fuzzy: false)
                ?? language.vocabulary.match("filler_end", in: w, at: i, fuzzy: false) ?? language.vocabulary.match("hedge", in: w, at: i, fuzzy: false)
                ?? (language.lightWords.contains(w[i]) ? 1 : nil) {
                i += n
                continue
            }
            leftover += 1
            i += 1
        }
        return leftover <= 2 ? answer : nil
    }

    /// An answer to "how often?" as typed values: the schedule, and a tier or a reminder time said with it.
    struct ScheduleAnswer {
        var schedule: Schedule
        var tier: Tier?
        var time: TimeOfDay?
        var target: Target?
    }

    /// An amount at `i` — "10 min", "for 20 minutes", "half an hour", "an hour" — and how many words it takes.
    mutating func amount(_ w: [String], _ i: Int) -> Int? {
        var k = i
        if k < w.count, w[k] == "for" || w[k] == "like" || w[k] == "about" { k += 1 }
        if k + 1 < w.count, w[k] == "half", ["a", "an"].contains(w[k + 1]) { k += 2 }
        guard k < w.count else { return nil }
        let n = ["a", "an"].contains(w[k]) ? 1 : understanding.extract.numberAt(w, k)?.1
        guard let n, k + n < w.count, language.vocabulary.has("quantity_unit", w[k + n]) else { return nil }
        return k + n + 1 - i
    }

    /// Words that only say how often as an answer: "mornings", "nights".
    func namedAnswer(_ w: [String]) -> (Schedule, Range<Int>)? {
        for i in w.indices {
            if let hit = language.vocabulary.lookup("answer_schedule", in: w, at: i, fuzzy: false),
               let schedule = Extractors.schedule(fromValue: hit.value) {
                return (schedule, i..<(i + hit.length))
            }
        }
        return nil
    }

    /// A count alone answers "how often?" per week: "3", "twice", "let's say 4", "5 times".
    mutating func countAnswer(_ w: [String]) -> (Schedule, Range<Int>)? {
        let extract = understanding.extract
        for i in w.indices {
            if let n = extract.bareCount(Array(w[i...])) { return (.weekly(times: n), i..<w.count) }
            if let (n, len) = extract.plainNumberAt(w, i), i + len == w.count || [",", "."].contains(w[i + len]) {
                return (.weekly(times: n), i..<(i + len))
            }
        }
        return nil
    }

    /// Picks one of several habits from an answer: a name, or "the first one".
    mutating func choose(_ u: Utterance, _ range: Range<Int>, among candidates: [Habit]) -> Habit? {
        let w = understanding.core(u, range)
        let words = Array(u.norms[w])
        if let hit = language.vocabulary.lookup("choice", in: words, at: 0, fuzzy: false), hit.length == words.count,
           let k = Int(hit.value), k >= 1, k <= candidates.count {
            return candidates[k - 1]
        }
        let resolver = language.resolver(for: Journal(habits: candidates))
        if case .habit(let id) = resolver.habit(words, raw: u.original(w)) {
            return candidates.first { $0.id == id }
        }
        // ("morning" for "Brush teeth AM", "the evening one" for "… PM": a part of the day said as the "am" or "pm" of a name.)
        var i = 0
        var said: [String] = []
        while i < words.count {
            if let hit = language.vocabulary.lookup("meridiem", in: words, at: i, fuzzy: false) { said.append(hit.value); i += hit.length } else { said.append(words[i]); i += 1 }
        }
        if said != words, case .habit(let id) = resolver.habit(said, raw: u.original(w)) {
            return candidates.first { $0.id == id }
        }
        // ("morning one, pushed the buggy to nursery", "the wine. long bedtime": the answer, then a remark of its own
        // that names none of the others.)
        guard let cut = words.firstIndex(where: { [",", ".", "!", ";"].contains($0) }), cut > 0,
              case .habit(let id) = resolver.habit(Array(words[..<cut]), raw: ""),
              resolver.habitWithin(Array(words[(cut + 1)...]), raw: "").map({ $0.0 == .habit(id) }) ?? true else { return nil }
        return candidates.first { $0.id == id }
    }

    func options(_ ids: [UUID]) -> String {
        list(ids.compactMap(journal.habit(id:)).map { "\"\($0.name)\"" }, joiner: .listOr)
    }

    // MARK: Cancel and undo

    mutating func cancel() {
        switch state.pending {
        case .addHabit(let draft, _, _)?:
            if let name = draft.name { say(.cancelledAdd, ["name": name]) } else { say(.cancelled) }
            state.pending = nil
            state.queue = []
        case .some:
            state.pending = nil
            state.queue = []
            say(.cancelled)
        case nil:
            // "cancel that" right after a change takes it back.
            if state.lastChangeTurn == state.turn - 1, !state.undo.isEmpty { undo() } else { say(.nothingToCancel) }
        }
    }

    mutating func undo() {
        state.pending = nil
        state.queue = []
        guard let entry = state.undo.popLast() else { say(.nothingToUndo); return }
        // The history may have moved on (another session, or an import): only undo what still applies.
        let after = journal.applying(entry.changes)
        let stillThere = entry.changes.allSatisfy { change in
            switch change {
            case .createHabit(let h): return journal.habit(id: h.id) == nil
            case .updateHabit(let h): return journal.habit(id: h.id) != nil
            case .deleteHabit(let id): return journal.habit(id: id) != nil
            case .setMark(let id, _, _), .clearMark(let id, _): return journal.habit(id: id) != nil || after.habit(id: id) != nil
            case .createGroup(let g): return journal.group(id: g.id) == nil
            case .updateGroup(let g): return journal.group(id: g.id) != nil
            case .deleteGroup(let id): return journal.group(id: id) != nil
            case .setPause(let p): return p.habitID.map { journal.habit(id: $0) != nil } ?? true
            case .removePause, .setProfile, .removeOneOff: return true
            case .setOneOff(let o): return journal.habit(id: o.habitID) != nil
            case .addReflection(let r): return r.habits.allSatisfy { after.habit(id: $0) != nil }
            case .removeReflection: return true
            }
        }
        guard stillThere, (try? after.validate()) != nil else {
            say(.cannotUndo, ["what": entry.summary])
            return
        }
        commit(entry.changes, undo: nil)
        say(.undone, ["what": entry.summary])
    }

    // MARK: Lists

    mutating func listHabits() {
        let active = journal.activeHabits
        guard !active.isEmpty || !journal.habits.isEmpty else { say(.listHabitsEmpty); return }
        var lines: [String] = []
        for habit in active where habit.groupID.flatMap(journal.group(id:)) == nil {
            lines.append(text(.listLine, ["name": habit.name, "details": details(habit)]))
        }
        for group in journal.groups {
            let members = journal.members(of: group.id)
            guard !members.isEmpty else { continue }
            lines.append(text(.listGroupLine, ["group": group.name, "rule": rule(group), "members": series(members.map(\.name))]))
            for habit in members { lines.append("  " + text(.listLine, ["name": habit.name, "details": details(habit, group: false)])) }
        }
        if lines.isEmpty { lines.append("—") }
        say(.listHabits, ["lines": lines.joined(separator: "\n"), "count": text(active.count == 1 ? .countHabit : .countHabits, ["n": "\(active.count)"])])
        let archived = journal.habits.filter(\.archived).map(\.name)
        if !archived.isEmpty { messages[messages.count - 1] += "\n" + text(.listArchived, ["names": series(archived)]) }
    }
}
