import HabitDomain
import HabitExchange

/// JSON Schema pieces for the MCP tools' input and output schemas (JSON Schema 2020-12, MCP's default dialect).
/// Built as values, so every schema is well-formed JSON by construction.
enum Schema {
    static func object(_ properties: KeyValuePairs<String, JSON>, required: [String] = [], closed: Bool = false,
                       _ description: String? = nil) -> JSON {
        var members = [JSON.Member("type", .string("object"))]
        if let description { members.append(JSON.Member("description", .string(description))) }
        members.append(JSON.Member("properties", .object(properties.map { JSON.Member($0.key, $0.value) })))
        if !required.isEmpty { members.append(JSON.Member("required", .array(required.map(JSON.string)))) }
        if closed { members.append(JSON.Member("additionalProperties", .bool(false))) }
        return .object(members)
    }

    static func string(_ description: String? = nil, oneOf values: [String]? = nil) -> JSON {
        var members = [JSON.Member("type", .string("string"))]
        if let values { members.append(JSON.Member("enum", .array(values.map(JSON.string)))) }
        if let description { members.append(JSON.Member("description", .string(description))) }
        return .object(members)
    }

    /// A day, YYYY-MM-DD.
    static func day(_ description: String) -> JSON {
        .object(["type": .string("string"), "pattern": .string(#"^\d{4}-\d{2}-\d{2}$"#), "description": .string(description)])
    }

    static func integer(_ description: String? = nil, minimum: Int? = nil, maximum: Int? = nil) -> JSON {
        var members = [JSON.Member("type", .string("integer"))]
        if let minimum { members.append(JSON.Member("minimum", .int(minimum))) }
        if let maximum { members.append(JSON.Member("maximum", .int(maximum))) }
        if let description { members.append(JSON.Member("description", .string(description))) }
        return .object(members)
    }

    static func number(_ description: String? = nil) -> JSON {
        var members = [JSON.Member("type", .string("number"))]
        if let description { members.append(JSON.Member("description", .string(description))) }
        return .object(members)
    }

    static func boolean(_ description: String? = nil) -> JSON {
        var members = [JSON.Member("type", .string("boolean"))]
        if let description { members.append(JSON.Member("description", .string(description))) }
        return .object(members)
    }

    static func array(_ items: JSON, _ description: String? = nil) -> JSON {
        var members = [JSON.Member("type", .string("array")), JSON.Member("items", items)]
        if let description { members.append(JSON.Member("description", .string(description))) }
        return .object(members)
    }

    /// The schema, or null: `null` joins its `type` (and its `enum`, when it has one).
    static func nullable(_ schema: JSON) -> JSON {
        guard case .object(let members) = schema else { return schema }
        return .object(members.map { member in
            switch (member.key, member.value) {
            case ("type", .string(let type)): return JSON.Member("type", .array([.string(type), .string("null")]))
            case ("enum", .array(let values)): return JSON.Member("enum", .array(values + [.null]))
            default: return member
            }
        })
    }

    static func oneOf(_ schemas: [JSON], _ description: String) -> JSON {
        .object(["description": .string(description), "oneOf": .array(schemas)])
    }

    static func names<E: RawRepresentable & CaseIterable>(_ type: E.Type) -> [String] where E.RawValue == String {
        E.allCases.map(\.rawValue)
    }

    // MARK: - Shapes of the results (the ones `habitat serve` answers with; see PROTOCOL.md)

    static let rate = object(["met": integer(), "due": integer(), "percent": nullable(integer("null when nothing was due"))],
                             required: ["met", "due", "percent"])
    static let streakUnit = string(oneOf: ["days", "weeks", "months"])
    static let streak = object(["current": integer(), "best": integer("in bestUnit"), "unit": streakUnit, "bestUnit": streakUnit],
                               required: ["current", "best", "unit", "bestUnit"])
    static let target = object([
        "amount": number(), "unit": string(), "per": string(oneOf: ["day", "period"]), "limit": boolean(),
    ], required: ["amount", "unit", "per", "limit"])
    static let frequency = object([
        "kind": string(oneOf: ["daily", "interval", "weekdays", "weekly", "monthly", "rolling"]),
        "times": integer(), "days": .object(["type": .array([.string("integer"), .string("array")])]),
    ], required: ["kind"])

    /// A habit as in the export format (without its marks in `list_habits`).
    static let habit = object([
        "id": string("the habit's id (a UUID)"), "name": string(), "description": nullable(string()),
        "polarity": string("build: a habit to do; avoid: a habit to stay away from", oneOf: names(Polarity.self)),
        "tier": string("must: counts for a good day; nice: a bonus", oneOf: names(Tier.self)),
        "frequency": frequency, "target": target, "group": nullable(string()), "archived": boolean(), "created": string(),
        "order": integer(), "color": integer(), "icon": nullable(string()),
        "reminders": array(object(["time": string(), "days": array(string())])),
        "marks": array(object(["day": string(), "state": string(oneOf: names(MarkState.self)), "note": nullable(string()), "amount": number()])),
        "history": array(object([:])),
    ], required: ["id", "name", "polarity", "tier", "frequency", "group", "archived", "created"])

    static let group = object(["name": string(), "require": integer(), "tier": string(oneOf: names(Tier.self)), "order": integer(),
                               "history": array(object([:]))],
                              required: ["name", "require", "tier", "order"])

    static let habits = object([
        "habits": array(habit, "every habit in list order, as in the export format, without its marks"),
        "groups": array(group),
    ], required: ["habits", "groups"])

    static let amountProgress = object([
        "total": number(), "goal": number(), "unit": string(), "per": string(oneOf: ["day", "period"]), "limit": boolean(), "met": boolean(),
    ], required: ["total", "goal", "unit", "per", "limit", "met"])

    static let today = object([
        "day": string("today, YYYY-MM-DD"),
        "goodDay": string("good, notGood, inProgress, or noGoal when nothing must-do is due",
                          oneOf: ["good", "notGood", "inProgress", "noGoal"]),
        "summary": object(["done": integer(), "total": integer()], required: ["done", "total"]),
        "items": array(object([
            "kind": string(oneOf: ["habit", "group"]), "id": string(), "name": string(), "icon": nullable(string()),
            "tier": string(oneOf: names(Tier.self)), "polarity": string(oneOf: names(Polarity.self)), "group": nullable(string()),
            "state": string(oneOf: ["open", "done", "clean", "skipped", "slipped", "paused"]),
            "mark": nullable(string(oneOf: names(MarkState.self))), "pausedUntil": nullable(string()), "streak": streak,
            "progress": object(["done": integer(), "target": integer(), "daysLeft": integer(),
                                "period": string(oneOf: ["week", "month", "days"]), "days": integer()],
                               required: ["done", "target", "daysLeft", "period"]),
            "amount": amountProgress,
            "require": integer(), "members": array(string()), "met": boolean(),
        ], required: ["kind", "name", "tier"]), "the habits due today, weekly and monthly ones with their progress, then each group"),
        "streaksAtRisk": array(object(["id": string(), "name": string(), "current": integer(), "unit": streakUnit],
                                      required: ["id", "name", "current", "unit"]),
                               "habits whose streak (2 or more) ends unless they are done today; say it once, neutrally"),
    ], required: ["day", "goodDay", "summary", "items", "streaksAtRisk"])

    static let habitRate = object(["id": string(), "name": string(), "rate": rate], required: ["id", "name", "rate"])

    static let goodDays = object(["good": integer(), "notGood": integer(), "noGoal": integer(), "rate": rate],
                                 required: ["good", "notGood", "noGoal", "rate"])
    static let weekdays = nullable(object(["best": string(), "bestRate": rate, "worst": string(), "worstRate": rate],
                                          required: ["best", "bestRate", "worst", "worstRate"]))

    /// How a rate moved from the stretch before to the window: `change` and `points` are null when either had nothing due.
    static let rateChange = object([
        "before": rate, "now": rate,
        "change": nullable(string("up or down by more than 5 percentage points, else about the same", oneOf: ["up", "same", "down"])),
        "points": nullable(integer("now's percent less before's")),
    ], required: ["before", "now", "change", "points"])

    static let stats = object([
        "range": .object(["type": .array([.string("integer"), .string("string")]), "description": .string("7, 30, 90 or \"all\"")]),
        "from": string(), "to": string(),
        "overall": rate,
        "goodDays": goodDays,
        "byHabit": array(habitRate), "clean": array(habitRate, "habits to avoid: days clean of days counted"),
        "mostConsistent": nullable(habitRate), "roomForGrowth": nullable(habitRate),
        "weekdays": weekdays,
        "streaks": array(object(["id": string(), "name": string(), "current": integer(), "best": integer("in bestUnit"),
                                 "unit": streakUnit, "bestUnit": streakUnit], required: ["id", "name", "current", "best", "unit", "bestUnit"])),
        "amounts": array(object(["id": string(), "name": string(), "target": target, "total": number(), "days": integer(), "perDay": number()],
                                required: ["id", "name", "target", "total", "days", "perDay"])),
        "previous": nullable(object([
            "from": string(), "to": string(), "overall": rate, "goodDays": goodDays,
            "byHabit": array(habitRate), "clean": array(habitRate), "weekdays": weekdays,
        ], required: ["from", "to", "overall", "goodDays", "byHabit", "clean", "weekdays"],
           "the same cards for the stretch just before the window (as many days; for whole calendar months, as many months); null for all time")),
        "comparison": nullable(object([
            "from": string("the window's first day"), "to": string("the window's last day counted (today at the latest)"),
            "overall": rateChange, "goodDays": rateChange,
            "habits": array(object([
                "id": string(), "name": string(),
                "polarity": string("build: completion; avoid: days clean", oneOf: names(Polarity.self)),
                "new": boolean("the habit began after the stretch before ended: nothing to compare with, not 0%"),
                "before": rate, "now": rate,
                "change": nullable(string(oneOf: ["up", "same", "down"])), "points": nullable(integer()),
            ], required: ["id", "name", "polarity", "new", "before", "now", "change", "points"]),
                            "each active habit with something due in either stretch: those to build, then those to avoid"),
        ], required: ["from", "to", "overall", "goodDays", "habits"],
           "how each figure moved from the stretch before to the window, said neutrally; null for all time")),
    ], required: ["overall", "goodDays", "byHabit", "clean", "mostConsistent", "roomForGrowth", "weekdays", "streaks", "amounts",
                  "previous", "comparison"])

    static let cell = string(oneOf: names(DayCell.self))
    static let history = object([
        "from": string(), "to": string(), "days": array(string()),
        "habits": array(object(["id": string(), "name": string(), "cells": array(cell, "one per day"),
                                "amounts": array(nullable(number())), "total": number()], required: ["id", "name", "cells"])),
        "groups": array(object(["name": string(), "members": array(string()), "cells": array(cell)], required: ["name", "members", "cells"])),
    ], required: ["from", "to", "days", "habits", "groups"])

    static let events = array(object(["type": string("habit.created, habit.updated, habit.deleted, group.created, group.updated, "
                                                     + "group.deleted, mark.set, mark.cleared, pause.set, pause.removed, profile.set, "
                                                     + "reminder.snoozed, reminder.unsnoozed, reflection.added or reflection.removed")],
                                     required: ["type"]),
                              "the changes committed, in order (as in `habitat serve`'s events)")

    static let chat = object([
        "sessionId": string(), "turn": integer("the conversation's turn number, from 1"),
        "messages": array(object(["kind": string(oneOf: ["text"]), "text": string()], required: ["kind", "text"]),
                          "what the coach says: pass it on to the person as it is"),
        "expecting": nullable(object([
            "slot": string(), "type": string(oneOf: ["text", "schedule", "boolean", "choice"]), "prompt": string(),
            "quickReplies": array(object(["title": string(), "value": string()], required: ["title", "value"]),
                                  "suggested answers: send a value as the next chat text"),
        ], required: ["slot", "type", "prompt", "quickReplies"], "the question the coach is waiting on; the next chat message answers it")),
        "events": events,
    ], required: ["sessionId", "turn", "messages", "expecting", "events"])

    static let logged = object([
        "habit": object(["id": string(), "name": string()], required: ["id", "name"]),
        "day": string(),
        "mark": nullable(object(["state": string(oneOf: names(MarkState.self)), "note": nullable(string()), "amount": number()],
                                required: ["state", "note"], "the day's mark now; null when the day has none")),
        "changed": boolean("false when the day already had exactly this mark"),
        "amount": amountProgress,
        "events": events,
    ], required: ["habit", "day", "mark", "changed", "events"])

    static let added = object(["habit": habit, "events": events], required: ["habit", "events"])
}
