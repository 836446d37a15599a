import FontValues
import AuditPipeline
import TextSources
import FontReading
import LineBoxAnalysis

enum OutputFormat: String, CaseIterable, Sendable {
    case text, json, jsonl, sarif, html
}

/// What the text report of `audit` shows (`--summary`, `--list-clipped`), or nothing (`--quiet`).
enum TextView: Equatable {
    case report, summary, listClipped, quiet

    static func parse(_ parsed: ParsedArguments, format: OutputFormat) throws(UsageError) -> TextView {
        try parsed.exclusive("--summary", "--list-clipped", "--quiet")
        let view: TextView = parsed.flags.contains("--summary") ? .summary : parsed.flags.contains("--list-clipped") ? .listClipped
            : parsed.flags.contains("--quiet") ? .quiet : .report
        if view == .summary || view == .listClipped, format != .text {
            throw UsageError("'\(view == .summary ? "--summary" : "--list-clipped")' is a view of the text report: "
                + "it does not apply to --format \(format.rawValue)")
        }
        return view
    }

    static let options: [OptionSpec] = [
        OptionSpec(name: "--summary", help: "One line per face: its verdict on each platform, the worst item at each edge "
            + "and the range of gutters over the sizes.", group: "OUTPUT OPTIONS"),
        OptionSpec(name: "--list-clipped", help: "Every clipped glyph or string, one line each: face, platform, size and "
            + "how far it crosses each edge.", group: "OUTPUT OPTIONS"),
        OptionSpec(name: "--quiet", help: "Print no report: the exit code says it (errors still go to standard error).",
                   group: "OUTPUT OPTIONS"),
    ]
}


/// `inkbox metrics`, parsed.
struct MetricsCommand: Equatable {
    var fonts: FontArguments
    var faces: FaceSelection
    var format: OutputFormat

    init(_ parsed: ParsedArguments) throws(UsageError) {
        guard !parsed.positionals.isEmpty else { throw UsageError("missing expected argument '<font> ...'") }
        fonts = FontArguments(parsed.positionals, parsed)
        faces = try FaceSelection(parsed)
        format = try Specs.textOrJSON.parse(parsed)
    }
}

/// What is audited, on which platforms and how: the options `audit` and `fix` share.
struct AuditRequest: Equatable {
    var characters: CharacterChoice
    /// Strings to shape and measure instead of the character set.
    var strings: StringInputs?
    var platforms: [Platform]
    /// Sizes for every platform, or nil for each platform's own default sizes.
    var sizes: [Double]?
    /// Everything but the platform and sizes.
    var template: AuditSettings
    /// The least severity that fails the run (`--fail-on`).
    var failOn: Severity

    init(_ parsed: ParsedArguments) throws(UsageError) {
        strings = try StringInputs(parsed)
        characters = try CharacterChoiceOptions.parse(parsed, hasStrings: strings != nil)
        platforms = try PlatformSelection.parse(parsed)

        var settings = AuditSettings()
        (sizes, settings.lineHeight) = try SizeOptions.parse(parsed)
        let rendering = try RenderingOptions(parsed)
        settings.scale = rendering.scale
        settings.tolerancePixels = rendering.tolerancePixels
        settings.tallScripts = rendering.tallScripts
        settings.edges = rendering.edges
        settings.letterSpacing = try parsed.value("--letter-spacing", "a spacing like 0.05em, 5%, 1.5 or 1.5px within ±1 em",
                                                  { LetterSpacing($0) }) ?? .none
        settings.options = rendering.apply(to: try PlatformOptionGroup.readStrutFont(PlatformOptionGroup.parse(parsed)))
        failOn = rendering.failOn
        try parsed.checkApplicable(PlatformOptionGroup.options + RenderingOptions.options, to: platforms)
        (settings.lines, settings.wrapWidth, settings.viewSides) = try LayoutOptions.parse(parsed, hasStrings: strings != nil)
        settings.viewHeight = try parsed.value("--height", "a height above 0 and up to 100000 in the platform's unit",
                                               { number($0, in: 0.01...100_000) })
        template = settings
    }

    /// The settings for one platform: its default sizes unless sizes were given.
    func settings(for platform: Platform) -> AuditSettings {
        var settings = template
        settings.platform = platform
        settings.sizes = sizes ?? platform.defaultSizes
        return settings
    }

    /// One setting per platform asked, in order.
    var settings: [AuditSettings] { platforms.map(settings(for:)) }

    /// The items one task measures, and the fallback faces it opens for them (a FontFace belongs
    /// to one task). `loaded` are the strings read once for the whole run.
    func items(_ loaded: [LocalizedString]?) throws(FontReadingError) -> (items: AuditItems, fallbacks: [FontFace]) {
        guard let loaded else { return (.characters(characters), []) }
        var fallbacks: [FontFace] = []
        for path in strings?.fallbacks ?? [] { fallbacks.append(try FontFace(path: path)) }
        return (.strings(loaded, features: strings?.features ?? []), fallbacks)
    }
}

/// `inkbox audit`, parsed.
struct AuditCommand: Equatable {
    var fonts: FontArguments
    var faces: FaceSelection
    var request: AuditRequest
    var format: OutputFormat
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
        format = try Specs.auditFormat.parse(parsed)
        view = try TextView.parse(parsed, format: format)
        showsProgress = !parsed.flags.contains("--no-progress") && format != .json && format != .jsonl
        wide = parsed.flags.contains("--wide")
    }
}


/// "11,13,17", "10-40" or "10-40:2"; at most 1000 sizes, each in (0, 1000].
func parseSizes(_ text: String) -> [Double]? {
    var sizes: [Double] = []
    for item in text.split(separator: ",", omittingEmptySubsequences: false) {
        let rangeAndStep = item.split(separator: ":", omittingEmptySubsequences: false)
        let bounds = rangeAndStep[0].split(separator: "-", omittingEmptySubsequences: false)
        guard rangeAndStep.count <= 2, bounds.count <= 2,
              let low = number(String(bounds[0]), in: 0.01...1000) else { return nil }
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
