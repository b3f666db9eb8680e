// MARK: - RGB

/// A colour of the picture, 8 bits a channel.
public struct RGB: Hashable, Sendable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8

    public init(_ red: UInt8, _ green: UInt8, _ blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// `#rrggbb`, `rrggbb`, `#rgb` or `rgb` (as VHS reads a colour), else nil.
    public init?(hex text: String) {
        var digits = Substring(text)
        if digits.hasPrefix("#") { digits = digits.dropFirst() }
        guard digits.count == 6 || digits.count == 3, let value = UInt32(digits, radix: 16) else { return nil }
        if digits.count == 3 {
            self.init(UInt8(value >> 8 & 0xF) * 17, UInt8(value >> 4 & 0xF) * 17, UInt8(value & 0xF) * 17)
        } else {
            self.init(UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF))
        }
    }

    /// The colour as one word, `0x00rrggbb` (how the canvas keeps its pixels).
    public var word: UInt32 { UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue) }

    public init(word: UInt32) {
        self.init(UInt8(word >> 16 & 0xFF), UInt8(word >> 8 & 0xFF), UInt8(word & 0xFF))
    }

    /// `#rrggbb`.
    public var hex: String {
        let digits = String(word, radix: 16)
        return "#" + String(repeating: "0", count: 6 - digits.count) + digits
    }

    /// This colour over `under` at `alpha` (0–255), rounded as a canvas does.
    public func over(_ under: RGB, alpha: UInt8) -> RGB {
        func mix(_ top: UInt8, _ bottom: UInt8) -> UInt8 {
            let a = UInt32(alpha)
            return UInt8((UInt32(top) * a + UInt32(bottom) * (255 - a) + 127) / 255)
        }
        return RGB(mix(red, under.red), mix(green, under.green), mix(blue, under.blue))
    }
}

/// Blends two pixel words (`0x00rrggbb`) at `alpha` of `top`: the rasteriser's inner loop.
@inline(__always)
func blend(_ top: UInt32, _ bottom: UInt32, _ alpha: UInt32) -> UInt32 {
    if alpha == 0 { return bottom }
    if alpha >= 255 { return top }
    let inverse = 255 - alpha
    var out: UInt32 = 0
    for shift: UInt32 in [16, 8, 0] {
        let mixed = ((top >> shift & 0xFF) * alpha + (bottom >> shift & 0xFF) * inverse + 127) / 255
        out |= mixed << shift
    }
    return out
}
