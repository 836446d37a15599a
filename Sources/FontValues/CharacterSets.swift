/// The named character sets `--set` accepts. Raw values are the CLI spellings.
public enum CharacterSetName: String, CaseIterable, Sendable {
    /// The sets of the scripts the font covers (the default): see `scriptSets`.
    case auto
    /// q y j p É: the classic clipping probe (descenders and a capital with an accent).
    case probe
    /// Printable Basic Latin, Latin-1 Supplement and Latin Extended-A.
    case latin
    /// The precomposed Vietnamese letters, lower and upper case.
    case vietnamese
    /// Modern Greek: the letters with and without tonos, U+0384 to U+03CE.
    case greek
    /// The Cyrillic letters of Russian, Ukrainian, Belarusian, Bulgarian, Serbian and Macedonian,
    /// U+0400 to U+045F and Ґ ґ.
    case cyrillic
    /// Hebrew letters, points and punctuation, U+0591 to U+05F4.
    case hebrew
    /// Arabic, U+0600 to U+06FF.
    case arabic
    /// Devanagari, U+0900 to U+097F.
    case devanagari
    /// Thai, U+0E01 to U+0E5B.
    case thai
    /// Hiragana, katakana, Japanese punctuation (CLDR's exemplars) and every kanji (U+4E00 to
    /// U+9FFF) the font maps.
    case japanese
    /// Every precomposed Hangul syllable, U+AC00 to U+D7A3, and the compatibility jamo.
    case hangul
    /// Every character the font's cmap maps.
    case all
    /// Every glyph of the font by glyph id, mapped or not.
    case glyphs

    public var summary: String {
        switch self {
        case .auto:
            return
                "the script sets below whose letters the font mostly maps, e.g. latin + vietnamese, or latin + japanese"
        case .probe: return "q y j p É, the classic clipping probe"
        case .latin: return "printable Basic Latin, Latin-1 Supplement, Latin Extended-A"
        case .vietnamese: return "the precomposed Vietnamese letters"
        case .greek: return "modern Greek"
        case .cyrillic: return "Cyrillic of Russian, Ukrainian, Bulgarian, Serbian"
        case .hebrew: return "Hebrew letters and points"
        case .arabic: return "Arabic"
        case .devanagari: return "Devanagari"
        case .thai: return "Thai"
        case .japanese: return "kana, Japanese punctuation and every kanji the font maps"
        case .hangul: return "every Hangul syllable"
        case .all: return "every character the font maps"
        case .glyphs: return "every glyph by glyph id, mapped or not"
        }
    }

    public var selection: GlyphSelection {
        switch self {
        case .auto: return .scripts(nil)
        case .probe: return .characters(Array("qyjpÉ".unicodeScalars))
        case .all: return .allMappedCharacters
        case .glyphs: return .allGlyphs
        case .japanese: return .scripts([.japanese])
        default: return .characters(scalars(mapped: { _ in true }))
        }
    }

    /// A few languages written with a script set, for reports that name what a check left out.
    public var exampleLanguages: [String] {
        switch self {
        case .latin: return ["fr", "de", "es", "pl", "tr"]
        case .vietnamese: return ["vi"]
        case .greek: return ["el"]
        case .cyrillic: return ["ru", "uk"]
        case .hebrew: return ["he"]
        case .arabic: return ["ar", "fa"]
        case .devanagari: return ["hi"]
        case .thai: return ["th"]
        case .japanese: return ["ja"]
        case .hangul: return ["ko"]
        case .auto, .probe, .all, .glyphs: return []
        }
    }

    /// The script sets `auto` chooses from, in the order reports name them.
    public static let scriptSets: [CharacterSetName] = [
        .latin, .vietnamese, .greek, .cyrillic, .hebrew, .arabic, .devanagari, .thai, .japanese, .hangul,
    ]

    /// A script set's characters; `mapped` says which the font maps (only the kanji of
    /// `japanese` depend on it: a font maps a few thousand of the 20,992).
    public func scalars(mapped: (Unicode.Scalar) -> Bool) -> [Unicode.Scalar] {
        switch self {
        case .latin: return Self.latinScalars
        case .vietnamese: return Self.vietnameseScalars
        case .greek: return Self.range(0x384...0x3CE)
        case .cyrillic: return Self.range(0x400...0x45F) + Self.range(0x490...0x491)
        case .hebrew: return Self.range(0x591...0x5F4)
        case .arabic: return Self.range(0x600...0x6FF)
        case .devanagari: return Self.range(0x900...0x97F)
        case .thai: return Self.range(0xE01...0xE5B)
        case .japanese:
            // Japanese's own punctuation and symbols (CLDR's exemplars, not the whole CJK Symbols
            // block: 〱 and its kin belong to vertical text), the kana, every kanji the font maps.
            let punctuation = (Exemplars.characters(forLanguage: "ja") ?? []).filter {
                $0.value >= 0x2E80 && !(0x4E00...0x9FFF).contains($0.value) && !(0x3041...0x30FA).contains($0.value)
            }
            return punctuation + Self.range(0x3041...0x3096) + Self.range(0x30A1...0x30FA)
                + Self.range(0x4E00...0x9FFF).filter(mapped)
        case .hangul: return Self.range(0x3131...0x318E) + Self.range(0xAC00...0xD7A3)
        case .auto, .probe, .all, .glyphs: return []
        }
    }

