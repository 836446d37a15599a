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
    /// Every file the command line names is read under the project's read rule (`Project`).
    public func read() -> (tokens: TokenSet, fonts: FontIndex, root: ProjectRoot?, errors: [TokenError]) {
        let project = Project(root: root)
        var errors: [TokenError] = []
        var admitted: [String] = []
        for file in files {
            do throws(InputFileError) {
                try project.admit(file)
                admitted.append(file)
            } catch {
                errors.append(TokenError(file: file, line: nil, path: nil, message: error.reason))
            }
        }
        let tokens = TokenReader.read(files: admitted, format: format, rootFontSize: rootFontSize)
        // Silence is a verdict: files that hold no typography token must not pass a CI check.
        if !admitted.isEmpty && tokens.tokens.isEmpty && tokens.errors.isEmpty {
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
        var index = FontIndex(directories: fontDirectories, excluding: exclude, project: project)
        errors += index.refused.map { TokenError(file: $0.path, line: nil, path: nil, message: $0.reason) }
        if let fontMap, let projectRoot {
            do throws(TokenError) {
                do { try project.admit(fontMap) } catch {
                    throw TokenError(file: fontMap, line: nil, path: nil, message: error.reason)
                }
                index.map = try FontMapEntry.read(fontMap, root: projectRoot)
            } catch {
                errors.append(error)
            }
        }
        return (tokens, index, projectRoot, errors)
    }
}
