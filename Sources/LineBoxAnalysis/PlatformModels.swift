import FontValues

/// The line box of one line of text on each platform, in the platform's unit (pt, dp or px),
/// as distances above and below the baseline. Every rule cites `docs/line-box-models.md` and the
/// source it names.
enum PlatformModels {
    /// Device pixels per unit, for snapping gutters.
    static func pixelsPerUnit(_ platform: Platform, scale: Double, options: PlatformOptions) -> Double {
        switch platform {
        case .ios, .reactNativeIOS: return scale
        case .android, .compose, .flutter, .reactNativeAndroid: return options.density
        case .web: return options.devicePixelRatio
        case .windowsGDI: return 1
        }
    }

    struct Input {
        var metrics: VerticalMetrics
        var postScriptName: String?
        var familyName: String?
        var size: Double
        var lineHeight: LineHeight
        var scale: Double
        var options: PlatformOptions
        /// The fallback fonts drawn on the line besides the audited one. Each platform's rule
        /// for a line that mixes fonts decides whether and how they widen the line.
        var fallbacks: [VerticalMetrics] = []
        /// A fixed view height (`AuditSettings.viewHeight`).
        var viewHeight: Double? = nil
    }

    static func lineBox(_ platform: Platform, _ input: Input) -> LineBox {
        let box: LineBox
        switch platform {
        case .ios: box = ios(input)
        case .android: box = android(input, includeFontPadding: input.options.includesFontPadding(on: .android))
        case .compose: box = compose(input)
        case .web: box = web(input)
        case .flutter: box = flutter(input)
        case .windowsGDI: box = windowsGDI(input)
        case .reactNativeIOS: box = reactNativeIOS(input)
        case .reactNativeAndroid: box = reactNativeAndroid(input)
        }
        return input.viewHeight.map { fixedHeight(platform, box, height: $0, input) } ?? box
    }

    /// The line in a view of a fixed height (docs/line-box-models.md, "A view of a fixed height").
    /// UILabel centres its one line in its bounds and rounds the baseline to a pixel, as it does
    /// at its intrinsic height (M). TextView (gravity top, its default), Compose Text, a CSS block
    /// with `overflow: hidden`, Flutter and GDI's `DT_TOP` put the line at the top: the view cuts
    /// at the line's own top and `height` below it (H for TextView's default gravity and CSS
    /// block layout; M for the others). React Native draws its text from the top of the view on
    /// both platforms (`RCTTextLayoutManager`, `ReactTextView` gravity top; M).
    static func fixedHeight(_ platform: Platform, _ box: LineBox, height: Double, _ input: Input) -> LineBox {
        var fixed = box
        switch platform {
        case .ios:
            let grid = PixelGrid(scale: input.scale)
            let baseline = grid.round((height - box.lineHeight) / 2 + box.lineHeight - box.descent)
            fixed.top = baseline
            fixed.bottom = height - baseline
        case .android, .compose, .web, .flutter, .windowsGDI, .reactNativeIOS, .reactNativeAndroid:
            fixed.bottom = height - box.top
        }
        return fixed
    }

    // MARK: iOS

    /// `IOSLabelModel`, plus the centred placement: `baselineOffset = (L - lineHeight) / 4`
    /// moves the glyphs up by `(L - lineHeight) / 2` (docs/line-box-models.md; mechanism U). With
    /// `IOSFallbackLine.grow` (U) fallback fonts' hhea ascent and descent widen the line.
    static func ios(_ input: Input) -> LineBox {
        var box = IOSLabelModel.lineBox(metrics: input.metrics, postScriptName: input.postScriptName, pointSize: input.size,
                                        lineHeight: input.lineHeight, grid: PixelGrid(scale: input.scale),
                                        fallbacks: input.options.iosFallbackLine == .grow ? input.fallbacks : [])
        if input.options.iosPlacement == .centred {
            let offset = (box.lineHeight - (box.ascent + box.descent)) / 2
            box.top -= offset
            box.bottom += offset
        }
        return box
    }

    // MARK: Android

