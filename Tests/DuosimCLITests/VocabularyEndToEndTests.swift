import Foundation
import TestSupport
import Testing

@Suite("--vocabulary in query, sweep, render and record (binary)")
struct VocabularyEndToEndTests {
    @Test(
        "query --vocabulary: each platform's own field names; all of them together; Apple's answer untouched by default"
    )
    func query() throws {
        let plain = try runBinary(["query"])
        #expect(!plain.stdout.contains("vocabulary"))

        let apple = try runBinary(["query", "--vocabulary", "apple"]).json()
        #expect(apple.string("vocabulary") == "apple")
        #expect(apple.number("apple.onHingeChange.angle") == 127)
        #expect(apple.string("apple.onHingeChange.status") == "partiallyOpen")
        #expect(apple.number("apple.uiHinge.angle") == 2.216568)
        #expect(apple.string("windows.0.regions.0.id") == "fold", "Apple's own answer is still there")

        let android = try runBinary(["query", "--vocabulary", "android", "--pose", "laptop"]).json()
        #expect(android["windows"] == nil)
        #expect(android.string("android.posture") == "halfOpened")
        #expect(android.string("android.windows.0.windowLayoutInfo.displayFeatures.0.orientation") == "HORIZONTAL")
        #expect(android.number("android.windows.0.windowLayoutInfo.displayFeatures.0.boundsInPoints.top") == 475.5)
        #expect(android.number("android.windows.0.windowLayoutInfo.displayFeatures.0.boundsInPoints.right") == 669)
        // Android's Rect is integer pixels: 475.5 pt × 3 = 1426.5 px, a half up.
        #expect(android.number("android.windows.0.windowLayoutInfo.displayFeatures.0.bounds.top") == 1427)
        #expect(android.number("android.windows.0.windowLayoutInfo.displayFeatures.0.bounds.bottom") == 1427)
        #expect(android.number("android.windows.0.windowLayoutInfo.displayFeatures.0.bounds.right") == 2007)
        #expect(android.number("android.pixelsPerPoint") == 3)
        #expect(android.string("android.hingeRangesUnlikeApple.0.angles") == "(5°, 30°]")
        #expect(android.string("android.hingeRangesUnlikeApple.1.angles") == "(150°, 175°)")

        let flutter = try runBinary(["query", "--vocabulary", "flutter", "--rtl"]).json()
        #expect(flutter.string("flutter.windows.0.displayFeatures.0.type") == "DisplayFeatureType.fold")
        #expect(flutter.string("flutter.windows.0.displayFeatures.0.state") == "DisplayFeatureState.postureHalfOpened")
        #expect(flutter.number("flutter.windows.0.displayFeatureSubScreen.x") == 475.5)
        #expect((flutter[path: "flutter.onIOS.displayFeatures"] as? [Any])?.isEmpty == true)
        #expect(flutter.string("flutter.onIOS.displayFeatureSubScreen") == "the whole window")

        let web = try runBinary(["query", "--vocabulary", "web"]).json()
        let webObject = try #require(web["web"] as? [String: Any])
        #expect(webObject["navigator.devicePosture.type"] as? String == "folded")
        #expect(webObject["device-posture"] as? String == "folded")
        #expect(web.string("web.browserSupport.0.api") == "Device Posture API")

        let all = try runBinary(["query", "--vocabulary", "all", "--split"]).json()
        for key in ["apple", "android", "flutter", "web", "windows"] { #expect(all[key] != nil, "\(key)") }
        #expect(all.string("android.windows.0.difference") == nil)
    }

    @Test("A bad --vocabulary exits 64 listing the accepted values", arguments: ["query", "sweep", "render"])
    func badValue(command: String) throws {
        let result = try runBinary([command, "--vocabulary", "kotlin"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("'kotlin' is not one of: apple, android, flutter, web"), "\(result.stderr)")
    }

    @Test("query --css prints the media query and env() values for the pose")
    func css() throws {
        let book = try runBinary(["query", "--css"])
        #expect(book.stdout.contains("@media (horizontal-viewport-segments: 2) {"))
        #expect(book.stdout.contains("env(viewport-segment-width 0 0); }   /* 475.5px */"))
        #expect(book.stdout.contains("@media (device-posture: folded) {"))
        let laptop = try runBinary(["query", "--css", "--pose", "laptop"])
        #expect(laptop.stdout.contains("@media (vertical-viewport-segments: 2) {"))
        #expect(
            try runBinary(["query", "--css", "--pose", "flat"]).stdout.contains("@media (device-posture: continuous) {")
        )
    }

    @Test("sweep --vocabulary android: the posture and the folding feature change where Android's ranges say")
    func sweep() throws {
        let text = try runBinary(["sweep", "--vocabulary", "android"]).stdout
        #expect(
            text.contains(
                "    31°  main: android posture closed, displayFeatures [] → posture halfOpened, displayFeatures [VERTICAL HALF_OPENED separating]"
            ), "\(text)")
        #expect(text.contains("   151°  main: android posture halfOpened"))
        let json = try runBinary(["sweep", "--vocabulary", "all", "--json", "--step", "10"]).json()
        #expect(json.string("start.windows.0.vocabularies.web") == "continuous, 1 segment")
    }

    @Test("render --vocabulary and a tape's Set Vocabulary / Key w show the platform's words in the panel")
    func panel() throws {
        let rendered = try runBinary(["render", "--vocabulary", "web", "--size", "160x48"]).stdout
        #expect(rendered.contains("web · devicePosture folded · 2 viewport segments"))
        #expect(rendered.contains("words: web"))
        let folder = try temporaryFolder()
        try "Set Vocabulary flutter\nCapture \"a\"\nKey w\nCapture \"b\"\n".write(
            to: folder.appendingPathComponent("t.tape"), atomically: true, encoding: .utf8)
        #expect(try runBinary(["record", "t.tape"], in: folder).status == 0)
        #expect(
            try String(contentsOf: folder.appendingPathComponent("a.txt"), encoding: .utf8).contains(
                "flutter · displayFeatures fold postureHalfOpened"))
        #expect(
            try String(contentsOf: folder.appendingPathComponent("b.txt"), encoding: .utf8).contains(
                "web · devicePosture folded"))
    }
}
