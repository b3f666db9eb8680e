import CellGrid

// MARK: - FrameFolder

/// A tape's `Output frames/`: every frame as PNG files named as VHS names them, the terminal's
/// canvas (`frame-text-00001.png`, its cells on the theme's background) and its cursor layer
/// (`frame-cursor-00001.png`, transparent but for the cursor), numbered from 1 (after `Set
/// LoopOffset`, from the first frame kept: VHS renames the frames it moves to follow the last).
/// A run of identical frames is encoded once and written under each number.
public final class FrameFolder {
    /// One file of the folder: its name inside it (`frame-text-00001.png`), and its bytes.
    public struct File: Hashable, Sendable {
        public var name: String
        public var bytes: [UInt8]

        public init(name: String, bytes: [UInt8]) {
            self.name = name
            self.bytes = bytes
        }
    }

    private struct Runs: FrameRuns {
        let canvas: TerminalCanvas
        var files: [File] = []

        mutating func run(_ run: FrameTimeline.Run, total: Int?) throws {
            canvas.draw(run.grid, cursor: nil)
            let text = try PNGFile.encode(
                canvas.canvasPixels(), width: canvas.layout.canvasWidth,
                height: canvas.layout.canvasHeight, level: PNGFile.frameLevel)
            let cursor = try PNGFile.encode(
                bytes: canvas.cursorLayer(run.grid, cursor: run.cursor), width: canvas.layout.canvasWidth,
                height: canvas.layout.canvasHeight, channels: 4, level: PNGFile.frameLevel)
            for frame in run.frames {
                files.append(File(name: FrameFolder.name("text", frame + 1), bytes: text))
                files.append(File(name: FrameFolder.name("cursor", frame + 1), bytes: cursor))
            }
        }
    }

    private var timeline: FrameTimeline
    private var runs: Runs

    public init(style: PictureStyle, fonts: PictureFonts? = nil) throws {
        runs = Runs(canvas: try TerminalCanvas(style: style, fonts: fonts))
        timeline = FrameTimeline(
            framerate: style.framerate, cursorBlink: style.cursorBlink, loopOffset: style.loopOffset)
    }

    /// `frame-text-00001.png`, as VHS's `%05d` writes the number.
    static func name(_ layer: String, _ number: Int) -> String {
        let digits = String(number)
        return "frame-\(layer)-" + String(repeating: "0", count: max(0, 5 - digits.count)) + digits + ".png"
    }

    public func add(_ grid: Grid, cursor: CursorMark?, at time: Double) throws {
        try timeline.add(grid, cursor: cursor, at: time, to: &runs)
    }

    /// The files ready to write.
    public func take() -> [File] {
        defer { runs.files.removeAll(keepingCapacity: true) }
        return runs.files
    }

    public func finish(at time: Double) throws -> [File] {
        _ = try timeline.finish(at: time, to: &runs)
        return take()
    }
}

// MARK: - A screenshot

extension TerminalCanvas {
    /// One frame as a PNG file: the whole picture, as `Screenshot` (and `Capture`, `render`) take it.
    public func png(_ grid: Grid, cursor: CursorMark?) throws -> [UInt8] {
        draw(grid, cursor: cursor)
        return try PNGFile.encode(pixels, width: layout.width, height: layout.height)
    }

    /// The canvas of cells alone, cut from the picture.
    func canvasPixels() -> [UInt32] {
        var out = [UInt32](repeating: style.theme.background.word, count: layout.canvasWidth * layout.canvasHeight)
        for y in 0..<layout.canvasHeight {
            let sy = layout.canvasY + y
            guard sy >= 0, sy < layout.height else { continue }
            for x in 0..<layout.canvasWidth {
                let sx = layout.canvasX + x
                guard sx >= 0, sx < layout.width else { continue }
                out[y * layout.canvasWidth + x] = pixels[sy * layout.width + sx]
            }
        }
        return out
    }

    /// xterm.js's cursor layer: RGBA, transparent but for the cursor's cell.
    func cursorLayer(_ grid: Grid, cursor: CursorMark?) -> [UInt8] {
        let width = layout.canvasWidth
        var out = [UInt8](repeating: 0, count: width * layout.canvasHeight * 4)
        guard let cursor, cursor.column < layout.columns, cursor.row < layout.rows else { return out }
        let cell = layout.cell
        let tile = tiles.tile(grid[cursor.column, cursor.row], cursor: true, phase: (0, 0))
        for y in 0..<cell.height {
            for x in 0..<cell.width {
                let word = tile[y * cell.width + x]
                let index = ((cursor.row * cell.height + y) * width + cursor.column * cell.width + x) * 4
                out[index] = UInt8(word >> 16 & 0xFF)
                out[index + 1] = UInt8(word >> 8 & 0xFF)
                out[index + 2] = UInt8(word & 0xFF)
                out[index + 3] = 255
            }
        }
        return out
    }
}
