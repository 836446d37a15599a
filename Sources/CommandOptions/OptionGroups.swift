import AuditPipeline
import FontReading
import FontValues
import InputFiles
import LineBoxAnalysis

// Option groups, as harfbuzz util/ has them (face, characters, layout, platform, rendering):
// each declares its options (what parsing accepts and help prints) and parses them, in one place.

/// Which face or faces of each file, at which variation.
public struct FaceSelection: Equatable {
    public var faceIndex: Int?
    public var variation: VariationRequest = .defaultInstance

    public init(_ parsed: ParsedArguments) throws(UsageError) {
        try parsed.exclusive(Self.instance.name, Self.axis.name)
        faceIndex = try Self.face.parse(parsed)
        if let name = parsed.values[Self.instance.name] {
            guard !name.isEmpty else {
                throw UsageError("invalid value '' for '--instance': expected an instance name")
            }
            variation = .namedInstance(name)
        }
        if let axes = try Self.axis.parse(parsed) { variation = .axes(axes) }
    }
}

/// `--set` or `--chars`, shared by audit, check and generate: declared and parsed here.
public enum CharacterChoiceOptions {}

/// `--lines` and `--width`: declared and parsed here.
public enum LayoutOptions {}

/// `--platform`: declared and parsed here.
public enum PlatformSelection {}

/// The options that shape each platform's line box, each with the platforms it applies to:
/// declared and parsed here.
public enum PlatformOptionGroup {}

/// `--scale`, `--tolerance`, `--tall-scripts`, shared by audit and check.
public struct RenderingOptions {
    public var scale: Double
    public var tolerancePixels: Double
    public var tallScripts: TallScriptAssumption
    public var edges: AuditedEdges
    /// Every platform's faint-ink threshold in device pixels (`--faint-ink`), or nil for each
    /// platform's own.
    public var faintInk: Double?
    /// The least severity that fails the run (`--fail-on`).
    public var failOn: Severity
    /// The rules reported (`--select`, `--extend-select`, `--ignore`) and their severities (`--severity`).
    public var rules: RuleSelection

    public init(_ parsed: ParsedArguments) throws(UsageError) {
        scale = try Self.scale.parse(parsed) ?? 3
        tolerancePixels = try Self.tolerance.parse(parsed) ?? 0
        tallScripts = try Self.tallScripts.parse(parsed)
        edges = try Self.edges.parse(parsed)
        faintInk = try Self.faintInk.parse(parsed)
        failOn = try Self.failOn.parse(parsed)
        func names(_ option: OptionSpec) -> [String] {
            (parsed.allValues[option.name] ?? []).flatMap { $0.split(separator: ",").map(String.init) }
        }
        do throws(RuleSelectionError) {
            rules = try RuleSelection(
                select: parsed.has(Self.select) ? names(Self.select) : nil, extend: names(Self.extendSelect),
                ignore: names(Self.ignore), severity: names(Self.severity))
        } catch {
            throw UsageError(error.message)
        }
    }

    /// `options` with `--faint-ink` applied.
    public func apply(to options: PlatformOptions) -> PlatformOptions {
        var options = options
        options.faintInkOverride = faintInk ?? options.faintInkOverride
        return options
    }

    /// The settings of a token check (`check`, `scan`) with these options.
    public func checkSettings(characters: CharacterChoice, platforms: [Platform], options: PlatformOptions)
        -> CheckSettings
    {
        var settings = CheckSettings(
            characters: characters, platforms: platforms, options: apply(to: options), scale: scale,
            tolerancePixels: tolerancePixels, tallScripts: tallScripts)
        settings.edges = edges
        settings.rules = rules
        return settings
    }
}

/// Font arguments: files, or directories searched recursively for fonts (`FontFileSearch`),
/// leaving out what `--exclude` matches.
public struct FontArguments: Equatable {
    public var paths: [String]
    public var exclude: [String]
    /// The project whose read rule the paths are read under (`--root`).
    public var project: Project

    public init(_ paths: [String], _ parsed: ParsedArguments) {
        self.paths = paths
        exclude = parsed.allValues["--exclude"] ?? []
        project = parsed.project
    }

    /// The font files in order, what the directory search passed over, and what the read rule refused.
    public func files() -> (files: [FoundFontFile], skipped: [SkippedFile], refused: [InputFileError]) {
        FontFileSearch.expand(paths, excluding: exclude, project: project)
    }

    public static let option = OptionSpec(
        name: "--exclude", valueName: "glob",
        help: "Leave out files and folders found in a directory argument whose name, or path below that directory, "
            + "matches (repeatable; * also matches /), e.g. --exclude '*Emoji*' --exclude 'test/*'.",
        group: "FONT OPTIONS")
}

