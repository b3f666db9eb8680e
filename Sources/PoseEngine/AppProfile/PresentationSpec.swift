// MARK: - PresentationSpec

/// A presented sheet or alert.
public struct PresentationSpec: Sendable, Hashable {
    /// A sheet or an alert.
    public enum Kind: String, Sendable, CaseIterable {
        case sheet
        case alert
    }

    /// `presentationPlacement`: which side of a fold a sheet takes.
    public enum Placement: String, Sendable, CaseIterable {
        case leading
        case trailing
    }

    /// The presentation's id.
    public var id: String
    /// Sheet or alert.
    public var kind: Kind
    /// A sheet's preferred size (alerts take the device's alert size).
    public var size: Size?
    /// Which side a sheet prefers when the fold splits the window.
    public var placement: Placement
    /// `toolbarVerticalBehavior(.disabled)` on the presentation: its bars stay horizontal.
    public var allowsVerticalBars: Bool

    public init(id: String, kind: Kind, size: Size?, placement: Placement = .leading, allowsVerticalBars: Bool = true) {
        self.id = id
        self.kind = kind
        self.size = size
        self.placement = placement
        self.allowsVerticalBars = allowsVerticalBars
    }
}
