import Foundation
import PoseEngine
import TestSupport
import Testing

/// Issue 42 item 3's last judgement call: a custom tab bar crossing the fold (Docs/DOMAIN.md §10).
@Suite("Readings: custom tab bars crossing the fold")
struct CustomTabBarReadingTests {
    /// A custom container (its bars stay horizontal) with four tabs: in book full screen the tab
    /// bar runs y 619…669 across the fold's frame x 455.5…495.5.
    static func app(_ reading: Readings.CustomTabBars? = nil) -> AppProfile {
        var app = AppProfile(
            name: "custom", displayName: "Custom",
            tabItems: ["a", "b", "c", "d"].map { TabItemSpec(id: $0, title: $0, symbol: "\($0).circle") })
        app.container = .custom
        if let reading { app.readings.customTabBars = reading }
        return app
    }

    static func tabs(_ app: AppProfile, _ change: (inout PoseState) -> Void = { _ in }) throws -> [Rect] {
        let layout = try #require(Engine(profile: duo, app: app).scene(for: state("book", change)).windows.first?.app)
        return try #require(layout.bars.tabBar).items.map(\.frame)
    }

    @Test(
        "Custom controls: \"while a division is active, keep each control wholly on one side\" — sidesOfFold (default): book, four custom tabs at x 0, 227.75 | 495.5, 723.25, each 227.75 pt, none on x 455.5…495.5"
    )
    func sidesOfFold() throws {
        #expect(Readings().customTabBars == .sidesOfFold)
        let frames = try Self.tabs(Self.app())
        #expect(frames.map(\.minX) == [0, 227.75, 495.5, 723.25])
        #expect(frames.allSatisfy { $0.width == 227.75 && $0.minY == 619 && $0.height == 50 })
        #expect(frames.allSatisfy { $0.maxX <= 455.5 || $0.minX >= 495.5 })
        // Right to left, the first tabs lead from the right.
        let mirrored = try Self.tabs(Self.app()) { $0.layoutDirection = .rightToLeft }
        #expect(mirrored.map(\.minX) == [723.25, 495.5, 227.75, 0])
    }

    @Test(
        "\"Content of a custom toolbar, navigation bar or tab bar is ignored\"; tab bars and framework views \"already adjust for the fold\" — acrossFold: the tabs stay evenly across the bar, 237.75 pt each, the second (x 237.75…475.5) over the fold"
    )
    func acrossFold() throws {
        let frames = try Self.tabs(Self.app(.acrossFold))
        #expect(frames.map(\.minX) == [0, 237.75, 475.5, 713.25])
        #expect(frames[1].maxX > 455.5)
        var named = Self.app()
        try named.setReading("customTabBars", to: "acrossFold")
        #expect(try Self.tabs(named) == frames)
    }

    @Test("A framework tab bar (a TabView) is the system's: neither reading moves its tabs, flat or folded")
    func frameworkBarsUnchanged() throws {
        for reading in Readings.CustomTabBars.allCases {
            var app = Self.app(reading)
            app.container = .tabView
            app.allowsVerticalBars = false
            let frames = try Self.tabs(app)
            #expect(frames.map(\.minX) == [0, 237.75, 475.5, 713.25])
        }
    }
}
