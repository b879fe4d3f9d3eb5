import Foundation
import HabitDomain
import HabitStore
import HabitExchange

// Another program's SQLite file, as the Loop backup reader reads it.
extension ForeignDatabase: ForeignTables {}
extension ForeignDatabase.Row: ForeignRow {}

/// `habitat import [--dry-run] FILE|DIR`: a Habitat export, or another tracker's, recognised by what it holds.
enum Importing {
    /// The largest input `import` reads (a file, the files of a folder, what a zip unpacks to): far more than years of
    /// many habits (100 habits × 5 years is about 15 MiB of Habitat JSON), small enough that reading it can't exhaust
    /// memory.
    static let maxBytes = 64 << 20

    /// What was read: Habitat's own document, or another tracker's habits.
    enum Source {
        case habitat(HabitatDocument)
        case foreign(ForeignExport)
    }

    static func run(_ options: GlobalOptions, path: String, dryRun: Bool) throws {
        let name = path == "-" ? "standard input" : path
        // The input and its document are dropped once the plan is made, before anything is written.
        guard let (store, plan, foreign) = try prepare(options, path: path, name: name, dryRun: dryRun) else { return }
        guard !plan.isEmpty else {
            write("Nothing new in \(name): everything in it is already here.\n")
            return
        }
        try store.apply(plan.changes, marks: plan.marks, user: options.user)
        var line = "Imported \(name)" + (foreign.map { " (\($0.title))" } ?? "") + ": \(Commands.summary(plan))"
        if let foreign, foreign.leftOut > 0 {
            line += "; \(Text.grouped(foreign.leftOut)) left out (`habitat import --dry-run` lists them and why)"
        }
        write(Text.printable(line, singleLine: true) + ".\n")
    }

    /// Reads the input (all of it, before the database is opened: an input that can't be imported never touches it) and
    /// plans the merge; for another tracker's export, also what it is and how much of it was left out. A dry run writes
    /// what the import would do and gives nil.
    private static func prepare(_ options: GlobalOptions, path: String, name: String,
                                dryRun: Bool) throws -> (HabitStore, ImportPlan, (title: String, leftOut: Int)?)? {
        let source = try read(path, name: name, today: options.today)
        let store = try Exit.store(options.db)
        let journal = try store.journal(user: options.user)
        let document: HabitatDocument
        var foreign: ForeignExport? = nil
        switch source {
        case .habitat(let read): document = read
        case .foreign(let export):
            foreign = export
            do { document = try export.document(for: journal, today: options.today) } catch { throw refused(name, error) }
        }
        let plan: ImportPlan
        do {
            plan = try journal.importPlan(document)
        } catch {
            throw Failure("\(name) can't be imported: \(error.description.hasSuffix(".") ? String(error.description.dropLast()) : error.description). Nothing was imported.")
        }
        if dryRun {
            write(DryRun.report(name: name, foreign: foreign, document: document, plan: plan, journal: journal))
            return nil
        }
        return (store, plan, foreign.map { ($0.format.title, $0.leftOut.total) })
    }

    // MARK: - Reading

    static func read(_ path: String, name: String, today: Day) throws -> Source {
        let tooBig = Failure("\(name) is larger than \(maxBytes >> 20) MiB, more than an export holds. Nothing was imported.")
        if path == "-" {
            guard let bytes = readBytes(STDIN_FILENO, limit: maxBytes) else { throw Failure("standard input can't be read.") }
            guard bytes.count <= maxBytes else { throw tooBig }
            return try parse(bytes, name: name, today: today)
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { throw Failure("\(path) doesn't exist.") }
        if isDirectory.boolValue { return try folder(path, name: name, today: today) }
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw Failure("\(path) can't be read.") }
        defer { close(fd) }
        guard (fileSize(fd) ?? 0) <= maxBytes else { throw tooBig }
        var head = [UInt8](repeating: 0, count: 16)
        if Glibc.read(fd, &head, 16) == 16, head == Array("SQLite format 3\0".utf8) { return try loopBackup(path, name: name, today: today) }
        guard lseek(fd, 0, SEEK_SET) == 0, let bytes = readBytes(fd, limit: maxBytes) else { throw Failure("\(path) can't be read.") }
        guard bytes.count <= maxBytes else { throw tooBig }
        return try parse(bytes, name: name, today: today)
    }

