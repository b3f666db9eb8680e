import FileIO
import Foundation
import PoseEngine
import TestSupport
import Testing

/// Bad profiles say where and what, never crash.
@Suite("Profile validation")
struct ProfileValidationTests {
    /// The bundled profile's JSON as a mutable tree.
    static func profileTree() throws -> [String: Any] {
        let data = try Data(contentsOf: repositoryRoot.appendingPathComponent("Profiles/iphone-duo.json"))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    /// Decodes `tree` and returns the error's location and reason.
    static func failure(_ tree: [String: Any]) throws -> DataError {
        let data = try JSONSerialization.data(withJSONObject: tree)
        do {
            _ = try DeviceProfile.decode(data, file: "bad.json")
        } catch let error as DataError {
            return error
        }
        Issue.record("decoding succeeded")
        return DataError(file: "", location: "", reason: "")
    }

    @Test("The file decodes to the bundled profile")
    func fileDecodes() throws {
        let data = try Data(contentsOf: repositoryRoot.appendingPathComponent("Profiles/iphone-duo.json"))
        #expect(try DeviceProfile.decode(data, file: "iphone-duo.json") == duo)
    }

    @Test("Malformed JSON names the line and column")
    func malformed() {
        #expect {
            _ = try DeviceProfile.decode(Data("{\n  \"name\": \"x\",\n  oops\n}".utf8), file: "bad.json")
        } throws: { error in
            let error = error as! DataError
            return error.file == "bad.json" && error.location == "$" && error.reason.contains("not valid JSON")
                && error.reason.contains("line 3")
        }
    }

    @Test("A missing key")
    func missingKey() throws {
        var tree = try Self.profileTree()
        var displays = tree["displays"] as! [String: Any]
        var inner = displays["inner"] as! [String: Any]
        inner.removeValue(forKey: "width")
        displays["inner"] = inner
        tree["displays"] = displays
        let error = try Self.failure(tree)
        #expect(error.location == "$.displays.inner")
        #expect(error.reason == "missing key \"width\"")
        // The line and column of the object that lacks it (the serializer writes one line).
        let column = try #require(error.column)
        #expect(error.line == 1)
        #expect(error.description == "bad.json:1:\(column): $.displays.inner: missing key \"width\"")
    }

    @Test("A wrong type")
    func wrongType() throws {
        var tree = try Self.profileTree()
        var hinge = tree["hinge"] as! [String: Any]
        hinge["closedAtMost"] = "five"
        tree["hinge"] = hinge
        let error = try Self.failure(tree)
        #expect(error.location == "$.hinge.closedAtMost")
        #expect(error.reason == "expected a number, found a string")
    }

    @Test("A boolean is not a number")
    func booleanIsNotNumber() throws {
        var tree = try Self.profileTree()
        var split = tree["splitView"] as! [String: Any]
        split["dividerWidth"] = true
        tree["splitView"] = split
        #expect(try Self.failure(tree).reason == "expected a number, found a boolean")
    }

    @Test("A negative size")
    func negativeSize() throws {
        var tree = try Self.profileTree()
        var displays = tree["displays"] as! [String: Any]
        var outer = displays["outer"] as! [String: Any]
        outer["height"] = -662
        displays["outer"] = outer
        tree["displays"] = displays
        let error = try Self.failure(tree)
        #expect(error.location == "$.displays.outer.height")
        #expect(error.reason.contains("must be within 1…10000"))
    }

    @Test("A feature outside its display")
    func featureOutside() throws {
        var tree = try Self.profileTree()
        var features = tree["features"] as! [[String: Any]]
        features[1]["frame"] = ["x": 450, "y": 29, "width": 37, "height": 37]
        tree["features"] = features
        let error = try Self.failure(tree)
        #expect(error.location == "$.features[1].frame")
        #expect(error.reason.contains("outside the outer display"))
    }

    @Test("A fold whose margins leave the display")
    func foldOutside() throws {
        var tree = try Self.profileTree()
        var features = tree["features"] as! [[String: Any]]
        features[0]["line"] = ["axis": "vertical", "position": 940]
        tree["features"] = features
        let error = try Self.failure(tree)
        #expect(error.location == "$.features[0].margin")
    }

    @Test("Thresholds out of order")
    func thresholdsOutOfOrder() throws {
        var tree = try Self.profileTree()
        tree["hinge"] = ["closedAtMost": 120, "fullyOpenAtLeast": 100, "source": "assumed"]
        let error = try Self.failure(tree)
        #expect(error.location == "$.hinge.fullyOpenAtLeast")
        #expect(error.reason.contains("out of order"))
    }

    @Test("A number without a source")
    func missingSource() throws {
        var tree = try Self.profileTree()
        var split = tree["splitView"] as! [String: Any]
        split.removeValue(forKey: "source")
        tree["splitView"] = split
        let error = try Self.failure(tree)
        #expect(error.location == "$.splitView")
        #expect(error.reason.contains("names its source"))
    }

    @Test("An unknown enumeration value and an unknown key")
    func unknownValues() throws {
        var tree = try Self.profileTree()
        var features = tree["features"] as! [[String: Any]]
        features[1]["kind"] = "camera"
        tree["features"] = features
        #expect(try Self.failure(tree).reason == "\"camera\" is not one of \"division\", \"occlusion\"")

        var typo = try Self.profileTree()
        typo["sideColum"] = [:]
        let error = try Self.failure(typo)
        #expect(error.location == "$.sideColum")
        #expect(error.reason.hasPrefix("unknown key"))
    }

    @Test("A pose angle outside 0…180 and a duplicate pose")
    func badPoses() throws {
        var tree = try Self.profileTree()
        var poses = tree["poses"] as! [[String: Any]]
        poses[0]["angle"] = 200
        tree["poses"] = poses
        #expect(try Self.failure(tree).location == "$.poses[0].angle")

        var duplicate = try Self.profileTree()
        var list = duplicate["poses"] as! [[String: Any]]
        list[1]["name"] = "closed"
        duplicate["poses"] = list
        #expect(try Self.failure(duplicate).reason.contains("defined twice"))
    }

    @Test("A pose may take any one character: the UI's own keys are the UI's business (KeyMap), not the library's")
    func anyPoseKey() throws {
        for key in ["q", "?", "u", "9"] {
            var tree = try Self.profileTree()
            var poses = tree["poses"] as! [[String: Any]]
            poses[2]["key"] = key
            tree["poses"] = poses
            let profile = try DeviceProfile.decode(JSONSerialization.data(withJSONObject: tree), file: "ok.json")
            #expect(profile.poses[2].key == key)
        }
    }

    @Test("Missing and unreadable files")
    func files() {
        #expect(throws: InputFileError.self) { try ProfileLoader.device("/nonexistent/duo.json") }
        #expect(throws: InputFileError.self) {
            try ProfileLoader.device(repositoryRoot.appendingPathComponent("Profiles").path + "/")
        }
        #expect(throws: UnknownProfileError.self) { try ProfileLoader.device("no-such-device") }
    }
}
