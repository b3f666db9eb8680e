import CPixels
import FileIO
import PoseEngine

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension Limits {
    /// The largest font or picture file a tape may name (`Set FontFamily`, `Set MarginFill`), in bytes.
    public static let pictureFileBytes = 64 << 20
    /// The most pixels a picture read or written may have (10 000 × 10 000).
    public static let picturePixels = 100_000_000
}

/// A picture that can't be made or read: what and why.
public struct PictureError: Error, Hashable, Sendable {
    public var reason: String

    public init(reason: String) { self.reason = reason }
}

// MARK: - PNGFile

/// PNG files through libpng (no PNG or zlib code here): pictures written from pixel words, and
/// read as RGBA. Written with the same settings every time, so the same pixels give the same bytes.
public enum PNGFile {
    /// zlib's level for pictures kept (a screenshot) and for frames (a folder of hundreds).
    public static let pictureLevel: Int32 = 6
    public static let frameLevel: Int32 = 3
    /// libpng's filter for every row: UP (a terminal's rows repeat the row above), 4× as fast as
    /// its pick of all five for each row, for 5 % more bytes.
    public static let pictureFilters: Int32 = 2

    /// RGB pixels (`0x00rrggbb` words, a row `width` long) as a PNG file.
    public static func encode(
        _ pixels: [UInt32], width: Int, height: Int, level: Int32 = pictureLevel, filters: Int32 = pictureFilters
    ) throws -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: pixels.count * 3)
        for (index, word) in pixels.enumerated() {
            bytes[index * 3] = UInt8(word >> 16 & 0xFF)
            bytes[index * 3 + 1] = UInt8(word >> 8 & 0xFF)
            bytes[index * 3 + 2] = UInt8(word & 0xFF)
        }
        return try encode(bytes: bytes, width: width, height: height, channels: 3, level: level, filters: filters)
    }

    /// Pixel bytes, 3 (RGB) or 4 (RGBA) a pixel, as a PNG file.
    public static func encode(
        bytes: [UInt8], width: Int, height: Int, channels: Int, level: Int32 = pictureLevel,
        filters: Int32 = pictureFilters
    ) throws -> [UInt8] {
        guard width > 0, height > 0, bytes.count >= width * height * channels else {
            throw PictureError(reason: "an empty picture")
        }
        final class Output { var bytes: [UInt8] = [] }
        let output = Output()
        output.bytes.reserveCapacity(width * height / 4)
        let context = Unmanaged.passUnretained(output).toOpaque()
        let failure = bytes.withUnsafeBufferPointer { pixels -> UnsafePointer<CChar>? in
            duosim_png_write(
                pixels.baseAddress, UInt32(width), UInt32(height), UInt32(width * channels), Int32(channels), level,
                filters,
                { context, bytes, count in
                    guard let context, let bytes else { return 0 }
                    let output = Unmanaged<Output>.fromOpaque(context).takeUnretainedValue()
                    output.bytes.append(contentsOf: UnsafeBufferPointer(start: bytes, count: count))
                    return 1
                }, context)
        }
        if let failure { throw PictureError(reason: String(cString: failure)) }
        return output.bytes
    }

    /// A PNG file's pixels as RGBA bytes.
    public static func decode(_ bytes: [UInt8]) throws -> DecodedPNG {
        var pixels: UnsafeMutablePointer<UInt8>?
        var width: UInt32 = 0
        var height: UInt32 = 0
        let failure = bytes.withUnsafeBufferPointer { buffer in
            duosim_png_read(buffer.baseAddress, buffer.count, UInt64(Limits.picturePixels), &pixels, &width, &height)
        }
        defer { free(pixels) }
        if let failure { throw PictureError(reason: String(cString: failure)) }
        guard let pixels else { throw PictureError(reason: "not a PNG file") }
        let count = Int(width) * Int(height) * 4
        return DecodedPNG(
            width: Int(width), height: Int(height), rgba: Array(UnsafeBufferPointer(start: pixels, count: count)))
    }
}

// MARK: - DecodedPNG

/// A PNG file's pixels: its size, and four bytes a pixel (red, green, blue, alpha), row by row.
public struct DecodedPNG: Hashable, Sendable {
    public var width: Int
    public var height: Int
    public var rgba: [UInt8]

    public init(width: Int, height: Int, rgba: [UInt8]) {
        self.width = width
        self.height = height
        self.rgba = rgba
    }
}

// MARK: - MarginPicture

/// `Set MarginFill "file.png"`: the picture stretched over the whole picture, as VHS's ffmpeg
/// `scale` does (bilinear here).
struct MarginPicture {
    let width: Int
    let height: Int
    let pixels: [UInt32]

    init(path: String, width: Int, height: Int) throws {
        let bytes = try InputFile.read(path, limit: Limits.pictureFileBytes, what: "a margin's picture")
        let image: DecodedPNG
        do { image = try PNGFile.decode(bytes) } catch let error as PictureError {
            throw PictureError(reason: "Set MarginFill: \(error.reason) (a margin's picture is a PNG file)")
        }
        self.init(image: image, width: width, height: height)
    }

    init(image: DecodedPNG, width: Int, height: Int) {
        self.width = width
        self.height = height
        var pixels = [UInt32](repeating: 0, count: width * height)
        let sx = Double(image.width) / Double(width)
        let sy = Double(image.height) / Double(height)
        func at(_ x: Int, _ y: Int, _ channel: Int) -> Double {
            Double(image.rgba[(min(image.height - 1, y) * image.width + min(image.width - 1, x)) * 4 + channel])
        }
        for y in 0..<height {
            let fy = max(0, (Double(y) + 0.5) * sy - 0.5)
            let y0 = Int(fy)
            let ty = fy - Double(y0)
            for x in 0..<width {
                let fx = max(0, (Double(x) + 0.5) * sx - 0.5)
                let x0 = Int(fx)
                let tx = fx - Double(x0)
                var word: UInt32 = 0
                for channel in 0..<3 {
                    let top = at(x0, y0, channel) * (1 - tx) + at(x0 + 1, y0, channel) * tx
                    let bottom = at(x0, y0 + 1, channel) * (1 - tx) + at(x0 + 1, y0 + 1, channel) * tx
                    word = word << 8 | UInt32((top * (1 - ty) + bottom * ty).rounded())
                }
                pixels[y * width + x] = word
            }
        }
        self.pixels = pixels
    }
}
