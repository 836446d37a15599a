import FontValues

extension AuditSettings {
    /// The table of `metrics` this setting's platform makes its line box of (`PlatformMetrics.table`).
    public func metricsTable(_ metrics: VerticalMetrics) -> MetricsTable? {
        PlatformMetrics.table(platform, options, metrics)
    }
}

/// A face's vertical metrics in font units as one platform reads them: ascent and descent
/// distances above and below the baseline, and the line gap.
struct PlatformMetrics: Equatable {
    /// The table whose values make the line box of `platform`; nil where the font's values are not
    /// read (Android's `elegantTextHeight`).
    static func table(_ platform: Platform, _ options: PlatformOptions, _ metrics: VerticalMetrics) -> MetricsTable? {
        platform.model.metricsTable(options, metrics)
    }

    /// The metrics of `table`; win has no line gap.
    static func read(_ table: MetricsTable, _ metrics: VerticalMetrics) -> PlatformMetrics {
        switch (table, metrics.typo, metrics.win) {
        case (.typo, let typo?, _):
            return PlatformMetrics(
                ascent: Double(typo.ascender), descent: Double(-typo.descender), lineGap: Double(typo.lineGap))
        case (.win, _, let win?):
            return PlatformMetrics(ascent: Double(win.ascent), descent: Double(win.descent), lineGap: 0)
        default:
            return PlatformMetrics(
                ascent: Double(metrics.hhea.ascender), descent: Double(-metrics.hhea.descender),
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
        PlatformMetrics(
            ascent: Double(metrics.hhea.ascender), descent: Double(abs(metrics.hhea.descender)),
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
