import Foundation

/// An answer to one of the coach's reflection questions, kept as a note of its own: "work was crazy and I kept
/// skipping the run, mornings are easier", said on a day, about the week or month a review looked back on
/// (`start`…`end`), with the habits its words name. Naming a habit changes nothing about it; a habit deleted later
/// drops out of `habits`, and the words stay.
public struct Reflection: Hashable, Sendable, Codable, Identifiable {
    public var id: UUID
    /// The day it was said.
    public var day: Day
    /// The first and last day of the review's week or month.
    public var start: Day
    public var end: Day
    /// The words, cleaned as a note is (`Text.note`): at most 500 characters.
    public var text: String
    /// The habits it names, in the order named, each once.
    public var habits: [UUID]

    public init(id: UUID = UUID(), day: Day, start: Day, end: Day, text: String, habits: [UUID] = []) {
        self.id = id
        self.day = day
        self.start = start
        self.end = end
        self.text = text
        self.habits = habits
    }

    /// The review's week or month.
    public var period: Period { Period(start: start, end: end) }

    /// The reflection with its words cleaned, checked: not empty, at most `Text.maxNote` characters, a period that
    /// doesn't end before it starts.
    public func validated() throws(DomainError) -> Reflection {
        guard end >= start else { throw .reflectionPeriodBackwards }
        guard let clean = try Text.note(text) else { throw .emptyReflection }
        var checked = self
        checked.text = clean
        var seen = Set<UUID>()
        checked.habits = habits.filter { seen.insert($0).inserted }
        return checked
    }
}

extension Journal {
    public func reflection(id: UUID) -> Reflection? { reflections.first { $0.id == id } }

    /// The reflections, newest first: all of them, or those naming a habit; with `words`, only those holding every one
    /// of them (case and accents aside), as notes are searched.
    public func reflections(naming habit: UUID? = nil, matching words: [String] = []) -> [Reflection] {
        func fold(_ text: String) -> String { text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil) }
        let wanted = words.map(fold).filter { !$0.isEmpty }
        return reflections.reversed().filter { reflection in
            (habit.map(reflection.habits.contains) ?? true) && (wanted.isEmpty || { let key = fold(reflection.text); return wanted.allSatisfy { key.contains($0) } }())
        }
    }
}
