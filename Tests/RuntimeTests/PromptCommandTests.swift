import CellGrid
import FileIO
import Foundation
import PoseEngine
import Runtime
import Simulator
import TestSupport
import Testing

@Suite("Command lines typed at the prompt")
struct PromptCommandTests {
    @Test(
        "duosim and its spellings start the UI; other commands and other duosim commands don't",
        arguments: [
            ("duosim", true), ("duosim --pose laptop --app mail", true), ("./duosim", true),
            (".build/release/duosim --split", true), ("swift run duosim --rtl", true),
            ("swift run -c release duosim", true), ("duosim tui --pose book", true), ("  duosim  ", true),
            ("duosim query", false), ("duosim --help", false), ("duosim --version", false), ("echo duosim", false),
            ("duosim | less", false), ("FOO=1 duosim", false), ("duosim; rm x", false), ("swift build", false),
            ("'duosim' '--pose' 'book'", true), ("duosim --app \"mail\"", true),
        ])
    func launches(line: String, starts: Bool) throws {
        let recording = try replayVHS("Type \"\(line.replacingOccurrences(of: "\"", with: "\\\""))\" Enter")
        #expect(recording.notRun.isEmpty == starts, "\(line): \(recording.notRun)")
    }
}
