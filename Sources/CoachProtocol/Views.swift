import Foundation
import HabitDomain
import CoachEngine
import HabitExchange

/// The JSON shapes of the protocol's results, built from the domain.
enum Views {
    static func habit(_ habit: Habit, in journal: Journal) -> JSON {
        HabitatDocument.json(habit: journal.entry(for: habit))
    }

    static func id(_ id: UUID) -> JSON { .string(id.uuidString.lowercased()) }

    /// The domain changes of a turn as events, described against the journal after the turn
    /// (`before` gives names of things that are gone).
    static func events(_ changes: [Change], before: Journal, after: Journal) -> [JSON] {
        changes.map { change in
            switch change {
            case .createHabit(let h):
                return .object(["type": .string("habit.created"), "habit": after.habit(id: h.id).map { habit($0, in: after) } ?? .null])
            case .updateHabit(let h):
                return .object(["type": .string("habit.updated"), "habit": after.habit(id: h.id).map { habit($0, in: after) } ?? .null])
            case .deleteHabit(let hid):
                return .object(["type": .string("habit.deleted"), "id": id(hid), "name": .string(before.habit(id: hid)?.name)])
            case .setMark(let hid, let day, let mark):
                var members = [JSON.Member("type", .string("mark.set")), JSON.Member("habitId", id(hid)), JSON.Member("day", .string(day.iso)),
                               JSON.Member("state", .string(mark.state.rawValue)), JSON.Member("note", .string(mark.note))]
                // The day's total, as in the export format's marks: only when the mark has one.
                if let amount = mark.amount { members.append(JSON.Member("amount", HabitatDocument.json(amount: amount))) }
                return .object(members)
            case .clearMark(let hid, let day):
                return .object(["type": .string("mark.cleared"), "habitId": id(hid), "day": .string(day.iso)])
            case .createGroup(let g):
                return .object(["type": .string("group.created"), "group": HabitatDocument.json(group: after.group(id: g.id) ?? g)])
            case .updateGroup(let g):
                return .object(["type": .string("group.updated"), "group": HabitatDocument.json(group: after.group(id: g.id) ?? g)])
            case .deleteGroup(let gid):
                return .object(["type": .string("group.deleted"), "name": .string(before.group(id: gid)?.name)])
            case .setPause(let p):
                return .object(["type": .string("pause.set"), "pause": HabitatDocument.json(pause: p, in: after)])
            case .removePause(let pid):
                return .object(["type": .string("pause.removed"), "id": id(pid)])
            case .setProfile(let p):
                return .object(["type": .string("profile.set"), "profile": HabitatDocument.json(profile: p)])
            case .setOneOff(let o):
                return .object(["type": .string("reminder.snoozed"), "habit": habitRef(o.habitID, before, after),
                                "day": .string(o.day.iso), "time": .string(o.time.description)])
            case .removeOneOff(let hid):
                return .object(["type": .string("reminder.unsnoozed"), "habit": habitRef(hid, before, after)])
            case .addReflection(let r):
                return .object(["type": .string("reflection.added"),
                                "reflection": HabitatDocument.json(reflection: after.reflection(id: r.id) ?? r, in: after)])
            case .removeReflection(let rid):
                return .object(["type": .string("reflection.removed"), "id": id(rid)])
            }
        }
    }

    /// `{"id", "name"}` of a habit, as it is after the turn (or was before it, if the turn deleted it).
    static func habitRef(_ hid: UUID, _ before: Journal, _ after: Journal) -> JSON {
        .object(["id": id(hid), "name": .string((after.habit(id: hid) ?? before.habit(id: hid))?.name)])
    }

    static func expecting(_ e: Expectation?) -> JSON {
        guard let e else { return .null }
        return .object([
            "slot": .string(e.slot), "type": .string(e.type), "prompt": .string(e.prompt),
            "quickReplies": .array(e.quickReplies.map { .object(["title": .string($0.title), "value": .string($0.value)]) }),
        ])
    }

    static func rate(_ r: Rate) -> JSON {
        .object(["met": .int(r.met), "due": .int(r.due), "percent": r.percent.map { .int($0) } ?? .null])
    }

    static func isMonthly(_ schedule: Schedule) -> Bool {
        if case .monthly = schedule { return true }
        return false
    }

    /// `{"total": 5, "goal": 8, "unit": "glasses", "per": "day", "limit": false, "met": false}`: a measurable habit's amount
    /// against what is asked (for a target per period, the period's days added up against the target prorated).
    static func amount(_ a: AmountProgress) -> JSON {
        .object(["total": HabitatDocument.json(amount: a.total), "goal": HabitatDocument.json(amount: a.goal), "unit": .string(a.target.unit.word),
                 "per": .string(a.target.per), "limit": .bool(a.target.isLimit), "met": .bool(a.isMet)])
    }

