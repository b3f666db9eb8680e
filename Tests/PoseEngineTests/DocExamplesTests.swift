import Foundation
import PoseEngine
import TestSupport
import Testing

/// The examples in PoseEngine's `///` comments, run: each line here is one of them, and the
/// values the comments promise are the ones asserted.
@Suite("Documentation examples")
struct DocExamplesTests {
    @Test("Engine, the bundled profiles and the lookups, as their comments show them")
    func engine() throws {
        let duo = try #require(DeviceProfile.bundled())
        let engine = Engine(profile: duo, app: AppProfile.bundled("mail"))
        var state = duo.state(at: try #require(duo.pose(named: "book")))
        state.splitView = true
        let scene = engine.scene(for: state)
        #expect(scene.window(.left)?.foldSide == .leftOfFold)
        #expect(scene.window(.left)?.region(.fold)?.frame.width == 13.5)
        let full = Engine(profile: duo).scene(for: duo.state(at: try #require(duo.pose(named: "book"))))
        #expect(full.window(.main)?.foldSide == .acrossFold)
        #expect(DeviceProfile.bundledNames.contains(duo.name) && AppProfile.bundled("nope") == nil)
        let laptop: PoseID = "laptop"
        #expect(duo.pose(laptop)?.angle == 100 && duo.pose(laptop)?.id == laptop && duo.pose("pretzel") == nil)
    }

    @Test("Sweep, Audit and the vocabularies, as their comments show them")
    func reports() throws {
        let duo = try #require(DeviceProfile.bundled())
        let closed = duo.state(at: try #require(duo.pose(named: "closed")))
        let sweep = Sweep(engine: Engine(profile: duo), state: closed, query: RegionQuery(), from: 0, to: 180, step: 1)
        #expect(sweep.steps.first?.changes.contains { $0.property == .status } == true)
        let audit = Audit(profile: duo, app: try #require(AppProfile.bundled("hud")))
        #expect(audit.count(.error) > 0)
        let book = Engine(profile: duo).scene(for: duo.state(at: try #require(duo.pose(named: "book"))))
        #expect(AndroidVocabulary.report(book, profile: duo).windows.first?.reported.first?.state == .halfOpened)
        #expect(AppleVocabulary.report(book).status == .partiallyOpen)
        #expect(FlutterVocabulary.report(book, profile: duo).windows.first?.displayFeatures.isEmpty == false)
        #expect(WebVocabulary.report(book, profile: duo).windows.first?.horizontalSegments == 2)
    }
}

extension DocExamplesTests {
    @Test("Decoding a profile from its bytes, as the decoders' comments show it")
    func decodeFromBytes() throws {
        let text = #"{"name": "notes", "source": "assumed: a sketch", "toolbar": []}"#
        let notes = try AppProfile.decode(Array(text.utf8), file: "notes.json")
        #expect(notes.displayName == "notes")
        let duo = try #require(EmbeddedProfiles.devices.first { $0.name == "iphone-duo" })
        let profile = try DeviceProfile.decode(Array(duo.json.utf8), file: "Profiles/iphone-duo.json")
        #expect(profile.displayName == "iPhone Duo")
    }
}
