import Foundation
import TestSupport

/// Runs the built `habitat` binary as a child process.
struct Habitat {
    struct Result {
        let status: Int32
        let stdout: String
        let stderr: String
    }

    /// The `habitat` executable beside this test bundle in the build folder.
    static let binary: URL = {
        let candidates = [
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
            Bundle.main.bundleURL,
            Bundle.main.bundleURL.deletingLastPathComponent(),
        ]
        for folder in candidates {
            var url = folder
            for _ in 0..<4 {
                let binary = url.appendingPathComponent("habitat")
                var isDirectory: ObjCBool = false
                if FileManager.default.fileExists(atPath: binary.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                    return binary
                }
                url = url.deletingLastPathComponent()
            }
        }
        fatalError("the habitat binary was not found next to the tests; run `swift build` first")
    }()

    /// A scratch folder holding this run's database.
    let folder: String
    var environment: [String: String]

    init() {
        folder = scratchFolder("cli")
        environment = ["TZ": "UTC", "HOME": folder, "PATH": "/usr/bin:/bin", "HABITAT_DB": folder + "/habitat.sqlite"]
    }

    var db: String { folder + "/habitat.sqlite" }

    func path(_ name: String) -> String { folder + "/" + name }

    /// Set to run the binary through another program first (`setpriv` to run as another user, say), and the
    /// binary to run that way (a copy another user can reach, say).
    var launcher: [String] = []
    var launched: String? = nil

    @discardableResult
    /// `habitat serve` on this database with the clock at 2026-02-02 08:00, started: its stdin to write requests to, its
    /// stdout to read responses from (stderr is dropped).
    func startServe() throws -> (process: Process, input: Pipe, output: Pipe) {
        let process = Process()
        process.executableURL = Habitat.binary
        process.arguments = ["--db", db, "--now", "2026-02-02T08:00", "serve"]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        return (process, input, output)
    }

    @discardableResult
    func run(_ arguments: [String], stdin: String? = nil, environment extra: [String: String] = [:]) throws -> Result {
        try runBytes(arguments, stdin: stdin.map { Data($0.utf8) }, environment: extra)
    }

    /// Runs with raw bytes on stdin, written from another thread so a large input can't deadlock on the pipes.
    /// With `fileSizeLimit` (in 512-byte blocks) no file the process writes can grow past it, as on a full disk.
    @discardableResult
    func runBytes(_ arguments: [String], stdin: Data?, environment extra: [String: String] = [:], fileSizeLimit: Int? = nil) throws -> Result {
        let process = Process()
        if let fileSizeLimit {
            // SIGXFSZ ignored: a write past the limit fails with EFBIG instead of killing the process.
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", "ulimit -f \(fileSizeLimit); trap '' XFSZ; exec \"$0\" \"$@\"", Habitat.binary.path] + arguments
        } else if let program = launcher.first {
            process.executableURL = URL(fileURLWithPath: program)
            process.arguments = launcher.dropFirst() + [launched ?? Habitat.binary.path] + arguments
        } else {
            process.executableURL = Habitat.binary
            process.arguments = arguments
        }
        process.environment = environment.merging(extra) { _, new in new }
        let out = Pipe(), err = Pipe(), input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try process.run()
        let writer = input.fileHandleForWriting
        let feed = Thread {
            if let stdin { try? writer.write(contentsOf: stdin) }
            try? writer.close()
        }
        feed.start()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                      stderr: String(decoding: stderr, as: UTF8.self))
    }
}
