import Foundation
import PoseEngine
import TestSupport
import Testing

/// Issue 24's presentations: popovers and context menus that move around the fold like sheets and
/// alerts, presentations over presentations, and sheets with their own toolbars (Docs/DOMAIN.md §6).
@Suite("Presentations: popovers, context menus, nesting, a sheet's toolbar")
struct PresentationTests {
    static func decode(_ text: String) throws -> AppProfile {
        try AppProfile.decode(Array(text.utf8), file: "t.json")
    }

    /// A drawing app of its own: a popover from a toolbar item, a menu from a control at the
    /// bottom right, a leading sheet with its own toolbar presenting an alert and a popover.
    static let atelier = try! decode(
        #"""
        {"name": "atelier", "source": "assumed: a test profile",
         "toolbar": [{"id": "back", "symbol": "chevron.left", "placement": "navigation"},
                     {"id": "brushes", "symbol": "paintbrush", "placement": "topBar"}],
         "controls": [{"id": "layers", "anchor": "bottomTrailing", "size": {"width": 56, "height": 56}}],
         "presentations": [
           {"id": "brushPicker", "kind": "popover", "anchor": "brushes", "size": {"width": 260, "height": 300},
            "source": "assumed: a test profile"},
           {"id": "layerMenu", "kind": "contextMenu", "anchor": "layers", "size": {"width": 220, "height": 180},
            "source": "assumed: a test profile"},
           {"id": "export", "kind": "sheet", "size": {"width": 380, "height": 420}, "source": "assumed: a test profile",
            "toolbar": [{"id": "exportCancel", "symbol": "xmark", "placement": "cancellationAction"},
                        {"id": "format", "symbol": "doc", "placement": "topBar"}],
            "presents": [{"id": "overwrite", "kind": "alert"},
                         {"id": "formats", "kind": "popover", "anchor": "format", "size": {"width": 200, "height": 160},
                          "source": "assumed: a test profile"}]}]}
        """#)

    func layout(
        _ app: AppProfile, _ pose: String, window: WindowID = .main, _ change: (inout PoseState) -> Void = { _ in }
    )
        -> AppLayout?
    {
        Engine(profile: duo, app: app).scene(for: state(pose, change)).window(window)?.app
    }

    func placed(_ layout: AppLayout?, _ id: String) throws -> PlacedPresentation {
        try #require(layout?.presentations.first(where: { $0.id == id }))
    }

    @Test("No presentation of any kind, nested or not, covers an active fold or occlusion, in any configuration")
    func offTheFoldEverywhere() {
        let audit = Audit(profile: duo, app: Self.atelier)
        let bad = audit.presentationFindings.filter { $0.kind == .crossesFold || $0.kind == .overlapsOcclusion }
        #expect(bad.isEmpty, "\(bad.map { "\($0.presentation) \($0.message)" })")
        #expect(audit.presentationFindings.contains { $0.presentation == "formats" && $0.kind == .adaptedToSheet })
    }

    @Test("A popover sits below its anchor on the anchor's side of the fold; a context menu beside its control")
    func anchoredSides() throws {
        // Book: the toolbar stands in the column on the right, so the brushes item is right of the fold.
        let book = layout(Self.atelier, "book")
        let picker = try placed(book, "brushPicker")
        let anchor = try #require(picker.anchorFrame)
        #expect(picker.placement == .belowAnchor && picker.frame.minY == anchor.maxY)
        #expect(picker.frame.minX >= 495.5 && picker.frame.maxX <= 867)
        // The layers control sits at the bottom right: its menu goes above it, on its side.
        let menu = try placed(book, "layerMenu")
        #expect(menu.placement == .aboveAnchor && menu.frame.maxY == menu.anchorFrame?.minY)
        #expect(menu.frame.minX >= 495.5)
        // Right to left the column is still on the right; the popover follows its anchor there.
        let rtl = try placed(layout(Self.atelier, "book") { $0.layoutDirection = .rightToLeft }, "brushPicker")
        #expect(rtl.frame.minX >= 495.5)
        // Laptop: horizontal bars at the top, so the popover stays above the fold.
        let laptop = try placed(layout(Self.atelier, "laptop"), "brushPicker")
        #expect(laptop.frame.maxY <= 455.5)
    }

    @Test("A compact width shows a popover as a sheet; a context menu stays by its anchor")
    func compactWidth() throws {
        let outer = layout(Self.atelier, "closed")
        let picker = try placed(outer, "brushPicker")
        #expect(picker.adaptedToSheet && picker.anchorFrame == nil)
        let menu = try placed(outer, "layerMenu")
        #expect(!menu.adaptedToSheet && menu.placement == .aboveAnchor)
    }

    @Test("Nested: an alert over a sheet takes its own side by default, or stays inside the sheet")
    func nested() throws {
        let book = layout(Self.atelier, "book")
        let sheet = try placed(book, "export"), alert = try placed(book, "overwrite")
        #expect(alert.parent == "export" && sheet.parent == nil)
        #expect(sheet.placement == .leadingEdge && alert.placement == .trailingSide)
        #expect(alert.frame.minX >= 495.5 && sheet.frame.maxX <= 455.5)
        var inside = Self.atelier
        inside.readings.nestedPresentations = .overParent
        let over = layout(inside, "book")
        let parent = try placed(over, "export"), child = try placed(over, "overwrite")
        #expect(parent.frame.intersection(child.frame) == child.frame)
        // Depth first: a presentation is listed right after the one it is presented over.
        #expect(book?.presentations.map(\.id) == ["brushPicker", "layerMenu", "export", "overwrite", "formats"])
    }

    @Test("A sheet's own toolbar: vertical on the outer display, horizontal on a leading sheet inside")
    func sheetToolbar() throws {
        let outer = try placed(layout(Self.atelier, "closed"), "export")
        let column = try #require(outer.bars)
        #expect(outer.verticalBars && column.axis == .vertical)
        #expect(column.items.map(\.id) == ["exportCancel", "format"])
        #expect(column.items.allSatisfy { outer.frame.intersection($0.frame) == $0.frame })
        #expect(column.frame.maxX == outer.frame.maxX, "the column on the side the window's column stands")
        let book = try placed(layout(Self.atelier, "book"), "export")
        let bar = try #require(book.bars)
        #expect(!book.verticalBars && bar.axis == .horizontal && bar.frame.minY == book.frame.minY)
        #expect(bar.items.allSatisfy { book.frame.intersection($0.frame) == $0.frame })
        // The popover presented from the sheet points at the sheet's own item.
        let formats = try placed(layout(Self.atelier, "book"), "formats")
        #expect(formats.anchorFrame == bar.items.first(where: { $0.id == "format" })?.frame)
    }

    @Test(
        "The profile says what each kind needs: an anchor, a size, a toolbar only on a sheet or a popover, a bounded depth"
    )
    func decodingErrors() {
        let cases = [
            (#"{"id": "p", "kind": "popover", "size": {"width": 1, "height": 1}, "source": "assumed: t"}"#, "anchor"),
            (
                #"{"id": "p", "kind": "contextMenu", "anchor": "nowhere", "size": {"width": 1, "height": 1}, "source": "assumed: t"}"#,
                "no toolbar item, tab or control \"nowhere\""
            ),
            (#"{"id": "a", "kind": "alert", "toolbar": []}"#, "only a sheet or a popover has a toolbar"),
            (#"{"id": "a", "kind": "alert", "anchor": {"x": 0.5, "y": 0.5}}"#, "only a popover or a context menu"),
            (#"{"id": "p", "kind": "popover", "anchor": {"x": 0.5, "y": 0.5}}"#, "needs its preferred size"),
        ]
        for (presentation, message) in cases {
            let text = #"{"name": "t", "source": "assumed: t", "presentations": ["# + presentation + "]}"
            #expect(throws: DataError.self, "\(message)") { try Self.decode(text) }
            let error = (try? Self.decode(text)).map { _ in "" } ?? "\(String(describing: Self.thrown(text)))"
            #expect(error.contains(message), "\(error)")
        }
        var deep = #"{"id": "a0", "kind": "alert"}"#
        for level in 1...Limits.presentationDepth {
            deep = #"{"id": "a\#(level)", "kind": "alert", "presents": ["# + deep + "]}"
        }
        let text = #"{"name": "t", "source": "assumed: t", "presentations": ["# + deep + "]}"
        #expect("\(String(describing: Self.thrown(text)))".contains("at most \(Limits.presentationDepth)"))
    }

    static func thrown(_ text: String) -> Error? {
        do {
            _ = try decode(text)
            return nil
        } catch {
            return error
        }
    }
}
