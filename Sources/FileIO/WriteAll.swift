#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes all of `text` to the file descriptor `fd`, retrying short writes and interrupted calls.
/// - Returns: 0, or the `errno` of the write that failed.
@discardableResult
public func writeAll(_ text: String, to fd: Int32) -> Int32 {
    var text = text
    return text.withUTF8 { writeAll($0, to: fd) }
}

/// Writes all of `bytes` to `fd`, as `writeAll(_:to:)` does a string.
@discardableResult
public func writeAll(_ bytes: [UInt8], to fd: Int32) -> Int32 {
    bytes.withUnsafeBufferPointer { writeAll($0, to: fd) }
}

/// Writes all of `buffer` to `fd`, as `writeAll(_:to:)` does a string.
@discardableResult
public func writeAll(_ buffer: UnsafeBufferPointer<UInt8>, to fd: Int32) -> Int32 {
    guard let base = buffer.baseAddress else { return 0 }
    var offset = 0
    while offset < buffer.count {
        let written = write(fd, base + offset, buffer.count - offset)
        if written < 0 {
            if errno == EINTR { continue }
            return errno
        }
        offset += written
    }
    return 0
}
