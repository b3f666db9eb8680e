// MARK: - PromptCommand

/// What a line typed at the prompt asks for. duosim runs no shell: `duosim ARGS` (also
/// `./duosim`, `.build/release/duosim`, `swift run duosim ARGS`) starts its UI, `clear` clears the
/// screen, and anything else isn't run.
enum PromptCommand: Equatable {
    case empty
    case clear
    /// Start the UI with these arguments.
    case launch([String])
    /// Not run (a shell command, or `duosim` with another command such as `query`).
    case other(String)

    init(_ line: String) {
        let trimmed = line.trimmingSpaces
        guard !trimmed.isEmpty else {
            self = .empty
            return
        }
        guard let words = Self.words(trimmed) else {
            self = .other(trimmed)
            return
        }
        if words == ["clear"] {
            self = .clear
        } else if let arguments = Self.duosimArguments(words), Self.startsUI(arguments) {
            self = .launch(arguments)
        } else {
            self = .other(trimmed)
        }
    }

    /// The arguments after the program when the words run duosim.
    static func duosimArguments(_ words: [String]) -> [String]? {
        guard let program = words.first else { return nil }
        if program == "duosim" || program.hasSuffix("/duosim") { return Array(words.dropFirst()) }
        guard program == "swift", words.count >= 2, words[1] == "run" else { return nil }
        // `swift run [options] duosim ARGS`: options with a value take the word after them.
        let valued: Set<String> = [
            "-c", "--configuration", "--package-path", "--scratch-path", "-Xswiftc", "-Xlinker", "-Xcc",
        ]
        var index = 2
        while index < words.count, words[index].hasPrefix("-") {
            index += valued.contains(words[index]) ? 2 : 1
        }
        guard index < words.count, words[index] == "duosim" else { return nil }
        return Array(words[(index + 1)...])
    }

    /// Whether the arguments start the UI (no arguments, options, or `tui`), not another command.
    static func startsUI(_ arguments: [String]) -> Bool {
        guard let first = arguments.first else { return true }
        let other: Set<String> = ["-h", "--help", "help", "--version", "-V", "version"]
        if arguments.contains(where: { other.contains($0) }) { return false }
        return first == "tui" || first.hasPrefix("-")
    }

    /// The line's words as a shell splits them (quotes, backslashes), or nil when it holds
    /// anything a shell would do more with (pipes, redirections, `;`, `&&`, `$…`, globs).
    static func words(_ line: String) -> [String]? {
        var words: [String] = []
        var word = ""
        var inWord = false
        var quote: Character?
        var escaped = false
        for character in line {
            if escaped {
                word.append(character)
                escaped = false
            } else if let open = quote {
                if character == open {
                    quote = nil
                } else if character == "\\" && open == "\"" {
                    escaped = true
                } else {
                    word.append(character)
                }
            } else if character == "\\" {
                escaped = true
                inWord = true
            } else if character == "'" || character == "\"" {
                quote = character
                inWord = true
            } else if character == " " || character == "\t" {
                if inWord { words.append(word) }
                word = ""
                inWord = false
            } else if "|&;<>()$`*?[]{}~!".contains(character) {
                return nil
            } else {
                word.append(character)
                inWord = true
            }
        }
        guard quote == nil, !escaped else { return nil }
        if inWord { words.append(word) }
        return words
    }
}

extension String {
    /// Without spaces and tabs at either end.
    var trimmingSpaces: String {
        let blank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = firstIndex(where: { !blank($0) }), let last = lastIndex(where: { !blank($0) }) else {
            return ""
        }
        return String(self[first...last])
    }
}
