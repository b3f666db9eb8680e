import Foundation
import PoseEngine
import PoseEngineTesting
import TestSupport
import Testing

/// The test kit: the states it walks, the checks and what they say when they fail, folds and
/// occlusions anywhere, the CoreGraphics conversions and profile files.
@Suite("PoseEngineTesting")
struct PoseMatrixTests {
    // MARK: States

    @Test(
        "PoseStates walks every pose × orientation × Split View × direction × camera × Live Activity that changes something"
    )
    func states() throws {
        let all = try PoseStates(duo)
        // Open (4 poses, inner display): 2 orientations × Split View off and on × 2 directions ×
        // (camera off; camera on; camera on and a Live Activity, which grows the inner island only
        // while the camera makes it an occlusion). Closed (outer display): no Split View, no inner
        // camera, a Live Activity grows the outer island: 2 × 2 × 2.
        let open = 4 * 2 * 2 * 2 * 3, closed = 2 * 2 * 2
        #expect(all.count == open + closed)
        #expect(Set(all.cases).count == all.count)
        #expect(!all.contains { $0.pose.name == "closed" && ($0.state.splitView || $0.state.innerCameraInUse) })
        #expect(!all.contains { $0.pose.name != "closed" && $0.state.liveActivity && !$0.state.innerCameraInUse })

        let book = try PoseStates(duo, poses: ["book"], varying: [])
        #expect(book.cases.map(\.state) == [duo.state(at: duo.defaultPose)])
        #expect(book.cases.map(\.description) == ["book 127° landscape"])
        let split = try PoseStates(duo, poses: ["book"], varying: [.splitView, .layoutDirection])
        #expect(split.count == 4)
        #expect(split.cases.last?.description == "book 127° landscape, Split View, right-to-left")
        // book and laptop, each with Split View off and on (as PoseStates' doc says).
        let two = try PoseStates(duo, poses: ["book", "laptop"], varying: [.splitView])
        #expect(
            two.cases.map(\.description) == [
                "book 127° landscape", "book 127° landscape, Split View", "laptop 100° portrait",
                "laptop 100° portrait, Split View",
            ])
    }

    @Test("A misspelt pose, or none, throws naming the device's poses")
    func misspeltPose() throws {
        let error = try #require(throws: PoseNameError.self) { try PoseStates(duo, poses: ["book", "boook"]) }
        #expect(error.unknown == ["boook"])
        #expect(
            error.description
                == #"no pose named "boook" on iphone-duo (its poses: \#(duo.poses.map(\.name).joined(separator: ", ")))"#
        )
        #expect(throws: PoseNameError.self) { try PoseMatrix(device: duo, app: bundledApp("mail"), poses: ["boook"]) }
        #expect(throws: PoseNameError.self) { try PoseMatrix(device: duo, poses: []) }
    }

    // MARK: Checks

    @Test("requireClear passes a rect clear of the fold and names each state, window and region a rect meets")
    func requireClear() throws {
        let matrix = try PoseMatrix(device: duo, poses: ["book"], varying: [.splitView])
        #expect(matrix.windows.count == 3)  // full screen, then left and right
        // Clear: the right window has the fold's sliver at its left edge (x 0…13.5).
        try matrix.requireClearOfFoldAndCameras("a button") { window in
            Rect(x: window.window.id == .right ? 300 : 100, y: 600, width: 44, height: 44)
        }

        // The fold's frame is x 455.5…495.5 full screen, and a 13.5 pt sliver at each Split View window's inner edge.
        let failure = try #require(
            throws: LayoutCheckFailure.self,
            performing: {
                try matrix.requireClearOfFoldAndCameras("a button at x 460") { window in
                    window.window.id == .main ? Rect(x: 460, y: 100, width: 44, height: 44) : nil
                }
            })
        #expect(failure.problems.count == 1)
        #expect(failure.problems.first?.window == "book 127° landscape: window main")
        #expect(failure.problems.first?.reason.contains("meets fold (division)") == true)
        #expect(failure.problems.first?.reason.contains("over 35.5 × 44") == true)
        #expect(
            failure.description.hasPrefix(
                "a button at x 460: 1 of 3 windows fail\n  book 127° landscape: window main: "))

        let sliver = try #require(
            throws: LayoutCheckFailure.self,
            performing: {
                try matrix.requireClearOfFoldAndCameras("the right edge") { window in
                    Rect(x: window.window.size.width - 10, y: 0, width: 10, height: 10)
                }
            })
        #expect(sliver.problems.map(\.window) == ["book 127° landscape, Split View: window left"])
    }

    @Test("A check that finds nothing to check fails: a wrong id is never a pass")
    func nothingToCheck() throws {
        let matrix = try PoseMatrix(device: duo, app: bundledApp("mail"), poses: ["book"], varying: [])
        let failure = try #require(
            throws: LayoutCheckFailure.self,
            performing: {
                try matrix.requireClearOfFoldAndCameras("the compose buton") { window in
                    window.layout?.bars.items.first { $0.id == "compose-typo" }?.frame
                }
            })
        #expect(failure.description == "the compose buton: no rect to check in any of 1 windows (is its id right?)")
    }

    @Test("require names each window whose check gives a reason")
    func require() throws {
        let matrix = try PoseMatrix(device: duo, poses: ["book", "flat"], varying: [])
        let failure = try #require(
            throws: LayoutCheckFailure.self,
            performing: {
                try matrix.require("no fold") { window in window.fold.map { "a fold at \($0.frame)" } }
            })
        #expect(failure.problems.map(\.window) == ["book 127° landscape: window main"])
        #expect(failure.problems.first?.reason == "a fold at (455.5, 0, 40 × 669)")
    }

    // MARK: Folds and occlusions anywhere

    @Test("withFold moves the fold (margins kept or given) and refuses one that leaves the display")
    func withFold() throws {
        let device = try duo.withFold(.vertical(x: 400))
        let fold = try #require(try PoseMatrix(device: device, poses: ["book"], varying: []).windows.first?.fold)
        #expect(fold.frame == Rect(x: 380, y: 0, width: 40, height: 669))
        let wide = try duo.withFold(.vertical(x: 400), margin: 50)
        #expect(try PoseMatrix(device: wide, poses: ["book"], varying: []).windows.first?.fold?.frame.width == 100)
        #expect(device.features.filter { $0.kind == .division }.count == 1)
        #expect(throws: TestDeviceError.self) { try duo.withFold(.vertical(x: 940)) }
        #expect(throws: TestDeviceError.self) { try duo.withFold(.horizontal(y: -1)) }
        // A horizontal fold on the inner display: laptop's windows stack above and below it.
        let across = try duo.withFold(.horizontal(y: 334.5), margin: 10)
        #expect(try PoseMatrix(device: across, poses: ["book"], varying: []).windows.first?.fold?.frame.height == 20)
    }

    @Test("addingOcclusion adds a region the checks see, and refuses one outside the display or with a taken id")
    func addingOcclusion() throws {
        let device = try duo.addingOcclusion("sensor", Rect(x: 0, y: 0, width: 60, height: 30))
        let matrix = try PoseMatrix(device: device, poses: ["book"], varying: [])
        #expect(throws: LayoutCheckFailure.self) {
            try matrix.requireClearOfFoldAndCameras("a corner") { _ in Rect(x: 0, y: 0, width: 44, height: 44) }
        }
        #expect(throws: TestDeviceError.self) {
            try duo.addingOcclusion("big", Rect(x: 900, y: 0, width: 60, height: 30))
        }
        #expect(throws: TestDeviceError.self) {
            try device.addingOcclusion("sensor", Rect(x: 0, y: 0, width: 1, height: 1))
        }
    }

    // MARK: CoreGraphics and files

    @Test("Rect, Size and CGRect, CGSize, CGPoint convert both ways")
    func coreGraphics() {
        let rect = Rect(x: 1.5, y: 2, width: 30, height: 40.25)
        #expect(Rect(CGRect(rect)) == rect)
        #expect(CGRect(rect) == CGRect(x: 1.5, y: 2, width: 30, height: 40.25))
        #expect(Size(CGSize(Size(width: 3, height: 4))) == Size(width: 3, height: 4))
        #expect(rect.origin == CGPoint(x: 1.5, y: 2))
        #expect(rect.center == CGPoint(x: 16.5, y: 22.125))
        #expect(Rect(CGPoint(x: 475.5, y: 10)) == Rect(x: 475.5, y: 10, width: 0, height: 0))
    }

    @Test(
        "DeviceProfile(contentsOf:) and AppProfile(contentsOf:) read a file, name what is wrong, and refuse one too large"
    )
    func profileFiles() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let device = try DeviceProfile(contentsOf: repositoryRoot.appendingPathComponent("Profiles/iphone-duo.json"))
        #expect(device == duo)
        let app = try AppProfile(contentsOf: repositoryRoot.appendingPathComponent("Profiles/apps/mail.json"))
        #expect(app == bundledApp("mail"))

        let bad = folder.appendingPathComponent("bad.json")
        try Data(#"{"name": "x", "source": "assumed", "compression": 3}"#.utf8).write(to: bad)
        let error = try #require(throws: DataError.self) { try AppProfile(contentsOf: bad) }
        #expect(error.location == "$.compression")
        let large = folder.appendingPathComponent("large.json")
        try Data(repeating: 0x20, count: Limits.profileBytes + 1).write(to: large)
        let tooLarge = try #require(throws: DataError.self) { try DeviceProfile(contentsOf: large) }
        #expect(tooLarge.reason.contains("too large"))
        #expect(throws: (any Error).self) { try DeviceProfile(contentsOf: folder.appendingPathComponent("none.json")) }
    }
}
