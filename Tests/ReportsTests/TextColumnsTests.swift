import Reports
import TestSupport
import Testing

@Suite("Text columns and decimals")
struct TextColumnsTests {
    @Test("formatDecimals writes exactly N decimals, as %.Nf does, and never a negative zero")
    func decimals() {
        #expect(formatDecimals(0.5, 2) == "0.50")
        #expect(formatDecimals(2.2173, 4) == "2.2173")
        #expect(formatDecimals(12.345, 1) == "12.3")
        #expect(formatDecimals(-0.001, 2) == "0.00")
        #expect(formatDecimals(-1.25, 1) == "-1.3")
        #expect(formatDecimals(7.6, 0) == "8")
    }

    @Test("padColumn cuts or fills to the width")
    func columns() {
        #expect(padColumn("book", 8) == "book    ")
        #expect(padColumn("landscape", 4) == "land")
        #expect(padColumn("", 2) == "  ")
    }
}
