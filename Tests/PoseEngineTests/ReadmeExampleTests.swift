import PoseEngine
import Testing

// The README's example of testing an app's own layout against PoseEngine, verbatim (a test
// in DuosimCLITests checks the README still shows this file).

/// The app's own layout rule: the width its list may use beside the fold.
func listWidth(in window: WindowScene) -> Double {
    window.size.width - (window.region(.fold)?.frame.width ?? 0)
}

@Test func theListStaysClearOfTheFoldInSplitView() throws {
    let duo = try #require(DeviceProfile.bundled())
    var state = duo.state(at: try #require(duo.pose(named: "book")))
    state.splitView = true
    let left = try #require(Engine(profile: duo).scene(for: state).window(.left))
    #expect(listWidth(in: left) == 469 - 13.5)
}
