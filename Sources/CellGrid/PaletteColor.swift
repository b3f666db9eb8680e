// MARK: - PaletteColor

/// The colours duosim draws with, named by what they mean. Each backend and exporter
/// maps them: 256 colours, 16 colours, none (attributes only), or hex for HTML / SVG.
public enum PaletteColor: UInt8, Hashable, Sendable, CaseIterable {
    case text
    case muted
    case frame
    case frameOff
    case fold
    case margin
    case occlusion
    case sideBar
    case divider
    case slider
    case knob
    case accent
    case warning
    case panel
    /// The `> ` of the prompt a VHS tape types at (VHS's shells draw it indigo, #5B56E0).
    case prompt

    /// The xterm 256-colour index.
    public var xterm256: Int16 {
        switch self {
        case .text: return 252
        case .muted: return 244
        case .frame: return 45
        case .frameOff: return 240
        case .fold: return 203
        case .margin: return 180
        case .occlusion: return 141
        case .sideBar: return 108
        case .divider: return 250
        case .slider: return 39
        case .knob: return 226
        case .accent: return 81
        case .warning: return 214
        case .panel: return 236
        case .prompt: return 62
        }
    }

    /// The nearest of the 16 basic colours (8–15 are the bright ones).
    public var basic16: Int16 {
        switch self {
        case .text: return 7
        case .muted: return 8
        case .frame: return 14
        case .frameOff: return 8
        case .fold: return 9
        case .margin: return 3
        case .occlusion: return 13
        case .sideBar: return 2
        case .divider: return 7
        case .slider: return 12
        case .knob: return 11
        case .accent: return 14
        case .warning: return 11
        case .panel: return 0
        case .prompt: return 12
        }
    }

    /// The colour as `#rrggbb`, matching the xterm 256-colour palette.
    public var hex: String {
        let index = Int(xterm256)
        let (r, g, b): (Int, Int, Int)
        if index >= 232 {
            let level = 8 + (index - 232) * 10
            (r, g, b) = (level, level, level)
        } else {
            let cube = index - 16
            let levels = [0, 95, 135, 175, 215, 255]
            (r, g, b) = (levels[cube / 36], levels[(cube / 6) % 6], levels[cube % 6])
        }
        func hex2(_ v: Int) -> String { (v < 16 ? "0" : "") + String(v, radix: 16) }
        return "#" + hex2(r) + hex2(g) + hex2(b)
    }
}
