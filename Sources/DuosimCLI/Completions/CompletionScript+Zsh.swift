// MARK: - zsh

extension CompletionModel {
    /// The zsh script: a `_duosim_NAME` per command, written with `_arguments`, and `_duosim`,
    /// which completes the command (or the UI's options, `duosim --pose …` being the UI) and hands
    /// the rest to the command's function.
    var zsh: String {
        var out = """
            #compdef duosim
            # duosim completions for zsh (made by 'duosim completions zsh' from its option tables).
            # Load it with: source <(duosim completions zsh)   (after compinit), or save it as _duosim
            # in a folder on $fpath.

            _duosim_json() {  # [--folders] WORDS…: a bundled name (the words), a .json file (or a folder)
                local -a bundled alternatives
                local folders=0
                if [[ $1 == --folders ]]; then folders=1; shift; fi
                bundled=("$@")
                alternatives=("bundled:bundled profile:(${bundled[*]})" 'files:profile file:_files -g "*.json(-.)"')
                (( folders )) && alternatives+=('folders:folder:_path_files -/')
                _alternative $alternatives
            }


            """
        for command in commands {
            out += zshFunction(command)
        }
        let described = commands.map { "\($0.name):\(Self.zshText($0.summary))".shellQuoted }
        out += """
            _duosim() {
                local -a commands
                commands=(\(described.joined(separator: " ")))
                if (( CURRENT == 2 )) && [[ $words[2] != -* ]]; then
                    _describe -t commands 'duosim command' commands
                    return
                fi
                local command=$words[2]
                if (( ${+functions[_duosim_$command]} )) && [[ $command != -* ]]; then
                    shift words
                    (( CURRENT-- ))
                    _duosim_$command
                else
                    _duosim_top
                fi
            }

            _duosim_top() {
                _arguments -S \\
            \(topOptions.map { "        " + zshSpec($0) }.joined(separator: " \\\n"))
            }

            if [[ $zsh_eval_context[-1] == loadautofunc ]]; then
                _duosim "$@"
            else
                compdef _duosim duosim
            fi

            """
        return out
    }

    /// `_duosim_NAME`: its options and arguments for `_arguments`.
    private func zshFunction(_ command: CommandModel) -> String {
        var specs = command.options.map(zshSpec)
        if let positional = command.positional {
            specs.append("'*:\(Self.zshText(positional.name)):\(zshAction(positional.completion))'")
        }
        var out = "_duosim_\(command.name)() {\n"
        out += specs.isEmpty ? "    _arguments -S\n" : "    _arguments -S \\\n"
        out += specs.map { "        " + $0 }.joined(separator: " \\\n")
        return out + "\n}\n\n"
    }

    /// One option for `_arguments`: `'--pose=[help]:NAME:(closed book …)'`, both names of a pair.
    private func zshSpec(_ option: OptionSpec) -> String {
        let help = "[\(Self.zshText(option.help.first ?? ""))]"
        let value = option.value.map { ":\(Self.zshText($0)):\(zshAction(option.completion))" } ?? ""
        // A value is the next word, as help shows it (`--pose NAME`).
        let suffix = ""
        if option.names.count > 1 {
            let exclusions = "(\(option.names.joined(separator: " ")))"
            return
                "\(exclusions.shellQuoted){\(option.names.joined(separator: ","))}\((suffix + help + value).shellQuoted)"
        }
        return (option.names[0] + suffix + help + value).shellQuoted
    }

    /// What completes a value in zsh.
    private func zshAction(_ completion: ValueCompletion) -> String {
        switch completion {
        case .none: return " "
        case .choices, .poses, .commands: return "(\(words(completion).joined(separator: " ")))"
        // In braces: called as written, without the options _arguments passes a plain action.
        case .deviceProfiles, .appProfiles: return "{_duosim_json \(words(completion).joined(separator: " "))}"
        case .appProfilesOrFolders: return "{_duosim_json --folders \(apps.joined(separator: " "))}"
        case .files(let ext): return ext.map { "_files -g \"*.\($0)(-.)\"" } ?? "_files"
        case .folders: return "_path_files -/"
        }
    }

    /// Help words safe inside `_arguments`' brackets and colon-separated fields.
    static func zshText(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "[", "]", ":", "\\": out += "\\\(character)"
            default: out.append(character)
            }
        }
        return out
    }
}
