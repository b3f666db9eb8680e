import CellGrid
import TestSupport
import Testing

/// What a cover meets is found through the cells (issue 30: every cover looked at every text
/// drawn so far, quadratic with thousands of labelled controls). Checked against looking at
/// every rectangle, the oracle, as rectangles are added, asked about and covered in turn.
@Suite("Cell rectangle index")
struct CellRectIndexTests {
    @Test("The rectangles a question meets are those that overlap it and aren't removed, in their order")
    func matchesEveryRectangle() {
        var random = SplitMix64(seed: 64)
        var met = 0
        for round in 0..<60 {
            let width = 1 + random.below(40), height = 1 + random.below(15)
            var index = CellRectIndex(width: width, height: height)
            var rects: [CellRect] = []
            var gone: Set<Int> = []
            // Past the linear limit in most rounds, so both ways of answering are checked.
            for _ in 0..<(random.below(3) == 0 ? 20 : 250) {
                let rect = CellRect(
                    column: random.below(width + 6) - 3, row: random.below(height + 4) - 2,
                    width: random.below(12), height: random.below(3))
                rects.append(rect)
                index.add(rect)
                let question = CellRect(
                    column: random.below(width + 6) - 3, row: random.below(height + 4) - 2,
                    width: random.below(width + 2), height: random.below(4))
                let expected = rects.indices.filter { !gone.contains($0) && rects[$0].overlaps(question) }
                #expect(index.overlapping(question) == expected, "round \(round)")
                met += expected.count
                // What a cover meets is gone from then on, as covered text is.
                if random.below(2) == 0 {
                    gone.formUnion(expected)
                    for each in expected { index.remove(each) }
                }
            }
            #expect(index.rects == rects)
        }
        #expect(met > 1_000, "enough met to say something: \(met)")
    }
}
