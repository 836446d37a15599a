import FontValues

/// Flutter's leading distribution (`TextLeadingDistribution`).
public enum FlutterDistribution: String, CaseIterable, Sendable {
    case proportional, even
}

/// Whose font metrics Flutter reads: the platform it runs on.
public enum FlutterMetrics: String, CaseIterable, Sendable {
    /// Android: the FreeType rule.
    case android
    /// iOS: CoreText (hhea).
    case ios
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
    /// The strut font's file as given (`--strut-font`), until the caller reads it into `font`.
    public var fontPath: String?

    public init(
        force: Bool, fontSize: Double? = nil, height: Double? = nil, leading: Double? = nil,
        font: (name: String, metrics: VerticalMetrics)? = nil
    ) {
        self.force = force
        self.fontSize = fontSize
        self.height = height
        self.leading = leading
        self.font = font
    }

    public static func == (a: FlutterStrut, b: FlutterStrut) -> Bool {
        (a.force, a.fontSize, a.height, a.leading, a.fontPath) == (b.force, b.fontSize, b.height, b.leading, b.fontPath)
            && a.font?.name == b.font?.name && a.font?.metrics == b.font?.metrics
    }
}

public struct FlutterOptions: Sendable, Equatable {
    public var metrics: FlutterMetrics = .android
    public var distribution: FlutterDistribution = .proportional
    public var applyHeightToFirstAscent = true
    public var applyHeightToLastDescent = true
    /// `StrutStyle`; nil when the paragraph has none.
    public var strut: FlutterStrut?
}

/// Flutter's paragraph (skparagraph).
struct FlutterPlatform: PlatformModel {
    /// RenderParagraph clips its canvas only when the text overflows its size and overflow is
    /// TextOverflow.clip, ellipsis or fade (flutter `RenderParagraph.paint`, `_needsClipping`, H);
    /// otherwise glyphs are painted whole unless a parent clips (ClipRect, `clipBehavior`).
    var defaultOverflow: ViewOverflow { .visible }
    func overflowDescription(_ overflow: ViewOverflow) -> String {
        overflow == .hidden
            ? "clipped at the Text's bounds (ClipRect)"
            : "no clip (a Flutter Text is cut only by a ClipRect or a clipping parent)"
    }

    var unit: String { "px" }
    var defaultSizes: [Double] { AndroidPlatform.materialSizes }

    /// The strut's own options need `--flutter-strut` on or force, which is parsed before them;
    /// `--strut-font` keeps the path, which the caller reads (`FlutterStrut.fontPath`).
    var options: [PlatformOption] { lineOptions + strutOptions }

    private var lineOptions: [PlatformOption] {
        [
            .choice(
                "--flutter-metrics", \.flutter.metrics,
                help: "Flutter: whose font metrics, the FreeType rule (android) or CoreText (ios).",
                platforms: [.flutter]),
            .choice(
                "--flutter-leading", \.flutter.distribution, help: "Flutter TextLeadingDistribution.",
                platforms: [.flutter]),
            .flag(
                "--apply-height-to-first-ascent", \.flutter.applyHeightToFirstAscent,
                help: "Flutter TextHeightBehavior.",
                platforms: [.flutter]),
            .flag(
                "--apply-height-to-last-descent", \.flutter.applyHeightToLastDescent,
                help: "Flutter TextHeightBehavior.",
                platforms: [.flutter]),
        ]
    }

    private var strutOptions: [PlatformOption] {
        let mode = PlatformOption(
            "--flutter-strut", valueName: "off|on|force",
            help: "Flutter StrutStyle: on makes it a minimum line, force (forceStrutHeight) every line's box. "
                + "Default off.", platforms: [.flutter], expected: "off, on or force"
        ) { text, options in
            guard let mode = ["off": 0, "on": 1, "force": 2][text] else { return .invalid }
            options.flutter.strut = mode == 0 ? nil : FlutterStrut(force: mode == 2)
            return nil
        }
        let font = Self.strutOption(
            "--strut-font", valueName: "font",
            help: "Flutter StrutStyle fontFamily: this font file's "
                + "metrics. Default: the audited font's.", expected: "a font file"
        ) { text, strut in
            strut.fontPath = text
            return !text.isEmpty
        }
        return [mode, font] + [
            Self.strutNumber(
                "--strut-size", valueName: "px",
                help: "Flutter StrutStyle fontSize. Default: the audited "
                    + "size, as StrutStyle.fromTextStyle.", range: 1...1000, expected: "a size in px from 1 to 1000"
            ) {
                $0.fontSize = $1
            },
            Self.strutNumber(
                "--strut-height", valueName: "h",
                help: "Flutter StrutStyle height, shared as --flutter-leading "
                    + "says. Default: none, the font's own.", range: 0.1...10, expected: "a multiple from 0.1 to 10"
            ) {
                $0.height = $1
            },
            Self.strutNumber(
                "--strut-leading", valueName: "n",
                help: "Flutter StrutStyle leading, in multiples of the strut "
                    + "size. Default 0.", range: 0...10, expected: "a multiple of the strut size from 0 to 10"
            ) {
                $0.leading = $1
            },
        ]
    }

