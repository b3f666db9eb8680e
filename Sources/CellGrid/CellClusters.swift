import PoseEngine

// MARK: - CellClusters

/// The grapheme clusters of several scalars that cells show, each kept once for the process and
/// named by a number, so a cell stays two words and equal cells are equal words. Text that needs
/// them is rare (emoji with skin tones or joiners, flags, combining accents, Hangul jamo).
final class CellClusters: Sendable {
    static let shared = CellClusters()

    /// At most this many distinct clusters (the numbers' 21 bits); past it a cluster shows as `�`.
    static let limit = Int(Cell.valueMask)

    private struct Table: Sendable {
        var texts: [String] = []
        var numbers: [String: UInt32] = [:]
    }

    private let table = Locked(Table())

    /// The number of `text`, kept from now on; `nil` when the table is full.
    func number(_ text: String) -> UInt32? {
        table.withLock { table in
            if let known = table.numbers[text] { return known }
            guard table.texts.count < Self.limit else { return nil }
            let number = UInt32(table.texts.count)
            table.texts.append(text)
            table.numbers[text] = number
            return number
        }
    }

    /// The text of cluster `number`.
    func text(_ number: UInt32) -> String {
        table.withLock { table in Int(number) < table.texts.count ? table.texts[Int(number)] : "\u{FFFD}" }
    }
}
