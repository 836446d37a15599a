import FontValues

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
    /// The rule's severity in the run (`Judgement.level`).
    public var severity: Severity = .error
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
    /// Web: the `overflow-clip-margin` (whole px) that lets `overflow: clip` paint the ink past
    /// every edge, the box and its layout unchanged (css-overflow-4; Chromium 90 and Firefox 102
    /// honour it, Safari does not and cuts at the padding box).
    public var overflowClipMargin: Double? = nil
    /// Web: ink crosses an edge `text-box` trims, which no line height moves (`smallestLineHeight`
    /// is then nil).
    public var crossesTrimmedEdge = false
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
    /// What the verdict and the exit code follow: ink cut off, or lines whose ink collides (unless
    /// the run gives collisions a lesser severity). Collisions count because the user asked for them (`--lines`, `--width`): overlapping
    /// ink is as unreadable as cut ink.
    public var fails: Bool {
        clips || results.contains { !$0.collisions.isEmpty && $0.judgement.level(.collides) == .error }
    }
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
    /// The top of the glyph `H` by audited size, in font units, as the platform draws it (hinted
    /// where it draws hinted): the cap height where OS/2 gives none, as Skia takes it
    /// (`SkFontHost_FreeType.cpp`, `getCBoxForLetter('H')`, H). Only where a line is trimmed to it.
    public var letterHTops: [Double: Double] = [:]

    /// The cap height at `size` in font units: OS/2 `sCapHeight` unless it is absent or 0, then
    /// `letterHTops`; nil when neither is known.
    func capHeight(size: Double) -> Double? {
        if let stored = metrics.capHeight, stored > 0 { return Double(stored) }
        return letterHTops[size]
    }

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
