/// Which glyphs to measure.
public enum GlyphSelection: Sendable, Equatable {
    /// These characters through the cmap, in order, duplicates removed.
    case characters([Unicode.Scalar])
    /// Every character the cmap maps.
    case allMappedCharacters
    /// Every glyph by glyph id, mapped or not (no characters).
    case allGlyphs
    /// The characters of these script sets (`CharacterSetName.scalars(mapped:)`), or, when nil,
    /// of the sets the font covers (`CharacterSetName.covered(mapped:)`), else every mapped character.
    case scripts([CharacterSetName]?)
    /// The exemplar characters of these languages (`Exemplars`); the script sets the font covers
    /// are noted beside them (`GlyphMeasurement.sets`), so that reports can name the languages
    /// left unchecked.
    case languages([String])
    /// The same languages' characters as capitals draw them (`Exemplars.capitals`), with no
    /// script sets noted: text shown in capitals.
    case capitals([String])
}

/// What an audit measures and reports on: a glyph, or a whole shaped string.
public enum AuditItem: Sendable, Hashable {
    /// A glyph, and the character it was looked up by (nil when chosen by glyph id).
    case glyph(character: Unicode.Scalar?, glyphID: UInt32)
    /// A string, by its index among the strings measured (`[MeasuredString]`).
    case string(index: Int)
}

/// One measured item and its ink bounds (nil when it has no outline points, a space), with what
/// its horizontal box is made of: its advance, its direction and its number of clusters.
public struct MeasuredItem: Sendable, Equatable {
    public var item: AuditItem
    public var inkBounds: InkBounds?
    /// The pen's advance over the item in font units: a glyph's advance width, a string's
    /// shaped advance (kerning included). Ink left of 0 or right of it lies outside a view
    /// sized to the item's width.
    public var advance: Double
    /// The item's text runs right to left: a view aligns it to its right edge.
    public var rightToLeft: Bool
    /// The clusters (grapheme clusters) letter spacing is added to: 1 for a glyph.
    public var clusters: Int

    public init(
        item: AuditItem, inkBounds: InkBounds?, advance: Double = 0, rightToLeft: Bool = false, clusters: Int = 1
    ) {
        self.item = item
        self.inkBounds = inkBounds
        self.advance = advance
        self.rightToLeft = rightToLeft
        self.clusters = clusters
    }

    /// A glyph, right to left when its character belongs to a right-to-left script.
    public init(character: Unicode.Scalar?, glyphID: UInt32, inkBounds: InkBounds?, advance: Double = 0) {
        self.init(
            item: .glyph(character: character, glyphID: glyphID), inkBounds: inkBounds, advance: advance,
            rightToLeft: character.map(Self.isRightToLeft) ?? false)
    }

    /// A glyph that is a mark: looked up by a nonspacing or enclosing mark, or chosen by id with
    /// no advance (a mark or a component). It sits on the glyph before it, so it has no side of
    /// a view of its own.
    public var isMark: Bool {
        guard case .glyph(let character, _) = item else { return false }
        guard let character else { return advance == 0 }
        // Most glyphs are answered without Unicode's tables: none of `markFree` is a mark.
        guard !Self.markFree.contains(where: { $0.contains(character.value) }) else { return false }
        let category = character.properties.generalCategory
        return category == .nonspacingMark || category == .enclosingMark
    }

    /// Ranges that hold no nonspacing or enclosing mark (test `MeasurementTests.markFree` asks
    /// Unicode's tables of each): below the combining diacritics (ASCII, Latin-1, Latin
    /// Extended), CJK ideographs (and Extension A), Hangul syllables, and kana but for the
    /// combining sound marks U+3099 and U+309A. A scan measures thousands of such glyphs at each size.
    static let markFree: [ClosedRange<UInt32>] = [
        0x0000...0x02FF, 0x3040...0x3098, 0x309B...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7A3,
    ]

    /// Characters of the right-to-left scripts (Hebrew, Arabic, Syriac, Thaana, NKo, Samaritan,
    /// Mandaic and their presentation forms; Unicode's bidi classes R and AL by block): a one-glyph
    /// view of one is aligned to its right edge.
    public static func isRightToLeft(_ character: Unicode.Scalar) -> Bool {
        let ranges: [ClosedRange<UInt32>] = [
            0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF,
            0x1E800...0x1EFFF,
        ]
        return ranges.contains { $0.contains(character.value) }
    }

    /// The character a glyph was looked up by; nil for a glyph chosen by id, and for a string.
    public var character: Unicode.Scalar? { item.character }
    /// The glyph's id; nil for a string.
    public var glyphID: UInt32? { item.glyphID }
}

extension AuditItem {
    public var character: Unicode.Scalar? {
        if case .glyph(let character, _) = self { return character }
        return nil
    }

    public var glyphID: UInt32? {
        if case .glyph(_, let glyphID) = self { return glyphID }
        return nil
    }

    public var stringIndex: Int? {
        if case .string(let index) = self { return index }
        return nil
    }
}

/// The items of a selection (glyphs, or strings) and the characters the font does not map.
public struct GlyphMeasurement: Sendable, Equatable {
    public var glyphs: [MeasuredItem]
    public var missing: [Unicode.Scalar]
    /// The script sets measured, when the selection named scripts: what reports say was checked.
    public var sets: [CharacterSetName]
    public init(glyphs: [MeasuredItem], missing: [Unicode.Scalar], sets: [CharacterSetName] = []) {
        self.glyphs = glyphs
        self.missing = missing
        self.sets = sets
    }
}

/// How FreeType's hinter fits outlines to the pixel grid when a platform draws glyphs hinted.
public enum GlyphHinting: String, Sendable, Hashable, CaseIterable {
    /// `FT_LOAD_TARGET_LIGHT`: vertical edges only, with the autohinter's light mode (fontconfig's
    /// `hintslight`, the default on Debian and in GNOME).
    case light
    /// `FT_LOAD_TARGET_NORMAL`: the font's own TrueType instructions, else the autohinter, in both
    /// directions (fontconfig's `hintfull`).
    case full
}
