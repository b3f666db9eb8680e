import Foundation
import PoseEngine
import TestSupport
import Testing

/// Each vocabulary exact to its platform (Docs/DOMAIN.md §8): Android's integer pixels, the hinge
/// ranges where Apple and the platforms disagree, Flutter on iOS, the web's posture and browsers.
/// The rules are checked on profiles of the tests' own (other scales, thresholds and ranges).
@Suite("Vocabularies, exact to each platform")
struct VocabularyExactTests {
    /// The bundled device changed by `change`.
    func profile(_ change: (inout DeviceProfile) -> Void) -> DeviceProfile {
        var profile = duo
        change(&profile)
        return profile
    }

    func scene(_ profile: DeviceProfile, _ pose: String, _ change: (inout PoseState) -> Void = { _ in }) -> PoseScene {
        var state = profile.state(at: profile.pose(named: pose)!)
        change(&state)
        return Engine(profile: profile).scene(for: state)
    }

    // MARK: Android's pixels

    @Test("Android's bounds: points × the display's scale, each edge rounded as Math.round (a half up)")
    func pixelBounds() throws {
        for scale in [1.0, 1.5, 2, 2.75, 3, 3.5] {
            let device = profile { $0.inner.pixelsPerPoint = scale }
            for pose in ["book", "laptop"] {
                let window = try #require(AndroidVocabulary.report(scene(device, pose), profile: device).windows.first)
                let feature = try #require(window.reported.first, "\(pose) at \(scale)")
                let pixels = try #require(feature.pixelBounds)
                let b = feature.bounds
                func rounded(_ points: Double) -> Int { Int((points * scale + 0.5).rounded(.down)) }
                let got: [Int] = [pixels.left, pixels.top, pixels.right, pixels.bottom]
                let expected: [Int] = [rounded(b.minX), rounded(b.minY), rounded(b.maxX), rounded(b.maxY)]
                #expect(got == expected, "\(pose) at \(scale)")
                // A zero-width crease stays zero-width in pixels.
                #expect(pose == "book" ? pixels.left == pixels.right : pixels.top == pixels.bottom)
            }
        }
    }

