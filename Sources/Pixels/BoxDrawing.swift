// MARK: - BoxDrawing

/// Box drawing, block and shade characters drawn on the cell itself rather than from the font
/// (as xterm.js does, VHS's terminal, with its custom glyphs on): every line reaches the cell's
/// edges exactly where its neighbour's does, so a box of cells has no gaps and no overlaps.
struct BoxDrawing {
    let width: Int
    let height: Int
    /// A light line's thickness (xterm.js's 1 pixel); heavy is three times it.
    let light: Int
    var coverage: [UInt8]

    init(width: Int, height: Int, light: Int) {
        self.width = width
        self.height = height
        self.light = max(1, light)
        coverage = [UInt8](repeating: 0, count: width * height)
    }

    /// Whether `scalar` is drawn here rather than by the font.
    static func draws(_ scalar: Unicode.Scalar) -> Bool { (0x2500...0x259F).contains(scalar.value) }

    /// Whether its pixels depend on where the cell is (the shades' patterns line up across cells).
    static func isShade(_ scalar: Unicode.Scalar) -> Bool { (0x2591...0x2593).contains(scalar.value) }

    /// The character's coverage; `phase` is the cell's first pixel from the canvas's corner,
    /// across and down, modulo 4 (where the shades' patterns stand).
    static func coverage(
        _ scalar: Unicode.Scalar, width: Int, height: Int, light: Int, phase: (Int, Int) = (0, 0)
    ) -> [UInt8] {
        var box = BoxDrawing(width: width, height: height, light: light)
        let value = Int(scalar.value)
        if value >= 0x2580 {
            box.block(value, phase: phase)
        } else {
            box.line(value)
        }
        return box.coverage
    }

    // MARK: Filling

    mutating func fill(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int, _ value: UInt8 = 255) {
        let left = max(0, x0)
        let right = min(width, x1)
        let top = max(0, y0)
        let bottom = min(height, y1)
        guard left < right, top < bottom else { return }
        for y in top..<bottom {
            for x in left..<right { coverage[y * width + x] = max(coverage[y * width + x], value) }
        }
    }

    /// Eighths of the cell, rounded to pixels the same way in every cell.
    func across(_ eighths: Int) -> Int { (width * eighths + 4) / 8 }
    func down(_ eighths: Int) -> Int { (height * eighths + 4) / 8 }

    // MARK: Blocks and shades (U+2580–U+259F)

    private mutating func block(_ value: Int, phase: (Int, Int)) {
        switch value {
        case 0x2580: fill(0, 0, width, down(4))
        case 0x2581...0x2588: fill(0, height - down(value - 0x2580), width, height)
        case 0x2589...0x258F: fill(0, 0, across(0x2590 - value), height)
        case 0x2590: fill(across(4), 0, width, height)
        case 0x2591...0x2593: shade(value - 0x2590, phase: phase)
        case 0x2594: fill(0, 0, width, down(1))
        case 0x2595: fill(width - across(1), 0, width, height)
        default: quadrants(value)
        }
    }

    /// ░ ▒ ▓: xterm.js's patterns, laid from the canvas's corner so that they run on across cells.
    private mutating func shade(_ level: Int, phase: (Int, Int)) {
        let patterns: [[[UInt8]]] = [
            [[1, 0, 0, 0], [0, 0, 0, 0], [0, 0, 1, 0], [0, 0, 0, 0]],
            [[1, 0], [0, 0], [0, 1], [0, 0]],
            [[0, 1], [1, 1], [1, 0], [1, 1]],
        ]
        let pattern = patterns[max(0, min(2, level - 1))]
        for y in 0..<height {
            let row = pattern[(y + phase.1) % pattern.count]
            for x in 0..<width where row[(x + phase.0) % row.count] == 1 { coverage[y * width + x] = 255 }
        }
    }

    /// ▖ ▗ ▘ ▙ ▚ ▛ ▜ ▝ ▞ ▟: which quarters (upper left, upper right, lower left, lower right) are filled.
    private mutating func quadrants(_ value: Int) {
        let table: [Int: (Bool, Bool, Bool, Bool)] = [
            0x2596: (false, false, true, false), 0x2597: (false, false, false, true),
            0x2598: (true, false, false, false), 0x2599: (true, false, true, true),
            0x259A: (true, false, false, true), 0x259B: (true, true, true, false),
            0x259C: (true, true, false, true), 0x259D: (false, true, false, false),
            0x259E: (false, true, true, false), 0x259F: (false, true, true, true),
        ]
        guard let (ul, ur, ll, lr) = table[value] else { return }
        let mx = across(4)
        let my = down(4)
        if ul { fill(0, 0, mx, my) }
        if ur { fill(mx, 0, width, my) }
        if ll { fill(0, my, mx, height) }
        if lr { fill(mx, my, width, height) }
    }
}
