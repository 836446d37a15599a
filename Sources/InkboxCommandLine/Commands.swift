import FontReading
import LineBoxAnalysis

enum OutputFormat: String, CaseIterable {
    case text, json, html
}

/// Which face or faces of each file, at which variation.
struct FaceSelection: Equatable {
    var faceIndex: Int?
    var variation: VariationRequest = .defaultInstance

    init(_ parsed: ParsedArguments) throws(UsageError) {
        try parsed.exclusive("--instance", "--axis")
        faceIndex = try parsed.value("--face", "a face index 0 or more") { Int($0).flatMap { $0 >= 0 ? $0 : nil } }
        if let name = parsed.values["--instance"] {
            guard !name.isEmpty else { throw UsageError("invalid value '' for '--instance': expected an instance name") }
            variation = .namedInstance(name)
        }
        if let axes = try parsed.value("--axis", "tag=value pairs separated by commas, e.g. wght=700,wdth=90",
                                       parseAxes) {
            variation = .axes(axes)
        }
    }
}

private func parseAxes(_ text: String) -> [AxisValue]? {
    var result: [AxisValue] = []
    for pair in text.split(separator: ",", omittingEmptySubsequences: false) {
        let parts = pair.split(separator: "=", omittingEmptySubsequences: false)
        guard parts.count == 2, (1...4).contains(parts[0].count), parts[0].allSatisfy({ $0.isASCII && !$0.isWhitespace }),
              let value = number(String(parts[1]), in: -32768...32767),
              !result.contains(where: { $0.tag == parts[0] }) else { return nil }
        result.append(AxisValue(tag: String(parts[0]), value: value))
    }
    return result.isEmpty ? nil : result
}

/// `inkbox metrics`, parsed.
struct MetricsCommand: Equatable {
    var fonts: [String]
    var faces: FaceSelection
    var format: OutputFormat

    init(_ parsed: ParsedArguments) throws(UsageError) {
        guard !parsed.positionals.isEmpty else { throw UsageError("missing expected argument '<font> ...'") }
        fonts = parsed.positionals
        faces = try FaceSelection(parsed)
        format = try parsed.value("--format", "text or json") { $0 == "html" ? nil : OutputFormat(rawValue: $0) } ?? .text
    }
}

/// `inkbox audit`, parsed.
struct AuditCommand: Equatable {
    var fonts: [String]
    var faces: FaceSelection
    var characters: CharacterChoice
    /// Strings to shape and measure instead of the character set.
    var strings: StringInputs?
    var platforms: [Platform]
    /// Sizes for every platform, or nil for each platform's own default sizes.
    var sizes: [Double]?
    /// Everything but the platform and sizes.
    var template: AuditSettings
    var format: OutputFormat

    init(_ parsed: ParsedArguments) throws(UsageError) {
        guard !parsed.positionals.isEmpty else { throw UsageError("missing expected argument '<font> ...'") }
        fonts = parsed.positionals
        faces = try FaceSelection(parsed)
        try parsed.exclusive("--size", "--sizes")
        try parsed.exclusive("--line-height", "--line-height-multiple")
        characters = try parseCharacters(parsed)
        strings = try StringInputs(parsed)
        platforms = try parsePlatforms(parsed)

        var settings = AuditSettings()
        if let size = try parsed.value("--size", "a point size above 0 and up to 1000", { number($0, in: 0.01...1000) }) {
            sizes = [size]
        }
        if let list = try parsed.value("--sizes", "sizes like 11,13,17 or a range like 10-40 or 10-40:2 (0 < size <= 1000)",
                                       parseSizes) {
            sizes = list
        }
        if let points = try parsed.value("--line-height", "a line height in points above 0 and up to 10000",
                                         { number($0, in: 0.01...10000) }) {
            settings.lineHeight = .fixed(points)
        }
        if let factor = try parsed.value("--line-height-multiple", "a multiple above 0 and up to 100",
                                         { number($0, in: 0.01...100) }) {
            settings.lineHeight = .multiple(factor)
        }
        let rendering = try RenderingOptions(parsed)
        settings.scale = rendering.scale
        settings.tolerancePixels = rendering.tolerancePixels
        settings.tallScripts = rendering.tallScripts
        settings.options = try parsePlatformOptions(parsed)
        try parsed.checkApplicable(Specs.platformOptions + Specs.renderingOptions, to: platforms)
        (settings.lines, settings.wrapWidth) = try parseLines(parsed, hasStrings: strings != nil)
        template = settings
        format = try parsed.value("--format", "text, json or html", OutputFormat.init(rawValue:)) ?? .text
    }

    /// The settings for one platform: its default sizes unless sizes were given.
    func settings(for platform: Platform) -> AuditSettings {
        var settings = template
        settings.platform = platform
        settings.sizes = sizes ?? platform.defaultSizes
        return settings
    }
}