extension FaceSelection {
    public static let face = Valued(
        "--face", valueName: "n", help: "Face index in a collection (.ttc, .otc). Default: every face of the file.",
        expected: "a face index 0 or more", group: "FONT OPTIONS"
    ) { Int($0).flatMap { $0 >= 0 ? $0 : nil } }
    public static let instance = OptionSpec(
        name: "--instance", valueName: "name",
        help: "Named instance of a variable font, by name or PostScript name (e.g. Bold).", group: "FONT OPTIONS")
    public static let axis = Valued(
        "--axis", valueName: "tag=value,...",
        help: "Axis values of a variable font (e.g. wght=700,wdth=90); other axes stay at their default.",
        expected: "tag=value pairs separated by commas, e.g. wght=700,wdth=90", group: "FONT OPTIONS",
        convert: parseAxes)
    public static let options = [face.spec, instance, axis.spec]
}

extension CharacterChoiceOptions {
    /// `--set`, `--chars`, or (when no strings are shaped) `--lang` as a list of languages;
    /// `unstated` when none is given (audit: auto; check: English, the project's default language).
    public static func parse(
        _ parsed: ParsedArguments, hasStrings: Bool = false, unstated: CharacterChoice = .named(.auto)
    ) throws(UsageError) -> CharacterChoice {
        try parsed.exclusive(set.spec, chars)
        if !hasStrings, let list = parsed[languages] {
            try parsed.exclusive(languages, set.spec)
            try parsed.exclusive(languages, chars)
            let codes = list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter {
                !$0.isEmpty
            }
            guard !codes.isEmpty else {
                throw UsageError("invalid value '' for '--lang': expected language codes like en,fr")
            }
            if let unknown = codes.first(where: { Exemplars.key(forLanguage: $0) == nil }) {
                throw UsageError(
                    "invalid value '\(list)' for '--lang': no character set for '\(unknown)' (a code like en, vi, el, ja)"
                )
            }
            return .languages(codes)
        }
        if let text = parsed[chars] {
            guard !text.isEmpty else {
                throw UsageError("invalid value '' for '--chars': expected at least one character")
            }
            return .text(text)
        }
        return try set.parse(parsed).map(CharacterChoice.named) ?? unstated
    }

    public static let set = Valued(
        "--set", valueName: "name",
        help: "Characters to check: "
            + CharacterSetName.allCases.map { "\($0.rawValue) (\($0.summary))" }.joined(separator: "; ")
            + ". Default: auto (check and scan: English, or the languages a token or project declares; scan, for an "
            + "app that declares none and whose strings are mostly in one script other than Latin: its language; "
            + "for one that declares some, also that of each such script a tenth of its strings hold that none "
            + "of them is written in).",
        expected: "one of " + CharacterSetName.allCases.map(\.rawValue).joined(separator: ", "),
        group: "CHARACTER OPTIONS", values: CharacterSetName.allCases.map(\.rawValue)
    ) { CharacterSetName(rawValue: $0) }
    public static let chars = OptionSpec(
        name: "--chars", valueName: "text", help: "Check exactly these characters instead of a set.",
        group: "CHARACTER OPTIONS")
    public static let options = [set.spec, chars]

    /// `--lang` for commands that shape no strings (scan): the languages whose characters to check.
    public static let languages = OptionSpec(
        name: "--lang", valueName: "codes",
        help:
            "Check the characters of these languages (comma-separated: en, fr, vi, el, ru, he, ar, hi, th, ja, ko...: "
            + "CLDR's exemplar characters, both cases) where the text is not known, instead of what the project "
            + "declares.", group: "CHARACTER OPTIONS", values: Exemplars.languages)

    /// `--shown-case` for scan: whether the app's strings count as shipped in capitals too.
    public static let shownCase = Valued(
        "--shown-case", valueName: "as-written|capitals-too",
        help: "How the app's own strings are shown where a usage's text is not known: as-written (default: a "
            + "character is shipped as its strings write it, and as its capital only in a view that shows capitals: "
            + "textAllCaps, text-transform: uppercase, .uppercased(), toUpperCase() in a Text, an Android Button) or "
            + "capitals-too (each also as its capital: for an app that upper-cases its strings in code no view ties "
            + "to).", expected: "as-written or capitals-too", group: "CHARACTER OPTIONS",
        values: ["as-written", "capitals-too"]
    ) { ["as-written": false, "capitals-too": true][$0] }
    public static let rareShare = Valued(
        "--rare-share", valueName: "percent",
        help: "Where a usage's text is not known, a character fewer than this share of the app's own strings "
            + "hold is one such a text rarely shows: its cut is the warning inkbox.unshipped, not an error "
            + "(default \(NumberText.plain(CheckSettings.rareShareDefault * 100)): a French app's É, held by 1 in "
            + "110 of its texts, is rare; its é, held by 1 in 3, is not). 0 counts every character the strings hold.",
        expected: "a percentage from 0 to 100", group: "CHARACTER OPTIONS", range: 0...100)
}

