import PoseEngine

// MARK: - TapeSetting

/// `Set`'s settings, one table (the parser, the help and Docs/TAPES.md read it): VHS's every one,
/// and duosim's own. What each means here: used, used only to turn VHS's pixels into cells, or
/// nothing in a text terminal (accepted, and named once on stderr).
public struct TapeSetting: Sendable {
    public enum Meaning: String, Sendable {
        case used
        /// Sizes VHS's picture: in a tape at the prompt, part of turning pixels into cells.
        case sizes
        case ignored
    }

    public var name: String
    public var value: String
    public var summary: String
    public var meaning: Meaning
    /// duosim's own setting (Profile, App, Vocabulary), which VHS doesn't have.
    public var isDuosims = false
    let parse: @Sendable (inout TapeParser) -> ScriptCommand?

    public static func named(_ name: String) -> TapeSetting? { all.first { $0.name == name } }

    public static let all: [TapeSetting] =
        [
            TapeSetting(
                name: "Width", value: "N", summary: "columns in duosim's dialect (20…1000); VHS's pixels at the prompt",
                meaning: .used, parse: { $0.readInteger("Set Width", 1...100_000).map(ScriptCommand.setWidth) }),
            TapeSetting(
                name: "Height", value: "N", summary: "rows in duosim's dialect (5…1000); VHS's pixels at the prompt",
                meaning: .used, parse: { $0.readInteger("Set Height", 1...100_000).map(ScriptCommand.setHeight) }),
            TapeSetting(
                name: "TypingSpeed", value: "TIME", summary: "time between typed keys (default 50ms)", meaning: .used,
                parse: { $0.readTime("Set TypingSpeed").map(ScriptCommand.setTypingSpeed) }),
            TapeSetting(
                name: "WaitPattern", value: "/REGEX/", summary: "what a Wait without a pattern looks for (default >$)",
                meaning: .used, parse: { $0.parseWaitPattern() }),
            TapeSetting(
                name: "Profile", value: "NAME|FILE", summary: "duosim's device profile (before the first action)",
                meaning: .used, isDuosims: true,
                parse: {
                    $0.readPath("Set Profile", "a profile: Set Profile \"iphone-duo\"").map(ScriptCommand.setProfile)
                }),
            TapeSetting(
                name: "App", value: "NAME|FILE", summary: "duosim's app profile", meaning: .used, isDuosims: true,
                parse: { $0.readPath("Set App", "an app: Set App \"mail\"").map(ScriptCommand.setApp) }),
            TapeSetting(
                name: "Vocabulary", value: "WORDS", summary: "the panel's words: apple, android, flutter or web",
                meaning: .used, isDuosims: true, parse: { $0.parseVocabulary() }),
        ] + pictureSettings
}

extension TapeParser {
    mutating func parseSet() -> ScriptCommand? {
        let names = TapeSetting.all.map(\.name)
        guard peek.kind == .word, let setting = TapeSetting.named(peek.text) else {
            let list = TapeSetting.all.filter { $0.meaning == .used }.map(\.name).joined(separator: ", ")
            fail(
                at: peek,
                peek.kind == .end || peek.startsLine
                    ? "Set needs a setting: \(list), or one of VHS's"
                    : "unknown setting \(peek.shown) (expected \(list), or one of VHS's: \(names.filter { !list.contains($0) }.joined(separator: ", ")))"
            )
            return nil
        }
        advance()
        verbName = "Set \(setting.name)"
        isDuosims = setting.isDuosims
        guard peek.kind != .end, !peek.startsLine || setting.name == "Theme" else {
            fail(at: peek, "Set \(setting.name) takes \(setting.value)")
            return nil
        }
        return setting.parse(&self)
    }

    mutating func parseVocabulary() -> ScriptCommand? {
        guard let word = readString("Set Vocabulary", "apple, android, flutter or web") else { return nil }
        guard let vocabulary = PlatformVocabulary(rawValue: word) else {
            let names = PlatformVocabulary.allCases.map(\.rawValue).joined(separator: ", ")
            fail(at: current, "Set Vocabulary: \(current.shown) is not one of: \(names)")
            return nil
        }
        return .setVocabulary(vocabulary)
    }

    /// `Set WaitPattern /re/` or `"re"`.
    mutating func parseWaitPattern() -> ScriptCommand? {
        guard peek.kind == .regex || peek.isString else {
            fail(at: peek, "Set WaitPattern takes a pattern: Set WaitPattern />$/\(found(peek))")
            return nil
        }
        advance()
        return compile(current).map(ScriptCommand.setWaitPattern)
    }
}
