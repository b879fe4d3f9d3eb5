import Foundation
import HabitDomain
import HabitStore
import CoachEngine
import HabitExchange
import CoachSession

// Measures what SPEC §8 asks for, on synthetic data, and prints the figures with the machine they ran on.
// usage: swift run -c release habitat-bench [--quick] [--only turns|views|serve|large|postgres] [--postgres CONNINFO]
//        [--each] [--profile TEXT]
//        [--profile-read TEXT] [--profile-mix N] [--floor PATH/commit_floor.py] [--keep FOLDER (its databases are kept there)]
//        [--conversations FOLDER (the kept conversation sets, default Tests/Conversations)] [--dump FILE] [--time-mix PASSES]

let quick = CommandLine.arguments.contains("--quick")
let today = Day(iso: "2026-06-30")!
let calendar = HabitCalendar()
func option(_ name: String) -> String? {
    CommandLine.arguments.firstIndex(of: name).flatMap { $0 + 1 < CommandLine.arguments.count ? CommandLine.arguments[$0 + 1] : nil }
}
let only = option("--only")
/// The commit floor script (SPEC §8), run on the same requests in the same run so the ratio holds on a noisy machine.
let floorScript = option("--floor") ?? ProcessInfo.processInfo.environment["HABITAT_COMMIT_FLOOR"]
func part(_ name: String) -> Bool { only == nil || only == name }
let coach = try Coach(language: Language.embedded())
let folder = option("--keep") ?? NSTemporaryDirectory() + "habitat-bench-\(getpid())"
try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
defer { if option("--keep") == nil { try? FileManager.default.removeItem(atPath: folder) } }

func now() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_MONOTONIC, &t)
    return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
}

func time<T>(_ body: () throws -> T) rethrows -> (T, Double) {
    let start = now()
    let value = try body()
    return (value, now() - start)
}

func ms(_ seconds: Double) -> String { String(format: "%.3f ms", seconds * 1000) }

func percentile(_ values: [Double], _ p: Double) -> Double {
    let sorted = values.sorted()
    return sorted[min(sorted.count - 1, Int(Double(sorted.count - 1) * p))]
}

/// A user's history: habits of every schedule kind, groups, and a year (or more) of marks with skips and slips.
func syntheticJournal(habits count: Int, days: Int, names: [String] = [], numberedIDs: Bool = false) -> Journal {


    var seed: UInt64 = 42
    func random() -> Double {
        seed = seed &* 6364136223846793005 &+ 1442695040888963407
        return Double(seed >> 11) / Double(1 << 53)
    }
    let start = today.adding(days: -(days - 1))
    var journal = Journal()
    var changes: [Change] = []
    let groups = (0..<max(1, count / 20)).map { HabitGroup(name: "Group \($0)", require: 1, order: $0) }
    changes += groups.map(Change.createGroup)
    let schedules: [Schedule] = [.daily, .weekly(times: 3), .weekdays([.monday, .wednesday, .friday]), .interval(days: 2), .monthly(times: 4), .daily]
    for i in 0..<count {
        let avoid = i % 10 == 9
        let habit = Habit(id: numberedIDs ? UUID(uuidString: String(format: "00000000-0000-0000-0000-%012d", i))! : UUID(),
                          name: i < names.count ? names[i] : "Habit \(i)", polarity: avoid ? .avoid : .build, tier: i % 3 == 0 ? .nice : .must,
                          schedule: avoid ? .daily : schedules[i % schedules.count],
                          groupID: !avoid && i % 7 == 0 ? groups[i % groups.count].id : nil, created: start, order: i, color: i % 8)
        changes.append(.createHabit(habit))
        var marks = MarkBook()
        for offset in 0..<days {
            let r = random()
            let day = start.adding(days: offset)
            if avoid { if r < 0.05 { marks[day] = Mark(.slipped) } } else if r < 0.65 { marks[day] = Mark(.done) } else if r < 0.7 { marks[day] = Mark(.skipped, note: "away") }
        }
        journal.marks[habit.id] = marks
    }
    let marks = journal.marks
    journal = Journal().applying(changes)
    journal.marks = marks
    journal.pauses = [Pause(start: today.adding(days: -40), end: today.adding(days: -34))]
    return journal
}

func storeWith(_ journal: Journal, at path: String) throws -> HabitStore {
    try fill(try SQLiteStore(.file(path)), with: journal, user: "local")
}