    /// The size of a regular file; nil for a pipe or a device.
    static func fileSize(_ fd: Int32) -> Int? {
        var info = stat()
        return fstat(fd, &info) == 0 && info.st_mode & S_IFMT == S_IFREG ? Int(info.st_size) : nil
    }

    /// At most `limit + 1` bytes of a file or stream, read straight into one array (a large file is never in memory
    /// twice); nil when it can't be read.
    static func readBytes(_ fd: Int32, limit: Int) -> [UInt8]? {
        let known = fileSize(fd) ?? 0
        var bytes = [UInt8](repeating: 0, count: min(max(known + 1, 1 << 16), limit + 1))
        var count = 0
        while count <= limit {
            if count == bytes.count { bytes += [UInt8](repeating: 0, count: min(bytes.count, limit + 1 - bytes.count)) }
            let n = bytes.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress! + count, $0.count - count) }
            if n < 0 && errno == EINTR { continue }
            guard n >= 0 else { return nil }
            if n == 0 { break }
            count += n
        }
        bytes.removeSubrange(count...)
        return bytes
    }

    /// A single file's bytes, recognised by what they hold.
    static func parse(_ bytes: [UInt8], name: String, today: Day) throws -> Source {
        guard !bytes.isEmpty else { throw Failure("\(name) is empty. Nothing was imported.") }
        if ZipArchive.recognises(bytes) {
            let zip = try reading(name) { () throws(ForeignError) in try ZipArchive(bytes, maxTotal: maxBytes) }
            guard LoopCSV.root(in: zip) != nil else {
                throw Failure("\(name) is a zip archive, but not a Loop Habit Tracker CSV export (it has no Habits.csv). Nothing was imported.")
            }
            return .foreign(try reading(name) { () throws(ForeignError) in try LoopCSV.read(zip, today: today) })
        }
        let first = bytes.drop { [0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }.first
        if first == UInt8(ascii: "{") || first == UInt8(ascii: "[") { return .habitat(try habitatDocument(bytes, name: name, today: today)) }
        if bytes.starts(with: Array("date,habit,state,note,amount".utf8)) {
            throw Failure("\(name) is Habitat's own CSV export, which holds marks but not habits; import a JSON export (habitat export --format json). Nothing was imported.")
        }
        if HabitBull.recognises(bytes) { return .foreign(try reading(name) { () throws(ForeignError) in try HabitBull.read(bytes, today: today) }) }
        if bytes.starts(with: Array("SQLite format 3\0".utf8)) {
            throw Failure("\(name) is an SQLite database, which can't be read from standard input; give its file name. Nothing was imported.")
        }
        if LoopCSV.isHabitsFile(bytes) {
            throw Failure("\(name) is Loop Habit Tracker's Habits.csv on its own; import the zip it came in, or the whole folder. Nothing was imported.")
        }
        if Harsh.looksLikeLog(bytes) || Harsh.looksLikeHabits(bytes) {
            throw Failure("\(name) looks like one of harsh's files; import the folder that holds both habits and log (habitat import ~/.config/harsh). Nothing was imported.")
        }
        throw Failure("\(name) is in none of the formats Habitat imports: a Habitat JSON export, a Loop Habit Tracker backup (.db) or CSV "
                      + "export (.zip or its folder), a harsh folder, or a HabitBull CSV. Nothing was imported.")
    }

    /// Runs a reader, its failure made the sentence `refused` gives.
    private static func reading<T>(_ name: String, _ body: () throws(ForeignError) -> T) throws(Failure) -> T {
        do { return try body() } catch { throw refused(name, error) }
    }

    private static func habitatDocument(_ bytes: [UInt8], name: String, today: Day) throws -> HabitatDocument {
        // Read one habit at a time: the text is checked whole first, but never held as one JSON tree.
        do {
            return try HabitatDocument.read(bytes, today: today)
        } catch let error as JSONParseError {
            throw Failure("\(name) is not valid JSON (\(error)). Nothing was imported.")
        } catch let error as DocumentError {
            throw Failure("\(name) can't be imported: \(error.description.hasSuffix(".") ? String(error.description.dropLast()) : error.description). Nothing was imported.")
        }
    }

    private static func loopBackup(_ path: String, name: String, today: Day) throws -> Source {
        do {
            let db = try ForeignDatabase(path: path)
            if db.isHabitat {
                throw Failure("\(name) is a Habitat database; to bring its habits here, export them (habitat --db \(path) export --output habits.json) and import that. Nothing was imported.")
            }
            guard try LoopBackup.recognises(db) else {
                throw Failure("\(name) is an SQLite database, but not a Loop Habit Tracker backup (it has no Habits and Repetitions tables). Nothing was imported.")
            }
            return .foreign(try LoopBackup.read(db, today: today))
        } catch let error as ForeignDatabase.Failure {
            throw Failure("\(name) \(error.description). Nothing was imported.")
        } catch let error as ForeignError {
            throw refused(name, error)
        }
    }

    private static func folder(_ path: String, name: String, today: Day) throws -> Source {
        let tree = try reading(name) { () throws(ForeignError) in try Folder(path, limit: maxBytes) }
        if tree.paths.contains("habits") && tree.paths.contains("log") {
            return .foreign(try reading(name) { () throws(ForeignError) in
                try Harsh.read(habits: tree.contents(of: "habits"), log: tree.contents(of: "log"), today: today)
            })
        }
        if LoopCSV.root(in: tree) != nil { return .foreign(try reading(name) { () throws(ForeignError) in try LoopCSV.read(tree, today: today) }) }
        throw Failure("\(name) is a folder with neither a Loop Habit Tracker CSV export (Habits.csv) nor harsh's habits and log files. Nothing was imported.")
    }

    /// The sentence for a source that can't be imported: "X is a damaged zip archive: …", or with the place found,
    /// "X can't be imported: log line 12: …".
    static func refused(_ name: String, _ error: any Error) -> Failure {
        let text: String
        if let error = error as? ForeignError {
            text = error.place == nil ? "\(name) \(error.message)" : "\(name) can't be imported: \(error.description)"
        } else {
            text = "\(name) can't be imported: \(error)"
        }
        return Failure(Text.printable(text.hasSuffix(".") ? String(text.dropLast()) : text, singleLine: true) + ". Nothing was imported.")
    }
}

