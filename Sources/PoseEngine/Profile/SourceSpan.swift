// MARK: - SourceSpan

/// Where an entry of a profile is in its file: its first character and the place just after its
/// last, as 1-based lines and columns. Columns count Unicode scalars, as the JSON reader's error
/// messages do (`line 3, column 7`), so a tool can point an editor or a code review at the entry.
package struct SourceSpan: Sendable, Hashable {
    /// The line of the entry's first character.
    package var line: Int
    /// The column of the entry's first character.
    package var column: Int
    /// The line of its last character.
    package var endLine: Int
    /// The column just after its last character.
    package var endColumn: Int

    package init(line: Int, column: Int, endLine: Int, endColumn: Int) {
        self.line = line
        self.column = column
        self.endLine = endLine
        self.endColumn = endColumn
    }

    /// The lines and columns of byte ranges of `text`, in their order, found in one pass over the
    /// text whatever their number (an offset past the end is placed at the end).
    package static func locate(_ ranges: [Range<Int>], in text: [UInt8]) -> [SourceSpan] {
        // Every boundary, sorted once: (offset, which range, whether it is the end).
        let boundaries = ranges.enumerated()
            .flatMap { index, range in [(range.lowerBound, index, false), (range.upperBound, index, true)] }
            .sorted { $0.0 < $1.0 }
        var spans = Array(repeating: SourceSpan(line: 1, column: 1, endLine: 1, endColumn: 1), count: ranges.count)
        var line = 1, column = 1, offset = 0
        for (target, index, isEnd) in boundaries {
            while offset < min(target, text.count) {
                let byte = text[offset]
                if byte == 0x0A {
                    line += 1
                    column = 1
                } else if byte & 0xC0 != 0x80 {
                    column += 1
                }
                offset += 1
            }
            // A position is counted from the character it starts: the bytes walked so far are before it.
            if isEnd {
                spans[index].endLine = line
                spans[index].endColumn = column
            } else {
                spans[index].line = line
                spans[index].column = column
            }
        }
        return spans
    }
}
