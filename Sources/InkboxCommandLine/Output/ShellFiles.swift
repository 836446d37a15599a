import CommandOptions
import Reports

/// The shells `inkbox completions` writes for.
enum Shell: String, CaseIterable, Sendable {
    case bash, zsh, fish
}

extension Specs {
    static let completions = CommandSpec(
        name: "completions",
        abstract: "Print a shell completion script (bash, zsh or fish), made from the same tables as --help.",
        usage: "inkbox completions bash|zsh|fish",
        arguments: [ArgumentSpec(name: "<shell>", help: "bash, zsh or fish.")],
        options: [helpOption],
        discussion: """
            Save the script where the shell looks for completions, for example:
              bash: ~/.local/share/bash-completion/completions/inkbox
              zsh:  a folder on $fpath, as _inkbox
              fish: ~/.config/fish/completions/inkbox.fish
            The packaged inkbox (scripts/package) ships all three under share/.
            """,
        examples: ["inkbox completions bash", "inkbox completions zsh", "inkbox completions fish"])

    static let manual = CommandSpec(
        name: "man",
        abstract: "Print inkbox's manual page (roff), made from the same tables as --help.",
        usage: "inkbox man",
        arguments: [],
        options: [helpOption],
        discussion: """
            Every subcommand's help, its options and examples, and the exit codes, as one page. The
            packaged inkbox ships it as share/man/man1/inkbox.1; from a source build, save it and
            read it with man -l.
            """,
        examples: ["inkbox man"])
}

/// Completion scripts and the manual page, both written from `Specs.commands`: the subcommands,
/// their options and each option's values (`a|b|c` value names), as `--help` prints them.
enum ShellFiles {
    /// The subcommands a user runs, with their options (help last, as every command takes it).
    private static var commands: [CommandSpec] { Specs.commands }

    /// The words a shell completes an option's value with: the option's own list (platforms,
    /// character sets, formats, languages), else the words its value name lists (`<a|b|c>`).
    private static func choices(_ option: OptionSpec) -> [String] {
        if let values = option.values { return values }
        guard let name = option.valueName, name.contains("|") else { return [] }
        return name.split(separator: "|").map(String.init)
    }

    /// Whether file names complete an option's value: a path, a glob of them, or a report's
    /// `format=path`; other values without words (a size, a string) complete with nothing.
    private static func takesPath(_ option: OptionSpec) -> Bool {
        option.valueIsPath || ["glob", "format=path"].contains(option.valueName ?? "")
    }

    /// The words a command's first argument completes with, where it is a word rather than a file:
    /// `completions bash`, `generate swift`.
    private static func firstWords(_ command: CommandSpec) -> [String]? {
        switch command.name {
        case Specs.completions.name: return Shell.allCases.map(\.rawValue)
        case Specs.generate.name: return GenerateTarget.allCases.map(\.rawValue)
        default: return nil
        }
    }

    /// The value words a completion offers: shell-safe words only (option tables are ours, but
    /// a value name with a quote or a space would break the script, so it is left out).
    private static func safe(_ words: [String]) -> [String] {
        words.filter { $0.allSatisfy { $0.isLetter || $0.isNumber || "-_.".contains($0) } }
    }

    static func script(_ shell: Shell) -> String {
        switch shell {
        case .bash: bash
        case .zsh: zsh
        case .fish: fish
        }
    }

