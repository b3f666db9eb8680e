// MARK: - WindowChrome

/// What surrounds the terminal, drawn as VHS draws it (`draw.go`): the margin's fill, the
/// window in the theme's background, its bar (three dots or rings) and its rounded corners.
enum WindowChrome {
    /// VHS's anti-aliased disc: fully in within `r - 1` of the centre, fading over one pixel.
    static func discAlpha(x: Int, y: Int, centerX: Int, centerY: Int, radius: Int) -> UInt8 {
        let dx = Double(x - centerX) + 0.5
        let dy = Double(y - centerY) + 0.5
        let distance = (dx * dx + dy * dy).squareRoot() - Double(radius - 1)
        if distance < 0 { return 255 }
        if distance <= 1 { return UInt8((1 - distance) * 255) }
        return 0
    }

    /// The window's mask at a pixel of the window (`roundedrect`): 255 inside, less in the corners.
    static func cornerAlpha(x: Int, y: Int, width: Int, height: Int, radius: Int) -> UInt8 {
        guard radius > 0 else { return 255 }
        let left = x < radius
        let right = x >= width - radius
        let top = y < radius
        let bottom = y >= height - radius
        guard (left || right) && (top || bottom) else { return 255 }
        let cx = left ? radius : width - radius
        let cy = top ? radius : height - radius
        return discAlpha(x: x, y: y, centerX: cx, centerY: cy, radius: radius + 1)
    }

    /// Paints a disc over `pixels` (a picture `stride` wide) with VHS's edge.
    static func disc(
        _ pixels: inout [UInt32], stride: Int, origin: (Int, Int), center: (Int, Int), radius: Int, color: RGB
    ) {
        guard radius > 0 else { return }
        for y in (center.1 - radius)..<(center.1 + radius) {
            for x in (center.0 - radius)..<(center.0 + radius) {
                let alpha = discAlpha(x: x, y: y, centerX: center.0, centerY: center.1, radius: radius)
                let px = origin.0 + x
                let py = origin.1 + y
                guard alpha > 0, px >= 0, py >= 0, px < stride, py * stride + px < pixels.count else { continue }
                let index = py * stride + px
                pixels[index] = blend(color.word, pixels[index], UInt32(alpha))
            }
        }
    }

    /// The bar's dots or rings (`makeColorfulBar`, `makeRingBar`), over the bar already filled.
    static func bar(
        _ pixels: inout [UInt32], stride: Int, layout: PictureLayout, style: PictureStyle, background: RGB
    ) {
        guard let bar = style.windowBar else { return }
        let size = style.windowBarSize
        let origin = (layout.windowX, layout.windowY)
        let isRight = bar == .colorfulRight || bar == .ringsRight
        let width = layout.windowWidth
        if bar == .colorful || bar == .colorfulRight {
            let radius = size / 6
            let gap = (size - 2 * radius) / 2
            let space = 2 * radius + size / 6
            let colors = [RGB(0xFF, 0x4F, 0x4D), RGB(0xFE, 0xBB, 0x00), RGB(0x00, 0xCC, 0x1D)]
            for (index, color) in colors.enumerated() {
                let offset = gap + radius + index * space
                let center = (isRight ? width - offset : offset, radius + gap)
                disc(&pixels, stride: stride, origin: origin, center: center, radius: radius, color: color)
            }
        } else {
            let outer = size / 5
            let inner = 4 * outer / 5
            let gap = (size - 2 * outer) / 2
            let space = 2 * outer + size / 6
            for index in 0...2 {
                let offset = gap + outer + index * space
                let center = (isRight ? width - offset : offset, outer + gap)
                disc(
                    &pixels, stride: stride, origin: origin, center: center, radius: outer, color: RGB(0x33, 0x33, 0x33)
                )
                disc(&pixels, stride: stride, origin: origin, center: center, radius: inner, color: background)
            }
        }
    }
}
