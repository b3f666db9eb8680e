import Foundation
import TestSupport
import Testing

/// Every target's `import X` of another target of the package is one of its declared
/// dependencies: an import that only works because something else pulled the module in breaks
/// the day that something changes (Docs/ARCHITECTURE.md, Targets).
@Suite("Imports declared in Package.swift")
struct ImportsDeclaredTests {
    /// A target of the manifest as `swift package dump-package` describes it.
    struct Target {
        var name: String
        var folder: String
        var dependencies: Set<String>
    }

    /// The manifest's targets, read by SwiftPM itself (in a scratch folder of its own, so it never
    /// waits for the lock of the build running this test); nil without a `swift` to ask.
    static func targets() throws -> [Target]? {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("duosim-manifest-\(getpid())")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "package", "--scratch-path", scratch.path, "dump-package"]
        process.currentDirectoryURL = repositoryRoot
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        let manifest = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let entries = try #require(manifest["targets"] as? [[String: Any]])
        return try entries.map { entry in
            let name = try #require(entry["name"] as? String)
            let type = entry["type"] as? String
            let folder = entry["path"] as? String ?? (type == "test" ? "Tests/\(name)" : "Sources/\(name)")
            // Each dependency is {"byName": [NAME, …]}, {"target": [NAME, …]} or {"product": [NAME, …]}.
            let names = (entry["dependencies"] as? [[String: [Any]]] ?? []).compactMap {
                $0.values.first?.first as? String
            }
            return Target(name: name, folder: folder, dependencies: Set(names))
        }
    }

    /// The modules a Swift file imports: `import X`, `@testable import X`, `import struct X.Y`.
    static func imports(in text: String) -> Set<String> {
        var modules = Set<String>()
        var inString = false
        for line in text.split(separator: "\n") {
            // A line inside a multi-line string literal is text, not code.
            let quotes = line.components(separatedBy: "\"\"\"").count - 1
            if inString || quotes > 0 {
                if quotes % 2 == 1 { inString.toggle() }
                continue
            }
            var words = line.split(separator: " ").map(String.init)
            while let first = words.first, first.hasPrefix("@") { words.removeFirst() }
            guard words.first == "import", words.count >= 2 else { continue }
            let path =
                ["struct", "class", "enum", "protocol", "func", "var", "let", "typealias"].contains(words[1])
                ? words.dropFirst(2).first : words[1]
            if let module = path?.split(separator: ".").first { modules.insert(String(module)) }
        }
        return modules
    }

    /// Whether a `swift` is on the PATH to read the manifest with.
    static let swiftOnPath = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").contains {
        FileManager.default.isExecutableFile(atPath: "\($0)/swift")
    }

    @Test(
        "Each target imports only the package's targets it names in its dependencies",
        .enabled(if: swiftOnPath, "skipped: no swift on the PATH to read the manifest with"))
    func everyImportDeclared() throws {
        let targets = try #require(try Self.targets(), "swift package dump-package failed")
        #expect(targets.count > 10)
        let names = Set(targets.map(\.name))
        for target in targets {
            let folder = repositoryRoot.appendingPathComponent(target.folder)
            let files = (FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? [])
                .filter { $0.hasSuffix(".swift") }
            for file in files {
                let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                for module in Self.imports(in: text) where names.contains(module) && module != target.name {
                    #expect(
                        target.dependencies.contains(module),
                        "\(target.folder)/\(file) imports \(module), which \(target.name)'s dependencies don't name")
                }
            }
        }
    }

    @Test(
        "ARCHITECTURE's targets table draws each target's dependencies as Package.swift declares them",
        .enabled(if: swiftOnPath, "skipped: no swift on the PATH to read the manifest with"))
    func designDrawn() throws {
        let targets = try #require(try Self.targets(), "swift package dump-package failed")
        let names = Set(targets.map(\.name))
        let page = try String(
            contentsOf: repositoryRoot.appendingPathComponent("Docs/ARCHITECTURE.md"), encoding: .utf8)
        let section = try #require(
            page.components(separatedBy: "## Targets").last?.components(separatedBy: "\n## ").first)
        var drawn: Set<String> = []
        for line in section.split(separator: "\n") where line.hasPrefix("| `") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard let first = cells.first, let last = cells.last, !last.contains("all of the above") else { continue }
            let words = Set(last.components(separatedBy: CharacterSet.alphanumerics.inverted)).intersection(names)
            for name in first.components(separatedBy: "`").enumerated().filter({ $0.offset % 2 == 1 }).map(\.element) {
                guard let target = targets.first(where: { $0.name == name }) else { continue }
                drawn.insert(name)
                #expect(
                    target.dependencies.intersection(names) == words,
                    "\(name): the table draws \(words.sorted()), Package.swift declares \(target.dependencies.sorted())"
                )
            }
        }
        #expect(drawn.count > 15, "the table's rows were read: \(drawn.sorted())")
    }

    @Test("Imports are read in every form a file may write them")
    func importForms() {
        let text = """
            import PoseEngine
            @testable import Simulator
            #if canImport(Glibc)
                import Glibc
            #endif
            import struct CellGrid.Grid
            // import Runtime
            let sample = \"\"\"
                import Terminal
                \"\"\"
            """
        #expect(Self.imports(in: text) == ["PoseEngine", "Simulator", "Glibc", "CellGrid"])
    }
}
