import FontValues

/// Turns an overflow into advice in the platform's own terms: padding everywhere, and what the
/// platform's file adds (`PlatformModel.advise`).
extension PlatformAdvice {
    static func advice(_ platform: Platform, _ context: AdviceContext, gutter: Edges) -> PlatformAdvice {
        var advice = PlatformAdvice(padding: gutter, onlyFontCanFix: false)
        platform.model.advise(&advice, context)
        return advice
    }

    /// Steps the line height (CSS `line-height`, React Native `lineHeight`) up a device pixel
    /// at a time from the natural one until the half-leading holds the ink on both sides (it
    /// grows both edges, so one always exists).
    static func smallestLineHeight(_ platform: Platform, _ context: AdviceContext) -> Double? {
        var trial = context.input
        trial.lineHeight = .natural
        trial.viewHeight = nil
        let model = platform.model
        let natural = model.lineBox(trial)
        var line = context.grid.ceil(max(natural.lineHeight, context.inkTop + context.inkBottom))
        for _ in 0..<100_000 {
            trial.lineHeight = .fixed(line)
            let box = model.lineBox(trial)
            if box.top >= context.inkTop - PixelGrid.tolerance && box.bottom >= context.inkBottom - PixelGrid.tolerance
            {
                return line
            }
            line += context.grid.pixel
        }
        return nil
    }

    /// Advice that holds both lines' ink: for items whose lines mix different fonts, each set of
    /// fonts gets its own advice, and the fix must satisfy all of them.
    func merged(with other: PlatformAdvice) -> PlatformAdvice {
        func larger<T: Comparable>(_ a: T?, _ b: T?) -> T? { a.flatMap { a in b.map { max(a, $0) } ?? a } ?? b }
        var merged = self
        merged.padding = padding.max(other.padding)
        merged.includeFontPaddingFixes =
            includeFontPaddingFixes.map { $0 && (other.includeFontPaddingFixes ?? true) }
            ?? other.includeFontPaddingFixes
        merged.smallestLineHeight = larger(smallestLineHeight, other.smallestLineHeight)
        merged.overflowClipMargin = larger(overflowClipMargin, other.overflowClipMargin)
        merged.crossesTrimmedEdge = crossesTrimmedEdge || other.crossesTrimmedEdge
        // Nil means no height can fix it (the clipping edge keeps the font's own metric).
        merged.smallestHeightMultiple = smallestHeightMultiple.flatMap { a in
            other.smallestHeightMultiple.map { max(a, $0) }
        }
        merged.smallestStrutHeight = larger(smallestStrutHeight, other.smallestStrutHeight)
        merged.winAscentNeeded = larger(winAscentNeeded, other.winAscentNeeded)
        merged.winDescentNeeded = larger(winDescentNeeded, other.winDescentNeeded)
        merged.onlyFontCanFix = onlyFontCanFix || other.onlyFontCanFix
        return merged
    }
}
