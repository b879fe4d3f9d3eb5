import Foundation
import HabitDomain

/// What Loop Habit Tracker's backup and CSV export have in common: a habit's fields and how each becomes Habitat's,
/// and what a day's value means (`Entry` in Loop's code: 2 done by the user, 1 done only by the frequency, 0 not
/// done, 3 skipped, -1 unknown; a numerical habit's values are thousandths of its unit).
enum Loop {
    static let yesManual = 2, yesAuto = 1, no = 0, skip = 3, unknown = -1

    /// A habit as Loop keeps it, before it is read into Habitat's terms.
    struct HabitFields {
        var uuid: String?
        var name: String
        var question = ""
        var description = ""
        var numerator = 1
        var denominator = 1
        /// An index into Loop's 20 colours (`colors`); nil when unknown.
        var color: Int?
        var archived = false
        var numerical = false
        /// For a numerical habit: the amount to reach (or, at most, to stay under) each `denominator` days.
        var targetValue = 0.0
        var atMost = false
        var unit = ""
        var reminder: (hour: Int, minute: Int, days: Int)?
    }

    /// Loop's 20 colours as its CSV export writes them (`PaletteColor.toCsvColor`), index by index.
    static let colors = ["#D32F2F", "#E64A19", "#F57C00", "#FF8F00", "#F9A825", "#AFB42B", "#7CB342", "#388E3C", "#00897B",
                         "#00ACC1", "#039BE5", "#1976D2", "#303F9F", "#5E35B1", "#8E24AA", "#D81B60", "#5D4037", "#303030",
                         "#757575", "#AAAAAA"]

    /// Each of Loop's colours as the nearest of Habitat's eight by hue (coral, amber, lime, teal, sky, indigo, purple,
    /// pink): reds and brown to coral, oranges and yellows to amber, greens to lime, teal and cyan to teal, blues to
    /// sky, indigo to indigo, purples to purple, pink to pink; the three greys, which have no hue, to sky.
    static let habitatColor = [0, 0, 1, 1, 1, 1, 2, 2, 3, 3, 4, 4, 5, 6, 6, 7, 0, 4, 4, 4]

    /// Schema 14–20 numbered 13 colours; migration 21 moved them into the 20 of today.
    static let colorBefore21 = [0, 1, 4, 5, 7, 8, 9, 10, 13, 14, 15, 17, 19]

    /// A colour of the CSV export (`#RRGGBB`) as Loop's index; nil for one Loop doesn't have.
    static func color(hex: String) -> Int? {
        colors.firstIndex { $0.caseInsensitiveCompare(hex.trimmingCharacters(in: .whitespaces)) == .orderedSame }
    }

    /// Reads the fields into a habit, noting what reads differently here.
    static func habit(_ f: HabitFields, key: String, notes: inout [String]) -> ForeignHabit {
        let description = [f.description, f.question].first { !$0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }
        var habit = ForeignHabit(key: key, id: f.uuid.flatMap(uuid), name: f.name, description: description.map(clip), schedule: .daily)
        let name = f.name
        habit.archived = f.archived
        habit.color = f.color.flatMap { habitatColor.indices.contains($0) ? habitatColor[$0] : nil }
        if f.numerical {
            measure(&habit, f, notes: &notes)
        } else {
            habit.schedule = schedule(f.numerator, f.denominator, name: name, notes: &notes)
        }
        if let r = f.reminder {
            if let time = TimeOfDay(hour: r.hour, minute: r.minute), r.days & 0x7F != 0 {
                habit.reminders = [Reminder(time: time, days: weekdays(r.days))]
            } else {
                notes.append("\"\(name)\" has a reminder Habitat can't keep (at \(r.hour):\(r.minute), on days \(r.days)), so it is left out.")
            }
        }
        return habit
    }

    /// Loop's "N times in M days" (`freq_num`/`freq_den`). Loop judges every frequency over a window of days that moves
    /// with the checks (`EntryList.buildIntervals`), calendar weeks playing no part, so N in M days is Habitat's
    /// `rolling` schedule: 3/7 is "3 times in 7 days", 1/7 "once in 7 days"; 1/1 (or N ≥ M) is every day.
    static func schedule(_ numerator: Int, _ denominator: Int, name: String, notes: inout [String]) -> Schedule {
        guard numerator > 0, denominator > 0 else {
            notes.append("\"\(name)\" has no usable frequency (\(numerator)/\(denominator)), so it is every day.")
            return .daily
        }
        if numerator >= denominator { return .daily }
        if denominator > 365 {
            let n = min(numerator, 364)
            notes.append("\"\(name)\" is \(numerator) times in \(denominator) days; Habitat counts over at most 365 days, so it is \(n) in 365.")
            return .rolling(times: n, days: 365)
        }
        return .rolling(times: numerator, days: denominator)
    }

