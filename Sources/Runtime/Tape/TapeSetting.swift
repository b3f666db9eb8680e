import Pixels
import PoseEngine
import Simulator

// MARK: - TapeSetting

/// `Set`'s settings, one table (the parser, the help and Docs/TAPES.md read it): VHS's every one,
/// and duosim's own. What each means here: used, used only to turn VHS's pixels into cells, or
/// nothing in a text terminal (accepted, and named once on stderr).
public struct TapeSetting: Sendable {
    public enum Meaning: String, Sendable {
        case used
        /// Sizes VHS's picture: in a tape at the prompt, part of turning pixels into cells.
        case sizes
        /// Draws the tape's pictures (`Set Theme`), and means nothing in text.
        case draws
        case ignored
    }

    public var name: String
    public var value: String
    public var summary: String
    public var meaning: Meaning
    /// duosim's own setting (Profile, App, Vocabulary), which VHS doesn't have.
    public var isDuosims = false
    let reader: TapeRowReader

    /// A row whose parse reads a `Value` that the command, the check and the perform all take.
    init<Value: Sendable>(
        _ name: String, value: String, summary: String, meaning: Meaning = .used, isDuosims: Bool = false,
        parse: @escaping @Sendable (inout TapeParser) -> Value?,
        command: @escaping @Sendable (Value) -> ScriptCommand,
        check: @escaping @Sendable (inout TapeFacts, Value, ScriptLine) -> String? = { _, _, _ in nil },
        perform: @escaping @Sendable (inout ReplaySession, Value) throws -> Void
    ) {
        self.name = name
        self.value = value
        self.summary = summary
        self.meaning = meaning
        self.isDuosims = isDuosims
        reader = TapeRowReader(parse: parse, command: command, check: check, perform: perform)
    }

    /// One of VHS's settings that sizes its picture: a tape at the prompt turns its pixels into cells with it.
    static func picture(
        _ name: String, value: String, summary: String, parse: @escaping @Sendable (inout TapeParser) -> PixelSetting?
    ) -> TapeSetting {
        TapeSetting(
            name, value: value, summary: summary, meaning: .sizes, parse: parse, command: ScriptCommand.setPixels,
            check: { facts, setting, _ in facts.notePixels(setting, name: "Set \(name)") },
            perform: { session, setting in
                session.terminal.pixels.apply(setting)
                session.terminal.style.apply(setting)
            })
    }

    /// One of VHS's settings that draws its pictures without sizing them (`Set Theme`).
    static func drawing(
        _ name: String, value: String, summary: String, parse: @escaping @Sendable (inout TapeParser) -> PictureSetting?
    ) -> TapeSetting {
        TapeSetting(
            name, value: value, summary: summary, meaning: .draws, parse: parse, command: ScriptCommand.setPicture,
            check: { facts, _, _ in facts.notePicture("Set \(name)") },
            perform: { session, setting in session.terminal.style.apply(setting) })
    }

    /// One of VHS's settings that means nothing in text: read as VHS reads it, named once.
    static func ignored(
        _ name: String, value: String, summary: String, parse: @escaping @Sendable (inout TapeParser) -> Bool?
    ) -> TapeSetting {
        TapeSetting(
            name, value: value, summary: summary, meaning: .ignored,
            parse: { parser in parse(&parser).map { _ in () } },
            command: { _ in .ignoredSetting(name) }, check: { facts, _, _ in facts.noteIgnored("Set \(name)") },
            perform: { _, _ in })
    }

    public static func named(_ name: String) -> TapeSetting? { all.first { $0.name == name } }

    public static let all: [TapeSetting] =
        [
            TapeSetting(
                "Width", value: "N",
                summary:
                    "columns in duosim's dialect (\(Limits.describe(Limits.tapeColumns))); VHS's pixels at the prompt",
                parse: { $0.readInteger("Set Width", Limits.tapeSize, shown: TerminalSide.width.range) },
                command: ScriptCommand.setWidth,
                check: { facts, value, line in facts.noteSize(.width, value, line) },
                perform: { try $0.setSize(.width, $1) }),
            TapeSetting(
                "Height", value: "N",
                summary: "rows in duosim's dialect (\(Limits.describe(Limits.tapeRows))); VHS's pixels at the prompt",
                parse: { $0.readInteger("Set Height", Limits.tapeSize, shown: TerminalSide.height.range) },
                command: ScriptCommand.setHeight,
                check: { facts, value, line in facts.noteSize(.height, value, line) },
                perform: { try $0.setSize(.height, $1) }),
            TapeSetting(
                "TypingSpeed", value: "TIME", summary: "time between typed keys (default 50ms)",
                parse: { $0.readTime("Set TypingSpeed") }, command: ScriptCommand.setTypingSpeed,
                perform: { $0.typingSpeed = $1 }),
            TapeSetting(
                "WaitPattern", value: "/REGEX/", summary: "what a Wait without a pattern looks for (default >$)",
                parse: { $0.parseWaitPattern() }, command: ScriptCommand.setWaitPattern,
                perform: { $0.waitPattern = $1 }),
            TapeSetting(
                "Profile", value: "NAME|FILE", summary: "duosim's device profile (before the first action)",
                isDuosims: true, parse: { $0.readPath("Set Profile", "a profile: Set Profile \"iphone-duo\"") },
                command: ScriptCommand.setProfile, perform: { try $0.setProfile($1) }),
            TapeSetting(
                "App", value: "NAME|FILE", summary: "duosim's app profile", isDuosims: true,
                parse: { $0.readPath("Set App", "an app: Set App \"mail\"") }, command: ScriptCommand.setApp,
                perform: { try $0.setApp($1) }),
            TapeSetting(
                "Vocabulary", value: "WORDS", summary: "the panel's words: apple, android, flutter or web",
                isDuosims: true, parse: { $0.parseVocabulary() }, command: ScriptCommand.setVocabulary,
                perform: { try $0.setVocabulary($1) }),
        ] + pictureSettings
}

extension TapeParser {
    mutating func parseSet() -> (ScriptCommand, TapeStep)? {
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
        return setting.reader.read(&self)
    }

    mutating func parseVocabulary() -> PlatformVocabulary? {
        guard let word = readString("Set Vocabulary", "apple, android, flutter or web") else { return nil }
        guard let vocabulary = PlatformVocabulary(rawValue: word) else {
            let names = PlatformVocabulary.allCases.map(\.rawValue).joined(separator: ", ")
            fail(at: current, "Set Vocabulary: \(current.shown) is not one of: \(names)")
            return nil
        }
        return vocabulary
    }

    /// `Set WaitPattern /re/` or `"re"`.
    mutating func parseWaitPattern() -> TapePattern? {
        guard peek.kind == .regex || peek.isString else {
            fail(at: peek, "Set WaitPattern takes a pattern: Set WaitPattern />$/\(found(peek))")
            return nil
        }
        advance()
        return compile(current)
    }
}
