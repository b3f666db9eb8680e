// MARK: - Duration in seconds

extension Duration {
    /// The duration in seconds, as a `Double` (a bench sample, a recording's time stamp).
    public var inSeconds: Double { Double(components.seconds) + Double(components.attoseconds) / 1e18 }
}