    /// A numerical habit: a target of its unit each day, week (7) or month (28–31) — "at least" to reach, "at most" a
    /// limit on a habit to avoid. Habitat's limits are per day, so an at-most over a week or month is the amount
    /// divided by its days; so is an at-least over any other number of days.
    private static func measure(_ habit: inout ForeignHabit, _ f: HabitFields, notes: inout [String]) {
        let name = f.name
        let unit = Self.unit(f.unit, name: name, notes: &notes)
        let days = max(1, f.denominator)
        let period: Schedule? = days == 7 ? .weekly(times: 1) : (28...31).contains(days) ? .monthly(times: 1) : nil
        // (A limit over a week or month counts the 7 or 30 days ending on each day.)
        let limitKind = f.atMost ? period.flatMap(Target.limitKind(per:)) ?? .limit : nil
        let overPeriod = period != nil
        var value = f.targetValue
        if !overPeriod && days > 1 {
            value /= Double(days)
            notes.append("\"\(name)\": \(Amount.rounded(f.targetValue).words) \(unit.word) in \(days) days is \(Amount.rounded(value).words) a day here "
                         + "(Habitat's targets and limits are per day, week or month).")
        }
        var amount = Amount.rounded(value)
        if amount <= .zero {
            amount = Amount(1)
            notes.append("\"\(name)\" has no target amount, so its target is 1 \(unit.word).")
        }
        let kind = limitKind ?? (overPeriod ? .period : .day)
        let schedule = kind == .period ? period ?? .daily : .daily
        let ceiling = Target(amount, unit, kind: kind).ceiling(on: schedule)
        if amount > ceiling {
            notes.append("\"\(name)\"'s target of \(amount.words) \(unit.word) is more than Habitat allows, so it is \(ceiling.words).")
            amount = ceiling
        }
        if limitKind != nil { habit.polarity = .avoid }
        if kind == .period { habit.schedule = schedule }
        habit.target = Target(amount, unit, kind: kind)
    }

    /// Loop's free-text unit as Habitat's one word of letters: "km" stays; "glasses of water" is "glasses"; none is
    /// "times".
    static func unit(_ raw: String, name: String, notes: inout [String]) -> AmountUnit {
        let text = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        if text.isEmpty { return .times }
        if let unit = try? AmountUnit(text) { return unit }
        let word = text.split { !$0.isLetter }.first.map { String($0.prefix(AmountUnit.maxLength)) }
        let unit = word.flatMap { try? AmountUnit($0) } ?? .times
        notes.append("\"\(name)\"'s unit \"\(text)\" is \"\(unit.word)\" here (a unit is one word).")
        return unit
    }

    /// Loop's reminder days: bit 0 is Saturday, bit 1 Sunday, bit 2 Monday … bit 6 Friday (`WeekdayList`, indexed as
    /// `Timestamp.weekday` is: Calendar's day of the week modulo 7).
    static func weekdays(_ bits: Int) -> WeekdaySet {
        let order: [Weekday] = [.saturday, .sunday, .monday, .tuesday, .wednesday, .thursday, .friday]
        return WeekdaySet(order.indices.filter { bits & (1 << $0) != 0 }.map { order[$0] })
    }

    /// The uuid column: 32 hex digits (Loop writes them without dashes).
    static func uuid(_ text: String) -> UUID? {
        let hex = text.filter { $0 != "-" }
        guard hex.count == 32, hex.allSatisfy(\.isHexDigit) else { return nil }
        let a = Array(hex)
        return UUID(uuidString: [a[0..<8], a[8..<12], a[12..<16], a[16..<20], a[20..<32]].map { String($0) }.joined(separator: "-"))
    }

    /// A day's value for a habit: a mark, or what is left out and why.
    static func enter(_ value: Int, notes rawNotes: String?, on day: Day, into habit: inout ForeignHabit, today: Day,
                      place: @autoclosure () -> String, leftOut: inout LeftOut) {
        guard habit.row(on: day, today: today, place: place(), leftOut: &leftOut) else { return }
        let note = rawNotes.flatMap { $0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty ? nil : $0 }
        if value == skip {
            habit.mark(Mark(.skipped, note: note), on: day)
            return
        }
        func none(_ reason: LeftOut.Reason) { leftOut.add(note == nil ? reason : .noteWithoutMark, at: place()) }
        if habit.target != nil {
            switch value {
            case unknown: none(.unknown)
            case ..<0: leftOut.add(.strangeValue, at: place())
            // Nothing on a limit is a clean day; on a target it is a day not done.
            case 0 where habit.polarity == .avoid: habit.mark(Mark(.done, note: note), on: day)
            case 0: none(.notDone)
            default:
                // Thousandths, rounded to hundredths.
                let amount = Amount(hundredths: (value + 5) / 10)
                if let mark = habit.mark(amount: amount, note: note, place: place(), leftOut: &leftOut) { habit.mark(mark, on: day) }
            }
            return
        }
        switch value {
        case yesManual: habit.mark(Mark(.done, note: note), on: day)
        case yesAuto: leftOut.add(.implied, at: place())
        case no: none(.notDone)
        case unknown: none(.unknown)
        default: leftOut.add(.strangeValue, at: place())
        }
    }

    /// A description cut to the 200 characters Habitat keeps.
    static func clip(_ text: String) -> String { text.count <= Text.maxDescription ? text : String(text.prefix(Text.maxDescription)) }
}

extension Amount {
    /// The nearest amount in hundredths to a number from another tracker (half away from zero); zero for nothing or
    /// a number that isn't one, and at most `Amount.ceiling` × 1,000 so nothing overflows.
    static func rounded(_ value: Double) -> Amount {
        guard value.isFinite, value > 0 else { return .zero }
        return Amount(hundredths: Int(min(value, Double(Amount.ceiling.hundredths) * 10) * 100 + 0.5))
    }
}
