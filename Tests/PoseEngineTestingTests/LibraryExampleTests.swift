import PoseEngine
import PoseEngineTesting
import Testing

// Docs/LIBRARY.md's four tests, verbatim from here on (a test in DuosimCLITests checks the page
// still shows this file, and the consumer package there runs the page's copy).

/// A toolbar button never under the fold: in every pose, orientation, Split View window and
/// direction, with the inner camera on and off, Mail's compose button is clear of the fold and
/// every camera (where it isn't shown, in an overflow menu, there's nothing to check).
@Test func composeIsNeverUnderTheFold() throws {
    let duo = try #require(DeviceProfile.bundled())
    let mail = try #require(AppProfile.bundled("mail"))
    try PoseMatrix(device: duo, app: mail).requireClearOfFoldAndCameras("the compose button") { window in
        window.layout?.bars.items.first { $0.id == "compose" }?.frame
    }
}

/// A sheet placed off the fold: on the iPhone Duo, and on a device folded off-centre that nobody
/// has written a profile for.
@Test func theComposeSheetStaysOffTheFold() throws {
    let duo = try #require(DeviceProfile.bundled())
    let mail = try #require(AppProfile.bundled("mail"))
    for device in [duo, try duo.withFold(.vertical(x: 400))] {
        try PoseMatrix(device: device, app: mail).requireClearOfFoldAndCameras("the compose sheet") { window in
            window.layout?.presentations.first { $0.id == "composeSheet" }?.frame
        }
    }
}

/// The app's own rule for Split View: its content leaves out the sliver of fold a window has at
/// one edge (UIKit's safe area doesn't), so nothing of it sits in the fold's margins.
func contentFrame(in window: WindowCase) -> Rect {
    let size = window.window.size
    guard let fold = window.fold?.frame else { return Rect(x: 0, y: 0, width: size.width, height: size.height) }
    if fold.isVertical {
        return fold.minX <= 0
            ? Rect(x: fold.maxX, y: 0, width: size.width - fold.maxX, height: size.height)
            : Rect(x: 0, y: 0, width: fold.minX, height: size.height)
    }
    return fold.minY <= 0
        ? Rect(x: 0, y: fold.maxY, width: size.width, height: size.height - fold.maxY)
        : Rect(x: 0, y: 0, width: size.width, height: fold.minY)
}

/// A Split View arrangement: each window stays on one side of the fold, and the app's content in
/// it clears the fold, in both orientations and directions.
@Test func splitViewContentClearsTheFold() throws {
    let duo = try #require(DeviceProfile.bundled())
    let matrix = try PoseMatrix(device: duo, varying: [.splitView, .orientation, .layoutDirection])
    try matrix.require("a Split View window beside the fold") { window in
        window.pose.state.splitView && window.window.foldSide == .acrossFold ? "the fold crosses it" : nil
    }
    try matrix.requireClearOfFoldAndCameras("the content") { window in
        window.pose.state.splitView ? contentFrame(in: window) : nil
    }
}

/// Everything `duosim audit` checks, as a test: none of Mail's controls and presentations breaks
/// an audit rule (the fold, a camera or the island, the side column, the safe area, the window's
/// edges, its anchor) in any state; with `strict`, not even with a warning.
@Test func mailPassesTheAudit() throws {
    let duo = try #require(DeviceProfile.bundled())
    let mail = try #require(AppProfile.bundled("mail"))
    try PoseMatrix(device: duo, app: mail).requireAuditPasses(strict: true)
}
