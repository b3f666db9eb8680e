import PoseEngine
import Reports
import TestSupport
import Testing

/// The vocabularies in words: the panel's lines, the web's CSS and the query's choices.
@Suite("Vocabularies in words")
struct VocabularyTextTests {
    @Test("Book: each platform's panel lines name its own API and the numbers in points")
    func summaries() {
        let book = scene("book")
        #expect(
            book.vocabularySummary(.apple, window: .main, profile: duo)
                == ["apple · onHingeChange 127° partiallyOpen · UIHinge.angle 2.2166 rad"])
        let android = book.vocabularySummary(.android, window: .main, profile: duo)
        #expect(
            android.first
                == "android · posture halfOpened · FoldingFeature VERTICAL HALF_OPENED separating occlusion NONE at 475.5,0 0×669"
        )
        #expect(android.last == "android · no field for: the fold's margins (20 pt each side of the crease)")
        #expect(
            book.vocabularySummary(.web, window: .main, profile: duo).first?.hasPrefix(
                "web · devicePosture folded · 2 viewport segments: 0,0 475.5×669 | 475.5,0 475.5×669") == true)
        let flutter = book.vocabularySummary(.flutter, window: .main, profile: duo)
        #expect(flutter.last == "flutter · DisplayFeatureSubScreen 0,0 475.5×669 (avoids fold at 475.5,0 0×669)")
    }

    @Test("What Android can't say, and why a Split View window hears nothing, in words")
    func lostAndDifference() {
        #expect(
            AndroidVocabulary.Lost.occlusion(id: "island", size: Size(width: 84, height: 170)).text
                == "island occlusion 84 × 170 (a DisplayCutout, not a display feature)")
        #expect(AndroidVocabulary.Lost.foldMargins(20).text == "the fold's margins (20 pt each side of the crease)")
        #expect(AndroidVocabulary.Difference.multiWindowMode.text.hasPrefix("Split View is multi-window mode"))
    }

    @Test("The web's CSS: the media query that matches the pose, its env() values in px, the safe area")
    func css() throws {
        let book = try #require(WebVocabulary.report(scene("book"), profile: duo).windows.first)
        #expect(book.css.contains("@media (horizontal-viewport-segments: 2)"))
        #expect(book.css.contains("env(viewport-segment-width 0 0)"))
        #expect(book.css.contains("/* 475.5px */"))
        let laptop = try #require(WebVocabulary.report(scene("laptop"), profile: duo).windows.first)
        #expect(laptop.css.contains("@media (vertical-viewport-segments: 2)"))
        let flat = try #require(WebVocabulary.report(scene("flat"), profile: duo).windows.first)
        #expect(flat.css.contains("/* one segment: 951px × 669px; nothing to split */"))
        let document = WebVocabulary.report(scene("book"), profile: duo).cssDocument(scene("book"))
        #expect(
            document.hasPrefix("/* duosim · iPhone Duo · book · 127° · main (951 × 669) · devicePosture folded */\n"))
    }

    @Test("--vocabulary's choices: each platform, then all; anything else is no choice")
    func choices() {
        #expect(VocabularyChoice.names == ["apple", "android", "flutter", "web", "all"])
        #expect(VocabularyChoice("all")?.vocabularies == PlatformVocabulary.allCases)
        #expect(VocabularyChoice("web") == .one(.web))
        #expect(VocabularyChoice("Web") == nil)
        #expect(VocabularyChoice("") == nil)
    }

    @Test("The query document: Apple's alone, Apple's and the others', or the pose in common words and one platform")
    func queryDocument() {
        let book = scene("book")
        // Every form starts with the schema's version; without a vocabulary the rest is the scene's JSON.
        guard case .object(let plain) = book.queryDocument(vocabulary: nil, profile: duo),
            case .object(let scene) = book.json
        else {
            Issue.record("not objects")
            return
        }
        #expect(plain.first?.0 == "schemaVersion" && JSONValue.object(Array(plain.dropFirst())) == .object(scene))
        guard case .object(let all) = book.queryDocument(vocabulary: .all, profile: duo),
            case .object(let android) = book.queryDocument(vocabulary: .one(.android), profile: duo)
        else {
            Issue.record("not objects")
            return
        }
        #expect(all.map(\.0).prefix(3) == ["schemaVersion", "profile", "vocabulary"])
        #expect(all.map(\.0).suffix(4) == ["apple", "android", "flutter", "web"])
        #expect(android.map(\.0).prefix(2) == ["schemaVersion", "vocabulary"])
        #expect(!android.map(\.0).contains("windows"), "Apple's windows are left out")
        #expect(android.map(\.0).last == "android")
    }
}