/// `store` with `journal` written for `user`, in one commit.
@discardableResult
func fill(_ store: HabitStore, with journal: Journal, user: String) throws -> HabitStore {
    var changes: [Change] = journal.groups.map(Change.createGroup) + journal.habits.map(Change.createHabit)
    for (id, marks) in journal.marks { for (day, mark) in marks { changes.append(.setMark(habit: id, day: day, mark: mark)) } }
    changes += journal.pauses.map(Change.setPause)
    try store.apply(changes, user: user)
    return store
}


func say(_ line: String) { print(line) }

/// A figure's SPEC §8 target and whether it is met, as one suffix: "  [target p99 < 1 ms: met]".
func target(_ text: String, _ met: Bool) -> String { "  [target \(text): \(met ? "met" : "MISSED")]" }

var system = utsname()
uname(&system)
let machine = withUnsafeBytes(of: &system.machine) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
let release = withUnsafeBytes(of: &system.release) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
#if DEBUG
let build = "debug"
#else
let build = "release"
#endif
// `--profile-load N`: load the language N times, for a profiler, and say how long one load takes.
if let n = option("--profile-load").flatMap(Int.init) {
    let (_, seconds) = try time { for _ in 0..<n { _ = try Language.embedded() } }
    say("loading the language: \(ms(seconds / Double(n))) each")
    exit(0)
}

// `--write-large PATH`: only write the 1,000 habits × 5 years document (run by `benchLarge` as a child).
if let path = option("--write-large") {
    try Data(syntheticJournal(habits: 1000, days: 5 * 365).document.json.compact.utf8).write(to: URL(fileURLWithPath: path))
    try? FileManager.default.removeItem(atPath: folder)
    exit(0)
}

say("habitat-bench — \(ProcessInfo.processInfo.activeProcessorCount) cores, \(machine), Linux \(release), \(build) build")

/// The user lines of the kept conversation sets (`Tests/Conversations/*.py`: each case's `turns=[...]`), in file order, each
/// once, and the names of the habits their cases start with (`H("Name", ...)`): a realistic mix of messages to read cold.
func conversationSets() -> (lines: [String], names: [String]) {
    let folder = option("--conversations") ?? {
        let beside = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Tests/Conversations").standardized.path
        return FileManager.default.fileExists(atPath: beside) ? beside : "Tests/Conversations"
    }()
    let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".py") }.sorted()
    var lines: [String] = [], names: [String] = []
    var seenLines = Set<String>(), seenNames = Set<String>()
    for file in files {
        guard let data = FileManager.default.contents(atPath: folder + "/" + file) else { continue }
        let text = Array(String(decoding: data, as: UTF8.self).unicodeScalars)
        var i = 0
        /// A Python string literal starting at `i` ('…' or "…", with \\ \' \" \n \t \uXXXX \UXXXXXXXX escapes).
        func literal() -> String? {
            guard i < text.count, text[i] == "\"" || text[i] == "'" else { return nil }
            let quote = text[i]
            var out = String.UnicodeScalarView()
            i += 1
            while i < text.count, text[i] != quote {
                if text[i] == "\\", i + 1 < text.count {
                    let e = text[i + 1]
                    i += 2
                    switch e {
                    case "n": out.append("\n")
                    case "t": out.append("\t")
                    case "u", "U":
                        let n = e == "u" ? 4 : 8
                        guard i + n <= text.count, let v = UInt32(String(String.UnicodeScalarView(text[i..<(i + n)])), radix: 16),
                              let scalar = Unicode.Scalar(v) else { return nil }
                        out.append(scalar)
                        i += n
                    default: out.append(e)
                    }
                } else {
                    out.append(text[i])
                    i += 1
                }
            }
            i += 1
            return String(out)
        }
        func at(_ word: String) -> Bool {
            let w = Array(word.unicodeScalars)
            return i + w.count <= text.count && Array(text[i..<(i + w.count)]) == w && (i == 0 || !(text[i - 1].properties.isAlphabetic || text[i - 1] == "_"))
        }
        while i < text.count {
            if text[i] == "#" { while i < text.count, text[i] != "\n" { i += 1 }; continue }
            if text[i] == "\"" || text[i] == "'" { _ = literal(); continue }
            if at("turns=[") {
                i += 7
                while i < text.count, text[i] != "]" {
                    if let line = literal() { if seenLines.insert(line).inserted { lines.append(line) } } else { i += 1 }
                }
                continue
            }
            if at("H(") {
                i += 2
                while i < text.count, text[i] == " " { i += 1 }
                if let name = literal(), seenNames.insert(name.lowercased()).inserted { names.append(name) }
                continue
            }
            i += 1
        }
    }
    return (lines, names)
}
let conversations = conversationSets()

