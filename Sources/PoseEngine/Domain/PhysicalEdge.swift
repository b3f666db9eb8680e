// MARK: - PhysicalEdge

/// A physical side of a display.
public enum PhysicalEdge: String, Sendable, CaseIterable, Codable {
    case left
    case right

    /// The same physical edge in layout-direction words.
    public func directional(_ direction: UserInterfaceLayoutDirection) -> ToolbarVerticalEdge {
        switch (self, direction) {
        case (.left, .leftToRight), (.right, .rightToLeft): return .leading
        case (.right, .leftToRight), (.left, .rightToLeft): return .trailing
        }
    }
}
