import PoseEngine
import TestSupport
import Testing

/// The documented and derived rules of Docs/DOMAIN.md §2–§4.
@Suite("Engine rules")
struct RuleTests {
    // MARK: Hinge

    @Test(
        "Hinge status follows the profile's thresholds",
        arguments: [
            (0.0, HingeStatus.closed), (5, .closed), (5.5, .partiallyOpen), (90, .partiallyOpen),
            (127, .partiallyOpen), (174.9, .partiallyOpen), (175, .fullyOpen), (180, .fullyOpen),
        ])
    func hingeStatus(angle: Double, expected: HingeStatus) {
        #expect(duo.hinge.status(at: angle) == expected)
    }

    @Test("Closed uses the outer display; any other status the inner one")
    func displayInUse() {
        #expect(scene("closed").displayInUse == .outer)
        for pose in ["book", "flat", "laptop", "tent"] {
            #expect(scene(pose).displayInUse == .inner, "\(pose)")
        }
    }

    // MARK: Flat fold

    @Test("Flat: the fold is inactive, zero-width, and only appears with .includeInactive")
    func flatFold() throws {
        let flat = scene("flat")
        #expect(flat.status == .fullyOpen)
        #expect(flat.window(.main)!.region("fold") == nil)
        let all = scene("flat", query: RegionQuery(includeInactive: true))
        let fold = try #require(all.window(.main)!.region("fold"))
        #expect(!fold.isActive)
        #expect(fold.frame == rect(475.5, 0, 0, 669))
        #expect(fold.margins == DirectionalMargins(top: 0, leading: 0, bottom: 0, trailing: 0))
        #expect(flat.window(.main)!.foldSide == .acrossFold)
    }

    @Test("Flat Split View: the zero-width fold lies in the divider, so both windows are noFold")
    func flatSplit() {
        let flat = scene("flat", query: RegionQuery(includeInactive: true)) { $0.splitView = true }
        #expect(flat.window(.left)!.foldSide == .noFold)
        #expect(flat.window(.right)!.foldSide == .noFold)
        #expect(flat.window(.left)!.region("fold") == nil)
        #expect(flat.window(.right)!.region("fold") == nil)
    }

    // MARK: Right-to-left

    @Test("Right-to-left mirrors frames and flips the .mirrors side, not the .fixed one")
    func rightToLeft() throws {
        let mirrors = scene("book") {
            $0.splitView = true
            $0.layoutDirection = .rightToLeft
        }
        let left = mirrors.window(.left)!, right = mirrors.window(.right)!
        #expect(try #require(left.region("fold")).frame == rect(0, 0, 13.5, 669))
        #expect(try #require(right.region("fold")).frame == rect(455.5, 0, 13.5, 669))
        #expect(left.foldSide == .rightOfFold)
        #expect(right.foldSide == .leftOfFold)
        #expect(left.physicalFoldSide == .leftOfFold)
        #expect(right.physicalFoldSide == .rightOfFold)

        let fixed = scene("book", query: RegionQuery(behavior: .fixed)) {
            $0.splitView = true
            $0.layoutDirection = .rightToLeft
        }
        #expect(try #require(fixed.window(.left)!.region("fold")).frame == rect(455.5, 0, 13.5, 669))
        #expect(fixed.window(.left)!.foldSide == .leftOfFold)
        #expect(fixed.window(.right)!.foldSide == .rightOfFold)
    }

    @Test("Right-to-left flips the bar edge's word, not its side")
    func rightToLeftBars() {
        let closed = scene("closed") { $0.layoutDirection = .rightToLeft }
        #expect(closed.window(.main)!.toolbarVerticalEdge == .leading)
        #expect(closed.window(.main)!.sideBarPhysicalEdge == .right)
        let split = scene("book") {
            $0.splitView = true
            $0.layoutDirection = .rightToLeft
        }
        #expect(split.window(.left)!.toolbarVerticalEdge == .trailing)
        #expect(split.window(.left)!.sideBarPhysicalEdge == .left)
        #expect(split.window(.right)!.toolbarVerticalEdge == .leading)
    }

    @Test("Right-to-left mirrors an occlusion inside the window")
    func rightToLeftOcclusion() throws {
        let main = scene("closed") { $0.layoutDirection = .rightToLeft }.window(.main)!
        #expect(try #require(main.region("outerCamera")).frame == rect(466 - 399 - 37, 29, 37, 37))
        let fixed = scene("closed", query: RegionQuery(behavior: .fixed)) { $0.layoutDirection = .rightToLeft }.window(
            .main)!
        #expect(try #require(fixed.region("outerCamera")).frame == rect(399, 29, 37, 37))
    }