// `--dump FILE`: every line of the conversation sets read and answered in process, against 40 habits with the sets'
// names: the explanation, the reply, the changes and the state, alone and as one long conversation. Two builds'
// dumps are compared to show that a change to the engine changed no reply.
if let path = option("--dump") {
    // (40 habits: with more than 96 unplanned ones, "plan my reminders" never ends — Turn.planTimes runs out of times.)
    let named = syntheticJournal(habits: 40, days: 365, names: conversations.names, numberedIDs: true)
    let day = Day(iso: "2026-03-04")!
    var out = ""
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    func state(_ s: DialogueState) -> String { (try? encoder.encode(s)).map { String(decoding: $0, as: UTF8.self) } ?? "?" }
    var chained = DialogueState(), journal = named
    for (k, line) in conversations.lines.enumerated() {
        // (The long conversation starts again every 30 lines, so what it adds stays a few dozen habits.)
        if k % 30 == 0 { chained = DialogueState(); journal = named }
        let context = CoachContext(journal: named, today: day, entropy: UInt64(k))
        out += "> \(line)\n" + coach.explain(line, state: DialogueState(), context: context).text
        let alone = coach.respond(to: line, state: DialogueState(), context: context)
        out += "reply: \(alone.reply.messages) \(String(describing: alone.reply.expecting))\nintents: \(alone.intents)\n"
        out += "changes: \(alone.changes)\nstate: \(state(alone.state))\n"
        let turn = coach.respond(to: line, state: chained, context: CoachContext(journal: journal, today: day, entropy: UInt64(k)))
        out += "in conversation: \(turn.reply.messages) \(turn.intents) \(turn.changes.count) changes\nstate: \(state(turn.state))\n"
        chained = turn.state
        journal = journal.applying(turn.changes)
    }
    try Data(out.utf8).write(to: URL(fileURLWithPath: path))
    say("dumped \(conversations.lines.count) lines to \(path)")
    exit(0)
}

// `--time-mix N`: only the realistic mix, read N passes, with the CPU time it took (to compare two builds quickly).
if let passes = option("--time-mix").flatMap(Int.init) {
    let named = syntheticJournal(habits: 100, days: 365, names: conversations.names)
    let context = CoachContext(journal: named, today: today)
    _ = coach.read("warm up", state: DialogueState(), context: context)
    var times: [Double] = []
    var before = rusage(), after = rusage()
    getrusage(RUSAGE_SELF.rawValue, &before)
    for _ in 0..<passes {
        for line in conversations.lines { times.append(time { _ = coach.read(line, state: DialogueState(), context: context) }.1) }
    }
    getrusage(RUSAGE_SELF.rawValue, &after)
    let cpu = Double(after.ru_utime.tv_sec - before.ru_utime.tv_sec) + Double(after.ru_utime.tv_usec - before.ru_utime.tv_usec) / 1e6
        + Double(after.ru_stime.tv_sec - before.ru_stime.tv_sec) + Double(after.ru_stime.tv_usec - before.ru_stime.tv_usec) / 1e6
    say(String(format: "reading the mix (%d lines × %d): p50 %.0f µs, p99 %.0f µs, mean %.0f µs wall, %.0f µs CPU a message", conversations.lines.count, passes,
               percentile(times, 0.5) * 1e6, percentile(times, 0.99) * 1e6, times.reduce(0, +) / Double(times.count) * 1e6, cpu / Double(times.count) * 1e6))
    exit(0)
}

// 1. In-process turns over 100 habits × 1 year, each with its SQLite commit.
let small = syntheticJournal(habits: 100, days: 365)
let smallPath = folder + "/small.sqlite"
let (store, buildTime) = try time { try storeWith(small, at: smallPath) }
say("built 100 habits × 365 days (\(small.marks.values.reduce(0) { $0 + $1.count }) marks) in \(String(format: "%.1f", buildTime)) s")
let script = ["add yoga every day", "make yoga twice a week", "I did yoga today", "what's left today", "rename yoga to Pilates",
              "how am I doing", "I read yesterday", "undo", "tell me about habit 3", "undo", "undo", "delete pilates", "yes", "list my habits"]