    private static var bash: String {
        var text = """
            # bash completion for inkbox (inkbox completions bash), made from its --help tables.
            _inkbox() {
                local cur prev command
                cur="${COMP_WORDS[COMP_CWORD]}"
                prev="${COMP_WORDS[COMP_CWORD-1]}"
                command="${COMP_WORDS[1]}"
                if [ "$COMP_CWORD" -eq 1 ]; then
                    COMPREPLY=($(compgen -W "\(commands.map(\.name).joined(separator: " ")) help --help --version" -- "$cur"))
                    return
                fi
                case "$command" in

            """
        for command in commands {
            text += "        \(command.name))\n            case \"$prev\" in\n"
            for option in command.options where !safe(choices(option)).isEmpty {
                text +=
                    "                \(option.name)) COMPREPLY=($(compgen -W \"\(safe(choices(option)).joined(separator: " "))\" -- \"$cur\")); return ;;\n"
            }
            let valued = command.options.filter { $0.valueName != nil && safe(choices($0)).isEmpty }
            let paths = valued.filter(takesPath).map(\.name)
            if !paths.isEmpty {
                text +=
                    "                \(paths.joined(separator: "|"))) COMPREPLY=($(compgen -f -- \"$cur\")); return ;;\n"
            }
            let others = valued.filter { !takesPath($0) }.map(\.name)
            if !others.isEmpty { text += "                \(others.joined(separator: "|"))) COMPREPLY=(); return ;;\n" }
            let words = command.options.flatMap { [$0.name] + ($0.shortName.map { [$0] } ?? []) }
            text += "            esac\n"
            text += "            if [[ \"$cur\" == -* ]]; then\n"
            text += "                COMPREPLY=($(compgen -W \"\(words.joined(separator: " "))\" -- \"$cur\"))\n"
            if let first = firstWords(command) {
                text += "            elif [ \"$COMP_CWORD\" -eq 2 ]; then\n"
                text += "                COMPREPLY=($(compgen -W \"\(first.joined(separator: " "))\" -- \"$cur\"))\n"
            }
            text +=
                "            else\n                COMPREPLY=($(compgen -f -- \"$cur\"))\n            fi\n            ;;\n"
        }
        text += """
                help) COMPREPLY=($(compgen -W "\(commands.map(\.name).joined(separator: " "))" -- "$cur")) ;;
                esac
            }
            complete -o filenames -F _inkbox inkbox

            """
        return text
    }

