import DesignTokens
import FontValues
import Foundation
import InputFiles
import JSONText
import LineBoxAnalysis
import TextSources

/// One place an app sets the font of a text view, as its own source declares it (`inkbox scan`).
public struct TextUsage: Sendable, Equatable {
    /// The file, relative to the scanned root, and the 1-based line.
    public var file: String
    public var line: Int
    /// The 1-based column, in UTF-16 code units, where a line may hold many usages (a CSS rule's
    /// `{`: a minified sheet is one line); nil elsewhere.
    public var column: Int?
    /// What declares it: "storyboard label", "UIFont(name:size:)", "css .title", "TextView",
    /// "TextStyle".
    public var kind: UsageKind
    public var platform: Platform
    /// How the font is named: a PostScript name (iOS), a CSS or Flutter family, an Android
    /// `@font/` resource; nil when the usage names none it can be checked with.
    public var font: FontName?
    /// The weight and slope the source asks of its family (Compose's `fontWeight = FontWeight.Bold`,
    /// `fontStyle = FontStyle.Italic`): which of the family's fonts draws it. Nil: the family's regular.
    public var weight: FontWeight?
    /// A variable font's axes the style sets (Flutter `fontVariations`): the font is drawn at
    /// them, pinned to its ranges (`VariationRequest.pinnedAxes`). Empty: its default instance.
    public var axes: [AxisValue] = []
    /// The files of the Flutter family the font is one of (its pubspec assets in the project): the
    /// engine picks among them by each file's own weight and slope (`UsageCheck`), not the pubspec's.
    public var familyFiles: [String] = []
    public var pointSize: Double?
    public var lineHeight: TokenLineHeight = .normal
    /// A fixed view height in the platform's unit.
    public var height: Double?
    /// The view's own text, when the source gives it as a literal.
    public var text: String?
    /// The same text in the app's other languages (Android `values-*/strings.xml`), each with
    /// the language its folder names: checked too.
    public var translations: [TokenText] = []
    /// Android `includeFontPadding`, when the layout sets it.
    public var includeFontPadding: Bool?
    /// Compose `LineHeightStyle`, when the style sets it (else `--compose-alignment` and `--compose-trim`).
    public var lineHeightStyle: ComposeOptions?
    /// The view centres its text in its fixed `height` (an Android TextView's `gravity="center"`
    /// or `center_vertical`).
    public var centredInHeight = false
    /// The text is shown in capitals (`android:textAllCaps`, CSS `text-transform: uppercase`,
    /// Compose `.uppercase()`, Dart `.toUpperCase()`): its text, or its languages' characters, are
    /// checked upper-cased.
    public var allCaps = false
    /// The theme may show the text in capitals, the source does not say: an Android Button without
    /// `textAllCaps` (the framework's, AppCompat's and Material Components' buttons are in capitals,
    /// Material 3's are not, H: `TextAppearance.Material.Button`, `TextAppearance.AppCompat.Button`).
    /// Its characters are checked as written; its strings count as shipped in capitals too.
    public var themeCapitals = false
    /// Whether the view cuts ink past its line box, as the source declares it (`ViewOverflow`): a
    /// CSS rule's `overflow`, `contain: paint` or `background-clip: text` (hidden) or their absence
    /// (visible); a Compose `Modifier.clip` or a Flutter `ClipRect` on the Text. Nil where the
    /// source says nothing: the platform's own text view decides (`Platform.defaultOverflow`).
    public var overflow: ViewOverflow?
    /// What declares the cut (`overflow: hidden`), or, where nothing cuts, what would.
    public var overflowReason: String?
    /// The padding between the line box and the cut, in the platform's unit (CSS padding under
    /// `overflow: hidden`, an Android TextView's padding).
    public var padding: Edges = .zero
    /// How wide the view is at its text's start and end, as the source declares it (Android
    /// `layout_width` and `gravity`, CSS shrink-to-fit boxes and `text-align`, storyboard
    /// constraints and `textAlignment`); unstated elsewhere.
    public var sides: ViewSides = .unstated
    /// Letter spacing the source declares (`android:letterSpacing`, CSS `letter-spacing`).
    public var letterSpacing: LetterSpacing = .none
    /// A CSS rule's own `text-box` (or `text-box-trim` and `text-box-edge`); nil where it sets none.
    public var textBox: TextBox?
    /// A React Native style's properties as written, where it spreads another object or one it
    /// reads names a constant (`...shared.text`, `fontFamily: Fonts.bold`): read again once every
    /// file's declarations are known (`ScriptDeclarations`).
    var scriptProperties: [String]?
    /// The translation key its text is shown by (`{I18n.t('welcome')}`, an Ignite `tx="welcome"`),
    /// whose texts in each language are its own once every translation is read.
    var textKey: String?
    /// A React Native `<Text>`'s body that names what is known only once every file is read
    /// (`{streak}`, a name the project declares a number): read again then (`AppScan.resolveTexts`).
    var jsxBody: String?
    /// The component whose props that body may show (`JSXNames.props`).
    var jsxComponent: JSXNames.Component?
    /// The sheet of a React Native style listed at its definition only because its file exports
    /// the sheet (`styles` of `export const styles = StyleSheet.create(...)`): drawn where another
    /// file says the style or takes the sheet whole (`ScriptWords`), else by nothing.
    var exportedSheet: String?
    /// The size the platform draws the usage at where no style gives one: React Native's 14 for
    /// a Text that sits in one of its views, no other Text (`ReactNativeScanner.defaultSize`).
    var defaultPointSize: Double?
    /// Why the usage cannot be checked (computed values, a system font, a Dynamic Type style):
    /// listed, never guessed.
    public var unresolved: UnresolvedReason?
    public var skipped: SkipReason?
    /// The user's text size setting scales this text: checked at every setting, not only the
    /// default (`UsageCheck`). Nil: drawn at its declared size whatever the setting.
    public var scaling: TextScaling?
    /// Android: the line height is in sp, so the font scale converts it as it converts the size.
    public var lineHeightScales = false
    /// Where the style this usage follows is declared, when it is not at the usage itself
    /// (`DesignSystem/AppTextStyle.swift:11`: the member, case or theme slot a reference names),
    /// then what that took its style from, comma-separated (`lib/theme.dart:170, lib/theme.dart:43`:
    /// a theme slot, then the `ThemeData(fontFamily:)` that gave it its family).
    public var via: String?
    /// What the source asks that the platform does not do, said beside a pass (a storyboard
    /// custom font with `adjustsFontForContentSizeCategory`, which UIKit does not scale).
    public var note: String?

