#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

// MARK: - Text compared as bytes

/// Text compared and hashed by its UTF-8 bytes, for keys made by one function (a move's
/// description, the demo page's runs): each has one spelling per meaning, so its bytes say what
/// `==` on strings says, without the Unicode-aware comparison a string with a non-ASCII letter
/// takes (`package`: no part of the library's API).
package struct ByteText: Hashable {
    package let text: String

    package init(_ text: String) { self.text = text }

    package static func == (lhs: ByteText, rhs: ByteText) -> Bool {
        var left = lhs.text, right = rhs.text
        return left.withUTF8 { a in
            right.withUTF8 { b in
                guard a.count == b.count, let x = a.baseAddress, let y = b.baseAddress else {
                    return a.count == b.count
                }
                return memcmp(x, y, a.count) == 0
            }
        }
    }

    package func hash(into hasher: inout Hasher) {
        var text = text
        text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
}
