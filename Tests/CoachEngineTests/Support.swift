import Foundation
import HabitDomain
@testable import CoachEngine
import TestSupport

let exampleDay = Day(iso: "2026-02-02")!
let exampleJournal: Journal = try! JournalText.journal(language.exampleContext, language: language, today: exampleDay)

/// The slots of a request as text, in the examples' terms.
func slotTexts(_ r: Request, journal: Journal) -> [String: String] {
    var out: [String: String] = [:]
    func describe(_ ref: Reference) -> String {
        switch ref {
        case .habit(let id): return journal.habit(id: id)?.name ?? "?"
        case .ambiguous(let ids): return "ambiguous(" + ids.compactMap { journal.habit(id: $0)?.name }.joined(separator: ", ") + ")"
        case .unknown(let words): return "unknown(\(words))"
        case .pronoun: return "it"
        }
    }
    if let h = r.habit { out["habit"] = describe(h) }
    if !r.habits.isEmpty { out["habits"] = r.habits.map(describe).joined(separator: ", ") }
    if let g = r.group {
        switch g {
        case .group(let id): out["group"] = journal.group(id: id)?.name ?? "?"
        case .unknown(let words): out["group"] = "unknown(\(words))"
        }
    }
    let d = r.drafts.first
    if let name = r.name ?? d?.name { out["name"] = name }
    if let s = r.schedule ?? d?.schedule { out["schedule"] = s.words }
    if let t = r.tier ?? d?.tier { out["tier"] = t.rawValue }
    if let p = r.polarity ?? d?.polarity { out["polarity"] = p.rawValue }
    if let n = r.number { out["number"] = "\(n)" }
    if let t = r.time ?? d?.reminder { out["time"] = t.description }
    if let text = r.text ?? d?.description { out["description"] = text }
    if let gid = d?.groupID { out["group"] = journal.group(id: gid)?.name ?? "?" }
    if let log = r.log {
        if !log.references.isEmpty { out["habits"] = log.references.map(describe).joined(separator: ", ") }
        if let day = log.day { out["day"] = day.iso }
        if let note = log.note { out["note"] = note }
        if let aside = log.aside { out["aside"] = aside }
        if log.everything { out["everything"] = "yes" }
    }
    if let day = r.day { out["day"] = day.iso }
    if let until = r.until { out["until"] = until.iso }
    if r.meaning.declined { out["declined"] = "yes" }
    if let minutes = r.minutes ?? r.meaning.minutes { out["minutes"] = "\(minutes)" }
    return out
}

func understand(_ text: String, journal: Journal = exampleJournal, focus: UUID? = nil) -> [Request] {
    Understanding(language: language, journal: journal, focus: focus, today: exampleDay).requests(text)
}
