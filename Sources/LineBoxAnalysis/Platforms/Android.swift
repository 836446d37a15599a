import FontValues

/// Android's ink-bounds width (API 35, `TextView.setUseBoundsForWidth` and
/// `setShiftDrawingOffsetForStartOverhang`; docs/line-box-models.md, "Sides of a text view").
public enum AndroidBoundsForWidth: String, CaseIterable, Sendable {
    /// The TextView default: the view is as wide as the advances.
    case off
    /// `useBoundsForWidth`: the width also covers the ink; ink left of the start stays clipped.
    case on
    /// Also `shiftDrawingOffsetForStartOverhang`: the text is drawn shifted right by its start
    /// overhang, so the ink fits at both sides.
    case shift
}

/// Android's Paint and TextView options (Compose and React Native on Android share them).
public struct AndroidOptions: Sendable, Equatable {
    /// `includeFontPadding`; nil for the platform's default (TextView on, Compose off).
    public var includeFontPadding: Bool?
    /// `elegantTextHeight`: default for apps targeting API 35, always on from API 36.
    public var elegantTextHeight = false
    /// `fallbackLineSpacing` (TextView default on for apps targeting API 28; always on in
    /// Compose): a line grows to the ascent and descent of every font drawn on it.
    public var fallbackLineSpacing = true
    /// API 35 `useBoundsForWidth` and `shiftDrawingOffsetForStartOverhang` (Views only).
    public var boundsForWidth: AndroidBoundsForWidth = .off
}

/// A one-line TextView.
struct AndroidPlatform: PlatformModel {
    var unit: String { "dp" }
    /// Material 3 type scale (sp): label small through display large.
    static let materialSizes: [Double] = [11, 12, 14, 16, 22, 24, 28, 32, 36, 45, 57]
    var defaultSizes: [Double] { Self.materialSizes }

    var options: [PlatformOption] {
        let paint: [Platform] = [.android, .compose, .reactNativeAndroid]
        return [
            .number(
                "--density", valueName: "n",
                help: "Android, Compose, Flutter, React Native on Android: device pixels "
                    + "per dp. Default \(NumberText.plain(PlatformOptions().density)).",
                platforms: [.android, .compose, .flutter, .reactNativeAndroid], range: 0.5...8,
                expected: "device pixels per dp from 0.5 to 8"
            ) {
                $0.density = $1
                return nil
            },
            .optionalFlag(
                "--include-font-padding",
                help: "Android, Compose and React Native includeFontPadding. Default on for TextView and React "
                    + "Native, off for Compose.", platforms: paint
            ) { $0.android.includeFontPadding = $1 },
            .flag(
                "--elegant-text-height", \.android.elegantTextHeight,
                help: "Android elegantTextHeight: fixed metrics 1900/500 per 2048 em; the default for apps targeting "
                    + "API 35 and always on from API 36.", platforms: paint),
            .flag(
                "--fallback-line-spacing", \.android.fallbackLineSpacing,
                help: "Android and Compose fallbackLineSpacing: a line grows to the ascent and descent of every font "
                    + "drawn on it (on from API 28 and always in Compose).", platforms: paint),
            .choice(
                "--bounds-for-width", \.android.boundsForWidth,
                help: "Android API 35: on sets useBoundsForWidth (the view widens to the ink's right end), shift also "
                    + "shiftDrawingOffsetForStartOverhang (the ink left of the start fits too).", platforms: [.android]),
        ]
    }

    func pixelsPerUnit(scale: Double, options: PlatformOptions) -> Double { options.density }
    func metricsTable(_ options: PlatformOptions, _ metrics: VerticalMetrics) -> MetricsTable? {
        options.android.elegantTextHeight ? nil : PlatformMetrics.freeTypeTable(metrics)
    }

    func lineBox(_ input: LineInput) -> LineBox {
        Self.textView(input, includeFontPadding: input.options.android.includeFontPadding ?? true)
    }

