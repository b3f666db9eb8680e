import Foundation
import PackagePlugin

/// Embeds the web files of a target (its `web/` folder: `.js`, `.css`) into the target at build
/// time: `EmbedText` writes them into one Swift file as raw string literals, which the compiler
/// takes as they are (no type-checking to speak of), so the binary carries them without reading a
/// file or a bundle at run time. A file changed is a file embedded again.
@main
struct EmbedWeb: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        // The target's own folder (`Target.directoryURL` needs tools 6.1).
        let folder = context.package.directoryURL.appending(path: "Sources/\(target.name)/web")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".js") || $0.hasSuffix(".css") }.sorted()
        let inputs = names.map { folder.appending(path: $0) }
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedWeb.swift")
        return [
            .buildCommand(
                displayName: "Embedding \(names.count) web files into \(target.name)",
                executable: try context.tool(named: "EmbedText").url,
                arguments: [output.path] + inputs.map(\.path), inputFiles: inputs, outputFiles: [output])
        ]
    }
}
