// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Habitat",
    products: [
        .executable(name: "habitat", targets: ["habitat"]),
    ],
    targets: [
        // libsqlite3 through its C API; the machine image carries libsqlite3-dev.
        .systemLibrary(
            name: "CSQLite",
            pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"])]
        ),
        // libpq, PostgreSQL's C client, for the store that many machines share; the machine image carries libpq-dev.
        .systemLibrary(
            name: "CLibPQ",
            pkgConfig: "libpq",
            providers: [.apt(["libpq-dev"])]
        ),
        // zlib's raw inflate, for the zip archives other trackers export (Loop Habit Tracker's CSV export).
        .systemLibrary(
            name: "CZlib",
            pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"])]
        ),
        // Pure habit rules: schedules, marks, groups, streaks, good days, rates, insights.
        .target(name: "HabitDomain"),
        // The exchange formats over the domain: the JSON codec, the export/import document with its reader and
        // import merge, the ICS calendar feed, and other trackers' exports read into that document.
        .target(name: "HabitExchange", dependencies: ["HabitDomain", "CZlib"]),
        // Persistence of the domain, scoped per user: one store interface, on SQLite (one file) or PostgreSQL (one server).
        .target(name: "HabitStore", dependencies: ["CSQLite", "CLibPQ", "HabitDomain"]),
        // Language understanding and the dialogue: pure, with its language data embedded from Intents/.
        .target(name: "CoachEngine", dependencies: ["HabitDomain"], plugins: ["EmbedIntents"]),
        // The session shell: one turn over the store (load, respond, commit, reply), for every front door.
        .target(name: "CoachSession", dependencies: ["HabitDomain", "HabitExchange", "HabitStore", "CoachEngine"]),
        // JSON-RPC 2.0 over NDJSON: the front door for other programs.
        .target(name: "CoachProtocol", dependencies: ["HabitDomain", "HabitExchange", "HabitStore", "CoachEngine", "CoachSession"]),
        // The thin command line over everything else.
        .executableTarget(name: "habitat", dependencies: ["HabitDomain", "HabitExchange", "HabitStore", "CoachEngine", "CoachSession", "CoachProtocol"]),

        // `swift run -c release habitat-bench`: speed and memory figures (not a test).
        .executableTarget(name: "habitat-bench", dependencies: ["HabitDomain", "HabitExchange", "HabitStore", "CoachEngine", "CoachSession"]),

        // Build-time tool and plugin that turn Intents/ into generated Swift.
        .executableTarget(name: "embed-intents"),
        .plugin(name: "EmbedIntents", capability: .buildTool(), dependencies: ["embed-intents"]),

        // Test helpers that more than one test target uses: the package's files (fixtures, transcripts, Intents/),
        // the built-in coach, fixed days, scratch folders, timing, zip archives built for import tests, and the store engines
        // to run a test on (a new SQLite file, or a new schema in the PostgreSQL test database).
        .target(name: "TestSupport", dependencies: ["HabitDomain", "CoachEngine", "CZlib", "HabitStore", "CLibPQ"], path: "Tests/TestSupport"),
        .testTarget(name: "HabitDomainTests", dependencies: ["HabitDomain", "HabitExchange", "TestSupport"]),
        .testTarget(name: "HabitExchangeTests", dependencies: ["HabitExchange", "HabitDomain", "TestSupport"]),
        .testTarget(name: "HabitStoreTests", dependencies: ["HabitStore", "HabitDomain", "TestSupport"]),
        .testTarget(name: "CoachEngineTests", dependencies: ["CoachEngine", "HabitDomain", "TestSupport"]),
        .testTarget(name: "CoachProtocolTests", dependencies: ["CoachProtocol", "CoachEngine", "HabitStore", "HabitExchange", "HabitDomain", "TestSupport"]),
        // Runs the built `habitat` binary as a child process.
        .testTarget(name: "HabitatCLITests", dependencies: ["habitat", "HabitDomain", "HabitExchange", "HabitStore", "TestSupport"]),
    ]
)
