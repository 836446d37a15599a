import AuditPipeline
import DesignTokens
import InputFiles

/// The token options `check` and `generate` share, parsed once, and the one way both read
/// tokens and find their fonts.
struct TokenInputs {
    var files: [String]
    /// `--fonts` folders, with `--exclude`.
    var fonts: FontArguments
    var fontMap: String?
    var format: TokenFormat?
    var rootFontSize: Double
    /// `--root`, or the current directory when it is not given (resolved when the inputs are read).
    var root: String?

    init(_ parsed: ParsedArguments, files: [String]) throws(UsageError) {
        self.files = files
        fonts = FontArguments(parsed.allValues["--fonts"] ?? [], parsed)
        fontMap = parsed.values["--font-map"]
        if !files.isEmpty && fonts.paths.isEmpty && fontMap == nil {
            throw UsageError("missing '--fonts <dir>' (or '--font-map <file>'): inkbox needs the font files")
        }
        let formats = TokenFormat.allCases.map(\.rawValue).joined(separator: ", ")
        format = try parsed.value("--token-format", "one of \(formats)", TokenFormat.init(rawValue:))
        rootFontSize =
            try parsed.value("--root-font-size", "a size above 0 and up to 1000", { number($0, in: 0.01...1000) }) ?? 16
        root = parsed.values["--root"]
    }

    /// The tokens (with their own errors), the fonts they can resolve to, the project root, and
    /// the problems with the root or the font map (`TokenSources.read`).
    func read() -> (tokens: TokenSet, fonts: FontIndex, root: ProjectRoot?, errors: [TokenError]) {
        TokenSources(
            files: files, format: format, rootFontSize: rootFontSize, root: root, fontDirectories: fonts.paths,
            exclude: fonts.exclude, fontMap: fontMap
        ).read()
    }
}

extension TokenInputs {
    static let rootOption = OptionSpec(
        name: "--root", valueName: "dir",
        help: "The project folder. Catalogs named inside token files and --font-map entries must resolve, through "
            + "symbolic links, to regular files inside it; anything else is an error for that token. Default: the "
            + "current directory.", group: "TOKEN OPTIONS")
}
