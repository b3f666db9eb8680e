import PoseEngine

// MARK: - VHS's picture settings

extension TapeSetting {
    /// VHS's settings for its picture: checked as VHS checks them, and otherwise either used to
    /// turn its pixels into cells, or meaningless in text.
    static let pictureSettings: [TapeSetting] = [
        TapeSetting(
            name: "FontSize", value: "N", summary: "VHS's font size in pixels (default 22)", meaning: .sizes,
            parse: { $0.readPictureNumber(whole: true).map { .setPixels(.fontSize($0)) } }),
        TapeSetting(
            name: "LetterSpacing", value: "N", summary: "pixels added to each column (default 1)", meaning: .sizes,
            parse: { $0.readPictureNumber(whole: false).map { .setPixels(.letterSpacing($0)) } }),
        TapeSetting(
            name: "LineHeight", value: "N", summary: "rows' height as a multiple of the font's (default 1)",
            meaning: .sizes, parse: { $0.readPictureNumber(whole: false).map { .setPixels(.lineHeight($0)) } }),
        TapeSetting(
            name: "Padding", value: "N", summary: "pixels around the terminal (default 60)", meaning: .sizes,
            parse: { $0.readPictureNumber(whole: true).map { .setPixels(.padding($0)) } }),
        TapeSetting(
            name: "Margin", value: "N", summary: "pixels around the window, when MarginFill is set", meaning: .sizes,
            parse: { $0.readPictureNumber(whole: true).map { .setPixels(.margin($0)) } }),
        TapeSetting(
            name: "MarginFill", value: "\"#RRGGBB\"|FILE", summary: "the margin's colour or picture", meaning: .sizes,
            parse: { $0.parseMarginFill() }),
        TapeSetting(
            name: "WindowBar", value: "Colorful|ColorfulRight|Rings|RingsRight", summary: "a window bar above",
            meaning: .sizes, parse: { $0.parseWindowBar() }),
        TapeSetting(
            name: "WindowBarSize", value: "N", summary: "the bar's height in pixels (default 30)", meaning: .sizes,
            parse: { $0.readPictureNumber(whole: true).map { .setPixels(.windowBarSize($0)) } }),
        TapeSetting(
            name: "Shell", value: "NAME", summary: "VHS's shell (duosim runs none)", meaning: .ignored,
            parse: { $0.readAnyValue("Shell") }),
        TapeSetting(
            name: "FontFamily", value: "\"NAME\"", summary: "the font", meaning: .ignored,
            parse: { $0.readAnyValue("FontFamily") }),
        TapeSetting(
            name: "Theme", value: "\"NAME\"|{JSON}", summary: "colours by name or as a JSON object", meaning: .ignored,
            parse: { $0.parseTheme() }),
        TapeSetting(
            name: "Framerate", value: "N", summary: "the video's frames a second", meaning: .ignored,
            parse: { $0.readPictureNumber(whole: true).map { _ in .ignoredSetting("Framerate") } }),
        TapeSetting(
            name: "PlaybackSpeed", value: "N", summary: "the video's speed", meaning: .ignored,
            parse: { $0.readPictureNumber(whole: false).map { _ in .ignoredSetting("PlaybackSpeed") } }),
        TapeSetting(
            name: "BorderRadius", value: "N", summary: "the window's corners", meaning: .ignored,
            parse: { $0.readPictureNumber(whole: true).map { _ in .ignoredSetting("BorderRadius") } }),
        TapeSetting(
            name: "CursorBlink", value: "true|false", summary: "a blinking cursor", meaning: .ignored,
            parse: { $0.parseCursorBlink() }),
        TapeSetting(
            name: "LoopOffset", value: "N[%]", summary: "where a GIF's loop starts", meaning: .ignored,
            parse: { $0.parseLoopOffset() }),
        TapeSetting(
            name: "WaitTimeout", value: "TIME", summary: "how long a Wait waits (the clock is virtual: none)",
            meaning: .ignored, parse: { $0.readTime("Set WaitTimeout").map { _ in .ignoredSetting("WaitTimeout") } }),
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
    mutating func readAnyValue(_ name: String) -> ScriptCommand? {
        advance()
        return .ignoredSetting(name)
    }

    mutating func parseTheme() -> ScriptCommand? {
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
        return .ignoredSetting("Theme")
    }

    mutating func parseMarginFill() -> ScriptCommand? {
        advance()
        let fill = current.text
        if fill.hasPrefix("#") {
            let digits = fill.dropFirst()
            guard digits.count == 6, digits.allSatisfy(\.isHexDigit) else {
                fail(at: current, "Set MarginFill: \"\(Token.inert(fill))\" is not a colour (#RRGGBB)")
                return nil
            }
        }
        return .setPixels(.marginFill(!fill.isEmpty))
    }

    mutating func parseWindowBar() -> ScriptCommand? {
        advance()
        let styles = ["", "Colorful", "ColorfulRight", "Rings", "RingsRight"]
        guard styles.contains(current.text) else {
            fail(
                at: current,
                "Set WindowBar: \(current.shown) is not a bar style (Colorful, ColorfulRight, Rings, RingsRight)")
            return nil
        }
        return .setPixels(.windowBar(!current.text.isEmpty))
    }

    mutating func parseCursorBlink() -> ScriptCommand? {
        advance()
        guard current.isWord("true") || current.isWord("false") else {
            fail(at: current, "Set CursorBlink takes true or false\(found(current))")
            return nil
        }
        return .ignoredSetting("CursorBlink")
    }

    /// `Set LoopOffset 20` or `20%`.
    mutating func parseLoopOffset() -> ScriptCommand? {
        guard readPictureNumber(whole: false) != nil else { return nil }
        if peek.isSymbol("%") { advance() }
        return .ignoredSetting("LoopOffset")
    }
}
