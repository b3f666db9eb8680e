import Foundation
import PoseEngine
import Reports
import Simulator
import TestSupport
import Testing

/// The JSON Schemas in Schemas/ are the decoders' own tables, every bundled profile validates
/// against them, and a broken profile is refused by the schema and by duosim naming the same field.
@Suite("Profile schemas")
struct ProfileSchemaTests {
    /// A profile kind: its schema, its file in Schemas/, the documents to check, how duosim reads one.
    struct Kind: CustomTestStringConvertible, Sendable {
        var name: String
        var schema: ProfileSchema
        var file: String
        /// The bundled profiles and the test's own, each by name.
        var documents: [(name: String, text: String)]
        var decode: @Sendable (String) throws -> Void

        var testDescription: String { name }
        var url: URL { repositoryRoot.appendingPathComponent(file) }
    }

    static let kinds = [
        Kind(
            name: "device", schema: DeviceProfile.schema.reserving(KeyMap.reservedKeyList),
            file: "Schemas/device-profile.schema.json",
            documents: EmbeddedProfiles.devices.map { ($0.name, $0.json) } + fixtures("device"),
            decode: {
                _ = try DeviceProfile.decode(Array($0.utf8), file: "mutation.json", poseKeys: KeyMap.reservedReason)
            }),
        Kind(
            name: "app", schema: AppProfile.schema, file: "Schemas/app-profile.schema.json",
            documents: EmbeddedProfiles.apps.map { ($0.name, $0.json) } + fixtures("app"),
            decode: { _ = try AppProfile.decode(Array($0.utf8), file: "mutation.json") }),
    ]