    /// `Paint.FontMetricsInt` in device pixels, with Skia's signs (ascent and top negative):
    /// the FreeType rule scaled to the text size, ascent and descent rounded, top floored and
    /// bottom ceiled; top and bottom from the head table, not usWin (skia
    /// `src/ports/SkFontHost_FreeType.cpp`, AOSP `libs/hwui/jni/Paint.cpp`, H). With
    /// `elegantTextHeight` the font's values are replaced by 1900, 500, 2500 and 1000 per 2048 em.
    static func fontMetrics(_ input: LineInput, _ metrics: VerticalMetrics) -> FontMetricsInt {
        let pixels = input.size * input.options.density
        let ascent: Double
        let descent: Double
        let top: Double
        let bottom: Double
        if input.options.android.elegantTextHeight {
            let em = pixels / 2048
            (ascent, descent, top, bottom) = (-1900 * em, 500 * em, -2500 * em, 1000 * em)
        } else {
            let scale = pixels / Double(metrics.unitsPerEm)
            let chosen = PlatformMetrics.freeType(metrics)
            (ascent, descent) = (-chosen.ascent * scale, chosen.descent * scale)
            (top, bottom) = (-Double(metrics.head.yMax) * scale, -Double(metrics.head.yMin) * scale)
        }
        return (roundHalfUp(ascent), roundHalfUp(descent), top.rounded(.down), bottom.rounded(.up))
    }

    typealias FontMetricsInt = (ascent: Double, descent: Double, top: Double, bottom: Double)

    /// One-line TextView (StaticLayout): the line is `top`..`bottom` with includeFontPadding
    /// (the TextView default), `ascent`..`descent` without. The font's line gap never counts, and
    /// `setLineHeight` adds space below every line but the last, so it changes nothing on one
    /// line (AOSP `core/java/android/text/StaticLayout.java`, H). The view clips at its edges.
    /// With fallbackLineSpacing the line's ascent and descent are the largest of every font drawn
    /// on it (Minikin's extents, rounded), and top and bottom widen to hold them, also for one
    /// font whose ascent or descent passes its head box (StaticLayout: "Adjust top/bottom with
    /// ascent/descent for avoiding unexpected clipping", H).
    static func textView(_ input: LineInput, includeFontPadding: Bool) -> LineBox {
        let font = staticLayoutMetrics(input)
        let density = input.options.density
        let top = includeFontPadding ? -font.top : -font.ascent
        let bottom = includeFontPadding ? font.bottom : font.descent
        return LineBox(
            top: top / density, bottom: bottom / density, lineHeight: (top + bottom) / density,
            ascent: -font.ascent / density, descent: font.descent / density)
    }

    /// The line's `FontMetricsInt` as StaticLayout sees it: the font's, widened by every font
    /// drawn on the line when fallbackLineSpacing is on.
    static func staticLayoutMetrics(_ input: LineInput) -> FontMetricsInt {
        var font = fontMetrics(input, input.metrics)
        if input.options.android.fallbackLineSpacing {
            for fallback in input.fallbacks {
                let other = fontMetrics(input, fallback)
                font.ascent = min(font.ascent, other.ascent)
                font.descent = max(font.descent, other.descent)
            }
            font.top = min(font.top, font.ascent)
            font.bottom = max(font.bottom, font.descent)
        }
        return font
    }

    var spacingBeforeClusters: Bool { true }

    /// `(int) Math.ceil(Layout.getDesiredWidth(...))` (AOSP TextView.onMeasure, H), in device pixels.
    func width(content: Double, grid: PixelGrid) -> Double { grid.ceil(content) }

    /// The layout's width covers the union of the advances and the ink (Layout
    /// `computeDrawingBoundingBox`, API 35); with the shift, the drawing moves right by the
    /// start overhang, which puts the view's left side that far left of the pen (M: Android's
    /// documentation of both flags).
    func inkBoundSides(
        content: Double, inkLeft: Double, inkRight: Double, grid: PixelGrid,
        options: PlatformOptions
    ) -> SideBox? {
        guard options.android.boundsForWidth != .off else { return nil }
        let start = min(0, inkLeft)
        let width = grid.ceil(max(content, inkRight) - start)
        return options.android.boundsForWidth == .shift
            ? SideBox(left: start, right: start + width) : SideBox(left: 0, right: width)
    }