extension LayoutOptions {
    /// `--lines` and `--width`: the lines drawn and the width strings wrap at. Wrapped, a label
    /// draws as many lines as the text needs unless `--lines` caps them.
    public static func parse(_ parsed: ParsedArguments, hasStrings: Bool) throws(UsageError)
        -> (lines: Int, width: Double?, sides: ViewSides)
    {
        let lines = try Self.lines.parse(parsed)
        if let name = parsed.values["--width"], let sides = ViewSides.named.first(where: { $0.key == name })?.value {
            return (lines ?? 1, nil, sides)
        }
        let width = try parsed.value(
            "--width",
            "hug, fill-start, fill-center, fill-end, unstated, or a width above 0 and up to "
                + "100000 in the platform's unit",
            { number($0, in: 0.01...100_000) })
        if width != nil && !hasStrings {
            throw UsageError(
                "--width \(parsed.values["--width"] ?? "") wraps strings: give --text, --text-file, --strings or "
                    + "--samples, or say --width hug for a view as wide as its text")
        }
        return (lines ?? (width == nil ? 1 : Int.max), width, width == nil ? .unstated : .hugs)
    }

    public static let lines = Valued(
        "--lines", valueName: "n",
        help: "Lines in the label (default 1). From 2, report where one line's ink reaches into the next at the "
            + "platform's line pitch: the deepest descender over the tallest stack. With --width, the most lines drawn.",
        expected: "a number of lines from 1 to 1000", group: "LAYOUT OPTIONS"
    ) { Int($0).flatMap { (1...1000).contains($0) ? $0 : nil } }

    public static let letterSpacing = OptionSpec(
        name: "--letter-spacing", valueName: "n",
        help: "Space added to every character, as the view's width and the later characters' ink see it: 0.05em or "
            + "5% of the size, or 1.5 in the platform's unit (iOS kern in pt, CSS px, dp). Default none.",
        group: "LAYOUT OPTIONS")

    public static let overflow = Valued(
        "--overflow", valueName: "hidden|visible",
        help: "Whether the text's view cuts ink past its line box, where that is a choice: hidden (a CSS box with "
            + "overflow other than visible, a Compose or Flutter Text under a clip: ink past the box is cut, an error) or "
            + "visible (their default: nothing cuts, so ink past the box spills, a warning). A UIKit label, an Android "
            + "TextView, React Native Text and GDI always cut. Reports say which was assumed.",
        expected: "hidden or visible", group: "LAYOUT OPTIONS", platforms: [.web, .compose, .flutter]
    ) { ViewOverflow(rawValue: $0) }

    public static let padding = Valued(
        "--padding", valueName: "top[,right[,bottom[,left]]]",
        help: "The padding between the line box and the edge that cuts, in the platform's unit and CSS's order "
            + "(6 or 6,10: 6 above and below, 10 at the sides): a CSS box's padding under overflow: hidden, an Android "
            + "TextView's top and bottom padding, a Compose or Flutter padding inside a clip. Ink within it is a note. "
            + "Default 0.",
        expected: "1 to 4 numbers from 0 to 10000, comma-separated", group: "LAYOUT OPTIONS",
        platforms: [.web, .android, .compose, .flutter]
    ) { value -> Edges? in
        let numbers = value.split(separator: ",", omittingEmptySubsequences: false).map {
            number(String($0), in: 0...10_000)
        }
        guard numbers.allSatisfy({ $0 != nil }), let edges = Edges.cssOrder(numbers.compactMap { $0 }) else {
            return nil
        }
        return Edges(top: edges.top, bottom: edges.bottom, left: edges.left, right: edges.right)
    }

    public static let height = OptionSpec(
        name: "--height", valueName: "h",
        help: "The view's own height (pt, dp or px), fixed: a height constraint on a label, layout_height, CSS "
            + "height. The line box stays the font's (or --line-height's) and the view cuts at its own edges: UILabel "
            + "centres the line in it, the other platforms put it at the top. Without it the view is as tall as its line.",
        group: "LAYOUT OPTIONS")