    /// `Tests/ReportsTests/Fixtures/*.<kind>.json`: profiles that hold what no bundled one does.
    static func fixtures(_ kind: String) -> [(name: String, text: String)] {
        let folder = repositoryRoot.appendingPathComponent("Tests/ReportsTests/Fixtures")
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return files.filter { $0.hasSuffix(".\(kind).json") }.sorted().compactMap { file in
            (try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)).map { (file, $0) }
        }
    }

    static func tree(_ text: String) throws -> JSONTree { try JSONNode.parse(Array(text.utf8), file: "test").tree }

    /// The field duosim's complaint names: its location, and a missing key's name after it.
    static func field(_ error: DataError) -> String {
        let prefix = "missing key \""
        guard error.reason.hasPrefix(prefix) else { return error.location }
        let name = error.reason.dropFirst(prefix.count).prefix { $0 != "\"" }
        return "\(error.location).\(name)"
    }

    // MARK: The files

    @Test(
        "Schemas/*.schema.json are written from the decoders' tables (DUOSIM_RECORD=all rewrites them)",
        arguments: kinds)
    func schemaFilesMatchTheTables(kind: Kind) {
        if let message = compareWithFile(
            kind.schema.json.render(), at: kind.url, named: kind.file,
            regenerate: "run DUOSIM_RECORD=all swift test --filter ProfileSchemaTests", recordMissing: true)
        {
            Issue.record(Comment(rawValue: message))
        }
    }

    @Test("Every bundled profile names its schema with \"$schema\", relative to its file")
    func bundledProfilesNameTheirSchema() throws {
        for (folder, prefix, kind) in [("Profiles", "../", "device"), ("Profiles/apps", "../../", "app")] {
            let url = repositoryRoot.appendingPathComponent(folder)
            for file in try FileManager.default.contentsOfDirectory(atPath: url.path) where file.hasSuffix(".json") {
                let text = try String(contentsOf: url.appendingPathComponent(file), encoding: .utf8)
                guard case .object(let members, _) = try Self.tree(text) else { throw TestSupportError(file) }
                #expect(members["$schema"] == .string("\(prefix)Schemas/\(kind)-profile.schema.json"), "\(file)")
            }
        }
    }

    // MARK: duosim against the table

    @Test(
        "duosim reads what the table says: each key missing, mistyped, out of range, unknown, left out or null",
        arguments: kinds)
    func duosimFollowsTheTable(kind: Kind) throws {
        var checked = 0
        for document in kind.documents {
            try kind.decode(document.text)
            for mutation in ProfileMutation.all(of: try Self.tree(document.text), schema: kind.schema) {
                checked += 1
                let outcome = Result { try kind.decode(mutation.document.text) }
                let label = "\(document.name): \(mutation.label)"
                switch (mutation.expectation, outcome) {
                case (.invalid(let field), .failure(let error as DataError)):
                    #expect(Self.field(error) == field, "\(label): duosim named \(error.location): \(error.reason)")
                case (.invalid, .success):
                    Issue.record("\(label): duosim read it")
                case (.optional(let field), .failure(let error as DataError)):
                    #expect(Self.field(error) != field, "\(label): \(error.description)")
                case (_, .failure(let error)):
                    Issue.record("\(label): \(error)")
                case (.optional, .success):
                    break
                }
            }
        }
        #expect(checked > 100)
    }

    // MARK: Coverage

    @Test(
        "Every key of the tables has a value in a bundled profile or a fixture, so every key is mutated",
        arguments: kinds)
    func everyKeyIsExercised(kind: Kind) throws {
        var given = Set<String>()
        for document in kind.documents {
            Self.collect(try Self.tree(document.text), shape: .object(kind.schema.root), path: "$", into: &given)
        }
        var all = Set<String>()
        Self.keyPaths(.object(kind.schema.root), path: "$", into: &all)
        let missing = all.subtracting(given).sorted()
        #expect(
            missing.isEmpty,
            "give these keys a value in Tests/ReportsTests/Fixtures/*.\(kind.name).json: \(missing.joined(separator: ", "))"
        )
    }

    /// Every key path the schema has (`$.toolbar[].badge`).
    static func keyPaths(_ shape: SchemaShape, path: String, into paths: inout Set<String>) {
        switch shape {
        case .object(let object):
            for key in object.keys {
                paths.insert("\(path).\(key.name)")
                keyPaths(key.shape, path: "\(path).\(key.name)", into: &paths)
            }
        case .list(let element, _): keyPaths(element, path: path + "[]", into: &paths)
        case .anyOf(let shapes): shapes.forEach { keyPaths($0, path: path, into: &paths) }
        default: break
        }
    }

    /// The key paths a document gives a value (not null).
    static func collect(_ tree: JSONTree, shape: SchemaShape, path: String, into paths: inout Set<String>) {
        switch (shape, tree) {
        case (.object(let object), .object(let members, _)):
            for key in object.keys {
                guard let value = members[key.name], value != .null else { continue }
                paths.insert("\(path).\(key.name)")
                collect(value, shape: key.shape, path: "\(path).\(key.name)", into: &paths)
            }
        case (.list(let element, _), .array(let items)):
            items.forEach { collect($0, shape: element, path: path + "[]", into: &paths) }
        case (.anyOf(let shapes), _):
            for shape in shapes where ProfileMutation.accepts(shape, tree) {
                collect(tree, shape: shape, path: path, into: &paths)
            }
        default: break
        }
    }

    // MARK: jsonschema

    @Test(
        "Every bundled profile and fixture validates with jsonschema",
        .enabled(if: JSONSchemaValidator.available, "needs Python's jsonschema: python3 -m pip install jsonschema"),
        arguments: kinds)
    func bundledProfilesValidate(kind: Kind) throws {
        let results = try JSONSchemaValidator.validate(kind.documents.map(\.text), schema: kind.url)
        for (document, result) in zip(kind.documents, results) {
            #expect(result == nil, "\(document.name): \(result.map { "\($0.path): \($0.message)" } ?? "")")
        }
    }

    @Test(
        "A broken profile fails jsonschema and duosim naming the same field; an optional key left out passes both",
        .enabled(if: JSONSchemaValidator.available, "needs Python's jsonschema: python3 -m pip install jsonschema"),
        arguments: kinds)
    func validatorAndDuosimAgree(kind: Kind) throws {
        var mutations: [(String, ProfileMutation)] = []
        for document in kind.documents {
            mutations += ProfileMutation.all(of: try Self.tree(document.text), schema: kind.schema).map {
                (document.name, $0)
            }
        }
        let results = try JSONSchemaValidator.validate(mutations.map(\.1.document.text), schema: kind.url)
        #expect(results.count == mutations.count)
        for ((name, mutation), result) in zip(mutations, results) {
            let label = "\(name): \(mutation.label)"
            switch (mutation.expectation, result) {
            case (.invalid(let field), let result?):
                #expect(result.field == field, "\(label): jsonschema named \(result.path): \(result.message)")
            case (.invalid, nil):
                Issue.record("\(label): jsonschema took it")
            case (.optional, let result?):
                Issue.record("\(label): jsonschema refused it: \(result.path): \(result.message)")
            case (.optional, nil):
                break
            }
        }
    }
}

/// Python's jsonschema, run by `.ci/validate-json.py` (`.ci/run` installs it; without it the tests
/// that need it are skipped and say so).
enum JSONSchemaValidator {
    /// One document's best error.
    struct Failure: Equatable {
        var path: String
        var field: String
        var message: String
    }

    static let script = repositoryRoot.appendingPathComponent(".ci/validate-json.py")

    static let available: Bool = (try? run(["-c", "import jsonschema"], input: Data()).status) == 0

    /// Each document's best error, or nil when it is valid.
    static func validate(_ documents: [String], schema: URL) throws -> [Failure?] {
        let input = Data(("[" + documents.joined(separator: ",\n") + "]").utf8)
        let (status, output) = try run([script.path, schema.path], input: input)
        guard status == 0, let results = try JSONSerialization.jsonObject(with: output) as? [Any] else {
            throw TestSupportError("validate-json.py failed (\(status)); run it by hand to see why")
        }
        return results.map { result in
            guard let result = result as? [String: String] else { return nil }
            return Failure(path: result["path"] ?? "", field: result["field"] ?? "", message: result["message"] ?? "")
        }
    }

    private static func run(_ arguments: [String], input: Data) throws -> (status: Int32, output: Data) {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let inputFile = folder.appendingPathComponent("documents.json")
        try input.write(to: inputFile)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        process.standardInput = try FileHandle(forReadingFrom: inputFile)
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, data)
    }
}
