import Foundation
import HabitDomain
import HabitStore

/// A mistake in how habitat was called: printed with a hint, exit code 2.
struct UsageError: Error, CustomStringConvertible {
    let description: String
    init(_ message: String) { description = message }
}

/// A command that ran but failed: printed as one sentence, exit code 1.
struct Failure: Error, CustomStringConvertible {
    let description: String
    init(_ message: String) { description = message }
}

/// The options every command shares (SPEC §2).
struct GlobalOptions {
    var db: StoreLocation
    /// The local date and time the command runs at: `--now`, `HABITAT_NOW`, or the system clock in `TZ`.
    var today: Day
    var time: TimeOfDay
    var user = "local"
    var calendar = HabitCalendar()
    /// True when `--now` or `HABITAT_NOW` fixed the clock: ids are then derived deterministically too.
    var fixedClock = false
    /// True when no `--db` or `HABITAT_DB` chose the database: it is the default one in the data folder.
    var defaultDB = false
    /// `--intents DIR`: language data read from a folder instead of the built-in copy.
    var intents: String?
    /// The second within `time`'s minute (`--now …T07:29:57`), for the clock reminders run on.
    var second = 0

    /// Today as a long-running command sees it: the fixed day when `--now` gave one, else the system's local date now.
    func currentDay() -> Day { fixedClock ? today : Invocation.localNow(Date()).0 }

    /// The local date and time as it moves on: from `--now` (seconds allowed) when given, else the system's.
    /// Reminders run on it in `serve` and the REPL; everything else keeps the fixed `today`.
    func runningClock() -> () -> (day: Day, time: TimeOfDay) {
        let started = DispatchTime.now()
        let (fixed, today, start) = (fixedClock, self.today, time.minutes * 60 + second)
        return {
            guard fixed else { let (day, time, _) = Invocation.localNow(Date()); return (day, time) }
            let seconds = start + Int((DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1_000_000_000)
            return (today.adding(days: seconds / 86_400), TimeOfDay(minutes: (seconds % 86_400) / 60))
        }
    }

    static let maxUserLength = 100
}

/// What the command line asked for.
enum Command {
    case help
    case version
    /// The REPL, or with a message one turn from the shell ("habitat chat did yoga").
    case chat(String?)
    case export(format: ExportFormat, output: String?)
    /// `import [--dry-run] FILE|DIR`.
    case importFile(String, dryRun: Bool)
    /// `backup [--output FILE]`: nil writes it into the backup folder beside the database.
    case backup(output: String?)
    case today
    case stats(Window)
    case history(from: Day, to: Day)
    case report(output: String?, days: Int)
    case remind(window: Int)
    case replay(paths: [String], update: Bool)
    case serve
    /// The Model Context Protocol server on stdio.
    case mcp
    case explain(String)
}

enum ExportFormat: String { case json, csv, ics }

struct Invocation {
    var options: GlobalOptions
    var command: Command

    /// Parses arguments; global options may come before or after the command, as `--opt value` or `--opt=value`.
    static func parse(_ arguments: [String], environment: [String: String], now: Date) throws -> Invocation {
        var db: String? = environment["HABITAT_DB"].flatMap { $0.isEmpty ? nil : $0 }
        var nowText: String? = environment["HABITAT_NOW"].flatMap { $0.isEmpty ? nil : $0 }
        var user = "local"
        var weekStart = WeekStart.monday
        var intents: String? = nil
        var words: [String] = []
        var flags: [String: String] = [:]
        var help = false
        var version = false

        // `swift run habitat -- stats` passes the `--` on: a leading one is dropped; later, it ends the options.
        var queue = arguments.first == "--" ? arguments.dropFirst() : arguments[...]
        func value(for name: String, inline: String?) throws -> String {
            if let inline { return inline }
            guard let next = queue.popFirst() else { throw UsageError("\(name) needs a value.") }
            return next
        }
        let commandFlags: Set<String> = ["--format", "--output", "-o", "--range", "--from", "--to", "--days", "--window"]
        let commandSwitches: Set<String> = ["--update", "--dry-run"]
        while let arg = queue.popFirst() {
            if arg == "--" { words.append(contentsOf: queue); break }
            guard arg.hasPrefix("-"), arg != "-" else { words.append(arg); continue }
            let parts = arg.split(separator: "=", maxSplits: 1).map(String.init)
            let name = parts[0]
            let inline = parts.count > 1 ? parts[1] : nil
            switch name {
            case "--db": db = try value(for: name, inline: inline)
            case "--now": nowText = try value(for: name, inline: inline)
            case "--user": user = try value(for: name, inline: inline)
            case "--intents": intents = try value(for: name, inline: inline)
            case "--week-start":
                let text = try value(for: name, inline: inline)
                guard let ws = WeekStart(rawValue: text.lowercased()) else {
                    throw UsageError("--week-start is monday or sunday, not \"\(text)\".")
                }
                weekStart = ws
            case "--help", "-h": help = true
            case "--version", "-V": version = true
            case _ where commandFlags.contains(name): flags[name == "-o" ? "--output" : name] = try value(for: name, inline: inline)
            case _ where commandSwitches.contains(name): flags[name] = ""
            default: throw UsageError("unknown option \(name).")
            }
        }

        let trimmedUser = user.trimmingCharacters(in: .whitespaces)
        guard !trimmedUser.isEmpty, trimmedUser.count <= GlobalOptions.maxUserLength,
              !trimmedUser.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }) else {
            throw UsageError("--user needs a name of 1 to \(GlobalOptions.maxUserLength) printable characters.")
        }

