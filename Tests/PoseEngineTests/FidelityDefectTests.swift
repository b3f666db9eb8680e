import Foundation
import PoseEngine
import TestSupport
import Testing

/// Issue 42's five defects, each at its rule, checked over every state the audit walks and with
/// a worked example in points, quoting the document line it rests on (Docs/DOMAIN.md §5, §6).
@Suite("Fidelity, round four: bars off the sliver, fixed spacers, adaptive grids, anchors")
struct FidelityDefectTests {
    /// The physical active division in a window (the sliver at its edge, in Split View).
    static func physicalFolds(_ engine: Engine, _ state: PoseState) -> [WindowID: Rect] {
        let scene = engine.scene(for: state, query: RegionQuery(kind: .division, behavior: .fixed))
        var folds: [WindowID: Rect] = [:]
        for window in scene.windows {
            if let fold = window.regions.first(where: { $0.isActive }) { folds[window.id] = fold.frame }
        }
        return folds
    }

    /// Whether two frames share an area (touching edges don't).
    static func overlap(_ a: Rect, _ b: Rect) -> Bool {
        guard let common = a.intersection(b) else { return false }
        return common.width > 0.001 && common.height > 0.001
    }

    /// Every framework bar's frame, its items' and the tab sidebar's in a layout.
    static func barFrames(_ app: AppLayout) -> [(String, Rect)] {
        var frames: [(String, Rect)] = app.bars.items.map { ("item \($0.id)", $0.frame) }
        if app.bars.frame.height > 0 { frames.append(("bar", app.bars.frame)) }
        if let tabs = app.bars.tabBar {
            frames.append(("tab bar", tabs.frame))
            frames += tabs.items.map { ("tab \($0.id)", $0.frame) }
        }
        if let sidebar = app.tabSidebar { frames.append(("tab sidebar", sidebar)) }
        return frames
    }

    /// A sidebar-adaptable tab bar (shown as a sidebar on the inner display) with bars that stay horizontal.
    static let sidebarTabs: AppProfile = {
        var app = AppLayoutTests.app("player")
        app.tabItems = ["a", "b", "c"].map { TabItemSpec(id: $0, title: $0, symbol: "star") }
        app.tabBarStyle = .sidebarAdaptable
        app.tabSidebarWidth = 200
        app.toolbarItems.append(
            ToolbarItemSpec(id: "play", title: "Play", symbol: "play", placement: .bottomBar, group: "transport"))
        return app
    }()

    // MARK: Defect 1: framework bars off the sliver

