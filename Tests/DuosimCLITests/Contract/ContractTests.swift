import Foundation
import PoseEngine
import TestSupport
import Testing

/// Docs/CONTRACT.md's key lists are what the program prints, both ways, and `Schemas/` is made from them.
@Suite("CONTRACT's JSON keys")
struct ContractTests {
    static let contract =
        (try? String(contentsOf: repositoryRoot.appendingPathComponent("Docs/CONTRACT.md"), encoding: .utf8)) ?? ""

    /// The runs whose documents are checked, by list: every pose with and without Split View,
    /// right-to-left, the query switches, every bundled app and vocabulary.
    static var runs: [(list: String, words: [String])] {
        var runs: [(String, [String])] = []
        let apps = [[]] + AppProfile.bundledNames.map { ["--app", $0] }
        let settings = [
            [], ["--split"], ["--split", "--rtl", "--inner-camera"],
            ["--include-inactive", "--fixed", "--partial-regions", "extend", "--kind", "division"],
        ]
        for pose in ["closed", "book", "flat", "laptop", "tent"] {
            for setting in settings {
                for app in apps { runs.append(("query", ["query", "--pose", pose] + setting + app)) }
            }
        }
        let chrome = repositoryRoot.appendingPathComponent("Tests/ReportsTests/Fixtures/system-controls.app.json").path
        for pose in ["closed", "laptop"] {
            runs.append(("query", ["query", "--pose", pose, "--kind", "systemControls", "--app", chrome, "--rtl"]))
            runs.append(("query", ["query", "--pose", pose, "--api", "uikit", "--split", "--rtl", "--app", "mail"]))
        }
        runs.append(
            (
                "sweep",
                ["sweep", "--json", "--step", "45", "--api", "uikit", "--kind", "systemControls", "--app", "mail"]
            ))
        runs.append(("query", ["query", "--hinge", "unknown", "--vocabulary", "all", "--pose", "laptop"]))
        for vocabulary in ["apple", "android", "flutter", "web", "all"] {
            for pose in [
                ["--pose", "closed"], ["--pose", "book", "--split"], ["--pose", "laptop", "--inner-camera"],
                ["--pose", "flat", "--rtl"],
            ] {
                runs.append(("query", ["query", "--vocabulary", vocabulary, "--app", "mail"] + pose))
            }
        }
        for app in [
            [], ["--app", "mail"], ["--app", "files"], ["--app", "hud"], ["--app", "reader"], ["--app", "player"],
        ] {
            runs.append(("sweep", ["sweep", "--json", "--step", "5", "--split"] + app))
            runs.append(("sweep", ["sweep", "--json", "--step", "15", "--vocabulary", "all"] + app))
        }
        // Keys only an app that uses them prints (the overflow menu of its own items, …).
        let everyKey = repositoryRoot.appendingPathComponent("Tests/ReportsTests/Fixtures/every-key.app.json").path
        for pose in ["closed", "laptop", "book"] {
            runs.append(("query", ["query", "--pose", pose, "--split", "--app", everyKey]))
        }
        runs.append(("query", ["query", "--pose", "book", "--split", "--close-window", "left", "--app", "mail"]))
        runs.append(("query", ["query", "--pose", "closed", "--open-window"]))
        let hudFile = repositoryRoot.appendingPathComponent("Profiles/apps/hud.json").path
        for app in AppProfile.bundledNames { runs.append(("audit", ["audit", app, "--json"])) }
        runs.append(("audit", ["audit", hudFile, "--json", "--pose", "book"]))
        runs.append(("audit", ["audit", everyKey, "--json", "--pose", "book"]))
        runs.append(("audit-batch", ["audit", "--json", hudFile, "mail", "--strict"]))
        runs.append(("profiles", ["profiles", "--json"]))
        runs.append(("bench", ["bench", "--quick", "--only", "scene", "--json"]))
        return runs
    }

