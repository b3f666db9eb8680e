import Reports
import TestSupport
import Testing

@testable import PoseEngine

/// Issue 36 item 2: the words of the engine's values are written in Reports, once, and they are
/// what the outputs show (`PoseEngineTests/EngineValuesTests` holds the values).
@Suite("Engine words: what Reports writes for each reason and finding")
struct EngineWordsTests {
    static func collision(_ kind: Collision.Kind, _ with: String, _ amount: Double, _ overlap: Size? = nil) -> Collision
    {
        Collision(control: "c", kind: kind, severity: .error, with: with, amount: amount, overlap: overlap)
    }

    static func json(_ layout: AppLayout) -> String {
        JSONValue.object(layout.jsonMembers(direction: .leftToRight, toolbarVerticalEdge: nil)).render()
    }

    @Test("Every collision kind's message, with its points")
    func collisionMessages() {
        let cases: [(Collision, String)] = [
            (Self.collision(.offWindow, "left", 67), "67 pt past the window's left edge"),
            (Self.collision(.fold, "fold", 40), "crosses the active fold by 40 pt (its frame with margins)"),
            (Self.collision(.inactiveFold, "fold", 0), "straddles the inactive fold: it will cross it when folded"),
            (
                Self.collision(.occlusion, "island", 28, Size(width: 11, height: 28)),
                "overlaps island by 11 × 28 pt (touches there may be suppressed)"
            ),
            (
                Self.collision(.occlusion, "camera", 12.5),
                "overlaps camera by 12.5 × 12.5 pt (touches there may be suppressed)"
            ),
            (Self.collision(.sideBar, "sideBar", 84), "under the side column by 84 pt"),
            (Self.collision(.safeArea, "safeArea", 42.95), "42.95 pt outside the safe area (under the bars)"),
        ]
        #expect(Set(cases.map(\.0.kind)) == Set(Collision.Kind.allCases))
        for (collision, words) in cases { #expect(collision.message == words) }
    }

    @Test("A move's description: its offsets and directions, stay, or why there is no room")
    func moveDescriptions() {
        func move(_ dx: Double, _ dy: Double, _ noRoom: GroupMove.NoRoom? = nil) -> GroupMove {
            GroupMove(group: "g", controls: ["c"], dx: dx, dy: dy, noRoom: noRoom)
        }
        #expect(move(120, -16).description == "move 120 pt right and 16 pt up")
        #expect(move(-9.5, 0).description == "move 9.5 pt left")
        #expect(move(0, 60).description == "move 60 pt down")
        #expect(move(0, 0).description == "stay")
        #expect(
            move(0, 0, .largerThanSafeArea(Size(width: 200, height: 369.6))).description
                == "no room: the group (200 × 369.6 pt) is larger than the safe area")
        #expect(
            move(0, 0, .noPlace).description
                == "no room: no place in the safe area keeps the group together clear of the fold, cameras and bars")
    }

    @Test("Every presentation problem's message, with its points and ids")
    func presentationMessages() {
        let cases: [(Audit.PresentationFinding.Problem, String)] = [
            (.crossesFold(by: 24), "crosses the active fold by 24 pt"),
            (.overlapsOcclusion("island"), "overlaps island"),
            (.notBesideAnchor, "no room beside its anchor on its side: centred there"),
            (.coversAnchor, "covers the view it points at"),
            (.anchorHidden, "its anchor isn't shown: it points at the overflow button or the content's centre"),
            (
                .constrained(preferred: Size(width: 540, height: 560), shown: Size(width: 382, height: 560)),
                "shrunk from its preferred 540 × 560 pt to its side (382 × 560 pt in the first)"
            ),
            (.adaptedToSheet, "shown as a sheet: a compact width adapts a popover"),
            (.toolbarOverflow(["share", "print"]), "its toolbar's overflow menu holds share, print"),
            (
                .insideContainer("list"),
                "is inside a List: 003 places an arrangement view in none of a NavigationSplitView, a List or a ScrollView"
            ),
        ]
        #expect(Set(cases.map(\.0.kind)) == Set(Audit.PresentationFinding.Kind.allCases))
        for (problem, words) in cases { #expect(problem.message == words) }
    }

    @Test("Every arrangement reason's words")
    func arrangementReasons() {
        typealias Reason = PlacedArrangement.Reason
        let cases: [(Reason, String)] = [
            (.secondaryCollapsed, "the secondary view is collapsed: only the primary view shows"),
            (.overlaid(.noFold, primaryEdge: nil, secondaryOnTop: false), "primary over secondary"),
            (
                .overlaid(.axisNotAllowed(.vertical), primaryEdge: .leading, secondaryOnTop: true),
                "the fold would part the views vertically, an axis that isn't allowed: primary over secondary, the primary at the leading edge; the secondary on top (overlayArrangementZIndex)"
            ),
            (.partedSideBySide(primaryEdge: .trailing), "partially folded: primary trailing, secondary leading"),
            (.partedSideBySide(primaryEdge: .leading), "partially folded: primary leading, secondary trailing"),
            (.partedAboveAndBelow, "partially folded: primary bottom, secondary top"),
            (
                .oneView("secondary", because: .naturalAxisNotAllowed(.vertical)),
                "its natural axis (vertical) isn't allowed: only the secondary view shows"
            ),
            (
                .oneView("primary", because: .compactSizeClass),
                "a compact size class (reading compactSplit: anyCompact): only the primary view shows"
            ),
            (
                .oneView("primary", because: .needsRegularWidth),
                "a horizontal split needs regular width: only the primary view shows"
            ),
            (
                .oneView("primary", because: .needsRegularHeight),
                "a vertical split needs regular height: only the primary view shows"
            ),
            (
                .oneView("primary", because: .foldAlongSplit),
                "the fold runs along the split, so the views can't sit on its two sides: only the primary view shows"
            ),
            (
                .oneView("primary", because: .paneBelowMinimum),
                "a pane would be smaller than its minimum: only the primary view shows"
            ),
            (.split(.horizontal, atFold: true), "split horizontally at the fold"),
            (.split(.vertical, atFold: false), "split vertically"),
        ]
        for (reason, words) in cases { #expect(reason.text == words) }
    }

    @Test("The engine's bar buttons' titles, window events' reasons and refusals")
    func titlesAndEvents() {
        #expect(PlacedItem.Role.overflowButton(count: 6).title == "More (6)")
        #expect(PlacedItem.Role.overflowButton(count: nil).title == "More")
        #expect(PlacedItem.Role.moreTab.title == "More")
        #expect(PlacedItem.Role.item.title == nil)
        let whole = Size(width: 951, height: 669)
        #expect(
            WindowEventOutcome.Reason.closed(.left, remains: .right, display: whole).text
                == "closing the left window leaves the right app alone: its window takes the whole display (951 × 669 pt) as the full-screen window"
        )
        #expect(
            WindowEventOutcome.Reason.opensNoWindows(.outer).text
                == "the outer display opens no new windows: the app's window stays")
        #expect(
            WindowEventOutcome.Reason.opensFullScreen(.inner, display: whole, endsSplitView: false).text
                == "openWindow takes the whole inner display: the new window is full screen (951 × 669 pt), over the app's window"
        )
        #expect(
            WindowEventRefusal.noSplitView.message == "there is no Split View, so no window to close (give --split)")
        #expect(
            WindowEventRefusal.notInSplitView(.top, windows: [.left, .right]).message
                == "this Split View's windows are left or right, not top")
    }

    @Test(
        "The outputs show these words: the audit's text and JSON a finding's message and move, query's JSON the arrangement's reason and the overflow button's title"
    )
    func outputsShowTheWords() throws {
        let hud = Audit(profile: duo, app: bundledApp("hud"))
        let text = hud.text(strict: false)
        let json = hud.json(strict: false).render()
        for finding in hud.findings {
            #expect(text.contains("  \(finding.severity.rawValue.padding(8)) \(finding.message)\n"))
            #expect(json.contains(#""message": "\#(finding.message)""#))
            for suggested in finding.moves { #expect(text.contains("fix: \(suggested.move.description) (")) }
        }
        let mail = Audit(profile: duo, app: bundledApp("mail"))
        for finding in mail.presentationFindings { #expect(mail.text(strict: false).contains(finding.message)) }
        var state = poseState("book")
        state.innerOrientation = .landscape
        let scene = Engine(profile: duo, app: bundledApp("mail")).scene(for: state)
        let layout = try #require(scene.windows.first?.app)
        let button = try #require(layout.bars.items.last)
        #expect(Self.json(layout).contains(#""title": "\#(try #require(button.role.title))""#))
        let notes = try #require(
            Engine(profile: duo, app: bundledApp("notes")).scene(for: poseState("book")).windows.first?.app)
        let reason = try #require(notes.arrangement?.reason)
        #expect(Self.json(notes).contains(#""reason": "\#(reason.text)""#))
    }
}

extension String {
    /// The text padded with spaces to `width` characters, as the audit's severity column.
    fileprivate func padding(_ width: Int) -> String { self + String(repeating: " ", count: max(0, width - count)) }
}
