import FontValues

/// How glyphs are placed in a UILabel: as UIKit does, or with the common
/// `baselineOffset = (L - lineHeight) / 4` workaround that centres them (docs/line-box-models.md).
public enum IOSPlacement: String, CaseIterable, Sendable {
    case standard
    /// The baseline moves up by twice the offset, `(L - lineHeight) / 2` (measured by several
    /// teams; the mechanism is unconfirmed, U).
    case centred
}

/// How a UILabel lays out a line that mixes fonts (a fallback font draws characters the label's
/// font lacks). Unconfirmed (U in `docs/line-box-models.md`): TextKit is widely observed to make such
/// lines taller, but the rule has not been read in Apple's code.
public enum IOSFallbackLine: String, CaseIterable, Sendable {
    /// The line takes the largest ascent and the largest descent (hhea) of every font drawn on
    /// it, as CoreText's line metrics do; the label grows with it.
    case grow
    /// The line keeps the label font's box; a fallback font's ink is measured against it.
    case primary
}

public struct IOSOptions: Sendable, Equatable {
    public var placement: IOSPlacement = .standard
    public var fallbackLine: IOSFallbackLine = .grow
}

/// UILabel (`IOSLabelModel`).
struct IOSPlatform: PlatformModel {
    var unit: String { "pt" }
    var defaultSizes: [Double] { AuditSettings.iOSTextStyleSizes }

    var options: [PlatformOption] {
        [
            .choice(
                "--ios-placement", \.ios.placement,
                help: "iOS: centred models the baselineOffset = (L - lineHeight) / 4 workaround (its mechanism is "
                    + "unconfirmed).", platforms: [.ios]),
            .choice(
                "--ios-fallback-line", \.ios.fallbackLine,
                help: "iOS, strings drawn partly by a fallback font: the line grows to the largest hhea ascent and "
                    + "descent of its fonts (grow) or keeps the label font's box (primary). Unconfirmed.",
                platforms: [.ios]),
        ]
    }

    func pixelsPerUnit(scale: Double, options: PlatformOptions) -> Double { scale }
    func metricsTable(_ options: PlatformOptions, _ metrics: VerticalMetrics) -> MetricsTable? { .hhea }

    /// `IOSLabelModel`, plus the centred placement: `baselineOffset = (L - lineHeight) / 4`
    /// moves the glyphs up by `(L - lineHeight) / 2` (docs/line-box-models.md; mechanism U). With
    /// `IOSFallbackLine.grow` (U) fallback fonts' hhea ascent and descent widen the line.
    func lineBox(_ input: LineInput) -> LineBox {
        var box = IOSLabelModel.lineBox(
            metrics: input.metrics, postScriptName: input.postScriptName, pointSize: input.size,
            lineHeight: input.lineHeight, grid: PixelGrid(scale: input.scale),
            fallbacks: input.options.ios.fallbackLine == .grow ? input.fallbacks : [])
        if input.options.ios.placement == .centred {
            let offset = (box.lineHeight - (box.ascent + box.descent)) / 2
            box.top -= offset
            box.bottom += offset
        }
        return box
    }

    /// UILabel centres its one line in its bounds and rounds the baseline to a pixel, as it does
    /// at its intrinsic height (M).
    func lineBox(_ box: LineBox, inHeight height: Double, _ input: LineInput) -> LineBox {
        var fixed = box
        let baseline = PixelGrid(scale: input.scale).round((height - box.lineHeight) / 2 + box.lineHeight - box.descent)
        fixed.top = baseline
        fixed.bottom = height - baseline
        return fixed
    }

    var centresLineInFixedHeight: Bool { true }

    /// UILabel's intrinsic width is CoreText's typographic width, which italic angle and ink do
    /// not widen, rounded up to device pixels (M).
    func width(content: Double, grid: PixelGrid) -> Double { grid.ceil(content) }

    func topLineHeightFix(inkTop: Double, box: LineBox, grid: PixelGrid) -> (lineHeight: Double, multiple: Double)? {
        let line = IOSLabelModel.smallestLineHeight(
            holdingInkTop: inkTop, ascent: box.ascent, descent: box.descent, grid: grid)
        return (line, line / (box.ascent + box.descent))
    }

    var judgesHabit: Bool { true }
    var exemptsTallScripts: Bool { true }

    /// A line height only moves the top edge: none fixes a bottom that clips.
    func safeLineHeight(_ result: SizeResult) -> Double? {
        guard result.overflow.bottom == 0 else { return nil }
        return result.lineHeightFix.top?.lineHeight ?? result.lineBox.lineHeight
    }

    func noSafeLineHeight(fails: Bool) -> String { "none (bottom clips)" }
    func verticalFix(_ result: SizeResult) -> String { padding(result.advice) }
    func sideFix(_ padding: Edges) -> String { "side insets " + amounts(padding) }
    /// The iOS text report has its own section, which says all of it.
    func viewDescription(_ settings: AuditSettings) -> String { "" }

    func describedOptions(_ settings: AuditSettings) -> [OptionEntry] {
        [
            .init("scale", .number(settings.scale)), .init("placement", .text(settings.options.ios.placement.rawValue)),
            .init("fallbackLine", .text(settings.options.ios.fallbackLine.rawValue)),
            .init("tallScripts", .text(settings.tallScripts.rawValue)),
        ]
    }
}
