import Foundation
import TestSupport
import Testing

/// Records `tape` in a fresh folder (it must succeed) and returns the capture it wrote as `capture`.
func recordCapture(_ tape: String, capture: String) throws -> String {
    let folder = try temporaryFolder()
    try tape.write(to: folder.appendingPathComponent("m.tape"), atomically: true, encoding: .utf8)
    let record = try runBinary(["record", "m.tape"], in: folder)
    #expect(record.status == 0, "\(record.stderr)")
    return try String(contentsOf: folder.appendingPathComponent(capture), encoding: .utf8)
}

/// Text with SGR escapes read into what each cell shows: its character, colours and attributes
/// (a space shows only its background, reverse and underline).
struct VisibleCells {
    struct Look: Equatable, CustomStringConvertible {
        var character: Character = " "
        var foreground: Int?
        var background: Int?
        var bold = false, dim = false, reverse = false, underline = false
        var description: String {
            "'\(character)' fg \(foreground.map(String.init) ?? "-") bg \(background.map(String.init) ?? "-")"
                + (bold ? " bold" : "") + (dim ? " dim" : "") + (reverse ? " reverse" : "")
                + (underline ? " underline" : "")
        }
    }
    var rows: [[Look]] = []

    init(_ text: String) {
        // The style carries over from line to line (tmux's capture only says what changes).
        var look = Look()
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var row: [Look] = []
            var scalars = line.unicodeScalars[...]
            while let scalar = scalars.popFirst() {
                if scalar == "\u{1B}", scalars.first == "[" {
                    scalars.removeFirst()
                    var parameters = ""
                    while let next = scalars.first, next != "m", next.properties.numericType != nil || next == ";" {
                        parameters.unicodeScalars.append(next)
                        scalars.removeFirst()
                    }
                    guard scalars.popFirst() == "m" else { continue }
                    Self.apply(
                        parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 },
                        to: &look)
                    continue
                }
                var cell = look
                cell.character = Character(scalar)
                row.append(Self.visible(cell))
            }
            rows.append(row)
        }
    }

    func row(_ index: Int, width: Int) -> [Look] {
        let cells = index < rows.count ? rows[index] : []
        return (0..<width).map { $0 < cells.count ? cells[$0] : Look() }
    }

    private static func visible(_ look: Look) -> Look {
        guard look.character == " ", !look.reverse, !look.underline else { return look }
        return Look(character: " ", background: look.background)
    }

    private static func apply(_ codes: [Int], to look: inout Look) {
        var index = 0
        while index < codes.count {
            switch codes[index] {
            case 0: look = Look()
            case 1: look.bold = true
            case 2: look.dim = true
            case 4: look.underline = true
            case 7: look.reverse = true
            case 22: (look.bold, look.dim) = (false, false)
            case 24: look.underline = false
            case 27: look.reverse = false
            case 39: look.foreground = nil
            case 49: look.background = nil
            case 38, 48:
                let color = index + 2 < codes.count ? codes[index + 2] : nil
                if codes[index] == 38 { look.foreground = color } else { look.background = color }
                index += 2
            default: break
            }
            index += 1
        }
    }
}
