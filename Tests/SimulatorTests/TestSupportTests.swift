import FileIO
import Foundation
import PoseEngine
import Simulator
import TestSupport
import Testing

@Suite("Test support")
struct TestSupportTests {
    @Test("An inserted line marks only itself; a changed line shows both sides")
    func diffFromCollectionDifference() {
        let before = "a\nb\nc\nd", after = "a\nnew\nb\nc\nD"
        let diff = lineDiff(before, after)
        #expect(diff.components(separatedBy: "\n") == ["   2 + new", "   4 - d", "   5 + D"])
        #expect(lineDiff(before, before).isEmpty)
    }

    @Test("A section between markers is replaced; a missing marker is nil")
    func sections() {
        #expect(
            replacingSection(of: "x\n<a>\nold\n</a>\ny", between: "<a>", and: "</a>", with: "new")
                == "x\n<a>\nnew\n</a>\ny")
        #expect(replacingSection(of: "x", between: "<a>", and: "</a>", with: "new") == nil)
    }
}
