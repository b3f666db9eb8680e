import CGIF
import PoseEngine

// MARK: - DecodedGIF

/// A GIF read back through giflib's decoder: its size, each frame's delay, and the pictures as a
/// viewer composes them (each frame over the one before, transparent pixels left as they were).
/// `record --check` compares GIFs by these pictures; the tests read duosim's own GIFs with it.
public struct DecodedGIF: Sendable {
    public var width: Int
    public var height: Int
    public var loops: Bool
    /// Each frame's delay, in centiseconds.
    public var delays: [Int] = []
    private var frames: [Frame] = []

    /// One frame as giflib read it: its rectangle's colour indexes and the colours they name.
    private struct Frame: Sendable {
        var left: Int, top: Int, width: Int, height: Int
        var indexes: [UInt8]
        var colors: [UInt32]
        var transparent: Int
    }

    /// The whole animation, in centiseconds.
    public var duration: Int { delays.reduce(0, +) }

    /// How many frames it has.
    public var frameCount: Int { frames.count }

    /// Every frame's picture (for small GIFs: each is a whole copy).
    public var pictures: [[UInt32]] { Array(IteratorSequence(makePictures())) }

    /// Each frame's whole picture (0xRRGGBB a pixel), in order, composed one over the other as a
    /// viewer shows them; one picture is kept at a time, so a long animation needs no more memory
    /// than its frames.
    public func makePictures() -> Pictures { Pictures(gif: self) }

    /// The composed pictures, one at a time.
    public struct Pictures: IteratorProtocol {
        let gif: DecodedGIF
        var index = 0
        var picture: [UInt32]

        init(gif: DecodedGIF) {
            self.gif = gif
            picture = [UInt32](repeating: 0, count: gif.width * gif.height)
        }

        public mutating func next() -> [UInt32]? {
            guard index < gif.frames.count else { return nil }
            let frame = gif.frames[index]
            index += 1
            let width = gif.width
            for y in 0..<frame.height where frame.top + y < gif.height {
                for x in 0..<frame.width where frame.left + x < width {
                    let value = Int(frame.indexes[y * frame.width + x])
                    guard value != frame.transparent, value < frame.colors.count else { continue }
                    picture[(frame.top + y) * width + frame.left + x] = frame.colors[value]
                }
            }
            return picture
        }
    }

    /// Reads a GIF's bytes; a picture larger than `Limits.picturePixels` is refused.
    public init(_ bytes: [UInt8]) throws {
        final class Input {
            let bytes: [UInt8]
            var offset = 0
            init(_ bytes: [UInt8]) { self.bytes = bytes }
        }
        let input = Input(bytes)
        var error: Int32 = 0
        guard
            let gif = DGifOpen(
                Unmanaged.passUnretained(input).toOpaque(),
                { file, buffer, count in
                    guard let file, let buffer, let user = file.pointee.UserData else { return 0 }
                    let input = Unmanaged<Input>.fromOpaque(user).takeUnretainedValue()
                    let n = max(0, min(Int(count), input.bytes.count - input.offset))
                    for i in 0..<n { buffer[i] = input.bytes[input.offset + i] }
                    input.offset += n
                    return Int32(n)
                }, &error)
        else { throw PictureError(reason: "not a GIF file (giflib error \(error))") }
        defer { DGifCloseFile(gif, nil) }
        width = Int(gif.pointee.SWidth)
        height = Int(gif.pointee.SHeight)
        guard width * height <= Limits.picturePixels else {
            throw PictureError(reason: "a \(width) × \(height) GIF is larger than duosim reads")
        }
        guard DGifSlurp(gif) == GIF_OK else {
            throw PictureError(reason: "not a whole GIF file (giflib error \(gif.pointee.Error))")
        }
        loops = false
        for index in 0..<Int(gif.pointee.ImageCount) {
            let saved = gif.pointee.SavedImages[index]
            var control = GraphicsControlBlock()
            _ = DGifSavedExtensionToGCB(gif, Int32(index), &control)
            delays.append(Int(control.DelayTime))
            for block in 0..<Int(saved.ExtensionBlockCount)
            where saved.ExtensionBlocks[block].Function == APPLICATION_EXT_FUNC_CODE {
                loops = true
            }
            let desc = saved.ImageDesc
            guard let map = desc.ColorMap ?? gif.pointee.SColorMap, let raster = saved.RasterBits else { continue }
            let colors = (0..<Int(map.pointee.ColorCount)).map { slot in
                let color = map.pointee.Colors[slot]
                return UInt32(color.Red) << 16 | UInt32(color.Green) << 8 | UInt32(color.Blue)
            }
            let count = Int(desc.Width) * Int(desc.Height)
            frames.append(
                Frame(
                    left: Int(desc.Left), top: Int(desc.Top), width: Int(desc.Width), height: Int(desc.Height),
                    indexes: Array(UnsafeBufferPointer(start: raster, count: count)), colors: colors,
                    transparent: Int(control.TransparentColor)))
        }
    }
}