    /// An option of the strut's: its value is checked, then it needs a strut.
    private static func strutOption(
        _ name: String, valueName: String, help: String, expected: String,
        change: @escaping @Sendable (String, inout FlutterStrut) -> Bool
    ) -> PlatformOption {
        PlatformOption(name, valueName: valueName, help: help, platforms: [.flutter], expected: expected) {
            text, options in
            var strut = options.flutter.strut ?? FlutterStrut(force: false)
            guard change(text, &strut) else { return .invalid }
            guard options.flutter.strut != nil else {
                return .needs("'\(name)' needs '--flutter-strut on' or '--flutter-strut force'")
            }
            options.flutter.strut = strut
            return nil
        }
    }

    private static func strutNumber(
        _ name: String, valueName: String, help: String, range: ClosedRange<Double>, expected: String,
        set: @escaping @Sendable (inout FlutterStrut, Double) -> Void
    ) -> PlatformOption {
        strutOption(name, valueName: valueName, help: help, expected: expected) { text, strut in
            guard let value = Double(text), value.isFinite, range.contains(value) else { return false }
            set(&strut, value)
            return true
        }
    }

    func pixelsPerUnit(scale: Double, options: PlatformOptions) -> Double { options.density }
    func metricsTable(_ options: PlatformOptions, _ metrics: VerticalMetrics) -> MetricsTable? {
        options.flutter.metrics == .android ? PlatformMetrics.freeTypeTable(metrics) : .hhea
    }

    /// As skparagraph lays out one line (docs/line-box-models.md, "Flutter"; skia
    /// `modules/skparagraph/src/Run.cpp` `Run::calculateMetrics`, `Run.h` `InternalLineMetrics`,
    /// `ParagraphImpl.cpp` `resolveStrut`, H):
    /// - each run's ascent and descent take half the font's line gap each (`A + G/2`, `D + G/2`);
    ///   `TextStyle.height h` makes the run `h * fontSize` tall, scaling both in proportion
    ///   (default) or adding half the difference to each (even);
    /// - the line takes the largest of its runs; `applyHeightToFirstAscent`/`LastDescent` false
    ///   put the font's own ascent or descent back;
    /// - a strut (`FlutterOptions.strut`) then sets a minimum ascent and descent, or with
    ///   `forceStrutHeight` replaces them (the strut font is the audited one unless one is given);
    /// - the baseline is `leading / 2 + ascent` below the line's top, and the line is
    ///   `round(ascent + descent + leading)` tall: the paragraph, and the clip of an overflowing
    ///   `Text`, are that rounded height (flutter `rendering/paragraph.dart`).
    ///
    /// skparagraph computes in `SkScalar`, 32-bit float, and rounds the line's height in double
    /// (`::round((double)fDescent - fAscent + fLeading)`): so does this, in the same order, since
    /// a height such as 14 x 1.25 = 17.5 comes out of the proportional scaling a hair below .5
    /// and Skia rounds it down (measured: `scripts/skia-compare`).
    func lineBox(_ input: LineInput) -> LineBox {
        let options = input.options.flutter
        let total = Self.runHeight(input.lineHeight, size: input.size)
        var line: (ascent: Float, descent: Float, rawAscent: Float, rawDescent: Float)?
        for metrics in [input.metrics] + input.fallbacks {
            let font = Self.fontMetrics(metrics, size: input.size, options)
            // `Run::calculateMetrics`: fCorrectAscent and fCorrectDescent, kept positive here.
            var run = (
                ascent: font.ascent + font.gap * 0.5, descent: font.descent + font.gap * 0.5,
                rawAscent: font.ascent, rawDescent: font.descent
            )
            if let total {
                let intrinsic = run.descent + run.ascent
                switch options.distribution {
                case .proportional:
                    if intrinsic > 0 {
                        let multiplier = total / intrinsic
                        (run.ascent, run.descent) = (run.ascent * multiplier, run.descent * multiplier)
                    }
                case .even:
                    let extra = (total - intrinsic) / 2
                    (run.ascent, run.descent) = (run.ascent + extra, run.descent + extra)
                }
            }
            line =
                line.map {
                    (
                        max($0.ascent, run.ascent), max($0.descent, run.descent), max($0.rawAscent, run.rawAscent),
                        max($0.rawDescent, run.rawDescent)
                    )
                } ?? run
        }
        guard var line else { return LineBox(top: 0, bottom: 0, lineHeight: 0, ascent: 0, descent: 0) }
        if !options.applyHeightToFirstAscent { line.ascent = line.rawAscent }
        if !options.applyHeightToLastDescent { line.descent = line.rawDescent }
        var leading: Float = 0
        if let strut = options.strut {
            let box = Self.strut(
                strut, metrics: strut.font?.metrics ?? input.metrics, size: strut.fontSize ?? input.size, options)
            if strut.force {
                (line.ascent, line.descent, leading) = (box.ascent, box.descent, box.leading)
            } else {
                // `InternalLineMetrics::updateLineMetrics`: the strut's leading split over its edges.
                line.ascent = max(line.ascent, box.ascent + box.leading / 2)
                line.descent = max(line.descent, box.descent + box.leading / 2)
            }
        }
        let top = Double(leading / 2 + line.ascent)
        let natural = Double(line.descent) + Double(line.ascent) + Double(leading)
        return LineBox(
            top: top, bottom: natural.rounded() - top, lineHeight: natural, ascent: Double(line.rawAscent),
            descent: Double(line.rawDescent))
    }

