import AuditPipeline
import CommandOptions
import DesignTokens
import FontValues
import LineBoxAnalysis
import Reports

extension Specs {
    static let check = CommandSpec(
        name: "check",
        abstract:
            "Fail a CI build when a typography token clips: read design tokens, find their fonts, check each style.",
        usage: "inkbox check [<options>] --fonts <dir> <tokens> ...",
        arguments: [
            ArgumentSpec(
                name: "<tokens> ...",
                help: "Token files (.tokens, .tokens.json, .json), merged in order as Style Dictionary does.")
        ],
        options: TokenInputs.options + BaselineOptions.options(group: "TOKEN OPTIONS") + CharacterChoiceOptions.options
            + StringInputs.options + [
                PlatformSelection.option, LayoutOptions.lines.spec, LayoutOptions.width, LayoutOptions.overflow.spec,
                LayoutOptions.padding.spec,
            ] + RenderingOptions.options + RenderingOptions.ruleOptions + PlatformOptionGroup.options
            + TextSizeOptions.options + [
                checkFormat.spec, statistics, AnnotationOptions.annotate.spec, OptionSpec.report, OptionSpec.root,
                OptionSpec.wide,
                colour.spec,
            ] + ConfigOptions.options + [
                helpOption
            ],
        discussion: """
            Each typography token (fontFamily, fontSize, fontWeight, lineHeight, letterSpacing, with
            references resolved) is checked like 'inkbox audit' at its own size and line height: a
            line-height multiplier multiplies the font size (CSS), "normal" or "AUTO" is the font's
            natural line height. A token may name its own characters under
            $extensions["com.inkbox"]: {"set": "vietnamese"} or {"chars": "ÉÅjy"}, and turn rules off
            with the reason: {"ignore": {"IB004": "the button is wider than its label"}}.

            Formats: W3C DTCG 2025.10, Tokens Studio (legacy and DTCG flavours) and Style
            Dictionary. Broken references, cycles and unreadable values are errors for their token;
            the other tokens are still checked.
            """,
        examples: [
            "inkbox check --fonts Fonts Examples/dtcg/typography.tokens.json",
            "inkbox check --fonts Fonts --platform ios,android Examples/dtcg/typography.tokens.json --format github --report sarif=inkbox.sarif --report markdown=summary.md",
        ],
        common: [
            CommonOption("--fonts", "where the tokens' fonts are (repeatable)"),
            CommonOption("--platform", "ios (default), android, compose, web, flutter, ...; several, or all"),
            CommonOption("--lang", "the product's languages, e.g. en,ja (default: what tokens declare, else en)"),
            CommonOption("--baseline", "accept the clips a baseline file lists; fail on new ones"),
            CommonOption("--format", "text (default), json, sarif, github, junit, markdown, html, ..."),
        ])
}

/// `inkbox check`, parsed.
struct CheckCommand {
    var tokens: TokenInputs
    var platforms: [Platform]
    var settings: CheckSettings
    var format: CheckFormat
    /// `--report`: the same run's reports in other formats, to files.
    var reports: [ReportFile<CheckFormat>]
    var baseline: BaselineOptions
    var strings: StringInputs?
    /// The least severity that fails the run (`--fail-on`).
    var failOn: Severity
    /// The least severity `--format github` annotates (`--annotate`).
    var annotate: Severity
    /// Text tables as wide as their cells (`--wide`).
    var wide: Bool

    init(_ parsed: ParsedArguments) throws(UsageError) {
        wide = parsed.has(.wide)
        guard !parsed.positionals.isEmpty else { throw UsageError("missing expected argument '<tokens> ...'") }
        tokens = try TokenInputs(parsed, files: parsed.positionals)
        platforms = try PlatformSelection.parse(parsed)
        let rendering = try RenderingOptions(parsed)
        failOn = rendering.failOn
        annotate = try AnnotationOptions.annotate.parse(parsed)
        let shaped = try StringInputs(parsed)
        settings = rendering.checkSettings(
            characters: try CharacterChoiceOptions.parse(
                parsed, hasStrings: shaped != nil, unstated: .languages(["en"])),
            platforms: platforms,
            options: try PlatformOptionGroup.parse(parsed))
        try parsed.checkApplicable(
            PlatformOptionGroup.options + RenderingOptions.options + TextSizeOptions.options, to: platforms)
        let textSizes = try TextSizeOptions(parsed)
        settings.textSizes = textSizes.larger
        settings.lineHeightScales = textSizes.lineHeightInSp
        format = try Specs.checkFormat.parse(parsed, statistics: .statistics)
        reports = try ReportFile.parse(parsed)
        strings = shaped
        settings.features = strings?.features ?? []
        (settings.lines, settings.wrapWidth, settings.viewSides) = try LayoutOptions.parse(
            parsed, hasStrings: strings != nil)
        settings.overflow = try LayoutOptions.overflow.parse(parsed)
        settings.padding = try LayoutOptions.padding.parse(parsed) ?? .zero
        try parsed.checkApplicable([LayoutOptions.overflow.spec, LayoutOptions.padding.spec], to: platforms)
        settings.drawing = format == .html || reports.contains { $0.format == .html }
        baseline = BaselineOptions(parsed)
    }
}

func runCheck(_ command: CheckCommand, _ console: Console) -> ExitCode {
    let (tokens, index, root, inputErrors) = command.tokens.read()
    var fileErrors = tokens.errors.filter { $0.path == nil } + inputErrors
    var settings = command.settings
    settings.root = root
    if let inputs = command.strings {
        let loaded = inputs.load(project: command.tokens.project)
        settings.strings = loaded.strings
        settings.fallbacks = loaded.fallbacks
        fileErrors += loaded.errors.map { TokenError(file: $0.file, line: $0.line, path: nil, message: $0.message) }
    }
    var results = TokenChecker.check(tokens, fonts: index, settings: settings)

    let stale = command.baseline.apply(
        to: &results, fileErrors: &fileErrors, project: command.tokens.project, console: console)

    let outcome = CheckOutcome(
        results: results, fileErrors: fileErrors, stale: stale, characters: command.settings.characters)
    console.standardOutput.write(
        render(command.format, colour: console.usesColour, width: console.textWidth(wide: command.wide)))
    let written = ReportFile.write(command.reports, project: command.tokens.project, console: console) {
        render($0, colour: false, width: command.wide ? .wide : .standard)
    }
    for error in fileErrors { console.diagnose(error.description) }
    for error in index.errors { console.diagnose("warning: not indexed: \(error.description)") }
    reportSkipped(index.skipped, console)
    return written ? ExitCode(outcome, failOn: command.failOn) : .inputError

    func render(_ format: CheckFormat, colour: Bool, width: TextWidth) -> String {
        switch format {
        case .text: CheckReport.text(outcome, colour: colour, width: width)
        case .json: CheckReport.json(outcome, config: console.configFile)
        case .junit: CheckReport.junit(outcome)
        case .github: CheckReport.github(outcome, annotate: command.annotate)
        case .sarif: FindingFormats.sarif(CheckReport.findings(outcome), version: Specs.version)
        case .html: CheckReport.html(outcome)
        case .markdown: CheckReport.markdown(outcome)
        case .concise: FindingFormats.concise(CheckReport.findings(outcome))
        case .statistics: FindingFormats.statistics(CheckReport.findings(outcome))
        }
    }
}
