import Foundation
import PoseEngine
import TestSupport
import Testing

/// The live UI with the largest app a profile may have (issue 30: with 10,000 controls it took
/// 8.7 s to act on SIGTERM). How fast is the bench's to say (`duosim bench --only scale`,
/// `.ci/bench.sh`); this says that it answers at all, as a person would see it.
@Suite(
    "Terminal UI: the largest app a profile may have", .serialized,
    .enabled(if: TmuxSession.available, "tmux is not installed (.ci/run installs it): these tests are skipped"))
struct ScaleUITests {
    /// An app with `Limits.controls` controls in groups of five over the whole window, and
    /// `Limits.items` toolbar items of every placement.
    static func largestApp(in folder: URL) throws -> URL {
        let placements = ["navigation", "prominent", "topBar", "bottomBar"]
        let items = (0..<Limits.items).map { index in
            ["id": "item\(index)", "symbol": "circle", "placement": placements[index % placements.count]]
        }
        let widths = [20, 44, 88]
        let controls = (0..<Limits.controls).map { index -> [String: Any] in
            let x = Double(index * 37 % 100) / 100, y = Double(index * 53 % 100) / 100
            let fraction: [String: Double] = ["x": x, "y": y]
            let size: [String: Int] = ["width": widths[index % 3], "height": 44]
            return ["id": "control\(index)", "group": "group\(index / 5)", "fraction": fraction, "size": size]
        }
        let app: [String: Any] = [
            "name": "largest", "source": "assumed: as large as Limits lets it be", "toolbar": items,
            "controls": controls,
        ]
        let url = folder.appendingPathComponent("largest.json")
        try JSONSerialization.data(withJSONObject: app).write(to: url)
        return url
    }

    @Test("At the limits the UI draws the app, moves the hinge on a key, and SIGTERM ends it (143)")
    func answersAtTheLimits() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = try Self.largestApp(in: folder)
        let tmux = try TmuxSession(["--app", app.path, "--split"], columns: 200, rows: 60)
        try tmux.waitFor("127° partiallyOpen", timeout: 60)
        try tmux.send("Right")
        try tmux.waitFor("128°", timeout: 30)
        try tmux.send("u")
        // The controls overlay names the controls it draws.
        try tmux.waitFor("control", timeout: 30)
        let pid = try #require(try tmux.programPID())
        kill(pid, SIGTERM)
        try tmux.waitFor("EXIT=143", timeout: 30)
        #expect(try !tmux.alternateScreen())
    }

    @Test("One control more than Limits.controls is exit 65 naming the field, before the UI starts")
    func overTheLimit() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("over.json")
        let controls = (0...Limits.controls).map { index in
            #"{"id": "c\#(index)", "fraction": {"x": 0.5, "y": 0.5}, "size": {"width": 44, "height": 44}}"#
        }
        try Data(
            (#"{"name": "over", "source": "assumed", "controls": ["# + controls.joined(separator: ",") + "]}").utf8
        ).write(to: url)
        let result = try runBinary(["query", "--app", url.path])
        #expect(result.status == 65)
        #expect(
            result.stderr.contains("$.controls: \(Limits.controls + 1) controls, more than the \(Limits.controls)"),
            "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1)
    }
}
