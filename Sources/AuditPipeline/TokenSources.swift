import DesignTokens
import Foundation
import InputFiles

/// Where a check's tokens and their fonts come from: the one way `check` and `generate` read them.
public struct TokenSources: Sendable, Equatable {
    public var files: [String]
    public var format: TokenFormat?
    /// What 1rem is, in points.
    public var rootFontSize: Double
    /// The project folder, or nil for the current directory.
    public var root: String?
    /// `--fonts` folders, searched for font files, leaving out what `exclude` matches.
    public var fontDirectories: [String]
    public var exclude: [String]
    public var fontMap: String?

    public init(
        files: [String], format: TokenFormat?, rootFontSize: Double, root: String?, fontDirectories: [String],
        exclude: [String], fontMap: String?
    ) {
        self.files = files
        self.format = format
        self.rootFontSize = rootFontSize
        self.root = root
        self.fontDirectories = fontDirectories
        self.exclude = exclude
        self.fontMap = fontMap
    }

    /// The tokens (with their own errors), the fonts they can resolve to, the project root, and
    /// the problems with the root or the font map.
    public func read() -> (tokens: TokenSet, fonts: FontIndex, root: ProjectRoot?, errors: [TokenError]) {
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
        var index = FontIndex(directories: fontDirectories, excluding: exclude)
        if let fontMap, let projectRoot {
            do { index.map = try FontMapEntry.read(fontMap, root: projectRoot) } catch { errors.append(error) }
        }
        return (tokens, index, projectRoot, errors)
    }
}
