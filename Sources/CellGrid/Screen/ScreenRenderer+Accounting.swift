import PoseEngine
import Simulator

// MARK: - The frame's accounting

extension ScreenRenderer {
    /// Why an element has no cells: what the rounding of a small frame or a full row leaves.
    static let noRoom = "no room at this size"

    /// Whether two rectangles of points share an area (touching edges don't).
    static func overlapsInPoints(_ a: Rect, _ b: Rect) -> Bool {
        min(a.maxX, b.maxX) > max(a.minX, b.minX) && min(a.maxY, b.maxY) > max(a.minY, b.minY)
    }

    /// Whether `outer` holds all of `inner`, in points.
    static func encloses(_ outer: Rect, _ inner: Rect) -> Bool {
        outer.minX <= inner.minX && outer.minY <= inner.minY && outer.maxX >= inner.maxX && outer.maxY >= inner.maxY
    }

    /// A frame of window points in the display's points.
    static func inDisplay(_ frame: Rect, _ window: WindowScene) -> Rect {
        frame.offsetBy(dx: window.frameInDisplay.minX, dy: window.frameInDisplay.minY)
    }

    /// At most this many names a reason: past it, the line counts the rest.
    static let namesPerReason = 40

    /// The panel's line that names what the frame leaves out, a part a reason (in the order first
    /// met, each window's named in Split View) — `not drawn: Trash, Sent — under the sheet
    /// compose; …` — wrapped at `width` (what follows its first row starts under its names).
    func accountingLines(width: Int) -> [PanelLine] {
        let unshown = canvas.report.unshown
        guard !unshown.isEmpty else { return [] }
        var groups: [(window: WindowID?, reason: String, names: [String])] = []
        var count: [Int] = []
        for item in unshown {
            if let at = groups.firstIndex(where: { $0.window == item.window && $0.reason == item.reason }) {
                count[at] += 1
                if groups[at].names.count < Self.namesPerReason, !groups[at].names.contains(item.name) {
                    groups[at].names.append(item.name)
                }
            } else {
                groups.append((item.window, item.reason, [item.name]))
                count.append(1)
            }
        }
        let split = scene.windows.count > 1
        let lead = "   not drawn: "
        var line = TextBuilder(capacity: 512)
        line.add(lead)
        var window: WindowID?
        for (index, group) in groups.enumerated() {
            if index > 0 { line.add("; ") }
            if split && (index == 0 || group.window != window) {
                line.add("in ")
                line.add(group.window?.rawValue ?? "the display")
                line.add(" ")
            }
            window = group.window
            line.add(group.names, separator: ", ")
            let more = count[index] - group.names.count
            if more > 0 {
                line.add(" and ")
                line.add(String(more))
                line.add(" more")
            }
            line.add(" — ")
            line.add(group.reason)
        }
        return Self.wrap(line.text, width: width, indent: characterCount(lead)).map {
            PanelLine(text: $0, style: Style(.warning))
        }
    }

    /// `text` in lines of at most `width` cells, broken after a ` · ` or a space where it can,
    /// each line after the first starting `indent` cells in.
    package static func wrap(_ text: String, width: Int, indent: Int) -> [String] {
        // A character takes no more cells than its UTF-8 bytes: most lines need no measuring.
        guard width > indent + 8, text.utf8.count > width else { return [text] }
        if let cells = CellText.oneCellScalars(text) {
            return cells > width ? wrapScalars(text, width: width, indent: indent) : [text]
        }
        guard characterCount(text) > width else { return [text] }
        var lines: [String] = []
        var rest = Substring(text)
        var first = true
        while !rest.isEmpty {
            let room = first ? width : width - indent
            let head = CellText(Self.start(of: rest, past: room)).prefix(room)
            guard head.utf8.count < rest.utf8.count else {
                lines.append((first ? "" : String(repeating: " ", count: indent)) + rest)
                break
            }
            // Break after the last space within the room, when there is one past the line's start.
            // A part of a ` · ` list stays whole where the break can come after one in the line's
            // second half.
            var cut = head.endIndex
            if let dot = head.lastIndex(of: "·"), head.distance(from: head.startIndex, to: dot) > room / 2,
                head.index(after: dot) < head.endIndex
            {
                cut = head.index(dot, offsetBy: 2, limitedBy: head.endIndex) ?? head.endIndex
            } else if let space = head.lastIndex(of: " "), head.distance(from: head.startIndex, to: space) > room / 3 {
                cut = head.index(after: space)
            }
            let line = head[..<cut]
            lines.append((first ? "" : String(repeating: " ", count: indent)) + line.trimmingSuffixSpaces)
            rest = rest.dropFirst(line.count)
            while rest.first == " " { rest = rest.dropFirst() }
            first = false
        }
        return lines
    }
}

