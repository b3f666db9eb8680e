import CGIF

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// MARK: - GIFEncoder

/// An animated GIF written as frames arrive, through giflib (its LZW; nothing of GIF's coding
/// here), looping for ever. Each frame is the rectangle that changed since the one before, the
/// pixels in it that didn't change left transparent; its colours are the global table's (the
/// first frame's) when they are all there, else a table of its own (`Palette`: more than 255
/// colours keep the most used and draw the rest in the nearest). `take()` hands out
/// what is written, all but the last frame's delay, which the next frame may still lengthen.
public final class GIFEncoder {
    public let width: Int
    public let height: Int
    var gif: UnsafeMutablePointer<GifFileType>?
    final class Output { var bytes: [UInt8] = [] }
    let output = Output()
    /// The pixels as the last frame left them, and the global table.
    var previous: [UInt32]?
    var global: Palette?
    /// Where the last frame's delay is in `output.bytes`, and its value (centiseconds).
    var pendingDelay: (offset: Int, value: Int)?
    /// Bytes already handed out by `take()`.
    private var handedOut = 0
    public private(set) var frames = 0

    public init(width: Int, height: Int) throws {
        self.width = width
        self.height = height
        var error: Int32 = 0
        let context = Unmanaged.passUnretained(output).toOpaque()
        gif = EGifOpen(
            context,
            { file, bytes, count in
                guard let file, let bytes, let user = file.pointee.UserData else { return 0 }
                Unmanaged<Output>.fromOpaque(user).takeUnretainedValue().bytes.append(
                    contentsOf: UnsafeBufferPointer(start: bytes, count: Int(count)))
                return count
            }, &error)
        guard let gif else { throw PictureError(reason: "giflib couldn't start a GIF (error \(error))") }
        EGifSetGifVersion(gif, true)
    }

    deinit {
        if let gif { _ = EGifCloseFile(gif, nil) }
    }

    /// Adds a frame: the whole picture's pixels, shown for `delay` centiseconds. A delay under 2
    /// (which browsers stretch to 10) is added to the frame before instead, when there is one.
    public func add(_ pixels: [UInt32], delay: Int) throws {
        if delay < 2, let pending = pendingDelay {
            setDelay(pending.value + delay)
            return
        }
        guard let rect = changedRect(pixels) else {
            if let pending = pendingDelay { setDelay(pending.value + delay) }
            return
        }
        try encode(pixels, rect: rect, delay: delay)
        previous = pixels
        frames += 1
    }

    /// What is written and won't change.
    public func take() -> [UInt8] {
        let end = pendingDelay.map { $0.offset } ?? output.bytes.count
        guard end > handedOut else { return [] }
        defer { handedOut = end }
        return Array(output.bytes[handedOut..<end])
    }

    /// The rest, ending the file.
    public func finish() throws -> [UInt8] {
        if global == nil { try add([UInt32](repeating: 0, count: width * height), delay: 0) }
        pendingDelay = nil
        if let gif {
            var error: Int32 = 0
            guard EGifCloseFile(gif, &error) == GIF_OK else { throw PictureError(reason: "giflib error \(error)") }
            self.gif = nil
        }
        let rest = Array(output.bytes[handedOut...])
        output.bytes.removeAll()
        handedOut = 0
        return rest
    }

    private func setDelay(_ value: Int) {
        guard let pending = pendingDelay else { return }
        let clamped = min(65535, max(0, value))
        output.bytes[pending.offset] = UInt8(clamped & 0xFF)
        output.bytes[pending.offset + 1] = UInt8(clamped >> 8)
        pendingDelay = (pending.offset, clamped)
    }

    /// The rows and columns that differ from the frame before (all, for the first).
    private func changedRect(_ pixels: [UInt32]) -> PixelRect? {
        guard let previous else { return PixelRect(x: 0, y: 0, width: width, height: height) }
        var top = -1
        var bottom = -1
        var left = width
        var right = -1
        pixels.withUnsafeBufferPointer { now in
            previous.withUnsafeBufferPointer { before in
                for y in 0..<height {
                    let row = y * width
                    guard let a = now.baseAddress, let b = before.baseAddress,
                        memcmp(a + row, b + row, width * 4) != 0
                    else { continue }
                    if top < 0 { top = y }
                    bottom = y
                    var x = 0
                    while x < left && now[row + x] == before[row + x] { x += 1 }
                    left = min(left, x)
                    var r = width - 1
                    while r > right && now[row + r] == before[row + r] { r -= 1 }
                    right = max(right, r)
                }
            }
        }
        guard top >= 0 else { return nil }
        return PixelRect(x: left, y: top, width: right - left + 1, height: bottom - top + 1)
    }
}
