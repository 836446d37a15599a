import FontValues

/// The token file formats `inkbox check` reads (see `docs/design-tokens.md`). Raw values are the
/// CLI spellings of `--token-format`.
public enum TokenFormat: String, CaseIterable, Sendable {
    /// W3C Design Tokens Community Group format 2025.10: `$value`, `$type`, group `$type`
    /// inheritance, `{alias}` and `$ref` references.
    case dtcg
    /// Tokens Studio for Figma, legacy (`value`/`type`) or DTCG flavour; plural types
    /// (`fontSizes`, `lineHeights`), Figma weight names, bare line heights in px, simple math.
    case tokensStudio = "tokens-studio"
    /// Style Dictionary: any object with `value` is a token; several files are deep-merged.
    case styleDictionary = "style-dictionary"
}

/// A text style read from tokens, with every reference resolved.
public struct TypographyToken: Sendable, Equatable {
    /// The token's path, dot-separated: `text.body.large`.
    public var path: String
    /// The file and 1-based line where the token is defined.
    public var file: String
    public var line: Int
    /// Font families in fallback order.
    public var fontFamilies: [String]
    public var fontWeight: FontWeight
    /// Font size in points (iOS) or dp (Android): the idealized pixel of the token formats.
    public var fontSize: Double
    public var lineHeight: TokenLineHeight
    /// Letter spacing as the token wrote it (resolved), carried into reports.
    public var letterSpacing: String?
    /// The letter spacing the sides of the token's text views are checked with.
    public var spacing: LetterSpacing = .none
    /// A per-token character set or strings from `$extensions["com.inkbox"]`:
    /// `{"set": "vietnamese"}`, `{"chars": "ÉÅjy"}`, `{"strings": ["Localizable.xcstrings"]}`
    /// or `{"text": ["CHỖ NGỒI"]}`.
    public var characters: CharacterOverride?
    /// The iOS text style whose Dynamic Type curve the token's font follows, as
    /// `$extensions["com.inkbox"]: {"textStyle": "headline"}` names it (`inkbox check
    /// --content-size`); nil: `--text-style`'s.
    public var textStyle: String?
    /// The findings the token turns off, with the reasons: `$extensions["com.inkbox"].ignore`,
    /// `{"IB004": "the button is wider than its label"}` (a key may name several rules, "IB004,IB005").
    public var ignore: [TokenIgnore] = []

    public init(
        path: String, file: String, line: Int, fontFamilies: [String], fontWeight: FontWeight, fontSize: Double,
        lineHeight: TokenLineHeight, letterSpacing: String? = nil, characters: CharacterOverride? = nil
    ) {
        self.path = path
        self.file = file
        self.line = line
        self.fontFamilies = fontFamilies
        self.fontWeight = fontWeight
        self.fontSize = fontSize
        self.lineHeight = lineHeight
        self.letterSpacing = letterSpacing
        self.characters = characters
    }
}

/// One entry of a token's `ignore`: the rules it names as written, its reason, and its line.
public struct TokenIgnore: Sendable, Hashable {
    public var rules: String
    public var reason: String
    public var line: Int

    public init(rules: String, reason: String, line: Int) {
        self.rules = rules
        self.reason = reason
        self.line = line
    }
}

/// A font weight with the italic flag that Figma style names carry ("SemiBold Italic").
public struct FontWeight: Sendable, Hashable {
    public var value: Int
    public var italic: Bool
    public init(value: Int, italic: Bool = false) {
        self.value = value
        self.italic = italic
    }
}

/// A line height as a token means it. A multiplier multiplies the font size (CSS and the
/// token formats), not the font's natural line height.
public enum TokenLineHeight: Sendable, Hashable {
    /// `normal`, `AUTO` or absent: the platform's natural line height for the font.
    case normal
    /// A multiple of the font size (`1.5`, `"150%"`).
    case multiplier(Double)
    /// A fixed height in points (`"24px"`, `{"value": 24, "unit": "px"}`, `"1.5rem"`).
    case fixed(Double)
    /// A multiple of the platform's natural line height (UIKit `lineHeightMultiple`, Android
    /// `lineSpacingMultiplier`), as `inkbox scan` reads them from an app; token files never set it.
    case platformMultiple(Double)
}

/// The characters a token asks to be checked, overriding `--set`/`--chars`, or the strings it
/// asks to be shaped, overriding `--strings`/`--text`.
public enum CharacterOverride: Sendable, Hashable {
    case set(String)
    case chars(String)
    /// The characters of these languages (`Exemplars`).
    case languages([String])
    /// String catalogs (paths relative to the token's file, resolved when read) and literal
    /// strings.
    case strings(catalogs: [String], texts: [TokenText])
}

/// A literal string a token asks to be shaped, with its language when the source says it (a
/// scanned view's translation in `values-fr/strings.xml` is French).
public struct TokenText: Sendable, Equatable, Hashable {
    public var text: String
    public var language: String?

    public init(_ text: String, language: String? = nil) {
        self.text = text
        self.language = language
    }
}

/// A problem with one token (or, without a path, with a whole file). Messages are lowercase,
/// one line, no final period.
public struct TokenError: Error, Sendable, Equatable, CustomStringConvertible {
    public var file: String
    public var line: Int?
    /// The token's dot path, nil for a problem with the whole file.
    public var path: String?
    public var message: String

    public init(file: String, line: Int?, path: String?, message: String) {
        self.file = file
        self.line = line
        self.path = path
        self.message = message
    }

    public var description: String {
        let place = file + (line.map { ":\($0)" } ?? "")
        return path.map { "\(place): \($0): \(message)" } ?? "\(place): \(message)"
    }
}

/// What reading token files produced: the typography tokens that resolved, the errors of the
/// others, and the format used for each file.
public struct TokenSet: Sendable, Equatable {
    public var tokens: [TypographyToken]
    public var errors: [TokenError]
    public var formats: [String: TokenFormat]
}
