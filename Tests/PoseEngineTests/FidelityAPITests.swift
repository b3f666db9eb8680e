import Foundation
import PoseEngine
import TestSupport
import Testing

/// Issue 42 item 2: APIs the documents name that the engine didn't model, each with its document
/// line and a worked example in points (Docs/DOMAIN.md §5, §6).
@Suite("Fidelity, round four: overflow menus, arrangements")
struct FidelityAPITests {
    /// Back and ten top-bar items with symbols: on the outer display's column (y 170…662 under
    /// the island, 44 pt slots) all eleven fit, 492 pt ≥ 11 × 44.
    static let elevenItems: [ToolbarItemSpec] =
        [ToolbarItemSpec(id: "back", title: "Back", symbol: "chevron.left", placement: .navigation, group: "back")]
        + (1...10).map {
            ToolbarItemSpec(
                id: "a\($0)", title: "Item \($0)", symbol: "\($0).circle", placement: .topBar, group: "a\($0)")
        }

    static func overflowApp(additional: [OverflowItemSpec]) -> AppProfile {
        var app = AppProfile(name: "menu", displayName: "Menu", toolbarItems: elevenItems)
        app.additionalOverflowItems = additional
        return app
    }

    static let ownItems = [
        OverflowItemSpec(id: "archive", title: "Archive", symbol: "archivebox"),
        OverflowItemSpec(id: "about", title: "About"),
    ]

    static func layout(_ app: AppProfile, _ pose: String, _ change: (inout PoseState) -> Void = { _ in }) -> AppLayout?
    {
        Engine(profile: duo, app: app).scene(for: state(pose, change)).windows.first?.app
    }

    // MARK: Custom overflow items

    @Test(
        "003: apps add their own items to the overflow menu (additionalOverflowItems, ToolbarOverflowMenu); closed, eleven items fill the column (y 170…654) until two items of the app's own need the menu: its button takes the last slot, y 610…654, and Item 10 overflows"
    )
    func additionalItemsKeepTheButton() throws {
        let plain = try #require(Self.layout(Self.overflowApp(additional: []), "closed"))
        #expect(plain.bars.overflowed.isEmpty)
        #expect(plain.bars.items.count == 11)
        #expect(!plain.bars.items.contains { $0.isOverflowButton })
        #expect(plain.bars.overflowMenu.isEmpty)

        let bars = try #require(Self.layout(Self.overflowApp(additional: Self.ownItems), "closed")).bars
        #expect(bars.axis == .vertical)
        let button = try #require(bars.items.last)
        #expect(button.isOverflowButton)
        #expect(button.frame == rect(382, 610, 84, 44))
        #expect(button.title == "More (3)")
        #expect(bars.overflowed == ["a10"])
        #expect(bars.overflowMenu.map(\.id) == ["a10", "archive", "about"])
        #expect(bars.overflowMenu.map(\.origin) == [.overflowed, .additional, .additional])
        #expect(bars.hasAdditionalOverflowItems)
    }

    @Test(
        "003: an item shows its icon alone in the side column and its icon and title in the overflow menu; an item with no symbol shows its title there"
    )
    func menuShowsSymbolAndTitle() throws {
        let bars = try #require(Self.layout(Self.overflowApp(additional: Self.ownItems), "closed")).bars
        #expect(bars.overflowMenu.map(\.shows) == [.symbolAndTitle, .symbolAndTitle, .title])
        #expect(bars.overflowMenu.first?.title == "Item 10")
        #expect(bars.overflowMenu.first?.symbol == "10.circle")
    }

    @Test(
        "003: with items of the app's own, horizontal bars keep the overflow button too: laptop, 669 pt = 15 slots of 44 pt, eleven items from x 0 and the button at the trailing end, x 625; right to left it is at x 0 and Back at x 625"
    )
    func horizontalBarsKeepTheButton() throws {
        let app = Self.overflowApp(additional: Self.ownItems)
        let bars = try #require(Self.layout(app, "laptop")).bars
        #expect(bars.axis == .horizontal)
        #expect(bars.overflowed.isEmpty)
        #expect(bars.items.first?.frame.minX == 0)
        let button = try #require(bars.items.last)
        #expect(button.isOverflowButton)
        #expect(button.frame.minX == 625)
        #expect(bars.overflowMenu.map(\.id) == ["archive", "about"])
        let mirrored = try #require(Self.layout(app, "laptop") { $0.layoutDirection = .rightToLeft }).bars
        #expect(mirrored.items.last?.frame.minX == 0)
        #expect(mirrored.items.first?.frame.minX == 625)
    }

    @Test("additionalOverflowItems share the profile's one id space, and each is read with its title and symbol")
    func decodesOverflowItems() throws {
        let text = #"""
            {"name": "m", "source": "assumed: a test",
             "toolbar": [{"id": "share", "symbol": "square.and.arrow.up", "placement": "topBar"}],
             "additionalOverflowItems": [{"id": "archive", "title": "Archive", "symbol": "archivebox"}, {"id": "about"}]}
            """#
        let app = try AppProfile.decode(Array(text.utf8), file: "m.json")
        #expect(
            app.additionalOverflowItems == [
                OverflowItemSpec(id: "archive", title: "Archive", symbol: "archivebox"),
                OverflowItemSpec(id: "about", title: "about"),
            ])
        let clash = #"""
            {"name": "m", "source": "assumed: a test",
             "toolbar": [{"id": "share", "symbol": "square.and.arrow.up", "placement": "topBar"}],
             "additionalOverflowItems": [{"id": "share"}]}
            """#
        #expect(throws: DataError.self) { try AppProfile.decode(Array(clash.utf8), file: "m.json") }
        do {
            _ = try AppProfile.decode(Array(clash.utf8), file: "m.json")
        } catch {
            #expect("\(error)".contains("additionalOverflowItems[0].id"))
            #expect("\(error)".contains("already used"))
        }
    }
}
