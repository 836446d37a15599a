@_exported import FontValues

/// What to audit: one platform, a list of sizes, a line height, a screen scale.
public struct AuditSettings: Sendable, Equatable {
    public var platform: Platform = .ios
    /// What shapes the platform's line box (placement, density, engine...).
    public var options = PlatformOptions()
    /// Sizes in the platform's unit (pt, dp or px).
    public var sizes: [Double]
    /// A fixed line height in the platform's unit, or a multiple in the platform's own sense:
    /// of the natural line height on iOS (`lineHeightMultiple`) and Android
    /// (`lineSpacingMultiplier`), of the font size on Compose (`em`), the web (unitless
    /// `line-height`) and Flutter (`TextStyle.height`).
    public var lineHeight: LineHeight
    /// Device pixels per point on iOS: 1, 2 or 3.
    public var scale: Double
    /// Overflow up to this many device pixels does not count as clipped.
    public var tolerancePixels: Double
    /// Lines in the label: from 2, collisions between consecutive lines are reported. With a
    /// wrap width, the most lines drawn.
    public var lines = 1
    /// Wrap each string at this width (the platform's unit) instead: the first line's top and
    /// the last drawn line's bottom can clip, and collisions are found between the string's own
    /// consecutive lines where their ink shares horizontal extent.
    public var wrapWidth: Double?
    public var tallScripts: TallScriptAssumption

    /// The pixel sizes at which glyphs must be measured hinted, by audited size: only the web
    /// on chrome-linux with slight hinting draws hinted glyphs. Callers measure these with
    /// `FontFace.hinted(_:pixelSize:)` and pass them to the auditor.
    public var hintedPixelSizes: [Double: Double] {
        guard options.drawsHinted(on: platform) else { return [:] }
        return Dictionary(sizes.map { ($0, $0 * options.devicePixelRatio) }, uniquingKeysWith: { first, _ in first })
    }

    /// The iOS text-style sizes (Dynamic Type "Large"): caption2 11 through largeTitle 34.
    public static let iOSTextStyleSizes: [Double] = [11, 12, 13, 15, 16, 17, 20, 22, 28, 34]

    public init(sizes: [Double] = Self.iOSTextStyleSizes, lineHeight: LineHeight = .natural, scale: Double = 3,
                tolerancePixels: Double = 0, tallScripts: TallScriptAssumption = .clip) {
        self.sizes = sizes
        self.lineHeight = lineHeight
        self.scale = scale
        self.tolerancePixels = tolerancePixels
        self.tallScripts = tallScripts
    }
}

/// Unconfirmed (U in `docs/line-box-models.md`): for strings containing characters of CoreText's
/// "excessive line height" set (Thai, Arabic, Devanagari and similar scripts; the exact set
/// is not known), UILabel adds an outset content layer when masksToBounds is off.
public enum TallScriptAssumption: String, CaseIterable, Sendable {
    /// Treat those characters like any other: their overflow is reported (the safe choice).
    case clip
    /// Assume they get the outset: their overflow is not counted as clipped.
    case exempt

    /// Scripts that UILabel is believed to give extra room (an approximation of CoreText's set).
    static let scriptRanges: [ClosedRange<UInt32>] = [
        0x0600...0x06FF, 0x0750...0x077F, 0x08A0...0x08FF,  // Arabic
        0x0900...0x0DFF,  // Devanagari through Sinhala
        0x0E00...0x0EFF,  // Thai, Lao
        0x0F00...0x0FFF,  // Tibetan
        0x1000...0x109F,  // Myanmar
        0x1780...0x17FF,  // Khmer
        0xFB50...0xFDFF, 0xFE70...0xFEFF,  // Arabic presentation forms
    ]

    func isExempt(_ character: Unicode.Scalar?) -> Bool {
        guard self == .exempt, let value = character?.value else { return false }
        return Self.scriptRanges.contains { $0.contains(value) }
    }
}

/// One glyph whose ink crosses the line box. Overflows are in points; an edge the glyph
/// does not cross (beyond the tolerance) is 0.
public struct ClippedGlyph: Sendable, Equatable {
    public var character: Unicode.Scalar?
    public var glyphID: UInt32
    public var top: Double
    public var bottom: Double
    /// In a wrapped strings audit, the clusters (scalar offsets) reaching highest on the first
    /// line and lowest on the last.
    public var topCluster: Int? = nil
    public var bottomCluster: Int? = nil
    /// The line box the glyph was measured against when fallback fonts drawn on its line made
    /// it differ from the audited font's own (nil when it is the same).
    public var lineBox: LineBox? = nil
}

