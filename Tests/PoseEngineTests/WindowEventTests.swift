import Foundation
import PoseEngine
import TestSupport
import Testing

/// Issue 42 item 2: closing a Split View window and `openWindow` (003, 004; Docs/DOMAIN.md §4).
@Suite("Window events: closing a Split View window, openWindow")
struct WindowEventTests {
    @Test(
        "003, 004: closing one Split View window leaves the other app's window the whole display: book, the right window (469 × 669 at x 482) becomes the full-screen main window, 951 × 669, across the fold, its bars trailing"
    )
    func closingOneWindow() throws {
        let split = state("book") { $0.splitView = true }
        let before = engine.scene(for: split).windows
        #expect(before.map(\.id) == [.left, .right])
        #expect(before[1].frameInDisplay == rect(482, 0, 469, 669))
        let outcome = try engine.outcome(of: .close(.left), in: split)
        #expect(outcome.remains == .right)
        #expect(outcome.windowsAfter == [.main])
        #expect(!outcome.state.splitView)
        let after = try #require(engine.scene(for: outcome.state).windows.first)
        #expect(after.frameInDisplay == rect(0, 0, 951, 669))
        #expect(after.foldSide == .acrossFold)
        #expect(after.toolbarVerticalEdge == .trailing)
        // Stacked (laptop): closing the top leaves the bottom app 669 × 951.
        let tall = try engine.outcome(of: .close(.top), in: state("laptop") { $0.splitView = true })
        #expect(tall.remains == .bottom)
        #expect(engine.scene(for: tall.state).windows.first?.frameInDisplay == rect(0, 0, 669, 951))
    }

    @Test(
        "004: openWindow takes the whole inner display (951 × 669 in book), ending Split View; the outer display opens no new windows"
    )
    func openWindowTakesTheInnerDisplay() throws {
        let fromSplit = try engine.outcome(of: .openWindow, in: state("book") { $0.splitView = true })
        #expect(fromSplit.opened)
        #expect(fromSplit.windowsBefore == [.left, .right])
        #expect(engine.scene(for: fromSplit.state).windows.map(\.frameInDisplay) == [rect(0, 0, 951, 669)])
        let closed = try engine.outcome(of: .openWindow, in: state("closed"))
        #expect(!closed.opened)
        #expect(closed.windowsAfter == [.main])
        #expect(engine.scene(for: closed.state).windows.first?.frameInDisplay == rect(0, 0, 466, 662))
    }

    @Test("A close without Split View, or of a window the split hasn't, is refused with why")
    func refusals() {
        #expect(throws: WindowEventRefusal.self) { try engine.outcome(of: .close(.left), in: state("book")) }
        do {
            _ = try engine.outcome(of: .close(.top), in: state("book") { $0.splitView = true })
            Issue.record("closing top in a side-by-side split was accepted")
        } catch {
            #expect(error == .notInSplitView(.top, windows: [.left, .right]))
        }
    }
}
