import FontValues

/// Which engine renders the page, which decides the metric source and rounding.
public enum WebEngine: String, CaseIterable, Sendable {
    /// Chrome on Linux, ChromeOS and Android, and Android WebView: the FreeType rule, ascent and
    /// descent rounded to whole pixels (chromium `font_metrics.cc`).
    case chromeLinux = "chrome-linux"
    /// Firefox on Linux: Gecko over FreeType's scaled size metrics, its own rounding (`Gecko`).
    case firefoxLinux = "firefox-linux"
    /// WebKitGTK (GNOME Web, Tauri and WPE apps on Linux): Skia's FreeType metrics rounded as
    /// chrome-linux's are, a line height truncated to whole CSS pixels.
    case webkitLinux = "webkit-linux"
    /// Chrome on macOS: CoreText (hhea), rounded.
    case chromeMac = "chrome-mac"
    /// Safari on iOS: CoreText (hhea), ascent, descent and line gap rounded up (U: CoreText's, not
    /// WebKit layout, which rounds them in WebKitGTK); WebKit's layout in whole CSS pixels.
    case safariIOS = "safari-ios"
    /// Chrome, Edge and Firefox on Windows: DirectWrite, win metrics unless USE_TYPO_METRICS (M/U).
    case windows

    /// Whether the engine trims a block's text box (`text-box`): Blink does (chromium
    /// `inline_box_state.cc`, `AdjustEdges`, H), WebKit is taken to (Safari 18.2's release notes;
    /// its rounding as Blink's, U), Firefox ESR 153 does not (`CSS.supports('text-box', ...)` is
    /// false: measured by `scripts/clip-margin-check`).
    var trimsTextBox: Bool { self != .firefoxLinux }

    /// The font's metrics as the engine reads them, in font units.
    func metrics(_ metrics: VerticalMetrics) -> PlatformMetrics {
        switch self {
        case .chromeLinux, .firefoxLinux, .webkitLinux: return .freeType(metrics)
        case .chromeMac, .safariIOS: return .coreText(metrics)
        case .windows: return .directWrite(metrics)
        }
    }

    /// The table `metrics` reads.
    func table(_ metrics: VerticalMetrics) -> MetricsTable {
        switch self {
        case .chromeLinux, .firefoxLinux, .webkitLinux: return PlatformMetrics.freeTypeTable(metrics)
        case .chromeMac, .safariIOS: return .hhea
        case .windows: return PlatformMetrics.directWriteTable(metrics)
        }
    }

    /// WebKit's 15% for Times, Helvetica and Courier (CoreText engines).
    var bumpsClassicFamilies: Bool { self == .chromeMac || self == .safariIOS }

    /// WebKit's layout, WebKitGTK's and Safari's: line heights and line boxes in whole CSS pixels.
    var isWebKit: Bool { self == .webkitLinux || self == .safariIOS }

    /// The Linux engines, which draw glyphs through FreeType with fontconfig's default slight hinting.
    var drawsOnLinux: Bool { self == .chromeLinux || self == .firefoxLinux || self == .webkitLinux }

    /// How ascent, descent and line gap are rounded to device pixels.
    func round(_ value: Double) -> Double { self == .safariIOS ? value.rounded(.up) : roundHalfUp(value) }
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
    /// FreeType full hinting (`FT_LOAD_TARGET_NORMAL`: the font's instructions in both
    /// directions), as WebKitGTK draws where no desktop settings ask for slight hinting, as under
    /// a bare X server such as xvfb (M: measured with `scripts/web-compare --wide --engine webkit`).
    case full
    /// Exact outline extents.
    case none
}

public struct WebOptions: Sendable, Equatable {
    public var engine: WebEngine = .chromeLinux
    public var devicePixelRatio: Double = 1
    public var baselineSnap: WebBaselineSnap = .floor
    public var hinting: WebHinting = .slight
    /// Ink past the clip by no more than this many device pixels paints no pixel, so nothing is
    /// seen cut (M on chrome-linux: measured by `scripts/web-compare --wide`; Skia's anti-aliased
    /// glyph masks drop so small a coverage). `PlatformOptions.faintInk(on:)` reads it.
    public var faintInk: Double = 0.1
    /// The block's `text-box` trimming (css-inline-3): its first line's over edge and last line's
    /// under edge moved to the font's cap height, ascent, descent or baseline.
    public var textBox: TextBox = .normal

    /// The pixels the engine rounds its line box to, in device pixels per CSS pixel: WebKit (on
    /// Linux and in Safari) lays a line out in CSS pixels and scales the result (M: measured in
    /// WebKitGTK at dpr 2); Blink and Gecko round to device pixels.
    var layoutPixelRatio: Double { engine.isWebKit ? 1 : devicePixelRatio }