        let (today, time, second) = try nowText.map(parseNow) ?? localNow(now)
        // A file path keeps SQLite; a postgresql:// URI or a libpq `key=value` string picks PostgreSQL.
        let location: StoreLocation = db.map(StoreLocation.parse) ?? .defaultFile(environment: environment)
        if db == nil { SQLiteStore.secureDataFolder(of: location) }
        let options = GlobalOptions(db: location, today: today, time: time, user: trimmedUser, calendar: HabitCalendar(weekStart: weekStart),
                                    fixedClock: nowText != nil, defaultDB: db == nil, intents: intents, second: second)

        if version { return Invocation(options: options, command: .version) }
        if help { return Invocation(options: options, command: .help) }
        let command = try parseCommand(words, flags: flags, today: today)
        return Invocation(options: options, command: command)
    }

    private static func parseCommand(_ words: [String], flags: [String: String], today: Day) throws -> Command {
        let name = words.first ?? "chat"
        let rest = Array(words.dropFirst())
        /// `--from DAY --to DAY` as a window, or nil when neither is given; `other` is the flag they replace.
        func fromTo(_ other: String) throws -> Window? {
            guard flags["--from"] != nil || flags["--to"] != nil else { return nil }
            guard flags[other] == nil else { throw UsageError("\(name) takes \(other) or --from and --to, not both.") }
            func day(_ flag: String) throws -> Day {
                guard let text = flags[flag] else { throw UsageError("\(name) --from needs --to as well, and --to needs --from.") }
                guard let day = Day(iso: text) else { throw UsageError("\(flag) is a day, YYYY-MM-DD, not \"\(text)\".") }
                return day
            }
            do { return try Window.between(try day("--from"), try day("--to")) } catch let error as DomainError {
                throw UsageError(error.description)
            }
        }
        func noExtra(_ allowedFlags: Set<String> = []) throws {
            if let extra = rest.first { throw UsageError("\(name) takes no argument \"\(extra)\".") }
            if let flag = flags.keys.sorted().first(where: { !allowedFlags.contains($0) }) {
                throw UsageError("\(flag) doesn't apply to \(name).")
            }
        }
        switch name {
        case "help":
            return .help
        case "chat":
            if let flag = flags.keys.sorted().first { throw UsageError("\(flag) doesn't apply to chat.") }
            return .chat(rest.isEmpty ? nil : rest.joined(separator: " "))
        case "export":
            try noExtra(["--format", "--output"])
            let formatText = flags["--format"] ?? "json"
            guard let format = ExportFormat(rawValue: formatText.lowercased()) else {
                throw UsageError("--format is json, csv or ics, not \"\(formatText)\".")
            }
            return .export(format: format, output: flags["--output"])
        case "import":
            if let flag = flags.keys.sorted().first(where: { $0 != "--dry-run" }) { throw UsageError("\(flag) doesn't apply to import.") }
            guard rest.count == 1 else {
                throw UsageError(rest.isEmpty ? "import needs a file: habitat import FILE (or a folder, or - for standard input)." : "import takes one file.")
            }
            return .importFile(rest[0], dryRun: flags["--dry-run"] != nil)
        case "backup":
            try noExtra(["--output"])
            if flags["--output"] == "-" { throw UsageError("backup writes a database file, not standard output: give --output a file.") }
            return .backup(output: flags["--output"])
        case "today":
            try noExtra()
            return .today
        case "stats":
            try noExtra(["--range", "--from", "--to"])
            if let window = try fromTo("--range") { return .stats(window) }
            let text = (flags["--range"] ?? "30").lowercased()
            switch text {
            case "all": return .stats(.all)
            case "7", "30", "90": return .stats(.days(Int(text)!))
            default: throw UsageError("--range is 7, 30, 90 or all, not \"\(text)\".")
            }
        case "history":
            try noExtra(["--days", "--from", "--to"])
            if case .range(let from, let to)? = try fromTo("--days") { return .history(from: from, to: to) }
            let text = flags["--days"] ?? "30"
            guard let days = Int(text), (1...Periods.maxHistoryDays).contains(days) else {
                throw UsageError("--days is a number from 1 to \(Periods.maxHistoryDays), not \"\(text)\".")
            }
            return .history(from: today.adding(days: 1 - days), to: today)
        case "remind":
            try noExtra(["--window"])
            let text = flags["--window"] ?? "1"
            guard let window = Int(text), (1...1440).contains(window) else {
                throw UsageError("--window is a number of minutes from 1 to 1440, not \"\(text)\".")
            }
            return .remind(window: window)
        case "report":
            try noExtra(["--output", "--days"])
            let text = flags["--days"] ?? "365"
            guard let days = Int(text), (1...HistoryReport.maxDays).contains(days) else {
                throw UsageError("--days is a number from 1 to \(HistoryReport.maxDays), not \"\(text)\".")
            }
            return .report(output: flags["--output"], days: days)
        case "replay":
            if let flag = flags.keys.sorted().first(where: { $0 != "--update" }) { throw UsageError("\(flag) doesn't apply to replay.") }
            return .replay(paths: rest, update: flags["--update"] != nil)
        case "serve":
            try noExtra()
            return .serve
        case "mcp":
            try noExtra()
            return .mcp
        case "explain":
            if let flag = flags.keys.sorted().first { throw UsageError("\(flag) doesn't apply to explain.") }
            guard !rest.isEmpty else { throw UsageError("explain needs a message: habitat explain \"I ran yesterday\".") }
            return .explain(rest.joined(separator: " "))
        default:
            throw UsageError("unknown command \"\(name)\".")
        }
    }

    /// `YYYY-MM-DDTHH:MM`, with `:SS` if wanted (or a bare date, read as noon).
    static func parseNow(_ text: String) throws -> (Day, TimeOfDay, Int) {
        let parts = text.split(separator: "T", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        guard let day = Day(iso: parts[0]) else {
            throw UsageError("--now is a local date and time like 2026-02-02T07:30, not \"\(text)\".")
        }
        if parts.count == 1 { return (day, TimeOfDay(hour: 12, minute: 0)!, 0) }
        let clock = parts[1]
        var second = 0
        if clock.count == 8, clock.dropFirst(5).first == ":", let s = Int(clock.suffix(2)), (0...59).contains(s), clock.suffix(2).allSatisfy(\.isNumber) {
            second = s
        } else if clock.count != 5 {
            throw UsageError("--now is a local date and time like 2026-02-02T07:30, not \"\(text)\".")
        }
        guard let time = TimeOfDay(String(clock.prefix(5))) else {
            throw UsageError("--now is a local date and time like 2026-02-02T07:30, not \"\(text)\".")
        }
        return (day, time, second)
    }

    /// The system clock in the user's time zone (`TZ`, else the system zone).
    static func localNow(_ date: Date) -> (Day, TimeOfDay, Int) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone.current
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        let day = Day(year: c.year ?? 1970, month: c.month ?? 1, day: c.day ?? 1) ?? Day(ordinal: 0)
        return (day, TimeOfDay(hour: c.hour ?? 0, minute: c.minute ?? 0) ?? TimeOfDay(hour: 0, minute: 0)!, c.second ?? 0)
    }
}

