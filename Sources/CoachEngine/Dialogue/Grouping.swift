import Foundation
import HabitDomain

extension Turn {
    /// Splits member references into habits found and the words of those not found. A name that fits several
    /// habits is never narrowed by guessing: the coach says which it could be and nothing changes (nil).
    mutating func members(_ references: [Reference]) -> ([Habit], [String])? {
        var found: [Habit] = []
        var missing: [String] = []
        for reference in references {
            switch reference {
            case .habit(let id): if let h = journal.habit(id: id), !found.contains(where: { $0.id == id }) { found.append(h) }
            case .ambiguous(let ids):
                // (An archived habit never competes with an active one for a place in a group.)
                let all = ids.compactMap(journal.habit(id:)), active = all.filter { !$0.archived }
                let habits = active.isEmpty ? all : active
                guard habits.count == 1 else { say(.memberAmbiguous, ["options": options(habits.map(\.id))]); return nil }
                found.append(habits[0])
            case .pronoun: if let h = focusHabit { found.append(h) }
            case .unknown(let words): missing.append(words)
            }
        }
        return (found, missing)
    }

    /// The group a request names, or the one last talked about.
    func resolveGroup(_ reference: GroupReference?) -> HabitGroup? {
        switch reference {
        case .group(let id)?: return journal.group(id: id)
        case .unknown?: return nil
        case nil: return state.focusGroup.flatMap(journal.group(id:)) ?? (journal.groups.count == 1 ? journal.groups.first : nil)
        }
    }

    /// The group a command is about; said as not found, or asked which, when there is none.
    mutating func groupOrAsk(_ reference: GroupReference?) -> HabitGroup? {
        if let group = resolveGroup(reference) { return group }
        if case .unknown(let words)? = reference { say(.groupNotFound, ["name": words]) } else { say(.whichGroup) }
        return nil
    }

    mutating func createGroup(name: String?, members named: [Reference], require: Int?) {
        guard let (found, missing) = members(named) else { return }
        if !missing.isEmpty { say(missing.count == 1 ? .memberNotFound : .membersNotFound, ["names": quoted(missing)]) }
        let draft = GroupDraft(name: name.flatMap { try? Text.name($0) }.map(understanding.reader.capitalized),
                               members: found.map(\.id), require: require)
        if draft.name == nil, let name {
            do { _ = try Text.name(name) } catch { say(error) }
        }
        if draft.name == nil {
            state.pending = .groupForm(draft, asking: .name)
            state.attempts = 0
            ask(text(.askGroupName), slot: "group_name", type: "text")
            return
        }
        if draft.members.isEmpty {
            state.pending = .groupForm(draft, asking: .members)
            state.attempts = 0
            ask(text(.askGroupMembers, ["group": draft.name!]), slot: "members", type: "text")
            return
        }
        finishGroup(draft)
    }

    /// Creates a group from a complete draft, moving its members in.
    mutating func finishGroup(_ draft: GroupDraft) {
        guard let name = draft.name else { return }
        if draft.members.isEmpty {
            state.pending = .groupForm(draft, asking: .members)
            ask(text(.askGroupMembers, ["group": name]), slot: "members", type: "text")
            return
        }
        var memberHabits = draft.members.compactMap(journal.habit(id:))
        let avoid = memberHabits.filter { $0.polarity == .avoid }
        for habit in avoid { say(.errorAvoidGroup, ["name": habit.name]) }
        memberHabits.removeAll { $0.polarity == .avoid }
        guard !memberHabits.isEmpty else { return }
        let group: HabitGroup
        do {
            group = try journal.checked(HabitGroup(id: newID(), name: name, require: draft.require ?? 1, tier: .must,
                                                   order: (journal.groups.map(\.order).max() ?? -1) + 1),
                                        memberCount: memberHabits.count)
        } catch {
            say(error)
            return
        }
        var changes: [Change] = [.createGroup(group)]
        for var habit in memberHabits {
            habit.groupID = group.id
            changes.append(.updateHabit(habit))
        }
        let summary = text(.undoGroupCreate, ["group": group.name])
        commit(journal.keepingGroupsValid(changes), undo: summary)
        state.focusGroup = group.id
        say(.groupCreated, ["group": group.name, "members": quoted(memberHabits.map(\.name)), "rule": rule(group)])
    }

    /// A group made or changed is what "it" means next ("…, actually leave it at 1"), not the habit talked of before it.
    mutating func focusOnGroup(_ id: UUID) {
        state.focusGroup = id
        state.focus = nil
    }

    /// "The "Exercise" group (any 1 of the 2 counts): Running, Gym. Today: 1 done."
    mutating func groupDetails(_ id: UUID) {
        guard let group = journal.group(id: id) else { return }
        let members = journal.members(of: group.id)
        let done = members.filter { journal.marks[$0.id]?[context.today]?.state == .done }.count
        state.focusGroup = group.id
        guard !members.isEmpty else { say(.groupDetailsEmpty, ["group": group.name]); return }
        say(.groupDetails, ["group": group.name, "rule": rule(group), "members": list(members.map(\.name)), "done": "\(done)"])
    }

