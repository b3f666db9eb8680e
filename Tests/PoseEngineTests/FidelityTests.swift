import Foundation
import PoseEngine
import TestSupport
import Testing

/// Issue 10's rules, each with a worked example in points, quoting the sentence it implements
/// (Docs/DOMAIN.md §1, §5, §6).
@Suite("Fidelity: arrangements, presentations, bar edges")
struct FidelityTests {
    static let mail = AppLayoutTests.app("mail")
    static let reader = AppLayoutTests.app("reader")

    func scene(
        _ pose: String, _ app: AppProfile, profile: DeviceProfile = duo, _ change: (inout PoseState) -> Void = { _ in }
    ) -> PoseScene {
        Engine(profile: profile, app: app).scene(for: state(pose, change))
    }

    func layout(
        _ pose: String, _ app: AppProfile, window: WindowID = .main, profile: DeviceProfile = duo,
        _ change: (inout PoseState) -> Void = { _ in }
    ) -> AppLayout {
        scene(pose, app, profile: profile, change).window(window)!.app!
    }

    func splitApp(axes: [ArrangementAxis], minimum: Double = 100, primary: Double = 0, secondary: Double = 0)
        -> AppProfile
    {
        var app = AppProfile(
            name: "t", displayName: "t",
            toolbarItems: [
                ToolbarItemSpec(id: "back", title: "Back", symbol: "chevron.left", placement: .navigation, group: "n")
            ])
        app.arrangement = ArrangementSpec(
            style: .split, axes: axes, primaryLayoutPriority: primary, secondaryLayoutPriority: secondary,
            minimumPaneSize: Size(width: minimum, height: minimum))
        return app
    }

    // MARK: Rule 1: arrangement views

    @Test(
        "\"A split divides its area horizontally when wider than tall … when a split shows and an active fold crosses its area, the panes divide at the fold and stay off the fold's frame\""
    )
    func splitAtTheFold() throws {
        // Book: content 867 × 669 (the 84 pt column on the right), wider than tall: horizontal, divided at x 455.5 / 495.5.
        let book = try #require(layout("book", splitApp(axes: [.horizontal])).arrangement)
        #expect(book.axis == .horizontal)
        #expect(book.panes.map(\.frame) == [rect(0, 0, 455.5, 669), rect(495.5, 0, 371.5, 669)])
        // Laptop: content taller than wide, the fold horizontal at y 455.5…495.5: a vertical split at it.
        let laptop = try #require(layout("laptop", splitApp(axes: [.vertical])).arrangement)
        #expect(laptop.axis == .vertical)
        #expect(laptop.panes[0].frame.maxY == 455.5 && laptop.panes[1].frame.minY == 495.5)
    }

    @Test(
        "\"If the natural axis is not allowed … only one view shows: the one with the higher layout priority, else the primary. Never fall back to the other axis.\""
    )
    func naturalAxisNotAllowed() throws {
        let laptop = try #require(layout("laptop", splitApp(axes: [.horizontal], primary: 0, secondary: 2)).arrangement)
        #expect(laptop.axis == nil && laptop.panes.map(\.id) == ["secondary"])
        let equal = try #require(layout("laptop", splitApp(axes: [.horizontal])).arrangement)
        #expect(equal.panes.map(\.id) == ["primary"])
    }