/// A folder's files, as a reader of a multi-file export sees them: up to three folders deep, hidden files and links
/// to folders left alone, and at most `limit` bytes read in all.
final class Folder: FileTree {
    let root: String
    let paths: [String]
    private let limit: Int
    private var read = 0

    init(_ root: String, limit: Int) throws(ForeignError) {
        self.root = root
        self.limit = limit
        var paths: [String] = []
        func walk(_ relative: String, depth: Int) throws(ForeignError) {
            let folder = relative.isEmpty ? root : root + "/" + relative
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
                throw ForeignError("can't be read (a folder in it can't be listed)")
            }
            for name in names.sorted() where !name.hasPrefix(".") {
                let path = relative.isEmpty ? name : relative + "/" + name
                var info = stat()
                guard lstat(root + "/" + path, &info) == 0 else { continue }
                switch info.st_mode & S_IFMT {
                case S_IFDIR where depth < 3: try walk(path, depth: depth + 1)
                case S_IFREG: paths.append(path)
                case S_IFLNK where stat(root + "/" + path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG: paths.append(path)
                default: break
                }
                guard paths.count <= ZipArchive.maxEntries else {
                    throw ForeignError("holds more than \(Text.grouped(ZipArchive.maxEntries)) files, more than an export has")
                }
            }
        }
        try walk("", depth: 1)
        self.paths = paths
    }

    func contents(of path: String) throws(ForeignError) -> [UInt8] {
        let tooMuch = ForeignError("holds more than \(limit >> 20) MiB of files, more than an export holds")
        let fd = open(root + "/" + path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw ForeignError("\(path) in it can't be read") }
        defer { close(fd) }
        guard read + (Importing.fileSize(fd) ?? 0) <= limit else { throw tooMuch }
        guard let bytes = Importing.readBytes(fd, limit: limit - read) else { throw ForeignError("\(path) in it can't be read") }
        read += bytes.count
        guard read <= limit else { throw tooMuch }
        return bytes
    }
}
