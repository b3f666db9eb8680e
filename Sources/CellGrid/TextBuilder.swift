// MARK: - TextBuilder

/// Text made of many pieces in one buffer of UTF-8 bytes, made a `String` once at the end. The
/// same text as the pieces joined by `+`, but each join is a copy of bytes: `String.append` also
/// works out, at every join, whether the characters either side merge, and a frame's panel and
/// titles are hundreds of pieces.
struct TextBuilder {
    private var bytes: [UInt8] = []

    init(capacity: Int = 96) { bytes.reserveCapacity(capacity) }

    mutating func add(_ piece: String) { bytes.append(contentsOf: piece.utf8) }

    mutating func add(_ piece: Substring) { bytes.append(contentsOf: piece.utf8) }

    mutating func add(_ character: Character) { bytes.append(contentsOf: character.utf8) }

    /// `piece` padded with spaces to at least `width` cells, plus one space (`String.padded`).
    mutating func add(_ piece: String, padded width: Int) {
        add(piece)
        addSpaces(max(0, width - characterCount(piece)) + 1)
    }

    mutating func addSpaces(_ count: Int) { bytes.append(contentsOf: repeatElement(0x20, count: max(0, count))) }

    /// The pieces joined, with `separator` between each two.
    mutating func add(_ pieces: [String], separator: String) {
        for (index, piece) in pieces.enumerated() {
            if index > 0 { add(separator) }
            add(piece)
        }
    }

    var isEmpty: Bool { bytes.isEmpty }

    /// The text so far.
    var text: String { String(decoding: bytes, as: UTF8.self) }
}