    func advise(_ advice: inout PlatformAdvice, _ context: AdviceContext) {
        advice.includeFontPaddingFixes = Self.includeFontPaddingFixes(context) {
            Self.textView($0, includeFontPadding: true)
        }
    }

    /// Top and bottom padding are drawable while the text fits (AOSP TextView.onDraw, H):
    /// whether the line with font padding holds the ink; nil when nothing clips.
    static func includeFontPaddingFixes(_ context: AdviceContext, box: (LineInput) -> LineBox) -> Bool? {
        guard context.clips else { return nil }
        var padded = context.input
        padded.options.android.includeFontPadding = true
        let paddedBox = box(padded)
        return context.inkTop <= paddedBox.top + PixelGrid.tolerance
            && context.inkBottom <= paddedBox.bottom + PixelGrid.tolerance
    }

    /// Inside a TextView font padding applies only to the first and last line: lines sit ascent
    /// plus descent apart.
    func pitch(_ lineBox: LineBox) -> Double? { lineBox.ascent + lineBox.descent }

    func noSafeLineHeight(fails: Bool) -> String { fails ? "n/a: use padding" : "n/a" }

    func verticalFix(_ result: SizeResult) -> String { Self.paddingFix(padding(result.advice), result.advice) }

    static func paddingFix(_ padding: String, _ advice: PlatformAdvice) -> String {
        guard let fixes = advice.includeFontPaddingFixes else { return padding }
        return padding + (fixes ? "; includeFontPadding fixes it" : "; includeFontPadding does not fix it")
    }

    /// TextView clips at its padding (AOSP TextView.onDraw): padding alone gives the ink room
    /// but does not move the clip.
    func sideFix(_ padding: Edges) -> String {
        "sides " + amounts(padding) + ": useBoundsForWidth"
            + (padding.left > 0 ? " + shiftDrawingOffsetForStartOverhang" : "")
            + " (API 35), or side padding with shadowRadius >= the side overflow (TextView clips at its padding)"
    }

    func viewDescription(_ settings: AuditSettings) -> String {
        let options = settings.options
        return "TextView, one line, "
            + Self.paint(options, includeFontPadding: options.android.includeFontPadding ?? true)
            + (options.android.fallbackLineSpacing ? "" : ", fallbackLineSpacing off")
            + ", density \(NumberText.plain(options.density)), \(settings.lineHeight.label(unit: unit)) (no effect on one line)"
    }

    /// "includeFontPadding on, elegantTextHeight on".
    static func paint(_ options: PlatformOptions, includeFontPadding: Bool) -> String {
        "includeFontPadding \(includeFontPadding ? "on" : "off")"
            + (options.android.elegantTextHeight ? ", elegantTextHeight on" : "")
    }

    func describedOptions(_ settings: AuditSettings) -> [OptionEntry] {
        Self.paintOptions(settings.options, includeFontPadding: settings.options.android.includeFontPadding ?? true)
            + [.init("boundsForWidth", .text(settings.options.android.boundsForWidth.rawValue))]
    }

    static func paintOptions(_ options: PlatformOptions, includeFontPadding: Bool) -> [OptionEntry] {
        [
            .init("density", .number(options.density)), .init("includeFontPadding", .flag(includeFontPadding)),
            .init("elegantTextHeight", .flag(options.android.elegantTextHeight)),
            .init("fallbackLineSpacing", .flag(options.android.fallbackLineSpacing)),
        ]
    }
}

/// Skia's `SkScalarRoundToInt`: halves round up (towards positive infinity).
func roundHalfUp(_ value: Double) -> Double { (value + 0.5).rounded(.down) }