/// `--lines` and `--width`: the lines drawn and the width strings wrap at. Wrapped, a label
/// draws as many lines as the text needs unless `--lines` caps them.
func parseLines(_ parsed: ParsedArguments, hasStrings: Bool) throws(UsageError) -> (lines: Int, width: Double?) {
    let lines = try parsed.value("--lines", "a number of lines from 1 to 1000") { Int($0).flatMap { (1...1000).contains($0) ? $0 : nil } }
    let width = try parsed.value("--width", "a width above 0 and up to 100000 in the platform's unit",
                                 { number($0, in: 0.01...100_000) })
    if width != nil && !hasStrings {
        throw UsageError("--width wraps strings: give --text, --text-file, --strings or --samples")
    }
    return (lines ?? (width == nil ? 1 : Int.max), width)
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

/// `--set` or `--chars`, shared by audit and check.
func parseCharacters(_ parsed: ParsedArguments) throws(UsageError) -> CharacterChoice {
    try parsed.exclusive("--set", "--chars")
    if let text = parsed.values["--chars"] {
        guard !text.isEmpty else { throw UsageError("invalid value '' for '--chars': expected at least one character") }
        return .text(text)
    }
    let names = CharacterSetName.allCases.map(\.rawValue).joined(separator: ", ")
    return .named(try parsed.value("--set", "one of \(names)", CharacterSetName.init(rawValue:)) ?? .auto)
}

/// `--platform ios,android` (repeatable) or `--platform all`; `ios` when absent.
func parsePlatforms(_ parsed: ParsedArguments) throws(UsageError) -> [Platform] {
    var platforms: [Platform] = []
    let names = Platform.allCases.map(\.rawValue).joined(separator: ", ")
    for text in parsed.allValues["--platform"] ?? [] {
        for name in text.split(separator: ",", omittingEmptySubsequences: false).map(String.init) {
            let chosen: [Platform]
            if name == "all" {
                chosen = Platform.allCases
            } else if let platform = Platform(rawValue: name) {
                chosen = [platform]
            } else {
                throw UsageError("invalid value '\(text)' for '--platform': expected all or one or more of \(names)")
            }
            for platform in chosen where !platforms.contains(platform) { platforms.append(platform) }
        }
    }
    return platforms.isEmpty ? [.ios] : platforms
}

/// The options that shape each platform's line box.
func parsePlatformOptions(_ parsed: ParsedArguments) throws(UsageError) -> PlatformOptions {
    func choice<T: RawRepresentable & CaseIterable>(_ name: String, _ type: T.Type) throws(UsageError) -> T?
        where T.RawValue == String {
        try parsed.value(name, T.allCases.map(\.rawValue).joined(separator: " or "), T.init(rawValue:))
    }
    func flag(_ name: String) throws(UsageError) -> Bool? {
        try parsed.value(name, "on or off") { ["on": true, "off": false, "true": true, "false": false][$0] }
    }
    var options = PlatformOptions()
    options.iosPlacement = try choice("--ios-placement", IOSPlacement.self) ?? options.iosPlacement
    options.density = try parsed.value("--density", "device pixels per dp from 0.5 to 8", { number($0, in: 0.5...8) })
        ?? options.density
    options.includeFontPadding = try flag("--include-font-padding")
    options.elegantTextHeight = try flag("--elegant-text-height") ?? options.elegantTextHeight
    options.iosFallbackLine = try choice("--ios-fallback-line", IOSFallbackLine.self) ?? options.iosFallbackLine
    options.fallbackLineSpacing = try flag("--fallback-line-spacing") ?? options.fallbackLineSpacing
    options.composeAlignment = try choice("--compose-alignment", ComposeAlignment.self) ?? options.composeAlignment
    options.composeTrim = try choice("--compose-trim", ComposeTrim.self) ?? options.composeTrim
    options.webEngine = try choice("--engine", WebEngine.self) ?? options.webEngine
    options.devicePixelRatio = try parsed.value("--dpr", "a device pixel ratio from 0.5 to 8", { number($0, in: 0.5...8) })
        ?? options.devicePixelRatio
    options.webBaselineSnap = try choice("--web-baseline-snap", WebBaselineSnap.self) ?? options.webBaselineSnap
    options.webHinting = try choice("--web-hinting", WebHinting.self) ?? options.webHinting
    options.flutterMetrics = try choice("--flutter-metrics", FlutterMetrics.self) ?? options.flutterMetrics
    options.flutterDistribution = try choice("--flutter-leading", FlutterDistribution.self) ?? options.flutterDistribution
    options.applyHeightToFirstAscent = try flag("--apply-height-to-first-ascent") ?? options.applyHeightToFirstAscent
    options.applyHeightToLastDescent = try flag("--apply-height-to-last-descent") ?? options.applyHeightToLastDescent
    return options
}

/// `--scale`, `--tolerance`, `--tall-scripts`, shared by audit and check.
struct RenderingOptions {
    var scale: Double
    var tolerancePixels: Double
    var tallScripts: TallScriptAssumption

    init(_ parsed: ParsedArguments) throws(UsageError) {
        scale = try parsed.value("--scale", "1, 2 or 3") { ["1": 1.0, "2": 2.0, "3": 3.0][$0] } ?? 3
        tolerancePixels = try parsed.value("--tolerance", "a number of device pixels from 0 to 100",
                                           { number($0, in: 0...100) }) ?? 0
        tallScripts = try parsed.value("--tall-scripts", "clip or exempt", TallScriptAssumption.init(rawValue:)) ?? .clip
    }
}