/// Turns in-process, with and without the commit; `--each` times every message alone, `--profile TEXT` loops one.
@MainActor func benchTurns() throws {
    var latencies: [Double] = []
    // The same session shell as the REPL, `serve` and replay: load, respond, commit, reply.
    let shell = SessionShell(coach: coach, store: store, calendar: calendar, today: { today }, deterministic: true)
    let turns = quick ? 200 : 2000
    for k in 0..<turns {
        let text = script[k % script.count]
        let (_, seconds) = try time { _ = try shell.respond(to: text, user: "local", session: "bench") }
        latencies.append(seconds)
    }
    say("turn with commit (in-process, \(turns) turns): p50 \(ms(percentile(latencies, 0.5))), p99 \(ms(percentile(latencies, 0.99))), max \(ms(latencies.max()!))"
        + target("p99 < 1 ms", percentile(latencies, 0.99) < 0.001))
    let (_, loadTime) = try time { try store.journal(user: "local") }
    say("  of which loading the journal: \(ms(loadTime))")
    var engineOnly: [Double] = []
    let loaded = try store.journal(user: "local")
    for k in 0..<(quick ? 200 : 2000) {
        let (_, s) = time { _ = coach.respond(to: script[k % script.count], state: DialogueState(), context: CoachContext(journal: loaded, today: today)) }
        engineOnly.append(s)
    }
    say("  the engine alone: p50 \(ms(percentile(engineOnly, 0.5))), p99 \(ms(percentile(engineOnly, 0.99)))")
    // Reading alone (SPEC §8: p50 ≤ 50 µs with 100 habits): the read stage, with realistic messages.
    let reading = script + ["meditated monday and tuesday", "honestly i want to stop doomscrolling at night", "yoga done, reading done, skipped the run cos of the rain",
                            "I read on 2 march", "make gym optional and twice a week", "did i floss yesterday?", "weekdays"]
    let context = CoachContext(journal: loaded, today: today)
    _ = coach.read("warm up", state: DialogueState(), context: context)
    var readTimes: [Double] = []
    for k in 0..<(quick ? 400 : 4000) {
        let (_, s) = time { _ = coach.read(reading[k % reading.count], state: DialogueState(), context: context) }
        readTimes.append(s)
    }
    // The realistic mix, read cold: every user line of the kept conversation sets once each (several passes, each
    // over all of them), against 100 habits × 1 year named as the sets' habits are.
    let named = syntheticJournal(habits: 100, days: 365, names: conversations.names)
    let namedContext = CoachContext(journal: named, today: today)
    _ = coach.read("warm up", state: DialogueState(), context: namedContext)
    var mixTimes: [Double] = []
    for _ in 0..<(quick ? 1 : 3) {
        for line in conversations.lines {
            let (_, s) = time { _ = coach.read(line, state: DialogueState(), context: namedContext) }
            mixTimes.append(s)
        }
    }
    if let n = option("--profile-mix").flatMap(Int.init) {
        for _ in 0..<n { for line in conversations.lines { _ = coach.read(line, state: DialogueState(), context: namedContext) } }
    }
    if CommandLine.arguments.contains("--each") {
        for message in reading {
            var each: [Double] = []
            for _ in 0..<50 { each.append(time { _ = coach.read(message, state: DialogueState(), context: context) }.1) }
            say(String(format: "    read %5.0f µs  ", percentile(each, 0.5) * 1e6) + message)
        }
    }
    say("  reading a message (the \(reading.count) bench messages, again and again): p50 \(String(format: "%.0f µs", percentile(readTimes, 0.5) * 1e6)), p99 \(String(format: "%.0f µs", percentile(readTimes, 0.99) * 1e6))")
    if mixTimes.isEmpty {
        say("  reading a message (conversation sets): not measured (no Tests/Conversations here; pass --conversations FOLDER)")
    } else {
        say("  reading a message (\(conversations.lines.count) conversation-set lines, each once a pass): p50 \(String(format: "%.0f µs", percentile(mixTimes, 0.5) * 1e6)), p99 \(String(format: "%.0f µs", percentile(mixTimes, 0.99) * 1e6)), mean \(String(format: "%.0f µs", mixTimes.reduce(0, +) / Double(mixTimes.count) * 1e6))"
            + target("p50 ≤ 50 µs", percentile(mixTimes, 0.5) <= 50e-6))
    }
    // Readings per clause in a whole turn (cutting a clause at "and" or a comma reads its parts to decide; no range twice).
    var clauses = 0, readings = 0
    for message in reading {
        clauses += coach.explain(message, state: DialogueState(), context: context).clauses.count
        readings += coach.respond(to: message, state: DialogueState(), context: context).readings
    }
    say("  readings in a turn (bench messages): \(readings) for \(clauses) clauses (\(String(format: "%.2f", Double(readings) / Double(max(1, clauses)))) a clause)")
    var mixClauses = 0, mixReadings = 0
    for line in conversations.lines {
        let clauses = coach.explain(line, state: DialogueState(), context: namedContext).clauses.count
        let readings = coach.respond(to: line, state: DialogueState(), context: namedContext).readings
        mixClauses += clauses
        mixReadings += readings
        if CommandLine.arguments.contains("--each"), readings != clauses { say("    \(readings) readings for \(clauses) clauses: \(line)") }
    }
    say("  readings in a turn (conversation sets): \(mixReadings) for \(mixClauses) clauses (\(String(format: "%.2f", Double(mixReadings) / Double(max(1, mixClauses)))) a clause)")
    // `--profile TEXT`: one message over and over, to look at under a profiler.
    if let k = CommandLine.arguments.firstIndex(of: "--profile-read"), k + 1 < CommandLine.arguments.count {
        for _ in 0..<20000 { _ = coach.read(CommandLine.arguments[k + 1], state: DialogueState(), context: context) }
    }
    if let k = CommandLine.arguments.firstIndex(of: "--profile"), k + 1 < CommandLine.arguments.count {
        for _ in 0..<5000 { _ = coach.respond(to: CommandLine.arguments[k + 1], state: DialogueState(), context: CoachContext(journal: loaded, today: today)) }
    }
    if CommandLine.arguments.contains("--each") {
        for text in Set(script).sorted() {
            let (_, s) = time { for _ in 0..<100 { _ = coach.respond(to: text, state: DialogueState(), context: CoachContext(journal: loaded, today: today)) } }
            say("    \(ms(s / 100))  \(text)")
        }
    }
    let byMessage = Dictionary(grouping: latencies.indices, by: { script[$0 % script.count] })
        .map { (text: $0.key, p50: percentile($0.value.map { latencies[$0] }, 0.5), max: $0.value.map { latencies[$0] }.max()!) }
        .sorted { $0.p50 > $1.p50 }
    say("  slowest messages (p50 / max with commit): " + byMessage.prefix(4).map { "\"\($0.text)\" \(ms($0.p50)) / \(ms($0.max))" }.joined(separator: ", "))
}


