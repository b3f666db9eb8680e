import Foundation
import PoseEngine
import TestSupport
import Testing

/// Issue 24's containers: a NavigationSplitView rebalances its columns around the fold, keeps
/// every shown column readable in Split View, collapses on the outer display, and holds the
/// app's arrangement and grid in its detail column (Docs/DOMAIN.md §5, §9).
@Suite("Containers: NavigationSplitView columns around the fold")
struct ContainerTests {
    /// An app profile of its own: three columns and an inspector, bars of a container.
    static let ledger = try! AppProfile.decode(
        Array(
            #"""
            {"name": "ledger", "source": "assumed: a test profile", "container": "navigationSplitView",
             "splitView": {"sidebarWidth": 190, "contentWidth": 260, "inspectorWidth": 150, "source": "assumed: a test profile"},
             "toolbar": [{"id": "back", "symbol": "chevron.left", "placement": "navigation"},
                         {"id": "add", "symbol": "plus", "placement": "topBar"}]}
            """#.utf8), file: "ledger.json")

    static let twoColumns = try! AppProfile.decode(
        Array(
            #"""
            {"name": "duo-list", "source": "assumed: a test profile", "container": "navigationSplitView",
             "splitView": {"sidebarWidth": 300, "detailMinimumWidth": 320, "source": "assumed: a test profile"},
             "toolbar": [{"id": "back", "symbol": "chevron.left", "placement": "navigation"}]}
            """#.utf8), file: "duo-list.json")

    func windows(_ app: AppProfile, _ pose: String, _ change: (inout PoseState) -> Void = { _ in }) -> [WindowScene] {
        Engine(profile: duo, app: app).scene(for: state(pose, change)).windows
    }

    /// The active fold's frame in a window's physical coordinates (the app's frames are physical;
    /// the window's regions are mirrored in right-to-left).
    func fold(in window: WindowScene, _ direction: UserInterfaceLayoutDirection) -> Rect? {
        let frame = window.regions.first(where: { $0.kind == .division && $0.isActive })?.frame
        return direction == .rightToLeft ? frame?.mirrored(inWidth: window.size.width) : frame
    }

    @Test("No column runs across an active fold: book, 90°, right to left, both Split View windows")
    func noColumnAcrossTheFold() throws {
        let changes: [(String, (inout PoseState) -> Void)] = [
            ("book", { _ in }), ("book", { $0.angle = 90 }), ("book", { $0.layoutDirection = .rightToLeft }),
            ("book", { $0.splitView = true }),
            (
                "book",
                {
                    $0.splitView = true
                    $0.layoutDirection = .rightToLeft
                }
            ),
        ]
        for app in [Self.ledger, Self.twoColumns] {
            for (pose, change) in changes {
                var changed = state(pose)
                change(&changed)
                for window in windows(app, pose, change) {
                    let foldFrame = try #require(
                        self.fold(in: window, changed.layoutDirection), "\(app.name) \(window.id)")
                    let layout = try #require(window.app)
                    #expect(layout.columns.contains { $0.id == "detail" })
                    for column in layout.columns {
                        let overlap = column.frame.intersection(foldFrame).map { $0.width * $0.height } ?? 0
                        #expect(
                            overlap == 0, "\(app.name) \(window.id): \(column.id) \(column.frame) meets \(foldFrame)")
                    }
                }
            }
        }
    }

    @Test("Folded, the panes are equal: one column each side of the fold, the detail trailing")
    func equalPanesFolded() throws {
        let book = try #require(windows(Self.ledger, "book").first?.app)
        #expect(book.columns.map(\.id) == ["content", "detail"])
        #expect(book.columns[0].frame.width == book.columns[1].frame.width)
        // The content area is 0…867 (the side column on the right): the narrower side is 867 − 495.5.
        #expect(book.columns[0].frame == rect(455.5 - 371.5, 0, 371.5, 669))
        #expect(book.columns[1].frame == rect(495.5, 0, 371.5, 669))
        #expect(Set(book.hiddenColumns.map(\.id)) == ["sidebar", "inspector"])
        #expect(book.hiddenColumns.allSatisfy { $0.reason == .folded })
        // Right to left the detail is on the left; two columns without a content column: sidebar and detail.
        let rtl = try #require(windows(Self.twoColumns, "book") { $0.layoutDirection = .rightToLeft }.first?.app)
        #expect(rtl.columns.map(\.id) == ["sidebar", "detail"])
        #expect(rtl.columns[1].frame.maxX <= 455.5 && rtl.columns[0].frame.minX >= 495.5)
        #expect(rtl.columns[0].frame.width == rtl.columns[1].frame.width)
    }

    @Test("The other reading, fillSides: each column fills its side of the fold")
    func fillSides() throws {
        var app = Self.ledger
        app.readings.foldedColumns = .fillSides
        let book = try #require(windows(app, "book").first?.app)
        #expect(book.columns.map(\.frame) == [rect(0, 0, 455.5, 669), rect(495.5, 0, 371.5, 669)])
    }

    @Test("In Split View no column is 0 pt wide; the detail keeps its minimum, columns give way")
    func splitViewReadable() throws {
        for app in [Self.ledger, Self.twoColumns] {
            let minimum = try #require(app.splitColumns?.detailMinimum)
            for pose in ["book", "flat", "laptop"] {
                for direction in UserInterfaceLayoutDirection.allCases {
                    let split = windows(app, pose) {
                        $0.splitView = true
                        $0.layoutDirection = direction
                    }
                    #expect(split.count == 2)
                    for window in split {
                        let layout = try #require(window.app)
                        let detail = try #require(layout.columns.first(where: { $0.id == "detail" }))
                        #expect(detail.frame.width >= minimum, "\(app.name) \(pose) \(window.id)")
                        #expect(layout.columns.allSatisfy { $0.frame.width > 0 })
                        #expect(layout.hiddenColumns.allSatisfy { $0.reason == .narrow })
                    }
                }
            }
        }
        // The detail's default minimum is the narrowest column the app sized.
        #expect(Self.ledger.splitColumns?.detailMinimum == 150)
    }

    @Test("Flat, on the inner display, the declared widths are kept: the columns expand")
    func flatKeepsWidths() throws {
        let flat = try #require(windows(Self.ledger, "flat").first?.app)
        #expect(flat.columns.map(\.id) == ["sidebar", "content", "detail", "inspector"])
        #expect(flat.columns.map(\.frame.width) == [190, 260, 867 - 600, 150])
        #expect(flat.hiddenColumns.isEmpty)
    }

    @Test("One pane on the outer display, portrait and landscape: the others are a step back")
    func collapsedOnTheOuterDisplay() throws {
        for orientation in Orientation.allCases {
            let outer = try #require(windows(Self.ledger, "closed") { $0.outerOrientation = orientation }.first?.app)
            #expect(outer.columns.map(\.id) == ["detail"])
            #expect(outer.hiddenColumns.map(\.id) == ["sidebar", "content", "inspector"])
            #expect(outer.hiddenColumns.allSatisfy { $0.reason == .collapsed })
        }
    }

    @Test("The bundled files sample shows a usable detail in every pose, orientation, window and direction")
    func filesEverywhere() throws {
        let files = AppLayoutTests.app("files")
        let minimum = try #require(files.splitColumns?.detailMinimum)
        let engine = Engine(profile: duo, app: files)
        for preset in duo.poses {
            for orientation in Orientation.allCases {
                for split in [false, true] {
                    for direction in UserInterfaceLayoutDirection.allCases {
                        var state = duo.state(at: preset)
                        state.setOrientation(orientation, of: duo.displayInUse(at: preset.angle))
                        state.splitView = split
                        state.layoutDirection = direction
                        for window in engine.scene(for: state).windows {
                            let detail = try #require(window.app?.columns.first(where: { $0.id == "detail" }))
                            #expect(detail.frame.width >= minimum, "\(preset.name) \(orientation) \(window.id)")
                        }
                    }
                }
            }
        }
    }

    @Test(
        "Contradiction 8: an arrangement in a NavigationSplitView takes the detail column (default), or the whole window"
    )
    func arrangementInTheDetail() throws {
        var app = Self.twoColumns
        app.arrangement = ArrangementSpec(
            style: .split, axes: [.horizontal, .vertical], primaryLayoutPriority: 0, secondaryLayoutPriority: 0,
            minimumPaneSize: Size(width: 60, height: 60))
        for (pose, split) in [("book", false), ("flat", false), ("book", true), ("closed", false)] {
            for window in windows(app, pose, { $0.splitView = split }) {
                let layout = try #require(window.app)
                let detail = try #require(layout.columns.first(where: { $0.id == "detail" })).frame
                let panes = try #require(layout.arrangement).panes
                for pane in panes {
                    #expect(
                        detail.intersection(pane.frame) == pane.frame,
                        "\(pose) \(window.id): \(pane.id) outside \(detail)")
                }
            }
        }
        app.readings.splitViewContent = .wholeWindow
        let whole = try #require(windows(app, "book").first?.app)
        let sidebar = try #require(whole.columns.first(where: { $0.id == "sidebar" })).frame
        #expect(try #require(whole.arrangement).panes.contains { $0.frame.intersection(sidebar) != nil })
    }

    @Test("Right to left the detail's bars stay horizontal (default), or go into the column (the other reading)")
    func rightToLeftBars() throws {
        let rtl: (inout PoseState) -> Void = { $0.layoutDirection = .rightToLeft }
        let horizontal = try #require(windows(Self.ledger, "book", rtl).first)
        #expect(horizontal.toolbarVerticalEdge == nil && horizontal.app?.bars.axis == .horizontal)
        var app = Self.ledger
        app.readings.splitViewBarsInRightToLeft = .vertical
        let vertical = try #require(windows(app, "book", rtl).first)
        #expect(vertical.app?.bars.axis == .vertical && vertical.sideBarPhysicalEdge == .right)
        #expect(vertical.toolbarVerticalEdge == .leading)
        #expect(vertical.app?.columns.first(where: { $0.id == "detail" })?.verticalBars == true)
    }
}