    // MARK: Extend

    @Test("extend: the left window's fold at x 455.5 width 40, the right window's at x −26.5")
    func extend() throws {
        let split = scene("book", query: RegionQuery(partialRegions: .extend)) { $0.splitView = true }
        let left = try #require(split.window(.left)!.region("fold"))
        let right = try #require(split.window(.right)!.region("fold"))
        #expect(left.frame == rect(455.5, 0, 40, 669))
        #expect(right.frame == rect(-26.5, 0, 40, 669))
        #expect(left.margins.leading == 20 && left.margins.trailing == 20)
        #expect(split.window(.left)!.foldSide == .leftOfFold)
        #expect(split.window(.right)!.foldSide == .rightOfFold)
    }

    @Test("clip: margins are clipped with the frame, so they never add up past it")
    func clippedMargins() throws {
        let split = scene("book") { $0.splitView = true }
        for id in [WindowID.left, .right] {
            let fold = try #require(split.window(id)?.region(.fold))
            #expect(fold.margins.leading + fold.margins.trailing == fold.frame.width)
        }
    }

    // MARK: Portrait

    @Test("Laptop: portrait, a horizontal fold, Split View above / below it")
    func laptop() throws {
        let laptop = scene("laptop")
        #expect(laptop.orientation == .portrait)
        let main = laptop.window(.main)!
        #expect(main.size == Size(width: 669, height: 951))
        let fold = try #require(main.region("fold"))
        #expect(fold.frame == rect(0, 455.5, 669, 40))
        #expect(fold.margins == DirectionalMargins(top: 20, leading: 0, bottom: 20, trailing: 0))
        #expect(main.foldSide == .acrossFold)
        #expect(main.toolbarVerticalEdge == nil)
        #expect(main.sizeClasses == SizeClasses(horizontal: .regular, vertical: .regular))

        let split = scene("laptop") { $0.splitView = true }
        #expect(split.windows.map(\.id) == [.top, .bottom])
        #expect(split.window(.top)!.size == Size(width: 669, height: 469))
        #expect(split.window(.top)!.foldSide == .aboveFold)
        #expect(split.window(.bottom)!.foldSide == .belowFold)
        #expect(try #require(split.window(.top)!.region("fold")).frame == rect(0, 455.5, 669, 13.5))
        #expect(split.window(.top)!.toolbarVerticalEdge == nil)
    }

    @Test("Laptop: the inner camera ends on the upper half")
    func laptopCamera() throws {
        let main = scene("laptop") { $0.innerCameraInUse = true }.window(.main)!
        let camera = try #require(main.region("innerCamera"))
        #expect(camera.frame.maxY < 951 / 2)
        #expect(camera.frame == rect(29, 951 - 884 - 37, 37, 37))
    }

    // MARK: Occlusions

