import DuosimCLI
import Foundation
import TestSupport
import Testing

/// The version is written once (`Duosim.version`): `--version` prints it, and the changelog and
/// the dependency lines people copy name the same one.
@Suite("The version")
struct VersionTests {
    static func text(_ path: String) -> String {
        (try? String(contentsOf: repositoryRoot.appendingPathComponent(path), encoding: .utf8)) ?? ""
    }

    @Test("--version prints Duosim.version, a semantic version")
    func printed() throws {
        let parts = Duosim.version.split(separator: ".")
        #expect(parts.count == 3 && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isNumber) })
        let run = try runBinary(["--version"])
        #expect(run.status == 0)
        #expect(run.stdout == "duosim \(Duosim.version)\n")
    }

    @Test(
        "CHANGELOG.md's newest release and the dependency lines in README.md, Docs/LIBRARY.md and the Getting started article name it"
    )
    func named() throws {
        let changelog = Self.text("CHANGELOG.md")
        let newest = changelog.split(separator: "\n").first { $0.hasPrefix("## [") && !$0.hasPrefix("## [Unreleased]") }
        #expect(newest?.hasPrefix("## [\(Duosim.version)] - ") == true, "\(newest ?? "no release in CHANGELOG.md")")
        for file in ["README.md", "Docs/LIBRARY.md", Self.gettingStarted] {
            #expect(Self.text(file).contains(#"from: "\#(Duosim.version)")"#), "\(file)")
        }
    }

    /// PoseEngine's DocC article, whose dependency line names the release too.
    static let gettingStarted = "Sources/PoseEngine/PoseEngine.docc/GettingStarted.md"

    @Test("No other file writes the version")
    func writtenOnce() throws {
        let allowed: [String: Int] = [
            "Sources/DuosimCLI/Duosim.swift": 1, "CHANGELOG.md": 1, "README.md": 1, "Docs/LIBRARY.md": 1,
            Self.gettingStarted: 1,
        ]
        var found: [String: Int] = [:]
        for folder in ["Sources", "Docs", "Tests", ".ci"] {
            let root = repositoryRoot.appendingPathComponent(folder)
            for case let file as String in FileManager.default.enumerator(atPath: root.path) ?? .init() {
                let text = Self.text("\(folder)/\(file)")
                let count =
                    text.components(separatedBy: "\"\(Duosim.version)\"").count - 1
                    + text.components(separatedBy: "[\(Duosim.version)]").count - 1
                if count > 0 { found["\(folder)/\(file)"] = count }
            }
        }
        for file in ["README.md", "CHANGELOG.md", "Package.swift"] {
            let text = Self.text(file)
            let count =
                text.components(separatedBy: "\"\(Duosim.version)\"").count - 1
                + text.components(separatedBy: "[\(Duosim.version)]").count - 1
            if count > 0 { found[file] = count }
        }
        #expect(found == allowed)
    }
}
