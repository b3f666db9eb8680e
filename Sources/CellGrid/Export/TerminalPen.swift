// MARK: - TerminalPen

/// Writes cells to a terminal the way a careful program would: it knows where the cursor is and
/// which style is set, and sends the shortest escape sequence that gets it to the next cell and
/// style (an absolute or a relative move; a reset and the new attributes, or only the ones that
/// change). A frame of changes then costs little more than its characters.
struct TerminalPen: Sendable {
    /// The bytes so far.
    var out: [UInt8] = []
    /// The cursor's row and column; `nil` when unknown (the first move is then absolute).
    var row: Int?
    var column: Int?
    /// The style the terminal has (plain after a reset).
    var style = Style.plain
    let width: Int
    /// The sequences worked out so far, by the styles they go from and to (a screen has few).
    private var styleCache: [UInt64: [UInt8]] = [:]

    init(width: Int) {
        self.width = width
        out.reserveCapacity(256)
    }

    /// Moves the cursor to `row`, `column` (0-based) by the shortest sequence.
    mutating func move(_ targetRow: Int, _ targetColumn: Int) {
        let (form, _) = bestMove(targetRow, targetColumn)
        switch form {
        case .stay: break
        case .absolute: Self.absolute(targetRow, targetColumn, &out)
        case .relative(let horizontal):
            // A relative move is chosen only from a known cell.
            guard let row = self.row, let column = self.column else {
                Self.absolute(targetRow, targetColumn, &out)
                break
            }
            if targetRow > row { Self.sequence(targetRow - row, "B", &out) }
            if targetRow < row { Self.sequence(row - targetRow, "A", &out) }
            switch horizontal {
            case .none: break
            case .byColumns:
                if targetColumn > column { Self.sequence(targetColumn - column, "C", &out) }
                if targetColumn < column { Self.sequence(column - targetColumn, "D", &out) }
            case .toColumn: Self.sequence(targetColumn + 1, "G", &out)
            case .fromStart:
                out.append(13)
                if targetColumn > 0 { Self.sequence(targetColumn, "C", &out) }
            }
        }
        row = targetRow
        column = targetColumn
    }

    /// The bytes the shortest move to `row`, `column` takes (nothing is written).
    func moveCost(_ targetRow: Int, _ targetColumn: Int) -> Int { bestMove(targetRow, targetColumn).bytes }

    private enum Horizontal { case none, byColumns, toColumn, fromStart }
    private enum MoveForm {
        case stay, absolute
        case relative(Horizontal)
    }

    /// The shortest way from the cursor to `row`, `column`: absolute, or relative when the
    /// cursor's place is certain (by rows, then by columns, to a column, or from the row's
    /// start); the first of equals wins.
    private func bestMove(_ targetRow: Int, _ targetColumn: Int) -> (form: MoveForm, bytes: Int) {
        if row == targetRow, column == targetColumn { return (.stay, 0) }
        let absoluteLength =
            3 + (targetRow > 0 || targetColumn > 0 ? Self.digits(targetRow + 1) : 0)
            + (targetColumn > 0 ? 1 + Self.digits(targetColumn + 1) : 0)
        var best: (form: MoveForm, bytes: Int) = (.absolute, absoluteLength)
        // After the last column the cursor waits to wrap: only an absolute move is certain there.
        guard let row, let column, column < width else { return best }
        let vertical = targetRow == row ? 0 : Self.sequenceLength(abs(targetRow - row))
        func consider(_ horizontal: Horizontal, _ length: Int) {
            if vertical + length < best.bytes { best = (.relative(horizontal), vertical + length) }
        }
        if targetColumn == column {
            consider(.none, 0)
        } else {
            consider(.byColumns, Self.sequenceLength(abs(targetColumn - column)))
            consider(.toColumn, Self.sequenceLength(targetColumn + 1))
            consider(.fromStart, 1 + (targetColumn > 0 ? Self.sequenceLength(targetColumn) : 0))
        }
        return best
    }

    /// The length of `ESC [ n final` with an `n` of 1 left out.
    private static func sequenceLength(_ count: Int) -> Int { 3 + (count != 1 ? digits(count) : 0) }

    private static func digits(_ value: Int) -> Int {
        var value = value, count = 1
        while value >= 10 {
            value /= 10
            count += 1
        }
        return count
    }