    /// `Paint.FontMetricsInt` in device pixels, with Skia's signs (ascent and top negative):
    /// the FreeType rule scaled to the text size, ascent and descent rounded, top floored and
    /// bottom ceiled; top and bottom from the head table, not usWin (skia
    /// `src/ports/SkFontHost_FreeType.cpp`, AOSP `libs/hwui/jni/Paint.cpp`, H). With
    /// `elegantTextHeight` the font's values are replaced by 1900, 500, 2500 and 1000 per 2048 em.
    static func androidFontMetrics(_ input: Input, _ metrics: VerticalMetrics) -> (ascent: Double, descent: Double, top: Double, bottom: Double) {
        let pixels = input.size * input.options.density
        let ascent, descent, top, bottom: Double
        if input.options.elegantTextHeight {
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

    /// One-line TextView (StaticLayout): the line is `top`..`bottom` with includeFontPadding
    /// (the TextView default), `ascent`..`descent` without. The font's line gap never counts, and
    /// `setLineHeight` adds space below every line but the last, so it changes nothing on one
    /// line (AOSP `core/java/android/text/StaticLayout.java`, H). The view clips at its edges.
    /// With fallbackLineSpacing the line's ascent and descent are the largest of every font drawn
    /// on it (Minikin's extents, rounded), and top and bottom widen to hold them, also for one
    /// font whose ascent or descent passes its head box (StaticLayout: "Adjust top/bottom with
    /// ascent/descent for avoiding unexpected clipping", H).
    static func android(_ input: Input, includeFontPadding: Bool) -> LineBox {
        let font = staticLayoutMetrics(input)
        let density = input.options.density
        let top = includeFontPadding ? -font.top : -font.ascent
        let bottom = includeFontPadding ? font.bottom : font.descent
        return LineBox(top: top / density, bottom: bottom / density, lineHeight: (top + bottom) / density,
                       ascent: -font.ascent / density, descent: font.descent / density)
    }

    /// The line's `FontMetricsInt` as StaticLayout sees it: the font's, widened by every font
    /// drawn on the line when fallbackLineSpacing is on.
    static func staticLayoutMetrics(_ input: Input) -> (ascent: Double, descent: Double, top: Double, bottom: Double) {
        var font = androidFontMetrics(input, input.metrics)
        if input.options.fallbackLineSpacing {
            for fallback in input.fallbacks {
                let other = androidFontMetrics(input, fallback)
                font.ascent = min(font.ascent, other.ascent)
                font.descent = max(font.descent, other.descent)
            }
            font.top = min(font.top, font.ascent)
            font.bottom = max(font.bottom, font.descent)
        }
        return font
    }

    // MARK: Compose

    /// Compose `Text`: Android's Paint metrics with includeFontPadding off by default. With a
    /// line height, `LineHeightStyle` (default Proportional, Trim.Both): `diff = ceil(L) -
    /// (descent - ascent)`; the share `r` is `|ascent| / (descent - ascent)` (Proportional), 0
    /// (Top), 0.5 (Center) or 1 (Bottom); `descent' = descent + ceil(diff * (1 - r))` when
    /// diff > 0, else `descent + ceil(diff * r)`; `ascent' = descent' - ceil(L)`. Trim keeps the
    /// font's own ascent on the first line and descent on the last (androidx
    /// `compose/ui/ui-text/.../LineHeightStyle.kt`, `LineHeightStyleSpan.android.kt`, H).
    static func compose(_ input: Input) -> LineBox {
        let options = input.options
        let padded = android(input, includeFontPadding: options.includesFontPadding(on: .compose))
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
        switch options.composeAlignment {
        case .proportional: share = descent - ascent > 0 ? abs(ascent) / (descent - ascent) : 0.5
        case .top: share = 0
        case .center: share = 0.5
        case .bottom: share = 1
        }
        let newDescent = descent + (diff > 0 ? (diff * (1 - share)).rounded(.up) : (diff * share).rounded(.up))
        let newAscent = newDescent - line
        let trimTop = options.composeTrim == .both || options.composeTrim == .firstLineTop
        let trimBottom = options.composeTrim == .both || options.composeTrim == .lastLineBottom
        let top = trimTop ? -ascent : -newAscent
        let bottom = trimBottom ? descent : newDescent
        return LineBox(top: top / density, bottom: bottom / density, lineHeight: lineHeightPixels / density,
                       ascent: padded.ascent, descent: padded.descent)
    }

    // MARK: Web

    /// One line of CSS text in an element that clips (`overflow: hidden`): the leading
    /// `L - (A + D)` split in half above and below (CSS 2.1 section 10.8.1, H); `line-height:
    /// normal` is `A + D + lineGap`. A and D per engine, in device pixels: the FreeType rule
    /// rounded (chromium `font_metrics.cc`), CoreText rounded (Chrome on macOS) or rounded up
    /// (Safari on iOS), DirectWrite rounded; WebKit adds `round(0.15 * (A + D))` to the ascent of
    /// Times, Helvetica and Courier. The half-leading above the glyphs is snapped per
    /// `WebBaselineSnap`. The clip is Blink's paint clip rect, the padding box snapped to device
    /// pixels (`ToSnappedClipRect`, `ToPixelSnappedRect`: each edge rounded, half up; chromium
    /// `paint_property_tree_builder.cc`, H), for an element whose top lies on a device pixel (M):
    /// its bottom is the line height rounded to a device pixel.
    static func web(_ input: Input) -> LineBox {
        let options = input.options
        let ratio = options.devicePixelRatio
        let font = webFontMetrics(input, input.metrics, familyName: input.familyName)
        let height: Double
        switch input.lineHeight {
        case .natural: height = font.ascent + font.descent + font.lineGap
        case .fixed(let pixels): height = pixels * ratio
        case .multiple(let factor): height = factor * input.size * ratio  // unitless line-height
        }
        func above(_ ascent: Double, _ descent: Double, line: Double) -> Double {
            let halfLeading = (line - (ascent + descent)) / 2
            let snapped = options.webBaselineSnap == .floor ? halfLeading.rounded(.down) : (halfLeading * 64).rounded(.down) / 64
            return snapped + ascent
        }
        var top = above(font.ascent, font.descent, line: height)
        var bottom = roundHalfUp(height) - top
        // Under `line-height: normal` every font used on the line counts, each with its own line
        // gap as leading, and the line box unites them (chromium `inline_box_state.cc`,
        // `AccumulateUsedFonts`, H). A fixed line height keeps the first available font's box.
        if case .natural = input.lineHeight {
            for fallback in input.fallbacks {
                let other = webFontMetrics(input, fallback, familyName: nil)
                let line = other.ascent + other.descent + other.lineGap
                let otherTop = above(other.ascent, other.descent, line: line)
                top = max(top, otherTop)
                bottom = max(bottom, line - otherTop)
            }
        }
        return LineBox(top: top / ratio, bottom: bottom / ratio, lineHeight: (top + bottom) / ratio,
                       ascent: font.ascent / ratio, descent: font.descent / ratio)
    }

    /// A font's ascent, descent and line gap as the web engine reads and rounds them, in device
    /// pixels.
    private static func webFontMetrics(_ input: Input, _ metrics: VerticalMetrics,
                                       familyName: String?) -> (ascent: Double, descent: Double, lineGap: Double) {
        let options = input.options
        let scale = input.size * options.devicePixelRatio / Double(metrics.unitsPerEm)
        let chosen: PlatformMetrics
        switch options.webEngine {
        case .chromeLinux: chosen = .freeType(metrics)
        case .chromeMac, .safariIOS: chosen = .coreText(metrics)
        case .windows: chosen = .directWrite(metrics)
        }
        var ascent = chosen.ascent * scale
        let descent = chosen.descent * scale
        if options.webEngine == .chromeMac || options.webEngine == .safariIOS,
           let familyName, ["Times", "Helvetica", "Courier"].contains(familyName) {
            ascent += roundHalfUp(0.15 * (ascent + descent))
        }
        func round(_ value: Double) -> Double { options.webEngine == .safariIOS ? value.rounded(.up) : roundHalfUp(value) }
        return (round(ascent), round(descent), round(chosen.lineGap * scale))
    }

    // MARK: Flutter

    /// Flutter's paragraph, as skparagraph lays out one line (docs/line-box-models.md, "Flutter";
    /// skia `modules/skparagraph/src/Run.cpp` `Run::calculateMetrics`, `Run.h`
    /// `InternalLineMetrics`, `ParagraphImpl.cpp` `resolveStrut`, H):
    /// - each run's ascent and descent take half the font's line gap each (`A + G/2`, `D + G/2`);
    ///   `TextStyle.height h` makes the run `h * fontSize` tall, scaling both in proportion
    ///   (default) or adding half the difference to each (even);
    /// - the line takes the largest of its runs; `applyHeightToFirstAscent`/`LastDescent` false
    ///   put the font's own ascent or descent back;
    /// - a strut (`PlatformOptions.flutterStrut`) then sets a minimum ascent and descent, or with
    ///   `forceStrutHeight` replaces them (the strut font is the audited one unless one is given);
    /// - the baseline is `leading / 2 + ascent` below the line's top, and the line is
    ///   `round(ascent + descent + leading)` tall: the paragraph, and the clip of an overflowing
    ///   `Text`, are that rounded height (flutter `rendering/paragraph.dart`).
    static func flutter(_ input: Input) -> LineBox {
        let options = input.options
        let total = flutterLineHeight(input.lineHeight, size: input.size)
        var line: (ascent: Double, descent: Double, rawAscent: Double, rawDescent: Double)?
        for metrics in [input.metrics] + input.fallbacks {
            let font = flutterFontMetrics(metrics, size: input.size, options)
            var run = (ascent: font.ascent + font.gap / 2, descent: font.descent + font.gap / 2,
                       rawAscent: font.ascent, rawDescent: font.descent)
            if let total {
                let intrinsic = run.ascent + run.descent
                switch options.flutterDistribution {
                case .proportional:
                    if intrinsic > 0 { (run.ascent, run.descent) = (run.ascent * total / intrinsic, run.descent * total / intrinsic) }
                case .even:
                    (run.ascent, run.descent) = (run.ascent + (total - intrinsic) / 2, run.descent + (total - intrinsic) / 2)
                }
            }
            line = line.map {
                (max($0.ascent, run.ascent), max($0.descent, run.descent), max($0.rawAscent, run.rawAscent), max($0.rawDescent, run.rawDescent))
            } ?? run
        }
        guard var line else { return LineBox(top: 0, bottom: 0, lineHeight: 0, ascent: 0, descent: 0) }
        if !options.applyHeightToFirstAscent { line.ascent = line.rawAscent }
        if !options.applyHeightToLastDescent { line.descent = line.rawDescent }
        var leading = 0.0
        if let strut = options.flutterStrut {
            let box = flutterStrut(strut, metrics: strut.font?.metrics ?? input.metrics, size: strut.fontSize ?? input.size, options)
            if strut.force {
                (line.ascent, line.descent, leading) = (box.ascent, box.descent, box.leading)
            } else {
                line.ascent = max(line.ascent, box.ascent + box.leading / 2)
                line.descent = max(line.descent, box.descent + box.leading / 2)
            }
        }
        let top = leading / 2 + line.ascent
        let natural = line.ascent + line.descent + leading
        return LineBox(top: top, bottom: natural.rounded() - top, lineHeight: natural, ascent: line.rawAscent, descent: line.rawDescent)
    }

    /// A font's ascent, descent and line gap as Flutter reads them, in logical pixels.
    private static func flutterFontMetrics(_ metrics: VerticalMetrics, size: Double,
                                           _ options: PlatformOptions) -> (ascent: Double, descent: Double, gap: Double) {
        let chosen: PlatformMetrics = options.flutterMetrics == .android ? .freeType(metrics) : .coreText(metrics)
        let scale = size / Double(metrics.unitsPerEm)
        return (chosen.ascent * scale, chosen.descent * scale, chosen.lineGap * scale)
    }

    /// `ParagraphImpl::resolveStrut`: the strut font's ascent and descent at the strut's size;
    /// a strut `height` scales them by `h * size / (A + D + G)` (proportional) or shares
    /// `h * size - (A + D)` evenly; its `leading` is `leading * size` (0 when not given).
    static func flutterStrut(_ strut: FlutterStrut, metrics: VerticalMetrics, size: Double,
                             _ options: PlatformOptions) -> (ascent: Double, descent: Double, leading: Double) {
        let font = flutterFontMetrics(metrics, size: size, options)
        let leading = max(0, strut.leading ?? 0) * size
        guard let height = strut.height else { return (font.ascent, font.descent, leading) }
        switch options.flutterDistribution {
        case .even:
            let flexible = (height * size - (font.ascent + font.descent)) / 2
            return (font.ascent + flexible, font.descent + flexible, leading)
        case .proportional:
            let intrinsic = font.ascent + font.descent + font.gap
            let multiplier = intrinsic == 0 ? height : height * size / intrinsic
            return (font.ascent * multiplier, font.descent * multiplier, leading)
        }
    }

    static func flutterLineHeight(_ lineHeight: LineHeight, size: Double) -> Double? {
        switch lineHeight {
        case .natural: return nil
        case .fixed(let pixels): return pixels
        case .multiple(let factor): return factor * size  // TextStyle.height
        }
    }

    // MARK: React Native

    /// React Native `Text` on iOS (docs/line-box-models.md, "React Native"). The font's UIFont
    /// ascender and descender (hhea, as `IOSLabelModel`), laid out by TextKit with
    /// `usesFontLeading = NO` (`RCTTextLayoutManager.mm`, H): without `lineHeight` the line is
    /// `A + D` with the baseline `A` below the top. `lineHeight` sets `minimumLineHeight =
    /// maximumLineHeight` (`RCTTextAttributes`, H): TextKit keeps the descent at the bottom of the
    /// line (H, as UIKit), then `RCTApplyBaselineOffset` raises the glyphs by `(L - (A + D)) / 2`
    /// when the line is at least the font's height, and not at all when it is shorter
    /// (`RCTAttributedTextUtils.mm`, H for the rule, M for TextKit moving glyphs by exactly the
    /// offset). Yoga rounds a text node's height up to the pixel grid (`YGRoundToPixelGrid`,
    /// M); the text is drawn from the view's top into a backing store the size of its bounds
    /// (M). A `lineHeight` given as a multiple is `multiple * fontSize`, as JavaScript computes it.
    static func reactNativeIOS(_ input: Input) -> LineBox {
        // TextKit's line takes the largest ascent and descent of the fonts drawn on it, and
        // RCTApplyBaselineOffset the largest font line height (M).
        let (ascent, descent) = IOSLabelModel.fontExtent(metrics: input.metrics, postScriptName: input.postScriptName,
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

    /// React Native `Text` on Android (docs/line-box-models.md, "React Native"): a TextView
    /// laid out with Android's Paint metrics (`androidFontMetrics`) and `includeFontPadding` on by
    /// default (TextView's, which React Native keeps). `lineHeight` (converted to pixels and
    /// rounded up, `ceil(L * density)`) reaches the layout as a `LineHeightSpan` that rewrites the
    /// line's metrics (`ReactNativeLineHeightSpan`, `CustomLineHeightSpan.kt` and
    /// `LegacyLineHeightSpan`, H); the view is the line (`top`..`bottom` with font padding,
    /// `ascent`..`descent` without) and clips at its bounds (react-native#47271: text cannot yet
    /// overflow the TextView, H).
    static func reactNativeAndroid(_ input: Input) -> LineBox {
        let includeFontPadding = input.options.includesFontPadding(on: .reactNativeAndroid)
        let natural = android(input, includeFontPadding: includeFontPadding)
        let pixels: Double
        switch input.lineHeight {
        case .natural: return natural
        case .fixed(let points): pixels = points * input.options.density
        case .multiple(let factor): pixels = factor * input.size * input.options.density
        }
        let density = input.options.density
        let span = reactNativeLineHeightSpan(staticLayoutMetrics(input), height: (pixels - PixelGrid.tolerance).rounded(.up),
                                             legacy: input.options.reactNativeLineHeightSpan == .legacy)
        let top = includeFontPadding ? -span.top : -span.ascent
        let bottom = includeFontPadding ? span.bottom : span.descent
        return LineBox(top: top / density, bottom: bottom / density, lineHeight: pixels / density,
                       ascent: natural.ascent, descent: natural.descent)
    }

    /// `chooseHeight` of React Native's line-height span on one line that is both the first and
    /// the last, on `Paint.FontMetricsInt` values (Skia's signs: ascent and top negative).
    static func reactNativeLineHeightSpan(_ fm: (ascent: Double, descent: Double, top: Double, bottom: Double), height: Double,
                                          legacy: Bool) -> (ascent: Double, descent: Double, top: Double, bottom: Double) {
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

    // MARK: Windows GDI

    /// The rasterizer cuts any outline beyond usWinAscent above and usWinDescent below the
    /// baseline, at every size (OpenType OS/2 spec, usWinAscent, H). Without an OS/2 table,
    /// hhea stands in.
    static func windowsGDI(_ input: Input) -> LineBox {
        let scale = input.size / Double(input.metrics.unitsPerEm)
        let ascent = Double(input.metrics.win?.ascent ?? input.metrics.hhea.ascender) * scale
        let descent = Double(input.metrics.win?.descent ?? abs(input.metrics.hhea.descender)) * scale
        return LineBox(top: ascent, bottom: descent, lineHeight: ascent + descent, ascent: ascent, descent: descent)
    }
}

/// Skia's `SkScalarRoundToInt`: halves round up (towards positive infinity).
func roundHalfUp(_ value: Double) -> Double { (value + 0.5).rounded(.down) }
