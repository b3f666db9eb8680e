import Foundation
import PoseEngine
import TestSupport
import Testing

/// Issue 42 item 2: APIs the documents name that the engine modelled too little, each with a
/// worked example in points and the document line it rests on (Docs/DOMAIN.md §2, §3, §6).
@Suite("Fidelity: the UIKit query, systemControls regions, an unknown hinge")
struct FidelitySystemAPITests {
    // MARK: UIKit's query

    @Test(
        "003: UIKit's reservedRegions(kind:options:) has no layoutDirectionBehavior: its frames are physical, never mirrored in right to left"
    )
    func uiKitFramesArePhysical() throws {
        let rtlSplit = state("book") {
            $0.splitView = true
            $0.layoutDirection = .rightToLeft
        }
        let uiKit = engine.scene(for: rtlSplit, query: .uiKit())
        let swiftUI = engine.scene(for: rtlSplit)
        // The right window's sliver: physically against its left edge, x 0…13.5.
        #expect(uiKit.window(.right)?.region(.fold)?.frame == rect(0, 0, 13.5, 669))
        #expect(swiftUI.window(.right)?.region(.fold)?.frame == rect(455.5, 0, 13.5, 669))
        #expect(uiKit.window(.right)?.foldSide == .rightOfFold)
        #expect(swiftUI.window(.right)?.foldSide == .leftOfFold)
        // Whatever `behavior` says, UIKit's query has none.
        var query = RegionQuery.uiKit(kind: .occlusion)
        query.behavior = .mirrors
        let closed = engine.scene(for: state("closed") { $0.layoutDirection = .rightToLeft }, query: query)
        #expect(closed.window(.main)?.region("outerCamera")?.frame == rect(399, 29, 37, 37))
        let mirrored = engine.scene(
            for: state("closed") { $0.layoutDirection = .rightToLeft }, query: RegionQuery(kind: .occlusion))
        #expect(mirrored.window(.main)?.region("outerCamera")?.frame == rect(30, 29, 37, 37))
        // Left to right, both answer alike.
        #expect(engine.scene(for: state("book"), query: .uiKit()).windows == engine.scene(for: state("book")).windows)
        #expect(query.api == .uiKit && RegionQuery().api == .swiftUI)
    }

    // MARK: systemControls regions

    /// Mail with custom chrome that asks for systemControls regions: a 40 pt button at 0.9 of the
    /// width, a strip along the top as wide as the outer display, a palette at (10, 0).
    static let chrome: AppProfile = {
        var app = AppLayoutTests.app("mail")
        let padded = ReservedRegionKind.systemControls
        app.controls = [
            ControlSpec(
                id: "button", group: "button", placement: .fraction(x: 0.9, y: 0.5),
                size: Size(width: 40, height: 40), reservedRegion: padded),
            ControlSpec(
                id: "strip", group: "strip", placement: .frame(x: 0, y: 0), size: Size(width: 466, height: 40),
                interactive: false, reservedRegion: padded),
            ControlSpec(
                id: "palette", group: "palette", placement: .frame(x: 10, y: 0), size: Size(width: 100, height: 40),
                reservedRegion: padded),
            ControlSpec(
                id: "plain", group: "plain", placement: .fraction(x: 0.9, y: 0.5), size: Size(width: 40, height: 40)),
        ]
        return app
    }()

    static func frames(_ pose: String, _ change: (inout PoseState) -> Void = { _ in }) -> [String: Rect] {
        let scene = Engine(profile: duo, app: chrome).scene(for: state(pose, change))
        var frames: [String: Rect] = [:]
        for control in scene.windows.first?.app?.controls ?? [] { frames[control.spec.id] = control.frame }
        return frames
    }

