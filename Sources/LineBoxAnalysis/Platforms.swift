import FontValues

/// The platforms whose line box inkbox models. Raw values are the CLI spellings.
public enum Platform: String, CaseIterable, Sendable {
    case ios
    case android
    case compose
    case web
    case flutter
    case windowsGDI = "windows-gdi"
    /// React Native `Text` on iOS (TextKit, as `RCTTextLayoutManager` lays it out).
    case reactNativeIOS = "react-native-ios"
    /// React Native `Text` on Android (a TextView with `CustomLineHeightSpan`).
    case reactNativeAndroid = "react-native-android"

    /// The unit sizes, line heights, edges and gutters are given in.
    public var unit: String {
        switch self {
        case .ios, .reactNativeIOS: return "pt"
        case .android, .compose, .reactNativeAndroid: return "dp"
        case .web, .flutter, .windowsGDI: return "px"
        }
    }

    /// What `--platform` also accepts for a group of platforms.
    public static let aliases: [String: [Platform]] = ["react-native": [.reactNativeIOS, .reactNativeAndroid]]

    /// Sizes audited when none are given: the platform's own type scale.
    public var defaultSizes: [Double] {
        switch self {
        case .ios, .reactNativeIOS: return AuditSettings.iOSTextStyleSizes
        // Material 3 type scale (sp): label small through display large.
        case .android, .compose, .flutter, .reactNativeAndroid: return [11, 12, 14, 16, 22, 24, 28, 32, 36, 45, 57]
        case .web: return [12, 14, 16, 18, 20, 24, 32, 40]
        // Pixels per em for 8 to 18 pt at 96 dpi.
        case .windowsGDI: return [11, 12, 13, 15, 16, 19, 21, 24]
        }
    }
}

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

/// Which engine renders the page, which decides the metric source and rounding.
public enum WebEngine: String, CaseIterable, Sendable {
    /// Chrome on Linux, ChromeOS and Android, and Android WebView: the FreeType rule, ascent and
    /// descent rounded to whole pixels (chromium `font_metrics.cc`).
    case chromeLinux = "chrome-linux"
    /// Chrome on macOS: CoreText (hhea), rounded.
    case chromeMac = "chrome-mac"
    /// Safari on iOS: CoreText (hhea), ascent, descent and line gap rounded up.
    case safariIOS = "safari-ios"
    /// Chrome, Edge and Firefox on Windows: DirectWrite, win metrics unless USE_TYPO_METRICS (M/U).
    case windows
}

/// Where the web engine puts the baseline inside the line's half-leading (U: measured, not read).
public enum WebBaselineSnap: String, CaseIterable, Sendable {
    /// The half-leading above the glyphs is floored to a whole device pixel: what headless
    /// Chromium 156 paints (docs/line-box-models.md: 97% of glyph verdicts against 85% without).
    case floor
    /// The half-leading is floored to 1/64 px only, as Blink's layout computes it
    /// (chromium `line_utils.cc`).
    case layout
}

/// How the web engine's glyphs are hinted when drawn (M: docs/line-box-models.md measured verdicts
/// rise when extents are measured with slight hinting at the pixel size).
public enum WebHinting: String, CaseIterable, Sendable {
    /// FreeType light hinting at the pixel size, as Skia draws on Linux with fontconfig's
    /// default `hintslight` (chrome-linux only; other engines are measured unhinted).
    case slight
    /// Exact outline extents.
    case none
}

/// Flutter's leading distribution (`TextLeadingDistribution`).
public enum FlutterDistribution: String, CaseIterable, Sendable {
    case proportional, even
}

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

/// Flutter `StrutStyle` on a paragraph (docs/line-box-models.md, "Flutter").
public struct FlutterStrut: Sendable, Equatable {
    /// `forceStrutHeight`: every line is the strut's; otherwise the strut is a minimum.
    public var force: Bool
    /// The strut's `fontSize`; nil for the audited size (`StrutStyle.fromTextStyle`).
    public var fontSize: Double?
    /// The strut's `height` multiple; nil for none (the strut font's own ascent and descent).
    public var height: Double?
    /// The strut's `leading`, in multiples of its font size; nil for none (0).
    public var leading: Double?
    /// The strut font's metrics and a name to report it by; nil for the audited font.
    public var font: (name: String, metrics: VerticalMetrics)?

