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
        // Pure habit rules: schedules, marks, groups, streaks, good days, rates, insights, export format.
        .target(name: "HabitDomain"),
        // SQLite persistence of the domain, scoped per user.
        .target(name: "HabitStore", dependencies: ["CSQLite", "HabitDomain"]),
        // The thin command line over everything else.
        .executableTarget(name: "habitat", dependencies: ["HabitDomain", "HabitStore"]),

        .testTarget(name: "HabitDomainTests", dependencies: ["HabitDomain"]),
        .testTarget(name: "HabitStoreTests", dependencies: ["HabitStore", "HabitDomain"]),
        // Runs the built `habitat` binary as a child process.
        .testTarget(name: "HabitatCLITests", dependencies: ["habitat", "HabitDomain"]),
    ]
)
