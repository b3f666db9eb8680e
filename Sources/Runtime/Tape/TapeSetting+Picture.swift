import PoseEngine
import Simulator

// MARK: - VHS's picture settings

extension TapeSetting {
    /// VHS's settings for its picture: checked as VHS checks them, and otherwise either used to
    /// turn its pixels into cells, or meaningless in text.
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
        .ignored("FontFamily", value: "\"NAME\"", summary: "the font", parse: { $0.readAnyValue() }),
        .ignored(
            "Theme", value: "\"NAME\"|{JSON}", summary: "colours by name or as a JSON object",
            parse: { $0.parseTheme() }),
        .ignored(
            "Framerate", value: "N", summary: "the video's frames a second",
            parse: { $0.readPictureNumber(whole: true).map { _ in true } }),
        .ignored(
            "PlaybackSpeed", value: "N", summary: "the video's speed",
            parse: { $0.readPictureNumber(whole: false).map { _ in true } }),
        .ignored(
            "BorderRadius", value: "N", summary: "the window's corners",
            parse: { $0.readPictureNumber(whole: true).map { _ in true } }),
        .ignored("CursorBlink", value: "true|false", summary: "a blinking cursor", parse: { $0.parseCursorBlink() }),
        .ignored("LoopOffset", value: "N[%]", summary: "where a GIF's loop starts", parse: { $0.parseLoopOffset() }),
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

    mutating func parseTheme() -> Bool? {
        advance()
        if current.kind == .json {
            do {
                guard try JSONNode.parse(Array(current.text.utf8), file: "Set Theme").isObject else {
                    fail(at: current, "Set Theme: a theme in JSON is an object")
                    return nil
                }
            } catch let error as DataError {
                fail(at: current, "Set Theme: \(error.reason)")
                return nil
            } catch {
                fail(at: current, "Set Theme: not valid JSON")
                return nil
            }
        }
        return true
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
        return .marginFill(!fill.isEmpty)
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
        return .windowBar(!current.text.isEmpty)
    }

    mutating func parseCursorBlink() -> Bool? {
        advance()
        guard current.isWord("true") || current.isWord("false") else {
            fail(at: current, "Set CursorBlink takes true or false\(found(current))")
            return nil
        }
        return true
    }

    /// `Set LoopOffset 20` or `20%`.
    mutating func parseLoopOffset() -> Bool? {
        guard readPictureNumber(whole: false) != nil else { return nil }
        if peek.isSymbol("%") { advance() }
        return true
    }
}