/// A value for each edge of the line box, top and bottom: gutters and overflows in points,
/// coefficients in em, shortfalls and waste.
public struct EdgePair: Sendable, Equatable {
    public var top: Double
    public var bottom: Double
    public init(top: Double, bottom: Double) {
        self.top = top
        self.bottom = bottom
    }
}

/// How the common `ceil(pointSize / 6)` gutter (whole points, top and bottom) fares.
public struct HeuristicVerdict: Sendable, Equatable {
    /// `ceil(pointSize / 6)` in points.
    public var gutter: Double
    /// How much ink it still leaves outside, per edge (0 where it suffices).
    public var shortfall: EdgePair
    /// How many points it spends beyond the recommended gutter, per edge (0 where it is short).
    public var waste: EdgePair
    public var isSufficient: Bool { shortfall.top == 0 && shortfall.bottom == 0 }
}

/// What a different line height could do, given when a line height was asked for.
public struct LineHeightFix: Sendable, Equatable {
    /// The smallest line height (points, on the pixel grid) that holds the top ink, and the
    /// same as a multiple of the natural line height; nil when the top does not clip.
    public var top: (lineHeight: Double, multiple: Double)?
    /// Always false on iOS: a line height only moves the top edge.
    public var fixesBottom: Bool

    public static func == (lhs: LineHeightFix, rhs: LineHeightFix) -> Bool {
        lhs.top?.lineHeight == rhs.top?.lineHeight && lhs.top?.multiple == rhs.top?.multiple
            && lhs.fixesBottom == rhs.fixesBottom
    }
}

/// How to stop the clipping, in the platform's own terms.
public struct PlatformAdvice: Sendable, Equatable {
    /// The room to add above and below the line box (a gutter on iOS, padding on Android and
    /// Compose and Flutter and the web), in the platform's unit, snapped up to device pixels.
    public var padding: EdgePair
    /// Android and Compose: whether `includeFontPadding = true` alone would hold the ink.
    public var includeFontPaddingFixes: Bool?
    /// Web: the smallest CSS line height (px, on the device-pixel grid) that holds the ink.
    public var smallestLineHeight: Double?
    /// Flutter: the smallest `TextStyle.height` (to 0.01) that holds the ink; nil when the
    /// clipping edge keeps the font's own metrics (applyHeightTo... false).
    public var smallestHeightMultiple: Double?
    /// Windows GDI: the usWinAscent and usWinDescent the font would need (a fix for its maker).
    public var winAscentNeeded: Int?
    public var winDescentNeeded: Int?
    /// True when nothing in the app can stop the clipping, only a change to the font.
    public var onlyFontCanFix: Bool
}

/// The verdict for one point size.
public struct SizeResult: Sendable, Equatable {
    public var platform: Platform
    public var pointSize: Double
    public var lineBox: LineBox
    /// The glyphs that clip, in the order they were measured.
    public var clipped: [ClippedGlyph]
    /// The glyph reaching furthest past each edge (also when it stays within the box).
    public var highest: MeasuredGlyph?
    public var lowest: MeasuredGlyph?
    /// How far the furthest ink crosses each edge, in points (0 when inside).
    public var overflow: EdgePair
    /// The gutters that hold every glyph of the set, snapped up to device pixels.
    public var gutter: EdgePair
    /// iOS only: how `ceil(pointSize / 6)` fares.
    public var heuristic: HeuristicVerdict?
    /// iOS: what a different line height would do (reports show it when one was asked for).
    public var lineHeightFix: LineHeightFix
    public var advice: PlatformAdvice
    /// With several lines, where one line's ink reaches into the next: `upper` and `lower` are
    /// the glyph ids of the measured glyphs (string indices in a strings audit).
    public var collisions: [Collision] = []
    /// The line boxes of lines that mix fonts, one per set of fallback fonts (indices into the
    /// auditor's `fallbacks`) drawn together; `lineBox` is the audited font's alone.
    public var mixedLineBoxes: [(fallbacks: [Int], lineBox: LineBox)] = []
    /// With a wrap width: the most lines any string wraps to (capped at the lines drawn).
    public var wrappedLines: Int?

