import Foundation
import HabitDomain
import HabitStore

/// Writes one line to stderr.
func complain(_ message: String) {
    FileHandle.standardError.write(Data(("habitat: " + message + "\n").utf8))
}

func write(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
}

func run(_ invocation: Invocation) throws {
    let options = invocation.options
    switch invocation.command {
    case .help:
        write(Help.text + "\n")
    case .version:
        write(Help.version + "\n")
    case .chat:
        write("Chat with the coach is coming soon. Until then:\n\n" + Help.text + "\n")
    case .notYet(let name):
        throw Failure("\(name) isn't available yet; see `habitat --help` for what is.")
    case .export(let format, let output):
        try Commands.export(options, format: format, output: output)
    case .importFile(let path):
        try Commands.importFile(options, path: path)
    case .today:
        let store = try HabitStore(options.db)
        write(Views.today(try store.journal(user: options.user), today: options.today, calendar: options.calendar))
    case .stats(let window):
        let store = try HabitStore(options.db)
        write(Views.stats(try store.journal(user: options.user), window: window, today: options.today, calendar: options.calendar))
    }
}

signal(SIGPIPE, SIG_IGN)
do {
    let invocation = try Invocation.parse(Array(CommandLine.arguments.dropFirst()),
                                          environment: ProcessInfo.processInfo.environment, now: Date())
    try run(invocation)
    exit(0)
} catch let error as UsageError {
    complain(error.description + " See `habitat --help`.")
    exit(2)
} catch {
    complain("\(error)")
    exit(1)
}