    private static var zsh: String {
        func escaped(_ text: String) -> String {
            text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "'\\''")
                .replacingOccurrences(of: "[", with: "\\[").replacingOccurrences(of: "]", with: "\\]")
                .replacingOccurrences(of: ":", with: "\\:")
        }
        func summary(_ help: String) -> String {
            let sentence = help.split(separator: ".", maxSplits: 1).first.map(String.init) ?? help
            return escaped(sentence.count > 70 ? String(sentence.prefix(70)) + "..." : sentence)
        }
        var text = """
            #compdef inkbox
            # zsh completion for inkbox (inkbox completions zsh), made from its --help tables.
            _inkbox() {
                local -a commands
                commands=(

            """
        for command in commands { text += "        '\(command.name):\(summary(command.abstract))'\n" }
        text += """
                    'help:Show help for a subcommand.'
                )
                if (( CURRENT == 2 )); then
                    _describe 'inkbox subcommand' commands
                    return
                fi
                # The subcommand is the command _arguments completes: its first argument is words[2].
                shift words
                (( CURRENT-- ))
                case "$words[1]" in

            """
        for command in commands {
            text += "        \(command.name))\n            _arguments -s \\\n"
            for option in command.options {
                let values = safe(choices(option))
                let action =
                    option.valueName == nil
                    ? ""
                    : !values.isEmpty
                        ? ":value:(\(values.joined(separator: " ")))" : takesPath(option) ? ":value:_files" : ":value: "
                text += "                '\(option.name)[\(summary(option.help))]\(action)' \\\n"
            }
            if let first = firstWords(command) {
                text += "                '1:argument:(\(first.joined(separator: " ")))' \\\n"
            }
            text +=
                command.name == Specs.completions.name
                ? "            ;;\n" : "                '*:file:_files'\n            ;;\n"
        }
        text += """
                help) _describe 'inkbox subcommand' commands ;;
                esac
            }
            _inkbox "$@"

            """
        return text
    }

    private static var fish: String {
        func quoted(_ text: String) -> String {
            "'" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'") + "'"
        }
        func summary(_ help: String) -> String {
            let sentence = help.split(separator: ".", maxSplits: 1).first.map(String.init) ?? help
            return quoted(sentence.count > 70 ? String(sentence.prefix(70)) + "..." : sentence)
        }
        let names = commands.map(\.name).joined(separator: " ")
        var text = """
            # fish completion for inkbox (inkbox completions fish), made from its --help tables.
            complete -c inkbox -f
            complete -c inkbox -n 'not __fish_seen_subcommand_from \(names) help' -l version -d 'Show the version'

            """
        for command in commands {
            text +=
                "complete -c inkbox -n 'not __fish_seen_subcommand_from \(names) help' -a \(command.name) -d \(summary(command.abstract))\n"
        }
        text +=
            "complete -c inkbox -n 'not __fish_seen_subcommand_from \(names) help' -a help -d 'Show help for a subcommand'\n"
        text += "complete -c inkbox -n '__fish_seen_subcommand_from help' -a '\(names)'\n"
        for command in commands {
            let condition = "-n '__fish_seen_subcommand_from \(command.name)'"
            if let first = firstWords(command) {
                text += "complete -c inkbox \(condition) -a '\(first.joined(separator: " "))'\n"
            }
            if command.name != Specs.completions.name { text += "complete -c inkbox \(condition) -F\n" }
            for option in command.options {
                var line = "complete -c inkbox \(condition) -l \(option.name.dropFirst(2))"
                if let short = option.shortName { line += " -s \(short.dropFirst())" }
                let values = safe(choices(option))
                if option.valueName != nil {
                    line +=
                        !values.isEmpty
                        ? " -x -a '\(values.joined(separator: " "))'" : takesPath(option) ? " -r -F" : " -x"
                }
                text += line + " -d \(summary(option.help))\n"
            }
        }
        return text
    }

    /// The manual page: the overview, each subcommand with its options, the exit codes.
    static var manual: String {
        // Backslashes and hyphens escaped, other than ASCII as \[uXXXX] (groff reads a page as
        // Latin-1 unless told), and a line that would start a request kept as text.
        func roff(_ text: String) -> String {
            var escaped = ""
            for scalar in text.unicodeScalars {
                switch scalar {
                case "\\": escaped += "\\e"
                case "-": escaped += "\\-"
                case _ where scalar.value > 127:
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    escaped += "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
                default: escaped.unicodeScalars.append(scalar)
                }
            }
            return
                escaped
                .split(separator: "\n", omittingEmptySubsequences: false)
                .map { $0.hasPrefix(".") || $0.hasPrefix("'") ? "\\&" + $0 : String($0) }
                .joined(separator: "\n")
        }
        var text = """
            .TH INKBOX 1 "" "inkbox \(Specs.version)" "User Commands"
            .SH NAME
            inkbox \\- which glyphs of a font are cut off on screen, and how much room stops it
            .SH SYNOPSIS
            .B inkbox
            .I subcommand
            [\\fIoptions\\fR] ...
            .SH DESCRIPTION
            An iOS UILabel draws into a backing store the size of its bounds. When a font's line box is
            shorter than its glyphs, accents and descenders are cut off; Android, Compose, the web, Flutter,
            React Native and Windows GDI each cut by their own rule. inkbox reads the font's raw metrics and
            exact glyph ink through FreeType and predicts the clipping per platform and size.
            .SH COMMANDS

            """
        for command in commands {
            text += ".SS \(roff(command.name))\n\(roff(command.abstract))\n.PP\n.B \(roff(command.usage))\n"
            for argument in command.arguments {
                text += ".TP\n.I \(roff(argument.name))\n\(roff(argument.help))\n"
            }
            for option in command.options {
                let names = ([option.shortName].compactMap { $0 } + [option.name]).map { "\\fB\(roff($0))\\fR" }
                let value = option.valueName.map { " \\fI<\(roff($0))>\\fR" } ?? ""
                text += ".TP\n\(names.joined(separator: ", "))\(value)\n\(roff(option.help))\n"
            }
            if !command.discussion.isEmpty { text += ".PP\n.nf\n\(roff(command.discussion))\n.fi\n" }
            if !command.examples.isEmpty {
                text +=
                    ".PP\nExamples:\n.nf\n" + command.examples.map { "  " + roff($0) }.joined(separator: "\n")
                    + "\n.fi\n"
            }
        }
        text += ".SH EXIT STATUS\n"
        for code in ExitCode.allCases { text += ".TP\n.B \(code.rawValue)\n\(roff(code.meaning))\n" }
        text += ".SH SEE ALSO\nREADME.md and docs/ in the inkbox repository, \(ToolInfo.repository).\n"
        return text
    }
}