    public static let width = OptionSpec(
        name: "--width", valueName: "hug|fill-start|fill-center|fill-end|w",
        help: "How wide the view is. hug: as wide as its text, so ink past a side is cut (an error). fill-start, "
            + "fill-center, fill-end: wider than its text, aligned to its start, centre or end: ink past the side it is "
            + "aligned to is cut, the other side has room (a note). Unstated (the default), ink past a side is a warning. "
            + "A width (pt, dp or px) wraps each string at it by word, or between CJK characters: the first line's top "
            + "and the last line's bottom can clip, ink past the width is cut, and collisions are found between a "
            + "string's own lines where their ink shares horizontal extent.", group: "LAYOUT OPTIONS",
        values: ViewSides.named.map(\.key))
}

extension PlatformSelection {
    /// `--platform ios,android` (repeatable) or `--platform all`; `ios` when absent.
    public static func parse(_ parsed: ParsedArguments) throws(UsageError) -> [Platform] {
        let platforms = try platforms(parsed.allValues["--platform"] ?? [], option: "--platform")
        return platforms.isEmpty ? [.standard] : platforms
    }

    /// The platforms a repeatable, comma-separated option names (`--platform`, `fix --keep-line`):
    /// names, aliases (`react-native`) or `all`, each once, in order.
    public static func platforms(_ values: [String], option: String) throws(UsageError) -> [Platform] {
        var platforms: [Platform] = []
        let names = (Platform.allCases.map(\.rawValue) + Platform.aliases.keys.sorted()).joined(separator: ", ")
        for text in values {
            for name in text.split(separator: ",", omittingEmptySubsequences: false).map(String.init) {
                let chosen: [Platform]
                if name == "all" {
                    chosen = Platform.allCases
                } else if let platform = Platform(rawValue: name) {
                    chosen = [platform]
                } else if let group = Platform.aliases[name] {
                    chosen = group
                } else {
                    throw UsageError(
                        "invalid value '\(text)' for '\(option)': expected all or one or more of \(names)")
                }
                for platform in chosen where !platforms.contains(platform) { platforms.append(platform) }
            }
        }
        return platforms
    }

    public static let option = OptionSpec(
        name: "--platform", valueName: "name",
        help: "Line-box model: ios (UILabel, the default), android (TextView), compose (Jetpack Compose Text), "
            + "web (CSS, overflow: hidden), flutter, windows-gdi, react-native-ios and react-native-android (React Native "
            + "Text; react-native for both); several separated by commas, or all.",
        group: "LAYOUT OPTIONS", values: names)

    /// What a platform list takes: each platform, each alias, and all.
    public static let names = Platform.allCases.map(\.rawValue) + Platform.aliases.keys.sorted() + ["all"]
}

extension PlatformOptionGroup {
    /// The options that shape each platform's line box, as each platform's file declares them
    /// (`Platform.options`). Parsing reads no file: `--strut-font` stays a path until
    /// `PlatformOptions.readStrutFont` reads it, after parsing and before the run.
    public static func parse(_ parsed: ParsedArguments) throws(UsageError) -> PlatformOptions {
        var options = PlatformOptions()
        if parsed.values["--engine"] == "all" {
            throw UsageError(
                "'--engine all' is for audit and fix; this command takes one engine: "
                    + WebEngine.allCases.map(\.rawValue).joined(separator: ", "))
        }
        for option in Platform.options {
            guard let text = parsed.values[option.name] else { continue }
            switch option.parse(text, into: &options) {
            case nil: continue
            case .invalid: throw UsageError("invalid value '\(text)' for '\(option.name)': expected \(option.expected)")
            case .needs(let message): throw UsageError(message)
            }
        }
        return options
    }

    public static let options: [OptionSpec] = Platform.options.map {
        OptionSpec(
            name: $0.name, valueName: $0.valueName, help: $0.help, group: "PLATFORM OPTIONS", platforms: $0.platforms)
    }
}

extension RenderingOptions {
    public static let options: [OptionSpec] = [
        scale.spec,
        tolerance.spec,
        tallScripts.spec, edges.spec,
        faintInk.spec,
        failOn.spec,
    ]

    /// `--select`, `--extend-select` and `--ignore`: of the commands that report findings (audit,
    /// check, scan), not of those that draw or patch.
    public static let ruleOptions = [select, extendSelect, ignore, severity]