    /// `{"current": 3, "best": 10, "unit": "weeks", "bestUnit": "days"}`: `best` is in `bestUnit`, which differs from `unit`
    /// only when the habit's schedule changed unit and an earlier run lasted longer.
    static func streak(_ s: Streak) -> JSON {
        .object(["current": .int(s.current), "best": .int(s.best), "unit": .string(s.unit.rawValue), "bestUnit": .string(s.bestUnit.rawValue)])
    }

    /// What's due today: each habit and group with its state and, for weekly/monthly habits, progress.
    static func today(_ report: TodayReport) -> JSON {
        func habit(_ item: TodayReport.Item, group: String?) -> JSON {
            var members: [JSON.Member] = [
                JSON.Member("kind", .string("habit")), JSON.Member("id", id(item.habit.id)), JSON.Member("name", .string(item.habit.name)),
                JSON.Member("icon", .string(item.habit.icon)),
                JSON.Member("tier", .string(item.habit.settings(on: report.day).tier.rawValue)),
                JSON.Member("polarity", .string(item.habit.settings(on: report.day).polarity.rawValue)),
                JSON.Member("group", .string(group)),
                JSON.Member("state", .string(item.state.rawValue)),
                JSON.Member("mark", .string(item.mark?.rawValue)),
                JSON.Member("pausedUntil", .string(item.pausedUntil?.iso)),
                JSON.Member("streak", streak(item.streak)),
            ]
            if let p = item.progress {
                var progress = [JSON.Member("done", .int(p.done)), JSON.Member("target", .int(p.target)), JSON.Member("daysLeft", .int(p.daysLeft))]
                switch p.kind {
                case .week: progress.append(JSON.Member("period", .string("week")))
                case .month: progress.append(JSON.Member("period", .string("month")))
                case .window: progress += [JSON.Member("period", .string("days")), JSON.Member("days", .int(p.period.length))]
                }
                members.append(JSON.Member("progress", .object(progress)))
            }
            if let a = item.amount { members.append(JSON.Member("amount", amount(a))) }
            return .object(members)
        }
        var items: [JSON] = report.items.filter { $0.state != .notDue }.map { habit($0, group: nil) }
        for group in report.groups {
            items += group.members.filter { $0.state != .notDue }.map { habit($0, group: group.group.name) }
            items.append(.object([
                "kind": .string("group"), "name": .string(group.group.name), "tier": .string(group.tier.rawValue),
                "require": .int(group.require), "members": .array(group.members.map { .string($0.habit.name) }),
                "met": .bool(group.outcome == .met),
            ]))
        }
        let summary = report.summary
        // The streaks that end unless done today, for a frontend to mention once ("Keep it going: …").
        let atRisk: [JSON] = report.streaksAtRisk.map { item in
            .object(["id": id(item.habit.id), "name": .string(item.habit.name), "current": .int(item.streak.current),
                     "unit": .string(item.streak.unit.rawValue)])
        }
        return .object([
            "day": .string(report.day.iso), "goodDay": .string(report.verdict.rawValue),
            "summary": .object(["done": .int(summary.done), "total": .int(summary.total)]), "items": .array(items),
            "streaksAtRisk": .array(atRisk),
        ])
    }

    /// `{from, to, days, habits: [{id, name, cells, amounts?, total?}], groups: [{name, members, cells}]}`; a habit with any
    /// day logged with an amount has `amounts` (one per day, null where none) and their `total`.
    static func history(_ report: HistoryReport) -> JSON {
        func cells(_ cells: [DayCell]) -> JSON { .array(cells.map { .string($0.rawValue) }) }
        func habit(_ row: HistoryReport.HabitRow) -> JSON {
            var members = [JSON.Member("id", id(row.habit.id)), JSON.Member("name", .string(row.habit.name)), JSON.Member("cells", cells(row.cells))]
            if row.amounts.contains(where: { $0 != nil }) {
                members.append(JSON.Member("amounts", .array(row.amounts.map { $0.map(HabitatDocument.json(amount:)) ?? .null })))
                members.append(JSON.Member("total", HabitatDocument.json(amount: row.total)))
            }
            return .object(members)
        }
        return .object([
            "from": .string(report.from.iso), "to": .string(report.to.iso),
            "days": .array(report.days.map { .string($0.iso) }),
            "habits": .array(report.habits.map(habit)),
            "groups": .array(report.groups.map { row in
                .object(["name": .string(row.group.name), "members": .array(row.members.map { .string($0.name) }), "cells": cells(row.cells)])
            }),
        ])
    }

