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
        #expect(button.role == .overflowButton(count: 3))
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

// MARK: - The arrangement's edge, ratio, sizes, z-index, collapse and container rule

extension FidelityAPITests {
    /// An app with no bars and only an arrangement: its area is the whole window (book: 951 × 669,
    /// the fold's frame x 455.5…495.5).
    static func arrangementApp(_ change: (inout ArrangementSpec) -> Void) -> AppProfile {
        var spec = ArrangementSpec(
            style: .overlay, axes: [.horizontal], primaryLayoutPriority: 0, secondaryLayoutPriority: 0,
            minimumPaneSize: Size(width: 100, height: 100))
        change(&spec)
        return AppProfile(name: "arranged", displayName: "Arranged", arrangement: spec)
    }

    static func panes(_ app: AppProfile, _ pose: String, _ change: (inout PoseState) -> Void = { _ in }) throws
        -> [String: Rect]
    {
        let placed = try #require(layout(app, pose, change)?.arrangement)
        return Dictionary(uniqueKeysWithValues: placed.panes.map { ($0.id, $0.frame) })
    }

    @Test(
        "003: overlayArrangementEdge picks the horizontal edge; partially folded the views move to opposite sides of the fold: book, leading puts the primary at x 0…455.5 and the secondary at x 495.5…951 (trailing, the default, the other way round); right to left, leading is the right"
    )
    func overlayEdgePicksTheSide() throws {
        let leading = Self.arrangementApp { $0.overlayEdge = .leading }
        var panes = try Self.panes(leading, "book")
        #expect(panes["primary"] == rect(0, 0, 455.5, 669))
        #expect(panes["secondary"] == rect(495.5, 0, 455.5, 669))
        panes = try Self.panes(Self.arrangementApp { _ in }, "book")
        #expect(panes["primary"] == rect(495.5, 0, 455.5, 669))
        panes = try Self.panes(leading, "book") { $0.layoutDirection = .rightToLeft }
        #expect(panes["primary"] == rect(495.5, 0, 455.5, 669))
        #expect(panes["secondary"] == rect(0, 0, 455.5, 669))
        let options = try #require(Self.layout(leading, "book")?.arrangement?.options)
        #expect(options.overlayEdge == .leading)
    }

    @Test(
        "003: an arrangement's ratio and sizes: flat, a split with ratio 0.25 gives the primary 951 × 0.25 = 237.75 pt (x 0…237.75) and the secondary 713.25 pt; right to left the primary leads from the right (x 713.25); in book the fold divides it whatever the ratio (x 0…455.5, 495.5…951)"
    )
    func ratioSizesASplit() throws {
        let app = Self.arrangementApp {
            $0.style = .split
            $0.ratio = 0.25
        }
        var panes = try Self.panes(app, "flat")
        #expect(panes["primary"] == rect(0, 0, 237.75, 669))
        #expect(panes["secondary"] == rect(237.75, 0, 713.25, 669))
        panes = try Self.panes(app, "flat") { $0.layoutDirection = .rightToLeft }
        #expect(panes["primary"] == rect(713.25, 0, 237.75, 669))
        panes = try Self.panes(app, "book")
        #expect(panes["primary"] == rect(0, 0, 455.5, 669))
        #expect(panes["secondary"] == rect(495.5, 0, 455.5, 669))
    }

    @Test(
        "003: an overlaid primary of a given size stands at its edge over the secondary: flat, 200 × 150 at the trailing edge is at (751, 259.5), the secondary the whole 951 × 669; ratio 0.4 alone gives it 380.4 pt of the width at full height"
    )
    func overlaySizeAtTheEdge() throws {
        var panes = try Self.panes(Self.arrangementApp { $0.overlaySize = Size(width: 200, height: 150) }, "flat")
        #expect(panes["primary"] == rect(751, 259.5, 200, 150))
        #expect(panes["secondary"] == rect(0, 0, 951, 669))
        panes = try Self.panes(Self.arrangementApp { $0.ratio = 0.4 }, "flat")
        let primary = try #require(panes["primary"])
        #expect(abs(primary.minX - 570.6) < 1e-9 && abs(primary.width - 380.4) < 1e-9 && primary.height == 669)
    }

