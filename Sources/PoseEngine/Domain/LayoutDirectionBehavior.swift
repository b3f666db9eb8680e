// MARK: - LayoutDirectionBehavior

/// How a region query treats right-to-left: `.mirrors` flips frames, `.fixed` keeps them physical.
public enum LayoutDirectionBehavior: String, Sendable, CaseIterable {
    case mirrors
    case fixed
}