    @Test(
        "001: custom chrome asks for .reservedRegion(.systemControls) and is padded with the region's insets: closed, the side column x 382…466 takes 84 pt at the trailing side"
    )
    func systemControlsPadCustomChrome() throws {
        let closed = Self.frames("closed")
        // 0.9 of the 382 pt left of the column, not of the 466 pt window (x 399.4, under the column).
        #expect(closed["button"] == rect(382 * 0.9 - 20, 311, 40, 40))
        #expect(closed["plain"] == rect(466 * 0.9 - 20, 311, 40, 40))
        // A strip as wide as the display is no wider than what the column leaves.
        #expect(closed["strip"] == rect(0, 0, 382, 40))
        // Laptop: horizontal bars, the status area and the navigation bar take y 0…94.
        let laptop = Self.frames("laptop")
        #expect(laptop["palette"] == rect(10, 94, 100, 40))
        // Right to left, the column keeps its physical side; the fraction counts from the leading (right) edge.
        let rtl = Self.frames("closed") { $0.layoutDirection = .rightToLeft }
        #expect(rtl["button"] == rect(382 - (382 * 0.9 - 20) - 40, 311, 40, 40))
        // Nothing under the column: the audit's collisions see the padded frames.
        let layout = try #require(Engine(profile: duo, app: Self.chrome).scene(for: state("closed")).windows.first?.app)
        #expect(!layout.collisions.contains { $0.control == "button" || $0.control == "strip" })
        #expect(layout.collisions.contains { $0.control == "plain" && $0.kind == .sideBar })
    }

    @Test(
        "001: the engine reports the systemControls regions a query names: the side column, else the bands of the bars and the status area, with their insets"
    )
    func systemControlsRegions() throws {
        let mail = Engine(profile: duo, app: AppLayoutTests.app("mail"))
        let query = RegionQuery(kind: .systemControls)
        let closed = mail.scene(for: state("closed"), query: query).window(.main)
        #expect(closed?.regions.map(\.id) == ["sideColumn"])
        #expect(closed?.region("sideColumn")?.frame == rect(382, 0, 84, 662))
        #expect(AppLayout.insets(of: closed?.regions ?? [], in: Size(width: 466, height: 662)).right == 84)
        // Laptop Split View, top window: the bars above y 94 and from y 361.5 (off the fold's strip).
        let top = mail.scene(for: state("laptop") { $0.splitView = true }, query: query).window(.top)
        #expect(top?.region("topBars")?.frame == rect(0, 0, 669, 94))
        #expect(top?.region("bottomBars")?.frame == rect(0, 361.5, 669, 107.5))
        // Right to left: mirrored under .mirrors, physical for UIKit.
        let rtl = state("closed") { $0.layoutDirection = .rightToLeft }
        #expect(mail.scene(for: rtl, query: query).window(.main)?.region("sideColumn")?.frame == rect(0, 0, 84, 662))
        let uiKit = mail.scene(for: rtl, query: .uiKit(kind: .systemControls)).window(.main)
        #expect(uiKit?.region("sideColumn")?.frame == rect(382, 0, 84, 662))
        // A query for every kind keeps to the device's regions; an app without bars has none.
        #expect(
            mail.scene(for: state("closed")).window(.main)?.regions.contains { $0.kind == .systemControls } == false)
        let hud = Engine(profile: duo, app: AppLayoutTests.app("hud"))
        #expect(hud.scene(for: state("closed"), query: query).window(.main)?.regions == [])
    }

    // MARK: An unknown hinge

    @Test(
        "003: UIHinge.status .unknown and a nil DeviceHinge; \"Hinge state is an input for interactions, never a layout signal\": the regions and the layout follow the pose, only the hinge's readers learn nothing"
    )
    func unknownHinge() throws {
        let mail = Engine(profile: duo, app: AppLayoutTests.app("mail"))
        for pose in ["laptop", "book", "flat", "closed"] {
            let known = mail.scene(for: state(pose))
            let unknown = mail.scene(for: state(pose) { $0.hingeUnknown = true })
            #expect(unknown.hingeUnknown && !known.hingeUnknown)
            #expect(unknown.windows == known.windows, "\(pose): the layout doesn't read the hinge")
            #expect(unknown.status == known.status && unknown.angle == known.angle)
        }
        // Laptop: the fold is still an active division, y 455.5…495.5, the bars above it at y 44…94.
        let laptop = mail.scene(for: state("laptop") { $0.hingeUnknown = true })
        #expect(laptop.window(.main)?.region(.fold)?.frame == rect(0, 455.5, 669, 40))
        #expect(laptop.window(.main)?.region(.fold)?.isActive == true)
        #expect(laptop.window(.main)?.app?.bars.frame == rect(0, 44, 669, 50))
        let apple = AppleVocabulary.report(laptop)
        #expect(apple.hingeUnknown)
        #expect(!AppleVocabulary.report(mail.scene(for: state("laptop"))).hingeUnknown)
    }
}