    @Test(
        "\"… or the window is compact on that axis (a horizontal split needs regular width, a vertical one regular height)\""
    )
    func compactWindow() throws {
        // The outer display in landscape is compact / compact: no horizontal split, though 662 pt would hold two 100 pt panes.
        let outer = try #require(
            layout("closed", splitApp(axes: [.horizontal, .vertical])) { $0.outerOrientation = .landscape }.arrangement)
        #expect(outer.axis == nil)
        #expect(outer.reason == .oneView("primary", because: .needsRegularWidth))
        // Portrait outer: compact width, regular height, taller than wide: a vertical split is allowed.
        let portrait = try #require(layout("closed", splitApp(axes: [.vertical])).arrangement)
        #expect(portrait.axis == .vertical && portrait.panes.count == 2)
    }

    @Test("\"… or the pose leaves no way to keep the two views on opposite sides of an active fold\"")
    func foldAlongTheSplit() throws {
        // A column 400 pt wide leaves 551 × 669 of content: taller than wide (vertical) while the fold is vertical.
        var wide = duo
        wide.sideColumn.width = 400
        let arrangement = try #require(
            layout("book", splitApp(axes: [.vertical, .horizontal]), profile: wide).arrangement)
        #expect(arrangement.axis == nil, "\(arrangement.reason)")
        #expect(arrangement.reason == .oneView("primary", because: .foldAlongSplit))
    }

    @Test(
        "\"An overlay arrangement moves its views to opposite sides of an active fold only along an allowed axis; otherwise the primary stays on top\""
    )
    func overlayAxes() throws {
        var app = AppLayoutTests.app("player")
        app.arrangement?.axes = [.vertical]
        let book = try #require(layout("book", app).arrangement)
        #expect(
            book.axis == nil && book.panes[0].frame == book.panes[1].frame,
            "the fold would part them horizontally, not allowed")
        let laptop = try #require(layout("laptop", app).arrangement)
        #expect(laptop.axis == .vertical)
        #expect(laptop.panes.first { $0.id == "primary" }!.frame.minY >= 495.5)
    }

    // MARK: Rule 2: presentations

    @Test(
        "\"Book pose: sheets on the leading side of the fold … shrunk to that side, never placed across the fold; the JSON says so\""
    )
    func sheetOnTheLeadingSide() throws {
        // Mail's 540 × 560 sheet: the leading side is 0…455.5, so it is 455.5 wide, at the leading edge.
        let sheet = try #require(layout("book", Self.mail).presentations.first)
        #expect(sheet.placement == .leadingEdge)
        #expect(sheet.frame == rect(0, 54.5, 455.5, 560))
        #expect(sheet.constrained && sheet.preferredSize == Size(width: 540, height: 560))
        // Right to left: the leading side is 495.5…867 (the column is on the right), 371.5 wide.
        let rtl = try #require(layout("book", Self.mail) { $0.layoutDirection = .rightToLeft }.presentations.first)
        #expect(rtl.frame.minX == 495.5 && rtl.frame.maxX == 867)
        // Flat: centred in the content, its preferred size, not constrained.
        let flat = try #require(layout("flat", Self.mail).presentations.first)
        #expect(flat.placement == .centered && !flat.constrained && flat.frame.midX == 867 / 2)
    }

    @Test(
        "\"… alerts on the trailing side\"; \"Support an app's presentationPlacement (leading / trailing)\"; only trailing sheets get vertical bars on the inner display"
    )
    func alertsAndPlacement() throws {
        let alert = try #require(layout("book", Self.reader).presentations.first)
        #expect(alert.placement == .trailingSide)
        #expect(alert.frame.minX >= 495.5 && alert.frame.maxX <= 867)
        var trailing = Self.mail
        trailing.presentations[0].placement = .trailing
        let sheet = try #require(layout("book", trailing).presentations.first)
        #expect(sheet.placement == .trailingEdge && sheet.frame.maxX == 867 && sheet.frame.minX >= 495.5)
        #expect(sheet.verticalBars, "a trailing sheet on the inner display goes vertical")
        #expect(
            try #require(layout("book", Self.mail).presentations.first).verticalBars == false, "a leading one doesn't")
        #expect(
            try #require(layout("closed", Self.mail).presentations.first).verticalBars,
            "on the outer display sheets go vertical")
    }

    @Test(
        "\"A horizontal fold: choose one half per component, a device-profile setting\": sheets below the fold, alerts above (assumed)"
    )
    func horizontalFold() throws {
        let sheet = try #require(layout("laptop", Self.mail).presentations.first)
        #expect(sheet.placement == .bottomHalf && sheet.frame.minY >= 495.5)
        let alert = try #require(layout("laptop", Self.reader).presentations.first)
        #expect(alert.placement == .topHalf && alert.frame.maxY <= 455.5)
        var profile = duo
        profile.presentationHalves[.sheet] = .top
        let top = try #require(layout("laptop", Self.mail, profile: profile).presentations.first)
        #expect(top.placement == .topHalf && top.frame.maxY <= 455.5)
    }

    @Test("\"In Split View a presentation stays inside its window and off the window's sliver\"")
    func splitViewSliver() throws {
        // The left window is 469 wide, its bars on the left (0…84), the sliver at 455.5…469.
        let left = try #require(layout("book", Self.mail, window: .left) { $0.splitView = true }.presentations.first)
        #expect(left.frame.minX >= 84 && left.frame.maxX <= 455.5)
        let right = try #require(layout("book", Self.mail, window: .right) { $0.splitView = true }.presentations.first)
        #expect(right.frame.minX >= 13.5 && right.frame.maxX <= 469 - 84)
    }

    @Test(
        "No presentation overlaps an active division's frame or an active occlusion, in any pose, orientation, window or direction"
    )
    func neverOverReservedRegions() {
        let apps = ["mail", "reader", "player"].map(AppLayoutTests.app)
        for app in apps {
            for pose in duo.poses.map(\.name) {
                for split in [false, true] {
                    for rtl in [false, true] {
                        for camera in [false, true] {
                            for rotate in [false, true] {
                                let scene = self.scene(pose, app) {
                                    $0.splitView = split
                                    $0.layoutDirection = rtl ? .rightToLeft : .leftToRight
                                    $0.innerCameraInUse = camera
                                    if rotate {
                                        $0.innerOrientation = $0.innerOrientation.toggled
                                        $0.outerOrientation = $0.outerOrientation.toggled
                                    }
                                }
                                for window in scene.windows {
                                    let reserved = Engine(profile: duo).regions(
                                        in: window.frameInDisplay, on: scene.display(window.display),
                                        direction: .leftToRight,
                                        query: RegionQuery(behavior: .fixed))
                                    for presentation in window.app?.presentations ?? [] {
                                        for region in reserved where region.isActive {
                                            let overlap = presentation.frame.intersection(region.frame)
                                            #expect(
                                                overlap == nil || overlap!.width == 0 || overlap!.height == 0,
                                                "\(app.name) \(pose) split \(split) rtl \(rtl) camera \(camera) rotate \(rotate) \(window.id): \(presentation.id) over \(region.id)"
                                            )
                                        }
                                        #expect(
                                            presentation.frame.minX >= 0
                                                && presentation.frame.maxX <= window.size.width + 0.001)
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    // MARK: Rule 10: sweep --app

    @Test(
        "A sweep with an app follows its layout: collisions appearing and clearing, presentations moving, arrangements parting and joining, overflow"
    )
    func sweepWithApp() throws {
        func sweep(_ app: AppProfile) -> Sweep {
            Sweep(
                engine: Engine(profile: duo, app: app), state: state("book"), query: RegionQuery(), from: 0, to: 180,
                step: 1)
        }
        func changes(_ sweep: Sweep, at angle: Double) -> [Sweep.Change] {
            sweep.steps.first { $0.angle == angle }?.changes ?? []
        }
        let player = sweep(AppLayoutTests.app("player"))
        #expect(
            changes(player, at: 6).contains(.arrangement(.main, from: .overlaid, to: .along(.overlay, .horizontal))))
        #expect(
            changes(player, at: 175).contains {
                if case .arrangement(_, _, .overlaid?) = $0 { true } else { false }
            })
        #expect(
            changes(player, at: 6).contains {
                guard case .presentations(_, let added, _) = $0 else { return false }
                return added == [.init(id: "quality", placement: .leadingEdge, constrained: false)]
            })
        let hud = sweep(AppLayoutTests.app("hud"))
        #expect(
            changes(hud, at: 6).contains {
                guard case .collisions(_, let added, _) = $0 else { return false }
                return added.contains(.init(control: "healthBar", with: "fold", severity: .warning))
            })
        #expect(
            changes(hud, at: 175).contains {
                guard case .collisions(_, _, let removed) = $0 else { return false }
                return removed.contains(.init(control: "healthBar", with: "fold", severity: .warning))
            })
        // Mail on the outer display (closed): a side column on the right, six items in its overflow menu.
        let mail = sweep(Self.mail)
        #expect(mail.start.windows[0].app?.bars == .vertical(.right))
        #expect(mail.start.windows[0].app?.overflowed.isEmpty == false)
    }

    // MARK: Rule 7: split views and other containers

    @Test(
        "\"Only the detail column's bars go vertical, the other columns stay horizontal; it collapses to one pane on the outer display\""
    )
    func navigationSplitView() throws {
        let files = AppLayoutTests.app("files")
        let flat = layout("flat", files)
        #expect(flat.columns.map(\.id) == ["sidebar", "content", "detail", "inspector"])
        #expect(flat.columns.map(\.verticalBars) == [false, false, true, false])
        #expect(flat.columns[0].frame == rect(0, 0, 220, 669) && flat.columns[3].frame.maxX == 867)
        // Folded: one column each side of the fold, the detail's bars in the column.
        let book = layout("book", files)
        #expect(book.columns.map(\.id) == ["content", "detail"] && book.columns.map(\.verticalBars) == [false, true])
        #expect(scene("book", files).window(.main)!.toolbarVerticalEdge == .trailing)
        let outer = layout("closed", files)
        #expect(outer.columns.map(\.id) == ["detail"])
        // Right to left the detail is on the left, away from the column on the right: its bars stay horizontal.
        let rtl = scene("book", files) { $0.layoutDirection = .rightToLeft }.window(.main)!
        #expect(rtl.toolbarVerticalEdge == nil && rtl.app?.bars.axis == .horizontal)
        #expect(rtl.app?.columns.first?.frame.maxX == 951, "the content column on the leading (right) side")
    }

    @Test("\"Bars of a custom toolbar stay horizontal\"; \"side bars can be disabled per window or per presentation\"")
    func customAndDisabled() throws {
        var custom = Self.mail
        custom.container = .custom
        let window = scene("book", custom).window(.main)!
        #expect(window.app?.bars.axis == .horizontal && window.toolbarVerticalEdge == nil)
        // files disables side bars in the left Split View window only.
        let split = scene("book", AppLayoutTests.app("files")) { $0.splitView = true }
        #expect(split.window(.left)!.toolbarVerticalEdge == nil)
        #expect(split.window(.right)!.toolbarVerticalEdge == .trailing)
        var sheet = Self.mail
        sheet.presentations[0].placement = .trailing
        sheet.presentations[0].allowsVerticalBars = false
        #expect(try #require(layout("book", sheet).presentations.first).verticalBars == false)
    }

    @Test("\"A tab bar with the sidebar-adaptable style shows as a sidebar on the inner display\"")
    func sidebarAdaptable() throws {
        var mail = Self.mail
        mail.tabBarStyle = .sidebarAdaptable
        mail.tabSidebarWidth = 200
        let inner = layout("book", mail)
        #expect(inner.bars.tabBar?.style == .sidebar)
        #expect(inner.tabSidebar == rect(0, 0, 200, 669))
        #expect(inner.bars.tabBar?.items.count == 5)
        #expect(!inner.bars.items.contains { ["inbox", "vips"].contains($0.id) })
        let outer = layout("closed", mail)
        #expect(outer.bars.tabBar?.style == .bar && outer.tabSidebar == nil)
    }

    // MARK: Rule 6: toolbarVerticalEdge

    @Test(
        "\"toolbarVerticalEdge is the signal for 'are the bars vertical right now'\": nil for an app with no bars, bars disabled, or inner portrait — in the window and its side bar"
    )
    func verticalEdgeSignal() {
        #expect(scene("book", Self.mail).window(.main)!.toolbarVerticalEdge == .trailing)
        for (pose, app) in [
            ("book", AppLayoutTests.app("hud")), ("book", AppLayoutTests.app("player")), ("laptop", Self.mail),
        ] {
            let window = scene(pose, app).window(.main)!
            #expect(window.toolbarVerticalEdge == nil, "\(pose) \(app.name)")
            #expect(window.sideBarPhysicalEdge == nil, "\(pose) \(app.name)")
        }
    }
}