// 2. Views at both sizes, and how they grow.
func views(_ journal: Journal, _ label: String) -> Double {
    let (_, insights) = time { _ = journal.insights(.all, today: today, calendar: calendar) }
    let (_, todayView) = time { for habit in journal.activeHabits { _ = journal.track(habit).progress(in: today, today: today, calendar: calendar) }; _ = journal.verdict(on: today, today: today) }
    let (_, month) = time { _ = journal.verdicts(from: calendar.month(containing: today).start, through: today, today: today) }
    say("\(label): insights (all time) \(ms(insights)), today \(ms(todayView)), month grid \(ms(month))"
        + target("insights < 100 ms", insights < 0.1))
    return insights
}
@MainActor func benchViews() {
    let smallInsights = views(small, "views, 100 habits × 1 year")
    if !quick {
        let large = syntheticJournal(habits: 1000, days: 5 * 365)
        let largeInsights = views(large, "views, 1000 habits × 5 years")
        say(String(format: "  growth: %.1f× the work (50×) took %.1f× the time", 50.0, largeInsights / smallInsights)
            + target("linear", largeInsights / smallInsights <= 60))
}

}

// 3. `habitat serve` piped from another process: throughput, and start to first reply.
let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("habitat")
@MainActor func benchServe() throws {
    guard FileManager.default.fileExists(atPath: binary.path) else {
        say("serve: skipped (no habitat binary next to habitat-bench; run `swift build -c release` first)")
        return
    }
    /// A running `habitat serve` over `db`, with its stdin and stdout.
    func launch(db: String) throws -> (Process, input: Pipe, output: Pipe) {
        let process = Process()
        process.executableURL = binary
        process.arguments = ["--db", db, "--now", "2026-06-30T12:00", "serve"]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        return (process, input, output)
    }
    func serve(_ lines: [String], db: String) throws -> (Double, Double, Int) {
        lastChildCPU = 0
        let cpuBefore = childrenCPU()
        defer { lastChildCPU = childrenCPU() - cpuBefore }
        let start = now()
        let (process, input, output) = try launch(db: db)
        let payload = Data((lines.joined(separator: "\n") + "\n").utf8)
        let writer = Thread { try? input.fileHandleForWriting.write(contentsOf: payload); try? input.fileHandleForWriting.close() }
        writer.start()
        var first = 0.0
        var count = 0
        let handle = output.fileHandleForReading
        while true {
            let data = handle.availableData
            if data.isEmpty { break }
            if first == 0 { first = now() - start }
            count += data.filter { $0 == 0x0A }.count
        }
        process.waitUntilExit()
        return (first, now() - start, count)
    }
    let (firstReply, _, _) = try serve([#"{"jsonrpc":"2.0","id":1,"method":"ping"}"#], db: smallPath)
    say("serve: process start to first reply \(ms(firstReply))" + target("< 50 ms", firstReply < 0.05))
    let n = quick ? 1000 : 10000
    let requests = (0..<n).map { k in
        #"{"jsonrpc":"2.0","id":\#(k),"method":"chat.send","params":{"text":"\#(script[k % script.count])","sessionId":"s\#(k % 4)"}}"#
    }
    // Kept with `--keep`, to profile `habitat serve` on the same stream.
    try? Data((requests.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: folder + "/requests.jsonl"))
    let (_, total, answered) = try serve(requests, db: smallPath)
    let serveCPU = lastChildCPU
    say(String(format: "serve: %d chat.send turns piped over 100 habits × 1 year in %.2f s — %.0f turns/s (%d answered); CPU %.0f µs a turn",
               n, total, Double(n) / total, answered, serveCPU / Double(n) * 1e6))
    // The floor: the same requests through the SPEC's script, one SQLite write transaction and one reply each.
    if let floorScript, FileManager.default.fileExists(atPath: floorScript) {
        let floor = Process()
        floor.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        floor.arguments = ["python3", floorScript, folder + "/floor.sqlite"]
        let input = Pipe()
        floor.standardInput = input
        floor.standardOutput = FileHandle(forWritingAtPath: "/dev/null")
        let payload = Data((requests.joined(separator: "\n") + "\n").utf8)
        let floorCPUBefore = childrenCPU()
        let (_, floorTime) = try time {
            try floor.run()
            try input.fileHandleForWriting.write(contentsOf: payload)
            try input.fileHandleForWriting.close()
            floor.waitUntilExit()
        }
        let floorCPU = childrenCPU() - floorCPUBefore
        let ratio = floorTime / total
        say(String(format: "  commit floor, same requests, same run: %.0f turns/s — serve is %.2f× the floor", Double(n) / floorTime, ratio)
            + target("≥ 0.5× the floor", ratio >= 0.5))
        // CPU time (user + system, the whole process: start-up included, as in the wall time) is steadier than wall
        // time on a shared machine.
        say(String(format: "  by CPU time: the floor %.0f µs a turn, serve %.0f µs — serve is %.2f× the floor",
                   floorCPU / Double(n) * 1e6, serveCPU / Double(n) * 1e6, serveCPU > 0 ? floorCPU / serveCPU : 0))
    } else {
        say("  commit floor: not measured (pass --floor path/to/commit_floor.py, from the shared bench folder)")
    }
    // One request at a time, each waiting for its answer: the latency a client sees.
    let (process, input, output) = try launch(db: smallPath)
    var roundTrips: [Double] = []
    var pending = Data()
    for k in 0..<(quick ? 200 : 1000) {
        let (_, seconds) = try time {
            try input.fileHandleForWriting.write(contentsOf: Data((requests[k] + "\n").utf8))
            while !pending.contains(0x0A) {
                let chunk = output.fileHandleForReading.availableData
                if chunk.isEmpty { break }
                pending.append(chunk)
            }
            if let newline = pending.firstIndex(of: 0x0A) { pending.removeSubrange(...newline) }
        }
        roundTrips.append(seconds)
    }
    try input.fileHandleForWriting.close()
    process.waitUntilExit()
    say("serve: one request at a time, as the client sees it: p50 \(ms(percentile(roundTrips, 0.5))), p99 \(ms(percentile(roundTrips, 0.99)))")
    let emptyPath = folder + "/empty.sqlite"
    let (_, totalEmpty, _) = try serve(requests, db: emptyPath)
    say(String(format: "serve: the same on a new database — %.0f turns/s", Double(n) / totalEmpty))
}

/// CPU time (user + system) of the children waited for so far, in seconds.
func childrenCPU() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_CHILDREN.rawValue, &usage)
    return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
}
/// The CPU time of the last `habitat serve` the serve bench ran.
nonisolated(unsafe) var lastChildCPU = 0.0

