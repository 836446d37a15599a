import Reports
import FontReading
import LineBoxAnalysis

/// A subcommand's interface: what `--help` prints and what the parser accepts.
struct CommandSpec: Sendable {
    let name: String
    let abstract: String
    let usage: String
    let arguments: [ArgumentSpec]
    let options: [OptionSpec]
    let discussion: String
}

enum Specs {
    static let version = ToolInfo.version

    /// `--format text|json`, for metrics and fix.
    static let textOrJSON = Choice(
        "--format", valueName: "format", help: "text (a report for people, the default) or json (the documented contract).",
        default: OutputFormat.text, allowed: [.text, .json], group: "OUTPUT OPTIONS")

    static let auditFormat = Choice(
        "--format", valueName: "format",
        help: "text (a report for people, the default), json (the documented contract), jsonl (one face "
            + "per line, as the run goes, then one line per error or skipped file), sarif (SARIF "
            + "2.1.0 for code scanning: one result per face and platform that clips, at the font file) or "
            + "html (one self-contained page: summary, the worst glyphs drawn against the line box, gutter "
            + "charts).", default: OutputFormat.text, group: "OUTPUT OPTIONS")

    static let checkFormat = Choice(
        "--format", valueName: "format",
        help: "text (a table, failures first; the default), json (the documented contract), junit "
            + "(one test case per token and platform), github (workflow annotations), sarif (SARIF 2.1.0 "
            + "for code scanning: the same findings as github) or html (one self-contained page with the "
            + "clipping glyphs drawn).", default: CheckFormat.text, group: "OUTPUT OPTIONS")
    static let helpOption = OptionSpec(name: "--help", shortName: "-h", help: "Show help information.",
                                       group: "OUTPUT OPTIONS")

    /// The font arguments of metrics and audit: files, or folders searched for them.
    static let fontArgument = ArgumentSpec(
        name: "<font> ...",
        help: "Font files (.ttf .otf .ttc .otc .woff .woff2), or folders searched for them (skips listed).")

    static let metrics = CommandSpec(
        name: "metrics",
        abstract: "Print a font's names, design space and raw vertical metrics.",
        usage: "inkbox metrics [<options>] <font> ...",
        arguments: [fontArgument],
        options: FaceSelection.options + [FontArguments.option, textOrJSON.spec, helpOption],
        discussion: """
            Values are read from the hhea, OS/2 and head tables themselves, in font units with each
            table's own sign (hhea and typo descenders are negative, win descent is positive). They
            are not FreeType's pre-chosen ascender and descender, which mix tables.
            """)

    static let audit = CommandSpec(
        name: "audit",
        abstract: "Find the glyphs a platform's text view cuts off (iOS UILabel by default), and what stops it.",
        usage: "inkbox audit [<options>] <font> ...",
        arguments: [fontArgument],
        options: FaceSelection.options + [FontArguments.option] + CharacterChoiceOptions.options + StringInputs.options + [
            PlatformSelection.option, LayoutOptions.lines, LayoutOptions.width, LayoutOptions.height,
        ] + SizeOptions.options + [LayoutOptions.letterSpacing] + RenderingOptions.options + PlatformOptionGroup.options + [
            auditFormat.spec,
        ] + TextView.options + [Progress.option, OptionSpec.wide] + [
            helpOption,
        ],
        discussion: """
            For each size the label is as tall as its intrinsic size: the line height L (natural:
            hhea ascender + |descender|, the line gap is ignored) rounded up to device pixels, the
            text centred and the baseline rounded to a pixel. A glyph clips when its exact ink
            (outline extrema, not the control box) crosses that box. The gutter is the room to add
            above and below, snapped up to device pixels; the coefficients are the same in em, to
            replace the habit of ceil(pointSize / 6).

            Only ink a person would see cut is an error (exit 1): past the top or bottom by more
            than the platform's faint-ink threshold (--faint-ink), or past a side of a view said to
            hug its text (--width hug). Ink past a side of a view whose width is not stated is a
            warning; faint ink is a note. --fail-on warning or note fails on those too.

            Sources: UIKit/UIFoundation behaviour as decompiled, Apple's NSParagraphStyle docs, the
            STULabel README; see README.md. A line height changes only the top edge on iOS: no line
            height fixes a bottom overflow, only a bottom gutter does.

            Other platforms (--platform): Android TextView (FreeType metric rule, integer pixel
            metrics, includeFontPadding), Compose Text (LineHeightStyle), the web (CSS half-leading
            per engine, one line with overflow: hidden), Flutter (proportional or even leading) and
            Windows GDI (the usWin clip). Each row then gives the fix in that platform's terms:
            padding and includeFontPadding, the smallest line-height or height, or the usWin values
            only the font's maker can change.

            ASSUMPTIONS (unconfirmed, stated so you can judge them):
              - UILabel gives strings in Thai, Arabic, Devanagari and similar scripts an outset layer
                (CoreText's "excessive line height" set; the exact set is unknown): see --tall-scripts.
              - The baselineOffset workaround moves glyphs by twice its value: see --ios-placement.
              - alignmentRectInsets overrides are not modelled.
              - Web: Chromium paints the half-leading floored to a device pixel (--web-baseline-snap);
                Windows engines use DirectWrite's win metrics unless USE_TYPO_METRICS.
              - Compose and Flutter clip only where the layout clips (maxLines with overflow, a
                clipping parent); the verdict assumes they do.
              - Apps built with old SDKs round to whole points: use --scale 1 for them.
            """)

