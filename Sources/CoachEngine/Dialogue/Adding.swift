import Foundation
import HabitDomain

extension Turn {
    /// Starts adding the habits of one message; the first incomplete one asks, the rest wait in the queue.
    mutating func startAdding(_ drafts: [HabitDraft]) {
        // A new habit mid-question: the one being asked about waits its turn.
        if case .addHabit(var waiting, _, _)? = state.pending {
            if !waiting.deferred {
                waiting.deferred = true
                state.queue.insert(waiting, at: 0)
            }
            state.pending = nil
            state.attempts = 0
        }
        state.queue = Array(drafts.dropFirst()) + state.queue
        advance(drafts.first ?? HabitDraft())
    }

    /// Moves on to the next habit waiting from the same message, if any.
    mutating func continueQueue() {
        guard state.pending == nil else { return }
        if !state.queue.isEmpty {
            advance(state.queue.removeFirst())
        } else if state.onboarding, !journal.habits.isEmpty {
            if expecting == nil { ask(text(.onboardingNext), slot: "name", type: "text", join: true) }
        }
    }

    /// Fills what a later answer adds to a draft.
    func merged(_ draft: HabitDraft, _ more: HabitDraft) -> HabitDraft {
        var d = draft.combined(with: more, overriding: true)
        if more.name != nil || more.nameProblem != nil { d.name = more.name; d.nameProblem = more.nameProblem }
        return d
    }

    /// The habit a new name means already: the same name, or a close one — also with when in the day it is done
    /// said after it ("read in the mornings" is "Reading").
    mutating func existingHabit(named name: String) -> Habit? {
        let language = self.language
        let resolver = understanding.resolver
        let tokenize = { (text: String) in language.tokenize(text).norms }
        if let found = journal.habit(named: name) ?? resolver.sameHabit(as: name, tokenize: tokenize) { return found }
        let words = tokenize(name)
        // "I want yoga to count": a habit there is, and what is wished of it.
        if let k = words.firstIndex(of: "to"), k > 0, k + 1 < words.count,
           language.vocabulary.has("habit_wish", words[k + 1]),
           let found = resolver.sameHabit(as: words[..<k].joined(separator: " "), tokenize: tokenize) {
            return found
        }
        // ("take my iron tablets" with "Iron tablets", "do the dishes" with "Dishes": a verb of doing and a possessive before
        // a habit's name are no part of what it names.)
        if words.count >= 3, language.vocabulary.has("plain_doing_verb", words[0]) || language.vocabulary.has("empty_verb", words[0]),
           language.vocabulary.has("possessive", words[1]) || language.vocabulary.has("article", words[1]),
           let found = resolver.sameHabit(as: words[2...].joined(separator: " "), tokenize: tokenize) {
            return found
        }
        guard let k = (1..<max(1, words.count)).first(where: { language.vocabulary.match("when_phrase", in: words, at: $0, fuzzy: false) == words.count - $0 })
        else { return nil }
        return resolver.sameHabit(as: words[..<k].joined(separator: " "), tokenize: tokenize)
    }