// 4. `habitat report` over 100 habits × 1 year: the whole page, timed as a process, and its size.
@MainActor func benchReport() throws {
    guard FileManager.default.fileExists(atPath: binary.path) else { return }
    let page = folder + "/report.html"
    let process = Process()
    process.executableURL = binary
    process.arguments = ["--db", smallPath, "--now", "2026-06-30T12:00", "report", "--days", "365", "--output", page]
    let (_, seconds) = try time { try process.run(); process.waitUntilExit() }
    let size = (try? FileManager.default.attributesOfItem(atPath: page)[.size] as? NSNumber)?.intValue ?? 0
    say(String(format: "report: 100 habits × 1 year as one HTML page in %@, %.1f MB", ms(seconds), Double(size) / 1_048_576)
        + target("< 1 s, < 5 MB", seconds < 1 && size < 5 << 20))
}

/// Runs the habitat binary to the end, stdin from a file (or nothing): seconds to its first output and to its
/// exit, and its peak resident memory.
func runChild(_ arguments: [String], stdin path: String? = nil) -> (first: Double, seconds: Double, peakKiB: Int, status: Int32) {
    var pipeEnds: [Int32] = [0, 0]
    guard pipe(&pipeEnds) == 0 else { return (0, 0, 0, -1) }
    var actions: posix_spawn_file_actions_t = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, path ?? "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
    posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
    let argv = ([binary.path] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid: pid_t = 0
    let start = now()
    guard posix_spawn(&pid, binary.path, &actions, nil, argv, environ) == 0 else { return (0, 0, 0, -1) }
    close(pipeEnds[1])
    var first = 0.0
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
        let count = buffer.withUnsafeMutableBytes { read(pipeEnds[0], $0.baseAddress, $0.count) }
        if count < 0 && errno == EINTR { continue }
        if count <= 0 { break }
        if first == 0 { first = now() - start }
    }
    close(pipeEnds[0])
    var status: Int32 = 0
    var usage = rusage()
    wait4(pid, &status, 0, &usage)
    return (first, now() - start, usage.ru_maxrss, status)
}

