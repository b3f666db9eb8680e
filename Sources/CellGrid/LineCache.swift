import Synchronization

// MARK: - LineCache

/// Lines of text the renderer works out the same way every frame (the key hints, the glyph legend),
/// kept by what they depend on, so a frame only writes them. Bounded: it forgets everything past a
/// few hundred keys (each terminal width is a key).
final class LineCache: Sendable {
    private let lines = Mutex<[String: (text: String, length: Int)]>([:])
    private let limit = 256

    /// The line for `key`, made by `make` the first time.
    func line(_ key: String, make: () -> (text: String, length: Int)) -> (text: String, length: Int) {
        if let known = lines.withLock({ $0[key] }) { return known }
        let made = make()
        lines.withLock { lines in
            if lines.count >= limit { lines.removeAll() }
            lines[key] = made
        }
        return made
    }

    static let hints = LineCache()
    static let legend = LineCache()
}