    /// Asks for the next missing slot of a draft, or creates the habit when nothing is missing.
    mutating func advance(_ incoming: HabitDraft) {
        var draft = incoming
        if let problem = draft.nameProblem {
            say(problem)
            draft.nameProblem = nil
            draft.name = nil
            state.pending = .addHabit(draft, asking: .name, suggestion: nil)
            restoreExpectation(text(.askName))
            return
        }
        guard let name = draft.name else {
            state.pending = .addHabit(draft, asking: .name, suggestion: nil)
            ask(text(.askName), slot: "name", type: "text")
            return
        }
        if let existing = existingHabit(named: name) {
            // "remind me to stretch at 6:30" for a habit that exists: a reminder, not a second habit.
            if let time = draft.reminder, !existing.archived {
                perform(.reminder(time), on: existing)
                continueQueue()
                return
            }
            say(existing.archived ? .duplicateArchived : .duplicateHabit, ["name": existing.name])
            focus(existing.id)
            // "add yoga 3 times a week" when Yoga is every day, "i want yoga to count, make it a must": the habit there
            // is, said with other settings — asked as a change to it, never made silently.
            if !existing.archived, let schedule = draft.schedule, schedule != existing.schedule {
                askToConfirm(existing.id, .schedule(schedule))
                return
            }
            if !existing.archived, let tier = draft.tier, tier != existing.tier {
                askToConfirm(existing.id, .tier(tier))
                return
            }
            // ("want to start running again" when Running is archived: bringing it back is asked.)
            if existing.archived {
                askToConfirm(existing.id, .restore)
                return
            }
            continueQueue()
            return
        }
        if draft.badTime {
            say(.badTime)
            draft.badTime = false
        }
        let polarity = draft.polarity ?? .build
        if polarity == .avoid && draft.schedule == nil { draft.schedule = .daily }
        // "I want to sleep by 11pm": a bedtime said with its time is every night.
        if draft.schedule == nil, draft.reminder != nil, windDownMinutes(for: name) != nil { draft.schedule = .daily }
        // Said with doubt and complete: ask once, naming it, before adding.
        if draft.unsure == true, draft.schedule != nil {
            open(.confirmAdd(draft))
            return
        }
        guard let schedule = draft.schedule else {
            let line = text(.askSchedule, ["name": name, "short": short(name)])
            state.pending = .addHabit(draft, asking: .schedule, suggestion: suggestion(.askSchedule))
            ask(line, slot: "schedule", type: "schedule", quick: language.quick("schedule"), join: false)
            return
        }
        var groupID = draft.groupID
        if polarity == .avoid, groupID != nil {
            say(.errorAvoidGroup, ["name": name])
            groupID = nil
        }
        // A bedtime habit ("sleep by 11") is reminded ahead of its time, to wind down.
        var reminder = draft.reminder
        var bedtime: TimeOfDay? = nil
        if let time = reminder, let minutes = windDownMinutes(for: name) {
            bedtime = time
            reminder = TimeOfDay(minutes: time.minutes - minutes)
        }
        // The store keeps at most so many habits a person: said before anything is made.
        guard journal.habits.count < Journal.maxHabits else {
            say(.errorTooManyHabits, ["n": Text.grouped(Journal.maxHabits)])
            state.queue = []
            return
        }
        let habit: Habit
        do {
            habit = try journal.newHabit(name: name, description: draft.description, polarity: polarity, tier: draft.tier ?? .must,
                                         schedule: schedule, target: (draft.target ?? perDayTarget(draft, schedule)).map(language.spelledOut), groupID: groupID, created: context.today,
                                         reminders: reminder.map { [Reminder(time: $0)] } ?? [], id: newID())
        } catch {
            say(error)
            switch error {
            case .weeklyTimesOutOfRange, .monthlyTimesOutOfRange, .intervalOutOfRange, .noWeekdays, .avoidNeedsDaySchedule:
                draft.schedule = nil
                state.pending = .addHabit(draft, asking: .schedule, suggestion: nil)
                restoreExpectation(text(.repromptSchedule2, ["name": name]))
            default:
                continueQueue()
            }
            return
        }
        let summary = text(.undoAdd, ["name": habit.name])
        commit([.createHabit(habit)], undo: summary)
        added.append(habit.id)
        focus(many: added)
        say(.habitAdded, ["name": habit.name, "details": details(habit)])
        // ("…, i already did it saturday and sunday": the days told of it, logged now it is kept.)
        for day in draft.doneOn ?? [] where day <= context.today {
            if let kept = journal.habit(id: habit.id) { mark([kept], .done, on: day, note: nil, aside: nil) }
        }
        if let bedtime, let reminder {
            add(.windDown, ["time": reminder.description, "duration": durationWords(bedtime.minutes - reminder.minutes + (bedtime < reminder ? 1440 : 0)),
                            "until": bedtime.description])
        }
        // A reminder inside work hours is kept as asked, with a word about it.
        let profile = journal.profile
        if let reminder, profile.isAtWork(reminder, on: .all), let start = profile.workStart, let end = profile.workEnd {
            add(.reminderAtWork, ["start": start.description, "until": end.description])
        }
        if habit.polarity == .avoid { add(.avoidNote) }
        if let unknown = draft.unknownGroup { say(.unknownGroupLeftOut, ["group": unknown, "name": habit.name]) }
        if groupID == nil, habit.polarity == .build,
           let group = understanding.resolver.suggestedGroup(for: habit.name, tokenize: { language.tokenize($0).norms }) {
            state.pending = .suggestGroup(habit: habit.id, group: group.id)
            ask(suggestText(habit: habit.id, group: group.id), slot: "confirm", type: "boolean", quick: language.quick("yes_no"))
            return
        }
        continueQueue()
    }