    /// What `--select`, `--extend-select` and `--ignore` take.
    private static let ruleHelp =
        " Rules by code (IB005) or id (inkbox.faint-ink), comma-separated or repeated, or all; only rules about "
        + "ink and metrics (docs/rules.md): an unreadable input, an unchecked usage, a stale entry are always said."
    public static let select = OptionSpec(
        name: "--select", valueName: "rules",
        help: "Report only these rules' findings; the others are not made, counted or failed on." + ruleHelp,
        group: "RULE OPTIONS", values: RuleSelection.selectable.map(\.code) + ["all"])
    public static let extendSelect = OptionSpec(
        name: "--extend-select", valueName: "rules", help: "Report these rules' findings too." + ruleHelp,
        group: "RULE OPTIONS", values: RuleSelection.selectable.map(\.code))
    public static let ignore = OptionSpec(
        name: "--ignore", valueName: "rules",
        help: "Do not report these rules' findings (e.g. --ignore IB005,IB004 in CI)." + ruleHelp,
        group: "RULE OPTIONS", values: RuleSelection.selectable.map(\.code))
    public static let severity = OptionSpec(
        name: "--severity", valueName: "rule=level",
        help:
            "Give a rule another severity: error, warning or note (e.g. --severity IB004=error where every view "
            + "hugs its text, --severity IB014=note); comma-separated or repeated, the last for a rule wins. Only "
            + "errors fail the run unless --fail-on says otherwise.",
        group: "RULE OPTIONS",
        values: RuleSelection.selectable.flatMap { rule in Severity.allCases.reversed().map { "\(rule.code)=\($0)" } })

    public static let scale = Valued(
        "--scale", valueName: "n", help: "Screen scale, 1, 2 or 3 pixels per point (default 3).", expected: "1, 2 or 3",
        group: "LAYOUT OPTIONS", platforms: [.ios]
    ) { ["1": 1.0, "2": 2.0, "3": 3.0][$0] }
    public static let tolerance = Valued(
        "--tolerance", valueName: "px",
        help: "Overflow up to this many device pixels does not count as clipping (default 0).",
        expected: "a number of device pixels from 0 to 100", group: "LAYOUT OPTIONS", range: 0...100)
    public static let faintInk = Valued(
        "--faint-ink", valueName: "px",
        help: "Ink past an edge by no more than this many device pixels is faint: a note, never an error. "
            + "Default by platform: web 0.1 (measured in Chromium: it paints no pixel), the others "
            + "\(NumberText.plain(PlatformOptions.faintInkDefault)) (argued: under half a pixel row's coverage). "
            + "0 counts every overflow.", expected: "device pixels from 0 to 1", group: "VERDICT OPTIONS", range: 0...1)
    public static let tallScripts = Choice(
        "--tall-scripts",
        help: "Thai, Arabic, Devanagari and similar scripts: clip (default) reports them like any other; "
            + "exempt assumes UILabel's unconfirmed outset layer saves them.", default: TallScriptAssumption.clip,
        group: "LAYOUT OPTIONS", platforms: [.ios])
    public static let edges = Choice(
        "--edges",
        help: "Which edges clip: the line box's top and bottom (vertical), the sides of a view as wide as its "
            + "text (horizontal: italic overhangs, the tails of j and f), or both (all, the default).",
        default: AuditedEdges.all,
        group: "LAYOUT OPTIONS")
    public static let failOn = Choice(
        "--fail-on",
        help: "The least severity that exits 1 (default error): warning also fails on side overhangs no "
            + "layout declares, note on faint ink too. See docs/rules.md.", default: Severity.error,
        allowed: [.error, .warning, .note], group: "VERDICT OPTIONS")
}

/// `--annotate`: the least severity `--format github` annotates (audit, check, scan).
public enum AnnotationOptions {
    public static let annotate = Choice(
        "--annotate",
        help: "With --format github, the least severity annotated on the pull request's lines (default error): "
            + "one annotation per file and line, the platforms of one usage in one message; warning adds side "
            + "overhangs and ink that spills, note adds faint ink and what was not checked. The rest are counted "
            + "in a last line and listed in the summary.", default: Severity.error, allowed: [.error, .warning, .note],
        group: "OUTPUT OPTIONS")
}

private func parseAxes(_ text: String) -> [AxisValue]? {
    var result: [AxisValue] = []
    for pair in text.split(separator: ",", omittingEmptySubsequences: false) {
        let parts = pair.split(separator: "=", omittingEmptySubsequences: false)
        guard parts.count == 2, (1...4).contains(parts[0].count),
            parts[0].allSatisfy({ $0.isASCII && !$0.isWhitespace }),
            let value = number(String(parts[1]), in: -32768...32767),
            !result.contains(where: { $0.tag == parts[0] })
        else { return nil }
        result.append(AxisValue(tag: String(parts[0]), value: value))
    }
    return result.isEmpty ? nil : result
}

