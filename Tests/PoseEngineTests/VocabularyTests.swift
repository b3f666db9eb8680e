import Foundation
import PoseEngine
import TestSupport
import Testing

/// Each platform's words for the same pose, checked against the rule sentences they implement
/// (Docs/DOMAIN.md, "Other platforms' vocabularies").
@Suite("Vocabularies: Android, Flutter, the web, Apple")
struct VocabularyTests {
    func android(_ scene: PoseScene) -> AndroidVocabulary.Report { AndroidVocabulary.report(scene, profile: duo) }
    func flutter(_ scene: PoseScene) -> FlutterVocabulary.Report { FlutterVocabulary.report(scene, profile: duo) }
    func web(_ scene: PoseScene) -> WebVocabulary.Report { WebVocabulary.report(scene, profile: duo) }

    // MARK: Posture

    @Test(
        "Posture from the hinge angle by inclusive ranges, first match wins: closed 0–30, half-opened (30–150], flat (150–180]"
    )
    func postures() {
        let expected: [(Double, DevicePosture)] = [
            (0, .closed), (30, .closed), (30.5, .halfOpened), (127, .halfOpened), (150, .halfOpened), (150.5, .flat),
            (180, .flat),
        ]
        for (angle, posture) in expected { #expect(duo.posture(at: angle) == posture, "\(angle)°") }
    }

    // MARK: Android

    @Test("Closed: no folding feature, even at 20° where Apple's inner display is already in use")
    func androidClosed() {
        for angle in [0.0, 20] {
            let report = android(scene("book") { $0.angle = angle })
            #expect(report.posture == .closed)
            #expect(report.windows.allSatisfy { $0.reported.isEmpty && $0.computed.isEmpty }, "\(angle)°")
        }
    }

    @Test(
        "Book, 127°, camera in use: HALF_OPENED, a VERTICAL crease at x = 475.5 of zero width, occlusion NONE, separating; margins and the island are lost"
    )
    func androidBook() throws {
        let report = android(scene("book") { $0.innerCameraInUse = true })
        #expect(report.posture == .halfOpened)
        let window = try #require(report.windows.first)
        let feature = try #require(window.reported.first)
        #expect(feature.bounds == rect(475.5, 0, 0, 669))
        #expect(feature.orientation == .vertical)
        #expect(feature.occlusionType == .none)
        #expect(feature.state == .halfOpened)
        #expect(feature.isSeparating)
        #expect(window.difference == nil)
        #expect(window.lost.contains(.foldMargins(20)))
        #expect(window.lost.contains(.occlusion(id: "island", size: Size(width: 84, height: 170))))
    }

    @Test("Right-to-left changes nothing: Android's bounds are physical")
    func androidRightToLeft() throws {
        let feature = try #require(
            android(scene("book") { $0.layoutDirection = .rightToLeft }).windows.first?.reported.first)
        #expect(feature.bounds == rect(475.5, 0, 0, 669))
    }

    @Test("Laptop: a HORIZONTAL crease at y = 475.5 across the 669-wide portrait window")
    func androidLaptop() throws {
        let feature = try #require(android(scene("laptop")).windows.first?.reported.first)
        #expect(feature.bounds == rect(0, 475.5, 669, 0))
        #expect(feature.orientation == .horizontal)
        #expect(feature.state == .halfOpened)
        #expect(feature.isSeparating)
    }

