import CGIF
import Foundation
import Pixels

/// A GIF read back through giflib's decoder: its size, each frame's delay, and the pictures as a
/// viewer composes them (each frame over the one before, transparent pixels left as they were).
public struct DecodedGIF {
    public var width: Int
    public var height: Int
    public var loops: Bool
    /// Each frame's delay, in centiseconds.
    public var delays: [Int] = []
    public var pictures: [[UInt32]] = []

    /// The whole animation, in centiseconds.
    public var duration: Int { delays.reduce(0, +) }

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
                    let n = min(Int(count), input.bytes.count - input.offset)
                    for i in 0..<n { buffer[i] = input.bytes[input.offset + i] }
                    input.offset += n
                    return Int32(n)
                }, &error)
        else { throw PictureError(reason: "DGifOpen \(error)") }
        defer { DGifCloseFile(gif, nil) }
        guard DGifSlurp(gif) == GIF_OK else { throw PictureError(reason: "DGifSlurp \(gif.pointee.Error)") }
        width = Int(gif.pointee.SWidth)
        height = Int(gif.pointee.SHeight)
        loops = false
        var picture = [UInt32](repeating: 0, count: width * height)
        for index in 0..<Int(gif.pointee.ImageCount) {
            let saved = gif.pointee.SavedImages[index]
            var control = GraphicsControlBlock()
            _ = DGifSavedExtensionToGCB(gif, Int32(index), &control)
            delays.append(Int(control.DelayTime))
            for block in 0..<Int(saved.ExtensionBlockCount)
            where saved.ExtensionBlocks[block].Function == APPLICATION_EXT_FUNC_CODE {
                loops = true
            }
            guard let map = saved.ImageDesc.ColorMap ?? gif.pointee.SColorMap else { continue }
            let desc = saved.ImageDesc
            for y in 0..<Int(desc.Height) {
                for x in 0..<Int(desc.Width) {
                    let value = Int32(saved.RasterBits[y * Int(desc.Width) + x])
                    if value == control.TransparentColor { continue }
                    let color = map.pointee.Colors[Int(value)]
                    picture[(Int(desc.Top) + y) * width + Int(desc.Left) + x] =
                        UInt32(color.Red) << 16 | UInt32(color.Green) << 8 | UInt32(color.Blue)
                }
            }
            pictures.append(picture)
        }
        // The Netscape block is the first image's extension in giflib's reading.
        if let first = gif.pointee.SavedImages, gif.pointee.ImageCount > 0 {
            loops =
                loops
                || (0..<Int(first[0].ExtensionBlockCount)).contains {
                    first[0].ExtensionBlocks[$0].Function == APPLICATION_EXT_FUNC_CODE
                }
        }
    }
}
