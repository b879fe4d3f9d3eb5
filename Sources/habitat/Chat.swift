import Foundation
import CoachEngine
import HabitDomain
import HabitStore

/// `habitat chat`: the coach over the store, one line in, the reply out. Each turn's changes and the
/// dialogue state are committed together, so a form left open resumes next time.
enum Chat {
    static let session = "default"

    static func run(_ options: GlobalOptions, coach: Coach) throws {
        let store = try HabitStore(options.db)
        let interactive = isatty(STDIN_FILENO) == 1
        var state = DialogueState.decode(try store.sessionState(user: options.user, session: session))

        func context() throws -> CoachContext {
            CoachContext(journal: try store.journal(user: options.user), today: options.today, calendar: options.calendar,
                         entropy: options.fixedClock ? CoachContext.reproducibleEntropy(user: options.user, session: session, turn: state.turn)
                            : UInt64.random(in: 0...UInt64.max))
        }
        func show(_ reply: Reply) {
            for message in reply.messages { write(Text.printable(message) + "\n") }
            // Frontends show quick replies as buttons; at a terminal they are a hint of what to type.
            if interactive, let quick = reply.expecting?.quickReplies, !quick.isEmpty {
                write("  (" + quick.map { Text.printable($0.title, singleLine: true) }.joined(separator: " · ") + ")\n")
            }
            if interactive { write("\n") }
        }

        let opening = coach.opening(state: state, context: try context())
        if opening.state != state {
            try store.saveSessionState(opening.state.encoded, user: options.user, session: session)
            state = opening.state
        }
        if interactive { show(opening.reply) }

        while true {
            if interactive { write("> ") }
            guard let line = readLine(strippingNewline: true) else { break }
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if interactive && ["/quit", "/exit"].contains(trimmed) { break }
            let turn = coach.respond(to: line, state: state, context: try context())
            try store.commit(turn.changes, user: options.user, session: (id: session, state: turn.state.encoded))
            state = turn.state
            show(turn.reply)
        }
    }
}
