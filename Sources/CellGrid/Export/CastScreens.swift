import PoseEngine
import Simulator

// MARK: - CastScreens

/// An asciicast v2 recording played back into the screens it shows, frame by frame, by a small
/// terminal that knows what duosim's recordings send (text, `CR`, `LF`, backspace, the cursor
/// moves `CUU CUD CUF CUB CHA CUP`, erasing with `ED`/`EL`; styles are read and dropped), so
/// `record --check` can say which frame and which rows differ instead of which bytes.
public struct CastScreens: Sendable {
    public struct Frame: Equatable, Sendable {
        /// When it shows, in seconds.
        public var time: Double
        /// Its rows, trailing spaces trimmed.
        public var rows: [String]
    }

    public var width: Int
    public var height: Int
    public var frames: [Frame]
    /// When the recording ends: its last event (an empty one marks a trailing `Sleep`).
    public var end = 0.0

    /// The screens of a recording, or nil when the text isn't one (its header isn't asciicast v2).
    public init?(_ text: String) {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: true).makeIterator()
        let cells = Double(Limits.castCells.lowerBound)...Double(Limits.castCells.upperBound)
        guard let first = lines.next(), let header = try? JSONNode.parse(Array(first.utf8), file: "cast"),
            let width = try? header.member("width").number(in: cells),
            let height = try? header.member("height").number(in: cells)
        else { return nil }
        self.width = Int(width)
        self.height = Int(height)
        frames = []
        var screen = Screen(width: self.width, height: self.height)
        while let line = lines.next() {
            guard let event = try? JSONNode.parse(Array(line.utf8), file: "cast").array(), event.count == 3,
                let time = try? event[0].number(), let code = try? event[1].string(),
                let data = try? event[2].string()
            else { continue }
            end = max(end, time)
            if code == "r" {
                let size = data.split(separator: "x").compactMap { Int($0) }
                if size.count == 2, Limits.castCells.contains(size[0]), Limits.castCells.contains(size[1]) {
                    screen = Screen(width: size[0], height: size[1])
                }
            } else if code == "o", !data.isEmpty {
                screen.write(data)
                frames.append(Frame(time: time, rows: screen.rows))
            }
        }
    }

    /// The toy terminal.
    struct Screen {
        let width: Int
        let height: Int
        var cells: [[Character]]
        var row = 0
        var column = 0

        init(width: Int, height: Int) {
            self.width = width
            self.height = height
            cells = Array(repeating: Array(repeating: " ", count: width), count: height)
        }

        var rows: [String] {
            cells.map { row in
                var text = String(row)
                while text.hasSuffix(" ") { text.removeLast() }
                return text
            }
        }

        mutating func write(_ data: String) {
            var scalars = Array(data.unicodeScalars)[...]
            while let scalar = scalars.popFirst() {
                switch scalar {
                case "\u{1B}": escape(&scalars)
                case "\r": column = 0
                case "\n": lineFeed()
                case "\u{8}": column = max(0, column - 1)
                default:
                    guard scalar.value >= 0x20 else { continue }
                    if column >= width {
                        column = 0
                        lineFeed()
                    }
                    cells[row][column] = Character(scalar)
                    column += 1
                }
            }
        }

        mutating func lineFeed() {
            if row < height - 1 {
                row += 1
            } else {
                cells.removeFirst()
                cells.append(Array(repeating: " ", count: width))
            }
        }

        /// `ESC [ params final` (other escapes are skipped with the character after them).
        mutating func escape(_ scalars: inout ArraySlice<Unicode.Scalar>) {
            guard scalars.first == "[" else {
                _ = scalars.popFirst()
                return
            }
            _ = scalars.popFirst()
            var parameters = ""
            while let next = scalars.first, (0x20...0x3F).contains(next.value) {
                parameters.unicodeScalars.append(next)
                _ = scalars.popFirst()
            }
            guard let final = scalars.popFirst() else { return }
            control(final, parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) })
        }

        mutating func control(_ final: Unicode.Scalar, _ numbers: [Int?]) {
            let n = max(1, (numbers.first ?? nil) ?? 1)
            switch final {
            case "A": row = max(0, row - n)
            case "B": row = min(height - 1, row + n)
            case "C": column = min(width - 1, column + n)
            case "D": column = max(0, min(column, width) - n)
            case "G": column = min(width - 1, n - 1)
            case "H", "f":
                row = min(height - 1, n - 1)
                column = min(width - 1, max(1, (numbers.count > 1 ? numbers[1] : nil) ?? 1) - 1)
            case "J": erase(screen: (numbers.first ?? nil) ?? 0)
            case "K": eraseLine((numbers.first ?? nil) ?? 0)
            default: break  // styles and modes change no character
            }
        }

        mutating func erase(screen mode: Int) {
            if mode >= 2 {
                cells = Array(repeating: Array(repeating: " ", count: width), count: height)
                return
            }
            eraseLine(mode)
            let rowsAfter = mode == 0 ? (row + 1)..<height : 0..<row
            for index in rowsAfter { cells[index] = Array(repeating: " ", count: width) }
        }

        mutating func eraseLine(_ mode: Int) {
            let columns = mode == 0 ? min(column, width)..<width : mode == 1 ? 0..<min(column + 1, width) : 0..<width
            for index in columns { cells[row][index] = " " }
        }
    }
}
