import PoseEngine
import TestSupport
import Testing

/// Issue 42's rules at inputs the first round's tests never tried: each checked over every state
/// the audit walks, quoting the line of Docs/DOMAIN.md it rests on.
@Suite("Fidelity, round four: the rules at the edges")
struct FidelityEdgeTests {
    /// A sidebar-adaptable tab bar of `count` tabs, a bottom toolbar item, bars that stay horizontal.
    static func sidebarTabs(_ count: Int) -> AppProfile {
        var app = FidelityDefectTests.sidebarTabs
        app.tabItems = (0..<count).map { TabItemSpec(id: "t\($0)", title: "T\($0)", symbol: "star") }
        return app
    }

    /// Whether `outer` holds all of `inner`.
    static func holds(_ outer: Rect, _ inner: Rect) -> Bool {
        inner.minX >= outer.minX - 0.001 && inner.maxX <= outer.maxX + 0.001 && inner.minY >= outer.minY - 0.001
            && inner.maxY <= outer.maxY + 0.001
    }

    @Test(
        "DOMAIN §5: \"horizontal navigation, bottom and tab bars, a tab sidebar and their items take the window less every active division's frame at its edge\": a sidebar too short for its tabs shows those whole in it, the rest below its visible part"
    )
    func sidebarTabsStayInTheSidebar() throws {
        var sidebars = 0
        for count in [3, 12, 40] {
            let engine = Engine(profile: duo, app: Self.sidebarTabs(count))
            for entry in duo.stateMatrix() {
                let folds = FidelityDefectTests.physicalFolds(engine, entry.state)
                for window in engine.scene(for: entry.state).windows {
                    guard let layout = window.app, let sidebar = layout.tabSidebar, let tabs = layout.bars.tabBar
                    else { continue }
                    sidebars += 1
                    let place = "\(count) tabs, \(entry.pose.name) \(entry.direction) \(window.id)"
                    for tab in tabs.items {
                        #expect(Self.holds(sidebar, tab.frame), "\(place): \(tab.id) \(tab.frame) outside \(sidebar)")
                        // A fold across the window leaves the bars whole; a sliver at its edge doesn't.
                        if entry.state.splitView, let fold = folds[window.id] {
                            #expect(!FidelityDefectTests.overlap(tab.frame, fold), "\(place): \(tab.id) on \(fold)")
                        }
                    }
                    // Every tab once, in order: shown from the top, the rest scrolled below.
                    #expect(tabs.items.map(\.id) + tabs.overflowed == (0..<count).map { "t\($0)" }, "\(place)")
                }
            }
        }
        #expect(sidebars > 20)
        // Worked: laptop --split, the top window's sidebar y 94…411.5 (the bottom toolbar above the
        // sliver at 455.5): ⌊317.5 / 56⌋ = 5 tabs, y 94…374; seven below.
        let laptop = try #require(
            Engine(profile: duo, app: Self.sidebarTabs(12)).scene(for: state("laptop") { $0.splitView = true })
                .window(.top)?.app)
        #expect(laptop.tabSidebar == rect(0, 94, 200, 317.5))
        #expect(laptop.bars.tabBar?.items.map(\.id) == ["t0", "t1", "t2", "t3", "t4"])
        #expect(laptop.bars.tabBar?.items.last?.frame == rect(0, 318, 200, 56))
        #expect(laptop.bars.tabBar?.overflowed == ["t5", "t6", "t7", "t8", "t9", "t10", "t11"])
    }
}