/// `--size` or `--sizes`, and `--line-height` or `--line-height-multiple`: declared and parsed here.
public enum SizeOptions {
    public static let size = Valued(
        "--size", valueName: "size",
        help: "One size in the platform's unit, the unit written or not (17, 17pt; 14sp or 14dp on Android; 16px).",
        expected: "a size above 0 and up to 1000",
        group: "LAYOUT OPTIONS", range: 0.01...1000)
    public static let sizes = Valued(
        "--sizes", valueName: "list",
        help: "Sizes in the platform's unit (iOS pt, Android and Compose dp, or sp: Android's scaled pixel, dp at "
            + "the default font scale; web and Flutter px), the unit written or not: 11,13,17, 14sp, a range 10-40 "
            + "or 10-40:2. Default: "
            + "each platform's type scale; on iOS the text-style sizes "
            + AuditSettings.iOSTextStyleSizes.map(NumberText.plain).joined(separator: " ") + ".",
        expected: "sizes like 11,13,17 or a range like 10-40 or 10-40:2 (0 < size <= 1000)", group: "LAYOUT OPTIONS",
        convert: parseSizes)
    public static let lineHeight = Valued(
        "--line-height", valueName: "pt",
        help: "The line's own height, fixed, in the platform's unit, written or not: the paragraph style's "
            + "minimumLineHeight = maximumLineHeight on iOS, lineHeight on Android (20sp), CSS line-height in px. The view "
            + "is as tall as its lines unless --height fixes the view.",
        expected: "a line height in points above 0 and up to 10000", group: "LAYOUT OPTIONS", range: 0.01...10000)
    public static let lineHeightMultiple = Valued(
        "--line-height-multiple", valueName: "x",
        help: "Line height as a multiple, in each platform's sense: of the natural line height on iOS "
            + "(lineHeightMultiple) and Android (lineSpacingMultiplier), of the font size on Compose (em), "
            + "the web (unitless line-height) and Flutter (TextStyle.height).",
        expected: "a multiple above 0 and up to 100", group: "LAYOUT OPTIONS", range: 0.01...100)
    public static let options = [size.spec, sizes.spec, lineHeight.spec, lineHeightMultiple.spec]

    /// The sizes given (nil for each platform's own) and the line height, each in the platforms'
    /// unit, written with it or not (`17pt`, `16px`, `14dp`, `14sp`).
    public static func parse(_ parsed: ParsedArguments, platforms: [Platform]) throws(UsageError) -> (
        sizes: [Double]?, lineHeight: LineHeight
    ) {
        let parsed = try withoutUnits(parsed, platforms: platforms)
        try parsed.exclusive(size.name, sizes.name)
        try parsed.exclusive(lineHeight.name, lineHeightMultiple.name)
        var given: [Double]? = try size.parse(parsed).map { [$0] }
        given = try sizes.parse(parsed) ?? given
        var line = LineHeight.natural
        if let points = try lineHeight.parse(parsed) { line = .fixed(points) }
        if let factor = try lineHeightMultiple.parse(parsed) { line = .multiple(factor) }
        return (given, line)
    }
}

/// `--content-size`, `--text-style`, `--font-scale` and `--font-scaling`: the user's text size
/// settings to draw at, each platform's sizes drawn at each (`AuditSettings.drawn(at:)`).
public struct TextSizeOptions: Equatable {
    public var contentSizes: [ContentSizeCategory] = []
    public var style: TextStyle = .body
    public var fontScales: [Double] = []
    /// `--api`: the Android version whose settings `--font-scale all` means and whose scaling applies.
    public var api = FontScale.nonlinearAPI
    public var scaling: FontScaling = .nonlinear
    /// The line height was given in sp (`--line-height 20sp`): Android scales it as it scales sizes.
    public var lineHeightInSp = false

    /// The platforms each kind of setting reaches, as `TextSize.applies(to:)` says.
    public static let iOSPlatforms = Platform.allCases.filter { TextSize.contentSize(.l, style: .body).applies(to: $0) }
    public static let androidPlatforms = Platform.allCases.filter {
        TextSize.fontScale(FontScale(scale: 1)).applies(to: $0)
    }

