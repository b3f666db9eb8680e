// MARK: - ColorMap

/// Pixel words to numbers (a count, an index), by an open-addressed hash that grows: a GIF
/// frame's colours are counted, then looked up, once for each pixel that changed.
struct ColorMap {
    /// Keys are the colour with bit 24 set (0 is an empty slot).
    private var keys: [UInt32]
    private var values: [UInt32]
    /// The colours in the order they were first added.
    private(set) var colors: [UInt32] = []
    private var mask: Int

    init(capacity: Int = 1024) {
        var size = 16
        while size < capacity * 2 { size *= 2 }
        keys = [UInt32](repeating: 0, count: size)
        values = [UInt32](repeating: 0, count: size)
        mask = size - 1
    }

    var count: Int { colors.count }

    @inline(__always)
    private func slot(of key: UInt32) -> Int {
        var slot = Int(truncatingIfNeeded: (key &* 0x9E37_79B1) >> 7) & mask
        while keys[slot] != 0 && keys[slot] != key { slot = (slot + 1) & mask }
        return slot
    }

    /// The colour's value, if it has one.
    @inline(__always)
    func value(of color: UInt32) -> UInt32? {
        let slot = slot(of: color | 0x0100_0000)
        return keys[slot] == 0 ? nil : values[slot]
    }

    /// Sets a colour's value.
    mutating func set(_ color: UInt32, _ value: UInt32) {
        let key = color | 0x0100_0000
        let slot = slot(of: key)
        if keys[slot] == 0 {
            if (colors.count + 1) * 2 > keys.count {
                grow()
                return set(color, value)
            }
            keys[slot] = key
            colors.append(color)
        }
        values[slot] = value
    }

    /// Adds one to a colour's count.
    @inline(__always)
    mutating func count(_ color: UInt32) { set(color, (value(of: color) ?? 0) + 1) }

    private mutating func grow() {
        let old = colors.map { ($0, value(of: $0) ?? 0) }
        self = ColorMap(capacity: keys.count)
        for (color, value) in old { set(color, value) }
    }
}

// MARK: - Palette

/// A GIF frame's colours: at most 255 (an index is kept for transparency), and each colour of
/// the frame's pixels to its index. With more colours than that, the 255 most used are kept
/// exactly (ties by value) and the rest drawn in the nearest of them.
struct Palette {
    var colors: [UInt32]
    var lookup: ColorMap
    /// Every colour of the frame is in `colors` as it is.
    var exact: Bool

    init(counts: ColorMap) {
        var lookup = ColorMap(capacity: counts.count)
        guard counts.count > 255 else {
            for (index, color) in counts.colors.enumerated() { lookup.set(color, UInt32(index)) }
            self.init(colors: counts.colors, lookup: lookup, exact: true)
            return
        }
        let ranked: [(color: UInt32, count: UInt32)] = counts.colors.map { color in
            (color, counts.value(of: color) ?? 0)
        }
        let sorted = ranked.sorted(by: Self.moreUsed)
        let kept: [UInt32] = sorted.prefix(255).map { $0.color }
        for (index, color) in kept.enumerated() { lookup.set(color, UInt32(index)) }
        for entry in sorted.dropFirst(255) { lookup.set(entry.color, UInt32(Self.nearest(entry.color, in: kept))) }
        self.init(colors: kept, lookup: lookup, exact: false)
    }

    /// More used first; equally used, the lower value first.
    static func moreUsed(_ a: (color: UInt32, count: UInt32), _ b: (color: UInt32, count: UInt32)) -> Bool {
        if a.count != b.count { return a.count > b.count }
        return a.color < b.color
    }

    init(colors: [UInt32], lookup: ColorMap, exact: Bool) {
        self.colors = colors
        self.lookup = lookup
        self.exact = exact
    }

    static func nearest(_ color: UInt32, in colors: [UInt32]) -> Int {
        var best = 0
        var bestDistance = Int.max
        for (index, candidate) in colors.enumerated() {
            var distance = 0
            for shift: UInt32 in [16, 8, 0] {
                let d = Int(color >> shift & 0xFF) - Int(candidate >> shift & 0xFF)
                distance += d * d
            }
            if distance < bestDistance {
                bestDistance = distance
                best = index
            }
        }
        return best
    }

    /// Whether every colour of `other` is one of these, exactly.
    func holds(_ other: Palette) -> Bool { other.exact && other.colors.allSatisfy { lookup.value(of: $0) != nil } }
}
