import CellGrid
import Foundation
import Simulator
import TestSupport
import Testing

@testable import Pixels

@Suite("Pixels: fonts")
struct FontTests {
    @Test(
        "Set FontFamily: the built-in families, one fontconfig finds, and one nobody has (said, and drawn in JetBrains Mono)"
    )
    func families() throws {
        let builtIn = try FontSet.resolve(families: ["JetBrains Mono"], size: 22)
        #expect(builtIn.note == nil && builtIn.fonts.regular.familyName == "JetBrains Mono")
        let dejaVu = try FontSet.resolve(families: ["Nothing Such", "DejaVu Sans Mono"], size: 22)
        #expect(dejaVu.fonts.regular.familyName == "DejaVu Sans Mono")
        #expect(dejaVu.note?.contains("Nothing Such") == true)
        let none = try FontSet.resolve(families: ["Nothing Such"], size: 22, fcMatch: nil)
        #expect(none.fonts.regular.familyName == "JetBrains Mono")
        #expect(none.note?.contains("fc-match isn't installed") == true)
    }

    @Test(
        "A family fontconfig has is drawn in it, its cells from its own metrics",
        .enabled(if: ChildProcess.find("fc-match") != nil, "skipped: fontconfig's fc-match isn't installed"))
    func fontconfig() throws {
        let found = try FontSet.resolve(families: ["Liberation Mono"], size: 22)
        guard found.note == nil else { return print("skipped: Liberation Mono isn't installed") }
        #expect(found.fonts.regular.familyName == "Liberation Mono")
        #expect(found.fonts.bold?.isBold == true)
        let missing = try FontSet.resolve(families: ["Nothing Such Mono"], size: 22)
        #expect(missing.note?.contains("not on this machine") == true)
    }
}