    @Test("The inner camera is an active occlusion only when in use")
    func innerCamera() throws {
        #expect(scene("book").window(.main)!.region("innerCamera") == nil)
        let inactive = try #require(
            scene("book", query: RegionQuery(includeInactive: true)).window(.main)!.region("innerCamera"))
        #expect(!inactive.isActive)
        let inUse = try #require(scene("book") { $0.innerCameraInUse = true }.window(.main)!.region("innerCamera"))
        #expect(inUse.isActive)
        #expect(inUse.kind == .occlusion)
        #expect(inUse.frame == rect(884, 29, 37, 37))
    }

    @Test(
        "The inner display's occlusions are the documented ones: none while its camera is off; the camera and the status area beside it while it is in use"
    )
    func innerOcclusions() throws {
        // "Three reserved regions: the outer camera (always), the inner camera while it's active, and the fold."
        let off = scene("book").window(.main)!
        #expect(off.regions.map(\.id) == ["fold"], "book, camera off: the fold only")
        let inactive = scene("book", query: RegionQuery(includeInactive: true)).window(.main)!
        #expect(inactive.region("island")?.isActive == false, "the status area is there, inactive")
        let on = scene("book") { $0.innerCameraInUse = true }.window(.main)!
        #expect(on.region("innerCamera")?.frame == rect(884, 29, 37, 37))
        #expect(on.region("island")?.frame == rect(867, 0, 84, 170))
        #expect(on.region("island")?.isActive == true)
        // The outer display keeps both, always (measured).
        #expect(scene("closed").window(.main)!.regions.map(\.id.rawValue).sorted() == ["island", "outerCamera"])
        // The other reading is the profile's: an always-active inner status area.
        var profile = duo
        for index in profile.features.indices
        where profile.features[index].id == "island" && profile.features[index].display == .inner {
            profile.features[index].activeWhen = .always
        }
        let always = Engine(profile: profile).scene(for: state("book"), query: RegionQuery()).window(.main)!
        #expect(always.region("island")?.isActive == true)
    }

    @Test("A Live Activity grows the island downward")
    func liveActivity() throws {
        for pose in ["closed", "book"] {
            let plain = try #require(scene(pose) { $0.innerCameraInUse = true }.window(.main)!.region("island"))
            let live = try #require(
                scene(pose) {
                    $0.liveActivity = true
                    $0.innerCameraInUse = true
                }.window(.main)!.region("island"))
            #expect(live.frame.height > plain.frame.height, "\(pose)")
            #expect(live.frame.minY == plain.frame.minY && live.frame.minX == plain.frame.minX, "\(pose)")
        }
    }

    @Test("kind filters the regions")
    func kindFilter() {
        let divisions = scene("book", query: RegionQuery(kind: .division)).window(.main)!.regions
        #expect(divisions.map(\.id) == ["fold"])
        let occlusions = scene("book", query: RegionQuery(kind: .occlusion)) { $0.innerCameraInUse = true }.window(
            .main)!.regions
        #expect(occlusions.allSatisfy { $0.kind == .occlusion } && !occlusions.isEmpty)
    }

    @Test("Only regions that overlap the view are returned")
    func overlapOnly() {
        let split = scene("book") {
            $0.splitView = true
            $0.innerCameraInUse = true
        }
        #expect(split.window(.left)!.region("island") == nil)
        #expect(split.window(.right)!.region("island") != nil)
    }

    // MARK: Size classes

    @Test("Size classes: outer portrait compact/regular, outer landscape compact/compact, inner regular/regular")
    func sizeClasses() {
        #expect(scene("closed").window(.main)!.sizeClasses == SizeClasses(horizontal: .compact, vertical: .regular))
        let landscape = scene("closed") { $0.outerOrientation = .landscape }
        #expect(landscape.window(.main)!.sizeClasses == SizeClasses(horizontal: .compact, vertical: .compact))
        #expect(landscape.window(.main)!.size == Size(width: 662, height: 466))
        #expect(scene("book").window(.main)!.sizeClasses == SizeClasses(horizontal: .regular, vertical: .regular))
    }

    @Test("The outer display has no Split View")
    func outerHasNoSplit() {
        #expect(scene("closed") { $0.splitView = true }.windows.map(\.id) == [.main])
    }

    // MARK: FoldSide classifier

    @Test("FoldSide: a 0.5 pt tolerance on touching an edge")
    func tolerance() {
        func side(_ frame: Rect) -> FoldSide {
            Engine.foldSide(
                of: Size(width: 100, height: 200),
                divisions: [
                    PoseRegion(
                        id: "fold", kind: .division, frame: frame,
                        margins: .init(top: 0, leading: 0, bottom: 0, trailing: 0), isActive: true)
                ])
        }
        #expect(side(rect(90, 0, 9.5, 200)) == .leftOfFold)
        #expect(side(rect(90, 0, 9.4, 200)) == .acrossFold)
        #expect(side(rect(0.5, 0, 10, 200)) == .rightOfFold)
        #expect(side(rect(0.6, 0, 10, 200)) == .acrossFold)
        #expect(side(rect(0, 0, 100, 200)) == .acrossFold)
        #expect(side(rect(0, 190, 100, 10)) == .aboveFold)
        #expect(side(rect(0, 0, 100, 10)) == .belowFold)
        #expect(Engine.foldSide(of: Size(width: 100, height: 200), divisions: []) == .noFold)
    }

    // MARK: Poses

    @Test("A preset's name is reported only when the state is exactly in it")
    func poseNames() {
        #expect(scene("book").poseName == "book")
        #expect(engine.scene(for: state("book") { $0.angle = 128 }).poseName == "custom")
        #expect(scene("laptop").poseName == "laptop")
    }
}