    public init(force: Bool, fontSize: Double? = nil, height: Double? = nil, leading: Double? = nil,
                font: (name: String, metrics: VerticalMetrics)? = nil) {
        self.force = force
        self.fontSize = fontSize
        self.height = height
        self.leading = leading
        self.font = font
    }

    public static func == (a: FlutterStrut, b: FlutterStrut) -> Bool {
        (a.force, a.fontSize, a.height, a.leading) == (b.force, b.fontSize, b.height, b.leading)
            && a.font?.name == b.font?.name && a.font?.metrics == b.font?.metrics
    }
}

/// Whose font metrics Flutter reads: the platform it runs on.
public enum FlutterMetrics: String, CaseIterable, Sendable {
    /// Android: the FreeType rule.
    case android
    /// iOS: CoreText (hhea).
    case ios
}

/// Every option that shapes a platform's line box, with the platforms' defaults.
public struct PlatformOptions: Sendable, Equatable {
    public var iosPlacement: IOSPlacement = .standard
    public var iosFallbackLine: IOSFallbackLine = .grow
    /// Android `fallbackLineSpacing` (TextView default on for apps targeting API 28; always on
    /// in Compose): a line grows to the ascent and descent of every font drawn on it.
    public var fallbackLineSpacing = true
    /// Device pixels per dp (Android, Compose) or per logical pixel (Flutter).
    public var density: Double = 2.625
    /// Android `includeFontPadding`; nil for the platform's default (TextView on, Compose off).
    public var includeFontPadding: Bool?
    /// Android `elegantTextHeight`: default for apps targeting API 35, always on from API 36.
    public var elegantTextHeight = false
    public var composeAlignment: ComposeAlignment = .proportional
    public var composeTrim: ComposeTrim = .both
    public var webEngine: WebEngine = .chromeLinux
    public var devicePixelRatio: Double = 1
    public var webBaselineSnap: WebBaselineSnap = .floor
    public var webHinting: WebHinting = .slight
    /// Web: ink past the clip by no more than this many device pixels paints no pixel, so
    /// nothing is seen cut (M on chrome-linux: measured by `scripts/web-compare --wide`; Skia's
    /// anti-aliased glyph masks drop so small a coverage). `faintInk(on:)` reads it.
    public var webFaintInk: Double = 0.1
    /// Every platform's faint-ink threshold in device pixels at once (`--faint-ink`), instead of
    /// each platform's default.
    public var faintInkOverride: Double?
    public var flutterMetrics: FlutterMetrics = .android
    public var flutterDistribution: FlutterDistribution = .proportional
    public var applyHeightToFirstAscent = true
    public var applyHeightToLastDescent = true
    /// Flutter `StrutStyle`; nil when the paragraph has none.
    public var flutterStrut: FlutterStrut?
    /// Android (Views) API 35 `useBoundsForWidth` and `shiftDrawingOffsetForStartOverhang`.
    public var androidBoundsForWidth: AndroidBoundsForWidth = .off
    public var reactNativeLineHeightSpan: ReactNativeLineHeightSpan = .centred

    public init() {}

    /// Whether the platform draws glyphs hinted: only the web on chrome-linux with slight hinting.
    public func drawsHinted(on platform: Platform) -> Bool {
        platform == .web && webEngine == .chromeLinux && webHinting == .slight
    }

    /// How far past an edge, in device pixels, ink may reach and still be faint: a note, never an
    /// error (`Judgement`; docs/line-box-models.md, "Faint ink"). The web's is measured (it paints
    /// no pixel); the others' half a device pixel is argued (U): less than half of one pixel
    /// row's coverage, within the pixel rounding every platform's line box is known to.
    public func faintInk(on platform: Platform) -> Double {
        if let faintInkOverride { return faintInkOverride }
        return platform == .web ? webFaintInk : Self.faintInkDefault
    }

    /// The faint-ink threshold of every platform but the web, in device pixels.
    public static let faintInkDefault = 0.5

    /// `includeFontPadding` as the platform applies it.
    public func includesFontPadding(on platform: Platform) -> Bool {
        includeFontPadding ?? (platform == .android || platform == .reactNativeAndroid)
    }
}

