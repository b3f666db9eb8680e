import Foundation

/// The toolchain's tools and the modules `swift build` made, for the tests that read the library
/// as its users' tools do: `swift-symbolgraph-extract` (the public API's lists) and `docc` (the
/// documentation, `.ci/docs.sh`).
public enum Toolchain {
    /// The built `PoseEngine.swiftmodule`'s folder: beside the test bundle in the build folder
    /// (`.build/x86_64-unknown-linux-gnu/debug/Modules`).
    public static let builtModules: URL? = {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        if FileManager.default.fileExists(atPath: "/proc/self/exe") {
            folder = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        }
        for _ in 0..<4 {
            folder.deleteLastPathComponent()
            let modules = folder.appendingPathComponent("Modules")
            if FileManager.default.fileExists(atPath: modules.appendingPathComponent("PoseEngine.swiftmodule").path) {
                return modules
            }
        }
        return nil
    }()

    /// The executable `name` from the PATH (`docc`, `swift-symbolgraph-extract`), or nil.
    public static func tool(_ name: String) -> URL? {
        (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
            .map { URL(fileURLWithPath: "\($0)/\(name)") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// The target triple `modules` were built for: the build folder's name (`x86_64-unknown-linux-gnu`).
    public static func triple(_ modules: URL) -> String? {
        modules.pathComponents.last { $0.filter { $0 == "-" }.count >= 2 }
    }
}
