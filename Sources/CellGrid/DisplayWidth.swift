// MARK: - DisplayWidth

/// How many terminal cells a character takes: the C library's wcwidth for each scalar (the table
/// ncurses and tmux read, carried in the binary so every machine and locale draws alike), and
/// one rule for a grapheme cluster of several scalars (Docs/UI.md, "Wide characters").
public enum DisplayWidth {
    /// The width code of every scalar, as sorted change points (`start << 2 | code`).
    private static let entries: [UInt32] = {
        var entries: [UInt32] = []
        entries.reserveCapacity(table.utf8.count / 6)
        var value: UInt32 = 0, digits = 0
        for byte in table.utf8 {
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A")) + 10
            default: continue  // the literal's line breaks and indentation
            }
            value = value << 4 | digit
            digits += 1
            if digits == 6 {
                entries.append(value)
                (value, digits) = (0, 0)
            }
        }
        return entries
    }()

    /// The cells a scalar takes on its own: 0, 1 or 2, or `nil` when it isn't printable (a control
    /// character, a surrogate, a code point the table doesn't know).
    public static func of(_ scalar: Unicode.Scalar) -> Int? {
        let value = scalar.value
        if value >= 0x20 && value < 0x7F { return 1 }
        let code = entries.withUnsafeBufferPointer { entries -> UInt32 in
            // The last entry at or before `value` (the first is 0, so there is one).
            var low = 0, high = entries.count
            while high - low > 1 {
                let middle = (low + high) / 2
                if entries[middle] >> 2 <= value { low = middle } else { high = middle }
            }
            return entries[low] & 3
        }
        return code == 3 ? nil : Int(code)
    }

    /// The cells a grapheme cluster takes and what a terminal that doesn't join it would give it
    /// (the sum of its scalars' widths, wcswidth's answer); `nil` when a scalar isn't printable.
    ///
    /// A cluster is as wide as its scalars together, except an emoji sequence (an emoji with a
    /// skin tone, a variation selector 16 or a zero-width joiner, or two regional indicators: a
    /// flag), which is two cells, as terminals that join emoji draw it.
    public static func of(cluster scalars: String.UnicodeScalarView) -> ClusterWidth? {
        var sum = 0, count = 0, emoji = false
        var first: Unicode.Scalar?
        for scalar in scalars {
            guard let width = of(scalar) else { return nil }
            sum += width
            count += 1
            if let first {
                switch scalar.value {
                case 0xFE0F, 0x200D: emoji = emoji || first.properties.isEmoji
                case 0x1F3FB...0x1F3FF: emoji = true
                case 0x1F1E6...0x1F1FF: emoji = emoji || (0x1F1E6...0x1F1FF).contains(first.value)
                default: break
                }
            } else {
                first = scalar
            }
        }
        return ClusterWidth(width: emoji && count > 1 ? 2 : sum, unjoined: sum)
    }
}

// MARK: - ClusterWidth

/// The cells a grapheme cluster takes, and what a terminal that doesn't join it gives it (wcswidth's).
public struct ClusterWidth: Hashable, Sendable {
    public var width: Int
    public var unjoined: Int

    public init(width: Int, unjoined: Int) {
        self.width = width
        self.unjoined = unjoined
    }
}
