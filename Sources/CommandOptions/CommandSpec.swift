import FontReading
import LineBoxAnalysis
import Reports

/// A subcommand's interface: what `--help` prints and what the parser accepts.
public struct CommandSpec: Sendable {
    public let name: String
    public let abstract: String
    public let usage: String
    public let arguments: [ArgumentSpec]
    public let options: [OptionSpec]
    public let discussion: String
    /// Whole command lines, each run from the repository's root by scripts/doc-commands (they
    /// name the bundled fonts and examples).
    public var examples: [String] = []
    /// The options most runs need (at most five), each with one line of help: the help page
    /// opens with them; their whole help is in their group.
    public var common: [CommonOption] = []

    public init(
        name: String, abstract: String, usage: String, arguments: [ArgumentSpec], options: [OptionSpec],
        discussion: String, examples: [String] = [], common: [CommonOption] = []
    ) {
        self.name = name
        self.abstract = abstract
        self.usage = usage
        self.arguments = arguments
        self.options = options
        self.discussion = discussion
        self.examples = examples
        self.common = common
    }
}

/// An option most runs need, by name, and what it does in one line.
public struct CommonOption: Sendable {
    public let name: String
    public let summary: String
    public init(_ name: String, _ summary: String) {
        self.name = name
        self.summary = summary
    }
}

/// The options and pages every command shares, and each command's help page; the commands
/// themselves extend it (`Specs.audit`, in the command-line module).
public enum Specs {
    /// `--format text|json`, for metrics and fix.
    public static let textOrJSON = Choice(
        "--format", valueName: "format",
        help: "text (a report for people, the default) or json (the documented contract).",
        default: OutputFormat.text, allowed: [.text, .json], group: "OUTPUT OPTIONS")

    public static let auditFormat = Choice(
        "--format", valueName: "format",
        help: "text (a report for people, the default), json (the documented contract), jsonl (one face "
            + "per line, as the run goes, then one line per error or skipped file), sarif (SARIF "
            + "2.1.0 for code scanning: one result per face and platform that clips, at the font file), github "
            + "(workflow annotations at the font files: the findings of sarif), markdown (the totals and the faces "
            + "that clip, for $GITHUB_STEP_SUMMARY) or html (one self-contained page: summary, the worst glyphs "
            + "drawn against the line box, gutter charts)" + conciseFormats, default: OutputFormat.text,
        group: "OUTPUT OPTIONS")

    /// What `--format concise` and `statistics` print, on every command that takes them.
    public static let conciseFormats =
        "; concise (one line per finding, path:line:col: IB001 error: message) or statistics (the "
        + "findings counted by rule and platform, the same as --statistics)."
    /// `--statistics`: `--format statistics`, as ruff spells it.
    public static let statistics = OptionSpec(
        name: "--statistics", help: "Print how many findings each rule has, and on which platforms, gravest first.",
        group: "OUTPUT OPTIONS")

    public static let checkFormat = Choice(
        "--format", valueName: "format",
        help: "text (a table, failures first; the default), json (the documented contract), junit "
            + "(one test case per token and platform), github (workflow annotations), sarif (SARIF 2.1.0 "
            + "for code scanning: the same findings as github), html (one self-contained page with the "
            + "clipping glyphs drawn), markdown (the totals and the failures, for $GITHUB_STEP_SUMMARY)"
            + conciseFormats, default: CheckFormat.text, group: "OUTPUT OPTIONS")
    /// `--color`, on every command that prints a text report (the parser takes it on all).
    public static let colour = Choice(
        "--color", valueName: "auto|always|never",
        help: "Colour the text report: auto (the default: on a terminal, unless NO_COLOR is set; anywhere "
            + "FORCE_COLOR is set to other than 0), always or never.", default: ColourChoice.auto,
        group: "OUTPUT OPTIONS")
    public static let helpOption = OptionSpec(
        name: "--help", shortName: "-h", help: "Show help information.",
        group: "OUTPUT OPTIONS")

    /// The font arguments of metrics and audit: files, or folders searched for them.
    public static let fontArgument = ArgumentSpec(
        name: "<font> ...",
        help: "Font files (.ttf .otf .ttc .otc .woff .woff2), or folders searched for them (skips listed).")

    public static var exitCodesSection: String {
        "EXIT CODES:\n"
            + ExitCode.allCases.map { "  " + pad(String($0.rawValue), 24) + $0.meaning }.joined(separator: "\n")
            + "\n  When inputs fail and others clip, the exit code is 2."
    }

    /// A command's help: what it does, its usage, arguments, the options most runs need and two
    /// examples first (one screen); then every other option by group, what it measures and
    /// assumes, every example and the exit codes. With `platforms` (`help generate swift`), the
    /// options that shape none of them are left out.
    public static func help(for command: CommandSpec, platforms: [Platform]? = nil) -> String {
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
