internal import CBuildInfo
import FontReading
import LineBoxAnalysis
import Reports

/// A subcommand's interface: what `--help` prints and what the parser accepts.
struct CommandSpec: Sendable {
    let name: String
    let abstract: String
    let usage: String
    let arguments: [ArgumentSpec]
    let options: [OptionSpec]
    let discussion: String
    /// Whole command lines, each run from the repository's root by scripts/doc-commands (they
    /// name the bundled fonts and examples).
    var examples: [String] = []
    /// The options most runs need (at most five), each with one line of help: the help page
    /// opens with them; their whole help is in their group.
    var common: [CommonOption] = []
}

/// An option most runs need, by name, and what it does in one line.
struct CommonOption: Sendable {
    let name: String
    let summary: String
    init(_ name: String, _ summary: String) {
        self.name = name
        self.summary = summary
    }
}

enum Specs {
    static let version = ToolInfo.version
    /// The commit a packaged build was made from (scripts/package), nil for a plain `swift build`.
    static let commit: String? = {
        let commit = String(cString: inkbox_build_commit())
        return commit.isEmpty ? nil : commit
    }()
    /// What `--version` prints: the version and the commit it was built from, where known.
    static var versionLine: String {
        "inkbox \(version) (" + (commit.map { "commit \($0)" } ?? "built from source, commit not recorded") + ")"
    }

    /// `--format text|json`, for metrics and fix.
    static let textOrJSON = Choice(
        "--format", valueName: "format",
        help: "text (a report for people, the default) or json (the documented contract).",
        default: OutputFormat.text, allowed: [.text, .json], group: "OUTPUT OPTIONS")

    static let auditFormat = Choice(
        "--format", valueName: "format",
        help: "text (a report for people, the default), json (the documented contract), jsonl (one face "
            + "per line, as the run goes, then one line per error or skipped file), sarif (SARIF "
            + "2.1.0 for code scanning: one result per face and platform that clips, at the font file), github "
            + "(workflow annotations at the font files: the findings of sarif), markdown (the totals and the faces "
            + "that clip, for $GITHUB_STEP_SUMMARY) or html (one self-contained page: summary, the worst glyphs "
            + "drawn against the line box, gutter charts)" + conciseFormats, default: OutputFormat.text,
        group: "OUTPUT OPTIONS")

    /// What `--format concise` and `statistics` print, on every command that takes them.
    static let conciseFormats =
        "; concise (one line per finding, path:line:col: IB001 error: message) or statistics (the "
        + "findings counted by rule and platform, the same as --statistics)."
    /// `--statistics`: `--format statistics`, as ruff spells it.
    static let statistics = OptionSpec(
        name: "--statistics", help: "Print how many findings each rule has, and on which platforms, gravest first.",
        group: "OUTPUT OPTIONS")

    static let checkFormat = Choice(
        "--format", valueName: "format",
        help: "text (a table, failures first; the default), json (the documented contract), junit "
            + "(one test case per token and platform), github (workflow annotations), sarif (SARIF 2.1.0 "
            + "for code scanning: the same findings as github), html (one self-contained page with the "
            + "clipping glyphs drawn), markdown (the totals and the failures, for $GITHUB_STEP_SUMMARY)"
            + conciseFormats, default: CheckFormat.text, group: "OUTPUT OPTIONS")
    /// `--color`, on every command that prints a text report (the parser takes it on all).
    static let colour = Choice(
        "--color", valueName: "auto|always|never",
        help: "Colour the text report: auto (the default: on a terminal, unless NO_COLOR is set; anywhere "
            + "FORCE_COLOR is set to other than 0), always or never.", default: ColourChoice.auto,
        group: "OUTPUT OPTIONS")
    static let helpOption = OptionSpec(
        name: "--help", shortName: "-h", help: "Show help information.",
        group: "OUTPUT OPTIONS")

    /// The font arguments of metrics and audit: files, or folders searched for them.
    static let fontArgument = ArgumentSpec(
        name: "<font> ...",
        help: "Font files (.ttf .otf .ttc .otc .woff .woff2), or folders searched for them (skips listed).")

