import CellGrid
import PoseEngine
import Simulator
import TestSupport
import Testing

/// The demo page's frame codec: runs that turn one grid into the next, and their styles renamed.
@Suite("Frame codec")
struct FrameCodecTests {
    /// The runs applied to `grid` as the page's script applies them (`apply` in `commonScript`).
    static func apply(_ runs: String, to grid: Grid, styles: [Style]) -> Grid {
        var grid = grid
        var rest = Substring(runs)
        while let dot = rest.firstIndex(of: ".") {
            let position = Int(rest[..<dot], radix: 36)!
            rest = rest[rest.index(after: dot)...]
            let second = rest.firstIndex(of: ".")!
            let style = Int(rest[..<second], radix: 36)!
            rest = rest[rest.index(after: second)...]
            let colon = rest.firstIndex(of: ":")!
            let length = Int(rest[..<colon], radix: 36)!
            let start = rest.index(after: colon)
            let end = rest.utf16.index(start, offsetBy: length)
            // A cell a scalar; U+FFFA a wide character's right half, U+FFF9…U+FFFB a cluster.
            var offset = 0
            var cluster: String?
            for scalar in rest[start..<end].unicodeScalars {
                if scalar == "\u{FFF9}" {
                    cluster = ""
                    continue
                }
                if let text = cluster, scalar != "\u{FFFB}" {
                    cluster = text + String(scalar)
                    continue
                }
                let cell =
                    scalar == "\u{FFFA}"
                    ? Cell.rightHalf(styles[style])
                    : Cell(cluster.map { Character($0) } ?? Character(scalar), styles[style])
                grid[(position + offset) % grid.width, (position + offset) / grid.width] = cell
                cluster = nil
                offset += 1
            }
            rest = rest[end...]
        }
        return grid
    }

    /// Two grids that differ in runs of several styles, gaps, text with the codec's own
    /// separators and scalars of one to four UTF-8 bytes (two UTF-16 units).
    static func grids() -> (Grid, Grid) {
        var old = Grid(width: 40, height: 6)
        old.put("unchanged line", column: 0, row: 0, style: .plain)
        var new = old
        new.put("a.b:c 1.2:3 — ●", column: 2, row: 1, style: Style(.accent, bold: true))
        new.put("x   y    z", column: 0, row: 2, style: .plain)
        new.put("🙂.🙂:é👍🏽中", column: 30, row: 3, style: Style(.warning))
        new.put("end", column: 37, row: 5, style: Style(.accent, bold: true))
        return (old, new)
    }

    @Test("A frame's runs turn the grid before into it, from a grid or from blank")
    func runsRebuildTheFrame() {
        let (old, new) = Self.grids()
        var codec = FrameCodec(width: 40, height: 6)
        let runs = codec.diff(from: old, to: new)
        #expect(Self.apply(runs, to: old, styles: codec.styles) == new)
        #expect(Self.apply(codec.diff(from: nil, to: new), to: Grid(width: 40, height: 6), styles: codec.styles) == new)
        #expect(codec.diff(from: new, to: new).isEmpty)
        // A gap of three unchanged cells stays inside a run, a fourth ends it.
        #expect(runs.contains(":x   y"))
        #expect(!runs.contains("y    z"))
    }

    @Test("Runs written by a codec that learnt styles of its own read the same once renamed")
    func restyle() {
        let (old, new) = Self.grids()
        var shared = FrameCodec(width: 40, height: 6)
        _ = shared.diff(from: nil, to: old)
        var own = FrameCodec(continuing: shared)
        let runs = own.diff(from: old, to: new)
        // The shared codec meets the styles in another order first.
        var other = Grid(width: 40, height: 6)
        other.put("w", column: 0, row: 0, style: Style(.warning))
        _ = shared.diff(from: nil, to: other)
        let renamed = shared.restyle([runs], from: own)
        #expect(renamed[0] != runs)
        #expect(Self.apply(renamed[0], to: old, styles: shared.styles) == new)
    }
}