    @Test("A half pixel rounds up: 475.5 pt at 3 is 1426.5 px → 1427, at 1 is 475.5 → 476; at 2 it is exact")
    func halfPixel() throws {
        for (scale, expected) in [(3.0, 1427), (1, 476), (2, 951)] {
            let device = profile { $0.inner.pixelsPerPoint = scale }
            let feature = try #require(
                AndroidVocabulary.report(scene(device, "book"), profile: device).windows.first?.reported.first)
            #expect(feature.pixelBounds?.left == expected)
            #expect(feature.pixelBounds?.right == expected)
            #expect(feature.bounds.minX == 475.5, "the points stay beside them")
        }
        // The bundled device names its scale.
        #expect(duo.inner.pixelsPerPoint == 3)
    }

    @Test("Without a scale in the profile there are no pixels, only points; the outer display's scale doesn't count")
    func noScale() throws {
        let device = profile {
            $0.inner.pixelsPerPoint = nil
            $0.outer.pixelsPerPoint = 2
        }
        let report = AndroidVocabulary.report(scene(device, "book"), profile: device)
        #expect(report.pixelsPerPoint == nil)
        let feature = try #require(report.windows.first?.reported.first)
        #expect(feature.pixelBounds == nil)
        #expect(feature.bounds == rect(475.5, 0, 0, 669))
    }

    @Test("The scale is read from a display's `scale` object, which needs its source")
    func scaleDecoding() throws {
        let entry = try #require(EmbeddedProfiles.devices.first { $0.name == "iphone-duo" })
        let text = entry.json
        let withoutScale = text.replacingOccurrences(
            of: #"(?s)"scale": \{[^}]*\},"#, with: "", options: .regularExpression)
        #expect(withoutScale != text)
        let decoded = try DeviceProfile.decode(Array(withoutScale.utf8), file: "mine.json")
        #expect(decoded.inner.pixelsPerPoint == nil && decoded.outer.pixelsPerPoint == nil)
        let half = text.replacingOccurrences(of: #""pixelsPerPoint": 3"#, with: #""pixelsPerPoint": 2.5"#)
        #expect(try DeviceProfile.decode(Array(half.utf8), file: "mine.json").inner.pixelsPerPoint == 2.5)
        let unsourced = text.replacingOccurrences(
            of: #"(?s)("pixelsPerPoint": 3),\s*"source": "[^"]*""#, with: "$1", options: .regularExpression)
        #expect(unsourced != text)
        #expect(throws: DataError.self) { try DeviceProfile.decode(Array(unsourced.utf8), file: "mine.json") }
        let zero = text.replacingOccurrences(of: #""pixelsPerPoint": 3"#, with: #""pixelsPerPoint": 0"#)
        #expect(throws: DataError.self) { try DeviceProfile.decode(Array(zero.utf8), file: "mine.json") }
    }

    // MARK: Where Apple and the platforms disagree

    /// The posture that names what Apple's status names.
    func agrees(_ status: HingeStatus, _ posture: DevicePosture) -> Bool {
        switch status {
        case .closed: return posture == .closed
        case .partiallyOpen: return posture == .halfOpened
        case .fullyOpen: return posture == .flat
        }
    }

    /// Profiles of the tests' own: other thresholds, other ranges.
    var devices: [DeviceProfile] {
        [
            duo,
            profile { $0.hinge = HingeThresholds(closedAtMost: 10, fullyOpenAtLeast: 170) },
            profile { $0.hinge = HingeThresholds(closedAtMost: 40, fullyOpenAtLeast: 140) },
            profile {
                $0.postures = [
                    PostureRange(posture: .closed, from: 0, to: 12.5),
                    PostureRange(posture: .flat, from: 160, to: 180),
                    PostureRange(posture: .halfOpened, from: 12.5, to: 160),
                ]
            },
        ]
    }

    @Test("The ranges hold exactly the angles where Apple's status and the posture disagree, for any profile")
    func rangesAreTheDisagreements() {
        for device in devices {
            let ranges = PostureDisagreement.all(device)
            for step in 0...720 {
                let angle = Double(step) / 4
                let status = device.hinge.status(at: angle)
                let posture = device.posture(at: angle)
                let holding = ranges.filter { $0.holds(angle) }
                #expect(holding.count <= 1)
                #expect(holding.isEmpty == agrees(status, posture), "\(angle)°")
                if let range = holding.first {
                    #expect(range.apple == status && range.posture == posture, "\(angle)°")
                }
            }
        }
    }

    @Test(
        "The bundled device: (5°, 30°] Apple partially open, the platforms closed; (150°, 175°) Apple partially open, they flat"
    )
    func bundledRanges() {
        let ranges = PostureDisagreement.all(duo)
        #expect(
            ranges == [
                PostureDisagreement(
                    from: 5, fromIncluded: false, to: 30, toIncluded: true, apple: .partiallyOpen, posture: .closed),
                PostureDisagreement(
                    from: 150, fromIncluded: false, to: 175, toIncluded: false, apple: .partiallyOpen, posture: .flat),
            ])
        let wide = PostureDisagreement.all(
            profile { $0.hinge = HingeThresholds(closedAtMost: 40, fullyOpenAtLeast: 140) })
        #expect(wide.map(\.apple) == [.closed, .fullyOpen])
        #expect(wide.map(\.posture) == [.halfOpened, .halfOpened])
        #expect(wide.first.map { [$0.from, $0.to] } == [30, 40])
        #expect(wide.first?.fromIncluded == false && wide.first?.toIncluded == true)
    }

    @Test("Ranges that follow Apple's thresholds leave nothing to say (the other reading)")
    func agreeingProfile() {
        let device = profile {
            $0.postures = [
                PostureRange(posture: .closed, from: 0, to: 5), PostureRange(posture: .flat, from: 175, to: 180),
                PostureRange(posture: .halfOpened, from: 5, to: 175),
            ]
        }
        #expect(PostureDisagreement.all(device).isEmpty)
        #expect(
            AndroidVocabulary.report(scene(device, "book") { $0.angle = 20 }, profile: device).disagreements.isEmpty)
    }

    @Test("Every platform's report carries the ranges and the pose's angle")
    func reportsCarryThem() {
        let twenty = scene(duo, "book") { $0.angle = 20 }
        let android = AndroidVocabulary.report(twenty, profile: duo)
        #expect(android.disagreements == PostureDisagreement.all(duo))
        #expect(android.disagreements.contains { $0.holds(android.angle) })
        #expect(FlutterVocabulary.report(twenty, profile: duo).disagreements == android.disagreements)
        #expect(WebVocabulary.report(twenty, profile: duo).disagreements == android.disagreements)
        #expect(!android.disagreements.contains { $0.holds(127) })
    }

    // MARK: Flutter on iOS, the web

    @Test("Flutter on an iPhone receives no display features in any pose, whatever the Android mapping gives")
    func flutterOnIOS() {
        for pose in ["book", "laptop", "flat", "closed"] {
            let report = FlutterVocabulary.report(scene(duo, pose), profile: duo)
            #expect(report.receivedOnIOS.isEmpty, "\(pose)")
        }
        let mapped = FlutterVocabulary.report(scene(duo, "book"), profile: duo).windows.first?.displayFeatures ?? []
        #expect(mapped.count == 1, "the Android mapping gives the fold")
    }

    @Test("The web: each page's device-posture is the report's; Safari ships neither API")
    func webPostureAndSupport() {
        for pose in ["book", "flat"] {
            let report = WebVocabulary.report(scene(duo, pose) { $0.splitView = pose == "book" }, profile: duo)
            #expect(report.windows.allSatisfy { $0.devicePosture == report.devicePosture })
        }
        #expect(WebVocabulary.Support.all.count == 2)
        for support in WebVocabulary.Support.all {
            #expect(!support.shippedIn.contains { $0.contains("Safari") || $0.contains("Firefox") })
            #expect(support.source.hasPrefix("documented"))
        }
    }
}
