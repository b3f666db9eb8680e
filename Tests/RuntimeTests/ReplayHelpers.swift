import CellGrid
import FileIO
import Foundation
import PoseEngine
import Runtime
import Simulator
import TestSupport
import Testing

// MARK: - Replaying in tests

/// A launcher for tests: `--pose NAME` and `--app NAME`, as the command line reads them.
func testLauncher(_ arguments: [String]) throws -> SimState {
    var state = SimState(profile: duo, pose: duo.state(at: duo.defaultPose))
    var words = arguments.makeIterator()
    while let word = words.next() {
        switch word {
        case "--pose": state = reduce(state, .pose(PoseID(rawValue: words.next() ?? "")))
        case "--app": state.app = try ProfileLoader.app(words.next() ?? "")
        default: break  // the command line's own parsing is tested end to end
        }
    }
    return state
}

func replayVHS(_ text: String) throws -> Recording {
    try Replayer.run(
        try TapeParser.parse(text, file: "t.tape"), defaultProfile: duo,
        loadProfile: { try ProfileLoader.device($0) }, loadApp: { try ProfileLoader.app($0) }, launch: testLauncher)
}

func text(_ recording: Recording, _ path: String) throws -> String {
    try #require(recording.files.first { $0.path == path }?.text, "no \(path)")
}

func frames(_ text: String) -> [String] {
    text.components(separatedBy: TextFramesWriter.separator).dropLast()
}
