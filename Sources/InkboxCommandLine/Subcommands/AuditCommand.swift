import AuditPipeline
import CommandOptions
import FontReading
import FontValues
import LineBoxAnalysis

extension Specs {
    static let audit = CommandSpec(
        name: "audit",
        abstract: "Find the glyphs a platform's text view cuts off (iOS UILabel by default), and what stops it.",
        usage: "inkbox audit [<options>] <font> ...",
        arguments: [fontArgument],
        options: FaceSelection.options + [FontArguments.option] + CharacterChoiceOptions.options + StringInputs.options
            + [
                PlatformSelection.option, LayoutOptions.lines.spec, LayoutOptions.width, LayoutOptions.height,
                LayoutOptions.overflow.spec, LayoutOptions.padding.spec,
            ] + SizeOptions.options + [LayoutOptions.letterSpacing] + RenderingOptions.options
            + RenderingOptions.ruleOptions
            + PlatformOptionGroup.options + TextSizeOptions.options + [
                auditFormat.spec, statistics, AnnotationOptions.annotate.spec, OptionSpec.report, OptionSpec.root,
            ] + TextView.options + [Progress.option, OptionSpec.wide] + [
                colour.spec
            ] + ConfigOptions.options + [
                helpOption
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
            STULabel README; see docs/platforms.md. A line height changes only the top edge on iOS: no line
            height fixes a bottom overflow, only a bottom gutter does.

            Other platforms (--platform): Android TextView (FreeType metric rule, integer pixel
            metrics, includeFontPadding), Compose Text (LineHeightStyle), the web (CSS half-leading
            per engine, one line with overflow: hidden), Flutter (proportional or even leading) and
            Windows GDI (the usWin clip). Each row then gives the fix in that platform's terms:
            padding and includeFontPadding, the smallest line-height or height, or the usWin values
            only the font's maker can change.

            Faces of one typographic family audited together are also judged as a family, after
            the faces: members whose vertical metrics differ (inkbox.family-metrics), usWin short of
            the family's ink (inkbox.family-win), typo and hhea apart under USE_TYPO_METRICS
            (inkbox.typo-hhea) and line gaps (inkbox.line-gap), each with its cost per platform in
            font units and at a named size (docs/fix.md; JSON "families").

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
            """,
        examples: [
            "inkbox audit Fonts/ipaexg.ttf",
            "inkbox audit --platform android,web --sizes 14,16,20 --summary Fonts/Lato-Regular.ttf Fonts/ipaexg.ttf",
            "inkbox audit --platform web --engine all --size 16 --summary Fonts/ipaexg.ttf",
            "inkbox audit --strings Examples/strings/Localizable.xcstrings --size 17 Fonts/NotoSans-Regular.ttf",
        ],
        common: [
            CommonOption("--platform", "ios (default), android, compose, web, flutter, ...; several, or all"),
            CommonOption("--set", "the characters: auto (default), probe, latin, japanese, all, ..."),
            CommonOption("--sizes", "the sizes, e.g. 11,13,17 or 10-40 (default: the platform's type scale)"),
            CommonOption("--format", "text (default), json, sarif, github, markdown, html, concise, ..."),
            CommonOption("--fail-on", "the least severity that exits 1: error (default), warning or note"),
        ])
}

/// What is audited, on which platforms and how: the options `audit` and `fix` share.
struct AuditRequest: Equatable {
    var characters: CharacterChoice
    /// Strings to shape and measure instead of the character set.
    var strings: StringInputs?
    var platforms: [Platform]
    /// `--engine all`: the web platform audited once per engine, in `WebEngine` order; nil for
    /// the one engine the options name.
    var webEngines: [WebEngine]?
    /// The user's text sizes each platform is drawn at (`--content-size`, `--font-scale`).
    var textSizes: TextSizeOptions
    /// Sizes for every platform, or nil for each platform's own default sizes.
    var sizes: [Double]?
    /// Everything but the platform and sizes.
    var template: AuditSettings
    /// The least severity that fails the run (`--fail-on`).
    var failOn: Severity
    /// The least severity `--format github` annotates (`--annotate`).
    var annotate: Severity

    init(_ parsed: ParsedArguments) throws(UsageError) {
        strings = try StringInputs(parsed)
        annotate = try AnnotationOptions.annotate.parse(parsed)
        characters = try CharacterChoiceOptions.parse(parsed, hasStrings: strings != nil)
        platforms = try PlatformSelection.parse(parsed)

        var settings = AuditSettings()
        (sizes, settings.lineHeight) = try SizeOptions.parse(parsed, platforms: platforms)
        let rendering = try RenderingOptions(parsed)
        settings.scale = rendering.scale
        settings.tolerancePixels = rendering.tolerancePixels
        settings.tallScripts = rendering.tallScripts
        settings.edges = rendering.edges
        settings.rules = rendering.rules
        settings.letterSpacing =
            try parsed.value(
                "--letter-spacing", "a spacing like 0.05em, 5%, 1.5 or 1.5px within ±1 em",
                { LetterSpacing($0) }) ?? .none
        var platformArguments = parsed
        if parsed.values["--engine"] == "all" {
            webEngines = WebEngine.allCases
            platformArguments.values["--engine"] = nil
        }
        settings.options = rendering.apply(to: try PlatformOptionGroup.parse(platformArguments))
        failOn = rendering.failOn
        textSizes = try TextSizeOptions(parsed)
        try parsed.checkApplicable(
            PlatformOptionGroup.options + RenderingOptions.options + TextSizeOptions.options, to: platforms)
        (settings.lines, settings.wrapWidth, settings.viewSides) = try LayoutOptions.parse(
            parsed, hasStrings: strings != nil)
        settings.viewHeight = try parsed.value(
            "--height", "a height above 0 and up to 100000 in the platform's unit",
            { number($0, in: 0.01...100_000) })
        settings.overflow = try LayoutOptions.overflow.parse(parsed)
        settings.padding = try LayoutOptions.padding.parse(parsed) ?? .zero
        try parsed.checkApplicable([LayoutOptions.overflow.spec, LayoutOptions.padding.spec], to: platforms)
        template = settings
    }

    /// The settings for one platform: its default sizes unless sizes were given.
    func settings(for platform: Platform) -> AuditSettings {
        var settings = template
        settings.platform = platform
        settings.sizes = sizes ?? platform.defaultSizes
        return settings
    }

    /// One setting per platform asked, in order, and on the web one per engine under `--engine all`.
    var settings: [AuditSettings] {
        platforms.flatMap { platform in
            let settings = settings(for: platform)
            guard platform == .web, let webEngines else { return textSizes.drawn(settings) }
            return webEngines.map {
                var engine = settings
                engine.options.web.engine = $0
                return engine
            }
        }
    }

    /// The items one task measures, and the fallback faces it opens for them (a FontFace belongs
    /// to one task). `loaded` is what the run read once: strings and the fallbacks admitted.
    func items(_ loaded: StringInputs.Loaded?) throws(FontReadingError) -> (items: AuditItems, fallbacks: [FontFace]) {
        guard let loaded else { return (.characters(characters), []) }
        var fallbacks: [FontFace] = []
        for path in loaded.fallbacks { fallbacks.append(try FontFace(path: path)) }
        return (.strings(loaded.strings, features: strings?.features ?? []), fallbacks)
    }
}

/// `inkbox audit`, parsed.
struct AuditCommand: Equatable {
    var fonts: FontArguments
    var faces: FaceSelection
    var request: AuditRequest
    var format: OutputFormat
    /// `--report`: the same run's reports in other formats, to files.
    var reports: [ReportFile<OutputFormat>]
    var view: TextView
    /// Progress on standard error may be shown (`Progress` decides when).
    var showsProgress: Bool
    /// Text tables as wide as their cells (`--wide`).
    var wide: Bool

    init(_ parsed: ParsedArguments) throws(UsageError) {
        guard !parsed.positionals.isEmpty else { throw UsageError("missing expected argument '<font> ...'") }
        fonts = FontArguments(parsed.positionals, parsed)
        faces = try FaceSelection(parsed)
        request = try AuditRequest(parsed)
        format = try Specs.auditFormat.parse(parsed, statistics: .statistics)
        reports = try ReportFile.parse(parsed)
        view = try TextView.parse(parsed, format: format)
        showsProgress = !parsed.flags.contains("--no-progress") && format != .json && format != .jsonl
        wide = parsed.has(.wide)
    }
}

func runAudit(_ command: AuditCommand, _ console: Console) -> ExitCode {
    let loaded = command.request.strings?.load(project: command.fonts.project)
    for error in loaded?.errors ?? [] { console.diagnose(error.description) }
    var report = AuditReportStream(command, console)
    let outputs = report.outputs
    let drawing = outputs.contains { $0.format == .html }
    var progress = Progress(console, enabled: command.showsProgress)
    eachFace(
        command.fonts, command.faces,
        { (face, work) throws(FontReadingError) in
            let (items, fallbacks) = try command.request.items(loaded)
            // Each worker renders its face; the writer thread only writes.
            return AuditReportStream.render(
                try AuditPipeline.run(
                    face, items, fallbacks: fallbacks, settings: command.request.settings, drawing: drawing,
                    work: work), command, outputs: outputs)
        }, progress: { progress.update(done: $0, total: $1) }, emit: { report.add($0) })
    progress.finish()
    report.finish()
    reportErrors(report.errors, console)
    if !report.errors.isEmpty || !(loaded?.errors.isEmpty ?? true) || report.reportFailed { return .inputError }
    return ExitCode(verdict: report.severity, failOn: command.request.failOn)
}
