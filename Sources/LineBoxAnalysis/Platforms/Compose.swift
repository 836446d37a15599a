import FontValues

/// Jetpack Compose `LineHeightStyle.Alignment` (androidx `LineHeightStyle.kt`).
public enum ComposeAlignment: String, CaseIterable, Sendable {
    case proportional, top, center, bottom
}

/// Jetpack Compose `LineHeightStyle.Trim`.
public enum ComposeTrim: String, CaseIterable, Sendable {
    case both, none
    case firstLineTop = "first-line-top"
    case lastLineBottom = "last-line-bottom"
}

public struct ComposeOptions: Sendable, Hashable {
    public var alignment: ComposeAlignment = .proportional
    public var trim: ComposeTrim = .both

    public init(alignment: ComposeAlignment = .proportional, trim: ComposeTrim = .both) {
        self.alignment = alignment
        self.trim = trim
    }
}

/// Compose `Text`: Android's Paint metrics, `LineHeightStyle`, includeFontPadding off by default.
struct ComposePlatform: PlatformModel {
    /// A Text paints its glyphs whole unless its layout overflows its constraints with
    /// TextOverflow.Clip or Ellipsis (Compose `TextDelegate`/`MultiParagraph.paint`: `clipRect` only
    /// when `hasVisualOverflow`, H) or a modifier or parent clips it (`Modifier.clip`,
    /// `clipToBounds`, a Surface's shape).
    var defaultOverflow: ViewOverflow { .visible }
    func overflowDescription(_ overflow: ViewOverflow) -> String {
        overflow == .hidden
            ? "clipped at the Text's bounds (Modifier.clip)"
            : "no clip (a Compose Text is cut only by Modifier.clip or a clipping parent)"
    }

    var unit: String { "dp" }
    var defaultSizes: [Double] { AndroidPlatform.materialSizes }

    var options: [PlatformOption] {
        [
            .choice(
                "--compose-alignment", \.compose.alignment, help: "Compose LineHeightStyle.Alignment.",
                platforms: [.compose]),
            .choice(
                "--compose-trim", \.compose.trim,
                help: "Compose LineHeightStyle.Trim (Material 3 typography uses none).", platforms: [.compose]),
        ]
    }

    func pixelsPerUnit(scale: Double, options: PlatformOptions) -> Double { options.density }
    func metricsTable(_ options: PlatformOptions, _ metrics: VerticalMetrics) -> MetricsTable? {
        AndroidPlatform().metricsTable(options, metrics)
    }

    static func includesFontPadding(_ options: PlatformOptions) -> Bool { options.android.includeFontPadding ?? false }

    /// With a line height, `LineHeightStyle` (default Proportional, Trim.Both): `diff = ceil(L) -
    /// (descent - ascent)`; the share `r` is `|ascent| / (descent - ascent)` (Proportional), 0
    /// (Top), 0.5 (Center) or 1 (Bottom); `descent' = descent + ceil(diff * (1 - r))` when
    /// diff > 0, else `descent + ceil(diff * r)`; `ascent' = descent' - ceil(L)`. Trim keeps the
    /// font's own ascent on the first line and descent on the last (androidx
    /// `compose/ui/ui-text/.../LineHeightStyle.kt`, `LineHeightStyleSpan.android.kt`, H).
    func lineBox(_ input: LineInput) -> LineBox {
        let options = input.options
        let padded = AndroidPlatform.textView(input, includeFontPadding: Self.includesFontPadding(options))
        let lineHeightPixels: Double
        switch input.lineHeight {
        case .natural: return padded
        case .fixed(let points): lineHeightPixels = points * options.density
        case .multiple(let factor): lineHeightPixels = factor * input.size * options.density  // TextUnit.em
        }
        let density = options.density
        let ascent = -padded.top * density  // negative, as in FontMetricsInt
        let descent = padded.bottom * density
        let line = lineHeightPixels.rounded(.up)
        let diff = line - (descent - ascent)
        let share: Double
        switch options.compose.alignment {
        case .proportional: share = descent - ascent > 0 ? abs(ascent) / (descent - ascent) : 0.5
        case .top: share = 0
        case .center: share = 0.5
        case .bottom: share = 1
        }
        let newDescent = descent + (diff > 0 ? (diff * (1 - share)).rounded(.up) : (diff * share).rounded(.up))
        let newAscent = newDescent - line
        let trimTop = options.compose.trim == .both || options.compose.trim == .firstLineTop
        let trimBottom = options.compose.trim == .both || options.compose.trim == .lastLineBottom
        let top = trimTop ? -ascent : -newAscent
        let bottom = trimBottom ? descent : newDescent
        return LineBox(
            top: top / density, bottom: bottom / density, lineHeight: lineHeightPixels / density,
            ascent: padded.ascent, descent: padded.descent)
    }

    var spacingBeforeClusters: Bool { true }
    /// `ceil(maxIntrinsicWidth)` (M).
    func width(content: Double, grid: PixelGrid) -> Double { grid.ceil(content) }

    func advise(_ advice: inout PlatformAdvice, _ context: AdviceContext) {
        advice.includeFontPaddingFixes = AndroidPlatform.includeFontPaddingFixes(context) {
            AndroidPlatform.textView($0, includeFontPadding: true)
        }
    }

    func noSafeLineHeight(fails: Bool) -> String { AndroidPlatform().noSafeLineHeight(fails: fails) }
    func verticalFix(_ result: SizeResult) -> String {
        AndroidPlatform.paddingFix(padding(result.advice), result.advice)
    }
    func sideFix(_ padding: Edges) -> String { "horizontal padding " + amounts(padding) }

    func viewDescription(_ settings: AuditSettings) -> String {
        let options = settings.options
        return "Text, " + AndroidPlatform.paint(options, includeFontPadding: Self.includesFontPadding(options))
            + (options.android.fallbackLineSpacing ? "" : ", fallbackLineSpacing off")
            + ", LineHeightStyle \(options.compose.alignment.rawValue) / trim \(options.compose.trim.rawValue)"
            + ", density \(NumberText.plain(options.density)), \(settings.lineHeight.label(unit: unit))"
    }

    func describedOptions(_ settings: AuditSettings) -> [OptionEntry] {
        AndroidPlatform.paintOptions(settings.options, includeFontPadding: Self.includesFontPadding(settings.options))
            + [
                .init("lineHeightAlignment", .text(settings.options.compose.alignment.rawValue)),
                .init("lineHeightTrim", .text(settings.options.compose.trim.rawValue)),
            ]
    }
}
