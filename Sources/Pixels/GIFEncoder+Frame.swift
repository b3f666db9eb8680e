import CGIF

// MARK: - A frame's colours and pixels

extension GIFEncoder {
    func encode(_ pixels: [UInt32], rect: PixelRect, delay: Int) throws {
        guard let gif else { throw PictureError(reason: "the GIF is already finished") }
        let first = previous == nil
        var counts = ColorMap()
        var last: UInt32 = 0xFFFF_FFFF
        visitChanged(pixels, rect: rect) { color in
            if color != last || counts.count == 0 {
                counts.count(color)
                last = color
            }
        }
        let frame = Palette(counts: counts)
        // The global table when it holds them all (the index after its colours is for transparency).
        let useGlobal = !first && (global.map { $0.holds(frame) } ?? false)
        let palette = useGlobal ? (global ?? frame) : frame
        let transparent = palette.colors.count
        if first {
            global = frame
            try check(withMap(frame.colors) { EGifPutScreenDesc(gif, Int32(width), Int32(height), 8, 0, $0) })
            try loopForever(gif)
        }
        var control = GraphicsControlBlock(
            DisposalMode: DISPOSE_DO_NOT, UserInputFlag: false, DelayTime: Int32(min(65535, max(0, delay))),
            TransparentColor: first ? NO_TRANSPARENT_COLOR : Int32(transparent))
        var extensionBytes = [GifByteType](repeating: 0, count: 4)
        let length = EGifGCBToExtension(&control, &extensionBytes)
        let offset = output.bytes.count
        try check(EGifPutExtension(gif, GRAPHICS_EXT_FUNC_CODE, Int32(length), extensionBytes))
        pendingDelay = (offset + 4, Int(control.DelayTime))
        let put = { (map: UnsafeMutablePointer<ColorMapObject>?) in
            EGifPutImageDesc(gif, Int32(rect.x), Int32(rect.y), Int32(rect.width), Int32(rect.height), false, map)
        }
        try check(first || useGlobal ? put(nil) : withMap(palette.colors, put))
        try writeRows(gif, pixels, rect: rect, palette: palette, transparent: UInt8(transparent))
    }

    /// Calls `body` with each pixel of `rect` that differs from the frame before (all, for the first).
    @inline(__always)
    private func visitChanged(_ pixels: [UInt32], rect: PixelRect, _ body: (UInt32) -> Void) {
        let before = previous
        for y in rect.y..<(rect.y + rect.height) {
            let row = y * width
            for x in rect.x..<(rect.x + rect.width) {
                let color = pixels[row + x]
                if let before, before[row + x] == color { continue }
                body(color)
            }
        }
    }

    private func writeRows(
        _ gif: UnsafeMutablePointer<GifFileType>, _ pixels: [UInt32], rect: PixelRect, palette: Palette,
        transparent: UInt8
    ) throws {
        var line = [GifPixelType](repeating: 0, count: rect.width)
        let before = previous
        var lastColor: UInt32 = 0xFFFF_FFFF
        var lastIndex: UInt8 = 0
        for y in rect.y..<(rect.y + rect.height) {
            let row = y * width
            for x in 0..<rect.width {
                let color = pixels[row + rect.x + x]
                if let before, before[row + rect.x + x] == color {
                    line[x] = transparent
                    continue
                }
                if color != lastColor {
                    lastColor = color
                    lastIndex = UInt8(truncatingIfNeeded: palette.lookup.value(of: color) ?? 0)
                }
                line[x] = lastIndex
            }
            try check(EGifPutLine(gif, &line, Int32(rect.width)))
        }
    }

    /// A giflib colour map of these colours (and a free index), for the call.
    private func withMap<R>(_ colors: [UInt32], _ body: (UnsafeMutablePointer<ColorMapObject>?) -> R) -> R {
        var size = 2
        while size < colors.count + 1 { size *= 2 }
        var entries = [GifColorType](repeating: GifColorType(Red: 0, Green: 0, Blue: 0), count: size)
        for (index, color) in colors.enumerated() {
            entries[index] = GifColorType(
                Red: UInt8(color >> 16 & 0xFF), Green: UInt8(color >> 8 & 0xFF), Blue: UInt8(color & 0xFF))
        }
        let map = GifMakeMapObject(Int32(size), entries)
        defer { GifFreeMapObject(map) }
        return body(map)
    }

    /// The Netscape extension: play again from the start, for ever.
    private func loopForever(_ gif: UnsafeMutablePointer<GifFileType>) throws {
        try check(EGifPutExtensionLeader(gif, APPLICATION_EXT_FUNC_CODE))
        try check(EGifPutExtensionBlock(gif, 11, Array("NETSCAPE2.0".utf8)))
        try check(EGifPutExtensionBlock(gif, 3, [1, 0, 0]))
        try check(EGifPutExtensionTrailer(gif))
    }

    private func check(_ status: Int32) throws {
        guard status == GIF_OK else {
            throw PictureError(reason: "giflib couldn't write the GIF (error \(gif?.pointee.Error ?? 0))")
        }
    }
}
