// MARK: - PlacedControl

/// A control where it landed, and where it should go.
public struct PlacedControl: Hashable, Sendable {
    /// The control as the profile describes it.
    public var spec: ControlSpec
    /// Physical, window coordinates.
    public var frame: Rect
    /// Where the suggested move puts it, if a move is needed and possible.
    public var suggestedFrame: Rect?

    /// The control's id from the profile (`spec.id`), spelt as every placed element's is.
    public var id: String { spec.id }
}
