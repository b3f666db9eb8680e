import Foundation
import PoseEngine
import TestSupport
import Testing

/// The values a team stores, prints or compares: one `id` spelling, a pose named even when the
/// display is turned, both fold sides by name, readings set by name with a typed failure, and
/// `Codable` where a value is kept.
@Suite("The library's values, as a team uses them")
struct PublicValuesTests {

    func state(_ pose: String, _ change: (inout PoseState) -> Void = { _ in }) throws -> PoseState {
        var state = duo.state(at: try #require(duo.pose(named: pose)))
        change(&state)
        return state
    }

    @Test("A region's id is a RegionID: `fold.id == .fold`, as lookups take it")
    func regionIDs() throws {
        let scene = Engine(profile: duo).scene(for: try state("book"))
        let fold = try #require(scene.window(.main)?.region(.fold))
        #expect(fold.id == .fold)
        #expect(scene.display(.outer).regions.map(\.id).contains(.island))
    }

    @Test("A control's id is spelt as an item's: `PlacedControl.id`")
    func controlIDs() throws {
        let app = try #require(AppProfile.bundled("hud"))
        let layout = try #require(Engine(profile: duo, app: app).scene(for: try state("book")).window(.main)?.app)
        let control = try #require(layout.controls.first)
        #expect(control.id == control.spec.id && !control.id.isEmpty)
    }

    @Test("The book pose held portrait is `.rotated(\"book\")`; query's poseName stays `custom`")
    func rotatedPose() throws {
        let book = try state("book")
        let scene = Engine(profile: duo).scene(for: book)
        #expect(scene.pose == .preset("book") && scene.poseName == "book")
        var turned = book
        turned.innerOrientation = book.innerOrientation == .landscape ? .portrait : .landscape
        let rotated = Engine(profile: duo).scene(for: turned)
        #expect(rotated.pose == .rotated("book") && rotated.pose.presetName == "book")
        #expect(rotated.poseName == "custom")
        var between = book
        between.angle = 97
        #expect(duo.pose(for: between) == .custom && duo.pose(for: between).presetName == nil)
    }

    @Test("Right to left: foldSide follows the query, physicalFoldSide and mirroredFoldSide say which is which")
    func foldSides() throws {
        let rtl = try state("book") {
            $0.splitView = true
            $0.layoutDirection = .rightToLeft
        }
        for behavior in RegionQuery.LayoutDirectionBehavior.allCases {
            let left = try #require(
                Engine(profile: duo).scene(for: rtl, query: RegionQuery(behavior: behavior)).window(.left))
            #expect(left.physicalFoldSide == .leftOfFold, "physically left of the fold")
            #expect(left.mirroredFoldSide == .rightOfFold, "trailing of the fold in right to left")
            #expect(left.foldSide == (behavior == .fixed ? left.physicalFoldSide : left.mirroredFoldSide))
        }
    }

    @Test("Readings by name: choices with their defaults, settings in force, a typed error for a wrong name or value")
    func readings() throws {
        var readings = Readings()
        let badges = try #require(Readings.choices.first { $0.name == "badges" })
        #expect(badges.defaultValue == "promoteAutomatic" && badges.values.contains("promoteAlways"))
        try readings.set("badges", to: "promoteAlways")
        #expect(readings.badges == .promoteAlways)
        #expect(readings.settings.first { $0.name == "badges" }?.value == "promoteAlways")
        #expect(throws: Readings.ChoiceError.unknownName("badgez")) { try readings.set("badgez", to: "x") }
        #expect(throws: Readings.ChoiceError.unknownValue(name: "badges", value: "x", values: badges.values)) {
            try readings.set("badges", to: "x")
        }
        var app = try #require(AppProfile.bundled("files"))
        #expect(throws: Readings.ChoiceError.self) { try app.setReading("evenColumns", to: "roundUp") }
        #expect(AppProfile.readingChoices.map(\.name).prefix(2) == ["evenColumns", "activeFold"])
    }

    @Test("A state, a scene's regions and an audit's configuration survive JSON as Codable values")
    func codable() throws {
        let state = try state("laptop") {
            $0.splitView = true
            $0.layoutDirection = .rightToLeft
            $0.liveActivity = true
        }
        let regions = try #require(Engine(profile: duo).scene(for: state).window(.top)?.regions)
        #expect(!regions.isEmpty)
        let coder = (JSONEncoder(), JSONDecoder())
        #expect(try coder.1.decode(PoseState.self, from: coder.0.encode(state)) == state)
        #expect(try coder.1.decode([PoseRegion].self, from: coder.0.encode(regions)) == regions)
        let query = RegionQuery(kind: .division, includeInactive: true, behavior: .fixed, partialRegions: .extend)
        #expect(try coder.1.decode(RegionQuery.self, from: coder.0.encode(query)) == query)
        let audit = Audit(profile: duo, app: try #require(AppProfile.bundled("hud")))
        let configuration = try #require(audit.configurations.first)
        #expect(try coder.1.decode(Audit.Configuration.self, from: coder.0.encode(configuration)) == configuration)
        // A state stored before a setting existed reads with its default; the angle is required.
        let old = #"{"angle": 127, "innerOrientation": "landscape", "outerOrientation": "portrait"}"#
        let read = try coder.1.decode(PoseState.self, from: Data(old.utf8))
        #expect(read == PoseState(angle: 127, innerOrientation: .landscape, outerOrientation: .portrait))
        #expect(throws: DecodingError.self) {
            try coder.1.decode(PoseState.self, from: Data(#"{"innerOrientation": "landscape"}"#.utf8))
        }
        // A RegionID is written as the profile writes it: a plain string.
        #expect(String(decoding: try coder.0.encode(RegionID.fold), as: UTF8.self) == "\"fold\"")
    }
}