// 5. 1,000 habits × 5 years through the binary: import (time, peak memory against the document's size) and
//    process start to the first chat reply on that history.
@MainActor func benchLarge() throws {
    guard FileManager.default.fileExists(atPath: binary.path) else { return }
    let document = folder + "/large.json", db = folder + "/large.sqlite"
    // A child's peak memory as Linux reports it starts from this process's own peak (it is carried over when the
    // child is spawned): the document is written by another run of this program, and this one's peak is brought
    // down to what it holds now.
    let writer = Process()
    writer.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
    writer.arguments = ["--write-large", document]
    try writer.run()
    writer.waitUntilExit()
    try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)
    let size = (try FileManager.default.attributesOfItem(atPath: document)[.size] as? NSNumber)?.intValue ?? 1
    let imported = runChild(["--db", db, "--now", "2026-06-30T12:00", "import", document])
    let ratio = Double(imported.peakKiB * 1024) / Double(size)
    say(String(format: "import: 1000 habits × 5 years, a %.0f MiB document, in %.2f s, peak %.0f MiB — %.1f× the document",
               Double(size) / 1_048_576, imported.seconds, Double(imported.peakKiB) / 1024, ratio)
        + (imported.status == 0 ? "" : " (FAILED, status \(imported.status))") + target("≤ 3× the document", ratio <= 3))
    let request = folder + "/first.ndjson"
    try Data(#"{"jsonrpc":"2.0","id":1,"method":"chat.send","params":{"text":"I did habit 3 today"}}"#.utf8 + [0x0A]).write(to: URL(fileURLWithPath: request))
    var firsts: [Double] = []
    for _ in 0..<(quick ? 1 : 3) { firsts.append(runChild(["--db", db, "--now", "2026-06-30T12:00", "serve"], stdin: request).first) }
    say("serve: process start to first chat reply at 1000 habits × 5 years: \(ms(firsts.min()!))" + target("< 100 ms", firsts.min()! < 0.1))
}

