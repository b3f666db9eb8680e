import FileIO
import Foundation
import PoseEngine
import TestSupport
import Testing

/// The examples in PoseEngine's `///` comments, run: each line here is one of them, and the
/// values the comments promise are the ones asserted.
@Suite("Documentation examples")
struct DocExamplesTests {
    @Test("Engine, ProfileLoader and the lookups, as their comments show them")
    func engine() throws {
        let duo = try #require(ProfileLoader.bundledDevice())
        let engine = Engine(profile: duo, app: ProfileLoader.bundledApp(named: "mail"))
        var state = duo.state(at: try #require(duo.pose(named: "book")))
        state.splitView = true
        let scene = engine.scene(for: state)
        #expect(scene.window(.left)?.foldSide == .leftOfFold)
        #expect(scene.window(.left)?.region(.fold)?.frame.width == 13.5)
        let full = Engine(profile: duo).scene(for: duo.state(at: try #require(duo.pose(named: "book"))))
        #expect(full.window(.main)?.foldSide == .acrossFold)
        #expect(try ProfileLoader.device("iphone-duo").name == duo.name)
    }

    @Test("Sweep, Audit and the vocabularies, as their comments show them")
    func reports() throws {
        let duo = try #require(ProfileLoader.bundledDevice())
        let closed = duo.state(at: try #require(duo.pose(named: "closed")))
        let sweep = Sweep(engine: Engine(profile: duo), state: closed, query: RegionQuery(), from: 0, to: 180, step: 1)
        #expect(sweep.steps.first?.changes.contains { $0.property == "status" } == true)
        let audit = Audit(profile: duo, app: try ProfileLoader.app("hud"))
        #expect(audit.count(.error) > 0)
        let book = Engine(profile: duo).scene(for: duo.state(at: try #require(duo.pose(named: "book"))))
        #expect(AndroidVocabulary.report(book, profile: duo).windows.first?.reported.first?.state == "HALF_OPENED")
        #expect(AppleVocabulary.report(book).status == .partiallyOpen)
        #expect(FlutterVocabulary.report(book, profile: duo).windows.first?.displayFeatures.isEmpty == false)
        #expect(WebVocabulary.report(book, profile: duo).windows.first?.horizontalSegments == 2)
    }
}
