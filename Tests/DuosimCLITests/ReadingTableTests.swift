import Foundation
import PoseEngine
import TestSupport
import Testing

@testable import DuosimCLI

/// A reading (Docs/DOMAIN.md §9–§10) is one field of `Readings` and one entry of its table
/// (`Readings.entries`; the grid's two in `AppProfile.readingChoices`): the command line's
/// `--reading`, its help, an app's `setReading` and the app profile's schema (`Schemas/`) all read
/// the table.
/// This walks every row through each of them, so a row added there needs nothing else.
@Suite("The readings' table")
struct ReadingTableTests {
    /// The reading in force on `app`, as its table names it.
    static func value(of name: String, in app: AppProfile) -> String? {
        switch name {
        case "evenColumns": return app.grid?.evenColumns.rawValue
        case "activeFold": return app.grid?.activeFold.rawValue
        default: return app.readings.settings.first { $0.name == name }?.value
        }
    }

    @Test("Every reading's every value reads on the command line, sets an app, and is in the help and the schema")
    func everyReading() throws {
        let option = PoseOptions.Option.reading
        let help = option.help.joined(separator: "\n")
        // The app profile's schema as `ProfileSchemaTests` keeps it written from the key tables.
        let schema = try String(
            contentsOf: repositoryRoot.appendingPathComponent("Schemas/app-profile.schema.json"), encoding: .utf8)
        let reader = try #require(AppProfile.bundled("reader"), "an app with a grid")
        let choices = AppProfile.readingChoices
        #expect(choices.count > 10)
        for reading in choices {
            #expect(help.contains("  \(reading.name): \(reading.values.joined(separator: " | "))"), "\(reading.name)")
            #expect(Self.value(of: reading.name, in: reader) == reading.defaultValue, "\(reading.name)'s default")
            if reading.name != "evenColumns" && reading.name != "activeFold" {
                #expect(schema.contains("\"\(reading.name)\""), "the schema lists \(reading.name)")
            }
            for value in reading.values {
                var arguments = ArgumentList(["--reading", "\(reading.name)=\(value)"], command: "x")
                var values = try OptionValues(&arguments, options: [option], command: "x")
                #expect(values.readings(option).map { "\($0.name)=\($0.value)" } == ["\(reading.name)=\(value)"])
                var app = reader
                try app.setReading(reading.name, to: value)
                #expect(Self.value(of: reading.name, in: app) == value, "\(reading.name)=\(value)")
            }
            var arguments = ArgumentList(["--reading", "\(reading.name)=nope"], command: "x")
            #expect(throws: CLIError.self) { try OptionValues(&arguments, options: [option], command: "x") }
        }
        var app = reader
        #expect(throws: Readings.ChoiceError.unknownName("nope")) { try app.setReading("nope", to: "x") }
    }
}
