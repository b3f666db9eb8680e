import Pixels
import PoseEngine
import Simulator

// MARK: - VHS's picture settings

extension TapeSetting {
    /// VHS's settings for its picture: checked as VHS checks them, used to draw a tape's pictures
    /// (Docs/PICTURES.md), and the sizes also to turn its pixels into cells at the prompt.
    static let pictureSettings: [TapeSetting] = [
        .picture(
            "FontSize", value: "N", summary: "VHS's font size in pixels (default 22)",
            parse: { $0.readPictureNumber(whole: true).map(PixelSetting.fontSize) }),
        .picture(
            "LetterSpacing", value: "N", summary: "pixels added to each column (default 1)",
            parse: { $0.readPictureNumber(whole: false).map(PixelSetting.letterSpacing) }),
        .picture(
            "LineHeight", value: "N", summary: "rows' height as a multiple of the font's (default 1)",
            parse: { $0.readPictureNumber(whole: false).map(PixelSetting.lineHeight) }),
        .picture(
            "Padding", value: "N", summary: "pixels around the terminal (default 60)",
            parse: { $0.readPictureNumber(whole: true).map(PixelSetting.padding) }),
        .picture(
            "Margin", value: "N", summary: "pixels around the window, when MarginFill is set",
            parse: { $0.readPictureNumber(whole: true).map(PixelSetting.margin) }),
        .picture(
            "MarginFill", value: "\"#RRGGBB\"|FILE", summary: "the margin's colour or picture",
            parse: { $0.parseMarginFill() }),
        .picture(
            "WindowBar", value: "Colorful|ColorfulRight|Rings|RingsRight", summary: "a window bar above",
            parse: { $0.parseWindowBar() }),
        .picture(
            "WindowBarSize", value: "N", summary: "the bar's height in pixels (default 30)",
            parse: { $0.readPictureNumber(whole: true).map(PixelSetting.windowBarSize) }),
        .ignored("Shell", value: "NAME", summary: "VHS's shell (duosim runs none)", parse: { $0.readAnyValue() }),
        .drawing(
            "FontFamily", value: "\"NAME, …\"", summary: "the font: families tried in order (JetBrains Mono built in)",
            parse: { $0.parseFontFamily() }),
        .drawing(
            "Theme", value: "\"NAME\"|{JSON}", summary: "colours: one of VHS's themes by name, or a JSON object",
            parse: { $0.parseTheme() }),
        .drawing(
            "Framerate", value: "N", summary: "frames a second (default 50)",
            parse: { $0.parseFramerate() }),
        .drawing(
            "PlaybackSpeed", value: "N", summary: "the animation's speed (default 1)",
            parse: { $0.readPictureNumber(whole: false).map(PictureSetting.playbackSpeed) }),
        .drawing(
            "BorderRadius", value: "N", summary: "the window's corners, in pixels (default 0)",
            parse: { $0.readPictureNumber(whole: true).map { PictureSetting.borderRadius(Int($0)) } }),
        .drawing(
            "CursorBlink", value: "true|false", summary: "a blinking cursor (default true)",
            parse: { $0.parseCursorBlink() }),
        .drawing(
            "LoopOffset", value: "N[%]", summary: "where a GIF's loop starts, in % of its frames",
            parse: { $0.parseLoopOffset() }),
        .ignored(
            "WaitTimeout", value: "TIME", summary: "how long a Wait waits (the clock is virtual: none)",
            parse: { $0.readTime("Set WaitTimeout").map { _ in true } }),
    ]
}

extension TapeParser {
    /// A number as VHS's setting takes it: whole (`strconv.Atoi`) or not, and not negative.
    mutating func readPictureNumber(whole: Bool) -> Double? {
        guard let (value, token) = readNumber(verbName) else { return nil }
        guard value >= 0, !whole || value == value.rounded() else {
            fail(at: token, "\(verbName): '\(token.text)' is not \(whole ? "a whole number" : "a number") of 0 or more")
            return nil
        }
        return value
    }

    /// Any one token, as VHS takes a setting's value (`Set Shell fish`, `Set FontFamily "Hack"`).
    mutating func readAnyValue() -> Bool? {
        advance()
        return true
    }

    /// `Set Theme "Dracula"` (VHS's name, exactly) or `Set Theme { "background": "#000000", … }`.
    mutating func parseTheme() -> PictureSetting? {
        advance()
        if current.kind == .json {
            do { return .theme(try Theme(json: current.text)) } catch let error as ThemeError {
                fail(at: current, "Set Theme: \(error.reason)")
            } catch {
                fail(at: current, "Set Theme: not valid JSON")
            }
            return nil
        }
        if let theme = Theme.named(current.text) { return .theme(theme) }
        let near = Theme.suggestions(for: current.text).prefix(5).map { "\"\($0)\"" }
        fail(
            at: current,
            "Set Theme: no theme \"\(Token.inert(current.text, limit: 60))\"\(near.isEmpty ? "" : " (did you mean \(near.joined(separator: ", "))?)") (one of VHS's \(Theme.all.count) names, as `vhs themes` lists them, or a JSON object)"
        )
        return nil
    }

    /// `Set FontFamily "JetBrains Mono, Hack"`: the families, in order.
    mutating func parseFontFamily() -> PictureSetting? {
        advance()
        let families = current.text.split(separator: ",").map { String($0.trimmed) }.filter { !$0.isEmpty }
        return .fontFamily(families)
    }

    /// `Set Framerate 50`: a whole number of 1 or more.
    mutating func parseFramerate() -> PictureSetting? {
        guard let (value, token) = readNumber(verbName) else { return nil }
        guard value == value.rounded() else {
            fail(at: token, "\(verbName): '\(token.text)' is not a whole number")
            return nil
        }
        guard Limits.framerate.contains(Int(checked: value)) else {
            fail(
                at: token,
                "Set Framerate: \(formatPoints(value)) is outside \(Limits.describe(Limits.framerate)) (frames a second)"
            )
            return nil
        }
        return .framerate(Int(value))
    }

    mutating func parseMarginFill() -> PixelSetting? {
        advance()
        let fill = current.text
        if fill.hasPrefix("#") {
            let digits = fill.dropFirst()
            guard digits.count == 6, digits.allSatisfy(\.isHexDigit) else {
                fail(at: current, "Set MarginFill: \"\(Token.inert(fill))\" is not a colour (#RRGGBB)")
                return nil
            }
        }
        return .marginFill(fill)
    }

    mutating func parseWindowBar() -> PixelSetting? {
        advance()
        let styles = ["", "Colorful", "ColorfulRight", "Rings", "RingsRight"]
        guard styles.contains(current.text) else {
            fail(
                at: current,
                "Set WindowBar: \(current.shown) is not a bar style (Colorful, ColorfulRight, Rings, RingsRight)")
            return nil
        }
        return .windowBar(current.text)
    }

    mutating func parseCursorBlink() -> PictureSetting? {
        advance()
        guard current.isWord("true") || current.isWord("false") else {
            fail(at: current, "Set CursorBlink takes true or false\(found(current))")
            return nil
        }
        return .cursorBlink(current.isWord("true"))
    }

    /// `Set LoopOffset 20` or `20%`.
    mutating func parseLoopOffset() -> PictureSetting? {
        guard let value = readPictureNumber(whole: false) else { return nil }
        if peek.isSymbol("%") { advance() }
        return .loopOffset(value)
    }
}
