import AuditPipeline
import DesignTokens
import Foundation
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
    /// the problems with the root or the font map.
    func read() -> (tokens: TokenSet, fonts: FontIndex, root: ProjectRoot?, errors: [TokenError]) {
        let tokens = TokenReader.read(files: files, format: format, rootFontSize: rootFontSize)
        var errors: [TokenError] = []
        // Silence is a verdict: files that hold no typography token must not pass a CI check.
        if !files.isEmpty && tokens.tokens.isEmpty && tokens.errors.isEmpty {
            errors.append(
                TokenError(
                    file: files.joined(separator: ", "), line: nil, path: nil,
                    message: "no typography tokens: nothing was checked (a typography token has $type "
                        + "typography, or a value with fontFamily and fontSize)"))
        }
        var projectRoot: ProjectRoot?
        do { projectRoot = try ProjectRoot(root ?? FileManager.default.currentDirectoryPath) } catch {
            errors.append(
                TokenError(
                    file: error.path, line: nil, path: nil, message: "cannot be the project root (\(error.reason))"))
        }
        var index = FontIndex(directories: fonts.paths, excluding: fonts.exclude)
        if let fontMap, let projectRoot {
            do { index.map = try FontMapEntry.read(fontMap, root: projectRoot) } catch { errors.append(error) }
        }
        return (tokens, index, projectRoot, errors)
    }
}

extension TokenInputs {
    static let rootOption = OptionSpec(
        name: "--root", valueName: "dir",
        help: "The project folder. Catalogs named inside token files and --font-map entries must resolve, through "
            + "symbolic links, to regular files inside it; anything else is an error for that token. Default: the "
            + "current directory.", group: "TOKEN OPTIONS")
}
