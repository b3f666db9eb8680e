import Foundation
import TestSupport
import Testing

@Suite("duosim with --app (binary)")
struct AppEndToEndTests {
    @Test("query --app adds sideBar, safeArea, presentations, arrangement and grid to each window")
    func query() throws {
        let json = try runBinary(["query", "--app", "mail", "--split"]).json()
        #expect(json.string("app") == "mail")
        for index in 0..<2 {
            let window = try #require((json["windows"] as? [[String: Any]])?[index])
            for key in ["sideBar", "safeArea", "presentations", "arrangement", "grid"] {
                #expect(window.keys.contains(key), "window \(index) lacks \(key)")
            }
        }
        #expect(json.string("windows.0.sideBar.edge") == "left")
        #expect(json.string("windows.1.sideBar.edge") == "right")
        #expect(json.string("windows.0.sideBar.items.0.id") == "back")
        #expect((json[path: "windows.0.sideBar.overflowed"] as? [String])?.isEmpty == false)
        #expect(json.number("windows.0.safeArea.leading") == 84)

        let reader = try runBinary(["query", "--app", "reader"]).json()
        #expect(reader.string("windows.0.grid.mode") == "aroundFold")
        #expect(reader.number("windows.0.grid.columnCount") == 4)
        #expect(reader.string("windows.0.presentations.0.placement") == "trailingSide")
    }

    @Test("An app profile from a file, and its errors: 65 with the JSON path, 66 missing, 64 unknown name")
    func files() throws {
        let folder = try temporaryFolder()
        try
            #"{"name": "mine", "source": "assumed: a test", "toolbar": [{"id": "back", "symbol": "chevron.left", "placement": "navigation"}]}"#
            .write(to: folder.appendingPathComponent("mine.json"), atomically: true, encoding: .utf8)
        let mine = try runBinary(["query", "--app", "mine.json"], in: folder).json()
        #expect(mine.string("windows.0.sideBar.items.0.id") == "back")

        try #"{"name": "bad", "source": "assumed", "toolbar": [{"id": "x", "placement": "sideways"}]}"#
            .write(to: folder.appendingPathComponent("bad.json"), atomically: true, encoding: .utf8)
        let bad = try runBinary(["query", "--app", "bad.json"], in: folder)
        #expect(bad.status == 65)
        #expect(bad.stderr.hasPrefix("duosim: bad.json:1:75: $.toolbar[0].placement: \"sideways\" is not one of"))
        #expect(try runBinary(["query", "--app", "/nonexistent/app.json"]).status == 66)
        let unknown = try runBinary(["query", "--app", "spreadsheet"])
        #expect(unknown.status == 64)
        #expect(unknown.stderr.contains("--app: unknown app profile 'spreadsheet'"))
    }

    @Test("render --app draws the column's items, the overflow marker and the badges")
    func render() throws {
        let screen = try runBinary(["render", "--app", "mail"]).stdout
        #expect(screen.contains("⋯6"))
        #expect(screen.contains("Inb…•12"), "a badged title keeps three cells and … before its badge")
        #expect(screen.contains("overflow (6): search, filter, archive, flag, move, reply"))
    }

    @Test("Set App in a script")
    func script() throws {
        let folder = try temporaryFolder()
        try "Set App \"reader\"\nCapture \"r\"\n".write(
            to: folder.appendingPathComponent("a.tape"), atomically: true, encoding: .utf8)
        #expect(try runBinary(["record", "a.tape"], in: folder).status == 0)
        #expect(
            try String(contentsOf: folder.appendingPathComponent("r.txt"), encoding: .utf8).contains(
                "grid 4 columns (aroundFold)"))
    }
}