// The large part first, while this process is small (see `benchLarge`).
/// Turns per second on SQLite and on PostgreSQL in one run — the same script over the same 100 habits × 1 year, each turn
/// with its commit — and their ratio. PostgreSQL's database is named by `--postgres CONNINFO` (or HABITAT_BENCH_POSTGRES);
/// the bench writes a user of its own there (`bench-PID`). Without one, the line says it wasn't measured.
@MainActor func benchEngines() throws {
    guard let conninfo = option("--postgres") ?? ProcessInfo.processInfo.environment["HABITAT_BENCH_POSTGRES"] else {
        say("turns/s on PostgreSQL: not measured (pass --postgres CONNINFO, e.g. \"host=/var/run/postgresql dbname=habitat_bench\")")
        return
    }
    let user = "bench-\(getpid())"
    let postgres = try openStore(.postgres(conninfo))
    defer { postgres.close() }
    try fill(postgres, with: small, user: user)
    func rate(_ store: HabitStore, user: String) throws -> Double {
        let shell = SessionShell(coach: coach, store: store, calendar: calendar, today: { today }, deterministic: true)
        let turns = quick ? 200 : 1000
        let (_, seconds) = try time { for k in 0..<turns { _ = try shell.respond(to: script[k % script.count], user: user, session: "engines") } }
        return Double(turns) / seconds
    }
    // Alternating, so a noisy moment on the machine falls on both.
    var sqlite: [Double] = [], server: [Double] = []
    for _ in 0..<(quick ? 1 : 3) {
        sqlite.append(try rate(store, user: "local"))
        server.append(try rate(postgres, user: user))
    }
    let a = percentile(sqlite, 0.5), b = percentile(server, 0.5)
    say(String(format: "turns/s with commit (in-process, the same script): SQLite %.0f, PostgreSQL %.0f (%.2f× SQLite's)", a, b, b / a))

    // `serve` workers on the one database, piped (each its own users, as a frontend would spread them): one, then four
    // at once — how far more workers carry it.
    guard FileManager.default.fileExists(atPath: binary.path) else {
        say("  serve on PostgreSQL: skipped (no habitat binary next to habitat-bench; run `swift build -c release` first)")
        return
    }
    let n = quick ? 300 : 2000
    for workers in [1, 4] {
        let users = (0..<workers).map { "\(user)-w\(workers)-\($0)" }
        for name in users { try fill(postgres, with: small, user: name) }
        let start = now()
        let processes = try users.map { name -> Process in
            let process = Process()
            process.executableURL = binary
            process.arguments = ["--db", conninfo, "--now", "2026-06-30T12:00", "serve"]
            let input = Pipe()
            process.standardInput = input
            process.standardOutput = FileHandle(forWritingAtPath: "/dev/null")
            try process.run()
            let requests = (0..<n).map { k in
                #"{"jsonrpc":"2.0","id":\#(k),"method":"chat.send","params":{"text":"\#(script[k % script.count])","userId":"\#(name)","sessionId":"s\#(k % 4)"}}"#
            }
            let payload = Data((requests.joined(separator: "\n") + "\n").utf8)
            Thread { try? input.fileHandleForWriting.write(contentsOf: payload); try? input.fileHandleForWriting.close() }.start()
            return process
        }
        for process in processes { process.waitUntilExit() }
        let seconds = now() - start
        say(String(format: "  serve on PostgreSQL, piped: %d worker%@ × %d chat.send turns in %.2f s — %.0f turns/s in all",
                   workers, workers == 1 ? "" : "s", n, seconds, Double(workers * n) / seconds))
    }
}

if part("large") && !quick || only == "large" { try benchLarge() }
if part("turns") { try benchTurns() }
if part("turns") || only == "postgres" { try benchEngines() }
if part("views") { benchViews(); try benchReport() }
if part("serve") { try benchServe() }

var usage = rusage()
getrusage(RUSAGE_SELF.rawValue, &usage)
say("peak resident memory of the benchmark: \(usage.ru_maxrss / 1024) MiB")
