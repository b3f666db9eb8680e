import Runtime
import TestSupport
import Testing

/// `record --help` and `render --help` list the tables: every verb and setting, and every format.
@Suite("record --help")
struct RecordHelpTests {
    @Test("It lists every verb and setting of the tables the parser dispatches through")
    func helpFromTables() {
        let help = runInProcess(["record", "--help"]).stdout
        for verb in TapeVerb.all {
            #expect(help.contains(verb.brief), "\(verb.name)")
            #expect(help.contains(String(verb.syntax.split(separator: " ")[0])), "\(verb.name)")
        }
        for setting in TapeSetting.all {
            #expect(help.contains(" \(setting.name)"), "\(setting.name)")
        }
    }

    @Test("The help names every format of the output table: its extension, its colour, its program")
    func formatsFromTable() {
        let record = runInProcess(["record", "--help"]).stdout
        let render = runInProcess(["render", "--help"]).stdout
        for format in OutputFormat.all {
            let written = format.isFolder ? format.name + "/" : "." + format.fileExtension
            #expect(record.contains(written), "record --help names \(written)")
            if format.isPicture { #expect(record.contains("For pictures (") && record.contains(written)) }
            if format.showsColor { #expect(record.contains("\(written),") || record.contains("\(written))")) }
            if let program = format.program {
                let made = OutputFormat.list { $0.program == program }.joined(separator: " ")
                #expect(record.contains("\(made) need \(program)"), "record --help: \(made) need \(program)")
            }
            if format.writes(.frame) {
                #expect(render.contains(format.name + " ("), "render --help says what \(format.name) is")
                #expect(render.contains(written), "render --help names \(written)")
            }
        }
        #expect(record.contains("colour in the tape's outputs (.ans, .cast, .html, .svg)"))
        #expect(render.contains("the ansi, html and svg formats"))
    }
}
