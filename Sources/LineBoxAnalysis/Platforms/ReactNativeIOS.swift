import FontValues

/// React Native `Text` on iOS (docs/line-box-models.md, "React Native").
struct ReactNativeIOSPlatform: PlatformModel {
    var unit: String { "pt" }
    var defaultSizes: [Double] { AuditSettings.iOSTextStyleSizes }

    func pixelsPerUnit(scale: Double, options: PlatformOptions) -> Double { scale }
    func metricsTable(_ options: PlatformOptions, _ metrics: VerticalMetrics) -> MetricsTable? { .hhea }

    /// The font's UIFont ascender and descender (hhea, as `IOSLabelModel`), laid out by TextKit
    /// with `usesFontLeading = NO` (`RCTTextLayoutManager.mm`, H): without `lineHeight` the line
    /// is `A + D` with the baseline `A` below the top. `lineHeight` sets `minimumLineHeight =
    /// maximumLineHeight` (`RCTTextAttributes`, H): TextKit keeps the descent at the bottom of the
    /// line (H, as UIKit), then `RCTApplyBaselineOffset` raises the glyphs by `(L - (A + D)) / 2`
    /// when the line is at least the font's height, and not at all when it is shorter
    /// (`RCTAttributedTextUtils.mm`, H for the rule, M for TextKit moving glyphs by exactly the
    /// offset). Yoga rounds a text node's height up to the pixel grid (`YGRoundToPixelGrid`,
    /// M); the text is drawn from the view's top into a backing store the size of its bounds
    /// (M). A `lineHeight` given as a multiple is `multiple * fontSize`, as JavaScript computes it.
    func lineBox(_ input: LineInput) -> LineBox {
        // TextKit's line takes the largest ascent and descent of the fonts drawn on it, and
        // RCTApplyBaselineOffset the largest font line height (M).
        let (ascent, descent) = IOSLabelModel.fontExtent(
            metrics: input.metrics, postScriptName: input.postScriptName,
            pointSize: input.size, fallbacks: input.fallbacks)
        let font = ascent + descent
        let line: Double
        switch input.lineHeight {
        case .natural: line = font
        case .fixed(let points): line = points
        case .multiple(let factor): line = factor * input.size
        }
        // The descent sits at the line's bottom, raised by the offset when the line is at least
        // the font's height (without a lineHeight, the baseline is the ascent below the top).
        let baseline = line - descent - (line >= font ? (line - font) / 2 : 0)
        let height = PixelGrid(scale: input.scale).ceil(line)
        return LineBox(top: baseline, bottom: height - baseline, lineHeight: line, ascent: ascent, descent: descent)
    }

    /// Yoga rounds a text node up to device pixels (M).
    func width(content: Double, grid: PixelGrid) -> Double { grid.ceil(content) }

    func advise(_ advice: inout PlatformAdvice, _ context: AdviceContext) {
        advice.smallestLineHeight = context.clips ? PlatformAdvice.smallestLineHeight(.reactNativeIOS, context) : nil
    }

    func safeLineHeight(_ result: SizeResult) -> Double? {
        result.clipsVertically ? result.advice.smallestLineHeight : result.lineBox.lineHeight
    }

    func verticalFix(_ result: SizeResult) -> String { Self.styleFix(result.advice) }

    /// `lineHeight >= L, or paddingTop T, paddingBottom B`, and what includeFontPadding does.
    static func styleFix(_ advice: PlatformAdvice) -> String {
        let style =
            "paddingTop \(NumberText.two(advice.padding.top)), paddingBottom \(NumberText.two(advice.padding.bottom))"
        let fontPadding = advice.includeFontPaddingFixes.map { $0 ? "; includeFontPadding: true fixes it" : "" } ?? ""
        return (advice.smallestLineHeight.map { "lineHeight >= \(NumberText.two($0)), or " } ?? "") + style
            + fontPadding
    }

    func sideFix(_ padding: Edges) -> String {
        "paddingLeft \(NumberText.two(padding.left)), paddingRight \(NumberText.two(padding.right))"
    }

    func viewDescription(_ settings: AuditSettings) -> String {
        "Text (TextKit), \(settings.lineHeight.label(unit: unit)), RCTApplyBaselineOffset centring a line at least the font's "
            + "height, scale \(NumberText.plain(settings.scale))"
    }

    func describedOptions(_ settings: AuditSettings) -> [OptionEntry] { [.init("scale", .number(settings.scale))] }
}