    static let commands = [
        metrics, audit, check, scan, fix, generate, render, fontspectorPlugin, completions, manual,
    ]

    static let overview = """
        OVERVIEW: inkbox measures which glyphs of a font are cut off on screen, and how much room stops it.

        An iOS UILabel draws into a backing store the size of its bounds. When a font's hhea line box
        is shorter than its glyphs, accents and descenders are cut off. inkbox reads the font's raw
        metrics and exact glyph ink through FreeType and predicts the clipping per size.

        USAGE: inkbox <subcommand> [<options>] <font> ...

        OPTIONS:
          --version               Show the version.
          -h, --help              Show help information.

        SUBCOMMANDS:
        \(commands.map { "  " + pad($0.name, 24) + $0.abstract }.joined(separator: "\n"))
          help <subcommand>       Show help for a subcommand.

          See 'inkbox help <subcommand>' for detailed help.

        \(exitCodesSection)
        """

    static var exitCodesSection: String {
        "EXIT CODES:\n"
            + ExitCode.allCases.map { "  " + pad(String($0.rawValue), 24) + $0.meaning }.joined(separator: "\n")
            + "\n  When inputs fail and others clip, the exit code is 2."
    }

    /// A command's help: what it does, its usage, arguments, the options most runs need and two
    /// examples first (one screen); then every other option by group, what it measures and
    /// assumes, every example and the exit codes. With `platforms` (`help generate swift`), the
    /// options that shape none of them are left out.
    static func help(for command: CommandSpec, platforms: [Platform]? = nil) -> String {
        let options = command.options.filter { option in
            guard let platforms, let shapes = option.platforms else { return true }
            return shapes.contains { platforms.contains($0) }
        }
        var text = "OVERVIEW: \(command.abstract)\n\nUSAGE: \(command.usage)\n\nARGUMENTS:\n"
        for argument in command.arguments {
            text += "  " + pad(argument.name, 24) + argument.help + "\n"
        }
        let common = command.common.compactMap { common in
            options.first { $0.name == common.name }.map { (option: $0, summary: common.summary) }
        }
        if !common.isEmpty {
            text +=
                "\nMOST RUNS NEED:\n"
                + common.map { wrapOption(label($0.option), $0.summary) }.joined()
        }
        if !command.examples.isEmpty {
            text += "\nFOR EXAMPLE:\n" + command.examples.prefix(2).map { "  " + $0 + "\n" }.joined()
        }
        if !command.discussion.isEmpty {
            text += "\nWhat it measures and assumes is under DESCRIPTION, after the options.\n"
        }
        var groups: [String] = []
        for option in options where !groups.contains(option.group) { groups.append(option.group) }
        for group in groups {
            text +=
                "\n\(group):\n"
                + options.filter { $0.group == group }.map { wrapOption(label($0), $0.help) }.joined()
        }
        if !command.discussion.isEmpty { text += "\nDESCRIPTION:\n" + command.discussion + "\n" }
        if !command.examples.isEmpty {
            text += "\nEXAMPLES:\n" + command.examples.map { "  " + $0 + "\n" }.joined()
        }
        text += "\n" + exitCodesSection + "\n"
        return text
    }

    /// `-o, --output <file>`.
    private static func label(_ option: OptionSpec) -> String {
        (option.shortName.map { "\($0), " } ?? "") + option.name + (option.valueName.map { " <\($0)>" } ?? "")
    }

    /// An option line: the label in a 26-column field, the help wrapped at 100 columns.
    private static func wrapOption(_ label: String, _ help: String) -> String {
        let indent = String(repeating: " ", count: 28)
        let lines = TextReport.wrapWords(help, width: 72)
        let head = "  " + label
        var text =
            head.count < 28
            ? pad(head, 28) + (lines.first ?? "") + "\n" : head + "\n" + indent + (lines.first ?? "") + "\n"
        for line in lines.dropFirst() { text += indent + line + "\n" }
        return text
    }
}
