// MARK: - Lines (U+2500–U+257F)

extension BoxDrawing {
    /// Each character's arms, up, right, down and left: 0 none, 1 light, 2 heavy, 3 double; or
    /// dashes (`h3:1`: across, three, light), an arc (`a:dr`: joining down and right) or a diagonal.
    static let shapes: [Substring] = """
        0101 0202 1010 2020 h3:1 h3:2 v3:1 v3:2 h4:1 h4:2 v4:1 v4:2 0110 0210 0120 0220 \
        0011 0012 0021 0022 1100 1200 2100 2200 1001 1002 2001 2002 1110 1210 2110 1120 \
        2120 2210 1220 2220 1011 1012 2011 1021 2021 2012 1022 2022 0111 0112 0211 0212 \
        0121 0122 0221 0222 1101 1102 1201 1202 2101 2102 2201 2202 1111 1112 1211 1212 \
        2111 1121 2121 2112 2211 1122 1221 2212 1222 2122 2221 2222 h2:1 h2:2 v2:1 v2:2 \
        0303 3030 0310 0130 0330 0013 0031 0033 1300 3100 3300 1003 3001 3003 1310 3130 \
        3330 1013 3031 3033 0313 0131 0333 1303 3101 3303 1313 3131 3333 a:dr a:dl a:ul \
        a:ur x:/ x:b x:x 0001 1000 0100 0010 0002 2000 0200 0020 0201 1020 0102 2010
        """.split(separator: " ")

    mutating func line(_ value: Int) {
        let index = value - 0x2500
        guard Self.shapes.indices.contains(index) else { return }
        let shape = Self.shapes[index]
        switch shape.first {
        case "h", "v": dashes(shape)
        case "a": arc(shape.dropFirst(2))
        case "x": diagonal(shape.last ?? "x")
        default: arms(shape.compactMap { $0.wholeNumberValue })
        }
    }

    // MARK: Bands

    /// Where a line of a weight runs across a length (its start and thickness), centred: light
    /// and heavy are xterm.js's 1 and 3 pixels (times `light`), a double line's strokes are light
    /// lines 15 % of the cell's width either side of the middle.
    private func band(_ weight: Int, _ length: Int) -> (start: Int, size: Int) {
        let middle = (length - light) / 2
        switch weight {
        case 2: return ((length - 3 * light) / 2, 3 * light)
        case 3: return (middle - doubleOffset, 2 * doubleOffset + light)
        default: return (middle, light)
        }
    }

    /// How far a double line's strokes are from the middle.
    private var doubleOffset: Int { max(2 * light, Int((0.15 * Double(width)).rounded())) }

    /// The lines of a weight across a length: one, or a double line's two.
    private func strokes(_ weight: Int, _ length: Int) -> [(start: Int, size: Int)] {
        let (start, size) = band(weight, length)
        return weight == 3 ? [(start, light), (start + size - light, light)] : [(start, size)]
    }

    /// The span of the bands of the given arms' weights (none: the light line's).
    private func span(_ weights: [Int], _ length: Int) -> (low: Int, high: Int) {
        let present = weights.filter { $0 > 0 }
        let bands = (present.isEmpty ? [1] : present).map { band($0, length) }
        return (bands.map(\.start).min() ?? 0, bands.map { $0.start + $0.size }.max() ?? length)
    }

    // MARK: Arms

