import FontValues

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
    /// Overflow up to this many device pixels does not count at all (`--tolerance`); faint ink,
    /// past an edge by no more than `options.faintInk(on:)`, counts as a note (`Judgement`).
    public var tolerancePixels: Double
    /// Lines in the label: from 2, collisions between consecutive lines are reported. With a
    /// wrap width, the most lines drawn.
    public var lines = 1
    /// Wrap each string at this width (the platform's unit) instead: the first line's top and
    /// the last drawn line's bottom can clip, and collisions are found between the string's own
    /// consecutive lines where their ink shares horizontal extent.
    public var wrapWidth: Double?
    public var tallScripts: TallScriptAssumption
    /// Which edges count: the line box's top and bottom, the view's sides, or all four.
    public var edges: AuditedEdges = .all
    /// A view of this fixed height in the platform's unit (a height constraint, `layout_height`,
    /// CSS `height`), or nil for a view as tall as its line. The line sits in it by the
    /// platform's rule (`PlatformModel.lineBox(_:inHeight:_:)`).
    public var viewHeight: Double?
    /// The view centres its text vertically in `viewHeight` (an Android TextView's
    /// `gravity="center"` or `center_vertical`); UILabel always does.
    public var centredInHeight = false
    /// Letter spacing added to every cluster (tokens' `letterSpacing`): it widens the view and
    /// moves the ink of later clusters. Not applied to wrapped lines (`wrapWidth`).
    public var letterSpacing: LetterSpacing = .none
    /// How wide the view is against its text at each side: whether ink past it is cut
    /// (`Judgement`). A wrap width is the view's: its sides hug the wrapped lines.
    public var viewSides: ViewSides = .unstated
    /// Whether the view cuts ink past its line box (`ViewOverflow`); nil for the platform's own
    /// text view as it is by default (`Platform.defaultOverflow`), which reports say they assumed.
    public var overflow: ViewOverflow?
    /// The padding between the line box and the edge that cuts, in the platform's unit (a CSS box's
    /// padding under `overflow: hidden`, an Android TextView's padding).
    public var padding: Edges = .zero
    /// The characters the product's own strings hold, where the text drawn is not known (an app's
    /// `Localizable.strings`, `strings.xml`): a character outside them that its view would cut is
    /// cut only in text the product does not ship (a name, what users type), `Rule.unshipped`, a
    /// warning. Nil: every character counts as shown.
    public var shownCharacters: Set<Unicode.Scalar>?
    /// The user's text size the sizes are drawn at (`drawn(at:lineHeightScales:)`): nil for the
    /// sizes as declared.
    public var textSize: TextSize?
    /// With a text size, the sizes as the source declares them, one per drawn size in `sizes`.
    public var declaredSizes: [Double]?

    /// The platform as reports name it: `web` with its engine unless that is chrome-linux, the
    /// default (`--engine all` audits each engine as its own platform), and the text size it is
    /// drawn at (`ios AX5`, `android font scale 2`).
    public var platformLabel: String {
        let name =
            platform == .web && options.web.engine != .chromeLinux
            ? "web \(options.web.engine.rawValue)" : platform.rawValue
        return textSize.map { "\(name) \($0.label)" } ?? name
    }

    /// The size a source declares for the drawn size `size` (itself without a text size).
    public func declaredSize(of size: Double) -> Double {
        guard let declaredSizes, let index = sizes.firstIndex(of: size), declaredSizes.indices.contains(index) else {
            return size
        }
        return declaredSizes[index]
    }

    /// Whether the view cuts: as declared, else the platform's text view's default.
    public var cutsOverflow: ViewOverflow { overflow ?? platform.defaultOverflow }

    /// How this audit judges an overflow at one size: faint ink in the platform's unit, whether the
    /// view cuts, and the padding before the cut.
    public var judgement: Judgement {
        let pixels = platform.pixelsPerUnit(scale: scale, options: options)
        return Judgement(
            faint: options.faintInk(on: platform) / pixels, sides: wrapWidth != nil ? .hugs : viewSides,
            overflow: cutsOverflow, room: padding)
    }

    /// The pixel sizes at which glyphs must be measured hinted, by audited size: only the web
    /// engines on Linux draw hinted glyphs. Callers measure these with
    /// `FontFace.hinted(_:pixelSize:hinting:)` and `hinting`, and pass them to the auditor.
    public var hintedPixelSizes: [Double: Double] {
        guard options.drawsHinted(on: platform) else { return [:] }
        return Dictionary(
            sizes.map { ($0, $0 * options.web.devicePixelRatio) }, uniquingKeysWith: { first, _ in first })
    }

    /// How the glyphs at `hintedPixelSizes` are hinted.
    public var hinting: GlyphHinting { options.web.hinting == .full ? .full : .light }

    /// The iOS text-style sizes (Dynamic Type "Large"): caption2 11 through largeTitle 34.
    public static let iOSTextStyleSizes: [Double] = [11, 12, 13, 15, 16, 17, 20, 22, 28, 34]

    public init(
        sizes: [Double] = Self.iOSTextStyleSizes, lineHeight: LineHeight = .natural, scale: Double = 3,
        tolerancePixels: Double = 0, tallScripts: TallScriptAssumption = .clip
    ) {
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
public struct ClippedItem: Sendable, Equatable {
    /// The glyph or string that clips.
    public var item: AuditItem
    public var top: Double
    public var bottom: Double
    /// Ink past the view's left and right sides (docs/line-box-models.md, "Sides of a text view").
    public var left: Double = 0
    public var right: Double = 0
    /// In a wrapped strings audit, the clusters (scalar offsets) reaching highest on the first
    /// line and lowest on the last, and furthest left and right on any drawn line.
    public var topCluster: Int? = nil
    public var bottomCluster: Int? = nil
    public var leftCluster: Int? = nil
    public var rightCluster: Int? = nil
    /// The sides of a view as wide as the item, in the frame of its outline (nil for wrapped
    /// strings, checked against the wrap width, and when the sides are not audited).
    public var sides: SideBox? = nil
    /// The line box the glyph was measured against when fallback fonts drawn on its line made
    /// it differ from the audited font's own (nil when it is the same).
    public var lineBox: LineBox? = nil
    /// Why it matters (`Judgement`), and so how much: an error only where a person would see it cut.
    public var rule: Rule = .clips
    public var severity: Severity { rule.severity }
    /// The item runs right to left: its start is at the right side (`ViewSides`).
    public var rightToLeft = false

    public var character: Unicode.Scalar? { item.character }
    public var glyphID: UInt32? { item.glyphID }
    /// The four overflows.
    public var overflow: Edges { Edges(top: top, bottom: bottom, left: left, right: right) }

    /// The overflow at one edge.
    public subscript(edge: Edge) -> Double { overflow[edge] }

    /// The edge this item crosses furthest (the first in `Edge.allCases` order on a tie).
    public var worstEdge: Edge { Edge.allCases.max { self[$0] < self[$1] } ?? .top }

    /// In a wrapped strings audit, the cluster reaching furthest past `edge`.
    public func wrappedCluster(_ edge: Edge) -> Int? {
        switch edge {
        case .top: return topCluster
        case .bottom: return bottomCluster
        case .left: return leftCluster
        case .right: return rightCluster
        }
    }
}

/// One edge of a text view: the line box's top and bottom, the view's left and right sides.
public enum Edge: String, CaseIterable, Sendable {
    case top, bottom, left, right
}

/// A value for each edge of a text view: gutters and overflows in points, coefficients in em,
/// shortfalls and waste. Top and bottom are the line box's; left and right the view's sides
/// (0 when only the vertical edges are audited, and for the `ceil(pointSize / 6)` habit).
public struct Edges: Sendable, Equatable, Hashable {
    public var top: Double
    public var bottom: Double
    public var left: Double
    public var right: Double
    public init(top: Double, bottom: Double, left: Double = 0, right: Double = 0) {
        self.top = top
        self.bottom = bottom
        self.left = left
        self.right = right
    }

    /// Nothing at any edge.
    public static let zero = Edges(top: 0, bottom: 0)

    /// One to four values in CSS's shorthand order (`padding: 6px 10px`): top, right (top), bottom
    /// (top), left (right); nil for none or more than four. `--padding` and the CSS reader share it.
    public static func cssOrder<Value>(_ values: [Value]) -> (top: Value, right: Value, bottom: Value, left: Value)? {
        guard let top = values.first, values.count <= 4 else { return nil }
        let right = values.count > 1 ? values[1] : top
        return (top, right, values.count > 2 ? values[2] : top, values.count > 3 ? values[3] : right)
    }

    /// The largest of the four.
    public var largest: Double { Swift.max(top, bottom, left, right) }

    /// The value at one edge.
    public subscript(edge: Edge) -> Double {
        switch edge {
        case .top: return top
        case .bottom: return bottom
        case .left: return left
        case .right: return right
        }
    }
    /// Each edge transformed.
    public func map(_ transform: (Double) -> Double) -> Edges {
        Edges(top: transform(top), bottom: transform(bottom), left: transform(left), right: transform(right))
    }

    /// Each edge the larger of the two.
    public func max(_ other: Edges) -> Edges {
        Edges(
            top: Swift.max(top, other.top), bottom: Swift.max(bottom, other.bottom), left: Swift.max(left, other.left),
            right: Swift.max(right, other.right))
    }
}

/// How the common `ceil(pointSize / 6)` gutter (whole points, top and bottom) fares.
public struct HeuristicVerdict: Sendable, Equatable {
    /// `ceil(pointSize / 6)` in points.
    public var gutter: Double
    /// How much ink it still leaves outside, per edge (0 where it suffices).
    public var shortfall: Edges
    /// How many points it spends beyond the recommended gutter, per edge (0 where it is short).
    public var waste: Edges
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
    /// The room to add above and below the line box and at the view's sides (a gutter or inset on
    /// iOS, padding on Android, Compose, Flutter and the web), in the platform's unit, snapped up
    /// to device pixels.
    public var padding: Edges
    /// Android and Compose: whether `includeFontPadding = true` alone would hold the ink.
    public var includeFontPaddingFixes: Bool?
    /// Web: the smallest CSS line height (px, on the device-pixel grid) that holds the ink.
    public var smallestLineHeight: Double?
    /// Flutter: the smallest `TextStyle.height` (to 0.01) that holds the ink; nil when the
    /// clipping edge keeps the font's own metrics (applyHeightTo... false).
    public var smallestHeightMultiple: Double?
    /// Flutter with `forceStrutHeight`: the smallest `StrutStyle.height` (to 0.01) that holds
    /// the ink (the text's own height no longer moves the line).
    public var smallestStrutHeight: Double? = nil
    /// Windows GDI: the usWinAscent and usWinDescent the font would need (a fix for its maker).
    public var winAscentNeeded: Int?
    public var winDescentNeeded: Int?
    /// True when nothing in the app can stop the clipping, only a change to the font.
    public var onlyFontCanFix: Bool
    /// A view of a fixed height (`AuditSettings.viewHeight`): the smallest height, on the
    /// device-pixel grid, that holds the ink; nil when none does (a top-aligned line whose top
    /// clips needs padding, not height) or when the view is not of a fixed height.
    public var smallestViewHeight: Double? = nil
}

/// The verdict for one point size.
public struct SizeResult: Sendable, Equatable {
    public var platform: Platform
    public var pointSize: Double
    public var lineBox: LineBox
    /// The glyphs that clip, in the order they were measured.
    public var clipped: [ClippedItem]
    /// The glyph reaching furthest past each edge (also when it stays within the box).
    public var highest: MeasuredItem?
    public var lowest: MeasuredItem?
    /// How far the furthest ink crosses each edge, in points (0 when inside).
    public var overflow: Edges
    /// The gutters that hold every glyph of the set, top, bottom and sides, snapped up to device
    /// pixels.
    public var gutter: Edges
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
    /// How its overflows were judged (`AuditSettings.judgement`).
    public var judgement = Judgement(faint: 0, sides: .unstated)

    public static func == (lhs: SizeResult, rhs: SizeResult) -> Bool {
        lhs.platform == rhs.platform && lhs.pointSize == rhs.pointSize && lhs.lineBox == rhs.lineBox
            && lhs.clipped == rhs.clipped && lhs.highest == rhs.highest && lhs.lowest == rhs.lowest
            && lhs.overflow == rhs.overflow && lhs.gutter == rhs.gutter && lhs.heuristic == rhs.heuristic
            && lhs.lineHeightFix == rhs.lineHeightFix && lhs.advice == rhs.advice && lhs.collisions == rhs.collisions
            && lhs.mixedLineBoxes.map(\.fallbacks) == rhs.mixedLineBoxes.map(\.fallbacks)
            && lhs.mixedLineBoxes.map(\.lineBox) == rhs.mixedLineBoxes.map(\.lineBox)
            && lhs.wrappedLines == rhs.wrappedLines
            && lhs.judgement == rhs.judgement
    }
}

/// A font's verdict over all sizes.
public struct FontAudit: Sendable, Equatable {
    public var settings: AuditSettings
    public var results: [SizeResult]
    /// Size-independent gutters in em: for every audited size S, `ceil_px(c * S)` holds the
    /// ink. The largest `overflow / S` over the sizes, rounded up to 1/10000 em.
    public var coefficients: Edges
    /// Some item is cut at some size (an error: visible ink past an edge that cuts).
    public var clips: Bool { results.contains { !$0.cut.isEmpty } }
    /// With `lines` > 1 or a wrap width: one line's ink reaches into the next at some size.
    public var collides: Bool { results.contains { !$0.collisions.isEmpty } }
    /// What the verdict and the exit code follow: ink cut off, or lines whose ink collides.
    /// Collisions count because the user asked for them (`--lines`, `--width`): overlapping
    /// ink is as unreadable as cut ink.
    public var fails: Bool { clips || collides }
    /// The gravest finding at any size; nil when no ink crosses an edge and no lines collide.
    public var severity: Severity? { results.compactMap(\.severity).max() }
    /// Some item crosses the left or right side of its view at some size.
    public var clipsAtSides: Bool { results.contains { $0.overflow.left > 0 || $0.overflow.right > 0 } }
}

/// Puts measured glyphs in a platform's line box at each size and finds what clips.
/// What the auditor reads about one face: its metrics and names, and the measured items.
public struct AuditInput: Sendable {
    public var metrics: VerticalMetrics
    public var postScriptName: String?
    public var familyName: String?
    public var glyphs: [MeasuredItem]
    /// The glyphs measured hinted, by hinting and audited size, for the sizes
    /// `settings.hintedPixelSizes` names with `settings.hinting`; other settings and sizes use
    /// `glyphs`.
    public var hintedGlyphs: [GlyphHinting: [Double: [MeasuredItem]]]
    /// The metrics of fallback fonts that drew part of some measured items.
    public var fallbacks: [VerticalMetrics]
    /// For each item of `glyphs`, the indices into `fallbacks` of the fonts drawn on its line;
    /// the platform's rule for a line that mixes fonts gives that item its own line box.
    public var fallbacksUsed: [[Int]]
    /// For each item of `glyphs`, its clusters, for `settings.wrapWidth`.
    public var layouts: [TextLayout]

    public init(
        metrics: VerticalMetrics, postScriptName: String?, familyName: String? = nil, glyphs: [MeasuredItem],
        hintedGlyphs: [GlyphHinting: [Double: [MeasuredItem]]] = [:], fallbacks: [VerticalMetrics] = [],
        fallbacksUsed: [[Int]] = [], layouts: [TextLayout] = []
    ) {
        self.metrics = metrics
        self.postScriptName = postScriptName
        self.familyName = familyName
        self.glyphs = glyphs
        self.hintedGlyphs = hintedGlyphs
        self.fallbacks = fallbacks
        self.fallbacksUsed = fallbacksUsed
        self.layouts = layouts
    }
}

/// Puts measured items in a platform's line box at each size, in named steps: the line boxes
/// (one per set of fonts drawn together), the clipped items, the fixes (overflow, gutters,
/// line-height fix, the platform's advice), and the collisions between lines.
public enum Auditor {
    public static func audit(
        metrics: VerticalMetrics, postScriptName: String?, familyName: String? = nil,
        glyphs: [MeasuredItem], hintedGlyphs: [GlyphHinting: [Double: [MeasuredItem]]] = [:],
        fallbacks: [VerticalMetrics] = [], fallbacksUsed: [[Int]] = [],
        layouts: [TextLayout] = [], settings: AuditSettings
    ) -> FontAudit {
        audit(
            AuditInput(
                metrics: metrics, postScriptName: postScriptName, familyName: familyName, glyphs: glyphs,
                hintedGlyphs: hintedGlyphs, fallbacks: fallbacks, fallbacksUsed: fallbacksUsed, layouts: layouts),
            settings: settings)
    }

    public static func audit(_ input: AuditInput, settings: AuditSettings) -> FontAudit {
        let measured = InkTable(input.glyphs, fallbacksUsed: input.fallbacksUsed)
        var results: [SizeResult] = []
        var coefficients = Edges(top: 0, bottom: 0)
        for size in settings.sizes {
            let result = audit(input, measured, size: size, settings: settings)
            results.append(result)
            if size > 0 { coefficients = coefficients.max(result.overflow.map { $0 / size }) }
        }
        coefficients = coefficients.map(roundUpToTenThousandth)
        return FontAudit(settings: settings, results: results, coefficients: coefficients)
    }

    /// One size: the same steps as every size.
    private static func audit(_ input: AuditInput, _ measured: InkTable, size: Double, settings: AuditSettings)
        -> SizeResult
    {
        let platform = settings.platform
        let grid = PixelGrid(scale: platform.pixelsPerUnit(scale: settings.scale, options: settings.options))
        let context = SizeContext(
            size: size, unitScale: size / Double(input.metrics.unitsPerEm), grid: grid,
            tolerance: settings.tolerancePixels / grid.scale + PixelGrid.tolerance, settings: settings)
        let primary = LineInput(
            metrics: input.metrics, postScriptName: input.postScriptName,
            familyName: input.familyName, size: size, lineHeight: settings.lineHeight,
            scale: settings.scale, options: settings.options, viewHeight: settings.viewHeight,
            centredInHeight: settings.centredInHeight)
        let primaryBox = primary.box(on: platform)
        let wrapped = wrap(input, context, primaryBox: primaryBox)
        // Hinted items are the same items in the same order: they keep their lines' fallback fonts.
        let hinted = settings.options.drawsHinted(on: platform) ? input.hintedGlyphs[settings.hinting]?[size] : nil
        let table =
            wrapped.isEmpty
            ? hinted.map { InkTable($0, fallbacksUsed: input.fallbacksUsed) } ?? measured
            : InkTable(input.glyphs.map { $0.clipping(wrapped[$0.item]) }, fallbacksUsed: input.fallbacksUsed)
        let (inputs, boxes) = lineBoxes(
            table, primary: primary, primaryBox: primaryBox, fallbacks: input.fallbacks, platform: platform)
        let sides = sideOverflows(table, context, wrapped: wrapped)
        let clipped = clippedItems(table, boxes, sides, context, wrapped: wrapped)
        var result = fixes(table, inputs: inputs, boxes: boxes, sides: sides, context)
        result.clipped = clipped
        result.judgement = settings.judgement
        result.mixedLineBoxes = table.fontSets.indices.dropFirst().map { (table.fontSets[$0], boxes[$0]) }
        if !wrapped.isEmpty {
            result.wrappedLines = wrapped.values.map(\.lineCount).max()
        }
        result.collisions = collisions(table, wrapped: wrapped, box: boxes[0], context)
        return result
    }

    /// What every step of one size shares.
    private struct SizeContext {
        var size: Double
        /// Points (or dp, px) per font unit.
        var unitScale: Double
        var grid: PixelGrid
        /// Overflow up to this much (points) does not count.
        var tolerance: Double
        var settings: AuditSettings
    }

    /// Wrapped strings: what can clip is the first line's top and the last line's bottom.
    private static func wrap(_ input: AuditInput, _ context: SizeContext, primaryBox: LineBox) -> [AuditItem:
        WrappedText]
    {
        guard let width = context.settings.wrapWidth, input.layouts.count == input.glyphs.count, context.size > 0 else {
            return [:]
        }
        let pitch = context.settings.platform.pitch(primaryBox)
        var wrapped: [AuditItem: WrappedText] = [:]
        for (glyph, layout) in zip(input.glyphs, input.layouts) {
            wrapped[glyph.item] = WrappedText(
                layout, width: width / context.unitScale, maxLines: context.settings.lines,
                pitch: pitch, unitScale: context.unitScale)
        }
        return wrapped
    }

    /// Step 1: one line box per set of fonts drawn together; set 0 is the audited font alone.
    private static func lineBoxes(
        _ table: InkTable, primary: LineInput, primaryBox: LineBox, fallbacks: [VerticalMetrics],
        platform: Platform
    ) -> (inputs: [LineInput], boxes: [LineBox]) {
        let inputs = table.fontSets.map { set in
            var input = primary
            input.fallbacks = set.compactMap { fallbacks.indices.contains($0) ? fallbacks[$0] : nil }
            return input
        }
        return (inputs, [primaryBox] + inputs.dropFirst().map { $0.box(on: platform) })
    }

    /// Step 2: how far each item's ink crosses the sides of a view sized to it (or of the wrap
    /// width), in the platform's unit, by table index; empty when the sides are not audited.
    private static func sideOverflows(_ table: InkTable, _ context: SizeContext, wrapped: [AuditItem: WrappedText])
        -> SideOverflows
    {
        var sides = SideOverflows()
        guard context.settings.edges.horizontal else { return sides }
        sides.left.reserveCapacity(table.glyphs.count)
        sides.right.reserveCapacity(table.glyphs.count)
        for index in table.glyphs.indices {
            let (left, right): (Double, Double)
            if let width = context.settings.wrapWidth, let text = wrapped[table.glyphs[index].item] {
                // Each wrapped line at its own alignment in the given width.
                (left, right) = (
                    -(text.left?.x ?? 0) * context.unitScale, (text.right?.x ?? 0) * context.unitScale - width
                )
            } else if table.glyphs[index].isMark {
                // A mark is drawn on the glyph before it, never alone at a side of a line: strings
                // measure marks with their bases.
                (left, right) = (-.infinity, -.infinity)
            } else {
                let box = sideBox(table, index, context)
                (left, right) = (
                    box.left - table.xMin[index] * context.unitScale, table.xMax[index] * context.unitScale - box.right
                )
            }
            sides.left.append(left)
            sides.right.append(right)
            sides.worstLeft = max(sides.worstLeft, left)
            sides.worstRight = max(sides.worstRight, right)
        }
        return sides
    }

    /// The sides of a view as wide as the item at `index` (SideModels).
    private static func sideBox(_ table: InkTable, _ index: Int, _ context: SizeContext) -> SideBox {
        let glyph = table.glyphs[index]
        let settings = context.settings
        let line = SideModels.Line(
            advance: glyph.advance, clusters: glyph.clusters, rightToLeft: glyph.rightToLeft,
            inkXMin: table.xMin[index], inkXMax: table.xMax[index])
        return SideModels.box(
            settings.platform, line, size: context.size, unitScale: context.unitScale,
            letterSpacing: settings.letterSpacing.em(size: context.size), grid: context.grid, options: settings.options)
    }

    /// How far each item's ink crosses each side of its view (flat, by table index), and the
    /// furthest at each side (positive, or 0).
    private struct SideOverflows {
        var left: [Double] = []
        var right: [Double] = []
        var worstLeft = 0.0
        var worstRight = 0.0
    }

    /// Step 3: the items whose ink crosses their line box or the sides of their view, by how much
    /// at each edge.
    private static func clippedItems(
        _ table: InkTable, _ boxes: [LineBox], _ sides: SideOverflows,
        _ context: SizeContext, wrapped: [AuditItem: WrappedText]
    ) -> [ClippedItem] {
        let settings = context.settings
        let unitScale = context.unitScale
        let tolerance = context.tolerance
        let exempting = settings.platform.model.exemptsTallScripts && settings.tallScripts == .exempt
        let vertical = settings.edges.vertical
        let judgement = settings.judgement
        // Only glyphs beyond these font-unit heights can clip: one comparison per glyph.
        let limits = boxes.map { (top: ($0.top + tolerance) / unitScale, bottom: -($0.bottom + tolerance) / unitScale) }
        var clipped: [ClippedItem] = []
        for index in table.yMax.indices {
            let set = table.fontSet[index]
            let left = sides.left.isEmpty ? 0 : sides.left[index]
            let right = sides.right.isEmpty ? 0 : sides.right[index]
            let crossesLineBox =
                vertical && (table.yMax[index] > limits[set].top || table.yMin[index] < limits[set].bottom)
            guard crossesLineBox || left > tolerance || right > tolerance else { continue }
            let glyph = table.glyphs[index]
            if exempting && settings.tallScripts.isExempt(glyph.character) { continue }
            let top = vertical ? table.yMax[index] * unitScale - boxes[set].top : 0
            let bottom = vertical ? -table.yMin[index] * unitScale - boxes[set].bottom : 0
            let text = wrapped[glyph.item]
            var item = ClippedItem(
                item: glyph.item, top: top > tolerance ? top : 0, bottom: bottom > tolerance ? bottom : 0,
                topCluster: text?.top?.offset, bottomCluster: text?.bottom?.offset,
                lineBox: boxes[set] == boxes[0] || !crossesLineBox ? nil : boxes[set])
            item.left = left > tolerance ? left : 0
            item.right = right > tolerance ? right : 0
            item.leftCluster = item.left > 0 ? text?.left?.offset : nil
            item.rightCluster = item.right > 0 ? text?.right?.offset : nil
            item.sides = sides.left.isEmpty || text != nil ? nil : sideBox(table, index, context)
            item.rightToLeft = glyph.rightToLeft
            item.rule = judgement.judge(item.overflow, rightToLeft: item.rightToLeft).rule
            if item.rule == .clips, let shown = settings.shownCharacters, let character = item.character,
                !shown.contains(character)
            {
                item.rule = .unshipped
            }
            clipped.append(item)
        }
        return clipped
    }

    /// Step 4: the overflow, the gutters on the pixel grid, the iOS line-height fix and the
    /// platform's advice, holding every set of fonts that clips. The clipped items and
    /// collisions are left for the other steps.
    /// The smallest view height from `height` up, a device pixel at a time and at most four
    /// times the size more, whose line box holds every set's ink; nil when none does.
    private static func smallestViewHeight(
        from height: Double, inputs: [LineInput],
        reach: [(top: Double, bottom: Double)], table: InkTable, _ context: SizeContext
    ) -> Double? {
        let grid = context.grid
        let model = context.settings.platform.model
        var needed = grid.ceil(height)
        for set in table.fontSets.indices {
            var free = inputs[set]
            free.viewHeight = nil
            let natural = model.lineBox(free)
            var candidate = needed
            var found = false
            for _ in 0...Int(min(4 * context.size * grid.scale, 100_000)) {
                let box = model.lineBox(natural, inHeight: candidate, free)
                if reach[set].top <= box.top + context.tolerance && reach[set].bottom <= box.bottom + context.tolerance
                {
                    found = true
                    break
                }
                candidate += grid.pixel
            }
            guard found else { return nil }
            needed = max(needed, candidate)
        }
        return needed
    }

    private static func fixes(
        _ table: InkTable, inputs: [LineInput], boxes: [LineBox],
        sides: SideOverflows, _ context: SizeContext
    ) -> SizeResult {
        let platform = context.settings.platform
        let unitScale = context.unitScale
        let grid = context.grid
        // Per set: how far its highest and lowest ink reach (nowhere when the top and bottom
        // are not audited).
        let vertical = context.settings.edges.vertical
        let reach = table.fontSets.indices.map { set in
            vertical
                ? (
                    top: (table.highest[set]?.inkBounds?.yMax ?? 0) * unitScale,
                    bottom: -(table.lowest[set]?.inkBounds?.yMin ?? 0) * unitScale
                ) : (top: -Double.infinity, bottom: -Double.infinity)
        }
        let worstTop = table.fontSets.indices.max { reach[$0].top - boxes[$0].top < reach[$1].top - boxes[$1].top } ?? 0
        let worstBottom =
            table.fontSets.indices.max {
                reach[$0].bottom - boxes[$0].bottom < reach[$1].bottom - boxes[$1].bottom
            } ?? 0
        let overflow = Edges(
            top: positive(reach[worstTop].top - boxes[worstTop].top),
            bottom: positive(reach[worstBottom].bottom - boxes[worstBottom].bottom),
            left: positive(sides.worstLeft), right: positive(sides.worstRight))
        let gutter = overflow.map(grid.ceil)
        var fix = LineHeightFix(top: nil, fixesBottom: false)
        var clippingAdvice: [PlatformAdvice] = []
        var unclippedAdvice = PlatformAdvice(padding: gutter, onlyFontCanFix: false)
        for set in table.fontSets.indices {
            let box = boxes[set]
            let setOverflow = Edges(
                top: positive(reach[set].top - box.top), bottom: positive(reach[set].bottom - box.bottom))
            let clips = setOverflow.top > 0 || setOverflow.bottom > 0
            guard clips || set == 0 else { continue }
            if setOverflow.top > 0,
                let (line, multiple) = platform.model.topLineHeightFix(inkTop: reach[set].top, box: box, grid: grid)
            {
                fix.top = (max(fix.top?.lineHeight ?? line, line), max(fix.top?.multiple ?? multiple, multiple))
            }
            let adviceContext = AdviceContext(
                input: inputs[set], box: box, clips: clips, inkTop: reach[set].top,
                inkBottom: reach[set].bottom, grid: grid, highest: table.highest[set]?.inkBounds?.yMax,
                lowest: table.lowest[set]?.inkBounds?.yMin)
            let setAdvice = PlatformAdvice.advice(platform, adviceContext, gutter: gutter)
            if clips { clippingAdvice.append(setAdvice) } else { unclippedAdvice = setAdvice }
        }
        var advice = clippingAdvice.dropFirst().reduce(clippingAdvice.first ?? unclippedAdvice) { $0.merged(with: $1) }
        if let height = context.settings.viewHeight, overflow.top > 0 || overflow.bottom > 0 {
            advice.smallestViewHeight = smallestViewHeight(
                from: height, inputs: inputs, reach: reach, table: table, context)
        }
        let size = context.size
        return SizeResult(
            platform: platform, pointSize: size, lineBox: boxes[0], clipped: [],
            highest: table.highest[worstTop], lowest: table.lowest[worstBottom], overflow: overflow, gutter: gutter,
            heuristic: platform.model.judgesHabit
                ? heuristicVerdict(pointSize: size, overflow: overflow, gutter: gutter) : nil,
            lineHeightFix: fix, advice: advice)
    }

    /// Step 5: where one line's ink reaches into the next: between a wrapped string's own
    /// lines, or, with `lines` > 1, between any two items at the line pitch.
    private static func collisions(
        _ table: InkTable, wrapped: [AuditItem: WrappedText], box: LineBox,
        _ context: SizeContext
    ) -> [Collision] {
        if !wrapped.isEmpty {
            let index = Dictionary(
                table.glyphs.enumerated().map { ($0.element.item, $0.offset) }, uniquingKeysWith: { first, _ in first })
            return wrapped.compactMap { item, text in
                text.collision.map {
                    var collision = Collision(
                        upper: index[item] ?? 0, lower: index[item] ?? 0, overlap: $0.overlap, line: $0.line,
                        upperCluster: $0.upper, lowerCluster: $0.lower)
                    collision.upperItem = item
                    collision.lowerItem = item
                    return collision
                }
            }.sorted { ($0.overlap, -$0.upper) > ($1.overlap, -$1.upper) }.prefix(10).map { $0 }
        }
        guard context.settings.lines > 1, let pitch = context.settings.platform.pitch(box) else { return [] }
        let extents: [(yMin: Double, yMax: Double)?] = table.yMin.indices.map { (table.yMin[$0], table.yMax[$0]) }
        return Collisions.find(extents, unitScale: context.unitScale, pitch: pitch).map {
            var collision = $0
            collision.upperItem = table.glyphs[$0.upper].item
            collision.lowerItem = table.glyphs[$0.lower].item
            return collision
        }
    }

    /// `ceil(pointSize / 6)` in whole points, the gutter teams add by habit.
    static func heuristicVerdict(pointSize: Double, overflow: Edges, gutter: Edges) -> HeuristicVerdict {
        let habit = (pointSize / 6 - PixelGrid.tolerance).rounded(.up)
        return HeuristicVerdict(
            gutter: habit,
            shortfall: Edges(top: positive(overflow.top - habit), bottom: positive(overflow.bottom - habit)),
            waste: Edges(top: positive(habit - gutter.top), bottom: positive(habit - gutter.bottom)))
    }
}

/// The inked glyphs of a measurement with their vertical extents in flat arrays, grouped by
/// the set of fallback fonts drawn on their line, and the highest and lowest of each group:
/// built once per measurement, read once per size.
private struct InkTable {
    var glyphs: [MeasuredItem] = []
    var yMin: [Double] = []
    var yMax: [Double] = []
    var xMin: [Double] = []
    var xMax: [Double] = []
    /// The distinct sets of fallback fonts (indices); set 0 is none, the audited font alone.
    var fontSets: [[Int]] = [[]]
    /// Each glyph's index into `fontSets`.
    var fontSet: [Int] = []
    /// The highest and lowest glyph of each set.
    var highest: [MeasuredItem?] = [nil]
    var lowest: [MeasuredItem?] = [nil]

    init(_ measured: [MeasuredItem], fallbacksUsed: [[Int]]) {
        glyphs.reserveCapacity(measured.count)
        yMin.reserveCapacity(measured.count)
        yMax.reserveCapacity(measured.count)
        fontSet.reserveCapacity(measured.count)
        var setIndex: [[Int]: Int] = [[]: 0]
        for (position, glyph) in measured.enumerated() {
            guard let ink = glyph.inkBounds else { continue }
            let fonts = position < fallbacksUsed.count ? fallbacksUsed[position].sorted() : []
            let set =
                setIndex[fonts]
                ?? {
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
            xMin.append(ink.xMin)
            xMax.append(ink.xMax)
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
    public func worst(count: Int = FontAudit.drawnItems) -> (result: SizeResult, glyphs: [ClippedItem])? {
        guard let result = results.max(by: { $0.overflow.largest < $1.overflow.largest }), !result.clipped.isEmpty
        else { return nil }
        // The worst of each edge in turn, so that a size clipping at several shows each.
        let edges: [[ClippedItem]] = Edge.allCases.map { edge in
            result.clipped.filter { $0[edge] > 0 }.sorted { $0[edge] > $1[edge] }
        }
        var glyphs: [ClippedItem] = []
        for index in 0..<(edges.map(\.count).max() ?? 0) where glyphs.count < count {
            for edge in edges
            where index < edge.count && glyphs.count < count
                && !glyphs.contains(where: { $0.item == edge[index].item })
            {
                glyphs.append(edge[index])
            }
        }
        return (result, glyphs)
    }
}

extension SizeResult {
    /// The items a person would see cut: the errors of `clipped`.
    public var cut: [ClippedItem] { clipped.filter { $0.severity == .error } }

    /// The gravest finding at this size: a collision is an error; nil when nothing crosses.
    public var severity: Severity? { collisions.isEmpty ? clipped.map(\.severity).max() : .error }

    /// The clipped item crossing `edge` furthest (the first of equals), nil when none crosses it.
    public func worstClipped(_ edge: Edge) -> ClippedItem? {
        clipped.max { $0[edge] < $1[edge] }.flatMap { $0[edge] > 0 ? $0 : nil }
    }

    /// The clipped item crossing `edge` furthest, when it is cut there (an error at that edge).
    public func worstCut(_ edge: Edge) -> ClippedItem? {
        worstClipped(edge).flatMap { judgement.severity(of: $0, at: edge) == .error ? $0 : nil }
    }
}

extension SizeResult {
    /// Whether ink crosses the line box's top or bottom.
    public var clipsVertically: Bool { overflow.top > 0 || overflow.bottom > 0 }
}
