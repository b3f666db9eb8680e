import Pixels

// MARK: - A tape's settings on its pictures

extension PictureStyle {
    /// A setting that sizes VHS's picture (`Set FontSize`, `Set Padding`, `Set MarginFill` …).
    public mutating func apply(_ setting: PixelSetting) {
        switch setting {
        case .fontSize(let value): fontSize = Int(value)
        case .padding(let value): padding = Int(value)
        case .letterSpacing(let value): letterSpacing = value
        case .lineHeight(let value): lineHeight = value
        case .margin(let value): margin = Int(value)
        case .windowBarSize(let value): windowBarSize = Int(value)
        case .marginFill(let fill):
            if fill.isEmpty {
                marginFill = nil
            } else if fill.hasPrefix("#"), let color = RGB(hex: fill) {
                marginFill = .color(color)
            } else {
                marginFill = .picture(path: fill)
            }
        case .windowBar(let bar): windowBar = WindowBar(rawValue: bar)
        }
    }

    /// A setting that draws it without sizing it (`Set Theme`, `Set Framerate` …).
    public mutating func apply(_ setting: PictureSetting) {
        switch setting {
        case .fontFamily(let families): fontFamily = families
        case .theme(let value): theme = value
        case .framerate(let value): framerate = value
        case .playbackSpeed(let value): playbackSpeed = value
        case .borderRadius(let value): borderRadius = value
        case .cursorBlink(let value): cursorBlink = value
        case .loopOffset(let value): loopOffset = value
        }
    }
}