    public static func == (lhs: SizeResult, rhs: SizeResult) -> Bool {
        lhs.platform == rhs.platform && lhs.pointSize == rhs.pointSize && lhs.lineBox == rhs.lineBox
            && lhs.clipped == rhs.clipped && lhs.highest == rhs.highest && lhs.lowest == rhs.lowest
            && lhs.overflow == rhs.overflow && lhs.gutter == rhs.gutter && lhs.heuristic == rhs.heuristic
            && lhs.lineHeightFix == rhs.lineHeightFix && lhs.advice == rhs.advice && lhs.collisions == rhs.collisions
            && lhs.mixedLineBoxes.map(\.fallbacks) == rhs.mixedLineBoxes.map(\.fallbacks)
            && lhs.mixedLineBoxes.map(\.lineBox) == rhs.mixedLineBoxes.map(\.lineBox) && lhs.wrappedLines == rhs.wrappedLines
    }
}

/// A font's verdict over all sizes.
public struct FontAudit: Sendable, Equatable {
    public var settings: AuditSettings
    public var results: [SizeResult]
    /// Size-independent gutters in em: for every audited size S, `ceil_px(c * S)` holds the
    /// ink. The largest `overflow / S` over the sizes, rounded up to 1/10000 em.
    public var coefficients: EdgePair
    public var clips: Bool { results.contains { !$0.clipped.isEmpty } }
}

