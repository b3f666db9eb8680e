import PoseEngine
import Testing

/// Every [measured] number in Docs/DOMAIN.md, reproduced by the engine.
@Suite("Measured numbers (Docs/DOMAIN.md)")
struct MeasuredTests {
    @Test("The inner display is 951 × 669 in the book pose")
    func innerDisplay() {
        let book = scene("book")
        #expect(book.displayInUse == .inner)
        #expect(book.orientation == .landscape)
        #expect(book.window(.main)!.frameInDisplay == rect(0, 0, 951, 669))
        #expect(book.display(.inner).size == Size(width: 951, height: 669))
    }

    @Test("127° is partially open with the fold active, 40 pt wide at x 455.5…495.5")
    func activeFold() throws {
        let main = scene("book").window(.main)!
        #expect(engine.profile.hinge.status(at: 127) == .partiallyOpen)
        let fold = try #require(main.region("fold"))
        #expect(fold.kind == .division)
        #expect(fold.isActive)
        #expect(fold.frame == rect(455.5, 0, 40, 669))
        #expect(fold.frame.maxX == 495.5)
        #expect(fold.margins == DirectionalMargins(top: 0, leading: 20, bottom: 0, trailing: 20))
        #expect(main.foldSide == .acrossFold)
    }

    @Test("Split View: two 469 × 669 windows, a 13 pt divider, 13.5 pt slivers")
    func splitView() throws {
        let split = scene("book") { $0.splitView = true }
        let left = split.window(.left)!, right = split.window(.right)!
        #expect(left.size == Size(width: 469, height: 669))
        #expect(right.size == Size(width: 469, height: 669))
        #expect(right.frameInDisplay.minX - left.frameInDisplay.maxX == 13)
        let leftFold = try #require(left.region("fold"))
        let rightFold = try #require(right.region("fold"))
        #expect(leftFold.frame == rect(455.5, 0, 13.5, 669))
        #expect(rightFold.frame == rect(0, 0, 13.5, 669))
        #expect(left.foldSide == .leftOfFold)
        #expect(right.foldSide == .rightOfFold)
    }

    @Test("Outer occlusions: camera 37 × 37 at (399, 29), island 84 × 170 at (382, 0)")
    func outerOcclusions() throws {
        let closed = scene("closed")
        #expect(closed.displayInUse == .outer)
        #expect(closed.status == .closed)
        let main = closed.window(.main)!
        let camera = try #require(main.region("outerCamera"))
        let island = try #require(main.region("island"))
        #expect(camera.frame == rect(399, 29, 37, 37))
        #expect(island.frame == rect(382, 0, 84, 170))
        #expect(camera.kind == .occlusion && camera.isActive)
        #expect(island.kind == .occlusion && island.isActive)
        #expect(main.foldSide == .noFold)
    }

    @Test("toolbarVerticalEdge: left → leading, right → trailing, full screen and outer → trailing")
    func toolbarEdges() {
        let split = scene("book") { $0.splitView = true }
        #expect(split.window(.left)!.toolbarVerticalEdge == .leading)
        #expect(split.window(.right)!.toolbarVerticalEdge == .trailing)
        #expect(scene("book").window(.main)!.toolbarVerticalEdge == .trailing)
        #expect(scene("closed").window(.main)!.toolbarVerticalEdge == .trailing)
    }
}
