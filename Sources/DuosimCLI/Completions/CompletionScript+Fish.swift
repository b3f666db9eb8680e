// MARK: - fish

extension CompletionModel {
    /// The fish script: a `complete` line per command, option and argument, conditioned on the
    /// command the line holds (`__duosim_in NAME`; the UI's when it starts with an option).
    var fish: String {
        var out = fishHelpers
        for command in commands {
            out +=
                "complete -c duosim -n 'test -z (__duosim_command)' -a \(command.name) -d \(command.summary.shellQuoted)\n"
        }
        for command in commands {
            let condition = "__duosim_in \(command.name)".shellQuoted
            for option in command.options {
                out += "complete -c duosim -n \(condition)\(fishNames(option))\(fishValue(option))"
                out += " -d \((option.help.first ?? "").shellQuoted)\n"
            }
            if let positional = command.positional {
                out += "complete -c duosim -n \(condition)\(fishArguments(positional.completion))\n"
            }
        }
        return out
    }

    /// The script's functions, and the top level's options.
    private var fishHelpers: String {
        let names = commands.map(\.name).joined(separator: " ")
        return """
            # duosim completions for fish (made by 'duosim completions fish' from its option tables).
            # Load it with: duosim completions fish | source
            # or save it as ~/.config/fish/completions/duosim.fish

            function __duosim_command
                set -l words (commandline -opc)
                set -e words[1]
                if test (count $words) -eq 0
                    return
                end
                if contains -- $words[1] \(names)
                    echo $words[1]
                else if string match -q -- '-*' $words[1]
                    echo tui
                end
            end

            function __duosim_in
                set -l command (__duosim_command)
                test "$command" = "$argv[1]"; or begin; test "$argv[1]" = tui; and test -z "$command"; end
            end

            function __duosim_files  # EXTENSION: files with it ('' for any), and folders
                set -l token (commandline -ct)
                for file in $token*
                    if test -d $file
                        echo $file/
                    else if test -z "$argv[1]"; or string match -q -- "*.$argv[1]" $file
                        echo $file
                    end
                end
            end

            function __duosim_json
                printf '%s\\n' $argv
                __duosim_files json
            end

            complete -c duosim -f
            complete -c duosim -n 'test -z (__duosim_command)' -l help -s h -d 'show this help'
            complete -c duosim -n 'test -z (__duosim_command)' -l version -d 'show the version'

            """
    }

    private func fishNames(_ option: OptionSpec) -> String {
        option.names.map { $0.hasPrefix("--") ? " -l \($0.dropFirst(2))" : " -s \($0.dropFirst())" }.joined()
    }

    private func fishValue(_ option: OptionSpec) -> String {
        guard option.value != nil else { return "" }
        return " -r" + fishArguments(option.completion)
    }

    /// What completes a value or an argument: words, `.json` files, files, or folders.
    private func fishArguments(_ completion: ValueCompletion) -> String {
        let words = words(completion).joined(separator: " ")
        switch completion {
        case .none: return " -x"
        case .choices, .poses, .commands: return " -x -a \(words.shellQuoted)"
        case .deviceProfiles, .appProfiles: return " -x -a \("(__duosim_json \(words))".shellQuoted)"
        case .appProfilesOrFolders:
            return " -x -a \("(__duosim_json \(words); __fish_complete_directories)".shellQuoted)"
        case .files(let ext):
            return ext.map { " -x -a \("(__duosim_files \($0))".shellQuoted)" } ?? " -F"
        case .folders: return " -x -a \("(__fish_complete_directories)".shellQuoted)"
        }
    }
}
