import AuditPipeline
import DesignTokens
import InputFiles

/// The token options `check` and `generate` share, parsed once, and the one way both read
/// tokens and find their fonts.
public struct TokenInputs {
    public var files: [String]
    /// `--fonts` folders, with `--exclude`.
    public var fonts: FontArguments
    public var fontMap: String?
    public var format: TokenFormat?
    public var rootFontSize: Double
    /// `--root`, or the current directory when it is not given (resolved when the inputs are read).
    public var root: String?
    /// The project whose rules inputs are read and outputs written under.
    public var project: Project { Project(root: root) }

    public init(_ parsed: ParsedArguments, files: [String]) throws(UsageError) {
        self.files = files
        fonts = FontArguments(parsed.all(Self.fontsOption), parsed)
        fontMap = parsed[Self.fontMapOption]
        if !files.isEmpty && fonts.paths.isEmpty && fontMap == nil {
            throw UsageError("missing '--fonts <dir>' (or '--font-map <file>'): inkbox needs the font files")
        }
        format = try Self.formatOption.parse(parsed)
        rootFontSize = try Self.rootFontSizeOption.parse(parsed) ?? 16
        root = parsed[OptionSpec.root]
    }

    /// The tokens (with their own errors), the fonts they can resolve to, the project root, and
    /// the problems with the root or the font map (`TokenSources.read`).
    public func read() -> (tokens: TokenSet, fonts: FontIndex, root: ProjectRoot?, errors: [TokenError]) {
        TokenSources(
            files: files, format: format, rootFontSize: rootFontSize, root: root, fontDirectories: fonts.paths,
            exclude: fonts.exclude, fontMap: fontMap
        ).read()
    }
}

extension TokenInputs {
    /// The options every command that reads tokens takes, in help order (`--exclude` after `--fonts`;
    /// `--root`, which every command takes, among the output options).
    public static let options = [
        fontsOption, FontArguments.option, fontMapOption, formatOption.spec, rootFontSizeOption.spec,
    ]

    public static let fontsOption = OptionSpec(
        name: "--fonts", valueName: "dir",
        help: "Where the fonts are; searched recursively, repeatable. Families are matched by name "
            + "table (typographic family, else family), weight by usWeightClass or the wght axis.",
        group: "TOKEN OPTIONS")
    public static let fontMapOption = OptionSpec(
        name: "--font-map", valueName: "file",
        help: "JSON mapping families (and weights) to files, tried before --fonts: "
            + "{\"fonts\": [{\"family\", \"weight\", \"file\", \"instance\" or \"axes\"}]}.",
        group: "TOKEN OPTIONS")
    public static let formatOption = Valued(
        "--token-format", valueName: "format",
        help: "dtcg, tokens-studio or style-dictionary. Default: detected per file.",
        expected: "one of " + TokenFormat.allCases.map(\.rawValue).joined(separator: ", "), group: "TOKEN OPTIONS"
    ) { TokenFormat(rawValue: $0) }
    public static let rootFontSizeOption = Valued(
        "--root-font-size", valueName: "pt", help: "What 1rem is (default 16).",
        expected: "a size above 0 and up to 1000",
        group: "TOKEN OPTIONS", range: 0.01...1000)
}
