import CellGrid
import TestSupport
import Testing

/// The panel's lines wrap instead of cutting (issue 37). A long line is measured a line at a time
/// (measuring all of what is left for each line made a frame's panel quadratic in its text);
/// held here to the rule read the slow way, over texts of every kind of character.
@Suite("Panel wrap")
struct PanelWrapTests {
    /// The longest start of `text`, in whole characters, of at most `cells` cells: `CellText.prefix`.
    static func prefix(_ text: Substring, _ cells: Int) -> Substring {
        var end = text.startIndex
        for index in text.indices {
            let next = text.index(after: index)
            guard characterCount(String(text[..<next])) <= cells else { break }
            end = next
        }
        return text[..<end]
    }

    /// The rule as written before it measured a line at a time: the oracle.
    static func wrap(_ text: String, width: Int, indent: Int) -> [String] {
        guard width > indent + 8, text.utf8.count > width, characterCount(text) > width else { return [text] }
        var lines: [String] = []
        var rest = Substring(text)
        var first = true
        while !rest.isEmpty {
            let room = first ? width : width - indent
            let head = prefix(rest, room)
            let pad = first ? "" : String(repeating: " ", count: indent)
            guard head.endIndex < rest.endIndex else {
                lines.append(pad + rest)
                break
            }
            var cut = head.endIndex
            if let dot = head.lastIndex(of: "·"), head.distance(from: head.startIndex, to: dot) > room / 2,
                head.index(after: dot) < head.endIndex
            {
                cut = head.index(dot, offsetBy: 2, limitedBy: head.endIndex) ?? head.endIndex
            } else if let space = head.lastIndex(of: " "), head.distance(from: head.startIndex, to: space) > room / 3 {
                cut = head.index(after: space)
            }
            var line = head[..<cut]
            rest = rest[cut...]
            while line.last == " " { line = line.dropLast() }
            lines.append(pad + line)
            while rest.first == " " { rest = rest.dropFirst() }
            first = false
        }
        return lines
    }

    /// Words of ASCII, wide characters, zero-width and combining marks, controls and ` · ` lists.
    static let pieces = [
        "Trash", "New Message", "a", "·", " · ", "  ", "日本語", "👩‍👩‍👧", "e\u{301}", "\u{301}", "\u{200B}",
        "\u{1B}[0m", "x\u{FEFF}y", "Mailboxes", "—", "under the sheet compose;", "abcdefghijklmnopqrstuvwxyz",
    ]

    /// Random texts of up to `most` of `pieces` (run together one time in `glueOneIn`, else
    /// spaced), each wrapped at a random width below `widest` and indent below `deepest`, the
    /// fast wrap against the slow rule; enough of them must take three lines or more.
    static func matchTheRule(
        _ pieces: [String], seed: UInt64, most: Int, glueOneIn: Int, widest: Int, deepest: Int
    ) {
        var random = SplitMix64(seed: seed)
        var wrapped = 0
        for round in 0..<400 {
            let text = (0..<random.below(most)).map { _ in pieces[random.below(pieces.count)] }
                .joined(separator: random.below(glueOneIn) == 0 ? "" : " ")
            let width = 1 + random.below(widest), indent = random.below(deepest)
            let expected = wrap(text, width: width, indent: indent)
            #expect(
                ScreenRenderer.wrap(text, width: width, indent: indent) == expected,
                "round \(round): width \(width), indent \(indent): \(text.debugDescription)")
            if expected.count > 2 { wrapped += 1 }
        }
        #expect(wrapped > 100, "enough texts of three lines or more: \(wrapped)")
    }

    @Test("Wrapping a line at a time gives the lines of the slow rule, for texts of every kind")
    func matchesTheRule() {
        Self.matchTheRule(Self.pieces, seed: 37, most: 60, glueOneIn: 3, widest: 50, deepest: 12)
    }

    /// The panel's own words: every scalar a character of one cell (the way most lines go).
    static let panelPieces = [
        "Trash", "New Message", "a", "·", " · ", "  ", "—", "…", "•12", "⋯3", "Mailboxes", "under the sheet compose;",
        "abcdefghijklmnopqrstuvwxyz", "x 455.5", "┌",
    ]

    @Test("Texts of one cell a scalar wrap by the same rule")
    func oneCellTextsMatchTheRule() {
        Self.matchTheRule(Self.panelPieces, seed: 3_737, most: 80, glueOneIn: 4, widest: 60, deepest: 14)
    }
}