    /// The Linux engines draw hinted glyphs unless hinting is none.
    public var drawsHinted: Bool { engine.drawsOnLinux && hinting != .none }
}

/// One line of CSS text in an element that clips (`overflow: hidden`).
struct WebPlatform: PlatformModel {
    /// A CSS box paints ink past its line box unless its `overflow` is not visible (css-overflow-3,
    /// H): nothing cuts a box's text unless `overflow: hidden` (or clip, auto, scroll) is declared.
    var defaultOverflow: ViewOverflow { .visible }
    func overflowDescription(_ overflow: ViewOverflow) -> String {
        overflow == .hidden ? "overflow: hidden (cut at the padding box)" : "overflow: visible (nothing cuts)"
    }

    var unit: String { "px" }
    var defaultSizes: [Double] { [12, 14, 16, 18, 20, 24, 32, 40] }

    var options: [PlatformOption] {
        [
            .choice(
                "--engine", \.web.engine,
                help: "Web: the engine and its platform. chrome-linux (also Android WebView) and firefox-linux are "
                    + "measured against headless Chromium and Firefox ESR, webkit-linux against WebKitGTK "
                    + "(docs/line-box-models.md); chrome-mac, safari-ios and windows are read from sources, not "
                    + "measured: safari-ios's rounding up is CoreText's, unconfirmed. audit and fix also take all: "
                    + "every engine, each reported as a platform of its own (web, web firefox-linux, ...).",
                platforms: [.web], valueName: WebEngine.allCases.map(\.rawValue).joined(separator: "|") + "|all"),
            .number(
                "--dpr", valueName: "n",
                help: "Web: device pixel ratio. Default \(NumberText.plain(WebOptions().devicePixelRatio)).",
                platforms: [.web], range: 0.5...8, expected: "a device pixel ratio from 0.5 to 8"
            ) {
                $0.web.devicePixelRatio = $1
                return nil
            },
            .choice(
                "--web-baseline-snap", \.web.baselineSnap,
                help: "Web, every engine but firefox-linux: the half-leading above the glyphs floored to a device "
                    + "pixel as Chromium paints it (floor, measured) or to 1/64 px as Blink lays it out (layout).",
                platforms: [.web]),
            .choice(
                "--web-hinting", \.web.hinting,
                help: "Web, chrome-linux, firefox-linux and webkit-linux: how glyphs are measured at the pixel size. "
                    + "slight: FreeType light hinting, as they draw with fontconfig's default hintslight; full: "
                    + "full hinting, as WebKitGTK draws where the desktop sets no hint style (under xvfb in CI); "
                    + "none: exact outlines.", platforms: [.web]),
            .number(
                "--web-faint-ink", valueName: "px",
                help: "Web, chrome-linux: ink past the clip by less than this many device pixels paints nothing "
                    + "(measured against Chromium; 0 counts every overflow). Default "
                    + "\(NumberText.plain(WebOptions().faintInk)).",
                platforms: [.web], range: 0...1, expected: "device pixels from 0 to 1"
            ) {
                $0.web.faintInk = $1
                return nil
            },
            PlatformOption(
                "--text-box", valueName: "value",
                help: "Web: the box's CSS text-box, as the shorthand: normal, or trim-start, trim-end "
                    + "or trim-both with the edges text or cap over, text or alphabetic under (\"trim-both cap "
                    + "alphabetic\"). A trimmed edge is the font's cap height (OS/2, else the top of H as Skia "
                    + "measures it), ascent, descent or baseline, and line-height no longer moves it. Blink trims; "
                    + "firefox-linux ignores it, as Firefox ESR 153 does. Default normal.",
                platforms: [.web], expected: "normal, or a trim with text, cap or alphabetic edges"
            ) { text, options in
                guard case .success(let box) = TextBox.parse(text) else { return .invalid }
                options.web.textBox = box
                return nil
            },
        ]
    }

    func pixelsPerUnit(scale: Double, options: PlatformOptions) -> Double { options.web.devicePixelRatio }
    func metricsTable(_ options: PlatformOptions, _ metrics: VerticalMetrics) -> MetricsTable? {
        options.web.engine.table(metrics)
    }

