import Pixels

// MARK: - PictureDiff

/// Two pictures (a PNG, or a GIF's frames) compared by their decoded pixels, as `record --check`
/// does: the same pixels are the same picture, however the encoder packed them (another libpng,
/// another zlib level, another machine); a difference names its frames and the region that moved.
enum PictureDiff {
    /// Frames described in full before the rest are only counted.
    static let frameLimit = 5

    /// A picture's pixels, one `UInt32` each: a PNG's RGBA, a GIF frame's 0xRRGGBB.
    struct Picture {
        var width: Int
        var height: Int
        var frames: AnyIterator<[UInt32]>
        var count: Int
        var delays: [Int] = []
    }

    /// Why `old` (on disk) and `new` (from the tape) show different pixels, or nil when they don't.
    static func make(old: [UInt8], new: [UInt8], name: String, isGIF: Bool) -> String? {
        let head = "--- a/\(name) (decoded pixels)\n+++ b/\(name) (decoded pixels)\n"
        let a: Picture
        let b: Picture
        do { a = try picture(old, isGIF: isGIF) } catch let error as PictureError {
            return head + "on disk: \(error.reason)\n"
        } catch { return head + "on disk: \(error)\n" }
        do { b = try picture(new, isGIF: isGIF) } catch let error as PictureError {
            return head + "from the tape: \(error.reason)\n"
        } catch { return head + "from the tape: \(error)\n" }
        var out = ""
        if (a.width, a.height) != (b.width, b.height) {
            return head + "size: \(a.width) × \(a.height) px on disk, \(b.width) × \(b.height) px from the tape\n"
        }
        if a.count != b.count { out += "frames: \(a.count) on disk, \(b.count) from the tape\n" }
        if a.delays != b.delays, a.count == b.count {
            let first = a.delays.indices.first { a.delays[$0] != b.delays[$0] } ?? 0
            out +=
                "timing: frame \(first + 1) shows for \(a.delays[first]) cs on disk, \(b.delays[first]) cs from the tape\n"
        }
        var shown = 0
        var differing = 0
        var index = 0
        while let x = a.frames.next(), let y = b.frames.next() {
            defer { index += 1 }
            guard x != y else { continue }
            differing += 1
            guard shown < frameLimit else { continue }
            shown += 1
            let frame = a.count > 1 || b.count > 1 ? "frame \(index + 1) of \(b.count): " : ""
            out += "@@ \(frame)\(region(x, y, width: a.width)) @@\n"
        }
        if differing > shown { out += "… \(differing - shown) more differing frames not shown\n" }
        return out.isEmpty ? nil : head + out
    }

    static func picture(_ bytes: [UInt8], isGIF: Bool) throws -> Picture {
        if isGIF {
            let gif = try DecodedGIF(bytes)
            var pictures = gif.makePictures()
            return Picture(
                width: gif.width, height: gif.height, frames: AnyIterator { pictures.next() }, count: gif.frameCount,
                delays: gif.delays)
        }
        let image = try PNGFile.decode(bytes)
        var pixels = [UInt32](repeating: 0, count: image.width * image.height)
        for index in pixels.indices {
            let at = index * 4
            pixels[index] =
                UInt32(image.rgba[at]) << 24 | UInt32(image.rgba[at + 1]) << 16 | UInt32(image.rgba[at + 2]) << 8
                | UInt32(image.rgba[at + 3])
        }
        var once: [UInt32]? = pixels
        return Picture(
            width: image.width, height: image.height,
            frames: AnyIterator {
                defer { once = nil }
                return once
            },
            count: 1)
    }

    /// `1 234 pixels differ in x 10…200, y 30…45 (191 × 16 px)`.
    static func region(_ a: [UInt32], _ b: [UInt32], width: Int) -> String {
        var count = 0
        var left = Int.max, right = -1, top = Int.max, bottom = -1
        for index in a.indices where a[index] != b[index] {
            count += 1
            let x = index % width
            let y = index / width
            left = min(left, x)
            right = max(right, x)
            top = min(top, y)
            bottom = max(bottom, y)
        }
        return
            "\(count) pixel\(count == 1 ? "" : "s") differ in x \(left)…\(right), y \(top)…\(bottom) (\(right - left + 1) × \(bottom - top + 1) px)"
    }
}
