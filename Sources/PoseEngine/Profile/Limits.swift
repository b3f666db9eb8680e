// MARK: - Limits

/// The range every number read from a file, a script or an option must lie in.
///
/// The rules only need ordinary values; the ranges keep every later step (projection to cells,
/// loops over items, sweeps) finite and small. A value outside its range is bad input (exit 65 in a
/// file, 64 on the command line) and the message names the range.
public enum Limits {
    /// A display's width or height, in points.
    public static let displaySide: ClosedRange<Double> = 1...10_000
    /// A length that may be zero: margins, spacing, padding, a divider, a pane's minimum.
    public static let length: ClosedRange<Double> = 0...10_000
    /// A size that must be positive: a control, a sheet, an alert, a grid's minimum item width.
    public static let size: ClosedRange<Double> = 1...10_000
    /// A bar item's height or width, or the side column's width.
    public static let itemSize: ClosedRange<Double> = 1...1_000
    /// A position or offset, which may be negative.
    public static let coordinate: ClosedRange<Double> = -10_000...10_000
    /// A layout priority.
    public static let priority: ClosedRange<Double> = -1_000...1_000
    /// A display's pixels per point (UIScreen.scale is 1, 2 or 3 on Apple's displays; the range
    /// keeps pixel coordinates, display side × scale, well inside Int).
    public static let pixelsPerPoint: ClosedRange<Double> = 0.5...10
    /// A hinge angle, in degrees.
    public static let angle: ClosedRange<Double> = 0...180
    /// A sweep's step, in degrees.
    package static let sweepStep: ClosedRange<Double> = 0.1...180
    /// At most this many steps in one sweep.
    package static let sweepSteps = 100_000
    /// At most this many presentations over one another (an alert over a sheet over a sheet; the
    /// app profile's schema spells out each level).
    public static let presentationDepth = 3
    /// The largest device or app profile file, in bytes (the bundled ones are a few KiB).
    public static let profileBytes = 8 << 20
    /// The most custom controls an app profile may list. Chosen from `duosim bench --only scale`:
    /// the engine's work grows as n log n (Docs/ARCHITECTURE.md), and at this size a frame of the
    /// live UI still takes well under its 100 ms (keys and signals are answered between frames).
    public static let controls = 10_000
    /// The most toolbar items, tabs, presentations or item groups an app profile may list: a
    /// tenth of the controls, as the bench's apps have them (bars hold far fewer than this).
    public static let items = 1_000
    /// The most custom controls, and toolbar items, tabs, presentations or groups, of an app the
    /// demo page is made for: the page draws every degree × every toggle ahead (17,376 frames for
    /// an app with controls and presentations), each as `render` would, and holds their sheets,
    /// so its time and memory grow with the app times the frames. At these sizes it takes about
    /// 25 s and 400 MB (Docs/PERFORMANCE.md, At the input limits); `render`, `sweep` and `audit`
    /// take apps up to `controls` and `items`.
    package static let demoControls = 1_000
    package static let demoItems = 100

    /// `1…10000`, as messages write a range.
    package static func describe(_ range: ClosedRange<Double>) -> String {
        "\(formatPoints(range.lowerBound))…\(formatPoints(range.upperBound))"
    }
}

// MARK: - Checked conversion

extension Int {
    /// The whole number nearest `value` after `rule` rounding, clamped to ±2^40 (far beyond any screen),
    /// and 0 for NaN. The one conversion from geometry to cells: it never traps.
    @inlinable @inline(__always)
    package init(checked value: Double, _ rule: FloatingPointRoundingRule = .toNearestOrAwayFromZero) {
        let bound = 1_099_511_627_776.0  // 2^40
        guard !value.isNaN else {
            self = 0
            return
        }
        self = Int(Swift.min(bound, Swift.max(-bound, value.rounded(rule))))
    }
}