    /// The leading `L - (A + D)` split in half above and below (CSS 2.1 section 10.8.1, H);
    /// `line-height: normal` is `A + D + lineGap`. A and D per engine, in device pixels: the
    /// FreeType rule rounded (chromium `font_metrics.cc`), CoreText rounded (Chrome on macOS) or
    /// rounded up (Safari on iOS), DirectWrite rounded; WebKit adds `round(0.15 * (A + D))` to the
    /// ascent of Times, Helvetica and Courier. The half-leading above the glyphs is snapped per
    /// `WebBaselineSnap`. The clip is Blink's paint clip rect, the padding box snapped to device
    /// pixels (`ToSnappedClipRect`, `ToPixelSnappedRect`: each edge rounded, half up; chromium
    /// `paint_property_tree_builder.cc`, H), for an element whose top lies on a device pixel (M):
    /// its bottom is the line height rounded to a device pixel.
    func lineBox(_ input: LineInput) -> LineBox {
        let options = input.options.web
        if options.engine == .firefoxLinux { return Gecko.lineBox(input) }
        let ratio = options.layoutPixelRatio
        let font = Self.fontMetrics(input, input.metrics, familyName: input.familyName)
        let height: Double
        // WebKit keeps a computed line height in whole CSS pixels, truncated (M: measured in WebKitGTK).
        let whole: (Double) -> Double = options.engine.isWebKit ? { $0.rounded(.towardZero) } : { $0 }
        switch input.lineHeight {
        case .natural: height = font.ascent + font.descent + font.lineGap
        case .fixed(let pixels): height = whole(pixels) * ratio
        case .multiple(let factor): height = whole(factor * input.size) * ratio  // unitless line-height
        }
        func above(_ ascent: Double, _ descent: Double, line: Double) -> Double {
            let halfLeading = (line - (ascent + descent)) / 2
            let snapped =
                options.baselineSnap == .floor ? halfLeading.rounded(.down) : (halfLeading * 64).rounded(.down) / 64
            return snapped + ascent
        }
        var top = above(font.ascent, font.descent, line: height)
        var bottom = roundHalfUp(height) - top
        // Under `line-height: normal` every font used on the line counts, each with its own line
        // gap as leading, and the line box unites them (chromium `inline_box_state.cc`,
        // `AccumulateUsedFonts`, H). A fixed line height keeps the first available font's box.
        if case .natural = input.lineHeight {
            for fallback in input.fallbacks {
                let other = Self.fontMetrics(input, fallback, familyName: nil)
                let line = other.ascent + other.descent + other.lineGap
                let otherTop = above(other.ascent, other.descent, line: line)
                top = max(top, otherTop)
                bottom = max(bottom, line - otherTop)
            }
        }
        if options.engine.trimsTextBox, options.textBox.trims {
            // Under line-height: normal the line is every used font's box united (whole pixels).
            let layoutHeight: Double
            if case .natural = input.lineHeight { layoutHeight = top + bottom } else { layoutHeight = height }
            (top, bottom) = Self.trimmed(input, font: font, height: layoutHeight, untrimmedTop: top)
        }
        return LineBox(
            top: top / ratio, bottom: bottom / ratio, lineHeight: (top + bottom) / ratio,
            ascent: font.ascent / ratio, descent: font.descent / ratio)
    }

    /// The line's top and bottom, in device pixels, once `text-box` trims them: Blink gives the
    /// line the first available font's ascent (text) or cap height (cap, in layout units of 1/64
    /// px, `FixedCapHeight` rounded) above the baseline and its descent (text) or nothing
    /// (alphabetic) below it, whatever the line height (`InlineBoxState::AdjustEdges`, H). The
    /// glyphs are drawn on the baseline rounded to a device pixel and the clip is the box
    /// snapped, as an untrimmed line's (M: measured by `scripts/clip-margin-check`).
    private static func trimmed(
        _ input: LineInput, font: (ascent: Double, descent: Double, lineGap: Double), height: Double,
        untrimmedTop: Double
    ) -> (top: Double, bottom: Double) {
        let box = input.options.web.textBox
        let scale = input.size * input.options.web.layoutPixelRatio / Double(input.metrics.unitsPerEm)
        let over = box.over.map { edge in
            edge == .text ? font.ascent : (max(0, input.capHeight ?? 0) * scale * 64).rounded() / 64
        }
        // The untrimmed baseline in layout: the half-leading in 1/64 px above the ascent.
        let layoutAbove = (((height - (font.ascent + font.descent)) / 2) * 64).rounded(.down) / 64 + font.ascent
        let baseline = over ?? layoutAbove
        let below = box.under.map { $0 == .text ? font.descent : 0 } ?? (height - layoutAbove)
        let drawn = over.map(roundHalfUp) ?? untrimmedTop
        return (drawn, roundHalfUp(baseline + below) - drawn)
    }

