import Foundation
import PoseEngine
import TestSupport
import Testing

/// Docs/RELIABILITY.md's table of ranges says what `Limits` holds: each range and count of
/// `Limits` is written in it as the messages write it (`0…180`), so a range changed in the code
/// and not in the table, or one left out of the table, fails here.
@Suite("The ranges table in Docs/RELIABILITY.md")
struct LimitsTableTests {
    /// A number as the table writes it: whole numbers without a fraction, a minus sign as `−`.
    static func written(_ value: Double) -> String {
        let text = value == value.rounded() ? String(Int(value)) : String(value)
        return text.replacingOccurrences(of: "-", with: "−")
    }

    /// The table's rows (the lines between its header and the first blank line).
    static func rows() throws -> [String] {
        let text = try String(
            contentsOf: repositoryRoot.appendingPathComponent("Docs/RELIABILITY.md"), encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let header = try #require(lines.firstIndex(of: "| what | range |"), "no ranges table")
        return Array(lines[(header + 2)...].prefix { $0.hasPrefix("|") })
    }

    @Test("Every range of Limits is in the table, with the words of its row")
    func everyRange() throws {
        let rows = try Self.rows()
        let ranges: [(String, ClosedRange<Double>)] = [
            ("display width", Limits.displaySide), ("margins", Limits.length), ("control, sheet", Limits.size),
            ("bar item sizes", Limits.itemSize), ("positions and offsets", Limits.coordinate),
            ("layout priorities", Limits.priority), ("pixels per point", Limits.pixelsPerPoint),
            ("hinge angles", Limits.angle), ("`sweep --step`", Limits.sweepStep),
        ]
        for (words, range) in ranges {
            let shown = "\(Self.written(range.lowerBound))…\(Self.written(range.upperBound))"
            let row = rows.first { $0.contains(words) }
            #expect(row?.contains(shown) == true, "the row for \(words) should say \(shown): \(row ?? "no row")")
        }
        let counts: [(String, String)] = [
            ("`sweep --step`", "at most \(Limits.sweepSteps) steps"),
            ("presentations over one another", "at most \(Limits.presentationDepth)"),
            ("profile file", "at most \(Limits.profileBytes >> 20) MiB"),
            ("custom controls; its toolbar items", "at most \(Limits.controls); at most \(Limits.items) each"),
        ]
        for (words, shown) in counts {
            let row = rows.first { $0.contains(words) }
            #expect(row?.contains(shown) == true, "the row for \(words) should say \(shown): \(row ?? "no row")")
        }
    }
}