    @Test("Flat: FLAT, not separating; Apple's inactive fold, with or without .includeInactive, is still a feature")
    func androidFlat() throws {
        for includeInactive in [false, true] {
            let report = android(scene("flat", query: RegionQuery(includeInactive: includeInactive)))
            #expect(report.posture == .flat)
            let feature = try #require(report.windows.first?.reported.first)
            #expect(feature.state == .flat)
            #expect(!feature.isSeparating)
            #expect(feature.bounds == rect(475.5, 0, 0, 669))
            #expect(
                report.windows.first?.lost.contains { if case .foldMargins = $0 { true } else { false } } == false,
                "a flat fold has no margins to lose")
        }
    }

    @Test(
        "Split View is multi-window: Android reports an empty list; the crease lies in the divider gap, so the geometry agrees"
    )
    func androidSplit() {
        let report = android(scene("book") { $0.splitView = true })
        #expect(report.windows.map(\.window) == [.left, .right])
        #expect(report.windows.allSatisfy { $0.reported.isEmpty && $0.computed.isEmpty && $0.difference == nil })
    }

    @Test(
        "A window in multi-window mode that meets the crease: reported empty, computed not, and the difference says why"
    )
    func androidMultiWindowDifference() throws {
        // A profile whose divider is narrow enough for the left window to reach the crease.
        var profile = duo
        profile.splitView.dividerWidth = 0
        profile.splitView.fraction = 0.6
        let scene = Engine(profile: profile).scene(for: state("book") { $0.splitView = true }, query: RegionQuery())
        let left = try #require(AndroidVocabulary.report(scene, profile: profile).windows.first { $0.window == .left })
        #expect(left.reported.isEmpty)
        #expect(left.computed.first?.bounds == rect(475.5, 0, 0, 669))
        #expect(left.difference == .multiWindowMode)
    }

    @Test("A feature that doesn't cross the window's full height is omitted")
    func androidPartialSpan() {
        var profile = duo
        profile.splitView.tallOrientationStacks = false
        // Laptop in Split View side by side: each window is 328 wide and meets the horizontal crease only
        // along its own width, which is its full width: kept. A window narrower than the crease's span is fine;
        // what must not happen is a feature reported for a window it only grazes.
        let scene = Engine(profile: profile).scene(for: state("laptop") { $0.splitView = true }, query: RegionQuery())
        for window in AndroidVocabulary.report(scene, profile: profile).windows {
            for feature in window.computed {
                let size = scene.window(window.window)!.size
                #expect(feature.bounds.width == size.width || feature.bounds.height == size.height)
            }
        }
    }

    // MARK: Flutter

    @Test(
        "Flutter, book, camera in use: a fold (occlusion NONE) in postureHalfOpened, the island as a cutout in state unknown; the sub-screen is the left half"
    )
    func flutterBook() throws {
        let window = try #require(flutter(scene("book") { $0.innerCameraInUse = true }).windows.first)
        let fold = try #require(window.displayFeatures.first { $0.type == .fold })
        #expect(fold.state == .postureHalfOpened)
        #expect(fold.bounds == rect(475.5, 0, 0, 669))
        let cutout = try #require(window.displayFeatures.first { $0.type == .cutout && $0.region == "island" })
        #expect(cutout.state == .unknown)
        #expect(cutout.region == "island")
        #expect(cutout.bounds == rect(867, 0, 84, 170))
        #expect(window.subScreen == rect(0, 0, 475.5, 669))
    }

    @Test("Flutter, right-to-left: the sub-screen nearest the top-right corner, the right half")
    func flutterRightToLeft() throws {
        let window = try #require(flutter(scene("book") { $0.layoutDirection = .rightToLeft }).windows.first)
        #expect(window.subScreen == rect(475.5, 0, 475.5, 669))
    }

    @Test("Flutter, flat: a postureFlat fold of zero width is not avoided: the sub-screen is the whole window")
    func flutterFlat() throws {
        let window = try #require(flutter(scene("flat", query: RegionQuery(includeInactive: true))).windows.first)
        #expect(window.displayFeatures.first { $0.type == .fold }?.state == .postureFlat)
        #expect(window.subScreen == rect(0, 0, 951, 669))
        #expect(window.avoided.isEmpty)
    }

    @Test("Flutter, laptop: the top half; closed: the outer camera and island as cutouts, no fold")
    func flutterLaptopAndClosed() throws {
        #expect(flutter(scene("laptop")).windows.first?.subScreen == rect(0, 0, 669, 475.5))
        let closed = try #require(flutter(scene("closed")).windows.first)
        #expect(closed.displayFeatures.allSatisfy { $0.type == .cutout })
        #expect(Set(closed.displayFeatures.compactMap(\.region)) == ["outerCamera", "island"])
        #expect(closed.subScreen == rect(0, 0, 466, 662))
    }

    @Test("Flutter in Split View takes Android's (empty) list: no fold, whole windows")
    func flutterSplit() {
        let report = flutter(scene("book") { $0.splitView = true })
        #expect(report.windows.allSatisfy { window in !window.displayFeatures.contains { $0.type == .fold } })
        #expect(report.windows.map(\.subScreen) == [rect(0, 0, 469, 669), rect(0, 0, 469, 669)])
    }

    // MARK: Web

    @Test("Web, book: folded; two segments that abut at the crease, 0…475.5 and 475.5…951; 2 horizontal segments")
    func webBook() throws {
        let report = web(scene("book"))
        #expect(report.devicePosture == .folded)
        let window = try #require(report.windows.first)
        #expect(window.segments == [rect(0, 0, 475.5, 669), rect(475.5, 0, 475.5, 669)])
        #expect(window.horizontalSegments == 2)
        #expect(window.verticalSegments == 1)
        let env = Dictionary(uniqueKeysWithValues: window.environment.map { ($0.name, $0.value) })
        #expect(env["viewport-segment-width 0 0"] == 475.5)
        #expect(env["viewport-segment-left 1 0"] == 475.5)
        #expect(env["viewport-segment-right 1 0"] == 951)
        #expect(window.safeAreaInsets == WebVocabulary.Insets(), "camera off: nothing reserved")
        // With the camera in use the island is only a safe-area inset: on the right, where it reserves the least.
        let camera = try #require(web(scene("book") { $0.innerCameraInUse = true }).windows.first)
        #expect(
            camera.safeAreaInsets == WebVocabulary.Insets(top: 66, right: 84, bottom: 0, left: 0),
            "the camera on top, the island on the right")
    }

    @Test("Web, laptop: two stacked segments, vertical-viewport-segments 2")
    func webLaptop() throws {
        let window = try #require(web(scene("laptop")).windows.first)
        #expect(window.segments == [rect(0, 0, 669, 475.5), rect(0, 475.5, 669, 475.5)])
        #expect(window.verticalSegments == 2)
    }

    @Test("Web, flat (with or without .includeInactive) and closed: continuous, one segment equal to the viewport")
    func webFlatClosed() throws {
        for scene in [scene("flat"), scene("flat", query: RegionQuery(includeInactive: true)), scene("closed")] {
            let report = web(scene)
            #expect(report.devicePosture == .continuous)
            let window = try #require(report.windows.first)
            #expect(window.segments == [rect(0, 0, window.size.width, window.size.height)])
        }
        // Closed: the outer camera and island become insets: the camera on top (66), the island on the right (84).
        let closed = try #require(web(scene("closed")).windows.first)
        #expect(closed.safeAreaInsets == WebVocabulary.Insets(top: 66, right: 84, bottom: 0, left: 0))
    }

    @Test("Web, Split View, both directions: folded, yet each window is one segment (the crease doesn't cross it)")
    func webSplit() {
        for direction in [UserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
            let report = web(
                scene("book") {
                    $0.splitView = true
                    $0.layoutDirection = direction
                })
            #expect(report.devicePosture == .folded)
            #expect(report.windows.allSatisfy { $0.segments.count == 1 && $0.segments[0] == rect(0, 0, 469, 669) })
        }
    }

    // MARK: Apple

    @Test("Apple: onHingeChange in degrees with the status; UIHinge in radians")
    func apple() {
        let report = AppleVocabulary.report(scene("book"))
        #expect(report.angle == 127)
        #expect(report.status == .partiallyOpen)
        #expect(abs(report.radians - 2.2165681500327987) < 1e-12)
    }

    @Test("The posture ranges come from the profile and must hold every angle")
    func profileRanges() throws {
        let data = try Data(contentsOf: repositoryRoot.appendingPathComponent("Profiles/iphone-duo.json"))
        var tree = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        tree["postures"] =
            [
                "ranges": [["posture": "closed", "from": 0, "to": 10], ["posture": "flat", "from": 20, "to": 180]],
                "source": "assumed",
            ] as [String: Any]
        let text = String(decoding: try JSONSerialization.data(withJSONObject: tree), as: UTF8.self)
        do {
            _ = try DeviceProfile.decode(Data(text.utf8), file: "p.json")
            Issue.record("a gap between postures was accepted")
        } catch let error as DataError {
            #expect(error.location == "$.postures.ranges")
            #expect(error.reason.contains("between 10° and 20°"), "\(error.reason)")
        }
    }
}
