import PoseEngine
import Reports
import TestSupport
import Testing

/// The sweep's changes for people and as JSON: every kind of change, written from its values.
@Suite("Sweep report")
struct SweepReportTests {
    typealias Change = Sweep.Change

    @Test("Each change in words: device changes bare, window changes after the window, lists as + and −")
    func changeText() {
        let fold = Sweep.AppFacts.CollisionFact(control: "healthBar", with: "fold", severity: .warning)
        let sheet = Sweep.AppFacts.PresentationFact(id: "quality", placement: .leadingEdge, constrained: true)
        let cases: [(Change, String)] = [
            (.status(from: .closed, to: .partiallyOpen), "status closed → partiallyOpen"),
            (.display(from: .outer, to: .inner), "display outer → inner"),
            (.fold(from: .none, to: .active), "fold none → active"),
            (.window(.left, appears: true), "left: appears"),
            (.window(.right, appears: false), "right: leaves"),
            (.foldSide(.left, from: nil, to: .leftOfFold), "left: foldSide none → leftOfFold"),
            (.toolbarVerticalEdge(.main, from: nil, to: .trailing), "main: bars none → trailing"),
            (.toolbarVerticalEdge(.main, from: .leading, to: nil), "main: bars leading → none"),
            (
                .regions(.main, added: ["fold"], removed: ["outerCamera", "island"]),
                "main: regions +fold −outerCamera −island"
            ),
            (.bars(.main, from: .vertical(.right), to: .horizontal), "main: bars vertical right → horizontal"),
            (.overflow(.main, added: ["share"], removed: []), "main: overflow +share"),
            (.collisions(.main, added: [fold], removed: []), "main: collisions +healthBar × fold (warning)"),
            (
                .presentations(.main, added: [sheet], removed: []),
                "main: presentations +quality leadingEdge constrained"
            ),
            (
                .arrangement(.main, from: .overlaid, to: .along(.overlay, .horizontal)),
                "main: arrangement overlaid → overlay horizontal"
            ),
            (.arrangement(.main, from: .oneView("primary"), to: nil), "main: arrangement one view: primary → none"),
            (
                .vocabulary(.main, .apple, from: .apple(.closed), to: .apple(.partiallyOpen)),
                "main: apple onHingeChange closed → onHingeChange partiallyOpen"
            ),
            (
                .vocabulary(.left, .web, from: nil, to: .web(.folded, segments: 2)),
                "left: web none → folded, 2 segments"
            ),
        ]
        for (change, text) in cases {
            #expect(change.text == text)
        }
    }

    @Test("Each change as JSON: property, window, from and to; added and removed for a list, even when empty")
    func changeJSON() {
        #expect(
            Change.status(from: .closed, to: .fullyOpen).json.render(pretty: false)
                == #"{"property":"status","from":"closed","to":"fullyOpen"}"#)
        #expect(
            Change.window(.top, appears: true).json.render(pretty: false)
                == #"{"property":"window","window":"top","to":"appears"}"#)
        #expect(
            Change.overflow(.main, added: [], removed: ["share"]).json.render(pretty: false)
                == #"{"property":"overflow","window":"main","added":[],"removed":["share"]}"#)
        let words = Sweep.Words.flutter(
            [.init(type: .fold, state: .postureHalfOpened)], subScreen: Rect(x: 0, y: 0, width: 475.5, height: 669))
        #expect(
            Change.vocabulary(.main, .flutter, from: nil, to: words).json.render(pretty: false)
                == #"{"property":"flutter","window":"main","from":"none","to":"[fold postureHalfOpened], subScreen 0,0 475.5×669"}"#
        )
    }

    @Test("A real sweep with every vocabulary: Android's posture turns half-opened at 31° with the crease separating")
    func realSweep() throws {
        guard let preset = duo.pose(named: "closed") else { throw SweepReportError.noPose }
        let sweep = Sweep(
            engine: Engine(profile: duo, app: AppProfile.bundled("player")), state: duo.state(at: preset),
            query: RegionQuery(), from: 0, to: 180, step: 1, vocabularies: PlatformVocabulary.allCases)
        let text = sweep.report(
            profile: duo, settings: SettingsWords(pose: duo.state(at: preset), query: RegionQuery()))
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.first == "sweep 0° → 180° by 1° · iphone-duo · full screen · LTR · .mirrors · clip · active only")
        let at31 = try #require(lines.first { $0.hasPrefix("    31°") })
        #expect(
            at31.contains(
                "main: android posture closed, displayFeatures [] → posture halfOpened, displayFeatures [VERTICAL HALF_OPENED separating]"
            ))
        #expect(at31.contains("main: web continuous, 1 segment → folded, 2 segments"))
        let document = sweep.document(profile: duo, query: RegionQuery()).render(pretty: false)
        #expect(document.hasPrefix(#"{"schemaVersion":1,"profile":"iphone-duo","from":0,"to":180,"step":1,"query":{"#))
    }

    enum SweepReportError: Error { case noPose }
}
