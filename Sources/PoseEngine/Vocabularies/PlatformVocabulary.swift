// MARK: - PlatformVocabulary

/// The words a platform uses for a fold: the same pose as Apple, Jetpack WindowManager, Flutter and
/// the web report it (Docs/DOMAIN.md, "Other platforms"). Each has its own file; all are pure.
public enum PlatformVocabulary: String, Sendable, Hashable, CaseIterable {
    case apple
    case android
    case flutter
    case web

    /// The next one, for a key that cycles them.
    public var next: PlatformVocabulary {
        switch self {
        case .apple: return .android
        case .android: return .flutter
        case .flutter: return .web
        case .web: return .apple
        }
    }

    /// The API a reader would look up.
    public var apiName: String {
        switch self {
        case .apple: return "UIKit / SwiftUI"
        case .android: return "Jetpack WindowManager"
        case .flutter: return "Flutter MediaQuery"
        case .web: return "Device Posture + Viewport Segments"
        }
    }
}

// MARK: - The crease

/// The fold as the hardware has it: the crease line of the display in use (the division's frame
/// without Apple's recommended margins), in display coordinates, or nil when that display has none.
struct Crease {
    var line: Rect
    /// Apple's recommended margin each side, lost in the other vocabularies.
    var margins: PhysicalInsets
    var isActive: Bool

    init?(_ scene: PoseScene) {
        guard let division = scene.display(scene.displayInUse).regions.first(where: { $0.kind == .division }) else {
            return nil
        }
        line = division.core
        margins = division.margins
        isActive = division.isActive
    }

    /// The crease inside `window`, in window coordinates, when it crosses the whole window
    /// (its full height for a vertical line, its full width for a horizontal one).
    func bounds(in window: WindowScene) -> Rect? {
        let frame = window.frameInDisplay
        guard let common = line.intersection(frame) else { return nil }
        let vertical = line.isVertical
        let spans = vertical ? common.height >= frame.height - 1e-9 : common.width >= frame.width - 1e-9
        guard spans else { return nil }
        return common.offsetBy(dx: -frame.minX, dy: -frame.minY)
    }
}

/// The active occlusions of the display in use that meet `window`, in window coordinates.
func activeOcclusions(_ scene: PoseScene, in window: WindowScene) -> [(id: RegionID, frame: Rect)] {
    let frame = window.frameInDisplay
    return scene.display(scene.displayInUse).regions.compactMap { region in
        guard region.kind == .occlusion, region.isActive, region.frame.width > 0, region.frame.height > 0,
            let common = region.frame.intersection(frame), common.width > 0, common.height > 0
        else { return nil }
        return (region.id, common.offsetBy(dx: -frame.minX, dy: -frame.minY))
    }
}

// MARK: - Where Apple's hinge status and the platforms' posture disagree

/// A range of hinge angles over which Apple's hinge status and the posture Android, Flutter and
/// the web derive (the profile's `postures`) don't name the same thing: Apple partially open
/// while the platform says closed or flat, and so on. Derived from the profile's numbers
/// (`hinge.closedAtMost`, `hinge.fullyOpenAtLeast`, `postures.ranges`), never from fixed degrees.
public struct PostureDisagreement: Hashable, Sendable {
    /// The range's lower end, in degrees.
    public var from: Double
    /// Whether `from` itself is in the range.
    public var fromIncluded: Bool
    /// The range's upper end, in degrees.
    public var to: Double
    /// Whether `to` itself is in the range.
    public var toIncluded: Bool
    /// Apple's hinge status over the range.
    public var apple: HingeStatus
    /// The platforms' posture over the range.
    public var posture: DevicePosture

    public init(
        from: Double, fromIncluded: Bool, to: Double, toIncluded: Bool, apple: HingeStatus, posture: DevicePosture
    ) {
        self.from = from
        self.fromIncluded = fromIncluded
        self.to = to
        self.toIncluded = toIncluded
        self.apple = apple
        self.posture = posture
    }

    /// Whether `angle` lies in the range.
    public func holds(_ angle: Double) -> Bool {
        (fromIncluded ? angle >= from : angle > from) && (toIncluded ? angle <= to : angle < to)
    }

    /// The posture that names what Apple's status names (closed, half-opened, flat).
    static func agreeing(_ status: HingeStatus) -> DevicePosture {
        switch status {
        case .closed: return .closed
        case .partiallyOpen: return .halfOpened
        case .fullyOpen: return .flat
        }
    }

    /// Every range of 0…180° where the profile's hinge status and posture disagree, lowest first.
    ///
    /// ```swift
    /// PostureDisagreement.all(duo).first   // (5°, 30°]: Apple partiallyOpen, the platforms closed
    /// ```
    public static func all(_ profile: DeviceProfile) -> [PostureDisagreement] {
        let lowest = Limits.angle.lowerBound, highest = Limits.angle.upperBound
        var edges = [lowest, highest, profile.hinge.closedAtMost, profile.hinge.fullyOpenAtLeast]
        for range in profile.postures { edges += [range.from, range.to] }
        let points = Array(Set(edges.filter { $0 >= lowest && $0 <= highest })).sorted()
        // The elementary pieces: each edge, and the open interval up to the next one.
        var pieces: [(from: Double, to: Double, closed: Bool)] = []
        for (index, point) in points.enumerated() {
            pieces.append((point, point, true))
            if index + 1 < points.count { pieces.append((point, points[index + 1], false)) }
        }
        var out: [PostureDisagreement] = []
        var previousDisagreed = false
        for piece in pieces {
            let probe = piece.closed ? piece.from : (piece.from + piece.to) / 2
            let apple = profile.hinge.status(at: probe)
            let posture = profile.posture(at: probe)
            defer { previousDisagreed = agreeing(apple) != posture }
            guard agreeing(apple) != posture else { continue }
            if previousDisagreed, var last = out.last, last.apple == apple, last.posture == posture {
                last.to = piece.to
                last.toIncluded = piece.closed
                out[out.count - 1] = last
            } else {
                out.append(
                    PostureDisagreement(
                        from: piece.from, fromIncluded: piece.closed, to: piece.to, toIncluded: piece.closed,
                        apple: apple, posture: posture))
            }
        }
        return out
    }
}
