// MARK: - bash

extension CompletionModel {
    /// The script's helpers, the same for every command.
    static let bashHelpers = """
        # duosim completions for bash (made by 'duosim completions bash' from its option tables).
        # Load it with: source <(duosim completions bash)

        _duosim_words() {  # WORDS CURRENT: the words that start with CURRENT
            local IFS=$' \\t\\n'
            COMPREPLY+=($(compgen -W "$1" -- "$2"))
        }

        _duosim_files() {  # EXTENSION CURRENT: files with EXTENSION ('' for any), and folders
            local IFS=$'\\n'
            compopt -o filenames 2>/dev/null
            if [[ -n "$1" ]]; then
                COMPREPLY+=($(compgen -f -X "!*.$1" -- "$2"))
            else
                COMPREPLY+=($(compgen -f -- "$2"))
            fi
            COMPREPLY+=($(compgen -d -- "$2"))
        }

        _duosim_folders() {  # CURRENT
            local IFS=$'\\n'
            compopt -o filenames 2>/dev/null
            COMPREPLY+=($(compgen -d -- "$1"))
        }


        """

    /// The bash script: `_duosim` finds the command, then the command's function completes the
    /// value of the option before the cursor, an option, or the command's arguments.
    var bash: String {
        var out = Self.bashHelpers
        for command in commands {
            out += bashFunction(command)
        }
        out += """
            _duosim() {
                COMPREPLY=()
                local cur="${COMP_WORDS[COMP_CWORD]}" prev="" command="" i
                (( COMP_CWORD > 0 )) && prev="${COMP_WORDS[COMP_CWORD-1]}"
                # --option=value: bash splits at '='.
                if [[ "$cur" == "=" ]]; then cur=""; fi
                if [[ "$prev" == "=" ]] && (( COMP_CWORD > 1 )); then prev="${COMP_WORDS[COMP_CWORD-2]}"; fi
                if (( COMP_CWORD > 1 )); then
                    case "${COMP_WORDS[1]}" in
                        \(commands.map(\.name).joined(separator: "|"))) command="${COMP_WORDS[1]}" ;;
                        -*) command="tui" ;;
                    esac
                fi
                if [[ -z "$command" ]]; then
                    if [[ "$cur" == -* ]]; then
                        _duosim_words \(topOptions.flatMap(\.names).joined(separator: " ").shellQuoted) "$cur"
                    else
                        _duosim_words \(commands.map(\.name).joined(separator: " ").shellQuoted) "$cur"
                    fi
                    return 0
                fi
                "_duosim_$command" "$cur" "$prev"
                return 0
            }

            complete -F _duosim duosim

            """
        return out
    }

    /// `_duosim_NAME CURRENT PREVIOUS`: an option's value, an option, or an argument.
    private func bashFunction(_ command: CommandModel) -> String {
        var cases = ""
        for option in command.options where option.value != nil {
            let pattern = option.names.joined(separator: "|")
            cases += "        \(pattern)) \(bashCompletion(option.completion)) return 0 ;;\n"
        }
        let optionWords = command.options.flatMap(\.names).joined(separator: " ")
        var out = "_duosim_\(command.name)() {\n"
        if !cases.isEmpty { out += "    case \"$2\" in\n\(cases)    esac\n" }
        out += "    if [[ \"$1\" == -* ]]; then\n"
        out += "        _duosim_words \(optionWords.shellQuoted) \"$1\"\n"
        out += "        return 0\n    fi\n"
        if let positional = command.positional { out += "    \(bashCompletion(positional.completion))\n" }
        return out + "}\n\n"
    }

    /// The commands that complete one value.
    private func bashCompletion(_ completion: ValueCompletion) -> String {
        var parts: [String] = []
        let words = words(completion)
        if !words.isEmpty { parts.append("_duosim_words \(words.joined(separator: " ").shellQuoted) \"$1\";") }
        if completion == .folders {
            parts.append("_duosim_folders \"$1\";")
        } else if let ext = Self.fileExtension(completion) {
            parts.append("_duosim_files \(ext.shellQuoted) \"$1\";")
        }
        return parts.isEmpty ? ":;" : parts.joined(separator: " ")
    }
}