/// Puts measured glyphs in a platform's line box at each size and finds what clips.
public enum Auditor {
    /// - Parameters:
    ///   - hintedGlyphs: the glyphs measured hinted, by audited size, for the sizes
    ///     `settings.hintedPixelSizes` names; other sizes use `glyphs`.
    ///   - fallbacks: the metrics of fallback fonts that drew part of some measured items.
    ///   - fallbacksUsed: for each item of `glyphs`, the indices into `fallbacks` of the fonts
    ///     drawn on its line; the platform's rule for a line that mixes fonts gives that item
    ///     its own line box.
    ///   - layouts: for each item of `glyphs`, its clusters, for `settings.wrapWidth`.
    public static func audit(metrics: VerticalMetrics, postScriptName: String?, familyName: String? = nil,
                             glyphs: [MeasuredGlyph], hintedGlyphs: [Double: [MeasuredGlyph]] = [:],
                             fallbacks: [VerticalMetrics] = [], fallbacksUsed: [[Int]] = [],
                             layouts: [TextLayout] = [], settings: AuditSettings) -> FontAudit {
        let platform = settings.platform
        let grid = PixelGrid(scale: PlatformModels.pixelsPerUnit(platform, scale: settings.scale, options: settings.options))
        let tolerance = settings.tolerancePixels / grid.scale + PixelGrid.tolerance

        var results: [SizeResult] = []
        var coefficients = EdgePair(top: 0, bottom: 0)
        let exempting = platform == .ios && settings.tallScripts == .exempt
        let measured = InkTable(glyphs, fallbacksUsed: fallbacksUsed)
        for size in settings.sizes {
            let unitScale = size / Double(metrics.unitsPerEm)
            let primary = PlatformModels.Input(metrics: metrics, postScriptName: postScriptName, familyName: familyName,
                                               size: size, lineHeight: settings.lineHeight, scale: settings.scale,
                                               options: settings.options)
            let primaryBox = PlatformModels.lineBox(platform, primary)
            // Wrapped strings: what can clip is the first line's top and the last line's bottom.
            var wrapped: [UInt32: WrappedText] = [:]
            if let width = settings.wrapWidth, layouts.count == glyphs.count, size > 0 {
                let pitch = Collisions.pitch(platform, primaryBox)
                for (glyph, layout) in zip(glyphs, layouts) {
                    wrapped[glyph.glyphID] = WrappedText(layout, width: width / unitScale, maxLines: settings.lines,
                                                         pitch: pitch, unitScale: unitScale)
                }
            }
            let table = wrapped.isEmpty ? hintedGlyphs[size].map { InkTable($0, fallbacksUsed: []) } ?? measured
                : InkTable(glyphs.map { $0.clipping(wrapped[$0.glyphID]) }, fallbacksUsed: fallbacksUsed)
            // One line box per set of fonts drawn together; set 0 is the audited font alone.
            let inputs = table.fontSets.map { set in
                var input = primary
                input.fallbacks = set.compactMap { fallbacks.indices.contains($0) ? fallbacks[$0] : nil }
                return input
            }
            let boxes = [primaryBox] + inputs.dropFirst().map { PlatformModels.lineBox(platform, $0) }
            // Only glyphs beyond these font-unit heights can clip: one comparison per glyph.
            let limits = boxes.map { (top: ($0.top + tolerance) / unitScale, bottom: -($0.bottom + tolerance) / unitScale) }
            var clipped: [ClippedGlyph] = []
            for index in table.yMax.indices {
                let set = table.fontSet[index]
                guard table.yMax[index] > limits[set].top || table.yMin[index] < limits[set].bottom else { continue }
                let glyph = table.glyphs[index]
                if exempting && settings.tallScripts.isExempt(glyph.character) { continue }
                let top = table.yMax[index] * unitScale - boxes[set].top
                let bottom = -table.yMin[index] * unitScale - boxes[set].bottom
                let text = wrapped[glyph.glyphID]
                clipped.append(ClippedGlyph(character: glyph.character, glyphID: glyph.glyphID,
                                            top: top > tolerance ? top : 0, bottom: bottom > tolerance ? bottom : 0,
                                            topCluster: text?.top?.offset, bottomCluster: text?.bottom?.offset,
                                            lineBox: boxes[set] == boxes[0] ? nil : boxes[set]))
            }
            // Per set: how far its highest and lowest ink cross its own box.
            let reach = table.fontSets.indices.map { set in
                (top: (table.highest[set]?.inkBounds?.yMax ?? 0) * unitScale,
                 bottom: -(table.lowest[set]?.inkBounds?.yMin ?? 0) * unitScale)
            }
            let worstTop = table.fontSets.indices.max { reach[$0].top - boxes[$0].top < reach[$1].top - boxes[$1].top } ?? 0
            let worstBottom = table.fontSets.indices.max {
                reach[$0].bottom - boxes[$0].bottom < reach[$1].bottom - boxes[$1].bottom
            } ?? 0
            let overflow = EdgePair(top: positive(reach[worstTop].top - boxes[worstTop].top),
                                  bottom: positive(reach[worstBottom].bottom - boxes[worstBottom].bottom))
            let gutter = EdgePair(top: grid.ceil(overflow.top), bottom: grid.ceil(overflow.bottom))
            // The fixes must hold every set that clips.
            var fix = LineHeightFix(top: nil, fixesBottom: false)
            var clippingAdvice: [PlatformAdvice] = []
            var unclippedAdvice = PlatformAdvice(padding: gutter, onlyFontCanFix: false)
            for set in table.fontSets.indices {
                let box = boxes[set]
                let setOverflow = EdgePair(top: positive(reach[set].top - box.top), bottom: positive(reach[set].bottom - box.bottom))
                let clips = setOverflow.top > 0 || setOverflow.bottom > 0
                guard clips || set == 0 else { continue }
                if platform == .ios && setOverflow.top > 0 {
                    let line = IOSLabelModel.smallestLineHeight(holdingInkTop: reach[set].top, ascent: box.ascent,
                                                                descent: box.descent, grid: grid)
                    let multiple = line / (box.ascent + box.descent)
                    fix.top = (max(fix.top?.lineHeight ?? line, line), max(fix.top?.multiple ?? multiple, multiple))
                }
                let setAdvice = PlatformAdvisor.advice(platform, input: inputs[set], box: box, overflow: setOverflow,
                                                       gutter: gutter, inkTop: reach[set].top, inkBottom: reach[set].bottom,
                                                       grid: grid, highest: table.highest[set]?.inkBounds?.yMax,
                                                       lowest: table.lowest[set]?.inkBounds?.yMin)
                if clips { clippingAdvice.append(setAdvice) } else { unclippedAdvice = setAdvice }
            }
            let advice = clippingAdvice.dropFirst().reduce(clippingAdvice.first ?? unclippedAdvice) { $0.merged(with: $1) }
            var result = SizeResult(platform: platform, pointSize: size, lineBox: boxes[0], clipped: clipped,
                                    highest: table.highest[worstTop], lowest: table.lowest[worstBottom],
                                    overflow: overflow, gutter: gutter,
                                    heuristic: platform == .ios ? heuristicVerdict(pointSize: size, overflow: overflow, gutter: gutter) : nil,
                                    lineHeightFix: fix, advice: advice)
            result.mixedLineBoxes = table.fontSets.indices.dropFirst().map { (table.fontSets[$0], boxes[$0]) }
            if !wrapped.isEmpty {
                result.wrappedLines = wrapped.values.map(\.lineCount).max()
                result.collisions = wrapped.compactMap { id, text in
                    text.collision.map {
                        Collision(upper: Int(id), lower: Int(id), overlap: $0.overlap, line: $0.line,
                                  upperCluster: $0.upper, lowerCluster: $0.lower)
                    }
                }.sorted { ($0.overlap, -$0.upper) > ($1.overlap, -$1.upper) }.prefix(10).map { $0 }
            } else if settings.lines > 1, let pitch = Collisions.pitch(platform, boxes[0]) {
                let extents: [(yMin: Double, yMax: Double)?] = table.yMin.indices.map { (table.yMin[$0], table.yMax[$0]) }
                result.collisions = Collisions.find(extents, unitScale: unitScale, pitch: pitch).map {
                    Collision(upper: Int(table.glyphs[$0.upper].glyphID), lower: Int(table.glyphs[$0.lower].glyphID),
                              overlap: $0.overlap, upperCharacter: table.glyphs[$0.upper].character,
                              lowerCharacter: table.glyphs[$0.lower].character)
                }
            }
            results.append(result)
            if size > 0 {
                coefficients.top = max(coefficients.top, overflow.top / size)
                coefficients.bottom = max(coefficients.bottom, overflow.bottom / size)
            }
        }
        coefficients.top = roundUpToTenThousandth(coefficients.top)
        coefficients.bottom = roundUpToTenThousandth(coefficients.bottom)
        return FontAudit(settings: settings, results: results, coefficients: coefficients)
    }

