import Foundation
import PoseEngine
import Reports
import TestSupport
import Testing

@Suite("JSONValue")
struct JSONValueTests {
    @Test("Strings duosim writes as JSON read back whole, by the engine's parser and by Foundation's")
    func quotedStringsReadBack() throws {
        var texts = ["", "plain", "é中😀", "tab\there", "a\"b\\c", "\u{1b}[1;2H\u{1b}[0m", "\r\n"]
        texts.append(String(decoding: (0..<128).map { UInt8($0) }, as: UTF8.self))
        texts.append(String(repeating: "x\u{1b}y\u{7f}\u{1f}", count: 50))
        for text in texts {
            let quoted = JSONValue.quote(text)
            let ours = try JSONNode.parse(Data(quoted.utf8), file: "q.json").string()
            let theirs = try JSONSerialization.jsonObject(with: Data(quoted.utf8), options: [.fragmentsAllowed])
            #expect(ours == text, "\(quoted)")
            #expect(theirs as? String == text, "\(quoted)")
        }
        #expect(JSONValue.quote("\u{1b}\n\u{0}\u{1f}\"\\\t\r") == #""\u001b\n\u0000\u001f\"\\\t\r""#)
    }

    @Test("Numbers: binary noise rounded away, whole numbers without a point, no NaN or infinity")
    func numbers() {
        #expect(JSONValue.formatNumber(82.94999999999999) == "82.95")
        #expect(JSONValue.formatNumber(475.5) == "475.5")
        #expect(JSONValue.formatNumber(-0.0) == "0")
        #expect(JSONValue.formatNumber(127) == "127")
        #expect(JSONValue.formatNumber(.nan) == "null")
        #expect(JSONValue.formatNumber(.infinity) == "null")
    }
}
