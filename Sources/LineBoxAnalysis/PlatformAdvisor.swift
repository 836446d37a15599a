import FontValues

/// Turns an overflow into advice in the platform's own terms.
enum PlatformAdvisor {
    static func advice(_ platform: Platform, input: PlatformModels.Input, box: LineBox, overflow: Edges, gutter: Edges,
                       inkTop: Double, inkBottom: Double, grid: PixelGrid, highest: Double?, lowest: Double?) -> PlatformAdvice {
        var advice = PlatformAdvice(padding: gutter, onlyFontCanFix: false)
        let clips = overflow.top > 0 || overflow.bottom > 0
        switch platform {
        case .ios:
            break
        case .android, .compose, .reactNativeAndroid:
            // Top and bottom padding are drawable while the text fits (AOSP TextView.onDraw, H).
            var padded = input
            padded.options.includeFontPadding = true
            let box = platform == .reactNativeAndroid ? PlatformModels.reactNativeAndroid(padded)
                : PlatformModels.android(padded, includeFontPadding: true)
            advice.includeFontPaddingFixes = clips ? (inkTop <= box.top + PixelGrid.tolerance
                && inkBottom <= box.bottom + PixelGrid.tolerance) : nil
            if platform == .reactNativeAndroid {
                advice.smallestLineHeight = clips ? smallestLineHeight(platform, input, inkTop: inkTop, inkBottom: inkBottom, grid: grid) : nil
            }
        case .web, .reactNativeIOS:
            advice.smallestLineHeight = clips ? smallestLineHeight(platform, input, inkTop: inkTop, inkBottom: inkBottom, grid: grid) : nil
        case .flutter:
            if let strut = input.options.flutterStrut, strut.force {
                advice.smallestStrutHeight = clips ? smallestStrutHeight(input, strut, inkTop: inkTop, inkBottom: inkBottom) : nil
            } else {
                advice.smallestHeightMultiple = clips ? smallestFlutterHeight(input, inkTop: inkTop, inkBottom: inkBottom) : nil
            }
        case .windowsGDI:
            // Only the font's usWin values move the clip; report what they would need to be.
            if clips {
                advice.winAscentNeeded = Int((highest ?? 0).rounded(.up))
                advice.winDescentNeeded = Int((-(lowest ?? 0)).rounded(.up))
                advice.onlyFontCanFix = true
            }
        }
        return advice
    }

    /// Steps the line height (CSS `line-height`, React Native `lineHeight`) up a device pixel
    /// at a time from the natural one until the half-leading holds the ink on both sides (it
    /// grows both edges, so one always exists).
    static func smallestLineHeight(_ platform: Platform, _ input: PlatformModels.Input, inkTop: Double, inkBottom: Double,
                                   grid: PixelGrid) -> Double? {
        var trial = input
        trial.lineHeight = .natural
        trial.viewHeight = nil
        let natural = PlatformModels.lineBox(platform, trial)
        var line = grid.ceil(max(natural.lineHeight, inkTop + inkBottom))
        for _ in 0..<100_000 {
            trial.lineHeight = .fixed(line)
            let box = PlatformModels.lineBox(platform, trial)
            if box.top >= inkTop - PixelGrid.tolerance && box.bottom >= inkBottom - PixelGrid.tolerance { return line }
            line += grid.pixel
        }
        return nil
    }

    /// The smallest `TextStyle.height` (to 0.01) from which every larger one holds the ink, or
    /// nil when the clipping edge does not take the height (applyHeightToFirstAscent/LastDescent
    /// false).
    static func smallestFlutterHeight(_ input: PlatformModels.Input, inkTop: Double, inkBottom: Double) -> Double? {
        var trial = input
        trial.lineHeight = .natural
        trial.viewHeight = nil
        let natural = PlatformModels.flutter(trial)
        if inkTop > natural.ascent + PixelGrid.tolerance && !input.options.applyHeightToFirstAscent { return nil }
        if inkBottom > natural.descent + PixelGrid.tolerance && !input.options.applyHeightToLastDescent { return nil }
        return smallestMultiple(size: input.size, inkTop: inkTop, inkBottom: inkBottom) { height in
            trial.lineHeight = .multiple(height)
            return PlatformModels.flutter(trial)
        }
    }

    /// The smallest forced `StrutStyle.height` (to 0.01) from which every larger one holds the
    /// ink: both edges grow with it, so one exists.
    static func smallestStrutHeight(_ input: PlatformModels.Input, _ strut: FlutterStrut, inkTop: Double,
                                    inkBottom: Double) -> Double? {
        var trial = input
        trial.viewHeight = nil
        return smallestMultiple(size: strut.fontSize ?? input.size, inkTop: inkTop, inkBottom: inkBottom) { height in
            var stepped = strut
            stepped.height = height
            trial.options.flutterStrut = stepped
            return PlatformModels.flutter(trial)
        }
    }

    /// Steps a height multiple by 0.01 from where the ink could first fit. Flutter rounds the
    /// line to whole pixels, so a height that holds can be followed by one that does not: the
    /// answer is the step after the last that fails, found once both edges hold by a pixel.
    private static func smallestMultiple(size: Double, inkTop: Double, inkBottom: Double, box: (Double) -> LineBox) -> Double? {
        guard size > 0 else { return nil }
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
}

extension PlatformAdvice {
    /// Advice that holds both lines' ink: for items whose lines mix different fonts, each set of
    /// fonts gets its own advice, and the fix must satisfy all of them.
    func merged(with other: PlatformAdvice) -> PlatformAdvice {
        func larger<T: Comparable>(_ a: T?, _ b: T?) -> T? { a.flatMap { a in b.map { max(a, $0) } ?? a } ?? b }
        var merged = self
        merged.padding = padding.max(other.padding)
        merged.includeFontPaddingFixes = includeFontPaddingFixes.map { $0 && (other.includeFontPaddingFixes ?? true) }
            ?? other.includeFontPaddingFixes
        merged.smallestLineHeight = larger(smallestLineHeight, other.smallestLineHeight)
        // Nil means no height can fix it (the clipping edge keeps the font's own metric).
        merged.smallestHeightMultiple = smallestHeightMultiple.flatMap { a in other.smallestHeightMultiple.map { max(a, $0) } }
        merged.smallestStrutHeight = larger(smallestStrutHeight, other.smallestStrutHeight)
        merged.winAscentNeeded = larger(winAscentNeeded, other.winAscentNeeded)
        merged.winDescentNeeded = larger(winDescentNeeded, other.winDescentNeeded)
        merged.onlyFontCanFix = onlyFontCanFix || other.onlyFontCanFix
        return merged
    }
}
