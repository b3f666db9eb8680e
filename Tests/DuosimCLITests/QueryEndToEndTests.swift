import Foundation
import PoseEngine
import TestSupport
import Testing

/// `duosim query`, run as the built binary from a folder with no profiles in it.
@Suite("duosim query (binary)")
struct QueryEndToEndTests {
    @Test("Book Split View: the measured numbers, from any folder")
    func bookSplit() throws {
        let result = try runBinary(["query", "--split"])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        let json = try result.json()
        #expect(json.string("profile") == "iphone-duo")
        #expect(json.number("hinge.angle") == 127)
        #expect(json.string("hinge.status") == "partiallyOpen")
        #expect(json.string("pose") == "book")
        #expect(json.string("display") == "inner")
        #expect(json.string("orientation") == "landscape")
        #expect(json.string("layoutDirection") == "leftToRight")
        #expect(json.string("windows.0.id") == "left")
        #expect(json.number("windows.0.size.width") == 469)
        #expect(json.number("windows.0.size.height") == 669)
        #expect(json.string("windows.0.foldSide") == "leftOfFold")
        #expect(json.string("windows.0.toolbarVerticalEdge") == "leading")
        #expect(json.string("windows.0.regions.0.kind") == "division")
        #expect(json.number("windows.0.regions.0.frame.x") == 455.5)
        #expect(json.number("windows.0.regions.0.frame.width") == 13.5)
        #expect(json.number("windows.1.frameInDisplay.x") == 482)
        #expect(json.string("windows.1.foldSide") == "rightOfFold")
        #expect(json.string("windows.1.toolbarVerticalEdge") == "trailing")
        #expect(json.number("windows.1.regions.0.frame.x") == 0)
        #expect(json.string("windows.0.sizeClass.horizontal") == "regular")
    }

    @Test("Closed: the outer display's measured occlusions")
    func closed() throws {
        let json = try runBinary(["query", "--pose", "closed"]).json()
        #expect(json.string("display") == "outer")
        #expect(json.string("hinge.status") == "closed")
        #expect(json.string("windows.0.foldSide") == "noFold")
        #expect(json.string("windows.0.regions.0.id") == "outerCamera")
        #expect(json.number("windows.0.regions.0.frame.x") == 399)
        #expect(json.number("windows.0.regions.0.frame.y") == 29)
        #expect(json.number("windows.0.regions.1.frame.x") == 382)
        #expect(json.number("windows.0.regions.1.frame.height") == 170)
        #expect(json.string("windows.0.sizeClass.horizontal") == "compact")
    }

    @Test("Options: --angle, --include-inactive, --partial-regions extend, --rtl, --fixed")
    func options() throws {
        let flat = try runBinary(["query", "--angle=180", "--include-inactive"]).json()
        #expect(flat.string("hinge.status") == "fullyOpen")
        #expect(flat.string("pose") == "flat")
        #expect(flat[path: "windows.0.regions.0.isActive"] as? Bool == false)
        #expect(flat.number("windows.0.regions.0.frame.width") == 0)

        let extend = try runBinary(["query", "--split", "--partial-regions", "extend"]).json()
        #expect(extend.number("windows.1.regions.0.frame.x") == -26.5)
        #expect(extend.number("windows.1.regions.0.frame.width") == 40)

        let rtl = try runBinary(["query", "--split", "--rtl"]).json()
        #expect(rtl.string("layoutDirection") == "rightToLeft")
        #expect(rtl.string("windows.0.foldSide") == "rightOfFold")
        #expect(rtl.string("windows.0.toolbarVerticalEdge") == "trailing")
        let fixed = try runBinary(["query", "--split", "--rtl", "--fixed"]).json()
        #expect(fixed.string("windows.0.foldSide") == "leftOfFold")
        #expect(fixed.number("windows.0.regions.0.frame.x") == 455.5)

        let laptop = try runBinary(["query", "--pose", "laptop", "--split"]).json()
        #expect(laptop.string("orientation") == "portrait")
        #expect(laptop.string("windows.0.foldSide") == "aboveFold")
        #expect(laptop.string("windows.1.foldSide") == "belowFold")
        #expect(laptop[path: "windows.0.toolbarVerticalEdge"] is NSNull)
    }

    @Test("The same command prints the same bytes")
    func deterministic() throws {
        let a = try runBinary(["query", "--split", "--inner-camera", "--live-activity"])
        let b = try runBinary(["query", "--split", "--inner-camera", "--live-activity"])
        #expect(a.stdout == b.stdout)
        #expect(!a.stdout.isEmpty)
    }

    @Test("--profile FILE loads another profile")
    func profileFile() throws {
        let folder = try temporaryFolder()
        let source = try String(
            contentsOf: repositoryRoot.appendingPathComponent("Profiles/iphone-duo.json"), encoding: .utf8)
        let renamed = source.replacingOccurrences(of: "\"name\": \"iphone-duo\"", with: "\"name\": \"my-duo\"")
        try renamed.write(to: folder.appendingPathComponent("mine.json"), atomically: true, encoding: .utf8)
        let json = try runBinary(["query", "--profile", "mine.json"], in: folder).json()
        #expect(json.string("profile") == "my-duo")
    }

    // MARK: Errors