extension ScreenRenderer {
    /// `wrap` of a text each of whose scalars is a character of one cell (nearly all the panel's
    /// words): the same rule, over the scalars by their positions in the UTF-8 bytes, each line
    /// costing its cells.
    static func wrapScalars(_ text: String, width: Int, indent: Int) -> [String] {
        var text = text
        return text.withUTF8 { bytes in
            // Where each scalar starts, and where the last ends.
            var offsets: [Int] = []
            offsets.reserveCapacity(bytes.count + 1)
            for index in bytes.indices where bytes[index] & 0xC0 != 0x80 { offsets.append(index) }
            offsets.append(bytes.count)
            let count = offsets.count - 1
            func isSpace(_ scalar: Int) -> Bool { bytes[offsets[scalar]] == 0x20 }
            // `·` is U+00B7: C2 B7.
            func isDot(_ scalar: Int) -> Bool {
                bytes[offsets[scalar]] == 0xC2 && bytes[offsets[scalar] + 1] == 0xB7
            }
            // The scalars `range`, after `pad` spaces.
            func line(_ range: Range<Int>, pad: Int) -> String {
                let from = offsets[range.lowerBound], to = offsets[range.upperBound]
                return String(unsafeUninitializedCapacity: pad + to - from) { buffer in
                    for index in 0..<pad { buffer[index] = 0x20 }
                    for index in from..<to { buffer[pad + index - from] = bytes[index] }
                    return pad + to - from
                }
            }
            var lines: [String] = []
            var start = 0, first = true
            while start < count {
                let room = first ? width : width - indent
                let end = start + room
                let pad = first ? 0 : indent
                guard end < count else {
                    lines.append(line(start..<count, pad: pad))
                    break
                }
                // The last `·` in the line, when it is in its second half and not its last
                // character; else the last space, when past its first third.
                var cut = end
                var dot = end - 1
                while dot > start + room / 2, !isDot(dot) { dot -= 1 }
                if dot > start + room / 2, dot + 1 < end {
                    cut = min(dot + 2, end)
                } else {
                    var space = end - 1
                    while space > start + room / 3, !isSpace(space) { space -= 1 }
                    if space > start + room / 3 { cut = space + 1 }
                }
                var lineEnd = cut
                while lineEnd > start, isSpace(lineEnd - 1) { lineEnd -= 1 }
                lines.append(line(start..<lineEnd, pad: pad))
                start = cut
                while start < count, isSpace(start) { start += 1 }
                first = false
            }
            return lines
        }
    }

    /// A start of `text`, in whole characters, that takes more than `cells` cells (or all of it):
    /// what a line's first `cells` cells are cut from, since `CellText.prefix` reads no further; a
    /// long text is then measured a line at a time, not whole again for each of its lines.
    static func start(of text: Substring, past cells: Int) -> String {
        var characters = max(1, cells + 1)
        while true {
            let start = text.prefix(characters)
            if start.endIndex == text.endIndex || CellText(String(start)).count > cells { return String(start) }
            characters *= 2
        }
    }
}

extension Substring {
    fileprivate var trimmingSuffixSpaces: String {
        var end = endIndex
        while end > startIndex, self[index(before: end)] == " " { end = index(before: end) }
        return String(self[startIndex..<end])
    }
}
