import Foundation
import HabitDomain

/// Loop Habit Tracker's CSV export (`HabitsCSVExporter`), a zip or the folder it unpacks to: `Habits.csv`, a row per
/// habit (`Position,Name,Type,Question,Description,FrequencyNumerator,FrequencyDenominator,Color,Unit,Target Type,
/// Target Value,Archived?`; older versions `Position,Name,Description,NumRepetitions,Interval,Color`), and a folder per
/// habit, `001 Name/`, numbered as its position, holding `Checkmarks.csv` (`Date,Value,Notes`; older versions `date,value`
/// with no header) and `Scores.csv`, which is Loop's own arithmetic and not read.
public enum LoopCSV {
    /// The folder of the tree holding Loop's `Habits.csv` ("" for the top), the shallowest if there are several;
    /// nil when the tree has none whose header is Loop's.
    public static func root(in tree: some FileTree) -> String? {
        let candidates = tree.paths.filter { $0 == "Habits.csv" || $0.hasSuffix("/Habits.csv") }
            .sorted { ($0.split(separator: "/").count, $0) < ($1.split(separator: "/").count, $1) }
        for path in candidates {
            guard let bytes = try? tree.contents(of: path) else { continue }
            var rows = CSVReader(bytes, name: path)
            guard let header = try? rows.next() else { continue }
            if isHabitsHeader(header.fields) { return String(path.dropLast("Habits.csv".count)) }
        }
        return nil
    }

    /// True when `bytes` are Loop's `Habits.csv` itself.
    public static func isHabitsFile(_ bytes: [UInt8]) -> Bool {
        var rows = CSVReader(bytes, name: "")
        return (try? rows.next()).flatMap { $0.map { isHabitsHeader($0.fields) } } ?? false
    }

    /// True for the header of Loop's `Habits.csv`: it starts with Position and Name.
    static func isHabitsHeader(_ fields: [String]) -> Bool {
        fields.count >= 2 && CSVReader.key(fields[0]) == "position" && CSVReader.key(fields[1]) == "name"
    }

    public static func read(_ tree: some FileTree, today: Day) throws(ForeignError) -> ForeignExport {
        guard let root = root(in: tree) else { throw ForeignError("has no Habits.csv of Loop Habit Tracker's") }
        let habitsPath = root + "Habits.csv"
        var rows = CSVReader(try tree.contents(of: habitsPath), name: "Habits.csv")
        guard let header = try rows.next() else { throw ForeignError("Habits.csv is empty") }
        var column: [String: Int] = [:]
        for (i, name) in header.fields.enumerated() where column[CSVReader.key(name)] == nil { column[CSVReader.key(name)] = i }

        var notes: [String] = []
        var habits: [ForeignHabit] = []
        var byPosition: [Int: Int] = [:]
        while let row = try rows.next() {
            func field(_ keys: String...) -> String? {
                for key in keys { if let i = column[key], i < row.fields.count { return row.fields[i] } }
                return nil
            }
            func whole(_ keys: String...) throws(ForeignError) -> Int? {
                guard let text = keys.lazy.compactMap({ field($0) }).first?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return nil }
                guard let n = Int(text) else { throw ForeignError("\"\(text)\" is not a whole number", at: "Habits.csv line \(row.line)") }
                return n
            }
            var f = Loop.HabitFields(name: field("name") ?? "")
            f.question = field("question") ?? ""
            f.description = field("description") ?? ""
            f.numerator = try whole("frequencynumerator", "numrepetitions") ?? 1
            f.denominator = try whole("frequencydenominator", "interval") ?? 1
            f.color = field("color").flatMap(Loop.color(hex:))
            f.numerical = field("type")?.uppercased() == "NUMERICAL"
            f.unit = field("unit") ?? ""
            f.atMost = field("targettype")?.uppercased() == "AT_MOST"
            if let text = field("targetvalue")?.trimmingCharacters(in: .whitespaces), !text.isEmpty {
                guard let value = Double(text) else { throw ForeignError("\"\(text)\" is not a number", at: "Habits.csv line \(row.line)") }
                f.targetValue = value
            }
            f.archived = field("archived")?.lowercased() == "true"
            guard let position = try whole("position") else { throw ForeignError("a habit has no position", at: "Habits.csv line \(row.line)") }
            if byPosition[position] == nil { byPosition[position] = habits.count }
            habits.append(Loop.habit(f, key: "", notes: &notes))
        }

        var leftOut = LeftOut()
        var count = 0
        // Each habit's folder, "001 Meditate/", named by its position in Habits.csv.
        for path in tree.paths.sorted() where path.hasPrefix(root) && path.hasSuffix("/Checkmarks.csv") {
            let folder = path.dropFirst(root.count).dropLast("/Checkmarks.csv".count)
            guard !folder.isEmpty, !folder.contains("/") else { continue }
            let place = String(folder) + "/Checkmarks.csv"
            guard let position = Int(folder.prefix { $0.isASCII && $0.isNumber }), let i = byPosition[position] else {
                leftOut.add(.unknownHabit, at: place)
                continue
            }
            var checks = CSVReader(try tree.contents(of: path), name: place)
            while let row = try checks.next() {
                if row.line == 1, CSVReader.key(row.fields[0]) == "date" { continue }
                count += 1
                guard count <= ForeignExport.maxRows else {
                    throw ForeignError("holds more than \(Text.grouped(ForeignExport.maxRows)) days of habits, more than Habitat imports at once")
                }
                let at = "\(place) line \(row.line)"
                guard let day = Day(iso: row.fields[0].trimmingCharacters(in: .whitespaces)) else {
                    throw ForeignError("\"\(row.fields[0])\" is not a date (YYYY-MM-DD)", at: at)
                }
                guard row.fields.count >= 2, let value = value(row.fields[1]) else {
                    throw ForeignError("\"\(row.fields.count >= 2 ? row.fields[1] : "")\" is not one of Loop's values", at: at)
                }
                Loop.enter(value, notes: row.fields.count >= 3 ? row.fields[2] : nil, on: day, into: &habits[i], today: today,
                           place: at, leftOut: &leftOut)
            }
        }
        ForeignExport.finishing(&habits, leftOut: &leftOut)
        return try ForeignExport(format: .loopCSV, habits: habits, leftOut: leftOut, notes: notes)
    }

    /// A value as `Entry.formattedValue` writes it (YES_MANUAL, YES_AUTO, NO, SKIP, UNKNOWN, or a number: a
    /// numerical habit's thousandths, or an older export's 2, 1 or 0).
    static func value(_ text: String) -> Int? {
        switch text.trimmingCharacters(in: .whitespaces).uppercased() {
        case "YES_MANUAL": return Loop.yesManual
        case "YES_AUTO": return Loop.yesAuto
        case "NO": return Loop.no
        case "SKIP": return Loop.skip
        case "UNKNOWN": return Loop.unknown
        case let number: return Int(number)
        }
    }
}