    /// A font's ascent, descent and line gap as the web engine reads and rounds them, in device
    /// pixels.
    private static func fontMetrics(
        _ input: LineInput, _ metrics: VerticalMetrics,
        familyName: String?
    ) -> (ascent: Double, descent: Double, lineGap: Double) {
        let engine = input.options.web.engine
        let scale = input.size * input.options.web.layoutPixelRatio / Double(metrics.unitsPerEm)
        let chosen = engine.metrics(metrics)
        var ascent = chosen.ascent * scale
        let descent = chosen.descent * scale
        if engine.bumpsClassicFamilies, let familyName, ["Times", "Helvetica", "Courier"].contains(familyName) {
            ascent += roundHalfUp(0.15 * (ascent + descent))
        }
        return (engine.round(ascent), engine.round(descent), engine.round(chosen.lineGap * scale))
    }

    /// A shrink-to-fit box is the advances in layout units (1/64 px, rounded up), and its
    /// `overflow: hidden` clip is snapped to device pixels by rounding its right edge (M:
    /// measured against headless Chromium by scripts/web-compare --horizontal).
    func width(content: Double, grid: PixelGrid) -> Double {
        let layout = (content * 64 - PixelGrid.tolerance).rounded(.up) / 64
        return grid.round(layout)
    }

    func advise(_ advice: inout PlatformAdvice, _ context: AdviceContext) {
        // A line height cannot move an edge text-box trims: where ink crosses one, none is given.
        advice.crossesTrimmedEdge = Self.crossesTrimmedEdge(context)
        advice.smallestLineHeight =
            context.clips && !advice.crossesTrimmedEdge ? PlatformAdvice.smallestLineHeight(.web, context) : nil
        // The clip edge moves out by the margin at every edge: the largest room any edge needs.
        let room = [advice.padding.top, advice.padding.bottom, advice.padding.left, advice.padding.right].max() ?? 0
        advice.overflowClipMargin = room > 0 ? (room - PixelGrid.tolerance).rounded(.up) : nil
    }

    private static func crossesTrimmedEdge(_ context: AdviceContext) -> Bool {
        let options = context.input.options.web
        guard options.engine.trimsTextBox else { return false }
        let tolerance = PixelGrid.tolerance
        return (options.textBox.over != nil && context.inkTop > context.box.top + tolerance)
            || (options.textBox.under != nil && context.inkBottom > context.box.bottom + tolerance)
    }

    func cutsAtWinMetrics(_ options: PlatformOptions) -> Bool { options.web.engine == .windows }

    func safeLineHeight(_ result: SizeResult) -> Double? {
        result.clipsVertically ? result.advice.smallestLineHeight : result.lineBox.lineHeight
    }

    func verticalFix(_ result: SizeResult) -> String {
        let padding = padding(result.advice)
        // Only where the box cuts: a visible box needs no clip of any kind.
        let clip = result.advice.overflowClipMargin.flatMap { margin in
            result.clipped.contains { $0.rule != .spills } ? margin : nil
        }.map {
            ", or overflow: clip with overflow-clip-margin: \(NumberText.plain($0))px (Chromium, Firefox; not Safari)"
        }
        return
            (result.advice.smallestLineHeight.map { "line-height >= \(NumberText.two($0)) px, or " + padding }
            ?? padding) + (clip ?? "")
            + (result.advice.crossesTrimmedEdge ? " (text-box trims the edge: line-height cannot move it)" : "")
    }

    func sideFix(_ padding: Edges) -> String { "padding-inline " + amounts(padding) }

    func viewDescription(_ settings: AuditSettings) -> String {
        let options = settings.options.web
        let snapping =
            switch options.engine {
            case .firefoxLinux: ", leading halved in app units, baseline rounded to a device pixel"
            case .webkitLinux, .safariIOS: ", laid out in whole CSS pixels"
            default:
                ", half-leading snapped \(options.baselineSnap == .floor ? "down to a device pixel" : "to 1/64 px")"
            }
        return "\(options.engine.rawValue), one line, \(settings.lineHeight.label(unit: unit)), "
            + "dpr \(NumberText.plain(options.devicePixelRatio))" + snapping
            + (options.drawsHinted ? ", glyphs hinted (\(options.hinting.rawValue))" : "")
            + (!options.textBox.trims
                ? ""
                : ", text-box: \(options.textBox.css)\(options.engine.trimsTextBox ? "" : " (ignored by Firefox)")")
    }

    func describedOptions(_ settings: AuditSettings) -> [OptionEntry] {
        let options = settings.options.web
        return [
            .init("engine", .text(options.engine.rawValue)),
            .init("devicePixelRatio", .number(options.devicePixelRatio)),
            .init("baselineSnap", .text(options.baselineSnap.rawValue)),
            .init("hinting", .text(options.engine.drawsOnLinux ? options.hinting.rawValue : "none")),
        ] + (options.textBox.trims ? [.init("textBox", .text(options.textBox.css))] : [])
    }
}
