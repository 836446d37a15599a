import FontValues

/// Windows GDI text: the rasterizer's usWin clip.
struct WindowsGDIPlatform: PlatformModel {
    var unit: String { "px" }
    /// Pixels per em for 8 to 18 pt at 96 dpi.
    var defaultSizes: [Double] { [11, 12, 13, 15, 16, 19, 21, 24] }

    func pixelsPerUnit(scale: Double, options: PlatformOptions) -> Double { 1 }
    func metricsTable(_ options: PlatformOptions, _ metrics: VerticalMetrics) -> MetricsTable? {
        metrics.win == nil ? .hhea : .win
    }

    /// The rasterizer cuts any outline beyond usWinAscent above and usWinDescent below the
    /// baseline, at every size (OpenType OS/2 spec, usWinAscent, H). Without an OS/2 table,
    /// hhea stands in.
    func lineBox(_ input: LineInput) -> LineBox {
        let scale = input.size / Double(input.metrics.unitsPerEm)
        let ascent = Double(input.metrics.win?.ascent ?? input.metrics.hhea.ascender) * scale
        let descent = Double(input.metrics.win?.descent ?? abs(input.metrics.hhea.descender)) * scale
        return LineBox(top: ascent, bottom: descent, lineHeight: ascent + descent, ascent: ascent, descent: descent)
    }

    /// `DT_CALCRECT` sums GDI's whole-pixel advances; inkbox rounds the line's total
    /// (docs/line-box-models.md, "Things nobody has settled").
    func width(content: Double, grid: PixelGrid) -> Double { content.rounded() }

    /// Only the font's usWin values move the clip; report what they would need to be.
    func advise(_ advice: inout PlatformAdvice, _ context: AdviceContext) {
        guard context.clips else { return }
        advice.winAscentNeeded = Int((context.highest ?? 0).rounded(.up))
        advice.winDescentNeeded = Int((-(context.lowest ?? 0)).rounded(.up))
        advice.onlyFontCanFix = true
    }

    func cutsAtWinMetrics(_ options: PlatformOptions) -> Bool { true }
    /// No line model here.
    func pitch(_ lineBox: LineBox) -> Double? { nil }
    func noSafeLineHeight(fails: Bool) -> String { fails ? "n/a: only the font" : "n/a" }

    func verticalFix(_ result: SizeResult) -> String {
        "only the font: usWinAscent >= \(result.advice.winAscentNeeded ?? 0), usWinDescent >= \(result.advice.winDescentNeeded ?? 0)"
    }

    func sideFix(_ padding: Edges) -> String { "a DrawText rectangle wider by " + amounts(padding) + ", or DT_NOCLIP" }

    func viewDescription(_ settings: AuditSettings) -> String {
        "the rasterizer clips at usWinAscent / usWinDescent at every size (sizes are pixels per em)"
    }

    func describedOptions(_ settings: AuditSettings) -> [OptionEntry] { [] }
}
