import Foundation
import PoseEngine
import TestSupport
import Testing

/// Custom controls: collisions, suggested moves, the audit (Docs/DOMAIN.md §3, §6).
@Suite("Custom controls")
struct ControlTests {
    func app(_ controls: [ControlSpec], bars: Bool = false) -> AppProfile {
        var app = AppProfile(name: "t", displayName: "t")
        if bars {
            app.toolbarItems = [
                ToolbarItemSpec(id: "back", title: "Back", symbol: "chevron.left", placement: .navigation, group: "n")
            ]
        }
        app.controls = controls
        return app
    }

    func control(
        _ id: String, _ placement: ControlPlacement, _ w: Double, _ h: Double, group: String? = nil,
        interactive: Bool = true, scrolls: Bool = false
    ) -> ControlSpec {
        ControlSpec(
            id: id, group: group ?? id, placement: placement, size: Size(width: w, height: h), interactive: interactive,
            scrollsWithContent: scrolls)
    }

    func layout(
        _ app: AppProfile, _ pose: String, window: WindowID = .main, _ change: (inout PoseState) -> Void = { _ in }
    ) -> AppLayout {
        Engine(profile: duo, app: app).scene(for: state(pose, change)).window(window)!.app!
    }

    // MARK: Placement

    @Test("Anchors and frames count from the leading edge; right-to-left mirrors them")
    func placement() {
        let spec = control("c", .anchor(.bottomTrailing, offset: Size(width: 20, height: 30)), 60, 40)
        let size = Size(width: 951, height: 669)
        #expect(spec.frame(in: size, direction: .leftToRight) == rect(951 - 20 - 60, 669 - 30 - 40, 60, 40))
        #expect(spec.frame(in: size, direction: .rightToLeft) == rect(20, 669 - 30 - 40, 60, 40))
        #expect(
            control("f", .frame(x: 10, y: 5), 30, 30).frame(in: size, direction: .rightToLeft)
                == rect(951 - 40, 5, 30, 30))
        #expect(
            control("m", .fraction(x: 0.5, y: 0.5), 100, 50).frame(in: size, direction: .leftToRight)
                == rect(425.5, 309.5, 100, 50))
    }

    // MARK: Collisions

    @Test("Crossing the active fold: an error when interactive, a warning for text, by its width with margins")
    func fold() throws {
        let button = control("button", .fraction(x: 0.5, y: 0.5), 100, 50)
        let label = control("label", .fraction(x: 0.5, y: 0.2), 300, 20, interactive: false)
        let collisions = layout(app([button, label]), "book").collisions
        let a = try #require(collisions.first { $0.control == "button" })
        #expect(a.kind == .fold && a.severity == .error && a.amount == 40)
        let b = try #require(collisions.first { $0.control == "label" })
        #expect(b.kind == .fold && b.severity == .warning)
        // Touching the fold's frame without entering it is no collision.
        let beside = control("beside", .frame(x: 495.5, y: 100), 50, 50)
        #expect(layout(app([beside]), "book").collisions.isEmpty)
        let partly = control("partly", .frame(x: 480, y: 100), 50, 50)
        #expect(layout(app([partly]), "book").collisions.first?.amount == 15.5)
    }

    @Test("Scrolling content is exempt from the fold")
    func scrolling() {
        let caption = control("caption", .fraction(x: 0.5, y: 0.5), 300, 20, interactive: false, scrolls: true)
        #expect(layout(app([caption]), "book").collisions.isEmpty)
    }

    @Test("Straddling an inactive fold is a note; flat has nothing worse")
    func inactiveFold() {
        let button = control("button", .fraction(x: 0.5, y: 0.5), 100, 50)
        let collisions = layout(app([button]), "flat").collisions
        #expect(collisions.map(\.kind) == [.inactiveFold])
        #expect(collisions.first?.severity == .note)
    }

    @Test("Touching a camera or the island is an error, by the overlap")
    func occlusion() throws {
        let near = control("near", .anchor(.topTrailing, offset: Size(width: 10, height: 10)), 40, 40)
        let collisions = layout(app([near]), "closed").collisions
        let island = try #require(collisions.first { $0.with == "island" })
        #expect(island.kind == .occlusion && island.severity == .error)
        #expect(collisions.contains { $0.with == "outerCamera" })
        // The inner camera only while in use.
        let cam = control("cam", .frame(x: 951 - 884 - 37, y: 29), 37, 37)  // leading-based: mirrors 884 in RTL
        let rtlCamera = layout(app([cam]), "book") {
            $0.layoutDirection = .rightToLeft
            $0.innerCameraInUse = true
        }.collisions
        #expect(rtlCamera.contains { $0.with == "innerCamera" })
        #expect(
            !layout(app([cam]), "book") { $0.layoutDirection = .rightToLeft }.collisions.contains {
                $0.with == "innerCamera"
            })
    }

    @Test("Under the side column, outside the safe area, off the window: errors")
    func barsAndEdges() throws {
        // Placed by frames: an anchor is a point of the safe area, which keeps clear of both.
        let under = control("under", .frame(x: 951 - 50, y: 300), 40, 40)
        let column = try #require(layout(app([under], bars: true), "book").collisions.first)
        #expect(column.kind == .sideBar && column.severity == .error && column.amount == 40)
        let top = control("top", .frame(x: 300, y: 10), 40, 40)
        let safe = try #require(layout(app([top], bars: true), "laptop").collisions.first { $0.kind == .safeArea })
        #expect(safe.severity == .error && safe.amount > 0)
        let off = control("off", .frame(x: -14, y: 300), 40, 40)
        let edge = try #require(layout(app([off]), "book").collisions.first)
        #expect(edge.kind == .offWindow && edge.amount == 14 && edge.with == "left")
    }

    // MARK: Moves

    @Test("A group moves together to the trailing half of a vertical fold; right-to-left, to the left")
    func groupMove() throws {
        let tools = control("tools", .fraction(x: 0.5, y: 0.4), 64, 200, group: "palette")
        let colors = control("colors", .fraction(x: 0.45, y: 0.85), 120, 40, group: "palette")
        for direction in UserInterfaceLayoutDirection.allCases {
            let result = layout(app([tools, colors]), "book") { $0.layoutDirection = direction }
            let move = try #require(result.moves.first)
            #expect(move.noRoom == nil)
            #expect(move.controls == ["tools", "colors"])
            let moved = result.controls.compactMap(\.suggestedFrame)
            #expect(moved.count == 2)
            for (control, frame) in zip(result.controls, moved) {
                #expect(
                    abs(frame.minX - control.frame.minX - move.dx) < 1e-9
                        && abs(frame.minY - control.frame.minY - move.dy) < 1e-9, "the group keeps its shape")
                #expect(direction == .leftToRight ? frame.minX >= 495.5 : frame.maxX <= 455.5)
            }
        }
    }

    @Test("A horizontal fold: below it, by the smallest move")
    func below() throws {
        let fire = control("fire", .anchor(.trailing, offset: Size(width: 24, height: 0)), 88, 88)
        let result = layout(app([fire]), "laptop")
        let move = try #require(result.moves.first)
        let frame = try #require(result.controls.first?.suggestedFrame)
        #expect(frame.minY == 495.5)
        #expect(move.dx == 0 && move.dy == 495.5 - result.controls[0].frame.minY)
    }

    @Test("No room: a control wider than either half")
    func noRoom() throws {
        let scrubber = control("scrubber", .anchor(.bottom, offset: Size(width: 0, height: 32)), 600, 44)
        let move = try #require(layout(app([scrubber]), "book").moves.first)
        #expect(move.noRoom != nil)
        #expect(move.description.hasPrefix("no room"))
        #expect(layout(app([scrubber]), "book").controls.first?.suggestedFrame == nil)
    }

    @Test("A move also clears the cameras")
    func clearOfCameras() throws {
        let near = control("near", .anchor(.topTrailing, offset: Size(width: 10, height: 10)), 40, 40)
        let result = layout(app([near]), "closed")
        let frame = try #require(result.controls.first?.suggestedFrame)
        #expect(frame.minY >= 170 || frame.maxX <= 382, "clear of the island")
    }

    // MARK: Audit

    @Test("The audit's matrix: every pose × orientation × window × direction × camera × Live Activity")
    func matrix() {
        let audit = Audit(profile: duo, app: app([]))
        // closed: one outer window; the others: full screen and two Split View windows.
        #expect(audit.configurations.count == 2 * 8 + 4 * 2 * 3 * 8)
        #expect(Set(audit.configurations.map(\.window)) == [.main, .left, .right, .top, .bottom])
        #expect(audit.findings.isEmpty)
    }

    @Test("Findings: a text control's warnings; the HUD's fire button on the fold in portrait, moved below it")
    func findings() throws {
        let label = control("label", .fraction(x: 0.5, y: 0.5), 100, 20, interactive: false)
        let warnings = Audit(profile: duo, app: app([label]))
        #expect(warnings.count(.error) == 0 && warnings.count(.warning) > 0)
        let hud = Audit(profile: duo, app: try #require(AppProfile.bundled("hud")))
        #expect(hud.count(.error) > 0)
        let fold = hud.findings.first { $0.control == "fireButton" && $0.kind == .fold }
        #expect(
            fold?.configurations.allSatisfy {
                ["book", "laptop", "tent"].contains($0.pose) && $0.orientation == .portrait
            } == true)
        #expect(fold?.moves.first?.move.dy ?? 0 > 0, "below the horizontal fold")
    }

    @Test("Control errors in app profiles name the JSON path")
    func validation() {
        let cases: [(String, String, String)] = [
            (
                #"{"name": "x", "source": "assumed", "controls": [{"id": "a", "size": {"width": 1, "height": 1}}]}"#,
                "$.controls[0]", "needs a placement"
            ),
            (
                #"{"name": "x", "source": "assumed", "controls": [{"id": "a", "anchor": "middle", "size": {"width": 1, "height": 1}}]}"#,
                "$.controls[0].anchor", "is not one of"
            ),
            (
                #"{"name": "x", "source": "assumed", "controls": [{"id": "a", "fraction": {"x": 2, "y": 0}, "size": {"width": 1, "height": 1}}]}"#,
                "$.controls[0].fraction.x", "within 0…1"
            ),
            (
                #"{"name": "x", "source": "assumed", "controls": [{"id": "a", "anchor": "top", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}}]}"#,
                "$.controls[0]", "more than one placement"
            ),
            (
                #"{"name": "x", "source": "assumed", "controls": [{"id": "a", "anchor": "top"}]}"#, "$.controls[0]",
                "missing key \"size\""
            ),
        ]
        for (json, path, reason) in cases {
            do {
                _ = try AppProfile.decode(Data(json.utf8), file: "a.json")
                Issue.record("decoded \(json)")
            } catch let error as DataError {
                #expect(error.location == path, "\(json)")
                #expect(error.reason.contains(reason), "\(error.reason)")
            } catch {
                Issue.record("\(error)")
            }
        }
    }
}
