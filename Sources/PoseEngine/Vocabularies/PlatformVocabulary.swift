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
func activeOcclusions(_ scene: PoseScene, in window: WindowScene) -> [(id: String, frame: Rect)] {
    let frame = window.frameInDisplay
    return scene.display(scene.displayInUse).regions.compactMap { region in
        guard region.kind == .occlusion, region.isActive, region.frame.width > 0, region.frame.height > 0,
            let common = region.frame.intersection(frame), common.width > 0, common.height > 0
        else { return nil }
        return (region.id, common.offsetBy(dx: -frame.minX, dy: -frame.minY))
    }
}
