import Foundation
import PackagePlugin

/// Embeds the package's `Intents/*.habitat` files into the target as generated Swift,
/// so a copied binary works without the source tree.
@main
struct EmbedIntents: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let folder = context.package.directoryURL.appending(path: "Intents")
        let files = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "habitat" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedIntents.swift")
        return [
            .buildCommand(
                displayName: "Embedding Intents/ (\(files.count) files)",
                executable: try context.tool(named: "embed-intents").url,
                arguments: [output.path] + files.map(\.path),
                inputFiles: files,
                outputFiles: [output]),
        ]
    }
}
