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

/// One measured glyph: the character it was looked up by (nil when chosen by glyph id),
/// its glyph id and its ink bounds (nil when it has no outline points).
public struct MeasuredGlyph: Sendable, Equatable {
    public var character: Unicode.Scalar?
    public var glyphID: UInt32
    public var inkBounds: InkBounds?
    public init(character: Unicode.Scalar?, glyphID: UInt32, inkBounds: InkBounds?) {
        self.character = character
        self.glyphID = glyphID
        self.inkBounds = inkBounds
    }
}

/// The glyphs of a selection and the characters the font does not map.
public struct GlyphMeasurement: Sendable, Equatable {
    public var glyphs: [MeasuredGlyph]
    public var missing: [Unicode.Scalar]
    /// The script sets measured, when the selection named scripts: what reports say was checked.
    public var sets: [CharacterSetName]
    public init(glyphs: [MeasuredGlyph], missing: [Unicode.Scalar], sets: [CharacterSetName] = []) {
        self.glyphs = glyphs
        self.missing = missing
        self.sets = sets
    }
}