/// A face's vertical metrics in font units as one platform reads them: ascent and descent
/// distances above and below the baseline, and the line gap.
struct PlatformMetrics: Equatable {
    /// The table whose values make the line box of `platform`; nil where the font's values are not
    /// read (Android's `elegantTextHeight`).
    static func table(_ platform: Platform, _ options: PlatformOptions, _ metrics: VerticalMetrics) -> MetricsTable? {
        switch platform {
        case .ios, .reactNativeIOS: return .hhea
        case .android, .compose, .reactNativeAndroid: return options.elegantTextHeight ? nil : freeTypeTable(metrics)
        case .web:
            switch options.webEngine {
            case .chromeLinux: return freeTypeTable(metrics)
            case .chromeMac, .safariIOS: return .hhea
            case .windows: return directWriteTable(metrics)
            }
        case .flutter: return options.flutterMetrics == .android ? freeTypeTable(metrics) : .hhea
        case .windowsGDI: return metrics.win == nil ? .hhea : .win
        }
    }

    /// The metrics of `table`; win has no line gap.
    static func read(_ table: MetricsTable, _ metrics: VerticalMetrics) -> PlatformMetrics {
        switch (table, metrics.typo, metrics.win) {
        case (.typo, let typo?, _):
            return PlatformMetrics(ascent: Double(typo.ascender), descent: Double(-typo.descender), lineGap: Double(typo.lineGap))
        case (.win, _, let win?):
            return PlatformMetrics(ascent: Double(win.ascent), descent: Double(win.descent), lineGap: 0)
        default:
            return PlatformMetrics(ascent: Double(metrics.hhea.ascender), descent: Double(-metrics.hhea.descender),
                                   lineGap: Double(metrics.hhea.lineGap))
        }
    }

    /// The table of FreeType's choice (`freeType`).
    static func freeTypeTable(_ metrics: VerticalMetrics) -> MetricsTable {
        if let typo = metrics.typo, typo.useTypoMetrics { return .typo }
        if metrics.hhea.ascender == 0 && metrics.hhea.descender == 0 {
            if let typo = metrics.typo, typo.ascender != 0 || typo.descender != 0 { return .typo }
            if metrics.win != nil { return .win }
        }
        return .hhea
    }

    /// The table of DirectWrite's choice (`directWrite`).
    static func directWriteTable(_ metrics: VerticalMetrics) -> MetricsTable {
        if let typo = metrics.typo, typo.useTypoMetrics { return .typo }
        return metrics.win == nil ? freeTypeTable(metrics) : .win
    }

    var ascent: Double
    var descent: Double
    var lineGap: Double

    /// FreeType's choice (freetype `src/sfnt/sfobjs.c`, H): typo metrics when USE_TYPO_METRICS is
    /// set, hhea otherwise; when hhea ascender and descender are both zero, typo, then win. The
    /// descender keeps its sign: a positive hhea descender shrinks the box, as on Android.
    static func freeType(_ metrics: VerticalMetrics) -> PlatformMetrics {
        read(freeTypeTable(metrics), metrics)
    }

    /// CoreText: hhea only, a positive descender read as its absolute value (M).
    static func coreText(_ metrics: VerticalMetrics) -> PlatformMetrics {
        PlatformMetrics(ascent: Double(metrics.hhea.ascender), descent: Double(abs(metrics.hhea.descender)),
                        lineGap: Double(metrics.hhea.lineGap))
    }

    /// DirectWrite (M/U): typo metrics under USE_TYPO_METRICS, else usWin with the part of the
    /// hhea line gap that the win box does not already cover.
    static func directWrite(_ metrics: VerticalMetrics) -> PlatformMetrics {
        let table = directWriteTable(metrics)
        guard table == .win, let win = metrics.win else { return read(table, metrics) }
        let hheaHeight = metrics.hhea.ascender - metrics.hhea.descender
        let gap = max(0, metrics.hhea.lineGap - ((win.ascent + win.descent) - hheaHeight))
        return PlatformMetrics(ascent: Double(win.ascent), descent: Double(win.descent), lineGap: Double(gap))
    }
}
