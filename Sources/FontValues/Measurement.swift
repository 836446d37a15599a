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
}

/// What an audit measures and reports on: a glyph, or a whole shaped string.
public enum AuditItem: Sendable, Hashable {
    /// A glyph, and the character it was looked up by (nil when chosen by glyph id).
    case glyph(character: Unicode.Scalar?, glyphID: UInt32)
    /// A string, by its index among the strings measured (`[MeasuredString]`).
    case string(index: Int)
}

/// One measured item and its ink bounds (nil when it has no outline points, a space).
public struct MeasuredItem: Sendable, Equatable {
    public var item: AuditItem
    public var inkBounds: InkBounds?

    public init(item: AuditItem, inkBounds: InkBounds?) {
        self.item = item
        self.inkBounds = inkBounds
    }

    /// A glyph.
    public init(character: Unicode.Scalar?, glyphID: UInt32, inkBounds: InkBounds?) {
        self.init(item: .glyph(character: character, glyphID: glyphID), inkBounds: inkBounds)
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
