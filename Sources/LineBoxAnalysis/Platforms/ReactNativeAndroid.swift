import FontValues

/// Which `LineHeightSpan` React Native puts on Android text with a `lineHeight`.
public enum ReactNativeLineHeightSpan: String, CaseIterable, Sendable {
    /// `CustomLineHeightSpan` since react-native#47271 (late 2024, the default from its
    /// rollout): half the leading above the ascent (rounded up), half below (rounded down), as CSS.
    case centred
    /// The span before it (`LegacyLineHeightSpan`): when the line is shorter than the font, it
    /// keeps the descent and cuts the top; when taller, the extra goes half above `top`, half
    /// below `bottom`.
    case legacy
}

public struct ReactNativeOptions: Sendable, Equatable {
    public var lineHeightSpan: ReactNativeLineHeightSpan = .centred
}

/// React Native `Text` on Android (docs/line-box-models.md, "React Native").
struct ReactNativeAndroidPlatform: PlatformModel {
    var unit: String { "dp" }
    var defaultSizes: [Double] { AndroidPlatform.materialSizes }

    var options: [PlatformOption] {
        [
            .choice(
                "--rn-line-height-span", \.reactNative.lineHeightSpan,
                help: "React Native on Android: the lineHeight span, CustomLineHeightSpan centring the line as CSS "
                    + "(centred, since react-native#47271, late 2024) or the span before it (legacy), "
                    + "which keeps the descent and cuts the top of a short line.", platforms: [.reactNativeAndroid])
        ]
    }

    func pixelsPerUnit(scale: Double, options: PlatformOptions) -> Double { options.density }
    func metricsTable(_ options: PlatformOptions, _ metrics: VerticalMetrics) -> MetricsTable? {
        AndroidPlatform().metricsTable(options, metrics)
    }

    /// A TextView laid out with Android's Paint metrics (`AndroidPlatform.fontMetrics`) and
    /// `includeFontPadding` on by default (TextView's, which React Native keeps). `lineHeight`
    /// (converted to pixels and rounded up, `ceil(L * density)`) reaches the layout as a
    /// `LineHeightSpan` that rewrites the line's metrics (`ReactNativeLineHeightSpan`,
    /// `CustomLineHeightSpan.kt` and `LegacyLineHeightSpan`, H); the view is the line (`top`..`bottom`
    /// with font padding, `ascent`..`descent` without) and clips at its bounds (react-native#47271:
    /// text cannot yet overflow the TextView, H).
    func lineBox(_ input: LineInput) -> LineBox {
        let includeFontPadding = input.options.android.includeFontPadding ?? true
        let natural = AndroidPlatform.textView(input, includeFontPadding: includeFontPadding)
        let pixels: Double
        switch input.lineHeight {
        case .natural: return natural
        case .fixed(let points): pixels = points * input.options.density
        case .multiple(let factor): pixels = factor * input.size * input.options.density
        }
        let density = input.options.density
        let span = Self.lineHeightSpan(
            AndroidPlatform.staticLayoutMetrics(input), height: (pixels - PixelGrid.tolerance).rounded(.up),
            legacy: input.options.reactNative.lineHeightSpan == .legacy)
        let top = includeFontPadding ? -span.top : -span.ascent
        let bottom = includeFontPadding ? span.bottom : span.descent
        return LineBox(
            top: top / density, bottom: bottom / density, lineHeight: pixels / density,
            ascent: natural.ascent, descent: natural.descent)
    }

    /// `chooseHeight` of React Native's line-height span on one line that is both the first and
    /// the last, on `Paint.FontMetricsInt` values (Skia's signs: ascent and top negative).
    static func lineHeightSpan(_ fm: AndroidPlatform.FontMetricsInt, height: Double, legacy: Bool)
        -> AndroidPlatform.FontMetricsInt
    {
        var fm = fm
        guard legacy else {
            // CustomLineHeightSpan.kt: half the leading above, rounded up; the rest below. The
            // first line's top and the last line's bottom are kept where they reach further.
            let leading = height - (-fm.ascent + fm.descent)
            fm.ascent -= (leading / 2).rounded(.up)
            fm.descent += (leading / 2).rounded(.down)
            fm.top = min(fm.top, fm.ascent)
            fm.bottom = max(fm.bottom, fm.descent)
            return fm
        }
        // LegacyLineHeightSpan: when the line is too short, keep the descent, then the ascent,
        // then the bottom, then the top; else share the extra over top and bottom.
        if fm.descent > height {
            fm.descent = min(height, fm.descent)
            fm.bottom = fm.descent
            (fm.top, fm.ascent) = (0, 0)
        } else if -fm.ascent + fm.descent > height {
            fm.bottom = fm.descent
            fm.ascent = -height + fm.descent
            fm.top = fm.ascent
        } else if -fm.ascent + fm.bottom > height {
            fm.top = fm.ascent
            fm.bottom = fm.ascent + height
        } else if -fm.top + fm.bottom > height {
            fm.top = fm.bottom - height
        } else {
            let additional = height - (-fm.top + fm.bottom)
            fm.top -= (additional / 2).rounded(.up)
            fm.bottom += (additional / 2).rounded(.down)
            (fm.ascent, fm.descent) = (fm.top, fm.bottom)
        }
        return fm
    }

    /// Yoga rounds a text node up to device pixels (M).
    func width(content: Double, grid: PixelGrid) -> Double { grid.ceil(content) }

    func advise(_ advice: inout PlatformAdvice, _ context: AdviceContext) {
        advice.includeFontPaddingFixes = AndroidPlatform.includeFontPaddingFixes(context) { lineBox($0) }
        advice.smallestLineHeight =
            context.clips ? PlatformAdvice.smallestLineHeight(.reactNativeAndroid, context) : nil
    }

    func safeLineHeight(_ result: SizeResult) -> Double? {
        result.clipsVertically ? result.advice.smallestLineHeight : result.lineBox.lineHeight
    }

    func verticalFix(_ result: SizeResult) -> String { ReactNativeIOSPlatform.styleFix(result.advice) }
    func sideFix(_ padding: Edges) -> String { ReactNativeIOSPlatform().sideFix(padding) }

    func viewDescription(_ settings: AuditSettings) -> String {
        let options = settings.options
        return "Text (TextView), "
            + AndroidPlatform.paint(options, includeFontPadding: options.android.includeFontPadding ?? true)
            + ", \(settings.lineHeight.label(unit: unit)), \(options.reactNative.lineHeightSpan.rawValue) line-height span, "
            + "density \(NumberText.plain(options.density))"
    }

    func describedOptions(_ settings: AuditSettings) -> [OptionEntry] {
        AndroidPlatform.paintOptions(
            settings.options, includeFontPadding: settings.options.android.includeFontPadding ?? true)
            + [.init("lineHeightSpan", .text(settings.options.reactNative.lineHeightSpan.rawValue))]
    }
}