    @Test(
        "003: overlayArrangementZIndex orders the overlaid views: by default the primary is on top (listed last); a higher secondary z-index puts the secondary on top"
    )
    func zIndexOrdersTheOverlay() throws {
        let plain = try #require(Self.layout(Self.arrangementApp { _ in }, "flat")?.arrangement)
        #expect(plain.panes.map(\.id) == ["secondary", "primary"])
        #expect(plain.options == nil)
        let raised = try #require(
            Self.layout(Self.arrangementApp { $0.zIndex = .init(primary: 0, secondary: 1) }, "flat")?.arrangement)
        #expect(raised.panes.map(\.id) == ["primary", "secondary"])
        #expect(raised.options?.onTop == "secondary")
    }

    @Test(
        "003: the secondary view can be collapsed: then only the primary shows, over the whole area (book: 951 × 669), split or overlay"
    )
    func collapsedSecondary() throws {
        for style in ArrangementSpec.Style.allCases {
            let app = Self.arrangementApp {
                $0.style = style
                $0.secondaryCollapsed = true
            }
            let placed = try #require(Self.layout(app, "book")?.arrangement)
            #expect(placed.panes.map(\.id) == ["primary"])
            #expect(placed.panes.first?.frame == rect(0, 0, 951, 669))
            #expect(placed.axis == nil)
            #expect(placed.options?.secondaryCollapsed == true)
        }
    }

    @Test(
        "003: an arrangement view is \"not inside a NavigationSplitView, List or ScrollView\": the audit warns in every window where it is (a List, a ScrollView, or the app's NavigationSplitView), and finds nothing otherwise"
    )
    func containerRule() throws {
        let scope = Audit.Scope(poseNames: ["book"], innerCamera: [false], liveActivity: [false])
        for inside in [ArrangementSpec.Enclosure.list, .scrollView] {
            let audit = Audit(profile: duo, app: Self.arrangementApp { $0.inside = inside }, scope: scope)
            let finding = try #require(audit.arrangementFindings.first)
            #expect(finding.kind == .insideContainer)
            #expect(finding.severity == .warning)
            #expect(finding.message.contains(inside == .list ? "a List" : "a ScrollView"))
            #expect(finding.configurations.count == audit.configurations.count)
            #expect(audit.count(.warning) >= 1)
        }
        var split = Self.arrangementApp { _ in }
        split.container = .navigationSplitView
        split.splitColumns = SplitColumnsSpec(sidebarWidth: 300)
        let audit = Audit(profile: duo, app: split, scope: scope)
        #expect(audit.arrangementFindings.first?.message.contains("a NavigationSplitView") == true)
        #expect(Audit(profile: duo, app: Self.arrangementApp { _ in }, scope: scope).arrangementFindings.isEmpty)
    }

    @Test("The arrangement's options are read from the profile, and an overlay's keys refused on a split")
    func decodesArrangementOptions() throws {
        let text = #"""
            {"name": "a", "source": "assumed: a test",
             "arrangement": {"style": "overlay", "minimumPaneSize": {"width": 1, "height": 1},
               "overlayArrangementEdge": "leading", "ratio": 0.3, "overlaySize": {"width": 200, "height": 100},
               "overlayArrangementZIndex": {"primary": 1, "secondary": 2}, "secondaryCollapsed": true,
               "inside": "scrollView", "source": "assumed: a test"}}
            """#
        let spec = try #require(try AppProfile.decode(Array(text.utf8), file: "a.json").arrangement)
        #expect(spec.overlayEdge == .leading)
        #expect(spec.ratio == 0.3)
        #expect(spec.overlaySize == Size(width: 200, height: 100))
        #expect(spec.zIndex?.secondary == 2)
        #expect(spec.secondaryCollapsed)
        #expect(spec.inside == .scrollView)
        let split = text.replacingOccurrences(of: "\"overlay\"", with: "\"split\"")
        #expect(throws: DataError.self) { try AppProfile.decode(Array(split.utf8), file: "a.json") }
        let wide = text.replacingOccurrences(of: "0.3", with: "1.5")
        #expect(throws: DataError.self) { try AppProfile.decode(Array(wide.utf8), file: "a.json") }
    }
}
