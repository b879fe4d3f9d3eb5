import HabitDomain

// Dialogue sessions: each (user, session)'s saved state, opaque to the store.

extension SQLiteStore {
    /// The saved dialogue state of one session, if any (opaque to the store).
    public func sessionState(user: String, session: String) throws(StoreError) -> String? {
        try transaction(write: false) {
            let s = try db.statement("SELECT state FROM sessions WHERE user = ? AND session = ?", [.text(user), .text(session)])
            defer { s.reset() }
            return try s.step() ? s.text(s.column("state")) : nil
        }
    }

    /// Saves (or with nil, forgets) one session's dialogue state.
    public func saveSessionState(_ state: String?, user: String, session: String) throws(StoreError) {
        try transaction(write: true) { try saveSession(session, state: state, user: user) }
    }

    func saveSession(_ session: String, state: String?, user: String) throws {
        if let state {
            try db.run("""
                INSERT INTO sessions (user, session, state) VALUES (?, ?, ?)
                ON CONFLICT (user, session) DO UPDATE SET state = excluded.state
                """, [.text(user), .text(session), .text(state)])
        } else {
            try db.run("DELETE FROM sessions WHERE user = ? AND session = ?", [.text(user), .text(session)])
        }
    }
}