    /// "make exercise optional": whether a group is a must-do or nice-to-do.
    mutating func setGroupTier(_ id: UUID, _ tier: Tier) {
        guard let group = journal.group(id: id) else { return }
        let values = ["group": group.name, "tier": text(tier == .must ? .tierMust : .tierNice)]
        guard group.tier != tier else { say(.groupTierSame, values); return }
        var changed = group
        changed.tier = tier
        commit([.updateGroup(changed)], undo: text(.undoGroupTier, values))
        focusOnGroup(group.id)
        say(.groupTierSet, values)
    }

    mutating func setRequire(_ reference: GroupReference?, _ require: Int?) {
        guard let group = groupOrAsk(reference) else { return }
        let k = require ?? 1
        let n = journal.members(of: group.id).count
        guard k >= 1, k <= n else {
            n == 0 ? say(.errorRequireEmpty) : say(.errorRequire, ["require": "\(k)", "members": "\(n)"])
            return
        }
        var changed = group
        changed.require = k
        let summary = text(.undoGroupRequire, ["group": group.name, "k": "\(k)"])
        commit([.updateGroup(changed)], undo: summary)
        focusOnGroup(group.id)
        say(.groupRequireSet, ["group": group.name, "k": "\(k)", "n": "\(n)"])
    }

    mutating func addMembers(_ reference: GroupReference?, _ named: [Reference]) {
        guard let group = groupOrAsk(reference) else { return }
        guard let (found, missing) = members(named) else { return }
        // "add swimming to exercise" for a habit that doesn't exist yet: add it, in the group.
        if found.isEmpty, missing.count == 1 {
            var draft = understanding.reader.draft(language.tokenize(missing[0]), 0..<language.tokenize(missing[0]).tokens.count)
            draft.groupID = group.id
            startAdding([draft])
            return
        }
        // ("put it in evening" with nothing talked about yet: which habit is asked.)
        if found.isEmpty, missing.isEmpty { say(.whichHabit); return }
        if !missing.isEmpty { say(missing.count == 1 ? .memberNotFound : .membersNotFound, ["names": quoted(missing)]) }
        var changes: [Change] = []
        var added: [String] = []
        for var habit in found {
            if habit.groupID == group.id { say(.alreadyInGroup, ["name": habit.name, "group": group.name]); continue }
            if habit.polarity == .avoid { say(.errorAvoidGroup, ["name": habit.name]); continue }
            habit.groupID = group.id
            changes.append(.updateHabit(habit))
            added.append(habit.name)
        }
        guard !changes.isEmpty else { return }
        let summary = text(.undoGroupAdd, ["names": quoted(added), "group": group.name])
        commit(journal.keepingGroupsValid(changes), undo: summary)
        if added.count == 1, let only = found.first(where: { $0.name == added[0] }) { focus(only.id) }
        say(.groupMembersAdded, ["names": quoted(added), "group": group.name, "rule": rule(group)])
    }

    mutating func removeMembers(_ reference: GroupReference?, _ named: [Reference]) {
        guard let (found, missing) = members(named) else { return }
        if !missing.isEmpty { say(missing.count == 1 ? .memberNotFound : .membersNotFound, ["names": quoted(missing)]) }
        let group = resolveGroup(reference)
        var changes: [Change] = []
        var removed: [String] = []
        var from: HabitGroup? = group
        for var habit in found {
            guard let current = habit.groupID, group == nil || group?.id == current else {
                say(.notInGroup, ["name": habit.name])
                continue
            }
            from = from ?? journal.group(id: current)
            habit.groupID = nil
            changes.append(.updateHabit(habit))
            removed.append(habit.name)
        }
        guard !changes.isEmpty, let from else { return }
        let summary = text(.undoGroupRemove, ["names": quoted(removed), "group": from.name])
        commit(journal.keepingGroupsValid(changes), undo: summary)
        // ("take reading out of morning and stick it in evening": the habit taken out is the one talked about.)
        if removed.count == 1, let only = found.first(where: { $0.name == removed[0] }) { focus(only.id) }
        say(.groupMembersRemoved, ["names": quoted(removed), "group": from.name])
    }

    mutating func deleteGroup(_ reference: GroupReference?) {
        guard let group = groupOrAsk(reference) else { return }
        let summary = text(.undoGroupDelete, ["group": group.name])
        commit([.deleteGroup(group.id)], undo: summary)
        say(.groupDeleted, ["group": group.name])
    }

    mutating func renameGroup(_ reference: GroupReference?, _ name: String?) {
        guard let group = groupOrAsk(reference) else { return }
        var changed = group
        do {
            changed.name = try Text.name(name ?? "")
            changed = try journal.checked(changed, memberCount: journal.members(of: group.id).count)
        } catch {
            say(error)
            return
        }
        let summary = text(.undoGroupRename, ["group": group.name])
        commit([.updateGroup(changed)], undo: summary)
        say(.groupRenamed, ["old": group.name, "group": changed.name])
    }
}