    /// The letters whose coverage says a font is made for a script: `auto` checks a script set
    /// when the font maps at least three quarters of them.
    public var coverageProbe: [Unicode.Scalar] {
        switch self {
        case .latin: return Self.range(0x41...0x5A) + Self.range(0x61...0x7A)
        case .vietnamese: return Self.vietnameseScalars
        case .greek: return Self.range(0x391...0x3A9) + Self.range(0x3B1...0x3C9)
        case .cyrillic: return Self.range(0x410...0x44F)
        case .hebrew: return Self.range(0x5D0...0x5EA)
        case .arabic: return Self.range(0x627...0x64A)
        case .devanagari: return Self.range(0x905...0x939)
        case .thai: return Self.range(0xE01...0xE2E)
        case .japanese: return Self.range(0x3041...0x3093) + Self.range(0x30A1...0x30F3)
        case .hangul: return stride(from: UInt32(0xAC00), through: 0xD7A3, by: 97).compactMap(Unicode.Scalar.init)
        case .auto, .probe, .all, .glyphs: return []
        }
    }

    /// The script sets a font covers (`coverageProbe`), in `scriptSets` order.
    public static func covered(mapped: (Unicode.Scalar) -> Bool) -> [CharacterSetName] {
        scriptSets.filter { set in
            let probe = set.coverageProbe
            return !probe.isEmpty && probe.filter(mapped).count * 4 >= probe.count * 3
        }
    }

    /// The assigned characters of a block (unassigned code points are no one's text).
    private static func range(_ values: ClosedRange<UInt32>) -> [Unicode.Scalar] {
        values.compactMap(Unicode.Scalar.init).filter { $0.properties.generalCategory != .unassigned }
    }

    private static let latinScalars: [Unicode.Scalar] =
        [0x20...0x7E, 0xA0...0xFF, 0x100...0x17F].flatMap { $0 }.compactMap(Unicode.Scalar.init)

    private static let vietnameseLowercase =
        "àáảãạăằắẳẵặâầấẩẫậđèéẻẽẹêềếểễệìíỉĩịòóỏõọôồốổỗộơờớởỡợùúủũụưừứửữựỳýỷỹỵ"

    private static let vietnameseScalars: [Unicode.Scalar] =
        Array(vietnameseLowercase.unicodeScalars) + Array(vietnameseLowercase.uppercased().unicodeScalars)
}

/// The characters a command checks: a named set or exactly some text.
public enum CharacterChoice: Sendable, Hashable {
    case named(CharacterSetName)
    case text(String)
    /// The characters of the languages a project declares (`Exemplars`).
    case languages([String])
    /// The same, upper-cased: text shown in capitals (`textAllCaps`, `text-transform: uppercase`,
    /// `.uppercase()`), where a lower-case letter is never drawn.
    case capitals([String])

    public var selection: GlyphSelection {
        switch self {
        case .named(let name): return name.selection
        case .text(let text): return .characters(Array(text.unicodeScalars))
        case .languages(let codes): return .languages(codes)
        case .capitals(let codes): return .capitals(codes)
        }
    }

    /// Whether the characters were asked for (a set, text, languages) rather than chosen from
    /// what the font maps (`auto`): only asked-for characters a font lacks are worth naming.
    public var isAsked: Bool { self != .named(.auto) }

    /// `latin`, or the text in quotes; for `auto`, the sets it chose when they are known.
    public func label(measured sets: [CharacterSetName]) -> String {
        guard case .named(.auto) = self, !sets.isEmpty else { return label }
        return "auto (" + sets.map(\.rawValue).joined(separator: " + ") + ")"
    }

    /// Whether these are a project's languages.
    public var isLanguages: Bool {
        if case .languages = self { return true }
        return false
    }

    /// `latin`, or the text in quotes.
    public var label: String {
        switch self {
        case .named(let name): return name.rawValue
        case .text(let text): return "\"\(text)\""
        case .languages(let codes): return "languages " + codes.joined(separator: ", ")
        case .capitals(let codes): return "capitals of " + codes.joined(separator: ", ")
        }
    }
}