    /// Each arm from its edge to the middle, meeting the lines across it (as xterm.js's paths do):
    /// a stroke of a double line stops at the near stroke of a double line on its side; a single
    /// line stops at the near stroke of a double line passing through, unless the arm opposite
    /// continues it; else each runs to the far side of what crosses.
    private mutating func arms(_ weights: [Int]) {
        guard weights.count == 4 else { return }
        let (up, right, down, left) = (weights[0], weights[1], weights[2], weights[3])
        let across = span([left, right], height)
        let upright = span([up, down], width)
        // A double line passing through: a single line meeting it stops at its near stroke.
        let crossDouble = left == 3 && right == 3
        let uprightDouble = up == 3 && down == 3
        // Up and down.
        for (weight, isUp) in [(up, true), (down, false)] where weight > 0 {
            let continues = isUp ? down > 0 : up > 0
            for (number, stroke) in strokes(weight, width).enumerated() {
                // A double line's own strokes: the first is on the left.
                let side = weight == 3 ? (number == 0 ? left : right) : 0
                let meetsNear = weight == 3 ? side == 3 : crossDouble && !continues
                let reach =
                    isUp
                    ? (meetsNear ? across.low + light : across.high) : (meetsNear ? across.high - light : across.low)
                if isUp {
                    fill(stroke.start, 0, stroke.start + stroke.size, reach)
                } else {
                    fill(stroke.start, reach, stroke.start + stroke.size, height)
                }
            }
        }
        // Left and right.
        for (weight, isLeft) in [(left, true), (right, false)] where weight > 0 {
            let continues = isLeft ? right > 0 : left > 0
            for (number, stroke) in strokes(weight, height).enumerated() {
                let side = weight == 3 ? (number == 0 ? up : down) : 0
                let meetsNear = weight == 3 ? side == 3 : uprightDouble && !continues
                let reach =
                    isLeft
                    ? (meetsNear ? upright.low + light : upright.high)
                    : (meetsNear ? upright.high - light : upright.low)
                if isLeft {
                    fill(0, stroke.start, reach, stroke.start + stroke.size)
                } else {
                    fill(reach, stroke.start, width, stroke.start + stroke.size)
                }
            }
        }
    }

    // MARK: Dashes, arcs, diagonals

    /// ┄ ┆ ┈ ┊ ╌ ╎ and their heavy forms: the line in equal parts, each with a gap centred in it.
    private mutating func dashes(_ shape: Substring) {
        let parts = shape.split(separator: ":")
        guard parts.count == 2, let count = Int(parts[0].dropFirst()), let weight = Int(parts[1]) else { return }
        let horizontal = shape.first == "h"
        let length = horizontal ? width : height
        let (start, size) = band(weight, horizontal ? height : width)
        for part in 0..<count {
            let from = length * part / count
            let to = length * (part + 1) / count
            let gap = max(1, (to - from) / 4)
            let a = from + gap / 2
            let b = to - (gap - gap / 2)
            if horizontal { fill(a, start, b, start + size) } else { fill(start, a, start + size, b) }
        }
    }

    /// ╭ ╮ ╯ ╰: a quarter ellipse from the middle of one edge to the middle of the other,
    /// through the light line's centres, anti-aliased.
    private mutating func arc(_ ends: Substring) {
        let centreX = Double(band(1, width).start) + Double(light) / 2
        let centreY = Double(band(1, height).start) + Double(light) / 2
        let right = ends.contains("r")
        let down = ends.contains("d")
        // The ellipse's centre is the cell's corner between the two arms.
        let cx = right ? Double(width) : 0
        let cy = down ? Double(height) : 0
        let rx = abs(cx - centreX)
        let ry = abs(cy - centreY)
        guard rx > 0, ry > 0 else { return }
        for y in 0..<height {
            for x in 0..<width {
                let dx: Double = (Double(x) + 0.5 - cx) / rx
                let dy: Double = (Double(y) + 0.5 - cy) / ry
                let radius: Double = (dx * dx + dy * dy).squareRoot()
                let distance: Double = abs(radius - 1) * min(rx, ry)
                let value: Double = Double(light) / 2 + 0.5 - distance
                if value > 0 { coverage[y * width + x] = max(coverage[y * width + x], UInt8(min(1, value) * 255)) }
            }
        }
    }

    /// ╱ ╲ ╳: corner to corner, the light line's thickness, anti-aliased.
    private mutating func diagonal(_ kind: Character) {
        let w = Double(width)
        let h = Double(height)
        let length = (w * w + h * h).squareRoot()
        for y in 0..<height {
            for x in 0..<width {
                let px = Double(x) + 0.5
                let py = Double(y) + 0.5
                var best = Double.infinity
                // ╱ from the top right to the bottom left; ╲ from the top left to the bottom right.
                if kind != "b" { best = min(best, abs(h * px + w * py - w * h) / length) }
                if kind != "/" { best = min(best, abs(h * px - w * py) / length) }
                let value: Double = Double(light) / 2 + 0.5 - best
                if value > 0 { coverage[y * width + x] = UInt8(min(1, value) * 255) }
            }
        }
    }
}
