import CPixels
import Foundation
import TestSupport
import Testing

/// The C byte arrays (made by .ci/embed-pixel-data.py) hold the files beside them, byte for byte.
@Suite("Pixels: the embedded fonts and themes")
struct EmbeddedDataTests {
    static let folder = repositoryRoot.appendingPathComponent("Sources/CPixels")

    func embedded(_ start: UnsafePointer<UInt8>?, _ size: UInt) -> [UInt8] {
        guard let start else { return [] }
        return Array(UnsafeBufferPointer(start: start, count: Int(size)))
    }

    @Test("Each embedded font is its file in Sources/CPixels/Fonts, and each has its licence there")
    func fonts() throws {
        let files = ["JetBrainsMono-Regular.ttf", "JetBrainsMono-Bold.ttf", "DejaVuSansMono.ttf"]
        for (index, file) in files.enumerated() {
            var size: UInt = 0
            let bytes = embedded(duosim_embedded_font(Int32(index), &size), size)
            let wanted = try Data(contentsOf: Self.folder.appendingPathComponent("Fonts/\(file)"))
            #expect(bytes == Array(wanted), "\(file): run python3 .ci/embed-pixel-data.py")
        }
        var size: UInt = 0
        #expect(duosim_embedded_font(3, &size) == nil && size == 0)
        let licences = try FileManager.default.contentsOfDirectory(
            atPath: Self.folder.appendingPathComponent("Fonts").path)
        #expect(licences.contains("JetBrainsMono-OFL.txt") && licences.contains("DejaVuSansMono-LICENSE.txt"))
        let ofl = try String(
            contentsOf: Self.folder.appendingPathComponent("Fonts/JetBrainsMono-OFL.txt"), encoding: .utf8)
        #expect(ofl.contains("SIL Open Font License, Version 1.1"))
    }

    @Test("The embedded themes are Themes/themes.tsv, VHS's themes.json as a table, with VHS's licence")
    func themes() throws {
        var size: UInt = 0
        let bytes = embedded(duosim_embedded_themes(&size), size)
        let wanted = try Data(contentsOf: Self.folder.appendingPathComponent("Themes/themes.tsv"))
        #expect(bytes == Array(wanted), "run python3 .ci/embed-pixel-data.py")
        let licence = try String(
            contentsOf: Self.folder.appendingPathComponent("Themes/VHS-LICENSE.txt"), encoding: .utf8)
        #expect(licence.contains("MIT License") && licence.contains("Charmbracelet"))
    }
}