    static let check = CommandSpec(
        name: "check",
        abstract: "Fail a CI build when a typography token clips: read design tokens, find their fonts, check each style.",
        usage: "inkbox check [<options>] --fonts <dir> <tokens> ...",
        arguments: [ArgumentSpec(name: "<tokens> ...",
                                 help: "Token files (.tokens, .tokens.json, .json), merged in order as Style Dictionary does.")],
        options: [
            OptionSpec(name: "--fonts", valueName: "dir",
                       help: "Where the fonts are; searched recursively, repeatable. Families are matched by name "
                           + "table (typographic family, else family), weight by usWeightClass or the wght axis.",
                       group: "TOKEN OPTIONS"),
            FontArguments.option,
            OptionSpec(name: "--font-map", valueName: "file",
                       help: "JSON mapping families (and weights) to files, tried before --fonts: "
                           + "{\"fonts\": [{\"family\", \"weight\", \"file\", \"instance\" or \"axes\"}]}.",
                       group: "TOKEN OPTIONS"),
            OptionSpec(name: "--token-format", valueName: "format",
                       help: "dtcg, tokens-studio or style-dictionary. Default: detected per file.",
                       group: "TOKEN OPTIONS"),
            OptionSpec(name: "--root-font-size", valueName: "pt", help: "What 1rem is (default 16).",
                       group: "TOKEN OPTIONS"),
            TokenInputs.rootOption,
        ] + BaselineOptions.options(group: "TOKEN OPTIONS") + CharacterChoiceOptions.options + StringInputs.options + [PlatformSelection.option, LayoutOptions.lines, LayoutOptions.width] + RenderingOptions.options + PlatformOptionGroup.options + [
            checkFormat.spec,
            OptionSpec.wide,
            helpOption,
        ],
        discussion: """
            Each typography token (fontFamily, fontSize, fontWeight, lineHeight, letterSpacing, with
            references resolved) is checked like 'inkbox audit' at its own size and line height: a
            line-height multiplier multiplies the font size (CSS), "normal" or "AUTO" is the font's
            natural line height. A token may name its own characters under
            $extensions["com.inkbox"]: {"set": "vietnamese"} or {"chars": "ÉÅjy"}.

            Formats: W3C DTCG 2025.10, Tokens Studio (legacy and DTCG flavours) and Style
            Dictionary. Broken references, cycles and unreadable values are errors for their token;
            the other tokens are still checked.
            """)

    static let generate = CommandSpec(
        name: "generate",
        abstract: "Write the measured gutters into your app: a Swift file with a drop-in UILabel, CSS or Android dimens.",
        usage: "inkbox generate <target> [<options>] <inputs> ...",
        arguments: [
            ArgumentSpec(name: "<target>", help: "swift, css or android."),
            ArgumentSpec(name: "<inputs> ...",
                         help: "swift: font files or folders (or --tokens with --fonts); css and android: token files with --fonts."),
        ],
        options: FaceSelection.options + [FontArguments.option] + CharacterChoiceOptions.options + [
            OptionSpec(name: "--tokens", valueName: "file",
                       help: "swift: also measure every font these tokens resolve to (repeatable).", group: "TOKEN OPTIONS"),
            OptionSpec(name: "--fonts", valueName: "dir", help: "Where the tokens' fonts are (repeatable).",
                       group: "TOKEN OPTIONS"),
            OptionSpec(name: "--font-map", valueName: "file", help: "As for inkbox check.", group: "TOKEN OPTIONS"),
            OptionSpec(name: "--token-format", valueName: "format", help: "dtcg, tokens-studio or style-dictionary.",
                       group: "TOKEN OPTIONS"),
            OptionSpec(name: "--root-font-size", valueName: "pt", help: "What 1rem is (default 16).", group: "TOKEN OPTIONS"),
            TokenInputs.rootOption,
            OptionSpec(name: "--sizes", valueName: "list",
                       help: "swift: the sizes measured exactly (default the iOS text-style sizes); other sizes use "
                           + "the coefficients.", group: "LAYOUT OPTIONS"),
        ] + PlatformOptionGroup.options + [
            OptionSpec(name: "--font-face",
                       help: "css: instead of token values, @font-face rules for the fonts named, whose ascent-override, "
                           + "descent-override and line-gap-override hold the glyphs (Chromium 87+, Firefox 89+; not Safari).",
                       group: "OUTPUT OPTIONS"),
            OptionSpec(name: "--output", shortName: "-o", valueName: "file",
                       help: "Write here instead of standard output (never through a link that leads out of the project).",
                       group: "OUTPUT OPTIONS"),
            helpOption,
        ],
        discussion: """
            swift: one dependency-free file. InkboxGutters.gutter(fontName:pointSize:scale:) returns
            the measured top and bottom gutter for a PostScript name (UIFont.fontName), falling back to
            ceil(pointSize / 6) for fonts that were not measured (debug builds say so). Under UIKit,
            InkboxLabel applies it: the text is drawn inside the gutter, alignmentRectInsets carries
            the gutter so Auto Layout aligns the text's own box and counts the gutter once,
            sizeThatFits adds it, and Dynamic Type and scale changes update it. The file states the
            inkbox version, the fonts with SHA-256 hashes and this command; the same inputs give the
            same bytes.

            css: per token and web engine, --inkbox-<token>-<engine>-line-height-safe and
            --inkbox-<token>-<engine>-padding-block custom properties.
            css --font-face <font> ...: one @font-face rule per face whose ascent-override,
            descent-override and line-gap-override are inkbox fix's plan for the web engine
            (--engine): the font unpatched, its line holding the glyphs in Chromium and Firefox.
            android: res/values/dimens.xml with inkbox_<token>_padding_top and _padding_bottom in dp
            for a one-line TextView (see --include-font-padding, --density).
            """)