    public init(file: String, line: Int, kind: UsageKind, platform: Platform) {
        self.file = file
        self.line = line
        self.kind = kind
        self.platform = platform
    }
}

extension TextUsage {
    /// What the source says of the Text this usage's style is given to: its text and its cut.
    /// The weight and slope a style's arguments ask for (`fontWeight`, written as the platform
    /// writes it and read by `parse`; `italic`): a weight `parse` cannot read is skipped as
    /// computed; a slope alone asks for 400.
    mutating func askWeight<S: StringProtocol>(_ written: S?, italic: Bool, parse: (S) -> Int?) {
        if let written {
            if let declared = parse(written) {
                weight = FontWeight(value: declared, italic: italic)
            } else {
                skipped = .computed("fontWeight")
            }
        } else if italic {
            weight = FontWeight(value: 400, italic: true)
        }
    }

    /// A family a font provider downloads (Google Fonts): no file ships, so the family is looked
    /// for by its name among `--fonts`, and the usage says so, with where it is downloaded from.
    mutating func downloaded(_ family: String, from provider: String = "a font provider's") {
        font = .name(family)
        addNote("downloadable font \(family) (\(provider)): looked for by its name among --fonts")
    }

    /// A Compose `FontFamily.X` constant, at the usage's weight: the Android family it stands for,
    /// drawn from the device's fonts.
    mutating func composePlatformFamily(_ constant: String) {
        unresolved = .platformFamily(constant)
        let weight = self.weight
        font = PlatformFamily.android(constant).map {
            var drawn = $0
            if let weight { drawn.weight = weight.value }
            return FontName.platform(drawn)
        }
    }

    /// Adds `text` to what the usage says, after what it already says.
    mutating func addNote(_ text: String) {
        note = [note, text].compactMap { $0 }.joined(separator: "; ")
    }

    mutating func apply(_ context: StyleSyntax.TextContext) {
        text = context.text ?? text
        allCaps = allCaps || context.allCaps
        overflow = context.overflow
        overflowReason = context.overflowReason
        height = context.height ?? height
        sides = context.sides ?? sides
        padding = context.padding ?? padding
    }

    /// "IPAexGothic, 15 pt, line 18, height 16": the style as declared.
    public var summary: String {
        func number(_ value: Double) -> String {
            value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(value)
        }
        var parts: [String] = []
        if let font { parts.append(font.label) }
        if let pointSize { parts.append("\(number(pointSize)) \(platform.unit)") }
        switch lineHeight {
        case .normal: break
        case .fixed(let value): parts.append("line \(number(value))")
        case .multiplier(let factor): parts.append("line x\(number(factor)) of the size")
        case .platformMultiple(let factor): parts.append("line x\(number(factor))")
        }
        if let height { parts.append("height \(number(height))") }
        return parts.joined(separator: ", ")
    }

    /// What a baseline accepts this usage by: its file, what declares it and its style, not its
    /// line, so that editing a file above a usage does not make its entry stale. Usages of one
    /// style in one file share an entry.
    public var baselineKey: String { "\(file): \(kind): \(summary)" }
}

/// How a usage names its font.
public enum FontName: Sendable, Equatable {
    /// A name the font index resolves (PostScript name, family).
    case name(String)
    /// A font file the project ships, resolved from the usage's own declaration (`@font/name`,
    /// `@font-face src`).
    case file(path: String, family: String)
    /// A font file the declaration names but the project does not hold: looked for by this file
    /// name (without extension, case ignored) among the fonts given with `--fonts`.
    case fileNamed(String, family: String)
    /// A Compose `FontFamily` by the name the Kotlin source gives it (`val Brand = FontFamily(...)`),
    /// until the scan finds its definition.
    case composeFamily(String)
    /// A family the platform provides (Android's `sans-serif`): checked against the device's
    /// fonts given with `--fonts`, never the app's.
    case platform(PlatformFamily)

    public var label: String {
        switch self {
        case .name(let name), .composeFamily(let name): return name
        case .file(_, let family), .fileNamed(_, let family): return family
        case .platform(let family): return family.label
        }
    }
}

/// A number written in source: `17`, `17.5`, `17.0`; nil for anything computed.
func literalNumber(_ text: Substring) -> Double? {
    let trimmed = text.trimmedSpaces()
    guard !trimmed.isEmpty, trimmed.allSatisfy({ $0.isNumber || $0 == "." }), let value = Double(trimmed), value > 0,
        value <= 1000
    else {
        return nil
    }
    return value
}
