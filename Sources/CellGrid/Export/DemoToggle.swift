import Simulator

// MARK: - DemoToggle

/// A switch of the demo page: a setting whose frames the page holds both ways.
public enum DemoToggle: Hashable, Sendable {
    case split
    case rightToLeft
    case includeInactive
    case rotate
    /// An overlay the app gives meaning to.
    case overlay(OverlayKind)
    /// Focus on the second window (Split View only).
    case focus

    /// Its name in the page's address (`#angle=127&split=1`).
    public var name: String {
        switch self {
        case .split: return "split"
        case .rightToLeft: return "rtl"
        case .includeInactive: return "inactive"
        case .rotate: return "rotate"
        case .overlay(let kind): return kind.rawValue
        case .focus: return "focus"
        }
    }
}

// MARK: - DemoKey

/// A key the demo page handles, with what it does there.
public struct DemoKey: Hashable, Sendable {
    public var key: Key
    public var effect: DemoKeyEffect

    public init(key: Key, effect: DemoKeyEffect) {
        self.key = key
        self.effect = effect
    }
}

/// What a key of the key map does on the demo page.
public enum DemoKeyEffect: Hashable, Sendable {
    /// Turn the hinge by some degrees.
    case hinge(Int)
    /// Set the hinge to an angle.
    case angle(Int)
    /// Go to a pose (its index among the pose buttons).
    case pose(Int)
    /// Flip a toggle.
    case toggle(DemoToggle)
    /// Open or close the page's help (nil: the other way from now).
    case help(Bool?)
}
