// MARK: - Reading a text's bytes

extension CellText {
    /// How many of the first bytes of `utf8`, eight at a time, are printable ASCII (0x20–0x7E):
    /// a multiple of eight, each a character of one cell.
    static func printableASCIIStart(_ utf8: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = utf8.baseAddress else { return 0 }
        let ones: UInt64 = 0x0101_0101_0101_0101, high: UInt64 = 0x8080_8080_8080_8080
        var index = 0
        while index + 8 <= utf8.count {
            let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
            // A byte of 0x80 or more; one below 0x20; one of 0x7F (zero once xored with it).
            let del = word ^ (ones &* 0x7F)
            let stop = (word & high) | ((word &- ones &* 0x20) & ~word & high) | ((del &- ones) & ~del & high)
            guard stop == 0 else { break }
            index += 8
        }
        return index
    }

    /// Calls `body` with the value of each scalar of `utf8` (valid UTF-8) above `floor` (at least
    /// 0x7F), reading the bytes of ASCII without decoding them.
    static func forEachScalar(above floor: UInt32, in utf8: UnsafeBufferPointer<UInt8>, _ body: (UInt32) -> Void) {
        var index = 0
        while index < utf8.count {
            let lead = utf8[index]
            guard lead >= 0xC0 else {
                index += 1
                continue
            }
            let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
            guard index + length <= utf8.count else { return }
            var value = UInt32(lead) & (0x7F >> UInt32(length))
            for offset in 1..<length { value = value << 6 | UInt32(utf8[index + offset] & 0x3F) }
            index += length
            if value > floor { body(value) }
        }
    }
}