    /// A font's ascent, descent and line gap as Skia reads them, in logical pixels, as floats.
    /// FreeType (android): `units / upem * size` in float, a negative gap as 0
    /// (`SkScalerContext_FreeType::generateFontMetrics`, H); CoreText (ios): CoreText's double
    /// values, then float (M).
    private static func fontMetrics(
        _ metrics: VerticalMetrics, size: Double,
        _ options: FlutterOptions
    ) -> (ascent: Float, descent: Float, gap: Float) {
        let upem = Double(metrics.unitsPerEm)
        switch options.metrics {
        case .android:
            let chosen = PlatformMetrics.freeType(metrics)
            let (units, scale) = (Float(upem), Float(size))
            return (
                Float(chosen.ascent) / units * scale, Float(chosen.descent) / units * scale,
                max(0, Float(chosen.lineGap) / units) * scale
            )
        case .ios:
            let chosen = PlatformMetrics.coreText(metrics)
            return (
                Float(chosen.ascent * size / upem), Float(chosen.descent * size / upem),
                Float(chosen.lineGap * size / upem)
            )
        }
    }

    /// `ParagraphImpl::resolveStrut`: the strut font's ascent and descent at the strut's size;
    /// a strut `height` scales them by `h * size / (A + D + G)` (proportional) or shares
    /// `h * size - (A + D)` evenly; its `leading` is `leading * size` (0 when not given).
    static func strut(
        _ strut: FlutterStrut, metrics: VerticalMetrics, size: Double,
        _ options: FlutterOptions
    ) -> (ascent: Float, descent: Float, leading: Float) {
        let font = fontMetrics(metrics, size: size, options)
        let leading = max(0, Float(strut.leading ?? 0)) * Float(size)
        guard let height = strut.height else { return (font.ascent, font.descent, leading) }
        let target = Float(height) * Float(size)
        switch options.distribution {
        case .even:
            let flexible = (target - (font.descent + font.ascent)) / 2
            return (font.ascent + flexible, font.descent + flexible, leading)
        case .proportional:
            let intrinsic = font.descent + font.ascent + font.gap
            let multiplier = intrinsic == 0 ? Float(height) : target / intrinsic
            return (font.ascent * multiplier, font.descent * multiplier, leading)
        }
    }

    /// `TextStyle.height` times the size, as skparagraph multiplies them (float); a fixed line
    /// height in px is the height multiple `px / size`. Nil for the font's own height.
    static func runHeight(_ lineHeight: LineHeight, size: Double) -> Float? {
        switch lineHeight {
        case .natural: return nil
        case .fixed(let pixels): return Float(pixels / size) * Float(size)
        case .multiple(let factor): return Float(factor) * Float(size)
        }
    }

    /// TextPainter rounds its width up to a whole logical pixel (M).
    func width(content: Double, grid: PixelGrid) -> Double { (content - PixelGrid.tolerance).rounded(.up) + 0 }

    func advise(_ advice: inout PlatformAdvice, _ context: AdviceContext) {
        guard context.clips else { return }
        if let strut = context.input.options.flutter.strut, strut.force {
            advice.smallestStrutHeight = smallestStrutHeight(context, strut)
        } else {
            advice.smallestHeightMultiple = smallestHeight(context)
        }
    }