    @Test(
        "000: tab bars and framework views \"already adjust for the fold\"; 001: NavigationStack, NavigationSplitView and TabView \"already avoid reserved regions\"; 004 measures the 13.5 pt strip: no framework bar, tab or tab sidebar lies on a Split View sliver, either layout, either direction"
    )
    func barsOffTheSliver() throws {
        var apps = AppProfile.bundledNames.compactMap { AppProfile.bundled($0) }
        apps.append(Self.sidebarTabs)
        var checked = 0
        for entry in duo.stateMatrix() where entry.state.splitView {
            for app in apps {
                let engine = Engine(profile: duo, app: app)
                let folds = Self.physicalFolds(engine, entry.state)
                for window in engine.scene(for: entry.state).windows {
                    guard let fold = folds[window.id], let layout = window.app else { continue }
                    for (name, frame) in Self.barFrames(layout) {
                        checked += 1
                        #expect(
                            !Self.overlap(frame, fold),
                            "\(app.name) \(entry.pose.name) \(entry.direction) \(window.id): \(name) \(frame) on \(fold)"
                        )
                    }
                }
            }
        }
        #expect(checked > 500)
    }

    @Test(
        "Worked: book Split View, the right window's horizontal bars start at x 13.5 (its strip is x 0…13.5); laptop --split, the top window's tab bar ends at y 455.5 (its strip y 455.5…469)"
    )
    func barsOffTheSliverInPoints() throws {
        let player = Engine(profile: duo, app: AppLayoutTests.app("player"))
        let right = try #require(player.scene(for: state("book") { $0.splitView = true }).window(.right)?.app)
        #expect(right.bars.frame == rect(13.5, 44, 455.5, 50))
        #expect(right.bars.items.first?.id == "close" && right.bars.items.first?.frame == rect(13.5, 44, 44, 50))
        let mail = Engine(profile: duo, app: AppLayoutTests.app("mail"))
        let top = try #require(mail.scene(for: state("laptop") { $0.splitView = true }).window(.top)?.app)
        // 469 − 13.5 = 455.5: the tab bar 405.5…455.5, the bottom toolbar 361.5…405.5 above it.
        #expect(top.bars.tabBar?.frame == rect(0, 405.5, 669, 50))
        #expect(top.bars.items.first { $0.id == "archive" }?.frame.minY == 361.5)
        #expect(top.safeArea.bottom == 107.5)
        // The tab sidebar: right window LTR from x 13.5; left window RTL up to x 455.5.
        let tabs = Engine(profile: duo, app: Self.sidebarTabs)
        let ltr = try #require(tabs.scene(for: state("book") { $0.splitView = true }).window(.right)?.app)
        #expect(ltr.tabSidebar?.minX == 13.5 && ltr.bars.tabBar?.items.first?.frame.minX == 13.5)
        let rtl = try #require(
            tabs.scene(
                for: state("book") {
                    $0.splitView = true
                    $0.layoutDirection = .rightToLeft
                }
            ).window(.left)?.app)
        #expect(rtl.tabSidebar == rect(255.5, 94, 200, 531))
    }

    // MARK: Defect 2: fixed spacers

    /// Back, two high items with a 30 pt fixed spacer between them, then ten low items.
    static let spaced: AppProfile = {
        var app = AppProfile(name: "spaced", displayName: "spaced")
        var items = [
            ToolbarItemSpec(id: "back", title: "Back", symbol: "chevron.left", placement: .navigation, group: "n"),
            ToolbarItemSpec(
                id: "a", title: "A", symbol: "a", placement: .topBar, group: "g", visibilityPriority: .high),
            ToolbarItemSpec(
                id: "gap", title: "", symbol: nil, placement: .topBar, group: "g", kind: .fixedSpacer,
                spacerHeight: 30),
            ToolbarItemSpec(
                id: "b", title: "B", symbol: "b", placement: .topBar, group: "g", visibilityPriority: .high),
        ]
        for n in 0..<10 {
            items.append(
                ToolbarItemSpec(
                    id: "low\(n)", title: "Low \(n)", symbol: "l", placement: .topBar, group: "g",
                    visibilityPriority: .low))
        }
        app.toolbarItems = items
        return app
    }()

    @Test(
        "003: \"fixed spacers keep their size\": when the column overflows, the 30 pt spacer stays and the overflow takes items instead"
    )
    func fixedSpacersKeepTheirSize() throws {
        let engine = Engine(profile: duo, app: Self.spaced)
        var overflowing = 0
        for entry in duo.stateMatrix() {
            for window in engine.scene(for: entry.state).windows {
                guard let bars = window.app?.bars, bars.axis == .vertical, !bars.overflowed.isEmpty else { continue }
                overflowing += 1
                let a = try #require(bars.items.first { $0.id == "a" }),
                    b = try #require(bars.items.first { $0.id == "b" })
                #expect(b.frame.minY == a.frame.maxY + 30, "\(entry.pose.name) \(window.id)")
                #expect(!bars.overflowed.contains("gap"))
                // Nothing runs past the column.
                #expect((bars.items.last?.frame.maxY ?? 0) <= bars.frame.maxY)
            }
        }
        #expect(overflowing > 10)
        // Worked: closed, the column 662 pt under the 170 pt island: 492 pt; back, a, the gap, b
        // take 162; with the overflow button (44) six of the ten low items fit: 162 + 264 + 44 = 470.
        let closed = try #require(engine.scene(for: state("closed")).windows.first?.app?.bars)
        #expect(
            closed.items.map(\.id) == ["back", "a", "b", "low0", "low1", "low2", "low3", "low4", "low5", "overflow"])
        #expect(closed.items[2].frame.minY == 170 + 88 + 30)
    }

    // MARK: Defect 3: grids

    /// A grid whose minimum is `minimum` and spacing 24, no padding, scrolling along `axis`.
    static func grid(_ minimum: Double, axis: ArrangementAxis = .vertical) -> AppProfile {
        var app = AppProfile(name: "grid", displayName: "grid")
        app.toolbarItems = [
            ToolbarItemSpec(id: "back", title: "Back", symbol: "chevron.left", placement: .navigation, group: "n")
        ]
        app.grid = AdaptiveGridSpec(minimumItemWidth: minimum, spacing: 24, padding: 0, scrollAxis: axis)
        return app
    }

    @Test(
        "002's code returns GridItem(.adaptive(minimum:)) when no division meets the grid, whose items are never narrower than the minimum; 003 gives the same count, ⌊(w + s) / (min + s)⌋"
    )
    func adaptiveWithoutADivision() throws {
        for minimum in [90.0, 110, 145] {
            for even in EvenColumnRule.allCases {
                var app = Self.grid(minimum)
                app.grid?.evenColumns = even
                let engine = Engine(profile: duo, app: app)
                for entry in duo.stateMatrix() {
                    for window in engine.scene(for: entry.state).windows {
                        let grid = try #require(window.app?.grid)
                        guard grid.mode != .aroundFold, grid.evenColumns == nil else { continue }
                        let width = (grid.columns.last?.maxX ?? 0) - (grid.columns.first?.minX ?? 0)
                        let count = max(1, Int(((width + 24) / (minimum + 24)).rounded(.down)))
                        #expect(grid.columns.count == count, "\(entry.pose.name) \(window.id)")
                        if width >= minimum { #expect(grid.columns.allSatisfy { $0.width >= minimum - 0.001 }) }
                    }
                }
            }
        }
        // Worked: closed landscape, the content 662 − 84 = 578 pt; a 90 pt minimum: ⌊602 / 114⌋ = 5
        // (⌊578 / 90⌋ = 6 would make them 76.3 pt); laptop, 669 pt and 145: ⌊693 / 169⌋ = 4.
        let landscape = Engine(profile: duo, app: Self.grid(90)).scene(
            for: state("closed") { $0.outerOrientation = .landscape })
        #expect(landscape.windows.first?.app?.grid?.columns.count == 5)
        let laptop = Engine(profile: duo, app: Self.grid(145)).scene(for: state("laptop"))
        #expect(laptop.windows.first?.app?.grid?.columns.count == 4)
        #expect(laptop.windows.first?.app?.grid?.columns.first?.width == 149.25)  // (669 − 3 × 24) / 4
    }

    @Test(
        "002 and 003's DTS answer: scrolling excuses content only from a fold across the scroll direction (adjust sections \"that don't scroll across the fold\"): a horizontally scrolling grid keeps its rows off a horizontal fold"
    )
    func horizontalGridOffAHorizontalFold() throws {
        let engine = Engine(profile: duo, app: Self.grid(110, axis: .horizontal))
        var met = 0
        for entry in duo.stateMatrix() {
            let folds = Self.physicalFolds(engine, entry.state)
            for window in engine.scene(for: entry.state).windows {
                guard let fold = folds[window.id], !fold.isVertical, let grid = window.app?.grid else { continue }
                met += 1
                for row in grid.columns {
                    #expect(!Self.overlap(row, fold), "\(entry.pose.name) \(window.id): \(row) on \(fold)")
                }
            }
        }
        #expect(met > 4)
        // Worked: laptop, the content y 94…951 (the navigation bar above), the fold y 455.5…495.5:
        // four rows from the narrower side (361.5 above): (361.5 − 24) / 2 = 168.75 pt each, from
        // y 94, the fold in the middle gap. A vertical fold runs across a horizontal grid's scroll direction: book
        // keeps the adaptive rows over it.
        let laptop = try #require(engine.scene(for: state("laptop")).windows.first?.app?.grid)
        #expect(laptop.mode == .aroundFold)
        #expect(laptop.columns.map(\.minY) == [94, 286.75, 495.5, 688.25])
        #expect(laptop.columns.allSatisfy { $0.height == 168.75 && $0.width == 669 })
        let book = try #require(engine.scene(for: state("book")).windows.first?.app?.grid)
        #expect(book.columns.allSatisfy { $0.width == 867 })
    }

    // MARK: Defect 4: anchors

    /// One 40 × 40 control at each anchor, 10 pt in.
    static let anchored: AppProfile = {
        var app = AppLayoutTests.app("reader")
        app.controls = ControlAnchor.allCases.map {
            ControlSpec(
                id: $0.rawValue, group: $0.rawValue, placement: .anchor($0, offset: Size(width: 10, height: 10)),
                size: Size(width: 40, height: 40))
        }
        return app
    }()

    @Test(
        "The app-profile schema: controls[].anchor is \"a point of the window's safe area\"; 003: use the safe-area insets everywhere"
    )
    func anchorsInTheSafeArea() throws {
        let engine = Engine(profile: duo, app: Self.anchored)
        for entry in duo.stateMatrix() {
            for window in engine.scene(for: entry.state).windows {
                let layout = try #require(window.app)
                let s = layout.safeArea, size = window.size
                let safe = Rect(
                    x: s.left, y: s.top, width: size.width - s.left - s.right, height: size.height - s.top - s.bottom)
                guard safe.width >= 60, safe.height >= 60 else { continue }
                for control in layout.controls {
                    let f = control.frame
                    #expect(
                        f.minX >= safe.minX - 0.001 && f.maxX <= safe.maxX + 0.001 && f.minY >= safe.minY - 0.001
                            && f.maxY <= safe.maxY + 0.001,
                        "\(entry.pose.name) \(window.id) \(control.spec.id) \(f) outside \(safe)")
                    #expect(!layout.collisions.contains { $0.control == control.spec.id && $0.kind == .sideBar })
                }
            }
        }
        // Worked: closed, the column on the right (84 pt): topTrailing at x 466 − 84 − 10 − 40 = 332.
        let closed = try #require(engine.scene(for: state("closed")).windows.first?.app)
        #expect(closed.controls.first { $0.spec.id == "topTrailing" }?.frame == rect(332, 10, 40, 40))
        // Laptop with the camera in use: the safe area's top is 134 (the island's 90, the bar's 44... ), topLeading 10 below it.
        let laptop = try #require(engine.scene(for: state("laptop") { $0.innerCameraInUse = true }).windows.first?.app)
        #expect(laptop.safeArea.top == 134)
        #expect(laptop.controls.first { $0.spec.id == "topLeading" }?.frame == rect(10, 144, 40, 40))
    }
}