    static let render = CommandSpec(
        name: "render",
        abstract: "Draw glyphs against a platform's line box as SVG: the cut ink, the gutter and ceil(S/6).",
        usage: "inkbox render [<options>] --text <text> <font>",
        arguments: [ArgumentSpec(name: "<font>", help: "A font file.")],
        options: FaceSelection.options + [
            OptionSpec(name: "--text", valueName: "text", help: "The characters to draw, side by side at their advances.",
                       group: "CHARACTER OPTIONS"),
            OptionSpec(name: "--platform", valueName: "name",
                       help: "Line-box model, one: ios (UILabel, the default), android, compose, web, flutter or "
                           + "windows-gdi.", group: "LAYOUT OPTIONS"),
            OptionSpec(name: "--size", valueName: "pt", help: "The size (default 17).", group: "LAYOUT OPTIONS"),
            OptionSpec(name: "--line-height", valueName: "pt", help: "As for inkbox audit.", group: "LAYOUT OPTIONS"),
            OptionSpec(name: "--line-height-multiple", valueName: "x", help: "As for inkbox audit.", group: "LAYOUT OPTIONS"),
        ] + RenderingOptions.options + PlatformOptionGroup.options + [
            OptionSpec(name: "--output", shortName: "-o", valueName: "file",
                       help: "Write here instead of standard output (never through a link that leads out of the project).",
                       group: "OUTPUT OPTIONS"),
            helpOption,
        ],
        discussion: """
            The label's box is blue, the baseline grey, ink outside the box red, the recommended
            gutter green and, on iOS, the ceil(S/6) gutter orange. Outlines are FreeType's, unscaled
            and unhinted, at 8 picture units per point; the picture and the numbers of inkbox audit
            come from the same values. Exits 1 when something is cut, as audit does.
            """)

    static let commands = [metrics, audit, check, scan, fix, generate, render]

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
        "EXIT CODES:\n" + ExitCode.allCases.map { "  " + pad(String($0.rawValue), 24) + $0.meaning }.joined(separator: "\n")
            + "\n  When inputs fail and others clip, the exit code is 2."
    }

    static func help(for command: CommandSpec) -> String {
        var text = "OVERVIEW: \(command.abstract)\n\n\(command.discussion)\n\nUSAGE: \(command.usage)\n\nARGUMENTS:\n"
        for argument in command.arguments {
            text += "  " + pad(argument.name, 24) + argument.help + "\n"
        }
        var groups: [String] = []
        for option in command.options where !groups.contains(option.group) { groups.append(option.group) }
        for group in groups {
            text += "\n\(group):\n"
            for option in command.options where option.group == group {
                var label = option.shortName.map { "\($0), " } ?? ""
                label += option.name + (option.valueName.map { " <\($0)>" } ?? "")
                text += wrapOption(label, option.help)
            }
        }
        text += "\n" + exitCodesSection + "\n"
        return text
    }

    /// An option line: the label in a 26-column field, the help wrapped at 100 columns.
    private static func wrapOption(_ label: String, _ help: String) -> String {
        let indent = String(repeating: " ", count: 28)
        let lines = TextReport.wrapWords(help, width: 72)
        let head = "  " + label
        var text = head.count < 28 ? pad(head, 28) + (lines.first ?? "") + "\n" : head + "\n" + indent + (lines.first ?? "") + "\n"
        for line in lines.dropFirst() { text += indent + line + "\n" }
        return text
    }
}