    public static let contentSize = OptionSpec(
        name: "--content-size", valueName: "category|all",
        help: "iOS, and React Native and Flutter on iOS: audit at these Dynamic Type settings too: "
            + ContentSizeCategory.allCases.map(\.rawValue).joined(separator: ", ")
            + " (l is the default), several separated by commas, or all. Each size is the size at Large, scaled "
            + "along --text-style's curve (Body 17 pt is 53 pt at ax5). A fixed --line-height in pt does not scale, "
            + "as minimumLineHeight does not; a fixed --height stays fixed.",
        group: "TEXT SIZE OPTIONS", platforms: iOSPlatforms,
        values: ContentSizeCategory.allCases.map(\.rawValue) + ["all"])
    public static let textStyle = OptionSpec(
        name: "--text-style", valueName: TextStyle.allCases.map(\.rawValue).joined(separator: "|"),
        help: "iOS: the text style whose curve the font follows under --content-size (UIFontMetrics(forTextStyle:), "
            + "Font.custom(_:size:relativeTo:)); Flutter always follows body's. Default body.",
        group: "TEXT SIZE OPTIONS", platforms: iOSPlatforms)
    public static let fontScale = OptionSpec(
        name: "--font-scale", valueName: "x|all",
        help: "Android, Compose, Flutter, React Native on Android: audit at these font scales too (Settings offers "
            + FontScale.settings().map(NumberText.plain).joined(separator: ", ")
            + ", to 1.3 before API 34; all is those of --api), several separated by commas. Sizes are in sp, "
            + "converted by --font-scaling; a --line-height in sp (20sp) scales the same way, one in dp does not; a "
            + "fixed --height stays fixed.",
        group: "TEXT SIZE OPTIONS", platforms: androidPlatforms, values: ["all"])
    public static let fontScaling = OptionSpec(
        name: "--font-scaling", valueName: "linear|nonlinear",
        help: "How sp becomes dp above font scale 1: nonlinear, AOSP's FontScaleConverterFactory tables from Android "
            + "14 (API 34; 14 sp at 2.0 is 26 dp), or linear, sp times the scale, as older Android. Default: "
            + "--api's.", group: "TEXT SIZE OPTIONS", platforms: androidPlatforms)
    public static let api = OptionSpec(
        name: "--api", valueName: "level",
        help: "Android: the API level whose font size settings and scaling apply: from \(FontScale.nonlinearAPI) "
            + "(Android 14) 0.85 to 2, non-linear; below it 0.85 to 1.3, linear. Default \(FontScale.nonlinearAPI).",
        group: "TEXT SIZE OPTIONS", platforms: androidPlatforms)
    public static let options = [contentSize, textStyle, fontScale, fontScaling, api]

    public init() {}

    public init(_ parsed: ParsedArguments) throws(UsageError) {
        if let text = parsed.values[Self.contentSize.name] {
            let names = ContentSizeCategory.allCases.map(\.rawValue).joined(separator: ", ")
            for name in text.split(separator: ",", omittingEmptySubsequences: false).map(String.init) {
                let chosen: [ContentSizeCategory]
                if name == "all" {
                    chosen = ContentSizeCategory.allCases
                } else if let category = ContentSizeCategory(rawValue: name) {
                    chosen = [category]
                } else {
                    throw UsageError(
                        "invalid value '\(text)' for '--content-size': expected all or one or more of \(names)")
                }
                for category in chosen where !contentSizes.contains(category) { contentSizes.append(category) }
            }
        }
        if let text = parsed.values[Self.textStyle.name] {
            guard let style = TextStyle(rawValue: text) else {
                throw UsageError(
                    "invalid value '\(text)' for '--text-style': expected one of "
                        + TextStyle.allCases.map(\.rawValue).joined(separator: ", "))
            }
            self.style = style
        }
        api = try Self.api(parsed)
        scaling = FontScaling(api: api)
        if let text = parsed.values[Self.fontScale.name] {
            for item in text.split(separator: ",", omittingEmptySubsequences: false).map(String.init) {
                let chosen: [Double]
                if item == "all" {
                    chosen = FontScale.settings(api: api)
                } else if let scale = number(item, in: 0.5...4) {
                    chosen = [scale]
                } else {
                    throw UsageError("invalid value '\(text)' for '--font-scale': expected all or scales from 0.5 to 4")
                }
                for scale in chosen where !fontScales.contains(scale) { fontScales.append(scale) }
            }
        }
        if let text = parsed.values[Self.fontScaling.name] {
            guard let scaling = FontScaling(rawValue: text) else {
                throw UsageError("invalid value '\(text)' for '--font-scaling': expected linear or nonlinear")
            }
            self.scaling = scaling
        }
        lineHeightInSp = parsed.values[SizeOptions.lineHeight.name]?.hasSuffix("sp") == true
    }

    /// `--api`'s level, or the default.
    public static func api(_ parsed: ParsedArguments) throws(UsageError) -> Int {
        guard let text = parsed.values[api.name] else { return FontScale.nonlinearAPI }
        guard let level = Int(text), (1...99).contains(level) else {
            throw UsageError("invalid value '\(text)' for '--api': expected an Android API level from 1 to 99")
        }
        return level
    }

