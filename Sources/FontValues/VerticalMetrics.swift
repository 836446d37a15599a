/// The raw vertical metrics of one face, read from the tables themselves.
///
/// Every value is in font units and keeps its table's own sign: `hhea.descender` and
/// `typo.descender` are normally negative (below the baseline), `win.descent` is an
/// unsigned distance below the baseline. None of these is FreeType's pre-chosen
/// `FT_Face.ascender`, which mixes tables (freetype `src/sfnt/sfobjs.c`): each platform
/// rule picks its own table.
public struct VerticalMetrics: Sendable, Equatable {
    /// `head.unitsPerEm`; always positive (a face with 0 is rejected when opened).
    public var unitsPerEm: Int
    /// The `hhea` table: what Apple's CoreText and UIKit use.
    public var hhea: Hhea
    /// OS/2 `sTypo*` values and `fsSelection` bit 7; nil when the face has no OS/2 table.
    public var typo: Typo?
    /// OS/2 `usWin*` values; nil when the face has no OS/2 table.
    public var win: Win?
    /// The `head` table's bounding box of all glyphs (stored, not measured).
    public var head: HeadBounds
    /// OS/2 `sCapHeight`; nil when OS/2 is absent or older than version 2.
    public var capHeight: Int?
    /// OS/2 `sxHeight`; nil when OS/2 is absent or older than version 2.
    public var xHeight: Int?
    /// `post.underlinePosition` (the top of the underline, normally negative) and
    /// `underlineThickness`; nil without a `post` table. Gecko lowers a font's descent to hold it.
    public var underline: Underline?

    public init(
        unitsPerEm: Int, hhea: Hhea, typo: Typo?, win: Win?, head: HeadBounds,
        capHeight: Int?, xHeight: Int?, underline: Underline? = nil
    ) {
        self.unitsPerEm = unitsPerEm
        self.hhea = hhea
        self.typo = typo
        self.win = win
        self.head = head
        self.capHeight = capHeight
        self.xHeight = xHeight
        self.underline = underline
    }

    /// `post.underlinePosition` and `underlineThickness`, in font units.
    public struct Underline: Sendable, Equatable {
        public var position: Int
        public var thickness: Int
        public init(position: Int, thickness: Int) {
            self.position = position
            self.thickness = thickness
        }
    }

    /// `hhea.ascender`, `hhea.descender` (normally <= 0), `hhea.lineGap`.
    public struct Hhea: Sendable, Equatable {
        public var ascender: Int
        public var descender: Int
        public var lineGap: Int
        public init(ascender: Int, descender: Int, lineGap: Int) {
            self.ascender = ascender
            self.descender = descender
            self.lineGap = lineGap
        }
    }

    /// OS/2 `sTypoAscender`, `sTypoDescender` (normally <= 0), `sTypoLineGap`, and
    /// `fsSelection` bit 7 (USE_TYPO_METRICS).
    public struct Typo: Sendable, Equatable {
        public var ascender: Int
        public var descender: Int
        public var lineGap: Int
        public var useTypoMetrics: Bool
        public init(ascender: Int, descender: Int, lineGap: Int, useTypoMetrics: Bool) {
            self.ascender = ascender
            self.descender = descender
            self.lineGap = lineGap
            self.useTypoMetrics = useTypoMetrics
        }
    }

    /// OS/2 `usWinAscent` and `usWinDescent`, both unsigned: the descent is positive.
    public struct Win: Sendable, Equatable {
        public var ascent: Int
        public var descent: Int
        public init(ascent: Int, descent: Int) {
            self.ascent = ascent
            self.descent = descent
        }
    }

    /// `head.xMin`, `yMin`, `xMax`, `yMax`.
    public struct HeadBounds: Sendable, Equatable {
        public var xMin: Int
        public var yMin: Int
        public var xMax: Int
        public var yMax: Int
        public init(xMin: Int, yMin: Int, xMax: Int, yMax: Int) {
            self.xMin = xMin
            self.yMin = yMin
            self.xMax = xMax
            self.yMax = yMax
        }
    }
}

/// A glyph's ink bounds: the exact extrema of its outline in font units, y up, found by
/// `FT_Outline_Get_BBox` on the unscaled, unhinted outline to 1/64 of a font unit. Unlike a
/// control box (glyph header, `FT_Outline_Get_CBox`, HarfBuzz extents) it excludes
/// off-curve points that stick out past the curve (freetype `include/freetype/ftbbox.h`).
public struct InkBounds: Sendable, Equatable {
    public var xMin: Double
    public var yMin: Double
    public var xMax: Double
    public var yMax: Double
    public init(xMin: Double, yMin: Double, xMax: Double, yMax: Double) {
        self.xMin = xMin
        self.yMin = yMin
        self.xMax = xMax
        self.yMax = yMax
    }

    /// The smallest bounds holding both.
    public func union(_ other: InkBounds) -> InkBounds {
        InkBounds(
            xMin: min(xMin, other.xMin), yMin: min(yMin, other.yMin), xMax: max(xMax, other.xMax),
            yMax: max(yMax, other.yMax))
    }

    /// Moved by `dx`, `dy`, then scaled by `scale` about the origin.
    public func moved(dx: Double = 0, dy: Double = 0, scale: Double = 1) -> InkBounds {
        InkBounds(
            xMin: (xMin + dx) * scale, yMin: (yMin + dy) * scale, xMax: (xMax + dx) * scale, yMax: (yMax + dy) * scale)
    }
}