    static func stats(_ journal: Journal, window: Window, today: Day, calendar: HabitCalendar) -> JSON {
        let i = journal.insights(window, today: today, calendar: calendar)
        func habitRate(_ h: HabitRate?) -> JSON {
            guard let h else { return .null }
            return .object(["id": id(h.habit.id), "name": .string(h.habit.name), "rate": rate(h.rate)])
        }
        var members: [JSON.Member] = []
        switch window {
        case .all: members.append(JSON.Member("range", .string("all")))
        case .days(let n): members.append(JSON.Member("range", .int(n)))
        case .range(let from, let to): members += [JSON.Member("from", .string(from.iso)), JSON.Member("to", .string(to.iso))]
        }
        let cards: KeyValuePairs<String, JSON> = [
            "overall": rate(i.overall),
            "goodDays": .object(["good": .int(i.goodDays.good), "notGood": .int(i.goodDays.notGood), "noGoal": .int(i.goodDays.noGoal),
                                 "rate": rate(i.goodDays.rate)]),
            "byHabit": .array(i.byHabit.map(habitRate)),
            "clean": .array(i.clean.map(habitRate)),
            "mostConsistent": habitRate(i.mostConsistent),
            "roomForGrowth": habitRate(i.roomForGrowth),
            "weekdays": weekdays(i.weekdays),
            "streaks": .array(i.streaks.map { s in
                .object(["id": id(s.habit.id), "name": .string(s.habit.name), "current": .int(s.streak.current),
                         "best": .int(s.streak.best), "unit": .string(s.streak.unit.rawValue), "bestUnit": .string(s.streak.bestUnit.rawValue)])
            }),
            "amounts": .array(i.amounts.map { a in
                .object(["id": id(a.habit.id), "name": .string(a.habit.name), "target": HabitatDocument.json(target: a.target),
                         "total": HabitatDocument.json(amount: a.total), "days": .int(a.days), "perDay": HabitatDocument.json(amount: a.average())])
            }),
        ]
        members += cards.map { JSON.Member($0.key, $0.value) }
        // The stretch just before, and how each figure moved: null for all time, which has nothing before it.
        let comparison = journal.comparison(i, today: today, calendar: calendar)
        members.append(JSON.Member("previous", comparison.map(previous) ?? .null))
        members.append(JSON.Member("comparison", comparison.map(self.comparison) ?? .null))
        return .object(members)
    }

    static func weekdays(_ w: WeekdayPattern?) -> JSON {
        w.map { w in .object(["best": .string(w.best.code), "bestRate": rate(w.bestRate), "worst": .string(w.worst.code), "worstRate": rate(w.worstRate)]) } ?? .null
    }

    /// `{from, to, overall, goodDays, byHabit, clean, weekdays}`: the cards of the stretch before, as the window's own.
    static func previous(_ c: PeriodComparison) -> JSON {
        let b = c.before
        func habitRate(_ h: HabitRate) -> JSON { .object(["id": id(h.habit.id), "name": .string(h.habit.name), "rate": rate(h.rate)]) }
        return .object([
            "from": .string(c.previous.start.iso), "to": .string(c.previous.end.iso),
            "overall": rate(b.overall),
            "goodDays": .object(["good": .int(b.goodDays.good), "notGood": .int(b.goodDays.notGood), "noGoal": .int(b.goodDays.noGoal),
                                 "rate": rate(b.goodDays.rate)]),
            "byHabit": .array(b.byHabit.map(habitRate)),
            "clean": .array(b.clean.map(habitRate)),
            "weekdays": weekdays(b.weekdays),
        ])
    }

    /// `{"before": rate, "now": rate, "change": "up" | "same" | "down" | null, "points": 15 | null}`.
    static func change(_ c: RateChange) -> [JSON.Member] {
        [JSON.Member("before", rate(c.before)), JSON.Member("now", rate(c.now)),
         JSON.Member("change", .string(c.direction?.rawValue)), JSON.Member("points", c.points.map(JSON.int) ?? .null)]
    }

    /// `{from, to, overall, goodDays, habits: [{id, name, polarity, new, before, now, change, points}]}`: the window's
    /// days compared (through today) and each figure against the stretch before.
    static func comparison(_ c: PeriodComparison) -> JSON {
        .object([
            JSON.Member("from", .string(c.current.start.iso)), JSON.Member("to", .string(c.current.end.iso)),
            JSON.Member("overall", .object(change(c.overall))),
            JSON.Member("goodDays", .object(change(c.goodDays))),
            JSON.Member("habits", .array(c.habits.map { row in
                .object([JSON.Member("id", id(row.habit.id)), JSON.Member("name", .string(row.habit.name)),
                         JSON.Member("polarity", .string(row.polarity.rawValue)), JSON.Member("new", .bool(row.isNew))] + change(row.change))
            })),
        ])
    }
}