    @Test("Every key printed is listed with its type, every key listed is printed, every document has schemaVersion")
    func bothWays() throws {
        let keys = try ContractKeys(markdown: Self.contract)
        var check = ContractCheck(keys)
        for (list, words) in Self.runs {
            let result = runInProcess(words)
            #expect(
                result.status == 0 || result.status == 1, "duosim \(words.joined(separator: " ")): \(result.stderr)")
            check.check(result.stdout, list: list, run: "duosim " + words.joined(separator: " "))
        }
        #expect(check.problems.isEmpty, "\(check.problems.prefix(30).joined(separator: "\n"))")
        for list in ["query", "sweep", "audit", "audit-batch", "profiles", "bench"] {
            let unseen = check.unseen(list)
            #expect(
                unseen.isEmpty, "listed in Docs/CONTRACT.md but printed by no run: \(unseen.joined(separator: ", "))")
        }
    }

    @Test("The check fails on a key the CONTRACT doesn't list, a missing one, and a wrong type")
    func checkCanFail() throws {
        let keys = try ContractKeys(markdown: Self.contract)
        var check = ContractCheck(keys)
        let bench = runInProcess(["bench", "--quick", "--only", "scene", "--json"]).stdout
        check.check(bench.replacingOccurrences(of: "\"build\"", with: "\"bulid\""), list: "bench", run: "renamed")
        check.check(
            bench.replacingOccurrences(of: "\"withinBudget\": ", with: "\"withinBudget\": \"\" + "), list: "bench",
            run: "x")
        check.check(
            bench.replacingOccurrences(of: "\"schemaVersion\": 1", with: "\"version\": 1"), list: "bench", run: "v")
        #expect(check.problems.contains { $0.hasPrefix("renamed: bench:bulid is printed but not listed") })
        #expect(check.problems.contains { $0.hasPrefix("renamed: bench:build is listed but missing") })
        #expect(check.problems.contains { $0.hasPrefix("v: doesn't start with \"schemaVersion\": 1") })
    }

    @Test("Schemas/ holds the schemas made from the lists (DUOSIM_RECORD=all rewrites them)")
    func schemas() throws {
        let keys = try ContractKeys(markdown: Self.contract)
        for (file, title, lists) in ContractKeys.schemaFiles {
            let id = "urn:duosim:schema:" + file.replacingOccurrences(of: ".schema.json", with: "")
            let text = try keys.schema(title: title, id: id, lists: lists)
            let url = repositoryRoot.appendingPathComponent("Schemas/\(file)")
            if let message = compareWithFile(
                text, at: url, named: "Schemas/\(file)",
                regenerate: "DUOSIM_RECORD=all swift test --filter ContractTests",
                recordMissing: true)
            {
                Issue.record(Comment(rawValue: message))
            }
        }
    }

    @Test(
        "Real output validates against the schemas (Python's jsonschema)",
        .enabled(if: Validators.json, "skipped: no jsonschema for python3 (.ci/third-party-schemas.sh installs it)"))
    func validates() throws {
        let samples: [(String, [String])] = [
            ("query.schema.json", ["query", "--app", "files", "--split"]),
            ("query.schema.json", ["query", "--vocabulary", "all", "--app", "hud", "--pose", "laptop"]),
            ("query.schema.json", ["query", "--vocabulary", "web", "--pose", "flat"]),
            ("sweep.schema.json", ["sweep", "--json", "--app", "mail", "--vocabulary", "all", "--step", "10"]),
            ("audit.schema.json", ["audit", "hud", "--json"]),
            ("audit.schema.json", ["audit", "hud", "mail", "--json"]),
            ("profiles-list.schema.json", ["profiles", "--json"]),
            ("bench.schema.json", ["bench", "--quick", "--only", "scene", "--json"]),
        ]
        for (schema, words) in samples {
            let output = runInProcess(words).stdout
            let path = repositoryRoot.appendingPathComponent("Schemas/\(schema)").path
            #expect(try Validators.problems("json", schema: path, document: output) == nil, "\(words)")
        }
        // And a document that breaks its schema is refused.
        let query = runInProcess(["query"]).stdout.replacingOccurrences(of: "\"partiallyOpen\"", with: "\"ajar\"")
        let path = repositoryRoot.appendingPathComponent("Schemas/query.schema.json").path
        #expect(try Validators.problems("json", schema: path, document: query) != nil)
    }
}
