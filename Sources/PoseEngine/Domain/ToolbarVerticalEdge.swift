// MARK: - ToolbarVerticalEdge

/// The edge where vertical bars stand, in layout-direction words.
public enum ToolbarVerticalEdge: String, Sendable, CaseIterable, Codable {
    case leading
    case trailing
}