    /// The text sizes asked, smallest first, without the defaults (Large, 1): what a token check
    /// tries when its declared size passes (`CheckSettings.textSizes`).
    public var larger: [TextSize] {
        ContentSizeCategory.allCases.filter { $0 != .l && contentSizes.contains($0) }.map {
            .contentSize($0, style: style)
        } + fontScales.filter { $0 != 1 }.sorted().map { .fontScale(FontScale(scale: $0, scaling: scaling)) }
    }

    /// `settings` drawn at each text size asked that reaches its platform, or as they are when none does.
    public func drawn(_ settings: AuditSettings) -> [AuditSettings] {
        let asked =
            (contentSizes.map { TextSize.contentSize($0, style: style) }
            + fontScales.map { .fontScale(FontScale(scale: $0, scaling: scaling)) })
            .filter { $0.applies(to: settings.platform) }.map { $0.on(settings.platform) }
        // An sp line height is Android's alone: the unit check refuses it on the other platforms.
        return asked.isEmpty ? [settings] : settings.drawn(at: asked, lineHeightScales: lineHeightInSp)
    }
}

extension SizeOptions {
    /// The units a size may be written in, and the platforms that measure in each: sp is Android's
    /// scaled pixel, a dp at the default font scale (1.0).
    public static let units: [(unit: String, platforms: [Platform])] = [
        ("pt", Platform.allCases.filter { $0.unit == "pt" }), ("px", Platform.allCases.filter { $0.unit == "px" }),
        ("dp", Platform.allCases.filter { $0.unit == "dp" }), ("sp", Platform.allCases.filter { $0.unit == "dp" }),
    ]

    /// `parsed` with the unit written after each size and line height taken off, once each unit is
    /// known to be the unit of every platform of the run.
    public static func withoutUnits(_ parsed: ParsedArguments, platforms: [Platform]) throws(UsageError)
        -> ParsedArguments
    {
        var parsed = parsed
        for name in [size.name, sizes.name, lineHeight.name] {
            guard let text = parsed.values[name] else { continue }
            var items: [String] = []
            for item in text.split(separator: ",", omittingEmptySubsequences: false).map(String.init) {
                guard let (unit, measured) = units.first(where: { item.hasSuffix($0.unit) }) else {
                    items.append(item)
                    continue
                }
                if let other = platforms.first(where: { !measured.contains($0) }) {
                    throw UsageError(
                        "invalid value '\(text)' for '\(name)': \(unit) is not \(other.rawValue)'s unit; it measures in "
                            + (other.unit == "dp" ? "dp (or sp)" : other.unit))
                }
                items.append(String(item.dropLast(unit.count)))
            }
            parsed.values[name] = items.joined(separator: ",")
        }
        return parsed
    }
}

/// "11,13,17", "10-40" or "10-40:2"; at most 1000 sizes, each in (0, 1000].
public func parseSizes(_ text: String) -> [Double]? {
    var sizes: [Double] = []
    for item in text.split(separator: ",", omittingEmptySubsequences: false) {
        let rangeAndStep = item.split(separator: ":", omittingEmptySubsequences: false)
        let bounds = rangeAndStep[0].split(separator: "-", omittingEmptySubsequences: false)
        guard rangeAndStep.count <= 2, bounds.count <= 2,
            let low = number(String(bounds[0]), in: 0.01...1000)
        else { return nil }
        if bounds.count == 1 {
            guard rangeAndStep.count == 1 else { return nil }
            sizes.append(low)
            continue
        }
        guard let high = number(String(bounds[1]), in: low...1000) else { return nil }
        let step = rangeAndStep.count == 2 ? number(String(rangeAndStep[1]), in: 0.01...1000) : 1
        guard let step, (high - low) / step < 1000 else { return nil }
        let steps = Int(((high - low) / step + PixelGrid.tolerance).rounded(.down))
        sizes.append(contentsOf: (0...steps).map { low + Double($0) * step })
    }
    return sizes.isEmpty || sizes.count > 1000 ? nil : sizes
}

extension PlatformOptions {
    /// `--strut-font`'s file read for its metrics only, after parsing (which reads no file) and
    /// before the run: a file that is not a readable font is a bad argument.
    public mutating func readStrutFont() throws(UsageError) {
        guard var strut = flutter.strut, let path = strut.fontPath else { return }
        do {
            let face = try FontFace(path: path)
            strut.font = (face.info.postScriptName ?? String(path.split(separator: "/").last ?? ""), face.metrics)
        } catch {
            throw UsageError("invalid value for '--strut-font': \(error.description)")
        }
        flutter.strut = strut
    }
}
