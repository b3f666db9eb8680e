import PoseEngine

// MARK: - Limits of the terminal and the tape

/// The ranges of what the UI, a tape and the command line take beside the profiles' numbers, in
/// `Limits` with the engine's own, so every range is written once.
extension Limits {
    /// The hinge's whole degrees, `angle` a degree at a time: the demo page draws each, a bench
    /// sweeps them.
    public static let degrees: ClosedRange<Int> = Int(angle.lowerBound)...Int(angle.upperBound)
    /// A terminal's columns or rows (`Resize`, `render --size`, VHS's pixels made cells).
    public static let terminalCells: ClosedRange<Int> = 1...1_000
    /// A recording's columns or rows as `CastScreens` reads one back: wider than `terminalCells`,
    /// for a `.cast` another program wrote.
    public static let castCells: ClosedRange<Int> = 1...10_000
    /// `Set Width` in cells (duosim's dialect): the UI's narrowest screen and beyond.
    public static let tapeColumns: ClosedRange<Int> = 20...1_000
    /// `Set Height` in cells (duosim's dialect).
    public static let tapeRows: ClosedRange<Int> = 5...1_000
    /// `Set Width`/`Height` as a tape writes them, before its dialect says cells or VHS's pixels.
    public static let tapeSize: ClosedRange<Int> = 1...100_000
    /// `Set Framerate`, frames a second.
    public static let framerate: ClosedRange<Int> = 1...1_000
    /// A cell a tape's mouse names (`Click`, `Drag`), counting from 0.
    public static let cellIndex: ClosedRange<Int> = 0...999
    /// How many times a tape presses a key in one command (`Right 3`).
    public static let keyCount: ClosedRange<Int> = 1...1_000
    /// The longest virtual time one tape command may take (`Sleep`, `Sweep`, a speed), in seconds.
    public static let tapeDuration: ClosedRange<Double> = 0...3_600

    /// `1…1000`, as messages write a range.
    public static func describe(_ range: ClosedRange<Int>) -> String {
        "\(range.lowerBound)…\(range.upperBound)"
    }
}