    @Test(
        "Bad command lines: one line naming the option, exit 64",
        arguments: [
            (["query", "--angle", "200"], "--angle"),
            (["query", "--angle", "-1"], "--angle"),
            (["query", "--angle", "wide"], "--angle"),
            (["query", "--angle"], "--angle"),
            (["query", "--pose", "pretzel"], "--pose"),
            (["query", "--orientation", "sideways"], "--orientation"),
            (["query", "--partial-regions", "crop"], "--partial-regions"),
            (["query", "--frobnicate"], "--frobnicate"),
            (["query", "--split=yes"], "--split"),
            (["query", "extra"], "extra"),
            (["explode"], "explode"),
            (["--nope"], "--nope"),
            (["--pose", "pretzel"], "--pose"),
            (["query", "--profile", "no-such-device"], "--profile"),
        ])
    func badCommandLines(words: [String], named: String) throws {
        let result = try runBinary(words)
        #expect(result.status == 64, "\(words): \(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("duosim: "))
        #expect(result.stderr.contains(named))
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
    }

    @Test("Bad profile files: FILE:LINE:COLUMN: JSON.PATH: reason, exit 65")
    func badProfile() throws {
        let folder = try temporaryFolder()
        try "{ \"name\": ".write(to: folder.appendingPathComponent("broken.json"), atomically: true, encoding: .utf8)
        let broken = try runBinary(["query", "--profile", "broken.json"], in: folder)
        #expect(broken.status == 65)
        #expect(broken.stderr.hasPrefix("duosim: broken.json:1:11: $: not valid JSON"))

        let source = try String(
            contentsOf: repositoryRoot.appendingPathComponent("Profiles/iphone-duo.json"), encoding: .utf8)
        let typedText = source.replacingOccurrences(of: "\"width\": 951", with: "\"width\": \"951\"")
        try typedText.write(to: folder.appendingPathComponent("typed.json"), atomically: true, encoding: .utf8)
        let typed = try runBinary(["query", "--profile", "typed.json"], in: folder)
        #expect(typed.status == 65)
        let (line, column) = textPosition(of: "\"951\"", in: typedText)
        #expect(
            typed.stderr
                == "duosim: typed.json:\(line):\(column): $.displays.inner.width: expected a number, found a string\n")
    }

    @Test("A pose that takes one of the UI's keys: exit 65 naming $.poses[n].key, in every command that reads it")
    func poseTakingAUIKey() throws {
        let folder = try temporaryFolder()
        let source = try String(
            contentsOf: repositoryRoot.appendingPathComponent("Profiles/iphone-duo.json"), encoding: .utf8)
        let text = source.replacingOccurrences(of: "\"key\": \"3\"", with: "\"key\": \"q\"")
        try text.write(to: folder.appendingPathComponent("q.json"), atomically: true, encoding: .utf8)
        let (line, column) = textPosition(of: "\"q\"", in: text)
        for command in [["query"], ["render"], ["audit", "mail"], ["sweep", "--from", "0", "--to", "10"]] {
            let result = try runBinary(command + ["--profile", "q.json"], in: folder)
            #expect(result.status == 65, "\(command)")
            #expect(
                result.stderr
                    == "duosim: q.json:\(line):\(column): $.poses[2].key: \"q\" is the UI's key for quit: a pose can't take it\n",
                "\(command): \(result.stderr)")
        }
    }

    @Test("Missing or unreadable profile: exit 66")
    func missingProfile() throws {
        let missing = try runBinary(["query", "--profile", "/nonexistent/x.json"])
        #expect(missing.status == 66)
        #expect(missing.stderr == "duosim: /nonexistent/x.json: no such file\n")
        let folder = try temporaryFolder()
        let directory = try runBinary(["query", "--profile", folder.path + "/"])
        #expect(directory.status == 66)
    }

    // MARK: Help

    @Test("--help, COMMAND --help, --version, profiles")
    func help() throws {
        let help = try runBinary(["--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("USAGE: duosim"))
        #expect(help.stdout.contains("query"))
        let queryHelp = try runBinary(["query", "--help"])
        #expect(queryHelp.status == 0)
        #expect(queryHelp.stdout.contains("--partial-regions"))
        let version = try runBinary(["--version"])
        #expect(version.stdout.hasPrefix("duosim "))
        let profiles = try runBinary(["profiles"])
        #expect(profiles.status == 0)
        #expect(profiles.stdout.contains("iphone-duo"))
        #expect(profiles.stdout.contains("951 × 669"))
        let profilesJSON = try runBinary(["profiles", "--json"]).json()
        #expect(profilesJSON["schemaVersion"] as? Int == 1)
        #expect((profilesJSON["profiles"] as? [[String: Any]])?.first?["name"] as? String == "iphone-duo")
    }

    @Test("profiles --schema prints Schemas/<kind>-profile.schema.json, byte for byte")
    func profileSchemas() throws {
        for kind in ["device", "app"] {
            let printed = try runBinary(["profiles", "--schema", kind])
            #expect(printed.status == 0)
            let file = try String(
                contentsOf: repositoryRoot.appendingPathComponent("Schemas/\(kind)-profile.schema.json"),
                encoding: .utf8)
            #expect(printed.stdout == file, "\(kind)")
        }
        let wrong = try runBinary(["profiles", "--schema", "tape"])
        #expect(wrong.status == 64)
        #expect(wrong.stderr.hasPrefix("duosim: --schema: 'tape' is not one of: device, app"))
        #expect(try runBinary(["profiles", "--schema", "app", "--json"]).status == 64)
    }

    @Test("query --help lists every reading with its values, the default first")
    func helpListsReadings() throws {
        let help = try runBinary(["query", "--help"])
        #expect(help.status == 0)
        for reading in AppProfile.readingChoices {
            #expect(
                help.stdout.contains("\(reading.name): \(reading.values.joined(separator: " | "))"), "\(reading.name)")
        }
    }
}