    /// `ceil(pointSize / 6)` in whole points, the gutter teams add by habit.
    static func heuristicVerdict(pointSize: Double, overflow: EdgePair, gutter: EdgePair) -> HeuristicVerdict {
        let habit = (pointSize / 6 - PixelGrid.tolerance).rounded(.up)
        return HeuristicVerdict(
            gutter: habit,
            shortfall: EdgePair(top: positive(overflow.top - habit), bottom: positive(overflow.bottom - habit)),
            waste: EdgePair(top: positive(habit - gutter.top), bottom: positive(habit - gutter.bottom)))
    }
}

/// The inked glyphs of a measurement with their vertical extents in flat arrays, grouped by
/// the set of fallback fonts drawn on their line, and the highest and lowest of each group:
/// built once per measurement, read once per size.
private struct InkTable {
    var glyphs: [MeasuredGlyph] = []
    var yMin: [Double] = []
    var yMax: [Double] = []
    /// The distinct sets of fallback fonts (indices); set 0 is none, the audited font alone.
    var fontSets: [[Int]] = [[]]
    /// Each glyph's index into `fontSets`.
    var fontSet: [Int] = []
    /// The highest and lowest glyph of each set.
    var highest: [MeasuredGlyph?] = [nil]
    var lowest: [MeasuredGlyph?] = [nil]

    init(_ measured: [MeasuredGlyph], fallbacksUsed: [[Int]]) {
        glyphs.reserveCapacity(measured.count)
        yMin.reserveCapacity(measured.count)
        yMax.reserveCapacity(measured.count)
        fontSet.reserveCapacity(measured.count)
        var setIndex: [[Int]: Int] = [[]: 0]
        for (position, glyph) in measured.enumerated() {
            guard let ink = glyph.inkBounds else { continue }
            let fonts = position < fallbacksUsed.count ? fallbacksUsed[position].sorted() : []
            let set = setIndex[fonts] ?? {
                fontSets.append(fonts)
                highest.append(nil)
                lowest.append(nil)
                setIndex[fonts] = fontSets.count - 1
                return fontSets.count - 1
            }()
            if ink.yMax > highest[set]?.inkBounds?.yMax ?? -.infinity { highest[set] = glyph }
            if ink.yMin < lowest[set]?.inkBounds?.yMin ?? .infinity { lowest[set] = glyph }
            glyphs.append(glyph)
            yMin.append(ink.yMin)
            yMax.append(ink.yMax)
            fontSet.append(set)
        }
    }
}

/// Values within floating-point noise of 0 are 0.
func positive(_ value: Double) -> Double { value > PixelGrid.tolerance ? value : 0 }

private func roundUpToTenThousandth(_ value: Double) -> Double {
    (value * 10_000 - PixelGrid.tolerance).rounded(.up) / 10_000
}

extension FontAudit {
    /// How many clipped items a picture of an audit draws.
    public static let drawnItems = 12

    /// The size where the overflow is largest and its clipped items, worst first, at most
    /// `count`: what the pictures of an audit draw. Nil when nothing clips.
    public func worst(count: Int = FontAudit.drawnItems) -> (result: SizeResult, glyphs: [ClippedGlyph])? {
        guard let result = results.max(by: { max($0.overflow.top, $0.overflow.bottom) < max($1.overflow.top, $1.overflow.bottom) }),
              !result.clipped.isEmpty else { return nil }
        let glyphs = result.clipped.sorted { max($0.top, $0.bottom) > max($1.top, $1.bottom) }
        return (result, Array(glyphs.prefix(count)))
    }
}
