import FontValues

/// A one-line `UILabel` sized by its intrinsic content size, as UIKit draws it.
///
/// Sources (see `docs/line-box-models.md`, "iOS and macOS"):
/// - Metrics come from `hhea` alone: CoreText ignores USE_TYPO_METRICS (WebKit
///   `Source/WebCore/platform/graphics/cocoa/FontCocoa.mm`; csswg-drafts issue 5485; M).
///   A positive `hhea.descender` is read as its absolute value, as CoreText does (M).
/// - `UIFont.lineHeight = ascent + descent`; UILabel draws without the font-leading option,
///   so `hhea.lineGap` never counts (decompiled UIKit/UIFoundation, H).
/// - For PostScript names `Helvetica`, `Helvetica-*` and `Times-*` (not system text-style
///   fonts) UIKit adds `0.15 * (A + D)` to the ascender and the line height (H). This
///   reproduces measured UIFont values: Helvetica 17 has ascender 15.640, lineHeight 19.55.
/// - An explicit line height is `(A + D) * lineHeightMultiple`, then clamped by
///   `minimumLineHeight`/`maximumLineHeight` (Apple's NSParagraphStyle docs, H); every change
///   goes above the ascender, the descent stays pinned to the bottom (decompiled, H).
/// - The label is `H = ceil_px(L)` tall (whole pixels at the screen scale), the text block
///   is centred and the baseline rounded to a pixel: `b = round_px((H - L)/2 + L - D)` below
///   the top (H for the size; M for centring and baseline rounding; STULabel README,
///   "Display scale rounding").
/// - Ink outside the bounds is lost even with `clipsToBounds = false`: the label draws into
///   a backing store the size of its bounds (H).
public enum IOSLabelModel {
    /// The line box of a one-line label in points from the baseline.
    /// `fallbacks` are other fonts drawn on the line whose hhea ascent and descent widen it
    /// (`IOSFallbackLine.grow`, U).
    public static func lineBox(
        metrics: VerticalMetrics, postScriptName: String?, pointSize: Double,
        lineHeight: LineHeight, grid: PixelGrid, fallbacks: [VerticalMetrics] = []
    ) -> LineBox {
        let (ascent, descent) = fontExtent(
            metrics: metrics, postScriptName: postScriptName, pointSize: pointSize,
            fallbacks: fallbacks)
        let natural = ascent + descent
        let line: Double
        switch lineHeight {
        case .natural: line = natural
        case .fixed(let points): line = points
        case .multiple(let factor): line = natural * factor
        }
        return lineBox(lineHeight: line, ascent: ascent, descent: descent, grid: grid)
    }

    /// UIFont's ascender and descender in points (hhea, with UIKit's bump), widened to the
    /// largest of the fallback fonts drawn on the line.
    static func fontExtent(
        metrics: VerticalMetrics, postScriptName: String?, pointSize: Double,
        fallbacks: [VerticalMetrics]
    ) -> (ascent: Double, descent: Double) {
        let scale = pointSize / Double(metrics.unitsPerEm)
        var descent = Double(abs(metrics.hhea.descender)) * scale
        var ascent = Double(metrics.hhea.ascender) * scale
        if hasUIKitLeadingBump(postScriptName: postScriptName) {
            ascent += 0.15 * (ascent + descent)
        }
        for fallback in fallbacks {
            let fallbackScale = pointSize / Double(fallback.unitsPerEm)
            ascent = max(ascent, Double(fallback.hhea.ascender) * fallbackScale)
            descent = max(descent, Double(abs(fallback.hhea.descender)) * fallbackScale)
        }
        return (ascent, descent)
    }

    /// The line box for a line `lineHeight` points tall whose font has this ascent and descent.
    static func lineBox(lineHeight: Double, ascent: Double, descent: Double, grid: PixelGrid) -> LineBox {
        let labelHeight = grid.ceil(lineHeight)
        let baseline = grid.round((labelHeight - lineHeight) / 2 + lineHeight - descent)
        return LineBox(
            top: baseline, bottom: labelHeight - baseline, lineHeight: lineHeight,
            ascent: ascent, descent: descent)
    }

    /// UIKit's extra 15% for `Helvetica`, `Helvetica-*` and `Times-*` (decompiled UIKit, H).
    public static func hasUIKitLeadingBump(postScriptName: String?) -> Bool {
        guard let name = postScriptName else { return false }
        return name == "Helvetica" || name.hasPrefix("Helvetica-") || name.hasPrefix("Times-")
    }

    /// The smallest line height, on the pixel grid, whose top edge holds ink reaching
    /// `inkTop` points above the baseline. On iOS a line height only moves the top edge:
    /// no line height fixes a bottom overflow (the descent stays pinned).
    static func smallestLineHeight(
        holdingInkTop inkTop: Double, ascent: Double, descent: Double,
        grid: PixelGrid
    ) -> Double {
        var candidate = grid.ceil(inkTop + descent)
        // Baseline rounding can cost up to half a pixel; a few pixels always suffice.
        for _ in 0..<4 {
            if lineBox(lineHeight: candidate, ascent: ascent, descent: descent, grid: grid).top
                >= inkTop - PixelGrid.tolerance
            {
                break
            }
            candidate += grid.pixel
        }
        return candidate
    }
}