enum Help {
    static let version = "habitat 0.1.0"

    static let text = """
        Habitat — a conversational habit coach.

        usage: habitat [options] [command]

        commands:
          chat                           talk to the coach (the default); at a terminal it opens on
                                         today's checklist once you have habits
          chat MESSAGE...                one turn from the shell ("habitat chat did yoga and read"):
                                         the reply, then exit
          export [--format json|csv|ics] [--output FILE]
                                         write all your habits and marks (JSON to stdout by default)
          import [--dry-run] FILE|DIR    merge a Habitat JSON export (- reads standard input), or
                                         another tracker's: a Loop Habit Tracker backup (.db), its
                                         CSV export (.zip or folder), a harsh folder, a HabitBull
                                         CSV; --dry-run shows what would come in and changes nothing
          backup [--output FILE]         a consistent copy of the database, even while in use
                                         (default: into the backup folder beside the database)
          today                          what's due today
          stats [--range 7|30|90|all]    completion, good days, streaks, and the change since the
                                         days before (default: 30 days)
          stats --from DAY --to DAY      the same for any stretch of days (YYYY-MM-DD)
          history [--days N | --from DAY --to DAY]
                                         habits × days, one mark a day (default: 30 days)
          remind [--window MINUTES]      the reminders due this minute (or in the last MINUTES),
                                         one a line; for cron or a systemd timer
          report [--output FILE] [--days N]
                                         one HTML page: cards, bars, trends, good days, each
                                         habit's days (default: the last 365 days; to stdout)
          serve                          JSON-RPC 2.0 over NDJSON on stdin/stdout (see PROTOCOL.md)
          mcp                            a Model Context Protocol server on stdio, for LLM agents
                                         and desktop assistants (see README.md)
          replay [--update] [PATH ...]   replay golden transcripts (default: Transcripts/)
          explain MESSAGE                show how the coach reads a message; changes nothing

        options:
          --db PATH|URI                  the database (env HABITAT_DB; default
                                         $XDG_DATA_HOME/habitat/habitat.sqlite): a file
                                         (SQLite), or PostgreSQL by a postgresql:// URI
                                         or "host=... dbname=..." words
          --now YYYY-MM-DDTHH:MM[:SS]    fix the clock (env HABITAT_NOW)
          --user NAME                    whose habits (default "local")
          --week-start monday|sunday     the first day of a week (default monday)
          --intents DIR                  read the coach's language data from DIR (for editing it live)
          -h, --help                     show this help
          -V, --version                  show the version

        The time zone is TZ's, or the system's.
        """
}
