import Foundation
import TestSupport
import Testing

/// The public API of the library products, PoseEngine, PoseEngineTesting and
/// PoseEngineSnapshotTesting, as the compiler sees
/// it, is the checked-in lists in `API/`: a change to it shows in the diff and is made on purpose
/// (`DUOSIM_RECORD=all swift test --filter PublicAPITests` rewrites the lists). The toolchain's
/// `swift-symbolgraph-extract` reads the built modules, so a list is what a library user can call
/// (the test kit's extensions of PoseEngine's and Foundation's types included), and nothing
/// `package` or internal.
@Suite("The library's public API")
struct PublicAPITests {
    /// The library products' modules, and how many symbols each has at least.
    static let libraries = [("PoseEngine", 300), ("PoseEngineTesting", 20), ("PoseEngineSnapshotTesting", 10)]

    static let folder = repositoryRoot.appendingPathComponent("Tests/PoseEngineTests/API")

    /// The built modules' folder, and the toolchain's extractor from the PATH.
    static let modules = Toolchain.builtModules
    static let extractor = Toolchain.tool("swift-symbolgraph-extract")

    /// One line per public symbol, sorted: `kind path: declaration`, and `path: Protocol` for
    /// each conformance.
    static func publicSymbols(_ module: String = "PoseEngine") throws -> [String] {
        let modules = try #require(modules), extractor = try #require(extractor)
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("duosim-api-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: output) }
        let process = Process()
        process.executableURL = extractor
        process.arguments = [
            "-module-name", module, "-I", modules.path, "-target",
            Toolchain.triple(modules) ?? "x86_64-unknown-linux-gnu",
            "-minimum-access-level", "public", "-skip-synthesized-members", "-output-dir", output.path,
        ]
        // The C modules a product's targets import, by the module maps the build made for them.
        let build = modules.deletingLastPathComponent()
        for map in ["CTerminalRestore"].map({ build.appendingPathComponent("\($0).build/module.modulemap") })
        where FileManager.default.fileExists(atPath: map.path) {
            process.arguments? += ["-Xcc", "-fmodule-map-file=\(map.path)"]
        }
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "swift-symbolgraph-extract failed")
        // The module's own symbols, and its extensions of other modules' types (`Module@Other`).
        var symbols: [[String: Any]] = [], relationships: [[String: Any]] = []
        for file in try FileManager.default.contentsOfDirectory(atPath: output.path)
        where file == "\(module).symbols.json" || file.hasPrefix("\(module)@") {
            let data = try Data(contentsOf: output.appendingPathComponent(file))
            let graph = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            symbols += graph["symbols"] as? [[String: Any]] ?? []
            relationships += graph["relationships"] as? [[String: Any]] ?? []
        }
        var lines: [String] = []
        var paths: [String: String] = [:]
        for symbol in symbols {
            let path = (symbol["pathComponents"] as? [String] ?? []).joined(separator: ".")
            let kind = ((symbol["kind"] as? [String: Any])?["identifier"] as? String ?? "").replacingOccurrences(
                of: "swift.", with: "")
            let fragments = (symbol["declarationFragments"] as? [[String: Any]] ?? []).compactMap {
                $0["spelling"] as? String
            }
            if let id = (symbol["identifier"] as? [String: Any])?["precise"] as? String { paths[id] = path }
            lines.append("\(kind) \(path): \(fragments.joined())")
        }
        for relation in relationships where relation["kind"] as? String == "conformsTo" {
            guard let source = relation["source"] as? String, let path = paths[source] else { continue }
            let target = relation["targetFallback"] as? String ?? relation["target"] as? String ?? "?"
            // What every type has without saying so (and toolchains add to) is left out.
            guard !Self.implied.contains(target) else { continue }
            lines.append("conformance \(path): \(target)")
        }
        return lines.sorted()
    }

    /// Conformances the compiler gives every type it may: not part of what the API promises.
    static let implied: Set<String> = [
        "Swift.SendableMetatype", "Swift.Copyable", "Swift.Escapable", "Swift.BitwiseCopyable",
    ]

    /// The top-level public type names in `lines`.
    static func typeNames(_ lines: [String]) -> Set<String> {
        var names = Set<String>()
        for line in lines {
            let parts = line.split(separator: " ", maxSplits: 2)
            guard parts.count >= 2, ["struct", "enum", "class", "protocol", "typealias"].contains(parts[0]) else {
                continue
            }
            let path = parts[1].dropLast()  // the colon
            if !path.contains(".") { names.insert(String(path)) }
        }
        return names
    }

    @Test(
        "The public API is the checked-in list (DUOSIM_RECORD=all rewrites it after a change made on purpose)",
        .enabled(if: modules != nil && extractor != nil, "skipped: no swift-symbolgraph-extract or built module"),
        arguments: libraries)
    func matchesTheList(module: String, atLeast: Int) throws {
        let lines = try Self.publicSymbols(module)
        #expect(lines.count > atLeast)
        #expect(!lines.contains { $0.contains(" JSONNode") || $0.contains(" EmbeddedProfiles") }, "package only")
        if let message = compareWithFile(
            lines.joined(separator: "\n") + "\n", at: Self.folder.appendingPathComponent("\(module).public.txt"),
            named: "\(module).public.txt",
            regenerate: "the public API changed: DUOSIM_RECORD=all swift test --filter PublicAPITests, then review",
            recordMissing: true)
        {
            Issue.record(Comment(rawValue: message))
        }
    }

    @Test(
        "No public type of the library products is named as a top-level SwiftUI or UIKit type",
        .enabled(if: modules != nil && extractor != nil, "skipped: no swift-symbolgraph-extract or built module"),
        arguments: libraries.map(\.0))
    func namesLiveBesideSwiftUI(module: String) throws {
        let names = Self.typeNames(try Self.publicSymbols(module))
        #expect(names.contains("PoseScene") || names.contains("PoseMatrix") || names.contains("PoseSnapshot"))
        let text = try String(
            contentsOf: Self.folder.appendingPathComponent("SwiftUI-UIKit-types.txt"), encoding: .utf8)
        let apple = Set(text.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") && !$0.isEmpty })
        #expect(apple.count > 250 && apple.contains("ReservedRegion") && apple.contains("Scene"))
        for name in names.sorted() {
            #expect(!apple.contains(name), "\(name) is also a SwiftUI type")
            let uiKitPrefixed =
                (name.hasPrefix("UI") || name.hasPrefix("NS")) && name.dropFirst(2).first?.isUppercase == true
            #expect(!uiKitPrefixed, "\(name) is named like a UIKit type")
        }
    }
}
