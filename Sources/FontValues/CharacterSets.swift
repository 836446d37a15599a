/// The named character sets `--set` accepts. Raw values are the CLI spellings.
public enum CharacterSetName: String, CaseIterable, Sendable {
    /// q y j p É: the classic clipping probe (descenders and a capital with an accent).
    case probe
    /// Printable Basic Latin, Latin-1 Supplement and Latin Extended-A.
    case latin
    /// The precomposed Vietnamese letters, lower and upper case.
    case vietnamese
    /// Every character the font's cmap maps.
    case all
    /// Every glyph of the font by glyph id, mapped or not.
    case glyphs

    public var summary: String {
        switch self {
        case .probe: return "q y j p É, the classic clipping probe"
        case .latin: return "printable Basic Latin, Latin-1 Supplement, Latin Extended-A"
        case .vietnamese: return "the precomposed Vietnamese letters"
        case .all: return "every character the font maps"
        case .glyphs: return "every glyph by glyph id, mapped or not"
        }
    }

    public var selection: GlyphSelection {
        switch self {
        case .probe: return .characters(Array("qyjpÉ".unicodeScalars))
        case .latin: return .characters(Self.latinScalars)
        case .vietnamese: return .characters(Self.vietnameseScalars)
        case .all: return .allMappedCharacters
        case .glyphs: return .allGlyphs
        }
    }

    private static let latinScalars: [Unicode.Scalar] =
        [0x20...0x7E, 0xA0...0xFF, 0x100...0x17F].flatMap { $0 }.compactMap(Unicode.Scalar.init)

    private static let vietnameseLowercase =
        "àáảãạăằắẳẵặâầấẩẫậđèéẻẽẹêềếểễệìíỉĩịòóỏõọôồốổỗộơờớởỡợùúủũụưừứửữựỳýỷỹỵ"

    private static let vietnameseScalars: [Unicode.Scalar] =
        Array(vietnameseLowercase.unicodeScalars) + Array(vietnameseLowercase.uppercased().unicodeScalars)
}

/// The characters a command checks: a named set or exactly some text.
public enum CharacterChoice: Sendable, Equatable {
    case named(CharacterSetName)
    case text(String)

    public var selection: GlyphSelection {
        switch self {
        case .named(let name): return name.selection
        case .text(let text): return .characters(Array(text.unicodeScalars))
        }
    }

    /// `latin`, or the text in quotes.
    public var label: String {
        switch self {
        case .named(let name): return name.rawValue
        case .text(let text): return "\"\(text)\""
        }
    }
}