    /// The smallest `TextStyle.height` (to 0.01) from which every larger one holds the ink, or
    /// nil when the clipping edge does not take the height (applyHeightToFirstAscent/LastDescent
    /// false).
    private func smallestHeight(_ context: AdviceContext) -> Double? {
        var trial = context.input
        trial.lineHeight = .natural
        trial.viewHeight = nil
        let natural = lineBox(trial)
        let options = context.input.options.flutter
        if context.inkTop > natural.ascent + PixelGrid.tolerance && !options.applyHeightToFirstAscent { return nil }
        if context.inkBottom > natural.descent + PixelGrid.tolerance && !options.applyHeightToLastDescent { return nil }
        return Self.smallestMultiple(size: trial.size, context) { height in
            trial.lineHeight = .multiple(height)
            return lineBox(trial)
        }
    }

    /// The smallest forced `StrutStyle.height` (to 0.01) from which every larger one holds the
    /// ink: both edges grow with it, so one exists.
    private func smallestStrutHeight(_ context: AdviceContext, _ strut: FlutterStrut) -> Double? {
        var trial = context.input
        trial.viewHeight = nil
        return Self.smallestMultiple(size: strut.fontSize ?? trial.size, context) { height in
            var stepped = strut
            stepped.height = height
            trial.options.flutter.strut = stepped
            return lineBox(trial)
        }
    }

    /// Steps a height multiple by 0.01 from where the ink could first fit. Flutter rounds the
    /// line to whole pixels, so a height that holds can be followed by one that does not: the
    /// answer is the step after the last that fails, found once both edges hold by a pixel.
    private static func smallestMultiple(size: Double, _ context: AdviceContext, box: (Double) -> LineBox) -> Double? {
        guard size > 0 else { return nil }
        let (inkTop, inkBottom) = (context.inkTop, context.inkBottom)
        var height = max(0.01, ((inkTop + inkBottom - 1) / size * 100).rounded(.down) / 100)
        var answer: Double?
        for _ in 0..<10_000 {
            let line = box(height)
            let holds = line.top >= inkTop - PixelGrid.tolerance && line.bottom >= inkBottom - PixelGrid.tolerance
            if !holds { answer = nil } else if answer == nil { answer = height }
            if holds && line.top >= inkTop + 1 && line.bottom >= inkBottom + 1 { return answer }
            height = ((height + 0.01) * 100).rounded() / 100
        }
        return nil
    }

    func safeLineHeight(_ result: SizeResult) -> Double? {
        result.clipsVertically
            ? result.advice.smallestHeightMultiple.map { $0 * result.pointSize } : result.lineBox.lineHeight
    }

    func verticalFix(_ result: SizeResult) -> String {
        let advice = result.advice
        let padding = padding(advice)
        if let strut = advice.smallestStrutHeight {
            return "StrutStyle height >= \(NumberText.two(strut)), or " + padding
        }
        return advice.smallestHeightMultiple.map { "height >= \(NumberText.two($0)), or " + padding }
            ?? padding + " (height cannot: that edge keeps the font's own metrics)"
    }

    func sideFix(_ padding: Edges) -> String { "horizontal Padding " + amounts(padding) }

    func viewDescription(_ settings: AuditSettings) -> String {
        let options = settings.options.flutter
        return
            "\(options.metrics.rawValue) metrics, \(options.distribution.rawValue) leading, \(settings.lineHeight.label(unit: unit))"
            + (options.applyHeightToFirstAscent ? "" : ", applyHeightToFirstAscent off")
            + (options.applyHeightToLastDescent ? "" : ", applyHeightToLastDescent off")
            + (options.strut.map { strut in
                ", \(strut.force ? "forced " : "")strut" + (strut.font.map { " of \($0.name)" } ?? "")
                    + (strut.fontSize.map { " \(NumberText.plain($0)) px" } ?? "")
                    + (strut.height.map { " height \(NumberText.plain($0))" } ?? "")
                    + (strut.leading.map { " leading \(NumberText.plain($0))" } ?? "")
            } ?? "")
    }

    func describedOptions(_ settings: AuditSettings) -> [OptionEntry] {
        let options = settings.options.flutter
        return [
            .init("density", .number(settings.options.density)), .init("metrics", .text(options.metrics.rawValue)),
            .init("leadingDistribution", .text(options.distribution.rawValue)),
            .init("applyHeightToFirstAscent", .flag(options.applyHeightToFirstAscent)),
            .init("applyHeightToLastDescent", .flag(options.applyHeightToLastDescent)),
            .init(
                "strut",
                .group(
                    options.strut.map { strut in
                        [
                            .init("forceStrutHeight", .flag(strut.force)), .init("font", .text(strut.font?.name)),
                            .init("fontSize", .number(strut.fontSize)), .init("height", .number(strut.height)),
                            .init("leading", .number(strut.leading ?? 0)),
                        ]
                    })),
        ]
    }
}
