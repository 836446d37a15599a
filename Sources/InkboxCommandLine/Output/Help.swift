internal import CBuildInfo
import CommandOptions
import Reports

extension Specs {
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
}
