import HabitDomain

/// The periods a command can name: "-1" (one back), a day, or a month.
enum Periods {
    enum Unit { case week, month }

    static let maxHistoryDays = HistoryReport.maxDays

    /// A day inside the period `text` names: "-N" for N weeks or months back, "YYYY-MM-DD", or "YYYY-MM" for a month.
    static func day(_ text: String, unit: Unit, today: Day) -> Day? {
        if text.hasPrefix("-") || text == "0", let back = Int(text.dropFirst(text.hasPrefix("-") ? 1 : 0)), back >= 0, back <= 1200 {
            switch unit {
            case .week: return today.adding(days: -7 * back)
            case .month: return today.startOfMonth(back: back)
            }
        }
        if let day = Day(iso: text) { return day }
        if unit == .month, let day = Day(iso: text + "-01") { return day }
        return nil
    }
}