    /// "I see you've got an Exercise group with running and gym. Should I add swimming there too?"
    mutating func suggestText(habit: UUID, group: UUID) -> String {
        let name = journal.habit(id: habit)?.name ?? ""
        let g = journal.group(id: group)
        let members = journal.members(of: group).filter { $0.id != habit }.map { $0.name.lowercased() }
        let groupName = g?.name ?? ""
        let article = text("aeiouAEIOU".contains(groupName.first ?? "x") ? .articleVowel : .articleConsonant)
        return text(.suggestGroup, ["group": groupName, "a": article, "members": list(members), "name": name, "lower": name.lowercased()])
    }

    /// "Go running" → "Running": the activity word for a warm acknowledgement.
    /// "Go running" → "Running", "Do yoga" → "Yoga": the name without a verb that only leads into the thing done.
    func short(_ name: String) -> String {
        let words = language.tokenize(name).norms
        guard let n = language.vocabulary.match("name_lead_verb", in: words, at: 0, fuzzy: false), n < words.count,
              let cut = name.split(separator: " ", maxSplits: n, omittingEmptySubsequences: true).last, cut.count < name.count else { return name }
        return cut.prefix(1).uppercased() + cut.dropFirst()
    }

    mutating func finishOnboarding() {
        state.onboarding = false
        state.pending = nil
        let count = journal.activeHabits.count
        if count == 0 {
            say(.onboardingDoneEmpty)
        } else {
            say(.onboardingDone, ["count": text(count == 1 ? .countHabit : .countHabits, ["n": "\(count)"])])
        }
    }

    /// Minutes to wind down before a bedtime habit's time ("sleep", "go to bed"), from Intents/; nil for other habits.
    mutating func windDownMinutes(for name: String) -> Int? {
        // "Go to bed", "Sleep by 11" — not something done "before bed".
        let words = understanding.tokenize(name)
        guard words.indices.contains(where: { k in
            language.vocabulary.match("bedtime_word", in: words, at: k, fuzzy: false) != nil && (k == 0 || !["before", "after"].contains(words[k - 1]))
        }) else { return nil }
        return language.vocabulary.map("wind_down").first.flatMap { Int($0.value) }
    }

    /// Whether a habit's name holds a phrase of a vocabulary list ("Go to bed" holds a bedtime word).
    mutating func nameSays(_ list: String, _ name: String) -> Bool {
        let words = understanding.tokenize(name)
        return words.indices.contains { language.vocabulary.match(list, in: words, at: $0, fuzzy: false) != nil }
    }
}

extension Turn {
    /// "brush teeth twice a day": a count to reach each day, for a habit to build every day.
    func perDayTarget(_ draft: HabitDraft, _ schedule: Schedule) -> Target? {
        guard let n = draft.perDay, n > 1, schedule == .daily, draft.polarity != .avoid else { return nil }
        return Target(Amount(n), .times, kind: .day)
    }
}
