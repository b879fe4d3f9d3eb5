import Foundation
import HabitDomain
import HabitStore
import CoachEngine
import CoachSession

/// Writes one line to stderr (nothing happens when stderr is closed).
func complain(_ message: String) {
    _ = writeAll(STDERR_FILENO, Array(("habitat: " + message + "\n").utf8))
}

/// Writes to stdout; when its reader has gone, the program ends quietly (exit 0, stores closed).
func write(_ text: String) {
    if !writeAll(STDOUT_FILENO, Array(text.utf8)) { Exit.outputClosed() }
}

/// The built-in language data, or `--intents DIR`.
func loadLanguage(_ options: GlobalOptions) throws -> Language {
    do {
        return try options.intents.map(Language.load(directory:)) ?? Language.embedded()
    } catch let error as LanguageError {
        throw Failure("the coach's language data has a problem — \(error)")
    }
}

func run(_ invocation: Invocation) throws {
    let options = invocation.options
    switch invocation.command {
    case .help:
        write(Help.text + "\n")
    case .version:
        write(Help.version + "\n")
    case .chat(let message):
        try Chat.run(options, coach: Coach(language: try loadLanguage(options)), message: message)
    case .serve:
        try Serve.run(options, coach: Coach(language: try loadLanguage(options)))
    case .mcp:
        try MCP.run(options, coach: Coach(language: try loadLanguage(options)))
    case .replay(let paths, let update):
        try ReplayCommand.run(options, coach: Coach(language: try loadLanguage(options)), paths: paths, update: update)
    case .export(let format, let output):
        try Commands.export(options, format: format, output: output)
    case .importFile(let path, let dryRun):
        try Importing.run(options, path: path, dryRun: dryRun)
    case .backup(let output):
        try Commands.backup(options, output: output)
    case .explain(let message):
        let store = try Exit.store(options.db)
        let coach = Coach(language: try loadLanguage(options))
        let state = try SessionShell(coach: coach, store: store, calendar: options.calendar, today: { options.today }, deterministic: true)
            .state(user: options.user, session: "default")
        let context = CoachContext(journal: try store.journal(user: options.user), today: options.today, time: options.time,
                                   calendar: options.calendar)
        write(coach.explain(message, state: state, context: context).text)
    case .today:
        let store = try Exit.store(options.db, access: .viewing)
        let report = try store.journal(user: options.user).todayReport(today: options.today, calendar: options.calendar)
        write(TerminalViews.today(report, width: Terminal.width, style: .current, cells: false))
    case .stats(let window):
        let store = try Exit.store(options.db, access: .viewing)
        write(Views.stats(try store.journal(user: options.user), window: window, today: options.today, calendar: options.calendar, width: Terminal.width))
    case .remind(let window):
        let journal = try Exit.store(options.db, access: .viewing).journal(user: options.user)
        let now = (day: options.today, time: options.time)
        let start = options.time.minutes - window
        let after = (day: start < 0 ? options.today.adding(days: -1) : options.today, time: TimeOfDay(minutes: start))
        let coach = Coach(language: try loadLanguage(options))
        for due in journal.remindersDue(after: after, through: now) {
            write("\(due.time)  \(Text.printable(coach.reminderText(due.habit), singleLine: true))\n")
        }
    case .report(let output, let days):
        try Commands.report(options, output: output, days: days)
    case .history(let from, let to):
        let store = try Exit.store(options.db, access: .viewing)
        write(TerminalViews.history(try store.journal(user: options.user), from: from, through: to, today: options.today,
                                    calendar: options.calendar, width: Terminal.width, style: .current))
    }
}

signal(SIGPIPE, SIG_IGN)
// A file-size limit (`ulimit -f`) makes a write past it fail with EFBIG, reported like a full disk, instead of
// killing the process.
signal(SIGXFSZ, SIG_IGN)
do {
    let invocation = try Invocation.parse(Array(CommandLine.arguments.dropFirst()),
                                          environment: ProcessInfo.processInfo.environment, now: Date())
    if invocation.options.defaultDB { Exit.defaultLocation = invocation.options.db }
    Exit.today = invocation.options.today
    try run(invocation)
    Exit.now(0)
} catch let error as UsageError {
    complain(error.description + " See `habitat --help`.")
    Exit.now(2)
} catch {
    complain("\(error)")
    Exit.now(1)
}