    /// Writes a row's cells in `columns` from the cursor, which must be at its first one. A wide
    /// character's right half sends nothing (its left half drew it). After a character not every
    /// terminal draws one cell wide, the next is placed by an absolute move, so a terminal that
    /// draws it otherwise can't shift the rest of the row; a cluster terminals draw at different
    /// widths (`👍🏽`: two cells joined, four unjoined; `❤️`: two or one) is written over blanks and
    /// the cells it may spill into are written again after it.
    mutating func write(_ grid: Grid, row: Int, columns: Range<Int>) {
        var end = columns.upperBound
        var column = columns.lowerBound
        // A narrow character not every terminal is sure of leaves the cursor uncertain after the run.
        var certain = true
        let base = row * grid.width
        while column < end {
            let index = base + column
            let shown = grid.shown(index, column: column)
            if case .none = shown {
                column += 1
                continue
            }
            let cellStyle = grid.cells[index].style
            if self.column != column { move(row, column) }
            if cellStyle != style { setStyle(cellStyle) }
            switch shown {
            case .scalar(let scalar, let wide):
                appendUTF8(scalar, to: &out)
                certain = certain && (wide || Self.isNarrow(scalar))
                self.column = wide ? nil : column + 1
                column += wide ? 2 : 1
            case .cluster(let text, let wide):
                let cells = wide ? 2 : 1
                let unjoined = DisplayWidth.of(cluster: text.unicodeScalars)?.unjoined ?? cells
                if unjoined != cells {
                    out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: cells))
                    self.column = nil
                    move(row, column)
                    end = max(end, min(grid.width, column + unjoined))
                }
                out.append(contentsOf: text.utf8)
                self.column = nil
                column += cells
            case .none: break
            }
        }
        if !certain { self.column = nil }
    }

    /// Whether every terminal draws `scalar` one cell wide: ASCII, Latin and the like, and the
    /// punctuation, arrows, box drawing and shapes duosim draws with.
    static func isNarrow(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20..<0x1100, 0x2000..<0x2300, 0x2500..<0x2600, 0x2716: return true
        default: return false
        }
    }

    /// Leaves the terminal in the plain style, as every frame does.
    mutating func finish() {
        if style != .plain { setStyle(.plain) }
    }

    // MARK: Styles

    private mutating func setStyle(_ next: Style) {
        out.append(contentsOf: styleBytes(next))
        style = next
    }

    /// The shortest SGR sequence from the terminal's style to `next`: a reset and the new
    /// attributes, or only the changes; empty when they are the same.
    mutating func styleBytes(_ next: Style) -> [UInt8] {
        if next == style { return [] }
        let key = UInt64(style.bits) << 32 | UInt64(next.bits)
        if let known = styleCache[key] { return known }
        let bytes = Self.styleBytes(from: style, to: next)
        styleCache[key] = bytes
        return bytes
    }

    private static func styleBytes(from style: Style, to next: Style) -> [UInt8] {
        var reset: [UInt8] = Array("\u{1B}[".utf8)
        let codes = ANSIEncoder.parameters(next).joined(separator: ";")
        if codes.isEmpty {
            reset.append(UInt8(ascii: "m"))
        } else {
            reset.append(contentsOf: "0;".utf8)
            reset.append(contentsOf: codes.utf8)
            reset.append(UInt8(ascii: "m"))
        }
        if let delta = Self.delta(from: style, to: next), delta.count < reset.count { return delta }
        return reset
    }

    /// The SGR sequence that changes only what differs, or `nil` when nothing does.
    private static func delta(from current: Style, to next: Style) -> [UInt8]? {
        var codes: [String] = []
        // 22 turns off bold and dim together; whichever stays is turned on again.
        if (current.bold && !next.bold) || (current.dim && !next.dim) {
            codes.append("22")
            if next.bold { codes.append("1") }
            if next.dim { codes.append("2") }
        } else {
            if next.bold && !current.bold { codes.append("1") }
            if next.dim && !current.dim { codes.append("2") }
        }
        if next.underline != current.underline { codes.append(next.underline ? "4" : "24") }
        if next.reverse != current.reverse { codes.append(next.reverse ? "7" : "27") }
        if next.foreground != current.foreground {
            codes.append(next.foreground.map { "38;5;\($0.xterm256)" } ?? "39")
        }
        if next.background != current.background {
            codes.append(next.background.map { "48;5;\($0.xterm256)" } ?? "49")
        }
        guard !codes.isEmpty else { return nil }
        return Array("\u{1B}[\(codes.joined(separator: ";"))m".utf8)
    }

    // MARK: Cursor sequences

    /// `ESC [ row ; column H`, leaving out what defaults to 1.
    private static func absolute(_ row: Int, _ column: Int, _ bytes: inout [UInt8]) {
        bytes.append(0x1B)
        bytes.append(UInt8(ascii: "["))
        if row > 0 || column > 0 { appendNumber(row + 1, &bytes) }
        if column > 0 {
            bytes.append(UInt8(ascii: ";"))
            appendNumber(column + 1, &bytes)
        }
        bytes.append(UInt8(ascii: "H"))
    }

    private static func appendNumber(_ value: Int, _ bytes: inout [UInt8]) {
        bytes.append(contentsOf: String(value).utf8)
    }

    /// `ESC [ n final`, leaving out an `n` of 1 (the default).
    private static func sequence(_ count: Int, _ final: Unicode.Scalar, _ bytes: inout [UInt8]) {
        bytes.append(0x1B)
        bytes.append(UInt8(ascii: "["))
        if count != 1 { appendNumber(count, &bytes) }
        bytes.append(UInt8(ascii: final))
    }
}
