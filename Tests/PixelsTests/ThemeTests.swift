import CellGrid
import Testing

@testable import Pixels

@Suite("Pixels: themes")
struct ThemeTests {
    @Test("VHS's named themes are built in, by their exact names, with their colours")
    func named() throws {
        #expect(Theme.all.count == 348)
        let mocha = try #require(Theme.named("Catppuccin Mocha"))
        #expect(mocha.background == RGB(hex: "#1e1e2e") && mocha.foreground == RGB(hex: "#cdd6f4"))
        #expect(mocha.ansi.count == 16)
        #expect(Theme.named("catppuccin mocha") == nil)
        #expect(Theme.suggestions(for: "Catppuccin Moca").contains("Catppuccin Mocha"))
        #expect(Theme.names.first?.lowercased() ?? "" <= Theme.names.last?.lowercased() ?? "")
    }

    @Test("A theme in JSON: xterm.js's names in any case, missing colours xterm.js's defaults, bad ones refused")
    func json() throws {
        let theme = try Theme(json: ##"{"Background": "#102030", "red": "#ff0000", "name": "mine", "other": 3}"##)
        #expect(theme.background == RGB(0x10, 0x20, 0x30))
        #expect(theme.ansi[1] == RGB(255, 0, 0))
        #expect(theme.foreground == RGB(255, 255, 255))
        #expect(theme.ansi[2] == RGB(hex: "#4e9a06"))
        #expect(throws: ThemeError.self) { try Theme(json: ##"{"background": "blue"}"##) }
        #expect(throws: ThemeError.self) { try Theme(json: ##"{"background": 3}"##) }
        #expect(throws: ThemeError.self) { try Theme(json: "[1]") }
        #expect(throws: ThemeError.self) { try Theme(json: "{") }
    }

    @Test("duosim's colours through a theme: text is the foreground, bold brightens, dim halves, reverse swaps")
    func palette() {
        let palette = PicturePalette(theme: .vhs)
        #expect(palette.color(.text, bold: false) == Theme.vhs.foreground)
        #expect(palette.color(.fold, bold: false) == Theme.vhs.ansi[9])
        #expect(palette.color(.margin, bold: false) == Theme.vhs.ansi[3])
        #expect(palette.color(.margin, bold: true) == Theme.vhs.ansi[11])
        #expect(palette.color(.prompt, bold: false) == RGB(0x5B, 0x56, 0xE0))
        let plain = palette.words(.plain)
        #expect(plain.foreground == Theme.vhs.foreground.word && plain.background == Theme.vhs.background.word)
        let reversed = palette.words(Style(.fold, reverse: true))
        #expect(reversed.background == Theme.vhs.ansi[9].word && reversed.foreground == Theme.vhs.background.word)
        let dim = palette.words(Style(.text, dim: true))
        #expect(dim.foreground == Theme.vhs.foreground.over(Theme.vhs.background, alpha: 128).word)
    }
}
