import TestSupport
import Testing

@testable import PoseEngine

/// Issue 36 item 2: the engine answers in values — kinds, reasons and problems with their points
/// and ids — and writes no English (its words are Reports', `ReportsTests/EngineWordsTests`).
@Suite("Engine values: reasons and findings as enums and numbers")
struct EngineValuesTests {
    static func audit(_ app: String) -> Audit { Audit(profile: duo, app: bundledApp(app)) }

    static func layout(_ app: String, _ pose: String, _ change: (inout PoseState) -> Void = { _ in }) -> AppLayout? {
        Engine(profile: duo, app: bundledApp(app)).scene(for: state(pose, change)).windows.first?.app
    }

    @Test(
        "A control's finding is its kind and points: the HUD's health bar overlaps the island by 11 × 28 pt closed, its fire button crosses the active fold by 40 pt in book portrait"
    )
    func findingsAreKindsAndPoints() throws {
        let audit = Self.audit("hud")
        let island = try #require(audit.findings.first { $0.control == "healthBar" && $0.kind == .occlusion })
        #expect(island.with == "island" && island.severity == .error)
        #expect(island.overlap == Size(width: 11, height: 28))
        let fold = try #require(audit.findings.first { $0.control == "fireButton" && $0.kind == .fold })
        #expect(fold.amount == 40 && fold.severity == .error && fold.overlap == nil)
    }

    @Test(
        "A move's no room is a case with the group's size: the scrubber's 600 × 72 pt group is larger than the closed safe area; in book landscape no place keeps it clear"
    )
    func noRoomIsACase() throws {
        let moves = Self.audit("scrubber").findings.flatMap(\.moves).map(\.move)
        #expect(moves.contains { $0.noRoom == .largerThanSafeArea(Size(width: 600, height: 72)) })
        #expect(moves.contains { $0.noRoom == .noPlace })
        #expect(moves.allSatisfy { $0.noRoom == nil || ($0.dx == 0 && $0.dy == 0) })
    }

    @Test(
        "Duplicate moves are told apart by value: the HUD's health bar, seen over the island in 44 windows, keeps one suggested move per distinct offset (11 pt left, 60 pt down, 9.5 pt left)"
    )
    func movesComparedByValue() throws {
        let island = try #require(
            Self.audit("hud").findings.first { $0.control == "healthBar" && $0.kind == .occlusion })
        #expect(island.configurations.count == 44)
        let offsets = island.moves.map { [$0.move.dx, $0.move.dy] }
        #expect(offsets == [[-11, 0], [0, 60], [-9.5, 0]])
        for finding in Self.audit("scrubber").findings + Self.audit("sketch").findings {
            let values = finding.moves.map { GroupMoveValue(dx: $0.move.dx, dy: $0.move.dy, noRoom: $0.move.noRoom) }
            #expect(Set(values).count == values.count, "\(finding.control): a move suggested twice")
        }
    }

    @Test(
        "Two moves are one when their numbers agree to the hundredth of a point they are given in (10.001 and 10.004 pt right are one move, 10.01 pt another), as their words do"
    )
    func movesAgreeToTheHundredth() {
        func move(_ dx: Double, _ noRoom: GroupMove.NoRoom? = nil) -> Audit.MoveKey {
            Audit.MoveKey(GroupMove(group: "g", controls: ["c"], dx: dx, dy: 0, noRoom: noRoom))
        }
        #expect(move(10.001) == move(10.004))
        #expect(move(10.001) != move(10.01))
        #expect(move(-0.0) == move(0))
        #expect(move(0.001) != move(0), "a value too small for two decimals is shown, and kept, exactly")
        let big = Size(width: 600.001, height: 72)
        #expect(move(0, .largerThanSafeArea(big)) == move(0, .largerThanSafeArea(Size(width: 600, height: 72))))
        #expect(move(0, .noPlace) != move(0, .largerThanSafeArea(big)))
        var random = SplitMix64(seed: 36)
        for _ in 0..<2_000 {
            let a = Double(random.below(200_000)) / 1_000 - 100
            let b = a + Double(random.below(21)) / 1_000 - 0.01
            #expect((formatPoints(a) == formatPoints(b)) == (shownPoints(a) == shownPoints(b)), "\(a) \(b)")
        }
    }

    struct GroupMoveValue: Hashable {
        var dx: Double
        var dy: Double
        var noRoom: GroupMove.NoRoom?
    }

    @Test(
        "A presentation's finding is a problem with its points: mail's sheet shrinks from its preferred 540 × 560 pt to 382 × 560 pt closed; notes' popover is shown as a sheet"
    )
    func presentationProblems() throws {
        let mail = Self.audit("mail").presentationFindings
        let shrunk = try #require(mail.first { $0.kind == .constrained })
        #expect(
            shrunk.problem
                == .constrained(preferred: Size(width: 540, height: 560), shown: Size(width: 382, height: 560)))
        #expect(shrunk.severity == .note)
        let notes = Self.audit("notes").presentationFindings
        #expect(notes.contains { $0.problem == .adaptedToSheet && $0.kind == .adaptedToSheet })
        for finding in mail + notes { #expect(finding.kind == finding.problem.kind) }
    }

    @Test(
        "The arrangement's reason is a case: notes splits horizontally at the fold in book; in laptop its natural axis (vertical) isn't allowed and the secondary shows alone; player's overlay parts at the fold, the primary trailing"
    )
    func arrangementReasons() throws {
        #expect(Self.layout("notes", "book")?.arrangement?.reason == .split(.horizontal, atFold: true))
        #expect(
            Self.layout("notes", "laptop")?.arrangement?.reason
                == .oneView("secondary", because: .naturalAxisNotAllowed(.vertical)))
        #expect(Self.layout("player", "book")?.arrangement?.reason == .partedSideBySide(primaryEdge: .trailing))
    }

    @Test(
        "The engine's bar buttons have a role, no title: mail's side column in book landscape ends in the overflow button for a menu of 6"
    )
    func overflowRole() throws {
        let bars = try #require(Self.layout("mail", "book") { $0.innerOrientation = .landscape }).bars
        let button = try #require(bars.items.last)
        #expect(button.role == .overflowButton(count: 6) && button.isOverflowButton)
        #expect(button.title.isEmpty)
        #expect(bars.overflowMenu.count == 6)
        #expect(bars.items.dropLast().allSatisfy { $0.role == .item && !$0.title.isEmpty })
    }

    @Test(
        "A window event's reason and refusal are cases: closing left in book leaves right the 951 × 669 pt display; the outer display opens no windows; closing top in a side-by-side split is refused with its windows"
    )
    func windowEvents() throws {
        let split = state("book") { $0.splitView = true }
        let closed = try engine.outcome(of: .close(.left), in: split)
        #expect(closed.reason == .closed(.left, remains: .right, display: Size(width: 951, height: 669)))
        let opened = try engine.outcome(of: .openWindow, in: split)
        #expect(opened.reason == .opensFullScreen(.inner, display: Size(width: 951, height: 669), endsSplitView: true))
        #expect(try engine.outcome(of: .openWindow, in: state("closed")).reason == .opensNoWindows(.outer))
        #expect(throws: WindowEventRefusal.noSplitView) { try engine.outcome(of: .close(.left), in: state("book")) }
        #expect(throws: WindowEventRefusal.notInSplitView(.top, windows: [.left, .right])) {
            try engine.outcome(of: .close(.top), in: split)
        }
    }
}
