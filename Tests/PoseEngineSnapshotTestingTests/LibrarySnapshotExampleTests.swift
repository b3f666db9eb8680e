import Foundation
import PoseEngine
import PoseEngineSnapshotTesting
import PoseEngineTesting
import Testing

// Docs/LIBRARY.md's snapshot test, verbatim from here on (a test in DuosimCLITests checks the
// page still shows this file, and the consumer package there runs the page's copy).

/// The app at every pose, in both orientations: each state's `query` JSON and `render` picture,
/// recorded in `__Snapshots__` beside this file on the first run and compared on every run after.
/// A change to the profile (or to duosim's answer) fails here, listing the lines that changed.
@Test func myAppAtEveryPose() throws {
    let duo = try #require(DeviceProfile.bundled())
    let profile = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("my-app.json")
    let matrix = try PoseMatrix(device: duo, app: AppProfile(contentsOf: profile), varying: [.orientation])
    matrix.assertSnapshots(named: "my-app")
    // What a snapshot library's device configuration takes, for each window of each state.
    for window in matrix.windows {
        let configuration = window.configuration
        #expect(configuration.size.width > 0 && configuration.layoutDirection == .leftToRight)
    }
}
